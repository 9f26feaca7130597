"""The "How to play" texts (puzzles.help_text): both languages complete and alike, plain text,
goal pictures that are goals, the figures quoted checked against the solvers, and the module
importing under MicroPython (the page's interpreter) with the same content as under CPython."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from puzzles import help_text, registry
from puzzles.jobs import JobRunner

ROOT = Path(__file__).resolve().parent.parent
MICROPYTHON = ROOT / "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"
RUN_MJS = ROOT / "tests/micropython/run.mjs"

FAMILIES = registry.families()
# Hiragana, katakana and CJK ideographs: what makes a text Japanese.
JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
# Figures of two digits or more (single digits are often words in English: "one move").
NUMBER = re.compile(r"\d\d(?:,\d\d\d|\d)*")


def texts(family, language):
    for heading, paragraphs in help_text.sections(family, language):
        yield heading
        yield from paragraphs


def all_texts():
    for family in FAMILIES:
        for language in ("en", "ja"):
            for text in texts(family, language):
                yield family, language, text
    for legend in (help_text.CHART_LEGEND, help_text.STATE_GRAPH_LEGEND):
        for language in ("en", "ja"):
            yield "legend", language, legend[language]
    for family in FAMILIES:
        for _game, caption_en, caption_ja in help_text.goal_pictures(family):
            yield family, "en", caption_en
            yield family, "ja", caption_ja


def english(family):
    return "\n".join(texts(family, "en"))


def run(game_id, kind):
    reply = JobRunner().run(json.dumps({"game": game_id, "kind": kind}))
    assert reply["state"] == "done", reply
    return reply["result"]


# --- shape and language ----------------------------------------------------------------------

@pytest.mark.parametrize("family", FAMILIES)
def test_every_family_has_the_same_sections_in_both_languages(family):
    english_sections = help_text.sections(family, "en")
    japanese_sections = help_text.sections(family, "ja")
    assert len(english_sections) >= 4
    assert [len(paragraphs) for _, paragraphs in english_sections] == \
        [len(paragraphs) for _, paragraphs in japanese_sections]
    for heading, paragraphs in english_sections + japanese_sections:
        assert heading.strip() and paragraphs
        assert all(paragraph.strip() for paragraph in paragraphs)


def test_an_unknown_language_is_english_and_an_unknown_family_has_no_help():
    assert help_text.sections("peg", "fr") == help_text.sections("peg", "en")
    assert help_text.sections("peg", "ja") != help_text.sections("peg", "en")
    assert help_text.sections("chess", "en") == []
    assert help_text.goal_pictures("chess") == []


def test_the_texts_are_plain_text_and_in_their_language():
    seen = 0
    for family, language, text in all_texts():
        seen += 1
        assert "<" not in text and ">" not in text and "&" not in text, (family, text)
        assert text == text.strip() and "  " not in text, (family, text)
        if language == "ja":
            assert JAPANESE.search(text), (family, text)
        else:
            assert not JAPANESE.search(text), (family, text)
    assert seen > 100


@pytest.mark.parametrize("family", FAMILIES)
def test_each_paragraph_quotes_the_same_numbers_in_both_languages(family):
    english_sections = help_text.sections(family, "en")
    japanese_sections = help_text.sections(family, "ja")
    for (_, english_paragraphs), (_, japanese_paragraphs) in zip(english_sections, japanese_sections):
        for en, ja in zip(english_paragraphs, japanese_paragraphs):
            assert sorted(NUMBER.findall(en)) == sorted(NUMBER.findall(ja)), (en, ja)


def test_the_legends_exist_in_both_languages():
    for legend in (help_text.CHART_LEGEND, help_text.STATE_GRAPH_LEGEND):
        assert sorted(legend) == ["en", "ja"]
        assert len(legend["en"]) > 40 and len(legend["ja"]) > 20


# --- goal pictures ---------------------------------------------------------------------------

REQUIRED_GOALS = ("slide/six?", "slide/pipes?", "slide/eight?", "slide/fifteen?", "flip/square?",
                  "peg/english33?")


def test_the_goal_pictures_asked_for_are_there():
    games = [game for family in FAMILIES for game, _, _ in help_text.goal_pictures(family)]
    for prefix in REQUIRED_GOALS:
        assert any(game.startswith(prefix) for game in games), prefix


@pytest.mark.parametrize("family", FAMILIES)
def test_goal_pictures_parse_and_are_goals(family):
    for game, caption_en, caption_ja in help_text.goal_pictures(family):
        parsed_family, position = registry.parse(game)
        assert parsed_family == family
        assert position.game_id() == game  # the id as the page will link it
        if family == "peg":
            assert position.peg_count() == 1
        assert position.is_won(), game
        assert caption_en and caption_ja
        # the picture draws: the family's own view renders it
        assert registry.view(family).render(position, {}).startswith("<svg")


# --- figures quoted in the help, checked against the solvers ---------------------------------
# Each entry: the family, a pattern whose first group is a figure in the English help, the game
# and search kind that computes it, and the result key to compare. The figure is read from the
# text, so a changed text or a changed solver both fail here.

FIGURES = [
    ("peg", r"Triangle 21:.*? takes (\d+) moves", "peg/triangle21?empty=6&finish=6", "count", "moves"),
    ("peg", r"Triangle 21:.*?, (\d+) in all", "peg/triangle21?empty=6&finish=6", "count", "count"),
    ("peg", r"Hoppers 13:.*? takes (\d+) moves", "peg/hoppers13?empty=6&finish=6", "count", "moves"),
    ("peg", r"Hoppers 13:.*? there are (\d+) shortest", "peg/hoppers13?empty=6&finish=6", "count", "count"),
    ("peg", r"Triangle 15:.*? it takes (\d+) moves", "peg/triangle15?empty=0", "count", "moves"),
    ("peg", r"Triangle 15:.*? there are (\d+) shortest", "peg/triangle15?empty=0", "count", "count"),
]


@pytest.mark.parametrize("family, pattern, game, kind, key", FIGURES)
def test_a_figure_in_the_help_is_what_the_solver_finds(family, pattern, game, kind, key):
    found = re.search(pattern, english(family))
    assert found, pattern
    assert int(found.group(1).replace(",", "")) == run(game, kind)[key]


def test_the_96_solutions_after_14_6_are_what_the_solver_counts():
    # The seed's 96 shortest solutions with the first move fixed to 14-6: count from the
    # position after that move (one move fewer).
    text = english("peg")
    found = re.search(r"there are (\d+) shortest solutions once the first move is fixed to 14-6", text)
    assert found
    _, start = registry.parse("peg/triangle21?empty=6&finish=6")
    after = registry.view("peg").play(start, [14, 6])
    result = run(after.game_id(), "count")
    assert result["moves"] == 11
    assert int(found.group(1)) == result["count"]


# --- MicroPython -----------------------------------------------------------------------------

DUMP = """
from puzzles import help_text
for family in %r:
    for language in ("en", "ja", "xx"):
        for heading, paragraphs in help_text.sections(family, language):
            print(family, language, heading, len(paragraphs))
            for paragraph in paragraphs:
                print(paragraph)
    for game, caption_en, caption_ja in help_text.goal_pictures(family):
        print(game, caption_en, caption_ja)
for legend in (help_text.CHART_LEGEND, help_text.STATE_GRAPH_LEGEND):
    print(legend["en"])
    print(legend["ja"])
print("END")
"""


def test_help_text_reads_the_same_under_micropython(tmp_path):
    if not MICROPYTHON.exists():
        pytest.fail("MicroPython is not installed: run the README's test command (it runs npm ci)")
    script = tmp_path / "help_dump.py"
    script.write_text(DUMP % (FAMILIES,), encoding="utf-8")
    micro = subprocess.run(["node", str(RUN_MJS), str(MICROPYTHON), str(ROOT / "py"), str(script),
                            "puzzles/__init__.py", "puzzles/help_text.py"],
                           capture_output=True, text=True, timeout=120)
    assert micro.returncode == 0, micro.stderr
    native = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            env={"PYTHONPATH": str(ROOT / "py")}, timeout=120)
    assert native.returncode == 0, native.stderr
    assert micro.stdout.splitlines() == native.stdout.splitlines()
    assert native.stdout.rstrip().endswith("END")
