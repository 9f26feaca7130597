"""The Lab (#lab; issues 23 and 24): the methods of the source pages (M. Hiroi's, seeds
000-004) and ours as short Python programs, for the puzzle on the board.

A reader picks a method, reads its program in the editor (static/lab.js: CodeMirror), runs it
on the position on the board (Run: live progress, Cancel), compares the family's methods side
by side (Compare: answer, positions, time, positions per depth, and the page's own published
time beside each page method), changes it and runs that, and shares it (Copy link: the code in
the link, py/puzzles/lab_link.py). A solution found is checked move by move in the worker and
played on the board as Solve's is (session.lab_solution). Every program runs in the lab's own
worker (static/lab-worker.mjs, sealed: docs/lab.md), never in the site's solver worker;
Cancel terminates it and starts a fresh one.

The methods and their programs come from the build's listing (py/lab.json, shown while the
Lab's worker starts: Run waits for it) or from the worker once it is ready (puzzles.lab runs
only under CPython/Pyodide). A reader's edits are kept on the device per method (Reset brings the
original back). Code from a link is shown, never run, until the reader presses Run.
"""

import asyncio
import json

from pyscript import document, window
from pyscript.ffi import create_proxy

import focus
import lab_methods
import lab_results
import watch_view
from dom import element, listen, make_option, recall, remember, set_text
from lab_overlays import LabOverlays
from lab_results import QUESTION
from watch_panel import LIMIT, WatchPanel
from puzzles import lab_link, lab_messages
from puzzles.session import grouped
from puzzles.words import mark, message, say, tr

LAB_SCRIPT_WAIT_MS = 5000  # static/lab.js not there after this: said (and still waited for)
EDIT_KEY = "lab-edit/"  # + the method's slug: the reader's text of that method

# Said by the lab's worker (static/lab-worker.mjs) as a message, worded here.
mark("The program ran out of memory.")


