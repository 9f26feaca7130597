"""Direct input on the real page (issue 21 part 4) and its smaller defects (part 8): a peg or
the knight dragged with the mouse or a finger, a click on a tile in line with the space, a
swipe on a touch screen; the editor's grid still under the pointer, the edit modes' status,
the toggles' pressed state, the knight's coordinates in dark mode, the two rings, a Nim hint
that keeps its arrow on one line, and a bad link to a named board."""


from conftest import wait_until_ready
from pages import counter, fragment, message, open_on_phone, show, status
from puzzles import registry


def centre(page, cell, part=""):
    """The screen point at the middle of board cell ``cell`` (of its ``part``, a selector),
    measured in one go: a worker's answer may draw the board again at any moment."""
    return tuple(page.evaluate("""selector => {
        const box = document.querySelector(selector).getBoundingClientRect();
        return [box.x + box.width / 2, box.y + box.height / 2];
    }""", '#board [data-cell="%d"] %s' % (cell, part or "")))


def mouse_drag(page, start, end, steps=8, during=None):
    """Press at ``start``, move to ``end`` in ``steps``, call ``during()`` just before letting
    go, then let go."""
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(*end, steps=steps)
    if during is not None:
        during()
    page.mouse.up()


def touch(page, kind, point):
    """One touch event through the browser's input pipeline (real pointer events follow)."""
    session = page.context.new_cdp_session(page) if not hasattr(page, "cdp") else page.cdp
    page.cdp = session
    session.send("Input.dispatchTouchEvent", {
        "type": kind, "touchPoints": [] if kind == "touchEnd" else [{"x": point[0], "y": point[1]}]})


def finger_drag(page, start, end, steps=8):
    touch(page, "touchStart", start)
    for step in range(1, steps + 1):
        touch(page, "touchMove", (start[0] + (end[0] - start[0]) * step / steps,
                                  start[1] + (end[1] - start[1]) * step / steps))
    touch(page, "touchEnd", end)


def luminance(rgb):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one, two):
    high, low = sorted((luminance(one), luminance(two)), reverse=True)
    return (high + 0.05) / (low + 0.05)


# --- dragging ------------------------------------------------------------------------------

def test_dragging_peg_14_onto_hole_6_plays_14_6(app):
    show(app, "peg/triangle21")
    start = fragment(app)
    seen = {}

    def during():  # the peg follows the pointer, picked up: its landing hole marked
        seen["ghost"] = app.eval_on_selector("#board .drag-ghost", "e => e.style.transform")
        seen["status"] = status(app)
        seen["targets"] = app.eval_on_selector_all("#board .target", "els => els.map(e => e.dataset.cell)")

    mouse_drag(app, centre(app, 14, ".socket"), centre(app, 6, ".socket"), during=during)
    assert seen["ghost"].startswith("translate(") and seen["targets"] == ["6"]
    assert seen["status"].startswith("Now pick a hole for the peg on hole 14")
    app.wait_for_function("document.querySelector('#counter-moves').textContent === '1'")
    assert app.locator("#board .drag-ghost, #board .drag-source").count() == 0
    assert app.locator('#board [data-cell="14"].empty').count() == 1
    assert app.locator('#board [data-cell="9"].empty').count() == 1  # the peg jumped over
    assert app.locator('#board [data-cell="6"].peg').count() == 1
    assert message(app) == ""
    app.click("#undo")  # the drag was one move, as the two clicks are
    assert fragment(app) == start


