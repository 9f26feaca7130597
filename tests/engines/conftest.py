"""Set-up of the three-engine smoke tests (issue 36, item 6): the built site, served from the
same sub-path as the Chromium tests on a server of each engine's own (the offline test stops
it), and one browser session per engine (Debian's Firefox ESR and WebKitGTK; Chromium is the
rest of the suite's). An engine whose Debian package is not installed (scripts/setup.sh could
not install it) is skipped with the reason printed; any other failure is a failure.

At the end the engines' versions and first-visit timings (board ready, solver ready: the
page's own performance.now() marks) are printed and written to test-results/engines.txt."""

import shutil
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SUB_PATH = "/puzzle-workbench/"
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from build import build  # noqa: E402
from engine_drivers import FIREFOX, WEBKIT_DRIVER, XVFB, Firefox, WebKit  # noqa: E402
from serve import make_server  # noqa: E402

ENGINES = ["firefox", "webkit"]
# What each engine needs (Debian package: command), in the order setup.sh installs them.
NEEDS = {"firefox": {"firefox-esr": FIREFOX},
         "webkit": {"webkit2gtk-driver": WEBKIT_DRIVER, "xvfb": XVFB}}

# engine -> {"name", "version", "board_ms", "solver_ms", ...} or {"skipped": reason}
RECORD: dict = {}


class Site:
    """A copy of the built site served from SUB_PATH on an ephemeral port, until stop()."""

    def __init__(self, built: Path, directory: Path) -> None:
        shutil.copytree(built, directory)
        self.server = make_server(directory, 0, SUB_PATH)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.port = self.server.server_address[1]
        self.url = "http://127.0.0.1:%d%s" % (self.port, SUB_PATH)
        self.running = True

    def stop(self) -> None:
        """Shut the server and close its socket: the port refuses connections."""
        if self.running:
            self.running = False
            self.server.shutdown()
            self.server.server_close()
            self.thread.join(10)


@pytest.fixture(scope="session")
def engines_site(tmp_path_factory):
    return build(tmp_path_factory.mktemp("engines") / "site")


def missing(engine: str) -> str:
    """Why ``engine`` can not run here ("" when it can)."""
    absent = ["%s (Debian's %s)" % (command, package) for package, command in NEEDS[engine].items()
              if shutil.which(command) is None]
    if absent:
        return ("not installed: %s; scripts/setup.sh installs what is missing when run as root where Debian's "
                "packages can be reached" % ", ".join(absent))
    return ""


@pytest.fixture(scope="module", params=ENGINES)
def engine(request, engines_site, tmp_path_factory):
    """One browser session of the engine, with the site of its own; the driver's ``site``."""
    name = request.param
    reason = missing(name)
    if reason:
        RECORD[name] = {"skipped": reason}
        pytest.skip("%s: %s" % (name, reason))
    site = Site(engines_site, tmp_path_factory.mktemp(name) / "site")
    try:
        if name == "firefox":
            driver = Firefox(shutil.which(FIREFOX))
        else:
            driver = WebKit(shutil.which(WEBKIT_DRIVER), shutil.which(XVFB))
    except Exception:
        site.stop()
        raise
    driver.site = site
    RECORD[name] = {"name": driver.name, "version": driver.version}
    driver.record = RECORD[name]
    yield driver
    driver.close()
    site.stop()


def table() -> list[str]:
    lines = ["%-12s %-10s %16s %17s" % ("engine", "version", "board ready (ms)", "solver ready (ms)")]
    for key in ENGINES:
        found = RECORD.get(key)
        if found is None:
            continue
        if "skipped" in found:
            lines.append("%-12s skipped: %s" % (key, found["skipped"]))
            continue
        lines.append("%-12s %-10s %16s %17s" % (found["name"], found["version"], found.get("board_ms", "-"),
                                                found.get("solver_ms", "-")))
        if "offline_board_ms" in found:
            lines.append("%-12s %-10s %16s %17s" % ("  offline", "", found["offline_board_ms"],
                                                    found.get("offline_solver_ms", "-")))
    return lines


def pytest_terminal_summary(terminalreporter):
    if not RECORD:
        return
    lines = table()
    terminalreporter.write_sep("-", "engines (first visit; offline: the reload with the server stopped)")
    for line in lines:
        terminalreporter.write_line(line)
    out = ROOT / "test-results"
    out.mkdir(exist_ok=True)
    (out / "engines.txt").write_text("\n".join(lines) + "\n")
