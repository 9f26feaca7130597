"""Peg solitaire: the help ("How to play": its boards, Prove, the English board's tables) in English, as
puzzles/help_text.py reads it; the puzzles from M. Hiroi's pages; Japanese in help_ja.py."""

from puzzles.help_text import BUTTONS, HINTS, PLAYBACK, RULES, SEARCH, VERDICT

_HINTS = (
    "On a peg board the numbers are one per move: each peg that can jump shows the number of its "
    "best jump; pick a peg up and each of its jumps shows its own number on the hole it lands on "
    "(green only when it is as good as the best jump of all)."
)

SECTIONS = [
    (RULES, [
        "Every hole but one holds a peg. A peg jumps over a neighbouring peg, in a straight "
        "line, into the empty hole just beyond it, and the peg jumped over is taken off the "
        "board.",
        "A run of jumps by the same peg counts as one move. Square boards jump along rows and "
        "columns; the triangle and hexagon boards along the six directions of their lattice; "
        "Hoppers along its diagonals and along rows and columns.",
        "The goal is a single peg left. When a finish hole is set (drawn with a ring), the last "
        "peg must end on it. A solution whose last peg stands in the hole emptied first is "
        "called a compensating solution.",
    ]),
    ("How to play", [
        "Click or tap a peg that can jump (they are marked); the holes it can land on light up. "
        "Click one to jump. If the same peg can jump again it stays picked up: click the next "
        "hole to go on within the same move, or click the peg to put it down.",
        "Or drag a peg onto the hole it lands on, with the mouse, a finger or a pen: the same "
        "move as the two clicks (one Undo takes it back). Let go anywhere else and it goes back "
        "to its hole.",
        "Keyboard: focus the board, then the arrow keys move the cursor to the nearest hole in "
        "that direction, Enter or Space clicks the hole under the cursor, and Escape puts a "
        "picked peg down.",
    ]),
    ("Buttons and settings", [
        "Solve finds a shortest solution where the exact search fits; on the big boards it "
        "gives a quick solution and says that it is not proven shortest. Any solution always "
        "takes the quick search. Count finds the fewest moves and how many shortest solutions "
        "there are, counted as sequences of jumps.",
        "On a big board with more than 21 pegs the exact search is out of reach, so Hint gives "
        "no numbers there (except on the English board from the centre, which has tables). A "
        "quick search still tries: if it finds a solution, the line under the board says the "
        "position can still be won and Hint shows that solution's first jump.",
        "Prove works out the fewest moves again by a search in your browser that reads no "
        "stored move counts: it rules out every shorter solution, move count by move count, "
        "pruned by lower bounds taken from the board's shape (a corner peg, or a full group of "
        "holes that only a move starting inside it can break into, each needs a move of its "
        "own); on the English board from the centre it also skips the positions its tables say "
        "cannot be won. The English board's 18 takes it under a minute; very big positions may "
        "be out of its reach, and Cancel stops it.",
        HINTS,
        _HINTS,
        VERDICT,
        "Hole numbers shows or hides the numbers on the holes. Start hole chooses the hole "
        "emptied at the start, Finish hole where the last peg must end (or anywhere). Beside "
        "the board: Moves, Jumps and Pegs left.",
        "Edit board draws a board of your own: click a cell to make it a hole, a start hole "
        "(emptied at the start) or no hole again; the grid grows as you draw at its edge (it "
        "stays still while the pointer is on it, and fits the drawing once the pointer leaves "
        "the board, or a moment after the last tap). The Grid setting chooses jumps along rows "
        "and columns, with diagonals too, or a triangular grid of six directions. The board "
        "travels in the link, so it can be shared, and Solve, Count and Hint work on it as on "
        "any board.",
        SEARCH,
        BUTTONS,
    ]),
    ("How moves are written", [
        "Holes are numbered row by row from the top, left to right, starting at 0. A move is "
        "written as the holes its peg visits: 14-6 is one jump from hole 14 to hole 6, and "
        "5-17-29 one peg jumping twice in a single move.",
        PLAYBACK,
    ]),
    ("The boards", [
        "English 33: the classic cross-shaped board, started with the centre hole 16 empty. It "
        "has a solution that ends on the centre again; the fewest moves for it are 18. With the "
        "last peg allowed to end anywhere it takes 17 moves: a lone peg can only end on the "
        "centre or on the edge holes 1, 13, 19 and 31, and ending on an edge hole takes one "
        "move fewer. From this start every answer, Hint and the line under the board come at "
        "once, from tables of every winning position made beforehand.",
        "French 37: the cross with its corners filled in. Started from the centre it cannot be "
        "solved (a parity argument, the rule of three, forbids it), so the page starts it with "
        "hole 17 empty.",
        "Diamond 41: a diamond of 41 holes. Only 12 of its 41 starting holes can be solved; the "
        "others, the centre among them, are ruled out by parity or by counting its corner pegs.",
        "Triangle 15: the triangle of 15 holes with six jump directions. Started from the top "
        "hole 0 it takes 10 moves, and there are 1900 shortest solutions as jump sequences.",
        "Triangle 21: the modified triangle of M. Hiroi's page, its holes in an unusual "
        "triangle. Starting and finishing on hole 6 takes 12 moves; there are 96 shortest "
        "solutions once the first move is fixed to 14-6, 192 in all.",
        "Hexagon 12: a small board on a triangular lattice, with rows of 2, 3, 4 and 3 holes.",
        "Hoppers 13: 13 holes in a square, with diagonal jumps. From the centre hole 6 back to "
        "hole 6 takes 7 moves; there are 72 shortest jump sequences.",
    ]),
    ("Where it comes from", [
        "The boards, their numbering and the problems come from M. Hiroi's Japanese pages: the "
        "Common Lisp primer's peg solitaire page (the modified triangle, 12 moves, 96 solutions "
        "after 14-6), a Common Lisp problem set (the 12-hole board) and the Prolog primer's "
        "puzzle page (Hoppers in 7 moves, from C Magazine's puzzle column of February 2000).",
        "The English 33 board's 18 moves are a classic result: Ernest Bergholt published an "
        "18-move solution in 1912, and John Beasley proved in 1964 that none is shorter.",
    ]),
]

