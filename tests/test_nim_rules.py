"""Nim rules: the strategy (and the solver) against a game-tree search, seed 002's game, the codec."""

from functools import lru_cache
from itertools import product

import pytest

from puzzles import search
from puzzles.nim import rules as nim
from puzzles.nim import solver as nim_solver
from puzzles.nim import view as nim_svg
from puzzles.gameid import split_game_id
from puzzles.nim.rules import IllegalMove
from contracts import assert_round_trips, refusal


def load(game_id):
    _, variant, params = split_game_id(game_id)
    return nim.parse(variant, params)


def replies(heaps):
    """Every position one move away, as sorted tuples (order of heaps does not matter)."""
    for i, heap in enumerate(heaps):
        for left in range(heap):
            yield tuple(sorted(heaps[:i] + (left,) + heaps[i + 1:]))


@lru_cache(maxsize=None)
def mover_wins(heaps, misere):
    """Game-tree search: does the player to move win against any defence?"""
    if not sum(heaps):
        return misere  # the opponent took the last stone: wins in normal play, loses in misère
    return any(not mover_wins(after, misere) for after in replies(heaps))


def small_positions():
    for count in range(1, 5):
        for heaps in product(range(6), repeat=count):
            yield heaps


@pytest.mark.parametrize("misere", [False, True])
def test_winning_move_exactly_when_the_game_tree_says_so(misere):
    for heaps in small_positions():
        move = nim.winning_move(heaps, misere)
        wins = mover_wins(tuple(sorted(heaps)), misere)
        if not sum(heaps):
            assert move is None
            continue
        assert (move is not None) == wins, heaps
        if move:
            heap, stones = move
            assert 1 <= stones <= heaps[heap]
            after = heaps[:heap] + (heaps[heap] - stones,) + heaps[heap + 1:]
            assert not mover_wins(tuple(sorted(after)), misere), (heaps, move)


@pytest.mark.parametrize("misere", [False, True])
def test_the_computer_wins_every_won_position_against_any_defence(misere):
    @lru_cache(maxsize=None)
    def computer_wins(heaps):
        """The computer (to move) plays its strategy; the opponent tries every reply."""
        heap, stones = nim.strategy_move(heaps, misere)
        after = heaps[:heap] + (heaps[heap] - stones,) + heaps[heap + 1:]
        if not sum(after):
            return not misere  # the computer took the last stone
        for i, size in enumerate(after):
            for left in range(size):
                reply = after[:i] + (left,) + after[i + 1:]
                if not sum(reply):
                    if not misere:
                        return False  # the opponent took the last stone
                    continue  # misère: the opponent took the last stone and lost
                if not computer_wins(reply):
                    return False
        return True

    for heaps in small_positions():
        if sum(heaps) and mover_wins(tuple(sorted(heaps)), misere):
            assert computer_wins(heaps), heaps


@pytest.mark.parametrize("misere", [False, True])
def test_computer_moves_are_legal_and_follow_the_seed_when_lost(misere):
    for heaps in small_positions():
        if not sum(heaps):
            continue
        position = nim.Position(misere, heaps, None, 0, nim.COMPUTER)  # the computer moves first
        move = nim_svg.computer_move(position)
        assert nim_svg.play(position, move).moves == 1  # legal
        if nim.winning_move(position.heaps, misere) is None:
            # Seed 002: one stone from the (first) largest heap.
            assert move == [list(position.heaps).index(max(position.heaps)), 1]


def test_seed_002_transcript():
    """Seed 002's sample game: (5, 2, 3), the person first; the computer answers as printed."""
    position = load("nim?heaps=5,2,3")
    for person, computer in (([0, 3], [0, 1]), ([2, 1], [0, 1]), ([1, 2], [2, 2])):
        position = nim_svg.play(position, person)
        assert nim_svg.computer_move(position) == computer
        position = nim_svg.play(position, computer)
    assert position.heaps == (0, 0, 0)
    assert position.winner() == nim.COMPUTER
    assert position.status_text() == "The computer wins: the computer took the last stone."
    assert not position.is_won()


