"""Peg solitaire: counting every shortest solution, as the source page's program does (its 96).

Source: M. Hiroi's Common Lisp primer, "ペグ・ソリテア" (peg solitaire), 下限値の改善, 表 1.
The program of step 3 (Table 1's bound, the peg groups: puzzles.peg.lab.table1), which at the
first depth with a solution goes on to the end of that depth and counts every solution
(*count-answer*): the page, with the first move fixed to 14 -> 6, prints 96 of 12 moves. A
solution is counted as the page prints it, jump by jump (the same chain in another order
counts again).
Published: 96 solutions; 0.86 s in SBCL 2.1.11. Returns the count.
"""

from puzzles.peg.lab.deepening import search
from puzzles.peg.lab.groups_rule import dead_line, table1_bound


def solve(position, progress):
    bound, reason = table1_bound(position)
    first = max(0, bound(position.pegs, position.last))
    return search(position, progress, first, bound, reason, dead_line(position), count=True) or 0
