"""The game session (puzzles.session) without a browser: every family played, undone, solved
and followed through the same calls the page makes. Solver answers come from running the
real searches (puzzles.jobs), exactly as the page's worker runs them."""

import html
import json
import random
from collections import deque
import re
from pathlib import Path

import pytest

from positions import replayed
from puzzles import registry, session as session_module, view_protocol
from puzzles.jobs import JobRunner
from puzzles.session import HOOKS, Session
from puzzles.words import say, tr

ROOT = Path(__file__).resolve().parent.parent


def new_session(game_id):
    s = Session(rand=random.Random(2026).randrange)
    s.load(game_id)
    return s


def run_search(s):
    """Run the session's pending search to its end, as the worker would, and answer it."""
    request = s.search
    reply = JobRunner().run(json.dumps({"game": request["game"], "kind": request["kind"]}))
    assert reply["state"] == "done", reply
    s.search_done(request["id"], reply["result"])
    return reply["result"]


def play_by_clicks(s, move):
    for cell in s.view.clicks(s.position, move):
        s.click(cell)


def solvable_first_moves(s, count):
    """Up to ``count`` moves, each the first legal one, played by clicking."""
    played = []
    for _ in range(count):
        moves = s.view.moves(s.position)
        if not moves or s.computer_due() is not None:
            break
        before = s.position
        play_by_clicks(s, moves[0])
        assert s.position == s.view.play(before, moves[0])
        played.append(s.position)
    return played


# One position per family where Solve is quick and answers with a whole solution.
SOLVABLE = ["peg/hoppers13?empty=6&finish=6", "slide/six", "flip/square-diagonal",
            "knight/4x4?cut=0,3,12,15&closed=1&start=1", "river/wolf-goat-cabbage",
            "nim?heaps=5,2,3"]


@pytest.mark.parametrize("game_id", registry.presets())
def test_play_undo_redo_restart_on_every_preset(game_id):
    s = new_session(game_id)
    start = s.position
    assert s.game_id() == game_id and not s.can_undo() and not s.can_redo()
    played = solvable_first_moves(s, 3)
    if not played:
        return
    assert s.can_undo() and s.can_restart()
    for position in reversed([start] + played[:-1]):
        s.undo()
        assert s.position == position
    assert not s.can_undo() and s.can_redo()
    for position in played:
        s.redo()
        assert s.position == position
    computer_to_move = s.computer_due() is not None
    s.restart()
    assert s.position == played[-1].restart() and s.can_undo()
    s.undo()  # Restart is a move like any other...
    if not computer_to_move:
        assert s.position == played[-1]
    else:  # ...but against the computer Undo goes back to the player's own turn
        assert s.position == ([start] + played)[-2]
    assert registry.parse(s.game_id())[1] == s.position
    assert s.board().startswith("<svg")


@pytest.mark.parametrize("game_id", SOLVABLE)
def test_solve_then_step_play_out_and_leave_the_solution(game_id):
    s = new_session(game_id)
    s.act("best" if s.family == "nim" else "solve")
    assert s.search is not None and s.status() == "Searching…"
    result = run_search(s)
    assert s.search is None and s.solution is not None
    moves = result["solution"]
    labels, played = s.solution_items()
    assert len(labels) == len(moves) and played == 0
    assert s.status() == s.view.result_text(result)
    assert "Solution found" in s.status() or "Tour found" in s.status() or "Winning move" in s.status()
    # The next move is marked on the board: the cells to click for it.
    assert s.board_ui()["hint"] == s.view.clicks(s.position, moves[0])
    s.step_forward()
    assert s.position == s.view.play(s.solution.start, moves[0])
    if s.family == "nim":  # the computer answers; then the game goes on without the solution
        return
    assert s.solution_items()[1] == 1
    s.step_back()
    assert s.position == s.solution.start
    s.play_all()
    assert s.playing
    ticks = 0
    while s.play_tick() is not None:
        ticks += 1
    assert not s.playing and ticks == len(moves) - 1
    assert s.position.is_won(), s.status()
    # Issue 35, defect 7: the status agrees with the win and score lines: shown, not solved.
    assert s.status() == ("The solver's solution is played out: shown, not solved by you. "
                          "Restart to solve it yourself.")
    assert "Solved" not in s.status() and s.win_text().startswith("Shown by the solver")
    assert not s.can_step()
    # Undo walks back along the solution; a move off it leaves it; Undo comes back.
    s.undo()
    assert s.solution_items()[1] == len(moves) - 1
    other = [move for move in s.view.moves(s.position) if move != moves[-1]]
    if other:
        play_by_clicks(s, other[0])
        assert s.at is None
        assert s.status() == (s.position.status_text() or "You left the solution; Undo goes back to it.")
        assert "hint" not in s.board_ui()
        s.undo()
        assert s.solution_items()[1] == len(moves) - 1


