"""Marks drawn alike on every board: the hint badges (the moves left after each move), and
how a solver's hint entry counts a whole solution (the session's verdict and the CLI's hints).

One look for hints in every family: a round badge on the cell a move starts from (or lands
on), its number the moves left to the goal after that move; the best moves green, moves
whose outcome is not known marked "?". Styled by ``.hint-badge`` in static/style.css.
Pure; runs on MicroPython (the page) and CPython (tests).
"""

from puzzles.markup import escape


LOST = -1  # a move after which the goal is out of reach (proven)


def hint_numbers(hints, dead=(), keep=None):
    """``({move key: moves left, None or LOST}, best)`` for a solver's ``[[move, left, ...],
    ...]`` and its proven losing moves ``dead``; a move that is a list is keyed by its last
    cell (where a peg lands), the best of the moves landing there. ``keep(move)`` may leave
    moves out (a peg's jumps only, once it is picked up)."""
    numbers = {}
    for entry in hints or ():
        move, left = entry[0], entry[1]
        if keep is not None and not keep(move):
            continue
        if left is None and move in dead:
            left = LOST
        key = move[-1] if isinstance(move, list) else move
        if key not in numbers or _rank(left) < _rank(numbers[key]):
            numbers[key] = left
    known = [left for left in numbers.values() if left is not None and left != LOST]
    return numbers, (min(known) if known else None)


def solution_moves(entry):
    """The fewest moves of a whole solution starting with a hint entry's move (``[move,
    left_after, whole]``), the move included; None: not known. A third number, where a solver
    gives it, is that count (a peg's chain jump costs no move); else the move is one more."""
    if len(entry) > 2:
        return entry[2]
    return None if entry[1] is None else entry[1] + 1


def _rank(left):
    """Known numbers first (smaller better), then unknown, then lost."""
    if left is None:
        return 1 << 30
    return (1 << 31) if left == LOST else left


def badge(x, y, left, best, radius=11):
    """SVG text of one hint badge centred on (x, y)."""
    classes = "hint-badge"
    if left is None:
        classes += " hint-unknown"
    elif left == LOST:
        classes += " hint-lost"
    elif left == best:
        classes += " hint-best"
    return ('<g class="%s" pointer-events="none"><circle cx="%.1f" cy="%.1f" r="%d"/>'
            '<text x="%.1f" y="%.1f" font-size="%d">%s</text></g>'
            % (classes, x, y, radius, x, y + radius * 0.38, int(radius * 1.05),
               escape("?" if left is None else "\u2715" if left == LOST else "%d" % left)))
