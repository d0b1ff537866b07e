#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Issue 16, section 3: shapes and rejections, judged by OpenVINO.

A seeded generator of edge and invalid attribute sets and input shapes
(static, dynamic -1, intervals lo..hi, dynamic rank) for MaxPool-1, MaxPool-8,
MaxPool-14, ROIAlign-3 and ROIAlign-9. OpenVINO's side: the node built with
openvino.opset1/opset8/opset14/opset3/opset9 (validate_and_infer_types runs in
the constructor), its
get_output_partial_shape, or the exception it raises. Our side: the same
case as an IR file through `ov-translate --import-openvino` (the importer
builds the op with its inferring builder, runs the verifier and ShapeRules'
interval rules); the printed result types and `ov.dims_min`/`ov.dims_max`.
Cases without intervals also go through `ov-opt --ov-infer-shapes` on the same
op as ov dialect text (the verifier and the shape inference pass).

Every case must agree (same inferred shape with the same bounds, or both
reject), or be one of our documented stricter rules (common.STRICTER, the
docs/conformance.md's list): anything else fails the test.
"""

import collections
import os
import re
import sys

import common

ov = common.import_openvino()
import numpy as np  # noqa: E402
import openvino.opset1 as o1  # noqa: E402
import openvino.opset3 as o3  # noqa: E402
import openvino.opset8 as o8  # noqa: E402
import openvino.opset9 as o9  # noqa: E402
import openvino.opset14 as o14  # noqa: E402
from openvino import Dimension, PartialShape  # noqa: E402

UNBOUNDED = -1


# ---------------------------------------------------------------------------
# The generator
# ---------------------------------------------------------------------------

def gen_dim(rng, small=False, allow_zero=False):
    """(lo, hi): static (lo == hi), -1 (0, -1) or an interval."""
    kind = rng.random()
    top = 6 if small else 14
    if kind < 0.55:
        v = int(rng.integers(0 if allow_zero else 1, top))
        return (v, v)
    if kind < 0.7:
        return (0, UNBOUNDED)
    lo = int(rng.integers(0, top))
    if rng.random() < 0.2:
        return (lo, UNBOUNDED)
    return (lo, lo + int(rng.integers(1, 12)))


def gen_shape(rng, rank, dims_zero=False):
    if rank is None:
        return None
    return [gen_dim(rng, allow_zero=dims_zero and rng.random() < 0.1) for _ in range(rank)]


def maybe_wrong_length(rng, values, p=0.06):
    r = rng.random()
    if r < p / 3:
        return values[:-1]
    if r < 2 * p / 3:
        return values + [values[-1] if values else 1]
    if r < p:
        return []
    return values


def gen_pool(rng, op):
    rank = None if rng.random() < 0.06 else int(rng.choice([3, 4, 5, 5, 4, 3, 2, 6], p=[.3, .3, .2, 0, 0, 0, .1, .1]))
    k = int(rng.integers(1, 4)) if rank is None else max(1, rank - 2)
    if rng.random() < 0.05:
        k = max(1, k + int(rng.choice([-1, 1])))
    kernel = [int(rng.integers(0 if rng.random() < 0.05 else 1, 6)) for _ in range(k)]
    case = {
        "op": op,
        "shape": gen_shape(rng, rank, dims_zero=True),
        "kernel": kernel,
        "strides": maybe_wrong_length(rng, [int(rng.integers(0 if rng.random() < 0.03 else 1, 4)) for _ in range(k)]),
        "pads_begin": maybe_wrong_length(rng, [int(rng.integers(0, 4)) for _ in range(k)]),
        "pads_end": maybe_wrong_length(rng, [int(rng.integers(0, 4)) for _ in range(k)]),
        "dilations": maybe_wrong_length(rng, [int(rng.integers(0 if rng.random() < 0.03 else 1, 4)) for _ in range(k)]),
        "auto_pad": str(rng.choice(["explicit", "valid", "same_upper", "same_lower"])),
        # ceil_torch: valid in v14 only (often there), rejected by v1 and v8.
        "rounding_type": str(rng.choice(["floor", "ceil"] * (15 if op != "max_pool_v14" else 1)
                                        + ["ceil_torch"])),
        "index_type": str(rng.choice(["i32", "i64"])),
        "axis": int(rng.integers(-(rank or 4) - 1, (rank or 4) + 1)),
    }
    if op == "max_pool_v1":
        case["dilations"] = [1] * k
    return case


def gen_roi(rng, op):
    def rank(default, others):
        return None if rng.random() < 0.05 else (default if rng.random() < 0.93 else int(rng.choice(others)))
    data = gen_shape(rng, rank(4, [3, 5]), dims_zero=True)
    rois = gen_shape(rng, rank(2, [1, 3]))
    batch = gen_shape(rng, rank(1, [2]))
    if rois and len(rois) >= 2 and rng.random() < 0.8:
        rois[1] = (4, 4) if rng.random() < 0.7 else gen_dim(rng, small=True)
    if rois and batch and rng.random() < 0.5:
        batch[0] = rois[0]
    case = {
        "op": op, "data": data, "rois": rois, "batch": batch,
        "index_type": str(rng.choice(["i32", "i64"])),
        "pooled_h": int(rng.integers(-1 if rng.random() < 0.05 else 1, 5)),
        "pooled_w": int(rng.integers(0 if rng.random() < 0.05 else 1, 5)),
        "sampling_ratio": int(rng.integers(-1 if rng.random() < 0.05 else 0, 4)),
        "spatial_scale": float(rng.choice([1.0, 0.5, 0.0625, 2.0] * 8 + [0.0, -1.0, float("inf"), float("nan")])),
        "mode": str(rng.choice(["avg", "max"])),
    }
    if op == "roi_align_v9":
        case["aligned_mode"] = str(rng.choice(["asymmetric", "half_pixel_for_nn", "half_pixel"]))
    return case


# ---------------------------------------------------------------------------
# OpenVINO's side
# ---------------------------------------------------------------------------

def partial(shape):
    if shape is None:
        return PartialShape.dynamic()
    return PartialShape([Dimension(lo, hi) if lo != hi else Dimension(lo) for lo, hi in shape])


def openvino_shapes(case):
    """[(lo, hi) per dim or None for a dynamic rank] per output, or the
    exception's message."""
    try:
        if case["op"] in ("roi_align_v3", "roi_align_v9"):
            args = (o3.parameter(partial(case["data"]), ov.Type.f32),
                    o3.parameter(partial(case["rois"]), ov.Type.f32),
                    o3.parameter(partial(case["batch"]), getattr(ov.Type, case["index_type"])),
                    case["pooled_h"], case["pooled_w"], case["sampling_ratio"],
                    case["spatial_scale"], case["mode"])
            if case["op"] == "roi_align_v9":
                node = o9.roi_align(*args, case["aligned_mode"])
            else:
                node = o3.roi_align(*args)
        elif case["op"] == "max_pool_v1":
            node = o1.max_pool(o1.parameter(partial(case["shape"]), ov.Type.f32), case["strides"],
                               case["pads_begin"], case["pads_end"], case["kernel"],
                               case["rounding_type"], case["auto_pad"])
        else:
            max_pool = o14.max_pool if case["op"] == "max_pool_v14" else o8.max_pool
            node = max_pool(o8.parameter(partial(case["shape"]), ov.Type.f32), case["strides"],
                               case["dilations"], case["pads_begin"], case["pads_end"], case["kernel"],
                               case["rounding_type"], case["auto_pad"], case["index_type"], case["axis"])
    except Exception as error:
        return common.first_line(error)
    outs = []
    for i in range(node.get_output_size()):
        ps = node.get_output_partial_shape(i)
        if ps.rank.is_dynamic:
            outs.append(None)
        else:
            outs.append([(d.get_min_length(), d.get_max_length()) for d in ps])
    return outs


# ---------------------------------------------------------------------------
# Our side: the case as IR, through the importer
# ---------------------------------------------------------------------------

def shape_text(shape):
    if shape is None:
        return "..."
    out = []
    for lo, hi in shape:
        if lo == hi:
            out.append(str(lo))
        elif lo == 0 and hi == UNBOUNDED:
            out.append("?")
        else:
            out.append(f"{lo}..{'' if hi == UNBOUNDED else hi}")
    return ",".join(out)


def port(pid, shape, precision):
    dims = "" if shape is None else "".join(
        f"<dim>{lo if lo == hi else -1}</dim>" for lo, hi in shape)
    return f'<port id="{pid}" precision="{precision}">{dims}</port>'


def ir_text(case):
    precision = {"i32": "I32", "i64": "I64"}
    lst = lambda v: ", ".join(str(x) for x in v)  # noqa: E731
    if case["op"] in ("roi_align_v3", "roi_align_v9"):
        inputs = [("data", case["data"], "f32"), ("rois", case["rois"], "f32"),
                  ("batch", case["batch"], case["index_type"])]
        data = (f'pooled_h="{case["pooled_h"]}" pooled_w="{case["pooled_w"]}" '
                f'sampling_ratio="{case["sampling_ratio"]}" spatial_scale="{case["spatial_scale"]!r}" '
                f'mode="{case["mode"]}"')
        layer_type, version, outputs = "ROIAlign", "opset3", ["FP32"]
        if case["op"] == "roi_align_v9":
            data += f' aligned_mode="{case["aligned_mode"]}"'
            version = "opset9"
    else:
        inputs = [("x", case["shape"], "f32")]
        data = (f'strides="{lst(case["strides"])}" pads_begin="{lst(case["pads_begin"])}" '
                f'pads_end="{lst(case["pads_end"])}" kernel="{lst(case["kernel"])}" '
                f'rounding_type="{case["rounding_type"]}" auto_pad="{case["auto_pad"]}"')
        if case["op"] in ("max_pool_v8", "max_pool_v14"):
            data += (f' dilations="{lst(case["dilations"])}" index_element_type="{case["index_type"]}"'
                     f' axis="{case["axis"]}"')
            layer_type, outputs = "MaxPool", ["FP32", precision[case["index_type"]]]
            version = "opset14" if case["op"] == "max_pool_v14" else "opset8"
        else:
            layer_type, version, outputs = "MaxPool", "opset1", ["FP32"]
    layers, edges = [], []
    n = len(inputs)
    for i, (name, shape, et) in enumerate(inputs):
        prec = {"f32": "FP32"}.get(et, precision.get(et))
        layers.append(f'<layer id="{i}" name="{name}" type="Parameter" version="opset1">'
                      f'<data shape="{shape_text(shape)}" element_type="{et}"/>'
                      f'<output>{port(0, shape, prec)}</output></layer>')
        edges.append(f'<edge from-layer="{i}" from-port="0" to-layer="{n}" to-port="{i}"/>')
    # Declared dims: the inputs' as written, -1 for every output dim (what
    # OpenVINO's serializer writes for dynamic dims; they never decide).
    out_rank = 4 if case["op"].startswith("roi_align") else len(case["kernel"]) + 2
    out_shape = [(0, UNBOUNDED)] * out_rank
    in_ports = "".join(port(i, shape, {"f32": "FP32"}.get(et, precision.get(et)))
                       for i, (_, shape, et) in enumerate(inputs))
    out_ports = "".join(port(n + k, out_shape, p) for k, p in enumerate(outputs))
    layers.append(f'<layer id="{n}" name="op" type="{layer_type}" version="{version}"><data {data}/>'
                  f'<input>{in_ports}</input><output>{out_ports}</output></layer>')
    for k, p in enumerate(outputs):
        layers.append(f'<layer id="{n + 1 + k}" name="r{k}" type="Result" version="opset1">'
                      f'<input>{port(0, out_shape, p)}</input></layer>')
        edges.append(f'<edge from-layer="{n}" from-port="{n + k}" to-layer="{n + 1 + k}" to-port="0"/>')
    return (f'<?xml version="1.0"?>\n<net name="case" version="11"><layers>{"".join(layers)}</layers>'
            f'<edges>{"".join(edges)}</edges></net>\n')


TENSOR = re.compile(r"tensor<([^>]*)>(\s*\{([^}]*)\})?")


def parse_results(mlir):
    """The function's result shapes as [(lo, hi)...] (None: unranked)."""
    line = next(l for l in mlir.splitlines() if "func.func" in l)
    results = line.split(") -> ", 1)[1]
    outs = []
    for match in TENSOR.finditer(results):
        body, attrs = match.group(1), match.group(3) or ""
        if body.startswith("*"):
            outs.append(None)
            continue
        dims = body.split("x")[:-1]
        shape = [(0, UNBOUNDED) if d == "?" else (int(d), int(d)) for d in dims]
        lo = re.search(r"ov\.dims_min = array<i64: ([^>]*)>", attrs)
        hi = re.search(r"ov\.dims_max = array<i64: ([^>]*)>", attrs)
        if lo and hi:
            los = [int(v) for v in lo.group(1).split(",")]
            his = [int(v) for v in hi.group(1).split(",")]
            shape = [(a, b) if d == "?" else s for d, s, a, b in zip(dims, shape, los, his)]
        outs.append(shape)
    return outs


def our_shapes(translate, path):
    result = common.run([translate, "--import-openvino", path])
    if result.returncode != 0:
        lines = [l for l in result.stderr.splitlines() if l.strip()]
        return None, lines
    return parse_results(result.stdout), None


# ---------------------------------------------------------------------------
# Our side again, through ov-opt --ov-infer-shapes on the ov dialect text
# (cases without intervals: tensor types keep only "dynamic")
# ---------------------------------------------------------------------------

def mlir_type(shape, element):
    if shape is None:
        return f"tensor<*x{element}>"
    dims = "".join(f"{lo if lo == hi else '?'}x" for lo, hi in shape)
    return f"tensor<{dims}{element}>"


def f32_text(value):
    """An f32 attribute value; NaN and infinities as MLIR's hex bit patterns."""
    if value != value or value in (float("inf"), float("-inf")):
        return "0x" + np.array(value, np.float32).view(np.uint32).item().to_bytes(4, "big").hex().upper()
    return repr(value)


def mlir_case(case):
    lst = lambda v: "[" + ", ".join(str(x) for x in v) + "]"  # noqa: E731
    if case["op"] in ("roi_align_v3", "roi_align_v9"):
        d, r, b = (mlir_type(case["data"], "f32"), mlir_type(case["rois"], "f32"),
                   mlir_type(case["batch"], case["index_type"]))
        out = "tensor<?x?x?x?xf32>"
        mode = case["mode"]
        if "aligned_mode" in case:
            mode += f" aligned_mode = {case['aligned_mode']}"
        return (f"func.func @case(%d: {d}, %r: {r}, %b: {b}) -> {out} {{\n"
                f"  %0 = ov.{case['op']} %d, %r, %b pooled_h = {case['pooled_h']} "
                f"pooled_w = {case['pooled_w']} sampling_ratio = {case['sampling_ratio']} "
                f"spatial_scale = {f32_text(case['spatial_scale'])} mode = {mode} "
                f": {d}, {r}, {b} -> {out}\n  return %0 : {out}\n}}\n")
    x = mlir_type(case["shape"], "f32")
    rank = len(case["kernel"]) + 2
    out = mlir_type([(0, UNBOUNDED)] * rank, "f32")
    attrs = (f"kernel = {lst(case['kernel'])} strides = {lst(case['strides'])} "
             f"pads_begin = {lst(case['pads_begin'])} pads_end = {lst(case['pads_end'])}")
    if case["op"] in ("max_pool_v8", "max_pool_v14"):
        idx = mlir_type([(0, UNBOUNDED)] * rank, case["index_type"])
        attrs += (f" dilations = {lst(case['dilations'])} rounding_type = {case['rounding_type']}"
                  f" auto_pad = {case['auto_pad']} index_element_type = {case['index_type']}"
                  f" axis = {case['axis']}")
        return (f"func.func @case(%x: {x}) -> ({out}, {idx}) {{\n"
                f"  %v, %i = ov.{case['op']} %x {attrs} : {x} -> {out}, {idx}\n"
                f"  return %v, %i : {out}, {idx}\n}}\n")
    attrs += f" rounding_type = {case['rounding_type']} auto_pad = {case['auto_pad']}"
    return (f"func.func @case(%x: {x}) -> {out} {{\n"
            f"  %v = ov.max_pool_v1 %x {attrs} : {x} -> {out}\n  return %v : {out}\n}}\n")


def opt_shapes(ov_opt, path):
    result = common.run([ov_opt, "--ov-infer-shapes", path])
    if result.returncode != 0:
        return None, [l for l in result.stderr.splitlines() if "error:" in l]
    return parse_results(result.stdout), None


def without_bounds(shapes):
    """OpenVINO's shapes as a tensor type holds them (intervals -> dynamic)."""
    return [None if s is None else [(lo, hi) if lo == hi else (0, UNBOUNDED) for lo, hi in s]
            for s in shapes]


# ---------------------------------------------------------------------------

def has_interval(case):
    """Whether some input dim is an interval (the dialect's types cannot say)."""
    shapes = [case.get(k) for k in ("shape", "data", "rois", "batch") if k in case]
    return any(lo != hi and not (lo == 0 and hi == UNBOUNDED)
               for s in shapes if s is not None for lo, hi in s)


def kind_of(case):
    shapes = [case.get(k) for k in ("shape", "data", "rois", "batch") if k in case]
    if any(s is None for s in shapes):
        return "dynamic rank"
    dims = [d for s in shapes for d in s]
    if any(lo != hi and not (lo == 0 and hi == UNBOUNDED) for lo, hi in dims):
        return "interval"
    if any(lo != hi for lo, hi in dims):
        return "dynamic"
    return "static"


OPS = ("max_pool_v1", "max_pool_v8", "max_pool_v14", "roi_align_v3", "roi_align_v9")


def main():
    args = common.parse_args(__doc__)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    cases = args.cases if args.cases is not None else 1500
    print(f"test_shapes: seed {seed} (replay with --seed {seed}), {cases} cases")
    rng = np.random.default_rng(seed)
    translate = common.tool(args.build_dir, "ov-translate")
    ov_opt = common.tool(args.build_dir, "ov-opt")
    folder = common.workdir(args)
    opt_stats = collections.Counter()
    table = collections.OrderedDict()
    rules = collections.Counter()
    failures = []
    for i in range(cases):
        op = OPS[i % len(OPS)]
        case = gen_roi(rng, op) if op.startswith("roi_align") else gen_pool(rng, op)
        path = os.path.join(folder, f"case{i % 50}.xml")
        with open(path, "w") as f:
            f.write(ir_text(case))
        theirs = openvino_shapes(case)
        ours, our_error = our_shapes(translate, path)
        row = table.setdefault((op, kind_of(case)), collections.Counter())
        row["cases"] += 1
        label = f"case {i} {case}"
        if our_error is not None and (len(our_error) != 1 or "error:" not in our_error[0]):
            failures.append(f"{label}: our rejection is not one error line: {our_error}")
        elif isinstance(theirs, str) and our_error is not None:
            row["both reject"] += 1
        elif isinstance(theirs, str):
            failures.append(f"{label}: we accept {ours}, OpenVINO rejects: {theirs}")
        elif our_error is not None:
            rule = common.stricter_rule(our_error[0])
            if rule:
                row["stricter"] += 1
                rules[rule] += 1
            else:
                failures.append(f"{label}: we reject, OpenVINO gives {theirs}: {our_error[0]}")
        elif ours != theirs:
            failures.append(f"{label}: we infer {ours}, OpenVINO {theirs}")
        else:
            row["same shape"] += 1
        # The same case through ov-opt (the verifier and --ov-infer-shapes on
        # the dialect text): it must reach the importer's verdict.
        if has_interval(case):
            continue
        mlir_path = os.path.join(folder, f"case{i % 50}.mlir")
        with open(mlir_path, "w") as f:
            f.write(mlir_case(case))
        opt, opt_error = opt_shapes(ov_opt, mlir_path)
        opt_stats["cases"] += 1
        if isinstance(theirs, str):
            if opt_error is None:
                failures.append(f"{label}: ov-opt accepts {opt}, OpenVINO rejects: {theirs}")
            else:
                opt_stats["both reject"] += 1
        elif opt_error is not None:
            if common.stricter_rule(opt_error[0] if opt_error else ""):
                opt_stats["stricter"] += 1
            else:
                failures.append(f"{label}: ov-opt rejects, OpenVINO gives {theirs}: {opt_error}")
        elif opt != without_bounds(theirs):
            failures.append(f"{label}: ov-opt infers {opt}, OpenVINO {theirs}")
        else:
            opt_stats["same shape"] += 1
    total = collections.Counter()
    print(f"{'op':14s} {'inputs':13s} {'cases':>6s} {'same shape':>11s} {'both reject':>12s} {'stricter':>9s}")
    for (op, kind), row in sorted(table.items()):
        total.update(row)
        print(f"{op:14s} {kind:13s} {row['cases']:6d} {row['same shape']:11d} {row['both reject']:12d} {row['stricter']:9d}")
    print(f"{'total':28s} {total['cases']:6d} {total['same shape']:11d} {total['both reject']:12d} {total['stricter']:9d}")
    for rule, count in sorted(rules.items()):
        print(f"  stricter rule '{rule}': {count}")
    print(f"ov-opt --ov-infer-shapes on the same cases without intervals: {opt_stats['cases']} cases, "
          f"same shape {opt_stats['same shape']}, both reject {opt_stats['both reject']}, "
          f"stricter {opt_stats['stricter']}")
    for problem in failures[:40]:
        print("FAIL:", problem)
    print(f"test_shapes: {cases} cases, {len(failures)} disagreements")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
