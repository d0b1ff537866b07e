#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ROIPooling-2's benchmark rows (bench/WORKLOADS.md, "ROIPooling-2"): ours
(ov-compile, run through the ovrt package), OpenVINO's CPU plugin
(INFERENCE_PRECISION_HINT f32) and torchvision's roi_pool (max only), each
where its interpreter can import it: the test venv has OpenVINO, Debian's
python3 has torchvision; run it with both and the rows merge by name.

  roi_pooling_rows.py --build-dir BUILD [--threads 1] [--runs 20] [--only NAME]

Prints one line per (workload, system): the median time of `--runs` calls
after a warm-up, and whether the outputs equal ours (bit for bit; torch's
bins come from float arithmetic, as OpenVINO's reference kernel's, so a box
may differ by a pixel row: the count of differing outputs is printed).
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

# name: N, C, H, W, boxes, pooled, spatial_scale, method. A VGG16 Fast R-CNN
# head (conv5 of a 600x800 image, 300 proposals), a two-image FPN level with
# 1000 boxes, and the bilinear method on the first shape.
WORKLOADS = [
    ("v_roipool_frcnn", 1, 512, 38, 50, 300, 7, 0.0625, "max"),
    ("v_roipool_fpn", 2, 256, 50, 50, 1000, 7, 0.25, "max"),
    ("w_roipool_bilinear", 1, 512, 38, 50, 300, 7, 0.0625, "bilinear"),
]
SEED = 20261207


def inputs(w):
    """data: pseudo-random normals; boxes: batch index uniform in [0, N),
    sides in [1/64, 1/4] of the image (feature map / spatial_scale), inside
    it (max), or the same boxes normalised to [0, 1] (bilinear)."""
    name, n, c, h, wd, r, _, scale, method = w
    rng = np.random.default_rng(SEED)
    data = rng.standard_normal((n, c, h, wd)).astype(np.float32)
    img_h, img_w = h / scale, wd / scale
    bw = rng.uniform(1 / 64, 1 / 4, r) * img_w
    bh = rng.uniform(1 / 64, 1 / 4, r) * img_h
    x1 = rng.uniform(0, 1, r) * (img_w - bw)
    y1 = rng.uniform(0, 1, r) * (img_h - bh)
    boxes = np.stack([x1, y1, x1 + bw, y1 + bh], 1)
    if method == "bilinear":
        boxes = boxes / [img_w, img_h, img_w, img_h]
    batch = rng.integers(0, n, r)
    rois = np.concatenate([batch[:, None], boxes], 1).astype(np.float32)
    return data, rois


def median_ms(fn, runs):
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1e3)
    return float(np.median(times))


def ours(w, data, rois, args):
    """Compiles the one-op model with ov-compile; None without ovrt."""
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "python"))
    os.environ.setdefault("OVRT_LIBRARY", os.path.join(args.build_dir, "runtime", "libovrt.so"))
    os.environ["OVRT_NUM_THREADS"] = str(args.threads)
    try:
        import ovrt
    except ImportError:
        return None
    name, n, c, h, wd, r, p, scale, method = w
    d_t = f"tensor<{n}x{c}x{h}x{wd}xf32>"
    r_t = f"tensor<{r}x5xf32>"
    y_t = f"tensor<{r}x{c}x{p}x{p}xf32>"
    text = (f"func.func @{name}(%d: {d_t}, %r: {r_t}) -> {y_t} {{\n"
            f"  %y = ov.roi_pooling_v2 %d, %r pooled_h = {p} pooled_w = {p} "
            f"spatial_scale = {scale:e} method = \"{method}\" : {d_t}, {r_t} -> {y_t}\n"
            f"  return %y : {y_t}\n}}\n")
    tmp = tempfile.mkdtemp()
    model, library = os.path.join(tmp, "m.mlir"), os.path.join(tmp, "m.so")
    with open(model, "w") as f:
        f.write(text)
    subprocess.run([os.path.join(args.build_dir, "tools", "ov-compile", "ov-compile"),
                    model, "-o", library], check=True)
    module = ovrt.Module(library)
    out = np.empty((r, c, p, p), np.float32)
    return median_ms(lambda: module.run_into([out], data, rois), args.runs), out


def openvino(w, data, rois, args):
    try:
        import openvino as ov
        import openvino.opset2 as o2
    except ImportError:
        return None
    _, _, _, _, _, _, p, scale, method = w
    d = ov.op.Parameter(ov.Type.f32, ov.PartialShape(list(data.shape)))
    r = ov.op.Parameter(ov.Type.f32, ov.PartialShape(list(rois.shape)))
    model = ov.Model([o2.roi_pooling(d, r, [p, p], scale, method).output(0)], [d, r])
    compiled = ov.Core().compile_model(model, "CPU", {
        "INFERENCE_PRECISION_HINT": "f32", "INFERENCE_NUM_THREADS": args.threads})
    request = compiled.create_infer_request()
    request.set_input_tensor(0, ov.Tensor(data))
    request.set_input_tensor(1, ov.Tensor(rois))
    ms = median_ms(request.infer, args.runs)
    return ms, request.get_output_tensor(0).data.copy()


def torch_roi_pool(w, data, rois, args):
    try:
        import torch
        from torchvision.ops import roi_pool
    except ImportError:
        return None
    if w[8] != "max":
        return None
    torch.set_num_threads(args.threads)
    x, boxes = torch.from_numpy(data), torch.from_numpy(rois)
    p, scale = w[6], w[7]
    with torch.no_grad():
        ms = median_ms(lambda: roi_pool(x, boxes, (p, p), scale), args.runs)
        return ms, roi_pool(x, boxes, (p, p), scale).numpy()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build-dir", default="build")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    for w in WORKLOADS:
        if args.only and w[0] != args.only:
            continue
        data, rois = inputs(w)
        mine = ours(w, data, rois, args)
        for system, fn in (("ov-mlir", None), ("openvino", openvino),
                           ("torchvision", torch_roi_pool)):
            got = mine if fn is None else fn(w, data, rois, args)
            if got is None:
                continue
            ms, out = got
            same = "-"
            if mine is not None and fn is not None:
                diff = int(np.sum(out.view(np.uint32) != mine[1].view(np.uint32)))
                same = "bit-exact" if diff == 0 else f"{diff} outputs differ"
            print(f"{w[0]:20} {w[8]:8} {system:12} threads={args.threads} "
                  f"{ms:9.3f} ms  vs ours: {same}", flush=True)


if __name__ == "__main__":
    main()
