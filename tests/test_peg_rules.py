"""Peg solitaire rules: geometry derived from the board pictures, play, codec."""

import pytest

from puzzles import peg
from puzzles.peg import IllegalMove, board, parse

# Seed 000's jump table for the 21-hole triangle: hole -> [(over, to), ...].
SEED_TRIANGLE21 = [
    [(2, 4)], [(2, 3)], [(3, 5), (4, 7)], [(2, 1), (5, 8), (6, 10)], [(2, 0), (6, 9), (7, 11)],
    [(3, 2), (6, 7), (8, 13), (9, 15)], [(9, 14), (10, 16)], [(4, 2), (6, 5), (10, 15), (11, 17)],
    [(5, 3), (9, 10), (13, 19)], [(6, 4), (10, 11)], [(6, 3), (9, 8)], [(7, 4), (10, 9), (17, 20)],
    [(13, 14)], [(8, 5), (14, 15)], [(9, 6), (13, 12), (15, 16)], [(9, 5), (10, 7), (14, 13), (16, 17)],
    [(10, 6), (15, 14), (17, 18)], [(11, 7), (16, 15)], [(17, 16)], [(13, 8)], [(17, 11)],
]

# Seed 002's Hoppers table: jump_table(From, Over, To), each usable both ways.
SEED_HOPPERS = [(0, 1, 2), (0, 3, 6), (0, 5, 10), (1, 3, 5), (1, 6, 11), (1, 4, 7), (2, 4, 6),
                (2, 7, 12), (3, 6, 9), (4, 6, 8), (5, 6, 7), (5, 8, 11), (6, 8, 10), (6, 9, 12),
                (7, 9, 11), (10, 11, 12)]


def test_triangle21_jump_table_is_the_seeds():
    assert [sorted(row) for row in board("triangle21").jumps] == [sorted(r) for r in SEED_TRIANGLE21]


def test_hoppers_jump_table_is_the_seeds():
    derived = {(f, o, t) for f, row in enumerate(board("hoppers13").jumps) for o, t in row}
    seed = {(f, o, t) for f, o, t in SEED_HOPPERS} | {(t, o, f) for f, o, t in SEED_HOPPERS}
    assert derived == seed


@pytest.mark.parametrize("name, corners", [
    ("triangle21", [0, 1, 12, 18, 19, 20]),   # seed 000
    ("hoppers13", [0, 2, 10, 12]),            # seed 002
    ("english33", [0, 2, 6, 12, 20, 26, 30, 32]),
])
def test_corners_are_the_holes_never_jumped_over(name, corners):
    assert board(name).corners == corners


def test_triangle21_classes_match_the_seed_groups():
    classes = board("triangle21").classes
    group_of_6 = {h for h in range(21) if classes[h] == classes[6]}
    assert group_of_6 == {6, 12, 14, 16, 18}  # seed 000's group 2
    assert len(set(classes)) == 4


@pytest.mark.parametrize("name, holes, rows", [
    ("english33", 33, [3, 3, 7, 7, 7, 3, 3]), ("french37", 37, [3, 5, 7, 7, 7, 5, 3]),
    ("diamond41", 41, [1, 3, 5, 7, 9, 7, 5, 3, 1]), ("triangle15", 15, [1, 2, 3, 4, 5]),
    ("triangle21", 21, [2, 1, 2, 3, 4, 7, 2]), ("hex12", 12, [2, 3, 4, 3]),
    ("hoppers13", 13, [3, 2, 3, 2, 3]),
])
def test_board_shapes(name, holes, rows):
    geometry = board(name)
    assert geometry.size == holes
    ys = [y for _, y in geometry.coords]
    assert [ys.count(y) for y in sorted(set(ys))] == rows


def test_a_chain_of_jumps_is_one_move():
    position = parse("hoppers13", {"empty": "6", "finish": "6"})
    for move in ([0, 6], [9, 3], [2, 0, 6]):
        position = position.play(move)
    assert position.moves == 3
    assert position.jumps_played() == 4
    assert position.last == 6


def test_illegal_jumps_say_why():
    position = parse("hoppers13", {"empty": "6"})
    with pytest.raises(IllegalMove, match="not empty"):
        position.jump(0, 2)
    with pytest.raises(IllegalMove, match="no jump"):
        position.jump(0, 7)
    moved = position.jump(0, 6)
    with pytest.raises(IllegalMove, match="no peg"):
        moved.jump(0, 2)


def test_end_of_game_is_recognised():
    position = parse("hex12", {"empty": "1", "pegs": "000000100000"})
    assert position.is_won() and position.is_over()
    assert "Solved" in position.status_text()
    stuck = parse("hex12", {"empty": "1", "pegs": "100000000001"})
    assert stuck.is_over() and not stuck.is_won()
    assert "No moves left: 2 pegs" in stuck.status_text()
    elsewhere = parse("hex12", {"empty": "1", "finish": "1", "pegs": "000000100000"})
    assert "not on the finish hole" in elsewhere.status_text()


def test_restart_returns_to_the_start():
    start = parse("triangle15", {"empty": "0"})
    assert start.play([3, 0]).restart() == start


def test_the_codec_rejects_impossible_positions():
    with pytest.raises(peg.GameIdError, match="moves=5 does not fit"):
        parse("hex12", {"pegs": "110111111111", "moves": "5"})
    with pytest.raises(peg.GameIdError, match="last=2 must be a hole with a peg"):
        parse("hex12", {"pegs": "110111111110", "moves": "1", "last": "2"})
    with pytest.raises(peg.GameIdError, match="no peg"):
        parse("hex12", {"pegs": "000000000000"})
    with pytest.raises(peg.GameIdError, match="0 and 1"):
        parse("hex12", {"pegs": "11011111111x"})


@pytest.mark.parametrize("params, part", [
    ({"pegs": "111111111111"}, "fills every hole"),
    ({"pegs": "110111111111", "last": "3"}, "needs a jump played"),
])
def test_the_codec_rejects_positions_it_could_not_write_back(params, part):
    with pytest.raises(peg.GameIdError, match=part):
        parse("hex12", params)


@pytest.mark.parametrize("name", peg.BOARD_ORDER)
def test_every_position_of_random_playouts_round_trips(name):
    import random
    rng = random.Random(name)
    for _ in range(20):
        position = peg.new_game(name)
        while True:
            assert parse(name, _params(position.game_id())) == position
            jumps = position.legal_jumps()
            if not jumps:
                break
            frm, _, to = rng.choice(jumps)
            position = position.jump(frm, to)


def _params(game_id):
    from puzzles.gameid import split_game_id
    return split_game_id(game_id)[2]
