"""Peg solitaire, English 33 centre start: the shipped sets of winning positions (issue 11).

The centre game starts with every hole filled but the centre (16) and is won with one peg,
on the centre. A position is *winning* when it lies on a winning path: the start reaches it
and it reaches the finish. scripts/make_peg_table.py computes the set once, at development
time, and writes it to ``data/english33.bin``; this module reads it lazily (at the first
English-33 search, in the worker only) and answers "is this position still winnable?" with one
canonical form and one binary search; it also gives each position's fewest moves to go (a
chain of jumps by one peg being one move), for Hint and for Solve's proven 18 moves.

Only half the set is stored. Played backwards, solitaire is solitaire with pegs and holes
swapped: the jump a->c that takes P to P' is also a jump a->c from the complement of P' to
the complement of P. The centre game's start is the complement of its finish, so a position
with k pegs is winning exactly when its complement (33 - k pegs) is; the file keeps the
positions of 17 to 32 pegs and a position of 16 or fewer pegs is looked up by its complement.

Without a finish hole the last peg may also end on an edge hole, 1, 13, 19 or 31 (all alike
under the symmetries that keep the centre). The second file, ``data/english33_edge.bin``, is
the game from the centre start to one peg on an edge hole. Computed in full by the script,
its winning set turns out to be the centre game's (every position that can end on the centre
can end on an edge hole, and the other way round), so the file only holds its moves to go,
as differences from the centre table's, for the same keys: a few hundred bytes, since ending
on an edge hole takes one move fewer from every position of three pegs or more (OffsetSet;
the script checks all this before it writes the file). EitherFinish asks both tables.

Positions are bit boards (bit h = peg on hole h) taken up to the board's 8 symmetries: the
key is the smallest bit board among the 8 images. The file (format below) holds the sorted
keys as deltas, each cut into 4 byte planes (all low bytes, then the next bytes, ...), which
xz packs well; decoding is C-speed (frombytes, accumulate). CPython/Pyodide only.

File format: ``MAGIC``, the key count n as 4 bytes little-endian, then one xz stream of
6n bytes: the 4 byte planes of the deltas (uint32) of the sorted keys (the first delta is
the first key), then n bytes: the fewest moves to go from each key, then n bytes: those from
each key's complement. The edge file (OffsetSet): ``OFFSET_MAGIC``, n, the first 8 bytes of
the centre file's SHA-256 (the file it was made against), then one xz stream of the n upper
and the n lower differences (mod 256; a value of ABSENT, 255, means not winning).
"""

import bisect
import itertools
import time
import hashlib
from array import array
from pathlib import Path
from typing import Generator

from puzzles import data_files

MAGIC = b"PEG33W1\n"
FILE = "peg/data/english33.bin"  # paths inside the package (puzzles.data_files)
EDGE_FILE = "peg/data/english33_edge.bin"
BOARD = "english33"
CENTRE = 16
EDGE = 1  # the edge table's finish: hole 1, or by symmetry 13, 19 or 31
EDGES = (1, 13, 19, 31)
ABSENT = 255  # a moves-to-go value of the edge table: this position is not winning
OFFSET_MAGIC = b"PEG33D1\n"
SIZE = 33
FULL = (1 << SIZE) - 1
HALF = 17  # positions of HALF or more pegs are stored, the others looked up by complement
CHUNK_BITS = 11  # canonical(): three 11-bit slices of the 33-bit board, one table each


def symmetry_tables(symmetries: list[list[int]]) -> list[tuple[list[int], ...]]:
    """For each symmetry but the identity: the image of every value of each 11-bit slice."""
    tables = []
    for perm in symmetries:
        if perm == list(range(SIZE)):
            continue
        slices = []
        for base in range(0, SIZE, CHUNK_BITS):
            row = [0] * (1 << CHUNK_BITS)
            for value in range(1, 1 << CHUNK_BITS):
                bit = (value & -value).bit_length() - 1
                row[value] = row[value & (value - 1)] | (
                    1 << perm[base + bit] if base + bit < SIZE else 0)
            slices.append(row)
        tables.append(tuple(slices))
    return tables


class Canon:
    """The canonical form (smallest image under the 8 symmetries) of English-33 positions."""

    def __init__(self) -> None:
        from puzzles.peg.rules import board
        from puzzles.peg.problem import board_symmetries
        perms = board_symmetries(board(BOARD))
        assert len(perms) == 8
        self.tables = symmetry_tables(perms)

    def one(self, pegs: int) -> int:
        smallest = pegs
        for t0, t1, t2 in self.tables:
            image = t0[pegs & 2047] | t1[pegs >> 11 & 2047] | t2[pegs >> 22]
            if image < smallest:
                smallest = image
        return smallest

    def batch(self, boards: list[int]) -> list[int]:
        """canonical forms of a list of positions (list comprehensions: several times faster
        than one() in a loop)."""
        images = [boards]
        for t0, t1, t2 in self.tables:
            images.append([t0[b & 2047] | t1[b >> 11 & 2047] | t2[b >> 22] for b in boards])
        return list(map(min, *images))


