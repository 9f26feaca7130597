"""River crossing by iterative deepening from the page's start depth (嫉妬深い夫の問題).

Source: M. Hiroi's Common Lisp problem set of four puzzles, "the jealous husbands": depth-first
search to a fixed number of crossings, deepened by two at a time (``deepen``, puzzles.lab_kit:
the boat is on the far bank after an odd number), with a history of the banks so that no line
comes back to a bank it has seen (同一局面のチェック).
The page starts at 9 crossings: each round trip can bring only one person over (the boat
holds 2 and one rows it back), so 4 round trips send 4 people, and a last crossing the last 2.
In general: with ``seats`` places and ``n`` people, 2 * ceil((n - seats) / (seats - 1)) + 1.
The page fixes the first load to a couple (Ha, Wa); this program tries every load.
Published: 11 crossings.
"""

from puzzles.lab_kit import deepen
from puzzles.words import mark

SEEN = mark("back to a bank seen on this line")


def solve(position, progress):
    problem = position.problem
    people, seats = len(problem.people), problem.seats
    path = []

    def search(here, left, seen, depth):
        if left == 0:
            if here.is_won():
                progress.found(path)
            return here.is_won()
        for load in here.legal_loads():
            after = here.cross(load)
            key = (after.far, after.boat)
            if key in seen:
                progress.cut(depth, SEEN, move=load)
                continue  # back to a bank seen on this line
            path.append(load)
            progress.visit(depth + 1, load)
            if search(after, left - 1, seen + [key], depth + 1):
                return True
            path.pop()
        return False

    def within(limit):
        progress.visit(0)
        return path if search(position, limit, [(position.far, position.boat)], 0) else None

    round_trips = max(0, -(-(people - seats) // max(1, seats - 1)))
    # The page's start: 9 for six people and a boat of two; an odd number of crossings.
    return deepen(progress, within, 2 * round_trips + 1, 4 * people * people, step=2)
