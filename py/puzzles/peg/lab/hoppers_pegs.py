"""Hoppers by iterative deepening, the peg to move chosen first (Hoppers の高速化).

Source: M. Hiroi's Prolog primer, "パズルに挑戦!": step 1 tried every jump of the table, most of
them from holes with no peg. Here the search first finds a peg (get_move_peg), then tries only
the jumps from its hole (跳び先表 jump_table[from]). Positions searched count every jump tried,
as in step 1 (the search: puzzles.peg.lab.deepening).
Published: 7 moves; about 12 s on a Pentium 166 MHz (from 27 s).
"""

from puzzles.peg.lab.deepening import search


def solve(position, progress):
    return search(position, progress, first=1, tries="pegs")
