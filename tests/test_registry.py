"""Contract tests over the registry: every family, every preset, the same promises."""

import pytest

from puzzles import registry


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
