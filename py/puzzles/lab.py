"""The solver lab (issue 23): each source page's search methods as short programs, run side by side.

A *lab program* is a module of a family's lab package, ``puzzles/<family>/lab/<name>.py``,
written for reading: the method of one step of a source page (M. Hiroi's pages, named by title
in each program), or one of ours. It defines ``solve(position, progress)``: ``position`` is the
family's rules object, ``progress`` a puzzles.lab_kit.Progress (it counts the positions the
program visits and hears its events: visit, cut, iteration, layer, found; still callable as
``progress(positions=N, depth=D)``); it returns a solution (a list of moves, as ``python -m
puzzles solve --json`` gives them), a count (an int), or None for "no solution". The repeated
parts of the programs (the deepening loop, counting, the time limit) are in puzzles.lab_kit.

``METHODS`` lists every program, collected from the families' lab packages (their ``METHODS``,
plain data) in the registry's family order (display order: per family, the pages' methods in
their order, then ours), with its page's problem, the method it improves on, the published
figure, a ``slow`` flag (minutes in Python on its page's problem) and ``explain`` (one
catalogue sentence). The family's description says whether its solutions end at the goal (its ``goal`` capability).
``QUESTIONS`` holds the questions the pages ask, each with the game id that opens it and the
answer the page states; ``answer(question)`` finds ours. ``run_source``
runs a program's text (built in, or edited by a user on the page, in the lab's own worker) on a
game id and reports plain JSON-able data: the answer, positions searched, positions per depth and
the time, and when watched the trace (puzzles.lab_trace). A solution is checked move by move
with the family's rules. CPython/Pyodide only
(never imported by the MicroPython page).
"""

import importlib.util
import time
import traceback
from typing import Callable

from puzzles import lab_kit, lab_trace, registry
from puzzles.gameid import GameIdError
from puzzles.words import message, reason, say

PROGRAM_NAME = lab_trace.PROGRAM_NAME  # the file name of a program's code in tracebacks


_FIELDS = ("method", "title", "source", "problem", "improves", "module", "published", "slow", "explain")


def _lab_package(family: str):
    """The family's lab package, as its description names it (None for a family without one)."""
    name = registry.describe(family).get("lab")
    if not name or importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name)


def _collect() -> tuple:
    """Every family's methods (in the registry's family order, each family's own order) and
    the questions (in their ``order``), from the families' lab packages."""
    methods, questions = [], []
    for family in registry.families():
        package = _lab_package(family)
        if package is None:
            continue
        for entry in package.METHODS:
            entry = {key: entry[key] for key in _FIELDS}
            entry["module"] = "%s.%s" % (package.__name__, entry["module"])
            methods.append(dict(family=family, **entry))
        questions.extend(dict(question) for question in getattr(package, "QUESTIONS", ()))
    questions.sort(key=lambda question: question["order"])
    return tuple(methods), tuple(questions)


# In display order: per family, the source pages' methods in their order, then ours. ``slow``:
# the method takes minutes in Python on its page's problem (the lab says so; Cancel stops it).
# QUESTIONS: each the question in words, the game id that opens it, how it is answered (a
# method's slug, a search kind of our solver: "minimum", "count", "analyse", or a kind the
# family's lab package answers itself: its KINDS and answer()), what the answer is ("moves",
# "count", "distance", "solvable") and the answer the page states (None where the page leaves it
# to the reader: the README and docs/lab.md give ours).
METHODS, QUESTIONS = _collect()

_BY_SLUG = {entry["method"]: entry for entry in METHODS}


def answer(question: dict) -> "int | None":
    """Our answer to one of QUESTIONS, found by running our solver (or the lab method the
    question names, or the family's lab package itself for a kind of its ``KINDS``)."""
    family, position = registry.parse(question["game"])
    if question["kind"] in _BY_SLUG:
        return run_method(question["kind"], question["game"])[question["value"]]
    package = _lab_package(family)
    if question["kind"] in getattr(package, "KINDS", ()):
        return package.answer(question)
    search = registry.solver(family).search_job(position, question["kind"])
    while True:
        try:
            next(search)
        except StopIteration as stop:
            return bool(stop.value.get("solvable")) if question["value"] == "solvable" \
                else stop.value.get(question["value"])


