"""Sliding puzzles: boards from the seeds, play, the game-id codec, the view."""

import random

import pytest

from puzzles import registry, slide, slide_svg as view
from puzzles.gameid import GameIdError, split_game_id
from puzzles.slide import IllegalMove, board

# Seed 003's adjacency list of the six puzzle (PUZZLES.md).
SEED_SIX = [(1, 2, 3), (0, 3, 4), (0, 3, 5), (0, 1, 2, 4, 5, 6), (1, 3, 6), (2, 3, 6), (3, 4, 5)]


def parse(game_id):
    _, variant, params = split_game_id(game_id)
    return slide.parse(variant, params)


def walk(position, steps, seed=1):
    rand = random.Random(seed)
    for _ in range(steps):
        position = position.slide(rand.choice(position.movable()))
    return position


def test_six_adjacency_is_the_seeds():
    assert board("six").neighbours == SEED_SIX


@pytest.mark.parametrize("name, size", [("pipes", 9), ("eight", 9), ("fifteen", 16)])
def test_grid_adjacency(name, size):
    geometry = board(name)
    side = int(size ** 0.5)
    for cell in range(size):
        expected = sorted(o for o in range(size)
                          if abs(o // side - cell // side) + abs(o % side - cell % side) == 1)
        assert list(geometry.neighbours[cell]) == expected


def test_pipes_start_and_goal_are_seed_001s_figure():
    # START ┘│└ / ─ ─ / ┐│┌ and GOAL ┌─┐ / │ │ / └─┘, read through the letters J7FLI-.
    sides = slide.PIPE_SIDES
    start = [sides.get(t, "") for t in board("pipes").default]
    goal = [sides.get(t, "") for t in board("pipes").goal]
    assert start == ["NW", "NS", "NE", "EW", "", "EW", "SW", "NS", "ES"]
    assert goal == ["ES", "EW", "SW", "NS", "", "NS", "NE", "EW", "NW"]


def test_goal_pipes_form_one_closed_loop():
    # Every pipe end of the goal meets a pipe end of its neighbour.
    geometry = board("pipes")
    step = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}
    opposite = {"N": "S", "S": "N", "E": "W", "W": "E"}
    for cell, tile in enumerate(geometry.goal):
        for side in slide.PIPE_SIDES.get(tile, ""):
            x, y = cell % 3 + step[side][0], cell // 3 + step[side][1]
            assert 0 <= x < 3 and 0 <= y < 3
            assert opposite[side] in slide.PIPE_SIDES.get(geometry.goal[y * 3 + x], "")


def test_slides_and_refusals():
    position = slide.new_game("six")  # 4651320: space on cell 6
    assert position.movable() == [3, 4, 5]
    after = position.slide(3)
    assert after.tiles == (4, 6, 5, 0, 3, 2, 1) and after.moves == 1
    assert after.restart() == position
    for cell, reason in ((6, "space"), (0, "not next to the space"), (9, "no cell")):
        with pytest.raises(IllegalMove, match=reason):
            position.slide(cell)


def test_goal_is_recognised():
    geometry = board("eight")
    solved = slide.Position(geometry, geometry.goal, 3, geometry.default)
    assert solved.is_won() and solved.status_text() == "Solved in 3 moves."
    assert not slide.new_game("eight").is_won() and slide.new_game("eight").status_text() == ""
    pipes = slide.Position(board("pipes"), board("pipes").goal, 30, board("pipes").default)
    assert "loop" in pipes.status_text()


@pytest.mark.parametrize("name", slide.BOARD_ORDER)
def test_codec_round_trips_games_in_progress(name):
    position = walk(slide.new_game(name), 25)
    game_id = position.game_id()
    assert parse(game_id) == position and parse(game_id).game_id() == game_id
    assert parse(game_id).restart() == slide.new_game(name)
    assert slide.new_game(name).game_id() == "slide/" + name


def test_canonical_ids():
    assert parse("slide/six?tiles=4651320").game_id() == "slide/six"
    assert parse("slide/fifteen?tiles=123456789ABCDEF0").game_id() == "slide/fifteen?tiles=123456789abcdef0"
    assert parse("slide/six?tiles=1234560&moves=2").game_id() == "slide/six?tiles=1234560&moves=2"


@pytest.mark.parametrize("game_id, message", [
    ("slide/seven", "unknown sliding puzzle"),
    ("slide/six?size=3", "unknown key"),
    ("slide/six?tiles=465132", "7 characters"),
    ("slide/six?tiles=4651321", "exactly the tiles"),
    ("slide/eight?tiles=213456780", "wrong parity"),
    ("slide/fifteen?tiles=213456789abcdef0", "wrong parity"),
    ("slide/fifteen?tiles=1,2,3", "16 characters"),
    ("slide/pipes?tiles=JJL-0-7IF", "exactly the tiles"),
    ("slide/six?moves=-1", "not a whole number"),
    ("slide/six?start=1234560", "start= needs moves="),
    ("slide/eight?moves=2&start=213456780", "start=.*wrong parity"),
])
def test_bad_ids_are_refused(game_id, message):
    with pytest.raises(GameIdError, match=message):
        parse(game_id)


@pytest.mark.parametrize("name", ["eight", "fifteen"])
def test_parity_rule_agrees_with_play(name):
    # Positions reached by play are solvable; one swap of two tiles makes them unsolvable.
    geometry = board(name)
    for seed in range(20):
        tiles = list(walk(slide.new_game(name), 40 + seed, seed).tiles)
        assert geometry.solvable(tuple(tiles))
        a, b = [cell for cell, tile in enumerate(tiles) if tile][:2]
        tiles[a], tiles[b] = tiles[b], tiles[a]
        assert not geometry.solvable(tuple(tiles))


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


def test_shuffle_is_uniform_on_the_six_puzzle():
    # 4000 deals over 5040 arrangements (goal excluded): no arrangement far too often.
    rand = random.Random(3)
    counts = {}
    for _ in range(4000):
        tiles = slide.shuffled(slide.new_game("six"), rand.randrange).tiles
        counts[tiles] = counts.get(tiles, 0) + 1
    assert max(counts.values()) <= 6 and len(counts) > 2700


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
    assert [a["id"] for a in view.actions(slide.new_game("fifteen"))] == ["shuffle", "solve"]
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
