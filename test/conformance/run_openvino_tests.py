#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""OpenVINO's own op_reference and type_prop tests of the pooling and ROI
families, run through ov-mlir (docs/testing.md, "OpenVINO's own tests").

The cases are data, transcribed by hand into openvino_tests.json (its
"sources" name the files they come from). Each case becomes a one-layer
OpenVINO IR model (Parameters, the layer, Results), written here, and:

- op_reference: `ov-run` runs it on the case's inputs; every output must
  have the expected number of elements and equal the expected values: exact
  for integer outputs, and for floats within the test's own tolerance
  (CommonReferenceTest's threshold, 1e-2: |a - b| <= t, or
  |a - b| / max(|a|, |b|) <= t, compare_raw_data's rule);
- type_prop: `ov-translate --import-openvino` infers its shapes; each
  result must have the expected element type and dims (static, dynamic or
  an interval, from the results' ov.dims_min/ov.dims_max), or, where
  OpenVINO refuses the op, the import must fail with one line.

A case whose "differs" names a reason (each also in docs/conformance.md)
must give the answer that entry states instead of the test's (its keys
replace the case's: "outputs", "error").
Standard library only. Prints a line per failure and the counts; exits 1
on any failure.
"""

import argparse
import json
import math
import os
import re
import struct
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))

# .npy descriptors; bf16 travels as its bit pattern ('<u2', ov-run's rule).
NPY = {"f64": ("<f8", "d"), "f32": ("<f4", "f"), "f16": ("<f2", "e"),
       "bf16": ("<u2", "H"), "i8": ("|i1", "b"), "u8": ("|u1", "B"),
       "i16": ("<i2", "h"), "u16": ("<u2", "H"), "i32": ("<i4", "i"),
       "u32": ("<u4", "I"), "i64": ("<i8", "q"), "u64": ("<u8", "Q")}
FLOATS = {"f64", "f32", "f16", "bf16"}


def f32(x):
    """x rounded to f32 (the C++ tests write double literals into float)."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def bf16_bits(x):
    """ov::bfloat16(float): (u + ((u & 0x10000) >> 1)) >> 16 on the f32 bits."""
    u = struct.unpack("<I", struct.pack("<f", x))[0]
    if math.isnan(x):
        return (u >> 16) | 0x40
    return ((u + ((u & 0x10000) >> 1)) >> 16) & 0xFFFF


def bf16_value(bits):
    return struct.unpack("<f", struct.pack("<I", bits << 16))[0]


def to_type(x, t):
    """A value of the test's source (a double or an integer) as the element
    type t holds it, as the C++ test's std::vector<T> does."""
    if t == "f64":
        return float(x)
    if t == "f32":
        return f32(x)
    if t == "f16":
        return struct.unpack("<e", struct.pack("<e", f32(x)))[0]
    if t == "bf16":
        return bf16_value(bf16_bits(f32(x)))
    return int(x)


def write_npy(path, t, shape, values):
    descr, code = NPY[t]
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, "".join("%d," % d for d in shape) if shape else "")
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    if t == "bf16":
        data = [bf16_bits(f32(v)) for v in values]
    elif t in FLOATS:
        data = [to_type(v, t) for v in values]
    else:
        data = [int(v) for v in values]
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode("latin1"))
        f.write(struct.pack("<%d%s" % (len(data), code), *data))


def read_npy(path):
    """(descr, shape, values); bf16 bit patterns stay integers."""
    with open(path, "rb") as f:
        blob = f.read()
    major = blob[6]
    length = struct.unpack("<H" if major == 1 else "<I",
                           blob[8:10] if major == 1 else blob[8:12])[0]
    start = 10 if major == 1 else 12
    header = blob[start:start + length].decode("latin1")
    descr = re.search(r"'descr':\s*'([^']+)'", header).group(1)
    shape = tuple(int(d) for d in re.findall(
        r"\d+", re.search(r"'shape':\s*\(([^)]*)\)", header).group(1)))
    code = {v[0]: v[1] for v in NPY.values()}[descr]
    count = 1
    for d in shape:
        count *= d
    values = struct.unpack_from("<%d%s" % (count, code), blob, start + length)
    return descr, shape, list(values)


# --- One-layer IR models ----------------------------------------------------


