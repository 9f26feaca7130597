"""The view protocol: what a family's view module (``py/puzzles/<family>/view.py``) provides.

After Simon Tatham's ``const struct game`` (one table of a game's functions and capability
flags; the midend and the front ends never look inside) and OpenSpiel's ``GameType``
(capabilities as data). Written once, here: the functions every view has (``REQUIRED``), the
optional hooks a view may have (``HOOKS``) and what stands for each one a view leaves out.

A view declares the optional hooks it defines, as data, and ends by handing its namespace to
``complete``::

    PROVIDES = ("arrow", "motion", "act")   # the optional hooks this view defines
    ...
    complete(globals())                     # the last line: the protocol's defaults filled in

``complete`` checks the declaration against what the module defines (a declared hook missing, or
a hook defined but not declared, is an error at import) and puts the default of every hook the
view leaves out into the module, so the session, the page, the CLI and the tests call
``view.clicks(...)`` or ``view.edit_prompt(...)`` on any view. A few hooks have no default:
their absence means the session does without (no swipe without ``arrow``); the session asks
``provides(view, name)`` or ``hook(view, name)`` for those, never ``getattr``. The contract
tests (tests/test_view_protocol.py) check every family's view against this module.

**Required functions** (``REQUIRED``; pure functions of plain data):

- ``render(position, ui)`` -> SVG text; every place a player can click is a
  ``<g data-cell="N">``. ``ui`` is a plain dict of marks (selection, cursor, hint, hints), and
  ``board_width``, the board box's width in CSS px when the page knows it (the page draws
  again when it changes): a view may draw differently for a narrow box (nim: 44 px tap
  targets on a phone) or ignore it. Text drawn comes from numbers and fixed names only, never
  from user input. For screen readers (issue 12) each such cell is ``<g data-cell="N"
  id="cell-N" role="button" aria-label="...">``, the label naming the cell, what is on it and
  whether it can move ("peg on hole 6, can jump"), in the page's language (``tr``); the root
  ``<svg>`` is ``role="group"`` (not "img", which hides its children) with an ``aria-label``,
  and carries ``data-cursor="N"`` while ``ui["cursor"]`` is N (nothing when there is none).
  The page points the focused board's ``aria-activedescendant`` at ``cell-N``; in small
  copies (thumbnails, goal pictures) it drops the ids and hides the copy from screen readers.
- ``click(position, ui, cell)`` -> ``(position, ui, message)``; a click that does nothing says
  why in ``message``.
- ``moves(position)`` -> every legal move. A *move* is a family's own plain value, the same in
  solutions, the CLI's JSON and the page: a list of holes (peg), the cell a tile or piece
  comes from (slide, flip), the next cell (knight), a boat load as a list of names (river),
  ``[heap, stones]`` (nim).
- ``describe_move(position, move)`` -> short text naming the move as the board shows it (tile
  and arrow, hole numbers, a knight cell's name), from the position before it.
- ``move_cursor(position, ui, dx, dy)`` -> ui (keyboard).
- ``counters(position)`` -> ``[(label, value)]``.
- ``options(position)`` -> ``[{key, label, value, choices}]`` (game-id keys; choosing one loads
  that game).
- ``prompt(position)`` -> the status line while the game goes on.
- ``actions(position)`` -> buttons: ``[{"id", "label", "search"}]`` runs the worker search of
  that kind; ``[{"id", "label"}]`` (no "search") is a page action (see ``act``).
- ``result_text(result)`` -> the status line for a finished search's result (not hints: the
  session words those). Say "Solution found" (the solver's), never "Solved" (the player's).

Words (issue 12): every text shown goes through puzzles.words: ``tr(...)`` where it is worded
on the page, ``message(...)`` for what a solver reports (progress ``phase``, ``reason``,
errors raised with a message); module constants (``TITLE``, variant names, option choices)
stay English and are worded by the page or with ``tr`` when returned (``mark`` marks them).

The positions a view is handed follow the rules module's protocol (puzzles.registry).

MicroPython-compatible: every view imports this module, and the page imports every view.
"""

from puzzles.gameid import join_game_id, split_game_id
from puzzles.words import mark, tr

REQUIRED = ("render", "click", "moves", "describe_move", "move_cursor", "counters", "options",
            "prompt", "actions", "result_text")


# --- the optional hooks, each with what stands in for it when a view leaves it out ----------
# A default is made for the view it completes (``namespace``: the view module's globals), so it
# can call that view's own functions. ``None``: no default, the session does without.

def _clicks(namespace):
    def clicks(position, move):
        """``clicks(position, move)`` -> the cells to click in turn to play ``move``;
        default: the move is the one cell to click (``[move]``)."""
        return [move]
    return clicks


def _play(namespace):
    def play(position, move):
        """``play(position, move)`` -> the position after ``move`` (raises ValueError, saying
        why, if it is illegal); default: the position's own ``play(move)``."""
        return position.play(move)
    return play


