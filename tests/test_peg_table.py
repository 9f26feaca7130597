"""The English 33 centre game's shipped table (peg_table): its format, its symmetry keys, and
its contents checked against the exact solver and against a rebuild of some layers."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from positions import replayed
from puzzles import registry, search
from puzzles.peg import table as peg_table
from puzzles.words import say
from puzzles.peg.rules import Position, board
from puzzles.peg.problem import board_symmetries
from puzzles.peg.solver import hints, minimum, search_job

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import make_peg_table  # noqa: E402

CENTRE_GAME = "peg/english33?empty=16&finish=16"
FULL = peg_table.FULL


@pytest.fixture(scope="module")
def table():
    seconds, loaded = peg_table.timed_load()
    assert loaded is not None, peg_table.problem
    return loaded


@pytest.fixture(scope="module")
def either():
    """The game without a finish hole: the centre table and the edge table together."""
    seconds, loaded = peg_table.timed_load(finish=None)
    assert isinstance(loaded, peg_table.EitherFinish), peg_table.problem
    return loaded


@pytest.fixture(scope="module")
def edge(either):
    return either.tables[1]


def position_of(pegs, finish=16, last=-1):
    return Position(board("english33"), pegs, 16, finish, 1, last)


def jumps_of(pegs):
    geometry = board("english33")
    return [(f, o, t) for f in range(33) for o, t in geometry.jumps[f]
            if pegs >> f & 1 and pegs >> o & 1 and not pegs >> t & 1]


def test_canonical_form_is_the_least_of_the_eight_images():
    canon = peg_table.Canon()
    perms = board_symmetries(board("english33"))
    rng = random.Random(1)
    boards = [rng.getrandbits(33) for _ in range(300)]
    naive = [min(sum(1 << perm[h] for h in range(33) if b >> h & 1) for perm in perms) for b in boards]
    assert canon.batch(boards) == naive
    assert [canon.one(b) for b in boards] == naive


def test_the_file_format_round_trips_and_refuses_damage():
    rng = random.Random(2)
    keys = sorted(set(rng.getrandbits(33) for _ in range(1000)))
    upper = bytes(rng.randrange(19) for _ in keys)
    lower = bytes(rng.randrange(19) for _ in keys)
    data = peg_table.encode(keys, upper, lower)
    decoded = peg_table.decode(data)
    assert list(decoded[0]) == keys and decoded[1:] == (upper, lower)
    with pytest.raises(ValueError):
        peg_table.decode(data[:-10])
    with pytest.raises(ValueError):
        peg_table.decode(b"not a table")


def test_the_start_needs_18_moves_and_the_walked_solution_wins(table):
    start = FULL ^ (1 << 16)
    assert table.moves_to_go(start) == 18
    assert table.moves_to_go(1 << 16) == 0 and (1 << 15) not in table
    result = search.run(search_job(registry.parse(CENTRE_GAME)[1], "solve"))
    assert result["minimal"] and result["moves"] == 18 == len(result["solution"])
    position = replayed(registry.parse(CENTRE_GAME)[1], result["solution"])
    assert position.is_won() and position.moves == 18


def random_playout(rng, table, pegs_left, winning=True):
    """A position reached from the centre start by random jumps (staying in the table when
    ``winning``), with ``pegs_left`` pegs."""
    pegs = FULL ^ (1 << 16)
    while pegs.bit_count() > pegs_left:
        options = [pegs ^ (1 << f) ^ (1 << o) ^ (1 << t) for f, o, t in jumps_of(pegs)]
        if winning:
            options = [b for b in options if b in table]
        if not options:
            return None
        pegs = rng.choice(options)
    return pegs


def test_membership_and_moves_match_the_exact_solver(table):
    """Positions reached by random play: winning exactly when the exact search (an independent
    meet in the middle) finds a solution, and in the same fewest moves."""
    rng = random.Random(3)
    checked = {True: 0, False: 0}
    for pegs_left, winning in [(18, True), (16, True), (17, False), (15, False), (13, True),
                               (12, False), (10, True), (9, False), (8, False), (6, True)]:
        pegs = random_playout(rng, table, pegs_left, winning)
        if pegs is None:
            continue
        result = search.run(minimum(position_of(pegs), count=False))
        assert result["solvable"] == (pegs in table), bin(pegs)
        if result["solvable"]:
            assert result["moves"] == table.moves_to_go(pegs)
        checked[result["solvable"]] += 1
    assert checked[True] >= 3 and checked[False] >= 2


def test_every_entry_keeps_the_recurrences(table):
    """A sample of stored keys and of their complements: a winning position has a winning
    jump and (past the start) a winning position one jump before it; its moves to go are one
    more than the best stop of any one move (a chain by one peg) inside the set."""
    rng = random.Random(4)
    for i in rng.sample(range(len(table)), 150):
        for pegs in (table.keys[i], FULL ^ table.keys[i]):
            count = pegs.bit_count()
            after = [pegs ^ (1 << f) ^ (1 << o) ^ (1 << t) for f, o, t in jumps_of(pegs)]
            assert any(b in table for b in after)
            if count < 32:
                holes = FULL ^ pegs
                before = [pegs ^ (1 << f) ^ (1 << o) ^ (1 << t) for f, o, t in jumps_of(holes)]
                assert any(b in table for b in before)
            stops = [table.after_landing(pegs ^ (1 << f) ^ (1 << o) ^ (1 << t), t)
                     for f, o, t in jumps_of(pegs)]
            assert table.moves_to_go(pegs) == 1 + min(s for s in stops if s is not None)


def test_rebuilt_top_layers_match_the_table(table):
    """The script's own steps, on the layers of 26 to 32 pegs: a reachable position is in the
    table exactly when one of its jumps leads into the table."""
    canon = peg_table.Canon()
    jumps = make_peg_table.jumps()
    layer = [canon.one(FULL ^ (1 << 16))]
    for count in range(31, 25, -1):
        layer = sorted(set(canon.batch(list(make_peg_table.successors(layer, jumps)))))
        stored = [key for key in layer if key in table]
        assert stored == sorted(make_peg_table.winners(layer, set(canon.batch(
            [b for b in make_peg_table.successors(layer, jumps) if b in table])), canon, jumps))
    assert len(layer) == 719  # reachable with 26 pegs (the script prints the same count)


def test_hints_on_english33_match_the_exact_search(table):
    """Table hints against the exact solver's minimum after each jump, on positions of 17-18
    pegs and mid-chain."""
    rng = random.Random(5)
    for pegs_left in (18, 17):
        pegs = random_playout(rng, table, pegs_left)
        last = rng.choice([h for h in range(33) if pegs >> h & 1])
        position = position_of(pegs, last=last)
        result = search.run(hints(position))
        assert "unknown" not in result and result["positions"] == len(table)
        legal = sorted([f, t] for f, _, t in jumps_of(pegs))
        assert sorted(entry[0] for entry in result["hints"]) == legal
        for (frm, to), left, whole in result["hints"]:
            exact = search.run(minimum(position.play([frm, to]), count=False))
            if exact["solvable"]:
                assert left == exact["moves"] and whole == left + (0 if frm == last else 1)
            else:
                assert left is None and [frm, to] in result["dead"]


def test_cli_hints_from_the_start_of_the_centre_game():
    done = subprocess.run([sys.executable, "-m", "puzzles", "hints", CENTRE_GAME, "--json"],
                          capture_output=True, text=True, cwd=ROOT / "py", timeout=120)
    reply = json.loads(done.stdout)
    moves = sorted(entry["move"] for entry in reply["hints"])
    assert moves == [[4, 16], [14, 16], [18, 16], [28, 16]]
    assert all(entry["solvable"] and entry["moves_left"] == 18 for entry in reply["hints"])


def test_without_a_finish_hole_solve_proves_17_moves_to_an_edge_hole(either, edge, table):
    """The last peg may end on the centre or on an edge hole (1, 13, 19, 31). Ending on an
    edge hole takes one move fewer than the centre's 18: Solve proves 17, and its solution,
    replayed by the rules, leaves one peg on an edge hole after 17 moves (each a chain of
    jumps by one peg)."""
    game = "peg/english33?empty=16"
    start = FULL ^ (1 << 16)
    assert table.moves_to_go(start) == 18 and edge.moves_to_go(start) == 17
    result = search.run(search_job(registry.parse(game)[1], "solve"))
    assert result["minimal"] and result["moves"] == 17 == len(result["solution"])
    position = replayed(registry.parse(game)[1], result["solution"])
    assert position.is_won() and position.moves == 17
    assert position.pegs in [1 << hole for hole in (1, 13, 19, 31)]
    hinted = search.run(hints(registry.parse(game)[1]))
    assert "unknown" not in hinted and [entry[2] for entry in hinted["hints"]] == [17] * 4


def test_a_lone_peg_from_the_centre_start_can_only_end_on_the_centre_or_an_edge_hole():
    """EitherFinish asks the centre table and the edge table only: the board's class counts
    (the rule of three, derived from the shape by PegProblem) allow no other last hole."""
    from puzzles.peg.problem import PegProblem
    allowed = [hole for hole in range(33)
               if not PegProblem(Position(board("english33"), FULL ^ (1 << 16), 16, hole)).impossible()]
    assert allowed == sorted((16,) + peg_table.EDGES)


def test_the_edge_file_is_read_over_the_centre_keys_and_refuses_another_base():
    data = peg_table.path(peg_table.EDGE_FILE).read_bytes()
    centre = peg_table.path().read_bytes()
    digest, count = peg_table.file_digest(centre), len(peg_table.decode(centre)[0])
    upper, lower = peg_table.decode_offsets(data, count, digest)
    assert len(upper) == len(lower) == count
    for damaged, size, base in [(data, 1000, digest), (data, count, peg_table.file_digest(b"other")),
                                (data[:-10], count, digest), (b"not a table", count, digest)]:
        with pytest.raises(ValueError):
            peg_table.decode_offsets(damaged, size, base)


def test_without_the_edge_file_the_finish_anywhere_game_goes_to_the_solvers(monkeypatch):
    """A damaged edge file (the centre file sound): the centre game still uses its table,
    the game without a finish hole falls back to the searches (not proven at 32 pegs)."""
    from puzzles import data_files
    real = data_files.read_bytes
    monkeypatch.setattr(peg_table, "_loaded", {})
    monkeypatch.setattr(peg_table, "problem", {})
    monkeypatch.setattr(data_files, "read_bytes", lambda name: b"PEG33D1\n damaged"
                        if name == peg_table.EDGE_FILE else real(name))
    anywhere = search.run(search_job(registry.parse("peg/english33?empty=16")[1], "solve"))
    assert not anywhere["minimal"] and peg_table.EDGE_FILE in peg_table.problem
    centre = search.run(search_job(registry.parse(CENTRE_GAME)[1], "solve"))
    assert centre["minimal"] and centre["moves"] == 18


def test_the_readme_example_of_17_moves_replays_to_one_peg_on_an_edge_hole():
    import re
    text = (ROOT / "README.md").read_text()
    found = re.search(r"fewer \(for example ([\d\-, \n]+), ending on hole (\d+)\)", text)
    moves = [[int(hole) for hole in move.split("-")] for move in found.group(1).replace("\n", " ").split(", ")]
    position = replayed(registry.parse("peg/english33?empty=16")[1], moves)
    assert position.is_won() and position.moves == len(moves) == 17
    assert position.pegs == 1 << int(found.group(2))


def test_the_edge_table_matches_the_exact_solver(edge, either):
    """Positions reached by random play inside the edge table (and some lost ones): their
    moves to go to an edge hole are the least of the exact solver's for finish 1, 13, 19
    and 31, and the two tables together give the exact solver's answer without a finish."""
    rng = random.Random(6)
    checked = {True: 0, False: 0}
    for pegs_left, winning in [(16, True), (15, False), (14, True), (12, True), (12, False),
                               (10, True), (9, False), (8, True), (7, False), (6, True)]:
        pegs = random_playout(rng, edge if winning else either, pegs_left, winning)
        if pegs is None:
            continue
        exact = [search.run(minimum(position_of(pegs, finish=f), count=False))
                 for f in (1, 13, 19, 31)]
        moves = [r["moves"] for r in exact if r["solvable"]]
        assert edge.moves_to_go(pegs) == (min(moves) if moves else None), bin(pegs)
        anywhere = search.run(minimum(position_of(pegs, finish=None), count=False))
        assert either.moves_to_go(pegs) == (anywhere["moves"] if anywhere["solvable"] else None)
        checked[bool(moves)] += 1
    assert checked[True] >= 4 and checked[False] >= 2


