"""Peg solitaire rules: geometry derived from the board pictures, play, codec."""

import pytest

from puzzles.peg import rules as peg
from puzzles.peg.rules import IllegalMove, board, parse

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


# --- custom boards (issue 11 part 3): the shape travels in the link ----------------------

import random

from contracts import refusal
from positions import replayed
from puzzles import registry, search
from puzzles.peg.problem import board_symmetries
from puzzles.peg.solver import hints, minimum

ENGLISH_ROWS = "..ooo..,..ooo..,ooooooo,ooooooo,ooooooo,..ooo..,..ooo.."


def custom(game_id):
    return registry.parse(game_id)[1]


@pytest.mark.parametrize("game_id", [
    "peg/custom?rows=" + ENGLISH_ROWS + "&empty=16",
    "peg/custom?rows=" + ENGLISH_ROWS + "&grid=square8&empty=16&finish=16",
    "peg/custom?rows=o....,oo...,ooo..,oooo.,ooooo&grid=triangle&empty=0",
    "peg/custom?rows=oooo,oooo,oooo&empty=0,11&finish=5",
    "peg/custom?rows=ooo,ooo,ooo&grid=triangle&empty=4",
] + list(peg.CUSTOM_EXAMPLES))
def test_custom_boards_round_trip_through_their_links(game_id):
    position = custom(game_id)
    assert position.game_id() == game_id
    assert custom(position.game_id()) == position
    # ... and so do positions in progress on them, move by move.
    for _ in range(3):
        if not position.legal_jumps():
            break
        frm, _, to = position.legal_jumps()[0]
        position = position.jump(frm, to)
        assert custom(position.game_id()) == position
        assert custom(position.game_id()).game_id() == position.game_id()


def test_the_square_format_is_the_issues_own():
    position = custom("peg/custom?rows=" + ENGLISH_ROWS + "&empty=16")
    assert position.board.size == 33 and position.empties == (16,) and position.board.grid == "square4"
    # Holes are numbered row by row from 0: hole 2 is the third hole of the top row.
    assert position.board.coords[2] == (4, 0) and position.board.coords[3] == (2, 1)
    # Diagonal jumps only with grid=square8.
    plain, diagonal = position.board, custom("peg/custom?rows=" + ENGLISH_ROWS + "&grid=square8").board
    assert (4, 8) not in plain.jumps[2] and (4, 8) in diagonal.jumps[2]  # down-left: 2 over 4 to 8


def test_empty_margins_are_dropped_and_the_holes_keep_their_numbers():
    position = custom("peg/custom?rows=.....,.ooo.,.....&empty=0")
    assert position.game_id() == "peg/custom?rows=ooo&empty=0"


def test_the_triangular_grid_rows_start_half_a_hole_left_of_the_row_above():
    # o.. / oo. / ooo is the triangle of 6 holes: hole 0 at the top, 3 4 5 along the bottom.
    geometry = custom("peg/custom?rows=o..,oo.,ooo&grid=triangle&empty=0").board
    assert sorted(tuple(sorted((o, t))) for o, t in geometry.jumps[0]) == [(1, 3), (2, 5)]
    assert geometry.jumps[3] == [(1, 0), (4, 5)]


def test_several_start_holes():
    position = custom("peg/custom?rows=oooo,oooo,oooo&empty=11,0")
    assert position.empties == (0, 11) and position.empty is None
    assert position.peg_count() == 10 and position.is_start() and position.jumps_played() == 0
    assert position.game_id() == "peg/custom?rows=oooo,oooo,oooo&empty=0,11"
    moved = position.play(position.legal_jumps()[0][::2])
    assert moved.jumps_played() == 1 and moved.restart() == position
    assert custom("peg/english33?empty=16,17").peg_count() == 31


@pytest.mark.parametrize("game_id, reason", [
    ("peg/custom?rows=ooo,oxo", "only o (a hole) and . (no hole)"),
    ("peg/custom?rows=ooo,oo", "rows of equal length: row 1 has 3 cells, row 2 has 2"),
    ("peg/custom?rows=" + ",".join(["ooo"] * 16), "at most 15x15, so that it stays legible"),
    ("peg/custom?rows=" + ",".join(["o" * 16]), "at most 15x15"),
    ("peg/custom?rows=" + ",".join(["ooooooooo"] * 8), "72 holes; at most 64, so that the solvers"),
    ("peg/custom?rows=...,...", "no hole (o) at all"),
    ("peg/custom?rows=ooo,...,o..", "hole 3 is on no line of three holes"),
    ("peg/custom?rows=oo", "hole 0 is on no line of three holes"),
    ("peg/custom?rows=ooo&empty=3", "there is no hole 3 on this board: they are numbered 0 to 2"),
    ("peg/custom?rows=ooo,ooo&empty=1,1", "names hole 1 twice"),
    ("peg/custom?rows=ooo,ooo&empty=0,1,2,3,4", "leaves 1 peg"),
    ("peg/custom?rows=ooo&grid=hex", "grid='hex' is not a grid; grids: square4, square8, triangle"),
    ("peg/custom?rows=ooo&finish=5", "there is no hole 5 on this board"),
    ("peg/english33?rows=ooo", "unknown key 'rows'"),
    ("peg/custom?rows=ooo,ooo&pegs=111111", "fills every hole"),
])
def test_bad_drawings_are_refused_with_the_reason(game_id, reason):
    assert reason in refusal(registry.parse, game_id)


