"""The search trace (issue 34, "Watch"; puzzles.lab_trace): every built-in method watched on its
page's problem (or, where that takes minutes in Python, the later position tests/test_lab.py
uses) agrees with its own run; a trace replays identically; every visit's move plays from its
parent's position; a program that sends malformed or endless events is cut short with a message
in words; the CLI's ``lab trace``; the worker's "watch" glue; the example of docs/lab.md."""

import json
import marshal
import math
import re
import subprocess
import sys
from pathlib import Path

import pytest

from puzzles import lab, lab_kit, lab_trace, lab_trace_rows
from puzzles.words import say
from test_lab import problem_for

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 20000
# Programs whose positions are a figure of their own, not their visits: the jumps tried
# (Hoppers), the look-ups' comparisons (the list), our solvers' own counts.
OWN_FIGURE = {"peg-hoppers-scan", "peg-hoppers-pegs", "peg-hoppers-bound", "slide-hardest-list"}


def own_figure(entry):
    return entry["method"] in OWN_FIGURE or entry["source"] == "ours"


def watch(slug, game_id, limit=LIMIT):
    return lab.run_method(slug, game_id, trace_limit=limit)


@pytest.mark.parametrize("entry", lab.METHODS, ids=[entry["method"] for entry in lab.METHODS])
def test_a_watched_method_agrees_with_its_run(entry):
    game_id = problem_for(entry)
    plain = lab.run_method(entry["method"], game_id)
    watched = watch(entry["method"], game_id)
    # (Our solvers keep their tables: a second run may search nothing.)
    for key in ("answer", "moves", "solution", "count") + (() if entry["source"] == "ours" else ("positions", "per_depth")):
        assert watched[key] == plain[key], key
    trace, events = watched["trace"], watched["events"]
    assert trace["recorded"] == len(events) <= LIMIT
    assert trace["capped"] == (trace["total"] > trace["recorded"])
    assert trace["warnings"] == []
    visits = [event for event in events if event["event"] == "visit"]
    if not own_figure(entry):
        # Counting is the kit's: the positions are the visits, counted past the cap too.
        assert trace["visits"] == watched["positions"] > 0
        if not trace["capped"]:
            assert len(visits) == trace["visits"]
        rounds = [i for i, event in enumerate(events) if event["event"] in ("iteration", "layer")]
        # Each round of deepening (each layer) recorded whole: its visits are the per-depth figure.
        for start, end in zip(rounds, rounds[1:]):
            depth = events[start]["bound"] if events[start]["event"] == "iteration" else events[start]["depth"]
            # (A layer's figure is the positions made while it is expanded: the next depth's.)
            inside = sum(1 for event in events[start:end] if event["event"] == "visit")
            assert inside == watched["per_depth"][depth], (start, depth)
    if entry["source"] == "page":
        assert visits, "a page's method reports its visits"
    json.dumps(events, allow_nan=False)  # plain JSON
    if watched["answer"] == "solution" and not trace["capped"]:
        found = [event for event in events if event["event"] == "found"]
        assert not found or found[-1]["moves"] == watched["solution"]
        assert found or entry["source"] == "ours" or entry["family"] == "nim"


@pytest.mark.parametrize("entry", [e for e in lab.METHODS if e["source"] == "page"],
                         ids=[e["method"] for e in lab.METHODS if e["source"] == "page"])
def test_every_visit_plays_from_its_parent_and_every_cut_says_why(entry):
    game_id = problem_for(entry)
    events = watch(entry["method"], game_id, 3000)["events"]
    positions = lab_trace_rows.positions(game_id, events)
    for index, (event, position) in enumerate(zip(events, positions)):
        if event["event"] == "visit":
            assert position is not None, (index, event)
            if event["parent"] is not None:
                parent = events[event["parent"]]
                assert parent["event"] == "visit" and parent["depth"] == event["depth"] - 1
        elif event["event"] == "cut":
            assert position is not None, (index, event)
            worded = say(event["reason"])
            assert worded and "{" not in worded, event
            assert event["parent"] is None or events[event["parent"]]["depth"] == event["depth"]
        elif event["event"] == "found":
            assert position is not None and event["moves"]
        assert event["line"] is None or event["line"] >= 1


@pytest.mark.parametrize("slug,game_id", [("peg-corner", "peg/hoppers13?empty=6&finish=6"), ("slide-bound", "slide/six"),
                                          ("flip-bfs", "flip/square"), ("nim-tree", "nim?heaps=5,2,3")])
def test_a_trace_replays_identically(slug, game_id):
    first, second = watch(slug, game_id, 5000), watch(slug, game_id, 5000)
    assert first["events"] == second["events"] and first["trace"] == second["trace"]


