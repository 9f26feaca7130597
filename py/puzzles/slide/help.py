"""The sliding puzzles: the help ("How to play": the six, pipe, 8- and 15-puzzles) in English, as
puzzles/help_text.py reads it; the puzzles from M. Hiroi's pages; Japanese in help_ja.py."""

from puzzles.help_text import BUTTONS, HINTS, PLAYBACK, RULES, SEARCH, VERDICT

SECTIONS = [
    (RULES, [
        "One cell of the board is empty. A tile next to the empty cell may slide into it; one "
        "tile slid one cell is one move. Put the tiles into the goal arrangement in as few "
        "moves as you can.",
        "The goals: the 8-puzzle and the 15-puzzle want the numbers in order, row by row, with "
        "the empty cell last. The six puzzle wants 1 2 in the top row, 3 4 5 in the middle and "
        "6 bottom left, the empty cell bottom right. The pipe puzzle wants its pieces joined "
        "into one closed loop round the empty centre. The pictures show each finished board.",
    ]),
    ("How to play", [
        "The tiles that can slide are ringed. Click or tap one and it slides into the empty "
        "cell.",
        "A click on a tile further along the empty cell's row or column (or a straight line of "
        "the hexagon) slides it with every tile between: n tiles are n moves on the counter, "
        "and one Undo takes the whole click back (Redo plays it again). On a touch screen, a "
        "swipe across the board slides the tile that moves that way, one move.",
        "Keyboard: focus the board; an arrow key slides the tile that moves that way, so the "
        "Right arrow slides the tile left of the empty cell to the right. On the six puzzle's "
        "hexagon the arrow picks the nearest tile in that direction.",
    ]),
    ("Buttons", [
        "Shuffle deals a random arrangement, drawn evenly among those that can be solved. Solve "
        "gives a shortest solution. Analyse (not on the 15-puzzle) sweeps every arrangement "
        "from the goal: how many there are, a chart of how far they are from the goal, and the "
        "hardest ones as links. Beside the board: Moves.",
        "Your own position: Set tiles lets you swap two tiles by clicking them in turn, then "
        "press it again to play from there; an arrangement that cannot be solved is refused, "
        "with the parity that forbids it. Or type a position in the box and press Use this "
        "position: the numbers row by row (0 for the space), like 1 2 3 4 / 5 6 7 8 / ..., or a "
        "link.",
        HINTS,
        VERDICT,
        "The six, pipe and 8-puzzles build a table of all their positions at the first search; "
        "after that every answer is immediate. The 15-puzzle is too big for a table: Solve runs "
        "a depth-first search guided by pattern databases, which can take some seconds on a "
        "hard position.",
        SEARCH,
        BUTTONS,
    ]),
    ("How moves are written", [
        "A move is the tile that slides and an arrow for the way it goes: 4 \u2192 slides tile "
        "4 to the right. The six puzzle also has slanting arrows such as ↗, and the pipe puzzle "
        "names a piece by its shape, such as ┐ \u2193.",
        PLAYBACK,
    ]),
    ("The puzzles", [
        "Six puzzle: seven cells in a hexagon, six tiles. Every one of the 5040 arrangements "
        "can be solved; the hardest need 15 moves and there are 24 of them. The start shown "
        "first, 4 6 / 5 1 3 / 2, is one of them.",
        "Pipe puzzle: the 8-puzzle played with eight pipe pieces instead of numbers (two of "
        "them straight across, two straight up, and four corners); identical pieces are "
        "interchangeable. From the source page's start it takes 30 moves, and that start is one "
        "of the 6 hardest of the 90720 arrangements.",
        "8-puzzle: 3 by 3, eight numbered tiles. Only half of all arrangements can be solved, "
        "181440 of them; the hardest need 31 moves, and there are just 2 such positions.",
        "15-puzzle: 4 by 4, 15 tiles; again half of the arrangements can be solved, far too "
        "many to list, so there is no Analyse. The first position shown needs 48 moves.",
    ]),
    ("Where it comes from", [
        "The six puzzle comes from M. Hiroi's xyzzy Lisp primer, whose page on breadth-first "
        "search and sliding puzzles finds its 5040 positions and its 24 hardest at 15 moves. "
        "The pipe puzzle is figure 3 of a Common Lisp problem set on the same site. The "
        "8-puzzle's hardest positions at 31 moves are a known result that the Analyse sweep "
        "reproduces.",
    ]),
]

# The first screen: at most 120 words in English (tests/test_help_text.py).

FIRST = [
    "Goal: put the tiles in the order the picture shows, in as few moves as you can.",
    "A move: tap a tile ringed in yellow, next to the empty cell, and it slides into it; a tile "
    "further along the same line slides with the tiles between (one move each). A swipe or the "
    "arrow keys slide tiles too.",
    "Hint shows a best move as an arrow; Hint again writes on each tile that can slide the "
    "fewest moves to the goal with that slide (green: a best move). Solve finds a shortest "
    "solution, and Step plays it move by move.",
]

# Finished positions: the help shows the one of the puzzle on screen (help_text.goal_picture).
GOALS = [
    ("slide/six?tiles=1234560",
     "The six puzzle's goal"),
    ("slide/pipes?tiles=F-7I0IL-J",
     "The pipe puzzle's goal: one closed loop"),
    ("slide/eight?tiles=123456780",
     "The 8-puzzle's goal"),
    ("slide/fifteen?tiles=123456789abcdef0",
     "The 15-puzzle's goal"),
]

# One move, drawn as the position before it (the move marked) and the position after it.
MOVE = ("slide/eight?tiles=123405786", 5,
        "One move, 5 \u2190: tile 5 slides left into the empty cell.")
# The same, for the puzzles of other shapes (help_text.move_picture: the puzzle on show).
MOVES = [
    ("slide/six", 3, "One move, 1 \u2198: tile 1 slides from the centre down and right into the empty cell."),
    ("slide/pipes", 3, "One move, \u2500 \u2192: the straight pipe slides right into the empty cell."),
]
