"""River crossing: rules and the game-id codec (seed 001 "嫉妬深い夫の問題", PUZZLES.md).

A boat carries people (or a farmer's goods) between the near bank and the far bank; one crossing
is one trip of the boat. Someone in the boat must be able to row, the boat holds ``seats``
people, and each problem has a safety rule that must hold on both banks and in the boat:

* ``jealous-husbands``: three couples (husbands Ha Hb Hc, wives Wa Wb Wc); no wife may be with
  another man unless her own husband is there too. Key ``rowers=`` limits who can row (seed
  001's second problem: ``rowers=Ha,Hb,Hc,Wa``).
* ``missionaries``: missionaries M1 M2 M3 and cannibals C1 C2 C3, named so that a boat load is
  a list of names like any other; where missionaries are, cannibals may not outnumber them.
* ``wolf-goat-cabbage``: only the Farmer rows; the Wolf eats the Goat and the Goat eats the
  Cabbage when the Farmer is not with them.

Goal: everyone on the far bank. A position is who is on the far bank, where the boat is and
the crossings made so far. Runs on MicroPython too.
"""

from puzzles.gameid import GameIdError, join_game_id, parse_int, shorten
from puzzles.keyed import KeyedPosition

FAMILY = "river"
TITLE = "River crossing"

NEAR = "near"
FAR = "far"

# name: (title, people, short labels for the state graph, default rowers, seats, safety rule)
PROBLEM_DATA = {
    "jealous-husbands": ("Jealous husbands", ("Ha", "Hb", "Hc", "Wa", "Wb", "Wc"), "ABCabc",
                         None, 2, "jealous"),
    "missionaries": ("Missionaries and cannibals", ("M1", "M2", "M3", "C1", "C2", "C3"),
                     "MMMCCC", None, 2, "outnumber"),
    "wolf-goat-cabbage": ("Wolf, goat and cabbage", ("Farmer", "Wolf", "Goat", "Cabbage"), "FWGC",
                          ("Farmer",), 2, "eats"),
}

PROBLEM_ORDER = ("jealous-husbands", "missionaries", "wolf-goat-cabbage")

# The two problems of seed 001 (11 and 13 crossings).
PUBLISHED = ("river/jealous-husbands?rowers=Ha,Hb,Hc,Wa",)

EATS = (("Wolf", "Goat"), ("Goat", "Cabbage"))  # (eater, eaten) when the Farmer is away


class Problem:
    """One river problem: the people, who rows, how many the boat holds, the safety rule."""

    def __init__(self, name, rowers=None, seats=None):
        title, people, labels, default_rowers, default_seats, rule = PROBLEM_DATA[name]
        self.name = name
        self.title = title
        self.people = people
        self.labels = labels
        self.rule = rule
        self.default_rowers = default_rowers if default_rowers is not None else people
        self.rowers = tuple(rowers) if rowers is not None else self.default_rowers
        self.default_seats = default_seats
        self.seats = seats if seats is not None else default_seats
        self.everyone = (1 << len(people)) - 1
        self.rower_mask = 0
        for person in self.rowers:
            self.rower_mask |= 1 << people.index(person)

    def _key(self):
        return (self.name, self.rowers, self.seats)

    def __eq__(self, other):
        return isinstance(other, Problem) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    # --- people as bit masks (bit i = people[i]) --------------------------------------------
    def names(self, mask):
        return [p for i, p in enumerate(self.people) if (mask >> i) & 1]

    def mask(self, names):
        result = 0
        for name in names:
            result |= 1 << self.people.index(name)
        return result

    def unsafe(self, mask):
        """Why a group of people (a bank or the boat) breaks the rule, or '' when it is safe."""
        here = self.names(mask)
        if self.rule == "jealous":
            men = [p for p in here if p[0] == "H"]
            for wife in here:
                if wife[0] == "W" and men and "H" + wife[1] not in here:
                    return "%s would be with %s without %s" % (wife, men[0], "H" + wife[1])
        elif self.rule == "outnumber":
            missionaries = len([p for p in here if p[0] == "M"])
            cannibals = len(here) - missionaries
            if 0 < missionaries < cannibals:
                return "%d cannibals would outnumber %d missionar%s" % (
                    cannibals, missionaries, "y" if missionaries == 1 else "ies")
        elif "Farmer" not in here:
            for eater, eaten in EATS:
                if eater in here and eaten in here:
                    return "the %s would eat the %s" % (eater, eaten)
        return ""