def test_misere_winner_is_the_one_who_did_not_take_the_last_stone():
    position = load("nim?misere=1&heaps=1&start=3&moves=1")  # the person took 2; computer to move
    assert nim_svg.computer_move(position) == [0, 1]
    position = nim_svg.play(position, [0, 1])
    assert position.winner() == nim.PERSON and position.is_won()
    assert position.status_text() == "You win: the computer took the last stone."


# --- the solver against the same game tree ----------------------------------------------------
# (here rather than in test_nim_solver.py: these tests share mover_wins with the ones above)

def test_solver_agrees_with_the_game_tree():
    for heaps in small_positions():
        if not sum(heaps):
            continue
        for misere in (False, True):
            position = nim.Position(misere, heaps)
            result = search.run(nim_solver.search_job(position, "minimum"))
            assert (result["winner"] == "mover") == mover_wins(tuple(sorted(heaps)), misere)


@pytest.mark.parametrize("misere", [False, True])
def test_count_is_the_number_of_moves_the_game_tree_says_win(misere):
    for heaps in small_positions():
        if not sum(heaps):
            continue
        result = search.run(nim_solver.search_job(nim.Position(misere, heaps), "count"))
        expected = 0
        for heap, size in enumerate(heaps):
            for left in range(size):
                after = heaps[:heap] + (left,) + heaps[heap + 1:]
                expected += not mover_wins(tuple(sorted(after)), misere)
        assert result["count"] == expected, heaps


# --- codec ------------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", [
    "nim?heaps=5,2,3", "nim?misere=1&heaps=5,2,3", "nim?heaps=7,0,99,1,2,3,4,5",
    "nim?heaps=2,2,3&start=5,2,3&moves=1", "nim?misere=1&heaps=5,2,3&start=5,2,4&moves=1",
    "nim?heaps=5,2,3&first=computer", "nim?heaps=4&computer=0",
    "nim?misere=1&heaps=0,1&start=4,1&moves=3&first=computer",
])
def test_game_ids_round_trip(game_id):
    assert_round_trips(load, game_id)


def test_game_ids_are_canonical():
    assert load("nim?heaps=5,2,3&start=5,2,3&moves=0&first=person&computer=1").game_id() == "nim?heaps=5,2,3"


@pytest.mark.parametrize("game_id, message", [
    ("nim/classic", "nim has no variants ('classic')"),
    ("nim?normal=1", "unknown key 'normal'"),
    ("nim?misere=2", "misere=2 is out of range (0..1)"),
    ("nim?start=3,3", "start= needs heaps="),
    ("nim?heaps=1,,2", "heaps='1,,2' must be 1 to 8 numbers 0..99"),
    ("nim?heaps=1,2,3,4,5,6,7,8,9", "must be 1 to 8 numbers"),
    ("nim?heaps=100", "must be 1 to 8 numbers 0..99"),
    ("nim?heaps=0,0,0", "the heaps have no stone at all"),
    ("nim?heaps=1,2&start=1,2,3", "start= has 3 heaps but heaps= has 2"),
    ("nim?heaps=4&start=3&moves=1", "heap A has 4 stones but started with 3"),
    ("nim?heaps=1,1&start=3,3", "moves=0 does not fit 4 stones taken from 2 heaps"),
    ("nim?heaps=1&start=3&moves=3", "moves=3 does not fit 2 stones taken from 1 heaps"),
    ("nim?first=robot", "first='robot' must be person or computer"),
    ("nim?first=computer&computer=0", "first=computer needs the computer"),
    ("nim?computer=2", "computer=2 is out of range (0..1)"),
])
def test_bad_game_ids_name_the_bad_part(game_id, message):
    assert message in refusal(load, game_id)


@pytest.mark.parametrize("move, reason", [
    ([0, 6], "heap A has only 5 stones"), ([3, 1], "there is no heap"), ([0, 0], "take at least one"),
    ([1], "a move is [heap, stones]"),
])
def test_illegal_moves_say_why(move, reason):
    with pytest.raises(IllegalMove) as error:
        nim_svg.play(load("nim?heaps=5,2,3"), move)
    assert str(error.value).startswith(reason)


def test_without_heaps_a_game_is_dealt_as_in_seed_002():
    for _ in range(20):
        position = load("nim")
        assert len(position.heaps) == 3 and all(1 <= h <= 10 for h in position.heaps)
        assert load(position.game_id()) == position
