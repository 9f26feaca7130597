"""Additive pattern databases for the 15-puzzle (Korf and Felner's disjoint databases).

The tiles are split into disjoint groups (PARTITIONS). A group's database holds, for every
placement of its tiles, the fewest moves *of those tiles* that bring them home, the other
tiles being don't-cares that the space passes through freely. A move moves one tile, so the
numbers of the groups add up to a lower bound on the moves left. The goal (space in the
corner) is symmetric in the main diagonal, so the same databases read at mirrored cells bound
the mirror image of a position, which needs as many moves: the larger of the two sums is a
lower bound too (slide_fifteen). Two partitions:

* ``6-6-3`` (the one used): the block 5 6 9 10 13 14, the block 4 7 8 11 12 15 and the top
  row's 1 2 3, 2 x 16**6 + 16**3 bytes in memory (33.6 MB). Of the 6-6-3 splits measured
  (PARTITION_CHOICE) it searches the fewest positions;
* ``5-5-5`` (the fallback, when the 6-6-3 file is missing, damaged or this Python has no
  lzma): 1 2 3 5 6 / 4 7 8 11 12 / 9 10 13 14 15, 3 x 16**5 bytes (3.1 MB).

Index of a placement: the sum of ``cell * 16**k`` over the group's tiles (k = the tile's place
in the group), so a move changes it by a constant. Indices where two tiles share a cell are
never read; they hold UNSET.

Building a database is a breadth-first sweep over (placement, region of the space): the space
wanders for free among the cells no group tile holds, so all that matters of it is which
connected region of those cells it is in; a group tile next to that region moves into it for
one move. 5.8 million placements for a 6-tile group, a minute or two natively per group (the
5-5-5 ones take seconds); far too slow for the page, so ``python -m puzzles.slide.patterns``
writes them, compressed, into binary files beside this module (generated, checked in: FILES),
and the worker only inflates them (slide_patterns_data).

File format: the magic ``b"15PDB2\\n"``, the codec in four ASCII bytes (``xz`` or ``zlib``,
padded with spaces), one byte: the number of groups, then per group one byte (its size n), n
bytes (its tiles), four bytes (big-endian: the length of its compressed data); then the groups'
data, each one stream (xz, or zlib) of the 16**n bytes of its database. The 6-6-3 file is xz
(1.9 MB; zlib would be 4.7 MB); the 5-5-5 file zlib (0.5 MB), so that the fallback needs
nothing but zlib. CPython/Pyodide only.
"""

import struct
import sys
import zlib
from array import array
from pathlib import Path
from typing import Generator

from puzzles.words import message

SIDE = 4
CELLS = 16
UNSET = 255
PARTITIONS = {
    "6-6-3": ((5, 6, 9, 10, 13, 14), (4, 7, 8, 11, 12, 15), (1, 2, 3)),
    "5-5-5": ((1, 2, 3, 5, 6), (4, 7, 8, 11, 12), (9, 10, 13, 14, 15)),
}
PREFERRED = ("6-6-3", "5-5-5")  # best first; the rest are fallbacks
FILES = {"6-6-3": "slide/data/patterns_663.bin", "5-5-5": "slide/data/patterns_555.bin"}  # in the package
# 6-6-3 in xz (1.9 MB instead of zlib's 4.7); the fallback in zlib, which every Python has.
CODEC = {"6-6-3": "xz", "5-5-5": "zlib"}
CODECS = ("xz", "zlib")
SLICE = 1 << 20  # bytes inflated between two progress reports
MAGIC = b"15PDB2\n"

# How 6-6-3 was chosen: IDA* with each split's databases and the mirror bound on 100 random
# deals (slide.shuffled with random.Random(2026)): positions searched in all, and the
# mean bound of 3000 random positions. The first is used.
PARTITION_CHOICE = (
    ("1 2 3 / 5 6 9 10 13 14 / 4 7 8 11 12 15", 42_056_229, 43.07),
    ("2 3 4 / 1 5 6 9 10 13 / 7 8 11 12 14 15", 62_942_035, 42.98),
    ("3 4 8 / 1 2 5 6 9 13 / 7 10 11 12 14 15", 97_823_883, 42.67),
    ("1 2 3 / 5 6 7 9 10 11 / 4 8 12 13 14 15", 223_098_529, 41.73),
    # measured on the first 20 of those deals only (the first split: 3_853_744 there)
    ("13 14 15 / 1 2 5 6 9 10 / 3 4 7 8 11 12", 12_786_110, 42.11),
    ("1 2 5 / 3 4 7 8 11 12 / 6 9 10 13 14 15", 25_490_032, 41.68),
)


