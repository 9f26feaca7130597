"""Contrast of the boards' colours (issue 36, item 4), computed from the stylesheets the views'
classes are drawn with (static/style.css and the families' static/<family>.css), light and dark:
text on the board at least 4.5:1 against what it is drawn on, the marks that tell a control
apart (rings, arrows, dots, badges) at least 3:1 against the board round them (WCAG 2.2,
1.4.3 and 1.4.11). From issue 35: the picked peg is never drawn in the "no win" badge's red,
and Flip It's cell numbers (10-15 too) are drawn clear of the pieces (from the view's SVG).
The same is measured in the browser from the computed colours of every family's drawn board
(tests/e2e/contrast.js, run by tests/e2e/test_a11y_page.py)."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from puzzles import registry

ROOT = Path(__file__).resolve().parents[1]
CSS = "\n".join((ROOT / "static" / name).read_text(encoding="utf-8")
                for name in ("style.css", "peg.css", "flip.css", "slide.css", "knight.css", "river.css", "nim.css"))
CSS = re.sub(r"/\*.*?\*/", "", CSS, flags=re.S)  # comments out
DARK_BOARD = "#3b3327"  # #board's background in the dark theme (style.css)


def variables(theme: str) -> dict[str, str]:
    """The custom properties of :root, the dark theme's over the light's."""
    found: dict[str, str] = {}
    blocks = [CSS.split("@media (prefers-color-scheme: dark)")[0]]
    if theme == "dark":
        blocks.append(CSS.split("@media (prefers-color-scheme: dark)", 1)[1])
    for block in blocks:
        for body in re.findall(r":root\s*{([^}]*)}", block):
            found.update(re.findall(r"(--[a-z-]+):\s*([^;}\s]+)", body))
    return found


def colour(selector: str, prop: str, theme: str = "light") -> str:
    """The last value of ``prop`` declared for exactly ``selector`` (variables resolved)."""
    values = []
    for selectors, body in re.findall(r"([^{}]+){([^{}]*)}", CSS):
        if selector in [s.strip() for s in selectors.split(",")]:
            values += re.findall(r"(?:^|;|\s)" + re.escape(prop) + r":\s*([^;]+)", body)
    assert values, "no %s for %s" % (prop, selector)
    value = values[-1].strip()
    value = value.split()[0] if not value.startswith("var(") else value
    found = re.match(r"var\((--[a-z-]+)(?:,\s*([^)]+))?\)", value)
    if found:
        value = variables(theme).get(found.group(1), found.group(2) or "")
    return value


def luminance(hex_colour: str) -> float:
    text = hex_colour.lstrip("#")
    if len(text) == 3:
        text = "".join(c * 2 for c in text)
    channels = [int(text[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(one: str, two: str) -> float:
    a, b = sorted((luminance(one), luminance(two)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def wood(theme: str) -> str:
    return variables("light")["--wood"] if theme == "light" else DARK_BOARD


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_marks_of_a_control_stand_out_3_to_1_from_the_board(theme):
    board = wood(theme)
    assert ratio(colour(".board .movable .socket", "stroke", theme), board) >= 3  # "can move" (was 1.67:1)
    assert ratio(colour(".board.peg .target .socket", "stroke", theme), board) >= 3  # where the peg lands
    arrow, halo = colour(".board .hint-arrow-shaft", "stroke", theme), colour(".board .hint-arrow-halo", "stroke", theme)
    assert ratio(arrow, halo) >= 3 and max(ratio(arrow, board), ratio(halo, board)) >= 3  # was 2.51:1
    assert ratio(colour(".board .hint-arrow-head", "fill", theme), halo) >= 3
    assert ratio(colour(".board.knight .knight-dot", "fill", theme), colour(".board.knight .knight-target rect", "fill")) >= 3
    bank = colour(".board.river .river-bank", "fill")
    assert ratio(colour(".board.river .river-boardable rect", "stroke", theme), bank) >= 3
    assert ratio(colour(".board.river .river-hint rect", "stroke", theme), bank) >= 3
    assert ratio(colour(".board.slide .slide-movable .slide-tile", "stroke", theme),
                 colour(".board.slide .slide-frame", "fill")) >= 3
    assert ratio(colour(".board.flip .flip-movable .flip-piece", "stroke", theme),
                 colour(".board.flip .flip-square", "fill")) >= 3


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_text_on_the_board_is_4_5_to_1(theme):
    white = colour(".board .hint-badge text", "fill", theme)
    for kind in ("", ".hint-best", ".hint-unknown", ".hint-lost"):  # the best badge was 3.41:1
        assert ratio(white, colour(".board .hint-badge%s circle" % kind, "fill", theme)) >= 4.5, kind
    assert ratio(colour(".board.flip .flip-number", "fill"), colour(".board.flip .flip-square", "fill")) >= 4.5  # was 4.20
    assert ratio(colour(".board.flip .flip-space .flip-number", "fill"),
                 colour(".board.flip .flip-space .flip-square", "fill")) >= 4.5
    assert ratio(colour(".board.slide .slide-number", "fill", theme), colour(".board.slide .slide-tile", "fill")) >= 4.5
    assert ratio(colour(".board.river .river-cross", "fill"), colour(".board.river .river-water", "fill")) >= 4.5


def test_the_picked_peg_is_not_the_no_win_red():
    picked = colour(".board .selected .ball", "fill")
    lost = colour(".board .hint-badge.hint-lost circle", "fill")
    assert picked.lower() != lost.lower() and ratio(picked, lost) >= 1.5


def test_flip_cell_numbers_are_drawn_clear_of_the_pieces():
    view = registry.view("flip")
    _, position = registry.parse("flip/square")
    svg = ET.fromstring(view.render(position, {}))
    namespace = "{http://www.w3.org/2000/svg}"
    checked = 0
    for cell in svg.iter(namespace + "g"):
        piece = cell.find(namespace + "circle")
        number = [t for t in cell.iter(namespace + "text") if t.get("class") == "flip-number"]
        if piece is None or not number:
            continue
        cx, cy, radius = float(piece.get("cx")), float(piece.get("cy")), float(piece.get("r"))
        x, y = float(number[0].get("x")), float(number[0].get("y"))
        width = 6.2 * len(number[0].text)  # 10px system-ui digits: at most 6.2 px wide each
        corners = [(x, y - 8), (x + width, y - 8), (x, y + 1), (x + width, y + 1)]  # its box (cap height 8)
        nearest = min(((px - cx) ** 2 + (py - cy) ** 2) ** 0.5 for px, py in corners)
        # The nearest point of the box to the centre, not only its corners.
        qx, qy = min(max(cx, x), x + width), min(max(cy, y - 8), y + 1)
        nearest = min(nearest, ((qx - cx) ** 2 + (qy - cy) ** 2) ** 0.5)
        assert nearest > radius + 2, (number[0].text, nearest, radius)  # 2: half a movable piece's ring
        checked += 1
    assert checked == 15  # every cell but the space
