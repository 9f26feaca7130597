"""The session's motion and win line (issue 21): every change of position records what moved
(the view's hook, handed to render) under a new serial; a game won by the player is
celebrated and rated against the fewest moves from its start (the start's verdict, asked in
the background once won), with the hints and the solver's help it had; a game the solution's
playback finished was shown, not solved."""

import json
import random

from puzzles import registry, search, words
from puzzles.jobs import JobRunner
from puzzles.session import MOTION_FASTEST_MS, MOTION_MS, VERDICT_KIND, Session


def new_session(game_id):
    s = Session(rand=random.Random(21).randrange)
    s.load(game_id)
    return s


def answer(s, request, background=False):
    """Run a search the session asked for to its end, as the worker would, and answer it."""
    reply = JobRunner().run(json.dumps({"game": request["game"], "kind": request["kind"]}))
    assert reply["state"] == "done", reply
    if background:
        s.background_done(request["id"], reply["result"])
    else:
        s.search_done(request["id"], reply["result"])
    return reply["result"]


def solution(game_id, kind="solve"):
    family, position = registry.parse(game_id)
    return search.run(registry.solver(family).search_job(position, kind))["solution"]


def play_by_clicks(s, move):
    for cell in s.view.clicks(s.position, move):
        s.click(cell)


def test_every_change_of_position_records_its_motion_under_a_new_serial():
    s = new_session("peg/triangle15?empty=0")
    serial = s.motion_cue()[0]
    assert s.motion() == [] and "data-motion" not in s.board()
    move = s.view.moves(s.position)[0]
    before = s.position
    s.click(move[0])  # picked up: no change of position, no motion
    assert s.motion_cue()[0] == serial and s.motion() == []
    s.click(move[1])
    assert s.motion_cue()[0] == serial + 1
    assert s.motion() == s.view.motion(before, s.position, {}) and s.motion()
    assert s.board_ui()["motion"] == s.motion() and "data-motion" in s.board()
    s.click(s.view.moves(s.position)[0][0])  # marks change, the move's motion stays on show
    assert s.motion() and s.motion_cue()[0] == serial + 1
    s.undo()  # backwards
    assert s.motion() == s.view.motion(s.view.play(before, move), before, s.ui) and s.motion_cue()[0] == serial + 2
    s.redo()
    assert s.motion() == s.view.motion(before, s.position, {}) and s.motion_cue()[0] == serial + 3
    s.load("slide/six")
    assert s.motion() == [] and s.motion_cue()[0] == serial + 4


def test_the_solutions_playback_and_the_computer_move_with_motion_too():
    s = new_session("slide/six")
    s.start_search("solve")
    answer(s, s.search)
    before = s.position
    s.step_forward()
    assert s.motion() == s.view.motion(before, s.position, {}) and s.motion()
    assert s.motion_cue()[1] == MOTION_MS
    s.set_speed("fastest")
    s.play_all()
    serial = s.motion_cue()[0]
    before = s.position
    assert s.play_tick() is not None
    assert s.motion_cue() == (serial + 1, MOTION_FASTEST_MS, False)  # no longer than Play all's pauses
    assert s.motion() == s.view.motion(before, s.position, {})
    s.to_end()
    assert s.position.is_won() and s.motion()
    # Nim: the computer's move fades the stones it took.
    s = new_session("nim?heaps=5,2,3")
    s.click(4)  # take the last stone of heap A
    before = s.position
    s.play_computer(s.announce_computer())
    taken = [entry["cell"] for entry in s.motion()]
    assert taken and {entry["kind"] for entry in s.motion()} == {"fade"}
    assert len(taken) == sum(before.heaps) - sum(s.position.heaps)


def test_the_rivers_motion_knows_who_was_aboard_before_the_crossing():
    s = new_session("river/wolf-goat-cabbage")
    load = s.view.moves(s.position)[0]
    before = s.position
    play_by_clicks(s, load)
    assert s.motion() == s.view.motion(before, s.position, {"boat": load})
    assert len(s.motion()[0]["via"]) == 1  # seated already: the boat crosses at once


