"""Knight's tour: rules, boards and the game-id codec (seeds 001 and 002, PUZZLES.md).

A chess knight moves two cells one way and one cell across. It must visit every cell of the
board exactly once; a *closed* tour also ends a knight's move from its first cell. Boards are
rectangles of 3..50 rows and columns, with cells optionally cut away (seed 001's problem A is
a 4x4 board without its corners). Cells are numbered on the full rectangle, row by row:
cell = row * cols + col, so cutting a cell renumbers nothing.

Game id: ``knight/<rows>x<cols>?cut=<cells>&closed=1&start=<cell>&path=<moves>``. ``cut``
lists cells in increasing order, a run of three or more written ``a-b``; ``start`` is the
knight's first cell; ``path`` the moves made from there, one digit per move naming its
direction (DIRECTIONS), so a whole 50x50 tour takes 2499 characters. Runs on MicroPython too.
"""

from puzzles.errors import IllegalMove
from puzzles.gameid import GameIdError, join_game_id, parse_int, shorten, split_game_id
from puzzles.keyed import Frozen, build
from puzzles.knight import DESCRIPTION
from puzzles.words import mark, tr

FAMILY = "knight"
TITLE = DESCRIPTION["title"]  # English, like every module constant: the page words it (tr(TITLE))

MIN_SIZE = 3
MAX_SIZE = 50

# (row step, column step) of the eight knight moves; a path digit is an index into this.
DIRECTIONS = ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1))

PROBLEM_A = "4x4?cut=0,3,12,15&closed=1&start=1"  # seed 001: 4 closed tours from this cell

# (variant, menu label): plain boards, then seed 001's problem A.
VARIANTS = (
    ("5x5", "5 x 5"), ("6x6?closed=1", "6 x 6 (closed)"), ("8x8", "8 x 8 chessboard"),
    ("3x4", "3 x 4"), ("4x4", "4 x 4 (no tour)"), ("10x10", "10 x 10"),
    ("50x50", "50 x 50"), (PROBLEM_A, "4 x 4 without corners (closed)"),
)

KEYS = ("cut", "closed", "start", "path")


class Board:
    """A rectangle with some cells cut away, and the knight's moves between the other cells."""

    def __init__(self, rows, cols, cut):
        self.rows = rows
        self.cols = cols
        self.size = rows * cols  # cells numbered on the full rectangle, cut or not
        self.cut = tuple(sorted(cut))
        self.name = "%dx%d" % (rows, cols)
        self.is_free = [True] * self.size
        for cell in self.cut:
            self.is_free[cell] = False
        self.free = [c for c in range(self.size) if self.is_free[c]]
        # neighbours[c]: the free cells a knight's move from c, as (direction, cell).
        self.moves = []
        for cell in range(self.size):
            row, col = divmod(cell, cols)
            row_moves = []
            if self.is_free[cell]:
                for index, (dr, dc) in enumerate(DIRECTIONS):
                    r, c = row + dr, col + dc
                    if 0 <= r < rows and 0 <= c < cols and self.is_free[r * cols + c]:
                        row_moves.append((index, r * cols + c))
            self.moves.append(row_moves)
        self.neighbours = [[c for _, c in row] for row in self.moves]

    def is_full(self):
        return not self.cut

    def colour(self, cell):
        """0 or 1 like a chessboard's squares; every knight move changes colour."""
        row, col = divmod(cell, self.cols)
        return (row + col) % 2

    def step(self, cell, direction):
        """The cell a knight's move in ``direction`` from ``cell``, or -1 if off the board."""
        row, col = divmod(cell, self.cols)
        dr, dc = DIRECTIONS[direction]
        r, c = row + dr, col + dc
        if 0 <= r < self.rows and 0 <= c < self.cols:
            return r * self.cols + c
        return -1

    def direction(self, frm, to):
        """The direction index of a knight's move ``frm`` -> ``to``, or -1 if it is none."""
        for index, cell in self.moves[frm]:
            if cell == to:
                return index
        return -1


_boards = {}


