"""Keyboard play shared by the views: the place nearest to a point in an arrow's direction.

Pure; runs on MicroPython (the page) and CPython (tests).
"""


def nearest(origin, places, dx, dy):
    """The key of the place nearest ``origin`` in direction (dx, dy) (screen axes), or None.

    ``places`` is an iterable of ``(key, (x, y))``. Only places ahead count; a place off the
    line costs twice its sideways distance, so the cursor prefers to go straight. On a tie
    the first place wins."""
    x0, y0 = origin
    best, best_score = None, None
    for key, (x, y) in places:
        ax, ay = x - x0, y - y0
        along = ax * dx + ay * dy
        if along <= 0:
            continue
        score = along + 2 * abs(ax * dy - ay * dx)
        if best_score is None or score < best_score:
            best, best_score = key, score
    return best
