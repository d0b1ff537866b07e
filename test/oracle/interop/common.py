"""Shared helpers of the interop oracle tests (issue 16, sections 3 and 4).

OpenVINO (the venv's `openvino`) judges our IR importer/exporter, our shape
inference and our compiled results. Every script takes --build-dir (the
ov-mlir build folder with tools/ov-translate, tools/ov-run, tools/ov-opt) and
exits 77 (skip) with one line when openvino cannot be imported.
"""

import argparse
import re
import os
import subprocess
import sys
import tempfile

SKIP = 77


def parse_args(description, extra=None):
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--cases", type=int, default=None)
    parser.add_argument("--keep", help="folder to keep the generated files in")
    if extra:
        extra(parser)
    return parser.parse_args()


def import_openvino():
    """openvino, or exit 77 with one line saying why."""
    try:
        import openvino  # noqa: F401
        import numpy  # noqa: F401
    except ImportError as error:
        print(f"SKIPPED: openvino is not available to {sys.executable} ({error})")
        sys.exit(SKIP)
    return openvino


def tool(build_dir, name):
    path = os.path.join(build_dir, "tools", name, name)
    if not os.access(path, os.X_OK):
        sys.exit(f"error: {path} is not built")
    return path


def workdir(args):
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        return args.keep
    return tempfile.mkdtemp(prefix="ov-interop-")


def run(cmd, **kwargs):
    return subprocess.run(cmd, capture_output=True, text=True, **kwargs)


def first_line(text):
    """The last non-empty line of an OpenVINO exception or our stderr (the
    one that says what is wrong)."""
    lines = [l.strip() for l in str(text).splitlines() if l.strip()]
    return lines[-1] if lines else ""


def compile_cpu(core, model):
    """OpenVINO's CPU plugin in f32 (without the hint, bf16 units run bf16)."""
    return core.compile_model(model, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})


def ulp_distance(a, b):
    """Largest distance in units in the last place between two float arrays
    of one dtype (NaN == NaN; 0 for integer arrays that are equal)."""
    import numpy as np
    if a.dtype.kind != "f":
        return 0 if np.array_equal(a, b) else float("inf")
    bits = {2: np.int16, 4: np.int32, 8: np.int64}[a.dtype.itemsize]
    both_nan = np.isnan(a) & np.isnan(b)
    ia = a.view(bits).astype(np.int64)
    ib = b.view(bits).astype(np.int64)
    # Map sign-magnitude to a monotonic integer line.
    lowest = np.int64(-(1 << (8 * a.dtype.itemsize - 1)))
    ia = np.where(ia < 0, lowest - ia, ia)
    ib = np.where(ib < 0, lowest - ib, ib)
    d = np.abs(ia - ib)
    d[both_nan] = 0
    d[np.isnan(a) != np.isnan(b)] = np.iinfo(np.int64).max
    return int(d.max()) if d.size else 0


# Our documented stricter rules (README "Where ov-mlir is stricter than
# OpenVINO" and "OpenVINO IR" decisions), as patterns on our error line.
STRICTER = {
    "declared dims checked": r"declared (dim|rank)",
    "kernel/strides/dilations >= 1, pads >= 0": r"expected (kernel|strides|dilations)\[\d+\] >= 1|expected pads_(begin|end)\[\d+\] >= 0",
    "index_element_type i32 or i64": r"index_element_type|result #1 must be tensor of 32-bit signless integer or 64-bit",
    "ROIAlign attribute ranges": r"expected (pooled_h|pooled_w) >= 1|expected sampling_ratio >= 0|expected spatial_scale to be finite",
    "non-empty ROIAlign feature map": r"expected a non-empty feature map",
    "port counts checked": r"expected \d+ input port\(s\) and \d+ output port\(s\)",
    "element types the ops take": r"must be (ranked |unranked )?tensor of|expected rois to have the element type of data",
    "overflow/absurd sizes": r"overflow|absurd|2\^40",
}


def stricter_rule(message):
    """The documented stricter rule our error line is an instance of, or
    None."""
    return next((rule for rule, pattern in STRICTER.items() if re.search(pattern, message)), None)
