"""PyScript's own Python package (``pyscript/__init__.py``, ``pyscript/ffi.py``, ...), as the
pinned @pyscript/core writes it into the interpreter's file system at every start: its build's
artifact, which core.js embeds. Two build steps precompile it: the page's image of .mpy
modules (scripts/build.py), with its ``__init__`` made lazy (``lazy_package``), and the solver
worker's snapshot (scripts/snapshot.py)."""

import json
import re
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


# The parts of PyScript's package that `import pyscript` brings at once in the page (issue 38):
# pyscript.context (document, window...) and the lines that are not a plain import of a
# submodule (polyscript's py_import, the main thread's workers).
EAGER = ("pyscript.context",)
IMPORT_LINE = re.compile(r"from (pyscript\.\w+) import (\w+(?:,\w+)*)")


def lazy_package(files: dict) -> dict:
    """``files`` with ``pyscript/__init__.py`` importing its other submodules' names on first
    use (a module-level ``__getattr__``, which MicroPython runs for ``from pyscript import
    display`` as for ``pyscript.display``). PyScript's start imports the package before the
    page's first line: pyscript.display (base64, html, io), pyscript.events (pyscript.web,
    inspect) and the rest were ~10 ms of it unthrottled, and the page uses none of them.
    Raises ValueError when the pinned ``__init__`` has a line of another kind than these."""
    kept, lazy = [], {}
    for line in files["pyscript/__init__.py"].split("\n"):
        found = IMPORT_LINE.fullmatch(line)
        if found and found.group(1) not in EAGER:
            lazy.update((name, found.group(1)) for name in found.group(2).split(","))
        elif found or line.startswith(("from polyscript import ", "if not RUNNING_IN_WORKER:from pyscript.")):
            kept.append(line)
        elif line.strip():
            raise ValueError("pyscript/__init__.py: a line lazy_package does not know: " + line)
    kept += ["_lazy=" + json.dumps(lazy, sort_keys=True),
             "def __getattr__(name):",
             "\tpath=_lazy.get(name)",
             "\tif path is None:raise AttributeError(name)",
             "\tpart=__import__(path,None,None,[name])",
             # Every name from that submodule, as its import line bound them: importing it
             # made pyscript.storage the submodule, where the line made it its function.
             "\tfor other in _lazy:",
             "\t\tif _lazy[other]==path:globals()[other]=getattr(part,other)",
             "\treturn globals()[name]"]
    return {**files, "pyscript/__init__.py": "\n".join(kept) + "\n"}
