"""Small helpers over the page's document and its stored values, shared by the page modules
(main.py and the modules it draws with): find an element, set a text, make a menu choice,
show a view's drawing small, listen for an event, remember a value for the next visit."""

import json

from pyscript import document, window
from pyscript.ffi import create_proxy


def element(name):
    return document.getElementById(name)


def set_text(name, text):
    """Set an element's text, unless it says that already: a live region (the status) is not
    rewritten, nor announced again, with what it shows (issue 36)."""
    found = element(name)
    if str(found.textContent) != text:
        found.textContent = text


def recall(name):
    """A remembered value (static/page.js keeps JSON in localStorage), or None."""
    try:
        return json.loads(str(window.page.storage.load(name) or "null"))
    except ValueError:
        return None


def remember(name, value):
    """Store ``value`` as JSON; False when the device would not keep it (storage full or
    turned off: the shim catches that, so nothing is raised)."""
    return bool(window.page.storage.save(name, json.dumps(value)))


def make_option(value, text, selected=False):
    choice = document.createElement("option")
    choice.value = value
    choice.textContent = text
    choice.selected = selected
    return choice


def listen(name, handler, event="click"):
    element(name).addEventListener(event, create_proxy(handler))


def small_picture(svg, name):
    """A view's drawing shown small (a thumbnail, a goal): hidden from screen readers, its
    cells' ids dropped so that only the board's cells answer to ``cell-N``."""
    box = document.createElement("span")
    box.className = name
    box.setAttribute("aria-hidden", "true")
    box.innerHTML = svg  # a view's drawing: its texts are escaped
    for node in box.querySelectorAll("[id^='cell-']"):
        node.removeAttribute("id")
    return box
