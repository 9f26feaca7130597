"""Sliding puzzles on screen: SVG drawing and click/keyboard play (the view half of a family).

One click plays a move: a move is the cell the tile comes from, so ``clicks(position, cell)``
is ``[cell]``. A click on a tile further along a line from the space slides the whole line
(n tiles, n moves: one Undo takes the click back); a swipe plays what the arrow key that way
does (``arrow``). Tiles that can slide are marked; pipe pieces are drawn as pipes, so the goal's
closed loop shows. Every cell is a ``<g data-cell=N>``; the text drawn comes from tile numbers
and fixed names only. Pure functions; they run on MicroPython (the page) and CPython (tests).
"""

from puzzles.cursor import nearest
from puzzles.marks import badge, hint_arrow, numbered, with_badge
from puzzles.gameid import GameIdError
from puzzles.slide.rules import PIPE_SIDES, IllegalMove, Position, read_tiles, shuffled
from puzzles.markup import escape
from puzzles.motion import attributes, by_cell, first, item
from puzzles.words import mark, say, tr
from puzzles.view_protocol import complete

# The optional hooks of the view protocol this view defines (puzzles.view_protocol).
PROVIDES = ("arrow", "motion", "EDIT_PROMPT", "play", "moves_played", "act", "act_input")

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


# The way a tile slides, in words, by the arrow describe_move draws.
ARROW_WORDS = {"\u2192": "right", "\u2190": "left", "\u2193": "down", "\u2191": "up",
               "\u2197": "up and right", "\u2196": "up and left", "\u2198": "down and right",
               "\u2199": "down and left"}


def _cell_label(position, cell, movable, editing):
    """A cell for a screen reader: "tile 4, can slide left", "cell 15, the space"."""
    board = position.board
    tile = position.tiles[cell]
    if tile == 0:
        return tr("cell {cell}, the space", cell=cell)  # its row and column: the tiles round it
    name = tr("pipe {sides}", sides=PIPE_SIDES[tile]) if board.pipes else tr("tile {tile}", tile=tile)
    if board.y_scale == 1.0:  # a square grid: the tile's row and column too
        x, y = board.coords[cell]
        name = tr("{name}, row {row}, column {column}", name=name,
                  row=1 + sorted(set(c[1] for c in board.coords)).index(y),
                  column=1 + sorted(set(c[0] for c in board.coords)).index(x))
    if cell in movable and not editing:
        way = ARROW_WORDS.get(describe_move(position, cell).split(" ")[-1], "")
        return tr("{name}, can slide {way}", name=name, way=tr(way))
    return name


