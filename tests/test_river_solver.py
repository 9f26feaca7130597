"""River crossing solver: results against seed 001, classic results and two brute forces (one
over named people, one over kinds of alike people); the state graph and its drawing."""

import re
from functools import lru_cache
from itertools import combinations

import pytest

from puzzles import search
from puzzles.river import rules as river
from puzzles.river import solver as river_solver
from puzzles.river import view as river_svg
from puzzles.gameid import split_game_id
from puzzles.markup import escape
from positions import fewest_moves_to_win


def load(game_id):
    _, variant, params = split_game_id(game_id)
    return river.parse(variant, params)


def solve(game_id, kind="count"):
    return search.run(river_solver.search_job(load(game_id), kind))


# --- an independent model of the three problems, written from PUZZLES.md ----------------------

def safe(problem, group):
    group = set(group)
    if problem == "jealous-husbands":
        men = {p for p in group if p.startswith("H")}
        return all(not men or "H" + p[1] in group for p in group if p.startswith("W"))
    if problem == "missionaries":
        m = sum(p.startswith("M") for p in group)
        return m == 0 or m >= len(group) - m
    return "Farmer" in group or not ({"Wolf", "Goat"} <= group or {"Goat", "Cabbage"} <= group)


def brute_moves(problem, people, rowers, seats, far, boat_far):
    """Every legal crossing ``(load, far after)`` from a state, by the rules' definition."""
    here = sorted(far if boat_far else set(people) - far)
    result = []
    for size in range(1, seats + 1):
        for boat in combinations(here, size):
            after = far - set(boat) if boat_far else far | set(boat)
            if (set(boat) & set(rowers) and safe(problem, boat)
                    and safe(problem, after) and safe(problem, set(people) - after)):
                result.append((frozenset(boat), frozenset(after)))
    return result


def brute_states(problem, people):
    """Every ``(far bank, boat at the far bank)`` state the independent model reaches from the
    start, everyone rowing, two seats."""
    seen, frontier = {(frozenset(), False)}, [(frozenset(), False)]
    while frontier:
        far, boat_far = frontier.pop()
        for _, after in brute_moves(problem, people, people, 2, far, boat_far):
            if (after, not boat_far) not in seen:
                seen.add((after, not boat_far))
                frontier.append((after, not boat_far))
    return seen


def brute_count(problem, people, rowers, seats):
    """(fewest crossings, number of load sequences of that length) by counting walks of each
    odd length ending with everyone across; the first length with a walk is the minimum."""
    everyone = frozenset(people)

    @lru_cache(maxsize=None)
    def walks(far, boat_far, left):
        if left == 0:
            return 1 if far == everyone else 0
        return sum(walks(after, not boat_far, left - 1)
                   for _, after in brute_moves(problem, people, rowers, seats, far, boat_far))

    for length in range(1, 40, 2):
        found = walks(frozenset(), False, length)
        if found:
            return length, found
    return None, 0


def brute_count_kinds(kinds, seats):
    """The same count for people of a kind alike, written from the classic statement: a state
    is how many of each kind are across and where the boat is, a crossing is how many of each
    kind ride (at least one of them a kind that rows). ``kinds``: ``[(letter, rows, number)]``
    with letter "M" (missionary) or "C" (cannibal)."""
    everyone = tuple(number for _, _, number in kinds)

    def ok(counts):
        m = sum(n for (letter, _, _), n in zip(kinds, counts) if letter == "M")
        return m == 0 or m >= sum(counts) - m

    def loads(bank):
        found = [()]
        for (_, _, _), here in zip(kinds, bank):
            found = [load + (n,) for load in found for n in range(here + 1)]
        return [load for load in found if 1 <= sum(load) <= seats
                and any(n and rows for (_, rows, _), n in zip(kinds, load))]

    @lru_cache(maxsize=None)
    def walks(far, boat_far, left):
        if left == 0:
            return 1 if far == everyone else 0
        near = tuple(a - b for a, b in zip(everyone, far))
        total = 0
        for load in loads(far if boat_far else near):
            after = tuple(f - n if boat_far else f + n for f, n in zip(far, load))
            rest = tuple(a - b for a, b in zip(everyone, after))
            if ok(load) and ok(after) and ok(rest):
                total += walks(after, not boat_far, left - 1)
        return total

    for length in range(1, 40, 2):
        found = walks((0,) * len(kinds), False, length)
        if found:
            return length, found
    return None, 0


