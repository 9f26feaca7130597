"""Nim: the help ("How to play": normal and misère play against the computer) in English, as
puzzles/help_text.py reads it; the puzzles from M. Hiroi's pages; Japanese in help_ja.py."""

from puzzles.help_text import RULES

SECTIONS = [
    (RULES, [
        "There are heaps of stones. Players take turns; a turn takes one or more stones from a "
        "single heap. In normal play whoever takes the last stone wins; with Last stone set to "
        "loses (misère play), whoever takes it loses.",
        "You play against the computer, which plays perfectly, or against another person. "
        "Choosing Nim in the menu deals three heaps of 1 to 10 stones, and you move first.",
    ]),
    ("How to play", [
        "Click or tap a stone: you take it and every stone after it in its row. The computer "
        "answers after a short pause.",
        "Keyboard: focus the board; Left and Right move the cursor along a heap, Up and Down to "
        "the next heap that has stones, and Enter or Space takes from the cursor on.",
    ]),
    ("Buttons and settings", [
        "New game deals as many heaps as now, each of 1 to 10 stones. Hint marks a winning move "
        "and explains it with the heaps in binary, or says plainly that the position is lost "
        "against perfect play. Binary shows each heap and the nim-sum in binary. Best move asks "
        "the solver for the winning move, or says that every move loses.",
        "Settings: First move (you or the computer), Last stone (wins or loses), Heaps (1 to 8) "
        "and Opponent (the computer or another person). Beside the board: Moves, Stones left "
        "and To move.",
        "Undo takes back your move and the computer's answer together, back to your own turn; "
        "Redo and Restart work as usual. Copy link copies the address of the game on screen.",
    ]),
    ("How moves are written", [
        "Heaps are named A, B, C... from the top. A move is written as the stones taken and the "
        "heap: 3 from heap A.",
    ]),
    ("How to win", [
        "Write each heap's size in binary and add them without carrying (exclusive or): this is "
        "the nim-sum. A position whose nim-sum is 0 is lost for the player to move, whatever "
        "they do, if the opponent plays well; from any other position there is a move that "
        "makes the nim-sum 0. For heaps 5, 2, 3 the nim-sum is 4, and taking 4 from heap A "
        "leaves 1, 2, 3, whose nim-sum is 0.",
        "The computer follows the source page's rule: with a non-zero nim-sum it makes it 0; "
        "otherwise it takes one stone from the largest heap and waits for a mistake. In misère "
        "play it does the same until its move would leave only heaps of one stone; then it "
        "leaves an odd number of them.",
    ]),
    ("Where it comes from", [
        "The game, three heaps of 1 to 10 stones with you first, and the computer's rule come "
        "from the Nim problem of the Prolog primer's puzzle page on M. Hiroi's site, where Nim "
        "is also called three-heap breaking. The nim-sum strategy is Charles Bouton's analysis "
        "of 1901.",
    ]),
]

# The first screen: at most 120 words in English (tests/test_help_text.py).

FIRST = [
    "Goal: take the last stone, against the computer, which plays perfectly. With Last stone "
    "set to loses, whoever takes it loses.",
    "A move: tap a stone. You take it and every stone after it in its row, from that one heap; "
    "then the computer answers. Stones already taken are drawn as dashed rings.",
    "Hint marks a winning move when there is one and explains it with the heaps in binary.",
]

# Finished positions: the help shows the one of the puzzle on screen (help_text.goal_picture).
GOALS = [
]

# One move, drawn as the position before it (the move marked) and the position after it.
MOVE = ("nim?heaps=5,2,3", [0, 4],
        "One move: tapping the second stone of heap A takes it and the 3 after it, so heaps 5, "
        "2, 3 become 1, 2, 3.")
