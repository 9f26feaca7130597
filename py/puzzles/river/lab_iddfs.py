"""River crossing by iterative deepening from the page's start depth (seed 001, 嫉妬深い夫の問題).

Source: M.Hiroi, seed 001, "the jealous husbands": depth-first search to a fixed number of
crossings, deepened by two at a time (the boat is on the far bank after an odd number), with a
history of the banks so that no line comes back to a bank it has seen (同一局面のチェック).
The page starts at 9 crossings: each round trip can bring only one person over (the boat
holds 2 and one rows it back), so 4 round trips send 4 people, and a last crossing the last 2.
In general: with ``seats`` places and ``n`` people, 2 * ceil((n - seats) / (seats - 1)) + 1.
The page fixes the first load to a couple (Ha, Wa); this program tries every load.
Published: 11 crossings.
"""


def solve(position, progress):
    problem = position.problem
    people, seats = len(problem.people), problem.seats
    searched = 0
    path = []

    def search(here, left, seen):
        nonlocal searched
        searched += 1
        if left == 0:
            return here.is_won()
        for load in here.legal_loads():
            after = here.cross(load)
            key = (after.far, after.boat)
            if key in seen:
                continue  # back to a bank seen on this line
            path.append(load)
            if search(after, left - 1, seen + [key]):
                return True
            path.pop()
        return False

    round_trips = max(0, -(-(people - seats) // max(1, seats - 1)))
    limit = 2 * round_trips + 1  # the page's start: 9 for six people and a boat of two
    while limit <= 4 * people * people:
        progress(positions=searched, depth=limit)
        found = search(position, limit, [(position.far, position.boat)])
        progress(positions=searched, depth=limit)
        if found:
            return path
        limit += 2  # the boat must end on the far bank: an odd number of crossings
    return None