def test_every_edge_entry_keeps_the_recurrences(edge):
    """As for the centre table: each stored entry of the edge table (a key, or its
    complement) has a winning jump, a winning position one jump before it unless it is the
    start, and moves to go one more than its best move's stop."""
    rng = random.Random(7)
    seen = 0
    for i in rng.sample(range(len(edge)), 150):
        for pegs in (edge.keys[i], FULL ^ edge.keys[i]):
            if pegs not in edge:
                continue
            seen += 1
            after = [pegs ^ (1 << f) ^ (1 << o) ^ (1 << t) for f, o, t in jumps_of(pegs)]
            if pegs.bit_count() > 1:
                assert any(b in edge for b in after)
            if pegs.bit_count() < 32:
                holes = FULL ^ pegs
                before = [pegs ^ (1 << f) ^ (1 << o) ^ (1 << t) for f, o, t in jumps_of(holes)]
                assert any(b in edge for b in before)
                stops = [edge.after_landing(b, t) for b, (f, o, t) in zip(after, jumps_of(pegs))]
                assert edge.moves_to_go(pegs) == 1 + min(s for s in stops if s is not None)
    assert seen >= 150


def test_a_position_the_centre_start_cannot_reach_is_left_to_the_exact_search(table):
    # Pegs on every hole but 0 and 16: the start's class counts forbid it, so not in the table.
    from puzzles.peg.solver import from_centre_start
    pegs = FULL ^ 1 ^ (1 << 16) ^ (1 << 1)
    assert pegs not in table and not from_centre_start(position_of(pegs))
    result = search.run(hints(position_of(pegs)))
    assert "rule of three" in say(result["reason"]) and len(result["dead"]) == len(result["hints"])
    assert from_centre_start(position_of((FULL ^ (1 << 16)) ^ (1 << 4) ^ (1 << 9) ^ (1 << 16)))


