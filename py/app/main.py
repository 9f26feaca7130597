"""The page (MicroPython main thread): a thin front end over puzzles.session.

It binds the page's events to session operations, draws what the session says, keeps the
address bar on the position, and drives the solver worker in slices. It knows nothing of a
puzzle's insides, nor of how a game is played: that is the session's (py/puzzles/session.py).

Every text goes through the catalogue (py/puzzles/words.py) in the page's language, chosen by
static/page.js (``?lang=``, the remembered choice, the browser's languages); a switch of
language words everything again in place (language.py). Texts are set with textContent, never
as markup. The page's parts each have a module beside this one: the board (board.py) and its
zoom (zoom.py), the family's controls (controls.py), the solution list (solution_list.py),
the analysis (analysis_panel.py), the help panel (help_panel.py) and the menus (menus.py);
dom.py holds the helpers they share.
"""

import asyncio
import random

from pyscript import document, window
from pyscript.ffi import create_proxy

from analysis_panel import AnalysisPanel
from board import Board, board_width
from controls import Controls, setup_tools
from dom import element, listen, recall, remember, set_text
from focus import focused, hand_on, setup_escape
from language import listen_for_switch, word_page
from menus import build_menu, build_speeds, page_title, show_choice
from shims import page_js_missing
from puzzles import registry, words
from puzzles.gameid import GameIdError
from puzzles.session import COMPUTER_PAUSE_MS, Session
from puzzles.words import message, say
from solution_list import SolutionList
from solver_link import SolverLink
from zoom import setup_zoom


# Where the focus goes when the button that had it can no longer hold it (focus.hand_on): Undo
# at the first move, Redo at the last, a search's Cancel once it ends, a family's button rebuilt.
FOCUS_MOVES = {"undo": ("redo", "board"), "redo": ("undo", "board"), "restart": ("undo", "board"),
               "cancel": ("board",), "hint": ("board",), "solve": ("board",), "best": ("board",),
               "step": ("step-back", "board"), "step-back": ("step", "board"), "to-end": ("step-back", "board"),
               "play-all": ("board",)}

# Links that open a panel (records_panel.py's #daily and #records, lab_link's #lab/): the
# panels are set up before such a link is followed.
PANEL_LINKS = ("#daily", "#records", "#lab")
PANEL_MODULES = ("help_panel", "records_panel", "lab_panel")  # Page.add_panels's


def rand(n):
    """A random int in 0..n-1: the only randomness the puzzles see (Shuffle, New game)."""
    return random.randrange(n)


