"""The help's machinery ("How to play"): each family's help, worded in the page's language.

Pure data and a few small look-ups; runs on MicroPython (the page) and CPython (tests). A
family's help is its own module, the one its description names (``help``:
``puzzles.<family>.help``; its English: ``SECTIONS``, ``FIRST``, ``GOALS``, ``MOVE``,
``LEGENDS``: plain data), imported here at its first use, with the help (issue 25: not at the
board's start); this module names no family. The English texts are the keys of the one
catalogue (puzzles/words.py): their Japanese is in ``<help module>_ja`` beside the family's
help (``puzzles.<family>.help_ja``), and this module's own
(the paragraphs every family shares, below) in puzzles/help_ja.py; those are imported only
when the help is worded in Japanese. The puzzles come from M. Hiroi's Japanese puzzle pages
(docs/puzzles.md); tests/test_help_text.py checks the cheap results quoted against the solvers.

A family's help module holds ``SECTIONS`` (``[(heading, [paragraph, ...]), ...]``, opened below
the first screen), ``FIRST`` (the first screen, at most 120 words), ``GOALS`` (``[(game id,
caption), ...]``: finished positions, one for each puzzle of the menu where it helps), ``MOVE``
(``(game id, move, caption)``: one move drawn before and after it) and optionally ``LEGENDS``
(the analysis's legends of the family, by name); it imports the shared paragraphs it shows
from here (``BUTTONS``, ``HINTS``...).

- ``sections(family, language)`` -> ``[(heading, [paragraph, ...]), ...]`` (plain text).
- ``first_screen(family, language)`` -> ``[paragraph, ...]``: what the help says first (the goal,
  how to move, what the marks mean), at most 120 words.
- ``goal_pictures(family)`` -> ``[(game id, caption_en, caption_ja), ...]``: finished
  positions, one for each puzzle of the menu where it helps; ``goal_picture(family, game id)``
  the one to draw beside the help of that game.
- ``move_picture(family)`` -> ``(game id, move, caption_en, caption_ja)``: one move, drawn as
  the position before it (the move marked) and after it.
- ``legend(name, family, language)``: a legend of the analysis (``"CHART_LEGEND"``, or one of
  the family's own ``LEGENDS``), "" when there is none.
"""

from puzzles import registry, words

# --- paragraphs every family shares (a family's help imports those it shows) ----------------

RULES = "Rules and goal"  # every family's first section's heading (its Japanese: help_ja.py)

BUTTONS = (
    "Undo and Redo take a move back and play it again (Ctrl+Z, Ctrl+Y); Restart goes back to the "
    "start. A changed setting counts as a move, so Undo brings the old game back. Copy link "
    "copies the address of the position on screen; the address bar always holds it."
)

SEARCH = (
    "Searches run in the background: the progress line shows positions searched, depth and time, "
    "Cancel stops the search, and the board stays playable meanwhile."
)

PLAYBACK = (
    "The solution's next move is marked on the board. Step and Step back go through it one move "
    "at a time, Play all plays it out (Pause or Escape stops it) at the chosen Speed, and To the "
    "end jumps to its last position. You may also follow it by hand; if you leave it, Undo "
    "brings you back to it."
)

HINTS = (
    "Hint first shows one best move: an arrow from the piece to where it goes. Hint again writes "
    "a number on every legal move: the fewest moves to the goal with that move, the move "
    "included, so the smallest number is the best; green marks a best move, \u2715 a move after "
    "which the goal cannot be reached, ? a move the solver could not judge. The hints belong to "
    "the position they were asked for and go with the next move."
)

VERDICT = (
    "After every move a line under the status says whether the position can still be won, and in "
    "how many moves at best. The solver works it out in the background, so the board never waits "
    "for it; a Hint on that position then answers at once."
)

LEGENDS = {
    "CHART_LEGEND": (
        "Each bar is a distance from the goal, in moves (along the bottom); its height is the "
        "number of positions that need exactly that many moves (hover over a bar for the "
        "figure). The bar at 0 is the goal itself, the last bar the hardest positions, listed "
        "below as links: click one to play it."
    ),
}


