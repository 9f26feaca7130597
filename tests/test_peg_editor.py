"""The peg board editor's grid stays still under the pointer (issue 21 part 8): a click at the
grid's edge or on an outer row's last hole changes the drawing, never the grid, so three
clicks on one spot cycle one cell (no hole, hole, start hole, no hole); the grid fits the
drawing again when the pointer leaves the board (``Session.rest``) or the keyboard moves on."""

import re

from puzzles.session import Session


def editing(game_id):
    s = Session()
    s.load(game_id)
    s.act("edit")
    return s


def grid(s):
    """``(viewBox, {cell: classes})`` of the editor's drawing."""
    svg = s.board()
    box = re.search(r'viewBox="([^"]+)"', svg).group(1)
    return box, dict((int(cell), classes) for classes, cell in
                     re.findall(r'<g class="([^"]+)" data-cell="(\d+)"', svg))


def test_three_clicks_on_one_border_cell_cycle_that_cell_on_a_still_grid():
    s = editing("peg/custom?rows=ooo,ooo,ooo&empty=4")
    box, cells = grid(s)
    assert len(cells) == 5 * 5 and "no-hole" in cells[2]  # the free border, above the middle
    s.click(2)
    assert grid(s)[0] == box and "peg" in grid(s)[1][2]  # a hole, where the pointer is
    s.click(2)
    assert grid(s)[0] == box and "start" in grid(s)[1][2]  # a start hole, the same cell
    s.click(2)
    assert grid(s)[0] == box and "no-hole" in grid(s)[1][2]
    assert s.game_id() == "peg/custom?rows=ooo,ooo,ooo&empty=4"  # as it was


def test_an_emptied_outer_row_stays_on_the_grid_until_the_pointer_leaves():
    s = editing("peg/custom?rows=ooo,ooo,ooo&empty=4")
    box, _ = grid(s)
    for cell in (6, 6, 7, 7, 8, 8):  # the top row's holes: each a start hole, then none
        s.click(cell)
    assert s.game_id() == "peg/custom?rows=ooo,ooo&empty=1"  # the drawing lost its top row
    box2, cells = grid(s)
    assert box2 == box and all("no-hole" in cells[c] for c in (6, 7, 8))  # the grid did not
    assert "start" in cells[12]  # the start hole is where it was drawn
    assert s.rest()  # the pointer leaves: the grid fits the drawing, 4 x 5
    assert len(grid(s)[1]) == 4 * 5 and grid(s)[0] != box
    assert not s.rest()  # nothing more to fit


def test_the_keyboard_cursor_stays_on_its_cell_when_the_grid_fits_again():
    s = editing("peg/custom?rows=ooo&empty=0")
    s.key("ArrowRight")  # the cursor appears on cell 0
    for key in ("ArrowDown", "ArrowRight"):
        s.key(key)
    cursor = s.ui["cursor"]
    assert cursor == 6
    s.key("Enter")  # cell 6 (hole 0, the start hole) becomes no hole; Enter once more: a hole
    s.key("Enter")
    assert "frame" in s.ui  # the grid kept still under the cursor
    s.click(1)  # a hole above it (the cursor goes there): the drawing reaches the top edge
    assert "frame" in s.ui and s.ui["cursor"] == 1
    s.key("ArrowLeft")  # the keyboard moves on: the grid fits first (a row more on top; the
    assert "frame" not in s.ui  # cursor's cell is now cell 6), then the cursor goes left
    _, cells = grid(s)
    assert len(cells) == 4 * 5 and "cursor" in cells[5] and "peg" in cells[6]


def test_rest_does_nothing_outside_the_editor():
    s = Session()
    s.load("peg/triangle21")
    assert not s.rest()
    s.load("slide/eight")
    assert not s.rest()
