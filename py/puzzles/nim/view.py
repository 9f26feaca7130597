"""Nim on screen: heaps of stones as rows, click play against the computer, hints in binary.

Each heap is a row of stones (wrapped every ROW_STONES stones), named A, B, C... Clicking a
stone takes it and every stone after it in its row. Stone k of heap h (k from 0, the first
in the row) is ``data-cell = 100 * h + k``; stones already taken are drawn faintly, not
clickable. ``ui`` may hold ``cursor`` (a cell), ``hint`` (cells to click: the lowest stone
of a move) and ``binary`` (show the heaps in binary and their nim-sum). Pure functions; they
run on MicroPython (the page) and CPython (tests).

Accessibility: each stone's group has ``id="cell-N"``, ``role="button"`` and a label naming
the stone, its heap and how many stones a tap takes; a transparent rectangle covering the
stone's whole pitch (and the gap below its row) is what a finger hits, larger than the stone.
The svg is a ``role="group"`` with ``data-cursor`` naming the keyboard cursor's cell.

Phones: ``ui["board_width"]`` is the board box's width in CSS px when the page knows it. Ten
stones a row cannot each be 44 px wide in a box under NARROW_BELOW px, so there the stones are
drawn in CSS px (the drawing no wider than the box, so never shrunk), each with a tap target
of at least TAP x TAP px: as few lines per heap as that allows, each heap of up to ten split
evenly (five and five on a 390 px phone; on a 320 px one too, the sizes written under the
heaps' names rather than beside the stones). The svg then has the class ``nim-narrow``
(static/nim.css lets it be taller than the usual share of the screen: the page scrolls).
A wider box, or none named, gets the usual drawing, whatever the width.
"""

from puzzles.nim import rules as nim
from puzzles.nim.rules import COMPUTER, HEAP_NAMES, MAX_HEAPS, PERSON, IllegalMove, Position
from puzzles.markup import escape
from puzzles.motion import GHOST, attributes, by_cell, first, item
from puzzles.words import tr
from puzzles.view_protocol import complete

# The optional hooks of the view protocol this view defines (puzzles.view_protocol).
PROVIDES = ("KEEP_UI", "choose", "motion", "clicks", "computer_move", "toggles", "act")

STEP = 28        # pixels between stones
RADIUS = 11
ROW_STONES = 20  # stones per line of a heap before it wraps
LABEL_W = 36
TEXT_W = 150     # the heap sizes with their binary digits beside the stones
SIZE_W = 44      # the heap sizes alone (binary off): a narrower board, bigger on a phone
HEAP_GAP = 10    # between heaps
TAP = 44         # the smallest tap target on a phone, CSS px (a fingertip; WCAG 2.5.5)
NARROW_BELOW = LABEL_W + 10 * TAP + SIZE_W  # 520 px: narrower boxes get the phone layout
NARROW_RADIUS = 15


# ui settings the page keeps across moves (the others are marks of one position).
KEEP_UI = ("binary",)
FILL_HEAPS = (5, 2, 3, 7, 4, 6, 1, 8)  # sizes for heaps added in the Heaps option

def cell_of(heap, stone):
    return 100 * heap + stone


