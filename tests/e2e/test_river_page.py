"""River crossing on the real page: board and cross by clicks, refusals, solve, count (by kind
for the missionaries), a readable state graph, one scale for every board, the options."""


from conftest import wait_until_ready
from puzzles import registry, search
from puzzles.river.solver import search_job
from pages import (PLAYED_OUT, assert_named_button, choose_option, click_cell, counter, fragment, message, open_on_phone,
                   run_search, show, solve_and_play_out, status, tap_target, wait_shown, wait_status)


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
    solve_and_play_out(app, "Solution found: 13 crossings (shortest).", 13, "far-bank", 6, timeout=30000)
    assert counter(app, "crossings") == 13
    assert status(app).startswith(PLAYED_OUT)


def test_count_shortest_solutions(app):
    game_id = "river/missionaries"
    show(app, game_id)
    run_search(app, "#count", "Solution found")
    assert solve(game_id, "count")["count"] == 4  # the classic puzzle: missionaries alike, cannibals alike
    assert status(app) == "Solution found: 11 crossings (shortest); 4 shortest solutions (people of a kind alike)."
    items = app.locator("#solution-moves li").all_text_contents()
    assert len(items) == 11 and "two cannibals" in items[2] and "a missionary and a cannibal" in items[5]
    # Told apart (the option), the same puzzle has 8100.
    choose_option(app, "alike", "0", "river/missionaries?alike=0")
    assert app.locator("#board text", has_text="M1").count() == 1
    assert run_search(app, "#count", "Solution found") == \
        "Solution found: 11 crossings (shortest); 8100 shortest solutions (everyone told apart)."


def test_state_graph_is_drawn_and_its_nodes_are_links(app):
    show(app, "river/wolf-goat-cabbage")
    assert run_search(app, "#graph", "State graph") == \
        "State graph: 10 states joined by 10 crossings; solution found: 7 crossings (shortest), highlighted."
    assert app.locator("#analysis").is_visible()
    assert app.locator("#analysis-chart .river-node").count() == 10
    assert app.locator("#analysis-chart line.river-path").count() == 7
    assert app.locator("#analysis-chart .river-legend").first.text_content() == "F: Farmer, W: Wolf, G: Goat, C: Cabbage"
    app.click("#analysis-chart a.river-node:has-text('|FWGC*')")
    wait_shown(app, "river/wolf-goat-cabbage?far=Farmer,Wolf,Goat,Cabbage&boat=far&crossings=7")
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
    choose_option(app, "rowers", "Ha,Hb,Hc,Wa", "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa")
    click_cell(app, 4)
    click_cell(app, 5)
    click_cell(app, 6)
    assert message(app).startswith("That load cannot cross: nobody in the boat can row")


def test_state_graph_is_readable_at_its_natural_size(app):
    """The jealous husbands' 40 states: drawn unscaled (13px labels) in a box that scrolls,
    no wider than the side panel, with the legend."""
    show(app, "river/jealous-husbands")
    run_search(app, "#graph", "State graph")
    assert app.locator("#analysis-chart .river-node").count() == 40
    size = app.eval_on_selector("#analysis-chart svg.river-graph", """svg => {
        const box = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
        const label = svg.querySelector('.river-node text');
        return {width: box.width, height: box.height, viewWidth: view.width, viewHeight: view.height,
                font: getComputedStyle(label).fontSize, labelHeight: label.getBoundingClientRect().height,
                chart: svg.parentElement.getBoundingClientRect().width,
                overflow: getComputedStyle(svg.parentElement).overflowY};
    }""")
    assert abs(size["width"] - size["viewWidth"]) < 1 and abs(size["height"] - size["viewHeight"]) < 1
    assert size["font"] == "13px" and size["labelHeight"] >= 12
    assert size["width"] <= size["chart"] + 1          # fits the panel: no sideways scrolling
    assert size["overflow"] == "auto"                   # a tall graph scrolls in its box
    legend = app.locator("#analysis-chart .river-legend").all_text_contents()
    assert legend[0] == "A B C: husbands Ha Hb Hc; a b c: their wives Wa Wb Wc"
    assert "near bank | far bank; * marks the boat's bank" in legend


def test_every_board_is_drawn_at_one_scale(new_context, base_url_of_site):
    """People are drawn at one size in every problem (a fresh page: nothing in the side panel
    changes the board's room between the problems)."""
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(base_url_of_site + "#river/jealous-husbands")
    wait_until_ready(page, solver=False)
    tokens = {}
    for game_id in ("river/jealous-husbands", "river/wolf-goat-cabbage", "river/missionaries"):
        show(page, game_id)
        tokens[game_id] = page.eval_on_selector("#board .river-person rect", "r => r.getBoundingClientRect().height")
    assert max(tokens.values()) - min(tokens.values()) < 0.5, tokens


def test_wolf_goat_cabbage_prompt_and_options(app):
    show(app, "river/wolf-goat-cabbage")
    assert status(app) == "Boat at the near bank: click the Farmer and at most one passenger, then the boat to cross."
    assert app.locator("#option-rowers").count() == 0   # only the Farmer rows: nothing to choose
    assert app.locator("#option-seats").count() == 1


def test_people_have_a_row_high_hit_area_on_a_phone(new_context, base_url_of_site):
    """On a phone (390x844) a person's tap target is their whole row across the bank, at least
    44 px high; a tap on the bank beside the token boards them. People are named buttons."""
    page = open_on_phone(new_context, base_url_of_site, "river/jealous-husbands")
    _, hit = tap_target(page, 3, "rect", ".river-hit", "river on a phone: token")
    assert hit["height"] >= 44 and hit["width"] >= 44
    assert_named_button(page, 3, "Wa on the near bank, can board")
    page.touchscreen.tap(hit["x"] + 3, hit["y"] + 3)  # the row's corner, off the token
    page.wait_for_function("document.querySelector('#board [data-cell=\"3\"]').classList.contains('river-aboard')",
                           timeout=10000)
    assert "Wa in the boat, can get out" == page.locator('#board [data-cell="3"]').get_attribute("aria-label")


def test_hint_lists_each_load_with_the_crossings_left(app):
    show(app, "river/missionaries")
    app.click("#hint")
    wait_status(app, "Hint: the arrow on the board shows a best move, a missionary and a cannibal: 11 crossings")
    assert app.locator("#board .hint-arrow").count() == 1 and app.locator("#board .river-hint-load").count() == 0
    app.click("#hint")
    wait_status(app, "Hints on the board")
    loads = app.locator("#board .river-hint-load").all_text_contents()
    assert loads == ["a cannibal", "a missionary and a cannibal", "two cannibals"]
    assert app.locator("#board .hint-badge").all_text_contents() == ["13", "11", "11"]
    assert app.locator("#board .hint-best").count() == 2
    assert "best: a missionary and a cannibal (11)" in status(app)
    click_cell(app, 3)  # a cannibal boards, crosses: the hints go with the move
    click_cell(app, 6)
    assert counter(app, "crossings") == 1 and app.locator("#board .river-hint-load").count() == 0
