"""The daily puzzle (issue 22): chosen from the date alone by a fixed rule; the CLI prints it."""

import datetime
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from puzzles import daily, registry
from puzzles.deal import run_deal

ROOT = Path(__file__).resolve().parent.parent


def cli(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([sys.executable, "-m", "puzzles", *args], capture_output=True, text=True, env=env,
                          timeout=300)


def test_day_numbers_and_weekdays_agree_with_datetime():
    day = datetime.date(1999, 12, 25)
    for _ in range(12 * 366):  # every day of twelve years, leap days included
        text = day.isoformat()
        number = daily.day_number(*daily.parse_date(text))
        assert number == (day - datetime.date(1970, 1, 1)).days
        assert daily.previous_day(text) == (day - datetime.timedelta(days=1)).isoformat()
        day += datetime.timedelta(days=1)


def test_the_rule_cycles_families_and_weekdays():
    monday = datetime.date(2026, 11, 23)
    assert monday.weekday() == 0
    week = [daily.choice((monday + datetime.timedelta(days=n)).isoformat()) for n in range(7)]
    assert [difficulty for _, difficulty, _ in week] == list(daily.WEEKDAY_DIFFICULTY)
    games = [game for game, _, _ in week]
    assert len(set(games)) == 7  # seven days, seven of the nine games in turn
    assert len({seed for _, _, seed in week}) == 7


@pytest.mark.parametrize("bad", ["2026-02-29", "2026-13-01", "26-11-25", "2026/11/25", "", "2026-11-2x"])
def test_bad_dates_are_refused(bad):
    with pytest.raises(daily.DateError):
        daily.choice(bad)


def test_the_cli_prints_the_days_game_the_same_each_time():
    first = cli("daily", "2026-11-25")
    assert first.returncode == 0, first.stderr
    game_id = first.stdout.strip()
    registry.parse(game_id)
    assert cli("daily", "2026-11-25").stdout.strip() == game_id
    game, difficulty, seed = daily.choice("2026-11-25")
    assert run_deal(game, difficulty, seed)["dealt"] == game_id
    data = json.loads(cli("daily", "2026-11-25", "--json").stdout)
    assert data["dealt"] == game_id and data["date"] == "2026-11-25"
    assert cli("daily", "2026-11-26").stdout.strip() != game_id
    assert cli("daily", "2026-02-30").returncode == 2


def test_share_text():
    assert daily.share_text("2026-11-25", "Flip It", 14, 12, 0) == \
        "Daily 2026-11-25 \u00b7 Flip It \u00b7 14 moves (fewest 12) \u00b7 no hints"
    assert daily.share_text("2026-11-25", "Nim", None, None, 2) == "Daily 2026-11-25 \u00b7 Nim \u00b7 2 hints"


def table_dates():
    """Every 23rd day of puzzles.daily_starts' months (every family and weekday in turn), and
    the first and last day."""
    from puzzles.daily_starts import FIRST_MONTH, MONTHS
    first = datetime.date(FIRST_MONTH[0], FIRST_MONTH[1], 1)
    year, month = FIRST_MONTH[0] + (FIRST_MONTH[1] - 1 + len(MONTHS)) // 12, (FIRST_MONTH[1] - 1 + len(MONTHS)) % 12 + 1
    last = datetime.date(year, month, 1) - datetime.timedelta(days=1)
    dates = [first + datetime.timedelta(days=n) for n in range(0, (last - first).days, 23)] + [last]
    return [date.isoformat() for date in dates], first, last


def test_the_table_of_starts_is_the_deal_of_each_day():
    """The page's table (scripts/make_daily_starts.py) says what the worker's deal and the CLI
    say: a changed deal or rule fails here until the table is made again."""
    dates, first, last = table_dates()
    for date in dates:
        game, difficulty, seed = daily.choice(date)
        dealt = run_deal(game, difficulty, seed)
        assert daily.start(date) == (dealt["dealt"], dealt.get("optimum")), date
    assert daily.start((first - datetime.timedelta(days=1)).isoformat()) is None
    assert daily.start((last + datetime.timedelta(days=1)).isoformat()) is None
    assert daily.start("2026-11-27") == ("slide/six?tiles=0412365", 8)  # issue 35's example


def test_countdown_to_the_next_daily():
    assert daily.seconds_to_next(0, 0, 0) == 86400
    assert daily.seconds_to_next(23, 59, 59) == 1
    assert daily.countdown_text(daily.seconds_to_next(18, 30, 5)) == "5:29:55"


def test_the_share_text_names_the_result_never_the_moves():
    text = daily.share_text("2026-11-27", "Sliding puzzles: Six puzzle", 10, 8, 1, time="1:05")
    assert text == "Daily 2026-11-27 \u00b7 Sliding puzzles: Six puzzle \u00b7 10 moves (fewest 8) \u00b7 1 hint \u00b7 1:05"
