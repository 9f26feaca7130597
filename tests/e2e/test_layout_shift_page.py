"""Nothing on the page moves by itself (issue 38 item 1, issue 35 item 3): no layout shift on
any family's first load, on a phone and a desktop, nor on a Lab link's (the board's box, its
buttons and the panels have their size before the board is drawn: scripts/build.py's
board_shapes, static/board-shape.js); and the board's box never moves under the pointer: a
pick, a hint, a drag under way, a move and its verdict, on every family at 320, 390 and 1280
px wide.

Layout shift is what the browser reports (PerformanceObserver, type layout-shift, buffered,
summed; shifts right after an input excluded, as CLS does). Each load is the worst case: the
page's modules are held until the browser has painted the page once, so the board always
comes after a first paint (as on a slow phone or network)."""

import re

import pytest

from conftest import wait_until_ready
from layout_shift import SIZES, first_load_shift  # scripts/, as conftest puts it on the path
from puzzles import registry
from puzzles.session import Session

MOST_SHIFT = 0.02
# Each family's first menu puzzle; Nim's first visit deals at random: a fixed deal here.
FIRST_PUZZLES = [(family, "nim?heaps=3,4,5" if family == "nim" else items[0][0])
                 for family, _, items in registry.menu()]
LAB_LINKS = ["lab/peg/triangle21", "lab/slide/eight"]


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_no_family_s_first_load_shifts_the_page(new_context, base_url_of_site, size):
    shifts = {}
    for family, game_id in FIRST_PUZZLES + [("lab", link) for link in LAB_LINKS]:
        context = new_context(**SIZES[size])
        shifts[game_id] = first_load_shift(context, base_url_of_site + "#" + game_id)
        context.close()
    print("layout shift, %s: %s" % (size, ", ".join("%s %.3f" % item for item in shifts.items())))
    assert all(shift <= MOST_SHIFT for shift in shifts.values()), shifts


# --- the board under the pointer ---------------------------------------------------------

WATCH_BOX = """window.__board = {moved: 0, first: null, seen: []};
const watch = () => {
  const box = document.getElementById('board').getBoundingClientRect();
  const now = [box.x, box.y + scrollY, box.width, box.height];
  const state = window.__board;
  if (!state.first) state.first = now;
  const moved = Math.max(...now.map((value, i) => Math.abs(value - state.first[i])));
  if (moved > state.moved) { state.moved = moved; state.seen.push([state.what, now]); }
  if (!state.stop) requestAnimationFrame(watch);
};
requestAnimationFrame(watch);"""


def first_move(game_id):
    """The cells a player clicks in turn to play a first move of ``game_id`` (found by the
    page's own session in CPython): one cell, or a piece and where it goes."""
    def session():
        playing = Session()
        playing.load(game_id)
        return playing
    start = session()
    board = start.board()
    cells = [int(cell) for cell in re.findall(r'data-cell="(\d+)"', board)]
    for cell in cells:
        one = session()
        one.click(cell)
        if one.game_id() != start.game_id():
            return [cell]
        if one.board() == board:
            continue
        for target in cells:
            two = session()
            two.click(cell)
            two.click(target)
            if two.game_id() != start.game_id():
                return [cell, target]
    raise AssertionError("no first move found for " + game_id)


def centre(page, cell):
    return page.evaluate("""cell => {
        const box = document.querySelector('#board [data-cell="' + cell + '"]').getBoundingClientRect();
        return [box.x + box.width / 2, box.y + box.height / 2];
    }""", cell)


def verdict(page):
    """Wait for the verdict line (a family whose position has none: three seconds)."""
    try:
        # (not the line saying it is asked, which the first paint has: board-shape.js)
        page.wait_for_function("document.querySelector('#verdict').textContent.trim() !== '' && "
                               "!document.querySelector('#verdict').textContent.startsWith('Asking the solver')",
                               timeout=3000)
    except Exception:  # Playwright's TimeoutError: no verdict for this position
        pass


def hint(page):
    """Press Hint (Nim: Best move's neighbour, Hint too) and wait for what it shows on the
    board: an arrow, badges or marked pieces."""
    page.click("#hint")
    page.wait_for_function("document.querySelector('#board [class*=\"hint\"]') !== null", timeout=60000)


def settle(page, what):
    """Let the page answer (two frames and a moment), then name the next step for the record."""
    page.wait_for_timeout(250)
    page.evaluate("what => { window.__board.what = what }", what)


@pytest.mark.parametrize("width,height", [(320, 568), (390, 844), (1280, 800)], ids=["320", "390", "1280"])
def test_the_board_never_moves_under_the_pointer(new_context, base_url_of_site, width, height):
    # Watched every frame from the first press on: a hint, a pick, a drag under way, the move
    # and its verdict (the solver's answer under the board), each family in turn.
    touch = width < 1000
    page = new_context(viewport={"width": width, "height": height}, is_mobile=touch, has_touch=touch).new_page()
    for family, game_id in FIRST_PUZZLES:
        page.goto("about:blank")
        page.goto(base_url_of_site + "#" + game_id)
        wait_until_ready(page)
        verdict(page)
        page.evaluate(WATCH_BOX)
        settle(page, "hint")
        hint(page)
        settle(page, "pick")
        clicks = first_move(game_id)
        page.mouse.click(*centre(page, clicks[0]))
        settle(page, "drag")
        if len(clicks) == 2:  # a piece picked: a drag under way from where it goes, and back
            start = centre(page, clicks[1])
            page.mouse.move(*start)
            page.mouse.down()
            page.mouse.move(start[0] + 30, start[1] + 12, steps=4)
            settle(page, "drag")
            page.mouse.move(*start, steps=2)
            page.mouse.up()
            page.mouse.click(*centre(page, clicks[1]))
        else:  # a drag under way on the board (a swipe, on a sliding puzzle)
            box = page.locator("#board").bounding_box()
            start = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            page.mouse.move(*start)
            page.mouse.down()
            page.mouse.move(start[0] + 30, start[1] + 12, steps=4)
            settle(page, "drag")
            page.mouse.up()
        settle(page, "verdict")
        verdict(page)
        page.wait_for_timeout(600)  # the verdict on the new position, and the computer's reply
        state = page.evaluate("window.__board.stop = true; window.__board")
        assert state["moved"] <= 0.5, "%s at %d px: the board moved %.1f px (%s)" % (
            game_id, width, state["moved"], state["seen"])
