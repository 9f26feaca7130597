"""Lighthouse in the bench (issue 38, item 3), for scripts/bench.py ``--lighthouse``.

Lighthouse from npm (pinned in package.json's devDependencies: scripts/setup.sh installs it;
12.x, the last line that runs on Debian's Node 20) with Debian's Chromium (CHROME_PATH), on the
built site served locally: the board page (``#peg/triangle21``) and the Lab page
(``#lab/peg/triangle21``), with Lighthouse's mobile preset (its own simulated phone and
throttling) and its desktop preset, each run RUNS times; prints the median of each category's
score and of the key metrics (FCP, LCP, TBT, CLS, Speed Index, bytes), and the audits that
did not pass in most runs with what they name (what there is to fix): each file with its
bytes or milliseconds, from the median run.

The site is served gzipped, as GitHub Pages serves it (text files compressed on the fly);
``--lighthouse-plain``: as scripts/serve.py serves it, uncompressed. With ``--lighthouse-before
SITE`` (another built site, e.g. main's), that site is measured too, each run beside this one's
in turn (the machine is shared: what one side loses to a busy moment the other loses as well),
and the metrics' ratios (this site / the other) are printed. BENCH_LIGHTHOUSE_REPORTS=DIR keeps
each run's whole report (JSON) there; BENCH_LIGHTHOUSE_ONLY="Lab/mobile,board" measures only those
pages (and presets).

    .venv/bin/python scripts/bench.py --lighthouse-only [--lighthouse-runs 3] [--lighthouse-before OTHER/build/site]
"""

import functools
import gzip
import io
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from serve import make_server  # noqa: E402

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
DETAIL_ROWS = 6  # files listed under a flagged audit
# What a detail row of an audit says: (key, how it is shown); the first found in the row is shown.
DETAIL_VALUES = (("wastedBytes", "%.1f KiB wasted", 1 / 1024), ("wastedMs", "%.0f ms", 1),
                 ("total", "%.0f ms", 1), ("duration", "%.0f ms", 1), ("totalBytes", "%.1f KiB", 1 / 1024),
                 ("transferSize", "%.1f KiB", 1 / 1024))
COMPRESSED = (".html", ".js", ".mjs", ".css", ".json", ".py", ".svg", ".webmanifest", ".txt", ".toml", "/")


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
        if os.environ.get("BENCH_LIGHTHOUSE_REPORTS"):  # a folder to keep each run's whole report in
            kept = Path(os.environ["BENCH_LIGHTHOUSE_REPORTS"])
            kept.mkdir(parents=True, exist_ok=True)
            shutil.copy(out, kept / ("%s-%s-%d.json" % (url.rsplit("#", 1)[-1].replace("/", "_"), preset,
                                                         len(list(kept.glob("*.json"))))))
        return json.loads(out.read_text())


def short_url(url: str) -> str:
    """A file's address without the server's part: ``static/site.css``."""
    return url.split("/bench/", 1)[-1] or "index.html" if "/bench/" in url else url


def audit_details(audit: dict) -> list:
    """``[(file or what, value shown), ...]``: the rows of an audit's table (its files with their
    bytes or milliseconds), at most DETAIL_ROWS."""
    rows = []
    items = (audit.get("details") or {}).get("items") or []
    items = items if isinstance(items, list) else []  # a tree (the network's dependencies): not shown
    if items and isinstance(items[0], dict) and isinstance(items[0].get("items"), list):  # a list of tables
        items = [row for table in items for row in table.get("items") or []]
    for item in items:
        if not isinstance(item, dict):
            continue
        where = item.get("url") or (item.get("source") or {}).get("url") if isinstance(item.get("source") or {}, dict) else item.get("url")
        if not where and isinstance(item.get("node"), dict):
            where = item["node"].get("selector") or item["node"].get("snippet")
        if not where and item.get("groupLabel"):
            where = item["groupLabel"]
        value = next((shown % (item[key] * scale) for key, shown, scale in DETAIL_VALUES
                      if isinstance(item.get(key), (int, float))), "")
        if where or value:
            rows.append((short_url(str(where or "")), value))
        if len(rows) >= DETAIL_ROWS:
            break
    return rows


def summary(report: dict) -> dict:
    """Scores (0-100), metrics (numericValue) and the failed audits of one report: ``{id: (title,
    displayValue, detail rows)}``."""
    scores = {name: round(100 * (report["categories"][name]["score"] or 0)) for name in CATEGORIES}
    audits = report["audits"]
    metrics = {audit: audits[audit].get("numericValue") for _, audit, _, _ in METRICS}
    failed = {name: (audit.get("title", name), audit.get("displayValue", ""), audit_details(audit))
              for name, audit in audits.items()
              if audit.get("score") is not None and audit.get("scoreDisplayMode") in ("binary", "numeric", "metricSavings")
              and audit["score"] < 0.9 and name not in metrics}
    return {"scores": scores, "metrics": metrics, "failed": failed}