def test_a_lost_position_the_start_reaches_is_lost_by_the_table(table):
    """28 pegs: 39 positions reached (up to symmetry), 38 winning. The other one is reached,
    so every jump from it is judged lost by the table alone."""
    canon = peg_table.Canon()
    jumps = make_peg_table.jumps()
    layer = [canon.one(FULL ^ (1 << 16))]
    for count in range(31, 27, -1):
        layer = sorted(set(canon.batch(list(make_peg_table.successors(layer, jumps)))))
    lost = [pegs for pegs in layer if pegs not in table]
    assert len(layer) == 39 and len(lost) == 1
    result = search.run(hints(position_of(lost[0])))
    assert result["positions"] == len(table) and result["hints"]
    assert len(result["dead"]) == len(result["hints"])
    solved = search.run(search_job(position_of(lost[0]), "minimum"))
    assert not solved["solvable"] and "table" in say(solved["reason"])


def test_the_17_moves_without_a_finish_hole_are_proven_again_by_branch_and_bound(either):
    """An independent proof of the 17 (about two minutes): peg_proof refutes every 16-move
    solution using only which positions the tables hold, not their moves to go."""
    from puzzles.peg.proof import prove_minimum
    position = registry.parse("peg/english33?empty=16")[1]
    result = search.run(prove_minimum(position, either.__contains__))
    assert result["minimal"] and result["moves"] == 17
    position = replayed(position, result["solution"])
    assert position.is_won() and position.moves == 17


