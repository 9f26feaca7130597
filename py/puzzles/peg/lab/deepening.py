"""Peg solitaire by iterative deepening: the search the source pages' peg programs share.

Source: M. Hiroi's Common Lisp primer, "ペグ・ソリテア" (peg solitaire), on the 21-hole triangle
(変形三角盤), and the Prolog primer, "パズルに挑戦!", on Hoppers. The pages' ideas, here once:
- the jump table (跳び先表): ``board.jumps[hole]`` lists (over, to) for a peg on ``hole``;
- a chain of jumps by the same peg is one move (連続跳びは 1 手): a jump from the hole the
  previous jump landed on costs nothing;
- iterative deepening (反復深化): search every line of at most ``limit`` moves, then one more.
Each program of the lab's peg list passes what it adds: a lower bound (下限値枝刈り法) and a
test for dead lines. ``search`` reports each position it reaches (``progress.visit``, its depth
the jumps made) and each line a bound cuts (``progress.cut``, with the moves left and the bound's
value); ``count`` goes on to the end of the first depth with a solution and counts them all.
``tries`` counts the jumps tried instead of the positions (Hoppers' programs): "table" every jump
of the table, "pegs" only those of holes with a peg.
"""

from puzzles.lab_kit import deepen
from puzzles.peg.problem import moves_of  # a chain of jumps by one peg: one move


def search(position, progress, first=1, bound=None, reason=None, dead=None, count=False, tries=None,
           prune=None):
    """The fewest moves' first solution (or, with ``count``, how many there are) by iterative
    deepening from ``first`` moves; ``bound(pegs, last)`` a lower bound on the moves left, a line
    cut with ``reason`` when it exceeds them (or ``prune(pegs, last, moves_left)``: the bound's
    value when it cuts the line, else None); ``dead(pegs)`` a reason when a line can not end
    well (else None)."""
    board = position.board
    jumps = board.jumps
    finish = position.finish
    end = bin(position.pegs).count("1") - 1  # jumps made when one peg is left
    path = []  # the jumps (from, to) of the line being searched
    visit, cut = progress.visit, progress.cut
    tried = [0, 50000]  # jumps tried, and when to report them next

    def solved(pegs):
        if finish is None or pegs >> finish & 1:
            progress.found(moves_of(path))
            return 1
        return 0

    def line(pegs, last, moves_left, depth):
        if depth == end:
            return solved(pegs)
        if bound is not None:
            low = bound(pegs, last)
            if low > moves_left:
                cut(depth, reason, moves_left, low)  # not enough moves left for the bound
                return 0
        elif prune is not None:
            low = prune(pegs, last, moves_left)
            if low is not None:
                cut(depth, reason, moves_left, low)
                return 0
        if dead is not None:
            why = dead(pegs)
            if why:
                cut(depth, why)
                return 0
        found = 0
        for frm in range(board.size):
            if not pegs >> frm & 1:
                continue
            cost = 0 if frm == last else 1  # the same peg jumping on: the same move
            if cost > moves_left:
                continue
            for over, to in jumps[frm]:
                if pegs >> over & 1 and not pegs >> to & 1:
                    step = (frm, to)
                    path.append(step)
                    visit(depth + 1, step)
                    got = line(pegs ^ (1 << frm | 1 << over | 1 << to), to, moves_left - cost, depth + 1)
                    if got and not count:
                        return 1  # the first solution: the path holds it
                    found += got
                    path.pop()
        return found

    def trying(pegs, last, moves_left, depth):
        if tried[0] >= tried[1]:
            tried[1] += 50000
            progress(positions=tried[0])
        if depth == end:
            return solved(pegs)
        if bound is not None:
            low = bound(pegs, last)
            if low > moves_left:
                cut(depth, reason, moves_left, low)
                return 0
        for frm in range(board.size):
            if not pegs >> frm & 1:
                if tries == "table":
                    tried[0] += len(jumps[frm])  # every jump of the table is tried (jump_peg)
                continue  # no peg here: none of its jumps is tried (get_move_peg)
            tried[0] += len(jumps[frm])
            cost = 0 if frm == last else 1
            if cost > moves_left:
                continue  # the page's N =< Limit: a free chain may go on at the limit
            for over, to in jumps[frm]:
                if pegs >> over & 1 and not pegs >> to & 1:
                    path.append((frm, to))
                    visit(depth + 1, path[-1])
                    if trying(pegs ^ (1 << frm | 1 << over | 1 << to), to, moves_left - cost, depth + 1):
                        return 1
                    path.pop()
        return 0

    def one_limit(limit):
        visit(0)
        if tries:
            found = trying(position.pegs, position.last, limit, 0)
            progress(positions=tried[0])
            return moves_of(path) if found else None
        found = line(position.pegs, position.last, limit, 0)
        if count:
            return found or None
        return moves_of(path) if found else None

    return deepen(progress, one_limit, first, board.size - 1)
