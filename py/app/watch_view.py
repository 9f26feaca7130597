"""What Watch shows beside the board (issue 34; py/app/watch_panel.py): the event's figures
(#watch-info: depth, bound, the lower bound and g + h, a cut-off's reason), the line from the
start, the search near the position (its siblings, cut branches greyed, the path marked), a
breadth-first search's layers, the positions per depth growing (puzzles/chart_svg.py); and the
Lab's console (#lab-console: the program's print output and errors) and "What changed" (a
program as a line diff against the method it improves on: static/lab.js's labDiff).

Every text from a trace is untrusted: set as text, never as markup; a cut-off's reason is a
words.message dict checked here (a text and a few plain values) and worded by the catalogue.
"""

import json

from pyscript import document, window

from dom import element
from puzzles import chart_svg, lab_messages
from puzzles.session import grouped
from puzzles.words import mark, message, say, tr

CONSOLE_LINES = 200  # print lines shown; the rest counted ("N more lines")
mark("not yet searched")


def show(box, visible):
    """``box`` shown or hidden, its ``hidden`` written only when it changes: writing it at
    all is a change of the attribute, and the page's style sheet has rules with
    ``:has(... [hidden])`` that make the browser restyle the whole page for it (at every frame
    of a playback, tens of milliseconds)."""
    if bool(box.hidden) == bool(visible):
        box.hidden = not visible


def put_text(box, text):
    """``box``'s text, written only when it changes (a new text node restyles its parents)."""
    if str(box.textContent) != text:
        box.textContent = text


def reason_text(reason):
    """A cut-off's reason from a program: a words.message dict, worded, or "". Its text may hold
    only plain ``{name}`` placeholders (lab_messages.words: "{a:>999999999}" would build a
    gigabyte's string and freeze the page); any other is shown as it is, not formatted."""
    if not isinstance(reason, dict) or not isinstance(reason.get("text"), str):
        return ""
    try:
        lab_messages.words({"text": reason["text"][:200], "values": reason.get("values") or {}})
    except Exception:
        return reason["text"][:200]
    values = {}
    for name, value in (reason.get("values") or {}).items():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            values[name] = value
        elif isinstance(value, str):
            values[name] = value[:60]
    try:
        return say(message(reason["text"][:200], **values))  # pass-through: a program's reason, worded when known
    except Exception:  # a reason whose text names a value it does not give
        return reason["text"][:200]


def figure(value):
    if isinstance(value, float) and value == int(value):
        value = int(value)
    return grouped(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)


def info_text(view):
    """The figures of the event on show, in words: its number, kind, depth, bound, h, g + h."""
    event = view["event"]
    kind = event["event"]
    parts = [tr("Event {index} of {size}", index=grouped(view["index"] + 1), size=grouped(view["size"]))]
    # A cut's own bound is what it compared against (its line below says so): the figures keep
    # the iteration's.
    bound = event.get("bound") if kind == "iteration" and event.get("bound") is not None else view["bound"]
    if kind == "iteration":
        parts.append(tr("a new iteration, bound {bound}", bound=figure(bound)) if bound is not None
                     else tr("a new iteration"))
    elif kind == "layer":
        size = event.get("size")
        parts.append(layer_text(event["depth"], size))
    elif kind == "found":
        moves = len(event["moves"])
        parts.append(tr("a solution found: 1 move") if moves == 1 else tr("a solution found: {moves} moves", moves=moves))
    else:
        parts.append(tr("depth {depth}", depth=event["depth"]))
        if bound is not None:
            parts.append(tr("bound {bound}", bound=figure(bound)))
        h = event.get("h")
        if kind == "visit" and h is not None:
            g = event["depth"]
            text = tr("lower bound h = {h}, g + h = {total}", h=figure(h), total=figure(g + h))
            if bound is not None:
                text += " " + (tr("≤ bound") if g + h <= bound else tr("> bound"))
            parts.append(text)
    text = " · ".join(parts)
    if kind == "cut":
        why = reason_text(event.get("reason"))
        cut = tr("Cut off: {reason}", reason=why) if why else tr("Cut off")
        if event.get("value") is not None and event.get("bound") is not None:
            cut += " " + tr("({value} against the bound {bound})", value=figure(event["value"]),
                            bound=figure(event["bound"]))
        text += "\n" + cut
    return text


def layer_text(depth, size):
    """A breadth-first layer: its depth, and its size when the program gave it."""
    if size is None:
        return tr("layer {depth}", depth=depth)
    if size == 1:
        return tr("layer {depth}: 1 position", depth=depth)
    return tr("layer {depth}: {size} positions", depth=depth, size=figure(size))


def draw_info(watch, slot, view, memo=None, box=None):
    """#watch-info (slot 0) or #watch-info-2: the figures in words, and the event's number,
    kind and position (data-index, data-event, data-position). With ``memo`` (a fast
    playback's frames: watch_panel.draw_frame) each is written only when it differs from what
    the frame before wrote there, nothing read back from the page."""
    box = box or element("watch-info" if slot == 0 else "watch-info-2")
    text = info_text(view) + ("\n" + say(watch.problem) if watch.problem else "")
    position = watch.shown[slot]
    fields = (("text", text), ("index", str(view["index"])), ("event", view["event"]["event"]),
              ("position", position.game_id() if position is not None else ""))
    if memo is None:
        put_text(box, text)
        for name, value in fields[1:]:
            setattr(box.dataset, name, value)
    else:
        for name, value in fields:
            key = "info-" + name
            if memo.get(key) != value:
                memo[key] = value
                if name == "text":
                    box.textContent = value
                else:
                    setattr(box.dataset, name, value)
    if slot == 1:
        put_text(element("watch-title-2"), watch.slots[1]["title"])


