"""A bar chart of a distance histogram (states at each distance from the goal), as SVG.

Drawn by the page for any family's "analyse" result. A pure function of numbers; runs on
MicroPython (the page) and CPython (tests).
"""

from puzzles.markup import escape

WIDTH = 360
HEIGHT = 160
MARGIN_LEFT = 44
MARGIN_BOTTOM = 22
MARGIN_TOP = 8


def _nice_top(largest):
    """The smallest 1, 2 or 5 times a power of ten that is at least ``largest``."""
    step = 1
    while True:
        for factor in (1, 2, 5):
            if step * factor >= largest:
                return step * factor
        step *= 10


def histogram(counts, label="states at each distance"):
    """SVG text: one bar per distance 0..len(counts)-1, its height the number of states.

    Each bar has a ``<title>`` (a tooltip: "distance d: n states") and the axis shows the
    largest count, so the picture reads without a legend."""
    counts = [int(count) for count in counts]
    top = _nice_top(max(counts + [1]))
    plot_width = WIDTH - MARGIN_LEFT - 4
    plot_height = HEIGHT - MARGIN_TOP - MARGIN_BOTTOM
    bar = plot_width / max(1, len(counts))
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 %d %d" role="img" '
             'aria-label="Histogram: %s">' % (WIDTH, HEIGHT, escape(label))]
    base = MARGIN_TOP + plot_height
    parts.append('<line class="axis" x1="%d" y1="%d" x2="%d" y2="%d"/>' % (
        MARGIN_LEFT, base, WIDTH - 4, base))
    parts.append('<line class="axis" x1="%d" y1="%d" x2="%d" y2="%d"/>' % (
        MARGIN_LEFT, MARGIN_TOP, MARGIN_LEFT, base))
    parts.append('<text class="tick" x="%d" y="%d" text-anchor="end">%d</text>' % (
        MARGIN_LEFT - 4, MARGIN_TOP + 8, top))
    parts.append('<text class="tick" x="%d" y="%d" text-anchor="end">0</text>' % (MARGIN_LEFT - 4, base))
    every = 1 + (len(counts) - 1) // 12  # label at most about a dozen distances
    for distance, count in enumerate(counts):
        height = plot_height * count / top
        x = MARGIN_LEFT + distance * bar
        parts.append('<rect class="bar" x="%.1f" y="%.1f" width="%.1f" height="%.1f">'
                     '<title>distance %d: %d states</title></rect>' % (
                         x + 0.5, base - height, max(0.5, bar - 1), height, distance, count))
        if distance % every == 0 or distance == len(counts) - 1:
            parts.append('<text class="tick" x="%.1f" y="%d" text-anchor="middle">%d</text>' % (
                x + bar / 2, base + 14, distance))
    parts.append("</svg>")
    return "".join(parts)
