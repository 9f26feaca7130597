"""Sliding puzzle view (slide_svg): shuffle action, render, clicks, arrows, cursor, actions and texts."""

import random

import pytest

from puzzles import registry
from puzzles.slide import rules as slide
from puzzles.slide import view
from puzzles.slide.rules import board


def walk(position, steps, seed=1):
    rand = random.Random(seed)
    for _ in range(steps):
        position = position.slide(rand.choice(position.movable()))
    return position


@pytest.mark.parametrize("name", slide.BOARD_ORDER)
def test_shuffle_deals_solvable_fresh_games(name):
    rand = random.Random(7)
    position = walk(slide.new_game(name), 5)
    seen = set()
    for _ in range(30):
        dealt, ui, message = view.act(position, {"hint": 3}, "shuffle", rand.randrange)
        assert dealt.moves == 0 and dealt.start == dealt.tiles and not dealt.is_won()
        assert board(name).solvable(dealt.tiles) and "hint" not in ui and message
        seen.add(dealt.tiles)
    assert len(seen) > 25


@pytest.mark.parametrize("name", slide.BOARD_ORDER)
def test_render_marks_movable_tiles_and_every_cell(name):
    position = slide.new_game(name)
    first = position.movable()[0]
    svg = view.render(position, {"cursor": 0, "hints": [[first, 7]], "hint": [first]})
    assert svg.count("slide-hint") == 1 and svg.count("slide-cursor") == 1
    assert svg.count("hint-badge hint-best") == 1 and svg.count("hint-badge") == 1
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count('data-cell="') == board(name).size
    assert svg.count("slide-movable") == len(position.movable())
    if name == "pipes":
        assert svg.count('class="slide-pipe"') == 8
    solved = slide.Position(board(name), board(name).goal)
    assert "slide-solved" in view.render(solved, {})


def test_click_plays_one_move_and_explains_refusals():
    position = slide.new_game("eight")  # space on cell 7
    assert view.moves(position) == [4, 6, 8]
    assert view.clicks(position, 4) == [4]
    after, ui, message = view.click(position, {"hint": 4}, 4)
    assert after == view.play(position, 4) and message == "" and "hint" not in ui
    same, ui, message = view.click(position, {}, 0)
    # Named by the tile the player sees, not by a cell number (issue 21).
    assert same == position and message == ("Tile 8 is not in line with the space: click a tile "
                                            "in the space's row or column.")
    same, ui, message = view.click(position, {}, 7)
    assert same == position and message == "That is the space: click a tile in line with it."
    with pytest.raises(ValueError):
        view.play(position, 0)


def test_a_click_on_a_tile_in_line_with_the_space_slides_the_whole_line():
    position = slide.new_game("eight")  # 867/254/301: the space on cell 7, bottom middle
    after, _, message = view.click(position, {}, 1)  # two cells up: tiles 5, then 6, slide down
    assert message == "" and after == position.slide(4).slide(1) and after.moves == 2
    assert view.line_to(position, 1) == [4, 1] and view.line_to(position, 0) == []
    assert sorted(view.lines_from_space(position)) == [1, 4, 6, 8]
    svg = view.render(position, {})
    assert svg.count("slide-inline") == 1 and 'data-cell="1"' in svg.split("slide-inline")[1][:40]
    fifteen = slide.Position(board("fifteen"), board("fifteen").goal)  # the space bottom right
    after = view.click(fifteen, {}, 12)[0]  # the row's first tile: three moves
    assert after.moves == 3 and after.tiles[12] == 0 and after.tiles[13:16] == (13, 14, 15)
    six = slide.new_game("six")  # space on cell 6; cells 3 and 0 in line with it
    assert view.line_to(six, 0) == [3, 0] and view.click(six, {}, 0)[0].moves == 2
    assert "straight line" in view.click(six, {}, 1)[2]
    pipes = slide.new_game("pipes")
    assert "That piece is not in line" in view.click(pipes, {}, [c for c in range(9) if not view.line_to(pipes, c)
                                                                   and c != pipes.space()][0])[2]


def test_arrows_slide_the_tile_that_moves_that_way():
    position = slide.new_game("eight")  # space on cell 7 (bottom middle)
    assert view.arrow(position, {}, 1, 0)[0] == position.slide(6)   # right: the tile on its left
    assert view.arrow(position, {}, -1, 0)[0] == position.slide(8)
    assert view.arrow(position, {}, 0, 1)[0] == position.slide(4)   # down: the tile above
    same, _, message = view.arrow(position, {}, 0, -1)
    assert same == position and message
    six = slide.new_game("six")  # space on cell 6, bottom right of the hexagon
    assert view.arrow(six, {}, 1, 0)[0] == six.slide(5)


