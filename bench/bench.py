#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The CPU benchmark of ov-mlir against OpenVINO's CPU plugin, onnxruntime,
PyTorch and oneDNN (issues 5, 14 and 16).

Run through bench/run.sh, which installs the peers, builds the project and
the drivers, then calls

  /usr/bin/python3 bench/bench.py --build-dir BUILD [--quick] [--runs N]
      [--warmup N] [--threads 1,2] [--only NAMES] [--no-cold] [--no-torch]
      [--no-dnnl] [--no-openvino] [--no-ort] [--results DIR]

The workloads are bench/WORKLOADS.md's, defined once below. This
script writes each one as a small .mlir model (BUILD/bench/models/, outside
the source tree), compiles it with `ov-compile --timing`, writes the ROIAlign
boxes, then for each thread count runs, each in its own process with
OVRT_NUM_THREADS (libovrt's pool, our modules) and OMP_NUM_THREADS (the
--base-build's OpenMP modules, the peers) set before start:
STREAM copy and ours (build/bench/ovbench), oneDNN (build/bench/dnnlbench),
PyTorch (bench/peers_torch.py), OpenVINO (bench/peers_openvino.py) and
onnxruntime (bench/peers_onnxruntime.py), the last two with the test venv's
python (.venv). The Python peers also check our outputs. It prints the table
and the targets of issue 14, and writes results/results.csv, results/raw.csv,
results/table.txt and results/ratios.png.

  /usr/bin/python3 bench/bench.py --write-models DIR

only writes the models into DIR (test/Integration/ptxas.test and
bench/gpu/sass_stats.py compile them).
"""

import argparse
import csv
import math
import os
import re
import subprocess
import sys
import time
import zlib

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from peers_common import (big_buffer_bytes, machine_info,  # noqa: E402
                          machine_line)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# --- Workloads (WORKLOADS.md) ------------------------------------------------

# name: N, C, spatial, kernel, stride, pad (begin = end), dilation
MAXPOOL = [
    ("a_resnet_stem", 8, 64, (112, 112), 3, 2, 1, 1),
    ("b_vgg", 8, 128, (112, 112), 2, 2, 0, 1),
    ("c_k7_same", 1, 256, (56, 56), 7, 1, 3, 1),
    ("d_dilated", 4, 64, (64, 64), 3, 1, 0, 2),
    ("e_3d", 2, 32, (32, 32, 32), 3, 2, 1, 1),
]
# name: N, C, H, W, ROIs, pooled, sampling_ratio, spatial_scale
ROIALIGN = [
    ("r_200_sr2", 2, 256, 200, 200, 1000, 7, 2, 0.25),
    ("r_200_sr0", 2, 256, 200, 200, 1000, 7, 0, 0.25),
    ("r_50_sr2", 2, 256, 50, 50, 1000, 7, 2, 0.25),
    ("r_50_sr0", 2, 256, 50, 50, 1000, 7, 0, 0.25),
    ("r_seed", 7, 256, 200, 200, 1000, 6, 2, 16.0),
    # Both ends of the kernel's choice (issue 28): many boxes over a small
    # map (an FPN level of stride 32), few boxes over large maps.
    ("r_small_map", 2, 256, 25, 25, 1000, 7, 2, 0.03125),
    ("r_few_boxes", 7, 256, 200, 200, 20, 6, 2, 16.0),
]
# name: N, C, spatial, kernel, stride, pad (begin = end), exclude_pad,
# dilation (other than 1: AvgPool-16)
AVGPOOL = [
    ("p_avg_k3s2", 8, 64, (112, 112), 3, 2, 1, False, 1),
    ("q_avg_global7", 8, 2048, (7, 7), 7, 1, 0, False, 1),
    ("r_avg_excl_pad", 4, 64, (56, 56), 3, 1, 1, True, 1),
    ("s_avg_3d", 2, 32, (32, 32, 32), 3, 2, 1, False, 1),
    ("t_avg_dilated", 4, 64, (56, 56), 3, 1, 2, True, 2),
]
BOX_SEED = 20240805  # + crc32(name): a fixed seed per ROIAlign workload

# openvino_model: OpenVINO's op inside a model (a convolution before and
# after it, its own layout), its time and its Reorders' from the plugin's
# performance counters (peers_openvino.py); hot cache only.
SYSTEMS = ["ours", "openvino", "openvino_model", "ort", "torch", "dnnl_nchw",
           "dnnl_blocked"]
PEERS = SYSTEMS[1:]
# The plain-layout peers: the fastest of them is the bar of issue 14's first
# target (oneDNN blocked is the layout-free bound, judged on its own).
PLAIN_PEERS = ["openvino", "ort", "torch", "dnnl_nchw"]
LABEL = {"ours": "ours", "base": "base", "openvino": "OpenVINO",
         "openvino_model": "OV model",
         "ort": "onnxrt", "torch": "torch", "dnnl_nchw": "dnnl nchw",
         "dnnl_blocked": "dnnl blk"}
SHORT = {"base": "bas", "openvino": "ov", "openvino_model": "ovm",
         "ort": "ort", "torch": "tch",
         "dnnl_nchw": "dnn", "dnnl_blocked": "blk"}
# Issue 14: the shapes whose time is set by memory traffic, and the others.
BANDWIDTH_BOUND = ("a_resnet_stem", "b_vgg")
VENV_PYTHON = os.path.join(ROOT, ".venv", "bin", "python")
# The processor facts ov-compile compiled for (its --timing "target:" line).
TARGET = {}


def out_size(d, k, s, p, dil):
    return (d + 2 * p - ((k - 1) * dil + 1)) // s + 1  # floor rounding


def shape_str(shape, dtype):
    return "tensor<" + "x".join(str(d) for d in shape) + "x" + dtype + ">"


def lst(v):
    return "[" + ", ".join(str(x) for x in v) + "]"


def workloads():
    """Every (workload, variant) as a dict; the keys go to the workload file
    the drivers read."""
    out = []
    for name, n, c, sp, k, s, p, dil in MAXPOOL:
        r = len(sp)
        osp = tuple(out_size(d, k, s, p, dil) for d in sp)
        for variant in ("noidx", "idx"):
            out.append(dict(
                kind="maxpool", name=name, variant=variant,
                shape=(n, c) + sp, out_shape=(n, c) + osp, kernel=(k,) * r,
                strides=(s,) * r, pads_begin=(p,) * r, pads_end=(p,) * r,
                dilations=(dil,) * r))
    for name, n, c, sp, k, s, p, exclude, dil in AVGPOOL:
        r = len(sp)
        osp = tuple(out_size(d, k, s, p, dil) for d in sp)
        out.append(dict(
            kind="avgpool", name=name, variant="excl" if exclude else "incl",
            shape=(n, c) + sp, out_shape=(n, c) + osp, kernel=(k,) * r,
            strides=(s,) * r, pads_begin=(p,) * r, pads_end=(p,) * r,
            exclude_pad=int(exclude), dilations=(dil,) * r))
    for name, n, c, h, w, rois, pooled, sr, scale in ROIALIGN:
        for variant in ("avg", "max"):
            out.append(dict(
                kind="roi", name=name, variant=variant, shape=(n, c, h, w),
                out_shape=(rois, c, pooled, pooled), rois_count=rois,
                pooled_h=pooled, pooled_w=pooled, sampling_ratio=sr,
                spatial_scale=scale))
    return out


def model_text(w):
    """A one-op .mlir model for the workload (MaxPool-1 without indices,
    MaxPool-8 with; dilated pooling without indices is a MaxPool-8 whose
    indices are unused, since MaxPool-1 has no dilations)."""
    fn = f"{w['name']}_{w['variant']}"
    head = (f"// Generated by bench/bench.py from WORKLOADS.md: {w['name']}, "
            f"{w['variant']}.\n")
    x_t = shape_str(w["shape"], "f32")
    if w["kind"] == "maxpool":
        y_t = shape_str(w["out_shape"], "f32")
        i_t = shape_str(w["out_shape"], "i64")
        attrs = (f"kernel = {lst(w['kernel'])} strides = {lst(w['strides'])} "
                 f"pads_begin = {lst(w['pads_begin'])} "
                 f"pads_end = {lst(w['pads_end'])}")
        dilated = any(d != 1 for d in w["dilations"])
        if w["variant"] == "noidx" and not dilated:
            return (head + f"func.func @{fn}(%x: {x_t}) -> {y_t} {{\n"
                    f"  %y = ov.max_pool_v1 %x {attrs}\n"
                    f"         : {x_t} -> {y_t}\n"
                    f"  return %y : {y_t}\n}}\n")
        if dilated:
            attrs += f" dilations = {lst(w['dilations'])}"
        results = f"{y_t}, {i_t}" if w["variant"] == "idx" else y_t
        ret = "%y, %i" if w["variant"] == "idx" else "%y"
        return (head + f"func.func @{fn}(%x: {x_t}) -> ({results}) {{\n"
                f"  %y, %i = ov.max_pool_v8 %x {attrs}\n"
                f"         : {x_t} -> {y_t}, {i_t}\n"
                f"  return {ret} : {results}\n}}\n")
    if w["kind"] == "avgpool":
        y_t = shape_str(w["out_shape"], "f32")
        exclude = "true" if w["exclude_pad"] else "false"
        dilated = any(d != 1 for d in w["dilations"])
        op = "ov.avg_pool_v16" if dilated else "ov.avg_pool_v1"
        dilations = f" dilations = {lst(w['dilations'])}" if dilated else ""
        return (head + f"func.func @{fn}(%x: {x_t}) -> {y_t} {{\n"
                f"  %y = {op} %x kernel = {lst(w['kernel'])} "
                f"strides = {lst(w['strides'])} "
                f"pads_begin = {lst(w['pads_begin'])} "
                f"pads_end = {lst(w['pads_end'])}{dilations} "
                f"exclude_pad = {exclude}\n"
                f"         : {x_t} -> {y_t}\n"
                f"  return %y : {y_t}\n}}\n")
    r = w["rois_count"]
    r_t, b_t = shape_str((r, 4), "f32"), shape_str((r,), "i32")
    y_t = shape_str(w["out_shape"], "f32")
    return (head + f"func.func @{fn}(%data: {x_t}, %rois: {r_t}, "
            f"%batch: {b_t}) -> {y_t} {{\n"
            f"  %y = ov.roi_align_v3 %data, %rois, %batch "
            f"pooled_h = {w['pooled_h']} pooled_w = {w['pooled_w']}\n"
            f"         sampling_ratio = {w['sampling_ratio']} "
            f"spatial_scale = {float(w['spatial_scale']):e} "
            f"mode = {w['variant']}\n"
            f"         : {x_t}, {r_t}, {b_t} -> {y_t}\n"
            f"  return %y : {y_t}\n}}\n")


def make_boxes(w):
    """WORKLOADS.md: batch index uniform in [0, N); box sides uniform in
    [1/64, 1/4] of the image side (image = feature map / spatial_scale),
    placed uniformly so that the box lies inside the image."""
    rng = np.random.default_rng(BOX_SEED + zlib.crc32(w["name"].encode()))
    n, _, h, wd = w["shape"]
    r = w["rois_count"]
    img_h, img_w = h / w["spatial_scale"], wd / w["spatial_scale"]
    batch = rng.integers(0, n, size=r).astype(np.int32)
    bw = rng.uniform(1 / 64, 1 / 4, size=r) * img_w
    bh = rng.uniform(1 / 64, 1 / 4, size=r) * img_h
    x1 = rng.uniform(0, 1, size=r) * (img_w - bw)
    y1 = rng.uniform(0, 1, size=r) * (img_h - bh)
    rois = np.stack([x1, y1, x1 + bw, y1 + bh], axis=1).astype(np.float32)
    return rois, batch


# --- Counted bounds (issue 28; docs/perf-notes.md) --------------------------
# A row's bound is the larger of two times: the bytes it must move at STREAM
# copy speed, and (ROIAlign) its vector instructions at the core's
# throughput. The per-core throughput assumed: two vector loads and two
# vector floating-point operations (multiply, add, FMA, compare, blend) per
# cycle, as on x86 cores since Haswell and Zen 2.
LOADS_PER_CYCLE = 2
FP_OPS_PER_CYCLE = 2
# Per sample and vector of channels: the four neighbours' loads; the four
# products and three sums of the weighted sum (OpenVINO rounds each product:
# no FMA); the running avg (a product by 1/count, or a quotient, and a sum)
# or max (a compare and a blend).
SAMPLE_LOADS = 4
SAMPLE_FP_OPS = 9


def roi_work(w, rois, batch):
    """(channel-samples, bytes): every (box, channel, bin, sample), and the
    bytes ROIAlign must move: its output, the boxes, and per image the map
    pixels its boxes' samples read (their regions' sum, at most the map),
    all channels. Box geometry as in docs/semantics.md 3.3 (asymmetric)."""
    n, c, h, wd = w["shape"]
    ph, pw, sr = w["pooled_h"], w["pooled_w"], w["sampling_ratio"]
    f = np.float32
    start = rois.astype(f) * f(w["spatial_scale"])
    size = np.maximum(start[:, 2:] - start[:, :2], f(1))  # (w, h)
    bins = size / np.array([pw, ph], dtype=f)
    count = np.full_like(bins, sr) if sr > 0 else np.ceil(bins)
    samples = int(np.sum(count[:, 0] * count[:, 1])) * ph * pw * c
    lo = np.clip(np.floor(start[:, :2]), 0, [wd - 1, h - 1])
    hi = np.clip(np.floor(start[:, :2] + size) + 1, 0, [wd - 1, h - 1])
    pixels = np.prod(hi - lo + 1, axis=1)
    read = sum(min(h * wd, float(np.sum(pixels[batch == i])))
               for i in range(n))
    item = 4
    bytes_ = item * (read * c + w["rois_count"] * (c * ph * pw + 4)) + \
        4 * w["rois_count"]
    return samples, int(bytes_)


def cpu_ghz():
    """The cores' clock (/proc/cpuinfo's "cpu MHz", the largest), in GHz."""
    mhz = []
    try:
        with open("/proc/cpuinfo") as f:
            mhz = [float(line.split(":")[1]) for line in f
                   if line.startswith("cpu MHz")]
    except (OSError, ValueError):
        pass
    return max(mhz) / 1e3 if mhz else None


def bound_ms(row, stream, facts):
    """(bound in ms, 'mem' or 'ops') of a row at its thread count: the
    larger of its bytes at STREAM copy speed and (ROIAlign) its counted
    vector instructions on min(threads, cores) cores."""
    t = row["threads"]
    if t not in stream or not row["must_bytes"]:
        return None, None
    mem = row["must_bytes"] / (stream[t] * 1e6)
    if row["kind"] != "roi" or not facts.get("lanes") or not facts.get("ghz"):
        return mem, "mem"
    cycles = row["samples"] / facts["lanes"] * max(
        SAMPLE_LOADS / LOADS_PER_CYCLE, SAMPLE_FP_OPS / FP_OPS_PER_CYCLE)
    cores = min(t, os.cpu_count() or 1)
    ops = cycles / (facts["ghz"] * 1e6) / cores
    return (ops, "ops") if ops >= mem else (mem, "mem")


# --- Running ------------------------------------------------------------------

def log(msg):
    print(f"[bench] {msg}", file=sys.stderr, flush=True)


def run_proc(cmd, env, what, relabel=False):
    """Runs a driver; returns its stdout lines (stderr passes through).
    relabel: our driver run on the base build's modules, reported as
    system 'base'."""
    t0 = time.time()
    lines = []
    with subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE,
                          text=True) as p:
        for line in p.stdout:
            line = line.rstrip("\n")
            if relabel:
                line = line.replace("system=ours", "system=base")
            lines.append(line)
            if line.startswith("RESULT ") and " cache=hot " in line:
                kv = parse_kv(line)
                log(f"  {kv['system']} {kv['name']}.{kv['variant']}: "
                    f"{kv['median_ms']} ms")
    rc = p.returncode
    if rc != 0:
        log(f"{what}: exit code {rc} after {time.time() - t0:.0f} s "
            f"(results so far are kept)")
    else:
        log(f"{what}: {time.time() - t0:.0f} s")
    return lines, rc


def parse_kv(line):
    return dict(t.split("=", 1) for t in line.split()[1:] if "=" in t)


def model_base(w):
    return f"{w['name']}.{w['variant']}"


def write_models(ws, models):
    """Writes each workload's model as MODELS/<name>.<variant>.mlir (a file
    that already holds the text is left alone, so its time stamp stays)."""
    os.makedirs(models, exist_ok=True)
    for w in ws:
        mlir = os.path.join(models, model_base(w) + ".mlir")
        text = model_text(w)
        if not os.path.exists(mlir) or open(mlir).read() != text:
            with open(mlir, "w") as f:
                f.write(text)


def compile_models(ws, build, models, out_dir, extra_flags):
    ov_compile = os.path.join(build, "tools", "ov-compile", "ov-compile")
    os.makedirs(out_dir, exist_ok=True)
    times = {}
    for w in ws:
        base = model_base(w)
        mlir = os.path.join(models, base + ".mlir")
        so = os.path.join(out_dir, base + ".so")
        cmd = [ov_compile, mlir, "--target", "cpu", "-o", so, "--timing"]
        cmd += extra_flags
        t0 = time.time()
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True)
        wall = (time.time() - t0) * 1e3
        if p.returncode != 0:
            log(f"ov-compile {base} failed:\n{p.stderr.strip()}")
            times[base] = None
            w["so"] = None
            continue
        m = re.search(r"timing: total ([0-9.]+) ms", p.stdout)
        times[base] = (float(m.group(1)) if m else None, wall)
        # ROIAlign's width: the bound's lanes (older builds print only
        # vector-bits, which all families used).
        t = (re.search(r"roi-align-vector-bits=([0-9]+)", p.stdout) or
             re.search(r"target: vector-bits=([0-9]+)", p.stdout))
        if t:
            TARGET["vector_bits"] = int(t.group(1))
        w["so"] = so
    return times


def write_workload_file(ws, path):
    with open(path, "w") as f:
        for w in ws:
            w.setdefault("so", None)
            if not w["so"]:
                w["so"] = "-"  # ov-compile failed: the peers still run
            keys = ["name", "variant", "so", "shape", "out_shape"]
            if w["kind"] == "maxpool":
                keys += ["kernel", "strides", "pads_begin", "pads_end",
                         "dilations"]
            elif w["kind"] == "avgpool":
                keys += ["kernel", "strides", "pads_begin", "pads_end",
                         "exclude_pad", "dilations"]
            else:
                keys += ["rois", "batch", "pooled_h", "pooled_w",
                         "sampling_ratio", "spatial_scale"]
            toks = []
            for k in keys:
                v = w[k]
                if isinstance(v, (tuple, list)):
                    v = ",".join(str(x) for x in v)
                toks.append(f"{k}={v}")
            f.write(w["kind"] + " " + " ".join(toks) + "\n")


# --- Report -------------------------------------------------------------------

def fmt(v, digits=4):
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "-"
    if v >= 1000:
        return f"{v:.0f}"
    return f"{v:.{digits}g}"


def cell(r):
    if not r:
        return "-"
    return f"{fmt(r['median'])} [{fmt(r['min'], 3)}-{fmt(r['max'], 3)}]"


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    ap.add_argument("--quick", action="store_true",
                    help="1 warm-up and 3 runs (development only)")
    ap.add_argument("--runs", type=int)
    ap.add_argument("--warmup", type=int)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--only", default="",
                    help="comma-separated substrings of workload names")
    ap.add_argument("--no-cold", action="store_true")
    ap.add_argument("--repeat", type=int, default=1,
                    help="rounds of separate processes per system; the table "
                         "shows the median of their medians, the min of "
                         "their mins and the max of their maxes")
    ap.add_argument("--no-torch", action="store_true")
    ap.add_argument("--no-dnnl", action="store_true")
    ap.add_argument("--no-openvino", action="store_true")
    ap.add_argument("--no-ort", action="store_true")
    ap.add_argument("--venv-python", default=VENV_PYTHON,
                    help="the python of the test venv (openvino, onnxruntime)")
    ap.add_argument("--results", default=os.path.join(HERE, "results"))
    ap.add_argument("--ov-compile-flag", action="append", default=[],
                    help="extra flag for ov-compile (repeatable)")
    ap.add_argument("--base-build", default="",
                    help="another build of ov-mlir (e.g. the main branch's): "
                         "its ov-compile's modules run through our driver "
                         "as system 'base', beside ours in the same run")
    ap.add_argument("--write-models", metavar="DIR",
                    help="only write the workloads' .mlir models into DIR")
    a = ap.parse_args()
    if a.write_models:
        write_models(workloads(), a.write_models)
        return
    if a.base_build:
        SYSTEMS.insert(1, "base")
        PEERS.insert(0, "base")
    runs = a.runs or (3 if a.quick else 21)
    warmup = a.warmup if a.warmup is not None else (1 if a.quick else 3)
    threads = [int(t) for t in a.threads.split(",")]
    only = [s for s in a.only.split(",") if s]
    build = os.path.abspath(a.build_dir)
    work = os.path.join(build, "bench")
    os.makedirs(a.results, exist_ok=True)

    ws = [w for w in workloads()
          if not only or any(s in w["name"] for s in only)]
    models = os.path.join(work, "models")
    write_models(ws, models)
    log(f"compiling {len(ws)} modules with ov-compile --timing")
    compile_times = compile_models(ws, build, models,
                                   os.path.join(work, "modules"),
                                   a.ov_compile_flag)
    data = os.path.join(work, "data")
    os.makedirs(data, exist_ok=True)
    for w in ws:
        if w["kind"] == "roi":
            rois, batch = make_boxes(w)
            w["rois"] = os.path.join(data, w["name"] + ".rois.npy")
            w["batch"] = os.path.join(data, w["name"] + ".batch.npy")
            np.save(w["rois"], rois)
            np.save(w["batch"], batch)
            w["samples"], w["must_bytes"] = roi_work(w, rois, batch)
    wfile = os.path.join(work, "workloads.txt")
    write_workload_file(ws, wfile)
    base_wfile = None
    if a.base_build:
        base_ws = [dict(w) for w in ws]
        log(f"compiling {len(base_ws)} modules with {a.base_build}'s "
            "ov-compile")
        compile_models(base_ws, os.path.abspath(a.base_build), models,
                       os.path.join(work, "modules-base"), a.ov_compile_flag)
        base_wfile = os.path.join(work, "workloads-base.txt")
        write_workload_file(base_ws, base_wfile)

    common = ["--workloads", wfile, "--warmup", str(warmup), "--runs",
              str(runs)] + (["--no-cold"] if a.no_cold else [])
    if only:
        common += ["--only", ",".join(only)]
    lines = []
    failures = [f"ov-compile {k} failed" for k, v in compile_times.items()
                if not v]
    venv_peers = [(n, f) for n, f, off in
                  (("OpenVINO", "peers_openvino.py", a.no_openvino),
                   ("onnxruntime", "peers_onnxruntime.py", a.no_ort)) if not off]
    if venv_peers and not os.access(a.venv_python, os.X_OK):
        failures.append(f"{a.venv_python} missing (bench/run.sh creates it): "
                        f"no {', '.join(n for n, _ in venv_peers)}")
        venv_peers = []
    log(machine_line())
    for rep in range(a.repeat):
        for t in threads:
            # Ours run on libovrt's pool, the base build's modules (descriptor
            # version 4 or older) and the peers on their OpenMP runtimes.
            env = dict(os.environ, OVRT_NUM_THREADS=str(t),
                       OMP_NUM_THREADS=str(t))
            # The correctness check runs in the first round only.
            check = []
            if rep == 0:
                cdir = os.path.join(work, "check", f"T{t}")
                os.makedirs(cdir, exist_ok=True)
                for f in os.listdir(cdir):
                    os.remove(os.path.join(cdir, f))
                check = ["--check-dir", cdir]
            procs = [
                ("stream", [os.path.join(work, "ovbench"), "stream", "--runs",
                            str(max(runs, 10))]),
                ("ours", [os.path.join(work, "ovbench"), "ours"] + check +
                 common),
            ]
            if base_wfile:
                procs.append(("base", [os.path.join(work, "ovbench"), "ours",
                                       "--workloads", base_wfile] +
                              common[2:]))
            if not a.no_dnnl:
                procs.append(("oneDNN",
                              [os.path.join(work, "dnnlbench")] + common))
            if not a.no_torch:
                procs.append(("torch", ["/usr/bin/python3",
                                        os.path.join(HERE, "peers_torch.py"),
                                        "--threads", str(t)] + check + common))
            for name, script in venv_peers:
                procs.append((name, [a.venv_python, os.path.join(HERE, script),
                                     "--threads", str(t)] + check + common))
            for what, cmd in procs:
                what = (f"round {rep + 1}/{a.repeat} " if a.repeat > 1
                        else "") + f"threads={t} {what}"
                log(what)
                out, rc = run_proc(cmd, env, what,
                                   relabel=what.endswith(" base"))
                lines += out
                if rc != 0:
                    failures.append(f"{what}: exit code {rc}")

    with open(os.path.join(a.results, "driver_output.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return report(ws, lines, compile_times, threads, a, runs, warmup,
                  failures)


def ov_impl(info, name, var, t):
    """OpenVINO's chosen implementation, short: primitive type (the layer
    type where it is not the op's own, e.g. Reference), + added layers."""
    kv = info.get(("openvino", name, var, t))
    if not kv or "impl" not in kv:
        return "-"
    layer, _, rest = kv["impl"].partition(":")
    prim = rest.split("@")[0]
    text = prim if layer in ("Pooling", "ROIAlign") else f"{layer}:{prim}"
    added = kv.get("added", "none")
    if added != "none":
        text += "+" + "+".join(sorted({a.split(":")[0]
                                       for a in added.split("+")}))
    return text


