"""Knight's tours' lab programs (puzzles.lab): the method of the source pages, then ours.

Plain data, read by puzzles.lab (see puzzles/peg/lab/__init__.py for the fields). The sources,
by title: M. Hiroi's Common Lisp problem set of four puzzles (problem A) and the Prolog primer,
"パズルに挑戦!".
"""

from puzzles.words import mark


PROBLEM_A = "knight/4x4?cut=0,3,12,15&closed=1&start=1"

METHODS = (
    {"method": "knight-backtrack", "title": mark("Depth-first backtracking, counting every tour"), "source": "page",
     "problem": PROBLEM_A, "improves": None, "module": "backtrack", "published": None, "slow": False,
     "explain": mark("From the knight's cell try each free cell a move away, and step back when stuck; count the "
                     "tours.")},
    {"method": "knight-warnsdorff", "title": mark("Warnsdorff's rule"), "source": "ours", "problem": "knight/8x8",
     "improves": None, "module": "warnsdorff", "published": None, "slow": False,
     "explain": mark("Go first to the cell with the fewest onward moves; step back only when stuck.")},
    {"method": "knight-ours", "title": mark("Our tour counting"), "source": "ours", "problem": PROBLEM_A,
     "improves": None, "module": "ours", "published": None, "slow": False,
     "explain": mark("Our solver counts the tours without walking each of them.")},
)

QUESTIONS = (
    {"order": 4, "question": mark("Problem A: the closed knight's tours of the 4x4 board without its corners, from "
                                  "one cell?"),
     "game": PROBLEM_A, "kind": "count", "value": "count", "answer": 4},
    {"order": 9, "question": mark("The knight's open tours of a 3x4 board from a corner?"),
     "game": "knight/3x4?start=0", "kind": "count", "value": "count", "answer": 2},
    {"order": 18, "question": mark("Has the 4x4 board an open knight's tour?"),
     "game": "knight/4x4", "kind": "minimum", "value": "solvable", "answer": False},
    {"order": 19, "question": mark("Has the 3x3 board an open knight's tour?"),
     "game": "knight/3x3", "kind": "minimum", "value": "solvable", "answer": False},
    {"order": 20, "question": mark("Has the 6x6 board a closed knight's tour?"),
     "game": "knight/6x6?closed=1", "kind": "minimum", "value": "solvable", "answer": True},
)