# --- the file ---------------------------------------------------------------------------
def encode(keys: list[int], upper: bytes, lower: bytes) -> bytes:
    """The file's bytes: ``keys`` sorted, ``upper[i]`` the moves to go from keys[i], ``lower[i]``
    those from its complement."""
    import lzma
    assert keys == sorted(keys) and len(upper) == len(lower) == len(keys)
    deltas = array("I", [b - a for a, b in zip([0] + keys, keys)])
    assert deltas.itemsize == 4
    if not _little_endian():
        deltas.byteswap()
    raw = deltas.tobytes()
    body = b"".join(raw[i::4] for i in range(4)) + bytes(upper) + bytes(lower)
    packed = lzma.compress(body, format=lzma.FORMAT_XZ, preset=9 | lzma.PRESET_EXTREME)
    return MAGIC + len(keys).to_bytes(4, "little") + packed


def decode(data: bytes) -> tuple[array, bytes, bytes]:
    """``(keys, upper, lower)`` as encode() took them (keys an array of uint64), from the
    file's bytes; ValueError if they are damaged."""
    import lzma
    if not data.startswith(MAGIC) or len(data) < len(MAGIC) + 4:
        raise ValueError("%s is not a peg table (regenerate it: scripts/make_peg_table.py)" % FILE)
    count = int.from_bytes(data[len(MAGIC):len(MAGIC) + 4], "little")
    try:
        body = lzma.decompress(data[len(MAGIC) + 4:], format=lzma.FORMAT_XZ)
    except lzma.LZMAError as error:
        raise ValueError("%s is damaged: %s" % (FILE, error)) from None
    if len(body) != 6 * count:
        raise ValueError("%s is damaged: %d bytes for %d keys" % (FILE, len(body), count))
    raw = bytearray(4 * count)
    for i in range(4):
        raw[i::4] = body[i * count:(i + 1) * count]
    deltas = array("I")
    deltas.frombytes(bytes(raw))
    if not _little_endian():
        deltas.byteswap()
    return array("Q", itertools.accumulate(deltas)), body[4 * count:5 * count], body[5 * count:]


def _little_endian() -> bool:
    return array("H", [1]).tobytes() == b"\x01\x00"


# --- lookups ------------------------------------------------------------------------------
class WinningSet:
    """A game's winning positions and their moves to go, for any English-33 bit board (the
    centre file's: to one peg on the centre): ``moves_to_go(pegs)`` is None off the set,
    else the fewest moves (a chain of jumps by one peg is one move) to the finish."""

    def __init__(self, keys: array, upper: bytes, lower: bytes, digest: bytes = b"") -> None:
        self.digest = digest  # of the file it was read from (an OffsetSet checks it)
        self.keys = keys
        self.upper = upper
        self.lower = lower
        self.canon = Canon()
        from puzzles.peg.rules import board
        geometry = board(BOARD)
        # jumps_from[h]: (mask of the three holes, pegs wanted, landing hole) of a peg on h.
        self.jumps_from = [[((1 << h) | (1 << o) | (1 << t), (1 << h) | (1 << o), t)
                            for o, t in geometry.jumps[h]] for h in range(SIZE)]

    def __len__(self) -> int:
        return len(self.keys)

    def locate(self, pegs: int) -> "tuple[int, bool] | None":
        """(index of the key, whether it is the key's complement) of ``pegs``, or None when
        neither it nor its complement is a key."""
        low = pegs.bit_count() < HALF
        key = self.canon.one(FULL ^ pegs if low else pegs)
        keys = self.keys
        i = bisect.bisect_left(keys, key)
        if i == len(keys) or keys[i] != key:
            return None
        return i, low

    def moves_to_go(self, pegs: int) -> "int | None":
        found = self.locate(pegs)
        if found is None:
            return None
        value = (self.lower if found[1] else self.upper)[found[0]]
        return None if value == ABSENT else value

    def __contains__(self, pegs: int) -> bool:
        return self.moves_to_go(pegs) is not None

    def value(self, pegs: int, last: int = -1) -> "int | None":
        """The fewest moves to go, the peg on ``last`` (if any) going on jumping for free."""
        return self.after_landing(pegs, last) if last >= 0 else self.moves_to_go(pegs)

    def after_landing(self, pegs: int, hole: int) -> "int | None":
        """The fewest moves to go from ``pegs`` when the peg that just landed on ``hole`` may
        go on jumping for free (its chain is still the same move); None off the set."""
        best = self.moves_to_go(pegs)
        if best is None:
            return None
        for mask, want, to in self.jumps_from[hole]:
            if pegs & mask == want:
                chained = self.after_landing(pegs ^ mask, to)
                if chained is not None and chained < best:
                    best = chained
        return best

    def best_move(self, pegs: int, last: int = -1) -> "list[int] | None":
        """One move ``[from, to, ...]`` on an optimal path from ``pegs`` (a chain continuing
        the jump that landed on ``last`` first, if that is best), or None when lost or won."""
        goal = self.value(pegs, last)
        if not goal:
            return None
        move: list[int] = []
        if last >= 0 and goal < (self.moves_to_go(pegs) or 0):
            move, paid = [last], 0  # a free chain from ``last`` does better
        else:
            paid = 1
        while True:
            holes = [move[-1]] if move else range(SIZE)
            for frm in holes:
                if not pegs >> frm & 1:
                    continue
                for mask, want, to in self.jumps_from[frm]:
                    if pegs & mask == want:
                        left = self.after_landing(pegs ^ mask, to)
                        if left is not None and left + paid == goal:
                            break
                else:
                    continue
                break
            else:
                raise AssertionError("the table has no move of value %d here" % goal)
            if not move:
                move = [frm]
            move.append(to)
            pegs ^= mask
            goal, paid = left, 0
            if self.moves_to_go(pegs) == goal:  # the move may stop here
                return move


