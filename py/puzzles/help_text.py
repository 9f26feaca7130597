"""The "How to play" panel's words, in English and Japanese, for every puzzle family.

Pure data and two small look-ups; runs on MicroPython (the page) and CPython (tests). The
puzzles come from M. Hiroi's Japanese puzzle pages (docs/puzzles.md says which page gives
what); the published results quoted here are the ones the project's solvers reproduce, and
tests/test_help_text.py checks the cheap ones against the solvers. Written in our own words.

- ``sections(family, language)`` -> ``[(heading, [paragraph, ...]), ...]`` (plain text).
- ``goal_pictures(family)`` -> ``[(game id, caption_en, caption_ja), ...]``: finished
  positions to draw small beside the text, where words are not enough.
- ``CHART_LEGEND``, ``STATE_GRAPH_LEGEND``: ``{"en": text, "ja": text}`` for the analysis
  histogram and the river state graph.

Each family's text is a list of sections ``(heading_en, heading_ja, [(en, ja), ...])``, so
the two languages always have the same sections and paragraphs. Japanese counts moves in 手
and writes puzzle names as the source pages do (変形三角盤, 6 パズル, 騎士の巡歴...).
"""

# --- paragraphs every family shares -------------------------------------------------------

_COMMON_BUTTONS = (
    "Undo and Redo take a move back and play it again (Ctrl+Z, Ctrl+Y); Restart goes back to "
    "the start. A changed setting counts as a move, so Undo brings the old game back. Copy link "
    "copies the address of the position on screen; the address bar always holds it.",
    "元に戻す・やり直しで 1 手戻したり進めたりできます (Ctrl+Z、Ctrl+Y)。最初からで開始局面に"
    "戻ります。設定の変更も 1 手として扱うので、元に戻すで前のゲームに戻れます。リンクをコピーは"
    "表示中の局面のアドレスをコピーします。アドレスバーには常に今の局面が入っています。",
)

_COMMON_SEARCH = (
    "Searches run in the background: the progress line shows positions searched, depth and "
    "time, Cancel stops the search, and the board stays playable meanwhile.",
    "探索は裏で動きます。進行状況の行に調べた局面数・深さ・時間が出ます。中止で探索を止められ、"
    "その間も盤で遊べます。",
)

_COMMON_PLAYBACK = (
    "The solution's next move is marked on the board. Step and Step back go through it one move "
    "at a time, Play all plays it out (Pause or Escape stops it) at the chosen Speed, and To the "
    "end jumps to its last position. You may also follow it by hand; if you leave it, Undo "
    "brings you back to it.",
    "解の次の手は盤上に示されます。1 手進む・1 手戻るで 1 手ずつ進め、全部再生で選んだ速さで"
    "最後まで再生します (一時停止か Escape で止まります)。最後へで最後の局面へ飛びます。"
    "手で解をたどることもでき、解から外れても元に戻すで解に戻れます。",
)

_COMMON_HINTS = (
    "Hint writes on every legal move the number of moves left to the goal after it: green marks "
    "a best move, \u2715 a move after which the goal cannot be reached, ? a move the solver could "
    "not judge. The hints belong to the position they were asked for and go with the next move.",
    "ヒントは、指せる手それぞれに、その手の後ゴールまで残り何手かを書きます。緑が最善手、"
    "\u2715 はその手の後ゴールに届かない手、? は判定できなかった手です。ヒントは求めた局面だけの"
    "もので、次の手を指すと消えます。",
)

# --- peg solitaire -------------------------------------------------------------------------

