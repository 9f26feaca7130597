"""Build the static site into build/site: the page, the Python package, and the self-hosted
runtime (PyScript core, Pyodide, MicroPython) copied from node_modules at the versions pinned
in package.json. Run: python3 scripts/build.py [--out DIR]
"""

import argparse
import html
import json
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from puzzles import registry  # noqa: E402

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


PAGE_APP_MODULES = ("analysis_panel.py", "board.py", "controls.py", "dom.py", "help_panel.py", "language.py",
                    "menus.py", "solution_list.py", "solver_link.py", "zoom.py", "lab_panel.py")  # py/app/ modules main.py imports


def page_modules() -> list[str]:
    """Modules the MicroPython page imports: the rules and views named in the registry."""
    names = {"puzzles/__init__.py", "puzzles/gameid.py", "puzzles/registry.py", "puzzles/session.py",
             "puzzles/chart_svg.py", "puzzles/cursor.py", "puzzles/marks.py", "puzzles/keyed.py", "puzzles/markup.py",
             "puzzles/words.py", "puzzles/motion.py"}
    names.add("puzzles/help_text.py")  # the help panel's texts
    names.add("puzzles/lab_link.py")  # the Lab's links (py/app/lab_panel.py)
    names.add("puzzles/overlay_svg.py")  # the Lab's overlays on the board, and each family's:
    for family in ("peg", "knight", "slide", "flip"):
        names.add("puzzles/%s/overlay.py" % family)
    for rules, view, _solver in registry.FAMILIES.values():
        for module in (rules, view):
            names.add(module.replace(".", "/") + ".py")
            names.add(module.rpartition(".")[0].replace(".", "/") + "/__init__.py")  # its family's folder
    return sorted(names)


def inline_config(template: Path, modules: list[str], app_modules: tuple[str, ...] = ()) -> str:
    """A runtime's config (the TOML ``template`` plus a ``files`` table for the package's
    ``modules`` and the page's own ``app_modules``, which land beside main.py) as JSON for a
    ``config`` attribute. Inline, not a file: PyScript falls back to a public CDN when a
    config file cannot be fetched, and the page must never ask another origin."""
    config = tomllib.loads(template.read_text())
    config["files"] = {"./py/%s" % module: "./%s" % module for module in modules}
    for name in app_modules:
        config["files"]["./py/app/%s" % name] = "./%s" % name
    return html.escape(json.dumps(config, separators=(",", ":")), quote=True)


def after_build_steps(out: Path) -> None:
    """Steps that work on the built site: the solver's start-up snapshot, then the offline
    files (the service worker precaches whatever the site holds by then)."""
    for module_name in ("snapshot", "offline"):
        path = ROOT / "scripts" / (module_name + ".py")
        if path.exists():
            module = __import__(module_name)
            module.build_step(out)


def build(out: Path) -> Path:
    ensure_node_modules()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    # Let the browser fetch the main thread's runtime and modules at once instead of one
    # after the other as each step discovers the next.
    preloads = ['<link rel="modulepreload" href="./static/micropython/micropython.mjs">',
                '<link rel="preload" href="./static/micropython/micropython.wasm" as="fetch" crossorigin>',
                '<link rel="preload" href="./py/app/main.py" as="fetch" crossorigin>']
    preloads += ['<link rel="preload" href="./py/app/%s" as="fetch" crossorigin>' % m for m in PAGE_APP_MODULES]
    preloads += ['<link rel="preload" href="./py/%s" as="fetch" crossorigin>' % m for m in page_modules()]
    # Each family may bring its own style sheet, static/<family>.css.
    preloads += ['<link rel="stylesheet" href="./static/%s.css">' % family
                 for family in registry.families() if (ROOT / "static" / (family + ".css")).exists()]
    # The worker starts with every module; the data files (*.bin) are fetched at their first
    # use instead (puzzles/data_files.py, py/app/worker.py), so starting the solver downloads none of them.
    every_module = sorted(p.relative_to(ROOT / "py").as_posix()
                          for p in (ROOT / "py" / "puzzles").rglob("*.py"))
    page = (ROOT / "index.html").read_text()
    page = page.replace("<!-- build: preload -->", "\n  ".join(preloads))
    page = page.replace('config="./pyscript.toml"', 'config="%s"' % inline_config(ROOT / "pyscript.toml", page_modules(), PAGE_APP_MODULES))
    page = page.replace('config="./worker.toml"', 'config="%s"' % inline_config(ROOT / "worker.toml", every_module))
    (out / "index.html").write_text(page)
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
    # The lab's worker (static/lab-worker.mjs) writes these package files into its Pyodide.
    (out / "py" / "files.json").write_text(json.dumps(every_module))
    (out / ".nojekyll").write_text("")
    after_build_steps(out)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "site")
    args = parser.parse_args()
    print("built", build(args.out))


if __name__ == "__main__":
    main()
