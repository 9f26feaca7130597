"""Benchmarks (run on purpose, not part of the tests): native CPython and the real page.

    scripts/bench.sh            # installs what it needs, then runs this
    .venv/bin/python scripts/bench.py [--runs 5]

Prints, for each solver job, the native time and the time inside the browser's solver worker
(the worker's own clock), median and first run apart (a first run may build tables), their
ratio, and the wall time from click to answer; then random 15-puzzles solved optimally
(median and worst); then page start-up: when the first board is interactive and when the
solver is ready; then the solver's start-up from the build's snapshot against a plain Pyodide
boot from the same files, on a first visit (empty cache) and a second (same browser profile).

    .venv/bin/python scripts/bench.py --startup-only     # only the start-up figures
    .venv/bin/python scripts/bench.py --board-only       # only the board's start against bare MicroPython
    .venv/bin/python scripts/bench.py --lab-start-only   # only the Lab's start against the solver's
    scripts/bench.sh --lighthouse                        # ... and Lighthouse at the end (scripts/bench_lighthouse.py)
    .venv/bin/python scripts/bench.py --lighthouse-only  # only Lighthouse: board and Lab pages, phone and desktop

The start-up figures end with the Lab's (issue 38; scripts/bench_lab_start.py): cold loads of
a #lab/ link, the Lab ready (Run enabled) against the solver ready, and when the Lab first
shows a program.

The board's start (issue 25): cold loads, the order alternating, of the page with its modules
precompiled (.mpy, as built), the same page from sources (scripts/build.py --sources) and a
bare MicroPython page made from the same files (PyScript and MicroPython from the build, one
line of Python that marks the page ready): the board interactive against the bare page ready;
and the built page with its solver worker started with the page (as before the worker waited
for the board: static/page.js), with its start's files asked for as the page is parsed (as
before issue 38: Lighthouse's LCP), and with its style sheets apart (scripts/build.py joins
them into one), side by side; then the built page and the bare one again with a network's round
trip added to each request (BOARD_ROUND_TRIPS_MS: the local server has none). The solver's
start-up (--startup-only) is given from navigation and from the worker's start (it starts once
the board is interactive).
    .venv/bin/python scripts/bench.py --only fifteen --only 6x6 --startup-runs 0 --instances 0
        --knight-runs 0 --clicks 0 --recovery-runs 0     # some jobs only (label contains a word;
                                                         # one command, on one line)

    .venv/bin/python scripts/bench.py --only lab         # the solver lab's methods (issue 23)
    .venv/bin/python scripts/bench.py --lab-only [--lab-before /tmp/main/py]   # native, Watch's cost, playback
    .venv/bin/python scripts/bench.py --recovery-only    # a dead solver worker's recovery (issue 25)
    .venv/bin/python scripts/bench.py --only playback [--playback-before /tmp/main-site] [--playback-rounds N]
                                                         # Watch's playback at 1,000 events/s, desktop and phone (issue 34)

With ``--only lab``: each lab method (puzzles.lab) run once on its page's problem, natively
and in the browser (the page's Lab: Run, its results row; ``--lab-native-only`` skips it):
the answer, positions searched and time, beside the page's published time and machine (and
the speed-up over the method it improves, on the page and here). Methods marked slow are
stopped at ``--lab-time-limit`` seconds. Then (and alone with ``--lab-only``, natively only) the
cost of recording a trace (issue 34, Watch): each method not marked slow, run and watched (the
default limit of events) ``--lab-runs`` times each, alternately: positions per second of CPU time
both ways, side by side, and their ratio (at most 1.5 wanted); with ``--lab-before PY_DIR`` also
the plain and watched runs of another checkout's ``py/`` (a run without Watch must not get slower;
its watched cost beside this one's). A watched run is timed as the Lab's worker makes it: the
trace's batches made the JSON text the worker sends (``LAB_WATCHED``).

Korf's 100 fifteen-puzzles (issue 38; also alone: ``--korf``; data: scripts/korf100.txt):
each solved natively in this process (as the CLI runs it), then in one page, each by link (a
hash change) and Solve; every answer's length checked against the published optimum and the
page's listed moves replayed: the total, median and worst, and any instance not optimal.

    .venv/bin/python scripts/bench.py --korf [--korf-instances 10]

Knight's tours counted (the frontier DP): the native time, CPU time and peak memory of each
count in a process of its own, and the time in the page's worker for 6 x 8 and 6 x 10 closed
(``--knight-page-quick``: 6 x 8 only), with how often the progress line changed meanwhile; with
``--before DIR``, the native counts of another checkout's ``py/`` too, in the same run:

    .venv/bin/python scripts/bench.py --knight-only --before /tmp/main-checkout/py

Then the board's own speed on the page (MicroPython): on a 50x50 knight's board with 1000
cells played, the time from a click (a cell, Step, Undo, Redo) to the board redrawn: the
script's time, and to the next frame painted (style, layout and paint included).

Layout shift (issue 38; also alone: ``--cls``): each family's first menu puzzle and a Lab link,
first loads on a phone (390x844) and a desktop (1280x800), the CLS the browser reports: as
the load comes, and in the worst case (the board after a first paint: scripts/layout_shift.py).

    .venv/bin/python scripts/bench.py --cls [--cls-before OTHER_SITE]   # OTHER_SITE: another build/site

Last, a dead solver worker (issue 25): the worker closed while idle, Solve pressed once; when
the page noticed, and when the answer came from the fresh worker (``--recovery-runs``).
"""

import argparse
import html
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "scripts"))

import bench_lab_start  # noqa: E402
import bench_lighthouse  # noqa: E402
import build as build_module  # noqa: E402
from build import build  # noqa: E402
from serve import make_server  # noqa: E402
from puzzles import registry  # noqa: E402
from puzzles.jobs import JobRunner  # noqa: E402
from puzzles.session_words import VERDICT_WAITING  # noqa: E402
from puzzles.words_ja import JA  # noqa: E402

# (label, game id, search kind, page button)
JOBS = [
    ("hoppers13 minimum", "peg/hoppers13?empty=6&finish=6", "minimum", "#solve"),
    ("triangle21 minimum + count", "peg/triangle21?empty=6&finish=6", "count", "#count"),
    ("english33 any solution", "peg/english33?empty=16&finish=16", "any", "#solve"),
    # The centre game's table (peg_table): its first run inflates the file.
    ("english33 proven 18 (table)", "peg/english33?empty=16&finish=16", "minimum", "#solve"),
    ("english33 hint (table)", "peg/english33?empty=16&finish=16&pegs=111111101111110111111101111101111"
     "&moves=3&last=21", "hint", "#hint"),
    ("english33 proven 17, no finish (both tables)", "peg/english33", "solve", "#solve"),
    # The 18 proven again by peg_proof's branch and bound (the table's membership only).
    ("english33 proof search, 18", "peg/english33?empty=16&finish=16", "prove", "#prove"),
    ("french37 any solution", "peg/french37", "any", "#solve"),
    ("diamond41 any solution", "peg/diamond41", "any", "#solve"),
    ("six analyse", "slide/six", "analyse", "#analyse"),
    ("pipes analyse", "slide/pipes", "analyse", "#analyse"),
    ("eight analyse", "slide/eight", "analyse", "#analyse"),
    ("eight solve (31 moves)", "slide/eight", "solve", "#solve"),
    ("eight hint", "slide/eight?tiles=647850321", "hint", "#hint"),
    ("flip square analyse", "flip/square", "analyse", "#analyse"),
    ("flip diagonal analyse", "flip/square-diagonal", "analyse", "#analyse"),
    ("flip square solve", "flip/square", "solve", "#solve"),
    ("knight 8x8 closed tour", "knight/8x8?closed=1", "solve", "#solve"),
    ("knight 50x50 closed tour", "knight/50x50?closed=1", "solve", "#solve"),
    ("knight 5x5 open tours, corner", "knight/5x5?start=0", "count", "#count"),
    ("knight 5x5 all open tours", "knight/5x5", "count", "#count"),
    ("knight 6x6 closed tours (frontier)", "knight/6x6?closed=1", "count", "#count"),
    ("fifteen 62-move deal", "slide/fifteen?tiles=4fac936d75e82b10", "solve", "#solve"),
    ("knight 8x8 hint", "knight/8x8?start=27", "hint", "#hint"),
    ("peg triangle21 hint", "peg/triangle21?empty=6&finish=6", "hint", "#hint"),
    ("river jealous husbands count", "river/jealous-husbands", "count", "#count"),
    ("river 13-crossing count", "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa", "count", "#count"),
    ("river missionaries graph", "river/missionaries", "graph", "#graph"),
    ("river jealous husbands hint", "river/jealous-husbands", "hint", "#hint"),
    ("nim best move", "nim?heaps=5,2,3", "solve", "#best"),
]
# Knight's tours counted natively (each in a process of its own, for its peak memory) and the
# one counted in the page too.
KNIGHT_COUNTS = [("6x6 open tours (every start)", "knight/6x6"),
                 ("6x8 closed tours", "knight/6x8?closed=1"),
                 ("6x10 closed tours", "knight/6x10?closed=1")]
