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
- ``help``: the module of its help texts (``puzzles.<family>.help``; their Japanese beside it,
  ``<help>_ja``: puzzles.help_text), shipped to the page when the family has one;
- ``cli`` (optional, None): a module with ``add_commands(commands)`` adding the family's own
  commands to the CLI's argparse sub-parsers (peg: ``starts``); a command may raise GameIdError;
- ``default_game`` (optional, None): the game the page opens with no link (the first family
  in order that declares one gives ``DEFAULT_GAME``);
- ``daily`` (optional, ``()``): ``((turn, game id), ...)``: its games in the daily puzzle's
  rotation (puzzles.daily: every family's games, by turn);
- ``lab_caption`` (optional, None): a line (English, worded by the page) under the Lab's overlay
  menu, for a family whose ideas are drawn another way (river: its State graph action);
- ``capabilities`` (optional, all false): flags the core reads (``capable``): ``goal`` (its
  solutions end at the goal: the Lab checks that they reach it; Nim's "solution" is the one
  winning move to play now), ``menu_names_board`` (its menu entries name a board, "5 x 5", not the puzzle: the tab's
  title says both).

The game session (puzzles.session), the page and the CLI know nothing else about a family;
a view's optional hooks are looked up through puzzles.view_protocol only.

**Rules module** (MicroPython-compatible: no typing, dataclasses, enum; runs on the page):
``TITLE``; ``variants()`` -> ``[(variant, label)]`` (``NO_VARIANTS = True`` and the one
variant "": the family's ids have no ``/variant``, like ``nim?heaps=5,2,3``); ``presets()`` -> game ids;
``new_game(variant)``; ``parse(variant, params)`` -> position, raising GameIdError naming the
bad part. Positions are immutable and comparable (``==``, ``hash``) with ``game_id()`` (which
round-trips through ``parse``), ``restart()``, ``is_won()``, ``is_over()`` (no move is left to
play: won, stuck, or the game ended; the computer never moves then) and ``status_text()`` (""
while the game goes on, else the end in words).

**View module** (MicroPython-compatible, pure functions of plain data): the view protocol,
written once in code in puzzles.view_protocol: the functions every view has, the optional hooks
a view declares it defines (``PROVIDES``) and the defaults of those it leaves out. A view ends
with ``view_protocol.complete(globals())``; the contract tests (tests/test_view_protocol.py)
check every family's view against it.

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


def menu_choice(game_id):
    """``(entry, label, listed)``: what the puzzle menu shows for the game ``game_id`` (issue
    35: always the game on show). ``entry`` is the menu entry of the same variant whose
    settings the game shares, the one with the most (the 4 x 4 without corners, not the plain
    4 x 4; a tour's ``start`` is not a setting), and ``listed`` is True; when no entry fits
    (an open 6 x 6 tour), ``entry`` is the game's variant with its settings, an entry the
    menu adds, named by the family's ``menu_label(variant, keys)`` if its rules have one, else
    by the variant, and ``listed`` is False. None for a game of no family."""
    family, variant, keys = split_game_id(game_id)
    if family not in families():
        return None
    _, _, items = menu_entry(family)
    chosen, best = None, -1
    for item, label in items:
        _, item_variant, item_keys = split_game_id(item)
        if item_variant == variant and len(item_keys) > best and \
                all(keys.get(key) == value for key, value in item_keys.items() if key != "start"):
            chosen, best = (item, label, True), len(item_keys)
    if chosen is not None:
        return chosen
    module = rules(family)
    naming = getattr(module, "menu_label", None)
    settings = [(key, value) for key, value in keys.items() if key in getattr(module, "MENU_KEYS", ())]
    label = naming(variant, keys) if naming is not None else variant
    return join_game_id(family, variant, settings), label, False


def presets():
    result = []
    for family in families():
        result.extend(rules(family).presets())
    return result


discover()
