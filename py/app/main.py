"""The page (MicroPython main thread): draws the board, plays moves, keeps undo/redo and the
share link, and drives the solver worker in slices. It knows no puzzle's insides: everything
goes through puzzles.registry and the family's view module.
"""

import asyncio
import json
import random

from pyscript import document, window, workers
from pyscript.ffi import create_proxy

from puzzles import chart_svg, registry
from puzzles.gameid import GameIdError, decode_fragment, join_game_id, split_game_id

SLICE_MS = 50
STEP_PAUSE_MS = 350      # between two moves of "Play all"...
PLAY_ALL_MAX_MS = 20000  # ...shortened so that a long solution (a 50x50 tour) plays in ~20 s
COMPUTER_PAUSE_MS = 700


def rand(n):
    """A random int in 0..n-1: the only randomness the family modules see (Shuffle...)."""
    return random.randrange(n)


def element(name):
    return document.getElementById(name)


def set_text(name, text):
    element(name).textContent = text


class App:
    def __init__(self):
        self.solver = None
        self.searching = False
        self.cancelled = False
        self.solution = []          # moves, each a list of cells
        self.solution_path = []     # (position, next move, jumps of it played), jump by jump
        self.solution_index = 0     # the next move to play
        self.solution_partial = 0   # jumps of that move already played
        self.on_solution = False    # is the board somewhere along the solution?
        self.solution_text = ""
        self.solution_id = 0        # changes whenever another solution is shown
        self.listed = -1            # the solution_id of the solution listed on the page
        self.listed_mark = -1       # the move marked "next" in that list (-1: none)
        self.playing = False
        self.computer_turn = 0      # changes whenever the computer's pending move is void
        self.ui = {}
        self.history = []
        self.future = []
        self.family = ""
        self.view = None
        self.position = None

    # --- loading positions -------------------------------------------------------------
    def load(self, game_id):
        """Show the position named by ``game_id``; on a bad id, say why and show the default."""
        try:
            family, position = registry.parse(game_id)
        except GameIdError as error:
            self.message("Bad link: %s. Showing the default puzzle." % error)
            family, position = registry.parse(registry.DEFAULT_GAME)
        variant = (family, split_game_id(position.game_id())[1])
        if self.family and variant != (self.family, self.variant()):
            element("analysis").hidden = True
        self.computer_turn += 1  # a pending computer move belongs to the old game
        self.family = family
        self.view = registry.view(family)
        self.position = position
        self.history, self.future = [], []
        self.ui = {}
        self.clear_solution()
        self.build_options()
        self.build_actions()
        self.select_menu()
        self.refresh()
        self.schedule_computer()

    def load_from_url(self):
        self.message("")
        try:
            fragment = decode_fragment(str(window.location.hash or ""))
        except GameIdError as error:
            self.message("Bad link: %s. Showing the default puzzle." % error)
            fragment = registry.DEFAULT_GAME
        self.load(fragment or registry.DEFAULT_GAME)

    # --- drawing -------------------------------------------------------------------------
    def refresh(self):
        element("board").innerHTML = self.view.render(self.position, self.ui)
        counters = element("counters")
        counters.textContent = ""
        for label, value in self.view.counters(self.position):
            term = document.createElement("dt")
            term.textContent = label
            data = document.createElement("dd")
            data.textContent = str(value)
            data.id = "counter-" + label.lower().replace(" ", "-")
            counters.append(term)
            counters.append(data)
        game_id = self.position.game_id()
        window.history.replaceState(None, "", "#" + game_id)
        element("link").value = str(window.location.href)
        element("undo").disabled = not self.history
        element("redo").disabled = not self.future
        element("restart").disabled = self.position == self.position.restart()
        element("copy-link").disabled = False
        self.refresh_solution()
        if not self.searching:
            set_text("status", self.status_text())

    def status_text(self):
        """The status line: the game's end, else where we are in a solution, else a hint."""
        ended = self.position.status_text()
        if ended:
            return ended
        if self.solution:
            if not self.on_solution:
                return "You left the solution; Undo goes back to it."
            if self.solution_index == 0 and self.solution_partial == 0:
                return self.solution_text
            return "Following the solution: %d of %d moves played." % (
                self.solution_index, len(self.solution))
        return self.view.prompt(self.position)

    def message(self, text):
        set_text("message", text)

    def build_options(self):
        form = element("options")
        form.textContent = ""
        for option in self.view.options(self.position):
            label = document.createElement("label")
            label.textContent = option["label"] + " "
            select = document.createElement("select")
            select.name = option["key"]
            select.id = "option-" + option["key"]
            for value, text in option["choices"]:
                choice = document.createElement("option")
                choice.value = value
                choice.textContent = text
                if value == option["value"]:
                    choice.selected = True
                select.append(choice)
            select.addEventListener("change", create_proxy(self.on_option))
            label.append(select)
            form.append(label)

    def fresh_ui(self, **marks):
        """A new ui dict with ``marks``, keeping the view's lasting settings (``KEEP_UI``, such as
        Nim's binary display) across moves, Undo and the computer's turns."""
        ui = {}
        for key in getattr(self.view, "KEEP_UI", ()):
            if key in self.ui:
                ui[key] = self.ui[key]
        ui.update(marks)
        return ui

    def build_actions(self):
        """One button per action of the family: a search in the worker, or a page action."""
        box = element("actions")
        box.textContent = ""
        for action in self.view.actions(self.position):
            button = document.createElement("button")
            button.type = "button"
            button.id = action["id"]
            button.textContent = action["label"]
            if "search" in action:
                button.addEventListener("click", create_proxy(spawn(
                    lambda event, kind=action["search"]: self.search(kind))))
            else:
                button.addEventListener("click", create_proxy(
                    lambda event, name=action["id"]: self.act(name)))
            box.append(button)

    def act(self, name):
        """A page-side action of the family (Shuffle, Edit board, a Nim hint...)."""
        before = self.position
        try:
            position, self.ui, text = self.view.act(self.position, dict(self.ui), name, rand)
        except ValueError as error:
            position, text = self.position, str(error)
        self.message(text)
        if position.restart() != before.restart():
            # Another game (Shuffle, New game, an edited board): the old solution and any
            # search for the old game are void.
            self.cancel()
            self.clear_solution()
        self.play(position)
        if position != before:
            self.rewind_solution()
        self.refresh()
        self.schedule_computer()

    def build_menu(self):
        menu = element("puzzle-menu")
        for family, title, items in registry.menu():
            group = document.createElement("optgroup")
            group.label = title
            for game_id, label in items:
                choice = document.createElement("option")
                choice.value = game_id
                choice.textContent = label
                group.append(choice)
            menu.append(group)
        menu.addEventListener("change", create_proxy(self.on_menu))

    def variant(self):
        return split_game_id(self.position.game_id())[1]

    def select_menu(self):
        element("puzzle-menu").value = join_game_id(self.family, self.variant(), [])

    # --- playing -------------------------------------------------------------------------
    def play(self, position):
        """Make ``position`` current, remembering the old one for Undo."""
        if position == self.position:
            return
        self.history.append(self.position)
        self.future = []
        self.position = position
        self.ui.pop("hints", None)  # hints belong to the position they were asked for

    def on_board_click(self, event):
        target = event.target.closest("[data-cell]")
        if target is None:
            return
        self.click(int(target.getAttribute("data-cell")))

    def click(self, cell):
        before = self.position
        try:
            position, self.ui, text = self.view.click(self.position, self.ui, cell)
        except ValueError as error:
            position, text = self.position, str(error)
        self.message(text)
        self.play(position)
        if position != before:
            self.rewind_solution()
        self.refresh()
        self.schedule_computer()

    def schedule_computer(self):
        """If the computer is to move (Nim), show its move, pause, then play it."""
        computer_move = getattr(self.view, "computer_move", None)
        if computer_move is not None and computer_move(self.position) is not None:
            self.computer_turn += 1
            asyncio.create_task(self.play_computer(self.computer_turn))

    async def play_computer(self, turn):
        if turn != self.computer_turn:
            return
        move = self.view.computer_move(self.position)
        self.ui = self.fresh_ui(hint=self.view.clicks(self.position, move))
        self.refresh()
        set_text("status", "The computer takes: %s…" % self.view.describe_move(move))
        await asyncio.sleep(COMPUTER_PAUSE_MS / 1000)
        computer_move = getattr(self.view, "computer_move", None)
        if turn != self.computer_turn or computer_move is None or computer_move(self.position) != move:
            return  # the board changed meanwhile (Undo, another game)
        self.play(self.view.play(self.position, move))
        self.message("The computer took " + self.view.describe_move(move) + ".")
        self.rewind_solution()
        self.refresh()

    def on_key(self, event):
        key = str(event.key)
        moves = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
        if key in moves:
            dx, dy = moves[key]
            arrow = getattr(self.view, "arrow", None)
            if arrow is not None:  # sliding puzzles: the arrow slides a tile
                before = self.position
                position, self.ui, text = arrow(self.position, dict(self.ui), dx, dy)
                self.message(text)
                self.play(position)
                if position != before:
                    self.rewind_solution()
            else:
                self.ui = self.view.move_cursor(self.position, dict(self.ui), dx, dy)
            self.refresh()
        elif key in ("Enter", " "):
            cursor = self.ui.get("cursor", -1)
            if cursor >= 0:
                self.click(cursor)
        elif key == "Escape":
            self.ui = self.fresh_ui(cursor=self.ui.get("cursor", -1))
            self.refresh()
        else:
            return
        event.preventDefault()

    def on_global_key(self, event):
        key = str(event.key).lower()
        tag = str(event.target.tagName).lower()
        if tag in ("select", "input", "textarea"):
            return
        if (event.ctrlKey or event.metaKey) and key == "z":
            self.redo() if event.shiftKey else self.undo()
        elif (event.ctrlKey or event.metaKey) and key == "y":
            self.redo()
        else:
            return
        event.preventDefault()

    def undo(self, event=None):
        computer_move = getattr(self.view, "computer_move", None)
        if self.history:
            self.future.append(self.position)
            position = self.history.pop()
            # Against the computer, go back to the player's own turn.
            while computer_move is not None and computer_move(position) is not None and self.history:
                self.future.append(position)
                position = self.history.pop()
            self.show_position(position)

    def redo(self, event=None):
        if self.future:
            self.history.append(self.position)
            self.show_position(self.future.pop())

    def restart(self, event=None):
        self.play(self.position.restart())
        self.show_position(self.position)

    def show_position(self, position):
        """Make ``position`` current after Undo, Redo or Restart (no selection, no message)."""
        self.computer_turn += 1  # a pending computer move is for another position
        self.position = position
        self.ui = self.fresh_ui()
        self.message("")
        self.rewind_solution()
        self.refresh()
        self.schedule_computer()

    def on_option(self, event):
        key = str(event.target.name)
        value = str(event.target.value)
        choose = getattr(self.view, "choose", None)
        if choose is not None:  # the family builds the new game id itself (knight: board size)
            game_id = choose(self.position, key, value)
        else:
            pairs = []
            for option in self.view.options(self.position):
                current = value if option["key"] == key else option["value"]
                if current != "":
                    pairs.append((option["key"], current))
            game_id = join_game_id(self.family, self.variant(), pairs)
        self.cancel()
        self.message("")
        self.load(game_id)

    def on_menu(self, event):
        self.cancel()
        game_id = str(event.target.value)
        window.history.pushState(None, "", "#" + game_id)
        self.message("")
        self.load(game_id)

    async def copy_link(self, event=None):
        link = element("link")
        link.hidden = False
        link.value = str(window.location.href)
        link.select()
        try:
            await window.navigator.clipboard.writeText(link.value)
            self.message("Link copied to the clipboard.")
        except Exception:
            self.message("Copy the link from the box below (the clipboard is not available).")

    # --- solutions -----------------------------------------------------------------------
    def clear_solution(self):
        self.solution_id += 1  # stops a "Play all" of the old solution
        self.solution = []
        self.solution_path = []
        self.solution_index = self.solution_partial = 0
        self.on_solution = False

    def set_solution(self, start, moves, text):
        """Show ``moves`` from ``start``; remember every position along it, jump by jump, so
        the board can be followed by hand too (a chain move is several clicks)."""
        self.solution_id += 1
        self.solution = moves
        self.solution_text = text
        self.solution_path = [(start, 0, 0)]
        position = start
        steps = getattr(self.view, "steps", None)
        for index, move in enumerate(moves):
            after = steps(position, move) if steps is not None else [self.view.play(position, move)]
            for step, position in enumerate(after, 1):
                done = step < len(after)
                self.solution_path.append((position, index if done else index + 1, step if done else 0))
        self.rewind_solution()

    def rewind_solution(self):
        """Find the board along the solution (it stays listed when the board leaves it)."""
        self.on_solution = False
        for position, index, partial in self.solution_path:
            if position == self.position:
                self.solution_index, self.solution_partial = index, partial
                self.on_solution = True
                return

    def refresh_solution(self):
        box = element("solution")
        if not self.solution:
            box.hidden = True
            return
        box.hidden = False
        items = element("solution-moves")
        marked = self.solution_index if self.on_solution else -1
        if self.listed != self.solution_id:
            # A new solution: list it once (a big knight's tour has thousands of moves).
            self.listed, self.listed_mark = self.solution_id, -1
            items.textContent = ""
            fragment = document.createDocumentFragment()
            for move in self.solution:
                item = document.createElement("li")
                item.textContent = self.view.describe_move(move)
                fragment.append(item)
            items.append(fragment)
        # Only the items between the old and the new mark change class.
        old = self.listed_mark
        if marked != old:
            low, high = (0, len(self.solution) - 1) if -1 in (old, marked) else (min(old, marked), max(old, marked))
            children = items.children
            for index in range(low, min(high, len(self.solution) - 1) + 1):
                children[index].className = (
                    "done" if index < marked else "next" if index == marked else "")
            self.listed_mark = marked
            if marked >= 0 and marked < len(self.solution):
                # Keep the next move in view in a long list (the list scrolls, not the page).
                item = children[marked]
                if item.offsetTop < items.scrollTop or item.offsetTop > items.scrollTop + items.clientHeight - 30:
                    items.scrollTop = max(0, item.offsetTop - items.clientHeight // 2)
        at_end = not self.on_solution or self.solution_index >= len(self.solution)
        element("step").disabled = at_end
        element("play-all").disabled = at_end
        element("step-back").disabled = not self.history

    def step_solution(self, event=None):
        """Play the rest of the next move of the solution."""
        if not self.on_solution or self.solution_index >= len(self.solution):
            return False
        # The end of the next move is the first entry along the path that starts the move after.
        index = self.solution_index
        move = self.solution[index]
        for position, next_index, partial in self.solution_path:
            if next_index == index + 1 and partial == 0:
                break
        before = self.position
        self.play(position)
        self.ui = self.fresh_ui(hint=self.view.clicks(before, move) if self.solution_partial == 0 else [])
        self.rewind_solution()
        self.refresh()
        self.schedule_computer()
        return True

    def step_back(self, event=None):
        self.undo()

    async def play_all(self, event=None):
        """Step through the rest of the solution, until it ends or another one is shown."""
        if self.playing:
            return
        self.playing = True
        playing = self.solution_id
        try:
            while self.solution_id == playing and self.step_solution():
                pause = min(STEP_PAUSE_MS, max(5, PLAY_ALL_MAX_MS // max(1, len(self.solution))))
                await asyncio.sleep(pause / 1000)
        finally:
            self.playing = False

    # --- the solver worker ---------------------------------------------------------------
    async def connect(self):
        self.solver = await workers["solver"]
        await self.solver.ready()
        if not self.searching:
            set_text("progress", "Solver ready.")
        document.body.dataset.solver = "ready"
        document.body.dataset.solverReadyMs = str(int(window.performance.now()))

    async def search(self, kind):
        if self.searching:
            return
        if self.solver is None:
            set_text("status", "The solver is getting ready; try again in a moment.")
            return
        self.searching = True
        self.cancelled = False
        element("cancel").disabled = False
        game_id = self.position.game_id()
        start_position = self.position
        set_text("status", "Searching…")
        try:
            reply = json.loads(await self.solver.start(json.dumps({"game": game_id, "kind": kind})))
            while reply["state"] == "running" and not self.cancelled:
                self.show_progress(reply["progress"])
                reply = json.loads(await self.solver.step(SLICE_MS))
            if self.cancelled:
                await self.solver.cancel()
                set_text("status", "Search cancelled.")
                set_text("progress", "")
            elif reply["state"] == "done":
                self.show_result(reply["result"], start_position)
            else:
                set_text("status", "No answer: " + reply.get("message", "the solver stopped"))
        finally:
            self.searching = False
            element("cancel").disabled = True

    def show_progress(self, progress):
        set_text("progress", "%s: %d positions searched, depth %d, %.1f s" % (
            progress.get("phase", "searching"), progress.get("positions", 0),
            progress.get("depth", 0), progress.get("elapsed", 0)))

    def show_result(self, result, start_position):
        searched = result.get("positions")  # a count here; an analysis lists positions instead
        searched = "%d positions, " % searched if isinstance(searched, int) else ""
        set_text("progress", "%s%.3f s in the solver" % (searched, result.get("elapsed", 0)))
        # The board stays playable during a search: the answer may be for an earlier position.
        earlier = "" if start_position == self.position else "For the position you asked about: "
        text = self.view.result_text(result)
        set_text("status", earlier + text)
        if result.get("analysis"):
            self.show_analysis(result)
        if earlier:
            return
        if "hints" in result:
            self.ui = self.fresh_ui(hints=result["hints"])
            self.refresh()
            set_text("status", text)
        if result.get("solvable") is False:
            self.clear_solution()
            self.refresh_solution()
        elif result.get("solution"):
            set_text("solution-title", "Solution: %d %ss" % (
                len(result["solution"]), getattr(self.view, "MOVE_NAME", "move")))
            self.set_solution(start_position, result["solution"], text)
            self.refresh_solution()

    def show_analysis(self, result):
        """The whole-puzzle sweep: summary, histogram, and the hardest positions as links."""
        element("analysis").hidden = False
        if "histogram" in result:
            set_text("analysis-summary", "%d states; the hardest need %d moves (%d positions)." % (
                result["states"], result["distance"], result["count"]))
            element("analysis-chart").innerHTML = chart_svg.histogram(result["histogram"])
        else:
            set_text("analysis-summary", "%d states." % result.get("states", 0))
            element("analysis-chart").innerHTML = ""
        render_analysis = getattr(self.view, "render_analysis", None)
        if render_analysis is not None:
            element("analysis-chart").innerHTML += render_analysis(result)
        items = element("analysis-positions")
        items.textContent = ""
        element("hardest-title").hidden = not result.get("positions")
        for game_id in result.get("positions", []):
            link = document.createElement("a")
            link.href = "#" + game_id
            link.textContent = game_id
            item = document.createElement("li")
            item.append(link)
            items.append(item)

    def cancel(self, event=None):
        if self.searching:
            self.cancelled = True


def listen(name, handler, event="click"):
    element(name).addEventListener(event, create_proxy(handler))


def spawn(coroutine_function):
    def handler(event):
        asyncio.create_task(coroutine_function(event))
    return handler


app = App()
app.build_menu()
app.load_from_url()
board = element("board")
board.addEventListener("click", create_proxy(app.on_board_click))
board.addEventListener("keydown", create_proxy(app.on_key))
document.addEventListener("keydown", create_proxy(app.on_global_key))
def on_hash_change(event):
    app.cancel()
    app.load_from_url()


document.defaultView.addEventListener("hashchange", create_proxy(on_hash_change))
listen("undo", app.undo)
listen("redo", app.redo)
listen("restart", app.restart)
listen("copy-link", spawn(app.copy_link))
listen("cancel", app.cancel)
listen("step", app.step_solution)
listen("step-back", app.step_back)
listen("play-all", spawn(app.play_all))
document.body.dataset.ready = "board"
document.body.dataset.boardReadyMs = str(int(window.performance.now()))
asyncio.create_task(app.connect())
