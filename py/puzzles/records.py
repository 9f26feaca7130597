"""Your records (issue 22): per puzzle the best moves, the best time, games solved, the last
played; the daily streak. Kept on the device only (the page stores them through its
storage shim), exported to and imported from a JSON file.

The records are one plain dict (JSON as it is):

    {"schema": "puzzle-workbench-records", "version": 1,
     "puzzles": {<start's game id>: {"best_moves": int|None, "best_ms": int|None,
                                     "solved": int, "last_played": "YYYY-MM-DD"}},
     "daily": {"last": "YYYY-MM-DD"|None, "streak": int, "best_streak": int}}

A puzzle is its start (the game id of ``restart()``): board and start. Only a game won by
the player counts as solved (a game the solver's solution finished was shown, not solved:
the page never records it). ``check`` refuses anything else with the reason
(RecordsError), so a bad or foreign file, or another version's data, changes nothing.
Pure Python; runs on MicroPython (the page) and CPython.
"""

from puzzles.daily import DateError, parse_date, previous_day
from puzzles.words import mark

SCHEMA = "puzzle-workbench-records"
VERSION = 1
MOST_PUZZLES = 5000   # a file with more is refused (a page list must stay short to draw)
MOST_ID = 2000        # characters in a game id
NOT_JSON = mark("this is not a records file (no JSON object)")


class RecordsError(ValueError):
    """Why records cannot be read; ``args[0]`` is an English reason (worded with ``tr``)."""


def empty():
    return {"schema": SCHEMA, "version": VERSION, "puzzles": {}, "daily": {"last": None, "streak": 0,
                                                                           "best_streak": 0}}


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
    if version != VERSION:
        raise RecordsError(mark("these records are of another version ({name}); this page reads version 1"),
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
    return result


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


def record_daily(records, date):
    """The records after the daily puzzle of ``date`` was solved: the streak grows when the
    last one solved was the day before, stays on the same day, else starts again at 1."""
    result = check(records)
    daily = result["daily"]
    if daily["last"] == date:
        return result
    if daily["last"] is not None and daily["last"] > date:
        return result  # an older day solved late: the streak stays as it is
    streak = daily["streak"] + 1 if daily["last"] == previous_day(date) else 1
    result["daily"] = {"last": date, "streak": streak, "best_streak": max(streak, daily["best_streak"])}
    return result


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