def _steps(namespace):
    def steps(position, move):
        """``steps(position, move)`` -> the positions after each click of a move (for
        following a solution by hand, click by click); default ``[play(position, move)]``."""
        return [namespace["play"](position, move)]
    return steps


def _choose(namespace):
    def choose(position, key, value):
        """``choose(position, key, value)`` -> the game id a changed option names (knight: a
        new board size); default: the options' keys and values joined into the variant's game
        id (an option whose value is "" is left out)."""
        pairs = []
        for option in namespace["options"](position):
            current = value if option["key"] == key else option["value"]
            if current != "":
                pairs.append((option["key"], current))
        family, variant, _ = split_game_id(position.game_id())
        return join_game_id(family, variant, pairs)
    return choose


def _act(namespace):
    def act(position, ui, name, rand):
        """``act(position, ui, id, rand)`` -> ``(position, ui, message)``: a page action (an
        action without "search"; ``rand(n)`` is a random int in ``0..n-1``; Shuffle, Edit
        board, Hint for Nim...). A result whose ``restart()`` differs is a new game: the old
        solution and search are dropped. Default: nothing happens."""
        return position, ui, ""
    return act


def _act_input(namespace):
    def act_input(position, ui, name, text):
        """``act_input(position, ui, id, text)`` -> ``(position, ui, message)``: an action
        with ``"input"`` (its placeholder text) gets a text box beside its button on the page;
        the button (or Enter in the box) hands what was typed here (a 15-puzzle position
        pasted). Nothing typed is ever put into markup; a bad text is refused in ``message``.
        Default: nothing happens."""
        return position, ui, ""
    return act_input


def _computer_move(namespace):
    def computer_move(position):
        """``computer_move(position)`` -> the move the computer plays now, or None; the session
        announces it, and the front end pauses, then plays it. Default: None (no computer)."""
        return None
    return computer_move


def _motion(namespace):
    def motion(before, after, ui=None):
        """``motion(before, after, ui)`` -> what moved from ``before`` to ``after`` (``ui``: the
        marks drawn before): a list of plain dicts made by ``puzzles.motion.item`` (``cell``,
        ``kind``: jump, hop, slide, cross, fade, appear, flip, extend, retract; ``dx``/``dy``
        in SVG units, optional ``via``, ``at``, ``length``); [] when nothing can be said. The
        session asks it after every change of position (a move, Step, Play all, the computer,
        Undo and Redo: a backwards motion), and hands the list to ``render`` in
        ``ui["motion"]``; ``render`` marks those elements with ``puzzles.motion.attributes``
        and draws ghosts (class ``motion-ghost``) of what vanished. The page animates them
        (static/page.js, once per change; none under reduced motion). Default: nothing moves."""
        return []
    return motion


def _moves_played(namespace):
    def moves_played(position):
        """``moves_played(position)`` -> the moves played so far, counted as the solvers count
        them: the win line sets them against the fewest possible (the start's verdict);
        default None: the line names no count."""
        return None
    return moves_played


def _edit_prompt(namespace):
    def edit_prompt(position, ui):
        """``edit_prompt(position, ui)`` -> the status line while an editor is on (Edit board,
        Set tiles: what a click does there), "" when none is; it comes before all but a
        search's. Default: ``EDIT_PROMPT`` while ``ui["edit"]`` is on, else ""."""
        if namespace["EDIT_PROMPT"] and ui.get("edit"):
            return tr(namespace["EDIT_PROMPT"])  # pass-through: the view's EDIT_PROMPT, marked there
        return ""
    return edit_prompt


def _ui_prompt(namespace):
    def ui_prompt(position, ui):
        """``ui_prompt(position, ui)`` -> the status line instead of ``prompt`` for the marks on
        show (a peg picked up: "now pick a hole"); default "": ``prompt``."""
        return ""
    return ui_prompt


def _settle(namespace):
    def settle(position, ui):
        """``settle(position, ui)`` -> ui: the pointer left the board; a view that kept its
        layout still under the pointer may fit it now (the peg editor's grid). Default: the ui
        as it is."""
        return ui
    return settle


def _say_move(namespace):
    def say_move(position, move):
        """``say_move(position, move)`` -> the move in words for a screen reader's
        announcement of it ("14 jumps over 10 to 6"), from the position before it. Default:
        ``describe_move``'s text (already words in most families: "tile 4 \u2192")."""
        return namespace["describe_move"](position, move)
    return say_move


def _toggles(namespace):
    def toggles(position, ui):
        """``toggles(position, ui)`` -> ``{action id: pressed}`` for the buttons that switch
        something on and off (Edit board, Hole numbers); the page shows them pressed
        (``aria-pressed``). Default: the "edit" button's state where the view has an editor
        (``EDIT_PROMPT``), else none."""
        if namespace["EDIT_PROMPT"]:
            return {"edit": bool(ui.get("edit"))}
        return {}
    return toggles