def collect(lines):
    """RESULT/INFO/CHECK/STREAM lines -> (results, info, checks, stream)."""
    info, checks, stream, rounds = {}, [], {}, {}
    for line in lines:
        if line.startswith("RESULT "):
            kv = parse_kv(line)
            key = (kv["system"], kv["name"], kv["variant"], int(kv["threads"]),
                   kv["cache"])
            rounds.setdefault(key, []).append(kv)
        elif line.startswith("INFO "):
            kv = parse_kv(line)
            if "name" in kv:
                info[(kv["system"], kv["name"], kv["variant"],
                      int(kv["threads"]))] = kv
            else:
                info[(kv["system"],)] = kv
        elif line.startswith("CHECK "):
            checks.append(parse_kv(line))
        elif line.startswith("STREAM "):
            kv = parse_kv(line)
            t = int(kv["threads"])
            stream[t] = max(stream.get(t, 0.0), float(kv["copy_gbs"]))
    res = {}
    for key, kvs in rounds.items():
        res[key] = dict(
            median=float(np.median([float(kv["median_ms"]) for kv in kvs])),
            min=min(float(kv["min_ms"]) for kv in kvs),
            max=max(float(kv["max_ms"]) for kv in kvs),
            runs=sum(int(kv["runs"]) for kv in kvs), rounds=len(kvs))
        ratios = [float(kv["paired_ratio"]) for kv in kvs if "paired_ratio" in kv]
        if ratios:
            res[key]["paired_ratio"] = float(np.median(ratios))
    return res, info, checks, stream