def test_a_peg_dropped_elsewhere_goes_back(app):
    show(app, "peg/triangle21")
    start = fragment(app)
    mouse_drag(app, centre(app, 14, ".socket"), centre(app, 3, ".socket"))  # no jump lands there
    app.wait_for_function("document.querySelector('#message').textContent !== ''")
    assert fragment(app) == start and counter(app, "moves") == 0
    assert message(app) == "The peg on hole 14 cannot land on hole 3: it is back in its hole."
    assert app.locator("#board .selected, #board .drag-ghost").count() == 0
    box = app.locator("#board").bounding_box()
    mouse_drag(app, centre(app, 14, ".socket"), (box["x"] + box["width"] + 40, box["y"] + 10))
    app.wait_for_function("document.querySelector('#message').textContent.startsWith('Dropped off')")
    assert fragment(app) == start
    # A click still picks up, a click still lands.
    app.click('#board [data-cell="14"]')
    app.click('#board [data-cell="6"]')
    assert counter(app, "moves") == 1


def test_dragging_the_knight_to_its_next_cell(app):
    show(app, "knight/6x6")
    app.click('#board [data-cell="0"]')  # a click places the knight on a6
    assert counter(app, "visited") == 1
    mouse_drag(app, centre(app, 0, "rect"), centre(app, 8, "rect"))  # c5: a knight's move
    app.wait_for_function("document.querySelector('#counter-visited').textContent === '2'")
    assert app.get_attribute("#board .knight-current", "data-cell") == "8"
    assert fragment(app) == registry.parse("knight/6x6")[1].play(0).play(8).game_id()
    mouse_drag(app, centre(app, 8, "rect"), centre(app, 9, "rect"))  # d5: not a knight's move
    app.wait_for_function("document.querySelector('#message').textContent !== ''")
    assert counter(app, "visited") == 2 and "not a knight's move" in message(app)
    app.click("#undo")
    assert counter(app, "visited") == 1


def test_a_peg_dragged_with_a_finger_on_a_phone(new_context, base_url_of_site):
    page = open_on_phone(new_context, base_url_of_site, "peg/triangle21")
    finger_drag(page, centre(page, 14, ".socket"), centre(page, 6, ".socket"))
    page.wait_for_function("document.querySelector('#counter-moves').textContent === '1'")
    assert page.evaluate("scrollY") == 0  # the drag did not scroll the page
    page.wait_for_timeout(300)  # a finger lifted, then a tap
    page.tap('#board [data-cell="4"]')  # a tap is still a click: picks up the peg on hole 4
    assert page.locator('#board [data-cell="4"].selected').count() == 1


# --- sliding puzzles: a line, a swipe --------------------------------------------------------

def test_a_click_two_cells_from_the_space_makes_two_moves(app):
    show(app, "slide/fifteen?tiles=123456789abc0def")  # the space on the bottom row's left
    app.click('#board [data-cell="14"]')  # tile e, two cells right of the space
    assert counter(app, "moves") == 2
    assert "tiles=123456789abcde0f" in fragment(app)
    app.click("#undo")  # one click, one Undo
    assert counter(app, "moves") == 0
    app.click('#board [data-cell="1"]')  # tile 2: not in line with the space, named as drawn
    assert message(app) == "Tile 2 is not in line with the space: click a tile in the space's row or column."


def test_a_swipe_on_a_touch_screen_slides_the_tile_that_moves_that_way(new_context, base_url_of_site):
    page = open_on_phone(new_context, base_url_of_site, "slide/eight?tiles=123456708")
    # A stroke to the left across the board (starting on a tile left of the space's row).
    a, b = centre(page, 3), centre(page, 5)
    finger_drag(page, (b[0], b[1]), (a[0], a[1]))
    page.wait_for_function("document.querySelector('#counter-moves').textContent === '1'")
    assert "tiles=123456780" in fragment(page)  # tile 8 went left: solved
    finger_drag(page, centre(page, 4), (centre(page, 4)[0] + 80, centre(page, 4)[1]))  # right
    page.wait_for_function("document.querySelector('#counter-moves').textContent === '2'")
    assert "tiles=123456708" in fragment(page)
    assert page.evaluate("scrollY") == 0
    page.wait_for_timeout(300)  # a finger lifted, then a tap (not one stopping a fling)
    page.tap('#board [data-cell="1"]')  # a tap on tile 2, in line with the space: 2 moves
    page.wait_for_function("document.querySelector('#counter-moves').textContent === '4'")


