"""Peg solitaire by plain iterative deepening (before the page's lower bound).

Source: M. Hiroi's Common Lisp primer, "ペグ・ソリテア" (peg solitaire), on the 21-hole triangle
(変形三角盤), the compensating problem 6 -> 6. The search (puzzles.peg.lab.deepening): the jump
table, a chain of jumps by one peg as one move, and iterative deepening: every line of at most
``limit`` moves, then one more. No lower bound yet: the page notes that without one "even the
search of 10 moves takes a long time" (下限値枝刈り法を使わないと 10 手の探索でさえ相当に時間が
かかります). In Python this takes minutes on triangle21: try it on hex12 or hoppers13, or Cancel.
This program stops at the first solution of the shortest length.
"""

from puzzles.peg.lab.deepening import search


def solve(position, progress):
    return search(position, progress, first=1)
