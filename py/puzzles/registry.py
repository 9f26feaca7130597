"""The puzzle families, found in their folders (issue 33): the core names no family.

A family is a folder ``puzzles/<family>/`` whose ``__init__.py`` holds ``DESCRIPTION``, one
plain dict (it imports nothing, so MicroPython reads it for the cost of the dict). Adding a
family is adding its folder: nothing outside it names the family (tests/test_core_names_no_family.py
checks that; docs/architecture.md, "How to add a family", walks through one).

**Where the families are found.** On CPython (and MicroPython with a file system) by listing
the folders of the package's path (``puzzles.__path__``) that hold a description, in the order
of their ``order`` field. The page (MicroPython, its modules in an image) and the solver
worker (Pyodide, which fetches each module on its first import) cannot list folders cheaply:
scripts/build.py writes the families it found, with their descriptions, into a generated
module, ``puzzles.family_index`` (``FAMILIES`` in order, ``DESCRIPTIONS``), which is read
instead whenever it is there (never in the repository). ``discover()`` reads them again (a
test that adds a folder to ``puzzles.__path__`` calls it).

**The description's fields** (``describe(family)``; module names are full dotted paths; a
field marked *optional* may be left out, meaning its default):
- ``order``: the family's place in the menu and every list (ascending; ties by name);
- ``title``: its name in English, worded with ``tr`` where shown (``rules.TITLE`` is this);
- ``phrase``: its name in running text ("knight's tours"), for the site's description;
- ``rules``, ``view``, ``solver``: its three modules (below). Named, not imported, so the
  page's MicroPython never loads a solver;
- ``page`` (optional, ``()``): more of its modules the page imports (the build ships these
  with ``rules``, ``view``, ``overlay`` and ``help``);
- ``overlay`` (optional, None): the module drawing its lab programs' structures on the board
  (the Lab's "See the idea on the board");
- ``lab``: the package of its lab programs (``puzzles.<family>.lab``), CPython only;
- ``help``: the module of its help texts (``puzzles.<family>.help``), through the catalogue;
- ``cli`` (optional, None): a module with ``add_commands(commands)`` adding the family's own
  commands to the CLI's argparse sub-parsers (peg: ``starts``); a command may raise GameIdError;
- ``default_game`` (optional, None): the game the page opens with no link (the first family
  in order that declares one gives ``DEFAULT_GAME``);
- ``daily`` (optional, ``()``): ``((turn, game id), ...)``: its games in the daily puzzle's
  rotation (puzzles.daily: every family's games, by turn);
- ``capabilities`` (optional, all false): flags the core reads (``capable``): ``goal`` (its
  solutions end at the goal: the Lab checks that they reach it; Nim's "solution" is the one
  winning move to play now), ``menu_names_board`` (its menu entries name a board, "5 x 5", not the puzzle: the tab's
  title says both).

The game session (puzzles.session), the page and the CLI know nothing else about a family;
the session is the one place that looks a view's optional hooks up.

**Rules module** (MicroPython-compatible: no typing, dataclasses, enum; runs on the page):
``TITLE``; ``variants()`` -> ``[(variant, label)]`` (``NO_VARIANTS = True`` and the one
variant "": the family's ids have no ``/variant``, like ``nim?heaps=5,2,3``); ``presets()`` -> game ids;
``new_game(variant)``; ``parse(variant, params)`` -> position, raising GameIdError naming the
bad part. Positions are immutable and comparable (``==``, ``hash``) with ``game_id()`` (which
round-trips through ``parse``), ``restart()``, ``is_won()`` and ``status_text()`` ("" while
the game goes on, else the end in words).

**View module** (MicroPython-compatible, pure functions of plain data):
- ``render(position, ui)`` -> SVG text; every place a player can click is a
  ``<g data-cell="N">``. ``ui`` is a plain dict of marks (selection, cursor, hint, hints),
  and ``board_width``, the board box's width in CSS px when the page knows it (the page
  draws again when it changes): a view may draw differently for a narrow box (nim: 44 px
  tap targets on a phone) or ignore it.
  Text drawn comes from numbers and fixed names only, never from user input.
  For screen readers (issue 12) each such cell is ``<g data-cell="N" id="cell-N"
  role="button" aria-label="...">``, the label naming the cell, what is on it and whether it
  can move ("peg on hole 6, can jump"), in the page's language (``tr``); the root ``<svg>``
  is ``role="group"`` (not "img", which hides its children) with an ``aria-label``, and
  carries ``data-cursor="N"`` while ``ui["cursor"]`` is N (nothing when there is none). The
  page points the focused board's ``aria-activedescendant`` at ``cell-N``; in small copies
  (thumbnails, goal pictures) it drops the ids and hides the copy from screen readers.
- Words (issue 12): every text shown goes through puzzles.words: ``tr(...)`` where it is
  worded on the page, ``message(...)`` for what a solver reports (progress ``phase``,
  ``reason``, errors raised with a message); module constants (``TITLE``, variant names,
  option choices) stay English and are worded by the page or with ``tr`` when returned.
- ``click(position, ui, cell)`` -> ``(position, ui, message)``; a click that does nothing
  says why in ``message``.
- A *move* is a family's own plain value, the same in solutions, the CLI's JSON and the page:
  a list of holes (peg), the cell a tile or piece comes from (slide, flip), the next cell
  (knight), a boat load as a list of names (river), ``[heap, stones]`` (nim).
  ``moves(position)`` -> every legal move; ``clicks(position, move)`` -> the cells to click in
  turn to play it; ``play(position, move)`` -> the position after it (raises ValueError,
  saying why, if it is illegal); ``describe_move(position, move)`` -> short text naming the
  move as the board shows it (tile and arrow, hole numbers, a knight cell's name), from the
  position before it.
- ``move_cursor(position, ui, dx, dy)`` -> ui (keyboard); ``counters(position)`` ->
  ``[(label, value)]``; ``options(position)`` -> ``[{key, label, value, choices}]`` (game-id
  keys; choosing one loads that game);
  ``prompt(position)`` -> the status line while the game goes on.
- ``actions(position)`` -> buttons: ``[{"id", "label", "search"}]`` runs the worker search
  of that kind; ``[{"id", "label"}]`` (no "search") is a page action (see ``act``).
- ``result_text(result)`` -> the status line for a finished search's result (not hints: the
  session words those). Say "Solution found" (the solver's), never "Solved" (the player's).

Optional view hooks (the session looks each up; absent means the default):
- ``steps(position, move)`` -> the positions after each click of a move (for following a
  solution by hand, click by click); default ``[play(position, move)]``.
- ``arrow(position, ui, dx, dy)`` -> ``(position, ui, message)``: what an arrow key does
  (sliding puzzles slide a tile); default: ``move_cursor``. A swipe on the board does the
  same along its own (dx, dy) where a family has this hook, nothing elsewhere.
- ``choose(position, key, value)`` -> the game id a changed option names (knight: a new
  board size); default: the options' keys and values joined into the variant's game id.
- ``act(position, ui, id, rand)`` -> ``(position, ui, message)``: a page action (``rand(n)``
  is a random int in ``0..n-1``; Shuffle, Edit board, Hint for Nim...). A result whose
  ``restart()`` differs is a new game: the old solution and search are dropped.
- ``act_input(position, ui, id, text)`` -> ``(position, ui, message)``: an action with
  ``"input"`` (its placeholder text) gets a text box beside its button on the page; the button
  (or Enter in the box) hands what was typed here (a 15-puzzle position pasted). Nothing typed
  is ever put into markup; a bad text is refused in ``message``.
- ``KEEP_UI``: ui keys kept across moves, Undo and the computer's turns (a display setting).
- ``MOVE_NAME``: what one move is called ("Solution: 11 crossings"); default "move".
- ``render_lines(position, ui)`` -> ``render``'s SVG as a list of lines: the root's tag,
  one top-level element a line, then ``</svg>``; the same number of lines while a board is
  played, so the page redraws only the lines that changed (knight: 5000 lines on 50x50).
- ``render_analysis(result)`` -> SVG text for a result with ``"analysis": True`` (a state
  graph), drawn after the histogram.
- ``computer_move(position)`` -> the move the computer plays now, or None; the session
  announces it, and the front end pauses, then plays it.
- ``HINT_LEGEND``: the key to the hint badges in the family's words (a ``mark``ed text);
  default the session's.
- ``verdict_text(winnable, count)`` -> the line under the board saying whether the position
  can still be won (``count``: the fewest moves to go, None when not known), in the family's
  words (knight: "A tour is still possible: 62 cells to visit."); default the session's.
- ``motion(before, after, ui)`` -> what moved from ``before`` to ``after`` (``ui``: the marks
  drawn before): a list of plain dicts made by ``puzzles.motion.item`` (``cell``, ``kind``:
  jump, hop, slide, cross, fade, appear, flip, extend, retract; ``dx``/``dy`` in SVG units,
  optional ``via``, ``at``, ``length``); [] when nothing can be said. The session asks it
  after every change of position (a move, Step, Play all, the computer, Undo and Redo: a
  backwards motion), and hands the list to ``render`` in ``ui["motion"]``; ``render`` marks
  those elements with ``puzzles.motion.attributes`` and draws ghosts (class
  ``motion-ghost``) of what vanished. The page animates them (static/page.js, once per
  change; none under reduced motion). Default: nothing moves.
- ``moves_played(position)`` -> the moves played so far, counted as the solvers count them:
  the win line sets them against the fewest possible (the start's verdict); default: the
  line names no count.
- ``drag(position, ui, cell, target)`` -> ``(cells, why)``: a piece dragged from ``cell``
  (the page drags only a piece drawn with ``data-piece="N"``, N its cell) as the clicks a
  player would make: ``target`` None at the drag's start (``cells`` picks it up: ``[cell]``,
  or ``[]`` when nothing needs picking; None: it does not drag), else the cell it is dropped
  on (-1: off the board): the clicks that play the move, or None and ``why`` it goes back.
- ``edit_prompt(position, ui)`` -> the status line while an editor is on (Edit board, Set
  tiles: what a click does there), "" when none is; it comes before all but a search's.
- ``ui_prompt(position, ui)`` -> the status line instead of ``prompt`` for the marks on show
  (a peg picked up: "now pick a hole"), "" for ``prompt``.
- ``settle(position, ui)`` -> ui: the pointer left the board; a view that kept its layout
  still under the pointer may fit it now (the peg editor's grid).
- ``toggles(position, ui)`` -> ``{action id: pressed}`` for the buttons that switch
  something on and off (Edit board, Hole numbers); the page shows them pressed
  (``aria-pressed``).

**Solver module** (CPython/Pyodide only): ``search_job(position, kind)`` -> a generator that
yields progress dicts (``positions``, ``depth``, ``phase``) and returns a result dict; it
raises ValueError at once for a kind it does not know. Result keys the page understands:
``solvable``, ``reason``, ``moves``, ``solution`` (a list of moves), ``minimal``, ``count``;
``hints`` (``[[move, moves_left_or_None], ...]``, shown by ``render`` via ``ui["hints"]``, or
``ui["hint_move"]`` ``[move, number, best]`` for the one best move a first Hint shows: an
arrow, see puzzles.marks), with ``solve`` when the hint search found the very result the
"solve" search would give (the 15-puzzle's optimal solution: Solve then answers at once);
for ``analyse``: ``analysis`` True, ``states``, ``distance``, ``count``, ``histogram``,
``positions`` (game ids of the hardest positions).
"""