def make_rows(ws, res, info, stream, compile_times, threads, caches, facts):
    rows = []
    for w in ws:
        for t in threads:
            for cache in caches:
                name, var = w["name"], w["variant"]
                r = {s: res.get((s, name, var, t, cache)) for s in SYSTEMS}
                # oneDNN's inference pooling has no indices output: the idx
                # rows show (and compare against) its time without indices.
                if var == "idx":
                    for s in ("dnnl_nchw", "dnnl_blocked"):
                        r[s] = res.get((s, name, "noidx", t, cache))
                ours = r["ours"]
                row = dict(workload=name, variant=var, threads=t, cache=cache,
                           kind=w["kind"], r=r,
                           ov_impl=ov_impl(info, name, var, t))
                for s in PEERS:
                    row["ratio_" + s] = (r[s]["median"] / ours["median"]
                                         if ours and r[s] else None)
                plain = [(r[s]["median"], s) for s in PLAIN_PEERS if r[s]]
                best = min(plain) if plain else None
                row["best_peer"] = best[1] if best else None
                row["ratio_best"] = (best[0] / ours["median"]
                                     if ours and best else None)
                inf = info.get(("ours", name, var, t))
                row["bytes"] = int(inf["bytes"]) if inf else None
                row["samples"] = w.get("samples")
                row["must_bytes"] = w.get("must_bytes", row["bytes"])
                row["bound_ms"], row["bound_kind"] = bound_ms(row, stream,
                                                              facts)
                row["bound_frac"] = (row["bound_ms"] / ours["median"]
                                     if ours and row["bound_ms"] else None)
                if ours and inf:
                    gbs = int(inf["bytes"]) / (ours["median"] * 1e6)
                    row["gbs"] = gbs
                    row["stream_frac"] = gbs / stream[t] if t in stream else None
                else:
                    row["gbs"] = row["stream_frac"] = None
                alloc = res.get(("ours_alloc", name, var, t, "hot"))
                row["alloc_median"] = alloc["median"] if alloc else None
                row["alloc_ratio"] = alloc.get("paired_ratio") if alloc else None
                ct = compile_times.get(f"{name}.{var}")
                row["compile_ms"] = ct[0] if ct else None
                rows.append(row)
    return rows


