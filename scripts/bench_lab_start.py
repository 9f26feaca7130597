"""The Lab's start-up against the solver's (issue 38, item 2), for scripts/bench.py.

Cold loads of ``#lab/peg/triangle15`` (a fresh browser context each, service workers
blocked): when the board is interactive, when the solver is ready, when the Lab's editor
first shows a program's text and when its Run button is enabled (the Lab's worker ready),
all in ms from navigation start; and how the Lab's worker started (from the snapshot or
not: ``self.labStart`` in the worker, reported in its "ready" message).

    .venv/bin/python scripts/bench.py --lab-start-only [--startup-runs 5]
"""

import statistics

LAB_GAME = "lab/peg/triangle15"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]

# Polls (every 5 ms) for the first program text in the editor and for Run enabled.
WATCH_LAB = """
(() => {
  const seen = {};
  const poll = setInterval(() => {
    const code = document.getElementById("lab-code");
    const run = document.getElementById("lab-run");
    const lab = document.getElementById("lab");
    if (!seen.text && code && code.value.trim()) seen.text = Math.round(performance.now());
    if (!seen.run && run && lab && !lab.hidden && !run.disabled) seen.run = Math.round(performance.now());
    if (seen.text && seen.run) clearInterval(poll);
  }, 5);
  globalThis.__labSeen = seen;
  document.addEventListener("lab-message", (event) => {
    const said = JSON.parse(event.detail);
    if (said.kind === "ready") seen.start = said.start || null;
    if (said.kind === "ready" && said.start && said.start.steps)  // on the page's clock
      seen.steps = Object.fromEntries(Object.entries(said.start.steps).map(
        ([step, at]) => [step, Math.round(at - performance.timeOrigin)]));
  });
})();
"""


def lab_startup(url: str, runs: int) -> list:
    """``[{"board", "solver", "text", "run", "snapshot"}, ...]``: one per cold load."""
    from playwright.sync_api import sync_playwright
    found = []
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for _ in range(runs):
            context = chromium.new_context(service_workers="block")
            context.add_init_script(WATCH_LAB)
            page = context.new_page()
            page.goto(url + "#" + LAB_GAME)
            page.wait_for_selector("body[data-solver=ready]", state="attached", timeout=120000)
            page.wait_for_function("globalThis.__labSeen && globalThis.__labSeen.run", timeout=120000)
            seen = page.evaluate("globalThis.__labSeen")
            start = seen.get("start") or {}
            found.append({"board": int(page.get_attribute("body", "data-board-ready-ms")),
                          "solver": int(page.get_attribute("body", "data-solver-ready-ms")),
                          "text": int(seen["text"]), "run": int(seen["run"]),
                          "snapshot": start.get("snapshot"), "reason": start.get("reason"),
                          "steps": seen.get("steps") or {}})
            context.close()
        chromium.close()
    return found


def print_lab_startup(found: list) -> None:
    def median(key):
        return statistics.median(row[key] for row in found)

    def worst(key):
        return max(row[key] for row in found)

    print("Lab start-up, cold, %s, median of %d (worst), ms from navigation start:" % (LAB_GAME, len(found)))
    for label, key in (("board interactive", "board"), ("solver ready", "solver"),
                       ("Lab's program text shown", "text"), ("Lab ready (Run enabled)", "run")):
        print("  %-34s %6d (%5d)" % (label, median(key), worst(key)))
    steps = [step for step in (found[0]["steps"] or {}) if all(step in (row["steps"] or {}) for row in found)]
    for step in steps:  # the Lab's worker's own steps, on the page's clock
        times = [row["steps"][step] for row in found]
        print("  %-34s %6d (%5d)" % ("  Lab's worker: " + step, statistics.median(times), max(times)))
    snapshots = sorted({str(row["snapshot"]) + ("" if row["snapshot"] else " (%s)" % row["reason"])
                        for row in found})
    print("  Lab ready / solver ready            %6.2fx   (Lab worker from the snapshot: %s)" % (
        median("run") / median("solver"), ", ".join(snapshots)))
