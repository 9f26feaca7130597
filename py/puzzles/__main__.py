"""Command line: the same game ids and solvers as the page (standard library only).

    python -m puzzles list
    python -m puzzles solve '<game id>' [--count] [--any] [--json]

A bad game id exits with status 2 and a one-line message naming the bad part.
"""

import argparse
import json
import sys

from puzzles import registry
from puzzles.gameid import GameIdError
from puzzles.jobs import JobRunner


def command_list(args: argparse.Namespace) -> int:
    for game_id in registry.presets():
        print(game_id)
    return 0


def command_solve(args: argparse.Namespace) -> int:
    try:
        family, position = registry.parse(args.game_id)
    except GameIdError as error:
        print("bad game id: %s" % error, file=sys.stderr)
        return 2
    kind = "any" if args.any else ("count" if args.count else "minimum")
    reply = JobRunner().run(json.dumps({"game": position.game_id(), "kind": kind}))
    if reply["state"] == "error":
        print("error: %s" % reply["message"], file=sys.stderr)
        return 1
    result = reply["result"]
    if args.json:
        print(json.dumps(result))
        return 0 if result["solvable"] else 1
    if not result["solvable"]:
        print("no solution: %s" % result["reason"])
        return 1
    view = registry.view(family)
    label = "moves" if result.get("minimal") else "moves (any solution, not proven minimal)"
    print("%s: %d %s" % (position.game_id(), result["moves"], label))
    for number, move in enumerate(result["solution"], 1):
        print("%3d. %s" % (number, view.describe_move(move)))
    if "count" in result:
        print("minimal solutions (jump sequences): %d" % result["count"])
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m puzzles", description="Play and solve classic puzzles.")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="print the game ids of all presets").set_defaults(run=command_list)
    solve = commands.add_parser("solve", help="solve the position a game id names")
    solve.add_argument("game_id")
    how = solve.add_mutually_exclusive_group()
    how.add_argument("--count", action="store_true", help="also count all minimal solutions")
    how.add_argument("--any", action="store_true", help="any solution, found fast (not minimal)")
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    solve.set_defaults(run=command_solve)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
