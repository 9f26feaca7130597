"""The Lab on the page (issues 23 and 24), in Chromium: opened from a link it shows a method's
program; Run answers (checked against the site's own solver) with a per-depth chart and puts
the solution on the board; an edited program (its lower bound taken out) gives the same
answer with more positions, side by side with the original; Cancel ends an endless loop
within a second and the lab (and Solve) answer again; bad programs each get a clear message
with their line marked; code in a link is shown, not run; a link past the size limit is
refused; Japanese too."""

import os
import time

from lab_pages import (GAME, METHOD, code, fewest_moves, lab_message, open_lab, positions, program, row, run,
                       set_code, wait_lab_ready, without_bound)
from pages import run_search
from puzzles import lab_link


def test_the_lab_opens_from_a_link_runs_and_plays_the_answer(app):
    app.evaluate("scrollTo(0, 0)")
    open_lab(app)
    assert code(app) == program()
    # A Lab link is followed to see the Lab: it is scrolled into view.
    assert -2 <= app.evaluate("document.querySelector('#lab').getBoundingClientRect().top") < app.evaluate("innerHeight")
    assert app.locator("#lab-notice").is_hidden()  # the site's own program: no notice
    assert app.locator("#lab-results table").count() == 0  # nothing runs by itself
    run(app)
    fewest = fewest_moves(GAME)
    result = row(app, METHOD)
    assert result["answer"] == "%d moves" % fewest
    assert positions(result["positions"]) > 0
    assert result["time"].endswith(" s")
    assert "SBCL" in result["published"]  # the page's own timing and machine beside ours
    bars = app.locator('#lab-results tr[data-method="%s"] td.chart svg .bar' % METHOD)
    assert bars.count() >= 2  # positions at each depth of the deepening
    # The solution is on the board, as Solve's would be, and plays out.
    assert app.locator("#solution-moves li").count() == fewest
    app.click("#to-end")
    app.wait_for_function("document.querySelector('#counter-pegs-left').textContent === '1'")


def test_an_edited_program_runs_beside_the_original(app):
    open_lab(app)
    set_code(app, program())
    run(app)
    original = row(app, METHOD)
    set_code(app, without_bound())
    app.wait_for_selector("#lab-reset:not([disabled])")
    run(app)
    edited = row(app, METHOD + "-edited")
    assert edited["answer"] == original["answer"]
    assert positions(edited["positions"]) > positions(original["positions"])
    assert edited["method"].endswith("(edited)")
    assert row(app, METHOD)["answer"] == original["answer"]  # both rows side by side
    # Compare runs the edited program and the family's methods on the same position.
    app.click("#lab-compare")
    app.wait_for_function("""() => {
        const rows = document.querySelectorAll('#lab-results tr[data-method]');
        return rows.length >= 2 && !document.querySelector('#lab-results').textContent.includes('running');
    }""", timeout=120000)
    if app.is_enabled("#lab-cancel"):  # more methods than we wait for: stop them
        app.click("#lab-cancel")
    assert row(app, METHOD + "-edited")["answer"] == original["answer"]
    # The edit is kept on the device; Reset brings the original back.
    app.reload()
    app.wait_for_selector("body[data-ready=board]", state="attached", timeout=30000)
    open_lab(app)
    assert code(app) == without_bound()
    app.click("#lab-reset")
    assert code(app) == program()
    app.reload()
    app.wait_for_selector("body[data-ready=board]", state="attached", timeout=30000)
    open_lab(app)
    assert code(app) == program()


def named(worker):
    try:
        return worker.evaluate("self.name")
    except Exception:  # a worker that ended meanwhile
        return None


