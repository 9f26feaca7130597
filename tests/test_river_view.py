"""River crossing view (river_svg): clicks, refusals in words, render, keyboard cursor,
prompts and options, alike people on the board."""

import random
import re

import pytest

from puzzles.river import rules as river
from puzzles.river import view as river_svg
from puzzles.session import Session
from puzzles.gameid import split_game_id


def load(game_id):
    _, variant, params = split_game_id(game_id)
    return river.parse(variant, params)


def test_clicking_people_then_the_boat_crosses():
    position = load("river/jealous-husbands")
    ui = {}
    for cell in river_svg.clicks(position, ["Hb", "Wb"]):
        position, ui, message = river_svg.click(position, ui, cell)
        assert message == ""
    assert position.game_id() == "river/jealous-husbands?far=Hb,Wb&boat=far"
    assert ui["boat"] == []
    # Hc is on the near bank, the boat on the far bank.
    _, _, message = river_svg.click(position, ui, 2)
    assert message == "Hc is on the near bank; the boat is at the far bank."
    # Put Wb in the boat, take her out again: nothing crossed.
    _, ui2, _ = river_svg.click(position, ui, 4)
    assert ui2["boat"] == ["Wb"]
    _, ui2, _ = river_svg.click(position, ui2, 4)
    assert ui2["boat"] == []


def test_clicks_refuse_with_the_reason():
    position = load("river/jealous-husbands")
    position, ui, message = river_svg.click(position, {}, 0)       # Ha boards
    _, _, message = river_svg.click(position, ui, 4)                # Wb may not join him
    assert message == "Wb would be with Ha without Hb in the boat."
    _, _, message = river_svg.click(position, ui, 6)                # Ha alone leaves Wa
    assert message == "That load cannot cross: Wa would be with Hb without Ha on the near bank."
    _, ui, _ = river_svg.click(position, ui, 3)
    _, _, message = river_svg.click(position, ui, 5)
    assert message == "The boat holds 2."
    _, _, message = river_svg.click(position, {}, 6)
    assert message.startswith("Put someone in the boat first")


def test_render_has_a_cell_per_person_and_the_boat():
    for variant, _ in river.variants():
        position = river.new_game(variant)
        svg = river_svg.render(position, {"boat": [position.problem.people[0]], "hint": [1]})
        assert svg.startswith("<svg") and svg.endswith("</svg>")
        assert svg.count('data-cell="') == len(position.problem.people) + 1


def test_keyboard_cursor_reaches_every_cell():
    position = load("river/jealous-husbands?far=Ha,Wa&boat=far")
    reached = set()
    ui = {}
    for dx, dy in [(1, 0), (0, -1), (0, -1), (-1, 0), (0, 1), (0, 1), (0, 1), (0, 1), (0, 1),
                   (0, -1), (0, -1), (0, -1), (0, -1), (0, -1), (1, 0), (1, 0), (0, 1), (0, 1)]:
        ui = river_svg.move_cursor(position, ui, dx, dy)
        reached.add(ui["cursor"])
    assert reached == set(range(7))


def test_every_problem_is_drawn_at_one_scale():
    """The page fits a board to its width, so boards of one width show people at one size:
    the wolf, goat and cabbage (long names, four people) as big as the six people."""
    sizes = set()
    for game_id in river.presets() + ["river/missionaries?alike=0", "river/wolf-goat-cabbage?far=Farmer,Goat&boat=far"]:
        position = load(game_id)
        svg = river_svg.render(position, {})
        sizes.add(re.search(r'viewBox="0 0 (\d+ \d+)"', svg).group(1))
        assert 'height="%d" rx="12"' % river_svg.TOKEN_H in svg
    # One width and one height (a page may fit a tall board to the window's height).
    assert sizes == {"%d %d" % (river_svg.WIDTH, river_svg.TOP + river_svg.ROWS * river_svg.SLOT + 12)}
    # The boat still moves well across the river between the banks.
    wolf = load("river/wolf-goat-cabbage")
    _, _, (near_x, _, _) = river_svg._layout(wolf, {})
    _, _, (far_x, _, _) = river_svg._layout(load("river/wolf-goat-cabbage?far=Farmer,Goat&boat=far"), {})
    assert far_x - near_x >= 70


@pytest.mark.parametrize("board_width", [296, 366])
def test_on_a_phone_the_board_is_drawn_for_its_width_with_people_big_enough_to_tap(board_width):
    """A 320 px phone's board box is about 296 CSS px wide, a 390 px phone's 366: the board is
    drawn for that width, so the people are at least 28 px tall there and in their rows, and the
    bank titles stay inside the board."""
    for game_id in river.presets() + ["river/wolf-goat-cabbage?far=Farmer,Goat&boat=far"]:
        position = load(game_id)
        svg = river_svg.render(position, {"board_width": board_width})
        width, height = map(float, re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups())
        scale = min(1.0, board_width / width)  # the page fits the board to its box's width
        tokens = [float(h) for h in re.findall(r'height="([\d.]+)" rx="12"', svg)]
        assert len(tokens) == len(position.problem.people)
        assert min(tokens) * scale >= 28, (game_id, board_width, tokens, scale)
        assert height * scale <= 330, (game_id, board_width, height)  # room for the buttons below
        assert 'river-title-start" x="4.0"' in svg and 'river-title-end" x="%.1f"' % (width - 4) in svg
        centres, _, _ = river_svg._layout(position, {"board_width": board_width})
        rows = sorted(y for i, (x, y) in centres.items() if i < len(position.problem.people) and x < width / 2)
        assert all(b - a >= max(tokens) for a, b in zip(rows, rows[1:]))  # tokens never overlap
    # A desktop (or a page that does not know its width) keeps the one wide scale.
    assert 'viewBox="0 0 %d ' % river_svg.WIDTH in river_svg.render(load("river/missionaries"), {"board_width": 800})


