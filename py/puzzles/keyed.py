"""Positions as values: equal when their keys are, hashed by the key (python-chess style).

Each family's Position defines ``_key()`` (a tuple of what makes the position) and
``game_id()``; this base gives it ``==``, ``hash`` and ``repr`` from them. Runs on
MicroPython (the page) and CPython.
"""


class KeyedPosition:
    __slots__ = ()

    def _key(self):
        raise NotImplementedError

    def __eq__(self, other):
        return type(other) is type(self) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        return "Position(" + repr(self.game_id()) + ")"
