"""The game session's parts (issue 33), each on its own: the history, the playback, the searches
and verdicts, the score, the board's motion and line cache, the input and the wording.

They are played on a toy family of this file (count from 0 to 5 in steps of one or two), a
view completed by the view protocol and known to no registry: the parts need nothing of a real
family. The session's behaviour with the real families is tests/test_session*.py's."""

import types
from pathlib import Path

from puzzles import session_words as wording
from puzzles.session import Session
from puzzles.session_board import MOTION_FASTEST_MS, MOTION_MS, Lines, Motion
from puzzles.session_history import History
from puzzles.session_playback import NORMAL_MS, Playback, Solution
from puzzles.session_score import Score
from puzzles.session_searches import VERDICT_KIND, VERDICTS_KEPT, Searches, hint_marks
from puzzles.view_protocol import complete
from puzzles.words import message

ROOT = Path(__file__).resolve().parent.parent
GOAL = 5


class Count:
    """A toy position: ``value`` counted so far from ``start``; a move adds 1 or 2."""

    def __init__(self, value, start=0):
        self.value, self.start = value, start

    def __eq__(self, other):
        return isinstance(other, Count) and (other.value, other.start) == (self.value, self.start)

    def __hash__(self):
        return hash((self.value, self.start))

    def play(self, move):
        if move not in (1, 2) or self.value + move > GOAL:
            raise ValueError("That goes past %d." % GOAL)
        return Count(self.value + move, self.start)

    def game_id(self):
        return "toy/count?at=%d&start=%d" % (self.value, self.start)

    def restart(self):
        return Count(self.start, self.start)

    def is_won(self):
        return self.value == GOAL

    def is_over(self):
        return self.is_won()

    def status_text(self):
        return "Counted to %d." % GOAL if self.is_won() else ""


def toy_view():
    namespace = {
        "__name__": "toy.view", "PROVIDES": ("motion", "act", "KEEP_UI", "MOVE_NAME"),
        "KEEP_UI": ("big",), "MOVE_NAME": "step",
        "render": lambda position, ui=None: '<svg data-at="%d"></svg>' % position.value,
        "click": lambda position, ui, cell: (position.play(cell), ui, ""),
        "moves": lambda position: [move for move in (1, 2) if position.value + move <= GOAL],
        "describe_move": lambda position, move: "+%d" % move,
        "move_cursor": lambda position, ui, dx, dy: dict(ui, cursor=max(0, ui.get("cursor", 0) + dx)),
        "counters": lambda position: [("Count", position.value)],
        "options": lambda position: [],
        "prompt": lambda position: "Count to %d." % GOAL,
        "actions": lambda position: [{"id": "hint", "label": "Hint", "search": "hint"},
                                     {"id": "again", "label": "From 1"}],
        "result_text": lambda result: "Solution found: %d steps." % result["moves"],
        "motion": lambda before, after, ui=None: [{"cell": after.value, "kind": "slide", "from": before.value}],
        "act": lambda position, ui, name, rand: (Count(1, 1), ui, "Counting from 1."),
    }
    complete(namespace)
    return types.SimpleNamespace(**namespace)


TOY = toy_view()


def toy_session(value=0):
    """A Session on the toy family, set up as ``load`` sets up a registered one."""
    s = Session()
    s.family, s.view, s.position = "toy", TOY, Count(value)
    s.tally.new_game(s.position.restart())
    s._ask_verdict()
    return s


# --- the history -------------------------------------------------------------------------------
def test_the_history_undoes_and_redoes_plain_values():
    history = History()
    assert not history.can_undo() and history.undo(0) is None and history.redo(0) is None
    history.record(0)
    history.record(1)  # 0, 1, and 2 on show
    assert history.undo(2) == 1 and history.can_redo() and history.past == [0]
    assert history.redo(1) == 2 and history.past == [0, 1] and not history.can_redo()
    history.undo(2)
    history.record(1)  # a move after Undo: Redo's positions are gone
    assert not history.can_redo() and history.past == [0, 1]
    history.clear()
    assert not history.can_undo() and not history.can_redo()


