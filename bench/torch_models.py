#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Whole models with and without ovmlir_torch (issue 49 item 7): torchvision's
Faster R-CNN and Mask R-CNN (random weights), a SegNet-style encoder/decoder
(max_pool2d with indices + max_unpool2d) and a ROI-heavy workload (2000
proposals through MultiScaleRoIAlign on four levels), eager and
torch.compile, at 1 and 2 threads. The two sides run interleaved (without,
with, without, ...) on the same compiled function (the package swaps CPU
kernels at run time, not the graph); every output is checked bit for bit
with against without the package. Prints a markdown table of medians and
ratios (PyTorch's time / with the package) against the targets: no model
slower (>= 0.98x), the ROI-heavy workload >= 2x; and the load average,
since a loaded machine makes the numbers ratios at best.

    python bench/torch_models.py [--threads 1,2] [--runs 5] [--size 320]
        [--models faster_rcnn,mask_rcnn,segnet,roi_heavy] [--modes eager,compile]
        [--backend inductor]

Needs torch 2.x with torchvision (torch.compile; 1.x runs eager only),
ovrt and ovmlir_torch on the path and ov-compile (as bench/torch_ops.py).
"""

import argparse
import math
import os
import statistics
import sys
import time

try:
    import torch
    import torch.nn.functional as F
    import torchvision
    from torchvision.ops import MultiScaleRoIAlign
except ImportError:
    print("bench/torch_models.py skipped: torch or torchvision is not installed")
    sys.exit(77)

import ovmlir_torch


class SegNet(torch.nn.Module):
    """SegNet's shape: a VGG-style encoder whose pools keep their indices and
    a decoder that unpools with them."""

    def __init__(self, widths=(32, 64, 128, 256), classes=12):
        super().__init__()
        self.enc = torch.nn.ModuleList()
        self.dec = torch.nn.ModuleList()
        c = 3
        for w in widths:
            self.enc.append(self._block(c, w))
            c = w
        for w in reversed((classes,) + tuple(widths[:-1])):
            self.dec.append(self._block(c, w))
            c = w

    @staticmethod
    def _block(cin, cout):
        return torch.nn.Sequential(torch.nn.Conv2d(cin, cout, 3, padding=1),
                                   torch.nn.BatchNorm2d(cout), torch.nn.ReLU())

    def forward(self, x):
        saved = []
        for block in self.enc:
            x = block(x)
            size = x.shape[-2:]
            x, i = F.max_pool2d(x, 2, 2, return_indices=True)
            saved.append((i, size))
        for block, (i, size) in zip(self.dec, reversed(saved)):
            x = block(F.max_unpool2d(x, i, 2, 2, output_size=size))
        return x


class RoiHeavy(torch.nn.Module):
    """2000 proposals through MultiScaleRoIAlign on four FPN levels of an
    800x800 image (7x7, sampling ratio 2), as a detector's box head reads
    them (whatever --size says)."""

    def __init__(self):
        super().__init__()
        self.pool = MultiScaleRoIAlign(["0", "1", "2", "3"], 7, 2)

    def forward(self, f0, f1, f2, f3, boxes):
        size = (f0.shape[-2] * 4, f0.shape[-1] * 4)
        return self.pool({"0": f0, "1": f1, "2": f2, "3": f3}, [boxes], [size])


def models(size, names):
    """name -> (module, inputs)."""
    g = torch.Generator().manual_seed(0)
    torch.manual_seed(0)  # the random weights
    image = torch.rand((1, 3, size, size), generator=g)
    out = {}
    if "faster_rcnn" in names:
        m = torchvision.models.detection.fasterrcnn_resnet50_fpn(
            weights=None, weights_backbone=None, min_size=size, max_size=size)
        out["faster_rcnn"] = (m.eval(), ([image[0]],))
    if "mask_rcnn" in names:
        m = torchvision.models.detection.maskrcnn_resnet50_fpn(
            weights=None, weights_backbone=None, min_size=size, max_size=size)
        out["mask_rcnn"] = (m.eval(), ([image[0]],))
    if "segnet" in names:
        out["segnet"] = (SegNet().eval(), (torch.rand((1, 3, size, size), generator=g),))
    if "roi_heavy" in names:
        # An 800x800 image's FPN levels (strides 4-32) and proposals with
        # sides log-uniform in [16, 720]: every level gets boxes (the level
        # is 4 + log2(sqrt(area) / 224), clamped to 2-5).
        side = 800
        feats = [torch.randn((1, 256, side // s, side // s), generator=g)
                 for s in (4, 8, 16, 32)]
        wh = torch.exp(torch.empty((2000, 2)).uniform_(
            math.log(16.0), math.log(720.0), generator=g))
        xy = torch.rand((2000, 2), generator=g) * (side - wh)
        boxes = torch.cat([xy, xy + wh], 1)
        out["roi_heavy"] = (RoiHeavy().eval(), tuple(feats) + (boxes,))
    return out


def flatten(value):
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, dict):
        return [t for k in sorted(value) for t in flatten(value[k])]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in flatten(v)]
    return []


def same(a, b):
    a, b = flatten(a), flatten(b)
    return len(a) == len(b) and all(
        x.shape == y.shape and x.dtype == y.dtype and torch.equal(
            torch.nan_to_num(x) if x.is_floating_point() else x,
            torch.nan_to_num(y) if y.is_floating_point() else y)
        and (not x.is_floating_point() or torch.equal(torch.isnan(x), torch.isnan(y)))
        for x, y in zip(a, b))


def run_side(fn, inputs, package):
    with torch.no_grad():
        if package:
            with ovmlir_torch.enabled():
                start = time.perf_counter()
                out = fn(*inputs)
                return time.perf_counter() - start, out
        start = time.perf_counter()
        out = fn(*inputs)
        return time.perf_counter() - start, out


def measure(fn, inputs, runs):
    """Interleaved runs: (median without, median with, outputs identical,
    the package's stats of one run)."""
    _, want = run_side(fn, inputs, False)   # warm-up (and compile)
    ovmlir_torch.reset_stats()
    _, got = run_side(fn, inputs, True)
    stats = ovmlir_torch.stats()
    identical = same(got, want)
    without, with_ = [], []
    for _ in range(runs):
        t, out = run_side(fn, inputs, False)
        identical &= same(out, want)
        without.append(t)
        t, out = run_side(fn, inputs, True)
        identical &= same(out, want)
        with_.append(t)
    return statistics.median(without) * 1e3, statistics.median(with_) * 1e3, identical, stats


def describe(stats):
    """'op ours/fell back' per replaced op that ran."""
    parts = []
    for op, s in sorted(stats.items()):
        fell = ", ".join(f"{n} {r}" for r, n in sorted(s["fallback"].items()))
        parts.append(f"{op} {s['ovmlir']}" + (f" (fallback: {fell})" if fell else ""))
    return ", ".join(parts) or "none"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--size", type=int, default=320)
    parser.add_argument("--models", default="faster_rcnn,mask_rcnn,segnet,roi_heavy")
    parser.add_argument("--modes", default="eager,compile")
    parser.add_argument("--backend", default="inductor")
    args = parser.parse_args()
    ovmlir_torch.enable()  # compiler present; fails here in one line if not
    ovmlir_torch.disable()
    names = args.models.split(",")
    modes = [m for m in args.modes.split(",") if m != "compile" or hasattr(torch, "compile")]
    load = os.getloadavg()
    print(f"torch {torch.__version__}, torchvision {torchvision.__version__}, "
          f"{os.cpu_count()} CPUs, load average {load[0]:.1f} at the start"
          + (" (a loaded machine: ratios only)" if load[0] > 0.5 * os.cpu_count() else ""))
    print(f"{args.size}x{args.size} inputs, median of {args.runs} interleaved runs, ms; "
          f"compile = torch.compile(backend={args.backend!r})\n")
    print("| model | mode | threads | PyTorch | with ovmlir_torch | ratio | target | "
          "identical | replaced-op calls: ov-mlir (fallback reasons) |")
    print("|---|---|---|---|---|---|---|---|---|")
    built = models(args.size, names)
    failures = 0
    for threads in [int(t) for t in args.threads.split(",")]:
        torch.set_num_threads(threads)
        for name in names:
            module, inputs = built[name]
            for mode in modes:
                fn = module
                if mode == "compile":
                    torch._dynamo.reset()  # Inductor's code takes the thread count
                    fn = torch.compile(module, backend=args.backend)
                base, ours, identical, stats = measure(fn, inputs, args.runs)
                ratio = base / ours
                goal = 2.0 if name == "roi_heavy" else 0.98
                met = "met" if ratio >= goal else "missed"
                failures += not identical
                print(f"| {name} | {mode} | {threads} | {base:.1f} | {ours:.1f} | "
                      f"{ratio:.2f}x | >= {goal}x {met} | {'yes' if identical else 'NO'} | "
                      f"{describe(stats)} |", flush=True)
    load = os.getloadavg()
    print(f"\nload average {load[0]:.1f} at the end")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
