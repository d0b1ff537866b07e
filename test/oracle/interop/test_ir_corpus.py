#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Issue 16, 4(c): for a corpus of edited IR files (attribute values, list
lengths, precisions, dims, versions) our importer accepts exactly what
OpenVINO's `read_model` + `compile_model` (CPU) accept for MaxPool-1,
MaxPool-8, MaxPool-14, ROIAlign-3 and ROIAlign-9, and rejects the rest with
one clear error line.

The base models are written by OpenVINO itself (`save_model`); every edit is
applied with ElementTree. A case where we reject what OpenVINO accepts must be
one of docs/conformance.md's "stricter than OpenVINO" rules (STRICTER below, matched on
our message); a case where we accept what OpenVINO rejects is always a
failure. Prints a table: class -> cases, both accept, both reject, stricter.
"""

import collections
import copy
import os
import re
import sys
import xml.etree.ElementTree as ET

import common

ov = common.import_openvino()
import numpy as np  # noqa: E402
import openvino.opset1 as o1  # noqa: E402
import openvino.opset3 as o3  # noqa: E402
import openvino.opset8 as o8  # noqa: E402
import openvino.opset9 as o9  # noqa: E402
import openvino.opset14 as o14  # noqa: E402

def base_models(folder):
    """name -> path of models written by OpenVINO's serializer, op output and
    Result dims set to -1 (OpenVINO ignores port dims; so attribute edits do
    not also change declared dims)."""
    x = o8.parameter([1, 3, 9, 9], ov.Type.f32, name="x")
    m1 = ov.Model([o1.max_pool(x, [2, 2], [1, 1], [1, 1], [3, 3], "floor", "explicit")], [x], "v1")
    x = o8.parameter([1, 3, 9, 9], ov.Type.f32, name="x")
    m8 = ov.Model(o8.max_pool(x, [2, 2], [1, 1], [1, 1], [1, 1], [3, 3], "floor", "explicit",
                              "i64", 0).outputs(), [x], "v8")
    d = o3.parameter([2, 4, 8, 8], ov.Type.f32, name="data")
    r = o3.parameter([3, 4], ov.Type.f32, name="rois")
    b = o3.parameter([3], ov.Type.i32, name="batch")
    m3 = ov.Model([o3.roi_align(d, r, b, 2, 2, 2, 1.0, "avg")], [d, r, b], "roi")
    x = o8.parameter([1, 3, 9, 9], ov.Type.f32, name="x")
    m14 = ov.Model(o14.max_pool(x, [2, 2], [1, 1], [1, 1], [1, 1], [3, 3], "ceil_torch", "explicit",
                                "i64", 0).outputs(), [x], "v14")
    d = o3.parameter([2, 4, 8, 8], ov.Type.f32, name="data")
    r = o3.parameter([3, 4], ov.Type.f32, name="rois")
    b = o3.parameter([3], ov.Type.i32, name="batch")
    m9 = ov.Model([o9.roi_align(d, r, b, 2, 2, 2, 1.0, "avg", "half_pixel")], [d, r, b], "roi9")
    paths = {}
    for name, model in (("v1", m1), ("v8", m8), ("roi", m3), ("v14", m14), ("roi9", m9)):
        path = os.path.join(folder, f"base_{name}.xml")
        ov.save_model(model, path)
        tree = ET.parse(path)
        for layer in tree.getroot().iter("layer"):
            if layer.get("type") in ("MaxPool", "ROIAlign", "Result"):
                for port in layer.iter("port"):
                    if layer.get("type") == "Result" or port in list(layer.find("output") or []):
                        for dim in port.iter("dim"):
                            dim.text = "-1"
        tree.write(path)
        paths[name] = path
    return paths


def op_layer(root):
    return next(l for l in root.iter("layer") if l.get("type") in ("MaxPool", "ROIAlign"))


def param(root, name):
    return next(l for l in root.iter("layer") if l.get("type") == "Parameter" and l.get("name") == name)


def set_data(**attrs):
    def edit(root):
        data = op_layer(root).find("data")
        for key, value in attrs.items():
            if value is None:
                data.attrib.pop(key, None)
            else:
                data.set(key, value)
    return edit


def set_param_shape(name, shape, element_type=None):
    def edit(root):
        layer = param(root, name)
        layer.find("data").set("shape", shape)
        if element_type:
            layer.find("data").set("element_type", element_type)
    return edit


def set_port(which, index, precision=None, dims=None):
    """Port `index` of the op layer's <input>/<output>: precision and/or dims."""
    def edit(root):
        port = list(op_layer(root).find(which))[index]
        if precision is not None:
            port.set("precision", precision)
        if dims is not None:
            for dim, text in zip(port.iter("dim"), dims):
                dim.text = text
    return edit


def set_root(**attrs):
    def edit(root):
        for key, value in attrs.items():
            root.set(key, value)
    return edit


def set_version(version):
    def edit(root):
        op_layer(root).set("version", version)
    return edit


