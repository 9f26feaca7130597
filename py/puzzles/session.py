"""The game session (the midend): one puzzle being played, apart from any page.

After Simon Tatham's midend: the session owns the position, undo/redo, the solution being
followed or played out, the hints on show, the computer's turn, the searches asked of the
solver, and every line of status text. A front end (``py/app/main.py``, or a test) calls the
operations below, then draws what the session says: ``board()``, ``status()``, ``message``,
``progress``, ``counters()``, ``options()``, ``actions()``, ``solution_items()``...

``Session`` itself is thin: it holds the position, the marks on the board and the lines to
show, moves the board (``_go``: every change of position passes there) and hands the rest to
its parts, one job each, in modules of their own. Each part keeps its state in an object of its
own, and its operations are functions of the session bound here as methods:
- puzzles.session_history: Undo and Redo (``timeline``);
- puzzles.session_playback: the solution on show, Step, Play all, the computer's turn (``playback``);
- puzzles.session_searches: the searches asked of the solver, the background verdicts (``searches``);
- puzzles.session_score: the game's hints and help, New game and the daily puzzle (``tally``);
- puzzles.session_board: the last change's motion and the board's lines (``animation``, ``drawn``);
- puzzles.session_input: keys, drags, swipes, the family's buttons and settings;
- puzzles.session_words: every line of text.
It never looks inside a family: everything goes through the family's view, whose functions and
optional hooks are those of the view protocol (puzzles.view_protocol: a hook the view leaves
out has its default there).

Searches run elsewhere (the page's worker, or the CLI's JobRunner): ``act`` or
``start_search`` sets ``search`` to a request, whoever runs searches runs it and answers with
``search_progress``/``search_done``/``search_failed`` and the request's ``id``. An answer for
a request that is no longer ``search`` (cancelled, replaced, another puzzle loaded) is
dropped, so a result always belongs to the position it was asked for.

Pure Python; runs on MicroPython (the page) and CPython (tests). Imports nothing of a browser.
"""

from puzzles import registry, session_board as drawing, session_input as player, session_playback as stepping
from puzzles import session_score as scoring, session_searches as searching, session_words as wording
from puzzles.gameid import GameIdError, decode_fragment, join_game_id, split_game_id
# Names the page and the tests import from here (the parts' own, re-exported).
from puzzles.session_board import MOTION_FASTEST_MS, MOTION_MS, Lines, Motion  # noqa: F401
from puzzles.session_history import History
from puzzles.session_playback import NORMAL_MS, PLAY_ALL_MS, SPEEDS, Playback  # noqa: F401
from puzzles.session_score import Score
from puzzles.session_searches import HINT_KEYS, VERDICT_BUDGET_MS, VERDICT_KIND, Searches  # noqa: F401
from puzzles.session_words import grouped  # noqa: F401
from puzzles.view_protocol import HINT_LEGEND, HOOKS, hook  # noqa: F401
from puzzles.words import message, reason

COMPUTER_PAUSE_MS = 700


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


