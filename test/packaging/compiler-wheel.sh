#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# packaging.compiler-wheel: builds the ovmlir-compiler wheel
# (python/compiler) from BUILD_DIR with scripts/build-compiler-wheel.sh,
# offline, and checks its tag (the oldest manylinux policy `auditwheel show`
# accepts for it), contents and run paths; installs it (--no-index) into a
# fresh venv over Debian's python3 and, with the build tree off PATH and
# Debian's LLVM hidden (a mount namespace with an empty /usr/lib/llvm-22,
# where `unshare -m` works), runs the console scripts and the executable of
# ovmlir_compiler.tool_path: ov-translate and ov-opt on a MaxPool-8 model and
# ov-compile on it, as ov dialect and as OpenVINO IR. The tree's ov-run runs
# the modules, whose values and indices must equal NumPy's. The tools and the
# linker they start (ld.lld from the wheel, LD_DEBUG=libs) must load no
# library from /usr/lib/llvm-22. Skips (77) without .venv-compiler-wheel
# (scripts/setup.sh), fails so under CI unless PyPI was unreachable.
#   compiler-wheel.sh SOURCE_ROOT BUILD_DIR
set -euo pipefail
src="$1" build="$2"
here="$(cd "$(dirname "$0")" && pwd)"
venv="$src/.venv-compiler-wheel"
fail() { echo "packaging.compiler-wheel: $*"; exit 1; }
if [ "$(cat "$venv/.requirements.sha256" 2>/dev/null)" != \
     "$(sha256sum "$src/requirements-compiler-wheel.txt" | cut -d' ' -f1)" ]; then
  if [ -f "$venv-unreachable" ]; then
    echo "packaging.compiler-wheel: skipped, PyPI was unreachable when scripts/setup.sh ran"
    exit 77
  fi
  [ "${CI:-}" = true ] && fail "CI=true but $venv is missing or stale: run scripts/setup.sh"
  echo "packaging.compiler-wheel: skipped, no current $venv: run scripts/setup.sh"
  exit 77
fi
tmp="$(mktemp -d)"
trap '[ -n "${OV_KEEP_TMP:-}" ] || rm -rf "$tmp"' EXIT

bash "$src/scripts/build-compiler-wheel.sh" "$build" "$tmp/dist"
wheel="$(echo "$tmp"/dist/ovmlir_compiler-*.whl)"
[ -f "$wheel" ] || fail "no wheel in $tmp/dist: $(ls "$tmp/dist")"

# The tag: py3-none-<the policy auditwheel show names as the wheel's constraint>.
"$venv/bin/auditwheel" show "$wheel" >"$tmp/show.txt" 2>&1
policy="$(tr '\n' ' ' <"$tmp/show.txt" | sed -n 's/.*consistent *with the following platform tag: *"\([^"]*\)".*/\1/p')"
[ -n "$policy" ] || fail "auditwheel show names no tag: $(cat "$tmp/show.txt")"
case "$(basename "$wheel")" in
  "ovmlir_compiler-0.1.0-py3-none-$policy.whl") ;;
  *) fail "$(basename "$wheel") is not tagged py3-none-$policy" ;;
esac

# The contents: the tools, the linker, the libraries, the license, the
# console scripts; no run path out of the wheel but ld.lld's own
# $ORIGIN/../lib (a folder the wheel has not).
/usr/bin/python3 - "$wheel" "$src/LICENSE" "$tmp/x" <<'PY'
import re, sys, zipfile
wheel = zipfile.ZipFile(sys.argv[1])
names = set(wheel.namelist())
for need in ("ovmlir_compiler/__init__.py", "ovmlir_compiler/py.typed",
             "ovmlir_compiler/bin/ov-compile", "ovmlir_compiler/bin/ov-opt",
             "ovmlir_compiler/bin/ov-translate", "ovmlir_compiler/bin/ld.lld"):
    assert need in names, f"the wheel lacks {need}"
for lib in ("libLLVM", "libMLIR"):
    assert any(re.fullmatch(rf"ovmlir_compiler\.libs/{lib}-[0-9a-f]+\.so\.22\.1", n)
               for n in names), f"the wheel bundles no {lib}: {sorted(names)}"
info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
assert wheel.read(f"{info}/licenses/LICENSE") == open(sys.argv[2], "rb").read()
# The bundled code's copyright files: LLVM, MLIR, lld and the libraries
# auditwheel copied (one Debian package each).
for package in ("libllvm22", "libmlir-22", "lld-22", "libz3-4", "libicu72", "libxml2"):
    assert f"{info}/licenses/third-party/{package}.copyright" in names, \
        f"the wheel lacks {package}'s copyright file"
assert "License-Expression: Apache-2.0 WITH LLVM-exception" in \
    wheel.read(f"{info}/METADATA").decode().splitlines()
