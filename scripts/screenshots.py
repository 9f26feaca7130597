"""The documentation's screenshots, made from the built site (build/site, made by
scripts/build.py) served locally, in Debian's Chromium (or $CHROMIUM_PATH):

- docs/phones-light.png, docs/phones-dark.png: every family on a 390x844 phone, in the
  system's light and dark themes, side by side;
- docs/desktops-light.png, docs/desktops-dark.png: every family on a 1280x800 desktop, the same;
- docs/help.png: the help open, on a phone (the wolf, goat and cabbage) and a desktop (the
  21-hole triangle);
- docs/screenshot.png (the README's): the 21-hole triangle solved, on a desktop;
- docs/language-en.png, docs/language-ja.png: the triangle being solved, in each language;
- docs/analysis.png: Flip It with diagonal jumps analysed.

Each family is shown in a state that says something: a solution being stepped through, or
the hints on the board. The pictures are put side by side by the browser itself (no image
library needed). Japanese text needs a Japanese font on the machine (Debian:
fonts-ipafont-gothic).

Run: .venv/bin/python scripts/screenshots.py
"""

import base64
import os
import shutil
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
sys.path.insert(0, str(ROOT / "scripts"))

from serve import make_server  # noqa: E402

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}

# (game id, what to press): each family's picture.
FAMILIES = [
    ("peg/triangle21?empty=6&finish=6", ["#solve", "#step", "#step", "#step"]),
    ("slide/eight?tiles=867254301", ["#hint"]),
    ("flip/square", ["#hint"]),
    ("knight/5x5?start=0&path=7635", ["#hint"]),
    ("river/jealous-husbands", ["#solve", "#step", "#step"]),
    ("nim?heaps=5,2,3", ["#hint"]),
]


def settle(page):
    """Wait until no search of the player's runs (the answer drawn)."""
    page.wait_for_function("document.querySelector('#cancel').disabled", timeout=120000)
    page.wait_for_timeout(400)


def open_game(browser, base, game, viewport, theme="light", language="en"):
    context = browser.new_context(viewport=viewport, color_scheme=theme,
                                  locale="ja-JP" if language == "ja" else "en-US",
                                  is_mobile=viewport is PHONE, has_touch=viewport is PHONE)
    page = context.new_page()
    page.goto(base + ("?lang=%s" % language) + "#" + game)
    page.wait_for_selector("body[data-solver=ready]", state="attached", timeout=120000)
    settle(page)
    return page


def play(page, presses):
    for selector in presses:
        page.click(selector)
        settle(page)
    page.evaluate("scrollTo(0, 0)")
    page.wait_for_timeout(300)


def png(page, **options):
    return page.screenshot(**options)


def side_by_side(browser, pictures, columns, width, path, gap=16, theme="light"):
    """``pictures`` (PNG bytes) in rows of ``columns``, each drawn ``width`` CSS px wide,
    saved as ``path``."""
    page = browser.new_page(viewport={"width": 400, "height": 300})
    background = "#17181c" if theme == "dark" else "#e4e0d8"
    images = "".join('<img src="data:image/png;base64,%s">' % base64.b64encode(picture).decode()
                     for picture in pictures)
    page.set_content(
        "<style>body{margin:0} div{display:inline-grid;grid-template-columns:repeat(%d,%dpx);gap:%dpx;"
        "padding:%dpx;background:%s} img{width:100%%;display:block;border-radius:6px;"
        "box-shadow:0 1px 4px rgb(0 0 0 / .3)}</style><div>%s</div>"
        % (columns, width, gap, gap, background, images))
    page.wait_for_function("[...document.images].every(i => i.complete)")
    page.locator("div").screenshot(path=str(path))
    page.close()


def main() -> None:
    server = make_server(ROOT / "build" / "site", 0, "/puzzle-workbench/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = "http://127.0.0.1:%d/puzzle-workbench/" % server.server_address[1]
    browser_path = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=browser_path, args=["--no-sandbox", "--disable-gpu"])
        for theme in ("light", "dark"):
            phones, desktops = [], []
            for game, presses in FAMILIES:
                for viewport, shots in ((PHONE, phones), (DESKTOP, desktops)):
                    page = open_game(browser, base, game, viewport, theme)
                    play(page, presses)
                    shots.append(png(page))
                    page.context.close()
            side_by_side(browser, phones, 6, 234, DOCS / ("phones-%s.png" % theme), theme=theme)
            side_by_side(browser, desktops, 3, 512, DOCS / ("desktops-%s.png" % theme), theme=theme)

        helps = []
        page = open_game(browser, base, "river/wolf-goat-cabbage", PHONE)
        page.click("#help-button")
        page.wait_for_timeout(400)
        helps.append(png(page))
        page.context.close()
        page = open_game(browser, base, "peg/triangle21?empty=6&finish=6", DESKTOP)
        page.click("#help-button")
        page.wait_for_timeout(400)
        helps.append(png(page))
        page.context.close()
        side_by_side_help(browser, helps, DOCS / "help.png")

        page = open_game(browser, base, "peg/triangle21?empty=6&finish=6", DESKTOP)
        play(page, ["#solve", "#to-end"])
        page.screenshot(path=str(DOCS / "screenshot.png"))
        page.context.close()
        for language in ("en", "ja"):
            page = open_game(browser, base, "peg/triangle21?empty=6&finish=6", DESKTOP, language=language)
            play(page, ["#solve", "#step", "#step", "#step", "#step", "#step"])
            page.screenshot(path=str(DOCS / ("language-%s.png" % language)))
            page.context.close()
        page = open_game(browser, base, "flip/square-diagonal", DESKTOP)
        play(page, ["#analyse"])
        page.screenshot(path=str(DOCS / "analysis.png"), full_page=True)
        page.context.close()
        browser.close()
    server.shutdown()


def side_by_side_help(browser, pictures, path):
    """The phone's help (drawn at its width) beside the desktop's (drawn half size)."""
    page = browser.new_page(viewport={"width": 400, "height": 300})
    images = ['<img class="phone" src="data:image/png;base64,%s">' % base64.b64encode(pictures[0]).decode(),
              '<img class="desk" src="data:image/png;base64,%s">' % base64.b64encode(pictures[1]).decode()]
    page.set_content(
        "<style>body{margin:0} div{display:inline-flex;gap:16px;padding:16px;background:#e4e0d8;"
        "align-items:flex-start} .phone{width:292px} .desk{width:960px} img{display:block;border-radius:6px;"
        "box-shadow:0 1px 4px rgb(0 0 0 / .3)}</style><div>%s</div>" % "".join(images))
    page.wait_for_function("[...document.images].every(i => i.complete)")
    page.locator("div").screenshot(path=str(path))
    page.close()


if __name__ == "__main__":
    main()
