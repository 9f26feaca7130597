"""Peg solitaire on screen: SVG drawing and click/keyboard play (the view half of a family).

The view protocol the page uses: ``render(position, ui)`` -> SVG text, ``click(position, ui,
cell)``, ``move_cursor(position, ui, dx, dy)``, ``counters(position)``, ``options(position)``,
``moves``, ``clicks``, ``play``, ``steps`` and ``describe_move`` for moves, ``prompt``,
``actions`` and ``result_text`` for the status line and buttons (see puzzles.registry).
``ui`` is a plain dict of marks (selection, cursor, hint). Pure functions; they run on
MicroPython (the page) and CPython (tests). Every hole is a ``<g data-cell=N>`` the page can
hit-test, with ``id="cell-N"``, ``role="button"`` and a label (worded with ``tr``) naming the
hole, its peg and whether it can jump or be landed on; the svg is a ``role="group"`` with
``data-cursor`` naming the keyboard cursor's hole. The text drawn comes from numbers and board
data only, never from user input.

The board editor (Edit board, issue 11) is puzzles.peg.editor; this view hands it the clicks,
keys and drawing while ``ui["edit"]`` is on.
"""

from puzzles.cursor import nearest
from puzzles.gameid import join_game_id
from puzzles.marks import badge, hint_arrow, numbered, rank, with_badge
from puzzles.markup import escape
from puzzles.motion import GHOST, attributes, by_cell, first, item
from puzzles.peg import editor
from puzzles.peg.editor import UNIT, _edit_click, _editor_layout, _framed, _render_editor, _toggle_editor
from puzzles.peg.rules import CUSTOM, FAMILY, GRID_NAMES
from puzzles.words import mark, say, tr
from puzzles.view_protocol import complete

# The optional hooks of the view protocol this view defines (puzzles.view_protocol).
PROVIDES = ("HINT_LEGEND", "say_move", "moves_played", "drag", "choose", "clicks", "steps", "motion", "EDIT_PROMPT", "ui_prompt",
            "toggles", "KEEP_UI", "act", "settle")



def _layout(board):
    """Pixel centres of the holes and the hole radius (0.42 of the distance between the two
    nearest holes), derived from the board's lattice."""
    coords = board.coords
    left = min(x for x, _ in coords)
    top = min(y for _, y in coords)
    scale = board.y_scale
    points = [((x - left) * UNIT, (y - top) * scale * UNIT) for x, y in coords]
    # Pairs compared by their squared distance on the lattice (whole numbers, the rows'
    # scale aside): one square root in all, not one a pair (the first board's drawing runs
    # on a cold interpreter: this loop was ~5 ms of the page's start).
    square = scale * scale
    nearest = None
    for index, (x0, y0) in enumerate(coords):
        for x1, y1 in coords[index + 1:]:
            d = (x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0) * square
            if nearest is None or d < nearest:
                nearest = d
    return points, 0.42 * UNIT * nearest ** 0.5


_cache = {}


def layout(board):
    if board.name not in _cache:
        if len(_cache) > 64:  # drawn boards come and go: keep the cache small
            _cache.clear()
        _cache[board.name] = _layout(board)
    return _cache[board.name]