class Session:
    """One puzzle being played; see the module's notes."""

    # The parts' state a front end reads, by the names it has always had.
    history = property(lambda self: self.timeline.past)
    search = property(lambda self: self.searches.request)
    background = property(lambda self: self.searches.background)
    analysis = property(lambda self: self.searches.analysis)
    verdicts = property(lambda self: self.searches.verdicts)
    solution = property(lambda self: self.playback.solution)
    solution_serial = property(lambda self: self.playback.serial)
    at = property(lambda self: self.playback.at)
    playing = property(lambda self: self.playback.playing)
    speed = property(lambda self: self.playback.speed)
    game = property(lambda self: self.tally.game)
    hints_used = property(lambda self: self.tally.hints_used)
    solver_help = property(lambda self: self.tally.solver_help)

    # The parts' operations, bound as methods (each a function of the session in its module).
    key, drag, swipe, rest = player.key, player.drag, player.swipe, player.rest
    act, choose, actions = player.act, player.choose, player.actions
    lab_solution, step, step_forward = stepping.lab_solution, stepping.step, stepping.step_forward
    play_all, play_tick, to_end = stepping.play_all, stepping.play_tick, stepping.to_end
    step_back, next_move, can_step = stepping.step_back, stepping.next_move, stepping.can_step
    pause_ms, set_speed, solution_items = stepping.pause_ms, stepping.set_speed, stepping.solution_items
    computer_due, announce_computer = stepping.computer_due, stepping.announce_computer
    play_computer = stepping.play_computer
    start_search, cancel_search, search_done = searching.start_search, searching.cancel_search, searching.search_done
    search_progress, search_failed, verdict = searching.search_progress, searching.search_failed, searching.verdict
    background_done, background_failed = searching.background_done, searching.background_failed
    _ask_verdict = searching.ask_verdict
    deal, open_daily, _dealt, is_daily = scoring.deal, scoring.open_daily, scoring.dealt, scoring.is_daily
    score, fewest_moves = scoring.score, scoring.fewest_moves
    board_ui, motion, motion_cue = drawing.board_ui, drawing.motion, drawing.motion_cue
    board, board_lines = drawing.board, drawing.board_lines
    # Every line of text (puzzles.session_words).
    status, verdict_text, win_text = wording.status, wording.verdict_text, wording.win_text
    verdict_waiting_text = wording.verdict_waiting_text
    solution_title, legend, message_text = wording.solution_title, wording.legend, wording.message_text
    progress_text, progress_details = wording.progress_text, wording.progress_details
    analysis_parts, analysis_view = wording.analysis_parts, wording.analysis_view

    def __init__(self, rand=None):
        self.rand = rand or (lambda n: 0)  # a random int in 0..n-1 (Shuffle, New game)
        self.family = ""
        self.view = None            # the family's view module (puzzles.view_protocol)
        self.position = None
        self.ui = {}                # the view's marks: selection, cursor, hints...
        self.board_width = 0        # the front end's board box, CSS px (0: unknown); see board_ui
        # Lines kept as something ``word`` words (a message dict, a string, a function), so
        # they follow a change of language (puzzles.session_words).
        self.message = ""           # what the last action said; cleared by the next one
        self.note = ""              # a solver's answer for this position, until it changes
        self.progress = ""          # the solver's progress line, in plain words
        self.progress_detail = ""   # its internals (phase, depth; a search's cost), for Details
        self.turn = 0               # changes with every change of position
        self.announced = None       # the computer's move on show before it plays it
        self.said = (0, "")         # (turn, the last change of position in words): announced once
        self.dragged = None         # (cell, ui before the drag) while a piece is dragged
        self.timeline, self.playback, self.searches = History(), Playback(), Searches()
        self.tally, self.animation, self.drawn = Score(), Motion(), Lines()

    def _hook(self, name, default=None):
        """The view's optional hook ``name``, or ``default`` where it has none (view_protocol.hook)."""
        return hook(self.view, name, default)

    # --- loading -------------------------------------------------------------------------
    def load(self, game_id):
        """Start the game ``game_id`` names (a link, the menu). A bad id says why, in
        ``message``, and the default position of the puzzle it names is shown, or the default
        puzzle when its family or variant is bad (``fallback_game``)."""
        self._stop()
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
        self.searches.cancel()
        self.family, self.view, self.position = family, registry.view(family), position
        self.timeline.clear()
        self.ui = {}
        self.note = self.progress = self.progress_detail = ""
        self.announced = None
        self.turn += 1
        self.searches.verdicts = {}
        self.tally.new_game(position.restart())
        self.animation.reset()
        self.playback.show(None, position)
        self._ask_verdict()

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
            self.timeline.record(before)
        self.position = position
        won = position.is_won() and not before.is_won()
        self.animation.changed(before, position, self.ui if ui is None else ui, won and by in ("player", "computer"))
        self.tally.moved(position, won, by)
        self.turn += 1
        self.said = (self.turn, wording.move_words(self.view, before, position))
        self.note = ""
        self.announced = None
        for key in HINT_KEYS:  # hints belong to the position they were asked for
            self.ui.pop(key, None)
        self.playback.locate(position)
        self._ask_verdict()
        return True

    def _fresh_ui(self, marks=None):
        """A ui without marks, keeping the view's lasting settings (``KEEP_UI``)."""
        ui = {}
        for key in self.view.KEEP_UI:
            if key in self.ui:
                ui[key] = self.ui[key]
        if marks:
            ui.update(marks)
        return ui

    def _stop(self):
        """Every action of the player begins here: Play all stops, the last message goes."""
        self.playback.playing = False
        self.message = ""

    def click(self, cell):
        """A click or tap on the board's ``cell``."""
        self._stop()
        self._apply(self.view.click, cell)

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

    def undo(self):
        """Back one move; against the computer, back to the player's own turn."""
        if self.timeline.can_undo():
            self._stop()
            computer_move = self.view.computer_move
            self._go(self.timeline.undo(self.position, lambda position: computer_move(position) is not None),
                     record=False)
            self.ui = self._fresh_ui(self._cursor())

    def redo(self):
        if self.timeline.can_redo():
            self._stop()
            self._go(self.timeline.redo(self.position), record=False)
            self.ui = self._fresh_ui(self._cursor())

    def restart(self):
        """Back to the start of this game (Undo brings the moves back)."""
        self._stop()
        self._go(self.position.restart())
        self.ui = self._fresh_ui(self._cursor())

    def _cursor(self):
        """The keyboard's cursor, kept where it is through Undo, Redo and Restart (the same
        board: a keyboard player goes on from their cell, not from the first)."""
        return {"cursor": self.ui["cursor"]} if "cursor" in self.ui else None

    # --- what a front end shows ----------------------------------------------------------
    def moves_noun(self, count):
        """"move"/"moves" (or the family's MOVE_NAME) for ``count`` of them, worded."""
        return wording.moves_noun(self.view.MOVE_NAME, count)

    def reword(self):
        """The language changed: name the solution's moves again (everything else is worded
        when it is read)."""
        self.playback.relabel(self.view)

    def counters(self):
        return self.view.counters(self.position)

    def options(self):
        return self.view.options(self.position)

    def can_undo(self):
        return bool(self.history)

    def can_redo(self):
        return self.timeline.can_redo()

    def can_restart(self):
        return self.position != self.position.restart()
