"""The board's zoom: the zoom box (#zoom) and Ctrl + wheel over the board draw the board at a
few times its box's width, the box scrolling, the point under the mouse kept in place."""

from pyscript.ffi import create_proxy, to_js

from dom import element, make_option

ZOOMS = (1, 1.5, 2, 3, 4, 6)  # the board's width in widths of its box


def zoom_board(level, anchor=None):
    """Draw the board ``level`` times its box's width (clamped to ZOOMS); the box scrolls.
    ``anchor`` = (x, y) in the box keeps the point under the mouse in place (Ctrl + wheel)."""
    level = min([zoom for zoom in ZOOMS if zoom >= level] or [ZOOMS[-1]])
    box = element("board")
    old = float(box.style.getPropertyValue("--zoom") or 1)
    x, y = anchor if anchor is not None else (box.clientWidth / 2, box.clientHeight / 2)
    left, top = box.scrollLeft + x, box.scrollTop + y
    box.style.setProperty("--zoom", str(level))
    box.classList.toggle("zoomed", level > 1)
    box.scrollLeft = left * level / old - x
    box.scrollTop = top * level / old - y
    element("zoom").value = str(level)
    return level


def setup_zoom():
    select = element("zoom")
    for level in ZOOMS:
        select.append(make_option(str(level), "%d%%" % int(level * 100), level == 1))
    select.addEventListener("change", create_proxy(lambda event: zoom_board(float(event.target.value))))

    def on_wheel(event):
        if not (event.ctrlKey or event.metaKey):
            return
        event.preventDefault()  # the page's own zoom otherwise
        current = float(element("zoom").value)
        index = ZOOMS.index(current) if current in ZOOMS else 0
        index = min(max(index + (-1 if event.deltaY > 0 else 1), 0), len(ZOOMS) - 1)
        rect = element("board").getBoundingClientRect()
        zoom_board(ZOOMS[index], (event.clientX - rect.left, event.clientY - rect.top))

    element("board").addEventListener("wheel", create_proxy(on_wheel), to_js({"passive": False}))
