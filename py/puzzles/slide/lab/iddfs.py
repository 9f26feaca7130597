"""Sliding puzzle by iterative deepening, never moving the same piece twice in a row.

Source: M. Hiroi's xyzzy Lisp primer, "続・幅優先探索とスライドパズル" (breadth-first search and
sliding puzzles, continued), 反復深化と下限値枝刈り法: search every line of ``limit`` moves depth
first, then one more (``deepen``, puzzles.lab_kit). No table of seen positions: instead, a tile
just moved is not moved again at once (it would only slide back: 1 手前に動かした駒を再度動かすと
2 手前の局面に戻る).
Published: 15 moves for (4 6 5 1 3 2 0); about 15 minutes on a Pentium 166 MHz. Stops at the
first solution found.
"""

from puzzles.lab_kit import deepen


def solve(position, progress):
    neighbours = position.board.neighbours
    goal = list(position.board.goal)  # a list, compared with the list of tiles as it stands
    tiles = list(position.tiles)
    path = []  # the cells slid from
    visit = progress.visit

    def search(space, back, left, depth):
        if left == 0:
            if tiles != goal:
                return False
            progress.found(path)
            return True
        for cell in neighbours[space]:
            if cell == back:
                continue  # the piece just moved (it stands where the space was): it would slide back
            tile = tiles[cell]
            tiles[space], tiles[cell] = tile, 0
            path.append(cell)
            visit(depth + 1, cell)
            if search(cell, space, left - 1, depth + 1):
                return True
            path.pop()
            tiles[space], tiles[cell] = 0, tile
        return False

    def within(limit):
        visit(0)
        return path if search(tiles.index(0), -1, limit, 0) else None

    return deepen(progress, within, 0, 200)
