"""Sliding puzzles on the real page: clicks, arrow slides, shuffle, solve, hints, analysis."""


from puzzles import registry, search
from puzzles.slide.solver import search_job
from pages import (PLAYED_OUT, best_hinted, cells, counter, fragment, hint_badges, run_search, show, solve_and_play_out,
                   solver_seconds, status, wait_status)


def test_six_puzzle_board_and_a_click(app):
    show(app, "slide/six")
    assert app.locator("#board [data-cell]").count() == 7
    assert cells(app, ".slide-space") == [6]
    assert cells(app, ".slide-movable") == [3, 4, 5]
    assert status(app).startswith("Slide a marked tile")
    app.click('#board [data-cell="4"]')
    assert counter(app, "moves") == 1
    assert fragment(app) == "slide/six?tiles=4651023&moves=1&start=4651320"
    app.click('#board [data-cell="0"]')  # not in line with the space (now 4): nothing happens
    assert counter(app, "moves") == 1 and "not in line with the space" in app.text_content("#message")
    app.click("#restart")
    assert fragment(app) == "slide/six"


def test_six_solve_publishes_15_and_plays_out(app):
    show(app, "slide/six")
    solve_and_play_out(app, "Solution found: 15 moves (shortest).", 15, "moves", 15)
    assert status(app).startswith(PLAYED_OUT)
    assert "slide-solved" in app.get_attribute("#board svg", "class")


def test_arrow_keys_slide_tiles(app):
    show(app, "slide/eight")  # 867254301: the space on cell 7, bottom middle
    app.focus("#board")
    app.keyboard.press("ArrowRight")  # the tile left of the space slides right
    assert counter(app, "moves") == 1 and cells(app, ".slide-space") == [6]
    app.keyboard.press("ArrowDown")  # the tile above the space slides down
    assert counter(app, "moves") == 2 and cells(app, ".slide-space") == [3]


def test_pipes_analysis_and_a_hardest_position(app):
    show(app, "slide/pipes")
    assert app.locator("#board .slide-pipe").count() == 8
    run_search(app, "#analyse", "Analysed")
    expected = search.run(search_job(registry.parse("slide/pipes")[1], "analyse"))
    assert status(app) == "Analysed: %d positions; the hardest need %d moves (%d positions)." % (
        expected["states"], expected["distance"], expected["count"])
    assert app.locator("#analysis-positions a").count() == expected["count"]
    assert app.locator("#analysis-chart svg .bar").count() >= expected["distance"]
    assert solver_seconds(app) < 3
    assert run_search(app, "#solve", "Solution found") == "Solution found: 30 moves (shortest)."


def test_eight_analysis_reproduces_the_published_numbers(app):
    show(app, "slide/eight")
    assert run_search(app, "#analyse", "Analysed") == \
        "Analysed: 181440 positions; the hardest need 31 moves (2 positions)."
    links = app.eval_on_selector_all("#analysis-positions a", "els => els.map(e => e.getAttribute('href').slice(1))")
    assert sorted(links) == ["slide/eight", "slide/eight?tiles=647850321"]


def test_hints_show_the_moves_to_the_goal_through_each_tile(app):
    from pages import press_hint
    game_id = "slide/eight?tiles=813402765"
    show(app, game_id)
    press_hint(app, "arrow")
    press_hint(app, "badge")
    wait_status(app, "Hints")
    expected = search.run(search_job(registry.parse(game_id)[1], "hint"))["hints"]
    assert sorted(hint_badges(app)) == sorted([cell, left + 1] for cell, left in expected)
    best = min(left for _, left in expected)
    app.click('#board [data-cell="%d"]' % best_hinted(app)[0])
    assert app.locator("#board .hint-badge").count() == 0
    app.click("#solve")
    wait_status(app, "Solution found")
    assert status(app) == "Solution found: %d moves (shortest)." % best
    # With the solution listed, Hint keeps its next move marked beside the arrow and badges.
    marked = cells(app, ".slide-hint")
    assert len(marked) == 1
    press_hint(app, "arrow")
    assert cells(app, ".slide-hint") == marked
    press_hint(app, "badge")
    assert cells(app, ".slide-hint") == marked