def corpus():
    """(class, base, description, edit) for every case."""
    cases = []
    add = lambda cls, base, desc, edit: cases.append((cls, base, desc, edit))  # noqa: E731
    for base in ("v1", "v8", "v14"):
        add("unchanged", base, "as OpenVINO saved it", lambda root: None)
        for name in ("kernel", "strides", "pads_begin", "pads_end") + (("dilations",) if base != "v1" else ()):
            for text in ("2", "2, 2, 2", "", "1, 1", "0, 1", "-1, 1", "3, 99", "a, b", "2,2"):
                add("attribute values and list lengths", base, f"{name}={text!r}", set_data(**{name: text}))
            add("missing attributes", base, f"no {name}", set_data(**{name: None}))
        for name, values in (("auto_pad", ("explicit", "valid", "same_upper", "SAME_LOWER", "notpad", "")),
                             ("rounding_type", ("floor", "CEIL", "ceil_torch", "CEIL_TORCH", "round", ""))):
            for text in values:
                add("attribute values and list lengths", base, f"{name}={text!r}", set_data(**{name: text}))
            add("missing attributes", base, f"no {name}", set_data(**{name: None}))
        add("attribute values and list lengths", base, "auto_pad=valid, stale pads",
            set_data(auto_pad="valid", pads_begin="5, 5", pads_end="7, 7"))
        add("attribute values and list lengths", base, "kernel larger than the padded input",
            set_data(kernel="12, 3"))
        add("attribute values and list lengths", base, "dilated kernel larger than the input",
            set_data(kernel="3, 3", dilations="6, 1") if base != "v1" else set_data(kernel="3, 12"))
    for base in ("v8", "v14"):
        for text in ("i32", "i64", "I32", "f32", "u8", "boolean", "x"):
            add("precisions and element types", base, f"index_element_type={text!r}",
                set_data(index_element_type=text))
        add("missing attributes", base, "no index_element_type", set_data(index_element_type=None))
        for text in ("0", "1", "2", "3", "4", "-1", "-4", "-5", "x"):
            add("attribute values and list lengths", base, f"axis={text!r}", set_data(axis=text))
        add("missing attributes", base, "no axis", set_data(axis=None))
    for base in ("roi", "roi9"):
        for name, values in (("pooled_h", ("1", "3", "0", "-1", "x")), ("pooled_w", ("2", "0")),
                             ("sampling_ratio", ("0", "4", "-1")),
                             ("spatial_scale", ("0.25", "16", "1e-3", "0", "-1", "nan", "inf", "x")),
                             ("mode", ("avg", "max", "MAX", "bilinear", ""))):
            for text in values:
                add("attribute values and list lengths", base, f"{name}={text!r}", set_data(**{name: text}))
            add("missing attributes", base, f"no {name}", set_data(**{name: None}))
        add("unchanged", base, "as OpenVINO saved it", lambda root: None)
    for text in ("asymmetric", "half_pixel_for_nn", "half_pixel", "HALF_PIXEL", "half", ""):
        add("attribute values and list lengths", "roi9", f"aligned_mode={text!r}",
            set_data(aligned_mode=text))
    add("missing attributes", "roi9", "no aligned_mode", set_data(aligned_mode=None))
    # Precisions of ports and Parameter element types.
    for base, outs in (("v1", 1), ("v8", 2), ("roi", 1), ("v14", 2), ("roi9", 1)):
        for k in range(outs):
            for text in ("FP32", "I32", "I64", "FP16", "U8", "BOOL", "XX"):
                add("precisions and element types", base, f"output port {k} precision={text}",
                    set_port("output", k, precision=text))
        add("precisions and element types", base, "input port 0 precision=I64",
            set_port("input", 0, precision="I64"))
    for text in ("f16", "f64", "i8", "u8", "i32", "i64", "bf16", "boolean", "u1", "string", "xx"):
        add("precisions and element types", "v8", f"x element_type={text}",
            set_param_shape("x", "1,3,9,9", text))
    for text in ("f16", "i32", "f64"):
        add("precisions and element types", "roi", f"rois element_type={text}",
            set_param_shape("rois", "3,4", text))
    for text in ("i64", "u8", "i8", "f32"):
        add("precisions and element types", "roi", f"batch element_type={text}",
            set_param_shape("batch", "3", text))
    # Dims: declared port dims, Parameter shapes, intervals, ranks.
    add("dims", "v8", "declared output dims wrong", set_port("output", 0, dims=["1", "3", "6", "5"]))
    add("dims", "v8", "declared output dims right", set_port("output", 0, dims=["1", "3", "5", "5"]))
    add("dims", "v8", "declared output rank wrong", lambda root: list(op_layer(root).find("output"))[0].remove(
        list(list(op_layer(root).find("output"))[0].iter("dim"))[0]))
    add("dims", "v8", "input port dims wrong", set_port("input", 0, dims=["1", "3", "9", "8"]))
    for shape in ("1,3,?,9", "-1,3,9,9", "1,3,2..20,9", "1,3,1..4,9", "1..3,2..5,9,9", "1,3,9..9,9",
                  "1,3,5..,9", "1,3,..20,9", "1,3,20..2,9", "1,3,-2,9", "1,3,9", "1,3,9,9,9", "1,3", "...",
                  "1,0,9,9", "0,3,9,9", "1,3,0,9", "1,3,2,2", "1,3,9,1099511627777"):
        for base in ("v1", "v8"):
            add("dims", base, f"x shape={shape}", set_param_shape("x", shape))
    for rois, batch in (("?,4", "3"), ("2..5,4", "3..9"), ("2..5,4", "6..9"), ("3,5", "3"), ("3,3..6", "3"),
                        ("3,5..6", "3"), ("4,4", "3"), ("...", "3"), ("3,4,1", "3"), ("3", "3"), ("3,4", "3,1"),
                        ("0,4", "0")):
        add("dims", "roi", f"rois {rois}, batch {batch}",
            lambda root, rois=rois, batch=batch: (set_param_shape("rois", rois)(root),
                                                  set_param_shape("batch", batch)(root)))
    for shape in ("2,4,8", "2,?,8,8", "2,4,0,8", "2,4,8,8,8", "..."):
        add("dims", "roi", f"data shape={shape}", set_param_shape("data", shape))
    # Versions.
    for text in ("9", "10", "11", "12"):
        for base in ("v1", "v8", "roi"):
            add("versions", base, f"IR version {text}", set_root(version=text))
    for n in range(1, 16):
        for base in ("v1", "v8", "roi", "v14", "roi9"):
            add("versions", base, f"opset{n}", set_version(f"opset{n}"))
    add("versions", "v8", "opset8 without version", set_version(""))
    return cases


