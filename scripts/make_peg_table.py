"""Generate py/puzzles/peg_english33.bin: the English 33 centre game's winning positions.

    .venv/bin/python scripts/make_peg_table.py            # writes the file, prints the counts
    .venv/bin/python scripts/make_peg_table.py --all      # also sweeps every reachable layer
                                                          # and checks the complement mirror

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
"""

import argparse
import pickle
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from puzzles import peg, peg_table  # noqa: E402

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
    parser.add_argument("--out", default=str(peg_table.path()))
    parser.add_argument("--cache", help="a pickle of the winning layers: read if it exists, "
                        "else written (to rerun the later steps without the sweep)")
    args = parser.parse_args()
    begin = time.perf_counter()
    canon = peg_table.Canon()
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
    data = peg_table.encode(keys, upper, lower)
    Path(args.out).write_bytes(data)
    log("wrote %s: %d keys, %d bytes (%.0f s)" % (args.out, len(keys), len(data),
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
    lowest = 1 if every_layer else half
    reach: dict[int, set[int]] = {32: {canon.one(start)}}
    for k in range(31, lowest - 1, -1):
        after = list(successors(list(reach[k + 1]), table))
        reach[k] = set(canonical(canon, after))
        log("reachable with %2d pegs: %9d   (%.0f s)" % (k, len(reach[k]), time.perf_counter() - begin))
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
            stack = []
            for mask, want, to in every:
                if pegs & mask == want:
                    after = pegs ^ mask
                    value = togo.get(one(after))
                    if value is not None:
                        best = min(best, value)
                        stack.append((after, to))
            while stack:  # the same peg jumping on: still the same move
                here, hole = stack.pop()
                for mask, want, to in jumps_from[hole]:
                    if here & mask == want:
                        after = here ^ mask
                        value = togo.get(one(after))
                        if value is not None:
                            best = min(best, value)
                            stack.append((after, to))
            togo[pegs] = best + 1
        log("moves to go, %2d pegs: up to %d   (%.0f s)" % (
            k, max(togo[p] for p in win[k]), time.perf_counter() - begin))
    return togo


if __name__ == "__main__":
    main()
