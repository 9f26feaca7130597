"""The search trace of a lab program (issue 34, "Watch"): what ``progress.visit``, ``cut``,
``iteration``, ``layer`` and ``found`` report, recorded as events (the contract with the page:
/work/notes/trace-spec.md, summed up in docs/lab.md).

``Recorder`` is a puzzles.lab_kit.Progress that also keeps the first ``limit`` events (50,000 by
default; past that they are counted, not kept: memory stays bounded), each with the line of the
program that made the call and, for a visit or a cut, the index of the visit it hangs from (the
last visit one level up within the current iteration; a visit by ``key`` hangs from none).
Everything a program hands over is checked as it is recorded: a move must be plain JSON (ints,
strings, lists of them; at most MAX_MOVE_ITEMS items), numbers finite, a reason's text at most
MAX_REASON characters; what is not is dropped or cut short, and the trace's ``warnings`` say so
in words (at most MAX_WARNINGS). ``positions(...)`` gives each event's game id (the CLI's
``position``), rebuilt along the parent links with the family's view. CPython/Pyodide only.
"""

import math
import sys
from sys import _getframe

from puzzles.lab_kit import REPORT_EVERY, Progress
from puzzles.words import message

LIMIT = 50000          # events kept by default
BATCH = 2000           # events a batch handed to the sink (the worker's "trace" message)
MAX_MOVE_ITEMS = 64    # items (ints, strings, lists) in one move
MAX_FOUND_MOVES = 4096  # moves in a found solution
MAX_REASON = 200       # characters of a reason's text
MAX_WARNINGS = 10
MAX_DEPTH = 1000000
PROGRAM_NAME = "<lab>"  # the file name of a program's code (puzzles.lab compiles it so)

VISIT, CUT, ITERATION, LAYER, FOUND = "visit", "cut", "iteration", "layer", "found"


class TooMany(BaseException):
    """Raised from the program's next call once ``stop_after`` events were reported."""


