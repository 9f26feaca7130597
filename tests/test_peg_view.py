"""Peg solitaire's view (peg_svg): labels a screen reader can read, the finish hole drawn as a
ring (never a green peg), hole numbers that can be hidden, and hint badges."""

import re

from puzzles import registry
from puzzles.peg import view
from puzzles.session import Session


def parse(game_id):
    return registry.parse(game_id)[1]


CELL = re.compile(r'<g class="([^"]+)" data-cell="(\d+)" id="cell-(\d+)" role="button" aria-label="([^"]+)">')


def cell_labels(svg):
    """``{cell: aria-label}`` of the clickable holes; each is a button whose id names its cell."""
    found = CELL.findall(svg)
    assert found and all(cell == same for _, cell, same, _ in found)
    assert len(found) == svg.count("data-cell=")  # no hole without its id, role and label
    return dict((int(cell), label) for _, cell, _, label in found)


def test_labels_say_which_pegs_can_jump_and_where_the_finish_is():
    position = parse("peg/hoppers13?empty=6&finish=6")
    svg = view.render(position, {})
    labels = cell_labels(svg)
    movable = position.movable_pegs()
    for hole in range(position.board.size):
        if hole in movable:
            assert labels[hole] == "peg on hole %d, can jump" % hole
        elif hole != 6:
            assert labels[hole] == "peg on hole %d" % hole
    assert labels[6] == "empty hole 6, the finish hole"
    assert svg.count("finish-ring") == 1 and "finish-ring" in svg.split('data-cell="6"')[1].split("</g>")[0]
    _, ui, _ = view.click(position, {}, movable[0])
    picked = cell_labels(view.render(position, ui))
    assert picked[movable[0]] == "peg on hole %d, picked up" % movable[0]
    for target in ui["targets"]:
        assert picked[target].startswith("empty hole %d, the picked peg can land here" % target)


def test_the_board_is_a_group_naming_the_cursor():
    position = parse("peg/english33")
    svg = view.render(position, {})
    root = svg.split(">", 1)[0]
    assert 'role="group"' in root and 'aria-label="English 33, 32 pegs left"' in root
    assert "data-cursor" not in root
    root = view.render(position, {"cursor": 4}).split(">", 1)[0]
    assert 'data-cursor="4"' in root


def test_hole_numbers_can_be_hidden_and_stay_hidden_across_moves():
    s = Session()
    s.load("peg/hoppers13?empty=6&finish=6")
    numbers = len(re.findall(r"<text[^>]*>\d+</text>", s.board()))
    assert numbers == 13
    s.act("numbers")
    assert s.message == "Hole numbers hidden." and not re.findall(r"<text[^>]*>\d+</text>", s.board())
    s.click(0)
    s.click(6)
    assert s.position.moves == 1 and not re.findall(r"<text[^>]*>\d+</text>", s.board())
    s.act("numbers")
    assert len(re.findall(r"<text[^>]*>\d+</text>", s.board())) == 13


# --- the board editor (issue 11 part 3) ----------------------------------------------------

def editing(game_id):
    s = Session()
    s.load(game_id)
    s.act("edit")
    return s


def editor_cells(svg):
    """``{cell: classes}`` of the editor's grid."""
    return dict((int(cell), classes) for classes, cell in re.findall(r'<g class="([^"]+)" data-cell="(\d+)"', svg))


def test_the_editor_draws_the_grid_with_a_free_border_to_grow_into():
    s = editing("peg/custom?rows=ooo&empty=0")
    assert "Editing" in s.message
    cells = editor_cells(s.board())
    assert len(cells) == 3 * 5  # the row of three, a free cell on every side
    assert [c for c, classes in sorted(cells.items()) if "no-hole" not in classes] == [6, 7, 8]
    assert "start" in cells[6] and "peg" in cells[7]
    assert "peg-editing" in s.board()


def test_clicks_cycle_a_cell_and_the_link_follows_the_drawing():
    s = editing("peg/custom?rows=oooo,oooo&empty=0")
    for cell in (19, 20, 21, 22):  # the free row under the board (6 cells a row)
        s.click(cell)
    assert s.game_id() == "peg/custom?rows=oooo,oooo,oooo&empty=0"
    assert s.message.startswith("Drawn: 12 holes")
    s.click(8)  # hole 1: a hole becomes a start hole too
    assert s.game_id() == "peg/custom?rows=oooo,oooo,oooo&empty=0,1"
    s.click(8)  # ... and then no hole: the holes after it are numbered anew
    assert s.game_id() == "peg/custom?rows=o.oo,oooo,oooo&empty=0"
    s.undo()
    assert s.game_id() == "peg/custom?rows=oooo,oooo,oooo&empty=0,1"
    assert s.ui.get("edit")  # the editor stays on across Undo


