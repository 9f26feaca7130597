"""River crossing on screen: SVG drawing, click/keyboard play and the state-graph picture.

People stand on the near bank (left) or the far bank (right), each in a fixed row. Click people
on the boat's bank to put them in the boat (``ui["boat"]``), click someone in the boat to put
them back, then click the boat to cross. A load that breaks a rule is refused with the reason.
Cells: person i of the problem is ``data-cell=i``; the boat is ``data-cell=len(people)``.
A move is a boat load, a list of names. With people of a kind alike (the missionaries and
cannibals) tokens show the kind's letter and moves are named by kind ("two cannibals").
Pure functions; they run on MicroPython (the page) and CPython (tests). Text drawn comes from
the problems' fixed names and numbers only, and passes through ``markup.escape``.

Accessibility: every person and the boat is a ``<g data-cell=N id="cell-N" role="button">``
labelled with who or what it is, where, and what a click does ("can board", "can get out",
"can cross"); the svg is a ``role="group"`` with ``data-cursor`` naming the keyboard
cursor's cell. On a bank a person's transparent hit area fills their row (SLOT high, the
bank wide), so a finger on a phone has more than the token to aim at (not in the boat: the
hull between the seats is the boat's).
"""

from puzzles.cursor import nearest
from puzzles.river.rules import FAR, NEAR, IllegalMove, bank_name
from puzzles.markup import escape
from puzzles.words import mark, say, tr
from puzzles.marks import badge, hint_arrow, numbered
from puzzles.motion import attributes, by_cell, first, item
from puzzles.view_protocol import complete

# The optional hooks of the view protocol this view defines (puzzles.view_protocol).
PROVIDES = ("MOVE_NAME", "HINT_LEGEND", "moves_played", "motion", "clicks", "play", "render_analysis")

SLOT = 62      # pixels per person's row (more when there are fewer than ROWS people)
ROWS = 6       # every board is as tall as six rows: one size for every problem
TOP = 34       # room for the bank titles
TOKEN_H = 34
WIDTH = 500    # every board is at least this wide: the page fits a board to its width (and
               # to a height), so boards of one size show every problem at one scale
# A phone: when the page says its board box is narrower than WIDTH (``ui["board_width"]``),
# the board is drawn for that width at about one pixel per CSS pixel: narrow banks, titles
# at the board's edges, taller tokens in shorter rows, and a shorter crossing, so that people
# stay big enough to read and to tap on a 320 px screen.
NARROW_SLOT = 44
NARROW_TOKEN_H = 38
NARROW_TRAVEL = 30   # the boat still moves this far as it crosses


MOVE_NAME = "crossing"  # what the page calls one move
# Hint again: the key to the badges (the session's HINT_LEGEND, in crossings: the status line's
# word beside it).
HINT_LEGEND = mark("On each crossing: the fewest crossings to the goal with it, that crossing included. "
                   "Green: a best crossing; \u2715: no way to the goal after it; ?: not known.")


def text_width(text):
    """About how wide ``text`` is on a token (15 px bold): a wide character (Japanese) counts
    as two narrow ones."""
    return sum(9 if ord(ch) < 0x2e80 else 16 for ch in text)


def _narrow_width(ui):
    """The board box's width when the board is to be drawn for a phone, else 0."""
    width = (ui or {}).get("board_width") or 0
    return width if 0 < width < WIDTH else 0


def _sizes(problem, ui=None):
    """Pixel sizes for a problem: token width and height, bank width, boat width, river width,
    a person's row. The board is WIDTH wide unless a big boat needs more, so that the page
    (which fits the board to its width) draws every problem's people at the same size; on a
    phone it is as wide as the board box (see NARROW_SLOT)."""
    longest = max(text_width(problem.token(name)) for name in problem.people)
    token_w = max(42, longest + 16)
    count = len(problem.people)
    narrow = _narrow_width(ui)
    if narrow:
        bank_w = token_w + 12
        boat_w = problem.seats * (token_w + 6) + 14
        river_w = max(narrow - 2 * bank_w, boat_w + NARROW_TRAVEL)
        return token_w, NARROW_TOKEN_H, bank_w, boat_w, river_w, NARROW_SLOT * max(count, ROWS) / count
    bank_w = max(token_w + 30, 100)  # room for the bank's title
    boat_w = problem.seats * (token_w + 6) + 14
    river_w = max(WIDTH - 2 * bank_w, boat_w + 94)  # the boat moves 70 px or more as it crosses
    # fewer people (the wolf...) stand further apart
    return token_w, TOKEN_H, bank_w, boat_w, river_w, SLOT * max(count, ROWS) / count


