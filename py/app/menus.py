"""The page's two menus, in the page's language: the puzzle menu (#puzzle-menu, the families
wording their names) and the speed box (#speed) of Play all; and the tab's title, which names
the puzzle as the menu does."""

from pyscript import document

from dom import element, make_option
from puzzles import registry
from puzzles.gameid import split_game_id
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


def page_title(session, game_id):
    """The tab's title: the puzzle ``game_id`` (the session's) as the menu names it, then the
    page's name ("Triangle 21 — Puzzle workbench"). The menu entry is the one of the same
    variant whose settings the game shares (the 4 x 4 without corners, not the plain 4 x 4),
    else the family's name; a family whose entries name a board ("5 x 5": its description's
    capability ``menu_names_board``) is named too."""
    family_name, name, best = None, None, -1
    if session.family in registry.families():  # its own entry only: no other family is imported
        _, variant, keys = split_game_id(game_id)
        _, title, items = registry.menu_entry(session.family)
        family_name = say(title)
        for item, label in items:
            _, item_variant, item_keys = split_game_id(item)
            if item_variant == variant and len(item_keys) > best and \
                    all(keys.get(key) == value for key, value in item_keys.items() if key != "start"):
                name, best = say(label), len(item_keys)
    if family_name is None:
        return tr("Puzzle workbench")
    if name is None:
        name = family_name
    elif registry.capable(session.family, "menu_names_board") and family_name not in name:
        name = tr("{family} {variant}", family=family_name, variant=name)
    return tr("{puzzle} — Puzzle workbench", puzzle=name)
