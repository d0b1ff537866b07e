#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# packaging.wheel: builds the ovrt wheel (python/pyproject.toml) offline with
# the pinned backend of .venv-wheel (scripts/setup.sh), checks what it holds
# (the package, py.typed, a libovrt.so that needs only the C/C++ runtimes and
# has no run path), installs it into a fresh venv over Debian's python3 (and
# its NumPy), and runs check_ovrt.py there: ovrt must use the bundled
# library and find the tree's ov-compile on PATH. Skips (77) without
# .venv-wheel, fails so under CI unless PyPI was unreachable. Also builds
# runtime/ as its own CMake project.
#   wheel.sh SOURCE_ROOT OV_COMPILE C_COMPILER CXX_COMPILER
set -euo pipefail
src="$1" ov_compile="$2" cc="$3" cxx="$4"
here="$(cd "$(dirname "$0")" && pwd)"
python="$src/.venv-wheel/bin/python"
if ! "$python" -c "import scikit_build_core" 2>/dev/null; then
  if [ -f "$src/.venv-wheel-unreachable" ]; then
    echo "packaging.wheel: skipped, PyPI was unreachable when scripts/setup.sh ran"
    exit 77
  fi
  if [ "${CI:-}" = true ]; then
    echo "packaging.wheel: error: CI=true but $python has no scikit-build-core: run scripts/setup.sh"
    exit 1
  fi
  echo "packaging.wheel: skipped, no wheel build venv ($python): run scripts/setup.sh"
  exit 77
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The build: no network, no build isolation, the tree's compiler (ccache
# where installed).
launcher=""
command -v ccache >/dev/null && launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache"
CMAKE_ARGS="-DCMAKE_C_COMPILER=$cc -DCMAKE_CXX_COMPILER=$cxx $launcher" \
  "$python" -m pip wheel --no-build-isolation --no-deps --no-index -q \
  -w "$tmp/dist" "$src/python" >"$tmp/build.log" 2>&1 ||
  { echo "packaging.wheel: pip wheel failed:"; tail -n 30 "$tmp/build.log"; exit 1; }
wheel="$(echo "$tmp"/dist/ovrt-*.whl)"
echo "built $(basename "$wheel")"

# What it holds.
/usr/bin/python3 - "$wheel" "$tmp/x" <<'PY'
import sys, zipfile
names = set(zipfile.ZipFile(sys.argv[1]).namelist())
for need in ("ovrt/__init__.py", "ovrt/_clib.py", "ovrt/_compile.py",
             "ovrt/_device.py", "ovrt/_dlpack.py", "ovrt/_dtypes.py",
             "ovrt/_errors.py", "ovrt/_interop.py", "ovrt/_module.py",
             "ovrt/_parallel.py", "ovrt/_tensor.py", "ovrt/py.typed",
             "ovrt/libovrt.so"):
    assert need in names, f"the wheel lacks {need}: {sorted(names)}"
zipfile.ZipFile(sys.argv[1]).extract("ovrt/libovrt.so", sys.argv[2])
PY
# The license: the SPDX expression in the metadata, the LICENSE beside it.
/usr/bin/python3 - "$wheel" "$src/LICENSE" <<'PY'
import sys, zipfile
wheel = zipfile.ZipFile(sys.argv[1])
info = next(n.split("/")[0] for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
metadata = wheel.read(f"{info}/METADATA").decode()
expression = "License-Expression: Apache-2.0 WITH LLVM-exception"
assert expression in metadata.splitlines(), f"the wheel's METADATA lacks '{expression}'"
license = f"{info}/licenses/LICENSE"
assert license in wheel.namelist(), f"the wheel lacks {license}"
assert wheel.read(license) == open(sys.argv[2], "rb").read(), f"the wheel's {license} is not the LICENSE"
PY
# libovrt.so needs the C and C++ runtimes only: no LLVM, MLIR or libomp.
readelf -d "$tmp/x/ovrt/libovrt.so" >"$tmp/dynamic.txt"
needed="$(sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' "$tmp/dynamic.txt")"
for lib in $needed; do
  case "$lib" in
    libc.so.*|libm.so.*|libdl.so.*|libpthread.so.*|libstdc++.so.*|libgcc_s.so.*|ld-linux*) ;;
    *) echo "packaging.wheel: the wheel's libovrt.so needs $lib"; exit 1 ;;
  esac
done
if grep -qE "RPATH|RUNPATH" "$tmp/dynamic.txt"; then
  echo "packaging.wheel: the wheel's libovrt.so has a run path:"; grep PATH "$tmp/dynamic.txt"
  exit 1
fi
echo "libovrt.so needs: ${needed//$'\n'/ }"

# runtime/ is also a CMake project of its own, configured without LLVM/MLIR
# (what the wheel's python/CMakeLists.txt adds; docs/install.md).
# shellcheck disable=SC2086 # launcher is a list of options.
if ! { cmake -G Ninja -S "$src/runtime" -B "$tmp/rt" -DCMAKE_C_COMPILER="$cc" \
         -DCMAKE_CXX_COMPILER="$cxx" $launcher >"$tmp/rt.log" 2>&1 &&
       cmake --build "$tmp/rt" >>"$tmp/rt.log" 2>&1 &&
       cmake --install "$tmp/rt" --prefix "$tmp/rt-prefix" >>"$tmp/rt.log" 2>&1; }; then
  tail -n 30 "$tmp/rt.log"
  echo "packaging.wheel: runtime/ alone does not build"
  exit 1
fi
grep -E "^(LLVM|MLIR)_DIR" "$tmp/rt/CMakeCache.txt" &&
  { echo "packaging.wheel: runtime/ alone looked for LLVM/MLIR"; exit 1; }
grep -A3 "CMake Warning" "$tmp/rt.log" &&
  { echo "packaging.wheel: runtime/ alone configures with warnings"; exit 1; }
for f in lib/libovrt.so include/ovrt/ovrt.h include/ovrt/Runtime.h \
    lib/python3/dist-packages/ovrt/__init__.py; do
  [ -f "$tmp/rt-prefix/$f" ] || { echo "packaging.wheel: runtime/ alone installs no $f"; exit 1; }
done

# Installed offline into a fresh venv that sees Debian's NumPy, used from
# outside the tree, with ov-compile on PATH and no ovrt variables.
/usr/bin/python3 -m venv --system-site-packages "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --no-index -q "$wheel"
site="$("$tmp/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_path("platlib"))')"
cd "$tmp"
env -u PYTHONPATH -u OVRT_LIBRARY -u OV_COMPILE PATH="$(dirname "$ov_compile"):$PATH" \
  "$tmp/venv/bin/python" "$here/check_ovrt.py" "$tmp/venv" \
  "$site/ovrt/libovrt.so" "$ov_compile" "$here/pool.mlir"
