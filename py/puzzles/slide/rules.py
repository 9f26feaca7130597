"""Sliding puzzles: rules, boards and the game-id codec (PUZZLES.md "Sliding puzzles").

A tile next to the empty cell (the space) slides into it; one move = one tile slid one cell.
Variants: ``six`` (seed 003 "6 パズル": seven hexagonal cells, centre 3), ``pipes`` (seed 001
figure 3: an 8-puzzle of pipe pieces whose goal is a closed loop), ``eight`` and ``fifteen``.

Boards are data: a picture (``o`` = cell, numbered row by row from 0 as in the seeds) and the
neighbour vectors of the lattice, from which the adjacency is derived. Tiles are small ints,
0 = the space; each board spells them with one character each in game ids (``symbols``).
Runs on MicroPython too.
"""

from puzzles.errors import IllegalMove
from puzzles.gameid import MAX_COUNT, GameIdError, count_on, join_game_id, parse_int, shorten
from puzzles.keyed import KeyedPosition, build
from puzzles.slide import DESCRIPTION
from puzzles.words import tr

FAMILY = "slide"
TITLE = DESCRIPTION["title"]  # English, like every module constant: the page words it (tr(TITLE))

SQUARE = ((1, 0), (0, 1))
HEXAGONAL = ((2, 0), (1, 1), (-1, 1))  # picture columns are half a cell apart

# Pipe pieces by the sides they join (N, E, S, W); letters as in ASCII-art pipe maps:
# J = ┘, 7 = ┐, F = ┌, L = └, I = │, - = ─ ("|" may not appear in a game id).
PIPE_LETTERS = "0J7FLI-"
PIPE_SIDES = {1: "NW", 2: "SW", 3: "ES", 4: "NE", 5: "NS", 6: "EW"}

# name: (title, picture, neighbour vectors (each also reversed), y scale, symbols (tile 0
# first), goal, default start, parity rule applies)
BOARD_DATA = {
    "six": ("Six puzzle", """
 o o
o o o
 o o
""", HEXAGONAL, 1.732, "0123456", "1234560", "4651320", False),  # seed 003: 15 moves
    "pipes": ("Pipes", """
ooo
ooo
ooo
""", SQUARE, 1.0, PIPE_LETTERS, "F-7I0IL-J", "JIL-0-7IF", False),  # seed 001 START
    "eight": ("8-puzzle", """
ooo
ooo
ooo
""", SQUARE, 1.0, "012345678", "123456780", "867254301", True),  # a hardest: 31 moves
    "fifteen": ("15-puzzle", """
oooo
oooo
oooo
oooo
""", SQUARE, 1.0, "0123456789abcdef", "123456789abcdef0", "1a8e5d3f04c69b72", True),
}

BOARD_ORDER = ("six", "pipes", "eight", "fifteen")

# Problems with published results beside each board's default start.
PUBLISHED = ("slide/eight?tiles=647850321",)


class Board:
    """A board's cells, adjacency, goal and tile alphabet, derived from its data."""

    def __init__(self, name, title, picture, vectors, y_scale, symbols, goal, default, parity):
        self.name = name
        self.title = title
        self.y_scale = y_scale
        self.symbols = symbols
        self.pipes = symbols == PIPE_LETTERS
        self.parity = parity  # all tiles differ and every move is a swap on a grid
        self.coords = []
        for y, line in enumerate(picture.strip("\n").split("\n")):
            for x, ch in enumerate(line):
                if ch == "o":
                    self.coords.append((x, y))
        self.size = len(self.coords)
        index = {}
        for cell, xy in enumerate(self.coords):
            index[xy] = cell
        self.neighbours = []
        for x, y in self.coords:
            row = []
            for dx, dy in vectors:
                for sx, sy in ((dx, dy), (-dx, -dy)):
                    other = index.get((x + sx, y + sy))
                    if other is not None:
                        row.append(other)
            row.sort()
            self.neighbours.append(tuple(row))
        self.goal = self.decode(goal)
        self.default = self.decode(default)

    def decode(self, text):
        return tuple(self.symbols.index(ch) for ch in text)

    def encode(self, tiles):
        return "".join(self.symbols[t] for t in tiles)

    def solvable(self, tiles):
        """True when ``tiles`` can reach the goal. On a grid with distinct tiles every move
        swaps the space with a neighbour: it flips the permutation's parity and the parity of
        the space's taxicab distance from its goal cell, so those two must agree."""
        if not self.parity:
            return True  # six: all 5040 reachable (seed 003); pipes: twin pieces fix parity
        return self._swaps(tiles) % 2 == self._space_distance(tiles) % 2

    def _swaps(self, tiles):
        """The fewest swaps of two cells that turn ``tiles`` into the goal (size - cycles)."""
        where = [0] * self.size
        for cell, tile in enumerate(self.goal):
            where[tile] = cell
        perm = [where[tile] for tile in tiles]
        swaps = 0
        for cell in range(self.size):
            while perm[cell] != cell:
                other = perm[cell]
                perm[cell], perm[other] = perm[other], perm[cell]
                swaps += 1
        return swaps

    def _space_distance(self, tiles):
        """Rows plus columns between the space and its goal cell."""
        (x0, y0), (x1, y1) = self.coords[tiles.index(0)], self.coords[self.goal.index(0)]
        return abs(x0 - x1) + abs(y0 - y1)

    def parity_reason(self, tiles):
        """Why ``tiles`` cannot be solved, in words, or "" when they can."""
        if self.solvable(tiles):
            return ""
        swaps, distance = self._swaps(tiles), self._space_distance(tiles)
        text = tr(PARITY_REASON,
                  swaps=swaps, swaps_parity=tr("odd") if swaps % 2 else tr("even"), distance=distance,
                  distance_parity=tr("odd") if distance % 2 else tr("even"))
        # English "1 swaps", "1 steps" -> "1 swap", "1 step" (the catalogue keeps one sentence;
        # Japanese has no plural, and no such words to replace).
        return text.replace(" 1 swaps ", " 1 swap ").replace(" 1 steps ", " 1 step ")


