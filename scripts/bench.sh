#!/usr/bin/env bash
# Benchmarks: native CPython and the real page in Chromium (see scripts/bench.py).
#   scripts/bench.sh --engines   the other two engines instead (Debian's Firefox ESR and WebKitGTK):
#                                their versions and the page's first-visit timings (board ready,
#                                solver ready; and again offline), from the first and the offline
#                                smoke tests of tests/engines; the table is also written to
#                                test-results/engines.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
if [ "${1:-}" = "--engines" ]; then
  shift
  exec .venv/bin/python -m pytest tests/engines -p no:cacheprovider -q -rs \
    -k "first_visit or offline_after" "$@"
fi
.venv/bin/python scripts/bench.py "$@"
