"""Sliding puzzles on screen: SVG drawing and click/keyboard play (the view half of a family).

One click plays a move: a move is the cell the tile comes from, so ``clicks(position, cell)``
is ``[cell]``. Tiles that can slide are marked; pipe pieces are drawn as pipes, so the goal's
closed loop shows. Every cell is a ``<g data-cell=N>``; the text drawn comes from tile numbers
and fixed names only. Pure functions; they run on MicroPython (the page) and CPython (tests).
"""

from puzzles.cursor import nearest
from puzzles.marks import badge, hint_numbers
from puzzles.slide import PIPE_SIDES, IllegalMove, shuffled
from puzzles.markup import escape

# How a pipe piece looks, for naming moves: ┘ ┐ ┌ └ │ ─.
PIPE_GLYPHS = {1: "\u2518", 2: "\u2510", 3: "\u250c", 4: "\u2514", 5: "\u2502", 6: "\u2500"}

UNIT = 36  # pixels per picture column (a square cell is 2 columns wide on the page)

_cache = {}


def layout(board):
    """``(centres, cell size)``: pixel centres of the cells, and the distance between
    neighbouring centres (a square's side, a hexagon's width)."""
    if board.name not in _cache:
        step = 1 if board.y_scale == 1.0 else 0.5  # hex pictures are half a cell per column
        side = 2 * UNIT
        xs = [x for x, _ in board.coords]
        ys = [y for _, y in board.coords]
        points = [((x - min(xs)) * step * side, (y - min(ys)) * step * side * board.y_scale)
                  for x, y in board.coords]
        _cache[board.name] = (points, side)
    return _cache[board.name]


def _hexagon(cx, cy, width):
    """A pointy-top hexagon of the given width (flat sides face the row neighbours)."""
    r = width / 1.732
    points = []
    for dx, dy in ((0, -1), (0.866, -0.5), (0.866, 0.5), (0, 1), (-0.866, 0.5), (-0.866, -0.5)):
        points.append("%.1f,%.1f" % (cx + dx * r, cy + dy * r))
    return '<polygon class="slide-tile" points="%s"/>' % " ".join(points)


def _pipe(cx, cy, half, sides):
    """An SVG path for a pipe piece joining two sides (N E S W) of a square cell."""
    ends = {"N": (cx, cy - half), "E": (cx + half, cy), "S": (cx, cy + half), "W": (cx - half, cy)}
    (x0, y0), (x1, y1) = ends[sides[0]], ends[sides[1]]
    if sides in ("NS", "EW"):
        return '<path class="slide-pipe" d="M%.1f %.1fL%.1f %.1f"/>' % (x0, y0, x1, y1)
    return '<path class="slide-pipe" d="M%.1f %.1fQ%.1f %.1f %.1f %.1f"/>' % (x0, y0, cx, cy, x1, y1)


def render(position, ui=None):
    """SVG text for ``position``. ``ui`` may hold ``cursor`` (cell), ``hint`` (the cells to
    click for a move: ``[cell]``) and ``hints`` (``[[cell, moves left after it], ...]``)."""
    ui = ui or {}
    board = position.board
    points, side = layout(board)
    hexagonal = board.y_scale != 1.0
    half = side / 2
    margin = (side / 1.732 if hexagonal else half) + 4
    width = max(p[0] for p in points) + 2 * margin
    height = max(p[1] for p in points) + 2 * margin
    cursor = ui.get("cursor", -1)
    hint = ui.get("hint")  # the cells of a move to show (clicks), or one cell
    hint = [hint] if isinstance(hint, int) else (hint or [])
    left_after, best = hint_numbers(ui.get("hints"))
    movable = position.movable()
    solved = position.is_won()
    font = int(side * 0.42)
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="board slide slide-%s%s" '
             'viewBox="0 0 %d %d" role="img" aria-label="%s, %d moves%s">'
             % (escape(board.name), " slide-solved" if solved else "", width, height, escape(board.title),
                position.moves, ", solved" if solved else "")]
    for cell, (px, py) in enumerate(points):
        cx, cy = px + margin, py + margin
        tile = position.tiles[cell]
        classes = ["slide-cell", "slide-space" if tile == 0 else "slide-full"]
        if cell in movable:
            classes.append("slide-movable")
        if cell == cursor:
            classes.append("slide-cursor")
        if cell in hint:
            classes.append("slide-hint")
        if tile == 0:
            label = "cell %d, space" % cell
        elif board.pipes:
            label = "cell %d, pipe %s" % (cell, PIPE_SIDES[tile])
        else:
            label = "cell %d, tile %d" % (cell, tile)
        parts.append('<g class="%s" data-cell="%d" aria-label="%s">' % (" ".join(classes), cell, escape(label)))
        # The cell's frame (also the click target of the space), then the tile on it.
        if hexagonal:
            parts.append(_hexagon(cx, cy, side).replace("slide-tile", "slide-frame"))
        else:
            parts.append('<rect class="slide-frame" x="%.1f" y="%.1f" width="%.1f" height="%.1f"/>'
                         % (cx - half, cy - half, side, side))
        if tile:
            if hexagonal:
                parts.append(_hexagon(cx, cy, side - 6))
            else:
                parts.append('<rect class="slide-tile" x="%.1f" y="%.1f" width="%.1f" height="%.1f" '
                             'rx="6"/>' % (cx - half + 3, cy - half + 3, side - 6, side - 6))
            if board.pipes:
                parts.append(_pipe(cx, cy, half, PIPE_SIDES[tile]))
            else:
                parts.append('<text class="slide-number" x="%.1f" y="%.1f" font-size="%d">%d</text>'
                             % (cx, cy + font * 0.35, font, tile))
        if cell in left_after:  # inside the tile's top right, clear of its number and border
            offset = 0.5 if hexagonal else 0.62
            parts.append(badge(cx + half * offset, cy - half * (0.4 if hexagonal else 0.62),
                               left_after[cell], best, 10))
        parts.append("</g>")
    parts.append("</svg>")
    return "".join(parts)


