"""Knight's tour on screen: SVG drawing, click play and the board editor (seeds 001, 002).

The board is a grid of ``<g data-cell=N>`` squares (cut cells too, so the editor can restore
them). The path is a line through the visited cells, each numbered in visiting order; the
cells the knight may go to next are marked. ``ui`` holds ``cursor`` (keyboard), ``hint``
(cells to show, from the page), ``hints`` and ``dead`` (the solver's "hint" search: a badge
on each next cell, the cells to visit from there on when a tour is known to go on from it,
a cross when none can, ? when not decided), ``hint_move`` (``[cell, number, best]``: the
arrow of a first Hint, from the knight to that cell) and ``edit`` (editor on: clicks cut or
restore cells). Pure functions; they run on MicroPython (the page) and CPython (tests).
"""

from puzzles.gameid import join_game_id
from puzzles.knight.rules import FAMILY, MAX_SIZE, MIN_SIZE, Position, board
from puzzles.marks import badge, hint_arrow, numbered, with_badge
from puzzles.markup import escape
from puzzles.motion import GHOST, attributes, by_cell, distance, first, item
from puzzles.words import language, mark, say, tr
from puzzles.view_protocol import complete

# The optional hooks of the view protocol this view defines (puzzles.view_protocol).
PROVIDES = ("KEEP_UI", "MOVE_NAME", "render_lines", "motion", "drag", "choose", "act", "EDIT_PROMPT", "HINT_LEGEND",
            "verdict_text")

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


# The drawing is one top-level element per line (``render_lines``), in a fixed number of lines for a board: every cell's group, then the file and rank letters,
# the path line, one number slot per cell (an empty group where no number is drawn), the
# knight, the hint arrow (an empty group when none), and a slot for what a move took away (a
# ghost of the knight or of the path's last segment, faded by the page; an empty group
# otherwise). The page then replaces only the lines that changed (a click on 50x50 changes a
# dozen of its 5000 lines). Each cell's text is kept in a cache keyed by all it shows, so a
# redraw builds strings only for the cells whose marks changed. The keys are plain ints:
# MicroPython hashes a tuple by summing its items' hashes, so tuple keys collide in heaps.
VISITED, TARGET, CURRENT, HINT, CURSOR, CUT = 1, 2, 4, 8, 16, 32
EMPTY_SLOT = "<g></g>"
_frames = {}        # (board name, cut cells, language) -> _Frame (a few boards at most)
_LINE_LIMIT = 20000  # cached lines per board before the cache starts afresh