_boards = {}


def board(name):
    """The board called ``name`` (built once from its data)."""
    if name not in BOARD_DATA:
        raise GameIdError(tr("unknown sliding puzzle {name}; puzzles: {names}", name=shorten(name), names=", ".join(BOARD_ORDER)))
    if name not in _boards:
        _boards[name] = Board(name, *BOARD_DATA[name])
    return _boards[name]


PARITY_REASON = "the order of the tiles is {swaps} swaps from the goal's ({swaps_parity}) and the space {distance} steps from its goal cell ({distance_parity}); each slide is one swap and one step, so these two parities stay different, while at the goal both are 0 (even). Swapping two tiles fixes it"


class Position(KeyedPosition):
    """An immutable sliding-puzzle position: ``tiles`` (a tuple, tile per cell, 0 = space),
    ``moves`` played so far and the ``start`` arrangement they were played from."""

    __slots__ = ("board", "tiles", "moves", "start")

    def __init__(self, board, tiles, moves=0, start=None):
        build(self, board=board, tiles=tiles, moves=moves, start=tiles if start is None else start)

    def _key(self):
        return (self.board.name, self.tiles, self.moves, self.start)

    # --- queries -------------------------------------------------------------------------
    def space(self):
        return self.tiles.index(0)

    def movable(self):
        """The cells whose tile can slide now: every neighbour of the space."""
        return list(self.board.neighbours[self.space()])

    def is_won(self):
        return self.tiles == self.board.goal

    def is_over(self):
        """A sliding puzzle only ends when it is solved."""
        return self.is_won()

    def status_text(self):
        if not self.is_won():
            return ""
        if self.board.pipes:
            return tr("Solved in {moves} moves: the pipes close into a loop.", moves=self.moves)
        return tr("Solved in {moves} moves.", moves=self.moves)

    # --- moves ---------------------------------------------------------------------------
    def slide(self, cell):
        """The position after the tile on ``cell`` slides into the space."""
        if not isinstance(cell, int) or cell < 0 or cell >= self.board.size:
            raise IllegalMove(tr("no cell {cell} on this board", cell=str(cell)[:40]))
        space = self.space()
        if cell == space:
            raise IllegalMove(tr("cell {cell} is the space: pick a tile next to it", cell=cell))
        if cell not in self.board.neighbours[space]:
            raise IllegalMove(tr("the tile on cell {cell} is not next to the space", cell=cell))
        tiles = list(self.tiles)
        tiles[space], tiles[cell] = tiles[cell], 0
        return Position(self.board, tuple(tiles), count_on(self.moves), self.start)

    def restart(self):
        return Position(self.board, self.start)

    # --- codec ---------------------------------------------------------------------------
    def game_id(self):
        pairs = []
        if self.tiles != self.board.default:
            pairs.append(("tiles", self.board.encode(self.tiles)))
        if self.moves:
            pairs.append(("moves", self.moves))
        if self.start != self.tiles:
            pairs.append(("start", self.board.encode(self.start)))
        return join_game_id(FAMILY, self.board.name, pairs)


KEYS = ("tiles", "moves", "start")


