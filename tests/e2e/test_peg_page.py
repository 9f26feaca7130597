"""The real page in headless Chromium: play, solve, share links, cancel, bad links."""

import re
import time
from urllib.parse import unquote

import pytest

from conftest import wait_until_ready
from puzzles import registry, search
from puzzles.peg.solver import minimum
from puzzles.session import Session
from pages import (PLAYED_OUT, choose_option, counter, fragment, long_search_position, message, open_on_phone,
                   play_to_one_peg, show, status, wait_status)


def click_hole(page, hole):
    page.click('#board [data-cell="%d"]' % hole)


def test_solve_triangle21_reports_12_moves(app):
    show(app, "peg/triangle21?empty=6&finish=6")
    app.click("#solve")
    app.wait_for_function("document.querySelector('#status').textContent.startsWith('Solution found')")
    assert status(app).startswith("Solution found: 12 moves")
    assert app.locator("#solution-moves li").count() == 12


def test_count_reports_all_minimal_solutions(app):
    show(app, "peg/triangle21?empty=6&finish=6&pegs=111111111011110111111&moves=1&last=6")
    app.click("#count")
    app.wait_for_function("document.querySelector('#status').textContent.startsWith('Solution found')")
    expected = search.run(minimum(registry.parse(fragment(app))[1]))
    assert "%d minimal solutions" % expected["count"] in status(app)
    assert status(app).startswith("Solution found: %d moves" % expected["moves"])


def test_play_a_whole_hoppers_game_by_clicking(app):
    game_id = "peg/hoppers13?empty=6&finish=6"
    show(app, game_id)
    solution = search.run(minimum(registry.parse(game_id)[1]))["solution"]
    for move in solution:
        for hole in move:
            click_hole(app, hole)
    assert counter(app, "moves") == 7 and counter(app, "pegs-left") == 1
    assert status(app).startswith("Solved in 7 moves")
    assert "pegs=0000001000000" in fragment(app)


def test_moves_undo_redo_restart_update_the_link_without_history_entries(app):
    show(app, "peg/hoppers13?empty=6")
    length = app.evaluate("history.length")
    click_hole(app, 0)
    assert app.locator('#board [data-cell="6"].target').count() == 1
    click_hole(app, 6)
    assert counter(app, "moves") == 1 and "moves=1" in fragment(app)
    app.click("#undo")
    assert fragment(app) == "peg/hoppers13?empty=6"
    app.click("#redo")
    assert "moves=1" in fragment(app)
    app.click("#restart")
    assert fragment(app) == "peg/hoppers13?empty=6"
    assert app.evaluate("history.length") == length


def test_keyboard_play(app):
    show(app, "peg/hoppers13?empty=7")
    show(app, "peg/hoppers13?empty=6")  # a game loaded afresh: no cursor yet (Undo keeps one)
    app.focus("#board")
    app.keyboard.press("ArrowRight")          # the cursor appears on a movable peg
    cursor = int(app.get_attribute("#board .cursor", "data-cell"))
    app.keyboard.press("Enter")
    assert app.locator('#board .selected').count() == 1
    target = int(app.get_attribute("#board .target", "data-cell"))
    # Walk the cursor to the target with arrow keys, then drop the peg there.
    for _ in range(6):
        if int(app.get_attribute("#board .cursor", "data-cell")) == target:
            break
        here = app.evaluate("""() => { const c = document.querySelector('#board .cursor circle');
                                       return [c.cx.baseVal.value, c.cy.baseVal.value]; }""")
        there = app.evaluate("""t => { const c = document.querySelector(`#board [data-cell="${t}"] circle`);
                                       return [c.cx.baseVal.value, c.cy.baseVal.value]; }""", target)
        dx, dy = there[0] - here[0], there[1] - here[1]
        key = ("ArrowRight" if dx > 0 else "ArrowLeft") if abs(dx) > abs(dy) else ("ArrowDown" if dy > 0 else "ArrowUp")
        app.keyboard.press(key)
    app.keyboard.press("Enter")
    assert counter(app, "jumps") == 1, "peg %d did not jump to %d" % (cursor, target)
    app.keyboard.press("Control+z")
    assert counter(app, "jumps") == 0


