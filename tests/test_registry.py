"""Contract tests over the registry: every family, every preset, the same promises."""

import pytest

from puzzles import registry


PRESETS = registry.presets()


def test_every_family_lists_variants_and_presets():
    menu = registry.menu()
    assert [family for family, _, _ in menu] == list(registry.FAMILIES)
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
    # Walk a few moves by always clicking the first movable piece then its first target.
    for _ in range(3):
        movable = position.movable_pegs()
        if not movable:
            break
        position, ui, _ = view.click(position, {}, movable[0])
        position, ui, _ = view.click(position, ui, ui["targets"][0])
        again = registry.parse(position.game_id())[1]
        assert again == position
        assert again.game_id() == position.game_id()


@pytest.mark.parametrize("game_id", PRESETS)
def test_views_render_every_preset(game_id):
    family, position = registry.parse(game_id)
    svg = registry.view(family).render(position, {})
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count('data-cell="') == position.board.size


def test_solver_modules_are_found_for_every_family():
    for family in registry.FAMILIES:
        assert hasattr(registry.solver(family), "search_job")
