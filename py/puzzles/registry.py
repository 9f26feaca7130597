"""The one list of puzzle families. Adding a family = its own folder + one line in FAMILY_LIST.

Each family is a folder ``puzzles/<family>/`` with three modules, ``rules``, ``view`` and
``solver`` (and whatever else its solver needs), named (not imported) here so the page's
MicroPython never loads a solver. The game session (puzzles.session), the page and the CLI know nothing else about a
family; a view's optional hooks are looked up through puzzles.view_protocol only.

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

from puzzles.gameid import GameIdError, join_game_id, shorten, split_game_id
from puzzles.words import message

# (family, rules module, view module, solver module), in menu order. A list, not a dict's
# keys: MicroPython's dicts do not keep insertion order.
FAMILY_LIST = (
    ("peg", "puzzles.peg.rules", "puzzles.peg.view", "puzzles.peg.solver"),
    ("slide", "puzzles.slide.rules", "puzzles.slide.view", "puzzles.slide.solver"),
    ("flip", "puzzles.flip.rules", "puzzles.flip.view", "puzzles.flip.solver"),
    ("knight", "puzzles.knight.rules", "puzzles.knight.view", "puzzles.knight.solver"),
    ("river", "puzzles.river.rules", "puzzles.river.view", "puzzles.river.solver"),
    ("nim", "puzzles.nim.rules", "puzzles.nim.view", "puzzles.nim.solver"),
)
FAMILIES = {entry[0]: entry[1:] for entry in FAMILY_LIST}


def families():
    """Family names in menu order."""
    return [entry[0] for entry in FAMILY_LIST]


DEFAULT_GAME = "peg/triangle21?empty=6&finish=6"


def _load(module_name):
    module = __import__(module_name)
    for part in module_name.split(".")[1:]:
        module = getattr(module, part)
    return module


def _entry(family):
    if family not in FAMILIES:
        # Raised with a message, worded where it is shown (words.reason, words.say).
        raise GameIdError(message("unknown family {family}; families: {families}",
                                  family=shorten(family), families=", ".join(sorted(FAMILIES))))
    return FAMILIES[family]


def rules(family):
    return _load(_entry(family)[0])


def view(family):
    return _load(_entry(family)[1])


def solver(family):
    return _load(_entry(family)[2])


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
