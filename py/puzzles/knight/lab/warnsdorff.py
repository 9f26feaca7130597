"""Knight's tour by Warnsdorff's rule (1823), with backtracking as a safety net.

Not from the source pages (they backtrack blindly): go first to the free cell with the fewest
onward moves (a cell that is hard to reach must be visited while it still can be), breaking
ties by the board's order. On most boards the rule alone walks a whole tour with no step back;
where it gets stuck, the search backtracks to the next choice. Finds one tour (closed when the
game asks for one; the rule knows nothing of closing, so a closed tour may need a very long
search: 6x6 closed runs for minutes, Cancel stops it).
"""


def solve(position, progress):
    neighbours, free = position.board.neighbours, position.board.free
    path = list(position.path)  # the cells visited, the knight's last

    def onward(cell, visited):
        return sum(1 for near in neighbours[cell] if not visited >> near & 1)

    def walk(cell, visited, depth):
        if len(path) == len(free):
            return not position.closed or path[0] in neighbours[cell]
        choices = [near for near in neighbours[cell] if not visited >> near & 1]
        choices.sort(key=lambda near: onward(near, visited | 1 << near))  # Warnsdorff's rule
        for near in choices:
            path.append(near)
            progress.visit(depth + 1, near, onward(near, visited | 1 << near))
            if walk(near, visited | 1 << near, depth + 1):
                return True
            path.pop()
        return False

    progress(depth=len(path))
    progress.visit(0)
    starts = [position.current()] if path else list(free)
    for start in starts:
        depth = 0
        if not path:
            path.append(start)
            progress.visit(1, start)
            depth = 1
        if walk(path[-1], position.mask if position.length else 1 << start, depth):
            progress.found(path[position.length:])
            return path[position.length:]  # the moves still to play (the first places the knight)
        if not position.length:
            path.pop()
    return None