class GzipHandlerMixin:
    """Text files gzipped when the browser accepts it, as GitHub Pages serves them."""

    def send_head(self):
        path = self.translate_path(self.path)
        wanted = "gzip" in self.headers.get("Accept-Encoding", "")
        if not wanted or not path.endswith(COMPRESSED) or not os.path.isfile(path if not path.endswith("/") else path + "index.html"):
            return super().send_head()
        file = path + "index.html" if path.endswith("/") else path
        body = gzip.compress(Path(file).read_bytes(), 6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(file))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def serve_site(site: Path, compressed: bool) -> tuple:
    """A server of ``site`` under /bench/ (gzipped or not) and its address."""
    server = make_server(site, 0, "/bench/")
    if compressed:
        handler = server.RequestHandlerClass  # a functools.partial of the handler's class
        server.RequestHandlerClass = functools.partial(type("GzipHandler", (GzipHandlerMixin, handler.func), {}),
                                                       *handler.args, **handler.keywords)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/bench/" % server.server_address[1]


def chosen(page: str, preset: str) -> bool:
    """Whether BENCH_LIGHTHOUSE_ONLY (``page[/preset],...``; unset: all) names this page and preset."""
    only = [part.strip().split("/") for part in os.environ.get("BENCH_LIGHTHOUSE_ONLY", "").split(",") if part.strip()]
    return not only or any(part[0] == page and (len(part) == 1 or part[1] == preset) for part in only)


def lighthouse(base_url: str, runs: int, before_url: "str | None" = None) -> dict:
    """``{(page, preset): [summary, ...]}``, and with ``before_url`` (another site) also
    ``{("before", page, preset): [...]}``, each run of one beside the other's, in turn first."""
    found: dict = {}
    for page, fragment in PAGES.items():
        for preset in PRESETS:
            for run in range(runs if chosen(page, preset) else 0):
                sides = [((page, preset), base_url)]
                if before_url:
                    sides.append((("before", page, preset), before_url))
                    sides = sides[::-1] if run % 2 else sides
                for key, url in sides:
                    found.setdefault(key, []).append(summary(run_once(url + fragment, preset)))
    return found


def median_row(rows: list) -> dict:
    """The run whose performance score is the median one (its flagged audits' details are shown)."""
    ordered = sorted(rows, key=lambda row: row["scores"]["performance"])
    return ordered[(len(ordered) - 1) // 2]


def print_lighthouse(found: dict, compressed: "bool | None" = None) -> None:
    runs = len(next(iter(found.values())))
    served = {True: "served gzipped, as GitHub Pages does", False: "served uncompressed", None: "served"}[compressed]
    print("Lighthouse (%s), median of %d, %s: scores (performance, accessibility, best practices, SEO) and metrics:"
          % (lighthouse_version(), runs, served))
    before = any(key[0] == "before" for key in found)
    for page in PAGES:
        for preset in PRESETS:
            if (page, preset) not in found:
                continue
            sides = [("", found[(page, preset)])]
            if before:
                sides.append(("before", found[("before", page, preset)]))
            medians = {}
            for side, rows in sides:
                scores = " ".join("%3d" % statistics.median(row["scores"][name] for row in rows) for name in CATEGORIES)
                medians[side] = {audit: statistics.median(row["metrics"][audit] or 0 for row in rows) for _, audit, _, _ in METRICS}
                metrics = ", ".join("%s %s" % (label, shown % (medians[side][audit] * scale))
                                    for label, audit, shown, scale in METRICS)
                print("  %-5s %-8s %-6s %s   %s" % (page, preset, side, scores, metrics))
            if before:
                ratios = ", ".join("%s %s" % (label, "%.2f" % (medians[""][audit] / medians["before"][audit])
                                              if medians["before"][audit] else "-") for label, audit, _, _ in METRICS)
                print("  %-5s %-8s %-6s %s   %s" % ("", "", "ratio", " " * 15, ratios))
            for side, rows in sides:
                print_flagged(rows, side)


def print_flagged(rows: list, side: str) -> None:
    """The audits failed in most runs, each with its files (from the median run)."""
    times: dict = {}
    for row in rows:
        for name in row["failed"]:
            times[name] = times.get(name, 0) + 1
    common = sorted(name for name, count in times.items() if 2 * count > len(rows))
    if not common:
        return
    shown = median_row(rows)["failed"]
    print("        flagged%s:" % (" (before)" if side else ""))
    for name in common:
        title, value, details = shown.get(name) or next(row["failed"][name] for row in rows if name in row["failed"])
        print("          %s%s" % (title, " (%s)" % value if value else ""))
        for where, amount in details if not side else ():  # the other site's: titles only
            print("            %-60s %s" % (where[:60], amount))


def lighthouse_version() -> str:
    try:
        return "Lighthouse " + json.loads((ROOT / "node_modules" / "lighthouse" / "package.json").read_text())["version"]
    except OSError:
        return "Lighthouse (not installed)"