def board(rows, cols, cut=()):
    """The board of that size and cut (kept in a small cache: editing makes many)."""
    key = (rows, cols, tuple(sorted(cut)))
    if key not in _boards:
        if len(_boards) > 16:
            _boards.clear()
        _boards[key] = Board(rows, cols, key[2])
    return _boards[key]


class Position(Frozen):
    """An immutable knight's-tour position: the board, whether the tour must close, and the
    cells visited so far in order (``path``; empty until the start cell is chosen).

    A position is one link of a chain: the position one move earlier (``previous``), the
    knight's cell (``last``), the number of cells visited (``length``) and their bit mask
    (``mask``). Positions along a game share their earlier links, so a 2500-move tour and its
    Undo history cost memory in proportion to its length, not its square (the page's
    MicroPython slows to a crawl when its heap fills up).

    The game id's ``path=`` digits are kept the same way: ``tape`` is a bytearray of direction
    digits shared along the game, this position's moves being its first ``length - 1`` bytes.
    A move appends its digit when the previous position is the tape's tip, else (a new branch
    after Undo) starts a copy of the prefix; bytes already written never change. So the id of
    a long tour is one slice of the tape, not a walk of the whole chain (``first``: the start
    cell, carried along)."""

    __slots__ = ("board", "closed", "previous", "last", "length", "mask", "first", "tape")

    def __init__(self, board, closed=False, path=(), previous=None, cell=None):
        """The position of ``path`` (the cells visited, in order), or, with ``cell``, the
        position ``previous`` (None: no cell chosen yet) followed by a move to ``cell``."""
        if path:
            for cell in path[:-1]:
                previous = Position(board, closed, (), previous, cell)
            cell = path[-1]
        if cell is None:
            build(self, board=board, closed=bool(closed), previous=None, last=None, length=0, mask=0, first=None,
                  tape=None)
        elif previous is None:
            build(self, board=board, closed=bool(closed), previous=None, last=cell, length=1, mask=1 << cell,
                  first=cell, tape=bytearray())
        else:
            tape = previous.tape
            written = previous.length - 1  # the previous position's digits
            if len(tape) != written:  # another move was played from there: branch off a copy
                tape = tape[:written]
            tape.append(48 + board.direction(previous.last, cell))  # 48: the digit "0"
            build(self, board=board, closed=bool(closed), previous=previous, last=cell, length=previous.length + 1,
                  mask=previous.mask | (1 << cell), first=previous.first, tape=tape)

    @property
    def path(self):
        """The cells visited, in order (built by walking the chain back)."""
        cells = []
        link = self
        while link is not None and link.length:
            cells.append(link.last)
            link = link.previous
        cells.reverse()
        return tuple(cells)

    def _head(self):
        return (self.board.rows, self.board.cols, self.board.cut, self.closed, self.length,
                self.last, self.mask)

    def __eq__(self, other):
        if not isinstance(other, Position) or self._head() != other._head():
            return False
        mine, theirs = self, other
        while mine is not theirs and mine is not None:  # stops at a shared earlier link
            if mine.last != theirs.last:
                return False
            mine, theirs = mine.previous, theirs.previous
        return True

    def __hash__(self):
        return hash(self._head())

    def __repr__(self):
        return "Position(" + repr(self.game_id()) + ")"

    # --- queries -------------------------------------------------------------------------
    def start(self):
        return self.first

    def current(self):
        return self.last

    def is_visited(self, cell):
        return (self.mask >> cell) & 1 == 1

    def cell_count(self):
        return len(self.board.free)

    def legal_moves(self):
        """The cells the knight may go to next; any free cell while none is chosen yet."""
        if not self.length:
            return list(self.board.free)
        mask = self.mask
        return [c for c in self.board.neighbours[self.last] if not (mask >> c) & 1]

    def is_complete(self):
        return self.length == len(self.board.free)

    def closes(self):
        """True when the last cell is a knight's move from the first (a closed tour)."""
        return self.length > 2 and self.start() in self.board.neighbours[self.last]

    def is_won(self):
        return self.is_complete() and (self.closes() or not self.closed)

    def is_over(self):
        return self.is_complete() or not self.legal_moves()

    def status_text(self):
        """The end of the game in words, or '' while the knight can move."""
        cells = len(self.board.free)
        if self.is_complete():
            if self.closes():
                return tr("Closed tour: all {cells} cells visited and the knight is a move from its start.",
                          cells=cells)
            if self.closed:
                return tr("All {cells} cells visited, but cell {cell} is not a knight's move from the start "
                          "{start}: not a closed tour.", cells=cells, cell=self.last, start=self.start())
            return tr("Open tour: all {cells} cells visited.", cells=cells)
        if self.length and not self.legal_moves():
            return tr("Dead end: {visited} of {cells} cells visited, no free cell a knight's move away.",
                      visited=self.length, cells=cells)
        return ""

    # --- moves ---------------------------------------------------------------------------
    def play(self, cell):
        """The position after the knight goes to ``cell`` (the first one places it)."""
        if not isinstance(cell, int) or not 0 <= cell < self.board.size:
            raise IllegalMove(tr("{cell} is not a cell of this board", cell=shorten(cell)))
        if not self.board.is_free[cell]:
            raise IllegalMove(tr("cell {cell} is cut from the board", cell=cell))
        if self.is_visited(cell):
            raise IllegalMove(tr("cell {cell} is already visited", cell=cell))
        if self.length and self.board.direction(self.last, cell) < 0:
            raise IllegalMove(tr("cell {cell} is not a knight's move from cell {last}", cell=cell, last=self.last))
        return Position(self.board, self.closed, (), self if self.length else None, cell)

    def restart(self):
        """Back to the start cell (or to no cell at all when none was chosen)."""
        return Position(self.board, self.closed, [self.start()] if self.length else [])

    def with_cut(self, cut):
        """The same tour kind on the board with ``cut`` cells removed; the path is cleared."""
        return Position(board(self.board.rows, self.board.cols, cut), self.closed)

    # --- codec ---------------------------------------------------------------------------
    def game_id(self):
        pairs = []
        if self.board.cut:
            pairs.append(("cut", format_cells(self.board.cut)))
        if self.closed:
            pairs.append(("closed", 1))
        if self.length:
            pairs.append(("start", self.first))
        if self.length > 1:
            pairs.append(("path", self.path_digits()))
        return join_game_id(FAMILY, self.board.name, pairs)

    def path_digits(self):
        """The ``path=`` value: one direction digit per move after the start (from the tape)."""
        return str(self.tape[:self.length - 1], "ascii")