def test_a_drawing_that_is_not_a_board_yet_is_kept_as_a_draft_and_says_why():
    s = editing("peg/custom?rows=ooo&empty=0")
    before = s.game_id()
    s.click(1)  # a lone hole above the row: on no line of three
    assert s.game_id() == before and s.message.startswith("Not playable yet: hole 0 is on no line of three")
    cells = editor_cells(s.board())
    assert len(cells) == 3 * 5  # the draft is shown on the same grid, still under the pointer
    assert sum("no-hole" not in classes for classes in cells.values()) == 4
    assert s.rest()  # the pointer leaves the board: the grid grows a row for the new hole
    cells = editor_cells(s.board())
    assert len(cells) == 4 * 5 and sum("no-hole" not in classes for classes in cells.values()) == 4
    s.click(16)  # the free cell under the row's first hole: a column of three
    assert s.game_id() == "peg/custom?rows=o..,ooo,o..&empty=1" and s.ui.get("draft") is None
    s.act("edit")
    assert "pick a marked peg" in s.message


def test_erasing_everything_then_drawing_a_board_from_scratch():
    s = editing("peg/custom?rows=ooo&empty=1")
    clicks = 0
    while True:
        cells = editor_cells(s.board())
        holes = [cell for cell, classes in sorted(cells.items()) if "no-hole" not in classes]
        if not holes:
            break
        s.click(holes[0])
        clicks += 1
    assert clicks == 5  # two holes twice (hole, then start hole, then none), the start once
    assert s.game_id() == "peg/custom?rows=ooo&empty=1"  # the last playable board
    assert s.message.startswith("Not playable yet: no hole left")
    assert len(cells) == 3 * 5  # the grid stays still under the pointer...
    s.rest()
    assert len(editor_cells(s.board())) == 25  # ... until it leaves: a blank 5 x 5 grid
    # A row through the blank grid's centre, its middle a start hole.
    for cell in (11, 12, 12, 13):
        s.click(cell)
    assert s.game_id() == "peg/custom?rows=ooo&empty=1"  # the same board again
    s.act("edit")
    assert "last playable board" not in s.message


def test_the_grid_option_and_several_start_holes():
    s = Session()
    s.load("peg/custom?rows=oooo,oooo,oooo&empty=0,11")
    options = {o["key"]: o for o in s.options()}
    assert options["empty"]["value"] == "0,11" and options["empty"]["choices"][0] == ("0,11", "holes 0, 11")
    assert options["grid"]["value"] == "square4"
    s.choose("grid", "triangle")
    assert s.game_id() == "peg/custom?rows=oooo,oooo,oooo&grid=triangle&empty=0,11"
    s.choose("empty", "2")
    s.choose("finish", "9")
    assert s.game_id() == "peg/custom?rows=oooo,oooo,oooo&grid=triangle&empty=2&finish=9"
    s.choose("finish", "")
    assert s.game_id() == "peg/custom?rows=oooo,oooo,oooo&grid=triangle&empty=2"
    assert "grid" not in [o["key"] for o in view.options(parse("peg/english33"))]


def test_editing_a_preset_turns_it_into_the_same_shape_drawn():
    s = editing("peg/triangle15?empty=4&finish=12")
    svg = s.board()
    assert len(editor_cells(svg)) == 7 * 7
    assert svg.count("finish-ring") == 1
    # A hole below the bottom row's first hole makes a 16th hole on a line of three.
    s.click(7 * 6 + 1)
    assert s.game_id() == "peg/custom?rows=o....,oo...,ooo..,oooo.,ooooo,o....&grid=triangle&empty=4&finish=12"
    hoppers = editing("peg/hoppers13?empty=6")
    assert len(editor_cells(hoppers.board())) == 7 * 7  # its holes on the square grid


def test_the_editor_says_which_cells_are_holes_for_screen_readers():
    s = editing("peg/custom?rows=ooo&empty=0&finish=2")
    labels = cell_labels(s.board())
    assert labels[0] == "row 1, column 1: no hole"
    assert labels[6] == "row 2, column 2: hole 0, a start hole"
    assert labels[8] == "row 2, column 4: hole 2, the finish hole"


def test_editor_keyboard_moves_over_the_grid():
    s = editing("peg/custom?rows=ooo&empty=0")
    s.key("ArrowDown")
    s.key("ArrowRight")
    cursor = s.ui["cursor"]
    s.key("Enter")
    assert "cursor" in editor_cells(s.board())[cursor]
    assert s.message  # the click happened (a hole or a draft)


