"""The installable, offline site: the last step of scripts/build.py (``build_step(out)``).

It adds to the built site
  - a web app manifest (manifest.webmanifest: relative start_url and scope, so the app is the
    project's sub-path and nothing else on the origin),
  - PNG icons drawn here from the same shapes as static/icon.svg (standard library only:
    each pixel's coverage of circles and rounded squares, written with zlib and struct),
  - the links and metas of the installable app, put into the built index.html before
    ``</head>`` (static/offline.js, which registers the service worker, is imported by
    static/page.js once the board is interactive),
  - and last the service worker, sw.js, which precaches exactly the files the site holds at
    that point (every file but sw.js itself and dot files such as .nojekyll, which the page
    never asks for). Its cache is named after the site's path (the worker's registration
    scope) and a hash of those files, so a new build is a new cache, and two projects on one
    origin (user.github.io/a/ and user.github.io/b/) never share or delete each other's.

Run as a script, it rewrites static/icon.svg from ICON_SHAPES: python3 scripts/offline.py --icon
"""

import argparse
import base64
import functools
import hashlib
import html
import json
import math
import struct
import sys
import zlib
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent

APP_NAME = "Puzzle workbench"
SHORT_NAME = "Puzzles"


def description() -> str:
    """The app's description, naming the families (each description's ``phrase``, in menu order):
    "Play and solve classic puzzles: peg solitaire, sliding puzzles, ... and Nim. Works offline." """
    if str(ROOT / "py") not in sys.path:
        sys.path.insert(0, str(ROOT / "py"))
    from puzzles import registry
    phrases = [registry.describe(family)["phrase"] for family in registry.families()]
    listed = ", ".join(phrases[:-1]) + " and " + phrases[-1] if len(phrases) > 1 else "".join(phrases)
    return "Play and solve classic puzzles: %s. Works offline." % listed

THEME_COLOUR = "#2f5d8c"       # the pegs' blue (static/style.css --peg)
BACKGROUND_COLOUR = "#fbfaf7"  # the page's paper (static/style.css --paper)
CACHE_PREFIX = "puzzle-workbench:"
SERVICE_WORKER = "sw.js"
MANIFEST = "manifest.webmanifest"
MARKER = "</head>"

# --- the icon ---------------------------------------------------------------------------------
# The English peg solitaire board (33 holes in a cross) on a wooden square, on a 512 x 512
# canvas: every hole holds a peg but the centre, and the peg two holes above it (red, as the
# page marks a picked-up peg) is about to jump into it: the game's first move.
WOOD, SOCKET, PEG, PICKED = "#e9dcc3", "#5b4a36", "#2f5d8c", "#d1495b"
CROSS = [(row, col) for row in range(7) for col in range(7) if 2 <= row <= 4 or 2 <= col <= 4]


def icon_shapes(maskable: bool = False) -> list[tuple]:
    """The icon as shapes on a 512-unit canvas: ``("rect", x, y, w, h, radius, colour)`` and
    ``("circle", cx, cy, r, colour)``, painted in order. A maskable icon fills the whole
    square (the platform cuts its own shape) and keeps the board within the safe circle
    (radius 40% of the side)."""
    pitch, socket, ball = (50, 21, 17) if maskable else (64, 27, 22)
    shapes: list[tuple] = [("rect", 0, 0, 512, 512, 0 if maskable else 96, WOOD)]
    for row, col in CROSS:
        x, y = 256 + (col - 3) * pitch, 256 + (row - 3) * pitch
        shapes.append(("circle", x, y, socket, SOCKET))
        if (row, col) != (3, 3):
            shapes.append(("circle", x, y, ball, PICKED if (row, col) == (1, 3) else PEG))
    return shapes