import os

import puzzles
from puzzles.gameid import GameIdError, join_game_id, shorten, split_game_id
from puzzles.words import message

INDEX_MODULE = "puzzles.family_index"  # written by scripts/build.py (see above)

FAMILY_NAMES = []  # the families, in menu order (discover)
FAMILIES = {}      # family -> (rules, view, solver) module names
DESCRIPTIONS = {}  # family -> its DESCRIPTION (read only)
DEFAULT_GAME = ""  # the game the page opens with no link: the first declared default_game


def load(module_name):
    """The module ``module_name`` (a dotted path), imported on first use."""
    module = __import__(module_name)
    for part in module_name.split(".")[1:]:
        module = getattr(module, part)
    return module


def _describes(path):
    """Whether the file at ``path`` (a folder's ``__init__.py``) assigns a DESCRIPTION at its
    top level: read, not imported, so a package of the core (a folder with no description)
    is never imported here (its imports could lead back to the registry)."""
    try:
        with open(path) as source:
            for line in source:
                if line.startswith("DESCRIPTION = {"):
                    return True
    except OSError:
        pass
    return False


def package_folders():
    """The folders the package's modules are found in (``puzzles.__path__``)."""
    folders = puzzles.__path__
    return [folders] if isinstance(folders, str) else list(folders)  # MicroPython: a str


