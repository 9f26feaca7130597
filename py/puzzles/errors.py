"""The puzzles' errors: one class for each kind of mistake, shared by every family (issue 33).

Modelled on python-chess's error classes (``InvalidMoveError``, ``IllegalMoveError``,
``AmbiguousMoveError``: https://python-chess.readthedocs.io/en/latest/core.html): whoever
catches one tells the kinds apart by class, never by matching its text.

- ``GameIdError``: a game id (or a link, or a typed board) that cannot be read.
- ``IllegalMove``: a move the rules do not allow in the position.
- ``SearchTooLarge``: a search that would need more positions than it may keep.
- ``UnknownSearchKind``: a search kind the family's solver does not offer;
  ``NothingToHint``, one of them: the family offers no hints.

Each is a ``ValueError``, as every error it replaces was (SearchTooLarge was a plain
Exception), so an ``except ValueError`` written before still catches it. Each is raised with
one argument, a ``words.message`` dict or English text, worded where it is shown
(``words.reason``, ``words.say``). A search's error crosses the worker's JSON as its class's
``kind`` (puzzles.jobs); ``by_kind`` gives the class back.

Runs on MicroPython too: the page imports it through gameid and the families' rules.
"""


class PuzzleError(ValueError):
    """A mistake a puzzle reports (the base of all the others)."""
    kind = "puzzle"


class GameIdError(PuzzleError):
    """A game id that cannot be read; the message names the bad part."""
    kind = "game-id"


class IllegalMove(PuzzleError):
    """A move the rules do not allow here; the message says why."""
    kind = "illegal-move"


class SearchTooLarge(PuzzleError):
    """The search would need more positions than the configured limit."""
    kind = "search-too-large"


class UnknownSearchKind(PuzzleError):
    """A search kind the solver does not offer; the message names the kinds it does."""
    kind = "unknown-search-kind"


class NothingToHint(UnknownSearchKind):
    """The family's solver offers no hints."""
    kind = "nothing-to-hint"


CLASSES = (PuzzleError, GameIdError, IllegalMove, SearchTooLarge, UnknownSearchKind, NothingToHint)


def by_kind(kind):
    """The class whose ``kind`` is ``kind`` (a worker's error reply names it); None for
    another (an error that is not a PuzzleError: a bug, a worker that stopped)."""
    for cls in CLASSES:
        if cls.kind == kind:
            return cls
    return None


def kind_of(error):
    """The ``kind`` to send for an exception: its class's, or "" for one that is not ours."""
    return error.kind if isinstance(error, PuzzleError) else ""