def methods(family: "str | None" = None) -> list:
    """The methods of ``family`` (all when None), in display order."""
    return [dict(entry) for entry in METHODS if family is None or entry["family"] == family]


def method(slug: str) -> dict:
    """The method called ``slug``; ValueError, naming the known ones, for any other name."""
    if slug not in _BY_SLUG:
        raise ValueError(message("unknown lab method {method}; methods: {methods}", method=str(slug)[:40],
                                 methods=", ".join(_BY_SLUG)))
    return dict(_BY_SLUG[slug])


def program_text(slug: str) -> str:
    """The source text of a method's program (read from the package's file)."""
    name = method(slug)["module"]
    spec = importlib.util.find_spec(name)
    # The loader's own reading works from files and from an archive alike (the worker's).
    text = spec.loader.get_source(name) if spec is not None and spec.loader is not None else None
    if text is None:
        raise ValueError(message("no program text for lab method {method}", method=slug))
    return text


def listing() -> dict:
    """What the Lab shows: the methods, their programs' texts and the questions (each with its
    index). The build ships it (py/lab.json: the page shows the programs before the Lab's
    worker is ready) and the worker says it again once it is (static/lab-worker.mjs)."""
    listed = methods()
    return {"methods": listed, "programs": {entry["method"]: program_text(entry["method"]) for entry in listed},
            "questions": [dict(question, index=index) for index, question in enumerate(QUESTIONS)]}


class LabError(Exception):
    """A program that cannot run or answers wrongly: ``args[0]`` is a words.message (worded on
    the page), ``line`` the line of the program's text it concerns (or None)."""

    def __init__(self, said: dict, line: "int | None" = None) -> None:
        super().__init__(said)
        self.line = line

    def __str__(self) -> str:
        return say(self.args[0])


def _program_line(error: BaseException) -> "int | None":
    """The line of the program's text where ``error`` was raised (the innermost such frame)."""
    line = None
    for frame in traceback.extract_tb(error.__traceback__):
        if frame.filename == PROGRAM_NAME:
            line = frame.lineno
    return line


def _compile(source: str) -> Callable:
    try:
        code = compile(source, PROGRAM_NAME, "exec")
    except SyntaxError as error:
        raise LabError(message("the program has a syntax error on line {line}: {error}", line=error.lineno,
                               error=error.msg), error.lineno) from None
    namespace = {"__name__": "__lab__"}
    try:
        exec(code, namespace)
    except Exception as error:  # the program's own top-level code failed
        line = _program_line(error)
        raise LabError(message("the program stopped with an error on line {line}: {error}", line=line,
                               error=_error_text(error)), line) from None
    solve = namespace.get("solve")
    if not callable(solve):
        raise LabError(message("the program has no function solve(position, progress)"))
    return solve


def _error_text(error: BaseException) -> str:
    said = reason(error)
    text = say(said) if isinstance(said, dict) else str(said)
    return "%s: %s" % (type(error).__name__, text) if text else type(error).__name__