def icon_svg() -> str:
    """static/icon.svg, written from the same shapes as the PNG icons."""
    body = []
    for shape in icon_shapes():
        if shape[0] == "rect":
            _, x, y, w, h, r, colour = shape
            body.append('<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="%s"/>' % (x, y, w, h, r, colour))
        else:
            _, cx, cy, r, colour = shape
            body.append('<circle cx="%d" cy="%d" r="%d" fill="%s"/>' % (cx, cy, r, colour))
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">\n'
            '<title>%s</title>\n%s\n</svg>\n' % (APP_NAME, "\n".join(body)))


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _shape_geometry(shape: tuple, scale: float):
    """A shape in pixels: its colour, its rows, its signed distance (negative inside), and
    the half-width ``width(t, y)`` of the part of row ``y`` within distance ``t`` of it
    (centred on its ``cx``), or None when the row misses it."""
    if shape[0] == "rect":
        _, x, y, w, h, r, colour = shape
        radius = r * scale
        cx, cy = (x + w / 2) * scale, (y + h / 2) * scale
        hx, hy = w / 2 * scale - radius, h / 2 * scale - radius

        def distance(px, py):
            ex, ey = abs(px - cx) - hx, abs(py - cy) - hy
            outside = (max(ex, 0.0) ** 2 + max(ey, 0.0) ** 2) ** 0.5
            return outside + min(max(ex, ey), 0.0) - radius

        def width(t, py):
            ey = abs(py - cy) - hy
            if ey <= 0:
                return hx + radius + t if ey - radius <= t else None
            return hx + ((radius + t) ** 2 - ey * ey) ** 0.5 if radius + t >= ey else None
        top, bottom = y * scale, (y + h) * scale
    else:
        _, cx, cy, r, colour = shape
        cx, cy, radius = cx * scale, cy * scale, r * scale

        def distance(px, py):
            return ((px - cx) ** 2 + (py - cy) ** 2) ** 0.5 - radius

        def width(t, py):
            dy = abs(py - cy)
            return ((radius + t) ** 2 - dy * dy) ** 0.5 if radius + t >= dy else None
        top, bottom = cy - radius, cy + radius
    return colour, cx, range(int(top) - 1, int(bottom) + 2), distance, width


def rasterise(shapes: list[tuple], size: int) -> bytes:
    """RGBA pixels (rows top to bottom) of ``shapes`` painted in order, scaled from 512 units
    to ``size`` pixels. A shape covers a pixel by how far the pixel's centre lies inside its
    edge (a one-pixel ramp: smooth edges without supersampling); along each row only the
    few pixels on an edge are computed one by one, the span between them is filled at once."""
    pixels = bytearray(size * size * 4)
    for shape in shapes:
        colour, cx, rows, distance, width = _shape_geometry(shape, size / 512)
        rgb = _rgb(colour)
        solid = bytes(rgb + (255,))
        for py in rows:
            if not 0 <= py < size:
                continue
            y = py + 0.5
            outer = width(0.5, y)
            if outer is None:
                continue
            inner = width(-0.5, y)
            # Pixels whose centres x + 0.5 lie within [cx - w, cx + w].
            first, last = max(math.ceil(cx - outer - 0.5), 0), min(math.floor(cx + outer - 0.5), size - 1)
            if inner is None:
                full_first, full_last = last + 1, last
            else:
                full_first = max(math.ceil(cx - inner - 0.5), first)
                full_last = min(math.floor(cx + inner - 0.5), last)
            base = py * size * 4
            if full_first <= full_last:
                pixels[base + 4 * full_first:base + 4 * (full_last + 1)] = solid * (full_last - full_first + 1)
            edges = [px for px in range(first, min(full_first, last + 1))]
            edges += [px for px in range(max(full_last + 1, first), last + 1)]
            for px in edges:
                cover = min(max(0.5 - distance(px + 0.5, y), 0.0), 1.0)
                if cover <= 0.0:
                    continue
                i = base + 4 * px
                below = pixels[i + 3] / 255 * (1.0 - cover)  # "source over"
                alpha = cover + below
                pixels[i:i + 3] = bytes(round((c * cover + old * below) / alpha)
                                        for c, old in zip(rgb, pixels[i:i + 3]))
                pixels[i + 3] = round(alpha * 255)
    return bytes(pixels)


def png(width: int, height: int, rgba: bytes) -> bytes:
    """A PNG file (8-bit RGBA, no filtering) of ``rgba`` pixels."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    stride = width * 4
    raw = b"".join(b"\x00" + rgba[row * stride:(row + 1) * stride] for row in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


ICONS = [  # file under static/, size, purpose
    ("icon-192.png", 192, "any"),
    ("icon-512.png", 512, "any"),
    ("icon-maskable-512.png", 512, "maskable"),
]


@functools.cache
def icon_png(size: int, purpose: str) -> bytes:
    return png(size, size, rasterise(icon_shapes(maskable=purpose == "maskable"), size))


def write_icons(out: Path) -> None:
    for name, size, purpose in ICONS:
        (out / "static" / name).write_bytes(icon_png(size, purpose))


# --- the manifest and the page ------------------------------------------------------------------
def manifest() -> dict:
    """The web app manifest. Every URL is relative to the manifest, which sits at the site's
    root: the app is the site's own path. No ``id``: it defaults to start_url, which includes
    the path, so two projects on one origin are two apps."""
    icons = [{"src": "static/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}]
    icons += [{"src": "static/" + name, "sizes": "%dx%d" % (size, size), "type": "image/png", "purpose": purpose}
              for name, size, purpose in ICONS]
    return {"name": APP_NAME, "short_name": SHORT_NAME, "description": description(),
            "start_url": "./", "scope": "./", "display": "standalone",
            "theme_color": THEME_COLOUR, "background_color": BACKGROUND_COLOUR,
            "lang": "en", "categories": ["games", "education"], "icons": icons}


HEAD = """<link rel="manifest" href="./%s">
  <meta name="theme-color" content="%s">
  <link rel="icon" href="./static/icon.svg" type="image/svg+xml">
  <link rel="apple-touch-icon" href="./static/icon-192.png">
  <link rel="stylesheet" href="./static/offline.css">