def test_to_the_end_plays_the_rest_at_once_and_each_move_undoes():
    s = new_session("slide/six")
    s.act("solve")
    run_search(s)
    s.step_forward()
    s.to_end()
    assert s.position.is_won() and s.position.moves == 15
    for _ in range(14):
        s.undo()
    assert s.solution_items()[1] == 1


def test_play_all_pauses_resumes_and_stops_on_any_move_undo_or_puzzle_change():
    s = new_session("slide/six")
    s.act("solve")
    run_search(s)
    s.play_all()
    assert s.play_tick() is not None and s.playing
    s.play_all()  # pause
    assert not s.playing and s.play_tick() is None
    s.play_all()  # resume
    assert s.playing
    s.undo()
    assert not s.playing
    s.play_all()
    s.click(s.view.moves(s.position)[0])
    assert not s.playing
    s.undo()
    s.play_all()
    s.key("Escape")
    assert not s.playing
    s.play_all()
    s.load("peg/hex12?empty=1")
    assert not s.playing and s.solution is None


def test_the_board_is_drawn_again_only_when_something_drawn_changed():
    # Issue 25: Play all and Pause on a 50x50 knight's board redrew all 5000 lines each press.
    from puzzles import words
    s = new_session("knight/6x6?closed=1")
    s.act("solve")
    run_search(s)
    first = s.board_lines()
    s.play_all()
    s.play_all()  # pressed and pressed again: nothing drawn changed
    assert s.board_lines() is first
    fresh = s.view.render_lines(s.position, s.board_ui())
    assert fresh == first and fresh is not first  # the list kept is what the view draws
    s.step_forward()  # a move: drawn again, and as the view draws it
    stepped = s.board_lines()
    assert stepped is not first and stepped == s.view.render_lines(s.position, s.board_ui())
    s.ui["cursor"] = 7  # a mark changed in place
    assert s.board_lines() is not stepped and s.board_lines() == s.view.render_lines(s.position, s.board_ui())
    try:
        words.set_language("ja")  # the language too: views word their labels
        japanese = s.board_lines()
        assert japanese != stepped and japanese == s.view.render_lines(s.position, s.board_ui())
    finally:
        words.set_language("en")


def test_play_all_speeds():
    s = new_session("slide/six")
    s.act("solve")
    run_search(s)
    assert s.pause_ms() == session_module.NORMAL_MS  # 15 moves: the normal pace
    s.set_speed("fastest")
    assert s.pause_ms() == 0
    s.set_speed("nonsense")
    assert s.speed == "fastest"
    s = new_session("knight/50x50?start=0")
    s.act("solve")
    run_search(s)
    assert len(s.solution) == 2499
    assert s.pause_ms() * len(s.solution) <= 1.5 * session_module.PLAY_ALL_MS


def test_a_message_clears_on_the_next_action():
    s = new_session("peg/hoppers13?empty=6")
    s.click(6)  # the empty hole: nothing picked up
    assert s.message == "Pick a peg that can jump (marked) first."
    s.undo()  # nothing to undo, but the message goes with any action
    assert s.message == "Pick a peg that can jump (marked) first."  # Undo with no history does nothing
    s.act("solve")
    assert s.message == ""
    s.click(6)
    run_search(s)
    assert s.message == "Pick a peg that can jump (marked) first."
    s.step_forward()
    assert s.message == ""
    s = new_session("river/jealous-husbands")
    s.click(len(s.position.problem.people))  # the boat, empty
    assert s.message.startswith("Put someone in the boat first")
    s.act("solve")
    assert s.message == ""


def test_a_result_for_an_old_puzzle_is_dropped_and_the_new_prompt_shows():
    s = new_session("slide/six")
    s.act("solve")
    old = dict(s.search)
    s.load("peg/hex12?empty=1")
    assert s.search is None and s.progress == ""
    assert s.status() == s.view.prompt(s.position)
    reply = JobRunner().run(json.dumps({"game": old["game"], "kind": old["kind"]}))
    s.search_done(old["id"], reply["result"])
    s.search_progress(old["id"], {"positions": 5, "depth": 1})
    assert s.solution is None and s.progress == ""
    assert s.status() == s.view.prompt(s.position)


def test_progress_in_plain_words_and_the_internals_for_details():
    # Issue 21: the progress line says what a player needs ("Searching: 311,009 positions,
    # 12 s"); the phase, the depth and what a finished search cost go under Details.
    from puzzles import words
    s = new_session("slide/six")
    request = s.act("solve") or s.search
    assert s.progress_text() == "" and s.progress_details() == ""
    s.search_progress(request["id"], {"phase": "breadth-first", "positions": 311009, "depth": 7,
                                      "elapsed": 12.34})
    assert s.progress_text() == "Searching: 311,009 positions, 12 s"
    assert s.progress_details() == "breadth-first: 311,009 positions searched, depth 7, 12.3 s"
    words.set_language("ja")
    try:
        assert s.progress_text() == "探索中: 311,009 局面、12 秒"
    finally:
        words.set_language("en")
    s.search_done(request["id"], {"solution": [], "positions": 1234567, "elapsed": 0.0031})
    assert s.progress_text() == ""  # not a permanent line
    assert s.progress_details() == "1,234,567 positions, 0.003 s in the solver"
    s.load("slide/eight")
    assert s.progress_text() == "" and s.progress_details() == ""


