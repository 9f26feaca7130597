"""The 15-puzzle's pattern databases: the builder against a plain search, the shipped files,
their format (damage is found) and the fallback from 6-6-3 to 5-5-5."""

import json
import random
from collections import deque

import pytest

from puzzles import registry, search
from puzzles.slide import rules as slide
from puzzles.slide import fifteen as slide_fifteen
from puzzles.slide import patterns as slide_patterns
from puzzles.slide import patterns_data as slide_patterns_data
from puzzles.jobs import JobRunner
from puzzles.slide.patterns import CELLS, UNSET, placement_index
from puzzles.session import Session
from puzzles.words import say


def plain_pattern_search(group):
    """The database of ``group`` by a direct 0-1 breadth-first search over (the group's
    cells, the space's cell): the space moving onto a cell no group tile holds is free, a
    group tile moving is one move. A placement's entry: its cheapest state."""
    homes = tuple(t - 1 for t in group)
    start = (homes, CELLS - 1)
    cost = {start: 0}
    queue = deque([start])
    while queue:  # 0-1 BFS: free moves to the front
        state = queue.popleft()
        cells, space = state
        for other in slide_patterns.neighbours(space):
            if other in cells:
                moved = tuple(space if c == other else c for c in cells)
                after, step = (moved, other), 1
            else:
                after, step = (cells, other), 0
            if after not in cost or cost[after] > cost[state] + step:
                cost[after] = cost[state] + step
                (queue.appendleft if step == 0 else queue.append)(after)
    best = {}
    for (cells, _), c in cost.items():
        best[cells] = min(c, best.get(cells, 99))
    return best


@pytest.mark.parametrize("group", [(3, 12), (1, 6, 15)])
def test_the_builder_matches_a_plain_search(group):
    table = search.run(slide_patterns.build(group))
    best = plain_pattern_search(group)
    places = 1
    for k in range(len(group)):
        places *= CELLS - k
    assert len(best) == places
    for cells, c in best.items():
        assert table[placement_index(list(cells))] == c
    assert table.count(UNSET) == 16 ** len(group) - places  # nothing else written


@pytest.fixture(scope="module")
def shipped():
    return {name: search.run(slide_patterns_data.read(name)) for name in slide_patterns.PARTITIONS}


@pytest.mark.parametrize("name", list(slide_patterns.PARTITIONS))
def test_the_shipped_files_hold_complete_databases(name, shipped):
    # The right groups and sizes, the goal at 0, every placement filled in and nothing else;
    # small groups are rebuilt and must match byte for byte (the large ones' values are
    # checked by the solver tests: admissible, and IDA* with them equals BFS and 5-5-5).
    groups = slide_patterns.PARTITIONS[name]
    assert sorted(t for group in groups for t in group) == list(range(1, CELLS))
    for table, group in zip(shipped[name], groups):
        places = 1
        for k in range(len(group)):
            places *= CELLS - k
        assert len(table) == 16 ** len(group)
        assert table[placement_index([t - 1 for t in group])] == 0
        assert table.count(UNSET) == 16 ** len(group) - places
        assert max(v for v in set(table) if v != UNSET) < 40
        if len(group) <= 3:
            assert table == search.run(slide_patterns.build(group))


