"""The solver worker's start-up snapshot in the real page: the worker starts from it, solves
after the restore (also a search whose module is imported only then), draws fresh random
numbers on every visit, and starts normally, only slower, when the snapshot is missing,
corrupt or made for another Pyodide."""

import gzip
import json

import pytest

from conftest import wait_until_ready
from pages import show, solve_hoppers, status, wait_status
from puzzles.jobs import JobRunner

FIFTEEN = "slide/fifteen?tiles=123456789abc0def"  # 3 moves from the goal
WORKER = "document.querySelector('script[type=py][name=solver]').xworker.sync"


def about(page):
    """What the worker says about its start (py/app/worker.py ``about``)."""
    return json.loads(page.evaluate(WORKER + ".about()"))


def open_site(new_context, url, routes=()):
    context = new_context()
    for pattern, handler in routes:
        context.route(pattern, handler)
    page = context.new_page()
    page.goto(url)
    wait_until_ready(page)
    return page


@pytest.fixture(scope="module")
def marker(site_dir):
    return json.loads((site_dir / "static" / "solver-snapshot.json").read_text())


@pytest.fixture(scope="module")
def snapshot_bytes(site_dir, marker):
    if not marker["file"]:
        pytest.skip("the build made no snapshot: %s" % marker["reason"])
    return (site_dir / "static" / marker["file"]).read_bytes()


def test_the_solver_starts_from_the_snapshot_and_solves(new_context, base_url_of_site, snapshot_bytes):
    page = open_site(new_context, base_url_of_site)
    start = about(page)["start"]
    assert start["snapshot"] is True and start["reason"] is None, start
    solve_hoppers(page)


def test_a_module_left_out_of_the_snapshot_is_imported_when_needed(new_context, base_url_of_site,
                                                                   snapshot_bytes):
    """The 15-puzzle's search and tables are not in the snapshot: imported at the first Solve
    from the files PyScript wrote after the restore."""
    native = JobRunner().run(json.dumps({"game": FIFTEEN, "kind": "minimum"}))
    if native["state"] != "done":  # not this test's business
        pytest.skip("the 15-puzzle's search fails natively too: %s" % native.get("message"))
    page = open_site(new_context, base_url_of_site)
    assert about(page)["start"]["snapshot"] is True
    show(page, FIFTEEN)
    page.click("#solve")
    wait_status(page, "Solution found", timeout=120000)
    assert status(page) == "Solution found: 3 moves (shortest)."


def test_the_runtime_is_fetched_once_and_compiled_while_the_snapshot_comes(new_context, base_url_of_site,
                                                                          snapshot_bytes):
    """static/solver-pyodide.mjs compiles pyodide.asm.wasm as it loads, and Pyodide's own
    request for it is answered with that module: one download, no second compile. Pyodide
    builds its module while the snapshot still comes, and restores it once it is in."""
    page = open_site(new_context, base_url_of_site)
    start = about(page)["start"]
    assert start["snapshot"] is True, start
    fetched = [name for name, *_ in start["resources"]]
    assert fetched.count("pyodide.asm.wasm") == 1, fetched
    assert fetched.count(json.loads(page.evaluate("fetch('./static/solver-snapshot.json')"
                                                  ".then((r) => r.text())"))["file"]) == 1, fetched
    steps = start["steps"]
    assert steps["module loaded"] <= steps["wasm compiled"] <= steps["module built"] <= steps["interpreter loaded"]
    assert steps["snapshot inflated"] <= steps["interpreter loaded"]


def test_the_snapshot_is_inflated_beside_the_solver_or_in_it_when_that_cannot_start(new_context, base_url_of_site,
                                                                                  snapshot_bytes):
    """static/snapshot-inflate.mjs inflates the snapshot in a worker of its own; when that
    worker cannot start (here the page's policy forbids it), the solver's worker inflates it
    itself; when the module is missing, the worker boots normally."""
    page = open_site(new_context, base_url_of_site)
    start = about(page)["start"]
    assert start["snapshot"] is True and start["inflatedBy"] == "inflater", start

    def no_worker_from_the_site(route):  # the page's policy: workers from blob: only (PyScript's)
        response = route.fetch()
        body = response.text()
        assert "worker-src 'self' blob:" in body
        route.fulfill(response=response, body=body.replace("worker-src 'self' blob:", "worker-src blob:"))
    page = open_site(new_context, base_url_of_site, [(base_url_of_site, no_worker_from_the_site)])
    start = about(page)["start"]
    assert start["snapshot"] is True and start["inflatedBy"] == "solver", start
    solve_hoppers(page)
    watch = page.context.watch  # the violations this policy makes on purpose (conftest.Watch)
    watch.collect()
    expected = [problem for problem in watch.problems if "worker-src" in problem
                and ("snapshot-inflate.mjs" in problem or "sw.js" in problem)]
    assert any("snapshot-inflate.mjs" in problem for problem in expected)
    watch.problems = [problem for problem in watch.problems if problem not in expected]

    page = open_site(new_context, base_url_of_site, [("**/snapshot-inflate.mjs", not_found)])
    start = about(page)["start"]
    assert start["snapshot"] is False and "snapshot-inflate.mjs" in start["reason"], start
    solve_hoppers(page)


