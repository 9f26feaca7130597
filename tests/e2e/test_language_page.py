"""The page in English and Japanese (issue 12): the language comes from ?lang= in the address,
then the choice remembered from an earlier visit, then the browser's languages; the switch on
the page words everything again in place, a search's progress and result included; a share
link names a language only when the address did; ?lang=ja shows no English.

The scans for English words run over what a player sees and hears: visible text, the menus'
entries, aria-labels and titles. Game ids (links, the link box) and numbers are not words;
the English entry of the language switch is its own name."""

import re
from pathlib import Path

import pytest

from conftest import wait_until_ready
from pages import show, wait_status
from puzzles import registry

ROOT = Path(__file__).resolve().parents[2]

# Names a Japanese text keeps in Latin letters: keys of the keyboard, people, programming
# languages and the published puzzle names the help quotes. A word here must be a name.
NAMES = {"Ctrl", "Shift", "Enter", "Escape", "Esc", "Space", "Tab", "Home", "End",
         "Bergholt", "Beasley", "Hiroi", "Common", "Lisp", "Prolog", "Hoppers", "magazine",
         "Python", "Pyodide", "MicroPython", "Bouton", "Programming", "xyzzy", "Warnsdorff",
         "Schwenk", "OEIS",
         "START"}  # the source page's name for the pipe puzzle's start, quoted
# Titles of the source pages, quoted as they are.
PHRASES = ("Puzzle DE Programming",)

# What a player sees and hears, as one text: visible text nodes, select entries, aria-labels,
# titles; minus links and the link box (game ids) and the language switch's own names.
SEEN_TEXT = """(skip) => {
  const parts = [document.title];
  const skipped = (el) => el.closest('#language, a, #link, script, style, [aria-hidden=true]' + (skip ? ', ' + skip : ''));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (el && !skipped(el) && el.checkVisibility() && !el.closest('details:not([open]) > :not(summary)')) {
      parts.push(node.textContent);
    }
  }
  for (const el of document.querySelectorAll('option, optgroup, [aria-label], [title]')) {
    if (skipped(el)) continue;
    if (el.tagName === 'OPTION') parts.push(el.textContent);
    for (const name of ['label', 'aria-label', 'title']) {
      if (el.getAttribute(name) && (name !== 'label' || el.tagName === 'OPTGROUP')) parts.push(el.getAttribute(name));
    }
  }
  return parts.join('\\n');
}"""

# What the families draw and word (their helpers wrap it: issue 12's family part).
FAMILY_PARTS = ("#board, #status, #message, #legend, #counters, #options, #actions, #main-actions, #puzzle-menu, "
                "#solution-moves")


def english_words(page, skip=""):
    text = page.evaluate(SEEN_TEXT, skip)
    for phrase in PHRASES:
        text = text.replace(phrase, "")
    # A file's name (the solver's start says which file it is fetching, issue 37) is a name,
    # not English: "pyodide.asm.wasm", "solver-snapshot-….bin.gz".
    text = re.sub(r"[\w.-]+\.(?:wasm|mjs|js|bin|gz|zip|py|json)\b", "", text)
    return sorted({word for word in re.findall(r"[A-Za-z]{3,}", text) if word not in NAMES})


def open_page(new_context, url, solver=True, **options):
    page = new_context(**options).new_page()
    page.goto(url)
    wait_until_ready(page, solver=solver)
    return page


def language_of(page):
    return page.evaluate("document.documentElement.lang")


def test_lang_ja_in_the_address_words_the_page_in_japanese_and_is_remembered(new_context, base_url_of_site):
    page = open_page(new_context, base_url_of_site + "?lang=ja", solver=False)
    assert language_of(page) == "ja" and page.input_value("#language") == "ja"
    assert page.text_content("#undo") == "元に戻す" and page.title().endswith(" — パズル工作室")
    assert page.get_attribute("#board", "aria-label").startswith("盤")
    # The address keeps the language it was given, so a copied link does too.
    assert "?lang=ja#" in page.evaluate("location.href")
    page.goto(base_url_of_site)  # no ?lang: the remembered choice
    wait_until_ready(page, solver=False)
    assert language_of(page) == "ja" and page.text_content("#restart") == "最初から"
    assert "lang=" not in page.evaluate("location.href")  # share links name no language unasked
    page.goto(base_url_of_site + "?lang=en")  # the address wins over the remembered choice
    wait_until_ready(page, solver=False)
    assert language_of(page) == "en" and page.text_content("#undo") == "Undo"


def test_a_japanese_browser_gets_japanese_without_asking(new_context, base_url_of_site):
    page = open_page(new_context, base_url_of_site, solver=False, locale="ja-JP")
    assert page.evaluate("navigator.languages[0]").startswith("ja")
    assert language_of(page) == "ja" and page.text_content("#copy-link") == "リンクをコピー"
    page.goto(base_url_of_site + "?lang=en")
    wait_until_ready(page, solver=False)
    assert language_of(page) == "en" and page.text_content("#copy-link") == "Copy link"


def test_an_english_browser_gets_english(new_context, base_url_of_site):
    page = open_page(new_context, base_url_of_site, solver=False, locale="en-GB")
    assert language_of(page) == "en" and page.text_content("#undo") == "Undo"


