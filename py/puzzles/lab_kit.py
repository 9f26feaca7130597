"""The solver lab's kit (issues 33 and 34): what every lab program would otherwise write again.

A lab program (``puzzles/<family>/lab/*.py``, see puzzles.lab) is ``solve(position, progress)``.
``progress`` is a ``Progress``: it counts what the search does, as aima-python's
InstrumentedProblem counts a problem's calls, so a program no longer keeps a counter of its own:

- ``progress.visit(depth, move=None, h=None, key=None)``: a position examined, reached from the
  line being searched (at ``depth - 1``) by ``move``; ``h`` the lower bound's value there;
  ``key`` a game id, for positions not reached along one line (a sweep from the goal). It counts
  one position.
- ``progress.cut(depth, reason, bound=None, value=None, move=None)``: a line cut off, and why
  (``reason``: a words.message, or a catalogue text whose ``{bound}`` and ``{value}`` the kit
  fills in); ``progress.iteration(bound)``, ``progress.layer(depth, size=None)``: a new round of
  iterative deepening, a new breadth-first layer; ``progress.found(moves)``: a solution.
- ``progress(positions=N, depth=D)``: the old call, still heard: a program that counts
  something else than positions (the jumps tried) reports its own figure, which then wins.
- ``progress.watching``: True while a trace is recorded (puzzles.lab_trace); compute what only
  the trace needs (a game id) under ``if progress.watching``.

Only counting runs here: the calls cost a method call each when nothing is recorded. Also
``deepen`` (the loop of iterative deepening), ``path_back`` (a breadth-first search's moves read
back from its table) and ``run_solver`` (the site's own solver, for the "ours" programs).
CPython/Pyodide only.
"""

import time

REPORT_EVERY = 16384  # visits between two reports to the listener (and two looks at the clock)
MOST_DEPTH = 1_000_000  # the deepest depth counted (a bound of 1e308 would grow the list until memory ran out)


class Stopped(BaseException):
    """Raised from progress when the time limit runs out (a BaseException: a program's own
    ``except Exception`` does not swallow it)."""


class TooDeep(Exception):
    """A depth or bound past MOST_DEPTH was reported: ``args[0]`` the depth (puzzles.lab says so)."""


class Relayed(BaseException):
    """What the listener raised (to stop the run), carried through the program."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(error)
        self.error = error


class Progress:
    """Counts a run's positions, per depth, and hears the program's reports (see the module).

    ``listener(positions=, depth=, seconds=)`` hears every report; ``time_limit`` (seconds)
    stops the run by raising Stopped from the program's next call past it."""

    watching = False

    def __init__(self, listener=None, time_limit: "float | None" = None) -> None:
        self.visits = 0
        self.reported: "int | None" = None  # the program's own figure, when it reports one
        self.depth: "int | None" = None
        self.per_depth: list = []
        self.counted = 0
        self._next = REPORT_EVERY
        self._listener = listener
        self._time_limit = time_limit
        self.started = time.monotonic()

    @property
    def positions(self) -> int:
        return self.visits if self.reported is None else self.reported

    def __call__(self, positions=None, depth=None, **_ignored) -> None:
        if positions is not None:
            self.reported = max(int(positions), self.reported or 0)
        self.report(None if depth is None else max(0, int(depth)))

    def report(self, depth: "int | None") -> None:
        """What was searched since the last report was searched at the depth reported then."""
        positions = self.positions
        at = depth if self.depth is None else self.depth
        at = 0 if at is None else at
        if max(at, depth or 0) > MOST_DEPTH:
            raise TooDeep(max(at, depth or 0))
        while len(self.per_depth) <= max(at, depth or 0):
            self.per_depth.append(0)
        self.per_depth[at] += max(0, positions - self.counted)
        self.counted = max(positions, self.counted)
        if depth is not None:
            self.depth = depth
        elapsed = time.monotonic() - self.started
        if self._listener is not None:
            try:
                self._listener(positions=self.counted, depth=self.depth or 0, seconds=elapsed)
            except BaseException as error:  # the caller stops the run: its exception, unchanged
                raise Relayed(error) from None
        if self._time_limit is not None and elapsed > self._time_limit:
            raise Stopped()

    def visit(self, depth, move=None, h=None, key=None) -> None:
        self.visits += 1
        if self.visits >= self._next:
            self._next += REPORT_EVERY
            self.report(None)

    def cut(self, depth, reason, bound=None, value=None, move=None) -> None:
        pass

    def found(self, moves) -> None:
        pass

    def iteration(self, bound) -> None:
        self.report(max(0, int(bound)))

    def layer(self, depth, size=None) -> None:
        self.report(max(0, int(depth)))


def deepen(progress, search, first: int, last: int, step: int = 1):
    """Iterative deepening: ``search(limit)`` for limit = first, first + step, ... up to
    ``last``; the first answer that is not None and not False (None when none is)."""
    limit = first
    while limit <= last:
        progress.iteration(limit)
        answer = search(limit)
        if answer is not None and answer is not False:
            return answer
        limit += step
    return None


def path_back(came_from: dict, key) -> list:
    """The moves from the start to ``key`` in a breadth-first search's table ``came_from``
    (each position's key -> (the previous key, the move), None for the start)."""
    moves = []
    while came_from[key] is not None:
        key, move = came_from[key]
        moves.append(move)
    return moves[::-1]


def run_solver(solver, position, kind: str, progress) -> dict:
    """Run the site's own solver (a family's ``solver`` module) for the search ``kind`` to its
    end, handing its progress on: its result dict (the "ours" programs)."""
    return follow(solver.search_job(position, kind), progress)


def follow(search, progress) -> dict:
    """Drive one of the site's search generators to its end, handing its progress on (for the
    "ours" programs); its result dict."""
    reported, depth = 0, 0
    while True:
        try:
            step = next(search)
        except StopIteration as stop:
            result = stop.value
            progress(positions=max(reported, result.get("positions", 0) or 0), depth=depth)
            return result
        reported, depth = step.get("positions", 0), step.get("depth", 0)
        progress(positions=reported, depth=depth)
