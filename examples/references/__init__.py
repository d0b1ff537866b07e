# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The NumPy reference, one module per op family (max_pool, avg_pool,
roi_align, roi_align_rotated, roi_pooling), what they share (common) and the
command line (cli). Callers import the facade, examples/reference.py."""
