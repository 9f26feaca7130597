"""Flip It (seed 004): ``rules`` and ``view`` run on the page, ``solver`` in the worker."""

# The family as the core reads it (puzzles.registry documents the fields): plain data, which
# the page's MicroPython reads too, so this module imports nothing.
DESCRIPTION = {
    "order": 30, "title": "Flip It", "phrase": "Flip It",
    "rules": "puzzles.flip.rules", "view": "puzzles.flip.view", "solver": "puzzles.flip.solver",
    "overlay": "puzzles.flip.overlay", "lab": "puzzles.flip.lab", "help": "puzzles.flip.help",
    "daily": ((0, "flip/square"), (5, "flip/square-diagonal")),
    "capabilities": {"goal": True, "menu_names_board": True},
}
