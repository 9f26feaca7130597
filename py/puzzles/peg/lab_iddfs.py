"""Peg solitaire by plain iterative deepening (seed 000, before its lower bound).

Source: M.Hiroi, "Common Lisp Programming: peg solitaire" (seed 000), 変形三角盤 (triangle21),
the compensating problem 6 -> 6. The page's ideas, named below:
- the jump table (跳び先表): ``board.jumps[hole]`` lists (over, to) for a peg on ``hole``;
- a chain of jumps by the same peg is one move (連続跳びは 1 手): a jump from the hole the
  previous jump landed on costs nothing;
- iterative deepening (反復深化): search every line of at most ``limit`` moves, then one more;
- no lower bound yet: the page notes that without one "even the search of 10 moves takes a
  long time" (下限値枝刈り法を使わないと 10 手の探索でさえ相当に時間がかかります).
In Python this takes minutes on triangle21: try it on hex12 or hoppers13, or Cancel.
This program stops at the first solution of the shortest length.
"""


def solve(position, progress):
    board = position.board
    jumps = board.jumps
    finish = position.finish
    searched = 0
    path = []  # the jumps (from, to) of the line being searched

    def search(pegs, last, moves_left, pegs_left):
        nonlocal searched
        searched += 1
        if searched % 20000 == 0:
            progress(positions=searched, depth=limit)
        if pegs_left == 1:
            return finish is None or pegs >> finish & 1
        for frm in range(board.size):
            if not pegs >> frm & 1:
                continue
            cost = 0 if frm == last else 1  # the same peg jumping on: the same move
            if cost > moves_left:
                continue
            for over, to in jumps[frm]:
                if pegs >> over & 1 and not pegs >> to & 1:
                    path.append((frm, to))
                    after = pegs ^ (1 << frm | 1 << over | 1 << to)
                    if search(after, to, moves_left - cost, pegs_left - 1):
                        return True
                    path.pop()
        return False

    pegs = position.pegs
    limit = 1  # one move, then two, ...
    while limit < board.size:
        progress(positions=searched, depth=limit)
        found = search(pegs, position.last, limit, bin(pegs).count("1"))
        progress(positions=searched, depth=limit)
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
