"""Watch the search on the page (issue 34), in Chromium, with the lab's real worker: Watch on
``peg-corner`` at ``peg/triangle21?empty=6&finish=6`` steps through positions on the board (the
board drawn is the position the panel names), shows a cut-off with its reason, steps back to the
same drawing and panel, scrubs, marks the program's line; two methods side by side; the
workbench layout on a desktop (board and controls in view together) and on a phone (the board
stays in view while stepping); the address keeps ``#lab/``; print output in the console; an
unknown method named; Japanese."""

import pytest
from lab_pages import GAME, lab_message, open_lab, run, set_code, wait_lab_ready
from pages import wait_until_ready
from puzzles import lab_link, registry

TRIANGLE = "peg/triangle21?empty=6&finish=6"
METHOD = "peg-corner"

STATE = """() => ({board: document.querySelector('#board svg').outerHTML,
                   // (the trace's size grows while it records: left out)
                   info: document.querySelector('#watch-info').textContent.replace(/ of [0-9,]+/, ''),
                   index: document.querySelector('#watch-info').dataset.index,
                   position: document.querySelector('#watch-info').dataset.position,
                   line: document.querySelector('#watch-line').textContent,
                   tree: document.querySelector('#watch-tree').textContent})"""
PEGS_DRAWN = """() => [...document.querySelectorAll('#board [data-cell]')]
    .filter(g => g.querySelector('circle.ball:not(.motion-ghost)')).map(g => Number(g.dataset.cell))"""


@pytest.fixture
def app(app):
    """The module's page; after each test, even a failed one, it leaves Watch and ends a
    recording (one that searches on for minutes would keep the next test's Run disabled)."""
    yield app
    try:
        if app.evaluate("document.body.classList.contains('watching')"):
            stop(app)
            app.wait_for_function("!document.body.classList.contains('watching')", timeout=10000)
    except Exception:
        pass  # (the test's own failure says what went wrong)


def start_watch(page, game_id=TRIANGLE, slug=METHOD, speed="1000"):
    open_lab(page, game_id, slug)
    page.click("#lab-watch")
    page.wait_for_selector("#watch-info[data-index]", timeout=120000)
    page.wait_for_function("!document.getElementById('watch-step').disabled")
    page.select_option("#watch-speed", speed)  # 1000: no motion, every drawing final at once


def box_of(page, selector):
    """``selector``'s box; waited for while the element is being replaced (a board drawn
    again swaps its svg)."""
    for _ in range(50):
        box = page.locator(selector).bounding_box()
        if box is not None:
            return box
        page.wait_for_timeout(100)
    raise AssertionError(selector + " is not on the page")


def index(page):
    return int(page.get_attribute("#watch-info", "data-index"))


def step(page, button="#watch-step"):
    before = index(page)
    page.click(button)
    page.wait_for_function("i => document.querySelector('#watch-info').dataset.index !== String(i)", arg=before,
                           timeout=30000)
    return index(page)


def pegs_of(game_id):
    position = registry.parse(game_id)[1]
    return [hole for hole in range(position.board.size) if position.has_peg(hole)]


def stop(page):
    """End the recording (it would search for minutes) and leave Watch."""
    if not page.locator("#lab-cancel").is_disabled():
        page.click("#lab-cancel")
    page.click("#watch-stop")


