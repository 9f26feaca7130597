"""New game, the daily puzzle, the score line and Your puzzles on the real page (issue 22)."""

import json
import re

from pages import fragment, show, wait_shown
from conftest import wait_until_ready
from puzzles import registry
from puzzles.jobs import JobRunner

GAME = "flip/square?deal=wwww.bwbbbwwwwbb"  # a start of Flip It


def solution(game_id):
    return JobRunner().run(json.dumps({"game": game_id, "kind": "minimum"}))["result"]["solution"]


def play(page, game_id, moves):
    family, position = registry.parse(game_id)
    view = registry.view(family)
    for move in moves:
        for cell in view.clicks(position, move):
            page.click('#board [data-cell="%d"]' % cell)
        position = view.play(position, move)
    page.wait_for_function("id => location.hash === '#' + id", arg=position.game_id(), timeout=10000)


def open_fresh(new_context, base_url, fragment_text, date="2026-11-25T12:00:00"):
    context = new_context()
    page = context.new_page()
    page.clock.set_fixed_time(date)
    page.goto(base_url + "#" + fragment_text)
    wait_until_ready(page)
    return context, page


def listed(page, game_id):
    """True when Your puzzles lists ``game_id``: by its puzzle's name, its link to the start
    (issue 35: no raw id shown)."""
    return page.locator('#records-list a[href="#%s"]' % game_id).count() == 1


def test_new_game_deals_by_difficulty(app):
    show(app, "slide/eight")
    app.select_option("#difficulty", "hard")
    app.click("#new-game")
    app.wait_for_function("() => location.hash.startsWith('#slide/eight?tiles=')", timeout=30000)
    first = fragment(app)
    app.click("#new-game")
    app.wait_for_function("f => location.hash !== '#' + f && location.hash.startsWith('#slide/eight?tiles=')",
                          arg=first, timeout=30000)
    result = JobRunner().run(json.dumps({"game": fragment(app), "kind": "minimum"}))["result"]
    assert result["moves"] >= 23  # Hard on the eight puzzle, by our solver


def test_new_game_keeps_english33_at_every_difficulty(app):
    """Issue 35, item 2: New game keeps the board on show (it dealt Hoppers 13 before)."""
    show(app, "peg/english33")
    previous = fragment(app)
    for difficulty in ("easy", "medium", "hard"):
        app.select_option("#difficulty", difficulty)
        app.click("#new-game")
        app.wait_for_function("f => location.hash !== '#' + f && location.hash.includes('empty=')", arg=previous,
                              timeout=60000)
        previous = fragment(app)
        assert previous.startswith("peg/english33?"), (difficulty, previous)
        assert ("finish=" in previous) == (difficulty != "easy"), previous


def test_solving_by_hand_shows_the_score_and_records_it(new_context, base_url_of_site):
    context, page = open_fresh(new_context, base_url_of_site, GAME)
    best = solution(GAME)
    play(page, GAME, best)
    page.wait_for_selector("#score:not([hidden])")
    score = page.text_content("#score")
    assert score.startswith("Your score: %d moves" % len(best))
    page.wait_for_function("() => document.querySelector('#score').textContent.includes('fewest')", timeout=30000)
    assert "fewest %d" % len(best) in page.text_content("#score")
    page.goto(base_url_of_site + "#records")
    wait_until_ready(page, solver=False)
    page.wait_for_selector("#records:not([hidden])")
    listed_text = page.text_content("#records-list")
    assert listed(page, GAME) and "best %d moves" % len(best) in listed_text and "solved 1" in listed_text
    assert "Flip It: Square (rows and columns)" in listed_text and GAME not in listed_text
    # issue 35: progress in the puzzle menu, after a new load of the page too
    page.reload()
    wait_until_ready(page, solver=False)
    option = '#puzzle-menu option[value="flip/square"]'
    page.wait_for_function("s => document.querySelector(s).textContent.endsWith('(solved)')", arg=option,
                           timeout=10000)
    assert page.text_content(option) == "Square (rows and columns) (solved)"
    assert page.text_content('#puzzle-menu option[value="flip/square-diagonal"]') == "Square with diagonal jumps"
    context.close()


def test_solve_then_to_the_end_is_shown_not_solved(new_context, base_url_of_site):
    context, page = open_fresh(new_context, base_url_of_site, GAME)
    page.click("#solve")
    page.wait_for_selector("#solution:not([hidden])", timeout=30000)
    page.click("#to-end")
    page.wait_for_selector("#score:not([hidden])")
    assert page.text_content("#score").startswith("Shown by the solver, not solved")
    page.goto(base_url_of_site + "#records")
    page.wait_for_selector("#records:not([hidden])")
    assert not listed(page, GAME)
    assert page.is_visible("#records-empty")


def test_daily_is_the_same_in_two_fresh_browsers_and_changes_the_next_day(new_context, base_url_of_site):
    ids = []
    for date in ("2026-11-25T09:00:00", "2026-11-25T18:00:00", "2026-11-26T09:00:00"):
        _, page = open_fresh(new_context, base_url_of_site, "daily", date)
        page.wait_for_function("() => document.querySelector('#message').textContent.includes('daily puzzle')",
                               timeout=60000)
        ids.append(fragment(page))
    assert ids[0] == ids[1] != ids[2]
    from puzzles import daily
    from puzzles.deal import run_deal
    game, difficulty, seed = daily.choice("2026-11-25")
    assert ids[0] == run_deal(game, difficulty, seed)["dealt"]  # the CLI's rule


