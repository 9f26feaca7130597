"""The Lab's messages from its worker, checked before anything uses them (issue 37).

The Lab's worker (static/lab-worker.mjs) runs programs a reader may have been sent in a link,
and a program can make that worker send anything: its reports and its result are the
program's to fill, and it can reach the worker's own functions. So the page treats every
message as untrusted input. Each kind has a schema here: its fields, their types, ranges and
lengths. ``read(text)`` is the message checked and reduced to its known fields, or raises
``Refused`` (the page drops it; a run under way ends with "The program sent something the Lab
can not show", py/app/lab_panel.py). Before Python sees a message, static/lab.js refuses one
larger than the page's limit (``MOST_TEXT``) without parsing it, so ``read`` never parses a
huge text either.

The worker uses the same limits on its side: ``bound(reply)`` cuts what can be cut (the
program's output, the positions per depth, long texts) and says what it cut; ``check`` then
holds for an honest worker's messages, and only a program that subverts the worker meets the
page's refusal.

The message kinds (docs/lab.md; the protocol: static/lab-worker.mjs):
``starting``, ``ready`` (methods, programs, questions; static/lab.js's ``listing``, the build's
py/lab.json, the same with its programs left to be asked for one by one: ``program``),
``failed`` (reason), ``progress``
(id, positions, depth, seconds), ``trace-size`` (id), ``done`` (id, result, output,
output_cut), ``error`` (id, message, line, fatal, trace, output, output_cut) and ``refused``
(id: said by static/lab.js for a message it would not read).

Pure Python; runs on MicroPython (the page) and CPython (the worker, tests).
"""

import json

from puzzles.words import mark

MOST_TEXT = 300000          # characters of one message's JSON (static/lab.js: LAB_MOST, the same)
MOST_COUNT = 9007199254740991  # 2**53 - 1: a number past it can not cross JavaScript exactly
MOST_SECONDS = 10 ** 7
MOST_DEPTHS = 200           # positions per depth: bars in the 360-pixel chart (under 2 pixels each at the most)
MOST_MOVES = 10000          # a solution's moves
MOST_OUTPUT = 20000         # characters of print output (the worker keeps no more: OUTPUT_MOST)
MOST_WORDS = 2000           # characters of an error's text
MOST_VALUE = 400            # characters of one value inside a message
MOST_METHODS = 400
MOST_PROGRAM = 65536        # characters of a built-in program (lab_link.MAX_TEXT)
MOST_QUESTIONS = 200
MOST_LINE = 1000000
MOST_DEPTH = 40             # nesting of a message's JSON (static/lab.js refuses deeper ones)

CANNOT_SHOW = mark("The program sent something the Lab can not show.")
# Said by static/lab-worker.mjs of a reply over MOST_TEXT (worded by the page):
mark("the program's answer is too large to send ({size} characters; at most {limit})")


class Refused(ValueError):
    """A message that does not fit its schema; ``args[0]`` says why (English, for tests and
    the console, never shown as the page's words)."""


def _fail(why):
    raise Refused(why)


# --- the fields ------------------------------------------------------------------------------
def _text(value, most, name):
    if not isinstance(value, str) or len(value) > most:
        _fail("%s: not a text of at most %d characters" % (name, most))
    return value


