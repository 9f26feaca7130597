"""The help panel (#help): how to play the family shown, in the page's language, with small
pictures of its goals; open on a first visit, then as the player last left it."""

from pyscript import document

from dom import element, listen, recall, remember, small_picture
from puzzles import registry, words
from puzzles.gameid import GameIdError

try:  # the help texts (issue 12); the panel stays hidden without them
    from puzzles import help_text
except ImportError:
    help_text = None


class HelpPanel:
    def __init__(self, session):
        self.session = session
        self.helped = None          # (family, language) the help panel shows

    def reset(self):
        """Draw the panel again at the next draw() (the page's language changed)."""
        self.helped = None

    def setup(self):
        """The help panel opens on a first visit, and stays as the player left it."""
        element("help").open = recall("help") != "closed"
        listen("help", self.on_toggle, "toggle")

    def on_toggle(self, event):
        remember("help", "open" if element("help").open else "closed")

    def draw(self):
        """How to play this family, in the page's language (help_text), with small pictures
        of the goal; drawn again only for another family or language."""
        family = self.session.family
        if help_text is None or self.helped == (family, words.language()):
            return
        self.helped = (family, words.language())
        body = element("help-body")
        body.textContent = ""
        language = words.language()
        pictures = []
        for game_id, caption_en, caption_ja in help_text.goal_pictures(family):
            try:
                drawing = registry.view(family).render(registry.parse(game_id)[1], {})
            except GameIdError:
                continue
            figure = document.createElement("figure")
            figure.append(small_picture(drawing, "goal"))
            caption = document.createElement("figcaption")
            caption.textContent = caption_ja if language == "ja" else caption_en
            figure.append(caption)
            pictures.append(figure)
        if pictures:
            row = document.createElement("div")
            row.className = "goal-pictures"
            for figure in pictures:
                row.append(figure)
            body.append(row)
        sections = help_text.sections(family, language)
        for heading, paragraphs in sections:
            title = document.createElement("h3")
            title.textContent = heading
            body.append(title)
            for paragraph in paragraphs:
                text = document.createElement("p")
                text.textContent = paragraph
                body.append(text)
        element("help").hidden = not (sections or pictures)  # a family with no help yet
