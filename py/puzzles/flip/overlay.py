"""Flip It: the structure of the lab's corner bound drawn over the board (issue 23, point 4).

Seed 004 (M.Hiroi, Flip It): no piece is ever jumped over while it stands on a corner, so a
black corner piece must first move off and then be jumped over: two moves at least for each
(コーナーの黒駒 x 2), the lower bound of py/puzzles/flip/lab_corner.py. Pure; runs on
MicroPython (the page) and CPython (tests).
"""

from puzzles.flip.view import RADIUS, _centre
from puzzles.overlay_svg import result, ring
from puzzles.words import mark, message

NAMES = (("corners", mark("The corners")),)


def names(position):
    return NAMES


def corners(board):
    return (0, board.side - 1, board.size - board.side, board.size - 1)


def overlay(position, name, cell=-1):
    """``{"svg", "caption"}`` for the overlay ``name`` (one of NAMES) on ``position``."""
    if name != "corners":
        return None
    parts = []
    black = 0
    for corner in corners(position.board):
        dark = corner != position.space and not position.is_white(corner)
        black += 1 if dark else 0
        parts.append(ring(_centre(corner), RADIUS + 5, "lab-ov-corner" + (" lab-ov-black" if dark else ""), corner))
    caption = message("Black pieces on corners: {black}. Each needs two moves at least, so the lower bound is "
                      "{bound} moves.", black=black, bound=2 * black)
    return result("corners", parts, caption)
