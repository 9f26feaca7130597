"""New game, the daily puzzle, the score line and its timer, and "Your puzzles" (issues 22, 35).

The page part of puzzles.daily and puzzles.records: the New game button and its difficulty,
the daily puzzle (``#daily``, and a button), the score line at the end of a game played by
hand (moves, the fewest, the time, hints and the solver's help), the timer (hidden on
request; it pauses while the tab is hidden), the records kept on the device (through the
storage shim: static/page.js's page.storage, dom.recall/remember) and their view
(``#records``) with Export and Import. The daily puzzle's box (issue 35, after the best
dailies): once the day's puzzle is solved, on this visit or an earlier one, its result, a
Share that copies the result and a link to the day's start (never the solved board), the
countdown to the next daily puzzle and the statistics (played, solved, streaks, a chart of
moves over the fewest). Texts are set with textContent only; the pictures (a view's drawing,
the chart) are drawn from numbers and fixed names.
"""

import asyncio
import json

from pyscript import document, window
from pyscript.ffi import create_proxy

import focus
from dom import element, listen, recall, remember, set_text, small_picture
from menus import mark_solved
from puzzles import chart_svg, daily, records, registry
from puzzles.session_words import score_words
from puzzles.words import tr

RECORDS_KEY = "records"
TIMER_KEY = "timer-hidden"
DAILY_FRAGMENT = "#daily"
RECORDS_FRAGMENT = "#records"
MOST_PICTURES = 40  # Your puzzles draws a small start for this many records (the last played)


def today():
    """The visitor's date, YYYY-MM-DD (local time)."""
    now = window.Date.new()
    return daily.date_text(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))


def seconds_to_next():
    """Seconds to the next daily puzzle: the visitor's next local midnight."""
    now = window.Date.new()
    return daily.seconds_to_next(int(now.getHours()), int(now.getMinutes()), int(now.getSeconds()))


def days_text(count):
    """"1 day", "2 days" (a streak)."""
    return tr("1 day") if count == 1 else tr("{count} days", count=count)


def puzzle_name(game_id):
    """The puzzle a game id names, as a player knows it: its family's title and its variant's
    label ("Sliding puzzles: Six puzzle"; Nim: "Nim"), the variant's own id where it has no
    label (a board dealt at another size); "" for a family this page has not."""
    family, _, rest = game_id.partition("/")
    family = family.partition("?")[0]
    try:
        rules = registry.rules(family)
    except Exception:  # an imported id of a family this page has not (the id is shown)
        return ""
    title = tr(rules.TITLE)  # pass-through: a family's TITLE
    if getattr(rules, "NO_VARIANTS", False) or not rest:
        return title
    path, _, query = rest.partition("?")
    keys = [part for part in query.split("&") if part]
    label, best = path, -1
    for variant, name in rules.variants():
        variant_path, _, variant_query = variant.partition("?")
        wanted = [part for part in variant_query.split("&") if part and not part.startswith("start=")]
        if variant_path == path and len(wanted) > best and all(part in keys for part in wanted):
            label, best = tr(name), len(wanted)  # pass-through: a family's variant labels
    return tr("{family}: {variant}", family=title, variant=label)


def draw_statistics(box, stats):
    """The daily puzzle's statistics into ``box``: the counts, then a chart of the days
    solved by moves over the fewest (0, +1, ...)."""
    box.textContent = ""
    terms = document.createElement("dl")
    for label, value in ((tr("Played"), str(stats["played"])), (tr("Solved"), str(stats["solved"])),
                         (tr("Current streak"), days_text(stats["streak"])),
                         (tr("Best streak"), days_text(stats["best_streak"]))):
        term = document.createElement("dt")
        term.textContent = label
        data = document.createElement("dd")
        data.textContent = value
        terms.append(term)
        terms.append(data)
    box.append(terms)
    over = stats["over"]
    if not sum(over):
        return
    labels = ["0"] + ["+%d" % count for count in range(1, len(over) - 1)] + [
        tr("+{count} or more", count=len(over) - 1)]
    caption = document.createElement("p")
    caption.className = "daily-chart-caption"
    caption.textContent = tr("Days solved, by moves over the fewest")
    box.append(caption)
    chart = document.createElement("div")
    chart.className = "daily-chart"
    said = ", ".join("%s: %d" % (labels[index], count) for index, count in enumerate(over))
    chart.innerHTML = chart_svg.rows(labels, over, tr("Days solved, by moves over the fewest") + ": " + said)
    box.append(chart)


def now_ms():
    return float(window.performance.now())


