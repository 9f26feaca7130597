"""The page asks nothing of any other origin, runs under its Content-Security-Policy, and
never turns a link's text into markup.

Every end-to-end test is watched (conftest.Watch): a request to another origin, a CSP
violation in the page or in a worker, a page error or a console error fails it. The tests
here show that this watch can fail, and that the page holds up when config-like files fail.
"""

import re
import time
from html.parser import HTMLParser
from urllib.parse import quote

import pytest

import build  # noqa: E402  (scripts/, put on the path by conftest)
from conftest import CSP_PREFIX, wait_until_ready
from puzzles import registry
from puzzles.session import fallback_game
from pages import counter, fragment, message, status, wait_status

SMALL = "peg/hoppers13?empty=6&finish=6"  # solved in 7 moves, in milliseconds
# The runtime's own package list: data Pyodide needs, not a config file.
RUNTIME_LOCK_FILE = "/static/pyodide/pyodide-lock.json"


def solve_small(page):
    page.click("#solve")
    wait_status(page, "Solution found: 7 moves")


def wait_for_problem(watch, pattern, timeout=10):
    """Wait until the watch has recorded a problem matching ``pattern``; return them all."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        watch.collect()
        if any(re.search(pattern, problem) for problem in watch.problems):
            return list(watch.problems)
        time.sleep(0.1)
    raise AssertionError("the watch recorded no %r; it has %r" % (pattern, watch.problems))


# --- (a) config-like files failing -------------------------------------------------------------

@pytest.mark.parametrize("code", [404, 500])
def test_page_and_solver_work_when_every_config_file_fails(new_context, base_url_of_site, origin, code):
    """PyScript used to fall back to a public CDN when a config file failed to load. The configs
    are inlined in the page, so no config file is asked for at all; and if one were, its
    failure would show up here (another origin, a CSP violation or an error fails the test)."""
    context = new_context()
    answered = []

    def fail(route):
        url = route.request.url
        if url.split("?")[0].endswith(RUNTIME_LOCK_FILE):
            route.continue_()
        else:
            answered.append(url)
            route.fulfill(status=code, content_type="text/plain", body="no config here")

    context.route(re.compile(r"[^?#]*\.(toml|json)([?#].*)?$"), fail)
    asked = []
    context.on("request", lambda request: asked.append(request.url))
    page = context.new_page()
    page.goto(base_url_of_site + "#" + SMALL)
    wait_until_ready(page)
    solve_small(page)
    assert page.locator("#solution-moves li").count() == 7
    page.click("#step")
    assert counter(page, "moves") == 1
    # The runtime configs are inlined in the page: no config file is asked for. Whatever
    # else was failed here (optional data files) the page did without, from its own origin.
    assert not [url for url in asked if re.search(r"\.toml\b|/(pyscript|worker|config)\.json\b", url)]
    assert base_url_of_site + RUNTIME_LOCK_FILE.lstrip("/") not in answered
    assert all(url.startswith((origin + "/", "blob:" + origin + "/")) for url in asked), asked


def test_a_runtime_file_failing_never_sends_the_page_elsewhere(new_context, base_url_of_site):
    """When the solver's runtime cannot load, the page says so (or the solver does without),
    but nothing is asked of another origin and the board still plays."""
    context = new_context()
    context.route(re.compile(r".*/static/pyodide/(pyodide-lock\.json|pyodide\.mjs)$"),
                  lambda route: route.fulfill(status=404, body=""))
    page = context.new_page()
    page.goto(base_url_of_site + "#" + SMALL)
    wait_until_ready(page, solver=False)
    page.wait_for_selector("body[data-solver]", state="attached", timeout=60000)  # ready or dead
    page.click('#board [data-cell="0"]')
    page.click('#board [data-cell="6"]')
    assert counter(page, "moves") == 1
    context.watch.collect()
    elsewhere = [p for p in context.watch.problems
                 if p.startswith(CSP_PREFIX) or p.startswith("request to another origin")]
    assert elsewhere == []
    context.watch.problems.clear()  # errors logged by the failed start are expected here


# --- the policy itself -------------------------------------------------------------------------

ALLOWED_SOURCES = {"'self'", "'none'", "'unsafe-eval'", "'wasm-unsafe-eval'", "blob:", "data:"}


class HeadOrder(HTMLParser):
    """The start tags of a page, in order, with their attributes."""

    def __init__(self):
        super().__init__()
        self.tags = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def test_the_policy_names_no_other_origin_and_comes_first(site_dir):
    """The built page's CSP allows nothing but its own origin (no host, no https:, no '*',
    no inline script), and it is read before any script, style or link is."""
    parser = HeadOrder()
    parser.feed((site_dir / "index.html").read_text())
    metas = [i for i, (tag, attrs) in enumerate(parser.tags)
             if tag == "meta" and attrs.get("http-equiv", "").lower() == "content-security-policy"]
    assert len(metas) == 1
    first_fetch = min(i for i, (tag, _) in enumerate(parser.tags) if tag in ("script", "link", "style"))
    assert metas[0] < first_fetch
    policy = {}
    for directive in parser.tags[metas[0]][1]["content"].split(";"):
        name, *sources = directive.split()
        policy[name] = sources
    for name, sources in policy.items():
        assert set(sources) <= ALLOWED_SOURCES, (name, sources)
    for name in ("default-src", "script-src", "object-src", "base-uri"):
        assert name in policy, name
    assert policy["default-src"] in (["'self'"], ["'none'"])
    assert "'unsafe-inline'" not in " ".join(sum(policy.values(), []))


# --- (b) the watch itself can fail -------------------------------------------------------------

def test_watch_catches_a_csp_violation_in_the_page_and_in_the_worker(new_context, base_url_of_site):
    context = new_context()
    watch = context.watch
    page = context.new_page()
    page.goto(base_url_of_site + "#" + SMALL)
    wait_until_ready(page)
    assert watch.problems == []
    # The page: the CSP refuses the fetch before it leaves the browser.
    refused = page.evaluate("fetch('https://example.com/').then(() => 'sent', () => 'refused')")
    assert refused == "refused"
    problems = wait_for_problem(watch, r"^CSP violation: connect-src blocked https://example\.com/")
    assert not any(p.startswith("request to another origin") for p in problems)
    with pytest.raises(AssertionError, match="CSP violation: connect-src blocked https://example.com/"):
        watch.check()
    assert watch.problems == []
    # The solver's worker: its violations fire in the worker only, and are caught there too.
    assert len(page.workers) == 1
    page.workers[0].evaluate("fetch('https://example.com/worker').catch(() => 0)")
    wait_for_problem(watch, r"^CSP violation: connect-src blocked https://example\.com/worker")
    with pytest.raises(AssertionError, match="example.com/worker"):
        watch.check()
    # An inline script is refused as well (script-src has no 'unsafe-inline').
    page.evaluate("""() => { const s = document.createElement('script');
                             s.textContent = 'window.ran = 1'; document.body.append(s); }""")
    wait_for_problem(watch, r"^CSP violation: script-src-elem blocked inline")
    assert page.evaluate("window.ran") is None
    with pytest.raises(AssertionError, match="script-src-elem"):
        watch.check()
    # The page still works, and nothing else went wrong.
    solve_small(page)


def test_watch_catches_a_request_to_another_origin(new_context, base_url_of_site):
    """With the CSP bypassed, the same fetch leaves the page: the request watch records it
    (answered locally by a route, so nothing reaches the network)."""
    context = new_context(bypass_csp=True)
    context.route("https://example.com/**", lambda route: route.fulfill(status=204, body=""))
    watch = context.watch
    page = context.new_page()
    page.goto(base_url_of_site + "#" + SMALL)
    wait_until_ready(page, solver=False)
    assert page.evaluate("fetch('https://example.com/').then(r => r.status)") == 204
    problems = wait_for_problem(watch, r"^request to another origin: https://example\.com/$")
    assert not any(p.startswith(CSP_PREFIX) for p in problems)
    with pytest.raises(AssertionError, match="request to another origin: https://example.com/"):
        watch.check()
    assert watch.problems == []


# --- (c) a link's text is never markup ---------------------------------------------------------

INJECTED = 'img, iframe, object, embed, [onload], [onerror], [srcdoc], script:not([src]):not([type="mpy"])'


def assert_nothing_injected(page):
    assert page.locator(INJECTED).count() == 0
    # The one inline script is the page's own: the build's line that starts MicroPython.
    inline = page.eval_on_selector_all('script[type="mpy"]:not([src])', "els => els.map(e => e.textContent)")
    assert inline in ([], [build.PAGE_START]), inline
    assert page.eval_on_selector("#message", "e => e.children.length") == 0  # text only
    scripts = page.eval_on_selector_all("script[src]", "els => els.map(e => e.src)")
    assert all(src.startswith(page.url.split("#")[0].split("?")[0]) for src in scripts), scripts


@pytest.mark.parametrize("bad", [
    "slide/eight?tiles=<script>alert(1)</script>",
    "flip/square?colours=<img src=x onerror=alert(1)>",
    "knight/8x8?cut=<svg onload=alert(1)>",
    "river/jealous-husbands?rowers=<iframe srcdoc=x>",
    "nim?heaps=<object data=x>",
    "<img src=x onerror=alert(1)>/x",
    "peg/hoppers13?<b onmouseover=alert(1)>=1",
])
def test_hostile_link_followed_in_a_running_page_is_text(new_context, base_url_of_site, bad):
    """A hostile link (percent-encoded, as a browser sends it) reaching a page already
    running, through the hashchange path, for every family's keys."""
    page = new_context().new_page()
    page.goto(base_url_of_site + "#" + SMALL)
    wait_until_ready(page, solver=False)
    page.evaluate("id => { location.hash = '#' + id }", quote(bad, safe="/?&="))
    page.wait_for_function("document.querySelector('#message').textContent.startsWith('Bad link')")
    assert_nothing_injected(page)
    shown = fallback_game(bad)  # the board the link names, when its family and variant are good
    assert fragment(page).partition("?")[0] == shown.partition("?")[0]
    if shown == registry.DEFAULT_GAME:
        page.click('#board [data-cell="14"]')  # the default puzzle plays
        page.click('#board [data-cell="6"]')
        assert counter(page, "moves") == 1


