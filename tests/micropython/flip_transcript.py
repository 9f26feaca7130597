"""Flip It's rules and view, printed: run under CPython and MicroPython (tests/test_flip_rules.py and tests/test_flip_view.py);
the two transcripts must be identical."""

from puzzles.flip import rules as flip
from puzzles.flip import view as flip_svg
from puzzles.gameid import GameIdError, split_game_id
from puzzles.words import reason, say


def parse(game_id):
    family, variant, params = split_game_id(game_id)
    return flip.parse(variant, params)


def checksum(text):
    total = 0
    for index, ch in enumerate(text):
        total = (total * 31 + ord(ch) + index) % 1000000007
    return total


print(flip.variants(), flip.presets())
for variant in flip.BOARD_ORDER:
    position = flip.new_game(variant)
    print(position.game_id(), position.movable(), flip_svg.counters(position), flip_svg.prompt(position))
    ui = {}
    for cell in (5, 0, 7, 15, 3, 0, 2, 10, 8, 12):
        position, ui, message = flip_svg.click(position, ui, cell)
        print(" click", cell, position.game_id(), sorted(ui.items()), message)
    print(" svg", checksum(flip_svg.render(position, ui)))
    hints = {"hints": [[m, 10 + m] for m in position.movable()], "hint": [position.movable()[0]]}
    print(" hints svg", checksum(flip_svg.render(position, hints)))
    again = parse(position.game_id())
    print(" round trip", again == position, again.game_id(), position.restart().game_id())
    print(" status", position.status_text(), position.is_won(), position.is_over())
for bad in ("flip/round", "flip/square?space=16", "flip/square?colours=bbb", "flip/square?moves=3",
            "flip/square?colours=bbbbbbbbbbbbbbbb", "flip/square?colours=bbbbbbbbbbbbbbb.&moves=x",
            "flip/square?size=3", "flip/square?colours=bbbbbxbbbbbbbbb."):
    try:
        parse(bad)
        print("accepted", bad)
    except GameIdError as error:
        print("rejected:", say(reason(error)))
position = flip.new_game("square")
for bad in (5, 6, 16, "a"):
    try:
        position.play(bad)
    except ValueError as error:
        print("illegal:", error)
state = [7]


def rand(n):
    state[0] = (state[0] * 1103515245 + 12345) % 2147483648
    return (state[0] >> 16) % n


shuffled, ui, message = flip_svg.act(position, {}, "shuffle", rand)
print(shuffled.game_id(), ui, message)
ui = {}
for dx, dy in ((1, 0), (1, 0), (0, 1), (-1, 0), (5, 5), (-1, -1)):
    ui = flip_svg.move_cursor(shuffled, ui, dx, dy)
    print(" cursor", ui)
print([(o["key"], o["value"], len(o["choices"])) for o in flip_svg.options(shuffled)])
print([sorted(action.items()) for action in flip_svg.actions(shuffled)])
print(flip_svg.result_text({"solvable": True, "moves": 22, "solution": [], "minimal": True}))
print(flip_svg.result_text({"analysis": True, "states": 524288, "distance": 22, "count": 4}))
print(flip_svg.describe_move(shuffled, 7), flip_svg.clicks(shuffled, 7), flip_svg.moves(shuffled))
print("END")
