"""The "How to play" texts (puzzles.help_text and each family's help.py): both languages
complete and alike, plain text, goal pictures that are goals, the figures quoted checked
against the solvers, every text worded through the one catalogue (each help.py's texts have
their Japanese in its help_ja.py, no entry stale), and the modules importing under
MicroPython (the page's interpreter) with the same content as under CPython."""

import ast
import json
import re
from pathlib import Path

import pytest

from micropython_compare import assert_same_under_micropython
from puzzles import help_text, registry, words
from puzzles.jobs import JobRunner

FAMILIES = registry.families()
# Hiragana, katakana and CJK ideographs: what makes a text Japanese.
JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
# Figures of two digits or more (single digits are often words in English: "one move").
NUMBER = re.compile(r"\d\d(?:,\d\d\d|\d)*")


# The analysis's legends: the shared chart legend, and the river's state graph legend.
CHART_LEGEND = {language: help_text.legend("CHART_LEGEND", "slide", language) for language in ("en", "ja")}
STATE_GRAPH_LEGEND = {language: help_text.legend("STATE_GRAPH_LEGEND", "river", language)
                      for language in ("en", "ja")}
PUZZLES = Path(__file__).resolve().parent.parent / "py" / "puzzles"


def texts(family, language):
    yield from help_text.first_screen(family, language)
    for heading, paragraphs in help_text.sections(family, language):
        yield heading
        yield from paragraphs


def all_texts():
    for family in FAMILIES:
        for language in ("en", "ja"):
            for text in texts(family, language):
                yield family, language, text
    for legend in (CHART_LEGEND, STATE_GRAPH_LEGEND):
        for language in ("en", "ja"):
            yield "legend", language, legend[language]
    for family in FAMILIES:
        for _game, caption_en, caption_ja in help_text.goal_pictures(family):
            yield family, "en", caption_en
            yield family, "ja", caption_ja
        _game, _move, caption_en, caption_ja = help_text.move_picture(family)
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


# --- the first screen (issue 21): short, and what a player needs first ------------------------

@pytest.mark.parametrize("family", FAMILIES)
def test_the_first_screen_is_at_most_120_words_and_says_the_goal_the_move_and_the_marks(family):
    english = help_text.first_screen(family, "en")
    japanese = help_text.first_screen(family, "ja")
    assert len(english) == len(japanese) >= 2
    assert len(" ".join(english).split()) <= 120
    # Japanese has no spaces between words: about two and a half characters to an English word.
    assert len("".join(japanese)) <= 300
    assert english[0].startswith("Goal: ") and japanese[0].startswith("目的: ")
    assert english[1].startswith("A move: ") and japanese[1].startswith("1 手: ")
    assert "Hint" in " ".join(english[2:]) and "「ヒント」" in "".join(japanese[2:])
    for en, ja in zip(english, japanese):
        assert sorted(NUMBER.findall(en)) == sorted(NUMBER.findall(ja)), (en, ja)


@pytest.mark.parametrize("family", FAMILIES)
def test_the_first_screen_names_buttons_and_settings_as_the_page_does(family):
    # "Hint", "Solve", "Step", "Last stone": labels the page shows, in both languages.
    from puzzles import words
    english = " ".join(help_text.first_screen(family, "en"))
    japanese = "".join(help_text.first_screen(family, "ja"))
    for label in ("Hint", "Solve", "Step", "Last stone", "Best move"):
        if re.search(r"\b%s\b" % label, english):
            assert "「%s」" % words.JA[label] in japanese, label


def test_an_unknown_language_is_english_and_an_unknown_family_has_no_help():
    assert help_text.sections("peg", "fr") == help_text.sections("peg", "en")
    assert help_text.sections("peg", "ja") != help_text.sections("peg", "en")
    assert help_text.sections("chess", "en") == []
    assert help_text.goal_pictures("chess") == []
    assert help_text.first_screen("chess", "en") == []
    assert help_text.goal_picture("chess", "chess/board") is None
    assert help_text.move_picture("chess") is None


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