def _arrangement(geometry, key, text):
    """Read ``key=text``, a tile per cell; refuse wrong tiles and unsolvable arrangements."""
    if geometry.name == "fifteen":
        text = text.lower()  # hex digits either case
    symbols = geometry.symbols
    wanted = geometry.encode(sorted(geometry.goal))
    if len(text) != geometry.size or "".join(sorted(text, key=symbols.find)) != wanted:
        raise GameIdError(tr("{key}={value} must be {size} characters, one per cell from cell 0, using exactly the tiles {tiles} (0 = the space)",
                             key=key, value=shorten(text), size=geometry.size, tiles=wanted))
    tiles = geometry.decode(text)
    if not geometry.solvable(tiles):
        raise GameIdError(tr("{key}={value} cannot be solved (wrong parity): {reason}", key=key, value=shorten(text),
                             reason=geometry.parity_reason(tiles)))
    return tiles


def read_tiles(geometry, text):
    """The arrangement a player typed or pasted: the board's tiles=/start= string (or a link
    or game id holding one), or one number per cell, row by row, separated by spaces, commas
    or slashes ("4 15 10 12 / 9 3 6 13 / ..."; 0 or _ is the space). Raises GameIdError saying
    what is wrong: a bad count, a missing or repeated tile, or a wrong parity."""
    text = text.strip()
    if "tiles=" in text:  # a link or game id: its tiles
        text = text.split("tiles=", 1)[1].split("&", 1)[0].strip()
    for separator in (",", "/", ";", "\n", "\t"):
        text = text.replace(separator, " ")
    words = text.split()
    if not words:
        raise GameIdError(tr("type the tiles: {size} numbers, one per cell row by row, 0 for the space",
                             size=geometry.size))
    if len(words) == 1 and len(words[0]) == geometry.size:
        return _arrangement(geometry, "tiles", words[0])
    if geometry.pipes:
        raise GameIdError(tr("type the {size} pipe letters of tiles= (0 for the space)", size=geometry.size))
    numbers = []
    for word in words:
        word = "0" if word in ("_", ".") else word
        if not word.isdigit() or int(word) >= geometry.size:
            raise GameIdError(tr("{word} is not a tile: tiles are 1 to {top}, and 0 or _ is the space",
                                 word=shorten(word), top=geometry.size - 1))
        numbers.append(int(word))
    if len(numbers) != geometry.size:
        raise GameIdError(tr("{count} numbers typed; the board has {size} cells",
                             count=len(numbers), size=geometry.size))
    for tile in range(geometry.size):
        if numbers.count(tile) == 0:
            raise GameIdError(tr("tile {tile} is missing; each tile once, 0 for the space", tile=tile))
        if numbers.count(tile) > 1:
            raise GameIdError(tr("tile {tile} is there {times} times; each tile once, 0 for the space",
                                 tile=tile, times=numbers.count(tile)))
    return _arrangement(geometry, "tiles", geometry.encode(numbers))


def parse(variant, params):
    """The position named by ``slide/<variant>?<params>``; raises GameIdError on bad input."""
    geometry = board(variant)
    for key in params:
        if key not in KEYS:
            raise GameIdError(tr("unknown key {key} for sliding puzzles; keys: {keys}", key=shorten(key), keys=", ".join(KEYS)))
    tiles = geometry.default
    if "tiles" in params:
        tiles = _arrangement(geometry, "tiles", params["tiles"])
    moves = parse_int(params, "moves", 0, MAX_COUNT, 0)
    start = tiles
    if "start" in params:
        if not moves:
            raise GameIdError(tr("start= needs moves= (a game in progress)"))
        start = _arrangement(geometry, "start", params["start"])
    return Position(geometry, tiles, moves, start)


def variants():
    """``(variant, title)`` for every board, in menu order."""
    return [(name, BOARD_DATA[name][0]) for name in BOARD_ORDER]


def presets():
    """Game ids of every board's default start, then the published problems."""
    return [new_game(name).game_id() for name in BOARD_ORDER] + list(PUBLISHED)


def new_game(variant):
    geometry = board(variant)
    return Position(geometry, geometry.default)


def shuffled(position, rand):
    """A fresh game from an arrangement drawn uniformly among the solvable ones (never the
    goal). ``rand(n)`` gives a random int in 0..n-1: a Fisher-Yates shuffle, then on a parity
    board a swap of two tiles when the arrangement came out unsolvable."""
    geometry = position.board
    while True:
        tiles = list(geometry.goal)
        for i in range(len(tiles) - 1, 0, -1):
            j = rand(i + 1)
            tiles[i], tiles[j] = tiles[j], tiles[i]
        if not geometry.solvable(tuple(tiles)):
            a, b = [cell for cell in range(len(tiles)) if tiles[cell]][:2]
            tiles[a], tiles[b] = tiles[b], tiles[a]
        tiles = tuple(tiles)
        if tiles != geometry.goal:
            return Position(geometry, tiles)
