"""Knight's tour view (knight_svg): clicks, the editor, options, render, prompts and texts."""

import re

import pytest

from puzzles import registry
from puzzles.knight import view
from positions import KNIGHT_PROBLEM_A as PROBLEM_A


def parse(game_id):
    family, position = registry.parse(game_id)
    assert family == "knight"
    return position


def test_clicks_play_and_say_why_not():
    position = parse("knight/5x5")
    position, ui, text = view.click(position, {}, 0)
    assert position.path == (0,) and text == ""
    position, ui, text = view.click(position, ui, 7)
    assert position.path == (0, 7)
    for cell, words in ((1, "not a knight's move"), (0, "already visited"), (7, "knight is on")):
        same, ui, text = view.click(position, ui, cell)
        assert same == position and words in text
    assert view.clicks(position, 10) == [10]
    assert view.describe_move(position, 10) == "a3"  # 5x5: cell 10 is row 2, column 0
    assert view.counters(position) == [("Visited", 2), ("Cells", 25)]


def test_the_editor_cuts_and_restores_cells_and_clears_the_path():
    position = parse("knight/5x5?closed=1&start=0&path=7")
    same, ui, text = view.act(position, {}, "edit", lambda n: 0)
    assert same == position and ui["edit"]
    position, ui, text = view.click(same, ui, 12)
    assert position.game_id() == "knight/5x5?cut=12&closed=1"
    position, ui, text = view.click(position, ui, 13)
    position, ui, text = view.click(position, ui, 12)
    assert position.game_id() == "knight/5x5?cut=13&closed=1" and "back" in text
    assert "knight-editing" in view.render(position, ui)
    _, ui, _ = view.act(position, ui, "edit", lambda n: 0)
    assert not ui["edit"]
    same, ui, text = view.click(position, ui, 13)
    assert same == position and "cut" in text
    with pytest.raises(ValueError):
        view.act(position, ui, "nope", lambda n: 0)


def test_options_choose_size_and_tour_kind():
    position = parse("knight/5x5?cut=3&start=0&path=7")
    keys = {option["key"]: option for option in view.options(position)}
    assert keys["rows"]["value"] == "5" and ("50", "50") in keys["rows"]["choices"]
    assert view.choose(position, "cols", "8") == "knight/5x8"
    assert view.choose(position, "closed", "1") == "knight/5x5?cut=3&closed=1&start=0&path=7"
    assert view.choose(parse("knight/5x5?closed=1"), "rows", "6") == "knight/6x5?closed=1"


def test_render_marks_path_targets_and_cut_cells():
    position = parse("knight/5x5?cut=24&start=0&path=7")  # 0 -> 11
    svg = view.render(position, {"cursor": 3, "hint": [2]})
    assert svg.count('data-cell="') == 25
    assert svg.count("knight-target") == len(position.legal_moves())
    assert 'points="46,24 86,104"' in svg
    for mark in ("knight-cut", "knight-cursor", "knight-hint", "knight-current", "\u265e"):
        assert mark in svg
    numbers = re.findall(r'class="knight-number"[^>]*>(\d+)<', svg)
    assert numbers == ["1"]  # the knight stands on cell 2 of the path
    # Files and ranks are drawn beside the board, as the moves are named.
    assert re.findall(r'class="knight-coord"[^>]*>(\w+)<', svg) == list("abcde") + list("54321")
    assert view.describe_move(position, 11) == "b3" and view.cell_name(position.board, 0) == "a5"
    assert [view.file_name(col) for col in (0, 25, 26, 49)] == ["a", "z", "aa", "ax"]


def test_prompts_and_result_texts():
    assert "place the knight" in view.prompt(parse("knight/5x5"))
    assert "ending a move from b4" in view.prompt(parse(PROBLEM_A))
    assert view.result_text({"solvable": True, "solution": [3, 4], "closed": True}) == (
        "Tour found: a closed tour, 2 more cells to visit.")
    assert view.result_text({"solvable": False, "reason": "why"}) == "No tour: why."
    assert view.result_text({"solvable": True, "count": 4, "closed": True}).startswith("4 closed tours")
    assert view.result_text({"count": None, "reason": "why"}) == "Not counted: why."


def test_hint_badges_from_the_hint_search():
    position = parse("knight/5x5?start=0&path=57")  # the knight on 18: moves to 9, 11, 21
    moves = sorted(position.legal_moves())
    hints = [[moves[0], 21], [moves[1], None]] + [[cell, None] for cell in moves[2:]]
    ui = {"hints": hints, "dead": moves[2:]}
    svg = view.render(position, ui)
    assert svg.count('class="hint-badge') == len(moves)
    assert svg.count("hint-best") == 1 and svg.count("hint-unknown") == 1
    assert svg.count("hint-lost") == len(moves) - 2
    # Each badge is drawn inside its cell's group, so a click on it plays the move.
    group = re.search(r'<g class="[^"]*" data-cell="%d".*?</g></g>' % moves[0], svg).group(0)
    assert ">22</text>" in group and 'data-hint-move="%s" data-moves-left="22" data-best=""' % (
        view.cell_name(position.board, moves[0])) in group
    assert {"id": "hint", "label": "Hint", "search": "hint"} in view.actions(position)
    _, ui, _ = view.click(position, ui, moves[0])
    assert "hints" not in ui and "dead" not in ui
    assert "hint-badge" not in view.render(position, {})