class OffsetSet(WinningSet):
    """A table over another table's keys (``base``) whose moves to go are stored as their
    differences from the base's (mod 256; ABSENT as the value where a position is not
    winning here), and whose ``goals`` (one-peg positions) are won: the edge table."""

    def __init__(self, base: WinningSet, upper_delta: bytes, lower_delta: bytes,
                 goals: "tuple[int, ...]") -> None:
        # The base's keys, bytes, symmetry tables and jumps, shared, not built again.
        self.__dict__.update(base.__dict__)
        self.upper_delta = upper_delta
        self.lower_delta = lower_delta
        self.goals = goals

    def moves_to_go(self, pegs: int) -> "int | None":
        if pegs.bit_count() == 1:
            return 0 if pegs in self.goals else None
        found = self.locate(pegs)
        if found is None:
            return None
        i, low = found
        value = ((self.lower[i] + self.lower_delta[i]) if low
                 else (self.upper[i] + self.upper_delta[i])) & 255
        return None if value == ABSENT else value


def file_digest(data: bytes) -> bytes:
    """What an OffsetSet's file records of the base file it was made against."""
    return hashlib.sha256(data).digest()[:8]


def encode_offsets(upper_delta: bytes, lower_delta: bytes, base_digest: bytes) -> bytes:
    """An OffsetSet's file (see the module's docstring)."""
    import lzma
    assert len(upper_delta) == len(lower_delta) and len(base_digest) == 8
    packed = lzma.compress(bytes(upper_delta) + bytes(lower_delta), format=lzma.FORMAT_XZ,
                           preset=9 | lzma.PRESET_EXTREME)
    return OFFSET_MAGIC + len(upper_delta).to_bytes(4, "little") + base_digest + packed


def decode_offsets(data: bytes, count: int, base_digest: bytes) -> tuple[bytes, bytes]:
    """(upper, lower) differences of an OffsetSet's file made against a base of ``count``
    keys whose file has ``base_digest``; ValueError if the file is damaged or made against
    another base."""
    import lzma
    head = len(OFFSET_MAGIC) + 12
    if not data.startswith(OFFSET_MAGIC) or len(data) < head:
        raise ValueError("%s is not a peg offsets table (regenerate it: scripts/make_peg_table.py "
                         "--edge)" % EDGE_FILE)
    if (int.from_bytes(data[len(OFFSET_MAGIC):len(OFFSET_MAGIC) + 4], "little") != count
            or data[len(OFFSET_MAGIC) + 4:head] != base_digest):
        raise ValueError("%s was made against another %s (regenerate it)" % (EDGE_FILE, FILE))
    try:
        body = lzma.decompress(data[head:], format=lzma.FORMAT_XZ)
    except lzma.LZMAError as error:
        raise ValueError("%s is damaged: %s" % (EDGE_FILE, error)) from None
    if len(body) != 2 * count:
        raise ValueError("%s is damaged: %d bytes for %d keys" % (EDGE_FILE, len(body), count))
    return body[:count], body[count:]


