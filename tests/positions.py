"""Positions the tests share (unit, CLI and end-to-end): found by running the solvers, not
written down."""

from puzzles import registry


def replayed(position, moves):
    """The position after ``moves`` (a solution's), each played by the rules (an illegal one
    raises)."""
    for move in moves:
        position = position.play(move)
    return position


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
