"""The game session's playback (a part of puzzles.session): the moves the session plays itself,
a solution's (Step, Play all, To end) and the computer's.

After Simon Tatham's midend, which plays a solution out as moves the player can undo. A solution
is listed move by move, named as the board names its moves; the board may follow it by hand,
click by click, or leave it (Undo goes back to it). ``Playback`` keeps the solution on show,
where the board stands on it and Play all's pace; the functions after it are the session's
operations (they take the session as their first argument; ``Session`` in puzzles.session binds
them as its methods: ``session.step()``), the computer's turn (Nim) among them: it announces
the computer's move, then plays it.

Pure Python; runs on MicroPython (the page) and CPython.
"""

from puzzles import registry
from puzzles.view_protocol import provides
from puzzles.words import mark, message, reason

# Play all: (name, label, milliseconds between moves); None = adapt to the solution's length.
SPEEDS = (("slow", mark("Slow"), 900), ("normal", mark("Normal"), None), ("fast", mark("Fast"), 120),
          ("fastest", mark("Fastest"), 0))
NORMAL_MS = 350
PLAY_ALL_MS = 20000  # "Normal" plays a long solution (a 50x50 tour) in about this long


class Solution:
    """A solution from ``start``: its moves, their names, and where each position lies on it.

    ``ends[i]`` is the position after ``i`` moves; ``place(position)`` is ``(i, jumps)``: the
    next move is ``i`` and ``jumps`` clicks of it are played already (a peg's chain move is
    several clicks, and a player may follow it click by click), or None off the solution.
    ``text`` words the answer (a message, or a function that words it)."""

    def __init__(self, view, start, moves, text):
        self.moves = moves
        self.text = text
        self.start = start
        self.ends = [start]
        self.labels = []
        # Keyed by the hash, not the position: MicroPython's dicts keep no hashes, so a
        # position key would call the family's __eq__ at every probe (minutes for a 50x50 tour).
        self._places = {}
        self._remember(start, (0, 0))
        position = start
        for index, move in enumerate(moves):
            self.labels.append(view.describe_move(position, move))
            after = view.steps(position, move)
            for jump, position in enumerate(after, 1):
                self._remember(position, (index + 1, 0) if jump == len(after) else (index, jump))
            self.ends.append(position)

    def _remember(self, position, place):
        if self.place(position) is None:
            self._places.setdefault(hash(position), []).append((position, place))

    def place(self, position):
        for known, place in self._places.get(hash(position), ()):
            if known == position:
                return place
        return None

    def relabel(self, view):
        """Name the moves again (the page's language changed)."""
        self.labels = [view.describe_move(self.ends[index], move) for index, move in enumerate(self.moves)]

    def __len__(self):
        return len(self.moves)


