"""River crossing solvers (seed 001): shortest crossings, counting them, the whole state graph.

A state is ``(far, boat)``: the bit mask of people on the far bank and the boat's bank. With at
most six people there are at most 128 states, so every search is a plain breadth-first search
over tables built once per problem: which groups are safe, and which loads may leave a bank.
When people of a kind are alike (the missionaries and cannibals, unless ``alike=0``) a state is
the problem's canonical mask (the lowest-numbered of each kind across) and only one load per
choice of kinds leaves a bank (``Problem.canonical_load``), so the states are the classic
(missionaries, cannibals, boat) triples and loads are counted by kind.

* ``solve`` / ``minimum``: breadth first to the goal; the solution is a list of boat loads,
  each a list of names.
* ``count``: also the number of different shortest solutions (sequences of loads: by kind
  when people of a kind are alike, else people told apart), summed layer by layer over the
  breadth-first search; ``alike`` in the result says which.
* ``hint``: every legal load (``Position.legal_loads``, named as in solutions) and the fewest
  crossings left after it (a breadth-first search from the state it leads to), or None when
  no crossings take everyone across from there (then it is in ``dead`` too).
* ``graph``: every state reachable from the position, its distance from it, the crossings
  between states (a crossing can always be undone, so edges have no direction) and one
  shortest path, for the page's drawing (river_svg.render_analysis).

CPython/Pyodide only.
"""

from typing import Generator

from puzzles import search
from puzzles.river.rules import FAR, NEAR, Position, Problem

State = tuple[int, bool]  # (far bank mask, boat on the far bank)


class RiverTables:
    """The loads that may cross from each bank, as bit masks, for one problem."""

    def __init__(self, problem: Problem):
        self.problem = problem
        size = 1 << len(problem.people)
        safe = [not problem.unsafe(mask) for mask in range(size)]
        self.everyone = problem.everyone
        # Candidate loads: 1..seats people, one of them a rower, safe together in the boat.
        loads = [mask for mask in range(1, size)
                 if mask.bit_count() <= problem.seats and mask & problem.rower_mask and safe[mask]]
        # leaving[boat_far][bank]: the loads that may leave ``bank`` (the other bank is
        # everyone else); with alike people, one load per choice of kinds.
        self.leaving: list[list[list[int]]] = [[], []]
        for boat_far in (False, True):
            for bank in range(size):
                other = self.everyone & ~bank
                self.leaving[boat_far].append(
                    [load for load in loads if load & bank == load
                     and safe[bank & ~load] and safe[other | load]
                     and problem.canonical_load(bank, load, not boat_far) == load])

    def successors(self, state: State) -> list[tuple[int, State]]:
        """``(load, next state)`` for every legal crossing from ``state``."""
        far, boat_far = state
        bank = far if boat_far else self.everyone & ~far
        return [(load, (far ^ load, not boat_far)) for load in self.leaving[boat_far][bank]]

    def names(self, load: int) -> list[str]:
        return self.problem.names(load)


def state_of(position: Position) -> State:
    return (position.far, position.boat == FAR)


def position_of(start: Position, state: State, crossings: int) -> Position:
    far, boat_far = state
    return Position(start.problem, far, FAR if boat_far else NEAR, crossings)


def breadth_first(tables: RiverTables, start: State) -> tuple[dict, dict, list[list[State]]]:
    """Distances, one parent step per state ``(previous, load)``, and the layers by distance."""
    distance = {start: 0}
    parent: dict = {start: None}
    layers = [[start]]
    while layers[-1]:
        layer = []
        for state in layers[-1]:
            for load, after in tables.successors(state):
                if after not in distance:
                    distance[after] = len(layers)
                    parent[after] = (state, load)
                    layer.append(after)
        layers.append(layer)
    layers.pop()
    return distance, parent, layers


def _path(parent: dict, goal: State) -> list[tuple[State, int]]:
    steps = []
    state = goal
    while parent[state] is not None:
        previous, load = parent[state]
        steps.append((previous, load))
        state = previous
    steps.reverse()
    return steps


def _unsolvable(distance: dict) -> dict:
    return {"solvable": False,
            "reason": "no safe crossings take everyone across (%d states can be reached)" % len(distance)}


