"""Knight's tour rules and codec: board geometry against the seeds, play, game ids."""

import re

import pytest

from puzzles import registry
from puzzles.knight import view
from contracts import assert_round_trips, refusal
from positions import KNIGHT_PROBLEM_A as PROBLEM_A


def parse(game_id):
    family, position = registry.parse(game_id)
    assert family == "knight"
    return position


def test_seed_001_problem_a_adjacency():
    # Seed 001 numbers the 12 cells 0 1 / 2 3 4 5 / 6 7 8 9 / 10 11 and lists their moves.
    seed = [(5, 6, 8), (2, 7, 9), (1, 8, 10), (9, 11), (6, 10), (0, 7, 11), (0, 4, 11),
            (1, 5), (0, 2), (1, 3, 10), (2, 4, 9), (3, 5, 6)]
    geometry = parse(PROBLEM_A).board
    ours = geometry.free  # seed cell i is our cell ours[i]
    assert ours == [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14]
    for seed_cell, moves in enumerate(seed):
        assert sorted(geometry.neighbours[ours[seed_cell]]) == sorted(ours[m] for m in moves)


def test_seed_002_3x4_adjacency():
    # Seed 002 names the cells a..l row by row, three to a row (its 3x4 board stands upright:
    # our 4x3), and lists the knight moves as next(X, Y).
    pairs = ["af", "ah", "bg", "bi", "cd", "ch", "di", "dk", "ej", "el", "fg", "fk", "gl", "ij"]
    geometry = parse("knight/4x3").board
    moves = {(a, b) for a in range(12) for b in geometry.neighbours[a]}
    seed = set()
    for pair in pairs:
        a, b = (ord(ch) - ord("a") for ch in pair)
        seed |= {(a, b), (b, a)}
    assert moves == seed


@pytest.mark.parametrize("game_id", [
    "knight/8x8", "knight/3x50?closed=1", PROBLEM_A, "knight/5x5?cut=0,6-8,24",
    "knight/8x8?start=0&path=77", "knight/50x50?cut=0-49,2450-2499&closed=1&start=60&path=5",
])
def test_game_ids_round_trip(game_id):
    assert_round_trips(parse, game_id)


def test_cut_lists_are_written_in_order_with_runs():
    position = parse("knight/5x5?cut=8,7,0,6,24")
    assert position.board.cut == (0, 6, 7, 8, 24)
    assert position.game_id() == "knight/5x5?cut=0,6-8,24"
    assert parse("knight/5x5?cut=3-4").game_id() == "knight/5x5?cut=3,4"


def test_a_whole_50x50_tour_fits_in_a_game_id():
    position = parse("knight/50x50?closed=1&start=0")
    while not position.is_over():  # Warnsdorff by hand: a full tour on 50x50
        position = position.play(min(position.legal_moves(), key=lambda c: len(
            [n for n in position.board.neighbours[c] if not position.is_visited(n)])))
    assert position.is_complete()
    assert len(position.game_id()) < 8000
    assert parse(position.game_id()) == position