def test_cursor_moves_between_cells():
    position = slide.new_game("fifteen")
    ui = view.move_cursor(position, {"cursor": 5}, 1, 0)
    assert ui["cursor"] == 6
    assert view.move_cursor(position, ui, 0, 1)["cursor"] == 10


def test_actions_and_texts():
    ids = [a["id"] for a in view.actions(slide.new_game("eight"))]
    assert ids == ["shuffle", "solve", "hint", "analyse", "edit", "paste"]
    # The 15-puzzle's hints are IDA* searches; a sweep of all its positions cannot fit, and
    # its Analyse says so at once (a page action, no search).
    fifteen = slide.new_game("fifteen")
    actions = {a["id"]: a for a in view.actions(fifteen)}
    assert list(actions) == ["shuffle", "solve", "hint", "analyse", "edit", "paste"]
    assert "search" not in actions["analyse"] and actions["paste"]["input"].startswith("e.g. 1 2 3 4 / 5 6 7 8")
    same, _, text = view.act(fifteen, {}, "analyse", lambda n: 0)
    assert same == fifteen and "10,461,394,944,000" in text and "10^13" in text
    assert view.result_text({"solvable": True, "moves": 15, "solution": [], "minimal": True}) == \
        "Solution found: 15 moves (shortest)."
    assert view.result_text({"analysis": True, "states": 5040, "distance": 15, "count": 24}) == \
        "Analysed: 5040 positions; the hardest need 15 moves (24 positions)."
    assert view.prompt(slide.new_game("pipes")).startswith("Slide")
    assert view.counters(walk(slide.new_game("six"), 3)) == [("Moves", 3)]


def test_moves_are_named_by_tile_and_arrow_as_the_board_shows_them():
    eight = registry.parse("slide/eight?tiles=123456708")[1]  # the space on cell 7
    assert view.describe_move(eight, 8) == "8 \u2190" and view.describe_move(eight, 4) == "5 \u2193"
    six = slide.new_game("six")  # 4651320: the space on cell 6, bottom right
    names = sorted(view.describe_move(six, cell) for cell in six.movable())
    assert names == ["1 \u2198", "2 \u2192", "3 \u2199"]  # cells 3, 5, 4: tiles 1, 2, 3
    pipes = slide.new_game("pipes")  # JIL-0-7IF: the space in the centre
    assert view.describe_move(pipes, 1) == "\u2502 \u2193"


def test_set_tiles_swaps_on_a_draft_and_refuses_a_wrong_parity_in_words():
    position = slide.new_game("fifteen")
    same, ui, text = view.act(position, {}, "edit", lambda n: 0)
    assert same == position and ui["edit"] and "swap" in text
    assert "slide-editing" in view.render(position, ui) and "slide-movable" not in view.render(position, ui)
    # Swap tiles on cells 0 and 1: one swap, the space where it was: a wrong parity.
    _, ui, text = view.click(position, ui, 0)
    assert ui["pick"] == 0 and "slide-picked" in view.render(position, ui)
    _, ui, text = view.click(position, ui, 1)
    draft = list(position.tiles)
    draft[0], draft[1] = draft[1], draft[0]
    assert ui["draft"] == draft and "cannot be solved" in text
    assert position.board.solvable(tuple(draft)) is False  # the rules agree
    same, ui, text = view.act(position, ui, "edit", lambda n: 0)
    assert same == position and ui["edit"]
    swaps, distance = swaps_and_distance(position.board, draft)
    assert swaps % 2 != distance % 2
    assert "wrong parity" in text and "is %d swaps from the goal's (%s)" % (
        swaps, "odd" if swaps % 2 else "even") in text
    assert "the space %d steps from its goal cell (%s)" % (distance, "odd" if distance % 2 else "even") in text
    # A second swap of two tiles fixes the parity: the game starts from the tiles set.
    for cell in (2, 3):
        _, ui, text = view.click(position, ui, cell)
    assert "can be solved" in text
    new, ui, text = view.act(position, ui, "edit", lambda n: 0)
    assert not ui.get("edit") and new.tiles == tuple(ui_draft_after(draft)) and new.moves == 0
    assert new.game_id() == "slide/fifteen?tiles=" + new.board.encode(new.tiles)