_PEG = [
    ("Rules and goal", "ルールと目的", [
        ("Every hole but one holds a peg. A peg jumps over a neighbouring peg, in a straight line, "
         "into the empty hole just beyond it, and the peg jumped over is taken off the board.",
         "空き穴がひとつだけある盤にペグが並んでいます。ペグは隣のペグをひとつ、まっすぐ跳び越して"
         "その先の空き穴に着地します。跳び越されたペグは盤から取り除かれます。"),
        ("A run of jumps by the same peg counts as one move. Square boards jump along rows and "
         "columns; the triangle and hexagon boards along the six directions of their lattice; "
         "Hoppers along its diagonals and along rows and columns.",
         "同じペグが続けて跳ぶ連続跳びは 1 手と数えます。正方格子の盤は縦と横、三角形と六角形の盤は"
         "格子の 6 方向、Hoppers は斜めと縦横に跳びます。"),
        ("The goal is a single peg left. When a finish hole is set (drawn with a ring), the last "
         "peg must end on it. A solution whose last peg stands in the hole emptied first is called "
         "a compensating solution.",
         "ペグを最後にひとつだけ残せばクリアです。終了位置 (輪で示す穴) が決まっているときは、最後の"
         "ペグがその穴に残らなければなりません。最初の空き穴と最後のペグの位置が同じになる解を"
         "「補償型の解」といいます。"),
    ]),
    ("How to play", "遊び方", [
        ("Click or tap a peg that can jump (they are marked); the holes it can land on light up. "
         "Click one to jump. If the same peg can jump again it stays picked up: click the next hole "
         "to go on within the same move, or click the peg to put it down.",
         "跳べるペグ (印が付いています) をクリックまたはタップすると、着地できる穴が光ります。その穴を"
         "クリックすると跳びます。同じペグがまだ跳べるときはペグを持ったままなので、次の穴をクリックすれば"
         "同じ 1 手のまま連続して跳べます。ペグをもう一度クリックすると手放します。"),
        ("Keyboard: focus the board, then the arrow keys move the cursor to the nearest hole in "
         "that direction, Enter or Space clicks the hole under the cursor, and Escape puts a picked "
         "peg down.",
         "キーボード: 盤にフォーカスを移し、矢印キーでその方向のいちばん近い穴へカーソルを動かします。"
         "Enter かスペースでカーソルの穴をクリックし、Escape で持っているペグを手放します。"),
    ]),
    ("Buttons and settings", "ボタンと設定", [
        ("Solve finds a shortest solution where the exact search fits; on the big boards it gives a "
         "quick solution and says that it is not proven shortest. Any solution always takes the "
         "quick search. Count finds the fewest moves and how many shortest solutions there are, "
         "counted as sequences of jumps.",
         "解くは、厳密な探索が収まる盤では最短解を求めます。大きな盤では速い探索の解を示し、最短とは"
         "限らないことを伝えます。任意の解は常に速い探索を使います。数えるは最小手数と、最短解が何通り"
         "あるか (跳び方の順序の数) を求めます。"),
        _COMMON_HINTS,
        ("Hole numbers shows or hides the numbers on the holes. Start hole chooses the hole emptied "
         "at the start, Finish hole where the last peg must end (or anywhere). Beside the board: "
         "Moves, Jumps and Pegs left.",
         "穴番号は穴の番号を表示したり隠したりします。開始穴で最初に空ける穴を、終了穴で最後のペグを"
         "残す穴 (またはどこでもよい) を選びます。盤の横には手数、跳んだ回数、残りのペグ数が出ます。"),
        _COMMON_SEARCH,
        _COMMON_BUTTONS,
    ]),
    ("How moves are written", "手の表記", [
        ("Holes are numbered row by row from the top, left to right, starting at 0. A move is "
         "written as the holes its peg visits: 14-6 is one jump from hole 14 to hole 6, and 5-17-29 "
         "one peg jumping twice in a single move.",
         "穴は上の行から順に、左から右へ 0 から番号を付けます。1 手はペグが通る穴の番号で書きます。"
         "14-6 は穴 14 から穴 6 への 1 回の跳躍、5-17-29 は同じペグが 1 手で 2 回跳ぶ連続跳びです。"),
        _COMMON_PLAYBACK,
    ]),
    ("The boards", "盤の種類", [
        ("English 33: the classic cross-shaped board, started with the centre hole 16 empty. It has "
         "a solution that ends on the centre again; the fewest moves for it are 18.",
         "33 穴英国盤: 十字形の代表的な盤で、中央の穴 16 を空けて始めます。最後のペグが中央に残る"
         "中央補償型の解があり、その最小手数は 18 手です。"),
        ("French 37: the cross with its corners filled in. Started from the centre it cannot be "
         "solved (a parity argument, the rule of three, forbids it), so the page starts it with "
         "hole 17 empty.",
         "37 穴フランス盤: 十字形の角を埋めた盤です。中央を空けて始めると解けない (3 の規則という"
         "偶奇の議論で示せます) ので、このページでは穴 17 を空けて始めます。"),
        ("Diamond 41: a diamond of 41 holes. Only 12 of its 41 starting holes can be solved; the "
         "others, the centre among them, are ruled out by parity or by counting its corner pegs.",
         "41 穴盤: 41 個の穴がひし形に並ぶ盤です。41 通りの開始穴のうち解けるのは 12 通りだけで、"
         "中央を含む残りは偶奇や角のペグの数え上げで解けないことがわかります。"),
        ("Triangle 15: the triangle of 15 holes with six jump directions. Started from the top "
         "hole 0 it takes 10 moves, and there are 1900 shortest solutions as jump sequences.",
         "15 穴三角盤: 15 個の穴が三角形に並び、6 方向に跳べる盤です。頂点の穴 0 を空けて始めると"
         "最小 10 手で、最短の跳び方は 1900 通りあります。"),
        ("Triangle 21: the modified triangle of M. Hiroi's page, its holes in an unusual triangle. Starting and finishing on hole 6 "
         "takes 12 moves; there are 96 shortest solutions once the first move is fixed to 14-6, "
         "192 in all.",
         "変形三角盤: 21 個の穴が少し変わった三角形に並ぶ盤です。穴 6 を空けて穴 6 に残す補償型の"
         "最小手数は 12 手で、最初の手を 14-6 に決めると最短解は 96 通り、全部で 192 通りです。"),
        ("Hexagon 12: a small board on a triangular lattice, with rows of 2, 3, 4 and 3 holes.",
         "12 穴盤: 三角格子に 2、3、4、3 個の穴が並ぶ小さな盤です。"),
        ("Hoppers 13: 13 holes in a square, with diagonal jumps. From the centre hole 6 back to "
         "hole 6 takes 7 moves; there are 72 shortest jump sequences.",
         "Hoppers (13 穴): 正方形に 13 個の穴が並び、斜めにも跳べる盤です。中央の穴 6 を空けて穴 6 に残す"
         "最小手数は 7 手で、最短の跳び方は 72 通りあります。"),
    ]),
    ("Where it comes from", "出典と既知の結果", [
        ("The boards, their numbering and the problems come from M. Hiroi's Japanese pages: the "
         "Common Lisp primer's peg solitaire page (the modified triangle, 12 moves, 96 solutions "
         "after 14-6), a Common Lisp problem set (the 12-hole board) and the Prolog primer's "
         "puzzle page (Hoppers in 7 moves, from C Magazine's puzzle column of February 2000).",
         "盤と番号付けと問題は M.Hiroi さんのページによります。お気楽 Common Lisp プログラミング入門の"
         "「ペグ・ソリテア」(変形三角盤、最小 12 手、14-6 で始まる最短解 96 通り)、Common Lisp の"
         "問題集 (12 穴盤)、お気楽 Prolog プログラミング入門の「パズルに挑戦!」(Hoppers、最小 7 手、"
         "出典は C magazine 2000 年 2 月号の Cマガ電脳クラブ) です。"),
        ("The English 33 board's 18 moves are a classic result: Ernest Bergholt published an 18-move "
         "solution in 1912, and John Beasley proved in 1964 that none is shorter.",
         "33 穴英国盤の 18 手は古典的な結果です。1912 年に Bergholt が 18 手の解を発表し、1964 年に "
         "Beasley がそれより短い解はないことを証明しました。"),
    ]),
]

