"""Your records (issues 22, 35): per puzzle the best moves, the best time, games solved, the
last played; the daily streak and each daily puzzle played, for the statistics. Kept on the
device only (the page stores them through its storage shim), exported to and imported from a
JSON file.

The records are one plain dict (JSON as it is):

    {"schema": "puzzle-workbench-records", "version": 2,
     "puzzles": {<start's game id>: {"best_moves": int|None, "best_ms": int|None,
                                     "solved": int, "last_played": "YYYY-MM-DD"}},
     "daily": {"last": "YYYY-MM-DD"|None, "streak": int, "best_streak": int},
     "days": {"YYYY-MM-DD": {"game": <the day's start>, "solved": bool, "moves": int|None,
                             "fewest": int|None, "hints": int, "ms": int|None, "solver": bool}}}

Version 1 (issue 22) had no ``days``: it is still read (as no daily played), and written
back as version 2. A day is in ``days`` once a move is made in its daily puzzle (played);
its result is the first win of that day's puzzle (a replay changes the puzzle's records, not
the day's). A puzzle is its start (the game id of ``restart()``): board and start. Only a
game won by the player counts as solved (a game the solver's solution finished was shown,
not solved: the page never records it). ``check`` refuses anything else with the reason
(RecordsError), so a bad or foreign file, or another version's data, changes nothing.
Pure Python; runs on MicroPython (the page) and CPython.
"""

from puzzles.daily import DateError, parse_date, previous_day
from puzzles.words import mark

SCHEMA = "puzzle-workbench-records"
VERSION = 2
READS = (1, 2)        # the versions this page reads (1: issue 22's, without "days")
MOST_DAYS = 5000      # daily puzzles played: a file with more is refused
MOST_OVER = 5         # the statistics' last bar: this many moves over the fewest, or more
MOST_PUZZLES = 5000   # a file with more is refused (a page list must stay short to draw)
MOST_ID = 2000        # characters in a game id
NOT_JSON = mark("this is not a records file (no JSON object)")


class RecordsError(ValueError):
    """Why records cannot be read; ``args[0]`` is an English reason (worded with ``tr``)."""


def empty():
    return {"schema": SCHEMA, "version": VERSION, "puzzles": {}, "daily": {"last": None, "streak": 0,
                                                                           "best_streak": 0}, "days": {}}


def _count(value, name, optional=False):
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0 or value > 10 ** 12:
        raise RecordsError(mark("{name} must be a whole number"), name)
    return value


def _date(value, name, optional=False):
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise RecordsError(mark("{name} must be a date YYYY-MM-DD"), name)
    try:
        parse_date(value)
    except DateError:
        raise RecordsError(mark("{name} must be a date YYYY-MM-DD"), name)
    return value


def check(data):
    """The records ``data`` holds, checked and copied; RecordsError with the reason (an
    English text with a ``{name}`` placeholder where a field is named, and the field)."""
    if not isinstance(data, dict):
        raise RecordsError(NOT_JSON, "")
    if data.get("schema") != SCHEMA:
        raise RecordsError(mark("this is not a records file of this site"), "")
    version = data.get("version")
    if isinstance(version, bool) or version not in READS:
        raise RecordsError(mark("these records are of another version ({name}); this page reads versions 1 and 2"),
                           str(version)[:20])
    puzzles = data.get("puzzles")
    if not isinstance(puzzles, dict) or len(puzzles) > MOST_PUZZLES:
        raise RecordsError(mark("{name} must be a list of puzzles"), "puzzles")
    result = empty()
    for game_id in sorted(puzzles):
        entry = puzzles[game_id]
        if not isinstance(game_id, str) or not game_id or len(game_id) > MOST_ID or not isinstance(entry, dict):
            raise RecordsError(mark("{name} must be a list of puzzles"), "puzzles")
        result["puzzles"][game_id] = {
            "best_moves": _count(entry.get("best_moves"), "best_moves", True),
            "best_ms": _count(entry.get("best_ms"), "best_ms", True),
            "solved": _count(entry.get("solved", 0), "solved"),
            "last_played": _date(entry.get("last_played"), "last_played"),
        }
    daily = data.get("daily")
    if not isinstance(daily, dict):
        raise RecordsError(mark("{name} must be the daily streak"), "daily")
    result["daily"] = {"last": _date(daily.get("last"), "daily.last", True),
                       "streak": _count(daily.get("streak", 0), "daily.streak"),
                       "best_streak": _count(daily.get("best_streak", 0), "daily.best_streak")}
    days = data.get("days", {}) if version >= 2 else {}
    if not isinstance(days, dict) or len(days) > MOST_DAYS:
        raise RecordsError(mark("{name} must be the daily puzzles played"), "days")
    for date in sorted(days):
        result["days"][_date(date, "days")] = _day(days[date])
    return result


def _day(entry):
    """One daily puzzle played, checked and copied."""
    if not isinstance(entry, dict):
        raise RecordsError(mark("{name} must be the daily puzzles played"), "days")
    game = entry.get("game")
    if not isinstance(game, str) or not game or len(game) > MOST_ID:
        raise RecordsError(mark("{name} must be the daily puzzles played"), "days.game")
    flags = []
    for name in ("solved", "solver"):
        if not isinstance(entry.get(name, False), bool):
            raise RecordsError(mark("{name} must be true or false"), "days." + name)
        flags.append(entry.get(name, False))
    return {"game": game, "solved": flags[0], "moves": _count(entry.get("moves"), "days.moves", True),
            "fewest": _count(entry.get("fewest"), "days.fewest", True),
            "hints": _count(entry.get("hints", 0), "days.hints"),
            "ms": _count(entry.get("ms"), "days.ms", True), "solver": flags[1]}


