"""Knight's tour by Warnsdorff's rule (1823), with backtracking as a safety net.

Not from the source pages (they backtrack blindly): go first to the free cell with the fewest
onward moves (a cell that is hard to reach must be visited while it still can be), breaking
ties by the board's order. On most boards the rule alone walks a whole tour with no step back;
where it gets stuck, the search backtracks to the next choice. Finds one tour (closed when the
game asks for one; the rule knows nothing of closing, so a closed tour may need a very long
search: 6x6 closed runs for minutes, Cancel stops it).
"""


def solve(position, progress):
    board = position.board
    neighbours = board.neighbours
    cells = len(board.free)
    closed = position.closed
    searched = 0
    path = list(position.path)

    def onward(cell, visited):
        return sum(1 for near in neighbours[cell] if not visited >> near & 1)

    def walk(cell, visited):
        nonlocal searched
        searched += 1
        if searched % 5000 == 0:
            progress(positions=searched, depth=len(path))
        if len(path) == cells:
            return not closed or path[0] in neighbours[cell]
        choices = [near for near in neighbours[cell] if not visited >> near & 1]
        choices.sort(key=lambda near: onward(near, visited | 1 << near))  # Warnsdorff's rule
        for near in choices:
            path.append(near)
            if walk(near, visited | 1 << near):
                return True
            path.pop()
        return False

    progress(positions=0, depth=len(path))
    starts = [position.current()] if path else list(board.free)
    for start in starts:
        if not path:
            path.append(start)
        if walk(path[-1], position.mask if position.length else 1 << start):
            progress(positions=searched, depth=len(path))
            return path[position.length:]  # the moves still to play (the first places the knight)
        if not position.length:
            path.pop()
    progress(positions=searched, depth=len(path))
    return None
