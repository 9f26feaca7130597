"""Nim by the nim-sum rule (問題3 「ニム」).

Source: M. Hiroi's Prolog primer, "パズルに挑戦!": write each heap in binary and add the columns without carry
(exclusive or): the nim-sum. A position with nim-sum 0 is lost for the player to move; from
any other, some heap can be made smaller so that the nim-sum becomes 0. (Misère play, where
taking the last stone loses, differs only when no heap has two stones or more.)
No search at all: one look at the heaps.
"""


def solve(position, progress):
    heaps = list(position.heaps)
    progress.visit(0)  # one look at the heaps
    if position.misere and all(heap <= 1 for heap in heaps):
        ones = sum(heaps)
        return [[heaps.index(1), 1]] if ones and ones % 2 == 0 else None
    if position.misere and sum(1 for heap in heaps if heap > 1) == 1:
        big = [i for i, heap in enumerate(heaps) if heap > 1][0]
        ones = sum(1 for heap in heaps if heap == 1)
        keep = 1 if ones % 2 == 0 else 0  # leave an odd number of one-stone heaps
        return [[big, heaps[big] - keep]]
    total = 0
    for heap in heaps:
        total ^= heap  # the nim-sum
    if total == 0:
        return None  # every move loses against perfect play
    for i, heap in enumerate(heaps):
        if heap ^ total < heap:
            return [[i, heap - (heap ^ total)]]
    return None
