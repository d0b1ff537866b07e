#!/usr/bin/python3
"""signed-zero-diff.py A.npy B.npy: compares two float arrays bit for bit and
prints where they differ only by the sign of a zero, as one line:
  `N of M differ: A +0.0, B -0.0` (or `identical`). Exits 1 if any element
differs otherwise (or the dtypes or shapes differ), printing the first."""

import sys

import numpy as np

a, b = np.load(sys.argv[1]), np.load(sys.argv[2])
if a.dtype != b.dtype or a.shape != b.shape:
    sys.exit(f"dtype/shape differ: {a.dtype}{a.shape} vs {b.dtype}{b.shape}")
bits = {2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]
diff = a.view(bits) != b.view(bits)
zeros = diff & (a == 0) & (b == 0)
other = np.argwhere(diff & ~zeros)
if len(other):
    i = tuple(other[0])
    sys.exit(f"differ at {i}: {a[i]!r} vs {b[i]!r}")
if not zeros.any():
    print("identical")
else:
    sa = "-" if np.signbit(a[zeros]).all() else "+" if not np.signbit(a[zeros]).any() else "+-"
    sb = "-" if np.signbit(b[zeros]).all() else "+" if not np.signbit(b[zeros]).any() else "+-"
    print(f"{int(zeros.sum())} of {a.size} differ: A {sa}0.0, B {sb}0.0")
