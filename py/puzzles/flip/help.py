"""Flip It: the help ("How to play": its two variants) in English, as
puzzles/help_text.py reads it; the puzzles from M. Hiroi's pages; Japanese in help_ja.py."""

from puzzles.help_text import BUTTONS, HINTS, PLAYBACK, RULES, SEARCH, VERDICT

SECTIONS = [
    (RULES, [
        "A 4 by 4 board holds 15 pieces, black on one side and white on the other, and one "
        "empty cell. A piece moves in a straight line into the empty cell by jumping over one "
        "or more pieces; it may never move to a neighbouring cell. Every piece it jumps over is "
        "turned over; the moving piece keeps its colour.",
        "The goal is all 15 pieces white; the empty cell may end anywhere. The picture shows a "
        "finished board.",
    ]),
    ("How to play", [
        "The pieces that can move are ringed. Click or tap one: it jumps into the empty cell. "
        "The cells whose pieces just turned over are shaded, and so is the cell where the piece "
        "landed.",
        "Keyboard: focus the board; the arrow keys move the cursor one cell, and Enter or Space "
        "moves the piece under it.",
    ]),
    ("Buttons and settings", [
        "Shuffle starts a new game from a random position (every colouring, with the empty cell "
        "anywhere, can be solved). Solve gives a shortest solution. Analyse sweeps the whole "
        "puzzle: the number of positions, a chart of their distances from the goal, and the "
        "hardest positions as links. Start space chooses the empty cell of the all-black start. "
        "Beside the board: Moves and White pieces.",
        HINTS,
        VERDICT,
        SEARCH,
        BUTTONS,
    ]),
    ("How moves are written", [
        "Cells are numbered 0 to 15, row by row from the top left. A move is written as the "
        "piece's cell, an arrow and the empty cell it jumps into: 7 \u2192 5 moves the piece on "
        "cell 7 over cell 6 into the empty cell 5, turning the piece on 6 over.",
        PLAYBACK,
    ]),
    ("The variants", [
        "Square (rows and columns): jumps along rows and columns only. From all black with the "
        "empty cell on 5 the shortest solution takes 22 moves. There are 524288 positions; the "
        "hardest need 22 moves, and there are 4 of them: all black with the empty cell on one "
        "of the four centre cells.",
        "Square with diagonal jumps: diagonal jumps are allowed too. The same start then takes "
        "18 moves; the hardest positions need 18 moves, and there are 20 of them.",
    ]),
    ("Where it comes from", [
        "Flip It is a puzzle by Nob Yoshigahara. The square version and both results, 22 moves "
        "with straight jumps and 18 with diagonal ones, come from the page on it in M. Hiroi's "
        "Puzzle DE Programming, which also counts the 524288 positions.",
    ]),
]

# The first screen: at most 120 words in English (tests/test_help_text.py).

FIRST = [
    "Goal: turn all 15 pieces white. The empty cell may end anywhere.",
    "A move: tap a piece ringed in yellow. It jumps in a straight line over one or more pieces "
    "into the empty cell, and every piece it jumps over turns over: black to white, white to "
    "black.",
    "Hint shows a best move as an arrow; Hint again writes on each piece that can move the "
    "fewest moves to the goal with its move (green: a best move). Solve finds a shortest "
    "solution, and Step plays it move by move.",
]

# Finished positions: the help shows the one of the puzzle on screen (help_text.goal_picture).
GOALS = [
    ("flip/square?colours=wwwww.wwwwwwwwww&moves=22",
     "Finished: all 15 pieces white"),
    ("flip/square-diagonal?colours=wwwwwwwwwwww.www&moves=18",
     "Finished: all 15 pieces white"),
]

# One move, drawn as the position before it (the move marked) and the position after it.
MOVE = ("flip/square", 7,
        "One move, 7 \u2192 5: the piece on cell 7 jumps over cell 6 into the empty cell 5, and "
        "the piece on 6 turns white.")