# Where read_model accepts and only the CPU plugin's compile_model fails for
# want of an implementation, the importer follows read_model (the model is
# valid OpenVINO IR; ov-mlir compiles it). Matched on OpenVINO's message.
PLUGIN_LIMITS = {
    "CPU plugin: no dynamic-rank Parameter": r"doesn't support Parameter operation with dynamic rank",
    "CPU plugin: no kernel for this element type": r"Cannot fallback on ngraph reference implementation",
    "CPU plugin: ROIAlign rois dim 1 must be static": r"ROIAlign node .* has invalid shape on 1st input",
    "CPU plugin: an empty interval dim (hi < lo)": r"Can't clone desc if new dims are undefined",
}


def openvino_accepts(core, path):
    """(read_model accepts, read_model + compile_model accept, message)."""
    try:
        model = core.read_model(path)
    except Exception as error:
        return False, False, common.first_line(error)
    try:
        common.compile_cpu(core, model)
        return True, True, ""
    except Exception as error:
        return True, False, common.first_line(error)


def main():
    args = common.parse_args(__doc__)
    folder = common.workdir(args)
    translate = common.tool(args.build_dir, "ov-translate")
    core = ov.Core()
    bases = base_models(folder)
    table = collections.OrderedDict()
    failures, stricter_seen = [], collections.Counter()
    for i, (cls, base, desc, edit) in enumerate(corpus()):
        tree = ET.parse(bases[base])
        edit(tree.getroot())
        path = os.path.join(folder, f"case{i}.xml")
        tree.write(path)
        read_ok, theirs, their_error = openvino_accepts(core, path)
        result = common.run([translate, "--import-openvino", path])
        ours = result.returncode == 0
        our_lines = [l for l in result.stderr.splitlines() if l.strip()]
        row = table.setdefault(cls, collections.Counter())
        row["cases"] += 1
        label = f"[{cls}] {base}: {desc}"
        if not ours and (len(our_lines) != 1 or "error:" not in our_lines[0] or result.returncode != 1):
            failures.append(f"{label}: our rejection is not one clear error line: {result.stderr!r}")
            continue
        if ours and theirs:
            row["both accept"] += 1
        elif not ours and not theirs:
            row["both reject"] += 1
        elif ours:
            limit = next((r for r, pattern in PLUGIN_LIMITS.items()
                          if read_ok and re.search(pattern, their_error)), None)
            if limit:
                row["plugin limit"] += 1
                stricter_seen[limit] += 1
            else:
                failures.append(f"{label}: we accept, OpenVINO rejects: {their_error}")
        else:
            rule = common.stricter_rule(our_lines[0])
            if rule:
                row["stricter"] += 1
                stricter_seen[rule] += 1
                if args.keep:
                    print(f"stricter ({rule}): {label}: {our_lines[0]}")
            else:
                failures.append(f"{label}: we reject, OpenVINO accepts: {our_lines[0]}")
    total = collections.Counter()
    print(f"{'class':36s} {'cases':>6s} {'both accept':>12s} {'both reject':>12s} {'stricter':>9s} {'plugin limit':>13s}")
    for cls, row in table.items():
        total.update(row)
        print(f"{cls:36s} {row['cases']:6d} {row['both accept']:12d} {row['both reject']:12d} {row['stricter']:9d} {row['plugin limit']:13d}")
    print(f"{'total':36s} {total['cases']:6d} {total['both accept']:12d} {total['both reject']:12d} {total['stricter']:9d} {total['plugin limit']:13d}")
    for rule, count in sorted(stricter_seen.items()):
        print(f"  '{rule}': {count}")
    for problem in failures:
        print("FAIL:", problem)
    print(f"test_ir_corpus: {total['cases']} IR files, {len(failures)} disagreements")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
