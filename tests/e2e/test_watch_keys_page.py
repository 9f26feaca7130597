"""Watch the search by keyboard alone (issue 34, the keyboard and screen-reader pass), in
Chromium with the Lab's real worker, as a newcomer would: from a ``#lab/`` link, Watch pressed
with Enter, the focus handed to Cancel while it records and to Play when the recording ends,
every control reached by Tab in the order they are drawn, each key of the Keys line doing what
it says (K and Space play and pause, L and J the next and previous event, O step out, N and B
the next and previous iteration or layer, + and - the speed), and Escape or "Back to the game"
leaving Watch with the focus on the Watch button (never on the page's body). A screen reader
is told of an event only when it is stepped to or the playback pauses: the figures that change
at every frame are not a live region, and at 1,000 events a second the live region stays quiet.
The peg triangle, a sliding puzzle and a knight's tour."""

import pytest
from lab_pages import open_lab
from puzzles import registry

TRIANGLE = "peg/triangle21?empty=6&finish=6"
CONTROLS = ["watch-back", "watch-play", "watch-step", "watch-out", "watch-next", "watch-speed", "watch-stop",
            "watch-scrub"]
# Every change of Watch's live region, counted (and of the figures on show, for comparison).
COUNT_SAID = """() => {
    window.__said = []; window.__figures = 0;
    if (window.__saidObserver) window.__saidObserver.disconnect();
    window.__saidObserver = new MutationObserver(() => {
        const text = document.getElementById('watch-said').textContent;
        if (text) window.__said.push(text);
    });
    window.__saidObserver.observe(document.getElementById('watch-said'), {childList: true, characterData: true, subtree: true});
    if (window.__figuresObserver) window.__figuresObserver.disconnect();
    window.__figuresObserver = new MutationObserver(() => { window.__figures++; });
    window.__figuresObserver.observe(document.getElementById('watch-info'), {childList: true, characterData: true, subtree: true});
}"""
LIVE_AROUND = """id => { const node = document.getElementById(id).closest('[aria-live]');
                         return node ? node.getAttribute('aria-live') : null; }"""


@pytest.fixture
def app(app):
    """The module's page; after each test it leaves Watch and ends a recording (a search that
    goes on for minutes would keep the next test's Watch disabled)."""
    yield app
    try:
        if not app.locator("#lab-cancel").is_disabled():
            app.click("#lab-cancel")
        if app.evaluate("document.body.classList.contains('watching')"):
            app.click("#watch-stop")
    except Exception:
        pass  # (the test's own failure says what went wrong)


def active(page):
    """The focused element's id ("BODY" when the focus is lost to the page's body)."""
    return page.evaluate("document.activeElement === document.body ? 'BODY' : "
                         "(document.activeElement.id || document.activeElement.tagName)")


def index(page):
    return int(page.get_attribute("#watch-info", "data-index"))


def press(page, key):
    """``key`` pressed, and the event on show once the page has answered it."""
    page.keyboard.press(key)
    page.evaluate("() => new Promise(requestAnimationFrame)")  # the page's answer drawn
    return index(page)


def watch_by_keyboard(page, game_id, slug):
    """Open the Lab on ``slug`` at ``game_id``, press Watch with Enter, and end the recording
    with Enter on Cancel (which has the focus) once events have come; the focus then on Play."""
    open_lab(page, game_id, slug)
    # (a link to another family's method, followed while the Lab showed another family, keeps
    # its method once its game is on the board: it ended on the family's first method before)
    page.wait_for_function("s => document.getElementById('lab-method').value === s", arg=slug, timeout=30000)
    page.focus("#lab-watch")
    page.keyboard.press("Enter")
    # (a fresh worker, after an earlier Cancel, may take a while to start)
    page.wait_for_function("!document.getElementById('watch-step').disabled", timeout=120000)
    if not page.locator("#lab-cancel").is_disabled():
        assert active(page) == "lab-cancel"  # while it records: Cancel, not the body
        page.keyboard.press("Enter")
    page.wait_for_selector("#lab-cancel[disabled]", state="attached", timeout=60000)
    page.wait_for_function("document.activeElement && document.activeElement.id === 'watch-play'", timeout=10000)
    # How the recording ended is said once, in words.
    page.wait_for_function("document.getElementById('watch-said').textContent.length > 0")
    return page.text_content("#watch-said")


