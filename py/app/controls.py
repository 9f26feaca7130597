"""The family's controls: its settings (#options, one select each) and its actions (a button
each, or a text box with its button for an action that takes typed text), built again only
when the family, its settings or its actions change. Hint and Solve (Nim: Best move) sit under
the board beside Undo (#main-actions); the others in the tools (#tools), which a phone shows
as a sheet opened by the Tools button (setup_tools), the rest of the time out of the way. A
toggle's button (Edit board, Hole numbers, Binary: an action with ``pressed``) carries
aria-pressed, set in place when only that changes (the focus stays on the button just
pressed)."""

import json

from pyscript import document, window
from pyscript.ffi import create_proxy

from dom import element, listen
from focus import keep_tab_inside, modal
from puzzles.words import say

MAIN_ACTIONS = ("hint", "solve", "best")  # under the board, in this order; the rest in the tools


class Controls:
    def __init__(self, session, on_option, act):
        self.session = session
        self.built = None           # what the option and action boxes were built for
        # The handlers the built controls call (static/page/controls.mjs, page.controls): a setting's
        # change event; an action's name, and the text typed for one with a text box.
        self.on_option = create_proxy(on_option)
        self.on_action = create_proxy(lambda name, text=None: act(str(name)) if text is None
                                      else act(str(name), str(text)))

    def reset(self):
        """Build the boxes again at the next build() (the page's language changed)."""
        self.built = None

    def build(self):
        """The family's settings and buttons, rebuilt when they change (by static/page.js's
        page.controls, from the data of controls_data)."""
        s = self.session
        options, actions = s.options(), s.actions()
        pressed = [(action["id"], action["pressed"]) for action in actions if "pressed" in action]
        actions = [dict([(key, action[key]) for key in action if key != "pressed"]) for action in actions]
        if self.built != (s.family, options, actions):
            self.built = (s.family, options, actions)
            window.page.controls.build(json.dumps(controls_data(options, actions)), self.on_option, self.on_action)
        set_pressed(pressed)


def controls_data(options, actions):
    """What page.controls builds: the settings with their choices worded (the one chosen
    marked), the actions' labels worded (a text box's label and placeholder as the family
    gives them; ``why`` an action can not answer here, when the family says it is
    ``unavailable``), and which actions sit under the board (MAIN_ACTIONS, in that order)."""
    return {
        "options": [{"key": option["key"], "label": say(option["label"]),
                     "choices": [[value, say(text), value == option["value"]] for value, text in option["choices"]]}
                    for option in options],
        "actions": [dict(id=action["id"], label=action["label"], input=action["input"]) if "input" in action
                    else dict(id=action["id"], label=say(action["label"]), why=action.get("unavailable", ""))
                    for action in actions],
        "main": [name for name in MAIN_ACTIONS if any(action["id"] == name for action in actions)],
    }


def setup_tools():
    """The Tools button opens the tools as a sheet (a phone's layout; on a wider screen the
    tools sit beside the board and the button is not shown); its × button, Escape, a tap
    beside it or a button pressed in it (an action run) close it. Open, it is a modal dialog
    (focus.modal): the page behind it inert, Tab and Shift+Tab going round inside it."""
    def show(open_it):
        element("tools").classList.toggle("open", open_it)
        element("tools-backdrop").hidden = not open_it
        element("tools-button").setAttribute("aria-expanded", "true" if open_it else "false")
        # A modal dialog while open (issue 36): the page behind it inert, Tab kept inside.
        modal(element("tools"), open_it, ("tools-backdrop",))
        if open_it:
            element("tools-close").focus()

    def on_click(event):
        button = event.target.closest("button")
        if button is not None and str(button.id) != "copy-link" and element("tools").classList.contains("open"):
            show(False)
            # Back to the Tools button, unless the action took the focus elsewhere (the Lab
            # does: focusing the button would scroll the page back up to it).
            if element("tools").contains(document.activeElement):
                element("tools-button").focus()

    def on_key(event):
        if element("tools").classList.contains("open") and keep_tab_inside(element("tools"), event):
            return
        if str(event.key) == "Escape" and element("tools").classList.contains("open"):
            event.preventDefault()
            show(False)
            element("tools-button").focus()

    listen("tools-button", lambda event: show(not element("tools").classList.contains("open")))
    listen("tools-backdrop", lambda event: (show(False), element("tools-button").focus()))
    # In the capture phase: the sheet closes (and the page behind it is no longer inert) before
    # the button's own action runs, so that an action may move the focus (the Lab does).
    element("tools").addEventListener("click", create_proxy(on_click), True)
    listen("tools", on_key, "keydown")


def set_pressed(pressed):
    """Each toggle's button pressed or not: aria-pressed (its pressed look comes from it)."""
    for name, down in pressed:
        button = element(name)
        if button is not None:
            button.setAttribute("aria-pressed", "true" if down else "false")
