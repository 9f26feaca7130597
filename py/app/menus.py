"""The page's two menus, in the page's language: the puzzle menu (#puzzle-menu, the families
wording their names) and the speed box (#speed) of Play all."""

from pyscript import document

from dom import element, make_option
from puzzles import registry
from puzzles.session import SPEEDS
from puzzles.words import say, tr


def build_menu(session):
    """The puzzle menu in the page's language (the families word their names)."""
    menu = element("puzzle-menu")
    menu.textContent = ""
    for family, title, items in registry.menu():
        group = document.createElement("optgroup")
        group.label = say(title)
        group.setAttribute("data-family", family)
        for game_id, label in items:
            group.append(make_option(game_id, say(label)))
        menu.append(group)
    if session.view is not None:
        menu.value = session.variant_id()


def build_speeds(session):
    speed = element("speed")
    speed.textContent = ""
    for name, label, _ in SPEEDS:
        speed.append(make_option(name, tr(label), name == session.speed))  # pass-through: SPEEDS