def test_solution_steps_and_plays_out(app):
    show(app, "peg/hex12?empty=1")
    app.click("#solve")
    app.wait_for_function("document.querySelector('#status').textContent.startsWith('Solution found')")
    moves = app.locator("#solution-moves li").count()
    app.click("#step")
    assert counter(app, "moves") == 1
    assert status(app) == "Following the solution: 1 of %d moves played." % moves
    app.click("#step-back")
    assert counter(app, "moves") == 0
    play_to_one_peg(app)
    assert counter(app, "moves") == moves
    assert status(app).startswith(PLAYED_OUT)


def test_menu_and_options_change_the_puzzle(app):
    app.select_option("#puzzle-menu", "peg/english33")
    app.wait_for_function("location.hash.startsWith('#peg/english33')")
    assert app.locator("#board [data-cell]").count() == 33
    choose_option(app, "empty", "5", "peg/english33?empty=5")
    choose_option(app, "finish", "5", "peg/english33?empty=5&finish=5")
    assert app.locator("#board .finish").count() == 1


def test_english33_without_a_finish_hole_is_solved_in_the_proven_17_moves(app):
    # The last peg may end anywhere: on an edge hole it takes 17 moves, one fewer than on the
    # centre, proven by the centre and edge tables together.
    show(app, "peg/english33?empty=16")
    app.click("#solve")
    app.wait_for_function("document.querySelector('#status').textContent.startsWith('Solution found')")
    assert status(app).startswith("Solution found: 17 moves (shortest)")
    play_to_one_peg(app)
    last = app.eval_on_selector_all("#board [data-cell].peg", "cells => cells.map(c => c.dataset.cell)")
    assert last in (["1"], ["13"], ["19"], ["31"])
    assert app.locator("#counter-moves").text_content() == "17"



def test_prove_rules_out_shorter_solutions_by_a_search_in_the_page(app):
    game = "peg/triangle21?empty=6&finish=6"
    exact = search.run(minimum(registry.parse(game)[1], count=False))["moves"]
    show(app, game)
    app.click("#prove")
    wait_status(app, "Proven by a search run here")
    assert status(app).startswith("Proven by a search run here: %d moves at the fewest" % exact)
    play_to_one_peg(app)
    assert counter(app, "moves") == exact


def test_english33_centre_game_is_solved_in_the_proven_18_moves(app):
    show(app, "peg/english33?empty=16&finish=16")
    app.click("#solve")
    app.wait_for_function("document.querySelector('#status').textContent.startsWith('Solution found')")
    assert status(app).startswith("Solution found: 18 moves (shortest)")
    play_to_one_peg(app)
    assert app.locator('#board [data-cell="16"].peg').count() == 1


def test_cancel_a_long_search_while_the_page_keeps_ticking(app):
    show(app, long_search_position())
    app.evaluate("""() => { window.__ticks = 0;
                            window.__timer = setInterval(() => window.__ticks++, 10); }""")
    app.click("#count")
    app.wait_for_function("document.querySelector('#progress-detail').textContent.includes('positions searched')")
    start = app.evaluate("window.__ticks")
    app.wait_for_timeout(2000)
    ticks = app.evaluate("window.__ticks") - start
    assert status(app) == "Searching…"
    assert ticks >= 100, "only %d timer ticks in 2 s during the search" % ticks
    # The board stays usable during the search.
    movable = app.get_attribute("#board .movable", "data-cell")
    click_hole(app, int(movable))
    assert app.locator("#board .selected").count() == 1
    clicked = time.perf_counter()
    app.click("#cancel")
    app.wait_for_function("document.querySelector('#status').textContent === 'Search cancelled.'")
    assert time.perf_counter() - clicked < 0.5
    app.evaluate("clearInterval(window.__timer)")
    # The worker is free again.
    show(app, "peg/hoppers13?empty=6&finish=6")
    app.click("#solve")
    app.wait_for_function("document.querySelector('#status').textContent.startsWith('Solution found')")
    assert status(app).startswith("Solution found: 7 moves")


def test_a_shared_link_opens_the_same_position_in_a_new_browser(app, new_context, base_url_of_site):
    show(app, "peg/triangle15?empty=4")
    for hole in (11, 4, 13, 11):
        click_hole(app, hole)
    link = app.evaluate("location.href")
    pegs = "els => els.map(e => e.dataset.cell).join(',')"
    on_screen = app.eval_on_selector_all("#board .peg", pegs)
    other = new_context().new_page()
    other.goto(link)
    wait_until_ready(other, solver=False)
    assert other.eval_on_selector_all("#board .peg", pegs) == on_screen
    assert other.evaluate("location.href") == link
    assert other.text_content("#counters") == app.text_content("#counters")


