"""Peg solitaire by iterative deepening with the corner-peg lower bound (seed 000, step 1).

Source: M.Hiroi, "Common Lisp Programming: peg solitaire" (seed 000), 変形三角盤 (triangle21),
the compensating problem 6 -> 6. The page's ideas, named below:
- the jump table (跳び先表): ``board.jumps[hole]`` lists (over, to) for a peg on ``hole``;
- a chain of jumps by the same peg is one move (連続跳びは 1 手): a jump from the hole the
  previous jump landed on costs nothing;
- iterative deepening (反復深化): search every line of at most ``limit`` moves, then one more;
- the lower bound (下限値枝刈り法): a corner peg is never jumped over, so it must make a
  move of its own; with more corner pegs than moves left, give up this line.
Published: 12 moves, 96 solutions after 14 -> 6; 8.54 s in SBCL 2.1.11 (Core i5-6200U).
This program stops at the first solution of the shortest length.
"""


def solve(position, progress):
    board = position.board
    jumps = board.jumps
    corner_bits = [1 << hole for hole in board.corners]
    finish = position.finish
    # The last peg may stand on a corner and never move: one corner peg may need no move.
    final_on_corner = 1 if finish is None or finish in board.corners else 0
    searched = 0
    path = []  # the jumps (from, to) of the line being searched

    def corner_bound(pegs, last):
        count = 0
        for bit in corner_bits:
            if pegs & bit:
                count += 1
        if last >= 0 and last in board.corners:
            count -= 1  # the peg that just landed there may go on jumping for free
        return count - final_on_corner

    def search(pegs, last, moves_left, pegs_left):
        nonlocal searched
        searched += 1
        if searched % 20000 == 0:
            progress(positions=searched, depth=limit)
        if pegs_left == 1:
            return finish is None or pegs >> finish & 1
        if corner_bound(pegs, last) > moves_left:
            return False  # the page's lower bound: not enough moves for the corner pegs
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
    limit = max(0, corner_bound(pegs, position.last))
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