def target_facts():
    """The facts the ROIAlign bound needs: lanes (f32) from the vector width
    ov-compile compiled ROIAlign for, and the clock."""
    bits = TARGET.get("vector_bits")
    return dict(vector_bits=bits, lanes=bits // 32 if bits else None,
                ghz=cpu_ghz())


def target_line(facts):
    return (f"Counted bound's facts: vector-bits={facts['vector_bits'] or '?'}"
            f" (ov-compile's ROIAlign width on the host: "
            f"{facts['lanes'] or '?'} f32 lanes),"
            f" clock {facts['ghz'] or '?'} GHz (/proc/cpuinfo), "
            f"{SAMPLE_LOADS} loads + {SAMPLE_FP_OPS} FP ops per sample and "
            "vector of channels")


def table(rows):
    peers_hdr = "".join(f"{LABEL[s]:>10}" for s in PEERS)
    ratio_hdr = "".join(f"{SHORT[s] + '/us':>7}" for s in PEERS)
    hdr = (f"{'workload':<20}{'T':>2} {'cache':<5}| {'ours ms [min-max]':<22}|"
           f"{peers_hdr} |{ratio_hdr}{'best/us':>8} | {'GB/s':>6} {'STREAM':>6}"
           f" | {'bound':>11} {'of bnd':>6} | OpenVINO implementation")
    out = [hdr, "-" * len(hdr)]
    for row in rows:
        r = row["r"]
        label = row["workload"] + {"noidx": "", "idx": " +idx", "avg": " avg",
                                   "max": " max", "incl": "",
                                   "excl": ""}[row["variant"]]
        ours = r["ours"]
        oc = (f"{fmt(ours['median'])} [{fmt(ours['min'], 3)}-"
              f"{fmt(ours['max'], 3)}]" if ours else "-")
        peers = ""
        for s in PEERS:
            v = fmt(r[s]["median"]) if r[s] else "-"
            if r[s] and row["variant"] == "idx" and s.startswith("dnnl"):
                v += "*"
            peers += f"{v:>10}"
        ratios = "".join(f"{fmt(row['ratio_' + s], 3):>7}" for s in PEERS)
        frac = (f"{100 * row['stream_frac']:.0f}%" if row["stream_frac"]
                else "-")
        bnd = (f"{fmt(row['bound_ms'], 3)} {row['bound_kind']}"
               if row["bound_ms"] else "-")
        of_bnd = (f"{100 * row['bound_frac']:.0f}%" if row["bound_frac"]
                  else "-")
        out.append(
            f"{label:<20}{row['threads']:>2} {row['cache']:<5}| {oc:<22}|"
            f"{peers} |{ratios}{fmt(row['ratio_best'], 3):>8} | "
            f"{fmt(row['gbs'], 3):>6} {frac:>6} | {bnd:>11} {of_bnd:>6} | "
            f"{row['ov_impl']}")
    return out


