"""Sliding puzzle: the hardest positions, layer by layer from the goal, seen positions in a list
(最長手数の求め方).

Source: M. Hiroi's xyzzy Lisp primer, "続・幅優先探索とスライドパズル" (breadth-first search and
sliding puzzles, continued), the 6-puzzle: instead of solving all 5040 positions one by one,
start from the goal: the positions one move away, then two, ... (breadth-first search); the
last layer that still brings new positions holds the hardest ones. Each new position is looked
up in a plain list of those seen (a linear search, 線形探索): slow on purpose; the next
program replaces it by a hash table. Positions searched here count the positions each look-up
compares (its cost), not only the positions made: the program reports that figure itself.
Published: 15 moves, 24 positions; about 53 s on a Pentium 166 MHz. Returns the count.
"""

from puzzles.slide.lab.sweep import game_id, slides


def solve(position, progress):
    board = position.board
    seen = [board.goal]  # a list: every look-up walks it from the start
    layer = [board.goal]
    depth = 0
    compared = 0
    progress.layer(0, 1)
    while True:
        following = []
        for tiles in layer:
            for after in slides(board, tiles):
                try:
                    compared += seen.index(after) + 1  # found after comparing with those before it
                except ValueError:
                    compared += len(seen)  # compared with every one: it is new
                    seen.append(after)
                    following.append(after)
                    if progress.watching:
                        progress.visit(depth + 1, key=game_id(position, after))
        progress(positions=compared)
        if not following:
            return len(layer)  # the hardest positions: the last layer
        layer = following
        depth += 1
        progress.layer(depth, len(layer))
