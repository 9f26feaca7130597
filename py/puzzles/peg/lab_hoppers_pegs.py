"""Hoppers by iterative deepening, the peg to move chosen first (seed 002, Hoppers の高速化).

Source: M.Hiroi, seed 002 (Prolog): step 1 tried every jump of the table, most of them from
holes with no peg. Here the search first finds a peg (get_move_peg), then tries only the jumps
from its hole (跳び先表 jump_table[from]). Positions searched count every jump tried, as in
step 1. Published: 7 moves; about 12 s on a Pentium 166 MHz (from 27 s).
"""


def solve(position, progress):
    board = position.board
    finish = position.finish
    jumps = board.jumps  # jumps[from]: (over, to) for a peg on from
    tried = 0
    path = []

    def search(pegs, last, moves_left, pegs_left):
        nonlocal tried
        if pegs_left == 1:
            return finish is None or pegs >> finish & 1
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