MENU = """() => [...document.querySelectorAll('#puzzle-menu optgroup')].map(group =>
  [group.dataset.family, group.label, [...group.querySelectorAll('option')].map(o => [o.value, o.textContent])])"""


def test_the_english_menu_written_by_the_build_is_the_one_the_page_builds(new_context, base_url_of_site):
    # An English page starts with the menu the build wrote into it (issue 25); the page's own
    # build_menu, after a switch to Japanese and back, makes the same one, from the registry.
    page = open_page(new_context, base_url_of_site, solver=False, locale="en-US")
    expected = [[family, title, [list(item) for item in items]] for family, title, items in registry.menu()]
    assert page.evaluate(MENU) == expected
    page.select_option("#language", "ja")
    page.wait_for_function("document.querySelector('#undo').textContent === '元に戻す'")
    japanese = page.evaluate(MENU)
    assert [group[0] for group in japanese] == [group[0] for group in expected] and japanese != expected
    page.select_option("#language", "en")
    page.wait_for_function("document.querySelector('#undo').textContent === 'Undo'")
    assert page.evaluate(MENU) == expected
    page.select_option("#puzzle-menu", "knight/8x8")  # the menu written by the build plays
    page.wait_for_function("location.hash.startsWith('#knight/8x8')")


def test_the_switch_words_status_progress_and_a_result_again_in_place(new_context, base_url_of_site):
    page = open_page(new_context, base_url_of_site, locale="en-US")
    show(page, "slide/eight")
    page.click("#solve")
    wait_status(page, "Solution found: 31 moves")
    assert "s in the solver" in page.text_content("#progress-detail")
    assert page.text_content("#solution-title") == "Solution: 31 moves"
    assert page.title() == "8-puzzle — Puzzle workbench"
    page.click("#step")  # a move, said to a screen reader in English (#moves-said)...
    page.wait_for_function("document.querySelector('#moves-said').textContent !== ''")
    page.click("#step-back")
    page.select_option("#language", "ja")
    assert language_of(page) == "ja"
    page.wait_for_function("document.querySelector('#undo').textContent === '元に戻す'")
    assert page.text_content("#moves-said") == ""  # ...not left there in English
    assert page.text_content("#solution-title") == "解: 31 手"
    assert "ソルバーで" in page.text_content("#progress-detail")
    assert page.title() == "8 パズル — パズル工作室"
    assert page.text_content("#play-all") == "全部再生"
    assert page.text_content("#speed option[value=slow]") == "ゆっくり"
    # A new search, asked in Japanese: its progress and its answer come in Japanese.
    page.click("#step")
    page.click("#undo")
    page.click("#cancel") if not page.is_disabled("#cancel") else None
    page.click("#solve")
    page.wait_for_function("document.querySelector('#progress-detail').textContent.includes('ソルバーで')"
                           " && document.querySelector('#status').textContent !== '探索中…'", timeout=60000)
    assert "lang=" not in page.evaluate("location.href")  # switched on the page: links stay as they were
    page.reload()  # the switch is remembered
    wait_until_ready(page, solver=False)
    assert language_of(page) == "ja" and page.text_content("#undo") == "元に戻す"
    page.select_option("#language", "en")
    page.wait_for_function("document.querySelector('#undo').textContent === 'Undo'")
    assert language_of(page) == "en" and page.title() == "8-puzzle — Puzzle workbench"


def test_a_switch_with_lang_in_the_address_changes_the_address_too(new_context, base_url_of_site):
    page = open_page(new_context, base_url_of_site + "?lang=en", solver=False)
    page.select_option("#language", "ja")
    page.wait_for_function("location.search === '?lang=ja'")
    assert page.text_content("#redo") == "やり直す"


def test_the_japanese_page_shows_no_english_of_its_own(new_context, base_url_of_site):
    """The page's own texts (everything but what the family draws and words) on the default
    game, with a search's cost under Details open, then with the help open, every section too."""
    page = open_page(new_context, base_url_of_site + "?lang=ja")
    page.click("#count")
    page.wait_for_function("document.querySelector('#progress-detail').textContent.includes('ソルバーで')",
                           timeout=60000)
    page.click("#progress-details summary")
    assert english_words(page, FAMILY_PARTS) == []
    page.click("#help-button")
    for section in page.locator("#help-body details").all():
        section.evaluate("e => e.open = true")
    assert english_words(page, FAMILY_PARTS) == []


def family_is_worded(family):
    """Whether the family's own modules go through the catalogue yet (the family helpers'
    part of issue 12): until they do, their strings are English and the full scan waits."""
    rules, view, _ = registry.FAMILIES[family]
    return all("puzzles.words" in (ROOT / "py" / (name.replace(".", "/") + ".py")).read_text()
               for name in (rules, view))