PEOPLE = {"jealous-husbands": ["Ha", "Hb", "Hc", "Wa", "Wb", "Wc"],
          "missionaries": ["M1", "M2", "M3", "C1", "C2", "C3"],
          "wolf-goat-cabbage": ["Farmer", "Wolf", "Goat", "Cabbage"]}


# --- published and classic results ------------------------------------------------------------

@pytest.mark.parametrize("game_id, crossings", [
    ("river/jealous-husbands", 11),                    # seed 001, published
    ("river/jealous-husbands?rowers=Ha,Hb,Hc,Wa", 13), # seed 001, published
    ("river/missionaries", 11),                        # classic
    ("river/wolf-goat-cabbage", 7),                    # classic
])
def test_published_minimum_crossings(game_id, crossings):
    result = solve(game_id, "solve")
    assert result["solvable"] and result["minimal"]
    assert result["moves"] == crossings == len(result["solution"])
    position = load(game_id)
    for boat in result["solution"]:
        position = river_svg.play(position, boat)
    assert position.is_won() and position.crossings == crossings
    assert position.status_text() == "Everyone is across in %d crossings." % crossings


@pytest.mark.parametrize("game_id, rowers, seats, known", [
    ("river/jealous-husbands", None, 2, 486),          # six different people
    ("river/jealous-husbands?rowers=Ha,Hb,Hc,Wa", ["Ha", "Hb", "Hc", "Wa"], 2, 32),
    ("river/jealous-husbands?seats=3", None, 3, None),
    ("river/missionaries?alike=0", None, 2, 8100),     # missionaries and cannibals told apart
    ("river/missionaries?rowers=M1,C1&alike=0", ["M1", "C1"], 2, None),
    ("river/wolf-goat-cabbage", ["Farmer"], 2, 2),     # the two classic solutions
])
def test_count_of_shortest_solutions_matches_brute_force(game_id, rowers, seats, known):
    problem = split_game_id(game_id)[1]
    people = PEOPLE[problem]
    length, count = brute_count(problem, people, rowers or people, seats)
    result = solve(game_id, "count")
    assert (result["moves"], result["count"]) == (length, count)
    assert result["alike"] is False
    if known is not None:
        assert count == known


@pytest.mark.parametrize("game_id, kinds, seats, known", [
    # The classic puzzle: missionaries alike, cannibals alike; 4 shortest solutions of 11.
    ("river/missionaries", [("M", True, 3), ("C", True, 3)], 2, (11, 4)),
    ("river/missionaries?seats=3", [("M", True, 3), ("C", True, 3)], 3, None),
    # Only some row: a rower and a non-rower of a kind are different kinds.
    ("river/missionaries?rowers=M1,C1", [("M", True, 1), ("M", False, 2), ("C", True, 1), ("C", False, 2)], 2, None),
    ("river/missionaries?rowers=M1,M2,M3,C1", [("M", True, 3), ("C", True, 1), ("C", False, 2)], 2, None),
    ("river/missionaries?rowers=M1,M2,M3", [("M", True, 3), ("C", False, 3)], 2, None),
])
def test_alike_people_are_counted_by_kind(game_id, kinds, seats, known):
    result = solve(game_id, "count")
    brute = brute_count_kinds(kinds, seats)
    if brute[0] is None:  # no cannibal rows: they can never leave
        assert result["solvable"] is False
        return
    assert (result["moves"], result["count"]) == brute
    assert result["alike"] is True
    if known is not None:
        assert brute == known
    # The solution's loads are the lowest-numbered of each kind going over, the highest coming
    # back, so it replays on the board exactly and nobody changes name on the way.
    position = load(game_id)
    for boat in result["solution"]:
        after = river_svg.play(position, boat)
        assert after.far == position.far ^ position.problem.mask(boat)
        position = after
    assert position.is_won()


