"""Peg solitaire on screen: SVG drawing and click/keyboard play (the view half of a family).

The view protocol the page uses: ``render(position, ui)`` -> SVG text, ``click(position, ui,
cell)``, ``move_cursor(position, ui, dx, dy)``, ``counters(position)``, ``options(position)``,
``moves``, ``clicks``, ``play``, ``steps`` and ``describe_move`` for moves, ``prompt``,
``actions`` and ``result_text`` for the status line and buttons (see puzzles.registry).
``ui`` is a plain dict of marks (selection, cursor, hint). Pure functions; they run on
MicroPython (the page) and CPython (tests). Every hole is a ``<g data-cell=N>`` the page can
hit-test; the text drawn comes from numbers and board data only, never from user input.
"""

from puzzles.cursor import nearest
from puzzles.marks import badge, hint_numbers
from puzzles.markup import escape

UNIT = 40  # pixels per lattice column


def _layout(board):
    """Pixel centres of the holes and the hole radius, derived from the board's lattice."""
    xs = [x for x, _ in board.coords]
    ys = [y for _, y in board.coords]
    step_y = board.y_scale
    points = [((x - min(xs)) * UNIT, (y - min(ys)) * step_y * UNIT) for x, y in board.coords]
    nearest = None
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            dx = points[i][0] - points[j][0]
            dy = points[i][1] - points[j][1]
            d = (dx * dx + dy * dy) ** 0.5
            if nearest is None or d < nearest:
                nearest = d
    return points, 0.42 * nearest


_cache = {}


def layout(board):
    if board.name not in _cache:
        _cache[board.name] = _layout(board)
    return _cache[board.name]


def render(position, ui=None):
    """SVG text for ``position``. ``ui`` may hold ``selected`` (hole), ``cursor`` (hole),
    ``targets`` (holes the selected peg can land on), ``hint`` (a move to show), ``hints``
    and ``dead`` (the solver's judgement of every jump: a badge on each landing hole, for the
    picked-up peg's jumps once one is picked up)."""
    ui = ui or {}
    board = position.board
    points, radius = layout(board)
    margin = radius + 6
    width = max(p[0] for p in points) + 2 * margin
    height = max(p[1] for p in points) + 2 * margin
    selected = ui.get("selected", -1)
    cursor = ui.get("cursor", -1)
    targets = ui.get("targets", ())
    hint = ui.get("hint") or []
    show_numbers = not ui.get("hide_numbers")
    chosen = ui.get("selected", -1)
    numbers, best = hint_numbers(ui.get("hints"), ui.get("dead") or (),
                                 (lambda move: move[0] == chosen) if chosen >= 0 else None)
    movable = position.movable_pegs()
    font = max(9, int(radius * 0.55))
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="board peg" viewBox="0 0 %d %d" '
             'role="img" aria-label="%s, %d pegs left">' % (width, height, escape(board.title),
                                                            position.peg_count())]
    for hole, (px, py) in enumerate(points):
        cx, cy = px + margin, py + margin
        classes = ["hole"]
        peg = position.has_peg(hole)
        classes.append("peg" if peg else "empty")
        if peg and hole in movable:
            classes.append("movable")
        if hole == selected:
            classes.append("selected")
        if hole in targets:
            classes.append("target")
        if hole == cursor:
            classes.append("cursor")
        if hole == position.finish:
            classes.append("finish")
        if hole in hint:
            classes.append("hint")
        label = "hole %d, %s" % (hole, "peg" if peg else "empty")
        if peg and hole in movable:
            label += ", can jump"
        if hole in targets:
            label += ", the picked peg can land here"
        if hole == position.finish:
            label += ", the finish hole"
        parts.append('<g class="%s" data-cell="%d" aria-label="%s">' % (" ".join(classes), hole, escape(label)))
        parts.append('<circle class="socket" cx="%.1f" cy="%.1f" r="%.1f"/>' % (cx, cy, radius))
        if hole == position.finish:  # a ring inside the hole, so it never reads as a peg
            parts.append('<circle class="finish-ring" cx="%.1f" cy="%.1f" r="%.1f"/>' % (cx, cy, radius * 0.9))
        if peg:
            parts.append('<circle class="ball" cx="%.1f" cy="%.1f" r="%.1f"/>' % (cx, cy, radius * 0.78))
        if show_numbers:
            parts.append('<text x="%.1f" y="%.1f" font-size="%d">%d</text>' % (cx, cy + font * 0.35, font, hole))
        if hole in numbers:  # where a jump lands: the moves left after it
            parts.append(badge(cx + radius * 0.62, cy - radius * 0.62, numbers[hole], best,
                               max(8, int(radius * 0.5))))
        parts.append("</g>")
    parts.append("</svg>")
    return "".join(parts)


