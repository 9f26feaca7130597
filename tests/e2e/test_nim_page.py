"""Nim on the real page: play the computer, hints, New game, best move, options, misère."""


from conftest import wait_until_ready
from puzzles import nim, registry
from pages import counter, fragment, message, show, status


def position(page):
    return registry.parse(fragment(page))[1]


def wait_moves(page, moves):
    """Wait until ``moves`` moves are played (the computer answers after a pause)."""
    page.wait_for_function("n => document.querySelector('#counter-moves').textContent === String(n)",
                           arg=moves, timeout=10000)


def test_win_against_the_computer_by_following_hints(app):
    show(app, "nim?heaps=5,2,3")  # seed 002's heaps 5, 2, 3: the person to move wins
    moves = 0
    while not position(app).is_over():
        app.click("#hint")
        assert "make the nim-sum 0" in message(app)
        hinted = app.eval_on_selector_all("#board .nim-hint", "els => els.map(e => Number(e.dataset.cell))")
        app.click('#board [data-cell="%d"]' % min(hinted))  # the lowest hinted stone
        moves += 1
        if not position(app).is_over():
            assert "thinking" in status(app) or "takes" in status(app)
            moves += 1
        wait_moves(app, moves)
    assert status(app) == "You win: you took the last stone."


def test_the_computer_answers_with_the_seeds_move(app):
    show(app, "nim?heaps=5,2,3")
    app.click('#board [data-cell="2"]')  # take 3 from heap A, as in seed 002's game
    wait_moves(app, 2)
    assert fragment(app) == "nim?heaps=1,2,3&start=5,2,3&moves=2"  # it took 1 from heap A
    assert message(app) == "The computer took 1 from heap A."
    assert app.text_content("#counter-to-move") == "you"
    app.click("#hint")
    assert "Lost against perfect play" in message(app)
    # Undo goes back to the person's turn, before the computer's answer.
    app.click("#undo")
    assert fragment(app) == "nim?heaps=5,2,3"  # 5, 2, 3 are the default heaps


def test_taken_stones_stay_drawn_but_cannot_be_clicked(app):
    show(app, "nim?heaps=1,2,3&start=5,2,3&moves=2")
    app.click('#board [data-cell="100"]')     # take both stones of heap B
    wait_moves(app, 4)
    now = position(app)
    assert app.locator("#board .nim-taken").count() == sum(now.start) - sum(now.heaps)
    assert app.locator("#board [data-cell]").count() == sum(now.heaps)


def test_best_move_search(app):
    show(app, "nim?misere=1&heaps=1,1,5")
    app.click("#best")
    app.wait_for_function("document.querySelector('#status').textContent.startsWith('Winning move')")
    assert status(app) == "Winning move: take 4 from heap C."
    assert app.locator("#solution-moves li").count() == 1
    app.click("#step")
    wait_moves(app, 2)  # the computer answers the step too
    after = position(app)
    assert after.heaps.count(0) >= 1 and nim.winning_move(after.heaps, True) is not None


def test_new_game_keeps_the_number_of_heaps_and_draws_one_to_ten(app):
    show(app, "nim?heaps=17,17")
    app.click("#new")
    app.wait_for_function("!location.hash.includes('17,17')")
    heaps = position(app).heaps
    assert len(heaps) == 2 and all(1 <= h <= 10 for h in heaps)
    assert message(app) == "New game: heaps %s." % ", ".join(str(h) for h in heaps)


def test_the_menu_deals_seed_002s_game_and_options_set_heaps_and_misere(app):
    show(app, "peg/hex12")
    app.select_option("#puzzle-menu", "nim")
    app.wait_for_function("location.hash.startsWith('#nim?heaps=')")
    heaps = position(app).heaps
    assert len(heaps) == 3 and all(1 <= h <= 10 for h in heaps)
    app.select_option("#option-count", "6")
    app.wait_for_function("(location.hash.match(/heaps=([0-9,]*)/) || ['', ''])[1].split(',').length === 6")
    assert position(app).heaps[:3] == heaps
    app.select_option("#option-misere", "1")
    app.wait_for_function("location.hash.includes('misere=1')")
    assert position(app).misere and "last stone loses" in status(app)


def test_the_computer_can_move_first(app):
    show(app, "nim?heaps=4,1")
    app.select_option("#option-first", "computer")
    wait_moves(app, 1)
    assert fragment(app) == "nim?heaps=1,1&start=4,1&moves=1&first=computer"


def test_two_people_and_binary(app):
    show(app, "nim?misere=1&heaps=2,1&computer=0")
    assert app.locator("#option-first").count() == 0
    app.click("#binary")
    assert "nim-sum 11" in app.inner_html("#board")
    app.click('#board [data-cell="0"]')      # Player 1 empties heap A
    assert app.text_content("#counter-to-move") == "Player 2"
    app.wait_for_timeout(900)                # no computer move comes
    assert counter(app, "moves") == 1
    app.click('#board [data-cell="100"]')    # Player 2 takes the last stone and loses
    assert status(app) == "Player 1 wins: Player 2 took the last stone."


def test_stones_have_a_larger_hit_area_on_a_phone(new_context, base_url_of_site):
    """On a phone (390x844) a stone's tap target is its whole pitch, not the 22-unit stone:
    a tap beside the stone, inside its hit area, takes it. The stones are named buttons."""
    page = new_context(viewport={"width": 390, "height": 844}, has_touch=True).new_page()
    page.goto(base_url_of_site + "#nim?heaps=5,2,3")
    wait_until_ready(page, solver=False)
    stone = page.locator('#board [data-cell="4"] circle').bounding_box()
    hit = page.locator('#board [data-cell="4"] .nim-hit').bounding_box()
    print("nim on a phone: stone %.1f x %.1f px, hit area %.1f x %.1f px"
          % (stone["width"], stone["height"], hit["width"], hit["height"]))
    # Ten stones a row (and the heap sizes) across 390 px: the pitch is about 28 px; the
    # height takes in the gap between heaps.
    assert hit["width"] >= stone["width"] * 1.1 and hit["height"] >= stone["height"] * 1.5
    assert hit["width"] >= 26 and hit["height"] >= 36
    group = page.locator('#board [data-cell="4"]')
    assert group.get_attribute("role") == "button" and group.get_attribute("id") == "cell-4"
    assert group.get_attribute("aria-label") == "stone 5 of 5 in heap A, can take 1"
    assert page.locator("#board svg").get_attribute("role") == "group"
    page.touchscreen.tap(hit["x"] + hit["width"] / 2, hit["y"] + 3)  # above the stone
    page.wait_for_function("document.querySelector('#counter-moves').textContent !== '0'", timeout=10000)
    assert registry.parse(fragment(page))[1].start == (5, 2, 3)
    assert fragment(page).startswith("nim?heaps=4,2,3") or "moves=2" in fragment(page)