KNIGHT_IN_PAGE = ["knight/6x8?closed=1", "knight/6x10?closed=1"]  # the second: --knight-page-quick leaves it
# Records each change of the page's progress line (#progress) while a search runs: (ms, text).
WATCH_PROGRESS = """() => {
  const line = document.querySelector('#progress');
  window.progressSeen = [[performance.now(), line.textContent]];
  window.progressWatch = new MutationObserver(() => window.progressSeen.push([performance.now(), line.textContent]));
  window.progressWatch.observe(line, {childList: true, characterData: true, subtree: true});
}"""
COUNT_ONCE = """import json, sys, time
from puzzles.jobs import JobRunner
start = time.perf_counter()
reply = JobRunner().run(json.dumps({"game": sys.argv[1], "kind": "count"}))
print(json.dumps({"seconds": time.perf_counter() - start, "cpu": time.process_time(),
                  "count": reply["result"]["count"]}))
"""
# Random positions of this puzzle are solved too (the median and the worst are reported).
RANDOM_PUZZLE = "slide/fifteen"


def random_instances(count: int, seed: int = 2026) -> list[str]:
    """``count`` game ids of random positions, drawn by the family's own Shuffle action."""
    rng = random.Random(seed)
    family, position = registry.parse(RANDOM_PUZZLE)
    view = registry.view(family)
    return [view.act(position, {}, "shuffle", rng.randrange)[0].game_id() for _ in range(count)]


CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


