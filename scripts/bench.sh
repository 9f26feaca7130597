#!/usr/bin/env bash
# Benchmarks: native CPython and the real page in Chromium (see scripts/bench.py).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
.venv/bin/python scripts/bench.py "$@"