def move_cursor(position, ui, dx, dy):
    """Move the keyboard cursor to the nearest cell in direction (dx, dy) (screen axes)."""
    ui = dict(ui)
    cell = ui.get("cursor", -1)
    if cell < 0:
        ui["cursor"] = position.movable()[0]
        return ui
    points, _ = layout(position.board)
    best = nearest(points[cell], enumerate(points), dx, dy)
    ui["cursor"] = cell if best is None else best
    return ui


def arrow(position, ui, dx, dy):
    """Slide the tile that moves in direction (dx, dy) (screen axes) into the space, e.g. the
    tile left of the space for the right arrow. Returns ``(position, ui, message)``."""
    points, _ = layout(position.board)
    # The tile that moves along (dx, dy) lies from the space the opposite way.
    tiles = [(cell, points[cell]) for cell in position.movable()]
    best = nearest(points[position.space()], tiles, -dx, -dy)
    if best is None:
        return position, ui, "No tile can slide that way."
    return click(position, ui, best)


def click(position, ui, cell):
    """Slide the tile on ``cell`` into the space. Returns ``(position, ui, message)``; the
    message says why a click did nothing."""
    ui = dict(ui)
    ui["cursor"] = cell
    try:
        position = position.slide(cell)
    except IllegalMove as error:
        return position, ui, str(error)[0].upper() + str(error)[1:] + "."
    ui.pop("hint", None)
    ui.pop("hints", None)
    return position, ui, ""


def moves(position):
    """Every legal move: the cells whose tile can slide."""
    return position.movable()


def clicks(position, move):
    return [move]


def play(position, move):
    """Apply one solution move (the cell the tile comes from); ValueError if illegal."""
    return position.slide(move)


def _arrow(dx, dy):
    """The arrow for a slide along (dx, dy) (screen axes), of the eight."""
    if abs(dy) * 3 < abs(dx):
        return "\u2192" if dx > 0 else "\u2190"
    if abs(dx) * 3 < abs(dy):
        return "\u2193" if dy > 0 else "\u2191"
    if dy < 0:
        return "\u2197" if dx > 0 else "\u2196"
    return "\u2198" if dx > 0 else "\u2199"


def describe_move(position, move):
    """A move as the board shows it: the tile (its number, or the pipe piece) and an arrow
    for the way it slides, e.g. "4 →"."""
    points, _ = layout(position.board)
    tile = position.tiles[move]
    (x0, y0), (x1, y1) = points[move], points[position.space()]
    name = PIPE_GLYPHS.get(tile, "?") if position.board.pipes else "%d" % tile
    return "%s %s" % (name, _arrow(x1 - x0, y1 - y0))


def counters(position):
    """``[(label, value), ...]`` shown beside the board."""
    return [("Moves", position.moves)]


def options(position):
    return []


def prompt(position):
    """The status line while the game goes on."""
    ended = position.status_text()
    if ended:
        return ended
    if position.board.pipes:
        return "Slide a marked piece into the space; close the pipes into one loop."
    return "Slide a marked tile into the space; put the tiles in order."


def actions(position):
    """Buttons: Shuffle (on the page), Solve, Hint, and Analyse where a table of all positions
    fits (not the 15-puzzle's)."""
    result = [{"id": "shuffle", "label": "Shuffle"},
              {"id": "solve", "label": "Solve", "search": "solve"},
              {"id": "hint", "label": "Hint", "search": "hint"}]
    if position.board.name != "fifteen":
        result.append({"id": "analyse", "label": "Analyse", "search": "analyse"})
    return result


def act(position, ui, action, rand):
    """Page-side actions: ``shuffle`` deals a random solvable arrangement."""
    if action != "shuffle":
        return position, ui, "Unknown action %s." % action
    ui = dict(ui)
    for key in ("hint", "hints"):
        ui.pop(key, None)
    return shuffled(position, rand), ui, "Shuffled: a random arrangement that can be solved."


def result_text(result):
    """The status line for a finished search's result."""
    if result.get("analysis"):
        return "Analysed: %d positions; the hardest need %d moves (%d positions)." % (
            result["states"], result["distance"], result["count"])
    if not result.get("solvable"):
        return "No solution: %s." % result.get("reason", "the goal cannot be reached")
    if result["moves"] == 0:
        return "Already solved."
    return "Solution found: %d moves (shortest)." % result["moves"]
