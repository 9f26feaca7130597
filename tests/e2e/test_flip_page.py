"""Flip It on the real page: play by clicks and keys, shuffle, solve, hints and the analysis."""


from puzzles import registry, search
from puzzles.flip.solver import search_job
from pages import (PLAYED_OUT, assert_named_button, best_hinted, cells, choose_option, counter, fragment, hint_badges,
                   run_search, show, solve_and_play_out, solver_seconds, status, wait_status)


def test_the_start_shows_pieces_space_and_movable_pieces(app):
    show(app, "flip/square")
    assert app.locator("#board [data-cell]").count() == 16
    assert app.locator("#board .flip-black").count() == 15
    assert cells(app, ".flip-space") == [5]
    assert cells(app, ".flip-movable") == [7, 13]
    assert counter(app, "moves") == 0 and counter(app, "white-pieces") == 0
    assert status(app).startswith("Click a marked piece")


def test_a_click_moves_the_piece_flips_and_marks_the_flipped(app):
    show(app, "flip/square")
    app.click('#board [data-cell="13"]')
    assert counter(app, "moves") == 1 and counter(app, "white-pieces") == 1
    assert fragment(app) == "flip/square?colours=bbbbbbbbbwbbb.bb&moves=1"
    assert cells(app, ".flip-flipped") == [9] and cells(app, ".flip-white") == [9]
    assert cells(app, ".flip-landed") == [5]
    app.click('#board [data-cell="12"]')  # a neighbour of the space: nothing happens
    assert counter(app, "moves") == 1
    assert "cannot move" in app.text_content("#message")
    app.click("#undo")
    assert fragment(app) == "flip/square"


def test_solve_then_play_the_solution_out(app):
    show(app, "flip/square")
    solve_and_play_out(app, "Solution found: 22 moves (shortest).", 22, "white-pieces", 15)
    assert counter(app, "moves") == 22
    assert status(app).startswith(PLAYED_OUT)


def test_hints_number_every_movable_piece(app):
    game_id = "flip/square-diagonal?colours=wbwbbwb.bbwwbwbw&moves=3"
    show(app, game_id)
    app.click("#hint")
    wait_status(app, "Hint: the arrow")
    assert app.locator("#board .hint-arrow").count() == 1 and app.locator("#board .hint-badge").count() == 0
    app.click("#hint")
    wait_status(app, "Hints")
    expected = search.run(search_job(registry.parse(game_id)[1], "hint"))["hints"]
    assert sorted(hint_badges(app)) == sorted([move, left + 1] for move, left in expected)
    best = min(left for _, left in expected)
    assert sorted(best_hinted(app)) == sorted(move for move, left in expected if left == best)
    assert app.text_content("#legend").startswith("On each move")
    # After the best move, the moves left are its number; the hints belong to the old position.
    app.click('#board [data-cell="%d"]' % best_hinted(app)[0])
    assert app.locator("#board .hint-badge").count() == 0 and app.text_content("#legend") == ""
    assert run_search(app, "#solve", "Solution found") == "Solution found: %d moves (shortest)." % best


def test_analyse_shows_the_published_results_quickly(app):
    show(app, "flip/square-diagonal")
    assert run_search(app, "#analyse", "Analysed") == \
        "Analysed: 524288 positions; the hardest need 18 moves (20 positions)."
    assert app.locator("#analysis").is_visible()
    assert app.text_content("#analysis-summary") == "524288 states; the hardest need 18 moves (20 positions)."
    assert app.locator("#analysis-positions a").count() == 20
    assert app.locator("#analysis-positions a .thumb svg.board").count() == 20  # drawn small
    assert app.locator("#analysis-chart svg .bar").count() >= 18
    assert solver_seconds(app) < 1.5
    # A hardest position opens by its link.
    # Each is a small board with its move count; its game id is in the link only.
    assert app.locator("#analysis-positions a .moves").all_text_contents() == ["18 moves to solve"] * 20
    links = app.eval_on_selector_all("#analysis-positions a", "els => els.map(e => e.getAttribute('href').slice(1))")
    assert "flip/square-diagonal" in links  # the all-black start is one of them
    link = next(game_id for game_id in links if "deal=" in game_id)
    app.locator("#analysis-positions a").nth(links.index(link)).click()
    app.wait_for_function("id => decodeURIComponent(location.hash.slice(1)) === id", arg=link)
    assert run_search(app, "#solve", "Solution found") == "Solution found: 18 moves (shortest)."


def test_shuffle_deals_a_solvable_position(app):
    show(app, "flip/square")
    app.click("#shuffle")
    app.wait_for_function("location.hash.includes('deal=')")
    position = registry.parse(fragment(app))[1]
    assert position.moves == 0 and not position.is_won()
    assert position.restart() == position  # the deal is the new game's start
    assert "black pieces to turn white" in app.text_content("#message")
    run_search(app, "#solve", "Solution found")
    moves = app.locator("#solution-moves li").count()
    assert status(app) == "Solution found: %d moves (shortest)." % moves


def test_keyboard_play(app):
    show(app, "flip/square")
    app.focus("#board")
    app.keyboard.press("ArrowRight")  # the cursor appears on the first movable piece, 7
    assert cells(app, ".flip-cursor") == [7]
    app.keyboard.press("Enter")
    assert counter(app, "moves") == 1 and cells(app, ".flip-space") == [7]
    app.keyboard.press("ArrowDown")
    app.keyboard.press("ArrowDown")  # 7 -> 11 -> 15
    assert cells(app, ".flip-cursor") == [15]
    app.keyboard.press("Enter")
    assert counter(app, "moves") == 2 and cells(app, ".flip-space") == [15]


def test_menu_and_start_space(app):
    show(app, "flip/square")
    app.select_option("#puzzle-menu", "flip/square-diagonal")
    app.wait_for_function("location.hash === '#flip/square-diagonal'")
    assert cells(app, ".flip-movable") == [7, 13, 15]
    choose_option(app, "space", "0", "flip/square-diagonal?space=0")
    assert cells(app, ".flip-space") == [0]
    assert cells(app, ".flip-movable") == [2, 3, 8, 10, 12, 15]


def test_cells_are_named_buttons_and_the_cursor_is_announced(app):
    show(app, "flip/square")
    assert_named_button(app, 7, "cell 7, black piece, can move")
    assert app.locator('#board [data-cell="5"]').get_attribute("aria-label") == "cell 5, the space"
    app.click('#board [data-cell="6"]')  # a piece that cannot move: only the cursor moves
    assert app.locator("#board svg").get_attribute("data-cursor") == "6"
