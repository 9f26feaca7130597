"""PyScript's own Python package (``pyscript/__init__.py``, ``pyscript/ffi.py``, ...), as the
pinned @pyscript/core writes it into the interpreter's file system at every start: its build's
artifact, which core.js embeds. Two build steps precompile it: the page's image of .mpy
modules (scripts/build.py) and the solver worker's snapshot (scripts/snapshot.py)."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYSCRIPT_PACKAGE = ROOT / "node_modules/@pyscript/core/src/stdlib/pyscript.js"


def pyscript_package() -> dict:
    """``{"pyscript/<name>.py": source}``: PyScript's Python package, read from its artifact
    (``export default {"pyscript": {"__init__.py": "...", ...}}``, JSON after the export)."""
    table = json.loads(PYSCRIPT_PACKAGE.read_text().split("export default", 1)[1].strip().rstrip(";"))
    files = {}

    def walk(folder, entries):
        for name, entry in entries.items():
            if isinstance(entry, dict):
                walk(folder + name + "/", entry)
            else:
                files[folder + name] = entry
    walk("", table)
    return files