def test_every_watch_control_and_key_by_keyboard_on_the_peg_triangle(app):
    ended = watch_by_keyboard(app, TRIANGLE, "peg-corner")
    assert "events" in ended
    # The figures that change at every frame are no live region; one quiet region speaks.
    for name in ("watch-info", "watch-status", "watch-code", "watch-line", "watch-tree"):
        assert app.evaluate(LIVE_AROUND, name) is None, name
    assert app.get_attribute("#watch-said", "aria-live") == "polite"
    # Tab goes through every control, in the order they are drawn.
    app.focus("#watch-back")
    reached = [active(app)]
    for _ in CONTROLS[1:]:
        app.keyboard.press("Tab")
        reached.append(active(app))
    assert reached == CONTROLS
    app.keyboard.press("Shift+Tab")
    assert active(app) == "watch-stop"
    # The program's line beside the board: a named list, its line marked as the current one.
    app.focus("#watch-step")
    assert press(app, "l") == 1
    code = app.locator("#watch-code")
    assert code.get_attribute("aria-label") == "The program's line"
    assert code.locator("li[aria-current=true]").count() == 1
    # Each key of the Keys line, the focus on a button (where Space would also press it).
    app.evaluate(COUNT_SAID)
    assert press(app, "l") == 2
    assert press(app, "j") == 1
    said = app.evaluate("window.__said")
    assert len(said) == 2 and said[-1] == app.text_content("#watch-info"), said  # each step said, once
    assert app.text_content("#watch-info").startswith("Event 2 of")
    for _ in range(6):
        press(app, "l")
    here = index(app)
    event = app.evaluate("i => JSON.parse(labTrace.get(0, i))", here)
    out = press(app, "o")
    assert out == app.evaluate("i => labTrace.stepOut(0, i)", here) and out > here
    assert event["event"] in ("visit", "cut")
    # Out of the line: every event passed is inside it (deeper visits, cuts of this visit or
    # deeper ones); the one reached is not (a cut has its visit's depth).
    passed = app.evaluate("([a, b]) => { const out = []; for (let j = a; j <= b; j++) "
                          "out.push(JSON.parse(labTrace.get(0, j))); return out; }", [here + 1, out])
    inside = lambda e: e["event"] in ("visit", "cut") and (
        e["depth"] >= event["depth"] if e["event"] == "cut" else e["depth"] > event["depth"])
    assert all(inside(e) for e in passed[:-1]) and not inside(passed[-1]), (event, passed)
    # From a visit cut off at once (its cut, at its depth, next): past its cut, not onto it.
    visit_then_cut = app.evaluate("""() => { for (let i = 0; i + 2 < labTrace.size(0); i++) {
        const [a, b] = [JSON.parse(labTrace.get(0, i)), JSON.parse(labTrace.get(0, i + 1))];
        if (a.event === "visit" && b.event === "cut" && b.depth === a.depth) return i; } return -1; }""")
    assert visit_then_cut >= 0
    assert app.evaluate("i => labTrace.stepOut(0, i)", visit_then_cut) > visit_then_cut + 1
    assert app.text_content("#watch-next") == "Next iteration"
    following = press(app, "n")
    assert following > out and app.get_attribute("#watch-info", "data-event") in ("iteration", "layer")
    assert press(app, "b") < following
    assert app.get_attribute("#watch-info", "data-event") in ("iteration", "layer") or index(app) == 0
    # The speed: + and - (and the menu follows), said.
    assert app.input_value("#watch-speed") == "5"
    press(app, "+")
    press(app, "+")
    assert app.input_value("#watch-speed") == "20"
    press(app, "-")
    assert app.input_value("#watch-speed") == "10"
    assert app.text_content("#watch-said") == "10 events a second"
    for _ in range(7):
        press(app, "+")
    assert app.input_value("#watch-speed") == "1000"
    # K plays and pauses; so does Space (once: the focused button is not pressed as well).
    app.evaluate(COUNT_SAID)
    start = index(app)
    press(app, "k")
    assert app.get_attribute("#watch-play", "aria-pressed") == "true"
    app.wait_for_function("i => Number(document.querySelector('#watch-info').dataset.index) > i + 200", arg=start,
                          timeout=30000)
    # Playing at 1,000 events a second the figures change at every frame; nothing is said.
    assert app.evaluate("window.__figures") > 5
    assert app.evaluate("window.__said") == []
    press(app, "k")
    assert app.get_attribute("#watch-play", "aria-pressed") == "false"
    paused = index(app)
    app.wait_for_timeout(300)
    assert index(app) == paused
    assert app.evaluate("window.__said") == [app.text_content("#watch-info")]  # the pause: said once
    press(app, " ")
    assert app.get_attribute("#watch-play", "aria-pressed") == "true"
    press(app, " ")
    assert app.get_attribute("#watch-play", "aria-pressed") == "false"
    assert active(app) == "watch-step"  # (Space pressed no button)
    # Escape leaves Watch, not the Lab; the focus on the Watch button.
    app.keyboard.press("Escape")
    app.wait_for_function("!document.body.classList.contains('watching')")
    assert app.locator("#lab").is_visible()
    assert active(app) in ("lab-watch", "lab")
    app.wait_for_function("document.activeElement && document.activeElement.id === 'lab-watch'", timeout=60000)