def test_the_four_classic_solutions_are_different_by_kind():
    position = load("river/missionaries")
    tables = river_solver.RiverTables(position.problem)
    distance, _, layers = river_solver.breadth_first(tables, river_solver.state_of(position))
    # Every shortest solution, written by kind: four different sequences of words.
    goal = (position.problem.everyone, True)
    solutions = []

    def extend(state, words):
        if state == goal:
            solutions.append(tuple(words))
        for boat, after in tables.successors(state):
            if distance.get(after) == distance[state] + 1:
                here = river_solver.position_of(position, state, distance[state])
                extend(after, words + [river_svg.describe_move(here, tables.names(boat))])

    extend(river_solver.state_of(position), [])
    assert len(solutions) == len(set(solutions)) == 4
    assert {s[0] for s in solutions} == {"two cannibals", "a missionary and a cannibal"}
    assert all(s[5] == "a missionary and a cannibal" for s in solutions)  # the classic middle


def test_one_seat_makes_jealous_husbands_unsolvable():
    result = solve("river/jealous-husbands?seats=1", "solve")
    assert result["solvable"] is False and "no safe crossings" in result["reason"]
    assert river_svg.result_text(result).startswith("No solution: ")
    graph = solve("river/jealous-husbands?seats=1", "graph")
    assert graph["solvable"] is False and graph["graph"]["path"] == []
    assert river_svg.result_text(graph).startswith("State graph: %d states; no solution" % graph["states"])


def test_solver_tables_agree_with_the_rules_everywhere():
    for game_id in ("river/jealous-husbands", "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa",
                    "river/missionaries?seats=3", "river/missionaries", "river/missionaries?alike=0",
                    "river/missionaries?rowers=M1,C1", "river/wolf-goat-cabbage"):
        start = load(game_id)
        tables = river_solver.RiverTables(start.problem)
        distance, _, _ = river_solver.breadth_first(tables, river_solver.state_of(start))
        for state in distance:
            position = river_solver.position_of(start, state, 1 if state[1] else 0)
            by_rules = sorted(tuple(boat) for boat in river_svg.moves(position))
            by_tables = sorted(tuple(tables.names(boat)) for boat, _ in tables.successors(state))
            assert by_rules == by_tables


def test_solving_from_a_position_in_progress():
    position = load("river/jealous-husbands?far=Ha,Wa&boat=far")
    result = search.run(river_solver.search_job(position, "minimum"))
    assert result["moves"] == 10  # 11 from the start, one crossing made
    for boat in result["solution"]:
        position = position.cross(boat)
    assert position.is_won() and position.crossings == 11


def test_state_graph():
    result = solve("river/jealous-husbands", "graph")
    graph = result["graph"]
    # Every state reachable by the independent model is a node, once.
    seen = brute_states("jealous-husbands", PEOPLE["jealous-husbands"])
    assert result["states"] == len(graph["nodes"]) == len(seen)
    assert result["moves"] == 11 and len(graph["path"]) == 12
    layers = [node["layer"] for node in graph["nodes"]]
    assert [layers[i] for i in graph["path"]] == list(range(12))
    for a, b in graph["edges"]:
        assert abs(layers[a] - layers[b]) == 1  # a crossing moves the boat: no edge in a layer
    for a, b in zip(graph["path"], graph["path"][1:]):
        assert [min(a, b), max(a, b)] in graph["edges"]
    # Each node links to its position, and that position is as far from the start as drawn.
    for node in graph["nodes"]:
        assert load(node["game"]).crossings == node["layer"]
    svg = river_svg.render_analysis(result)
    assert svg.count("<line") == len(graph["edges"]) and svg.count("<a ") == len(graph["nodes"])
    assert svg.count("river-edge river-path") == 11


