"""Nim by a plain game-tree search: why the nim-sum works, on small heaps.

Source: M. Hiroi's Prolog primer, "パズルに挑戦!" (問題3 「ニム」). Every move is tried; a position
is won for the player to move when some move leaves the opponent a lost position, and lost when
every move leaves a won one (or, in normal play, no stone is left: the opponent took the last).
The won/lost answers are kept in a dict (the heaps sorted: the order of the heaps does not
matter); each new entry is a position visited. Compare the lost positions with the nim-sum
rule: exactly those with nim-sum 0.
"""

from puzzles.words import mark

KNOWN = mark("already known")


def solve(position, progress):
    misere = position.misere
    known = {}

    def wins(heaps, depth):
        """True when the player to move wins from ``heaps``."""
        key = tuple(sorted(heaps))
        if key in known:
            return known[key]
        if not sum(heaps):
            result = misere  # the opponent took the last stone: a loss, or in misère a win
        else:
            result = False
            for i, heap in enumerate(heaps):
                for stones in range(1, heap + 1):
                    if not move(heaps, i, stones, depth):
                        result = True
                        break
                if result:
                    break
        known[key] = result
        return result

    def move(heaps, i, stones, depth):
        """Take ``stones`` from heap ``i``: True when the opponent then wins."""
        after = heaps[:i] + [heaps[i] - stones] + heaps[i + 1:]
        if tuple(sorted(after)) in known:
            progress.cut(depth, KNOWN, move=[i, stones])  # no new position: the answer is kept
        else:
            progress.visit(depth + 1, [i, stones])
        return wins(after, depth + 1)

    heaps = list(position.heaps)
    progress.visit(0)
    for i, heap in enumerate(heaps):
        for stones in range(1, heap + 1):
            if not move(heaps, i, stones, 0):
                progress.found([[i, stones]])
                return [[i, stones]]
    return None
