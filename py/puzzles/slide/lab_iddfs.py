"""Sliding puzzle by iterative deepening, never moving the same piece twice in a row (seed 003).

Source: M.Hiroi, seed 003, 反復深化と下限値枝刈り法: search every line of ``limit`` moves depth
first, then one more. No table of seen positions: instead, a tile just moved is not moved
again at once (it would only slide back: 1 手前に動かした駒を再度動かすと 2 手前の局面に戻る).
Published: 15 moves for (4 6 5 1 3 2 0); about 15 minutes on a Pentium 166 MHz. Stops at the
first solution found.
"""


def solve(position, progress):
    board = position.board
    neighbours = board.neighbours
    goal = board.goal
    tiles = list(position.tiles)
    searched = 0
    path = []  # the cells slid from

    def search(space, back, left):
        nonlocal searched
        searched += 1
        if searched % 20000 == 0:
            progress(positions=searched, depth=limit)
        if left == 0:
            return tuple(tiles) == goal
        for cell in neighbours[space]:
            if cell == back:
                continue  # the piece just moved (it stands where the space was): it would slide back
            tile = tiles[cell]
            tiles[space], tiles[cell] = tile, 0
            path.append(cell)
            if search(cell, space, left - 1):
                return True
            path.pop()
            tiles[space], tiles[cell] = 0, tile
        return False

    limit = 0
    while True:
        progress(positions=searched, depth=limit)
        found = search(tiles.index(0), -1, limit)
        progress(positions=searched, depth=limit)
        if found:
            return path
        limit += 1
