"""Marks drawn alike on every board: the hint badges and the hint arrow, and how a solver's
hint entry counts a whole solution (the session's verdict, the badges and the CLI's hints).

One look for hints in every family. Hint first shows one best move: an arrow from the piece
to where it goes (``hint_arrow``). Hint again numbers every move: a round badge per move
(``badge``), its number the fewest moves to the goal through that move, the move included
(``solution_moves``: the CLI's ``moves_left``), so the smallest number is always the best
move; the best moves are green, a move after which the goal is out of reach is marked
"\u2715", one whose outcome is not known "?". Every badge and arrow names its move as the
solution list writes it (``data-hint-move``), its number (``data-moves-left``, empty when
there is none) and, on a best move, ``data-best``. Styled by ``.hint-badge`` and
``.hint-arrow`` in static/style.css (the arrow's animation is a stylesheet's: the page's CSP
allows no inline style). Pure; runs on MicroPython (the page) and CPython (tests).
"""

from puzzles.markup import escape
from puzzles.words import tr


LOST = -1  # a move after which the goal is out of reach (proven)


def solution_moves(entry):
    """The fewest moves of a whole solution starting with a hint entry's move (``[move,
    left_after, whole]``), the move included; None: not known. A third number, where a solver
    gives it, is that count (a peg's chain jump costs no move); else the move is one more."""
    if len(entry) > 2:
        return entry[2]
    return None if entry[1] is None else entry[1] + 1


def numbered(hints, dead=()):
    """``([[move, number], ...], best)`` for a solver's ``[[move, left, ...], ...]`` and its
    proven losing moves ``dead``, in the solver's order: the number is ``solution_moves`` of
    the entry, None when not known, LOST when the move is proven to lose; ``best`` is the
    smallest number known (None: none known)."""
    result = []
    best = None
    for entry in hints or ():
        number = solution_moves(entry)
        if number is None and entry[0] in dead:
            number = LOST
        elif number is not None and (best is None or number < best):
            best = number
        result.append([entry[0], number])
    return result, best


def rank(number):
    """Known numbers first (smaller better), then unknown, then lost."""
    if number is None:
        return 1 << 30
    return (1 << 31) if number == LOST else number


def best_move(hints, dead=()):
    """``[move, number]`` of the first best move in the solver's order, or None when no
    move's number is known."""
    moves, best = numbered(hints, dead)
    if best is None:
        return None
    for move, number in moves:
        if number == best:
            return [move, number]
    return None


def _data(move_text, number, best):
    """The data attributes every badge and arrow carries (see the module's notes)."""
    known = number is not None and number != LOST
    return ' data-hint-move="%s" data-moves-left="%s"%s' % (
        escape(move_text), "%d" % number if known else "", ' data-best=""' if known and number == best else "")


def badge_words(number, best):
    """A badge's number in words, for the name of the cell it sits on (a screen reader hears
    what the badge shows): "12 moves to go, best", "14 moves to go", "no win", "not known"."""
    if number is None:
        return tr("hint: not known")
    if number == LOST:
        return tr("hint: no win")
    if number == best:
        return tr("{count} moves to go, best", count=number)
    return tr("{count} moves to go", count=number)


def with_badge(label, number, best):
    """A cell's name with its badge's words after its first part ("tile 9, 5 moves to go,
    row 3, ..."): what the cell shows (its number, then the badge's) is heard in that order,
    as a screen reader's user and axe's label-content-name-mismatch expect."""
    for comma in (", ", "\u3001"):
        parts = label.split(comma)
        if len(parts) > 1:
            # After the first part that ends in the cell's number ("tile 9", "ペグ: 穴 0"); a space
            # after "、" too, so that the number and the badge's read apart ("0 7").
            at = ([i for i, part in enumerate(parts) if part[-1:].isdigit()] or [0])[0]
            words = badge_words(number, best) + ("" if comma == ", " else " ")
            return comma.join(parts[:at + 1]) + comma + (" " if comma != ", " else "") + words.strip() + \
                comma + comma.join(parts[at + 1:])
    return label + ", " + badge_words(number, best)


