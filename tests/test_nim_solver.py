"""Nim solver: the winning move and the winner of sample positions, bad search kinds."""

import pytest

from puzzles import search
from puzzles.nim import rules as nim
from puzzles.nim import solver as nim_solver
from puzzles.gameid import split_game_id


def load(game_id):
    _, variant, params = split_game_id(game_id)
    return nim.parse(variant, params)


@pytest.mark.parametrize("game_id, solution, winner", [
    ("nim?heaps=5,2,3", [[0, 4]], "mover"),
    ("nim?heaps=1,2,3", [], "opponent"),
    ("nim?misere=1&heaps=1,1", [[0, 1]], "mover"),
    ("nim?misere=1&heaps=1,1,1", [], "opponent"),
    ("nim?heaps=0,0&start=1,1&moves=2", [], "opponent"),
    ("nim?misere=1&heaps=0,0&start=1,1&moves=2", [], "mover"),
])
def test_solver_result(game_id, solution, winner):
    result = search.run(nim_solver.search_job(load(game_id), "solve"))
    assert result["solvable"] is True
    assert (result["solution"], result["winner"]) == (solution, winner)


def test_bad_search_kind_fails_at_once():
    with pytest.raises(ValueError, match="unknown search kind"):
        nim_solver.search_job(load("nim?heaps=5,2,3"), "graph")
