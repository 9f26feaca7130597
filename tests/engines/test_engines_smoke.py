"""Three engines (issue 36, item 6): the site's smoke test in Debian's Firefox ESR (Gecko, over
WebDriver BiDi) and WebKitGTK (Safari's engine, through WebKitWebDriver); Chromium runs the rest
of the suite. One browser session per engine, its page reused from test to test (run in this
order): the first visit (board and solver ready, timed), every family from a link, a move by
click and by key, Solve, Hint, the Lab's Run, Watch against the CLI's trace, and the site offline after that first visit (its
server stopped). Each test also fails on an error in the page (engine_drivers.py)."""

import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from puzzles import lab, lab_link, registry, search
from puzzles.slide.solver import search_job

# (document.body is null while a new load's parser has not reached it)
READY = "document.body && document.body.dataset.ready"
SOLVER_READY = "document.body && document.body.dataset.solver === 'ready'"
CONTROLLED = "navigator.serviceWorker.controller !== null"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def page(engine):
    """The engine's page; the test fails on any error the page met meanwhile."""
    yield engine
    problems = engine.problems()
    assert not problems, "%s:\n%s" % (engine.name, "\n".join(problems))


def wait_ready(page, solver=True):
    """Wait until the board is drawn (and the solver is ready): the page's own marks."""
    assert page.wait(READY, timeout=60, what="the board") == "board", "the page failed to start"
    if solver:
        page.wait(SOLVER_READY, timeout=180, what="the solver")


def show(page, game_id, whole=True):
    """Show ``game_id`` through the address's fragment, as a followed link does, and wait until
    the page has drawn it (its family and variant only, unless ``whole``: a menu entry such as
    ``nim`` deals a new game each time)."""
    page.run("id => { location.hash = '#' + id }", game_id)
    shown = registry.parse(game_id)[1].game_id()
    if not whole:
        shown = shown.partition("?")[0]
    page.wait("id => (document.body.dataset.shown || '').startsWith(id)", shown, timeout=30,
              what="%s shown (the page shows %s)" % (shown, page.run("document.body.dataset.shown")))
    if whole:
        assert page.run("document.body.dataset.shown") == shown


def text(page, selector):
    return page.run("s => document.querySelector(s).textContent", selector)


def wait_text(page, selector, start, timeout=60):
    """Wait until ``selector``'s text starts with ``start``; that text."""
    page.wait("([s, t]) => document.querySelector(s).textContent.startsWith(t)", [selector, start],
              timeout=timeout, what="%s to read %r (it reads %r)" % (selector, start, text(page, selector)))
    return text(page, selector)


def cells(page, selector):
    return sorted(page.run("s => [...document.querySelectorAll('#board ' + s)].map(e => Number(e.dataset.cell))",
                           selector))


def click_cell(page, cell):
    page.click('#board [data-cell="%d"]' % cell)


def solve(page, found, timeout=120):
    """Click Solve and wait for the answer; the status line must start with ``found``."""
    page.click("#solve")
    wait_text(page, "#status", "Solution found", timeout=timeout)
    status = text(page, "#status")
    assert status.startswith(found), status
    return status


def test_first_visit_board_and_solver_ready(page):
    page.open(page.site.url)
    wait_ready(page)
    marks = page.run("[document.body.dataset.boardReadyMs, document.body.dataset.solverReadyMs]")
    page.record["board_ms"], page.record["solver_ms"] = (int(mark) for mark in marks)
    assert page.run("document.querySelectorAll('#board [data-cell]').length") > 0


def test_every_family_loads_from_a_link(page):
    for family, _, entries in registry.menu():
        for game_id, _ in entries[:2]:
            show(page, game_id, whole=False)
            drawn = page.run("document.querySelectorAll('#board [data-cell]').length")
            assert drawn > 0, "%s: no board drawn for %s" % (page.name, game_id)
            assert text(page, "#status"), game_id
    # A link to a position (its settings kept in the address).
    show(page, "peg/english33?empty=16&finish=16")
    assert page.run("location.hash") == "#peg/english33?empty=16&finish=16"


