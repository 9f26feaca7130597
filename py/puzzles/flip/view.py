"""Flip It on screen: SVG drawing and click/keyboard play (the view half of the family, seed 004).

A move is the cell of the piece that jumps into the space: one click plays it. ``ui`` marks
(all optional): ``cursor`` (cell), ``flipped`` (cells flipped by the last move), ``landed``
(where the last moved piece came to rest), ``hint`` (a move to show), ``hints``
(``[[move, moves left after it], ...]`` from the solver's "hint" search: a badge on each
piece that can move), ``hint_move`` (``[move, number, best]``: the arrow of a first Hint). Pure functions; they
run on MicroPython (the page) and CPython (tests). Every cell is a ``<g data-cell=N>`` with
``id="cell-N"``, ``role="button"`` and a label saying what is there and whether it can move
(the svg is a ``role="group"``, ``data-cursor`` naming the keyboard cursor's cell); the
text drawn comes from numbers only. Colours are in static/flip.css (classes ``flip-...``).
"""

from puzzles.flip import rules as flip
from puzzles.flip.rules import SIDE, SIZE, cells_of
from puzzles.marks import badge, hint_arrow, numbered, with_badge
from puzzles.markup import escape
from puzzles.motion import GHOST, attributes, by_cell, first, item
from puzzles.words import say, tr
from puzzles.view_protocol import complete

# The optional hooks of the view protocol this view defines (puzzles.view_protocol).
PROVIDES = ("moves_played", "motion", "act")

CELL = 64  # pixels per cell
MARGIN = 4
RADIUS = 22  # piece radius (its cell number drawn clear of it: issue 36)


def _centre(cell):
    row, col = divmod(cell, SIDE)
    return MARGIN + col * CELL + CELL // 2, MARGIN + row * CELL + CELL // 2


