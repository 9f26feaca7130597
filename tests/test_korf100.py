"""Korf's 100 fifteen-puzzles (R. E. Korf, Artificial Intelligence 27, 1985; scripts/korf100.txt,
read by scripts/korf100.py): the data file parses into 100 solvable positions of our
``slide/fifteen``, the conversion from Korf's goal to ours keeps every optimal length, and the
quickest instances, solved by our solver, take exactly the published number of moves (all 100
are solved by ``scripts/bench.py --korf``, natively and in the page)."""

import json
import random
import sys
from pathlib import Path

import pytest

from puzzles import registry
from puzzles.jobs import JobRunner
from puzzles.slide import fifteen as slide_fifteen
from puzzles.slide.patterns import neighbours
from puzzles.slide.rules import Position, board

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import korf100  # noqa: E402

INSTANCES = {instance.number: instance for instance in korf100.read()}
# The instances our solver finishes first natively (each well under 0.1 s here; 20 of the 100,
# 41 to 56 moves): Korf's numbers.
QUICKEST = [9, 12, 13, 30, 31, 42, 47, 55, 57, 58, 71, 73, 74, 79, 81, 85, 86, 93, 94, 97]


def test_the_file_holds_korfs_100_solvable_positions():
    assert sorted(INSTANCES) == list(range(1, 101))
    first = INSTANCES[1]
    assert first.korf == (14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3) and first.length == 57
    assert first.nodes == 276361933
    assert len({instance.korf for instance in INSTANCES.values()}) == 100
    assert sum(instance.length for instance in INSTANCES.values()) == 5305  # average 53.05
    geometry = board("fifteen")
    for instance in INSTANCES.values():
        assert geometry.solvable(instance.tiles), instance.number
        # Every optimal length is at least our lower bound, and has the parity of the space's
        # distance from its goal cell (each move changes it by one).
        assert max(slide_fifteen.bounds(instance.tiles)) <= instance.length <= 80
        space = instance.tiles.index(0)
        assert (instance.length - (3 - space // 4) - (3 - space % 4)) % 2 == 0, instance.number
        # The game id is ours: it parses back into the same position.
        assert registry.parse(instance.game_id())[1].tiles == instance.tiles


def test_a_bad_line_is_refused(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("# a comment\n1 57 276361933 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 10\n")
    with pytest.raises(ValueError, match="not an instance line"):
        korf100.read(bad)


def korf_slide(tiles, cell):
    """Korf's board after the tile on ``cell`` slides into the blank."""
    moved = list(tiles)
    blank = moved.index(0)
    moved[blank], moved[cell] = moved[cell], 0
    return tuple(moved)


def test_the_half_turn_maps_korfs_goal_to_ours_and_moves_to_moves():
    # His goal becomes ours, and a slide on his board becomes a slide on ours: so a position's
    # distance from the goal is the same in both.
    assert korf100.to_our_goal(tuple(range(16))) == board("fifteen").goal
    rand = random.Random(38)
    for instance in rand.sample(list(INSTANCES.values()), 20):
        tiles = instance.korf
        for _ in range(30):
            blank = tiles.index(0)
            ours = Position(board("fifteen"), korf100.to_our_goal(tiles))
            assert sorted(ours.movable()) == sorted(15 - cell for cell in neighbours(blank))
            cell = rand.choice(neighbours(blank))
            tiles = korf_slide(tiles, cell)
            assert ours.slide(15 - cell).tiles == korf100.to_our_goal(tiles)


@pytest.mark.parametrize("number", QUICKEST)
def test_the_quickest_instances_take_the_published_number_of_moves(number):
    instance = INSTANCES[number]
    reply = JobRunner().run(json.dumps({"game": instance.game_id(), "kind": "solve"}))
    assert reply["state"] == "done", reply
    result = reply["result"]
    assert result["moves"] == instance.length and result["minimal"]
    position = registry.parse(instance.game_id())[1]
    for cell in result["solution"]:
        assert cell in position.movable()
        position = position.slide(cell)
    assert position.is_won()