def shortest(position: Position, count: bool = False) -> Generator[dict, None, dict]:
    tables = RiverTables(position.problem)
    start = state_of(position)
    goal = (tables.everyone, True)
    distance, parent, layers = breadth_first(tables, start)
    yield {"positions": len(distance), "depth": len(layers), "phase": "breadth-first"}
    if goal not in distance:
        return dict(_unsolvable(distance), states=len(distance))
    solution = [tables.names(load) for _, load in _path(parent, goal)]
    result = {"solvable": True, "moves": len(solution), "solution": solution, "minimal": True,
              "states": len(distance), "alike": position.problem.alike}
    if count:
        result["count"] = count_shortest(tables, distance, layers)[goal]
    return result


def count_shortest(tables: RiverTables, distance: dict, layers: list[list[State]]) -> dict:
    """The number of shortest load sequences from the start to every state."""
    ways = {layers[0][0]: 1}
    for depth, layer in enumerate(layers[:-1]):
        for state in layer:
            for _, after in tables.successors(state):
                if distance[after] == depth + 1:
                    ways[after] = ways.get(after, 0) + ways[state]
    return ways


def label(problem: Problem, state: State) -> str:
    """A state in a few characters: near bank, ``|``, far bank; ``*`` marks the boat's side."""
    far, boat_far = state
    near_text = "".join(problem.labels[i] for i in range(len(problem.people)) if not (far >> i) & 1)
    far_text = "".join(problem.labels[i] for i in range(len(problem.people)) if (far >> i) & 1)
    return ("" if boat_far else "*") + near_text + "|" + far_text + ("*" if boat_far else "")


def state_graph(position: Position) -> Generator[dict, None, dict]:
    """The reachable states as a graph, with a legend saying what its labels mean. States with
    the same label are one node: only the missionaries told apart (``alike=0``) have such
    states (which missionary is where does not matter to the rule, so the graph of counts is
    exact: the classic 16-state picture, which is also the graph of the alike people)."""
    tables = RiverTables(position.problem)
    start = state_of(position)
    goal = (tables.everyone, True)
    distance, parent, layers = breadth_first(tables, start)
    yield {"positions": len(distance), "depth": len(layers), "phase": "breadth-first"}
    node_of: dict[str, int] = {}
    nodes = []
    for layer in layers:
        for state in layer:
            text = label(position.problem, state)
            if text not in node_of:
                node_of[text] = len(nodes)
                game = position_of(position, state, position.crossings + distance[state]).game_id()
                nodes.append({"label": text, "layer": distance[state], "game": game})
    index = {state: node_of[label(position.problem, state)] for state in distance}
    edges = sorted({tuple(sorted((index[state], index[after])))
                    for state in distance for _, after in tables.successors(state)})
    result = {"analysis": True, "states": len(nodes), "crossings": len(edges),
              "graph": {"nodes": nodes, "edges": [list(edge) for edge in edges], "path": [],
                        "legend": position.problem.legend()}}
    if goal in distance:
        steps = _path(parent, goal)
        result["graph"]["path"] = [index[state] for state, _ in steps] + [index[goal]]
        result.update(solvable=True, moves=len(steps), minimal=True,
                      solution=[tables.names(load) for _, load in steps])
    else:
        result.update(_unsolvable(distance))
    return result


def hints(position: Position) -> Generator[dict, None, dict]:
    """For each legal load, the fewest crossings left after it (None: the goal is out of reach)."""
    tables = RiverTables(position.problem)
    goal = (tables.everyone, True)
    entries = []
    dead = []
    searched = 0
    for load in position.legal_loads():
        distance, _, _ = breadth_first(tables, state_of(position.cross(load)))
        searched += len(distance)
        left = distance.get(goal)
        entries.append([load, left])
        if left is None:
            dead.append(load)
    yield {"positions": searched, "depth": 0, "phase": "breadth-first"}
    return {"hints": entries, "dead": dead, "positions": searched}


# The searches this solver offers, by kind: ``solve`` or ``minimum`` (fewest crossings),
# ``count`` (also how many shortest solutions), ``graph`` (the state graph), ``hint`` (the
# crossings left after each legal load).
SEARCHES = {
    "solve": shortest,
    "minimum": shortest,
    "count": lambda position: shortest(position, count=True),
    "graph": state_graph,
    "hint": hints,
}
KINDS = tuple(SEARCHES)


def search_job(position: Position, kind: str) -> Generator[dict, None, dict]:
    """The worker's entry point (see SEARCHES); UnknownSearchKind at once for another kind."""
    return search.job(SEARCHES, position, kind)
