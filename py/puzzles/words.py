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
    # pegcustom: the peg board editor and drawn boards
    "Custom board": "自作の盤",
    "holes {holes}": "穴 {holes}",
    "square, 4 directions": "正方格子・4 方向",
    "square, 8 directions": "正方格子・8 方向",
    "triangular, 6 directions": "三角格子・6 方向",
    "Grid": "格子",
    "Edit board": "盤を編集",
    "Board editor: {rows} by {cols} cells": "盤エディタ: {rows} 行 {cols} 列",
    "row {row}, column {col}: no hole": "{row} 行 {col} 列: 穴なし",
    "row {row}, column {col}: hole {hole}, a start hole": "{row} 行 {col} 列: 穴 {hole}、最初に空ける穴",
    "row {row}, column {col}: hole {hole}": "{row} 行 {col} 列: 穴 {hole}",
    ", the finish hole": "、最後のペグを残す穴",
    "No cell {cell} on this grid.": "この格子にマス {cell} はありません。",
    "no hole left; click cells to draw holes": "穴がありません。マスをクリックして穴を描いてください",
    "Not playable yet: {reason}.": "まだ遊べません: {reason}。",
    "Drawn: {holes} holes. The link names this board; Edit board again to play.":
        "{holes} 穴の盤を描きました。リンクがこの盤を表します。もう一度「盤を編集」を押すと遊べます。",
    "Editing done; the drawing was not playable, so the last playable board is on show.":
        "編集を終えました。描いた盤は遊べないので、最後に遊べた盤を表示しています。",
    "Editing done: pick a marked peg to play.": "編集を終えました。印の付いたペグを選んで遊んでください。",
    "Editing: click a cell to make it a hole, click again for a start hole (empty at the start), "
    "again to remove it; the grid grows as you draw at its edge. Edit board again to play.":
        "編集中: マスをクリックすると穴に、もう一度で最初に空ける穴に、もう一度で穴なしに戻ります。"
        "端に描くと格子が広がります。もう一度「盤を編集」を押すと遊べます。",
}
