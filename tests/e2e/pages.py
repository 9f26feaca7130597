"""What the end-to-end tests read and do on the page, shared by every family's test file."""

import json
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote

from conftest import wait_until_ready
from puzzles import registry, search
from positions import long_search_position  # noqa: F401  (shared with the CLI tests)


def show(page, game_id):
    """Load a game id into an open page through its URL fragment, as a pasted link would."""
    page.evaluate("id => { location.hash = '#' + id }", game_id)
    wait_shown(page, registry.parse(game_id)[1].game_id())


def wait_shown(page, game_id, timeout=30000):
    """Wait until the page has drawn ``game_id`` (its hashchange handled, not only the address
    changed: a link's click changes the address at once, the page follows a moment later)."""
    page.wait_for_function("id => document.body.dataset.shown === id", arg=game_id, timeout=timeout)


def solve_hoppers(page):
    """Show Hoppers 13 from its centre and Solve it: the solver answers (7 moves)."""
    show(page, "peg/hoppers13?empty=6&finish=6")
    page.click("#solve")
    wait_status(page, "Solution found")
    assert status(page).startswith("Solution found: 7 moves")


def run_search(page, button, start, timeout=60000):
    """Click a search's button (``#solve``, ``#count``, ``#hint``, ``#analyse``, ``#graph``) and
    wait for its answer, the status line starting with ``start``; that status line."""
    page.click(button)
    wait_status(page, start, timeout)
    return status(page)


def play_all(page, name, value, timeout=30000):
    """Click Play all and wait until the counter ``name`` reads ``value`` (the solution on show
    played out)."""
    page.click("#play-all")
    page.wait_for_function("([name, value]) => document.querySelector('#counter-' + name).textContent === value",
                           arg=[name, str(value)], timeout=timeout)


# The status once Solve's playback has won the game: shown, not solved (issue 35, defect 7).
PLAYED_OUT = "The solver's solution is played out: shown, not solved by you."


def play_to_one_peg(page):
    """Play all of the solution on show, to the last peg (time enough for a long one)."""
    play_all(page, "pegs-left", 1)


def solve_and_play_out(page, found, moves, name, value, timeout=60000, answer="Solution found"):
    """Click Solve; once the status line starts with ``answer`` it reads ``found`` and the
    solution lists ``moves`` moves; then Play all, until the counter ``name`` reads ``value``
    (within ``timeout`` ms)."""
    assert run_search(page, "#solve", answer) == found
    assert page.locator("#solution-moves li").count() == moves
    play_all(page, name, value, timeout)


def choose_option(page, name, value, game_id, decoded=False):
    """Choose ``value`` in the setting ``#option-<name>`` and wait until the address shows
    ``game_id`` (compared ``decoded`` from its percent escapes, if asked)."""
    page.select_option("#option-" + name, value)
    page.wait_for_function("([hash, decoded]) => (decoded ? decodeURIComponent(location.hash) : location.hash) === hash",
                           arg=["#" + game_id, decoded])


def open_on_phone(new_context, base_url, game_id, width=390, height=844):
    """A fresh page the size of a phone (touch on) showing ``game_id``, once its board is drawn
    (the solver not waited for)."""
    page = new_context(viewport={"width": width, "height": height}, has_touch=True).new_page()
    page.goto(base_url + "#" + game_id)
    wait_until_ready(page, solver=False)
    return page


def tap_target(page, cell, drawn, hit, name):
    """The boxes of cell ``cell``'s piece (selector ``drawn`` in the cell) and of its tap target
    (selector ``hit``), printed for the record as ``name`` (e.g. "nim on a phone: stone")."""
    piece = page.locator('#board [data-cell="%d"] %s' % (cell, drawn)).bounding_box()
    target = page.locator('#board [data-cell="%d"] %s' % (cell, hit)).bounding_box()
    print("%s %.1f x %.1f px, hit area %.1f x %.1f px"
          % (name, piece["width"], piece["height"], target["width"], target["height"]))
    return piece, target


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