def test_cancel_ends_an_endless_loop_within_a_second(app):
    open_lab(app)
    set_code(app, "def solve(position, progress):\n    while True:\n        pass\n")
    wait_lab_ready(app)
    [looping] = [worker for worker in app.workers if named(worker) == "lab"]
    closed = []
    looping.on("close", lambda worker: closed.append(time.monotonic()))
    app.click("#lab-run")
    app.wait_for_timeout(1500)  # it loops
    assert app.is_enabled("#lab-cancel")
    pressed = time.monotonic()
    app.click("#lab-cancel")
    app.wait_for_function("document.getElementById('lab-cancel').disabled", timeout=1000)
    assert time.monotonic() - pressed < 1  # the page is free again within a second
    # The looping worker was terminated. (Chromium tells a test that a worker closed about two
    # seconds after its terminate(), even for a plain JavaScript loop: hence 5 s here.)
    while not closed and time.monotonic() - pressed < 5:
        app.wait_for_timeout(50)
    assert closed, "the looping worker still runs"
    assert lab_message(app) == "Run cancelled."
    # The lab runs again (a fresh worker), and the site's own solver still answers.
    set_code(app, program())
    run(app)
    assert row(app, METHOD)["answer"] == "%d moves" % fewest_moves(GAME)
    assert run_search(app, "#solve", "Solution found").startswith("Solution found")


BAD_PROGRAMS = (
    # (program, its line to mark or None, words the message must hold)
    ("def solve(position, progress):\n    x = (\n    return None\n", 2, "syntax error"),
    ("def solve(position, progress):\n    heaps = []\n    return heaps[3]\n", 3, "IndexError"),
    ("def solve(position, progress):\n    return [[0, 14]]\n", None, "move 1 of the solution"),
)


def test_bad_programs_get_a_clear_message_and_their_line_marked(app):
    open_lab(app)
    for text, line, words in BAD_PROGRAMS:
        set_code(app, text)
        run(app)
        said = lab_message(app)
        assert words in said, said
        if line is not None:
            assert "line %d" % line in said
            assert app.evaluate("labEditor.marked()") == line
    # A program that allocates until memory runs out: a message, and the lab goes on.
    set_code(app, "def solve(position, progress):\n    hoard = b'x'\n    while True:\n        hoard = hoard + hoard\n")
    run(app, timeout=120000)
    assert "emory" in lab_message(app), lab_message(app)
    set_code(app, program())
    run(app)
    assert row(app, METHOD)["answer"] == "%d moves" % fewest_moves(GAME)


def test_code_from_a_link_is_shown_and_runs_only_on_run(app):
    text = without_bound() + "\n# shared by a friend\n"
    game = "peg/triangle15?empty=3"  # a position with no results on show yet
    open_lab(app, game, packed=lab_link.pack(text))
    app.wait_for_function("t => labEditor.text() === t", arg=text, timeout=10000)
    assert app.locator("#lab-notice").is_visible()
    assert "not run" in app.text_content("#lab-notice")
    app.wait_for_timeout(1000)
    assert app.locator("#lab-results table").count() == 0  # not run
    assert app.is_disabled("#lab-cancel")
    run(app)
    assert row(app, METHOD + "-edited")["answer"] == "%d moves" % fewest_moves(game)
    # Copy link makes a link that opens the same code.
    app.click("#lab-copy-link")
    app.wait_for_selector("#lab-link:not([hidden])")
    link = app.input_value("#lab-link")
    assert lab_link.PREFIX in link
    assert lab_link.unpack(link.split(lab_link.SEPARATOR)[-1]) == text


def test_a_link_past_the_size_limit_is_refused(app):
    packed = lab_link.pack(os.urandom(lab_link.MAX_PACKED).hex())
    assert len(packed) > lab_link.MAX_PACKED
    open_lab(app, packed=packed)
    said = lab_message(app)
    assert "a link may hold %d" % lab_link.MAX_PACKED in said, said
    assert code(app) == program()  # the method's own program, not the link's
    assert app.locator("#lab-notice").is_hidden()


def test_the_lab_in_japanese(new_context, base_url_of_site):
    page = new_context().new_page()
    page.goto(base_url_of_site + "?lang=ja" + lab_link.join(GAME, METHOD))
    page.wait_for_selector("#lab:not([hidden])", timeout=30000)
    wait_lab_ready(page)
    assert page.text_content("#lab-title") == "ラボ"
    assert page.text_content("#lab-run") == "実行"
    run(page)
    assert row(page, METHOD)["answer"] == "%d 手" % fewest_moves(GAME)
    set_code(page, "def solve(position, progress):\n    return 1 // 0\n")
    run(page)
    assert "ZeroDivisionError" in lab_message(page)


