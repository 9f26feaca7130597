"""The river crossings: the help ("How to play": three problems, the state graph's legend) in English, as
puzzles/help_text.py reads it; the puzzles from M. Hiroi's pages; Japanese in help_ja.py."""

from puzzles.help_text import BUTTONS, PLAYBACK, RULES, SEARCH, VERDICT

SECTIONS = [
    (RULES, [
        "Everyone starts on the near bank with the boat. The boat needs someone who can row and "
        "holds two people (the Boat holds setting changes that). One trip of the boat from one "
        "bank to the other is one crossing. The goal is everyone on the far bank in as few "
        "crossings as possible.",
        "Each problem has a safety rule, and it must hold on both banks and in the boat. A load "
        "that would break it is refused, with the reason.",
    ]),
    ("How to play", [
        "Click or tap people on the boat's bank to put them in the boat, and again to take them "
        "out. Then click the boat to cross. Escape empties the boat.",
        "Keyboard: focus the board; the arrow keys move the cursor between the people and the "
        "boat, and Enter or Space clicks.",
    ]),
    ("Buttons and settings", [
        "Solve finds a solution in the fewest crossings. Count shortest counts the different "
        "shortest solutions, as sequences of boat loads. State graph draws every state that can "
        "be reached from the position on screen, by its distance, with one shortest solution in "
        "red; its legend explains the labels, and clicking a state goes there.",
        "Hint first marks one best load and its way across by an arrow. Hint again lists every "
        "load the boat can take now, under the river, each with the fewest crossings to the "
        "goal with it, that crossing included: green marks a best load, \u2715 a load after "
        "which nobody gets across.",
        VERDICT,
        "Settings: Who can row (not for the wolf, goat and cabbage, where only the farmer "
        "rows), Boat holds, and for the missionaries People of a kind: alike, as in the classic "
        "puzzle, or told apart. Beside the board: Crossings, Near bank and Far bank.",
        SEARCH,
        BUTTONS,
    ]),
    ("How moves are written", [
        "A move is the boat load: Ha + Wa is husband Ha rowing across with his wife Wa. When "
        "people of a kind are alike, the load is named by kind: two cannibals, a missionary and "
        "a cannibal.",
        PLAYBACK,
    ]),
    ("The problems", [
        "Jealous husbands: three couples, husbands Ha Hb Hc and their wives Wa Wb Wc. No wife "
        "may be with another man unless her own husband is there too, on either bank or in the "
        "boat. With all six rowing it takes 11 crossings, and there are 486 shortest solutions. "
        "When only the husbands and Wa can row, it takes 13 crossings (32 shortest solutions).",
        "Missionaries and cannibals: three of each. Wherever there are missionaries, the "
        "cannibals may not outnumber them. Missionaries are alike and so are cannibals, so a "
        "crossing is two cannibals, not two named people. It takes 11 crossings; there are 4 "
        "shortest solutions, 8100 if everyone is told apart.",
        "Wolf, goat and cabbage: only the farmer rows, taking at most one passenger. Left "
        "without him, the wolf eats the goat and the goat eats the cabbage. It takes 7 "
        "crossings, and there are 2 shortest solutions.",
    ]),
    ("Where it comes from", [
        "The jealous husbands come from a Common Lisp problem set on M. Hiroi's site, which "
        "finds 11 crossings with everyone rowing and, in a follow-up, 13 when only one wife can "
        "row. The page names the missionaries and cannibals and the farmer's wolf, goat and "
        "cabbage as the best known river-crossing puzzles; the classic answer for the "
        "missionaries is 11 crossings.",
    ]),
]

# The first screen: at most 120 words in English (tests/test_help_text.py).

FIRST = [
    "Goal: everyone across the river in as few crossings as you can. Someone must row, and each "
    "problem has a rule that must hold on both banks and in the boat (The problems, below).",
    "A move: tap people ringed in yellow to put them in the boat (tap again to take them out), "
    "then tap the boat to cross. A load that breaks the rule is refused, with the reason.",
    "Hint shows a best load as an arrow; Hint again lists the loads the boat can take, each "
    "with the fewest crossings to the goal with it (green: a best load; \u2715: nobody gets "
    "across after it). Solve shows a shortest solution.",
]

# Finished positions: the help shows the one of the puzzle on screen (help_text.goal_picture).
GOALS = [
    ("river/jealous-husbands?far=Ha,Hb,Hc,Wa,Wb,Wc&boat=far&crossings=11",
     "Jealous husbands: everyone across in 11 crossings"),
    ("river/missionaries?far=M1,M2,M3,C1,C2,C3&boat=far&crossings=11",
     "Missionaries and cannibals: everyone across in 11 crossings"),
    ("river/wolf-goat-cabbage?far=Farmer,Wolf,Goat,Cabbage&boat=far&crossings=7",
     "Wolf, goat and cabbage: all across in 7 crossings"),
]

# One move, drawn as the position before it (the move marked) and the position after it.
MOVE = ("river/wolf-goat-cabbage", ['Farmer', 'Goat'],
        "One crossing: the farmer rows the goat to the far bank.")
# The same, for the other problems (help_text.move_picture: the puzzle on show).
MOVES = [
    ("river/missionaries", ['M1', 'C1'],
     "One crossing: a missionary and a cannibal row to the far bank."),
    ("river/jealous-husbands", ['Ha', 'Wa'],
     "One crossing: the first couple rows to the far bank together."),
]

# The legend beside the analysis's state graph (py/app/analysis_panel.py).
LEGENDS = {
    "STATE_GRAPH_LEGEND": (
        "Each box is a state: who is on the near bank, then |, then who is on the far bank; * "
        "marks the bank the boat is on. Jealous husbands: A B C are the husbands Ha Hb Hc, a b c "
        "their wives Wa Wb Wc, so *ABab|Cc is Ha Hb Wa Wb on the near bank with the boat, Hc and "
        "Wc across. Missionaries and cannibals: M and C (lower case m, c for those who cannot "
        "row). Farmer, wolf, goat, cabbage: F W G C. Row n, numbered at the left, holds the "
        "states n crossings from the position on screen, which is row 0. A line joins two states "
        "one crossing apart; the red lines and boxes are one shortest solution, down to everyone "
        "across (|ABCabc* for the husbands). Click a box to go to that state."
    ),
}