def _whole(value, name, least=0, most=MOST_COUNT):
    """A whole number from ``least`` to ``most`` (JSON may write it as 3.0: JavaScript does)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        _fail("%s: not a number" % name)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")) or value != int(value):
            _fail("%s: not a whole number" % name)
        value = int(value)
    if not least <= value <= most:
        _fail("%s: out of range" % name)
    return value


def _number(value, name, least=0, most=MOST_SECONDS):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        _fail("%s: not a number" % name)
    if value != value or not least <= value <= most:  # NaN compares false; infinities are out
        _fail("%s: out of range" % name)
    return value


def _optional(value, check, *args):
    return None if value is None else check(value, *args)


def _fields(said, allowed, name):
    if not isinstance(said, dict):
        _fail("%s: not an object" % name)
    for key in said:
        if key not in allowed:
            _fail("%s: unknown field %s" % (name, str(key)[:40]))
    return said


def move(value, depth=0):
    """A move as the rules take it: a whole number, a short text or a short list of them."""
    if isinstance(value, str):
        return _text(value, 64, "move")
    if isinstance(value, list) and len(value) <= 64 and depth < 3:
        return [move(part, depth + 1) for part in value]
    return _whole(value, "move", -10 ** 9, 10 ** 9)


def _placeholders(text, values):
    """Only plain ``{name}`` placeholders, each naming a value (no format specs: "{a:>999999999}"
    would build a string of a gigabyte), and at most 12 of them."""
    count, at = 0, 0
    while True:
        start = text.find("{", at)
        close = text.find("}", at)
        if start < 0:
            if close >= 0:
                _fail("message: a lone }")
            return
        end = text.find("}", start)
        if close < start or end < 0:
            _fail("message: a lone brace")
        name = text[start + 1:end]
        if name not in values or not name or len(name) > 30:
            _fail("message: a placeholder that names no value")
        for ch in name:
            if not ("a" <= ch <= "z" or ch == "_"):
                _fail("message: a placeholder that is not a name")
        count += 1
        if count > 12:
            _fail("message: too many placeholders")
        at = end + 1


def words(value, depth=0):
    """A message (puzzles.words.message: text and values, a value itself a message at most two
    levels down) or a plain text, as the page words it with ``say``."""
    if isinstance(value, str):
        return _text(value, MOST_WORDS, "message")
    if depth > 2:
        _fail("message: nested too deep")
    _fields(value, ("text", "values"), "message")
    text = _text(value.get("text"), MOST_VALUE, "message text")
    values = value.get("values") or {}
    if not isinstance(values, dict) or len(values) > 12:
        _fail("message: values not an object of at most 12")
    checked = {}
    for name, item in values.items():
        if isinstance(item, dict):
            checked[name] = words(item, depth + 1)
        elif isinstance(item, str):
            checked[name] = _text(item, MOST_VALUE, "message value")
        elif item is None or isinstance(item, bool):
            checked[name] = item
        else:
            checked[name] = _number(item, "message value", -MOST_COUNT, MOST_COUNT)
    _placeholders(text, checked)
    return {"text": text, "values": checked}


# --- the kinds -------------------------------------------------------------------------------
def _run_id(said):
    return _whole(said.get("id"), "id", 0, MOST_COUNT)


def _method(entry):
    _fields(entry, ("family", "method", "title", "source", "problem", "improves", "module", "published",
                    "slow", "explain"), "method")
    slug = _text(entry.get("method"), 60, "method")
    for ch in slug:
        if not ("a" <= ch <= "z" or "0" <= ch <= "9" or ch in "-_"):
            _fail("method: not a slug")
    published = entry.get("published")
    if published is not None:
        _fields(published, ("seconds", "machine", "positions"), "published")
        published = {"seconds": _optional(published.get("seconds"), _number, "published seconds"),
                     "machine": _text(published.get("machine", ""), MOST_VALUE, "published machine"),
                     "positions": _optional(published.get("positions"), _whole, "published positions")}
    if entry.get("source") not in ("page", "ours"):
        _fail("method: source neither page nor ours")
    return {"family": _text(entry.get("family"), 40, "family"), "method": slug,
            "title": _text(entry.get("title"), MOST_VALUE, "title"), "source": entry["source"],
            "problem": _optional(entry.get("problem"), _text, MOST_VALUE, "problem"),
            "improves": _optional(entry.get("improves"), _text, 60, "improves"),
            "module": _text(entry.get("module", ""), 200, "module"), "published": published,
            "slow": bool(entry.get("slow")), "explain": _optional(entry.get("explain"), _text, MOST_WORDS, "explain")}


def _question(entry, index):
    _fields(entry, ("order", "question", "game", "kind", "value", "answer", "index"), "question")
    answer = entry.get("answer")
    if answer is not None and not isinstance(answer, (str, bool)):
        answer = _whole(answer, "question answer")
    if _whole(entry.get("index"), "question index", 0, MOST_QUESTIONS) != index:
        _fail("question: index out of order")
    return {"question": _text(entry.get("question"), MOST_VALUE, "question"),
            "game": _text(entry.get("game"), MOST_VALUE, "question game"), "answer": answer, "index": index,
            "kind": _optional(entry.get("kind"), _text, 40, "question kind"),
            "value": _optional(entry.get("value"), _text, 40, "question value"),
            "order": _optional(entry.get("order"), _whole, "question order")}


def program(text):
    """A built-in program's text, checked (the build's listing's, asked for one at a time)."""
    return _text(text, MOST_PROGRAM, "program")


