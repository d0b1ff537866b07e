#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""roi_align on channels_last inputs at 1 thread: torchvision's kernel, ov-mlir
with the data copied into the NCHW module, ov-mlir reading it in place (the
channels-last module variant), and which of the two ovmlir_torch's rule
(_ops._read_in_place) picks. Every output is checked bit for bit.

    python3 bench/torch_roi_layout.py [C,HW,BOXES,RATIO ...] [--runs 9]

Needs what bench/torch_ops.py needs (docs/pytorch.md, Benchmark). Prints a
markdown table of median ms per call.
"""

import argparse
import os
import statistics
import sys
import time

try:
    import torch
    import torchvision
except ImportError:
    print("bench/torch_roi_layout.py skipped: torch or torchvision is not installed")
    sys.exit(77)

import ovmlir_torch
from ovmlir_torch import _ops

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch_ops  # noqa: E402  (its box generator)

DEFAULT = ["256,50,1000,2", "64,100,1000,2", "16,100,1000,2", "64,100,200,2",
           "64,100,50,2", "64,100,10,2", "256,100,1000,2", "64,200,100,2",
           "256,200,1000,2", "256,200,100,2", "256,200,10,2", "64,100,1000,0",
           "256,200,100,0"]


def _median_ms(fn, runs):
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="*", default=DEFAULT)
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    torch.set_num_threads(1)
    rule = _ops._read_in_place
    print("| map | boxes | ratio | torchvision | copy + NCHW | in place | picked |")
    print("|---|---|---|---|---|---|---|")
    failed = False
    for case in args.cases:
        c, hw, boxes, ratio = (int(v) for v in case.split(","))
        g = torch.Generator().manual_seed(1)
        feats = torch.randn((1, c, hw, hw), generator=g).to(
            memory_format=torch.channels_last)
        rois = torch_ops._rois(boxes, hw * 4, hw * 4, 3)

        def fn():
            return torchvision.ops.roi_align(feats, rois, 7, 0.25, ratio, False)
        ovmlir_torch.disable()
        want = fn()
        theirs = _median_ms(fn, args.runs)
        mine = []
        try:
            with ovmlir_torch.enabled():
                for in_place in (False, True):
                    _ops._read_in_place = lambda *a, in_place=in_place: in_place
                    failed |= not torch_ops._same(fn(), want)
                    mine.append(_median_ms(fn, args.runs))
        finally:
            _ops._read_in_place = rule
        picked = rule(feats, _ops._samples(rois, 0.25, 7, 7, ratio))
        print(f"| 1x{c}x{hw}x{hw} | {boxes} | {ratio or 'adaptive'} | "
              f"{theirs:.2f} | {mine[0]:.2f} | {mine[1]:.2f} | "
              f"{'in place' if picked else 'copy'} |", flush=True)
    if failed:
        print("an output differs from torchvision's", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
