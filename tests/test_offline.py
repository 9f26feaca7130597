"""scripts/offline.py: the manifest, the icons, the page's links and the service worker it
writes into a built site; the service worker itself runs in Node against fake caches."""

import json
import re
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import offline  # noqa: E402

PAGE = """<!doctype html>
<html lang="en">
<head>
  <title>Puzzle workbench</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="./static/style.css">
</head>
<body><p id="update" hidden></p></body>
</html>
"""


@pytest.fixture
def site(tmp_path):
    """A small built site, as scripts/build.py leaves it before the offline step."""
    out = tmp_path / "site"
    (out / "static" / "pyodide").mkdir(parents=True)
    (out / "py" / "app").mkdir(parents=True)
    (out / "index.html").write_text(PAGE)
    (out / "static" / "style.css").write_text("body { margin: 0 }\n")
    shutil.copy(ROOT / "static" / "icon.svg", out / "static" / "icon.svg")
    (out / "static" / "pyodide" / "pyodide.asm.wasm").write_bytes(bytes(range(256)) * 40)
    (out / "py" / "app" / "main.py").write_text("print('hello')\n")
    (out / "static" / "solver-snapshot-0123.bin.gz").write_bytes(b"\x1f\x8b snapshot")
    (out / ".nojekyll").write_text("")
    return out


def built(site):
    offline.build_step(site)
    return site


def sw_files(site):
    text = (site / "sw.js").read_text()
    return json.loads(re.search(r"^const FILES = (\{.*?\});$", text, re.M | re.S).group(1))


def sw_version(site):
    return json.loads(re.search(r"^const VERSION = (.*);$", (site / "sw.js").read_text(), re.M).group(1))


def every_file(site):
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())


# --- the file list and the hash -------------------------------------------------------------
def test_the_page_s_style_sheets_are_one_file_in_their_order_and_precached(site):
    """scripts/build.py joins the sheets the page links (issue 25: one request, not ten), the
    offline step adds its own last; the originals leave the site, the joined one is precached."""
    import build
    page = PAGE.replace('<link rel="stylesheet" href="./static/style.css">',
                        '<link rel="stylesheet" href="./static/style.css">\n'
                        '  <script defer src="./static/page.js"></script>\n'
                        '  <link rel="stylesheet" href="./static/peg.css">')
    (site / "index.html").write_text(page)
    (site / "static" / "peg.css").write_text(".peg { fill: blue }\n")
    (site / "static" / "offline.css").write_text("#update { display: flex }\n")
    build.bundle_styles(site, minify=False)  # the rules as written (minified: tests/test_minify.py)
    built(site)
    page = (site / "index.html").read_text()
    assert re.findall(r'<link rel="stylesheet" href="([^"]+)">', page) == ["./static/" + "site.css"]
    assert page.index("site.css") < page.index("page.js")  # where the first sheet was
    joined = (site / build.STYLE_BUNDLE).read_text()
    rules = [joined.index(rule) for rule in ("body { margin: 0 }", ".peg { fill: blue }", "#update { display: flex }")]
    assert rules == sorted(rules)
    for name in ("style.css", "peg.css", "offline.css"):
        assert not (site / "static" / name).exists()
    assert "static/site.css" in sw_files(site) and "static/style.css" not in sw_files(site)


def test_precache_is_exactly_the_built_files_but_sw_js_and_dot_files(site):
    built(site)
    expected = [name for name in every_file(site) if name not in ("sw.js", ".nojekyll")]
    assert list(sw_files(site)) == expected
    # What the offline step itself wrote is there too: the manifest and the icons.
    for name in ("index.html", "manifest.webmanifest", "static/icon-192.png", "static/icon-512.png",
                 "static/icon-maskable-512.png", "static/solver-snapshot-0123.bin.gz"):
        assert name in expected


def test_each_file_carries_its_integrity_hash(site):
    built(site)
    for name, integrity in sw_files(site).items():
        assert integrity == offline.digest((site / name).read_bytes())