def test_a_cut_carries_the_bound_and_the_value_that_exceeded_it():
    events = watch("peg-corner", "peg/hoppers13?empty=6&finish=6", 200)["events"]
    cut = next(event for event in events if event["event"] == "cut")
    assert cut["value"] > cut["bound"] >= 0
    assert say(cut["reason"]) == "corner pegs to move: %d, moves left: %d" % (cut["value"], cut["bound"])
    visit = next(event for event in events if event["event"] == "visit" and event["depth"] == 1)
    assert visit["move"] == [0, 6] and visit["parent"] == 1 and isinstance(visit["line"], int)


MALFORMED = '''
def solve(position, progress):
    progress.iteration(1)
    progress.visit(0)
    progress.visit("deep", [1, 2])                 # a depth that is no number: left out
    progress.visit(1, list(range(1000)), h=float("nan"))   # a huge move, NaN: dropped
    progress.visit(1, object())                    # not plain data
    progress.visit(-1)
    progress.cut(1, "x" * 5000, bound=float("inf"), value=2)
    progress.cut(1, {"text": "{a}", "values": {"a": object(), "b": float("nan")}})
    progress.layer(2, size="many")
    progress.found([[6, 1]] * 10000)
    return None
'''


def test_malformed_events_are_cleaned_and_said_in_words():
    result = lab.run_source(MALFORMED, "peg/hex12?empty=1", trace_limit=100)
    events, trace = result["events"], result["trace"]
    json.dumps(events, allow_nan=False)
    assert [event["event"] for event in events] == ["iteration", "visit", "visit", "visit", "cut", "cut", "layer",
                                                    "found"]
    assert events[2]["move"] is None and events[2]["h"] is None and events[3]["move"] is None
    assert len(events[4]["reason"]["text"]) == lab_trace.MAX_REASON and events[4]["bound"] is None
    assert all(isinstance(v, (str, int, float)) and (not isinstance(v, float) or math.isfinite(v))
               for v in events[5]["reason"]["values"].values() if v is not None)
    assert events[6]["size"] is None and len(events[7]["moves"]) == lab_trace.MAX_FOUND_MOVES
    worded = [say(warning) for warning in trace["warnings"]]
    assert any("depth" in text for text in worded) and any("plain data" in text for text in worded)
    assert any("finite number" in text for text in worded) and any("cut to" in text for text in worded)
    assert result["positions"] == trace["visits"] == 5  # every visit counted, kept or not


ENDLESS = '''
def solve(position, progress):
    depth = 0
    while True:
        depth += 1
        progress.visit(depth % 50, [depth % 7, 1])
'''


def test_endless_events_are_capped_then_cut_off_in_words():
    with pytest.raises(lab.LabError) as caught:
        lab.run_source(ENDLESS, "peg/hex12?empty=1", trace_limit=100, stop_after=20000)
    assert "reported more than 20000 events" in str(caught.value)
    assert caught.value.trace["recorded"] == len(caught.value.events) == 100
    assert caught.value.trace["capped"] and 20000 < caught.value.trace["total"] <= 20000 + lab_kit.REPORT_EVERY
    with pytest.raises(lab.LabError) as timed:
        lab.run_source(ENDLESS, "peg/hex12?empty=1", trace_limit=100, time_limit=0.3)
    assert "time limit" in str(timed.value) and timed.value.trace["recorded"] == 100


def test_a_program_that_calls_none_of_the_api_still_runs_and_gives_totals():
    silent = lab.run_source("def solve(position, progress):\n    return 7\n", "peg/hex12?empty=1", trace_limit=10)
    assert silent["count"] == 7 and silent["positions"] == 0 and silent["trace"]["total"] == 0
    old_style = lab.run_source("def solve(position, progress):\n    progress(positions=5, depth=2)\n    return 7\n",
                               "peg/hex12?empty=1", trace_limit=10)
    assert old_style["positions"] == 5 and old_style["per_depth"] == [0, 0, 5] and old_style["events"] == []


def test_the_events_come_to_the_sink_in_batches_in_order():
    batches = []
    result = lab.run_source(lab.program_text("flip-bfs"), "flip/square", trace_limit=5000,
                            sink=lambda start, flat: batches.append((start, lab_trace_rows.rows_of(flat))))
    assert [start for start, _ in batches] == list(range(0, 5000, lab_trace.BATCH))
    assert [len(rows) for _, rows in batches] == [2000, 2000, 1000]
    assert lab_trace_rows.expand_rows([row for _, rows in batches for row in rows]) == result["events"]


def batch(said):
    """A batch the glue sends (lab_trace.wire's marshal bytes) as the worker's JavaScript reads it."""
    run_id, start, flat = marshal.loads(said)
    return {"id": run_id, "start": start, "events": json.loads(json.dumps(lab_trace_rows.rows_of(flat)))}


