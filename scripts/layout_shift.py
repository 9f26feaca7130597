"""Layout shift on a page's first load (issue 38), measured in Chromium through Playwright: the
shifts the browser reports (PerformanceObserver, type layout-shift, buffered), summed, those
right after an input left out, as Cumulative Layout Shift counts them. Used by
tests/e2e/test_layout_shift_page.py and scripts/bench.py's --cls section.

A load may be made the worst case: the page's modules (the MicroPython image, *.romfs.gz) held
until the browser has painted the page (and 300 ms more), so that the board comes after a first paint, as
on a slow phone or network."""

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
SIZES = {"phone": PHONE, "desktop": DESKTOP}

SHIFTS = """window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
}).observe({type: 'layout-shift', buffered: true});"""


def first_load_shift(context, url: str, hold: bool = True, settle_ms: int = 600) -> float:
    """The layout shift summed over a first load of ``url`` in a fresh ``context`` (a
    Playwright browser context), its page modules held until the first paint when ``hold``;
    the load is followed to its end (the board, the solver ready, and ``settle_ms`` for the
    verdict of the solver's first answer)."""
    context.add_init_script(SHIFTS)
    page = context.new_page()
    held: list = []
    if hold:
        page.route("**/*.romfs.gz", lambda route: held.append(route))
    page.goto(url, wait_until="commit")
    if hold:
        page.wait_for_function("performance.getEntriesByName('first-contentful-paint').length > 0")
        page.wait_for_timeout(300)  # a few frames painted without the board
        while not held:
            page.wait_for_timeout(20)
        for route in held:
            route.continue_()
    page.wait_for_selector("body[data-ready=board]", state="attached", timeout=60000)
    page.wait_for_selector("body[data-solver=ready]", state="attached", timeout=60000)
    page.wait_for_timeout(settle_ms)
    shift = sum(page.evaluate("window.__shifts"))
    page.close()
    return shift