def _ready(said):
    methods, programs = said.get("methods"), said.get("programs")
    questions = said.get("questions") or []
    if not isinstance(methods, list) or len(methods) > MOST_METHODS:
        _fail("ready: methods not a list")
    # The build's listing may come without its programs: the page asks for each (program()).
    unlisted = programs is None and said.get("kind") == "listing"
    if not (unlisted or isinstance(programs, dict)) or not isinstance(questions, list) or len(questions) > MOST_QUESTIONS:
        _fail("ready: programs or questions")
    methods = [_method(entry) for entry in methods]
    checked = None if unlisted else {entry["method"]: program(programs.get(entry["method"])) for entry in methods}
    return {"kind": "ready", "methods": methods, "programs": checked,
            "questions": [_question(entry, index) for index, entry in enumerate(questions)]}


def _trace(value):
    """Watch's summary of a recorded trace (py/app/watch_panel.py reads it): an object of
    numbers, flags and short lists of messages; its events never come this way."""
    if not isinstance(value, dict) or len(value) > 20:
        _fail("trace: not a small object")
    for name, item in value.items():
        if isinstance(item, list):
            if len(item) > 50:
                _fail("trace: a long list")
            for part in item:
                words(part)
        elif isinstance(item, dict):
            words(item)
        elif isinstance(item, str):
            _text(item, MOST_VALUE, "trace")
        elif item is not None and not isinstance(item, bool):
            _number(item, "trace", 0, MOST_COUNT)
    return value


def result(value):
    """A run's result (puzzles.lab.run_source's, bounded by the worker) or a question's answer."""
    if not isinstance(value, dict):
        _fail("result: not an object")
    answer = value.get("answer")
    seconds = _number(value.get("seconds"), "seconds")
    if answer == "question":
        _fields(value, ("answer", "index", "value", "seconds"), "result")
        return {"answer": answer, "index": _whole(value.get("index"), "index", 0, MOST_QUESTIONS),
                "value": _optional(value.get("value"), _whole, "value"), "seconds": seconds}
    _fields(value, ("answer", "moves", "solution", "count", "positions", "per_depth", "per_depth_cut", "seconds",
                    "trace", "output", "output_cut"), "result")
    checked = {"answer": answer, "moves": None, "solution": None, "count": None, "seconds": seconds,
               "positions": _whole(value.get("positions"), "positions"),
               "per_depth_cut": _whole(value.get("per_depth_cut", 0), "per_depth_cut")}
    per_depth = value.get("per_depth") or []
    if not isinstance(per_depth, list) or len(per_depth) > MOST_DEPTHS:
        _fail("per_depth: not a list of at most %d" % MOST_DEPTHS)
    checked["per_depth"] = [_whole(count, "per_depth") for count in per_depth]
    if answer == "solution":
        solution = value.get("solution")
        if not isinstance(solution, list) or len(solution) > MOST_MOVES:
            _fail("solution: not a list of at most %d moves" % MOST_MOVES)
        checked["solution"] = [move(item) for item in solution]
        if _whole(value.get("moves"), "moves", 0, MOST_MOVES) != len(solution):
            _fail("moves: not the solution's length")
        checked["moves"] = len(solution)
    elif answer == "count":
        checked["count"] = _whole(value.get("count"), "count")
    elif answer != "none":
        _fail("result: an unknown answer")
    if value.get("trace") is not None:
        checked["trace"] = _trace(value["trace"])
    return checked


def _output(said, checked):
    checked["output"] = _optional(said.get("output"), _text, MOST_OUTPUT + 200, "output")
    checked["output_cut"] = _whole(said.get("output_cut") or 0, "output_cut")
    return checked


