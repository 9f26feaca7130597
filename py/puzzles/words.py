"""Every user-visible string, in English and Japanese: one plain catalogue keyed by the English.

MicroPython has no gettext, so this is a dict. Code writes ``tr("Solved in {moves} moves",
moves=12)``: the English text is the key, ``{name}`` placeholders are filled after the lookup,
so a translation may put them in any order. A missing entry falls back to the English.

The worker never words a sentence: what it reports is ``message(text, **values)``, a plain dict
that crosses to the page as JSON and is worded there by ``say`` in the page's language (the CLI
stays English). ``tests/test_words.py`` scans the code for ``tr``/``message`` calls and fails on
a string with no Japanese entry or with different placeholders. The Japanese table is
``puzzles/words_ja.py``, imported only when a text is first worded in Japanese.

Texts loaded later than the page's words have their part of the catalogue beside them: the
help's (``puzzles.<family>.help`` -> ``puzzles.<family>.help_ja``, ``catalogue("ja", part)``),
imported with the help, in Japanese only. The few texts static/page.js words before Python
runs are looked up in this same catalogue too: the build writes their Japanese from
``words_ja`` into static/page/words-ja.mjs (scripts/build.py, ``page_words``).

Numbers and game ids are never translated.
"""

LANGUAGES = ("en", "ja")
LANGUAGE_NAMES = (("en", "English"), ("ja", "日本語"))

_current = ["en"]


def set_language(language):
    """Word everything from now on in ``language`` ("en" or "ja"); anything else is English."""
    _current[0] = language if language in LANGUAGES else "en"
    _table[0] = catalogue(_current[0])


def language():
    return _current[0]


_catalogues = {"en": {}}  # language -> its table (English -> that language), once imported
_table = [{}]  # the current language's table


def catalogue(language, part=""):
    """The table English -> ``language``'s text, imported at its first use (py/puzzles/words_ja.py).
    With ``part``, a module's own part of the catalogue: ``<part>_<language>``'s table
    (``catalogue("ja", "puzzles.peg.help")`` is ``puzzles.peg.help_ja.JA``); {} for English or
    a part with no table in that language."""
    if part:
        return _part(language, part)
    if language == "ja" and "ja" not in _catalogues:
        from puzzles.words_ja import JA
        _catalogues["ja"] = JA
    return _catalogues.get(language, {})


_parts = {}  # (language, part) -> its table, once imported


def _part(language, part):
    if language not in LANGUAGES or language == "en":
        return {}
    key = (language, part)
    if key not in _parts:
        name = part + "_" + language
        try:
            module = __import__(name)
            for step in name.split(".")[1:]:
                module = getattr(module, step)
            table = getattr(module, language.upper())
        except (ImportError, AttributeError):
            table = {}
        _parts[key] = table
    return _parts[key]


def __getattr__(name):
    """``words.JA``, the Japanese table, imported when first asked for (tools and tests)."""
    if name == "JA":
        return catalogue("ja")
    raise AttributeError(name)


_pointer = ["mouse"]

# On a touch screen a player taps: "click" is worded "tap" (issue 35), in both languages. The
# longer forms first, so "click or tap" becomes "tap", not "tap or tap".
TAP_WORDS = (("Click or tap", "Tap"), ("click or tap", "tap"), ("clicked", "tapped"),
             ("clicking", "tapping"), ("Click", "Tap"), ("click", "tap"),
             ("クリックまたはタップ", "タップ"), ("クリック", "タップ"))


def set_pointer(kind):
    """"touch" when the player's main pointer is a finger (the page asks CSS's pointer: coarse):
    then every worded "click" says "tap"; anything else keeps "click"."""
    _pointer[0] = "touch" if kind == "touch" else "mouse"


def pointer():
    return _pointer[0]


def tr(text, **values):
    """``text`` in the current language, its ``{name}`` placeholders filled from ``values``."""
    table = _table[0]
    if table:
        text = table.get(text, text)
    if _pointer[0] == "touch":
        for click, tap in TAP_WORDS:
            if click in text:
                text = text.replace(click, tap)
    return text.format(**values) if values else text


_english = {}


def english(text):
    """The English key of a text worded in the current language (ids made from a label stay
    the same in every language); ``text`` itself when it is not a translation."""
    if _current[0] == "en":
        return text
    if not _english:
        for key, value in catalogue("ja").items():
            _english[value] = key
    return _english.get(text, text)


def message(text, **values):
    """A message to word later, on the page (the worker's progress, reasons and results)."""
    return {"text": text, "values": values}


def say(said):
    """Word a ``message`` dict, or a plain English string, in the current language. A value
    that is itself a message (a reason inside a sentence) is worded first."""
    if isinstance(said, dict) and "text" in said:
        values = {}
        for name, value in (said.get("values") or {}).items():
            values[name] = say(value) if isinstance(value, dict) else value
        return tr(said["text"], **values)
    return tr(str(said))


def mark(text):
    """``text`` unchanged: marks a string kept in a table (a speed's name, a legend) for the
    catalogue's test; the code words it later with ``tr``."""
    return text


def reason(error):
    """What an exception says, for ``say``: the message it was raised with (``raise
    GameIdError(message(...))``), else its English text."""
    args = getattr(error, "args", ())
    if len(args) == 1 and isinstance(args[0], dict) and "text" in args[0]:
        return args[0]
    return str(error)
