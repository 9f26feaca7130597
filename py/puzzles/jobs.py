"""Searches run in slices, for the page's solver worker (and the CLI, and tests).

The page calls ``start(request)``, then ``step(budget_ms)`` again and again; each step advances
the search generator for about ``budget_ms`` and answers with plain JSON: progress while it
runs, then the result. ``cancel()`` drops the search between two slices, so no
SharedArrayBuffer is needed. Each step's reply is also the page's heartbeat of the worker
(static/page.js waits 3 s for it): a search must yield at least that often, and a progress
marked ``"patient": True`` says that the next slice may take longer (a data file is read); one
that ``"needs"`` a data file ends the slice, and where the file is fetched in the background
(puzzles.data_files.waiting), the steps answer its download's progress at once until it is
here (issue 37: a slow download was taken for a dead worker).
Errors and progress phases are ``words.message`` dicts (or a solver's plain English), worded
on the page in its language; a request may name that language (``"language": "ja"``) so that
a solver's own ``tr`` calls follow it too. An error reply names its class too: ``"error"`` is
the ``kind`` of a puzzles.errors class (``errors.by_kind`` gives the class back), "" for
anything else (a bug, a request that is not JSON).
CPython/Pyodide only.
"""

import json
import time

from puzzles import data_files, deal, registry
from puzzles.errors import SearchTooLarge, kind_of
from puzzles.words import message, reason, set_language


def error_reply(error: Exception, text: dict | str | None = None) -> str:
    """The reply for a search that cannot be done: what it says (``text``, or the error's own
    message) and the error's class (its ``kind``)."""
    return json.dumps({"state": "error", "message": reason(error) if text is None else text,
                       "error": kind_of(error)})


class JobRunner:
    """At most one search at a time, advanced slice by slice."""

    def __init__(self) -> None:
        self.search = None
        self.started = 0.0
        self.game = ""
        self.kind = ""
        self.last_progress: dict = {}

    def start(self, request_json: str) -> str:
        """Begin a search: ``{"game": <game id>, "kind": <search kind>}``."""
        self.search = None
        try:
            request = json.loads(request_json)
            set_language(request.get("language", "en"))
            family, position = registry.parse(request["game"])
            kind = request.get("kind", "solve")
            if kind.startswith(deal.PREFIX):  # New game: a deal graded by the solvers (issue 22)
                self.search = deal.deal_job(request["game"], kind)
            else:
                self.search = registry.solver(family).search_job(position, kind)
        except (ValueError, KeyError, TypeError) as error:  # a PuzzleError is a ValueError
            return error_reply(error)
        self.started = time.perf_counter()
        self.game, self.kind = request["game"], kind
        self.last_progress = {"positions": 0, "depth": 0, "phase": message("starting")}
        return json.dumps({"state": "running", "progress": self._progress()})

    def _progress(self) -> dict:
        progress = dict(self.last_progress)
        progress["elapsed"] = round(time.perf_counter() - self.started, 3)
        return progress

    def step(self, budget_ms: float = 50) -> str:
        """Advance the search for about ``budget_ms`` milliseconds."""
        if self.search is None:
            return json.dumps({"state": "idle"})
        deadline = time.perf_counter() + budget_ms / 1000
        downloading = self._downloading()
        if downloading is not None:
            return json.dumps({"state": "running", "progress": downloading})
        try:
            while True:  # at least one step per call, then until the budget is spent
                self.last_progress = next(self.search)
                if time.perf_counter() >= deadline or self.last_progress.get("needs"):
                    break
        except StopIteration as stop:
            self.search = None
            result = dict(stop.value)
            result["elapsed"] = round(time.perf_counter() - self.started, 3)
            result["game"], result["kind"] = self.game, self.kind
            return json.dumps({"state": "done", "result": result})
        except SearchTooLarge as error:
            self.search = None
            return error_reply(error, message("the search is too large to finish here: {why}.", why=reason(error)))
        except Exception as error:  # a bug must not leave the page waiting for ever
            self.search = None
            return error_reply(error, message("the solver failed: {error}", error=repr(error)))
        return json.dumps({"state": "running", "progress": self._progress()})

    def _downloading(self) -> dict | None:
        """The progress while the data file the search needs next is downloading, else None."""
        needs = self.last_progress.get("needs")
        state = data_files.waiting(needs) if needs else None
        if state is None:
            return None
        progress = self._progress()
        progress["phase"] = (message("downloading {file}: {received} of {total} KB", **state) if state["total"]
                             else message("downloading {file}: {received} KB", **state))
        progress["downloading"] = state
        return progress

    def cancel(self) -> str:
        self.search = None
        return json.dumps({"state": "cancelled"})

    def run(self, request_json: str) -> dict:
        """Run a search to its end in one go (CLI, tests, benchmarks)."""
        reply = json.loads(self.start(request_json))
        while reply["state"] == "running":
            reply = json.loads(self.step(1000))
        return reply
