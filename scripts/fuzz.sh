#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs every libFuzzer target for longer than ctest does:
#   bash scripts/fuzz.sh [SECONDS_PER_TARGET]      (default 600)
#   bash scripts/fuzz.sh tools [SECONDS] [SEED]    the tools from the command
#       line (fuzz/tools/fuzz_tools.py: mutated .xml/.bin, .mlir, .npy and
#       flags for ov-translate, ov-compile, ov-run); findings are saved in
#       build/fuzz/tools/finding-*/ with a repro.sh
#   bash scripts/fuzz.sh pack                      repacks fuzz/corpus/<target>.tar.xz:
#       the coverage-minimized merge (-merge=1) of the packed corpus and what
#       the runs grew (build/fuzz/corpus/<target>) over the named seeds, the
#       inputs it keeps named by their hash
# from the committed seeds (the named ones in fuzz/corpus/<target>, the packed
# fuzz/corpus/<target>.tar.xz that the build unpacks into
# build/fuzz/seeds/<target>) plus a growing scratch corpus
# (build/fuzz/corpus/<target>). A crash is saved as
# build/fuzz/<target>-crash-<sha1> and ends the script with its report;
# reproduce it with `build/fuzz/ov-<target>-fuzzer FILE` (OV_FUZZ_PRINT=1
# shows the IR an ov-ir-fuzzer input stands for). Prints each target's
# executions and the rate.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = tools ]; then
  bash scripts/build.sh ov-translate ov-compile ov-run
  exec /usr/bin/python3 fuzz/tools/fuzz_tools.py --build "${OV_BUILD_DIR:-build}" \
    --seconds "${2:-600}" --seed "${3:-1}"
fi
build="${OV_BUILD_DIR:-build}"
if [ "${1:-}" = pack ]; then
  bash scripts/build.sh ov-import-fuzzer ov-ir-fuzzer ov-npy-fuzzer ov-run-fuzzer
  for target in import ir npy run; do
    merged="$(mktemp -d)"
    cp "fuzz/corpus/$target"/* "$merged/"
    mkdir -p "$build/fuzz/corpus/$target"
    "$build/fuzz/ov-$target-fuzzer" -merge=1 -timeout=60 -rss_limit_mb=4096 \
      -malloc_limit_mb=2048 "$merged" "$build/fuzz/seeds/$target" \
      "$build/fuzz/corpus/$target" >"$build/fuzz/$target-merge.log" 2>&1 ||
      { tail -n 30 "$build/fuzz/$target-merge.log"; exit 1; }
    (cd "$merged" && ls | grep -E '^[0-9a-f]{40}$' |
      tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -cJf - -T -) \
      >"fuzz/corpus/$target.tar.xz"
    echo "fuzz.sh: fuzz/corpus/$target.tar.xz: $(tar -tJf "fuzz/corpus/$target.tar.xz" | wc -l) inputs"
    rm -rf "$merged"
  done
  exit 0
fi
seconds="${1:-600}"
bash scripts/setup.sh
bash scripts/build.sh ov-import-fuzzer ov-ir-fuzzer ov-npy-fuzzer ov-run-fuzzer ov-spirv-fuzzer ov-parallel-fuzzer
for target in import ir npy run spirv parallel; do
  scratch="$build/fuzz/corpus/$target"
  mkdir -p "$scratch"
  dict=()
  [ -f "fuzz/$target.dict" ] && dict=("-dict=fuzz/$target.dict")
  # The packed corpus, where the target has one (unpacked by its build).
  seeds=()
  [ -d "$build/fuzz/seeds/$target" ] && seeds=("$build/fuzz/seeds/$target")
  log="$build/fuzz/$target.log"
  echo "fuzz.sh: ov-$target-fuzzer for ${seconds}s (log: $log)"
  if ! OV_FUZZ_STATS=1 "$build/fuzz/ov-$target-fuzzer" -max_total_time="$seconds" \
      -timeout=60 -rss_limit_mb=4096 -malloc_limit_mb=2048 -print_final_stats=1 \
      "${dict[@]}" -artifact_prefix="$build/fuzz/$target-" \
      "$scratch" "fuzz/corpus/$target" "${seeds[@]}" >"$log" 2>&1; then
    tail -n 60 "$log"
    echo "fuzz.sh: ov-$target-fuzzer found a failure (see above)"
    exit 1
  fi
  grep -E "^stat::(number_of_executed_units|average_exec_per_sec)|^ov-.*-fuzzer:" "$log" |
    sed "s/^/  $target: /"
done