def render(position, ui=None):
    """SVG text for ``position``. ``ui`` may hold ``cursor`` (cell), ``hint`` (the cells to
    click for a move: ``[cell]``), ``hints`` (``[[cell, moves left after it], ...]``: a badge
    on every tile that can slide), ``hint_move`` (``[cell, number, best]``: the arrow of a
    first Hint), and the tile editor's ``edit``, ``draft`` (the tiles being set) and ``pick`` (a cell picked
    to swap)."""
    ui = ui or {}
    board = position.board
    editing = bool(ui.get("edit"))
    if editing and ui.get("draft"):
        position = Position(board, tuple(ui["draft"]))
    picked = ui.get("pick", -1) if editing else -1
    points, side = layout(board)
    hexagonal = board.y_scale != 1.0
    half = side / 2
    margin = (side / 1.732 if hexagonal else half) + 4
    width = max(p[0] for p in points) + 2 * margin
    height = max(p[1] for p in points) + 2 * margin
    cursor = ui.get("cursor", -1)
    hint = ui.get("hint")  # the cells of a move to show (clicks), or one cell
    hint = [hint] if isinstance(hint, int) else (hint or [])
    judged, best = numbered(ui.get("hints"))
    numbers = dict((move, number) for move, number in judged)
    movable = [] if editing else position.movable()
    in_line = [] if editing else lines_from_space(position)
    solved = position.is_won() and not editing
    moved = {} if editing else by_cell(ui, ("slide",))
    font = int(side * 0.42)
    if editing:
        label = tr("{title}: setting the tiles", title=tr(board.title))
    else:
        label = tr("{title}, {moves} moves", title=tr(board.title), moves=position.moves)
        if solved:
            label = tr("{title_and_moves}, solved", title_and_moves=label)
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="board slide slide-%s%s%s" '
             'viewBox="0 0 %d %d" role="group"%s aria-label="%s">'
             % (escape(board.name), " slide-solved" if solved else "", " slide-editing" if editing else "",
                width, height, ' data-cursor="%d"' % cursor if cursor >= 0 else "", escape(label))]
    for cell, (px, py) in enumerate(points):
        cx, cy = px + margin, py + margin
        tile = position.tiles[cell]
        classes = ["slide-cell", "slide-space" if tile == 0 else "slide-full"]
        if cell in movable:
            classes.append("slide-movable")
        elif cell in in_line:  # further along a line from the space: a click slides the line
            classes.append("slide-inline")
        if cell == cursor:
            classes.append("slide-cursor")
        if cell in hint:
            classes.append("slide-hint")
        if cell == picked:
            classes.append("slide-picked")
        label = _cell_label(position, cell, movable, editing)
        if cell in numbers:  # the badge's number in the name too (what is seen is heard)
            label = with_badge(label, numbers[cell], best)
        parts.append('<g class="%s" data-cell="%d" id="cell-%d" role="button" aria-label="%s">'
                     % (" ".join(classes), cell, cell, escape(label)))
        # The cell's frame (also the click target of the space), then the tile on it.
        if hexagonal:
            parts.append(_hexagon(cx, cy, side).replace("slide-tile", "slide-frame"))
        else:
            parts.append('<rect class="slide-frame" x="%.1f" y="%.1f" width="%.1f" height="%.1f"/>'
                         % (cx - half, cy - half, side, side))
        if tile:
            sliding = first(moved, cell, ("slide",))
            if sliding is not None:  # the tile and its number or pipe move as one
                parts.append("<g%s>" % attributes(sliding))
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
            if sliding is not None:
                parts.append("</g>")
        if cell in numbers:  # inside the tile's top right, clear of its number and border
            offset = 0.5 if hexagonal else 0.62
            parts.append(badge(cx + half * offset, cy - half * (0.4 if hexagonal else 0.62),
                               numbers[cell], best, 10, describe_move(position, cell)))
        parts.append("</g>")
    shown = ui.get("hint_move")
    if shown and not editing:  # a first Hint: one best move, an arrow from the tile to the space
        move, number, best = shown
        (x0, y0), (x1, y1) = points[move], points[position.space()]
        parts.append(hint_arrow(x0 + margin, y0 + margin, x1 + margin, y1 + margin,
                           describe_move(position, move), number, best, 7, side * 0.12, side * 0.3))
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
    tile left of the space for the right arrow. Returns ``(position, ui, message)``. While the
    tiles are being set, arrows move the cursor instead."""
    if ui.get("edit"):
        return position, move_cursor(position, ui, dx, dy), ""
    points, _ = layout(position.board)
    # The tile that moves along (dx, dy) lies from the space the opposite way.
    tiles = [(cell, points[cell]) for cell in position.movable()]
    best = nearest(points[position.space()], tiles, -dx, -dy)
    if best is None:
        return position, ui, tr("No tile can slide that way.")
    return click(position, ui, best)


def line_to(position, cell):
    """The cells whose tiles slide, in turn, when the tile on ``cell`` is clicked: from the
    tile next to the space along the straight line to ``cell`` (``[cell]`` for a tile next
    to the space); ``[]`` when ``cell`` is not in line with the space."""
    board = position.board
    where = _places(board)
    space = position.space()
    sx, sy = board.coords[space]
    for nearest_cell in board.neighbours[space]:
        x, y = board.coords[nearest_cell]
        dx, dy = x - sx, y - sy
        line, here = [], nearest_cell
        while here is not None:
            line.append(here)
            if here == cell:
                return line
            x, y = x + dx, y + dy
            here = where.get((x, y))
    return []


def lines_from_space(position):
    """Every cell in a straight line from the space (the tiles a click can slide)."""
    board = position.board
    where = _places(board)
    sx, sy = board.coords[position.space()]
    cells = []
    for nearest_cell in board.neighbours[position.space()]:
        x, y = board.coords[nearest_cell]
        dx, dy = x - sx, y - sy
        here = nearest_cell
        while here is not None:
            cells.append(here)
            x, y = x + dx, y + dy
            here = where.get((x, y))
    return cells


_where = {}


def _places(board):
    """``{(x, y): cell}`` of a board's picture."""
    if board.name not in _where:
        _where[board.name] = {xy: cell for cell, xy in enumerate(board.coords)}
    return _where[board.name]


