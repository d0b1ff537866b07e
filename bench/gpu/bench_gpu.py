#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""GPU benchmark driver: ours (ov-compile --target cuda, timed with
`ov-run --benchmark`) against PyTorch CUDA, plus device-to-device copy
bandwidth, in one run (bench/gpu/run.sh, on a GPU machine with the build
tools; the pack.sh check needs none).

What is timed (medians of --runs after one warm-up):
  ours/e2e    one call of the compiled module through ov-run: it allocates
              device buffers, copies the inputs to the device, runs the
              kernel, copies the outputs back (runtime/ABI.md), so this
              includes PCIe transfers;
  torch/e2e   the same for torch: host tensors -> .cuda() -> op -> .cpu();
  torch/dev   torch's kernel alone on device tensors (CUDA events), the
              figure the issue's targets compare kernels with;
  copy        torch device-to-device copy of the workload's bytes
              (read + written), the bandwidth reference (MaxPool target:
              >= 70 % of it on the large workloads).
  ours/dev    ours with the buffers already on the device (kernels only):
              the runtime's device entry point (ovrt_module_run_on_device),
              wall time per synchronous call, see ours_device();
  dev_ratio   ours/dev over torch/dev (below 1: ours is faster).
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gpu_data import lowbias32  # noqa: E402

MAXPOOL = [  # name, N, C, spatial, kernel, stride, pad, dilation
    ("a_resnet_stem", 8, 64, (112, 112), 3, 2, 1, 1),
    ("b_vgg", 8, 128, (112, 112), 2, 2, 0, 1),
    ("c_k7_same", 1, 256, (56, 56), 7, 1, 3, 1),
    ("d_dilated", 4, 64, (64, 64), 3, 1, 0, 2),
    ("e_3d", 2, 32, (32, 32, 32), 3, 2, 1, 1),
    # larger batches (GPU-sized)
    ("a_resnet_stem_n64", 64, 64, (112, 112), 3, 2, 1, 1),
    ("b_vgg_n64", 64, 128, (112, 112), 2, 2, 0, 1),
    ("e_3d_n16", 16, 32, (64, 64, 64), 3, 2, 1, 1),
]
ROIALIGN = [  # name, N, C, H, W, rois, pooled, sampling_ratio, scale
    ("r_200_sr2", 2, 256, 200, 200, 1000, 7, 2, 0.25),
    ("r_200_sr0", 2, 256, 200, 200, 1000, 7, 0, 0.25),
    ("r_50_sr2", 2, 256, 50, 50, 1000, 7, 2, 0.25),
    ("r_50_sr0", 2, 256, 50, 50, 1000, 7, 0, 0.25),
    ("r_seed", 7, 256, 200, 200, 1000, 6, 2, 16.0),
    ("r_200_sr2_r8000", 8, 256, 200, 200, 8000, 7, 2, 0.25),
]


