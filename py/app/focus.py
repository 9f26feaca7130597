"""Where the keyboard's focus goes (issue 36): never lost to the page's body.

- ``hand_on``: a button that disables or hides itself when pressed (the Lab's Run and Cancel,
  Undo at the first move, a family's button rebuilt) hands the focus on to the control that
  makes sense next (Cancel while a run goes on, Run after it); when none can take it yet, the
  focus waits on the panel (``park``) and moves there as soon as it can.
- ``opened`` / ``closed``: a panel (the Lab, Your puzzles) remembers what opened it and gives the
  focus back to it when it closes (or to the first of its stand-ins that is on show).
- ``modal``: the phone's Tools sheet as a modal dialog: everything outside it ``inert``, and Tab
  and Shift+Tab going round inside it.
- ``setup_escape``: Escape closes the Lab and Your puzzles (the help is a <dialog>: the browser
  closes it; the tools sheet has its own, controls.py).

After the WAI-ARIA Authoring Practices' dialog pattern (focus in, Tab kept in, Escape, focus
back to the opener). MicroPython (the page)."""

from pyscript import document
from pyscript.ffi import create_proxy

from dom import element

FOCUSABLE = "button, select, input, textarea, a[href], summary, [tabindex]:not([tabindex='-1'])"

# The Lab's buttons that disable themselves (py/app/lab_panel.py's draw): Cancel while a run,
# a comparison or a recording goes on; Run once it ends (the focus waits on the Lab while a
# cancelled run's fresh worker starts, then moves to Run).
LAB_MOVES = {"lab-run": ("lab-cancel",), "lab-compare": ("lab-cancel",), "lab-watch": ("lab-cancel",),
             "lab-cancel": ("lab-run",)}

_openers = {}      # panel id -> the element that had the focus when it opened
_pending = [None, None]  # [the id the focus waits to move to, the element it waits on]
_inert = []        # the elements modal() made inert


def usable(node):
    """Whether ``node`` can take the focus: there, enabled and on show."""
    return (node is not None and bool(node.isConnected) and not node.matches(":disabled")
            and node.closest("[hidden], [inert]") is None and node.getClientRects().length > 0)


def same(one, other):
    """Whether two page elements are one (proxies of one element are not the same object)."""
    return one is not None and other is not None and bool(one.isSameNode(other))


def focused():
    """The id of the element with the focus ("" for none or one without an id)."""
    active = document.activeElement
    return str(active.id) if active is not None and active.id else ""


def focus_first(*names):
    """Focus the first of the elements ``names`` (ids) that can take it; True if one did."""
    for name in names:
        node = element(name)
        if usable(node):
            node.focus()
            return True
    return False


def hand_on(was, moves, park=None):
    """After a drawing: if ``was`` (the id focused before it) can no longer hold the focus
    (disabled, hidden, rebuilt), focus the same id again if a new element has it, else the
    first of ``moves[was]`` that can; when none can yet, the focus waits on ``park`` (an id of
    a focusable container) for the first of them. Call it after every drawing."""
    waiting, parked = _pending
    if waiting is not None:
        if not same(document.activeElement, parked):  # the player moved on: nothing waits
            _pending[0] = _pending[1] = None
        elif focus_first(waiting):
            _pending[0] = _pending[1] = None
            return
    if was not in moves:
        return
    active = document.activeElement
    if active is not None and str(active.id) == was and usable(active):
        return
    if focus_first(*((was,) + tuple(moves[was]))):
        return
    spot = element(park) if park else None
    if spot is not None:
        spot.focus()
        _pending[0], _pending[1] = moves[was][0], spot


def opened(name):
    """Panel ``name`` is opening: remember what had the focus, to give it back on closing."""
    _openers[name] = document.activeElement


def closed(name, *stand_ins):
    """Panel ``name`` closed: the focus back to what opened it, else to the first of
    ``stand_ins`` (ids) on show (its opener inside a closed sheet: the sheet's button)."""
    opener = _openers.pop(name, None)
    if opener is not None and not same(opener, document.body) and usable(opener):
        opener.focus()
    else:
        focus_first(*stand_ins)


def focusables(box):
    return [node for node in box.querySelectorAll(FOCUSABLE) if usable(node)]


def modal(box, on, keep=()):
    """Make ``box`` modal (``on``): everything outside it inert (but the ids in ``keep``: its
    backdrop), marked a modal dialog; or undo that."""
    for node in _inert:
        node.inert = False
    del _inert[:]
    if on:
        here = box
        while here is not None and not same(here, document.body):
            parent = here.parentElement
            for child in parent.querySelectorAll(":scope > *"):
                if not same(child, here) and str(child.id) not in keep and not child.inert \
                        and str(child.tagName).lower() != "script":
                    child.inert = True
                    _inert.append(child)
            here = parent
        box.setAttribute("role", "dialog")
        box.setAttribute("aria-modal", "true")
    else:
        box.removeAttribute("role")
        box.removeAttribute("aria-modal")


def keep_tab_inside(box, event):
    """Tab and Shift+Tab go round inside ``box`` (a modal sheet): from its last control to its
    first and back. True when the key was taken."""
    if str(event.key) != "Tab":
        return False
    inside = focusables(box)
    if not inside:
        return False
    first, last = inside[0], inside[len(inside) - 1]
    active = document.activeElement
    if event.shiftKey and (same(active, first) or not box.contains(active)):
        event.preventDefault()
        last.focus()
        return True
    if not event.shiftKey and (same(active, last) or not box.contains(active)):
        event.preventDefault()
        first.focus()
        return True
    return False


def setup_escape(panels):
    """Escape closes the innermost open panel the focus is in: ``panels`` is a list of
    ``(id, close)``. Not while the focus is in the Lab's editor (Escape is the editor's own
    there, e.g. to close its completions), nor when something took the key already."""
    def on_key(event):
        if str(event.key) != "Escape" or event.defaultPrevented:
            return
        target = event.target
        if target is not None and target.closest and target.closest(".lab-cm-host, dialog") is not None:
            return
        loose = target is None or same(target, document.body)  # the focus nowhere: the first open one
        for name, close in panels:
            box = element(name)
            if box is not None and not box.hidden and (loose or box.contains(target)):
                event.preventDefault()
                close()
                return
    document.addEventListener("keydown", create_proxy(on_key))
