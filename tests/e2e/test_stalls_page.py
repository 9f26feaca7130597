"""Stalled and slow downloads, and storage of any size (issue 37, items 4 and 5), against the real
page served by a server that misbehaves on the files it is told to: it stalls (the request is
taken and never answered) or trickles (the file sent at about 20 KB/s). A file of the start that
stalls is said in words within 5 s, naming it, and the board plays wherever its own files
arrived; a slow data file is said to be downloading (with its progress), never taken for a dead
worker; a worker killed twice shows no traceback; and a 3.4 MB records value in storage leaves
the start as fast as empty storage."""

import json
import re
import threading
import time

import pytest
from conftest import SUB_PATH, wait_until_ready
from pages import counter, status, wait_status
from test_recovery_page import kill_mid_search
from test_survival_page import click, unwatched_context

from serve import QuietServer, SiteHandler  # noqa: E402  (scripts/, on the path through conftest)

TOLD_WITHIN_S = 5
TRICKLE_BYTES_PER_S = 20000


class FaultyHandler(SiteHandler):
    """The site, but a file whose path matches one of the server's ``faults`` (regex -> "stall"
    or "trickle") stalls or trickles."""

    def fault(self):
        for pattern, mode in list(self.server.faults.items()):
            if re.search(pattern, self.path.split("?")[0]):
                return mode
        return None

    def do_GET(self):
        mode = self.fault()
        if mode == "stall":
            self.server.released.wait(300)  # never answered while the test runs
            return
        if mode != "trickle":
            return super().do_GET()
        path = self.translate_path(self.path.split("?")[0])
        with open(path, "rb") as file:
            body = file.read()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        chunk = TRICKLE_BYTES_PER_S // 10
        for at in range(0, len(body), chunk):
            if self.server.released.is_set():
                return
            self.wfile.write(body[at:at + chunk])
            self.wfile.flush()
            time.sleep(0.1)


@pytest.fixture(scope="module")
def faulty(site_dir):
    """A second server of the built site that stalls or trickles the files named in its
    ``faults``; its base address is ``faulty.url``."""
    handler = type("Handler", (FaultyHandler,), {"sub_path": SUB_PATH, "directory": str(site_dir)})

    def make(*args, **kwargs):
        return handler(*args, directory=str(site_dir), **kwargs)

    server = QuietServer(("127.0.0.1", 0), make)
    server.faults = {}
    server.released = threading.Event()
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    server.url = "http://127.0.0.1:%d%s" % (server.server_address[1], SUB_PATH)
    server.origin = server.url.split(SUB_PATH)[0]
    yield server
    server.released.set()
    server.shutdown()


def faulty_page(browser, faulty, faults, fragment="#slide/six", lang=""):
    faulty.faults.clear()
    faulty.faults.update(faults)
    context = unwatched_context(browser, faulty.origin)
    page = context.new_page()
    began = time.monotonic()
    page.goto(faulty.url + lang + fragment, wait_until="commit")
    return context, page, began


def ready_page(browser, faulty, faults, fragment, solver=True):
    """A page of ``fragment`` whose board (and solver, unless told not to wait) is ready."""
    context, page, began = faulty_page(browser, faulty, faults, fragment=fragment)
    wait_until_ready(page, solver=solver)
    return context, page, began


def board_text(page):
    return page.text_content("#board")


@pytest.mark.parametrize("file,named", [
    (r"/static/page\.js$", "static/page.js"),
    (r"/static/pyscript/core\.js$", "static/pyscript/core.js"),
    (r"/static/micropython/micropython\.wasm$", "static/micropython/micropython.wasm"),
])
def test_a_stalled_file_of_the_board_is_named_within_seconds(browser, faulty, file, named):
    # Issue 37: a stalled page.js left "Loading the board…" for 120 s; micropython.wasm: 60 s.
    context, page, began = faulty_page(browser, faulty, {file: "stall"})
    page.wait_for_function("document.body && document.body.dataset.startStalled", timeout=15000)
    told = time.monotonic() - began
    text = board_text(page)
    print("%s stalled: told in %.1f s: %s" % (named, told, text))
    assert told <= TOLD_WITHIN_S
    assert text.startswith("The board is waiting for %s: nothing has arrived for " % named), text
    assert "Check the connection and reload the page." in text
    assert not context.elsewhere
    context.close()


def test_a_stalled_file_is_named_in_japanese(browser, faulty):
    context, page, began = faulty_page(browser, faulty, {r"/static/page\.js$": "stall"}, lang="?lang=ja")
    page.wait_for_function("(document.querySelector('#board') || {textContent: ''}).textContent.includes('接続を確かめて')",
                           timeout=15000)
    assert time.monotonic() - began <= TOLD_WITHIN_S
    assert board_text(page).startswith("盤は static/page.js を待っています"), board_text(page)
    context.close()


