#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds, and runs ctest
# (the lit suites and the GoogleTest unit tests). Ends with ctest's summary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
cd "${OV_BUILD_DIR:-build}"
ctest --output-on-failure -j "$(nproc)"
