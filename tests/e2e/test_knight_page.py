"""Knight's tour on the real page: clicks, the editor, options, keyboard, solve and count."""

import re
import time

from positions import KNIGHT_PROBLEM_A as PROBLEM_A
from puzzles import registry
from pages import (PLAYED_OUT, cells, choose_option, counter, fragment, run_search, show, solve_and_play_out,
                   solver_seconds, status)


def test_place_the_knight_and_move_it(app):
    show(app, "knight/5x5")
    assert app.locator("#board [data-cell]").count() == 25
    assert status(app) == "Click any cell to place the knight."
    app.click('#board [data-cell="0"]')
    assert fragment(app) == "knight/5x5?start=0" and counter(app, "visited") == 1
    assert cells(app, ".knight-target") == [7, 11]
    app.click('#board [data-cell="1"]')
    assert "not a knight's move" in app.text_content("#message")
    app.click('#board [data-cell="7"]')
    assert fragment(app) == "knight/5x5?start=0&path=5" and counter(app, "visited") == 2
    assert app.locator("#board .knight-path").count() == 1
    app.click("#undo")
    assert fragment(app) == "knight/5x5?start=0"


def test_problem_a_count_solve_and_play_out(app):
    show(app, PROBLEM_A)
    assert counter(app, "cells") == 12
    run_search(app, "#count", "4 closed tours")
    solve_and_play_out(app, "Tour found: a closed tour, 11 more cells to visit.", 11, "visited", 12,
                       timeout=30000, answer="Tour found")
    assert status(app).startswith(PLAYED_OUT)


def test_theorems_refuse_at_once(app):
    show(app, "knight/3x4?closed=1")
    assert "Schwenk" in run_search(app, "#solve", "No tour")
    show(app, "knight/8x8")  # past what a count can keep in memory: refused at once, saying why
    run_search(app, "#count", "Not counted")
    assert "frontier" in status(app) and "64 cells" in status(app)
    show(app, "knight/5x5")
    run_search(app, "#count", "1728 open tours from every start cell")


def test_a_long_count_shows_its_progress_and_stops_at_cancel(app):
    # 6x8's closed tours: the frontier DP runs in slices; the progress line grows, and Cancel
    # lands at the end of the slice under way.
    show(app, "knight/6x8?closed=1")
    app.click("#count")
    searched = ("(document.querySelector('#progress-detail').textContent"
                ".match(/^frontier: ([0-9,]+) positions/) || [])[1]")
    app.wait_for_function("(%s || '0') !== '0'" % searched, timeout=30000)
    first = app.evaluate(searched)
    app.wait_for_function("first => %s !== first" % searched, arg=first)  # and grows
    assert status(app) == "Searching…"
    clicked = time.perf_counter()
    app.click("#cancel")
    app.wait_for_function("document.querySelector('#status').textContent === 'Search cancelled.'")
    assert time.perf_counter() - clicked < 1  # slices of a few ms (a loaded machine: more)
    show(app, "knight/5x5")  # the worker is free again
    run_search(app, "#count", "1728 open tours from every start cell")


def test_the_editor_cuts_and_restores_cells(app):
    show(app, "knight/5x5?start=0")
    app.click("#edit")
    assert "knight-editing" in app.get_attribute("#board svg", "class")
    app.click('#board [data-cell="12"]')
    assert fragment(app) == "knight/5x5?cut=12"
    app.click('#board [data-cell="13"]')
    app.click('#board [data-cell="12"]')
    assert fragment(app) == "knight/5x5?cut=13"
    assert cells(app, ".knight-cut") == [13]
    app.click("#edit")
    app.click('#board [data-cell="13"]')
    assert "cut from the board" in app.text_content("#message")
    app.click('#board [data-cell="0"]')
    assert fragment(app) == "knight/5x5?cut=13&start=0"


def test_options_choose_the_size_and_the_tour(app):
    show(app, "knight/5x5?start=0")
    choose_option(app, "closed", "1", "knight/5x5?closed=1&start=0", decoded=True)
    choose_option(app, "rows", "6", "knight/6x5?closed=1", decoded=True)
    assert app.locator("#board [data-cell]").count() == 30


def test_keyboard_places_the_knight(app):
    show(app, "knight/5x5")
    app.focus("#board")
    app.keyboard.press("ArrowRight")  # the cursor appears on the first cell
    app.keyboard.press("ArrowRight")
    app.keyboard.press("ArrowDown")
    assert cells(app, ".knight-cursor") == [6]
    app.keyboard.press("Enter")
    assert fragment(app) == "knight/5x5?start=6"


def test_closed_50x50_tour_in_the_browser(app):
    show(app, "knight/50x50?closed=1&start=0")
    assert run_search(app, "#solve", "Tour found") == "Tour found: a closed tour, 2499 more cells to visit."
    assert solver_seconds(app) < 2
    app.click("#step")
    assert counter(app, "visited") == 2


def without_motion(board):
    """The board's markup without what a move's motion adds (puzzles.motion): the data-motion
    attributes, and the ghost in the last slot (an empty group without one)."""
    board = re.sub(r' data-(?:motion|dx|dy|via|at|length)="[^"]*"', "", board)
    return re.sub(r"<(\w+) class=\"[^\"]*motion-ghost[^>]*>.*?</\1>", "<g></g>", board)