def test_two_swipes_on_the_15_puzzle_make_the_same_two_moves_as_the_click(new_context, base_url_of_site):
    """A click two cells from the space slides two tiles; on a touch screen two swipes that
    way do the same, one tile each."""
    page = open_on_phone(new_context, base_url_of_site, "slide/fifteen?tiles=123456789abc0def")
    for moves in (1, 2):
        x, y = centre(page, 14)
        finger_drag(page, (x, y), (x - 90, y))  # a stroke to the left over the bottom row
        page.wait_for_function("n => document.querySelector('#counter-moves').textContent === String(n)",
                               arg=moves)
        page.wait_for_timeout(300)
    assert "tiles=123456789abcde0f" in fragment(page)  # as the click on tile e makes it
    assert page.evaluate("scrollY") == 0


# --- the editor, the edit modes, the toggles ---------------------------------------------------

def test_three_clicks_on_one_border_spot_cycle_one_cell_of_a_still_grid(app):
    show(app, "peg/custom?rows=ooo,ooo,ooo&empty=4")
    app.click("#edit")
    assert status(app).startswith("Editing the board: click a cell to make it a hole")
    spot = centre(app, 2, ".socket")  # on the free border, above the middle column
    # Measured in one go (a worker's answer may draw the board again at any time).
    where = "() => { const r = document.querySelector('#board svg').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }"
    board = app.evaluate(where)
    under = []
    for _ in range(3):
        app.mouse.click(*spot)
        under.append(app.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('[data-cell]').className.baseVal",
                                  list(spot)))
        assert app.evaluate(where) == board  # the grid did not move
    assert "peg" in under[0] and "start" in under[1] and "no-hole" in under[2]
    assert fragment(app) == "peg/custom?rows=ooo,ooo,ooo&empty=4"
    app.mouse.click(*spot)  # a hole again, then the pointer leaves: the grid grows a row
    cells = app.locator("#board [data-cell]").count()
    app.mouse.move(board[0] + board[2] + 40, board[1] + 10)  # off the board box
    app.wait_for_function("n => document.querySelectorAll('#board [data-cell]').length > n", arg=cells)
    assert app.locator("#board [data-cell]").count() == 6 * 5
    app.click("#edit")


def test_edit_modes_say_what_they_do_and_toggles_show_pressed(app):
    show(app, "peg/triangle21")
    assert app.get_attribute("#edit", "aria-pressed") == "false"
    assert app.get_attribute("#numbers", "aria-pressed") == "true"  # the numbers are shown
    assert app.get_attribute("#solve", "aria-pressed") is None
    up = app.eval_on_selector("#edit", "e => getComputedStyle(e).backgroundColor")
    app.click("#edit")
    assert app.get_attribute("#edit", "aria-pressed") == "true"
    assert app.eval_on_selector("#edit", "e => getComputedStyle(e).backgroundColor") != up
    assert status(app).startswith("Editing the board") and "pick a marked peg" not in status(app)
    app.click("#numbers")
    assert app.get_attribute("#numbers", "aria-pressed") == "false"
    app.click("#numbers")
    app.click("#edit")
    assert app.get_attribute("#edit", "aria-pressed") == "false"
    assert status(app).startswith("Your move")
    show(app, "slide/eight")
    app.click("#edit")
    assert app.get_attribute("#edit", "aria-pressed") == "true"
    assert status(app).startswith("Setting the tiles: click two cells")
    app.click("#edit")
    show(app, "nim?heaps=5,2,3")
    assert app.get_attribute("#binary", "aria-pressed") == "false"
    app.click("#binary")
    assert app.get_attribute("#binary", "aria-pressed") == "true"
    assert app.evaluate("document.activeElement.id") == "binary"  # the focus stays on it
    app.click("#binary")


