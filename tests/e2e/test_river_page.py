"""River crossing on the real page: board and cross by clicks, refusals, solve, count, graph."""


from puzzles import registry, search
from puzzles.river_solver import search_job
from pages import click_cell, counter, fragment, message, show, status, wait_status


def solve(game_id, kind):
    return search.run(search_job(registry.parse(game_id)[1], kind))


def test_play_jealous_husbands_across_by_clicking(app):
    game_id = "river/jealous-husbands"
    show(app, game_id)
    assert app.locator("#board [data-cell]").count() == 7
    assert status(app).startswith("Boat at the near bank")
    view = registry.view("river")
    position = registry.parse(game_id)[1]
    for load in solve(game_id, "solve")["solution"]:
        for cell in view.clicks(position, load):
            click_cell(app, cell)
        position = view.play(position, load)
        assert fragment(app) == position.game_id()
    assert counter(app, "crossings") == 11 and counter(app, "far-bank") == 6
    assert status(app) == "Everyone is across in 11 crossings."


def test_a_load_that_breaks_the_rule_is_refused_in_words(app):
    show(app, "river/jealous-husbands")
    click_cell(app, 0)                       # Ha boards
    assert app.locator("#board .river-aboard").count() == 1
    click_cell(app, 4)                       # Wb may not join him
    assert message(app) == "Wb would be with Ha without Hb in the boat."
    click_cell(app, 6)                       # Ha alone would leave Wa with Hb and Hc
    assert message(app) == "That load cannot cross: Wa would be with Hb without Ha on the near bank."
    assert counter(app, "crossings") == 0 and fragment(app) == "river/jealous-husbands"
    click_cell(app, 3)                       # Wa joins: they may cross
    click_cell(app, 6)
    assert message(app) == ""
    assert fragment(app) == "river/jealous-husbands?far=Ha,Wa&boat=far"
    click_cell(app, 1)
    assert message(app) == "Hb is on the near bank; the boat is at the far bank."
    app.click("#undo")
    assert fragment(app) == "river/jealous-husbands"


def test_solve_the_seeds_rowers_problem_and_play_it_out(app):
    show(app, "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa")
    app.click("#solve")
    wait_status(app, "Solution found")
    assert status(app) == "Solution found: 13 crossings (shortest)."
    assert app.locator("#solution-moves li").count() == 13
    app.click("#play-all")
    app.wait_for_function("document.querySelector('#counter-far-bank').textContent === '6'", timeout=30000)
    assert counter(app, "crossings") == 13
    assert status(app) == "Everyone is across in 13 crossings."


def test_count_shortest_solutions(app):
    game_id = "river/missionaries"
    show(app, game_id)
    app.click("#count")
    wait_status(app, "Solution found")
    expected = solve(game_id, "count")["count"]
    assert status(app) == "Solution found: 11 crossings (shortest); %d shortest solutions (people told apart)." % expected


def test_state_graph_is_drawn_and_its_nodes_are_links(app):
    show(app, "river/wolf-goat-cabbage")
    app.click("#graph")
    wait_status(app, "State graph")
    assert status(app) == "State graph: 10 states joined by 10 crossings; solution found: 7 crossings (shortest), highlighted."
    assert app.locator("#analysis").is_visible()
    assert app.locator("#analysis-chart .river-node").count() == 10
    assert app.locator("#analysis-chart line.river-path").count() == 7
    app.click("#analysis-chart a.river-node:has-text('|FWGC*')")
    app.wait_for_function("location.hash.includes('crossings=7')")
    assert status(app) == "Everyone is across in 7 crossings."


def test_keyboard_boards_and_crosses(app):
    show(app, "river/wolf-goat-cabbage")
    app.focus("#board")
    app.keyboard.press("ArrowUp")            # the cursor starts on the boat
    app.keyboard.press("ArrowLeft")          # to a person on the near bank
    assert app.locator("#board .river-cursor").count() == 1
    # Board the Farmer and the Goat with the mouse, cross with the keyboard.
    click_cell(app, 0)
    click_cell(app, 2)
    app.keyboard.press("Escape")
    assert app.locator("#board .river-aboard").count() == 0  # Escape empties the boat
    click_cell(app, 0)
    click_cell(app, 2)
    cursor = app.eval_on_selector("#board .river-cursor", "e => e.dataset.cell")
    assert cursor == "2"
    app.keyboard.press("ArrowDown")          # from the Goat in the boat down to the boat
    assert app.eval_on_selector("#board .river-cursor", "e => e.dataset.cell") == "4"
    app.keyboard.press("Enter")
    assert fragment(app) == "river/wolf-goat-cabbage?far=Farmer,Goat&boat=far"


def test_rowers_option_loads_the_seed_problem(app):
    show(app, "river/jealous-husbands")
    app.select_option("#option-rowers", "Ha,Hb,Hc,Wa")
    app.wait_for_function("location.hash === '#river/jealous-husbands?rowers=Ha,Hb,Hc,Wa'")
    click_cell(app, 4)
    click_cell(app, 5)
    click_cell(app, 6)
    assert message(app).startswith("That load cannot cross: nobody in the boat can row")
