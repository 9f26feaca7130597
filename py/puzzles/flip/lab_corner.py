"""Flip It by iterative deepening with the corner lower bound (seed 004, 下限値枝刈り法).

Source: M.Hiroi, seed 004: the iterative deepening of the page's step 2, plus a lower bound.
A piece on a corner is never jumped over, so a black corner piece must first move off the
corner and then be jumped over: two moves at least for each (コーナーの黒駒 x 2). With the
moves made plus this bound over the limit, the line is cut; the limit starts at the bound.
Published: 22 moves; about 4.6 s (PyPy3, from 48 s).
"""


def solve(position, progress):
    jumps = position.board.jumps
    everyone = (1 << position.board.size) - 1
    size, side = position.board.size, position.board.side
    corners = (0, side - 1, size - side, size - 1)
    searched = 0
    path = []

    def black_corners(white, space):
        return sum(2 for corner in corners if corner != space and not white >> corner & 1)

    def search(white, space, back, left):
        nonlocal searched
        searched += 1
        if searched % 20000 == 0:
            progress(positions=searched, depth=limit)
        if left == 0:
            return white | 1 << space == everyone
        if black_corners(white, space) > left:
            return False  # the page's lower bound: two moves per black corner
        for frm, flips in jumps[space]:
            if frm == back:
                continue  # jumping straight back undoes the last move
            moved = white & ~(1 << frm)
            if white >> frm & 1:
                moved |= 1 << space
            path.append(frm)
            if search(moved ^ flips, frm, space, left - 1):
                return True
            path.pop()
        return False

    limit = black_corners(position.white, position.space)
    while limit <= 40:
        progress(positions=searched, depth=limit)
        found = search(position.white, position.space, -1, limit)
        progress(positions=searched, depth=limit)
        if found:
            return path
        limit += 1
    return None
