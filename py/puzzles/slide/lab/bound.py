"""Sliding puzzle by iterative deepening with the distance lower bound (下限値枝刈り法).

Source: M. Hiroi's xyzzy Lisp primer, "続・幅優先探索とスライドパズル" (breadth-first search and
sliding puzzles, continued): a tile needs at least as many moves as the steps from its cell to
its goal cell; the sum over all tiles is a lower bound (下限値) on the moves left. With ``n``
moves made and the bound ``low``, a line with ``n + low > limit`` is cut. The bound changes
only by the moved tile's own distance, so it is updated, not recomputed (差分だけを計算).
The limit starts at the bound itself: 10 for the page's start (4 6 5 1 3 2 0).
Published: 15 moves; about 0.83 s on a Pentium 166 MHz (from 15 minutes).
"""

from puzzles.lab_kit import deepen
from puzzles.words import mark

CUT = mark("moves made + distances = {value}, over the limit {bound}")


def solve(position, progress):
    board = position.board
    neighbours = board.neighbours
    size = board.size
    # distance[a][b]: steps from cell a to cell b (breadth-first over the board's adjacency).
    distance = []
    for start in range(size):
        steps = {start: 0}
        layer = [start]
        while layer:
            layer = [near for cell in layer for near in neighbours[cell]
                     if near not in steps and steps.setdefault(near, steps[cell] + 1) is not None]
        distance.append([steps[cell] for cell in range(size)])
    # away[tile][cell]: the steps from cell to the nearest goal cell of that tile (the pipes
    # puzzle has tiles alike, which may go to any of their goal cells).
    away = {tile: [min(distance[cell][home] for home in range(size) if board.goal[home] == tile)
                   for cell in range(size)] for tile in set(board.goal)}
    tiles = list(position.tiles)
    path = []
    visit, cut = progress.visit, progress.cut

    def search(space, back, left, low, depth):
        if low == 0:
            progress.found(path)
            return True  # every tile home: the goal (the bound is 0 only there)
        for cell in neighbours[space]:
            if cell == back:
                continue  # the piece just moved would only slide back
            tile = tiles[cell]
            # The tile goes from cell to space: only its own distance changes.
            new_low = low - away[tile][cell] + away[tile][space]
            if new_low + 1 > left:
                cut(depth, CUT, depth + left, depth + 1 + new_low, cell)  # moves made + bound > limit
                continue
            tiles[space], tiles[cell] = tile, 0
            path.append(cell)
            visit(depth + 1, cell, new_low)
            if search(cell, space, left - 1, new_low, depth + 1):
                return True
            path.pop()
            tiles[space], tiles[cell] = 0, tile
        return False

    low = sum(away[tile][cell] for cell, tile in enumerate(tiles) if tile)

    def within(limit):
        visit(0, None, low)
        return path if search(tiles.index(0), -1, limit, low, 0) else None

    limit = low  # the page starts here: 10 for its problem
    return deepen(progress, within, limit, 200)