def test_copy_link_puts_the_link_on_the_clipboard(new_context, base_url_of_site):
    context = new_context(permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.goto(base_url_of_site + "#peg/hex12?empty=4")
    wait_until_ready(page, solver=False)
    page.click("#copy-link")
    page.wait_for_function("document.querySelector('#message').textContent.includes('copied')")
    assert page.evaluate("navigator.clipboard.readText()").endswith("#peg/hex12?empty=4")
    context.close()
    # On a phone Copy link is in the Tools sheet, which covered the message: copied, the sheet
    # closes and the message is in sight, the focus back on Tools.
    context = new_context(permissions=["clipboard-read", "clipboard-write"], viewport={"width": 390, "height": 844},
                          is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(base_url_of_site + "#peg/hex12?empty=4")
    wait_until_ready(page, solver=False)
    page.click("#tools-button")
    page.click("#copy-link")
    page.wait_for_function("document.querySelector('#message').textContent.includes('copied')")
    page.wait_for_selector("#tools-close", state="hidden")
    box = page.locator("#message").bounding_box()
    assert 0 <= box["y"] and box["y"] + box["height"] <= 844, box
    assert page.evaluate("document.activeElement.id") == "tools-button"
    assert page.evaluate("navigator.clipboard.readText()").endswith("#peg/hex12?empty=4")


HOSTILE = [
    "<script>alert(1)</script>",
    "peg/<img src=x onerror=alert(1)>",
    "peg/english33?empty=<svg onload=alert(1)>",
    "peg/english33?empty=99",
    "peg/hex12?pegs=10",
    "chess/board",
    "%E0%A4%A",
    "peg/english33?empty=1&empty=2",
    "x" * 13000,
]


@pytest.mark.parametrize("bad", HOSTILE)
def test_hostile_links_show_a_message_and_the_default_puzzle(new_context, base_url_of_site, bad):
    """A bad link shows the default puzzle, or the default position of the board it names
    when its family and variant are good (issue 21: ``peg/english33?empty=99``)."""
    page = new_context().new_page()
    page.goto(base_url_of_site + "#" + bad)
    wait_until_ready(page, solver=False)
    assert page.text_content("#message").startswith("Bad link")
    shown = Session()
    shown.open_link("#" + bad)
    assert fragment(page) == shown.game_id()
    assert page.locator("#board [data-cell]").count() == shown.board().count("data-cell=")
    assert page.locator("img, [onload], [onerror]").count() == 0
    if shown.game_id() == registry.parse(registry.DEFAULT_GAME)[1].game_id():
        assert page.text_content("#message").endswith("Showing the default puzzle.")
        # The page still plays.
        page.click('#board [data-cell="14"]')
        page.click('#board [data-cell="6"]')
        assert counter(page, "moves") == 1
    else:
        assert shown.game_id().startswith(bad.partition("?")[0] + "?") or shown.game_id() == bad.partition("?")[0]
        assert page.text_content("#message").endswith("Showing this puzzle's default position.")


def test_solve_before_the_solver_is_ready_says_so(new_context, base_url_of_site):
    context = new_context()

    def slow_runtime(route):
        time.sleep(3)  # a slow network: the board must not wait for the solver's runtime
        route.continue_()

    context.route(re.compile(r".*/pyodide\.asm\.wasm$"), slow_runtime)
    page = context.new_page()
    page.goto(base_url_of_site + "#peg/hoppers13?empty=6&finish=6")
    wait_until_ready(page, solver=False)
    page.click("#solve")  # asked before the solver is ready: it waits for the solver, then runs
    page.wait_for_function("document.querySelector('#progress').textContent.includes('getting ready')",
                           timeout=2000)
    assert status(page) == "Searching…"
    assert page.get_attribute("body", "data-solver") is None
    click_hole(page, 0)
    click_hole(page, 6)
    assert counter(page, "moves") == 1
    wait_until_ready(page)
    wait_status(page, "For the position you asked about: Solution found: 7 moves")
    assert counter(page, "moves") == 1
    page.click("#undo")  # back where it was asked: the solution is there to follow
    assert status(page) == "Solution found: 7 moves (shortest)."


def test_phone_sized_viewport(new_context, base_url_of_site):
    page = open_on_phone(new_context, base_url_of_site, "peg/english33", 375, 740)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    board = page.locator("#board svg").bounding_box()
    assert board["x"] >= 0 and board["x"] + board["width"] <= 375
    for name in ("Solve", "Hint", "Undo", "Redo", "Tools"):
        assert page.get_by_role("button", name=name).is_visible()
    page.tap("#tools-button")  # the rest one tap away
    for name in ("Restart", "Copy link", "Count", "Prove"):
        assert page.get_by_role("button", name=name).is_visible()
    page.tap("#tools-close")
    page.tap('#board [data-cell="4"]')
    page.tap('#board [data-cell="16"]')
    assert counter(page, "moves") == 1


@pytest.mark.parametrize("game_id", ["slide/fifteen", "flip/square-diagonal", "knight/8x8",
                                     "river/jealous-husbands", "nim?heaps=9,9,9,9,9,9,9,9"])
def test_every_family_fits_a_phone(new_context, base_url_of_site, game_id):
    page = open_on_phone(new_context, base_url_of_site, game_id, 375, 740)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    board = page.locator("#board svg").bounding_box()
    assert board["x"] >= 0 and board["x"] + board["width"] <= 375


def test_an_exact_search_too_large_for_the_browser_is_refused_clearly(app):
    show(app, "peg/english33?empty=16&finish=16")
    app.click("#count")
    app.wait_for_function("document.querySelector('#status').textContent.startsWith('No answer')")
    assert "too large" in status(app) and "32 pegs" in status(app)
    assert app.locator("#cancel").is_disabled()


def test_a_solution_can_be_followed_by_hand_through_a_chain_move(app):
    show(app, "peg/triangle21?empty=6&finish=6")
    app.click("#solve")
    app.wait_for_function("document.querySelector('#status').textContent.startsWith('Solution found')")
    moves = [[int(h) for h in text.split("-")]
             for text in app.eval_on_selector_all("#solution-moves li", "els => els.map(e => e.textContent)")]
    chain = next(i for i, move in enumerate(moves) if len(move) > 2)
    for move in moves[:chain]:
        for hole in move:
            click_hole(app, hole)
    click_hole(app, moves[chain][0])
    click_hole(app, moves[chain][1])  # half-way through the chain move
    assert status(app) == "Following the solution: %d of %d moves played." % (chain, len(moves))
    app.click("#step")  # finishes the chain move
    assert status(app) == "Following the solution: %d of %d moves played." % (chain + 1, len(moves))
    # Leaving the solution keeps it listed; Undo comes back to it.
    other = [int(c) for c in app.eval_on_selector_all("#board .movable", "els => els.map(e => e.dataset.cell)")]
    next_move = moves[chain + 1]
    for peg in other:
        targets_before = app.locator("#board .target").count()
        click_hole(app, peg)
        targets = [int(t) for t in app.eval_on_selector_all("#board .target", "els => els.map(e => e.dataset.cell)")]
        off = [t for t in targets if [peg, t] != next_move[:2]]
        if off:
            click_hole(app, off[0])
            break
    assert status(app) == "You left the solution; Undo goes back to it."
    assert app.locator("#step").is_disabled()
    app.click("#undo")
    assert status(app) == "Following the solution: %d of %d moves played." % (chain + 1, len(moves))
    play_to_one_peg(app)
    assert status(app).startswith(PLAYED_OUT)


def test_hint_marks_every_jump_with_the_moves_left_or_a_cross(app):
    from pages import hint_badges, hint_marks, press_hint
    from puzzles.marks import solution_moves
    from puzzles.peg.solver import hints
    game_id = "peg/triangle15?empty=4&pegs=111111101110111&moves=1&last=4"
    show(app, game_id)
    press_hint(app, "arrow")
    press_hint(app, "badge")
    wait_status(app, "Hints on the board")
    expected = search.run(hints(registry.parse(game_id)[1]))
    numbers = dict(("%d-%d" % tuple(entry[0]), solution_moves(entry)) for entry in expected["hints"])
    best = min(number for number in numbers.values() if number is not None)
    # One badge per peg (its best jump), on the peg: 2-7 loses though 9-7 lands on hole 7 too.
    assert sorted(hint_marks(app)) == sorted([move, number, number == best] for move, number in numbers.items())
    assert sorted(cell for cell, _ in hint_badges(app)) == sorted(int(move.split("-")[0]) for move in numbers)
    dead_peg = expected["dead"][0][0]
    click_hole(app, dead_peg)  # picked up: its only jump is marked lost, on the hole it lands on
    assert app.locator("#board .hint-lost").count() == 1 and len(hint_marks(app)) == 1
    assert hint_badges(app)[0][0] == expected["dead"][0][1]
    assert "\u2715" in app.text_content("#legend")


def test_english33_hints_are_one_per_move_and_green_only_on_the_best(app):
    """Issue 21: after 4-16, 7-9 and 11-9 are best, 23-9 is worse though it lands on hole 9
    too. The first Hint shows one best move by an arrow; the second a badge per legal jump,
    numbered as the command line numbers it, data-best on exactly the fewest."""
    from pages import cli_hints, hint_marks, press_hint
    show(app, "peg/english33")
    click_hole(app, 4)
    click_hole(app, 16)
    game_id = fragment(app)
    expected = cli_hints(game_id)
    legal = ["%d-%d" % tuple(move) for move in registry.view("peg").moves(registry.parse(game_id)[1])]
    assert sorted(expected) == sorted(legal) == ["11-9", "23-9", "7-9"]
    best = min(expected.values())
    press_hint(app, "arrow")
    arrows = hint_marks(app, "arrow")
    assert len(arrows) == 1 and arrows[0][2] and expected[arrows[0][0]] == arrows[0][1] == best
    assert app.locator("#board .hint-badge").count() == 0
    # Its dashes flow (a stylesheet's animation: the CSP allows no inline style).
    assert app.eval_on_selector("#board .hint-arrow-shaft", "e => getComputedStyle(e).animationName") == \
        "hint-arrow-flow"
    assert app.locator("#board [style]").count() == 0
    press_hint(app, "badge")
    shown = hint_marks(app)
    assert sorted(move for move, _, _ in shown) == sorted(legal)
    assert dict((move, number) for move, number, _ in shown) == expected
    assert sorted(move for move, _, is_best in shown if is_best) == sorted(
        move for move, number in expected.items() if number == best)
    assert ["23-9", expected["23-9"], False] in shown and expected["23-9"] > best
    assert app.locator("#board .hint-arrow").count() == 0
    click_hole(app, 23)  # picked up: its one jump, on hole 9, not green
    assert hint_marks(app) == [["23-9", expected["23-9"], False]]
    assert app.locator('#board [data-cell="9"] .hint-badge').count() == 1


def test_the_hint_arrow_keeps_still_for_reduced_motion(new_context, base_url_of_site):
    from pages import press_hint
    page = new_context(reduced_motion="reduce").new_page()
    page.goto(base_url_of_site + "#peg/hoppers13?empty=6&finish=6")
    wait_until_ready(page)
    press_hint(page, "arrow")
    assert page.eval_on_selector("#board .hint-arrow-shaft", "e => getComputedStyle(e).animationName") == "none"


def test_draw_a_board_play_it_and_share_its_link(new_context, base_url_of_site):
    """Issue 11: draw a board in the editor by clicking, play and solve it, copy its link,
    open the link in another browser: the same board."""
    context = new_context(permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.goto(base_url_of_site + "#peg/custom?rows=oooo,oooo&empty=0")
    wait_until_ready(page)
    page.click("#edit")
    assert "peg-editing" in page.get_attribute("#board svg", "class")
    assert page.locator("#board [data-cell]").count() == 4 * 6  # a free cell on every side
    for cell in (19, 20, 21, 22):  # the free row under the board: a third row of holes
        click_hole(page, cell)
    page.wait_for_function("decodeURIComponent(location.hash) === '#peg/custom?rows=oooo,oooo,oooo&empty=0'")
    assert page.locator("#board [data-cell]").count() == 4 * 6  # still under the pointer...
    page.mouse.move(1, 1)  # ... until it leaves the board: the grid grows with the drawing
    page.wait_for_function("document.querySelectorAll('#board [data-cell]').length === 5 * 6")
    # A lone hole is no board yet: the page says why and the link keeps the last board.
    click_hole(page, 0)
    assert message(page).startswith("Not playable yet: hole 0 is on no line of three holes")
    assert fragment(page) == "peg/custom?rows=oooo,oooo,oooo&empty=0"
    for _ in range(2):  # the lone hole, on the same still grid: start hole, none
        click_hole(page, 0)
    assert page.locator("#board [data-cell]").count() == 5 * 6
    choose_option(page, "empty", "1", "peg/custom?rows=oooo,oooo,oooo&empty=1", decoded=True)
    page.click("#edit")
    assert "peg-editing" not in page.get_attribute("#board svg", "class")
    assert counter(page, "pegs-left") == 11
    # Play the first jump by hand, then let the solver finish.
    click_hole(page, 3)
    click_hole(page, 1)
    assert counter(page, "pegs-left") == 10
    page.click("#solve")
    wait_status(page, "Solution found")
    page.click("#to-end")
    wait_status(page, PLAYED_OUT)
    assert counter(page, "pegs-left") == 1
    page.click("#copy-link")
    page.wait_for_function("document.querySelector('#message').textContent.includes('copied')")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link == page.evaluate("location.href") and "peg/custom?rows=oooo,oooo,oooo" in unquote(link)
    other = new_context().new_page()
    other.goto(link)
    wait_until_ready(other, solver=False)
    pegs = "els => els.map(e => e.dataset.cell).join(',')"
    assert other.eval_on_selector_all("#board .peg", pegs) == page.eval_on_selector_all("#board .peg", pegs)
    assert other.locator("#board [data-cell]").count() == 12
    assert other.text_content("#counters") == page.text_content("#counters")
    other.click("#restart")
    assert counter(other, "pegs-left") == 11 and fragment(other) == "peg/custom?rows=oooo,oooo,oooo&empty=1"


def test_in_japanese_the_holes_are_buttons_worded_and_the_cursor_named(new_context, base_url_of_site):
    """?lang=ja: the holes' labels, the picked peg's landing holes, the counters, the buttons
    and a refused click are in Japanese; every hole is a button with the id the board's
    aria-activedescendant points at, and the editor's cells too."""
    page = new_context().new_page()
    page.goto(base_url_of_site + "?lang=ja#peg/hoppers13?empty=6&finish=6")
    wait_until_ready(page, solver=False)
    assert page.get_attribute("#board svg", "role") == "group"
    assert page.get_attribute("#board svg", "aria-label") == "ホッパーズ 13 穴盤、残りのペグ 12 個"
    assert page.get_attribute("#board #cell-6", "aria-label") == "空き穴 6、最後のペグを残す穴"
    assert page.get_attribute("#board #cell-6", "role") == "button"
    assert page.text_content("#solve") == "解く" and page.text_content("#numbers") == "穴番号"
    assert "跳んだ回数" in page.text_content("#counters") and counter(page, "pegs-left") == 12
    position = registry.parse("peg/hoppers13?empty=6&finish=6")[1]
    peg, _, landing = position.legal_jumps()[0]
    click_hole(page, peg)
    assert page.get_attribute("#board #cell-%d" % peg, "aria-label") == "ペグ: 穴 %d、持ち上げています" % peg
    assert page.get_attribute("#board #cell-%d" % landing, "aria-label").startswith(
        "空き穴 %d、持っているペグが着地できます" % landing)
    assert page.get_attribute("#board svg", "data-cursor") == str(peg)
    still = [hole for hole in range(position.board.size) if position.has_peg(hole) and not position.legal_jumps(hole)]
    click_hole(page, peg)  # put down
    click_hole(page, still[0])
    assert message(page) == "穴 %d のペグは跳べません。" % still[0]
    page.focus("#board")
    page.keyboard.press("ArrowRight")
    cursor = page.get_attribute("#board svg", "data-cursor")
    assert page.get_attribute("#board", "aria-activedescendant") == "cell-" + cursor
    page.click("#edit")
    assert page.get_attribute("#board svg", "aria-label").startswith("盤エディタ")
    labels = page.eval_on_selector_all("#board [data-cell]", "els => els.map(e => [e.id, e.getAttribute('role'), "
                                       "e.getAttribute('aria-label')])")
    assert labels and all(role == "button" and id.startswith("cell-") and "列" in label for id, role, label in labels)