def test_watch_steps_through_positions_cuts_steps_back_and_scrubs(app):
    start_watch(app)
    assert app.evaluate("location.hash").startswith(lab_link.PREFIX)  # the address keeps the Lab
    seen = set()
    cut = None
    for _ in range(12):
        step(app)
        position = app.get_attribute("#watch-info", "data-position")
        seen.add(position)
        # The board draws the very position the panel names.
        assert app.evaluate(PEGS_DRAWN) == pegs_of(position)
        if app.get_attribute("#watch-info", "data-event") == "cut" and cut is None:
            cut = app.text_content("#watch-info")
    assert len(seen) >= 3
    assert cut is not None and "Cut off:" in cut and "corner pegs to move" in cut and "moves left" in cut
    traced = app.evaluate("labEditor.traced()")
    assert traced > 0  # the program's line is marked in the editor
    # ... and shown beside the board with its neighbours, in view with the controls (the
    # editor itself may be scrolled away under Watch).
    here_line = app.locator("#watch-code li[aria-current=true]")
    assert here_line.evaluate("li => li.value") == traced
    program_line = app.evaluate("labEditor.text()").split("\n")[traced - 1]
    shown = here_line.locator("code").text_content()  # (the lines' common indentation left out)
    assert shown.strip() == program_line.strip() and program_line.endswith(shown)
    lines = app.eval_on_selector_all("#watch-code code", "codes => codes.map(c => c.textContent)")
    assert len(lines) >= 2 and any(text.strip() and not text.startswith(" ") for text in lines)
    box = here_line.bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= app.viewport_size["height"]
    # Step back then forward: the identical board and panel; and back again the same.
    here = app.evaluate(STATE)
    step(app, "#watch-back")
    back = app.evaluate(STATE)
    assert back["board"] != here["board"] or back["position"] == here["position"]
    step(app)
    assert app.evaluate(STATE) == here
    step(app, "#watch-back")
    assert app.evaluate(STATE) == back
    # Step out: past the line's subtree; next iteration: an iteration event.
    step(app, "#watch-next")
    assert app.get_attribute("#watch-info", "data-event") in ("iteration", "layer")
    # Scrub to an event and back: the same drawing both times.
    app.wait_for_function("document.getElementById('watch-scrub').max >= 60", timeout=60000)
    scrub = "i => { const s = document.getElementById('watch-scrub'); s.value = i; s.dispatchEvent(new Event('input')); }"
    app.evaluate(scrub, 50)
    assert index(app) == 50
    at_50 = app.evaluate(STATE)
    app.evaluate(scrub, 7)
    assert index(app) == 7
    app.evaluate(scrub, 50)
    assert app.evaluate(STATE) == at_50
    # Keys: L steps, J steps back.
    app.focus("#watch-scrub")
    app.evaluate("document.activeElement.blur()")
    app.keyboard.press("l")
    assert index(app) == 51
    app.keyboard.press("j")
    assert index(app) == 50
    stop(app)
    app.wait_for_function("!document.body.classList.contains('watching')")
    assert app.evaluate(PEGS_DRAWN) == pegs_of(TRIANGLE)  # the game's board again


def a_jump(game_id):
    """A legal jump (from, to) in the position ``game_id`` names."""
    position = registry.parse(game_id)[1]
    for frm in range(position.board.size):
        for over, to in position.board.jumps[frm]:
            if position.has_peg(frm) and position.has_peg(over) and not position.has_peg(to):
                return frm, to
    raise AssertionError("no jump in " + game_id)


def test_while_watching_the_board_takes_no_move_and_the_status_is_watchs(app):
    open_lab(app, TRIANGLE, METHOD)
    game_status = app.text_content("#status")
    assert game_status
    app.click("#lab-watch")
    app.wait_for_selector("#watch-info[data-index]", timeout=120000)
    app.wait_for_function("!document.getElementById('watch-step').disabled")
    app.select_option("#watch-speed", "1000")
    step(app)
    # The status line speaks of Watch, never of the player's game.
    status = app.text_content("#status")
    assert status != game_status and status.startswith("Watching the search")
    assert app.get_attribute("#board", "aria-disabled") == "true"
    before = app.evaluate(STATE)
    drawn = app.evaluate(PEGS_DRAWN)
    frm, to = a_jump(before["position"])
    # Clicks (the peg, then the hole it jumps to), the board's keys, a drag: no move.
    # (forced: the board says it is disabled, aria-disabled, and Playwright would not click it)
    app.click("#board [data-cell='%d']" % frm, force=True)
    app.click("#board [data-cell='%d']" % to, force=True)
    app.focus("#board")
    for key in ("ArrowRight", "Enter", "ArrowLeft", "Enter"):  # (Space is Watch's play)
        app.keyboard.press(key)
    start = app.locator("#board [data-cell='%d']" % frm).bounding_box()
    end = app.locator("#board [data-cell='%d']" % to).bounding_box()
    app.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    app.mouse.down()
    app.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=8)
    app.mouse.up()
    app.wait_for_timeout(300)
    assert app.evaluate(PEGS_DRAWN) == drawn
    assert app.evaluate(STATE) == before
    assert app.text_content("#status") == status
    assert app.locator("#undo").is_disabled()  # the game took no move
    # Watch's own keys work on the board (L: the next event).
    app.keyboard.press("l")
    assert index(app) == int(before["index"]) + 1
    # Leaving Watch gives the game its board, its status line and its moves back.
    stop(app)
    app.wait_for_function("!document.body.classList.contains('watching')")
    assert app.text_content("#status") == game_status
    assert app.get_attribute("#board", "aria-disabled") is None
    assert app.evaluate(PEGS_DRAWN) == pegs_of(TRIANGLE)
    frm, to = a_jump(TRIANGLE)
    app.click("#board [data-cell='%d']" % frm)
    app.click("#board [data-cell='%d']" % to)
    app.wait_for_function("!document.getElementById('undo').disabled", timeout=10000)
    assert app.evaluate(PEGS_DRAWN) != pegs_of(TRIANGLE)


