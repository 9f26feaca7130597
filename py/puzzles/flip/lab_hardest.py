"""Flip It: the hardest positions, by breadth-first search from the goal (seed 004, 最長手数の局面).

Source: M.Hiroi, seed 004: start from every goal (all white, the space on any of the 16 cells)
and make the positions one move away, then two, ...: a move played backwards is a move (the
same piece jumps back over the same pieces), so the last layer holds the hardest positions.
Published: 22 moves, 4 positions (1 up to the board's symmetries); 524288 positions in all;
about 2.4 s (PyPy3). Returns the count.
"""


def solve(position, progress):
    jumps = position.board.jumps
    size = position.board.size
    everyone = (1 << size) - 1
    layer = [(everyone & ~(1 << space), space) for space in range(size)]
    seen = set(layer)
    depth = 0
    while True:
        progress(positions=len(seen), depth=depth)
        following = []
        for white, space in layer:
            for frm, flips in jumps[space]:
                moved = white & ~(1 << frm)
                if white >> frm & 1:
                    moved |= 1 << space
                after = (moved ^ flips, frm)
                if after not in seen:
                    seen.add(after)
                    following.append(after)
        if not following:
            progress(positions=len(seen), depth=depth)
            return len(layer)
        layer = following
        depth += 1
