"""Sliding puzzles (seeds 001 and 003: the pipe 8-puzzle and the hexagonal 6-puzzle; the 8- and
15-puzzles): ``rules`` and ``view`` run on the page; ``solver`` (tables by breadth-first search),
``fifteen`` (IDA*) and ``patterns`` / ``patterns_data`` (its pattern databases, ``data/``) in the
worker."""

# The family as the core reads it (puzzles.registry documents the fields): plain data, which
# the page's MicroPython reads too, so this module imports nothing.
DESCRIPTION = {
    "order": 20, "title": "Sliding puzzles", "phrase": "sliding puzzles",
    "rules": "puzzles.slide.rules", "view": "puzzles.slide.view", "solver": "puzzles.slide.solver",
    "overlay": "puzzles.slide.overlay", "lab": "puzzles.slide.lab", "help": "puzzles.slide.help",
    "daily": ((2, "slide/eight"), (6, "slide/six")),
    "capabilities": {"goal": True, "menu_names_board": False},
}