def test_the_lab_on_a_small_phone_never_widens_the_page(new_context, base_url_of_site):
    """On a 320 px phone the method's long name and the results table stay inside the page:
    the table scrolls sideways in its own box; the editor leaves room to scroll past it."""
    page = new_context(viewport={"width": 320, "height": 568}).new_page()
    page.goto(base_url_of_site + lab_link.join(GAME, METHOD))
    page.wait_for_selector("#lab:not([hidden])", timeout=30000)
    wait_lab_ready(page)
    page_width = "document.documentElement.scrollWidth"
    assert page.evaluate(page_width) <= 320
    assert page.evaluate("document.getElementById('lab-method').getBoundingClientRect().right") <= 320
    run(page)
    assert row(page, METHOD)["answer"] == "%d moves" % fewest_moves(GAME)
    assert page.evaluate(page_width) <= 320
    results = page.evaluate("""() => { const box = document.getElementById('lab-results');
        return [box.getBoundingClientRect().right, box.scrollWidth, box.clientWidth]; }""")
    assert results[0] <= 320
    assert results[1] > results[2]  # wider than the phone: it scrolls in its box
    assert page.evaluate("document.getElementById('lab-editor').getBoundingClientRect().height") < 568 * .7


def test_the_editor_is_the_text_box_until_the_reader_reaches_for_it(new_context, base_url_of_site):
    """CodeMirror is loaded when the reader reaches for the program (issue 38: its modules and
    first view were a phone's longest tasks at the start), with the text box's text, caret
    and focus, in the same place; a line marked before it came is marked in it."""
    from conftest import wait_until_ready

    context = new_context()
    page = context.new_page()
    page.goto(base_url_of_site + "#lab/peg/triangle21")
    wait_until_ready(page, solver=False)
    wait_lab_ready(page)
    page.wait_for_timeout(2500)  # (before, CodeMirror came in idle time, at most 2 s later)
    assert page.get_attribute("#lab-editor", "data-editor") == "plain"
    assert page.locator(".lab-cm-host").count() == 0
    assert page.evaluate("[...document.scripts].concat([...document.querySelectorAll('link')])"
                         ".every(e => !/codemirror/.test(e.src || e.href || ''))")
    # A program with an error, run before the editor came: its line is named, and kept.
    bad, line, _ = BAD_PROGRAMS[1]
    set_code(page, bad)
    # Run by the keyboard: the run's end scrolls its message into view, which would bring the
    # editor under a pointer resting on Run (a pointer over it brings CodeMirror too).
    page.focus("#lab-run")
    page.keyboard.press("Enter")
    page.wait_for_selector("#lab-cancel[disabled]", state="attached", timeout=90000)
    assert "line %d" % line in lab_message(page)
    assert page.evaluate("labEditor.marked()") == line
    assert page.get_attribute("#lab-editor", "data-editor") == "plain"
    text = code(page)
    before = page.locator("#lab-code").bounding_box()
    # The keyboard reaches it (its caret put after "def "), and types on in CodeMirror.
    page.evaluate("() => { const box = document.getElementById('lab-code'); box.focus(); box.setSelectionRange(4, 4); }")
    page.wait_for_selector("#lab-editor[data-editor=codemirror]", timeout=30000)
    assert page.evaluate("document.activeElement.classList.contains('lab-cm-host')")
    page.keyboard.type("my_")
    assert code(page) == text[:4] + "my_" + text[4:]
    after = page.locator(".lab-cm-host").bounding_box()
    assert abs(after["y"] - before["y"]) <= 1 and abs(after["height"] - before["height"]) <= 2, (before, after)
    assert page.locator("#lab-code").is_hidden()
    assert page.evaluate("labEditor.marked()") == line  # drawn in CodeMirror now
    assert page.evaluate("document.querySelector('.lab-cm-host').shadowRoot"
                         ".querySelectorAll('.cm-line.lab-error-line').length") == 1
    context.close()