def test_counts_are_grouped_by_thousands():
    grouped = session_module.grouped
    assert [grouped(n) for n in (0, 7, 999, 1000, 311009, 1234567, -4500)] == \
        ["0", "7", "999", "1,000", "311,009", "1,234,567", "-4,500"]


def test_cancel_then_another_search_at_once_runs_the_new_one():
    s = new_session("slide/six")
    s.act("solve")
    first = s.search
    s.cancel_search()
    assert s.search is None and s.status() == "Search cancelled."
    s.act("hint")
    second = s.search
    assert second is not None and second["id"] != first["id"] and second["kind"] == "hint"
    s.search_failed(first["id"], "cancelled")  # the old search's late answer changes nothing
    assert s.search is second
    run_search(s)
    assert s.ui["hint_move"] and s.status().startswith("Hint: ")


def test_a_search_replaces_the_one_under_way():
    s = new_session("slide/six")
    s.act("solve")
    first = s.search
    s.act("analyse")
    assert s.search["id"] != first["id"]
    s.search_done(first["id"], {"solvable": True, "moves": 1, "solution": [3]})
    assert s.solution is None
    run_search(s)
    summary, svg, positions = s.analysis_view()
    assert summary == "5040 states; the hardest need 15 moves (24 positions)."
    assert svg.startswith("<svg") and len(positions) == 24
    for game_id, picture in positions:  # each hardest position, drawn small
        assert picture == s.view.render(registry.parse(game_id)[1], {})


def test_an_answer_for_an_earlier_position_says_so_and_keeps_the_board():
    s = new_session("slide/six")
    s.act("solve")
    request = s.search
    play_by_clicks(s, s.view.moves(s.position)[0])
    moved = s.position
    reply = JobRunner().run(json.dumps({"game": request["game"], "kind": request["kind"]}))
    s.search_done(request["id"], reply["result"])
    assert s.position == moved
    assert s.status().startswith("For the position you asked about: Solution found: 15 moves")
    s.undo()  # back where it was asked: the solution is there to follow
    assert s.solution_items()[1] == 0 and s.can_step()


def hint_marks(svg, kind):
    """``[(move as the solution list names it, number or None, best?)]`` of the board's hint
    badges (``kind`` "hint-badge") or hint arrows ("hint-arrow"), read from their data."""
    found = re.findall(r'<g class="%s[^"]*" data-hint-move="([^"]*)" data-moves-left="([^"]*)"( data-best="")?'
                       % kind, svg)
    return [(html.unescape(move), int(number) if number else None, bool(best)) for move, number, best in found]


# One position per family with Hint where the moves' numbers differ (peg: one jump per peg).
HINTED = ["slide/six", "flip/square", "slide/pipes", "river/missionaries",
          "peg/english33?empty=16&pegs=111101111011111111111111111111111&moves=1&last=16",
          "knight/5x5?start=0&path=5"]


@pytest.mark.parametrize("game_id", HINTED)
def test_hint_shows_one_best_move_then_every_move_numbered(game_id):
    """The first Hint: one arrow, on a best move; Hint again: one badge per move, its number
    the whole solution's moves from here with it (the CLI's moves_left), green exactly on
    the smallest; the hints belong to their position."""
    from puzzles.marks import solution_moves
    s = new_session(game_id)
    s.act("hint")
    result = run_search(s)
    expected = {}
    for entry in result["hints"]:
        number = solution_moves(entry)
        expected[s.view.describe_move(s.position, entry[0])] = number
    best = min(number for number in expected.values() if number is not None)
    svg = s.board()
    arrows = hint_marks(svg, "hint-arrow")
    assert len(arrows) == 1 and "hint-badge" not in svg and s.legend() == ""
    move, number, is_best = arrows[0]
    assert expected[move] == number == best and is_best
    assert s.status().startswith("Hint: the arrow on the board shows a best move, %s: %d " % (move, best))
    s.act("hint")
    assert s.search is None  # the answer kept serves the second press at once
    svg = s.board()
    badges = hint_marks(svg, "hint-badge")
    assert "hint-arrow" not in svg and s.legend() == tr(s._hook("HINT_LEGEND", session_module.HINT_LEGEND))
    assert dict((move, number) for move, number, _ in badges) == expected
    assert len(badges) == len(expected)  # one badge per move
    assert [move for move, number, is_best in badges if is_best] == [
        move for move, number, _ in badges if number == best]
    assert svg.count("hint-best") == len([n for n in expected.values() if n == best])
    assert s.status().startswith("Hints on the board")
    play_by_clicks(s, result["hints"][0][0])
    assert not [key for key in session_module.HINT_KEYS if key in s.ui]
    assert s.legend() == "" and "hint-badge" not in s.board() and "hint-arrow" not in s.board()


