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


_english = {}


def english(text):
    """The English key of a text worded in the current language (ids made from a label stay
    the same in every language); ``text`` itself when it is not a translation."""
    if _current[0] == "en":
        return text
    if not _english:
        for key, value in JA.items():
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


# The Japanese catalogue: English text -> Japanese text, the same {placeholders} in each.
# Puzzle names as M. Hiroi's source pages write them (変形三角盤, 6 パズル, 騎士の巡歴...).
JA = {
    "English": "English",
    "日本語": "日本語",
    # --- branch i18n: the page (index.html, main.py, solver_link.py), the session, the
    # worker's jobs and search engines. Button names as help_text.py writes them.
    "Puzzle workbench": "パズル工作室",
    "Puzzle": "パズル",
    "Language": "言語",
    "Board: arrow keys move, Enter plays the marked cell": "盤: 矢印キーで移動、Enter で印のマスを指します",
    "Loading the board…": "盤を読み込んでいます…",
    "How to play": "遊び方",
    "Undo": "元に戻す",
    "Redo": "やり直す",
    "Restart": "最初から",
    "Copy link": "リンクをコピー",
    "Cancel": "中止",
    "Step back": "1 手戻る",
    "Step": "1 手進む",
    "Play all": "全部再生",
    "Pause": "一時停止",
    "To the end": "最後へ",
    "Speed": "速さ",
    "Slow": "ゆっくり",
    "Normal": "ふつう",
    "Fast": "速い",
    "Fastest": "最速",
    "Analysis": "解析",
    "Hardest positions": "最も難しい局面",
    "Link to this position": "この局面へのリンク",
    "Puzzles from M. Hiroi's pages. Solvers run in your browser (Python in a web worker). "
    "The address bar always links to the position on screen.":
        "パズルは広井誠さんのページから。解く処理はすべてこのブラウザの中で動きます。"
        "アドレスバーには常に表示中の局面へのリンクが入っています。",
    "Link copied to the clipboard.": "リンクをクリップボードにコピーしました。",
    "Copy the link from the box below (the clipboard is not available).":
        "下の欄からリンクをコピーしてください (クリップボードが使えません)。",
    "The solver is getting ready…": "ソルバーを準備しています…",
    "Solver ready.": "ソルバーの準備ができました。",
    "the solver stopped": "ソルバーが止まりました",
    "the solver could not start ({why}); reload the page to try again":
        "ソルバーを起動できませんでした ({why})。ページを再読み込みしてやり直してください",
    "The solver could not start ({why}); reload the page to try again.":
        "ソルバーを起動できませんでした ({why})。ページを再読み込みしてやり直してください。",
    "the solver stopped ({why}); a fresh one is starting, try again":
        "ソルバーが止まりました ({why})。新しいソルバーを起動中です。もう一度お試しください",
    "The solver stopped ({why}); starting a fresh one…": "ソルバーが止まりました ({why})。新しいソルバーを起動しています…",
    "it did not answer for {seconds} s": "{seconds} 秒間応答がありませんでした",
    "it did not start": "起動しませんでした",
    "it is not running": "動いていません",
    "starting": "開始",
    "searching": "探索中",
    "forward": "前向き探索",
    "backward": "後ろ向き探索",
    "trim": "刈り込み",
    "depth-first": "深さ優先探索",
    "beam {width}": "幅 {width} のビーム探索",
    "breadth-first": "幅優先探索",
    "more than {limit} positions in one layer": "1 つの層に {limit} 局面を超えました",
    "more than {limit} dead positions": "行き止まりの局面が {limit} を超えました",
    "more than {limit} positions": "局面が {limit} を超えました",
    "the search is too large to finish here: {why}.": "探索が大きすぎてここでは終えられません: {why}。",
    "the solver failed: {error}": "ソルバーが失敗しました: {error}",
    "Bad link: {why}. Showing the default puzzle.": "リンクが正しくありません: {why}。最初のパズルを表示します。",
    "That setting does not fit: {why}.": "その設定は合いません: {why}。",
    "The computer took {move}.": "コンピュータは {move} を取りました。",
    "The computer takes {move}…": "コンピュータが {move} を取ります…",
    "Solution: {count} {noun}": "解: {count} {noun}",
    "move": "手",
    "moves": "手",
    "Search cancelled.": "探索を中止しました。",
    "{phase}: {positions} positions searched, depth {depth}, {seconds} s":
        "{phase}: {positions} 局面を探索、深さ {depth}、{seconds} 秒",
    "No answer: {why}": "答えが出ませんでした: {why}",
    "{positions} positions, {seconds} s in the solver": "{positions} 局面、ソルバーで {seconds} 秒",
    "{seconds} s in the solver": "ソルバーで {seconds} 秒",
    "For the position you asked about: {answer}": "尋ねた局面について: {answer}",
    "No hint here: {why}.": "ここではヒントがありません: {why}。",
    "Hint: no move leads to the goal from here ({why}).": "ヒント: ここからゴールに届く手はありません ({why})。",
    "Hint: no move leads to the goal from here.": "ヒント: ここからゴールに届く手はありません。",
    "Hints on the board: the number on each move is the moves left after it; best: {move} ({left} left).":
        "ヒントを盤に表示: 各手の数字はその手の後の残り手数です。最善手: {move} (残り {left} 手)。",
    "On each move: the moves left to the goal after it. Green: a best move; "
    "\u2715: no way to the goal after it; ?: not known.":
        "各手の数字: その手の後ゴールまでの残り手数。緑: 最善手、\u2715: その手の後ゴールに届かない、?: 不明。",
    "Searching…": "探索中…",
    "You left the solution; Undo goes back to it.": "解から外れました。元に戻すで解に戻れます。",
    "Following the solution: {played} of {total} moves played.": "解をたどっています: {total} 手中 {played} 手まで。",
    "{states} states; the hardest need {distance} moves ({count} positions).":
        "{states} 状態。最も難しい局面は {distance} 手 ({count} 局面)。",
    "{states} states.": "{states} 状態。",
    # The analysis chart: the same entries, word for word, as the words branch's block (one of
    # the two copies can go at the merge).
    "states at each distance": "各手数の局面の数",
    "Histogram: {label}": "ヒストグラム: {label}",
    "distance {distance}: {count} states": "{distance} 手: {count} 局面",
    "unknown family {family}; families: {families}": "知らないパズルの種類 {family} です。種類は {families}",
    "game id {game_id} needs the form family/variant": "ゲーム ID {game_id} は 種類/変種 の形で書きます",
}