def test_export_import_and_a_corrupt_file(new_context, base_url_of_site, tmp_path):
    context, page = open_fresh(new_context, base_url_of_site, GAME)
    play(page, GAME, solution(GAME))
    page.wait_for_selector("#score:not([hidden])")
    page.goto(base_url_of_site + "#records")
    page.wait_for_selector("#records:not([hidden])")
    with page.expect_download() as download:
        page.click("#records-export")
    exported = tmp_path / "records.json"
    download.value.save_as(exported)
    data = json.loads(exported.read_text())
    assert data["puzzles"][GAME]["solved"] == 1
    _, fresh = open_fresh(new_context, base_url_of_site, "records")
    fresh.wait_for_selector("#records:not([hidden])")
    fresh.set_input_files("#records-import", str(exported))
    fresh.wait_for_function("() => document.querySelector('#records-note').textContent.includes('imported')")
    assert listed(fresh, GAME)
    stored = fresh.evaluate("() => JSON.parse(localStorage.getItem('puzzle-workbench/v1/records'))")
    assert stored == data
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text('{"schema": "puzzle-workbench-records", "version": 9}')
    fresh.set_input_files("#records-import", str(corrupt))
    fresh.wait_for_function("() => document.querySelector('#records-note').textContent.includes('refused')")
    assert "another version" in fresh.text_content("#records-note")
    assert fresh.evaluate("() => JSON.parse(localStorage.getItem('puzzle-workbench/v1/records'))") == data
    fresh.select_option("#language", "ja")
    fresh.set_input_files("#records-import", str(corrupt))
    fresh.wait_for_function("() => document.querySelector('#records-note').textContent.includes('読み込めません')")
    assert fresh.text_content("#new-game") == "新しいゲーム"


def test_junk_in_storage_gives_a_message_and_a_working_page(new_context, base_url_of_site):
    context = new_context()
    context.add_init_script("try { localStorage.setItem('puzzle-workbench/v1/records', '{\"schema\": 3}') } "
                            "catch (error) {}")  # about:blank has no storage
    page = context.new_page()
    page.goto(base_url_of_site + "#" + GAME)
    wait_until_ready(page)
    assert "cannot be read" in page.text_content("#records-note")
    play(page, GAME, solution(GAME))
    page.wait_for_selector("#score:not([hidden])")
    assert page.evaluate("() => localStorage.getItem('puzzle-workbench/v1/records')") == '{"schema": 3}'


def records_entry(page):
    page.wait_for_selector("#records:not([hidden])")
    return page.text_content("#records-list")


def test_a_better_game_replaces_the_best_and_a_worse_one_does_not(new_context, base_url_of_site):
    context, page = open_fresh(new_context, base_url_of_site, GAME)
    best = solution(GAME)
    space = registry.parse(GAME)[1].space
    worse = [best[0], space] + best  # a piece moved and moved back: two moves wasted
    play(page, GAME, worse)
    page.wait_for_selector("#score:not([hidden])")
    assert page.text_content("#score").startswith("Your score: %d moves" % len(worse))
    page.goto(base_url_of_site + "#records")
    listed = records_entry(page)
    assert "best %d moves" % len(worse) in listed and "solved 1" in listed
    page.click('#records-list a[href="#%s"]' % GAME)  # its link: play it again
    wait_shown(page, GAME)
    play(page, GAME, best)
    page.wait_for_selector("#score:not([hidden])")
    page.goto(base_url_of_site + "#records")
    listed = records_entry(page)
    assert "best %d moves" % len(best) in listed and "solved 2" in listed
    assert "best %d moves" % len(worse) not in listed
    page.goto(base_url_of_site + "#" + GAME)
    page.wait_for_selector("#score", state="hidden")
    play(page, GAME, worse)  # a third game, worse again: counted, the best kept
    page.wait_for_selector("#score:not([hidden])")
    page.reload()
    wait_until_ready(page, solver=False)
    page.goto(base_url_of_site + "#records")
    listed = records_entry(page)
    assert "best %d moves" % len(best) in listed and "solved 3" in listed
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('puzzle-workbench/v1/records'))")
    assert stored["puzzles"][GAME]["best_moves"] == len(best) and stored["puzzles"][GAME]["solved"] == 3
    context.close()


def shown_seconds(page):
    minutes, seconds = re.search(r"(\d+):(\d\d)", page.text_content("#score")).groups()
    return int(minutes) * 60 + int(seconds)


def test_a_win_undone_and_won_again_counts_once_and_the_timer_runs_on(new_context, base_url_of_site):
    context, page = open_fresh(new_context, base_url_of_site, GAME)
    best = solution(GAME)
    play(page, GAME, best)
    page.wait_for_selector("#score:not([hidden])")
    first = shown_seconds(page)
    page.click("#undo")
    page.wait_for_selector("#score", state="hidden")
    page.wait_for_timeout(2500)  # the game goes on after Undo: its timer with it
    family, position = registry.parse(GAME)
    view = registry.view(family)
    for move in best[:-1]:
        position = view.play(position, move)
    play(page, position.game_id(), best[-1:])  # the last move again
    page.wait_for_selector("#score:not([hidden])")
    assert page.text_content("#score").startswith("Your score: %d moves" % len(best))
    assert shown_seconds(page) >= first + 2
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('puzzle-workbench/v1/records'))")
    assert stored["puzzles"][GAME]["solved"] == 1  # one game, counted once
    context.close()