class Page:
    def __init__(self):
        self.session = Session(rand)
        self.solver = SolverLink(self.session, self.update, self.draw_progress)
        self.board = Board(self.session)
        self.controls = Controls(self.session, self.on_option, self.act)
        self.solution = SolutionList(self.session)
        self.analysis = AnalysisPanel(self.session)
        # The panels (help, records, Lab) are set up once the first board is interactive
        # (add_panels): None until then.
        self.help = self.records = self.lab = None
        self.computer_turn = -1     # the turn whose computer move is scheduled
        self.player = False         # the Play all loop is running
        self.remembered = None      # the game id stored for the next visit
        self.written = None         # the address's fragment as update() last wrote it
        self.started = False        # the first board is painted: follow() runs (start_the_rest)
        self.said = 0               # the turn whose change of position #moves-said announced

    # --- drawing what the session says ----------------------------------------------------
    def update(self):
        """Draw the session, then start what it asks for: a search, the computer's move,
        the next move of Play all."""
        s = self.session
        was = focused()
        self.solver.run_searches()  # first: it may answer a search at once (no solver)
        self.controls.build()
        self.board.draw()
        counters = element("counters")
        counters.textContent = ""
        for label, value in s.counters():
            term = document.createElement("dt")
            term.textContent = say(label)
            data = document.createElement("dd")
            data.textContent = say(value) if isinstance(value, dict) else str(value)
            # The id stays English in every language (tests and styles find it).
            data.id = "counter-" + words.english(say(label)).lower().replace(" ", "-")
            counters.append(term)
            counters.append(data)
        game_id = s.game_id()
        if self.started:
            self.follow(game_id)
        document.body.dataset.shown = game_id  # the game on show, drawn (tests wait for it)
        show_choice(game_id)  # the menu names the game on show (issue 35)
        element("undo").disabled = not s.can_undo()
        element("redo").disabled = not s.can_redo()
        element("restart").disabled = not s.can_restart()
        element("copy-link").disabled = False
        element("cancel").disabled = s.search is None
        set_text("status", s.status())
        if s.said[0] != self.said:  # a change of position, in words, once (the polite #moves-said)
            self.said = s.said[0]
            said = element("moves-said")
            # The same words again (a move played again after Undo) still change the region: a
            # no-break space at the end, every other time, so that it is announced.
            said.textContent = s.said[1] + ("\u00a0" if str(said.textContent) == s.said[1] else "")
        # The page's first verdict, asked as it starts, is said to be on its way (the solver
        # gets ready meanwhile); later ones come at once, or the line is empty meanwhile.
        waiting = s.verdict_waiting_text() if self.solver.first_verdict_coming() else ""
        set_text("verdict", s.verdict_text() or waiting)
        set_text("message", s.message_text())
        set_text("legend", s.legend())
        self.draw_progress()
        self.solution.draw()
        self.analysis.draw()
        if self.lab is not None:
            self.draw_panels()
        hand_on(was, FOCUS_MOVES)
        if s.computer_due() is not None and self.computer_turn != s.turn:
            self.computer_turn = s.turn
            asyncio.create_task(self.computer())
        if s.playing and not self.player:
            self.player = True  # now, not when the task starts: presses before then add no loop
            asyncio.create_task(self.play_loop())

    def follow(self, game_id):
        """What follows the game on show beyond the page: the address bar, the game stored
        for the next visit, the tab's title (after the first board is painted: start())."""
        # The address bar follows the position, unless a link was put there since it was
        # last written and its hashchange is still to come (an update from the worker may
        # run in between): writing now would send the player back to the old game.
        # Written only when it changes: a replaceState costs the page about 10 ms (issue 38:
        # three updates for each Korf 15-puzzle solved by link).
        if self.written is None or str(window.location.hash or "") == self.written:
            address = self.lab.address(game_id) if self.lab is not None else None  # #lab/ while it is open
            address = address or "#" + game_id
            if str(window.location.hash or "") != address:
                window.history.replaceState(None, "", address)
            self.written = str(window.location.hash or "")
        if game_id != self.remembered:  # the next visit without a link resumes here
            self.remembered = game_id
            remember("game", self.remembered)
        element("link").value = str(window.location.href)
        title = page_title(self.session, game_id)
        if str(document.title) != title:
            document.title = title

    def readdress(self):
        """The address, the stored game and the title again, with nothing drawn (the Lab's
        method chosen, the Lab closed: its #lab/ link in the address or not)."""
        if self.started:
            self.follow(self.session.game_id())

    def draw_panels(self):
        self.help.draw()
        self.records.draw()
        self.lab.follow()

    def add_panels(self):
        """The help, the records (New game, the daily puzzle, the score line, Your puzzles:
        issue 22) and the Lab: imported and set up after the first board is drawn and
        playable (issue 25: the board first), or before it for a link that opens one of them
        (PANEL_LINKS)."""
        if self.lab is not None:
            return
        from help_panel import HelpPanel
        from lab_panel import LabPanel
        from records_panel import RecordsPanel
        self.help = HelpPanel(self.session)
        self.records = RecordsPanel(self.session, self.update)
        self.lab = LabPanel(self.session, self.update, self.readdress)
        self.help.setup()
        self.records.setup()
        self.lab.setup()
        # Escape closes the panel the focus is in (issue 36; the help is a <dialog>: the browser's).
        setup_escape([("records", lambda: self.records.show_records(False)), ("lab", self.lab.close)])
        if self.session.view is not None:
            self.draw_panels()

    def draw_progress(self):
        """The progress line in plain words; the solver's internals under Details."""
        set_text("progress", self.session.progress_text() or self.solver.state_text())
        detail = self.session.progress_details()
        set_text("progress-detail", detail)
        element("progress-details").hidden = not detail

    def set_language(self, language):
        """Word the whole page in ``language``, in place."""
        first = self.session.view is None  # the first wording, before the first game
        word_page(language, first)
        element("moves-said").textContent = ""  # the last move's words were in the language before
        if first:
            return
        build_menu(self.session)
        build_speeds(self.session)
        self.controls.reset()
        self.analysis.reset()
        if self.lab is not None:
            self.help.reset()
            self.lab.reset()
        self.session.reword()
        self.update()

    # --- events ------------------------------------------------------------------------
    def do(self, operation, *args):
        """Run a session operation, then draw the result."""
        operation(*args)
        self.update()

    def act(self, name, *text):
        """A family's action (``text``: what was typed in its text box, if it has one)."""
        self.do(self.session.act, name, *text)

    def on_board_click(self, event):
        target = event.target.closest("[data-cell]")
        if target is not None:
            self.do(self.session.click, int(target.getAttribute("data-cell")))

    # A piece dragged, a swipe, the pointer gone (static/page/gestures.mjs, page.gestures, sends these
    # as events on the board; a drag that is no move is cancelled: preventDefault).
    def on_piece_pick(self, event):
        if self.session.drag(int(event.detail.cell)):
            self.update()
        else:
            event.preventDefault()

    def on_piece_drop(self, event):
        self.do(self.session.drag, int(event.detail.cell), int(event.detail.target))

    def on_board_swipe(self, event):
        if self.session.swipe(float(event.detail.dx), float(event.detail.dy)):
            self.update()

    def on_board_rest(self, event):
        if self.session.rest():
            self.update()

    def on_board_key(self, event):
        if self.session.key(str(event.key)):
            event.preventDefault()
            self.update()

    def on_global_key(self, event):
        key = str(event.key).lower()
        if str(event.target.tagName).lower() in ("select", "input", "textarea"):
            return
        if (event.ctrlKey or event.metaKey) and key == "z":
            self.do(self.session.redo if event.shiftKey else self.session.undo)
        elif (event.ctrlKey or event.metaKey) and key == "y":
            self.do(self.session.redo)
        elif key == "escape" and self.session.playing:
            self.do(self.session.play_all)  # pauses
        else:
            return
        event.preventDefault()

    def on_option(self, event):
        self.do(self.session.choose, str(event.target.name), str(event.target.value))

    def on_menu(self, event):
        game_id = str(event.target.value)
        window.history.pushState(None, "", "#" + game_id)
        self.written = None
        self.do(self.session.load, game_id)

    def load_from_url(self, event=None):
        self.written = None  # the link is read: the address may follow the game again
        fragment = str(window.location.hash or "")
        if fragment.startswith(PANEL_LINKS):
            self.add_panels()
        if self.records is not None and self.records.handle_fragment(fragment):  # #daily, #records
            return
        # A #lab/ link opens the Lab (lab_panel.py) and names the game to show.
        self.do(self.session.open_link, self.lab.take_link(fragment) if self.lab is not None else fragment)

    def resume(self):
        """The first load: the link if there is one, else the last game played (stored data
        that does not read as a game is ignored, and replaced by the next save)."""
        stored = recall("game")
        if not str(window.location.hash or "") and isinstance(stored, str):
            try:
                registry.parse(stored)
                self.do(self.session.load, stored)
                return
            except GameIdError:
                pass
        self.load_from_url()

    async def copy_link(self, event=None):
        link = element("link")
        link.hidden = False
        link.value = str(window.location.href)
        link.select()
        try:
            await window.navigator.clipboard.writeText(link.value)
            self.session.message = message("Link copied to the clipboard.")
            if element("tools").classList.contains("open"):  # a phone's sheet covered the message
                element("tools-close").click()
                element("tools-button").focus()  # (the sheet's Copy link is gone from under the focus)
        except Exception:
            self.session.message = message("Copy the link from the box below (the clipboard is not available).")
        set_text("message", self.session.message_text())

    # --- the computer's turn and Play all ---------------------------------------------------
    async def computer(self):
        turn = self.session.announce_computer()
        self.update()
        await asyncio.sleep(COMPUTER_PAUSE_MS / 1000)
        if self.session.play_computer(turn):
            self.update()

    async def play_loop(self):
        """The one Play all loop (``self.player``, set by update() as it starts it)."""
        try:
            while self.session.playing:
                pause = self.session.play_tick()
                self.update()
                if pause is None:
                    break
                await asyncio.sleep(max(pause, 4) / 1000)
        finally:
            self.player = False