def test_the_file_format_round_trips_and_finds_damage():
    groups = ((1, 2), (3, 4, 5))
    tables = [search.run(slide_patterns.build(group)) for group in groups]
    for codec in slide_patterns.CODECS:
        data = slide_patterns.pack(groups, tables, codec)
        found, entries = slide_patterns.unpack_header(data)
        assert found == codec and [g for g, _, _ in entries] == list(groups)
        for (group, offset, length), table in zip(entries, tables):
            packed = data[offset:offset + length]
            assert search.run(slide_patterns.decode(len(group), codec, packed)) == table
            with pytest.raises(ValueError):
                search.run(slide_patterns.decode(len(group), codec, packed[:-3]))
            with pytest.raises(ValueError):  # a group of another size
                search.run(slide_patterns.decode(len(group) - 1, codec, packed))
        _, offset, length = entries[1]
        wrong = bytearray(data)
        wrong[offset + length // 2] ^= 0x55
        with pytest.raises(ValueError):
            search.run(slide_patterns.decode(3, codec, bytes(wrong[offset:offset + length])))
        with pytest.raises(ValueError, match="wrong length"):
            slide_patterns.unpack_header(data + b"x")
    with pytest.raises(ValueError, match="not a pattern database"):
        slide_patterns.unpack_header(b"PK\x03\x04" + bytes(20))


@pytest.fixture
def fresh_loader(monkeypatch):
    """The loader and the solver's caches emptied for one test (and put back after)."""
    monkeypatch.setattr(slide_patterns_data, "_loaded", {})
    monkeypatch.setattr(slide_patterns_data, "problems", {})
    monkeypatch.setattr(slide_fifteen, "_patterns", {})


def solve(game_id):
    reply = JobRunner().run(json.dumps({"game": game_id, "kind": "solve"}))
    assert reply["state"] == "done", reply
    return reply["result"]


def test_without_the_6_6_3_file_the_5_5_5_tables_are_used(fresh_loader, monkeypatch):
    files = dict(slide_patterns.FILES, **{"6-6-3": "../no-such-file.bin"})
    monkeypatch.setattr(slide_patterns, "FILES", files)
    result = solve("slide/fifteen?tiles=123456789abc0def")
    assert result["moves"] == 3 and result["databases"] == "5-5-5"
    assert "6-6-3" in slide_patterns_data.problems and slide_patterns_data.loaded() == ["5-5-5"]


def test_a_damaged_6_6_3_file_is_refused_and_the_5_5_5_tables_are_used(fresh_loader, monkeypatch, tmp_path):
    data = bytearray(slide_patterns_data.path("6-6-3").read_bytes())
    data[len(data) // 2] ^= 1
    (tmp_path / "damaged.bin").write_bytes(bytes(data))
    files = dict(slide_patterns.FILES, **{"6-6-3": str(tmp_path / "damaged.bin")})
    monkeypatch.setattr(slide_patterns, "FILES", files)
    result = solve("slide/fifteen?tiles=123456789abcdef0")
    assert result["moves"] == 0 and result["databases"] == "5-5-5"
    assert "damaged" in slide_patterns_data.problems["6-6-3"]


def test_with_no_file_at_all_a_slower_search_without_tables_answers_and_says_why(fresh_loader, monkeypatch):
    # Issue 25: "the solver failed: ValueError('no pattern databases ...')" was all a player
    # got; now IDA* runs on the tiles' Manhattan distances (optimal, slower) and says why.
    position = slide.parse("fifteen", {})
    walk = random.Random(25)
    for _ in range(40):  # a walk from the goal: a position some twenty moves away
        position = position.slide(walk.choice(position.movable()))
    shuffled = "slide/fifteen?tiles=" + position.game_id().split("tiles=")[1].split("&")[0]
    with_tables = solve(shuffled)
    assert with_tables["databases"] == "6-6-3" and "note" not in with_tables
    slide_fifteen._patterns.clear()
    slide_patterns_data._loaded.clear()
    monkeypatch.setattr(slide_patterns, "FILES", {"6-6-3": "../none-1.bin", "5-5-5": "../none-2.bin"})
    without = solve(shuffled)
    assert without["databases"] == "manhattan" and without["minimal"]
    assert without["moves"] == with_tables["moves"] and without["positions"] > with_tables["positions"]
    assert "slower search without them" in say(without["note"])
    end = registry.parse(shuffled)[1]
    for cell in without["solution"]:
        end = end.slide(cell)
    assert end.is_won()
    s = Session()
    s.load(shuffled)
    s.act("solve")
    s.search_done(s.search["id"], dict(without, elapsed=0.1))
    assert s.status().startswith("Solution found: %d moves" % without["moves"])
    assert s.status().endswith("so a slower search without them found this.")


def test_the_best_tables_are_used_and_loading_reports_progress(fresh_loader):
    job = slide_fifteen.solve_job(slide.parse("fifteen", {"tiles": "123456789abc0def"}))
    phases = []
    while True:
        try:
            phases.append(say(next(job)["phase"]))
        except StopIteration as stop:
            result = stop.value
            break
    assert result["databases"] == slide_patterns.PREFERRED[0] == "6-6-3"
    assert any(phase.startswith("loading the 6-6-3 tables") for phase in phases)
    assert slide_patterns_data.loaded() == ["6-6-3"]  # the fallback is not read
