"""Hostile programs against Watch's recording (issue 34: "a program that sends malformed or
endless events is cut off with a message in words and the page keeps working"), in Chromium
with the Lab's real worker, each edited in the Lab's editor and Watched as a reader would.

- A flood through the events API: a million visits and cuts as fast as Python goes, with huge
  texts as moves and reasons, NaN and infinite depths and bounds, deeply nested moves, a ``key``
  that is not a game id. Watch keeps its 50,000 events, says "the first 50,000 of ..." and what
  the recording left out, in words; its controls step through what was kept.
- Forged batches straight to the page (past the worker's Python checks, as a program that
  reaches the worker's ``_trace`` can send): 80,000 events with a line past the end of the
  program, keys that are not game ids, moves of 1,000 characters, depths that are texts. The
  page keeps 50,000, counts the rest as left out, draws a position of the game for each event.
- A forged batch of millions of items: refused, in words, before it reaches the page.
- An endless flood: Cancel ends it at once, and "Back to the game" shows the game again.

Throughout, the page's main thread answers: its longest task stays under test_hostile_lab_page's
limit (a PerformanceObserver installed before the Watch)."""

import pytest
from lab_pages import GAME, open_lab, set_code
from puzzles import registry
from test_hostile_lab_page import LONGEST_MS, LONGTASKS, program

FLOOD_BODY = '''
big = "m" * 1000000
nested = []
for _ in range(200):
    nested = [nested]
odd = [(0, None, None, None), (1, big, None, None), (1, [1, 2], float("nan"), None),
       (1, nested, float("inf"), None), (1, 5, 1e308 * 10, "not a game id"), (float("nan"), 1, None, None),
       (10 ** 12, 1, None, None), (-1, 1, None, None), (1, {"a": 1}, None, "x" * 100000), ("deep", 1, None, None)]
progress.iteration(7)
for i in range(ROUNDS):
    depth, move, h, key = odd[i % len(odd)]
    progress.visit(depth, move=move, h=h, key=key)
    progress.cut(1, big, bound=float("nan"), value=1e308 * 10, move=nested)
return None'''
FLOOD = program(FLOOD_BODY.replace("ROUNDS", "500000"))

FORGED = program('''
trace = __main__._trace
rid = run_id()
def event(i):
    kind = i % 8
    if i == 0 or kind == 0:
        return {"event": "visit", "depth": 0, "move": None, "line": 10 ** 6}
    if kind == 1:
        return {"event": "visit", "depth": 1, "parent": 0, "move": [i % 15, 3], "key": "not a game id", "line": 3}
    if kind == 2:
        return {"event": "visit", "depth": 1, "parent": 0, "move": "m" * 1000}
    if kind == 3:
        return {"event": "cut", "depth": 1, "parent": 0, "reason": {"text": "{a:>999999999}" * 20,
                "values": {"a": "q" * 1000, "B-ad": 1}}, "bound": 1e308, "value": -1e308, "line": -5}
    if kind == 4:
        return {"event": "iteration", "bound": "Infinity", "line": 2 ** 40}
    if kind == 5:
        return {"event": "visit", "depth": "NaN", "move": 1}
    if kind == 6:
        return {"event": "found", "depth": 1, "moves": [[1, 2]] * 10001 if i == 6 else [[1, 2]]}
    return {"event": "layer", "depth": 3, "size": -7, "line": 1.5}
for start in range(0, 80000, 2000):
    trace(json.dumps({"id": rid, "start": start, "events": [event(start + j) for j in range(2000)]}))
return None''')

# One batch of 2,000 events of 10,001 moves each (millions of items): the worker refuses it before
# it crosses to the page (copying it there took the page's main thread 8.7 s).
HUGE_BATCH = program('''
found = {"event": "found", "depth": 1, "moves": [[1, 2]] * 10001}
__main__._trace(json.dumps({"id": run_id(), "start": 0, "events": [found] * 2000}))
return None''')

# Forged bytes for the worker's marshal reader (puzzles/lab_trace.py's wire; lab-worker.mjs's
# unmarshal and rowsOf): none empty, zeros, cut short, nested 50 deep, an unknown kind, version 4
# (references): each dropped in the worker; then two well-made batches, a visit and a cut.
FORGED_BYTES = program('''
import marshal
trace = __main__._trace
rid = run_id()
nested = []
for _ in range(50):
    nested = [nested]
for junk in (b"", b"\\x00" * 100, marshal.dumps((rid, 0, [0, 0, None, None, 1]), 2)[:-2],
             marshal.dumps((rid, 0, nested), 2), marshal.dumps((rid, 0, [9, 1, 2]), 2),
             marshal.dumps((rid, 0, ["x"] * 5), 4)):
    trace(junk)
trace(marshal.dumps((rid, 0, [0, 0, None, None, 1]), 2))
trace(marshal.dumps((rid, 1, [1, 0, None, 3, 4, "forged: {value} over {bound}", 2]), 2))
return None''')

ENDLESS = program(FLOOD_BODY.replace("range(ROUNDS)", "iter(int, 1)"))  # (int() is never 1: endless)


@pytest.fixture(scope="module")
def page(shared_page):
    return shared_page


@pytest.fixture(autouse=True)
def leave_watch(page):
    """After each test, even a failed one: the run cancelled, Watch left, the page checked."""
    yield
    try:
        if not page.locator("#lab-cancel").is_disabled():
            page.click("#lab-cancel")
        if page.evaluate("document.body.classList.contains('watching')"):
            page.click("#watch-stop")
    except Exception:
        pass
    page.watch.check()  # no page error, console error, CSP violation or other origin


