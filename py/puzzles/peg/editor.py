"""Peg solitaire's board editor (Edit board, issue 11; M. Hiroi's custom boards): the drawing
of a board on its grid of cells, and the clicks that change it. Part of the peg view
(puzzles.peg.view hands it ``render``, ``click``, the cursor and ``settle`` while the editor is
on); pure functions that run on MicroPython (the page) and CPython (tests).

The board editor (Edit board, issue 11): with ``ui["edit"]`` on, the board is drawn as its
grid of cells with a free row and column on every side (so the drawing grows as the player
draws at its edge, up to peg.MAX_SIDE), every cell a ``<g data-cell=N>`` numbered row by
row on that grid. The grid stays still under the pointer (``ui["frame"]``): it is fitted to
the drawing again when the pointer leaves the board (``settle``) or the keyboard moves on. A click cycles a cell: no hole -> hole -> start hole (empty at the start)
-> no hole. Each drawing that makes a playable board becomes the position (so the link
follows the drawing); one that does not yet (a hole on no line of three...) is kept in
``ui["draft"]`` with the position it was drawn from, and the status says what is missing.
"""

from puzzles.gameid import GameIdError
from puzzles.markup import escape
from puzzles.peg.rules import CUSTOM, MAX_SIDE, parse as parse_peg, rows_of
from puzzles.words import tr

UNIT = 40  # pixels per lattice column (the view's drawing and the editor's)


# --- the board editor -------------------------------------------------------------------
# A drawing is ``(grid, rows, finish)``: ``rows`` a tuple of strings of "." (no hole), "o"
# (a hole) and "e" (a start hole, empty at the start), ``finish`` the (row, column) of the
# finish hole or None.

def drawing(position, ui=None):
    """The drawing on show: the draft drawn from this very position, else the board's own."""
    draft = (ui or {}).get("draft")
    if draft and draft[0] == position.game_id():
        return draft[1], draft[2], draft[3]
    board = position.board
    grid = board.grid or "square8"  # Hoppers: its holes, redrawn on the square grid
    rows = board.rows or rows_of(board.coords, grid)
    cells = _hole_cells(rows)
    marked = [list(row) for row in rows]
    for hole in position.empties:
        r, c = cells[hole]
        marked[r][c] = "e"
    finish = cells[position.finish] if position.finish is not None else None
    return grid, tuple("".join(row) for row in marked), finish


def _hole_cells(rows):
    """``[(row, column), ...]`` of the holes, hole 0 first (numbered row by row)."""
    return [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "."]


def _frame_of(picture):
    """The grid shown around a trimmed drawing, ``(top, left, rows, cols)``: the drawing's
    first cell at (top, left) of a grid of rows x cols cells, one free cell on each side of a
    dimension below MAX_SIDE cells (where it may still grow); 5 x 5 when nothing is drawn."""
    rows = picture[1]
    if not rows:
        return 0, 0, 5, 5
    pad_y = 1 if len(rows) < MAX_SIDE else 0
    pad_x = 1 if len(rows[0]) < MAX_SIDE else 0
    return pad_y, pad_x, len(rows) + 2 * pad_y, len(rows[0]) + 2 * pad_x


def _framed(position, ui):
    """``(picture, frame)``: the drawing on show placed in the editor's grid. The grid is
    ``ui["frame"]`` while the pointer is on the board (kept still under it: a click at its
    edge or on an outer row's last hole changes the drawing, not the grid), else fitted to
    the drawing (``_frame_of``; see ``settle``)."""
    picture = _trimmed(drawing(position, ui))[0]
    grid, rows, finish = picture
    frame = ui.get("frame")
    if frame is None or (rows and (frame[0] < 0 or frame[1] < 0 or frame[0] + len(rows) > frame[2]
                                   or frame[1] + len(rows[0]) > frame[3])):
        frame = _frame_of(picture)
    top, left, height, width = frame
    placed = []
    for r in range(height):
        if 0 <= r - top < len(rows):
            row = rows[r - top]
            placed.append("." * left + row + "." * (width - left - len(row)))
        else:
            placed.append("." * width)
    if finish is not None:
        finish = (finish[0] + top, finish[1] + left)
    return (grid, tuple(placed), finish), frame


