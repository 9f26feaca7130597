"""Each view's motion hook (issue 21): the positions before and after a move come from the
rules, and the motion must say what the move did (the piece, where from, where to, what it
jumped, flipped or took), and render must mark it, with ghosts that are never clickable."""

import re

import pytest

from puzzles import motion as motion_module
from puzzles import registry, search
from puzzles.motion import KINDS

CELL = re.compile(r'<g[^>]*data-cell="(\d+)"')


def moved(items, kind):
    return [entry for entry in items if entry["kind"] == kind]


def check_drawing(family, position, items):
    """``render`` with the motion: every marked element names a known kind, the cells are the
    same as without it, ghosts are invisible, unclickable and carry no cell."""
    view = registry.view(family)
    plain = view.render(position, {})
    marked = view.render(position, {"motion": items})
    assert sorted(CELL.findall(plain)) == sorted(CELL.findall(marked))
    kinds = re.findall(r'data-motion="([\w-]+)"', marked)
    assert kinds and set(kinds) <= set(KINDS) | {"flip-out"}
    for ghost in re.findall(r"<[^>]*motion-ghost[^>]*>", marked):
        assert "data-cell" not in ghost and "data-motion" in ghost
    assert "style=" not in marked  # the page's CSP allows no inline styles
    return marked


def test_every_family_has_the_hook_and_every_item_is_plain_data():
    for game_id in registry.presets():
        family, position = registry.parse(game_id)
        view = registry.view(family)
        moves = view.moves(position)
        if not moves:
            continue
        after = view.play(position, moves[0])
        items = view.motion(position, after, {})
        assert items, game_id
        for entry in items:
            assert entry["kind"] in KINDS and isinstance(entry["cell"], int), (game_id, entry)
            assert isinstance(entry["dx"], float) and isinstance(entry["dy"], float)
        check_drawing(family, after, items)
        assert view.motion(position, position, {}) == [], game_id  # nothing moved


def test_peg_a_jump_arcs_to_its_landing_hole_and_the_jumped_peg_fades():
    from puzzles.peg.view import layout
    position = registry.parse("peg/english33")[1]
    view = registry.view("peg")
    points = layout(position.board)[0]
    for frm, over, to in position.legal_jumps():
        after = position.jump(frm, to)
        items = view.motion(position, after)
        (jump,), (fade,) = moved(items, "jump"), moved(items, "fade")
        assert jump["cell"] == to and fade["cell"] == over
        assert (jump["dx"], jump["dy"]) == pytest.approx((points[to][0] - points[frm][0], points[to][1] - points[frm][1]), abs=0.05)
        drawn = check_drawing("peg", after, items)
        assert 'class="ball motion-ghost"' in drawn
        # Undo: the peg jumps back to where it came from, the jumped peg comes back.
        back = view.motion(after, position)
        (jump_back,), (appear,) = moved(back, "jump"), moved(back, "appear")
        assert jump_back["cell"] == frm and appear["cell"] == over
        assert (jump_back["dx"], jump_back["dy"]) == (-jump["dx"], -jump["dy"])


def test_peg_a_chain_of_jumps_passes_every_landing_hole_and_fades_each_jumped_peg_in_turn():
    from puzzles.peg.solver import search_job
    from puzzles.peg.view import layout
    game_id = "peg/triangle15?empty=0"
    position = registry.parse(game_id)[1]
    view = registry.view("peg")
    points = layout(position.board)[0]
    chains = 0
    for move in search.run(search_job(position, "solve"))["solution"]:
        after = view.play(position, move)
        items = view.motion(position, after)
        jump = moved(items, "jump")[0]
        start = points[move[0]]
        assert jump["cell"] == move[-1]
        via = [number for point in jump.get("via", []) for number in point]
        assert via == pytest.approx([number for h in move[1:-1]
                                     for number in (points[h][0] - start[0], points[h][1] - start[1])], abs=0.05)
        fades = moved(items, "fade")
        assert len(fades) == len(move) - 1
        assert [entry["at"] for entry in fades] == sorted(entry["at"] for entry in fades)
        gone = {h for h in range(position.board.size) if position.has_peg(h) and not after.has_peg(h)}
        assert {entry["cell"] for entry in fades} == gone - {move[0]}
        chains += len(move) > 2
        back = view.motion(after, position)
        assert moved(back, "jump")[0]["cell"] == move[0] and len(moved(back, "appear")) == len(fades)
        position = after
    assert chains >= 1  # the solution has a chain move