scripts = wheel.read(f"{info}/entry_points.txt").decode()
for tool, fn in (("ov-compile", "_ov_compile"), ("ov-opt", "_ov_opt"),
                 ("ov-translate", "_ov_translate")):
    assert f"{tool} = ovmlir_compiler:{fn}" in scripts, scripts
wheel.extractall(sys.argv[3])
PY
for elf in "$tmp"/x/ovmlir_compiler/bin/* "$tmp"/x/ovmlir_compiler.libs/*; do
  paths="$(readelf -d "$elf" | sed -n 's/.*(R\(UN\)\{0,1\}PATH).*\[\(.*\)\]/\2/p')"
  for p in ${paths//:/ }; do
    # shellcheck disable=SC2016 # the run paths' literal $ORIGIN.
    case "$p" in
      '$ORIGIN'|'$ORIGIN/../../ovmlir_compiler.libs'|'$ORIGIN/../lib') ;;
      *) fail "$(basename "$elf") has the run path $p" ;;
    esac
  done
done
echo "$(basename "$wheel"): $(du -m "$wheel" | cut -f1) MB, $(du -sm "$tmp/x" | cut -f1) MB installed"
rm -rf "$tmp/x"

# A fresh venv, offline; the tools used from outside the tree with only the
# venv's bin and the system's folders on PATH.
/usr/bin/python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --disable-pip-version-check --no-index -q "$wheel"
cd "$tmp"
/usr/bin/python3 -c "import numpy as np; np.save('x.npy', np.arange(480, dtype=np.float32).reshape(2, 3, 8, 10)[..., ::-1].copy())"
cat >run-tools.sh <<SH
set -euo pipefail
export PATH="$tmp/venv/bin:/usr/bin:/bin" LD_DEBUG=libs LD_DEBUG_OUTPUT="$tmp/lddebug"
unset LD_LIBRARY_PATH OV_COMPILE PYTHONPATH
[ "\$(command -v ov-compile)" = "$tmp/venv/bin/ov-compile" ] || { echo "ov-compile is \$(command -v ov-compile)"; exit 1; }
ov-translate --export-openvino "$here/pool.mlir" -o pool.xml
ov-opt "$here/pool.mlir" --ov-infer-shapes -o opt.mlir
grep -q ov.max_pool_v8 opt.mlir
ov-compile "$here/pool.mlir" -o pool.so
compiler="\$(python -c 'import ovmlir_compiler; print(ovmlir_compiler.tool_path("ov-compile"))')"
case "\$compiler" in "$tmp/venv/"*/ovmlir_compiler/bin/ov-compile) ;; *) echo "tool_path: \$compiler"; exit 1 ;; esac
"\$compiler" pool.xml -o pool-ir.so
SH
if unshare -m true 2>/dev/null; then
  echo "Debian's LLVM hidden: an empty /usr/lib/llvm-22 in a mount namespace"
  unshare -m bash -c "mount -t tmpfs none /usr/lib/llvm-22 && bash run-tools.sh" ||
    fail "the tools did not run without Debian's LLVM"
else
  echo "no mount namespace (unshare -m): Debian's LLVM stays visible, LD_DEBUG judges"
  bash run-tools.sh || fail "the wheel's tools failed"
fi

# No process loaded anything from Debian's LLVM; the linker was the wheel's.
if grep -l "llvm-22" "$tmp"/lddebug.* >/dev/null 2>&1; then
  grep -h "llvm-22" "$tmp"/lddebug.* | head -n 5
  fail "a tool loaded or looked for a library in /usr/lib/llvm-22"
fi
grep -qh "RPATH from file .*/ovmlir_compiler/bin/ld.lld)" "$tmp"/lddebug.* ||
  fail "ov-compile did not link with the wheel's ld.lld"
grep -qh "calling init: .*/ovmlir_compiler.libs/libLLVM-" "$tmp"/lddebug.* ||
  fail "no tool loaded the wheel's libLLVM"

# The modules run (the tree's ov-run) and equal NumPy's MaxPool.
for module in pool.so pool-ir.so; do
  rm -rf out && "$build/tools/ov-run/ov-run" "$module" --input x.npy --output-dir out >/dev/null
  /usr/bin/python3 - <<'PY' || fail "$module: wrong values or indices"
import numpy as np
x = np.load("x.npy")
w = x.reshape(2, 3, 4, 2, 5, 2).transpose(0, 1, 2, 4, 3, 5).reshape(2, 3, 4, 5, 4)
values, taps = w.max(-1), w.argmax(-1)
rows = np.arange(4)[:, None] * 2 + taps // 2
cols = np.arange(5)[None, :] * 2 + taps % 2
channel = (np.arange(2)[:, None, None, None] * 3 + np.arange(3)[None, :, None, None]) * 80
assert np.array_equal(np.load("out/output_0.npy"), values)
assert np.array_equal(np.load("out/output_1.npy"), channel + rows * 10 + cols)
PY
done
echo "packaging.compiler-wheel: $(basename "$wheel") compiled and ran without Debian's LLVM"
