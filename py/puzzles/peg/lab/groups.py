"""Peg solitaire by iterative deepening with the corner bound and the peg groups (the page's step 2).

Source: M. Hiroi's Common Lisp primer, "ペグ・ソリテア" (peg solitaire), ペグのグループ分け.
The corner-bound program of step 1, plus two facts about the peg groups (``board.classes``:
a peg never leaves its group, and the peg it jumps over is always of another group):
- the finish hole's group must keep a peg (グループ 2 のペグが 0 になると解けない);
- every corner peg must jump over a peg of the group next to the corners (on triangle21,
  group 3: holes 2, 5, 7, 13, 15, 17) and those pegs are never made again, so once they are
  fewer than the corner pegs that still have to jump, the line is dead. (The page builds
  this into its jump table: only a corner peg may jump over a group-3 peg.)
Published: 2.88 s in SBCL 2.1.11 (from 8.54 s).
"""

from puzzles.peg.lab.deepening import search
from puzzles.peg.lab.groups_rule import corner_bound, dead_line


def solve(position, progress):
    bound, reason = corner_bound(position)
    first = max(0, bound(position.pegs, position.last))
    return search(position, progress, first, bound, reason, dead_line(position))
