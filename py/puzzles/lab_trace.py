"""The search trace of a lab program (issue 34, "Watch"): what ``progress.visit``, ``cut``,
``iteration``, ``layer`` and ``found`` report, recorded as events (the contract with the page is
in docs/lab.md). ``Recorder``, a puzzles.lab_kit.Progress, keeps the first ``limit`` events
(50,000 by default; past that they are counted only: memory stays bounded), each with the line
of the program that made the call, as the items of compact rows one after another in one flat
list (puzzles.lab_trace_rows: the rows' format, and the events, positions and lines read from
them); ``wire`` sends a batch to the page (cheap to make and to send). What a program hands over
is checked as it is recorded (a move plain JSON of at most MAX_MOVE_ITEMS items, numbers
finite, a reason at most MAX_REASON characters); what is not is dropped or cut short, and
``warnings`` say so (at most MAX_WARNINGS). CPython/Pyodide only.
"""

import marshal
import math
from sys import _getframe

from puzzles.lab_kit import REPORT_EVERY, Progress
from puzzles.lab_trace_rows import expand_rows, rows_of
from puzzles.words import message

LIMIT = 50000          # events kept by default
BATCH = 2000           # events a batch handed to the sink (the worker's "trace" message)
MAX_MOVE_ITEMS = 64    # items (ints, strings, lists) in one move
MAX_FOUND_MOVES = 4096  # moves in a found solution
MAX_REASON = 200       # characters of a reason's text
MAX_WARNINGS = 10
MAX_DEPTH = 1000000
PROGRAM_NAME = "<lab>"  # the file name of a program's code (puzzles.lab compiles it so)

_NOTHING = object()
_NO_LINES: dict = {}  # the lines of a caller with no program's frame above it (never written)


class TooMany(BaseException):
    """Raised from the program's next call once ``stop_after`` events were reported."""


