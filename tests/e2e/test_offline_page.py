"""The site offline and its updates, in the real browser: each test serves its own copy of the
site (built once for this module, apart from build/site) from the same sub-path as the other
tests, on its own server, so it can stop that server or change the files it serves. Every page
is watched as conftest.py watches the others."""

import shutil
import socket
import sys
import threading
from pathlib import Path

import pytest

from conftest import ROOT, SUB_PATH, Watch, wait_until_ready
from pages import click_cell, counter, fragment, show, status, wait_status

sys.path.insert(0, str(ROOT / "scripts"))

import offline  # noqa: E402
from build import build  # noqa: E402
from serve import make_server  # noqa: E402

CONTROLLED = "navigator.serviceWorker.controller !== null"


class Site:
    """A copy of the built site served from SUB_PATH on an ephemeral port, until stop()."""

    def __init__(self, built, directory):
        shutil.copytree(built, directory)
        self.directory = directory
        self.server = make_server(directory, 0, SUB_PATH)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.origin = "http://127.0.0.1:%d" % self.server.server_address[1]
        self.url = self.origin + SUB_PATH
        self.running = True

    def stop(self):
        """Shut the server and close its socket: the port refuses connections."""
        if self.running:
            self.running = False
            self.server.shutdown()
            self.server.server_close()
            self.thread.join(10)


@pytest.fixture(scope="module")
def built_site(tmp_path_factory):
    return build(tmp_path_factory.mktemp("offline") / "site")


@pytest.fixture
def site(built_site, tmp_path):
    served = Site(built_site, tmp_path / "site")
    yield served
    served.stop()


@pytest.fixture
def watched(browser, site):
    """A fresh, watched browser context for the test's own site (service workers allowed)."""
    made = []

    def make():
        context = browser.new_context(service_workers="allow")
        watch = Watch(site.origin)
        watch.attach(context)
        made.append((context, watch))
        return context

    yield make
    for context, _ in made:
        context.close()
    for _, watch in made:
        watch.check()


def first_visit(context, site, fragment=""):
    """Open the site and wait until the page is ready and the service worker controls it
    (it has precached the whole site by then: a worker activates only after its install)."""
    page = context.new_page()
    page.goto(site.url + fragment)
    wait_until_ready(page)
    page.wait_for_function(CONTROLLED, timeout=60000)
    return page


def site_caches(page):
    return page.evaluate("""async () => (await caches.keys())
        .filter(name => name.startsWith('puzzle-workbench:'))""")


def test_the_site_works_offline_after_one_visit(watched, site):
    page = first_visit(watched(), site)
    [cache] = site_caches(page)
    assert cache.startswith("puzzle-workbench:%s:" % SUB_PATH)
    site.stop()
    with pytest.raises(ConnectionRefusedError):  # really offline
        socket.create_connection(("127.0.0.1", site.server.server_address[1]), timeout=5)
    page.reload()
    wait_until_ready(page)
    assert page.evaluate(CONTROLLED)
    show(page, "peg/hoppers13?empty=6&finish=6")
    click_cell(page, 0)
    click_cell(page, 6)
    assert page.text_content("#counter-moves") == "1"
    page.click("#solve")
    wait_status(page, "Solution found")
    assert counter(page, "moves") == 1
    assert page.locator("#update").is_hidden()
    # A data file fetched by the solver worker only now, at its first use, comes from the cache.
    show(page, "peg/english33?empty=16&finish=16")
    page.click("#solve")
    wait_status(page, "Solution found")
    assert page.text_content("#status").startswith("Solution found: 18 moves (shortest)")


def test_a_link_opens_offline_in_a_new_page(watched, site):
    context = watched()
    first_visit(context, site).close()
    site.stop()
    page = context.new_page()
    page.goto(site.url + "index.html#slide/six")
    wait_until_ready(page)
    page.click("#solve")
    wait_status(page, "Solution found: 15 moves")


def publish_new_version(site):
    """A new deployment at the same address: one file changed, and the service worker of
    that build (its file list and hash)."""
    page = site.directory / "index.html"
    page.write_text(page.read_text().replace("</head>", '<meta name="build" content="second">\n</head>', 1))
    return offline.write_service_worker(site.directory)


