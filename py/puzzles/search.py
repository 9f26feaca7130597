"""Generic search engines, parameterised by the problem; no puzzle code lives here.

Every engine is a generator: it yields progress dicts (``positions`` searched, ``depth`` bound,
a short ``phase`` text) often enough for the caller to stop it between two yields, and returns
its result (``StopIteration.value``). ``run`` drives one to the end for the CLI and tests.
CPython/Pyodide only.
"""

from typing import Callable, Generator, Hashable, Iterable

Progress = dict
State = Hashable

# Yield at least this often (positions handled between two progress reports).
CHUNK = 4096


class SearchTooLarge(Exception):
    """The search would need more positions than the configured limit."""


def run(search: Generator) -> object:
    """Drive a search generator to its end and return its result."""
    while True:
        try:
            next(search)
        except StopIteration as stop:
            return stop.value


def _expand(layer: Iterable, expand: Callable, seen_so_far: int, depth: int,
            phase: str, limit: int) -> Generator[Progress, None, set]:
    """The union of ``expand(chunk)`` over a layer, in chunks, with progress."""
    layer = list(layer)
    result: set = set()
    for begin in range(0, len(layer), CHUNK):
        result |= expand(layer[begin:begin + CHUNK])
        if len(result) > limit:
            raise SearchTooLarge("more than %d positions in one layer" % limit)
        yield {"positions": seen_so_far + begin, "depth": depth, "phase": phase}
    return result


def layered_meet_in_middle(start: State, goals: set, length: int,
                           forward: Callable, backward: Callable,
                           limit: int = 2_000_000) -> Generator[Progress, None, list]:
    """Every position on some path of exactly ``length`` steps from ``start`` to a goal.

    For layered graphs, where every path between two positions has the same length (a peg
    jump always removes one peg). ``forward(states)`` / ``backward(states)`` return the set of
    successors / predecessors of a batch of states. The smaller frontier is expanded until the
    two sides meet; then both sides are trimmed to the positions that lie on a path. Returns
    the layers of that solution graph (``layers[i]`` = positions after i steps), all empty
    when there is no path.
    """
    fwd = [{start}]
    bwd = [set(goals)]
    searched = 1 + len(goals)
    while len(fwd) + len(bwd) - 2 < length:
        if not fwd[-1] or not bwd[-1]:
            return [set() for _ in range(length + 1)]
        if len(fwd[-1]) <= len(bwd[-1]):
            layer = yield from _expand(fwd[-1], forward, searched, len(fwd), "forward", limit)
            fwd.append(layer)
        else:
            layer = yield from _expand(bwd[-1], backward, searched, len(bwd), "backward", limit)
            bwd.append(layer)
        searched += len(layer)
    meet = fwd[-1] & bwd[-1]
    layers = fwd[:-1] + [meet] + bwd[-2::-1]
    # Trim: past the meeting layer keep what the meeting layer reaches, before it what reaches
    # the meeting layer; every position left then lies on a start-to-goal path.
    for i in range(len(fwd), length + 1):
        reached = yield from _expand(layers[i - 1], forward, searched, i, "trim", limit)
        layers[i] = layers[i] & reached
    for i in range(len(fwd) - 2, -1, -1):
        reached = yield from _expand(layers[i + 1], backward, searched, i, "trim", limit)
        layers[i] = layers[i] & reached
    return layers


def depth_first_any(start: State, successors: Callable, is_goal: Callable,
                    key: Callable = lambda state: state,
                    limit: int = 5_000_000) -> Generator[Progress, None, list | None]:
    """Any path from ``start`` to a goal, depth first, remembering dead positions.

    ``successors(state)`` lists ``(step, next_state)`` in the order to try; ``key(state)``
    maps a state to its class under the problem's symmetries, so a dead end is never searched
    twice in any of its mirror images. Returns the list of steps, or None when no path exists.
    """
    dead: set = set()
    path: list = []
    stack = [iter(successors(start))]
    visited = 0
    if is_goal(start):
        return []
    while stack:
        for step, state in stack[-1]:
            k = key(state)
            if k in dead:
                continue
            visited += 1
            if visited % CHUNK == 0:
                yield {"positions": visited, "depth": len(path) + 1, "phase": "depth-first"}
                if len(dead) > limit:
                    raise SearchTooLarge("more than %d dead positions" % limit)
            path.append((step, k))
            if is_goal(state):
                return [s for s, _ in path]
            stack.append(iter(successors(state)))
            break
        else:
            stack.pop()
            if path:
                dead.add(path.pop()[1])
    return None


def beam(start: State, expand: Callable, score: Callable, is_goal: Callable, length: int,
         width: int) -> Generator[Progress, None, list | None]:
    """Layer by layer, keeping only the ``width`` best-scored states of each layer.

    For layered graphs: ``expand(state)`` yields ``(step, next_state)``; a goal is looked for
    after exactly ``length`` steps. Fast but incomplete: None means only that this width
    found nothing. Returns the list of steps to a goal.
    """
    layers: list[dict] = [{start: None}]
    searched = 1
    for depth in range(length):
        following: dict = {}
        for state in layers[-1]:
            for step, nxt in expand(state):
                if nxt not in following:
                    following[nxt] = (state, step)
        searched += len(following)
        if len(following) > width:
            kept = sorted(following, key=score)[:width]
            following = {state: following[state] for state in kept}
        if not following:
            return None
        layers.append(following)
        yield {"positions": searched, "depth": depth + 1, "phase": "beam %d" % width}
    for state in layers[-1]:
        if is_goal(state):
            steps = []
            for layer in reversed(layers[1:]):
                state, step = layer[state]
                steps.append(step)
            return steps[::-1]
    return None