class LabPanel:
    def __init__(self, session, update, follow):
        self.session = session
        self.update = update        # redraws the page (a solution put on the board)
        self.follow_page = follow   # writes the address (and the title) again, drawing nothing
        self.state = "off"          # off | starting | ready | failed
        self.methods = None         # the worker's list of methods, once ready
        self.programs = {}          # slug -> the built-in program's text
        self.family = None          # the family whose methods the menu lists
        self.slug = None            # the method in the editor
        self.run_id = 0
        self.running = None         # the run under way: {"id", "slug", "edited", "game", "title"}
        self.queue = []             # Compare: (slug, source, edited) still to run
        self.revealing = False      # Run's or Compare's runs under way: their message shown at the end
        self.rows = []              # the results on show, for self.rows_game
        self.rows_game = None
        self.linked = None          # (slug, text) from a link, until shown
        self.linked_text = None     # the text from a link in the editor (not saved as an edit)
        self.note = ""              # the lab's message line (a message dict)
        self.progress = ""          # the progress line (a message dict)
        self.mounted = False
        self.loaded = False         # static/lab.js imported (load)
        self.overlays = LabOverlays(session)
        self.watch = WatchPanel(self)
        self.diff = False           # "What changed" on show
        self.questions = None       # puzzles.lab.QUESTIONS, from the worker once ready
        self.answers = {}           # question index -> our answer, once asked

    # --- set-up ------------------------------------------------------------------------
    def setup(self):
        listen("lab-button", self.open)
        listen("lab-close", self.close)
        listen("lab-run", lambda event: self.run())
        listen("lab-cancel", lambda event: self.cancel())
        listen("lab-compare", lambda event: self.compare())
        listen("lab-what-changed", lambda event: self.toggle_diff())
        listen("lab-reset", lambda event: self.reset_program())
        listen("lab-copy-link", lambda event: asyncio.create_task(lab_methods.copy_link(self)))
        listen("lab-method", lambda event: self.choose(str(event.target.value)), "change")
        listen("lab-overlay", lambda event: self.overlays.choose(str(event.target.value)), "change")
        document.addEventListener("lab-message", create_proxy(self.on_message))
        document.addEventListener("lab-listing", create_proxy(self.on_listing))
        document.addEventListener("lab-edit", create_proxy(self.on_edit))
        self.watch.setup()

    def open(self, event=None):
        panel = element("lab")
        if panel.hidden:
            focus.opened("lab")  # the focus goes back there on closing (issue 36)
        panel.hidden = False
        document.body.classList.add("lab-open")  # static/style.css's workbench layout
        if self.loaded:
            self.start()
        else:  # static/lab.js first (the page starts without it: issue 25)
            self.state = "starting"
            asyncio.create_task(self.load())
        self.follow()
        self.draw()
        if event is not None:
            panel.scrollIntoView()
            element("lab-method").focus()  # the keyboard's place moves with the eye

    async def load(self):
        """Import static/lab.js (the Lab's worker, editor and link codec) once; True when it is
        there. A failure is said in the Lab's message line."""
        if not self.loaded:
            waiting = message("The Lab is waiting for {file}: it has not arrived in {seconds} s. The Lab opens "
                              "as soon as it does; if it never does, check the connection and reload the page.",
                              file="static/lab.js", seconds=LAB_SCRIPT_WAIT_MS // 1000)

            def still_waiting():  # a stalled (not failed) download is said, and waited for still
                if not self.loaded and self.state == "starting":
                    self.note = waiting
                    self.draw()

            timer = window.setTimeout(create_proxy(still_waiting), LAB_SCRIPT_WAIT_MS)  # (a browser timer:
            try:                                                  # a page's frozen clock stops asyncio's)
                await window.page.modules.lab()
            except Exception:  # a JavaScript error: the module could not be fetched (its text names a JsProxy)
                window.clearTimeout(timer)
                self.state = "off"
                self.note = message("The Lab could not load ({why}). Check the connection and reload the page.",
                                    why="static/lab.js")  # not the JsProxy's text (issue 37)
                self.draw()
                return False
            window.clearTimeout(timer)
            if self.note is waiting:
                self.note = ""
            self.loaded = True
            if not element("lab").hidden:
                self.start()
                self.draw()
        return True

    def start(self):
        """The editor mounted once, and the Lab's worker started unless it is ready."""
        if not self.mounted:
            self.mounted = True
            window.labEditor.mount(element("lab-editor"), element("lab-code"))
        if self.state != "ready":
            window.labWorker.start()  # idempotent: a worker under way is kept

    def close(self, event=None):
        if self.watch.active():
            self.watch.stop()
        element("lab").hidden = True
        document.body.classList.remove("lab-open")
        focus.closed("lab", "lab-button", "tools-button")
        self.overlays.draw()
        asyncio.create_task(self.readdress())  # the address drops #lab/

    def address(self, game_id):
        """The address bar's fragment while the Lab is open: a ``#lab/`` link to the game and
        the method (a reload brings the Lab back); None while it is closed."""
        if element("lab").hidden:
            return None
        pending = self.linked[0] if self.linked is not None else ""  # a link's method, not yet shown
        return lab_link.join(game_id, self.slug or pending)

    # --- links (lab_methods.py) -----------------------------------------------------------
    def take_link(self, fragment):
        """The game's fragment of a ``#lab/...`` link (the Lab opens); any other as it is."""
        return lab_methods.take_link(self, fragment)

    def show_link(self):
        lab_methods.show_link(self)

    # --- the methods -------------------------------------------------------------------
    def family_methods(self):
        return [m for m in (self.methods or ()) if m["family"] == self.session.family]

    def follow(self):
        """Keep the menus on the board's family and the overlay on the board (the page calls
        this on every update, after drawing the board)."""
        self.follow_methods()
        self.overlays.follow()
        if self.watch.active() and self.session.game_id() != self.watch.slots[0]["game"]:
            self.watch.stop()  # another game on the board: its search is not the one watched
        elif self.watch.active() and self.watch.view is not None:
            self.watch.redraw()  # the page drew the game's board: Watch's position again
        else:
            self.overlays.draw()

    def follow_methods(self):
        if self.methods is None or self.family == self.session.family or element("lab").hidden:
            return
        self.family = self.session.family
        menu = element("lab-method")
        menu.textContent = ""
        listed = self.family_methods()
        for entry in listed:
            menu.append(make_option(entry["method"], tr(entry["title"])))
        if self.slug in [entry["method"] for entry in listed]:
            # A link's method of this family, put in the editor before its game was on the
            # board (a link from another family's Lab): kept, with the link's code.
            menu.value = self.slug
            self.draw()
            return
        self.choose(lab_link.default_method(listed))

    def choose(self, slug, text=None):
        """Show method ``slug``'s program: ``text`` if given (a link's), else the reader's
        kept edit, else the original."""
        self.slug = slug
        self.linked_text = None
        watch_view.draw_console("", 0)  # another program: the last one's output is not its own
        if slug is None:
            window.labEditor.setText("")
            self.draw()
            return
        element("lab-method").value = slug
        if text is None:
            kept = recall(EDIT_KEY + slug)
            text = kept if isinstance(kept, str) else self.programs[slug]
        window.labEditor.setText(text)
        self.diff = False
        self.draw()
        asyncio.create_task(self.readdress())

    async def readdress(self):
        # A task of its own (issue 38), not added to the long task of whatever chose the method
        # (the listing's handling, a click); only the address is written again, nothing drawn
        # (the whole page's update it was cost a phone 40-185 ms).
        await window.page.nextTask()
        self.follow_page()  # the address names the method (main.py's follow: self.address)

    def on_edit(self, event=None):
        """The editor changed: keep the reader's text of this method (or forget it when it is
        the original again); a link's code is kept only once the reader changes it."""
        if self.slug is None:
            return
        text = str(window.labEditor.text())
        if text == self.linked_text:
            return
        self.linked_text = None
        remember(EDIT_KEY + self.slug, None if text == self.programs.get(self.slug) else text)
        self.draw()

    def reset_program(self):
        if self.slug is not None:
            remember(EDIT_KEY + self.slug, None)
            self.choose(self.slug, self.programs[self.slug])
            self.note = message("The original program is back.")
            self.draw()

    # --- runs --------------------------------------------------------------------------
    def run(self):
        if self.slug is None:
            return
        source = str(window.labEditor.text())
        self.queue = [(self.slug, source, source != self.programs[self.slug])]
        window.labEditor.markLine(0)
        self.note = self.slow_note()
        self.next_run()
        self.reveal("lab-progress")

    def reveal(self, name):
        """A run's lines are under the editor, often out of sight (a phone's page, the Lab's
        column beside the board): its progress when it starts, its message when the runs end,
        scrolled into view, no further than needed."""
        self.revealing = name == "lab-progress"
        element(name).scrollIntoView({"block": "nearest"})

    def start_watch(self):
        """Watch: run the editor's program with a trace of its search (slot 0), and the method
        chosen beside it, if any (slot 1), then step through them together."""
        if self.slug is None:
            return
        source = str(window.labEditor.text())
        self.queue = [(self.slug, source, source != self.programs[self.slug], 0)]
        beside = str(element("watch-beside").value)
        if beside and beside in self.programs:
            self.queue.append((beside, self.programs[beside], False, 1))
        window.labEditor.markLine(0)
        self.note = self.slow_note()
        self.revealing = False  # (Watch shows itself: watch_panel)
        self.next_run()

    def slow_note(self):
        """Said before a method known to be slow on this puzzle runs: its estimate."""
        entry = self.entry(self.slug)
        if entry is None or not entry.get("slow"):
            return ""
        return message("This method takes minutes in Python on its page's problem: Cancel stops it, "
                       "and a smaller position answers sooner.")

    def entry(self, slug):
        found = [m for m in (self.methods or ()) if m["method"] == slug]
        return found[0] if found else None

    def compare(self):
        """Run every method of the family on the position, one after another; the editor's
        program first when it differs from its original."""
        self.queue = []
        source = str(window.labEditor.text())
        if self.slug is not None and source != self.programs[self.slug]:
            self.queue.append((self.slug, source, True))
        for entry in self.family_methods():
            self.queue.append((entry["method"], self.programs[entry["method"]], False))
        self.note = ""
        self.next_run()
        self.reveal("lab-progress")

    def next_run(self):
        if self.running is not None or not self.queue:
            self.draw()
            if self.running is None and self.revealing:  # Run's or Compare's runs all ended
                self.reveal("lab-message")
            return
        item = self.queue.pop(0)
        slug, source, edited = item[:3]
        slot = item[3] if len(item) > 3 else None
        game = self.session.game_id()
        self.run_id += 1
        if slug == QUESTION:  # source: the question's index
            self.running = {"id": self.run_id, "slug": None, "edited": False, "game": game, "question": source,
                            "title": tr(self.questions[source]["question"])}
            if self.state == "failed":
                window.labWorker.restart()
            self.progress = message("Answering: {question}", question=message(self.questions[source]["question"]))
            window.labWorker.question(self.run_id, source)
            self.draw()
            return
        if self.rows_game != game:
            self.rows, self.rows_game = [], game
        title = self.title(slug, edited)
        self.running = {"id": self.run_id, "slug": slug, "edited": edited, "game": game, "title": title,
                        "watch": slot}
        if slug == self.slug and slot != 1:  # a run whose output the console shows: a fresh one
            watch_view.draw_console("", 0)
        if self.state == "failed":
            window.labWorker.restart()
        self.progress = message("{method}: running…", method=title)
        if slot is None:
            window.labWorker.run(self.run_id, source, game)
        else:
            self.watch.begin(slot, slug, title, game, source)
            window.labWorker.watch(self.run_id, source, game, slot, LIMIT)
        self.draw()

    def cancel(self):
        if self.running is None and not self.queue:
            return
        window.labWorker.restart()  # ends the run at once, whatever it does
        if self.running is not None and self.running.get("watch") is not None:
            self.watch.recorded(self.running["watch"], None, message("Run cancelled."))
        self.running = None
        self.queue = []
        self.revealing = False  # (Cancel has the focus: its line is in sight)
        self.progress = ""
        self.note = message("Run cancelled.")
        self.draw()

    def title(self, slug, edited):
        entry = [m for m in self.methods if m["method"] == slug][0]
        return tr("{method} (edited)", method=tr(entry["title"])) if edited else tr(entry["title"])

    # --- the worker's messages -----------------------------------------------------------
    def on_message(self, event):
        """A message from the Lab's worker (static/lab.js): untrusted, so checked against its
        kind's schema first (puzzles.lab_messages); one that does not fit is dropped, and the run
        under way ends with "The program sent something the Lab can not show"."""
        try:
            said = lab_messages.read(str(event.detail))
        except lab_messages.Refused as error:
            self.refuse(error.args[0])
            return
        if said["kind"] == "listing":  # the build's listing comes by on_listing only
            self.refuse("a listing from the worker")
            return
        try:
            if not self.take(said):
                self.draw()
        except Exception as error:  # a checked message the page still can not use: never a traceback
            self.refuse(repr(error)[:200])

    def on_listing(self, event):
        """The build's listing (py/lab.json), told by static/lab.js from its own fetch of our
        file, never from the worker (lab.js drops a worker's "listing"), and taken in slices,
        each a task of its own (issue 38: on a phone the whole was one task of 300-400 ms): the
        parse; lab_messages' check (which also gives each entry its fields' defaults); the
        menus and the program; the link's method and the Lab drawn."""
        try:
            listing = json.loads(str(event.detail))
        except ValueError:
            return
        if isinstance(listing, dict):
            asyncio.create_task(self.take_listing(listing))

    async def take_listing(self, listing):
        await window.page.nextTask()
        listing["kind"] = "listing"
        try:
            said = lab_messages.check(listing)
        except lab_messages.Refused as error:
            self.refuse(error.args[0])
            return
        if self.methods is not None or not said.get("methods"):  # the worker's "ready" came first
            return
        await window.page.nextTask()
        if self.methods is not None:
            return
        self.know(said)
        await window.page.nextTask()
        self.show_link()
        self.draw()

    def know(self, said):
        """The methods, their programs and the questions (the build's listing or the worker's
        ready: a fresh worker knows the same methods), and the menus on the board's family."""
        self.methods = said["methods"]
        self.programs = said["programs"]
        if self.programs is None:  # the build's listing: each program asked for as it is needed
            self.programs = lab_methods.ListedPrograms(entry["method"] for entry in self.methods)
        self.questions = said.get("questions") or []
        self.follow()

    def take(self, said):
        """Act on a checked message; True when the Lab needs no drawing after it."""
        kind = said["kind"]
        if kind == "ready" and self.methods is None and said.get("methods"):
            self.know(said)
        if kind == "starting":
            self.state = "starting"
        elif kind == "ready":
            if self.state == "ready":  # a second "ready" from the same worker: a program's, forged
                self.refuse("a second ready")
                return True
            self.state = "ready"
            self.show_link()
            self.next_run()
        elif kind == "failed":
            self.state = "failed"
            self.running = None
            self.queue = []
            self.progress = ""
            self.note = message("The lab's Python stopped ({why}); press Run to start it again.",
                                why=said["reason"][:200])
        elif kind == "refused":  # static/lab.js would not read a message (too large, too deep)
            self.refuse("refused by lab.js")
            return True
        elif self.running is None or said["id"] != self.running["id"]:
            return True  # a late word from a run that was cancelled
        elif kind == "trace-size":
            self.watch.grew()
            return True
        elif kind == "progress":
            self.progress = message("{method}: {positions} positions, depth {depth}, {seconds} s",
                                    method=self.running["title"], positions=grouped(said["positions"]),
                                    depth=said["depth"], seconds="%.1f" % said["seconds"])
            # Only the progress line changes (a few times a second while a run goes on): the
            # rest of the Lab is not drawn again (a Watch playback's frames stay short).
            if not element("lab").hidden and self.state != "starting":
                set_text("lab-progress", say(self.progress))
            return True
        elif kind == "done":
            lab_results.finished(self, said)
        elif kind == "error":
            lab_results.failed(self, said)

    def refuse(self, why):
        """A message the Lab can not show: dropped; the run under way (if any) ends, as Cancel
        ends it (a fresh worker), with a message in words. ``why`` goes to the console only."""
        window.console.warn("lab: a message from the worker was dropped (%s)" % why)
        if self.running is None:
            return
        lab_results.refused(self, message(lab_messages.CANNOT_SHOW))

    def toggle_diff(self):
        self.diff = not self.diff
        self.draw()

    # --- drawing -----------------------------------------------------------------------
    def reset(self):
        """The page's language changed: word the menu and the results again."""
        self.family = None
        self.overlays.family = None
        self.follow()
        self.draw()

    def draw(self):
        if element("lab").hidden:
            return
        was = focus.focused()
        busy = self.running is not None
        ready = self.state == "ready" and self.slug is not None
        element("lab-run").disabled = busy or not (ready or (self.state == "failed" and self.slug is not None))
        element("lab-compare").disabled = busy or not ready
        element("lab-watch").disabled = busy or not ready
        element("lab-cancel").disabled = not busy
        original = self.programs.get(self.slug)
        edited = original is not None and str(window.labEditor.text()) != original
        element("lab-reset").disabled = not edited
        element("lab-copy-link").disabled = self.slug is None
        element("lab-method").disabled = busy
        focus.hand_on(was, focus.LAB_MOVES, "lab")  # Cancel while running, Run after (issue 36)
        if self.state == "starting" and not busy:
            set_text("lab-progress", tr("The lab is starting Python…"))
        else:
            set_text("lab-progress", say(self.progress) if self.progress else "")
        set_text("lab-message", say(self.note) if self.note else "")
        notice = element("lab-notice")
        notice.hidden = self.linked_text is None
        set_text("lab-notice", tr("Code from a link: not run yet.") if self.linked_text is not None else "")
        set_text("lab-about", lab_methods.about(self))
        lab_methods.draw_beside(self)
        watch_view.draw_diff(self, self.diff)
        self.watch.draw()
        lab_results.draw_results(self)
        lab_results.draw_questions(self)
