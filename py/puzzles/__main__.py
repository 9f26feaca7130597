"""Command line: the same game ids and solvers as the page (standard library only).

    python -m puzzles list
    python -m puzzles solve '<game id>' [--count] [--any] [--json]
    python -m puzzles hardest '<game id>' [--json]

A bad game id exits with status 2 and a one-line message naming the bad part.
"""

import argparse
import json
import os
import sys

from puzzles import registry
from puzzles.gameid import GameIdError
from puzzles.jobs import JobRunner


def command_list(args: argparse.Namespace) -> int:
    for game_id in registry.presets():
        print(game_id)
    return 0


def run_job(game_id: str, kind: str) -> tuple[int, str, dict]:
    """``(exit status, family, result)`` of one search run to its end; errors are printed."""
    try:
        family, position = registry.parse(game_id)
    except GameIdError as error:
        print("bad game id: %s" % error, file=sys.stderr)
        return 2, "", {}
    reply = JobRunner().run(json.dumps({"game": position.game_id(), "kind": kind}))
    if reply["state"] == "error":
        print("error: %s" % reply["message"], file=sys.stderr)
        return 1, family, {}
    return 0, family, reply["result"]


def command_solve(args: argparse.Namespace) -> int:
    kind = "any" if args.any else ("count" if args.count else "minimum")
    status, family, result = run_job(args.game_id, kind)
    if status:
        return status
    if args.json:
        print(json.dumps(result))
        return 0 if result.get("solvable") else 1
    view = registry.view(family)
    print("%s: %s" % (result["game"], view.result_text(result)))
    position = registry.parse(result["game"])[1]
    for number, move in enumerate(result.get("solution", []), 1):
        print("%3d. %s" % (number, view.describe_move(position, move)))
        position = view.play(position, move)
    return 0 if result.get("solvable") else 1


def command_hardest(args: argparse.Namespace) -> int:
    status, family, result = run_job(args.game_id, "analyse")
    if status:
        return status
    if args.json:
        print(json.dumps(result))
        return 0
    print("%d states; the hardest positions need %d moves; %d of them:" % (
        result["states"], result["distance"], result["count"]))
    for game_id in result["positions"]:
        print("  " + game_id)
    print("states at each distance: " + " ".join(str(n) for n in result["histogram"]))
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
    hardest = commands.add_parser("hardest", help="sweep every position of a puzzle: the hardest ones")
    hardest.add_argument("game_id")
    hardest.add_argument("--json", action="store_true", help="print one JSON object")
    hardest.set_defaults(run=command_hardest)
    args = parser.parse_args(argv)
    return args.run(args)


def run_quietly_into_a_pipe() -> int:
    """``main()``, ending quietly when the reader of our output goes away (``| head``)."""
    try:
        status = main()
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        # Python would report the broken pipe again when it flushes stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(run_quietly_into_a_pipe())
