"""New game, the daily puzzle and the score (issue 22), driven through the Session alone: a
deal is a search the session asks for, answered here as the page's worker would answer it
(the JobRunner runs the request's game id and kind), with no browser."""

import json
import random

import pytest

from puzzles import daily, registry, session_score
from puzzles.deal import run_deal
from puzzles.jobs import JobRunner
from puzzles.session import Session
from test_session import bfs_moves_to_goal, run_background

DAILY_DATE = "2026-11-27"  # slide/six at Medium by the daily rule (checked below): quick to solve


def answer(s):
    """Run the session's pending search as the worker would; returns (request, result)."""
    request = s.search
    assert request is not None
    reply = JobRunner().run(json.dumps({"game": request["game"], "kind": request["kind"]}))
    assert reply["state"] == "done", reply
    s.search_done(request["id"], reply["result"])
    return request, reply["result"]


def fewest_from_start(game_id):
    family, position = registry.parse(game_id)
    return bfs_moves_to_goal(registry.view(family), position)


def play_by_hand(s, moves):
    for move in moves:
        for cell in s.view.clicks(s.position, move):
            s.click(cell)


def optimal_moves(game_id):
    return JobRunner().run(json.dumps({"game": game_id, "kind": "minimum"}))["result"]["solution"]


def test_new_game_asks_the_worker_for_a_seeded_deal_and_loads_its_answer():
    s = Session(rand=random.Random(7).randrange)
    s.load("slide/six")
    s.deal("hard")
    request = s.search
    seed = random.Random(7).randrange(daily.SEED_RANGE)  # the session's own randomness seeds it
    assert request["game"] == "slide/six" and request["kind"] == "deal:hard:%d" % seed
    _, result = answer(s)
    dealt = s.game_id()
    assert dealt == result["dealt"] == s.game.game_id() != "slide/six"
    assert s.history == [] and s.search is None
    assert s.message_text() == "A new game: Hard."
    fewest = fewest_from_start(dealt)  # brute force, apart from the solver that graded the deal
    assert fewest == result["optimum"] and fewest >= 12  # Hard on the six: 12 or more
    assert s.is_daily() is None


def test_easy_and_hard_deals_differ_by_their_optimum_and_bad_difficulties_are_refused():
    optimum = {}
    for difficulty in ("easy", "hard"):
        s = Session(rand=random.Random(difficulty).randrange)
        s.load("slide/six")
        s.deal(difficulty)
        answer(s)
        optimum[difficulty] = fewest_from_start(s.game_id())
    assert 3 <= optimum["easy"] <= 6 < 12 <= optimum["hard"]
    s = Session()
    s.load("slide/six")
    with pytest.raises(ValueError):
        s.deal("impossible")
    assert s.search is None and s.game_id() == "slide/six"


def test_a_deal_answered_after_another_was_asked_is_dropped():
    s = Session(rand=random.Random(3).randrange)
    s.load("slide/six")
    s.deal("easy")
    first = s.search
    s.deal("hard")  # asked again before the first answer came
    reply = JobRunner().run(json.dumps({"game": first["game"], "kind": first["kind"]}))
    s.search_done(first["id"], reply["result"])
    assert s.game_id() == "slide/six" and s.search is not None
    _, result = answer(s)
    assert s.game_id() == result["dealt"] and result["difficulty"] == "hard"


def test_the_score_of_a_dealt_game_played_by_hand_and_of_one_the_solver_showed():
    s = Session(rand=random.Random(11).randrange)
    s.load("slide/six")
    s.deal("medium")
    _, result = answer(s)
    start = s.game_id()
    best = optimal_moves(start)
    assert s.score() is None  # not won yet
    play_by_hand(s, best[:-1])
    assert s.score() is None
    play_by_hand(s, best[-1:])
    score = s.score()
    # The fewest is the deal's optimum while the start's verdict is not known yet.
    assert s.fewest_moves() is None
    assert score == {"game": start, "moves": len(best), "fewest": result["optimum"], "hints": 0,
                     "solver": False, "solved": True, "daily": None}
    assert len(best) == fewest_from_start(start)
    # Restart, a hint, then Solve and To the end: shown by the solver, not solved.
    s.restart()
    assert s.score() is None
    run_background(s)  # the start's verdict: now the fewest comes from it
    s.act("hint")
    assert s.search is None  # answered at once by the verdict's search
    s.act("solve")
    if s.search is not None:
        answer(s)
    s.to_end()
    score = s.score()
    assert score["solved"] is False and score["solver"] is True and score["hints"] == 1
    assert score["fewest"] == s.fewest_moves() == result["optimum"]


