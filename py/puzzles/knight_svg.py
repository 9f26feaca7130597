"""Knight's tour on screen: SVG drawing, click play and the board editor (seeds 001, 002).

The board is a grid of ``<g data-cell=N>`` squares (cut cells too, so the editor can restore
them). The path is a line through the visited cells, each numbered in visiting order; the
cells the knight may go to next are marked. ``ui`` holds ``cursor`` (keyboard), ``hint``
(cells to show, from the page), ``hints`` and ``dead`` (the solver's "hint" search: a badge
on each next cell, the cells left to visit after it when a tour can still be completed, a
cross when none can, ? when not known) and ``edit`` (editor on: clicks cut or restore cells). Pure
functions; they run on MicroPython (the page) and CPython (tests).
"""

from puzzles.gameid import join_game_id
from puzzles.knight import FAMILY, MAX_SIZE, MIN_SIZE, Position, board
from puzzles.marks import badge, hint_numbers
from puzzles.markup import escape

UNIT = 40  # pixels per cell
KEEP_UI = ("edit",)  # the editor stays on across moves, Undo and Redo
MOVE_NAME = "cell"  # what the page calls one move: "Solution: 11 cells"
MARGIN = 4
LEFT = 26    # room for the rank numbers left of the board
BOTTOM = 20  # room for the file letters below it


def file_name(col):
    """A column as chess names it: a..z, then aa, ab... (boards go up to 50 columns)."""
    name = ""
    col += 1
    while col:
        col, rest = divmod(col - 1, 26)
        name = chr(97 + rest) + name
    return name


def cell_name(geometry, cell):
    """A cell as chess names it, by the letters and numbers drawn beside the board: file
    letter, then rank counted from the bottom row (cell 0 of an 8x8 board is a8)."""
    row, col = divmod(cell, geometry.cols)
    return "%s%d" % (file_name(col), geometry.rows - row)


def _centre(geometry, cell):
    row, col = divmod(cell, geometry.cols)
    return LEFT + col * UNIT + UNIT // 2, MARGIN + row * UNIT + UNIT // 2


def _hinted(ui):
    hint = ui.get("hint")
    if hint is None:
        return ()
    return hint if isinstance(hint, (list, tuple)) else (hint,)


