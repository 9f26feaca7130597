"""The first paint's largest texts (issue 38): scripts/build.py's first_texts, which
static/board-shape.js writes into the page before MicroPython starts, say what the page's
session says at the start of each menu game (the status line, in each language, for a mouse
and a finger) and the Lab intro's Japanese from the catalogue; the build leaves the
catalogue's language and pointer as they were."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402
from puzzles import registry, words  # noqa: E402
from puzzles.session import Session  # noqa: E402
from puzzles.words_ja import JA  # noqa: E402

PAGE = (ROOT / "index.html").read_text()
TEXTS = build.first_texts(PAGE)


def status(game_id, language, pointer):
    words.set_language(language)
    words.set_pointer(pointer)
    try:
        session = Session()
        session.load(game_id)
        return session.status()
    finally:
        words.set_language("en")
        words.set_pointer("mouse")


def test_each_menu_game_s_first_status_line_in_each_language_and_for_each_pointer():
    assert TEXTS["languages"] == ["en", "ja"]
    for family, _, items in registry.menu():
        for game_id, _ in items:
            said = [TEXTS["texts"][index] for index in TEXTS["status"][game_id]]
            assert said == [status(game_id, language, pointer)
                            for language in ("en", "ja") for pointer in ("mouse", "touch")], game_id
            assert game_id.split("?")[0] in TEXTS["status"]
    assert any("Tap" in text or "tap" in text for text in TEXTS["texts"])  # a finger's words differ
    assert len(set(TEXTS["texts"])) == len(TEXTS["texts"])  # each text once


def test_the_lab_intro_s_japanese_from_the_catalogue():
    intro = build.FIRST_TEXTS.findall(PAGE)
    assert len(intro) == 1
    assert TEXTS["words"] == {"ja": {intro[0]: JA[intro[0]]}}


def test_the_build_leaves_the_catalogue_as_it_was():
    assert words.language() == "en" and words.pointer() == "mouse"


def test_the_page_has_the_shape_script_before_the_start_s_files():
    head = PAGE.split("</head>")[0]
    first_paint = head.index(build.SHAPE_SCRIPT)
    assert head.index('rel="stylesheet"') < first_paint < head.index("<!-- build: preload -->")
    assert first_paint < head.index('<script type="module"')


def test_each_family_s_lab_opens_on_its_default_method_s_program():
    """The program a Lab link's editor shows first (build.lab_first_programs): for each family
    with methods, the one puzzles/lab_link.py's default_method opens on (the page's Lab asks it too), with its text."""
    from puzzles import lab, lab_link

    listing = lab.listing()
    found = build.lab_first_programs()["lab"]
    families = {entry["family"] for entry in listing["methods"]}
    assert set(found) == families
    choose = lab_link.default_method
    for family, (slug, text) in found.items():
        listed = [entry for entry in listing["methods"] if entry["family"] == family]
        assert slug == choose(listed) and slug in [entry["method"] for entry in listed]
        assert text == listing["programs"][slug]
    # The rule: ours and fast first.
    assert choose([{"method": "a", "slow": True, "source": "page"},
                   {"method": "b", "source": "ours"}]) == "b"


def test_the_verdict_line_while_the_solver_gets_ready_for_the_games_whose_verdict_is_asked():
    """``waits``: the menu games (and their boards' ids) whose session asks the solver for a
    verdict as it loads, as the page's session does; ``waiting``: the line meanwhile, worded
    by the catalogue in each language."""
    asked = set()
    for family, _, items in registry.menu():
        for game_id, _ in items:
            session = Session()
            session.load(game_id)
            if session.searches.asking(session.position.game_id()):
                asked.add(game_id)
                assert session.verdict_waiting_text() == TEXTS["waiting"][0]
            else:
                assert session.verdict_waiting_text() == ""
    assert asked and {game_id for game_id in TEXTS["waits"] if game_id in TEXTS["status"]} >= asked
    assert {game_id for game_id in TEXTS["waits"] if "?" in game_id} <= asked
    assert "nim" in TEXTS["status"] and "nim" not in TEXTS["waits"]  # Nim asks no verdict
    english = "Asking the solver whether this position can still be won…"
    assert TEXTS["waiting"] == [english, JA[english]]