def test_editor_words_in_japanese():
    from puzzles import words
    words.set_language("ja")
    try:
        s = editing("peg/custom?rows=ooo&empty=0")
        assert "編集中" in s.message and "盤の編集" in [a["label"] for a in s.actions()]
        s.key("ArrowRight")
        root = s.board().split(">", 1)[0]
        assert 'role="group"' in root and 'data-cursor="0"' in root and "盤エディタ" in root
    finally:
        words.set_language("en")


def test_the_editor_runs_under_micropython(tmp_path):
    from test_micropython import run_micropython
    script = tmp_path / "peg_editor.py"
    script.write_text(
        "from puzzles.session import Session\n"
        "s = Session()\n"
        "s.load('peg/custom?rows=oooo,oooo&empty=0')\n"
        "s.act('edit')\n"
        "for cell in (19, 20, 21, 22, 8, 1):\n"
        "    s.click(cell)\n"
        "    print(s.game_id(), s.message[:20], len(s.board()))\n"
        "s.choose('grid', 'triangle')\n"
        "s.act('edit')\n"
        "print(s.game_id(), len(s.board()))\n")
    micro = run_micropython(script)
    assert micro.returncode == 0, micro.stderr
    import subprocess, sys
    from pathlib import Path
    native = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            env={"PYTHONPATH": str(Path(__file__).resolve().parent.parent / "py")})
    assert micro.stdout.splitlines() == native.stdout.splitlines() and "triangle" in native.stdout


HINT = re.compile(r'<g class="(hint-(?:badge|arrow)[^"]*)" data-hint-move="([^"]*)" data-moves-left="([^"]*)"'
                  r'( data-best="")?')


def hint_marks(svg):
    return [(classes.split()[0], move, number, bool(best)) for classes, move, number, best in HINT.findall(svg)]


def test_hint_badges_one_per_move_on_the_peg_then_on_the_landing_hole():
    """Two pegs jump to hole 9, one of them worse: no peg picked, each peg shows its own
    best jump; a peg picked, each of its jumps shows its own number where it lands, green
    only when that number is the best of every legal jump."""
    position = parse("peg/english33?empty=16&pegs=111101111011111111111111111111111&moves=1&last=16")
    hints = [[[7, 9], 15, 16], [[11, 9], 15, 16], [[23, 9], 16, 17]]
    svg = view.render(position, {"hints": hints, "dead": []})
    assert sorted(hint_marks(svg)) == [("hint-badge", "11-9", "16", True), ("hint-badge", "23-9", "17", False),
                                       ("hint-badge", "7-9", "16", True)]
    for peg in (7, 11, 23):
        group = re.search(r'data-cell="%d".*?</g></g>' % peg, svg).group(0)
        assert 'data-hint-move="%d-9"' % peg in group
    svg = view.render(position, {"hints": hints, "dead": [], "selected": 23, "targets": [9]})
    assert hint_marks(svg) == [("hint-badge", "23-9", "17", False)]
    assert 'data-hint-move="23-9"' in re.search(r'data-cell="9".*?</g></g>', svg).group(0)
    # A peg with two jumps shows its better one; a lost jump is a cross with no number.
    position = parse("peg/triangle15?empty=4&pegs=111111101110111&moves=1&last=4")
    hints = [[[2, 7], None, None], [[9, 7], 9, 10], [[13, 11], 9, 10]]
    svg = view.render(position, {"hints": hints, "dead": [[2, 7]]})
    assert ("hint-badge", "2-7", "", False) in hint_marks(svg) and svg.count("hint-lost") == 1


def test_the_first_hint_is_one_arrow_from_the_peg_to_its_landing_hole():
    position = parse("peg/english33?empty=16&pegs=111101111011111111111111111111111&moves=1&last=16")
    svg = view.render(position, {"hint_move": [[7, 9], 16, 16]})
    assert hint_marks(svg) == [("hint-arrow", "7-9", "16", True)] and "hint-badge" not in svg
    arrow = svg[svg.index('<g class="hint-arrow"'):]
    start = re.search(r'd="M([\d.]+) ([\d.]+)Q', arrow).groups()
    points, radius = view.layout(position.board)
    margin = radius + 6
    x7, x9 = points[7][0] + margin, points[9][0] + margin
    assert x7 < float(start[0]) < x9  # from peg 7 towards hole 9, an arc (Q) over the peg it takes
    assert "style=" not in svg and 'pointer-events="none"' in arrow
