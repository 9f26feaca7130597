"""River crossings (seed 001, the jealous husbands; and the classic variants): ``rules`` and
``view`` run on the page, ``solver`` in the worker.

``DESCRIPTION``: the family as the core reads it (puzzles.registry documents the fields).
Plain data, read by the page's MicroPython too: this module imports nothing.
"""

DESCRIPTION = {
    "order": 50,
    "title": "River crossing",
    "phrase": "river crossings",
    "rules": "puzzles.river.rules",
    "view": "puzzles.river.view",
    "solver": "puzzles.river.solver",
    "page": (),
    "overlay": None,
    "lab": "puzzles.river.lab",
    "help": "puzzles.river.help",
    "cli": None,
    "default_game": None,
    "daily": ((3, "river/missionaries"),),
    "capabilities": {"goal": True, "menu_names_board": False},
}
