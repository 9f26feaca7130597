"""The help's shared words in Japanese (puzzles/help_text.py): English text -> Japanese text.

A part of the one catalogue (puzzles/words.py), imported with the help only when the page is
in Japanese; each family's own texts are in its folder (puzzles/<family>/help_ja.py).
"""

JA = {
    # Every family's first section (its help.py names it; the same words for all).
    "Rules and goal":
        "ルールと目的",
    "Undo and Redo take a move back and play it again (Ctrl+Z, Ctrl+Y); Restart goes back to "
    "the start. A changed setting counts as a move, so Undo brings the old game back. Copy link "
    "copies the address of the position on screen; the address bar always holds it.":
        "「元に戻す」「やり直す」で 1 手戻したり進めたりできます (Ctrl+Z、Ctrl+Y)。「最初から」で開始局面に戻ります。設定の変更も 1 手として扱うので、「元に戻す」"
        "で前のゲームに戻れます。「リンクをコピー」は表示中の局面のアドレスをコピーします。アドレスバーには常に今の局面が入っています。",
    "Searches run in the background: the progress line shows positions searched, depth and "
    "time, Cancel stops the search, and the board stays playable meanwhile.":
        "探索は裏で動きます。進行状況の行に調べた局面数・深さ・時間が出ます。「中止」で探索を止められ、その間も盤で遊べます。",
    "The solution's next move is marked on the board. Step and Step back go through it one move "
    "at a time, Play all plays it out (Pause or Escape stops it) at the chosen Speed, and To "
    "the end jumps to its last position. You may also follow it by hand; if you leave it, Undo "
    "brings you back to it.":
        "解の次の手は盤上に示されます。「1 手進む」「1 手戻る」で 1 手ずつ進み、「全部再生」は「速さ」で選んだ速さで最後まで再生します (「一時停止」か Escape で止まり"
        "ます)。「最後へ」で最後の局面へ飛びます。手で解をたどることもでき、解から外れても「元に戻す」で解に戻れます。",
    "Hint first shows one best move: an arrow from the piece to where it goes. Hint again "
    "writes a number on every legal move: the fewest moves to the goal with that move, the move "
    "included, so the smallest number is the best; green marks a best move, \u2715 a move after "
    "which the goal cannot be reached, ? a move the solver could not judge. The hints belong to "
    "the position they were asked for and go with the next move.":
        "「ヒント」は、まず最善手を 1 つ、駒から行き先への矢印で示します。もう一度押すと、指せる手それぞれに数字を書きます。その手を含めたゴールまでの最少手数なので、いちばん小さい"
        "数が最善です。緑が最善手、\u2715 はその手の後ゴールに届かない手、? は判定できなかった手です。ヒントは求めた局面だけのもので、次の手を指すと消えます。",
    "After every move a line under the status says whether the position can still be won, and "
    "in how many moves at best. The solver works it out in the background, so the board never "
    "waits for it; a Hint on that position then answers at once.":
        "1 手ごとに、状態の行の下に、その局面がまだ解けるかどうかと最短であと何手かが出ます。ソルバーが裏で調べるので盤が待たされることはありません。その局面で「ヒント」を押すとすぐ"
        "に答えが出ます。",
    "Each bar is a distance from the goal, in moves (along the bottom); its height is the "
    "number of positions that need exactly that many moves (hover over a bar for the figure). "
    "The bar at 0 is the goal itself, the last bar the hardest positions, listed below as "
    "links: click one to play it.":
        "横軸はゴールまでの手数、棒の高さはちょうどその手数で解ける局面の数です (棒にポインタを重ねると数が出ます)。0 の棒はゴールそのもの、いちばん右の棒が最も難しい局面で、下に"
        "リンクとして並びます。クリックするとその局面から遊べます。",
}