def mirror(cell: int) -> int:
    """The cell's image in the main diagonal."""
    return (cell % SIDE) * SIDE + cell // SIDE


def home(tile: int) -> int:
    return tile - 1


def neighbours(cell: int) -> list[int]:
    r, c = divmod(cell, SIDE)
    return [(r + dr) * SIDE + c + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
            if 0 <= r + dr < SIDE and 0 <= c + dc < SIDE]


NEIGHBOUR_MASK = [sum(1 << other for other in neighbours(cell)) for cell in range(CELLS)]


def placement_index(cells: list[int]) -> int:
    return sum(cell * 16 ** k for k, cell in enumerate(cells))


def region(free: int, cell: int) -> int:
    """The cells (a bit mask) the space on ``cell`` reaches through the ``free`` cells."""
    reached = 1 << cell
    while True:
        grown = reached
        for other in range(CELLS):
            if reached >> other & 1:
                grown |= NEIGHBOUR_MASK[other]
        grown &= free
        if grown == reached:
            return reached
        reached = grown


def build(group: tuple) -> Generator[dict, None, bytearray]:
    """The database of ``group`` (16**n bytes for n tiles), by a breadth-first sweep from the
    goal over (placement, region of the space).

    ``seen[index]`` holds the space's cells already reached with that placement (a mask: a
    union of whole regions); a layer maps each placement index to the regions first reached
    at this depth. From a layer, a group tile on cell p next to one of the space's cells q
    moves into it: the placement changes by a constant, the space is now on p and may be
    anywhere in p's region. A placement's entry is the first depth at which it is reached.
    """
    size = len(group)
    weights = [16 ** k for k in range(size)]
    table = bytearray([UNSET]) * 16 ** size
    seen = array("H", bytes(2 * 16 ** size))
    regions: dict[int, int] = {}
    # steps[k][p]: (bit of q, index change, cells that change) for tile k going p -> q.
    steps = [[[(1 << q, (q - p) * weights[k], (1 << p) | (1 << q)) for q in neighbours(p)]
              for p in range(CELLS)] for k in range(size)]
    shifts = [4 * k for k in range(size)]
    homes = [home(t) for t in group]
    start = placement_index(homes)
    start_spaces = region(0xFFFF ^ sum(1 << c for c in homes), CELLS - 1)
    table[start] = 0
    seen[start] = start_spaces
    layer = {start: start_spaces}
    depth = 0
    positions = 0
    while layer:
        positions += len(layer)
        yield {"positions": positions, "depth": depth, "phase": message("pattern database")}
        depth += 1
        following: dict[int, int] = {}
        get = following.get
        for index, spaces in layer.items():
            cells = [(index >> shift) & 15 for shift in shifts]
            free = 0xFFFF
            for p in cells:
                free ^= 1 << p
            for k in range(size):
                p = cells[k]
                if not NEIGHBOUR_MASK[p] & spaces:
                    continue
                for bit, change, flip in steps[k][p]:
                    if spaces & bit:
                        after = index + change
                        known = seen[after]
                        if known >> p & 1:
                            continue
                        key = (free ^ flip) << 4 | p
                        reached = regions.get(key)
                        if reached is None:
                            reached = regions[key] = region(free ^ flip, p)
                        if not known:
                            table[after] = depth
                        seen[after] = known | reached
                        following[after] = get(after, 0) | reached
        layer = following
    return table


# --- the files -----------------------------------------------------------------------------

def encode(table: bytes, codec: str) -> bytes:
    """A database compressed with ``codec``: ``xz`` (lzma, half the size of zlib's) or ``zlib``."""
    if codec == "xz":
        import lzma
        return lzma.compress(bytes(table), format=lzma.FORMAT_XZ, preset=9 | lzma.PRESET_EXTREME)
    return zlib.compress(bytes(table), 9)