# PER-FAMILY CHECKS: each runs by itself once the family's modules import puzzles.words (the
# merge of the family helpers' branches); before that it is skipped, saying so.
@pytest.mark.parametrize("family", registry.families())
def test_the_japanese_page_shows_no_english_for_each_family(family, new_context, base_url_of_site):
    if not family_is_worded(family):
        pytest.skip("%s's modules do not use puzzles.words yet (enabled by the merge)" % family)
    page = open_page(new_context, base_url_of_site + "?lang=ja", solver=False)
    others = "#puzzle-menu optgroup:not([data-family=%s])" % family  # their own checks
    for game_id, _ in registry.menu()[registry.families().index(family)][2]:
        show(page, registry.parse(game_id)[1].game_id())
        found = english_words(page, others)
        assert found == [], "%s: %s" % (game_id, found)


def help_headings(page):
    return page.eval_on_selector_all("#help-body details > summary", "els => els.map(e => e.textContent)")


def test_the_help_opens_behind_its_button_in_both_languages(new_context, base_url_of_site):
    from puzzles import help_text
    page = open_page(new_context, base_url_of_site + "#peg/english33", solver=False, locale="en-US")
    assert not page.evaluate("document.querySelector('#help').open")  # never open by itself
    assert page.locator("#help").is_hidden()
    page.click("#help-button")
    assert page.locator("#help").is_visible() and page.evaluate("document.querySelector('#help').open")
    assert page.eval_on_selector_all("#help-body .help-first p", "els => els.map(e => e.textContent)") == \
        help_text.first_screen("peg", "en")
    assert help_headings(page) == [heading for heading, _ in help_text.sections("peg", "en")]
    # The sections are closed: the first screen is what shows.
    assert page.evaluate("[...document.querySelectorAll('#help-body details')].every(e => !e.open)")
    goal = help_text.goal_picture("peg", "peg/english33?empty=16")
    assert page.text_content("#help-body .goal-figure figcaption") == goal[1]
    assert page.locator("#help-body .goal-figure .goal svg").count() == 1
    assert page.locator("#help-body .goal-figure .goal").bounding_box()["width"] >= 200
    move = help_text.move_picture("peg")
    assert page.text_content("#help-body .move-figure figcaption") == move[2]
    assert page.locator("#help-body .move-figure .goal svg").count() == 2
    # A picture is a drawing, not a second board: no cell ids, hidden from screen readers.
    assert page.locator("#help-body [id^='cell-']").count() == 0
    assert page.locator("#help-body .goal:not([aria-hidden=true])").count() == 0
    page.click("#help-close")
    assert not page.evaluate("document.querySelector('#help').open")
    page.select_option("#language", "ja")
    page.wait_for_function("document.documentElement.lang === 'ja'")
    page.click("#help-button")
    assert help_headings(page) == [heading for heading, _ in help_text.sections("peg", "ja")]
    assert page.text_content("#help-title") == "遊び方"
    assert page.text_content("#help-body .goal-figure figcaption") == goal[2]
    # Another puzzle of the family: its own goal.
    page.keyboard.press("Escape")
    show(page, "peg/triangle21?empty=6&finish=6")
    page.click("#help-button")
    assert page.text_content("#help-body .goal-figure figcaption") == help_text.goal_picture(
        "peg", "peg/triangle21?empty=6&finish=6")[2]
    page.reload()
    wait_until_ready(page, solver=False)
    assert not page.evaluate("document.querySelector('#help').open")


def test_the_legends_beside_the_chart_and_the_state_graph(new_context, base_url_of_site):
    from puzzles import help_text
    page = open_page(new_context, base_url_of_site + "?lang=ja")
    show(page, "slide/pipes")
    page.click("#analyse")
    page.wait_for_selector("#analysis-chart svg .bar", timeout=60000)
    assert page.text_content("#chart-legend") == help_text.legend("CHART_LEGEND", "slide", "ja")
    assert page.locator("#graph-legend").is_hidden()
    # The analysis (summary, chart, its tooltips, the hardest positions) has no English either.
    assert page.text_content("#hardest-title") == "最も難しい局面"
    assert english_words(page, FAMILY_PARTS + ", #help-body") == []
    assert page.locator("#analysis-chart svg.chart title").first.text_content().startswith("0 手: ")
    show(page, "river/wolf-goat-cabbage")
    page.click("#graph")
    page.wait_for_selector("#analysis-chart .river-node", timeout=60000)
    assert page.text_content("#graph-legend") == help_text.legend("STATE_GRAPH_LEGEND", "river", "ja")


def test_a_switch_to_japanese_words_the_open_lab_again(new_context, base_url_of_site):
    """The Lab open in English, then the switch: its menus (the methods, the one to watch beside,
    the overlays), buttons and notes are worded again in Japanese; the program's text and the
    board's own parts are not words to check."""
    from lab_pages import open_lab

    page = open_page(new_context, base_url_of_site + "?lang=en", solver=False)
    open_lab(page)
    assert page.text_content("#watch-beside option[value='']") == "Nothing"
    page.select_option("#language", "ja")
    page.wait_for_function("document.querySelector('#lab-run').textContent === '実行'")
    assert page.text_content("#watch-beside option[value='']") == "なし"
    lab_only = "body > :not(main), main > :not(#lab), .cm-editor, #lab-console"
    assert english_words(page, FAMILY_PARTS + ", " + lab_only) == []
