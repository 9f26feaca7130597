"""Marks drawn alike on every board: the hint badges (the moves left after each move).

One look for hints in every family: a round badge on the cell a move starts from (or lands
on), its number the moves left to the goal after that move; the best moves green, moves
whose outcome is not known marked "?". Styled by ``.hint-badge`` in static/style.css.
Pure; runs on MicroPython (the page) and CPython (tests).
"""

from puzzles.markup import escape


def hint_numbers(hints):
    """``({move key: moves left or None}, best)`` for a solver's ``[[move, left], ...]``;
    a move that is a list is keyed by its last cell (where a peg lands)."""
    numbers = {}
    for move, left in hints or ():
        key = move[-1] if isinstance(move, list) else move
        if key not in numbers or (left is not None and (numbers[key] is None or left < numbers[key])):
            numbers[key] = left
    known = [left for left in numbers.values() if left is not None]
    return numbers, (min(known) if known else None)


def badge(x, y, left, best, radius=11):
    """SVG text of one hint badge centred on (x, y)."""
    classes = "hint-badge"
    if left is None:
        classes += " hint-unknown"
    elif left == best:
        classes += " hint-best"
    return ('<g class="%s" pointer-events="none"><circle cx="%.1f" cy="%.1f" r="%d"/>'
            '<text x="%.1f" y="%.1f" font-size="%d">%s</text></g>'
            % (classes, x, y, radius, x, y + radius * 0.38, int(radius * 1.05),
               escape("?" if left is None else "%d" % left)))