def worker_glue():
    text = (ROOT / "static" / "lab-worker.mjs").read_text()
    glue = re.search(r"const GLUE = `(.*?)`;", text, re.S).group(1).replace("\\\\", "\\")
    sent = []
    namespace = {"_report": lambda said: sent.append(("progress", json.loads(said))),
                 "_trace": lambda said: sent.append(("trace", batch(said))), "_read_site_file": None}
    exec(compile(glue, "lab-worker-glue", "exec"), namespace)
    return namespace, sent


def test_the_workers_watch_glue_sends_the_trace_then_done():
    namespace, sent = worker_glue()
    reply = json.loads(namespace["_lab_run"](7, lab.program_text("peg-corner"), "peg/hoppers13?empty=6&finish=6", 4500))
    assert reply["kind"] == "done" and "events" not in reply["result"]
    assert reply["result"]["trace"]["recorded"] == 4500 and reply["result"]["trace"]["capped"]
    batches = [said for kind, said in sent if kind == "trace"]
    assert [(b["id"], b["start"], len(b["events"])) for b in batches] == [(7, 0, 2000), (7, 2000, 2000), (7, 4000, 500)]
    plain = json.loads(namespace["_lab_run"](8, lab.program_text("peg-corner"), "peg/hoppers13?empty=6&finish=6"))
    assert "trace" not in plain["result"] and len([1 for kind, _ in sent if kind == "trace"]) == 3
    failing = "def solve(position, progress):\n    for _ in range(50):\n        progress.visit(0)\n    return 1 // 0\n"
    failed = json.loads(namespace["_lab_run"](9, failing, "peg/hex12?empty=1", 10))
    assert failed["kind"] == "error" and failed["line"] == 4 and failed["trace"]["recorded"] == 10


def cli(*args):
    return subprocess.run([sys.executable, "-m", "puzzles", *args], cwd=ROOT / "py", capture_output=True, text=True,
                          timeout=120)


def test_lab_trace_json_lists_the_events_with_their_positions():
    done = cli("lab", "trace", "peg-corner", "peg/hoppers13?empty=6&finish=6", "--limit", "40", "--json")
    assert done.returncode == 0, done.stderr
    events = json.loads(done.stdout)
    assert len(events) == 40
    for event in events:
        assert {"event", "depth", "move", "position"} <= set(event)
    assert events[0]["event"] == "iteration" and events[1]["position"] == "peg/hoppers13?empty=6&finish=6"
    assert events[2]["position"] == "peg/hoppers13?empty=6&finish=6&pegs=0110111111111&moves=1&last=6"
    text = cli("lab", "trace", "slide-bound", "slide/six", "--limit", "5")
    assert text.returncode == 0 and len(text.stdout.splitlines()) == 6
    assert "cut 3: moves made + distances = 12, over the limit 10" in text.stdout
    assert "the first 5 events of" in text.stdout.splitlines()[-1]
    assert cli("lab", "trace", "no-such", "slide/six").returncode == 2
    assert cli("lab", "trace", "slide-bound", "slide/nine").returncode == 2


def test_lab_trace_watches_a_program_in_a_file(tmp_path):
    program = tmp_path / "mine.py"
    program.write_text(lab.program_text("river-bfs"))
    done = cli("lab", "trace", "--source", str(program), "river/jealous-husbands", "--json")
    assert done.returncode == 0, done.stderr
    events = json.loads(done.stdout)
    assert events[-1]["event"] == "found" and events[-1]["position"].startswith("river/jealous-husbands")


def test_the_example_program_of_docs_lab_md_runs_and_is_watched():
    text = (ROOT / "docs" / "lab.md").read_text()
    section = text[text.index("## Watching a search"):]
    example = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    result = lab.run_source(example, "slide/six", trace_limit=1000)
    assert result["answer"] == "solution" and result["moves"] == 15
    kinds = {event["event"] for event in result["events"]}
    assert {"iteration", "visit", "cut"} <= kinds
    assert result["positions"] == result["trace"]["visits"]


# Every kind of event, a text reason and a words.message one, a key.
EVERY_KIND = ("def solve(position, progress):\n"
              "    progress.iteration(2)\n"
              "    progress.visit(0)\n"
              "    progress.visit(1, (3, 4), 2)\n"
              "    progress.cut(1, 'over {bound} by {value}', 2, 3)\n"
              "    progress.cut(1, {'text': 'why {n}', 'values': {'n': 5}}, move=[1, 2])\n"
              "    progress.layer(1, 9)\n"
              "    progress.visit(1, key='slide/six')\n"
              "    progress.found([(3, 4)])\n"
              "    return 1\n")


