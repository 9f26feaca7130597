"""The package as a Python project (pyproject.toml): `pip install .` gives the `puzzles` command
with every module and data file of the package, and no run-time dependency."""

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "py" / "puzzles"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    """The wheel pip builds from this checkout (no network: setuptools is in the test venv)."""
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                    "--disable-pip-version-check", "-w", str(out), str(ROOT)], check=True, timeout=300,
                   capture_output=True)
    built = list(out.glob("*.whl"))
    assert len(built) == 1, built
    return zipfile.ZipFile(built[0])


def test_the_wheel_holds_every_module_and_data_file_of_the_package(wheel):
    shipped = {name for name in wheel.namelist() if name.startswith("puzzles/")}
    wanted = {path.relative_to(PACKAGE.parent).as_posix() for path in PACKAGE.rglob("*")
              if path.suffix in (".py", ".bin") and "__pycache__" not in path.parts}
    assert wanted <= shipped, sorted(wanted - shipped)
    assert "puzzles/peg/data/english33.bin" in shipped  # the check above found the data files


def test_the_wheel_names_the_puzzles_command_and_needs_nothing_else(wheel):
    entry_points = next(name for name in wheel.namelist() if name.endswith("entry_points.txt"))
    assert "puzzles = puzzles.__main__:run_quietly_into_a_pipe" in wheel.read(entry_points).decode()
    metadata = wheel.read(next(name for name in wheel.namelist() if name.endswith("/METADATA"))).decode()
    assert "Requires-Dist" not in metadata


def test_the_installed_command_answers_as_python_m_puzzles():
    command = Path(sys.executable).parent / "puzzles"
    if not command.exists():
        pytest.fail("no `puzzles` command beside this Python: run the README's test command "
                    "(scripts/setup.sh installs the project into .venv)")
    installed = subprocess.run([str(command), "solve", "flip/square", "--json"], capture_output=True,
                               text=True, timeout=120, cwd="/")
    module = subprocess.run([sys.executable, "-m", "puzzles", "solve", "flip/square", "--json"],
                            capture_output=True, text=True, timeout=120, cwd=str(ROOT / "py"))
    assert installed.returncode == module.returncode == 0, installed.stderr + module.stderr
    answers = [json.loads(run.stdout) for run in (installed, module)]
    for answer in answers:
        answer.pop("elapsed")  # seconds: the one field that may differ
    assert answers[0] == answers[1] and answers[0]["moves"] > 0
