"""The page on a phone and in a player's words (issue 21): each family's first puzzle shows
its whole board and its main actions on the first screen of a 390x844 and a 320x568 phone,
in English and Japanese; the tools are one tap away in a sheet, the help behind "?"; stepping
through a solution never moves the board out of view; no source's seed number and no
solver internals on show; the tab's title names the puzzle."""

import re

import pytest

from conftest import wait_until_ready
from pages import show, wait_status
from puzzles import registry

PHONES = [(390, 844), (320, 568)]
FIRST_PUZZLES = [(family, items[0][0]) for family, _, items in registry.menu()]


def open_phone(new_context, url, size, language="en"):
    width, height = size
    page = new_context(viewport={"width": width, "height": height}, is_mobile=True, has_touch=True,
                       locale="ja-JP" if language == "ja" else "en-US").new_page()
    page.goto(url)
    wait_until_ready(page, solver=False)
    return page


def box(page, selector):
    return page.locator(selector).bounding_box()


def inside_viewport(page, selector):
    """Whether the element's box lies wholly inside the viewport (and is shown)."""
    found = box(page, selector)
    size = page.viewport_size
    return found is not None and found["width"] > 0 and found["height"] > 0 and \
        found["x"] >= 0 and found["y"] >= 0 and \
        found["x"] + found["width"] <= size["width"] + 0.5 and found["y"] + found["height"] <= size["height"] + 0.5


def main_actions(family):
    """The ids a family's first screen must show: Undo, Solve (Nim: Best move), and Hint."""
    _, position = registry.parse([items[0][0] for f, _, items in registry.menu() if f == family][0])
    ids = {action["id"] for action in registry.view(family).actions(position)}
    return ["undo"] + [name for name in ("solve", "best", "hint") if name in ids]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", PHONES, ids=["390x844", "320x568"])
def test_the_first_visit_shows_the_board_and_its_main_actions_without_scrolling(new_context, base_url_of_site,
                                                                                size, language):
    page = None
    for family, game_id in FIRST_PUZZLES:
        url = base_url_of_site + "#" + game_id
        if page is None:
            page = open_phone(new_context, url, size, language)
        else:  # a fresh visit: nothing stored, the page at its top
            page.evaluate("localStorage.clear()")
            page.goto("about:blank")
            page.goto(url)
            wait_until_ready(page, solver=False)
        assert page.evaluate("scrollY") == 0
        wanted = main_actions(family)
        assert "undo" in wanted and ("solve" in wanted or "best" in wanted)
        for name in ["board"] + wanted:
            assert inside_viewport(page, "#" + name), "%s %s: #%s is not on the first screen (%s)" % (
                game_id, size, name, box(page, "#" + name))
        # The rest is one tap away: the tools are a closed sheet, the help a closed dialog.
        assert page.locator("#tools").is_hidden() and inside_viewport(page, "#tools-button")
        assert not page.evaluate("document.querySelector('#help').open")
        assert inside_viewport(page, "#help-button")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_nim_s_biggest_deal_keeps_its_main_actions_on_a_small_phone_s_first_screen(new_context, base_url_of_site,
                                                                                   language):
    # Nim's first visit deals 1..10 stones a heap at random: three heaps of ten, on a 320 px
    # phone in the longer language too, still show the board, Undo and Best move at once
    # (the sizes under the heaps' names leave room for five stones a line).
    page = open_phone(new_context, base_url_of_site + "#nim?heaps=10,10,10", (320, 568), language)
    for name in ["board"] + main_actions("nim"):
        assert inside_viewport(page, "#" + name), "#%s is not on the first screen (%s)" % (name, box(page, "#" + name))
    sizes = page.locator("#board svg .nim-size").all_text_contents()
    assert sizes == ["10", "10", "10"]


def test_the_tools_sheet_opens_and_closes_and_runs_an_action(new_context, base_url_of_site):
    page = open_phone(new_context, base_url_of_site + "#slide/eight", (320, 568))
    wait_until_ready(page)
    assert page.locator("#analyse").is_hidden() and page.locator("#language").is_hidden()
    page.click("#tools-button")
    assert page.get_attribute("#tools-button", "aria-expanded") == "true"
    for name in ("#analyse", "#shuffle", "#restart", "#copy-link", "#zoom", "#language"):
        assert page.locator(name).is_visible(), name
    page.keyboard.press("Escape")
    assert page.locator("#tools").is_hidden()
    assert page.get_attribute("#tools-button", "aria-expanded") == "false"
    page.click("#tools-button")
    page.click("#tools-close")
    assert page.locator("#tools").is_hidden()
    page.click("#tools-button")
    page.click("#analyse")  # an action run from the sheet closes it: its answer shows
    assert page.locator("#tools").is_hidden()
    page.wait_for_selector("#analysis-positions li", timeout=60000)