def render(position, ui=None):
    """SVG text for ``position``. ``ui`` may hold ``selected`` (hole), ``cursor`` (hole),
    ``targets`` (holes the selected peg can land on), ``hint`` (a move to show), ``hint_move``
    (``[move, number, best]``: the arrow of a first Hint), ``hints`` and ``dead`` (the
    solver's judgement of every jump, see ``hint_badges``)."""
    ui = ui or {}
    if ui.get("edit"):
        return _render_editor(position, ui)
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
    badged = hint_badges(position, ui)
    movable = position.movable_pegs()
    moved = by_cell(ui)
    font = max(9, int(radius * 0.55))
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="board peg" viewBox="0 0 %d %d" '
             'role="group" aria-label="%s"%s>'
             % (width, height, escape(tr("{title}, {pegs} pegs left", title=tr(board.title),
                                         pegs=position.peg_count())),
                ' data-cursor="%d"' % cursor if cursor >= 0 else "")]
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
        if peg and hole == selected:
            label = tr("peg on hole {hole}, picked up", hole=hole)
        elif peg and hole in movable:
            label = tr("peg on hole {hole}, can jump", hole=hole)
        elif peg:
            label = tr("peg on hole {hole}", hole=hole)
        elif hole in targets:
            label = tr("empty hole {hole}, the picked peg can land here", hole=hole)
        else:
            label = tr("empty hole {hole}", hole=hole)
        if hole == position.finish:
            label += tr(", the finish hole")
        if hole in badged:  # the badge's number in the name too (what is seen is heard)
            label = with_badge(label, badged[hole][1], badged[hole][2])
        parts.append('<g class="%s" data-cell="%d" id="cell-%d" role="button" aria-label="%s">'
                     % (" ".join(classes), hole, hole, escape(label)))
        parts.append('<circle class="socket" cx="%.1f" cy="%.1f" r="%.1f"/>' % (cx, cy, radius))
        if hole == position.finish:  # a ring inside the hole, so it never reads as a peg
            parts.append('<circle class="finish-ring" cx="%.1f" cy="%.1f" r="%.1f"/>' % (cx, cy, radius * 0.9))
        if peg:  # a peg that can jump is a piece the page lets the player drag (data-piece)
            parts.append('<circle class="ball" cx="%.1f" cy="%.1f" r="%.1f"%s%s/>'
                         % (cx, cy, radius * 0.78, ' data-piece="%d"' % hole if hole in movable else "",
                            attributes(first(moved, hole, ("jump", "appear")))))
        elif hole in moved:  # a peg jumped over (or taken back): its ghost fades
            parts.append('<circle class="ball %s" cx="%.1f" cy="%.1f" r="%.1f"%s/>'
                         % (GHOST, cx, cy, radius * 0.78, attributes(first(moved, hole, ("fade",)))))
        if show_numbers:
            parts.append('<text x="%.1f" y="%.1f" font-size="%d">%d</text>' % (cx, cy + font * 0.35, font, hole))
        if hole in badged:  # one move's number: on its peg, or where the picked peg lands
            move, number, best = badged[hole]
            parts.append(badge(cx + radius * 0.62, cy - radius * 0.62, number, best,
                               max(8, int(radius * 0.5)), describe_move(position, move)))
        parts.append("</g>")
    shown = ui.get("hint_move")
    if shown:  # a first Hint: one best move, an arrow from the peg to where it lands
        move, number, best = shown
        (x0, y0), (x1, y1) = points[move[0]], points[move[-1]]
        parts.append(hint_arrow(x0 + margin, y0 + margin, x1 + margin, y1 + margin,
                           describe_move(position, move), number, best, max(3.0, radius * 0.25),
                           radius * 0.5, radius * 0.3, 0.3))
    parts.append("</svg>")
    return "".join(parts)


# Hint again: the key to the badges (the session's HINT_LEGEND, for badges on pegs).
HINT_LEGEND = mark("On each peg: the fewest moves to the goal with its best jump, that jump included; "
                   "picked up, each of its jumps on the hole it lands on. Green: a best move; \u2715: no "
                   "way to the goal after it; ?: not known.")


def hint_badges(position, ui):
    """``{hole: [move, number, best]}``: the badges of every move numbered (``ui["hints"]``,
    ``ui["dead"]``), one per move, never one per landing hole. No peg picked: each movable
    peg shows its best jump's number, on the peg. A peg picked: each of its jumps shows its
    own number, on the hole it lands on. ``best`` is the best number of all the legal
    jumps (the green ones), whichever peg is picked."""
    moves, best = numbered(ui.get("hints"), ui.get("dead") or ())
    chosen = ui.get("selected", -1)
    result = {}
    for move, number in moves:
        if chosen >= 0:
            if move[0] == chosen:
                result[move[-1]] = [move, number, best]
        elif move[0] not in result or rank(number) < rank(result[move[0]][1]):
            result[move[0]] = [move, number, best]
    return result


def move_cursor(position, ui, dx, dy):
    """Move the keyboard cursor to the nearest hole in direction (dx, dy) (screen axes)."""
    hole = ui.get("cursor", -1)
    if ui.get("edit"):
        ui = settle(position, ui)  # the keyboard moves on: the grid fits the drawing again
        hole = ui.get("cursor", -1)
        points = _editor_layout(_framed(position, ui)[0])[0]
        if not 0 <= hole < len(points):
            ui["cursor"] = 0
            return ui
        best = nearest(points[hole], enumerate(points), dx, dy)
        ui["cursor"] = hole if best is None else best
        return ui
    points, _ = layout(position.board)
    # A cursor or pick off the board (a click on a cell the page never drew: a tampered
    # page) counts as none: the arrow starts from a movable peg.
    if not 0 <= hole < len(points):
        hole = ui.get("selected", -1)
    if not 0 <= hole < len(points):
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
    if ui.get("edit"):
        return _edit_click(position, ui, hole)
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
        return position, ui, tr("The peg on hole {hole} cannot jump.", hole=hole)
    ui["selected"], ui["targets"] = -1, []
    if selected >= 0:
        return position, ui, tr("The peg on hole {start} cannot land on hole {hole}.", start=selected, hole=hole)
    return position, ui, tr("Pick a peg that can jump (marked) first.")


def moves_played(position):
    """The moves played so far, as the solvers count them (the win line sets them against
    the fewest possible)."""
    return position.moves


