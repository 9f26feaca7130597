"""End-to-end set-up: build the site, serve it from a sub-path on an ephemeral port, and
drive it in Debian's Chromium (or the browser named by $CHROMIUM_PATH). Every page is
watched: a page error, a console error or traceback, a Content-Security-Policy violation (in
the page or in its workers), or a request to any other origin fails the test that caused it.
So every end-to-end test also proves that the page runs under its CSP."""

import json
import os
import shutil
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SUB_PATH = "/puzzle-workbench/"
sys.path.insert(0, str(ROOT / "scripts"))

from build import build  # noqa: E402
from serve import make_server  # noqa: E402


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory):
    built = ROOT / "build" / "site"
    build(built)
    return built


@pytest.fixture(scope="session")
def base_url_of_site(site_dir):
    server = make_server(site_dir, 0, SUB_PATH)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield "http://127.0.0.1:%d%s" % (server.server_address[1], SUB_PATH)
    server.shutdown()


def chromium_path():
    """$CHROMIUM_PATH when set (e.g. Google Chrome on GitHub's runners), else Debian's chromium."""
    chosen = os.environ.get("CHROMIUM_PATH")
    if chosen:
        if not (os.path.isfile(chosen) and os.access(chosen, os.X_OK)):
            pytest.fail("CHROMIUM_PATH=%s is not an executable file" % chosen)
        return chosen
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    pytest.fail("Debian's chromium is not installed: run the README's test command "
                "(or set CHROMIUM_PATH to a Chromium or Chrome)")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": chromium_path(),
            "args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--no-first-run",
                     "--disable-quic"]}


CSP_PREFIX = "CSP violation: "

# Installed in every document of a watched context (before its own scripts) and in every
# worker: each Content-Security-Policy violation is kept in a global array and logged with
# CSP_PREFIX. A worker's violations are fired in the worker only (the browser logs nothing), so
# the listener must be there too.
CSP_LISTENER = """(() => {
  if (self.__cspViolations) return;
  const seen = self.__cspViolations = [];
  const token = Math.random().toString(36).slice(2, 8);
  self.addEventListener('securitypolicyviolation', e => {
    const text = %s + e.effectiveDirective + ' blocked ' + (e.blockedURI || '(inline)') +
      ' from ' + (e.sourceFile || self.location.href) + ':' + e.lineNumber +
      ' [' + token + '.' + seen.length + ']';
    seen.push(text);
    console.error(text);
  }, true);
})()""" % json.dumps(CSP_PREFIX)


class Watch:
    """Collects what must never happen on a page: page errors, console errors and
    tracebacks, dialogs, CSP violations (page and workers) and requests to other origins."""

    def __init__(self, origin):
        self.origin = origin
        self.problems = []
        self.pages = []
        self.seen_violations = set()

    def attach(self, context):
        context.add_init_script(CSP_LISTENER)
        context.on("request", self.on_request)
        context.on("page", self.attach_page)
        for page in context.pages:
            self.attach_page(page)

    def attach_page(self, page):
        self.pages.append(page)
        page.on("pageerror", lambda error: self.problems.append("page error: %s" % error))
        page.on("console", self.on_console)
        page.on("dialog", lambda dialog: (self.problems.append("dialog: " + dialog.message),
                                          dialog.dismiss()))
        page.on("worker", self.attach_worker)

    def attach_worker(self, worker):
        """Listen for CSP violations in a worker (its console reaches the page's)."""
        closed = []
        worker.on("close", lambda _: closed.append(True))
        try:
            worker.evaluate(CSP_LISTENER)
        except Exception as error:
            if not closed and "closed" not in str(error):  # not merely a worker that ended
                self.problems.append("could not watch the worker %s: %s" % (worker.url[:80], error))

    def on_request(self, request):
        url = request.url
        if not (url.startswith(self.origin) or url.startswith("data:") or url.startswith("blob:")):
            self.problems.append("request to another origin: " + url)

    def on_console(self, message):
        text = message.text
        if text.startswith(CSP_PREFIX):
            self.add_violation(text)
        elif message.type == "error" or "Traceback" in text:
            self.problems.append("console %s: %s" % (message.type, text[:500]))

    def add_violation(self, text):
        if text not in self.seen_violations:  # logged and collected: counted once
            self.seen_violations.add(text)
            self.problems.append(text[:500])

    def collect(self):
        """Take the CSP violations recorded in the pages still open (in case their console
        message has not arrived yet)."""
        for page in self.pages:
            if page.is_closed():
                continue
            try:
                texts = page.evaluate("(self.__cspViolations || []).slice()")
            except Exception:  # navigating or closing: its console has reported what it had
                continue
            for text in texts:
                self.add_violation(text)

    def check(self):
        self.collect()
        problems, self.problems = self.problems, []
        assert not problems, "\n".join(problems)


@pytest.fixture(scope="session")
def origin(base_url_of_site):
    return base_url_of_site.split(SUB_PATH)[0]


@pytest.fixture
def new_context(browser, origin):
    """A factory of fresh, watched browser contexts (each like a new browser)."""
    made = []

    def make(**options):
        context = browser.new_context(**options)
        watch = Watch(origin)
        watch.attach(context)
        context.watch = watch
        made.append((context, watch))
        return context

    yield make
    for context, watch in made:
        watch.collect()
        context.close()
    for context, watch in made:
        watch.check()


def watched_page(browser, base_url_of_site, origin):
    """A loaded page in a fresh context, watched throughout (its Watch as ``page.watch``):
    ``(context, page)``. The caller closes the context (``page.watch.collect()`` first)."""
    context = browser.new_context()
    watch = Watch(origin)
    watch.attach(context)
    page = context.new_page()
    page.goto(base_url_of_site)
    wait_until_ready(page)
    page.watch = watch
    return context, page


@pytest.fixture(scope="module")
def shared_page(browser, base_url_of_site, origin):
    """One loaded page per test module (a cold load costs seconds), watched throughout."""
    context, page = watched_page(browser, base_url_of_site, origin)
    yield page
    page.watch.collect()
    context.close()
    page.watch.check()


@pytest.fixture
def app(shared_page):
    yield shared_page
    shared_page.watch.check()


def wait_until_ready(page, solver=True):
    page.wait_for_selector("body[data-ready=board]", state="attached", timeout=30000)
    if solver:
        page.wait_for_selector("body[data-solver=ready]", state="attached", timeout=60000)