_helps = {}  # family -> its help module, or None when it has none


def _name(family):
    """The module of ``family``'s help, as its description names it ("" when it has none)."""
    return registry.DESCRIPTIONS.get(family, {}).get("help") or ""


def _help(family):
    """The family's help module, imported at its first use; None for a family without one."""
    if family not in _helps:
        try:
            module = registry.load(_name(family)) if _name(family) else None
        except (ImportError, AttributeError):
            module = None
        _helps[family] = module
    return _helps[family]


def _worder(family, language):
    """A function wording a help text of ``family`` in ``language``: the family's catalogue,
    then the shared one (these paragraphs), then the English itself."""
    own = words.catalogue(language, _name(family)) if _name(family) else {}
    shared = words.catalogue(language, "puzzles.help")
    return lambda text: own.get(text) or shared.get(text) or text


def sections(family, language="en"):
    """``[(heading, [paragraph, ...]), ...]`` of ``family``'s help in ``language`` ("en" or
    "ja"; anything else is English). An unknown family has no help: ``[]``."""
    module = _help(family)
    if module is None:
        return []
    word = _worder(family, language)
    return [(word(heading), [word(paragraph) for paragraph in paragraphs]) for heading, paragraphs in module.SECTIONS]


def first_screen(family, language="en"):
    """``[paragraph, ...]``: what the help says first (the goal, how to move, what the marks
    mean), at most 120 words in English; ``[]`` for an unknown family."""
    module = _help(family)
    if module is None:
        return []
    word = _worder(family, language)
    return [word(paragraph) for paragraph in module.FIRST]


def _captioned(family, caption):
    """``(caption_en, caption_ja)``: a caption in both languages (the help shows one)."""
    return caption, _worder(family, "ja")(caption)


def goal_pictures(family):
    """``[(game id, caption_en, caption_ja), ...]``: goal positions of ``family`` to draw."""
    module = _help(family)
    return [(game_id,) + _captioned(family, caption) for game_id, caption in getattr(module, "GOALS", [])]


def _split(game_id):
    path, _, query = game_id.partition("?")
    return path, dict(part.split("=", 1) for part in query.split("&") if "=" in part)


def _same_puzzle(game_id, other):
    """True when ``other`` is the puzzle of ``game_id``: the same variant, and the same cut
    cells and closed tour where the family has them."""
    path, keys = _split(game_id)
    other_path, other_keys = _split(other)
    return other_path == path and all(other_keys.get(key) == keys.get(key) for key in ("cut", "closed"))


def goal_picture(family, game_id):
    """The goal to show beside the help of ``game_id`` (a game of ``family``): the goal of the
    same puzzle; None for a puzzle the family's help lists in ``NO_GOAL`` (a board with no
    tour, a custom board: another board's goal would mislead); else the family's first goal
    (an illustration, its caption naming its board), else None."""
    goals = goal_pictures(family)
    for goal in goals:
        if _same_puzzle(game_id, goal[0]):
            return goal
    if any(_same_puzzle(game_id, puzzle) for puzzle in getattr(_help(family), "NO_GOAL", ())):
        return None
    return goals[0] if goals else None


def move_picture(family, game_id=""):
    """``(game id, move, caption_en, caption_ja)``: one move of ``family`` to draw before and
    after, or None: the move of ``MOVES`` played on the variant of ``game_id`` if the help
    has one (the missionaries' crossing for the missionaries), else ``MOVE``."""
    module = _help(family)
    move = getattr(module, "MOVE", None)
    if move is None:
        return None
    variant = _split(game_id)[0]
    for other in getattr(module, "MOVES", ()):
        if variant and _split(other[0])[0] == variant:
            move = other
    game_id, played, caption = move
    return (game_id, played) + _captioned(family, caption)


def legend(name, family, language="en"):
    """The analysis's legend ``name`` in ``language``: the family's own (``LEGENDS`` of its help)
    or the shared one of that name (``CHART_LEGEND``); "" when there is none."""
    text = getattr(_help(family), "LEGENDS", {}).get(name) or LEGENDS.get(name, "")
    return _worder(family, language)(text) if text else ""
