"""New game by difficulty (issue 22): every family deals two different games, each of which
the CLI solves; the 15-puzzle's Easy and Hard bands hold, checked by our solver."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from puzzles import registry
from puzzles.deal import deal_job, run_deal
from puzzles.jobs import JobRunner
from puzzles.search import run
from puzzles.slide import fifteen

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("peg/triangle15", "peg/english33", "slide/six", "slide/eight", "slide/fifteen", "slide/pipes",
         "flip/square", "flip/square-diagonal", "knight/5x5", "river/missionaries", "nim?heaps=5,2,3")


def cli(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([sys.executable, "-m", "puzzles", *args], capture_output=True, text=True, env=env,
                          timeout=300)


@pytest.mark.parametrize("game", GAMES)
def test_new_game_twice_gives_two_games(game):
    first = run_deal(game, "medium", 11)["dealt"]
    second = run_deal(game, "medium", 12)["dealt"]
    assert first != second
    for dealt in (first, second):
        family, position = registry.parse(dealt)  # a normal game id
        assert position.game_id() == dealt
        assert family == game.partition("/")[0].partition("?")[0]


@pytest.mark.parametrize("family", registry.families())
def test_the_cli_solves_what_is_dealt(family):
    game = [g for g in GAMES if g.startswith(family)][0]
    dealt = json.loads(cli("deal", game, "--difficulty", "easy", "--seed", "5", "--json").stdout)["dealt"]
    solved = cli("solve", dealt, "--json")
    assert solved.returncode == 0, solved.stderr
    assert json.loads(solved.stdout)["solvable"] is True


def test_the_same_seed_deals_the_same_game():
    assert run_deal("flip/square", "hard", 99) == run_deal("flip/square", "hard", 99)


@pytest.mark.parametrize("difficulty,low,high", [("easy", 3, 10), ("medium", 11, 15), ("hard", 16, 22)])
def test_flip_deals_by_the_solvers_distance(difficulty, low, high):
    for seed in (1, 2, 3):
        result = run_deal("flip/square", difficulty, seed)
        solved = JobRunner().run(json.dumps({"game": result["dealt"], "kind": "minimum"}))["result"]
        assert solved["moves"] == result["optimum"]
        assert low <= solved["moves"] <= high


def test_fifteen_easy_is_at_most_30_by_the_solver():
    for seed in (1, 2, 3):
        dealt = run_deal("slide/fifteen", "easy", seed)["dealt"]
        solved = JobRunner().run(json.dumps({"game": dealt, "kind": "solve"}))["result"]
        assert solved["minimal"] and 3 <= solved["moves"] <= 30


def test_fifteen_hard_is_at_least_50_by_the_solvers_lower_bound():
    """IDA*'s lower bound (the pattern databases, admissible: never above the optimum, as
    tests/test_slide_patterns.py checks) is at least 50; an IDA* iteration with bound 49
    finds no solution either, the solver's own proof that none is shorter."""
    databases = fifteen.loaded_patterns()
    for seed in (1, 2, 3):
        dealt = run_deal("slide/fifteen", "hard", seed)["dealt"]
        tiles = registry.parse(dealt)[1].tiles
        assert databases.heuristic(tiles) >= 50
        solution, next_bound = run(fifteen.iteration(tiles, 49, databases, [0]))
        assert solution is None and next_bound >= 50


def test_bad_difficulty_is_refused():
    with pytest.raises(ValueError):
        run(deal_job("flip/square", "deal:impossible:3"))


# --- New game keeps the puzzle on show (issue 35, item 2) -------------------------------------
DIFFICULTIES = ("easy", "medium", "hard")


@pytest.mark.parametrize("board", ["english33", "french37", "hoppers13", "triangle15"])
def test_a_peg_deal_keeps_the_board_and_the_difficulty_picks_the_start(board):
    for difficulty in DIFFICULTIES:
        dealt = run_deal("peg/" + board, difficulty, 5)["dealt"]
        position = registry.parse(dealt)[1]
        assert dealt.startswith("peg/%s?" % board), (difficulty, dealt)
        assert (position.finish is None) == (difficulty == "easy"), dealt
    if board == "english33":  # Medium: the complement problem; Hard: a finish elsewhere
        medium = registry.parse(run_deal("peg/english33", "medium", 5)["dealt"])[1]
        hard = registry.parse(run_deal("peg/english33", "hard", 5)["dealt"])[1]
        assert tuple(medium.empties) == (medium.finish,)
        assert hard.finish not in hard.empties


@pytest.mark.parametrize("game", ["knight/8x8", "knight/6x6?closed=1", "knight/4x4?cut=0,3,12,15&closed=1&start=1"])
def test_a_knight_deal_keeps_the_board_and_deals_the_start_by_its_knight_moves(game):
    from puzzles.knight.deal import start_classes
    board = registry.parse(game)[1]
    classes = start_classes(board)
    for difficulty in DIFFICULTIES:
        position = registry.parse(run_deal(game, difficulty, 3)["dealt"])[1]
        assert position.board.name == board.board.name and position.board.cut == board.board.cut
        assert position.closed == board.closed
        assert position.start() in classes[difficulty]
    degree = lambda cell: len(board.board.neighbours[cell])
    assert max(map(degree, classes["easy"])) <= min(map(degree, classes["hard"]))


@pytest.mark.parametrize("problem", ["missionaries", "jealous-husbands", "wolf-goat-cabbage"])
def test_a_river_deal_keeps_the_problem_and_deals_harder_rowing_rules(problem):
    optimum = {}
    for difficulty in DIFFICULTIES:
        result = run_deal("river/" + problem, difficulty, 7)
        assert result["dealt"].partition("?")[0] == "river/" + problem
        optimum[difficulty] = result["optimum"]
    assert optimum["easy"] < optimum["medium"] < optimum["hard"]


@pytest.mark.parametrize("game", ["nim?heaps=5,2,3", "nim?misere=1&heaps=5,2,3", "nim?heaps=5,2,3&computer=0"])
def test_a_nim_deal_never_changes_the_rules(game):
    shown = registry.parse(game)[1]
    for difficulty in DIFFICULTIES:
        for seed in range(6):
            dealt = registry.parse(run_deal(game, difficulty, seed)["dealt"])[1]
            assert dealt.misere == shown.misere and dealt.computer == shown.computer, (difficulty, seed)
