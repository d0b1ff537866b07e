#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The ctest entry of every oracle test (oracle.py and interop/test_*.py):
# runs SCRIPT with the test venv's Python, or skips (exit 77, ctest's
# SKIP_RETURN_CODE) when there is no venv. A missing venv is a failure under
# CI (CI=true) unless scripts/setup.sh found PyPI unreachable (it leaves
# MARKER then).
#   run.sh PYTHON MARKER SCRIPT script-arguments...
set -uo pipefail
python="$1"
marker="$2"
script="$3"
shift 3
# OV_ORACLE_REPORT (optional): the file whose last line the suite's summary
# prints; it always says what this run did.
report="${OV_ORACLE_REPORT:-/dev/null}"
rm -f "${OV_ORACLE_REPORT:-}"
say() { echo "$1"; echo "$1" >>"$report"; }
if [ ! -x "$python" ]; then
  if [ -f "$marker" ]; then
    say "oracle: 0 cases ran: skipped, PyPI was unreachable when scripts/setup.sh ran"
    exit 77
  fi
  if [ "${CI:-}" = true ]; then
    say "oracle: 0 cases ran: error: CI=true but there is no test venv ($python): run scripts/setup.sh"
    exit 1
  fi
  say "oracle: 0 cases ran: skipped, no test venv ($python): run scripts/setup.sh"
  exit 77
fi
exec "$python" "$script" "$@"
