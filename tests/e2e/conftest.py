"""End-to-end set-up: build the site, serve it from a sub-path on an ephemeral port, and
drive it in Debian's Chromium. Every page is watched: a page error, a console error or
traceback, or a request to any other origin fails the test that caused it."""

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
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    pytest.fail("Debian's chromium is not installed: run the README's test command")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": chromium_path(),
            "args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--no-first-run",
                     "--disable-quic"]}


class Watch:
    """Collects what must never happen on a page."""

    def __init__(self, origin):
        self.origin = origin
        self.problems = []

    def attach(self, context):
        context.on("request", self.on_request)
        context.on("page", self.attach_page)
        for page in context.pages:
            self.attach_page(page)

    def attach_page(self, page):
        page.on("pageerror", lambda error: self.problems.append("page error: %s" % error))
        page.on("console", self.on_console)
        page.on("dialog", lambda dialog: (self.problems.append("dialog: " + dialog.message),
                                          dialog.dismiss()))

    def on_request(self, request):
        url = request.url
        if not (url.startswith(self.origin) or url.startswith("data:") or url.startswith("blob:")):
            self.problems.append("request to another origin: " + url)

    def on_console(self, message):
        text = message.text
        if message.type == "error" or "Traceback" in text:
            self.problems.append("console %s: %s" % (message.type, text[:500]))

    def check(self):
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
        made.append((context, watch))
        return context

    yield make
    for context, watch in made:
        context.close()
    for context, watch in made:
        watch.check()


@pytest.fixture(scope="module")
def shared_page(browser, base_url_of_site, origin):
    """One loaded page per test module (a cold load costs seconds), watched throughout."""
    context = browser.new_context()
    watch = Watch(origin)
    watch.attach(context)
    page = context.new_page()
    page.goto(base_url_of_site)
    wait_until_ready(page)
    page.watch = watch
    yield page
    context.close()
    watch.check()


@pytest.fixture
def app(shared_page):
    yield shared_page
    shared_page.watch.check()


def wait_until_ready(page, solver=True):
    page.wait_for_selector("body[data-ready=board]", state="attached", timeout=30000)
    if solver:
        page.wait_for_selector("body[data-solver=ready]", state="attached", timeout=60000)
