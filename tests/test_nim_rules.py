"""Nim: the strategy against an exhaustive game-tree search, seed 002's game, codec, the view."""

from functools import lru_cache
from itertools import product

import pytest

from puzzles import nim, nim_solver, nim_svg, search
from puzzles.gameid import GameIdError, split_game_id
from puzzles.nim import IllegalMove


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


def test_two_people():
    position = load("nim?heaps=2,1&computer=0")
    assert nim_svg.computer_move(position) is None
    assert nim_svg.prompt(position).startswith("Player 1 to move")
    position, _, _ = nim_svg.click(position, {}, 0)     # player 1 takes heap A
    assert nim_svg.prompt(position).startswith("Player 2 to move")
    position, _, _ = nim_svg.click(position, {}, 100)   # player 2 takes heap B
    assert position.status_text() == "Player 2 wins: Player 2 took the last stone."
    assert position.is_won()


# --- solver -----------------------------------------------------------------------------------

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


def test_solver_agrees_with_the_game_tree():
    for heaps in small_positions():
        if not sum(heaps):
            continue
        for misere in (False, True):
            position = nim.Position(misere, heaps)
            result = search.run(nim_solver.search_job(position, "minimum"))
            assert (result["winner"] == "mover") == mover_wins(tuple(sorted(heaps)), misere)


def test_bad_search_kind_fails_at_once():
    with pytest.raises(ValueError, match="unknown search kind"):
        nim_solver.search_job(load("nim?heaps=5,2,3"), "graph")


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


# --- codec --------------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", [
    "nim?heaps=5,2,3", "nim?misere=1&heaps=5,2,3", "nim?heaps=7,0,99,1,2,3,4,5",
    "nim?heaps=2,2,3&start=5,2,3&moves=1", "nim?misere=1&heaps=5,2,3&start=5,2,4&moves=1",
    "nim?heaps=5,2,3&first=computer", "nim?heaps=4&computer=0",
    "nim?misere=1&heaps=0,1&start=4,1&moves=3&first=computer",
])
def test_game_ids_round_trip(game_id):
    position = load(game_id)
    assert position.game_id() == game_id
    assert load(game_id) == position


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
    with pytest.raises(GameIdError) as error:
        load(game_id)
    assert message in str(error.value)


@pytest.mark.parametrize("move, reason", [
    ([0, 6], "heap A has only 5 stones"), ([3, 1], "there is no heap"), ([0, 0], "take at least one"),
    ([1], "a move is [heap, stones]"),
])
def test_illegal_moves_say_why(move, reason):
    with pytest.raises(IllegalMove) as error:
        nim_svg.play(load("nim?heaps=5,2,3"), move)
    assert str(error.value).startswith(reason)


# --- the view ---------------------------------------------------------------------------------

def test_clicking_a_stone_takes_it_and_those_after_it():
    position = load("nim?heaps=5,2,3")
    for move in nim_svg.moves(position):
        (cell,) = nim_svg.clicks(position, move)
        after, _, message = nim_svg.click(position, {}, cell)
        assert message == "" and after == nim_svg.play(position, move)
    after = nim_svg.play(position, [0, 2])
    _, _, message = nim_svg.click(after, {}, 100)
    assert message == "It is the computer's turn."
    assert nim_svg.moves(after) == []
    _, _, message = nim_svg.click(position, {}, 4 + 100)
    assert message == "That stone is taken already."


def test_render_draws_every_stone_and_marks_the_hint():
    position = load("nim?heaps=4,0,7&start=9,3,7&moves=3")
    svg = nim_svg.render(position, {"hint": [203], "binary": True})
    assert svg.count('data-cell="') == 11 and svg.count('class="nim-taken"') == 8
    assert svg.count("nim-hint") == 4  # stones 3..6 of heap C
    assert "7 = 0111" in svg and "nim-sum 0011" in svg


def test_hint_action():
    position = load("nim?heaps=5,2,3")
    _, ui, message = nim_svg.act(position, {}, "hint", None)
    assert ui["hint"] == [1]  # take 4 from heap A: click its second stone
    assert message == ("Heaps in binary: A 101, B 010, C 011; their xor (nim-sum) is 100. "
                       "Take 4 from heap A (101 -> 001) to make the nim-sum 0.")
    _, ui, message = nim_svg.act(load("nim?heaps=1,2,3"), {}, "hint", None)
    assert ui["hint"] == [] and "Lost against perfect play" in message


def test_new_game_takes_its_heaps_from_rand():
    draws = iter([4, 0, 9])
    position = load("nim?misere=1&heaps=1,1,0&start=3,3,1&moves=3&first=computer")
    fresh, _, message = nim_svg.act(position, {}, "new", lambda n: next(draws) % n)
    assert fresh.game_id() == "nim?misere=1&heaps=5,1,10&first=computer"
    assert message == "New game: heaps 5, 1, 10."


def test_options_keep_the_heaps():
    position = load("nim?heaps=1,1&start=3,3&moves=2")
    assert nim_svg.choose(position, "first", "computer") == "nim?heaps=3,3&first=computer"
    assert nim_svg.choose(position, "computer", "0") == "nim?heaps=3,3&computer=0"
    assert nim_svg.choose(position, "misere", "1") == "nim?misere=1&heaps=3,3"
    assert nim_svg.choose(position, "count", "4") == "nim?heaps=3,3,3,7"
    assert nim_svg.choose(position, "count", "1") == "nim?heaps=3"
    keys = [o["key"] for o in nim_svg.options(load("nim?heaps=1&computer=0"))]
    assert keys == ["misere", "count", "computer"]


def test_without_heaps_a_game_is_dealt_as_in_seed_002():
    for _ in range(20):
        position = load("nim")
        assert len(position.heaps) == 3 and all(1 <= h <= 10 for h in position.heaps)
        assert load(position.game_id()) == position


def test_keyboard_cursor_skips_empty_heaps():
    position = load("nim?heaps=2,0,3&start=2,1,3&moves=1")
    ui = nim_svg.move_cursor(position, {}, 0, 1)
    assert ui["cursor"] == 0
    ui = nim_svg.move_cursor(position, ui, 1, 0)
    assert ui["cursor"] == 1
    ui = nim_svg.move_cursor(position, ui, 0, 1)
    assert ui["cursor"] == 201


def test_texts():
    assert nim_svg.describe_move(None, [2, 3]) == "3 from heap C"
    assert nim_svg.result_text({"solution": [[0, 4]], "winner": "mover"}) == "Winning move: take 4 from heap A."
    assert nim_svg.result_text({"solution": [], "winner": "opponent"}).startswith("Lost against perfect play")
    assert nim_svg.prompt(load("nim?misere=1&heaps=5,2,3")).endswith("(last stone loses).")
