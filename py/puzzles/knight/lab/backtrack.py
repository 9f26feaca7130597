"""Knight's tour by depth-first backtracking, counting every tour.

Source: M. Hiroi's Common Lisp problem set of four puzzles (問題A: the 4x4 board without its
corners, closed tours) and the Prolog primer, "パズルに挑戦!" (問題1 「騎士の巡歴」): from the
knight's cell, try each free cell a knight's move away, go on from there, and step back when the
knight is stuck (バックトラック). A path that visits every cell is a tour; a closed tour also
ends a knight's move from its start. The pages print every tour: the problem set finds 4 closed
tours from its cell 0 (our cell 1; 2 up to direction). Returns the count. With no start cell
chosen, every free cell is tried as start.
"""


def solve(position, progress):
    board = position.board
    neighbours = board.neighbours
    cells = len(board.free)
    closed = position.closed
    path = list(position.path)

    def tours(cell, visited, depth):
        if len(path) == cells:
            if closed and path[0] not in neighbours[cell]:
                return 0
            progress.found(path[position.length:])
            return 1
        found = 0
        for near in neighbours[cell]:
            if not visited >> near & 1:
                path.append(near)
                progress.visit(depth + 1, near)
                found += tours(near, visited | 1 << near, depth + 1)
                path.pop()
        return found

    progress(depth=position.length)
    progress.visit(0)
    if position.length:
        return tours(position.current(), position.mask, 0)
    count = 0
    for cell in board.free:
        path.append(cell)
        progress.visit(1, cell)
        count += tours(cell, 1 << cell, 1)
        path.pop()
    return count
