"""The page by keyboard alone (issue 36, items 1-3): the focus is never lost to the page's body
(after the Lab's Run and Cancel, Undo, closing the Lab, Your puzzles, the help, the tools
sheet it goes where it makes sense or back to what opened it), Escape closes every panel, the
phone's Tools sheet is a modal dialog (the page behind it inert, Tab kept inside), Tab leaves
the Lab's editor, and a move is announced once in a polite live region."""

from conftest import wait_until_ready
from lab_pages import open_lab, run, set_code, wait_lab_ready
from pages import show

PHONE = {"width": 390, "height": 844}


def active(page):
    """The focused element's id ("BODY" when the focus is lost to the page's body)."""
    return page.evaluate("document.activeElement === document.body ? 'BODY' : (document.activeElement.id || document.activeElement.tagName)")


def press_on(page, selector, key="Enter"):
    page.focus(selector)
    page.keyboard.press(key)


def test_run_hands_the_focus_to_cancel_and_back(app):
    open_lab(app)
    set_code(app, "def solve(position, progress):\n    while True:\n        pass\n")
    wait_lab_ready(app)
    press_on(app, "#lab-run")
    app.wait_for_selector("#lab-cancel:not([disabled])")
    app.wait_for_timeout(300)
    assert active(app) == "lab-cancel"  # while it runs: Cancel, not the body
    app.keyboard.press("Enter")  # Cancel, by key
    app.wait_for_function("!document.getElementById('lab-run').disabled", timeout=60000)
    app.wait_for_function("document.activeElement && document.activeElement.id === 'lab-run'", timeout=10000)
    set_code(app, "def solve(position, progress):\n    return None\n")
    wait_lab_ready(app)
    press_on(app, "#lab-run")  # a quick run: Run again once it ends
    app.wait_for_function("document.getElementById('lab-cancel').disabled && !document.getElementById('lab-run').disabled",
                          timeout=60000)
    app.wait_for_timeout(200)
    assert active(app) in ("lab-run", "lab-cancel") and active(app) != "BODY"
    app.wait_for_function("document.activeElement && document.activeElement.id === 'lab-run'", timeout=10000)


def test_closing_the_lab_by_its_button_or_escape_gives_the_focus_back(app):
    show(app, "peg/hoppers13?empty=6&finish=6")
    app.evaluate("document.getElementById('lab').hidden || document.getElementById('lab-close').click()")
    press_on(app, "#lab-button")
    app.wait_for_selector("#lab:not([hidden])")
    assert active(app) == "lab-method"  # the focus went into the Lab
    press_on(app, "#lab-close")
    app.wait_for_selector("#lab[hidden]", state="attached")
    assert active(app) == "lab-button"
    press_on(app, "#lab-button")
    app.wait_for_selector("#lab:not([hidden])")
    app.keyboard.press("Escape")
    app.wait_for_selector("#lab[hidden]", state="attached")
    assert active(app) == "lab-button"


def test_your_puzzles_takes_the_focus_and_gives_it_back_and_escape_closes_it(app):
    show(app, "peg/hoppers13?empty=6&finish=6")
    press_on(app, "#records-link")
    app.wait_for_selector("#records:not([hidden])")
    app.wait_for_function("document.activeElement.id === 'records-close'")
    app.keyboard.press("Enter")
    app.wait_for_selector("#records[hidden]", state="attached")
    assert active(app) == "records-link"
    press_on(app, "#records-link")
    app.wait_for_selector("#records:not([hidden])")
    app.wait_for_function("document.activeElement.id === 'records-close'")
    app.keyboard.press("Escape")
    app.wait_for_selector("#records[hidden]", state="attached")
    assert active(app) == "records-link"


def test_the_help_closes_by_escape_and_gives_the_focus_back(app):
    press_on(app, "#help-button")
    app.wait_for_selector("#help[open]")
    assert active(app) == "help-close"
    app.keyboard.press("Escape")
    app.wait_for_selector("#help:not([open])", state="attached")
    assert active(app) == "help-button"
    press_on(app, "#help-button")
    app.wait_for_selector("#help[open]")
    app.keyboard.press("Enter")  # on ×
    app.wait_for_selector("#help:not([open])", state="attached")
    assert active(app) == "help-button"


def test_undo_at_the_first_move_hands_the_focus_on(app):
    show(app, "peg/hoppers13?empty=6&finish=6")
    app.click('#board [data-cell="0"]')
    app.click('#board [data-cell="6"]')
    app.wait_for_selector("#undo:not([disabled])")
    press_on(app, "#undo")  # back to the start: Undo disables itself, Redo takes the focus
    app.wait_for_selector("#undo[disabled]", state="attached")
    assert active(app) == "redo"
    app.keyboard.press("Enter")  # Redo, at the last move: back to Undo
    app.wait_for_selector("#redo[disabled]", state="attached")
    assert active(app) == "undo"


