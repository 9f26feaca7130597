"""Flip It by iterative deepening: the search the source page's two deepening programs share.

Source: M. Hiroi's "Puzzle DE Programming", "フリップ・イット・スクエア" (Flip It square), 反復深化
による解法: depth-first search of every line of ``limit`` moves, then one more (``deepen``,
puzzles.lab_kit); no table of positions. A piece that just moved is not sent straight back
(that would undo the move). ``bound(white, space)``, when given, is a lower bound on the moves
left: a line where it exceeds them is cut (``progress.cut`` with ``reason``), and the limit
starts at the bound.
"""

from puzzles.lab_kit import deepen


def search(position, progress, bound=None, reason=None):
    """The fewest moves' first solution (a list of cells moved from), or None."""
    jumps = position.board.jumps  # jumps[space]: (from, cells jumped over as a bit mask)
    everyone = (1 << position.board.size) - 1
    path = []
    visit, cut = progress.visit, progress.cut

    def line(white, space, back, left, depth):
        if left == 0:
            if white | 1 << space != everyone:
                return False
            progress.found(path)
            return True
        if bound is not None:
            low = bound(white, space)
            if low > left:
                cut(depth, reason, left, low)  # moves made + lower bound > limit
                return False
        for frm, flips in jumps[space]:
            if frm == back:
                continue  # jumping straight back undoes the last move
            # The piece leaves frm for the space (keeping its colour); those jumped turn over.
            moved = white & ~(1 << frm) | (white >> frm & 1) << space
            path.append(frm)
            visit(depth + 1, frm)
            if line(moved ^ flips, frm, space, left - 1, depth + 1):
                return True
            path.pop()
        return False

    def within(limit):
        visit(0)
        return path if line(position.white, position.space, -1, limit, 0) else None

    first = 0 if bound is None else bound(position.white, position.space)
    return deepen(progress, within, first, 40)
