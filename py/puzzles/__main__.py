"""Command line: the same game ids and solvers as the page (standard library only).

    python -m puzzles list
    python -m puzzles solve '<game id>' [--count] [--any] [--json] [--time-limit S]
    python -m puzzles hints '<game id>' [--json] [--time-limit S]
    python -m puzzles hardest '<game id>' [--json] [--time-limit S]
    python -m puzzles deal '<game id>' --difficulty easy|medium|hard [--seed N] [--json]
    python -m puzzles daily YYYY-MM-DD [--json]
    python -m puzzles lab list [family] [--json]
    python -m puzzles lab run <method> '<game id>' [--json] [--time-limit S]
    python -m puzzles lab trace <method> '<game id>' [--limit N] [--json] [--source FILE]
    python -m puzzles starts <peg board id> [--json] [--time-limit S]

A bad game id exits with status 2 and a one-line message naming the bad part; a search that
cannot be done, or runs out of time, exits with 1 and says why. A search that runs longer
than a second shows its progress on stderr when stderr is a terminal. With ``--json`` stdout
holds JSON or nothing: errors, usage and ``--help`` go to stderr.
"""

import argparse
import contextlib
import json
import math
import os
import sys
import time

from puzzles import errors, registry
from puzzles.gameid import GameIdError
from puzzles.jobs import JobRunner
from puzzles.marks import solution_moves
from puzzles.words import reason, say


def command_list(args: argparse.Namespace) -> int:
    for game_id in registry.presets():
        print(game_id)
    return 0


PROGRESS_AFTER_S = 1.0


def print_bad_game_id(error: GameIdError) -> None:
    """The one line every command prints for a game id it cannot read (then it exits with 2)."""
    print("bad game id: %s" % say(reason(error)), file=sys.stderr)


def run_job(game_id: str, kind: str, time_limit: float | None = None) -> tuple[int, str, dict]:
    """``(exit status, family, result)`` of one search run to its end, or until
    ``time_limit`` seconds; errors are printed. Progress goes to a terminal's stderr."""
    try:
        family, position = registry.parse(game_id)
    except GameIdError as error:
        print_bad_game_id(error)
        return 2, "", {}
    runner = JobRunner()
    reply = json.loads(runner.start(json.dumps({"game": position.game_id(), "kind": kind})))
    started = time.monotonic()
    show_progress = sys.stderr.isatty()
    shown = False
    while reply["state"] == "running":
        elapsed = time.monotonic() - started
        if time_limit is not None and elapsed >= time_limit:
            runner.cancel()
            if shown:
                print("\r\033[K", end="", file=sys.stderr)
            print("stopped: the time limit of %g s ran out (%s)" % (time_limit, progress_text(reply["progress"])),
                  file=sys.stderr)
            return 1, family, {}
        if show_progress and elapsed >= PROGRESS_AFTER_S:
            print("\r\033[K" + progress_text(reply["progress"]), end="", file=sys.stderr, flush=True)
            shown = True
        budget_ms = 200 if time_limit is None else max(1, min(200, 1000 * (time_limit - elapsed)))
        reply = json.loads(runner.step(budget_ms))
    if shown:
        print("\r\033[K", end="", file=sys.stderr)
    if reply["state"] == "error":
        error = errors.by_kind(reply.get("error"))  # the error's class, read back from the reply
        if error is not None and issubclass(error, errors.NothingToHint):
            message = "%s puzzles have no hints" % family
        else:
            message = say(reply["message"])
        print("error: %s" % message, file=sys.stderr)
        return 1, family, {}
    return 0, family, reply["result"]


def progress_text(progress: dict) -> str:
    # The solvers report their phase as a words.message; say() words it (the CLI is English).
    return "%s: %d positions searched, depth %d, %.1f s" % (
        say(progress.get("phase", "searching")), progress.get("positions", 0), progress.get("depth", 0),
        progress.get("elapsed", 0))


