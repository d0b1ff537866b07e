#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""NumPy reference of the mixed-module tests (test/Integration/mixed-*.test),
written from the ops' definitions, independent of the compiler: upstream's
ops (tensor.pad, linalg.conv_2d_nchw_fchw, a ReLU, linalg.matmul; TOSA's
conv2d, clamp and transpose) here, the ov ops by examples/reference.py.

  mixed_reference.py inputs-head DIR     the detection head's inputs
  mixed_reference.py check-head DIR OUT  OUT/output_N.npy against the head
  mixed_reference.py inputs-tosa DIR     the TOSA module's inputs
  mixed_reference.py check-tosa DIR OUT  OUT/output_N.npy against it

Images and weights are small integers, so that every convolution sum is
exact in f32 whatever its order, and the ReLU's zeros and the pools' ties
are the same here as in the compiled module: outputs compare bit for bit.
The matmul sums its products in f32 in the order linalg.matmul's loops do
(k from 0 up, from the fill's 0), which the compiled module keeps (no
reassociation, no FMA contraction).
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                "examples"))
import reference  # noqa: E402  (examples/reference.py)

F32 = np.float32


def save(directory, name, array):
    np.save(os.path.join(directory, name + ".npy"), array)


def load(directory, name):
    return np.load(os.path.join(directory, name + ".npy"))


def conv2d_nchw(x, w, stride=1):
    """linalg.conv_2d_nchw_fchw: out[n,f,y,x] = sum_{c,ky,kx}
    x[n,c,y*s+ky,x*s+kx] * w[f,c,ky,kx], in f64 (the values are exact)."""
    n, c, h, wd = x.shape
    f, _, kh, kw = w.shape
    oh, ow = (h - kh) // stride + 1, (wd - kw) // stride + 1
    out = np.zeros((n, f, oh, ow), dtype=np.float64)
    for ky in range(kh):
        for kx in range(kw):
            patch = x[:, :, ky:ky + stride * oh:stride,
                      kx:kx + stride * ow:stride].astype(np.float64)
            out += np.einsum("nchw,fc->nfhw", patch, w[:, :, ky, kx])
    assert np.all(np.abs(out) < 2 ** 24), "sums must be exact in f32"
    return out.astype(F32)


def matmul_in_order(a, b):
    """linalg.matmul from a zero fill: each sum k = 0, 1, ... in f32."""
    acc = np.zeros((a.shape[0], b.shape[1]), dtype=F32)
    for k in range(a.shape[1]):
        acc = (acc + (a[:, k:k + 1] * b[k:k + 1, :]).astype(F32)).astype(F32)
    return acc


def head(d):
    """The detection head of mixed-head.test."""
    x, w, rois, idx, fc = (load(d, n) for n in ("x", "w", "rois", "idx", "fc"))
    padded = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))  # tensor.pad with 0
    relu = np.maximum(conv2d_nchw(padded, w), F32(0))
    pooled, indices = reference.max_pool(relu, [2, 2], [2, 2], [0, 0], [0, 0],
                                         [1, 1], "floor")
    roi = reference.roi_align(pooled, rois, idx, 2, 2, 2, 0.5, "avg",
                              "asymmetric")
    scores = matmul_in_order(roi.reshape(len(rois), -1), fc)
    return [scores, indices, roi]


def tosa(d):
    """The TOSA module of mixed-tosa.test: NHWC conv2d with bias, clamp to
    [0, 6], transpose to NCHW, then ov.max_pool_v8 3x3 stride 2 pad 1."""
    x, w, b = (load(d, n) for n in ("x", "w", "b"))
    conv = conv2d_nchw(x.transpose(0, 3, 1, 2), w.transpose(0, 3, 1, 2))
    conv = (conv + b.reshape(1, -1, 1, 1)).astype(F32)
    clamped = np.clip(conv, F32(0), F32(6))
    return list(reference.max_pool(clamped, [3, 3], [2, 2], [1, 1], [1, 1],
                                   [1, 1], "floor"))


def integers(rng, low, high, shape):
    return rng.integers(low, high, size=shape).astype(F32)


def inputs_head(d):
    rng = np.random.default_rng(52)
    save(d, "x", integers(rng, -4, 5, (2, 3, 16, 16)))
    save(d, "w", integers(rng, -2, 3, (8, 3, 3, 3)))
    # Boxes in image coordinates (the 8x8 pooled map is at scale 0.5),
    # multiples of 0.25 so that the sample positions are exact.
    corners = rng.integers(0, 56, size=(5, 2, 2)) / 4
    lo, hi = corners.min(axis=1), corners.max(axis=1) + 1
    save(d, "rois", np.concatenate([lo, hi], axis=1).astype(F32))
    save(d, "idx", rng.integers(0, 2, size=5).astype(np.int32))
    save(d, "fc", (rng.integers(-8, 9, size=(32, 5)) / 8).astype(F32))


def inputs_tosa(d):
    rng = np.random.default_rng(53)
    save(d, "x", integers(rng, -3, 4, (1, 10, 10, 3)))
    save(d, "w", integers(rng, -1, 2, (4, 3, 3, 3)))
    save(d, "b", integers(rng, -2, 3, (4,)))


def check(want, out):
    bad = 0
    for i, expected in enumerate(want):
        got = np.load(os.path.join(out, f"output_{i}.npy"))
        if got.dtype != expected.dtype or got.shape != expected.shape:
            print(f"output {i}: got {got.dtype} {got.shape}, want "
                  f"{expected.dtype} {expected.shape}")
            bad += 1
        elif not np.array_equal(got, expected):
            where = np.argwhere(got != expected)
            print(f"output {i}: {len(where)} values differ, first at "
                  f"{tuple(where[0])}: got {got[tuple(where[0])]}, want "
                  f"{expected[tuple(where[0])]}")
            bad += 1
    if bad:
        sys.exit(1)
    print(f"{len(want)} outputs equal to the reference")


def main(argv):
    command, d = argv[1], argv[2]
    if command == "inputs-head":
        inputs_head(d)
    elif command == "inputs-tosa":
        inputs_tosa(d)
    elif command == "check-head":
        check(head(d), argv[3])
    elif command == "check-tosa":
        check(tosa(d), argv[3])
    else:
        sys.exit(f"unknown command {command}")


if __name__ == "__main__":
    main(sys.argv)
