"""The 15-puzzle's pattern databases, read from the binary files beside this module.

The files (slide_patterns.FILES, written by ``python -m puzzles.slide.patterns``) hold the
databases compressed; this module inflates them on demand and keeps them. It is imported at
the first 15-puzzle search only, never at start-up: the worker's start-up snapshot must not
hold tens of megabytes of tables (tests/test_snapshot.py checks that it is not in there).

``load()`` is a search-style generator (progress dicts, then the result) so that the page can
show progress and cancel while 30 MB are inflated: the best partition whose file is there and
sound (slide_patterns.PREFERRED), the others only as fallbacks. CPython/Pyodide only.
"""

from pathlib import Path
from typing import Generator

from puzzles import data_files
from puzzles.slide import patterns as slide_patterns
from puzzles.words import message

_loaded: dict[str, list[bytes]] = {}
problems: dict[str, str] = {}  # partition -> why its file could not be used


def path(name: str) -> Path:
    return data_files.path(slide_patterns.FILES[name])


def read(name: str) -> Generator[dict, None, list[bytes]]:
    """The databases of partition ``name`` from its file, inflated (kept once read).
    OSError when the file is missing, ValueError when it is damaged, ImportError when its
    compression (xz) is not built into this Python."""
    if name in _loaded:
        return _loaded[name]
    # Said before the file is read: in the browser that read may be a fetch of megabytes.
    # ``patient``: the page's link waits longer for the next slice (puzzles.jobs).
    # ``needs``: in the browser, the file is downloaded first, its progress shown (puzzles.jobs).
    yield {"positions": 0, "depth": 0, "phase": message("loading the {name} tables", name=name), "patient": True,
           "needs": slide_patterns.FILES[name]}
    data = data_files.read_bytes(slide_patterns.FILES[name])
    groups = slide_patterns.PARTITIONS[name]
    codec, entries = slide_patterns.unpack_header(data)
    if tuple(group for group, _, _ in entries) != groups:
        raise ValueError("%s holds other groups: regenerate it (python -m puzzles.slide.patterns %s)"
                         % (path(name).name, name))
    tables = []
    for k, (group, offset, length) in enumerate(entries):
        job = slide_patterns.decode(len(group), codec, data[offset:offset + length])
        while True:
            try:
                progress = next(job)
            except StopIteration as stop:
                tables.append(stop.value)
                break
            progress["phase"] = message("loading the {name} tables ({part} of {parts}): {percent}%",
                                        name=name, part=k + 1, parts=len(entries),
                                        percent=progress["phase"]["values"]["percent"])
            yield progress
    _loaded[name] = tables
    return tables


def load(names: tuple = slide_patterns.PREFERRED) -> Generator[dict, None, tuple[str, list[bytes]]]:
    """``(partition, databases)``: the first of ``names`` whose file can be read. A file that
    is missing or damaged is noted in ``problems`` and not tried again."""
    for name in names:
        if name in problems:
            continue
        try:
            tables = yield from read(name)
        except (OSError, ValueError, ImportError) as error:
            problems[name] = "%s: %s" % (type(error).__name__, error)
            continue
        return name, tables
    raise ValueError("no pattern databases for the 15-puzzle: %s" % "; ".join(
        "%s (%s)" % (name, problems.get(name, "not tried")) for name in names))


def loaded() -> list[str]:
    """The partitions inflated so far."""
    return list(_loaded)