def native(game_id: str, kind: str, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        reply = JobRunner().run(json.dumps({"game": game_id, "kind": kind}))
        times.append(time.perf_counter() - start)
        assert reply["state"] == "done", reply
    return times


def solve_in_page(page, game_id: str, button: str, before_click: str = "") -> tuple[float, float]:
    """Load ``game_id``, click ``button``, wait for the answer: (worker's time, wall time).
    ``before_click``: a script the page runs just before the click."""
    page.evaluate("id => { location.hash = '#peg/hex12'; location.hash = '#' + id }", game_id)
    canonical = registry.parse(game_id)[1].game_id()
    page.wait_for_function("id => decodeURIComponent(location.hash.slice(1)) === id", arg=canonical)
    # ... and drawn (a click before would reach the game shown before it)
    page.wait_for_function("id => document.body.dataset.shown === id", arg=canonical)
    # A search's cost is among the solver's details (#progress-detail, under Details).
    page.evaluate("document.querySelector('#progress-detail').textContent = ''")
    if before_click:
        page.evaluate(before_click)
    start = time.perf_counter()
    page.click(button)
    page.wait_for_function("/s in the solver/.test(document.querySelector('#progress-detail').textContent)",
                           timeout=300000)
    wall = time.perf_counter() - start
    text = page.text_content("#progress-detail")
    return float(re.search(r"([0-9.]+) s in the solver", text).group(1)), wall


def count_natively(py_dir: Path, game_id: str) -> dict:
    """A knight's count in a fresh process with ``py_dir`` first on its path: ``{seconds, cpu,
    count, mb}`` (mb: the process's peak resident memory)."""
    process = subprocess.Popen([sys.executable, "-c", COUNT_ONCE, game_id], stdout=subprocess.PIPE, text=True,
                               env={**os.environ, "PYTHONPATH": str(py_dir)})
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = status
    if status:
        raise SystemExit("counting %s with %s failed" % (game_id, py_dir))
    found = json.loads(output)
    found["mb"] = usage.ru_maxrss / 1024
    return found


def count_in_page(page, game_id: str) -> tuple[float, float, list]:
    """``solve_in_page`` for Count, the progress line watched meanwhile: (worker's time, wall
    time, [(s after the click, the line's text), ...] for each change of the line)."""
    worker, wall = solve_in_page(page, game_id, "#count", WATCH_PROGRESS)
    seen = page.evaluate("() => { window.progressWatch.disconnect(); return window.progressSeen }")
    return worker, wall, [((ms - seen[0][0]) / 1000, text) for ms, text in seen[1:]]


def print_progress_seen(seen: list, wall: float) -> None:
    """How the progress line kept up while a count ran: its changes before the answer (the
    line's last change is the answer's), the longest time without one, its text halfway."""
    shown = [(s, text) for s, text in seen[:-1] if text.strip() and s < wall]
    times = [0.0] + [s for s, _ in shown] + [wall]
    halfway = min(shown, key=lambda change: abs(change[0] - wall / 2))[1] if shown else ""
    print("    progress line: %d changes while it counted, at most %.1f s without one; halfway: %r" % (
        len(shown), max(b - a for a, b in zip(times, times[1:])), halfway))


def knight_counts(url: str, runs: int, before: Path | None, long_in_page: bool = True) -> None:
    """Print the knight counts: native (this tree, and ``before``), and in the page."""
    from playwright.sync_api import sync_playwright
    trees = [("now", ROOT / "py")] + ([("before", before)] if before else [])
    print("knight's tours counted, native, median of %d (each run a fresh process):" % runs)
    print("  %-30s %-7s %9s %9s %8s  %s" % ("", "code", "wall s", "CPU s", "peak MB", "count"))
    for label, game_id in KNIGHT_COUNTS:
        for name, tree in trees:  # side by side, alternating
            found = [count_natively(tree, game_id) for _ in range(runs)]
            print("  %-30s %-7s %9.2f %9.2f %8.0f  %s" % (
                label, name, statistics.median(f["seconds"] for f in found),
                statistics.median(f["cpu"] for f in found), max(f["mb"] for f in found), found[0]["count"]),
                flush=True)
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        page = open_page(chromium, url)
        inside = {game_id: [count_in_page(page, game_id) for _ in range(runs)]
                  for game_id in KNIGHT_IN_PAGE[:None if long_in_page else 1]}
        chromium.close()
    for game_id, found in inside.items():
        print("  %s counted in the page: %.2f s in the worker, %.2f s click to answer (median of %d)" % (
            game_id, statistics.median(w for w, _, _ in found), statistics.median(w for _, w, _ in found), runs))
        print_progress_seen(found[-1][2], found[-1][1])


# --- Korf's 100 (issue 38): published 15-puzzles, each solved optimally, natively and in one page
ARROWS = {(1, 0): "\u2192", (-1, 0): "\u2190", (0, 1): "\u2193", (0, -1): "\u2191"}


def replays_to_goal(game_id: str, labels: list) -> bool:
    """True when the page's listed moves ("12 →": the tile and the way it slides) are legal
    slides, one after another from ``game_id``'s position, that end at the goal."""
    position = registry.parse(game_id)[1]
    for label in labels:
        number, arrow = label.split()
        cell, space = position.tiles.index(int(number)), position.space()
        way = (space % 4 - cell % 4, space // 4 - cell // 4)
        if cell not in position.movable() or ARROWS.get(way) != arrow:
            return False
        position = position.slide(cell)
    return position.is_won()


def korf_native(instances: list) -> tuple[list[tuple[int, float]], float]:
    """Each instance solved by the solver in this process, as the CLI runs it: [(moves, s),
    ...] and the CPU seconds of them all."""
    found = []
    cpu = time.process_time()
    for instance in instances:
        start = time.perf_counter()
        reply = JobRunner().run(json.dumps({"game": instance.game_id(), "kind": "solve"}))
        found.append((reply["result"]["moves"], time.perf_counter() - start))
    return found, time.process_time() - cpu


def descendants_cpu() -> dict:
    """CPU seconds used so far by each thread of the live processes under this one (the
    browser's, when it runs), by (process id, thread name): on a loaded machine, what a run
    cost rather than how long it waited. Chromium names a page's worker "DedicatedWorker"."""
    parents: dict = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:  # gone meanwhile
                continue
            parents.setdefault(int(fields[1]), []).append(int(entry.name))
    found: dict = {}
    todo = list(parents.get(os.getpid(), []))
    while todo:
        pid = todo.pop()
        todo.extend(parents.get(pid, []))
        try:
            tasks = list(Path("/proc", str(pid), "task").iterdir())
        except OSError:
            continue
        for task in tasks:
            try:
                stat = (task / "stat").read_text()
            except OSError:
                continue
            name, fields = stat[stat.index("(") + 1:stat.rindex(")")], stat.rsplit(")", 1)[1].split()
            key = (pid, name)
            found[key] = found.get(key, 0) + (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return found


def cpu_used(before: dict, after: dict) -> tuple[float, float]:
    """(all the threads', the page's workers') CPU seconds between two ``descendants_cpu``."""
    used = {key: seconds - before.get(key, 0) for key, seconds in after.items()}
    return sum(used.values()), sum(s for (_, name), s in used.items() if name.startswith("DedicatedWorker"))


SOLVED_IN_PAGE = """() => /s in the solver/.test(document.querySelector('#progress-detail').textContent)
  && /^Solution found/.test(document.querySelector('#status').textContent)"""

# The Korf loop's two waits, each one promise in the page that settles as soon as the page
# changes (a MutationObserver), not a poll at the next frame: the link followed until its game
# is drawn (the solver's detail line cleared, as the answer's is waited for), then the answer.
FOLLOW_LINK = """id => new Promise((done) => {
  const drawn = () => document.body.dataset.shown === id;
  const finish = () => { document.querySelector('#progress-detail').textContent = ''; done(performance.now()); };
  const watch = new MutationObserver(() => { if (drawn()) { watch.disconnect(); finish(); } });
  watch.observe(document.body, {attributes: true, attributeFilter: ['data-shown']});
  location.hash = '#' + id;
  if (drawn()) { watch.disconnect(); finish(); }
})"""
AWAIT_ANSWER = """() => new Promise((done, failed) => {
  const solved = %s;
  if (solved()) return done(performance.now());
  const timer = setTimeout(() => { watch.disconnect(); failed(new Error('no answer in 300 s')); }, 300000);
  const watch = new MutationObserver(() => {
    if (solved()) { watch.disconnect(); clearTimeout(timer); done(performance.now()); }
  });
  for (const id of ['#status', '#progress-detail'])
    watch.observe(document.querySelector(id), {childList: true, subtree: true, characterData: true});
})""" % SOLVED_IN_PAGE


def korf_in_page(url: str, instances: list) -> dict:
    """One page: each instance by link (a hash change), Solve, the answer waited for.
    ``{"load": s, "total": s, "page": s, "cpu": s, "worker cpu": s, "rows": [(worker s, click to
    answer s, listed moves), ...]}``; the total runs from the first hash change to the last
    answer (cpu: the browser's CPU time meanwhile, all its processes; worker cpu: its worker
    threads'); ``page``: the same instances on the page's own clock, each from its hash change
    to its answer (without the round trips between this script and the browser). Solve gets
    a real click (the browser's input events), without Playwright's checks that the button is
    still (two frames waited for each time): the page has just drawn the game, and a person
    does not wait for them."""
    from playwright.sync_api import sync_playwright
    rows = []
    in_page = 0.0
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        start = time.perf_counter()
        page = open_page(chromium, url)
        loaded = time.perf_counter() - start
        start, cpu = time.perf_counter(), descendants_cpu()
        for instance in instances:
            linked = page.evaluate("() => performance.now()")
            page.evaluate(FOLLOW_LINK, instance.game_id())
            clicked = time.perf_counter()
            page.click("#solve", force=True)
            answered = page.evaluate(AWAIT_ANSWER)
            wall = time.perf_counter() - clicked
            in_page += (answered - linked) / 1000
            worker = float(re.search(r"([0-9.]+) s in the solver", page.text_content("#progress-detail")).group(1))
            rows.append((worker, wall, page.eval_on_selector_all("#solution-moves li",
                                                                  "items => items.map(i => i.textContent)")))
        total, (cpu, worker_cpu) = time.perf_counter() - start, cpu_used(cpu, descendants_cpu())
        chromium.close()
    return {"load": loaded, "total": total, "page": in_page, "cpu": cpu, "worker cpu": worker_cpu, "rows": rows}


def korf_section(url: str, count: int = 100) -> None:
    """Korf's 100 (or the first ``count``): natively in this process, then in one page; every
    answer checked against the published length, and the page's moves replayed."""
    import korf100
    instances = korf100.read()[:count]
    loads = [os.getloadavg()[0]]
    natives, native_cpu = korf_native(instances)
    loads.append(os.getloadavg()[0])
    found = korf_in_page(url, instances)
    loads.append(os.getloadavg()[0])
    wrong_native = [(i.number, i.length, moves) for i, (moves, _) in zip(instances, natives) if moves != i.length]
    wrong_page = [(i.number, i.length, len(labels), replays_to_goal(i.game_id(), labels))
                  for i, (_, _, labels) in zip(instances, found["rows"])
                  if len(labels) != i.length or not replays_to_goal(i.game_id(), labels)]
    seconds = [s for _, s in natives]
    walls = [w for _, w, _ in found["rows"]]
    workers = [w for w, _, _ in found["rows"]]
    worst = max(range(len(instances)), key=lambda k: walls[k])
    print("Korf's %d fifteen-puzzles (Korf 1985; scripts/korf100.txt), each solved and checked against "
          "the published optimal length:" % len(instances))
    print("  native, one process (the solver as the CLI runs it): total %.1f s (CPU %.1f s), median %.2f s, "
          "worst %.2f s (#%d), %d of %d optimal" % (
              sum(seconds), native_cpu, statistics.median(seconds), max(seconds),
              instances[seconds.index(max(seconds))].number, len(instances) - len(wrong_native), len(instances)))
    print("  in the page, one page (loaded in %.1f s), each instance by link then Solve: total %.1f s "
          "(wanted <= 60; on the page's clock, each from its link to its answer: %.1f s; "
          "CPU: the browser's %.1f s, its worker thread's %.1f s), click to answer %.1f s in all, "
          "median %.2f s, worst %.2f s (#%d); in the worker %.1f s in all, median %.2f s, worst %.2f s; "
          "%d of %d optimal and legal" % (
              found["load"], found["total"], found["page"], found["cpu"], found["worker cpu"], sum(walls),
              statistics.median(walls), walls[worst],
              instances[worst].number, sum(workers), statistics.median(workers), max(workers),
              len(instances) - len(wrong_page), len(instances)))
    print("  load average (1 min) before, between and after: %s on %d cores" % (
        ", ".join("%.1f" % load for load in loads), os.cpu_count() or 0))
    for number, length, moves in wrong_native:
        print("  NOT OPTIMAL natively: #%d published %d, solved in %d" % (number, length, moves))
    for number, length, moves, legal in wrong_page:
        print("  NOT OPTIMAL OR NOT LEGAL in the page: #%d published %d, %d moves listed, %s" % (
            number, length, moves, "they reach the goal" if legal else "they do not replay to the goal"))


# One click on the page, timed: the handler's time (MicroPython draws the board in it), then to
# the next frame (the browser's style, layout and paint of what changed).
TIME_CLICK = """async selector => {
  const target = document.querySelector(selector);
  const start = performance.now();
  target.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  const handled = performance.now();
  await new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
  return [handled - start, performance.now() - start];
}"""
BIG_BOARD = "knight/50x50?closed=1"
PLAYED = 1000  # cells of a tour played before the clicks are timed


def board_clicks(chromium, url: str, clicks: int) -> dict:
    """``{what: [(handler ms, next frame ms), ...]}`` on a 50x50 knight's board (see the notes)."""
    tour = JobRunner().run(json.dumps({"game": BIG_BOARD, "kind": "solve"}))["result"]["solution"]
    _, position = registry.parse(BIG_BOARD)
    for cell in tour[:PLAYED]:
        position = position.play(cell)
    page = open_page(chromium, url)
    page.evaluate("id => { location.hash = '#' + id }", position.game_id())
    page.wait_for_function("n => (document.querySelector('#counter-visited') || {}).textContent === n",
                           arg=str(PLAYED), timeout=60000)
    found = {"click a cell": [page.evaluate(TIME_CLICK, '#board [data-cell="%d"]' % cell)
                              for cell in tour[PLAYED:PLAYED + clicks]]}
    page.click("#solve")  # a 1500-move solution listed beside the board
    page.wait_for_function("/Tour found/.test(document.querySelector('#status').textContent)", timeout=120000)
    for what, selector in (("Step (solution listed)", "#step"), ("Undo (solution listed)", "#undo"),
                           ("Redo (solution listed)", "#redo")):
        found[what] = [page.evaluate(TIME_CLICK, selector) for _ in range(clicks)]
    found["click the next cell (solution listed)"] = [
        page.evaluate(TIME_CLICK, '#board .knight-hint') for _ in range(clicks)]
    page.close()
    return found


def print_board_clicks(found: dict) -> None:
    print("board redraw on the page, %s with %d cells played, median (worst) ms:" % (BIG_BOARD, PLAYED))
    for what, times in found.items():
        handled = [a for a, _ in times]
        framed = [b for _, b in times]
        print("  %-40s handler %6.0f (%5.0f)   to the next frame %6.0f (%5.0f)" % (
            what, statistics.median(handled), max(handled), statistics.median(framed), max(framed)))


def open_page(chromium, url: str):
    page = chromium.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-solver=ready]", state="attached", timeout=60000)
    return page


def browser(url: str, runs: int, instances: list, clicks: int = 0) -> tuple[dict, list, list, dict]:
    from playwright.sync_api import sync_playwright
    results: dict = {}
    startup = []
    random_solves = []
    clicked: dict = {}
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
        for label, game_id, kind, button in JOBS:
            page = open_page(chromium, url)  # a fresh worker: the first run builds any tables
            results[label] = [solve_in_page(page, game_id, button) for _ in range(runs)]
            page.close()
        if instances:
            page = open_page(chromium, url)
            random_solves = [solve_in_page(page, game_id, "#solve") for game_id in instances]
        if clicks:
            clicked = board_clicks(chromium, url, clicks)
        chromium.close()
    return results, startup, random_solves, clicked


# The solver's interpreter module without the snapshot: Pyodide's own loadPyodide from the same
# files (what worker.toml named before the snapshot), reporting its load time as the real one
# (static/solver-pyodide.mjs) does.
PLAIN_INTERPRETER = """import { loadPyodide as load, version } from "./pyodide/pyodide.mjs";
export { version };
const started = performance.now();
self.solverSiteRoot = new URL("../", import.meta.url).href;  // for the data files, as the real one
export async function loadPyodide(options) {
  const pyodide = await load({ ...options, indexURL: new URL("./pyodide/", import.meta.url).href });
  self.solverStart = { snapshot: false, reason: "plain boot", ms: Math.round(performance.now() - started) };
  return pyodide;
}
"""
ABOUT_SOLVER = "document.querySelector('script[type=py][name=solver]').xworker.sync.about()"
VISITS = ("cold", "second visit")


def plain_site(site: Path, temp: Path) -> Path:
    """A copy of ``site`` whose solver boots Pyodide without the snapshot, its config listing
    every file of the package again (as before the snapshot: fetched in parallel at start, not
    one by one as each is imported)."""
    import snapshot
    copy = temp / "plain"
    shutil.copytree(site, copy)
    (copy / "static" / "solver-pyodide.mjs").write_text(PLAIN_INTERPRETER)
    page = (copy / "index.html").read_text()
    config = snapshot.worker_config(page)
    with_files = {**config, "files": snapshot.package_files(copy)}
    before = 'config="%s"' % html.escape(json.dumps(config, separators=(",", ":")), quote=True)
    if before not in page:
        raise SystemExit("the plain site's worker config was not found in its index.html")
    after = 'config="%s"' % html.escape(json.dumps(with_files, separators=(",", ":")), quote=True)
    (copy / "index.html").write_text(page.replace(before, after))
    return copy


def serve(site: Path, sub_path: str = "/bench/") -> tuple:
    server = make_server(site, 0, sub_path)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d%s" % (server.server_address[1], sub_path)


def startup(urls: dict, runs: int) -> dict:
    """``{variant: {visit: [(board ms, solver ready ms, interpreter load ms, worker started ms),
    ...]}}`` (ms from navigation start; the interpreter's load on the worker's clock): each run
    opens every variant (in turn, the order alternating) in a fresh browser profile with a disk
    cache, twice: a first visit, then a second one (HTTP cache warm). Service workers are
    blocked, so the second visit measures the browser's cache, the same for every variant."""
    from playwright.sync_api import sync_playwright
    found: dict = {name: {visit: [] for visit in VISITS} for name in urls}
    with sync_playwright() as playwright:
        for run in range(runs):
            names = list(urls) if run % 2 == 0 else list(urls)[::-1]
            for name in names:
                with tempfile.TemporaryDirectory(prefix="bench-profile-") as profile:
                    context = playwright.chromium.launch_persistent_context(
                        profile, executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS,
                        service_workers="block")
                    for visit in VISITS:
                        page = context.new_page()
                        page.goto(urls[name])
                        page.wait_for_selector("body[data-solver=ready]", state="attached", timeout=120000)
                        start = json.loads(page.evaluate(ABOUT_SOLVER))["start"]
                        if start["snapshot"] != (name != "plain"):
                            raise SystemExit("%s, %s: the solver started %s (%s)" % (
                                name, visit, "from the snapshot" if start["snapshot"] else "without it",
                                start["reason"]))
                        begun = page.get_attribute("body", "data-solver-start-ms")
                        found[name][visit].append((int(page.get_attribute("body", "data-board-ready-ms")),
                                                   int(page.get_attribute("body", "data-solver-ready-ms")),
                                                   start["ms"], int(begun) if begun else 0))
                        page.close()
                    context.close()
    return found


# A bare MicroPython page from the built site's own runtime files: ready when its one line runs.
BARE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare MicroPython</title><link rel="icon" href="data:,">
<script type="module" src="./static/pyscript/core.js"></script></head>
<body><script type="mpy" config="%s">
from pyscript import document, window
document.body.dataset.readyMs = str(int(window.performance.now()))
document.body.dataset.ready = "bare"
</script></body></html>
"""


def worker_with_the_page(site: Path, temp: Path) -> Path:
    """A copy of ``site`` whose solver worker starts with the page (as before issue 25's
    board first), not from its template once the board is interactive."""
    copy = shutil.copytree(site, temp / "worker-with-page")
    page = (copy / "index.html").read_text()
    (copy / "index.html").write_text(page.replace('type="text/x-solver-worker"', 'type="py" worker'))
    return copy


def files_at_parse(site: Path, temp: Path) -> Path:
    """A copy of ``site`` whose start's files are asked for as the page is parsed (as before
    issue 38), not after the first paint: index.html's <template id="start-files"> put in
    the head as it is. Lighthouse's simulated phone then counts them into its LCP (~5 s)."""
    copy = shutil.copytree(site, temp / "files-at-parse")
    page = (copy / "index.html").read_text()
    opening, closing = '<template id="start-files">', "</template>"
    start = page.index(opening)
    end = page.index(closing, start)
    files = page[start + len(opening):end]
    page = page[:start] + page[end + len(closing):]
    head = page.index("</head>")
    (copy / "index.html").write_text(page[:head] + files + page[head:])
    return copy


def bare_page(site: Path) -> str:
    """Write bare.html into ``site``; answers its name."""
    config = html.escape(json.dumps({"interpreter": "./static/micropython/micropython.mjs"}), quote=True)
    (site / "bare.html").write_text(BARE_PAGE % config)
    return "bare.html"


# Round trips the board's start is also timed with (ms, added to every request by Chromium's
# network emulation): the local server answers at once, so a page that asks for its files one
# after another (a bare page: core.js, then PyScript's parts, then MicroPython, then its wasm)
# pays nothing for it, while a real host makes it wait a round trip each; the board asks for
# all of its start's files at once. 20 ms: a fast wired line; 150 ms: Lighthouse's phone.
BOARD_ROUND_TRIPS_MS = (20, 150)
BOARD_PRECOMPILED = "board, precompiled (.mpy)"


def board_startup(urls: dict, runs: int, round_trip_ms: float = 0) -> dict:
    """``{variant: [ms, ...]}``: cold loads (a fresh browser context each, service workers
    blocked), the order alternating; the board interactive, or the bare page ready, in ms
    from navigation start. ``round_trip_ms``: a latency added to every request (CDP)."""
    from playwright.sync_api import sync_playwright
    found: dict = {name: [] for name in urls}
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for run in range(runs):
            for name in (list(urls) if run % 2 == 0 else list(urls)[::-1]):
                context = chromium.new_context(service_workers="block")
                page = context.new_page()
                if round_trip_ms:
                    network = context.new_cdp_session(page)
                    network.send("Network.enable")
                    network.send("Network.emulateNetworkConditions", {
                        "offline": False, "latency": round_trip_ms, "downloadThroughput": -1, "uploadThroughput": -1})
                page.goto(urls[name])
                page.wait_for_selector("body[data-ready=board], body[data-ready=bare]", state="attached",
                                       timeout=120000)
                found[name].append(int(page.get_attribute("body", "data-board-ready-ms")
                                       or page.get_attribute("body", "data-ready-ms")))
                context.close()
        chromium.close()
    return found


# A dead solver worker (issue 25): closed while idle (as a browser closes a crashed or killed
# worker), then Solve pressed once.
KILL_WORKER = "document.querySelector('script[type=py][worker]').xworker.terminate()"
RECOVERY_GAME = "peg/hoppers13?empty=6&finish=6"
# Its verdict is a background search: once it is shown, the worker is idle.
# (Not the line saying the verdict is asked, which the page shows from its first paint until
# the solver's first answer: session_words.verdict_waiting_text.)
VERDICT_SHOWN = ("(() => { const said = document.querySelector('#verdict').textContent; return said !== '' && "
                 "!%s.includes(said); })()" % json.dumps([VERDICT_WAITING, JA[VERDICT_WAITING]], ensure_ascii=False))


def recovery(url: str, runs: int) -> list[tuple[float, float]]:
    """``[(noticed s, answered s), ...]``: per run, a fresh context on the page, its solver
    ready, the worker closed, Solve pressed once; when the page noticed the death
    (body[data-solver=dead]) and when the answer came (from the fresh worker, sent again
    without a second press)."""
    from playwright.sync_api import sync_playwright
    found = []
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for _ in range(runs):
            context = chromium.new_context(service_workers="block")
            page = context.new_page()
            page.goto(url + "#" + RECOVERY_GAME)
            page.wait_for_selector("body[data-solver=ready]", state="attached", timeout=120000)
            page.wait_for_function(VERDICT_SHOWN, timeout=60000)  # the worker idle
            page.evaluate(KILL_WORKER)
            began = time.monotonic()
            page.click("#solve")
            page.wait_for_selector("body[data-solver=dead]", state="attached", timeout=60000)
            noticed = time.monotonic() - began
            page.wait_for_function("document.querySelector('#status').textContent.startsWith('Solution found')",
                                   timeout=180000)
            found.append((noticed, time.monotonic() - began))
            context.close()
        chromium.close()
    return found


CLS_LINKS = ["nim?heaps=3,4,5" if family == "nim" else items[0][0] for family, _, items in registry.menu()]
CLS_LINKS.append("lab/peg/triangle21")


def layout_shift(url: str) -> dict:
    """``{(size, game id): (CLS as it comes, CLS at worst)}`` for each of CLS_LINKS's first
    loads (scripts/layout_shift.py), on a phone and a desktop, one fresh browser context each."""
    from playwright.sync_api import sync_playwright
    from layout_shift import SIZES, first_load_shift
    found = {}
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for size, options in SIZES.items():
            for game_id in CLS_LINKS:
                shifts = []
                for hold in (False, True):
                    context = chromium.new_context(**options)
                    shifts.append(first_load_shift(context, url + "#" + game_id, hold))
                    context.close()
                found[(size, game_id)] = tuple(shifts)
        chromium.close()
    return found


def print_layout_shift(found: dict, before: "dict | None" = None) -> None:
    print("layout shift (CLS) on a first load, as it comes / at worst (the board after a first paint);"
          " at most 0.02 wanted" + ("; before: the other site's" if before else ""))
    for (size, game_id), (natural, worst) in found.items():
        was = before.get((size, game_id)) if before else None
        print("  %-8s %-34s %.3f / %.3f%s" % (size, game_id, natural, worst,
                                             "   (before %.3f / %.3f)" % was if was else ""))


def cls_section(site: Path, before_site: "Path | None") -> None:
    server, url = serve(site)
    found = layout_shift(url)
    server.shutdown()
    before = None
    if before_site is not None:
        server, url = serve(before_site)
        before = layout_shift(url)
        server.shutdown()
    print_layout_shift(found, before)


def print_recovery(found: list) -> None:
    print("dead solver worker (closed while idle, Solve pressed once), median of %d (worst): noticed "
          "in %.1f s (%.1f), answered without a second press in %.1f s (%.1f)" % (
              len(found), statistics.median(n for n, _ in found), max(n for n, _ in found),
              statistics.median(a for _, a in found), max(a for _, a in found)))


def print_board_startup(found: dict, runs: int, round_trips: dict) -> None:
    """The board's start on the local server (issue 38's bar: the ratio to the bare page);
    then, from ``round_trips`` ({ms: found}), the same two pages with a round trip added."""
    bare = statistics.median(found["bare MicroPython"])
    print("board start-up, cold, median of %d (worst), ms from navigation start, and the ratio to "
          "a bare MicroPython page from the same files:" % runs)
    for name, times in found.items():
        print("  %-34s %6d (%5d)  %5.2fx" % (name, statistics.median(times), max(times),
                                            statistics.median(times) / bare))
    for round_trip, times in round_trips.items():
        board, bare_times = times[BOARD_PRECOMPILED], times["bare MicroPython"]
        print("  with a %3d ms round trip per request: board %6d, bare %6d  %5.2fx" % (
            round_trip, statistics.median(board), statistics.median(bare_times),
            statistics.median(board) / statistics.median(bare_times)))


def print_startup(found: dict, runs: int) -> None:
    print("solver start-up, plain Pyodide boot vs the snapshot, median of %d (worst), fresh browser "
          "profile per run, ms from navigation start:" % runs)
    print("  %-46s %15s %15s %7s" % ("", "plain", "snapshot", "ratio"))
    # The worker starts once the board is interactive (static/page.js): "from the worker's
    # start" leaves the board's start out.
    figures = {"solver ready": lambda row: row[1],
               "solver ready, from the worker's start": lambda row: row[1] - row[3],
               "interpreter loaded (worker's clock)": lambda row: row[2],
               "board interactive": lambda row: row[0],
               "worker started": lambda row: row[3]}
    for visit in VISITS:
        for label, figure in figures.items():
            plain = [figure(row) for row in found["plain"][visit]]
            snap = [figure(row) for row in found["snapshot"][visit]]
            print("  %-46s %8d (%5d) %8d (%5d) %7.2f" % (
                "%s: %s" % (visit, label), statistics.median(plain), max(plain),
                statistics.median(snap), max(snap), statistics.median(snap) / statistics.median(plain)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--instances", type=int, default=10,
                        help="random positions of %s solved optimally (0: none)" % RANDOM_PUZZLE)
    parser.add_argument("--startup-runs", type=int, default=5,
                        help="first and second visits per start-up variant (0: none)")
    parser.add_argument("--startup-only", action="store_true",
                        help="only the start-up figures: the solver's (plain vs the snapshot) "
                             "and the board's")
    parser.add_argument("--lighthouse", action="store_true",
                        help="Lighthouse too (board and Lab pages, mobile and desktop presets), printed last")
    parser.add_argument("--lighthouse-only", action="store_true", help="only Lighthouse")
    parser.add_argument("--lighthouse-runs", type=int, default=3, help="Lighthouse runs per page and preset")
    parser.add_argument("--lighthouse-before", type=Path, metavar="SITE",
                        help="another built site (e.g. main's build/site): Lighthouse on it too, run for run beside")
    parser.add_argument("--lighthouse-plain", action="store_true",
                        help="Lighthouse on the site served uncompressed (by default gzipped, as GitHub Pages serves it)")
    parser.add_argument("--lab-start-only", action="store_true",
                        help="only the Lab's start against the solver's (cold, --startup-runs loads)")
    parser.add_argument("--board-only", action="store_true",
                        help="only the board's start: precompiled, sources and bare MicroPython")
    parser.add_argument("--only", action="append", default=[], metavar="WORD",
                        help="only the jobs whose label contains WORD (repeatable)")
    parser.add_argument("--clicks", type=int, default=7,
                        help="clicks timed per kind on the 50x50 knight's board (0: none)")
    parser.add_argument("--knight-runs", type=int, default=1,
                        help="runs of each knight's count, native and in the page (0: none)")
    parser.add_argument("--knight-only", action="store_true", help="only the knight's counts")
    parser.add_argument("--knight-page-quick", action="store_true",
                        help="in the page, count only 6x8's closed tours (not 6x10's too: a minute or more)")
    parser.add_argument("--korf", action="store_true",
                        help="only Korf's 100 fifteen-puzzles, natively and in one page (issue 38)")
    parser.add_argument("--korf-instances", type=int, default=100,
                        help="the first N of Korf's 100 (with --korf and in the full run; 0: none)")
    parser.add_argument("--recovery-runs", type=int, default=3,
                        help="times a dead solver worker is timed (0: none)")
    parser.add_argument("--recovery-only", action="store_true", help="only the dead worker's recovery")
    parser.add_argument("--before", type=Path, metavar="PY_DIR",
                        help="another checkout's py/ folder: its native knight's counts too")
    parser.add_argument("--lab-time-limit", type=float, default=120,
                        help="seconds after which a lab method is stopped (--only lab)")
    parser.add_argument("--lab-native-only", action="store_true",
                        help="with --only lab: the native figures only, not the browser's")
    parser.add_argument("--lab-only", action="store_true",
                        help="only the lab, natively: its methods, then the cost of recording a trace")
    parser.add_argument("--lab-runs", type=int, default=3, help="runs of each method, plain and watched")
    parser.add_argument("--lab-method", dest="lab_methods", action="append", default=[], metavar="WORD",
                        help="with --lab-only: only Watch's cost, of the methods whose slug contains WORD")
    parser.add_argument("--lab-before", type=Path, metavar="PY_DIR",
                        help="another checkout's py/ folder: its plain lab runs too (--lab-only, --only lab)")
    parser.add_argument("--cls", action="store_true", help="only the layout shift on first loads (issue 38)")
    parser.add_argument("--cls-before", type=Path, metavar="SITE",
                        help="another built site (e.g. main's build/site): its layout shift beside")
    parser.add_argument("--playback-before", type=Path, metavar="SITE",
                        help="another built site (e.g. main's build/site): Watch's playback on it too, taking turns")
    parser.add_argument("--playback-rounds", type=int, default=1, help="turns of Watch's playback per site and size")
    args = parser.parse_args()
    if args.lab_only:
        if not args.lab_methods:
            lab_native(args.lab_time_limit, False)
        lab_recording_cost(args.lab_runs, args.lab_before, args.lab_methods)
        if not args.lab_methods:
            watch_playback(before=args.playback_before, rounds=args.playback_rounds)
        return
    if "playback" in args.only:
        watch_playback(before=args.playback_before, rounds=args.playback_rounds)
        args.only.remove("playback")
        if not args.only:
            return
    if "lab" in args.only:
        lab_native(args.lab_time_limit, not args.lab_native_only)
        lab_recording_cost(args.lab_runs, args.lab_before)
        args.only.remove("lab")
        if not args.only:
            return
    if args.only:
        JOBS[:] = [job for job in JOBS if any(word in job[0] for word in args.only)]
    site = build(ROOT / "build" / "site")
    if args.korf:
        server, url = serve(site)
        korf_section(url, args.korf_instances)
        server.shutdown()
        return
    if args.knight_only:
        server, url = serve(site)
        knight_counts(url, args.knight_runs, args.before, not args.knight_page_quick)
        server.shutdown()
        return
    if args.lighthouse_only:
        bench_lighthouse.print_lighthouse(lighthouse_figures(site, args), not args.lighthouse_plain)
        return
    if args.lab_start_only:
        server, url = serve(site)
        bench_lab_start.print_lab_startup(bench_lab_start.lab_startup(url, args.startup_runs))
        server.shutdown()
        return
    if args.recovery_only:
        server, url = serve(site)
        print_recovery(recovery(url, args.recovery_runs))
        server.shutdown()
        return
    if args.cls:
        cls_section(site, args.cls_before)
        return
    with tempfile.TemporaryDirectory(prefix="bench-") as temp:
        if args.startup_runs:
            if not (site / build_module.PAGE_ARCHIVE).exists():
                raise SystemExit("the build shipped the page's sources (see its warning): no .mpy to measure")
            # Copies: build/site may be rebuilt meanwhile (a test run).
            precompiled = shutil.copytree(site, Path(temp) / "board-mpy")
            sources = build(Path(temp) / "board-sources", precompile=False)
            styles_apart = build(Path(temp) / "board-styles-apart", join_styles=False)
            servers = {}
            with_page = worker_with_the_page(precompiled, Path(temp))
            at_parse = files_at_parse(precompiled, Path(temp))
            for name, copy, page in ((BOARD_PRECOMPILED, precompiled, ""),
                                     ("board, .mpy, worker with the page", with_page, ""),
                                     ("board, .mpy, files asked at parse", at_parse, ""),
                                     ("board, .mpy, style sheets apart", styles_apart, ""),
                                     ("board, from sources", sources, ""),
                                     ("bare MicroPython", precompiled, bare_page(precompiled))):
                server, url = serve(copy)
                servers[name] = (server, url + page)
            board_found = board_startup({name: url for name, (_, url) in servers.items()}, args.startup_runs)
            round_trips = {round_trip: board_startup({name: servers[name][1] for name in (
                BOARD_PRECOMPILED, "bare MicroPython")}, args.startup_runs, round_trip)
                for round_trip in BOARD_ROUND_TRIPS_MS}
            for server, _ in servers.values():
                server.shutdown()
        if args.startup_runs and not args.board_only:
            marker = json.loads((site / "static" / "solver-snapshot.json").read_text())
            if not marker["file"]:
                raise SystemExit("the build made no solver snapshot: " + marker["reason"])
            # Copies: build/site may be rebuilt meanwhile (a test run).
            plain_server, plain_url = serve(plain_site(site, Path(temp)))
            snap_server, snap_url = serve(shutil.copytree(site, Path(temp) / "snapshot"))
            found = startup({"plain": plain_url, "snapshot": snap_url}, args.startup_runs)
            lab_found = bench_lab_start.lab_startup(snap_url, args.startup_runs)
            plain_server.shutdown()
            snap_server.shutdown()
        recovered = []
        if not (args.startup_only or args.board_only):
            jobs(site, args)
            if args.korf_instances:
                server, url = serve(site)
                korf_section(url, args.korf_instances)
                server.shutdown()
            if args.knight_runs:
                server, url = serve(site)
                knight_counts(url, args.knight_runs, args.before, not args.knight_page_quick)
                server.shutdown()
            if args.recovery_runs:
                server, url = serve(site)
                recovered = recovery(url, args.recovery_runs)
                server.shutdown()
            cls_section(site, args.cls_before)
        lighthouse_found = None
        if args.lighthouse:
            lighthouse_found = lighthouse_figures(site, args)
        if args.startup_runs and not args.board_only:
            print_startup(found, args.startup_runs)
            bench_lab_start.print_lab_startup(lab_found)
        if args.startup_runs:
            print_board_startup(board_found, args.startup_runs, round_trips)
        if recovered:
            print_recovery(recovered)
        if lighthouse_found:
            bench_lighthouse.print_lighthouse(lighthouse_found, not args.lighthouse_plain)


def lighthouse_figures(site: Path, args: argparse.Namespace) -> dict:
    """Lighthouse on ``site`` (and on --lighthouse-before's site, run for run beside it)."""
    servers = [bench_lighthouse.serve_site(path, not args.lighthouse_plain)
               for path in [site] + ([args.lighthouse_before] if args.lighthouse_before else [])]
    try:
        return bench_lighthouse.lighthouse(servers[0][1], args.lighthouse_runs,
                                           servers[1][1] if len(servers) > 1 else None)
    finally:
        for server, _ in servers:
            server.shutdown()


def lab_native(time_limit: float, in_browser: bool = True) -> None:
    """The lab's methods, each on its page's problem: natively, then in the browser's lab
    worker (the real page: Run in the Lab, the row's positions and the worker's time), beside
    the page's published figure."""
    from puzzles import lab
    native_runs = {}
    for entry in lab.METHODS:
        try:
            native_runs[entry["method"]] = lab.run_method(entry["method"], entry["problem"], time_limit=time_limit)
        except lab.LabError as error:
            native_runs[entry["method"]] = str(error)
    browser_runs = lab_in_browser(time_limit) if in_browser else {}
    print("%-20s %-34s %10s %12s %9s %12s %9s   %s" % (
        "lab method", "problem", "answer", "positions", "native s", "browser pos.", "browser s",
        "published (page's machine)"))
    seconds = {}
    for entry in lab.METHODS:
        result = native_runs[entry["method"]]
        if isinstance(result, str):
            print("%-20s %-34s %s" % (entry["method"], entry["problem"][:34], result))
            continue
        seconds[entry["method"]] = result["seconds"]
        answer = {"solution": "%s moves" % result["moves"], "count": "count %s" % result["count"],
                  "none": "none"}[result["answer"]]
        published = entry["published"]
        said = "%g s, %s" % (published["seconds"], published["machine"]) if published else "-"
        before = entry["improves"]
        if before in seconds and published and lab.method(before)["published"]:
            page_gain = lab.method(before)["published"]["seconds"] / published["seconds"]
            said += "; x%.1f on the page, x%.1f here" % (page_gain, seconds[before] / max(result["seconds"], 1e-6))
        found = browser_runs.get(entry["method"])
        there = ("%12s %9s" % found) if found else "%12s %9s" % ("-", "-")
        print("%-20s %-34s %10s %12d %9.3f %s   %s" % (entry["method"], entry["problem"][:34], answer,
                                                     result["positions"], result["seconds"], there, said))


LAB_CPU = """
import json, sys, time
sys.dont_write_bytecode = True
from puzzles import lab
seconds = {}
limit = json.loads(sys.argv[2]) if len(sys.argv) > 2 else None
%s
for slug, game_id in json.loads(sys.argv[1]):
    started = time.process_time()
    result = watched(slug, game_id) if limit is not None else lab.run_method(slug, game_id)
    seconds[slug] = [time.process_time() - started, result["positions"]]
print(json.dumps(seconds))
"""
# A watched run as the Lab's worker makes it (static/lab-worker.mjs's glue): each batch of the
# trace made what the worker sends (lab_trace.wire's bytes by a checkout that has it; the JSON
# text of the rows by one whose run_source takes ``events``; of dicts before), and no list of
# the events at the end.
LAB_WATCHED = """
import inspect
from puzzles import lab_trace
rows = "events" in inspect.signature(lab.run_source).parameters
if hasattr(lab_trace, "wire"):
    encode = lambda said: lab_trace.wire(said["id"], said["start"], said["events"])
elif rows:
    encode = json.JSONEncoder(allow_nan=False, check_circular=False, separators=(",", ":")).encode
else:  # a checkout before the rows: its worker sent dicts, made JSON so
    encode = lambda said: json.dumps(said, allow_nan=False)


def watched(slug, game_id, limit=limit):
    def sink(start, events):
        encode({"id": 1, "start": start, "events": events})
    more = {"events": False} if rows else {}
    return lab.run_source(lab.program_text(slug), game_id, trace_limit=limit, sink=sink, **more)
"""
LAB_CPU = LAB_CPU % LAB_WATCHED


def lab_cpu(py_dir: Path, methods: list, limit: "int | None" = None) -> dict:
    """Runs in a fresh process on ``py_dir``'s puzzles (watched with ``limit``, else plain):
    method -> [CPU s, positions]."""
    done = subprocess.run([sys.executable, "-c", LAB_CPU, json.dumps(methods), json.dumps(limit)], cwd=py_dir,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def lab_recording_cost(runs: int, before: "Path | None" = None, words: "list | None" = None) -> None:
    """Watch's cost (issue 34): each method not marked slow on its page's problem (those whose
    slug contains one of ``words``, when given), run and watched (lab_trace.LIMIT events kept)
    ``runs`` times each, alternately (once when a run takes over 3 s of CPU); the least CPU time
    of each: positions per second both ways and the ratio; with ``before``, another checkout's
    plain and watched runs (a fresh process each) in columns of their own. A watched run is
    the worker's (LAB_WATCHED): the trace's batches made what the worker sends (bytes, or JSON)."""
    from puzzles import lab, lab_trace
    chosen = [(entry["method"], entry["problem"]) for entry in lab.METHODS
              if not entry["slow"] and (not words or any(word in entry["method"] for word in words))]
    print()
    space: dict = {"lab": lab, "json": json, "limit": lab_trace.LIMIT}
    exec(LAB_WATCHED, space)
    watched_run = space["watched"]
    print("Watch's cost (native CPython, CPU time, least of up to %d runs; %d events kept at most; a watched run "
          "as the worker's: its batches made what it sends)" % (runs, lab_trace.LIMIT))
    print("%-22s %12s %14s %14s %7s %16s%s" % ("lab method", "positions", "run pos/s", "watched pos/s", "cost",
                                              "events kept", "   before: run pos/s, before/now, watched cost"
                                              if before else ""))
    worst = 0.0
    for slug, game_id in chosen:
        plain, watched, earlier, earlier_watched = [], [], [], []
        for run in range(max(1, runs)):
            for times, limit in ((plain, None), (watched, lab_trace.LIMIT)):
                started = time.process_time()
                result = lab.run_method(slug, game_id) if limit is None else watched_run(slug, game_id)
                times.append(time.process_time() - started)
                if limit is None:
                    positions = result["positions"]
                else:
                    trace = result["trace"]
            if before is not None:
                earlier.append(lab_cpu(before, [(slug, game_id)])[slug][0])
                earlier_watched.append(lab_cpu(before, [(slug, game_id)], lab_trace.LIMIT)[slug][0])
            if plain[0] > 3:
                break
        fast, slow = min(plain), min(watched)
        cost = slow / max(fast, 1e-6)
        if slow > 0.05:  # runs of a few milliseconds say nothing of a rate
            worst = max(worst, cost)
        line = "%-22s %12d %14.0f %14.0f %6.2fx %16s" % (slug, positions, positions / max(fast, 1e-6),
                                                          positions / max(slow, 1e-6), cost,
                                                          "%d of %d" % (trace["recorded"], trace["total"]))
        if earlier:
            old = min(earlier)
            line += "   %14.0f %6.2fx %6.2fx" % (positions / max(old, 1e-6), old / max(fast, 1e-6),
                                             min(earlier_watched) / max(old, 1e-6))
        print(line, flush=True)
    print("recording costs at most %.2fx (runs over 50 ms; wanted: at most 1.5x)" % worst)


def lab_in_browser(time_limit: float) -> dict:
    """Each lab method run once in the page's Lab (a fresh page per family), on its page's
    problem: method -> (positions, seconds) as the results row says them; ("stopped", ">S")
    past the time limit (Cancel pressed)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import sync_playwright

    from puzzles import lab, lab_link
    site = build(ROOT / "build" / "site")
    server, url = serve(site)
    found = {}
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            page = chromium.new_page()
            page.goto(url)
            page.wait_for_selector("body[data-ready=board]", state="attached", timeout=60000)
            for entry in lab.METHODS:
                slug = entry["method"]
                page.evaluate("f => { location.hash = f }", lab_link.join(entry["problem"], slug))
                page.wait_for_selector("#lab[data-link='%s']" % slug, state="attached", timeout=120000)
                page.wait_for_function("!document.getElementById('lab-run').disabled", timeout=120000)
                page.click("#lab-run")
                try:
                    page.wait_for_selector("#lab-cancel[disabled]", state="attached", timeout=time_limit * 1000)
                except PlaywrightTimeout:
                    page.click("#lab-cancel")
                    found[slug] = ("stopped", ">%g" % time_limit)
                    continue
                row = page.locator('#lab-results tr[data-method="%s"]' % slug)
                if row.count() != 1 or not row.locator("td.positions").text_content():
                    found[slug] = ("error", "-")
                    continue
                found[slug] = (row.locator("td.positions").text_content().replace(",", ""),
                               row.locator("td.time").text_content().replace(" s", ""))
            chromium.close()
    finally:
        server.shutdown()
    return found


def jobs(site: Path, args) -> None:
    server, url = serve(site)
    instances = random_instances(args.instances)
    in_browser, cold_loads, random_solves, clicked = browser(url, args.runs, instances, args.clicks)
    print("%-34s %9s %9s %9s %9s %7s %12s" % (
        "job (median of %d; first run apart)" % args.runs, "native", "1st nat.", "worker",
        "1st wrk.", "ratio", "click->answer"))
    for label, game_id, kind, _ in JOBS:
        mine = native(game_id, kind, args.runs)
        inside = [worker for worker, _ in in_browser[label]]
        wall = [wall for _, wall in in_browser[label]]
        print("%-34s %9.3f %9.3f %9.3f %9.3f %7.2f %12.3f" % (
            label, statistics.median(mine), mine[0], statistics.median(inside), inside[0],
            statistics.median(inside) / statistics.median(mine), statistics.median(wall)))
    if instances:
        mine = [native(game_id, "minimum", 1)[0] for game_id in instances]
        inside = [worker for worker, _ in random_solves]
        print("%d random %s: native median %.2f s (worst %.2f), worker median %.2f s (worst %.2f)" % (
            len(instances), RANDOM_PUZZLE, statistics.median(mine), max(mine),
            statistics.median(inside), max(inside)))
        for game_id, native_s, worker_s in zip(instances, mine, inside):
            print("  %-60s native %.2f s, worker %.2f s" % (game_id, native_s, worker_s))
    if clicked:
        print_board_clicks(clicked)
    boards = [b for b, _ in cold_loads]
    solvers = [s for _, s in cold_loads]
    print("page start-up, cold cache, %d loads: board interactive %d ms median (worst %d), "
          "solver ready %d ms median (worst %d), measured from navigation start"
          % (len(cold_loads), statistics.median(boards), max(boards), statistics.median(solvers), max(solvers)))
    server.shutdown()


PLAYBACK_GAME = "peg/triangle21?empty=6&finish=6"  # issue 34's example: peg-corner's search
PLAYBACK_SIZES = {"desktop": {"viewport": {"width": 1280, "height": 800}},
                  "phone": {"viewport": {"width": 390, "height": 844}, "has_touch": True}}


def watch_playback(seconds: float = 10.0, method: str = "peg-corner", before: "Path | None" = None,
                   rounds: int = 1) -> None:
    """Watch's playback (issue 34): the Lab's Watch on ``method`` at PLAYBACK_GAME, played at
    1,000 events a second for ``seconds`` while the trace records, on a desktop (1280x800) and a
    phone (390x844); with ``before`` (another built site, e.g. main's build/site) that site
    too, the two taking turns (``rounds`` times), so both meet the same load. Every main-thread
    task of 50 ms or more is counted (a PerformanceObserver of "longtask" entries, installed
    before the page's own scripts); from a Chromium trace, each task's CPU and wall time: the
    longest, and the animation frames' (Watch's own drawing) median and 95th percentile of CPU.
    The goal: no task of 50 ms, and each frame's work well under 16 ms of CPU."""
    from playwright.sync_api import sync_playwright

    site = build(ROOT / "build" / "site")
    sites = [("this", site)] + ([("before", before)] if before else [])
    servers = [serve(path) for _, path in sites]
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            for round_ in range(rounds):
                for size, options in PLAYBACK_SIZES.items():
                    for (name, _), (_, url) in zip(sites, servers):
                        found = playback_once(chromium, url, options, seconds, method)
                        print_playback(found, "%s, %s%s" % (name, size, " (round %d)" % (round_ + 1) if rounds > 1
                                                                  else ""), seconds, method)
            chromium.close()
    finally:
        for server, _ in servers:
            server.shutdown()


def playback_once(chromium, url: str, options: dict, seconds: float, method: str) -> dict:
    """One playback of Watch at 1,000 events a second in a fresh page: its figures."""
    from puzzles import lab_link
    observer = """(() => { self.__longTasks = [];
        new PerformanceObserver(list => { for (const e of list.getEntries()) self.__longTasks.push(
            [e.startTime, e.duration]); }).observe({type: "longtask", buffered: true}); })()"""
    context = chromium.new_context(**options)
    page = context.new_page()
    page.add_init_script(observer)
    page.goto(url + lab_link.join(PLAYBACK_GAME, method))
    page.wait_for_selector("#lab[data-link='%s']" % method, state="attached", timeout=120000)
    page.wait_for_function("!document.getElementById('lab-watch').disabled", timeout=120000)
    page.click("#lab-watch")
    page.wait_for_selector("#watch-info[data-index]", timeout=120000)
    page.select_option("#watch-speed", "1000")
    page.wait_for_timeout(1500)  # the first events in; start-up's long tasks before this are not counted
    started = page.evaluate("performance.now()")
    first = int(page.get_attribute("#watch-info", "data-index"))
    page.evaluate("""() => { self.__frames = 0; const count = () => { self.__frames++;
        if (self.__frames < 100000) requestAnimationFrame(count); }; requestAnimationFrame(count); }""")
    trace_file = Path(tempfile.mkdtemp(prefix="bench-trace-")) / "trace.json"
    chromium.start_tracing(page=page, path=str(trace_file), categories=["devtools.timeline", "toplevel"])
    load = os.getloadavg()[0]
    page.click("#watch-play")
    page.wait_for_timeout(seconds * 1000)
    page.click("#watch-play")  # pause
    chromium.stop_tracing()
    load = max(load, os.getloadavg()[0])
    last = int(page.get_attribute("#watch-info", "data-index"))
    frames = page.evaluate("self.__frames")
    tasks = [duration for start, duration in page.evaluate("self.__longTasks") if start >= started]
    page.click("#lab-cancel")
    context.close()
    found = {"shown": last - first, "frames": frames, "long": tasks, "load": load,
             "cpu": main_thread_tasks(trace_file), "frame_cpu": animation_frame_tasks(trace_file),
             "said": long_tasks_said(trace_file)}
    shutil.rmtree(trace_file.parent, ignore_errors=True)
    return found


def print_playback(found: dict, label: str, seconds: float, method: str) -> None:
    tasks, cpu, frame_cpu = found["long"], found["cpu"], sorted(found["frame_cpu"])
    print("Watch playback at 1,000 events/s for %g s (%s on %s), %s: %d events shown (%.0f a second), %d frames; "
          "main-thread tasks of 50 ms or more: %d%s" % (
              seconds, method, PLAYBACK_GAME, label, found["shown"], found["shown"] / seconds, found["frames"],
              len(tasks), " (longest %.0f ms)" % max(tasks) if tasks else ""))
    if cpu:
        print("  longest playback task: %.0f ms of the main thread's CPU (%.0f ms of wall time; %d tasks over "
              "50 ms of CPU), load average %.1f on %d cores" % (
                  max(cpu)[0], max(cpu)[1], sum(1 for used, _ in cpu if used >= 50), found["load"],
                  os.cpu_count() or 1))
    if frame_cpu:
        print("  Watch's animation frames: %d, CPU median %.1f ms, 95th percentile %.1f ms, longest %.1f ms" % (
            len(frame_cpu), statistics.median(frame_cpu), frame_cpu[int(0.95 * (len(frame_cpu) - 1))], frame_cpu[-1]))
    for line in found["said"]:
        print("  " + line)


def animation_frame_tasks(trace_file: Path) -> list:
    """The CPU ms of each main-thread task that ran an animation frame's callbacks (Watch's tick
    and its drawing; the style, layout and paint that follow are in the same task)."""
    mine = sorted(main_thread_events(trace_file), key=lambda e: e["ts"])
    tasks = [e for e in mine if e.get("name") in ("RunTask", "ThreadControllerImpl::RunTask")]
    frames = [e for e in mine if e.get("name") == "FireAnimationFrame"]
    out, at = [], 0
    for task in tasks:
        end = task["ts"] + task["dur"]
        while at < len(frames) and frames[at]["ts"] < task["ts"]:
            at += 1
        if at < len(frames) and frames[at]["ts"] < end:
            out.append(task.get("tdur", task["dur"]) / 1000)
    return out


# What a main-thread task did, by the trace's event names (devtools.timeline): the largest parts
# of a long task, named so that a reader sees whose it was.
TASK_PARTS = {"FireAnimationFrame": "animation frame (Watch's playback: watch-tick)",
              "EventDispatch": "event", "TimerFire": "timer", "FunctionCall": "script",
              "v8.compile": "compile", "v8.compileModule": "compile", "EvaluateScript": "script loaded",
              "MajorGC": "garbage collection (major)", "MinorGC": "garbage collection (minor)",
              "V8.GC_SCAVENGER": "garbage collection (minor)", "BlinkGC.AtomicPhase": "Blink garbage collection",
              "UpdateLayoutTree": "style", "Layout": "layout", "Paint": "paint", "PrePaint": "pre-paint",
              "Commit": "commit", "ParseHTML": "HTML parse", "HitTest": "hit test",
              "ScheduleStyleRecalculation": "style", "RunMicrotasks": "microtasks"}


def long_tasks_said(trace_file: Path, most_ms: float = 50.0) -> list:
    """The main thread's tasks of ``most_ms`` of wall time or more in a Chromium trace, each in
    a line: its wall and CPU time and its largest parts (the outermost of the trace's events
    inside it: an animation frame, a message from a worker, a timer, a garbage collection,
    layout, paint; with the first script function inside each, where the trace names one)."""
    mine = sorted(main_thread_events(trace_file), key=lambda e: e["ts"])
    tasks = [e for e in mine if e.get("name") in ("RunTask", "ThreadControllerImpl::RunTask")
             and e["dur"] >= most_ms * 1000]
    lines = []
    for task in tasks:
        end = task["ts"] + task["dur"]
        outer: list = []  # [label, ms, the first script inside]
        covered = 0
        for e in mine:
            if e["ts"] < task["ts"] or e is task:
                continue
            if e["ts"] >= end:
                break
            name = e.get("name")
            if name not in TASK_PARTS:
                continue
            data = e.get("args", {}).get("data", {}) or {}
            script = None
            if name == "FunctionCall" and (data.get("functionName") or data.get("url")):
                script = "%s (%s:%s)" % (data.get("functionName") or "?", (data.get("url") or "?").rsplit("/", 1)[-1],
                                         data.get("lineNumber", "?"))
            if e["ts"] < covered:  # inside the last outer one
                if script and outer and outer[-1][2] is None:
                    outer[-1][2] = script
                continue
            covered = e["ts"] + e["dur"]
            label = "event %s" % data["type"] if name == "EventDispatch" and data.get("type") else TASK_PARTS[name]
            outer.append([label, e["dur"] / 1000, script])
        parts: dict = {}
        for label, ms, script in outer:
            label = label if script is None else "%s: %s" % (label, script)
            parts[label] = parts.get(label, 0) + ms
        largest = sorted(parts.items(), key=lambda part: -part[1])[:4]
        lines.append("task of %.0f ms (%.0f ms of CPU): %s" % (
            task["dur"] / 1000, task.get("tdur", task["dur"]) / 1000,
            ", ".join("%s %.0f ms" % part for part in largest) or "nothing the trace names"))
    return lines


def main_thread_tasks(trace_file: Path) -> list:
    """The page's main-thread tasks in a Chromium trace: (CPU ms, wall ms) each (the CPU time
    says a task's own cost on a machine whose other processes take the cores: its wall time
    then counts the waiting too)."""
    return [(e.get("tdur", e["dur"]) / 1000, e["dur"] / 1000) for e in main_thread_events(trace_file)
            if e.get("name") in ("RunTask", "ThreadControllerImpl::RunTask")]


def main_thread_events(trace_file: Path) -> list:
    """The complete events ("X": with a duration) of the page's main thread in a Chromium trace."""
    try:
        found = json.loads(trace_file.read_text())
    except (OSError, ValueError):
        return []
    events = found["traceEvents"] if isinstance(found, dict) else found
    main = {(e["pid"], e["tid"]) for e in events
            if e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain"}
    return [e for e in events if (e.get("pid"), e.get("tid")) in main and e.get("ph") == "X" and "dur" in e]


if __name__ == "__main__":
    main()
