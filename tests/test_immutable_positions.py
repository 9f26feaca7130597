"""Every family's position is immutable (issue 33): once built, no attribute can be set,
added or deleted, so a position kept in the undo history, a hash table or a search's visited
set stays what it was (puzzles/keyed.py: ``Frozen``). The page's MicroPython refuses the same
way: the last test runs the same attempts there."""

import pytest

from micropython_compare import assert_same_under_micropython
from puzzles import registry


def positions():
    for family in registry.families():
        game_id = next(game for game in registry.presets() if game.split("/")[0].split("?")[0] == family)
        yield family, registry.parse(game_id)[1]


@pytest.mark.parametrize("family,position", list(positions()), ids=registry.families())
def test_a_position_of_each_family_cannot_be_changed(family, position):
    before = (position.game_id(), hash(position))
    names = [name for name in type(position).__slots__ if not name.startswith("_")]
    assert names, family
    for name in names:
        value = getattr(position, name)
        with pytest.raises(AttributeError):
            setattr(position, name, value)
        with pytest.raises(AttributeError):
            delattr(position, name)
        assert getattr(position, name) is value
    with pytest.raises(AttributeError):
        position.extra = 1
    assert (position.game_id(), hash(position)) == before


def test_playing_makes_a_new_position_and_leaves_the_old_one():
    _, position = registry.parse("peg/english33")
    before = position.game_id()
    after = position.play(list(position.legal_jumps()[0][::2]))
    assert after is not position and after.pegs != position.pegs
    assert position.game_id() == before


MICROPYTHON_SCRIPT = """
from puzzles import registry
for game_id in registry.presets():
    family, position = registry.parse(game_id)
    before = position.game_id()
    refused = 0
    for name in ("moves", "board", "extra"):
        try:
            setattr(position, name, 1)
        except AttributeError:
            refused += 1
    print(game_id, refused, position.game_id() == before)
print("END")
"""


def test_positions_cannot_be_changed_under_micropython_either(tmp_path):
    script = tmp_path / "immutable.py"
    script.write_text(MICROPYTHON_SCRIPT)
    assert_same_under_micropython(script)
