"""The page (MicroPython main thread): a thin front end over puzzles.session.

It binds the page's events to session operations, draws what the session says, keeps the
address bar on the position, and drives the solver worker in slices. It knows nothing of a
puzzle's insides, nor of how a game is played: that is the session's (py/puzzles/session.py).

Every text goes through the catalogue (py/puzzles/words.py) in the page's language, chosen by
static/page.js (``?lang=``, the remembered choice, the browser's languages). The HTML's own
texts carry their English in ``data-text`` / ``data-text-<attribute>``; a switch of language
words everything again in place. Texts are set with textContent, never as markup.
"""

import asyncio
import json
import random

from pyscript import document, window
from pyscript.ffi import create_proxy, to_js

from puzzles import registry, words
from puzzles.gameid import GameIdError
from puzzles.session import COMPUTER_PAUSE_MS, SPEEDS, Session
from puzzles.words import message, say, tr
from solver_link import SolverLink

try:  # the help texts (issue 12); the panel stays hidden without them
    from puzzles import help_text
except ImportError:
    help_text = None

# The HTML attributes worded from a data-text-<attribute> holding their English.
WORDED_ATTRIBUTES = ("aria-label", "title")


def element(name):
    return document.getElementById(name)


def set_text(name, text):
    element(name).textContent = text


def recall(name):
    """A remembered value (static/page.js keeps JSON in localStorage), or None."""
    try:
        return json.loads(str(window.puzzleStorage.load(name) or "null"))
    except ValueError:
        return None


def remember(name, value):
    window.puzzleStorage.save(name, json.dumps(value))


def rand(n):
    """A random int in 0..n-1: the only randomness the puzzles see (Shuffle, New game)."""
    return random.randrange(n)