def test_undo_passes_over_the_positions_it_is_told_to_skip_while_older_ones_are_left():
    history = History()
    for position in (0, 1, 2, 3):
        history.record(position)
    odd = lambda position: position % 2 == 1  # the computer's turns, say
    assert history.undo(4, odd) == 2 and history.future == [4, 3] and history.past == [0, 1]
    assert history.undo(2, odd) == 0 and history.past == []
    assert history.redo(0) == 1 and history.redo(1) == 2


# --- the playback ------------------------------------------------------------------------------
def test_a_solution_names_its_moves_and_knows_where_each_position_lies_on_it():
    solution = Solution(TOY, Count(0), [2, 2, 1], "Solution found.")
    assert len(solution) == 3 and solution.labels == ["+2", "+2", "+1"]
    assert solution.ends == [Count(0), Count(2), Count(4), Count(5)]
    assert solution.place(Count(4)) == (2, 0) and solution.place(Count(3)) is None


def test_the_playback_follows_the_board_and_paces_play_all():
    playback = Playback()
    solution = Solution(TOY, Count(0), [2, 2, 1], "Solution found.")
    playback.show(solution, Count(2))
    assert playback.serial == 1 and playback.at == (1, 0) and playback.next_move() == 1
    assert playback.next_position() == Count(4) and playback.next_clicks(TOY, Count(2)) == [2]
    assert playback.items() == (["+2", "+2", "+1"], 1)
    playback.toggle(False)
    assert playback.playing
    playback.toggle(True)  # pressed while playing: a pause
    assert not playback.playing
    assert playback.pause_ms() == NORMAL_MS
    playback.set_speed("fast")
    playback.set_speed("warp")  # not a speed: ignored
    assert playback.speed == "fast" and playback.pause_ms() == 120
    playback.locate(Count(3))  # off the solution
    assert playback.at is None and playback.next_move() is None and playback.items()[1] == -1
    playback.locate(Count(5))  # at its end: nothing to play
    playback.toggle(False)
    assert not playback.playing and playback.next_position() is None and playback.next_clicks(TOY, Count(5)) is None
    playback.relabel(TOY)
    assert playback.serial == 2
    playback.show(None, Count(5))
    assert playback.items() == ([], -1) and playback.serial == 3


def test_the_session_steps_plays_all_and_goes_to_the_end_of_a_solution():
    s = toy_session()
    assert s.lab_solution(s.game_id(), [2, 2, 1], "Found by the Lab.")
    assert s.status() == "Found by the Lab." and s.board_ui()["hint"] == [2]
    s.step_forward()
    assert s.position == Count(2) and s.status() == "Following the solution: 1 of 3 moves played."
    s.play_all()
    assert s.play_tick() == s.pause_ms() and s.position == Count(4)
    assert s.play_tick() is None and s.position.is_won() and not s.playing
    s.step_back()
    s.to_end()
    assert s.position.is_won() and not s.can_step() and s.tally.finished_by == "solution"
    assert not s.lab_solution("toy/count?at=0&start=0", [1], "stale")  # the board moved on


# --- the searches and the verdicts ------------------------------------------------------------
def test_only_the_search_under_way_is_answered():
    searches = Searches()
    first = searches.start("solve", Count(0))
    second = searches.start("hint", Count(1))
    assert first["id"] != second["id"] and searches.request is second
    assert searches.finish(first["id"]) is None and searches.request is second
    assert searches.finish(second["id"]) is second and searches.request is None and searches.asked == Count(1)
    searches.start("solve", Count(0))
    assert searches.cancel() and not searches.cancel() and searches.request is None


