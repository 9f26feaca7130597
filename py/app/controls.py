"""The family's controls: its settings (#options, one select each) and its actions (a button
each, or a text box with its button for an action that takes typed text), built again only
when the family, its settings or its actions change. Hint and Solve (Nim: Best move) sit under
the board beside Undo (#main-actions); the others in the tools (#tools), which a phone shows
as a sheet opened by the Tools button (setup_tools), the rest of the time out of the way. A
toggle's button (Edit board, Hole numbers, Binary: an action with ``pressed``) carries
aria-pressed, set in place when only that changes (the focus stays on the button just
pressed)."""

from pyscript import document
from pyscript.ffi import create_proxy

from dom import element, listen, make_option
from puzzles.words import say

MAIN_ACTIONS = ("hint", "solve", "best")  # under the board, in this order; the rest in the tools


class Controls:
    def __init__(self, session, on_option, act):
        self.session = session
        self.on_option = on_option  # handles a setting's change event
        self.act = act              # act(name) or act(name, text): runs an action, draws
        self.built = None           # what the option and action boxes were built for

    def reset(self):
        """Build the boxes again at the next build() (the page's language changed)."""
        self.built = None

    def build(self):
        """The family's settings and buttons, rebuilt when they change."""
        s = self.session
        options, actions = s.options(), s.actions()
        pressed = [(action["id"], action["pressed"]) for action in actions if "pressed" in action]
        actions = [dict([(key, action[key]) for key in action if key != "pressed"]) for action in actions]
        if self.built == (s.family, options, actions):
            set_pressed(pressed)
            return
        self.built = (s.family, options, actions)
        form = element("options")
        form.textContent = ""
        for option in options:
            label = document.createElement("label")
            label.textContent = say(option["label"]) + " "
            select = document.createElement("select")
            select.name = option["key"]
            select.id = "option-" + option["key"]
            for value, text in option["choices"]:
                select.append(make_option(value, say(text), value == option["value"]))
            select.addEventListener("change", create_proxy(self.on_option))
            label.append(select)
            form.append(label)
        box, main = element("actions"), element("main-actions")
        box.textContent = ""
        main.textContent = ""
        buttons = {}
        for action in actions:
            if "input" in action:  # a text box and its button (a position typed or pasted)
                box.append(text_action(action, self.act))
                continue
            button = document.createElement("button")
            button.type = "button"
            button.id = action["id"]
            button.textContent = say(action["label"])
            button.addEventListener("click", create_proxy(lambda event, name=action["id"]: self.act(name)))
            if action["id"] in MAIN_ACTIONS:
                buttons[action["id"]] = button
            else:
                box.append(button)
        for name in MAIN_ACTIONS:
            if name in buttons:
                main.append(buttons[name])
        set_pressed(pressed)


def setup_tools():
    """The Tools button opens the tools as a sheet (a phone's layout; on a wider screen the
    tools sit beside the board and the button is not shown); its × button, Escape, a tap
    beside it or a button pressed in it (an action run) close it."""
    def show(open_it):
        element("tools").classList.toggle("open", open_it)
        element("tools-backdrop").hidden = not open_it
        element("tools-button").setAttribute("aria-expanded", "true" if open_it else "false")
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
        if str(event.key) == "Escape" and element("tools").classList.contains("open"):
            event.preventDefault()
            show(False)
            element("tools-button").focus()

    listen("tools-button", lambda event: show(not element("tools").classList.contains("open")))
    listen("tools-backdrop", lambda event: show(False))
    listen("tools", on_click)
    listen("tools", on_key, "keydown")


def set_pressed(pressed):
    """Each toggle's button pressed or not: aria-pressed (its pressed look comes from it)."""
    for name, down in pressed:
        button = element(name)
        if button is not None:
            button.setAttribute("aria-pressed", "true" if down else "false")


def text_action(action, act):
    """A family's action with a text box: its button (or Enter) hands the text typed to
    ``act`` (the session's). The text is only ever read as text (value), never put into markup."""
    holder = document.createElement("span")
    holder.className = "text-action"
    field = document.createElement("input")
    field.type = "text"
    field.id = "input-" + action["id"]
    field.maxLength = 400
    field.placeholder = action["input"]
    field.setAttribute("aria-label", action["label"])
    button = document.createElement("button")
    button.type = "button"
    button.id = action["id"]
    button.textContent = action["label"]

    def send(event, name=action["id"], field=field):
        act(name, str(field.value))

    def on_key(event):
        if str(event.key) == "Enter":
            event.preventDefault()
            send(event)

    button.addEventListener("click", create_proxy(send))
    field.addEventListener("keydown", create_proxy(on_key))
    holder.append(field)
    holder.append(button)
    return holder
