"""River crossings' lab programs (puzzles.lab): the methods of the source pages, then ours.

Plain data, read by puzzles.lab (see puzzles/peg/lab/__init__.py for the fields). The source, by
title: M. Hiroi's Common Lisp problem set of four puzzles ("the jealous husbands").
"""

from puzzles.words import mark


HUSBANDS = "river/jealous-husbands"

METHODS = (
    {"method": "river-iddfs", "title": mark("Iterative deepening from the page's start depth"), "source": "page",
     "problem": HUSBANDS, "improves": None, "module": "iddfs", "published": None, "slow": False,
     "explain": mark("Every crossing plan of 9, then 11, ... crossings; no bank seen twice on a line.")},
    {"method": "river-bfs", "title": mark("Breadth-first search"), "source": "page", "problem": HUSBANDS,
     "improves": None, "module": "bfs", "published": None, "slow": False,
     "explain": mark("All banks one crossing away, then two, ...: the first plan that gets everyone over is the "
                     "shortest.")},
    {"method": "river-ours", "title": mark("Our breadth-first search over state tables"), "source": "ours",
     "problem": HUSBANDS, "improves": None, "module": "ours", "published": None, "slow": False,
     "explain": mark("Our solver: breadth first over tables of the states, built once.")},
)

QUESTIONS = (
    {"order": 5, "question": mark("Three jealous husbands and their wives, a boat for two: the fewest crossings?"),
     "game": HUSBANDS, "kind": "minimum", "value": "moves", "answer": 11},
    {"order": 6, "question": mark("The same when only the husbands and one wife can row?"),
     "game": "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa", "kind": "minimum", "value": "moves", "answer": None},
)
