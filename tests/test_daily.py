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