def badge(x, y, number, best, radius=11, move_text=""):
    """SVG text of one move's hint badge centred on (x, y): ``number`` as ``numbered`` gives
    it, ``best`` the best number of all the legal moves, ``move_text`` the move as the
    solution list names it."""
    classes = "hint-badge"
    if number is None:
        classes += " hint-unknown"
    elif number == LOST:
        classes += " hint-lost"
    elif number == best:
        classes += " hint-best"
    # Hidden from screen readers: the cell it sits on says its number in words (with_badge). The
    # space before it parts its number from the cell's own in the cell's text ("9 5", not "95").
    return (' <g class="%s"%s pointer-events="none" aria-hidden="true"><circle cx="%.1f" cy="%.1f" r="%d"/>'
            '<text x="%.1f" y="%.1f" font-size="%d">%s</text></g>'
            % (classes, _data(move_text, number, best), x, y, radius, x, y + radius * 0.38,
               int(radius * 1.05),
               escape("?" if number is None else "\u2715" if number == LOST else "%d" % number)))


def _unit(dx, dy):
    length = (dx * dx + dy * dy) ** 0.5
    return (dx / length, dy / length) if length > 1e-6 else (0.0, 0.0)


def hint_arrow(x0, y0, x1, y1, move_text, number, best, width=6.0, gap=0.0, end_gap=None, bend=0.0):
    """SVG text of the hint arrow: one move shown from (x0, y0) (the piece) to (x1, y1)
    (where it goes), ``gap`` short of the start and ``end_gap`` (default ``gap``) of the
    end; ``bend`` curves it (a fraction of its length to the left of its way: a peg's jump
    arcs over the peg it takes). Drawn as a shaft over a pale halo and a head; the
    stylesheet animates the shaft."""
    end_gap = gap if end_gap is None else end_gap
    dx, dy = x1 - x0, y1 - y0
    length = (dx * dx + dy * dy) ** 0.5
    if length < 1e-6:
        return place_mark(x1, y1, move_text, number, best, width * 3)
    head = width * 2.4
    if length - gap - end_gap < head * 1.5:  # close cells: the arrow spans them anyway
        gap = end_gap = max(0.0, (length - head * 1.5) / 2)
    ux, uy = dx / length, dy / length
    cx, cy = (x0 + x1) / 2 + uy * bend * length, (y0 + y1) / 2 - ux * bend * length
    ax, ay = _unit(cx - x0, cy - y0)  # the way it leaves the piece
    bx, by = _unit(x1 - cx, y1 - cy)  # the way it comes in
    sx, sy = x0 + ax * gap, y0 + ay * gap
    tx, ty = x1 - bx * end_gap, y1 - by * end_gap
    hx, hy = tx - bx * head, ty - by * head
    px, py = -by * head * 0.62, bx * head * 0.62
    if bend:
        shaft = "M%.1f %.1fQ%.1f %.1f %.1f %.1f" % (sx, sy, cx, cy, hx + bx * 1.5, hy + by * 1.5)
    else:
        shaft = "M%.1f %.1fL%.1f %.1f" % (sx, sy, hx + bx * 1.5, hy + by * 1.5)
    tip = "%.1f,%.1f %.1f,%.1f %.1f,%.1f" % (tx, ty, hx + px, hy + py, hx - px, hy - py)
    return ('<g class="hint-arrow"%s pointer-events="none">'
            '<path class="hint-arrow-halo" d="%s" stroke-width="%.1f"/>'
            '<polygon class="hint-arrow-halo" points="%s" stroke-width="%.1f"/>'
            '<path class="hint-arrow-shaft" d="%s" stroke-width="%.1f"/>'
            '<polygon class="hint-arrow-head" points="%s"/></g>'
            % (_data(move_text, number, best), shaft, width + 4, tip, 4, shaft, width, tip))


def place_mark(x, y, move_text, number, best, radius):
    """The hint arrow where a move has no start on the board (the knight's first cell): a
    ring around the cell it names."""
    return ('<g class="hint-arrow hint-arrow-place"%s pointer-events="none">'
            '<circle class="hint-arrow-halo" cx="%.1f" cy="%.1f" r="%.1f" stroke-width="%.1f"/>'
            '<circle class="hint-arrow-ring" cx="%.1f" cy="%.1f" r="%.1f" stroke-width="%.1f"/></g>'
            % (_data(move_text, number, best), x, y, radius, radius * 0.3 + 4, x, y, radius, radius * 0.3))
