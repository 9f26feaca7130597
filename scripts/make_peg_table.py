"""Generate the English 33 tables: the winning positions from the centre start.

    .venv/bin/python scripts/make_peg_table.py            # peg/data/english33.bin: the centre game
    .venv/bin/python scripts/make_peg_table.py --all      # also sweeps every reachable layer
                                                          # and checks the complement mirror
    .venv/bin/python scripts/make_peg_table.py --edge     # peg/data/english33_edge.bin: the last
                                                          # peg on an edge hole (1, 13, 19, 31)

A position is winning when the centre game's start (every hole but the centre, 16) reaches it
and it reaches the finish (one peg, on the centre). Up to the 8 symmetries, layer by layer:

1. R[k], the positions with k pegs that the start reaches, for k = 32 down to 17 (sets of
   canonical bit boards; each layer's successors by one list comprehension per jump).
2. A position P with 17 pegs is winning when one of its jumps leads to a position S whose
   complement is in R[17]: the complement of S is reached from the start, so, reversing those
   jumps on the complements, S reaches the complement of the start, the finish.
3. W[k] for k = 18..32: the positions of R[k] with a jump into W[k-1].
4. W[k] for k <= 16 is the complement of W[33-k] (not stored: peg_table looks it up so).

With --all the sweep goes on down to one peg, counts every reachable position, and checks
that W[k] for k <= 16, computed directly as R[k] meeting the complements of R[33-k], is the
complement of W[33-k]. Pure Python, one core: a few minutes (several more with --all).

The edge table (--edge) holds B, the positions on a path from the centre start to one peg on
an edge hole, by the same steps: B[17] are the positions of R[17] with a jump to a position
whose complement an edge start reaches; B climbs to 32 pegs as W does. B is not its own
complement: B[k] for k <= 16 is the complement of A[33-k], where A is the game from an edge
start to the centre, built the same way from the edge start's layers. The file stores the
keys of B and A from 17 pegs up (see peg_table) and the moves to go to an edge hole.
"""

import argparse
import pickle
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from puzzles.peg import rules as peg
from puzzles.peg import table as peg_table  # noqa: E402

FULL = peg_table.FULL


def jumps() -> list[tuple[int, int]]:
    """(mask of the three holes, pegs wanted there) for every jump of the board."""
    geometry = peg.board(peg_table.BOARD)
    return [((1 << f) | (1 << o) | (1 << t), (1 << f) | (1 << o))
            for f in range(geometry.size) for o, t in geometry.jumps[f]]


def successors(layer: list[int], table: list[tuple[int, int]]) -> set[int]:
    out: set[int] = set()
    for mask, want in table:
        out.update([b ^ mask for b in layer if b & mask == want])
    return out


def winners(layer: list[int], good: set[int], canon: peg_table.Canon,
            table: list[tuple[int, int]], flip: bool = False) -> set[int]:
    """The positions of ``layer`` with a jump to a position whose canonical form (of its
    complement when ``flip``) is in ``good``."""
    after = list(successors(layer, table))
    keys = canonical(canon, [FULL ^ b for b in after] if flip else after)
    won = {b for b, k in zip(after, keys) if k in good}
    result = set()
    for mask, want in table:
        result.update([b for b in layer if b & mask == want and b ^ mask in won])
    return result


def canonical(canon: peg_table.Canon, boards: list[int]) -> list[int]:
    """canon.batch in slices of a million (its eight lists of images stay small)."""
    out: list[int] = []
    for i in range(0, len(boards), 1 << 20):
        out += canon.batch(boards[i:i + (1 << 20)])
    return out


def log(*parts) -> None:
    print(*parts, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--all", action="store_true",
                        help="sweep every reachable layer and check the complement mirror")
    parser.add_argument("--edge", action="store_true",
                        help="write the edge table (the last peg on 1, 13, 19 or 31) instead")
    parser.add_argument("--out", help="the file to write (default: the table's file in py/puzzles)")
    parser.add_argument("--cache", help="a pickle of the winning layers: read if it exists, "
                        "else written (to rerun the later steps without the sweep)")
    args = parser.parse_args()
    begin = time.perf_counter()
    canon = peg_table.Canon()
    if args.edge:
        keys, upper, lower = edge_table(canon, begin)
        data = peg_table.encode_offsets(*offsets(keys, upper, lower))
        out = args.out or str(peg_table.path(peg_table.EDGE_FILE))
        Path(out).write_bytes(data)
        log("wrote %s: %d bytes (%.0f s)" % (out, len(data), time.perf_counter() - begin))
        return
    start = FULL ^ (1 << peg_table.CENTRE)
    half = peg_table.HALF
    if args.cache and Path(args.cache).exists():
        win = pickle.loads(Path(args.cache).read_bytes())
    else:
        win = sweep(canon, start, args.all, begin)
        if args.cache:
            Path(args.cache).write_bytes(pickle.dumps(win))
    stored = sum(len(win[k]) for k in range(half, 33))
    # Layer k <= 16 is the complement of layer 33 - k (same size: complements commute with
    # the symmetries).
    log("winning positions (up to symmetry): %d, of which %d stored (%d to 32 pegs)"
        % (2 * stored, stored, half))
    for k in range(1, half):
        win[k] = set(canon.batch([FULL ^ b for b in win[33 - k]]))
    togo = moves_to_go(win, canon, begin)
    log("fewest moves from the start: %d" % togo[canon.one(start)])
    keys = sorted(set().union(*(win[k] for k in range(half, 33))))
    upper = bytes(togo[key] for key in keys)
    lower = bytes(togo[c] for c in canon.batch([FULL ^ key for key in keys]))
    write(keys, upper, lower, args.out or str(peg_table.path()), begin)


