#!/bin/sh
# Runs one interop oracle test with the test-only Python (OV_ORACLE_PYTHON):
# exit 77 (ctest SKIP) with one line when that Python or its openvino is
# missing. Usage: run.sh PYTHON SCRIPT ARGS...
python="$1"
shift
if [ ! -x "$python" ]; then
  echo "SKIPPED: no oracle Python at $python (run scripts/setup.sh to create the venv)"
  exit 77
fi
if ! "$python" -c "import openvino, numpy" >/dev/null 2>&1; then
  echo "SKIPPED: openvino is not installed for $python"
  exit 77
fi
exec "$python" "$@"
