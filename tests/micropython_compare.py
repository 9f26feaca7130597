"""Run one script under MicroPython (the npm build the page uses, run by Node) and under
CPython, and compare: the machinery shared by tests/test_micropython.py (the page's modules)
and tests/test_help_text.py (the help texts).

The script prints what it checks and ends with a line "END"; both interpreters must print the
same lines, so a construct MicroPython lacks (dataclasses, typing, enum...) or behaves
differently with fails there first.
"""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MICROPYTHON = ROOT / "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"
RUN_MJS = ROOT / "tests/micropython/run.mjs"

sys.path.insert(0, str(ROOT / "scripts"))
from build import page_modules  # noqa: E402  (the modules the page loads)


# Only a guard against a hang: a transcript takes 10-60 s, several times that on a loaded machine.
HANG_SECONDS = 400

def run_micropython(script: Path, modules: "list[str] | None" = None) -> subprocess.CompletedProcess:
    """``script`` under MicroPython, with ``modules`` (paths under py/; by default the page's
    modules) loaded for it to import."""
    if not MICROPYTHON.exists():
        pytest.fail("MicroPython is not installed: run the README's test command (it runs npm ci)")
    modules = page_modules() if modules is None else modules
    return subprocess.run(["node", str(RUN_MJS), str(MICROPYTHON), str(ROOT / "py"), str(script),
                           *modules], capture_output=True, text=True, timeout=HANG_SECONDS)


def run_cpython(script: Path) -> subprocess.CompletedProcess:
    """``script`` under this CPython, importing the puzzles package from py/."""
    return subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT / "py")}, timeout=HANG_SECONDS)


def assert_same_under_micropython(script: Path, modules: "list[str] | None" = None) -> None:
    """Both interpreters run ``script`` to its end ("END") and print the same lines."""
    micro = run_micropython(script, modules)
    assert micro.returncode == 0, micro.stderr
    native = run_cpython(script)
    assert native.returncode == 0, native.stderr
    assert micro.stdout.splitlines() == native.stdout.splitlines()
    assert native.stdout.rstrip().endswith("END")