def boat_cell(position):
    return len(position.problem.people)


def _layout(position, ui):
    """Centres of every cell for the current position and boat load: ``{cell: (x, y)}``, plus
    the drawing's size and the boat's rectangle."""
    problem = position.problem
    token_w, _, bank_w, boat_w, river_w, slot = _sizes(problem, ui)
    count = len(problem.people)
    height = TOP + count * slot + 12
    boat_x = bank_w + 12 if position.boat == NEAR else bank_w + river_w - 12 - boat_w
    boat_y = TOP + (count * slot) / 2 - 28
    boat = ui.get("boat", [])
    centres = {}
    for i, person in enumerate(problem.people):
        if person in boat:
            seat = boat.index(person)
            centres[i] = (boat_x + 10 + (token_w + 6) * seat + token_w / 2, boat_y + 28)
        else:
            x = bank_w / 2 if position.side_of(person) == NEAR else bank_w + river_w + bank_w / 2
            centres[i] = (x, TOP + i * slot + slot / 2)
    centres[count] = (boat_x + boat_w / 2, boat_y + 40)  # the hull, below the people in it
    return centres, (2 * bank_w + river_w, height), (boat_x, boat_y, boat_w)


def kind(problem, person):
    """A CSS word for what a person is (husband, wife, missionary, cannibal, farmer...)."""
    if problem.rule == "jealous":
        return "husband" if person[0] == "H" else "wife"
    if problem.rule == "outnumber":
        return "missionary" if person[0] == "M" else "cannibal"
    return person.lower()