def test_japanese_sets_latin_letters_and_digits_apart_with_a_space():
    # As the source pages write: "5040 通り", "6 パズル", "M.Hiroi さん" (the seed's "Cマガ" aside).
    kana_or_kanji = "[\u3041-\u30fa\u30fc-\u30ff\u4e00-\u9fff]"
    touching = re.compile("%s[0-9A-Za-z]|[0-9A-Za-z]%s" % (kana_or_kanji, kana_or_kanji))
    for family, language, text in all_texts():
        if language == "ja":
            assert not touching.search(text.replace("Cマガ", "")), (family, text)


@pytest.mark.parametrize("family", FAMILIES)
def test_each_paragraph_quotes_the_same_numbers_in_both_languages(family):
    english_sections = help_text.sections(family, "en")
    japanese_sections = help_text.sections(family, "ja")
    for (_, english_paragraphs), (_, japanese_paragraphs) in zip(english_sections, japanese_sections):
        for en, ja in zip(english_paragraphs, japanese_paragraphs):
            assert sorted(NUMBER.findall(en)) == sorted(NUMBER.findall(ja)), (en, ja)


def test_the_legends_exist_in_both_languages():
    for legend in (CHART_LEGEND, STATE_GRAPH_LEGEND):
        assert sorted(legend) == ["en", "ja"]
        assert len(legend["en"]) > 40 and len(legend["ja"]) > 20


def test_the_state_graph_legend_examples_are_labels_the_graph_draws():
    labels = [node["label"] for node in run("river/jealous-husbands", "graph")["graph"]["nodes"]]
    for language in ("en", "ja"):
        examples = re.findall(r"[*A-Ca-c]*\|[*A-Ca-c]+", STATE_GRAPH_LEGEND[language])
        assert len(examples) == 2, examples
        for example in examples:
            assert example in labels, example
    goal = run("river/jealous-husbands", "graph")["graph"]["path"][-1]
    assert labels[goal] == "|ABCabc*"


def test_the_chart_legend_describes_the_histogram_the_session_draws():
    # The histogram's bars: states at each distance from the goal, 0 (the goal itself) first.
    result = run("slide/six", "analyse")
    assert result["histogram"][0] == 1 and sum(result["histogram"]) == result["states"]
    assert "The bar at 0 is the goal itself" in CHART_LEGEND["en"]


@pytest.mark.parametrize("family", FAMILIES)
def test_the_help_names_every_button_setting_and_counter_the_family_shows(family):
    # The labels the page shows for this family's games (its presets and menu entries), so the
    # help can neither miss a button nor describe one the family does not have.
    text = english(family)
    view = registry.view(family)
    labels = set()
    for game in registry.rules(family).presets():
        _, position = registry.parse(game)
        labels.update(action["label"] for action in view.actions(position))
        labels.update(option["label"] for option in view.options(position))
        labels.update(label for label, _ in view.counters(position))
    assert labels
    for label in sorted(labels):
        assert re.search(r"\b%s\b" % re.escape(label), text), label
    for button in ("Shuffle", "Analyse", "Count", "Edit board", "State graph", "Binary",
                   "Any solution", "New game"):
        if button not in labels and not any(label.startswith(button) for label in labels):
            assert not re.search(r"\b%s\b" % button, text), button


@pytest.mark.parametrize("family", FAMILIES)
def test_the_japanese_help_names_buttons_and_settings_as_the_page_does(family):
    # The Japanese page words each button and setting through the catalogue; the help must
    # call them by those same names, in 「」.
    from puzzles import words
    text = "\n".join(p for _, paragraphs in help_text.sections(family, "ja") for p in paragraphs)
    view = registry.view(family)
    words.set_language("ja")
    try:
        labels = set()
        for game in registry.rules(family).presets():
            _, position = registry.parse(game)
            labels.update(action["label"] for action in view.actions(position))
            labels.update(option["label"] for option in view.options(position))
    finally:
        words.set_language("en")
    for label in sorted(labels):
        assert "「%s」" % label in text, label


