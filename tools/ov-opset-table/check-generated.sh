#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# check-generated.sh OV_OPSET_TABLE SOURCE_DIR: fails, with the difference,
# when integrations/openvino's checked-in tables are not what ov-opset-table
# writes from the opset table now.
set -euo pipefail
tool=$1
src=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
status=0
for pair in python:ovmlir_openvino/families.py cpp:src/FamilyOps.h; do
  format=${pair%%:*}
  file=integrations/openvino/${pair#*:}
  "$tool" --format="$format" -o "$scratch/out"
  if ! diff -u "$src/$file" "$scratch/out" --label "$file" --label "ov-opset-table --format=$format"; then
    echo "$file is stale: rewrite it with \`cmake --build build --target openvino-tables\`" >&2
    status=1
  fi
done
[ "$status" = 0 ] && echo "integrations/openvino's tables match the opset table"
exit "$status"