def scratch_game_id(position):
    """The id written from the path alone, each move's digit found from the two cells'
    rows and columns: the encoding the incremental one (Position.tape) must match."""
    from puzzles.knight.rules import DIRECTIONS
    cols, path = position.board.cols, position.path
    text = "knight/%s" % position.board.name
    keys = ["closed=1"] if position.closed else []
    if path:
        keys.append("start=%d" % path[0])
    if len(path) > 1:
        keys.append("path=" + "".join(
            str(DIRECTIONS.index((b // cols - a // cols, b % cols - a % cols))) for a, b in zip(path, path[1:])))
    return text + ("?" + "&".join(keys) if keys else "")


def test_a_long_games_incremental_id_is_the_from_scratch_encoding_on_every_branch():
    # A 50x50 tour played move by move (Warnsdorff), with Undo-like branches: from earlier
    # positions another legal move is played, and the earlier positions and the main line
    # keep their own ids while the branches grow their own.
    position = parse("knight/50x50?closed=1")
    assert position.game_id() == scratch_game_id(position) == "knight/50x50?closed=1"
    line = []
    while not position.is_over():
        position = position.play(min(position.legal_moves(), key=lambda c: len(
            [n for n in position.board.neighbours[c] if not position.is_visited(n)])))
        line.append(position)
        if len(line) % 97 == 0:
            assert position.game_id() == scratch_game_id(position)
    assert len(line) == 2500 and position.is_complete()
    branches = []
    for earlier in line[10:2400:233]:
        branch = earlier
        for _ in range(40):  # a branch off the earlier position, then on along it
            moves = branch.legal_moves()
            if not moves:
                break
            branch = branch.play(moves[-1] if branch is earlier else moves[0])
            branches.append(branch)
        assert branch.length > earlier.length
        assert branch.game_id() == scratch_game_id(branch)
        assert parse(branch.game_id()) == branch
    assert len(branches) > 300
    for positions in (line, branches):
        for each in positions:
            assert each.game_id() == scratch_game_id(each), each.length
    assert line[-1].game_id() == scratch_game_id(line[-1]) and parse(line[-1].game_id()) == line[-1]


@pytest.mark.parametrize("game_id, words", [
    ("knight/2x8", "rows must be 3..50"),
    ("knight/8x51", "columns must be 3..50"),
    ("knight/8", "<rows>x<cols>"),
    ("knight/08x8", "<rows>x<cols>"),
    ("knight/0x0", "rows must be 3..50"),
    ("knight/8x1000", "columns must be 3..50"),
    ("knight/8x" + "9" * 5000, "columns must be 3..50"),
    ("knight/8x8?cut=64", "cell 64"),
    ("knight/8x8?cut=3,3", "twice"),
    ("knight/8x8?cut=9-2", "backwards"),
    ("knight/8x8?cut=a", "not a cell number"),
    ("knight/3x3?cut=0-8", "every cell"),
    ("knight/8x8?closed=2", "closed=2"),
    ("knight/8x8?start=64", "no cell 64 on this board"),
    ("knight/8x8?cut=5&start=5", "start=5 is a cut cell"),
    ("knight/8x8?path=1", "needs start"),
    ("knight/8x8?start=0&path=8", "digits 0-7"),
    ("knight/8x8?start=0&path=0", "leaves the board"),
    ("knight/8x8?cut=17&start=0&path=7", "lands on the cut cell 17"),
    ("knight/8x8?start=0&path=70", "comes back to cell 0"),
    ("knight/8x8?rows=5", "unknown key"),
])
def test_bad_game_ids_are_refused_naming_the_bad_part(game_id, words):
    assert re.search(words, refusal(registry.parse, game_id))


def test_play_refuses_illegal_moves_with_a_reason():
    position = parse("knight/5x5?cut=7&start=0")
    with pytest.raises(ValueError, match="cut"):
        position.play(7)
    with pytest.raises(ValueError, match="not a knight's move"):
        position.play(1)
    with pytest.raises(ValueError, match="already visited"):
        position.play(11).play(0)
    with pytest.raises(ValueError, match="not a cell"):
        position.play(25)


def test_the_first_move_places_the_knight_anywhere():
    position = parse("knight/5x5?cut=3")
    assert view.moves(position) == [c for c in range(25) if c != 3]
    placed = view.play(position, 12)
    assert placed.game_id() == "knight/5x5?cut=3&start=12"
    assert sorted(view.moves(placed)) == [1, 5, 9, 15, 19, 21, 23]  # 3 is cut


def test_the_ends_of_a_tour_in_words():
    # Seed 001's first closed tour of problem A, in our cell numbers.
    seed_to_ours = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14]
    tour = [seed_to_ours[c] for c in (0, 5, 7, 1, 9, 3, 11, 6, 4, 10, 2, 8)]
    position = parse(PROBLEM_A)
    for cell in tour[1:]:
        assert position.status_text() == ""
        position = position.play(cell)
    assert position.is_won() and position.closes()
    assert position.status_text().startswith("Closed tour")
    # The seed 002 3x4 open tour a h c d k f g l e j i b does not close.
    open_tour = [ord(ch) - ord("a") for ch in "ahcdkfglejib"]
    position = parse("knight/4x3?closed=1&start=0")
    for cell in open_tour[1:]:
        position = position.play(cell)
    assert not position.is_won() and "not a closed tour" in position.status_text()
    assert parse(position.game_id().replace("closed=1&", "")).is_won()
    stuck = parse("knight/3x3?start=0")
    for cell in (5, 6, 1, 8, 3, 2, 7):  # round the rim; the centre has no moves at all
        stuck = stuck.play(cell)
    assert stuck.is_over() and stuck.status_text().startswith("Dead end: 8 of 9")


def test_restart_goes_back_to_the_start_cell():
    position = parse("knight/8x8?closed=1&start=0&path=77")
    assert position.restart().game_id() == "knight/8x8?closed=1&start=0"
    assert parse("knight/8x8").restart() == parse("knight/8x8")
