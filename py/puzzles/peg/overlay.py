"""Peg solitaire: the structures of the lab's programs drawn over the board (issue 23, point 4).

From seed 000 (M.Hiroi, peg solitaire in Common Lisp): the jump table (跳び先表) of a hole,
the corner pegs (never jumped over, so each must move itself: the lower bound, 下限値), the
peg groups (a peg never leaves its group: ペグのグループ分け) with their counts, and the
current corner-peg lower bound as py/puzzles/peg/lab_corner.py computes it. Pure; runs on
MicroPython (the page) and CPython (tests).
"""

from puzzles.overlay_svg import line, number, result, ring
from puzzles.peg.view import layout
from puzzles.words import mark, message

NAMES = (("jumps", mark("The jump table of a hole")), ("corners", mark("The corner pegs")),
         ("groups", mark("The peg groups")), ("bound", mark("The lower bound")))


def names(position):
    return NAMES


def centres(board):
    """The holes' centres as peg.view.render draws them."""
    points, radius = layout(board)
    margin = radius + 6
    return [(px + margin, py + margin) for px, py in points], radius


def corner_bound(position):
    """Seed 000's lower bound: the corner pegs that still have to move (the peg that just
    landed on a corner may jump on for free; one corner peg may be the last peg)."""
    board = position.board
    count = sum(1 for hole in board.corners if position.has_peg(hole))
    if position.last >= 0 and position.last in board.corners:
        count -= 1
    if position.finish is None or position.finish in board.corners:
        count -= 1
    return max(0, count)


def jump_hole(position, cell):
    """The hole whose jump table is shown: ``cell`` (the cursor or the selected hole) when it
    is one, else the first peg that can jump, else hole 0."""
    if 0 <= cell < position.board.size:
        return cell
    movable = position.movable_pegs()
    return min(movable) if movable else 0


def overlay(position, name, cell=-1):
    """``{"svg", "caption"}`` for the overlay ``name`` (one of NAMES) on ``position``."""
    board = position.board
    points, radius = centres(board)
    parts = []
    if name == "jumps":
        hole = jump_hole(position, cell)
        possible = 0
        parts.append(ring(points[hole], radius + 4, "lab-ov-from", hole))
        for over, to in board.jumps[hole]:
            legal = position.has_peg(hole) and position.has_peg(over) and not position.has_peg(to)
            possible += 1 if legal else 0
            parts.append(line(points[hole], points[to], "lab-ov-jump" + (" lab-ov-legal" if legal else "")))
            parts.append(ring(points[over], radius * 0.5, "lab-ov-over", over))
            parts.append(ring(points[to], radius + 2, "lab-ov-to" + (" lab-ov-legal" if legal else ""), to))
        caption = message("The jump table of hole {hole}: {jumps} jumps (over a hole to a hole), {legal} possible "
                          "now. Click a hole to see its own.", hole=hole, jumps=len(board.jumps[hole]),
                          legal=possible)
    elif name == "corners":
        pegs = 0
        for hole in board.corners:
            peg = position.has_peg(hole)
            pegs += 1 if peg else 0
            parts.append(ring(points[hole], radius + 4, "lab-ov-corner" + (" lab-ov-peg" if peg else ""), hole))
        caption = message("{pegs} of the {corners} corner holes hold a peg. No jump passes over a corner, so "
                          "each corner peg must make a move of its own.", pegs=pegs, corners=len(board.corners))
    elif name == "groups":
        counts = {}
        for hole in range(board.size):
            group = board.classes[hole]
            counts[group] = counts.get(group, 0) + (1 if position.has_peg(hole) else 0)
            parts.append(number(points[hole], group, "lab-ov-group lab-ov-group-%d" % (group % 4), hole,
                                max(9, int(radius * 0.6))))
        said = ", ".join("%d: %d" % (group, counts[group]) for group in sorted(counts))
        caption = message("Peg groups (a peg never leaves its group; the number on each hole), pegs in each "
                          "group: {counts}.", counts=said)
    elif name == "bound":
        bound = corner_bound(position)
        for hole in board.corners:
            if position.has_peg(hole):
                parts.append(ring(points[hole], radius + 4, "lab-ov-corner lab-ov-peg", hole))
        caption = message("The lower bound here: at least {bound} more moves (the corner pegs that still have "
                          "to move).", bound=bound)
    else:
        return None
    return result(name, parts, caption)
