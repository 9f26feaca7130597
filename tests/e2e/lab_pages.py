"""What the Lab's end-to-end tests read and do on the page (py/app/lab_panel.py)."""

import json
import subprocess
import sys

from conftest import ROOT
from puzzles import lab_link

METHOD = "peg-corner"                   # seed 000's iterative deepening with the corner-peg bound
GAME = "peg/triangle15?empty=0"         # small enough for a few seconds in the browser
# The same program without its lower bound: the same answer, more positions searched.
BOUND = "if corner_bound(pegs, last) > moves_left:"


def program(slug=METHOD):
    from puzzles import lab

    return lab.program_text(slug)


def without_bound():
    text = program()
    assert BOUND in text
    return text.replace(BOUND, "if False:  # the bound taken out")


def fewest_moves(game_id):
    """The fewest moves by the site's own solver (the CLI), not by a lab program."""
    done = subprocess.run([sys.executable, "-m", "puzzles", "solve", game_id, "--json"], cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT / "py")}, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)["moves"]


def open_lab(page, game_id=GAME, slug=METHOD, packed=""):
    """Open the Lab through a link, and wait until it can run."""
    page.evaluate("() => document.getElementById('lab').removeAttribute('data-link')")
    # (the address may be this very link already: then it is put back to the game first, so
    # that setting it is a change the page hears)
    page.evaluate("([f, g]) => { if (location.hash === f) history.replaceState(null, '', g); location.hash = f }",
                  [lab_link.join(game_id, slug, packed), "#" + game_id])
    # The link is read (the address keeps #lab/ while the Lab is open: issue 34).
    page.wait_for_selector("#lab[data-link='%s']" % slug, state="attached", timeout=90000)
    page.wait_for_selector("#lab:not([hidden])", timeout=30000)
    wait_lab_ready(page)


def wait_lab_ready(page, timeout=90000):
    page.wait_for_function("!document.getElementById('lab-run').disabled", timeout=timeout)


def code(page):
    return page.evaluate("labEditor.text()")


def set_code(page, text):
    page.evaluate("t => labEditor.setText(t)", text)


def run(page, timeout=90000):
    """Press Run (once the lab can run) and wait until the run has ended."""
    wait_lab_ready(page)
    page.click("#lab-run")
    page.wait_for_selector("#lab-cancel[disabled]", state="attached", timeout=timeout)


def row(page, name):
    """The results row of method ``name`` (``peg-corner`` or ``peg-corner-edited``): its cells' texts."""
    found = page.locator('#lab-results tr[data-method="%s"]' % name)
    assert found.count() == 1, page.text_content("#lab-results")
    return {cell: found.locator("td." + cell).text_content()
            for cell in ("method", "answer", "positions", "time", "published")}


def positions(text):
    return int(text.replace(",", ""))


def lab_message(page):
    return page.text_content("#lab-message")