def drag(position, ui, hole, target):
    """A peg dragged from ``hole`` as the clicks that play it (see puzzles.registry): picked
    up at the start (unless it is already), then the landing hole. A drop on any hole it
    cannot land on puts it back. ``(cells, why)``."""
    if ui.get("edit") or hole not in position.movable_pegs():
        return None, ""
    picked = ui.get("selected", -1) == hole
    if target is None:
        return ([] if picked else [hole]), ""
    if target in [to for _, _, to in position.legal_jumps(hole)]:
        return ([target] if picked else [hole, target]), ""
    if target < 0:
        return None, tr("Dropped off the board: the peg is back on hole {hole}.", hole=hole)
    return None, tr("The peg on hole {start} cannot land on hole {hole}: it is back in its hole.",
                    start=hole, hole=target)


def counters(position):
    """``[(label, value), ...]`` shown beside the board."""
    return [(tr("Moves"), position.moves), (tr("Jumps"), position.jumps_played()),
            (tr("Pegs left"), position.peg_count())]


def options(position):
    """Settings as game-id keys: ``[{key, label, value, choices: [(value, text)]}]``.
    Choosing one starts that game afresh."""
    holes = [(str(h), tr("hole {hole}", hole=h)) for h in range(position.board.size)]
    finish = "" if position.finish is None else str(position.finish)
    empty = ",".join(str(h) for h in position.empties)
    starts = holes
    if len(position.empties) > 1:  # several start holes (drawn in the editor, or a link)
        starts = [(empty, tr("holes {holes}", holes=", ".join(str(h) for h in position.empties)))] + holes
    result = [
        {"key": "empty", "label": tr("Start hole"), "value": empty, "choices": starts},
        {"key": "finish", "label": tr("Finish hole"), "value": finish,
         "choices": [("", tr("anywhere"))] + holes},
    ]
    if position.board.variant == CUSTOM:
        names = {"square4": tr("square, 4 directions"), "square8": tr("square, 8 directions"),
                 "triangle": tr("triangular, 6 directions")}
        result.append({"key": "grid", "label": tr("Grid"), "value": position.board.grid,
                       "choices": [(name, names[name]) for name in GRID_NAMES]})
    return result


def choose(position, key, value):
    """The game id after choosing ``value`` for option ``key``: the board's own keys (a
    drawn board's rows and grid) stay, the grid may change, the start and finish may."""
    params = dict(position.board.params)
    params["empty"] = ",".join(str(h) for h in position.empties)
    if position.finish is not None:
        params["finish"] = str(position.finish)
    if key == "finish" and value == "":
        params.pop("finish", None)
    else:
        params[key] = value
    pairs = [(k, params[k]) for k in ("rows", "grid", "empty", "finish")
             if k in params and not (k == "grid" and params[k] == "square4")]
    return join_game_id(FAMILY, position.board.variant, pairs)


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


def say_move(position, move):
    """A move in words for a screen reader: "14 jumps over 10 to 6" (each jump of a chain)."""
    said = []
    for frm, to in zip(move, move[1:]):
        over = [o for o, t in position.board.jumps[frm] if t == to] if 0 <= frm < position.board.size else []
        said.append(tr("{frm} jumps over {over} to {to}", frm=frm, over=over[0], to=to) if over
                    else tr("{frm} jumps to {to}", frm=frm, to=to))
    return ", ".join(said)


def motion(before, after, ui=None):
    """What moved from ``before`` to ``after`` (see puzzles.motion): a peg's jump or chain of
    jumps along arcs, the pegs it jumped over fading; backwards (Undo) the peg jumps back and
    they come back; any other change (Restart) fades the pegs gone and brings the others in."""
    if before.board is not after.board and before.board.name != after.board.name:
        return []
    size = before.board.size
    gained = [h for h in range(size) if after.has_peg(h) and not before.has_peg(h)]
    lost = [h for h in range(size) if before.has_peg(h) and not after.has_peg(h)]
    if len(gained) == 1 and len(lost) >= 2:
        chain = _jumped(before, gained[0], lost)
        if chain is not None:
            return _chain_motion(before.board, chain[0], chain[1], "fade")
    if len(lost) == 1 and len(gained) >= 2:
        chain = _jumped(after, lost[0], gained)
        if chain is not None:  # the same chain, played backwards
            holes, overs = chain
            return _chain_motion(before.board, holes[::-1], overs[::-1], "appear")
    return [item(h, "fade") for h in lost] + [item(h, "appear") for h in gained]


def _chain(position, hole, end, over_left):
    """The holes a peg on ``hole`` visits to reach ``end`` jumping over each of
    ``over_left`` once (landing on holes empty before the move), or None."""
    if not over_left:
        return [hole] if hole == end else None
    for over, to in position.board.jumps[hole]:
        if over in over_left and not position.has_peg(to):
            rest = _chain(position, to, end, [h for h in over_left if h != over])
            if rest is not None:
                return [hole] + rest
    return None