def _trimmed(picture):
    """``(picture, top, left)``: the drawing without its empty outer rows and columns, and
    how many rows and columns went from its top and left."""
    grid, rows, finish = picture
    rows = list(rows)
    top = 0
    while rows and not rows[0].strip("."):
        rows.pop(0)
        top += 1
    while rows and not rows[-1].strip("."):
        rows.pop()
    if not rows:
        return (grid, (), None), 0, 0
    left = min(len(row) - len(row.lstrip(".")) for row in rows if row.strip("."))
    right = max(len(row.rstrip(".")) for row in rows)
    rows = tuple(row[left:right] for row in rows)
    if finish is not None:
        r, c = finish[0] - top, finish[1] - left
        finish = (r, c) if 0 <= r < len(rows) and 0 <= c < len(rows[0]) and rows[r][c] != "." else None
    return (grid, rows, finish), top, left


def settle(position, ui):
    """The pointer left the board: the editor's grid fits the drawing again (grows a free
    border where it was drawn up to the edge, loses emptied outer rows), the keyboard
    cursor staying on its cell. ``ui`` itself when there is nothing to fit."""
    if not ui.get("edit") or "frame" not in ui:
        return ui
    old = _framed(position, ui)[1]
    ui = dict(ui)
    ui.pop("frame")
    new = _framed(position, ui)[1]
    cursor = ui.get("cursor", -1)
    if cursor >= 0:
        r, c = divmod(cursor, old[3])
        r = min(max(r - old[0] + new[0], 0), new[2] - 1)
        c = min(max(c - old[1] + new[1], 0), new[3] - 1)
        ui["cursor"] = r * new[3] + c
    return ui


def _editor_layout(picture):
    """Pixel centres of a drawing's cells (row by row) and the hole radius."""
    grid, rows, _ = picture
    height = len(rows)
    points = []
    for r, row in enumerate(rows):
        for c in range(len(row)):
            if grid == "triangle":  # each row half a hole left of the row above
                points.append(((c + (height - 1 - r) * 0.5) * UNIT, r * 0.866 * UNIT))
            else:
                points.append((c * UNIT, r * UNIT))
    return points, 0.42 * UNIT


def _render_editor(position, ui):
    picture = _framed(position, ui)[0]
    grid, rows, finish = picture
    points, radius = _editor_layout(picture)
    margin = radius + 6
    width = max(p[0] for p in points) + 2 * margin
    height = max(p[1] for p in points) + 2 * margin
    cursor = ui.get("cursor", -1)
    show_numbers = not ui.get("hide_numbers")
    font = max(9, int(radius * 0.55))
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="board peg peg-editing" viewBox="0 0 %d %d" '
             'role="group" aria-label="%s"%s>'
             % (width, height, escape(tr("Board editor: {rows} by {cols} cells", rows=len(rows), cols=len(rows[0]))),
                ' data-cursor="%d"' % cursor if cursor >= 0 else "")]
    cell = 0
    hole = 0
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            cx, cy = points[cell][0] + margin, points[cell][1] + margin
            classes = ["hole", "peg-cell"]
            if ch == ".":
                classes.append("no-hole")
                label = tr("row {row}, column {col}: no hole", row=r + 1, col=c + 1)
            elif ch == "e":
                classes += ["empty", "start"]
                label = tr("row {row}, column {col}: hole {hole}, a start hole", row=r + 1, col=c + 1, hole=hole)
            else:
                classes.append("peg")
                label = tr("row {row}, column {col}: hole {hole}", row=r + 1, col=c + 1, hole=hole)
            if cell == cursor:
                classes.append("cursor")
            is_finish = ch != "." and finish == (r, c)
            if is_finish:
                classes.append("finish")
                label += tr(", the finish hole")
            parts.append('<g class="%s" data-cell="%d" id="cell-%d" role="button" aria-label="%s">'
                         % (" ".join(classes), cell, cell, escape(label)))
            parts.append('<circle class="socket" cx="%.1f" cy="%.1f" r="%.1f"/>' % (cx, cy, radius))
            if is_finish:
                parts.append('<circle class="finish-ring" cx="%.1f" cy="%.1f" r="%.1f"/>' % (cx, cy, radius * 0.9))
            if ch == "o":
                parts.append('<circle class="ball" cx="%.1f" cy="%.1f" r="%.1f"/>' % (cx, cy, radius * 0.78))
            if ch != "." and show_numbers:
                parts.append('<text x="%.1f" y="%.1f" font-size="%d">%d</text>' % (cx, cy + font * 0.35, font, hole))
            parts.append("</g>")
            if ch != ".":
                hole += 1
            cell += 1
    parts.append("</svg>")
    return "".join(parts)


