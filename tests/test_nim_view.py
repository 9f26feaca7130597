"""Nim view (nim_svg): clicks, render, hints, new game, options, keyboard cursor, prompts and texts."""

import re

from puzzles.nim import rules as nim
from puzzles.nim import view as nim_svg
from puzzles.gameid import split_game_id


def load(game_id):
    _, variant, params = split_game_id(game_id)
    return nim.parse(variant, params)


def test_two_people():
    position = load("nim?heaps=2,1&computer=0")
    assert nim_svg.computer_move(position) is None
    assert nim_svg.prompt(position).startswith("Player 1 to move")
    position, _, _ = nim_svg.click(position, {}, 0)     # player 1 takes heap A
    assert nim_svg.prompt(position).startswith("Player 2 to move")
    position, _, _ = nim_svg.click(position, {}, 100)   # player 2 takes heap B
    assert position.status_text() == "Player 2 wins: Player 2 took the last stone."
    assert position.is_won()


def test_clicking_a_stone_takes_it_and_those_after_it():
    position = load("nim?heaps=5,2,3")
    for move in nim_svg.moves(position):
        (cell,) = nim_svg.clicks(position, move)
        after, _, message = nim_svg.click(position, {}, cell)
        assert message == "" and after == nim_svg.play(position, move)
    after = nim_svg.play(position, [0, 2])
    _, _, message = nim_svg.click(after, {}, 100)
    assert message == "It is the computer's turn."
    assert nim_svg.moves(after) == []
    _, _, message = nim_svg.click(position, {}, 4 + 100)
    assert message == "That stone is taken already."


def test_render_draws_every_stone_and_marks_the_hint():
    position = load("nim?heaps=4,0,7&start=9,3,7&moves=3")
    svg = nim_svg.render(position, {"hint": [203], "binary": True})
    assert svg.count('data-cell="') == 11 and svg.count('class="nim-taken"') == 8
    assert svg.count("nim-hint") == 4  # stones 3..6 of heap C
    assert "7 = 0111" in svg and "nim-sum 0011" in svg


def test_hint_action():
    position = load("nim?heaps=5,2,3")
    _, ui, message = nim_svg.act(position, {}, "hint", None)
    assert ui["hint"] == [1]  # take 4 from heap A: click its second stone
    assert message == ("Heaps in binary: A 101, B 010, C 011; their xor (nim-sum) is 100. "
                       "Take 4 from heap A (101\u00a0\u2192\u00a0001) to make the nim-sum 0.")
    _, ui, message = nim_svg.act(load("nim?heaps=1,2,3"), {}, "hint", None)
    assert ui["hint"] == [] and "Lost against perfect play" in message


def test_new_game_takes_its_heaps_from_rand():
    draws = iter([4, 0, 9])
    position = load("nim?misere=1&heaps=1,1,0&start=3,3,1&moves=3&first=computer")
    fresh, _, message = nim_svg.act(position, {}, "new", lambda n: next(draws) % n)
    assert fresh.game_id() == "nim?misere=1&heaps=5,1,10&first=computer"
    assert message == "New game: heaps 5, 1, 10."


def test_options_keep_the_heaps():
    position = load("nim?heaps=1,1&start=3,3&moves=2")
    assert nim_svg.choose(position, "first", "computer") == "nim?heaps=3,3&first=computer"
    assert nim_svg.choose(position, "computer", "0") == "nim?heaps=3,3&computer=0"
    assert nim_svg.choose(position, "misere", "1") == "nim?misere=1&heaps=3,3"
    assert nim_svg.choose(position, "count", "4") == "nim?heaps=3,3,3,7"
    assert nim_svg.choose(position, "count", "1") == "nim?heaps=3"
    keys = [o["key"] for o in nim_svg.options(load("nim?heaps=1&computer=0"))]
    assert keys == ["misere", "count", "computer"]