def next_task():
    """A promise resolved in a task of its own (static/page/start.mjs's nextTask): the slices of
    the start below are tasks apart only through it (an ``await asyncio.sleep(0)`` resumes in
    the same browser task)."""
    return window.page.nextTask()


async def start():
    """The board's start, in slices (issue 38): each a task of its own, so that a phone's
    main thread is never held for the whole start at once (Lighthouse's Total Blocking Time).
    The order is the one it always had: the page set up; then the board drawn with its
    listeners; the browser may paint between slices, and the board's box has its shape already
    (static/board-shape.js)."""
    global page, session
    # The board box's width, read before the page changes anything (the start's first layout
    # then answers it, with no layout forced): a phone's board is drawn for it.
    width = board_width()
    page = Page()
    session = page.session
    session.board_width = width
    # A finger taps: on a touch screen the page words "click" as "tap" (words.set_pointer).
    words.set_pointer("touch" if window.matchMedia("(pointer: coarse)").matches else "mouse")
    page.set_language(str(window.page.language.choose()))
    if words.language() != "en" or not element("puzzle-menu").options.length:
        build_menu(session)  # an English page has it already: the build writes it (scripts/build.py)
    session.set_speed(recall("speed") if isinstance(recall("speed"), str) else "")
    await next_task()  # a task's end: the board's drawing next
    if str(window.location.hash or "").startswith(PANEL_LINKS):
        # A panel's link: the panels first, in tasks of their own (issue 38: with the board's
        # drawing they were one task, a phone's longest of a Lab link's start).
        await add_panels_in_slices()
        await next_task()
    page.resume()
    # Its listeners in the same task: a task's end here let the browser lay out and paint the
    # board before they were in place, and the board was interactive about 200 ms later
    # (scripts/bench.py --board-only: 1.56x a bare MicroPython page, against 1.23x).
    element("puzzle-menu").addEventListener("change", create_proxy(page.on_menu))
    listen("board", page.on_board_click)
    listen("board", page.on_piece_pick, "piece-pick")
    listen("board", page.on_piece_drop, "piece-drop")
    listen("board", page.on_board_swipe, "board-swipe")
    listen("board", page.on_board_rest, "board-rest")
    window.page.gestures.install(element("board"))
    listen("board", page.on_board_key, "keydown")
    document.addEventListener("keydown", create_proxy(page.on_global_key))
    document.defaultView.addEventListener("hashchange", create_proxy(page.load_from_url))
    document.defaultView.addEventListener("resize", create_proxy(page.board.on_resize))  # a phone turned too
    listen("options", lambda event: event.preventDefault(), "submit")
    listen("undo", lambda event: page.do(session.undo))
    listen("redo", lambda event: page.do(session.redo))
    listen("restart", lambda event: page.do(session.restart))
    listen("cancel", lambda event: page.do(session.cancel_search))
    listen("step", lambda event: page.do(session.step_forward))
    listen("step-back", lambda event: page.do(session.step_back))
    listen("play-all", lambda event: page.do(session.play_all))
    listen("to-end", lambda event: page.do(session.to_end))
    listen("speed", lambda event: (session.set_speed(str(event.target.value)), remember("speed", session.speed)), "change")
    listen("copy-link", lambda event: asyncio.create_task(page.copy_link()))
    # The board is drawn and playable, with its buttons (Undo, Hint, Solve...): interactive.
    document.body.dataset.boardReadyMs = str(int(window.performance.now()))
    await start_the_rest()


async def start_the_rest():
    """Once the browser has painted the board: the address, the stored game and the title
    (Page.follow), the speed menu, the panels (help, records, Lab), the tools sheet, the
    zoom and the language box, as the solver worker starts; then the page is ready
    (body[data-ready=board]) and waits for the worker."""
    await window.page.afterPaint()
    window.page.solver.begin()  # the solver worker boots on its own thread meanwhile
    await next_task()  # each step a task of its own (issue 38: see start)
    page.started = True
    page.follow(session.game_id())
    build_speeds(session)
    await add_panels_in_slices()  # (a panel's link has them already)
    await next_task()
    setup_tools()
    setup_zoom()
    listen_for_switch(page.set_language)
    document.body.dataset.ready = "board"
    await page.solver.connect()


async def add_panels_in_slices():
    """The panels (Page.add_panels): their modules imported each in a task of its own, then
    set up in one; nothing when they are there already."""
    if page.lab is not None:
        return
    for name in PANEL_MODULES:
        await next_task()
        __import__(name)
    await next_task()
    page.add_panels()  # (it finds the modules imported)


page = session = None  # the page and its session, once start() has made them
if page_js_missing():  # static/page.js did not load: the board says so, and nothing starts
    raise SystemExit
asyncio.create_task(start())
