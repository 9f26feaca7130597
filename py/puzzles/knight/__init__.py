"""Knight's tours (seeds 001 and 002): ``rules`` and ``view`` run on the page, ``solver``
(Warnsdorff, backtracking, frontier counting) in the worker."""

# The family as the core reads it (puzzles.registry documents the fields): plain data, which
# the page's MicroPython reads too, so this module imports nothing.
DESCRIPTION = {
    "order": 40, "title": "Knight's tour", "phrase": "knight's tours",
    "rules": "puzzles.knight.rules", "view": "puzzles.knight.view", "solver": "puzzles.knight.solver",
    "overlay": "puzzles.knight.overlay", "lab": "puzzles.knight.lab", "help": "puzzles.knight.help",
    "daily": ((4, "knight/5x5"),),
    "capabilities": {"goal": True, "menu_names_board": True},
}