def parse_dims(shape):
    """A shape string in IR syntax ("1,3,2..40,?", "..." for a dynamic rank)
    as port dims (-1 for anything not static); None for a dynamic rank."""
    if shape.strip() == "...":
        return None
    dims = []
    for d in shape.split(","):
        d = d.strip()
        dims.append(int(d) if re.fullmatch(r"\d+", d) else -1)
    return dims


def port_xml(port_id, dims, precision=None):
    attr = ' precision="%s"' % precision if precision else ""
    inner = "".join("<dim>%d</dim>" % d for d in (dims or []))
    return '<port id="%d"%s>%s</port>' % (port_id, attr, inner)


def model_xml(layer, opset, attrs, inputs, output_ranks):
    """inputs: [(element type, shape string)]; output_ranks: one per output."""
    layers, edges = [], []
    for i, (t, shape) in enumerate(inputs):
        layers.append(
            '<layer id="%d" name="in%d" type="Parameter" version="opset1">'
            '<data shape="%s" element_type="%s"/><output>%s</output></layer>'
            % (i, i, shape, t, port_xml(0, parse_dims(shape))))
        edges.append((i, 0, len(inputs), i))
    op = len(inputs)
    data = " ".join('%s="%s"' % kv for kv in attrs.items())
    ins = "".join(port_xml(i, parse_dims(s)) for i, (_, s) in enumerate(inputs))
    outs = "".join(port_xml(len(inputs) + k, [-1] * r)
                   for k, r in enumerate(output_ranks))
    layers.append('<layer id="%d" name="op" type="%s" version="%s"><data %s/>'
                  '<input>%s</input><output>%s</output></layer>'
                  % (op, layer, opset, data, ins, outs))
    for k, r in enumerate(output_ranks):
        rid = op + 1 + k
        layers.append('<layer id="%d" name="out%d" type="Result" version="opset1">'
                      '<input>%s</input></layer>' % (rid, k, port_xml(0, [-1] * r)))
        edges.append((op, len(inputs) + k, rid, 0))
    return ('<?xml version="1.0"?>\n<net name="case" version="11"><layers>%s'
            '</layers><edges>%s</edges></net>\n' % (
                "".join(layers),
                "".join('<edge from-layer="%d" from-port="%d" to-layer="%d" '
                        'to-port="%d"/>' % e for e in edges)))


def output_ranks(case, input_shapes):
    """Pools: 2 + the kernel's length per output; ROI ops: rank 4."""
    if case["layer"].startswith("ROIAlign"):
        return [4]
    rank = 2 + len([k for k in case["attrs"]["kernel"].split(",") if k.strip()])
    two = case["layer"] == "MaxPool" and case["opset"] != "opset1"
    return [rank, rank] if two else [rank]


def substitute(value, env):
    if isinstance(value, str):
        for key, repl in env.items():
            value = value.replace("$" + key, str(repl))
        return value
    if isinstance(value, list):
        return [substitute(v, env) for v in value]
    if isinstance(value, dict):
        return {k: substitute(v, env) for k, v in value.items()}
    return value


def expand(case, arrays):
    """The case once per combination of its "vary" entries (the C++ tests'
    element-type and op-version lists), with $NAME replaced; "@name" values
    resolved from the shared arrays."""
    combos = [dict()]
    if "layers" in case:  # a typed test: one case per [layer, opset]
        combos = [{"LAYER": l} for l in case["layers"]]
    for key, options in case.get("vary", {}).items():
        combos = [dict(c, **{key: o}) for c in combos for o in options]
    for env in combos:
        c = substitute({k: v for k, v in case.items() if k not in ("vary", "layers")},
                       {k: v for k, v in env.items() if k != "LAYER"})
        if "LAYER" in env:
            c["layer"] = env["LAYER"]
            extra = c.pop("attrs_" + env["LAYER"][1], {})
            c["attrs"] = dict(c["attrs"], **extra)
            if "differs_" + env["LAYER"][1] in c:  # one version differs
                c["differs"] = c["differs_" + env["LAYER"][1]]
            # $R: the op's rois row length (GetROISecondDimSizeForOp).
            c = substitute(c, {"R": 5 if c["layer"][0] == "ROIAlignRotated" else 4})
        for part in c.get("inputs", []) + c.get("outputs", []):
            if isinstance(part.get("values"), str) and part["values"].startswith("@"):
                part["values"] = arrays[part["values"][1:]]
        if isinstance(c.get("layer"), list):  # [layer, opset]
            c["layer"], c["opset"] = c["layer"]
        suffix = ",".join("%s=%s" % (k, v if not isinstance(v, list) else v[-1])
                          for k, v in env.items())
        c["id"] = c["name"] + (" [%s]" % suffix if suffix else "")
        yield c


