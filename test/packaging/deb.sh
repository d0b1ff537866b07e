#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# packaging.deb: builds the Debian packages (cpack -G DEB, cmake/Package.cmake)
# from BUILD_DIR, checks each one's Depends and contents (dpkg-deb -I/-c),
# extracts them all into a scratch root (dpkg-deb -x: nothing is installed
# on the system) and runs from there: the tools, the ovrt Python package
# (check_ovrt.py) and, unless OV_SKIP_EMBEDDING_TEST=1, a project built
# against the extracted CMake package (test/Embedding/consumer).
#   deb.sh BUILD_DIR SOURCE_ROOT CXX_COMPILER
set -euo pipefail
build="$1" src="$2" cxx="$3"
here="$(cd "$(dirname "$0")" && pwd)"
for tool in cpack dpkg-deb readelf; do
  command -v "$tool" >/dev/null ||
    { echo "packaging.deb: skipped, no $tool"; exit 77; }
done
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "packaging.deb: $*"; exit 1; }

(cd "$build" && cpack -G DEB -B "$tmp/debs" >"$tmp/cpack.log" 2>&1) ||
  { tail -n 30 "$tmp/cpack.log"; fail "cpack -G DEB failed"; }
version="$(dpkg-deb -f "$tmp"/debs/libovrt_*.deb Version)"
arch="$(dpkg --print-architecture)"
deb() { echo "$tmp/debs/${1}_${version}_${arch}.deb"; }
for pkg in libovrt ov-mlir-tools ov-mlir-dev; do
  [ -f "$(deb "$pkg")" ] || fail "no package $pkg: $(ls "$tmp/debs")"
  echo "$pkg: Depends: $(dpkg-deb -f "$(deb "$pkg")" Depends)"
  dpkg-deb -c "$(deb "$pkg")" | awk '{print $NF}' | sed 's|^\./|/|' >"$tmp/$pkg.files"
done

# The runtime package names no LLVM/MLIR package, nor (as a dependency or a
# recommendation) LLVM's libomp: compiled modules need libc and libm only.
# The tools' name the Debian packages holding libMLIR.so.22.1 and
# libLLVM.so.22.1.
libovrt_depends="$(dpkg-deb -f "$(deb libovrt)" Depends)"
tools_depends="$(dpkg-deb -f "$(deb ov-mlir-tools)" Depends)"
case "$libovrt_depends" in
  *[Ll][Ll][Vv][Mm]*|*[Mm][Ll][Ii][Rr]*|*clang*|*lld*) fail "libovrt depends on LLVM/MLIR: $libovrt_depends" ;;
esac
for field in Depends Recommends; do
  case "$(dpkg-deb -f "$(deb libovrt)" "$field")$(dpkg-deb -f "$(deb ov-mlir-tools)" "$field")" in
    *libomp*) fail "a package's $field names libomp" ;;
  esac
done
for need in libmlir-22 libllvm22 "libovrt (= $version)"; do
  case "$tools_depends" in
    *"$need"*) ;;
    *) fail "ov-mlir-tools does not depend on $need: $tools_depends" ;;
  esac
done

# Contents: each file in the package it belongs to, and only there.
has() { grep -qxF "$2" "$tmp/$1.files" || fail "$1 lacks $2"; }
hasnt() {
  if grep -qE "$2" "$tmp/$1.files"; then fail "$1 holds $(grep -E "$2" "$tmp/$1.files" | head -1)"; fi
}
for pkg in libovrt ov-mlir-tools ov-mlir-dev; do
  has "$pkg" "/usr/share/doc/$pkg/copyright"
  cmp -s <(dpkg-deb --fsys-tarfile "$(deb "$pkg")" | tar -xO "./usr/share/doc/$pkg/copyright") \
    "$src/LICENSE" || fail "$pkg: /usr/share/doc/$pkg/copyright is not the LICENSE"