@pytest.mark.parametrize("game_id", ["river/missionaries", "river/missionaries?alike=0"])
def test_missionaries_graph_counts_people_of_a_kind_as_one(game_id):
    result = solve(game_id, "graph")
    graph = result["graph"]
    # Classic: (missionaries, cannibals, boat) states reachable from (3, 3, near).
    counts = {(n["label"].count("M", 0, n["label"].index("|")),
               n["label"].count("C", 0, n["label"].index("|")), n["label"].startswith("*"))
              for n in graph["nodes"]}
    assert len(counts) == len(graph["nodes"]) == result["states"] == 16
    assert result["crossings"] == 17 and result["moves"] == 11
    # Alike, each node is one position; told apart, a node stands for several.
    seen = brute_states("missionaries", PEOPLE["missionaries"])
    positions = solve(game_id, "count")["states"]
    assert positions == (16 if "alike" not in game_id else len(seen)) and len(seen) > 16
    assert graph["legend"][0] == "M: a missionary, C: a cannibal"


def test_graph_legend_says_what_the_labels_mean():
    legends = {g: solve(g, "graph")["graph"]["legend"] for g in
               ("river/jealous-husbands", "river/missionaries?rowers=M1,C1", "river/wolf-goat-cabbage")}
    assert legends["river/jealous-husbands"][0] == "A B C: husbands Ha Hb Hc; a b c: their wives Wa Wb Wc"
    assert legends["river/missionaries?rowers=M1,C1"][0] == \
        "M: a missionary, C: a cannibal; lower case m, c: cannot row"
    assert legends["river/wolf-goat-cabbage"][0] == "F: Farmer, W: Wolf, G: Goat, C: Cabbage"
    for legend in legends.values():
        assert "near bank | far bank; * marks the boat's bank" in legend
    labels = [n["label"] for n in solve("river/missionaries?rowers=M1,C1", "graph")["graph"]["nodes"]]
    assert labels[0] == "*MmmCcc|"


@pytest.mark.parametrize("game_id", river.presets() + [
    "river/jealous-husbands?seats=3", "river/missionaries?seats=3", "river/missionaries?rowers=M1,C1",
    "river/jealous-husbands?far=Ha,Wa&boat=far"])
def test_state_graph_drawing_is_readable(game_id):
    """Drawn at its natural size: width and height in pixels equal to the viewBox, at most
    GRAPH_WIDTH wide (a 28rem panel), nodes apart, the legend at the top, bands numbered."""
    result = solve(game_id, "graph")
    graph = result["graph"]
    svg = river_svg.render_analysis(result)
    size = re.search(r'<svg[^>]* width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"', svg)
    width, height = int(size.group(1)), int(size.group(2))
    assert (width, height) == (int(size.group(3)), int(size.group(4)))
    assert width <= river_svg.GRAPH_WIDTH
    centres, node_w, tops, _ = river_svg.graph_layout(graph, len(graph["legend"]))
    for a in centres:
        x, y = centres[a]
        assert node_w / 2 <= x <= width - node_w / 2 and river_svg.NODE_H / 2 <= y <= height - river_svg.NODE_H / 2
        for b in centres:
            if a < b:
                (x2, y2) = centres[b]
                assert abs(x - x2) >= node_w + 4 or abs(y - y2) >= river_svg.NODE_H + 4
    for line in graph["legend"]:
        assert '<text class="river-legend"' in svg and escape(line) in svg
    assert svg.count('class="river-depth"') == len(tops) == max(n["layer"] for n in graph["nodes"]) + 1
    # Deeper bands are lower.
    for a, b in graph["edges"]:
        assert (centres[a][1] < centres[b][1]) == (graph["nodes"][a]["layer"] < graph["nodes"][b]["layer"])


def test_bad_search_kind_fails_at_once():
    with pytest.raises(ValueError, match="unknown search kind"):
        river_solver.search_job(load("river/missionaries"), "hardest")


# --- the view's texts -------------------------------------------------------------------------
# (here rather than in test_river_view.py: test_texts needs brute_count and PEOPLE)

