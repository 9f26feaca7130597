"""The game session's history (a part of puzzles.session): Undo and Redo.

After Simon Tatham's midend (midend.c keeps the positions played and where the game stands among
them): positions are immutable values, so the history is two plain lists of them, the ones
behind the position on show and the ones ahead of it. It knows nothing of a family.

Pure Python; runs on MicroPython (the page) and CPython.
"""


class History:
    """``past``: the positions before the one on show, oldest first (Undo pops the last);
    ``future``: the positions Undo left, the next Redo last."""

    def __init__(self):
        self.past = []
        self.future = []

    def clear(self):
        """Another game: nothing to undo or redo."""
        self.past, self.future = [], []

    def record(self, position):
        """A move away from ``position``: Undo comes back to it, and what Redo had is gone."""
        self.past.append(position)
        self.future = []

    def can_undo(self):
        return bool(self.past)

    def can_redo(self):
        return bool(self.future)

    def undo(self, current, skip=None):
        """The position Undo goes back to from ``current`` (which Redo then brings back), or
        None when there is none. A position ``skip(position)`` is true of is passed over while
        an older one is left (against the computer: back to the player's own turn)."""
        if not self.past:
            return None
        self.future.append(current)
        position = self.past.pop()
        while skip is not None and self.past and skip(position):
            self.future.append(position)
            position = self.past.pop()
        return position

    def redo(self, current):
        """The position Redo brings back from ``current`` (which Undo then goes back to), or
        None when there is none."""
        if not self.future:
            return None
        self.past.append(current)
        return self.future.pop()
