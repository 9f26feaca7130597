"""The board's box before the board is drawn (issue 38): scripts/build.py's board_shapes, the
sizes the page reserves (static/board-shape.js, static/style.css), match what the views draw."""

import itertools
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402
from puzzles import registry  # noqa: E402
from puzzles.nim import view as nim_view  # noqa: E402
from puzzles.nim.rules import Position as NimPosition  # noqa: E402

SHAPES = build.board_shapes()


def test_every_menu_game_and_family_has_its_drawing_s_size():
    for family, _, items in registry.menu():
        assert family in SHAPES["families"]
        for game_id, _ in items:
            width, height = build.drawn_size(game_id)
            assert SHAPES["games"][game_id][:2] == [width, height]
            assert game_id.split("?")[0] in SHAPES["games"]
    assert SHAPES["default"] == registry.DEFAULT_GAME


def test_a_board_of_cells_is_sized_by_its_fit_for_any_size():
    cell, wide, high = SHAPES["families"]["knight"]["grid"]
    for rows, columns in [(3, 4), (7, 9), (12, 5), (50, 50)]:
        assert build.drawn_size("knight/%dx%d" % (rows, columns)) == (cell * columns + wide, cell * rows + high)


def test_each_phone_drawing_has_its_rule_in_the_style_sheet():
    style = (ROOT / "static" / "style.css").read_text()
    narrow = {about["narrow"] for about in SHAPES["families"].values() if "narrow" in about}
    assert narrow  # the river and Nim draw otherwise for a phone
    for width in narrow:
        rule = re.search(r"@container \(width < %dpx\) \{\s*html\[data-board-narrow=\"%d\"\]" % (width, width), style)
        assert rule, "style.css has no rule for boards drawn for a phone under %d px" % width
    for family, about in SHAPES["families"].items():
        for game_id, _ in next(items for f, _, items in registry.menu() if f == family):
            assert (len(SHAPES["games"][game_id]) > 2) == ("narrow" in about)


def test_every_deal_of_nim_is_drawn_as_tall_on_a_phone():
    # A first visit deals three heaps of 1..10 at random: the box reserved fits each deal.
    for board_width in (296, 366, 450):
        heights = set()
        for heaps in itertools.product((1, 5, 6, 10), repeat=3):
            svg = nim_view.render(NimPosition(False, heaps), {"board_width": board_width})
            heights.add(re.search(r'viewBox="0 0 \d+ (\d+)"', svg)[1])
        assert len(heights) == 1, (board_width, heights)