def render(position, ui=None):
    """SVG text for ``position`` with the marks in ``ui``."""
    ui = ui or {}
    movable = [] if position.is_won() else position.movable()  # a won board: no rings to distract
    cursor = ui.get("cursor", -1)
    flipped = ui.get("flipped") or ()
    landed = ui.get("landed", -1)
    hint = ui.get("hint")
    hint_cells = hint if isinstance(hint, list) else ([hint] if hint is not None else [])
    judged, best = numbered(ui.get("hints"))
    numbers = dict((move, number) for move, number in judged)
    moved = by_cell(ui)
    side = 2 * MARGIN + SIDE * CELL
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="board flip" viewBox="0 0 %d %d" '
             'role="group" aria-label="%s"%s>'
             % (side, side, escape(tr("Flip It, {white} white and {black} black pieces",
                                      white=position.white_count(), black=position.black_count())),
                ' data-cursor="%d"' % cursor if cursor >= 0 else "")]
    for cell in range(SIZE):
        cx, cy = _centre(cell)
        classes = ["flip-cell"]
        if cell == position.space:
            classes.append("flip-space")
            label = tr("cell {cell}, the space", cell=cell)
        else:
            white = position.is_white(cell)
            classes.append("flip-white" if white else "flip-black")
            if cell in movable:
                label = (tr("cell {cell}, white piece, can move", cell=cell) if white
                         else tr("cell {cell}, black piece, can move", cell=cell))
            else:
                label = (tr("cell {cell}, white piece", cell=cell) if white
                         else tr("cell {cell}, black piece", cell=cell))
        if cell in movable:
            classes.append("flip-movable")
        if cell == cursor:
            classes.append("flip-cursor")
        if cell in flipped:
            classes.append("flip-flipped")
        if cell == landed:
            classes.append("flip-landed")
        if cell in hint_cells:
            classes.append("flip-hint")
        if cell in numbers:  # the badge's number in the name too (what is seen is heard)
            label = with_badge(label, numbers[cell], best)
        parts.append('<g class="%s" data-cell="%d" id="cell-%d" role="button" aria-label="%s">'
                     % (" ".join(classes), cell, cell, escape(label)))
        parts.append('<rect class="flip-square" x="%d" y="%d" width="%d" height="%d" rx="6"/>'
                     % (cx - CELL // 2 + 2, cy - CELL // 2 + 2, CELL - 4, CELL - 4))
        if cell != position.space:
            turned = first(moved, cell, ("flip",))
            if turned is not None:  # the side it showed before, turning away over the new one
                parts.append('<circle class="flip-piece %s flip-was-%s" cx="%d" cy="%d" r="%d"%s/>'
                             % (GHOST, "black" if position.is_white(cell) else "white", cx, cy, RADIUS,
                                attributes(turned, "flip-out")))
            parts.append('<circle class="flip-piece" cx="%d" cy="%d" r="%d"%s/>'
                         % (cx, cy, RADIUS, attributes(turned or first(moved, cell, ("jump", "appear")))))
        parts.append('<text class="flip-number" x="%d" y="%d">%d</text>'
                     % (cx - CELL // 2 + 4, cy - CELL // 2 + 12, cell))  # clear of the piece: 10-15 too
        if cell in numbers:
            parts.append(badge(cx + CELL // 2 - 13, cy + CELL // 2 - 13, numbers[cell], best, 11,
                               describe_move(position, cell)))
        parts.append("</g>")
    shown = ui.get("hint_move")
    if shown:  # a first Hint: one best move, an arrow from the piece to the space
        move, number, best = shown
        (x0, y0), (x1, y1) = _centre(move), _centre(position.space)
        parts.append(hint_arrow(x0, y0, x1, y1, describe_move(position, move), number, best, 7,
                           RADIUS * 0.5, RADIUS * 0.6))
    parts.append("</svg>")
    return "".join(parts)


def click(position, ui, cell):
    """A click on a piece that can move plays it. Returns ``(position, ui, message)``; the
    message says why a click did nothing."""
    if cell in position.movable():
        flips = position.flips(cell)
        landed = position.space
        return position.play(cell), {"cursor": cell, "flipped": cells_of(flips), "landed": landed}, ""
    ui = dict(ui)
    ui["cursor"] = cell
    if cell == position.space:
        return position, ui, tr("That is the space: click a marked piece to jump it here.")
    return position, ui, tr("The piece on cell {cell} cannot move: it must be in line with the space "
                            "and jump over at least one piece.", cell=cell)


def move_cursor(position, ui, dx, dy):
    """Move the keyboard cursor one cell in direction (dx, dy) (screen axes)."""
    ui = dict(ui)
    cell = ui.get("cursor", -1)
    if cell < 0:
        movable = position.movable()
        ui["cursor"] = movable[0] if movable else 0
        return ui
    row, col = divmod(cell, SIDE)
    row = min(SIDE - 1, max(0, row + dy))
    col = min(SIDE - 1, max(0, col + dx))
    ui["cursor"] = row * SIDE + col
    return ui


def moves_played(position):
    """The moves played so far, as the solvers count them (the win line sets them against
    the fewest possible)."""
    return position.moves


def counters(position):
    """``[(label, value), ...]`` shown beside the board."""
    return [(tr("Moves"), position.moves), (tr("White pieces"), position.white_count())]


def options(position):
    """The ``space=`` key: where the space is in the all-black start."""
    cells = [(str(c), tr("cell {cell}", cell=c)) for c in range(SIZE)]
    return [{"key": "space", "label": tr("Start space"), "value": str(position.start), "choices": cells}]


def motion(before, after, ui=None):
    """What moved from ``before`` to ``after`` (see puzzles.motion): the piece that jumped
    into the space, along an arc, and the pieces it passed over, each turning over as it
    passes (Undo: the same piece jumps back, turning them back); for any other change
    (Restart, Shuffle) the pieces whose colour changed turn over."""
    if before.board is not after.board and before.board.name != after.board.name:
        return []
    result = []
    turned = 0
    if before.space != after.space:
        frm, to = after.space, before.space
        passed = before.flips(frm)
        if passed is None:
            passed = after.flips(to)
        if passed is not None:
            (x0, y0), (x1, y1) = _centre(frm), _centre(to)
            result.append(item(to, "jump", x1 - x0, y1 - y0))
            span = max(abs(x1 - x0), abs(y1 - y0))
            for cell in cells_of(passed):
                x, y = _centre(cell)
                result.append(item(cell, "flip", at=max(abs(x - x0), abs(y - y0)) / span))
            turned = passed | (1 << frm) | (1 << to)
        else:  # no single jump: a piece now where the space was
            result.append(item(to, "appear"))
    for cell in range(SIZE):
        if not (turned >> cell) & 1 and cell not in (before.space, after.space) \
                and before.is_white(cell) != after.is_white(cell):
            result.append(item(cell, "flip", at=0.5))
    return result


def moves(position):
    """Every legal move: the cells of the pieces that can jump into the space."""
    return position.movable()


def describe_move(position, move):
    """A move as the board numbers it: the piece's cell, then the space it jumps into."""
    return "%d \u2192 %d" % (move, position.space)


def prompt(position):
    if position.is_won():
        return position.status_text()
    return tr("Click a marked piece: it jumps into the space and flips the pieces it passes over. "
              "{black} black left.", black=position.black_count())


def actions(position):
    return [{"id": "shuffle", "label": tr("Shuffle")},
            {"id": "solve", "label": tr("Solve"), "search": "solve"},
            {"id": "hint", "label": tr("Hint"), "search": "hint"},
            {"id": "analyse", "label": tr("Analyse"), "search": "analyse"}]


def act(position, ui, action, rand):
    """Page-side actions. ``shuffle``: a new game from a random position (every colouring with
    the space anywhere can be solved), not already solved; Restart comes back to it."""
    if action != "shuffle":
        return position, ui, tr("Unknown action {action}.", action=action)
    while True:
        space = rand(SIZE)
        white = 0
        for cell in range(SIZE):
            if cell != space and rand(2):
                white |= 1 << cell
        shuffled = flip.dealt_position(position.board, white, space)
        if not shuffled.is_won():
            break
    return shuffled, {}, tr("Shuffled: {black} black pieces to turn white.", black=shuffled.black_count())


def result_text(result):
    """The status line for a solver's answer (its ``reason`` a ``words.message``, or text)."""
    if result.get("analysis"):
        return tr("Analysed: {states} positions; the hardest need {moves} moves ({count} positions).",
                  states=result["states"], moves=result["distance"], count=result["count"])
    if not result.get("solvable"):
        if result.get("reason"):
            return tr("No solution: {reason}.", reason=say(result["reason"]))
        return tr("No solution exists.")
    if result["moves"] == 0:
        return tr("Already solved: all pieces are white.")
    if result.get("minimal"):
        return tr("Solution found: {moves} moves (shortest).", moves=result["moves"])
    return tr("Solution found: {moves} moves.", moves=result["moves"])


complete(globals())  # the view protocol's defaults for the hooks this view leaves out
