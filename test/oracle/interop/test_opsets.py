#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The opset table (lib/OpenVINOIR/OpsetTable.cpp), cell by cell, against
OpenVINO's own reader.

Every family op and version that OpenVINO's Python API builds is saved by
OpenVINO, relabelled with each of opset0..opset18 and read by OpenVINO
(`read_model`, which resolves the label to an op version or refuses it) and
by our importer (`ov-translate --import-openvino`). For each cell:

- OpenVINO refuses: ours refuses too, in one line naming the layer;
- OpenVINO resolves version V: ours builds V's dialect op, or refuses in
  one line because the
  layer carries an attribute that V does not define and OpenVINO ignores
  (docs/conformance.md: strict attributes) - only an attribute of another
  version present on the layer counts.

Prints one row per model: the label -> (OpenVINO, ours) outcomes, and a
count of the cells of each kind. Exits 1 on any disagreement.
"""

import collections
import os
import re
import sys

import common

ov = common.import_openvino()
import numpy as np  # noqa: E402
import openvino.opset1 as o1  # noqa: E402
import openvino.opset2 as o2  # noqa: E402
import openvino.opset3 as o3  # noqa: E402
import openvino.opset8 as o8  # noqa: E402
import openvino.opset9 as o9  # noqa: E402
import openvino.opset14 as o14  # noqa: E402
import openvino.opset15 as o15  # noqa: E402
import openvino.opset16 as o16  # noqa: E402

LABELS = range(0, 19)
FAMILY_OPS = {"MaxPool": "max_pool", "AvgPool": "avg_pool", "ROIAlign": "roi_align",
              "ROIAlignRotated": "roi_align_rotated", "ROIPooling": "roi_pooling"}


def pool_input():
    return o1.parameter([1, 2, 9, 9], np.float32, name="x")


def roi_inputs(box_width):
    return (o1.parameter([2, 3, 8, 8], np.float32, name="data"),
            o1.parameter([4, box_width], np.float32, name="rois"),
            o1.parameter([4], np.int32, name="batch"))


def models():
    """name -> (layer type, model) for every version the Python API builds,
    with attribute values that only their own version accepts where one
    exists (ceil_torch, i32 indices, aligned_mode, dilations)."""
    out = {}
    x = pool_input()
    out["MaxPool-1"] = ("MaxPool", [o1.max_pool(x, [2, 2], [1, 1], [1, 1], [3, 3], "ceil")], [x])
    x = pool_input()
    out["MaxPool-8"] = ("MaxPool", o8.max_pool(x, [2, 2], [2, 2], [1, 1], [1, 1], [3, 3], "floor",
                                               "explicit", "i32", 0).outputs(), [x])
    x = pool_input()
    out["MaxPool-14"] = ("MaxPool", o14.max_pool(x, [2, 2], [1, 1], [1, 1], [1, 1], [3, 3],
                                                 "ceil_torch", "explicit", "i64", 0).outputs(), [x])
    x = pool_input()
    out["AvgPool-1"] = ("AvgPool", [o1.avg_pool(x, [2, 2], [1, 1], [1, 1], [3, 3], True)], [x])
    x = pool_input()
    out["AvgPool-14"] = ("AvgPool", [o14.avg_pool(x, [2, 2], [1, 1], [1, 1], [3, 3], False,
                                                  "ceil_torch")], [x])
    x = pool_input()
    out["AvgPool-16 unit dilations"] = ("AvgPool", [o16.avg_pool(
        x, [2, 2], [1, 1], [1, 1], [3, 3], True, "ceil", dilations=[1, 1])], [x])
    x = pool_input()
    out["AvgPool-16 dilated"] = ("AvgPool", [o16.avg_pool(
        x, [1, 1], [0, 0], [0, 0], [2, 2], True, dilations=[2, 2])], [x])
    d, r, b = roi_inputs(4)
    out["ROIAlign-3"] = ("ROIAlign", [o3.roi_align(d, r, b, 2, 2, 2, 0.5, "avg")], [d, r, b])
    d, r, b = roi_inputs(4)
    out["ROIAlign-9"] = ("ROIAlign", [o9.roi_align(d, r, b, 2, 2, 2, 0.5, "max",
                                                   "half_pixel_for_nn")], [d, r, b])
    d, r, b = roi_inputs(5)
    out["ROIAlignRotated-15"] = ("ROIAlignRotated", [o15.roi_align_rotated(
        d, r, b, 2, 2, 2, 0.5, True)], [d, r, b])
    d = o1.parameter([2, 3, 8, 8], np.float32, name="data")
    r = o1.parameter([4, 5], np.float32, name="rois")
    out["ROIPooling-2"] = ("ROIPooling", [o2.roi_pooling(d, r, [2, 2], 0.5, "bilinear")], [d, r])
    return {name: (layer_type, ov.Model(outputs, params, name.split()[0].replace("-", "_")))
            for name, (layer_type, outputs, params) in out.items()}


def relabel(xml, layer_type, label):
    pattern = rf'(type="{layer_type}" version=")opset\d+(")'
    edited, count = re.subn(pattern, rf"\g<1>{label}\g<2>", xml)
    assert count == 1, f"{layer_type}: {count} layers"
    return edited


def openvino_outcome(core, path, layer_type):
    """('version', V) or ('error', first line)."""
    try:
        model = core.read_model(path)
    except Exception as error:  # noqa: BLE001 - any refusal counts
        return ("error", common.first_line(error))
    op = next(op for op in model.get_ops() if op.get_type_name() == layer_type)
    return ("version", int(op.get_type_info().version_id.removeprefix("opset")))


def our_outcome(translate, path, layer_type):
    """('version', V), ('generic', None) or ('error', lines)."""
    result = common.run([translate, "--import-openvino", path])
    if result.returncode != 0:
        return ("error", [l for l in result.stderr.splitlines() if l.strip()])
    op = re.search(rf"ov\.{FAMILY_OPS[layer_type]}_v(\d+) ", result.stdout)
    if op:
        return ("version", int(op.group(1)))
    if re.search(rf'ov\.layer "{layer_type}"', result.stdout):
        return ("generic", None)
    return ("error", [f"no {layer_type} op in the imported module"])


def attributes_of(xml, layer_type):
    layer = re.search(rf'type="{layer_type}" version="[^"]*">\s*<data ([^>]*)/>', xml)
    return set(re.findall(r'([\w-]+)="', layer.group(1))) if layer else set()


def judge(name, xml, label, theirs, ours, layer_type):
    """(kind, problem or None) for one cell."""
    if theirs[0] == "error":
        if ours[0] != "error":
            return "both refuse", f"OpenVINO refuses ({theirs[1]}), ours imports {ours}"
        if len(ours[1]) != 1 or not re.match(r".*: error: layer \d+ ", ours[1][0]):
            return "both refuse", f"our refusal is not one line naming the layer: {ours[1]}"
        return "both refuse", None
    version = theirs[1]
    if ours == ("version", version):
        return "same version", None
    built_version = int(name.split("-")[1].split()[0])
    if ours[0] == "error" and len(ours[1]) == 1 and version != built_version:
        message = ours[1][0]
        strict = re.search(rf"attribute '([\w-]+)' \(\"[^\"]*\"\) is not an attribute of "
                           rf"{layer_type}-{version},", message)
        if strict and strict.group(1) in attributes_of(xml, layer_type):
            return "ours stricter (attribute of another version)", None
        if re.search(r"expected \d+ input port\(s\) and \d+ output port\(s\)", message):
            return "ours stricter (ports of another version)", None
        if re.search(r"is not supported by .* \(only by", message):
            return "ours stricter (value of another version)", None
    return "disagree", f"OpenVINO resolves {layer_type}-{version}, ours {ours}"


def main():
    args = common.parse_args(__doc__.splitlines()[0])
    translate = common.tool(args.build_dir, "ov-translate")
    folder = common.workdir(args)
    core = ov.Core()
    counts = collections.Counter()
    problems = []
    for name, (layer_type, model) in models().items():
        base = os.path.join(folder, re.sub(r"\W", "_", name) + ".xml")
        ov.save_model(model, base)
        with open(base) as f:
            xml = f.read()
        row = []
        for n in LABELS:
            label = f"opset{n}"
            path = os.path.join(folder, f"{os.path.basename(base)[:-4]}_{label}.xml")
            edited = relabel(xml, layer_type, label)
            with open(path, "w") as f:
                f.write(edited)
            os.link(base[:-4] + ".bin", path[:-4] + ".bin") if os.path.exists(base[:-4] + ".bin") else None
            theirs = openvino_outcome(core, path, layer_type)
            ours = our_outcome(translate, path, layer_type)
            kind, problem = judge(name, edited, label, theirs, ours, layer_type)
            counts[kind] += 1
            if problem:
                problems.append(f"{name} as {label}: {problem}")
            cell = "-" if theirs[0] == "error" else f"v{theirs[1]}"
            mine = {"error": "-", "generic": "g"}.get(ours[0]) or f"v{ours[1]}"
            row.append(f"{n}:{cell}/{mine}")
        print(f"{name:26} " + " ".join(row))
    print("cells: " + ", ".join(f"{kind} {count}" for kind, count in sorted(counts.items())))
    for problem in problems:
        print("DISAGREE: " + problem)
    print(f"opsets: {sum(counts.values()) - len(problems)} passed, {len(problems)} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
