"""Peg solitaire's lab programs (puzzles.lab): the methods of the source pages, then ours.

Plain data, read by puzzles.lab: ``METHODS`` in display order (each program is the module
named by ``module`` in this package), ``QUESTIONS`` the questions the pages ask of this family
(``order``: the question's place in the lab's list, which links name by number); whether a
solution ends at the goal is the family's ``goal`` capability (its description). The sources, by title: M. Hiroi's Common Lisp primer,
"ペグ・ソリテア" (peg solitaire); the Common Lisp problem set of four puzzles; the Prolog primer,
"パズルに挑戦!".
"""

from puzzles.words import mark


SBCL = "SBCL 2.1.11, Core i5-6200U 2.30GHz"
PROLOG = "Prolog, Pentium 166 MHz"
TRIANGLE21 = "peg/triangle21?empty=6&finish=6"
HOPPERS13 = "peg/hoppers13?empty=6&finish=6"
AFTER_14_6 = "peg/triangle21?empty=6&finish=6&pegs=111111111011110111111&moves=1&last=6"  # after 14 to 6

METHODS = (
    {"method": "peg-iddfs", "title": mark("Plain iterative deepening"), "source": "page", "problem": TRIANGLE21,
     "improves": None, "module": "iddfs", "published": None, "slow": True,
     "explain": mark("Every line of 1 move, then 2, ... until one ends with one peg: no bound, so it tries "
                     "everything.")},
    {"method": "peg-corner", "title": mark("Iterative deepening with the corner-peg lower bound"), "source": "page",
     "problem": TRIANGLE21, "improves": "peg-iddfs", "module": "corner",
     "published": {"seconds": 8.54, "machine": SBCL, "positions": None}, "slow": False,
     "explain": mark("A corner peg is never jumped over, so it must move itself: more corner pegs than moves left "
                     "ends a line.")},
    {"method": "peg-groups", "title": mark("Iterative deepening with the corner bound and the peg groups"),
     "source": "page", "problem": TRIANGLE21, "improves": "peg-corner", "module": "groups",
     "published": {"seconds": 2.88, "machine": SBCL, "positions": None}, "slow": False,
     "explain": mark("A peg never leaves its group: the finish hole's group must keep a peg, and the corner pegs need"
                     " pegs to jump over.")},
    {"method": "peg-table1", "title": mark("Iterative deepening with the peg-group bound of Table 1"),
     "source": "page", "problem": TRIANGLE21, "improves": "peg-groups", "module": "table1",
     "published": {"seconds": 0.86, "machine": SBCL, "positions": None}, "slow": False,
     "explain": mark("Two corner pegs that jump over the same hole cost 3 moves, or 4 when it is empty (Table 1): a "
                     "tighter bound.")},
    {"method": "peg-count", "title": mark("Counting every shortest solution, as the page does"), "source": "page",
     "problem": AFTER_14_6, "improves": None, "module": "count",
     "published": {"seconds": 0.86, "machine": SBCL, "positions": None}, "slow": False,
     "explain": mark("Step 3's search, which goes on to the end of the first depth with a solution and counts them "
                     "all.")},
    {"method": "peg-hoppers-scan", "title": mark("Iterative deepening trying every jump of the table"),
     "source": "page", "problem": HOPPERS13, "improves": None, "module": "hoppers_scan",
     "published": {"seconds": 27, "machine": PROLOG, "positions": None}, "slow": False,
     "explain": mark("At each position every jump of the table is tried, most from holes with no peg.")},
    {"method": "peg-hoppers-pegs", "title": mark("Iterative deepening, the peg to move found first"),
     "source": "page", "problem": HOPPERS13, "improves": "peg-hoppers-scan", "module": "hoppers_pegs",
     "published": {"seconds": 12, "machine": PROLOG, "positions": None}, "slow": False,
     "explain": mark("The peg to move is found first, and only its jumps are tried.")},
    {"method": "peg-hoppers-bound", "title": mark("Iterative deepening with the corner bound, paused in a chain"),
     "source": "page", "problem": HOPPERS13, "improves": "peg-hoppers-pegs", "module": "hoppers_bound",
     "published": {"seconds": 3.5, "machine": PROLOG, "positions": None}, "slow": False,
     "explain": mark("Corner pegs as a lower bound, not counted while a peg of the corners' group is in a chain.")},
    {"method": "peg-sweep", "title": mark("Our two-ended sweep"), "source": "ours", "problem": TRIANGLE21,
     "improves": None, "module": "sweep", "published": None, "slow": False,
     "explain": mark("Our solver: a search from the start and from the goal at once, over layers of jumps.")},
    {"method": "peg-prove", "title": mark("Our proof: branch and bound with Merson regions"), "source": "ours",
     "problem": TRIANGLE21, "improves": None, "module": "prove", "published": None, "slow": False,
     "explain": mark("Our proof: a branch and bound whose lower bound counts Merson regions.")},
)

# ``kind``: a method's slug, or a search kind of our solver; "starts" and "starts-compensating"
# ask the all-starts table (puzzles.peg.starts) for its least value.
QUESTIONS = (
    {"order": 0, "question": mark("The 21-hole triangle, hole 6 empty at the start and the last peg on hole 6: the "
                                  "fewest moves?"),
     "game": TRIANGLE21, "kind": "minimum", "value": "moves", "answer": 12},
    {"order": 1, "question": mark("The same problem after the first move 14 to 6: how many shortest solutions?"),
     "game": AFTER_14_6, "kind": "count", "value": "count", "answer": 96},
    {"order": 2, "question": mark("The 12-hole board: the fewest moves to one peg, from the best start hole?"),
     "game": "peg/hex12", "kind": "starts", "value": "moves", "answer": None},
    {"order": 3, "question": mark("The 12-hole board: the fewest moves of a compensating solution (the last peg on "
                                  "the start hole)?"),
     "game": "peg/hex12", "kind": "starts-compensating", "value": "moves", "answer": None},
    {"order": 8, "question": mark("Hoppers, hole 6 empty at the start and the last peg on hole 6: the fewest moves?"),
     "game": HOPPERS13, "kind": "minimum", "value": "moves", "answer": 7},
)


KINDS = ("starts", "starts-compensating")  # the question kinds answer() below answers


def answer(question: dict) -> "int | None":
    """Our answer to a question of KINDS: the all-starts table's least value."""
    from puzzles import registry
    from puzzles.peg.starts import all_starts
    rows = all_starts(registry.parse(question["game"])[1].board)
    if question["kind"] == "starts-compensating":
        rows = [row for row in rows if row["finish"] == row["empty"]]
    values = [row["moves"] for row in rows if row["moves"] is not None]
    return min(values) if values else None
