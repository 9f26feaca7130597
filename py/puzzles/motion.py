"""Motion on the board (issue 21): what moved between two positions, as attributes on the
SVG a view draws; the page animates them (static/page/motion.mjs, ``page.motion``).

A view's optional hook ``motion(before, after, ui)`` says what moved from ``before`` to
``after`` (``ui``: the marks drawn before, e.g. the river's boat load already seated): a list
of plain dicts, one per thing that moved, each made by ``item``:

- ``cell``: the view's cell the thing is drawn on after the move (for ``fade``: where it was);
- ``kind``: ``jump`` (a peg, a Flip It piece: along an arc), ``hop`` (the knight: an arc),
  ``slide`` (a tile: straight), ``cross`` (the boat and its load: straight, eased at both
  ends), ``fade`` (something gone: a ghost of it fades out), ``appear`` (something back:
  fades and grows in), ``flip`` (a piece turned over), ``extend`` (the knight's path grows by
  its last segment), ``retract`` (its last segment goes: a ghost of it fades);
- ``dx``, ``dy``: how far it moved (its place after minus its place before) in the view's
  SVG units; ``via``: the points it passes on the way, relative to where it started
  (a peg's chain, the boat's people boarding); ``at``: when in the move it happens, 0..1
  (the pieces a Flip It piece passes flip as it passes); ``length``: a path's new segment.

The session records a motion whenever a move changes the position and hands the list to
``render`` in ``ui["motion"]``; the view marks the elements with ``attributes(item)`` (and
draws ghosts of what vanished, class ``motion-ghost``: invisible unless animated). The page
then animates every ``[data-motion]`` element of the board, once per move, unless the
visitor asked for reduced motion. Pure; runs on MicroPython (the page) and CPython (tests).
"""

KINDS = ("jump", "hop", "slide", "cross", "fade", "appear", "flip", "extend", "retract")
GHOST = "motion-ghost"  # what vanished, drawn where it was: CSS keeps it invisible


def _tenths(value):
    """``value`` to a tenth, by the same arithmetic under both interpreters."""
    value = float(value)
    return int(value * 10 + (0.5 if value >= 0 else -0.5)) / 10


def item(cell, kind, dx=0.0, dy=0.0, via=None, at=None, length=None):
    """One thing that moved (see the module's notes)."""
    entry = {"cell": cell, "kind": kind, "dx": _tenths(dx), "dy": _tenths(dy)}
    if via:
        entry["via"] = [[_tenths(x), _tenths(y)] for x, y in via]
    if at is not None:
        entry["at"] = int(float(at) * 1000 + 0.5) / 1000
    if length is not None:
        entry["length"] = _tenths(length)
    return entry


def by_cell(ui, kinds=None):
    """``{cell: [item, ...]}`` of the motion in ``ui`` (only ``kinds`` when given)."""
    cells = {}
    for entry in (ui or {}).get("motion") or ():
        if kinds is None or entry["kind"] in kinds:
            cells.setdefault(entry["cell"], []).append(entry)
    return cells


def first(cells, cell, kinds):
    """The first item of ``kinds`` on ``cell`` in a ``by_cell`` table, or None."""
    for entry in cells.get(cell, ()):
        if entry["kind"] in kinds:
            return entry
    return None


def _number(value):
    text = "%.1f" % value
    return text[:-2] if text.endswith(".0") else text


def attributes(entry, kind=None):
    """The ``data-`` attributes (with a leading space) that mark an element with ``entry``
    (as ``kind`` when given: a ghost's ``fade``)."""
    if entry is None:
        return ""
    text = ' data-motion="%s"' % (kind or entry["kind"])
    if entry.get("dx") or entry.get("dy"):
        text += ' data-dx="%s" data-dy="%s"' % (_number(entry["dx"]), _number(entry["dy"]))
    if entry.get("via"):
        text += ' data-via="%s"' % " ".join("%s,%s" % (_number(x), _number(y)) for x, y in entry["via"])
    if entry.get("at") is not None:
        text += ' data-at="%s"' % ("%.3f" % entry["at"])
    if entry.get("length") is not None:
        text += ' data-length="%s"' % _number(entry["length"])
    return text


def distance(dx, dy):
    return (dx * dx + dy * dy) ** 0.5
