"""The first paint's status line (static/board-shape.js, issue 38) is worded in the language the
page then runs in (static/page/language.mjs): the shape script chooses it by a copy of
language.mjs's rule (it runs before any module), and this test holds the two to agreement."""

import json
import re

import pytest

from conftest import wait_until_ready

JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
FIRST_STATUS = """
window.__firstStatus = null;
new MutationObserver((changes, watcher) => {
  const line = document.getElementById("status");
  if (line && line.textContent && window.__firstStatus === null) {
    window.__firstStatus = line.textContent;
    watcher.disconnect();
  }
}).observe(document, {childList: true, subtree: true, characterData: true});
"""
STORED = "try { localStorage.setItem('puzzle-workbench/v1/language', %s) } catch {}  // (not on about:blank)"

# (the address's query, the browser's locale, the remembered choice as stored (JSON), or None)
CASES = [
    ("", "ja-JP", None),
    ("", "en-US", None),
    ("", "en-US", '"ja"'),
    ("", "ja-JP", '"en"'),
    ("?lang=en", "ja-JP", '"ja"'),
    ("?lang=ja", "en-US", None),
    ("?lang=xx", "ja-JP", None),
    ("", "ja-JP", "{not json"),
    ("", "en-US", '"fr"'),
]


@pytest.mark.parametrize("query, locale, stored", CASES)
def test_the_first_status_line_is_in_the_page_s_language(new_context, base_url_of_site, query, locale, stored):
    context = new_context(locale=locale)
    if stored is not None:
        context.add_init_script(STORED % json.dumps(stored))
    context.add_init_script(FIRST_STATUS)
    page = context.new_page()
    page.goto(base_url_of_site + query + "#peg/triangle15")
    wait_until_ready(page, solver=False)
    first = page.evaluate("window.__firstStatus")
    chosen = page.evaluate("document.documentElement.lang")
    assert first, "no status line in the first paint"
    assert chosen in ("en", "ja"), chosen
    assert bool(JAPANESE.search(first)) == (chosen == "ja"), (first, chosen)
    context.close()


FIRST_CODE = """
document.addEventListener("DOMContentLoaded", () => {
  window.__firstCode = document.getElementById("lab-code").value;
}, {once: true});
"""


def test_a_lab_link_s_program_is_in_the_first_paint(new_context, base_url_of_site):
    """A Lab link's editor shows the program the Lab then opens on as soon as the page is parsed
    (before static/lab.js, CodeMirror and MicroPython: a phone's largest paint), the reader's
    kept edit of it if there is one; a link naming another method leaves the box to the Lab."""
    from lab_pages import wait_lab_ready

    context = new_context()
    context.add_init_script(FIRST_CODE)
    page = context.new_page()
    page.goto(base_url_of_site + "#lab/peg/triangle21")
    wait_until_ready(page, solver=False)
    wait_lab_ready(page)
    first = page.evaluate("window.__firstCode")
    slug = page.evaluate("document.getElementById('lab-method').value")
    assert first and first == page.evaluate("labEditor.text()"), slug
    # The reader's kept edit of that method, as the Lab shows it.
    kept = "# mine\n" + first
    page.evaluate("([k, t]) => localStorage.setItem(k, JSON.stringify(t))",
                  ["puzzle-workbench/v1/lab-edit/" + slug, kept])
    page.reload()
    wait_until_ready(page, solver=False)
    wait_lab_ready(page)
    assert page.evaluate("window.__firstCode") == kept == page.evaluate("labEditor.text()")
    # Another method named: nothing written first (the Lab shows that one).
    other = page.evaluate("[...document.querySelectorAll('#lab-method option')].map(o => o.value)")
    other = [name for name in other if name != slug][0]
    page.goto(base_url_of_site + "?x#lab/peg/triangle21!" + other)
    wait_until_ready(page, solver=False)
    wait_lab_ready(page)
    assert page.evaluate("window.__firstCode") == ""
    page.wait_for_function("m => document.getElementById('lab-method').value === m", arg=other)
    assert page.evaluate("labEditor.text()")  # that method's program, shown by the Lab
    context.close()


VERDICT_LINES = """
window.__verdictLines = [];
new MutationObserver(() => {
  const line = document.getElementById("verdict");
  const said = line ? line.textContent : "";
  if (said && said !== window.__verdictLines[window.__verdictLines.length - 1]) {
    window.__verdictLines.push(said);
    if (window.__verdictLines.length === 1) window.__verdictFirstBeforePython = !document.body?.dataset.boardReadyMs;
  }
}).observe(document, {childList: true, subtree: true, characterData: true});
"""


@pytest.mark.parametrize("locale, waiting, verdict", [
    ("en-US", "Asking the solver whether this position can still be won…", "This position can still be won"),
    ("ja-JP", "この局面がまだ解けるか、ソルバーに尋ねています…", "この局面はまだ解けます"),
])
def test_the_verdict_line_says_the_verdict_is_on_its_way_from_the_first_paint(new_context, base_url_of_site,
                                                                          locale, waiting, verdict):
    """The verdict line is not empty while the solver gets ready: the shape script writes that
    the verdict is asked, in the page's language, before MicroPython starts (a phone's largest
    paint is then in the first paint, not the verdict written seconds in); the page keeps it
    until the solver answers, and then says the verdict instead."""
    context = new_context(locale=locale)
    context.add_init_script(VERDICT_LINES)
    page = context.new_page()
    page.goto(base_url_of_site + "#peg/triangle15")
    wait_until_ready(page)
    page.wait_for_function("v => document.getElementById('verdict').textContent.startsWith(v)", arg=verdict,
                           timeout=60000)
    lines = page.evaluate("window.__verdictLines")
    assert lines[0] == waiting and page.evaluate("window.__verdictFirstBeforePython"), lines
    assert lines[-1].startswith(verdict) and waiting not in lines[1:], lines
    context.close()


START_FILES = re.compile(r"/static/(micropython/micropython\.(wasm|mjs)|page-micropython\.mjs|pyscript/core\.js"
                         r"|page\.js|page/start\.mjs)$|/py/page-modules\.romfs\.gz$")


def test_the_start_s_files_are_asked_for_after_the_first_paint(new_context, base_url_of_site):
    """The runtime's files (MicroPython, its wasm, the modules' image, PyScript, the page's
    scripts) are asked for only once the first paint is reported (static/board-shape.js puts
    index.html's <template id="start-files"> in the head then): Lighthouse's simulated phone
    counted every file that had arrived before the first paint towards it (LCP 5 s, not 1 s)."""
    context = new_context()
    page = context.new_page()
    page.goto(base_url_of_site + "#peg/triangle15")
    wait_until_ready(page, solver=False)
    paint, files = page.evaluate("""() => [performance.getEntriesByName("first-paint")[0].startTime,
                                          performance.getEntriesByType("resource").map((e) => [e.name, e.startTime])]""")
    started = {name.rsplit("/", 1)[1]: start for name, start in files if START_FILES.search(name)}
    assert len(started) == 7, started
    assert all(start >= paint for start in started.values()), (paint, started)
    context.close()