class Page:
    def __init__(self):
        self.session = Session(rand)
        self.solver = SolverLink(self.session, self.update, self.draw_progress)
        self.computer_turn = -1     # the turn whose computer move is scheduled
        self.player = False         # the Play all loop is running
        self.controls = None        # what the option and action boxes were built for
        self.listed = -1            # the solution listed (session.solution_serial)
        self.listed_mark = -1       # the item marked "next" in that list
        self.analysis = None        # the analysis drawn
        self.remembered = None      # the game id stored for the next visit
        self.written = None         # the address's fragment as update() last wrote it
        self.helped = None          # (family, language) the help panel shows
        self.board_lines = None     # the board drawn, line by line (see draw_board)
        self.resizes = 0            # window resizes seen: the board is fitted after the last

    # --- drawing what the session says ----------------------------------------------------
    def update(self):
        """Draw the session, then start what it asks for: a search, the computer's move,
        the next move of Play all."""
        s = self.session
        self.solver.run_searches()  # first: it may answer a search at once (no solver)
        self.build_controls()
        self.draw_board()
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
        # The address bar follows the position, unless a link was put there since it was
        # last written and its hashchange is still to come (an update from the worker may
        # run in between): writing now would send the player back to the old game.
        if self.written is None or str(window.location.hash or "") == self.written:
            window.history.replaceState(None, "", "#" + game_id)
            self.written = str(window.location.hash or "")
        if game_id != self.remembered:  # the next visit without a link resumes here
            self.remembered = game_id
            remember("game", self.remembered)
        element("link").value = str(window.location.href)
        element("puzzle-menu").value = game_id.partition("?")[0]  # s.variant_id(), without a 2nd game_id()
        element("undo").disabled = not s.can_undo()
        element("redo").disabled = not s.can_redo()
        element("restart").disabled = not s.can_restart()
        element("copy-link").disabled = False
        element("cancel").disabled = s.search is None
        set_text("status", s.status())
        set_text("verdict", s.verdict_text())
        set_text("message", s.message_text())
        set_text("legend", s.legend())
        self.draw_progress()
        self.draw_solution()
        self.draw_analysis()
        self.draw_help()
        if s.computer_due() is not None and self.computer_turn != s.turn:
            self.computer_turn = s.turn
            asyncio.create_task(self.computer())
        if s.playing and not self.player:
            asyncio.create_task(self.play_loop())

    def draw_board(self):
        """The board, and the keyboard cursor for screen readers: the view marks the cursor's
        cell on its svg (``data-cursor="N"``) and names each cell ``id="cell-N"``; the focused
        board points at it with aria-activedescendant."""
        board = element("board")
        self.board_lines = draw_board(board, self.session, self.board_lines)
        serial, ms, won = self.session.motion_cue()  # what the move moved (static/page.js)
        window.puzzleMotion.play(board, serial, ms, won)
        svg = board.querySelector("svg[data-cursor]")
        cursor = str(svg.getAttribute("data-cursor")) if svg is not None else ""
        if cursor and board.querySelector("#cell-" + cursor) is not None:
            board.setAttribute("aria-activedescendant", "cell-" + cursor)
        else:
            board.removeAttribute("aria-activedescendant")

    def on_resize(self, event=None):
        self.resizes += 1
        asyncio.create_task(self.fit_board(self.resizes))

    async def fit_board(self, serial):
        """After a burst of resizes (a phone turned, a window dragged), the board is drawn
        again if its box's width changed (a view may lay out for it: ``board_width``); a
        change of height alone (a phone's address bar) draws nothing."""
        await asyncio.sleep(0.15)
        if serial != self.resizes:
            return
        width = board_width()
        if width != self.session.board_width:
            self.session.board_width = width
            if self.session.view is not None:
                self.draw_board()

    def draw_progress(self):
        set_text("progress", self.session.progress_text() or self.solver.state_text())

    def build_controls(self):
        """The family's settings and buttons, rebuilt when they change."""
        s = self.session
        options, actions = s.options(), s.actions()
        if self.controls == (s.family, options, actions):
            return
        self.controls = (s.family, options, actions)
        form = element("options")
        form.textContent = ""
        for option in options:
            label = document.createElement("label")
            label.textContent = say(option["label"]) + " "
            select = document.createElement("select")
            select.name = option["key"]
            select.id = "option-" + option["key"]
            for value, text in option["choices"]:
                select.append(make_option(value, say(text), value == option["value"]))
            select.addEventListener("change", create_proxy(self.on_option))
            label.append(select)
            form.append(label)
        box = element("actions")
        box.textContent = ""
        for action in actions:
            if "input" in action:  # a text box and its button (a position typed or pasted)
                box.append(self.text_action(action))
                continue
            button = document.createElement("button")
            button.type = "button"
            button.id = action["id"]
            button.textContent = say(action["label"])
            button.addEventListener("click", create_proxy(lambda event, name=action["id"]: self.act(name)))
            box.append(button)

    def text_action(self, action):
        """A family's action with a text box: its button (or Enter) hands the text typed to
        the session. The text is only ever read as text (value), never put into markup."""
        holder = document.createElement("span")
        holder.className = "text-action"
        field = document.createElement("input")
        field.type = "text"
        field.id = "input-" + action["id"]
        field.maxLength = 400
        field.placeholder = action["input"]
        field.setAttribute("aria-label", action["label"])
        button = document.createElement("button")
        button.type = "button"
        button.id = action["id"]
        button.textContent = action["label"]

        def send(event, name=action["id"], field=field):
            self.do(self.session.act, name, str(field.value))

        def on_key(event):
            if str(event.key) == "Enter":
                event.preventDefault()
                send(event)

        button.addEventListener("click", create_proxy(send))
        field.addEventListener("keydown", create_proxy(on_key))
        holder.append(field)
        holder.append(button)
        return holder

    def draw_solution(self):
        s = self.session
        box = element("solution")
        labels, marked = s.solution_items()
        box.hidden = not labels
        if not labels:
            return
        items = element("solution-moves")
        if self.listed != s.solution_serial:
            # A new solution: list it once (a big knight's tour has thousands of moves).
            self.listed, self.listed_mark = s.solution_serial, -1
            set_text("solution-title", s.solution_title())
            items.textContent = ""
            fragment = document.createDocumentFragment()
            for label in labels:
                item = document.createElement("li")
                item.textContent = label
                fragment.append(item)
            items.append(fragment)
        old = self.listed_mark
        if marked != old:  # only the items between the old and the new mark change class
            low, high = (0, len(labels) - 1) if -1 in (old, marked) else (min(old, marked), max(old, marked))
            children = items.children
            for index in range(low, min(high, len(labels) - 1) + 1):
                children[index].className = "done" if index < marked else "next" if index == marked else ""
            self.listed_mark = marked
            if 0 <= marked < len(labels):  # keep the next move in view (the list scrolls)
                item = children[marked]
                if item.offsetTop < items.scrollTop or item.offsetTop > items.scrollTop + items.clientHeight - 30:
                    items.scrollTop = max(0, item.offsetTop - items.clientHeight // 2)
        element("step").disabled = not s.can_step()
        element("to-end").disabled = not s.can_step()
        element("play-all").disabled = not s.can_step() and not s.playing
        set_text("play-all", tr("Pause") if s.playing else tr("Play all"))
        element("step-back").disabled = not s.can_undo()

    def draw_analysis(self):
        shown = self.session.analysis_view()
        element("analysis").hidden = shown is None
        if shown is None or self.analysis is self.session.analysis:
            return
        self.analysis = self.session.analysis
        summary, svg, positions = shown
        set_text("analysis-summary", summary)
        element("analysis-chart").innerHTML = svg  # built from numbers and fixed names only
        # The legends beside the chart and the state graph (issue 12).
        parts = self.session.analysis_parts()
        legends = (("chart-legend", "chart" in parts, "CHART_LEGEND"),
                   ("graph-legend", "graph" in parts, "STATE_GRAPH_LEGEND"))
        for name, shown_here, table in legends:
            text = getattr(help_text, table, {}).get(words.language(), "") if help_text else ""
            element(name).hidden = not (shown_here and text)
            set_text(name, text if shown_here else "")
        items = element("analysis-positions")
        items.textContent = ""
        element("hardest-title").hidden = not positions
        for game_id, picture in positions:
            link = document.createElement("a")
            link.href = "#" + game_id
            if picture:
                link.append(small_picture(picture, "thumb"))
            name = document.createElement("span")
            name.textContent = game_id
            link.append(name)
            item = document.createElement("li")
            item.append(link)
            items.append(item)

    def draw_help(self):
        """How to play this family, in the page's language (help_text), with small pictures
        of the goal; drawn again only for another family or language."""
        family = self.session.family
        if help_text is None or self.helped == (family, words.language()):
            return
        self.helped = (family, words.language())
        body = element("help-body")
        body.textContent = ""
        language = words.language()
        pictures = []
        for game_id, caption_en, caption_ja in help_text.goal_pictures(family):
            try:
                drawing = registry.view(family).render(registry.parse(game_id)[1], {})
            except GameIdError:
                continue
            figure = document.createElement("figure")
            figure.append(small_picture(drawing, "goal"))
            caption = document.createElement("figcaption")
            caption.textContent = caption_ja if language == "ja" else caption_en
            figure.append(caption)
            pictures.append(figure)
        if pictures:
            row = document.createElement("div")
            row.className = "goal-pictures"
            for figure in pictures:
                row.append(figure)
            body.append(row)
        sections = help_text.sections(family, language)
        for heading, paragraphs in sections:
            title = document.createElement("h3")
            title.textContent = heading
            body.append(title)
            for paragraph in paragraphs:
                text = document.createElement("p")
                text.textContent = paragraph
                body.append(text)
        element("help").hidden = not (sections or pictures)  # a family with no help yet

    def on_help_toggle(self, event):
        remember("help", "open" if element("help").open else "closed")

    # --- language --------------------------------------------------------------------------
    def on_language(self, event):
        language = str(event.target.value)
        window.pageLanguage.switchTo(language)
        self.set_language(language)

    def set_language(self, language):
        """Word the whole page in ``language``, in place."""
        words.set_language(language)
        document.documentElement.lang = words.language()
        element("language").value = words.language()
        for node in document.querySelectorAll("[data-text]"):
            node.textContent = tr(str(node.getAttribute("data-text")))  # pass-through: index.html's data-text
        for name in WORDED_ATTRIBUTES:
            for node in document.querySelectorAll("[data-text-" + name + "]"):
                english = str(node.getAttribute("data-text-" + name))
                node.setAttribute(name, tr(english))  # pass-through: index.html's data-text-*
        document.title = tr("Puzzle workbench")
        if self.session.view is None:  # the first wording, before the first game
            return
        build_menu(self)
        build_speeds(self)
        self.controls = None
        self.analysis = None
        self.helped = None
        self.session.reword()
        self.update()

    # --- events ------------------------------------------------------------------------
    def do(self, operation, *args):
        """Run a session operation, then draw the result."""
        operation(*args)
        self.update()

    def act(self, name):
        self.do(self.session.act, name)

    def on_board_click(self, event):
        target = event.target.closest("[data-cell]")
        if target is not None:
            self.do(self.session.click, int(target.getAttribute("data-cell")))

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
        self.do(self.session.open_link, str(window.location.hash or ""))

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
        self.player = True
        try:
            while self.session.playing:
                pause = self.session.play_tick()
                self.update()
                if pause is None:
                    break
                await asyncio.sleep(max(pause, 4) / 1000)
        finally:
            self.player = False


def board_width():
    """The board box's width inside its padding, in whole CSS px (handed to the views)."""
    box = element("board")
    style = window.getComputedStyle(box)
    padding = 0.0
    for side in (style.paddingLeft, style.paddingRight):
        padding += float(str(side).replace("px", "") or 0)
    return max(0, int(box.clientWidth - padding))


def small_picture(svg, name):
    """A view's drawing shown small (a thumbnail, a goal): hidden from screen readers, its
    cells' ids dropped so that only the board's cells answer to ``cell-N``."""
    box = document.createElement("span")
    box.className = name
    box.setAttribute("aria-hidden", "true")
    box.innerHTML = svg  # a view's drawing: its texts are escaped
    for node in box.querySelectorAll("[id^='cell-']"):
        node.removeAttribute("id")
    return box


def draw_board(box, session, previous):
    """Draw the session's board in ``box``; returns its lines (or None), for the next call.

    A view that draws line by line (``render_lines``: one top-level element a line, as many
    lines while a board is played) has only the lines that differ from the drawing before
    parsed again, and its root's attributes copied: a click on a 50x50 knight's board
    changes a dozen of its 5000 lines. Anything else is drawn whole."""
    lines = session.board_lines()
    root = box.firstElementChild
    if lines is None or previous is None or len(previous) != len(lines) or root is None or \
            str(root.tagName).lower() != "svg" or root.childElementCount != len(lines) - 2:
        window.puzzleMotion.draw(box, session.board() if lines is None else "\n".join(lines))
        return lines
    if lines[0] != previous[0]:  # the root's attributes (its label, its classes...)
        holder = document.createElement("div")
        holder.innerHTML = lines[0] + "</svg>"
        fresh = holder.firstElementChild
        names = root.getAttributeNames()
        for index in range(names.length):
            if not fresh.hasAttribute(names[index]):
                root.removeAttribute(names[index])
        names = fresh.getAttributeNames()
        for index in range(names.length):
            root.setAttribute(names[index], fresh.getAttribute(names[index]))
    children = root.children
    # Compared a block at a time (a list compare runs in C), then line by line in a block
    # that differs: a few hundred steps of Python instead of one per line.
    for low in range(1, len(lines) - 1, 64):
        high = min(low + 64, len(lines) - 1)
        if lines[low:high] == previous[low:high]:
            continue
        for index in range(low, high):
            if lines[index] is not previous[index] and lines[index] != previous[index]:
                children[index - 1].outerHTML = lines[index]  # parsed as SVG: the parent is one
    return lines


ZOOMS = (1, 1.5, 2, 3, 4, 6)  # the board's width in widths of its box


def zoom_board(level, anchor=None):
    """Draw the board ``level`` times its box's width (clamped to ZOOMS); the box scrolls.
    ``anchor`` = (x, y) in the box keeps the point under the mouse in place (Ctrl + wheel)."""
    level = min([zoom for zoom in ZOOMS if zoom >= level] or [ZOOMS[-1]])
    box = element("board")
    old = float(box.style.getPropertyValue("--zoom") or 1)
    x, y = anchor if anchor is not None else (box.clientWidth / 2, box.clientHeight / 2)
    left, top = box.scrollLeft + x, box.scrollTop + y
    box.style.setProperty("--zoom", str(level))
    box.classList.toggle("zoomed", level > 1)
    box.scrollLeft = left * level / old - x
    box.scrollTop = top * level / old - y
    element("zoom").value = str(level)
    return level


def setup_zoom():
    select = element("zoom")
    for level in ZOOMS:
        select.append(make_option(str(level), "%d%%" % int(level * 100), level == 1))
    select.addEventListener("change", create_proxy(lambda event: zoom_board(float(event.target.value))))

    def on_wheel(event):
        if not (event.ctrlKey or event.metaKey):
            return
        event.preventDefault()  # the page's own zoom otherwise
        current = float(element("zoom").value)
        index = ZOOMS.index(current) if current in ZOOMS else 0
        index = min(max(index + (-1 if event.deltaY > 0 else 1), 0), len(ZOOMS) - 1)
        rect = element("board").getBoundingClientRect()
        zoom_board(ZOOMS[index], (event.clientX - rect.left, event.clientY - rect.top))

    element("board").addEventListener("wheel", create_proxy(on_wheel), to_js({"passive": False}))


def make_option(value, text, selected=False):
    choice = document.createElement("option")
    choice.value = value
    choice.textContent = text
    choice.selected = selected
    return choice


def listen(name, handler, event="click"):
    element(name).addEventListener(event, create_proxy(handler))


def build_menu(page):
    """The puzzle menu in the page's language (the families word their names)."""
    menu = element("puzzle-menu")
    menu.textContent = ""
    for family, title, items in registry.menu():
        group = document.createElement("optgroup")
        group.label = say(title)
        group.setAttribute("data-family", family)
        for game_id, label in items:
            group.append(make_option(game_id, say(label)))
        menu.append(group)
    if page.session.view is not None:
        menu.value = page.session.variant_id()


def build_speeds(page):
    speed = element("speed")
    speed.textContent = ""
    for name, label, _ in SPEEDS:
        speed.append(make_option(name, tr(label), name == page.session.speed))  # pass-through: SPEEDS


page = Page()
session = page.session
page.set_language(str(window.pageLanguage.choose()))
build_menu(page)
element("puzzle-menu").addEventListener("change", create_proxy(page.on_menu))
session.set_speed(recall("speed") if isinstance(recall("speed"), str) else "")
build_speeds(page)
session.board_width = board_width()  # before the first drawing: a phone's board is drawn for it
page.resume()
# The help panel opens on a first visit, and stays as the player left it.
element("help").open = recall("help") != "closed"
listen("help", page.on_help_toggle, "toggle")
listen("language", page.on_language, "change")
listen("board", page.on_board_click)
setup_zoom()
listen("board", page.on_board_key, "keydown")
document.addEventListener("keydown", create_proxy(page.on_global_key))
document.defaultView.addEventListener("hashchange", create_proxy(page.load_from_url))
document.defaultView.addEventListener("resize", create_proxy(page.on_resize))  # a phone turned too
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
document.body.dataset.ready = "board"
document.body.dataset.boardReadyMs = str(int(window.performance.now()))
asyncio.create_task(page.solver.connect())