# --- the tables the look-ups read ----------------------------------------------------------

_FAMILIES = {
    "peg": _PEG,
}

# (game id, caption in English, caption in Japanese): finished positions, drawn small.
_GOALS = {
    "peg": [
        ("peg/english33?empty=16&finish=16&pegs=000000000000000010000000000000000&moves=18",
         "English 33 finished: one peg, on the centre", "33 穴英国盤の完成: 中央にペグがひとつ"),
        ("peg/triangle21?empty=6&finish=6&pegs=000000100000000000000&moves=12",
         "Triangle 21 finished: one peg, on hole 6", "変形三角盤の完成: 穴 6 にペグがひとつ"),
    ],
}


def sections(family, language="en"):
    """``[(heading, [paragraph, ...]), ...]`` of ``family``'s help in ``language`` ("en" or
    "ja"; anything else is English). An unknown family has no help: ``[]``."""
    side = 1 if language == "ja" else 0
    result = []
    for heading_en, heading_ja, paragraphs in _FAMILIES.get(family, []):
        heading = heading_ja if side else heading_en
        result.append((heading, [pair[side] for pair in paragraphs]))
    return result


def goal_pictures(family):
    """``[(game id, caption_en, caption_ja), ...]``: goal positions of ``family`` to draw."""
    return list(_GOALS.get(family, []))


CHART_LEGEND = {
    "en": ("Each bar is a distance from the goal, in moves (along the bottom); its height is the "
           "number of positions that need exactly that many moves (hover over a bar for the "
           "figure). The bar at 0 is the goal itself, the last bar the hardest positions, listed "
           "below as links: click one to play it."),
    "ja": ("横軸はゴールまでの手数、棒の高さはちょうどその手数で解ける局面の数です (棒にポインタを"
           "重ねると数が出ます)。0 の棒はゴールそのもの、いちばん右の棒が最も難しい局面で、下に"
           "リンクとして並びます。クリックするとその局面から遊べます。"),
}

STATE_GRAPH_LEGEND = {
    "en": ("Each box is a state: who is on the near bank, then |, then who is on the far bank; * "
           "marks the bank the boat is on. Jealous husbands: A B C are the husbands Ha Hb Hc, "
           "a b c their wives Wa Wb Wc. Missionaries and cannibals: M and C (lower case m, c for "
           "those who cannot row). Farmer, wolf, goat, cabbage: F W G C. Row n, numbered at the "
           "left, holds the states n crossings from the position on screen, which is row 0. A line "
           "joins two states one crossing apart; red lines and boxes are one shortest solution, "
           "from the top to everyone across (the box ending in |...*). Click a box to go to that "
           "state."),
    "ja": ("各箱がひとつの状態です。| の左が手前の岸、右が向こう岸にいる人で、* はボートのある岸を"
           "示します。嫉妬深い夫の問題では A B C が夫 Ha Hb Hc、a b c がその妻 Wa Wb Wc です。"
           "宣教師と人食い人では M と C (小文字の m、c はボートを漕げない人)、農夫と山羊と狼と"
           "キャベツの問題では F W G C が農夫・狼・山羊・キャベツです。左端の番号 n の段には、"
           "表示中の局面 (0 段目) から n 手で行ける状態が並びます。線は 1 手で移り合う状態を結び、"
           "赤い線と箱が最短解のひとつで、いちばん上から全員が渡り終えた状態 (|...* で終わる箱) まで"
           "続きます。箱をクリックするとその状態へ移ります。"),
}
