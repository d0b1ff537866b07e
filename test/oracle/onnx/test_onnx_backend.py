#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ONNX's own backend node tests for the pooling and ROI ops, through
OpenVINO's ONNX frontend and ov-mlir.

The cases come from the test venv's onnx package at run time
(`onnx.backend.test.case.node.collect_testcases`): every case whose graph
holds MaxPool, AveragePool, GlobalMaxPool, GlobalAveragePool or RoiAlign.
Each model is read by OpenVINO's ONNX frontend, saved as OpenVINO IR, and
run by `ov-run` (which imports, compiles and runs it) on the case's inputs.
A case ends in one of four ways:

- passed: every output within ONNX's tolerance (the case's rtol and atol)
  of ONNX's expected output;
- refused: the IR holds a layer outside ov-mlir's op set, and ov-run says so
  in one line naming that layer;
- OpenVINO differs from ONNX (DIFFERENCES, each with its reason): ours must
  then give OpenVINO's own answer instead of ONNX's, as the interop oracle
  judges it against the CPU plugin in f32 (MaxPool bit for bit, ROIAlign
  within 4 ULP: common.compare_outputs);
- not yet supported (NOT_YET, each with its reason): refused in one line
  naming the layer. When such a case starts to pass, the test fails until it
  is taken off the list, so the list stays true.

Anything else fails the test. Prints a line per case and the counts.
"""

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "interop"))
import common  # noqa: E402

ov = common.import_openvino()
import numpy as np  # noqa: E402

# ROIAlign against OpenVINO's CPU plugin, as the interop oracle judges it.
ROI_ULPS = 4
OPS = {"MaxPool", "AveragePool", "GlobalMaxPool", "GlobalAveragePool", "RoiAlign"}

# Cases where OpenVINO's answer is not ONNX's: ours follows OpenVINO.
DIFFERENCES = {
    "test_maxpool_2d_ceil_output_size_reduce_by_one":
        "ONNX's ceil mode drops a last window that would start in the end "
        "padding; the frontend writes MaxPool-8, whose ceil rounding keeps it "
        "(docs/conformance.md: ceil rounding has no torch-style clamp)",
    "test_roialign_mode_max":
        "ONNX's max mode takes the max of the bilinear-weighted corner values "
        "of each sample; OpenVINO's ROIAlign max mode takes the max over the "
        "interpolated samples, starting at 0 (docs/semantics.md 4.10)",
}

# Cases in the op set that ov-mlir cannot compute yet (none: the six dilated
# AveragePool cases, which the frontend writes as AvgPool-16, pass since
# ov-mlir has AvgPool-16's op).
NOT_YET = {}


def collect():
    import warnings
    from onnx.backend.test.case.node import collect_testcases
    with warnings.catch_warnings():
        # Other ops' generators overflow casts on purpose.
        warnings.simplefilter("ignore")
        cases = collect_testcases("")
    return [case for case in cases
            if any(node.op_type in OPS for node in case.model.graph.node)]


def to_openvino_ir(core, case, folder):
    """The case's model as OpenVINO IR written by OpenVINO (the path of the
    .xml), and the model OpenVINO read."""
    import onnx
    onnx_path = os.path.join(folder, case.name + ".onnx")
    onnx.save(case.model, onnx_path)
    model = core.read_model(onnx_path)
    xml = os.path.join(folder, case.name + ".xml")
    ov.save_model(model, xml, compress_to_fp16=False)
    return xml, model


def run_ours(ov_run, xml, inputs, folder):
    """(outputs, None) or (None, stderr lines)."""
    out_dir = os.path.join(folder, os.path.basename(xml)[:-4] + ".out")
    args = [ov_run, xml, "--output-dir", out_dir]
    for i, value in enumerate(inputs):
        path = os.path.join(folder, f"{os.path.basename(xml)[:-4]}.in{i}.npy")
        np.save(path, value)
        args += ["--input", path]
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        return None, [l for l in result.stderr.splitlines() if l.strip()]
    count = len([f for f in os.listdir(out_dir) if f.startswith("output_")])
    return [np.load(os.path.join(out_dir, f"output_{i}.npy")) for i in range(count)], None


def openvino_outputs(core, model, inputs):
    compiled = common.compile_cpu(core, model)
    result = compiled(list(inputs))
    return [result[output] for output in compiled.outputs]


def within_onnx_tolerance(ours, expected, case):
    if len(ours) != len(expected):
        return f"{len(ours)} outputs, ONNX expects {len(expected)}"
    for i, (a, b) in enumerate(zip(ours, expected)):
        if a.shape != b.shape:
            return f"output {i}: shape {a.shape}, ONNX expects {b.shape}"
        if not np.allclose(a.astype(np.float64), b.astype(np.float64),
                           rtol=case.rtol, atol=case.atol):
            worst = np.max(np.abs(a.astype(np.float64) - b.astype(np.float64)))
            return f"output {i}: off by up to {worst:g} (rtol {case.rtol}, atol {case.atol})"
    return None


def is_layer_refusal(lines):
    return len(lines) == 1 and re.search(r"layer \d+ '[^']*' \(type \w+", lines[0]) is not None


def judge(case, core, ov_run, folder):
    """(outcome, problem or None)."""
    inputs, expected = case.data_sets[0]
    xml, model = to_openvino_ir(core, case, folder)
    ours, errors = run_ours(ov_run, xml, inputs, folder)
    if case.name in NOT_YET:
        if ours is not None:
            return "not yet", "now passes through ov-run: take it off NOT_YET"
        if not is_layer_refusal(errors):
            return "not yet", f"not a one-line refusal naming the layer: {errors}"
        return "not yet", None
    if ours is None:
        if is_layer_refusal(errors) and "not supported" in errors[0]:
            return "refused", None
        return "failed", f"ov-run failed: {errors}"
    if case.name in DIFFERENCES:
        theirs = openvino_outputs(core, model, inputs)
        is_roi = "roialign" in case.name
        for i, (a, b) in enumerate(zip(ours, theirs)):
            problem, _, _ = common.compare_outputs(a, b, is_roi, ROI_ULPS)
            if problem:
                return "OpenVINO differs", f"output {i}: {problem}"
        if within_onnx_tolerance(ours, expected, case) is None:
            return "OpenVINO differs", "equals ONNX's answer: take it off DIFFERENCES"
        return "OpenVINO differs", None
    problem = within_onnx_tolerance(ours, expected, case)
    return ("passed", None) if problem is None else ("failed", problem)


def main():
    args = common.parse_args(__doc__.splitlines()[0])
    ov_run = common.tool(args.build_dir, "ov-run")
    folder = common.workdir(args)
    core = ov.Core()
    counts = {}
    failures = []
    for case in collect():
        outcome, problem = judge(case, core, ov_run, folder)
        counts[outcome] = counts.get(outcome, 0) + 1
        reason = DIFFERENCES.get(case.name) or NOT_YET.get(case.name) or ""
        print(f"{case.name}: {outcome}" + (f" ({reason})" if reason else ""))
        if problem:
            failures.append(f"{case.name}: {problem}")
    print("onnx: " + ", ".join(f"{outcome} {n}" for outcome, n in sorted(counts.items())))
    for failure in failures:
        print("FAILED: " + failure)
    print(f"onnx: {sum(counts.values()) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
