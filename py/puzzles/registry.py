"""The one list of puzzle families. Adding a family = its own modules + one line here.

Each family has a rules module (MicroPython-compatible: ``TITLE``, ``variants()``,
``presets()``, ``new_game(variant)``, ``parse(variant, params)`` and immutable, comparable
positions with ``game_id()``, ``restart()`` and ``status_text()``), a view module (``render(position, ui)`` -> SVG text) and a solver module
(CPython/Pyodide only: ``search_job(position, kind)`` -> a search generator). Modules are named, not imported
here, so the page's MicroPython never loads a solver.
"""

from puzzles.gameid import GameIdError, shorten, split_game_id

# family: (rules module, view module, solver module)
FAMILIES = {
    "peg": ("puzzles.peg", "puzzles.peg_svg", "puzzles.peg_solver"),
}

DEFAULT_GAME = "peg/triangle21?empty=6&finish=6"


def _load(module_name):
    module = __import__(module_name)
    for part in module_name.split(".")[1:]:
        module = getattr(module, part)
    return module


def _entry(family):
    if family not in FAMILIES:
        raise GameIdError("unknown family " + shorten(family) + "; families: " + ", ".join(sorted(FAMILIES)))
    return FAMILIES[family]


def rules(family):
    return _load(_entry(family)[0])


def view(family):
    return _load(_entry(family)[1])


def solver(family):
    return _load(_entry(family)[2])


def parse(game_id):
    """``(family, position)`` for a game id; raises GameIdError naming the bad part."""
    family, variant, params = split_game_id(game_id)
    return family, rules(family).parse(variant, params)


def menu():
    """``[(family, title, [(game id, label), ...]), ...]`` for the puzzle menu."""
    result = []
    for family in FAMILIES:
        module = rules(family)
        items = [(family + "/" + variant, title) for variant, title in module.variants()]
        result.append((family, module.TITLE, items))
    return result


def presets():
    result = []
    for family in FAMILIES:
        result.extend(rules(family).presets())
    return result