def test_play_moves_on_and_pauses(app):
    start_watch(app, speed="50")
    app.click("#watch-play")
    app.wait_for_function("Number(document.querySelector('#watch-info').dataset.index) >= 10", timeout=30000)
    app.click("#watch-play")  # pause
    paused = index(app)
    app.wait_for_timeout(300)
    assert index(app) == paused
    stop(app)


def test_a_fast_playback_changes_cells_not_the_board_and_pauses_on_a_steps_drawing(app):
    """At 1,000 events a second the board keeps its svg (the cells that changed are put in
    place: static/lab.js's labBoard), and the paused state is the one a step back and forth
    draws: the board (the same markup as its drawing drawn whole), the figures, the line and
    the siblings; the board is the position the panel names."""
    start_watch(app)
    app.evaluate("window.__kept = document.querySelector('#board svg')")
    app.click("#watch-play")
    app.wait_for_function("Number(document.querySelector('#watch-info').dataset.index) >= 400", timeout=60000)
    assert app.evaluate("window.__kept === document.querySelector('#board svg')")  # never a new board
    app.click("#watch-play")  # pause
    app.wait_for_function("document.querySelector('#watch-play').getAttribute('aria-pressed') === 'false'")
    paused = app.evaluate(STATE)
    assert int(paused["index"]) >= 400
    assert app.evaluate(PEGS_DRAWN) == pegs_of(paused["position"])
    # The patched board is its drawing, as drawing it whole would make it.
    assert app.evaluate("""() => { const box = document.getElementById('board');
        const shown = box.innerHTML; box.innerHTML = box.drawnSvg; return shown === box.innerHTML; }""")
    step(app)
    step(app, "#watch-back")
    assert app.evaluate(STATE) == paused
    stop(app)


def test_two_methods_side_by_side(app):
    open_lab(app, GAME, "peg-corner")
    app.select_option("#watch-beside", "peg-iddfs")
    app.click("#lab-watch")
    app.wait_for_selector("#watch-info-2[data-index]", timeout=120000)
    app.select_option("#watch-speed", "1000")
    assert app.locator("#watch-board-2 svg").count() == 1
    for _ in range(5):
        step(app)
    assert app.get_attribute("#watch-info-2", "data-index") == app.get_attribute("#watch-info", "data-index")
    assert app.text_content("#watch-title-2") == "Plain iterative deepening"
    stop(app)


def test_what_changed_shows_the_bound_added(app):
    open_lab(app, GAME, "peg-corner")
    app.click("#lab-what-changed")
    added = app.locator("#lab-diff .diff-added")
    assert added.count() > 0
    assert "corner" in " ".join(added.all_text_contents())
    app.click("#lab-what-changed")
    assert app.locator("#lab-diff").is_hidden()


def test_print_output_in_the_console_and_the_address_kept(app):
    open_lab(app, GAME, "peg-corner")
    set_code(app, "def solve(position, progress):\n    for n in range(300):\n        print('line', n)\n    return None\n")
    run(app)
    app.wait_for_selector("#lab-console-box:not([hidden])")
    text = app.text_content("#lab-console")
    assert "line 0\nline 1\n" in text
    assert "more lines" in text  # capped
    assert app.evaluate("location.hash").startswith(lab_link.PREFIX + GAME)  # a Run keeps #lab/
    set_code(app, "def solve(position, progress):\n    print('before')\n    return 1 / 0\n")
    run(app)
    app.wait_for_function("document.getElementById('lab-console').textContent.includes('Line 3')")
    assert "before" in app.text_content("#lab-console")
    # A new run's console is its own from its start (the last run's error is not left beside
    # it while it runs), and another method's program has none.
    set_code(app, "def solve(position, progress):\n    while True:\n        pass\n")
    app.click("#lab-run")
    app.wait_for_selector("#lab-cancel:enabled")
    assert app.locator("#lab-console-box").is_hidden() and app.text_content("#lab-console") == ""
    app.click("#lab-cancel")
    set_code(app, "def solve(position, progress):\n    print('kept?')\n    return None\n")
    run(app)
    app.wait_for_function("document.getElementById('lab-console').textContent.includes('kept?')")
    app.select_option("#lab-method", "peg-iddfs")
    app.wait_for_selector("#lab-console-box", state="hidden")
    assert app.text_content("#lab-console") == ""


def test_a_reload_brings_the_lab_back_and_an_unknown_method_is_named(new_context, base_url_of_site):
    page = new_context().new_page()
    page.goto(base_url_of_site + lab_link.join(GAME, "peg-corner"))
    wait_until_ready(page, solver=False)
    wait_lab_ready(page)
    page.reload()
    page.wait_for_selector("#lab:not([hidden])", timeout=30000)
    wait_lab_ready(page)
    assert page.input_value("#lab-method") == "peg-corner"
    page.evaluate("f => { location.hash = f }", lab_link.join(GAME, "nosuchmethod"))
    page.wait_for_function("document.getElementById('lab-message').textContent.includes('nosuchmethod')",
                           timeout=30000)
    assert "names no method" in lab_message(page)


