"""Generic search engines, parameterised by the problem; no puzzle code lives here.

Every engine is a generator: it yields progress dicts (``positions`` searched, ``depth`` bound,
a ``phase`` as a ``words.message``, worded on the page) often enough for the caller to stop it
between two yields, and returns its result (``StopIteration.value``). ``run`` drives one to the end (tests, scripts);
puzzles.jobs drives them in time slices for the page and the CLI. ``job`` is each solver's
entry point: it looks a search kind up in the solver's table of searches.
CPython/Pyodide only.
"""

from typing import Callable, Generator, Hashable, Iterable

from puzzles.errors import NothingToHint, SearchTooLarge, UnknownSearchKind
from puzzles.words import message

Progress = dict
State = Hashable

# Yield at least this often (positions handled between two progress reports).
CHUNK = 4096


def job(searches: dict[str, Callable], position: object, kind: str) -> Generator[Progress, None, dict]:
    """The search of ``kind`` from ``position``, by a solver's table ``searches`` (kind ->
    a function of the position returning the search's generator, in the order the kinds are
    listed). A kind not in the table raises UnknownSearchKind at once, naming the kinds
    (NothingToHint for "hint" when the solver offers none)."""
    search = searches.get(kind) if isinstance(kind, str) else None
    if search is None:
        error = NothingToHint if kind == "hint" else UnknownSearchKind
        raise error("unknown search kind %r; kinds: %s" % (kind, ", ".join(searches)))
    return search(position)


def run(search: Generator) -> object:
    """Drive a search generator to its end and return its result."""
    while True:
        try:
            next(search)
        except StopIteration as stop:
            return stop.value


def _expand(layer: Iterable, expand: Callable, seen_so_far: int, depth: int,
            phase: dict, limit: int) -> Generator[Progress, None, set]:
    """The union of ``expand(chunk)`` over a layer, in chunks, with progress."""
    layer = list(layer)
    result: set = set()
    for begin in range(0, len(layer), CHUNK):
        result |= expand(layer[begin:begin + CHUNK])
        if len(result) > limit:
            raise SearchTooLarge(message("more than {limit} positions in one layer", limit=limit))
        yield {"positions": seen_so_far + begin, "depth": depth, "phase": phase}
    return result


def layered_meet_in_middle(start: State, goals: set, length: int,
                           forward: Callable, backward: Callable,
                           limit: int = 2_000_000,
                           mirror: Callable | None = None) -> Generator[Progress, None, list]:
    """Every position on some path of exactly ``length`` steps from ``start`` to a goal.

    For layered graphs, where every path between two positions has the same length (a peg
    jump always removes one peg). ``forward(states)`` / ``backward(states)`` return the set of
    successors / predecessors of a batch of states. The smaller frontier is expanded until the
    two sides meet; then both sides are trimmed to the positions that lie on a path. Returns
    the layers of that solution graph (``layers[i]`` = positions after i steps), all empty
    when there is no path.

    ``mirror``, if given, is a duality of the graph that swaps ``start`` and the one goal and
    reverses every step (x -> y is a step exactly when mirror(y) -> mirror(x) is). The
    backward half is then the mirror image of the forward half and is not searched at all.
    """
    if mirror is not None:
        assert goals == {mirror(start)}
        layers = yield from _self_dual(start, length, forward, backward, mirror, limit)
        return layers
    fwd = [{start}]
    bwd = [set(goals)]
    searched = 1 + len(goals)
    while len(fwd) + len(bwd) - 2 < length:
        if not fwd[-1] or not bwd[-1]:
            return [set() for _ in range(length + 1)]
        if len(fwd[-1]) <= len(bwd[-1]):
            layer = yield from _expand(fwd[-1], forward, searched, len(fwd), message("forward"), limit)
            fwd.append(layer)
        else:
            layer = yield from _expand(bwd[-1], backward, searched, len(bwd), message("backward"), limit)
            bwd.append(layer)
        searched += len(layer)
    meet = fwd[-1] & bwd[-1]
    layers = fwd[:-1] + [meet] + bwd[-2::-1]
    # Trim: past the meeting layer keep what the meeting layer reaches, before it what reaches
    # the meeting layer; every position left then lies on a start-to-goal path.
    for i in range(len(fwd), length + 1):
        reached = yield from _expand(layers[i - 1], forward, searched, i, message("trim"), limit)
        layers[i] = layers[i] & reached
    for i in range(len(fwd) - 2, -1, -1):
        reached = yield from _expand(layers[i + 1], backward, searched, i, message("trim"), limit)
        layers[i] = layers[i] & reached
    return layers