# --- goal pictures ---------------------------------------------------------------------------

REQUIRED_GOALS = ("slide/six?", "slide/pipes?", "slide/eight?", "slide/fifteen?", "flip/square?",
                  "peg/english33?")


def test_the_goal_pictures_asked_for_are_there():
    games = [game for family in FAMILIES for game, _, _ in help_text.goal_pictures(family)]
    for prefix in REQUIRED_GOALS:
        assert any(game.startswith(prefix) for game in games), prefix


def test_each_puzzle_of_the_menu_shows_its_own_goal():
    # Every entry of the menu that can be won has a goal of its own (each river problem its
    # own river); the 4 x 4 with no tour and a custom board show none (another board's goal
    # would mislead, issue 35), nor does Nim; the big knight boards show the family's first.
    no_goal_of_its_own = {"knight/10x10", "knight/50x50"}
    for family, _, items in registry.menu():
        for game_id, _ in items:
            _, position = registry.parse(game_id)
            goal = help_text.goal_picture(family, position.game_id())
            if family == "nim" or game_id in ("knight/4x4", "peg/custom"):
                assert goal is None, game_id
                continue
            assert goal is not None, game_id
            if game_id in no_goal_of_its_own:
                assert goal == help_text.goal_pictures(family)[0], game_id
            else:
                assert goal[0].split("?")[0] == game_id.split("?")[0], (game_id, goal[0])
    rivers = {help_text.goal_picture("river", game)[0] for game in
              ("river/jealous-husbands", "river/missionaries", "river/wolf-goat-cabbage")}
    assert len(rivers) == 3
    assert "cut=" in help_text.goal_picture("knight", "knight/4x4?cut=0,3,12,15&closed=1&start=1")[0]
    assert "closed=1" in help_text.goal_picture("knight", "knight/6x6?closed=1")[0]


def test_the_move_picture_is_one_of_the_puzzle_on_show():
    # issue 35: the missionaries' help shows missionaries crossing, not the farmer and goat
    for game_id in ("river/missionaries", "river/jealous-husbands", "slide/six", "slide/pipes"):
        family = game_id.split("/")[0]
        assert help_text.move_picture(family, game_id)[0].split("?")[0] == game_id
    assert help_text.move_picture("river", "river/wolf-goat-cabbage?far=Goat")[0] == "river/wolf-goat-cabbage"
    assert help_text.move_picture("slide", "slide/fifteen")[0].startswith("slide/eight")


MOVE_PICTURES = [(family, game_id) for family in FAMILIES for game_id in
                 [""] + [move[0] for move in getattr(help_text._help(family), "MOVES", ())]]


