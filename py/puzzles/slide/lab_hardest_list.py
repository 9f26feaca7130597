"""Sliding puzzle: the hardest positions, layer by layer from the goal, seen positions in a list
(seed 003, 最長手数の求め方).

Source: M.Hiroi, seed 003, the 6-puzzle: instead of solving all 5040 positions one by one,
start from the goal: the positions one move away, then two, ... (breadth-first search); the
last layer that still brings new positions holds the hardest ones. Each new position is looked
up in a plain list of those seen (a linear search, 線形探索): slow on purpose; the next
program replaces it by a hash table. Positions searched here count the positions each look-up
compares (its cost), not only the positions made.
Published: 15 moves, 24 positions; about 53 s on a Pentium 166 MHz. Returns the count.
"""


def solve(position, progress):
    board = position.board
    neighbours = board.neighbours
    seen = [board.goal]  # a list: every look-up walks it from the start
    layer = [board.goal]
    depth = 0
    compared = 0
    while True:
        progress(positions=compared, depth=depth)
        following = []
        for tiles in layer:
            space = tiles.index(0)
            for cell in neighbours[space]:
                after = list(tiles)
                after[space], after[cell] = after[cell], 0
                after = tuple(after)
                try:
                    compared += seen.index(after) + 1  # found after comparing with those before it
                except ValueError:
                    compared += len(seen)  # compared with every one: it is new
                    seen.append(after)
                    following.append(after)
        if not following:
            progress(positions=compared, depth=depth)
            return len(layer)  # the hardest positions: the last layer
        layer = following
        depth += 1
