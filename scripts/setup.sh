#!/usr/bin/env bash
# Install what the tests need, at pinned versions, on a fresh machine:
#   - the runtime (PyScript core, Pyodide, MicroPython) from npm, per package-lock.json;
#   - pytest and Playwright for Python in .venv, per requirements-test.txt, and this project
#     (pyproject.toml) installed there in editable form, which gives .venv/bin/puzzles;
#   - Debian's chromium when it is missing (as root; Playwright's own browser download is not used),
#     unless CHROMIUM_PATH names the browser to test with (e.g. Google Chrome on GitHub's runners).
set -euo pipefail
cd "$(dirname "$0")/.."

npm ci --no-audit --no-fund --loglevel=error

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-test.txt
# The puzzle package itself, editable: the `puzzles` command in .venv/bin runs the code in py/.
.venv/bin/python -m pip install --quiet --disable-pip-version-check --no-build-isolation --no-deps -e .

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ ! -f "$CHROMIUM_PATH" ] || [ ! -x "$CHROMIUM_PATH" ]; then
    echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file (unset it to use Debian's chromium)" >&2
    exit 1
  fi
elif ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ]; then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
  else
    echo "Debian's chromium is missing: run 'sudo apt-get install chromium' (or run this as root)" >&2
    exit 1
  fi
fi