def click(position, ui, cell):
    """Slide the tile on ``cell`` into the space, with the tiles between them when it is
    further along a line from the space (each tile one move; the whole click is one position,
    so one Undo). Returns ``(position, ui, message)``; the message says why a click did
    nothing. While the tiles are being set, a click picks a tile and the next click swaps it
    with another."""
    ui = dict(ui)
    ui["cursor"] = cell
    if ui.get("edit"):
        return _edit_click(position, ui, cell)
    if not isinstance(cell, int) or not 0 <= cell < position.board.size:
        return position, ui, tr("There is no such cell.")
    if cell == position.space():
        return position, ui, tr("That is the space: click a tile in line with it.")
    line = line_to(position, cell)
    if not line:
        if position.board.pipes:
            return position, ui, tr("That piece is not in line with the space: click a piece in the "
                                    "space's row or column.")
        if position.board.y_scale != 1.0:
            return position, ui, tr("Tile {tile} is not in line with the space: click a tile on a "
                                     "straight line from it.", tile=position.tiles[cell])
        return position, ui, tr("Tile {tile} is not in line with the space: click a tile in the "
                                "space's row or column.", tile=position.tiles[cell])
    after = position
    try:
        for each in line:
            after = after.slide(each)
    except IllegalMove as error:
        return position, ui, str(error)[0].upper() + str(error)[1:] + "."
    position = after
    for key in ("hint", "hints", "hint_move", "hint_level"):
        ui.pop(key, None)
    return position, ui, ""


def motion(before, after, ui=None):
    """What moved from ``before`` to ``after`` (see puzzles.motion): each tile that changed
    cells slides from its old cell to its new one (one tile for a move or its Undo, every
    tile out of place for Restart or Shuffle)."""
    if before.board is not after.board and before.board.name != after.board.name:
        return []
    points, _ = layout(after.board)
    changed = [cell for cell in range(len(after.tiles)) if before.tiles[cell] != after.tiles[cell]]
    left = {}  # tile -> the changed cells it left (pipe pieces of a shape are alike)
    for cell in changed:
        if before.tiles[cell]:
            left.setdefault(before.tiles[cell], []).append(cell)
    result = []
    for cell in changed:
        tile = after.tiles[cell]
        if not left.get(tile):
            continue
        x, y = points[cell]
        old = min(left[tile], key=lambda c: (points[c][0] - x) ** 2 + (points[c][1] - y) ** 2)
        left[tile].remove(old)
        result.append(item(cell, "slide", x - points[old][0], y - points[old][1]))
    return result


# The status line while the tiles are being set (the protocol's edit_prompt; Set tiles shows
# pressed).
EDIT_PROMPT = mark("Setting the tiles: click two cells to swap their tiles. Set tiles again to play "
                   "from them.")


def moves(position):
    """Every legal move: the cells whose tile can slide."""
    return position.movable()


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


def moves_played(position):
    """The moves played so far, as the solvers count them (the win line sets them against
    the fewest possible)."""
    return position.moves


def counters(position):
    """``[(label, value), ...]`` shown beside the board."""
    return [(tr("Moves"), position.moves)]


def options(position):
    return []


def prompt(position):
    """The status line while the game goes on."""
    ended = position.status_text()
    if ended:
        return ended
    if position.board.pipes:
        return tr("Slide a marked piece into the space; close the pipes into one loop.")
    return tr("Slide a marked tile into the space; put the tiles in order.")


def actions(position):
    """Buttons: Shuffle (on the page), Solve, Hint, and Analyse where a table of all positions
    fits (not the 15-puzzle's)."""
    result = [{"id": "shuffle", "label": tr("Shuffle")},
              {"id": "solve", "label": tr("Solve"), "search": "solve"},
              {"id": "hint", "label": tr("Hint"), "search": "hint"}]
    if position.board.name != "fifteen":
        result.append({"id": "analyse", "label": tr("Analyse"), "search": "analyse"})
    else:  # shown unavailable, its reason on hover and focus; a press says why (act)
        result.append({"id": "analyse", "label": tr("Analyse"),
                       "unavailable": tr("The 15-puzzle has about 10^13 positions: too many to sweep in a browser.")})
    result.append({"id": "edit", "label": tr("Set tiles")})
    result.append({"id": "paste", "label": tr("Use this position"),
                   "input": tr("e.g. {example}", example=_example(position.board))})
    return result


