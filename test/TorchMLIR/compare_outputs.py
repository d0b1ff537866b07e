#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Compares ov-run's outputs (DIR/output_K.npy) with a model's expected ones
(PREFIX.outK.npy, PyTorch eager's or ONNX's, written by make_inputs.py).

    compare_outputs.py DIR PREFIX [--exact K,...] [--atol K:TOL,...]
                       [--onnx K,...]

Outputs named by --exact must be equal bit for bit (NaN included); those
named by --atol within that absolute tolerance; those named by --onnx
within ONNX's backend tests' own (|got - want| <= 1e-7 + 1e-3 |want|);
any other output bit for bit too. Prints one line per output with its
largest difference; exits 1 on a mismatch.
"""

import argparse
import os
import sys

import numpy as np


def parse_atols(text):
    atols = {}
    for item in filter(None, (text or "").split(",")):
        index, tol = item.split(":")
        atols[int(index)] = float(tol)
    return atols


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("outputs")
    parser.add_argument("prefix")
    parser.add_argument("--exact", default="")
    parser.add_argument("--atol", default="")
    parser.add_argument("--onnx", default="")
    args = parser.parse_args()
    onnx = {int(k) for k in filter(None, args.onnx.split(","))}
    exact = {int(k) for k in filter(None, args.exact.split(","))}
    atols = parse_atols(args.atol)
    failures = 0
    k = 0
    while os.path.exists(f"{args.prefix}.out{k}.npy"):
        want = np.load(f"{args.prefix}.out{k}.npy")
        got = np.load(os.path.join(args.outputs, f"output_{k}.npy"))
        if got.shape != want.shape or got.dtype != want.dtype:
            print(f"output {k}: {got.dtype}{list(got.shape)}, expected "
                  f"{want.dtype}{list(want.shape)}")
            failures += 1
        elif k in onnx:
            excess = np.abs(got.astype(np.float64) - want) - (
                1e-7 + 1e-3 * np.abs(want.astype(np.float64)))
            ok = bool(np.all(excess <= 0))
            print(f"output {k}: {'within' if ok else 'OVER'} ONNX's "
                  f"tolerance (rtol 1e-3, atol 1e-7)")
            failures += not ok
        elif k in exact or k not in atols:
            same = (np.array_equal(got, want, equal_nan=True)
                    if got.dtype.kind == "f" else np.array_equal(got, want))
            if got.dtype.kind == "f":
                same = same and np.array_equal(
                    got.view(f"u{got.itemsize}"), want.view(f"u{want.itemsize}"))
            print(f"output {k}: {'bit-identical' if same else 'DIFFERS'}")
            failures += not same
        else:
            diff = float(np.max(np.abs(got.astype(np.float64) - want)))
            ok = diff <= atols[k]
            print(f"output {k}: largest difference {diff:.3g} "
                  f"({'within' if ok else 'OVER'} {atols[k]:g})")
            failures += not ok
        k += 1
    if k == 0:
        print(f"no expected outputs {args.prefix}.out0.npy")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
