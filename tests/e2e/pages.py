"""What the end-to-end tests read and do on the page, shared by every family's test file."""

import re
from urllib.parse import unquote

from puzzles import registry
from positions import long_search_position  # noqa: F401  (shared with the CLI tests)


def show(page, game_id):
    """Load a game id into an open page through its URL fragment, as a pasted link would."""
    page.evaluate("id => { location.hash = '#' + id }", game_id)
    page.wait_for_function("id => decodeURIComponent(location.hash.slice(1)) === id",
                           arg=registry.parse(game_id)[1].game_id(), timeout=30000)


def play_to_one_peg(page):
    """Play all of the solution on show, to the last peg (time enough for a long one)."""
    page.click("#play-all")
    page.wait_for_function("document.querySelector('#counter-pegs-left').textContent === '1'",
                           timeout=30000)


def assert_named_button(page, cell, label):
    """Board cell ``cell`` is a button named ``label`` (``id="cell-N"``), on a board that is
    a group (what a screen reader announces)."""
    group = page.locator('#board [data-cell="%d"]' % cell)
    assert group.get_attribute("role") == "button" and group.get_attribute("id") == "cell-%d" % cell
    assert group.get_attribute("aria-label") == label
    assert page.locator("#board svg").get_attribute("role") == "group"


def fragment(page):
    """The game id in the address bar."""
    return unquote(page.evaluate("location.hash").lstrip("#"))


def counter(page, name):
    return int(page.text_content("#counter-" + name))


def status(page):
    return page.text_content("#status")


def message(page):
    return page.text_content("#message")


def click_cell(page, cell):
    page.click('#board [data-cell="%d"]' % cell)


def cells(page, selector):
    """The cells of the board matching ``selector``, in increasing order."""
    return sorted(int(c) for c in page.eval_on_selector_all(
        "#board " + selector, "els => els.map(e => e.dataset.cell)"))


def wait_status(page, start, timeout=60000):
    """Wait until the status line starts with ``start`` (a search's answer comes later)."""
    page.wait_for_function("s => document.querySelector('#status').textContent.startsWith(s)",
                           arg=start, timeout=timeout)


def solver_seconds(page):
    """The solver time the page shows for the last finished search (under Details)."""
    return float(re.search(r"([0-9.]+) s in the solver", page.text_content("#progress-detail")).group(1))


def hint_badges(page):
    """``[[cell, number], ...]`` of the hint badges on the board."""
    return page.eval_on_selector_all(
        "#board .hint-badge",
        "els => els.map(e => [Number(e.closest('[data-cell]').dataset.cell), Number(e.textContent)])")


def best_hinted(page):
    """The cells whose hint badge marks a best move."""
    return sorted(page.eval_on_selector_all(
        "#board .hint-best", "els => els.map(e => Number(e.closest('[data-cell]').dataset.cell))"))