def _jumped(before, end, lost):
    """``(holes visited, holes jumped over)`` of one peg's move from ``before`` landing on
    ``end``, the pegs ``lost`` gone (its start among them); None if no chain explains it."""
    for start in lost:
        holes = _chain(before, start, end, [h for h in lost if h != start])
        if holes is None:
            continue
        overs = []
        for leg in range(len(holes) - 1):
            for over, to in before.board.jumps[holes[leg]]:
                if to == holes[leg + 1] and over in lost:
                    overs.append(over)
                    break
        return holes, overs
    return None


def _chain_motion(board, holes, overs, kind):
    """A peg visiting ``holes`` along arcs, the pegs ``overs`` (one per leg) going (``fade``)
    or coming back (``appear``, the chain played backwards) as it passes."""
    points = layout(board)[0]
    x0, y0 = points[holes[0]]
    x1, y1 = points[holes[-1]]
    via = [(points[h][0] - x0, points[h][1] - y0) for h in holes[1:-1]]
    result = [item(holes[-1], "jump", x1 - x0, y1 - y0, via)]
    for leg, over in enumerate(overs):
        result.append(item(over, kind, at=(leg + 0.5) / len(overs)))
    return result


def prompt(position):
    return tr("Your move: pick a marked peg, then a hole to jump to.")


# The status line while the editor is on (the protocol's edit_prompt).
EDIT_PROMPT = mark("Editing the board: click a cell to make it a hole, again for a start hole, again "
                   "to remove it. Edit board again to play.")


def ui_prompt(position, ui):
    """The status line once a peg is picked up ("" otherwise: ``prompt``)."""
    selected = ui.get("selected", -1)
    if selected >= 0 and position.has_peg(selected):
        return tr("Now pick a hole for the peg on hole {hole} to land on (ringed), or the peg again "
                  "to put it down.", hole=selected)
    return ""


def toggles(position, ui):
    """The buttons that switch something on and off, and whether each is on (pressed)."""
    return {"edit": bool(ui.get("edit")), "numbers": not ui.get("hide_numbers")}


# The hole-number display and the editor stay as chosen across moves, Undo and Redo (a
# draft belongs to the position it was drawn from, and is shown only on that position).
KEEP_UI = ("hide_numbers", "edit", "draft")


def act(position, ui, name, rand):
    """Page-side actions: ``numbers`` shows or hides the hole numbers, ``edit`` turns the
    board editor on or off."""
    if name == "edit":
        return _toggle_editor(position, ui)
    if name != "numbers":
        raise ValueError(tr("unknown action {action}", action=name))
    ui = dict(ui)
    ui["hide_numbers"] = not ui.get("hide_numbers")
    return position, ui, tr("Hole numbers hidden.") if ui["hide_numbers"] else tr("Hole numbers shown.")


def actions(position):
    return [{"id": "hint", "label": tr("Hint"), "search": "hint"},
            {"id": "numbers", "label": tr("Hole numbers")},
            {"id": "edit", "label": tr("Edit board")},
            {"id": "solve", "label": tr("Solve"), "search": "solve"},
            {"id": "count", "label": tr("Count"), "search": "count"},
            {"id": "quick", "label": tr("Any solution"), "search": "any"},
            {"id": "prove", "label": tr("Prove"), "search": "prove"}]


def result_text(result):
    """The status line for a solver's answer (its ``reason`` a ``words.message``, or text)."""
    if not result["solvable"]:
        if result.get("reason"):
            return tr("No solution: {reason}.", reason=say(result["reason"]))
        return tr("No solution exists.")
    moves = result["moves"]
    if result.get("proof"):
        return tr("Proven by a search run here: {moves} moves at the fewest; every shorter "
                  "solution ruled out ({positions} positions, no stored move counts used).", moves=moves,
                  positions=result.get("positions", 0))
    if "count" in result:
        if result.get("minimal"):
            return tr("Solution found: {moves} moves (shortest); {count} minimal solutions (jump sequences).",
                      moves=moves, count=result["count"])
        return tr("Solution found: {moves} moves (a quick solution, not proven the shortest); {count} "
                  "minimal solutions (jump sequences).", moves=moves, count=result["count"])
    if result.get("minimal"):
        return tr("Solution found: {moves} moves (shortest).", moves=moves)
    return tr("Solution found: {moves} moves (a quick solution, not proven the shortest).", moves=moves)


def settle(position, ui):
    """The pointer left the board: the editor's grid fits the drawing again (puzzles.peg.editor)."""
    return editor.settle(position, ui)


complete(globals())  # the view protocol's defaults for the hooks this view leaves out
