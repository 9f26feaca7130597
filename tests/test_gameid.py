"""Game-id splitting and joining (puzzles.gameid) and the registry's errors."""

import pytest

from puzzles import registry
from puzzles.gameid import MAX_LENGTH, GameIdError, join_game_id, split_game_id
from contracts import refusal


def test_split_and_join_round_trip():
    family, variant, params = split_game_id("peg/triangle21?empty=6&finish=6")
    assert (family, variant, params) == ("peg", "triangle21", {"empty": "6", "finish": "6"})
    assert join_game_id(family, variant, list(params.items())) == "peg/triangle21?empty=6&finish=6"


def test_leading_hash_is_ignored():
    assert split_game_id("#peg/hex12")[:2] == ("peg", "hex12")


@pytest.mark.parametrize("bad, part", [
    ("", "empty"),
    ("peg", "family/variant"),
    ("peg/", "variant"),
    ("peg/english33?empty", "needs a value"),
    ("peg/english33?empty=1&empty=2", "twice"),
    ("peg/<script>alert(1)</script>", "bad character"),
    ("peg/english33?empty=<b>", "bad character in value"),
    ("x" * (MAX_LENGTH + 1), "too long"),
    ("chess/english33", "unknown family"),
    ("peg/square99", "unknown peg board"),
    ("peg/english33?colour=red", "unknown key"),
    ("peg/english33?empty=33", "there is no hole 33 on this board"),
    ("peg/english33?empty=-1", "not a whole number"),
    ("peg/english33?pegs=101", "must be 33 characters"),
    ("peg/english33?moves=3", "needs pegs="),
])
def test_bad_game_ids_name_the_bad_part(bad, part):
    assert part in refusal(registry.parse, bad)


def test_error_messages_quote_user_text_shortly():
    with pytest.raises(GameIdError) as error:
        registry.parse("peg/" + "a" * 300)
    assert len(str(error.value)) < 200


def test_decode_fragment_undoes_percent_encoding():
    from puzzles.gameid import decode_fragment
    assert decode_fragment("#peg/hex12?empty=%34") == "peg/hex12?empty=4"
    assert decode_fragment("%3Cscript%3E") == "<script>"
    for bad in ("%E0%A4%A", "%zz", "abc%"):
        with pytest.raises(GameIdError, match="malformed"):
            decode_fragment(bad)
    # Non-ASCII text decodes to characters the game-id check then rejects by name.
    with pytest.raises(GameIdError, match="bad character"):
        registry.parse(decode_fragment("peg/%E0%A4%A4"))


def test_links_are_split_before_decoding_and_read_as_utf8():
    from puzzles.gameid import decode_fragment
    # An encoded separator is never a separator: it is refused, named.
    for encoded, ch in (("peg/hex12%3Fempty%3D4", "?"), ("peg/hex12?empty=4%26finish=4", "&")):
        with pytest.raises(GameIdError, match="encoded %r" % ch):
            decode_fragment(encoded)
    # UTF-8, not byte by byte: the message shows the characters the link had.
    assert decode_fragment("#%E3%83%9A%E3%82%B0") == "\u30da\u30b0"
    with pytest.raises(GameIdError, match="bad character in family '\u30da\u30b0'"):
        registry.parse(decode_fragment("#%E3%83%9A%E3%82%B0/x"))
    with pytest.raises(GameIdError, match="not UTF-8"):
        decode_fragment("peg/%FF%FE")
    with pytest.raises(GameIdError, match="second '#'"):
        decode_fragment("#peg/hex12#empty=4")


def test_a_long_link_is_refused_before_decoding():
    # Issue 25: a 100,000-character link left a blank page (quadratic decoding, then
    # MemoryError on the page's MicroPython); it is refused first, with its length.
    from puzzles.gameid import MAX_FRAGMENT, decode_fragment
    with pytest.raises(GameIdError, match="too long \\(100000 characters"):
        decode_fragment("%zz" + "a" * 99997)  # refused before the malformed escape is seen
    assert decode_fragment("a" * MAX_FRAGMENT) == "a" * MAX_FRAGMENT
    assert decode_fragment("%41" * (MAX_FRAGMENT // 3)) == "A" * (MAX_FRAGMENT // 3)


def test_a_link_the_page_writes_at_the_move_counters_top_opens_again():
    # Issue 25: slide/six?moves=999999 parsed, one move later the page wrote moves=1000000
    # and refused it as "not a whole number". The counter stays within what a link holds
    # (keeping its parity), and a number too large is called out of range.
    from puzzles.gameid import MAX_COUNT
    for game_id, key in (("slide/six", "moves"), ("slide/eight", "moves"), ("flip/square", "moves"),
                         ("river/missionaries", "crossings")):
        family, position = registry.parse(game_id)
        view = registry.view(family)
        for _ in range(2):  # a move, then a move from the position its link opens
            position = view.play(position, view.moves(position)[0])
        top_id = position.game_id().replace("%s=2" % key, "%s=%d" % (key, MAX_COUNT - 1))
        position = registry.parse(top_id)[1]
        for _ in range(3):
            position = view.play(position, view.moves(position)[0])
            written = position.game_id()
            assert registry.parse(written)[1].game_id() == written
            count = int(dict(pair.split("=") for pair in written.split("?")[1].split("&"))[key])
            assert count <= MAX_COUNT and count % 2 == (MAX_COUNT - 1 + _ + 1) % 2
    with pytest.raises(GameIdError, match=r"moves=1000000 is out of range \(0\.\.999999\)"):
        registry.parse("slide/six?moves=1000000")
    with pytest.raises(GameIdError, match="out of range"):
        registry.parse("slide/six?moves=" + "9" * 5000)


@pytest.mark.parametrize("game_id,words", [
    ("peg/english33?empty=99", "there is no hole 99 on this board: they are numbered 0 to 32"),
    ("peg/triangle15?empty=0&finish=15", "there is no hole 15 on this board: they are numbered 0 to 14"),
    ("knight/8x8?start=64", "there is no cell 64 on this board: they are numbered 0 to 63"),
    ("flip/square?space=99999999999999999999999", "there is no cell 99999999999999999999... on this board"),
])
def test_a_bad_link_names_the_hole_or_cell_in_a_players_words(game_id, words):
    # issue 35: not the link's key ("empty=99 ... (0..32)")
    with pytest.raises(GameIdError) as raised:
        registry.parse(game_id)
    assert words in str(raised.value) and "=" not in str(raised.value)
