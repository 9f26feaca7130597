"""Sliding puzzles: the structures of the lab's programs drawn over the board (issue 23, point 4).

Seed 003 (M.Hiroi, the six puzzle): the adjacency (隣接リスト: which cells a tile can slide
between) and the distance table (each tile's steps to its goal cell; their sum is the lower
bound, 下限値, of py/puzzles/slide/lab_bound.py: the Manhattan distance on a square board).
Pure; runs on MicroPython (the page) and CPython (tests).
"""

from puzzles.overlay_svg import line, number, result
from puzzles.slide.view import layout
from puzzles.words import mark, message

NAMES = (("adjacency", mark("The adjacency")), ("distance", mark("The distance table")))


def names(position):
    return NAMES


def centres(board):
    """The cells' centres as slide.view.render draws them."""
    points, side = layout(board)
    margin = (side / 1.732 if board.y_scale != 1.0 else side / 2) + 4
    return [(px + margin, py + margin) for px, py in points], side


def steps_from(board, start):
    """Steps from ``start`` to every cell over the adjacency (breadth-first)."""
    steps = [-1] * board.size
    steps[start] = 0
    layer = [start]
    while layer:
        following = []
        for cell in layer:
            for near in board.neighbours[cell]:
                if steps[near] < 0:
                    steps[near] = steps[cell] + 1
                    following.append(near)
        layer = following
    return steps


def distances(position):
    """Per cell, its tile's steps to the nearest goal cell of that tile (None on the space)."""
    board = position.board
    table = [steps_from(board, cell) for cell in range(board.size)]
    away = []
    for cell, tile in enumerate(position.tiles):
        if tile == 0:
            away.append(None)
        else:
            away.append(min(table[cell][home] for home in range(board.size) if board.goal[home] == tile))
    return away


def overlay(position, name, cell=-1):
    """``{"svg", "caption"}`` for the overlay ``name`` (one of NAMES) on ``position``."""
    board = position.board
    points, side = centres(board)
    parts = []
    if name == "adjacency":
        edges = 0
        for frm in range(board.size):
            for to in board.neighbours[frm]:
                if frm < to:
                    edges += 1
                    parts.append(line(points[frm], points[to], "lab-ov-edge"))
        caption = message("The adjacency: {cells} cells, {edges} pairs of neighbours a tile can slide between.",
                          cells=board.size, edges=edges)
    elif name == "distance":
        away = distances(position)
        for where, steps in enumerate(away):
            if steps is not None:
                parts.append(number(points[where], steps, "lab-ov-distance" + (" lab-ov-home" if not steps else ""),
                                    where, max(10, int(side * 0.28))))
        bound = sum(steps for steps in away if steps is not None)
        caption = message("The distance table: each tile's steps to its goal cell. Their sum, {bound}, is a lower "
                          "bound on the moves left.", bound=bound)
    else:
        return None
    return result(name, parts, caption)