def report(ws, lines, compile_times, threads, a, runs, warmup, failures):
    res, info, checks, stream = collect(lines)
    caches = ["hot"] if a.no_cold else ["hot", "cold"]
    facts = target_facts()
    rows = make_rows(ws, res, info, stream, compile_times, threads, caches,
                     facts)

    out = ["", f"ov-mlir CPU benchmark: {runs} runs after {warmup} warm-up per "
           f"system and case" +
           (f", {a.repeat} rounds of processes (median of medians)"
            if a.repeat > 1 else "") +
           "; medians in ms; ratios peer/ours > 1 mean ours is faster",
           machine_line()]
    out += table(rows)
    out.append("")
    out.append("* oneDNN's inference pooling has no indices output (indices "
               "exist only in its training workspace): +idx rows show oneDNN "
               "without indices.")
    out.append("Peers: OpenVINO = its CPU plugin (one-layer model, f32 hint, "
               "INFERENCE_NUM_THREADS=T, plain layout in and out, infer() on "
               "preallocated tensors); OV model = the same OpenVINO op "
               "inside a model (identity 1x1 convolutions before and after "
               "it, so that the plugin picks its own layout): the op's time "
               "plus the Reorders next to it, from the plugin's per-node "
               "performance counters (PERF_COUNT), hot only; "
               "onnxrt = onnxruntime (CPU EP, "
               "intra-op threads T, IOBinding); torch = PyTorch/torchvision; "
               "dnnl nchw = oneDNN on plain layout; dnnl blk = oneDNN on "
               "nChw16c/nCdhw16c, reorders not timed.")
    out.append("X/us = peer median / ours; best/us = fastest plain-layout peer "
               "(OpenVINO, onnxrt, torch, dnnl nchw) / ours. onnxruntime's "
               "max-mode RoiAlign computes another function (max of weighted "
               "samples): timed, not checked.")
    out.append("GB/s = (inputs read once + outputs written once, indices "
               "included) / our median; STREAM = that as a fraction of STREAM "
               "copy at the same thread count.")
    out.append("bound = the counted bound in ms (bench.py, "
               "docs/perf-notes.md): the larger of the bytes the op must "
               "move at STREAM copy speed (mem; ROIAlign: output, boxes and the map pixels its "
               "boxes read) and, for ROIAlign, its vector loads and "
               "floating-point operations per sample at "
               f"{LOADS_PER_CYCLE} loads + {FP_OPS_PER_CYCLE} FP ops per "
               "cycle and core (ops); of bnd = bound / our median.")
    out.append(target_line(facts))
    out.append("OpenVINO implementation = the runtime model's primitiveType "
               "of the layer (layerType when it is not Pooling/ROIAlign, e.g. "
               "Reference = its evaluate() fallback), + the layers it added.")
    out.append("")
    out.append(f"STREAM copy (2 x {big_buffer_bytes() >> 20} MiB arrays, bytes read + "
               "written, best of runs): " +
               ", ".join(f"{t} thread{'s' if t > 1 else ''} {stream[t]:.1f} GB/s"
                         for t in sorted(stream)))
    cts = [(k, v[0]) for k, v in compile_times.items() if v and v[0]]
    if cts:
        worst = max(cts, key=lambda kv: kv[1])
        out.append(f"ov-compile --timing total per module: max {worst[1]:.0f} ms "
                   f"({worst[0]}), median "
                   f"{sorted(v for _, v in cts)[len(cts) // 2]:.0f} ms over "
                   f"{len(cts)} modules")
    missing = [k for k, v in compile_times.items() if not v]
    if missing:
        out.append(f"ov-compile FAILED: {', '.join(missing)}")
    out += alloc_overhead(rows)
    bad, text = check_summary(checks, info)
    out += text
    for key in (("dnnl",), ("torch",), ("openvino",), ("ort",)):
        if key in info:
            out.append("  " + " ".join(f"{k}={v}" for k, v in info[key].items()))
    impls = sorted({kv.get("impl") for k, kv in info.items()
                    if k[0].startswith("dnnl") and len(k) > 1 and kv.get("impl")})
    if impls:
        out.append("  oneDNN implementations: " + ", ".join(impls))
    out += ov_impls(info)
    for f in failures:
        out.append(f"FAILED: {f}")

    out += targets(rows, stream)
    text = "\n".join(out)
    print(text)
    write_csv(rows, a.results)
    write_raw(res, a.results)
    with open(os.path.join(a.results, "table.txt"), "w") as f:
        f.write(text + "\n")
    plot(rows, threads, a.results)
    return 1 if bad or failures else 0


