"""Build the static site into build/site: the page, the Python package, and the self-hosted
runtime (PyScript core, Pyodide, MicroPython) copied from node_modules at the versions pinned
in package.json. Run: python3 scripts/build.py [--out DIR]
"""

import argparse
import json
import shutil
import subprocess
import sys
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


def page_modules() -> list[str]:
    """Modules the MicroPython page imports: the rules and views named in the registry."""
    names = {"puzzles/__init__.py", "puzzles/gameid.py", "puzzles/registry.py", "puzzles/session.py",
             "puzzles/chart_svg.py", "puzzles/cursor.py", "puzzles/marks.py", "puzzles/keyed.py"}
    for rules, view, _solver in registry.FAMILIES.values():
        names.add(rules.replace(".", "/") + ".py")
        names.add(view.replace(".", "/") + ".py")
    return sorted(names)


def files_section(modules: list[str]) -> str:
    lines = ["", "[files]"]
    for module in modules:
        lines.append('"./py/%s" = "./%s"' % (module, module))
    return "\n".join(lines) + "\n"


def build(out: Path) -> Path:
    ensure_node_modules()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    # Let the browser fetch the main thread's runtime and modules at once instead of one
    # after the other as each step discovers the next.
    preloads = ['<link rel="modulepreload" href="./static/micropython/micropython.mjs">',
                '<link rel="preload" href="./static/micropython/micropython.wasm" as="fetch" crossorigin>',
                '<link rel="preload" href="./pyscript.toml" as="fetch" crossorigin>',
                '<link rel="preload" href="./py/app/main.py" as="fetch" crossorigin>']
    preloads += ['<link rel="preload" href="./py/%s" as="fetch" crossorigin>' % m for m in page_modules()]
    # Each family may bring its own style sheet, static/<family>.css.
    preloads += ['<link rel="stylesheet" href="./static/%s.css">' % family
                 for family in registry.families() if (ROOT / "static" / (family + ".css")).exists()]
    page = (ROOT / "index.html").read_text()
    (out / "index.html").write_text(page.replace("<!-- build: preload -->", "\n  ".join(preloads)))
    shutil.copytree(ROOT / "static", out / "static", ignore=shutil.ignore_patterns("pyscript", "pyodide", "micropython"))
    shutil.copytree(ROOT / "py", out / "py", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    every_module = sorted(p.relative_to(ROOT / "py").as_posix()
                          for p in (ROOT / "py" / "puzzles").glob("*.py"))
    (out / "pyscript.toml").write_text((ROOT / "pyscript.toml").read_text() + files_section(page_modules()))
    (out / "worker.toml").write_text((ROOT / "worker.toml").read_text() + files_section(every_module))
    for name, (source, wanted) in RUNTIME.items():
        target = out / "static" / name
        if wanted is None:
            shutil.copytree(ROOT / source, target, ignore=shutil.ignore_patterns("*.map"))
        else:
            target.mkdir(parents=True)
            for file in wanted:
                shutil.copy2(ROOT / source / file, target / file)
    (out / ".nojekyll").write_text("")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "site")
    args = parser.parse_args()
    print("built", build(args.out))


if __name__ == "__main__":
    main()
