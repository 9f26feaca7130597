"""The catalogue's coverage (py/puzzles/words.py, issue 12): every text the page or the worker
shows has a Japanese entry with the same {placeholders}, and no Japanese entry is left that
nothing uses.

The texts are found in the code itself: every ``tr(...)``, ``message(...)`` and ``mark(...)``
call in py/**/*.py (read with ``ast``, so a literal split over lines counts as one), the
index.html texts marked ``data-text`` / ``data-text-<attribute>``, the messages static/page.js's
modules hand to the Python page (``said("...")``) and the few they word themselves (their
Japanese comes from this catalogue too: the build writes it into static/page/words-ja.mjs). A call may word a stored text (a name, an
attribute, an item of a table: ``tr(TITLE)``, ``tr(BOARDS[name][0])``); one that builds its
text (``tr("%d moves" % n)``, ``tr(a + b)``, an f-string, a call) fails, unless its line says
why (``# pass-through: ...``): its Japanese could never be looked up.
"""

import ast
import html
import json
import re
import string
from pathlib import Path

import pytest

from puzzles import words

ROOT = Path(__file__).resolve().parents[1]
PY = ROOT / "py"
CALLS = ("tr", "message", "mark")
# words.py defines the functions: its own calls pass texts through by design.
NOT_SCANNED = {"puzzles/words.py", "puzzles/words_ja.py"}


def python_files():
    return sorted(p.relative_to(PY).as_posix() for p in PY.rglob("*.py")
                  if "__pycache__" not in p.parts and p.relative_to(PY).as_posix() not in NOT_SCANNED)


def called_name(call):
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name) \
            and call.func.value.id == "words":
        return call.func.attr
    return None


def catalogue_calls(relative):
    """``(texts, problems)`` of one file: ``texts`` lists ``(text, line, keywords or None)``
    (None: the values come as ``**``, or it is a ``mark``), ``problems`` the calls whose
    first argument is neither a literal nor a declared pass-through."""
    source = (PY / relative).read_text()
    lines = source.splitlines()
    imported = set()
    tree = ast.parse(source)
    for node in ast.walk(tree):  # only files that import the catalogue's functions count
        if isinstance(node, ast.ImportFrom) and node.module == "puzzles.words":
            imported |= {alias.asname or alias.name for alias in node.names}
        if isinstance(node, ast.ImportFrom) and node.module == "puzzles" \
                and any(alias.name == "words" for alias in node.names):
            imported |= set(CALLS)
    texts, problems = [], []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = called_name(node)
        if name not in CALLS or name not in imported or not node.args:
            continue
        first = node.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            given = None
            if name != "mark" and not any(k.arg is None for k in node.keywords):
                given = {k.arg for k in node.keywords}
            texts.append((first.value, node.lineno, given))
        elif isinstance(first, (ast.Name, ast.Attribute, ast.Subscript)):
            pass  # a stored text: a constant found below by string_constants
        elif "pass-through" not in lines[node.lineno - 1]:
            problems.append("%s:%d: %s() of a text built in place, with no '# pass-through' note"
                            % (relative, node.lineno, name))
    return texts, problems


def html_texts():
    page = (ROOT / "index.html").read_text()
    return [html.unescape(text) for text in re.findall(r'data-text(?:-[a-z-]+)?="([^"]*)"', page)]


def page_js_script():
    """static/page.js and its modules (static/page/*.mjs), as one text."""
    paths = [ROOT / "static" / "page.js"] + sorted((ROOT / "static" / "page").glob("*.mjs"))
    return "\n".join(path.read_text() for path in paths)


def page_js_texts():
    """The messages static/page.js hands to the Python page (``said("...")``), less those it
    words itself before Python runs (static/page/words.mjs's OWN list)."""
    own = page_js_own_texts()
    return [text for text in re.findall(r'said\("((?:[^"\\]|\\.)*)"', page_js_script()) if text not in own]


def page_js_own_texts():
    """The texts static/page/words.mjs words itself (its OWN list): English -> the catalogue's
    Japanese (None when it has none), as the build writes them (scripts/build.py, page_words)."""
    script = (ROOT / "static" / "page" / "words.mjs").read_text()
    listed = script.split("export const OWN = [", 1)[1].split("];", 1)[0]
    own = [ast.literal_eval(text) for text in re.findall(r'"(?:[^"\\]|\\.)*"', listed)]
    return {text: words.JA.get(text) for text in own}