# The first screen: at most 120 words in English (tests/test_help_text.py).

FIRST = [
    "Goal: one peg left on the board. When a hole has a dotted ring, the last peg must end "
    "there.",
    "A move: tap a peg ringed in yellow, then a hole ringed in green (or drag the peg there). "
    "The peg jumps over its neighbour in a straight line, and the peg jumped over is taken off. "
    "If it can jump again, tap the next hole to go on in the same move, or the peg to stop.",
    "Hint shows a best move as an arrow; Hint again writes on each move the fewest moves to the "
    "goal with it (green: a best move; \u2715: no win after it). Solve shows a solution, and "
    "Step plays it move by move.",
]

# Finished positions: the help shows the one of the puzzle on screen (help_text.goal_picture).
GOALS = [
    ("peg/english33?empty=16&finish=16&pegs=000000000000000010000000000000000&moves=18",
     "English 33 finished: one peg, on the centre"),
    ("peg/french37?empty=17&pegs=0000000000000000000100000000000000000&moves=33&last=19",
     "French 37 finished: one peg left"),
    ("peg/diamond41?empty=3&pegs=00000000000000000000001000000000000000000&moves=33&last=22",
     "Diamond 41 finished: one peg left"),
    ("peg/triangle15?empty=0&pegs=100000000000000&moves=10&last=0",
     "Triangle 15 finished: one peg left"),
    ("peg/triangle21?empty=6&finish=6&pegs=000000100000000000000&moves=12",
     "Triangle 21 finished: one peg, on hole 6"),
    ("peg/hex12?empty=1&pegs=000000010000&moves=7&last=7",
     "Hexagon 12 finished: one peg left"),
    ("peg/hoppers13?empty=6&finish=6&pegs=0000001000000&moves=7&last=6",
     "Hoppers 13 finished: one peg, on the centre"),
]

# One move, drawn as the position before it (the move marked) and the position after it.
# Puzzles whose help shows no goal: a custom board is the player's own (help_text.goal_picture).
NO_GOAL = ["peg/custom"]

MOVE = ("peg/triangle21?empty=6", [14, 6],
        "One move, 14-6: the peg on hole 14 jumps over hole 9 into the empty hole 6, and the "
        "peg on 9 is taken off.")
