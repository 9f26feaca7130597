"""Peg solitaire: the Japanese of help.py's texts (English -> Japanese), one part of the catalogue
(puzzles/words.py), imported with the help on a Japanese page only."""

JA = {
    "Every hole but one holds a peg. A peg jumps over a neighbouring peg, in a straight line, "
    "into the empty hole just beyond it, and the peg jumped over is taken off the board.":
        "空き穴がひとつだけある盤にペグが並んでいます。ペグは隣のペグをひとつ、まっすぐ跳び越してその先の空き穴に着地します。跳び越されたペグは盤から取り除かれます。",
    "A run of jumps by the same peg counts as one move. Square boards jump along rows and "
    "columns; the triangle and hexagon boards along the six directions of their lattice; "
    "Hoppers along its diagonals and along rows and columns.":
        "同じペグが続けて跳ぶ連続跳びは 1 手と数えます。正方格子の盤は縦と横、三角形と六角形の盤は格子の 6 方向、ホッパーズ盤は斜めと縦横に跳びます。",
    "The goal is a single peg left. When a finish hole is set (drawn with a ring), the last peg "
    "must end on it. A solution whose last peg stands in the hole emptied first is called a "
    "compensating solution.":
        "ペグを最後にひとつだけ残せばクリアです。終了位置 (輪で示す穴) が決まっているときは、最後のペグがその穴に残らなければなりません。最初の空き穴と最後のペグの位置が同じになる"
        "解を「補償型の解」といいます。",
    "How to play":
        "遊び方",
    "Click or tap a peg that can jump (they are marked); the holes it can land on light up. "
    "Click one to jump. If the same peg can jump again it stays picked up: click the next hole "
    "to go on within the same move, or click the peg to put it down.":
        "跳べるペグ (印が付いています) をクリックまたはタップすると、着地できる穴が光ります。その穴をクリックすると跳びます。同じペグがまだ跳べるときはペグを持ったままなので、次の"
        "穴をクリックすれば同じ 1 手のまま連続して跳べます。ペグをもう一度クリックすると手放します。",
    "Or drag a peg onto the hole it lands on, with the mouse, a finger or a pen: the same move "
    "as the two clicks (one Undo takes it back). Let go anywhere else and it goes back to its "
    "hole.":
        "マウス・指・ペンでペグを着地する穴までドラッグしても跳べます。2 回のクリックと同じ 1 手です (「元に戻す」1 回で戻ります)。ほかの場所で離すと、ペグは元の穴に戻ります"
        "。",
    "Keyboard: focus the board, then the arrow keys move the cursor to the nearest hole in that "
    "direction, Enter or Space clicks the hole under the cursor, and Escape puts a picked peg "
    "down.":
        "キーボード: 盤にフォーカスを移し、矢印キーでその方向のいちばん近い穴へカーソルを動かします。Enter かスペースでカーソルの穴をクリックし、Escape で持っているペグ"
        "を手放します。",
    "Buttons and settings":
        "ボタンと設定",
    "Solve finds a shortest solution where the exact search fits; on the big boards it gives a "
    "quick solution and says that it is not proven shortest. Any solution always takes the "
    "quick search. Count finds the fewest moves and how many shortest solutions there are, "
    "counted as sequences of jumps.":
        "「解く」は、厳密な探索が収まる盤では最短解を求めます。大きな盤では速い探索の解を示し、最短とは限らないことを伝えます。「任意の解」は常に速い探索を使います。「数える」は最小手"
        "数と、最短解が何通りあるか (跳び方の順序の数) を求めます。",
    "On a big board with more than 21 pegs the exact search is out of reach, so Hint gives no "
    "numbers there (except on the English board from the centre, which has tables). A quick "
    "search still tries: if it finds a solution, the line under the board says the position can "
    "still be won and Hint shows that solution's first jump.":
        "ペグが 21 本より多い大きな盤では厳密な探索が届かないので、「ヒント」は手数を出しません (表のある、中央から始める英国盤は別です)。それでも速い探索を試し、解が見つかれば"
        "盤の下の一行でまだ勝てると伝え、「ヒント」はその解の最初の手を示します。",
    "Prove works out the fewest moves again by a search in your browser that reads no stored "
    "move counts: it rules out every shorter solution, move count by move count, pruned by "
    "lower bounds taken from the board's shape (a corner peg, or a full group of holes that "
    "only a move starting inside it can break into, each needs a move of its own); on the "
    "English board from the centre it also skips the positions its tables say cannot be won. "
    "The English board's 18 takes it under a minute; very big positions may be out of its "
    "reach, and Cancel stops it.":
        "「証明」は、保存された手数を使わずに、ブラウザーの中の探索で最少手数を求め直します。手数を 1 つずつ増やしながら、それより短い解がないことを確かめます。盤の形から出る下限で"
        "枝を刈ります (角のペグや、中から始まる手でしか崩せない穴の組が埋まっていれば、それぞれに 1 手が要ります)。中央から始める英国盤では、表が勝てないとする局面も飛ばします。"
        "英国盤の 18 手は 1 分かかりません。とても大きな局面は手に負えないことがあり、「中止」で止められます。",
    "On a peg board the numbers are one per move: each peg that can jump shows the number of "
    "its best jump; pick a peg up and each of its jumps shows its own number on the hole it "
    "lands on (green only when it is as good as the best jump of all).":
        "ペグの盤では数字は手ごとに 1 つです。跳べるペグそれぞれに、その最善の跳びの数字が出ます。ペグを持ち上げると、その跳びそれぞれの数字が着地する穴に出ます (全体の最善の跳び"
        "と同じ良さのときだけ緑)。",
    "Hole numbers shows or hides the numbers on the holes. Start hole chooses the hole emptied "
    "at the start, Finish hole where the last peg must end (or anywhere). Beside the board: "
    "Moves, Jumps and Pegs left.":
        "「穴番号」は穴の番号を表示したり隠したりします。「開始穴」で最初に空ける穴を、「終了穴」で最後のペグを残す穴 (またはどこでもよい) を選びます。盤の横には手数、跳んだ回数、"
        "残りのペグ数が出ます。",
    "Edit board draws a board of your own: click a cell to make it a hole, a start hole "
    "(emptied at the start) or no hole again; the grid grows as you draw at its edge (it stays "
    "still while the pointer is on it, and fits the drawing once the pointer leaves the board, "
    "or a moment after the last tap). The Grid setting chooses jumps along rows and columns, "
    "with diagonals too, or a triangular grid of six directions. The board travels in the link, "
    "so it can be shared, and Solve, Count and Hint work on it as on any board.":
        "「盤の編集」で自分の盤を描けます。マスをクリックするたびに穴、開始穴 (最初に空ける穴)、穴なしと切り替わり、端に描くと盤が広がります (ポインターが盤の上にある間は格子は動"
        "かず、盤から離れるか、最後のタップから少したつと絵に合わせて広がったり縮んだりします)。「格子」の設定で、縦横だけ、斜めも含む、6 方向の三角格子のどれで跳ぶかを選びます。盤"
        "はリンクに入るので共有でき、「解く」「数える」「ヒント」もほかの盤と同じように使えます。",
    "How moves are written":
        "手の表記",
    "Holes are numbered row by row from the top, left to right, starting at 0. A move is "
    "written as the holes its peg visits: 14-6 is one jump from hole 14 to hole 6, and 5-17-29 "
    "one peg jumping twice in a single move.":
        "穴は上の行から順に、左から右へ 0 から番号を付けます。1 手はペグが通る穴の番号で書きます。14-6 は穴 14 から穴 6 への 1 回の跳躍、5-17-29 は同じペグ"
        "が 1 手で 2 回跳ぶ連続跳びです。",
    "The boards":
        "盤の種類",
    "English 33: the classic cross-shaped board, started with the centre hole 16 empty. It has "
    "a solution that ends on the centre again; the fewest moves for it are 18. With the last "
    "peg allowed to end anywhere it takes 17 moves: a lone peg can only end on the centre or on "
    "the edge holes 1, 13, 19 and 31, and ending on an edge hole takes one move fewer. From "
    "this start every answer, Hint and the line under the board come at once, from tables of "
    "every winning position made beforehand.":
        "33 穴英国盤: 十字形の代表的な盤で、中央の穴 16 を空けて始めます。最後のペグが中央に残る中央補償型の解があり、その最小手数は 18 手です。最後のペグの位置を問わなけ"
        "れば 17 手です。最後のペグが残れるのは中央か辺の穴 1、13、19、31 だけで、辺の穴で終わるほうが 1 手少なく済みます。この開始局面では、あらかじめ作った全勝ち局面"
        "の表から、解もヒントも盤の下の一行もすぐに出ます。",
    "French 37: the cross with its corners filled in. Started from the centre it cannot be "
    "solved (a parity argument, the rule of three, forbids it), so the page starts it with hole "
    "17 empty.":
        "37 穴フランス盤: 十字形の角を埋めた盤です。中央を空けて始めると解けない (3 の規則という偶奇の議論で示せます) ので、このページでは穴 17 を空けて始めます。",
    "Diamond 41: a diamond of 41 holes. Only 12 of its 41 starting holes can be solved; the "
    "others, the centre among them, are ruled out by parity or by counting its corner pegs.":
        "41 穴盤: 41 個の穴がひし形に並ぶ盤です。41 通りの開始穴のうち解けるのは 12 通りだけで、中央を含む残りは偶奇や角のペグの数え上げで解けないことがわかります。",
    "Triangle 15: the triangle of 15 holes with six jump directions. Started from the top hole "
    "0 it takes 10 moves, and there are 1900 shortest solutions as jump sequences.":
        "15 穴三角盤: 15 個の穴が三角形に並び、6 方向に跳べる盤です。頂点の穴 0 を空けて始めると最小 10 手で、最短の跳び方は 1900 通りあります。",
    "Triangle 21: the modified triangle of M. Hiroi's page, its holes in an unusual triangle. "
    "Starting and finishing on hole 6 takes 12 moves; there are 96 shortest solutions once the "
    "first move is fixed to 14-6, 192 in all.":
        "変形三角盤: 21 個の穴が少し変わった三角形に並ぶ盤です。穴 6 を空けて穴 6 に残す補償型の最小手数は 12 手で、最初の手を 14-6 に決めると最短解は 96 通り"
        "、全部で 192 通りです。",
    "Hexagon 12: a small board on a triangular lattice, with rows of 2, 3, 4 and 3 holes.":
        "12 穴盤: 三角格子に 2、3、4、3 個の穴が並ぶ小さな盤です。",
    "Hoppers 13: 13 holes in a square, with diagonal jumps. From the centre hole 6 back to hole "
    "6 takes 7 moves; there are 72 shortest jump sequences.":
        "ホッパーズ 13 穴盤: 正方形に 13 個の穴が並び、斜めにも跳べる盤です。中央の穴 6 を空けて穴 6 に残す最小手数は 7 手で、最短の跳び方は 72 通りありま"
        "す。",
    "Where it comes from":
        "出典と既知の結果",
    "The boards, their numbering and the problems come from M. Hiroi's Japanese pages: the "
    "Common Lisp primer's peg solitaire page (the modified triangle, 12 moves, 96 solutions "
    "after 14-6), a Common Lisp problem set (the 12-hole board) and the Prolog primer's puzzle "
    "page (Hoppers in 7 moves, from C Magazine's puzzle column of February 2000).":
        "盤と番号付けと問題は M.Hiroi さんのページによります。お気楽 Common Lisp プログラミング入門の「ペグ・ソリテア」(変形三角盤、最小 12 手、14-6 で"
        "始まる最短解 96 通り)、Common Lisp の問題集 (12 穴盤)、お気楽 Prolog プログラミング入門の「パズルに挑戦!」(ホッパーズ盤、最小 7 手、出典"
        "は C magazine 2000 年 2 月号の Cマガ電脳クラブ) です。",
    "The English 33 board's 18 moves are a classic result: Ernest Bergholt published an 18-move "
    "solution in 1912, and John Beasley proved in 1964 that none is shorter.":
        "33 穴英国盤の 18 手は古典的な結果です。1912 年に Bergholt が 18 手の解を発表し、1964 年に Beasley がそれより短い解はないことを証明しま"
        "した。",
    "Goal: one peg left on the board. When a hole has a dotted ring, the last peg must end "
    "there.":
        "目的: ペグをひとつだけ残すことです。点線の輪の付いた穴があるときは、最後のペグをその穴に残します。",
    "A move: tap a peg ringed in yellow, then a hole ringed in green (or drag the peg there). "
    "The peg jumps over its neighbour in a straight line, and the peg jumped over is taken off. "
    "If it can jump again, tap the next hole to go on in the same move, or the peg to stop.":
        "1 手: 黄色の輪の付いたペグをタップし、緑の輪の穴をタップします (ペグをその穴へドラッグしてもかまいません)。ペグは隣のペグをまっすぐ跳び越し、跳び越されたペグは取り除か"
        "れます。続けて跳べるときは、次の穴をタップすれば同じ 1 手のまま進み、ペグをタップすると止まります。",
    "Hint shows a best move as an arrow; Hint again writes on each move the fewest moves to the "
    "goal with it (green: a best move; \u2715: no win after it). Solve shows a solution, and "
    "Step plays it move by move.":
        "「ヒント」は最善手のひとつを矢印で示し、もう一度押すと各手に、その手を含めたゴールまでの最少手数を書きます (緑は最善手、\u2715 はその後勝てない手)。「解く」で解を表"
        "示し、「1 手進む」で 1 手ずつ進めます。",
    "English 33 finished: one peg, on the centre":
        "33 穴英国盤の完成: 中央にペグがひとつ",
    "French 37 finished: one peg left":
        "37 穴フランス盤の完成: ペグがひとつ",
    "Diamond 41 finished: one peg left":
        "41 穴盤の完成: ペグがひとつ",
    "Triangle 15 finished: one peg left":
        "15 穴三角盤の完成: ペグがひとつ",
    "Triangle 21 finished: one peg, on hole 6":
        "変形三角盤の完成: 穴 6 にペグがひとつ",
    "Hexagon 12 finished: one peg left":
        "12 穴盤の完成: ペグがひとつ",
    "Hoppers 13 finished: one peg, on the centre":
        "ホッパーズ 13 穴盤の完成: 中央にペグがひとつ",
    "One move, 14-6: the peg on hole 14 jumps over hole 9 into the empty hole 6, and the peg on "
    "9 is taken off.":
        "1 手の例 (14-6): 穴 14 のペグが穴 9 を跳び越して空いた穴 6 へ移り、穴 9 のペグが取り除かれます。",
}
