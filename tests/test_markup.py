"""Every text that reaches the views' markup goes through markup.escape: hostile names in
board titles, people, graph labels and game ids come out as text, never as elements."""

import re

import pytest

from puzzles import chart_svg, marks, registry
from puzzles.river import view as river_svg
from puzzles.markup import escape

HOSTILE = "<img src=x onerror=alert(1)>\"'&"


def test_escape_covers_markup_and_quotes():
    assert escape(HOSTILE) == "&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;"
    assert escape(42) == "42"


def no_hostile_markup(svg):
    assert HOSTILE not in svg
    assert not re.search(r"<img|<script|<b>", svg)


@pytest.mark.parametrize("game_id", registry.presets())
def test_hostile_titles_stay_text(game_id, monkeypatch):
    family, position = registry.parse(game_id)
    view = registry.view(family)
    board = getattr(position, "board", None) or getattr(position, "problem", None)
    titled = family in ("peg", "slide", "river")  # their boards' titles label the picture
    if titled:
        monkeypatch.setattr(board, "title", HOSTILE, raising=False)
    svg = view.render(position, {})
    no_hostile_markup(svg)
    if titled:
        assert escape(HOSTILE) in svg


def test_hostile_river_graph_labels_and_links_stay_text():
    result = {"graph": {"nodes": [{"layer": 0, "game": 'river/x"><script>', "label": HOSTILE},
                                  {"layer": 1, "game": "river/y", "label": "<b>"}],
                        "edges": [[0, 1]], "path": [0, 1]}}
    svg = river_svg.render_analysis(result)
    no_hostile_markup(svg)
    assert 'href="#river/x&quot;&gt;&lt;script&gt;"' in svg and "&lt;b&gt;" in svg


def test_chart_and_badges_escape_their_text():
    no_hostile_markup(chart_svg.histogram([1, 2], label=HOSTILE))
    assert "&lt;img" in chart_svg.histogram([1, 2], label=HOSTILE)
    assert marks.badge(1, 2, None, 3).count("?") == 1
    no_hostile_markup(marks.badge(1, 2, 3, 3, 11, HOSTILE))
    no_hostile_markup(marks.hint_arrow(1, 2, 30, 40, HOSTILE, 3, 3))
    assert "&lt;img" in marks.hint_arrow(1, 2, 30, 40, HOSTILE, 3, 3)