def test_back_to_the_game_by_keyboard_gives_the_focus_to_watch(app):
    watch_by_keyboard(app, TRIANGLE, "peg-corner")
    app.focus("#watch-stop")
    app.keyboard.press("Enter")
    app.wait_for_function("!document.body.classList.contains('watching')")
    # (Cancel's fresh worker may still be starting: the focus waits on the Lab, then moves on)
    assert active(app) in ("lab-watch", "lab")
    app.wait_for_function("document.activeElement && document.activeElement.id === 'lab-watch'", timeout=60000)
    # Watch again, from where the focus is.
    app.keyboard.press("Enter")
    app.wait_for_selector("#watch:not([hidden])")
    app.wait_for_function("document.activeElement !== document.body && document.activeElement.id !== 'lab-watch'")
    assert active(app) in ("lab-cancel", "watch-play")


@pytest.mark.parametrize("game_id, slug", [("slide/six", "slide-bound"),
                                           ("knight/4x4?cut=0,3,12,15&closed=1&start=1", "knight-backtrack")])
def test_the_keys_on_a_sliding_puzzle_and_a_knights_tour(app, game_id, slug):
    watch_by_keyboard(app, game_id, slug)
    app.focus("#watch-play")
    seen = {app.get_attribute("#watch-info", "data-position")}
    for step in range(1, 6):
        assert press(app, "l") == step
        position = app.get_attribute("#watch-info", "data-position")
        registry.parse(position)  # a game id of the puzzle's family, drawn on the board
        seen.add(position)
    assert len(seen) >= 2
    assert press(app, "j") == 4
    assert app.text_content("#watch-said") == app.text_content("#watch-info")
    app.keyboard.press("Escape")
    app.wait_for_function("!document.body.classList.contains('watching')")
    assert active(app) in ("lab-watch", "lab")
    app.wait_for_function("document.activeElement && document.activeElement.id === 'lab-watch'", timeout=60000)


def test_a_breadth_first_search_goes_layer_by_layer(app):
    """On a breadth-first method N's button says "Next layer", and the layers are listed with
    their sizes, in the singular for one."""
    watch_by_keyboard(app, "river/jealous-husbands", "river-bfs")
    app.focus("#watch-play")
    assert app.text_content("#watch-next") == "Next layer"
    layers = []
    for _ in range(3):
        here = index(app)
        following = press(app, "n")
        if following == here:
            break
        assert following > here and app.get_attribute("#watch-info", "data-event") == "layer"
        layers.append(app.text_content("#watch-info"))
    assert layers, "no layer to go to"
    listed = app.eval_on_selector_all("#watch-layers li", "items => items.map(i => i.textContent)")
    assert listed[0] == "layer 0: 1 position" and all("1 positions" not in text for text in listed), listed
    app.keyboard.press("Escape")
    app.wait_for_function("!document.body.classList.contains('watching')")