def format_cells(cells):
    """``0,3,7-12``: cells in increasing order, each run of three or more as ``first-last``."""
    parts = []
    index = 0
    while index < len(cells):
        end = index
        while end + 1 < len(cells) and cells[end + 1] == cells[end] + 1:
            end += 1
        if end - index >= 2:
            parts.append("%d-%d" % (cells[index], cells[end]))
        else:
            parts.extend(str(c) for c in cells[index:end + 1])
        index = end + 1
    return ",".join(parts)


def parse_cells(text, size):
    """The cells of a ``cut=`` value (any order, runs ``a-b`` allowed); GameIdError if bad."""
    cells = set()
    for item in text.split(","):
        first, dash, last = item.partition("-")
        ends = (first, last) if dash else (first,)
        for end in ends:
            if not end.isdigit() or len(end) > 6:
                raise GameIdError(tr("cut= has {item}, not a cell number or a run a-b", item=shorten(item)))
        low, high = int(ends[0]), int(ends[-1])
        if low > high:
            raise GameIdError(tr("cut= has the run {item} backwards", item=shorten(item)))
        if high >= size:
            raise GameIdError(tr("cut= has cell {cell}, but the board's cells are 0..{last}", cell=high, last=size - 1))
        for cell in range(low, high + 1):
            if cell in cells:
                raise GameIdError(tr("cut= lists cell {cell} twice", cell=cell))
            cells.add(cell)
    return sorted(cells)