done
has libovrt /usr/lib/libovrt.so
has libovrt /usr/lib/python3/dist-packages/ovrt/__init__.py
has libovrt /usr/lib/python3/dist-packages/ovrt/_install_paths.py
has libovrt /usr/lib/python3/dist-packages/ovrt/py.typed
hasnt libovrt '^/usr/(bin|include)/|\.a$|cmake'
for tool in ov-opt ov-compile ov-run ov-translate; do has ov-mlir-tools "/usr/bin/$tool"; done
has ov-mlir-tools /usr/lib/ov-mlir/libOVPassPlugin.so
has ov-mlir-tools /usr/lib/ov-mlir/libOVDialectPlugin.so
hasnt ov-mlir-tools 'libovrt|^/usr/include/|\.a$|cmake|python'
has ov-mlir-dev /usr/include/ovrt/ovrt.h
has ov-mlir-dev /usr/include/ov/Dialect/OVOps.td
has ov-mlir-dev /usr/lib/cmake/OVMLIR/OVMLIRConfig.cmake
has ov-mlir-dev /usr/lib/cmake/OVMLIR/OVMLIRTargets.cmake
hasnt ov-mlir-dev '^/usr/bin/|libovrt|python'
grep -qE '^/usr/lib/libOV.*\.a$' "$tmp/ov-mlir-dev.files" || fail "ov-mlir-dev holds no static library"

# Extracted together, as apt would install them, under $root.
root="$tmp/root"
for pkg in libovrt ov-mlir-tools ov-mlir-dev; do dpkg-deb -x "$(deb "$pkg")" "$root"; done
usr="$root/usr"
readelf -d "$usr/lib/libovrt.so" >"$tmp/dynamic.txt"
grep -iE "NEEDED.*(LLVM|MLIR)" "$tmp/dynamic.txt" && fail "libovrt.so links LLVM/MLIR"
# The tools take libovrt from the package (their run path), LLVM from Debian's.
ldd "$usr/bin/ov-run" >"$tmp/ldd.txt"
loaded="$(sed -n 's/.*libovrt.so => \(.*\) (0x.*/\1/p' "$tmp/ldd.txt")"
if [ -z "$loaded" ] || [ "$(realpath "$loaded")" != "$(realpath "$usr/lib/libovrt.so")" ]; then
  fail "ov-run does not load the packaged libovrt.so: $(grep ovrt "$tmp/ldd.txt")"
fi
cd "$tmp"
"$usr/bin/ov-opt" "$here/pool.mlir" --ov-infer-shapes >opt.mlir
grep -q "ov.max_pool_v8" opt.mlir || fail "ov-opt from the package"
"$usr/bin/ov-compile" "$here/pool.mlir" -o pool.so
/usr/bin/python3 -c "import numpy as np; np.save('x.npy', np.arange(480, dtype=np.float32).reshape(2, 3, 8, 10))"
"$usr/bin/ov-run" pool.so --input x.npy --output-dir out | tee run.log
grep -qF "output_1: i64 [2, 3, 4, 5]" run.log || fail "ov-run from the package"
env -u OVRT_LIBRARY -u OV_COMPILE PYTHONPATH="$usr/lib/python3/dist-packages" \
  /usr/bin/python3 "$here/check_ovrt.py" "$usr/lib/python3/dist-packages" \
  "$usr/lib/libovrt.so" "$usr/bin/ov-compile" "$here/pool.mlir"

if [ "${OV_SKIP_EMBEDDING_TEST:-0}" = 1 ]; then
  echo "packaging.deb: the CMake consumer is skipped (OV_SKIP_EMBEDDING_TEST=1)"
  exit 0
fi
if ! { cmake -G Ninja -S "$src/test/Embedding/consumer" -B consumer \
         -DCMAKE_PREFIX_PATH="$usr" -DCMAKE_CXX_COMPILER="$cxx" \
         -DCMAKE_BUILD_TYPE=Release >consumer.log 2>&1 &&
       cmake --build consumer >>consumer.log 2>&1; }; then
  tail -n 30 consumer.log
  fail "the CMake consumer does not build against the package"
fi
grep -q "OVMLIR_DIR:PATH=$usr/lib/cmake/OVMLIR" consumer/CMakeCache.txt ||
  fail "the consumer found OVMLIR elsewhere: $(grep OVMLIR_DIR consumer/CMakeCache.txt)"
consumer/ov-consumer >consumer.out
grep -q "auto_pad = same_upper" consumer.out || fail "ov-consumer: $(cat consumer.out)"
consumer/ovrt-consumer pool.so >consumer.out
grep -qF "pool: f32 [2, 3, 4, 5], first 1" consumer.out || fail "ovrt-consumer: $(cat consumer.out)"
echo "packaging.deb: libovrt, ov-mlir-tools and ov-mlir-dev $version: checked"
