"""Peg solitaire's own command for the CLI (python -m puzzles starts; its description's ``cli``):
the fewest moves from every start hole to every finish hole (puzzles.peg.starts, issue 23).
``starts`` takes the CLI's ``--time-limit S`` (it is named in ``TIME_LIMITED``; issue 37).
CPython only.
"""

import argparse
import json
import sys
import time

from puzzles import registry

TIME_LIMITED = ("starts",)  # the commands the CLI gives its --time-limit S


class OutOfTime(Exception):
    """The time limit ran out (raised from the sweep's progress)."""


def add_commands(commands) -> None:
    """Add ``starts`` to the CLI's argparse sub-parsers ``commands``."""
    starts = commands.add_parser("starts", help="peg solitaire: fewest moves for every start and finish hole")
    starts.add_argument("board", metavar="peg_board_id", help="a peg game id or board name (peg/hex12, hex12)")
    starts.add_argument("--json", action="store_true", help="print one JSON list")
    starts.set_defaults(run=command_starts)


def command_starts(args: argparse.Namespace) -> int:
    """The table of a peg board; a bad game id raises GameIdError (the CLI prints it)."""
    from puzzles.peg.starts import MOST_HOLES, all_starts
    game_id = args.board if "/" in args.board else "peg/" + args.board
    family, position = registry.parse(game_id)
    if family != "peg":
        print("starts: a peg solitaire board is needed, not %s" % family, file=sys.stderr)
        return 2
    if position.board.size > MOST_HOLES:
        print("starts: the board has %d holes; the table is made for boards of %d holes or fewer"
              % (position.board.size, MOST_HOLES), file=sys.stderr)
        return 1
    limit = getattr(args, "time_limit", None)
    started = time.monotonic()
    last: dict = {}

    def progress(**report: int) -> None:
        last.update(report)
        if limit is not None and time.monotonic() - started >= limit:
            raise OutOfTime

    try:
        rows = all_starts(position.board, progress)
    except OutOfTime:
        print("stopped: the time limit of %g s ran out (%d positions in the layer, depth %d, %.1f s)"
              % (limit, last.get("positions", 0), last.get("depth", 0), time.monotonic() - started),
              file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(rows))
        return 0
    size = position.board.size
    print("fewest moves from each start hole (row) to each finish hole (column); - impossible")
    print("start  any " + " ".join("%3d" % hole for hole in range(size)))
    for empty in range(size):
        cells = [row for row in rows if row["empty"] == empty]
        print("%5d " % empty + " ".join("%3s" % ("-" if row["moves"] is None else row["moves"]) for row in cells))
    return 0