""" % (MANIFEST, THEME_COLOUR)
# static/offline.js, the registration, is imported by static/page.js once the board is
# interactive (the page's start does not wait for it: issue 25).


def patch_page(out: Path) -> None:
    """Put the manifest, icons, theme colour and description in the built page
    (the placeholder icon ``data:,`` goes: the real one replaces it)."""
    page_path = out / "index.html"
    page = page_path.read_text()
    if MARKER not in page:
        raise SystemExit("scripts/offline.py: index.html has no %s to put the offline links before" % MARKER)
    page = page.replace('<link rel="icon" href="data:,">\n', "")
    head = HEAD
    bundle = out / "static" / "site.css"  # the build's style sheets joined (scripts/build.py)
    if bundle.exists() and './static/site.css"' in page:
        # offline.css joins the bundle, last as its link would be: one request fewer.
        with bundle.open("a") as styles:
            styles.write("/* static/offline.css */\n" + (out / "static" / "offline.css").read_text())
        (out / "static" / "offline.css").unlink()
        head = "".join(line for line in HEAD.splitlines(True) if "offline.css" not in line)
    # The page's description for search engines (Lighthouse's SEO audit asks for one): the app's.
    head = '<meta name="description" content="%s">\n  ' % html.escape(description(), quote=True) + head
    page = page.replace(MARKER, "  " + head + MARKER, 1)
    page_path.write_text(page)


# --- the service worker -------------------------------------------------------------------------
def site_files(out: Path) -> list[str]:
    """Every file of the built site, as URL paths relative to its root, sorted: what the
    service worker precaches. Not sw.js itself, nor dot files (.nojekyll only tells GitHub
    Pages not to run Jekyll; the page never asks for it)."""
    files = []
    for path in out.rglob("*"):
        relative = path.relative_to(out)
        if path.is_file() and relative.as_posix() != SERVICE_WORKER \
                and not any(part.startswith(".") for part in relative.parts):
            files.append(relative.as_posix())
    return sorted(files)


def digest(data: bytes) -> str:
    """A Subresource Integrity value: the service worker's fetch checks every file with it, so
    a file changed on the server since this build never goes in this build's cache."""
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()


def content_hash(out: Path, files: list[str]) -> str:
    """A hash of the site: each file's path and contents (16 hex digits)."""
    whole = hashlib.sha256()
    for name in files:
        whole.update(name.encode() + b"\0" + hashlib.sha256((out / name).read_bytes()).digest())
    return whole.hexdigest()[:16]


def service_worker(out: Path) -> str:
    """The text of sw.js for the site in ``out``."""
    files = site_files(out)
    precache = {quote(name): digest((out / name).read_bytes()) for name in files}
    template = (ROOT / "scripts" / "sw_template.js").read_text()
    return (template.replace("__VERSION__", json.dumps(content_hash(out, files)))
            .replace("__PREFIX__", json.dumps(CACHE_PREFIX))
            .replace("__FILES__", json.dumps(precache, indent=0)))


def write_service_worker(out: Path) -> str:
    """Write out/sw.js; returns the site's hash."""
    (out / SERVICE_WORKER).write_text(service_worker(out))
    return content_hash(out, site_files(out))


def build_step(out: Path) -> None:
    """Called by scripts/build.py once the site is built: the manifest, the icons, the page's
    links and last the service worker, which precaches everything written before it."""
    patch_page(out)
    write_icons(out)
    (out / MANIFEST).write_text(json.dumps(manifest(), indent=2) + "\n")
    write_service_worker(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--icon", action="store_true", help="rewrite static/icon.svg")
    args = parser.parse_args()
    if args.icon:
        (ROOT / "static" / "icon.svg").write_text(icon_svg())
        print("wrote", ROOT / "static" / "icon.svg")
    else:
        parser.print_help(sys.stderr)


if __name__ == "__main__":
    main()
