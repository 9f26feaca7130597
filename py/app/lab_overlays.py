"""The Lab's "See the idea on the board" (issue 23, point 4; py/app/lab_panel.py): a family's
drawing of its programs' structures (peg groups, corner pegs, distances...) over the board's
svg, from the family's ``overlay`` module (py/puzzles/<family>/overlay.py), with a one-line
caption. Split from lab_panel.py (issue 33, part 8)."""

from dom import element, make_option, set_text
from puzzles import registry
from puzzles.words import say, tr


def overlay_module(family):
    """The family's drawing of its programs' structures for "See the idea on the board" (issue
    23, point 4), or None. Imported when the Lab first shows it, not with the page (issue 25)."""
    return registry.module(family, "overlay")  # its description's "overlay" (None: none)


class LabOverlays:
    def __init__(self, session):
        self.session = session
        self.name = ""              # the overlay drawn over the board ("": none)
        self.family = None          # the family whose overlays the menu lists

    def follow(self):
        family = self.session.family
        if self.family == family or element("lab").hidden or self.session.position is None:
            return
        self.family = family
        menu = element("lab-overlay")
        menu.textContent = ""
        menu.append(make_option("", tr("Nothing")))
        module = overlay_module(family)
        known = [""]
        for name, title in (module.names(self.session.position) if module else ()):
            menu.append(make_option(name, tr(title)))
            known.append(name)
        if self.name not in known:
            self.name = ""
        menu.value = self.name
        element("lab-overlay-row").hidden = module is None

    def choose(self, name):
        self.name = name
        self.draw()

    def draw_on(self, position):
        """The overlay over a position Watch draws (py/app/watch_panel.py)."""
        self.draw(position)

    def draw(self, position=None):
        """Draw the chosen overlay over the board's svg (the view's pure ``overlay``), with
        its one-line explanation; nothing while the Lab is closed or the board is edited."""
        board = element("board")
        old = board.querySelector("svg > g.lab-overlay")
        if old is not None:
            old.remove()
        s = self.session
        shown = not element("lab").hidden
        module = overlay_module(s.family) if self.name and shown else None  # None: nothing to draw
        said = registry.describe(s.family).get("lab_caption") if shown else None
        caption = tr(said) if said else ""  # the family's own line under the menu, if any
        svg = board.querySelector("svg")
        if module is not None and svg is not None and not s.ui.get("edit") and s.position is not None:
            selected = s.ui.get("selected", -1)
            cell = selected if isinstance(selected, int) and selected >= 0 else s.ui.get("cursor", -1)
            if position is not None:  # Watch's position: no cursor of the player's on it
                cell = -1
            drawn = module.overlay(position or s.position, self.name, cell if isinstance(cell, int) else -1)
            if drawn is not None:
                # Markup from numbers and fixed class names only (puzzles/overlay_svg.py).
                svg.insertAdjacentHTML("beforeend", drawn["svg"])
                caption = say(drawn["caption"])
        set_text("lab-overlay-caption", caption)