# Hooks with no default: a view without one has not that part, and the session does without.
# - ``arrow(position, ui, dx, dy)`` -> ``(position, ui, message)``: what an arrow key does
#   (sliding puzzles slide a tile); without it an arrow key moves the cursor (``move_cursor``).
#   A swipe on the board does the same along its own (dx, dy) where a family has this hook,
#   nothing elsewhere.
# - ``render_lines(position, ui)`` -> ``render``'s SVG as a list of lines: the root's tag, one
#   top-level element a line, then ``</svg>``; the same number of lines while a board is
#   played, so the page redraws only the lines that changed (knight: 5000 lines on 50x50).
#   Without it the page draws ``render``'s text whole.
# - ``render_analysis(result)`` -> SVG text for a result with ``"analysis": True`` (a state
#   graph), drawn after the histogram; without it the histogram alone.
# - ``verdict_text(winnable, count)`` -> the line under the board saying whether the position
#   can still be won (``count``: the fewest moves to go, None when not known), in the family's
#   words (knight: "A tour is still possible: 62 cells to visit."); without it the session's.
# - ``drag(position, ui, cell, target)`` -> ``(cells, why)``: a piece dragged from ``cell``
#   (the page drags only a piece drawn with ``data-piece="N"``, N its cell) as the clicks a
#   player would make: ``target`` None at the drag's start (``cells`` picks it up: ``[cell]``,
#   or ``[]`` when nothing needs picking; None: it does not drag), else the cell it is dropped
#   on (-1: off the board): the clicks that play the move, or None and ``why`` it goes back.
#   Without it nothing drags.

# The constants a view may set, and their defaults.
KEEP_UI = ()  # ui keys kept across moves, Undo and the computer's turns (a display setting)
MOVE_NAME = "move"  # what one move is called ("Solution: 11 crossings"); its plural adds "s"
# The key to the hint badges, in the family's words (a ``mark``ed text).
HINT_LEGEND = mark("On each move: the fewest moves to the goal with it, that move included. Green: a "
                   "best move; \u2715: no way to the goal after it; ?: not known.")
EDIT_PROMPT = ""  # the status line while the view's editor is on (``ui["edit"]``; a marked text)

# Every optional hook, and what makes its default (a function of the view's namespace, a
# constant, or None: no default).
HOOKS = {
    "clicks": _clicks, "play": _play, "steps": _steps, "choose": _choose, "act": _act,
    "act_input": _act_input, "computer_move": _computer_move, "motion": _motion,
    "moves_played": _moves_played, "edit_prompt": _edit_prompt, "ui_prompt": _ui_prompt,
    "settle": _settle, "toggles": _toggles, "say_move": _say_move,
    "arrow": None, "render_lines": None, "render_analysis": None, "verdict_text": None, "drag": None,
    "KEEP_UI": KEEP_UI, "MOVE_NAME": MOVE_NAME, "HINT_LEGEND": HINT_LEGEND, "EDIT_PROMPT": EDIT_PROMPT,
}
CONSTANTS = ("KEEP_UI", "MOVE_NAME", "HINT_LEGEND", "EDIT_PROMPT")


def complete(namespace):
    """Check a view module's declaration (``PROVIDES``) against what it defines, and fill in
    the default of every optional hook it leaves out. ``namespace`` is the module's
    ``globals()``; a view calls this on its last line. Raises TypeError on a broken view."""
    name = namespace.get("__name__", "view")
    provided = namespace.get("PROVIDES")
    if provided is None:
        raise TypeError(name + " declares no PROVIDES")
    for each in REQUIRED:
        if each not in namespace:
            raise TypeError("%s lacks the required %s" % (name, each))
    for each in provided:
        if each not in HOOKS:
            raise TypeError("%s declares %s, which is no hook of the view protocol" % (name, each))
        if each not in namespace:
            raise TypeError("%s declares %s but does not define it" % (name, each))
    for each in HOOKS:
        if each in provided:
            continue
        if each in namespace:
            raise TypeError("%s defines the hook %s but does not declare it in PROVIDES" % (name, each))
        default = HOOKS[each]
        if each in CONSTANTS:
            namespace[each] = default
        elif default is not None:
            namespace[each] = default(namespace)


def provides(module, name):
    """Whether a view module defines the optional hook ``name`` itself (its ``PROVIDES``);
    KeyError for a name that is no hook of the protocol."""
    if name not in HOOKS:
        raise KeyError("undocumented view hook " + name)
    return name in module.PROVIDES


def hook(module, name, default=None):
    """The view's hook ``name``: its own, or the protocol's default filled in by ``complete``;
    ``default`` for a hook that has none (``arrow``, ``render_lines``...) and that the view
    leaves out. KeyError for a name that is no hook of the protocol."""
    if provides(module, name) or HOOKS[name] is not None:
        return getattr(module, name)
    return default
