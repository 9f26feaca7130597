"""Korf's 100 fifteen-puzzles (R. E. Korf, Artificial Intelligence 27, 1985): the published
instances and optimal lengths of scripts/korf100.txt, as game ids of our ``slide/fifteen``.

Korf's goal has the blank first (cells 0..15 hold 0 1 2 ... 15); ours has it last (1 2 ... 15
then the space). Turning the board half a turn (cell c -> 15 - c) and renaming tile t -> 16 - t
maps his goal onto ours, and maps a move to a move (the half turn keeps neighbours neighbours),
so every position keeps its optimal length. Read by scripts/bench.py (--korf) and the tests
(tests/test_korf100.py).
"""

from pathlib import Path
from typing import NamedTuple

DATA = Path(__file__).resolve().parent / "korf100.txt"
CELLS = 16
HEX = "0123456789abcdef"


class Instance(NamedTuple):
    number: int          # Korf's instance number, 1..100
    length: int          # its published optimal length (moves)
    nodes: int           # the nodes his IDA* generated (as published)
    korf: tuple          # the start in Korf's notation: the tile on each cell, 0 the blank
    tiles: tuple         # the same position for our goal (see the module's notes)

    def game_id(self) -> str:
        return "slide/fifteen?tiles=" + "".join(HEX[t] for t in self.tiles)


def to_our_goal(korf: tuple | list) -> tuple:
    """Korf's arrangement (blank-first goal) as ours (blank-last goal): a half turn of the
    board and the tiles renamed t -> 16 - t (the blank stays 0)."""
    return tuple(16 - korf[CELLS - 1 - cell] if korf[CELLS - 1 - cell] else 0 for cell in range(CELLS))


def read(path: Path = DATA) -> list[Instance]:
    """The instances of the data file, in Korf's order."""
    found = []
    for line in path.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        numbers = [int(word) for word in line.split()]
        if len(numbers) != 3 + CELLS or sorted(numbers[3:]) != list(range(CELLS)):
            raise ValueError("%s: not an instance line: %r" % (path.name, line))
        korf = tuple(numbers[3:])
        found.append(Instance(numbers[0], numbers[1], numbers[2], korf, to_our_goal(korf)))
    return found