def test_sliding_moves_in_solutions_and_hints_are_tiles_and_arrows():
    s = new_session("slide/eight?tiles=123456708")
    s.act("solve")
    run_search(s)
    assert s.solution_items()[0] == ["8 \u2190"]
    s = new_session("slide/eight?tiles=123456708")
    s.act("hint")
    run_search(s)
    assert s.status().startswith("Hint: the arrow on the board shows a best move, 8 \u2190: 1 move to go.")
    s.act("hint")
    assert "best: 8 \u2190 (1)" in s.status()


def test_solver_found_reads_apart_from_you_solved():
    s = new_session("peg/hoppers13?empty=6&finish=6")
    s.act("solve")
    run_search(s)
    assert s.status() == "Solution found: 7 moves (shortest)."
    s.to_end()  # played out by the solver: shown, not solved (issue 35, defect 7)
    assert s.status().startswith("The solver's solution is played out: shown, not solved by you.")
    s.undo()
    play_by_clicks(s, s.solution.moves[-1])  # the last move by hand: solved
    assert s.status().startswith("Solved in 7 moves")


def test_a_setting_changed_after_moves_can_be_undone():
    s = new_session("peg/hoppers13?empty=6")
    solvable_first_moves(s, 2)
    played = s.position
    s.choose("finish", "6")
    assert s.position.finish == 6 and s.position.moves == 0
    assert s.options()[1]["value"] == "6"
    s.undo()
    assert s.position == played
    s = new_session("knight/5x5")
    solvable_first_moves(s, 3)
    played = s.position
    s.choose("rows", "6")
    assert s.game_id() == "knight/6x5"
    s.undo()
    assert s.position == played
    s.redo()
    assert s.game_id() == "knight/6x5"


def test_shuffle_is_a_new_game_that_can_be_undone_and_voids_the_solution():
    s = new_session("slide/six")
    s.act("solve")
    run_search(s)
    before = s.position
    s.act("shuffle")
    assert s.position != before and s.position.restart() == s.position
    assert s.solution is None and s.message.startswith("Shuffled")
    s.undo()
    assert s.position == before


def test_the_computer_announces_then_plays_its_move_unless_the_game_changed():
    s = new_session("nim?heaps=5,2,3")
    assert s.computer_due() is None
    s.click(100 * 0 + 4)  # take one stone from heap A (5 -> 4): the computer is to move
    assert s.position.heaps == (4, 2, 3)
    move = s.computer_due()
    assert move is not None
    turn = s.announce_computer()
    assert s.status().startswith("The computer takes %s" % s.view.describe_move(s.position, move))
    assert s.board_ui()["hint"] == s.view.clicks(s.position, move)
    assert s.play_computer(turn)
    assert s.message_text() == "The computer took %s." % s.view.describe_move(None, move)
    assert s.computer_due() is None and s.position.moves == 2
    # Undo goes back to the player's own turn, past the computer's move.
    s.undo()
    assert s.position.heaps == (5, 2, 3)
    # A pending computer move dies when the game changes before it plays.
    s.click(4)
    turn = s.announce_computer()
    s.undo()
    assert not s.play_computer(turn) and s.position.heaps == (5, 2, 3)


def test_the_computer_answering_a_followed_solution_does_not_scold_the_player():
    """Issue 35, defect 5: Best move, then that move played by hand; the computer's reply
    ends the solution, it is not "left"."""
    s = new_session("nim?heaps=5,2,3")
    s.act("best")
    move = run_search(s)["solution"][0]
    play_by_clicks(s, move)
    assert s.status() == "Following the solution: 1 of 1 moves played."
    assert s.play_computer(s.announce_computer())
    assert "left the solution" not in s.status()
    assert s.status() == say(s.view.prompt(s.position))
    # A wrong move leaves the solution, and after the computer's reply Undo still goes back to it.
    s = new_session("nim?heaps=5,2,3")
    s.act("best")
    run_search(s)
    s.click(4)  # one stone from heap A, not the winning four
    assert s.play_computer(s.announce_computer())
    assert s.status() == "You left the solution; Undo goes back to it."
    s.undo()
    assert s.position.heaps == (5, 2, 3) and s.solution_items()[1] == 0


