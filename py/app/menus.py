"""The page's two menus, in the page's language: the puzzle menu (#puzzle-menu, the families
wording their names) and the speed box (#speed) of Play all; and the tab's title, which names
the puzzle as the menu does."""

from pyscript import document

from dom import element, make_option
from puzzles import registry
from puzzles.session import SPEEDS
from puzzles.words import say, tr


_solved = set()  # the menu entries the player has solved (records_panel.py tells: mark_solved)


def mark_solved(entries):
    """Progress in the puzzle menu (issue 35): each entry of ``entries`` (menu game ids the
    player has solved, by the records on this device) named "English 33 (solved)"; the others
    by their plain name (kept in data-label)."""
    _solved.clear()
    _solved.update(entries)
    for option in element("puzzle-menu").querySelectorAll("option"):
        if str(option.id) == "menu-shown":
            continue
        if not option.hasAttribute("data-label"):
            option.setAttribute("data-label", option.textContent)
        label = str(option.getAttribute("data-label"))
        text = tr("{puzzle} (solved)", puzzle=label) if str(option.value) in _solved else label
        if str(option.textContent) != text:
            option.textContent = text


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
    if _solved:
        mark_solved(set(_solved))
    if session.view is not None:
        show_choice(session.game_id())


def show_choice(game_id):
    """The puzzle menu names the game ``game_id`` (issue 35): its entry
    (registry.menu_choice), or, where no entry names it, an entry of its own (#menu-shown,
    in its family's group) added for as long as it is on show."""
    menu = element("puzzle-menu")
    choice = registry.menu_choice(game_id)
    extra = document.getElementById("menu-shown")
    if choice is None:
        return
    entry, label, listed = choice
    if listed:
        if extra is not None:
            extra.remove()
    else:
        if extra is None:
            extra = make_option(entry, say(label))
            extra.id = "menu-shown"
        extra.value = entry
        extra.textContent = say(label)
        group = menu.querySelector('optgroup[data-family="%s"]' % game_id.partition("/")[0].partition("?")[0])
        (group or menu).append(extra)
    menu.value = entry


def build_speeds(session):
    speed = element("speed")
    speed.textContent = ""
    for name, label, _ in SPEEDS:
        speed.append(make_option(name, tr(label), name == session.speed))  # pass-through: SPEEDS


def page_title(session, game_id):
    """The tab's title: the puzzle ``game_id`` (the session's) as the menu names it, then the
    page's name ("Triangle 21 — Puzzle workbench"): the menu's choice (registry.menu_choice:
    the entry of the same variant whose settings the game shares, the 4 x 4 without corners,
    not the plain 4 x 4; else the board as the menu names it), else the family's name; a
    family whose entries name a board ("5 x 5": its description's capability
    ``menu_names_board``) is named too."""
    family_name, name = None, None
    if session.family in registry.families():  # its own entry only: no other family is imported
        _, title, _ = registry.menu_entry(session.family)
        family_name = say(title)
        choice = registry.menu_choice(game_id)
        if choice is not None:
            name = say(choice[1])
    if family_name is None:
        return tr("Puzzle workbench")
    if name is None:
        name = family_name
    elif registry.capable(session.family, "menu_names_board") and family_name not in name:
        name = tr("{family} {variant}", family=family_name, variant=name)
    return tr("{puzzle} — Puzzle workbench", puzzle=name)