def render(position, ui=None):
    """SVG text for ``position``. ``ui`` may hold ``boat`` (names in the boat), ``cursor``
    (a cell), ``hint`` (cells to click for a suggested load), ``hint_move`` (``[load,
    number, best]``: a first Hint, the load marked and an arrow across the river) and
    ``hints``/``dead`` (every load listed under the river with its badge)."""
    ui = ui or {}
    problem = position.problem
    token_w, token_h, bank_w, boat_w, river_w, slot = _sizes(problem, ui)
    centres, (width, height), (boat_x, boat_y, _) = _layout(position, ui)
    height = int(height + 0.5)
    hint_rows = _hint_rows(position, ui)
    height += HINT_ROW * len(hint_rows) + (12 if hint_rows else 0)
    boat = ui.get("boat", [])
    cursor = ui.get("cursor", -1)
    hint = ui.get("hint") or []
    shown = ui.get("hint_move")
    if shown:
        hint = list(hint) + clicks(position, shown[0])
    cell = boat_cell(position)
    moved = by_cell(ui, ("cross",))
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="board river" viewBox="0 0 %d %d" '
             'role="group" aria-label="%s"%s>'
             % (width, height,
                escape(tr("{title}: {near} on the near bank, {far} on the far bank, boat at the {boat}",
                          title=tr(problem.title), near=bin(position.near()).count("1"),
                          far=bin(position.far).count("1"), boat=bank_name(position.boat))),
                ' data-cursor="%d"' % cursor if cursor >= 0 else "")]
    parts.append('<rect class="river-bank" x="0" y="0" width="%d" height="%d"/>' % (bank_w, height))
    parts.append('<rect class="river-water" x="%d" y="0" width="%d" height="%d"/>' % (bank_w, river_w, height))
    parts.append('<rect class="river-bank" x="%d" y="0" width="%d" height="%d"/>'
                 % (bank_w + river_w, bank_w, height))
    if _narrow_width(ui):  # narrow banks: the titles start and end at the board's edges
        titles = ((4, " river-title-start", bank_name(NEAR)), (width - 4, " river-title-end", bank_name(FAR)))
    else:
        titles = ((bank_w / 2, "", bank_name(NEAR)), (bank_w + river_w + bank_w / 2, "", bank_name(FAR)))
    for x, anchor, title in titles:
        parts.append('<text class="river-title%s" x="%.1f" y="22">%s</text>' % (anchor, x, escape(title)))
    # The boat first, so the people in it are drawn on top.
    classes = ["river-boat"]
    if cell == cursor:
        classes.append("river-cursor")
    if cell in hint:
        classes.append("river-hint")
    if not boat:
        label = tr("boat at the {bank}, empty", bank=bank_name(position.boat))
    elif _can_cross(position, boat):
        label = tr("boat at the {bank}, carrying {load}, can cross", bank=bank_name(position.boat),
                   load=problem.describe(boat))
    else:
        label = tr("boat at the {bank}, carrying {load}", bank=bank_name(position.boat),
                   load=problem.describe(boat))
    shown_text = tr("cross") + " \u2192" if position.boat == NEAR else "\u2190 " + tr("cross")
    # Its name begins with what it shows ("cross \u2192"): what is seen is heard.
    label = tr("{shown}: {boat}", shown=shown_text, boat=label)
    parts.append('<g class="%s" data-cell="%d" id="cell-%d" role="button" aria-label="%s"%s>'
                 % (" ".join(classes), cell, cell, escape(label), attributes(first(moved, cell, ("cross",)))))
    parts.append('<path class="river-hull" d="M%.1f %.1f h%d l-14 30 h-%d z"/>'
                 % (boat_x, boat_y + 12, boat_w, boat_w - 28))
    parts.append('<text class="river-cross" x="%.1f" y="%.1f">%s</text>'
                 % (boat_x + boat_w / 2, boat_y + 8, escape(shown_text)))
    parts.append("</g>")
    for i, person in enumerate(problem.people):
        x, y = centres[i]
        side = position.side_of(person)
        classes = ["river-person", "river-" + kind(problem, person)]
        name = problem.noun(person)
        if person in boat:
            classes.append("river-aboard")
            label = tr("{person} in the boat, can get out", person=name)
        else:
            classes.append("river-boardable" if side == position.boat else "river-away")
            if side == position.boat and not position.is_won() and _can_board(problem, boat, person):
                label = tr("{person} on the {bank}, can board", person=name, bank=bank_name(side))
            else:
                label = tr("{person} on the {bank}", person=name, bank=bank_name(side))
        if i == cursor:
            classes.append("river-cursor")
        if i in hint:
            classes.append("river-hint")
        if person in problem.rowers:
            classes.append("river-rower")
        parts.append('<g class="%s" data-cell="%d" id="cell-%d" role="button" aria-label="%s"%s>'
                     % (" ".join(classes), i, i, escape(label), attributes(first(moved, i, ("cross",)))))
        if person not in boat:  # in the boat the token alone: the hull between seats is the boat's
            # The person's row across the bank. A path, not a rect: river.css outlines a
            # person's rects.
            parts.append('<path class="river-hit" d="M%.1f %.1fh%.1fv%.1fh-%.1fz" fill="transparent"/>'
                         % (x - bank_w / 2, y - slot / 2, bank_w, slot, bank_w))
        parts.append('<rect x="%.1f" y="%.1f" width="%d" height="%d" rx="12"/>'
                     % (x - token_w / 2, y - token_h / 2, token_w, token_h))
        parts.append('<text x="%.1f" y="%.1f">%s</text>' % (x, y + 5, escape(problem.token(person))))
        parts.append("</g>")
    top = height - HINT_ROW * len(hint_rows) - 6
    for index, (text, number, best) in enumerate(hint_rows):  # the Hint: a badge on each load
        y = top + HINT_ROW * index + HINT_ROW / 2
        parts.append(badge(20, y, number, best, 10, text))
        parts.append('<text class="river-hint-load" x="36" y="%.1f">%s</text>' % (y + 5, escape(text)))
    if shown:  # the load's way across, under the boat
        y = boat_y + 62
        if position.boat == NEAR:
            x0, x1 = boat_x + 10, bank_w + river_w + bank_w * 0.35
        else:
            x0, x1 = boat_x + boat_w - 10, bank_w * 0.65
        parts.append(hint_arrow(x0, y, x1, y, describe_move(position, shown[0]), shown[1], shown[2], 6))
    parts.append("</svg>")
    return "".join(parts)


