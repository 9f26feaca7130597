"""Knight's tours: the structures of the lab's programs drawn over the board (issue 23, point 4).

The move graph (seeds 001 and 002, M.Hiroi: the knight's moves between the cells not yet
visited, the graph the backtracking search walks) and Warnsdorff's rule (each cell's count
of onward moves; the rule goes to the cell with the fewest). Pure; runs on MicroPython (the
page) and CPython (tests).
"""

from puzzles.knight.view import LEFT, MARGIN, UNIT
from puzzles.overlay_svg import line, number, result, ring
from puzzles.words import mark, message

NAMES = (("graph", mark("The move graph")), ("warnsdorff", mark("Warnsdorff's counts")))


def names(position):
    return NAMES


def centre(board, cell):
    """A cell's centre as knight.view draws it."""
    row, col = divmod(cell, board.cols)
    return LEFT + col * UNIT + UNIT // 2, MARGIN + row * UNIT + UNIT // 2


def open_cells(position):
    """The cells the tour may still use: the unvisited ones, and the knight's own."""
    current = position.current()
    return [c for c in position.board.free if not position.is_visited(c) or c == current]


def onward(position, cell):
    """Warnsdorff's count: the unvisited cells a knight's move from ``cell``."""
    return sum(1 for near in position.board.neighbours[cell] if not position.is_visited(near) and near != cell)


def overlay(position, name, cell=-1):
    """``{"svg", "caption"}`` for the overlay ``name`` (one of NAMES) on ``position``."""
    board = position.board
    parts = []
    usable = open_cells(position)
    if name == "graph":
        inside = set(usable)
        edges = 0
        for frm in usable:
            for to in board.neighbours[frm]:
                if frm < to and to in inside:
                    edges += 1
                    parts.append(line(centre(board, frm), centre(board, to), "lab-ov-edge"))
        caption = message("The move graph: {cells} cells still open, {edges} knight's moves between them.",
                          cells=len(usable), edges=edges)
    elif name == "warnsdorff":
        choices = position.legal_moves() if position.length else []
        counts = {}
        for target in usable:
            if target != position.current():
                counts[target] = onward(position, target)
        best = min([counts[c] for c in choices]) if choices else None
        for target in sorted(counts):
            kind = "lab-ov-count"
            if target in choices:
                kind += " lab-ov-choice" + (" lab-ov-best" if counts[target] == best else "")
                parts.append(ring(centre(board, target), UNIT // 2 - 3, kind, target))
            parts.append(number(centre(board, target), counts[target], kind, target, 13))
        if best is None:
            caption = message("Warnsdorff's counts: each cell's onward moves. Choose a start cell; the rule then "
                              "goes to the cell with the fewest.")
        else:
            caption = message("Warnsdorff's rule: of the {choices} cells the knight can go to, take one with the "
                              "fewest onward moves ({best}).", choices=len(choices), best=best)
    else:
        return None
    return result(name, parts, caption)
