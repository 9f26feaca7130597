"""Knight's tour by depth-first backtracking, counting every tour (seeds 001 and 002).

Source: M.Hiroi, seed 001 (問題A: the 4x4 board without its corners, closed tours) and seed
002 (問題1 「騎士の巡歴」): from the knight's cell, try each free cell a knight's move away,
go on from there, and step back when the knight is stuck (バックトラック). A path that
visits every cell is a tour; a closed tour also ends a knight's move from its start.
The pages print every tour: seed 001 finds 4 closed tours from its cell 0 (our cell 1; 2 up to
direction). Returns the count. With no start cell chosen, every free cell is tried as start.
"""


def solve(position, progress):
    board = position.board
    neighbours = board.neighbours
    cells = len(board.free)
    closed = position.closed
    searched = 0

    def tours(first, cell, visited, length):
        nonlocal searched
        searched += 1
        if searched % 20000 == 0:
            progress(positions=searched, depth=length)
        if length == cells:
            return 1 if not closed or first in neighbours[cell] else 0
        found = 0
        for near in neighbours[cell]:
            if not visited >> near & 1:
                found += tours(first, near, visited | 1 << near, length + 1)
        return found

    progress(positions=0, depth=position.length)
    if position.length:
        count = tours(position.start(), position.current(), position.mask, position.length)
    else:
        count = sum(tours(cell, cell, 1 << cell, 1) for cell in board.free)
    progress(positions=searched, depth=position.length)
    return count
