"""The error classes on the page (puzzles.errors), printed: run under CPython and MicroPython
(tests/test_errors.py); the two transcripts must be identical. Each family's rules raise the
shared classes, and a caller tells them apart by class."""

from puzzles import errors, gameid, registry
from puzzles.words import reason, say

BAD_IDS = ("peg/nonesuch", "slide/six?tiles=12", "flip/square?moves=1", "knight/4x4?start=99",
           "river/nonesuch", "nim?heaps=0", "nonesuch/x", "peg/english33?empty=16&empty=3")
ILLEGAL = (("peg/triangle15?empty=0", [0, 3]), ("slide/six", 99), ("flip/square", 5),
           ("knight/5x5?start=0", 0), ("river/wolf-goat-cabbage", []), ("nim?heaps=1,2,3", [0, 0]))


def caught(action):
    """What ``action()`` raised: the first of the shared classes it is an instance of."""
    try:
        action()
    except errors.PuzzleError as error:
        for cls in (errors.NothingToHint, errors.UnknownSearchKind, errors.GameIdError,
                    errors.IllegalMove, errors.SearchTooLarge):
            if isinstance(error, cls):
                return cls.__name__, isinstance(error, ValueError), say(reason(error))
        return "PuzzleError", isinstance(error, ValueError), say(reason(error))
    return "nothing raised"


print(gameid.GameIdError is errors.GameIdError)
for cls in errors.CLASSES:
    print(cls.__name__, cls.kind, errors.by_kind(cls.kind) is cls, issubclass(cls, ValueError))
print(errors.by_kind("no such kind"), errors.kind_of(ValueError("plain")), errors.kind_of(errors.IllegalMove("x")))
for game_id in BAD_IDS:
    print(game_id, caught(lambda: registry.parse(game_id)))
for game_id, move in ILLEGAL:
    family, position = registry.parse(game_id)
    print(game_id, registry.rules(family).IllegalMove is errors.IllegalMove,
          caught(lambda: registry.view(family).play(position, move)))
print("END")
