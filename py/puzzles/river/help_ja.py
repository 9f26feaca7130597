"""River crossings: the Japanese of help.py's texts (English -> Japanese), one part of the catalogue
(puzzles/words.py), imported with the help on a Japanese page only."""

JA = {
    "Everyone starts on the near bank with the boat. The boat needs someone who can row and "
    "holds two people (the Boat holds setting changes that). One trip of the boat from one bank "
    "to the other is one crossing. The goal is everyone on the far bank in as few crossings as "
    "possible.":
        "全員がボートと一緒に手前の岸にいます。ボートには漕ぎ手が必要で、乗れるのは 2 人です (「ボートの定員」の設定で変えられます)。ボートが一方の岸から他方へ 1 回渡ることを"
        " 1 手と数えます。できるだけ少ない手数で全員を向こう岸へ渡してください。",
    "Each problem has a safety rule, and it must hold on both banks and in the boat. A load "
    "that would break it is refused, with the reason.":
        "問題ごとに安全の条件があり、両岸でもボートの中でも守らなければなりません。条件を破る乗せ方は理由を示して断られます。",
    "How to play":
        "遊び方",
    "Click or tap people on the boat's bank to put them in the boat, and again to take them "
    "out. Then click the boat to cross. Escape empties the boat.":
        "ボートのある岸の人をクリックまたはタップするとボートに乗り、もう一度クリックすると降ります。乗せ終えたらボートをクリックすると渡ります。Escape でボートを空にします。",
    "Keyboard: focus the board; the arrow keys move the cursor between the people and the boat, "
    "and Enter or Space clicks.":
        "キーボード: 盤にフォーカスを移し、矢印キーで人とボートの間でカーソルを動かし、Enter かスペースでクリックします。",
    "Buttons and settings":
        "ボタンと設定",
    "Solve finds a solution in the fewest crossings. Count shortest counts the different "
    "shortest solutions, as sequences of boat loads. State graph draws every state that can be "
    "reached from the position on screen, by its distance, with one shortest solution in red; "
    "its legend explains the labels, and clicking a state goes there.":
        "「解く」は最少の手数で渡る解を求めます。「最短手順を数える」は最短解が何通りあるかを、ボートに乗せる組の順序として数えます。「状態グラフ」は表示中の局面から行けるすべての状態"
        "を距離ごとに描き、最短解のひとつを赤で示します。ラベルの読み方は凡例にあり、状態をクリックするとその局面へ移ります。",
    "Hint first marks one best load and its way across by an arrow. Hint again lists every load "
    "the boat can take now, under the river, each with the fewest crossings to the goal with "
    "it, that crossing included: green marks a best load, \u2715 a load after which nobody gets "
    "across.":
        "「ヒント」は、まず最善の組を 1 つ示し、渡る向きを矢印で示します。もう一度押すと、いまボートに乗せられる組をすべて川の下に並べ、それぞれその渡りを含めたゴールまでの最少の手"
        "数を示します。緑が最善の組、\u2715 はその後だれも渡りきれない組です。",
    "Settings: Who can row (not for the wolf, goat and cabbage, where only the farmer rows), "
    "Boat holds, and for the missionaries People of a kind: alike, as in the classic puzzle, or "
    "told apart. Beside the board: Crossings, Near bank and Far bank.":
        "設定: 「漕げる人」(農夫しか漕げない農夫と山羊と狼とキャベツの問題にはありません)、「ボートの定員」、宣教師と人食い人では「同じ種類の人」を区別するかどうか (古典的なパズ"
        "ルでは区別しません)。盤の横には渡った回数と、両岸の人数が出ます。",
    "How moves are written":
        "手の表記",
    "A move is the boat load: Ha + Wa is husband Ha rowing across with his wife Wa. When people "
    "of a kind are alike, the load is named by kind: two cannibals, a missionary and a cannibal.":
        "1 手はボートに乗る人の組で書きます。夫 A + 妻 A は夫 A が妻 A と一緒に渡る手です (リンクでは Ha + Wa と書きます)。同じ種類の人を区別しないときは、人食い人 2 人、宣教師 1 人と人食い人 "
        "1 人のように種類で書きます。",
    "The problems":
        "問題の種類",
    "Jealous husbands: three couples, husbands Ha Hb Hc and their wives Wa Wb Wc. No wife may "
    "be with another man unless her own husband is there too, on either bank or in the boat. "
    "With all six rowing it takes 11 crossings, and there are 486 shortest solutions. When only "
    "the husbands and Wa can row, it takes 13 crossings (32 shortest solutions).":
        "嫉妬深い夫の問題: 3 組の夫婦 (夫 A 夫 B 夫 C とそれぞれの妻 妻 A 妻 B 妻 C。リンクでは Ha Hb Hc と Wa Wb Wc) が渡ります。どの妻も、自分の夫が一緒にいない限り、岸でもボートでもほかの男といてはいけませ"
        "ん。6 人とも漕げるときは最短 11 手で、最短解は 486 通りです。漕げるのが夫たちと妻 A だけのときは最短 13 手 (最短解 32 通り)です。",
    "Missionaries and cannibals: three of each. Wherever there are missionaries, the cannibals "
    "may not outnumber them. Missionaries are alike and so are cannibals, so a crossing is two "
    "cannibals, not two named people. It takes 11 crossings; there are 4 shortest solutions, "
    "8100 if everyone is told apart.":
        "宣教師と人食い人: 宣教師と人食い人が 3 人ずつ渡ります。宣教師がいる場所で、人食い人の数が宣教師より多くなってはいけません。宣教師どうし、人食い人どうしは区別しないので、"
        "1 手は名前ではなく「人食い人 2 人」のように書きます。最短 11 手で、最短解は 4 通り、全員を区別すると 8100 通りです。",
    "Wolf, goat and cabbage: only the farmer rows, taking at most one passenger. Left without "
    "him, the wolf eats the goat and the goat eats the cabbage. It takes 7 crossings, and there "
    "are 2 shortest solutions.":
        "農夫と山羊と狼とキャベツの問題: 漕げるのは農夫だけで、乗せられるのはひとつだけです。農夫がいないと、狼は山羊を、山羊はキャベツを食べてしまいます。最短 7 手で、最短解は "
        "2 通りです。",
    "Where it comes from":
        "出典と既知の結果",
    "The jealous husbands come from a Common Lisp problem set on M. Hiroi's site, which finds "
    "11 crossings with everyone rowing and, in a follow-up, 13 when only one wife can row. The "
    "page names the missionaries and cannibals and the farmer's wolf, goat and cabbage as the "
    "best known river-crossing puzzles; the classic answer for the missionaries is 11 crossings.":
        "嫉妬深い夫の問題は M.Hiroi さんのサイトの Common Lisp の問題集によります。6 人とも漕げるときの 11 手と、「続・嫉妬深い夫の問題」で漕げる女性が 1"
        " 人だけのときの 13 手を求めています。同じページは「川渡りの問題」の有名な例として「宣教師と人食い人」と「農夫と山羊と狼とキャベツの問題」を挙げています。宣教師と人食い人"
        "の古典的な答えは 11 手です。",
    "Goal: everyone across the river in as few crossings as you can. Someone must row, and each "
    "problem has a rule that must hold on both banks and in the boat (The problems, below).":
        "目的: できるだけ少ない手数で全員を向こう岸へ渡すことです。ボートには漕ぎ手が必要で、問題ごとに両岸でもボートの中でも守るべき条件があります (下の「問題の種類」)。",
    "A move: tap people ringed in yellow to put them in the boat (tap again to take them out), "
    "then tap the boat to cross. A load that breaks the rule is refused, with the reason.":
        "1 手: 黄色の輪の付いた人をタップしてボートに乗せ (もう一度タップすると降ります)、ボートをタップすると渡ります。条件を破る乗せ方は、理由を示して断られます。",
    "Hint shows a best load as an arrow; Hint again lists the loads the boat can take, each "
    "with the fewest crossings to the goal with it (green: a best load; \u2715: nobody gets "
    "across after it). Solve shows a shortest solution.":
        "「ヒント」は最善の組のひとつを矢印で示し、もう一度押すとボートに乗せられる組を並べ、それぞれにその組を含めたゴールまでの最少手数を書きます (緑は最善の組、\u2715 はそ"
        "の後だれも渡りきれない組)。「解く」で最短解を表示します。",
    "Jealous husbands: everyone across in 11 crossings":
        "嫉妬深い夫の問題: 11 手で全員が渡り終えた状態",
    "Missionaries and cannibals: everyone across in 11 crossings":
        "宣教師と人食い人: 11 手で全員が渡り終えた状態",
    "Wolf, goat and cabbage: all across in 7 crossings":
        "農夫と山羊と狼とキャベツ: 7 手で全部渡り終えた状態",
    "One crossing: the farmer rows the goat to the far bank.":
        "1 手の例: 農夫が山羊を乗せて向こう岸へ渡ります。",
    "One crossing: a missionary and a cannibal row to the far bank.":
        "1 手の例: 宣教師 1 人と人食い人 1 人が向こう岸へ渡ります。",
    "One crossing: the first couple rows to the far bank together.":
        "1 手の例: 1 組目の夫婦 (夫 A と妻 A) が一緒に向こう岸へ渡ります。",
    "Each box is a state: who is on the near bank, then |, then who is on the far bank; * marks "
    "the bank the boat is on. Jealous husbands: A B C are the husbands Ha Hb Hc, a b c their "
    "wives Wa Wb Wc, so *ABab|Cc is Ha Hb Wa Wb on the near bank with the boat, Hc and Wc "
    "across. Missionaries and cannibals: M and C (lower case m, c for those who cannot row). "
    "Farmer, wolf, goat, cabbage: F W G C. Row n, numbered at the left, holds the states n "
    "crossings from the position on screen, which is row 0. A line joins two states one "
    "crossing apart; the red lines and boxes are one shortest solution, down to everyone across "
    "(|ABCabc* for the husbands). Click a box to go to that state.":
        "各箱がひとつの状態です。| の左が手前の岸、右が向こう岸にいる人で、* はボートのある岸を示します。嫉妬深い夫の問題では A B C が夫 A 夫 B 夫 C、a b c がそ"
        "の妻 (妻 A 妻 B 妻 C) です。たとえば *ABab|Cc は、夫 A 夫 B 妻 A 妻 B がボートと一緒に手前の岸にいて、夫 C と妻 C が向こう岸にいる状態です。宣教師と人食い"
        "人では M と C (小文字の m、c はボートを漕げない人)、農夫と山羊と狼とキャベツの問題では F W G C が農夫・狼・山羊・キャベツです。左端の番号 n の段には、"
        "表示中の局面 (0 段目) から n 手で行ける状態が並びます。線は 1 手で移り合う状態を結び、赤い線と箱が最短解のひとつで、全員が渡り終えた状態 (夫婦なら |ABCab"
        "c*) まで続きます。箱をクリックするとその状態へ移ります。",
}