# --- op_reference -------------------------------------------------------------


def close(ours, want, t, threshold):
    if t not in FLOATS:
        return ours == want
    if math.isnan(want) or math.isnan(ours):
        return math.isnan(want) and math.isnan(ours)
    diff = abs(ours - want)
    if diff <= threshold:
        return True
    biggest = max(abs(ours), abs(want))
    return biggest != 0 and diff / biggest <= threshold


def run_reference(case, tools, folder, threshold):
    """None when it passes, else why not."""
    inputs = [(p["type"], ",".join(str(d) for d in p["shape"])) for p in case["inputs"]]
    xml = os.path.join(folder, "model.xml")
    with open(xml, "w") as f:
        f.write(model_xml(case["layer"], case["opset"], case["attrs"], inputs,
                          output_ranks(case, inputs)))
    args = [tools["ov-run"], xml, "--output-dir", os.path.join(folder, "out"), "--quiet"]
    for i, p in enumerate(case["inputs"]):
        path = os.path.join(folder, "in%d.npy" % i)
        write_npy(path, p["type"], p["shape"], p["values"])
        args += ["--input", path]
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        return "ov-run failed: " + " | ".join(result.stderr.strip().splitlines())
    for k, want in enumerate(case["outputs"]):
        _, shape, got = read_npy(os.path.join(folder, "out", "output_%d.npy" % k))
        t = want["type"]
        if t == "bf16":
            got = [bf16_value(b) for b in got]
        expected = [to_type(v, t) for v in want["values"]]
        if len(got) != len(expected):
            return "output %d: %d values %s, OpenVINO's test expects %d" % (
                k, len(got), list(shape), len(expected))
        if "shape" in want and list(shape) != want["shape"]:
            return "output %d: shape %s, OpenVINO's test expects %s" % (k, list(shape), want["shape"])
        bad = [i for i, (a, b) in enumerate(zip(got, expected))
               if not close(a, b, t, threshold)]
        if bad:
            i = bad[0]
            return "output %d (%s): %d of %d values off, first [%d]: %r, expected %r" % (
                k, t, len(bad), len(expected), i, got[i], expected[i])
    return None


# --- type_prop ----------------------------------------------------------------