def maxpool_model(w, indices):
    name, n, c, sp, k, s, p, d = w
    rank = len(sp)
    out = [(x + 2 * p - ((k - 1) * d + 1)) // s + 1 for x in sp]
    shape = "x".join(map(str, (n, c) + sp))
    oshape = "x".join(map(str, [n, c] + out))
    lst = lambda v: "[" + ", ".join([str(v)] * rank) + "]"
    attrs = (f"kernel = {lst(k)} strides = {lst(s)} pads_begin = {lst(p)} "
             f"pads_end = {lst(p)} dilations = {lst(d)}")
    if indices:
        return (f"func.func @{name}(%x: tensor<{shape}xf32>) -> (tensor<{oshape}xf32>, tensor<{oshape}xi64>) {{\n"
                f"  %v, %i = ov.max_pool_v8 %x {attrs} : tensor<{shape}xf32> -> tensor<{oshape}xf32>, tensor<{oshape}xi64>\n"
                f"  return %v, %i : tensor<{oshape}xf32>, tensor<{oshape}xi64>\n}}\n"), out
    return (f"func.func @{name}(%x: tensor<{shape}xf32>) -> tensor<{oshape}xf32> {{\n"
            f"  %v, %i = ov.max_pool_v8 %x {attrs} : tensor<{shape}xf32> -> tensor<{oshape}xf32>, tensor<{oshape}xi64>\n"
            f"  return %v : tensor<{oshape}xf32>\n}}\n"), out


def roi_model(w, mode):
    name, n, c, h, wd, r, pooled, sr, scale = w
    return (f"func.func @{name}(%d: tensor<{n}x{c}x{h}x{wd}xf32>, %r: tensor<{r}x4xf32>, %b: tensor<{r}xi32>) -> tensor<{r}x{c}x{pooled}x{pooled}xf32> {{\n"
            f"  %0 = ov.roi_align_v3 %d, %r, %b pooled_h = {pooled} pooled_w = {pooled} sampling_ratio = {sr} spatial_scale = {scale} mode = {mode}\n"
            f"      : tensor<{n}x{c}x{h}x{wd}xf32>, tensor<{r}x4xf32>, tensor<{r}xi32> -> tensor<{r}x{c}x{pooled}x{pooled}xf32>\n"
            f"  return %0 : tensor<{r}x{c}x{pooled}x{pooled}xf32>\n}}\n")


def boxes(w, seed=1):
    name, n, c, h, wd, r, pooled, sr, scale = w
    rng = np.random.default_rng(seed)
    ih, iw = h / scale, wd / scale
    bw = rng.uniform(iw / 64, iw / 4, r)
    bh = rng.uniform(ih / 64, ih / 4, r)
    x1 = rng.uniform(0, iw - bw)
    y1 = rng.uniform(0, ih - bh)
    rois = np.stack([x1, y1, x1 + bw, y1 + bh], 1).astype(np.float32)
    return rois, rng.integers(0, n, r).astype(np.int32)


def ours(build, tmp, name, model, inputs, runs):
    src = os.path.join(tmp, name + ".mlir")
    so = os.path.join(tmp, name + ".so")
    with open(src, "w") as f:
        f.write(model)
    subprocess.run([os.path.join(build, "tools/ov-compile/ov-compile"), src,
                    "--target", "cuda", "-o", so], check=True)
    paths = []
    for i, a in enumerate(inputs):
        p = os.path.join(tmp, f"{name}_in{i}.npy")
        np.save(p, a)
        paths += ["--input", p]
    out = subprocess.run([os.path.join(build, "tools/ov-run/ov-run"), so,
                          "--target", "cuda", "--quiet", "--benchmark",
                          str(runs), "--output-dir",
                          os.path.join(tmp, name + "_out")] + paths,
                         check=True, capture_output=True, text=True).stdout
    for line in out.splitlines():
        if line.startswith("benchmark:"):
            return float(line.split("median_ms=")[1].split()[0])
    raise RuntimeError("no benchmark line from ov-run")


_NUMPY = {"f32": np.float32, "f16": np.float16, "i64": np.int64,
          "i32": np.int32}


def ours_device(tmp, name, inputs, runs):
    """Median ms of one call on buffers resident on the device (kernels
    only, no PCIe): the module ours() compiled (tmp/NAME.so) through the
    runtime's device entry point (ovrt.Module.run_on_device on
    ovrt.DeviceArray buffers). The call returns after the module
    synchronized its stream, so each figure is wall time of the launches
    and that synchronization (plus the host-side checks: ROIAlign reads
    its boxes and batch indices back, a few KB); the workloads are sized
    so that the kernels dominate."""
    import time
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
    import ovrt
    module = ovrt.Module(os.path.join(tmp, name + ".so"))
    _, outs = module.signature()
    dev_in = [ovrt.DeviceArray.from_host(a) for a in inputs]
    dev_out = [ovrt.DeviceArray(dims, _NUMPY[dtype]) for dtype, dims in outs]
    try:
        module.run_on_device(dev_out, *dev_in)  # warm-up
        times = []
        for _ in range(runs):
            t0 = time.perf_counter()
            module.run_on_device(dev_out, *dev_in)
            times.append((time.perf_counter() - t0) * 1e3)
        return float(np.median(times))
    finally:
        for d in dev_in + dev_out:
            d.close()


def torch_times(fn, host_inputs, runs):
    import torch
    dev = [t.cuda() for t in host_inputs]
    fn(*dev)
    torch.cuda.synchronize()
    times = []
    for _ in range(runs):
        start, end = torch.cuda.Event(True), torch.cuda.Event(True)
        start.record()
        fn(*dev)
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end))
    e2e = []
    import time
    for _ in range(runs):
        t0 = time.perf_counter()
        r = fn(*[t.cuda() for t in host_inputs])
        (r[0] if isinstance(r, tuple) else r).cpu()
        torch.cuda.synchronize()
        e2e.append((time.perf_counter() - t0) * 1e3)
    return float(np.median(times)), float(np.median(e2e))


