"""Sliding puzzle view (slide_svg): shuffle action, render, clicks, arrows, cursor, actions and texts."""

import random

import pytest

from puzzles import registry, slide, slide_svg as view
from puzzles.slide import board


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
    assert same == position and "not next to the space" in message
    with pytest.raises(ValueError):
        view.play(position, 0)


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
    assert ids == ["shuffle", "solve", "hint", "analyse"]
    # The 15-puzzle's hints are IDA* searches; a sweep of all its positions cannot fit.
    assert [a["id"] for a in view.actions(slide.new_game("fifteen"))] == ["shuffle", "solve", "hint"]
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
