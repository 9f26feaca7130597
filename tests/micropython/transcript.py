"""Exercise the rules and view modules and print a transcript.

Run under CPython and under MicroPython (tests/test_micropython.py); the two transcripts must
be identical, so a CPython-only construct in the page's modules fails a test, not the page.
"""

from puzzles import chart_svg, registry
from puzzles.gameid import GameIdError, decode_fragment
from puzzles.words import reason, say


def checksum(text):
    total = 0
    for index, ch in enumerate(text):
        total = (total * 31 + ord(ch) + index) % 1000000007
    return total


def walk(game_id, steps):
    family, position = registry.parse(game_id)
    view = registry.view(family)
    ui = {}
    print("game", position.game_id(), view.counters(position))
    print("svg", checksum(view.render(position, ui)))
    print(" prompt", view.prompt(position), [action["id"] for action in view.actions(position)])
    for _ in range(steps):
        moves = view.moves(position)
        if not moves:
            break
        ui = {}
        print(" ", view.describe_move(position, moves[-1]), end=" ")
        for cell in view.clicks(position, moves[-1]):
            position, ui, text = view.click(position, ui, cell)
        print(position.game_id(), text, view.counters(position))
    print(" svg", checksum(view.render(position, ui)))
    print(" status", position.status_text(), position.is_won(), position.is_over())
    print(" restart", position.restart().game_id())
    again = registry.parse(position.game_id())[1]
    print(" round trip", again == position)
    ui = view.move_cursor(position, {}, 1, 0)
    ui = view.move_cursor(position, ui, 0, 1)
    print(" cursor", ui)
    for option in view.options(position):
        print(" option", option["key"], option["value"], len(option["choices"]))


for game_id in registry.presets():
    walk(game_id, 40)

for bad in ["", "peg", "peg/english33?empty=99", "peg/<img src=x onerror=alert(1)>",
            "nope/x", "peg/hex12?pegs=1", "peg/hex12?empty=1&empty=2", "peg/hex12?moves=1"]:
    try:
        registry.parse(bad)
        print("accepted", bad)
    except GameIdError as error:
        print("rejected:", say(reason(error)))

for text in ("#peg/hex12%3Fempty%3D4", "%3Cb%3E", "%E0%A4%A", "%zz", "peg/%E0%A4%A4"):
    try:
        print("decoded", [ord(ch) for ch in decode_fragment(text)])
    except GameIdError as error:
        print("rejected:", say(reason(error)))

family, position = registry.parse("peg/hoppers13?empty=6")
view = registry.view(family)
for cell in (6, 1, 0, 0, 0, 6, 12):
    position, ui, text = view.click(position, {}, cell)
    print("click", cell, text)
position = registry.parse("peg/hoppers13?empty=6&finish=6")[1]
for move in ([0, 6], [9, 3], [2, 0, 6]):
    print("play", view.describe_move(position, move), end=" ")
    position = view.play(position, move)
    print(position.game_id(), position.moves, position.last)
try:
    view.play(position, [0, 6])
except ValueError as error:
    print("illegal:", error)
# Knight ids from the shared tape of path digits: a line, a branch off it, the line again.
line = registry.parse("knight/8x8?start=0")[1]
for _ in range(20):
    line = line.play(line.legal_moves()[0])
earlier = line
for _ in range(8):
    earlier = earlier.previous
branch = earlier.play(earlier.legal_moves()[-1])
print("knight ids", line.game_id(), earlier.game_id(), branch.game_id(), line.game_id())
print("menu", registry.menu())
print("chart", checksum(chart_svg.histogram([1, 6, 27, 98, 0, 3])), checksum(chart_svg.histogram([])))
print("TRANSCRIPT END")
