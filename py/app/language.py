"""The page's language: the language box (#language) and the wording of the HTML's own texts.

The HTML's texts carry their English in ``data-text`` / ``data-text-<attribute>``; they are
worded again in place, with textContent, never as markup. What the page draws from the
session is worded by the page (main.py), which draws everything again after a switch.
"""

from pyscript import document, window

from dom import element, listen
from puzzles import words
from puzzles.words import tr

# The HTML attributes worded from a data-text-<attribute> holding their English.
WORDED_ATTRIBUTES = ("aria-label", "title")


def word_page(language, first=False):
    """Word the HTML's own texts, the document's language and title in ``language``. The
    HTML holds its English already: an English page's ``first`` wording only says so."""
    words.set_language(language)
    document.documentElement.lang = words.language()
    element("language").value = words.language()
    if first and words.language() == "en":
        return
    for node in document.querySelectorAll("[data-text]"):
        text = tr(str(node.getAttribute("data-text")))  # pass-through: index.html's data-text
        if str(node.textContent) != text:  # one worded before the first paint (static/board-shape.js) stays
            node.textContent = text
    for name in WORDED_ATTRIBUTES:
        for node in document.querySelectorAll("[data-text-" + name + "]"):
            english = str(node.getAttribute("data-text-" + name))
            node.setAttribute(name, tr(english))  # pass-through: index.html's data-text-*
    document.title = tr("Puzzle workbench")


def listen_for_switch(set_language):
    """A choice in the language box is remembered (static/page.js), then handed to
    ``set_language``, which words the whole page in it."""
    def on_language(event):
        language = str(event.target.value)
        window.page.language.switchTo(language)
        set_language(language)

    listen("language", on_language, "change")