def _can_board(problem, boat, person):
    """Would a click put ``person`` (on the boat's bank) in the boat?"""
    return len(boat) < problem.seats and not problem.unsafe(problem.mask(boat + [person]))


def _can_cross(position, boat):
    try:
        position.check_load(boat)
    except IllegalMove:
        return False
    return True


HINT_ROW = 26  # pixels per load listed under the river by a Hint


def _hint_rows(position, ui):
    """``(load in words, its number, the best number)`` for each load of the solver's hint
    (``ui["hints"]``; ``ui["dead"]``: loads after which no one gets across), the number as
    puzzles.marks counts it: the fewest crossings to the goal with that load."""
    judged, best = numbered(ui.get("hints"), ui.get("dead") or [])
    return [(describe_move(position, load), number, best) for load, number in judged]


def _sentence(text):
    """A reason as a sentence: capitalised (English), with its full stop."""
    return tr("{sentence}.", sentence=text[0].upper() + text[1:])


def click(position, ui, cell):
    """Board a person, put them back, or cross with the boat. Returns ``(position, ui,
    message)``; the message says why a click did nothing."""
    ui = dict(ui)
    ui["cursor"] = cell
    ui.pop("hint", None)
    problem = position.problem
    boat = list(ui.get("boat", []))
    if position.is_won():
        return position, ui, tr("Everyone is across already.")
    if cell == boat_cell(position):
        if not boat:
            return position, ui, tr("Put someone in the boat first: click people on the {bank}.",
                                    bank=bank_name(position.boat))
        try:
            position = position.cross(boat)
        except IllegalMove as error:
            return position, ui, tr("That load cannot cross: {reason}.", reason=str(error))
        ui["boat"] = []
        return position, ui, ""
    if not 0 <= cell < len(problem.people):
        return position, ui, tr("Click a person or the boat.")
    person = problem.people[cell]
    if person in boat:
        boat.remove(person)
        ui["boat"] = boat
        return position, ui, ""
    side = position.side_of(person)
    if side != position.boat:
        who = tr("That {noun}", noun=problem.noun(person)) if problem.alike else problem.noun(person)
        return position, ui, tr("{person} is on the {bank}; the boat is at the {boat}.", person=who,
                                bank=bank_name(side), boat=bank_name(position.boat))
    if len(boat) >= problem.seats:
        return position, ui, tr("The boat holds {seats}.", seats=problem.seats)
    reason = problem.unsafe(problem.mask(boat + [person]))
    if reason:
        return position, ui, _sentence(tr("{reason} in the boat", reason=reason))
    ui["boat"] = [p for p in problem.people if p in boat or p == person]
    return position, ui, ""


def move_cursor(position, ui, dx, dy):
    """Move the keyboard cursor to the nearest cell in direction (dx, dy) (screen axes)."""
    centres = _layout(position, ui)[0]
    cell = ui.get("cursor", -1)
    if cell not in centres:
        ui["cursor"] = boat_cell(position)
        return ui
    best = nearest(centres[cell], centres.items(), dx, dy)
    ui["cursor"] = cell if best is None else best
    return ui


def moves_played(position):
    """The moves played so far, as the solvers count them (the win line sets them against
    the fewest possible)."""
    return position.crossings


def counters(position):
    return [(tr("Crossings"), position.crossings), (tr("Near bank"), bin(position.near()).count("1")),
            (tr("Far bank"), bin(position.far).count("1"))]


# Rower choices offered per problem: (value of rowers=, text); "" = the problem's default.
ROWER_CHOICES = {
    "jealous-husbands": [("", "all six"), ("Ha,Hb,Hc,Wa", "the husbands and Wa"),
                         ("Ha,Hb,Hc", "the husbands only")],
    "missionaries": [("", "all six"), ("M1,M2,M3,C1", "the missionaries and one cannibal"),
                     ("M1,C1", "one missionary and one cannibal")],
    "wolf-goat-cabbage": [("", "the Farmer")],
}

ALIKE_CHOICES = [("", "alike (the classic puzzle)"), ("0", "told apart (M1, M2...)")]
# (The choices' texts are English keys of the catalogue, worded when options() is called.)