def placeholders(text):
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def check_texts(texts):
    missing, different = [], []
    for text, where in texts:
        if text not in words.JA:
            missing.append("%s: %r" % (where, text))
        elif placeholders(text) != placeholders(words.JA[text]):
            different.append("%s: %r has %s, its Japanese %s" % (
                where, text, sorted(placeholders(text)), sorted(placeholders(words.JA[text]))))
    return missing, different


@pytest.mark.parametrize("relative", python_files())
def test_every_text_of_the_code_has_japanese_with_the_same_placeholders(relative):
    texts, problems = catalogue_calls(relative)
    unfilled = ["%s:%d: %r leaves %s unfilled" % (relative, line, text, sorted(placeholders(text) - given))
                for text, line, given in texts if given is not None and placeholders(text) - given]
    missing, different = check_texts([(text, "%s:%d" % (relative, line)) for text, line, _ in texts])
    assert not (problems or unfilled or missing or different), "\n".join(
        problems + unfilled + ["no Japanese: " + m for m in missing] + different)


def test_every_text_of_the_html_page_has_japanese():
    texts = html_texts()
    assert "Undo" in texts and "Puzzle workbench" in texts  # the scan finds the marked texts
    missing, different = check_texts([(text, "index.html") for text in texts])
    assert not (missing or different), "\n".join(missing + different)


def test_the_solver_links_messages_have_japanese():
    texts = page_js_texts()
    assert "it did not start" in texts
    missing, different = check_texts([(text, "static/page.js") for text in texts])
    assert not (missing or different), "\n".join(missing + different)


def test_page_js_words_its_own_texts_with_the_same_placeholders():
    own = page_js_own_texts()
    assert "it did not start within {seconds} s" in own and "Reload" in own
    assert not [text for text, japanese in own.items() if japanese is None]
    assert not [text for text, japanese in own.items() if placeholders(text) != placeholders(japanese)]
    script = page_js_script()
    assert "PAGE_JA" not in script and not re.search("[\u3040-\u30ff\u4e00-\u9fff]", script)  # one catalogue


def test_the_build_writes_the_page_scripts_japanese_from_the_catalogue(tmp_path):
    import sys
    sys.path.insert(0, str(ROOT / "scripts"))
    import build
    (tmp_path / "static" / "page").mkdir(parents=True)
    build.page_words(tmp_path)
    text = (tmp_path / "static" / "page" / "words-ja.mjs").read_text()
    table = json.loads(text.split("export default ", 1)[1].rsplit(";", 1)[0])
    assert table == page_js_own_texts() and table["Reload"] == words.JA["Reload"]