def test_the_score_line_counts_in_the_familys_moves_and_says_shown_not_solved():
    """Issue 35, defect 7: the river's score counts crossings, as the rest of the page does."""
    from puzzles.session_words import score_words
    s = new_session("river/wolf-goat-cabbage")
    s.act("solve")
    run_search(s)
    s.to_end()
    line = score_words(s.score(), 65000, s.moves_noun)
    assert line == ("Shown by the solver, not solved: %d crossings \u00b7 1:05 \u00b7 no hints \u00b7 "
                    "the solver's help" % s.position.crossings)
    s.undo()
    play_by_clicks(s, s.solution.moves[-1])  # the last crossing by hand: the player's win
    assert s.status() == s.position.status_text()
    assert score_words(s.score(), None, s.moves_noun).startswith("Your score: %d crossings" % s.position.crossings)


def test_keys_move_the_cursor_slide_tiles_and_click():
    s = new_session("peg/hoppers13?empty=6")
    assert s.key("ArrowRight") and s.ui["cursor"] >= 0
    assert s.key("Enter")
    assert s.ui.get("selected", -1) >= 0
    assert s.key("Escape") and s.ui.get("selected", -1) == -1
    assert not s.key("q")
    s = new_session("slide/eight?tiles=123456708")
    s.key("ArrowLeft")  # slides tile 8, right of the space, left into it
    assert s.position.is_won()


def test_the_keyboard_cursor_stays_on_its_cell_through_undo_redo_and_restart():
    for game_id in ("peg/english33", "slide/eight?tiles=123456708", "knight/5x5"):
        s = new_session(game_id)
        play_by_clicks(s, s.view.moves(s.position)[0])
        for key in ("ArrowDown", "ArrowRight", "ArrowRight"):
            s.key(key)
        here = s.ui.get("cursor", -1)
        assert here >= 0, game_id
        for action in (s.undo, s.redo, s.restart):
            action()
            assert s.ui.get("cursor") == here, (game_id, action.__name__)


def test_bad_links_say_why_and_show_the_default_puzzle():
    s = Session()
    for bad in ("%zz", "peg/<img src=x onerror=alert(1)>", "chess/board", "peg/english34?empty=9"):
        s.open_link("#" + bad)
        assert s.message_text().startswith("Bad link: ")
        assert s.game_id() == registry.parse(registry.DEFAULT_GAME)[1].game_id()
    s.open_link("")
    assert s.message == "" and s.game_id() == registry.parse(registry.DEFAULT_GAME)[1].game_id()
    s.open_link("#peg/hex12?empty=%34")
    assert s.game_id() == "peg/hex12?empty=4"


def test_a_failed_search_says_so_and_frees_the_session():
    s = new_session("peg/english33?empty=16&finish=16")
    s.act("count")
    request = s.search
    reply = JobRunner().run(json.dumps({"game": request["game"], "kind": request["kind"]}))
    assert reply["state"] == "error"
    s.search_failed(request["id"], reply["message"])
    assert s.search is None and s.status().startswith("No answer: ") and "too large" in s.status()


def test_every_hook_the_session_uses_is_in_the_view_protocol():
    """The view's functions and optional hooks are named and documented once, in
    puzzles.view_protocol (issue 33: it was registry.py's docstring); the session's parts use
    no other name of a view, and nobody looks a view's parts up by name but the protocol."""
    sources = "".join(path.read_text() for path in (ROOT / "py/puzzles").glob("session*.py"))
    used = set(re.findall(r'_hook\("(\w+)"', sources)) | set(re.findall(r"\bview\.(\w+)\(", sources))
    used |= set(re.findall(r"\bview\.([A-Z_]+)\b", sources))
    assert used and used <= set(HOOKS) | set(view_protocol.REQUIRED), used - set(HOOKS) - set(view_protocol.REQUIRED)
    protocol = (ROOT / "py/puzzles/view_protocol.py").read_text()
    for hook in list(HOOKS) + list(view_protocol.REQUIRED):
        assert "``%s" % hook in protocol or "\n%s = " % hook in protocol, hook
    with pytest.raises(KeyError):
        new_session("slide/six")._hook("undocumented")
    for path in list((ROOT / "py/puzzles").glob("*.py")) + list((ROOT / "py/app").glob("*.py")):
        if path.name != "view_protocol.py":
            assert "getattr(self.view" not in path.read_text() and "getattr(view" not in path.read_text(), path


