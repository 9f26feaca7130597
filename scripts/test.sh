#!/usr/bin/env bash
# Run the whole test suite: unit tests, MicroPython-compatibility tests of the page's modules,
# and end-to-end tests of the built site in headless Chromium. Installs what it needs first.
# Extra arguments go to pytest (e.g. scripts/test.sh -k peg -x).
set -uo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh || exit 1

.venv/bin/python -m pytest tests -p no:cacheprovider "$@"
status=$?
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure, not a pass" >&2
  exit 1
fi
exit "$status"
