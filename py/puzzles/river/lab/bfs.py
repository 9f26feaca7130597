"""River crossing by breadth-first search (the method of the source's sister pages).

Source: M. Hiroi's Common Lisp problem set of four puzzles ("the jealous husbands"), solved
breadth first: every position one crossing from the start, then two, ...: the first time the far
bank holds everyone, the crossings are the fewest. A dict remembers each bank seen and the
crossing that reached it, so the solution is read back from the goal.
"""

from puzzles.lab_kit import path_back


def solve(position, progress):
    start = (position.far, position.boat)
    came_from = {start: None}  # (far bank, boat) -> (previous key, load)
    layer = [position]
    depth = 0
    progress.layer(0, 1)
    progress.visit(0)
    while layer:
        following = []
        for here in layer:
            if here.is_won():
                loads = path_back(came_from, (here.far, here.boat))  # read back from the goal
                progress.found(loads)
                return loads
            for load in here.legal_loads():
                after = here.cross(load)
                key = (after.far, after.boat)
                if key not in came_from:
                    came_from[key] = ((here.far, here.boat), load)
                    following.append(after)
                    progress.visit(depth + 1, load, key=after.game_id() if progress.watching else None)
        layer = following
        depth += 1
        progress.layer(depth, len(layer))
    return None
