"""Peg solitaire's view (peg_svg): labels a screen reader can read, the finish hole drawn as a
ring (never a green peg), hole numbers that can be hidden, and hint badges."""

import re

from puzzles import peg_svg as view, registry
from puzzles.session import Session


def parse(game_id):
    return registry.parse(game_id)[1]


def test_labels_say_which_pegs_can_jump_and_where_the_finish_is():
    position = parse("peg/hoppers13?empty=6&finish=6")
    svg = view.render(position, {})
    labels = dict((int(cell), label) for cell, label in re.findall(r'data-cell="(\d+)" aria-label="([^"]+)"', svg))
    for hole in position.movable_pegs():
        assert labels[hole].endswith("can jump")
    assert labels[6] == "hole 6, empty, the finish hole"
    assert svg.count("finish-ring") == 1 and "finish-ring" in svg.split('data-cell="6"')[1].split("</g>")[0]
    _, ui, _ = view.click(position, {}, position.movable_pegs()[0])
    picked = view.render(position, ui)
    assert "the picked peg can land here" in picked


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
