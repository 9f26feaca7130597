"""The help (#help, a <dialog> opened by the "?" button #help-button): how to play the puzzle
shown, in the page's language. First a short screen (the goal, how to move, what the marks
mean: help_text.first_screen), the puzzle's goal drawn large and one move drawn before and
after; then the family's sections, each a <details> to open. Never open by itself: on a phone
it is a sheet over the page, closed by its × button, Escape or a tap beside it."""

from pyscript import document

from dom import element, listen, small_picture
from puzzles import registry, words
from puzzles.gameid import GameIdError

_help_text = []  # the help texts (issue 12), imported when help first opens: not at start


def help_texts():
    """The module of help texts, or None without it (the "?" button is hidden then)."""
    if not _help_text:
        try:
            from puzzles import help_text
        except ImportError:
            help_text = None
        _help_text.append(help_text)
    return _help_text[0]


class HelpPanel:
    def __init__(self, session):
        self.session = session
        self.helped = None          # (family, language, goal) the help shows

    def reset(self):
        """Draw the help again at the next draw() (the page's language changed)."""
        self.helped = None

    def setup(self):
        listen("help-button", self.open)
        listen("help-close", self.close)
        # Closed by Escape (the browser's), the focus goes back to "?" too (issue 36).
        listen("help", lambda event: element("help-button").focus(), "close")
        # A tap on the backdrop (outside the dialog's box) closes it too.
        listen("help", self.on_click)

    def open(self, event=None):
        self.draw(force=True)
        dialog = element("help")
        if not dialog.open:
            dialog.showModal()
        element("help-close").focus()

    def close(self, event=None):
        element("help").close()
        element("help-button").focus()

    def on_click(self, event):
        dialog = element("help")
        if str(event.target.id) == "help":  # the dialog itself: its padding or its backdrop
            rect = dialog.getBoundingClientRect()
            inside = rect.left <= event.clientX <= rect.right and rect.top <= event.clientY <= rect.bottom
            if not inside:
                self.close()

    def draw(self, force=False):
        """The help of the puzzle on show, in the page's language; drawn when it is open (or
        about to open), again only for another puzzle or language."""
        if not (force or element("help").open):
            return
        help_text = help_texts()
        element("help-button").hidden = help_text is None
        if help_text is None:
            element("help").close()
            return
        family = self.session.family
        goal = help_text.goal_picture(family, self.session.game_id())
        key = (family, words.language(), goal[0] if goal else "")
        if self.helped == key:
            return
        self.helped = key
        language = words.language()
        body = element("help-body")
        body.textContent = ""
        first = document.createElement("div")
        first.className = "help-first"
        for paragraph in help_text.first_screen(family, language):
            text = document.createElement("p")
            text.textContent = paragraph
            first.append(text)
        body.append(first)
        pictures = document.createElement("div")
        pictures.className = "help-pictures"
        if goal:
            figure = picture_figure(family, [(goal[0], {})], goal[2] if language == "ja" else goal[1], "goal-figure")
            if figure is not None:
                pictures.append(figure)
        move = help_text.move_picture(family, self.session.game_id())
        if move:
            figure = move_figure(family, move, language)
            if figure is not None:
                pictures.append(figure)
        body.append(pictures)
        for heading, paragraphs in help_text.sections(family, language):
            section = document.createElement("details")
            title = document.createElement("summary")
            title.textContent = heading
            section.append(title)
            for paragraph in paragraphs:
                text = document.createElement("p")
                text.textContent = paragraph
                section.append(text)
            body.append(section)


def picture_figure(family, drawings, caption, name):
    """A <figure> of the family's drawings of ``[(game id, ui), ...]`` (an arrow between two),
    with its caption; None if a game id does not read."""
    view = registry.view(family)
    figure = document.createElement("figure")
    figure.className = name
    row = document.createElement("div")
    row.className = "help-drawings"
    for index, (game_id, ui) in enumerate(drawings):
        try:
            position = registry.parse(game_id)[1]
        except GameIdError:
            return None
        if index:
            arrow = document.createElement("span")
            arrow.className = "help-arrow"
            arrow.setAttribute("aria-hidden", "true")
            arrow.textContent = "\u2192"
            row.append(arrow)
        row.append(small_picture(view.render(position, ui), "goal"))
    figure.append(row)
    text = document.createElement("figcaption")
    text.textContent = caption
    figure.append(text)
    return figure


def move_figure(family, move, language):
    """One move of the family: the position before it and the one after, each as the board
    shows it while the move is played. The move's clicks are played on the view: before the
    last one, the board's marks (a peg picked up and where it can land, people in the boat),
    or the cell to click marked as a hint; after it, what the move left marked (the pieces a
    flip turned over). The keyboard cursor is not drawn."""
    game_id, played, caption_en, caption_ja = move
    view = registry.view(family)
    try:
        before = registry.parse(game_id)[1]
    except GameIdError:
        return None
    cells = view.clicks(before, played)
    ui = {}
    for cell in cells[:-1]:
        _, ui, _ = view.click(before, dict(ui), cell)
    ui_before = dict((key, value) for key, value in ui.items() if key != "cursor")
    if not ui_before:
        ui_before = {"hint": cells[-1:]}
    after, ui_after, _ = view.click(before, dict(ui), cells[-1])
    if after != view.play(before, played):  # not as the move says: drawn plain
        after, ui_after = view.play(before, played), {}
    ui_after = dict((key, value) for key, value in ui_after.items() if key != "cursor")
    return picture_figure(family, [(game_id, ui_before), (after.game_id(), ui_after)],
                          caption_ja if language == "ja" else caption_en, "move-figure")