def command_solve(args: argparse.Namespace) -> int:
    kind = "any" if args.any else ("count" if args.count else ("prove" if args.prove else "minimum"))
    status, family, result = run_job(args.game_id, kind, args.time_limit)
    if status:
        return status
    if args.json:
        print(json.dumps(result))
        return 0 if result.get("solvable") else 1
    view = registry.view(family)
    print("%s: %s" % (result["game"], say(view.result_text(result))))
    position = registry.parse(result["game"])[1]
    for number, move in enumerate(result.get("solution", []), 1):
        print("%3d. %s" % (number, view.describe_move(position, move)))
        position = view.play(position, move)
    return 0 if result.get("solvable") else 1


def hint_entries(result: dict) -> list[dict]:
    """The solver's hints as the CLI's JSON: for each legal move, whether the goal can still
    be reached after it (null: not known) and the fewest moves of a whole solution that
    starts with it, the move included (null: not known)."""
    winning, dead = result.get("winning"), result.get("dead", [])
    entries = []
    for entry in result["hints"]:
        move, left_after = entry[0], entry[1]
        whole = solution_moves(entry)
        if winning is not None:
            solvable = move in winning
        elif left_after is not None or move == result.get("example"):
            solvable = True  # with a value, or the first move of a solution found
        else:
            solvable = False if move in dead else None
        entries.append({"move": move, "solvable": solvable, "moves_left": whole})
    return entries


def command_hints(args: argparse.Namespace) -> int:
    status, family, result = run_job(args.game_id, "hint", args.time_limit)
    if status:
        return status
    entries = hint_entries(result)
    if args.json:
        print(json.dumps({"game": result["game"], "hints": entries}))
        return 0
    view = registry.view(family)
    position = registry.parse(result["game"])[1]
    print("%s: %d legal moves" % (result["game"], len(entries)))
    for entry in entries:
        reached = "wins" if "winning" in result else "keeps the goal in reach"
        outcome = {True: reached, False: "loses", None: "not known"}[entry["solvable"]]
        if entry["moves_left"] is not None:
            outcome += ", %d moves in all" % entry["moves_left"]
        print("  %s: %s" % (view.describe_move(position, entry["move"]), outcome))
    return 0


def command_hardest(args: argparse.Namespace) -> int:
    status, family, result = run_job(args.game_id, "analyse", args.time_limit)
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


def _print_deal(result: dict, as_json: bool, **extra: object) -> int:
    if as_json:
        print(json.dumps(dict(result, **extra)))
    else:
        print(result["dealt"])
    return 0


def command_deal(args: argparse.Namespace) -> int:
    """New game: a game of the family (and board) of a game id, dealt at a difficulty."""
    from puzzles.deal import run_deal
    try:
        registry.parse(args.game_id)
    except GameIdError as error:
        print_bad_game_id(error)
        return 2
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big") % (1 << 30)
    return _print_deal(run_deal(args.game_id, args.difficulty, seed), args.json, seed=seed)


def command_daily(args: argparse.Namespace) -> int:
    """The daily puzzle's game id for a date (the same rule as the page's #daily)."""
    from puzzles import daily
    from puzzles.deal import run_deal
    try:
        game, difficulty, seed = daily.choice(args.date)
    except daily.DateError as error:
        print("bad date: %s" % error, file=sys.stderr)
        return 2
    return _print_deal(run_deal(game, difficulty, seed), args.json, date=args.date, seed=seed)


def seed(text: str) -> int:
    """``--seed``'s value: a whole number 0..2**30-1 (as the page's deals and the daily's)."""
    from puzzles.deal import SEED_RANGE
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("%r is not a whole number" % text[:40])
    if not 0 <= number < SEED_RANGE:
        raise argparse.ArgumentTypeError("%s is not a seed: seeds are 0..2**30-1" % text[:40])
    return number


