"""Nim's lab programs (puzzles.lab): the rule of the source page and a plain game-tree search.

Plain data, read by puzzles.lab (see puzzles/peg/lab/__init__.py for the fields). The source, by
title: M. Hiroi's Prolog primer, "パズルに挑戦!". A "solution" here is the one winning move to
play now, so it does not end at the goal (no ``goal`` capability in
Nim's description).
"""

from puzzles.words import mark


NIM = "nim?heaps=5,2,3"

METHODS = (
    {"method": "nim-sum", "title": mark("The nim-sum rule"), "source": "page", "problem": NIM, "improves": None,
     "module": "nimsum", "published": None, "slow": False,
     "explain": mark("Exclusive-or the heaps: 0 loses for the player to move; otherwise a move makes it 0.")},
    {"method": "nim-tree", "title": mark("A plain game-tree search"), "source": "page", "problem": NIM,
     "improves": None, "module": "tree", "published": None, "slow": False,
     "explain": mark("Try every move: a position wins when some move leaves a lost one; compare with the nim-sum.")},
)

QUESTIONS = ()