def test_alike_people_show_their_kind():
    position = load("river/missionaries?far=M1,C1&crossings=2")
    svg = river_svg.render(position, {"boat": ["M3"]})
    assert re.findall(r"<text x=\"[\d.]+\" y=\"[\d.]+\">(\w+)</text>", svg) == list("MMMCCC")
    assert 'aria-label="missionary in the boat, can get out"' in svg
    assert 'aria-label="cannibal on the far bank"' in svg  # the boat is at the near bank
    assert "carrying a missionary" in svg
    _, _, message = river_svg.click(position, {}, 3)   # C1, across
    assert message == "That cannibal is on the far bank; the boat is at the near bank."
    # Any missionary may board; the far bank keeps the lowest-numbered.
    position, ui, _ = river_svg.click(position, {}, 2)
    position, ui, _ = river_svg.click(position, ui, 5)
    assert ui["boat"] == ["M3", "C3"]
    position, ui, message = river_svg.click(position, ui, river_svg.boat_cell(position))
    assert message == ""
    assert position.game_id() == "river/missionaries?far=M1,M2,C1,C2&boat=far&crossings=3"
    told_apart = river_svg.render(load("river/missionaries?alike=0"), {})
    assert ">M1</text>" in told_apart and 'aria-label="C3 on the near bank, can board"' in told_apart


def test_prompts_say_who_can_board():
    assert river_svg.prompt(load("river/wolf-goat-cabbage")) == \
        "Boat at the near bank: click the Farmer and at most one passenger, then the boat to cross."
    assert river_svg.prompt(load("river/wolf-goat-cabbage?seats=3&far=Farmer,Goat&boat=far")) == \
        "Boat at the far bank: click the Farmer and at most 2 passengers, then the boat to cross."
    assert river_svg.prompt(load("river/wolf-goat-cabbage?seats=1")) == \
        "Boat at the near bank: click the Farmer, then the boat to cross."
    assert river_svg.prompt(load("river/jealous-husbands")) == \
        "Boat at the near bank: click people to board, then click the boat to cross."


def test_options_offer_only_real_choices():
    def keys(game_id):
        return [(o["key"], o["value"], [v for v, _ in o["choices"]]) for o in river_svg.options(load(game_id))]

    # Only the Farmer rows: no "Who can row" menu with its one choice.
    assert [k for k, _, _ in keys("river/wolf-goat-cabbage")] == ["seats"]
    # ... unless a link names other rowers: then the menu shows them.
    assert keys("river/wolf-goat-cabbage?rowers=Farmer,Goat")[0] == ("rowers", "Farmer,Goat", ["", "Farmer,Goat"])
    assert [k for k, _, _ in keys("river/jealous-husbands")] == ["rowers", "seats"]
    assert keys("river/missionaries")[2] == ("alike", "", ["", "0"])
    assert keys("river/missionaries?alike=0")[2] == ("alike", "0", ["", "0"])


def test_choosing_options_in_a_session():
    s = Session(random.Random(1).randrange)
    s.load("river/missionaries?far=M1,C1&crossings=2")
    s.choose("alike", "0")
    assert s.game_id() == "river/missionaries?alike=0"
    s.choose("rowers", "M1,C1")
    assert s.game_id() == "river/missionaries?rowers=M1,C1&alike=0"
    s.choose("alike", "")
    assert s.game_id() == "river/missionaries?rowers=M1,C1"
    s.load("river/wolf-goat-cabbage")
    s.choose("seats", "3")
    assert s.game_id() == "river/wolf-goat-cabbage?seats=3"


def test_hints_name_each_load_and_the_first_hint_marks_one_load_and_its_way():
    position = load("river/missionaries")
    hints = [[["C1"], 12], [["M1", "C1"], 10], [["C1", "C2"], 10]]
    svg = river_svg.render(position, {"hints": hints, "dead": []})
    found = re.findall(r'<g class="hint-badge[^"]*" data-hint-move="([^"]*)" data-moves-left="(\d*)"( data-best="")?', svg)
    assert found == [("a cannibal", "13", ""), ("a missionary and a cannibal", "11", ' data-best=""'),
                     ("two cannibals", "11", ' data-best=""')]
    svg = river_svg.render(position, {"hint_move": [["M1", "C1"], 11, 11]})
    assert svg.count('class="hint-arrow"') == 1 and "hint-badge" not in svg
    marked = re.findall(r'<g class="([^"]*river-hint[^"]*)" data-cell="(\d+)"', svg)
    people = position.problem.people
    assert sorted(int(cell) for _, cell in marked) == sorted([people.index("M1"), people.index("C1"), len(people)])
