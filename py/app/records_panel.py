"""New game, the daily puzzle, the score line and its timer, and "Your puzzles" (issue 22).

The page part of puzzles.daily and puzzles.records: the New game button and its difficulty,
the daily puzzle (``#daily``, and a button), the score line at the end of a game played by
hand (moves, the fewest, the time, hints and the solver's help), the timer (hidden on
request; it pauses while the tab is hidden), the records kept on the device (through the
storage shim: static/page.js's page.storage, dom.recall/remember) and their view
(``#records``) with Export and Import. Texts are set with textContent only.
"""

import asyncio
import json

from pyscript import document, window
from pyscript.ffi import create_proxy

from dom import element, listen, recall, remember, set_text
from puzzles import daily, records, registry
from puzzles.words import tr

RECORDS_KEY = "records"
TIMER_KEY = "timer-hidden"
DAILY_FRAGMENT = "#daily"
RECORDS_FRAGMENT = "#records"


def today():
    """The visitor's date, YYYY-MM-DD (local time)."""
    now = window.Date.new()
    return daily.date_text(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))


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


def score_words(score, ms):
    """The score line: "Solved: 14 moves · fewest 12 · 1:05 · no hints"."""
    parts = []
    if score["moves"] is not None:
        parts.append(tr("{moves} moves", moves=score["moves"]))
        if score["fewest"] is not None:
            parts.append(tr("fewest {fewest}", fewest=score["fewest"]))
    if ms is not None:
        parts.append(records.time_text(ms))
    hints = score["hints"]
    parts.append(tr("no hints") if not hints else tr("1 hint") if hints == 1 else tr("{count} hints", count=hints))
    if score["solver"]:
        parts.append(tr("the solver's help"))
    joined = " \u00b7 ".join(parts)
    if score["solved"]:
        return tr("Your score: {parts}", parts=joined)
    return tr("Shown by the solver, not solved: {parts}", parts=joined)


class RecordsPanel:
    def __init__(self, session, update):
        self.session = session
        self.update = update          # the page's redraw
        self.timer = Timer()
        self.game_key = None          # the start of the game being timed
        self.last_here = None
        self.recorded = False         # this game's win is counted
        self.last_ms = None
        self.records, error = records.load(recall(RECORDS_KEY))
        self.unreadable = error is not None  # never written over: another version's data stays
        self.note = ""
        if error is not None:
            self.note = tr("Your records on this device cannot be read ({why}); new ones are not saved.",
                           why=tr(error.args[0], name=error.args[1]))  # pass-through: records.check's reasons

    # --- set-up ------------------------------------------------------------------------
    def setup(self):
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

    def toggle_timer(self):
        hidden = not element("timer").hidden
        element("timer").hidden = hidden
        remember(TIMER_KEY, hidden)
        self.word_timer_toggle()

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
        start, here = s.game.game_id(), s.game_id()
        if start != self.game_key or (here == start and self.last_here != start):
            self.game_key = start  # a new game, or Restart: timed afresh
            self.timer.reset()
            self.recorded = False
        self.last_here = here
        self.word_timer_toggle()
        if not element("timer").hidden:
            set_text("timer", records.time_text(self.timer.ms()))
        score = s.score()
        line = element("score")
        if score is None:
            if self.timer.stopped:  # a win undone: the game goes on, and so does its time
                self.timer.go_on()
            line.hidden = True
            element("share-bar").hidden = True
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
        line.textContent = score_words(score, self.last_ms)
        share = score["daily"] is not None and score["solved"]
        element("share-bar").hidden = not share
        if share:
            element("share-text").value = self.share_text(score)
        set_text("records-note", self.note)
        self.draw_records()

    def save_win(self, score, ms):
        date = today()
        updated = records.record_game(self.records, score["game"], score["moves"], ms, date)
        if score["daily"] is not None:
            updated = records.record_daily(updated, score["daily"])
        self.records = updated
        self.store()

    def store(self):
        if self.unreadable:
            return
        if not remember(RECORDS_KEY, self.records):
            self.note = tr("Your records could not be saved on this device (storage is full or turned off).")
        else:
            self.note = ""

    def share_text(self, score):
        title = tr(registry.rules(self.session.family).TITLE)  # pass-through: a family's TITLE
        text = daily.share_text(score["daily"], title, score["moves"], score["fewest"], score["hints"],
                                score["solver"])
        return text + " " + str(window.location.href)

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
        element("records").hidden = not shown
        if shown:
            self.draw_records()
            element("records").scrollIntoView()  # below the play: brought into view

    def draw_records(self):
        if element("records").hidden:
            return
        streak = records.streak(self.records, today())
        set_text("records-streak", tr("Daily streak: {days} days (best {best}).", days=streak,
                                      best=self.records["daily"]["best_streak"]))
        listing = element("records-list")
        listing.textContent = ""
        items = records.listing(self.records)
        element("records-empty").hidden = bool(items)
        for game_id, entry in items:
            row = document.createElement("li")
            title = document.createElement("span")
            title.className = "records-title"
            title.textContent = self.title_of(game_id)
            row.append(title)
            link = document.createElement("a")
            link.href = "#" + game_id
            link.textContent = game_id
            link.className = "records-game"
            row.append(link)
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
            listing.append(row)
        set_text("records-note", self.note)

    def title_of(self, game_id):
        """The puzzle's name (its family's title) for a game id in the records, or ""."""
        family = game_id.partition("/")[0].partition("?")[0]
        try:
            return tr(registry.rules(family).TITLE)  # pass-through: a family's TITLE
        except Exception:  # an imported id of a family this page has not (the id is shown)
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