def options(position):
    """Who can row (not offered when there is no other choice), how many the boat holds, and
    for the missionaries whether people of a kind are alike."""
    problem = position.problem
    rowers = "" if problem.rowers == problem.default_rowers else ",".join(problem.rowers)
    rower_choices = [(value, tr(label)) for value, label in ROWER_CHOICES[problem.name]]
    if rowers not in [value for value, _ in rower_choices]:
        rower_choices.append((rowers, ", ".join(problem.rowers)))
    seats = "" if problem.seats == problem.default_seats else str(problem.seats)
    seat_choices = [("" if n == problem.default_seats else str(n), "%d" % n)
                    for n in range(1, len(problem.people) + 1)]
    result = []
    if len(rower_choices) > 1:
        result.append({"key": "rowers", "label": tr("Who can row"), "value": rowers, "choices": rower_choices})
    result.append({"key": "seats", "label": tr("Boat holds"), "value": seats, "choices": seat_choices})
    if problem.default_alike:
        result.append({"key": "alike", "label": tr("People of a kind"), "value": "" if problem.alike else "0",
                       "choices": [(value, tr(label)) for value, label in ALIKE_CHOICES]})
    return result


def motion(before, after, ui=None):
    """What moved from ``before`` to ``after`` (see puzzles.motion): the boat crosses with its
    load, the people stepping in (unless ``ui``, the marks before, had them aboard), across
    and out onto the far bank; Undo brings them back the same way. Nothing otherwise.
    Each leg of a ``cross`` takes the same time (a leg that goes nowhere is a wait), so the
    boat and the people in it cross together: boarding (when they were not aboard), crossing,
    getting out."""
    if before.problem != after.problem or before.boat == after.boat:
        return []
    problem = after.problem
    load = [person for person in problem.people if before.side_of(person) != after.side_of(person)]
    if not load:
        return []
    aboard = (ui or {}).get("boat") or []
    seated = all(person in aboard for person in load)
    # Laid out as render lays them out (for a phone too: ``ui["board_width"]``).
    board = {"board_width": (ui or {}).get("board_width") or 0}
    seats_before = _layout(before, dict(board, boat=load))[0]
    seats_after = _layout(after, dict(board, boat=load))[0]
    ashore_before, _, (x0, _, _) = _layout(before, board)
    ashore_after, _, (x1, _, _) = _layout(after, board)
    boarding = [] if seated else [(0, 0)]  # the boat waits while they step in
    result = [item(boat_cell(after), "cross", x1 - x0, 0, boarding + [(x1 - x0, 0)])]
    for person in load:
        cell = problem.people.index(person)
        start = seats_before[cell] if person in aboard else ashore_before[cell]
        stops = [seats_before[cell], seats_after[cell]]
        if seated:
            stops = stops[1:]
        end = ashore_after[cell]
        result.append(item(cell, "cross", end[0] - start[0], end[1] - start[1],
                           [(x - start[0], y - start[1]) for x, y in stops]))
    return result


def moves(position):
    return position.legal_loads()


def clicks(position, move):
    """The cells to click for a load: each person, then the boat."""
    people = position.problem.people
    return [people.index(person) for person in move if person in people] + [boat_cell(position)]


def play(position, move):
    return position.cross(move)


def describe_move(position, move):
    """A boat load by the names on the board, e.g. "Ha + Wa", or by kind when people of a kind
    are alike, e.g. "a missionary and a cannibal"."""
    return position.problem.describe(move)


def prompt(position):
    problem = position.problem
    bank = bank_name(position.boat)
    if len(problem.rowers) == 1:  # the Farmer: he is always where the boat is
        others = problem.seats - 1
        who = tr("the Farmer") if problem.rowers[0] == "Farmer" else problem.noun(problem.rowers[0])
        if others == 1:
            who = tr("{rower} and at most one passenger", rower=who)
        elif others:
            who = tr("{rower} and at most {count} passengers", rower=who, count=others)
        return tr("Boat at the {bank}: click {who}, then the boat to cross.", bank=bank, who=who)
    return tr("Boat at the {bank}: click people to board, then click the boat to cross.", bank=bank)


def actions(position):
    return [{"id": "solve", "label": tr("Solve"), "search": "solve"},
            {"id": "count", "label": tr("Count shortest"), "search": "count"},
            {"id": "hint", "label": tr("Hint"), "search": "hint"},
            {"id": "graph", "label": tr("State graph"), "search": "graph"}]