def test_peg_restart_fades_the_pegs_gone_and_brings_the_others_back():
    view = registry.view("peg")
    position = registry.parse("peg/triangle15?empty=0")[1]
    for _ in range(3):
        position = view.play(position, view.moves(position)[0])
    items = view.motion(position, position.restart())
    assert {entry["cell"] for entry in moved(items, "appear")} == {
        h for h in range(15) if position.restart().has_peg(h) and not position.has_peg(h)}


def test_slide_the_tile_slides_from_its_cell_into_the_space():
    from puzzles.slide.view import layout
    view = registry.view("slide")
    for game_id in ("slide/eight", "slide/six", "slide/fifteen"):
        position = registry.parse(game_id)[1]
        points = layout(position.board)[0]
        for cell in view.moves(position):
            after = view.play(position, cell)
            (slide,) = view.motion(position, after)
            space = position.space()
            assert slide["kind"] == "slide" and slide["cell"] == space
            assert (slide["dx"], slide["dy"]) == pytest.approx(
                (points[space][0] - points[cell][0], points[space][1] - points[cell][1]), abs=0.05)
            assert '<g data-motion="slide"' in check_drawing("slide", after, [slide])
            (back,) = view.motion(after, position)
            assert back["cell"] == cell and (back["dx"], back["dy"]) == (-slide["dx"], -slide["dy"])


def test_slide_a_new_arrangement_slides_every_tile_that_moved():
    view = registry.view("slide")
    position = registry.parse("slide/eight")[1]
    goal = position.board.goal
    from puzzles.slide.rules import Position
    solved = Position(position.board, goal)
    items = view.motion(position, solved)
    assert sorted(entry["cell"] for entry in items) == sorted(
        cell for cell in range(9) if goal[cell] and goal[cell] != position.tiles[cell])


def test_flip_the_piece_jumps_into_the_space_and_the_pieces_it_passes_turn_as_it_passes():
    from puzzles.flip.rules import cells_of
    from puzzles.flip.view import _centre
    view = registry.view("flip")
    position = registry.parse("flip/square-diagonal?colours=wbwbbwb.bbwwbwbw&moves=3")[1]
    for frm in view.moves(position):
        after = view.play(position, frm)
        items = view.motion(position, after)
        (jump,) = moved(items, "jump")
        assert jump["cell"] == position.space
        (x0, y0), (x1, y1) = _centre(frm), _centre(position.space)
        assert (jump["dx"], jump["dy"]) == (x1 - x0, y1 - y0)
        flips = moved(items, "flip")
        assert {entry["cell"] for entry in flips} == set(cells_of(position.flips(frm)))
        for entry in flips:  # nearer the start, sooner
            x, y = _centre(entry["cell"])
            assert 0 < entry["at"] < 1
            assert entry["at"] == pytest.approx(max(abs(x - x0), abs(y - y0)) / max(abs(x1 - x0), abs(y1 - y0)), abs=0.001)
        drawn = check_drawing("flip", after, items)
        assert drawn.count('data-motion="flip-out"') == len(flips)  # the side shown before, on top
        back = view.motion(after, position)
        assert moved(back, "jump")[0]["cell"] == frm and len(moved(back, "flip")) == len(flips)


