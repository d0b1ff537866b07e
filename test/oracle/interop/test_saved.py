#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Issue 16, 4(b): models built and saved by OpenVINO itself
(`openvino.save_model`: IR v11, weights in the .bin, f16-compressed constants
with compress_to_fp16=True) import into ours and give OpenVINO's results.

Each case is built with OpenVINO's opset API (opset1, opset8 and opset14
MaxPool, opset3 and opset9 ROIAlign; Const rois/batch indices; chains; -1 and
interval dims),
saved with and without compression, then run by OpenVINO's CPU plugin (f32
hint) and by `ov-run model.xml` (our importer, then our compiler). MaxPool
must be bit-exact; ROIAlign f32 within --roi-ulps.
"""

import os
import shutil
import sys

import common
import models

ov = common.import_openvino()
import numpy as np  # noqa: E402
import openvino.opset1 as o1  # noqa: E402
import openvino.opset3 as o3  # noqa: E402
import openvino.opset8 as o8  # noqa: E402
import openvino.opset9 as o9  # noqa: E402
import openvino.opset14 as o14  # noqa: E402
from openvino import Dimension, PartialShape  # noqa: E402

OV_TYPES = {"f32": ov.Type.f32, "f16": ov.Type.f16, "f64": ov.Type.f64, "i8": ov.Type.i8,
            "ui8": ov.Type.u8, "i32": ov.Type.i32, "i64": ov.Type.i64}


def pool_node(param, case):
    if case["op"] == "max_pool_v1":
        return o1.max_pool(param, case["strides"], case["pads_begin"], case["pads_end"],
                           case["kernel"], case["rounding_type"], case["auto_pad"])
    max_pool = o14.max_pool if case["op"] == "max_pool_v14" else o8.max_pool
    return max_pool(param, case["strides"], case["dilations"], case["pads_begin"],
                       case["pads_end"], case["kernel"], case["rounding_type"],
                       case["auto_pad"], case["index_type"].replace("ui", "u"), case["axis"])


def build(rng, i):
    """(name, model, inputs) for case i."""
    kind = i % 8
    if kind in (0, 1, 6):
        case = models.random_pool_case(rng, {0: "max_pool_v1", 1: "max_pool_v8", 6: "max_pool_v14"}[kind])
        shape = list(case["shape"])
        pshape = PartialShape(shape)
        if rng.integers(0, 2):  # a dynamic (-1) or interval batch/spatial dim
            axis = int(rng.integers(0, len(shape)))
            pshape = PartialShape([Dimension(-1) if rng.integers(0, 2) and axis < 2 else
                                   Dimension(1, shape[a] + 3) if a == axis and a < 2 else
                                   Dimension(shape[a], shape[a] + 4) if a == axis else
                                   Dimension(shape[a]) for a in range(len(shape))])
        param = o1.parameter(pshape, OV_TYPES[case["dtype"]], name="x")
        node = pool_node(param, case)
        model = ov.Model(node.outputs(), [param], "pool")
        return f"{case} input {pshape}", model, [models.draw(rng, shape, case["dtype"])], case
    if kind in (2, 3, 7):
        # Kind 7: ROIAlign-9, its rois and batch indices Consts or Parameters.
        case = models.random_roi_case(rng, "roi_align_v9" if kind == 7 else "roi_align_v3")
        n, r = case["data"][0], case["rois"][0]
        aligned = case.get("aligned_mode", "asymmetric") != "asymmetric"
        rois, batch = models.roi_inputs(rng, case["data"], r, case["dtype"], case["index_type"],
                                        case["spatial_scale"], aligned)
        const = kind == 2 or (kind == 7 and i % 16 == 7)
        data = o3.parameter(case["data"], OV_TYPES[case["dtype"]], name="data")
        args = [data]
        inputs = [models.draw(rng, case["data"], case["dtype"])]
        if const:  # rois and batch indices as Consts (compressible)
            args += [o3.constant(rois), o3.constant(batch)]
            params = [data]
        else:
            pr = o3.parameter(PartialShape([Dimension(-1), 4]), OV_TYPES[case["dtype"]], name="rois")
            pb = o3.parameter(PartialShape([Dimension(1, 8)]), OV_TYPES[case["index_type"]], name="b")
            args += [pr, pb]
            params = [data, pr, pb]
            inputs += [rois, batch]
        args += [case["pooled_h"], case["pooled_w"], case["sampling_ratio"],
                 case["spatial_scale"], case["mode"]]
        if kind == 7:
            node = o9.roi_align(*args, case["aligned_mode"])
        else:
            node = o3.roi_align(*args)
        return f"{case} {'const' if const else 'params'}", ov.Model([node], params, "roi"), inputs
    if kind == 4:  # MaxPool-8 -> MaxPool-1 chain, both outputs of the first
        x = o8.parameter(PartialShape([1, 3, Dimension(8, 20), 12]), ov.Type.f32, name="x")
        p8 = o8.max_pool(x, [2, 1], [1, 2], [1, 0], [0, 1], [3, 2], "ceil", "explicit", "i32", 1)
        p1 = o1.max_pool(p8.output(0), [1, 2], [0, 0], [0, 0], [2, 2], "floor", "same_lower")
        model = ov.Model([p8.output(1), p1.output(0)], [x], "chain")
        return "chain", model, [models.draw(rng, [1, 3, int(rng.integers(8, 21)), 12], "f32")]
    # MaxPool feeding ROIAlign's data, Const rois.
    x = o3.parameter([2, 4, 16, 16], ov.Type.f32, name="x")
    pool = o1.max_pool(x, [2, 2], [0, 0], [0, 0], [2, 2], "floor", "explicit")
    rois, batch = models.roi_inputs(rng, [2, 4, 8, 8], 3, "f32", "i64", 0.5)
    roi = o3.roi_align(pool, o3.constant(rois), o3.constant(batch), 3, 2, 2, 0.5, "max")
    return "pool->roi_align", ov.Model([roi], [x], "pool_roi"), [models.draw(rng, [2, 4, 16, 16], "f32")]


def build_case(rng, i):
    """build(), plus the MaxPool case's attributes (None for ROIAlign)."""
    built = build(rng, i)
    return built if len(built) == 4 else (*built, None)


