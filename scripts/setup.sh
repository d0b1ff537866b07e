#!/usr/bin/env bash
# Installs what ov-mlir needs on Debian 12 (run as root, or with sudo), and
# only what is missing: LLVM/MLIR 22, clang 22 (with its libFuzzer runtime),
# CMake, Ninja, GoogleTest, pugixml.
set -euo pipefail

packages=(
  cmake ninja-build python3 python3-numpy
  clang-22 lld-22 libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  libomp-22-dev libgtest-dev libpugixml-dev libclang-rt-22-dev
)

missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "setup: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
  "${missing[@]}" >/dev/null
