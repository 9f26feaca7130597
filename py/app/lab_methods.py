"""The Lab's methods and links (issues 23, 24 and 34; py/app/lab_panel.py): a ``#lab/`` link
read (its method and code shown, never run) and written (Copy link), the method's line about
its source, the menu of a method to watch beside it, and the method the Lab opens on.
Functions of the LabPanel (``self``). Split from lab_panel.py (issue 33, part 8)."""

import asyncio

from pyscript import window

import lab_results
from dom import element, make_option
from lab_results import QUESTION
from puzzles import lab_link, lab_messages
from puzzles.words import language, message, say, tr


class ListedPrograms:
    """The built-in programs' texts by method, as the build's listing has them: each read from
    static/lab.js (labWorker.program) the first time it is needed, and checked as a worker's
    would be (issue 38: the whole listing's 41 KB of programs turned into Python text at once
    made the longest task of a phone's Lab start). A mapping of what LabPanel.programs is asked:
    ``in``, ``[]`` and ``get``."""

    def __init__(self, methods):
        self.methods = set(methods)
        self.texts = {}

    def __contains__(self, method):
        return method in self.methods

    def __getitem__(self, method):
        if method not in self.methods:
            raise KeyError(method)
        if method not in self.texts:
            try:
                self.texts[method] = lab_messages.program(window.labWorker.program(method))
            except lab_messages.Refused:  # not in our own file: an empty program (the run says so)
                self.texts[method] = ""
        return self.texts[method]

    def get(self, method, default=None):
        return self[method] if method in self.methods else default


def take_link(self, fragment):
    """The game's fragment of a ``#lab/...`` link (the Lab opens, with the link's code
    shown, not run); any other fragment is returned as it is."""
    if not lab_link.is_lab_link(fragment):
        return fragment
    try:
        game, slug, packed = lab_link.split(fragment)
    except lab_link.LinkError as error:  # refused: the method's own program is shown
        self.note = message("This link's code cannot be used: {why}", why=error.args[0])
        game, slug, packed = lab_link.split(lab_link.SEPARATOR.join(fragment.split(lab_link.SEPARATOR)[:2]))
    if game == "#":  # "#lab/", "#lab/!!!": no puzzle named (the default one is shown, and said)
        self.note = message("This Lab link names no puzzle: the Lab opens on the default one.")
    self.open()
    element("lab").scrollIntoView()  # a Lab link is followed to see the Lab
    if packed:
        asyncio.create_task(unpack(self, slug, packed))
    elif slug:
        self.linked = (slug, None)
        show_link(self)
    return game

async def unpack(self, slug, packed):
    if not await self.load():
        return
    text = str(await window.labLink.unpack(packed, lab_link.MAX_TEXT))
    if not text:
        self.note = message("This link's code cannot be used: {why}",
                            why=message("the code in this link is damaged"))
    else:
        self.linked = (slug, text)
    show_link(self)
    self.draw()

def show_link(self):
    """Put a link's method (and code) in the editor once the methods are known; an unknown
    method is named in the Lab's message. ``#lab[data-link]`` names the slot read (tests)."""
    if self.linked is None or self.methods is None:
        return
    slug, text = self.linked
    self.linked = None
    element("lab").setAttribute("data-link", slug)
    if slug.startswith(QUESTION):
        lab_results.ask(self, slug[len(QUESTION):])
        return
    if slug not in self.programs:
        self.note = message("This link names no method of the Lab ({method}).", method=slug[:40])
        self.draw()
        return
    self.choose(slug, text)
    if text is not None:
        self.linked_text = text
        self.note = message("This code came from a link. It has not run: read it, then press Run.")
    self.draw()


async def copy_link(self):
    if not await self.load():
        return
    text = str(window.labEditor.text())
    packed = ""
    if text != self.programs.get(self.slug):
        packed = str(await window.labLink.pack(text))
        if len(packed) > lab_link.MAX_PACKED:
            self.note = message("This program is too long for a link: {size} characters packed, "
                                "a link may hold {limit}.", size=len(packed), limit=lab_link.MAX_PACKED)
            self.draw()
            return
    here = str(window.location.href).split("#")[0]
    box = element("lab-link")
    box.hidden = False
    box.value = here + lab_link.join(self.session.game_id(), self.slug, packed)
    box.select()
    try:
        await window.navigator.clipboard.writeText(box.value)
        self.note = message("Link copied to the clipboard.")
    except Exception:
        self.note = message("Copy the link from the box below (the clipboard is not available).")
    self.draw()


def about(self):
    if self.methods is None:
        return ""
    if self.slug is None:
        return tr("No lab programs for this puzzle yet.")
    entry = [m for m in self.methods if m["method"] == self.slug][0]
    if entry["source"] == "page":
        text = tr("From the source page.")
    else:
        text = tr("Ours.")
    published = entry.get("published")
    if published and published.get("seconds") is not None:
        text += " " + tr("The page's time: {seconds} s ({machine}).", seconds="%g" % published["seconds"],
                         machine=published["machine"])
    slow = self.slow_note()
    if slow:  # said before it runs: a method known to be slow here
        text += " " + say(slow)
    return text



def draw_beside(self):
    """The menu of a method to watch beside the editor's: the family's others."""
    menu = element("watch-beside")
    kept = str(menu.value)
    listed = [m for m in self.family_methods() if m["method"] != self.slug]
    key = repr([language(), self.slug, [m["method"] for m in listed]])  # worded again on a switch
    if str(menu.getAttribute("data-listed")) == key:
        return
    menu.setAttribute("data-listed", key)
    menu.textContent = ""
    menu.append(make_option("", tr("Nothing")))
    for entry in listed:
        menu.append(make_option(entry["method"], tr(entry["title"]), entry["method"] == kept))
