"""River crossing rules and codec: refused loads, rowers, alike people, game ids."""

import pytest

from puzzles.river import rules as river
from puzzles.river import view as river_svg
from puzzles.gameid import split_game_id
from puzzles.river.rules import IllegalMove
from contracts import assert_round_trips, refusal


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
    "river/missionaries?alike=0&far=M2,C3&crossings=2", "river/missionaries?rowers=M1,C1&far=M2,C1&crossings=2",
    "river/missionaries?seats=3&alike=0",
    "river/wolf-goat-cabbage?far=Farmer,Wolf,Goat,Cabbage&boat=far&crossings=9",
])
def test_game_ids_round_trip(game_id):
    assert_round_trips(load, game_id)


def test_game_ids_are_canonical():
    assert load("river/jealous-husbands?rowers=Wa,Hc,Hb,Ha&seats=2").game_id() == \
        "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa"
    assert load("river/wolf-goat-cabbage?rowers=Farmer&far=Goat,Farmer&boat=far&crossings=1").game_id() == \
        "river/wolf-goat-cabbage?far=Farmer,Goat&boat=far"
    # Missionaries alike: which of a kind is across does not matter, the lowest-numbered are.
    assert load("river/missionaries?far=M3,C2&crossings=2&alike=1").game_id() == \
        "river/missionaries?far=M1,C1&crossings=2"
    assert load("river/missionaries?far=M3,C2&crossings=2") == load("river/missionaries?far=M1,C1&crossings=2")
    # ... nor which of a kind rows: rowers=M3 is rowers=M1 (and M3 across is M1 across).
    assert load("river/missionaries?rowers=M3,C2&far=M3,C1&crossings=2").game_id() == \
        "river/missionaries?rowers=M1,C1&far=M1,C2&crossings=2"
    # Told apart, names stay as given.
    assert load("river/missionaries?far=M3,C2&crossings=2&alike=0").game_id() == \
        "river/missionaries?alike=0&far=M3,C2&crossings=2"
    assert load("river/missionaries?rowers=M3,C2&alike=0").game_id() == "river/missionaries?rowers=M3,C2&alike=0"


def test_missionaries_alike_cross_by_kind():
    start = load("river/missionaries")
    # One load per choice of kinds: a cannibal, a missionary and a cannibal, two cannibals.
    assert start.legal_loads() == [["C1"], ["M1", "C1"], ["C1", "C2"]]
    assert [river_svg.describe_move(start, m) for m in start.legal_loads()] == \
        ["a cannibal", "a missionary and a cannibal", "two cannibals"]
    # Any two cannibals may be named; the same position follows.
    assert start.cross(["C3", "C2"]) == start.cross(["C1", "C2"])
    assert start.cross(["C3", "C2"]).game_id() == "river/missionaries?far=C1,C2&boat=far"
    across = start.cross(["C1", "C2"])
    assert across.legal_loads() == [["C2"], ["C1", "C2"]]  # one back: the highest-numbered
    assert across.cross(["C1"]) == across.cross(["C2"])
    assert across.cross(["C2"]).game_id() == "river/missionaries?far=C1&crossings=2"
    told_apart = load("river/missionaries?alike=0")
    assert len(told_apart.legal_loads()) == 3 + 9 + 3  # C1..C3 alone, M+C pairs, C pairs
    assert told_apart.cross(["C3", "C2"]) != told_apart.cross(["C1", "C2"])
    assert river_svg.describe_move(told_apart, ["M1", "C2"]) == "M1 + C2"
    split = load("river/missionaries?rowers=M1,C1")
    assert river_svg.describe_move(split, ["C1", "C2"]) == "a rowing cannibal and a non-rowing cannibal"
    assert river_svg.describe_move(load("river/missionaries?seats=3"), ["M1", "M2", "C1"]) == \
        "two missionaries and a cannibal"


@pytest.mark.parametrize("game_id, message", [
    ("river/ferry", "unknown river problem 'ferry'"),
    ("river/missionaries?boats=2", "unknown key 'boats'"),
    ("river/missionaries?rowers=M1,M4", "'M4' is not one of"),
    ("river/missionaries?rowers=M1,M1", "names M1 twice"),
    ("river/missionaries?seats=0", "seats=0 is out of range (1..6)"),
    ("river/missionaries?alike=2", "alike=2 is out of range (0..1)"),
    ("river/jealous-husbands?alike=0", "alike= is for the missionaries and cannibals"),
    ("river/wolf-goat-cabbage?alike=1", "alike= is for the missionaries and cannibals"),
    ("river/missionaries?far=M1", "far= needs crossings="),
    ("river/missionaries?far=M1&crossings=2", "3 cannibals would outnumber 2 missionaries on the near bank"),
    ("river/jealous-husbands?boat=left", "boat='left' must be near or far"),
    ("river/jealous-husbands?boat=far&crossings=2", "crossings=2 does not fit boat=far"),
    ("river/wolf-goat-cabbage?far=Wolf,Goat&boat=far", "the Wolf would eat the Goat on the far bank"),
    ("river/wolf-goat-cabbage?far=Farmer,Wolf&boat=far", "the Goat would eat the Cabbage on the near bank"),
    ("river/wolf-goat-cabbage?far=Wolf,Cabbage&boat=far", "nobody who can row is on the far bank"),
])
def test_bad_game_ids_name_the_bad_part(game_id, message):
    assert message in refusal(load, game_id)


def test_the_couples_are_named_in_japanese_on_a_japanese_page():
    # issue 35: no "Ha", "Wa" left in Japanese; the game ids keep them
    from puzzles import words
    from puzzles.river.rules import person_name
    try:
        words.set_language("ja")
        assert person_name("Ha") == "夫 A" and person_name("Wc") == "妻 C"
        position = load("river/jealous-husbands")
        assert position.game_id() == "river/jealous-husbands"
    finally:
        words.set_language("en")
    assert person_name("Ha") == "Ha"
