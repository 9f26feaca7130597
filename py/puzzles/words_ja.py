"""The page's Japanese catalogue (py/puzzles/words.py): English text -> Japanese text, with the
same {placeholders} in each. A module of its own so that an English page never loads it
(issue 25: the page loads only the catalogue of the language in use); ``words.catalogue``
imports it at the first Japanese word.
"""

# The Japanese catalogue: English text -> Japanese text, the same {placeholders} in each.
# Puzzle names as M. Hiroi's source pages write them (変形三角盤, 6 パズル, 騎士の巡歴...).
JA = {
    "English": "English",
    "日本語": "日本語",
    # --- words branch: Flip It, Nim, river crossing, knight's tour rules, the solvers'
    # messages (flip, nim, knight, sliding puzzles), game ids and the analysis chart.
    # Titles and menu entries (module constants, worded by the page with tr):
    "Flip It": "フリップ・イット",
    "Square (rows and columns)": "フリップ・イット・スクエア(縦横に跳ぶ)",
    "Square with diagonal jumps": "フリップ・イット・スクエア(斜め跳びあり)",
    "Nim": "ニム",
    "River crossing": "川渡りの問題",
    "Jealous husbands": "嫉妬深い夫の問題",
    "Missionaries and cannibals": "宣教師と人食い人",
    "Wolf, goat and cabbage": "農夫と山羊と狼とキャベツの問題",
    "Knight's tour": "騎士の巡歴",
    "crossing": "手",
    "The 15-puzzle has about 10^13 positions: too many to sweep in a browser.":
        "15 パズルの局面は約 10^13 個あり、ブラウザーで全部を調べるには多すぎます。",
    "{puzzle} (solved)": "{puzzle} (解決済み)",  # the puzzle menu's progress (py/app/menus.py)
    "hole": "穴",  # a bad link's "there is no hole 99 on this board"
    "cell": "マス",  # the knight's MOVE_NAME: "15 more cells at best", "Solution: 24 cells"
    "6 x 6 (closed)": "6 x 6(閉じた巡歴)",
    "{rows} x {cols}": "{rows} x {cols}",  # the menu's name for a knight board no entry names
    "{rows} x {cols} (closed)": "{rows} x {cols}(閉じた巡歴)",
    "8 x 8 chessboard": "8 x 8 チェス盤",
    "4 x 4 (no tour)": "4 x 4(巡歴なし)",
    "4 x 4 without corners (closed)": "四隅のない 4 x 4(閉じた巡歴)",
    # Buttons, counters and options:
    "Moves": "手数",
    "White pieces": "白い駒",
    "cell {cell}": "マス {cell}",
    "Start space": "最初の空き場所",
    "Shuffle": "シャッフル",
    "Solve": "解く",
    "Hint": "ヒント",
    "Analyse": "解析",
    "New game": "新しいゲーム",
    "Binary": "2 進数",
    "Best move": "最善手",
    "Stones left": "残りの石",
    "To move": "手番",
    "Last stone": "最後の石",
    "Heaps": "山の数",
    "Opponent": "対戦相手",
    "First move": "先手",
    "wins (normal play)": "取ると勝ち(通常ルール)",
    "loses (misere play)": "取ると負け(逆ルール)",
    "another person": "ほかの人",
    "you": "あなた",
    "the computer": "コンピュータ",
    "Player {number}": "プレイヤー {number}",
    "nobody": "なし",
    "Crossings": "手数",
    "Near bank": "左岸",
    "Far bank": "右岸",
    "Who can row": "漕げる人",
    "Boat holds": "ボートの定員",
    "People of a kind": "同じ種類の人",
    "Count shortest": "最短手順を数える",
    "State graph": "状態グラフ",
    "all six": "6 人全員",
    "the husbands and Wa": "夫 3 人と妻 A",
    "the husbands only": "夫 3 人だけ",
    "the missionaries and one cannibal": "宣教師 3 人と人食い人 1 人",
    "one missionary and one cannibal": "宣教師 1 人と人食い人 1 人",
    "the Farmer": "農夫",
    "alike (the classic puzzle)": "区別しない(古典的な問題)",
    "told apart (M1, M2...)": "区別する(M1, M2...)",
    # Flip It:
    "Flip It, {white} white and {black} black pieces": "フリップ・イット、白い駒 {white} 個と黒い駒 {black} 個",
    "cell {cell}, the space": "マス {cell}、空き場所",
    "cell {cell}, white piece, can move": "マス {cell}、白い駒、動かせます",
    "cell {cell}, black piece, can move": "マス {cell}、黒い駒、動かせます",
    "cell {cell}, white piece": "マス {cell}、白い駒",
    "cell {cell}, black piece": "マス {cell}、黒い駒",
    "Solved in {moves} moves: all 15 pieces are white.": "{moves} 手で解けました: 15 個の駒がすべて白です。",
    "Click a marked piece: it jumps into the space and flips the pieces it passes over. {black} black left.":
        "印の付いた駒をクリックしてください: 駒は空き場所へ跳び、跳び越した駒を裏返します。黒はあと {black} 個です。",
    "That is the space: click a marked piece to jump it here.": "そこは空き場所です: 印の付いた駒をクリックすると、ここへ跳びます。",
    "The piece on cell {cell} cannot move: it must be in line with the space and jump over at least one piece.":
        "マス {cell} の駒は動かせません: 空き場所と一直線上にあって、1 個以上の駒を跳び越す必要があります。",
    "Unknown action {action}.": "不明な操作 {action} です。",
    "Shuffled: {black} black pieces to turn white.": "シャッフルしました: 白にする黒い駒は {black} 個です。",
    "Analysed: {states} positions; the hardest need {moves} moves ({count} positions).":
        "解析しました: 局面は {states} 通り、最も難しい局面は {moves} 手かかります({count} 通り)。",
    "No solution: {reason}.": "解はありません: {reason}。",
    "No solution exists.": "解はありません。",
    "Already solved: all pieces are white.": "もう解けています: 駒はすべて白です。",
    "Solution found: {moves} moves (shortest).": "解が見つかりました: {moves} 手(最短)。",
    "Solution found: {moves} moves.": "解が見つかりました: {moves} 手。",
    "a move is the cell (0-15) of the piece to move, not {move}":
        "指し手は動かす駒のマス (0-15) で表します。{move} ではありません",
    "cell {cell} is the space": "マス {cell} は空き場所です",
    "the piece on cell {cell} cannot jump into the space on cell {space} (it must be in line with it, at least two cells away)":
        "マス {cell} の駒はマス {space} の空き場所へ跳べません(空き場所と一直線上で、2 マス以上離れている必要があります)",
    "unknown flip board {name}; boards: {boards}": "{name} というフリップ・イットの盤はありません。盤: {boards}",
    "{key}={value} must be 16 characters of b and w with one . for the space (cell 0 first)":
        "{key}={value} は b と w の 16 文字で、空き場所を . 1 つで表します(マス 0 から)",
    "unknown key {key} for Flip It; keys: {keys}": "フリップ・イットに {key} というキーはありません。キー: {keys}",
    "give deal= or space=, not both (deal= has its own space)":
        "deal= か space= のどちらか一方を指定してください(deal= は空き場所を含みます)",
    "moves= needs colours= (a position in progress)": "moves= には colours=(途中の局面)が必要です",
    "sweep": "全局面の探索",
    # Nim:
    "Nim, heaps {heaps}": "ニム、山の石 {heaps}",
    "stone {stone} of {stones} in heap {heap}, can take {take}": "山 {heap} の石 {stone} 個目({stones} 個中)、{take} 個取れます",
    "stone {stone} of {stones} in heap {heap}": "山 {heap} の石 {stone} 個目({stones} 個中)",
    "nim-sum {bits}": "ニム和 {bits}",
    "You win: you took the last stone.": "あなたの勝ちです: あなたが最後の石を取りました。",
    "You win: the computer took the last stone.": "あなたの勝ちです: コンピュータが最後の石を取りました。",
    "The computer wins: the computer took the last stone.": "コンピュータの勝ちです: コンピュータが最後の石を取りました。",
    "The computer wins: you took the last stone.": "コンピュータの勝ちです: あなたが最後の石を取りました。",
    "Player {winner} wins: Player {taker} took the last stone.":
        "プレイヤー {winner} の勝ちです: プレイヤー {taker} が最後の石を取りました。",
    "there is no heap {heap} (heaps 0..{last})": "山 {heap} はありません(山は 0..{last})",
    "take at least one stone": "石は 1 個以上取ってください",
    "heap {heap} has only 1 stone": "山 {heap} には石が 1 個しかありません",
    "heap {heap} has only {stones} stones": "山 {heap} には石が {stones} 個しかありません",
    "a move is [heap, stones]": "指し手は [山, 石の数] で表します",
    "{key}={value} must be 1 to {most} numbers 0..{stones} separated by commas":
        "{key}={value} はコンマで区切った 0..{stones} の数 1 個から {most} 個です",
    "nim has no variants ({variant}): write nim?heaps=5,2,3, and misere=1 for misère play":
        "ニムに種類はありません ({variant}): nim?heaps=5,2,3 のように書き、逆ルールには misere=1 を付けます",
    "unknown key {key} for nim; keys: {keys}": "ニムに {key} というキーはありません。キー: {keys}",
    "start= needs heaps= (the heaps now)": "start= には heaps=(今の山)が必要です",
    "start= has {start} heaps but heaps= has {heaps}": "start= の山は {start} 個ですが、heaps= の山は {heaps} 個です",
    "heap {heap} has {stones} stones but started with {start} (stones are only taken)":
        "山 {heap} の石は {stones} 個ですが、最初は {start} 個でした(石は取るだけです)",
    "the heaps have no stone at all": "山に石が 1 個もありません",
    "moves={moves} does not fit {taken} stones taken from {changed} heaps":
        "moves={moves} は {changed} 個の山から {taken} 個の石を取ったことと合いません",
    "first={first} must be person or computer": "first={first} は person か computer です",
    "first={first} needs the computer to play (computer=0 is two people)":
        "first={first} にはコンピュータとの対戦が必要です(computer=0 は 2 人で対戦)",
    "The game is over: Restart, or New game.": "ゲームは終わりました: 最初から、または新しいゲームをどうぞ。",
    "It is the computer's turn.": "コンピュータの番です。",
    "That stone is taken already.": "その石はもう取られています。",
    "{stones} from heap {heap}": "山 {heap} から {stones} 個",
    "The computer is thinking…": "コンピュータが考えています…",
    "Your turn: click a stone to take it and every stone after it (last stone wins).":
        "あなたの番です: 石をクリックすると、その石から後ろの石をすべて取ります(最後の石を取ると勝ち)。",
    "Your turn: click a stone to take it and every stone after it (last stone loses).":
        "あなたの番です: 石をクリックすると、その石から後ろの石をすべて取ります(最後の石を取ると負け)。",
    "Player {player} to move: click a stone to take it and every stone after it (last stone wins).":
        "プレイヤー {player} の番です: 石をクリックすると、その石から後ろの石をすべて取ります(最後の石を取ると勝ち)。",
    "Player {player} to move: click a stone to take it and every stone after it (last stone loses).":
        "プレイヤー {player} の番です: 石をクリックすると、その石から後ろの石をすべて取ります(最後の石を取ると負け)。",
    "Heaps in binary: {heaps}; their xor (nim-sum) is {sum}.": "山を 2 進数で: {heaps}。その排他的論理和(ニム和)は {sum} です。",
    "Lost against perfect play: only heaps of one stone are left, an odd number ({ones}), so you will take the last one. Take a stone and hope for a mistake.":
        "完全な相手には負けです: 石 1 個の山だけが奇数個 ({ones}) 残っているので、最後の石はあなたが取ることになります。石を取って相手のミスを待ちましょう。",
    "Take {stones} from heap {heap}: at most one heap has two stones or more, so (misère) leave an odd number of one-stone heaps; your opponent then takes the last stone.":
        "山 {heap} から {stones} 個取りましょう: 石 2 個以上の山は多くても 1 つなので、(逆ルールでは)石 1 個の山を奇数個残します。すると最後の石は相手が取ることになります。",
    "Lost against perfect play: with nim-sum 0 every move makes it non-zero, and a perfect opponent makes it 0 again. Take a stone and hope for a mistake.":
        "完全な相手には負けです: ニム和が 0 だと、どう取ってもニム和は 0 でなくなり、完全な相手はまた 0 に戻します。石を取って相手のミスを待ちましょう。",
    # The arrow between no-break spaces: "(0011 → 0010)" never breaks over two lines.
    "Take {stones} from heap {heap} ({before}\u00a0\u2192\u00a0{after}) to make the nim-sum 0.":
        "山 {heap} から {stones} 個取って ({before}\u00a0\u2192\u00a0{after}) ニム和を 0 にしましょう。",
    "{sums} {advice}": "{sums}{advice}",
    "New game: heaps {heaps}.": "新しいゲーム: 山の石は {heaps}。",
    "The game is over.": "ゲームは終わりました。",
    "unknown action {action}": "不明な操作 {action}",
    "Lost against perfect play: every move loses to a perfect opponent.": "完全な相手には負けです: どの手も完全な相手には負けます。",
    "Winning move: take {move}.": "勝ちの手: {move}を取る。",
    "Winning move: take {move} (1 winning move in all).": "勝ちの手: {move}を取る(勝ちの手は全部で 1 通り)。",
    "Winning move: take {move} ({count} winning moves in all).": "勝ちの手: {move}を取る(勝ちの手は全部で {count} 通り)。",
    "nim-sum": "ニム和",
    # River crossing:
    "near bank": "左岸",
    "far bank": "右岸",
    "Farmer": "農夫",
    # the jealous husbands' couples (river/rules.py COUPLE_NAMES): husband A, wife of A
    "Ha": "夫 A", "Hb": "夫 B", "Hc": "夫 C", "Wa": "妻 A", "Wb": "妻 B", "Wc": "妻 C",
    "Wolf": "狼",
    "Goat": "山羊",
    "Cabbage": "キャベツ",
    "missionary": "宣教師",
    "missionaries": "宣教師",
    "cannibal": "人食い人",
    "cannibals": "人食い人",
    "rowing missionary": "漕げる宣教師",
    "rowing missionaries": "漕げる宣教師",
    "non-rowing missionary": "漕げない宣教師",
    "non-rowing missionaries": "漕げない宣教師",
    "rowing cannibal": "漕げる人食い人",
    "rowing cannibals": "漕げる人食い人",
    "non-rowing cannibal": "漕げない人食い人",
    "non-rowing cannibals": "漕げない人食い人",
    "a {noun}": "{noun} 1 人",
    "{number} {nouns}": "{nouns} {number} 人",
    "{items} and {last}": "{items}と{last}",
    ", ": "、",
    "{sentence}.": "{sentence}。",
    "That {noun}": "その{noun}",
    "A B C: husbands Ha Hb Hc; a b c: their wives Wa Wb Wc": "A B C: 夫 A 夫 B 夫 C、a b c: その妻 (妻 A 妻 B 妻 C)",
    "M: a missionary, C: a cannibal": "M: 宣教師、C: 人食い人",
    "M: a missionary, C: a cannibal; lower case m, c: cannot row": "M: 宣教師、C: 人食い人。小文字の m, c: 漕げない人",
    "one node per count: it stands for M1 M2... in any order": "人数ごとに 1 つの節点: M1 M2... の並び方は問いません",
    "F: Farmer, W: Wolf, G: Goat, C: Cabbage": "F: 農夫、W: 狼、G: 山羊、C: キャベツ",
    "near bank | far bank; * marks the boat's bank": "左岸 | 右岸。* はボートのある岸",
    "row n: n crossings from this position": "n 段目: この局面から n 手",
    "red: a shortest solution; click a state to go there": "赤: 最短手順の 1 つ。状態をクリックするとその局面へ移ります",
    "{wife} would be with {man} without {husband}": "{wife} が {husband} のいないところで {man} と一緒になってしまいます",
    "{cannibals} cannibals would outnumber 1 missionary": "人食い人 {cannibals} 人が宣教師 1 人より多くなってしまいます",
    "{cannibals} cannibals would outnumber {missionaries} missionaries":
        "人食い人 {cannibals} 人が宣教師 {missionaries} 人より多くなってしまいます",
    "the Wolf would eat the Goat": "狼が山羊を食べてしまいます",
    "the Goat would eat the Cabbage": "山羊がキャベツを食べてしまいます",
    "unknown river problem {name}; problems: {problems}": "{name} という川渡りの問題はありません。問題: {problems}",
    "the boat is empty: someone must row": "ボートが空です: 誰かが漕がなければなりません",
    "{person} is not in this problem (people: {people})": "{person} はこの問題にいません(人: {people})",
    "{person} is in the boat twice": "{person} がボートに 2 回乗っています",
    "{person} is on the {bank}, the boat on the {boat}": "{person} は{bank}に、ボートは{boat}にあります",
    "the boat holds {seats}": "ボートの定員は {seats} 人です",
    "nobody in the boat can row (rowers: {rowers})": "ボートに漕げる人がいません(漕げる人: {rowers})",
    "{reason} in the boat": "ボートの上で、{reason}",
    "{reason} on the {bank}": "{bank}で、{reason}",
    "Everyone is across in {crossings} crossings.": "{crossings} 手で全員が渡りました。",
    "Stuck: no boat load can cross safely.": "行き詰まりました: 安全に渡れる乗り方がありません。",
    "{key}={value}: {name} is not one of {people}": "{key}={value}: {name} は {people} のどれでもありません",
    "{key}={value} names {name} twice": "{key}={value} に {name} が 2 回あります",
    "unknown key {key} for river crossing; keys: {keys}": "川渡りの問題に {key} というキーはありません。キー: {keys}",
    "alike= is for the missionaries and cannibals; in {problem} everyone is someone different":
        "alike= は宣教師と人食い人の問題のためのものです。{problem} では全員が別々の人です",
    "rowers= must name someone who can row": "rowers= には漕げる人を 1 人以上書いてください",
    "boat={boat} must be near or far": "boat={boat} は near か far です",
    "crossings={crossings} does not fit boat={boat} (the boat is on the far bank after an odd number of crossings)":
        "crossings={crossings} は boat={boat} と合いません(奇数手の後、ボートは右岸にあります)",
    "far= needs crossings= (people reach the far bank by boat)": "far= には crossings= が必要です(右岸へはボートで渡ります)",
    "far={far} breaks the rule: {reason} on the {bank}": "far={far} は規則に反します: {bank}で、{reason}",
    "boat={boat}: nobody who can row is on the {bank}": "boat={boat}: {bank}に漕げる人がいません",
    "{title}: {near} on the near bank, {far} on the far bank, boat at the {boat}":
        "{title}: 左岸に {near} 人、右岸に {far} 人、ボートは{boat}",
    "boat at the {bank}, empty": "{bank}のボート、空",
    "boat at the {bank}, carrying {load}, can cross": "{bank}のボート、{load}が乗っています、渡れます",
    "boat at the {bank}, carrying {load}": "{bank}のボート、{load}が乗っています",
    "cross": "渡る",
    "{person} in the boat, can get out": "ボートの{person}、降りられます",
    "{person} on the {bank}, can board": "{bank}の{person}、乗れます",
    "{person} on the {bank}": "{bank}の{person}",
    "Everyone is across already.": "もう全員が渡っています。",
    "Put someone in the boat first: click people on the {bank}.": "まずボートに人を乗せてください: {bank}の人をクリックします。",
    "That load cannot cross: {reason}.": "その乗り方では渡れません: {reason}。",
    "Click a person or the boat.": "人かボートをクリックしてください。",
    "{person} is on the {bank}; the boat is at the {boat}.": "{person}は{bank}にいます。ボートは{boat}にあります。",
    "The boat holds {seats}.": "ボートの定員は {seats} 人です。",
    "{rower} and at most one passenger": "{rower}と、ほかに 1 人まで",
    "{rower} and at most {count} passengers": "{rower}と、ほかに {count} 人まで",
    "Boat at the {bank}: click {who}, then the boat to cross.": "ボートは{bank}です: {who}をクリックしてから、ボートをクリックして渡ります。",
    "Boat at the {bank}: click people to board, then click the boat to cross.":
        "ボートは{bank}です: 人をクリックして乗せ、ボートをクリックして渡ります。",
    "no crossings take everyone across": "全員を渡す渡り方はありません",
    "State graph: {states} states; no solution: {reason}.": "状態グラフ: 状態は {states} 個。解はありません: {reason}。",
    "Solution found: {moves} crossings (shortest)": "解が見つかりました: {moves} 手(最短)",
    "Solution found: {moves} crossings (shortest); {count} shortest solutions (people of a kind alike)":
        "解が見つかりました: {moves} 手(最短)。最短手順は {count} 通り(同じ種類の人は区別しない)",
    "Solution found: {moves} crossings (shortest); {count} shortest solutions (everyone told apart)":
        "解が見つかりました: {moves} 手(最短)。最短手順は {count} 通り(全員を区別する)",
    "State graph: {states} states joined by {crossings} crossings; {found}, highlighted":
        "状態グラフ: 状態は {states} 個、{crossings} 本の渡りでつながっています。{found}(強調表示)",
    "State graph: {states} states": "状態グラフ: 状態は {states} 個",
    "{state} (1 crossing from this position)": "{state}(この局面から 1 手)",
    "{state} ({crossings} crossings from this position)": "{state}(この局面から {crossings} 手)",
    # Knight's tour (rules, shown on the page):
    "Closed tour: all {cells} cells visited and the knight is a move from its start.":
        "閉じた巡歴です: {cells} マスすべてを訪れ、ナイトは出発点から 1 手の所にいます。",
    "All {cells} cells visited, but cell {cell} is not a knight's move from the start {start}: not a closed tour.":
        "{cells} マスすべてを訪れましたが、マス {cell} は出発点 {start} からナイトの 1 手の所にありません: 閉じた巡歴ではありません。",
    "Open tour: all {cells} cells visited.": "開いた巡歴です: {cells} マスすべてを訪れました。",
    "Dead end: {visited} of {cells} cells visited, no free cell a knight's move away.":
        "行き止まりです: {cells} マス中 {visited} マスを訪れ、ナイトの 1 手で行ける空きマスがありません。",
    "{cell} is not a cell of this board": "{cell} はこの盤のマスではありません",
    "cell {cell} is cut from the board": "マス {cell} は盤から除かれています",
    "cell {cell} is already visited": "マス {cell} はもう訪れています",
    "cell {cell} is not a knight's move from cell {last}": "マス {cell} はマス {last} からナイトの 1 手で行けません",
    "cut= has {item}, not a cell number or a run a-b": "cut= の {item} はマスの番号でも範囲 a-b でもありません",
    "cut= has the run {item} backwards": "cut= の範囲 {item} が逆順です",
    "cut= has cell {cell}, but the board's cells are 0..{last}": "cut= にマス {cell} がありますが、盤のマスは 0..{last} です",
    "cut= lists cell {cell} twice": "cut= にマス {cell} が 2 回あります",
    "knight board {board} must be <rows>x<cols>, e.g. 8x8": "ナイトの盤 {board} は <行>x<列> の形で書きます(例: 8x8)",
    "knight board {board}: rows must be {low}..{high}": "ナイトの盤 {board}: 行数は {low}..{high} です",
    "knight board {board}: columns must be {low}..{high}": "ナイトの盤 {board}: 列数は {low}..{high} です",
    "unknown key {key} for the knight's tour; keys: {keys}": "騎士の巡歴に {key} というキーはありません。キー: {keys}",
    "cut= removes every cell of the board": "cut= で盤のマスがすべて除かれています",
    "path= needs start= (the knight's first cell)": "path= には start=(ナイトの最初のマス)が必要です",
    "start={start} is a cut cell": "start={start} は除かれたマスです",
    "path= move {move} is {digit}; moves are digits 0-7": "path= の {move} 手目が {digit} です。指し手は 0-7 の数字です",
    "path= move {move} leaves the board from cell {cell}": "path= の {move} 手目はマス {cell} から盤の外へ出ます",
    "path= move {move} lands on the cut cell {cell}": "path= の {move} 手目は除かれたマス {cell} に着きます",
    "path= move {move} comes back to cell {cell}": "path= の {move} 手目はマス {cell} に戻ってきます",
    # Knight's tour (the solver's reasons and phases):
    "a {rows} x {cols} board has no closed tour (Schwenk's theorem: both sides are odd)":
        "{rows} x {cols} の盤に閉じた巡歴はありません(シュウェンクの定理: 2 辺とも奇数)",
    "a {rows} x {cols} board has no closed tour (Schwenk's theorem: a side of {side})":
        "{rows} x {cols} の盤に閉じた巡歴はありません(シュウェンクの定理: 1 辺が {side})",
    "a {rows} x {cols} board has no closed tour (Schwenk's theorem: 3 x {n} is one of the exceptions 3 x 4, 3 x 6, 3 x 8)":
        "{rows} x {cols} の盤に閉じた巡歴はありません(シュウェンクの定理: 3 x {n} は例外 3 x 4, 3 x 6, 3 x 8 の 1 つ)",
    "every cell is visited, but cell {cell} is not a knight's move from the start {start}":
        "すべてのマスを訪れましたが、マス {cell} は出発点 {start} からナイトの 1 手の所にありません",
    "a {rows} x {cols} board has no knight's tour at all (only 3 x 3, 3 x 5, 3 x 6 and 4 x 4 of the boards from 3 x 3 up have none)":
        "{rows} x {cols} の盤には巡歴がまったくありません(3 x 3 以上の盤で巡歴がないのは 3 x 3, 3 x 5, 3 x 6, 4 x 4 だけです)",
    "on a board 4 cells across, a tour starts and ends on the outer lines (they hold half the cells and only reach the inner lines), and cell {cell} is on an inner line":
        "幅 4 マスの盤では、巡歴は外側の列で始まり外側の列で終わります(外側の列はマスの半分を占め、内側の列にしか行けません)。マス {cell} は内側の列にあります",
    "a closed tour alternates colours, but the board has {light} light and {dark} dark cells":
        "閉じた巡歴は色が交互になりますが、盤には明るいマスが {light} 個、暗いマスが {dark} 個あります",
    "a tour alternates colours, but the board has {light} light and {dark} dark cells":
        "巡歴は色が交互になりますが、盤には明るいマスが {light} 個、暗いマスが {dark} 個あります",
    "an open tour on {cells} cells must start on the colour with more cells ({more} of one colour, {fewer} of the other)":
        "{cells} マスの開いた巡歴は、マスの多い色から始めなければなりません(一方の色が {more} 個、もう一方が {fewer} 個)",
    "the rest of the tour alternates colours, but the cells left have {mine} of the knight's colour and {other} of the other":
        "残りの巡歴は色が交互になりますが、残りのマスはナイトと同じ色が {mine} 個、別の色が {other} 個です",
    "cell {cell} has no other free cell a knight's move away": "マス {cell} からナイトの 1 手で行ける空きマスがほかにありません",
    "cell {cell} cannot be reached any more (no free cell or the knight a move away)":
        "マス {cell} にはもう行けません(1 手の所に空きマスもナイトもありません)",
    "cell {cell} has only one free cell a knight's move away: a closed tour cannot pass through it":
        "マス {cell} からナイトの 1 手で行ける空きマスは 1 つだけです: 閉じた巡歴はここを通れません",
    "cells {cells} each have only one way in or out left, but a tour has two ends":
        "マス {cells} はどれも出入りの道が 1 つしか残っていませんが、巡歴の端は 2 つです",
    "cells {cells} each have only one way in or out left, but a tour has one end left":
        "マス {cells} はどれも出入りの道が 1 つしか残っていませんが、巡歴の端は残り 1 つです",
    "cells {one} and {other} have one free cell a knight's move away each, so the tour ends on both, but its two ends have different colours":
        "マス {one} と {other} はどちらもナイトの 1 手で行ける空きマスが 1 つなので、巡歴は両方で終わりますが、巡歴の 2 つの端の色は異なります",
    "cell {cell} has only one way in or out, so the tour must end there, but counting colours the tour ends on the other colour":
        "マス {cell} は出入りの道が 1 つなので巡歴はそこで終わるはずですが、色を数えると巡歴は別の色で終わります",
    "no free cell is left a knight's move from the start {start} to close the tour":
        "巡歴を閉じるための、出発点 {start} からナイトの 1 手の空きマスが残っていません",
    "cells {cells} have no link to spare and all need cell {cell}, which can link only {links} of them":
        "マス {cells} はどれも余分なつながりがなく、すべてマス {cell} を必要としますが、マス {cell} がつながれるのは {links} 個だけです",
    "cell {cell} cannot be reached from the knight's cell any more": "マス {cell} にはナイトのマスからもう行けません",
    "the free cells fall apart: cell {cell} cannot be reached from cell {other}": "空きマスが分断されています: マス {other} からマス {cell} へ行けません",
    "no closed tour from cell {cell} (searched every way)": "マス {cell} からの閉じた巡歴はありません(すべて探索しました)",
    "no open tour from cell {cell} (searched every way)": "マス {cell} からの開いた巡歴はありません(すべて探索しました)",
    "no closed tour on this board (searched every way)": "この盤に閉じた巡歴はありません(すべて探索しました)",
    "no open tour on this board (searched every way)": "この盤に開いた巡歴はありません(すべて探索しました)",
    "a cell has too few free cells a knight's move away": "ナイトの 1 手で行ける空きマスが足りないマスがあります",
    "counting tours over {cells} cells would keep {width} of them on the frontier at once, and {most} is the most that fits here (boards of about 40 cells, 6 or 7 across)":
        "{cells} マスの巡歴を数えるには一度に {width} マスを境界に置く必要がありますが、ここで扱えるのは {most} マスまでです(40 マスほどで幅 6 か 7 の盤)",
    "counting tours over {cells} cells needs more than {limit} frontier states ({width} cells on the frontier at once); boards of about 40 cells fit":
        "{cells} マスの巡歴を数えるには境界の状態が {limit} 個より多く必要です(一度に {width} マスが境界に)。40 マスほどの盤なら扱えます",
    "no tour after any move (searched every way)": "どの手の後にも巡歴はありません(すべて探索しました)",
    "no tour found after any move within the search's budget": "探索の上限までに、どの手の後にも巡歴は見つかりませんでした",
    "tour search": "巡歴の探索",
    "counting tours": "巡歴を数えています",
    "frontier": "境界の動的計画法",
    "judging moves": "指し手を調べています",
    # Sliding puzzles (the solver's phases and reasons):
    "the goal cannot be reached from here": "ここからは完成形にできません",
    "building tables": "表を作っています",
    "pattern database": "パターンデータベース",
    "loading tables: {percent}%": "表を読み込んでいます: {percent}%",
    "loading tables": "表を読み込んでいます",
    "loading the {name} tables ({part} of {parts}): {percent}%": "{name} の表を読み込んでいます ({parts} 個中 {part} 個目): {percent}%",
    "IDA* bound {bound}": "IDA* 上限 {bound}",
    "counting solutions is not offered for sliding puzzles": "スライドパズルでは解の数え上げはできません",
    "a full sweep of the 15-puzzle (10 trillion states) cannot fit": "15 パズルの全局面(10 兆)の探索はメモリに収まりません",
    # The analysis chart:
    "states at each distance": "各手数の局面の数",
    "Histogram: {label}": "ヒストグラム: {label}",
    "distance {distance}: {count} states": "{distance} 手: {count} 局面",
    # Game ids and links:
    "empty game id": "ゲーム ID が空です",
    "a game id must be a string": "ゲーム ID は文字列です",
    "game id too long ({length} characters, at most {most})": "ゲーム ID が長すぎます({length} 文字、最大 {most} 文字)",
    "empty family": "パズルの種類が空です",
    "bad character in family {name}": "パズルの種類 {name} に使えない文字があります",
    "empty variant": "パズルの盤面の名前が空です",
    "bad character in variant {name}": "盤面の名前 {name} に使えない文字があります",
    "empty key": "キーが空です",
    "bad character in key {key}": "キー {key} に使えない文字があります",
    "empty value of {key}": "{key} の値が空です",
    "bad character in value of {key} {value}": "{key} の値 {value} に使えない文字があります",
    "key {key} needs a value (key=value)": "キー {key} には値が必要です(key=value)",
    "key {key} given twice": "キー {key} が 2 回あります",
    "{key}={value} is not a whole number": "{key}={value} は整数ではありません",
    "{key}={value} is out of range ({low}..{high})": "{key}={value} は範囲外です({low}..{high})",
    "there is no {noun} {value} on this board: they are numbered {low} to {high}":
        "この盤に{noun} {value} はありません ({noun}の番号は {low} から {high} まで)",
    "the link has a malformed %-escape near {near}": "リンクの {near} のあたりに不正な %-エスケープがあります",
    "the link's %-escapes are not UTF-8 text near {near}": "リンクの {near} のあたりの %-エスケープが UTF-8 の文字になりません",
    "the link has a second '#' near {near}": "リンクの {near} のあたりに 2 つ目の '#' があります",
    "the link has an encoded {char} in {part}": "リンクの {part} にエンコードされた {char} があります",
    # --- end of the words branch's block
    # pegcustom: the peg board editor and drawn boards
    "Custom board": "自作の盤",
    "holes {holes}": "穴 {holes}",
    "square, 4 directions": "正方格子・4 方向",
    "square, 8 directions": "正方格子・8 方向",
    "triangular, 6 directions": "三角格子・6 方向",
    "Grid": "格子",
    "Edit board": "盤の編集",
    "Board editor: {rows} by {cols} cells": "盤エディタ: {rows} 行 {cols} 列",
    "row {row}, column {col}: no hole": "{row} 行 {col} 列: 穴なし",
    "row {row}, column {col}: hole {hole}, a start hole": "{row} 行 {col} 列: 穴 {hole}、最初に空ける穴",
    "row {row}, column {col}: hole {hole}": "{row} 行 {col} 列: 穴 {hole}",
    ", the finish hole": "、最後のペグを残す穴",
    "No cell {cell} on this grid.": "この格子にマス {cell} はありません。",
    "no hole left; click cells to draw holes": "穴がありません。マスをクリックして穴を描いてください",
    "Not playable yet: {reason}.": "まだ遊べません: {reason}。",
    "Drawn: {holes} holes. The link names this board; Edit board again to play.":
        "{holes} 穴の盤を描きました。リンクがこの盤を表します。もう一度「盤の編集」を押すと遊べます。",
    "Editing done; the drawing was not playable, so the last playable board is on show.":
        "編集を終えました。描いた盤は遊べないので、最後に遊べた盤を表示しています。",
    "Editing done: pick a marked peg to play.": "編集を終えました。印の付いたペグを選んで遊んでください。",
    "Editing: click a cell to make it a hole, click again for a start hole (empty at the start), "
    "again to remove it; the grid grows as you draw at its edge. Edit board again to play.":
        "編集中: マスをクリックすると穴に、もう一度で最初に空ける穴に、もう一度で穴なしに戻ります。"
        "端に描くと格子が広がります。もう一度「盤の編集」を押すと遊べます。",
    # --- branch i18n: the page (index.html, main.py, solver_link.py), the session, the
    # worker's jobs and search engines. Button names as help_text.py writes them.
    "Puzzle workbench": "パズル工作室",
    "Puzzle": "パズル",
    "Language": "言語",
    "Board: arrow keys move, Enter plays the marked cell": "盤: 矢印キーで移動、Enter で印のマスを指します",
    "Loading the board…": "盤を読み込んでいます…",
    "How to play": "遊び方",
    "{puzzle} — Puzzle workbench": "{puzzle} — パズル工作室",
    "{family} {variant}": "{family} {variant}",
    "Tools": "ツール",
    "Close": "閉じる",
    "Details": "詳細",
    "Searching: {positions} positions, {seconds} s": "探索中: {positions} 局面、{seconds} 秒",
    "{count} {noun} to solve": "解くのに {count} {noun}",
    "Undo": "元に戻す",
    "Redo": "やり直す",
    "Restart": "最初から",
    "Copy link": "リンクをコピー",
    "Cancel": "中止",
    "Step back": "1 手戻る",
    "Step": "1 手進む",
    "Play all": "全部再生",
    "Pause": "一時停止",
    "To the end": "最後へ",
    "Speed": "速さ",
    "Slow": "ゆっくり",
    "Normal": "ふつう",
    "Fast": "速い",
    "Fastest": "最速",
    "Analysis": "解析",
    "Hardest positions": "最も難しい局面",
    "Link to this position": "この局面へのリンク",
    "Puzzles from M. Hiroi's pages. Solvers run in your browser (Python in a web worker). "
    "The address bar always links to the position on screen.":
        "パズルは広井誠さんのページから。解く処理はすべてこのブラウザの中で動きます。"
        "アドレスバーには常に表示中の局面へのリンクが入っています。",
    "Link copied to the clipboard.": "リンクをクリップボードにコピーしました。",
    "Copy the link from the box below (the clipboard is not available).":
        "下の欄からリンクをコピーしてください (クリップボードが使えません)。",
    "The solver is getting ready…": "ソルバーを準備しています…",
    "Solver ready.": "ソルバーの準備ができました。",
    "the solver stopped": "ソルバーが止まりました",
    "the solver could not start ({why}); reload the page to try again":
        "ソルバーを起動できませんでした ({why})。ページを再読み込みしてやり直してください",
    "The solver could not start ({why}); reload the page to try again.":
        "ソルバーを起動できませんでした ({why})。ページを再読み込みしてやり直してください。",
    "The solver stopped ({why}); starting a fresh one…": "ソルバーが止まりました ({why})。新しいソルバーを起動しています…",
    "it did not answer for {seconds} s": "{seconds} 秒間応答がありませんでした",
    "it did not start": "起動しませんでした",
    "it is not running": "動いていません",
    "starting": "開始",
    "searching": "探索中",
    "forward": "前向き探索",
    "backward": "後ろ向き探索",
    "trim": "刈り込み",
    "depth-first": "深さ優先探索",
    "beam {width}": "幅 {width} のビーム探索",
    "breadth-first": "幅優先探索",
    "more than {limit} positions in one layer": "1 つの層に {limit} 局面を超えました",
    "more than {limit} dead positions": "行き止まりの局面が {limit} を超えました",
    "more than {limit} positions": "局面が {limit} を超えました",
    "the search is too large to finish here: {why}.": "探索が大きすぎてここでは終えられません: {why}。",
    "the solver failed: {error}": "ソルバーが失敗しました: {error}",
    "Bad link: {why}. Showing the default puzzle.": "リンクが正しくありません: {why}。最初のパズルを表示します。",
    # --- input branch (issue 21 parts 4 and 8): drags, line slides, edit modes, bad links.
    "Bad link: {why}. Showing this puzzle's default position.":
        "リンクが正しくありません: {why}。このパズルの最初の局面を表示します。",
    "Dropped off the board: put back.": "盤の外に落としたので、元に戻しました。",
    "Dropped off the board: the peg is back on hole {hole}.": "盤の外に落としたので、ペグは穴 {hole} に戻りました。",
    "The peg on hole {start} cannot land on hole {hole}: it is back in its hole.":
        "穴 {start} のペグは穴 {hole} に着地できないので、元の穴に戻りました。",
    "Now pick a hole for the peg on hole {hole} to land on (ringed), or the peg again to put it down.":
        "穴 {hole} のペグの着地先の穴 (輪の付いた穴) を選んでください。もう一度ペグを選ぶと置き直します。",
    "Editing the board: click a cell to make it a hole, again for a start hole, again to remove it. "
    "Edit board again to play.":
        "盤を編集しています: マスをクリックすると穴、もう一度で最初の空き穴、もう一度で穴なしになります。"
        "もう一度「盤の編集」を押すと遊べます。",
    "Dropped off the board: the knight is back on {cell}.": "盤の外に落としたので、ナイトは {cell} に戻りました。",
    "Editing the board: click cells to cut them from the board or put them back. Edit board again to play.":
        "盤を編集しています: マスをクリックすると盤から除いたり戻したりできます。もう一度「盤の編集」を押すと遊べます。",
    "That is the space: click a tile in line with it.": "そこは空きマスです。空きマスと一直線上の駒をクリックしてください。",
    "That piece is not in line with the space: click a piece in the space's row or column.":
        "その駒は空きマスと一直線上にありません。空きマスと同じ行か列の駒をクリックしてください。",
    "Tile {tile} is not in line with the space: click a tile on a straight line from it.":
        "駒 {tile} は空きマスと一直線上にありません。空きマスから一直線上の駒をクリックしてください。",
    "Tile {tile} is not in line with the space: click a tile in the space's row or column.":
        "駒 {tile} は空きマスと一直線上にありません。空きマスと同じ行か列の駒をクリックしてください。",
    "Setting the tiles: click two cells to swap their tiles. Set tiles again to play from them.":
        "駒を並べています: 2 つのマスをクリックすると駒が入れ替わります。もう一度「駒を並べる」を押すと、その並びから始めます。",
    "That setting does not fit: {why}.": "その設定は合いません: {why}。",
    "The computer took {move}.": "コンピュータは {move} を取りました。",
    "The computer takes {move}…": "コンピュータが {move} を取ります…",
    "Solution: {count} {noun}": "解: {count} {noun}",
    "move": "手",
    "moves": "手",
    "Search cancelled.": "探索を中止しました。",
    "{phase}: {positions} positions searched, depth {depth}, {seconds} s":
        "{phase}: {positions} 局面を探索、深さ {depth}、{seconds} 秒",
    "No answer: {why}": "答えが出ませんでした: {why}",
    "{positions} positions, {seconds} s in the solver": "{positions} 局面、ソルバーで {seconds} 秒",
    "{seconds} s in the solver": "ソルバーで {seconds} 秒",
    "For the position you asked about: {answer}": "尋ねた局面について: {answer}",
    "No hint here: {why}.": "ここではヒントがありません: {why}。",
    "Hint: no move leads to the goal from here ({why}).": "ヒント: ここからゴールに届く手はありません ({why})。",
    "Hint: no move leads to the goal from here.": "ヒント: ここからゴールに届く手はありません。",
    "Hint: no move is known to reach the goal from here yet (?: not decided).":
        "ヒント: ここからゴールに届くと分かっている手はまだありません (?: 未判定)。",
    "Hint: the arrow on the board shows a best move, {move}: {count} {noun} to go. "
    "Hint again numbers every move.":
        "ヒント: 盤上の矢印は最善手の一つ {move} です: あと {count} {noun}。"
        "もう一度ヒントを押すと、すべての手に数字が付きます。",
    "Hints on the board: the number on each move is the fewest {noun} to the goal with it; "
    "best: {move} ({count}).":
        "ヒントを盤に表示: 各手の数字は、その手を含めたゴールまでの最少の{noun}数です。最善手: {move} ({count})。",
    "On each move: the fewest moves to the goal with it, that move included. Green: a best move; "
    "\u2715: no way to the goal after it; ?: not known.":
        "各手の数字: その手を含めたゴールまでの最少手数。緑: 最善手、\u2715: その手の後ゴールに届かない、?: 不明。",
    "On each crossing: the fewest crossings to the goal with it, that crossing included. Green: a best crossing; "
    "\u2715: no way to the goal after it; ?: not known.":
        "各手の数字: その手を含めたゴールまでの最少手数。緑: 最善手、\u2715: その手の後ゴールに届かない、?: 不明。",
    "On each peg: the fewest moves to the goal with its best jump, that jump included; picked up, each "
    "of its jumps on the hole it lands on. Green: a best move; \u2715: no way to the goal after it; ?: not known.":
        "各ペグの数字: そのペグの最善の跳びを含めたゴールまでの最少手数。ペグを持ち上げると、"
        "各跳びの数字が着地する穴に出ます。緑: 最善手、\u2715: その手の後ゴールに届かない、?: 不明。",
    "Answered at once: the search behind the line under the board had found it.":
        "すぐに答えました: 盤の下の行のための探索がすでに見つけていました。",
    "Searching…": "探索中…",
    "You left the solution; Undo goes back to it.": "解から外れました。元に戻すで解に戻れます。",
    "Following the solution: {played} of {total} moves played.": "解をたどっています: {total} 手中 {played} 手まで。",
    "{states} states; the hardest need {distance} moves ({count} positions).":
        "{states} 状態。最も難しい局面は {distance} 手 ({count} 局面)。",
    "{states} states.": "{states} 状態。",
    "unknown family {family}; families: {families}": "知らないパズルの種類 {family} です。種類は {families}",
    "game id {game_id} needs the form family/variant": "ゲーム ID {game_id} は 種類/変種 の形で書きます",
    # --- main: the line that says whether the position can still be won
    "This position can no longer be won.": "この局面はもう解けません。",
    "This position can still be won.": "この局面はまだ解けます。",
    "Asking the solver whether this position can still be won…": "この局面がまだ解けるか、ソルバーに尋ねています…",
    "This position can still be won: {count} more {noun} at best.":
        "この局面はまだ解けます: 最短であと {count} {noun}。",
    "No tour can be completed from here any more.": "ここからはもう巡歴を完成できません。",
    "A tour is still possible.": "まだ巡歴を完成できます。",
    "A tour is still possible: {n} cells to visit.": "まだ巡歴を完成できます: 訪れるマスはあと {n}。",
    "On each cell: the cells to visit from there on, that cell included, when a tour is known to go on "
    "from it (green); \u2715: no tour from there; ?: not decided.":
        "各マスの数字: そこへ進んだ後も巡歴が続くと分かっているとき、そのマスを含めて訪れるマスの数 (緑)。"
        "\u2715: そこからは巡歴がない、?: 未判定。",
    # --- the win line (session.win_text): the moves against the fewest, the help had
    "Solved in {moves} {noun}{help}: the fewest possible!": "{help}{moves} {noun}で解きました: 最少手数です!",
    "Solved in {moves} {noun}{help}. The fewest possible is {fewest}.":
        "{help}{moves} {noun}で解きました。最少は {fewest} {noun}です。",
    "Solved in {moves} {noun}{help}. Looking for the fewest possible…": "{help}{moves} {noun}で解きました。最少手数を調べています…",
    "Solved in {moves} {noun}{help}.": "{help}{moves} {noun}で解きました。",
    "Solved{help}.": "{help}解きました。",
    "Shown by the solver in {moves} {noun}, not solved by you.": "解の再生で {moves} {noun}で完成しました (あなたが解いたのではありません)。",
    "Shown by the solver, not solved by you.": "解の再生で完成しました (あなたが解いたのではありません)。",
    " with 1 hint": "ヒントを 1 回使って、",
    " with {count} hints": "ヒントを {count} 回使って、",
    " with the solver's help": "ソルバーの助けを借りて、",
    " with 1 hint and the solver's help": "ヒント 1 回とソルバーの助けを借りて、",
    " with {count} hints and the solver's help": "ヒント {count} 回とソルバーの助けを借りて、",
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
    "Cell {cell} is cut from the board (Edit board puts it back).": "マス {cell} は盤から除かれています(「盤の編集」で戻せます)。",
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
    "Editing done: click a cell to place the knight.": "編集を終えました: マスをクリックしてナイトを置いてください。",
    "Editing: click cells to cut them from the board or put them back; Edit board again to play.": "編集中: マスをクリックすると盤から除いたり戻したりできます。もう一度「盤の編集」を押すと遊べます。",
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
    "Slide a marked piece into the space; close the pipes into one loop.": "印の駒を空きマスへ動かし、パイプを 1 つの輪につなげてください。",
    "Slide a marked tile into the space; put the tiles in order.": "印の駒を空きマスへ動かし、駒を順に並べてください。",
    "Already solved.": "もう完成しています。",
    # family titles
    "Sliding puzzles": "スライドパズル",
    # --- end of branch more ---
    "Zoom": "拡大",
    "Zoom the board": "盤を拡大する",
    "Ctrl + wheel on the board zooms too.": "盤の上で Ctrl + ホイールでも拡大できます。",
    # pegtable: peg solitaire's English 33 table and quick search
    "loading the English 33 table": "英国式 33 穴盤の表を読み込み中",
    "quick search only: the exact search needs 21 pegs or fewer": "高速探索のみ: 厳密な探索はペグ 21 本以下で行います",
    # pegwords: peg solitaire (peg.py, peg_svg.py), named as the help names them.
    "Peg solitaire": "ペグ・ソリテア",
    "English 33": "33 穴英国盤",
    "French 37": "37 穴フランス盤",
    "Diamond 41": "41 穴盤",
    "Triangle 15": "15 穴三角盤",
    "Triangle 21": "変形三角盤",
    "Hexagon 12": "12 穴盤",
    "Hoppers 13": "ホッパーズ 13 穴盤",
    "{title}, {pegs} pegs left": "{title}、残りのペグ {pegs} 個",
    "peg on hole {hole}, picked up": "ペグ: 穴 {hole}、持ち上げています",
    "peg on hole {hole}, can jump": "ペグ: 穴 {hole}、跳べます",
    "peg on hole {hole}": "ペグ: 穴 {hole}",
    "empty hole {hole}, the picked peg can land here": "空き穴 {hole}、持っているペグが着地できます",
    "empty hole {hole}": "空き穴 {hole}",
    "The peg on hole {hole} cannot jump.": "穴 {hole} のペグは跳べません。",
    "The peg on hole {start} cannot land on hole {hole}.": "穴 {start} のペグは穴 {hole} に着地できません。",
    "Pick a peg that can jump (marked) first.": "まず跳べるペグ (印が付いています) を選んでください。",
    "Jumps": "跳んだ回数",
    "Pegs left": "残りのペグ数",
    "hole {hole}": "穴 {hole}",
    "Start hole": "開始穴",
    "Finish hole": "終了穴",
    "anywhere": "どこでもよい",
    "Your move: pick a marked peg, then a hole to jump to.": "あなたの番です: 印の付いたペグを選び、跳び先の穴を選んでください。",
    "Hole numbers hidden.": "穴番号を隠しました。",
    "Hole numbers shown.": "穴番号を表示しました。",
    "Hole numbers": "穴番号",
    "Count": "数える",
    "Any solution": "任意の解",
    "Solution found: {moves} moves (shortest); {count} minimal solutions (jump sequences).":
        "解が見つかりました: {moves} 手(最短)。最短解は {count} 通り(跳び方の順序の数)。",
    "Solution found: {moves} moves (a quick solution, not proven the shortest); {count} minimal solutions (jump sequences).":
        "解が見つかりました: {moves} 手(速い探索の解で、最短とは限りません)。最短解は {count} 通り(跳び方の順序の数)。",
    "Solution found: {moves} moves (a quick solution, not proven the shortest).":
        "解が見つかりました: {moves} 手(速い探索の解で、最短とは限りません)。",
    "Solved in {moves} moves: one peg left on hole {hole}.": "{moves} 手で完成: 穴 {hole} にペグがひとつ残りました。",
    "Solved in {moves} moves: one peg left.": "{moves} 手で完成: ペグがひとつ残りました。",
    "One peg left, but not on the finish hole {hole}.": "ペグはひとつ残りましたが、終了穴 {hole} ではありません。",
    "No moves left: {pegs} pegs remain.": "もう跳べません: ペグが {pegs} 個残っています。",
    "no jump from hole {start} to hole {end} on this board": "この盤に穴 {start} から穴 {end} への跳躍はありません",
    "hole {hole} has no peg": "穴 {hole} にペグがありません",
    "hole {hole} has no peg to jump over": "穴 {hole} に跳び越すペグがありません",
    "hole {hole} is not empty": "穴 {hole} は空いていません",
    "a move lists the holes a peg visits: [from, to, ...]": "1 手はペグが通る穴を順に並べて書きます: [元の穴, 跳び先, ...]",
    "grid={grid} is not a grid; grids: {grids}": "grid={grid} という格子はありません。格子: {grids}",
    "rows= may hold only o (a hole) and . (no hole), rows separated by commas; found {found}":
        "rows= に書けるのは o (穴) と . (穴なし) だけで、行はコンマで区切ります。{found} があります",
    "rows= must have rows of equal length: row 1 has {first} cells, row {row} has {cells}":
        "rows= の行は同じ長さにしてください: 1 行目は {first} マス、{row} 行目は {cells} マスです",
    "rows= has no hole (o) at all": "rows= に穴 (o) がひとつもありません",
    "the board spans {rows} rows and {cols} columns; at most {side}x{side}, so that it stays legible on a phone":
        "盤が {rows} 行 {cols} 列あります。スマートフォンでも見やすいように {side}x{side} までにしてください",
    "the board has {holes} holes; at most {most}, so that the solvers can answer within seconds":
        "盤の穴が {holes} 個あります。ソルバーが数秒で答えられるように {most} 個までにしてください",
    "hole {hole} is on no line of three holes, so no peg could ever jump from, over or into it":
        "穴 {hole} は 3 つ並んだ穴の列のどれにも入っていないので、ペグがそこから跳ぶことも、そこを跳び越すことも、"
        "そこへ着地することもできません",
    "unknown peg board {name}; boards: {boards}": "{name} というペグ・ソリテアの盤はありません。盤: {boards}",
    "empty= names hole {hole} twice": "empty= に穴 {hole} が 2 回あります",
    "empty= leaves {pegs} peg on the board; a game needs two pegs or more":
        "empty= では盤にペグが {pegs} 個しか残りません。ゲームにはペグが 2 個以上必要です",
    "unknown key {key} for peg solitaire; keys: {keys}": "ペグ・ソリテアに {key} というキーはありません。キー: {keys}",
    "{key}= needs pegs= (a position in progress)": "{key}= には pegs=(途中の局面)が必要です",
    "pegs={pegs} must be {size} characters of 0 and 1 (one per hole, hole 0 first)":
        "pegs={pegs} は 0 と 1 を {size} 文字並べます(穴ごとに 1 文字、穴 0 から)",
    "pegs= has no peg at all": "pegs= にペグがひとつもありません",
    "pegs= fills every hole: a game starts with one hole empty": "pegs= ではすべての穴が埋まっています。ゲームは穴をひとつ空けて始めます",
    "pegs= has {pegs} pegs, more than the {start} of the start": "pegs= のペグは {pegs} 個で、最初の {start} 個より多くなっています",
    "moves={moves} does not fit {jumps} jumps played": "moves={moves} は跳んだ回数 {jumps} と合いません",
    "last={last} must be a hole with a peg": "last={last} はペグのある穴でなければなりません",
    "last={last} needs a jump played before it": "last={last} には、その前に跳躍が必要です",
    # the peg solver's phase and fixed reason (peg_solver.py constants, worded by say)
    "counting": "数えています",
    "pegs that can never be jumped over would be left behind": "跳び越されることのないペグが残ってしまいます",
    # --- end of branch pegwords ---
    # --- peg solitaire's solver: why a position cannot be won, or cannot be searched here
    "no single peg on hole {hole} can be reached: every jump keeps the pegs' counts in the board's classes (rule of three)":
        "穴 {hole} にペグをひとつだけ残すことはできません: どの跳躍も盤のクラスごとのペグの数の関係を保ちます (3 の規則)",
    "no single peg can be reached: every jump keeps the pegs' counts in the board's classes (rule of three)":
        "ペグをひとつだけ残すことはできません: どの跳躍も盤のクラスごとのペグの数の関係を保ちます (3 の規則)",
    "too many pegs sit on corners (never jumped over, so each must still jump) for the pegs they could jump over":
        "角のペグ (跳び越されることがないので、どれも自分で跳ばなければなりません) が、跳び越せるペグの数に比べて多すぎます",
    "an exact search with {pegs} pegs on the board; it needs {most} or fewer, so play a few moves first, or ask for any solution":
        "盤にペグが {pegs} 本あると厳密な探索はできません ({most} 本以下が必要です)。何手か進めてからにするか、「任意の解」を使ってください",
    "no solution found by the quick search, and none ruled out: with {pegs} pegs the exact search is out of reach (it needs {most} or fewer), so whether this position can be won is not proven":
        "高速探索では解が見つからず、解けないことも示せませんでした。ペグが {pegs} 本では厳密な探索が届かない ({most} 本以下が必要) ので、この局面が解けるかどうかは証明されていません",
    "no jump sequence leaves one peg on hole {hole}": "どう跳んでも穴 {hole} にペグをひとつだけ残すことはできません",
    "no jump sequence leaves one peg": "どう跳んでもペグをひとつだけ残すことはできません",
    "{why} (the English 33 table)": "{why} (英国式 33 穴盤の表による)",
    # proof branch: peg_proof's phase (the branch-and-bound proof of the fewest moves)
    "proving the fewest moves: looking for {moves} moves, fewer ruled out":
        "最少手数を証明しています: {moves} 手の解を探しています ({moves} 手未満はありません)",
    "Prove": "証明",
    "loading the {name} tables": "{name} の表を読み込んでいます",
    "downloading {file}: {received} of {total} KB": "{file} をダウンロードしています: {total} KB のうち {received} KB",
    "downloading {file}: {received} KB": "{file} をダウンロードしています: {received} KB",
    "Downloading {file}: {received} of {total} KB…": "{file} をダウンロードしています: {total} KB のうち {received} KB…",
    "No exact hint here ({why}), but this position can still be won: a quick search found a "
    "solution that starts with {move}.":
        "ここでは正確なヒントは出せません ({why}) が、この局面はまだ勝てます: 速い探索で {move} から"
        "始まる解が見つかりました。",
    "Proven by a search run here: {moves} moves at the fewest; every shorter solution ruled out "
    "({positions} positions, no stored move counts used).":
        "ここで実行した探索で証明しました: 最少 {moves} 手です。それより短い解はありません "
        "({positions} 局面、保存された手数は不使用)。",
    # --- lab (issue 23): titles, explanations, questions from the source ---
    "Iterative deepening with the corner-peg lower bound": "反復深化 + コーナーペグの下限値",
    "unknown lab method {method}; methods: {methods}": "実験室の方法 {method} はありません。方法: {methods}",
    "the program has a syntax error on line {line}: {error}": "プログラムの {line} 行目に構文エラーがあります: {error}",
    "the program stopped with an error on line {line}: {error}":
        "プログラムは {line} 行目でエラーになり止まりました: {error}",
    "the program has no function solve(position, progress)":
        "プログラムに関数 solve(position, progress) がありません",
    "stopped: the time limit of {seconds} s ran out ({positions} positions searched)":
        "中止: 制限時間 {seconds} 秒を過ぎました ({positions} 局面を探索)",
    "the program returned {value}, not a list of moves, a count or None":
        "プログラムの返した値 {value} は、手のリストでも個数でも None でもありません",
    "move {number} of the solution, {move}, is illegal: {why}": "解の {number} 手目 {move} は反則です: {why}",
    "the solution's {moves} moves do not reach the goal": "解の {moves} 手ではゴールに届きません",
    # --- lab trace (issue 34): why a line is cut, what the recorder says ---
    "stopped: the program reported more than {events} events": "中止: プログラムの報告したイベントが {events} を超えました",
    "stopped on line {line}: a depth or bound of {depth} was reported; the Lab counts depths up to {most}":
        "{line} 行目で中止: 深さまたは上限 {depth} が報告されました。ラボが数える深さは {most} までです",
    "a solution of {moves} moves was cut to its first {kept} in the trace":
        "{moves} 手の解は、トレースでは最初の {kept} 手だけにしました",
    "an event with the depth {depth} was left out: a depth is a whole number from 0":
        "深さ {depth} のイベントは省きました: 深さは 0 以上の整数です",
    "a value {value} that is not a finite number was left out": "有限の数でない値 {value} は省きました",
    "a text of {length} characters was cut to {most}": "{length} 文字のテキストを {most} 文字に切り詰めました",
    "a move that is not plain data (whole numbers, texts and lists of them, at most {most} items) was left out":
        "単純なデータ (整数、文字列とそのリスト、{most} 個まで) でない手は省きました",
    "the first {recorded} events of {total}; {positions} positions searched in {seconds} s":
        "{total} 件のうち最初の {recorded} 件のイベント。{seconds} 秒で {positions} 局面を探索",
    "{recorded} events; {positions} positions searched in {seconds} s":
        "{recorded} 件のイベント。{seconds} 秒で {positions} 局面を探索",
    "already known": "既知の局面",
    "corner pegs to move: {value}, moves left: {bound}": "動かすべきコーナーのペグ {value} 本、残り {bound} 手",
    "Table 1: the corner pegs need {value} moves, {bound} moves left":
        "表 1: コーナーのペグに {value} 手必要、残り {bound} 手",
    "no peg left in the finish hole's group": "最後の穴のグループにペグが残っていません",
    "corner pegs to move: {corners}, pegs left for them to jump over: {pegs}":
        "動かすべきコーナーのペグ {corners} 本に対し、跳び越せるペグは {pegs} 本",
    "back to a bank seen on this line": "この手順で一度現れた岸の状態に戻ります",
    "moves made + distances = {value}, over the limit {bound}": "手数 + 距離 = {value} が上限 {bound} を超えます",
    "black corners need {value} moves, {bound} moves left": "コーナーの黒駒に {value} 手必要、残り {bound} 手",
    "Plain iterative deepening": "単純な反復深化",
    "Iterative deepening with the corner bound and the peg groups": "反復深化 + コーナーの下限値 + ペグのグループ分け",
    "Iterative deepening with the peg-group bound of Table 1": "反復深化 + 表 1 による下限値の改善",
    "Our two-ended sweep": "本サイトの両端からの探索",
    "Our proof: branch and bound with Merson regions": "本サイトの証明: Merson 領域による分枝限定法",
    "Hardest positions from the goal, seen positions in a list": "完成形からの最長手数 (既出局面をリストで線形探索)",
    "Hardest positions from the goal, seen positions in a hash table": "完成形からの最長手数 (既出局面をハッシュ表で)",
    "Iterative deepening, never moving the same piece twice": "反復深化 (同じ駒を続けて動かさない)",
    "Iterative deepening with the distance lower bound": "反復深化 + 移動手数の下限値枝刈り",
    "Our breadth-first tables and IDA*": "本サイトの幅優先の表と IDA*",
    "Breadth-first search with a dict": "辞書を使った幅優先探索",
    "Iterative deepening": "反復深化",
    "Iterative deepening with the corner lower bound": "反復深化 + コーナーの下限値枝刈り",
    "Hardest positions from the goal": "完成形からの最長手数の局面",
    "Our breadth-first sweep from the goals": "本サイトのゴールからの幅優先探索",
    "Depth-first backtracking, counting every tour": "深さ優先のバックトラック (すべての周遊を数える)",
    "Warnsdorff's rule": "ワーンスドルフの規則",
    "Our tour counting": "本サイトの周遊の数え上げ",
    "Iterative deepening from the page's start depth": "ページの初期値から始める反復深化",
    "Breadth-first search": "幅優先探索",
    "Our breadth-first search over state tables": "本サイトの状態表による幅優先探索",
    "The nim-sum rule": "ニム和の規則",
    "A plain game-tree search": "単純なゲーム木の探索",
    "The 21-hole triangle, hole 6 empty at the start and the last peg on hole 6: the fewest moves?":
        "変形三角盤 (21 穴)、最初の空き穴 6、最後のペグも 6 番: 最短手数は?",
    "The same problem after the first move 14 to 6: how many shortest solutions?":
        "同じ問題で初手を 14 → 6 としたとき、最短手順は何通り?",
    "The 12-hole board: the fewest moves to one peg, from the best start hole?":
        "12 穴盤: どこかのペグを取り除いて始めたとき、最後にひとつ残すまでの最小手数は?",
    "The 12-hole board: the fewest moves of a compensating solution (the last peg on the start hole)?":
        "12 穴盤: 補償型の解 (最初の空き位置に最後のペグが残る) の最小手数は?",
    "Problem A: the closed knight's tours of the 4x4 board without its corners, from one cell?":
        "問題 A: 四隅を除いた 4 x 4 盤で、ひとつのマスから出発する騎士の周遊経路は何通り?",
    "Three jealous husbands and their wives, a boat for two: the fewest crossings?":
        "嫉妬深い夫の問題 (3 組の夫婦、2 人乗りのボート): 最短手順は何手?",
    "The same when only the husbands and one wife can row?": "ボートを漕げる女性が 1 人だけのときは何手?",
    "The pipe-piece sliding puzzle: the fewest moves from START to GOAL?":
        "パイプのスライドパズル: START から GOAL までの最短手数は?",
    "Hoppers, hole 6 empty at the start and the last peg on hole 6: the fewest moves?":
        "ホッパーズ盤、最初の空き穴 6、最後のペグも 6 番: 最短手数は?",
    "The knight's open tours of a 3x4 board from a corner?": "3 x 4 盤で隅から出発する騎士の巡歴は何通り?",
    "The six puzzle: how many positions need the most moves?": "6 パズル: 最長手数の局面はいくつ?",
    "The six puzzle: the most moves any position needs?": "6 パズル: 最長手数は何手?",
    "Flip It: the fewest moves from the page's start?": "フリップ・イット: ページの初期配置からの最短手数は?",
    "Flip It: how many positions need the most moves?": "フリップ・イット: 最長手数の局面はいくつ?",
    "Flip It with diagonal jumps: the most moves any position needs?": "斜め跳びを許したフリップ・イット: 最長手数は何手?",
    "Flip It with diagonal jumps: how many positions need the most moves?":
        "斜め跳びを許したフリップ・イット: 最長手数の局面はいくつ?",
    "Iterative deepening trying every jump of the table": "反復深化 (跳び先表のすべての跳び方を試す)",
    "Iterative deepening, the peg to move found first": "反復深化 (動かすペグを先に求める)",
    "Iterative deepening with the corner bound, paused in a chain": "反復深化 + コーナーペグの下限値 (連続跳び中は適用しない)",
    "Hardest positions up to the board's symmetries": "対称な局面を除いた最長手数の局面",
    "Flip It: how many hardest positions, up to the board's turns and mirrors?":
        "フリップ・イット: 回転・鏡像で重なる局面を除くと、最長手数の局面はいくつ?",
    "Flip It with diagonal jumps: how many hardest positions, up to the board's turns and mirrors?":
        "斜め跳びを許したフリップ・イット: 回転・鏡像で重なる局面を除くと、最長手数の局面はいくつ?",
    "Has the 4x4 board an open knight's tour?": "4 x 4 盤に騎士の巡歴はある?",
    "Has the 3x3 board an open knight's tour?": "3 x 3 盤に騎士の巡歴はある?",
    "Has the 6x6 board a closed knight's tour?": "6 x 6 盤に騎士の周遊経路 (閉じた巡歴) はある?",
    "no program text for lab method {method}": "実験室の方法 {method} のプログラムが見つかりません",
    "Every line of 1 move, then 2, ... until one ends with one peg: no bound, so it tries everything.":
        "1 手、2 手、... と上限を増やしながら全手順を調べる。下限値がないので、すべてを試す。",
    "A corner peg is never jumped over, so it must move itself: more corner pegs than moves left ends a line.":
        "コーナーのペグは跳び越されないので自分で動くしかない。残り手数よりコーナーペグが多ければ打ち切る。",
    "A peg never leaves its group: the finish hole's group must keep a peg, and the corner pegs need pegs to jump over.":
        "ペグは自分のグループから出られない。ゴールのグループにはペグが必要で、コーナーペグには跳び越すペグが必要。",
    "Two corner pegs that jump over the same hole cost 3 moves, or 4 when it is empty (Table 1): a tighter bound.":
        "同じ穴を跳び越す 2 つのコーナーペグは 3 手、その穴が空なら 4 手かかる (表 1)。より正確な下限値。",
    "At each position every jump of the table is tried, most from holes with no peg.":
        "各局面で跳び先表のすべての跳び方を試す。その多くはペグのない穴からの跳び方。",
    "The peg to move is found first, and only its jumps are tried.":
        "先に動かすペグを求め、その跳び方だけを試す。",
    "Corner pegs as a lower bound, not counted while a peg of the corners' group is in a chain.":
        "コーナーペグの個数を下限値にする。ただしコーナーのグループのペグが連続跳び中は数えない。",
    "Our solver: a search from the start and from the goal at once, over layers of jumps.":
        "本サイトのソルバー: 跳んだ回数の層ごとに、初期状態とゴールの両方から探索する。",
    "Our proof: a branch and bound whose lower bound counts Merson regions.":
        "本サイトの証明: Merson 領域を数える下限値による分枝限定法。",
    "From the goal, layer by layer; each new position looked up in a list of those seen.":
        "完成形から 1 手ずつ層を広げる。新しい局面は既出局面のリストを線形探索して調べる。",
    "The same sweep with a hash table: a look-up costs the same however many positions are seen.":
        "同じ探索をハッシュ表で。既出の局面がいくつあっても検索の手間は変わらない。",
    "Every line of n moves, then n + 1; the piece just moved is not moved back.":
        "n 手の手順をすべて調べ、次に n + 1 手。直前に動かした駒は動かさない。",
    "Each tile needs at least its distance home: a line whose moves plus the sum pass the limit is cut.":
        "各駒は正しい位置までの距離だけは動く必要がある。手数とその合計が上限を超えたら打ち切る。",
    "Our solver: every position's distance from one sweep, kept; a solution walks down the distances.":
        "本サイトのソルバー: 一度の探索で全局面の手数を求めて保存し、手数の減る方へたどる。",
    "Positions one move away, then two, ...; a dict keeps each position seen and where it came from.":
        "1 手で行ける局面、2 手で行ける局面、... と調べる。辞書に既出の局面とその前の局面を記録する。",
    "Every line of n moves, then n + 1, with no table of positions.":
        "局面の表を使わず、n 手の手順をすべて調べ、次に n + 1 手。",
    "A black corner piece needs two moves: off the corner, then jumped over. Twice the black corners is a lower bound.":
        "コーナーの黒駒は、コーナーから動いて跳び越されるまで 2 手かかる。その 2 倍が下限値。",
    "From every goal (all white, the space anywhere) layer by layer: the last layer is the hardest.":
        "すべてのゴール (全部白、空きはどこでも) から層ごとに広げる。最後の層が最長手数の局面。",
    "The hardest positions, those that are turns or mirror images of each other counted once.":
        "最長手数の局面を、回転・鏡像で重なるものは 1 つとして数える。",
    "Our solver: one sweep from the goals gives every position's distance, kept.":
        "本サイトのソルバー: ゴールからの一度の探索で全局面の手数を求めて保存する。",
    "From the knight's cell try each free cell a move away, and step back when stuck; count the tours.":
        "ナイトのいるマスから動けるマスを順に試し、行き詰まったら戻る。周遊経路を数える。",
    "Go first to the cell with the fewest onward moves; step back only when stuck.":
        "次に動けるマスが最も少ないマスへ先に進む。行き詰まったときだけ戻る。",
    "Our solver counts the tours without walking each of them.":
        "本サイトのソルバーは、周遊経路を 1 つずつたどらずに数える。",
    "Every crossing plan of 9, then 11, ... crossings; no bank seen twice on a line.":
        "9 手、11 手、... の渡り方をすべて調べる。同じ手順の中で同じ岸の状態には戻らない。",
    "All banks one crossing away, then two, ...: the first plan that gets everyone over is the shortest.":
        "1 回で行ける状態、2 回で行ける状態、... と調べる。最初に全員が渡れた手順が最短。",
    "Our solver: breadth first over tables of the states, built once.":
        "本サイトのソルバー: 一度作った状態の表で幅優先探索する。",
    "Exclusive-or the heaps: 0 loses for the player to move; otherwise a move makes it 0.":
        "山の石の数の排他的論理和 (ニム和) が 0 なら手番の負け。そうでなければ 0 にする手がある。",
    "Try every move: a position wins when some move leaves a lost one; compare with the nim-sum.":
        "すべての手を試す。負けの局面を相手に渡す手があれば勝ち。ニム和と比べてみよう。",
    "Counting every shortest solution, as the page does": "ページと同じく、最短手順をすべて数える",
    "Step 3's search, which goes on to the end of the first depth with a solution and counts them all.":
        "手順 3 の探索で、解のある最初の深さを最後まで調べ、解をすべて数える。",
    # lab page (issue 23 points 4 and 5): overlays on the board, questions from the source
    "See the idea on the board": "盤上にアイデアを表示",
    "Nothing": "なし",
    "The jump table of a hole": "穴の跳び先表",
    "The corner pegs": "コーナーのペグ",
    "The peg groups": "ペグのグループ",
    "The lower bound": "下限値",
    "The move graph": "移動のグラフ",
    "Warnsdorff's counts": "ワーンスドルフの数",
    "The adjacency": "隣接関係",
    "The distance table": "距離の表",
    "The corners": "コーナー",
    "The jump table of hole {hole}: {jumps} jumps (over a hole to a hole), {legal} possible now. Click a hole to see its own.":
        "穴 {hole} の跳び先表: 跳び方 {jumps} 通り (穴を跳び越えて穴へ)、いま可能なのは {legal} 通り。穴をクリックするとその穴の表を表示します。",
    "{pegs} of the {corners} corner holes hold a peg. No jump passes over a corner, so each corner peg must make a move of its own.":
        "コーナーの穴 {corners} 個のうち {pegs} 個にペグがあります。コーナーは跳び越えられないので、コーナーのペグはそれぞれ自分で 1 手動かなければなりません。",
    "Peg groups (a peg never leaves its group; the number on each hole), pegs in each group: {counts}.":
        "ペグのグループ (ペグは自分のグループから出られません。各穴の数字がグループ)、グループごとのペグの数: {counts}。",
    "The lower bound here: at least {bound} more moves (the corner pegs that still have to move).":
        "この局面の下限値: あと {bound} 手以上 (まだ動かなければならないコーナーのペグ)。",
    "The move graph: {cells} cells still open, {edges} knight's moves between them.":
        "移動のグラフ: まだ使えるマス {cells} 個、その間の騎士の移動 {edges} 本。",
    "Warnsdorff's counts: each cell's onward moves. Choose a start cell; the rule then goes to the cell with the fewest.":
        "ワーンスドルフの数: 各マスから先へ進める手の数。出発するマスを選ぶと、規則はその数が最も少ないマスへ進みます。",
    "Warnsdorff's rule: of the {choices} cells the knight can go to, take one with the fewest onward moves ({best}).":
        "ワーンスドルフの規則: 騎士が進める {choices} マスのうち、先へ進める手が最も少ない ({best}) マスを選びます。",
    "The adjacency: {cells} cells, {edges} pairs of neighbours a tile can slide between.":
        "隣接関係: マス {cells} 個、駒が行き来できる隣どうしの組 {edges} 組。",
    "The distance table: each tile's steps to its goal cell. Their sum, {bound}, is a lower bound on the moves left.":
        "距離の表: 各駒がゴールのマスまで動く距離。その合計 {bound} が残りの手数の下限値です。",
    "Black pieces on corners: {black}. Each needs two moves at least, so the lower bound is {bound} moves.":
        "コーナーの黒駒: {black} 個。それぞれ少なくとも 2 手必要なので、下限値は {bound} 手です。",
    "The state graph of the river: the State graph action draws it.": "川渡りの状態グラフは「状態グラフ」で表示できます。",
    "Questions from the source": "元のページの問題",
    "This link names no question of the Lab ({method}).": "このリンクが示す問題 ({method}) は実験室にありません。",
    "Answering: {question}": "解答中: {question}",
    "{question} Our answer: {answer}.": "{question} こちらの答え: {answer}。",
    "{question} Our answer: {answer}; the page's: {page}.": "{question} こちらの答え: {answer}、元のページの答え: {page}。",
    "impossible": "不可能",
    "our answer: {answer}": "こちらの答え: {answer}",
    "our answer: {answer}; the page's: {page}": "こちらの答え: {answer}、元のページ: {page}",
    # --- end lab ---
    # --- your own code in the lab (issue 24) ---
    "The program ran out of memory.": "プログラムがメモリを使い果たしました。",
    "Method": "方法",
    "Answer": "答え",
    "Positions": "局面数",
    "Time": "時間",
    "The page's time": "元のページの時間",
    "Positions per depth": "深さごとの局面数",
    "{method}: running…": "{method}: 実行中…",
    "Run cancelled.": "実行を中止しました。",
    "{method}: {why}": "{method}: {why}",
    "no solution": "解なし",
    "This link's code cannot be used: {why}": "このリンクのコードは使えません: {why}",
    "This link names no method of the Lab ({method}).": "このリンクはラボにない方法を指しています（{method}）。",
    "This code came from a link. It has not run: read it, then press Run.":
        "このコードはリンクから来たもので、まだ実行していません。読んでから「実行」を押してください。",
    # the Lab's messages checked (issue 37; puzzles/lab_messages.py, py/app/lab_results.py)
    "The program sent something the Lab can not show.": "プログラムがラボで表示できないものを送ってきました。",
    "the program's answer can not be shown: {why}": "プログラムの答えは表示できません: {why}",
    "the program's answer is too large to send ({size} characters; at most {limit})":
        "プログラムの答えが大きすぎて送れません（{size} 文字、上限 {limit} 文字）",
    "Positions per depth: the first {depths} depths are shown, {cut} more were cut.":
        "深さごとの局面数: 最初の {depths} 段を表示し、残りの {cut} 段は省きました。",
    "This Lab link names no puzzle: the Lab opens on the default one.":
        "このラボのリンクはパズルを指していません。既定のパズルでラボを開きます。",
    "The original program is back.": "元のプログラムに戻しました。",
    "{method} (edited)": "{method}（編集版）",
    "No lab programs for this puzzle yet.": "このパズルのラボのプログラムはまだありません。",
    "From the source page.": "元のページの方法です。",
    "Ours.": "このサイト独自の方法です。",
    "{moves} {noun}": "{moves} {noun}",  # the score line: "7 crossings" (the family's MOVE_NAME)
    "The solver's solution is played out: shown, not solved by you. Restart to solve it yourself.":
        "ソルバーの解を最後まで再生しました。あなたが解いたことにはなりません。「最初から」で自分で解いてみましょう。",
    "{moves} moves": "{moves} 手",  # the Lab's results, the daily puzzle's and your records' scores
    "count: {count}": "数: {count}",
    "This program is too long for a link: {size} characters packed, a link may hold {limit}.":
        "このプログラムはリンクに入りきりません: 圧縮して {size} 文字、リンクに入るのは {limit} 文字までです。",
    "{method}: a solution in {moves} moves": "{method}: {moves} 手の解",
    "The lab is starting Python…": "ラボの Python を起動しています…",
    "Code from a link: not run yet.": "リンクからのコード: まだ実行していません。",
    "The page's time: {seconds} s ({machine}).": "元のページの時間: {seconds} 秒（{machine}）。",
    "the code in this link is damaged": "このリンクのコードは壊れています",
    "The lab's Python stopped ({why}); press Run to start it again.":
        "ラボの Python が止まりました（{why}）。「実行」を押すと起動し直します。",
    "positions at each depth": "各深さで調べた局面数",
    "{seconds} s, {machine}": "{seconds} 秒, {machine}",
    "{method}: {positions} positions, depth {depth}, {seconds} s": "{method}: {positions} 局面, 深さ {depth}, {seconds} 秒",
    "the code in this link is {size} characters long; a link may hold {limit}":
        "このリンクのコードは {size} 文字あります。リンクに入るのは {limit} 文字までです",
    "the code in this link is longer than {limit} bytes once unpacked": "このリンクのコードは展開すると {limit} バイトを超えます",
    "Lab": "ラボ",
    "Each method is a short Python program. Run it on the position on the board, compare it with the others, or change it and see.":
        "どの方法も短い Python のプログラムです。盤の局面で実行し、ほかの方法と比べ、書き換えて試してみてください。",
    "Run": "実行",
    "Compare": "比べる",
    "Reset": "リセット",
    "The program (Python)": "プログラム（Python）",
    "Link to this program": "このプログラムへのリンク",
    # --- end own code ---
    # --- new game, daily puzzle, score, records (issue 22) ---
    "Easy": "やさしい",
    "Medium": "ふつう",
    "Hard": "むずかしい",
    "The daily puzzle of {date}.": "{date} の今日のパズルです。",
    "A new game: {difficulty}.": "新しいゲーム（{difficulty}）です。",
    "dealing a new game": "新しいゲームを配っています",
    "Daily {date}": "今日のパズル {date}",
    "{moves} moves (fewest {fewest})": "{moves} 手（最短 {fewest} 手）",
    "no hints": "ヒントなし",
    "1 hint": "ヒント 1 回",
    "{count} hints": "ヒント {count} 回",
    "the solver's help": "ソルバーの助けあり",
    "this is not a records file (no JSON object)": "記録のファイルではありません（JSON のオブジェクトがありません）",
    "{name} must be a whole number": "{name} は 0 以上の整数でなければなりません",
    "{name} must be a date YYYY-MM-DD": "{name} は YYYY-MM-DD の日付でなければなりません",
    "this is not a records file of this site": "このサイトの記録のファイルではありません",
    "{name} must be a list of puzzles": "{name} はパズルの一覧でなければなりません",
    "{name} must be the daily streak": "{name} は今日のパズルの連続記録でなければなりません",
    "fewest {fewest}": "最短 {fewest}",
    "Your score: {parts}": "あなたの成績: {parts}",
    "Shown by the solver, not solved: {parts}": "ソルバーが見せた手順で、解いたことにはなりません: {parts}",
    "Your records on this device cannot be read ({why}); new ones are not saved.": "この端末の記録を読めません（{why}）。新しい記録は保存しません。",
    "Show the timer": "タイマーを表示",
    "Hide the timer": "タイマーを隠す",
    "Your records could not be saved on this device (storage is full or turned off).": "この端末に記録を保存できませんでした（保存領域が満杯か、使えません）。",
    "The result and its link are copied to the clipboard.": "結果とリンクをクリップボードにコピーしました。",
    "Copy the result from the box (the clipboard is not available).": "欄から結果をコピーしてください（クリップボードが使えません）。",
    "solved {count}": "解いた回数 {count}",
    "best {moves} moves": "最少 {moves} 手",
    "best time {time}": "最短時間 {time}",
    "last played {date}": "最後に遊んだ日 {date}",
    "Import refused: {why}. Your records are unchanged.": "読み込めません: {why}。記録は変わっていません。",
    "Records imported: {count} puzzles.": "記録を読み込みました: {count} 個のパズル。",
    "Difficulty": "難しさ",
    "Daily puzzle": "今日のパズル",
    "Today's link": "今日のリンク",
    "Your puzzles": "あなたのパズル",
    "Share": "共有",
    "Result to share": "共有する結果",
    "No puzzle solved on this device yet.": "この端末で解いたパズルはまだありません。",
    "Export": "書き出す",
    "Import": "読み込む",
    # --- end records ---
    # --- start, recover, count (issue 25) ---
    "That setting is not one of the choices: {value}.": "その設定は選択肢にありません: {value}。",
    "The 15-puzzle's tables could not be read, so a slower search without them found this.":
        "15パズルの表が読めなかったため、表を使わない遅い探索でこの答えを見つけました。",
    "The English 33 tables could not be read, so the quick search answered.":
        "英国式33穴の表が読めなかったため、速い探索が答えました。",
    "it crashed: {why}": "異常終了しました: {why}",
    "it stopped answering": "応答しなくなりました",
    "Your records were more than this page keeps: the {count} played longest ago were left out.":
        "記録がこのページで保てる数を超えていました。遊んだのがいちばん古い {count} 件を除きました。",
    "The solver is waiting for {file}: nothing has arrived for {seconds} s. Check the connection and reload the page; "
    "the board plays meanwhile.":
        "ソルバーは {file} を待っています（{seconds} 秒間なにも届いていません）。接続を確かめて、ページを再読み込みして"
        "ください。そのあいだも盤は遊べます。",
    "The solver is getting ready: {file}, {received} of {total} KB…":
        "ソルバーを準備しています: {file}、{total} KB のうち {received} KB…",
    "the solver stopped twice on this search ({why}); a fresh one is starting: try again, or a smaller "
    "search (the browser may be short of memory)":
        "この探索でソルバーが2回止まりました（{why}）。新しいソルバーを起動しています。もう一度試すか、"
        "小さな探索にしてください（ブラウザーのメモリーが足りないのかもしれません）",
    # static/page.js missing: the page's own words for what page.js would have said
    "The board could not start ({why}). Check the connection and reload the page.":
        "盤を起動できませんでした（{why}）。接続を確かめて、ページを再読み込みしてください。",
    "a script failed": "スクリプトが失敗しました",
    # Worded by static/page/words.mjs itself (the build copies them into static/page/words-ja.mjs):
    "it did not start within {seconds} s": "{seconds} 秒以内に起動しませんでした",
    "The board is waiting for {file}: nothing has arrived for {seconds} s. Check the connection and reload the page.":
        "盤は {file} を待っています（{seconds} 秒間なにも届いていません）。接続を確かめて、ページを再読み込みしてください。",
    "{file} could not be loaded": "{file} を読み込めませんでした",
    "Reload": "再読み込み",
    "New version ready: ": "新しい版があります: ",
    "The Lab could not load ({why}). Check the connection and reload the page.":
        "ラボを読み込めませんでした（{why}）。接続を確かめて、ページを再読み込みしてください。",
    "The Lab is waiting for {file}: it has not arrived in {seconds} s. The Lab opens as soon as it does; "
    "if it never does, check the connection and reload the page.":
        "ラボは {file} を待っています（{seconds} 秒たっても届いていません）。届きしだいラボが開きます。"
        "届かないときは、接続を確かめて、ページを再読み込みしてください。",
    # --- end start ---
    # --- the daily puzzle's result, statistics and Your puzzles (issue 35; py/app/records_panel.py) ---
    "Daily puzzle of {date}: solved": "{date} の今日のパズル: 解きました",
    "Next daily puzzle in {time}": "次のパズルまで {time}",
    "A new daily puzzle is out: press Daily puzzle.": "新しい今日のパズルがあります。「今日のパズル」を押してください。",
    "1 day": "1 日",
    "{count} days": "{count} 日",
    "{family}: {variant}": "{family}: {variant}",
    "Played": "遊んだ日",
    "Solved": "解いた日",
    "Current streak": "現在の連続",
    "Best streak": "最高の連続",
    "+{count} or more": "+{count} 以上",
    "Days solved, by moves over the fewest": "解いた日数（最少手数を超えた手数ごと）",
    "Daily streak: {days} (best {best}).": "今日のパズルの連続: {days}（最高 {best}）。",
    "these records are of another version ({name}); this page reads versions 1 and 2":
        "この記録は別の版（{name}）のものです。このページが読めるのは版 1 と 2 です",
    "{name} must be the daily puzzles played": "{name} は遊んだ今日のパズルの一覧でなければなりません",
    "{name} must be true or false": "{name} は true か false でなければなりません",
    # --- end the daily puzzle ---
    # --- watch (issue 34: py/app/watch_panel.py, watch_view.py, the Lab's Watch) ---
    "This method takes minutes in Python on its page's problem: Cancel stops it, and a smaller position answers sooner.":
        "この方法は元のページの問題では Python で数分かかります。「中止」で止まります。小さな局面ならすぐ答えが出ます。",
    "Keys: K or Space play and pause, L next event, J previous event, O step out, N next iteration or layer, B the one before, + and - the speed.":
        "キー: K かスペースで再生と一時停止、L 次の出来事、J 前の出来事、O 抜け出す、N 次の反復か層、B その前、+ と - で速さ。",
    "{recorded} events recorded.":
        "{recorded} 件の出来事を記録しました。",
    "Play":
        "再生",
    "Watching the search: the board shows the positions it examines; “Back to the game” shows your game again.":
        "探索を観察しています。盤には探索が調べる局面が出ています。「ゲームに戻る」であなたのゲームに戻ります。",
    "Recording the search… {recorded} events so far.":
        "探索を記録しています… ここまで {recorded} 件の出来事。",
    "The run stopped ({why}); {recorded} events recorded.":
        "実行が止まりました（{why}）。{recorded} 件の出来事を記録しました。",
    "This program reported no events: only its totals are shown. A search shows itself through its calls to progress.visit and progress.cut.":
        "このプログラムは出来事を報告しませんでした。合計だけを示します。探索は progress.visit と progress.cut の呼び出しで見えるようになります。",
    "The first {recorded} events of {total}.":
        "{total} 件のうち最初の {recorded} 件の出来事です。",
    "A move of this trace cannot be played here: {move}":
        "この記録の手はここでは指せません: {move}",
    "not yet searched":
        "まだ探索していません",
    "What changed from “{method}”:":
        "「{method}」からの変更点:",
    "Event {index} of {size}":
        "出来事 {index} / {size}",
    "Cut off: {reason}":
        "枝刈り: {reason}",
    "Cut off":
        "枝刈り",
    "the start":
        "開始局面",
    "… {count} more lines":
        "… ほか {count} 行",
    "a new iteration, bound {bound}":
        "新しい反復、上限 {bound}",
    "a new iteration":
        "新しい反復",
    "({value} against the bound {bound})":
        "（{value}、上限は {bound}）",
    "Line {line}: {error}":
        "{line} 行目: {error}",
    "layer {depth}: {size} positions":
        "層 {depth}: {size} 局面",
    "layer {depth}":
        "層 {depth}",
    "layer {depth}: 1 position":
        "層 {depth}: 1 局面",
    "a solution found: 1 move":
        "解が見つかりました: 1 手",
    "a solution found: {moves} moves":
        "解が見つかりました: {moves} 手",
    "depth {depth}":
        "深さ {depth}",
    "lower bound h = {h}, g + h = {total}":
        "下限値 h = {h}、g + h = {total}",
    "bound {bound}":
        "上限 {bound}",
    "≤ bound":
        "≤ 上限",
    "> bound":
        "> 上限",
    "Watch":
        "観察",
    "What changed":
        "変更点",
    "Watch beside it":
        "並べて観察",
    "Previous event":
        "前の出来事",
    "Next event":
        "次の出来事",
    "Step out":
        "抜け出す",
    "Next iteration":
        "次の反復",
    "The results":
        "結果",
    "Next layer":
        "次の層",
    "Events a second":
        "毎秒の出来事",
    "The program's line":
        "プログラムの行",
    "Back to the game":
        "ゲームに戻る",
    "Escape: back to the game.":
        "Escape でゲームに戻ります。",
    "{speed} events a second":
        "毎秒 {speed} 件の出来事",
    "{count} more events were left out (past the first {most}, or malformed).":
        "ほかに {count} 件の出来事を省きました（最初の {most} 件を超えたか、形が正しくないもの）。",
    "… {count} more":
        "… ほか {count} 件",
    "The trace: every event":
        "記録: すべての出来事",
    "The line from the start":
        "開始からの手順",
    "Its siblings":
        "兄弟の局面",
    "Layers":
        "層",
    "Positions per depth so far":
        "ここまでの深さごとの局面数",
    "Console":
        "コンソール",
    # --- end watch ---
    # --- accessibility (issue 36) ---
    "hint: not known": "ヒント: 不明",
    "hint: no win": "ヒント: 解なし",
    "{count} moves to go, best": "{count} 手で完成、最善",
    "{count} moves to go": "{count} 手で完成",
    "{shown}: {boat}": "{shown}: {boat}",
    "{name}, row {row}, column {column}": "{name}、{row} 行 {column} 列",
    "{frm} jumps over {over} to {to}": "{frm} が {over} を跳び越えて {to} へ",
    "{frm} jumps to {to}": "{frm} から {to} へ跳ぶ",
    "{label}: {value}": "{label}: {value}",
    "{counts}. {ended}": "{counts}。{ended}",
    "{move}; {counts}": "{move}。{counts}",
    "Tab leaves the editor; Ctrl+] and Ctrl+[ (\u2318 on a Mac) indent and unindent.":
        "Tab でエディタから出ます。Ctrl+] と Ctrl+[ (Mac では \u2318) で字下げを増減します。",
    # --- end accessibility ---
}
