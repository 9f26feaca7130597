"""Flip It: the hardest positions up to the board's symmetries (重複解を除くと).

Source: M. Hiroi's "Puzzle DE Programming", "フリップ・イット・スクエア" (Flip It square): the
sweep of the page's hardest positions (puzzles.flip.lab.sweep), then the page's remark: "without
duplicates, one position" (重複解を除くと 1 通り): positions that are turns or mirror images of
each other count once. The square has 8 symmetries (4 turns, each mirrored), and each maps a
legal jump to a legal jump, with or without diagonal jumps. Returns the count up to symmetry.
Published: 1 for the square (4 in all), 4 with diagonal jumps (20 in all).
"""

from puzzles.flip.lab.sweep import last_layer


def solve(position, progress):
    side = position.board.side
    return len(set(canonical(white, space, side) for white, space in last_layer(position, progress)))


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
