"""The help's words ("How to play"), in English and Japanese, for every puzzle family.

Pure data and a few small look-ups; runs on MicroPython (the page) and CPython (tests). The
puzzles come from M. Hiroi's Japanese puzzle pages (docs/puzzles.md says which page gives
what); the published results quoted here are the ones the project's solvers reproduce, and
tests/test_help_text.py checks the cheap ones against the solvers. Written in our own words.

- ``sections(family, language)`` -> ``[(heading, [paragraph, ...]), ...]`` (plain text).
- ``first_screen(family, language)`` -> ``[paragraph, ...]``: what the help says first (the goal,
  how to move, what the marks mean), at most 120 words.
- ``goal_pictures(family)`` -> ``[(game id, caption_en, caption_ja), ...]``: finished
  positions, one for each puzzle of the menu where it helps; ``goal_picture(family, game id)``
  the one to draw beside the help of that game.
- ``move_picture(family)`` -> ``(game id, move, caption_en, caption_ja)``: one move, drawn as
  the position before it (the move marked) and after it.
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
    "「元に戻す」「やり直す」で 1 手戻したり進めたりできます (Ctrl+Z、Ctrl+Y)。「最初から」で開始局面に"
    "戻ります。設定の変更も 1 手として扱うので、「元に戻す」で前のゲームに戻れます。「リンクをコピー」は"
    "表示中の局面のアドレスをコピーします。アドレスバーには常に今の局面が入っています。",
)

_COMMON_SEARCH = (
    "Searches run in the background: the progress line shows positions searched, depth and "
    "time, Cancel stops the search, and the board stays playable meanwhile.",
    "探索は裏で動きます。進行状況の行に調べた局面数・深さ・時間が出ます。「中止」で探索を止められ、"
    "その間も盤で遊べます。",
)

_COMMON_PLAYBACK = (
    "The solution's next move is marked on the board. Step and Step back go through it one move "
    "at a time, Play all plays it out (Pause or Escape stops it) at the chosen Speed, and To the "
    "end jumps to its last position. You may also follow it by hand; if you leave it, Undo "
    "brings you back to it.",
    "解の次の手は盤上に示されます。「1 手進む」「1 手戻る」で 1 手ずつ進み、「全部再生」は「速さ」で"
    "選んだ速さで最後まで再生します (「一時停止」か Escape で止まります)。「最後へ」で最後の局面へ"
    "飛びます。手で解をたどることもでき、解から外れても「元に戻す」で解に戻れます。",
)

_COMMON_HINTS = (
    "Hint first shows one best move: an arrow from the piece to where it goes. Hint again "
    "writes a number on every legal move: the fewest moves to the goal with that move, the move "
    "included, so the smallest number is the best; green marks a best move, \u2715 a move after "
    "which the goal cannot be reached, ? a move the solver could not judge. The hints belong to "
    "the position they were asked for and go with the next move.",
    "「ヒント」は、まず最善手を 1 つ、駒から行き先への矢印で示します。もう一度押すと、指せる手それぞれに"
    "数字を書きます。その手を含めたゴールまでの最少手数なので、いちばん小さい数が最善です。緑が最善手、"
    "\u2715 はその手の後ゴールに届かない手、? は判定できなかった手です。ヒントは求めた局面だけの"
    "もので、次の手を指すと消えます。",
)

_PEG_HINTS = (
    "On a peg board the numbers are one per move: each peg that can jump shows the number of its "
    "best jump; pick a peg up and each of its jumps shows its own number on the hole it lands on "
    "(green only when it is as good as the best jump of all).",
    "ペグの盤では数字は手ごとに 1 つです。跳べるペグそれぞれに、その最善の跳びの数字が出ます。ペグを"
    "持ち上げると、その跳びそれぞれの数字が着地する穴に出ます (全体の最善の跳びと同じ良さのときだけ緑)。",
)

_COMMON_VERDICT = (
    "After every move a line under the status says whether the position can still be won, and "
    "in how many moves at best. The solver works it out in the background, so the board never "
    "waits for it; a Hint on that position then answers at once.",
    "1 手ごとに、状態の行の下に、その局面がまだ解けるかどうかと最短であと何手かが出ます。"
    "ソルバーが裏で調べるので盤が待たされることはありません。その局面で「ヒント」を押すとすぐに答えが出ます。",
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
        ("Or drag a peg onto the hole it lands on, with the mouse, a finger or a pen: the same "
         "move as the two clicks (one Undo takes it back). Let go anywhere else and it goes back "
         "to its hole.",
         "マウス・指・ペンでペグを着地する穴までドラッグしても跳べます。2 回のクリックと同じ 1 手です"
         " (「元に戻す」1 回で戻ります)。ほかの場所で離すと、ペグは元の穴に戻ります。"),
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
         "「解く」は、厳密な探索が収まる盤では最短解を求めます。大きな盤では速い探索の解を示し、最短とは"
         "限らないことを伝えます。「任意の解」は常に速い探索を使います。「数える」は最小手数と、最短解が何通り"
         "あるか (跳び方の順序の数) を求めます。"),
        ("On a big board with more than 21 pegs the exact search is out of reach, so Hint "
         "gives no numbers there (except on the English board from the centre, which has tables). "
         "A quick search still tries: if it finds a solution, the line under the board says the "
         "position can still be won and Hint shows that solution's first jump.",
         "ペグが 21 本より多い大きな盤では厳密な探索が届かないので、「ヒント」は手数を出しません (表のある、"
         "中央から始める英国盤は別です)。それでも速い探索を試し、解が見つかれば盤の下の一行でまだ勝てると伝え、"
         "「ヒント」はその解の最初の手を示します。"),
        ("Prove works out the fewest moves again by a search in your browser that reads no stored "
         "move counts: it rules out every shorter solution, move count by move count, pruned by "
         "lower bounds taken from the board's shape (a corner peg, or a full group of holes that "
         "only a move starting inside it can break into, each needs a move of its own); on the "
         "English board from the centre it also skips the positions its tables say cannot be "
         "won. The English board's 18 takes it under a minute; very big positions may be out of "
         "its reach, and Cancel stops it.",
         "「証明」は、保存された手数を使わずに、ブラウザーの中の探索で最少手数を求め直します。手数を 1 つずつ"
         "増やしながら、それより短い解がないことを確かめます。盤の形から出る下限で枝を刈ります (角のペグや、"
         "中から始まる手でしか崩せない穴の組が埋まっていれば、それぞれに 1 手が要ります)。中央から始める"
         "英国盤では、表が勝てないとする局面も飛ばします。英国盤の 18 手は 1 分かかりません。とても大きな"
         "局面は手に負えないことがあり、「中止」で止められます。"),
        _COMMON_HINTS,
        _PEG_HINTS,
        _COMMON_VERDICT,
        ("Hole numbers shows or hides the numbers on the holes. Start hole chooses the hole emptied "
         "at the start, Finish hole where the last peg must end (or anywhere). Beside the board: "
         "Moves, Jumps and Pegs left.",
         "「穴番号」は穴の番号を表示したり隠したりします。「開始穴」で最初に空ける穴を、「終了穴」で最後のペグを"
         "残す穴 (またはどこでもよい) を選びます。盤の横には手数、跳んだ回数、残りのペグ数が出ます。"),
        ("Edit board draws a board of your own: click a cell to make it a hole, a start hole "
         "(emptied at the start) or no hole again; the grid grows as you draw at its edge (it "
         "stays still while the pointer is on it, and fits the drawing once the pointer leaves "
         "the board, or a moment after the last tap). The "
         "Grid setting chooses jumps along rows and columns, with diagonals too, or a triangular "
         "grid of six directions. The board travels in the link, so it can be shared, and "
         "Solve, Count and Hint work on it as on any board.",
         "「盤の編集」で自分の盤を描けます。マスをクリックするたびに穴、開始穴 (最初に空ける穴)、穴なし"
         "と切り替わり、端に描くと盤が広がります (ポインターが盤の上にある間は格子は動かず、盤から離れるか、"
         "最後のタップから少したつと絵に合わせて広がったり縮んだりします)。「格子」の設定で、縦横だけ、斜めも含む、6 方向の三角格子の"
         "どれで跳ぶかを選びます。盤はリンクに入るので共有でき、「解く」「数える」「ヒント」もほかの盤と同じように"
         "使えます。"),
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
         "a solution that ends on the centre again; the fewest moves for it are 18. With the last "
         "peg allowed to end anywhere it takes 17 moves: a lone peg can only end on the centre "
         "or on the edge holes 1, 13, 19 and 31, and ending on an edge hole takes one move "
         "fewer. From this start every answer, Hint and the line under the board come at once, "
         "from tables of every winning position made beforehand.",
         "33 穴英国盤: 十字形の代表的な盤で、中央の穴 16 を空けて始めます。最後のペグが中央に残る"
         "中央補償型の解があり、その最小手数は 18 手です。最後のペグの位置を問わなければ 17 手です。"
         "最後のペグが残れるのは中央か辺の穴 1、13、19、31 だけで、辺の穴で終わるほうが 1 手少なく"
         "済みます。この開始局面では、あらかじめ作った全勝ち局面の表から、解もヒントも盤の下の一行も"
         "すぐに出ます。"),
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
        ("Triangle 21: the modified triangle of M. Hiroi's page, its holes in an unusual "
         "triangle. Starting and finishing on hole 6 "
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

# --- sliding puzzles -----------------------------------------------------------------------

_SLIDE = [
    ("Rules and goal", "ルールと目的", [
        ("One cell of the board is empty. A tile next to the empty cell may slide into it; one "
         "tile slid one cell is one move. Put the tiles into the goal arrangement in as few moves "
         "as you can.",
         "盤にはひとつだけ空きマスがあります。空きマスの隣の駒をそこへ滑らせることができ、駒を 1 マス"
         "動かすと 1 手です。できるだけ少ない手数で駒を完成形に並べてください。"),
        ("The goals: the 8-puzzle and the 15-puzzle want the numbers in order, row by row, with "
         "the empty cell last. The six puzzle wants 1 2 in the top row, 3 4 5 in the middle and 6 "
         "bottom left, the empty cell bottom right. The pipe puzzle wants its pieces joined into "
         "one closed loop round the empty centre. The pictures show each finished board.",
         "完成形: 8 パズルと 15 パズルは数字を行ごとに順に並べ、最後のマスを空けます。6 パズルは"
         "上の段に 1 2、中央の段に 3 4 5、下の段の左に 6 を置き、右下を空けます。パイプのパズルは"
         "空いた中央を囲んで駒をひとつの閉じた輪につなげます。図はそれぞれの完成形です。"),
    ]),
    ("How to play", "遊び方", [
        ("The tiles that can slide are ringed. Click or tap one and it slides into the empty cell.",
         "動かせる駒には輪が付いています。クリックまたはタップすると、その駒が空きマスへ滑ります。"),
        ("A click on a tile further along the empty cell's row or column (or a straight line of "
         "the hexagon) slides it with every tile between: n tiles are n moves on the counter, and "
         "one Undo takes the whole click back (Redo plays it again). On a touch screen, a swipe "
         "across the board slides the tile that moves that way, one move.",
         "空きマスと同じ行や列 (六角形では一直線上) のもっと先の駒をクリックすると、間の駒ごとまとめて"
         "滑ります。n 枚動けば手数は n 手増え、「元に戻す」1 回でそのクリック全体が戻ります (「やり直す」"
         "で再び進みます)。タッチ画面では、盤の上をスワイプすると、その向きに動く駒が 1 手滑ります。"),
        ("Keyboard: focus the board; an arrow key slides the tile that moves that way, so the Right "
         "arrow slides the tile left of the empty cell to the right. On the six puzzle's hexagon "
         "the arrow picks the nearest tile in that direction.",
         "キーボード: 盤にフォーカスを移すと、矢印キーでその向きに動く駒が滑ります。たとえば右矢印は"
         "空きマスの左の駒を右へ動かします。六角形の 6 パズルでは、その向きにいちばん近い駒が動きます。"),
    ]),
    ("Buttons", "ボタン", [
        ("Shuffle deals a random arrangement, drawn evenly among those that can be solved. Solve "
         "gives a shortest solution. Analyse (not on the 15-puzzle) sweeps every arrangement from "
         "the goal: how many there are, a chart of how far they are from the goal, and the "
         "hardest ones as links. Beside the board: Moves.",
         "「シャッフル」は解ける配置の中から等確率に選んだ配置を作ります。「解く」は最短解を求めます。"
         "「解析」(15 パズル以外) は完成形からすべての配置を調べ、配置の総数、ゴールまでの手数の分布図、"
         "最も難しい配置へのリンクを示します。盤の横には手数が出ます。"),
        ("Your own position: Set tiles lets you swap two tiles by clicking them in turn, then "
         "press it again to play from there; an arrangement that cannot be solved is refused, "
         "with the parity that forbids it. Or type a position in the box and press Use this "
         "position: the numbers row by row (0 for the space), like 1 2 3 4 / 5 6 7 8 / ..., or "
         "a link.",
         "自分の局面: 「駒を並べる」を押して 2 枚の駒を順にクリックすると入れ替わります。もう一度押すと"
         "その配置から遊べます。解けない配置は、それを禁じる偶奇を示して断ります。あるいは入力欄に局面を"
         "書いて「この局面を使う」を押します。行ごとの数 (空きは 0)、たとえば 1 2 3 4 / 5 6 7 8 / ... "
         "か、リンクを書けます。"),
        _COMMON_HINTS,
        _COMMON_VERDICT,
        ("The six, pipe and 8-puzzles build a table of all their positions at the first search; "
         "after that every answer is immediate. The 15-puzzle is too big for a table: Solve runs a "
         "depth-first search guided by pattern databases, which can take some seconds on a hard "
         "position.",
         "6 パズル、パイプ、8 パズルは最初の探索で全局面の表を作り、その後の答えはすぐに出ます。"
         "15 パズルは表に収まらないので、「解く」はパターンデータベースで導く深さ優先探索を使い、"
         "難しい配置では数秒かかることがあります。"),
        _COMMON_SEARCH,
        _COMMON_BUTTONS,
    ]),
    ("How moves are written", "手の表記", [
        ("A move is the tile that slides and an arrow for the way it goes: 4 \u2192 slides tile 4 "
         "to the right. The six puzzle also has slanting arrows such as \u2197, and the pipe puzzle "
         "names a piece by its shape, such as \u2510 \u2193.",
         "1 手は動かす駒と動く向きの矢印で書きます。4 \u2192 は駒 4 を右へ動かす手です。6 パズルには "
         "\u2197 のような斜めの矢印もあり、パイプのパズルでは \u2510 \u2193 のように駒を形で示します。"),
        _COMMON_PLAYBACK,
    ]),
    ("The puzzles", "パズルの種類", [
        ("Six puzzle: seven cells in a hexagon, six tiles. Every one of the 5040 arrangements can "
         "be solved; the hardest need 15 moves and there are 24 of them. The start shown first, "
         "4 6 / 5 1 3 / 2, is one of them.",
         "6 パズル: 六角形に並んだ 7 マスに 6 個の駒。5040 通りの配置はどれも解けて、最長は 15 手、"
         "その配置は 24 通りです。最初に表示される 4 6 / 5 1 3 / 2 はそのひとつです。"),
        ("Pipe puzzle: the 8-puzzle played with eight pipe pieces instead of numbers (two of them "
         "straight across, two straight up, and four corners); identical pieces are "
         "interchangeable. From the source page's start it takes 30 moves, and that start is one "
         "of the 6 hardest of the 90720 arrangements.",
         "パイプのパズル: 数字の代わりに 8 個のパイプの駒 (横棒 2 個、縦棒 2 個、角 4 個) を使う "
         "8 パズルの変形です。同じ形の駒は区別しません。元のページの START からは最短 30 手で、"
         "この START は 90720 通りの配置のうち最も難しい 6 通りのひとつです。"),
        ("8-puzzle: 3 by 3, eight numbered tiles. Only half of all arrangements can be solved, "
         "181440 of them; the hardest need 31 moves, and there are just 2 such positions.",
         "8 パズル: 3 x 3 の盤に番号付きの駒 8 個。解ける配置は全体の半分の 181440 通りで、最長は "
         "31 手、その配置はわずか 2 通りです。"),
        ("15-puzzle: 4 by 4, 15 tiles; again half of the arrangements can be solved, far too "
         "many to list, so there is no Analyse. The first position shown needs 48 moves.",
         "15 パズル: 4 x 4 の盤に駒 15 個。やはり解けるのは配置の半分ですが、数が多すぎて一覧に"
         "できないので「解析」はありません。最初に表示される配置は 48 手かかります。"),
    ]),
    ("Where it comes from", "出典と既知の結果", [
        ("The six puzzle comes from M. Hiroi's xyzzy Lisp primer, whose page on breadth-first "
         "search and sliding puzzles finds its 5040 positions and its 24 hardest at 15 moves. The "
         "pipe puzzle is figure 3 of a Common Lisp problem set on the same site. The 8-puzzle's "
         "hardest positions at 31 moves are a known result that the Analyse sweep reproduces.",
         "6 パズルは M.Hiroi さんの xyzzy Lisp 入門「続・幅優先探索とスライドパズル」によります。"
         "5040 通りの配置と、15 手かかる最も難しい 24 通りの配置を求めています。パイプのパズルは同じ"
         "サイトの Common Lisp の問題集の図 3 です。8 パズルの最長 31 手はよく知られた結果で、"
         "「解析」でも同じ結果になります。"),
    ]),
]

# --- Flip It -------------------------------------------------------------------------------

_FLIP = [
    ("Rules and goal", "ルールと目的", [
        ("A 4 by 4 board holds 15 pieces, black on one side and white on the other, and one empty "
         "cell. A piece moves in a straight line into the empty cell by jumping over one or more "
         "pieces; it may never move to a neighbouring cell. Every piece it jumps over is turned "
         "over; the moving piece keeps its colour.",
         "4 x 4 の盤に、表が黒で裏が白の駒が 15 個と空きマスがひとつあります。駒は 1 個以上の駒を"
         "跳び越して、まっすぐ空きマスへ移ります。隣の空きマスへ動くことはできません。跳び越された"
         "駒はすべて裏返り、動いた駒の色は変わりません。"),
        ("The goal is all 15 pieces white; the empty cell may end anywhere. The picture shows a "
         "finished board.",
         "15 個の駒をすべて白にすればクリアです。空きマスの位置はどこでもかまいません。図は完成した"
         "盤です。"),
    ]),
    ("How to play", "遊び方", [
        ("The pieces that can move are ringed. Click or tap one: it jumps into the empty cell. The "
         "cells whose pieces just turned over are shaded, and so is the cell where the piece "
         "landed.",
         "動かせる駒には輪が付いています。クリックまたはタップすると、その駒が空きマスへ跳びます。"
         "裏返ったばかりの駒のマスと、駒が着地したマスに色が付きます。"),
        ("Keyboard: focus the board; the arrow keys move the cursor one cell, and Enter or Space "
         "moves the piece under it.",
         "キーボード: 盤にフォーカスを移し、矢印キーでカーソルを 1 マス動かし、Enter かスペースで"
         "カーソルの駒を動かします。"),
    ]),
    ("Buttons and settings", "ボタンと設定", [
        ("Shuffle starts a new game from a random position (every colouring, with the empty cell "
         "anywhere, can be solved). Solve gives a shortest solution. Analyse sweeps the whole "
         "puzzle: the number of positions, a chart of their distances from the goal, and the "
         "hardest positions as links. Start space chooses the empty cell of the all-black start. "
         "Beside the board: Moves and White pieces.",
         "「シャッフル」はランダムな局面から新しいゲームを始めます (駒の色と空きマスの位置がどうで"
         "あっても解けます)。「解く」は最短解を求めます。「解析」はパズル全体を調べ、局面の総数、"
         "ゴールまでの手数の分布図、最も難しい局面へのリンクを示します。「最初の空き場所」で全部黒の"
         "開始局面の空きマスを選びます。盤の横には手数と白の駒の数が出ます。"),
        _COMMON_HINTS,
        _COMMON_VERDICT,
        _COMMON_SEARCH,
        _COMMON_BUTTONS,
    ]),
    ("How moves are written", "手の表記", [
        ("Cells are numbered 0 to 15, row by row from the top left. A move is written as the "
         "piece's cell, an arrow and the empty cell it jumps into: 7 \u2192 5 moves the piece on "
         "cell 7 over cell 6 into the empty cell 5, turning the piece on 6 over.",
         "マスは左上から行ごとに 0 から 15 まで番号を付けます。1 手は、動く駒のマス、矢印、跳び込む"
         "空きマスの順に書きます。7 \u2192 5 はマス 7 の駒がマス 6 を跳び越して空きマス 5 へ移り、"
         "マス 6 の駒を裏返す手です。"),
        _COMMON_PLAYBACK,
    ]),
    ("The variants", "種類", [
        ("Square (rows and columns): jumps along rows and columns only. From all black with the "
         "empty cell on 5 the shortest solution takes 22 moves. There are 524288 positions; the "
         "hardest need 22 moves, and there are 4 of them: all black with the empty cell on one of "
         "the four centre cells.",
         "縦横のみ: 縦と横にだけ跳べます。全部黒で空きがマス 5 の局面からの最短手数は 22 手です。"
         "局面は全部で 524288 通り、最長は 22 手で、その局面は 4 通り (全部黒で、空きが中央の 4 マスの"
         "どれか) です。"),
        ("Square with diagonal jumps: diagonal jumps are allowed too. The same start then takes 18 "
         "moves; the hardest positions need 18 moves, and there are 20 of them.",
         "斜め跳びあり: 斜めにも跳べます。同じ開始局面は 18 手で解け、最長は 18 手、その局面は "
         "20 通りです。"),
    ]),
    ("Where it comes from", "出典と既知の結果", [
        ("Flip It is a puzzle by Nob Yoshigahara. The square version and both results, 22 moves "
         "with straight jumps and 18 with diagonal ones, come from the page on it in M. Hiroi's "
         "Puzzle DE Programming, which also counts the 524288 positions.",
         "フリップ・イットは芦ヶ原伸之さんが考案したパズルです。正方形の版と、縦横のみで 22 手、"
         "斜め跳びありで 18 手という結果は、M.Hiroi さんの Puzzle DE Programming の"
         "「フリップ・イット・スクエア」によります。局面の総数 524288 通りもそこで数えています。"),
    ]),
]

# --- knight's tour -------------------------------------------------------------------------

_KNIGHT = [
    ("Rules and goal", "ルールと目的", [
        ("In a knight's tour, the chess knight moves two cells one way and one cell across, like "
         "an L, in any direction. Move it so that it visits every cell of the board exactly once.",
         "騎士の巡歴では、チェスの駒のナイト (騎士) を使います。ナイトは将棋の桂馬の動きを"
         "前後左右のどの向きにもとれます。ナイトを"
         "動かして、盤のどのマスにもちょうど一回ずつ訪れてください。"),
        ("An open tour may end anywhere. A closed tour must end a knight's move from its first "
         "cell, so that it could go round again. The board may be any rectangle from 3 to 50 "
         "cells a side, and cells may be cut out of it.",
         "終点はどこでもよい巡歴を開いた巡歴、最後のマスから出発点へナイトの 1 手で戻れる巡歴を閉じた"
         "巡歴 (周遊) といいます。盤は縦横 3 から 50 マスまでの長方形で、マスを切り取ることもできます。"),
    ]),
    ("How to play", "遊び方", [
        ("Click or tap any cell to place the knight, then click the marked cells a knight's move "
         "away. The path is drawn as a line and its cells are numbered in the order visited. The "
         "status line says when the tour is complete, when a closed tour fails to close, or when "
         "the knight is stuck.",
         "好きなマスをクリックまたはタップしてナイトを置き、印の付いたナイトの 1 手先のマスを順に"
         "クリックします。道筋は線で描かれ、マスには訪れた順の番号が付きます。巡歴が完成したとき、"
         "閉じた巡歴が閉じなかったとき、行き詰まったときは状態の行に表示されます。"),
        ("Once it is placed, you may also drag the knight to its next cell (mouse, finger or pen): "
         "the same move as a click there. Let go anywhere else and it stays where it was.",
         "ナイトを置いた後は、ナイトを次のマスまでドラッグしても動かせます (マウス・指・ペン)。"
         "そのマスをクリックするのと同じ 1 手です。ほかの場所で離すと元のマスに残ります。"),
        ("Keyboard: focus the board; the arrow keys move the cursor one cell (starting from the "
         "knight), and Enter or Space clicks the cell under it.",
         "キーボード: 盤にフォーカスを移し、矢印キーでカーソルを 1 マス動かし (ナイトの位置から"
         "始まります)、Enter かスペースでカーソルのマスをクリックします。"),
    ]),
    ("Buttons and settings", "ボタンと設定", [
        ("Solve finds a tour that continues the path you have played (with no knight placed yet it "
         "picks the start). When a theorem rules every tour out, it says so at once and why.",
         "「解く」は今までの道筋の続きとなる巡歴を探します (ナイトを置いていなければ出発点も選びます)。"
         "定理から巡歴がないとわかるときは、すぐにその理由を示します。"),
        ("Hint first shows one next cell from which a tour goes on, by an arrow from the knight "
         "(a ring before the knight is placed). Hint again judges every next cell: the number is how "
         "many cells remain to visit from there on, that cell included, shown when a tour was found "
         "from it; \u2715 marks a cell proven to leave no tour (a cell cut off, colours that no longer "
         "balance, a search run to its end), ? one not decided. Each cell gets a short search of its "
         "own, the cell a Warnsdorff search (fewest onward moves first) would pick first; before the "
         "first move one tour found answers for many start cells at once, so few stay undecided. "
         "After every move the line under the status says whether a tour is still possible and how "
         "many cells are left to visit (the same search, run in the background).",
         "「ヒント」は、まず巡歴が続く次のマスを 1 つ、ナイトからの矢印で示します (ナイトを置く前はそのマスを"
         "囲む輪)。もう一度押すと、次に行けるマスをすべて判定します。数字はそのマスを含めてそこから訪れる"
         "マスの数で、そこからの巡歴が見つかったときに表示されます。\u2715 は巡歴が残らないと証明されたマス "
         "(孤立したマス、合わなくなった色の数、最後まで調べた探索)、? は判定できなかったマスです。マスごとに"
         "短い探索をし、先の行き先が最も少ないマスを選ぶ Warnsdorff の方法で選ばれるマスから調べます。"
         "最初の手の前は、見つけた 1 つの巡歴が多くの出発点の答えになるので、未判定はほとんど残りません。"
         "1 手ごとに、状態の行の下に、まだ巡歴を完成できるかと訪れるマスがあといくつかが出ます (同じ探索を"
         "裏で行います)。"),
        ("Count tours counts the tours that continue the path, or with no knight placed every tour "
         "from every start (each direction of a closed tour counts), and lists one. Counting works on "
         "boards of up to about 40 cells; a board too wide to count, such as 8 by 8, is refused at "
         "once, saying why.",
         "「巡歴を数える」は今の道筋の続きとなる巡歴を、ナイトを置いていなければすべての出発点からの"
         "巡歴を数え (閉じた巡歴は回る向きごとに数えます)、そのひとつを示します。数えられるのは 40 マス"
         "程度までの盤で、8 x 8 のように数えきれない盤は理由を示してすぐに断ります。"),
        ("Edit board turns the editor on: each click cuts a cell out of the board or puts it back; "
         "press it again to play. Settings: Rows, Columns (a new size starts afresh) and Tour, open "
         "or closed. Beside the board: Visited and Cells.",
         "「盤の編集」を押すと編集モードになり、クリックするたびにマスを切り取ったり戻したりします。"
         "もう一度押すと遊ぶモードに戻ります。設定: 「行」「列」(大きさを変えると最初からになります)、"
         "「巡歴」(開いた・閉じた)。盤の横には訪れたマスの数と全マス数が出ます。"),
        _COMMON_SEARCH,
        _COMMON_BUTTONS,
    ]),
    ("How moves are written", "手の表記", [
        ("Cells are named as in chess, by the letters and numbers drawn beside the board: the "
         "column's letter (a, b, c... from the left), then the row counted from the bottom. On the "
         "8 by 8 board the top left cell is a8. A solution lists the cells still to visit, in order: "
         "c3, d5, ...",
         "マスはチェスと同じく、盤の横に描かれた文字と数字で呼びます。左から a, b, c... の列の文字の"
         "後に、下から数えた行の番号を付けます。8 x 8 の盤の左上は a8 です。解はこれから訪れるマスを"
         "順に並べます (c3, d5, ...)。"),
        _COMMON_PLAYBACK,
    ]),
    ("The boards", "盤の種類", [
        ("3 by 4 has exactly 2 open tours from a corner and no closed tour. 3 by 3 and 4 by 4 have "
         "no tour at all, open or closed.",
         "3 x 4 の盤には、隅から始まる開いた巡歴がちょうど 2 通りあり、閉じた巡歴はありません。"
         "3 x 3 と 4 x 4 には、開いた巡歴も閉じた巡歴もまったくありません。"),
        ("5 by 5 has open tours, 1728 in all counting each start and direction, 304 of them from a "
         "corner, but no closed tour: a board with an odd number of cells has none.",
         "5 x 5 には開いた巡歴があり、出発点と向きを区別すると全部で 1728 通り、そのうち隅から始まる"
         "ものは 304 通りです。マスの数が奇数の盤に閉じた巡歴はないので、閉じた巡歴はありません。"),
        ("6 by 6 has 9,862 closed tours (each counted once, whichever way round) and 6,637,920 "
         "open tours counting each start and direction. 8 by 8, the chessboard, has "
         "13,267,364,410,532 closed tours, counted the same way: far too many to count here, "
         "but Solve finds one at once.",
         "6 x 6 には閉じた巡歴が 9,862 通り (回る向きは区別しない) あり、開いた巡歴は出発点と向きを"
         "区別して 6,637,920 通りです。チェス盤の 8 x 8 には閉じた巡歴が 13,267,364,410,532 通り"
         "あります。ここで数えるには多すぎますが、「解く」ならすぐにひとつ見つかります。"),
        ("10 by 10 and 50 by 50 are far beyond counting, but Solve still finds a tour: on 50 by 50 "
         "the solution lists 2500 cells, and To the end shows the whole tour at once.",
         "10 x 10 や 50 x 50 は数えきれませんが、「解く」なら巡歴が見つかります。50 x 50 の解には "
         "2500 個のマスが並び、「最後へ」で巡歴全体をすぐに表示できます。"),
        ("Problem A: a 4 by 4 board without its corners, 12 cells. From its starting cell there are "
         "4 closed tours, that is 2 if each is counted once whichever way round.",
         "問題 A: 4 x 4 の盤から四隅を除いた 12 マスの盤です。出発点からの閉じた巡歴は 4 通り、"
         "回る向きを区別しなければ 2 通りです。"),
    ]),
    ("Where it comes from", "出典と既知の結果", [
        ("Problem A and the closed tours come from a Common Lisp problem set on M. Hiroi's site; "
         "the open tours of small boards (3 by 4, 3 by 3, 4 by 4, 5 by 5) from the knight's tour "
         "problem of the Prolog primer's puzzle page. The counts of 6 by 6 and 8 by 8 are from "
         "the literature (OEIS A001230 and A165134); Count tours reproduces those of 6 by 6. "
         "Which boards have closed tours at all is "
         "Schwenk's theorem.",
         "問題 A と閉じた巡歴 (騎士の周遊) は M.Hiroi さんのサイトの Common Lisp の問題集、小さな盤 "
         "(3 x 4、3 x 3、4 x 4、5 x 5) の開いた巡歴はお気楽 Prolog プログラミング入門「パズルに挑戦!」の"
         "「騎士の巡歴」によります。6 x 6 と 8 x 8 の数は文献 (OEIS A001230、A165134) の値で、6 x 6 の数は「巡歴を数える」でも同じになります。"
         "閉じた巡歴がある盤は Schwenk の定理で決まります。"),
    ]),
]

# --- river crossing ------------------------------------------------------------------------

_RIVER = [
    ("Rules and goal", "ルールと目的", [
        ("Everyone starts on the near bank with the boat. The boat needs someone who can row and "
         "holds two people (the Boat holds setting changes that). One trip of the boat from one "
         "bank to the other is one crossing. The goal is everyone on the far bank in as few "
         "crossings as possible.",
         "全員がボートと一緒に手前の岸にいます。ボートには漕ぎ手が必要で、乗れるのは 2 人です"
         " (「ボートの定員」の設定で変えられます)。ボートが一方の岸から他方へ 1 回渡ることを 1 手と"
         "数えます。できるだけ少ない手数で全員を向こう岸へ渡してください。"),
        ("Each problem has a safety rule, and it must hold on both banks and in the boat. A load "
         "that would break it is refused, with the reason.",
         "問題ごとに安全の条件があり、両岸でもボートの中でも守らなければなりません。条件を破る乗せ方は"
         "理由を示して断られます。"),
    ]),
    ("How to play", "遊び方", [
        ("Click or tap people on the boat's bank to put them in the boat, and again to take them "
         "out. Then click the boat to cross. Escape empties the boat.",
         "ボートのある岸の人をクリックまたはタップするとボートに乗り、もう一度クリックすると降ります。"
         "乗せ終えたらボートをクリックすると渡ります。Escape でボートを空にします。"),
        ("Keyboard: focus the board; the arrow keys move the cursor between the people and the "
         "boat, and Enter or Space clicks.",
         "キーボード: 盤にフォーカスを移し、矢印キーで人とボートの間でカーソルを動かし、Enter か"
         "スペースでクリックします。"),
    ]),
    ("Buttons and settings", "ボタンと設定", [
        ("Solve finds a solution in the fewest crossings. Count shortest counts the different "
         "shortest solutions, as sequences of boat loads. State graph draws every state that can "
         "be reached from the position on screen, by its distance, with one shortest solution in "
         "red; its legend explains the labels, and clicking a state goes there.",
         "「解く」は最少の手数で渡る解を求めます。「最短手順を数える」は最短解が何通りあるかを、ボートに"
         "乗せる組の順序として数えます。「状態グラフ」は表示中の局面から行けるすべての状態を距離ごとに"
         "描き、最短解のひとつを赤で示します。ラベルの読み方は凡例にあり、状態をクリックするとその局面"
         "へ移ります。"),
        ("Hint first marks one best load and its way across by an arrow. Hint again lists every "
         "load the boat can take now, under the river, each with the fewest crossings to the goal "
         "with it, that crossing included: green marks a best load, \u2715 a load after which "
         "nobody gets across.",
         "「ヒント」は、まず最善の組を 1 つ示し、渡る向きを矢印で示します。もう一度押すと、いまボートに"
         "乗せられる組をすべて川の下に並べ、それぞれその渡りを含めたゴールまでの最少の手数を示します。"
         "緑が最善の組、\u2715 はその後だれも渡りきれない組です。"),
        _COMMON_VERDICT,
        ("Settings: Who can row (not for the wolf, goat and cabbage, where only the farmer rows), "
         "Boat holds, and for the missionaries People of a kind: alike, as in the classic puzzle, "
         "or told apart. Beside the board: Crossings, Near bank and Far bank.",
         "設定: 「漕げる人」(農夫しか漕げない農夫と山羊と狼とキャベツの問題にはありません)、「ボートの定員」、"
         "宣教師と人食い人では「同じ種類の人」を区別するかどうか (古典的なパズルでは区別しません)。"
         "盤の横には渡った回数と、両岸の人数が出ます。"),
        _COMMON_SEARCH,
        _COMMON_BUTTONS,
    ]),
    ("How moves are written", "手の表記", [
        ("A move is the boat load: Ha + Wa is husband Ha rowing across with his wife Wa. When "
         "people of a kind are alike, the load is named by kind: two cannibals, a missionary and a "
         "cannibal.",
         "1 手はボートに乗る人の組で書きます。Ha + Wa は夫 Ha が妻 Wa と一緒に渡る手です。同じ種類の"
         "人を区別しないときは、人食い人 2 人、宣教師 1 人と人食い人 1 人のように種類で書きます。"),
        _COMMON_PLAYBACK,
    ]),
    ("The problems", "問題の種類", [
        ("Jealous husbands: three couples, husbands Ha Hb Hc and their wives Wa Wb Wc. No wife may "
         "be with another man unless her own husband is there too, on either bank or in the boat. "
         "With all six rowing it takes 11 crossings, and there are 486 shortest solutions. When "
         "only the husbands and Wa can row, it takes 13 crossings (32 shortest solutions).",
         "嫉妬深い夫の問題: 3 組の夫婦 (夫 Ha Hb Hc と妻 Wa Wb Wc) が渡ります。どの妻も、自分の夫が"
         "一緒にいない限り、岸でもボートでもほかの男といてはいけません。6 人とも漕げるときは最短 "
         "11 手で、最短解は 486 通りです。漕げるのが夫たちと Wa だけのときは最短 13 手 (最短解 32 通り)"
         "です。"),
        ("Missionaries and cannibals: three of each. Wherever there are missionaries, the "
         "cannibals may not outnumber them. Missionaries are alike and so are cannibals, so a "
         "crossing is two cannibals, not two named people. It takes 11 crossings; there are 4 "
         "shortest solutions, 8100 if everyone is told apart.",
         "宣教師と人食い人: 宣教師と人食い人が 3 人ずつ渡ります。宣教師がいる場所で、人食い人の数が"
         "宣教師より多くなってはいけません。宣教師どうし、人食い人どうしは区別しないので、1 手は名前では"
         "なく「人食い人 2 人」のように書きます。最短 11 手で、最短解は 4 通り、全員を区別すると 8100 "
         "通りです。"),
        ("Wolf, goat and cabbage: only the farmer rows, taking at most one passenger. Left without "
         "him, the wolf eats the goat and the goat eats the cabbage. It takes 7 crossings, and "
         "there are 2 shortest solutions.",
         "農夫と山羊と狼とキャベツの問題: 漕げるのは農夫だけで、乗せられるのはひとつだけです。農夫が"
         "いないと、狼は山羊を、山羊はキャベツを食べてしまいます。最短 7 手で、最短解は 2 通りです。"),
    ]),
    ("Where it comes from", "出典と既知の結果", [
        ("The jealous husbands come from a Common Lisp problem set on M. Hiroi's site, which finds "
         "11 crossings with everyone rowing and, in a follow-up, 13 when only one wife can row. The "
         "page names the missionaries and cannibals and the farmer's wolf, goat and cabbage as the "
         "best known river-crossing puzzles; the classic answer for the missionaries is 11 "
         "crossings.",
         "嫉妬深い夫の問題は M.Hiroi さんのサイトの Common Lisp の問題集によります。6 人とも漕げる"
         "ときの 11 手と、「続・嫉妬深い夫の問題」で漕げる女性が 1 人だけのときの 13 手を求めています。"
         "同じページは「川渡りの問題」の有名な例として「宣教師と人食い人」と「農夫と山羊と狼とキャベツの"
         "問題」を挙げています。宣教師と人食い人の古典的な答えは 11 手です。"),
    ]),
]

# --- Nim -----------------------------------------------------------------------------------

_NIM = [
    ("Rules and goal", "ルールと目的", [
        ("There are heaps of stones. Players take turns; a turn takes one or more stones from a "
         "single heap. In normal play whoever takes the last stone wins; with Last stone set "
         "to loses (misère play), whoever takes it loses.",
         "石の山がいくつかあります。2 人が交互に、どれかひとつの山から 1 個以上の石を取ります。"
         "ふつうのルールでは最後の石を取った方が勝ちです。「最後の石」を負けにすると (ミゼール)、最後の石を"
         "取った方が負けになります。"),
        ("You play against the computer, which plays perfectly, or against another person. "
         "Choosing Nim in the menu deals three heaps of 1 to 10 stones, and you move first.",
         "相手はコンピュータ (完全に正しく指します) か、もうひとりの人です。メニューでニムを選ぶと、"
         "1 から 10 個の石の山が 3 つ配られ、あなたが先手です。"),
    ]),
    ("How to play", "遊び方", [
        ("Click or tap a stone: you take it and every stone after it in its row. The computer "
         "answers after a short pause.",
         "石をクリックまたはタップすると、その石とその列でそれより後ろの石をすべて取ります。少し"
         "待つとコンピュータが指します。"),
        ("Keyboard: focus the board; Left and Right move the cursor along a heap, Up and Down to "
         "the next heap that has stones, and Enter or Space takes from the cursor on.",
         "キーボード: 盤にフォーカスを移し、左右の矢印で山の中を、上下の矢印で石のある隣の山へ"
         "カーソルを動かし、Enter かスペースでカーソルの石から後ろを取ります。"),
    ]),
    ("Buttons and settings", "ボタンと設定", [
        ("New game deals as many heaps as now, each of 1 to 10 stones. Hint marks a winning move "
         "and explains it with the heaps in binary, or says plainly that the position is lost "
         "against perfect play. Binary shows each heap and the nim-sum in binary. Best move asks "
         "the solver for the winning move, or says that every move loses.",
         "「新しいゲーム」は今と同じ数の山を、それぞれ 1 から 10 個の石で配ります。「ヒント」は勝てる手に"
         "印を付け、山の大きさの 2 進数で理由を説明します。勝てる手がないときは、相手が正しく指せば負け"
         "であることをはっきり伝えます。「2 進数」は各山とニム和を 2 進数で表示します。「最善手」は"
         "ソルバーに勝てる手を尋ねます。なければ、どの手でも負けることを伝えます。"),
        ("Settings: First move (you or the computer), Last stone (wins or loses), Heaps (1 to 8) "
         "and Opponent (the computer or another person). Beside the board: Moves, Stones left and "
         "To move.",
         "設定: 「先手」(あなたかコンピュータ)、「最後の石」(勝ちか負けか)、「山の数」(1 から 8)、「対戦相手」"
         "(コンピュータかもうひとりの人)。盤の横には手数、残りの石の数、手番が出ます。"),
        ("Undo takes back your move and the computer's answer together, back to your own turn; "
         "Redo and Restart work as usual. Copy link copies the address of the game on screen.",
         "「元に戻す」はあなたの手とコンピュータの応手をまとめて戻し、あなたの手番に戻ります。"
         "「やり直す」と「最初から」はいつもどおりです。「リンクをコピー」は表示中のゲームのアドレスを"
         "コピーします。"),
    ]),
    ("How moves are written", "手の表記", [
        ("Heaps are named A, B, C... from the top. A move is written as the stones taken and the "
         "heap: 3 from heap A.",
         "山は上から A, B, C... と呼びます。1 手は取る石の数と山で書きます (例: 山 A から 3 個)。"),
    ]),
    ("How to win", "勝ち方", [
        ("Write each heap's size in binary and add them without carrying (exclusive or): this is "
         "the nim-sum. A position whose nim-sum is 0 is lost for the player to move, whatever they "
         "do, if the opponent plays well; from any other position there is a move that makes the "
         "nim-sum 0. For heaps 5, 2, 3 the nim-sum is 4, and taking 4 from heap A leaves 1, 2, 3, "
         "whose nim-sum is 0.",
         "各山の大きさを 2 進数で書き、繰り上がりなしで足します (排他的論理和)。これがニム和です。ニム和が "
         "0 の局面は、相手が正しく指す限り、手番の側が何をしても負けです。それ以外の局面には、ニム和を 0 "
         "にする手が必ずあります。山が 5, 2, 3 ならニム和は 4 で、山 A から 4 個取って 1, 2, 3 にすると"
         "ニム和は 0 になります。"),
        ("The computer follows the source page's rule: with a non-zero nim-sum it makes it 0; "
         "otherwise it takes one stone from the largest heap and waits for a mistake. In misère "
         "play it does the same until its move would leave only heaps of one stone; then it leaves "
         "an odd number of them.",
         "コンピュータは元のページの規則に従います。ニム和が 0 でなければ 0 にし、0 なら最も大きい山から "
         "1 個取って相手の間違いを待ちます。ミゼールでは、自分の手で石 1 個の山だけが残るようになるまでは"
         "同じように指し、そのときは石 1 個の山を奇数個残します。"),
    ]),
    ("Where it comes from", "出典と既知の結果", [
        ("The game, three heaps of 1 to 10 stones with you first, and the computer's rule come "
         "from the Nim problem of the Prolog primer's puzzle page on M. Hiroi's site, where Nim is "
         "also called three-heap breaking. The nim-sum strategy is Charles Bouton's analysis of "
         "1901.",
         "ゲーム (1 から 10 個の石の山が 3 つ、あなたが先手) とコンピュータの規則は、M.Hiroi さんの"
         "お気楽 Prolog プログラミング入門「パズルに挑戦!」の問題「ニム (三山くずし)」によります。"
         "ニム和による必勝法は 1901 年の Bouton の解析です。"),
    ]),
]

# --- the tables the look-ups read ----------------------------------------------------------

_FAMILIES = {
    "peg": _PEG,
    "slide": _SLIDE,
    "flip": _FLIP,
    "knight": _KNIGHT,
    "river": _RIVER,
    "nim": _NIM,
}

# --- the first screen: the goal, how to move, what the marks mean ---------------------------
# At most 120 words in English (tests/test_help_text.py); the sections above open below it.

_FIRST = {
    "peg": [
        ("Goal: one peg left on the board. When a hole has a dotted ring, the last peg must end "
         "there.",
         "目的: ペグをひとつだけ残すことです。点線の輪の付いた穴があるときは、最後のペグをその穴に"
         "残します。"),
        ("A move: tap a peg ringed in yellow, then a hole ringed in green (or drag the peg there). "
         "The peg jumps over its neighbour in a straight line, and the peg jumped over is taken "
         "off. If it can jump again, tap the next hole to go on in the same move, or the peg to "
         "stop.",
         "1 手: 黄色の輪の付いたペグをタップし、緑の輪の穴をタップします (ペグをその穴へドラッグしても"
         "かまいません)。ペグは隣のペグをまっすぐ跳び越し、跳び越されたペグは取り除かれます。続けて跳べる"
         "ときは、次の穴をタップすれば同じ 1 手のまま進み、ペグをタップすると止まります。"),
        ("Hint shows a best move as an arrow; Hint again writes on each move the fewest moves to "
         "the goal with it (green: a best move; \u2715: no win after it). Solve shows a solution, "
         "and Step plays it move by move.",
         "「ヒント」は最善手のひとつを矢印で示し、もう一度押すと各手に、その手を含めたゴールまでの最少"
         "手数を書きます (緑は最善手、\u2715 はその後勝てない手)。「解く」で解を表示し、「1 手進む」で"
         " 1 手ずつ進めます。"),
    ],
    "slide": [
        ("Goal: put the tiles in the order the picture shows, in as few moves as you can.",
         "目的: 図の完成形のとおりに駒を並べることです。手数は少ないほど良い解です。"),
        ("A move: tap a tile ringed in yellow, next to the empty cell, and it slides into it; a "
         "tile further along the same line slides with the tiles between (one move each). A swipe "
         "or the arrow keys slide tiles too.",
         "1 手: 空きマスの隣にある、黄色の輪の付いた駒をタップすると、その駒が空きマスへ滑ります。"
         "同じ列のもっと先の駒をタップすると、間の駒ごと滑ります (1 枚ごとに 1 手)。スワイプや矢印キー"
         "でも駒を動かせます。"),
        ("Hint shows a best move as an arrow; Hint again writes on each tile that can slide the "
         "fewest moves to the goal with that slide (green: a best move). Solve finds a shortest "
         "solution, and Step plays it move by move.",
         "「ヒント」は最善手のひとつを矢印で示し、もう一度押すと動かせる駒それぞれに、その手を含めた"
         "ゴールまでの最少手数を書きます (緑は最善手)。「解く」で最短解を求め、「1 手進む」で 1 手ずつ"
         "進めます。"),
    ],
    "flip": [
        ("Goal: turn all 15 pieces white. The empty cell may end anywhere.",
         "目的: 15 個の駒をすべて白にすることです。空きマスはどこに残ってもかまいません。"),
        ("A move: tap a piece ringed in yellow. It jumps in a straight line over one or more "
         "pieces into the empty cell, and every piece it jumps over turns over: black to white, "
         "white to black.",
         "1 手: 黄色の輪の付いた駒をタップします。駒は 1 個以上の駒をまっすぐ跳び越して空きマスへ"
         "移り、跳び越された駒はすべて裏返ります (黒は白に、白は黒に)。"),
        ("Hint shows a best move as an arrow; Hint again writes on each piece that can move the "
         "fewest moves to the goal with its move (green: a best move). Solve finds a shortest "
         "solution, and Step plays it move by move.",
         "「ヒント」は最善手のひとつを矢印で示し、もう一度押すと動かせる駒それぞれに、その手を含めた"
         "ゴールまでの最少手数を書きます (緑は最善手)。「解く」で最短解を求め、「1 手進む」で 1 手ずつ"
         "進めます。"),
    ],
    "knight": [
        ("Goal: the knight visits every cell of the board exactly once. A closed tour must end a "
         "knight's move from its first cell.",
         "目的: ナイトで盤のどのマスにもちょうど一回ずつ訪れることです。閉じた巡歴では、最後のマスから"
         "最初のマスへ 1 手で戻れなければなりません。"),
        ("A move: tap any cell to place the knight, then a cell marked with a dot (or drag the "
         "knight there): a knight's move away, two cells one way and one across. The path is "
         "drawn, its cells numbered.",
         "1 手: 好きなマスをタップしてナイトを置き、点の付いたマスをタップします (ナイトをドラッグしても"
         "かまいません)。点はナイトの 1 手先 (一方に 2 マス、横に 1 マス) のマスです。道筋は線で描かれ、"
         "マスには番号が付きます。"),
        ("Hint shows with an arrow a next cell from which a tour goes on; Hint again marks every "
         "next cell: the cells still to visit when a tour goes on from there, \u2715 when none "
         "does. Solve finds a tour, and Step plays it move by move.",
         "「ヒント」は巡歴を続けられる次のマスのひとつを矢印で示し、もう一度押すと次に行けるマスすべてに"
         "印を付けます: 巡歴が続くなら残りのマスの数、続かないなら \u2715 です。「解く」で巡歴を求め、"
         "「1 手進む」で 1 手ずつ進めます。"),
    ],
    "river": [
        ("Goal: everyone across the river in as few crossings as you can. Someone must row, and "
         "each problem has a rule that must hold on both banks and in the boat (The problems, "
         "below).",
         "目的: できるだけ少ない手数で全員を向こう岸へ渡すことです。ボートには漕ぎ手が必要で、問題ごとに"
         "両岸でもボートの中でも守るべき条件があります (下の「問題の種類」)。"),
        ("A move: tap people ringed in yellow to put them in the boat (tap again to take them "
         "out), then tap the boat to cross. A load that breaks the rule is refused, with the "
         "reason.",
         "1 手: 黄色の輪の付いた人をタップしてボートに乗せ (もう一度タップすると降ります)、ボートを"
         "タップすると渡ります。条件を破る乗せ方は、理由を示して断られます。"),
        ("Hint shows a best load as an arrow; Hint again lists the loads the boat can take, each "
         "with the fewest crossings to the goal with it (green: a best load; \u2715: nobody gets "
         "across after it). Solve shows a shortest solution.",
         "「ヒント」は最善の組のひとつを矢印で示し、もう一度押すとボートに乗せられる組を並べ、それぞれに"
         "その組を含めたゴールまでの最少手数を書きます (緑は最善の組、\u2715 はその後だれも渡りきれない"
         "組)。「解く」で最短解を表示します。"),
    ],
    "nim": [
        ("Goal: take the last stone, against the computer, which plays perfectly. With Last "
         "stone set to loses, whoever takes it loses.",
         "目的: 最後の石を取ることです。相手のコンピュータは完全に正しく指します。「最後の石」を負けに"
         "すると、最後の石を取った方が負けです。"),
        ("A move: tap a stone. You take it and every stone after it in its row, from that one "
         "heap; then the computer answers. Stones already taken are drawn as dashed rings.",
         "1 手: 石をタップすると、その石とその列でそれより後ろの石をすべて、その山から取ります。"
         "続いてコンピュータが指します。取られた石は破線の輪で描かれます。"),
        ("Hint marks a winning move when there is one and explains it with the heaps in binary.",
         "「ヒント」は勝てる手があればそれに印を付け、山の大きさの 2 進数で理由を説明します。"),
    ],
}

# (game id, caption in English, caption in Japanese): finished positions, one for each puzzle
# of the menu where it helps; the help shows the one of the puzzle on screen (goal_picture).
_GOALS = {
    "peg": [
        ("peg/english33?empty=16&finish=16&pegs=000000000000000010000000000000000&moves=18",
         "English 33 finished: one peg, on the centre", "33 穴英国盤の完成: 中央にペグがひとつ"),
        ("peg/french37?empty=17&pegs=0000000000000000000100000000000000000&moves=33&last=19",
         "French 37 finished: one peg left", "37 穴フランス盤の完成: ペグがひとつ"),
        ("peg/diamond41?empty=3&pegs=00000000000000000000001000000000000000000&moves=33&last=22",
         "Diamond 41 finished: one peg left", "41 穴盤の完成: ペグがひとつ"),
        ("peg/triangle15?empty=0&pegs=100000000000000&moves=10&last=0",
         "Triangle 15 finished: one peg left", "15 穴三角盤の完成: ペグがひとつ"),
        ("peg/triangle21?empty=6&finish=6&pegs=000000100000000000000&moves=12",
         "Triangle 21 finished: one peg, on hole 6", "変形三角盤の完成: 穴 6 にペグがひとつ"),
        ("peg/hex12?empty=1&pegs=000000010000&moves=7&last=7",
         "Hexagon 12 finished: one peg left", "12 穴盤の完成: ペグがひとつ"),
        ("peg/hoppers13?empty=6&finish=6&pegs=0000001000000&moves=7&last=6",
         "Hoppers 13 finished: one peg, on the centre", "Hoppers (13 穴) の完成: 中央にペグがひとつ"),
    ],
    "slide": [
        ("slide/six?tiles=1234560", "The six puzzle's goal", "6 パズルの完成形"),
        ("slide/pipes?tiles=F-7I0IL-J", "The pipe puzzle's goal: one closed loop",
         "パイプのパズルの完成形: 閉じた輪"),
        ("slide/eight?tiles=123456780", "The 8-puzzle's goal", "8 パズルの完成形"),
        ("slide/fifteen?tiles=123456789abcdef0", "The 15-puzzle's goal", "15 パズルの完成形"),
    ],
    "flip": [
        ("flip/square?colours=wwwww.wwwwwwwwww&moves=22", "Finished: all 15 pieces white",
         "完成: 15 個の駒がすべて白"),
        ("flip/square-diagonal?colours=wwwwwwwwwwww.www&moves=18", "Finished: all 15 pieces white",
         "完成: 15 個の駒がすべて白"),
    ],
    "knight": [
        ("knight/5x5?start=0&path=763501456203564015742136", "An open tour of 5 by 5, from a corner",
         "5 x 5 の開いた巡歴 (隅から)"),
        ("knight/6x6?closed=1&start=0&path=76531063246717301426737102457504411",
         "A closed tour of 6 by 6", "6 x 6 の閉じた巡歴"),
        ("knight/8x8?start=0&path=714767353010451424676353147101242633572446531060560471560375002",
         "An open tour of the chessboard", "チェス盤の開いた巡歴"),
        ("knight/3x4?start=0&path=54154172362", "An open tour of 3 by 4, from a corner",
         "3 x 4 の開いた巡歴 (隅から)"),
        ("knight/4x4?cut=0,3,12,15&closed=1&start=1&path=72714505063",
         "A closed tour of problem A", "問題 A の閉じた巡歴"),
    ],
    "river": [
        ("river/jealous-husbands?far=Ha,Hb,Hc,Wa,Wb,Wc&boat=far&crossings=11",
         "Jealous husbands: everyone across in 11 crossings", "嫉妬深い夫の問題: 11 手で全員が渡り終えた状態"),
        ("river/missionaries?far=M1,M2,M3,C1,C2,C3&boat=far&crossings=11",
         "Missionaries and cannibals: everyone across in 11 crossings",
         "宣教師と人食い人: 11 手で全員が渡り終えた状態"),
        ("river/wolf-goat-cabbage?far=Farmer,Wolf,Goat,Cabbage&boat=far&crossings=7",
         "Wolf, goat and cabbage: all across in 7 crossings", "農夫と山羊と狼とキャベツ: 7 手で全部渡り終えた状態"),
    ],
    "nim": [],
}

# (game id, move, caption in English, caption in Japanese): one move of each family, drawn as
# the position before it (the move marked) and the position after it, side by side.
_MOVES = {
    "peg": ("peg/triangle21?empty=6", [14, 6],
            "One move, 14-6: the peg on hole 14 jumps over hole 9 into the empty hole 6, and the "
            "peg on 9 is taken off.",
            "1 手の例 (14-6): 穴 14 のペグが穴 9 を跳び越して空いた穴 6 へ移り、穴 9 のペグが"
            "取り除かれます。"),
    "slide": ("slide/eight?tiles=123405786", 5,
              "One move, 5 \u2190: tile 5 slides left into the empty cell.",
              "1 手の例 (5 \u2190): 駒 5 が左の空きマスへ滑ります。"),
    "flip": ("flip/square", 7,
             "One move, 7 \u2192 5: the piece on cell 7 jumps over cell 6 into the empty cell 5, "
             "and the piece on 6 turns white.",
             "1 手の例 (7 \u2192 5): マス 7 の駒がマス 6 を跳び越して空きマス 5 へ移り、マス 6 の駒が"
             "白に裏返ります。"),
    "knight": ("knight/5x5?start=0", 11,
               "One move: the knight on a5 jumps to b3, two rows down and one column across.",
               "1 手の例: a5 のナイトが、2 行下で 1 列横の b3 へ跳びます。"),
    "river": ("river/wolf-goat-cabbage", ["Farmer", "Goat"],
              "One crossing: the farmer rows the goat to the far bank.",
              "1 手の例: 農夫が山羊を乗せて向こう岸へ渡ります。"),
    "nim": ("nim?heaps=5,2,3", [0, 4],
            "One move: tapping the second stone of heap A takes it and the 3 after it, so heaps "
            "5, 2, 3 become 1, 2, 3.",
            "1 手の例: 山 A の 2 番目の石をタップすると、その石と後ろの 3 個を取り、山 5, 2, 3 が "
            "1, 2, 3 になります。"),
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


def first_screen(family, language="en"):
    """``[paragraph, ...]``: what the help says first (the goal, how to move, what the marks
    mean), at most 120 words in English; ``[]`` for an unknown family."""
    side = 1 if language == "ja" else 0
    return [pair[side] for pair in _FIRST.get(family, [])]


def goal_pictures(family):
    """``[(game id, caption_en, caption_ja), ...]``: goal positions of ``family`` to draw."""
    return list(_GOALS.get(family, []))


def _split(game_id):
    path, _, query = game_id.partition("?")
    return path, dict(part.split("=", 1) for part in query.split("&") if "=" in part)


def goal_picture(family, game_id):
    """The goal to show beside the help of ``game_id`` (a game of ``family``): the goal of the
    same puzzle (same variant, and the same cut cells or closed tour where the family has
    them), else the family's first goal, else None."""
    goals = _GOALS.get(family, [])
    path, keys = _split(game_id)
    for goal in goals:
        goal_path, goal_keys = _split(goal[0])
        if goal_path == path and all(goal_keys.get(key) == keys.get(key) for key in ("cut", "closed")):
            return goal
    return goals[0] if goals else None


