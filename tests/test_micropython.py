"""The page's modules under MicroPython (the npm build the page uses, run by Node).

The same transcript script runs under CPython and MicroPython; the outputs must match line
for line, so a construct MicroPython lacks (dataclasses, typing, enum...) fails here first.
"""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MICROPYTHON = ROOT / "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"
HERE = Path(__file__).resolve().parent / "micropython"

sys.path.insert(0, str(ROOT / "scripts"))
from build import page_modules  # noqa: E402


def run_micropython(script: Path) -> subprocess.CompletedProcess:
    if not MICROPYTHON.exists():
        pytest.fail("MicroPython is not installed: run the README's test command (it runs npm ci)")
    return subprocess.run(["node", str(HERE / "run.mjs"), str(MICROPYTHON), str(ROOT / "py"),
                           str(script), *page_modules()],
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("name", ["transcript.py", "flip_transcript.py", "session_transcript.py",
                                  "words_transcript.py"])
def test_page_modules_behave_the_same_under_micropython(name):
    script = HERE / name
    micro = run_micropython(script)
    assert micro.returncode == 0, micro.stderr
    native = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            env={"PYTHONPATH": str(ROOT / "py")}, timeout=120)
    assert native.returncode == 0, native.stderr
    assert micro.stdout.splitlines() == native.stdout.splitlines()
    assert native.stdout.rstrip().endswith("END")


def test_a_cpython_only_module_fails_under_micropython(tmp_path):
    # The harness must be able to fail: dataclasses does not exist on MicroPython.
    script = tmp_path / "cpython_only.py"
    script.write_text("import dataclasses\nprint('imported')\n")
    assert run_micropython(script).returncode != 0