def test_a_click_on_a_big_board_redraws_only_the_cells_it_changes(app):
    show(app, "knight/20x20?start=0")
    # Tag every cell's element: a cell redrawn is a new element, without the tag.
    app.evaluate("document.querySelectorAll('#board [data-cell]').forEach(e => e.tagged = true)")
    assert cells(app, ".knight-target") == [22, 41]
    app.click('#board [data-cell="22"]')
    assert fragment(app) == "knight/20x20?start=0&path=5" and counter(app, "visited") == 2
    redrawn = app.evaluate("[...document.querySelectorAll('#board [data-cell]')]"
                           ".filter(e => !e.tagged).map(e => +e.dataset.cell).sort((a, b) => a - b)")
    # the old knight's cell, the old and new targets, the new knight's cell: nothing else
    targets = cells(app, ".knight-target")
    assert redrawn == sorted({0, 22, 41} | set(targets))
    assert app.get_attribute("#cell-22", "aria-label") == "c19, the knight is here (move 2)"
    assert app.get_attribute("#board svg", "aria-label").endswith("2 of 400 cells visited")
    assert app.get_attribute("#board svg", "role") == "group"
    assert app.locator("#board .knight-number").count() == 1 and app.locator("#board .knight-path").count() == 1
    # Undo redraws the same way, and the board is the one a fresh load draws (but for the
    # marks of what the Undo moved: the knight's hop back, the path's last segment fading).
    app.click("#undo")
    patched = app.inner_html("#board")
    assert 'data-motion="hop"' in patched and "motion-ghost" in patched
    show(app, "knight/5x5")
    show(app, "knight/20x20?start=0")
    # (Undo keeps the keyboard's cursor on the cell last clicked; a fresh load has none.)
    kept_cursor = re.sub(r' data-cursor="\d+"| knight-cursor', "", without_motion(patched))
    assert app.inner_html("#board") == kept_cursor


def test_zoom_enlarges_the_board_and_it_scrolls(app):
    show(app, "knight/50x50")
    width = app.evaluate("document.querySelector('#board svg').getBoundingClientRect().width")
    app.select_option("#zoom", "4")
    zoomed = app.evaluate("document.querySelector('#board svg').getBoundingClientRect().width")
    assert zoomed > 3.5 * width
    assert app.evaluate("document.querySelector('#board').scrollWidth > document.querySelector('#board').clientWidth")
    app.click('#board [data-cell="0"]')  # the cells still play
    assert fragment(app) == "knight/50x50?start=0"
    app.select_option("#zoom", "1")
    assert app.evaluate("document.querySelector('#board svg').getBoundingClientRect().width") == width
    # Ctrl + wheel up over the board zooms one step in (the page itself does not zoom).
    box = app.locator("#board").bounding_box()
    app.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    app.keyboard.down("Control")
    app.mouse.wheel(0, -100)
    app.keyboard.up("Control")
    app.wait_for_function("document.querySelector('#zoom').value === '1.5'")
    assert "zoomed" in app.get_attribute("#board", "class")


def test_hints_decide_the_cells_and_agree_with_the_command_line(app):
    """Issue 21: 62 of the 64 cells read "?" before the first move on 8 x 8, 6 of 7 after
    two. Now the first Hint rings one cell a tour starts from, the second judges every cell
    (at most a few left undecided), numbered as the command line numbers them."""
    from pages import cli_hints, hint_marks, press_hint
    show(app, "knight/8x8")
    press_hint(app, "arrow")
    arrows = hint_marks(app, "arrow")
    assert len(arrows) == 1 and arrows[0][2] and app.locator("#board .hint-arrow-place").count() == 1
    press_hint(app, "badge")
    shown = hint_marks(app)
    assert len(shown) == 64 and app.locator("#board .hint-unknown").count() <= 3
    expected = cli_hints("knight/8x8")
    assert dict((move, number) for move, number, _ in shown) == expected
    assert "cells to visit from there on" in app.text_content("#legend")
    app.click('#board [data-cell="0"]')
    app.click('#board [data-cell="17"]')
    game_id = fragment(app)
    press_hint(app, "arrow")
    assert len(hint_marks(app, "arrow")) == 1 and app.locator("#board .hint-arrow-place").count() == 0
    press_hint(app, "badge")
    shown = hint_marks(app)
    assert len(shown) == len(registry.parse(game_id)[1].legal_moves())
    assert app.locator("#board .hint-unknown").count() <= 1
    assert dict((move, number) for move, number, _ in shown) == cli_hints(game_id)


MENU_SHOWN = ("() => { const m = document.querySelector('#puzzle-menu'); "
              "return m.selectedIndex < 0 ? '' : m.options[m.selectedIndex].textContent; }")


def test_the_menu_names_the_board_on_show(app):
    """Issue 35, defect 4: blank on #knight/6x6 and after "6 x 6 (closed)"; the plain 4 x 4's
    name after "4 x 4 without corners (closed)"."""
    show(app, "knight/6x6")
    assert app.evaluate(MENU_SHOWN) == "6 x 6"
    for entry, label in (("knight/6x6?closed=1", "6 x 6 (closed)"), (PROBLEM_A, "4 x 4 without corners (closed)"),
                         ("knight/8x8", "8 x 8 chessboard")):
        app.select_option("#puzzle-menu", entry)
        app.wait_for_function("id => location.hash === '#' + id", arg=entry)
        assert app.evaluate(MENU_SHOWN) == label, entry
    assert app.locator("#menu-shown").count() == 0  # the extra entry goes with its game
