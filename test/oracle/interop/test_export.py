#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Issue 16, 4(a): every model `ov-translate --export-openvino` writes is read
by OpenVINO (`Core().read_model`), compiled for CPU (f32 hint), run, and
gives our results (`ov-run` on the same model and .npy inputs).

Models: examples/*.mlir (one function each), the importable test models of
test/Import/Inputs (imported, then exported), and seeded random one-layer
cases (MaxPool-1, MaxPool-8, MaxPool-14, ROIAlign-3, ROIAlign-9). MaxPool
values and indices must be bit-exact; ROIAlign is reported as the largest ULP
distance and must stay within --roi-ulps (OpenVINO's CPU plugin has its own
ROIAlign kernel).
"""

import glob
import os
import re
import shutil
import sys

import common
import models

ov = common.import_openvino()
import numpy as np  # noqa: E402


def split_functions(text):
    """Each top-level func.func of a file, as its own module text."""
    funcs, current = [], None
    for line in text.splitlines():
        if line.startswith("func.func"):
            current = [line]
        elif current is not None:
            current.append(line)
            if line.startswith("}"):
                funcs.append("\n".join(current) + "\n")
                current = None
    return funcs


ROI_TYPES = ("ROIAlign", "ROIAlignRotated", "ROIPooling")


def pooling_rois(rng, data_shape, count, scale, method, dtype):
    """ROIPooling-2's boxes [R, 5]: the batch index in column 0, then x1, y1,
    x2, y2 in image coordinates (max) or as fractions of the map
    (bilinear)."""
    extent = (1.0, 1.0) if method == "bilinear" else (
        data_shape[3] / scale, data_shape[2] / scale)
    x = np.sort(rng.uniform(0, extent[0], (count, 2)), axis=1)
    y = np.sort(rng.uniform(0, extent[1], (count, 2)), axis=1)
    batch = rng.integers(0, data_shape[0], count)
    return np.stack([batch, x[:, 0], y[:, 0], x[:, 1], y[:, 1]],
                    axis=1).astype(dtype)


def rotated_rois(rng, data_shape, count, scale, dtype):
    """ROIAlignRotated's boxes in image coordinates: centres on the map,
    sizes from half a pixel to half the map, angles in [-pi, pi]."""
    height, width = data_shape[2] / scale, data_shape[3] / scale
    boxes = np.stack([rng.uniform(0, width, count), rng.uniform(0, height, count),
                      rng.uniform(0.5, width / 2, count), rng.uniform(0.5, height / 2, count),
                      rng.uniform(-np.pi, np.pi, count)], axis=1)
    return boxes.astype(dtype)


def inputs_for(model, rng):
    """Inputs for an OpenVINO model's parameters: dynamic dims take a size
    within their bounds; ROIAlign's rois/batch_indices get valid boxes."""
    params = model.get_parameters()
    shapes = []
    for p in params:
        dims = []
        for d in p.get_partial_shape():
            if d.is_static:
                dims.append(d.get_length())
            else:
                lo = d.get_min_length()
                hi = d.get_max_length() if d.get_max_length() >= 0 else 1 << 30
                dims.append(int(min(max(lo, 5), hi)))
        shapes.append(dims)
    values = []
    data_shape = next((s for s in shapes if len(s) == 4), None)
    # ROIAlign's R: whichever of rois dim 0 / batch_indices dim 0 is static.
    count = None
    for p, shape in zip(params, shapes):
        ps = p.get_partial_shape()
        if ps.rank.is_static and len(ps) in (1, 2) and ps[0].is_static:
            count = ps[0].get_length()
    scale, aligned, pooling_method = 1.0, False, None
    for op in model.get_ordered_ops():
        if op.get_type_name() in ROI_TYPES:
            attributes = op.get_attributes()
            scale = float(attributes["spatial_scale"])
            aligned = attributes.get("aligned_mode", "asymmetric") != "asymmetric"
            if op.get_type_name() == "ROIPooling":
                pooling_method = attributes.get("method", "max")
    is_roi_model = any(op.get_type_name() in ROI_TYPES for op in model.get_ordered_ops())
    for p, shape in zip(params, shapes):
        dtype = p.get_element_type().to_dtype()
        name = {np.float32: "f32", np.float16: "f16", np.float64: "f64", np.int8: "i8",
                np.int32: "i32", np.int64: "i64", np.uint8: "ui8"}[dtype.type]
        if is_roi_model and len(shape) == 2 and shape[1] == 4:
            shape = [count if count is not None else shape[0], 4]
            rois, _ = models.roi_inputs(rng, data_shape, shape[0], name, "i32", scale, aligned)
            values.append(rois)
        elif pooling_method is not None and len(shape) == 2 and shape[1] == 5:
            values.append(pooling_rois(rng, data_shape, count if count is not None
                                       else shape[0], scale, pooling_method, dtype))
        elif is_roi_model and len(shape) == 2 and shape[1] == 5:
            values.append(rotated_rois(rng, data_shape, count if count is not None
                                       else shape[0], scale, dtype))
        elif is_roi_model and len(shape) == 1:
            shape = [count if count is not None else shape[0]]
            values.append(rng.integers(0, data_shape[0], size=shape).astype(dtype))
        else:
            values.append(models.draw(rng, shape, name))
    return values


def run_ours(ov_run, model_path, inputs, folder):
    shutil.rmtree(os.path.join(folder, "ours"), ignore_errors=True)
    args = [ov_run, model_path, "--output-dir", os.path.join(folder, "ours")]
    for i, value in enumerate(inputs):
        path = os.path.join(folder, f"input_{i}.npy")
        np.save(path, value)
        args += ["--input", path]
    result = common.run(args)
    if result.returncode != 0:
        return None, common.first_line(result.stderr)
    outs, i = [], 0
    while os.path.exists(os.path.join(folder, "ours", f"output_{i}.npy")):
        outs.append(np.load(os.path.join(folder, "ours", f"output_{i}.npy")))
        i += 1
    return outs, None


def python_roi_reference(case, inputs):
    """ROIAlign's output by examples/reference.py, for models Node.evaluate
    cannot evaluate (f16 ROIAlign-9, whose CPU plugin computes in f32: a
    sample just past the image edge in f32 can be on it in f16)."""
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "examples"))
    import reference
    data, rois, batch = inputs
    try:
        return [reference.roi_align(
            data, rois, batch, case["pooled_h"], case["pooled_w"], case["sampling_ratio"],
            case["spatial_scale"], case["mode"], case.get("aligned_mode", "asymmetric"))]
    except reference.Refused:
        return None


def check_model(name, mlir_path, folder, tools, core, rng, roi_ulps, stats, case=None):
    xml = os.path.join(folder, "exported.xml")
    result = common.run([tools["ov-translate"], "--export-openvino", mlir_path, "-o", xml])
    if result.returncode != 0:
        return f"{name}: export failed: {common.first_line(result.stderr)}"
    try:
        model = core.read_model(xml)
    except Exception as error:  # OpenVINO raises RuntimeError subclasses
        return f"{name}: read_model rejects our export: {common.first_line(error)}"
    stats["read"] += 1
    try:
        compiled = common.compile_cpu(core, model)
    except Exception as error:
        return f"{name}: compile_model rejects our export: {common.first_line(error)}"
    stats["compiled"] += 1
    inputs = inputs_for(model, rng)
    try:
        theirs = [np.asarray(v) for v in compiled(inputs).values()]
    except Exception as error:
        return f"{name}: OpenVINO's infer fails: {common.first_line(error)}"
    ours, problem = run_ours(tools["ov-run"], mlir_path, inputs, folder)
    if problem:
        return f"{name}: ov-run failed: {problem}"
    if len(ours) != len(theirs):
        return f"{name}: {len(ours)} outputs, OpenVINO gives {len(theirs)}"
    is_roi = any(op.get_type_name() in ROI_TYPES for op in model.get_ordered_ops())
    reference = common.reference_outputs(core, model, inputs)
    # Which reference judges this model's outputs (counted apart).
    judge = stats["ref"]
    if reference is None and is_roi and case is not None:
        reference = python_roi_reference(case, inputs)
        if reference is not None:
            stats["python"]["models"] += 1
            judge = stats["python"]
    for i, (a, b) in enumerate(zip(ours, theirs)):
        ref = reference[i] if reference is not None else None
        problem, ref_ulps, ulps, note = common.compare_with_openvino(a, ref, b, is_roi, roi_ulps)
        key = ("ROIAlign " if is_roi else "MaxPool ") + str(a.dtype)
        stats["ulps"][key] = max(stats["ulps"].get(key, 0), ulps)
        if ref is None:
            stats["ref"]["not evaluated"] += 1
        else:
            judge["evaluated"] += 1
            if ref_ulps == 0:
                judge["bit-exact"] += 1
        if note:
            stats["notes"][note] = stats["notes"].get(note, 0) + 1
            if note.startswith("CPU plugin differs"):
                print(f"test_export: {name}: output {i}: {note}")
        if problem:
            return f"{name}: output {i} {problem}"
    stats["agree"] += 1
    return None


def importable_test_models(root):
    """test/Import/Inputs models the importer accepts and ov-run can compile
    (only ov ops: error-* files are refused, generic-* files hold versions
    without an op yet)."""
    names = []
    for path in sorted(glob.glob(os.path.join(root, "test", "Import", "Inputs", "*.xml"))):
        base = os.path.basename(path)
        if base.startswith(("error-", "generic-")) or "as-written" in base or "conv-relu" in base:
            continue
        names.append(path)
    return names


def main():
    args = common.parse_args(__doc__, lambda p: p.add_argument("--roi-ulps", type=int, default=4))
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    cases = args.cases if args.cases is not None else 40
    print(f"test_export: seed {seed} (replay with --seed {seed}), {cases} random cases")
    rng = np.random.default_rng(seed)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    tools = {t: common.tool(args.build_dir, t) for t in ("ov-translate", "ov-run")}
    folder = common.workdir(args)
    core = ov.Core()
    stats = {"models": 0, "read": 0, "compiled": 0, "agree": 0, "ulps": {}, "notes": {},
             "ref": {"evaluated": 0, "not evaluated": 0, "bit-exact": 0},
             "python": {"models": 0, "evaluated": 0, "bit-exact": 0}}
    failures = []
    sources = []
    for path in sorted(glob.glob(os.path.join(root, "examples", "*.mlir"))):
        if os.path.basename(path) == "invalid.mlir":
            continue
        for func in split_functions(open(path).read()):
            fname = re.match(r"func\.func @(\w+)", func).group(1)
            sources.append((f"examples/{os.path.basename(path)}:@{fname}", func))
    for path in importable_test_models(root):
        extra = []
        # Their weights are written by test/Import/const.test and
        # compressed-const.test; the same here.
        weights = {
            "roi-align-const.xml": np.array([[0, 0, 3, 3], [1, 1, 2.5, 4]], np.float32).tobytes()
            + np.array([1, 0], np.int64).tobytes(),
            "compressed-const.xml": np.array([[0, 0, 3, 3], [1, 1, 2.5, 4]], np.float16).tobytes()
            + np.array([0, 0], np.int32).tobytes(),
        }
        if os.path.basename(path) in weights:
            bin_path = os.path.join(folder, os.path.basename(path)[:-4] + ".bin")
            with open(bin_path, "wb") as f:
                f.write(weights[os.path.basename(path)])
            extra = ["--bin", bin_path]
        result = common.run([tools["ov-translate"], "--import-openvino", path] + extra)
        if result.returncode != 0:
            failures.append(f"{path}: our importer rejects it: {common.first_line(result.stderr)}")
            continue
        sources.append(("test/Import/Inputs/" + os.path.basename(path), result.stdout))
    gens = ["max_pool_v1", "max_pool_v8", "max_pool_v14", "roi_align_v3", "roi_align_v9"]
    for i in range(cases):
        op = gens[i % len(gens)]
        case = (models.random_roi_case(rng, op) if op.startswith("roi_align")
                else models.random_pool_case(rng, op))
        sources.append((f"random#{i} {op} {case}", models.mlir_text(case), case))
    for i, (name, text, *case) in enumerate(sources):
        case_dir = os.path.join(folder, f"case{i}")
        os.makedirs(case_dir, exist_ok=True)
        mlir_path = os.path.join(case_dir, "model.mlir")
        with open(mlir_path, "w") as f:
            f.write(text)
        stats["models"] += 1
        problem = check_model(name, mlir_path, case_dir, tools, core, rng, args.roi_ulps, stats,
                              case[0] if case else None)
        if problem:
            failures.append(problem)
    print(f"test_export: {stats['models']} models exported; read_model accepted "
          f"{stats['read']}, compile_model {stats['compiled']}, same results "
          f"{stats['agree']}; largest ULP distance to the CPU plugin by op and type: "
          + ", ".join(f"{k} {v}" for k, v in sorted(stats["ulps"].items())))
    print(f"test_export: OpenVINO's reference evaluation (Node.evaluate): "
          f"{stats['ref']['evaluated']} outputs evaluated, {stats['ref']['bit-exact']} bit-exact "
          f"with ours, {stats['ref']['not evaluated']} not evaluable; "
          f"{stats['python']['models']} ROIAlign models judged by "
          f"examples/reference.py instead: {stats['python']['evaluated']} outputs, "
          f"{stats['python']['bit-exact']} bit-exact with ours")
    for note, count in stats["notes"].items():
        print(f"test_export: known CPU-plugin difference, {count} output(s): {note}")
    for problem in failures:
        print("FAIL:", problem)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
