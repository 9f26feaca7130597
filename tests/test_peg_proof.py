"""Peg solitaire's branch-and-bound proof of the fewest moves (peg_proof): its minimum against
the exact meet-in-the-middle solver and a plain brute force, its lower bound against exact
moves to go (never more), the English 33 centre game's 18 moves, and stopping it."""

import functools
import random

import pytest

from positions import replayed
from puzzles import registry, search
from puzzles.peg import proof as peg_proof
from puzzles.peg import table as peg_table
from puzzles.peg.rules import Position, board
from puzzles.peg.solver import minimum
from puzzles.words import say

INFINITY = float("inf")
CENTRE_GAME = "peg/english33?empty=16&finish=16"

SMALL_GAMES = [
    "peg/hoppers13?empty=6&finish=6", "peg/hoppers13?empty=0", "peg/hex12?empty=1",
    "peg/hex12?empty=4&finish=4", "peg/triangle15?empty=0", "peg/triangle15?empty=4&finish=4",
    "peg/triangle15?empty=3&finish=12", "peg/triangle21?empty=6&finish=6",
    "peg/custom?rows=ooooo,ooooo,ooooo&empty=2", "peg/custom?rows=ooooo,ooooo,ooooo&empty=7&finish=7",
    "peg/custom?rows=.ooo.,ooooo,ooooo,.ooo.&grid=square8&empty=1&finish=1",
    "peg/custom?rows=o....,oo...,ooo..,oooo.,ooooo&grid=triangle&empty=0",
    "peg/custom?rows=.oo.,oooo,oooo,.oo.&empty=5",
]

UNSOLVABLE = ["peg/triangle15?empty=4&finish=4", "peg/triangle15?empty=3&finish=12",
              "peg/custom?rows=ooooo,ooooo,ooooo&empty=7&finish=7"]


def prove(position, member=None):
    return search.run(peg_proof.prove_minimum(position, member))




def brute_force(position):
    """best(pegs, last): the fewest moves to a win, by plain memoised recursion over every
    (pegs, hole the last jump landed on) state; independent of both solvers."""
    jumps = [(f, o, t) for f in range(position.board.size) for o, t in position.board.jumps[f]]

    @functools.lru_cache(maxsize=None)
    def best(pegs, last):
        if bin(pegs).count("1") == 1:
            return 0 if position.finish is None or pegs == 1 << position.finish else INFINITY
        result = INFINITY
        for f, o, t in jumps:
            if pegs >> f & 1 and pegs >> o & 1 and not pegs >> t & 1:
                result = min(result, best(pegs ^ (1 << f) ^ (1 << o) ^ (1 << t), t) + (f != last))
        return result
    return best


def playouts(position, rng, count, best=None):
    """``count`` positions met on random playouts from ``position`` (any number of jumps);
    with ``best`` (brute_force's), only jumps after which the game can still be won."""
    found = []
    while len(found) < count:
        here = position
        for _ in range(rng.randrange(position.peg_count())):
            jumps = [(f, o, t) for f, o, t in here.legal_jumps()
                     if best is None or best(here.jump(f, t).pegs, t) != INFINITY]
            if not jumps:
                break
            frm, _, to = rng.choice(jumps)
            here = here.jump(frm, to)
        found.append(here)
    return found


@pytest.fixture(scope="module")
def table():
    seconds, loaded = peg_table.timed_load()
    assert loaded is not None, peg_table.problem
    return loaded


# --- the regions --------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["peg/english33", "peg/french37", "peg/diamond41", "peg/triangle21",
                                     "peg/custom?rows=.ooo.,ooooo,ooooo,.ooo.&grid=square8&empty=1"])
def test_regions_are_merson_regions_and_disjoint(game_id):
    geometry = registry.parse(game_id)[1].board
    packing = peg_proof.regions(geometry)
    assert packing
    used = 0
    for region in packing:
        assert not region & used
        used |= region
        # Every line whose middle hole is in the region has an end hole in it.
        for frm in range(geometry.size):
            for over, to in geometry.jumps[frm]:
                if region >> over & 1:
                    assert region >> frm & 1 or region >> to & 1
    corners = sum(1 << h for h in geometry.corners)
    assert all(region in packing for region in (1 << h for h in geometry.corners))
    assert used & corners == corners