def test_the_help_opens_behind_the_question_mark_on_a_phone(new_context, base_url_of_site):
    from puzzles import help_text
    page = open_phone(new_context, base_url_of_site + "#river/wolf-goat-cabbage", (390, 844))
    assert not page.evaluate("document.querySelector('#help').open")
    page.click("#help-button")
    assert page.evaluate("document.querySelector('#help').open")
    first = page.eval_on_selector_all("#help-body .help-first p", "els => els.map(e => e.textContent)")
    assert first == help_text.first_screen("river", "en")
    # The goal of the puzzle on show, as wide as the sheet; one move drawn before and after.
    goal = page.locator("#help-body .goal-figure .goal svg")
    assert goal.count() == 1 and "far bank" in goal.get_attribute("aria-label")
    assert page.text_content("#help-body .goal-figure figcaption").startswith("Wolf, goat and cabbage")
    sheet = box(page, "#help")
    assert box(page, "#help-body .goal-figure .goal")["width"] >= sheet["width"] - 40
    assert page.locator("#help-body .move-figure .goal svg").count() == 2
    assert page.locator("#help-body [id^='cell-']").count() == 0
    page.keyboard.press("Escape")
    assert not page.evaluate("document.querySelector('#help').open")


def smallest(page, selector):
    """The smallest height, in CSS px, of the board's elements matching ``selector``."""
    return page.eval_on_selector_all("#board " + selector,
                                     "els => Math.min(...els.map(e => e.getBoundingClientRect().height))")


def test_on_a_small_phone_river_people_are_big_enough_to_tap(new_context, base_url_of_site):
    """On a 320 px phone the river is drawn for the board's width: its people are at least
    28 px tall (they were 20), a tap boards one, and the boat crosses."""
    page = open_phone(new_context, base_url_of_site + "#river/jealous-husbands", (320, 568))
    for game_id in registry.presets():
        if not game_id.startswith("river/"):
            continue
        show(page, game_id)
        page.wait_for_function("n => document.querySelectorAll('#board .river-person').length === n",
                               arg=len(registry.parse(game_id)[1].problem.people))
        assert smallest(page, ".river-person rect") >= 28, game_id
        assert inside_viewport(page, "#board") and inside_viewport(page, "#solve"), game_id
    show(page, "river/missionaries")
    page.wait_for_selector("#board svg[aria-label^='Missionaries']")
    page.tap("#cell-0")
    page.tap("#cell-3")
    page.tap("#cell-6")  # the boat
    page.wait_for_function("document.querySelector('#counter-crossings').textContent === '1'")


def test_a_wide_board_on_a_small_phone_zooms_to_holes_big_enough_to_tap(new_context, base_url_of_site):
    """A board 15 holes wide fits a 320 px phone only with small holes: Zoom (in Tools)
    draws it bigger, the board's box scrolls, and a tap on a zoomed hole still plays."""
    rows = ",".join(["o" * 15] * 3)
    page = open_phone(new_context, base_url_of_site + "#peg/custom?rows=%s&empty=7" % rows, (320, 568))
    fitted = smallest(page, "circle.socket")
    assert fitted < 28  # the whole board on screen, each hole small
    page.click("#tools-button")
    page.select_option("#zoom", "2")
    page.keyboard.press("Escape")
    assert smallest(page, "circle.socket") >= 28 > fitted
    assert page.evaluate("(b => b.scrollWidth > b.clientWidth)(document.querySelector('#board'))")
    for cell in (37, 7):  # peg 37 jumps over 22 into the empty hole 7
        page.locator("#cell-%d" % cell).scroll_into_view_if_needed()
        page.tap("#cell-%d" % cell)
    page.wait_for_function("document.querySelector('#cell-7').classList.contains('peg')")
    assert "peg" not in page.get_attribute("#cell-22", "class").split()


def test_stepping_through_a_solution_keeps_the_board_in_view(new_context, base_url_of_site):
    for size in PHONES:
        page = open_phone(new_context, base_url_of_site + "#slide/fifteen", size)
        wait_until_ready(page)
        page.click("#solve")
        wait_status(page, "Solution found", timeout=120000)
        for _ in range(5):
            page.click("#step")
            assert inside_viewport(page, "#board"), (size, box(page, "#board"), page.evaluate("scrollY"))
        assert page.text_content("#status").startswith("Following the solution: 5 of")
        # The list scrolls in its own box, never the page.
        assert page.evaluate("getComputedStyle(document.querySelector('#solution-moves')).overflowY") == "auto"
        # Played out: its last move is in the list's view (nothing marks a next one then).
        page.click("#to-end")
        page.wait_for_selector("#to-end:disabled")
        shown = page.evaluate("""() => { const list = document.getElementById('solution-moves');
            const last = list.lastElementChild.getBoundingClientRect(), box = list.getBoundingClientRect();
            return [list.scrollHeight > list.clientHeight, last.top >= box.top - 1 && last.bottom <= box.bottom + 1]; }""")
        assert shown == [True, True], (size, shown)


