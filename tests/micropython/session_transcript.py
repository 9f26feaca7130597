"""Drive the game session through every preset and print a transcript.

Run under CPython and MicroPython (tests/test_micropython.py); the two must match, so the
session runs on the page's interpreter exactly as it does in the unit tests. The "solution"
fed to it here is a walk of first legal moves: this checks the session's bookkeeping, not a
solver (tests/test_session.py feeds it real solver answers).
"""

from puzzles import registry
from puzzles.session import Session


def checksum(text):
    total = 0
    for index, ch in enumerate(text):
        total = (total * 31 + ord(ch) + index) % 1000000007
    return total


def walk(position, view, count):
    moves = []
    for _ in range(count):
        legal = view.moves(position)
        if not legal:
            break
        moves.append(legal[0])
        position = view.play(position, legal[0])
    return moves


def ordered(motion):
    """A motion's dicts as sorted pairs (MicroPython's dicts keep no order), numbers printed
    alike (MicroPython's repr of a float may show more digits: 89.40000000000001)."""
    def text(value):
        if isinstance(value, float):
            return "%.3f" % value
        if isinstance(value, list):
            return [text(part) for part in value]
        return value
    return [[(key, text(value)) for key, value in sorted(entry.items())] for entry in motion]


def show(s, what):
    print(" ", what, s.game_id(), "|", s.status(), "|", s.message_text(), "|", s.can_undo(), s.can_redo(),
          s.can_step(), s.solution_items()[1], checksum(s.board()))


class Random:
    """The same pseudo-random numbers under both interpreters (a linear congruential one)."""

    def __init__(self):
        self.state = 12345

    def __call__(self, n):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state >> 8) % n


s = Session(Random())
for game_id in registry.presets():
    s.load(game_id)
    print("game", game_id, [a["id"] for a in s.actions()], len(s.options()), s.counters())
    for move in walk(s.position, s.view, 2):
        for cell in s.view.clicks(s.position, move):
            s.click(cell)
        show(s, "click")
        print("  motion", ordered(s.motion()), s.motion_cue())
        turn = s.announce_computer()
        if s.play_computer(turn):
            show(s, "computer")
    s.undo()
    show(s, "undo")
    print("  motion", ordered(s.motion()))
    s.redo()
    show(s, "redo")
    s.restart()
    show(s, "restart")
    s.key("ArrowRight")
    s.key("ArrowDown")
    show(s, "keys")
    s.key("Escape")
    request = s.start_search("solve")
    show(s, "search")
    moves = walk(s.position, s.view, 3)
    s.search_done(request["id"], {"solvable": True, "moves": len(moves), "solution": moves})
    show(s, "solution")
    print("  labels", " ".join(s.solution_items()[0]), s.solution_title(), s.board_ui().get("hint"))
    s.step_forward()
    show(s, "step")
    s.play_all()
    while s.play_tick() is not None:
        pass
    show(s, "played")
    s.step_back()
    s.to_end()
    show(s, "to end")
    print("  motion", ordered(s.motion()), s.motion_cue(), s.win_text())
    for action in s.actions():
        if "search" not in action:
            s.act(action["id"])
            show(s, "act " + action["id"])
s.open_link("#%zz")
show(s, "bad link")
s.load("slide/six")
request = s.start_search("hint")
s.search_done(request["id"], {"hints": [[3, 14], [4, 14], [5, 16]]})
print("hints", s.status(), s.legend(), checksum(s.board()))
s.search_done(request["id"], {"hints": []})
s.cancel_search()
# Hint: one best move (an arrow), then every move numbered (a badge per move), every family.
for game_id in ("peg/english33?empty=16&pegs=111101111011111111111111111111111&moves=1&last=16",
                "slide/eight", "flip/square", "knight/5x5", "knight/5x5?start=12", "river/missionaries"):
    s.load(game_id)
    hints = [[move, 3 + index % 2] for index, move in enumerate(s.view.moves(s.position))]
    s.act("hint")
    s.search_done(s.search["id"], {"hints": hints, "dead": []})
    print("hint one", game_id, s.status(), s.ui.get("hint_move"), checksum(s.board()))
    s.act("hint")
    print("hint all", game_id, s.status(), s.legend(), s.verdict_text(), checksum(s.board()))
# The same session worded in Japanese: the catalogue, a worker's nested message, an error
# raised with a message, a search's progress and answer worded when read.
from puzzles import words
words.set_language("ja")
s.load("slide/eight")
request = s.start_search("solve")
s.search_progress(request["id"], {"phase": words.message("beam {width}", width=4), "positions": 7,
                                  "depth": 2, "elapsed": 0.5})
print("ja progress", s.progress_text())
s.search_failed(request["id"], words.message("the search is too large to finish here: {why}.",
                                             why=words.message("more than {limit} positions", limit=9)))
print("ja failed", s.status())
print("ja reason", words.say(words.reason(ValueError(words.message("it did not start")))))
print("ja english", words.english(words.tr("Undo")), words.tr("Solution: {count} {noun}", count=3, noun=words.tr("moves")))
s.open_link("#%zz")
print("ja bad link", s.message_text())
words.set_language("en")
print("en failed", s.status())
# A phone's board width (main.py hands it over): Nim draws for it, every family renders.
for game_id in ("nim?heaps=10,10,10,10,10,10,10,10", "nim?heaps=5,2,3", "peg/english33", "knight/5x5"):
    s.load(game_id)
    for width in (358, 826):
        s.board_width = width
        print("board width", game_id, width, checksum(s.board()), "nim-narrow" in s.board())
s.load("nim?heaps=10,10,10,10,10,10,10,10")
s.board_width = 358
s.act("binary")
print("board width binary", checksum(s.board()))
s.board_width = 0
# The win line: the wolf, the goat and the cabbage played by clicks, the start's verdict
# (the background hint search) saying 7 crossings at the fewest; a Hint counted.
CROSSINGS = [["Farmer", "Goat"], ["Farmer"], ["Farmer", "Wolf"], ["Farmer", "Goat"], ["Farmer", "Cabbage"],
             ["Farmer"], ["Farmer", "Goat"]]
for language in ("en", "ja"):
    words.set_language(language)
    s.load("river/wolf-goat-cabbage")
    s.background_done(s.background["id"], {"hints": [[["Farmer", "Goat"], 6]], "dead": []})
    s.act("hint")  # answered at once from the verdict
    for load in CROSSINGS[:1] + [["Farmer"], ["Farmer"]] + CROSSINGS[1:]:  # a detour: two more
        for cell in s.view.clicks(s.position, load):
            s.click(cell)
        print("  motion", ordered(s.motion()))
    print("win", language, s.status(), "|", s.verdict_text(), "|", s.motion_cue(), checksum(s.board()))
words.set_language("en")
print("END")
