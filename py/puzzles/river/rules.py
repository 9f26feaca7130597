"""River crossing: rules and the game-id codec (seed 001 "嫉妬深い夫の問題", PUZZLES.md).

A boat carries people (or a farmer's goods) between the near bank and the far bank; one crossing
is one trip of the boat. Someone in the boat must be able to row, the boat holds ``seats``
people, and each problem has a safety rule that must hold on both banks and in the boat:

* ``jealous-husbands``: three couples (husbands Ha Hb Hc, wives Wa Wb Wc); no wife may be with
  another man unless her own husband is there too. Key ``rowers=`` limits who can row (seed
  001's second problem: ``rowers=Ha,Hb,Hc,Wa``).
* ``missionaries``: three missionaries and three cannibals; where missionaries are, cannibals
  may not outnumber them. As everyone knows the puzzle, missionaries are alike and so are
  cannibals: a position is how many of each kind are where, and a crossing is "two cannibals",
  not "C1 and C3". They still have names (M1 M2 M3, C1 C2 C3) so that a boat load is a list of
  names like any other; a position keeps the lowest-numbered of each kind on the far bank (a
  load going over takes the lowest-numbered on the near bank, one coming back the
  highest-numbered on the far bank, so nobody changes name as they cross). When ``rowers=``
  names only some of a kind, those who row and those who do not are two kinds. Key ``alike=0``
  tells everyone apart (then M1 and M2 are different people).
* ``wolf-goat-cabbage``: only the Farmer rows; the Wolf eats the Goat and the Goat eats the
  Cabbage when the Farmer is not with them.

Goal: everyone on the far bank. A position is who is on the far bank, where the boat is and
the crossings made so far. Runs on MicroPython too.
"""

from puzzles.errors import IllegalMove
from puzzles.gameid import MAX_COUNT, GameIdError, count_on, join_game_id, parse_int, shorten
from puzzles.keyed import KeyedPosition, build
from puzzles.river import DESCRIPTION
from puzzles.words import language, mark, tr

FAMILY = "river"
TITLE = DESCRIPTION["title"]  # English, like every module constant: the page words it (tr(TITLE))

NEAR = "near"
FAR = "far"

# name: (title, people, short labels for the state graph, default rowers, seats, safety rule,
#        people of a kind are alike by default)
PROBLEM_DATA = {
    "jealous-husbands": ("Jealous husbands", ("Ha", "Hb", "Hc", "Wa", "Wb", "Wc"), "ABCabc",
                         None, 2, "jealous", False),
    "missionaries": ("Missionaries and cannibals", ("M1", "M2", "M3", "C1", "C2", "C3"),
                     "MMMCCC", None, 2, "outnumber", True),
    "wolf-goat-cabbage": ("Wolf, goat and cabbage", ("Farmer", "Wolf", "Goat", "Cabbage"), "FWGC",
                          ("Farmer",), 2, "eats", False),
}

# A kind of person (the first letter of a name) in problems whose people of a kind are alike.
KIND_NOUNS = {"M": ("missionary", "missionaries"), "C": ("cannibal", "cannibals")}
NUMBER_WORDS = ("no", "a", "two", "three", "four", "five", "six")


def bank_name(side):
    """"near bank" or "far bank", in the page's language."""
    return tr("far bank") if side == FAR else tr("near bank")


# The couples' names as the board shows them: Ha in English, 夫 A in Japanese (the ids in links
# stay Ha, Wa...).
COUPLE_NAMES = {"Ha": mark("Ha"), "Hb": mark("Hb"), "Hc": mark("Hc"),
                "Wa": mark("Wa"), "Wb": mark("Wb"), "Wc": mark("Wc")}


def person_name(person):
    """A person's name as the board shows it: the farmer's goods are words (worded), so are
    the couples' (Ha is 夫 A in Japanese); the missionaries' short names (M1) stay as they are."""
    if person in COUPLE_NAMES:
        return tr(COUPLE_NAMES[person])
    if person == "Farmer":
        return tr("Farmer")
    if person == "Wolf":
        return tr("Wolf")
    if person == "Goat":
        return tr("Goat")
    if person == "Cabbage":
        return tr("Cabbage")
    return person