def test_english33_has_twelve_regions_of_which_eight_corners():
    packing = peg_proof.regions(board("english33"))
    assert len(packing) == 12
    assert sum(1 for region in packing if region & (region - 1) == 0) == 8


# --- the bound ----------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", [g for g in SMALL_GAMES if g not in UNSOLVABLE])
def test_bound_never_exceeds_the_moves_to_go_on_small_boards(game_id):
    position = registry.parse(game_id)[1]
    best = brute_force(position)
    bound = peg_proof.Bound(position.board, position.finish)
    checked = 0
    for here in playouts(position, random.Random(game_id), 150, best):
        for last in (-1, here.last):
            exact = best(here.pegs, last)
            if exact != INFINITY:
                assert bound(here.pegs, last) <= exact, (here.game_id(), last)
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("game_id, finish", [
    ("peg/english33", 16), ("peg/english33", None), ("peg/english33", 0), ("peg/diamond41", 20),
    ("peg/french37", None), ("peg/custom?rows=oooooo,oooooo,oooooo,oooooo,oooooo,oooooo&grid=square8", 14),
])
def test_bound_never_exceeds_the_moves_to_go_from_a_few_scattered_pegs(game_id, finish):
    # Positions made by undoing random jumps from a single peg (so they can be won), with or
    # without a free chain: brute force decides these few-peg positions of bigger boards.
    geometry = registry.parse(game_id)[1].board
    best = brute_force(Position(geometry, 0, 0, finish))
    bound = peg_proof.Bound(geometry, finish)
    quick = bound.between_moves()
    rng = random.Random(game_id + str(finish))
    checked = 0
    for _ in range(200):
        pegs = 1 << (finish if finish is not None else rng.randrange(geometry.size))
        for _ in range(rng.randrange(1, 9)):
            # Undo a jump f -> t over o: a peg on t, none on f and o.
            undo = [(f, o, t) for f in range(geometry.size) for o, t in geometry.jumps[f]
                    if pegs >> t & 1 and not pegs >> f & 1 and not pegs >> o & 1]
            if not undo:
                break
            f, o, t = rng.choice(undo)
            pegs ^= (1 << f) | (1 << o) | (1 << t)
        assert quick(pegs) == bound(pegs)
        holes = [h for h in range(geometry.size) if pegs >> h & 1]
        for last in (-1, rng.choice(holes)):
            exact = best(pegs, last)
            assert exact != INFINITY or last >= 0
            if exact != INFINITY:
                assert bound(pegs, last) <= exact, (holes, last)
                checked += 1
    assert checked >= 200


def test_bound_never_exceeds_the_moves_to_go_on_the_centre_game(table):
    # The table's moves to go (computed at development time by a separate search) check the
    # bound on winning positions met on random playouts that stay on the winning set.
    start = registry.parse(CENTRE_GAME)[1]
    bound = peg_proof.Bound(start.board, start.finish)
    quick = bound.between_moves()  # the search's own, faster form
    rng = random.Random(33)
    checked = 0
    for _ in range(150):
        here = start
        while here.peg_count() > 1:
            exact = table.moves_to_go(here.pegs)
            assert exact is not None
            assert bound(here.pegs) <= exact
            assert quick(here.pegs) == bound(here.pegs)
            chained = table.after_landing(here.pegs, here.last) if here.last >= 0 else exact
            assert bound(here.pegs, here.last) <= chained
            checked += 1
            jumps = [(f, t) for f, _, t in here.legal_jumps() if here.jump(f, t).pegs in table]
            frm, to = rng.choice(jumps)
            here = here.jump(frm, to)
    assert checked > 3000


def test_bound_at_the_centre_game_start():
    # 8 corners and 4 regions of three holes miss the empty centre: 12 moves, and the last
    # move (into the centre, from a hole of its class) starts in none of them: 13.
    assert peg_proof.bound(registry.parse(CENTRE_GAME)[1]) == 13


# --- the proof ------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", SMALL_GAMES)
def test_minimum_agrees_with_the_exact_solver(game_id):
    position = registry.parse(game_id)[1]
    result = prove(position)
    exact = search.run(minimum(position, count=False))
    assert result["solvable"] == exact["solvable"]
    assert result["minimal"]
    if not exact["solvable"]:
        assert not result["solution"] and say(result["reason"])
        return
    assert result["moves"] == exact["moves"]
    final = replayed(position, result["solution"])
    assert final.is_won() and final.moves - position.moves == result["moves"]