def test_a_game_won_then_undone_has_no_score_until_it_is_won_again():
    """Undo leaves the win (no score); Redo brings the same win back; a win played again
    after Undo scores the moves of the new way there. (Counting a game once is the page's.)"""
    s = Session()
    s.load("slide/six?tiles=1234560")  # won as loaded: nothing to score
    assert s.position.is_won() and s.score() is None
    s.load("slide/six?tiles=1234065")  # one slide from the goal
    s.click(6)
    assert s.score()["moves"] == 1
    s.undo()
    assert s.score() is None
    s.redo()  # the same win, brought back
    assert s.score()["moves"] == 1
    s.undo()
    s.click(3)
    assert s.score() is None
    s.click(4)  # back where Undo left it, by the player's own moves
    s.click(6)
    assert s.score()["moves"] == 3 and s.score()["solved"]


def test_the_daily_puzzle_is_the_dates_deal_and_its_score_names_the_date():
    game, difficulty, seed = daily.choice(DAILY_DATE)
    assert (game, difficulty) == ("slide/six", "medium")
    s = Session(rand=random.Random(5).randrange)  # the page's randomness plays no part
    s.load("flip/square")
    s.open_daily(DAILY_DATE)
    # The day's start at once (issue 35: puzzles.daily_starts), never another game first.
    assert s.search is None
    start = s.game_id()
    result = run_deal(game, difficulty, seed)
    assert start == result["dealt"]  # the CLI's game for the date
    assert s.message_text() == "The daily puzzle of %s." % DAILY_DATE
    assert s.is_daily() == DAILY_DATE
    best = optimal_moves(start)
    play_by_hand(s, best)
    score = s.score()
    assert score["daily"] == DAILY_DATE and score["solved"] and score["moves"] == len(best) == result["optimum"]
    assert daily.share_text(score["daily"], "Sliding puzzles", score["moves"], score["fewest"], score["hints"]) == \
        "Daily %s · Sliding puzzles · %d moves (fewest %d) · no hints" % (DAILY_DATE, len(best), len(best))
    # Another game is no longer the daily one, and neither is a New game dealt after it.
    s.load(start)
    assert s.is_daily() == DAILY_DATE  # the same start, opened again by its link
    s.deal("easy")
    answer(s)
    assert s.is_daily() is None


def test_a_date_past_the_table_of_starts_is_dealt_by_the_worker():
    """A date outside puzzles.daily_starts' months: the date's game while the worker deals."""
    date = "2029-01-01"
    while daily.choice(date)[0] != "slide/six":
        year, month, day = daily.parse_date(date)
        date = daily.date_text(year, month, day + 1)
    assert daily.start(date) is None
    s = Session(rand=random.Random(5).randrange)
    s.open_daily(date)
    assert s.game_id() == "slide/six" and s.search["kind"] == daily.daily_kind(date)[1]
    assert s.is_daily() is None  # not yet: the deal is still to come
    answer(s)
    game, difficulty, seed = daily.choice(date)
    assert s.game_id() == run_deal(game, difficulty, seed)["dealt"] and s.is_daily() == date


def seed_dealing(shown):
    """A seed whose Easy deal on ``shown`` is ``shown`` itself (English 33's: 1 draw in 33)."""
    return next(seed for seed in range(1000) if run_deal(shown, "easy", seed)["dealt"] == shown)


def test_new_game_deals_again_while_it_deals_the_start_on_show():
    """English 33's Easy draws 1 of its 33 empty holes: a seed that deals the start on show is
    followed by another deal (the page's New game changed nothing before); the daily puzzle's
    deals are never redrawn (tests below: the date's deal)."""
    shown = registry.parse("peg/english33")[1].game_id()
    same = seed_dealing(shown)
    seeds = iter([same, same])
    drawn = []

    def rand(n):
        value = next(seeds, None)
        drawn.append(value)
        return value if value is not None else random.Random(len(drawn)).randrange(n)

    s = Session(rand=rand)
    s.load(shown)
    s.deal("easy")
    request, result = answer(s)
    assert result["dealt"] == shown and s.search is not None  # asked again, with the next seed
    assert s.search["kind"] == "deal:easy:%d" % same and s.game_id() == shown
    answer(s)
    assert s.search is not None and s.game_id() == shown  # the second seed dealt it too
    answer(s)
    assert s.search is None and s.game_id() != shown and s.game_id().startswith("peg/english33?")
    assert s.message_text() == "A new game: Easy."


def test_a_deal_that_can_only_give_the_start_on_show_stands_after_a_few_tries():
    shown = registry.parse("peg/english33")[1].game_id()
    same = seed_dealing(shown)
    s = Session(rand=lambda n: same)
    s.load(shown)
    s.deal("easy")
    asked = 0
    while s.search is not None:
        answer(s)
        asked += 1
    assert asked == 1 + session_score.REDEALS and s.game_id() == shown