class Playback:
    """The solution on show (``solution``, or None), where the board is on it (``at``: the
    next move and the clicks of it played, or None off it), ``serial`` (changes whenever
    another solution is listed), Play all under way (``playing``) and its ``speed``."""

    def __init__(self):
        self.solution = None
        self.at = None
        self.serial = 0
        self.playing = False
        self.speed = "normal"

    def show(self, solution, position):
        """List ``solution`` (None: none), the board at ``position``; Play all stops."""
        self.solution = solution
        self.serial += 1
        self.playing = False
        self.locate(position)

    def locate(self, position):
        """Where ``position`` is on the solution (it stays listed when the board leaves it)."""
        self.at = self.solution.place(position) if self.solution else None

    def next_move(self):
        """The index of the solution's next move, or None (off the solution, or at its end)."""
        if self.at is None or self.at[0] >= len(self.solution):
            return None
        return self.at[0]

    def next_position(self):
        """The position once the rest of the next move is played, or None."""
        index = self.next_move()
        return None if index is None else self.solution.ends[index + 1]

    def next_clicks(self, view, position):
        """The clicks left of the next move (the board marks them), or None."""
        index = self.next_move()
        if index is None:
            return None
        return view.clicks(position, self.solution.moves[index])[self.at[1]:]

    def toggle(self, was_playing):
        """Play all pressed: it starts unless it was playing (a pause), and only on a solution
        with a move to play."""
        self.playing = not was_playing and self.next_move() is not None

    def pause_ms(self):
        """The pause between two moves of Play all at this speed."""
        for name, _, ms in SPEEDS:
            if name == self.speed:
                if ms is None:
                    return min(NORMAL_MS, max(10, PLAY_ALL_MS // max(1, len(self.solution or ()))))
                return ms
        return NORMAL_MS

    def set_speed(self, name):
        if name in [speed[0] for speed in SPEEDS]:
            self.speed = name

    def items(self):
        """``(labels, moves played)``: the solution's moves as the board names them, and how
        many of them the board has played (-1 when it is off the solution)."""
        if self.solution is None:
            return [], -1
        return self.solution.labels, -1 if self.at is None else self.at[0]

    def relabel(self, view):
        """The language changed: name the solution's moves again."""
        if self.solution is not None:
            self.solution.relabel(view)
            self.serial += 1


# --- the session's playback operations (bound as Session's methods: ``session.step()``) ------
def lab_solution(session, game_id, moves, text):
    """A solution the Lab found for ``game_id``, put on the board as Solve's answer is, if the
    board still shows that position; ``text`` words the answer (a message or a function). False
    when the position changed. The Lab's worker runs programs a reader may have been sent, so
    the solution is checked here too, move by move with the rules, before anything plays it:
    ValueError (a words.message naming the first move that fails, or the goal not reached)."""
    if game_id != session.game_id():
        return False
    check_solution(session, moves)
    session.playback.show(Solution(session.view, session.position, moves, text), session.position)
    session.note = text
    return True


def check_solution(session, moves):
    """Play ``moves`` from the session's position with the family's rules (``view.play``);
    ValueError with a message when one is illegal or, for a family with a goal, when they do not
    reach it. The same words as the Lab's worker (puzzles.lab.check_solution)."""
    if not isinstance(moves, list):
        raise ValueError(message("the solution's {moves} moves do not reach the goal", moves=0))
    position = session.position
    for number, move in enumerate(moves, 1):
        try:
            position = session.view.play(position, move)
        except (ValueError, TypeError, IndexError, KeyError, AttributeError) as error:
            raise ValueError(message("move {number} of the solution, {move}, is illegal: {why}", number=number,
                                     move=repr(move)[:60], why=reason(error)))
    if _has_goal(session.family) and not position.is_won():
        raise ValueError(message("the solution's {moves} moves do not reach the goal", moves=len(moves)))


def _has_goal(family):
    """Whether the family's solutions end at its goal (a family the registry does not know,
    a test's own, declares nothing)."""
    try:
        return registry.capable(family, "goal")
    except ValueError:  # GameIdError: not a registered family
        return False


def step(session):
    """Play the rest of the solution's next move; False when there is none."""
    after = session.playback.next_position()
    if after is None:
        return False
    session._go(after, by="solution")
    session.ui = session._fresh_ui()
    return True


def step_forward(session):
    """The Step button: one move, and Play all stops."""
    session._stop()
    step(session)


def play_all(session):
    """Play all, or pause it when it is playing."""
    playing = session.playback.playing
    session._stop()
    session.playback.toggle(playing)


def play_tick(session):
    """One move of Play all; returns the pause before the next in ms, or None at the end."""
    playback = session.playback
    if not playback.playing or not step(session) or playback.next_move() is None:
        playback.playing = False
        return None
    return playback.pause_ms()


def to_end(session):
    """Play the rest of the solution at once (each move can be undone)."""
    session._stop()
    while step(session):
        pass


def step_back(session):
    session.undo()


def next_move(session):
    """The index of the solution's next move, or None (off the solution, or at its end)."""
    return session.playback.next_move()


def can_step(session):
    return session.playback.next_move() is not None


def pause_ms(session):
    return session.playback.pause_ms()


def set_speed(session, name):
    session.playback.set_speed(name)


def solution_items(session):
    """``(labels, moves played)`` of the solution on show (``Playback.items``)."""
    return session.playback.items()


# --- the computer's turn (Nim): a move the session plays for the other side -----------------
def computer_due(session):
    """The move the computer is to play now, or None (at once for a family with no computer:
    the front end asks after every change)."""
    if not provides(session.view, "computer_move") or session.position.is_over():
        return None
    return session.view.computer_move(session.position)


def announce_computer(session):
    """Show the computer's coming move; returns the turn that ``play_computer`` needs."""
    move = computer_due(session)
    if move is not None:
        session.announced = move
        session.ui = session._fresh_ui({"hint": session.view.clicks(session.position, move)})
    return session.turn


def play_computer(session, turn):
    """Play the announced move, unless the game changed meanwhile (Undo, another game). A
    reply that takes the board off a solution it was following ends that solution (the
    player did not leave it)."""
    move = computer_due(session)
    if turn != session.turn or move is None or move != session.announced:
        return False
    text = session.view.describe_move(session.position, move)
    followed = session.playback.at is not None
    session._go(session.view.play(session.position, move), by="computer")
    if followed and session.playback.at is None:
        # The player followed the solution (Nim's Best move) and the computer answered off
        # it: the solution is played out, not left, and the game goes on without it.
        session.playback.show(None, session.position)
    session.ui = session._fresh_ui()
    session.message = message("The computer took {move}.", move=text)
    return True
