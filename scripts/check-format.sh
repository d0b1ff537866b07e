#!/usr/bin/env bash
# Checks that the C and C++ lines a change touches follow .clang-format (LLVM
# style), with clang-format-22's clang-format-diff: only the changed lines are
# judged, so old code is reformatted when it is next edited.
#
#   scripts/check-format.sh [BASE]
#
# The change is BASE..HEAD plus what is not committed yet; BASE defaults to
# HEAD's first parent (the last commit, or the whole merge). Prints the
# reformatting it wants and exits 1 when a touched line is off; skips with a
# message when clang-format-diff-22 or the base is missing (a shallow clone).
set -euo pipefail
cd "$(dirname "$0")/.."
formatter=clang-format-diff-22
if ! command -v "$formatter" >/dev/null 2>&1; then
  echo "check-format: $formatter not found (clang-format-22), skipped"
  exit 0
fi
base="${1:-HEAD~1}"
if ! git rev-parse --verify -q "$base^{commit}" >/dev/null; then
  echo "check-format: no commit '$base' to compare with, skipped"
  exit 0
fi
paths=('*.c' '*.h' '*.cpp' '*.hpp')
# clang-format-diff exits 1 when it wants a change: its output decides.
wanted="$(git diff -U0 --no-color "$base" -- "${paths[@]}" |
  "$formatter" -p1 -binary clang-format-22 || true)"
if [ -n "$wanted" ]; then
  printf '%s\n' "$wanted"
  echo "check-format: the lines above, changed since $base, are not formatted" \
    "(apply: git diff -U0 $base | $formatter -p1 -i)"
  exit 1
fi
echo "check-format: the C/C++ lines changed since $base follow .clang-format"
