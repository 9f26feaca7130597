"""Flip It: the Japanese of help.py's texts (English -> Japanese), one part of the catalogue
(puzzles/words.py), imported with the help on a Japanese page only."""

JA = {
    "A 4 by 4 board holds 15 pieces, black on one side and white on the other, and one empty "
    "cell. A piece moves in a straight line into the empty cell by jumping over one or more "
    "pieces; it may never move to a neighbouring cell. Every piece it jumps over is turned "
    "over; the moving piece keeps its colour.":
        "4 x 4 の盤に、表が黒で裏が白の駒が 15 個と空きマスがひとつあります。駒は 1 個以上の駒を跳び越して、まっすぐ空きマスへ移ります。隣の空きマスへ動くことはできません"
        "。跳び越された駒はすべて裏返り、動いた駒の色は変わりません。",
    "The goal is all 15 pieces white; the empty cell may end anywhere. The picture shows a "
    "finished board.":
        "15 個の駒をすべて白にすればクリアです。空きマスの位置はどこでもかまいません。図は完成した盤です。",
    "How to play":
        "遊び方",
    "The pieces that can move are ringed. Click or tap one: it jumps into the empty cell. The "
    "cells whose pieces just turned over are shaded, and so is the cell where the piece landed.":
        "動かせる駒には輪が付いています。クリックまたはタップすると、その駒が空きマスへ跳びます。裏返ったばかりの駒のマスと、駒が着地したマスに色が付きます。",
    "Keyboard: focus the board; the arrow keys move the cursor one cell, and Enter or Space "
    "moves the piece under it.":
        "キーボード: 盤にフォーカスを移し、矢印キーでカーソルを 1 マス動かし、Enter かスペースでカーソルの駒を動かします。",
    "Buttons and settings":
        "ボタンと設定",
    "Shuffle starts a new game from a random position (every colouring, with the empty cell "
    "anywhere, can be solved). Solve gives a shortest solution. Analyse sweeps the whole "
    "puzzle: the number of positions, a chart of their distances from the goal, and the hardest "
    "positions as links. Start space chooses the empty cell of the all-black start. Beside the "
    "board: Moves and White pieces.":
        "「シャッフル」はランダムな局面から新しいゲームを始めます (駒の色と空きマスの位置がどうであっても解けます)。「解く」は最短解を求めます。「解析」はパズル全体を調べ、局面の総"
        "数、ゴールまでの手数の分布図、最も難しい局面へのリンクを示します。「最初の空き場所」で全部黒の開始局面の空きマスを選びます。盤の横には手数と白の駒の数が出ます。",
    "How moves are written":
        "手の表記",
    "Cells are numbered 0 to 15, row by row from the top left. A move is written as the piece's "
    "cell, an arrow and the empty cell it jumps into: 7 \u2192 5 moves the piece on cell 7 over "
    "cell 6 into the empty cell 5, turning the piece on 6 over.":
        "マスは左上から行ごとに 0 から 15 まで番号を付けます。1 手は、動く駒のマス、矢印、跳び込む空きマスの順に書きます。7 \u2192 5 はマス 7 の駒がマス 6 を"
        "跳び越して空きマス 5 へ移り、マス 6 の駒を裏返す手です。",
    "The variants":
        "種類",
    "Square (rows and columns): jumps along rows and columns only. From all black with the "
    "empty cell on 5 the shortest solution takes 22 moves. There are 524288 positions; the "
    "hardest need 22 moves, and there are 4 of them: all black with the empty cell on one of "
    "the four centre cells.":
        "縦横のみ: 縦と横にだけ跳べます。全部黒で空きがマス 5 の局面からの最短手数は 22 手です。局面は全部で 524288 通り、最長は 22 手で、その局面は 4 通り ("
        "全部黒で、空きが中央の 4 マスのどれか) です。",
    "Square with diagonal jumps: diagonal jumps are allowed too. The same start then takes 18 "
    "moves; the hardest positions need 18 moves, and there are 20 of them.":
        "斜め跳びあり: 斜めにも跳べます。同じ開始局面は 18 手で解け、最長は 18 手、その局面は 20 通りです。",
    "Where it comes from":
        "出典と既知の結果",
    "Flip It is a puzzle by Nob Yoshigahara. The square version and both results, 22 moves with "
    "straight jumps and 18 with diagonal ones, come from the page on it in M. Hiroi's Puzzle DE "
    "Programming, which also counts the 524288 positions.":
        "フリップ・イットは芦ヶ原伸之さんが考案したパズルです。正方形の版と、縦横のみで 22 手、斜め跳びありで 18 手という結果は、M.Hiroi さんの Puzzle DE P"
        "rogramming の「フリップ・イット・スクエア」によります。局面の総数 524288 通りもそこで数えています。",
    "Goal: turn all 15 pieces white. The empty cell may end anywhere.":
        "目的: 15 個の駒をすべて白にすることです。空きマスはどこに残ってもかまいません。",
    "A move: tap a piece ringed in yellow. It jumps in a straight line over one or more pieces "
    "into the empty cell, and every piece it jumps over turns over: black to white, white to "
    "black.":
        "1 手: 黄色の輪の付いた駒をタップします。駒は 1 個以上の駒をまっすぐ跳び越して空きマスへ移り、跳び越された駒はすべて裏返ります (黒は白に、白は黒に)。",
    "Hint shows a best move as an arrow; Hint again writes on each piece that can move the "
    "fewest moves to the goal with its move (green: a best move). Solve finds a shortest "
    "solution, and Step plays it move by move.":
        "「ヒント」は最善手のひとつを矢印で示し、もう一度押すと動かせる駒それぞれに、その手を含めたゴールまでの最少手数を書きます (緑は最善手)。「解く」で最短解を求め、「1 手進む"
        "」で 1 手ずつ進めます。",
    "Finished: all 15 pieces white":
        "完成: 15 個の駒がすべて白",
    "One move, 7 \u2192 5: the piece on cell 7 jumps over cell 6 into the empty cell 5, and the "
    "piece on 6 turns white.":
        "1 手の例 (7 \u2192 5): マス 7 の駒がマス 6 を跳び越して空きマス 5 へ移り、マス 6 の駒が白に裏返ります。",
}