def _lines(count, per_line=ROW_STONES):
    return max(1, (count + per_line - 1) // per_line)


def _text_width(position):
    """Room at the right for the heap sizes: the phone layout leaves only what "10 = 1010"
    needs (monospace 16 px: under 10 px a character), the usual one a fixed width."""
    most = max(position.start)
    chars = len("%d = %s" % (most, binary(most, len(bin(most)) - 2)))
    return 12 + 10 * chars


def _layout(position, text_w=TEXT_W, board_width=0):
    """Where the stones go: ``(centres, tops, size, grid)`` with the stone centres
    ``{(heap, stone): (x, y)}`` for every stone of the start, the heaps' row tops, the
    drawing's ``(width, height)`` (``text_w``: room for the heap sizes at the right) and
    ``grid = (per_line, step_x, step_y, radius)``. ``board_width`` (CSS px, 0: unknown)
    under NARROW_BELOW gives the phone layout (see the module's notes)."""
    most = max(10, max(position.start))  # ten columns at least, so deals of 1..10 look alike
    narrow = 0 < board_width < NARROW_BELOW
    if narrow:
        room = board_width - LABEL_W - text_w
        lines = _lines(most, max(1, room // TAP))
        per_line = _lines(most, lines)          # the lines of the longest heap evened out
        step_x, step_y, radius = max(TAP, room // per_line), TAP, NARROW_RADIUS
    else:
        per_line, step_x, step_y, radius = min(ROW_STONES, most), STEP, STEP, RADIUS
    centres = {}
    tops = []
    y = 14
    for heap, count in enumerate(position.start):
        tops.append(y)
        for stone in range(count):
            line, column = divmod(stone, per_line)
            centres[(heap, stone)] = (LABEL_W + step_x / 2 + column * step_x, y + step_y / 2 + line * step_y)
        # A phone: every heap as many lines as the longest could need, so that every deal of
        # as many heaps is drawn as tall (the page reserves the board's box before it is
        # drawn: scripts/build.py's board_shapes).
        y += _lines(most if narrow else count, per_line) * step_y + HEAP_GAP
    size = (LABEL_W + per_line * step_x + text_w, y + (30 if text_w not in (SIZE_W, 0) else 4))  # binary: the nim-sum
    return centres, tops, size, (per_line, step_x, step_y, radius)


def binary(value, width):
    text = bin(value)[2:]
    return "0" * (width - len(text)) + text


def render(position, ui=None):
    ui = ui or {}
    show_binary = ui.get("binary", False)
    board_width = ui.get("board_width") or 0
    narrow = 0 < board_width < NARROW_BELOW
    text_w = SIZE_W
    if show_binary:
        text_w = _text_width(position) if narrow else TEXT_W
    elif narrow:  # the size goes under the heap's name: room for a fifth stone a line
        text_w = 0
    centres, tops, (width, height), (per_line, step_x, step_y, radius) = _layout(position, text_w, board_width)
    cursor = ui.get("cursor", -1)
    hinted = set()
    for cell in ui.get("hint") or []:
        heap, low = divmod(cell, 100)
        if heap < len(position.heaps):
            hinted.update(cell_of(heap, k) for k in range(low, position.heaps[heap]))
    digits = len(bin(max(position.start))) - 2
    takes = not position.is_over() and not position.computer_to_move()
    moved = by_cell(ui)
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="board nim%s" viewBox="0 0 %d %d" '
             'role="group" aria-label="%s"%s>'
             % (" nim-narrow" if narrow else "", width, height, escape(tr("Nim, heaps {heaps}", heaps=", ".join(str(h) for h in position.heaps))),
                ' data-cursor="%d"' % cursor if cursor >= 0 else "")]
    for heap, count in enumerate(position.start):
        top = tops[heap]
        size = position.heaps[heap]
        if text_w:
            parts.append('<text class="nim-name" x="%d" y="%d">%s</text>' % (LABEL_W / 2, top + step_y / 2 + 6, escape(HEAP_NAMES[heap])))
            text = "%d" % size
            if show_binary:
                text += " = " + binary(size, digits)
            parts.append('<text class="nim-size" x="%d" y="%d">%s</text>'
                         % (width - text_w + 8, top + step_y / 2 + 5, escape(text)))
        else:  # a phone, sizes alone: the name, and the size under it
            parts.append('<text class="nim-name" x="%d" y="%d">%s</text>' % (LABEL_W / 2, top + 17, escape(HEAP_NAMES[heap])))
            parts.append('<text class="nim-size nim-size-under" x="%d" y="%d">%d</text>' % (LABEL_W / 2, top + 37, size))
        parts.append('<g class="nim-heap">')  # a group, so CSS can mark the stones after one
        last_line = _lines(count, per_line) - 1
        for stone in range(count):
            x, y = centres[(heap, stone)]
            if stone >= size:
                parts.append('<circle class="nim-taken" cx="%.1f" cy="%.1f" r="%d"/>' % (x, y, radius))
                gone = first(moved, cell_of(heap, stone), ("fade",))
                if gone is not None:  # just taken: the stone fades from its place
                    parts.append('<circle class="nim-ghost %s" cx="%.1f" cy="%.1f" r="%d"%s/>'
                                 % (GHOST, x, y, radius, attributes(gone)))
                continue
            cell = cell_of(heap, stone)
            classes = ["nim-stone"]
            if cell in hinted:
                classes.append("nim-hint")
            if cell == cursor:
                classes.append("nim-cursor")
            if takes:
                label = tr("stone {stone} of {stones} in heap {heap}, can take {take}",
                           stone=stone + 1, stones=size, heap=HEAP_NAMES[heap], take=size - stone)
            else:
                label = tr("stone {stone} of {stones} in heap {heap}",
                           stone=stone + 1, stones=size, heap=HEAP_NAMES[heap])
            parts.append('<g class="%s" data-cell="%d" id="cell-%d" role="button" aria-label="%s">'
                         % (" ".join(classes), cell, cell, escape(label)))
            # The hit area: the stone's whole pitch, and half the gap to the next heap on the
            # heap's first and last line (not between a heap's own lines: no overlaps).
            line = stone // per_line
            above = HEAP_GAP / 2 if line == 0 else 0
            below = HEAP_GAP / 2 if line == last_line else 0
            parts.append('<rect class="nim-hit" x="%.1f" y="%.1f" width="%d" height="%d" fill="transparent"/>'
                         % (x - step_x / 2, y - step_y / 2 - above, step_x, step_y + above + below))
            parts.append('<circle cx="%.1f" cy="%.1f" r="%d"%s/></g>'
                         % (x, y, radius, attributes(first(moved, cell, ("appear",)))))
        parts.append("</g>")
    if show_binary:  # under the sizes; on a phone under the names, where it has room
        parts.append('<text class="nim-sum" x="%d" y="%d">%s</text>'
                     % (8 if narrow else width - text_w + 8, height - 12,
                        escape(tr("nim-sum {bits}", bits=binary(nim.nim_sum(position.heaps), digits)))))
    parts.append("</svg>")
    return "".join(parts)


def click(position, ui, cell):
    """Take the clicked stone and every stone after it. Returns ``(position, ui, message)``."""
    ui = dict(ui)
    ui["cursor"] = cell
    ui.pop("hint", None)
    if position.is_over():
        return position, ui, tr("The game is over: Restart, or New game.")
    if position.computer_to_move():
        return position, ui, tr("It is the computer's turn.")
    heap, stone = divmod(cell, 100)
    if heap >= len(position.heaps) or stone >= position.heaps[heap]:
        return position, ui, tr("That stone is taken already.")
    return position.take(heap, position.heaps[heap] - stone), ui, ""


def move_cursor(position, ui, dx, dy):
    """Left/right along a heap, up/down to the next heap that has stones."""
    heaps = position.heaps
    cursor = ui.get("cursor", -1)
    heap, stone = divmod(cursor, 100) if cursor >= 0 else (-1, 0)
    if heap < 0 or heap >= len(heaps) or stone >= heaps[heap]:
        filled = [h for h in range(len(heaps)) if heaps[h]]
        if filled:
            ui["cursor"] = cell_of(filled[0], 0)
        return ui
    if dx:
        stone = min(max(stone + dx, 0), heaps[heap] - 1)
    elif dy:
        other = heap + dy
        while 0 <= other < len(heaps) and not heaps[other]:
            other += dy
        if 0 <= other < len(heaps):
            heap, stone = other, min(stone, heaps[other] - 1)
    ui["cursor"] = cell_of(heap, stone)
    return ui


def counters(position):
    if position.is_over():
        turn = tr("nobody")
    else:
        turn = nim.player_name(position.to_move())
    return [(tr("Moves"), position.moves), (tr("Stones left"), sum(position.heaps)), (tr("To move"), turn)]


def options(position):
    result = [{"key": "misere", "label": tr("Last stone"), "value": "1" if position.misere else "",
               "choices": [("", tr("wins (normal play)")), ("1", tr("loses (misere play)"))]},
              {"key": "count", "label": tr("Heaps"), "value": str(len(position.start)),
               "choices": [(str(n), str(n)) for n in range(1, MAX_HEAPS + 1)]},
              {"key": "computer", "label": tr("Opponent"), "value": "" if position.computer else "0",
               "choices": [("", tr("the computer")), ("0", tr("another person"))]}]
    if position.computer:
        result.insert(0, {"key": "first", "label": tr("First move"),
                          "value": "" if position.first == PERSON else COMPUTER,
                          "choices": [("", tr("you")), (COMPUTER, tr("the computer"))]})
    return result


def choose(position, key, value):
    """The game id for a changed option: the same heaps from the start, the option changed
    (a new number of heaps keeps the first heaps and adds heaps of seed 002's sizes)."""
    first = position.first
    computer = position.computer
    misere = position.misere
    start = position.start
    if key == "misere":
        misere = value == "1"
    elif key == "count" and value.isdigit() and 1 <= int(value) <= MAX_HEAPS:
        start = (start + FILL_HEAPS[len(start):])[:int(value)]
        if not sum(start):
            start = FILL_HEAPS[:int(value)]
    elif key == "first":
        first = value or PERSON
    elif key == "computer":
        computer = value != "0"
        if not computer:
            first = PERSON
    return Position(misere, start, None, 0, first, computer).game_id()


def motion(before, after, ui=None):
    """What moved from ``before`` to ``after`` (see puzzles.motion): the stones taken fade,
    the last of the heap first; stones given back (Undo) come back."""
    if before.start != after.start or len(before.heaps) != len(after.heaps):
        return []
    result = []
    for heap in range(len(after.heaps)):
        low, high = sorted((before.heaps[heap], after.heaps[heap]))
        kind = "fade" if after.heaps[heap] < before.heaps[heap] else "appear"
        for stone in range(low, high):
            order = high - 1 - stone if kind == "fade" else stone - low
            at = 0.0 if high - low < 2 else 0.6 * order / (high - low - 1)
            result.append(item(cell_of(heap, stone), kind, at=at))
    return result


def moves(position):
    """The moves a click can make now: none while the computer is to move."""
    if position.computer_to_move():
        return []
    return [[heap, stones] for heap in range(len(position.heaps))
            for stones in range(1, position.heaps[heap] + 1)]


def clicks(position, move):
    """The one stone to click: the lowest of those taken."""
    heap, stones = move
    return [cell_of(heap, position.heaps[heap] - stones)]


def describe_move(position, move):
    """A move as the board names it: "3 from heap A"."""
    return tr("{stones} from heap {heap}", stones=move[1],
              heap=HEAP_NAMES[move[0]] if 0 <= move[0] < len(HEAP_NAMES) else move[0])


def computer_move(position):
    """The computer's move when it is its turn, else None."""
    if not position.computer_to_move():
        return None
    return nim.strategy_move(position.heaps, position.misere)


def prompt(position):
    if position.computer_to_move():
        return tr("The computer is thinking…")
    # Whole sentences, one per case, so that a translation can order its words freely.
    if position.computer:
        if position.misere:
            return tr("Your turn: click a stone to take it and every stone after it (last stone loses).")
        return tr("Your turn: click a stone to take it and every stone after it (last stone wins).")
    if position.misere:
        return tr("Player {player} to move: click a stone to take it and every stone after it "
                  "(last stone loses).", player=position.to_move())
    return tr("Player {player} to move: click a stone to take it and every stone after it "
              "(last stone wins).", player=position.to_move())


def toggles(position, ui):
    """Binary switches the heaps' sizes in binary on and off."""
    return {"binary": bool(ui.get("binary"))}


def actions(position):
    return [{"id": "new", "label": tr("New game")},
            {"id": "hint", "label": tr("Hint")},
            {"id": "binary", "label": tr("Binary")},
            {"id": "best", "label": tr("Best move"), "search": "solve"}]


def hint_text(heaps, misere):
    """The winning move and why, or that the position is lost; heaps in binary."""
    move = nim.winning_move(heaps, misere)
    digits = len(bin(max(max(heaps), 1))) - 2
    total = nim.nim_sum(heaps)
    sums = tr("Heaps in binary: {heaps}; their xor (nim-sum) is {sum}.",
              heaps=", ".join("%s %s" % (HEAP_NAMES[i], binary(h, digits)) for i, h in enumerate(heaps)),
              sum=binary(total, digits))
    big = len([h for h in heaps if h > 1])
    if misere and big <= 1:
        ones = len([h for h in heaps if h == 1])
        if move is None:
            return tr("Lost against perfect play: only heaps of one stone are left, an odd number "
                      "({ones}), so you will take the last one. Take a stone and hope for a mistake.", ones=ones)
        heap, stones = move
        return tr("Take {stones} from heap {heap}: at most one heap has two stones or more, so (misère) leave "
                  "an odd number of one-stone heaps; your opponent then takes the last stone.",
                  stones=stones, heap=HEAP_NAMES[heap])
    if move is None:
        return tr("{sums} {advice}", sums=sums, advice=tr(
            "Lost against perfect play: with nim-sum 0 every move makes it non-zero, "
            "and a perfect opponent makes it 0 again. Take a stone and hope for a mistake."))
    heap, stones = move
    after = heaps[heap] - stones
    return tr("{sums} {advice}", sums=sums, advice=tr(
        "Take {stones} from heap {heap} ({before}\u00a0\u2192\u00a0{after}) to make the nim-sum 0.",
        stones=stones, heap=HEAP_NAMES[heap], before=binary(heaps[heap], digits), after=binary(after, digits)))


def act(position, ui, action, rand):
    """Page-side buttons: New game (as many heaps as now, 1..10 stones each), Hint, Binary."""
    ui = dict(ui)
    if action == "new":
        heaps = nim.deal(len(position.start), nim.NEW_GAME_MOST, rand)
        fresh = Position(position.misere, heaps, None, 0, position.first, position.computer)
        return fresh, {"binary": ui.get("binary", False)}, tr("New game: heaps {heaps}.",
                                                             heaps=", ".join(str(h) for h in heaps))
    if action == "binary":
        ui["binary"] = not ui.get("binary", False)
        return position, ui, ""
    if action == "hint":
        if position.is_over():
            return position, ui, tr("The game is over.")
        if position.computer_to_move():
            return position, ui, tr("It is the computer's turn.")
        move = nim.winning_move(position.heaps, position.misere)
        ui["hint"] = clicks(position, move) if move else []
        return position, ui, hint_text(position.heaps, position.misere)
    raise ValueError(tr("unknown action {action}", action=repr(action)))


def result_text(result):
    if not result.get("solution"):
        if result.get("over"):
            return tr("The game is over.")
        return tr("Lost against perfect play: every move loses to a perfect opponent.")
    move = describe_move(None, result["solution"][0])
    if "count" not in result:
        return tr("Winning move: take {move}.", move=move)
    if result["count"] == 1:
        return tr("Winning move: take {move} (1 winning move in all).", move=move)
    return tr("Winning move: take {move} ({count} winning moves in all).", move=move, count=result["count"])


complete(globals())  # the view protocol's defaults for the hooks this view leaves out
