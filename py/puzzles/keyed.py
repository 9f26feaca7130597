"""Positions as values: equal when their keys are, hashed by the key (python-chess style),
and never changed once built.

Each family's Position defines ``_key()`` (a tuple of what makes the position) and
``game_id()``; this base gives it ``==``, ``hash`` and ``repr`` from them. ``Frozen`` refuses
any change to an attribute after the constructor: a position is written once, by
``build(self, name=value, ...)`` in its ``__init__`` (``object.__setattr__``, which
MicroPython has too), so a position kept in the undo history, a hash table or a search's
visited set stays what it was (issue 33). Runs on MicroPython (the page) and CPython.
"""

_set = object.__setattr__


def build(position, **values):
    """Write ``position``'s attributes, in its constructor only (a ``Frozen`` refuses later)."""
    for name, value in values.items():
        _set(position, name, value)


class Frozen:
    """An object whose attributes cannot be set or deleted once its constructor has written
    them (with ``build``): ``position.moves = 3`` raises AttributeError."""
    __slots__ = ()

    def __setattr__(self, name, value):
        raise AttributeError("a position cannot be changed (%s): make a new one" % name)

    def __delattr__(self, name):
        raise AttributeError("a position cannot be changed (%s): make a new one" % name)


class KeyedPosition(Frozen):
    __slots__ = ()

    def _key(self):
        raise NotImplementedError

    def __eq__(self, other):
        return type(other) is type(self) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        return "Position(" + repr(self.game_id()) + ")"