def test_peg_hints_badge_each_move_never_a_landing_hole_for_several():
    """Jumps 2-7 (loses), 9-7 and 13-11 (win): no peg picked, a badge on each peg for its
    best jump (2 shows the cross, though 9-7 lands on the same hole and wins); a peg picked,
    a badge on each hole it can land on, its own jump's number."""
    s = new_session("peg/triangle15?empty=4&pegs=111111101110111&moves=1&last=4")
    s.act("hint")
    result = run_search(s)
    assert result["dead"] == [[2, 7]]
    s.act("hint")
    assert s.ui["dead"] == result["dead"]
    svg = s.board()
    badges = hint_marks(svg, "hint-badge")
    assert sorted(move for move, _, _ in badges) == ["13-11", "2-7", "9-7"]
    for peg in (2, 9, 13):  # each on its peg
        group = re.search(r'<g class="[^"]*" data-cell="%d".*?</g></g>' % peg, svg).group(0)
        assert 'data-hint-move="%d-' % peg in group
    assert 'data-hint-move="2-7" data-moves-left=""' in svg and svg.count("hint-lost") == 1
    s.click(2)  # picked up: only its jump, on hole 7, with its own mark
    svg = s.board()
    assert hint_marks(svg, "hint-badge") == [("2-7", None, False)] and "hint-lost" in svg
    s.click(2)
    s.click(9)
    svg = s.board()
    assert hint_marks(svg, "hint-badge") == [("9-7", 10, True)]
    group = re.search(r'<g class="[^"]*" data-cell="7".*?</g></g>', svg).group(0)
    assert "hint-best" in group
    assert s.status().startswith("Hints on the board") and "\u2715" in s.legend()


def test_peg_after_4_16_a_worse_jump_to_the_best_jumps_hole_is_never_green():
    """Issue 21: on English 33 after 4-16, 7-9 and 11-9 leave 16 moves, 23-9 17: with peg 23
    picked, its one badge (on hole 9) reads 17 and is not green."""
    from puzzles.marks import solution_moves
    s = new_session("peg/english33")
    play_by_clicks(s, [4, 16])
    s.act("hint")
    result = run_search(s)
    numbers = dict(("%d-%d" % tuple(entry[0]), solution_moves(entry)) for entry in result["hints"])
    assert sorted(numbers) == ["11-9", "23-9", "7-9"] and numbers["23-9"] > numbers["7-9"] == numbers["11-9"]
    assert hint_marks(s.board(), "hint-arrow")[0][0] in ("7-9", "11-9")
    s.act("hint")
    best = min(numbers.values())
    assert sorted(hint_marks(s.board(), "hint-badge")) == sorted(
        (move, number, number == best) for move, number in numbers.items())
    s.click(23)
    assert hint_marks(s.board(), "hint-badge") == [("23-9", numbers["23-9"], False)]


def test_the_solutions_next_move_stays_marked_with_hints_on_show():
    s = new_session("slide/six")
    s.act("solve")
    solution = run_search(s)["solution"]
    s.act("hint")
    run_search(s)
    assert s.ui["hint_level"] == 1 and s.board_ui()["hint"] == [solution[0]]
    s.act("hint")
    assert s.ui["hints"] and s.board_ui()["hint"] == [solution[0]]
    assert "slide-hint" in s.board()


def test_solve_answers_at_once_from_the_hint_search_that_found_the_optimum():
    """The 15-puzzle's hint search solves the position optimally on the way: once the
    verdict's search has run, Solve answers from it, the very solution a Solve search gives."""
    game_id = "slide/fifteen?tiles=123456789abc0def"
    s = new_session(game_id)
    run_background(s)
    assert s.verdicts[game_id]["solve"]["minimal"]
    s.act("solve")
    assert s.search is None
    reply = JobRunner().run(json.dumps({"game": game_id, "kind": "solve"}))["result"]
    assert s.solution.moves == reply["solution"] and len(s.solution) == 3
    assert s.status() == "Solution found: 3 moves (shortest)."
    assert s.progress_text().startswith("Answered at once")
    # Families whose hint search holds no such answer search as before.
    s = new_session("slide/six")
    run_background(s)
    s.act("solve")
    assert s.search is not None and s.search["kind"] == "solve"


# --- the verdict: can the position still be won? -------------------------------------------

def run_background(s):
    """Run the session's background search to its end, as the worker would, and answer it."""
    request = s.background
    assert request is not None and request["kind"] == session_module.VERDICT_KIND
    reply = JobRunner().run(json.dumps({"game": request["game"], "kind": request["kind"]}))
    assert reply["state"] == "done", reply
    s.background_done(request["id"], reply["result"])


def bfs_moves_to_goal(view, position):
    """Fewest moves to a won position by a breadth-first search over the view's moves (a peg
    jump continuing the previous jump's peg is the same move: it costs nothing), or None:
    the brute force the verdicts are checked against."""

    def state(p):  # what the search must tell apart (not the moves counter)
        values = [getattr(p, name, None) for name in ("pegs", "last", "tiles", "white", "space")]
        return tuple(value for value in values if value is not None and not callable(value))

    def cost(p, move):
        return 0 if hasattr(p, "last") and p.last == move[0] else 1

    best = {state(position): 0}
    queue = deque([(0, position)])  # a 0-1 breadth-first search: free moves go first
    while queue:
        depth, p = queue.popleft()
        if depth > best[state(p)]:
            continue
        if p.is_won():
            return depth
        for move in view.moves(p):
            after, step = view.play(p, move), cost(p, move)
            if best.get(state(after), depth + step + 1) > depth + step:
                best[state(after)] = depth + step
                if step:
                    queue.append((depth + step, after))
                else:
                    queue.appendleft((depth, after))
    return None