class Recorder(Progress):
    """A Progress that records the trace (see the module). ``sink(start, events)``, when given,
    hears each full batch of BATCH events as it is made (and the rest from ``flush()``)."""

    watching = True

    def __init__(self, listener=None, time_limit=None, limit: int = LIMIT, sink=None,
                 stop_after: "int | None" = None) -> None:
        super().__init__(listener, time_limit)
        self.limit = max(0, int(limit))
        self.events: list = []
        self.total = 0
        self.warnings: list = []
        self._at: list = []     # the index of the last visit at each depth, this iteration
        self._frames: dict = {}  # a helper's code -> the program's frame that called it
        self._reason_said = (None, "")  # the last cut's reason text, and its text checked
        self._sink = sink
        self._sent = 0
        self._stop_after = float("inf") if stop_after is None else stop_after
        self.watching = self.limit > 0

    # --- the program's calls -----------------------------------------------------------------
    def visit(self, depth, move=None, h=None, key=None) -> None:
        self.visits += 1
        if self.visits >= self._next:
            self._next += REPORT_EVERY
            self.report(None)
            if self.total > self._stop_after:  # looked at with the clock, not at every event
                raise TooMany()
        self.total += 1
        if not self.watching:  # past the limit: counted only, as cheaply as can be
            return
        if type(depth) is not int or not 0 <= depth <= MAX_DEPTH:
            return self._bad_depth(depth)
        at = self._at
        parent = at[depth - 1] if key is None and 0 < depth <= len(at) else None
        index = len(self.events)
        if depth < len(at):
            del at[depth:]
        while len(at) < depth:
            at.append(None)
        at.append(index)
        if type(move) is tuple and len(move) == 2 and type(move[0]) is int and type(move[1]) is int:
            move = list(move)  # a pair of numbers (a jump): the common case, checked at once
        elif move is not None and type(move) is not int:
            move = self._move(move)
        frame = _getframe(1)
        code = frame.f_code
        if code.co_filename == PROGRAM_NAME:
            line = frame.f_lineno
        else:  # a shared helper's call: the program's frame above it (see _line)
            known = self._frames.get(code)
            line = known.f_lineno if known is not None else self._line()
        event = {"event": VISIT, "depth": depth, "move": move, "parent": parent,
                 "h": h if h is None or type(h) is int else self._number(h), "line": line}
        if key is not None:
            event["key"] = self._text(key, 300)
        self._keep(event)

    def cut(self, depth, reason, bound=None, value=None, move=None) -> None:
        self.total += 1
        if not self.watching:  # past the limit: counted only
            if self.total > self._stop_after:
                raise TooMany()
            return
        depth = self._depth(depth)
        if depth is None:
            return
        if bound is not None and type(bound) is not int:
            bound = self._number(bound)
        if value is not None and type(value) is not int:
            value = self._number(value)
        parent = self._at[depth] if depth < len(self._at) else None
        if type(reason) is str and reason is self._reason_said[0]:  # the same text as the last cut's
            said = {"text": self._reason_said[1], "values": {"bound": bound, "value": value}}
        else:
            said = self._reason(reason, bound, value)
            if type(reason) is str:
                self._reason_said = (reason, said["text"])
        self._keep({"event": CUT, "depth": depth, "move": None if move is None else self._move(move),
                    "parent": parent, "bound": bound, "value": value, "reason": said, "line": self._line()})

    def iteration(self, bound) -> None:
        super().iteration(bound)
        self._at = []
        if not self._counts():
            self._keep({"event": ITERATION, "bound": self._number(bound), "line": self._line()})

    def layer(self, depth, size=None) -> None:
        super().layer(depth)
        self._at = []
        if not self._counts():
            checked = self._depth(depth)
            if checked is not None:
                self._keep({"event": LAYER, "depth": checked, "size": self._number(size), "line": self._line()})

    def found(self, moves) -> None:
        if self._counts():
            return
        kept = []
        for move in list(moves)[:MAX_FOUND_MOVES] if isinstance(moves, (list, tuple)) else ():
            kept.append(self._move(move))
        if isinstance(moves, (list, tuple)) and len(moves) > MAX_FOUND_MOVES:
            self._warn(message("a solution of {moves} moves was cut to its first {kept} in the trace",
                               moves=len(moves), kept=MAX_FOUND_MOVES))
        self._keep({"event": FOUND, "depth": len(kept), "moves": kept, "line": self._line()})

    # --- the trace ---------------------------------------------------------------------------
    def summary(self) -> dict:
        """What the result says of the trace."""
        return {"recorded": len(self.events), "total": self.total, "capped": self.total > len(self.events),
                "visits": self.visits, "limit": self.limit, "warnings": list(self.warnings)}

    def flush(self) -> None:
        """Hand the events not sent yet to the sink (at the end of a run)."""
        if self._sink is not None and self._sent < len(self.events):
            for start in range(self._sent, len(self.events), BATCH):
                self._sink(start, self.events[start:start + BATCH])
            self._sent = len(self.events)

    # --- checks ------------------------------------------------------------------------------
    def _line(self) -> "int | None":
        """The line of the program's text that made the call: the caller's, or, for a call from
        a shared helper (the kit's deepen, a family's shared search), the line of the program's
        frame above it (found once per helper function, then read live: a running frame's line
        is the line it runs)."""
        frame = sys._getframe(2)
        code = frame.f_code
        if code.co_filename == PROGRAM_NAME:
            return frame.f_lineno
        known = self._frames.get(code)
        if known is None:
            for _ in range(200):
                frame = frame.f_back
                if frame is None:
                    break
                if frame.f_code.co_filename == PROGRAM_NAME:
                    known = self._frames[code] = frame
                    break
        return None if known is None else known.f_lineno

    def _counts(self) -> bool:
        """Count the event; True when it is past the limit (counted, not kept)."""
        self.total += 1
        if self.total > self._stop_after:
            raise TooMany()
        return not self.watching

    def _bad_depth(self, depth) -> None:
        self._depth(depth)

    def _keep(self, event: dict) -> None:
        self.events.append(event)
        if len(self.events) >= self.limit:
            self.watching = False  # full: from now on events are counted, not kept
        if self._sink is not None and len(self.events) - self._sent >= BATCH:
            self._sink(self._sent, self.events[self._sent:self._sent + BATCH])
            self._sent += BATCH

    def _warn(self, said: dict) -> None:
        if len(self.warnings) < MAX_WARNINGS and said not in self.warnings:
            self.warnings.append(said)

    def _depth(self, depth) -> "int | None":
        if type(depth) is int and 0 <= depth <= MAX_DEPTH:
            return depth
        self._warn(message("an event with the depth {depth} was left out: a depth is a whole number from 0",
                           depth=repr(depth)[:40]))
        return None

    def _number(self, value):
        if value is None or type(value) is int:
            return value
        if type(value) is float and math.isfinite(value):
            return value
        self._warn(message("a value {value} that is not a finite number was left out", value=repr(value)[:40]))
        return None

    def _text(self, text, most: int = MAX_REASON) -> str:
        text = text if isinstance(text, str) else repr(text)
        if len(text) > most:
            self._warn(message("a text of {length} characters was cut to {most}", length=len(text), most=most))
        return text[:most]

    def _move(self, move):
        if move is None:
            return None
        budget = [MAX_MOVE_ITEMS]
        plain = _plain(move, budget, 0)
        if plain is _BAD:
            self._warn(message("a move that is not plain data (whole numbers, texts and lists of them, at most "
                               "{most} items) was left out", most=MAX_MOVE_ITEMS))
            return None
        return plain

    def _reason(self, reason, bound, value) -> dict:
        """The reason as a words.message: a message dict, or a text with {bound} and {value}."""
        if isinstance(reason, dict):
            text, values = reason.get("text"), reason.get("values")
            values = values if isinstance(values, dict) else {}
        else:
            text, values = reason, {"bound": bound, "value": value}
        kept = {}
        for name, figure in list(values.items())[:8]:
            if isinstance(figure, str):
                kept[self._text(name, 40)] = self._text(figure, 80)
            elif figure is None or type(figure) is int or type(figure) is float and math.isfinite(figure):
                kept[self._text(name, 40)] = figure
            else:
                kept[self._text(name, 40)] = self._text(repr(figure), 80)
        return {"text": self._text(text if text is not None else "cut", MAX_REASON), "values": kept}


