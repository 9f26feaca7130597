"""The game session's searches (a part of puzzles.session): what is asked of the solver, and
the answers kept.

Searches run elsewhere (the page's worker, or the CLI's JobRunner). The session asks for one
search at a time that the player waits for (``request``: Solve, Hint, Count...), and, when no
such search waits, a *background* one after every change of position: the family's hint search,
whose answer (the *verdict*) says whether the position can still be won and in how many moves.
Every request carries an ``id``; an answer whose id is no longer asked for (cancelled, replaced,
another puzzle loaded) is dropped, so an answer always belongs to the position it was asked for.

``Searches`` keeps the requests and the answers; the functions after it are the session's
search operations: they take the session as their first argument, and ``Session``
(puzzles.session) binds them as its methods (``session.search_done(id, result)``). The words
are puzzles.session_words'.

Pure Python; runs on MicroPython (the page) and CPython.
"""

from puzzles import session_words as wording
from puzzles.marks import best_move, solution_moves
from puzzles.session_playback import Solution
from puzzles.words import message

VERDICT_KIND = "hint"  # the search that says whether a position can still be won
VERDICTS_KEPT = 500    # answers kept (Undo and Redo find theirs at once)
VERDICT_BUDGET_MS = 20000  # the solver time a background verdict may take, then it is dropped
# The marks of Hint on the board's ui, dropped with every change of position: hint_level 1
# (one best move shown: hint_move, the arrow) or 2 (every move numbered: hints and dead).
HINT_KEYS = ("hint_level", "hint_move", "hints", "dead")


class Searches:
    """``request``: the search the player waits for (``{"id", "game", "kind"}``, or None),
    asked for the position ``asked``; ``background``: the verdict's search under way (or None);
    ``verdicts``: game id -> the hint search's answer (None: it could not be had);
    ``hint_level``: what the Hint under way shows (1 one best move, 2 every move);
    ``analysis``: ``(variant id, result)`` of the last whole-puzzle sweep."""

    def __init__(self):
        self.count = 0  # requests made: the next one's id follows
        self.request = None
        self.asked = None
        self.background = None
        self.verdicts = {}
        self.hint_level = 1
        self.analysis = None

    def start(self, kind, position):
        """Ask for a search of ``kind`` on ``position``; it replaces any search under way."""
        self.count += 1
        self.request = {"id": self.count, "game": position.game_id(), "kind": kind}
        self.asked = position
        return self.request

    def cancel(self):
        """Drop the search under way; True when there was one."""
        had = self.request is not None
        self.request = None
        return had

    def current(self, search_id):
        return self.request is not None and self.request["id"] == search_id

    def finish(self, search_id):
        """The request ``search_id`` answered: it, no longer under way, or None when it is not
        the search under way (the answer is then dropped)."""
        if not self.current(search_id):
            return None
        request, self.request = self.request, None
        return request

    # --- the verdict: can the position still be won? -------------------------------------
    def ask_verdict(self, position, game, actions):
        """After every change of position, ask in the background whether ``position`` can
        still be won (the family's hint search, among ``actions(position)``'s searches), unless
        the game is over or the answer is known. Once won, the start (``game``) is asked
        instead: its verdict gives the fewest moves, for the win line."""
        self.background = None
        if position is not None and position.is_won():
            position = game
        if position is None or position.status_text() or position.game_id() in self.verdicts:
            return
        kinds = [action.get("search") for action in actions(position)]
        if VERDICT_KIND in kinds:
            self.count += 1
            self.background = {"id": self.count, "game": position.game_id(), "kind": VERDICT_KIND}

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

    def asking(self, game_id):
        """Whether the background search under way is for ``game_id``."""
        return self.background is not None and self.background["game"] == game_id

    def verdict_of(self, game_id):
        """``(winnable, moves)`` for the position ``game_id`` names, from its hint search's
        answer: whether it can still be won and the fewest moves of the rest (None: not
        known); None while not known."""
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