def _self_dual(start: State, length: int, forward: Callable, backward: Callable,
               mirror: Callable, limit: int) -> Generator[Progress, None, list]:
    """layered_meet_in_middle for a graph with a duality: only the first half is searched."""
    half = (length + 1) // 2
    fwd = [{start}]
    searched = 1
    while len(fwd) <= half:
        if not fwd[-1]:
            return [set() for _ in range(length + 1)]
        layer = yield from _expand(fwd[-1], forward, searched, len(fwd), message("forward"), limit)
        fwd.append(layer)
        searched += len(layer)
    # Positions ``half`` steps from the start and ``length - half`` steps from the goal.
    layers = fwd[:half] + [fwd[half] & {mirror(state) for state in fwd[length - half]}]
    for i in range(half - 1, -1, -1):
        reached = yield from _expand(layers[i + 1], backward, searched, i, message("trim"), limit)
        layers[i] = layers[i] & reached
    # The solution graph is its own mirror image: layer i mirrors layer length - i.
    layers += [{mirror(state) for state in layers[length - i]} for i in range(half + 1, length + 1)]
    return layers


def depth_first_any(start: State, successors: Callable, is_goal: Callable,
                    key: Callable = lambda state: state,
                    limit: int = 5_000_000) -> Generator[Progress, None, list | None]:
    """Any path from ``start`` to a goal, depth first, remembering dead positions.

    ``successors(state)`` lists ``(step, next_state)`` in the order to try; ``key(state)``
    maps a state to its class under the problem's symmetries, so a dead end is never searched
    twice in any of its mirror images. Returns the list of steps, or None when no path exists.
    """
    if is_goal(start):
        return []
    path = yield from _depth_first(start, successors, is_goal, key, set(), [0], limit, None)
    return path


def _depth_first(start: State, successors: Callable, is_goal: Callable, key: Callable,
                 dead: set, visited: list[int], limit: int,
                 budget: int | None) -> Generator[Progress, None, list | None]:
    """The depth-first core: a path from ``start`` (not itself a goal) to a goal, or None.

    Dead positions go into the caller's ``dead`` set (so several searches can share it) and
    ``start`` joins them when nothing is found. ``visited[0]`` counts the positions seen, for
    the progress reports; past ``budget`` of them the search stops with _OutOfBudget.
    """
    path: list = []
    stack = [iter(successors(start))]
    while stack:
        for step, state in stack[-1]:
            k = key(state)
            if k in dead:
                continue
            visited[0] += 1
            if visited[0] % CHUNK == 0:
                yield {"positions": visited[0], "depth": len(path) + 1, "phase": message("depth-first")}
                if len(dead) > limit:
                    raise SearchTooLarge(message("more than {limit} dead positions", limit=limit))
            if budget is not None and visited[0] > budget:
                raise _OutOfBudget()
            path.append((step, k))
            if is_goal(state):
                return [s for s, _ in path]
            stack.append(iter(successors(state)))
            break
        else:
            stack.pop()
            if path:
                dead.add(path.pop()[1])
    dead.add(key(start))
    return None


class _OutOfBudget(Exception):
    """A depth-first rescue used up its share of positions."""