def test_a_new_version_is_offered_and_the_button_loads_it(watched, site):
    page = first_visit(watched(), site, "#peg/hoppers13?empty=6")
    [old_cache] = site_caches(page)
    assert page.locator("#update").is_hidden()
    version = publish_new_version(site)
    assert not old_cache.endswith(version)
    page.reload()  # the browser looks for a new sw.js at every load
    wait_until_ready(page)
    page.wait_for_selector("#update:not([hidden]) button", timeout=60000)
    assert page.text_content("#update") == "New version ready: Reload"
    assert page.locator('meta[name="build"]').count() == 0  # still the old version meanwhile
    click_cell(page, 0)
    click_cell(page, 6)  # the game goes on while the prompt waits
    assert counter(page, "moves") == 1
    # A new document's load: a navigation would also be said for the old page's own
    # history.replaceState (an update drawn after the moves), and the old page is ready too.
    with page.expect_event("load", timeout=60000):
        page.click("#update button")
    wait_until_ready(page)
    assert page.locator('meta[name="build"][content="second"]').count() == 1
    assert page.locator("#update").is_hidden()
    assert counter(page, "moves") == 1  # the position is in the link: the reload keeps it
    assert site_caches(page) == ["puzzle-workbench:%s:%s" % (SUB_PATH, version)]
    assert status(page) != ""


def test_without_a_new_version_no_prompt(watched, site):
    page = first_visit(watched(), site)
    page.reload()
    wait_until_ready(page)
    page.evaluate("async () => { const r = await navigator.serviceWorker.getRegistration(); await r.update(); }")
    page.wait_for_timeout(500)
    assert page.locator("#update").is_hidden()
    assert page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).waiting === null")
    assert len(site_caches(page)) == 1


def test_manifest_and_icons_are_served(watched, site):
    page = first_visit(watched(), site)
    manifest = page.evaluate("""async () => {
        const link = document.querySelector('link[rel=manifest]');
        return (await fetch(link.href)).json(); }""")
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    for icon in manifest["icons"]:
        size = page.evaluate("""async src => {
            const image = new Image();
            image.src = new URL(src, document.querySelector('link[rel=manifest]').href).href;
            await image.decode();
            return [image.naturalWidth, image.naturalHeight]; }""", icon["src"])
        if icon["sizes"] != "any":
            assert "%dx%d" % tuple(size) == icon["sizes"]


def test_chromium_finds_the_app_installable(browser_type, browser_type_launch_args, site, tmp_path):
    """Chromium's own check (what makes it offer "Install"), in a profile on disk: a fresh
    context is incognito-like, and incognito apps are never installable."""
    context = browser_type.launch_persistent_context(tmp_path / "profile", **browser_type_launch_args)
    watch = Watch(site.origin)
    watch.attach(context)
    try:
        page = first_visit(context, site)
        devtools = context.new_cdp_session(page)
        assert devtools.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        manifest = devtools.send("Page.getAppManifest")
        assert manifest["errors"] == [] and manifest["url"] == site.url + "manifest.webmanifest"
    finally:
        context.close()
    watch.check()


def test_an_open_tab_is_told_of_a_new_version_when_it_comes_back_into_view(watched, site):
    # Issue 25: a tab left open heard of a new deploy only when another page loaded.
    page = first_visit(watched(), site, "#peg/hoppers13?empty=6")
    assert page.locator("#update").is_hidden()
    publish_new_version(site)
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")  # the tab shown again
    page.wait_for_selector("#update:not([hidden]) button", timeout=60000)
    assert page.text_content("#update") == "New version ready: Reload"


def test_the_daily_puzzle_opens_and_scores_offline(watched, site):
    """#daily with the server stopped after a first visit: the date's game (from the page's
    table of starts, issue 35) and Flip It's distance table come from the cached site, the
    same game as the CLI's."""
    import json

    from puzzles import daily, registry
    from puzzles.deal import run_deal
    from puzzles.jobs import JobRunner

    date = "2026-11-30"  # Flip It, Easy, by the daily rule: its table comes from the cache
    game, difficulty, seed = daily.choice(date)
    assert game == "flip/square"
    expected = run_deal(game, difficulty, seed)["dealt"]
    context = watched()
    first_visit(context, site, "#slide/six").close()
    site.stop()
    page = context.new_page()
    page.clock.set_fixed_time(date + "T10:00:00")
    page.goto(site.url + "#daily")
    wait_until_ready(page)
    page.wait_for_function("() => document.querySelector('#message').textContent.includes('daily puzzle')",
                           timeout=60000)
    assert fragment(page) == expected
    family, position = registry.parse(expected)
    view = registry.view(family)
    best = JobRunner().run(json.dumps({"game": expected, "kind": "minimum"}))["result"]["solution"]
    for move in best:
        for cell in view.clicks(position, move):
            click_cell(page, cell)
        position = view.play(position, move)
    page.wait_for_selector("#score:not([hidden])")
    page.wait_for_function("() => document.querySelector('#score').textContent.includes('fewest')", timeout=30000)
    assert page.text_content("#score").startswith("Your score: %d moves · fewest %d" % (len(best), len(best)))
    assert page.input_value("#share-text").startswith(  # the puzzle by name (issue 35)
        "Daily %s · Flip It: Square (rows and columns) · %d moves (fewest %d) · no hints · " % (
            date, len(best), len(best)))
    assert page.input_value("#share-text").endswith("#" + expected)  # the day's start, not the solved board
