# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The ovrt package as installed (a wheel in a venv, or a Debian package):
it must come from PREFIX, find LIBRARY and COMPILER by itself, compile
pool.mlir and compute what NumPy computes.

    check_ovrt.py PREFIX LIBRARY COMPILER MODEL
"""
import os
import sys
import tempfile
import typing

import numpy as np

import ovrt


def expected(x):
    """2x2/2 max pooling with NumPy: the values, and where each maximum is in
    the flattened input (the first one of a window, in row-major order)."""
    n, c, h, w = x.shape
    windows = x.reshape(n, c, h // 2, 2, w // 2, 2).transpose(0, 1, 2, 4, 3, 5)
    windows = windows.reshape(n, c, h // 2, w // 2, 4)
    pick = windows.argmax(axis=-1)
    nn, cc, oh, ow = np.indices(pick.shape)
    rows, cols = 2 * oh + pick // 2, 2 * ow + pick % 2
    flat = ((nn * c + cc) * h + rows) * w + cols
    return windows.max(axis=-1), flat.astype(np.int64)


def main():
    prefix, library, compiler, model = (os.path.realpath(a) for a in sys.argv[1:5])
    here = os.path.realpath(ovrt.__file__)
    assert here.startswith(prefix + os.sep), f"ovrt from {here}, not {prefix}"
    assert os.path.realpath(ovrt.library_path()) == library, ovrt.library_path()
    assert os.path.realpath(ovrt.ov_compile_path()) == compiler, ovrt.ov_compile_path()
    # The package is typed: py.typed, and annotations that resolve.
    assert os.path.exists(os.path.join(os.path.dirname(here), "py.typed"))
    hints = typing.get_type_hints(ovrt.Module.run)
    assert hints["return"] == typing.Tuple[np.ndarray, ...], hints
    with tempfile.TemporaryDirectory() as d:
        so = ovrt.compile(model, os.path.join(d, "pool.so"))
        x = np.random.default_rng(7).permutation(2 * 3 * 8 * 10).astype(np.float32)
        x = x.reshape(2, 3, 8, 10)
        values, indices = ovrt.Module(so).run(x)
    want_values, want_indices = expected(x)
    np.testing.assert_array_equal(values, want_values)
    np.testing.assert_array_equal(indices, want_indices)
    print("ovrt", ovrt.__file__)
    print("library", library)
    print("ov-compile", compiler)
    print("pool: values and indices match NumPy,", values.shape, values.dtype)


if __name__ == "__main__":
    main()