@pytest.mark.parametrize("game_id", ["slide/six", "peg/triangle15?empty=0", "peg/hoppers13?empty=6&finish=6"])
def test_after_each_move_the_verdict_says_whether_the_goal_is_still_reachable(game_id):
    s = new_session(game_id)
    checked = {True: 0, False: 0}
    for turn in range(6):
        assert s.verdict_text() == ""  # asked in the background, not answered yet
        run_background(s)
        expected = bfs_moves_to_goal(s.view, s.position)
        winnable, moves = s.verdict()
        assert winnable == (expected is not None)
        if expected is not None:
            assert moves == expected
            assert s.verdict_text() == "This position can still be won: %d more move%s at best." % (
                expected, "" if expected == 1 else "s")
        else:
            assert s.verdict_text() == "This position can no longer be won."
        checked[winnable] += 1
        moves_here = s.view.moves(s.position)
        if not moves_here:
            break
        # Alternate a best move and the last legal one (often a losing one on peg boards).
        play_by_clicks(s, moves_here[-1] if turn % 2 else moves_here[0])
        if s.position.status_text():
            assert s.background is None and s.verdict_text() == ""
            break
    assert checked[True] >= 1


@pytest.mark.parametrize("game_id", ["slide/six", "peg/hoppers13?empty=6&finish=6&pegs=1001110110111&moves=3&last=0"])
def test_solution_moves_of_a_hint_entry_is_the_whole_solution_the_move_begins(game_id):
    # The verdict's and the CLI's count (puzzles.marks.solution_moves), for each legal move of
    # a sliding puzzle (entries [move, left]) and a peg board mid-chain (entries [move, left,
    # whole]; continuing the chain costs no move), against the brute force: the move's own
    # cost plus the fewest moves after it.
    from puzzles.marks import solution_moves
    view = registry.view(game_id.split("/")[0])
    position = registry.parse(game_id)[1]
    reply = JobRunner().run(json.dumps({"game": game_id, "kind": "hint"}))
    entries = reply["result"]["hints"]
    assert sorted(entry[0] for entry in entries) == sorted(view.moves(position))
    counted = {True: 0, False: 0}
    for entry in entries:
        after = view.play(position, entry[0])
        rest = bfs_moves_to_goal(view, after)
        free = getattr(position, "last", None) == entry[0][0] if isinstance(entry[0], list) else False
        expected = None if rest is None else rest + (0 if free else 1)
        assert solution_moves(entry) == expected, entry
        counted[rest is not None] += 1
    assert counted[True] >= 2
    assert solution_moves([[3, 5], None, None]) is None and solution_moves([4, None]) is None


def test_a_lost_peg_position_is_said_lost():
    s = new_session("peg/triangle15?empty=0")
    # Play best moves until one legal move loses (by the brute force), then play that one.
    for _ in range(8):
        moves = s.view.moves(s.position)
        losing = [m for m in moves if bfs_moves_to_goal(s.view, s.view.play(s.position, m)) is None]
        if losing:
            play_by_clicks(s, losing[0])
            break
        play_by_clicks(s, moves[0])
    assert losing, "no losing move found on the way"
    run_background(s)
    assert s.verdict() == (False, None)
    assert s.verdict_text() == "This position can no longer be won."


def test_the_verdict_line_says_a_verdict_asked_is_on_its_way_until_it_comes():
    """session_words.verdict_waiting_text: the line the page shows while its first verdict is
    asked of a solver getting ready; "" once it is answered, or failed, or while a search runs."""
    waiting = "Asking the solver whether this position can still be won…"
    s = new_session("peg/triangle15")
    assert s.background is not None and s.verdict_text() == ""
    assert s.verdict_waiting_text() == waiting
    run_background(s)
    assert s.verdict_text() and s.verdict_waiting_text() == ""
    play_by_clicks(s, s.view.moves(s.position)[0])
    assert s.verdict_waiting_text() == waiting
    s.act("solve")
    assert s.search is not None and s.verdict_waiting_text() == ""
    s.cancel_search()
    s.background_failed(s.background["id"])
    assert s.background is None and s.verdict_waiting_text() == ""
    assert new_session("nim").verdict_waiting_text() == ""  # Nim asks no verdict