def test_hostile_query_is_ignored(new_context, base_url_of_site):
    """A query string (a language, anything) never reaches the page as markup."""
    query = "?lang=" + quote("<script>alert(1)</script>") + "&x=" + quote('"><img src=x onerror=alert(1)>')
    page = new_context().new_page()
    page.goto(base_url_of_site + query + "#" + SMALL)
    wait_until_ready(page)
    assert_nothing_injected(page)
    assert re.fullmatch(r"[A-Za-z]{2,3}(-[A-Za-z0-9]+)*", page.evaluate("document.documentElement.lang"))
    assert "<" not in page.title()
    assert fragment(page) == SMALL and message(page) == ""
    solve_small(page)
    assert status(page).startswith("Solution found: 7 moves")


def test_hostile_query_and_fragment_together(new_context, base_url_of_site):
    """Both at once, the fragment with %3Cscript%3E escapes: a message, no markup, and the
    solver still runs on the default puzzle."""
    page = new_context().new_page()
    page.goto(base_url_of_site + "?lang=%3Cscript%3Ealert(1)%3C/script%3E"
              "#peg/%3Cscript%3Ealert(1)%3C/script%3E")
    wait_until_ready(page)
    assert message(page).startswith("Bad link")
    assert_nothing_injected(page)
    assert fragment(page) == registry.parse(registry.DEFAULT_GAME)[1].game_id()
    page.click("#solve")
    wait_status(page, "Solution found: 12 moves")
