"""Nim: rules, the perfect strategy and the game-id codec (seed 002 "ニム", PUZZLES.md).

Heaps of stones; the players take turns to take one or more stones from one heap. In normal
play whoever takes the last stone wins; in misère play (key ``misere=1``) whoever takes the
last stone loses. Seed 002's game: three heaps, the person moves first against the computer.

The strategy (``winning_move``): the nim-sum is the xor of the heap sizes. A position with
nim-sum 0 is lost for the player to move: every move makes it non-zero, and from a non-zero
nim-sum some move makes it 0 again (take a heap h down to h xor nim-sum, where that is smaller).
Misère play is the same while two heaps or more have 2 stones or more; otherwise the player
to move must leave an odd number of one-stone heaps. When the position is lost the computer
takes one stone from the largest heap (seed 002) and waits for a mistake.

A move is ``[heap, stones]`` with heaps counted from 0 (the seed's form); on screen heaps are
named A, B, C... Runs on MicroPython too.
"""

import random

from puzzles.errors import IllegalMove
from puzzles.gameid import MAX_COUNT, GameIdError, count_on, join_game_id, parse_int, shorten
from puzzles.keyed import KeyedPosition, build
from puzzles.nim import DESCRIPTION
from puzzles.words import tr

FAMILY = "nim"
TITLE = DESCRIPTION["title"]  # English, like every module constant: the page words it (tr(TITLE))

# Nim ids have no variant: ``nim?heaps=5,2,3&misere=1``. Without ``heaps`` a new game is dealt
# as in seed 002: three heaps of 1..10 stones.
NO_VARIANTS = True
VARIANTS = (("", "Nim"),)
SEED_HEAPS = (5, 2, 3)  # seed 002's sample game
NEW_GAME_HEAPS = 3
NEW_GAME_MOST = 10
MAX_HEAPS = 8
MAX_STONES = 99
HEAP_NAMES = "ABCDEFGH"
PERSON = "person"
COMPUTER = "computer"


def nim_sum(heaps):
    total = 0
    for heap in heaps:
        total ^= heap
    return total


def winning_move(heaps, misere):
    """A move ``[heap, stones]`` that wins against any defence, or None when the player to
    move loses against perfect play (or no stone is left)."""
    if not sum(heaps):
        return None
    big = [i for i, heap in enumerate(heaps) if heap > 1]
    if misere and len(big) <= 1:
        ones = len([heap for heap in heaps if heap == 1])
        if not big:
            # Only one-stone heaps: each move takes one; win by leaving an odd number of them.
            return [heaps.index(1), 1] if ones % 2 == 0 else None
        # One big heap: empty it or leave one stone in it, to leave an odd number of ones.
        keep = 1 if ones % 2 == 0 else 0
        return [big[0], heaps[big[0]] - keep]
    total = nim_sum(heaps)
    if total == 0:
        return None
    for i, heap in enumerate(heaps):
        if heap ^ total < heap:
            return [i, heap - (heap ^ total)]
    return None  # not reached: the heap holding the nim-sum's top bit always qualifies


def strategy_move(heaps, misere):
    """The computer's move: the winning move, else one stone from the largest heap (seed 002)."""
    move = winning_move(heaps, misere)
    if move is None and sum(heaps):
        move = [heaps.index(max(heaps)), 1]
    return move


class Position(KeyedPosition):
    """An immutable Nim position.

    ``heaps`` now, ``start`` the heaps at the start (for Restart), ``moves`` played so far,
    ``first`` who moved first (PERSON or COMPUTER) and ``computer`` False when two people play.
    """

    __slots__ = ("misere", "start", "heaps", "moves", "first", "computer")

    def __init__(self, misere, start, heaps=None, moves=0, first=PERSON, computer=True):
        start = tuple(start)
        build(self, misere=misere, start=start, heaps=start if heaps is None else tuple(heaps), moves=moves,
              first=first, computer=computer)

    def _key(self):
        return (self.misere, self.start, self.heaps, self.moves, self.first, self.computer)

    # --- players ---------------------------------------------------------------------------
    def player(self, move_number):
        """Who plays move ``move_number`` (from 0): PERSON or COMPUTER, or 1 / 2 for two people."""
        if not self.computer:
            return 1 + move_number % 2
        if move_number % 2 == 0:
            return self.first
        return COMPUTER if self.first == PERSON else PERSON

    def to_move(self):
        return self.player(self.moves)

    def computer_to_move(self):
        return self.computer and not self.is_over() and self.to_move() == COMPUTER

    def is_over(self):
        return not sum(self.heaps)

    def winner(self):
        """The player who won, or None while stones are left."""
        if not self.is_over():
            return None
        last = self.moves - 1  # the move that took the last stone
        return self.player(last) if not self.misere else self.player(last + 1)

    def is_won(self):
        """The game is over and the person won (with two people: the game is over)."""
        return self.is_over() and (not self.computer or self.winner() == PERSON)

    def status_text(self):
        winner = self.winner()
        if winner is None:
            return ""
        taker = self.player(self.moves - 1)
        if winner == PERSON:
            return tr("You win: you took the last stone.") if taker == PERSON else tr(
                "You win: the computer took the last stone.")
        if winner == COMPUTER:
            return tr("The computer wins: the computer took the last stone.") if taker == COMPUTER else tr(
                "The computer wins: you took the last stone.")
        return tr("Player {winner} wins: Player {taker} took the last stone.", winner=winner, taker=taker)

    # --- moves -------------------------------------------------------------------------------
    def take(self, heap, stones):
        """The position after taking ``stones`` stones from heap ``heap`` (0-based)."""
        if not isinstance(heap, int) or not 0 <= heap < len(self.heaps):
            raise IllegalMove(tr("there is no heap {heap} (heaps 0..{last})", heap=shorten(heap),
                                 last=len(self.heaps) - 1))
        if not isinstance(stones, int) or stones < 1:
            raise IllegalMove(tr("take at least one stone"))
        if stones > self.heaps[heap]:
            if self.heaps[heap] == 1:
                raise IllegalMove(tr("heap {heap} has only 1 stone", heap=HEAP_NAMES[heap]))
            raise IllegalMove(tr("heap {heap} has only {stones} stones", heap=HEAP_NAMES[heap],
                                 stones=self.heaps[heap]))
        heaps = list(self.heaps)
        heaps[heap] -= stones
        return Position(self.misere, self.start, heaps, count_on(self.moves), self.first, self.computer)

    def play(self, move):
        if not isinstance(move, (list, tuple)) or len(move) != 2:
            raise IllegalMove(tr("a move is [heap, stones]"))
        return self.take(move[0], move[1])

    def restart(self):
        return Position(self.misere, self.start, None, 0, self.first, self.computer)

    # --- codec -------------------------------------------------------------------------------
    def game_id(self):
        pairs = []
        if self.misere:
            pairs.append(("misere", 1))
        pairs.append(("heaps", ",".join(str(h) for h in self.heaps)))  # always: no heaps = deal anew
        if self.start != self.heaps:
            pairs.append(("start", ",".join(str(h) for h in self.start)))
        if self.moves:
            pairs.append(("moves", self.moves))
        if self.first != PERSON:
            pairs.append(("first", self.first))
        if not self.computer:
            pairs.append(("computer", 0))
        return join_game_id(FAMILY, "", pairs)


