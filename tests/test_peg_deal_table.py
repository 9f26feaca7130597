"""Peg solitaire's New game on the large boards (puzzles.peg.deal_table, made by
scripts/make_peg_deals.py): what the table lists, the solver wins (in the fewest moves given);
what it leaves out, the solver rules out or can not win quickly; and a deal draws the start
of the kind asked for, from the table, without searching."""

import time

import pytest

from puzzles import registry, search
from puzzles.deal import run_deal
from puzzles.errors import SearchTooLarge
from puzzles.peg import solver
from puzzles.peg.deal import PRESET_LARGE, from_table, table_starts
from puzzles.peg.problem import PegProblem
from puzzles.peg.rules import start_position


def entries(name):
    return table_starts(name)


def board(name):
    return registry.parse("peg/" + name)[1].board


@pytest.mark.parametrize("name", PRESET_LARGE)
def test_every_board_has_starts_of_each_kind(name):
    listed = entries(name)
    assert len(set(listed)) == len(listed)
    assert any(finish is None for _, finish, _ in listed)
    assert any(finish is not None and finish != empty for empty, finish, _ in listed)
    for empty, finish, fewest in listed:
        assert 0 <= empty < board(name).size and (finish is None or 0 <= finish < board(name).size)
        assert fewest is None or 1 <= fewest < board(name).size


@pytest.mark.parametrize("name", PRESET_LARGE)
def test_a_sample_of_the_table_is_won_by_the_solver(name):
    listed = entries(name)
    for empty, finish, fewest in listed[::max(1, len(listed) // 4)]:
        position = start_position(board(name), empty, finish)
        result = search.run(solver.search_job(position, "solve"))
        assert result["solvable"], position.game_id()
        if fewest is not None:
            assert result["minimal"] and result["moves"] == fewest, position.game_id()


def test_a_start_left_out_is_ruled_out_or_out_of_the_quick_searchs_reach():
    geometry = board("diamond41")
    listed = {(empty, finish) for empty, finish, _ in entries("diamond41")}
    left_out = [(empty, finish) for empty in range(geometry.size) for finish in [None] + list(range(geometry.size))
                if (empty, finish) not in listed]
    ruled_out = [pair for pair in left_out if PegProblem(start_position(geometry, *pair)).impossible()]
    assert ruled_out and len(ruled_out) < len(left_out)
    maybe = [pair for pair in left_out if pair not in ruled_out]
    position = start_position(geometry, *maybe[len(maybe) // 2])
    try:
        result = search.run(solver.search_job(position, "solve"))
    except SearchTooLarge:
        return
    assert not result["solvable"], position.game_id()


@pytest.mark.parametrize("name", PRESET_LARGE)
@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_a_deal_is_drawn_from_the_table_at_once(name, difficulty):
    began = time.process_time()
    dealt = [registry.parse(run_deal("peg/" + name, difficulty, seed)["dealt"])[1] for seed in range(6)]
    assert time.process_time() - began < 5  # no search (a quick search costs seconds a start)
    listed = {(empty, finish) for empty, finish, _ in entries(name)}
    for position in dealt:
        empty = [hole for hole in range(position.board.size) if not position.has_peg(hole)]
        assert len(empty) == 1
        assert (empty[0], position.finish) in listed
        if difficulty == "easy":
            assert position.finish is None
        elif difficulty == "hard":
            assert position.finish is not None and position.finish != empty[0]
        else:
            assert position.finish is not None
    assert len({position.game_id() for position in dealt}) > 1


def test_a_board_not_in_the_table_is_dealt_by_searching():
    assert from_table("no-such-board", "easy", lambda n: 0) is None
