"""The daily puzzle as the best dailies have it (issue 35), on the real page, on a phone and a
desktop, in English and Japanese, the clock fixed to a date: ``#daily`` shows the day's game
from its first paint; solved by hand (the solver's moves clicked on the board), its Share copies
the result and a link that opens the day's start, never the solved board; a second visit shows
the result and the countdown to the next daily puzzle; the statistics count it; Your puzzles
names the puzzle, draws its start small and marks its day."""

import json

import pytest

from conftest import wait_until_ready
from test_records_page import play, solution
from puzzles import daily, registry, words
from puzzles.deal import run_deal

DATE = "2026-11-27"
NOON = DATE + "T12:00:00"
START, FEWEST = daily.start(DATE)  # slide/six?tiles=0412365, 8 moves at best

# Every value body[data-shown] takes (and had before), and its value when body[data-ready]
# is set: installed before the page's own scripts.
WATCH_SHOWN = """(() => {
  window.__shown = [];
  new MutationObserver(changes => {
    for (const change of changes) {
      const body = document.body;
      if (change.attributeName === 'data-shown') {
        if (change.oldValue) window.__shown.push(change.oldValue);
        window.__shown.push(body.dataset.shown);
      } else if (change.attributeName === 'data-ready' && window.__shownAtReady === undefined) {
        window.__shownAtReady = body.dataset.shown || '';
      }
    }
  }).observe(document, {attributes: true, attributeOldValue: true, subtree: true,
                        attributeFilter: ['data-shown', 'data-ready']});
})()"""

SIZES = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}


def worded(language, text, **values):
    words.set_language(language)
    try:
        return words.tr(text, **values)
    finally:
        words.set_language("en")


def fresh_visit(context, url):
    page = context.new_page()
    page.goto(url)
    wait_until_ready(page, solver=False)
    return page


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_daily_from_its_first_paint_to_the_share_and_the_statistics(new_context, base_url_of_site, size,
                                                                          language):
    context = new_context(viewport=SIZES[size], has_touch=size == "phone",
                          permissions=["clipboard-read", "clipboard-write"])
    context.add_init_script(WATCH_SHOWN)
    context.clock.set_fixed_time(NOON)
    site = base_url_of_site + "?lang=" + language
    page = fresh_visit(context, site + "#daily")
    assert page.evaluate("window.__shownAtReady") == START  # the day's game at the first paint
    wait_until_ready(page)
    assert set(page.evaluate("window.__shown")) == {START}  # and never another game
    moves = solution(START)
    assert len(moves) == FEWEST
    play(page, START, moves)
    page.wait_for_selector("#daily-box:not([hidden])")
    page.click("#share")
    page.wait_for_function("() => document.querySelector('#records-note').textContent !== ''")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == page.input_value("#share-text")
    text, link = copied.rsplit(" ", 1)
    assert link == site + "#" + START  # the day's start: no solved board, no moves
    assert worded(language, "{moves} moves (fewest {fewest})", moves=FEWEST, fewest=FEWEST) in text
    assert worded(language, "Sliding puzzles") in text and DATE in text
    shared = fresh_visit(context, link)
    assert shared.evaluate("document.body.dataset.shown") == START
    assert shared.is_hidden("#score") and shared.is_hidden("#daily-box")
    shared.close()
    # A second visit to today's daily: the result, the countdown (noon: 12 hours to go), the statistics.
    again = fresh_visit(context, site + "#daily")
    again.wait_for_selector("#daily-box:not([hidden])")
    assert again.evaluate("document.body.dataset.shown") == START  # the board still playable, at its start
    assert worded(language, "{moves} moves (fewest {fewest})", moves=FEWEST, fewest=FEWEST) in \
        again.text_content("#daily-result")
    assert again.text_content("#daily-next") == worded(language, "Next daily puzzle in {time}", time="12:00:00")
    stats = again.eval_on_selector_all("#daily-stats dd", "nodes => nodes.map(node => node.textContent)")
    one_day = worded(language, "1 day")
    assert stats == ["1", "1", one_day, one_day]
    bars = again.eval_on_selector_all("#daily-stats svg .count", "nodes => nodes.map(node => node.textContent)")
    assert bars == ["1", "0", "0", "0", "0", "0"]  # solved in the fewest moves
    assert again.is_enabled("#undo") is False and again.is_visible("#board svg")
    # Your puzzles: the puzzle by name, a small picture of its start, its day marked; "1 day".
    again.goto(site + "#records")
    again.wait_for_selector("#records:not([hidden])")
    item = again.locator("#records-list li").filter(has=again.locator('a[href="#%s"]' % START))
    name = worded(language, "{family}: {variant}", family=worded(language, "Sliding puzzles"),
                  variant=worded(language, "Six puzzle"))
    assert item.locator(".records-title").text_content() == name
    assert item.locator(".records-thumb svg").count() == 1
    assert item.locator(".records-thumb").get_attribute("aria-hidden") == "true"
    assert item.locator("[id^='cell-']").count() == 0  # the small copy drops the board's ids
    assert item.locator(".records-daily").text_content() == worded(language, "Daily {date}", date=DATE)
    assert again.text_content("#records-streak") == worded(language, "Daily streak: {days} (best {best}).",
                                                           days=one_day, best=one_day)