class Recorder(Progress):
    """A Progress that records the trace (see the module). Events are kept in ``flat`` (their
    rows' items one after another: ``rows`` reads them as rows, ``events`` as dicts).
    ``sink(start, items)``, when given, hears each full batch of BATCH events as it is made (the
    index of its first event and its part of ``flat``; the rest from ``flush()``). ``visit``
    and ``cut``, the calls a search makes by the million, are closures made in ``__init__``
    (their state in local cells, not attributes: Watch's cost, issue 34)."""

    watching = True

    def __init__(self, listener=None, time_limit=None, limit: int = LIMIT, sink=None,
                 stop_after: "int | None" = None) -> None:
        self._counter = lambda: 0  # (until _install: Progress sets visits)
        super().__init__(listener, time_limit)
        self.limit = max(0, int(limit))
        self.flat: list = []  # the events kept, their items one after another (see rows_of)
        self.warnings: list = []
        self._where: dict = {}  # where a call comes from: see _line_at
        self._sink = sink
        self._stop_after = float("inf") if stop_after is None else stop_after
        self.watching = self.limit > 0
        self._install()

    @property
    def visits(self) -> int:  # counted by the visit closure
        return self._counter()

    @visits.setter
    def visits(self, value: int) -> None:
        if value:
            raise AttributeError("visits are counted by the recorder")

    @property
    def total(self) -> int:
        """Every event the program reported, kept or not: its visits and the others."""
        return self.visits + self._others()

    @property
    def rows(self) -> list:
        """The events kept, as rows (see rows_of)."""
        return rows_of(self.flat)

    @property
    def events(self) -> list:
        """The events kept, as dicts (made when asked for: the worker sends the rows)."""
        return expand_rows(self.rows)

    def _install(self) -> None:
        """Make ``visit``, ``cut`` and ``_keep`` (closures sharing the recorder's hot state). An
        event's items go into one flat list (``flat``), not a tuple each: a tuple kept is an
        object the garbage collector looks at (as is a pair kept as a move, so its two numbers
        go in instead): about 400 machine instructions each, most of a kept event's cost."""
        flat = self.flat
        extend = flat.extend
        where = self._where
        line_at = self._line_at
        getframe = _getframe
        check_move = self._move
        number = self._number
        text = self._text
        bad_depth = self._depth
        said_message = self._message
        report = self.report
        count = 0                     # visits reported
        others = 0                    # events reported other than visits (the total: see ``total``)
        stop_after = self._stop_after
        kept = 0                      # events kept
        sent = sent_at = 0            # events handed to the sink, and where they end in flat
        next_report = REPORT_EVERY    # the count at which the listener hears next
        mark = self._next_mark(0)     # the events kept past which full() must look
        keeping = self.watching
        visit_code = cut_code = None  # the caller's code last seen by visit / by line_of ...
        visit_lines = cut_lines = {}  # ... its lines by instruction offset ...
        visit_frame = cut_frame = None  # ... and the program's frame, for a shared helper's code
        last_reason = _NOTHING        # the last cut's reason as the program gave it (a text) ...
        last_said = ""                # ... and as checked

        def counted():
            return count

        def recorded():
            return kept

        def other_events():
            return others

        def counts() -> bool:
            """Count an event other than a visit or a cut; True when it is past the limit
            (counted, not kept)."""
            nonlocal others
            others += 1
            if count + others > stop_after:
                raise TooMany()
            return not keeping

        def full() -> None:
            """Past the mark: the limit reached (events counted from now on, not kept), a full
            batch for the sink, or the listener's turn."""
            nonlocal mark, keeping, next_report
            if kept >= self.limit:
                keeping = self.watching = False
            if kept - sent >= BATCH:
                send()
            if count >= next_report:
                next_report = count + REPORT_EVERY
                report(None)
            mark = self._next_mark(kept) if keeping else -1

        def send() -> None:
            """The events kept and not sent yet, to the sink (at most BATCH: see full)."""
            nonlocal sent, sent_at
            if self._sink is not None and kept > sent:
                self._sink(sent, flat[sent_at:])
            sent, sent_at = kept, len(flat)

        def where_from(frame):
            """The lines table and the frame to read for the caller ``frame`` (see _line_at)."""
            code = frame.f_code
            known = where.get(id(code))
            if known is None or known[0] is not code:
                line_at(frame)
                known = where.get(id(code))
                if known is None or known[0] is not code:  # no program's frame above it
                    return code, _NO_LINES, None
            return code, known[1], known[2]

        def learn(lines: dict, frame) -> "int | None":
            """A line not yet in ``lines`` (the caller's code's, from where_from)."""
            if lines is _NO_LINES:
                return None
            line = lines[frame.f_lasti] = frame.f_lineno
            return line

        def line_of(frame) -> "int | None":
            """The line of the program that ``frame`` runs (visit's look-up, written out there:
            the hot path), the caller's code as last time's first."""
            nonlocal cut_code, cut_lines, cut_frame
            if frame.f_code is not cut_code:
                cut_code, cut_lines, cut_frame = where_from(frame)
            if cut_frame is not None:
                frame = cut_frame
            line = cut_lines.get(frame.f_lasti)
            return line if line is not None else learn(cut_lines, frame)

        def visit(depth, move=None, h=None, key=None):
            nonlocal count, kept, next_report, visit_code, visit_lines, visit_frame
            count += 1
            if not keeping:  # past the limit: counted only, as cheaply as can be
                if count >= next_report:
                    next_report += REPORT_EVERY
                    report(None)
                    if count - 1 + others > stop_after:  # (looked at with the clock, not at every
                        raise TooMany()                  # event; this one not counted)
                return
            if type(depth) is not int or depth < 0 or depth > MAX_DEPTH:
                return bad_depth(depth)
            frame = getframe(1)  # the line (see _line_at), the caller's code as last time's first
            if frame.f_code is not visit_code:
                visit_code, visit_lines, visit_frame = where_from(frame)
            if visit_frame is not None:
                frame = visit_frame
            line = visit_lines.get(frame.f_lasti)
            if line is None:
                line = learn(visit_lines, frame)
            if type(move) is tuple and len(move) == 2 and key is None:  # a pair of numbers (a jump): the
                a, b = move                                               # common case, its numbers kept
                if type(a) is int and type(b) is int:
                    if h is not None and type(h) is not int:
                        h = number(h)
                    kept += 1
                    extend((6, depth, a, b, h, line))
                    if kept > mark:
                        full()
                    return
            if move is not None and type(move) is not int and not (  # (a pair by key: kept as it is)
                    type(move) is tuple and len(move) == 2 and type(move[0]) is int and type(move[1]) is int):
                move = check_move(move)
            if h is not None and type(h) is not int:
                h = number(h)
            kept += 1
            if key is None:
                extend((0, depth, move, h, line))
            else:
                extend((5, depth, move, h, line, key if type(key) is str and len(key) <= 300 else text(key, 300)))
            if kept > mark:
                full()

        def cut(depth, reason, bound=None, value=None, move=None):
            nonlocal kept, others, last_reason, last_said
            others += 1
            if not keeping:  # past the limit: counted only
                if count + others > stop_after:
                    raise TooMany()
                return
            if type(depth) is not int or depth < 0 or depth > MAX_DEPTH:
                return bad_depth(depth)
            if bound is not None and type(bound) is not int:
                bound = number(bound)
            if value is not None and type(value) is not int:
                value = number(value)
            if reason is last_reason:  # the same text as the last cut's: checked then
                said = last_said
            elif type(reason) is str:
                said = last_said = text(reason, MAX_REASON)
                last_reason = reason
            elif isinstance(reason, dict):  # a words.message dict (its own values), kept as checked
                said = said_message(reason)
            else:  # (a text as the text, the bound and the value its values)
                said = text("cut" if reason is None else reason, MAX_REASON)
            line = line_of(getframe(1))
            kept += 1
            extend((1, depth, None if move is None else check_move(move), bound, value, said, line))
            if kept > mark:
                full()

        def keep(row: tuple) -> None:
            nonlocal kept
            kept += 1
            extend(row)
            if kept > mark:
                full()

        self._counter = counted
        self._others = other_events
        self._counts = counts
        self._recorded = recorded
        self._send = send
        self.visit = visit
        self.cut = cut
        self._keep = keep

    def iteration(self, bound) -> None:
        super().iteration(bound)
        if not self._counts():
            self._keep((2, self._number(bound), self._line()))

    def layer(self, depth, size=None) -> None:
        super().layer(depth)
        if not self._counts():
            checked = self._depth(depth)
            if checked is not None:
                self._keep((3, checked, self._number(size), self._line()))

    def found(self, moves) -> None:
        if self._counts():
            return
        kept = []
        for move in list(moves)[:MAX_FOUND_MOVES] if isinstance(moves, (list, tuple)) else ():
            kept.append(self._move(move))
        if isinstance(moves, (list, tuple)) and len(moves) > MAX_FOUND_MOVES:
            self._warn(message("a solution of {moves} moves was cut to its first {kept} in the trace",
                               moves=len(moves), kept=MAX_FOUND_MOVES))
        self._keep((4, len(kept), kept, self._line()))

    # --- the trace ---------------------------------------------------------------------------
    def summary(self) -> dict:
        """What the result says of the trace."""
        recorded = self._recorded()
        return {"recorded": recorded, "total": self.total, "capped": self.total > recorded,
                "visits": self.visits, "limit": self.limit, "warnings": list(self.warnings)}

    def flush(self) -> None:
        """Hand the events not sent yet to the sink (at the end of a run)."""
        self._send()

    def _next_mark(self, kept: int) -> int:
        """The events kept past which ``full`` must look again: the limit's, or the next
        batch's end (the sink's batch, the listener's turn)."""
        return min(self.limit - 1, kept - kept % BATCH + BATCH - 1)

    # --- checks ------------------------------------------------------------------------------
    def _line(self) -> "int | None":
        """The line of the program's text that made the call (see _line_at)."""
        frame = _getframe(2)
        known = self._where.get(id(frame.f_code))
        if known is None or known[0] is not frame.f_code:
            return self._line_at(frame)
        if known[2] is not None:
            frame = known[2]
        line = known[1].get(frame.f_lasti)
        return line if line is not None else known[1].setdefault(frame.f_lasti, frame.f_lineno)

    def _line_at(self, frame) -> "int | None":
        """The line of the program's text that ``frame`` runs: its own, or, for a shared helper's
        frame (the kit's deepen, a family's shared search), the line of the program's frame above
        it (found once per helper function, then read live: a running frame's line is the line it
        runs). Remembered in ``_where``, by the code's id: id(code) -> (code, the lines of the
        program's code by instruction offset, the program's frame or None). (A frame's
        ``f_lineno`` is found by reading its code's line table from the start; a code object's
        hash is computed anew from all its contents: both are kept from the hot path.)"""
        code = frame.f_code
        program = None
        if code.co_filename != PROGRAM_NAME:
            program = frame
            for _ in range(200):
                program = program.f_back
                if program is None:
                    return None
                if program.f_code.co_filename == PROGRAM_NAME:
                    break
            else:
                return None
        source = code if program is None else program.f_code
        lines = self._where.get(id(source))
        lines = lines[1] if lines is not None and lines[0] is source else {}
        self._where[id(source)] = (source, lines, None)
        self._where[id(code)] = (code, lines, program)
        frame = frame if program is None else program
        return lines.setdefault(frame.f_lasti, frame.f_lineno)

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

    def _message(self, reason) -> dict:
        """A reason given as a words.message dict (its own values), checked."""
        text, values = reason.get("text"), reason.get("values")
        values = values if isinstance(values, dict) else {}
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


def wire(run_id, start: int, flat: list) -> bytes:
    """A batch as the worker sends it (static/lab-worker.mjs: ``unmarshal`` and ``rowsOf`` read
    it): the run's id, the index of its first event and the events' items one after another
    (what the sink hears: see lab_trace_rows.rows_of), in Python's marshal format, version 2 (tuples and
    lists, dicts, texts, ints, floats, None: no references). A quarter of the JSON's cost (ints
    written as 4 bytes, not as decimal texts): Watch's recording cost, issue 34."""
    return marshal.dumps((run_id, start, flat), 2)