def test_fifteen_shuffle_then_solve(app):
    show(app, "slide/fifteen")
    labels = app.eval_on_selector_all("#main-actions button, #actions button", "els => els.map(e => e.textContent)")
    assert "Hint" in labels and "Analyse" in labels  # Analyse says at once why not (below)
    app.click("#shuffle")
    app.wait_for_function("location.hash.includes('tiles=')")
    position = registry.parse(fragment(app))[1]
    assert position.moves == 0 and not position.is_won()
    # A random deal may take the solver a while in the browser: solve the default instead.
    show(app, "slide/fifteen")
    run_search(app, "#solve", "Solution found", timeout=120000)
    moves = app.locator("#solution-moves li").count()
    assert status(app) == "Solution found: %d moves (shortest)." % moves


def test_bad_arrangement_is_refused_with_a_reason(app):
    app.evaluate("() => { location.hash = '#slide/eight?tiles=213456780' }")
    app.wait_for_function("document.querySelector('#message').textContent.includes('wrong parity')")


def test_paste_a_position_and_bad_text_is_refused_as_text(app):
    show(app, "slide/fifteen")
    app.fill("#input-paste", "4 15 10 12 / 9 3 6 13 / 7 5 14 8 / 2 11 1 0")
    app.click("#paste")
    assert fragment(app) == "slide/fifteen?tiles=4fac936d75e82b10"
    assert app.text_content("#message") == "A new game from the position typed."
    app.fill("#input-paste", "<img src=x onerror=alert(1)> 2 3")
    app.press("#input-paste", "Enter")
    assert "That position was not used" in app.text_content("#message")
    assert app.locator("#message img, #board img").count() == 0
    assert fragment(app) == "slide/fifteen?tiles=4fac936d75e82b10"
    app.fill("#input-paste", "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0")
    app.click("#paste")
    assert "wrong parity" in app.text_content("#message") and "Swapping two tiles fixes it" in app.text_content("#message")
    app.click("#undo")  # the paste was a move: Undo brings the game before it back
    assert fragment(app) == "slide/fifteen"


def test_set_tiles_by_swapping_and_a_wrong_parity_is_refused(app):
    show(app, "slide/eight?tiles=123456780")
    app.click("#edit")
    assert "slide-editing" in app.get_attribute("#board svg", "class")
    app.click('#board [data-cell="0"]')
    assert cells(app, ".slide-picked") == [0]
    app.click('#board [data-cell="1"]')  # 1 and 2 swapped: one swap, the space at home
    assert "cannot be solved" in app.text_content("#message")
    app.click("#edit")
    assert "wrong parity" in app.text_content("#message")
    assert "slide-editing" in app.get_attribute("#board svg", "class")  # still setting
    app.click('#board [data-cell="2"]')
    app.click('#board [data-cell="3"]')  # a second swap: the parities agree again
    assert "can be solved" in app.text_content("#message")
    app.click("#edit")
    assert fragment(app) == "slide/eight?tiles=214356780"
    assert "slide-editing" not in app.get_attribute("#board svg", "class")
    run_search(app, "#solve", "Solution found")


def test_fifteen_analyse_is_refused_at_once_with_the_reason(app):
    show(app, "slide/fifteen")
    # issue 35: shown unavailable before it is pressed, its reason on hover and focus
    assert app.get_attribute("#analyse", "aria-disabled") == "true"
    assert "10^13" in app.get_attribute("#analyse", "title")
    assert "10^13" in app.get_attribute("#analyse", "aria-description")
    show(app, "slide/eight")
    assert app.get_attribute("#analyse", "aria-disabled") is None
    show(app, "slide/fifteen")
    app.focus("#analyse")  # Playwright will not click an aria-disabled button; a player can
    app.keyboard.press("Enter")
    text = app.text_content("#message")
    assert "10,461,394,944,000" in text and "10^13" in text
    assert app.text_content("#progress") == "" or "Searching" not in status(app)