def alloc_overhead(rows):
    ov = [(row, row["alloc_ratio"])
          for row in rows if row["cache"] == "hot" and row.get("alloc_ratio")]
    if not ov:
        return []
    worst = max(q for _, q in ov)
    within = sum(q <= 1.10 for _, q in ov)
    out = ["Module::run (the user's path: outputs from the module's pool) / "
           "Module::runInto (outputs preallocated, as timed above), hot, median "
           "of interleaved pairs' ratios; target <= 1.10: "
           f"{within} of {len(ov)} within, worst {worst:.2f}:"]
    items = [f"{r['workload']}{'' if r['variant'] == 'noidx' else '.' + r['variant']}"
             f"@T{r['threads']} {q:.2f}{'' if q <= 1.10 else ' x'}" for r, q in ov]
    line = " "
    for it in items:
        if len(line) + len(it) > 150:
            out.append(line)
            line = " "
        line += " " + it + ","
    out.append(line.rstrip(","))
    return out


def check_summary(checks, info):
    """The spot checks per peer, and the same-input / same-values
    checksums; returns (anything failed, lines)."""
    out = []
    bad = [c for c in checks if c.get("ok") != "1"]
    per = {}
    for c in checks:
        ok, n = per.get(c.get("peer", "?"), (0, 0))
        per[c.get("peer", "?")] = (ok + (c.get("ok") == "1"), n + 1)
    out.append("Correctness spot checks of ours (sampled outputs): " +
               (", ".join(f"vs {p} {ok}/{n} ok" for p, (ok, n) in
                          sorted(per.items())) or "none ran"))
    for c in bad:
        out.append("  FAILED: " + " ".join(f"{k}={v}" for k, v in c.items()))
    ties = [f"{c['peer']} {c['name']} T{c['threads']}: {c['ties']}"
            for c in checks if int(c.get("ties", "0"))]
    if ties:
        out.append("  index ties (ours picked another element equal to the "
                   "max in the same window): " + ", ".join(ties))
    sums_bad = []
    for key, kv in info.items():
        if len(key) != 4 or key[0] == "ours" or "input_bitsum" not in kv:
            continue
        system, name, var, t = key
        mine = info.get(("ours", name, var, t))
        if not mine:
            continue
        if kv["input_bitsum"] != mine["input_bitsum"]:
            sums_bad.append(f"{system} {name}.{var} T{t}: input differs")
        if ("out0_bitsum" in kv and var in ("noidx", "idx") and
                kv["out0_bitsum"] != mine["out0_bitsum"]):
            sums_bad.append(f"{system} {name}.{var} T{t}: MaxPool values differ")
    out.append("Same inputs for every system, bit-identical MaxPool values of "
               "every system (checksums): " +
               ("yes" if not sums_bad else "NO: " + "; ".join(sums_bad)))
    return bool(bad or sums_bad), out