def test_the_hash_changes_when_any_file_changes_and_only_then(site, tmp_path):
    built(site)
    first = sw_version(site)
    assert re.fullmatch(r"[0-9a-f]{16}", first)
    offline.write_service_worker(site)
    assert sw_version(site) == first                       # the same files: the same hash
    other = tmp_path / "copy"
    shutil.copytree(site, other)
    offline.write_service_worker(other)
    assert sw_version(other) == first                      # the path on disk does not count
    (site / "py" / "app" / "main.py").write_text("print('hello!')\n")
    offline.write_service_worker(site)
    changed = sw_version(site)
    assert changed != first
    (site / "static" / "extra.js").write_text("")          # a file added
    offline.write_service_worker(site)
    assert sw_version(site) not in (first, changed)
    (site / "static" / "extra.js").rename(site / "static" / "renamed.js")
    offline.write_service_worker(site)
    assert sw_version(site) not in (first, changed)


def test_cache_name_is_the_prefix_the_scope_path_and_the_hash(site):
    built(site)
    text = (site / "sw.js").read_text()
    assert 'const PREFIX = "puzzle-workbench:" + new URL(self.registration.scope).pathname + ":";' in text
    assert "const CACHE = PREFIX + VERSION;" in text
    assert "__" not in text  # every placeholder filled


# --- the manifest, the page and the icons ---------------------------------------------------
def test_manifest_is_relative_and_standalone(site):
    built(site)
    manifest = json.loads((site / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert "id" not in manifest  # the id defaults to start_url, which includes the path
    assert manifest["display"] == "standalone"
    assert manifest["name"] == "Puzzle workbench" and manifest["short_name"]
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["background_color"])
    for icon in manifest["icons"]:
        assert not icon["src"].startswith("/") and "//" not in icon["src"]
        assert (site / icon["src"]).is_file()
    sizes = {(icon["sizes"], icon["type"], icon["purpose"]) for icon in manifest["icons"]}
    assert {("192x192", "image/png", "any"), ("512x512", "image/png", "any"),
            ("512x512", "image/png", "maskable"), ("any", "image/svg+xml", "any")} <= sizes


def test_page_gets_manifest_icons_and_the_registration_script_later(site):
    built(site)
    page = (site / "index.html").read_text()
    head = page[:page.index("</head>")]
    for tag in ('<link rel="manifest" href="./manifest.webmanifest">',
                '<meta name="theme-color" content="%s">' % offline.THEME_COLOUR,
                '<link rel="icon" href="./static/icon.svg" type="image/svg+xml">',
                '<link rel="apple-touch-icon" href="./static/icon-192.png">'):
        assert head.count(tag) == 1, tag
    # A description for search engines (issue 38: Lighthouse's SEO audit): the app's.
    assert head.count('<meta name="description" content="Play and solve classic puzzles: ') == 1
    # The registration is imported by page.js once the board is interactive (issue 25).
    assert "offline.js" not in page and 'importOnce("../offline.js")' in (ROOT / "static" / "page" / "solver.mjs").read_text()
    assert 'href="data:,"' not in page
    assert "<script>" not in page and "style=" not in page  # nothing inline (the page's CSP)


def test_a_page_without_the_marker_is_refused(site):
    (site / "index.html").write_text("<html><body></body></html>")
    with pytest.raises(SystemExit):
        offline.build_step(site)


def read_png(data):
    """Width, height and RGBA rows of an 8-bit RGBA PNG, checking every chunk's CRC."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, chunks = 8, []
    while at < len(data):
        length, = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        crc, = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + body)
        chunks.append((kind, body))
        at += 12 + length
    assert chunks[0][0] == b"IHDR" and chunks[-1] == (b"IEND", b"")
    width, height, depth, colour_type, _, _, _ = struct.unpack(">IIBBBBB", chunks[0][1])
    assert (depth, colour_type) == (8, 6)
    raw = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    stride = width * 4 + 1
    assert len(raw) == stride * height
    rows = [raw[r * stride + 1:(r + 1) * stride] for r in range(height)]
    assert all(raw[r * stride] == 0 for r in range(height))
    return width, height, rows


def pixel(rows, x, y):
    return tuple(rows[y][4 * x:4 * x + 4])


@pytest.mark.parametrize("name, size, purpose", offline.ICONS)
def test_icons_are_valid_pngs_of_their_size(site, name, size, purpose):
    built(site)
    width, height, rows = read_png((site / "static" / name).read_bytes())
    assert (width, height) == (size, size)
    centre = size // 2
    wood, peg = offline._rgb(offline.WOOD) + (255,), offline._rgb(offline.PEG) + (255,)
    socket = offline._rgb(offline.SOCKET) + (255,)
    assert pixel(rows, centre, centre) == socket                   # the empty centre hole
    assert pixel(rows, centre + size // 8, centre) == peg          # a peg beside it
    assert pixel(rows, size // 2, size // 100 + 1)[:3] == wood[:3]  # the board's edge
    corner = pixel(rows, 0, 0)
    assert corner[3] == (255 if purpose == "maskable" else 0)      # a maskable icon is full bleed


def test_checked_in_svg_is_drawn_from_the_same_shapes():
    assert (ROOT / "static" / "icon.svg").read_text() == offline.icon_svg(), \
        "static/icon.svg is out of date: python3 scripts/offline.py --icon"


def test_maskable_icon_keeps_the_board_in_the_safe_circle():
    for shape in offline.icon_shapes(maskable=True)[1:]:
        _, cx, cy, r, _ = shape
        assert ((cx - 256) ** 2 + (cy - 256) ** 2) ** 0.5 + r <= 0.4 * 512


# --- the service worker, run in Node against fake caches and a fake network ------------------
HARNESS = r"""
import fs from "node:fs";
import vm from "node:vm";

const [swPath, scenario] = process.argv.slice(2);
const log = [];
const stores = new Map();   // cache name -> Map(url -> Response)
for (const name of JSON.parse(scenario).existing) stores.set(name, new Map([["x", new Response("old")]]));
const network = JSON.parse(scenario).network;   // url -> [status, body]
const fetched = [];

const caches = {
  async open(name) {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name);
    return {
      async put(url, response) { store.set(String(url), response); },
      async match(url) { const r = store.get(String(url)); return r ? r.clone() : undefined; },
    };
  },
  async keys() { return [...stores.keys()]; },
  async delete(name) { return stores.delete(name); },
};
async function fakeFetch(request) {
  request = typeof request === "string" ? {url: request} : request;
  fetched.push({url: request.url, cache: request.cache, integrity: request.integrity});
  const [status, body] = network[request.url] || [404, "not found"];
  const response = new Response(body, {status});
  Object.defineProperty(response, "type", {value: "basic"});
  return response;
}
const handlers = {};
let skipped = false, claimed = false;
const self = {
  location: new URL(JSON.parse(scenario).script),
  registration: {scope: JSON.parse(scenario).scope},
  addEventListener(type, handler) { handlers[type] = handler; },
  skipWaiting() { skipped = true; },
  clients: { async claim() { claimed = true; } },
};
const context = vm.createContext({self, caches, fetch: fakeFetch, Request, Response, Headers, URL,
                                  console});