class _Frame:
    """What does not change while a board is played: plain cells, letters, centres, and the
    cache of cell and number lines already drawn."""

    def __init__(self, geometry):
        self.geometry = geometry
        self.width = LEFT + geometry.cols * UNIT + MARGIN
        self.height = MARGIN + geometry.rows * UNIT + BOTTOM
        self.names = [cell_name(geometry, cell) for cell in range(geometry.size)]
        self.centres = ["%d,%d" % _centre(geometry, cell) for cell in range(geometry.size)]
        self.coords = []
        for col in range(geometry.cols):  # the file letters below, the rank numbers left
            self.coords.append('<text class="knight-coord" x="%d" y="%d">%s</text>'
                               % (LEFT + col * UNIT + UNIT // 2, self.height - 5, escape(file_name(col))))
        for row in range(geometry.rows):
            self.coords.append('<text class="knight-coord" x="%d" y="%d">%d</text>'
                               % (LEFT // 2, MARGIN + row * UNIT + UNIT // 2 + 5, geometry.rows - row))
        self.slots = [EMPTY_SLOT] * geometry.size
        self.lines = {}   # int key (a cell's marks) -> its line
        # Per cell, the visiting number last drawn and its lines (lists: faster than a dict's
        # lookups on MicroPython, and a cell's number changes only when the path does).
        self.visit_of = [0] * geometry.size
        self.visited = [None] * geometry.size
        self.number_of = [0] * geometry.size
        self.numbers = [None] * geometry.size
        self.plain = self._plain_lines()
        # The path drawn last, and the lines it left (see follow and path_of).
        self.drawn_position, self.path = None, ()
        self.base_path, self.base_font = None, 0
        self.base, self.base_slots = None, None
        self.points = ""  # the path line's points

    def cell_line(self, cell, flags, visit, number=None, best=None, badged=False):
        """One cell's ``<g data-cell>`` line, from the cache when it was drawn alike before
        (a cell with a hint badge is drawn afresh: a handful at a time)."""
        key = (visit * 64 + flags) * self.geometry.size + cell
        line = None if badged else self.lines.get(key)
        if line is not None:
            return line
        row, col = divmod(cell, self.geometry.cols)
        x, y = LEFT + col * UNIT, MARGIN + row * UNIT
        classes = "knight-cell " + ("knight-dark" if (row + col) % 2 else "knight-light")
        for bit, name in ((CUT, "knight-cut"), (VISITED, "knight-visited"), (TARGET, "knight-target"),
                          (CURRENT, "knight-current"), (HINT, "knight-hint"), (CURSOR, "knight-cursor")):
            if flags & bit:
                classes += " " + name
        parts = ['<g class="%s" data-cell="%d" id="cell-%d" role="button" aria-label="%s">'
                 '<rect x="%d" y="%d" width="%d" height="%d"/>'
                 % (classes, cell, cell, escape(with_badge(_cell_label(self.names[cell], flags, visit), number, best)
                                                if badged else _cell_label(self.names[cell], flags, visit)),
                    x, y, UNIT, UNIT)]
        if flags & TARGET:
            parts.append('<circle class="knight-dot" cx="%d" cy="%d" r="%d"/>'
                         % (x + UNIT // 2, y + UNIT // 2, UNIT // 8))
        if badged:  # a hint: the cells to visit from there on, the cell included
            parts.append(badge(x + UNIT - 10, y + 10, number, best, 9, self.names[cell]))
        parts.append("</g>")
        line = "".join(parts)
        if not badged:
            self._keep(key, line)
        return line

    def _plain_lines(self):
        """Every cell's line with no mark: ``cell_line(cell, 0, 0)`` for each, built from one
        template (a 50x50 board has 2500 of them, drawn when the board is first shown)."""
        geometry = self.geometry
        # The label's words once, escaped, with a stand-in for the cell's name (names are
        # letters and digits: nothing to escape).
        label = escape(_cell_label("\x01", 0, 0))
        head, _, tail = label.partition("\x01")
        lines = []
        for cell in range(geometry.size):
            row, col = divmod(cell, geometry.cols)
            lines.append('<g class="knight-cell %s" data-cell="%d" id="cell-%d" role="button" '
                         'aria-label="%s%s%s"><rect x="%d" y="%d" width="%d" height="%d"/></g>'
                         % ("knight-dark" if (row + col) % 2 else "knight-light", cell, cell, head,
                            self.names[cell], tail, LEFT + col * UNIT, MARGIN + row * UNIT, UNIT, UNIT))
        return lines

    def path_of(self, position):
        """``position.path``, from the path drawn last when the position is a move on from
        it or back (a click, Step, Undo): walking a 2500-link chain each time costs."""
        last = self.drawn_position
        if position is last:
            path = self.path
        elif last is not None and position.previous is last:
            path = self.path + (position.last,)
        elif last is not None and last.previous is position:
            path = self.path[:-1]
        else:
            path = position.path  # walks the position's chain
        self.drawn_position, self.path = position, path
        return path

    def follow(self, path, font):
        """Bring ``base`` (each cell's line with its visit only) and ``base_slots`` (the
        visiting numbers) from the path drawn before to ``path``: only the cells past the
        part both share change (one or two for a move, Step or Undo)."""
        old = self.base_path
        shared = -1
        if old is not None and font == self.base_font:
            if len(path) >= len(old) and path[:len(old)] == old:
                shared = len(old)
            elif len(path) < len(old) and old[:len(path)] == path:
                shared = len(path)
        if shared < 0:  # another path altogether: every cell afresh
            self.base = list(self.plain)
            self.base_slots = list(self.slots)
            old, shared = (), 0
        for index in range(shared, len(old)):  # cells no longer visited
            cell = old[index]
            self.base[cell] = self.plain[cell]
            self.base_slots[cell] = EMPTY_SLOT
        last = len(path) - 1  # the knight stands on the last cell: no number there
        for index in range(max(shared - 1, 0), len(path)):
            cell = path[index]
            visit = index + 1
            if self.visit_of[cell] != visit:
                self.visit_of[cell] = visit
                self.visited[cell] = self.cell_line(cell, VISITED, visit)
            self.base[cell] = self.visited[cell]
            if index < last:
                if self.number_of[cell] != visit * 32 + font:
                    self.number_line(cell, visit, font)
                self.base_slots[cell] = self.numbers[cell]
            else:
                self.base_slots[cell] = EMPTY_SLOT
        centres = self.centres
        if shared == len(old) and old:  # moved on: the path line grows by the new cells
            self.points += "".join([" " + centres[cell] for cell in path[len(old):]])
        else:
            self.points = " ".join([centres[cell] for cell in path])
        self.base_path, self.base_font = path, font

    def number_line(self, cell, number, font):
        """The visiting number drawn on a cell (above the path line)."""
        cx, cy = self.centres[cell].split(",")
        line = ('<text class="knight-number" x="%s" y="%.1f" font-size="%d" '
                'pointer-events="none">%d</text>' % (cx, int(cy) + font * 0.35, font, number))
        self.number_of[cell] = number * 32 + font
        self.numbers[cell] = line
        return line

    def _keep(self, key, line):
        if len(self.lines) > _LINE_LIMIT:
            self.lines.clear()
        self.lines[key] = line


def _frame(geometry):
    key = (geometry.name, geometry.cut, language())
    frame = _frames.get(key)
    if frame is None:
        if len(_frames) > 4:
            _frames.clear()
        frame = _frames[key] = _Frame(geometry)
    return frame


def _cell_label(name, flags, visit):
    """The cell's name and state for a screen reader: "c3, free, the knight can move here"."""
    if flags & CUT:
        return tr("{cell}, cut from the board", cell=name)
    if flags & CURRENT:
        text = tr("{cell}, the knight is here (move {n})", cell=name, n=visit)
    elif flags & VISITED:
        text = tr("{cell}, visited (move {n})", cell=name, n=visit)
    else:
        text = tr("{cell}, free", cell=name)
    if flags & TARGET:
        text = tr("{cell_and_state}, the knight can move here", cell_and_state=text)
    return text


def render(position, ui=None):
    """SVG text for ``position`` (see the module's notes for ``ui``), one element a line."""
    return "\n".join(render_lines(position, ui))


def render_lines(position, ui=None):
    """``render``'s lines: the root's tag, the elements in a fixed order, ``</svg>``."""
    ui = ui or {}
    geometry = position.board
    frame = _frame(geometry)
    editing = bool(ui.get("edit"))
    moved = by_cell(ui)
    path = frame.path_of(position)
    current = position.current()
    font = 16 if len(path) < 100 else (13 if len(path) < 1000 else 10)
    frame.follow(path, font)
    cells = list(frame.base)    # every cell with its visit drawn; the marked cells over them
    slots = list(frame.base_slots)  # the visiting numbers, one slot per cell
    size = geometry.size
    visit_of = frame.visit_of
    # The few cells with other marks: their flags gathered, then drawn.
    flags = {}
    for cell in geometry.cut:
        flags[cell] = CUT
    if not editing and not position.is_over():
        for cell in position.legal_moves():
            flags[cell] = TARGET
    if current is not None:
        flags[current] = flags.get(current, 0) | CURRENT
    for cell in _hinted(ui):
        if 0 <= cell < size:
            flags[cell] = flags.get(cell, 0) | HINT
    cursor = ui.get("cursor", -1)
    if 0 <= cursor < size:
        flags[cursor] = flags.get(cursor, 0) | CURSOR
    judged, best = numbered(ui.get("hints"), ui.get("dead") or ())
    numbers = dict((cell, number) for cell, number in judged)
    for cell in numbers:
        if 0 <= cell < size:
            flags.setdefault(cell, 0)
    for cell, bits in flags.items():
        visit = 0
        if position.is_visited(cell):  # visit_of holds its number: the loop above set it
            bits |= VISITED
            visit = visit_of[cell]
        cells[cell] = frame.cell_line(cell, bits, visit, numbers.get(cell), best, cell in numbers)
    out = ['<svg xmlns="http://www.w3.org/2000/svg" class="board knight%s" viewBox="0 0 %d %d" '
           'role="group"%s aria-label="%s">'
           % (" knight-editing" if editing else "", frame.width, frame.height,
              ' data-cursor="%d"' % cursor if cursor >= 0 else "",
              escape(tr("Knight's tour, {rows} by {cols} board, {visited} of {cells} cells visited",
                        rows=geometry.rows, cols=geometry.cols, visited=len(path),
                        cells=len(geometry.free))))]
    out.extend(cells)
    out.extend(frame.coords)
    if len(path) > 1:
        out.append('<polyline class="knight-path" points="%s" pointer-events="none"%s/>'
                   % (frame.points, attributes(first(moved, current, ("extend",)))))
    else:
        out.append(EMPTY_SLOT)
    out.extend(slots)
    if current is not None:
        cx, cy = _centre(geometry, current)
        # The page lets the player drag the knight (data-piece: the cell it stands on).
        piece = "" if editing or position.is_over() else ' data-piece="%d"' % current
        out.append('<text class="knight-piece" x="%d" y="%d" font-size="%d" '
                   'pointer-events="none"%s%s>\u265e</text>'
                   % (cx, cy + UNIT // 4, UNIT * 3 // 4, piece, attributes(first(moved, current, ("hop", "appear")))))
    else:
        out.append(EMPTY_SLOT)
    out.append(_hint_arrow(geometry, current, ui.get("hint_move")))
    out.append(_ghost(geometry, current, moved))
    out.append("</svg>")
    return out


def _hint_arrow(geometry, current, shown):
    """The arrow of a first Hint (its own line, an empty one when there is none): from the
    knight to the cell it names; a ring on that cell before the knight is placed."""
    if not shown or not 0 <= shown[0] < geometry.size:
        return EMPTY_SLOT
    cell, number, best = shown
    x1, y1 = _centre(geometry, cell)
    if current is None:
        x0, y0 = x1, y1
    else:
        x0, y0 = _centre(geometry, current)
    return hint_arrow(x0, y0, x1, y1, cell_name(geometry, cell), number, best, 5, UNIT * 0.3, UNIT * 0.22)


def _ghost(geometry, current, moved):
    """The last line: what the move took away, fading (Undo: the path's last segment, or the
    knight lifted from the board); an empty group when nothing went."""
    for cell, entries in moved.items():
        for entry in entries:
            x, y = _centre(geometry, cell)
            if entry["kind"] == "retract" and current is not None:
                cx, cy = _centre(geometry, current)
                return ('<line class="knight-path %s" x1="%d" y1="%d" x2="%d" y2="%d" '
                        'pointer-events="none"%s/>' % (GHOST, cx, cy, x, y, attributes(entry, "fade")))
            if entry["kind"] == "fade":
                return ('<text class="knight-piece %s" x="%d" y="%d" font-size="%d" pointer-events="none"%s>'
                        '\u265e</text>' % (GHOST, x, y + UNIT // 4, UNIT * 3 // 4, attributes(entry)))
    return EMPTY_SLOT


def motion(before, after, ui=None):
    """What moved from ``before`` to ``after`` (see puzzles.motion): the knight hops along an
    arc and its path grows by a segment (placed first: it appears); Undo hops it back, the
    segment fading (or the knight, lifted from an empty board). Anything else: nothing."""
    if before.board is not after.board and (before.board.name, before.board.cut) != (after.board.name, after.board.cut):
        return []
    geometry = after.board
    if after.length == before.length + 1 and _follows(after, before):
        if not before.length:
            return [item(after.last, "appear")]
        (x0, y0), (x1, y1) = _centre(geometry, before.last), _centre(geometry, after.last)
        return [item(after.last, "hop", x1 - x0, y1 - y0),
                item(after.last, "extend", length=distance(x1 - x0, y1 - y0))]
    if before.length == after.length + 1 and _follows(before, after):
        if not after.length:
            return [item(before.last, "fade")]
        (x0, y0), (x1, y1) = _centre(geometry, before.last), _centre(geometry, after.last)
        return [item(after.last, "hop", x1 - x0, y1 - y0), item(before.last, "retract")]
    return []


def _follows(later, earlier):
    """Whether ``later`` is ``earlier`` and one more move (its chain's link before)."""
    previous = later.previous
    if previous is earlier:
        return True
    if previous is None:
        return not earlier.length
    return previous == earlier


def click(position, ui, cell):
    """A click on ``cell``: place the knight, move it, or (editing) cut or restore the cell.
    Returns ``(position, ui, message)``; the message says why a click did nothing."""
    ui = dict(ui)
    ui["cursor"] = cell
    for key in ("hint", "hints", "dead", "hint_move", "hint_level"):
        ui.pop(key, None)
    geometry = position.board
    if not 0 <= cell < geometry.size:
        return position, ui, tr("There is no such cell on this board.")
    name = cell_name(geometry, cell)
    if ui.get("edit"):
        cut = set(geometry.cut)
        if cell in cut:
            cut.discard(cell)
            message = tr("Cell {cell} is back on the board.", cell=name)
        elif len(geometry.free) == 1:
            return position, ui, tr("The board needs at least one cell.")
        else:
            cut.add(cell)
            message = tr("Cell {cell} is cut from the board.", cell=name)
        return position.with_cut(sorted(cut)), ui, message
    if not geometry.is_free[cell]:
        return position, ui, tr("Cell {cell} is cut from the board (Edit board puts it back).", cell=name)
    if cell in position.legal_moves():
        return position.play(cell), ui, ""
    if cell == position.current():
        return position, ui, tr("The knight is on {cell}.", cell=name)
    if position.is_visited(cell):
        return position, ui, tr("Cell {cell} is already visited (move {n}).", cell=name,
                                n=position.path.index(cell) + 1)
    if position.is_over():
        return position, ui, position.status_text()
    return position, ui, tr("Cell {cell} is not a knight's move from {knight}.", cell=name,
                            knight=cell_name(geometry, position.current()))


def drag(position, ui, cell, target):
    """The knight dragged from its cell to the next (see puzzles.registry): nothing to pick up,
    then a click on the cell it is dropped on, when that is a knight's move; anywhere else
    it goes back. ``(cells, why)``."""
    if ui.get("edit") or cell != position.current() or position.is_over():
        return None, ""
    if target is None:
        return [], ""
    if target in position.legal_moves():
        return [target], ""
    if target < 0:
        return None, tr("Dropped off the board: the knight is back on {cell}.",
                        cell=cell_name(position.board, cell))
    return None, click(position, ui, target)[2]


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
    return [(tr("Visited"), position.length), (tr("Cells"), position.cell_count())]


def options(position):
    """Board size and tour kind; choose() builds the game id for a choice."""
    sizes = [(str(n), str(n)) for n in range(MIN_SIZE, MAX_SIZE + 1)]
    return [
        {"key": "rows", "label": tr("Rows"), "value": str(position.board.rows), "choices": sizes},
        {"key": "cols", "label": tr("Columns"), "value": str(position.board.cols), "choices": sizes},
        {"key": "closed", "label": tr("Tour"), "value": "1" if position.closed else "",
         "choices": [("", tr("open")), ("1", tr("closed"))]},
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
        {"id": "solve", "label": tr("Solve"), "search": "solve"},
        {"id": "hint", "label": tr("Hint"), "search": "hint"},
        {"id": "count", "label": tr("Count tours"), "search": "count"},
        {"id": "edit", "label": tr("Edit board")},
    ]


def act(position, ui, name, rand):
    """Page-side actions: ``edit`` turns the board editor on or off."""
    if name != "edit":
        raise ValueError("unknown action %s" % name)
    ui = dict(ui)
    for key in ("hint", "hints", "dead", "hint_move", "hint_level"):
        ui.pop(key, None)
    if ui.get("edit"):
        ui["edit"] = False
        return position, ui, tr("Editing done: click a cell to place the knight.")
    ui["edit"] = True
    return position, ui, tr("Editing: click cells to cut them from the board or put them back; Edit board again to play.")


# The status line while the editor is on (the protocol's edit_prompt; Edit board shows pressed).
EDIT_PROMPT = mark("Editing the board: click cells to cut them from the board or put them back. "
                   "Edit board again to play.")


def moves(position):
    return position.legal_moves()


def describe_move(position, move):
    """A move by the cell's name drawn beside the board: "c3"."""
    return cell_name(position.board, move)


def prompt(position):
    if not position.length:
        if position.closed:
            return tr("Click any cell to place the knight; a closed tour ends a move from it.")
        return tr("Click any cell to place the knight.")
    left = position.cell_count() - position.length
    if position.closed:
        return tr("Click a marked cell a knight's move away: {n} cells left, ending a move from {start}.",
                  n=left, start=cell_name(position.board, position.start())).replace(" 1 cells", " 1 cell")
    return tr("Click a marked cell a knight's move away: {n} cells left.", n=left).replace(" 1 cells", " 1 cell")


# Hint again: the key to the badges (the session's HINT_LEGEND, in a tour's words).
HINT_LEGEND = mark("On each cell: the cells to visit from there on, that cell included, when a tour is "
                   "known to go on from it (green); \u2715: no tour from there; ?: not decided.")


def verdict_text(winnable, cells):
    """The line under the board: can the tour still be completed, and how many cells it
    has left to visit (``cells`` None: not known)."""
    if not winnable:
        return tr("No tour can be completed from here any more.")
    if cells is None:
        return tr("A tour is still possible.")
    return _plural(tr("A tour is still possible: {n} cells to visit.", n=cells), cells)


def _plural(text, count):
    """English "1 cells" -> "1 cell" (the catalogue keeps one sentence per message)."""
    if count != 1:
        return text
    text = (" " + text).replace(" 1 cells", " 1 cell").replace(" 1 open tours", " 1 open tour")
    return text.replace(" 1 closed tours", " 1 closed tour")[1:]


def result_text(result):
    if "count" in result:
        listed = result.get("solution")
        if result["count"] is None:
            text = tr("Not counted: {reason}.", reason=say(result["reason"]))
            return text + (tr(" A tour is listed.") if listed else "")
        if result.get("reason"):
            return tr("No tour: {reason}.", reason=say(result["reason"]))
        count = result["count"]
        closed = result.get("closed")
        if "starts" in result:
            text = tr("{n} closed tours from every start cell", n=count) if closed else \
                tr("{n} open tours from every start cell", n=count)
        else:
            text = tr("{n} closed tours from here", n=count) if closed else tr("{n} open tours from here", n=count)
        text = _plural(text, count)
        if "cycles" in result and "starts" in result:
            text += tr(" (each way round counts; {n} different tours)", n=result["cycles"])
        elif closed:
            text += tr(" (each way round counts)")
        elif "paths" in result:
            text += tr(" ({n} different tours, each from either end)", n=result["paths"])
        if listed:
            text += "." + (tr(" It is listed.") if count == 1 else tr(" One is listed."))
            return text
        return text + "."
    if not result.get("solvable"):
        return tr("No tour: {reason}.", reason=say(result.get("reason", "none exists")))
    cells = len(result.get("solution", []))
    if cells == 0:
        return tr("The tour is already complete.")
    if result.get("closed"):
        return _plural(tr("Tour found: a closed tour, {n} more cells to visit.", n=cells), cells)
    return _plural(tr("Tour found: an open tour, {n} more cells to visit.", n=cells), cells)


complete(globals())  # the view protocol's defaults for the hooks this view leaves out
