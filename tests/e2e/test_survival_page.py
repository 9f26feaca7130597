"""The page remembers the player and survives what goes wrong: the last game resumes, a link
wins over it, stored junk or broken storage is ignored, and a solver worker that dies or
never starts is said in words and replaced, so the next Solve works."""

import gzip
import json
import re

import build  # noqa: E402  (scripts/, put on the path by conftest)
from conftest import wait_until_ready
from puzzles import registry
from pages import counter, fragment, long_search_position, status, wait_status

KEY = "puzzle-workbench/v1/"


def click(page, cell):
    page.click('#board [data-cell="%d"]' % cell)


def test_a_visit_without_a_link_resumes_the_last_game_and_a_link_wins(new_context, base_url_of_site):
    context = new_context()
    page = context.new_page()
    page.goto(base_url_of_site + "#peg/hoppers13?empty=6")
    wait_until_ready(page)
    page.click("#solve")
    wait_status(page, "Solution found")
    page.select_option("#speed", "fast")  # Play all's speed, beside the solution
    click(page, 0)
    click(page, 6)
    played = fragment(page)
    assert json.loads(page.evaluate("k => localStorage.getItem(k)", KEY + "game")) == played
    again = context.new_page()
    again.goto(base_url_of_site)
    wait_until_ready(again, solver=False)
    assert fragment(again) == played and counter(again, "moves") == 1
    assert again.eval_on_selector("#speed", "s => s.value") == "fast"
    linked = context.new_page()
    linked.goto(base_url_of_site + "#slide/six")
    wait_until_ready(linked, solver=False)
    assert fragment(linked) == "slide/six"


def test_stored_junk_is_ignored_and_replaced(new_context, base_url_of_site):
    context = new_context()
    page = context.new_page()
    default = registry.parse(registry.DEFAULT_GAME)[1].game_id()
    for game, speed in (("{not json", '"warp"'), (json.dumps("peg/<img src=x onerror=alert(1)>"), "[1, 2]")):
        page.goto(base_url_of_site)
        wait_until_ready(page, solver=False)
        page.evaluate("([key, game, speed]) => { localStorage.setItem(key + 'game', game);"
                      " localStorage.setItem(key + 'speed', speed); location.hash = ''; }", [KEY, game, speed])
        page.goto(base_url_of_site)  # a visit without a link: the junk is ignored
        wait_until_ready(page, solver=False)
        assert fragment(page) == default and page.text_content("#message") == ""
        assert page.eval_on_selector("#speed", "s => s.value") == "normal"
        assert page.locator("img").count() == 0
        assert json.loads(page.evaluate("k => localStorage.getItem(k)", KEY + "game")) == default


def test_the_page_works_when_storage_throws(new_context, base_url_of_site):
    context = new_context()
    context.add_init_script("""
        Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
        Storage.prototype.getItem = () => { throw new DOMException('off', 'SecurityError'); };
    """)  # storage full, and turned off
    page = context.new_page()
    page.goto(base_url_of_site + "#peg/hoppers13?empty=6&finish=6")
    wait_until_ready(page)
    click(page, 0)
    click(page, 6)
    assert counter(page, "moves") == 1
    page.click("#undo")
    page.click("#solve")
    wait_status(page, "Solution found: 7 moves")



def unwatched_context(browser, origin):
    """A context for tests where errors are the point (a worker killed, a runtime file
    missing): the console errors they cause are expected; requests elsewhere are not."""
    context = browser.new_context()
    elsewhere = []
    context.on("request", lambda request: None if request.url.startswith(origin) or request.url.startswith(
        ("data:", "blob:")) else elsewhere.append(request.url))
    context.elsewhere = elsewhere
    return context