class Timer:
    """Time spent on a game with the tab visible."""

    def __init__(self):
        self.spent = 0.0
        self.since = None  # running since (ms), or None when stopped or hidden
        self.stopped = False

    def reset(self):
        self.spent, self.stopped = 0.0, False
        self.since = now_ms() if str(document.visibilityState) != "hidden" else None

    def pause(self):
        if self.since is not None:
            self.spent += now_ms() - self.since
            self.since = None

    def resume(self):
        if not self.stopped and self.since is None:
            self.since = now_ms()

    def stop(self):
        self.pause()
        self.stopped = True

    def go_on(self):
        """Run again after stop(), the time so far kept (a won game undone)."""
        self.stopped = False
        if str(document.visibilityState) != "hidden":
            self.resume()

    def ms(self):
        return int(self.spent + (now_ms() - self.since if self.since is not None else 0))


class RecordsPanel:
    def __init__(self, session, update):
        self.session = session
        self.update = update          # the page's redraw
        self.timer = Timer()
        self.game_key = None          # the start of the game being timed
        self.last_here = None
        self.recorded = False         # this game's win is counted
        self.last_ms = None
        self._records = None          # read at the first use (load_records), not at the start
        self.unreadable = False       # never written over: another version's data stays
        self.note = ""

    # --- the records, read when first used ------------------------------------------------
    # Issue 37: a 3.4 MB value (20,000 entries) stopped the start. They are read once the page
    # is ready (load_soon), or at once when something needs them first (the daily puzzle's
    # box, a win, Your puzzles), from storage.loadTrimmed: over the limits of puzzles.records,
    # the entries played longest ago are left out in JavaScript (a parse of milliseconds there)
    # before MicroPython reads the rest, and the note says so.
    @property
    def records(self):
        if self._records is None:
            self.load_records()
        return self._records

    @records.setter
    def records(self, value):
        self._records = value

    def load_records(self):
        text = str(window.page.storage.loadTrimmed(RECORDS_KEY, records.MOST_PUZZLES, records.MOST_DAYS) or "")
        try:
            data = json.loads(text) if text else None
        except (ValueError, MemoryError):
            data = None
        dropped = data.get("dropped", 0) if isinstance(data, dict) else 0
        self._records, error = records.load(data)
        self.unreadable = error is not None
        if error is not None:
            self.note = tr("Your records on this device cannot be read ({why}); new ones are not saved.",
                           why=tr(error.args[0], name=error.args[1]))  # pass-through: records.check's reasons
        elif dropped:
            self.store()  # kept trimmed: the next start reads no more than this
            self.note = tr("Your records were more than this page keeps: the {count} played longest ago were left out.",
                           count=dropped)
        set_text("records-note", self.note)
        self.mark_menu()

    def mark_menu(self):
        """The puzzle menu's entries the player has solved, marked (menus.mark_solved)."""
        solved = set()
        for game_id, entry in self.records["puzzles"].items():
            choice = registry.menu_choice(game_id) if entry.get("solved") else None
            if choice is not None and choice[2]:
                solved.add(choice[0])
        mark_solved(solved)

    def load_soon(self):
        """Read the records just after the page is ready, so that a note about them and the
        menu's progress show. A browser timer, not asyncio.sleep: MicroPython's asyncio
        reads the clock, which a page may hold still (a test's fixed date)."""
        def load(*_):
            if self._records is None:
                self.load_records()
        self._load_later = create_proxy(load)  # kept: the timer calls it later
        window.setTimeout(self._load_later, 300)

    # --- set-up ------------------------------------------------------------------------
    def setup(self):
        self.load_soon()
        listen("new-game", lambda event: self.new_game())
        listen("daily-button", lambda event: self.open_daily())
        listen("records-close", lambda event: self.show_records(False))
        listen("records-export", lambda event: self.export())
        listen("records-import", lambda event: asyncio.create_task(self.import_file(event.target)), "change")
        listen("share", lambda event: asyncio.create_task(self.share()))
        listen("timer-toggle", lambda event: self.toggle_timer())
        document.addEventListener("visibilitychange", create_proxy(self.on_visibility))
        element("timer").hidden = recall(TIMER_KEY) is True
        self.word_timer_toggle()
        asyncio.create_task(self.tick())

    def on_visibility(self, event=None):
        if str(document.visibilityState) == "hidden":
            self.timer.pause()
        else:
            self.timer.resume()

    async def tick(self):
        while True:
            await asyncio.sleep(1)
            if not element("timer").hidden:
                set_text("timer", records.time_text(self.timer.ms()))
            if not element("daily-box").hidden:
                self.draw_countdown()

    def toggle_timer(self):
        hidden = not element("timer").hidden
        element("timer").hidden = hidden
        remember(TIMER_KEY, hidden)
        self.word_timer_toggle()
        if self.session.game is not None:
            self.draw_daily()  # the result and its share text name the time only while it is shown

    def word_timer_toggle(self):
        set_text("timer-toggle", tr("Show the timer") if element("timer").hidden else tr("Hide the timer"))

    # --- the address: #daily, #records -----------------------------------------------------
    def handle_fragment(self, fragment):
        """True when the fragment is one of ours (handled here), else False."""
        if fragment == DAILY_FRAGMENT:
            self.open_daily()
            return True
        if fragment == RECORDS_FRAGMENT:
            if self.session.view is None:
                stored = recall("game")
                game = stored if isinstance(stored, str) else registry.DEFAULT_GAME
                self.session.load(game)
            self.show_records(True)
            self.update()
            return True
        return False

    def new_game(self):
        self.session.deal(str(element("difficulty").value))
        self.update()

    def open_daily(self):
        self.session.open_daily(today())
        self.update()

    # --- after every drawing -----------------------------------------------------------------
    def draw(self):
        s = self.session
        if s.game is None:
            return
        # A daily puzzle past puzzles.daily_starts' months is dealt by the worker: until then
        # the board is a neutral placeholder (hidden, not playable), never another game to play.
        dealing = s.tally.daily_date is not None and s.is_daily() is None and s.search is not None and \
            str(s.search["kind"]).startswith(daily.DEAL_PREFIX)
        board = element("board")
        if bool(board.classList.contains("daily-dealing")) != dealing:
            board.classList.toggle("daily-dealing", dealing)
            board.inert = dealing
            board.setAttribute("aria-busy", "true" if dealing else "false")
        start, here = s.game.game_id(), s.game_id()
        if start != self.game_key or (here == start and self.last_here != start):
            self.game_key = start  # a new game, or Restart: timed afresh
            self.timer.reset()
            self.recorded = False
        self.last_here = here
        self.word_timer_toggle()
        if not element("timer").hidden:
            set_text("timer", records.time_text(self.timer.ms()))
        date = s.is_daily()
        if date is not None and here != start and records.day_result(self.records, date) is None:
            self.records = records.record_played(self.records, date, start)  # a move made: played
            self.store()
        score = s.score()
        line = element("score")
        if score is None:
            if self.timer.stopped:  # a win undone: the game goes on, and so does its time
                self.timer.go_on()
            line.hidden = True
            self.draw_daily()
            set_text("records-note", self.note)
            return
        if not self.timer.stopped:  # the win just reached (again, after Undo: timed again)
            self.timer.stop()
            self.last_ms = self.timer.ms()
        if not self.recorded:  # a game counts once, however often Undo takes its win back
            self.recorded = True
            if score["solved"]:
                self.save_win(score, self.last_ms)
        line.hidden = False
        line.textContent = score_words(score, self.last_ms, self.session.moves_noun)
        self.draw_daily()
        set_text("records-note", self.note)
        self.draw_records()

    def draw_daily(self):
        """The daily puzzle's box: shown while the day's puzzle is on show and solved (now or
        on an earlier visit: the day's first win), with its Share, the countdown and the
        statistics; the board stays playable."""
        date = self.session.is_daily()
        result = records.day_result(self.records, date) if date is not None else None
        shown = result is not None and result["solved"]
        element("daily-box").hidden = not shown
        element("share-bar").hidden = not shown
        if not shown:
            return
        set_text("daily-title", tr("Daily puzzle of {date}: solved", date=date))
        set_text("daily-result", self.result_words(result))
        element("share-text").value = self.share_text(date, result)
        self.draw_countdown()
        draw_statistics(element("daily-stats"), records.statistics(self.records, today()))

    def draw_countdown(self):
        date = self.session.is_daily()
        if date == today():
            set_text("daily-next", tr("Next daily puzzle in {time}",
                                      time=daily.countdown_text(seconds_to_next())))
        else:
            set_text("daily-next", tr("A new daily puzzle is out: press Daily puzzle."))

    def result_words(self, result):
        """The day's result: moves (the fewest), hints, the solver's help, the time when the
        timer is shown."""
        time = None
        if result["ms"] is not None and not element("timer").hidden:
            time = records.time_text(result["ms"])
        return daily.result_text(result["moves"], result["fewest"], result["hints"], result["solver"], time)

    def save_win(self, score, ms):
        date = today()
        updated = records.record_game(self.records, score["game"], score["moves"], ms, date)
        if score["daily"] is not None:
            updated = records.record_daily(updated, score["daily"], score, ms)
        self.records = updated
        self.store()
        self.mark_menu()

    def store(self):
        if self.unreadable:
            return
        if not remember(RECORDS_KEY, self.records):
            self.note = tr("Your records could not be saved on this device (storage is full or turned off).")
        else:
            self.note = ""

    def share_text(self, date, result):
        """The result and a link to the day's start: the page's address with the start's game id
        (never the position on show, which is the solved board)."""
        name = puzzle_name(result["game"]) or result["game"]
        time = None
        if result["ms"] is not None and not element("timer").hidden:
            time = records.time_text(result["ms"])
        text = daily.share_text(date, name, result["moves"], result["fewest"], result["hints"], result["solver"],
                                time)
        return text + " " + str(window.location.href).partition("#")[0] + "#" + result["game"]

    async def share(self):
        text = str(element("share-text").value)
        try:
            await window.navigator.clipboard.writeText(text)
            self.note = tr("The result and its link are copied to the clipboard.")
        except Exception:
            self.note = tr("Copy the result from the box (the clipboard is not available).")
        set_text("records-note", self.note)

    # --- Your puzzles ------------------------------------------------------------------------
    def show_records(self, shown):
        was_shown = not element("records").hidden
        element("records").hidden = not shown
        if shown:
            self.draw_records()
            element("records").scrollIntoView()  # below the play: brought into view
            if not was_shown:  # the focus in it, and back to what opened it on closing (issue 36)
                focus.opened("records")
                element("records-close").focus()
        elif was_shown:
            focus.closed("records", "records-link")

    def draw_records(self):
        if element("records").hidden:
            return
        streak = records.streak(self.records, today())
        set_text("records-streak", tr("Daily streak: {days} (best {best}).", days=days_text(streak),
                                      best=days_text(self.records["daily"]["best_streak"])))
        stats = element("records-stats")
        stats.hidden = not self.records["days"]
        if self.records["days"]:
            draw_statistics(stats, records.statistics(self.records, today()))
        dailies = {}  # a start -> the days it was the daily puzzle solved
        for date in sorted(self.records["days"]):
            entry = self.records["days"][date]
            if entry["solved"]:
                dailies.setdefault(entry["game"], []).append(date)
        listing = element("records-list")
        listing.textContent = ""
        items = records.listing(self.records)
        element("records-empty").hidden = bool(items)
        for index, (game_id, entry) in enumerate(items):
            listing.append(self.record_row(game_id, entry, dailies.get(game_id, ()), index < MOST_PICTURES))
        set_text("records-note", self.note)

    def record_row(self, game_id, entry, days, picture):
        """One record: a link to the puzzle's start with a small picture of it and its name,
        the days it was the daily puzzle, then the counts."""
        row = document.createElement("li")
        link = document.createElement("a")
        link.href = "#" + game_id
        link.className = "records-game"
        if picture:
            drawing = self.picture_of(game_id)
            if drawing:
                link.append(small_picture(drawing, "records-thumb"))
        title = document.createElement("span")
        title.className = "records-title"
        title.textContent = puzzle_name(game_id) or game_id
        link.append(title)
        row.append(link)
        for date in days:
            mark = document.createElement("span")
            mark.className = "records-daily"
            mark.textContent = tr("Daily {date}", date=date)
            row.append(mark)
        details = document.createElement("span")
        parts = [tr("solved {count}", count=entry["solved"])]
        if entry["best_moves"] is not None:
            parts.append(tr("best {moves} moves", moves=entry["best_moves"]))
        if entry["best_ms"] is not None:
            parts.append(tr("best time {time}", time=records.time_text(entry["best_ms"])))
        parts.append(tr("last played {date}", date=entry["last_played"]))
        details.textContent = " \u00b7 ".join(parts)
        details.className = "records-detail"
        row.append(details)
        return row

    def picture_of(self, game_id):
        """The puzzle's start drawn small by its family's view, or "" (a bad or foreign id)."""
        try:
            family, position = registry.parse(game_id)
            return registry.view(family).render(position, {})
        except Exception:  # an imported id this page cannot draw: the name alone
            return ""

    def export(self):
        text = json.dumps(self.records)
        window.page.recordsFile.download("puzzle-records.json", text)

    async def import_file(self, chooser):
        text = str(await window.page.recordsFile.read(chooser))
        chooser.value = ""
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        try:
            if data is None:
                raise records.RecordsError(records.NOT_JSON, "")
            merged = records.merge(self.records, data)
        except records.RecordsError as error:
            self.note = tr("Import refused: {why}. Your records are unchanged.",
                           why=tr(error.args[0], name=error.args[1]))  # pass-through: records.check's reasons
            set_text("records-note", self.note)
            return
        if self.unreadable:
            self.unreadable = False  # the player chose these records over the unreadable ones
        self.records = merged
        self.store()
        if not self.note:
            self.note = tr("Records imported: {count} puzzles.", count=len(merged["puzzles"]))
        self.draw_records()

