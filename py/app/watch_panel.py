"""Watch the search (issue 34; py/app/lab_panel.py's Watch button): a Lab method run with a
trace of its search (the events API: docs/lab.md), played back
position by position on the real board.

The trace's events stay in JavaScript (static/lab.js: labTrace, at most 50,000 a trace); this
module asks for the one event on show (``labTrace.view``: the event, its line from the root,
its siblings, the positions per depth so far) and draws it: the position under examination on
the board (the family's view, from the start position and the line's moves played with
``view.play``, or the event's ``key`` game id), the line listed, the depth, the bound and the
lower bound, a cut-off's reason (a words.message from the program, worded by the catalogue),
the code line marked in the editor, the tree near the position (watch_view.py), the chart
growing. The controls (play/pause, step, step back, step out, next iteration or layer, a scrub
bar, a speed of 1 to 1,000 events a second) each have a key. Playback ticks come from
static/lab.js's labPlayer, one a frame at most; going back draws the recorded trace again (a
pure function of the event's index), never runs the program again. A second method may be
watched beside the first (slot 1), stepped with it, on a board of its own in the Lab.
"""

import json

from pyscript import document, window
from pyscript.ffi import create_proxy

import watch_view
from dom import element, listen, make_option
from focus import focus_first, focused, hand_on
from puzzles import registry
from puzzles.session import MOTION_MS, grouped
from puzzles.view_protocol import hook
from puzzles.words import mark, message, say, tr

SPEEDS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)  # events a second
SLOW = 5          # at this speed or slower a step is animated (the site's move motion)
FAST = 20         # faster than this the board is drawn at most every BOARD_MS while playing
BOARD_MS = 66     # (about 15 drawings a second; the figures and the scrub bar follow every frame)
CODE_MS = 250     # then the program's line (4 times a second)
TREE_MS = 330     # the line and the siblings then (about 3 times a second)
CHART_MS = 500    # and the chart (twice a second); never two of these in one frame
LIMIT = 50000     # events kept in a trace
KEYS = {"k": "play", " ": "play", "l": "step", "j": "back", "o": "out", "n": "next", "b": "previous",
        "+": "faster", "=": "faster", "-": "slower"}
BOARD_EVENTS = ("click", "keydown", "piece-pick", "piece-drop", "board-swipe", "board-rest")  # moves: refused
mark("Next layer")  # (watch-next's text for a breadth-first search)
mark("Keys: K or Space play and pause, L next event, J previous event, O step out, N next iteration or layer, "
     "B the one before, + and - the speed.")


