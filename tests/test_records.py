"""Your records (issue 22): best moves and time, games solved, the streak; export, import,
refusal of a bad or foreign file."""

import json

import pytest

from puzzles import records
from puzzles.records import RecordsError


def played():
    data = records.empty()
    data = records.record_game(data, "flip/square", 16, 90_000, "2026-11-24")
    data = records.record_game(data, "flip/square", 14, 120_000, "2026-11-25")
    data = records.record_game(data, "nim?heaps=5,2,3", None, 5_000, "2026-11-20")
    return data


def test_a_better_game_replaces_the_best_and_each_best_is_its_own():
    entry = played()["puzzles"]["flip/square"]
    assert entry == {"best_moves": 14, "best_ms": 90_000, "solved": 2, "last_played": "2026-11-25"}
    assert played()["puzzles"]["nim?heaps=5,2,3"]["best_moves"] is None


def test_recording_does_not_change_the_records_given():
    before = played()
    copy = json.loads(json.dumps(before))
    records.record_game(before, "flip/square", 3, 1, "2026-11-26")
    assert before == copy


def test_streak():
    data = records.empty()
    for day in ("2026-11-23", "2026-11-24", "2026-11-24", "2026-11-25"):
        data = records.record_daily(data, day)
    assert data["daily"] == {"last": "2026-11-25", "streak": 3, "best_streak": 3}
    assert records.streak(data, "2026-11-26") == 3
    assert records.streak(data, "2026-11-27") == 0
    data = records.record_daily(data, "2026-11-28")
    assert data["daily"] == {"last": "2026-11-28", "streak": 1, "best_streak": 3}
    assert records.record_daily(data, "2026-11-01")["daily"] == data["daily"]  # an old day: no change


def test_export_then_import_restores_exactly():
    data = records.record_daily(played(), "2026-11-25")
    exported = json.dumps(data)
    assert records.merge(records.empty(), json.loads(exported)) == data
    assert records.check(json.loads(exported)) == data


def test_merge_keeps_the_better_of_each():
    mine = played()
    theirs = records.record_game(records.empty(), "flip/square", 12, 200_000, "2026-11-01")
    merged = records.merge(mine, theirs)["puzzles"]["flip/square"]
    assert merged == {"best_moves": 12, "best_ms": 90_000, "solved": 2, "last_played": "2026-11-25"}


@pytest.mark.parametrize("bad", [
    [], "records", 3, None, {}, {"schema": "other", "version": 1},
    {"schema": records.SCHEMA, "version": 3, "puzzles": {}, "daily": {}},
    {"schema": records.SCHEMA, "version": True, "puzzles": {}, "daily": {}},
    {"schema": records.SCHEMA, "version": 2, "puzzles": {}, "daily": {}, "days": []},
    {"schema": records.SCHEMA, "version": 2, "puzzles": {}, "daily": {}, "days": {"today": {"game": "nim"}}},
    {"schema": records.SCHEMA, "version": 2, "puzzles": {}, "daily": {},
     "days": {"2026-11-27": {"game": "nim", "solved": "yes"}}},
    {"schema": records.SCHEMA, "version": 2, "puzzles": {}, "daily": {},
     "days": {"2026-11-27": {"game": "nim", "moves": -3}}},
    {"schema": records.SCHEMA, "version": 1, "puzzles": [], "daily": {}},
    {"schema": records.SCHEMA, "version": 1, "puzzles": {"flip/square": {"solved": -1, "last_played": "2026-11-25"}},
     "daily": {}},
    {"schema": records.SCHEMA, "version": 1, "puzzles": {"flip/square": {"solved": 1, "last_played": "yesterday"}},
     "daily": {}},
    {"schema": records.SCHEMA, "version": 1, "puzzles": {}, "daily": {"streak": "7"}},
    {"schema": records.SCHEMA, "version": 1, "puzzles": {}},
])
def test_a_bad_or_foreign_file_is_refused_and_nothing_changes(bad):
    mine = played()
    copy = json.loads(json.dumps(mine))
    with pytest.raises(RecordsError) as refused:
        records.merge(mine, bad)
    assert refused.value.args[0]  # the reason
    assert mine == copy


def test_load_of_junk_gives_empty_records_and_the_reason():
    data, error = records.load({"schema": "x"})
    assert data == records.empty() and isinstance(error, RecordsError)
    assert records.load(None) == (records.empty(), None)


def test_listing_and_time():
    assert [game for game, _ in records.listing(played())] == ["flip/square", "nim?heaps=5,2,3"]
    assert records.time_text(65_400) == "1:05"
    assert records.time_text(3_725_000) == "1:02:05"


DAILY = {"game": "slide/six?tiles=0412365", "moves": 10, "fewest": 8, "hints": 1, "solver": False}


def test_version_1_records_are_still_read_and_written_back_as_version_2():
    old = {"schema": records.SCHEMA, "version": 1,
           "puzzles": {"flip/square": {"best_moves": 14, "best_ms": 90_000, "solved": 2, "last_played": "2026-11-25"}},
           "daily": {"last": "2026-11-25", "streak": 3, "best_streak": 4}}
    data, error = records.load(old)
    assert error is None and data["version"] == 2 and data["days"] == {}
    assert data["puzzles"] == old["puzzles"] and data["daily"] == old["daily"]
    assert records.statistics(data, "2026-11-26") == {"played": 0, "solved": 0, "streak": 3, "best_streak": 4,
                                                      "over": [0] * (records.MOST_OVER + 1)}
    assert records.merge(records.empty(), old)["daily"] == old["daily"]


def test_the_days_result_is_its_first_win_and_the_statistics_count_it():
    data = records.record_played(records.empty(), "2026-11-26", "flip/square")
    assert records.day_result(data, "2026-11-26")["solved"] is False
    data = records.record_daily(data, "2026-11-27", DAILY, 61_000)
    better = dict(DAILY, moves=8)
    data = records.record_daily(data, "2026-11-27", better, 30_000)  # a replay: the day keeps its first win
    assert records.day_result(data, "2026-11-27") == {"game": DAILY["game"], "solved": True, "moves": 10,
                                                      "fewest": 8, "hints": 1, "ms": 61_000, "solver": False}
    data = records.record_daily(data, "2026-11-28", better, 30_000)
    data = records.record_daily(data, "2026-11-29", dict(DAILY, moves=30), None)
    data = records.record_daily(data, "2026-11-30", dict(DAILY, fewest=None), None)  # fewest unknown: no bar
    stats = records.statistics(data, "2026-11-30")
    assert stats == {"played": 5, "solved": 4, "streak": 4, "best_streak": 4, "over": [1, 0, 1, 0, 0, 1]}
    assert records.statistics(data, "2026-12-02")["streak"] == 0
    assert records.check(json.loads(json.dumps(data))) == data  # export, import: the same


def test_merge_keeps_a_solved_day_over_one_only_played():
    played_only = records.record_played(records.empty(), "2026-11-27", DAILY["game"])
    solved = records.record_daily(records.empty(), "2026-11-27", DAILY, 5_000)
    assert records.merge(played_only, solved)["days"]["2026-11-27"]["solved"] is True
    assert records.merge(solved, played_only)["days"]["2026-11-27"]["solved"] is True
