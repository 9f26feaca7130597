"""Lighthouse in the bench (issue 38, item 3), for scripts/bench.py ``--lighthouse``.

Lighthouse from npm (pinned in package.json's devDependencies: scripts/setup.sh installs it;
12.x, the last line that runs on Debian's Node 20) with Debian's Chromium (CHROME_PATH), on the
built site served locally: the board page (``#peg/triangle21``) and the Lab page
(``#lab/peg/triangle21``), with Lighthouse's mobile preset (its own simulated phone and
throttling) and its desktop preset, each run RUNS times; prints the median of each category's
score and of the key metrics (FCP, LCP, TBT, CLS, Speed Index, bytes), and the audits that
did not pass in most runs (what there is to fix).

    .venv/bin/python scripts/bench.py --lighthouse-only [--lighthouse-runs 3]
"""

import json
import os
import statistics
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
CHROMIUM = "/usr/bin/chromium"
PAGES = {"board": "#peg/triangle21", "Lab": "#lab/peg/triangle21"}
PRESETS = ("mobile", "desktop")
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
# (label, audit id, how its numericValue is shown)
METRICS = (("FCP", "first-contentful-paint", "%.2f s", 1e-3), ("LCP", "largest-contentful-paint", "%.2f s", 1e-3),
           ("TBT", "total-blocking-time", "%.0f ms", 1), ("CLS", "cumulative-layout-shift", "%.3f", 1),
           ("Speed Index", "speed-index", "%.2f s", 1e-3), ("bytes", "total-byte-weight", "%.2f MB", 1e-6))
TIMEOUT_S = 300


def run_once(url: str, preset: str) -> dict:
    """One Lighthouse run's JSON report."""
    if not LIGHTHOUSE.exists():
        raise SystemExit("no Lighthouse in node_modules: run scripts/setup.sh")
    with tempfile.TemporaryDirectory(prefix="lighthouse-") as temp:
        out = Path(temp) / "report.json"
        command = [str(LIGHTHOUSE), url, "--output=json", "--output-path=%s" % out, "--quiet",
                   "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage "
                   "--user-data-dir=%s" % (Path(temp) / "profile")]
        if preset == "desktop":
            command.append("--preset=desktop")
        subprocess.run(command, check=True, timeout=TIMEOUT_S, cwd=temp,
                       env={**os.environ, "CHROME_PATH": CHROMIUM}, capture_output=True)
        return json.loads(out.read_text())


def summary(report: dict) -> dict:
    """Scores (0-100), metrics (numericValue) and the failed audits' ids of one report."""
    scores = {name: round(100 * (report["categories"][name]["score"] or 0)) for name in CATEGORIES}
    audits = report["audits"]
    metrics = {audit: audits[audit].get("numericValue") for _, audit, _, _ in METRICS}
    failed = {name: audit.get("title", name) for name, audit in audits.items()
              if audit.get("score") is not None and audit.get("scoreDisplayMode") in ("binary", "numeric", "metricSavings")
              and audit["score"] < 0.9 and name not in metrics}
    return {"scores": scores, "metrics": metrics, "failed": failed}


def lighthouse(base_url: str, runs: int) -> dict:
    """``{(page, preset): [summary, ...]}``."""
    found = {}
    for page, fragment in PAGES.items():
        for preset in PRESETS:
            found[(page, preset)] = [summary(run_once(base_url + fragment, preset)) for _ in range(runs)]
    return found


def print_lighthouse(found: dict) -> None:
    runs = len(next(iter(found.values())))
    print("Lighthouse (%s), median of %d: scores (performance, accessibility, best practices, SEO) and metrics:"
          % (lighthouse_version(), runs))
    for (page, preset), rows in found.items():
        scores = " ".join("%3d" % statistics.median(row["scores"][name] for row in rows) for name in CATEGORIES)
        metrics = ", ".join("%s %s" % (label, shown % (statistics.median(row["metrics"][audit] or 0 for row in rows) * scale))
                            for label, audit, shown, scale in METRICS)
        print("  %-5s %-8s %s   %s" % (page, preset, scores, metrics))
        flagged = {}
        for row in rows:
            for name, title in row["failed"].items():
                flagged.setdefault(name, [title, 0])[1] += 1
        common = sorted(name for name, (_, times) in flagged.items() if 2 * times > len(rows))
        if common:
            print("        flagged: " + "; ".join(flagged[name][0] for name in common))


def lighthouse_version() -> str:
    try:
        return "Lighthouse " + json.loads((ROOT / "node_modules" / "lighthouse" / "package.json").read_text())["version"]
    except OSError:
        return "Lighthouse (not installed)"
