"""Direct input and the smaller defects of issue 21 (parts 4 and 8), through the session the
page drives: a piece dragged is the clicks a player makes (pick, then land), a swipe is the
arrow key that way, the toggles say whether they are on, the status says what an edit mode
or a picked-up peg asks for, and a bad link to a named board shows that board."""

import pytest

from puzzles import registry
from puzzles.session import Session, fallback_game
from puzzles.words import set_language


def new_session(game_id):
    s = Session()
    s.load(game_id)
    return s


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def test_dragging_a_peg_is_the_clicks_pick_then_land():
    by_clicks = new_session("peg/triangle21")
    by_clicks.click(14)
    by_clicks.click(6)
    s = new_session("peg/triangle21")
    assert s.drag(14)  # the drag starts: picked up, its landing holes marked
    assert s.ui["selected"] == 14 and s.ui["targets"] == [6]
    assert s.status().startswith("Now pick a hole for the peg on hole 14")
    assert s.drag(14, 6)
    assert s.game_id() == by_clicks.game_id() and len(s.history) == len(by_clicks.history) == 1
    s.undo()
    assert s.game_id() == registry.parse("peg/triangle21")[1].game_id()


def test_a_peg_dropped_where_it_cannot_land_goes_back():
    s = new_session("peg/triangle21")
    before = s.game_id()
    s.ui["hint"] = [14, 6]
    marks = dict(s.ui)
    assert s.drag(14)
    assert not s.drag(14, 3)  # an empty hole it cannot reach
    assert s.game_id() == before and s.ui == marks and not s.history
    assert s.message_text() == "The peg on hole 14 cannot land on hole 3: it is back in its hole."
    assert s.drag(14) and not s.drag(14, 9)  # a hole with a peg
    assert s.game_id() == before and s.ui == marks
    assert s.drag(14) and not s.drag(14, -1)  # off the board
    assert s.message_text() == "Dropped off the board: the peg is back on hole 14." and s.ui == marks
    assert not s.drag(2)  # a peg that cannot jump does not drag
    assert s.ui == marks


def test_a_picked_peg_dragged_lands_with_one_click_and_a_chain_goes_on():
    s = new_session("peg/triangle21")
    s.click(14)  # picked up by a click, then dragged
    assert s.drag(14) and s.ui["selected"] == 14
    assert s.drag(14, 6) and s.position.moves == 1


def test_dragging_the_knight_to_its_next_cell():
    s = new_session("knight/8x8")
    assert not s.drag(0)  # no knight yet: a click places it
    s.click(0)
    assert not s.drag(5)  # not the knight's cell
    assert s.drag(0) and s.drag(0, 10)
    assert s.position.path == (0, 10) and len(s.history) == 2
    assert s.drag(10) and not s.drag(10, 11)
    assert s.position.path == (0, 10) and "not a knight's move" in s.message_text()
    assert s.drag(10) and not s.drag(10, -1) and s.message_text() == "Dropped off the board: the knight is back on c7."
    s.act("edit")
    assert not s.drag(10)  # the editor cuts cells: nothing to drag


def test_families_without_drags_ignore_them():
    s = new_session("slide/eight")
    assert not s.drag(4) and not s.drag(4, 7) and s.position.moves == 0


def test_a_swipe_slides_the_tile_that_moves_that_way():
    s = new_session("slide/eight")  # the space on cell 7, bottom middle
    assert s.swipe(-40.0, 3.0)  # a stroke to the left: the tile right of the space
    assert s.position.tiles[8] == 0 and s.position.moves == 1
    assert s.swipe(0.0, 50.0)  # down: the tile above the space
    assert s.position.tiles[5] == 0
    s = new_session("peg/triangle21")
    assert not s.swipe(30.0, 0.0) and s.position.moves == 0


def test_the_status_says_what_an_edit_mode_does():
    s = new_session("peg/triangle21")
    s.act("edit")
    assert s.status().startswith("Editing the board: click a cell to make it a hole")
    assert "pick a marked peg" not in s.status()
    s.act("edit")
    assert s.status().startswith("Your move")
    s = new_session("knight/6x6")
    s.act("edit")
    assert s.status().startswith("Editing the board: click cells to cut them")
    s = new_session("slide/eight")
    s.act("edit")
    assert s.status().startswith("Setting the tiles: click two cells")


def test_toggles_say_whether_they_are_on():
    def pressed(s):
        return {a["id"]: a["pressed"] for a in s.actions() if "pressed" in a}

    s = new_session("peg/triangle21")
    assert pressed(s) == {"edit": False, "numbers": True}
    s.act("numbers")
    s.act("edit")
    assert pressed(s) == {"edit": True, "numbers": False}
    assert "pressed" not in [a for a in s.actions() if a["id"] == "solve"][0]
    s = new_session("nim?heaps=5,2,3")
    assert pressed(s) == {"binary": False}
    s.act("binary")
    assert pressed(s) == {"binary": True}
    s = new_session("knight/6x6")
    s.act("edit")
    assert pressed(s) == {"edit": True}
    s = new_session("slide/eight")
    assert pressed(s) == {"edit": False}
    assert new_session("river/missionaries").actions() == new_session("river/missionaries").view.actions(
        new_session("river/missionaries").position)


@pytest.mark.parametrize("bad, shown, part", [
    ("peg/english33?empty=99", "peg/english33", "99"),
    ("knight/8x8?cut=999", "knight/8x8", "999"),
    ("slide/fifteen?tiles=zz", "slide/fifteen", "zz"),
    ("nim?heaps=x", "nim", "x"),
    ("river/jealous-husbands?rowers=<b>", "river/jealous-husbands", "rowers"),
])
def test_a_bad_link_to_a_named_board_shows_that_boards_default_position(bad, shown, part):
    s = Session()
    s.open_link("#" + bad)
    assert fallback_game(bad) == shown
    if shown != "nim":  # nim's own default deals its heaps at random
        assert s.game_id() == registry.parse(shown)[1].game_id()
    assert s.family == shown.split("/")[0] and s.variant_id() == shown
    assert s.message_text().startswith("Bad link: ") and part in s.message_text()
    assert s.message_text().endswith("Showing this puzzle's default position.")


def test_a_bad_family_or_variant_still_shows_the_default_puzzle():
    for bad in ("chess/board", "peg/english34?empty=1", "peg/<b>", "peg"):
        assert fallback_game(bad) == registry.DEFAULT_GAME
        s = Session()
        s.open_link("#" + bad)
        assert s.message_text().endswith("Showing the default puzzle.")


def test_the_new_lines_are_worded_in_japanese():
    s = new_session("peg/triangle21")
    set_language("ja")
    s.drag(14)
    assert "穴 14 のペグ" in s.status()
    s.drag(14, 3)
    assert "元の穴に戻りました" in s.message_text()
    s.open_link("#peg/english33?empty=99")
    assert "このパズルの最初の局面" in s.message_text()
