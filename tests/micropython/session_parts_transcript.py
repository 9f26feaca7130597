"""The session's parts and the view protocol on their own, printed as a transcript (issue 33).

Run under CPython and MicroPython (tests/test_micropython.py); the two must match. A toy view
(count from 0 to 5) is completed by the view protocol from a plain namespace, as a family's
view completes itself with ``complete(globals())``, and played through the parts alone.
"""

from puzzles import view_protocol
from puzzles.session_board import Lines, Motion
from puzzles.session_history import History
from puzzles.session_playback import Playback, Solution
from puzzles.session_score import Score
from puzzles.session_searches import Searches, hint_marks
from puzzles.session_words import grouped, help_words, moves_noun


class Count:
    def __init__(self, value):
        self.value = value

    def __eq__(self, other):
        return isinstance(other, Count) and other.value == self.value

    def __hash__(self):
        return hash(self.value)

    def play(self, move):
        if self.value + move > 5:
            raise ValueError("past 5")
        return Count(self.value + move)

    def game_id(self):
        return "toy/count?at=%d" % self.value

    def restart(self):
        return Count(0)

    def is_won(self):
        return self.value == 5

    def status_text(self):
        return "done" if self.is_won() else ""


class View:
    """A namespace as a module: the protocol fills its attributes in."""


namespace = {"__name__": "toy.view", "PROVIDES": ("MOVE_NAME",), "MOVE_NAME": "step"}
for name in view_protocol.REQUIRED:
    namespace[name] = None
namespace["describe_move"] = lambda position, move: "+%d" % move
namespace["actions"] = lambda position: [{"id": "hint", "label": "Hint", "search": "hint"}]
view_protocol.complete(namespace)
view = View()
for name in namespace:
    setattr(view, name, namespace[name])
view.PROVIDES = namespace["PROVIDES"]
print("filled", sorted(name for name in view_protocol.HOOKS if name in namespace))
print("defaults", view.clicks(Count(0), 2), view.play(Count(1), 2).value, [p.value for p in view.steps(Count(1), 2)])
print("hooks", view_protocol.provides(view, "MOVE_NAME"), view_protocol.hook(view, "arrow", "none"), view.KEEP_UI)
try:
    view_protocol.complete({"__name__": "broken", "PROVIDES": ("arrow",)})
except TypeError as error:
    print("refused", str(error))

history = History()
for value in (0, 1, 2):
    history.record(value)
print("history", history.undo(3), history.undo(2, lambda value: value == 1), history.redo(0), history.past, history.future)

solution = Solution(view, Count(0), [2, 2, 1], "found")
playback = Playback()
playback.show(solution, Count(2))
print("playback", solution.labels, playback.at, playback.next_position().value, playback.next_clicks(view, Count(2)))
playback.toggle(False)
print("playing", playback.playing, playback.pause_ms(), playback.items())

searches = Searches()
request = searches.start("solve", Count(1))
searches.ask_verdict(Count(2), Count(0), view.actions)
print("searches", sorted(request.items()), sorted(searches.background.items()), searches.finish(request["id"]) is request)
searches.background_done(searches.background["id"], {"hints": [[1, 2], [2, 1]], "dead": []})
print("verdict", searches.verdict_of(Count(2).game_id()))
marks = hint_marks({}, lambda marks=None: dict(marks or {}), {"hints": [[1, 2], [2, 1]]}, 1, lambda move: [move])
print("marks", sorted(marks.items()))

tally = Score()
tally.new_game(Count(0))
tally.hinted()
tally.moved(Count(5), True, "player")
print("score", sorted(tally.card(Count(5), 3, None).items()))

motion = Motion()
after = Count(2)
motion.changed(Count(0), after, {}, True)
view.motion = lambda before, now, ui: [before.value, now.value]
print("motion", motion.of(view, after, 0), motion.of(view, Count(2), 0), motion.cue(150))
lines = Lines()
render_lines = lambda position, ui: ["<svg>", str(position.value), "</svg>"]
drawn = lines.lines(render_lines, after, {}, ("en", "{}"))
print("lines", drawn, lines.lines(render_lines, after, {}, ("en", "{}")) is drawn)
print("words", grouped(1234567), moves_noun("step", 2), help_words(2, True))
print("END")