def test_texts():
    assert river_svg.describe_move(load("river/jealous-husbands"), ["Ha", "Wa"]) == "Ha + Wa"
    assert river_svg.result_text(solve("river/jealous-husbands")) == \
        "Solution found: 11 crossings (shortest); %d shortest solutions (everyone told apart)." % \
        brute_count("jealous-husbands", PEOPLE["jealous-husbands"], PEOPLE["jealous-husbands"], 2)[1]
    assert river_svg.result_text(solve("river/missionaries")) == \
        "Solution found: 11 crossings (shortest); %d shortest solutions (people of a kind alike)." % \
        brute_count_kinds([("M", True, 3), ("C", True, 3)], 2)[1]
    assert river_svg.result_text(solve("river/wolf-goat-cabbage", "graph")) == \
        "State graph: 10 states joined by 10 crossings; solution found: 7 crossings (shortest), highlighted."
    assert [a["search"] for a in river_svg.actions(load("river/missionaries"))] == ["solve", "count", "hint", "graph"]


# --- hints: every legal load and the crossings left after it, against a BFS over positions ----

def bfs_crossings_left(position):
    """Fewest crossings from ``position`` until everyone is across, by the rules module alone
    (its legal loads and crossings), or None when no crossings get everyone across."""
    return fewest_moves_to_win(position, lambda p: [p.cross(load) for load in p.legal_loads()],
                               lambda p: (p.far, p.boat))


HINT_GAMES = ["river/jealous-husbands", "river/missionaries", "river/missionaries?alike=0",
              "river/wolf-goat-cabbage", "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa",
              "river/missionaries?rowers=M1,C1", "river/jealous-husbands?seats=3"]


@pytest.mark.parametrize("game_id", HINT_GAMES)
def test_hints_match_a_breadth_first_search_along_a_solution(game_id):
    position = load(game_id)
    solution = solve(game_id, "solve").get("solution") or []
    for load_names in [None] + solution:  # the start, and every position along a solution
        if load_names is not None:
            position = position.cross(load_names)
        result = search.run(river_solver.search_job(position, "hint"))
        assert [entry[0] for entry in result["hints"]] == position.legal_loads()
        for move, left in result["hints"]:
            assert left == bfs_crossings_left(position.cross(move)), (position.game_id(), move)
            assert (move in result["dead"]) == (left is None)


def test_a_hint_names_dead_loads():
    # A crossing can always be undone, so a load loses only where the puzzle cannot be done:
    # with a boat of one, the husbands never get across, whatever goes first.
    position = load("river/jealous-husbands?seats=1")
    result = search.run(river_solver.search_job(position, "hint"))
    assert result["hints"] and all(left is None for _, left in result["hints"])
    assert result["dead"] == [move for move, _ in result["hints"]] == position.legal_loads()
    assert all(bfs_crossings_left(position.cross(move)) is None for move in result["dead"])


def test_hints_are_drawn_as_badges_under_the_river():
    position = load("river/missionaries")
    result = search.run(river_solver.search_job(position, "hint"))
    svg = river_svg.render(position, {"hints": result["hints"], "dead": result["dead"]})
    loads = re.findall(r'class="river-hint-load"[^>]*>([^<]+)<', svg)
    assert loads == [escape(position.problem.describe(move)) for move, _ in result["hints"]]
    assert svg.count("hint-best") == sum(left == 10 for _, left in result["hints"]) == 2
    assert "river-hint-load" not in river_svg.render(position, {})


def test_cli_hints_json_gives_whole_solutions_from_each_load():
    import json
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    game_id = "river/missionaries"
    done = subprocess.run([sys.executable, "-m", "puzzles", "hints", game_id, "--json"], cwd=root / "py",
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    position = load(game_id)
    assert answer["game"] == game_id
    assert [entry["move"] for entry in answer["hints"]] == position.legal_loads()
    for entry in answer["hints"]:
        assert entry["solvable"] is True
        assert entry["moves_left"] == 1 + bfs_crossings_left(position.cross(entry["move"]))
    assert min(entry["moves_left"] for entry in answer["hints"]) == 11
