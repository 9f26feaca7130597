"""River crossing solver: results against seed 001, classic results and a brute force; the state graph."""

from functools import lru_cache
from itertools import combinations

import pytest

from puzzles import river, river_solver, river_svg, search
from puzzles.gameid import split_game_id


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


@pytest.mark.parametrize("game_id, rowers, seats", [
    ("river/jealous-husbands", None, 2),
    ("river/jealous-husbands?rowers=Ha,Hb,Hc,Wa", ["Ha", "Hb", "Hc", "Wa"], 2),
    ("river/jealous-husbands?seats=3", None, 3),
    ("river/missionaries", None, 2),
    ("river/missionaries?rowers=M1,C1", ["M1", "C1"], 2),
    ("river/wolf-goat-cabbage", ["Farmer"], 2),
])
def test_count_of_shortest_solutions_matches_brute_force(game_id, rowers, seats):
    problem = split_game_id(game_id)[1]
    people = PEOPLE[problem]
    length, count = brute_count(problem, people, rowers or people, seats)
    result = solve(game_id, "count")
    assert (result["moves"], result["count"]) == (length, count)


def test_wolf_goat_cabbage_has_the_two_classic_solutions():
    assert solve("river/wolf-goat-cabbage")["count"] == 2


def test_one_seat_makes_jealous_husbands_unsolvable():
    result = solve("river/jealous-husbands?seats=1", "solve")
    assert result["solvable"] is False and "no safe crossings" in result["reason"]
    assert river_svg.result_text(result).startswith("No solution: ")
    graph = solve("river/jealous-husbands?seats=1", "graph")
    assert graph["solvable"] is False and graph["graph"]["path"] == []
    assert river_svg.result_text(graph).startswith("State graph: %d states; no solution" % graph["states"])


def test_solver_tables_agree_with_the_rules_everywhere():
    for game_id in ("river/jealous-husbands", "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa",
                    "river/missionaries?seats=3", "river/wolf-goat-cabbage"):
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
    people = PEOPLE["jealous-husbands"]
    # Every state reachable by the independent model is a node, once.
    seen, frontier = {(frozenset(), False)}, [(frozenset(), False)]
    while frontier:
        far, boat_far = frontier.pop()
        for _, after in brute_moves("jealous-husbands", people, people, 2, far, boat_far):
            if (after, not boat_far) not in seen:
                seen.add((after, not boat_far))
                frontier.append((after, not boat_far))
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


def test_missionaries_graph_counts_people_of_a_kind_as_one():
    graph = solve("river/missionaries", "graph")["graph"]
    # Classic: (missionaries, cannibals, boat) states reachable from (3, 3, near).
    counts = {(n["label"].count("M", 0, n["label"].index("|")),
               n["label"].count("C", 0, n["label"].index("|")), n["label"].startswith("*"))
              for n in graph["nodes"]}
    assert len(counts) == len(graph["nodes"]) == 16


def test_bad_search_kind_fails_at_once():
    with pytest.raises(ValueError, match="unknown search kind"):
        river_solver.search_job(load("river/missionaries"), "hardest")


# --- the view's texts -------------------------------------------------------------------------
# (here rather than in test_river_view.py: test_texts needs brute_count and PEOPLE)

def test_texts():
    assert river_svg.describe_move(load("river/jealous-husbands"), ["Ha", "Wa"]) == "Ha + Wa"
    assert river_svg.result_text(solve("river/jealous-husbands")) == \
        "Solution found: 11 crossings (shortest); %d shortest solutions (people told apart)." % \
        brute_count("jealous-husbands", PEOPLE["jealous-husbands"], PEOPLE["jealous-husbands"], 2)[1]
    assert river_svg.result_text(solve("river/wolf-goat-cabbage", "graph")) == \
        "State graph: 10 states joined by 10 crossings; solution found: 7 crossings (shortest), highlighted."
    assert [a["search"] for a in river_svg.actions(load("river/missionaries"))] == ["solve", "count", "graph"]
