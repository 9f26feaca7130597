"""Knight's tour on the real page: clicks, the editor, options, keyboard, solve and count."""

import re

from pages import cells, counter, fragment, show, solver_seconds, status, wait_status

PROBLEM_A = "knight/4x4?cut=0,3,12,15&closed=1&start=1"


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
    app.click("#count")
    wait_status(app, "4 closed tours")
    app.click("#solve")
    wait_status(app, "Tour found")
    assert status(app) == "Tour found: a closed tour, 11 more cells to visit."
    assert app.locator("#solution-moves li").count() == 11
    app.click("#play-all")
    app.wait_for_function("document.querySelector('#counter-visited').textContent === '12'",
                          timeout=30000)
    assert status(app).startswith("Closed tour: all 12 cells visited")


def test_theorems_refuse_at_once(app):
    show(app, "knight/3x4?closed=1")
    app.click("#solve")
    wait_status(app, "No tour")
    assert "Schwenk" in status(app)
    show(app, "knight/8x8")  # past what a count can keep in memory: refused at once, saying why
    app.click("#count")
    wait_status(app, "Not counted")
    assert "frontier" in status(app) and "64 cells" in status(app)
    show(app, "knight/5x5")
    app.click("#count")
    wait_status(app, "1728 open tours from every start cell")


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
    app.select_option("#option-closed", "1")
    app.wait_for_function("decodeURIComponent(location.hash) === '#knight/5x5?closed=1&start=0'")
    app.select_option("#option-rows", "6")
    app.wait_for_function("decodeURIComponent(location.hash) === '#knight/6x5?closed=1'")
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
    app.click("#solve")
    wait_status(app, "Tour found")
    assert status(app) == "Tour found: a closed tour, 2499 more cells to visit."
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
    assert app.inner_html("#board") == without_motion(patched)


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