@pytest.mark.parametrize("family,shown", MOVE_PICTURES)
def test_the_move_picture_is_a_legal_move_described_as_the_view_writes_it(family, shown):
    game, move, caption_en, caption_ja = help_text.move_picture(family, shown)
    parsed_family, position = registry.parse(game)
    assert parsed_family == family and position.game_id() == game
    view = registry.view(family)
    after = view.play(position, move)
    assert after != position
    assert view.clicks(position, move)  # the cells the picture marks
    described = view.describe_move(position, move)
    if family in ("peg", "slide", "flip"):
        assert "(%s)" % described in caption_ja and described in caption_en
    assert view.render(position, {"hint": view.clicks(position, move)}).startswith("<svg")
    assert view.render(after, {}).startswith("<svg")


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
    ("slide", r"Every one of the (\d+) arrangements", "slide/six", "analyse", "states"),
    ("slide", r"Six puzzle:.*?the hardest need (\d+) moves", "slide/six", "analyse", "distance"),
    ("slide", r"Six puzzle:.*?there are (\d+) of them", "slide/six", "analyse", "count"),
    ("slide", r"From the source page's start it takes (\d+) moves", "slide/pipes", "solve", "moves"),
    ("slide", r"one of the (\d+) hardest", "slide/pipes", "analyse", "count"),
    ("slide", r"hardest of the (\d+) arrangements", "slide/pipes", "analyse", "states"),
    ("slide", r"8-puzzle:.*?, (\d+) of them", "slide/eight", "analyse", "states"),
    ("slide", r"8-puzzle:.*?the hardest need (\d+) moves", "slide/eight", "analyse", "distance"),
    ("slide", r"8-puzzle:.*?there are just (\d+) such", "slide/eight", "analyse", "count"),
    ("slide", r"15-puzzle:.*?The first position shown needs (\d+) moves", "slide/fifteen", "solve", "moves"),
    ("peg", r"the fewest moves for it are (\d+)\.", "peg/english33?empty=16&finish=16", "minimum", "moves"),
    ("peg", r"allowed to end anywhere it takes (\d+) moves", "peg/english33?empty=16", "minimum", "moves"),
    ("flip", r"empty cell on 5 the shortest solution takes (\d+) moves", "flip/square", "solve", "moves"),
    ("flip", r"There are (\d+) positions", "flip/square", "analyse", "states"),
    ("flip", r"Square \(rows and columns\):.*?the hardest need (\d+) moves", "flip/square", "analyse", "distance"),
    ("flip", r"Square \(rows and columns\):.*?there are (\d+) of them", "flip/square", "analyse", "count"),
    ("flip", r"The same start then takes (\d+) moves", "flip/square-diagonal", "solve", "moves"),
    ("flip", r"diagonal jumps:.*?there are (\d+) of them", "flip/square-diagonal", "analyse", "count"),
    ("knight", r"3 by 4 has exactly (\d+) open tours from a corner", "knight/3x4?start=0", "count", "count"),
    ("knight", r"(\d+) in all counting each start and direction", "knight/5x5", "count", "count"),
    ("knight", r"(\d+) of them from a\s+corner", "knight/5x5?start=0", "count", "count"),
    ("knight", r"there are\s+(\d+) closed tours", "knight/4x4?cut=0,3,12,15&closed=1&start=1", "count", "count"),
    ("knight", r"6 by 6 has ([\d,]+) closed tours", "knight/6x6?closed=1", "count", "cycles"),
    ("knight", r"on 50 by 50 the solution lists (\d+) cells", "knight/50x50", "solve", "moves"),
    ("river", r"With all six rowing it takes (\d+) crossings", "river/jealous-husbands", "count", "moves"),
    ("river", r"there are (\d+) shortest solutions\. When", "river/jealous-husbands", "count", "count"),
    ("river", r"it takes (\d+) crossings \(", "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa", "count", "moves"),
    ("river", r"\((\d+) shortest solutions\)", "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa", "count", "count"),
    ("river", r"Missionaries and cannibals:.*?It takes (\d+) crossings", "river/missionaries", "count", "moves"),
    ("river", r"there are (\d+)\s+shortest solutions, ", "river/missionaries", "count", "count"),
    ("river", r"(\d+) if everyone is told apart", "river/missionaries?alike=0", "count", "count"),
    ("river", r"Wolf, goat and cabbage:.*?It takes (\d+) crossings", "river/wolf-goat-cabbage", "count", "moves"),
    ("river", r"there are (\d+) shortest solutions\.\s*$", "river/wolf-goat-cabbage", "count", "count"),
]


@pytest.mark.parametrize("family, pattern, game, kind, key", FIGURES)
def test_a_figure_in_the_help_is_what_the_solver_finds(family, pattern, game, kind, key):
    found = re.search(pattern, english(family), re.M)
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