def load(data):
    """Stored records, or ``(empty(), reason)`` when they cannot be read: ``(records, None)``
    or ``(empty records, RecordsError)``; nothing stored (None) is no error."""
    if data is None:
        return empty(), None
    try:
        return check(data), None
    except RecordsError as error:
        return empty(), error


def _smaller(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b)


def _later(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return max(a, b)  # YYYY-MM-DD compares as text


def record_game(records, game_id, moves, ms, date):
    """The records after a game of the puzzle ``game_id`` (its start) solved by the player
    on ``date`` in ``moves`` (None when the family counts none) and ``ms`` milliseconds
    (None when not timed). A new dict; ``records`` is not changed."""
    result = check(records)
    entry = result["puzzles"].get(game_id) or {"best_moves": None, "best_ms": None, "solved": 0,
                                               "last_played": date}
    entry = dict(entry)
    entry["best_moves"] = _smaller(entry["best_moves"], moves)
    entry["best_ms"] = _smaller(entry["best_ms"], ms)
    entry["solved"] += 1
    entry["last_played"] = _later(entry["last_played"], date)
    result["puzzles"][game_id] = entry
    return result


def record_played(records, date, game):
    """The records after a move in the daily puzzle of ``date`` (its start ``game``): the day
    counts as played. A new dict; a day already there stays as it is."""
    result = check(records)
    if date not in result["days"]:
        result["days"][date] = {"game": game, "solved": False, "moves": None, "fewest": None, "hints": 0,
                                "ms": None, "solver": False}
    return result


def record_daily(records, date, score=None, ms=None):
    """The records after the daily puzzle of ``date`` was solved: the streak grows when the
    last one solved was the day before, stays on the same day, else starts again at 1. With
    ``score`` (the session's: game, moves, fewest, hints, solver) and ``ms`` the day's result
    is kept, the first win of the day only."""
    result = check(records)
    if score is not None and not (result["days"].get(date) or {}).get("solved"):
        result["days"][date] = _day({"game": score["game"], "solved": True, "moves": score["moves"],
                                     "fewest": score["fewest"], "hints": score["hints"], "ms": ms,
                                     "solver": bool(score["solver"])})
    daily = result["daily"]
    if daily["last"] == date:
        return result
    if daily["last"] is not None and daily["last"] > date:
        return result  # an older day solved late: the streak stays as it is
    streak = daily["streak"] + 1 if daily["last"] == previous_day(date) else 1
    result["daily"] = {"last": date, "streak": streak, "best_streak": max(streak, daily["best_streak"])}
    return result


def day_result(records, date):
    """The daily puzzle of ``date`` as played (a ``days`` entry), or None."""
    return records["days"].get(date)


def statistics(records, today):
    """The daily puzzle's statistics: ``played`` and ``solved`` (days), ``streak`` (as it
    stands on ``today``) and ``best_streak``, and ``over``: the days solved at 0, 1, ...
    MOST_OVER (or more) moves over the fewest (days whose fewest is not known left out)."""
    days = records["days"]
    over = [0] * (MOST_OVER + 1)
    solved = 0
    for date in days:
        entry = days[date]
        if not entry["solved"]:
            continue
        solved += 1
        if entry["moves"] is not None and entry["fewest"] is not None:
            over[min(MOST_OVER, max(0, entry["moves"] - entry["fewest"]))] += 1
    return {"played": len(days), "solved": solved, "streak": streak(records, today),
            "best_streak": records["daily"]["best_streak"], "over": over}


def streak(records, today):
    """The streak as it stands on ``today``: broken (0) when neither today's nor yesterday's
    daily puzzle was solved."""
    daily = records["daily"]
    if daily["last"] in (today, previous_day(today)):
        return daily["streak"]
    return 0


def merge(records, other):
    """Both records together (an import): per puzzle the better best, the larger count, the
    later date; the daily streak of the later last day. Both are checked first."""
    result = check(records)
    incoming = check(other)
    for game_id in sorted(incoming["puzzles"]):
        theirs = incoming["puzzles"][game_id]
        ours = result["puzzles"].get(game_id)
        if ours is None:
            result["puzzles"][game_id] = dict(theirs)
            continue
        result["puzzles"][game_id] = {
            "best_moves": _smaller(ours["best_moves"], theirs["best_moves"]),
            "best_ms": _smaller(ours["best_ms"], theirs["best_ms"]),
            "solved": max(ours["solved"], theirs["solved"]),
            "last_played": _later(ours["last_played"], theirs["last_played"]),
        }
    for date in sorted(incoming["days"]):
        ours = result["days"].get(date)
        if ours is None or (incoming["days"][date]["solved"] and not ours["solved"]):
            result["days"][date] = dict(incoming["days"][date])
    mine, theirs = result["daily"], incoming["daily"]
    later = theirs if (theirs["last"] or "") > (mine["last"] or "") else mine
    result["daily"] = {"last": later["last"], "streak": later["streak"],
                       "best_streak": max(mine["best_streak"], theirs["best_streak"])}
    return result


def listing(records):
    """``[(game id, entry)]``, the last played first (then by game id)."""
    items = [(game_id, records["puzzles"][game_id]) for game_id in records["puzzles"]]
    items.sort(key=lambda item: item[0])
    items.sort(key=lambda item: item[1]["last_played"], reverse=True)
    return items


def time_text(ms):
    """``m:ss`` (or ``h:mm:ss``) for a time in milliseconds."""
    seconds = int(ms) // 1000
    hours, minutes, seconds = seconds // 3600, seconds // 60 % 60, seconds % 60
    if hours:
        return "%d:%02d:%02d" % (hours, minutes, seconds)
    return "%d:%02d" % (minutes, seconds)