def test_the_background_verdict_is_asked_once_a_position_and_read_from_the_hints():
    searches = Searches()
    searches.ask_verdict(Count(1), Count(0), TOY.actions)
    asked = searches.background
    assert asked["kind"] == VERDICT_KIND and asked["game"] == Count(1).game_id()
    assert searches.asking(Count(1).game_id()) and not searches.asking(Count(0).game_id())
    searches.background_done(asked["id"] + 1, {"hints": []})  # not the search under way
    assert searches.background is asked
    searches.background_done(asked["id"], {"hints": [[1, 2], [2, 1]], "dead": []})
    assert searches.background is None and searches.verdict_of(Count(1).game_id()) == (True, 2)
    searches.ask_verdict(Count(1), Count(0), TOY.actions)  # known already
    assert searches.background is None
    searches.ask_verdict(Count(5), Count(0), TOY.actions)  # won: the start's, for the win line
    assert searches.background["game"] == Count(0).game_id()
    searches.background_failed(searches.background["id"])
    assert searches.verdicts[Count(0).game_id()] is None and searches.verdict_of(Count(0).game_id()) is None
    searches.ask_verdict(Count(0), Count(0), TOY.actions)  # failed once: not asked again
    assert searches.background is None
    searches.ask_verdict(Count(2), Count(0), lambda position: [{"id": "solve", "search": "solve"}])
    assert searches.background is None  # no hint search: no verdict


def test_a_verdict_says_lost_unknown_or_winnable():
    searches = Searches()
    searches.verdicts = {"lost": {"hints": [[1, None], [2, None]], "dead": [1, 2]},
                         "open": {"hints": [[1, None]], "dead": []},
                         "found": {"winnable": True}, "unknown": {"unknown": message("too large")},
                         "length": {"hints": [[1, None, None], [2, 4]], "dead": []}}
    assert searches.verdict_of("lost") == (False, None) and searches.verdict_of("open") is None
    assert searches.verdict_of("found") == (True, None) and searches.verdict_of("unknown") is None
    assert searches.verdict_of("length") == (True, 5) and searches.verdict_of("never asked") is None


def test_the_verdicts_kept_are_bounded():
    searches = Searches()
    for value in range(VERDICTS_KEPT + 1):
        searches.ask_verdict(Count(value % GOAL, value), Count(value, value), TOY.actions)
        searches.background_done(searches.background["id"], {"hints": []})
    assert len(searches.verdicts) == 1


def test_hint_marks_show_one_best_move_then_every_move():
    fresh = lambda marks=None: dict({"big": True}, **(marks or {}))
    result = {"hints": [[1, 3], [2, 1]], "dead": []}
    first = hint_marks({"big": True, "cursor": 2}, fresh, result, 1, lambda move: [move])
    assert first == {"big": True, "hint_level": 1, "hint_move": [2, 2, 2]}
    again = hint_marks(dict(first, selected=4), fresh, result, 2, lambda move: [move])
    assert again == {"big": True, "selected": 4, "hint_level": 2, "hints": result["hints"], "dead": []}
    example = hint_marks({}, fresh, {"hints": [[1, None]], "example": 2}, 1, lambda move: [move])
    assert example["hint_move"] == [2, None, None]


def test_the_session_asks_answers_and_drops_late_answers():
    s = toy_session(1)
    s.background_done(s.background["id"], {"hints": [[1, 2], [2, 1]], "dead": []})
    s.act("hint")  # the verdict's search answered it: at once
    assert s.search is None and s.tally.hints_used == 1 and s.ui["hint_move"] == [2, 2, 2]
    assert s.status().startswith("Hint: the arrow on the board shows a best move, +2: 2 steps to go.")
    request = s.start_search("solve")
    s.search_progress(request["id"], {"positions": 311009, "depth": 3, "elapsed": 2.5})
    assert s.progress_text() == "Searching: 311,009 positions, 2 s"
    s.click(1)  # the board moves on: the answer is for the position asked about
    s.search_done(request["id"], {"solvable": True, "moves": 2, "solution": [2, 2], "positions": 12})
    assert s.status() == "For the position you asked about: Solution found: 2 steps."
    assert s.solution.start == Count(1) and s.tally.solver_help and s.progress_details().startswith("12 positions")
    s.search_done(request["id"], {"solvable": False})  # answered already: dropped
    assert s.solution is not None
    request = s.start_search("solve")
    s.search_failed(request["id"], "out of memory")
    assert s.search is None and s.status() == "No answer: out of memory"
    s.start_search("solve")
    s.cancel_search()
    assert s.search is None and s.status() == "Search cancelled."