NEXT_STATE = {".": "o", "o": "e", "e": "."}  # a click: no hole -> hole -> start hole -> no hole


def _edit_click(position, ui, cell):
    """A click on the editor's ``cell``: cycle it, and play the drawing if it makes a board.
    The grid stays as it is (``ui["frame"]``) until the pointer leaves the board."""
    (grid, rows, finish), frame = _framed(position, ui)
    width = len(rows[0])
    r, c = divmod(cell, width)
    if not 0 <= r < len(rows):
        return position, ui, tr("No cell {cell} on this grid.", cell=cell)
    state = NEXT_STATE[rows[r][c]]
    rows = list(rows)
    rows[r] = rows[r][:c] + state + rows[r][c + 1:]
    if state == "." and finish == (r, c):
        finish = None
    picture, top, left = _trimmed((grid, tuple(rows), finish))
    ui["frame"] = (top, left, frame[2], frame[3]) if picture[1] else frame
    return _adopt(position, ui, picture)


def _adopt(position, ui, picture):
    """``(position, ui, message)`` for a new drawing: its board when it makes one, else the
    same position with the drawing kept as a draft, and why it cannot be played yet."""
    grid, rows, finish = picture
    ui.pop("draft", None)
    try:
        if not rows:
            raise GameIdError(tr("no hole left; click cells to draw holes"))
        drawn = _position_of(picture)
    except GameIdError as error:
        ui["draft"] = (position.game_id(), grid, rows, finish)
        return position, ui, tr("Not playable yet: {reason}.", reason=str(error))
    return drawn, ui, tr("Drawn: {holes} holes. The link names this board; Edit board again to play.",
                         holes=drawn.board.size)


def _position_of(picture):
    """The start position of a drawing (GameIdError if it makes no playable board)."""
    grid, rows, finish = picture
    params = {"rows": ",".join(row.replace("e", "o") for row in rows), "grid": grid}
    cells = _hole_cells(rows)
    empties = [str(hole) for hole, (r, c) in enumerate(cells) if rows[r][c] == "e"]
    if empties:
        params["empty"] = ",".join(empties)
    if finish is not None:
        params["finish"] = str(cells.index(finish))
    return parse_peg(CUSTOM, params)


def _toggle_editor(position, ui):
    ui = dict(ui)
    for key in ("hint", "hints", "dead", "hint_move", "hint_level", "selected", "targets", "cursor", "frame"):
        ui.pop(key, None)
    if ui.get("edit"):
        ui["edit"] = False
        draft = ui.pop("draft", None)
        if draft and draft[0] == position.game_id():
            return position, ui, tr("Editing done; the drawing was not playable, so the last playable board is on show.")
        return position, ui, tr("Editing done: pick a marked peg to play.")
    ui["edit"] = True
    ui.pop("draft", None)
    return position, ui, tr("Editing: click a cell to make it a hole, click again for a start hole "
                            "(empty at the start), again to remove it; the grid grows as you draw "
                            "at its edge. Edit board again to play.")