def hint_marks(ui, fresh_ui, result, level, clicks):
    """The board's marks for a hint search's answer: one best move (level 1: an arrow on a
    fresh ui, ``fresh_ui(marks)``), or every move's number (level 2, the marks of level 1 on
    this position kept otherwise: a peg picked up stays picked). ``clicks(move)``: a move's
    cells, for a move known to keep the win whose value is not known (``example``)."""
    example = result.get("example")
    if level == 2:
        ui = dict(ui) if ui.get("hint_level") else fresh_ui()
        for key in HINT_KEYS + ("hint",):
            ui.pop(key, None)
        ui.update({"hint_level": 2, "hints": result["hints"], "dead": result.get("dead", [])})
        if example:
            ui["hint"] = clicks(example)
        return ui
    marks = {"hint_level": 1}
    shown = best_move(result["hints"], result.get("dead") or ())
    if shown is not None:
        marks["hint_move"] = [shown[0], shown[1], shown[1]]
    elif example:
        marks["hint_move"] = [example, None, None]
    return fresh_ui(marks)


# --- the session's searches (bound as Session's methods) -------------------------------------
def ask(session, kind):
    """A button asks for a search of ``kind``; one the background verdict's search has
    answered already is answered at once. The first Hint shows one best move; Hint
    again, every move's number."""
    known = session.searches.verdicts.get(session.game_id())
    if kind == VERDICT_KIND:
        session.searches.hint_level = 2 if session.ui.get("hint_level") else 1
    request = start_search(session, kind)
    if known is None:
        return
    if kind == VERDICT_KIND:
        search_done(session, request["id"], known)  # the background search answered it
    elif kind == "solve" and known.get("solve"):
        # The hint search found the very answer Solve gives (an optimal solution where Solve
        # finds one): no need to search again.
        search_done(session, request["id"], known["solve"])
        session.progress = message("Answered at once: the search behind the line under the board had found it.")


def start_search(session, kind):
    """Ask for a search of ``kind`` on the position; it replaces any search under way."""
    session.progress = session.progress_detail = session.note = ""
    return session.searches.start(kind, session.position)


def cancel_search(session, quietly=False):
    if not session.searches.cancel():
        return
    session.progress = session.progress_detail = ""
    if not quietly:
        session._stop()
        session.note = message("Search cancelled.")


def search_progress(session, search_id, progress):
    if session.searches.current(search_id):
        session.progress, session.progress_detail = wording.progress_lines(progress)


def search_failed(session, search_id, text):
    if session.searches.finish(search_id) is not None:
        session.progress = session.progress_detail = ""
        session.note = message("No answer: {why}", why=text)


def search_done(session, search_id, result):
    """The answer to request ``search_id``; dropped unless it is the search under way."""
    searches = session.searches
    request = searches.finish(search_id)
    if request is None:
        return
    asked = searches.asked
    session.progress, session.progress_detail = "", wording.cost(result)  # the cost: a detail
    if "dealt" in result:  # New game or the daily puzzle: a normal game id
        session._dealt(result)
        return
    here = asked == session.position
    # The answer is kept as a function that words it, so it follows a change of language.
    text = wording.answer(session.view, asked, result, searches.hint_level, session.moves_noun)
    if "hints" in result:
        if request["kind"] == VERDICT_KIND:
            searches.verdicts[asked.game_id()] = result
        if here:
            view, position = session.view, session.position
            session.ui = hint_marks(session.ui, session._fresh_ui, result, searches.hint_level,
                                    lambda move: view.clicks(position, move))
    if result.get("analysis"):
        searches.analysis = (session.variant_id(), result)
    if result.get("solvable") is False:
        session.playback.show(None, session.position)
    elif result.get("solution") and "hints" not in result:
        session.playback.show(Solution(session.view, asked, result["solution"], text), session.position)
        session.tally.solver_help = True  # the win line says so
    session.note = text if here else wording.elsewhere(text)


def ask_verdict(session):
    """After every change of position: the background verdict (``Searches.ask_verdict``)."""
    session.searches.ask_verdict(session.position, session.tally.game, session.view.actions)


def background_done(session, search_id, result):
    session.searches.background_done(search_id, result)


def background_failed(session, search_id):
    session.searches.background_failed(search_id)


def verdict(session):
    """``(winnable, moves)``: whether the position can still be won and the fewest moves of
    the rest (None: not known), or None while not known."""
    return session.searches.verdict_of(session.game_id())
