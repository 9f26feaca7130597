"""What the end-to-end tests read and do on the page, shared by every family's test file."""

import json
import re
import subprocess
import sys
from pathlib import Path
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
    """The solver time the page shows for the last finished search."""
    return float(re.search(r"([0-9.]+) s in the solver", page.text_content("#progress")).group(1))


def hint_badges(page):
    """``[[cell, number], ...]`` of the hint badges on the board."""
    return page.eval_on_selector_all(
        "#board .hint-badge",
        "els => els.map(e => [Number(e.closest('[data-cell]').dataset.cell), Number(e.textContent)])")


def best_hinted(page):
    """The cells whose hint badge marks a best move."""
    return sorted(page.eval_on_selector_all(
        "#board .hint-best", "els => els.map(e => Number(e.closest('[data-cell]').dataset.cell))"))


def hint_marks(page, kind="badge"):
    """``[[move, number or None, best?], ...]`` of the board's hint badges (``kind`` "badge")
    or hint arrows ("arrow"), read from their data: the move as the solution list names it,
    the fewest moves to the goal with it, and whether it is a best move."""
    return page.eval_on_selector_all(
        "#board .hint-" + kind,
        "els => els.map(e => [e.dataset.hintMove, e.dataset.movesLeft ? Number(e.dataset.movesLeft) : null, "
        "e.hasAttribute('data-best')])")


def press_hint(page, shows="arrow", timeout=60000):
    """Press Hint and wait for what it shows: the first press one arrow, the next badges."""
    page.click("#hint")
    page.wait_for_function("k => document.querySelectorAll('#board .hint-' + k).length > 0", arg=shows,
                           timeout=timeout)


def cli_hints(game_id):
    """``{move as the board names it: moves_left}`` from the command line's hints (the same
    solver the worker runs, in a process of its own)."""
    py = Path(__file__).resolve().parents[2] / "py"
    output = subprocess.run([sys.executable, "-m", "puzzles", "hints", game_id, "--json"], cwd=py,
                            capture_output=True, text=True, check=True, timeout=600).stdout
    answer = json.loads(output)
    family, position = registry.parse(answer["game"])
    view = registry.view(family)
    return dict((view.describe_move(position, entry["move"]), entry["moves_left"]) for entry in answer["hints"])