def write(keys: list[int], upper: bytes, lower: bytes, out: str, begin: float) -> None:
    data = peg_table.encode(keys, upper, lower)
    Path(out).write_bytes(data)
    log("wrote %s: %d keys, %d bytes (%.0f s)" % (out, len(keys), len(data),
                                                    time.perf_counter() - begin))
    t0 = time.perf_counter()
    decoded = peg_table.decode(data)
    took = time.perf_counter() - t0
    assert list(decoded[0]) == keys and decoded[1:] == (upper, lower)
    log("decoded again in %.2f s" % took)


def sweep(canon: peg_table.Canon, start: int, every_layer: bool, begin: float) -> dict[int, set[int]]:
    """The winning layers of 17 to 32 pegs (steps 1-3; with ``every_layer`` the checks too)."""
    table = jumps()
    half = peg_table.HALF
    reach = reachable(canon, start, 1 if every_layer else half, begin)
    win = {half: winners(list(reach[half]), reach[half], canon, table, flip=True)}
    log("winning with %2d pegs: %9d" % (half, len(win[half])))
    for k in range(half + 1, 33):
        win[k] = winners(list(reach[k]), win[k - 1], canon, table)
        log("winning with %2d pegs: %9d" % (k, len(win[k])))
    assert win[32] == reach[32], "the start must be winning"
    if every_layer:
        log("reachable positions (up to symmetry): %d" % sum(len(s) for s in reach.values()))
        for k in range(1, half):
            direct = {b for b in reach[k] if canon.one(FULL ^ b) in reach[33 - k]}
            mirrored = set(canon.batch([FULL ^ b for b in win[33 - k]]))
            assert direct == mirrored, "layer %d is not the complement of layer %d" % (k, 33 - k)
            log("winning with %2d pegs: %9d (checked: the complements of layer %d)"
                % (k, len(direct), 33 - k))
    return win


def reachable(canon: peg_table.Canon, start: int, lowest: int, begin: float) -> dict[int, set[int]]:
    """R[k]: the canonical forms of the positions of k pegs that ``start`` reaches, for k
    from the start's count down to ``lowest``."""
    table = jumps()
    top = start.bit_count()
    reach: dict[int, set[int]] = {top: {canon.one(start)}}
    for k in range(top - 1, lowest - 1, -1):
        after = list(successors(list(reach[k + 1]), table))
        reach[k] = set(canonical(canon, after))
        log("reachable with %2d pegs: %9d   (%.0f s)" % (k, len(reach[k]), time.perf_counter() - begin))
    return reach


def edge_table(canon: peg_table.Canon, begin: float) -> tuple[list[int], bytes, bytes]:
    """The edge table (see the module's docstring): (keys, upper, lower) for encode()."""
    table = jumps()
    half = peg_table.HALF
    centre = reachable(canon, FULL ^ (1 << peg_table.CENTRE), half, begin)
    # The edge start has one jump (9 over 4 into 1), and it leads where the centre start's
    # first jump does (holes 4 and 9 empty): below 32 pegs both starts reach the same layers.
    edge_start = FULL ^ (1 << peg_table.EDGE)
    assert successors([edge_start], table) == {FULL ^ (1 << 4) ^ (1 << 9)}
    assert canonical(canon, [FULL ^ (1 << 4) ^ (1 << 9)]) == list(centre[31])
    edge = dict(centre)
    edge[32] = {canon.one(edge_start)}
    # B: from the centre start to one peg on an edge hole; A: from an edge start to the centre.
    b = {half: winners(list(centre[half]), edge[half], canon, table, flip=True)}
    a = {half: winners(list(edge[half]), centre[half], canon, table, flip=True)}
    for k in range(half + 1, 33):
        b[k] = winners(list(centre[k]), b[k - 1], canon, table)
        a[k] = winners(list(edge[k]), a[k - 1], canon, table)
        log("winning with %2d pegs: %9d to an edge, %9d from an edge" % (k, len(b[k]), len(a[k])))
    assert b[32] == centre[32] and a[32] == edge[32], "both games must be winnable"
    del centre, edge
    for k in range(1, half):
        b[k] = set(canon.batch([FULL ^ key for key in a[33 - k]]))
    assert b[1] == {canon.one(1 << peg_table.EDGE)}
    log("winning positions to an edge (up to symmetry): %d; keys stored: %d"
        % (sum(len(layer) for layer in b.values()),
           len(set().union(*(a[k] | b[k] for k in range(half, 33))))))
    togo = moves_to_go(b, canon, begin)
    log("fewest moves from the centre start to an edge: %d"
        % togo[canon.one(FULL ^ (1 << peg_table.CENTRE))])
    keys = sorted(set().union(*(a[k] | b[k] for k in range(half, 33))))
    upper = bytes(togo.get(key, peg_table.ABSENT) for key in keys)
    lower = bytes(togo.get(c, peg_table.ABSENT) for c in canon.batch([FULL ^ key for key in keys]))
    return keys, upper, lower


