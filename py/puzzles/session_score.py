"""The game session's score (a part of puzzles.session): how this game is being played, and the
daily puzzle (issue 22).

A *game* is one start (a position's ``restart()``): loading, dealing or choosing another start
begins a new one, and the count begins afresh. It counts the hints asked and whether a solver's
solution was shown, remembers who played the winning move (the player, the computer, or the
solution's playback: shown, not solved), and, for a dealt game, the deal's optimum and the
daily puzzle's date. The score line and the records read ``card``.

The functions after ``Score`` are the session's New game, daily puzzle and score operations:
they take the session as their first argument, and ``Session`` (puzzles.session) binds them as
its methods (``session.deal("easy")``).

Pure Python; runs on MicroPython (the page) and CPython.
"""

from puzzles import daily
from puzzles.words import mark, message

# New game's difficulties (the page's #difficulty select; puzzles.daily.DIFFICULTIES).
DIFFICULTY_NAMES = {"easy": mark("Easy"), "medium": mark("Medium"), "hard": mark("Hard")}


class Score:
    """``game``: this game's start (None before any); ``hints_used``; ``solver_help`` (a
    solver's solution was shown); ``finished_by``: who played the move that won ("player",
    "computer", "solution"; None while not won, or won by Undo or Redo only); ``daily_date``
    (the daily puzzle being dealt or played) and ``daily_game`` (its start's game id, once
    dealt); ``dealt``: (the dealt start's game id, its optimum)."""

    def __init__(self):
        self.game = None
        self.hints_used = 0
        self.solver_help = False
        self.finished_by = None
        self.daily_date = None
        self.daily_game = None
        self.dealt = None
        self.redeals = 0

    def new_game(self, start):
        """Another game (loaded, dealt, chosen) from ``start``: the count begins afresh."""
        self.game = start
        self.hints_used = 0
        self.solver_help = False
        self.finished_by = None

    def moved(self, position, won, by):
        """The board moved to ``position`` (``won``: that move won; ``by``: who played it, None
        for Undo, Redo or a setting). A position of another start is another game."""
        if position.restart() != self.game:
            self.new_game(position.restart())
        if won and by is not None:
            self.finished_by = by

    def hinted(self):
        self.hints_used += 1

    def deal(self, start_id, optimum, date):
        """A game dealt (New game; the daily puzzle of ``date`` when not None) and loaded."""
        self.dealt = (start_id, optimum)
        if date is not None:
            self.daily_date = date
            self.daily_game = start_id

    def is_daily(self):
        """The date when the game on show is the daily puzzle (from its start), else None."""
        if self.daily_date is not None and self.game is not None and self.game.game_id() == self.daily_game:
            return self.daily_date
        return None

    def card(self, position, moves, fewest):
        """How this game ended, for the score line and the records: None while ``position``
        is not won (or was only reached by Undo/Redo), else a plain dict: ``game`` (the
        start's game id), ``moves`` (None where the family counts none), ``fewest`` (None while
        not known; the deal's optimum stands in for a dealt game), ``hints``, ``solver`` (the
        solver's solution was shown), ``solved`` (won by the player's own moves; False when
        Solve's playback finished it: shown, not solved), ``daily`` (the date, or None)."""
        if position is None or not position.is_won() or self.finished_by is None:
            return None
        start = self.game.game_id()
        if fewest is None and self.dealt is not None and self.dealt[0] == start:
            fewest = self.dealt[1]  # the deal's optimum while the verdict's search runs
        return {"game": start, "moves": moves, "fewest": fewest, "hints": self.hints_used,
                "solver": self.solver_help, "solved": self.finished_by != "solution", "daily": self.is_daily()}


# --- New game, the daily puzzle, the score (bound as Session's methods) ----------------------
def deal(session, difficulty):
    """New game: a game of this family (and board) dealt at ``difficulty`` (easy, medium,
    hard) by a search in the worker, graded by the solvers; the answer loads it."""
    session._stop()
    session.tally.daily_date = None
    session.tally.redeals = 0
    session.start_search(daily.deal_kind(difficulty, session.rand(daily.SEED_RANGE)))


REDEALS = 8  # New game's deals asked again while each gives the start on show (then it stands)


def dealt_the_start_on_show(session, result):
    """True when New game dealt the start of the game on show (English 33's Easy draws 1 of
    its 33 holes): a deal with another seed is asked instead, at most REDEALS times, so that
    New game changes the game (the daily puzzle is the date's deal, whatever it is)."""
    tally = session.tally
    if (tally.daily_date is not None or tally.redeals >= REDEALS or session.position is None
            or result.get("difficulty") not in daily.DIFFICULTIES
            or result["dealt"] != session.position.restart().game_id()):
        return False
    tally.redeals += 1
    session.start_search(daily.deal_kind(result["difficulty"], session.rand(daily.SEED_RANGE)))
    return True


def open_daily(session, date):
    """The daily puzzle of ``date`` (YYYY-MM-DD, the front end's today): the day's start at
    once where it is dealt already (daily.start: no other game is ever shown first), else
    the date's game while its deal runs, then the dealt game."""
    known = daily.start(date)
    if known is not None:
        session.tally.daily_date = date
        dealt(session, {"dealt": known[0], "optimum": known[1]})
        return
    base, kind = daily.daily_kind(date)
    session.load(base)
    session.tally.daily_date, session.tally.daily_game = date, None
    session.start_search(kind)


def dealt(session, result):
    """A deal's answer (``result["dealt"]``, a game id): the game it dealt, loaded."""
    if dealt_the_start_on_show(session, result):
        return
    date = session.tally.daily_date
    session.load(result["dealt"])
    session.tally.deal(session.tally.game.game_id(), result.get("optimum"), date)
    if date is not None:
        session.message = message("The daily puzzle of {date}.", date=date)
    else:
        name = DIFFICULTY_NAMES.get(result.get("difficulty"), "")
        session.message = message("A new game: {difficulty}.", difficulty=message(name))  # pass-through: DIFFICULTY_NAMES


def is_daily(session):
    """The date when the game on show is the daily puzzle (from its start), else None."""
    return session.tally.is_daily()


def fewest_moves(session):
    """The fewest moves that win this game from its start, when known (the start's verdict,
    asked in the background once the game is won), else None."""
    if session.tally.game is None:
        return None
    verdict = session.searches.verdict_of(session.tally.game.game_id())
    return verdict[1] if verdict is not None and verdict[0] else None


def score(session):
    """How this game ended, for the score line and the records (``Score.card``): None while
    it is not won."""
    if session.position is None:
        return None
    moves = session.view.moves_played(session.position)
    return session.tally.card(session.position, moves, fewest_moves(session))
