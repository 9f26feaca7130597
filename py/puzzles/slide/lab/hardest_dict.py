"""Sliding puzzle: the hardest positions, layer by layer from the goal, seen positions in a hash
table (ハッシュ法による高速化).

Source: M. Hiroi's xyzzy Lisp primer, "続・幅優先探索とスライドパズル" (breadth-first search and
sliding puzzles, continued), the 6-puzzle: instead of solving all 5040 positions one by one,
start from the goal: the positions one move away, then two, ... (breadth-first search); the
last layer that still brings new positions holds the hardest ones. Each new position is looked
up in a hash table (the page's own, of 1009 buckets; here Python's set) instead of a list.
Published: 15 moves, 24 positions; 6.2 s on a Pentium 166 MHz (from 53 s). Returns the count.
"""

from puzzles.slide.lab.sweep import game_id, slides


def solve(position, progress):
    board = position.board
    seen = {board.goal}  # a hash table (a Python set): a look-up costs the same at any size
    layer = [board.goal]
    depth = 0
    progress.layer(0, 1)
    progress.visit(0, key=game_id(position, board.goal) if progress.watching else None)
    while True:
        following = []
        for tiles in layer:
            for after in slides(board, tiles):
                if after not in seen:
                    seen.add(after)
                    following.append(after)
                    progress.visit(depth + 1, None, None, game_id(position, after) if progress.watching else None)
        if not following:
            return len(layer)  # the hardest positions: the last layer
        layer = following
        depth += 1
        progress.layer(depth, len(layer))
