"""Lab code in a link (issue 24): ``#lab/<game id>!<method>!<code>``, where ``<code>`` is the
program's text, UTF-8, compressed with zlib (RFC 1950, what the browser's
``CompressionStream("deflate")`` writes) and written in base64url without padding.

A link may hold at most MAX_PACKED characters of code (a shared link stays a link that chat
programs and browsers keep whole) and unpacks to at most MAX_TEXT bytes; past either it is
refused with the reason. Opening such a link shows the code and does not run it.

``split`` reads a fragment and runs on MicroPython (the page) and CPython; ``pack`` and
``unpack`` are the codec for CPython (tests, scripts); the page's codec is static/lab.js's
labLink, the same format. ``default_method``: the method a link that names none opens on (the
page's Lab, and the build, which writes its program into the first paint: one rule).
"""

from puzzles.words import message

PREFIX = "#lab/"
SEPARATOR = "!"       # in no game id, no method name and no base64url text
MAX_PACKED = 6000     # characters of packed code in a link
MAX_TEXT = 65536      # bytes of program text once unpacked
_BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


class LinkError(ValueError):
    """A lab link's code that cannot be used; ``args[0]`` is a words.message."""


def is_lab_link(fragment):
    return str(fragment).startswith(PREFIX)


def split(fragment):
    """``(game fragment, method or "", packed code or "")`` of a lab link's fragment; the game
    fragment is ``#<game id>`` (still percent-encoded, for the session's open_link).
    LinkError when the code is too long or not base64url."""
    rest = str(fragment)[len(PREFIX):]
    parts = rest.split(SEPARATOR)
    game = parts[0]
    method = parts[1] if len(parts) > 1 else ""
    packed = parts[2] if len(parts) > 2 else ""
    if len(packed) > MAX_PACKED:
        raise LinkError(message("the code in this link is {size} characters long; a link may hold {limit}",
                                size=len(packed), limit=MAX_PACKED))
    for ch in packed:
        if ch not in _BASE64URL:
            raise LinkError(message("the code in this link is damaged"))
    return "#" + game, method, packed


def join(game_id, method, packed=""):
    """The lab link's fragment for ``game_id``, ``method`` and packed code (may be empty)."""
    fragment = PREFIX + game_id
    if method:
        fragment += SEPARATOR + method
        if packed:
            fragment += SEPARATOR + packed
    return fragment


def pack(text: str) -> str:
    """``text`` as a link's code (CPython)."""
    import base64
    import zlib

    return base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")


def unpack(packed: str) -> str:
    """The text of a link's code (CPython); LinkError when it is too long or damaged."""
    import base64
    import zlib

    split("#lab/x!m!" + packed)  # the same checks as the page's
    try:
        data = zlib.decompressobj()
        raw = data.decompress(base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4)), MAX_TEXT + 1)
        if len(raw) > MAX_TEXT:
            raise LinkError(message("the code in this link is longer than {limit} bytes once unpacked",
                                    limit=MAX_TEXT))
        if not data.eof:
            raise LinkError(message("the code in this link is damaged"))
        return raw.decode("utf-8")
    except (ValueError, zlib.error) as error:
        if isinstance(error, LinkError):
            raise
        raise LinkError(message("the code in this link is damaged")) from None


def default_method(listed):
    """The method the Lab opens on: one that answers in seconds on the position shown. Ours
    first (made to be fast), else the first of the page's not marked slow whose page's time
    is under 5 s, else the first."""
    for entry in listed:
        if entry.get("source") == "ours" and not entry.get("slow"):
            return entry["method"]
    for entry in listed:
        published = entry.get("published") or {}
        if not entry.get("slow") and (published.get("seconds") or 0) < 5:
            return entry["method"]
    return listed[0]["method"] if listed else None
