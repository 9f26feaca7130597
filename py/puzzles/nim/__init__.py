"""Nim (seed 002): ``rules`` (with the perfect strategy) and ``view`` run on the page, ``solver``
in the worker."""

# The family as the core reads it (puzzles.registry documents the fields): plain data, which
# the page's MicroPython reads too, so this module imports nothing.
DESCRIPTION = {
    "order": 60, "title": "Nim", "phrase": "Nim",
    "rules": "puzzles.nim.rules", "view": "puzzles.nim.view", "solver": "puzzles.nim.solver",
    "lab": "puzzles.nim.lab", "help": "puzzles.nim.help",
    "daily": ((8, "nim?heaps=5,2,3"),),
    "capabilities": {"goal": False, "menu_names_board": False},
}
