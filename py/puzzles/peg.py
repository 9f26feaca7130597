"""Peg solitaire: rules, boards and the game-id codec (seeds 000-002, PUZZLES.md).

A peg jumps over one neighbouring peg into an empty hole on the far side, in a straight line,
and the jumped peg is removed. A chain of jumps by the same peg counts as one move. Goal: one
peg left (on the ``finish`` hole when one is set).

Boards are data: a picture (one character per lattice column, ``o`` = hole) and the jump
vectors of the lattice. Holes are numbered row by row from 0, as in the seeds. The jump table,
the corners and the peg classes are derived from that geometry. Runs on MicroPython too.
"""

from puzzles.gameid import GameIdError, join_game_id, parse_int, shorten
from puzzles.keyed import KeyedPosition

FAMILY = "peg"
TITLE = "Peg solitaire"

ORTHOGONAL = ((1, 0), (0, 1))
TRIANGULAR = ((2, 0), (1, 1), (-1, 1))  # picture columns are half a hole apart
HOPPERS = ((1, 1), (1, -1), (2, 0), (0, 2))  # diagonal over a neighbour, straight over a gap

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


class Board:
    """A board's geometry and everything derived from it (jump table, corners, classes)."""

    def __init__(self, name, title, picture, vectors, default_empty, y_scale):
        self.name = name
        self.title = title
        self.default_empty = default_empty
        self.y_scale = y_scale
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


_boards = {}


def board(name):
    """The board called ``name`` (built once from its picture)."""
    if name not in BOARD_DATA:
        raise GameIdError("unknown peg board " + shorten(name) + "; boards: " + ", ".join(BOARD_ORDER))
    if name not in _boards:
        title, picture, vectors, empty, y_scale = BOARD_DATA[name]
        _boards[name] = Board(name, title, picture, vectors, empty, y_scale)
    return _boards[name]


class IllegalMove(ValueError):
    """A jump the rules do not allow; the message says why."""


class Position(KeyedPosition):
    """An immutable peg-solitaire position.

    ``pegs`` is a bit board (bit h set = peg on hole h); ``empty`` is the hole emptied at the
    start, ``finish`` the hole the last peg must end on (or None), ``moves`` the moves played so
    far and ``last`` the hole where the previous jump landed (-1 if none), since a jump from
    there continues the same move.
    """

    __slots__ = ("board", "pegs", "empty", "finish", "moves", "last")

    def __init__(self, board, pegs, empty, finish=None, moves=0, last=-1):
        self.board = board
        self.pegs = pegs
        self.empty = empty
        self.finish = finish
        self.moves = moves
        self.last = last

    def _key(self):
        return (self.board.name, self.pegs, self.empty, self.finish, self.moves, self.last)

    # --- queries -------------------------------------------------------------------------
    def has_peg(self, hole):
        return (self.pegs >> hole) & 1 == 1

    def peg_count(self):
        return bin(self.pegs).count("1")

    def jumps_played(self):
        return self.board.size - 1 - self.peg_count()

    def is_start(self):
        return self.pegs == self.board.full & ~(1 << self.empty)

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
                return "Solved in %d moves: one peg left" % self.moves + (
                    " on hole %d." % self.finish if self.finish is not None else ".")
            return "One peg left, but not on the finish hole %d." % self.finish
        return "No moves left: %d pegs remain." % left

    # --- moves ---------------------------------------------------------------------------
    def jump(self, frm, to):
        """The position after the peg on ``frm`` jumps to ``to``."""
        for over, target in self.board.jumps[frm] if 0 <= frm < self.board.size else ():
            if target == to:
                break
        else:
            raise IllegalMove("no jump from hole %s to hole %s on this board" % (frm, to))
        if not self.has_peg(frm):
            raise IllegalMove("hole %d has no peg" % frm)
        if not self.has_peg(over):
            raise IllegalMove("hole %d has no peg to jump over" % over)
        if self.has_peg(to):
            raise IllegalMove("hole %d is not empty" % to)
        moves = self.moves if frm == self.last else self.moves + 1
        pegs = self.pegs ^ ((1 << frm) | (1 << over) | (1 << to))
        return Position(self.board, pegs, self.empty, self.finish, moves, to)

    def play(self, move):
        """Play a whole move ``[from, to, to, ...]`` (a chain of jumps by one peg)."""
        if len(move) < 2:
            raise IllegalMove("a move lists the holes a peg visits: [from, to, ...]")
        position = self
        for frm, to in zip(move, move[1:]):
            position = position.jump(frm, to)
        return position

    def restart(self):
        return start_position(self.board, self.empty, self.finish)

    # --- codec ---------------------------------------------------------------------------
    def game_id(self):
        pairs = [("empty", self.empty)]
        if self.finish is not None:
            pairs.append(("finish", self.finish))
        if not self.is_start() or self.moves:
            bits = "".join("1" if self.has_peg(h) else "0" for h in range(self.board.size))
            pairs.append(("pegs", bits))
            pairs.append(("moves", self.moves))
            if self.last >= 0:
                pairs.append(("last", self.last))
        return join_game_id(FAMILY, self.board.name, pairs)


def start_position(board, empty, finish=None):
    return Position(board, board.full & ~(1 << empty), empty, finish)


KEYS = ("empty", "finish", "pegs", "moves", "last")


def parse(variant, params):
    """The position named by ``peg/<variant>?<params>``; raises GameIdError on bad input."""
    geometry = board(variant)
    for key in params:
        if key not in KEYS:
            raise GameIdError("unknown key " + shorten(key) + " for peg solitaire; keys: " + ", ".join(KEYS))
    top = geometry.size - 1
    empty = parse_int(params, "empty", 0, top, geometry.default_empty)
    finish = parse_int(params, "finish", 0, top)
    if "pegs" not in params:
        for key in ("moves", "last"):
            if key in params:
                raise GameIdError(key + "= needs pegs= (a position in progress)")
        return start_position(geometry, empty, finish)
    bits = params["pegs"]
    if len(bits) != geometry.size or bits.strip("01"):
        raise GameIdError("pegs=%s must be %d characters of 0 and 1 (one per hole, hole 0 first)"
                          % (shorten(bits), geometry.size))
    pegs = 0
    for hole, ch in enumerate(bits):
        if ch == "1":
            pegs |= 1 << hole
    if pegs == 0:
        raise GameIdError("pegs= has no peg at all")
    position = Position(geometry, pegs, empty, finish)
    jumps = position.jumps_played()
    if jumps < 0:
        raise GameIdError("pegs= fills every hole: a game starts with one hole empty")
    moves = parse_int(params, "moves", 0, top, jumps)
    if moves > jumps or (jumps > 0 and moves == 0):
        raise GameIdError("moves=%d does not fit %d jumps played" % (moves, jumps))
    last = parse_int(params, "last", 0, top, -1)
    if last >= 0 and not position.has_peg(last):
        raise GameIdError("last=%d must be a hole with a peg" % last)
    if last >= 0 and jumps == 0:
        raise GameIdError("last=%d needs a jump played before it" % last)
    return Position(geometry, pegs, empty, finish, moves, last)


def variants():
    """``(variant, title)`` for every board, in menu order."""
    return [(name, BOARD_DATA[name][0]) for name in BOARD_ORDER]  # titles without building boards


def presets():
    """Game ids of every board's default start, then the published problems."""
    return [new_game(name).game_id() for name in BOARD_ORDER] + list(PUBLISHED)


def new_game(variant):
    geometry = board(variant)
    return start_position(geometry, geometry.default_empty)
