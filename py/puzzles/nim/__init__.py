"""Nim (seed 002): ``rules`` (with the perfect strategy) and ``view`` run on the page, ``solver``
in the worker.

``DESCRIPTION``: the family as the core reads it (puzzles.registry documents the fields).
Plain data, read by the page's MicroPython too: this module imports nothing.
"""

DESCRIPTION = {
    "order": 60,
    "title": "Nim",
    "phrase": "Nim",
    "rules": "puzzles.nim.rules",
    "view": "puzzles.nim.view",
    "solver": "puzzles.nim.solver",
    "page": (),
    "overlay": None,
    "lab": "puzzles.nim.lab",
    "help": "puzzles.nim.help",
    "cli": None,
    "default_game": None,
    "daily": ((8, "nim?heaps=5,2,3"),),
    "capabilities": {"goal": False, "menu_names_board": False},
}
