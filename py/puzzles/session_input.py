"""The game session's input (a part of puzzles.session): keys, drags, swipes, the pointer
leaving the board, the family's buttons and settings, turned into what the family's view does
with them.

Every input is the clicks a player would make, or the view's own handler (``arrow``, ``drag``,
``settle``: optional hooks of puzzles.view_protocol), run through the session's ``_apply`` or
``click``, so Undo, hints and a solution being followed see the same moves whatever the input.
The functions take the session as their first argument; ``Session`` (puzzles.session) binds
them as its methods (``session.key("ArrowLeft")``).

Pure Python; runs on MicroPython (the page) and CPython.
"""

from puzzles import registry
from puzzles.gameid import GameIdError, shorten
from puzzles.session_searches import ask
from puzzles.words import message, reason

HINT_ACTION = "hint"   # the button that counts as a hint in the win line (a search or not: Nim's)
ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def key(session, name):
    """A key on the board (``event.key`` names); True when it did something."""
    if name in ARROWS:
        session._stop()
        dx, dy = ARROWS[name]
        arrow = session._hook("arrow")
        if arrow is not None:  # sliding puzzles: the arrow slides a tile
            session._apply(arrow, dx, dy)
        else:
            session.ui = session.view.move_cursor(session.position, dict(session.ui), dx, dy)
        return True
    if name in ("Enter", " "):
        cursor = session.ui.get("cursor", -1)
        if cursor >= 0:
            session.click(cursor)
        return True
    if name == "Escape":
        session._stop()
        session.ui = session._fresh_ui({"cursor": session.ui.get("cursor", -1)})
        return True
    return False


def drag(session, cell, target=None):
    """A piece dragged on the board (a pointer pressed on it and moved): ``target`` None
    when the drag starts, else the cell it is dropped on (-1: off the board).

    The drag is the clicks a player would make, named by the view's ``drag`` hook: at its
    start the piece is picked up as a click on it would (the places it can go are marked); a
    drop where it can go makes the rest of the move's clicks, so Undo, hints and a solution
    being followed see the same moves. A drop anywhere else puts it back: the position
    unchanged, the marks as before the drag, the message saying why. True when the drag was
    taken (a piece picked up, a move played)."""
    dragging = session._hook("drag")
    if dragging is None:
        return False
    if target is None:
        cells, _ = dragging(session.position, dict(session.ui), cell, None)
        if cells is None:
            session.dragged = None
            return False
        session._stop()
        session.dragged = (cell, dict(session.ui))
    else:
        session._stop()
        before, session.dragged = session.dragged, None
        cells, why = dragging(session.position, dict(session.ui), cell, target)
        if cells is None:  # put back
            if before is not None and before[0] == cell:
                session.ui = before[1]
            session.message = why or message("Dropped off the board: put back.")
            return False
    for each in cells:
        session.click(each)
    return True


def swipe(session, dx, dy):
    """A swipe on the board along (dx, dy) (screen axes): what the arrow key that way does
    where an arrow plays a move (sliding puzzles slide the tile that moves that way); nothing
    elsewhere. True when it did something."""
    arrow = session._hook("arrow")
    if arrow is None:
        return False
    session._stop()
    session._apply(arrow, dx, dy)
    return True


def rest(session):
    """The pointer left the board (or a touch rested): a view may lay the board out again now
    that nothing points at it (``settle``: the peg editor fits its grid to the drawing). True
    when it did."""
    ui = session.view.settle(session.position, dict(session.ui))
    if ui == session.ui:
        return False
    session.ui = ui
    return True


def choose(session, key, value):
    """A setting changed (an option's game-id key): the game it names (the view's
    ``choose``), as a move, so Undo brings the game before back. A value that is not one of
    the option's choices (a tampered select) is refused with a message before any family
    reads it."""
    session._stop()
    offered = None
    for option in session.view.options(session.position):
        if option["key"] == key:
            offered = [choice for choice, _ in option["choices"]]
    if offered is None or value not in offered:
        session.message = message("That setting is not one of the choices: {value}.", value=shorten(value))
        return
    try:
        family, position = registry.parse(session.view.choose(session.position, key, value))
    except GameIdError as error:
        session.message = message("That setting does not fit: {why}.", why=reason(error))
        return
    if family == session.family and session._go(position):
        session.ui = session._fresh_ui()


def act(session, name, text=None):
    """A button of the family's (``actions()``): a search, or an action on the page;
    ``text`` is what was typed in the box of an action with ``input`` (``act_input``)."""
    session._stop()
    if name == HINT_ACTION:  # a search or a page action (Nim's Hint): counted as a hint
        session.tally.hinted()
    for action in session.view.actions(session.position):
        if action["id"] == name and "search" in action:
            return ask(session, action["search"])
    before = session.position
    if text is None:
        session._apply(session.view.act, name, session.rand, by=None)
    else:
        session._apply(session.view.act_input, name, text, by=None)
    if session.position.restart() != before.restart():
        # Another game (Shuffle, New game, an edited board): the old solution and any
        # search for the old game are void.
        session.cancel_search(quietly=True)
        session.playback.show(None, session.position)


def actions(session):
    """The family's buttons; a toggle (Edit board, Hole numbers...) carries ``pressed``,
    True or False, from the view's ``toggles``."""
    pressed = session.view.toggles(session.position, session.ui)
    result = []
    for action in session.view.actions(session.position):
        if action["id"] in pressed:
            action = dict(action)
            action["pressed"] = bool(pressed[action["id"]])
        result.append(action)
    return result
