#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""PyTorch peer of the benchmark, and the correctness spot check of ours.

  /usr/bin/python3 bench/peers_torch.py --workloads FILE --threads T
      [--warmup N] [--runs N] [--no-cold] [--only NAMES] [--check-dir DIR]

Times torch.nn.functional.max_pool2d/3d (with and without return_indices),
avg_pool2d/3d and torchvision.ops.roi_align(aligned=False) on the workloads
bench.py wrote,
with the same inputs as every other system (WORKLOADS.md's lowbias32 formula;
the ROIAlign boxes from the .npy files). Prints RESULT/INFO/CHECK lines for
bench.py. Run in its own process per thread count: OMP_NUM_THREADS=T is set
before start and torch.set_num_threads(T) here.

With --check-dir, compares the samples of our outputs that `ovbench ours`
wrote there with torch's outputs at the same positions:
  MaxPool values exactly; indices exactly, except at ties, where our index
  must point into the same window at an element equal to the max;
  ROIAlign avg within 2e-5 relative + 2e-6 absolute (torchvision sums the
  samples then divides, ours divides each sample: the rounding differs);
  ROIAlign max (torchvision has none): the first 4 ROIs against
  examples/reference.py.
"""

import argparse
import os
import sys

import numpy as np
import torch
import torch.nn.functional as F
import torchvision

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from peers_common import (Flusher, add_driver_options, bitsum,  # noqa: E402
                          check_line, check_maxpool, check_roi, ints,
                          load_samples, make_input, parse_workloads, selected,
                          time_both)


def check_roi_max(w, threads, x, rois, batch, samples):
    """No peer has OpenVINO's max mode: the first 4 ROIs (the samples'
    prefix) against the NumPy reference written from docs/semantics.md."""
    sys.path.insert(0, os.path.join(HERE, "..", "examples"))
    import reference  # noqa: E402

    pos, ours = samples
    k = 4
    ref = reference.roi_align(x, rois[:k], batch[:k], int(w["pooled_h"]),
                              int(w["pooled_w"]), int(w["sampling_ratio"]),
                              float(w["spatial_scale"]), "max")
    n = ref.size
    sel = pos < n
    want = ref.reshape(-1)[pos[sel]]
    err = np.abs(ours[0][sel].astype(np.float64) - want)
    bad = int(np.count_nonzero(~(err <= 1e-6 + 1e-5 * np.abs(want))))
    check_line("reference.py", w, threads, bad == 0,
               f"mismatch={bad}/{int(sel.sum())} (first {k} ROIs vs "
               f"examples/reference.py) max_abs_err={err.max():.3g}")


def main():
    ap = argparse.ArgumentParser()
    add_driver_options(ap)
    a = ap.parse_args()

    torch.set_num_threads(a.threads)
    info = torch.__config__.parallel_info().splitlines()
    backend = next((l.split(":", 1)[1].strip() for l in info
                    if "parallel backend" in l), "?")
    print(f"INFO system=torch version={torch.__version__} "
          f"torchvision={torchvision.__version__} "
          f"num_threads={torch.get_num_threads()} "
          f"omp_num_threads={os.environ.get('OMP_NUM_THREADS', '')} "
          f"backend={backend.replace(' ', '_')}", flush=True)
    flusher = Flusher()
    only = [s for s in a.only.split(",") if s]
    torch.set_grad_enabled(False)

    for w in parse_workloads(a.workloads):
        if not selected(w, only):
            continue
        if w["kind"] == "avgpool" and any(d != 1 for d in ints(w["dilations"])):
            continue  # avg_pool2d/3d have no dilation
        if w["kind"] == "roi_rotated":
            continue  # torchvision has no rotated ROIAlign
        x_np = make_input(ints(w["shape"]))
        x = torch.from_numpy(x_np)
        samples = load_samples(a.check_dir, w) if a.check_dir else None
        if w["kind"] == "maxpool":
            kernel, strides = ints(w["kernel"]), ints(w["strides"])
            pb, pe = ints(w["pads_begin"]), ints(w["pads_end"])
            dil = ints(w["dilations"])
            assert pb == pe, "torch pads symmetrically"
            pool = F.max_pool3d if len(kernel) == 3 else F.max_pool2d
            idx = w["variant"] == "idx"

            def fn():
                return pool(x, kernel, strides, pb, dil, False, idx)

            out = fn()
            values, indices = (out if idx else (out, None))
            print(f"INFO system=torch name={w['name']} variant={w['variant']} "
                  f"threads={a.threads} input_bitsum={bitsum(x_np)} "
                  f"out0_bitsum={bitsum(values.numpy())}", flush=True)
            if samples:
                check_maxpool("torch", w, a.threads, x_np, values.numpy(),
                              None if indices is None else indices.numpy(),
                              samples, per_plane=True, allow_ties=True)
        elif w["kind"] == "avgpool":
            kernel, strides = ints(w["kernel"]), ints(w["strides"])
            pb, pe = ints(w["pads_begin"]), ints(w["pads_end"])
            assert pb == pe, "torch pads symmetrically"
            pool = F.avg_pool3d if len(kernel) == 3 else F.avg_pool2d
            include = not int(w["exclude_pad"])

            def fn():
                return pool(x, kernel, strides, pb, False, include)

            ref = fn()
            print(f"INFO system=torch name={w['name']} variant={w['variant']} "
                  f"threads={a.threads} input_bitsum={bitsum(x_np)} "
                  f"out0_bitsum={bitsum(ref.numpy())}", flush=True)
            if samples:
                check_roi("torch", w, a.threads, ref.numpy(), samples)
        else:
            rois_np = np.load(w["rois"])
            batch_np = np.load(w["batch"])
            if w["variant"] == "max":
                if samples:
                    check_roi_max(w, a.threads, x_np, rois_np, batch_np,
                                  samples)
                continue
            boxes = torch.from_numpy(np.concatenate(
                [batch_np.astype(np.float32)[:, None], rois_np], axis=1))
            ph, pw = int(w["pooled_h"]), int(w["pooled_w"])
            scale = float(w["spatial_scale"])
            sr = int(w["sampling_ratio"])

            def fn():
                return torchvision.ops.roi_align(x, boxes, (ph, pw), scale, sr,
                                                 aligned=False)

            ref = fn()
            print(f"INFO system=torch name={w['name']} variant={w['variant']} "
                  f"threads={a.threads} input_bitsum={bitsum(x_np)}",
                  flush=True)
            if samples:
                check_roi("torch", w, a.threads, ref.numpy(), samples)
        time_both("torch", w, a.threads, fn, a, flusher)


if __name__ == "__main__":
    main()
