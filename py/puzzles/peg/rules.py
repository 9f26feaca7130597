"""Peg solitaire: rules, boards and the game-id codec (seeds 000-002, PUZZLES.md).

A peg jumps over one neighbouring peg into an empty hole on the far side, in a straight line,
and the jumped peg is removed. A chain of jumps by the same peg counts as one move. Goal: one
peg left (on the ``finish`` hole when one is set).

Boards are data: a picture (one character per lattice column, ``o`` = hole) and the jump
vectors of the lattice. Holes are numbered row by row from 0, as in the seeds. The jump table,
the corners and the peg classes are derived from that geometry. Runs on MicroPython too.

Besides the presets, ``peg/custom`` is any board a player draws (issue 11): its shape travels in
the game id, ``rows=`` one string per row (``o`` a hole, ``.`` no hole, rows separated by
commas) and ``grid=`` the lattice: ``square4`` (orthogonal jumps, the default), ``square8``
(diagonal jumps too) or ``triangle`` (6 directions; each row is drawn half a hole to the left
of the row above, so ``o..,oo.,ooo`` is a triangle of 6 holes). The same Board class derives
everything from the drawn shape, so a drawn English board is the English board.
"""

from puzzles.errors import IllegalMove
from puzzles.gameid import GameIdError, join_game_id, parse_int, shorten
from puzzles.keyed import KeyedPosition, build
from puzzles.peg import DESCRIPTION
from puzzles.words import mark, tr

FAMILY = "peg"
TITLE = DESCRIPTION["title"]  # English, like every module constant: the page words it (tr(TITLE))

ORTHOGONAL = ((1, 0), (0, 1))
TRIANGULAR = ((2, 0), (1, 1), (-1, 1))  # picture columns are half a hole apart
HOPPERS = ((1, 1), (1, -1), (2, 0), (0, 2))  # diagonal over a neighbour, straight over a gap
DIAGONAL = ORTHOGONAL + ((1, 1), (1, -1))

# Custom boards: grid name -> (jump vectors, y scale of the picture).
GRIDS = (("square4", ORTHOGONAL, 1.0), ("square8", DIAGONAL, 1.0), ("triangle", TRIANGULAR, 1.732))
GRID_NAMES = tuple(name for name, _, _ in GRIDS)
CUSTOM = "custom"
# The largest custom board: 15x15 cells keeps a drawn board legible on a phone, and 64 holes
# keeps a quick solution within seconds (the bigger the board, the longer the beams search).
MAX_SIDE = 15
MAX_HOLES = 64
# peg/custom with no rows= (the menu's entry): the English board, ready to be redrawn.
CUSTOM_DEFAULT_ROWS = "..ooo..,..ooo..,ooooooo,ooooooo,ooooooo,..ooo..,..ooo.."

# name: (title, picture, jump vectors (each also reversed), default empty hole, y scale)
BOARD_DATA = {
    "english33": ("English 33", """
  ooo
  ooo
ooooooo
ooooooo
ooooooo
  ooo
  ooo
""", ORTHOGONAL, 16, 1.0),
    "french37": ("French 37", """
  ooo
 ooooo
ooooooo
ooooooo
ooooooo
 ooooo
  ooo
""", ORTHOGONAL, 17, 1.0),  # the centre is unsolvable (rule of three)
    "diamond41": ("Diamond 41", """
    o
   ooo
  ooooo
 ooooooo
ooooooooo
 ooooooo
  ooooo
   ooo
    o
""", ORTHOGONAL, 3, 1.0),
    "triangle15": ("Triangle 15", """
    o
   o o
  o o o
 o o o o
o o o o o
""", TRIANGULAR, 0, 1.732),
    "triangle21": ("Triangle 21", """
     o o
      o
     o o
    o o o
   o o o o
o o o o o o o
 o         o
""", TRIANGULAR, 6, 1.732),
    "hex12": ("Hexagon 12", """
  o o
 o o o
o o o o
 o o o
""", TRIANGULAR, 1, 1.732),
    "hoppers13": ("Hoppers 13", """
o o o
 o o
o o o
 o o
o o o
""", HOPPERS, 6, 1.0),
}

