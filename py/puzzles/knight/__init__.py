"""Knight's tours (seeds 001 and 002): ``rules`` and ``view`` run on the page, ``solver``
(Warnsdorff, backtracking, frontier counting) in the worker.

``DESCRIPTION``: the family as the core reads it (puzzles.registry documents the fields).
Plain data, read by the page's MicroPython too: this module imports nothing.
"""

DESCRIPTION = {
    "order": 40,
    "title": "Knight's tour",
    "phrase": "knight's tours",
    "rules": "puzzles.knight.rules",
    "view": "puzzles.knight.view",
    "solver": "puzzles.knight.solver",
    "page": (),
    "overlay": "puzzles.knight.overlay",
    "lab": "puzzles.knight.lab",
    "help": "puzzles.knight.help",
    "cli": None,
    "default_game": None,
    "daily": ((4, "knight/5x5"),),
    "capabilities": {"goal": True, "menu_names_board": True},
}
