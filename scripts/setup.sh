#!/usr/bin/env bash
# Install what the tests need, at pinned versions, on a fresh machine:
#   - the runtime (PyScript core, Pyodide, MicroPython) from npm, per package-lock.json;
#   - pytest and Playwright for Python in .venv, per requirements-test.txt, and this project
#     (pyproject.toml) installed there in editable form, which gives .venv/bin/puzzles;
#   - Debian's chromium when it is missing (as root; Playwright's own browser download is not used),
#     unless CHROMIUM_PATH names the browser to test with (e.g. Google Chrome on GitHub's runners);
#   - for the three-engine smoke tests (tests/engines): Debian's firefox-esr, webkit2gtk-driver
#     (WebKitWebDriver and WebKitGTK's MiniBrowser) and xvfb (the MiniBrowser has no headless
#     mode), each when missing (as root). One that can not be installed is said here, and its
#     engine's tests are skipped with the reason; Selenium and websocket-client come from
#     requirements-test.txt (no driver or browser download).
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

# The other two engines (tests/engines): installed when missing, as root; never a reason to stop.
engine_packages=()
command -v firefox-esr >/dev/null 2>&1 || engine_packages+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || engine_packages+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || engine_packages+=(xvfb)
if [ "${#engine_packages[@]}" -gt 0 ]; then
  if [ "$(id -u)" = "0" ]; then
    apt-get update -q || echo "apt-get update failed: trying to install the engines' packages from the lists at hand" >&2
    for package in "${engine_packages[@]}"; do
      if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$package"; then
        echo "Debian's $package could not be installed: its engine's smoke tests (tests/engines) will be skipped" >&2
      fi
    done
  else
    echo "Debian's ${engine_packages[*]} missing (not root, not installed): the engines' smoke tests" \
         "(tests/engines) that need them will be skipped; run 'sudo apt-get install ${engine_packages[*]}'" >&2
  fi
fi