def _kind_noun(letter, plural, rowing):
    """A kind's noun, worded: rowing is None (everyone of the kind rows or nobody), True, False."""
    if letter == "M":
        if rowing is None:
            return tr("missionaries") if plural else tr("missionary")
        if rowing:
            return tr("rowing missionaries") if plural else tr("rowing missionary")
        return tr("non-rowing missionaries") if plural else tr("non-rowing missionary")
    if rowing is None:
        return tr("cannibals") if plural else tr("cannibal")
    if rowing:
        return tr("rowing cannibals") if plural else tr("rowing cannibal")
    return tr("non-rowing cannibals") if plural else tr("non-rowing cannibal")

PROBLEM_ORDER = ("jealous-husbands", "missionaries", "wolf-goat-cabbage")

# The two problems of seed 001 (11 and 13 crossings).
PUBLISHED = ("river/jealous-husbands?rowers=Ha,Hb,Hc,Wa",)

EATS = (("Wolf", "Goat"), ("Goat", "Cabbage"))  # (eater, eaten) when the Farmer is away


class Problem:
    """One river problem: the people, who rows, how many the boat holds, the safety rule, and
    whether people of a kind are alike (``alike``: the missionaries by default).

    ``groups`` are the bit masks of people who are interchangeable: people of one kind who
    all row or all do not (``alike``), else each person alone."""

    def __init__(self, name, rowers=None, seats=None, alike=None):
        title, people, labels, default_rowers, default_seats, rule, default_alike = PROBLEM_DATA[name]
        self.name = name
        self.title = title  # English; the page words it with tr
        self.people = people
        self.rule = rule
        self.default_rowers = default_rowers if default_rowers is not None else people
        self.rowers = tuple(rowers) if rowers is not None else self.default_rowers
        self.default_seats = default_seats
        self.seats = seats if seats is not None else default_seats
        self.default_alike = default_alike
        self.alike = default_alike if alike is None else bool(alike and default_alike)
        self.everyone = (1 << len(people)) - 1
        self.rower_mask = 0
        for person in self.rowers:
            self.rower_mask |= 1 << people.index(person)
        # Labels for the state graph; in a problem with kinds, lower case: cannot row (when
        # only some row), so that a rower and a non-rower of a kind never share a label.
        every_row = self.rower_mask == self.everyone
        self.labels = "".join(label if default_alike is False or every_row or person in self.rowers
                              else label.lower() for label, person in zip(labels, people))
        groups = []
        for i, person in enumerate(people):
            for g, group in enumerate(groups):
                first = people[group[0]]
                if self.alike and first[0] == person[0] and (first in self.rowers) == (person in self.rowers):
                    groups[g] = group + [i]
                    break
            else:
                groups.append([i])
        self.members = groups  # the people of each group, by index, lowest first
        self.groups = []
        for group in groups:
            mask = 0
            for i in group:
                mask |= 1 << i
            self.groups.append(mask)

    def _key(self):
        return (self.name, self.rowers, self.seats, self.alike)

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

    def canonical(self, far):
        """The far bank as this problem stores it: with people of a kind alike, the
        lowest-numbered of each group are the ones on the far bank."""
        if not self.alike:
            return far
        result = 0
        for members, group in zip(self.members, self.groups):
            count = bin(far & group).count("1")
            for i in members[:count]:
                result |= 1 << i
        return result

    def canonical_load(self, bank, load, to_far):
        """The load that stands for ``load`` (a mask of people on ``bank``) among loads alike
        by kind: of each group, the lowest-numbered on the bank going over (``to_far``), the
        highest-numbered coming back. A problem without alike people keeps ``load``."""
        if not self.alike:
            return load
        result = 0
        for members, group in zip(self.members, self.groups):
            count = bin(load & group).count("1")
            here = [i for i in members if (bank >> i) & 1]
            if not to_far:
                here.reverse()
            for i in here[:count]:
                result |= 1 << i
        return result

    def split(self, person):
        """True when only some of ``person``'s kind can row."""
        return len([p for p in self.people if p[0] == person[0] and (p in self.rowers) != (person in self.rowers)]) > 0

    def noun(self, person, plural=False):
        """What a person is called when people of a kind are alike: "missionary", "rowing
        cannibal"...; their name otherwise."""
        if not self.alike:
            return person_name(person)
        return _kind_noun(person[0], plural, (person in self.rowers) if self.split(person) else None)

    def token(self, person):
        """The text on a person's token: the kind's letter when people of a kind are alike."""
        return person[0] if self.alike else person_name(person)

    def describe(self, load):
        """A boat load in words: names joined by " + ", or by kind when people are alike
        ("two cannibals", "a missionary and a cannibal"), in the page's language."""
        if not self.alike:
            return " + ".join(person_name(p) for p in load)
        parts = []
        for members in self.members:
            count = len([p for p in load if p in [self.people[i] for i in members]])
            if count == 1:
                parts.append(tr("a {noun}", noun=self.noun(self.people[members[0]])))
            elif count:
                # English counts in words ("two"), Japanese in digits.
                number = NUMBER_WORDS[count] if language() == "en" else str(count)
                parts.append(tr("{number} {nouns}", number=number, nouns=self.noun(self.people[members[0]], True)))
        if len(parts) < 2:
            return "".join(parts)
        return tr("{items} and {last}", items=tr(", ").join(parts[:-1]), last=parts[-1])

    def legend(self):
        """Lines saying what the state graph's labels mean. Each line is a whole English
        sentence, a key of the catalogue: the worker sends them and the page words them
        (``words.say``)."""
        if self.rule == "jealous":
            lines = ["A B C: husbands Ha Hb Hc; a b c: their wives Wa Wb Wc"]
        elif self.rule == "outnumber":
            if self.labels != self.labels.upper():
                lines = ["M: a missionary, C: a cannibal; lower case m, c: cannot row"]
            else:
                lines = ["M: a missionary, C: a cannibal"]
            if not self.alike:
                lines.append("one node per count: it stands for M1 M2... in any order")
        else:
            lines = ["F: Farmer, W: Wolf, G: Goat, C: Cabbage"]
        return lines + ["near bank | far bank; * marks the boat's bank",
                        "row n: n crossings from this position",
                        "red: a shortest solution; click a state to go there"]

    def unsafe(self, mask):
        """Why a group of people (a bank or the boat) breaks the rule, or '' when it is safe."""
        here = self.names(mask)
        if self.rule == "jealous":
            men = [p for p in here if p[0] == "H"]
            for wife in here:
                if wife[0] == "W" and men and "H" + wife[1] not in here:
                    return tr("{wife} would be with {man} without {husband}",
                              wife=wife, man=men[0], husband="H" + wife[1])
        elif self.rule == "outnumber":
            missionaries = len([p for p in here if p[0] == "M"])
            cannibals = len(here) - missionaries
            if 0 < missionaries < cannibals:
                if missionaries == 1:
                    return tr("{cannibals} cannibals would outnumber 1 missionary", cannibals=cannibals)
                return tr("{cannibals} cannibals would outnumber {missionaries} missionaries",
                          cannibals=cannibals, missionaries=missionaries)
        elif "Farmer" not in here:
            if "Wolf" in here and "Goat" in here:  # EATS, worded
                return tr("the Wolf would eat the Goat")
            if "Goat" in here and "Cabbage" in here:
                return tr("the Goat would eat the Cabbage")
        return ""


