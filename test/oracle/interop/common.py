# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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


# Our documented stricter rules (docs/conformance.md "Where ov-mlir is stricter than
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
    "unranked MaxPool input: kernel of 1 to 3 values": r"expected kernel to have 1, 2 or 3 values",
    # ov dialect text only (the importer reads OpenVINO's empty pads as zeros).
    "strict attributes (an attribute the resolved version lacks)": r"is not an attribute of \w+-\d+, the version opset\d+ resolves",
    "integer list elements with a fraction": r"'[^']*\d\.\d*[1-9][^']*' is not a list of integers",
    "dialect pads list one value per axis": r"expected pads_(begin|end) to have one value per spatial axis \(\d+, the length of kernel\), got 0",
}


def stricter_rule(message):
    """The documented stricter rule our error line is an instance of, or
    None."""
    return next((rule for rule, pattern in STRICTER.items() if re.search(pattern, message)), None)


def compare_with_openvino(ours, reference, plugin, is_roi, roi_ulps):
    """(problem or None, ULP distance to the reference, ULP distance to the
    CPU plugin, note). Ours must equal OpenVINO's reference evaluation bit
    for bit when it is available; against the CPU plugin the tolerances of
    compare_outputs apply."""
    ref_ulps = None
    if reference is not None:
        ref = reference.astype(ours.dtype) if reference.dtype != ours.dtype else reference
        if ref.shape != ours.shape:
            return f"shape {ours.shape}, OpenVINO's reference {ref.shape}", None, 0, None
        ref_ulps = ulp_distance(ours, ref)
    problem, plugin_ulps, note = compare_outputs(ours, plugin, is_roi, roi_ulps)
    if ref_ulps:
        return f"differs from OpenVINO's reference by {ref_ulps} ULP ({ours.dtype})", ref_ulps, plugin_ulps, note
    if problem and ref_ulps == 0 and ours.dtype == np_float16() and is_roi:
        # Bit-exact with the reference; the plugin computes f16 in f32.
        return None, 0, plugin_ulps, "f16 ROIAlign: CPU plugin computes in f32 (ours = reference)"
    if problem and ref_ulps == 0:
        # OpenVINO disagrees with itself; we follow its reference. The
        # caller lists these cases (e.g. the plugin's dynamic-shape MaxPool
        # drops same_* pads when the input has an interval dim).
        return None, 0, plugin_ulps, "CPU plugin differs from OpenVINO's reference (ours = reference): " + problem
    return problem, ref_ulps, plugin_ulps, note


def np_float16():
    import numpy as np
    return np.float16


def compare_outputs(ours, theirs, is_roi, roi_ulps):
    """(problem or None, ULP distance, note) for one output against OpenVINO
    CPU plugin's. MaxPool must be bit-exact, with one known plugin
    difference: the CPU plugin runs f64 in f32 and i64 in i32, so a window
    with no input element (valid + ceil) gives the 32-bit type's lowest where
    ours (and OpenVINO's reference) give the 64-bit type's. ROIAlign f32 within `roi_ulps` ULP or 1e-6 of the
    output's magnitude (cancellation in the bilinear sums makes ULPs of small
    values large); f16 close: the plugin computes an f16 ROIAlign in f32."""
    import numpy as np
    if ours.shape != theirs.shape:
        return f"shape {ours.shape}, OpenVINO {theirs.shape}", 0, None
    theirs = theirs.astype(ours.dtype) if theirs.dtype != ours.dtype else theirs
    ulps = ulp_distance(ours, theirs)
    scale = max(1.0, float(np.nanmax(np.abs(theirs.astype(np.float64))))) if theirs.size else 1.0
    if not is_roi:
        if ulps == 0:
            return None, 0, None
        narrow = {np.dtype(np.float64): np.finfo(np.float32).min,
                  np.dtype(np.int64): np.iinfo(np.int32).min}.get(ours.dtype)
        if narrow is not None:
            lowest = np.finfo(ours.dtype).min if ours.dtype.kind == "f" else np.iinfo(ours.dtype).min
            differ = ours != theirs
            known = (ours[differ] == lowest) & (theirs[differ] == ours.dtype.type(narrow))
            if known.all():
                return None, ulps, (f"{ours.dtype} empty window: the plugin runs 64-bit types in "
                                    f"32 bits and gives the 32-bit lowest")
        return f"differs by {ulps} ULP ({ours.dtype})", ulps, None
    if ours.dtype == np.float16:
        ok = np.allclose(ours.astype(np.float32), theirs.astype(np.float32), rtol=0, atol=0.1 * scale)
        return (None if ok else f"f16 ROIAlign far from OpenVINO's ({ulps} ULP)"), ulps, None
    diff = np.abs(ours.astype(np.float64) - theirs.astype(np.float64))
    if ulps <= roi_ulps or float(diff.max()) <= 1e-6 * scale:
        return None, ulps, None
    return f"differs by {ulps} ULP, {float(diff.max()):g} absolute ({ours.dtype})", ulps, None


def reference_outputs(core, model, inputs):
    """OpenVINO's reference evaluation of `model` on `inputs`: the model
    reshaped to the inputs' shapes, then every node's `Node.evaluate` in
    topological order (the Python API has no Model-level evaluate). None when
    a node cannot be evaluated."""
    import openvino as ov
    model = model.clone()
    model.reshape({p.output(0): ov.PartialShape(list(x.shape))
                   for p, x in zip(model.get_parameters(), inputs)})
    values = {}
    for p, x in zip(model.get_parameters(), inputs):
        values[(p.get_name(), 0)] = ov.Tensor(x)
    results = {}
    for node in model.get_ordered_ops():
        kind = node.get_type_name()
        if kind == "Parameter":
            continue
        ins = [values[(i.get_source_output().get_node().get_name(), i.get_source_output().get_index())]
               for i in node.inputs()]
        if kind == "Result":
            results[node.get_name()] = ins[0].data.copy()
            continue
        outs = [ov.Tensor(node.get_output_element_type(k), list(node.get_output_shape(k)))
                for k in range(node.get_output_size())]
        if not node.evaluate(outs, ins):
            return None
        for k, t in enumerate(outs):
            values[(node.get_name(), k)] = t
    # get_ordered_ops is topological, not the model's result order.
    return [results[r.get_name()] for r in model.get_results()]