def swaps_and_distance(board, tiles):
    """Swaps that sort the tiles into the goal's order (cells minus cycles), counted by
    following cycles; and the space's taxicab distance from its goal cell."""
    goal_cell = {tile: cell for cell, tile in enumerate(board.goal)}
    seen, cycles = set(), 0
    for start in range(len(tiles)):
        if start not in seen:
            cycles += 1
            cell = start
            while cell not in seen:
                seen.add(cell)
                cell = goal_cell[tiles[cell]]
    (x0, y0), (x1, y1) = board.coords[list(tiles).index(0)], board.coords[board.goal.index(0)]
    return len(tiles) - cycles, abs(x0 - x1) + abs(y0 - y1)


def ui_draft_after(draft):
    draft = list(draft)
    draft[2], draft[3] = draft[3], draft[2]
    return draft


def test_parity_is_the_rules_own_on_every_small_arrangement():
    # Brute force on the 8-puzzle: solvable exactly when reachable from the goal (181440 of 9!).
    board = slide.board("eight")
    seen = {board.goal}
    frontier = [board.goal]
    while frontier:
        following = []
        for tiles in frontier:
            for cell in slide.Position(board, tiles).movable():
                after = slide.Position(board, tiles).slide(cell).tiles
                if after not in seen:
                    seen.add(after)
                    following.append(after)
        frontier = following
    assert len(seen) == 181440
    from itertools import permutations
    for tiles in list(permutations(range(9)))[::97]:
        assert board.solvable(tiles) == (tiles in seen)
        assert (board.parity_reason(tiles) == "") == (tiles in seen)


@pytest.mark.parametrize("text, words", [
    ("1 2 3", "3 numbers typed; the board has 16 cells"),
    ("x " * 16, "is not a tile"),
    ("1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0", "tile 1 is there 2 times"),
    ("1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0", "is not a tile"),
    ("2 1 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0", "wrong parity"),
    ("", "type the tiles"),
    ("123456789abcdfe0", "wrong parity"),
    ("<b>" * 10, "is not a tile"),
])
def test_paste_refuses_bad_input_saying_why(text, words):
    position = slide.new_game("fifteen")
    same, _, message = view.act_input(position, {}, "paste", text)
    assert same == position and words in message and message.startswith("That position was not used")


@pytest.mark.parametrize("text", ["4 15 10 12 / 9 3 6 13 / 7 5 14 8 / 2 11 1 0",
                                  "4,15,10,12,9,3,6,13,7,5,14,8,2,11,1,_",
                                  "4fac936d75e82b10", "slide/fifteen?tiles=4FAC936D75E82B10",
                                  "http://x/index.html#slide/fifteen?tiles=4fac936d75e82b10&moves=3"])
def test_paste_reads_numbers_hex_and_links(text):
    position = slide.new_game("fifteen")
    new, ui, message = view.act_input(position, {"hints": [[1, 2]]}, "paste", text)
    assert new.game_id() == "slide/fifteen?tiles=4fac936d75e82b10" and "hints" not in ui


def test_cells_are_buttons_named_with_their_place_and_movability():
    position = registry.parse("slide/eight?tiles=123456708")[1]  # the space on cell 7
    svg = view.render(position, {"cursor": 4})
    assert 'role="group"' in svg and 'data-cursor="4"' in svg and 'id="cell-8"' in svg
    assert 'aria-label="tile 8, row 3, column 3, can slide left"' in svg
    assert 'aria-label="tile 5, row 2, column 2, can slide down"' in svg
    assert 'aria-label="cell 7, the space"' in svg and 'aria-label="tile 1, row 1, column 1"' in svg


def test_the_first_hint_is_an_arrow_from_the_tile_to_the_space():
    position = slide.new_game("eight")
    cell = position.movable()[0]
    svg = view.render(position, {"hint_move": [cell, 31, 31]})
    assert svg.count('class="hint-arrow"') == 1 and "hint-badge" not in svg
    assert ('data-hint-move="%s" data-moves-left="31" data-best=""' % view.describe_move(position, cell)) in svg
    svg = view.render(position, {"hints": [[c, 30] for c in position.movable()]})
    assert svg.count("hint-best") == len(position.movable()) and 'data-moves-left="31"' in svg
