"""Sliding puzzle: the hardest positions, layer by layer from the goal, seen positions in a hash table
(seed 003, ハッシュ法による高速化).

Source: M.Hiroi, seed 003, the 6-puzzle: instead of solving all 5040 positions one by one,
start from the goal: the positions one move away, then two, ... (breadth-first search); the
last layer that still brings new positions holds the hardest ones. Each new position is looked
up in a hash table (the page's own, of 1009 buckets; here Python's set) instead of a list.
Published: 15 moves, 24 positions; 6.2 s on a Pentium 166 MHz (from 53 s). Returns the count.
"""


def solve(position, progress):
    board = position.board
    neighbours = board.neighbours
    seen = {board.goal}  # a hash table (a Python set): a look-up costs the same at any size
    layer = [board.goal]
    depth = 0
    while True:
        progress(positions=len(seen), depth=depth)
        following = []
        for tiles in layer:
            space = tiles.index(0)
            for cell in neighbours[space]:
                after = list(tiles)
                after[space], after[cell] = after[cell], 0
                after = tuple(after)
                if after not in seen:
                    seen.add(after)
                    following.append(after)
        if not following:
            progress(positions=len(seen), depth=depth)
            return len(layer)  # the hardest positions: the last layer
        layer = following
        depth += 1