def test_keyboard_cursor_skips_empty_heaps():
    position = load("nim?heaps=2,0,3&start=2,1,3&moves=1")
    ui = nim_svg.move_cursor(position, {}, 0, 1)
    assert ui["cursor"] == 0
    ui = nim_svg.move_cursor(position, ui, 1, 0)
    assert ui["cursor"] == 1
    ui = nim_svg.move_cursor(position, ui, 0, 1)
    assert ui["cursor"] == 201


def test_texts():
    assert nim_svg.describe_move(None, [2, 3]) == "3 from heap C"
    assert nim_svg.result_text({"solution": [[0, 4]], "winner": "mover"}) == "Winning move: take 4 from heap A."
    assert nim_svg.result_text({"solution": [], "winner": "opponent"}).startswith("Lost against perfect play")
    assert nim_svg.prompt(load("nim?misere=1&heaps=5,2,3")).endswith("(last stone loses).")


def hit_areas(svg):
    """Each stone's hit rectangle: ``{cell: (x, y, width, height)}``, and the viewBox's width."""
    cells = re.findall(r'data-cell="(\d+)"[^>]*><rect class="nim-hit" x="([\d.]+)" y="([\d.]+)" '
                       r'width="([\d.]+)" height="([\d.]+)"', svg)
    box_width = float(re.search(r'viewBox="0 0 ([\d.]+) ', svg).group(1))
    return {int(c): tuple(float(v) for v in rest) for c, *rest in cells}, box_width


def overlapping(areas):
    boxes = list(areas.values())
    return [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:]
            if a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]]


def test_a_phone_board_gives_every_stone_44_px_without_overlaps():
    """Under 520 px the view draws in CSS px, no wider than the box (so never shrunk), each
    stone's tap target at least 44 x 44; with binary sizes too; up to the biggest deal."""
    for game_id in ("nim?heaps=5,2,3", "nim?heaps=10,10,10,10,10,10,10,10", "nim?heaps=1",
                    "nim?heaps=17,17,3", "nim?heaps=4,0,7&start=9,3,7&moves=3&computer=0"):
        position = load(game_id)
        for board_width in (300, 358, 384, 519):
            for binary in (False, True):
                svg = nim_svg.render(position, {"board_width": board_width, "binary": binary})
                areas, box_width = hit_areas(svg)
                assert len(areas) == sum(position.heaps) and "nim-narrow" in svg
                assert box_width <= board_width, (game_id, board_width)
                assert min(w for _, _, w, _ in areas.values()) >= nim_svg.TAP
                assert min(h for _, _, _, h in areas.values()) >= nim_svg.TAP
                assert not overlapping(areas), (game_id, board_width, binary)


def test_a_phone_splits_a_heap_of_ten_five_and_five():
    svg = nim_svg.render(load("nim?heaps=10,10,10,10,10,10,10,10"), {"board_width": 358})
    areas, _ = hit_areas(svg)
    rows = {}
    for cell, (x, y, w, h) in areas.items():
        rows.setdefault(cell // 100, set()).add(round(y + h / 2))
    assert all(len(lines) == 2 for lines in rows.values()) and len(rows) == 8
    first_line = [cell for cell in areas if cell < 100 and areas[cell][1] == areas[0][1]]
    assert sorted(first_line) == [0, 1, 2, 3, 4]


def test_a_wide_box_or_none_draws_the_usual_board():
    position = load("nim?heaps=5,2,3")
    usual = nim_svg.render(position, {})
    assert "nim-narrow" not in usual
    assert nim_svg.render(position, {"board_width": 826}) == usual
    assert nim_svg.render(position, {"board_width": nim_svg.NARROW_BELOW}) == usual
    assert nim_svg.render(position, {"board_width": nim_svg.NARROW_BELOW - 1}) != usual
    areas, box_width = hit_areas(usual)
    assert box_width == 360 and {w for _, _, w, _ in areas.values()} == {nim_svg.STEP}


def test_wrapped_lines_of_a_heap_do_not_share_tap_targets():
    """A heap of 45 wraps to three lines of 20: the hit areas stop between its own lines."""
    areas, _ = hit_areas(nim_svg.render(load("nim?heaps=45,3"), {}))
    assert len(areas) == 48 and not overlapping(areas)
