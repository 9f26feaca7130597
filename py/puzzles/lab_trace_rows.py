"""A Watch trace's rows (issue 34): their format, and what is read from them. The recorder
(puzzles.lab_trace) keeps each event as the items of a compact row, one after another in one
flat list; here ``rows_of`` splits such a list (a sink's batch) into rows, ``expand_rows`` makes
the rows the event dicts of docs/lab.md (each visit's and cut's parent found from the depths, as
the page's labTrace does), ``positions`` gives each event's game id (the CLI's ``position``,
rebuilt along the parent links with the family's view) and ``describe`` a line for a reader in
a terminal. CPython/Pyodide only.
"""

from puzzles.words import message

VISIT, CUT, ITERATION, LAYER, FOUND = "visit", "cut", "iteration", "layer", "found"
KINDS = (VISIT, CUT, ITERATION, LAYER, FOUND)  # a row's first item: the index of its kind here
WIDTHS = (5, 7, 3, 4, 4, 6, 6)  # the items of an event in the flat list, by its first item


def rows_of(flat) -> list:
    """The events kept one after another in ``flat`` (the recorder's list, a sink's batch) as
    rows (see expand). In ``flat`` an event is the items of its row, except a visit by ``key``
    (5, depth, move, h, line, key) and a visit whose move is a pair of ints (6, depth, a, b, h,
    line)."""
    rows = []
    at = 0
    while at < len(flat):
        kind = flat[at]
        row = tuple(flat[at:at + WIDTHS[kind]])
        at += len(row)
        if kind == 5:
            row = (0,) + row[1:]
        elif kind == 6:
            row = (0, row[1], (row[2], row[3])) + row[4:]
        rows.append(row)
    return rows


def expand_rows(rows) -> list:
    """The kept rows as event dicts (docs/lab.md), each visit's and cut's ``parent`` found from
    the depths as static/lab.js's labTrace does: a visit hangs from the last visit one level up
    since the last iteration or layer (none when that level was skipped; a visit by ``key`` from
    none), a cut from the last visit at its own depth."""
    at: list = []  # the index of the last visit at each depth (None: none there)
    events = []
    for index, row in enumerate(rows):
        kind = row[0]
        parent = None
        if kind == 0:
            depth = row[1]
            if 0 < depth <= len(at):
                parent = at[depth - 1]
            del at[depth:]
            if depth > len(at):
                at.extend([None] * (depth - len(at)))
            at.append(index)
        elif kind == 1:
            depth = row[1]
            parent = at[depth] if depth < len(at) else None
        elif kind == 2 or kind == 3:
            at = []
        events.append(expand(row, parent))
    return events


def expand(row, parent: "int | None" = None) -> dict:
    """One kept row as its event dict, hung from ``parent`` (a visit's or a cut's: see
    expand_rows). A row (and the wire's array): [0 visit, depth, move, h, line(, key)],
    [1 cut, depth, move, bound, value, reason, line] (reason: a text whose values are the bound
    and the value, or a words.message dict), [2 iteration, bound, line], [3 layer, depth, size,
    line], [4 found, depth, moves, line]."""
    kind = row[0]
    if kind == 0:
        move = row[2]
        event = {"event": VISIT, "depth": row[1], "move": list(move) if type(move) is tuple else move,
                 "parent": None if len(row) > 5 else parent, "h": row[3], "line": row[4]}
        if len(row) > 5:
            event["key"] = row[5]
        return event
    if kind == 1:
        reason = row[5]
        if type(reason) is str:
            reason = {"text": reason, "values": {"bound": row[3], "value": row[4]}}
        return {"event": CUT, "depth": row[1], "move": row[2], "parent": parent, "bound": row[3],
                "value": row[4], "reason": reason, "line": row[6]}
    if kind == 2:
        return {"event": ITERATION, "bound": row[1], "line": row[2]}
    if kind == 3:
        return {"event": LAYER, "depth": row[1], "size": row[2], "line": row[3]}
    return {"event": FOUND, "depth": row[1], "moves": row[2], "line": row[3]}


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