def found_in_folders():
    """``(names in order, {name: description})``: the folders of the package's path whose
    ``__init__.py`` holds a description (``DESCRIPTION = {`` starting a line; then imported:
    plain data)."""
    found = {}
    for folder in package_folders():
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        for name in names:
            if name in found or name[:1] in "_." or not _describes(folder + "/" + name + "/__init__.py"):
                continue
            description = getattr(load("puzzles." + name), "DESCRIPTION", None)
            if isinstance(description, dict):
                found[name] = description
    return sorted(found, key=lambda name: (found[name].get("order", 0), name)), found


def _found():
    try:
        index = load(INDEX_MODULE)
    except ImportError:
        return found_in_folders()
    return list(index.FAMILIES), index.DESCRIPTIONS


def discover():
    """Find the families (the build's index when there is one, else the folders) and set
    FAMILY_NAMES, FAMILIES, DESCRIPTIONS and DEFAULT_GAME."""
    global DEFAULT_GAME
    names, descriptions = _found()
    FAMILY_NAMES[:] = names
    DESCRIPTIONS.clear()
    FAMILIES.clear()
    DEFAULT_GAME = ""
    for name in names:
        description = descriptions[name]
        DESCRIPTIONS[name] = description
        FAMILIES[name] = (description["rules"], description["view"], description["solver"])
        if not DEFAULT_GAME and description.get("default_game"):
            DEFAULT_GAME = description["default_game"]