def test_a_missing_pyscript_is_said_at_once(browser, origin, base_url_of_site):
    # Issue 37: PyScript's core.js answering 404 was told only by the 60 s start limit.
    context = unwatched_context(browser, origin)
    context.route(re.compile(r".*/static/pyscript/core\.js$"), lambda route: route.fulfill(status=404, body="gone"))
    page = context.new_page()
    began = time.monotonic()
    page.goto(base_url_of_site + "#slide/six")
    page.wait_for_selector("body[data-ready=failed]", state="attached", timeout=15000)
    told = time.monotonic() - began
    text = board_text(page)
    print("core.js 404: told in %.1f s: %s" % (told, text))
    assert told <= TOLD_WITHIN_S
    assert text.startswith("The board could not start (a script failed: static/pyscript/core.js)"), text
    assert page.text_content("#verdict") == page.text_content("#status") == ""  # no game, no "Asking the solver…"
    assert not context.elsewhere
    context.close()


SOLVER_WAITING = """() => {
    const text = document.querySelector('#progress').textContent;
    return text.startsWith('The solver is waiting for') ? [text, performance.now()] : null;
}"""


@pytest.mark.parametrize("file,named", [
    (r"/static/solver-pyodide\.mjs$", "static/solver-pyodide.mjs"),
    (r"/static/pyodide/pyodide\.asm\.wasm$", "static/pyodide/pyodide.asm.wasm"),
    (r"/static/pyodide/python_stdlib\.zip$", "static/pyodide/python_stdlib.zip"),
    (r"/py/app/worker\.py$", "py/app/worker.py"),
])
def test_a_stalled_file_of_the_solver_is_named_within_seconds_and_the_board_plays(browser, faulty, file, named):
    # Issue 37: pyodide.asm.wasm, solver-pyodide.mjs, worker.py or the snapshot stalled were told
    # at 45.5 s ("could not start" at 90 s).
    context, page, began = ready_page(browser, faulty, {file: "stall"},
                                      "#peg/hoppers13?empty=6&finish=6", solver=False)
    text, at = page.wait_for_function(SOLVER_WAITING, timeout=20000).json_value()
    told = (at - float(page.evaluate("document.body.dataset.solverStartMs"))) / 1000
    print("%s stalled: told %.1f s after the solver's start: %s" % (named, told, text))
    assert told <= TOLD_WITHIN_S
    assert text.startswith("The solver is waiting for %s: nothing has arrived for " % named), text
    assert "Check the connection and reload the page" in text and "Traceback" not in text
    click(page, 0)
    click(page, 6)
    assert counter(page, "moves") == 1  # the board plays meanwhile
    assert not context.elsewhere
    context.close()


def test_a_stalled_snapshot_is_left_for_a_normal_start(browser, faulty):
    # The snapshot stalled: the solver boots without it (slower), the player is not left waiting.
    context, page, began = ready_page(browser, faulty, {r"/static/solver-snapshot-\w+\.bin\.gz$": "stall"},
                                      "#peg/hoppers13?empty=6&finish=6")
    about = json.loads(page.evaluate("document.querySelector('script[type=py][name=solver]').xworker.sync.about()"))
    print("snapshot stalled: solver ready in %.1f s; %s" % (time.monotonic() - began, about["start"]["reason"]))
    assert about["start"]["snapshot"] is False and "nothing has arrived" in about["start"]["reason"]
    context.close()


def test_a_stalled_lab_script_is_said_and_waited_for_while_the_board_plays(browser, faulty):
    # A stalled (not missing) static/lab.js left the Lab "starting" without a word.
    context, page, began = ready_page(browser, faulty, {r"/static/lab\.js$": "stall"}, "#lab/slide/six",
                                      solver=False)
    page.wait_for_function("document.querySelector('#lab-message').textContent.startsWith("
                           "'The Lab is waiting for static/lab.js')", timeout=20000)
    told = time.monotonic() - began
    text = page.text_content("#lab-message")
    print("static/lab.js stalled: told in %.1f s: %s" % (told, text))
    assert told <= 5 + TOLD_WITHIN_S  # (said after 5 s without the file, counted from the page's start)
    assert "check the connection and reload the page" in text
    assert page.is_visible("#lab") and page.is_disabled("#lab-run")
    page.click("#solve")
    wait_status(page, "Solution found: 15 moves")  # the board and its solver go on meanwhile
    assert not context.elsewhere
    context.close()


DOWNLOADING = """() => {
    const text = document.querySelector('#progress').textContent;
    const got = /^Downloading english33\\.bin: (\\d+) of (\\d+) KB…$/.exec(text);
    return got ? [Number(got[1]), Number(got[2]), performance.now()] : null;
}"""