_problems = {}


def problem(name, rowers=None, seats=None):
    """The problem called ``name`` with the given rowers and seats (built once)."""
    if name not in PROBLEM_DATA:
        raise GameIdError("unknown river problem " + shorten(name) + "; problems: " + ", ".join(PROBLEM_ORDER))
    key = (name, None if rowers is None else tuple(rowers), seats)
    if key not in _problems:
        _problems[key] = Problem(name, rowers, seats)
    return _problems[key]


class IllegalMove(ValueError):
    """A boat load the rules do not allow; the message says why."""


class Position(KeyedPosition):
    """An immutable river position: ``far`` (mask of people on the far bank), ``boat`` (NEAR or
    FAR) and ``crossings`` made so far."""

    __slots__ = ("problem", "far", "boat", "crossings")

    def __init__(self, problem, far=0, boat=NEAR, crossings=0):
        self.problem = problem
        self.far = far
        self.boat = boat
        self.crossings = crossings

    def _key(self):
        return (self.problem, self.far, self.boat, self.crossings)

    # --- queries -------------------------------------------------------------------------
    def near(self):
        return self.problem.everyone & ~self.far

    def bank(self, side):
        """Mask of the people on ``side`` (NEAR or FAR)."""
        return self.far if side == FAR else self.near()

    def boat_bank(self):
        """Mask of the people on the bank where the boat is: only they can board."""
        return self.bank(self.boat)

    def side_of(self, person):
        return FAR if (self.far >> self.problem.people.index(person)) & 1 else NEAR

    def is_won(self):
        return self.far == self.problem.everyone

    def check_load(self, load):
        """The load as a mask, or IllegalMove saying why this boat load may not cross."""
        problem = self.problem
        if not load:
            raise IllegalMove("the boat is empty: someone must row")
        names = []
        for person in load:
            if person not in problem.people:
                raise IllegalMove("%s is not in this problem (people: %s)"
                                  % (shorten(person), ", ".join(problem.people)))
            if person in names:
                raise IllegalMove("%s is in the boat twice" % person)
            if self.side_of(person) != self.boat:
                raise IllegalMove("%s is on the %s bank, the boat on the %s bank"
                                  % (person, self.side_of(person), self.boat))
            names.append(person)
        if len(names) > problem.seats:
            raise IllegalMove("the boat holds %d" % problem.seats)
        load_mask = problem.mask(names)
        if not load_mask & problem.rower_mask:
            raise IllegalMove("nobody in the boat can row (rowers: %s)" % ", ".join(problem.rowers))
        reason = problem.unsafe(load_mask)
        if reason:
            raise IllegalMove(reason + " in the boat")
        other = NEAR if self.boat == FAR else FAR
        left = self.boat_bank() & ~load_mask
        reason = problem.unsafe(left)
        if reason:
            raise IllegalMove(reason + " on the %s bank" % self.boat)
        reason = problem.unsafe(self.bank(other) | load_mask)
        if reason:
            raise IllegalMove(reason + " on the %s bank" % other)
        return load_mask

    def cross(self, load):
        """The position after the boat takes ``load`` (a list of names) across."""
        load_mask = self.check_load(load)
        boat = FAR if self.boat == NEAR else NEAR
        return Position(self.problem, self.far ^ load_mask, boat, self.crossings + 1)

    def legal_loads(self):
        """Every load that may cross now, as lists of names: smaller loads first, each in the
        problem's order of people."""
        problem = self.problem
        bank = problem.names(self.boat_bank())
        loads = [[]]
        result = []
        for size in range(1, problem.seats + 1):
            # Extend each load of size-1 by a later person on the bank (combinations in order).
            loads = [load + [p] for load in loads for p in bank
                     if not load or problem.people.index(p) > problem.people.index(load[-1])]
            for load in loads:
                try:
                    self.check_load(load)
                except IllegalMove:
                    continue
                result.append(load)
        return result

    def is_over(self):
        """Everyone is across, or no load can cross."""
        return self.is_won() or not self.legal_loads()

    def status_text(self):
        if self.is_won():
            return "Everyone is across in %d crossings." % self.crossings
        if not self.legal_loads():
            return "Stuck: no boat load can cross safely."
        return ""

    def restart(self):
        return Position(self.problem)

    # --- codec ---------------------------------------------------------------------------
    def game_id(self):
        problem = self.problem
        pairs = []
        if problem.rowers != problem.default_rowers:
            pairs.append(("rowers", ",".join(problem.rowers)))
        if problem.seats != problem.default_seats:
            pairs.append(("seats", problem.seats))
        if self.far:
            pairs.append(("far", ",".join(problem.names(self.far))))
        if self.boat == FAR:
            pairs.append(("boat", FAR))
        if self.crossings != (1 if self.boat == FAR else 0):
            pairs.append(("crossings", self.crossings))
        return join_game_id(FAMILY, problem.name, pairs)


