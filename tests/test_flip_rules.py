"""Flip It rules and codec (seed 004): jump tables, the published solution boards, game ids."""

import pytest

from puzzles import registry
from puzzles.flip import rules as flip
from puzzles.gameid import split_game_id
from contracts import assert_round_trips, refusal


# Seed 004's jump tables: for each space, the cells of the pieces that can jump into it.
SEED_SQUARE = [[2, 3, 8, 12], [3, 9, 13], [0, 10, 14], [0, 1, 11, 15], [6, 7, 12], [7, 13],
               [4, 14], [4, 5, 15], [10, 11, 0], [11, 1], [8, 2], [8, 9, 3], [14, 15, 0, 4],
               [15, 1, 5], [12, 2, 6], [12, 13, 3, 7]]


SEED_DIAGONAL_EXTRA = [[10, 15], [11], [8], [9, 12], [14], [15], [12], [13], [2], [3], [0], [1],
                       [3, 6], [7], [4], [0, 5]]


# Seed 004's shortest solution for square from all black, space 5 (S = space).
SEED_SOLUTION = """
BBBBBSBBBBBBBBBB BBBBBBWSBBBBBBBB BBBBBBWBBBBWBBBS BBBBBBWBBBBWSWWB BBBBBBWBBBBWWBSB
BBSBBBBBBBWWWBBB SWBBBBBBBBWWWBBB BBWSBBBBBBWWWBBB BBWWBBBWBBWSWBBB BBWWBBBWSWBBWBBB
SBWWWBBWBWBBWBBB WBWWBBBWWWBBSBBB WBWWBBBWWWBBBWWS WBWWBBBSWWBWBWWW WBWWSWWBWWBWBWWW
WBWWBWWBBWBWSWWW SBWWWWWBWWBWWWWW WWBSWWWBWWBWWWWW WWBWWWWWWWBSWWWW WWBWWWWWSBWWWWWW
WWBWWWWWWWSWWWWW WWSWWWBWWWBWWWWW WWWWWWWWWWWWWWSW
""".split()


def parse(game_id):
    family, variant, params = split_game_id(game_id)
    assert family == "flip"
    return flip.parse(variant, params)


def from_seed(board_text, variant="square"):
    """A position from one of the seed's board strings (B, W, S)."""
    colours = board_text.replace("B", "b").replace("W", "w").replace("S", ".")
    return parse("flip/%s?colours=%s" % (variant, colours))


@pytest.mark.parametrize("variant", flip.BOARD_ORDER)
def test_jump_tables_match_the_seed(variant):
    geometry = flip.board(variant)
    for space in range(16):
        expected = set(SEED_SQUARE[space])
        if variant == "square-diagonal":
            expected |= set(SEED_DIAGONAL_EXTRA[space])
        assert set(frm for frm, _ in geometry.jumps[space]) == expected


def test_the_seeds_shortest_solution_is_a_sequence_of_legal_moves():
    position = flip.new_game("square")
    assert from_seed(SEED_SOLUTION[0]).colour_text() == position.colour_text()
    for text in SEED_SOLUTION[1:]:
        wanted = from_seed(text).colour_text()
        successors = {position.play(frm).colour_text(): position.play(frm) for frm in position.movable()}
        assert wanted in successors
        position = successors[wanted]
    assert position.moves == 22
    assert position.is_won() and position.is_over()
    assert position.status_text() == "Solved in 22 moves: all 15 pieces are white."


def test_a_move_flips_the_jumped_pieces_and_keeps_the_movers_colour():
    position = parse("flip/square-diagonal?colours=w.bbbwbbbbbbbbbw")
    assert position.play(13).colour_text() == "wbbbbbbbbwbbb.bw"  # up column 1 over 9 and 5
    assert position.play(11).colour_text() == "wbbbbwwbbbb.bbbw"  # diagonal 11-6-1 over 6
    position = parse("flip/square?colours=wbb.bbbbbbbbbbbw")
    assert position.play(0).colour_text() == ".wwwbbbbbbbbbbbw"  # a white piece along row 0
    assert position.play(15).colour_text() == "wbbwbbbwbbbwbbb."  # a white piece up column 3
    assert position.play(15).moves == 1


def test_moves_into_the_space_need_a_piece_between():
    position = flip.new_game("square")  # space 5
    assert position.movable() == [7, 13]
    with pytest.raises(ValueError, match="cell 5 is the space"):
        position.play(5)
    with pytest.raises(ValueError, match="cannot jump into the space"):
        position.play(6)  # a neighbour
    with pytest.raises(ValueError, match="cannot jump"):
        position.play(0)  # diagonal: not in square
    assert flip.new_game("square-diagonal").movable() == [7, 13, 15]
    for bad in (16, -1, "7", None):
        with pytest.raises(ValueError):
            position.play(bad)


def test_every_move_can_be_undone_by_moving_the_piece_back():
    for variant in flip.BOARD_ORDER:
        position = parse("flip/%s?colours=wbwbbwb.bbwwbwbw" % variant)
        for frm in position.movable():
            after = position.play(frm)
            back = after.play(position.space)
            assert (back.white, back.space) == (position.white, position.space)


@pytest.mark.parametrize("game_id", [
    "flip/square", "flip/square-diagonal", "flip/square?space=0",
    "flip/square?colours=bbbbbbw.bbbbbbbb&moves=1", "flip/square?space=15&colours=wwwwwwwwwwwwwww.",
    "flip/square-diagonal?colours=bbbbb.bbbbbbbbbb&moves=4", "flip/square?colours=.bbbbbbbbbbbbbbb",
])
def test_game_ids_round_trip(game_id):
    assert_round_trips(parse, game_id)


def test_non_canonical_ids_are_read():
    assert parse("flip/square?space=5").game_id() == "flip/square"
    assert parse("flip/square?colours=bbbbb.bbbbbbbbbb").game_id() == "flip/square"
    assert parse("flip/square?colours=bbbbb.bbbbbbbbbb&moves=0").game_id() == "flip/square"


@pytest.mark.parametrize("game_id, message", [
    ("flip/round", "unknown flip board 'round'"),
    ("flip/square?space=16", "there is no cell 16 on this board: they are numbered 0 to 15"),
    ("flip/square?space=x", "space='x' is not a whole number"),
    ("flip/square?colours=bbb", "colours='bbb' must be 16 characters"),
    ("flip/square?colours=bbbbbbbbbbbbbbbb", "one . for the space"),
    ("flip/square?colours=..bbbbbbbbbbbbbb", "one . for the space"),
    ("flip/square?colours=bbbbbxbbbbbbbbb.", "colours='bbbbbxbbbbbbbbb.'"),
    ("flip/square?colours=bbbbbBbbbbbbbbb.", "must be 16 characters of b and w"),
    ("flip/square?colours=bbbbbbbbbbbbbbb.&moves=-1", "moves='-1' is not a whole number"),
    ("flip/square?moves=3", "moves= needs colours="),
    ("flip/square?size=3", "unknown key 'size' for Flip It"),
])
def test_bad_ids_name_the_bad_part(game_id, message):
    assert message in refusal(parse, game_id)


def test_restart_returns_to_the_all_black_start():
    position = parse("flip/square?space=3&colours=wbwbbwb.bbwwbwbw&moves=9")
    assert position.restart().game_id() == "flip/square?space=3"
    assert position.restart().is_start()


def test_registry_knows_the_family():
    assert registry.parse("flip/square")[1] == flip.new_game("square")
    assert "flip/square" in registry.presets() and "flip/square-diagonal" in registry.presets()