def test_workbench_on_a_desktop_keeps_board_and_controls_in_view(new_context, base_url_of_site):
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(base_url_of_site + lab_link.join(TRIANGLE, METHOD))
    wait_until_ready(page, solver=False)
    start_watch(page)
    step(page)
    for name in ("#board svg", "#watch-step", "#watch-play", "#watch-info"):
        box = box_of(page, name)
        assert box["y"] >= 0 and box["y"] + min(box["height"], 60) <= 800, (name, box)
        assert box["x"] >= 0 and box["x"] + box["width"] <= 1280, (name, box)
    board = page.locator("#board").bounding_box()
    lab = page.locator("#lab").bounding_box()
    assert lab["x"] >= board["x"] + board["width"] - 1  # the Lab beside the board
    stop(page)
    # Watch over, the Lab open, a solution shown and the page scrolled to its end: what is below
    # the board (the counters, the solution's moves) never passes over the board's buttons.
    page.click("#solve")
    page.wait_for_selector("#solution-bar:not([hidden])", timeout=60000)
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    over = page.evaluate("""() => {
        const boxes = [...document.querySelectorAll('.play .main-actions button, #status')]
            .map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0);
        return [...document.querySelectorAll('main .side *')].filter((e) => {
            const r = e.getBoundingClientRect();
            return r.height > 0 && e.textContent.trim() && boxes.some((b) =>
                r.left < b.right && b.left < r.right && r.top < b.bottom - 1 && b.top < r.bottom - 1);
        }).map((e) => e.id || e.tagName);
    }""")
    assert over == [], over


def test_on_a_phone_the_board_stays_in_view_while_stepping(new_context, base_url_of_site):
    page = new_context(viewport={"width": 390, "height": 844}, has_touch=True).new_page()
    page.goto(base_url_of_site + lab_link.join(TRIANGLE, METHOD))
    wait_until_ready(page, solver=False)
    start_watch(page)
    page.locator("#watch-step").scroll_into_view_if_needed()
    for _ in range(3):
        step(page)
        board = page.locator("#board").bounding_box()
        control = page.locator("#watch-step").bounding_box()
        assert board["y"] >= -1 and board["y"] + board["height"] <= 844 * 0.6, board
        assert control["y"] >= board["y"] + board["height"] - 1 and control["y"] + control["height"] <= 844, control
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    stop(page)


def test_watch_in_japanese(new_context, base_url_of_site):
    page = new_context().new_page()
    page.goto(base_url_of_site + "?lang=ja" + lab_link.join(TRIANGLE, METHOD))
    wait_until_ready(page, solver=False)
    start_watch(page)
    assert page.text_content("#lab-watch") == "観察"
    for _ in range(20):
        step(page)
        if page.get_attribute("#watch-info", "data-event") == "cut":
            break
    info = page.text_content("#watch-info")
    assert "出来事" in info and "枝刈り" in info
    assert "キー" in page.text_content(".watch-keys")
    stop(page)


def test_on_a_phone_a_run_s_progress_and_its_end_come_into_view(new_context, base_url_of_site):
    """The run's lines are under the editor, below a phone's screen: Run brings its progress
    line into view (Cancel still in sight), and its end the message line."""
    page = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True).new_page()
    page.goto(base_url_of_site + lab_link.join(GAME, "peg-corner"))
    wait_until_ready(page, solver=False)
    wait_lab_ready(page)
    set_code(page, "def solve(position, progress):\n    while True:\n        progress(positions=1, depth=1)\n")
    page.locator("#lab-run").scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, -200)")  # Run at mid-screen, the lines under the editor below
    assert page.locator("#lab-progress").bounding_box()["y"] > 844
    page.click("#lab-run")
    page.wait_for_function("document.getElementById('lab-progress').textContent !== ''")
    for name in ("#lab-progress", "#lab-cancel"):
        box = page.locator(name).bounding_box()
        assert 0 <= box["y"] and box["y"] + box["height"] <= 844, (name, box)
    page.evaluate("window.scrollTo(0, 0)")
    page.click("#lab-cancel")  # (Cancel's line is where the focus is: nothing scrolls)
    set_code(page, "def solve(position, progress):\n    return 1 / 0\n")
    page.evaluate("window.scrollTo(0, 0)")
    run(page)
    page.wait_for_function("document.getElementById('lab-message').textContent.includes('ZeroDivisionError')")
    box = page.locator("#lab-message").bounding_box()
    assert 0 <= box["y"] and box["y"] + box["height"] <= 844, box