def ov_impls(info):
    seen = {}
    for key, kv in info.items():
        if key[0] == "openvino" and len(key) == 4 and "impl" in kv:
            text = kv["impl"] + ("" if kv.get("added", "none") == "none"
                                 else " + " + kv["added"])
            seen.setdefault(text, []).append(f"{key[1]}.{key[2]}@T{key[3]}")
    if not seen:
        return []
    out = ["  OpenVINO implementations (layerType:primitiveType@"
           "runtimePrecision + added layers):"]
    for text, where in sorted(seen.items()):
        out.append(f"    {text}: {', '.join(sorted(where))}")
    return out


def targets(rows, stream):
    """Issue 14's targets, each evaluated per thread count and cache; a line
    per workload and target, MET when every evaluation of it is met."""
    out = ["", "Targets (issue 14; medians; a line is MET when each of its "
           "cells is; 'x' marks a missed cell):"]
    counts = [0, 0]

    def find(name, var, t, cache):
        return next((r for r in rows if r["workload"] == name and
                     r["variant"] == var and r["threads"] == t and
                     r["cache"] == cache and r["r"]["ours"]), None)

    def line(what, cells):
        """cells: [(tag, value text, ok)]."""
        if not cells:
            return
        ok_all = all(ok for _, _, ok in cells)
        for _, _, ok in cells:
            counts[0 if ok else 1] += 1
        body = ", ".join(f"{tag} {v}{'' if ok else ' x'}" for tag, v, ok in cells)
        out.append(f"  [{'MET ' if ok_all else 'MISS'}] {what}: {body}")

    def cells(name, var, fn, caches=("hot", "cold"), ts=None):
        got = []
        for t in ts or sorted({r["threads"] for r in rows}):
            for cache in caches:
                r = find(name, var, t, cache)
                v = fn(r) if r else None
                if v is not None:
                    got.append((f"T{t} {cache}",) + v)
        return got

    pools = [(w, v) for w, v in dict.fromkeys((r["workload"], r["variant"])
                                              for r in rows if r["kind"] in ("maxpool", "avgpool"))]
    rois = [(w, v) for w, v in dict.fromkeys((r["workload"], r["variant"])
                                             for r in rows if r["kind"] == "roi")]
    tag = lambda w, v: w + {"noidx": "", "idx": " +idx"}.get(v, " " + v)

    out.append(" Every MaxPool and AvgPool workload >= 1.0x the fastest plain-layout peer "
               "(OpenVINO, onnxruntime, oneDNN nchw*, torch):")
    for w, v in pools:
        line(tag(w, v) + " best/us", cells(w, v, lambda r: (
            f"{r['ratio_best']:.2f} ({SHORT[r['best_peer']]})",
            r["ratio_best"] >= 1.0) if r["ratio_best"] else None))
    out.append(" Compute-bound shapes, no indices: ours <= 1.0x (c_k7_same) / "
               "1.2x (e_3d) oneDNN blocked, layout change not timed:")
    for w, limit in (("c_k7_same", 1.0), ("e_3d", 1.2)):
        line(f"{w} ours/blk", cells(w, "noidx", lambda r: (
            f"{1 / r['ratio_dnnl_blocked']:.2f}",
            1 / r["ratio_dnnl_blocked"] <= limit)
            if r["ratio_dnnl_blocked"] else None))
    out.append(" Bandwidth-bound shapes, cold cache: >= 80% of STREAM copy "
               "(every byte, indices included):")
    for w, v in pools:
        if w in BANDWIDTH_BOUND:
            line(tag(w, v) + " STREAM", cells(w, v, lambda r: (
                f"{100 * r['stream_frac']:.0f}%", r["stream_frac"] >= 0.8)
                if r["stream_frac"] else None, caches=("cold",)))
    out.append(" Cost of indices: compute-bound <= 1.25x the time without; "
               "bandwidth-bound: extra time <= extra bytes at STREAM speed:")
    for w, v in pools:
        if v != "idx":
            continue

        def idx_cost(r, w=w):
            no = find(w, "noidx", r["threads"], r["cache"])
            if not no:
                return None
            ti, tn = r["r"]["ours"]["median"], no["r"]["ours"]["median"]
            if w not in BANDWIDTH_BOUND:
                return f"{ti / tn:.2f}x", ti / tn <= 1.25
            if r["threads"] not in stream or not r["bytes"] or not no["bytes"]:
                return None
            allowed = (r["bytes"] - no["bytes"]) / (stream[r["threads"]] * 1e6)
            return (f"{ti - tn:+.2f} ms (bytes allow +{allowed:.2f})",
                    ti - tn <= allowed)
        line(f"{w} +idx vs without", cells(w, v, idx_cost))
    out.append(" ROIAlign, every workload and mode, 1 thread: >= 1.5x "
               "OpenVINO's CPU plugin (plain layout: ov; inside a model, "
               "its reorders counted: ovm, hot); >= 5x torchvision (avg):")
    for w, v in rois:
        line(tag(w, v) + " ov/us", cells(w, v, lambda r: (
            f"{r['ratio_openvino']:.2f}", r["ratio_openvino"] >= 1.5)
            if r["ratio_openvino"] else None, ts=[1]))
        line(tag(w, v) + " ovm/us", cells(w, v, lambda r: (
            f"{r['ratio_openvino_model']:.2f}",
            r["ratio_openvino_model"] >= 1.5)
            if r["ratio_openvino_model"] else None, caches=("hot",), ts=[1]))
        if v == "avg":
            line(tag(w, v) + " torch/us", cells(w, v, lambda r: (
                f"{r['ratio_torch']:.2f}", r["ratio_torch"] >= 5)
                if r["ratio_torch"] else None, ts=[1]))
    out.append(" Two threads >= 1.8x one thread, where one thread is below "
               "80% of STREAM copy:")
    for w, v in pools + rois:
        def scaling(r, w=w, v=v):
            if r["threads"] != 2:
                return None
            one = find(w, v, 1, r["cache"])
            if not one or (one["stream_frac"] or 0) >= 0.8:
                return None
            q = one["r"]["ours"]["median"] / r["r"]["ours"]["median"]
            return f"{q:.2f}x", q >= 1.8
        line(tag(w, v) + " T1/T2", cells(w, v, scaling, ts=[2]))
    out.append(" Module::run (the user's path) meets the peer targets too (hot):")
    for w, v in pools + rois:
        def alloc(r, w=w, v=v):
            if not r["alloc_median"]:
                return None
            if r["kind"] in ("maxpool", "avgpool"):
                best = r["ratio_best"] and r["ratio_best"] * \
                    r["r"]["ours"]["median"] / r["alloc_median"]
                return (f"{best:.2f}", best >= 1.0) if best else None
            if r["threads"] != 1 or not r["ratio_openvino"]:
                return None
            q = r["ratio_openvino"] * r["r"]["ours"]["median"] / r["alloc_median"]
            return f"{q:.2f}", q >= 1.5
        line(tag(w, v) + (" best/run" if (w, v) in pools else " ov/run"),
             cells(w, v, alloc, caches=("hot",)))
    out.append(f"  {counts[0]} cells met, {counts[1]} missed")
    return out


