"""Nim by a plain game-tree search: why the nim-sum works, on small heaps (seed 002).

Every move is tried; a position is won for the player to move when some move leaves the
opponent a lost position, and lost when every move leaves a won one (or, in normal play, no
stone is left: the opponent took the last). The won/lost answers are kept in a dict (the heaps
sorted: the order of the heaps does not matter). Compare the lost positions with the nim-sum
rule: exactly those with nim-sum 0.
"""


def solve(position, progress):
    misere = position.misere
    known = {}

    def wins(heaps):
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
                    after = heaps[:i] + [heap - stones] + heaps[i + 1:]
                    if not wins(after):
                        result = True
                        break
                if result:
                    break
        known[key] = result
        if len(known) % 1000 == 0:
            progress(positions=len(known), depth=0)
        return result

    heaps = list(position.heaps)
    answer = None
    for i, heap in enumerate(heaps):
        for stones in range(1, heap + 1):
            after = heaps[:i] + [heap - stones] + heaps[i + 1:]
            if answer is None and not wins(after):
                answer = [[i, stones]]
    progress(positions=len(known), depth=0)
    return answer
