"""The analysis chart (chart_svg): every bar shows, round y ticks, x labels that never overlap."""

import re

import pytest

from puzzles import chart_svg


def labels(svg, anchor):
    return [(float(x), text) for x, text in
            re.findall(r'<text class="tick" x="([0-9.]+)"[^>]*text-anchor="%s">([^<]+)<' % anchor, svg)]


@pytest.mark.parametrize("length", [1, 2, 12, 13, 16, 23, 24, 31, 32, 50])
def test_distance_labels_never_overlap_and_the_last_is_shown(length):
    svg = chart_svg.histogram([1] * length)
    xs = labels(svg, "middle")
    assert xs[0][1] == "0" and xs[-1][1] == str(length - 1)
    gaps = [b[0] - a[0] for a, b in zip(xs, xs[1:])]
    assert all(gap >= 18 for gap in gaps), (length, xs)  # room for two digits at 10 px


def test_y_ticks_are_round_and_rising():
    for largest, top in ((7, 10), (31, 50), (181440 // 8, 50000), (3, 5), (1, 1)):
        svg = chart_svg.histogram([largest, 1])
        ticks = [text for _, text in labels(svg, "end")]
        assert ticks[0] == "0" and len(ticks) >= 2
        assert ticks[-1] == chart_svg._short(top)
        values = [int(t.replace("k", "000")) if "." not in t else float(t[:-1]) * 1000 for t in ticks]
        assert values == sorted(values)


def test_a_few_states_among_millions_still_show():
    svg = chart_svg.histogram([2, 5000000, 1])
    heights = [float(h) for h in re.findall(r'class="bar"[^>]*height="([0-9.]+)"', svg)]
    assert len(heights) == 3 and min(heights) >= 1.0
    assert re.search(r"<title>distance 0: 2 states</title>", svg)


def test_short_tick_labels():
    assert [chart_svg._short(v) for v in (0, 5, 900, 1000, 12500, 250000, 2000000)] == \
        ["0", "5", "900", "1k", "12.5k", "250k", "2M"]