class EitherFinish:
    """The centre start's game without a finish hole: one peg left anywhere wins. From the
    centre start a lone last peg can only stand on 16, 1, 13, 19 or 31 (the holes a multiple
    of three rows and columns away from the centre: the rule of three), so a position wins
    when it wins to the centre (the centre table) or to an edge hole (the edge table), and its
    moves to go are the fewer of the two. A best path stays inside one of the two sets, so
    each question goes to both and takes the better answer."""

    def __init__(self, centre: WinningSet, edge: WinningSet) -> None:
        self.tables = (centre, edge)

    def __len__(self) -> int:
        return max(len(table) for table in self.tables)  # the edge table shares the keys

    def moves_to_go(self, pegs: int) -> "int | None":
        return _least(table.moves_to_go(pegs) for table in self.tables)

    def __contains__(self, pegs: int) -> bool:
        return self.moves_to_go(pegs) is not None

    def after_landing(self, pegs: int, hole: int) -> "int | None":
        return _least(table.after_landing(pegs, hole) for table in self.tables)

    def value(self, pegs: int, last: int = -1) -> "int | None":
        return _least(table.value(pegs, last) for table in self.tables)

    def best_move(self, pegs: int, last: int = -1) -> "list[int] | None":
        goal = self.value(pegs, last)
        for table in self.tables:
            if goal and table.value(pegs, last) == goal:
                return table.best_move(pegs, last)
        return None


def _least(values) -> "int | None":
    known = [value for value in values if value is not None]
    return min(known) if known else None


_loaded: dict[str, WinningSet] = {}
# Why a file cannot be used, once found damaged (not tried again). A file that could not be
# fetched (OSError: the network) is noted only in ``missing`` and tried again next time.
problem: dict[str, str] = {}
missing: dict[str, str] = {}


def path(file: str = FILE) -> Path:
    return data_files.path(file)


def load(file: str = FILE) -> Generator[dict, None, "WinningSet | None"]:
    """A table, read from its file at the first call (a search-style generator: one
    progress dict, then the table); None when the file cannot be read (see ``_read``)."""
    if file not in _loaded and file not in problem:
        # ``patient``: the next slice reads (in the browser, fetches) the file: the page waits longer.
        # ``needs``: in the browser, the file is downloaded first, its progress shown (puzzles.jobs).
        yield {"positions": 0, "depth": 0, "phase": "loading the English 33 table", "patient": True, "needs": file}
    return _read(file, lambda data: WinningSet(*decode(data), file_digest(data)))


def load_edge(centre: WinningSet) -> "OffsetSet | None":
    """The edge table (over the centre table's keys), read at the first call."""
    return _read(EDGE_FILE, lambda data: OffsetSet(
        centre, *decode_offsets(data, len(centre), centre.digest), tuple(1 << hole for hole in EDGES)))


def _read(file: str, make) -> "WinningSet | None":
    """The table ``make(bytes of file)``, kept once made; None when the file is damaged
    (noted in ``problem``, not tried again) or cannot be read now (noted in ``missing``)."""
    if file in _loaded:
        return _loaded[file]
    if file in problem:
        return None
    try:
        _loaded[file] = make(data_files.read_bytes(file))
    except OSError as error:
        missing[file] = "%s: %s" % (type(error).__name__, error)
        return None
    except (ValueError, ImportError) as error:
        problem[file] = "%s: %s" % (type(error).__name__, error)
        return None
    return _loaded[file]


def load_for(finish: "int | None") -> Generator[dict, None, "WinningSet | EitherFinish | None"]:
    """The table of the centre start's game with this finish: the centre table for 16, both
    tables for no finish hole (None when a file cannot be read)."""
    centre = yield from load(FILE)
    if finish is not None or centre is None:
        return centre
    edge = load_edge(centre)
    return None if edge is None else EitherFinish(centre, edge)


def centre_start(board_name: str, empty: int, finish: "int | None") -> bool:
    """True for the games the tables serve: English 33 from the centre hole, to finish on
    the centre or anywhere."""
    return board_name == BOARD and empty == CENTRE and finish in (None, CENTRE)


def timed_load(finish: "int | None" = CENTRE) -> tuple[float, "WinningSet | EitherFinish | None"]:
    """(seconds, set): the load's time, for the tests and the bench."""
    begin = time.perf_counter()
    job = load_for(finish)
    while True:
        try:
            next(job)
        except StopIteration as stop:
            return time.perf_counter() - begin, stop.value

