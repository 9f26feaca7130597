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