def test_without_the_centre_tables_solve_says_why_the_quick_search_answered(monkeypatch):
    """Issue 25: with the English 33 tables missing or corrupt, Solve answered 28 moves (the
    quick search) instead of the proven 18 without saying why."""
    from puzzles import data_files
    from puzzles.session import Session
    for fault in ("missing", "corrupt"):
        monkeypatch.setattr(peg_table, "_loaded", {})
        monkeypatch.setattr(peg_table, "problem", {})
        monkeypatch.setattr(peg_table, "missing", {})

        def read_bytes(name, fault=fault):
            if fault == "missing":
                raise FileNotFoundError(name)
            return b"PEG33D1\n corrupt"
        monkeypatch.setattr(data_files, "read_bytes", read_bytes)
        result = search.run(search_job(registry.parse(CENTRE_GAME)[1], "solve"))
        assert not result["minimal"] and result["moves"] > 18
        assert "could not be read" in say(result["note"])
        s = Session()
        s.load(CENTRE_GAME)
        s.act("solve")
        s.search_done(s.search["id"], dict(result, elapsed=0.5))
        assert s.status().endswith("The English 33 tables could not be read, so the quick search answered.")
    # Another game (not served by the tables) says nothing of them.
    other = search.run(search_job(registry.parse("peg/english33?empty=9")[1], "solve"))
    assert "note" not in other