vm.runInContext(fs.readFileSync(swPath, "utf8"), context);

async function extendable(type, extra = {}) {
  let promise = Promise.resolve();
  const event = {...extra, waitUntil(p) { promise = p; }};
  handlers[type](event);
  try { await promise; return "ok"; } catch (error) { return "failed: " + error.message; }
}
async function respond(url, mode = "no-cors", method = "GET") {
  // Node's Request cannot have the mode "navigate": the worker gets a plain stand-in.
  const request = {url, mode, method, headers: new Headers()};
  let answer = null;
  handlers.fetch({request, respondWith(p) { answer = p; }});
  if (answer === null) return null;
  const response = await answer;
  return [response.status, await response.text()];
}

const result = {};
result.install = await extendable("install");
result.fetched = fetched.slice();
result.cachesAfterInstall = Object.fromEntries([...stores].map(([name, store]) => [name, [...store.keys()].sort()]));
if (result.install === "ok") {
  result.activate = await extendable("activate");
  result.claimed = claimed;
  result.cachesAfterActivate = [...stores.keys()].sort();
  result.answers = {};
  for (const [url, mode] of JSON.parse(scenario).requests) result.answers[url + " " + mode] = await respond(url, mode);
  result.post = await respond(self.registration.scope + "index.html", "no-cors", "POST");
  handlers.message({data: "something else"});
  result.skippedEarly = skipped;
  handlers.message({data: "skip-waiting"});
  result.skipped = skipped;
}
console.log(JSON.stringify(result));
"""


def run_worker(tmp_path, site, scope, network, existing=(), requests=()):
    harness = tmp_path / "harness.mjs"
    harness.write_text(HARNESS)
    scenario = {"script": scope + "sw.js", "scope": scope, "network": network,
                "existing": list(existing), "requests": [list(r) for r in requests]}
    node = shutil.which("node")
    assert node, "Node.js is needed (the build needs it too)"
    done = subprocess.run([node, str(harness), str(site / "sw.js"), json.dumps(scenario)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def served(site, scope):
    return {scope + name: [200, (site / name).read_text("latin-1")] for name in sw_files(site)}


def mock_site(site):
    """The fake network serves text; the integrity values are those of the text files."""
    (site / "static" / "pyodide" / "pyodide.asm.wasm").write_text("wasm")
    (site / "static" / "solver-snapshot-0123.bin.gz").write_text("snapshot")
    offline.build_step(site)
    for name in sw_files(site):  # keep every file text so the fake network can serve it
        path = site / name
        try:
            path.read_bytes().decode("ascii")
        except UnicodeDecodeError:
            path.write_text("binary stand-in " + name)
    offline.write_service_worker(site)
    return site


SCOPE = "https://user.github.io/puzzle-workbench/"


def test_worker_precaches_activates_and_serves_from_the_cache(site, tmp_path):
    mock_site(site)
    version = sw_version(site)
    cache = "puzzle-workbench:/puzzle-workbench/:" + version
    older = "puzzle-workbench:/puzzle-workbench/:0000000000000000"
    neighbour = "puzzle-workbench:/puzzle-workbench-two/:0000000000000000"
    root_site = "puzzle-workbench:/:0000000000000000"
    result = run_worker(
        tmp_path, site, SCOPE, served(site, SCOPE), existing=[older, neighbour, root_site, "other-app"],
        requests=[(SCOPE + "static/style.css", "no-cors"), (SCOPE, "navigate"),
                  (SCOPE + "index.html?x=1", "navigate"), (SCOPE + "index.html?x=1", "no-cors"),
                  (SCOPE + "not-in-the-build.js", "no-cors"), ("https://elsewhere.example/static/style.css", "cors")])
    assert result["install"] == "ok"
    assert sorted(f["url"] for f in result["fetched"]) == sorted(SCOPE + name for name in sw_files(site))
    assert all(f["cache"] == "no-cache" for f in result["fetched"])
    assert all(f["integrity"] == sw_files(site)[f["url"][len(SCOPE):]] for f in result["fetched"])
    assert result["cachesAfterInstall"][cache] == sorted(SCOPE + name for name in sw_files(site))
    # Activate deletes only this site's older caches; the neighbours' and other apps' stay.
    assert result["activate"] == "ok" and result["claimed"]
    assert result["cachesAfterActivate"] == sorted([cache, neighbour, root_site, "other-app"])
    answers = result["answers"]
    assert answers[SCOPE + "static/style.css no-cors"] == [200, "body { margin: 0 }\n"]
    page = (site / "index.html").read_text()
    assert answers[SCOPE + " navigate"] == [200, page]              # the site's root is the page
    assert answers[SCOPE + "index.html?x=1 navigate"] == [200, page]
    assert answers[SCOPE + "index.html?x=1 no-cors"] is None         # not a precached URL: network
    assert answers[SCOPE + "not-in-the-build.js no-cors"] is None
    assert answers["https://elsewhere.example/static/style.css cors"] is None
    assert result["post"] is None
    assert not result["skippedEarly"] and result["skipped"]         # waits until asked


def test_worker_keeps_nothing_when_a_file_fails(site, tmp_path):
    mock_site(site)
    network = served(site, SCOPE)
    network[SCOPE + "static/style.css"] = [500, "server error"]
    result = run_worker(tmp_path, site, SCOPE, network)
    assert result["install"].startswith("failed: static/style.css: 500")
    assert result["cachesAfterInstall"] == {}


def test_worker_serves_a_precached_file_gone_from_the_cache_from_the_network(site, tmp_path):
    """The fetch handler's fallback: a cache miss goes to the network (and an ok answer is
    put back); here the cache is the one install filled, so nothing is fetched again."""
    mock_site(site)
    result = run_worker(tmp_path, site, SCOPE, served(site, SCOPE),
                        requests=[(SCOPE + "py/app/main.py", "no-cors")])
    assert result["answers"][SCOPE + "py/app/main.py no-cors"] == [200, "print('hello')\n"]


def test_cache_names_follow_the_scope(site, tmp_path):
    mock_site(site)
    for scope in ("https://user.github.io/", "https://user.github.io/other/"):
        result = run_worker(tmp_path, site, scope, served(site, scope))
        path = scope[len("https://user.github.io"):]
        assert list(result["cachesAfterInstall"]) == ["puzzle-workbench:%s:%s" % (path, sw_version(site))]
