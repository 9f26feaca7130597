"""The daily puzzle (issue 22): the same game for everyone on a date, with no server.

The date alone chooses it, by a fixed rule: the day's number (days since 2026-01-01) picks
the game from ``daily_games()`` in turn (the games each family's description puts in the
rotation, by their turns: puzzles.registry), the weekday the difficulty (``WEEKDAY_DIFFICULTY``,
Monday easy to Sunday hard), and a number mixed from the day's number seeds the deal (the
worker's, or the CLI's, seeded search: puzzles.deal). Same date, same seed, same deal on
every machine. Also the share text of a daily game solved, and the kind of search a deal
is (``deal:<difficulty>:<seed>``). Pure Python; runs on MicroPython (the page) and CPython.
"""

DIFFICULTIES = ("easy", "medium", "hard")
DEAL_PREFIX = "deal:"
EPOCH = (2026, 1, 1)
# Monday .. Sunday
WEEKDAY_DIFFICULTY = ("easy", "easy", "medium", "medium", "medium", "hard", "hard")
SEED_MULTIPLIER = 2654435761  # Knuth's multiplicative hash, taken modulo 2**30
SEED_RANGE = 1 << 30


class DateError(ValueError):
    pass


def deal_kind(difficulty, seed):
    """The search kind of a deal (the worker's request carries a game id and a kind only)."""
    if difficulty not in DIFFICULTIES:
        raise ValueError("difficulty must be easy, medium or hard")
    return "%s%s:%d" % (DEAL_PREFIX, difficulty, seed)


def parse_date(text):
    """``(year, month, day)`` from ``YYYY-MM-DD``; DateError otherwise."""
    parts = str(text).split("-")
    if len(parts) != 3 or [len(part) for part in parts] != [4, 2, 2] or not all(part.isdigit() for part in parts):
        raise DateError("a date is written YYYY-MM-DD")
    year, month, day = int(parts[0]), int(parts[1]), int(parts[2])
    if not 1 <= month <= 12 or not 1 <= day <= days_in_month(year, month):
        raise DateError("no such date")
    return year, month, day


def days_in_month(year, month):
    if month == 2:
        return 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def day_number(year, month, day):
    """Days since 1970-01-01 (Howard Hinnant's days_from_civil; no datetime on MicroPython)."""
    year -= 1 if month <= 2 else 0
    era = (year if year >= 0 else year - 399) // 400
    year_of_era = year - era * 400
    day_of_year = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    return era * 146097 + day_of_era - 719468


def date_text(year, month, day):
    return "%04d-%02d-%02d" % (year, month, day)


def previous_day(text):
    """The date before ``text`` (YYYY-MM-DD)."""
    year, month, day = parse_date(text)
    if day > 1:
        return date_text(year, month, day - 1)
    if month > 1:
        return date_text(year, month - 1, days_in_month(year, month - 1))
    return date_text(year - 1, 12, 31)


def daily_games():
    """The rotation: every family's daily games (its description's ``daily``: ``(turn, game
    id)`` pairs; each deal keeps its board) in the order of their turns. A family leaves out a
    game whose deal cannot name the fewest moves (the 15-puzzle: a Hard deal's optimum is
    only bounded). Imported lazily: the registry's descriptions are read only here."""
    from puzzles import registry
    turns = []
    for order, family in enumerate(registry.families()):
        for turn, game in registry.describe(family).get("daily", ()):
            turns.append((turn, order, game))
    return tuple(game for _, _, game in sorted(turns))


def choice(text):
    """``(game id to deal from, difficulty, seed)`` for the date ``text`` (YYYY-MM-DD)."""
    number = day_number(*parse_date(text)) - day_number(*EPOCH)
    weekday = (day_number(*parse_date(text)) + 3) % 7  # 1970-01-01 was a Thursday (Monday = 0)
    games = daily_games()
    game = games[number % len(games)]
    difficulty = WEEKDAY_DIFFICULTY[weekday]
    seed = ((number + 1) * SEED_MULTIPLIER) % SEED_RANGE
    return game, difficulty, seed


def daily_kind(text):
    """``(game id, search kind)``: the deal that makes the date's puzzle."""
    game, difficulty, seed = choice(text)
    return game, deal_kind(difficulty, seed)


def start(text):
    """``(game id, fewest moves or None)``: the daily puzzle of the date ``text`` as dealt
    already (puzzles.daily_starts, made by scripts/make_daily_starts.py with the same rule
    and deals), so the page shows it from its first paint (issue 35); None for a date
    outside that table's months (the worker deals it: daily_kind)."""
    year, month, day = parse_date(text)
    from puzzles.daily_starts import FIRST_MONTH, MONTHS
    index = (year - FIRST_MONTH[0]) * 12 + month - FIRST_MONTH[1]
    if not 0 <= index < len(MONTHS):
        return None
    days = MONTHS[index].split(" ")
    if len(days) != days_in_month(year, month):
        return None
    game, _, fewest = days[day - 1].partition("|")
    return game, int(fewest) if fewest.isdigit() else None


def seconds_to_next(hour, minute, second):
    """Seconds from the local time ``hour:minute:second`` to the next daily puzzle (the next
    local midnight: the page's date is the visitor's own, records_panel.today)."""
    return max(1, 86400 - (hour * 3600 + minute * 60 + second))


def countdown_text(seconds):
    """``h:mm:ss`` for a number of seconds (the countdown to the next daily puzzle)."""
    seconds = max(0, int(seconds))
    return "%d:%02d:%02d" % (seconds // 3600, seconds // 60 % 60, seconds % 60)


def result_text(moves, fewest, hints, solver_help=False, time=None):
    """"14 moves (fewest 12) · no hints · 1:05": a daily game's result, worded (the share
    text's and the page's "already played today"). Imported lazily: words is large."""
    from puzzles.words import tr
    parts = []
    if moves is not None:
        if fewest is not None:
            parts.append(tr("{moves} moves (fewest {fewest})", moves=moves, fewest=fewest))
        else:
            parts.append(tr("{moves} moves", moves=moves))
    if hints == 0:
        parts.append(tr("no hints"))
    elif hints == 1:
        parts.append(tr("1 hint"))
    else:
        parts.append(tr("{count} hints", count=hints))
    if solver_help:
        parts.append(tr("the solver's help"))
    if time:
        parts.append(time)
    return " \u00b7 ".join(parts)


def share_text(date, title, moves, fewest, hints, solver_help=False, time=None):
    """"Daily 2026-11-25 · Flip It · 14 moves (fewest 12) · no hints · 1:05": a daily game
    solved, for sharing (never its moves). ``title`` worded already; ``moves``/``fewest``
    None when the family counts none or the best is not known; ``time`` the time worded,
    when the timer is shown."""
    from puzzles.words import tr
    return " \u00b7 ".join([tr("Daily {date}", date=date), title,
                             result_text(moves, fewest, hints, solver_help, time)])
