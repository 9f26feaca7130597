"""River crossing view (river_svg): clicks, refusals in words, render, keyboard cursor."""

from puzzles import river, river_svg
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