def test_a_move_is_announced_once_in_a_polite_live_region(app):
    show(app, "peg/hoppers13?empty=6&finish=6")
    said = app.locator("#moves-said")
    assert said.get_attribute("aria-live") == "polite"
    # Every change of the live region and of the status, counted from here on.
    app.evaluate("""() => {
        window.__said = []; window.__status = [];
        new MutationObserver(() => window.__said.push(document.getElementById('moves-said').textContent))
            .observe(document.getElementById('moves-said'), { childList: true, characterData: true, subtree: true });
        new MutationObserver(() => window.__status.push(document.getElementById('status').textContent))
            .observe(document.getElementById('status'), { childList: true, characterData: true, subtree: true });
    }""")
    app.click('#board [data-cell="0"]')  # picks the peg up: no move yet
    app.click('#board [data-cell="6"]')  # 0 jumps over 3 to 6
    app.wait_for_function("document.body.dataset.shown.indexOf('0') >= 0 || window.__said.length > 0")
    app.wait_for_timeout(1500)  # the verdict's search answers meanwhile: the page draws again
    assert [text.strip() for text in app.evaluate("window.__said")] == [
        "0 jumps over 3 to 6; Moves: 1, Jumps: 1, Pegs left: 11"]
    app.click("#undo")  # Undo is announced (the counters), and the same move again too
    app.wait_for_function("window.__said.length === 2")
    app.click('#board [data-cell="0"]')
    app.click('#board [data-cell="6"]')
    app.wait_for_function("window.__said.length === 3")
    app.wait_for_timeout(1000)
    said = app.evaluate("window.__said")
    assert len(said) == 3 and said[1].strip() == "Moves: 0, Jumps: 0, Pegs left: 12" and said[2].strip() == said[0].strip()
    # The status is written when its text changes, never again with the text it shows.
    statuses = app.evaluate("window.__status")
    assert statuses and all(one != two for one, two in zip(statuses, statuses[1:])), statuses
    assert app.get_attribute("#board", "role") == "application"


def test_tab_leaves_the_lab_editor_and_its_scroller_takes_the_focus(app):
    open_lab(app)
    # A run's results first: their table (a region the keyboard reaches: it scrolls) is then
    # the next stop after the editor, not one that appears between Tab and Shift+Tab.
    run(app)
    app.wait_for_selector("#lab-results[tabindex='0'] table")
    # The text box is the editor until the reader reaches for it: CodeMirror then.
    if app.get_attribute("#lab-editor", "data-editor") != "codemirror":
        app.click("#lab-code")
    app.wait_for_selector("#lab-editor[data-editor=codemirror]")
    app.locator(".lab-cm-host .cm-content").click()
    before = app.evaluate("labEditor.text()")
    app.keyboard.press("Tab")
    assert app.evaluate("labEditor.text()") == before  # Tab typed nothing
    assert not app.evaluate("document.activeElement.classList.contains('lab-cm-host')")  # the focus left it
    assert app.evaluate("document.activeElement.id") == "lab-results"  # to the next stop
    app.keyboard.press("Shift+Tab")
    assert app.evaluate("document.activeElement.classList.contains('lab-cm-host')")  # back into it
    assert app.evaluate("document.querySelector('.lab-cm-host').shadowRoot.querySelector('.cm-scroller').tabIndex") == 0
    hint = app.text_content("#lab-editor-keys")
    assert "Tab" in hint and "Ctrl+]" in hint
    # The same focus ring as every control, round the editor.
    ring = app.evaluate("getComputedStyle(document.querySelector('.lab-cm-host')).outlineStyle")
    assert ring == "solid"
    app.keyboard.press("Escape")  # in the editor: the editor's own, the Lab stays
    assert app.is_visible("#lab")
    app.evaluate("document.getElementById('lab-close').click()")


def test_the_phone_tools_sheet_is_a_modal_dialog(new_context, base_url_of_site):
    page = new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
    page.goto(base_url_of_site + "#peg/hoppers13?empty=6&finish=6")
    wait_until_ready(page, solver=False)
    press_on(page, "#tools-button")
    page.wait_for_selector("#tools.open")
    assert page.get_attribute("#tools", "role") == "dialog" and page.get_attribute("#tools", "aria-modal") == "true"
    assert active(page) == "tools-close"
    assert page.evaluate("document.getElementById('board').closest('[inert]') !== null")  # the page behind: inert
    inside = page.evaluate("""() => [...document.querySelectorAll('#tools button, #tools select, #tools input, #tools a[href]')]
        .filter(e => !e.disabled && e.getClientRects().length).length""")
    for _ in range(inside + 3):  # round and round: never out of the sheet
        page.keyboard.press("Tab")
        assert page.evaluate("document.getElementById('tools').contains(document.activeElement)"), active(page)
    for _ in range(3):
        page.keyboard.press("Shift+Tab")
        assert page.evaluate("document.getElementById('tools').contains(document.activeElement)"), active(page)
    page.keyboard.press("Escape")
    page.wait_for_selector("#tools:not(.open)", state="attached")
    assert active(page) == "tools-button"
    assert page.evaluate("document.querySelector('[inert]:not(#board)') === null")  # nothing left inert
    assert page.get_attribute("#tools", "role") is None
    # The Lab opened from the sheet, closed: the focus back on the Tools button (its opener is hidden).
    press_on(page, "#tools-button")
    page.wait_for_selector("#tools.open")
    press_on(page, "#lab-button")
    page.wait_for_selector("#lab:not([hidden])")
    page.evaluate("document.getElementById('lab-close').focus()")
    page.keyboard.press("Enter")
    page.wait_for_selector("#lab[hidden]", state="attached")
    assert active(page) == "tools-button"