# --- the score ---------------------------------------------------------------------------------
def test_a_score_counts_one_game_from_its_start():
    tally = Score()
    tally.new_game(Count(0))
    tally.hinted()
    tally.moved(Count(2), False, "player")
    assert tally.hints_used == 1 and tally.finished_by is None and tally.card(Count(2), 1, None) is None
    tally.moved(Count(5), True, "player")
    assert tally.card(Count(5), 3, None) == {"game": Count(0).game_id(), "moves": 3, "fewest": None, "hints": 1,
                                             "solver": False, "solved": True, "daily": None}
    tally.moved(Count(1, 1), False, None)  # another start: another game
    assert tally.game == Count(1, 1) and tally.hints_used == 0 and tally.finished_by is None
    tally.moved(Count(5, 1), True, None)  # won by Redo: not played, no score
    assert tally.card(Count(5, 1), 2, 2) is None


def test_a_dealt_game_has_its_optimum_and_the_daily_puzzle_its_date():
    tally = Score()
    tally.new_game(Count(0))
    tally.deal(Count(0).game_id(), 3, "2026-11-27")
    assert tally.is_daily() == "2026-11-27"
    tally.moved(Count(5), True, "solution")
    card = tally.card(Count(5), 4, None)
    assert card["fewest"] == 3 and card["daily"] == "2026-11-27" and not card["solved"]
    tally.new_game(Count(1, 1))
    assert tally.is_daily() is None


# --- the board: motion and lines ---------------------------------------------------------------
def test_the_motion_is_worked_out_once_for_the_position_on_show():
    motion, asked = Motion(), []
    view = types.SimpleNamespace(motion=lambda before, after, ui: asked.append(ui) or [{"cell": after.value}])
    after = Count(2)
    motion.changed(Count(0), after, {"cursor": 1}, False)
    assert motion.of(view, after, 358) == [{"cell": 2}] and motion.of(view, after, 0) == [{"cell": 2}]
    assert asked == [{"cursor": 1, "board_width": 358}]
    assert motion.of(view, Count(2), 0) == []  # an equal position, not the one that moved
    serial = motion.serial
    assert motion.cue() == (serial, MOTION_MS, False)
    assert motion.cue(0)[1] == MOTION_FASTEST_MS and motion.cue(150)[1] == 150 and motion.cue(900)[1] == MOTION_MS
    motion.changed(after, Count(4), {}, True)
    assert motion.cue() == (serial + 1, MOTION_MS, True)
    motion.reset()
    assert motion.of(view, Count(4), 0) == [] and motion.cue() == (serial + 2, MOTION_MS, False)


def test_the_lines_are_drawn_again_only_when_something_drawn_changed():
    lines, drawn = Lines(), []
    render_lines = lambda position, ui: drawn.append(position) or ["<svg>", str(position.value), "</svg>"]
    position = Count(1)
    first = lines.lines(render_lines, position, {}, ("en", "{}"))
    assert lines.lines(render_lines, position, {}, ("en", "{}")) is first and len(drawn) == 1
    lines.lines(render_lines, position, {}, ("ja", "{}"))
    lines.lines(render_lines, Count(1), {}, ("ja", "{}"))
    assert len(drawn) == 3


def test_the_session_hands_the_motion_to_the_board():
    s = toy_session()
    s.click(2)
    assert s.motion() == [{"cell": 2, "kind": "slide", "from": 0}] and s.board_ui()["motion"] == s.motion()
    assert s.board() == '<svg data-at="2"></svg>' and s.board_lines() is None  # no render_lines


