#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks that every tracked C and C++ file follows .clang-format (LLVM
# style) with clang-format-22: the whole tree, so that no file drifts.
#
#   scripts/check-format.sh          check, print what is off, exit 1 if any
#   scripts/check-format.sh --fix    reformat the files in place
#
# Skips with a message when clang-format-22 is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
formatter=clang-format-22
if ! command -v "$formatter" >/dev/null 2>&1; then
  echo "check-format: $formatter not found, skipped"
  exit 0
fi
mapfile -t files < <(git ls-files -- '*.c' '*.h' '*.cpp' '*.hpp')
if [ "${1:-}" = --fix ]; then
  "$formatter" -i "${files[@]}"
  echo "check-format: ${#files[@]} files formatted"
  exit 0
fi
if ! "$formatter" --dry-run --Werror "${files[@]}" 2>"${TMPDIR:-/tmp}/check-format.$$"; then
  grep -E "^[^ ].*: (error|warning):" "${TMPDIR:-/tmp}/check-format.$$" |
    cut -d: -f1 | sort -u | sed 's/^/  /'
  rm -f "${TMPDIR:-/tmp}/check-format.$$"
  echo "check-format: the files above do not follow .clang-format" \
    "(apply: scripts/check-format.sh --fix)"
  exit 1
fi
rm -f "${TMPDIR:-/tmp}/check-format.$$"
echo "check-format: all ${#files[@]} C/C++ files follow .clang-format"