def test_a_move_by_click(page):
    show(page, "peg/hoppers13?empty=6&finish=6")
    click_cell(page, 0)
    click_cell(page, 6)
    page.wait("document.querySelector('#counter-moves').textContent === '1'", what="one move")
    assert "moves=1" in page.run("decodeURIComponent(location.hash)")


def test_a_move_by_key(page):
    show(page, "slide/eight")  # 867254301: the space on cell 7, bottom middle
    page.run("document.querySelector('#board').focus()")
    page.press("ArrowRight")  # the tile left of the space slides right
    page.wait("document.querySelector('#counter-moves').textContent === '1'", what="a slide by key")
    assert cells(page, ".slide-space") == [6]
    show(page, "flip/square")
    page.run("document.querySelector('#board').focus()")
    page.press("ArrowRight")  # the cursor appears on the first movable piece, 7
    assert cells(page, ".flip-cursor") == [7]
    page.press("Enter")
    page.wait("document.querySelector('#counter-moves').textContent === '1'", what="a flip by key")
    assert cells(page, ".flip-space") == [7]


def test_solve(page):
    show(page, "peg/hoppers13?empty=6&finish=6")
    solve(page, "Solution found: 7 moves")
    assert page.run("document.querySelectorAll('#solution-moves li').length") == 7
    show(page, "slide/six")
    assert solve(page, "Solution found: 15 moves") == "Solution found: 15 moves (shortest)."


def test_hint(page):
    game_id = "slide/eight?tiles=813402765"
    show(page, game_id)
    page.click("#hint")  # the first press: one arrow
    page.wait("document.querySelectorAll('#board .hint-arrow').length > 0", timeout=120, what="the hint arrow")
    page.click("#hint")  # the next: a badge on each tile that can move
    page.wait("document.querySelectorAll('#board .hint-badge').length > 0", timeout=120, what="the hint badges")
    wait_text(page, "#status", "Hints")
    badges = page.run("""[...document.querySelectorAll('#board .hint-badge')]
        .map(e => [Number(e.closest('[data-cell]').dataset.cell), Number(e.textContent)])""")
    expected = search.run(search_job(registry.parse(game_id)[1], "hint"))["hints"]
    assert sorted(badges) == sorted([cell, left + 1] for cell, left in expected)


def fewest_moves(game_id):
    """The fewest moves by the site's own solver (the CLI), not by a Lab program."""
    done = subprocess.run([sys.executable, "-m", "puzzles", "solve", game_id, "--json"], cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT / "py")}, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)["moves"]


def test_the_labs_run(page):
    method, game_id = "peg-corner", "peg/triangle15?empty=0"
    page.run("location.hash = arg", lab_link.join(game_id, method, ""))
    page.wait("s => document.querySelector('#lab').dataset.link === s", method, timeout=120, what="the Lab's link")
    page.wait("!document.getElementById('lab-run').disabled", timeout=120, what="the Lab ready to run")
    assert page.run("labEditor.text()") == lab.program_text(method)
    page.click("#lab-run")
    page.wait("document.getElementById('lab-cancel').disabled && "
              "document.querySelector('#lab-results tr[data-method=\"%s\"]') !== null" % method,
              timeout=180, what="the Lab's run to end")
    answer = page.run("document.querySelector('#lab-results tr[data-method=\"%s\"] td.answer').textContent" % method)
    assert answer == "%d moves" % fewest_moves(game_id)
    assert page.run("document.querySelectorAll('#solution-moves li').length") == fewest_moves(game_id)


def cli_trace(method, game_id, limit):
    """The trace of ``method`` at ``game_id`` by the CLI (CPython), each event's position."""
    done = subprocess.run([sys.executable, "-m", "puzzles", "lab", "trace", method, game_id, "--limit", str(limit),
                           "--json"], cwd=ROOT, env={"PYTHONPATH": str(ROOT / "py")}, capture_output=True,
                          text=True, check=True)
    return json.loads(done.stdout)


