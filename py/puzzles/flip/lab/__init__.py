"""Flip It's lab programs (puzzles.lab): the methods of the source page, then ours.

Plain data, read by puzzles.lab (see puzzles/peg/lab/__init__.py for the fields). The source, by
title: M. Hiroi's "Puzzle DE Programming", "フリップ・イット・スクエア" (Flip It square, a puzzle by
Nob Yoshigahara), in Python 3.
"""

from puzzles.words import mark


PYPY = "PyPy3 7.3.1"
FLIP = "flip/square"

METHODS = (
    {"method": "flip-bfs", "title": mark("Breadth-first search with a dict"), "source": "page", "problem": FLIP,
     "improves": None, "module": "bfs", "published": {"seconds": 1.6, "machine": PYPY, "positions": None},
     "slow": False,
     "explain": mark("Positions one move away, then two, ...; a dict keeps each position seen and where it came from.")},
    {"method": "flip-iddfs", "title": mark("Iterative deepening"), "source": "page", "problem": FLIP,
     "improves": None, "module": "iddfs", "published": {"seconds": 48, "machine": PYPY, "positions": None},
     "slow": False, "explain": mark("Every line of n moves, then n + 1, with no table of positions.")},
    {"method": "flip-corner", "title": mark("Iterative deepening with the corner lower bound"), "source": "page",
     "problem": FLIP, "improves": "flip-iddfs", "module": "corner",
     "published": {"seconds": 4.6, "machine": PYPY, "positions": None}, "slow": False,
     "explain": mark("A black corner piece needs two moves: off the corner, then jumped over. Twice the black corners"
                     " is a lower bound.")},
    {"method": "flip-hardest", "title": mark("Hardest positions from the goal"), "source": "page", "problem": FLIP,
     "improves": None, "module": "hardest", "published": {"seconds": 2.4, "machine": PYPY, "positions": None},
     "slow": False,
     "explain": mark("From every goal (all white, the space anywhere) layer by layer: the last layer is the hardest.")},
    {"method": "flip-hardest-symmetry", "title": mark("Hardest positions up to the board's symmetries"),
     "source": "page", "problem": FLIP, "improves": None, "module": "hardest_symmetry", "published": None,
     "slow": False,
     "explain": mark("The hardest positions, those that are turns or mirror images of each other counted once.")},
    {"method": "flip-ours", "title": mark("Our breadth-first sweep from the goals"), "source": "ours",
     "problem": FLIP, "improves": None, "module": "ours", "published": None, "slow": False,
     "explain": mark("Our solver: one sweep from the goals gives every position's distance, kept.")},
)

QUESTIONS = (
    {"order": 12, "question": mark("Flip It: the fewest moves from the page's start?"),
     "game": FLIP, "kind": "minimum", "value": "moves", "answer": 22},
    {"order": 13, "question": mark("Flip It: how many positions need the most moves?"),
     "game": FLIP, "kind": "analyse", "value": "count", "answer": 4},
    {"order": 14, "question": mark("Flip It: how many hardest positions, up to the board's turns and mirrors?"),
     "game": FLIP, "kind": "flip-hardest-symmetry", "value": "count", "answer": 1},
    {"order": 15, "question": mark("Flip It with diagonal jumps: the most moves any position needs?"),
     "game": "flip/square-diagonal", "kind": "analyse", "value": "distance", "answer": 18},
    {"order": 16, "question": mark("Flip It with diagonal jumps: how many positions need the most moves?"),
     "game": "flip/square-diagonal", "kind": "analyse", "value": "count", "answer": 20},
    {"order": 17, "question": mark("Flip It with diagonal jumps: how many hardest positions, up to the board's turns "
                                   "and mirrors?"),
     "game": "flip/square-diagonal", "kind": "flip-hardest-symmetry", "value": "count", "answer": 4},
)
