"""The keyboard cursor's choice of the nearest place in an arrow's direction."""

from puzzles.cursor import nearest

GRID = [(cell, (cell % 3 * 10, cell // 3 * 10)) for cell in range(9)]  # a 3x3 grid, 10 px apart


def test_it_goes_straight_before_it_goes_diagonally():
    assert nearest((10, 10), GRID, 1, 0) == 5   # right of the centre
    assert nearest((10, 10), GRID, 0, -1) == 1  # above it
    assert nearest((0, 0), GRID, 0, 1) == 3


def test_only_places_ahead_count():
    assert nearest((20, 10), GRID, 1, 0) is None  # nothing right of the right column
    assert nearest((20, 20), GRID, 1, 1) is None


def test_off_the_line_costs_twice_the_sideways_distance():
    places = [("near but aside", (10, 8)), ("far but straight", (25, 0))]
    # 10 ahead + 2 * 8 aside = 26 > 25 straight ahead.
    assert nearest((0, 0), places, 1, 0) == "far but straight"


def test_a_tie_keeps_the_first_place():
    assert nearest((10, 10), [("a", (20, 0)), ("b", (20, 20))], 1, 0) == "a"
