"""Flip It (Flip It Square): rules, boards and the game-id codec (seed 004, PUZZLES.md).

A 4x4 board holds 15 pieces, black on one side and white on the other, and one empty cell
(the space). A piece moves in a straight line into the space by jumping over one or more pieces
-- never into a neighbouring cell -- and every piece it jumps over is flipped. The moving piece
keeps its colour. Goal: all 15 pieces white, the space anywhere. ``square`` allows moves along
rows and columns; ``square-diagonal`` along diagonals too. Cells are numbered row by row, 0-15.

A position is a bit board: bit c of ``white`` is set when cell c holds a white piece (never the
space). Runs on MicroPython too.
"""

from puzzles.errors import IllegalMove
from puzzles.flip import DESCRIPTION
from puzzles.gameid import MAX_COUNT, GameIdError, count_on, join_game_id, parse_int, shorten
from puzzles.keyed import KeyedPosition, build
from puzzles.words import mark, tr

FAMILY = "flip"
TITLE = DESCRIPTION["title"]  # English, like every module constant: the page words it (tr(TITLE))

SIDE = 4
SIZE = SIDE * SIDE
FULL = (1 << SIZE) - 1

ORTHOGONAL = ((0, 1), (1, 0))
DIAGONAL = ((1, 1), (1, -1))

# name: (title, directions (each also reversed))
BOARD_DATA = {
    "square": ("Square (rows and columns)", ORTHOGONAL),
    "square-diagonal": ("Square with diagonal jumps", ORTHOGONAL + DIAGONAL),
}
BOARD_ORDER = ("square", "square-diagonal")
DEFAULT_SPACE = 5


class Board:
    """One variant's geometry: for every cell of the space, the moves into it.

    ``jumps[space]`` lists ``(from, flips)``: the cell of a piece that can jump into ``space``
    and the bit mask of the cells it jumps over, sorted by ``from``.
    """

    def __init__(self, name, title, directions):
        self.name = name
        self.title = title
        self.size = SIZE
        self.side = SIDE
        self.jumps = [[] for _ in range(SIZE)]
        for space in range(SIZE):
            row, col = divmod(space, SIDE)
            for dr, dc in directions:
                for sr, sc in ((dr, dc), (-dr, -dc)):
                    flips = 0
                    r, c = row + sr, col + sc
                    # Walk away from the space; each cell passed is jumped over by the pieces
                    # further out.
                    while 0 <= r < SIDE and 0 <= c < SIDE:
                        if flips:  # at least one piece between: a legal jump
                            self.jumps[space].append((r * SIDE + c, flips))
                        flips |= 1 << (r * SIDE + c)
                        r, c = r + sr, c + sc
            self.jumps[space].sort()


_boards = {}


def board(name):
    """The board called ``name`` (built once)."""
    if name not in BOARD_DATA:
        raise GameIdError(tr("unknown flip board {name}; boards: {boards}", name=shorten(name),
                             boards=", ".join(BOARD_ORDER)))
    if name not in _boards:
        title, directions = BOARD_DATA[name]
        _boards[name] = Board(name, title, directions)
    return _boards[name]


def cells_of(mask):
    """The cells whose bits are set in ``mask``, in order."""
    return [c for c in range(SIZE) if (mask >> c) & 1]


