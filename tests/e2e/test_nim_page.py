"""Nim on the real page: play the computer, hints, New game, best move, options, misère."""


from puzzles import registry
from puzzles.nim import rules as nim
from pages import assert_named_button, counter, fragment, message, open_on_phone, show, status, tap_target


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


def tap_targets(page):
    """Every stone's hit area on the page: ``[(x, y, width, height)]`` in CSS px."""
    return page.eval_on_selector_all("#board .nim-hit", "els => els.map(e => { "
                                     "const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height] })")


def assert_finger_sized(page, stones):
    """``stones`` tap targets, each at least 44 x 44 px, none overlapping another, all inside
    the board's width (no sideways scrolling)."""
    targets = tap_targets(page)
    board = page.locator("#board").bounding_box()
    assert len(targets) == stones
    assert min(t[2] for t in targets) >= 44 and min(t[3] for t in targets) >= 44
    assert all(board["x"] <= t[0] and t[0] + t[2] <= board["x"] + board["width"] + 0.5 for t in targets)
    centres = sorted((round(t[1] + t[3] / 2), round(t[0] + t[2] / 2)) for t in targets)
    assert len(set(centres)) == stones
    for i, a in enumerate(targets):  # no two overlap (a hair allowed for rounding)
        for b in targets[i + 1:]:
            assert not (a[0] + .5 < b[0] + b[2] and b[0] + .5 < a[0] + a[2] and
                        a[1] + .5 < b[1] + b[3] and b[1] + .5 < a[1] + a[3]), (a, b)


def test_stones_have_finger_sized_tap_targets_on_a_phone(new_context, base_url_of_site):
    """On a phone (390x844) every stone's tap target is at least 44 x 44 px (the page tells
    the view the board's width; it draws fewer stones a line there), up to the biggest deal
    (8 heaps of 10), binary sizes on too; a tap beside the stone, inside its target, takes
    it. The stones are named buttons."""
    page = open_on_phone(new_context, base_url_of_site, "nim?heaps=5,2,3")
    stone, hit = tap_target(page, 4, "circle", ".nim-hit", "nim on a phone: stone")
    assert hit["width"] >= stone["width"] * 1.3 and hit["height"] >= stone["height"] * 1.3
    assert_finger_sized(page, 10)
    assert_named_button(page, 4, "stone 5 of 5 in heap A, can take 1")
    page.touchscreen.tap(hit["x"] + hit["width"] / 2, hit["y"] + 3)  # above the stone
    page.wait_for_function("document.querySelector('#counter-moves').textContent !== '0'", timeout=10000)
    assert registry.parse(fragment(page))[1].start == (5, 2, 3)
    assert fragment(page).startswith("nim?heaps=4,2,3") or "moves=2" in fragment(page)
    # The biggest deal: 80 stones, two lines a heap, the page scrolls to the last ones.
    page.evaluate("location.hash = 'nim?heaps=10,10,10,10,10,10,10,10&computer=0'")
    page.wait_for_function("document.querySelectorAll('#board .nim-hit').length === 80")
    assert_finger_sized(page, 80)
    page.click("#tools-button")  # the phone's tools sheet holds Binary
    page.click("#binary")
    page.wait_for_function("document.querySelector('#board').innerHTML.includes('nim-sum')")
    assert_finger_sized(page, 80)
    last = page.locator('#board [data-cell="709"]')  # heap H's last stone, below the fold
    last.scroll_into_view_if_needed()
    box = last.locator(".nim-hit").bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function("location.hash.includes('heaps=10,10,10,10,10,10,10,9')")
    # The keyboard still walks the stones: Right along a heap, Down to the next heap.
    page.focus("#board")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    assert page.get_attribute("#board", "aria-activedescendant") == "cell-101"
    page.keyboard.press("Enter")
    page.wait_for_function("location.hash.includes('heaps=10,1,10')")


def test_turning_the_phone_draws_the_board_for_its_new_width(new_context, base_url_of_site):
    """The page hands the board's width to the view again after a resize (a phone turned):
    the phone's layout below 520 px, the usual board above, the game kept."""
    page = open_on_phone(new_context, base_url_of_site, "nim?heaps=7,4,10")
    assert page.locator("#board svg.nim-narrow").count() == 1
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_function("!document.querySelector('#board svg').classList.contains('nim-narrow')")
    assert page.get_attribute("#board svg", "viewBox") == "0 0 360 132"  # ten stones a line
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function("document.querySelector('#board svg').classList.contains('nim-narrow')")
    assert_finger_sized(page, 21)
    assert fragment(page) == "nim?heaps=7,4,10"