def test_the_six_puzzle_start_quoted_is_the_default_and_a_hardest_position():
    found = re.search(r"The start shown first, ([\d /]+), is one of them", english("slide"))
    assert found
    tiles = found.group(1).replace(" ", "").replace("/", "")
    _, start = registry.parse("slide/six")
    assert "".join(str(tile) for tile in start.tiles) == tiles + "0"
    assert start.game_id() in run("slide/six", "analyse")["positions"]


def test_the_nim_example_is_the_winning_move_the_solver_finds():
    found = re.search(r"For heaps ([\d, ]+) the nim-sum is (\d+), and taking (\d+) from heap ([A-Z]) "
                      r"leaves ([\d, ]+), whose nim-sum is 0", english("nim"))
    assert found
    heaps = [int(h) for h in found.group(1).split(",")]
    result = run("nim?heaps=" + ",".join(str(h) for h in heaps), "solve")
    assert result["nim_sum"] == int(found.group(2))
    _, position = registry.parse("nim?heaps=" + ",".join(str(h) for h in heaps))
    nim_view = registry.view("nim")
    move = result["solution"][0]
    assert nim_view.describe_move(position, move) == "%s from heap %s" % (found.group(3), found.group(4))
    after = nim_view.play(position, move)
    assert list(after.heaps) == [int(h) for h in found.group(5).split(",")]


def assert_example_move(family, example, game_id, move, written):
    """The family's English help has the ``example`` sentence, and the view writes ``move`` in
    ``game_id`` as ``written`` (the help's example moves are what describe_move gives);
    the position, for further checks."""
    assert example in english(family)
    _, position = registry.parse(game_id)
    assert registry.view(family).describe_move(position, move) == written
    return position


def test_the_move_examples_are_written_as_the_views_write_them():
    # Each family's example move, as the help writes it, is what the view's describe_move gives.
    assert_example_move("peg", "14-6 is one jump", "peg/triangle21?empty=6", [14, 6], "14-6")
    holes = ["1"] * 33
    holes[17] = holes[29] = "0"
    cross = assert_example_move("peg", "and 5-17-29 one peg jumping twice",
                                "peg/english33?pegs=" + "".join(holes), [5, 17, 29], "5-17-29")
    assert registry.view("peg").play(cross, [5, 17, 29]).moves == cross.moves + 1  # a chain is one move

    assert_example_move("slide", "4 \u2192 slides tile 4 to the right", "slide/eight?tiles=123405786",
                        3, "4 \u2192")

    flip_start = assert_example_move("flip", "7 \u2192 5 moves the piece on cell 7 over cell 6",
                                     "flip/square", 7, "7 \u2192 5")
    assert registry.view("flip").play(flip_start, 7).game_id() == "flip/square?colours=bbbbbbw.bbbbbbbb&moves=1"

    assert_example_move("knight", "the top left cell is a8", "knight/8x8", 0, "a8")

    assert_example_move("river", "Ha + Wa is husband Ha", "river/jealous-husbands", ["Ha", "Wa"], "Ha + Wa")
    missionaries = assert_example_move("river", "by kind: two cannibals, a missionary and a cannibal",
                                       "river/missionaries", ["C1", "C2"], "two cannibals")
    assert registry.view("river").describe_move(missionaries, ["M1", "C1"]) == "a missionary and a cannibal"


def test_the_french_board_starts_where_the_help_says_and_not_from_the_centre():
    found = re.search(r"French 37:.*?starts it with\s+hole (\d+) empty", english("peg"))
    assert found
    _, french = registry.parse("peg/french37")
    assert french.empty == int(found.group(1))
    centre = 18  # the middle hole of the middle row (3, 5, 7, 7, 7, 5, 3 holes a row)
    assert run("peg/french37?empty=%d" % centre, "any")["solvable"] is False
    assert run("peg/french37", "any")["solvable"] is True


# --- MicroPython -----------------------------------------------------------------------------

