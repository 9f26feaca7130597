"""The Lab's code links (py/puzzles/lab_link.py): the codec (zlib + base64url, the format the
page's CompressionStream("deflate") writes), the fragment's parts, and the size limits."""

import base64
import os
import zlib

import pytest

from puzzles import lab_link, registry


def test_pack_and_unpack_give_the_text_back():
    text = "def solve(position, progress):\n    return None  # ナイトの巡歴 ✓\n" * 20
    packed = lab_link.pack(text)
    assert set(packed) <= set(lab_link._BASE64URL)  # base64url, no padding
    assert len(packed) < len(text.encode("utf-8"))  # compressed
    assert lab_link.unpack(packed) == text
    # The format is plain zlib in base64url: any zlib writer (the browser's) reads the same.
    raw = zlib.decompress(base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4)))
    assert raw.decode("utf-8") == text


def test_a_fragment_splits_into_game_method_and_code():
    game_id = registry.DEFAULT_GAME
    packed = lab_link.pack("x = 1\n")
    fragment = lab_link.join(game_id, "peg-corner", packed)
    assert lab_link.is_lab_link(fragment)
    assert lab_link.split(fragment) == ("#" + game_id, "peg-corner", packed)
    assert lab_link.split(lab_link.join(game_id, "peg-corner")) == ("#" + game_id, "peg-corner", "")
    assert lab_link.split(lab_link.join(game_id, "")) == ("#" + game_id, "", "")
    assert not lab_link.is_lab_link("#" + game_id)


def test_code_past_the_limit_is_refused_with_the_reason():
    packed = lab_link.pack(os.urandom(lab_link.MAX_PACKED).hex())  # incompressible enough
    assert len(packed) > lab_link.MAX_PACKED
    with pytest.raises(lab_link.LinkError) as refused:
        lab_link.split(lab_link.join("nim?heaps=3,4,5", "nim-sum", packed))
    said = refused.value.args[0]
    assert said["values"] == {"size": len(packed), "limit": lab_link.MAX_PACKED}
    with pytest.raises(lab_link.LinkError):
        lab_link.unpack(packed)


def test_a_text_too_long_once_unpacked_is_refused():
    packed = lab_link.pack("#" * (lab_link.MAX_TEXT + 1))  # tiny packed, too big unpacked
    assert len(packed) <= lab_link.MAX_PACKED
    with pytest.raises(lab_link.LinkError) as refused:
        lab_link.unpack(packed)
    assert "once unpacked" in refused.value.args[0]["text"]


@pytest.mark.parametrize("packed", ["not*base64", "AAAA", lab_link.pack("def solve():\n")[:-6]])
def test_damaged_code_is_refused(packed):
    with pytest.raises(lab_link.LinkError) as refused:
        lab_link.unpack(packed)
    assert refused.value.args[0]["text"] == "the code in this link is damaged"