BOARD_ORDER = ("english33", "french37", "diamond41", "triangle15", "triangle21", "hex12", "hoppers13")

# Problems with published results, listed beside each board's default start.
PUBLISHED = (
    "peg/triangle21?empty=6&finish=6",
    "peg/hoppers13?empty=6&finish=6",
    "peg/english33?empty=16&finish=16",
)

# Drawn boards, one on each grid, listed with the presets (python3 -m puzzles list).
CUSTOM_EXAMPLES = (
    "peg/custom?rows=ooooo,ooooo,ooooo&empty=2",
    "peg/custom?rows=.ooo.,ooooo,ooooo,.ooo.&grid=square8&empty=1",
    "peg/custom?rows=o....,oo...,ooo..,oooo.,ooooo&grid=triangle&empty=0",
)


class Board:
    """A board's geometry and everything derived from it (jump table, corners, classes)."""

    def __init__(self, name, title, picture, vectors, default_empty, y_scale, grid=None):
        # ``name`` is unique to the shape (a cache key); ``variant`` and ``params`` name the
        # board in game ids; ``grid`` and ``rows`` are its custom-board drawing (None when the
        # board is not on one of the GRIDS: Hoppers).
        self.name = name
        self.variant = name
        self.params = []
        self.title = title
        self.default_empty = default_empty
        self.y_scale = y_scale
        if grid is None:
            for grid_name, grid_vectors, _ in GRIDS:
                if grid_vectors == vectors:
                    grid = grid_name
        self.grid = grid
        self.same_as = None  # the preset with this very jump table (set for custom boards)
        self.coords = []
        for y, line in enumerate(picture.strip("\n").split("\n")):
            for x, ch in enumerate(line):
                if ch == "o":
                    self.coords.append((x, y))
        self.size = len(self.coords)
        self.full = (1 << self.size) - 1
        index = {}
        for hole, xy in enumerate(self.coords):
            index[xy] = hole
        # jumps[h] lists (over, to) for a peg standing on hole h.
        self.jumps = [[] for _ in range(self.size)]
        for hole, (x, y) in enumerate(self.coords):
            for dx, dy in vectors:
                for sx, sy in ((dx, dy), (-dx, -dy)):
                    over = index.get((x + sx, y + sy))
                    to = index.get((x + 2 * sx, y + 2 * sy))
                    if over is not None and to is not None:
                        self.jumps[hole].append((over, to))
        for row in self.jumps:
            row.sort()
        jumped = set()
        for row in self.jumps:
            for over, _ in row:
                jumped.add(over)
        # A corner can never be jumped over: a peg there leaves only by moving itself.
        self.corners = [h for h in range(self.size) if h not in jumped]
        self.classes = self._classes()
        self.parity_masks = self._parity_masks(vectors)
        self.rows = rows_of(self.coords, self.grid) if self.grid else None

    def _classes(self):
        """Group holes a single peg can travel between; a peg never leaves its class."""
        label = [-1] * self.size
        count = 0
        for start in range(self.size):
            if label[start] >= 0:
                continue
            label[start] = count
            stack = [start]
            while stack:
                hole = stack.pop()
                for _, to in self.jumps[hole]:
                    if label[to] < 0:
                        label[to] = count
                        stack.append(to)
            count += 1
        return label

    def _parity_masks(self, vectors):
        """Hole masks for the "rule of three" invariants.

        Label each hole ``(a*x + b*y) mod 3`` for every (a, b) that gives all three holes of
        any jump three different labels. A jump then flips the peg-count parity of all three
        label classes, so the parities of classes 0+1 and 1+2 never change.
        """
        result = []
        for a in range(3):
            for b in range(3):
                if all((a * dx + b * dy) % 3 for dx, dy in vectors):
                    masks = [0, 0, 0]
                    for hole, (x, y) in enumerate(self.coords):
                        masks[(a * x + b * y) % 3] |= 1 << hole
                    # (2a, 2b) only swaps labels 1 and 2: the same invariant again.
                    if [masks[0], masks[2], masks[1]] not in result and masks not in result:
                        result.append(masks)
        return result

    def parity(self, pegs):
        """The rule-of-three signature of a set of pegs; every jump keeps it."""
        signature = []
        for m0, m1, m2 in self.parity_masks:
            n0, n1, n2 = (bin(pegs & m).count("1") for m in (m0, m1, m2))
            signature.append((n0 + n1) % 2 * 2 + (n1 + n2) % 2)
        return tuple(signature)