def time_limit(text: str) -> float:
    """``--time-limit``'s value: a finite number of seconds above zero (``nan`` compares
    false with everything, so it would mean no limit at all; ``inf`` is no limit either)."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("%r is not a number of seconds" % text)
    if not math.isfinite(seconds) or seconds <= 0:
        raise argparse.ArgumentTypeError("%r is not a number of seconds above zero" % text)
    return seconds


def command_lab_list(args: argparse.Namespace) -> int:
    from puzzles import lab
    if args.family is not None and args.family not in registry.families():
        print("unknown family %s; families: %s" % (args.family[:40], ", ".join(registry.families())),
              file=sys.stderr)
        return 2
    keys = ("family", "method", "title", "source", "problem", "improves")
    entries = [{key: entry[key] for key in keys} for entry in lab.methods(args.family)]
    if args.json:
        print(json.dumps(entries))
        return 0
    for entry in entries:
        after = " (improves %s)" % entry["improves"] if entry["improves"] else ""
        print("%-20s %-4s %-40s %s%s" % (entry["method"], entry["source"], entry["problem"], entry["title"], after))
    return 0


def lab_result(source: str, game_id: str, time_limit: "float | None",
               trace_limit: "int | None" = None, as_json: bool = False) -> "tuple[dict | None, int]":
    """Run a lab program for ``lab run`` and ``lab trace``: (its result, 0), or (None, the exit
    status) once the reason is said on stderr. With ``as_json`` what the program prints goes
    to stderr (stdout is for the JSON)."""
    from puzzles import lab
    try:
        with contextlib.redirect_stdout(sys.stderr) if as_json else contextlib.nullcontext():
            return lab.run_source(source, game_id, time_limit=time_limit, trace_limit=trace_limit), 0
    except GameIdError as error:
        print_bad_game_id(error)
        return None, 2
    except lab.LabError as error:
        print("error: %s" % error, file=sys.stderr)
        return None, 1


def command_lab_run(args: argparse.Namespace) -> int:
    from puzzles import lab
    try:
        source = lab.program_text(args.method)
    except ValueError as error:
        print("error: %s" % say(reason(error)), file=sys.stderr)
        return 2
    result, status = lab_result(source, args.game_id, args.time_limit, as_json=args.json)
    if result is None:
        return status
    if args.json:
        print(json.dumps(result))
        return 0
    if result["answer"] == "solution":
        print("%d moves: %s" % (result["moves"], json.dumps(result["solution"])))
    elif result["answer"] == "count":
        print("count: %d" % result["count"])
    else:
        print("no solution")
    print("%d positions searched in %.3f s; per depth: %s" % (
        result["positions"], result["seconds"], " ".join(str(n) for n in result["per_depth"])))
    return 0


def family_commands(commands: argparse._SubParsersAction) -> list[argparse.ArgumentParser]:
    """Each family's own commands (its description's ``cli``: a module whose
    ``add_commands(commands)`` adds them; peg: ``starts``), after the CLI's. A bad game id one
    of them meets is printed as every command prints it. Returns the parsers of those the
    module names in its ``TIME_LIMITED`` (they take ``--time-limit``)."""
    time_limited = []
    for family in registry.families():
        extra = registry.module(family, "cli")
        if extra is not None:
            before = set(commands.choices)
            extra.add_commands(commands)
            for name in set(commands.choices) - before:
                parser = commands.choices[name]
                parser.set_defaults(run=reporting_bad_game_ids(parser.get_default("run")))
                if name in getattr(extra, "TIME_LIMITED", ()):
                    time_limited.append(parser)
    return time_limited


def reporting_bad_game_ids(run):
    def command(args: argparse.Namespace) -> int:
        try:
            return run(args)
        except GameIdError as error:
            print_bad_game_id(error)
            return 2
    return command


def command_lab_trace(args: argparse.Namespace) -> int:
    """``lab trace``: a method's (or a file's) program watched, its events printed."""
    from puzzles import lab, lab_trace_rows
    names = [name for name in (args.method, args.game_id) if name is not None]
    if args.limit < 0:
        print("error: --limit takes a number of events from 0", file=sys.stderr)
        return 2
    if len(names) != (1 if args.source else 2):
        print("error: give %s" % ("the game id (with --source FILE)" if args.source else "a method and a game id"),
              file=sys.stderr)
        return 2
    try:
        source = open(args.source, encoding="utf-8").read() if args.source else lab.program_text(names[0])
    except (OSError, UnicodeDecodeError, ValueError) as error:
        print("error: %s" % say(reason(error)), file=sys.stderr)
        return 2
    game_id = names[-1]
    result, status = lab_result(source, game_id, args.time_limit, args.limit, as_json=args.json)
    if result is None:
        return status
    events = lab_trace_rows.with_positions(game_id, result["events"])
    if args.json:
        print(json.dumps(events))
        return 0
    for index, event in enumerate(events):
        print(lab_trace_rows.describe(index, event))
    print(say(lab_trace_rows.summary_text(result)))
    return 0



def json_command(commands: argparse._SubParsersAction, name: str, help: str, run, argument: str = "game_id"):
    """A command of one argument (a game id, or ``argument``) and ``--json``, run by ``run``."""
    parser = commands.add_parser(name, help=help)
    parser.add_argument(argument)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m puzzles", description="Play and solve classic puzzles.")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="print the game ids of all presets").set_defaults(run=command_list)
    solve = commands.add_parser("solve", help="solve the position a game id names")
    solve.add_argument("game_id")
    how = solve.add_mutually_exclusive_group()
    how.add_argument("--count", action="store_true", help="also count all minimal solutions")
    how.add_argument("--any", action="store_true", help="any solution, found fast (not minimal)")
    how.add_argument("--prove", action="store_true",
                     help="peg solitaire: the minimum by the branch-and-bound proof (no stored move counts)")
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    solve.set_defaults(run=command_solve)
    hints = json_command(commands, "hints", "every legal move: can the goal still be reached, in how many moves",
                         command_hints)
    hardest = json_command(commands, "hardest", "sweep every position of a puzzle: the hardest ones", command_hardest)
    deal = commands.add_parser("deal", help="New game: a game of this family and board at a difficulty")
    deal.add_argument("game_id")
    deal.add_argument("--difficulty", choices=("easy", "medium", "hard"), default="medium")
    deal.add_argument("--seed", type=seed, metavar="N",
                      help="the deal's seed (0..2**30-1): the same seed, the same game")
    deal.add_argument("--json", action="store_true", help="print one JSON object")
    deal.set_defaults(run=command_deal)
    json_command(commands, "daily", "the daily puzzle's game id for a date YYYY-MM-DD", command_daily, "date")
    lab_parser = commands.add_parser("lab", help="the solver lab: the source pages' methods, run and compared")
    lab_commands = lab_parser.add_subparsers(dest="lab_command", required=True)
    lab_list = lab_commands.add_parser("list", help="list the lab's methods (of one family)")
    lab_list.add_argument("family", nargs="?")
    lab_list.add_argument("--json", action="store_true", help="print one JSON list")
    lab_list.set_defaults(run=command_lab_list)
    lab_run = lab_commands.add_parser("run", help="run one method's program on a game id")
    lab_run.add_argument("method")
    lab_run.add_argument("game_id")
    lab_run.add_argument("--json", action="store_true", help="print one JSON object")
    lab_run.set_defaults(run=command_lab_run)
    lab_trace = lab_commands.add_parser("trace", help="watch a method's search: its events, one a line")
    lab_trace.add_argument("method", nargs="?", help="the method (left out with --source FILE)")
    lab_trace.add_argument("game_id", nargs="?")
    lab_trace.add_argument("--source", metavar="FILE", help="watch the program in FILE instead of a method's")
    lab_trace.add_argument("--limit", type=int, default=50000, help="events kept at the most (50000)")
    lab_trace.add_argument("--json", action="store_true",
                           help='print one JSON list of events ({"event", "depth", "move", "position", ...})')
    lab_trace.set_defaults(run=command_lab_trace)
    time_limited = family_commands(commands)
    for command in (solve, hints, hardest, lab_run, lab_trace, *time_limited):
        command.add_argument("--time-limit", type=time_limit, metavar="S",
                             help="stop the search after S seconds (exit status 1)")
    arguments = sys.argv[1:] if argv is None else argv
    # With --json (or an abbreviation argparse takes for it), stdout is for JSON only: --help
    # goes to stderr, where argparse's usage errors go already.
    asks_json = any(len(argument) > 2 and "--json".startswith(argument) for argument in arguments)
    with contextlib.redirect_stdout(sys.stderr) if asks_json else contextlib.nullcontext():
        args = parser.parse_args(arguments)
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