def families():
    """Family names in menu order."""
    return list(FAMILY_NAMES)


def describe(family):
    """The family's description (a dict to read, not to change); GameIdError for a name that
    is no family."""
    if family not in DESCRIPTIONS:
        # Raised with a message, worded where it is shown (words.reason, words.say).
        raise GameIdError(message("unknown family {family}; families: {families}",
                                  family=shorten(family), families=", ".join(sorted(DESCRIPTIONS))))
    return DESCRIPTIONS[family]


def module(family, role):
    """The module the family's description names for ``role`` ("rules", "view", "solver",
    "overlay", "cli", ...), or None when it names none."""
    name = describe(family).get(role)
    return load(name) if name else None


def capable(family, capability):
    """Whether the family's description declares ``capability`` (see the fields above)."""
    return bool(describe(family).get("capabilities", {}).get(capability))


def rules(family):
    return load(describe(family)["rules"])


def view(family):
    return load(describe(family)["view"])


def solver(family):
    return load(describe(family)["solver"])


def parse(game_id):
    """``(family, position)`` for a game id; raises GameIdError naming the bad part."""
    family, variant, params = split_game_id(game_id)
    module = rules(family)
    if not variant and not getattr(module, "NO_VARIANTS", False):
        raise GameIdError(message("game id {game_id} needs the form family/variant",
                                  game_id=shorten(game_id.partition("?")[0])))
    return family, module.parse(variant, params)


def menu_entry(family):
    """``(family, title, [(game id, label), ...])``: one family's part of the puzzle menu
    (it imports that family's rules only)."""
    module = rules(family)
    return family, module.TITLE, [(join_game_id(family, variant, []), title) for variant, title in module.variants()]


def menu():
    """``[(family, title, [(game id, label), ...]), ...]`` for the puzzle menu."""
    return [menu_entry(family) for family in families()]


def presets():
    result = []
    for family in families():
        result.extend(rules(family).presets())
    return result


discover()
