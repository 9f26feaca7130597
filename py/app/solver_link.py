"""The page's link to the solver worker (MicroPython): starts it, runs the session's searches
in it slice by slice, and survives it dying.

Every call into the worker goes through static/page.js, which answers within a time limit
(3 s for a call; each slice's reply is the heartbeat of a search; 1 s for an idle worker asked
whether it is there before each search) or at once on the worker's error event, so a worker
that died, never started or stopped answering is noticed and replaced by a fresh one under a
new name (a stopped worker's name cannot be used again). The
search it held is sent once more to the fresh worker, so the player never asks twice; only a
second failure of the same search is reported, in words, with what to do.
What it says is kept as ``words.message`` dicts, worded when drawn (in the page's language);
each search asks the worker in that language too.
"""

import asyncio
import json

from pyscript import document, window, workers

from puzzles import words
from puzzles.session import VERDICT_BUDGET_MS
from puzzles.words import message, say

SLICE_MS = 50  # the worker's share of each turn of a search, then the page answers events
# A search past its first LONG_AFTER_S seconds gets LONG_SLICE_MS a turn: each turn costs the
# page and the worker a round trip and a redraw of the progress line (about a sixth of a long
# 15-puzzle search's time in 50 ms turns); the line still changes several times a second.
LONG_AFTER_S = 1.0
LONG_SLICE_MS = 150


