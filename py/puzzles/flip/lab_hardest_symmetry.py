"""Flip It: the hardest positions up to the board's symmetries (seed 004, 重複解を除くと).

Source: M.Hiroi, seed 004: start from every goal (all white, the space on any of the 16 cells)
and make the positions one move away, then two, ...: a move played backwards is a move (the
same piece jumps back over the same pieces), so the last layer holds the hardest positions.
The sweep of the page's hardest positions, then the page's remark: "without duplicates, one
position" (重複解を除くと 1 通り): positions that are turns or mirror images of each other count
once. The square has 8 symmetries (4 turns, each mirrored), and each maps a legal jump to a
legal jump, with or without diagonal jumps. Returns the count up to symmetry.
Published: 1 for the square (4 in all), 4 with diagonal jumps (20 in all).
"""


def solve(position, progress):
    jumps = position.board.jumps
    size = position.board.size
    side = position.board.side
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
            return len(set(canonical(white, space, side) for white, space in layer))
        layer = following
        depth += 1


def canonical(white, space, side):
    """The least of a position's 8 images under the square's turns and mirrors."""
    images = []
    for turn in range(8):
        def image(cell):
            row, col = divmod(cell, side)
            for _ in range(turn % 4):
                row, col = col, side - 1 - row  # a quarter turn
            if turn >= 4:
                col = side - 1 - col  # a mirror
            return row * side + col
        moved = 0
        for cell in range(side * side):
            if white >> cell & 1:
                moved |= 1 << image(cell)
        images.append((moved, image(space)))
    return min(images)
