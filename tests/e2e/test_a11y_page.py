"""Accessibility audit of the page with axe-core (issue 36, item 5).

axe-core (npm, pinned in package.json's devDependencies, installed by scripts/setup.sh) is run
inside the pages Playwright drives: every family, and in its page the states a player meets
(the board, the hint arrow, the hint badges, a solution listed, the help, the tools, Your
puzzles, the Lab, Japanese), on a phone (390x844) and a desktop (1280x800), light and dark.
Each audit must find 0 violations.

axe's script is evaluated in the page (``page.evaluate``) rather than added as a <script> tag
(``page.add_script_tag``): a tag's inline text would be refused by the page's own
Content-Security-Policy (``script-src 'self'``), which every end-to-end test watches for.
The matrix is kept small: the full grid of viewports and themes for peg solitaire and the
15-puzzle, one of them each for the other families (every one is covered by two families)."""

from pathlib import Path

import pytest

from conftest import ROOT, wait_until_ready

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
CONTRAST = Path(__file__).with_name("contrast.js")  # the drawn board's colours measured
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
# One game per family, each quick to solve (the first states a solution listed).
GAMES = {"peg": "peg/hoppers13?empty=6&finish=6", "slide": "slide/fifteen?tiles=123456789abc0def",
         "flip": "flip/square", "knight": "knight/5x5", "river": "river/jealous-husbands", "nim": "nim"}
CONFIGS = [("desktop", "light"), ("phone", "dark"), ("desktop", "dark"), ("phone", "light")]
CASES = ([("peg", size, scheme) for size, scheme in CONFIGS] + [("slide", size, scheme) for size, scheme in CONFIGS]
         + [(family, *CONFIGS[index % 4]) for index, family in enumerate(("flip", "knight", "river", "nim"))])


def audit(page, state):
    """axe's violations on the page as it is (``state`` names it in the failure), as lines."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(Path(AXE).read_text(encoding="utf-8"))
    found = page.evaluate("""async () => {
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map(v => v.id + ' (' + v.impact + '): ' + v.help + ' @ ' +
          v.nodes.slice(0, 4).map(n => n.target.join(' ') + ' [' + (n.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 160) + ']').join(' | '));
    }""")
    return ["%s: %s" % (state, line) for line in found]


def contrast(page, state):
    """The board's contrast failures as drawn (tests/e2e/contrast.js), as lines."""
    return ["%s: contrast: %s" % (state, line) for line in page.evaluate(CONTRAST.read_text(encoding="utf-8"))]


def open_page(new_context, base_url, game_id, size, scheme, language="en"):
    viewport = PHONE if size == "phone" else DESKTOP
    context = new_context(viewport=viewport, color_scheme=scheme, has_touch=size == "phone",
                          is_mobile=size == "phone", locale="ja-JP" if language == "ja" else "en-US")
    page = context.new_page()
    page.goto(base_url + "#" + game_id)
    wait_until_ready(page)
    return page


def on_phone(page):
    return page.viewport_size["width"] < 700


def open_tools(page):
    if on_phone(page):
        page.click("#tools-button")
        page.wait_for_selector("#tools.open")


def close_tools(page):
    if on_phone(page) and page.locator("#tools.open").count():
        page.click("#tools-close")


def states(page, family):
    """Every state audited on this page, in turn; the violations found, as lines."""
    found = audit(page, "the board") + contrast(page, "the board")
    if family == "peg":  # a peg picked up: its colour, the rings where it can land
        page.click("#board .movable")
        page.wait_for_selector("#board .selected")
        found += contrast(page, "a peg picked up")
        page.click("#board .selected")
    page.click("#hint" if page.locator("#hint").count() else "#best")
    page.wait_for_function("document.querySelector('#status').textContent !== 'Searching…'", timeout=60000)
    page.wait_for_timeout(200)
    found += audit(page, "a hint") + contrast(page, "a hint")
    if family != "nim":
        page.click("#hint")  # again: every move badged
        page.wait_for_selector("#board .hint-badge", timeout=60000)
        found += audit(page, "hint badges") + contrast(page, "hint badges")
    if page.locator("#solve").count():
        page.click("#solve")  # "Solution found" (knight: "Tour found"): the list shows
        page.wait_for_selector("#solution:not([hidden])", timeout=90000)
        found += audit(page, "a solution listed")
    page.click("#help-button")
    page.wait_for_selector("#help[open]")
    found += audit(page, "help")
    page.click("#help-close")
    open_tools(page)
    found += audit(page, "tools")
    close_tools(page)
    page.evaluate("location.hash = '#records'")
    page.wait_for_selector("#records:not([hidden])")
    found += audit(page, "records")
    page.click("#records-close")
    open_tools(page)
    page.click("#lab-button")
    page.focus("#lab-code")  # the reader reaches for the program: CodeMirror comes
    page.wait_for_selector("#lab-editor[data-editor=codemirror]", timeout=30000)
    page.wait_for_selector("#lab-run:not([disabled])", timeout=60000)
    found += audit(page, "the Lab")
    page.click("#lab-close")
    open_tools(page)
    page.select_option("#language", "ja")
    page.wait_for_selector("html[lang=ja]")
    close_tools(page)
    found += audit(page, "Japanese")
    return found


@pytest.mark.parametrize("family,size,scheme", CASES, ids=["-".join(case) for case in CASES])
def test_axe_finds_no_violation_in_any_state(new_context, base_url_of_site, family, size, scheme):
    page = open_page(new_context, base_url_of_site, GAMES[family], size, scheme)
    found = states(page, family)
    assert not found, "\n".join(found)


WATCHED = "peg/triangle21?empty=6&finish=6"


@pytest.mark.parametrize("size,scheme", [("desktop", "light"), ("phone", "dark"), ("desktop", "dark")])
def test_axe_finds_no_violation_while_watching_a_search(new_context, base_url_of_site, size, scheme):
    """Watch (issue 34) as a learner meets it: the recording, a position stepped to, a cut-off
    with its reason, the program's lines, the line, siblings and chart; a second method beside
    it on the desktop in the dark; What changed and a program's printed output."""
    from lab_pages import open_lab, run, set_code, program

    page = open_page(new_context, base_url_of_site, WATCHED, size, scheme)
    open_lab(page, WATCHED, "peg-corner")
    if scheme == "dark" and size == "desktop":
        page.select_option("#watch-beside", "peg-iddfs")
    page.click("#lab-watch")
    page.wait_for_function("!document.getElementById('watch-step').disabled", timeout=120000)
    found = audit(page, "Watch recording") + contrast(page, "Watch recording")
    for _ in range(40):  # on to the first cut-off (its reason drawn)
        page.click("#watch-step")
        if page.get_attribute("#watch-info", "data-event") == "cut":
            break
    assert page.get_attribute("#watch-info", "data-event") == "cut", page.text_content("#watch-info")
    found += audit(page, "a cut-off on show") + contrast(page, "a cut-off on show")
    page.click("#lab-cancel") if not page.is_disabled("#lab-cancel") else None
    page.click("#watch-stop")
    page.wait_for_function("!document.body.classList.contains('watching')")
    page.click("#lab-what-changed")
    page.wait_for_selector("#lab-diff:not([hidden])")
    found += audit(page, "What changed")
    page.click("#lab-what-changed")
    open_lab(page)  # (a smaller position, to run in seconds)
    set_code(page, program("peg-corner").replace("def solve(", "print('hello from the program')\ndef solve(", 1))
    run(page)
    page.wait_for_function("document.getElementById('lab-console').textContent.includes('hello')")
    found += audit(page, "the console")
    assert not found, "\n".join(found)