_BAD = object()


def _plain(move, budget: list, level: int):
    """``move`` as plain JSON data (tuples become lists), or _BAD; ``budget[0]``: items left."""
    budget[0] -= 1
    if budget[0] < 0 or level > 4:
        return _BAD
    if type(move) is int or type(move) is bool:
        return int(move)
    if type(move) is str:
        return move if len(move) <= 64 else _BAD
    if isinstance(move, (list, tuple)):
        items = []
        for part in move:
            plain = _plain(part, budget, level + 1)
            if plain is _BAD:
                return _BAD
            items.append(plain)
        return items
    return _BAD


def positions(game_id: str, events: list) -> list:
    """The game id of the position each event concerns (the CLI's ``position``): a visit's after
    its move (or its key), a cut's the parent visit's (after ``move`` when given), a found
    solution's end; None where a move does not play (the program's move, not the trace's)."""
    from puzzles import registry
    family, start = registry.parse(game_id)
    view = registry.view(family)
    at: dict = {}
    ids = []

    def play(position, move):
        if position is None:
            return None
        if move is None:
            return position
        try:
            return view.play(position, move)
        except (ValueError, TypeError, IndexError, KeyError, AttributeError):
            return None

    for index, event in enumerate(events):
        kind = event["event"]
        position = None
        if kind == VISIT:
            if event.get("key") is not None:
                try:
                    position = registry.parse(event["key"])[1]
                except Exception:
                    position = None
            elif event["depth"] == 0:
                position = start
            elif event["parent"] is not None:
                position = play(at.get(event["parent"]), event["move"])
            at[index] = position
        elif kind == CUT:
            parent = at.get(event["parent"]) if event["parent"] is not None else (start if event["depth"] == 0
                                                                                 else None)
            position = play(parent, event["move"])
        elif kind == FOUND:
            position = start
            for move in event["moves"]:
                position = play(position, move)
        ids.append(position.game_id() if position is not None else None)
    return ids


def with_positions(game_id: str, events: list) -> list:
    """The events with each one's ``position`` (its game id, see ``positions``), for the CLI;
    every event has a "depth" and a "move" (None for an iteration)."""
    return [dict({"depth": None, "move": None}, **event, position=position)
            for event, position in zip(events, positions(game_id, events))]


def describe(index: int, event: dict) -> str:
    """One event as a line for a reader in a terminal (indented by its depth)."""
    from puzzles.words import say
    kind = event["event"]
    depth = event.get("depth") or 0
    if kind == ITERATION:
        text = "iteration: bound %s" % event["bound"]
    elif kind == LAYER:
        text = "layer %d%s" % (depth, "" if event["size"] is None else " (%s positions)" % event["size"])
    elif kind == VISIT:
        text = "visit %s" % ("start" if event["move"] is None else json_text(event["move"]))
        if event["h"] is not None:
            text += ", h %s" % event["h"]
    elif kind == CUT:
        text = "cut%s: %s" % ("" if event["move"] is None else " " + json_text(event["move"]), say(event["reason"]))
    else:
        text = "found: %d moves %s" % (len(event["moves"]), json_text(event["moves"]))
    where = "" if event.get("position") is None else "  " + event["position"]
    line = "" if event.get("line") is None else "  (line %d)" % event["line"]
    return "%6d %s%s%s%s" % (index, "  " * min(depth, 30) if kind in (VISIT, CUT) else "", text, where, line)


def json_text(value) -> str:
    import json
    return json.dumps(value, separators=(",", ":"))


def summary_text(result: dict) -> dict:
    """The trace's totals in words (a words.message)."""
    trace = result["trace"]
    if trace["capped"]:
        return message("the first {recorded} events of {total}; {positions} positions searched in {seconds} s",
                       recorded=trace["recorded"], total=trace["total"], positions=result["positions"],
                       seconds=result["seconds"])
    return message("{recorded} events; {positions} positions searched in {seconds} s", recorded=trace["recorded"],
                   positions=result["positions"], seconds=result["seconds"])
