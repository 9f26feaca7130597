"""The game session's board (a part of puzzles.session): what it draws beyond the view's
picture of a position: the motion of the last change, and the lines last drawn.

*Motion* (the view's ``motion`` hook, puzzles.view_protocol): every change of position is
remembered with the marks drawn before it; what moved is worked out once, when the board is
first drawn after it, and the front end animates it once per change (``serial``), celebrating a
game just won by the player. *Lines*: a view that draws its board as a list of lines
(``render_lines``) is asked again only when the position, the marks or the language changed, so
a press that changes none of them (Play all, Pause) costs no drawing, even on a 50x50 knight's
board.

The functions after the classes take the session as their first argument; ``Session``
(puzzles.session) binds them as its methods (``session.board()``).

Pure Python; runs on MicroPython (the page) and CPython.
"""

from puzzles.words import language

MOTION_MS = 200        # how long a move's motion on the board lasts (Play all: no longer than its pause)
MOTION_FASTEST_MS = 120


class Motion:
    """The last change of position (``moved``: before, after, the marks drawn before), its
    motion once worked out, ``serial`` (changes with every change or another game) and
    ``celebrate`` (that change won the game, played by the player)."""

    def __init__(self):
        self.serial = 0
        self.moved = None
        self.items = None
        self.celebrate = False

    def reset(self):
        """Another game: nothing moved."""
        self.moved, self.items, self.celebrate = None, None, False
        self.serial += 1

    def changed(self, before, after, marks, celebrate):
        """The board went from ``before`` to ``after`` (``marks``: the ui drawn before)."""
        self.moved = (before, after, marks)
        self.items = None
        self.serial += 1
        self.celebrate = celebrate

    def of(self, view, position, board_width):
        """What moved in the last change, if the board shows its result (``position``): the
        view's list (puzzles.motion), worked out once; [] otherwise."""
        if self.moved is None or self.moved[1] is not position:
            return []
        if self.items is None:
            before, after, ui = self.moved
            if board_width:  # a view may lay out for the board's width, motion too
                ui = dict(ui, board_width=board_width)
            self.items = list(view.motion(before, after, ui))
        return self.items

    def cue(self, pause_ms=None):
        """``(serial, ms, celebrate)`` for the front end after it draws the board: animate the
        marked elements for ``ms`` when ``serial`` changed since it last did. ``pause_ms``:
        Play all's pause between moves while it plays (a motion is never longer)."""
        ms = MOTION_MS
        if pause_ms is not None:
            ms = min(MOTION_MS, max(MOTION_FASTEST_MS, pause_ms))
        return self.serial, ms, self.celebrate


class Lines:
    """The board's lines as ``render_lines`` last drew them, and what they were drawn from."""

    def __init__(self):
        self.drawn = None  # (position, the view's render_lines, key, lines)

    def lines(self, render_lines, position, ui, key):
        """``render_lines(position, ui)``, or the same list again when ``position`` (the very
        object), the function and ``key`` (the language and the marks, as text: a mark
        changed in place changes it too) are those it was drawn from: views are pure
        functions of them."""
        drawn = self.drawn
        if drawn is not None and drawn[0] is position and drawn[1] is render_lines and drawn[2] == key:
            return drawn[3]
        lines = render_lines(position, ui)
        self.drawn = (position, render_lines, key, lines)
        return lines


# --- the session's board (bound as Session's methods) ----------------------------------------
def board_ui(session):
    """The marks to draw: the view's own, and the solution's next move when on it; and
    ``board_width`` when the front end has set it (a view may lay out for a phone)."""
    ui = dict(session.ui)
    if session.board_width:
        ui["board_width"] = session.board_width
    moved = motion(session)
    if moved:
        ui["motion"] = moved
    if "hint" not in ui:  # with hints on show too
        cells = session.playback.next_clicks(session.view, session.position)
        if cells is not None:
            ui["hint"] = cells
    return ui


def motion(session):
    """What moved in the last change of position (the view's ``motion`` hook: a list of
    plain dicts, see puzzles.motion), worked out once, when first drawn; [] without one."""
    return session.animation.of(session.view, session.position, session.board_width)


def motion_cue(session):
    """``(serial, ms, celebrate)`` for the front end after it draws the board: animate the
    board's marked elements for ``ms`` when ``serial`` changed since it last did (a new move
    cuts a running one short), and celebrate a game just won by the player."""
    return session.animation.cue(session.playback.pause_ms() if session.playback.playing else None)


def board(session):
    """The board as SVG text."""
    return session.view.render(session.position, board_ui(session))


def board_lines(session):
    """The board as a list of SVG lines, one element each (the root's tag first, its end
    last), when the view draws that way (``render_lines``); else None. The same list again
    while nothing drawn changed (``Lines``)."""
    render_lines = session._hook("render_lines")
    if render_lines is None:
        return None
    ui = board_ui(session)
    return session.drawn.lines(render_lines, session.position, ui, (language(), repr(ui)))