def result_text(result):
    """The status line for a solver's answer (its ``reason`` a ``words.message``, or text)."""
    if not result.get("solvable"):
        if result.get("reason"):
            reason = say(result["reason"])
        else:
            reason = tr("no crossings take everyone across")
        if result.get("analysis"):
            return tr("State graph: {states} states; no solution: {reason}.", states=result["states"], reason=reason)
        return tr("No solution: {reason}.", reason=reason)
    if result["moves"] == 0:
        return tr("Everyone is across already.")
    if "count" not in result:
        found = tr("Solution found: {moves} crossings (shortest)", moves=result["moves"])
    elif result.get("alike"):
        found = tr("Solution found: {moves} crossings (shortest); {count} shortest solutions "
                   "(people of a kind alike)", moves=result["moves"], count=result["count"])
    else:
        found = tr("Solution found: {moves} crossings (shortest); {count} shortest solutions "
                   "(everyone told apart)", moves=result["moves"], count=result["count"])
    if result.get("analysis"):
        found = tr("State graph: {states} states joined by {crossings} crossings; {found}, highlighted",
                   states=result["states"], crossings=result["crossings"], found=found[0].lower() + found[1:])
    return tr("{sentence}.", sentence=found)


# The state graph's sizes, in pixels at its natural size (the page shows it unscaled in a
# scrollable box, so these are the sizes on screen): node labels are 13 px monospace.
GRAPH_WIDTH = 430    # at most this wide when the layers can be wrapped to fit (a 28rem panel)
GRAPH_PAD = 8
GUTTER = 22          # the layer numbers at the left
CHAR_W = 8           # a 13 px monospace character, with room to spare
NODE_H = 24
NODE_GAP = 8         # between nodes in a row
ROW_STEP = 32        # between the rows of one wrapped layer
LAYER_STEP = 58      # between the last row of a layer and the first of the next
LEGEND_LINE = 17     # 12 px legend text


