"""Contract tests over the registry: every family, every preset, the same promises."""

import pytest

from puzzles import registry
from puzzles.gameid import split_game_id


PRESETS = registry.presets()


def test_every_family_lists_variants_and_presets():
    menu = registry.menu()
    assert [family for family, _, _ in menu] == registry.families()
    for family, title, items in menu:
        assert title and items
        for game_id, label in items:
            assert registry.parse(game_id)[0] == family


@pytest.mark.parametrize("game_id", PRESETS)
def test_presets_round_trip_through_the_codec(game_id):
    family, position = registry.parse(game_id)
    assert position.game_id() == game_id
    assert registry.parse(position.game_id())[1] == position


@pytest.mark.parametrize("game_id", PRESETS)
def test_positions_in_progress_round_trip(game_id):
    family, position = registry.parse(game_id)
    view = registry.view(family)
    # Walk a few moves by clicking the cells of the first legal move, as a player would.
    for _ in range(3):
        moves = view.moves(position)
        if not moves:
            break
        expected = view.play(position, moves[0])
        ui = {}
        for cell in view.clicks(position, moves[0]):
            position, ui, _ = view.click(position, ui, cell)
        assert position == expected
        again = registry.parse(position.game_id())[1]
        assert again == position
        assert again.game_id() == position.game_id()


@pytest.mark.parametrize("game_id", PRESETS)
def test_views_render_every_preset_with_its_clickable_cells(game_id):
    family, position = registry.parse(game_id)
    view = registry.view(family)
    svg = view.render(position, {})
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    for move in view.moves(position):
        for cell in view.clicks(position, move)[:1]:
            assert 'data-cell="%d"' % cell in svg


@pytest.mark.parametrize("game_id", PRESETS)
def test_views_describe_the_game_for_the_page(game_id):
    family, position = registry.parse(game_id)
    view = registry.view(family)
    assert view.prompt(position)
    actions = view.actions(position)
    assert actions and all(action["id"] and action["label"] for action in actions)
    searches = [action["search"] for action in actions if "search" in action]
    solver = registry.solver(family)
    for kind in searches:
        solver.search_job(position, kind)  # every button's kind is known to the solver
    for label, value in view.counters(position):
        assert label and str(value)
    for option in view.options(position):
        assert option["value"] in [value for value, _ in option["choices"]]


def test_illegal_moves_are_refused_with_a_reason():
    family, position = registry.parse("peg/hoppers13?empty=6")
    with pytest.raises(ValueError):
        registry.view(family).play(position, [0, 1])


def test_solver_modules_are_found_for_every_family():
    for family in registry.families():
        assert hasattr(registry.solver(family), "search_job")


@pytest.mark.parametrize("language, closed", [("en", "closed"), ("ja", "閉じた")])
def test_every_menu_entry_that_says_closed_opens_a_closed_tour(language, closed):
    """Issue 21: the menu's "6 x 6 (closed)" used to open an open tour (knight/6x6)."""
    from puzzles import words
    words.set_language(language)
    try:
        labelled = [(game_id, label) for _, _, items in registry.menu() for game_id, label in items
                    if closed in label]
    finally:
        words.set_language("en")
    assert len(labelled) >= 2  # 6 x 6 and the 4 x 4 without corners
    for game_id, label in labelled:
        family, position = registry.parse(game_id)
        assert family == "knight" and position.closed and "closed=1" in position.game_id(), label


# --- the puzzle menu names the game on show (issue 35, defect 4) -----------------------------
def test_the_menu_names_every_entry_and_every_preset_by_its_own_entry():
    for family, _, items in registry.menu():
        for item, label in items:
            assert registry.menu_choice(item) == (item, label, True), item
    for game_id in registry.presets():
        entry, label, listed = registry.menu_choice(game_id)
        assert listed, game_id
        family, variant, keys = split_game_id(entry)
        assert split_game_id(game_id)[1] == variant
        assert all(split_game_id(game_id)[2].get(key) == value for key, value in keys.items() if key != "start")
    # The defects: a knight board the menu lists only closed, and the 4 x 4 without corners.
    assert registry.menu_choice("knight/6x6") == ("knight/6x6", "6 x 6", False)
    assert registry.menu_choice("knight/6x6?closed=1&start=7&path=1") == ("knight/6x6?closed=1", "6 x 6 (closed)", True)
    assert registry.menu_choice("knight/4x4?cut=0,3,12,15&closed=1&start=1")[1] == "4 x 4 without corners (closed)"
    assert registry.menu_choice("knight/7x9?closed=1&start=3") == ("knight/7x9?closed=1", "7 x 9 (closed)", False)
    assert registry.menu_choice("peg/english33?empty=20&finish=20") == ("peg/english33", "English 33", True)
    assert registry.menu_choice("nim?misere=1&heaps=1,2") == ("nim", "Nim", True)


def test_the_menus_names_follow_the_language():
    from puzzles import words
    try:
        words.set_language("ja")
        assert registry.menu_choice("knight/6x6?closed=1") == ("knight/6x6?closed=1", "6 x 6(閉じた巡歴)", True)
        assert registry.menu_choice("knight/6x6?closed=1&cut=3")[1] == "6 x 6(閉じた巡歴)"
    finally:
        words.set_language("en")
