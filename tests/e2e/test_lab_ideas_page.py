"""The Lab's "See the idea on the board" and "Questions from the source" (issue 23, points 4
and 5), in Chromium: each family's overlay draws over the board (the peg jump table follows
the hole clicked; Warnsdorff's counts, the distance table's sum, the black corners), goes
away with Nothing and with the Lab closed; a question's link opens its position and answers it
with our solver (checked against the solver run here, natively), beside the page's answer;
Japanese too."""

from lab_pages import open_lab, wait_lab_ready
from pages import show as show_game  # a link's game, drawn (``show`` here is an overlay)
from puzzles import lab, lab_link, registry
from puzzles.knight import overlay as knight_overlay

OVERLAY = "#board svg > g.lab-overlay"


def show(page, name):
    page.select_option("#lab-overlay", name)
    page.wait_for_selector('%s[data-overlay="%s"]' % (OVERLAY, name), state="attached")
    return page.text_content("#lab-overlay-caption")


def test_the_overlays_draw_over_each_familys_board(app):
    open_lab(app, "peg/triangle21?empty=6&finish=6", "peg-corner")
    assert app.locator(OVERLAY).count() == 0  # nothing drawn until asked
    caption = show(app, "jumps")
    assert caption.startswith("The jump table of hole ")
    app.click("#cell-3")  # the jump table follows the hole clicked
    app.wait_for_function("document.querySelector('#lab-overlay-caption').textContent"
                          ".startsWith('The jump table of hole 3:')")
    _family, position = registry.parse("peg/triangle21?empty=6&finish=6")
    targets = app.locator(OVERLAY + " .lab-ov-to")
    assert sorted(int(targets.nth(i).get_attribute("data-cell-mark")) for i in range(targets.count())) == \
        sorted(to for _over, to in position.board.jumps[3])
    assert "corner holes hold a peg" in show(app, "corners")
    assert app.locator(OVERLAY + " .lab-ov-corner").count() == len(position.board.corners)
    assert "pegs in each group" in show(app, "groups")
    assert "at least" in show(app, "bound")
    app.select_option("#lab-overlay", "")
    app.wait_for_selector(OVERLAY, state="detached")

    show_game(app, "knight/5x5?start=0")
    app.wait_for_selector('#lab-overlay option[value="warnsdorff"]', state="attached")
    _family, knight = registry.parse("knight/5x5?start=0")
    caption = show(app, "warnsdorff")
    best = min(knight_overlay.onward(knight, cell) for cell in knight.legal_moves())
    assert "fewest onward moves (%d)" % best in caption
    assert app.locator(OVERLAY + " .lab-ov-best").count() >= 1
    assert "knight's moves between them" in show(app, "graph")

    show_game(app, "slide/six")
    app.wait_for_selector('#lab-overlay option[value="distance"]', state="attached")
    assert "Their sum, 10," in show(app, "distance")  # the page's start value of its deepening
    assert "pairs of neighbours" in show(app, "adjacency")

    show_game(app, "flip/square")
    app.wait_for_selector('#lab-overlay option[value="corners"]', state="attached")
    assert "the lower bound is 8 moves" in show(app, "corners")
    app.click("#lab-close")
    app.wait_for_selector(OVERLAY, state="detached")  # the Lab closed: the board is the board again


def test_a_question_from_the_source_opens_its_position_and_answers(app):
    open_lab(app, "peg/triangle15?empty=0", "peg-corner")
    app.click("#lab-questions-box summary")
    items = app.locator("#lab-questions li")
    assert items.count() == len(lab.QUESTIONS)
    for index in (0, 10):  # the 21-hole triangle's fewest moves; the six puzzle's hardest count
        question = lab.QUESTIONS[index]
        item = app.locator('#lab-questions li[data-question="%d"]' % index)
        assert item.locator("a").text_content() == question["question"]
        item.locator("a").click()
        answer = lab.answer(question)  # our solver, natively
        app.wait_for_function("i => document.querySelector(`#lab-questions li[data-question='${i}'] "
                              ".lab-question-answer`).textContent.trim() !== ''", arg=index, timeout=90000)
        said = item.locator(".lab-question-answer").text_content()
        assert "our answer: %d" % answer in said
        assert "the page's: %d" % question["answer"] in said
        # Its position is on the board (the address keeps the open Lab's #lab/: issue 34).
        assert lab_link.split(app.evaluate("location.hash"))[0] == "#" + question["game"]
        assert "Our answer: %d" % answer in app.text_content("#lab-message")


def test_questions_and_overlays_in_japanese(new_context, base_url_of_site):
    page = new_context().new_page()
    question = lab.QUESTIONS[11]  # the six puzzle: the most moves any position needs
    page.goto(base_url_of_site + "?lang=ja" + lab_link.join(question["game"], "question-11"))
    page.wait_for_selector("#lab:not([hidden])", timeout=30000)
    wait_lab_ready(page)
    page.wait_for_function("document.querySelector('#lab-message').textContent.includes('こちらの答え')",
                           timeout=90000)
    assert "こちらの答え: %d" % lab.answer(question) in page.text_content("#lab-message")
    assert page.text_content("#lab-questions-box summary") == "元のページの問題"
    assert "下限値" in show(page, "distance")
