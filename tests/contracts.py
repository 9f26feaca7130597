"""What every family's rules tests check of its game ids, written once: an id the family writes
reads back as the same position, and a bad one is refused with a GameIdError that names the
bad part."""

import pytest

from puzzles.gameid import GameIdError


def assert_round_trips(parse, game_id):
    """``parse(game_id)`` writes ``game_id`` back, and the id it writes reads back as the same
    position."""
    position = parse(game_id)
    assert position.game_id() == game_id
    assert parse(position.game_id()) == position


def refusal(parse, game_id):
    """The message of the GameIdError that ``parse(game_id)`` raises (the test fails if it
    raises none)."""
    with pytest.raises(GameIdError) as error:
        parse(game_id)
    return str(error.value)