@pytest.mark.parametrize("game_id", SMALL_GAMES[:8])
def test_minimum_agrees_with_brute_force_after_random_jumps(game_id):
    # Positions in progress, with the free chain of the peg that landed last.
    start = registry.parse(game_id)[1]
    best = brute_force(start)
    for here in playouts(start, random.Random(7), 12):
        exact = best(here.pegs, here.last)
        result = prove(here)
        if exact == INFINITY:
            assert not result["solvable"]
            continue
        assert result["moves"] == exact, here.game_id()
        final = replayed(here, result["solution"])
        assert final.is_won() and final.moves - here.moves == exact


def test_a_free_chain_is_used_and_counts_no_move():
    game_id = "peg/hoppers13?empty=6&finish=6&pegs=1001110110111&moves=3&last=0"
    position = registry.parse(game_id)[1]
    result = prove(position)
    assert result["moves"] == brute_force(position)(position.pegs, 0)
    assert result["solution"][0][0] == 0
    final = replayed(position, result["solution"])
    assert final.is_won() and final.moves == position.moves + result["moves"]


def test_centre_game_takes_18_moves_proven_with_the_table_as_oracle(table):
    # The table serves only as "is this position still winnable?"; its moves to go are not
    # read, so the 18 comes from the search's own refutation of 17.
    position = registry.parse(CENTRE_GAME)[1]
    result = prove(position, member=table.__contains__)
    assert result["solvable"] and result["minimal"]
    assert result["moves"] == 18 == table.moves_to_go(position.pegs)
    assert result["bound"] == 13
    final = replayed(position, result["solution"])
    assert final.is_won() and final.has_peg(16) and final.moves == 18
    assert len(result["solution"]) == 18


def test_an_oracle_only_prunes(table):
    # A centre-game position in progress: with or without the table, the same minimum.
    position = registry.parse(CENTRE_GAME)[1]
    rng = random.Random(5)
    while position.peg_count() > 12:
        jumps = [(f, t) for f, _, t in position.legal_jumps() if position.jump(f, t).pegs in table]
        position = position.jump(*rng.choice(jumps))
    with_table = prove(position, member=table.__contains__)
    alone = prove(position)
    assert with_table["moves"] == alone["moves"] == table.after_landing(position.pegs, position.last)
    assert with_table["positions"] <= alone["positions"]


# --- progress, stopping, limits ---------------------------------------------------------------
def test_progress_comes_often_and_closing_stops_the_search(table):
    job = peg_proof.prove_minimum(registry.parse(CENTRE_GAME)[1], member=table.__contains__)
    reports = [next(job) for _ in range(6)]
    counts = [report["positions"] for report in reports]
    assert counts == sorted(counts)
    assert all(b - a <= peg_proof.PROGRESS for a, b in zip(counts[1:], counts[2:]))
    assert "proving" in say(reports[-1]["phase"])
    job.close()
    with pytest.raises(StopIteration):
        next(job)


def test_past_the_limit_it_says_so():
    position = registry.parse("peg/triangle15?empty=0")[1]
    with pytest.raises(search.SearchTooLarge):
        search.run(peg_proof.prove_minimum(position, limit=1000))


def test_a_won_position_needs_no_move():
    position = Position(board("hex12"), 1 << 3, 1, None, 10, 3)
    result = prove(position)
    assert result["solvable"] and result["moves"] == 0 and result["solution"] == []


def test_an_oracle_that_rejects_the_position_is_not_trusted(table):
    # Seven pegs the centre start never leaves (so not in the table) that can still end on
    # the centre: the proof must search without the table, not call them lost.
    pegs = sum(1 << h for h in (5, 17, 18, 22, 27, 29, 31))
    assert pegs not in table
    position = Position(board("english33"), pegs, 16, 16, 20, -1)
    exact = search.run(minimum(position, count=False))
    assert exact["solvable"]
    result = prove(position, member=table.__contains__)
    assert result["solvable"] and result["moves"] == exact["moves"]