def test_a_verdict_belongs_to_its_position_and_serves_hint_and_undo_at_once():
    s = new_session("slide/six")
    old = s.background
    play_by_clicks(s, s.view.moves(s.position)[0])
    # The answer for the position before the move comes too late: it is dropped.
    reply = JobRunner().run(json.dumps({"game": old["game"], "kind": old["kind"]}))
    s.background_done(old["id"], reply["result"])
    assert s.verdict() is None and s.background is not None
    run_background(s)
    assert s.verdict() is not None
    # Hint on a position whose verdict is known answers at once, without the solver.
    s.act("hint")
    assert s.search is None and s.ui.get("hint_move")
    s.act("hint")
    assert s.search is None and s.ui.get("hints")
    # Undo and Redo find their positions' verdicts again without asking.
    before = s.game_id()
    s.undo()
    assert s.background is not None  # its answer came too late above: asked again
    run_background(s)
    s.redo()
    assert s.game_id() == before and s.background is None and s.verdict() is not None
    s.undo()
    assert s.background is None and s.verdict() is not None
    # A search under way hides the verdict line; a failed background search leaves it unsaid.
    play_by_clicks(s, s.view.moves(s.position)[-1])  # a position not asked about yet
    s.background_failed(s.background["id"])
    assert s.background is None and s.verdict_text() == ""
    s.undo()
    s.redo()  # a position whose background search failed is not asked about again
    assert s.background is None and s.verdict_text() == ""


def test_families_without_a_hint_search_ask_nothing_in_the_background():
    for game_id in ("nim?heaps=5,2,3",):
        s = new_session(game_id)
        assert s.background is None


def test_past_the_exact_search_a_solution_found_says_the_position_can_still_be_won():
    """French 37 has 36 pegs at the start: no jump's value is known, but the quick search's
    solution proves the position can be won, and its first jump is shown; a solution from
    after that jump, found again and replayed, confirms it."""
    from puzzles import search
    from puzzles.peg.solver import any_solution
    s = new_session("peg/french37")
    run_background(s)
    assert s.verdict() == (True, None)
    assert s.verdict_text() == "This position can still be won."
    s.act("hint")
    example = s.verdicts[s.game_id()]["example"]
    # Answered from the verdict: the one jump known to keep the win, not known to be a best one.
    assert s.search is None and s.ui.get("hint_move") == [example, None, None]
    assert hint_marks(s.board(), "hint-arrow") == [("%d-%d" % tuple(example), None, False)]
    s.act("hint")
    assert s.ui.get("hint") == example and "hint-unknown" in s.board()
    assert "a quick search found a solution that starts with %d-%d" % tuple(example) in s.status()
    after = s.position.play(example)
    assert replayed(after, search.run(any_solution(after))["solution"]).is_won()


def test_the_board_width_reaches_the_view_only_when_set():
    """The front end's board width (CSS px) is handed to render, not kept in the marks that
    clicks and actions see; a family that ignores it draws the same."""
    s = Session()
    s.load("nim?heaps=5,2,3")
    usual = s.board()
    s.board_width = 358
    assert "board_width" not in s.ui and s.board_ui()["board_width"] == 358
    assert "nim-narrow" in s.board() and "nim-narrow" not in usual
    s.click(4)
    assert "board_width" not in s.ui and "nim-narrow" in s.board()
    s.board_width = 0
    s.load("peg/english33")
    plain = s.board()
    s.board_width = 358
    assert s.board() == plain


def test_a_setting_value_that_is_not_a_choice_gets_a_message_in_every_family():
    # Issue 25: a tampered select sent "abc" to the knight view's choose, which raised
    # ValueError out of int() as a page error. Every family's every option is tried with
    # values the select never offers; the game stays, a message says why.
    tampered = ("abc", "999", "-1", "", "1e9", "<b>x</b>", "0x5", " 5")
    tried = set()
    for _, _, items in registry.menu():
        for game_id, _ in items:
            s = new_session(game_id)
            for option in s.options():
                offered = [value for value, _ in option["choices"]]
                for value in tampered + ("x" * 500,):
                    if value in offered:
                        continue
                    before = s.game_id()
                    s.choose(option["key"], value)
                    assert s.game_id() == before
                    said = say(s.message)
                    assert "not one of the choices" in said and len(said) < 200, said
                    tried.add(s.family)
            s.choose("no-such-setting", "1")
            assert "not one of the choices" in say(s.message)
    assert tried >= {"peg", "knight", "nim", "flip", "river"}


def test_a_click_on_a_cell_not_on_the_board_then_keys_raise_nothing():
    # Issue 25's fuzz: a click on a cell the page never drew (DOM tampering), then an arrow
    # key, raised IndexError in the peg view's move_cursor. Every menu entry, every key.
    keys = ("ArrowUp", "ArrowLeft", "ArrowDown", "ArrowRight", "Enter", " ", "Escape")
    for _, _, items in registry.menu():
        for game_id, _ in items:
            for cell in (-1, -7, 99, 5000, 10 ** 6):
                s = new_session(game_id)
                s.click(cell)
                for key in keys:
                    s.key(key)
                assert s.game_id() == game_id or s.family == game_id.split("/")[0]
                s.drag(cell)
                s.drag(cell, 10 ** 6)
                s.key("ArrowRight")
                s.status()
                s.board()