KEYS = ("rowers", "seats", "far", "boat", "crossings")


def _parse_names(people, params, key):
    """A comma-separated list of names from ``people``, returned in the problem's order."""
    text = params[key]
    names = text.split(",") if text else []
    for name in names:
        if name not in people:
            raise GameIdError("%s=%s: %s is not one of %s" % (key, shorten(text), shorten(name), ",".join(people)))
        if names.count(name) > 1:
            raise GameIdError("%s=%s names %s twice" % (key, shorten(text), name))
    return tuple(p for p in people if p in names)


def parse(variant, params):
    """The position named by ``river/<variant>?<params>``; raises GameIdError on bad input."""
    problem(variant)  # an unknown problem raises the error naming the problems
    for key in params:
        if key not in KEYS:
            raise GameIdError("unknown key " + shorten(key) + " for river crossing; keys: " + ", ".join(KEYS))
    people = PROBLEM_DATA[variant][1]
    rowers = None
    if "rowers" in params:
        rowers = _parse_names(people, params, "rowers")
        if not rowers:
            raise GameIdError("rowers= must name someone who can row")
    seats = parse_int(params, "seats", 1, len(people))
    puzzle = problem(variant, rowers, seats)
    far = 0
    if "far" in params:
        far = puzzle.mask(_parse_names(people, params, "far"))
    boat = params.get("boat", NEAR)
    if boat not in (NEAR, FAR):
        raise GameIdError("boat=%s must be near or far" % shorten(boat))
    crossings = parse_int(params, "crossings", 0, 999999, 1 if boat == FAR else 0)
    if crossings % 2 != (1 if boat == FAR else 0):
        raise GameIdError("crossings=%d does not fit boat=%s (the boat is on the far bank after an odd "
                          "number of crossings)" % (crossings, boat))
    if far and not crossings:
        raise GameIdError("far= needs crossings= (people reach the far bank by boat)")
    position = Position(puzzle, far, boat, crossings)
    for side in (NEAR, FAR):
        reason = puzzle.unsafe(position.bank(side))
        if reason:
            raise GameIdError("far=%s breaks the rule: %s on the %s bank" % (
                shorten(params.get("far", "")), reason, side))
    if crossings and not position.boat_bank() & puzzle.rower_mask:
        raise GameIdError("boat=%s: nobody who can row is on the %s bank" % (boat, boat))
    return position


def variants():
    """``(variant, title)`` for every problem, in menu order."""
    return [(name, PROBLEM_DATA[name][0]) for name in PROBLEM_ORDER]


def presets():
    return [new_game(name).game_id() for name in PROBLEM_ORDER] + list(PUBLISHED)


def new_game(variant):
    return Position(problem(variant))
