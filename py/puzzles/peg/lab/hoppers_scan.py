"""Hoppers by iterative deepening, every jump of the table tried (問題2 「Hoppers」, step 1).

Source: M. Hiroi's Prolog primer, "パズルに挑戦!": the board is an integer's bits (a bit on: a
peg); the jump table (跳び先表) lists each jump (from, over, to) once and is read both ways. At
every position the search tries every jump of the table and checks the three holes (jump_peg).
A jump from the hole the previous jump landed on continues the same move (連続跳び) and costs
nothing (the search: puzzles.peg.lab.deepening). Positions searched here count every jump tried:
most fail because no peg stands on ``from``, the waste the page's next step removes.
Published: 7 moves; about 27 s on a Pentium 166 MHz.
"""

from puzzles.peg.lab.deepening import search


def solve(position, progress):
    return search(position, progress, first=1, tries="table")
