"""The knight's tour: the Japanese of help.py's texts (English -> Japanese), one part of the catalogue
(puzzles/words.py), imported with the help on a Japanese page only."""

JA = {
    "In a knight's tour, the chess knight moves two cells one way and one cell across, like an "
    "L, in any direction. Move it so that it visits every cell of the board exactly once.":
        "騎士の巡歴では、チェスの駒のナイト (騎士) を使います。ナイトは将棋の桂馬の動きを前後左右のどの向きにもとれます。ナイトを動かして、盤のどのマスにもちょうど一回ずつ訪れてく"
        "ださい。",
    "An open tour may end anywhere. A closed tour must end a knight's move from its first cell, "
    "so that it could go round again. The board may be any rectangle from 3 to 50 cells a side, "
    "and cells may be cut out of it.":
        "終点はどこでもよい巡歴を開いた巡歴、最後のマスから出発点へナイトの 1 手で戻れる巡歴を閉じた巡歴 (周遊) といいます。盤は縦横 3 から 50 マスまでの長方形で、マスを"
        "切り取ることもできます。",
    "How to play":
        "遊び方",
    "Click or tap any cell to place the knight, then click the marked cells a knight's move "
    "away. The path is drawn as a line and its cells are numbered in the order visited. The "
    "status line says when the tour is complete, when a closed tour fails to close, or when the "
    "knight is stuck.":
        "好きなマスをクリックまたはタップしてナイトを置き、印の付いたナイトの 1 手先のマスを順にクリックします。道筋は線で描かれ、マスには訪れた順の番号が付きます。巡歴が完成したと"
        "き、閉じた巡歴が閉じなかったとき、行き詰まったときは状態の行に表示されます。",
    "Once it is placed, you may also drag the knight to its next cell (mouse, finger or pen): "
    "the same move as a click there. Let go anywhere else and it stays where it was.":
        "ナイトを置いた後は、ナイトを次のマスまでドラッグしても動かせます (マウス・指・ペン)。そのマスをクリックするのと同じ 1 手です。ほかの場所で離すと元のマスに残ります。",
    "Keyboard: focus the board; the arrow keys move the cursor one cell (starting from the "
    "knight), and Enter or Space clicks the cell under it.":
        "キーボード: 盤にフォーカスを移し、矢印キーでカーソルを 1 マス動かし (ナイトの位置から始まります)、Enter かスペースでカーソルのマスをクリックします。",
    "Buttons and settings":
        "ボタンと設定",
    "Solve finds a tour that continues the path you have played (with no knight placed yet it "
    "picks the start). When a theorem rules every tour out, it says so at once and why.":
        "「解く」は今までの道筋の続きとなる巡歴を探します (ナイトを置いていなければ出発点も選びます)。定理から巡歴がないとわかるときは、すぐにその理由を示します。",
    "Hint first shows one next cell from which a tour goes on, by an arrow from the knight (a "
    "ring before the knight is placed). Hint again judges every next cell: the number is how "
    "many cells remain to visit from there on, that cell included, shown when a tour was found "
    "from it; \u2715 marks a cell proven to leave no tour (a cell cut off, colours that no "
    "longer balance, a search run to its end), ? one not decided. Each cell gets a short search "
    "of its own, the cell a Warnsdorff search (fewest onward moves first) would pick first; "
    "before the first move one tour found answers for many start cells at once, so few stay "
    "undecided. After every move the line under the status says whether a tour is still "
    "possible and how many cells are left to visit (the same search, run in the background).":
        "「ヒント」は、まず巡歴が続く次のマスを 1 つ、ナイトからの矢印で示します (ナイトを置く前はそのマスを囲む輪)。もう一度押すと、次に行けるマスをすべて判定します。数字はその"
        "マスを含めてそこから訪れるマスの数で、そこからの巡歴が見つかったときに表示されます。\u2715 は巡歴が残らないと証明されたマス (孤立したマス、合わなくなった色の数、最後"
        "まで調べた探索)、? は判定できなかったマスです。マスごとに短い探索をし、先の行き先が最も少ないマスを選ぶ Warnsdorff の方法で選ばれるマスから調べます。最初の手の"
        "前は、見つけた 1 つの巡歴が多くの出発点の答えになるので、未判定はほとんど残りません。1 手ごとに、状態の行の下に、まだ巡歴を完成できるかと訪れるマスがあといくつかが出ます"
        " (同じ探索を裏で行います)。",
    "Count tours counts the tours that continue the path, or with no knight placed every tour "
    "from every start (each direction of a closed tour counts), and lists one. Counting works "
    "on boards of up to about 40 cells; a board too wide to count, such as 8 by 8, is refused "
    "at once, saying why.":
        "「巡歴を数える」は今の道筋の続きとなる巡歴を、ナイトを置いていなければすべての出発点からの巡歴を数え (閉じた巡歴は回る向きごとに数えます)、そのひとつを示します。数えられる"
        "のは 40 マス程度までの盤で、8 x 8 のように数えきれない盤は理由を示してすぐに断ります。",
    "Edit board turns the editor on: each click cuts a cell out of the board or puts it back; "
    "press it again to play. Settings: Rows, Columns (a new size starts afresh) and Tour, open "
    "or closed. Beside the board: Visited and Cells.":
        "「盤の編集」を押すと編集モードになり、クリックするたびにマスを切り取ったり戻したりします。もう一度押すと遊ぶモードに戻ります。設定: 「行」「列」(大きさを変えると最初からに"
        "なります)、「巡歴」(開いた・閉じた)。盤の横には訪れたマスの数と全マス数が出ます。",
    "How moves are written":
        "手の表記",
    "Cells are named as in chess, by the letters and numbers drawn beside the board: the "
    "column's letter (a, b, c... from the left), then the row counted from the bottom. On the 8 "
    "by 8 board the top left cell is a8. A solution lists the cells still to visit, in order: "
    "c3, d5, ...":
        "マスはチェスと同じく、盤の横に描かれた文字と数字で呼びます。左から a, b, c... の列の文字の後に、下から数えた行の番号を付けます。8 x 8 の盤の左上は a8 で"
        "す。解はこれから訪れるマスを順に並べます (c3, d5, ...)。",
    "The boards":
        "盤の種類",
    "3 by 4 has exactly 2 open tours from a corner and no closed tour. 3 by 3 and 4 by 4 have "
    "no tour at all, open or closed.":
        "3 x 4 の盤には、隅から始まる開いた巡歴がちょうど 2 通りあり、閉じた巡歴はありません。3 x 3 と 4 x 4 には、開いた巡歴も閉じた巡歴もまったくありません。",
    "5 by 5 has open tours, 1728 in all counting each start and direction, 304 of them from a "
    "corner, but no closed tour: a board with an odd number of cells has none.":
        "5 x 5 には開いた巡歴があり、出発点と向きを区別すると全部で 1728 通り、そのうち隅から始まるものは 304 通りです。マスの数が奇数の盤に閉じた巡歴はないので、閉じ"
        "た巡歴はありません。",
    "6 by 6 has 9,862 closed tours (each counted once, whichever way round) and 6,637,920 open "
    "tours counting each start and direction. 8 by 8, the chessboard, has 13,267,364,410,532 "
    "closed tours, counted the same way: far too many to count here, but Solve finds one at "
    "once.":
        "6 x 6 には閉じた巡歴が 9,862 通り (回る向きは区別しない) あり、開いた巡歴は出発点と向きを区別して 6,637,920 通りです。チェス盤の 8 x 8 には"
        "閉じた巡歴が 13,267,364,410,532 通りあります。ここで数えるには多すぎますが、「解く」ならすぐにひとつ見つかります。",
    "10 by 10 and 50 by 50 are far beyond counting, but Solve still finds a tour: on 50 by 50 "
    "the solution lists 2500 cells, and To the end shows the whole tour at once.":
        "10 x 10 や 50 x 50 は数えきれませんが、「解く」なら巡歴が見つかります。50 x 50 の解には 2500 個のマスが並び、「最後へ」で巡歴全体をすぐに表示で"
        "きます。",
    "Problem A: a 4 by 4 board without its corners, 12 cells. From its starting cell there are "
    "4 closed tours, that is 2 if each is counted once whichever way round.":
        "問題 A: 4 x 4 の盤から四隅を除いた 12 マスの盤です。出発点からの閉じた巡歴は 4 通り、回る向きを区別しなければ 2 通りです。",
    "Where it comes from":
        "出典と既知の結果",
    "Problem A and the closed tours come from a Common Lisp problem set on M. Hiroi's site; the "
    "open tours of small boards (3 by 4, 3 by 3, 4 by 4, 5 by 5) from the knight's tour problem "
    "of the Prolog primer's puzzle page. The counts of 6 by 6 and 8 by 8 are from the "
    "literature (OEIS A001230 and A165134); Count tours reproduces those of 6 by 6. Which "
    "boards have closed tours at all is Schwenk's theorem.":
        "問題 A と閉じた巡歴 (騎士の周遊) は M.Hiroi さんのサイトの Common Lisp の問題集、小さな盤 (3 x 4、3 x 3、4 x 4、5 x 5) の"
        "開いた巡歴はお気楽 Prolog プログラミング入門「パズルに挑戦!」の「騎士の巡歴」によります。6 x 6 と 8 x 8 の数は文献 (OEIS A001230、A165"
        "134) の値で、6 x 6 の数は「巡歴を数える」でも同じになります。閉じた巡歴がある盤は Schwenk の定理で決まります。",
    "Goal: the knight visits every cell of the board exactly once. A closed tour must end a "
    "knight's move from its first cell.":
        "目的: ナイトで盤のどのマスにもちょうど一回ずつ訪れることです。閉じた巡歴では、最後のマスから最初のマスへ 1 手で戻れなければなりません。",
    "A move: tap any cell to place the knight, then a cell marked with a dot (or drag the "
    "knight there): a knight's move away, two cells one way and one across. The path is drawn, "
    "its cells numbered.":
        "1 手: 好きなマスをタップしてナイトを置き、点の付いたマスをタップします (ナイトをドラッグしてもかまいません)。点はナイトの 1 手先 (一方に 2 マス、横に 1 マス"
        ") のマスです。道筋は線で描かれ、マスには番号が付きます。",
    "Hint shows with an arrow a next cell from which a tour goes on; Hint again marks every "
    "next cell: the cells still to visit when a tour goes on from there, \u2715 when none does. "
    "Solve finds a tour, and Step plays it move by move.":
        "「ヒント」は巡歴を続けられる次のマスのひとつを矢印で示し、もう一度押すと次に行けるマスすべてに印を付けます: 巡歴が続くなら残りのマスの数、続かないなら \u2715 です。"
        "「解く」で巡歴を求め、「1 手進む」で 1 手ずつ進めます。",
    "An open tour of 5 by 5, from a corner":
        "5 x 5 の開いた巡歴 (隅から)",
    "A closed tour of 6 by 6":
        "6 x 6 の閉じた巡歴",
    "An open tour of the chessboard":
        "チェス盤の開いた巡歴",
    "An open tour of 3 by 4, from a corner":
        "3 x 4 の開いた巡歴 (隅から)",
    "A closed tour of problem A":
        "問題 A の閉じた巡歴",
    "One move: the knight on a5 jumps to b3, two rows down and one column across.":
        "1 手の例: a5 のナイトが、2 行下で 1 列横の b3 へ跳びます。",
}
