"""The board box (#board): draws the session's board (only the lines that changed, when the
view draws line by line), points screen readers at the keyboard cursor's cell, and draws the
board again for its box's new width after the window is resized."""

import asyncio

from pyscript import document, window

from dom import element


class Board:
    def __init__(self, session):
        self.session = session
        self.lines = None           # the board drawn, line by line (see draw_board)
        self.resizes = 0            # window resizes seen: the board is fitted after the last

    def draw(self):
        """The board, and the keyboard cursor for screen readers: the view marks the cursor's
        cell on its svg (``data-cursor="N"``) and names each cell ``id="cell-N"``; the focused
        board points at it with aria-activedescendant."""
        board = element("board")
        self.lines = draw_board(board, self.session, self.lines)
        serial, ms, won = self.session.motion_cue()  # what the move moved (static/page.js)
        window.page.motion.play(board, serial, ms, won)
        svg = board.querySelector("svg[data-cursor]")
        cursor = str(svg.getAttribute("data-cursor")) if svg is not None else ""
        if cursor and board.querySelector("#cell-" + cursor) is not None:
            board.setAttribute("aria-activedescendant", "cell-" + cursor)
        else:
            board.removeAttribute("aria-activedescendant")

    def on_resize(self, event=None):
        self.resizes += 1
        asyncio.create_task(self.fit(self.resizes))

    async def fit(self, serial):
        """After a burst of resizes (a phone turned, a window dragged), the board is drawn
        again if its box's width changed (a view may lay out for it: ``board_width``); a
        change of height alone (a phone's address bar) draws nothing."""
        await asyncio.sleep(0.15)
        if serial != self.resizes:
            return
        width = board_width()
        if width != self.session.board_width:
            self.session.board_width = width
            if self.session.view is not None:
                self.draw()


def board_width():
    """The board box's width inside its padding, in whole CSS px (handed to the views)."""
    box = element("board")
    style = window.getComputedStyle(box)
    padding = 0.0
    for side in (style.paddingLeft, style.paddingRight):
        padding += float(str(side).replace("px", "") or 0)
    return max(0, int(box.clientWidth - padding))


def draw_board(box, session, previous):
    """Draw the session's board in ``box``; returns its lines (or None), for the next call.

    A view that draws line by line (``render_lines``: one top-level element a line, as many
    lines while a board is played) has only the lines that differ from the drawing before
    parsed again, and its root's attributes copied: a click on a 50x50 knight's board
    changes a dozen of its 5000 lines. Anything else is drawn whole."""
    lines = session.board_lines()
    if lines is not None and lines is previous:  # nothing drawn changed (Session.board_lines)
        return lines
    root = box.firstElementChild
    if lines is None or previous is None or len(previous) != len(lines) or root is None or \
            str(root.tagName).lower() != "svg" or root.childElementCount != len(lines) - 2:
        window.page.motion.draw(box, session.board() if lines is None else "\n".join(lines))
        return lines
    if lines[0] != previous[0]:  # the root's attributes (its label, its classes...)
        holder = document.createElement("div")
        holder.innerHTML = lines[0] + "</svg>"
        fresh = holder.firstElementChild
        names = root.getAttributeNames()
        for index in range(names.length):
            if not fresh.hasAttribute(names[index]):
                root.removeAttribute(names[index])
        names = fresh.getAttributeNames()
        for index in range(names.length):
            root.setAttribute(names[index], fresh.getAttribute(names[index]))
    children = root.children
    # Compared a block at a time (a list compare runs in C), then line by line in a block
    # that differs: a few hundred steps of Python instead of one per line.
    for low in range(1, len(lines) - 1, 64):
        high = min(low + 64, len(lines) - 1)
        if lines[low:high] == previous[low:high]:
            continue
        for index in range(low, high):
            if lines[index] is not previous[index] and lines[index] != previous[index]:
                children[index - 1].outerHTML = lines[index]  # parsed as SVG: the parent is one
    return lines
