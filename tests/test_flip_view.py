"""Flip It view (flip_svg): render, clicks, hints, cursor, counters, options, shuffle and texts."""

import pytest

from puzzles.flip import rules as flip
from puzzles.flip import view as flip_svg
from puzzles.gameid import split_game_id


def parse(game_id):
    family, variant, params = split_game_id(game_id)
    assert family == "flip"
    return flip.parse(variant, params)


def test_render_marks_pieces_space_and_movable_cells():
    position = flip.new_game("square")
    svg = flip_svg.render(position, {})
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count("data-cell=") == 16
    assert svg.count("flip-black") == 15 and svg.count("flip-white") == 0
    assert svg.count('class="flip-cell flip-space"') == 1
    assert 'class="flip-cell flip-black flip-movable" data-cell="7"' in svg
    assert 'class="flip-cell flip-black flip-movable" data-cell="13"' in svg
    assert svg.count("flip-movable") == 2


def test_a_won_board_shows_no_movable_rings():
    start = flip.new_game("square")
    won = flip.Position(start.board, flip.FULL & ~(1 << start.space), start.space, start.start)
    assert won.is_won() and won.movable()  # moves are still legal, but the game is over
    assert "flip-movable" not in flip_svg.render(won, {})


def test_clicking_a_piece_plays_it_and_marks_the_flips():
    position = flip.new_game("square")
    after, ui, message = flip_svg.click(position, {}, 13)
    assert message == "" and after == position.play(13)
    assert ui == {"cursor": 13, "flipped": [9], "landed": 5}
    svg = flip_svg.render(after, ui)
    assert 'class="flip-cell flip-white flip-flipped" data-cell="9"' in svg
    assert "flip-landed" in svg and "flip-cursor" in svg


def test_clicks_that_do_nothing_say_why():
    position = flip.new_game("square")
    same, ui, message = flip_svg.click(position, {"hints": [[7, 22]]}, 5)
    assert same == position and "space" in message and ui["cursor"] == 5
    same, ui, message = flip_svg.click(position, {}, 6)
    assert same == position and "cannot move" in message


def test_hints_are_drawn_as_numbers_with_the_best_marked():
    """A badge per move, its number the moves to the goal with it (one more than the moves
    left after it), naming its move; the first Hint's arrow from the piece to the space."""
    position = flip.new_game("square")
    svg = flip_svg.render(position, {"hints": [[7, 22], [13, 23]], "hint": [13]})
    assert svg.count('class="hint-badge') == 2
    assert '>23</text>' in svg and '>24</text>' in svg
    assert svg.count("hint-badge hint-best") == 1
    cell_7 = svg[svg.index('data-cell="7"'):svg.index('data-cell="8"')]
    assert 'class="hint-badge hint-best" data-hint-move="7 \u2192 5" data-moves-left="23" data-best=""' in cell_7
    assert 'data-hint-move="13 \u2192 5" data-moves-left="24" pointer' in svg
    assert 'flip-hint" data-cell="13"' in svg
    svg = flip_svg.render(position, {"hint_move": [7, 23, 23]})
    assert "hint-badge" not in svg and svg.count('class="hint-arrow"') == 1
    assert '<g class="hint-arrow" data-hint-move="7 \u2192 5" data-moves-left="23" data-best=""' in svg
    assert "style=" not in svg  # the page's CSP allows no inline style: the stylesheet animates it


def test_view_protocol_for_moves():
    position = flip.new_game("square-diagonal")
    assert flip_svg.moves(position) == [7, 13, 15]
    assert flip_svg.clicks(position, 15) == [15]
    assert flip_svg.steps(position, 15) == [flip_svg.play(position, 15)]
    assert flip_svg.describe_move(position, 15) == "15 \u2192 5"
    with pytest.raises(ValueError):
        flip_svg.play(position, 0)


def test_cursor_moves_on_the_grid_and_stops_at_the_edges():
    position = flip.new_game("square")
    ui = flip_svg.move_cursor(position, {}, 1, 0)
    assert ui["cursor"] == 7  # the first movable piece
    ui = flip_svg.move_cursor(position, ui, 1, 0)
    assert ui["cursor"] == 7
    ui = flip_svg.move_cursor(position, ui, 0, 1)
    assert ui["cursor"] == 11
    ui = flip_svg.move_cursor(position, ui, -1, -1)
    assert ui["cursor"] == 6


def test_counters_options_prompt_actions():
    position = parse("flip/square?space=2&colours=wbwbbwb.bbwwbwbw&moves=9")
    assert flip_svg.counters(position) == [("Moves", 9), ("White pieces", 7)]
    [option] = flip_svg.options(position)
    assert option["key"] == "space" and option["value"] == "2" and len(option["choices"]) == 16
    assert "8 black left" in flip_svg.prompt(position)
    assert [a["id"] for a in flip_svg.actions(position)] == ["shuffle", "solve", "hint", "analyse"]
    assert [a.get("search") for a in flip_svg.actions(position)] == [None, "solve", "hint", "analyse"]


def test_shuffle_takes_its_randomness_from_rand():
    position = flip.new_game("square")
    script = iter([9] + [1, 0] * 8)  # space 9, then alternate white and black
    shuffled, ui, message = flip_svg.act(position, {"cursor": 3}, "shuffle", lambda n: next(script))
    assert shuffled.colour_text() == "wbwbwbwbw.bwbwbw"
    assert shuffled.moves == 0 and ui == {}
    assert shuffled.restart() == shuffled  # the deal is a new game: Restart comes back to it
    assert shuffled.game_id() == "flip/square?deal=wbwbwbwbw.bwbwbw"
    assert shuffled.play(shuffled.movable()[0]).restart() == shuffled
    assert "7 black pieces" in message
    assert parse(shuffled.game_id()) == shuffled


def test_shuffle_never_deals_a_solved_board():
    # The first deal is all white (solved); shuffle deals again.
    script = iter([0] + [1] * 15 + [1] + [0] * 15)
    shuffled, _, _ = flip_svg.act(flip.new_game("square"), {}, "shuffle", lambda n: next(script))
    assert shuffled.space == 1 and shuffled.white == 0


def test_result_texts():
    assert flip_svg.result_text({"solvable": True, "moves": 22, "solution": [7] * 22,
                                 "minimal": True}) == "Solution found: 22 moves (shortest)."
    assert flip_svg.result_text({"solvable": True, "moves": 0, "solution": [],
                                 "minimal": True}) == "Already solved: all pieces are white."
    assert flip_svg.result_text({"analysis": True, "states": 524288, "distance": 22, "count": 4,
                                 "histogram": [], "positions": []}) == (
        "Analysed: 524288 positions; the hardest need 22 moves (4 positions).")
    assert flip_svg.result_text({"solvable": False, "reason": "x"}) == "No solution: x."
