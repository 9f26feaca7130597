"""Game ids: one string names a puzzle position everywhere (share links, the CLI, tests).

Form: ``<family>/<variant>[?key=value&key=value...]``, e.g. ``peg/triangle21?empty=6&finish=6``,
or ``<family>[?key=value...]`` for a family without variants (``nim?heaps=5,2,3``).
This module only splits and joins the string; each family checks its own keys and values.
Runs on MicroPython too.
"""

MAX_LENGTH = 12000  # a 50x50 knight board with every cut and a long path fits
_NAME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789-"
_VALUE_CHARS = _NAME_CHARS + "ABCDEFGHIJKLMNOPQRSTUVWXYZ,."


class GameIdError(ValueError):
    """A game id that cannot be read; the message names the bad part."""


def shorten(text, limit=40):
    """Quote a piece of user input for an error message, cut to a readable length."""
    text = str(text)
    if len(text) > limit:
        text = text[:limit] + "..."
    return repr(text)


def _check(text, allowed, what):
    if not text:
        raise GameIdError("empty " + what)
    for ch in text:
        if ch not in allowed:
            raise GameIdError("bad character in " + what + " " + shorten(text))


_SEPARATORS = "?&="


def _percent_decode(text):
    """Undo percent-encoding, reading the escapes as UTF-8 (``%E3%83%9A`` is one character);
    a malformed escape or byte sequence raises GameIdError."""
    if "%" not in text:
        return text
    data = bytearray()
    parts = text.split("%")
    data.extend(parts[0].encode())
    for part in parts[1:]:
        code = part[:2]
        if len(code) < 2 or code.strip("0123456789abcdefABCDEF"):
            raise GameIdError("the link has a malformed %-escape near " + shorten("%" + part, 12))
        data.append(int(code, 16))
        data.extend(part[2:].encode())
    try:
        return bytes(data).decode("utf-8")
    except UnicodeError:
        raise GameIdError("the link's %-escapes are not UTF-8 text near " + shorten(text, 20))


def decode_fragment(fragment):
    """The game id a link's fragment names (``location.hash``, percent-encoded).

    The id is split at its separators (``?``, ``&``, ``=``) first and each piece decoded
    after, so an encoded ``%26`` is never taken for a separator: a piece that decodes to a
    separator is refused, naming it. A second ``#`` is refused too."""
    if fragment.startswith("#"):
        fragment = fragment[1:]
    if "#" in fragment:
        raise GameIdError("the link has a second '#' near " + shorten(fragment[fragment.index("#"):], 20))
    pieces = []
    piece = ""
    for ch in fragment:
        if ch in _SEPARATORS:
            pieces.append(_percent_decode(piece))
            pieces.append(ch)
            piece = ""
        else:
            piece += ch
    pieces.append(_percent_decode(piece))
    for index in range(0, len(pieces), 2):
        for ch in pieces[index]:
            if ch in _SEPARATORS or ch == "#":
                raise GameIdError("the link has an encoded %r in %s" % (ch, shorten(pieces[index])))
    return "".join(pieces)


def split_game_id(game_id):
    """Split a game id into ``(family, variant, params)``; params is a dict of strings and
    variant is "" when the id names none."""
    if not isinstance(game_id, str):
        raise GameIdError("a game id must be a string")
    game_id = game_id.strip()
    if game_id.startswith("#"):
        game_id = game_id[1:]
    if len(game_id) > MAX_LENGTH:
        raise GameIdError("game id too long (%d characters, at most %d)" % (len(game_id), MAX_LENGTH))
    if not game_id:
        raise GameIdError("empty game id")
    head, _, query = game_id.partition("?")
    family, slash, variant = head.partition("/")
    _check(family, _NAME_CHARS, "family")
    if slash:  # no slash: a family without variants (nim); the registry checks which
        _check(variant, _NAME_CHARS, "variant")
    params = {}
    if query:
        for item in query.split("&"):
            key, eq, value = item.partition("=")
            if not eq:
                raise GameIdError("key " + shorten(item) + " needs a value (key=value)")
            _check(key, _NAME_CHARS, "key")
            _check(value, _VALUE_CHARS, "value of " + key)
            if key in params:
                raise GameIdError("key " + shorten(key) + " given twice")
            params[key] = value
    return family, variant, params


def join_game_id(family, variant, pairs):
    """Build a game id from a family, a variant and ``(key, value)`` pairs in canonical order."""
    text = family + "/" + variant if variant else family
    query = "&".join(key + "=" + str(value) for key, value in pairs)
    return text + "?" + query if query else text


def parse_int(params, key, low, high, default=None):
    """Read an integer key in ``low..high`` (inclusive), or return ``default`` when absent."""
    if key not in params:
        return default
    text = params[key]
    if not text.isdigit() or len(text) > 6:
        raise GameIdError(key + "=" + shorten(text) + " is not a whole number")
    value = int(text)
    if value < low or value > high:
        raise GameIdError("%s=%d is out of range (%d..%d)" % (key, value, low, high))
    return value
