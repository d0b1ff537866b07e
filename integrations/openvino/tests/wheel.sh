#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# packaging.openvino-wheel: builds the ovmlir_openvino wheel
# (integrations/openvino/pyproject.toml) offline with the pinned backend of
# .venv-wheel against the test venv's openvino, checks what it holds,
# installs it into a fresh venv that sees only the test venv's packages
# (openvino, NumPy), and there offloads a conv + MaxPool-8 model with
# `python -m ovmlir_openvino offload` and runs it from a process that only
# imports the package: the outputs must equal OpenVINO's. Skips (77)
# without .venv-wheel or the test venv.
#   wheel.sh SOURCE_ROOT OV_COMPILE C_COMPILER CXX_COMPILER VENV_PYTHON
set -euo pipefail
src="$1" ov_compile="$2" cc="$3" cxx="$4" venv_python="$5"
backend="$src/.venv-wheel/bin/python"
if ! "$backend" -c "import scikit_build_core" 2>/dev/null; then
  echo "packaging.openvino-wheel: skipped, no wheel build venv ($backend): run scripts/setup.sh"
  exit 77
fi
if ! ov_dir="$("$venv_python" -c 'import openvino.utils as u; print(u.get_cmake_path())' 2>/dev/null)"; then
  echo "packaging.openvino-wheel: skipped, no test venv with openvino ($venv_python): run scripts/setup.sh"
  exit 77
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

launcher=""
command -v ccache >/dev/null && launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache"
CMAKE_ARGS="-DCMAKE_C_COMPILER=$cc -DCMAKE_CXX_COMPILER=$cxx -DOpenVINO_DIR=$ov_dir $launcher" \
  "$backend" -m pip wheel --no-build-isolation --no-deps --no-index -q \
  -w "$tmp/dist" "$src/integrations/openvino" >"$tmp/build.log" 2>&1 ||
  { echo "packaging.openvino-wheel: pip wheel failed:"; tail -n 30 "$tmp/build.log"; exit 1; }
wheel="$(echo "$tmp"/dist/ovmlir_openvino-*.whl)"
echo "built $(basename "$wheel")"
"$venv_python" - "$wheel" <<'PY'
import sys, zipfile
names = set(zipfile.ZipFile(sys.argv[1]).namelist())
for need in ("__init__.py", "__main__.py", "offloading.py", "measure.py",
             "_build_info.py", "libovmlir_openvino.so", "libovrt.so"):
    assert "ovmlir_openvino/" + need in names, f"the wheel lacks {need}: {sorted(names)}"
PY

# A fresh venv that sees the test venv's site-packages (openvino, NumPy)
# through a .pth file, and the wheel installed into it.
"$venv_python" -m venv --without-pip "$tmp/venv"
"$venv_python" -m pip --python "$tmp/venv/bin/python" install --no-deps \
  --no-index -q "$wheel"
site="$("$tmp/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_path("purelib"))')"
"$venv_python" -c 'import sysconfig; print(sysconfig.get_path("purelib"))' >"$site/test-venv.pth"
python="$tmp/venv/bin/python"

cd "$tmp"
run() { env -u PYTHONPATH -u OVMLIR_OPENVINO_EXTENSION -u OV_COMPILE "$python" "$@"; }
run - <<'PY'
import numpy as np, openvino as ov, openvino.opset8 as o8
rng = np.random.default_rng(0)
x = o8.parameter([1, 3, 32, 32], np.float32, name="x")
w = o8.constant(rng.integers(-1, 2, (8, 3, 3, 3)).astype(np.float32))
c = o8.relu(o8.convolution(x, w, [1, 1], [1, 1], [1, 1], [1, 1]))
p = o8.max_pool(c, [2, 2], [1, 1], [1, 1], [1, 1], [3, 3], name="pool")
ov.save_model(ov.Model(p.outputs(), [x]), "in.xml", compress_to_fp16=False)
PY
run -m ovmlir_openvino offload in.xml -o out/model.xml --policy all --ov-compile "$ov_compile" | tee offload.log
grep -q "^offload MaxPool-8 'pool'" offload.log
run - "$site" <<'PY'
import sys, numpy as np, openvino as ov, ovmlir_openvino
assert ovmlir_openvino.__file__.startswith(sys.argv[1]), ovmlir_openvino.__file__
assert ovmlir_openvino.extension_path().startswith(sys.argv[1])
x = np.random.default_rng(1).integers(-4, 5, (1, 3, 32, 32)).astype(np.float32)
config = {"INFERENCE_PRECISION_HINT": "f32"}
core = ov.Core()
theirs = core.compile_model("in.xml", "CPU", config)(x)
ours = core.compile_model("out/model.xml", "CPU", config)(x)
for i in range(2):
    assert np.array_equal(theirs[i], ours[i]), f"output {i} differs"
print("the installed package ran the offloaded model equal to OpenVINO")
PY
