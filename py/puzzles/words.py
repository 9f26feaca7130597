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
    # --- branch more: knight, sliding puzzles, river hints (keep this block together) ---
    "{cell}, cut from the board": "{cell}、盤から除いたマス",
    "{cell}, the knight is here (move {n})": "{cell}、ナイトがいるマス({n} 手目)",
    "{cell}, visited (move {n})": "{cell}、通過済み({n} 手目)",
    "{cell}, free": "{cell}、空きマス",
    "{cell_and_state}, the knight can move here": "{cell_and_state}、ナイトが跳べるマス",
    "Knight's tour, {rows} by {cols} board, {visited} of {cells} cells visited":
        "騎士の巡歴、{rows} × {cols} 盤、{cells} マス中 {visited} マス通過",
    # sliding puzzles: titles, cells, Set tiles, a position typed, the parity
    "15-puzzle": "15 パズル",
    "8-puzzle": "8 パズル",
    "Six puzzle": "6 パズル",
    "Pipes": "パイプパズル",
    "odd": "奇数",
    "even": "偶数",
    "left": "左",
    "right": "右",
    "up": "上",
    "down": "下",
    "up and right": "右上",
    "up and left": "左上",
    "down and right": "右下",
    "down and left": "左下",
    "the order of the tiles is {swaps} swaps from the goal's ({swaps_parity}) and the space {distance} steps from its goal cell ({distance_parity}); each slide is one swap and one step, so these two parities stay different, while at the goal both are 0 (even). Swapping two tiles fixes it":
        "駒の並びは完成形から {swaps} 回の交換({swaps_parity})、空きマスは完成位置から {distance} 歩({distance_parity})離れています。駒を 1 回動かすと交換も歩数も 1 ずつ変わるので、この 2 つの偶奇はずっと食い違ったままですが、完成形ではどちらも 0(偶数)です。2 つの駒を入れ替えれば解けるようになります",
    "tile {tile} is missing; each tile once, 0 for the space": "駒 {tile} がありません。各駒を 1 回ずつ、空きマスは 0 で書いてください",
    "tile {tile} is there {times} times; each tile once, 0 for the space": "駒 {tile} が {times} 回あります。各駒を 1 回ずつ、空きマスは 0 で書いてください",
    "type the tiles: {size} numbers, one per cell row by row, 0 for the space": "駒を入力してください: マスごとに行の順で {size} 個の数、空きマスは 0",
    "type the {size} pipe letters of tiles= (0 for the space)": "tiles= のパイプの文字を {size} 個入力してください(空きマスは 0)",
    "{count} numbers typed; the board has {size} cells": "入力された数は {count} 個ですが、盤のマスは {size} 個です",
    "{key}={value} cannot be solved (wrong parity): {reason}": "{key}={value} は解けません(偶奇が違います): {reason}",
    "{word} is not a tile: tiles are 1 to {top}, and 0 or _ is the space": "{word} は駒ではありません。駒は 1 から {top}、空きマスは 0 か _ です",
    "A new game from the position typed.": "入力した局面から新しいゲームを始めます。",
    "Analyse": "解析",
    "Hint": "ヒント",
    "Solve": "解く",
    "Shuffle": "シャッフル",
    "Set tiles": "駒を並べる",
    "Use this position": "この局面を使う",
    "No analysis of the 15-puzzle: a sweep would have to visit all its 10,461,394,944,000 solvable positions (about 10^13), far beyond a browser's memory and time. Solve and Hint work on any position.":
        "15 パズルは解析できません: 解ける局面 10,461,394,944,000 個(約 10^13)をすべて調べる必要があり、ブラウザのメモリと時間をはるかに超えます。「解く」と「ヒント」はどの局面でも使えます。",
    "Picked {what}: click another cell to swap them.": "{what}を選びました。入れ替える相手のマスをクリックしてください。",
    "Put back.": "選択を戻しました。",
    "Setting the tiles: click two cells to swap their tiles; Set tiles again to play from them.": "駒を並べています: 2 つのマスをクリックすると駒が入れ替わります。もう一度「駒を並べる」を押すと、その並びから始めます。",
    "Shuffled: a random arrangement that can be solved.": "シャッフルしました: 解けるランダムな並びです。",
    "Swapped; as they stand these tiles cannot be solved (wrong parity).": "入れ替えました。このままでは解けません(偶奇が違います)。",
    "Swapped; these tiles can be solved.": "入れ替えました。この並びは解けます。",
    "That is the position on the board already.": "それはいま盤にある局面です。",
    "That position was not used: {reason}.": "その局面は使えません: {reason}。",
    "There is no such cell.": "そのようなマスはありません。",
    "These tiles cannot be solved (wrong parity): {reason}.": "この並びは解けません(偶奇が違います): {reason}。",
    "Tiles set: a new game from them.": "駒を並べました: この並びから新しいゲームを始めます。",
    "Tiles unchanged.": "駒の並びは変わっていません。",
    "Unknown action {name}.": "不明な操作 {name} です。",
    "cell {cell}, the space": "マス {cell}、空きマス",
    "e.g. {example}": "例: {example}",
    "pipe {sides}": "パイプ {sides}",
    "the space": "空きマス",
    "tile {tile}": "駒 {tile}",
    "{name}, can slide {way}": "{name}、{way}へ動かせます",
    "{title_and_moves}, solved": "{title_and_moves}、完成",
    "{title}, {moves} moves": "{title}、{moves} 手",
    "{title}: setting the tiles": "{title}: 駒を並べています",
    # knight: messages, settings, results
    "There is no such cell on this board.": "この盤にそのマスはありません。",
    "Cell {cell} is back on the board.": "マス {cell} を盤に戻しました。",
    "The board needs at least one cell.": "盤には少なくとも 1 マス必要です。",
    "Cell {cell} is cut from the board.": "マス {cell} を盤から除きました。",
    "Cell {cell} is cut from the board (Edit board puts it back).": "マス {cell} は盤から除かれています(「盤を編集」で戻せます)。",
    "The knight is on {cell}.": "ナイトは {cell} にいます。",
    "Cell {cell} is already visited (move {n}).": "マス {cell} は通過済みです({n} 手目)。",
    "Cell {cell} is not a knight's move from {knight}.": "マス {cell} は {knight} からナイトが跳べるマスではありません。",
    "Visited": "通過",
    "Cells": "マス",
    "Rows": "行",
    "Columns": "列",
    "Tour": "巡歴",
    "open": "開いた巡歴",
    "closed": "閉じた巡歴",
    "Count tours": "巡歴を数える",
    "Edit board": "盤を編集",
    "Editing done: click a cell to place the knight.": "編集を終えました: マスをクリックしてナイトを置いてください。",
    "Editing: click cells to cut them from the board or put them back; Edit board again to play.": "編集中: マスをクリックすると盤から除いたり戻したりできます。もう一度「盤を編集」を押すと遊べます。",
    "Click any cell to place the knight; a closed tour ends a move from it.": "好きなマスをクリックしてナイトを置いてください。閉じた巡歴はそのマスに跳べるマスで終わります。",
    "Click any cell to place the knight.": "好きなマスをクリックしてナイトを置いてください。",
    "Click a marked cell a knight's move away: {n} cells left, ending a move from {start}.": "ナイトが跳べる印のマスをクリックしてください: 残り {n} マス、最後は {start} に跳べるマスで終わります。",
    "Click a marked cell a knight's move away: {n} cells left.": "ナイトが跳べる印のマスをクリックしてください: 残り {n} マス。",
    "Not counted: {reason}.": "数えられません: {reason}。",
    " A tour is listed.": " 巡歴を 1 つ示します。",
    "No tour: {reason}.": "巡歴はありません: {reason}。",
    "{n} closed tours from every start cell": "すべての出発マスから閉じた巡歴が {n} 通り",
    "{n} open tours from every start cell": "すべての出発マスから開いた巡歴が {n} 通り",
    "{n} closed tours from here": "ここから閉じた巡歴が {n} 通り",
    "{n} open tours from here": "ここから開いた巡歴が {n} 通り",
    " (each way round counts; {n} different tours)": "(向きの違いも数えます。異なる巡歴は {n} 通り)",
    " (each way round counts)": "(向きの違いも数えます)",
    " ({n} different tours, each from either end)": "(異なる巡歴は {n} 通り、どちらの端からも数えます)",
    " It is listed.": " それを示します。",
    " One is listed.": " 1 つを示します。",
    "The tour is already complete.": "巡歴はもう完成しています。",
    "Tour found: a closed tour, {n} more cells to visit.": "巡歴が見つかりました: 閉じた巡歴、あと {n} マス。",
    "Tour found: an open tour, {n} more cells to visit.": "巡歴が見つかりました: 開いた巡歴、あと {n} マス。",
    # sliding puzzles: rules, game ids, texts
    "Solved in {moves} moves: the pipes close into a loop.": "{moves} 手で完成: パイプが 1 つの輪につながりました。",
    "Solved in {moves} moves.": "{moves} 手で完成。",
    "no cell {cell} on this board": "この盤にマス {cell} はありません",
    "cell {cell} is the space: pick a tile next to it": "マス {cell} は空きマスです。その隣の駒を選んでください",
    "the tile on cell {cell} is not next to the space": "マス {cell} の駒は空きマスの隣にありません",
    "unknown sliding puzzle {name}; puzzles: {names}": "{name} というスライドパズルはありません。パズル: {names}",
    "unknown key {key} for sliding puzzles; keys: {keys}": "スライドパズルに {key} というキーはありません。キー: {keys}",
    "start= needs moves= (a game in progress)": "start= には moves= が必要です(途中のゲーム)",
    "{key}={value} must be {size} characters, one per cell from cell 0, using exactly the tiles {tiles} (0 = the space)": "{key}={value} はマス 0 から 1 マス 1 文字で {size} 文字、駒 {tiles} をちょうど 1 回ずつ使ってください(0 は空きマス)",
    "No tile can slide that way.": "その向きに動かせる駒はありません。",
    "Moves": "手数",
    "Slide a marked piece into the space; close the pipes into one loop.": "印の駒を空きマスへ動かし、パイプを 1 つの輪につなげてください。",
    "Slide a marked tile into the space; put the tiles in order.": "印の駒を空きマスへ動かし、駒を順に並べてください。",
    "Analysed: {states} positions; the hardest need {moves} moves ({count} positions).": "解析しました: 局面 {states} 個、最長 {moves} 手({count} 局面)。",
    "No solution: {reason}.": "解けません: {reason}。",
    "Already solved.": "もう完成しています。",
    "Solution found: {moves} moves (shortest).": "解が見つかりました: {moves} 手(最短)。",
    # family titles
    "Knight's tour": "騎士の巡歴",
    "Sliding puzzles": "スライドパズル",
    # --- end of branch more ---
}