def parse_size(variant):
    """Rows and columns from ``<rows>x<cols>``."""
    rows_text, x, cols_text = variant.partition("x")
    sizes = []
    for text in (rows_text, cols_text):
        if not x or not text.isdigit() or (len(text) > 1 and text[0] == "0"):  # (08: not the id of 8)
            raise GameIdError(tr("knight board {board} must be <rows>x<cols>, e.g. 8x8", board=shorten(variant)))
        sizes.append(int(text) if len(text) <= 3 else MAX_SIZE + 1)  # a longer number is too large, unread
    rows, cols = sizes
    if not MIN_SIZE <= rows <= MAX_SIZE:
        raise GameIdError(tr("knight board {board}: rows must be {low}..{high}", board=shorten(variant),
                             low=MIN_SIZE, high=MAX_SIZE))
    if not MIN_SIZE <= cols <= MAX_SIZE:
        raise GameIdError(tr("knight board {board}: columns must be {low}..{high}", board=shorten(variant),
                             low=MIN_SIZE, high=MAX_SIZE))
    return rows, cols


def parse(variant, params):
    """The position named by ``knight/<variant>?<params>``; raises GameIdError on bad input."""
    for key in params:
        if key not in KEYS:
            raise GameIdError(tr("unknown key {key} for the knight's tour; keys: {keys}", key=shorten(key),
                                 keys=", ".join(KEYS)))
    rows, cols = parse_size(variant)
    cut = parse_cells(params["cut"], rows * cols) if "cut" in params else ()
    if len(cut) == rows * cols:
        raise GameIdError(tr("cut= removes every cell of the board"))
    geometry = board(rows, cols, cut)
    closed = parse_int(params, "closed", 0, 1, 0) == 1
    start = parse_int(params, "start", 0, geometry.size - 1, noun=mark("cell"))
    if start is None:
        if "path" in params:
            raise GameIdError(tr("path= needs start= (the knight's first cell)"))
        return Position(geometry, closed)
    if not geometry.is_free[start]:
        raise GameIdError(tr("start={start} is a cut cell", start=start))
    path = [start]
    seen = set(path)
    for index, ch in enumerate(params.get("path", "")):
        if ch not in "01234567":
            raise GameIdError(tr("path= move {move} is {digit}; moves are digits 0-7", move=index + 1,
                                 digit=shorten(ch)))
        cell = geometry.step(path[-1], int(ch))
        if cell < 0:
            raise GameIdError(tr("path= move {move} leaves the board from cell {cell}", move=index + 1, cell=path[-1]))
        if not geometry.is_free[cell]:
            raise GameIdError(tr("path= move {move} lands on the cut cell {cell}", move=index + 1, cell=cell))
        if cell in seen:
            raise GameIdError(tr("path= move {move} comes back to cell {cell}", move=index + 1, cell=cell))
        path.append(cell)
        seen.add(cell)
    return Position(geometry, closed, path)


def variants():
    """``(variant, title)`` for the menu: board sizes, then seed 001's problem A (the titles in
    the page's language)."""
    return [(variant, tr(title)) for variant, title in VARIANTS]


# The settings a menu entry of its own keeps (registry.menu_choice): a board with cut cells, a
# closed tour; never the start or the path.
MENU_KEYS = ("cut", "closed")


def menu_label(variant, keys):
    """The menu's name for a board no entry names (registry.menu_choice): "6 x 6", "6 x 6
    (closed)", in the page's language."""
    rows, _, cols = variant.partition("x")
    if keys.get("closed") == "1":
        return tr("{rows} x {cols} (closed)", rows=rows, cols=cols)
    return tr("{rows} x {cols}", rows=rows, cols=cols)


def presets():
    """Game ids of the menu's boards and the published problems."""
    return [FAMILY + "/" + variant for variant, _ in VARIANTS]


def new_game(variant):
    """The game of a menu entry (a size, or a size with keys such as problem A)."""
    _, name, params = split_game_id(FAMILY + "/" + variant)
    return parse(name, params)
