"""Game ids: one string names a puzzle position everywhere (share links, the CLI, tests).

Form: ``<family>/<variant>[?key=value&key=value...]``, e.g. ``peg/triangle21?empty=6&finish=6``,
or ``<family>[?key=value...]`` for a family without variants (``nim?heaps=5,2,3``).
This module only splits and joins the string; each family checks its own keys and values.
Runs on MicroPython too.

A bad id raises GameIdError (puzzles.errors; importable from here as before). Error
messages are worded by ``words.tr`` when raised: ``str(error)`` is English for the CLI
(whose language is always English) and the page's language on the page.
"""

from puzzles.errors import GameIdError
from puzzles.words import tr

MAX_LENGTH = 12000  # a 50x50 knight board with every cut and a long path fits
# A link's fragment may spell each character of an id as a %-escape (three characters):
# anything longer than that cannot decode to an id of MAX_LENGTH and is refused undecoded.
MAX_FRAGMENT = 3 * MAX_LENGTH
_NAME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789-"
_VALUE_CHARS = _NAME_CHARS + "ABCDEFGHIJKLMNOPQRSTUVWXYZ,."


def shorten(text, limit=40):
    """Quote a piece of user input for an error message, cut to a readable length."""
    text = str(text)
    if len(text) > limit:
        text = text[:limit] + "..."
    return repr(text)


def _fault(text, allowed):
    """"empty", "bad" (a character not in ``allowed``) or "" for a part of a game id."""
    if not text:
        return "empty"
    for ch in text:
        if ch not in allowed:
            return "bad"
    return ""


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
            raise GameIdError(tr("the link has a malformed %-escape near {near}", near=shorten("%" + part, 12)))
        data.append(int(code, 16))
        data.extend(part[2:].encode())
    try:
        return bytes(data).decode("utf-8")
    except UnicodeError:
        raise GameIdError(tr("the link's %-escapes are not UTF-8 text near {near}", near=shorten(text, 20)))


def decode_fragment(fragment):
    """The game id a link's fragment names (``location.hash``, percent-encoded).

    A fragment longer than ``MAX_FRAGMENT`` is refused before anything else is done with it,
    and the rest takes time linear in its length (slices, never ``piece += ch``, which is
    quadratic on MicroPython).
    The id is split at its separators (``?``, ``&``, ``=``) first and each piece decoded
    after, so an encoded ``%26`` is never taken for a separator: a piece that decodes to a
    separator is refused, naming it. A second ``#`` is refused too."""
    if len(fragment) > MAX_FRAGMENT:
        raise GameIdError(tr("game id too long ({length} characters, at most {most})",
                              length=len(fragment), most=MAX_FRAGMENT))
    if fragment.startswith("#"):
        fragment = fragment[1:]
    if "#" in fragment:
        raise GameIdError(tr("the link has a second '#' near {near}",
                             near=shorten(fragment[fragment.index("#"):], 20)))
    pieces = []
    start = 0
    for index, ch in enumerate(fragment):
        if ch in _SEPARATORS:
            pieces.append(_percent_decode(fragment[start:index]))
            pieces.append(ch)
            start = index + 1
    pieces.append(_percent_decode(fragment[start:]))
    for index in range(0, len(pieces), 2):
        for ch in pieces[index]:
            if ch in _SEPARATORS or ch == "#":
                raise GameIdError(tr("the link has an encoded {char} in {part}",
                                     char=repr(ch), part=shorten(pieces[index])))
    return "".join(pieces)


def split_game_id(game_id):
    """Split a game id into ``(family, variant, params)``; params is a dict of strings and
    variant is "" when the id names none."""
    if not isinstance(game_id, str):
        raise GameIdError(tr("a game id must be a string"))
    game_id = game_id.strip()
    if game_id.startswith("#"):
        game_id = game_id[1:]
    if len(game_id) > MAX_LENGTH:
        raise GameIdError(tr("game id too long ({length} characters, at most {most})",
                              length=len(game_id), most=MAX_LENGTH))
    if not game_id:
        raise GameIdError(tr("empty game id"))
    head, _, query = game_id.partition("?")
    family, slash, variant = head.partition("/")
    fault = _fault(family, _NAME_CHARS)
    if fault:
        raise GameIdError(tr("empty family") if fault == "empty"
                          else tr("bad character in family {name}", name=shorten(family)))
    fault = _fault(variant, _NAME_CHARS) if slash else ""  # no slash: a family without variants (nim)
    if fault:
        raise GameIdError(tr("empty variant") if fault == "empty"
                          else tr("bad character in variant {name}", name=shorten(variant)))
    params = {}
    if query:
        for item in query.split("&"):
            key, eq, value = item.partition("=")
            if not eq:
                raise GameIdError(tr("key {key} needs a value (key=value)", key=shorten(item)))
            fault = _fault(key, _NAME_CHARS)
            if fault:
                raise GameIdError(tr("empty key") if fault == "empty"
                                  else tr("bad character in key {key}", key=shorten(key)))
            fault = _fault(value, _VALUE_CHARS)
            if fault:
                raise GameIdError(tr("empty value of {key}", key=key) if fault == "empty"
                                  else tr("bad character in value of {key} {value}", key=key, value=shorten(value)))
            if key in params:
                raise GameIdError(tr("key {key} given twice", key=shorten(key)))
            params[key] = value
    return family, variant, params


def join_game_id(family, variant, pairs):
    """Build a game id from a family, a variant and ``(key, value)`` pairs in canonical order."""
    text = family + "/" + variant if variant else family
    query = "&".join(key + "=" + str(value) for key, value in pairs)
    return text + "?" + query if query else text


def parse_int(params, key, low, high, default=None, noun=None):
    """Read an integer key in ``low..high`` (inclusive), or return ``default`` when absent.
    A number too long to be in range is refused as out of range before it is converted.
    ``noun`` names what the number is in a player's words (a hole, a cell: ``mark("hole")``):
    a number out of range is then said as "there is no hole 99", not as the link's key."""
    if key not in params:
        return default
    text = params[key]
    if not text.isdigit():
        raise GameIdError(tr("{key}={value} is not a whole number", key=key, value=shorten(text)))
    value = text if len(text) <= 20 else text[:20] + "..."
    if len(text.lstrip("0")) <= len(str(high)):
        value = int(text)
        if low <= value <= high:
            return value
    if noun is not None:
        raise GameIdError(tr("there is no {noun} {value} on this board: they are numbered {low} to {high}",
                             noun=tr(noun), value=value, low=low, high=high))
    raise GameIdError(tr("{key}={value} is out of range ({low}..{high})", key=key, value=value, low=low, high=high))


MAX_COUNT = 999999  # the most moves (crossings) a game id holds


def count_on(count):
    """A move counter after one more move. It stays within what a link holds (MAX_COUNT),
    so every link the page writes opens again: at the top it steps back by one instead,
    keeping its parity (the river's boat bank follows it)."""
    return count + 1 if count < MAX_COUNT else count - 1