def move_picture(family):
    """``(game id, move, caption_en, caption_ja)``: one move of ``family`` to draw before and
    after, or None."""
    return _MOVES.get(family)


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
           "a b c their wives Wa Wb Wc, so *ABab|Cc is Ha Hb Wa Wb on the near bank with the "
           "boat, Hc and Wc across. Missionaries and cannibals: M and C (lower case m, c for "
           "those who cannot row). Farmer, wolf, goat, cabbage: F W G C. Row n, numbered at the "
           "left, holds the states n crossings from the position on screen, which is row 0. A line "
           "joins two states one crossing apart; the red lines and boxes are one shortest "
           "solution, down to everyone across (|ABCabc* for the husbands). Click a box to go to "
           "that state."),
    "ja": ("各箱がひとつの状態です。| の左が手前の岸、右が向こう岸にいる人で、* はボートのある岸を"
           "示します。嫉妬深い夫の問題では A B C が夫 Ha Hb Hc、a b c がその妻 Wa Wb Wc です。"
           "たとえば *ABab|Cc は、Ha Hb Wa Wb がボートと一緒に手前の岸にいて、Hc と Wc が向こう岸に"
           "いる状態です。宣教師と人食い人では M と C (小文字の m、c はボートを漕げない人)、農夫と"
           "山羊と狼とキャベツの問題では F W G C が農夫・狼・山羊・キャベツです。左端の番号 n の段には、"
           "表示中の局面 (0 段目) から n 手で行ける状態が並びます。線は 1 手で移り合う状態を結び、"
           "赤い線と箱が最短解のひとつで、全員が渡り終えた状態 (夫婦なら |ABCabc*) まで続きます。"
           "箱をクリックするとその状態へ移ります。"),
}