class WatchPanel:
    def __init__(self, lab):
        self.lab = lab
        self.session = lab.session
        self.slots = [None, None]   # per trace: {"slug", "title", "game", "start", "state", "result"}
        self.index = 0              # the event on show (both traces step together)
        self.speed = 5
        self.lines = [None, None]   # per slot: ([event index, ...], [position, ...]) of the line last drawn
        self.shown = [None, None]   # per slot: the position drawn
        self.motion = 0             # the serial of Watch's board motions (static/page.js)
        self.moved = [False, False]  # per slot: the last drawing had a motion (it may still run)
        self.view = None            # the view (JSON read) of the event on show, slot 0
        self.problem = ""           # a move that could not be played, said
        self.tree_drawn = 0.0       # when the line, the siblings (and the chart) were last drawn (ms)
        self.chart_drawn = 0.0      # when the chart was last drawn while playing fast (ms)
        self.code_drawn = 0.0       # when the program's line was last shown while playing fast (ms)
        self.board_drawn = 0.0      # when the board was last drawn while playing fast (ms)
        self.board_now = False      # the board drawn in this frame (the tree waits for the next)
        self.memo = {}              # what the frames of a fast playback wrote (draw_frame)
        self.pending = None         # playing fast: the boards made in the last frame, put on the page in this one
        self.found = {}             # the elements draw_frame writes to, looked up once
        self.stale = False          # the board shows an earlier event than the one on show
        self.traced = 0             # the program's line marked in the editor
        self.program = []           # the lines of the program watched in slot 0 (its excerpt)

    def setup(self):
        listen("lab-watch", lambda event: self.lab.start_watch())
        listen("watch-play", lambda event: self.act("play"))
        listen("watch-step", lambda event: self.act("step"))
        listen("watch-back", lambda event: self.act("back"))
        listen("watch-out", lambda event: self.act("out"))
        listen("watch-next", lambda event: self.act("next"))
        listen("watch-stop", lambda event: self.stop())
        listen("watch-scrub", lambda event: self.go(int(event.target.value)), "input")
        listen("watch-scrub", lambda event: self.announce(), "change")  # let go, or a key: said
        listen("watch-speed", lambda event: self.set_speed(int(event.target.value)), "change")
        menu = element("watch-speed")
        for speed in SPEEDS:
            menu.append(make_option(str(speed), str(speed), speed == self.speed))
        document.addEventListener("watch-tick", create_proxy(self.on_tick))
        document.addEventListener("keydown", create_proxy(self.on_key))
        # While a trace is on show the board shows the search, not the game: it takes no move
        # (heard first, in the capture phase, before the page's own listeners on the board).
        guard = create_proxy(self.on_board)
        for name in BOARD_EVENTS:
            element("board").addEventListener(name, guard, True)

    # --- recording ---------------------------------------------------------------------
    def active(self):
        return self.slots[0] is not None

    def begin(self, slot, slug, title, game, source=""):
        """A Watch run of ``slug`` (its program ``source``) starts recording into ``slot``
        (the LabPanel's run queue)."""
        if slot == 0:
            self.program = str(source).split("\n")
            self.pause()
            self.slots = [None, None]
            self.index = 0
            self.lines = [None, None]
            self.shown = [None, None]
            self.traced = -1  # marked again at the first event
            document.body.classList.add("watching")
            element("board").setAttribute("aria-disabled", "true")
            self.say_status()
        family, start = registry.parse(game)
        self.slots[slot] = {"slug": slug, "title": title, "game": game, "start": start, "state": "recording",
                            "result": None}

    def recorded(self, slot, result, error=None):
        """The run of ``slot`` ended (its result, or the error message): show its first event,
        say how the recording ended, and hand the keyboard on from Cancel (disabled now) to Play."""
        entry = self.slots[slot]
        if entry is None:
            return
        entry["state"] = "error" if error is not None else "done"
        entry["result"] = result
        entry["error"] = error
        if self.speed > FAST and self.playing():
            self.memo = {}  # playing fast: the next frame shows it (the status line anew), no jump
        elif slot == 0 or self.size(0):
            self.go(self.index, scroll=True)
            if slot == 0:
                element("watch").scrollIntoView({"block": "nearest"})
        if slot == 0:
            self.announce(self.status_text())
            if focused() in ("lab-cancel", "lab-watch", "") and self.size(0):
                focus_first("watch-play")

    def grew(self):
        """New events came in while recording: the first one shown, the scrub bar longer."""
        if not self.active():
            return
        if self.view is None and self.size(0):
            self.go(0, scroll=True)
            element("watch").scrollIntoView({"block": "nearest"})
        elif not (self.speed > FAST and self.playing()):  # (playing fast: the next frame shows it)
            self.draw()

    def size(self, slot):
        if not self.lab.loaded:
            return 0
        return int(window.labTrace.size(slot)) if self.slots[slot] is not None else 0

    def stop(self):
        """Leave Watch: the board shows the game again; the keyboard's focus, when it was in
        Watch's panel (hidden now) or nowhere, goes to the Watch button."""
        active = document.activeElement
        lost = active is None or bool(active.isSameNode(document.body)) or bool(element("watch").contains(active))
        self.pause()
        self.slots = [None, None]
        self.view = None
        document.body.classList.remove("watching")
        element("board").removeAttribute("aria-disabled")
        watch_view.put_text(element("status"), self.session.status())  # the game's status line again
        window.labEditor.traceLine(0, False)
        self.traced = 0
        watch_view.draw_code(element("watch-code"), [], 0)
        board = element("board")  # the session's own board again, whatever Watch drew
        window.page.motion.draw(board, self.session.board())
        self.lab.overlays.draw()
        self.draw()
        self.announce("")
        if lost:  # (Watch is disabled while a cancelled run's fresh worker starts: the focus waits)
            hand_on("watch-stop", {"watch-stop": ("lab-watch",)}, "lab")

    # --- controls ----------------------------------------------------------------------
    def act(self, name):
        if not self.size(0):
            return
        last = self.size(0) - 1
        if name == "play":
            if self.playing():
                self.pause()
                self.announce()
            else:
                if self.index >= last:
                    self.index = -1
                window.labPlayer.play(self.speed)
                self.draw()
            return
        self.pause()
        if name == "step":  # forward one event: the move's motion at slow speeds
            self.go(self.index + 1, scroll=True, animate=self.speed <= SLOW)
        elif name == "back":
            self.go(self.index - 1, scroll=True)
        elif name == "out":
            self.go(int(window.labTrace.stepOut(0, self.index)), scroll=True)
        elif name == "next":
            self.go(int(window.labTrace.iteration(0, self.index, 1)), scroll=True)
        elif name == "previous":
            self.go(int(window.labTrace.iteration(0, self.index, -1)), scroll=True)
        elif name in ("faster", "slower"):
            at = SPEEDS.index(self.speed) + (1 if name == "faster" else -1)
            self.set_speed(SPEEDS[max(0, min(len(SPEEDS) - 1, at))])
            self.announce(tr("{speed} events a second", speed=grouped(self.speed)))
            return
        self.announce()

    def pause(self):
        self.pending = None
        if self.playing():
            window.labPlayer.pause()
            if self.stale and self.view is not None:  # the last frames skipped the board
                self.draw_boards(False)
            if self.view is not None:  # (and the program's line, playing fast)
                self.show_line()
            self.draw()

    def set_speed(self, speed):
        self.speed = speed if speed in SPEEDS else 5
        element("watch-speed").value = str(self.speed)
        if self.playing():
            window.labPlayer.play(self.speed)

    def on_tick(self, event):
        steps = int(event.detail)
        last = self.size(0) - 1
        self.go(min(last, self.index + steps), scroll=self.speed <= 20, animate=self.speed <= SLOW, frame=True)
        if self.index >= last:
            self.pause()
            self.announce()

    def on_key(self, event, on_board=False):
        """The controls' keys, while a trace is on show and the keyboard is not typing
        (the editor, a text box, a menu); on the board too (``on_board``: it takes no move
        while a trace is on show). Escape leaves Watch (as "Back to the game"), not the Lab,
        but in the editor (its own key there) or a dialog."""
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        target = event.target
        tag = str(target.tagName).lower() if target is not None and target.tagName else ""
        if str(event.key) == "Escape":
            if self.active() and not event.defaultPrevented and tag != "textarea" and not (
                    target is not None and target.closest and target.closest(".lab-cm-host, dialog") is not None):
                event.preventDefault()  # (focus.setup_escape, heard after this, leaves the Lab open)
                self.stop()
            return
        if not self.size(0):
            return
        if not on_board and (tag in ("input", "textarea", "select") or (
                target is not None and target.closest and
                target.closest(".lab-cm-host, #board, dialog") is not None)):
            return
        name = KEYS.get(str(event.key).lower() if len(str(event.key)) == 1 else str(event.key))
        if name is None:
            return
        event.preventDefault()
        self.act(name)

    # --- showing an event --------------------------------------------------------------
    def go(self, index, scroll=False, animate=False, frame=False):
        """Show event ``index``; ``frame``: a frame of the playback (labPlayer's tick)."""
        size = self.size(0)
        if not size:
            self.draw()
            return
        self.index = max(0, min(size - 1, index))
        self.problem = ""
        self.view = json.loads(str(window.labTrace.view(0, self.index)))
        # Playing fast, the board is drawn about 15 times a second (a drawing costs far more
        # than the figures), made in one frame and put on the page in the next (the two costs
        # in different frames; the figures wait in the frame that puts it); the last event's
        # board is drawn when the playback stops.
        now = float(window.performance.now())
        fast = self.speed > FAST and self.playing()
        if fast and self.pending is not None:
            self.put_drawings(self.pending)
            self.stale = True  # (the board shows the event of the frame before)
            self.board_now = True
        elif fast and now - self.board_drawn < BOARD_MS:
            self.stale = True
            self.shown[0] = None
        elif fast:
            self.board_drawn = now
            self.pending = self.drawings(False)
            self.stale = True
            self.shown[0] = None
            self.board_now = True
        else:
            self.board_drawn = now
            self.draw_boards(animate)
        # (playing fast, the program's line follows 4 times a second, in a frame without a board)
        if not fast or (not self.board_now and now - self.code_drawn >= CODE_MS):
            self.code_drawn = now
            self.show_line(scroll)
        if frame and self.speed > FAST and self.playing():
            if self.pending is not None or not self.board_now:  # (a frame that put a board on the
                self.draw_frame(size)                            # page leaves the figures to the next)
        else:
            self.draw()
        self.board_now = False

    def show_line(self, scroll=False):
        """The program's line that made the event on show: marked in the editor (scrolled to
        when ``scroll``) and shown with its neighbours beside the board (#watch-code)."""
        line = self.view["event"].get("line") if self.view is not None else None
        line = line if isinstance(line, int) else 0
        if line != self.traced or scroll:
            if line != self.traced:
                # The program's lines round it, beside the board (the editor may be out of view).
                watch_view.draw_code(element("watch-code"), self.program, line)
            self.traced = line  # the editor's mark moved only when the line changes
            if self.slots[0]["slug"] == self.lab.slug:
                window.labEditor.traceLine(line, scroll)

    def draw_boards(self, animate):
        """The position of the event on show drawn (and the one beside it, when watched)."""
        self.put_drawings(self.drawings(animate))

    def drawings(self, animate):
        """The boards of the event on show made (the one beside it too, when watched): a
        list of drawings (put_drawings puts them on the page)."""
        made = [self.drawing(0, self.view, animate)]
        if self.slots[1] is not None and self.size(1):
            other = json.loads(str(window.labTrace.view(1, self.index)))
            made.append((self.drawing(1, other, False), other))
        return made

    def put_drawings(self, made):
        self.stale = False
        self.pending = None
        self.put_drawing(made[0])
        for drawing, other in made[1:]:
            self.put_drawing(drawing)
            watch_view.draw_info(self, 1, other)

    def redraw(self):
        """Watch's position drawn again (the page drew the game's board over it)."""
        element("board").drawnSvg = None
        self.draw_position(0, self.view, False)
        self.say_status()

    def announce(self, text=None):
        """Said to a screen reader (#watch-said, a polite live region): the event on show
        (``text`` None) after a step, a jump or a pause; how a recording ended. Never while
        playing: the figures on show change up to 60 times a second and are not live."""
        if text is None:
            text = watch_view.info_text(self.view) if self.view is not None else ""
            if self.problem:
                text += "\n" + say(self.problem)
        box = element("watch-said")
        if str(box.textContent) == text and text:
            box.textContent = ""  # the same words again (a step that stayed): said again
        box.textContent = text

    def say_status(self):
        """The status line over the board (the page writes the game's there) speaks of Watch
        while a trace is on show: the board's position is the search's, not the player's."""
        if self.active():
            watch_view.put_text(element("status"), tr("Watching the search: the board shows the positions it "
                                                      "examines; “Back to the game” shows your game again."))

    def on_board(self, event):
        """A click, a key, a drag on the board while a trace is on show: no move is made (the
        page's listeners never hear it); Watch's own keys still work there."""
        if not self.active():
            return
        if str(event.type) == "keydown":
            if str(event.key) == "Tab" or event.ctrlKey or event.metaKey or event.altKey:
                return  # the keyboard moves on; the page's shortcuts stay
            event.stopImmediatePropagation()
            self.on_key(event, True)
            return
        event.stopImmediatePropagation()
        event.preventDefault()  # a drag started: cancelled

    def position(self, slot, view):
        """The position event ``view`` concerns: its ``key`` game id, else the start with the
        line's moves played (a cut: its parent's line and its move; a solution: its moves)."""
        event = view["event"]
        entry = self.slots[slot]
        family = self.session.family
        plays = registry.view(family).play
        if event.get("key"):
            try:
                found, position = registry.parse(event["key"])
                if found == family:
                    return position
            except Exception:
                pass
        if event["event"] == "found":
            position = entry["start"]
            for move in event["moves"]:
                position = self.play(plays, position, move)
                if position is None:
                    return entry["start"]
            return position
        steps = [(j, move) for j, move, key in view["line"]]
        if event["event"] == "cut" and event.get("move") is not None:
            steps.append((-1 - self.index, event["move"]))
        cached_steps, cached = self.lines[slot] or ([], [])
        positions = [entry["start"]]
        for at, (j, move) in enumerate(steps):
            if at < len(cached_steps) and cached_steps[at] == j and j >= 0:
                positions.append(cached[at + 1])
                continue
            if move is None:  # the root's visit
                positions.append(positions[-1])
                continue
            after = self.play(plays, positions[-1], move)
            if after is None:
                break
            positions.append(after)
        self.lines[slot] = ([j for j, move in steps[:len(positions) - 1]], positions)
        return positions[-1]

    def play(self, plays, position, move):
        try:
            return plays(position, move)
        except Exception:
            self.problem = message("A move of this trace cannot be played here: {move}", move=str(move)[:60])
            return None

    def draw_position(self, slot, view, animate):
        self.put_drawing(self.drawing(slot, view, animate))

    def drawing(self, slot, view, animate):
        """The board of event ``view`` in ``slot``, made (its position, its SVG text: the
        family's view) but not yet put on the page (put_drawing)."""
        position = self.position(slot, view)
        before = self.shown[slot]
        view_module = self.session.view
        ui = {}
        if slot == 0 and self.session.board_width:
            ui["board_width"] = self.session.board_width
        motion = hook(view_module, "motion")
        if animate and motion is not None and before is not None and before is not position:
            try:
                moved = motion(before, position)
            except Exception:
                moved = []
            if moved:
                ui["motion"] = moved
        svg = view_module.render(position, ui)
        return slot, position, svg, "motion" in ui, view["event"]["event"]

    def put_drawing(self, drawing):
        """A drawing (``drawing``) put on its board, the moves' motion played when it has one."""
        slot, position, svg, moving, kind = drawing
        self.shown[slot] = position
        box = element("board" if slot == 0 else "watch-board-2")
        if moving or self.moved[slot]:
            # A motion now, or one that may still run: the whole board drawn and the motion
            # played (a new serial: what ran is cancelled).
            window.page.motion.draw(box, svg)
            self.motion += 1
            window.page.motion.play(box, -self.motion, min(MOTION_MS * 3, int(800 / self.speed)), False)
        else:
            window.labBoard.patch(box, svg)  # only the cells that changed (static/lab.js)
        self.moved[slot] = moving
        if slot == 0:
            self.lab.overlays.draw_on(position)
        box.classList.toggle("watch-found", kind == "found")
        box.classList.toggle("watch-cut", kind == "cut")

    def playing(self):
        return self.lab.loaded and bool(window.labPlayer.playing())

    # --- the panel ---------------------------------------------------------------------
    def draw(self):
        # Each write below only when its value changes (see watch_view.show): this runs at
        # every frame of a playback below FAST (draw_frame above it).
        self.memo = {}  # (what draw_frame wrote: written here again as it is read from the page)
        watching = self.active()
        watch_view.show(element("watch"), watching)
        if not self.lab.loaded:
            return
        playing = self.playing()
        button = element("watch-play")
        watch_view.put_text(button, tr("Pause") if playing else tr("Play"))
        pressed = "true" if playing else "false"
        if str(button.getAttribute("aria-pressed")) != pressed:
            button.setAttribute("aria-pressed", pressed)
        # N goes to the next iteration, or for a breadth-first search the next layer: said so.
        label = "Next layer" if self.view is not None and self.view["layers"] else "Next iteration"
        following = element("watch-next")
        if str(following.dataset.text) != label:
            following.dataset.text = label  # (the key a switch of language words it from)
        watch_view.put_text(following, tr(label))
        size = self.size(0)
        for name in ("watch-play", "watch-step", "watch-back", "watch-out", "watch-next", "watch-scrub"):
            control = element(name)
            if bool(control.disabled) != (not size):
                control.disabled = not size
        if not watching:
            return
        self.say_status()
        scrub = element("watch-scrub")
        if str(scrub.max) != str(max(0, size - 1)):
            scrub.max = str(max(0, size - 1))
        scrub.value = str(self.index)
        entry = self.slots[0]
        watch_view.put_text(element("watch-title"), entry["title"])
        watch_view.put_text(element("watch-status"), self.status_text())
        if self.view is not None:
            watch_view.draw_info(self, 0, self.view)
        else:
            watch_view.put_text(element("watch-info"), "")
        # While playing fast, the line, the siblings and the chart follow 3 times a second
        # (the board and the figures every frame): a frame stays well under 50 ms.
        now = float(window.performance.now())
        # (never in the frame that drew the board: the two costs in different frames)
        if not self.playing() or self.speed <= FAST or (now - self.tree_drawn >= TREE_MS and not self.board_now):
            self.tree_drawn = now
            watch_view.draw_tree(self, self.view)
        watch_view.show(element("watch-beside-box"), self.slots[1] is not None)

    def draw_frame(self, size):
        """A frame of a fast playback: only what a frame changes (the scrub bar, the figures,
        the recording's count, the label of N; the line, the siblings and the chart 3 times a
        second, never in a frame that drew the board), each written only when it differs from
        what the frames before wrote (``self.memo``, emptied by every full draw: nothing read
        back from the page), the elements looked up once (``self.found``). The controls, the
        title and the status line do not change while playing (a full draw sets them)."""
        memo = self.memo
        found = self.found
        if not found:
            for name in ("watch-scrub", "watch-status", "watch-next", "watch-info"):
                found[name] = element(name)
        top = str(max(0, size - 1))
        if memo.get("max") != top:
            memo["max"] = top
            found["watch-scrub"].max = top
        found["watch-scrub"].value = str(self.index)
        if memo.get("size") != size:  # the count grows while recording: said again
            memo["size"] = size
            text = self.status_text()
            if memo.get("status") != text:
                memo["status"] = text
                found["watch-status"].textContent = text
        label = "Next layer" if self.view["layers"] else "Next iteration"
        if memo.get("next") != label:
            memo["next"] = label
            following = found["watch-next"]
            following.dataset.text = label
            watch_view.put_text(following, tr(label))
        watch_view.draw_info(self, 0, self.view, memo, found["watch-info"])
        # At most one of the larger parts a frame: the board (go: then no draw_frame), else
        # the line and the siblings (3 times a second), else the chart (twice a second).
        if self.board_now:  # (a board made in this frame)
            return
        now = float(window.performance.now())
        if now - self.tree_drawn >= TREE_MS:
            self.tree_drawn = now
            self.position(0, self.view)  # (the line's positions, for its moves' names: cached)
            watch_view.draw_tree(self, self.view, False)
        elif now - self.chart_drawn >= CHART_MS:
            self.chart_drawn = now
            watch_view.draw_chart(self.view)

    def status_text(self):
        """How the recording stands, in words."""
        entry = self.slots[0]
        size = self.size(0)
        if entry["state"] == "recording":
            return say(message("Recording the search… {recorded} events so far.", recorded=grouped(size)))
        if entry["state"] == "error":
            return self.refusals(message("The run stopped ({why}); {recorded} events recorded.",
                                         why=entry["error"], recorded=grouped(size)), {})
        trace = (entry["result"] or {}).get("trace") or {}
        total = trace.get("total") if isinstance(trace.get("total"), int) else size
        if not size:
            said = message("This program reported no events: only its totals are shown. A search shows "
                           "itself through its calls to progress.visit and progress.cut.")
        elif trace.get("capped") or total > size:
            said = message("The first {recorded} events of {total}.", recorded=grouped(size), total=grouped(total))
        else:
            said = message("{recorded} events recorded.", recorded=grouped(size))
        return self.refusals(said, trace)

    def refusals(self, said, trace):
        """``said`` and what the recording left out: the worker's warnings (a words.message
        each: a huge text cut, a depth or a number that was not one, a move not plain data)
        and the events the page could not read (static/lab.js's labTrace drops and counts them)."""
        parts = [say(said)]
        warnings = trace.get("warnings") if isinstance(trace.get("warnings"), list) else []
        for warning in warnings[:5]:
            parts.append(say(warning))
        if len(warnings) > 5:
            parts.append(tr("… {count} more", count=len(warnings) - 5))
        dropped = int(window.labTrace.dropped(0)) if self.lab.loaded else 0
        if dropped:
            parts.append(tr("{count} more events were left out (past the first {most}, or malformed).",
                            count=grouped(dropped), most=grouped(LIMIT)))
        return "\n".join(parts)

    def address_method(self):
        return self.slots[0]["slug"] if self.active() else None