def split_top(text, sep=","):
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<({[":
            depth += 1
        elif ch in ">)}]":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return [p.strip() for p in parts]


def result_shapes(mlir):
    """[(element type, [(lo, hi)] or None for a dynamic rank)] of the
    function's results; hi -1 means unbounded."""
    line = next(l for l in mlir.splitlines() if l.lstrip().startswith("func.func"))
    sig = line.rstrip()
    if sig.endswith("{"):
        sig = sig[:-1].rstrip()
    # The results follow the arguments' closing parenthesis.
    depth, i = 0, sig.index("(")
    for i in range(sig.index("("), len(sig)):
        depth += {"(": 1, ")": -1}.get(sig[i], 0)
        if depth == 0:
            break
    results = sig[i + 1:].strip()
    assert results.startswith("->"), sig
    results = results[2:].strip()
    if results.startswith("(") and results.endswith(")"):
        results = results[1:-1]
    out = []
    for part in split_top(results):
        m = re.match(r"tensor<(.*?)>\s*(\{.*\})?$", part)
        body, attrs = m.group(1), m.group(2) or ""
        items = body.split("x")
        element = items[-1]
        if body.startswith("*x"):
            out.append((element, None))
            continue
        dims = [(-2, -2) if d == "?" else (int(d), int(d)) for d in items[:-1]]
        lo = re.search(r"ov\.dims_min = array<i64: ([-\d, ]+)>", attrs)
        hi = re.search(r"ov\.dims_max = array<i64: ([-\d, ]+)>", attrs)
        los = [int(v) for v in lo.group(1).split(",")] if lo else None
        his = [int(v) for v in hi.group(1).split(",")] if hi else None
        dims = [(los[k] if los else 0, his[k] if his else -1) if d == (-2, -2) else d
                for k, d in enumerate(dims)]
        out.append((element, dims))
    return out


def parse_expected(shape):
    """OpenVINO's PartialShape in the data's syntax ("1,3,9..31,?", "1..",
    "..." for a dynamic rank, "?x6" for rank 6 all dynamic)."""
    if shape == "...":
        return None
    m = re.fullmatch(r"\?x(\d+)", shape)
    if m:
        return [(0, -1)] * int(m.group(1))
    dims = []
    for d in shape.split(","):
        d = d.strip()
        if d in ("?", "-1"):
            dims.append((0, -1))
        elif ".." in d:
            lo, hi = d.split("..")
            dims.append((int(lo or 0), int(hi) if hi else -1))
        else:
            dims.append((int(d), int(d)))
    return dims


def show(dims):
    if dims is None:
        return "..."
    return ",".join(str(lo) if lo == hi else "?" if (lo, hi) == (0, -1)
                    else "%d..%s" % (lo, "" if hi == -1 else hi) for lo, hi in dims)


def run_type_prop(case, tools, folder):
    inputs = [(p["type"], p["shape"]) for p in case["inputs"]]
    xml = os.path.join(folder, "model.xml")
    with open(xml, "w") as f:
        f.write(model_xml(case["layer"], case["opset"], case["attrs"], inputs,
                          output_ranks(case, inputs)))
    result = subprocess.run([tools["ov-translate"], "--import-openvino", xml],
                            capture_output=True, text=True)
    lines = [l for l in result.stderr.splitlines() if l.strip()]
    if "error" in case:
        if result.returncode == 0:
            return "accepted; OpenVINO refuses it (%s)" % case["error"]
        if len(lines) != 1:
            return "refused in %d lines, not one" % len(lines)
        return None
    if result.returncode != 0:
        return "refused: " + " | ".join(lines)
    got = result_shapes(result.stdout)
    want = case["outputs"]
    if len(got) != len(want):
        return "%d results, OpenVINO's test expects %d" % (len(got), len(want))
    for k, (w, (element, dims)) in enumerate(zip(want, got)):
        if "type" in w and w["type"] != element:
            return "result %d: element type %s, expected %s" % (k, element, w["type"])
        expected = parse_expected(w["shape"])
        if dims != expected:
            return "result %d: shape %s, OpenVINO's test expects %s" % (
                k, show(dims), show(expected))
    return None


# --- Driver -------------------------------------------------------------------


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--build-dir", required=True)
    p.add_argument("--suite", choices=("op_reference", "type_prop"), required=True)
    p.add_argument("--data", default=os.path.join(HERE, "openvino_tests.json"))
    p.add_argument("--only", default="", help="run the cases whose id has this text")
    p.add_argument("--jobs", type=int, default=2)
    a = p.parse_args(argv)
    tools = {t: os.path.join(a.build_dir, "tools", t, t) for t in ("ov-run", "ov-translate")}
    with open(a.data) as f:
        data = json.load(f)
    cases = [c for raw in data[a.suite] for c in expand(raw, data.get("arrays", {}))
             if a.only in c["id"]]
    if not cases:
        print("no cases")
        return 1

    def one(case):
        if "differs" in case:
            case = dict(case)
            for key, value in case["differs"].items():
                if key != "reason":
                    case[key] = value
            if "outputs" in case["differs"]:
                case.pop("error", None)
            if "error" in case["differs"]:
                case.pop("outputs", None)
        with tempfile.TemporaryDirectory(prefix="ovtests.") as folder:
            if a.suite == "op_reference":
                return case, run_reference(case, tools, folder, data["threshold"])
            return case, run_type_prop(case, tools, folder)

    failed = differing = 0
    with ThreadPoolExecutor(max_workers=a.jobs) as pool:
        for case, why in pool.map(one, cases):
            differing += "differs" in case
            if why is not None:
                failed += 1
                print("FAIL %s (%s): %s" % (case["id"], case["source"], why))
    print("%s: %d cases, %d failed; %d of them (listed with the reason) "
          "give ov-mlir's documented answer instead of the test's" % (
              a.suite, len(cases), failed, differing))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