# --- the input ---------------------------------------------------------------------------------
def test_keys_buttons_and_settings_go_through_the_view():
    s = toy_session()
    s.ui = {"big": True}
    assert s.key("ArrowRight") and s.ui == {"big": True, "cursor": 1}
    assert s.key("Enter") and s.position == Count(1)
    assert s.key("Escape") and s.ui == {"big": True, "cursor": 1}
    assert not s.key("q")
    assert not s.swipe(1, 0) and not s.drag(1) and not s.rest()  # hooks the toy has not
    s.click(3)
    assert s.message_text() == "That goes past 5." and s.position == Count(1)
    s.act("again")  # a page action that starts another game
    assert s.position == Count(1, 1) and s.message_text() == "Counting from 1." and s.game == Count(1, 1)
    s.choose("size", "9")
    assert s.message_text() == "That setting is not one of the choices: '9'."
    assert [action.get("pressed") for action in s.actions()] == [None, None]  # no toggles
    s.undo()
    assert s.position == Count(1) and s.can_redo()
    s.redo()
    assert s.position == Count(1, 1) and not s.can_redo()


# --- the wording -------------------------------------------------------------------------------
def test_the_status_says_what_comes_first():
    s = toy_session()
    assert s.status() == "Count to 5."
    s.note = message("Search cancelled.")
    assert s.status() == "Search cancelled."
    s.announced = 2
    assert s.status() == "The computer takes +2…"
    s.start_search("solve")
    assert s.status() == "Searching…" and s.verdict_text() == ""


def test_the_line_under_the_board_and_the_win_line():
    s = toy_session(1)
    s.background_done(s.background["id"], {"hints": [[1, 2], [2, 1]], "dead": []})
    assert s.verdict_text() == "This position can still be won: 2 more steps at best."
    s.click(2)
    s.background_done(s.background["id"], {"hints": [[1, None], [2, None]], "dead": [1, 2]})
    assert s.verdict_text() == "This position can no longer be won."
    s.act("hint")  # answered at once from the verdict: no move leads to the goal
    assert s.search is None and s.status() == "Hint: no move leads to the goal from here."
    s.undo()
    s.click(2)
    s.click(2)  # won by the player, who had a hint; the toy counts no moves
    assert s.status() == "Counted to 5." and s.win_text() == "Solved with 1 hint."
    assert s.verdict_text() == s.win_text() and s.motion_cue()[2]  # celebrated


def test_plain_wording_functions():
    assert wording.grouped(311009) == "311,009" and wording.grouped(-1234) == "-1,234" and wording.grouped(7) == "7"
    assert wording.moves_noun("crossing", 1) == "crossing" and wording.moves_noun("crossing", 3) == "crossings"
    assert wording.help_words(0, False) == "" and wording.help_words(2, False) == " with 2 hints"
    assert wording.help_words(1, True) == " with 1 hint and the solver's help"
    line, detail = wording.progress_lines({"positions": 1500, "depth": 4, "elapsed": 1.25, "phase": "searching"})
    assert wording.word(line) == "Searching: 1,500 positions, 1 s"
    assert wording.word(detail) == "searching: 1,500 positions searched, depth 4, 1.2 s"
    assert wording.word(wording.cost({"positions": 20, "elapsed": 0.5})) == "20 positions, 0.500 s in the solver"
    noun = lambda count: wording.moves_noun("step", count)
    text = wording.answer(TOY, Count(1), {"hints": [[1, 2], [2, 1]], "dead": []}, 2, noun)
    assert text() == "Hints on the board: the number on each move is the fewest steps to the goal with it; best: +2 (2)."
    assert wording.elsewhere(lambda: "Found.")() == "For the position you asked about: Found."
    assert wording.word(lambda: "now") == "now" and wording.word("") == ""


def test_the_session_is_thin_and_its_parts_small():
    """Issue 33: Session at most 300 lines, each part at most 350."""
    assert len((ROOT / "py/puzzles/session.py").read_text().splitlines()) <= 300
    for path in (ROOT / "py/puzzles").glob("session_*.py"):
        assert len(path.read_text().splitlines()) <= 350, path.name