def _example(board):
    """What a typed position looks like on this board: the goal, row by row."""
    if board.pipes:
        return board.encode(board.goal)
    rows = {}
    for cell, (x, y) in enumerate(board.coords):
        rows.setdefault(y, []).append("%d" % board.goal[cell])
    return " / ".join(" ".join(rows[y]) for y in sorted(rows))


def act(position, ui, action, rand):
    """Page-side actions: ``shuffle`` deals a random solvable arrangement; ``edit`` (Set tiles)
    starts the tile editor, and ends it by starting a game from the tiles set, unless they
    cannot be solved; ``analyse`` on the 15-puzzle says at once why there is no sweep."""
    ui = dict(ui)
    for key in ("hint", "hints", "hint_move", "hint_level"):
        ui.pop(key, None)
    if action == "shuffle":
        for key in ("edit", "draft", "pick"):
            ui.pop(key, None)
        return shuffled(position, rand), ui, tr("Shuffled: a random arrangement that can be solved.")
    if action == "edit":
        return _edit_toggle(position, ui)
    if action == "analyse":
        return position, ui, tr("No analysis of the 15-puzzle: a sweep would have to visit all its 10,461,394,944,000 solvable positions (about 10^13), far beyond a browser's memory and time. Solve and Hint work on any position.")
    return position, ui, tr("Unknown action {name}.", name=action)


def act_input(position, ui, action, text):
    """``paste``: a game from the arrangement typed or pasted (see slide.read_tiles)."""
    if action != "paste":
        return position, ui, tr("Unknown action {name}.", name=action)
    ui = dict(ui)
    try:
        tiles = read_tiles(position.board, str(text)[:400])
    except GameIdError as error:
        return position, ui, tr("That position was not used: {reason}.", reason=str(error))
    for key in ("hint", "hints", "hint_move", "hint_level", "edit", "draft", "pick"):
        ui.pop(key, None)
    if tiles == position.tiles and not position.moves:
        return position, ui, tr("That is the position on the board already.")
    return Position(position.board, tiles), ui, tr("A new game from the position typed.")


def _edit_toggle(position, ui):
    if not ui.get("edit"):
        ui["edit"] = True
        ui["draft"] = list(position.tiles)
        ui.pop("pick", None)
        return position, ui, tr("Setting the tiles: click two cells to swap their tiles; Set tiles again to play from them.")
    tiles = tuple(ui.get("draft") or position.tiles)
    reason = position.board.parity_reason(tiles)
    if reason:
        return position, ui, tr("These tiles cannot be solved (wrong parity): {reason}.", reason=reason)
    for key in ("edit", "draft", "pick"):
        ui.pop(key, None)
    if tiles == position.tiles:
        return position, ui, tr("Tiles unchanged.")
    return Position(position.board, tiles), ui, tr("Tiles set: a new game from them.")


def _edit_click(position, ui, cell):
    draft = list(ui.get("draft") or position.tiles)
    if not 0 <= cell < len(draft):
        return position, ui, tr("There is no such cell.")
    picked = ui.get("pick", -1)
    if picked < 0:
        ui["pick"] = cell
        return position, ui, tr("Picked {what}: click another cell to swap them.",
                                what=_tile_name(position.board, draft[cell]))
    ui.pop("pick", None)
    if picked == cell:
        return position, ui, tr("Put back.")
    draft[picked], draft[cell] = draft[cell], draft[picked]
    ui["draft"] = draft
    if position.board.solvable(tuple(draft)):
        return position, ui, tr("Swapped; these tiles can be solved.")
    return position, ui, tr("Swapped; as they stand these tiles cannot be solved (wrong parity).")


def _tile_name(board, tile):
    if tile == 0:
        return tr("the space")
    return tr("pipe {sides}", sides=PIPE_SIDES[tile]) if board.pipes else tr("tile {tile}", tile=tile)


def result_text(result):
    """The status line for a finished search's result."""
    if result.get("analysis"):
        return tr("Analysed: {states} positions; the hardest need {moves} moves ({count} positions).",
                  states=result["states"], moves=result["distance"], count=result["count"])
    if not result.get("solvable"):
        return tr("No solution: {reason}.", reason=say(result.get("reason", "the goal cannot be reached")))
    if result["moves"] == 0:
        return tr("Already solved.")
    return tr("Solution found: {moves} moves (shortest).", moves=result["moves"])


complete(globals())  # the view protocol's defaults for the hooks this view leaves out
