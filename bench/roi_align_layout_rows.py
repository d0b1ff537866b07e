#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ROIAlign's benchmark rows in both layouts (issue 51): each ROIAlign
workload of bench/WORKLOADS.md (avg and max) with its feature map given as
[N, C, H, W] (bench.py's model) and channels-last, as [N, H, W, C]
transposed into the op by a linalg.transpose [0, 3, 1, 2], which ov-to-vector
reads in place of the transpose (docs/perf-notes.md). Ours only, through the
ovrt package:

  roi_align_layout_rows.py --build-dir BUILD [--threads 1] [--runs 11]
      [--repeat 3] [--only NAME]

Prints per row, in both layouts, the least of `--repeat` medians of
`--runs` calls after a warm-up (the rounds alternate the layouts), the counted bound (workloads.bound_ms: STREAM copy from
BUILD/bench/ovbench, which bench/run.sh builds, where it is there, else the
instruction count alone) and each layout's time over it, and whether the
channels-last output equals the [N, C, H, W] one bit for bit.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from workloads import (bound_ms, cpu_ghz, make_boxes, model_text,  # noqa: E402
                       roi_work, shape_str, workloads)

SEED = 20261208


def channels_last_text(w):
    """bench.py's model of `w` with %data taken as [N, H, W, C] (%nhwc) and
    transposed into the op."""
    n, c, h, wd = w["shape"]
    nchw_t = shape_str(w["shape"], "f32")
    nhwc_t = shape_str((n, h, wd, c), "f32")
    text = model_text(w).replace(f"%data: {nchw_t}", f"%nhwc: {nhwc_t}")
    head, body = text.split("{\n", 1)
    return (head + "{\n"
            f"  %empty = tensor.empty() : {nchw_t}\n"
            f"  %data = linalg.transpose ins(%nhwc : {nhwc_t}) "
            f"outs(%empty : {nchw_t}) permutation = [0, 3, 1, 2]\n" + body)


def compile_model(build, text, tmp, name):
    """The module's library, and the vector lanes of ROIAlign's kernels."""
    model, library = (os.path.join(tmp, name + ".mlir"),
                      os.path.join(tmp, name + ".so"))
    with open(model, "w") as f:
        f.write(text)
    out = subprocess.run(
        [os.path.join(build, "tools", "ov-compile", "ov-compile"), model,
         "--target", "cpu", "-o", library, "--timing"],
        check=True, stdout=subprocess.PIPE, text=True).stdout
    bits = (re.search(r"family-vector-bits=\S*\bROIAlign:([0-9]+)", out) or
            re.search(r"target: vector-bits=([0-9]+)", out))
    return library, int(bits.group(1)) // 32 if bits else None


def stream_gbs(build, threads):
    """STREAM copy in GB/s (ovbench stream), or None without ovbench."""
    ovbench = os.path.join(build, "bench", "ovbench")
    if not os.access(ovbench, os.X_OK):
        return None
    out = subprocess.run([ovbench, "stream", "--runs", "10"],
                         env=dict(os.environ, OVRT_NUM_THREADS=str(threads)),
                         stdout=subprocess.PIPE, text=True).stdout
    m = re.search(r"copy_gbs=([0-9.]+)", out)
    return float(m.group(1)) if m else None


def median_ms(fn, runs):
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1e3)
    return float(np.median(times))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build-dir", default="build")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--repeat", type=int, default=3,
                    help="rounds, the layouts alternating; each row shows "
                         "the least median of its rounds")
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    build = os.path.abspath(args.build_dir)
    os.environ["OVRT_NUM_THREADS"] = str(args.threads)
    os.environ.setdefault("OVRT_LIBRARY",
                          os.path.join(build, "runtime", "libovrt.so"))
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "python"))
    import ovrt
    gbs = stream_gbs(build, args.threads)
    stream = {args.threads: gbs} if gbs else {args.threads: float("inf")}
    print(f"threads={args.threads} STREAM copy "
          f"{f'{gbs:.1f} GB/s' if gbs else 'not measured (no ovbench)'}, "
          f"clock {cpu_ghz()} GHz", flush=True)
    tmp = tempfile.mkdtemp()
    for w in workloads():
        if w["kind"] != "roi" or (args.only and w["name"] != args.only):
            continue
        rng = np.random.default_rng(SEED)
        data = rng.standard_normal(w["shape"]).astype(np.float32)
        rois, batch = make_boxes(w)
        w["samples"], w["must_bytes"] = roi_work(w, rois, batch)
        w["threads"] = args.threads
        runs, outs, lanes = {}, {}, None
        for layout, text, x in (
                ("nchw", model_text(w), data),
                ("nhwc", channels_last_text(w),
                 np.ascontiguousarray(data.transpose(0, 2, 3, 1)))):
            library, lanes = compile_model(
                build, text, tmp, f"{w['name']}.{w['variant']}.{layout}")
            module, out = (ovrt.Module(library),
                           np.empty(w["out_shape"], np.float32))
            runs[layout] = (lambda m=module, x=x, out=out:
                            m.run_into([out], x, rois, batch))
            outs[layout] = out
        # Rounds alternate the layouts (a loaded host drifts): the least
        # median of each.
        rounds = {layout: [] for layout in runs}
        for _ in range(args.repeat):
            for layout, run in runs.items():
                rounds[layout].append(median_ms(run, args.runs))
        times = {layout: min(v) for layout, v in rounds.items()}
        bound, kind = bound_ms(w, stream, {"lanes": lanes, "ghz": cpu_ghz()})
        same = np.array_equal(outs["nchw"].view(np.uint32),
                              outs["nhwc"].view(np.uint32))
        ratio = (lambda t: f"{t / bound:5.2f}x") if bound else (lambda t: "  -  ")
        print(f"{w['name']:13} {w['variant']:4} nchw {times['nchw']:8.2f} ms "
              f"({ratio(times['nchw'])})  nhwc {times['nhwc']:8.2f} ms "
              f"({ratio(times['nhwc'])})  bound "
              f"{f'{bound:7.2f} ms {kind}' if bound else '-'}  "
              f"{'bit-exact' if same else 'OUTPUTS DIFFER'}", flush=True)


if __name__ == "__main__":
    main()