def rows_of(coords, grid):
    """A board's custom-board drawing: one string per row, ``o`` a hole, ``.`` none.

    Square grids: the picture itself. The triangular grid: the row of a hole is its picture
    row y and its column c counts holes along the row, with each row starting half a hole to
    the left of the row above (picture x = 2c - y, up to a shift)."""
    if grid == "triangle":
        low = min(x + y for x, y in coords)
        cells = [((x + y - low) // 2, y) for x, y in coords]
    else:
        cells = coords
    left = min(c for c, _ in cells)
    top = min(r for _, r in cells)
    width = max(c for c, _ in cells) - left + 1
    height = max(r for _, r in cells) - top + 1
    grid_rows = [["."] * width for _ in range(height)]
    for c, r in cells:
        grid_rows[r - top][c - left] = "o"
    return ["".join(row) for row in grid_rows]


def picture_of(rows, grid):
    """The lattice picture of a drawing (the inverse of rows_of)."""
    if grid != "triangle":
        return "\n".join(row.replace(".", " ") for row in rows)
    lines = []
    for r, row in enumerate(rows):
        line = [" "] * (2 * len(row) + len(rows))
        for c, ch in enumerate(row):
            if ch == "o":
                line[2 * c + len(rows) - 1 - r] = "o"
        lines.append("".join(line))
    return "\n".join(lines)


def trim(rows):
    """The rows without their empty outer rows and columns (the holes keep their numbers)."""
    rows = [row for row in rows]
    while rows and "o" not in rows[0]:
        rows.pop(0)
    while rows and "o" not in rows[-1]:
        rows.pop()
    if not rows:
        return rows
    left = min(row.find("o") for row in rows if "o" in row)
    right = max(row.rfind("o") for row in rows)
    return [row[left:right + 1] for row in rows]


def custom_board(rows, grid="square4"):
    """The board a player drew: ``rows`` as in ``rows=`` (a list of strings, or the text with
    commas), on grid ``grid``. Raises GameIdError saying what is wrong with the drawing."""
    if grid not in GRID_NAMES:
        raise GameIdError(tr("grid={grid} is not a grid; grids: {grids}", grid=shorten(grid),
                             grids=", ".join(GRID_NAMES)))
    if isinstance(rows, str):
        rows = rows.split(",")
    for row in rows:
        for ch in row:
            if ch not in "o.":
                raise GameIdError(tr("rows= may hold only o (a hole) and . (no hole), rows separated "
                                     "by commas; found {found}", found=shorten(ch)))
    for number, row in enumerate(rows):
        if len(row) != len(rows[0]):
            raise GameIdError(tr("rows= must have rows of equal length: row 1 has {first} cells, row {row} "
                                 "has {cells}", first=len(rows[0]), row=number + 1, cells=len(row)))
    rows = trim(rows)
    if not rows:
        raise GameIdError(tr("rows= has no hole (o) at all"))
    if len(rows) > MAX_SIDE or len(rows[0]) > MAX_SIDE:
        raise GameIdError(tr("the board spans {rows} rows and {cols} columns; at most {side}x{side}, so "
                             "that it stays legible on a phone", rows=len(rows), cols=len(rows[0]), side=MAX_SIDE))
    holes = sum(row.count("o") for row in rows)
    if holes > MAX_HOLES:
        raise GameIdError(tr("the board has {holes} holes; at most {most}, so that the solvers can answer "
                             "within seconds", holes=holes, most=MAX_HOLES))
    key = ",".join(rows) + "/" + grid
    if key in _custom:
        return _custom[key]
    vectors, y_scale = [(v, y) for name, v, y in GRIDS if name == grid][0]
    made = Board(CUSTOM + "?" + key, "Custom board", picture_of(rows, grid), vectors, 0, y_scale, grid)
    used = set()
    for hole in range(made.size):
        for over, to in made.jumps[hole]:
            used.update((hole, over, to))
    for hole in range(made.size):
        if hole not in used:
            raise GameIdError(tr("hole {hole} is on no line of three holes, so no peg could ever jump "
                                 "from, over or into it", hole=hole))
    made.variant = CUSTOM
    made.params = [("rows", ",".join(rows))] + ([("grid", grid)] if grid != "square4" else [])
    made.default_empty = _centre_hole(made)
    for name in BOARD_ORDER:
        if board(name).size == made.size and board(name).jumps == made.jumps:
            made.same_as = name
    if len(_custom) > 64:  # a drawing session makes many boards: keep the cache small
        _custom.clear()
    _custom[key] = made
    return made


def _centre_hole(geometry):
    """The hole nearest the centre of the board (the lowest-numbered of the nearest)."""
    points = [(x, y * geometry.y_scale) for x, y in geometry.coords]
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    best = 0
    for hole, (x, y) in enumerate(points):
        if (x - cx) ** 2 + (y - cy) ** 2 < (points[best][0] - cx) ** 2 + (points[best][1] - cy) ** 2 - 1e-9:
            best = hole
    return best


_boards = {}
_custom = {}


def board(name):
    """The board called ``name`` (built once from its picture)."""
    if name not in BOARD_DATA:
        raise GameIdError(tr("unknown peg board {name}; boards: {boards}", name=shorten(name),
                             boards=", ".join(BOARD_ORDER)))
    if name not in _boards:
        title, picture, vectors, empty, y_scale = BOARD_DATA[name]
        _boards[name] = Board(name, title, picture, vectors, empty, y_scale)
    return _boards[name]


class Position(KeyedPosition):
    """An immutable peg-solitaire position.

    ``pegs`` is a bit board (bit h set = peg on hole h); ``empties`` the holes emptied at the
    start (a sorted tuple; ``empty`` is the start hole when there is one, None when several),
    ``finish`` the hole the last peg must end on (or None), ``moves`` the moves played so
    far and ``last`` the hole where the previous jump landed (-1 if none), since a jump from
    there continues the same move. ``empty`` may be given as one hole or a list of holes;
    ``pegs`` None is every hole but those (the start).
    """

    __slots__ = ("board", "pegs", "empties", "finish", "moves", "last")

    def __init__(self, board, pegs, empty, finish=None, moves=0, last=-1):
        empties = tuple(sorted(empty)) if isinstance(empty, (list, tuple)) else (empty,)
        build(self, board=board, pegs=start_pegs(board, empties) if pegs is None else pegs, empties=empties,
              finish=finish, moves=moves, last=last)

    @property
    def empty(self):
        # None with several start holes, so no code meant for one start hole (a table of the
        # English centre game) takes such a game for the one-hole game.
        return self.empties[0] if len(self.empties) == 1 else None

    def _key(self):
        return (self.board.name, self.pegs, self.empties, self.finish, self.moves, self.last)

    # --- queries -------------------------------------------------------------------------
    def has_peg(self, hole):
        return (self.pegs >> hole) & 1 == 1

    def peg_count(self):
        return bin(self.pegs).count("1")

    def jumps_played(self):
        return self.board.size - len(self.empties) - self.peg_count()

    def start_pegs(self):
        return start_pegs(self.board, self.empties)

    def is_start(self):
        return self.pegs == self.start_pegs()

    def legal_jumps(self, hole=None):
        """All legal jumps as ``(from, over, to)``, or only those of the peg on ``hole``."""
        holes = range(self.board.size) if hole is None else (hole,)
        result = []
        pegs = self.pegs
        for frm in holes:
            if not (pegs >> frm) & 1:
                continue
            for over, to in self.board.jumps[frm]:
                if (pegs >> over) & 1 and not (pegs >> to) & 1:
                    result.append((frm, over, to))
        return result

    def movable_pegs(self):
        return sorted(set(frm for frm, _, _ in self.legal_jumps()))

    def is_won(self):
        if self.peg_count() != 1:
            return False
        return self.finish is None or self.has_peg(self.finish)

    def is_over(self):
        return not self.legal_jumps()

    def status_text(self):
        """The end of the game in words, or '' while jumps remain."""
        if not self.is_over():
            return ""
        left = self.peg_count()
        if left == 1:
            if self.is_won():
                if self.finish is not None:
                    return tr("Solved in {moves} moves: one peg left on hole {hole}.", moves=self.moves,
                              hole=self.finish)
                return tr("Solved in {moves} moves: one peg left.", moves=self.moves)
            return tr("One peg left, but not on the finish hole {hole}.", hole=self.finish)
        return tr("No moves left: {pegs} pegs remain.", pegs=left)

    # --- moves ---------------------------------------------------------------------------
    def jump(self, frm, to):
        """The position after the peg on ``frm`` jumps to ``to``."""
        for over, target in self.board.jumps[frm] if 0 <= frm < self.board.size else ():
            if target == to:
                break
        else:
            raise IllegalMove(tr("no jump from hole {start} to hole {end} on this board", start=frm, end=to))
        if not self.has_peg(frm):
            raise IllegalMove(tr("hole {hole} has no peg", hole=frm))
        if not self.has_peg(over):
            raise IllegalMove(tr("hole {hole} has no peg to jump over", hole=over))
        if self.has_peg(to):
            raise IllegalMove(tr("hole {hole} is not empty", hole=to))
        moves = self.moves if frm == self.last else self.moves + 1
        pegs = self.pegs ^ ((1 << frm) | (1 << over) | (1 << to))
        return Position(self.board, pegs, self.empties, self.finish, moves, to)

    def play(self, move):
        """Play a whole move ``[from, to, to, ...]`` (a chain of jumps by one peg)."""
        if len(move) < 2:
            raise IllegalMove(tr("a move lists the holes a peg visits: [from, to, ...]"))
        position = self
        for frm, to in zip(move, move[1:]):
            position = position.jump(frm, to)
        return position

    def restart(self):
        return start_position(self.board, self.empties, self.finish)

    # --- codec ---------------------------------------------------------------------------
    def game_id(self):
        pairs = list(self.board.params) + [("empty", ",".join(str(h) for h in self.empties))]
        if self.finish is not None:
            pairs.append(("finish", self.finish))
        if not self.is_start() or self.moves:
            bits = "".join("1" if self.has_peg(h) else "0" for h in range(self.board.size))
            pairs.append(("pegs", bits))
            pairs.append(("moves", self.moves))
            if self.last >= 0:
                pairs.append(("last", self.last))
        return join_game_id(FAMILY, self.board.variant, pairs)


def start_pegs(board, empties):
    pegs = board.full
    for hole in empties:
        pegs &= ~(1 << hole)
    return pegs


def start_position(board, empty, finish=None):
    """The start: every hole filled but ``empty`` (one hole or a list of holes)."""
    return Position(board, None, empty, finish)


KEYS = ("empty", "finish", "pegs", "moves", "last")
CUSTOM_KEYS = ("rows", "grid") + KEYS


def parse_empties(params, top, default):
    """The start holes of ``empty=`` (one hole, or several separated by commas)."""
    if "empty" not in params:
        return (default,)
    holes = []
    for part in params["empty"].split(","):
        hole = parse_int({"empty": part}, "empty", 0, top, noun=mark("hole"))
        if hole in holes:
            raise GameIdError(tr("empty= names hole {hole} twice", hole=hole))
        holes.append(hole)
    if len(holes) >= top:
        raise GameIdError(tr("empty= leaves {pegs} peg on the board; a game needs two pegs or more",
                             pegs=top + 1 - len(holes)))
    return tuple(sorted(holes))


def parse(variant, params):
    """The position named by ``peg/<variant>?<params>``; raises GameIdError on bad input."""
    keys = CUSTOM_KEYS if variant == CUSTOM else KEYS
    for key in params:
        if key not in keys:
            raise GameIdError(tr("unknown key {key} for peg solitaire; keys: {keys}", key=shorten(key),
                                 keys=", ".join(keys)))
    if variant == CUSTOM:
        geometry = custom_board(params.get("rows", CUSTOM_DEFAULT_ROWS), params.get("grid", "square4"))
    else:
        geometry = board(variant)
    top = geometry.size - 1
    empty = parse_empties(params, top, geometry.default_empty)
    finish = parse_int(params, "finish", 0, top, noun=mark("hole"))
    if "pegs" not in params:
        for key in ("moves", "last"):
            if key in params:
                raise GameIdError(tr("{key}= needs pegs= (a position in progress)", key=key))
        return start_position(geometry, empty, finish)
    bits = params["pegs"]
    if len(bits) != geometry.size or bits.strip("01"):
        raise GameIdError(tr("pegs={pegs} must be {size} characters of 0 and 1 (one per hole, hole 0 first)",
                             pegs=shorten(bits), size=geometry.size))
    pegs = 0
    for hole, ch in enumerate(bits):
        if ch == "1":
            pegs |= 1 << hole
    if pegs == 0:
        raise GameIdError(tr("pegs= has no peg at all"))
    position = Position(geometry, pegs, empty, finish)
    jumps = position.jumps_played()
    if pegs == geometry.full:
        raise GameIdError(tr("pegs= fills every hole: a game starts with one hole empty"))
    if jumps < 0:
        raise GameIdError(tr("pegs= has {pegs} pegs, more than the {start} of the start",
                             pegs=position.peg_count(), start=position.peg_count() + jumps))
    moves = parse_int(params, "moves", 0, top, jumps)
    if moves > jumps or (jumps > 0 and moves == 0):
        raise GameIdError(tr("moves={moves} does not fit {jumps} jumps played", moves=moves, jumps=jumps))
    last = parse_int(params, "last", 0, top, -1)
    if last >= 0 and not position.has_peg(last):
        raise GameIdError(tr("last={last} must be a hole with a peg", last=last))
    if last >= 0 and jumps == 0:
        raise GameIdError(tr("last={last} needs a jump played before it", last=last))
    return Position(geometry, pegs, empty, finish, moves, last)


def variants():
    """``(variant, title)`` for every board, in menu order, worded; last, a board to draw."""
    return [(name, tr(BOARD_DATA[name][0])) for name in BOARD_ORDER] + [(CUSTOM, tr("Custom board"))]


def presets():
    """Game ids of every board's default start, the published problems, drawn boards."""
    return [new_game(name).game_id() for name in BOARD_ORDER] + list(PUBLISHED) + list(CUSTOM_EXAMPLES)


def new_game(variant):
    if variant == CUSTOM:
        return parse(CUSTOM, {})
    geometry = board(variant)
    return start_position(geometry, geometry.default_empty)