def check(said):
    """The message ``said`` (parsed JSON) checked against its kind's schema and reduced to its
    known fields; Refused when it does not fit."""
    if not isinstance(said, dict):
        _fail("not an object")
    kind = said.get("kind")
    if kind == "starting":
        return {"kind": kind}
    if kind in ("ready", "listing"):
        # "listing": the build's py/lab.json, told by static/lab.js while the worker starts;
        # "ready" then comes without it (lab.js drops what the page has), with how the worker
        # started ("start", for the tests and the bench: not kept).
        _fields(said, ("kind", "methods", "programs", "questions", "start"), kind)
        if kind == "ready" and "methods" not in said:
            return {"kind": kind}
        checked = _ready(said)
        checked["kind"] = kind
        return checked
    if kind == "failed":
        return {"kind": kind, "reason": _text(said.get("reason", ""), MOST_WORDS, "reason")}
    if kind == "refused":
        return {"kind": kind, "id": said.get("id") if isinstance(said.get("id"), int) else None}
    if kind == "trace-size":
        return {"kind": kind, "id": _run_id(said)}
    if kind == "progress":
        _fields(said, ("kind", "id", "positions", "depth", "seconds"), "progress")
        return {"kind": kind, "id": _run_id(said), "positions": _whole(said.get("positions"), "positions"),
                "depth": _whole(said.get("depth"), "depth", 0, MOST_LINE),
                "seconds": _number(said.get("seconds"), "seconds")}
    if kind == "done":
        _fields(said, ("kind", "id", "result", "output", "output_cut"), "done")
        return _output(said, {"kind": kind, "id": _run_id(said), "result": result(said.get("result"))})
    if kind == "error":
        _fields(said, ("kind", "id", "message", "line", "fatal", "trace", "output", "output_cut"), "error")
        checked = {"kind": kind, "id": _run_id(said), "message": words(said.get("message")),
                   "line": _optional(said.get("line"), _whole, "line", 0, MOST_LINE), "fatal": said.get("fatal") is True}
        if said.get("trace") is not None:
            checked["trace"] = _trace(said["trace"])
        return _output(said, checked)
    _fail("an unknown kind")


def read(text):
    """The message in JSON ``text``, checked (``check``); Refused for a text over MOST_TEXT
    characters (not parsed), one that is not JSON, or one that does not fit its schema."""
    if not isinstance(text, str) or len(text) > MOST_TEXT:
        _fail("too long")
    try:
        said = json.loads(text)
    except (ValueError, MemoryError, RuntimeError):  # RuntimeError: nested too deep (MicroPython)
        _fail("not JSON")
    return check(said)


# --- the worker's side: what can be cut is cut, and said ---------------------------------------
def _cut_text(text, most):
    text = str(text)
    if len(text) <= most:
        return text
    return text[:most - 40] + " … (%d characters cut)" % (len(text) - most + 40)


def _cut_words(value, depth=0):
    """A message with its texts cut to the page's limits; anything else the page can not word
    becomes its plain text (cut)."""
    if isinstance(value, dict) and depth <= 2:
        try:
            return words({"text": value.get("text"), "values": {
                name: _cut_words(item, depth + 1) if isinstance(item, dict) else
                _cut_text(item, MOST_VALUE) if isinstance(item, str) else item
                for name, item in (value.get("values") or {}).items()}}, depth)
        except (Refused, AttributeError, TypeError):
            pass
    if isinstance(value, dict):
        value = value.get("text")
    return _cut_text(value, MOST_WORDS if depth == 0 else MOST_VALUE)


def bound(reply):
    """The worker's reply (``done`` or ``error``) cut to the page's limits before it is sent:
    long texts (cut and marked), the positions per depth (the first MOST_DEPTHS kept,
    ``per_depth_cut`` the number cut). A reply that still does not fit ``check`` becomes an
    error that says so (a count out of range, a solution too long, ...)."""
    if reply.get("kind") == "error":
        reply["message"] = _cut_words(reply.get("message"))
    found = reply.get("result")
    if isinstance(found, dict) and isinstance(found.get("per_depth"), list) and len(found["per_depth"]) > MOST_DEPTHS:
        found["per_depth_cut"] = len(found["per_depth"]) - MOST_DEPTHS
        found["per_depth"] = found["per_depth"][:MOST_DEPTHS]
    if isinstance(reply.get("output"), str):
        reply["output"] = _cut_text(reply["output"], MOST_OUTPUT + 200)
    try:
        check(reply)
    except Refused as error:
        from puzzles.words import message

        return {"kind": "error", "id": reply.get("id"), "line": None, "output": reply.get("output"),
                "output_cut": reply.get("output_cut") or 0,
                "message": message("the program's answer can not be shown: {why}", why=_cut_text(error.args[0], 200))}
    return reply