def test_a_desktop_board_is_the_largest_thing_on_screen(new_context, base_url_of_site):
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(base_url_of_site + "#peg/english33")
    wait_until_ready(page, solver=False)
    board = box(page, "#board")
    for other in ("#tools", ".side", "header"):
        found = box(page, other)
        assert board["width"] * board["height"] > found["width"] * found["height"], other
    assert inside_viewport(page, "#board") and inside_viewport(page, "#undo") and inside_viewport(page, "#solve")
    assert page.locator("#tools-button").is_hidden() and page.locator("#count").is_visible()


SEED = re.compile(r"seed 00[0-9]|出典 00[0-9]", re.I)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_seed_numbers_and_the_title_names_the_puzzle(new_context, base_url_of_site, language):
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(base_url_of_site + "?lang=%s#peg/triangle21" % language)
    wait_until_ready(page, solver=False)
    titles = {"en": "Triangle 21 — Puzzle workbench", "ja": "変形三角盤 — パズル工作室"}
    assert page.title() == titles[language]
    for family, items in [(family, items) for family, _, items in registry.menu()]:
        for game_id, _ in items[:3]:
            show(page, registry.parse(game_id)[1].game_id())
            page.click("#help-button")
            for section in page.locator("#help-body details").all():
                section.evaluate("e => e.open = true")
            text = page.evaluate("document.body.innerText") + page.title()
            assert not SEED.search(text), (game_id, SEED.search(text).group(0))
            page.keyboard.press("Escape")
            assert page.title().endswith(titles[language].split(" — ")[1])
            assert page.title() != titles[language].split(" — ")[1]  # a puzzle's name first
    show(page, "knight/4x4?cut=0,3,12,15&closed=1&start=1")
    assert page.title() == {"en": "Knight's tour 4 x 4 without corners (closed) — Puzzle workbench",
                            "ja": "騎士の巡歴 四隅のない 4 x 4(閉じた巡歴) — パズル工作室"}[language]


def test_progress_in_plain_words_and_the_solvers_internals_behind_details(new_context, base_url_of_site):
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(base_url_of_site + "#peg/english33?empty=16")
    wait_until_ready(page)
    page.click("#quick")
    page.wait_for_function("document.querySelector('#progress-detail').textContent.includes('positions searched')",
                           timeout=60000)
    line = page.text_content("#progress")
    assert re.fullmatch(r"Searching: [\d,]+ positions, \d+ s", line), line
    assert page.locator("#progress-detail").is_hidden()  # behind Details, closed
    page.click("#progress-details summary")
    assert page.locator("#progress-detail").is_visible()
    wait_status(page, "Solution found")
    # A finished search's cost is a detail too: not on the progress line.
    assert "in the solver" not in page.text_content("#progress")
    assert "in the solver" in page.text_content("#progress-detail")


def test_the_hardest_positions_are_small_boards_with_their_move_counts(new_context, base_url_of_site):
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(base_url_of_site + "#slide/eight")
    wait_until_ready(page)
    page.click("#analyse")
    page.wait_for_selector("#analysis-positions li", timeout=60000)
    items = page.locator("#analysis-positions li")
    assert items.count() == 2
    for index in range(2):
        item = items.nth(index)
        assert item.locator(".moves").text_content() == "31 moves to solve"
        assert item.locator(".thumb svg").count() == 1
        assert item.locator("a").get_attribute("href").startswith("#slide/eight")
    shown = page.evaluate("document.querySelector('#analysis').innerText")
    assert "slide/eight?" not in shown and "31 moves to solve" in shown


def test_the_lab_from_the_tools_sheet_is_shown_where_the_sheet_was(new_context, base_url_of_site):
    """Tools -> Lab on a phone: the sheet closes and the Lab is on screen, its method menu
    focused (the sheet gave the focus back to the Tools button, which scrolled the page back)."""
    page = open_phone(new_context, base_url_of_site + "#peg/triangle15?empty=0", (390, 844))
    wait_until_ready(page)
    page.click("#tools-button")
    page.click("#lab-button")
    assert page.locator("#tools").is_hidden()
    page.wait_for_timeout(500)
    assert abs(page.evaluate("document.getElementById('lab').getBoundingClientRect().top")) < 10
    assert page.evaluate("document.activeElement.id") == "lab-method"