def render(position, ui=None):
    """SVG text for ``position`` (see the module's notes for ``ui``)."""
    ui = ui or {}
    geometry = position.board
    editing = bool(ui.get("edit"))
    width = LEFT + geometry.cols * UNIT + MARGIN
    height = MARGIN + geometry.rows * UNIT + BOTTOM
    path = position.path  # walks the position's chain: once
    order = {}
    for index, cell in enumerate(path):
        order[cell] = index + 1
    targets = set(position.legal_moves()) if not editing and not position.is_over() else set()
    hinted = _hinted(ui)
    numbers, best = hint_numbers(ui.get("hints"), ui.get("dead") or ())
    cursor = ui.get("cursor", -1)
    current = position.current()
    font = 16 if len(path) < 100 else (13 if len(path) < 1000 else 10)
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="board knight%s" viewBox="0 0 %d %d" '
             'role="img" aria-label="Knight\'s tour, %d by %d board, %d of %d cells visited">'
             % (" knight-editing" if editing else "", width, height, geometry.rows, geometry.cols,
                len(path), len(geometry.free))]
    for cell in range(geometry.size):
        row, col = divmod(cell, geometry.cols)
        x, y = LEFT + col * UNIT, MARGIN + row * UNIT
        classes = ["knight-cell", "knight-dark" if (row + col) % 2 else "knight-light"]
        if not geometry.is_free[cell]:
            classes.append("knight-cut")
            label = "cut"
        elif cell in order:
            classes.append("knight-visited")
            label = "visited %d" % order[cell]
        else:
            label = "free"
        if cell in targets:
            classes.append("knight-target")
        if cell == current:
            classes.append("knight-current")
        if cell in hinted:
            classes.append("knight-hint")
        if cell == cursor:
            classes.append("knight-cursor")
        parts.append('<g class="%s" data-cell="%d" aria-label="%s, %s">'
                     '<rect x="%d" y="%d" width="%d" height="%d"/>'
                     % (" ".join(classes), cell, escape(cell_name(geometry, cell)), escape(label), x, y, UNIT, UNIT))
        if cell in targets:
            parts.append('<circle class="knight-dot" cx="%d" cy="%d" r="%d"/>'
                         % (x + UNIT // 2, y + UNIT // 2, UNIT // 8))
        if cell in numbers:  # a hint: the cells left after going there
            parts.append(badge(x + UNIT - 10, y + 10, numbers[cell], best, 9))
        parts.append("</g>")
    for col in range(geometry.cols):  # the file letters below, the rank numbers left
        parts.append('<text class="knight-coord" x="%d" y="%d">%s</text>'
                     % (LEFT + col * UNIT + UNIT // 2, height - 5, escape(file_name(col))))
    for row in range(geometry.rows):
        parts.append('<text class="knight-coord" x="%d" y="%d">%d</text>'
                     % (LEFT // 2, MARGIN + row * UNIT + UNIT // 2 + 5, geometry.rows - row))
    if len(path) > 1:
        points = " ".join("%d,%d" % _centre(geometry, cell) for cell in path)
        parts.append('<polyline class="knight-path" points="%s" pointer-events="none"/>' % points)
    for number, cell in enumerate(path[:-1]):
        cx, cy = _centre(geometry, cell)
        parts.append('<text class="knight-number" x="%d" y="%.1f" font-size="%d" '
                     'pointer-events="none">%d</text>' % (cx, cy + font * 0.35, font, number + 1))
    if current is not None:
        cx, cy = _centre(geometry, current)
        parts.append('<text class="knight-piece" x="%d" y="%d" font-size="%d" '
                     'pointer-events="none">\u265e</text>' % (cx, cy + UNIT // 4, UNIT * 3 // 4))
    parts.append("</svg>")
    return "".join(parts)


def click(position, ui, cell):
    """A click on ``cell``: place the knight, move it, or (editing) cut or restore the cell.
    Returns ``(position, ui, message)``; the message says why a click did nothing."""
    ui = dict(ui)
    ui["cursor"] = cell
    for key in ("hint", "hints", "dead"):
        ui.pop(key, None)
    geometry = position.board
    if not 0 <= cell < geometry.size:
        return position, ui, "There is no such cell on this board."
    name = cell_name(geometry, cell)
    if ui.get("edit"):
        cut = set(geometry.cut)
        if cell in cut:
            cut.discard(cell)
            message = "Cell %s is back on the board." % name
        elif len(geometry.free) == 1:
            return position, ui, "The board needs at least one cell."
        else:
            cut.add(cell)
            message = "Cell %s is cut from the board." % name
        return position.with_cut(sorted(cut)), ui, message
    if not geometry.is_free[cell]:
        return position, ui, "Cell %s is cut from the board (Edit board puts it back)." % name
    if cell in position.legal_moves():
        return position.play(cell), ui, ""
    if cell == position.current():
        return position, ui, "The knight is on %s." % name
    if position.is_visited(cell):
        return position, ui, "Cell %s is already visited (move %d)." % (
            name, position.path.index(cell) + 1)
    if position.is_over():
        return position, ui, position.status_text()
    return position, ui, "Cell %s is not a knight's move from %s." % (
        name, cell_name(geometry, position.current()))


def move_cursor(position, ui, dx, dy):
    """Move the keyboard cursor one cell (screen axes), starting at the knight."""
    geometry = position.board
    cell = ui.get("cursor", -1)
    if cell < 0:
        current = position.current()
        ui["cursor"] = current if current is not None else geometry.free[0]
        return ui
    row, col = divmod(cell, geometry.cols)
    row = min(max(row + dy, 0), geometry.rows - 1)
    col = min(max(col + dx, 0), geometry.cols - 1)
    ui["cursor"] = row * geometry.cols + col
    return ui


def counters(position):
    return [("Visited", position.length), ("Cells", position.cell_count())]


def options(position):
    """Board size and tour kind; choose() builds the game id for a choice."""
    sizes = [(str(n), str(n)) for n in range(MIN_SIZE, MAX_SIZE + 1)]
    return [
        {"key": "rows", "label": "Rows", "value": str(position.board.rows), "choices": sizes},
        {"key": "cols", "label": "Columns", "value": str(position.board.cols), "choices": sizes},
        {"key": "closed", "label": "Tour", "value": "1" if position.closed else "",
         "choices": [("", "open"), ("1", "closed")]},
    ]


def choose(position, key, value):
    """The game id after choosing ``value`` for option ``key``: a new size starts a full
    board afresh; the tour kind keeps the board and the path."""
    geometry = position.board
    if key == "closed":
        return Position(geometry, value == "1", position.path).game_id()
    rows, cols = geometry.rows, geometry.cols
    if key == "rows":
        rows = int(value)
    elif key == "cols":
        cols = int(value)
    pairs = [("closed", 1)] if position.closed else []
    return join_game_id(FAMILY, "%dx%d" % (rows, cols), pairs)


def actions(position):
    return [
        {"id": "solve", "label": "Solve", "search": "solve"},
        {"id": "hint", "label": "Hint", "search": "hint"},
        {"id": "count", "label": "Count tours", "search": "count"},
        {"id": "edit", "label": "Edit board"},
    ]


def act(position, ui, name, rand):
    """Page-side actions: ``edit`` turns the board editor on or off."""
    if name != "edit":
        raise ValueError("unknown action %s" % name)
    ui = dict(ui)
    for key in ("hint", "hints", "dead"):
        ui.pop(key, None)
    if ui.get("edit"):
        ui["edit"] = False
        return position, ui, "Editing done: click a cell to place the knight."
    ui["edit"] = True
    return position, ui, "Editing: click cells to cut them from the board or put them back; Edit board again to play."


def moves(position):
    return position.legal_moves()


def clicks(position, move):
    return [move]


def play(position, move):
    return position.play(move)


def describe_move(position, move):
    """A move by the cell's name drawn beside the board: "c3"."""
    return cell_name(position.board, move)


def prompt(position):
    if not position.length:
        if position.closed:
            return "Click any cell to place the knight; a closed tour ends a move from it."
        return "Click any cell to place the knight."
    left = position.cell_count() - position.length
    text = "Click a marked cell a knight's move away: %d cell%s left" % (left, "" if left == 1 else "s")
    if position.closed:
        text += ", ending a move from %s" % cell_name(position.board, position.start())
    return text + "."


def result_text(result):
    if "count" in result:
        listed = " One is listed." if result.get("solution") else ""
        if result["count"] is None:
            return "Not counted: %s.%s" % (result["reason"], listed.replace("One", "A tour"))
        if result.get("reason"):
            return "No tour: %s." % result["reason"]
        count = result["count"]
        text = "%d %s tour%s %s" % (count, "closed" if result.get("closed") else "open",
                                   "" if count == 1 else "s",
                                   "from every start cell" if "starts" in result else "from here")
        if "cycles" in result and "starts" in result:
            text += " (each way round counts; %d different tours)" % result["cycles"]
        elif result.get("closed"):
            text += " (each way round counts)"
        elif "paths" in result:
            text += " (%d different tours, each from either end)" % result["paths"]
        return text + "." + (" It is listed." if listed and count == 1 else listed)
    if not result.get("solvable"):
        return "No tour: %s." % result.get("reason", "none exists")
    cells = len(result.get("solution", []))
    if cells == 0:
        return "The tour is already complete."
    kind = "a closed" if result.get("closed") else "an open"
    return "Tour found: %s tour, %d more cell%s to visit." % (kind, cells, "" if cells == 1 else "s")