_problems = {}


def problem(name, rowers=None, seats=None, alike=None):
    """The problem called ``name`` with the given rowers, seats and alike (built once)."""
    if name not in PROBLEM_DATA:
        raise GameIdError(tr("unknown river problem {name}; problems: {problems}", name=shorten(name),
                             problems=", ".join(PROBLEM_ORDER)))
    key = (name, None if rowers is None else tuple(rowers), seats, alike)
    if key not in _problems:
        _problems[key] = Problem(name, rowers, seats, alike)
    return _problems[key]


class Position(KeyedPosition):
    """An immutable river position: ``far`` (mask of people on the far bank, as the problem
    stores it: ``Problem.canonical``), ``boat`` (NEAR or FAR) and ``crossings`` made so far."""

    __slots__ = ("problem", "far", "boat", "crossings")

    def __init__(self, problem, far=0, boat=NEAR, crossings=0):
        build(self, problem=problem, far=problem.canonical(far), boat=boat, crossings=crossings)

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
            raise IllegalMove(tr("the boat is empty: someone must row"))
        names = []
        for person in load:
            if person not in problem.people:
                raise IllegalMove(tr("{person} is not in this problem (people: {people})",
                                     person=shorten(person), people=", ".join(problem.people)))
            if person in names:
                raise IllegalMove(tr("{person} is in the boat twice", person=person_name(person)))
            if self.side_of(person) != self.boat:
                raise IllegalMove(tr("{person} is on the {bank}, the boat on the {boat}",
                                     person=person_name(person), bank=bank_name(self.side_of(person)),
                                     boat=bank_name(self.boat)))
            names.append(person)
        if len(names) > problem.seats:
            raise IllegalMove(tr("the boat holds {seats}", seats=problem.seats))
        load_mask = problem.mask(names)
        if not load_mask & problem.rower_mask:
            raise IllegalMove(tr("nobody in the boat can row (rowers: {rowers})",
                                 rowers=", ".join(person_name(p) for p in problem.rowers)))
        reason = problem.unsafe(load_mask)
        if reason:
            raise IllegalMove(tr("{reason} in the boat", reason=reason))
        other = NEAR if self.boat == FAR else FAR
        left = self.boat_bank() & ~load_mask
        reason = problem.unsafe(left)
        if reason:
            raise IllegalMove(tr("{reason} on the {bank}", reason=reason, bank=bank_name(self.boat)))
        reason = problem.unsafe(self.bank(other) | load_mask)
        if reason:
            raise IllegalMove(tr("{reason} on the {bank}", reason=reason, bank=bank_name(other)))
        return load_mask

    def cross(self, load):
        """The position after the boat takes ``load`` (a list of names) across. With people of
        a kind alike, any of a kind may be named: the far bank keeps the lowest-numbered."""
        load_mask = self.check_load(load)
        boat = FAR if self.boat == NEAR else NEAR
        return Position(self.problem, self.far ^ load_mask, boat, count_on(self.crossings))

    def legal_loads(self):
        """Every load that may cross now, as lists of names: smaller loads first, each in the
        problem's order of people. With people of a kind alike, one load per choice of kinds
        (``Problem.canonical_load``)."""
        problem = self.problem
        bank_mask = self.boat_bank()
        to_far = self.boat == NEAR
        bank = problem.names(bank_mask)
        loads = [[]]
        result = []
        for size in range(1, problem.seats + 1):
            # Extend each load of size-1 by a later person on the bank (combinations in order).
            loads = [load + [p] for load in loads for p in bank
                     if not load or problem.people.index(p) > problem.people.index(load[-1])]
            for load in loads:
                if problem.alike:
                    mask = problem.mask(load)
                    if problem.canonical_load(bank_mask, mask, to_far) != mask:
                        continue
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
            return tr("Everyone is across in {crossings} crossings.", crossings=self.crossings)
        if not self.legal_loads():
            return tr("Stuck: no boat load can cross safely.")
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
        if problem.alike != problem.default_alike:
            pairs.append(("alike", 1 if problem.alike else 0))
        if self.far:
            pairs.append(("far", ",".join(problem.names(self.far))))
        if self.boat == FAR:
            pairs.append(("boat", FAR))
        if self.crossings != (1 if self.boat == FAR else 0):
            pairs.append(("crossings", self.crossings))
        return join_game_id(FAMILY, problem.name, pairs)


