# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The GPU benchmark's input data, shared by bench_gpu.py and the GPU check
pack's runner (which travels without the rest of the repository)."""

import numpy as np


def lowbias32(n):
    """n floats in [-0.5, 0.5): x[i] = float(lowbias32(i) >> 8) * 2^-24 - 0.5,
    the CPU benchmark's formula (bench/common.h), in pure integer arithmetic
    so that every machine builds the same bytes."""
    h = np.arange(n, dtype=np.uint64).astype(np.uint32)
    h ^= h >> 16
    h = (h * np.uint32(0x7FEB352D)).astype(np.uint32)
    h ^= h >> 15
    h = (h * np.uint32(0x846CA68B)).astype(np.uint32)
    h ^= h >> 16
    return ((h >> 8).astype(np.float32) * np.float32(2.0 ** -24)) - np.float32(0.5)