def offsets(keys: list[int], upper: bytes, lower: bytes) -> tuple[bytes, bytes, bytes]:
    """The edge table as differences from the centre table (peg_table.OffsetSet) and the
    centre file's digest, after checking what the README and peg_table say of it: it has
    the centre table's keys, plus the edge start's (whose complement is the edge game's
    finish, which OffsetSet knows as a goal); every centre position of two pegs or more is
    winning to an edge too; and the edge takes one move fewer from three pegs up, as many
    from two."""
    centre_file = peg_table.path().read_bytes()
    centre_keys, centre_upper, centre_lower = peg_table.decode(centre_file)
    canon = peg_table.Canon()
    edge_start = canon.one(FULL ^ (1 << peg_table.EDGE))
    at = {key: i for i, key in enumerate(keys)}
    assert set(keys) == set(centre_keys) | {edge_start}, "the edge game wins elsewhere"
    assert upper[at[edge_start]] == peg_table.ABSENT and lower[at[edge_start]] == 0
    upper_delta = bytes((upper[at[key]] - centre_upper[i]) & 255 for i, key in enumerate(centre_keys))
    lower_delta = bytes((lower[at[key]] - centre_lower[i]) & 255 for i, key in enumerate(centre_keys))
    counts: dict[tuple[int, str], int] = {}
    for delta in (upper_delta, lower_delta):
        for i, d in enumerate(delta):
            pegs = centre_keys[i] if delta is upper_delta else FULL ^ centre_keys[i]
            edge = (lower if delta is lower_delta else upper)[at[centre_keys[i]]]
            shown = (min(pegs.bit_count(), 4), "absent" if edge == peg_table.ABSENT
                     else str(d - 256 if d > 128 else d))
            counts[shown] = counts.get(shown, 0) + 1
    log("edge minus centre moves to go, by pegs (4: four or more): %s" % sorted(counts.items()))
    assert set(counts) == {(1, "absent"), (2, "0"), (3, "-1"), (4, "-1")}, \
        "the edge table is no longer the centre table one move shorter: update the docs"
    return upper_delta, lower_delta, peg_table.file_digest(centre_file)


def moves_to_go(win: dict[int, set[int]], canon: peg_table.Canon, begin: float) -> dict[int, int]:
    """The fewest moves (a chain of jumps by one peg is one move) from each winning position
    to the finish, layer by layer from one peg up: 1 + the least value among the positions
    that one move (every stop of every chain of one peg) leads to inside the winning set."""
    geometry = peg.board(peg_table.BOARD)
    jumps_from = [[((1 << h) | (1 << o) | (1 << t), (1 << h) | (1 << o), t)
                   for o, t in geometry.jumps[h]] for h in range(geometry.size)]
    every = [(mask, want, to) for row in jumps_from for mask, want, to in row]
    one = canon.one
    togo = {key: 0 for key in win[1]}
    for k in range(2, 33):
        for pegs in win[k]:
            best = 99
            # Every jump first, then the same peg jumping on (still the same move).
            stack = [(pegs, every)]
            while stack:
                here, jumps = stack.pop()
                for mask, want, to in jumps:
                    if here & mask == want:
                        after = here ^ mask
                        value = togo.get(one(after))
                        if value is not None:
                            best = min(best, value)
                            stack.append((after, jumps_from[to]))
            togo[pegs] = best + 1
        log("moves to go, %2d pegs: up to %d   (%.0f s)" % (
            k, max(togo[p] for p in win[k]), time.perf_counter() - begin))
    return togo


if __name__ == "__main__":
    main()