def string_constants(relative):
    """Every string literal of a file: a module constant worded later (``TITLE = "Nim"``,
    worded by the page with ``tr(TITLE)``) keeps its entry in use."""
    tree = ast.parse((PY / relative).read_text())
    return {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def test_no_japanese_entry_is_stale():
    used = set(html_texts()) | set(page_js_texts()) | set(page_js_own_texts()) | {name for _, name in words.LANGUAGE_NAMES}
    for relative in python_files():
        used |= string_constants(relative)
    stale = sorted(set(words.JA) - used)
    assert not stale, "Japanese entries nothing uses:\n" + "\n".join(map(repr, stale))


def test_the_scan_finds_what_it_must_and_flags_what_it_cannot_read(tmp_path, monkeypatch):
    """The scanner itself: a literal is found with its keywords, a computed text is flagged
    unless its line declares a pass-through, and calls of other functions named alike in a
    file that does not import the catalogue are left alone."""
    module = tmp_path / "puzzles"
    module.mkdir()
    (module / "sample.py").write_text(
        "from puzzles.words import message, tr\n"
        "a = tr('Solved in {moves} moves',\n"
        "       moves=3)\n"
        "b = message('one ' 'text {n}', n=1)\n"
        "c = tr('x %d' % 3)\n"
        "d = tr(a + 'x')  # pass-through: worded above\n"
        "e = tr(TABLE[0][1])\n")
    (module / "other.py").write_text("def tr(x):\n    return x\n\ny = tr(1 + 2)\n")
    monkeypatch.setattr(__import__(__name__), "PY", tmp_path)
    texts, problems = catalogue_calls("puzzles/sample.py")
    assert [(text, line, given) for text, line, given in texts] == [
        ("Solved in {moves} moves", 2, {"moves"}), ("one text {n}", 4, {"n"})]
    assert problems == ["puzzles/sample.py:5: tr() of a text built in place, with no '# pass-through' note"]
    assert catalogue_calls("puzzles/other.py") == ([], [])
    assert "Solved in {moves} moves" in string_constants("puzzles/sample.py")


def test_wording_follows_the_language_and_fills_placeholders_in_any_order():
    words.JA["{a} before {b}"] = "{b} の前に {a}"
    try:
        words.set_language("ja")
        assert words.tr("{a} before {b}", a=1, b=2) == "2 の前に 1"
        nested = words.message("{a} before {b}", a=words.message("{a} before {b}", a="x", b="y"), b=2)
        assert words.say(nested) == "2 の前に y の前に x"
        assert words.english("2 の前に 1") == "2 の前に 1"  # not a catalogue text: unchanged
        words.set_language("en")
        assert words.say(nested) == "x before y before 2"
        words.set_language("fr")  # not a language of the page: English
        assert words.language() == "en"
    finally:
        del words.JA["{a} before {b}"]
        words.set_language("en")


def test_an_exception_raised_with_a_message_is_worded_in_the_language():
    words.JA["bad part {part}"] = "不正な部分 {part}"
    try:
        error = ValueError(words.message("bad part {part}", part="x"))
        words.set_language("ja")
        assert words.say(words.reason(error)) == "不正な部分 x"
        assert words.reason(ValueError("plain")) == "plain"
    finally:
        del words.JA["bad part {part}"]
        words.set_language("en")


def test_only_the_language_in_use_has_its_catalogue_loaded():
    # Issue 25: an English page never imports the Japanese table; the first Japanese word does.
    import subprocess
    import sys
    script = ("import sys; from puzzles import words\n"
              "words.set_language('en'); print(words.tr('Undo'), 'puzzles.words_ja' in sys.modules)\n"
              "words.set_language('ja'); print(words.tr('Undo'), 'puzzles.words_ja' in sys.modules)\n"
              "print(words.english(words.tr('Undo')), words.JA is words.catalogue('ja'))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=PY, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["Undo False", "%s True" % words.JA["Undo"], "Undo True"]


def test_the_html_holds_its_english_already():
    # An English page's first wording skips the HTML's texts (issue 25): each element marked
    # data-text must show that text, and each data-text-<attribute> must be that attribute.
    from html.parser import HTMLParser

    class Reader(HTMLParser):
        def __init__(self):
            super().__init__()
            self.open, self.found = [], []

        def handle_starttag(self, tag, attrs):
            attrs = dict(attrs)
            for name, value in attrs.items():
                if name.startswith("data-text-"):
                    self.found.append((value, attrs.get(name[len("data-text-"):])))
            if tag not in ("input", "meta", "link", "br", "img"):
                self.open.append([tag, attrs.get("data-text"), ""])

        def handle_endtag(self, tag):
            while self.open:
                name, english, text = self.open.pop()
                if english is not None:
                    self.found.append((english, " ".join(text.split())))
                if self.open:
                    self.open[-1][2] += text
                if name == tag:
                    break

        def handle_data(self, data):
            if self.open:
                self.open[-1][2] += data

    reader = Reader()
    reader.feed((ROOT / "index.html").read_text())
    assert len(reader.found) > 40
    wrong = [(english, shown) for english, shown in reader.found if english != shown]
    assert not wrong


def test_a_touch_screen_words_click_as_tap_in_both_languages():
    # issue 35: "クリック" on a phone; a finger taps (main.py asks CSS's pointer: coarse)
    try:
        words.set_pointer("touch")
        words.set_language("en")
        assert words.tr("Click a person or the boat.") == "Tap a person or the boat."
        assert words.tr("Click or tap a hole") == "Tap a hole"
        words.set_language("ja")
        said = words.tr("That is the space: click a marked piece to jump it here.")
        assert "タップ" in said and "クリック" not in said
        words.set_pointer("mouse")
        assert "クリック" in words.tr("That is the space: click a marked piece to jump it here.")
    finally:
        words.set_pointer("mouse")
        words.set_language("en")
    assert words.tr("Click a person or the boat.") == "Click a person or the boat."
