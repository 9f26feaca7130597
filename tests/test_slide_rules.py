"""Sliding puzzle rules and codec: boards from the seeds, play, parity, game ids, shuffling."""

import random
import re

import pytest

from puzzles.slide import rules as slide
from puzzles.gameid import split_game_id
from puzzles.slide.rules import IllegalMove, board
from puzzles.words import set_language
from contracts import refusal


# Seed 003's adjacency list of the six puzzle (PUZZLES.md).
SEED_SIX = [(1, 2, 3), (0, 3, 4), (0, 3, 5), (0, 1, 2, 4, 5, 6), (1, 3, 6), (2, 3, 6), (3, 4, 5)]


def parse(game_id):
    _, variant, params = split_game_id(game_id)
    return slide.parse(variant, params)


def walk(position, steps, seed=1):
    rand = random.Random(seed)
    for _ in range(steps):
        position = position.slide(rand.choice(position.movable()))
    return position


def test_six_adjacency_is_the_seeds():
    assert board("six").neighbours == SEED_SIX


@pytest.mark.parametrize("name, size", [("pipes", 9), ("eight", 9), ("fifteen", 16)])
def test_grid_adjacency(name, size):
    geometry = board(name)
    side = int(size ** 0.5)
    for cell in range(size):
        expected = sorted(o for o in range(size)
                          if abs(o // side - cell // side) + abs(o % side - cell % side) == 1)
        assert list(geometry.neighbours[cell]) == expected


def test_pipes_start_and_goal_are_seed_001s_figure():
    # START ┘│└ / ─ ─ / ┐│┌ and GOAL ┌─┐ / │ │ / └─┘, read through the letters J7FLI-.
    sides = slide.PIPE_SIDES
    start = [sides.get(t, "") for t in board("pipes").default]
    goal = [sides.get(t, "") for t in board("pipes").goal]
    assert start == ["NW", "NS", "NE", "EW", "", "EW", "SW", "NS", "ES"]
    assert goal == ["ES", "EW", "SW", "NS", "", "NS", "NE", "EW", "NW"]


def test_goal_pipes_form_one_closed_loop():
    # Every pipe end of the goal meets a pipe end of its neighbour.
    geometry = board("pipes")
    step = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}
    opposite = {"N": "S", "S": "N", "E": "W", "W": "E"}
    for cell, tile in enumerate(geometry.goal):
        for side in slide.PIPE_SIDES.get(tile, ""):
            x, y = cell % 3 + step[side][0], cell // 3 + step[side][1]
            assert 0 <= x < 3 and 0 <= y < 3
            assert opposite[side] in slide.PIPE_SIDES.get(geometry.goal[y * 3 + x], "")


def test_slides_and_refusals():
    position = slide.new_game("six")  # 4651320: space on cell 6
    assert position.movable() == [3, 4, 5]
    after = position.slide(3)
    assert after.tiles == (4, 6, 5, 0, 3, 2, 1) and after.moves == 1
    assert after.restart() == position
    for cell, reason in ((6, "space"), (0, "not next to the space"), (9, "no cell")):
        with pytest.raises(IllegalMove, match=reason):
            position.slide(cell)


def test_goal_is_recognised():
    geometry = board("eight")
    solved = slide.Position(geometry, geometry.goal, 3, geometry.default)
    assert solved.is_won() and solved.status_text() == "Solved in 3 moves."
    assert not slide.new_game("eight").is_won() and slide.new_game("eight").status_text() == ""
    pipes = slide.Position(board("pipes"), board("pipes").goal, 30, board("pipes").default)
    assert "loop" in pipes.status_text()


@pytest.mark.parametrize("name", slide.BOARD_ORDER)
def test_codec_round_trips_games_in_progress(name):
    position = walk(slide.new_game(name), 25)
    game_id = position.game_id()
    assert parse(game_id) == position and parse(game_id).game_id() == game_id
    assert parse(game_id).restart() == slide.new_game(name)
    assert slide.new_game(name).game_id() == "slide/" + name


def test_canonical_ids():
    assert parse("slide/six?tiles=4651320").game_id() == "slide/six"
    assert parse("slide/fifteen?tiles=123456789ABCDEF0").game_id() == "slide/fifteen?tiles=123456789abcdef0"
    assert parse("slide/six?tiles=1234560&moves=2").game_id() == "slide/six?tiles=1234560&moves=2"


@pytest.mark.parametrize("game_id, message", [
    ("slide/seven", "unknown sliding puzzle"),
    ("slide/six?size=3", "unknown key"),
    ("slide/six?tiles=465132", "7 characters"),
    ("slide/six?tiles=4651321", "exactly the tiles"),
    ("slide/eight?tiles=213456780", "wrong parity"),
    ("slide/fifteen?tiles=213456789abcdef0", "wrong parity"),
    ("slide/fifteen?tiles=1,2,3", "16 characters"),
    ("slide/pipes?tiles=JJL-0-7IF", "exactly the tiles"),
    ("slide/six?moves=-1", "not a whole number"),
    ("slide/six?start=1234560", "start= needs moves="),
    ("slide/eight?moves=2&start=213456780", "start=.*wrong parity"),
])
def test_bad_ids_are_refused(game_id, message):
    assert re.search(message, refusal(parse, game_id))


@pytest.mark.parametrize("name", ["eight", "fifteen"])
def test_parity_rule_agrees_with_play(name):
    # Positions reached by play are solvable; one swap of two tiles makes them unsolvable.
    geometry = board(name)
    for seed in range(20):
        tiles = list(walk(slide.new_game(name), 40 + seed, seed).tiles)
        assert geometry.solvable(tuple(tiles))
        a, b = [cell for cell, tile in enumerate(tiles) if tile][:2]
        tiles[a], tiles[b] = tiles[b], tiles[a]
        assert not geometry.solvable(tuple(tiles))


def test_shuffle_is_uniform_on_the_six_puzzle():
    # 4000 deals over 5040 arrangements (goal excluded): no arrangement far too often.
    rand = random.Random(3)
    counts = {}
    for _ in range(4000):
        tiles = slide.shuffled(slide.new_game("six"), rand.randrange).tiles
        counts[tiles] = counts.get(tiles, 0) + 1
    assert max(counts.values()) <= 6 and len(counts) > 2700


def test_the_parity_reason_says_1_swap_and_1_step_in_english():
    board = slide.board("eight")
    one_swap = board.parity_reason(board.decode("213456780"))
    assert "is 1 swap from the goal's (odd)" in one_swap and "1 swaps" not in one_swap
    one_step = board.parity_reason(board.decode("213456708"))
    assert "is 2 swaps from" in one_step and "the space 1 step from" in one_step and "1 steps" not in one_step
    assert "each slide is one swap and one step" in one_step
    set_language("ja")
    try:
        assert "1 回の交換" in board.parity_reason(board.decode("213456780"))
    finally:
        set_language("en")