def test_version_1_records_are_read_and_a_streak_of_two_days_is_worded(new_context, base_url_of_site):
    """Records stored by the page before issue 35 (version 1, no days) still read: the streak
    in the plural, the statistics from them; a move in the daily makes it a day played, and
    the records are written back as version 2."""
    old = {"schema": "puzzle-workbench-records", "version": 1, "puzzles": {},
           "daily": {"last": "2026-11-26", "streak": 2, "best_streak": 2}}
    context = new_context()
    context.add_init_script("try { localStorage.setItem('puzzle-workbench/v1/records', %r) } catch (error) {}"
                            % json.dumps(old))
    context.clock.set_fixed_time(NOON)
    page = fresh_visit(context, base_url_of_site + "#records")
    page.wait_for_selector("#records:not([hidden])")
    assert page.text_content("#records-streak") == "Daily streak: 2 days (best 2 days)."
    assert page.eval_on_selector_all("#records-stats dd", "nodes => nodes.map(node => node.textContent)") == []
    assert page.text_content("#records-note") == ""
    page.goto(base_url_of_site + "#daily")
    page.wait_for_function("id => document.body.dataset.shown === id", arg=START)
    page.close()
    page = fresh_visit(context, base_url_of_site + "#daily")
    family, position = registry.parse(START)
    view = registry.view(family)
    page.click('#board [data-cell="%d"]' % view.clicks(position, view.moves(position)[0])[0])
    page.wait_for_function("() => (JSON.parse(localStorage.getItem('puzzle-workbench/v1/records')) || {}).version === 2")
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('puzzle-workbench/v1/records'))")
    assert stored["days"][DATE] == {"game": START, "solved": False, "moves": None, "fewest": None, "hints": 0,
                                    "ms": None, "solver": False}
    assert stored["daily"] == old["daily"]
    page.goto(base_url_of_site + "#records")
    page.wait_for_selector("#records:not([hidden])")
    stats = page.eval_on_selector_all("#records-stats dd", "nodes => nodes.map(node => node.textContent)")
    assert stats == ["1", "0", "2 days", "2 days"]  # played today, not solved yet; yesterday's streak stands


def test_a_daily_past_the_table_of_starts_shows_no_other_game_while_it_is_dealt(new_context, base_url_of_site):
    """A date past puzzles.daily_starts: the worker deals the day's game; meanwhile the board
    is a placeholder (hidden, inert), never another game to play, then the day's start."""
    date = "2029-01-01"
    while daily.choice(date)[0] != "slide/six":
        year, month, day = daily.parse_date(date)
        date = daily.date_text(year, month, day + 1)
    assert daily.start(date) is None
    game, difficulty, seed = daily.choice(date)
    dealt = run_deal(game, difficulty, seed)["dealt"]
    context = new_context()
    context.add_init_script(WATCH_SHOWN.replace(
        "window.__shownAtReady = body.dataset.shown || '';",
        "window.__shownAtReady = document.querySelector('#board').className + ' ' + "
        "document.querySelector('#board').inert;"))
    context.clock.set_fixed_time(date + "T08:00:00")
    page = fresh_visit(context, base_url_of_site + "#daily")
    assert page.evaluate("window.__shownAtReady") == "daily-dealing true"
    page.wait_for_function("id => document.body.dataset.shown === id", arg=dealt, timeout=60000)
    assert page.evaluate("document.querySelector('#board').className") == ""
    assert page.evaluate("document.querySelector('#board').inert") is False
    assert page.is_visible("#board svg")
