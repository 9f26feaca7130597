"""River crossing by breadth-first search (the method of seed 001's sister pages).

Every position one crossing from the start, then two, ...: the first time the far bank holds
everyone, the crossings are the fewest. A dict remembers each bank seen and the crossing
that reached it, so the solution is read back from the goal.
"""


def solve(position, progress):
    start = (position.far, position.boat)
    came_from = {start: None}  # (far bank, boat) -> (previous key, load)
    layer = [position]
    depth = 0
    while layer:
        progress(positions=len(came_from), depth=depth)
        following = []
        for here in layer:
            if here.is_won():
                loads = []
                key = (here.far, here.boat)
                while came_from[key] is not None:
                    key, load = came_from[key]
                    loads.append(load)
                progress(positions=len(came_from), depth=depth)
                return loads[::-1]
            for load in here.legal_loads():
                after = here.cross(load)
                key = (after.far, after.boat)
                if key not in came_from:
                    came_from[key] = ((here.far, here.boat), load)
                    following.append(after)
        layer = following
        depth += 1
    return None