def test_a_game_won_by_hand_in_the_fewest_moves_is_celebrated_and_says_so():
    s = new_session("flip/square")
    moves = solution("flip/square")
    for move in moves:
        s.click(move)
        if not s.position.is_won():
            assert not s.motion_cue()[2]
    assert s.motion_cue()[2]  # celebrate
    # The start's verdict was dropped when the first move was played: asked again now.
    assert s.background == {"id": s.background["id"], "game": "flip/square", "kind": VERDICT_KIND}
    assert s.verdict_text() == "Solved in %d moves. Looking for the fewest possible…" % len(moves)
    answer(s, s.background, background=True)
    assert s.verdict_text() == "Solved in %d moves: the fewest possible!" % len(moves)
    words.set_language("ja")
    try:
        assert s.verdict_text() == "%d 手で解きました: 最少手数です!" % len(moves)
    finally:
        words.set_language("en")
    s.undo()
    assert not s.motion_cue()[2]
    s.redo()  # won again, but not played again: no second celebration
    assert not s.motion_cue()[2]
    assert s.verdict_text() == "Solved in %d moves: the fewest possible!" % len(moves)


def test_a_longer_game_with_hints_says_how_many_and_the_fewest():
    s = new_session("flip/square")
    answer(s, s.background, background=True)  # the start's verdict, before any move
    moves = solution("flip/square")
    start = s.position
    s.act("hint")  # answered at once from the verdict (one best move shown): a hint all the same
    assert s.search is None and s.ui.get("hint_move")
    s.act("hint")  # every move numbered: a second hint
    assert s.search is None and s.ui.get("hints")
    # A detour: the first piece jumps, then back over the same pieces (two moves more).
    s.click(moves[0])
    s.click(start.space)
    assert s.view.motion(start, s.position) == []  # the same colours and space: nothing moved
    for move in moves:
        s.click(move)
    assert s.position.is_won() and s.position.moves == len(moves) + 2
    assert s.verdict_text() == ("Solved in %d moves with 2 hints. The fewest possible is %d."
                                % (len(moves) + 2, len(moves)))


def test_the_solvers_help_and_a_game_shown_by_the_playback():
    game_id = "river/wolf-goat-cabbage"
    s = new_session(game_id)
    s.act("solve")
    answer(s, s.search)
    s.to_end()
    crossings = len(solution(game_id))
    assert not s.motion_cue()[2]  # shown, not won by the player: no celebration
    assert s.verdict_text() == "Shown by the solver in %d crossings, not solved by you." % crossings
    # The last crossing played by hand: solved, with the solver's help.
    s.undo()
    play_by_clicks(s, solution(s.game_id())[0])
    assert s.motion_cue()[2]
    assert s.background is not None
    answer(s, s.background, background=True)
    assert s.verdict_text() == ("Solved in %d crossings with the solver's help: the fewest possible!" % crossings)
    s.act("hint")  # a hint on the won position counts too
    answer(s, s.search)
    assert s.verdict_text().startswith("Solved in %d crossings with 1 hint and the solver's help" % crossings)


def test_a_new_game_counts_afresh_and_families_without_a_count_name_the_help_only():
    s = new_session("flip/square")
    s.act("hint")
    assert s.hints_used == 1
    s.act("shuffle")  # another game
    assert s.hints_used == 0 and not s.solver_help
    # The knight's tour: no count of moves to rate (every tour visits every cell).
    s = new_session("knight/5x5")
    s.click(0)
    s.act("hint")
    answer(s, s.search)
    for move in solution(s.game_id()):
        s.click(move)
    assert s.position.is_won() and s.motion_cue()[2]
    assert s.verdict_text() == "Solved with 1 hint."
    s = new_session("knight/5x5")
    s.click(0)
    for move in solution(s.game_id()):
        s.click(move)
    assert s.verdict_text() == ""  # nothing to add to the status line


def test_nims_hint_is_counted_and_a_loaded_won_game_is_not_rated():
    from puzzles.nim import rules as nim
    s = new_session("nim?heaps=5,2,3")
    s.act("hint")
    while not s.position.is_over():
        if s.computer_due() is not None:
            s.play_computer(s.announce_computer())
            continue
        move = nim.winning_move(s.position.heaps, s.position.misere) or s.view.moves(s.position)[0]
        play_by_clicks(s, move)
    assert s.position.is_won() and s.verdict_text() == "Solved with 1 hint."
    s.load(s.game_id())  # a won position opened by its link: nobody played it here
    assert s.position.is_won() and s.verdict_text() == "" and not s.motion_cue()[2]