def test_watch_steps_on_the_board_as_the_cli_traces(page):
    # Issue 34's Watch in each engine: the positions stepped to on the board are the CLI's
    # trace of the same method, and a step back then forward draws the same board.
    method, game_id = "peg-corner", "peg/triangle15?empty=0"
    page.run("location.hash = arg", lab_link.join(game_id, method, ""))
    page.wait("s => document.querySelector('#lab').dataset.link === s", method, timeout=120, what="the Lab's link")
    page.wait("!document.getElementById('lab-watch').disabled", timeout=120, what="the Lab ready to watch")
    page.click("#lab-watch")
    page.wait("!document.getElementById('watch-step').disabled", timeout=180, what="Watch's first events")
    expected = cli_trace(method, game_id, 12)
    boards = {}
    for index in range(1, 12):
        page.click("#watch-step")
        page.wait("i => document.getElementById('watch-info').dataset.index === String(i)", index,
                  what="event %d on show" % index)
        event = page.run("document.getElementById('watch-info').dataset.event")
        assert event == expected[index]["event"], (index, event, expected[index])
        if event == "visit":
            assert page.run("document.getElementById('watch-info').dataset.position") == expected[index]["position"]
        boards[index] = page.run("document.getElementById('board').innerHTML")
    page.click("#watch-back")
    page.wait("document.getElementById('watch-info').dataset.index === '10'", what="a step back")
    page.click("#watch-step")
    page.wait("document.getElementById('watch-info').dataset.index === '11'", what="a step forward")
    assert page.run("document.getElementById('board').innerHTML") == boards[11]
    page.click("#lab-cancel") if not page.run("document.getElementById('lab-cancel').disabled") else None
    page.click("#watch-stop")
    page.wait("!document.body.classList.contains('watching')", what="Watch left")


def test_offline_after_the_first_visit(page):
    """It stops the engine's server: the page reloads, plays, solves, and a link opens in a new
    load, with no server."""
    page.wait(CONTROLLED, timeout=120, what="the service worker to control the page")
    page.site.stop()
    with pytest.raises(ConnectionRefusedError):  # really offline
        socket.create_connection(("127.0.0.1", page.site.port), timeout=5)
    page.reload()
    wait_ready(page)
    assert page.run(CONTROLLED)
    page.record["offline_board_ms"], page.record["offline_solver_ms"] = (
        int(mark) for mark in page.run("[document.body.dataset.boardReadyMs, document.body.dataset.solverReadyMs]"))
    show(page, "peg/hoppers13?empty=6&finish=6")
    click_cell(page, 0)
    click_cell(page, 6)
    page.wait("document.querySelector('#counter-moves').textContent === '1'", what="one move offline")
    solve(page, "Solution found: 6 moves")
    # A link opened offline, in a new load of the page.
    # (a marker on the old document: the new load has none, so the checks below read the new
    # one; a loaded engine may answer a script from the old document just after navigating)
    page.run("window.__oldLoad = true")
    page.open(page.site.url + "index.html#slide/six")
    page.wait("!window.__oldLoad", timeout=60, what="the new load")
    wait_ready(page)
    page.wait("document.body.dataset.shown === 'slide/six'", timeout=60, what="the link's game shown")
    solve(page, "Solution found: 15 moves")


# A data file is read at its first use. WebKitGTK 2.50 sends no synchronous XMLHttpRequest
# through the service worker (whatwg/xhr#397: browsers differ there), so the worker fetches data
# files in the background with fetch() (puzzles.data_files.set_download, issue 37), which the
# service worker answers offline in every engine: this test holds that.
CACHED = "async url => (await fetch(url)).status"


def test_offline_a_data_file_at_its_first_use(page):
    """After the test above (still offline): English 33's table, fetched by the solver only
    at its first use, comes from the site's cache."""
    assert not page.site.running
    assert page.run(CACHED, "py/puzzles/peg/data/english33_edge.bin") == 200  # in the cache
    show(page, "peg/english33?empty=16&finish=16")
    solve(page, "Solution found: 18 moves (shortest)", timeout=60)
