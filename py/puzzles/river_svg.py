"""River crossing on screen: SVG drawing, click/keyboard play and the state-graph picture.

People stand on the near bank (left) or the far bank (right), each in a fixed row. Click people
on the boat's bank to put them in the boat (``ui["boat"]``), click someone in the boat to put
them back, then click the boat to cross. A load that breaks a rule is refused with the reason.
Cells: person i of the problem is ``data-cell=i``; the boat is ``data-cell=len(people)``.
A move is a boat load, a list of names. Pure functions; they run on MicroPython (the page)
and CPython (tests). Text drawn comes from the problems' fixed names and numbers only.
"""

from puzzles.cursor import nearest
from puzzles.river import FAR, NEAR, IllegalMove
from puzzles.markup import escape

SLOT = 46      # pixels per person's row
TOP = 34       # room for the bank titles
TOKEN_H = 34


MOVE_NAME = "crossing"  # what the page calls one move

def _sizes(problem):
    """Pixel sizes for a problem: token width, bank width, boat width, river width."""
    longest = max(len(name) for name in problem.people)
    token_w = max(42, 9 * longest + 16)
    bank_w = max(token_w + 30, 100)  # room for the bank's title
    boat_w = problem.seats * (token_w + 6) + 14
    river_w = 2 * boat_w + 50
    return token_w, bank_w, boat_w, river_w


def boat_cell(position):
    return len(position.problem.people)