def test_after_picking_a_peg_the_status_asks_for_a_hole(app):
    show(app, "peg/triangle21")
    app.click('#board [data-cell="14"]')
    assert status(app) == ("Now pick a hole for the peg on hole 14 to land on (ringed), or the peg "
                           "again to put it down.")
    app.click('#board [data-cell="14"]')
    assert status(app).startswith("Your move")


# --- how things look ---------------------------------------------------------------------------

def test_the_landing_ring_and_the_finish_ring_differ(app):
    show(app, "peg/triangle21?empty=6&finish=0")
    app.click('#board [data-cell="14"]')  # hole 6 can be landed on; hole 0 is the finish
    style = "e => { const s = getComputedStyle(e); return [s.stroke, s.strokeDasharray]; }"
    landing = app.eval_on_selector('#board [data-cell="6"] .socket', style)
    finish = app.eval_on_selector('#board [data-cell="0"] .finish-ring', style)
    assert landing[0] != finish[0] and landing[1] != finish[1]
    assert landing[1] == "none"  # solid: only the finish ring is broken into dots
    app.click('#board [data-cell="14"]')


def test_the_knight_boards_coordinates_are_legible_in_dark_mode(new_context, base_url_of_site):
    page = new_context(color_scheme="dark").new_page()
    page.goto(base_url_of_site + "#knight/8x8")
    wait_until_ready(page, solver=False)
    colours = page.eval_on_selector("#board .knight-coord", """text => {
        const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 4).map(Number);
        let box = text.ownerSVGElement, back = null;
        while (box) {  // the first opaque background behind the board's text
            const colour = rgb(getComputedStyle(box).backgroundColor);
            if (colour.length < 4 || colour[3] > 0) { back = colour.slice(0, 3); break; }
            box = box.parentElement;
        }
        return [rgb(getComputedStyle(text).fill).slice(0, 3), back];
    }""")
    assert page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")
    ratio = contrast(*colours)
    print("knight coordinates in dark mode: %s on %s, %.2f:1" % (colours[0], colours[1], ratio))
    assert ratio >= 4.5
    page.emulate_media(color_scheme="light")
    light = page.eval_on_selector("#board .knight-coord", """text => [getComputedStyle(text).fill,
        getComputedStyle(document.getElementById('board')).backgroundColor].map(c => c.match(/\\d+/g).slice(0, 3).map(Number))""")
    assert contrast(*light) >= 4.5


def test_a_nim_hint_keeps_its_arrow_on_one_line_in_japanese(new_context, base_url_of_site):
    page = new_context().new_page()
    page.goto(base_url_of_site + "?lang=ja#nim?heaps=5,2,3")
    wait_until_ready(page, solver=False)
    page.click("#hint")
    text = message(page)
    assert "(101\u00a0\u2192\u00a0001)" in text
    # At every width of the message line, the part in brackets stays on one line.
    lines = page.evaluate("""() => {
        const box = document.getElementById('message'), node = box.firstChild;
        const start = node.textContent.indexOf('(101'), end = node.textContent.indexOf('001)') + 4;
        const counts = [];
        for (let width = 120; width <= 480; width += 3) {
            box.style.width = width + 'px';
            const range = document.createRange();
            range.setStart(node, start);
            range.setEnd(node, end);
            counts.push(new Set([...range.getClientRects()].map(r => Math.round(r.top))).size);
        }
        box.style.width = '';
        return counts;
    }""")
    assert set(lines) == {1}


def test_a_bad_link_to_a_named_board_shows_that_board(new_context, base_url_of_site):
    page = new_context().new_page()
    page.goto(base_url_of_site + "#peg/english33?empty=99")
    wait_until_ready(page, solver=False)
    assert fragment(page) == registry.parse("peg/english33")[1].game_id()
    assert page.locator("#board [data-cell]").count() == 33
    assert message(page).startswith("Bad link: ") and "99" in message(page)
    assert message(page).endswith("Showing this puzzle's default position.")