def test_a_solver_that_cannot_start_is_said_and_the_board_plays(browser, origin, base_url_of_site):
    context = unwatched_context(browser, origin)
    context.add_init_script("globalThis.solverTimeLimits = {start: 3000};")
    context.route(re.compile(r".*/pyodide\.asm\.wasm$"), lambda route: route.fulfill(status=404, body="gone"))
    page = context.new_page()
    page.goto(base_url_of_site + "#peg/hoppers13?empty=6&finish=6")
    wait_until_ready(page, solver=False)
    page.wait_for_function(
        "document.querySelector('#progress').textContent.startsWith('The solver could not start')",
        timeout=30000)
    page.click("#solve")  # answered at once, in words: no "Searching…" for ever
    assert status(page).startswith("No answer: the solver could not start")
    click(page, 0)
    click(page, 6)
    assert counter(page, "moves") == 1
    assert not context.elsewhere
    context.close()


def test_a_board_that_cannot_start_says_what_failed(browser, origin, base_url_of_site, tmp_path):
    # The page's modules come precompiled in one image (scripts/build.py), which may be
    # missing, junk, a gzip of junk, or an image without the page's main module.
    image = r".*/page-modules\.romfs\.gz$"
    (tmp_path / "empty").mkdir()
    for missing, why, body in ((r".*/micropython\.wasm$", "wasm", None),
                               (image, "page-modules.romfs.gz", None), (image, "", b"junk"),
                               (image, "", gzip.compress(b"not a file system image" * 10)),
                               (image, "", gzip.compress(build.romfs_image(tmp_path / "empty")))):
        context = unwatched_context(browser, origin)
        context.add_init_script("globalThis.pageStartLimitMs = 5000;")
        if body is None:
            context.route(re.compile(missing), lambda route: route.fulfill(status=404, body="gone"))
        else:
            context.route(re.compile(missing), (lambda served: lambda route: route.fulfill(status=200, body=served))(body))
        page = context.new_page()
        page.goto(base_url_of_site + "#slide/six")
        page.wait_for_selector("body[data-ready=failed]", state="attached", timeout=20000)
        text = page.text_content("#board")
        assert text.startswith("The board could not start (") and why in text, text
        assert page.text_content("#verdict") == page.text_content("#status") == ""
        assert "Loading the board" not in text and not context.elsewhere
        context.close()


def test_a_missing_page_js_is_said_in_words(browser, origin, base_url_of_site):
    # Issue 25: without static/page.js (a 404) the board said "Loading the board…" for ever.
    for lang, said in (("", "The board could not start (a script failed: static/page.js)"),
                       ("?lang=ja", "盤を起動できませんでした（スクリプトが失敗しました: static/page.js）")):
        context = unwatched_context(browser, origin)
        context.route(re.compile(r".*/static/page\.js$"), lambda route: route.fulfill(status=404, body="gone"))
        page = context.new_page()
        page.goto(base_url_of_site + lang + "#slide/six")
        page.wait_for_selector("body[data-ready=failed]", state="attached", timeout=30000)
        text = page.text_content("#board")
        assert text.startswith(said), text
        assert page.text_content("#verdict") == page.text_content("#status") == ""  # no game, no "Asking the solver…"
        assert "Loading the board" not in text and not context.elsewhere
        assert not page.locator(".py-error").is_visible()  # the stop's traceback is not shown
        context.close()


def test_a_lab_that_cannot_load_says_so_and_the_board_plays(browser, origin, base_url_of_site):
    # Issue 25: static/lab.js is imported when the Lab first opens (or once the board is
    # interactive); missing, the Lab says so and the rest of the page plays on.
    context = unwatched_context(browser, origin)
    context.route(re.compile(r".*/static/lab\.js$"), lambda route: route.fulfill(status=404, body="gone"))
    page = context.new_page()
    page.goto(base_url_of_site + "#lab/slide/six")
    wait_until_ready(page)
    page.wait_for_function("document.querySelector('#lab-message').textContent.startsWith('The Lab could not load')")
    # Issue 37: it read "The Lab could not load ((<JsProxy 72>, 'TypeError', 'Failed to fetch…'))".
    assert page.text_content("#lab-message").startswith("The Lab could not load (static/lab.js). Check the connection")
    assert page.is_visible("#lab") and page.is_disabled("#lab-run")
    page.click("#solve")
    wait_status(page, "Solution found: 15 moves")
    assert not context.elsewhere
    context.close()
