"""Marks drawn over a board for the Lab's "See the idea on the board" (issue 23, point 4).

Each family's ``overlay.py`` names the structures its lab programs use (the peg jump table,
the knight's move graph, the sliding puzzle's distance table...) and draws them with these
pieces: lines, rings and small numbers at the board's own cell centres, gathered in one
``<g class="lab-overlay">`` that the page puts on top of the board's svg (it catches no
clicks: static/lab.css). Numbers and fixed class names only reach the markup, escaped.
Pure; runs on MicroPython (the page) and CPython (tests).
"""

from puzzles.markup import escape


def group(name, parts):
    """The overlay's root: ``data-overlay`` names it (the tests and the stylesheet read it)."""
    return ('<g class="lab-overlay lab-overlay-%s" data-overlay="%s" aria-hidden="true">%s</g>'
            % (escape(name), escape(name), "".join(parts)))


def line(a, b, kind):
    return ('<line class="lab-ov-line %s" x1="%d" y1="%d" x2="%d" y2="%d"/>'
            % (escape(kind), a[0], a[1], b[0], b[1]))


def ring(centre, radius, kind, cell=None):
    where = ' data-cell-mark="%d"' % cell if cell is not None else ""
    return ('<circle class="lab-ov-ring %s"%s cx="%d" cy="%d" r="%d"/>'
            % (escape(kind), where, centre[0], centre[1], radius))


def number(centre, value, kind, cell=None, size=14):
    """A small number in a box, above and right of a cell's centre."""
    x, y = centre[0] + size * 0.6, centre[1] - size * 0.5
    text = escape(str(value))
    width = max(1, len(text)) * size * 0.62 + 4
    where = ' data-cell-mark="%d"' % cell if cell is not None else ""
    return ('<g class="lab-ov-number %s"%s data-value="%s"><rect x="%d" y="%d" width="%d" height="%d" rx="3"/>'
            '<text x="%d" y="%d" font-size="%d">%s</text></g>'
            % (escape(kind), where, text, x - width / 2, y - size * 0.65, width, size * 1.3, x, y + size * 0.4,
               size, text))


def result(name, parts, caption):
    """What ``overlay`` returns: the svg piece and its one-line explanation (a words.message)."""
    return {"svg": group(name, parts), "caption": caption}