def _ordered_layers(nodes, edges):
    """The nodes of each layer, ordered to cross fewer lines: each layer in turn sorted by the
    mean place of its neighbours in the layer before (down, then up, twice). Integers only, so
    that the picture is the same under every interpreter."""
    layers = []
    for index, node in enumerate(nodes):
        while len(layers) <= node["layer"]:
            layers.append([])
        layers[node["layer"]].append(index)
    neighbours = [[] for _ in nodes]
    for a, b in edges:
        neighbours[a].append(b)
        neighbours[b].append(a)
    place = {}

    def remember(layer):
        for k, index in enumerate(layer):
            place[index] = (2 * k + 1) * 1000 // (2 * len(layer))

    for layer in layers:
        remember(layer)
    for sweep in range(4):
        order = range(1, len(layers)) if sweep % 2 == 0 else range(len(layers) - 2, -1, -1)
        for depth in order:
            before = depth - 1 if sweep % 2 == 0 else depth + 1

            def key(item):
                k, index = item
                near = [place[n] for n in neighbours[index] if nodes[n]["layer"] == before]
                return (sum(near) // len(near) if near else place[index], k)

            layers[depth] = [index for _, index in sorted(enumerate(layers[depth]), key=key)]
            remember(layers[depth])
    return layers


def graph_layout(graph, legend_lines=0):
    """Where each node of the state graph goes: ``(centres, node width, width, height)``. One
    band per distance from the position, top to bottom; a band wider than GRAPH_WIDTH wraps
    into rows of about equal length, every other row shifted by half a node so that lines to
    the row behind pass between the nodes in front."""
    nodes = graph["nodes"]
    longest = max([len(node["label"]) for node in nodes] + [1])
    node_w = CHAR_W * longest + 12
    pitch = node_w + NODE_GAP
    columns = max(1, (GRAPH_WIDTH - 2 * GRAPH_PAD - GUTTER - pitch // 2) // pitch)
    bands = []  # per layer: its rows, each a list of node indices
    for layer in _ordered_layers(nodes, graph["edges"]):
        count = len(layer)
        rows = (count + columns - 1) // columns
        per_row = (count + rows - 1) // rows if rows else 1
        bands.append([layer[k:k + per_row] for k in range(0, count, per_row)])
    # Centred rows of lengths of the same parity line up; a row is shifted a quarter of a
    # node one way or the other so that consecutive rows of a band are half a node apart.
    shifts = []
    inner = 0
    for rows in bands:
        wanted = [(len(rows[0]) - len(row)) % 2 != r % 2 for r, row in enumerate(rows)]
        shift = [(pitch / 4 if w else -pitch / 4) if True in wanted else 0 for w in wanted]
        shifts.append(shift)
        for r, row in enumerate(rows):
            inner = max(inner, len(row) * pitch + (pitch // 2 if shift[r] else 0))
    width = GRAPH_PAD * 2 + GUTTER + inner
    y = GRAPH_PAD + legend_lines * LEGEND_LINE + (10 if legend_lines else 0) + NODE_H // 2
    centres = {}
    band_tops = []
    middle = GRAPH_PAD + GUTTER + inner / 2
    for rows, shift in zip(bands, shifts):
        band_tops.append(y)
        for r, row in enumerate(rows):
            left = middle - len(row) * pitch / 2 + pitch / 2 + shift[r]
            for k, index in enumerate(row):
                centres[index] = (left + k * pitch, y)
            y += ROW_STEP
        y += LAYER_STEP - ROW_STEP
    height = y - LAYER_STEP + NODE_H // 2 + GRAPH_PAD if bands else 2 * GRAPH_PAD
    return centres, node_w, band_tops, (int(width + 0.5), int(height + 0.5))


def render_analysis(result):
    """The state graph as SVG at its natural size (``width``/``height`` in pixels): a legend
    (``graph["legend"]``, lines from the solver saying what the labels mean), then one band
    per distance from the position (top to bottom, numbered at the left), a line per crossing,
    one shortest solution drawn thick. Each node is a link to its position."""
    graph = result["graph"]
    nodes = graph["nodes"]
    legend = [say(line) for line in graph.get("legend") or []]  # English keys (or messages) from the worker
    centres, node_w, band_tops, (width, height) = graph_layout(graph, len(legend))
    widest_line = max([text_width(line) for line in legend] + [0]) * 7 // 9 + 2 * GRAPH_PAD
    width = max(width, widest_line)
    on_path = set()
    path = graph["path"]
    for a, b in zip(path, path[1:]):
        on_path.add((min(a, b), max(a, b)))
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="river-graph" width="%d" height="%d" '
             'viewBox="0 0 %d %d" role="img" aria-label="%s">'
             % (width, height, width, height, escape(tr("State graph: {states} states", states=len(nodes))))]
    for k, line in enumerate(legend):
        parts.append('<text class="river-legend" x="%d" y="%d">%s</text>'
                     % (GRAPH_PAD, GRAPH_PAD + 12 + k * LEGEND_LINE, escape(line)))
    for depth, top in enumerate(band_tops):
        parts.append('<text class="river-depth" x="%d" y="%d">%d</text>' % (GRAPH_PAD, top + 4, depth))
    lines = []
    for a, b in graph["edges"]:
        (x1, y1), (x2, y2) = centres[a], centres[b]
        key = (min(a, b), max(a, b))
        lines.append((key in on_path, '<line class="%s" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>'
                      % ("river-edge river-path" if key in on_path else "river-edge", x1, y1, x2, y2)))
    parts.extend(text for red, text in lines if not red)   # the solution's lines on top
    parts.extend(text for red, text in lines if red)
    path_nodes = set(path)
    for index, node in enumerate(nodes):
        x, y = centres[index]
        cls = "river-node river-path" if index in path_nodes else "river-node"
        if node["layer"] == 1:
            title = tr("{state} (1 crossing from this position)", state=node["label"])
        else:
            title = tr("{state} ({crossings} crossings from this position)", state=node["label"],
                       crossings=node["layer"])
        parts.append('<a href="#%s" class="%s"><title>%s</title>' % (escape(node["game"]), cls, escape(title)))
        parts.append('<rect x="%.1f" y="%.1f" width="%d" height="%d" rx="5"/>'
                     % (x - node_w / 2, y - NODE_H / 2, node_w, NODE_H))
        parts.append('<text x="%.1f" y="%.1f">%s</text></a>' % (x, y + 4.5, escape(node["label"])))
    parts.append("</svg>")
    return "".join(parts)


complete(globals())  # the view protocol's defaults for the hooks this view leaves out
