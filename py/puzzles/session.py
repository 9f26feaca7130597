"""The game session (the midend): one puzzle being played, apart from any page.

After Simon Tatham's midend: the session owns the position, undo/redo, the solution being
followed or played out, the hints on show, the computer's turn, the searches asked of the
solver, and every line of status text. A front end (``py/app/main.py``, or a test) calls the
operations below, then draws what the session says: ``board()``, ``status()``, ``message``,
``progress``, ``counters()``, ``options()``, ``actions()``, ``solution_items()``...
It never looks inside a family: everything goes through the family's view module, and the
view's optional hooks are looked up here only, through ``_hook`` (listed in ``HOOKS`` and
documented in puzzles.registry).

Searches run elsewhere (the page's worker, or the CLI's JobRunner): ``act`` or
``start_search`` sets ``search`` to a request, whoever runs searches runs it and answers with
``search_progress``/``search_done``/``search_failed`` and the request's ``id``. An answer for
a request that is no longer ``search`` (cancelled, replaced, another puzzle loaded) is
dropped, so a result always belongs to the position it was asked for.

Pure Python; runs on MicroPython (the page) and CPython (tests). Imports nothing of a browser.
"""

from puzzles import chart_svg, daily, registry
from puzzles.gameid import GameIdError, decode_fragment, join_game_id, shorten, split_game_id
from puzzles.marks import best_move, solution_moves
from puzzles.words import language, mark, message, reason, say, tr

# Every optional view hook the session probes (each documented in puzzles.registry).
HOOKS = ("steps", "arrow", "choose", "act", "KEEP_UI", "MOVE_NAME", "render_analysis", "computer_move",
         "render_lines", "act_input", "HINT_LEGEND", "verdict_text", "motion", "moves_played", "drag",
         "edit_prompt", "ui_prompt", "settle", "toggles")

# Play all: (name, label, milliseconds between moves); None = adapt to the solution's length.
SPEEDS = (("slow", mark("Slow"), 900), ("normal", mark("Normal"), None), ("fast", mark("Fast"), 120),
          ("fastest", mark("Fastest"), 0))
NORMAL_MS = 350
PLAY_ALL_MS = 20000  # "Normal" plays a long solution (a 50x50 tour) in about this long
COMPUTER_PAUSE_MS = 700
PICTURES = 24  # hardest positions drawn small beside their links
VERDICT_KIND = "hint"  # the search that says whether a position can still be won
VERDICTS_KEPT = 500    # answers kept (Undo and Redo find theirs at once)
VERDICT_BUDGET_MS = 20000  # the solver time a background verdict may take, then it is dropped
MOTION_MS = 200        # how long a move's motion on the board lasts (Play all: no longer than its pause)
MOTION_FASTEST_MS = 120
HINT_ACTION = "hint"   # the button that counts as a hint in the win line (a search or not: Nim's)

ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
HINT_LEGEND = mark("On each move: the fewest moves to the goal with it, that move included. Green: a "
                   "best move; \u2715: no way to the goal after it; ?: not known.")
# The marks of Hint on the board's ui, dropped with every change of position: hint_level 1
# (one best move shown: hint_move, the arrow) or 2 (every move numbered: hints and dead).
HINT_KEYS = ("hint_level", "hint_move", "hints", "dead")
# New game's difficulties (the page's #difficulty select; puzzles.daily.DIFFICULTIES).
DIFFICULTY_NAMES = {"easy": mark("Easy"), "medium": mark("Medium"), "hard": mark("Hard")}
# What one move is called in a solution's title when the family says nothing (MOVE_NAME).
MOVE_NOUNS = (mark("move"), mark("moves"))


def grouped(number):
    """A count with its thousands grouped: 311009 -> "311,009" (MicroPython has no ``{:,}``)."""
    digits = str(int(number))
    sign = "-" if digits.startswith("-") else ""
    digits = digits.lstrip("-")
    groups = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    return sign + ",".join([digits] + groups)


def word(said):
    """A line of text in the page's language from what the session keeps: a ``message``
    dict, a string, or a function that words it (a result, worded again after the player
    switches language)."""
    if callable(said):
        return said()
    return say(said) if said else ""


def fallback_game(game_id):
    """The game to show for a game id that does not parse: the default position of the
    puzzle it names when its family and variant are good (``peg/english33?empty=99`` shows
    ``peg/english33``), else the default puzzle."""
    try:
        family, variant, _ = split_game_id(game_id.partition("?")[0])  # the keys may be what is bad
        registry.parse(join_game_id(family, variant, []))
        return join_game_id(family, variant, [])
    except GameIdError:
        return registry.DEFAULT_GAME


class Solution:
    """A solution from ``start``: its moves, their names, and where each position lies on it.

    ``ends[i]`` is the position after ``i`` moves; ``place(position)`` is ``(i, jumps)``: the
    next move is ``i`` and ``jumps`` clicks of it are played already (a peg's chain move is
    several clicks, and a player may follow it click by click), or None off the solution."""

    def __init__(self, view, steps, start, moves, text):
        self.moves = moves
        self.text = text
        self.start = start
        self.ends = [start]
        self.labels = []
        # Keyed by the hash, not the position: MicroPython's dicts keep no hashes, so a
        # position key would call the family's __eq__ at every probe (minutes for a 50x50 tour).
        self._places = {}
        self._remember(start, (0, 0))
        position = start
        for index, move in enumerate(moves):
            self.labels.append(view.describe_move(position, move))
            after = steps(position, move) if steps is not None else [view.play(position, move)]
            for jump, position in enumerate(after, 1):
                self._remember(position, (index + 1, 0) if jump == len(after) else (index, jump))
            self.ends.append(position)

    def _remember(self, position, place):
        if self.place(position) is None:
            self._places.setdefault(hash(position), []).append((position, place))

    def place(self, position):
        for known, place in self._places.get(hash(position), ()):
            if known == position:
                return place
        return None

    def __len__(self):
        return len(self.moves)


