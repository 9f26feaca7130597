"""Every user-visible string, in English and Japanese: one plain catalogue keyed by the English.

MicroPython has no gettext, so this is a dict. Code writes ``tr("Solved in {moves} moves",
moves=12)``: the English text is the key, ``{name}`` placeholders are filled after the lookup,
so a translation may put them in any order. A missing entry falls back to the English.

The worker never words a sentence: what it reports is ``message(text, **values)``, a plain dict
that crosses to the page as JSON and is worded there by ``say`` in the page's language (the CLI
stays English). ``tests/test_words.py`` scans the code for ``tr``/``message`` calls and fails on
a string with no Japanese entry or with different placeholders.

Numbers and game ids are never translated.
"""

LANGUAGES = ("en", "ja")
LANGUAGE_NAMES = (("en", "English"), ("ja", "日本語"))

_current = ["en"]


def set_language(language):
    """Word everything from now on in ``language`` ("en" or "ja"); anything else is English."""
    _current[0] = language if language in LANGUAGES else "en"


def language():
    return _current[0]


def tr(text, **values):
    """``text`` in the current language, its ``{name}`` placeholders filled from ``values``."""
    if _current[0] == "ja":
        text = JA.get(text, text)
    return text.format(**values) if values else text


def message(text, **values):
    """A message to word later, on the page (the worker's progress, reasons and results)."""
    return {"text": text, "values": values}


def say(said):
    """Word a ``message`` dict, or a plain English string, in the current language."""
    if isinstance(said, dict) and "text" in said:
        return tr(said["text"], **(said.get("values") or {}))
    return tr(str(said))


# The Japanese catalogue: English text -> Japanese text, the same {placeholders} in each.
# Puzzle names as M. Hiroi's source pages write them (変形三角盤, 6 パズル, 騎士の巡歴...).
JA = {
    "English": "English",
    "日本語": "日本語",
    # pegtable: peg solitaire's English 33 table and quick search
    "loading the English 33 table": "英国式 33 穴盤の表を読み込み中",
    "quick search only: the exact search needs 21 pegs or fewer": "高速探索のみ: 厳密な探索はペグ 21 本以下で行います",
}
