#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Every op ovmlir_torch replaces, PyTorch's kernel against ov-mlir's behind
it, end to end (the torch call, output allocation included), at 1 and 2
threads (torch.set_num_threads, which sizes both), in one run; each
output is checked bit for bit against PyTorch's.

    python3 bench/torch_ops.py [--threads 1,2] [--runs 20] [--only NAME,...]

Needs torch (and torchvision for roi_align), ovrt and ovmlir_torch on the
path (PYTHONPATH=python:integrations/torch in a source tree) and ov-compile
(OV_COMPILE or the build tree). Prints a markdown table: median ms per
call, and the speed-up (PyTorch's time / ov-mlir's) against the >= 3x
target of issue 49.
"""

import argparse
import statistics
import sys
import time

try:
    import torch
    import torch.nn.functional as F
except ImportError:
    print("bench/torch_ops.py skipped: torch is not installed")
    sys.exit(77)

import ovmlir_torch

try:
    import torchvision
except ImportError:
    torchvision = None


def _rois(n, h, w, seed):
    g = torch.Generator().manual_seed(seed)
    xy = torch.rand((n, 2), generator=g) * torch.tensor([w * 0.8, h * 0.8])
    wh = torch.rand((n, 2), generator=g) * torch.tensor([w * 0.5, h * 0.5]) + 1
    return torch.cat([torch.zeros(n, 1), xy, xy + wh], 1)


def workloads():
    """(name, function of no arguments) for each op and shape."""
    g = torch.Generator().manual_seed(1)
    x = torch.randn((1, 64, 112, 112), generator=g)
    x3 = torch.randn((1, 32, 32, 56, 56), generator=g)
    feats = torch.randn((1, 256, 100, 100), generator=g)
    rois = _rois(1000, 100 * 4, 100 * 4, 2)
    # channels_last feature maps: a detector head's (copied: the NCHW
    # kernel is the faster under many samples) and a large map under few
    # boxes (read in place), ovmlir_torch._ops._read_in_place.
    feats_cl = torch.randn((1, 256, 50, 50), generator=g).to(
        memory_format=torch.channels_last)
    rois_cl = _rois(1000, 50 * 4, 50 * 4, 3)
    big_cl = torch.randn((1, 256, 200, 200), generator=g).to(
        memory_format=torch.channels_last)
    rois_big = _rois(100, 200 * 4, 200 * 4, 4)
    out = [
        ("max_pool2d_idx 1x64x112x112 3x3/2",
         lambda: F.max_pool2d(x, 3, 2, 1, return_indices=True)),
        ("max_pool2d 1x64x112x112 3x3/2", lambda: F.max_pool2d(x, 3, 2, 1)),
        ("max_pool2d_idx 1x64x112x112 2x2/2",
         lambda: F.max_pool2d(x, 2, 2, return_indices=True)),
        ("max_pool3d_idx 1x32x32x56x56 3/2",
         lambda: F.max_pool3d(x3, 3, 2, 1, return_indices=True)),
        ("avg_pool2d 1x64x112x112 3x3/2", lambda: F.avg_pool2d(x, 3, 2, 1)),
        ("avg_pool2d 1x64x112x112 2x2/2", lambda: F.avg_pool2d(x, 2)),
        ("avg_pool3d 1x32x32x56x56 3/2", lambda: F.avg_pool3d(x3, 3, 2, 1)),
    ]
    if torchvision is not None:
        out += [
            ("roi_align 1000 boxes 1x256x100x100 7x7 sr2",
             lambda: torchvision.ops.roi_align(feats, rois, 7, 0.25, 2, False)),
            ("roi_align aligned 1000 boxes 7x7 sr2",
             lambda: torchvision.ops.roi_align(feats, rois, 7, 0.25, 2, True)),
            ("roi_align channels_last 1000 boxes 1x256x50x50 7x7 sr2",
             lambda: torchvision.ops.roi_align(feats_cl, rois_cl, 7, 0.25, 2, False)),
            ("roi_align channels_last 100 boxes 1x256x200x200 7x7 sr2",
             lambda: torchvision.ops.roi_align(big_cl, rois_big, 7, 0.25, 2, False)),
        ]
    return out


def _time(fn, runs):
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def _same(a, b):
    if isinstance(a, tuple):
        return all(_same(x, y) for x, y in zip(a, b))
    if a.dtype.is_floating_point:
        nan = torch.isnan(a)
        return torch.equal(nan, torch.isnan(b)) and torch.equal(
            a[~nan].view(torch.int32), b[~nan].view(torch.int32))
    return torch.equal(a, b)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--only", default="", help="names containing any of these")
    args = parser.parse_args()
    wanted = [w for w in args.only.split(",") if w]
    print("| op | threads | PyTorch ms | ov-mlir ms | speed-up | >= 3x |")
    print("|---|---|---|---|---|---|")
    failed = False
    for name, fn in workloads():
        if wanted and not any(w in name for w in wanted):
            continue
        for threads in (int(t) for t in args.threads.split(",")):
            torch.set_num_threads(threads)
            ovmlir_torch.disable()
            want = fn()
            base = _time(fn, args.runs)
            with ovmlir_torch.enabled():
                ovmlir_torch.reset_stats()
                got = fn()
                ours = _time(fn, args.runs)
                stats = ovmlir_torch.stats()
            if not _same(got, want):
                print(f"{name}: ov-mlir's output differs from PyTorch's", file=sys.stderr)
                failed = True
            if any(e["fallback"] for e in stats.values()):
                print(f"{name}: fell back: {stats}", file=sys.stderr)
            ratio = base / ours
            print(f"| {name} | {threads} | {base:.3f} | {ours:.3f} | {ratio:.2f}x | "
                  f"{'met' if ratio >= 3 else 'missed'} |", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