def test_count_texts_name_the_different_tours_and_the_tour_listed():
    assert view.result_text({"solvable": True, "count": 710064, "closed": True, "starts": 36,
                             "cycles": 9862, "solution": [1]}) == (
        "710064 closed tours from every start cell (each way round counts; 9862 different "
        "tours). One is listed.")
    assert view.result_text({"solvable": True, "count": 1728, "closed": False, "starts": 25,
                             "paths": 864}) == (
        "1728 open tours from every start cell (864 different tours, each from either end).")
    assert view.result_text({"solvable": True, "count": 1, "closed": False, "solution": [3]}) == (
        "1 open tour from here. It is listed.")
    assert view.result_text({"count": None, "reason": "why", "solution": [1]}) == (
        "Not counted: why. A tour is listed.")


def test_drawing_by_changes_matches_a_fresh_drawing():
    """The view redraws from the drawing before (moves on, Undo, another path altogether):
    after any sequence, the lines are those of a drawing from nothing."""
    import random
    rng = random.Random(7)
    geometry_id = "knight/12x12?cut=5,77"
    position = parse(geometry_id)
    history = []
    drawn_before = None
    for step in range(400):
        roll = rng.random()
        if roll < 0.6 and position.legal_moves() and not position.is_over():
            history.append(position)
            position = position.play(rng.choice(position.legal_moves()))
        elif roll < 0.8 and history:
            position = history.pop()
        elif roll < 0.9:
            position = type(position)(position.board, position.closed, position.path)  # another chain
        else:
            history = []
            position = parse(geometry_id)
            for _ in range(rng.randrange(0, 120)):
                if not position.legal_moves() or position.is_over():
                    break
                position = position.play(rng.choice(position.legal_moves()))
        ui = {"cursor": rng.randrange(144)} if rng.random() < 0.5 else {}
        if rng.random() < 0.2 and position.legal_moves():
            ui["hints"] = [[cell, rng.randrange(5)] for cell in position.legal_moves()]
        elif rng.random() < 0.1 and position.legal_moves():
            ui["hint_move"] = [position.legal_moves()[0], 3, 3]
        if rng.random() < 0.5 and drawn_before is not None:  # what moved since the drawing before
            ui["motion"] = view.motion(drawn_before, position)
        drawn = view.render_lines(position, ui)
        view._frames.clear()  # forget every drawing: from nothing
        assert drawn == view.render_lines(position, ui), step
        # A fixed number of lines for the board: its cells, letters, path, numbers, the
        # knight, the hint arrow and the slot for what a move took away.
        assert len(drawn) == 2 + 2 * 144 + 24 + 4
        drawn_before = position


@pytest.mark.parametrize("size", [(3, 4), (8, 8), (50, 50)])
def test_unmarked_cells_from_the_template_are_the_cells_drawn_one_by_one(size):
    from puzzles.knight.rules import board
    frame = view._Frame(board(*size))
    assert frame.plain == [frame.cell_line(cell, 0, 0) for cell in range(size[0] * size[1])]


def test_the_first_hint_is_an_arrow_from_the_knight_or_a_ring_before_it_is_placed():
    position = parse("knight/5x5?start=0&path=57")
    cell = position.legal_moves()[0]
    lines = view.render_lines(position, {"hint_move": [cell, 22, 22]})
    plain = view.render_lines(position, {})
    # The arrow's line comes before the last two (the slot of what a move took away, the end).
    assert len(lines) == len(plain) and lines[-3] != plain[-3] and lines[:-3] == plain[:-3]
    assert lines[-2:] == plain[-2:]
    assert lines[-3].startswith('<g class="hint-arrow" data-hint-move="%s" data-moves-left="22" data-best=""'
                                % view.cell_name(position.board, cell))
    start = parse("knight/5x5")
    ring = view.render_lines(start, {"hint_move": [12, 25, 25]})[-3]
    assert ring.startswith('<g class="hint-arrow hint-arrow-place" data-hint-move="c3"') and "<circle" in ring


def test_the_knights_verdict_counts_cells_to_visit():
    from puzzles.words import set_language
    assert view.verdict_text(True, 62) == "A tour is still possible: 62 cells to visit."
    assert view.verdict_text(True, 1) == "A tour is still possible: 1 cell to visit."
    assert view.verdict_text(True, None) == "A tour is still possible."
    assert view.verdict_text(False, None) == "No tour can be completed from here any more."
    set_language("ja")
    try:
        assert view.verdict_text(True, 64) == "まだ巡歴を完成できます: 訪れるマスはあと 64。"
    finally:
        set_language("en")