def test_knight_hops_and_its_path_grows_and_undo_takes_them_back():
    from puzzles.knight.view import _centre, render_lines
    view = registry.view("knight")
    position = registry.parse("knight/5x5")[1]
    placed = view.play(position, 12)
    assert view.motion(position, placed) == [motion_module.item(12, "appear")]
    assert view.motion(placed, position) == [motion_module.item(12, "fade")]
    for cell in view.moves(placed):
        after = view.play(placed, cell)
        items = view.motion(placed, after)
        (hop,), (extend,) = moved(items, "hop"), moved(items, "extend")
        (x0, y0), (x1, y1) = _centre(placed.board, 12), _centre(placed.board, cell)
        assert hop["cell"] == cell and (hop["dx"], hop["dy"]) == (x1 - x0, y1 - y0)
        assert extend["length"] == pytest.approx(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5, abs=0.05)
        lines = render_lines(after, {"motion": items})
        assert len(lines) == len(render_lines(after, {}))  # a fixed number of lines
        (path,) = [line for line in lines if "<polyline" in line]
        assert 'data-motion="extend"' in path and 'data-motion="hop"' in lines[-4]  # the knight
        back = view.motion(after, placed)
        assert moved(back, "hop")[0]["cell"] == 12 and moved(back, "retract")[0]["cell"] == cell
        ghost = render_lines(placed, {"motion": back})[-2]
        assert "motion-ghost" in ghost and 'data-motion="fade"' in ghost


def test_river_the_boat_crosses_with_its_load_and_they_land_on_the_far_bank():
    from puzzles.river.view import _layout
    view = registry.view("river")
    for game_id in ("river/wolf-goat-cabbage", "river/missionaries", "river/jealous-husbands"):
        position = registry.parse(game_id)[1]
        for load, width in [(load, width) for load in view.moves(position) for width in (0, 296)]:
            after = view.play(position, load)
            board = {"board_width": width} if width else {}  # a desktop, or drawn for a phone
            for ui in (dict(board, boat=load), board):  # boarded by clicks, or played by Step
                items = view.motion(position, after, ui)
                boat, people = items[0], items[1:]
                assert boat["cell"] == len(position.problem.people)
                assert boat["dx"] == _layout(after, board)[2][0] - _layout(position, board)[2][0]
                assert sorted(entry["cell"] for entry in people) == sorted(
                    position.problem.people.index(person) for person in load)
                start = _layout(position, ui)[0]
                end = _layout(after, board)[0]
                for entry in people:
                    cell = entry["cell"]
                    assert (entry["dx"], entry["dy"]) == pytest.approx(
                        (end[cell][0] - start[cell][0], end[cell][1] - start[cell][1]), abs=0.05)
                    # As many legs as the boat's: they cross together (and step in first).
                    assert len(entry["via"]) == len(boat["via"]) == (1 if "boat" in ui else 2)
                check_drawing("river", after, items)
            back = view.motion(after, position, board)
            assert back[0]["dx"] == -boat["dx"]
        assert view.motion(position, position, {"boat": view.moves(position)[0]}) == []


def test_nim_the_stones_taken_fade_and_undo_brings_them_back():
    view = registry.view("nim")
    position = registry.parse("nim?heaps=5,2,3")[1]
    for move in view.moves(position):
        heap, stones = move
        after = view.play(position, move)
        items = view.motion(position, after)
        expected = [100 * heap + k for k in range(position.heaps[heap] - stones, position.heaps[heap])]
        assert sorted(entry["cell"] for entry in items) == expected
        assert {entry["kind"] for entry in items} == {"fade"}
        drawn = check_drawing("nim", after, items)
        assert drawn.count("nim-ghost") == stones
        back = view.motion(after, position)
        assert {entry["kind"] for entry in back} == {"appear"} and len(back) == stones
        assert drawn.count("data-motion") == stones
        assert check_drawing("nim", position, back).count('data-motion="appear"') == stones


def test_attributes_write_what_the_page_reads():
    entry = motion_module.item(7, "jump", 80, -40.04, [(40, 0.06)], at=0.25, length=12.34)
    assert entry == {"cell": 7, "kind": "jump", "dx": 80.0, "dy": -40.0, "via": [[40.0, 0.1]],
                     "at": 0.25, "length": 12.3}
    assert motion_module.attributes(entry) == (' data-motion="jump" data-dx="80" data-dy="-40" '
                                               'data-via="40,0.1" data-at="0.250" data-length="12.3"')
    assert motion_module.attributes(entry, "fade").startswith(' data-motion="fade"')
    assert motion_module.attributes(None) == ""
