"""The knight's tour: the help ("How to play": open and closed tours, cut boards) in English, as
puzzles/help_text.py reads it; the puzzles from M. Hiroi's pages; Japanese in help_ja.py."""

from puzzles.help_text import BUTTONS, PLAYBACK, RULES, SEARCH

SECTIONS = [
    (RULES, [
        "In a knight's tour, the chess knight moves two cells one way and one cell across, like "
        "an L, in any direction. Move it so that it visits every cell of the board exactly once.",
        "An open tour may end anywhere. A closed tour must end a knight's move from its first "
        "cell, so that it could go round again. The board may be any rectangle from 3 to 50 "
        "cells a side, and cells may be cut out of it.",
    ]),
    ("How to play", [
        "Click or tap any cell to place the knight, then click the marked cells a knight's move "
        "away. The path is drawn as a line and its cells are numbered in the order visited. The "
        "status line says when the tour is complete, when a closed tour fails to close, or when "
        "the knight is stuck.",
        "Once it is placed, you may also drag the knight to its next cell (mouse, finger or "
        "pen): the same move as a click there. Let go anywhere else and it stays where it was.",
        "Keyboard: focus the board; the arrow keys move the cursor one cell (starting from the "
        "knight), and Enter or Space clicks the cell under it.",
    ]),
    ("Buttons and settings", [
        "Solve finds a tour that continues the path you have played (with no knight placed yet "
        "it picks the start). When a theorem rules every tour out, it says so at once and why.",
        "Hint first shows one next cell from which a tour goes on, by an arrow from the knight "
        "(a ring before the knight is placed). Hint again judges every next cell: the number is "
        "how many cells remain to visit from there on, that cell included, shown when a tour "
        "was found from it; \u2715 marks a cell proven to leave no tour (a cell cut off, "
        "colours that no longer balance, a search run to its end), ? one not decided. Each cell "
        "gets a short search of its own, the cell a Warnsdorff search (fewest onward moves "
        "first) would pick first; before the first move one tour found answers for many start "
        "cells at once, so few stay undecided. After every move the line under the status says "
        "whether a tour is still possible and how many cells are left to visit (the same "
        "search, run in the background).",
        "Count tours counts the tours that continue the path, or with no knight placed every "
        "tour from every start (each direction of a closed tour counts), and lists one. "
        "Counting works on boards of up to about 40 cells; a board too wide to count, such as 8 "
        "by 8, is refused at once, saying why.",
        "Edit board turns the editor on: each click cuts a cell out of the board or puts it "
        "back; press it again to play. Settings: Rows, Columns (a new size starts afresh) and "
        "Tour, open or closed. Beside the board: Visited and Cells.",
        SEARCH,
        BUTTONS,
    ]),
    ("How moves are written", [
        "Cells are named as in chess, by the letters and numbers drawn beside the board: the "
        "column's letter (a, b, c... from the left), then the row counted from the bottom. On "
        "the 8 by 8 board the top left cell is a8. A solution lists the cells still to visit, "
        "in order: c3, d5, ...",
        PLAYBACK,
    ]),
    ("The boards", [
        "3 by 4 has exactly 2 open tours from a corner and no closed tour. 3 by 3 and 4 by 4 "
        "have no tour at all, open or closed.",
        "5 by 5 has open tours, 1728 in all counting each start and direction, 304 of them from "
        "a corner, but no closed tour: a board with an odd number of cells has none.",
        "6 by 6 has 9,862 closed tours (each counted once, whichever way round) and 6,637,920 "
        "open tours counting each start and direction. 8 by 8, the chessboard, has "
        "13,267,364,410,532 closed tours, counted the same way: far too many to count here, but "
        "Solve finds one at once.",
        "10 by 10 and 50 by 50 are far beyond counting, but Solve still finds a tour: on 50 by "
        "50 the solution lists 2500 cells, and To the end shows the whole tour at once.",
        "Problem A: a 4 by 4 board without its corners, 12 cells. From its starting cell there "
        "are 4 closed tours, that is 2 if each is counted once whichever way round.",
    ]),
    ("Where it comes from", [
        "Problem A and the closed tours come from a Common Lisp problem set on M. Hiroi's site; "
        "the open tours of small boards (3 by 4, 3 by 3, 4 by 4, 5 by 5) from the knight's tour "
        "problem of the Prolog primer's puzzle page. The counts of 6 by 6 and 8 by 8 are from "
        "the literature (OEIS A001230 and A165134); Count tours reproduces those of 6 by 6. "
        "Which boards have closed tours at all is Schwenk's theorem.",
    ]),
]

# The first screen: at most 120 words in English (tests/test_help_text.py).

FIRST = [
    "Goal: the knight visits every cell of the board exactly once. A closed tour must end a "
    "knight's move from its first cell.",
    "A move: tap any cell to place the knight, then a cell marked with a dot (or drag the "
    "knight there): a knight's move away, two cells one way and one across. The path is drawn, "
    "its cells numbered.",
    "Hint shows with an arrow a next cell from which a tour goes on; Hint again marks every "
    "next cell: the cells still to visit when a tour goes on from there, \u2715 when none does. "
    "Solve finds a tour, and Step plays it move by move.",
]

# Finished positions: the help shows the one of the puzzle on screen (help_text.goal_picture).
GOALS = [
    ("knight/5x5?start=0&path=763501456203564015742136",
     "An open tour of 5 by 5, from a corner"),
    ("knight/6x6?closed=1&start=0&path=76531063246717301426737102457504411",
     "A closed tour of 6 by 6"),
    ("knight/8x8?start=0&path=714767353010451424676353147101242633572446531060560471560375002",
     "An open tour of the chessboard"),
    ("knight/3x4?start=0&path=54154172362",
     "An open tour of 3 by 4, from a corner"),
    ("knight/4x4?cut=0,3,12,15&closed=1&start=1&path=72714505063",
     "A closed tour of problem A"),
]

# One move, drawn as the position before it (the move marked) and the position after it.
# Puzzles whose help shows no goal: the 4 x 4 has no tour (help_text.goal_picture).
NO_GOAL = ["knight/4x4"]

MOVE = ("knight/5x5?start=0", 11,
        "One move: the knight on a5 jumps to b3, two rows down and one column across.")