def copy_gbps(nbytes, runs):
    import torch
    n = max(nbytes // 4, 1)
    a = torch.empty(n, device="cuda")
    b = torch.empty_like(a)
    b.copy_(a)
    torch.cuda.synchronize()
    ts = []
    for _ in range(runs):
        s, e = torch.cuda.Event(True), torch.cuda.Event(True)
        s.record()
        b.copy_(a)
        e.record()
        torch.cuda.synchronize()
        ts.append(s.elapsed_time(e))
    return 2 * n * 4 / (np.median(ts) * 1e6)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--only", default="")
    ap.add_argument("--no-torch", action="store_true")
    args = ap.parse_args()
    only = [s for s in args.only.split(",") if s]
    pick = lambda name: not only or any(s in name for s in only)
    try:
        import torch
        has_torch = not args.no_torch and torch.cuda.is_available()
    except ImportError:
        has_torch = False
    if not has_torch:
        print("INFO: no CUDA PyTorch: ours only", file=sys.stderr)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for w in MAXPOOL:
            for indices in (False, True):
                name = w[0] + ("_idx" if indices else "")
                if not pick(name):
                    continue
                model, out = maxpool_model(w, indices)
                shape = (w[1], w[2]) + w[3]
                x = lowbias32(int(np.prod(shape))).reshape(shape)
                ms = ours(args.build, tmp, name, model, [x], args.runs)
                row = {"name": name, "ours_e2e_ms": ms,
                       "ours_dev_ms": ours_device(tmp, name, [x], args.runs)}
                nbytes = x.nbytes + int(np.prod([w[1], w[2]] + out)) * (4 + (8 if indices else 0))
                if has_torch:
                    import torch
                    import torch.nn.functional as F
                    pool = F.max_pool3d if len(w[3]) == 3 else F.max_pool2d
                    fn = lambda t: pool(t, w[4], w[5], w[6], w[7], return_indices=indices)
                    row["torch_dev_ms"], row["torch_e2e_ms"] = torch_times(fn, [torch.from_numpy(x)], args.runs)
                    gbps = copy_gbps(nbytes, args.runs)
                    row["copy_GBps"] = gbps
                    row["torch_GBps"] = nbytes / (row["torch_dev_ms"] * 1e6)
                rows.append(row)
        for w in ROIALIGN:
            for mode in ("avg", "max"):
                name = f"{w[0]}_{mode}"
                if not pick(name):
                    continue
                n, c, h, wd = w[1:5]
                data = lowbias32(n * c * h * wd).reshape(n, c, h, wd)
                rois, batch = boxes(w)
                ms = ours(args.build, tmp, name, roi_model(w, mode), [data, rois, batch], args.runs)
                row = {"name": name, "ours_e2e_ms": ms,
                       "ours_dev_ms": ours_device(tmp, name,
                                                  [data, rois, batch],
                                                  args.runs)}
                if has_torch and mode == "avg":
                    import torch
                    import torchvision
                    def fn(d, r, b):
                        boxes5 = torch.cat([b.float()[:, None], r], 1)
                        return torchvision.ops.roi_align(d, boxes5, w[6], w[8], w[7], aligned=False)
                    row["torch_dev_ms"], row["torch_e2e_ms"] = torch_times(
                        fn, [torch.from_numpy(data), torch.from_numpy(rois), torch.from_numpy(batch)], args.runs)
                rows.append(row)
    for r in rows:  # kernels only, ours / torch (lower is better for us)
        if r.get("ours_dev_ms") is not None and r.get("torch_dev_ms"):
            r["dev_ratio"] = r["ours_dev_ms"] / r["torch_dev_ms"]
    keys = ["name", "ours_e2e_ms", "ours_dev_ms", "torch_e2e_ms",
            "torch_dev_ms", "dev_ratio", "torch_GBps", "copy_GBps"]
    print(" ".join(f"{k:>18}" for k in keys))
    for r in rows:
        print(" ".join(f"{r[k]:>18.3f}" if isinstance(r.get(k), float) else f"{str(r.get(k, '-')):>18}" for k in keys))


if __name__ == "__main__":
    main()