class Position(KeyedPosition):
    """An immutable Flip It position.

    ``white`` is the bit mask of white pieces, ``space`` the empty cell, ``moves`` the moves
    played so far. The game began (Restart goes back there) with the space on ``start`` and
    the white pieces ``start_white``: all black (the ``space=`` key) unless it was dealt
    (Shuffle, a hardest position: the ``deal=`` key).
    """

    __slots__ = ("board", "white", "space", "start", "moves", "start_white")

    def __init__(self, board, white, space, start, moves=0, start_white=0):
        build(self, board=board, white=white, space=space, start=start, moves=moves, start_white=start_white)

    def _key(self):
        return (self.board.name, self.white, self.space, self.start, self.moves, self.start_white)

    # --- queries -------------------------------------------------------------------------
    def is_white(self, cell):
        return (self.white >> cell) & 1 == 1

    def white_count(self):
        return bin(self.white).count("1")

    def black_count(self):
        return SIZE - 1 - self.white_count()

    def is_start(self):
        return self.white == self.start_white and self.space == self.start

    def movable(self):
        """The cells of the pieces that can jump into the space (the legal moves)."""
        return [frm for frm, _ in self.board.jumps[self.space]]

    def flips(self, frm):
        """The mask of the cells the piece on ``frm`` jumps over, or None if it cannot move."""
        for cell, flips in self.board.jumps[self.space]:
            if cell == frm:
                return flips
        return None

    def is_won(self):
        return self.white_count() == SIZE - 1

    def is_over(self):
        """Done when solved: a piece can always move (every cell has two cells in line with it
        at least two away)."""
        return self.is_won()

    def status_text(self):
        """The end of the game in words, or '' while black pieces remain."""
        if self.is_won():
            return tr("Solved in {moves} moves: all 15 pieces are white.", moves=self.moves)
        return ""

    # --- moves ---------------------------------------------------------------------------
    def play(self, frm):
        """The position after the piece on ``frm`` jumps into the space (IllegalMove, a ValueError, if illegal)."""
        if not isinstance(frm, int) or not 0 <= frm < SIZE:
            raise IllegalMove(tr("a move is the cell (0-15) of the piece to move, not {move}", move=shorten(frm)))
        if frm == self.space:
            raise IllegalMove(tr("cell {cell} is the space", cell=frm))
        flips = self.flips(frm)
        if flips is None:
            raise IllegalMove(tr("the piece on cell {cell} cannot jump into the space on cell {space}"
                                 " (it must be in line with it, at least two cells away)",
                                 cell=frm, space=self.space))
        white = self.white & ~(1 << frm)
        if self.is_white(frm):
            white |= 1 << self.space
        return Position(self.board, white ^ flips, frm, self.start, count_on(self.moves), self.start_white)

    def restart(self):
        return Position(self.board, self.start_white, self.start, self.start, 0, self.start_white)

    # --- codec ---------------------------------------------------------------------------
    def colour_text(self):
        """16 characters, cell 0 first: ``b`` black, ``w`` white, ``.`` the space."""
        return colour_text(self.white, self.space)

    def game_id(self):
        pairs = []
        if self.start_white:
            pairs.append(("deal", colour_text(self.start_white, self.start)))
        elif self.start != DEFAULT_SPACE:
            pairs.append(("space", self.start))
        if not self.is_start() or self.moves:
            pairs.append(("colours", self.colour_text()))
            if self.moves:
                pairs.append(("moves", self.moves))
        return join_game_id(FAMILY, self.board.name, pairs)


def start_position(board, space):
    """All pieces black, the space on ``space``."""
    return Position(board, 0, space, space)


def dealt_position(board, white, space):
    """A new game from a dealt position (Restart comes back to it)."""
    return Position(board, white, space, space, 0, white)


def colour_text(white, space):
    chars = []
    for cell in range(SIZE):
        if cell == space:
            chars.append(".")
        else:
            chars.append("w" if (white >> cell) & 1 else "b")
    return "".join(chars)


def _parse_colours(params, key):
    """``(white mask, space)`` from 16 characters of b, w and one '.'."""
    text = params[key]
    if len(text) != SIZE or text.strip("bw.") or text.count(".") != 1:
        raise GameIdError(tr("{key}={value} must be 16 characters of b and w with one . for the space"
                             " (cell 0 first)", key=key, value=shorten(text)))
    white = 0
    for cell, ch in enumerate(text):
        if ch == "w":
            white |= 1 << cell
    return white, text.index(".")


KEYS = ("space", "deal", "colours", "moves")


def parse(variant, params):
    """The position named by ``flip/<variant>?<params>``; raises GameIdError on bad input."""
    geometry = board(variant)
    for key in params:
        if key not in KEYS:
            raise GameIdError(tr("unknown key {key} for Flip It; keys: {keys}", key=shorten(key), keys=", ".join(KEYS)))
    start = parse_int(params, "space", 0, SIZE - 1, DEFAULT_SPACE, noun=mark("cell"))
    start_white = 0
    if "deal" in params:
        if "space" in params:
            raise GameIdError(tr("give deal= or space=, not both (deal= has its own space)"))
        start_white, start = _parse_colours(params, "deal")
    if "colours" not in params:
        if "moves" in params:
            raise GameIdError(tr("moves= needs colours= (a position in progress)"))
        return Position(geometry, start_white, start, start, 0, start_white)
    white, space = _parse_colours(params, "colours")
    moves = parse_int(params, "moves", 0, MAX_COUNT, 0)
    return Position(geometry, white, space, start, moves, start_white)


def variants():
    """``(variant, title)`` for every board, in menu order, the titles in the page's language."""
    return [(name, tr(BOARD_DATA[name][0])) for name in BOARD_ORDER]


def presets():
    """Game ids of every board's default start (the published problems)."""
    return [new_game(name).game_id() for name in BOARD_ORDER]


def new_game(variant):
    return start_position(board(variant), DEFAULT_SPACE)