def beams_then_depth_first(start: State, expand: Callable, score: Callable, is_goal: Callable,
                           length: int, widths: Iterable[int], key: Callable = lambda state: state,
                           budget: int = 3000,
                           limit: int = 5_000_000) -> Generator[Progress, None, list | None]:
    """Any path of ``length`` steps from ``start`` to a goal: fast beams, then depth first.

    For layered graphs (every path between two states has the same length), given
    ``expand(state)`` -> ``(step, next_state)`` pairs. Each beam keeps the ``width`` best-scored states of a
    layer, one per symmetry class (``key``). A narrow beam mostly goes wrong near the end:
    its last layers are dead while a few layers earlier some state could still be finished.
    So a failed beam is rescued depth first from its deepest layer back towards the start,
    best score first, until ``budget`` more states have been seen; the next width then avoids
    every state found dead. After the last width the depth-first search goes on from the start
    without a budget, so None means that there is no path (SearchTooLarge past ``limit`` dead
    states).
    """
    if is_goal(start):
        return []

    def best_first(state: State) -> list:
        return sorted(expand(state), key=lambda item: score(item[1]))

    dead: set = set()
    seen = [0]
    for width in widths:
        layers: list[dict] = [{start: None}]
        for depth in range(length):
            following: dict = {}
            for state in layers[-1]:
                for step, nxt in expand(state):
                    if nxt not in following:
                        following[nxt] = (state, step)
            seen[0] += len(following)
            kept: dict = {}
            keys: set = set()
            for state in sorted(following, key=score):
                k = key(state)
                if k not in keys and k not in dead:
                    keys.add(k)
                    kept[state] = following[state]
                    if len(kept) == width:
                        break
            if not kept:
                break
            layers.append(kept)
            yield {"positions": seen[0], "depth": depth + 1, "phase": message("beam {width}", width=width)}
        # The rescue: the first state that can still be finished, deepest layers first.
        stop = seen[0] + budget
        try:
            for depth in range(len(layers) - 1, -1, -1):
                for state in layers[depth]:
                    if is_goal(state):
                        tail: list | None = []
                    elif key(state) in dead:
                        continue
                    else:
                        tail = yield from _depth_first(state, best_first, is_goal, key, dead,
                                                       seen, limit, stop)
                    if tail is not None:
                        steps = []
                        for layer in reversed(layers[1:depth + 1]):
                            state, step = layer[state]
                            steps.append(step)
                        return steps[::-1] + tail
            return None  # the rescue got back to the start: nothing can be finished
        except _OutOfBudget:
            pass
    path = yield from _depth_first(start, expand, is_goal, key, dead, seen, limit, None)
    return path


_NOTHING: frozenset = frozenset()


def breadth_first_layers(starts: dict, expand: Callable, reversible: bool = False,
                         limit: int = 20_000_000) -> Generator[Progress, None, list[dict]]:
    """Every state reachable from ``starts``, layer by layer, for states kept in parts.

    A state is a part (any hashable) and a key within it; a layer is a dict part -> set of
    keys, and ``layers[d]`` holds the states whose shortest distance from the nearest start
    is ``d``. Parts keep the keys small and let one move table serve a whole batch (a sliding
    puzzle's part is the space's cell, so keys fit in a machine word). ``expand(part,
    batch)`` returns ``[(part, set of keys), ...]``, the neighbours of a batch (a list) of
    keys of one part; a set comprehension over a precomputed table is fast. When every step
    can be undone (``reversible``), the neighbours of layer d lie in layers d-1, d and d+1,
    so no set of all states seen is needed. Progress comes every CHUNK keys expanded;
    SearchTooLarge past ``limit`` states in all. A problem without parts uses one part.
    """
    layers = [{part: set(keys) for part, keys in starts.items()}]
    seen = {part: set(keys) for part, keys in layers[0].items()}
    total = sum(len(keys) for keys in seen.values())
    done = 0
    while True:
        following: dict = {}
        for part, keys in layers[-1].items():
            keys = list(keys)
            for begin in range(0, len(keys), CHUNK):
                for target, found in expand(part, keys[begin:begin + CHUNK]):
                    if target in following:
                        following[target] |= found
                    else:
                        following[target] = set(found)
                done += min(CHUNK, len(keys) - begin)
                yield {"positions": done, "depth": len(layers), "phase": message("breadth-first")}
        count = 0
        for part, found in following.items():
            if reversible:
                found -= layers[-1].get(part, _NOTHING)
                if len(layers) > 1:
                    found -= layers[-2].get(part, _NOTHING)
            else:
                found -= seen.setdefault(part, set())
                seen[part] |= found
            count += len(found)
        if not count:
            return layers
        total += count
        if total > limit:
            raise SearchTooLarge(message("more than {limit} positions", limit=limit))
        layers.append({part: found for part, found in following.items() if found})