def draw_code(box, program, line, around=1):
    """The program's line ``line`` (1-based) with ``around`` lines either side, numbered, the
    line itself marked (``aria-current``), their common indentation left out; hidden when no
    line is known (0)."""
    box.textContent = ""
    if not 0 < line <= len(program):
        show(box, False)
        return
    numbers = range(max(1, line - around), min(len(program), line + around) + 1)
    # The lines' common indentation left out: a line deep in a loop stays readable on a phone.
    indent = min([len(text) - len(text.lstrip(" ")) for text in (program[n - 1] for n in numbers) if text.strip()]
                 or [0])
    for number in numbers:
        row = document.createElement("li")
        row.value = number
        count = document.createElement("span")
        count.className = "watch-code-number"
        count.textContent = str(number)
        row.append(count)
        text = document.createElement("code")
        text.textContent = program[number - 1][indent:indent + 160]
        row.append(text)
        if number == line:
            row.className = "watch-code-here"
            row.setAttribute("aria-current", "true")
        box.append(row)
    show(box, True)


def draw_tree(watch, view, chart=True):
    """The line from the start, the siblings of the position on show, the layers, and (``chart``)
    the chart. Each list built as plain data and filled by static/lab.js's labFill in one call
    (its texts set as text), not element by element."""
    chart_box = element("watch-chart")
    if view is None:
        for name in ("watch-line", "watch-tree", "watch-layers"):
            element(name).textContent = ""
        chart_box.textContent = ""
        return
    describe = getattr(watch.session.view, "describe_move", None)
    cached = watch.lines[0]
    positions = cached[1] if cached else []
    moves = [move for j, move, key in view["line"] if move is not None]
    if view["event"]["event"] == "cut" and view["event"].get("move") is not None:
        moves.append(view["event"]["move"])
    line = [[tr("the start"), "watch-start", None]]
    for at, move in enumerate(moves):
        before = positions[at] if at < len(positions) else None
        line.append([move_text(describe, before, move), "watch-move", None])
    if moves:
        line[-1][1] = "watch-move watch-here"
    window.labFill(element("watch-line"), json.dumps(line))
    parent = positions[len(moves) - 1] if 0 < len(moves) <= len(positions) else None
    siblings = []
    for j, kind, move in view["siblings"]:
        name = "watch-sibling watch-" + kind
        if j == view["index"]:
            name += " watch-here"
        elif j > view["index"]:
            name += " watch-later"
        text = tr("Cut off") if move is None and kind == "cut" else move_text(describe, parent, move)
        siblings.append([text, name, tr("not yet searched") if j > view["index"] else None])
    window.labFill(element("watch-tree"), json.dumps(siblings))
    show(element("watch-tree-box"), view["siblings"])
    layers = [[layer_text(depth, size), "watch-layer", None] for depth, size in view["layers"]]
    window.labFill(element("watch-layers"), json.dumps(layers))
    show(element("watch-layers-box"), view["layers"])
    if chart:
        draw_chart(view)


def draw_chart(view):
    """The positions per depth so far (puzzles/chart_svg.py), drawn again only when a bar changed."""
    box = element("watch-chart")
    counts = view["perDepth"] if view is not None else []
    key = repr(counts)
    if str(box.getAttribute("data-counts")) != key:
        box.setAttribute("data-counts", key)
        # Drawn from numbers and the catalogue's words only.
        box.innerHTML = chart_svg.histogram(counts, tr("positions at each depth")) if counts else ""


def move_text(describe, position, move):
    if describe is not None and position is not None:
        try:
            return describe(position, move)
        except Exception:
            pass
    return json.dumps(move)[:40]


def draw_console(output, cut, error=None, line=None):
    """The program's print output (at most CONSOLE_LINES lines, the rest counted) and its error
    with its line, as text."""
    box = element("lab-console")
    lines = str(output or "").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    more = max(0, len(lines) - CONSOLE_LINES) + (cut if isinstance(cut, int) and cut > 0 else 0)
    text = "\n".join(lines[:CONSOLE_LINES])
    if more:
        text += ("\n" if text else "") + tr("… {count} more lines", count=grouped(more))
    if error:
        said = say(error) if isinstance(error, (dict, str)) else str(error)
        text += ("\n" if text else "") + (tr("Line {line}: {error}", line=line, error=said)
                                          if isinstance(line, int) else said)
    box.textContent = text
    box.dataset.empty = "false" if text else "true"
    element("lab-console-box").hidden = not text


def draw_diff(lab, wanted):
    """``wanted``: "What changed": the editor's method against the one it improves on."""
    box = element("lab-diff")
    put_text(box, "")
    entry = [m for m in (lab.methods or ()) if m["method"] == lab.slug]
    base = entry[0].get("improves") if entry else None
    element("lab-what-changed").disabled = not base or base not in lab.programs
    if not wanted or not base or base not in lab.programs:
        show(box, False)
        return
    box.hidden = False
    heading = document.createElement("p")
    title = [m for m in lab.methods if m["method"] == base][0]["title"]
    heading.textContent = tr("What changed from “{method}”:", method=tr(title))
    box.append(heading)
    listing = document.createElement("pre")
    listing.tabIndex = 0  # (it scrolls: the keyboard reaches it, named)
    listing.setAttribute("role", "region")
    listing.setAttribute("aria-label", tr("What changed"))
    for op, text in json.loads(str(window.labDiff(lab.programs[base], str(window.labEditor.text())))):
        row = document.createElement("span")
        row.className = {"=": "diff-same", "-": "diff-removed", "+": "diff-added"}.get(op, "diff-same")
        row.textContent = ({"=": "  ", "-": "- ", "+": "+ "}.get(op, "  ")) + text + "\n"
        listing.append(row)
    box.append(listing)
