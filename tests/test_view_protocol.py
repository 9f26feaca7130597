"""The view protocol (puzzles.view_protocol) and every family's view against it: the contract
tests of issue 33. A view declares the optional hooks it defines (``PROVIDES``), defines every
required function, and gets the protocol's default for each hook it leaves out."""

import ast
import types
from pathlib import Path

import pytest

from puzzles import registry, view_protocol
from puzzles.view_protocol import HOOKS, REQUIRED, complete, hook, provides

ROOT = Path(__file__).resolve().parent.parent
FAMILIES = registry.families()


def defined_at_top(family):
    """The names a family's view.py defines at module level (functions and assignments),
    read from its source, before ``complete`` fills anything in."""
    tree = ast.parse((ROOT / "py/puzzles" / family / "view.py").read_text())
    names = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))
    return names


@pytest.mark.parametrize("family", FAMILIES)
def test_a_view_declares_exactly_the_hooks_it_defines(family):
    defined = defined_at_top(family)
    view = registry.view(family)
    assert set(REQUIRED) <= defined, set(REQUIRED) - defined
    assert set(view.PROVIDES) == defined & set(HOOKS)  # declared = present, none undeclared
    assert len(set(view.PROVIDES)) == len(view.PROVIDES)


@pytest.mark.parametrize("family", FAMILIES)
def test_a_completed_view_has_every_hook_with_a_default(family):
    view = registry.view(family)
    for name, default in HOOKS.items():
        if name in view.PROVIDES or default is not None:
            assert hasattr(view, name), name
        else:  # no default: the session does without (no swipe without arrow...)
            assert not hasattr(view, name) and hook(view, name) is None, name
        assert provides(view, name) == (name in view.PROVIDES)
    for name in REQUIRED:
        assert callable(getattr(view, name)), name


@pytest.mark.parametrize("family", FAMILIES)
def test_the_defaults_play_every_preset_as_the_family_does(family):
    """Through the completed view, each preset's first move: its clicks play it, its steps end
    where ``play`` does, and no editor is on at the start."""
    view = registry.view(family)
    for game_id in registry.rules(family).presets():
        position = registry.parse(game_id)[1]
        moves = view.moves(position)
        if not moves:
            continue
        after = view.play(position, moves[0])
        now, ui = position, {}
        for cell in view.clicks(position, moves[0]):
            now, ui, _ = view.click(now, ui, cell)
        assert now == after
        assert view.steps(position, moves[0])[-1] == after
        assert view.edit_prompt(position, {}) == "" and view.ui_prompt(position, {}) == ""
        assert view.settle(position, {"x": 1}) == {"x": 1}


def test_the_default_choose_joins_the_options_into_the_variants_game_id():
    view = registry.view("river")
    assert not provides(view, "choose")
    position = registry.parse("river/wolf-goat-cabbage")[1]
    seats = [option for option in view.options(position) if option["key"] == "seats"][0]
    value = [choice for choice, _ in seats["choices"] if choice != seats["value"]][0]
    game_id = view.choose(position, "seats", value)
    assert game_id == "river/wolf-goat-cabbage?seats=" + value
    assert registry.parse(game_id)[1].problem.seats == int(value)


def test_an_editor_prompt_and_its_toggle_come_from_edit_prompt():
    for family in ("peg", "knight", "slide"):
        view = registry.view(family)
        position = registry.parse(registry.rules(family).presets()[0])[1]
        assert view.EDIT_PROMPT and view.edit_prompt(position, {"edit": True}) == view.EDIT_PROMPT
        assert view.edit_prompt(position, {}) == ""
        assert view.toggles(position, {"edit": True})["edit"] is True
    flip = registry.view("flip")
    assert flip.EDIT_PROMPT == "" and flip.edit_prompt(None, {"edit": True}) == "" and flip.toggles(None, {}) == {}


def toy_namespace(**extra):
    """The smallest view a protocol can complete: the required functions, and ``extra``."""
    namespace = {"__name__": "toy.view", "PROVIDES": ()}
    for name in REQUIRED:
        namespace[name] = lambda *args: None
    namespace.update(extra)
    return namespace


def test_complete_fills_in_the_defaults_of_a_toy_view():
    namespace = toy_namespace(EDIT_PROMPT="Editing.", PROVIDES=("EDIT_PROMPT",))
    complete(namespace)
    view = types.SimpleNamespace(**namespace)
    assert view.clicks(None, 7) == [7] and view.KEEP_UI == () and view.MOVE_NAME == "move"
    assert view.HINT_LEGEND == view_protocol.HINT_LEGEND and view.computer_move(None) is None
    assert view.motion(None, None, {}) == [] and view.moves_played(None) is None
    assert view.edit_prompt(None, {"edit": 1}) == "Editing." and view.toggles(None, {}) == {"edit": False}
    assert view.act(1, {"a": 2}, "x", None) == (1, {"a": 2}, "") and view.act_input(1, {}, "x", "t") == (1, {}, "")

    class Counter:
        def __init__(self, value):
            self.value = value

        def play(self, move):
            return Counter(self.value + move)

    assert view.play(Counter(1), 2).value == 3 and view.steps(Counter(1), 2)[0].value == 3
    for name in ("arrow", "render_lines", "render_analysis", "verdict_text", "drag"):
        assert name not in namespace


@pytest.mark.parametrize("namespace, why", [
    ({"__name__": "toy.view"}, "declares no PROVIDES"),
    ({"__name__": "toy.view", "PROVIDES": ()}, "lacks the required"),
    (toy_namespace(PROVIDES=("arrow",)), "declares arrow but does not define it"),
    (toy_namespace(arrow=lambda *args: None), "defines the hook arrow but does not declare it"),
    (toy_namespace(PROVIDES=("wiggle",), wiggle=1), "no hook of the view protocol"),
])
def test_complete_refuses_a_view_that_breaks_the_protocol(namespace, why):
    with pytest.raises(TypeError) as error:
        complete(namespace)
    assert why in str(error.value)


def test_an_unknown_hook_name_is_an_error_not_a_default():
    view = registry.view("peg")
    with pytest.raises(KeyError):
        provides(view, "undocumented")
    with pytest.raises(KeyError):
        hook(view, "undocumented", "default")
    assert hook(registry.view("flip"), "arrow", "none") == "none"
    assert hook(registry.view("slide"), "arrow") is registry.view("slide").arrow


def test_the_registry_points_at_the_protocol_for_the_views_hooks():
    assert "puzzles.view_protocol" in registry.__doc__
    assert "is_over()" in registry.__doc__  # called by the session, described with the rules


def test_a_family_that_names_its_moves_keys_its_hints_in_that_name():
    """Hint again's legend speaks of moves as the status line beside it does: a family whose
    MOVE_NAME is not "move" (river: "crossing", knight: "cell") writes its own legend with it."""
    for family in registry.families():
        view = registry.view(family)
        if view.MOVE_NAME != view_protocol.MOVE_NAME:
            assert view.HINT_LEGEND != view_protocol.HINT_LEGEND and view.MOVE_NAME in view.HINT_LEGEND, family