KEYS = ("rowers", "seats", "alike", "far", "boat", "crossings")


def _parse_names(people, params, key):
    """A comma-separated list of names from ``people``, returned in the problem's order."""
    text = params[key]
    names = text.split(",") if text else []
    for name in names:
        if name not in people:
            raise GameIdError(tr("{key}={value}: {name} is not one of {people}", key=key, value=shorten(text),
                                 name=shorten(name), people=",".join(people)))
        if names.count(name) > 1:
            raise GameIdError(tr("{key}={value} names {name} twice", key=key, value=shorten(text), name=name))
    return tuple(p for p in people if p in names)


def _renaming(people, rowers):
    """With people of a kind alike, who rows matters, not their numbers: a map from each name
    to the name it stands for when each kind's rowers come first (rowers=M3 is rowers=M1)."""
    rename = {}
    for letter in [p[0] for p in people]:
        kind = [p for p in people if p[0] == letter]
        ordered = [p for p in kind if p in rowers] + [p for p in kind if p not in rowers]
        for person, new in zip(ordered, kind):
            rename[person] = new
    return rename


def parse(variant, params):
    """The position named by ``river/<variant>?<params>``; raises GameIdError on bad input."""
    problem(variant)  # an unknown problem raises the error naming the problems
    for key in params:
        if key not in KEYS:
            raise GameIdError(tr("unknown key {key} for river crossing; keys: {keys}", key=shorten(key),
                                 keys=", ".join(KEYS)))
    people = PROBLEM_DATA[variant][1]
    alike = parse_int(params, "alike", 0, 1)
    if alike is not None and not PROBLEM_DATA[variant][6]:
        raise GameIdError(tr("alike= is for the missionaries and cannibals; in {problem} everyone is "
                             "someone different", problem=variant))
    alike = None if alike is None else alike == 1
    rowers = None
    rename = {}
    if "rowers" in params:
        rowers = _parse_names(people, params, "rowers")
        if not rowers:
            raise GameIdError(tr("rowers= must name someone who can row"))
        if alike is not False and PROBLEM_DATA[variant][6]:
            rename = _renaming(people, rowers)
            rowers = tuple(p for p in people if p in [rename[r] for r in rowers])
    seats = parse_int(params, "seats", 1, len(people))
    puzzle = problem(variant, rowers, seats, alike)
    far = 0
    if "far" in params:
        far = puzzle.mask([rename.get(p, p) for p in _parse_names(people, params, "far")])
    boat = params.get("boat", NEAR)
    if boat not in (NEAR, FAR):
        raise GameIdError(tr("boat={boat} must be near or far", boat=shorten(boat)))
    crossings = parse_int(params, "crossings", 0, MAX_COUNT, 1 if boat == FAR else 0)
    if crossings % 2 != (1 if boat == FAR else 0):
        raise GameIdError(tr("crossings={crossings} does not fit boat={boat} (the boat is on the far bank after "
                             "an odd number of crossings)", crossings=crossings, boat=boat))
    if far and not crossings:
        raise GameIdError(tr("far= needs crossings= (people reach the far bank by boat)"))
    position = Position(puzzle, far, boat, crossings)
    for side in (NEAR, FAR):
        reason = puzzle.unsafe(position.bank(side))
        if reason:
            raise GameIdError(tr("far={far} breaks the rule: {reason} on the {bank}",
                                 far=shorten(params.get("far", "")), reason=reason, bank=bank_name(side)))
    if crossings and not position.boat_bank() & puzzle.rower_mask:
        raise GameIdError(tr("boat={boat}: nobody who can row is on the {bank}", boat=boat, bank=bank_name(boat)))
    return position


def variants():
    """``(variant, title)`` for every problem, in menu order, the titles in the page's language."""
    return [(name, tr(PROBLEM_DATA[name][0])) for name in PROBLEM_ORDER]


def presets():
    return [new_game(name).game_id() for name in PROBLEM_ORDER] + list(PUBLISHED)


def new_game(variant):
    return Position(problem(variant))
