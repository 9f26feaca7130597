"""Hoppers by iterative deepening with the corner lower bound (seed 002, 下限値枝刈り法による高速化).

Source: M.Hiroi, seed 002 (Prolog): step 2, plus a lower bound. A corner peg (Hoppers: holes
0, 2, 10, 12) is never jumped over, so each needs a move of its own: moves made + corner pegs
over the limit cuts the line. But a corner peg may be in the middle of a free chain (12 -> 2 ->
0 -> 6 in the page's solution), so while a peg of the corners' group (group 0, the holes a
corner peg can reach: ``board.classes``) is jumping, the page takes the bound as 0.
Positions searched count every jump tried, as in steps 1 and 2.
Published: 7 moves; about 3.5 s on a Pentium 166 MHz (from 12 s).
"""


def solve(position, progress):
    board = position.board
    finish = position.finish
    jumps = board.jumps  # jumps[from]: (over, to) for a peg on from
    corners = board.corners
    corner_groups = set(board.classes[corner] for corner in corners)

    def lower_bound(pegs, last):
        if last >= 0 and board.classes[last] in corner_groups:
            return 0  # a peg of group 0 is jumping: the page counts nothing
        low = sum(1 for corner in corners if pegs >> corner & 1)
        if finish is None or finish in corners:
            low -= 1  # the last peg may stay on a corner
        return low
    tried = 0
    path = []

    def search(pegs, last, moves_left, pegs_left):
        nonlocal tried
        if pegs_left == 1:
            return finish is None or pegs >> finish & 1
        if lower_bound(pegs, last) > moves_left:
            return False  # moves made + lower bound > limit
        for frm in range(board.size):
            if not pegs >> frm & 1:
                continue  # no peg here: none of its jumps is tried (get_move_peg)
            for over, to in jumps[frm]:
                tried += 1
                if tried % 50000 == 0:
                    progress(positions=tried, depth=limit)
                if pegs >> over & 1 and not pegs >> to & 1:
                    cost = 0 if frm == last else 1
                    if cost > moves_left:
                        continue  # the page's N =< Limit: a free chain may go on at the limit
                    path.append((frm, to))
                    if search(pegs ^ (1 << frm | 1 << over | 1 << to), to, moves_left - cost, pegs_left - 1):
                        return True
                    path.pop()
        return False

    pegs = position.pegs
    limit = 1
    while limit < board.size:
        progress(positions=tried, depth=limit)
        found = search(pegs, position.last, limit, bin(pegs).count("1"))
        progress(positions=tried, depth=limit)
        if found:
            return moves_of(path)
        limit += 1
    return None


def moves_of(path):
    """The jumps as moves: a chain of jumps by one peg is one move [from, to, to, ...]."""
    moves = []
    for frm, to in path:
        if moves and frm == moves[-1][-1]:
            moves[-1].append(to)
        else:
            moves.append([frm, to])
    return moves
