"""River crossings (seed 001, the jealous husbands; and the classic variants): ``rules`` and
``view`` run on the page, ``solver`` in the worker."""

# The family as the core reads it (puzzles.registry documents the fields): plain data, which
# the page's MicroPython reads too, so this module imports nothing.
DESCRIPTION = {
    "order": 50, "title": "River crossing", "phrase": "river crossings",
    "rules": "puzzles.river.rules", "view": "puzzles.river.view", "solver": "puzzles.river.solver",
    "lab": "puzzles.river.lab", "help": "puzzles.river.help",
    "daily": ((3, "river/missionaries"),),
    # Under the Lab's overlay menu (English, worded by the page): the river draws no overlay.
    "lab_caption": "The state graph of the river: the State graph action draws it.",
    "capabilities": {"goal": True, "menu_names_board": False},
}