def watch(page, code):
    """Watch ``code`` from the editor, the longest main-thread task measured from here on."""
    open_lab(page)
    set_code(page, code)
    page.wait_for_timeout(400)  # the editor's change is heard (kept as an edit)
    page.evaluate(LONGTASKS)
    page.click("#lab-watch")


def longest(page):
    return page.evaluate("window.__longest")


def steps_through_kept_events(page, count=12):
    """Step by key through the first events kept: each drawn, as a position of the game."""
    page.focus("#watch-play")
    for step in range(count):
        page.keyboard.press("l")
        assert int(page.get_attribute("#watch-info", "data-index")) == min(step + 1, page.evaluate("labTrace.size(0)") - 1)
        registry.parse(page.get_attribute("#watch-info", "data-position"))  # a game id of the family
        assert len(page.text_content("#watch-info")) < 1000
        assert len(page.text_content("#watch-line")) < 5000
        assert len(page.text_content("#watch-tree")) < 5000


def test_a_flood_through_the_events_api_keeps_50000_and_says_what_it_left_out(page):
    watch(page, FLOOD)
    page.wait_for_selector("#lab-cancel[disabled]", state="attached", timeout=180000)
    assert page.evaluate("labTrace.size(0)") == 50000
    status = page.text_content("#watch-status")
    assert "The first 50,000 events of 1,000,001." in status, status
    # What the recording refused, in words.
    assert "not a finite number was left out" in status, status
    assert "characters was cut to" in status or "is not plain data" in status or "left out" in status, status
    assert "Traceback" not in status and "JsProxy" not in status
    assert longest(page) < LONGEST_MS, "a main-thread task of %d ms" % longest(page)
    steps_through_kept_events(page)
    page.click("#watch-stop")
    page.wait_for_function("!document.body.classList.contains('watching')")
    assert page.get_attribute("#board", "aria-disabled") is None


def test_forged_batches_past_the_workers_checks_are_capped_and_counted(page):
    watch(page, FORGED)
    page.wait_for_selector("#lab-cancel[disabled]", state="attached", timeout=120000)
    assert page.evaluate("labTrace.size(0)") == 50000
    status = page.text_content("#watch-status")
    assert "more events were left out (past the first 50,000, or malformed)." in status, status
    assert longest(page) < LONGEST_MS, "a main-thread task of %d ms" % longest(page)
    steps_through_kept_events(page, 16)
    # A line past the end of the program: no line shown beside the board, no line marked.
    page.evaluate("() => { const s = document.getElementById('watch-scrub'); s.value = 0; s.dispatchEvent(new Event('input')); }")
    assert page.locator("#watch-code").is_hidden()
    assert page.evaluate("labEditor.traced()") == 0
    # The scrub bar reaches the last event kept.
    page.evaluate("() => { const s = document.getElementById('watch-scrub'); s.value = s.max; s.dispatchEvent(new Event('input')); }")
    assert page.get_attribute("#watch-info", "data-index") == "49999"
    assert longest(page) < LONGEST_MS, "a main-thread task of %d ms" % longest(page)
    page.keyboard.press("Escape")
    page.wait_for_function("!document.body.classList.contains('watching')")


def test_a_batch_too_large_is_refused_in_words_without_freezing_the_page(page):
    watch(page, HUGE_BATCH)
    page.wait_for_selector("#lab-cancel[disabled]", state="attached", timeout=120000)
    assert "The program sent something the Lab can not show." in page.text_content("#watch-status")
    assert longest(page) < LONGEST_MS, "a main-thread task of %d ms" % longest(page)
    page.click("#watch-stop")
    page.wait_for_function("!document.body.classList.contains('watching')")


def test_forged_bytes_are_dropped_in_the_worker_and_well_made_ones_shown(page):
    watch(page, FORGED_BYTES)
    page.wait_for_selector("#lab-cancel[disabled]", state="attached", timeout=120000)
    assert page.evaluate("labTrace.size(0)") == 2 and page.evaluate("labTrace.dropped(0)") == 0
    cut = page.evaluate("JSON.parse(labTrace.get(0, 1))")
    assert cut["event"] == "cut" and cut["parent"] == 0 and cut["reason"]["values"] == {"bound": 3, "value": 4}
    assert longest(page) < LONGEST_MS, "a main-thread task of %d ms" % longest(page)
    steps_through_kept_events(page, 1)
    assert "forged: 4 over 3" in page.text_content("#watch-info")
    page.click("#watch-stop")
    page.wait_for_function("!document.body.classList.contains('watching')")


def test_an_endless_flood_is_cancelled_and_the_game_comes_back(page):
    watch(page, ENDLESS)
    page.wait_for_function("labTrace.size(0) >= 50000", timeout=120000)
    page.wait_for_timeout(1000)  # flooding on, past the cap: counted, not kept
    assert page.evaluate("labTrace.size(0)") == 50000
    page.click("#watch-step")  # the controls answer while it floods
    assert page.get_attribute("#watch-info", "data-index") == "1"
    page.click("#lab-cancel")
    page.wait_for_selector("#lab-cancel[disabled]", state="attached", timeout=10000)
    assert "Run cancelled." in page.text_content("#watch-status")
    assert longest(page) < LONGEST_MS, "a main-thread task of %d ms" % longest(page)
    page.click("#watch-stop")
    page.wait_for_function("!document.body.classList.contains('watching')")
    assert page.get_attribute("#board", "aria-disabled") is None
    assert page.evaluate("document.body.dataset.shown") == GAME