def move_cursor(position, ui, dx, dy):
    """Move the keyboard cursor to the nearest hole in direction (dx, dy) (screen axes)."""
    hole = ui.get("cursor", -1)
    points, _ = layout(position.board)
    if hole < 0:
        hole = ui.get("selected", -1)
    if hole < 0:
        movable = position.movable_pegs()
        ui["cursor"] = movable[0] if movable else 0
        return ui
    best = nearest(points[hole], enumerate(points), dx, dy)
    ui["cursor"] = hole if best is None else best
    return ui


def click(position, ui, hole):
    """Play a click on ``hole``: pick up a movable peg, or land the picked peg there.

    Returns ``(position, ui, message)``; the message says why a click did nothing."""
    ui = dict(ui)
    ui["cursor"] = hole
    ui.pop("hint", None)
    selected = ui.get("selected", -1)
    if selected >= 0 and hole in ui.get("targets", ()):
        position = position.jump(selected, hole)
        # The same peg may go on jumping: keep it picked up while it can.
        targets = [to for _, _, to in position.legal_jumps(hole)]
        if targets:
            ui["selected"], ui["targets"] = hole, targets
        else:
            ui["selected"], ui["targets"] = -1, []
        return position, ui, ""
    if hole == selected:
        ui["selected"], ui["targets"] = -1, []
        return position, ui, ""
    if position.has_peg(hole):
        targets = [to for _, _, to in position.legal_jumps(hole)]
        if targets:
            ui["selected"], ui["targets"] = hole, targets
            return position, ui, ""
        ui["selected"], ui["targets"] = -1, []
        return position, ui, "The peg on hole %d cannot jump." % hole
    ui["selected"], ui["targets"] = -1, []
    if selected >= 0:
        return position, ui, "The peg on hole %d cannot land on hole %d." % (selected, hole)
    return position, ui, "Pick a peg that can jump (marked) first."


def counters(position):
    """``[(label, value), ...]`` shown beside the board."""
    return [("Moves", position.moves), ("Jumps", position.jumps_played()),
            ("Pegs left", position.peg_count())]


def options(position):
    """Settings as game-id keys: ``[{key, label, value, choices: [(value, text)]}]``.
    Choosing one starts that game afresh."""
    holes = [(str(h), "hole %d" % h) for h in range(position.board.size)]
    finish = "" if position.finish is None else str(position.finish)
    return [
        {"key": "empty", "label": "Start hole", "value": str(position.empty), "choices": holes},
        {"key": "finish", "label": "Finish hole", "value": finish,
         "choices": [("", "anywhere")] + holes},
    ]


def moves(position):
    """Every legal move, one jump each (a chain is several moves of this list in a row)."""
    result = []
    for hole in position.movable_pegs():
        for _, _, to in position.legal_jumps(hole):
            result.append([hole, to])
    return result


def clicks(position, move):
    """A move (a list of holes) is played by clicking its holes in turn."""
    return list(move)


def play(position, move):
    """Apply one move (a list of holes: the peg, then each landing hole)."""
    return position.play(move)


def steps(position, move):
    """The positions after each jump of a (chain) move, for following a solution by hand."""
    result = []
    for jump in range(1, len(move)):
        position = position.play(move[jump - 1:jump + 1])
        result.append(position)
    return result


def describe_move(position, move):
    """A move as the board numbers it: the holes the peg visits, e.g. "14-6"."""
    return "-".join(str(h) for h in move)


def prompt(position):
    return "Your move: pick a marked peg, then a hole to jump to."


KEEP_UI = ("hide_numbers",)  # the hole-number display stays as chosen across moves


def act(position, ui, name, rand):
    """Page-side actions: ``numbers`` shows or hides the hole numbers."""
    if name != "numbers":
        raise ValueError("unknown action %s" % name)
    ui = dict(ui)
    ui["hide_numbers"] = not ui.get("hide_numbers")
    return position, ui, "Hole numbers hidden." if ui["hide_numbers"] else "Hole numbers shown."


def actions(position):
    return [{"id": "hint", "label": "Hint", "search": "hint"},
            {"id": "numbers", "label": "Hole numbers"},
            {"id": "solve", "label": "Solve", "search": "solve"},
            {"id": "count", "label": "Count", "search": "count"},
            {"id": "quick", "label": "Any solution", "search": "any"}]


def result_text(result):
    """The status line for a solver's answer."""
    if not result["solvable"]:
        return "No solution: %s." % result.get("reason", "none exists")
    text = "Solution found: %d moves" % result["moves"]
    if result.get("minimal"):
        text += " (shortest)"
    else:
        text += " (a quick solution, not proven the shortest)"
    if "count" in result:
        text += "; %d minimal solutions (jump sequences)" % result["count"]
    return text + "."

