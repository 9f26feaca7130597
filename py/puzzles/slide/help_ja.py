"""Sliding puzzles: the Japanese of help.py's texts (English -> Japanese), one part of the catalogue
(puzzles/words.py), imported with the help on a Japanese page only."""

JA = {
    "One cell of the board is empty. A tile next to the empty cell may slide into it; one tile "
    "slid one cell is one move. Put the tiles into the goal arrangement in as few moves as you "
    "can.":
        "盤にはひとつだけ空きマスがあります。空きマスの隣の駒をそこへ滑らせることができ、駒を 1 マス動かすと 1 手です。できるだけ少ない手数で駒を完成形に並べてください。",
    "The goals: the 8-puzzle and the 15-puzzle want the numbers in order, row by row, with the "
    "empty cell last. The six puzzle wants 1 2 in the top row, 3 4 5 in the middle and 6 bottom "
    "left, the empty cell bottom right. The pipe puzzle wants its pieces joined into one closed "
    "loop round the empty centre. The pictures show each finished board.":
        "完成形: 8 パズルと 15 パズルは数字を行ごとに順に並べ、最後のマスを空けます。6 パズルは上の段に 1 2、中央の段に 3 4 5、下の段の左に 6 を置き、右下を空け"
        "ます。パイプのパズルは空いた中央を囲んで駒をひとつの閉じた輪につなげます。図はそれぞれの完成形です。",
    "How to play":
        "遊び方",
    "The tiles that can slide are ringed. Click or tap one and it slides into the empty cell.":
        "動かせる駒には輪が付いています。クリックまたはタップすると、その駒が空きマスへ滑ります。",
    "A click on a tile further along the empty cell's row or column (or a straight line of the "
    "hexagon) slides it with every tile between: n tiles are n moves on the counter, and one "
    "Undo takes the whole click back (Redo plays it again). On a touch screen, a swipe across "
    "the board slides the tile that moves that way, one move.":
        "空きマスと同じ行や列 (六角形では一直線上) のもっと先の駒をクリックすると、間の駒ごとまとめて滑ります。n 枚動けば手数は n 手増え、「元に戻す」1 回でそのクリック全体"
        "が戻ります (「やり直す」で再び進みます)。タッチ画面では、盤の上をスワイプすると、その向きに動く駒が 1 手滑ります。",
    "Keyboard: focus the board; an arrow key slides the tile that moves that way, so the Right "
    "arrow slides the tile left of the empty cell to the right. On the six puzzle's hexagon the "
    "arrow picks the nearest tile in that direction.":
        "キーボード: 盤にフォーカスを移すと、矢印キーでその向きに動く駒が滑ります。たとえば右矢印は空きマスの左の駒を右へ動かします。六角形の 6 パズルでは、その向きにいちばん近い"
        "駒が動きます。",
    "Buttons":
        "ボタン",
    "Shuffle deals a random arrangement, drawn evenly among those that can be solved. Solve "
    "gives a shortest solution. Analyse (not on the 15-puzzle) sweeps every arrangement from "
    "the goal: how many there are, a chart of how far they are from the goal, and the hardest "
    "ones as links. Beside the board: Moves.":
        "「シャッフル」は解ける配置の中から等確率に選んだ配置を作ります。「解く」は最短解を求めます。「解析」(15 パズル以外) は完成形からすべての配置を調べ、配置の総数、ゴールま"
        "での手数の分布図、最も難しい配置へのリンクを示します。盤の横には手数が出ます。",
    "Your own position: Set tiles lets you swap two tiles by clicking them in turn, then press "
    "it again to play from there; an arrangement that cannot be solved is refused, with the "
    "parity that forbids it. Or type a position in the box and press Use this position: the "
    "numbers row by row (0 for the space), like 1 2 3 4 / 5 6 7 8 / ..., or a link.":
        "自分の局面: 「駒を並べる」を押して 2 枚の駒を順にクリックすると入れ替わります。もう一度押すとその配置から遊べます。解けない配置は、それを禁じる偶奇を示して断ります。ある"
        "いは入力欄に局面を書いて「この局面を使う」を押します。行ごとの数 (空きは 0)、たとえば 1 2 3 4 / 5 6 7 8 / ... か、リンクを書けます。",
    "The six, pipe and 8-puzzles build a table of all their positions at the first search; "
    "after that every answer is immediate. The 15-puzzle is too big for a table: Solve runs a "
    "depth-first search guided by pattern databases, which can take some seconds on a hard "
    "position.":
        "6 パズル、パイプ、8 パズルは最初の探索で全局面の表を作り、その後の答えはすぐに出ます。15 パズルは表に収まらないので、「解く」はパターンデータベースで導く深さ優先探索を"
        "使い、難しい配置では数秒かかることがあります。",
    "How moves are written":
        "手の表記",
    "A move is the tile that slides and an arrow for the way it goes: 4 \u2192 slides tile 4 to "
    "the right. The six puzzle also has slanting arrows such as ↗, and the pipe puzzle names a "
    "piece by its shape, such as ┐ \u2193.":
        "1 手は動かす駒と動く向きの矢印で書きます。4 \u2192 は駒 4 を右へ動かす手です。6 パズルには ↗ のような斜めの矢印もあり、パイプのパズルでは ┐ \u2193"
        " のように駒を形で示します。",
    "The puzzles":
        "パズルの種類",
    "Six puzzle: seven cells in a hexagon, six tiles. Every one of the 5040 arrangements can be "
    "solved; the hardest need 15 moves and there are 24 of them. The start shown first, 4 6 / 5 "
    "1 3 / 2, is one of them.":
        "6 パズル: 六角形に並んだ 7 マスに 6 個の駒。5040 通りの配置はどれも解けて、最長は 15 手、その配置は 24 通りです。最初に表示される 4 6 / 5 1 "
        "3 / 2 はそのひとつです。",
    "Pipe puzzle: the 8-puzzle played with eight pipe pieces instead of numbers (two of them "
    "straight across, two straight up, and four corners); identical pieces are interchangeable. "
    "From the source page's start it takes 30 moves, and that start is one of the 6 hardest of "
    "the 90720 arrangements.":
        "パイプのパズル: 数字の代わりに 8 個のパイプの駒 (横棒 2 個、縦棒 2 個、角 4 個) を使う 8 パズルの変形です。同じ形の駒は区別しません。元のページの STA"
        "RT からは最短 30 手で、この START は 90720 通りの配置のうち最も難しい 6 通りのひとつです。",
    "8-puzzle: 3 by 3, eight numbered tiles. Only half of all arrangements can be solved, "
    "181440 of them; the hardest need 31 moves, and there are just 2 such positions.":
        "8 パズル: 3 x 3 の盤に番号付きの駒 8 個。解ける配置は全体の半分の 181440 通りで、最長は 31 手、その配置はわずか 2 通りです。",
    "15-puzzle: 4 by 4, 15 tiles; again half of the arrangements can be solved, far too many to "
    "list, so there is no Analyse. The first position shown needs 48 moves.":
        "15 パズル: 4 x 4 の盤に駒 15 個。やはり解けるのは配置の半分ですが、数が多すぎて一覧にできないので「解析」はありません。最初に表示される配置は 48 手かかりま"
        "す。",
    "Where it comes from":
        "出典と既知の結果",
    "The six puzzle comes from M. Hiroi's xyzzy Lisp primer, whose page on breadth-first search "
    "and sliding puzzles finds its 5040 positions and its 24 hardest at 15 moves. The pipe "
    "puzzle is figure 3 of a Common Lisp problem set on the same site. The 8-puzzle's hardest "
    "positions at 31 moves are a known result that the Analyse sweep reproduces.":
        "6 パズルは M.Hiroi さんの xyzzy Lisp 入門「続・幅優先探索とスライドパズル」によります。5040 通りの配置と、15 手かかる最も難しい 24 通りの配"
        "置を求めています。パイプのパズルは同じサイトの Common Lisp の問題集の図 3 です。8 パズルの最長 31 手はよく知られた結果で、「解析」でも同じ結果になります"
        "。",
    "Goal: put the tiles in the order the picture shows, in as few moves as you can.":
        "目的: 図の完成形のとおりに駒を並べることです。手数は少ないほど良い解です。",
    "A move: tap a tile ringed in yellow, next to the empty cell, and it slides into it; a tile "
    "further along the same line slides with the tiles between (one move each). A swipe or the "
    "arrow keys slide tiles too.":
        "1 手: 空きマスの隣にある、黄色の輪の付いた駒をタップすると、その駒が空きマスへ滑ります。同じ列のもっと先の駒をタップすると、間の駒ごと滑ります (1 枚ごとに 1 手)。"
        "スワイプや矢印キーでも駒を動かせます。",
    "Hint shows a best move as an arrow; Hint again writes on each tile that can slide the "
    "fewest moves to the goal with that slide (green: a best move). Solve finds a shortest "
    "solution, and Step plays it move by move.":
        "「ヒント」は最善手のひとつを矢印で示し、もう一度押すと動かせる駒それぞれに、その手を含めたゴールまでの最少手数を書きます (緑は最善手)。「解く」で最短解を求め、「1 手進む"
        "」で 1 手ずつ進めます。",
    "The six puzzle's goal":
        "6 パズルの完成形",
    "The pipe puzzle's goal: one closed loop":
        "パイプのパズルの完成形: 閉じた輪",
    "The 8-puzzle's goal":
        "8 パズルの完成形",
    "The 15-puzzle's goal":
        "15 パズルの完成形",
    "One move, 5 \u2190: tile 5 slides left into the empty cell.":
        "1 手の例 (5 \u2190): 駒 5 が左の空きマスへ滑ります。",
    "One move, 1 \u2198: tile 1 slides from the centre down and right into the empty cell.":
        "1 手の例 (1 \u2198): 中央の駒 1 が右下の空きマスへ滑ります。",
    "One move, \u2500 \u2192: the straight pipe slides right into the empty cell.":
        "1 手の例 (\u2500 \u2192): まっすぐな管の駒が右の空きマスへ滑ります。",
}