def python_pool_reference(case, x):
    """MaxPool's outputs by examples/reference.py, for models Node.evaluate
    cannot evaluate."""
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "examples"))
    import reference
    ones = [1] * len(case["kernel"])
    values, indices = reference.max_pool(
        x, case["kernel"], case["strides"], case["pads_begin"], case["pads_end"],
        case.get("dilations", ones), case.get("rounding_type", "floor"), axis=case.get("axis", 0),
        auto_pad=case.get("auto_pad", "explicit"), index_type=case.get("index_type", "i64"))
    return [values] if case["op"] == "max_pool_v1" else [values, indices]


def main():
    args = common.parse_args(__doc__, lambda p: p.add_argument("--roi-ulps", type=int, default=4))
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    cases = args.cases if args.cases is not None else 32
    print(f"test_saved: seed {seed} (replay with --seed {seed}), {cases} models x 2 (compress_to_fp16 off/on)")
    rng = np.random.default_rng(seed)
    ov_run = common.tool(args.build_dir, "ov-run")
    folder = common.workdir(args)
    core = ov.Core()
    failures, counts = [], {"saved": 0, "imported": 0, "agree": 0, "compressed_consts": 0}
    worst, notes = {}, {}
    refstats = {"evaluated": 0, "not evaluated": 0, "bit-exact": 0, "by examples/reference.py": 0}
    for i in range(cases):
        name, model, inputs, pool_case = build_case(rng, i)
        for compress in (False, True):
            case_dir = os.path.join(folder, f"case{i}_{int(compress)}")
            shutil.rmtree(case_dir, ignore_errors=True)
            os.makedirs(case_dir)
            xml = os.path.join(case_dir, "model.xml")
            ov.save_model(model, xml, compress_to_fp16=compress)
            counts["saved"] += 1
            if 'element_type="f16"' in open(xml).read() and compress:
                counts["compressed_consts"] += 1
            theirs = [np.asarray(v) for v in common.compile_cpu(core, core.read_model(xml))(inputs).values()]
            cmd = [ov_run, xml, "--output-dir", os.path.join(case_dir, "ours")]
            for k, value in enumerate(inputs):
                path = os.path.join(case_dir, f"input_{k}.npy")
                np.save(path, value)
                cmd += ["--input", path]
            result = common.run(cmd)
            label = f"#{i} {name} compress_to_fp16={compress}"
            if result.returncode != 0:
                failures.append(f"{label}: ov-run fails: {common.first_line(result.stderr)}")
                continue
            counts["imported"] += 1
            ours = [np.load(os.path.join(case_dir, "ours", f"output_{k}.npy")) for k in range(len(theirs))]
            is_roi = "roi" in model.get_friendly_name()
            problem = None
            reference = common.reference_outputs(core, core.read_model(xml), inputs)
            if reference is None and pool_case is not None:
                # Node.evaluate has no kernel for some dtypes (f64): the
                # project's Python reference stands in for it.
                reference = python_pool_reference(pool_case, inputs[0])
                refstats["by examples/reference.py"] += 1
            for k, (a, b) in enumerate(zip(ours, theirs)):
                ref = reference[k] if reference is not None else None
                problem, ref_ulps, ulps, note = common.compare_with_openvino(a, ref, b, is_roi, args.roi_ulps)
                refstats["evaluated" if ref is not None else "not evaluated"] += 1
                if ref_ulps == 0:
                    refstats["bit-exact"] += 1
                key = ("ROIAlign " if is_roi else "MaxPool ") + str(a.dtype)
                worst[key] = max(worst.get(key, 0), ulps)
                if note:
                    notes[note] = notes.get(note, 0) + 1
                    if note.startswith("CPU plugin differs"):
                        print(f"test_saved: {label}: output {k}: {note}")
                if problem:
                    problem = f"output {k} {problem}"
                    break
            if problem:
                failures.append(f"{label}: {problem}")
            else:
                counts["agree"] += 1
    print(f"test_saved: {counts['saved']} saved models ({counts['compressed_consts']} with f16 "
          f"constants), imported and run by ours {counts['imported']}, same results "
          f"{counts['agree']}; largest ULP distance to the CPU plugin: "
          + ", ".join(f"{k} {v}" for k, v in sorted(worst.items())))
    print(f"test_saved: OpenVINO's reference evaluation (Node.evaluate): {refstats['evaluated']} "
          f"outputs evaluated, {refstats['bit-exact']} bit-exact with ours, "
          f"{refstats['not evaluated']} not evaluable; {refstats['by examples/reference.py']} "
          f"MaxPool models judged by examples/reference.py instead")
    for note, count in notes.items():
        print(f"test_saved: known CPU-plugin difference, {count} output(s): {note}")
    for problem in failures:
        print("FAIL:", problem)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
