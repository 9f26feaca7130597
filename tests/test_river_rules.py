"""River crossing rules and codec: refused loads, rowers, game ids."""

import pytest

from puzzles import river, river_svg
from puzzles.gameid import GameIdError, split_game_id
from puzzles.river import IllegalMove


def load(game_id):
    _, variant, params = split_game_id(game_id)
    return river.parse(variant, params)


@pytest.mark.parametrize("boat, reason", [
    (["Ha", "Wb"], "Wb would be with Ha without Hb in the boat"),
    (["Ha"], "Wa would be with Hb without Ha on the near bank"),
    (["Wa", "Wb", "Wc"], "the boat holds 2"),
    ([], "the boat is empty"),
    (["Ha", "Ha"], "Ha is in the boat twice"),
    (["Xy"], "'Xy' is not in this problem"),
])
def test_refused_loads_say_why(boat, reason):
    with pytest.raises(IllegalMove) as error:
        river_svg.play(load("river/jealous-husbands"), boat)
    assert str(error.value).startswith(reason)


def test_rowers_and_the_other_rules_refuse_in_words():
    position = load("river/jealous-husbands?rowers=Ha,Hb,Hc,Wa")
    with pytest.raises(IllegalMove, match="nobody in the boat can row"):
        position.cross(["Wb", "Wc"])
    with pytest.raises(IllegalMove, match="the Wolf would eat the Goat on the near bank"):
        load("river/wolf-goat-cabbage").cross(["Farmer", "Cabbage"])
    with pytest.raises(IllegalMove, match="3 cannibals would outnumber 1 missionary on the near bank"):
        load("river/missionaries").cross(["M1", "M2"])


@pytest.mark.parametrize("game_id", [
    "river/jealous-husbands", "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa",
    "river/jealous-husbands?seats=3&far=Ha,Hb,Hc&boat=far",
    "river/missionaries?far=C1,C2&crossings=2", "river/wolf-goat-cabbage?far=Goat&crossings=4",
    "river/wolf-goat-cabbage?far=Farmer,Wolf,Goat,Cabbage&boat=far&crossings=9",
])
def test_game_ids_round_trip(game_id):
    position = load(game_id)
    assert position.game_id() == game_id
    assert load(position.game_id()) == position


def test_game_ids_are_canonical():
    assert load("river/jealous-husbands?rowers=Wa,Hc,Hb,Ha&seats=2").game_id() == \
        "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa"
    assert load("river/wolf-goat-cabbage?rowers=Farmer&far=Goat,Farmer&boat=far&crossings=1").game_id() == \
        "river/wolf-goat-cabbage?far=Farmer,Goat&boat=far"


@pytest.mark.parametrize("game_id, message", [
    ("river/ferry", "unknown river problem 'ferry'"),
    ("river/missionaries?boats=2", "unknown key 'boats'"),
    ("river/missionaries?rowers=M1,M4", "'M4' is not one of"),
    ("river/missionaries?rowers=M1,M1", "names M1 twice"),
    ("river/missionaries?seats=0", "seats=0 is out of range (1..6)"),
    ("river/missionaries?far=M1", "far= needs crossings="),
    ("river/missionaries?far=M1&crossings=2", "3 cannibals would outnumber 2 missionaries on the near bank"),
    ("river/jealous-husbands?boat=left", "boat='left' must be near or far"),
    ("river/jealous-husbands?boat=far&crossings=2", "crossings=2 does not fit boat=far"),
    ("river/wolf-goat-cabbage?far=Wolf,Goat&boat=far", "the Wolf would eat the Goat on the far bank"),
    ("river/wolf-goat-cabbage?far=Farmer,Wolf&boat=far", "the Goat would eat the Cabbage on the near bank"),
    ("river/wolf-goat-cabbage?far=Wolf,Cabbage&boat=far", "nobody who can row is on the far bank"),
])
def test_bad_game_ids_name_the_bad_part(game_id, message):
    with pytest.raises(GameIdError) as error:
        load(game_id)
    assert message in str(error.value)
