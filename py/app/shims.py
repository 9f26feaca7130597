"""The page's JavaScript shims (static/page.js: one bridge object, ``window.page``, with a part
of each of static/page/*.mjs) checked before the page starts: without them (a file missing,
a 404, cut short) nothing can be saved, worded or solved, and page.js's own start-up watch is
missing too; so the board says why in words, not "Loading the board…" for ever (issue 25)."""

from pyscript import document, window

from puzzles import words

SHIMS = ("storage", "recordsFile", "language", "word", "solver", "modules", "controls", "afterPaint", "nextTask", "motion",
         "gestures")  # the parts of window.page the page calls


def page_js_missing():
    """True, with the reason on the board, when static/page.js did not run."""
    bridge = window.page if window.Reflect.has(window, "page") else None
    if bridge is not None and all(window.Reflect.has(bridge, name) for name in SHIMS):
        return False
    languages = [str(window.navigator.language or "")]
    words.set_language("ja" if "lang=ja" in str(window.location.search) or languages[0].startswith("ja") else "en")
    line = document.createElement("p")
    line.className = "loading failed"
    line.textContent = words.tr("The board could not start ({why}). Check the connection and reload the page.",
                                why=words.tr("a script failed") + ": static/page.js")
    board = document.getElementById("board")
    board.textContent = ""
    board.append(line)
    for name in ("status", "verdict"):  # board-shape.js's first paint: no game, no solver asked
        document.getElementById(name).textContent = ""
    document.body.dataset.ready = "failed"
    return True