class SolverLink:
    def __init__(self, session, update, show_progress):
        self.session = session
        self.update = update        # redraws the page (and calls run_searches again)
        self.show_progress = show_progress  # redraws the progress line only
        self.name = None            # the worker's name while it runs
        self.restarts = 0           # fresh workers started after one died
        self.failures_in_a_row = 0  # workers that could not start, in a row
        self.idle = message("The solver is getting ready…")
        self.driving = False        # the search loop is running
        self.gave_up = None         # why no solver runs, once it could not start twice
        self.resent = None          # the id of the search sent again to a fresh worker
        self.verdict_ended = False  # a background search (a verdict) has ended, answered or not

    def state_text(self):
        """The progress line when no search reports: getting ready (a search asked for
        meanwhile waits), ready, or why not."""
        return "" if self.session.search is not None and self.name else say(self.idle)

    def first_verdict_coming(self):
        """Whether the page's first background search (a verdict) has yet to end, and a solver
        can still answer it: the verdict line says it is on its way meanwhile (main.py)."""
        return not self.verdict_ended and self.gave_up is None

    def worker_name(self):
        return "solver" if not self.restarts else "solver-%d" % self.restarts

    async def watch_start(self, name):
        """While worker ``name`` starts: what it waits for when a file of its start stalls, or
        the file coming in with its progress (static/page/solver.mjs, waiting), on the progress
        line, twice a second (issue 37: a stalled runtime file was told after 45 s)."""
        shown, before = "", self.idle
        while self.name is None and self.worker_name() == name and self.gave_up is None:
            said = str(window.page.solver.waiting())
            if said != shown:
                shown = said
                self.idle = json.loads(said) if said else before
                self.show_progress()
            await asyncio.sleep(0.5)

    async def connect(self):
        asyncio.create_task(self.watch_start(self.worker_name()))
        reply = str(await window.page.solver.connect(workers[self.worker_name()], self.worker_name()))
        if reply != "ready":
            self.died(json.loads(reply)["message"], starting=True)
            return
        self.name = self.worker_name()
        self.failures_in_a_row = 0
        self.idle = message("Solver ready.")
        document.body.dataset.solver = "ready"
        document.body.dataset.solverReadyMs = str(int(window.performance.now()))
        self.update()  # runs a search asked for while the solver was getting ready

    def died(self, why, starting=False):
        """Say so, and start a fresh worker; a runtime that cannot start twice in a row is
        not retried for ever. ``why`` is a message (page.js's time limits) or an error's text."""
        s = self.session
        failed = self.worker_name()
        self.name = None
        document.body.dataset.solver = "dead"
        if starting and self.failures_in_a_row >= 1:
            self.gave_up = message("the solver could not start ({why}); reload the page to try again", why=why)
            self.idle = message("The solver could not start ({why}); reload the page to try again.", why=why)
            self.update()  # answers a search that waits
            return
        if s.search is not None and self.resent == s.search["id"]:  # the second time: say so
            s.search_failed(s.search["id"], message(
                "the solver stopped twice on this search ({why}); a fresh one is starting: try "
                "again, or a smaller search (the browser may be short of memory)", why=why))
        elif s.search is not None:  # kept: the fresh worker gets it (run_searches, once ready)
            self.resent = s.search["id"]
        if s.background is not None:  # not asked again: it may be what stopped the worker
            s.background_failed(s.background["id"])
        self.failures_in_a_row = self.failures_in_a_row + 1 if starting else 0
        self.restarts += 1
        self.idle = message("The solver stopped ({why}); starting a fresh one…", why=why)
        window.page.solver.restart(failed, self.worker_name())
        self.update()
        asyncio.create_task(self.connect())

    async def call(self, name, *argument):
        """One call of the worker, as its JSON reply (``{"state": "dead"}`` if it died)."""
        return json.loads(str(await window.page.solver.call(name, *argument)))

    def run_searches(self):
        s = self.session
        if s.search is not None and self.gave_up is not None:
            s.search_failed(s.search["id"], self.gave_up)
        elif (s.search or s.background) is not None and self.name is not None and not self.driving:
            # The idle worker's ping (drive) is sent now: it is answered while the page draws
            # (issue 38: 10-40 ms a Korf 15-puzzle by link, the worker idle meanwhile).
            self.driving = True
            asyncio.create_task(self.drive(window.page.solver.alive()))

    def wanted(self, job):
        """Whether ``job`` is still asked for: the session's search, or its background search
        while no search waits (a search asked for stops the background one at once)."""
        s = self.session
        return s.search is job or (s.search is None and s.background is job)

    async def drive(self, ping=None):
        """Run the session's searches, then its background search (the verdict), until none
        is asked for; a search the session dropped (Cancel, another search, another puzzle,
        a move) is stopped in the worker. A background search gets VERDICT_BUDGET_MS.
        ``ping``: the worker's answer to alive(), asked already, for the first search."""
        self.driving = True
        s = self.session
        answered = False  # the worker has just answered (a background search dropped for a search)
        try:
            while (s.search or s.background) is not None:
                job = s.search or s.background
                background = job is not s.search
                # An idle worker is asked first whether it is there: one closed meanwhile is
                # noticed within a second (static/page.js alive), and the search sent again.
                if answered:
                    reply = {"state": "ready"}
                else:
                    reply = json.loads(str(await (ping if ping is not None else window.page.solver.alive())))
                ping = None
                if reply["state"] != "dead":
                    reply = await self.call("start", json.dumps({"game": job["game"], "kind": job["kind"],
                                                                 "language": words.language()}))
                while reply["state"] == "running" and self.wanted(job):
                    if background and reply["progress"].get("elapsed", 0) * 1000 > VERDICT_BUDGET_MS:
                        break
                    if not background:
                        s.search_progress(job["id"], reply["progress"])
                        self.show_progress()
                    # A slice that fetches a data file may take long: the page waits longer.
                    long = reply["progress"].get("elapsed", 0) > LONG_AFTER_S and not background
                    reply = await self.call("step", LONG_SLICE_MS if long else SLICE_MS,
                                            bool(reply["progress"].get("patient")))
                if reply["state"] == "dead":
                    self.died(reply["message"])
                    return
                # A background search dropped for a search asked meanwhile: that search starts
                # at once (its start replaces the worker's job: no cancel), and the page is
                # drawn when it reports (the verdict line is empty while a search runs).
                handed_over = background and s.search is not None
                if not self.wanted(job) or reply["state"] == "running":
                    if not handed_over:
                        await self.call("cancel")
                    if background and reply["state"] == "running":
                        s.background_failed(job["id"])  # out of time: the verdict stays unsaid
                elif background:
                    if reply["state"] == "done":
                        s.background_done(job["id"], reply["result"])
                    else:
                        s.background_failed(job["id"])
                elif reply["state"] == "done":
                    s.search_done(job["id"], reply["result"])
                else:
                    s.search_failed(job["id"], reply.get("message") or message("the solver stopped"))
                answered = handed_over
                self.verdict_ended = self.verdict_ended or background
                if not handed_over:
                    self.update()
        finally:
            self.driving = False