def player_name(player, capital=False):
    """Who a player is, in words (capitalised to begin a sentence, in English)."""
    if player == PERSON:
        name = tr("you")
    elif player == COMPUTER:
        name = tr("the computer")
    else:
        name = tr("Player {number}", number=player)
    return name[0].upper() + name[1:] if capital else name


KEYS = ("misere", "heaps", "start", "moves", "first", "computer")


def deal(count, most, rand):
    """Random heaps for a new game: ``count`` heaps of 1..``most`` stones (rand(n): 0..n-1)."""
    return tuple(1 + rand(most) for _ in range(count))


def _parse_heaps(params, key):
    text = params[key]
    items = text.split(",")
    if len(items) > MAX_HEAPS or not all(item.isdigit() and len(item) <= 2 for item in items):
        raise GameIdError(tr("{key}={value} must be 1 to {most} numbers 0..{stones} separated by commas",
                             key=key, value=shorten(text), most=MAX_HEAPS, stones=MAX_STONES))
    return tuple(int(item) for item in items)


def parse(variant, params):
    """The position named by ``nim?<params>``; raises GameIdError on bad input. Without
    ``heaps`` the heaps are dealt at random, as seed 002's game does."""
    if variant:
        raise GameIdError(tr("nim has no variants ({variant}): write nim?heaps=5,2,3, "
                             "and misere=1 for misère play", variant=shorten(variant)))
    for key in params:
        if key not in KEYS:
            raise GameIdError(tr("unknown key {key} for nim; keys: {keys}", key=shorten(key), keys=", ".join(KEYS)))
    if "start" in params and "heaps" not in params:
        raise GameIdError(tr("start= needs heaps= (the heaps now)"))
    heaps = _parse_heaps(params, "heaps") if "heaps" in params else deal(
        NEW_GAME_HEAPS, NEW_GAME_MOST, random.randrange)
    start = _parse_heaps(params, "start") if "start" in params else heaps
    if len(start) != len(heaps):
        raise GameIdError(tr("start= has {start} heaps but heaps= has {heaps}", start=len(start), heaps=len(heaps)))
    for i in range(len(heaps)):
        if heaps[i] > start[i]:
            raise GameIdError(tr("heap {heap} has {stones} stones but started with {start} (stones are only taken)",
                                 heap=HEAP_NAMES[i], stones=heaps[i], start=start[i]))
    if not sum(start):
        raise GameIdError(tr("the heaps have no stone at all"))
    taken = sum(start) - sum(heaps)
    changed = len([i for i in range(len(heaps)) if heaps[i] != start[i]])
    moves = parse_int(params, "moves", 0, MAX_COUNT, 0)
    if not changed <= moves <= taken:
        raise GameIdError(tr("moves={moves} does not fit {taken} stones taken from {changed} heaps",
                             moves=moves, taken=taken, changed=changed))
    computer = parse_int(params, "computer", 0, 1, 1) == 1
    first = params.get("first", PERSON)
    if first not in (PERSON, COMPUTER):
        raise GameIdError(tr("first={first} must be person or computer", first=shorten(first)))
    if first != PERSON and not computer:
        raise GameIdError(tr("first={first} needs the computer to play (computer=0 is two people)", first=first))
    misere = parse_int(params, "misere", 0, 1, 0) == 1
    return Position(misere, start, heaps, moves, first, computer)


def variants():
    """The one entry, its title in the page's language."""
    return [(variant, tr(title)) for variant, title in VARIANTS]


def presets():
    seed_game = ",".join(str(h) for h in SEED_HEAPS)
    return ["nim?heaps=" + seed_game, "nim?misere=1&heaps=" + seed_game]


def new_game(variant):
    return parse(variant, {})
