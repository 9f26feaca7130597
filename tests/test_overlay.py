"""The Lab's overlays (issue 23, point 4): each family's structures drawn over its board.

Checked against the views' own drawings (each mark sits on its cell's centre) and against
independent counts: the jump table, corner pegs and groups from the board's data, Warnsdorff's
counts from the knight's move deltas, the distance sum against the solver's minimum (a lower
bound never exceeds it) and the Manhattan distance of the 8-puzzle.
"""

import importlib
import re
import xml.etree.ElementTree as ET

import pytest

from puzzles import registry
from puzzles.flip import overlay as flip_overlay
from puzzles.knight import overlay as knight_overlay
from puzzles.peg import overlay as peg_overlay
from puzzles.slide import overlay as slide_overlay
from puzzles.words import say, set_language

CASES = (("peg/triangle21", peg_overlay), ("peg/hex12", peg_overlay), ("peg/english33", peg_overlay),
         ("knight/5x5?start=0", knight_overlay), ("knight/6x6", knight_overlay), ("slide/six", slide_overlay),
         ("slide/eight", slide_overlay), ("slide/pipes", slide_overlay), ("flip/square", flip_overlay))


def drawn_centres(game_id):
    """Cell -> the centre of the first shape the family's view draws in ``<g data-cell=N>``."""
    family, position = registry.parse(game_id)
    svg = ET.fromstring(importlib.import_module("puzzles.%s.view" % family).render(position, {}))
    centres = {}
    for group in svg.iter():
        if group.get("data-cell") is None:
            continue
        shape = next(iter(group))
        tag = shape.tag.split("}")[-1]
        if tag == "circle":
            centre = (float(shape.get("cx")), float(shape.get("cy")))
        elif tag == "rect":
            centre = (float(shape.get("x")) + float(shape.get("width")) / 2,
                      float(shape.get("y")) + float(shape.get("height")) / 2)
        else:
            points = [tuple(map(float, p.split(","))) for p in shape.get("points").split()]
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            centre = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        centres[int(group.get("data-cell"))] = centre
    return centres


def marks(svg_text):
    """(cell, centre, classes, value) of each mark of an overlay on a cell."""
    root = ET.fromstring(svg_text)
    found = []
    for node in root.iter():
        if node.get("data-cell-mark") is None:
            continue
        if node.tag.split("}")[-1] == "circle":
            centre = (float(node.get("cx")), float(node.get("cy")))
        else:
            continue
        found.append((int(node.get("data-cell-mark")), centre, node.get("class"), None))
    return found


@pytest.mark.parametrize("game_id,module", CASES)
def test_every_overlay_draws_well_formed_marks_on_the_cells_centres(game_id, module):
    _family, position = registry.parse(game_id)
    centres = drawn_centres(game_id)
    for name, title in module.names(position):
        drawn = module.overlay(position, name)
        root = ET.fromstring(drawn["svg"])
        assert root.get("data-overlay") == name and "lab-overlay" in root.get("class")
        assert len(list(root)) > 0, name
        assert say(drawn["caption"])
        for cell, (x, y), _classes, _value in marks(drawn["svg"]):
            assert abs(x - centres[cell][0]) <= 1 and abs(y - centres[cell][1]) <= 1, (name, cell)
    assert module.overlay(position, "no-such-overlay") is None


def test_peg_jump_table_of_a_hole_is_the_boards():
    _family, position = registry.parse("peg/triangle21")
    board = position.board
    for hole in range(board.size):
        drawn = peg_overlay.overlay(position, "jumps", hole)
        rings = [(cell, classes) for cell, _c, classes, _v in marks(drawn["svg"])]
        targets = sorted(cell for cell, classes in rings if "lab-ov-to" in classes)
        overs = sorted(cell for cell, classes in rings if "lab-ov-over" in classes)
        assert targets == sorted(to for _over, to in board.jumps[hole])
        assert overs == sorted(over for over, _to in board.jumps[hole])
        legal = [to for over, to in board.jumps[hole]
                 if position.has_peg(hole) and position.has_peg(over) and not position.has_peg(to)]
        assert sorted(cell for cell, classes in rings if "lab-ov-to" in classes and "lab-ov-legal" in classes) == \
            sorted(legal)