class Session:
    """One puzzle being played; see the module's notes."""

    def __init__(self, rand=None):
        self.rand = rand or (lambda n: 0)  # a random int in 0..n-1 (Shuffle, New game)
        self.family = ""
        self.view = None
        self.position = None
        self.ui = {}                # the view's marks: selection, cursor, hints...
        self.board_width = 0        # the front end's board box, CSS px (0: unknown); see board_ui
        self.history = []
        self.future = []
        # Lines kept as something ``word`` words (a message dict, a string, a function), so
        # they follow a change of language: read them with message_text(), status(),
        # progress_text(), progress_details().
        self.message = ""           # what the last action said; cleared by the next one
        self.note = ""              # a solver's answer for this position, until it changes
        self.progress = ""          # the solver's progress line, in plain words
        self.progress_detail = ""   # its internals (phase, depth; a search's cost), for Details
        self.solution = None
        self.at = None              # (next move, jumps of it played) on the solution, or None
        self.solution_serial = 0    # changes whenever another solution is listed
        self.playing = False        # Play all under way (paused = False)
        self.speed = "normal"
        self.analysis = None        # (variant id, result) of the last whole-puzzle sweep
        self.search = None          # the request under way: {"id", "game", "kind"}
        self.searched_position = None
        self.searches = 0
        self.turn = 0               # changes with every change of position
        self.announced = None       # the computer's move on show before it plays it
        self.background = None      # the verdict's search under way: {"id", "game", "kind"}
        self.verdicts = {}          # game id -> the hint search's answer (the verdict's base)
        self.search_kind_done = ""  # the kind of the search answered last
        self.hint_level = 1         # what the Hint under way shows: 1 one best move, 2 every move
        # Motion (the view's ``motion`` hook): the last change of position, its motion worked
        # out when first drawn, and a serial the front end animates once per change.
        self.motion_serial = 0
        self._moved = None          # (before, after, the marks drawn before) of the last change
        self._drawn_lines = None    # (position, view hook, (language, marks), lines): board_lines'
        self._motion = None
        self.celebrate = False      # that change won the game, played by the player
        # The win line: how this game (this start, ``restart()``) was played.
        self.game = None
        self.hints_used = 0
        self.solver_help = False    # a solver's solution was shown for this game
        self.finished_by = None     # who played the move that won: "player", "solution", None
        self.dragged = None         # (cell, ui before the drag) while a piece is dragged
        # New game and the daily puzzle (issue 22): a deal is a search that answers a game id.
        self.daily_date = None      # the date of the daily puzzle being dealt or played
        self.daily_game = None      # the daily puzzle's start (its game id), once dealt
        self.dealt = None           # (the dealt start's game id, its optimum) for the score line

    # --- hooks: the one place a view's optional parts are looked up ---------------------
    def _hook(self, name, default=None):
        if name not in HOOKS:
            raise KeyError("undocumented view hook " + name)
        return getattr(self.view, name, default)

    # --- loading -------------------------------------------------------------------------
    def load(self, game_id):
        """Start the game ``game_id`` names (a link, the menu). A bad id says why, in
        ``message``, and the default position of the puzzle it names is shown, or the default
        puzzle when its family or variant is bad (``fallback_game``)."""
        self._stop()
        self.message = ""
        try:
            family, position = registry.parse(game_id)
        except GameIdError as error:
            fallback = fallback_game(game_id)
            if fallback == registry.DEFAULT_GAME:
                self.message = message("Bad link: {why}. Showing the default puzzle.", why=reason(error))
            else:
                self.message = message("Bad link: {why}. Showing this puzzle's default position.",
                                       why=reason(error))
            family, position = registry.parse(fallback)
        self.cancel_search(quietly=True)
        self.family = family
        self.view = registry.view(family)
        self.position = position
        self.history, self.future = [], []
        self.ui = {}
        self.note = ""
        self.progress = self.progress_detail = ""
        self.announced = None
        self.turn += 1
        self.verdicts = {}
        self._new_game(position)
        self._moved, self._motion, self.celebrate = None, None, False
        self.motion_serial += 1
        self._set_solution(None)
        self._ask_verdict()

    def _new_game(self, position):
        """Another game (loaded, dealt, chosen): the win line counts afresh."""
        self.game = position.restart()
        self.hints_used = 0
        self.solver_help = False
        self.finished_by = None

    def open_link(self, fragment):
        """Load the game a link's fragment names (percent-encoded; empty: the default)."""
        try:
            game_id = decode_fragment(fragment) or registry.DEFAULT_GAME
        except GameIdError as error:
            self.load(registry.DEFAULT_GAME)
            self.message = message("Bad link: {why}. Showing the default puzzle.", why=reason(error))
            return
        self.load(game_id)

    def game_id(self):
        return self.position.game_id()

    def variant_id(self):
        """The puzzle without its position: the menu entry, the scope of an analysis."""
        return join_game_id(self.family, split_game_id(self.game_id())[1], [])

    # --- moves ---------------------------------------------------------------------------
    def _go(self, position, record=True, by=None, ui=None):
        """Make ``position`` current (remembered for Undo when ``record``); False if it is
        already. Every change of position passes here. ``by``: who played it ("player",
        "solution", "computer"; None: Undo, Redo, a setting); ``ui``: the marks on the board
        before, when they are gone already (for the motion)."""
        if position == self.position:
            return False
        before = self.position
        if record:
            self.history.append(before)
            self.future = []
        self.position = position
        self._moved = (before, position, self.ui if ui is None else ui)
        self._motion = None
        self.motion_serial += 1
        if position.restart() != self.game:
            self._new_game(position)
        won = position.is_won() and not before.is_won()
        self.celebrate = won and by in ("player", "computer")
        if won and by is not None:
            self.finished_by = by
        self.turn += 1
        self.note = ""
        self.announced = None
        for key in HINT_KEYS:  # hints belong to the position they were asked for
            self.ui.pop(key, None)
        self._locate()
        self._ask_verdict()
        return True

    def _fresh_ui(self, marks=None):
        """A ui without marks, keeping the view's lasting settings (``KEEP_UI``)."""
        ui = {}
        for key in self._hook("KEEP_UI", ()):
            if key in self.ui:
                ui[key] = self.ui[key]
        if marks:
            ui.update(marks)
        return ui

    def _stop(self):
        """Every action of the player begins here: Play all stops, the last message goes."""
        self.playing = False
        self.message = ""

    def click(self, cell):
        """A click or tap on the board's ``cell``."""
        self._stop()
        self._apply(self.view.click, cell)

    def drag(self, cell, target=None):
        """A piece dragged on the board (a pointer pressed on it and moved): ``target`` None
        when the drag starts, else the cell it is dropped on (-1: off the board).

        The drag is the clicks a player would make, named by the view's ``drag`` hook: at its
        start the piece is picked up as a click on it would (the places it can go are
        marked); a drop where it can go makes the rest of the move's clicks, so Undo, hints
        and a solution being followed see the same moves. A drop anywhere else puts it back:
        the position unchanged, the marks as before the drag, the message saying why. True
        when the drag was taken (a piece picked up, a move played)."""
        drag = self._hook("drag")
        if drag is None:
            return False
        if target is None:
            cells, _ = drag(self.position, dict(self.ui), cell, None)
            if cells is None:
                self.dragged = None
                return False
            self._stop()
            self.dragged = (cell, dict(self.ui))
            for each in cells:
                self.click(each)
            return True
        self._stop()
        before, self.dragged = self.dragged, None
        cells, why = drag(self.position, dict(self.ui), cell, target)
        if cells is None:  # put back
            if before is not None and before[0] == cell:
                self.ui = before[1]
            self.message = why or message("Dropped off the board: put back.")
            return False
        for each in cells:
            self.click(each)
        return True

    def swipe(self, dx, dy):
        """A swipe on the board along (dx, dy) (screen axes): what the arrow key that way does
        where an arrow plays a move (sliding puzzles slide the tile that moves that way);
        nothing elsewhere. True when it did something."""
        arrow = self._hook("arrow")
        if arrow is None:
            return False
        self._stop()
        self._apply(arrow, dx, dy)
        return True

    def rest(self):
        """The pointer left the board (or a touch rested): a view may lay the board out again
        now that nothing points at it (the peg editor fits its grid to the drawing). True
        when it did."""
        settle = self._hook("settle")
        if settle is None:
            return False
        ui = settle(self.position, dict(self.ui))
        if ui == self.ui:
            return False
        self.ui = ui
        return True

    def _apply(self, handler, *args, by="player"):
        """Run a view handler returning ``(position, ui, message)`` on the position."""
        before = self.ui
        try:
            position, ui, text = handler(self.position, dict(self.ui), *args)
        except ValueError as error:
            position, ui, text = self.position, self.ui, reason(error)
        self.ui = ui
        self._go(position, by=by, ui=before)
        self.message = text

    def key(self, key):
        """A key on the board (``event.key`` names); True when it did something."""
        if key in ARROWS:
            self._stop()
            dx, dy = ARROWS[key]
            arrow = self._hook("arrow")
            if arrow is not None:  # sliding puzzles: the arrow slides a tile
                self._apply(arrow, dx, dy)
            else:
                self.ui = self.view.move_cursor(self.position, dict(self.ui), dx, dy)
            return True
        if key in ("Enter", " "):
            cursor = self.ui.get("cursor", -1)
            if cursor >= 0:
                self.click(cursor)
            return True
        if key == "Escape":
            self._stop()
            self.ui = self._fresh_ui({"cursor": self.ui.get("cursor", -1)})
            return True
        return False

    def undo(self):
        if not self.history:
            return
        self._stop()
        self.future.append(self.position)
        position = self.history.pop()
        # Against the computer, go back to the player's own turn.
        computer_move = self._hook("computer_move")
        while computer_move is not None and computer_move(position) is not None and self.history:
            self.future.append(position)
            position = self.history.pop()
        self._go(position, record=False)
        self.ui = self._fresh_ui()

    def redo(self):
        if not self.future:
            return
        self._stop()
        self.history.append(self.position)
        self._go(self.future.pop(), record=False)
        self.ui = self._fresh_ui()

    def restart(self):
        """Back to the start of this game (Undo brings the moves back)."""
        self._stop()
        self._go(self.position.restart())
        self.ui = self._fresh_ui()

    def choose(self, key, value):
        """A setting changed (an option's game-id key): the game it names, as a move, so
        Undo brings the game before back. A value that is not one of the option's choices
        (a tampered select) is refused with a message before any family reads it."""
        self._stop()
        offered = None
        for option in self.view.options(self.position):
            if option["key"] == key:
                offered = [choice for choice, _ in option["choices"]]
        if offered is None or value not in offered:
            self.message = message("That setting is not one of the choices: {value}.",
                                   value=shorten(value))
            return
        choose = self._hook("choose")
        if choose is not None:  # the family builds the new game id itself (knight: board size)
            game_id = choose(self.position, key, value)
        else:
            pairs = []
            for option in self.view.options(self.position):
                current = value if option["key"] == key else option["value"]
                if current != "":
                    pairs.append((option["key"], current))
            game_id = join_game_id(self.family, split_game_id(self.game_id())[1], pairs)
        try:
            family, position = registry.parse(game_id)
        except GameIdError as error:
            self.message = message("That setting does not fit: {why}.", why=reason(error))
            return
        if family == self.family and self._go(position):
            self.ui = self._fresh_ui()

    def act(self, name, text=None):
        """A button of the family's (``actions()``): a search, or an action on the page;
        ``text`` is what was typed in the box of an action with ``input`` (``act_input``)."""
        self._stop()
        for action in self.view.actions(self.position):
            if action["id"] == name and "search" in action:
                kind = action["search"]
                if name == HINT_ACTION:
                    self.hints_used += 1
                known = self.verdicts.get(self.game_id())
                if kind == VERDICT_KIND:
                    # The first Hint shows one best move; Hint again, every move's number.
                    self.hint_level = 2 if self.ui.get("hint_level") else 1
                search = self.start_search(kind)
                if known is None:
                    return
                if kind == VERDICT_KIND:
                    self.search_done(search["id"], known)  # the background search answered it
                elif kind == "solve" and known.get("solve"):
                    # The hint search found the very answer Solve gives (an optimal solution
                    # where Solve finds one): no need to search again.
                    self.search_done(search["id"], known["solve"])
                    self.progress = message("Answered at once: the search behind the line under "
                                            "the board had found it.")
                return
        before = self.position
        if name == HINT_ACTION:  # a page action (Nim's Hint): counted as a hint too
            self.hints_used += 1
        if text is None:
            self._apply(self._hook("act"), name, self.rand, by=None)
        else:
            self._apply(self._hook("act_input"), name, text, by=None)
        if self.position.restart() != before.restart():
            # Another game (Shuffle, New game, an edited board): the old solution and any
            # search for the old game are void.
            self.cancel_search(quietly=True)
            self._set_solution(None)

    # --- New game, the daily puzzle, the score (issue 22) ----------------------------------
    def deal(self, difficulty):
        """New game: a game of this family (and board) dealt at ``difficulty`` (easy, medium,
        hard) by a search in the worker, graded by the solvers; the answer loads it."""
        self._stop()
        self.daily_date = None
        self.start_search(daily.deal_kind(difficulty, self.rand(daily.SEED_RANGE)))

    def open_daily(self, date):
        """The daily puzzle of ``date`` (YYYY-MM-DD, the front end's today): the day's start at
        once where it is dealt already (daily.start: no other game is ever shown first), else
        the date's game while its deal runs, then the dealt game."""
        known = daily.start(date)
        if known is not None:
            self.daily_date = date
            self._dealt({"dealt": known[0], "optimum": known[1]})
            return
        base, kind = daily.daily_kind(date)
        self.load(base)
        self.daily_date = date
        self.daily_game = None
        self.start_search(kind)

    def _dealt(self, result):
        date = self.daily_date
        self.load(result["dealt"])
        self.dealt = (self.game.game_id(), result.get("optimum"))
        if date is not None:
            self.daily_date = date
            self.daily_game = self.game.game_id()
            self.message = message("The daily puzzle of {date}.", date=date)
        else:
            name = DIFFICULTY_NAMES.get(result.get("difficulty"), "")
            self.message = message("A new game: {difficulty}.", difficulty=message(name))  # pass-through: DIFFICULTY_NAMES

    def is_daily(self):
        """The date when the game on show is the daily puzzle (from its start), else None."""
        if self.daily_date is not None and self.game is not None and self.game.game_id() == self.daily_game:
            return self.daily_date
        return None

    def score(self):
        """How this game ended, for the score line and the records: None while it is not won
        (or was only reached by Undo/Redo), else a plain dict: ``game`` (the start's game
        id), ``moves`` (None where the family counts none), ``fewest`` (None while not
        known), ``hints``, ``solver`` (the solver's solution was shown), ``solved`` (won by
        the player's own moves; False when Solve's playback finished it: shown, not
        solved), ``daily`` (the date, or None)."""
        if self.position is None or not self.position.is_won() or self.finished_by is None:
            return None
        moves_played = self._hook("moves_played")
        moves = moves_played(self.position) if moves_played is not None else None
        fewest = self.fewest_moves()
        if fewest is None and self.dealt is not None and self.dealt[0] == self.game.game_id():
            fewest = self.dealt[1]  # the deal's optimum while the verdict's search runs
        return {"game": self.game.game_id(), "moves": moves, "fewest": fewest, "hints": self.hints_used,
                "solver": self.solver_help, "solved": self.finished_by != "solution", "daily": self.is_daily()}

    # --- the computer's turn (Nim) ---------------------------------------------------------
    def computer_due(self):
        """The move the computer is to play now, or None."""
        computer_move = self._hook("computer_move")
        if computer_move is None or self.position.is_over():
            return None
        return computer_move(self.position)

    def announce_computer(self):
        """Show the computer's coming move; returns the turn that ``play_computer`` needs."""
        move = self.computer_due()
        if move is not None:
            self.announced = move
            self.ui = self._fresh_ui({"hint": self.view.clicks(self.position, move)})
        return self.turn

    def play_computer(self, turn):
        """Play the announced move, unless the game changed meanwhile (Undo, another game)."""
        move = self.computer_due()
        if turn != self.turn or move is None or move != self.announced:
            return False
        text = self.view.describe_move(self.position, move)
        self._go(self.view.play(self.position, move), by="computer")
        self.ui = self._fresh_ui()
        self.message = message("The computer took {move}.", move=text)
        return True

    # --- solutions -----------------------------------------------------------------------
    def _set_solution(self, solution):
        self.solution = solution
        self.solution_serial += 1
        self.playing = False
        self._locate()

    def lab_solution(self, game_id, moves, text):
        """A solution the Lab found for ``game_id`` (checked there move by move with the
        rules), put on the board as Solve's answer is, if the board still shows that position;
        ``text`` words the answer (a message or a function). False when the position changed."""
        if game_id != self.game_id():
            return False
        self._set_solution(Solution(self.view, self._hook("steps"), self.position, moves, text))
        self.note = text
        return True

    def _locate(self):
        """Where the board is on the solution (it stays listed when the board leaves it)."""
        self.at = self.solution.place(self.position) if self.solution else None

    def next_move(self):
        """The index of the solution's next move, or None (off the solution, or at its end)."""
        if self.at is None or self.at[0] >= len(self.solution):
            return None
        return self.at[0]

    def step(self):
        """Play the rest of the solution's next move; False when there is none."""
        index = self.next_move()
        if index is None:
            return False
        self._go(self.solution.ends[index + 1], by="solution")
        self.ui = self._fresh_ui()
        return True

    def step_forward(self):
        """The Step button: one move, and Play all stops."""
        self._stop()
        self.step()

    def step_back(self):
        self.undo()

    def play_all(self):
        """Play all, or pause it when it is playing."""
        playing = self.playing
        self._stop()
        self.playing = not playing and self.next_move() is not None

    def play_tick(self):
        """One move of Play all; returns the pause before the next in ms, or None at the end."""
        if not self.playing or not self.step():
            self.playing = False
            return None
        if self.next_move() is None:
            self.playing = False
            return None
        return self.pause_ms()

    def pause_ms(self):
        for name, _, ms in SPEEDS:
            if name == self.speed:
                if ms is None:
                    return min(NORMAL_MS, max(10, PLAY_ALL_MS // max(1, len(self.solution or ()))))
                return ms
        return NORMAL_MS

    def set_speed(self, name):
        if name in [speed[0] for speed in SPEEDS]:
            self.speed = name

    def to_end(self):
        """Play the rest of the solution at once (each move can be undone)."""
        self._stop()
        while self.step():
            pass

    def solution_items(self):
        """``(labels, moves played)``: the solution's moves as the board names them, and how
        many of them the board has played (-1 when it is off the solution)."""
        if self.solution is None:
            return [], -1
        return self.solution.labels, -1 if self.at is None else self.at[0]

    def solution_title(self):
        count = len(self.solution) if self.solution else 0
        return tr("Solution: {count} {noun}", count=count, noun=self._moves_noun(count))

    # --- searches ------------------------------------------------------------------------
    def start_search(self, kind):
        """Ask for a search of ``kind`` on the position; it replaces any search under way."""
        self.searches += 1
        self.search = {"id": self.searches, "game": self.game_id(), "kind": kind}
        self.searched_position = self.position
        self.progress = self.progress_detail = ""
        self.note = ""
        return self.search

    def cancel_search(self, quietly=False):
        if self.search is None:
            return
        self.search = None
        self.progress = self.progress_detail = ""
        if not quietly:
            self._stop()
            self.note = message("Search cancelled.")

    def _current(self, search_id):
        return self.search is not None and self.search["id"] == search_id

    def search_progress(self, search_id, progress):
        if self._current(search_id):
            phase = progress.get("phase") or message("searching")
            if not isinstance(phase, dict):  # a solver's own phase name, worded if known
                phase = message(str(phase))  # pass-through: the solvers' phase names
            positions = grouped(progress.get("positions", 0))
            self.progress = message("Searching: {positions} positions, {seconds} s", positions=positions,
                                    seconds="%d" % progress.get("elapsed", 0))
            self.progress_detail = message("{phase}: {positions} positions searched, depth {depth}, {seconds} s",
                                           phase=phase, positions=positions, depth=progress.get("depth", 0),
                                           seconds="%.1f" % progress.get("elapsed", 0))

    def search_failed(self, search_id, text):
        if self._current(search_id):
            self.search = None
            self.progress = self.progress_detail = ""
            self.note = message("No answer: {why}", why=text)

    def search_done(self, search_id, result):
        """The answer to request ``search_id``; dropped unless it is the search under way."""
        if not self._current(search_id):
            return
        self.search_kind_done = self.search["kind"]
        self.search = None
        asked = self.searched_position
        searched = result.get("positions")  # a count here; an analysis lists positions instead
        seconds = "%.3f" % result.get("elapsed", 0)
        self.progress = ""  # what the search cost is a detail, shown under Details only
        if isinstance(searched, int):
            self.progress_detail = message("{positions} positions, {seconds} s in the solver",
                                           positions=grouped(searched), seconds=seconds)
        else:
            self.progress_detail = message("{seconds} s in the solver", seconds=seconds)
        if "dealt" in result:  # New game or the daily puzzle: a normal game id
            self._dealt(result)
            return
        here = asked == self.position
        view = self.view
        # The answer is kept as a function that words it, so it follows a change of language.
        if "hints" in result:
            if self.search_kind_done == VERDICT_KIND:
                self.verdicts[asked.game_id()] = result
            level = self.hint_level
            text = lambda: self._hint_text(view, asked, result, level)
            if here:
                self._show_hints(result, level)
        else:
            text = lambda: say(view.result_text(result))
        if result.get("note"):  # why the answer came the way it did (a data file unread)
            answer = text
            text = lambda: answer() + " " + say(result["note"])
        if result.get("analysis"):
            self.analysis = (self.variant_id(), result)
        if result.get("solvable") is False:
            self._set_solution(None)
        elif result.get("solution") and "hints" not in result:
            self._set_solution(Solution(self.view, self._hook("steps"), asked, result["solution"], text))
            self.solver_help = True  # the win line says so
        if here:
            self.note = text
        else:
            self.note = lambda: tr("For the position you asked about: {answer}", answer=text())

    def _show_hints(self, result, level):
        """Put a hint search's answer on the board: one best move (level 1: an arrow), or
        every move's number (level 2, the marks of level 1 on this position kept otherwise:
        a peg picked up stays picked)."""
        example = result.get("example")  # a move known to keep the win, values unknown
        if level == 2:
            ui = dict(self.ui) if self.ui.get("hint_level") else self._fresh_ui()
            for key in HINT_KEYS + ("hint",):
                ui.pop(key, None)
            ui.update({"hint_level": 2, "hints": result["hints"], "dead": result.get("dead", [])})
            if example:
                ui["hint"] = self.view.clicks(self.position, example)
            self.ui = ui
            return
        marks = {"hint_level": 1}
        shown = best_move(result["hints"], result.get("dead") or ())
        if shown is not None:
            marks["hint_move"] = [shown[0], shown[1], shown[1]]
        elif example:
            marks["hint_move"] = [example, None, None]
        self.ui = self._fresh_ui(marks)

    # --- the verdict: can the position still be won? ----------------------------------------
    def _ask_verdict(self):
        """After every change of position, ask in the background whether it can still be won
        (the family's hint search, run by whoever runs searches when no other search waits),
        unless the game is over, the family has no such search, or the answer is known."""
        self.background = None
        position = self.position
        if position is not None and position.is_won():
            # Won: the start's verdict gives the fewest moves, for the win line.
            position = self.game
        if position is None or position.status_text() or position.game_id() in self.verdicts:
            return
        kinds = [action.get("search") for action in self.view.actions(position)]
        if VERDICT_KIND in kinds:
            self.searches += 1
            self.background = {"id": self.searches, "game": position.game_id(), "kind": VERDICT_KIND}

    def background_done(self, search_id, result):
        """The background search's answer; kept for the position it was asked for."""
        if self.background is not None and self.background["id"] == search_id:
            if len(self.verdicts) >= VERDICTS_KEPT:
                self.verdicts = {}
            self.verdicts[self.background["game"]] = result
            self.background = None

    def background_failed(self, search_id):
        """The background search could not answer (out of time, the solver stopped): the
        verdict stays unsaid, and is not asked again for that position (the same search
        would fail the same way); Hint still searches as long as it needs."""
        if self.background is not None and self.background["id"] == search_id:
            self.verdicts[self.background["game"]] = None
            self.background = None

    def verdict(self):
        """``(winnable, moves)``: whether the position can still be won and the fewest moves
        of the rest (None: not known), or None while not known."""
        return self._verdict_of(self.game_id())

    def _verdict_of(self, game_id):
        """``verdict()`` of the position ``game_id`` names, from its hint search's answer."""
        result = self.verdicts.get(game_id)
        if result is not None and result.get("winnable"):
            return True, None  # a solution was found, the fewest moves are not known
        if result is None or result.get("unknown") or not result.get("hints"):
            return None
        best = None
        for entry in result["hints"]:
            whole = solution_moves(entry)
            if whole is not None and (best is None or whole < best):
                best = whole
            elif whole is None and entry[1] is not None and best is None:
                best = -1  # winnable, length not known
        if best is not None:
            return True, (None if best < 0 else best)
        if len(result.get("dead") or ()) == len(result["hints"]):
            return False, None
        return None

    def verdict_text(self):
        """The line under the status: can this position still be won ("" while not known);
        once the game is won, the win line instead (``win_text``)."""
        if self.search is not None:
            return ""
        if self.position.is_won():
            return self.win_text()
        if self.position.status_text():
            return ""
        verdict = self.verdict()
        if verdict is None:
            return ""
        winnable, moves = verdict
        verdict_text = self._hook("verdict_text")
        if verdict_text is not None:  # the family's own words (knight: cells to visit)
            return verdict_text(winnable, moves)
        if not winnable:
            return tr("This position can no longer be won.")
        if moves is None:
            return tr("This position can still be won.")
        return tr("This position can still be won: {count} more {noun} at best.", count=moves,
                  noun=self._moves_noun(moves))

    def fewest_moves(self):
        """The fewest moves that win this game from its start, when known (the start's
        verdict, asked in the background once the game is won), else None."""
        if self.game is None:
            return None
        verdict = self._verdict_of(self.game.game_id())
        return verdict[1] if verdict is not None and verdict[0] else None

    def win_text(self):
        """The win line: the moves played against the fewest possible, and the help had
        (hints, the solver's solution); a game the solution's playback finished was shown,
        not solved. "" while the game is not won, or when there is nothing to say."""
        position = self.position
        if not position.is_won():
            return ""
        moves_played = self._hook("moves_played")
        moves = moves_played(position) if moves_played is not None else None
        noun = self._moves_noun(moves) if moves is not None else ""
        if self.finished_by == "solution":
            if moves is None:
                return tr("Shown by the solver, not solved by you.")
            return tr("Shown by the solver in {moves} {noun}, not solved by you.", moves=moves, noun=noun)
        if self.finished_by is None:  # loaded won, or reached by Undo or Redo only
            return ""
        helped = self._help_words()
        if moves is None:
            return tr("Solved{help}.", help=helped) if helped else ""
        fewest = self.fewest_moves()
        if fewest is not None and fewest <= moves:
            if fewest == moves:
                return tr("Solved in {moves} {noun}{help}: the fewest possible!", moves=moves, noun=noun, help=helped)
            return tr("Solved in {moves} {noun}{help}. The fewest possible is {fewest}.", moves=moves, noun=noun,
                      help=helped, fewest=fewest)
        if self.background is not None and self.background["game"] == self.game.game_id():
            return tr("Solved in {moves} {noun}{help}. Looking for the fewest possible…", moves=moves, noun=noun,
                      help=helped)
        return tr("Solved in {moves} {noun}{help}.", moves=moves, noun=noun, help=helped)

    def _help_words(self):
        """" with 2 hints", " with the solver's help"...: the help had in this game, worded."""
        hints = self.hints_used
        if self.solver_help:
            if not hints:
                return tr(" with the solver's help")
            if hints == 1:
                return tr(" with 1 hint and the solver's help")
            return tr(" with {count} hints and the solver's help", count=hints)
        if not hints:
            return ""
        if hints == 1:
            return tr(" with 1 hint")
        return tr(" with {count} hints", count=hints)

    def moves_noun(self, count):
        """"move"/"moves" (or the family's MOVE_NAME) for ``count`` of them, worded."""
        return self._moves_noun(count)

    def _moves_noun(self, count):
        """"move"/"moves" (or the family's MOVE_NAME) for ``count`` of them, worded."""
        name = self._hook("MOVE_NAME", "move")
        noun = name if count == 1 else name + "s"
        worded = tr(noun)  # pass-through: MOVE_NOUNS, or the family's MOVE_NAME
        if worded == noun and count != 1 and language() != "en":
            worded = tr(name)  # pass-through: a language without plurals has the singular only
        return worded

    def _hint_text(self, view, position, result, level=2):
        """The status line for a hint search's answer, shown at ``level`` (see act)."""
        hints = result["hints"]
        if result.get("unknown") and result.get("example"):
            return tr("No exact hint here ({why}), but this position can still be won: a quick "
                      "search found a solution that starts with {move}.", why=say(result["unknown"]),
                      move=view.describe_move(position, result["example"]))
        if result.get("unknown"):
            return tr("No hint here: {why}.", why=say(result["unknown"]))
        shown = best_move(hints, result.get("dead") or ())
        if shown is None:
            dead = result.get("dead") or ()
            if [entry for entry in hints if entry[0] not in dead]:
                return tr("Hint: no move is known to reach the goal from here yet (?: not decided).")
            if result.get("reason"):
                return tr("Hint: no move leads to the goal from here ({why}).", why=say(result["reason"]))
            return tr("Hint: no move leads to the goal from here.")
        move, count = view.describe_move(position, shown[0]), shown[1]
        if level == 1:
            return tr("Hint: the arrow on the board shows a best move, {move}: {count} {noun} to go. "
                      "Hint again numbers every move.", move=move, count=count, noun=self._moves_noun(count))
        return tr("Hints on the board: the number on each move is the fewest {noun} to the goal with it; "
                  "best: {move} ({count}).", noun=self._moves_noun(2), move=move, count=count)

    # --- what a front end shows ----------------------------------------------------------
    def board_ui(self):
        """The marks to draw: the view's own, and the solution's next move when on it; and
        ``board_width`` when the front end has set it (a view may lay out for a phone)."""
        ui = dict(self.ui)
        if self.board_width:
            ui["board_width"] = self.board_width
        motion = self.motion()
        if motion:
            ui["motion"] = motion
        index = self.next_move()
        if index is not None and "hint" not in ui:  # with hints on show too
            cells = self.view.clicks(self.position, self.solution.moves[index])
            ui["hint"] = cells[self.at[1]:]
        return ui

    def motion(self):
        """What moved in the last change of position (the view's ``motion`` hook: a list of
        plain dicts, see puzzles.motion), worked out once, when first drawn; [] without one."""
        if self._moved is None or self._moved[1] is not self.position:
            return []
        if self._motion is None:
            hook = self._hook("motion")
            before, after, ui = self._moved
            if self.board_width:  # a view may lay out for the board's width, motion too
                ui = dict(ui, board_width=self.board_width)
            self._motion = list(hook(before, after, ui)) if hook is not None else []
        return self._motion

    def motion_cue(self):
        """``(serial, ms, celebrate)`` for the front end after it draws the board: animate the
        board's marked elements for ``ms`` when ``serial`` changed since it last did (a new
        move cuts a running one short), and celebrate a game just won by the player."""
        ms = MOTION_MS
        if self.playing:
            ms = min(MOTION_MS, max(MOTION_FASTEST_MS, self.pause_ms()))
        return self.motion_serial, ms, self.celebrate

    def board(self):
        """The board as SVG text."""
        return self.view.render(self.position, self.board_ui())

    def board_lines(self):
        """The board as a list of SVG lines, one element each (the root's tag first, its
        end last), when the view draws that way (``render_lines``); else None. The same
        list again while nothing drawn changed: views are pure functions of the position,
        the marks and the language, so a press that changes none of them (Play all, Pause)
        costs no drawing, even on a 50x50 knight's board."""
        render_lines = self._hook("render_lines")
        if render_lines is None:
            return None
        ui = self.board_ui()
        key = (language(), repr(ui))  # as text: a mark changed in place changes it too
        drawn = self._drawn_lines
        if drawn is not None and drawn[0] is self.position and drawn[1] is render_lines and drawn[2] == key:
            return drawn[3]
        lines = render_lines(self.position, ui)
        self._drawn_lines = (self.position, render_lines, key, lines)
        return lines

    def status(self):
        """The status line: a search, what an editor on does (``edit_prompt``), the game's
        end, the computer, a solver's answer, the solution being followed, else what to do
        (``ui_prompt`` for the marks on show, a peg picked up; else ``prompt``)."""
        if self.search is not None:
            return tr("Searching…")
        edit_prompt = self._hook("edit_prompt")
        editing = edit_prompt(self.position, self.ui) if edit_prompt is not None else ""
        if editing:  # an editor is on: what a click does there
            return say(editing)
        ended = self.position.status_text()
        if ended:
            return say(ended)
        if self.announced is not None:
            return tr("The computer takes {move}…", move=self.view.describe_move(self.position, self.announced))
        if self.note:
            return word(self.note)
        if self.solution is not None:
            if self.at is None:
                return tr("You left the solution; Undo goes back to it.")
            if self.at == (0, 0):
                return word(self.solution.text)
            return tr("Following the solution: {played} of {total} moves played.",
                      played=self.at[0], total=len(self.solution))
        ui_prompt = self._hook("ui_prompt")
        asked = ui_prompt(self.position, self.ui) if ui_prompt is not None else ""
        return say(asked or self.view.prompt(self.position))

    def reword(self):
        """The language changed: name the solution's moves again (everything else is worded
        when it is read)."""
        if self.solution is not None:
            solution = self.solution
            solution.labels = [self.view.describe_move(solution.ends[index], move)
                               for index, move in enumerate(solution.moves)]
            self.solution_serial += 1

    def message_text(self):
        """What the last action said, in the page's language ("" when nothing)."""
        return word(self.message)

    def progress_text(self):
        """The solver's progress line in plain words ("Searching: 311,009 positions, 12 s"),
        in the page's language; "" when no search runs."""
        return word(self.progress)

    def progress_details(self):
        """The solver's internals, for a Details disclosure: the search's phase, positions
        and depth while it runs, what the last search cost after it; "" when none."""
        return word(self.progress_detail)

    def legend(self):
        """A key to the marks on the board, when they need one."""
        if not self.ui.get("hints"):
            return ""
        return tr(self._hook("HINT_LEGEND", HINT_LEGEND))  # pass-through: HINT_LEGEND, the family's

    def counters(self):
        return self.view.counters(self.position)

    def options(self):
        return self.view.options(self.position)

    def actions(self):
        """The family's buttons; a toggle (Edit board, Hole numbers...) carries ``pressed``,
        True or False, from the view's ``toggles`` hook."""
        actions = self.view.actions(self.position)
        toggles = self._hook("toggles")
        if toggles is None:
            return actions
        pressed = toggles(self.position, self.ui)
        result = []
        for action in actions:
            if action["id"] in pressed:
                action = dict(action)
                action["pressed"] = bool(pressed[action["id"]])
            result.append(action)
        return result

    def can_undo(self):
        return bool(self.history)

    def can_redo(self):
        return bool(self.future)

    def can_restart(self):
        return self.position != self.position.restart()

    def can_step(self):
        return self.next_move() is not None

    def analysis_parts(self):
        """What the analysis on show draws: "chart" (the histogram), "graph" (a state graph)."""
        if self.analysis is None:
            return []
        parts = ["chart"] if "histogram" in self.analysis[1] else []
        if self._hook("render_analysis") is not None:
            parts.append("graph")
        return parts

    def analysis_view(self):
        """``(summary, svg, hardest)`` of this puzzle's sweep, or None; ``hardest`` lists
        ``(game id, small picture or "")``, a picture for the first PICTURES of them."""
        if self.analysis is None or self.analysis[0] != self.variant_id():
            return None
        result = self.analysis[1]
        if "histogram" in result:
            summary = tr("{states} states; the hardest need {distance} moves ({count} positions).",
                         states=result["states"], distance=result["distance"], count=result["count"])
            svg = chart_svg.histogram(result["histogram"])
        else:
            summary, svg = tr("{states} states.", states=result.get("states", 0)), ""
        render_analysis = self._hook("render_analysis")
        if render_analysis is not None:
            svg += render_analysis(result)
        hardest = []
        for index, game_id in enumerate(result.get("positions") or []):
            picture = ""
            if index < PICTURES:
                try:
                    picture = self.view.render(registry.parse(game_id)[1], {})
                except GameIdError:
                    pass
            hardest.append((game_id, picture))
        return summary, svg, hardest