def run_source(source: str, game_id: str, progress: "Callable | None" = None,
               time_limit: "float | None" = None, trace_limit: "int | None" = None,
               sink: "Callable | None" = None, stop_after: "int | None" = None, events: bool = True) -> dict:
    """Run a program's text on the position ``game_id`` names; see the module's docstring.

    ``progress(positions=, depth=, seconds=)`` (optional) hears every report of the run.
    ``positions`` counts the program's visits, or the last figure it reported itself
    (``progress(positions=N)``); ``per_depth[d]`` the positions searched while the depth (the
    iteration's bound, the layer) was ``d``. With ``trace_limit`` (an int; 0 records nothing but
    counts) the run is watched (puzzles.lab_trace): the result's ``trace`` says what was recorded
    and ``events`` holds the events (not with ``events=False``: the worker's sink had them all);
    ``sink(start, items)`` hears them in batches as they come (lab_trace_rows.rows_of: their items);
    ``stop_after`` stops a program past that many events, saying so. Raises LabError (a bad
    program, an illegal solution, the time limit; with a trace, its ``trace`` and ``events`` so
    far) or GameIdError."""
    family, position = registry.parse(game_id)
    solve = _compile(source)
    if trace_limit is None:
        counter = lab_kit.Progress(progress, time_limit)
    else:
        counter = lab_trace.Recorder(progress, time_limit, trace_limit, sink, stop_after)
    try:
        try:
            answer = solve(position, counter)
        except lab_kit.Relayed as relayed:
            raise relayed.error from None
        except lab_kit.Stopped:
            raise LabError(message("stopped: the time limit of {seconds} s ran out ({positions} positions searched)",
                                   seconds=time_limit, positions=counter.positions)) from None
        except lab_trace.TooMany:
            raise LabError(message("stopped: the program reported more than {events} events",
                                   events=stop_after)) from None
        except lab_kit.TooDeep as error:
            line = _program_line(error)
            raise LabError(message("stopped on line {line}: a depth or bound of {depth} was reported; "
                                   "the Lab counts depths up to {most}", line=line, depth=error.args[0],
                                   most=lab_kit.MOST_DEPTH), line) from None
        except Exception as error:
            line = _program_line(error)
            raise LabError(message("the program stopped with an error on line {line}: {error}", line=line,
                                   error=_error_text(error)), line) from None
        counter.report(None)
        result = _answer(family, position, answer)
    except LabError as error:
        if trace_limit is not None:
            error.trace, error.events = _watched(counter, events)
        raise
    result.update(positions=counter.counted, per_depth=counter.per_depth,
                  seconds=round(time.monotonic() - counter.started, 4))
    if trace_limit is not None:
        result["trace"], result["events"] = _watched(counter, events)
        if not events:
            del result["events"]
    return result


def _watched(recorder, events: bool = True) -> tuple:
    recorder.flush()
    return recorder.summary(), recorder.events if events else None


def _answer(family: str, position, answer) -> dict:
    """The result's answer: none, a count, or a solution checked with the family's rules."""
    result = {"answer": "none", "moves": None, "solution": None, "count": None}
    if answer is None:
        return result
    if isinstance(answer, bool) or not isinstance(answer, (int, list, tuple)):
        raise LabError(message("the program returned {value}, not a list of moves, a count or None",
                               value=repr(answer)[:60]))
    if isinstance(answer, int):
        result.update(answer="count", count=answer)
        return result
    solution = [_plain(move) for move in answer]
    check_solution(family, position, solution)
    result.update(answer="solution", moves=len(solution), solution=solution)
    return result


def _plain(move):
    """A move as JSON data (tuples become lists)."""
    return [_plain(part) for part in move] if isinstance(move, (list, tuple)) else move


def check_solution(family: str, position, solution: list) -> None:
    """Play ``solution`` from ``position`` with the family's rules; LabError names the first
    illegal move (its number from 1 and its text), or says the goal is not reached."""
    view = registry.view(family)
    for number, move in enumerate(solution, 1):
        try:
            position = view.play(position, move)
        except (ValueError, TypeError, IndexError, KeyError) as error:
            raise LabError(message("move {number} of the solution, {move}, is illegal: {why}", number=number,
                                   move=repr(move)[:60], why=reason(error))) from None
    if registry.capable(family, "goal") and not position.is_won():
        raise LabError(message("the solution's {moves} moves do not reach the goal", moves=len(solution)))


follow = lab_kit.follow  # programs written before the kit import it from here


def run_method(slug: str, game_id: str, progress: "Callable | None" = None,
               time_limit: "float | None" = None, trace_limit: "int | None" = None) -> dict:
    """Run a built-in method's program (its text, as the page shows it) on ``game_id``
    (watched with ``trace_limit``, as run_source)."""
    return run_source(program_text(slug), game_id, progress, time_limit, trace_limit)


__all__ = ["METHODS", "LabError", "GameIdError", "check_solution", "method", "methods",
           "program_text", "run_method", "run_source"]