def test_peg_corners_groups_and_bound():
    _family, position = registry.parse("peg/triangle21")
    board = position.board
    corners = peg_overlay.overlay(position, "corners")
    assert sorted(cell for cell, *_ in marks(corners["svg"])) == sorted(board.corners)
    groups = peg_overlay.overlay(position, "groups")
    values = dict((int(n.get("data-cell-mark")), int(n.get("data-value")))
                  for n in ET.fromstring(groups["svg"]).iter() if n.get("data-value") is not None)
    assert values == dict(enumerate(board.classes))
    counts = {}
    for hole in range(board.size):
        counts[board.classes[hole]] = counts.get(board.classes[hole], 0) + position.has_peg(hole)
    assert groups["caption"]["values"]["counts"] == ", ".join("%d: %d" % kv for kv in sorted(counts.items()))


@pytest.mark.parametrize("game_id", ["peg/triangle15", "peg/hex12", "peg/hoppers13?empty=6&finish=6",
                                     "peg/triangle21?empty=6&finish=6"])
def test_peg_lower_bound_never_exceeds_the_solvers_minimum(game_id):
    from puzzles import lab
    _family, position = registry.parse(game_id)
    bound = peg_overlay.overlay(position, "bound")["caption"]["values"]["bound"]
    fewest = lab.answer({"game": game_id, "kind": "minimum", "value": "moves"})
    assert 0 < bound <= fewest


def test_knight_warnsdorff_counts_are_the_onward_moves():
    _family, position = registry.parse("knight/6x6?start=0")
    drawn = knight_overlay.overlay(position, "warnsdorff")
    values = dict((int(n.get("data-cell-mark")), int(n.get("data-value")))
                  for n in ET.fromstring(drawn["svg"]).iter() if n.get("data-value") is not None)
    deltas = [(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)]
    for cell in range(36):
        if cell == 0:
            assert cell not in values
            continue
        row, col = divmod(cell, 6)
        onward = sum(1 for dr, dc in deltas if 0 <= row + dr < 6 and 0 <= col + dc < 6 and (row + dr, col + dc) != (0, 0))
        assert values[cell] == onward
    best = [cell for cell, _c, classes, _v in marks(drawn["svg"]) if "lab-ov-best" in classes]
    choices = position.legal_moves()
    assert best and set(best) <= set(choices)
    assert all(values[cell] == min(values[c] for c in choices) for cell in best)
    graph = knight_overlay.overlay(position, "graph")
    assert graph["caption"]["values"]["edges"] == sum(len(n) for n in position.board.neighbours) // 2


def test_slide_distance_is_manhattan_on_the_eight_puzzle_and_a_lower_bound():
    from puzzles import lab
    _family, position = registry.parse("slide/eight")
    tiles, goal = position.tiles, position.board.goal
    manhattan = 0
    for cell, tile in enumerate(tiles):
        if tile:
            home = goal.index(tile)
            manhattan += abs(cell // 3 - home // 3) + abs(cell % 3 - home % 3)
    assert slide_overlay.overlay(position, "distance")["caption"]["values"]["bound"] == manhattan
    for game_id in ("slide/six", "slide/eight", "slide/pipes"):
        _family, position = registry.parse(game_id)
        bound = slide_overlay.overlay(position, "distance")["caption"]["values"]["bound"]
        assert bound <= lab.answer({"game": game_id, "kind": "minimum", "value": "moves"})
    _family, six = registry.parse("slide/six")
    assert slide_overlay.overlay(six, "distance")["caption"]["values"]["bound"] == 10  # the page's start value


def test_flip_corner_bound_counts_black_corners_and_is_a_lower_bound():
    from puzzles import lab
    _family, position = registry.parse("flip/square")
    said = flip_overlay.overlay(position, "corners")["caption"]["values"]
    black = sum(1 for c in (0, 3, 12, 15) if c != position.space and not position.is_white(c))
    assert said["black"] == black and said["bound"] == 2 * black
    assert said["bound"] <= lab.answer({"game": "flip/square", "kind": "minimum", "value": "moves"})


def test_overlay_captions_are_worded_in_japanese():
    _family, position = registry.parse("slide/six")
    set_language("ja")
    try:
        assert "下限値" in say(slide_overlay.overlay(position, "distance")["caption"])
    finally:
        set_language("en")