def test_every_visit_draws_other_random_numbers(new_context, base_url_of_site, snapshot_bytes):
    first = about(open_site(new_context, base_url_of_site))
    second = about(open_site(new_context, base_url_of_site))
    assert first["start"]["snapshot"] and second["start"]["snapshot"]
    assert first["random"] != second["random"]


def not_found(route):
    route.fulfill(status=404, body="not found")


def corrupt(route):
    route.fulfill(status=200, body=b"\x1f\x8b\x08\x00" + bytes(range(256)) * 64,
                  content_type="application/octet-stream")


def truncated(data):
    return lambda route: route.fulfill(status=200, body=data[: len(data) // 2],
                                       content_type="application/octet-stream")


def other_heap(data):
    """A well-formed gzip whose content is not a heap of this Pyodide."""
    heap = bytearray(gzip.decompress(data))
    heap[0:4] = b"nope"
    return lambda route: route.fulfill(status=200, body=gzip.compress(bytes(heap), compresslevel=1),
                                       content_type="application/octet-stream")


def other_size(marker, change):
    """The marker, its heap's size off by ``change`` bytes."""
    body = json.dumps({**marker, "bytes": marker["bytes"] + change})
    return lambda route: route.fulfill(status=200, body=body, content_type="application/json")


def other_version(marker):
    body = json.dumps({**marker, "pyodide": "0.1.0"})
    return lambda route: route.fulfill(status=200, body=body, content_type="application/json")


def other_fresh_sum(marker):
    """The marker, its checksum of the pages left to the runtime off by one bit: as if this
    browser's runtime held other data there than the build's."""
    assert marker["fresh"], "the build left no page to the runtime"
    body = json.dumps({**marker, "fresh_sum": marker["fresh_sum"] ^ 1})
    return lambda route: route.fulfill(status=200, body=body, content_type="application/json")


@pytest.mark.parametrize("case", ["marker missing", "snapshot missing", "corrupt", "truncated",
                                  "not a heap of this build", "another Pyodide version",
                                  "longer than its marker says", "shorter than its marker says",
                                  "the runtime's data differs"])
def test_without_a_usable_snapshot_the_solver_boots_normally(case, new_context, base_url_of_site,
                                                             marker, snapshot_bytes):
    routes = {
        "marker missing": [("**/solver-snapshot.json", not_found)],
        "snapshot missing": [("**/solver-snapshot-*.bin.gz", not_found)],
        "corrupt": [("**/solver-snapshot-*.bin.gz", corrupt)],
        "truncated": [("**/solver-snapshot-*.bin.gz", truncated(snapshot_bytes))],
        "not a heap of this build": [("**/solver-snapshot-*.bin.gz", other_heap(snapshot_bytes))],
        "another Pyodide version": [("**/solver-snapshot.json", other_version(marker))],
        "longer than its marker says": [("**/solver-snapshot.json", other_size(marker, -4096))],
        "shorter than its marker says": [("**/solver-snapshot.json", other_size(marker, 4096))],
        "the runtime's data differs": [("**/solver-snapshot.json", other_fresh_sum(marker))],
    }[case]
    page = open_site(new_context, base_url_of_site, routes)
    start = about(page)["start"]
    assert start["snapshot"] is False and start["reason"], start
    if case == "the runtime's data differs":  # found at the restore, not before
        assert "data pages differ" in start["reason"], start
    # The normal boot uses the runtime compiled for the first try: not downloaded again.
    assert [name for name, *_ in start["resources"]].count("pyodide.asm.wasm") == 1
    solve_hoppers(page)


def test_the_solver_starts_without_the_data_files_and_fetches_one_when_a_search_needs_it(
        new_context, base_url_of_site):
    """The peg tables and the 15-puzzle's databases (py/puzzles/<family>/data/*.bin) are not downloaded to
    start the solver: the first search that needs one fetches it (puzzles/data_files.py, through the worker's fetch)."""
    context = new_context()
    asked = []  # by the page and its workers; the service worker precaches the whole site
    context.on("request", lambda request: request.service_worker is None
               and asked.append(request.url.split("/")[-1]))
    page = context.new_page()
    page.goto(base_url_of_site + "#slide/six")
    wait_until_ready(page)
    page.click("#solve")
    wait_status(page, "Solution found")
    assert [name for name in asked if name.endswith(".bin")] == []
    show(page, "peg/english33?empty=16&finish=16")
    page.click("#solve")
    wait_status(page, "Solution found")
    assert status(page).startswith("Solution found: 18 moves (shortest)")
    assert [name for name in asked if name.endswith(".bin")] == ["english33.bin"]


def test_a_data_file_that_cannot_be_fetched_leaves_the_search_to_the_solvers(new_context,
                                                                          base_url_of_site):
    page = open_site(new_context, base_url_of_site + "#slide/six",
                     routes=[("**/peg/data/english33.bin", not_found)])
    show(page, "peg/english33?empty=16&finish=16")
    page.click("#solve")
    wait_status(page, "Solution found", timeout=120000)
    assert "not proven the shortest" in status(page)


HOPPERS = "peg/hoppers13?empty=6&finish=6"


def test_a_solve_pressed_as_the_page_starts_is_answered_without_a_second_press(new_context, base_url_of_site):
    """The solver worker starts only once the board is interactive (static/page.js, issue 25):
    a Solve pressed at once, before the worker is there or ready, waits for it and is answered."""
    native = JobRunner().run(json.dumps({"game": HOPPERS, "kind": "minimum"}))
    page = new_context().new_page()
    page.goto(base_url_of_site + "#" + HOPPERS)
    # Pressed as soon as the board is interactive (its buttons wired), not once the page is
    # ready: the worker begins only after the board's first paint, so it cannot be ready yet
    # (at data-ready=board it sometimes was, on a fast machine under load).
    page.wait_for_selector("body[data-board-ready-ms]", state="attached", timeout=30000)
    solver_when_pressed = page.evaluate("document.body.dataset.solver || 'starting'")
    page.click("#solve")
    assert solver_when_pressed != "ready"  # pressed before the worker could answer
    wait_status(page, "Solution found", timeout=90000)
    assert status(page).startswith("Solution found: %d moves" % native["result"]["moves"])
    board_ms, started_ms, ready_ms = (int(page.get_attribute("body", name)) for name in (
        "data-board-ready-ms", "data-solver-start-ms", "data-solver-ready-ms"))
    assert board_ms <= started_ms <= ready_ms  # the worker started after the board
    assert page.evaluate("document.querySelectorAll('script[type=py][worker]').length") == 1


# What the first board needs from the server (issue 25): the page, its style sheet and
# scripts, PyScript, MicroPython and the image of the page's modules. Anything else waits.
LATER = ("/static/lab.js", "/static/offline.js", "/static/lab-worker.mjs", "/py/app/worker.py",
         "/static/pyodide/", "/static/solver-pyodide.mjs")


def test_the_page_asks_at_start_only_for_what_the_first_board_needs(new_context, base_url_of_site):
    page = open_site(new_context, base_url_of_site + "#peg/triangle15?empty=0")
    board = int(page.get_attribute("body", "data-board-ready-ms"))
    asked = page.evaluate("performance.getEntriesByType('resource').map(e => [e.name, e.startTime])")
    before = [name for name, start in asked if start < board]
    assert any(name.endswith("/page-modules.romfs.gz") for name in before), before
    assert not [name for name in before if any(part in name for part in LATER)], before
    assert not [name for name in before if name.endswith(".py")], before  # the script is inline
    # Later, the Lab's and the offline copy's scripts come (with the solver's start).
    page.wait_for_function("""() => ['lab.js', 'offline.js'].every(file => performance.getEntriesByType('resource')
        .some(e => e.name.endsWith('/static/' + file)))""", timeout=30000)
    page.wait_for_function("typeof globalThis.labLink === 'object'")

