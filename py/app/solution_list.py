"""The solution: its moves (#solution), listed once in a box of their own that scrolls, the
next one marked and kept in view as it is played (the page itself never scrolls for it), and
the buttons that step through it (#solution-bar, under the board)."""

from pyscript import document

from dom import element, set_text
from puzzles.words import tr


class SolutionList:
    def __init__(self, session):
        self.session = session
        self.listed = -1            # the solution listed (session.solution_serial)
        self.listed_mark = -1       # the item marked "next" in that list

    def draw(self):
        s = self.session
        box = element("solution")
        labels, marked = s.solution_items()
        box.hidden = not labels
        element("solution-bar").hidden = not labels  # its buttons, under the board
        if not labels:
            return
        items = element("solution-moves")
        if self.listed != s.solution_serial:
            # A new solution: list it once (a big knight's tour has thousands of moves).
            self.listed, self.listed_mark = s.solution_serial, -1
            set_text("solution-title", s.solution_title())
            items.textContent = ""
            fragment = document.createDocumentFragment()
            for label in labels:
                item = document.createElement("li")
                item.textContent = label
                fragment.append(item)
            items.append(fragment)
        old = self.listed_mark
        if marked != old:  # only the items between the old and the new mark change class
            low, high = (0, len(labels) - 1) if -1 in (old, marked) else (min(old, marked), max(old, marked))
            children = items.children
            for index in range(low, min(high, len(labels) - 1) + 1):
                children[index].className = "done" if index < marked else "next" if index == marked else ""
            self.listed_mark = marked
            if marked >= 0:  # keep the next move in view (the list scrolls); played out, the last
                item = children[min(marked, len(labels) - 1)]
                if item.offsetTop < items.scrollTop or item.offsetTop > items.scrollTop + items.clientHeight - 30:
                    items.scrollTop = max(0, item.offsetTop - items.clientHeight // 2)
        element("step").disabled = not s.can_step()
        element("to-end").disabled = not s.can_step()
        element("play-all").disabled = not s.can_step() and not s.playing
        set_text("play-all", tr("Pause") if s.playing else tr("Play all"))
        element("step-back").disabled = not s.can_undo()