def test_the_rows_sent_are_the_events_as_compact_arrays():
    # Every kind of event, a text reason and a words.message one, a key: the worker's rows (JSON
    # arrays) read back by lab_trace_rows.expand_rows are the events the run returns.
    program = EVERY_KIND
    batches, flat = [], []
    result = lab.run_source(program, "slide/six", trace_limit=100, sink=lambda start, items: (
        flat.extend(items), batches.append(json.loads(json.dumps(lab_trace_rows.rows_of(items))))))
    rows = [row for batch in batches for row in batch]
    assert [row[0] for row in rows] == [2, 0, 0, 1, 1, 3, 0, 4]
    # (in the flat list: a visit by key is kind 5, one whose move is a pair of ints kind 6)
    assert [item for item in flat if item in (5, 6)][:2] == [6, 5] and flat[:5] == [2, 2, 2, 0, 0]
    assert lab_trace_rows.expand_rows(rows) == result["events"]
    events = result["events"]
    assert events[2] == {"event": "visit", "depth": 1, "move": [3, 4], "parent": 1, "h": 2, "line": 4}
    assert events[3]["reason"] == {"text": "over {bound} by {value}", "values": {"bound": 2, "value": 3}}
    assert events[4]["reason"] == {"text": "why {n}", "values": {"n": 5}} and events[4]["move"] == [1, 2]
    assert events[6]["key"] == "slide/six" and events[6]["parent"] is None
    assert events[7] == {"event": "found", "depth": 1, "moves": [[3, 4]], "line": 9}
    assert "events" not in lab.run_source(program, "slide/six", trace_limit=100, events=False)


UNMARSHAL_HARNESS = r"""
import fs from "fs";
const text = fs.readFileSync(process.argv[2], "utf8");
const LAB_MOST = 300000;
const start = text.indexOf("const Bytes = Uint8Array;");
const end = text.indexOf("// When each step of the start was done");
const decode = new Function("LAB_MOST", text.slice(start, end) + "\nreturn unmarshal;")(LAB_MOST);
const rowsOf = new Function("TRACE_BATCH", text.slice(text.indexOf("const WIDTHS = "), start) + "\nreturn rowsOf;")(2000);
const out = [];
for (const hex of JSON.parse(fs.readFileSync(0, "utf8"))) {
  const value = decode(Buffer.from(hex, "hex"));
  out.push(value === undefined ? "refused" : [value, Array.isArray(value) && Array.isArray(value[2]) ? rowsOf(value[2]) : null]);
}
process.stdout.write(JSON.stringify(out));
"""


def test_the_worker_reads_the_batches_bytes_as_the_rows_and_refuses_forged_bytes(tmp_path):
    # static/lab-worker.mjs's unmarshal (in Node) on lab_trace.wire's bytes: the rows as JSON
    # arrays; bytes that are not such a batch (cut short, too deep, a reference, a bad length) refused.
    batches = []
    lab.run_source(EVERY_KIND, "slide/six", trace_limit=100, sink=lambda start, rows: batches.append(
        lab_trace.wire(7, start, rows)))
    flood = []
    lab.run_source(lab.program_text("peg-corner"), "peg/hoppers13?empty=6&finish=6", trace_limit=2000,
                   sink=lambda start, rows: flood.append(lab_trace.wire(8, start, rows)))
    odd = (9, 0, [(0, 2 ** 40, -2 ** 70, 1.5, None, "é \ud7ff"), (4, 1, [[1, "x"], True, False], {"a": {"b": None}})])
    nested = []
    for _ in range(12):
        nested = [nested]
    good = batches + flood + [marshal.dumps(odd, 2)]
    forged = [good[0][:-3], marshal.dumps(nested, 2), marshal.dumps(("x", "x"), 4), b"(\xff\xff\xff\x7f", b"u\x05\x00\x00\x00ab",
              good[0] + b"N", b"{u\x09\x00\x00\x00__proto__N0", b"Q"]
    harness = tmp_path / "unmarshal.mjs"
    harness.write_text(UNMARSHAL_HARNESS)
    done = subprocess.run(["node", str(harness), str(ROOT / "static" / "lab-worker.mjs")], capture_output=True,
                          text=True, input=json.dumps([data.hex() for data in good + forged]), timeout=60)
    assert done.returncode == 0, done.stderr
    read = json.loads(done.stdout)
    assert [value for value, _ in read[:len(good)]] == [json.loads(json.dumps(marshal.loads(data))) for data in good]
    assert [rows for _, rows in read[:len(good) - 1]] == [json.loads(json.dumps(lab_trace_rows.rows_of(marshal.loads(data)[2])))
                                                        for data in good[:-1]]
    assert read[len(good) - 1][1] is None  # (odd's items are no events)
    assert read[len(good):] == ["refused"] * len(forged)
