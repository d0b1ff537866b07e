#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The whole test suite: installs what is missing, checks the format of every
# tracked C/C++ file, builds, runs clang-tidy on the sources the change
# touches (since the merge base of the push, scripts/check-tidy.sh), and runs
# ctest (the lit suites, the GoogleTest unit and end-to-end tests, the
# OpenVINO oracle and packaging tests where their venvs exist, the bounded
# fuzzer runs, which are built with AddressSanitizer and
# UndefinedBehaviorSanitizer); then builds libovrt and its
# tests a second time with AddressSanitizer + UndefinedBehaviorSanitizer
# (build-asan-runtime/, a few minutes) and runs them, where any report, leak
# included, fails the test. OV_FULL_SANITIZERS=1 builds everything a second
# time instead (build-asan/, about 25 minutes more on 2 cores) and runs all
# of ctest there, under the sanitizers (the fuzzers excepted: the first
# configuration's are sanitized already).
# OV_SKIP_SANITIZERS=1 runs only the first configuration.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# Every tracked C/C++ file follows .clang-format (see the script).
bash scripts/check-format.sh
bash scripts/build.sh
# The change passes .clang-tidy (the sources it touches since the merge base
# of the push; see the script).
bash scripts/check-tidy.sh
jobs="$(nproc)"
(cd "${OV_BUILD_DIR:-build}" && ctest --output-on-failure -j "$jobs")
# How many cases the OpenVINO oracle tests ran (or why they did not).
oracle_report="${OV_BUILD_DIR:-build}/test/oracle/oracle-report.txt"
if [ -f "$oracle_report" ]; then
  tail -n 1 "$oracle_report"
else
  echo "oracle: no OpenVINO oracle cases ran (no test venv; see scripts/setup.sh)"
fi
[ "${OV_SKIP_SANITIZERS:-0}" = 1 ] && exit 0

# The fuzzers already run under ASan + UBSan in the first configuration.
sanitize="-DOV_ENABLE_SANITIZERS=ON -DOV_ENABLE_FUZZERS=OFF"
if [ "${OV_FULL_SANITIZERS:-0}" = 1 ]; then
  echo "test.sh: second configuration: ASan + UBSan (build-asan)"
  build_dir=build-asan tests=""
  OV_BUILD_DIR=$build_dir OV_CMAKE_ARGS="$sanitize" bash scripts/build.sh
else
  echo "test.sh: second configuration: libovrt under ASan + UBSan (build-asan-runtime)"
  # The runtime tests' real modules come from the first configuration's
  # ov-compile; the modules themselves are never instrumented anyway.
  first_compile="$PWD/${OV_BUILD_DIR:-build}/tools/ov-compile/ov-compile"
  build_dir=build-asan-runtime tests='^ovrt\.'
  OV_BUILD_DIR=$build_dir \
    OV_CMAKE_ARGS="$sanitize -DOV_TEST_OV_COMPILE=$first_compile" \
    bash scripts/build.sh ovrt-unit-tests ovrt-device-entry-tests ovrt-rtld-local-test \
      ovrt-openmp-tests
fi
# A report aborts (so `not CMD` cannot mistake it for an expected error exit);
# leaks are reported at exit. allow_user_poisoning=0: LLVM's BumpPtrAllocator,
# inlined into our instrumented code, poisons the free part of a slab that
# the uninstrumented libMLIR.so then allocates from without unpoisoning it
# (a false use-after-poison in MLIR's attribute uniquer). The differential tests run 300 configurations
# per lowering here (2000 in the first configuration).
# use_sigaltstack=0: the tools' temporary files register with LLVM's signal
# handlers (RemoveFileOnSignal), which give the thread an alternate signal
# stack of LLVM's own; ASan would then unmap that one at thread exit and die.
export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:allocator_may_return_null=1:max_allocation_size_mb=4096:allow_user_poisoning=0:use_sigaltstack=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:abort_on_error=1"
export OV_E2E_CONFIGS="${OV_E2E_CONFIGS_SANITIZED:-300}"
cd "$build_dir" && ctest --output-on-failure -j "$jobs" ${tests:+-R "$tests"}