def write_csv(rows, results):
    path = os.path.join(results, "results.csv")
    m = machine_info()
    with open(path, "w", newline="") as f:
        wr = csv.writer(f)
        head = ["workload", "variant", "threads", "cache"]
        for s in SYSTEMS:
            head += [f"{s}_median_ms", f"{s}_min_ms", f"{s}_max_ms"]
        head += [f"ratio_{s}_over_ours" for s in PEERS]
        head += ["ratio_best_plain_peer_over_ours", "best_plain_peer",
                 "openvino_implementation", "ours_gbs",
                 "ours_fraction_of_stream_copy",
                 "ours_module_run_median_ms",
                 "ours_module_run_over_run_into_paired", "compile_ms",
                 "bound_ms", "bound_kind", "ours_fraction_of_bound",
                 "cpu", "isa", "caches"]
        wr.writerow(head)
        for row in rows:
            vals = [row["workload"], row["variant"], row["threads"], row["cache"]]
            for s in SYSTEMS:
                r = row["r"][s]
                vals += ([r["median"], r["min"], r["max"]] if r else ["", "", ""])
            for k in [f"ratio_{s}" for s in PEERS] + ["ratio_best"]:
                v = row[k]
                vals.append("" if v is None else f"{v:.6g}")
            vals += [row["best_peer"] or "", row["ov_impl"]]
            for k in ("gbs", "stream_frac", "alloc_median", "alloc_ratio",
                      "compile_ms", "bound_ms", "bound_kind", "bound_frac"):
                v = row[k]
                vals.append("" if v is None else
                            v if isinstance(v, str) else f"{v:.6g}")
            vals += [m["cpu"], m["isa"], m["caches"]]
            wr.writerow(vals)
    log(f"wrote {path}")


def write_raw(res, results):
    path = os.path.join(results, "raw.csv")
    m = machine_info()
    with open(path, "w", newline="") as f:
        wr = csv.writer(f)
        wr.writerow(["system", "workload", "variant", "threads", "cache",
                     "median_ms", "min_ms", "max_ms", "runs", "rounds", "cpu",
                     "isa", "caches"])
        for k in sorted(res):
            r = res[k]
            wr.writerow(list(k) + [r["median"], r["min"], r["max"], r["runs"],
                                   r["rounds"], m["cpu"], m["isa"],
                                   m["caches"]])


def plot(rows, threads, results):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        log("matplotlib missing: no plot")
        return
    labels = []
    for r in rows:
        lab = r["workload"] + {"noidx": "", "idx": "+idx", "avg": "", "max": "",
                               "incl": "", "excl": ""}[r["variant"]]
        if r["variant"] != "max" and lab not in labels:
            labels.append(lab)
    fig, axes = plt.subplots(len(threads), 1, figsize=(13, 4.2 * len(threads)),
                             squeeze=False)
    series = [("hot", "ratio_best", "fastest plain-layout peer / ours (hot)"),
              ("cold", "ratio_best", "fastest plain-layout peer / ours (cold)"),
              ("hot", "ratio_openvino", "OpenVINO / ours (hot)")]
    width = 0.27
    for ax, t in zip(axes[:, 0], threads):
        for si, (cache, key, name) in enumerate(series):
            ys = []
            for lab in labels:
                row = next((r for r in rows if r["threads"] == t and
                            r["cache"] == cache and r["variant"] != "max" and
                            r["workload"] + {"noidx": "", "idx": "+idx",
                                             "avg": "", "incl": "",
                                             "excl": ""}[r["variant"]] == lab),
                           None)
                v = row[key] if row else None
                ys.append(v if v else np.nan)
            xs = np.arange(len(labels)) + (si - 1) * width
            ax.bar(xs, ys, width, label=name)
        ax.axhline(1.0, color="k", linewidth=0.8)
        ax.set_yscale("log")
        ax.set_xticks(np.arange(len(labels)))
        ax.set_xticklabels(labels, rotation=30, ha="right", fontsize=8)
        ax.set_ylabel("ratio (> 1: ours faster)")
        ax.set_title(f"{t} thread{'s' if t > 1 else ''}")
        ax.grid(axis="y", which="both", alpha=0.3)
        ax.legend(fontsize=8)
    fig.tight_layout()
    path = os.path.join(results, "ratios.png")
    fig.savefig(path, dpi=110)
    log(f"wrote {path}")


if __name__ == "__main__":
    sys.exit(main())
