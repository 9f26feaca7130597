"""Sliding puzzles' lab programs (puzzles.lab): the methods of the source page, then ours.

Plain data, read by puzzles.lab (see puzzles/peg/lab/__init__.py for the fields). The source, by
title: M. Hiroi's xyzzy Lisp primer, "続・幅優先探索とスライドパズル" (breadth-first search and
sliding puzzles, continued); the pipes puzzle from the Common Lisp problem set.
"""

from puzzles.words import mark


PENTIUM = "Pentium 166 MHz"
SIX = "slide/six"

METHODS = (
    {"method": "slide-hardest-list", "title": mark("Hardest positions from the goal, seen positions in a list"),
     "source": "page", "problem": SIX, "improves": None, "module": "hardest_list",
     "published": {"seconds": 53, "machine": PENTIUM, "positions": None}, "slow": False,
     "explain": mark("From the goal, layer by layer; each new position looked up in a list of those seen.")},
    {"method": "slide-hardest-dict", "title": mark("Hardest positions from the goal, seen positions in a hash table"),
     "source": "page", "problem": SIX, "improves": "slide-hardest-list", "module": "hardest_dict",
     "published": {"seconds": 6.2, "machine": PENTIUM, "positions": None}, "slow": False,
     "explain": mark("The same sweep with a hash table: a look-up costs the same however many positions are seen.")},
    {"method": "slide-iddfs", "title": mark("Iterative deepening, never moving the same piece twice"),
     "source": "page", "problem": SIX, "improves": None, "module": "iddfs",
     "published": {"seconds": 900, "machine": PENTIUM, "positions": None}, "slow": False,
     "explain": mark("Every line of n moves, then n + 1; the piece just moved is not moved back.")},
    {"method": "slide-bound", "title": mark("Iterative deepening with the distance lower bound"), "source": "page",
     "problem": SIX, "improves": "slide-iddfs", "module": "bound",
     "published": {"seconds": 0.83, "machine": PENTIUM, "positions": None}, "slow": False,
     "explain": mark("Each tile needs at least its distance home: a line whose moves plus the sum pass the limit is "
                     "cut.")},
    {"method": "slide-ours", "title": mark("Our breadth-first tables and IDA*"), "source": "ours", "problem": SIX,
     "improves": None, "module": "ours", "published": None, "slow": False,
     "explain": mark("Our solver: every position's distance from one sweep, kept; a solution walks down the "
                     "distances.")},
)

QUESTIONS = (
    {"order": 7, "question": mark("The pipe-piece sliding puzzle: the fewest moves from START to GOAL?"),
     "game": "slide/pipes", "kind": "minimum", "value": "moves", "answer": None},
    {"order": 10, "question": mark("The six puzzle: how many positions need the most moves?"),
     "game": SIX, "kind": "analyse", "value": "count", "answer": 24},
    {"order": 11, "question": mark("The six puzzle: the most moves any position needs?"),
     "game": SIX, "kind": "analyse", "value": "distance", "answer": 15},
)
