"""A bar chart of a distance histogram (states at each distance from the goal), as SVG.

Drawn by the page for any family's "analyse" result. A pure function of numbers; runs on
MicroPython (the page) and CPython (tests).
"""

from puzzles.markup import escape
from puzzles.words import tr

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


def histogram(counts, label=None):
    """SVG text: one bar per distance 0..len(counts)-1, its height the number of states.

    Each bar has a ``<title>`` (a tooltip: "distance d: n states"); the y axis is marked at
    round numbers with faint grid lines; a bar for a few states among millions still shows
    (at least a pixel high); the distances are labelled without overlapping. ``label`` (text
    already in the page's language) names what is counted, "states at each distance" if None."""
    if label is None:
        label = tr("states at each distance")
    counts = [int(count) for count in counts]
    top = _nice_top(max(counts + [1]))
    plot_width = WIDTH - MARGIN_LEFT - 4
    plot_height = HEIGHT - MARGIN_TOP - MARGIN_BOTTOM
    bar = plot_width / max(1, len(counts))
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 %d %d" role="img" '
             'aria-label="%s">' % (WIDTH, HEIGHT, escape(tr("Histogram: {label}", label=label)))]
    base = MARGIN_TOP + plot_height
    for value in _ticks(top):
        y = base - plot_height * value / top
        if value:
            parts.append('<line class="grid" x1="%d" y1="%.1f" x2="%d" y2="%.1f"/>' % (
                MARGIN_LEFT, y, WIDTH - 4, y))
        parts.append('<text class="tick" x="%d" y="%.1f" text-anchor="end">%s</text>' % (
            MARGIN_LEFT - 4, y + 3.5, _short(value)))
    parts.append('<line class="axis" x1="%d" y1="%d" x2="%d" y2="%d"/>' % (
        MARGIN_LEFT, base, WIDTH - 4, base))
    parts.append('<line class="axis" x1="%d" y1="%d" x2="%d" y2="%d"/>' % (
        MARGIN_LEFT, MARGIN_TOP, MARGIN_LEFT, base))
    every = 1 + (len(counts) - 1) // 12  # label at most about a dozen distances
    last = len(counts) - 1
    for distance, count in enumerate(counts):
        height = plot_height * count / top
        if count:
            height = max(height, 1.0)  # a handful of states among millions still shows
        x = MARGIN_LEFT + distance * bar
        parts.append('<rect class="bar" x="%.1f" y="%.1f" width="%.1f" height="%.1f">'
                     '<title>%s</title></rect>' % (
                         x + 0.5, base - height, max(0.5, bar - 1), height,
                         escape(tr("distance {distance}: {count} states", distance=distance, count=count))))
        # The last distance is always labelled; another label too close to it is left out.
        if distance == last or (distance % every == 0 and (last - distance) * bar >= 18):
            parts.append('<text class="tick" x="%.1f" y="%d" text-anchor="middle">%d</text>' % (
                x + bar / 2, base + 14, distance))
    parts.append("</svg>")
    return "".join(parts)


def _ticks(top):
    """Round values from 0 to ``top`` (1, 2 or 5 times a power of ten) for the y axis."""
    if top <= 5:
        return list(range(top + 1))
    parts = {1: 5, 2: 4, 5: 5}[int(str(top)[0])]
    return [top * index // parts for index in range(parts + 1)]


def _short(value):
    """A tick label that fits the margin: 250000 -> 250k, 2000000 -> 2M."""
    for size, suffix in ((1000000, "M"), (1000, "k")):
        if value >= size and value % (size // 10) == 0:
            text = "%.1f" % (value / size)
            return (text[:-2] if text.endswith(".0") else text) + suffix
    return "%d" % value


ROW_HEIGHT = 24
ROW_LABEL = 84


def rows(labels, counts, label):
    """SVG text: one horizontal bar per count, labelled at its left (``labels``, text already
    in the page's language) with its count at its end, the longest bar the full width (the
    daily puzzle's moves over the fewest, issue 35). ``label`` names the chart for screen
    readers. A pure function of numbers and the labels given."""
    counts = [int(count) for count in counts]
    largest = max(counts + [1])
    height = ROW_HEIGHT * len(counts)
    plot = WIDTH - ROW_LABEL - 28
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="chart rows" viewBox="0 0 %d %d" role="img" '
             'aria-label="%s">' % (WIDTH, height, escape(label))]
    for index, count in enumerate(counts):
        y = index * ROW_HEIGHT
        width = max(plot * count / largest, 3.0)  # an empty row still shows where its bar would be
        parts.append('<text class="tick" x="%d" y="%d" text-anchor="end">%s</text>' % (
            ROW_LABEL - 6, y + 16, escape(labels[index])))
        parts.append('<rect class="bar%s" x="%d" y="%d" width="%.1f" height="%d"/>' % (
            "" if count else " empty", ROW_LABEL, y + 3, width, ROW_HEIGHT - 6))
        parts.append('<text class="count" x="%.1f" y="%d">%d</text>' % (ROW_LABEL + width + 5, y + 16, count))
    parts.append("</svg>")
    return "".join(parts)
