#!/usr/bin/env bash
# The ctest entry of the oracle tests: runs oracle.py with the test venv's
# Python, or skips (exit 77, ctest's SKIP_RETURN_CODE) when there is no venv.
# A missing venv is a failure under CI (CI=true) unless scripts/setup.sh found
# PyPI unreachable (it leaves MARKER then).
#   run.sh PYTHON MARKER oracle.py-arguments...
set -uo pipefail
python="$1"
marker="$2"
shift 2
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
exec "$python" "$(dirname "$0")/oracle.py" --report "$report" "$@"