def test_custom_examples_cover_every_grid():
    grids = {custom(game_id).board.grid for game_id in registry.presets() if "/custom?" in game_id}
    assert grids == set(peg.GRID_NAMES)
    assert registry.parse("peg/custom")[1].board.rows == ENGLISH_ROWS.split(",")  # the menu's entry


def _signature_partition(geometry, sets):
    """Which of ``sets`` share a rule-of-three signature (labels may differ between boards)."""
    return [[geometry.parity(a) == geometry.parity(b) for b in sets] for a in sets]


@pytest.mark.parametrize("name", [n for n in peg.BOARD_ORDER if n != "hoppers13"])
def test_a_preset_drawn_as_a_custom_board_derives_the_same_facts(name):
    preset = board(name)
    drawn = peg.custom_board(preset.rows, preset.grid)
    assert drawn is not preset and drawn.variant == "custom" and drawn.same_as == name
    assert drawn.size == preset.size and drawn.jumps == preset.jumps
    assert drawn.corners == preset.corners and drawn.classes == preset.classes
    assert sorted(board_symmetries(drawn)) == sorted(board_symmetries(preset))
    rand = random.Random(11)
    sets = [rand.getrandbits(preset.size) for _ in range(40)]
    assert len(drawn.parity_masks) == len(preset.parity_masks)
    assert _signature_partition(drawn, sets) == _signature_partition(preset, sets)


def test_hoppers_cannot_be_drawn_on_a_grid():
    assert board("hoppers13").grid is None and board("hoppers13").rows is None


from test_peg_solver import INFINITY, brute_force  # noqa: E402  (the solver tests' brute force)


def _same_answers(preset_id, custom_id):
    preset, drawn = custom(preset_id), custom(custom_id)
    assert preset.pegs == drawn.pegs and preset.empties == drawn.empties
    a, b = search.run(minimum(preset)), search.run(minimum(drawn))
    for key in ("solvable", "moves", "count", "solution", "reason"):
        assert a.get(key) == b.get(key), key
    assert search.run(hints(preset))["hints"] == search.run(hints(drawn))["hints"]
    return b


@pytest.mark.parametrize("empty, finish", [(0, None), (4, None), (3, 12), (0, 0)])
def test_triangle15_drawn_on_the_triangular_grid_answers_as_the_preset(empty, finish):
    tail = "&empty=%d" % empty + ("&finish=%d" % finish if finish is not None else "")
    result = _same_answers("peg/triangle15?" + tail[1:],
                           "peg/custom?rows=o....,oo...,ooo..,oooo.,ooooo&grid=triangle" + tail)
    expected = brute_force(custom("peg/triangle15?" + tail[1:]))
    assert (result.get("moves"), result.get("count")) == (expected if expected[0] < INFINITY else (None, None))


def test_hex12_drawn_answers_as_the_preset():
    _same_answers("peg/hex12?empty=1", "peg/custom?rows=oo..,ooo.,oooo,.ooo&grid=triangle&empty=1")


def test_english_shape_drawn_answers_as_english33_late_in_a_game():
    from puzzles.peg.solver import any_solution
    preset = custom("peg/english33?empty=16&finish=16")
    moves = search.run(any_solution(preset))["solution"]
    drawn_id = "peg/custom?rows=" + ENGLISH_ROWS + "&empty=16&finish=16"
    drawn = custom(drawn_id)
    for move in moves:
        preset, drawn = preset.play(move), drawn.play(move)
        if preset.peg_count() <= 12:
            break
    assert drawn.game_id() == preset.game_id().replace("peg/english33?", "peg/custom?rows=" + ENGLISH_ROWS + "&")
    result = _same_answers(preset.game_id(), drawn.game_id())
    assert result["solvable"] and (result["moves"], result["count"]) == brute_force(drawn)


@pytest.mark.parametrize("game_id", [
    "peg/custom?rows=ooo,ooo,ooo,ooo&grid=square8&empty=4",
    "peg/custom?rows=oooo,oooo,oooo&grid=triangle&empty=2",
    "peg/custom?rows=oooo,oooo,oooo&empty=1&finish=2",
    "peg/custom?rows=ooooo,ooooo,ooooo&empty=0,14",
    "peg/custom?rows=ooooo,ooooo,ooooo&empty=2",
    "peg/custom?rows=.o.,ooo,ooo,ooo,.o.&grid=square8&empty=7",
])
def test_custom_boards_agree_with_brute_force(game_id):
    position = custom(game_id)
    result = search.run(minimum(position))
    expected = brute_force(position)
    if expected[0] == INFINITY:
        assert not result["solvable"]
    else:
        assert (result["moves"], result["count"]) == expected
        assert replayed(position, result["solution"]).is_won()
