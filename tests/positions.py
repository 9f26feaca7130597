"""Positions the tests share (unit, CLI and end-to-end): found by running the solvers, not
written down (but for the seeds' problems)."""

from puzzles import registry

# Seed 001's problem A: the 4x4 board without its corners, a closed tour from cell 1.
KNIGHT_PROBLEM_A = "knight/4x4?cut=0,3,12,15&closed=1&start=1"


def replayed(position, moves):
    """The position after ``moves`` (a solution's), each played by the rules (an illegal one
    raises)."""
    for move in moves:
        position = position.play(move)
    return position


def fewest_moves_to_win(position, successors, state, limit=None):
    """The fewest moves from ``position`` to a won position by plain breadth-first search,
    independent of the solvers, or None when there is none (within ``limit`` moves, if given).
    ``successors(p)``: the positions one move from ``p``; ``state(p)``: what tells two
    positions apart (not their move counters)."""
    seen = {state(position)}
    layer = [position]
    depth = 0
    while layer and (limit is None or depth <= limit):
        if any(p.is_won() for p in layer):
            return depth
        following = []
        for p in layer:
            for after in successors(p):
                if state(after) not in seen:
                    seen.add(state(after))
                    following.append(after)
        layer = following
        depth += 1
    return None


def long_search_position():
    """French 37 played (by the quick solver) down to 21 pegs: its exact count takes seconds."""
    from puzzles import search
    from puzzles.peg.solver import any_solution
    position = registry.parse("peg/french37")[1]
    for move in search.run(any_solution(position))["solution"]:
        if position.peg_count() <= 21:
            break
        position = position.play(move)
    return position.game_id()