def decode(size: int, codec: str, packed: bytes) -> Generator[dict, None, bytearray]:
    """The database of a group of ``size`` tiles from its compressed data, inflated in slices
    (a progress report after each). ValueError if the data is damaged (the xz format carries
    a checksum: a wrong byte is found too)."""
    total = 16 ** size
    if codec == "xz":
        import lzma
        inflate = lzma.LZMADecompressor(format=lzma.FORMAT_XZ)
        errors: tuple = (lzma.LZMAError, EOFError)
    else:
        inflate = zlib.decompressobj()
        errors = (zlib.error,)
    table = bytearray(total)
    done = 0
    pending = packed
    try:
        while done < total:
            if codec == "xz":
                piece = inflate.decompress(pending, SLICE)
                pending = b""
            else:
                piece = inflate.decompress(pending, SLICE)
                pending = inflate.unconsumed_tail
                if not piece and not pending:
                    piece = inflate.flush()
            if not piece or done + len(piece) > total:
                raise ValueError("pattern database data of the wrong length")
            table[done:done + len(piece)] = piece
            done += len(piece)
            yield {"positions": 0, "depth": 0, "phase": message("loading tables: {percent}%",
                                                                  percent=100 * done // total)}
        if codec == "xz":
            if not inflate.eof and inflate.decompress(b"", 1):
                raise ValueError("pattern database data too long")
            if not inflate.eof or inflate.unused_data:
                raise ValueError("pattern database data damaged")
        elif pending or inflate.flush() or not inflate.eof or inflate.unused_data:
            raise ValueError("pattern database data too long")
    except errors as error:
        raise ValueError("pattern database data damaged: %s" % error) from error
    return table


def pack(groups: tuple, tables: list, codec: str) -> bytes:
    """A database file: header and compressed groups (module docstring)."""
    packed = [encode(table, codec) for table in tables]
    header = bytearray(MAGIC + codec.encode().ljust(4) + bytes([len(groups)]))
    for group, data in zip(groups, packed):
        header += bytes([len(group)]) + bytes(group) + struct.pack(">I", len(data))
    return bytes(header) + b"".join(packed)


def unpack_header(data: bytes) -> tuple[str, list[tuple[tuple, int, int]]]:
    """The codec and ``(group, offset, length)`` of each group's compressed data;
    ValueError if the file is not one of ours or of the wrong length."""
    if not data.startswith(MAGIC) or len(data) < len(MAGIC) + 5:
        raise ValueError("not a pattern database file")
    codec = data[len(MAGIC):len(MAGIC) + 4].decode("ascii", "replace").strip()
    if codec not in CODECS:
        raise ValueError("unknown compression %r" % codec)
    at = len(MAGIC) + 5
    entries = []
    for _ in range(data[at - 1]):
        size = data[at]
        group = tuple(data[at + 1:at + 1 + size])
        (length,) = struct.unpack(">I", data[at + 1 + size:at + 5 + size])
        entries.append((group, length))
        at += 5 + size
    result = []
    for group, length in entries:
        result.append((group, at, length))
        at += length
    if at != len(data):
        raise ValueError("pattern database file of the wrong length")
    return codec, result


def generate(name: str, folder: Path) -> Path:
    """Build the databases of partition ``name`` and write its file into ``folder`` (through
    a temporary file: an interrupted run leaves the old file as it was)."""
    import time
    from puzzles.search import run
    groups = PARTITIONS[name]
    tables = []
    for group in groups:
        began = time.perf_counter()
        tables.append(run(build(group)))
        print("  group %s: %.0f s" % (" ".join(map(str, group)), time.perf_counter() - began),
              file=sys.stderr)
    path = folder / Path(FILES[name]).name
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_bytes(pack(groups, tables, CODEC[name]))
    temporary.replace(path)
    return path


def main(argv: list[str]) -> None:
    """``python -m puzzles.slide.patterns [6-6-3|5-5-5 ...] [--out FOLDER]``: (re)write the
    database files (all partitions by default) into ``data/`` beside this module or into FOLDER."""
    folder = Path(__file__).parent / "data"
    if "--out" in argv:
        at = argv.index("--out")
        folder = Path(argv[at + 1])
        argv = argv[:at] + argv[at + 2:]
    for name in argv or list(PARTITIONS):
        if name not in PARTITIONS:
            raise SystemExit("unknown partition %r; partitions: %s" % (name, ", ".join(PARTITIONS)))
        print("building %s ..." % name, file=sys.stderr)
        path = generate(name, folder)
        print("wrote", path, path.stat().st_size, "bytes", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
