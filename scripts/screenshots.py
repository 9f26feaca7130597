"""The README's screenshots of the page in English and Japanese (docs/language-en.png,
docs/language-ja.png): the built site (build/site, made by scripts/build.py) served locally,
the default puzzle solved, in Debian's Chromium (or $CHROMIUM_PATH). Japanese text needs a
Japanese font on the machine (Debian: fonts-ipafont-gothic).

Run: .venv/bin/python scripts/screenshots.py
"""

import os
import shutil
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from serve import make_server  # noqa: E402


def main() -> None:
    server = make_server(ROOT / "build" / "site", 0, "/puzzle-workbench/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = "http://127.0.0.1:%d/puzzle-workbench/" % server.server_address[1]
    browser_path = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=browser_path, args=["--no-sandbox", "--disable-gpu"])
        for language in ("en", "ja"):
            context = browser.new_context(viewport={"width": 1100, "height": 1250})
            page = context.new_page()
            page.goto(base + "?lang=%s#peg/triangle21?empty=6&finish=6" % language)
            page.wait_for_selector("body[data-solver=ready]", state="attached", timeout=90000)
            page.click("#solve")
            page.wait_for_selector("#solution:not([hidden])", timeout=60000)
            page.wait_for_timeout(500)
            page.screenshot(path=str(ROOT / "docs" / ("language-%s.png" % language)))
            context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
