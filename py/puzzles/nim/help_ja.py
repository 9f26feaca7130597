"""Nim: the Japanese of help.py's texts (English -> Japanese), one part of the catalogue
(puzzles/words.py), imported with the help on a Japanese page only."""

JA = {
    "There are heaps of stones. Players take turns; a turn takes one or more stones from a "
    "single heap. In normal play whoever takes the last stone wins; with Last stone set to "
    "loses (misère play), whoever takes it loses.":
        "石の山がいくつかあります。2 人が交互に、どれかひとつの山から 1 個以上の石を取ります。ふつうのルールでは最後の石を取った方が勝ちです。「最後の石」を負けにすると (ミゼー"
        "ル)、最後の石を取った方が負けになります。",
    "You play against the computer, which plays perfectly, or against another person. Choosing "
    "Nim in the menu deals three heaps of 1 to 10 stones, and you move first.":
        "相手はコンピュータ (完全に正しく指します) か、もうひとりの人です。メニューでニムを選ぶと、1 から 10 個の石の山が 3 つ配られ、あなたが先手です。",
    "How to play":
        "遊び方",
    "Click or tap a stone: you take it and every stone after it in its row. The computer "
    "answers after a short pause.":
        "石をクリックまたはタップすると、その石とその列でそれより後ろの石をすべて取ります。少し待つとコンピュータが指します。",
    "Keyboard: focus the board; Left and Right move the cursor along a heap, Up and Down to the "
    "next heap that has stones, and Enter or Space takes from the cursor on.":
        "キーボード: 盤にフォーカスを移し、左右の矢印で山の中を、上下の矢印で石のある隣の山へカーソルを動かし、Enter かスペースでカーソルの石から後ろを取ります。",
    "Buttons and settings":
        "ボタンと設定",
    "New game deals as many heaps as now, each of 1 to 10 stones. Hint marks a winning move and "
    "explains it with the heaps in binary, or says plainly that the position is lost against "
    "perfect play. Binary shows each heap and the nim-sum in binary. Best move asks the solver "
    "for the winning move, or says that every move loses.":
        "「新しいゲーム」は今と同じ数の山を、それぞれ 1 から 10 個の石で配ります。「ヒント」は勝てる手に印を付け、山の大きさの 2 進数で理由を説明します。勝てる手がないときは"
        "、相手が正しく指せば負けであることをはっきり伝えます。「2 進数」は各山とニム和を 2 進数で表示します。「最善手」はソルバーに勝てる手を尋ねます。なければ、どの手でも負ける"
        "ことを伝えます。",
    "Settings: First move (you or the computer), Last stone (wins or loses), Heaps (1 to 8) and "
    "Opponent (the computer or another person). Beside the board: Moves, Stones left and To "
    "move.":
        "設定: 「先手」(あなたかコンピュータ)、「最後の石」(勝ちか負けか)、「山の数」(1 から 8)、「対戦相手」(コンピュータかもうひとりの人)。盤の横には手数、残りの石の数"
        "、手番が出ます。",
    "Undo takes back your move and the computer's answer together, back to your own turn; Redo "
    "and Restart work as usual. Copy link copies the address of the game on screen.":
        "「元に戻す」はあなたの手とコンピュータの応手をまとめて戻し、あなたの手番に戻ります。「やり直す」と「最初から」はいつもどおりです。「リンクをコピー」は表示中のゲームのアドレス"
        "をコピーします。",
    "How moves are written":
        "手の表記",
    "Heaps are named A, B, C... from the top. A move is written as the stones taken and the "
    "heap: 3 from heap A.":
        "山は上から A, B, C... と呼びます。1 手は取る石の数と山で書きます (例: 山 A から 3 個)。",
    "How to win":
        "勝ち方",
    "Write each heap's size in binary and add them without carrying (exclusive or): this is the "
    "nim-sum. A position whose nim-sum is 0 is lost for the player to move, whatever they do, "
    "if the opponent plays well; from any other position there is a move that makes the nim-sum "
    "0. For heaps 5, 2, 3 the nim-sum is 4, and taking 4 from heap A leaves 1, 2, 3, whose "
    "nim-sum is 0.":
        "各山の大きさを 2 進数で書き、繰り上がりなしで足します (排他的論理和)。これがニム和です。ニム和が 0 の局面は、相手が正しく指す限り、手番の側が何をしても負けです。それ"
        "以外の局面には、ニム和を 0 にする手が必ずあります。山が 5, 2, 3 ならニム和は 4 で、山 A から 4 個取って 1, 2, 3 にするとニム和は 0 になります"
        "。",
    "The computer follows the source page's rule: with a non-zero nim-sum it makes it 0; "
    "otherwise it takes one stone from the largest heap and waits for a mistake. In misère play "
    "it does the same until its move would leave only heaps of one stone; then it leaves an odd "
    "number of them.":
        "コンピュータは元のページの規則に従います。ニム和が 0 でなければ 0 にし、0 なら最も大きい山から 1 個取って相手の間違いを待ちます。ミゼールでは、自分の手で石 1 個"
        "の山だけが残るようになるまでは同じように指し、そのときは石 1 個の山を奇数個残します。",
    "Where it comes from":
        "出典と既知の結果",
    "The game, three heaps of 1 to 10 stones with you first, and the computer's rule come from "
    "the Nim problem of the Prolog primer's puzzle page on M. Hiroi's site, where Nim is also "
    "called three-heap breaking. The nim-sum strategy is Charles Bouton's analysis of 1901.":
        "ゲーム (1 から 10 個の石の山が 3 つ、あなたが先手) とコンピュータの規則は、M.Hiroi さんのお気楽 Prolog プログラミング入門「パズルに挑戦!」の問題"
        "「ニム (三山くずし)」によります。ニム和による必勝法は 1901 年の Bouton の解析です。",
    "Goal: take the last stone, against the computer, which plays perfectly. With Last stone "
    "set to loses, whoever takes it loses.":
        "目的: 最後の石を取ることです。相手のコンピュータは完全に正しく指します。「最後の石」を負けにすると、最後の石を取った方が負けです。",
    "A move: tap a stone. You take it and every stone after it in its row, from that one heap; "
    "then the computer answers. Stones already taken are drawn as dashed rings.":
        "1 手: 石をタップすると、その石とその列でそれより後ろの石をすべて、その山から取ります。続いてコンピュータが指します。取られた石は破線の輪で描かれます。",
    "Hint marks a winning move when there is one and explains it with the heaps in binary.":
        "「ヒント」は勝てる手があればそれに印を付け、山の大きさの 2 進数で理由を説明します。",
    "One move: tapping the second stone of heap A takes it and the 3 after it, so heaps 5, 2, 3 "
    "become 1, 2, 3.":
        "1 手の例: 山 A の 2 番目の石をタップすると、その石と後ろの 3 個を取り、山 5, 2, 3 が 1, 2, 3 になります。",
}
