"""The real page: after each move, a line says whether the position can still be won. The
answer comes from the worker in the background (the family's hint search); the board never
waits for it, and an answer is shown only for the position it was computed for."""

from puzzles import registry, search
from puzzles.peg.solver import hints as peg_hints, minimum
from puzzles.marks import solution_moves
from pages import click_cell, fragment, hint_marks, show, status, wait_status


def verdict(page):
    return page.text_content("#verdict")


def wait_verdict(page, start, timeout=60000):
    page.wait_for_function("s => document.querySelector('#verdict').textContent.startsWith(s)",
                           arg=start, timeout=timeout)


def play(page, move):
    for cell in registry.view("peg").clicks(registry.parse(fragment(page))[1], move):
        click_cell(page, cell)


def test_the_line_follows_each_move_keeps_and_loses_the_win(app):
    show(app, "peg/triangle21?empty=6&finish=6")
    position = registry.parse(fragment(app))[1]
    best = search.run(minimum(position, count=False))["moves"]
    wait_verdict(app, "This position can still be won: %d more moves at best." % best)
    # Follow the solver's best jumps until one jump loses the game, then play that one.
    for _ in range(6):
        answer = search.run(peg_hints(position))
        if answer["dead"]:
            break
        best_jump = min(answer["hints"], key=lambda entry: entry[1])[0]
        play(app, best_jump)
        position = registry.parse(fragment(app))[1]
        best -= 1
        wait_verdict(app, "This position can still be won: %d more move" % best)
    assert answer["dead"], "no losing jump on the way"
    play(app, answer["dead"][0])
    wait_verdict(app, "This position can no longer be won.")
    # Undo: that position's verdict was kept, so it is back without a search.
    app.click("#undo")
    assert verdict(app).startswith("This position can still be won: %d" % best)
    # Hint is answered at once from what the background search found: one best move, then
    # every move, one badge each, numbered with the whole solution's moves through it.
    app.click("#hint")
    app.wait_for_function("document.querySelectorAll('#board .hint-arrow').length === 1", timeout=5000)
    app.click("#hint")
    app.wait_for_function("document.querySelectorAll('#board .hint-badge').length > 0", timeout=5000)
    expected = sorted(["%d-%d" % tuple(entry[0]), solution_moves(entry)] for entry in answer["hints"])
    assert sorted([move, number] for move, number, _ in hint_marks(app)) == expected


def test_a_slow_verdict_never_holds_the_board_and_never_lands_on_another_position(app):
    from pages import long_search_position
    show(app, long_search_position())  # the exact hint search takes seconds here
    start = fragment(app)
    move = registry.view("peg").moves(registry.parse(start)[1])[0]
    play(app, move)  # played while the background search for the start runs
    assert fragment(app) != start and verdict(app) == ""  # the start's answer is not shown
    # Another puzzle while that search runs: its own verdict, nothing of the French board's.
    show(app, "peg/triangle21?empty=6&finish=6")
    best = search.run(minimum(registry.parse(fragment(app))[1], count=False))["moves"]
    wait_verdict(app, "This position can still be won: %d more moves at best." % best, timeout=90000)


def test_english33_without_a_finish_hole_is_judged_at_32_pegs(app):
    """The centre start with the last peg allowed anywhere: both tables answer at once, from
    the first position on (before them the line stayed unsaid past 21 pegs)."""
    show(app, "peg/english33?empty=16")
    position = registry.parse(fragment(app))[1]
    answer = search.run(peg_hints(position))  # the worker's search, run here on the tables
    best = min(entry[2] for entry in answer["hints"])
    wait_verdict(app, "This position can still be won: %d more moves at best." % best)
    play(app, answer["hints"][0][0])
    wait_verdict(app, "This position can still be won: %d more moves at best." % (best - 1))
    app.click("#hint")
    app.wait_for_function("document.querySelectorAll('#board .hint-arrow').length === 1", timeout=5000)


def test_past_the_exact_search_a_quick_solution_says_the_position_can_still_be_won(app):
    """French 37, 36 pegs: no exact values, but the quick search's solution proves the win
    and Hint shows its first jump."""
    show(app, "peg/french37")
    wait_verdict(app, "This position can still be won.")
    app.click("#hint")
    app.wait_for_function("document.querySelector('#status').textContent.includes('a quick search found')",
                          timeout=10000)
    # One arrow: a jump known to keep the win, not known to be a best one.
    assert app.locator("#board .hint-arrow").count() == 1 and app.locator("#board [data-best]").count() == 0
    app.click("#hint")
    app.wait_for_function("document.querySelectorAll('#board .hint-badge').length > 0", timeout=5000)
    assert app.locator("#board .hint").count() >= 1


def test_solve_answers_at_once_from_the_search_behind_the_line(app):
    """The 15-puzzle's line under the board comes from a hint search that solves the position
    optimally on the way: Solve then answers from it at once instead of searching again."""
    show(app, "slide/fifteen")
    position = registry.parse(fragment(app))[1]
    moves = search.run(registry.solver("slide").search_job(position, "solve"))["moves"]
    wait_verdict(app, "This position can still be won: %d more moves at best." % moves, timeout=120000)
    app.click("#solve")
    wait_status(app, "Solution found", timeout=2000)
    assert status(app) == "Solution found: %d moves (shortest)." % moves
    assert app.text_content("#progress").startswith("Answered at once")
    assert app.locator("#solution-moves li").count() == moves


def test_the_knights_line_counts_cells_to_visit_in_both_languages(new_context, base_url_of_site):
    from conftest import wait_until_ready
    page = new_context().new_page()
    page.goto(base_url_of_site + "#knight/8x8?start=0&path=5")
    wait_until_ready(page)
    wait_verdict(page, "A tour is still possible: 62 cells to visit.")
    page = new_context().new_page()
    page.goto(base_url_of_site + "?lang=ja#knight/8x8")
    wait_until_ready(page)
    wait_verdict(page, "まだ巡歴を完成できます: 訪れるマスはあと 64。")
