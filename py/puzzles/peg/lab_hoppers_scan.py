"""Hoppers by iterative deepening, every jump of the table tried (seed 002, 問題2 「Hoppers」 step 1).

Source: M.Hiroi, seed 002 (Prolog): the board is an integer's bits (a bit on: a peg); the jump
table (跳び先表) lists each jump (from, over, to) once and is read both ways. At every position
the search tries every jump of the table and checks the three holes (jump_peg). A jump from
the hole the previous jump landed on continues the same move (連続跳び) and costs nothing.
Positions searched here count every jump tried: most fail because no peg stands on ``from``,
the waste the page's next step removes.
Published: 7 moves; about 27 s on a Pentium 166 MHz.
"""


def solve(position, progress):
    board = position.board
    finish = position.finish
    # The page's table read both ways: every (from, over, to) of the board.
    table = [(frm, over, to) for frm in range(board.size) for over, to in board.jumps[frm]]
    tried = 0
    path = []

    def search(pegs, last, moves_left, pegs_left):
        nonlocal tried
        if pegs_left == 1:
            return finish is None or pegs >> finish & 1
        for frm, over, to in table:
            tried += 1
            if tried % 50000 == 0:
                progress(positions=tried, depth=limit)
            if pegs >> frm & 1 and pegs >> over & 1 and not pegs >> to & 1:
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
