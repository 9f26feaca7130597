"""Flip It by iterative deepening (seed 004, 反復深化による解法).

Source: M.Hiroi, seed 004: depth-first search of every line of ``limit`` moves, then one more;
no table of positions (a plain depth-first search could run in circles: the page keeps a
history for it, and then the first solution is not the shortest). A piece that just moved is
not sent straight back (that would undo the move).
Published: 22 moves; about 48 s (PyPy3); natively in CPython 10-30 s (41 million positions),
in the browser longer: Cancel stops it.
"""


def solve(position, progress):
    jumps = position.board.jumps
    everyone = (1 << position.board.size) - 1
    searched = 0
    path = []

    def search(white, space, back, left):
        nonlocal searched
        searched += 1
        if searched % 20000 == 0:
            progress(positions=searched, depth=limit)
        if left == 0:
            return white | 1 << space == everyone
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

    limit = 0
    while limit <= 40:
        progress(positions=searched, depth=limit)
        found = search(position.white, position.space, -1, limit)
        progress(positions=searched, depth=limit)
        if found:
            return path
        limit += 1
    return None