DUMP = """
from puzzles import help_text
for family in %r:
    goal = help_text.goal_picture(family, family + "/x?cut=1") or ("none",)
    move = help_text.move_picture(family)
    print(" | ".join(goal), move[0], move[1], move[2], move[3])
    for language in ("en", "ja", "xx"):
        print(" | ".join(help_text.first_screen(family, language)))
        for heading, paragraphs in help_text.sections(family, language):
            print(family, language, heading, len(paragraphs))
            for paragraph in paragraphs:
                print(paragraph)
    for game, caption_en, caption_ja in help_text.goal_pictures(family):
        print(game, caption_en, caption_ja)
for family in %r:
    for name in ("CHART_LEGEND", "STATE_GRAPH_LEGEND"):
        print(family, name, help_text.legend(name, family, "en"), help_text.legend(name, family, "ja"))
print("END")
"""


def test_help_text_reads_the_same_under_micropython(tmp_path):
    script = tmp_path / "help_dump.py"
    script.write_text(DUMP % (FAMILIES, FAMILIES), encoding="utf-8")
    assert_same_under_micropython(script)  # the page's modules, the help's among them


# --- one catalogue ---------------------------------------------------------------------------

def english_texts(module) -> list[str]:
    """Every English text a help module holds (its sections, first screen, captions, legends)."""
    found = [text for _, paragraphs in getattr(module, "SECTIONS", []) for text in paragraphs]
    found += [heading for heading, _ in getattr(module, "SECTIONS", [])]
    found += list(getattr(module, "FIRST", [])) + [caption for _, caption in getattr(module, "GOALS", [])]
    found += [getattr(module, "MOVE")[2]] if hasattr(module, "MOVE") else []
    found += [caption for _, _, caption in getattr(module, "MOVES", [])]
    found += list(getattr(module, "LEGENDS", {}).values())
    shared = [getattr(help_text, name) for name in dir(help_text) if name.isupper() and isinstance(getattr(help_text, name), str)]
    return found + (shared if module is help_text else [])


def family_help(family):
    return registry.load(registry.describe(family)["help"])


@pytest.mark.parametrize("family", FAMILIES)
def test_each_help_text_has_its_japanese_in_the_catalogue_and_no_entry_is_stale(family):
    module = family_help(family)
    own = words.catalogue("ja", registry.describe(family)["help"])
    shared = words.catalogue("ja", "puzzles.help")
    texts_here = set(english_texts(module))
    missing = [text for text in texts_here if text not in own and text not in shared]
    assert missing == []
    assert sorted(set(own) - texts_here) == []  # stale: no text of the family's help uses it
    assert not set(own) & set(shared)  # a shared paragraph is worded in one place
    for text in texts_here:
        japanese = own.get(text) or shared[text]
        assert sorted(re.findall(r"\{(\w+)\}", text)) == sorted(re.findall(r"\{(\w+)\}", japanese))


def test_the_shared_catalogue_holds_the_shared_texts_only():
    shared = words.catalogue("ja", "puzzles.help")
    assert sorted(shared) == sorted(set(english_texts(help_text)))
    assert words.catalogue("en", "puzzles.help") == {} and words.catalogue("ja", "puzzles.nowhere.help") == {}


def test_no_inline_pairs_are_left():
    # One translation system: no (English, Japanese) pairs in the help's modules; Japanese
    # only in the catalogues (*_ja.py).
    japanese = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
    paths = [PUZZLES / "help_text.py"] + [PUZZLES / family / "help.py" for family in FAMILIES]
    for path in paths:
        strings = [node.value for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                   if isinstance(node, ast.Constant) and isinstance(node.value, str)]
        assert not [text for text in strings if japanese.search(text)], path


def test_the_core_names_no_family():
    source = (PUZZLES / "help_text.py").read_text(encoding="utf-8")
    for family in FAMILIES:
        assert not re.search(r"\b%s\b" % family, source), family
