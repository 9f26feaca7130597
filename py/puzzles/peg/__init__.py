"""Peg solitaire (seeds 000-002): ``rules`` (boards, positions, game ids) and ``view`` run on the
page; ``problem`` (bit boards, symmetries), ``solver``, ``proof`` (branch and bound) and
``table`` (the English 33 centre start's winning positions, ``data/``) run in the worker."""

# The family as the core reads it (puzzles.registry documents the fields): plain data, which
# the page's MicroPython reads too, so this module imports nothing.
DESCRIPTION = {
    "order": 10, "title": "Peg solitaire", "phrase": "peg solitaire",
    "rules": "puzzles.peg.rules", "view": "puzzles.peg.view", "solver": "puzzles.peg.solver",
    "overlay": "puzzles.peg.overlay", "page": ("puzzles.peg.editor",), "lab": "puzzles.peg.lab", "help": "puzzles.peg.help",
    "cli": "puzzles.peg.cli", "default_game": "peg/triangle21?empty=6&finish=6",
    "daily": ((1, "peg/triangle15"), (7, "peg/hoppers13")),
    "capabilities": {"goal": True, "menu_names_board": False},
}