def _layout(position, ui):
    """Centres of every cell for the current position and boat load: ``{cell: (x, y)}``, plus
    the drawing's size and the boat's rectangle."""
    problem = position.problem
    token_w, bank_w, boat_w, river_w = _sizes(problem)
    count = len(problem.people)
    height = TOP + count * SLOT + 12
    boat_x = bank_w + 12 if position.boat == NEAR else bank_w + river_w - 12 - boat_w
    boat_y = TOP + (count * SLOT) / 2 - 28
    boat = ui.get("boat", [])
    centres = {}
    for i, person in enumerate(problem.people):
        if person in boat:
            seat = boat.index(person)
            centres[i] = (boat_x + 10 + (token_w + 6) * seat + token_w / 2, boat_y + 28)
        else:
            x = bank_w / 2 if position.side_of(person) == NEAR else bank_w + river_w + bank_w / 2
            centres[i] = (x, TOP + i * SLOT + SLOT / 2)
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
    (a cell) and ``hint`` (cells to click for a suggested load)."""
    ui = ui or {}
    problem = position.problem
    token_w, bank_w, boat_w, river_w = _sizes(problem)
    centres, (width, height), (boat_x, boat_y, _) = _layout(position, ui)
    boat = ui.get("boat", [])
    cursor = ui.get("cursor", -1)
    hint = ui.get("hint") or []
    cell = boat_cell(position)
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="board river" viewBox="0 0 %d %d" '
             'role="img" aria-label="%s: %d on the near bank, %d on the far bank, boat at the %s bank">'
             % (width, height, escape(problem.title), bin(position.near()).count("1"),
                bin(position.far).count("1"), escape(position.boat))]
    parts.append('<rect class="river-bank" x="0" y="0" width="%d" height="%d"/>' % (bank_w, height))
    parts.append('<rect class="river-water" x="%d" y="0" width="%d" height="%d"/>' % (bank_w, river_w, height))
    parts.append('<rect class="river-bank" x="%d" y="0" width="%d" height="%d"/>'
                 % (bank_w + river_w, bank_w, height))
    for x, title in ((bank_w / 2, "near bank"), (bank_w + river_w + bank_w / 2, "far bank")):
        parts.append('<text class="river-title" x="%.1f" y="22">%s</text>' % (x, escape(title)))
    # The boat first, so the people in it are drawn on top.
    classes = ["river-boat"]
    if cell == cursor:
        classes.append("river-cursor")
    if cell in hint:
        classes.append("river-hint")
    label = "boat at the %s bank, %s" % (position.boat, ("carrying " + ", ".join(boat)) if boat else "empty")
    parts.append('<g class="%s" data-cell="%d" aria-label="%s">' % (" ".join(classes), cell, escape(label)))
    parts.append('<path class="river-hull" d="M%.1f %.1f h%d l-14 30 h-%d z"/>'
                 % (boat_x, boat_y + 12, boat_w, boat_w - 28))
    parts.append('<text class="river-cross" x="%.1f" y="%.1f">%s</text>'
                 % (boat_x + boat_w / 2, boat_y + 8, escape("cross \u2192" if position.boat == NEAR else "\u2190 cross")))
    parts.append("</g>")
    for i, person in enumerate(problem.people):
        x, y = centres[i]
        side = position.side_of(person)
        classes = ["river-person", "river-" + kind(problem, person)]
        if person in boat:
            classes.append("river-aboard")
            where = "in the boat"
        else:
            where = "on the %s bank" % side
            classes.append("river-boardable" if side == position.boat else "river-away")
        if i == cursor:
            classes.append("river-cursor")
        if i in hint:
            classes.append("river-hint")
        if person in problem.rowers:
            classes.append("river-rower")
        parts.append('<g class="%s" data-cell="%d" aria-label="%s %s">' % (" ".join(classes), i, escape(person), escape(where)))
        parts.append('<rect x="%.1f" y="%.1f" width="%d" height="%d" rx="12"/>'
                     % (x - token_w / 2, y - TOKEN_H / 2, token_w, TOKEN_H))
        parts.append('<text x="%.1f" y="%.1f">%s</text>' % (x, y + 5, escape(person)))
        parts.append("</g>")
    parts.append("</svg>")
    return "".join(parts)


def _sentence(text):
    return text[0].upper() + text[1:] + "."


def click(position, ui, cell):
    """Board a person, put them back, or cross with the boat. Returns ``(position, ui,
    message)``; the message says why a click did nothing."""
    ui = dict(ui)
    ui["cursor"] = cell
    ui.pop("hint", None)
    problem = position.problem
    boat = list(ui.get("boat", []))
    if position.is_won():
        return position, ui, "Everyone is across already."
    if cell == boat_cell(position):
        if not boat:
            return position, ui, "Put someone in the boat first: click people on the %s bank." % position.boat
        try:
            position = position.cross(boat)
        except IllegalMove as error:
            return position, ui, "That load cannot cross: %s." % error
        ui["boat"] = []
        return position, ui, ""
    if not 0 <= cell < len(problem.people):
        return position, ui, "Click a person or the boat."
    person = problem.people[cell]
    if person in boat:
        boat.remove(person)
        ui["boat"] = boat
        return position, ui, ""
    side = position.side_of(person)
    if side != position.boat:
        return position, ui, "%s is on the %s bank; the boat is at the %s bank." % (person, side, position.boat)
    if len(boat) >= problem.seats:
        return position, ui, "The boat holds %d." % problem.seats
    reason = problem.unsafe(problem.mask(boat + [person]))
    if reason:
        return position, ui, _sentence(reason + " in the boat")
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


def counters(position):
    return [("Crossings", position.crossings), ("Near bank", bin(position.near()).count("1")),
            ("Far bank", bin(position.far).count("1"))]


# Rower choices offered per problem: (value of rowers=, text); "" = the problem's default.
ROWER_CHOICES = {
    "jealous-husbands": [("", "all six"), ("Ha,Hb,Hc,Wa", "the husbands and Wa (seed 001)"),
                         ("Ha,Hb,Hc", "the husbands only")],
    "missionaries": [("", "all six"), ("M1,M2,M3,C1", "the missionaries and C1"),
                     ("M1,C1", "M1 and C1 only")],
    "wolf-goat-cabbage": [("", "the Farmer")],
}


def options(position):
    problem = position.problem
    rowers = "" if problem.rowers == problem.default_rowers else ",".join(problem.rowers)
    rower_choices = list(ROWER_CHOICES[problem.name])
    if rowers not in [value for value, _ in rower_choices]:
        rower_choices.append((rowers, ", ".join(problem.rowers)))
    seats = "" if problem.seats == problem.default_seats else str(problem.seats)
    seat_choices = [("" if n == problem.default_seats else str(n), "%d" % n)
                    for n in range(1, len(problem.people) + 1)]
    return [
        {"key": "rowers", "label": "Who can row", "value": rowers, "choices": rower_choices},
        {"key": "seats", "label": "Boat holds", "value": seats, "choices": seat_choices},
    ]


def moves(position):
    return position.legal_loads()


def clicks(position, move):
    """The cells to click for a load: each person, then the boat."""
    people = position.problem.people
    return [people.index(person) for person in move if person in people] + [boat_cell(position)]


def play(position, move):
    return position.cross(move)


def describe_move(position, move):
    """A boat load by the names on the board, e.g. "Ha + Wa"."""
    return " + ".join(move)


def prompt(position):
    return "Boat at the %s bank: click people to board, then click the boat to cross." % position.boat


def actions(position):
    return [{"id": "solve", "label": "Solve", "search": "solve"},
            {"id": "count", "label": "Count shortest", "search": "count"},
            {"id": "graph", "label": "State graph", "search": "graph"}]


def result_text(result):
    if not result.get("solvable"):
        text = "No solution: %s." % result.get("reason", "no crossings take everyone across")
        if result.get("analysis"):
            text = "State graph: %d states; n" % result["states"] + text[1:]
        return text
    if result["moves"] == 0:
        return "Everyone is across already."
    text = "Solution found: %d crossings (shortest)" % result["moves"]
    if "count" in result:
        text += "; %d shortest solutions (people told apart)" % result["count"]
    if result.get("analysis"):
        text = "State graph: %d states joined by %d crossings; %s, highlighted" % (
            result["states"], result["crossings"], text[0].lower() + text[1:])
    return text + "."


def render_analysis(result):
    """The state graph as SVG: one row per distance from the start (top to bottom), a line per
    crossing, the shortest path drawn thick. Each node is a link to its position."""
    graph = result["graph"]
    nodes = graph["nodes"]
    layers = []
    for index, node in enumerate(nodes):
        while len(layers) <= node["layer"]:
            layers.append([])
        layers[node["layer"]].append(index)
    column, row = 92, 36
    widest = max(len(layer) for layer in layers)
    width = widest * column + 10
    height = len(layers) * row + 10
    place = {}
    for depth, layer in enumerate(layers):
        left = (width - len(layer) * column) / 2 + column / 2
        for k, index in enumerate(layer):
            place[index] = (left + k * column, 5 + depth * row + row / 2)
    on_path = set()
    path = graph["path"]
    for a, b in zip(path, path[1:]):
        on_path.add((min(a, b), max(a, b)))
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="river-graph" viewBox="0 0 %d %d" '
             'role="img" aria-label="State graph: %d states">' % (width, height, len(nodes))]
    for a, b in graph["edges"]:
        (x1, y1), (x2, y2) = place[a], place[b]
        cls = "river-edge river-path" if (a, b) in on_path else "river-edge"
        parts.append('<line class="%s" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>' % (cls, x1, y1, x2, y2))
    path_nodes = set(path)
    for index, node in enumerate(nodes):
        x, y = place[index]
        cls = "river-node river-path" if index in path_nodes else "river-node"
        parts.append('<a href="#%s" class="%s"><title>%s (%d crossings from the start)</title>'
                     % (escape(node["game"]), cls, escape(node["label"]), node["layer"]))
        parts.append('<rect x="%.1f" y="%.1f" width="%d" height="%d" rx="5"/>'
                     % (x - column / 2 + 4, y - 11, column - 8, 22))
        parts.append('<text x="%.1f" y="%.1f">%s</text></a>' % (x, y + 4, escape(node["label"])))
    parts.append("</svg>")
    return "".join(parts)
