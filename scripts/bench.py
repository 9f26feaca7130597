"""Benchmarks (run on purpose, not part of the tests): native CPython and the real page.

    scripts/bench.sh            # installs what it needs, then runs this
    .venv/bin/python scripts/bench.py [--runs 5]

Prints, for each solver job, the native time and the time inside the browser's solver worker
(the worker's own clock), their ratio, and the wall time from click to answer; then page
start-up: when the first board is interactive and when the solver is ready.
"""

import argparse
import json
import re
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "scripts"))

from build import build  # noqa: E402
from serve import make_server  # noqa: E402
from puzzles.jobs import JobRunner  # noqa: E402

# (label, game id, search kind, page button)
JOBS = [
    ("hoppers13 minimum", "peg/hoppers13?empty=6&finish=6", "minimum", "#solve"),
    ("triangle21 minimum + count", "peg/triangle21?empty=6&finish=6", "count", "#count"),
    ("english33 any solution", "peg/english33?empty=16&finish=16", "any", "#solve"),
    ("french37 any solution", "peg/french37", "any", "#solve"),
    ("diamond41 any solution", "peg/diamond41", "any", "#solve"),
]
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


def native(game_id: str, kind: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        reply = JobRunner().run(json.dumps({"game": game_id, "kind": kind}))
        times.append(time.perf_counter() - start)
        assert reply["state"] == "done", reply
    return statistics.median(times)


def browser(url: str, runs: int) -> tuple[dict, list]:
    from playwright.sync_api import sync_playwright
    results: dict = {}
    startup = []
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for _ in range(runs):  # cold start: a new context has an empty cache
            context = chromium.new_context()
            page = context.new_page()
            page.goto(url)
            page.wait_for_selector("body[data-solver=ready]", state="attached", timeout=60000)
            startup.append((int(page.get_attribute("body", "data-board-ready-ms")),
                            int(page.get_attribute("body", "data-solver-ready-ms"))))
            context.close()
        page = chromium.new_page()
        page.goto(url)
        page.wait_for_selector("body[data-solver=ready]", state="attached", timeout=60000)
        for label, game_id, kind, button in JOBS:
            inside, wall = [], []
            for _ in range(runs):
                page.evaluate("id => { location.hash = '#peg/hex12'; location.hash = '#' + id }", game_id)
                page.wait_for_function("document.querySelector('#status').textContent.startsWith('Your move')")
                start = time.perf_counter()
                page.click(button)
                page.wait_for_function("/^(Solved|No )/.test(document.querySelector('#status').textContent)",
                                       timeout=120000)
                wall.append(time.perf_counter() - start)
                text = page.text_content("#progress")
                inside.append(float(re.search(r"([0-9.]+) s in the solver", text).group(1)))
            results[label] = (statistics.median(inside), statistics.median(wall))
        chromium.close()
    return results, startup


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    site = build(ROOT / "build" / "site")
    server = make_server(site, 0, "/bench/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/bench/" % server.server_address[1]
    in_browser, startup = browser(url, args.runs)
    print("%-28s %10s %12s %7s %12s" % ("job (median of %d)" % args.runs, "native s", "worker s",
                                         "ratio", "click->answer"))
    for label, game_id, kind, _ in JOBS:
        mine = native(game_id, kind, args.runs)
        inside, wall = in_browser[label]
        print("%-28s %10.3f %12.3f %7.2f %12.3f" % (label, mine, inside, inside / mine, wall))
    boards = [b for b, _ in startup]
    solvers = [s for _, s in startup]
    print("page start-up, cold cache, %d loads: board interactive %d ms median (worst %d), "
          "solver ready %d ms median (worst %d), measured from navigation start"
          % (len(startup), statistics.median(boards), max(boards), statistics.median(solvers), max(solvers)))
    server.shutdown()


if __name__ == "__main__":
    main()