def test_a_slow_data_file_is_said_to_be_downloading_not_a_dead_worker(browser, faulty):
    # Issue 37: english33.bin at 20 KB/s: after 8 s "the solver stopped twice (did not answer
    # for 3 s)… the browser may be short of memory".
    context, page, began = ready_page(browser, faulty, {r"/english33\.bin$": "trickle"},
                                      "#peg/english33?empty=16&finish=16")
    clicked = page.evaluate("performance.now()")
    page.click("#solve")
    first, total, at = page.wait_for_function(DOWNLOADING, timeout=10000).json_value()
    print("english33.bin trickling: downloading shown %.1f s after Solve (%d of %d KB)"
          % ((at - clicked) / 1000, first, total))
    assert (at - clicked) / 1000 <= TOLD_WITHIN_S and total >= 1000
    page.wait_for_timeout(8000)  # past the 3 s call limit twice over: the worker answers meanwhile
    later = page.evaluate(DOWNLOADING)
    assert later and later[0] > first, later  # progress, as it comes
    assert page.evaluate("document.body.dataset.solver") == "ready"
    assert "stopped" not in status(page) and "stopped" not in page.text_content("#progress")
    page.click("#cancel")
    assert not context.elsewhere
    context.close()


def test_a_stalled_data_file_is_said_and_the_search_answers_without_it(browser, faulty):
    context, page, began = ready_page(browser, faulty, {r"/english33\.bin$": "stall"},
                                      "#peg/english33?empty=16&finish=16")
    page.click("#solve")
    wait_status(page, "Solution found", timeout=120000)
    print("english33.bin stalled: %s" % status(page))
    assert page.evaluate("document.body.dataset.solver") == "ready"
    assert "stopped" not in status(page)
    context.close()


BIG_RECORDS = """() => {  // 3,409,010 characters
    const puzzles = {};
    for (let i = 0; i < 20000; i++) {
        const day = String(1 + (i % 28)).padStart(2, '0');
        puzzles['slide/six?seed=' + i + '&note=' + 'x'.repeat(70)] =
            {best_moves: 15 + (i % 9), best_ms: 12000 + i, solved: 1 + (i % 4), last_played: '2026-10-' + day};
    }
    const value = JSON.stringify({schema: 'puzzle-workbench-records', version: 2, puzzles,
                                  daily: {last: null, streak: 0, best_streak: 0}, days: {}});
    localStorage.setItem('puzzle-workbench/v1/records', value);
}"""
READY_AT = """new MutationObserver(() => {
    if (document.body && document.body.dataset.ready === 'board' && !window.readyAt) window.readyAt = performance.now();
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-ready']});"""


def ready_ms(new_context, base_url_of_site, big):
    """When the board is ready (ms on the page's clock) on a reload (the files cached alike),
    with empty storage or with the big records stored before it."""
    context = new_context()
    context.add_init_script(READY_AT)
    page = context.new_page()
    page.goto(base_url_of_site + "#slide/six")
    wait_until_ready(page, solver=False)
    page.wait_for_timeout(1500)  # the records read after the start (records_panel.load_soon) are read
    if big:
        page.evaluate(BIG_RECORDS)
        assert page.evaluate("localStorage.getItem('puzzle-workbench/v1/records').length") == 3409010
    page.wait_for_timeout(1000)  # a value just written is still being committed: the start finds it stored
    page.reload()
    wait_until_ready(page, solver=False)
    page.wait_for_function("window.readyAt")
    return page, page.evaluate("window.readyAt")


def test_records_of_megabytes_leave_the_start_as_fast_as_empty_storage(new_context, base_url_of_site):
    # Issue 37: a 3.4 MB records value (20,000 entries) in storage: the page never became ready
    # ("The board could not start" after 60 s); 0.9 MB worked.
    timings = []
    # Each round loads both, one after the other; another round only if the last was over (on a
    # loaded machine one load may take 1.5 times another's for no reason of its own). Reading
    # the records at the start (parsing 3.4 MB in MicroPython) costs seconds in every round.
    for _ in range(4):
        _, empty_ms = ready_ms(new_context, base_url_of_site, big=False)
        page, big_ms = ready_ms(new_context, base_url_of_site, big=True)
        timings.append((empty_ms, big_ms))
        print("board ready: empty storage %.0f ms, 3.4 MB of records %.0f ms" % (empty_ms, big_ms))
        if big_ms <= 1.5 * empty_ms:
            break
    assert any(big <= 1.5 * empty for empty, big in timings), timings
    page.wait_for_function("document.querySelector('#records-note').textContent.includes('left out')", timeout=20000)
    size = page.evaluate("localStorage.getItem('puzzle-workbench/v1/records').length")
    assert "the 15000 played longest ago were left out" in page.text_content("#records-note")
    kept = page.evaluate("Object.keys(JSON.parse(localStorage.getItem('puzzle-workbench/v1/records')).puzzles).length")
    print("records: %d characters stored once trimmed, %d entries kept" % (size, kept))
    assert kept == 5000 and size < 1000000
