#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""known.py's classification and examples/reference.py's emulation of
ov::float16(float), with NumPy alone (no OpenVINO needed).

The expected bit patterns are OpenVINO 2026.4.1's: ov::float16(float) as a
Constant built from f32 values with element type f16 converts them, and
Model.evaluate's f16 ROIAlign-3 on the one-bin case below
(f16_subnormal_repro.py prints both and checks them against the installed
OpenVINO)."""

import os
import sys
import unittest

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import known  # noqa: E402
from known import reference  # noqa: E402

# f32 bits -> ov::float16(float) bits, where IEEE differs and around it.
OV_FLOAT16 = [
    (0xB7FFFFC0, 0x8400),  # -3.0517462e-05: IEEE 0x8200
    (0x37FFFFC0, 0x0400),  # IEEE 0x0200
    (0x37FFF000, 0x0400),  # the smallest f32 fraction that doubles; IEEE 0x0200
    (0x37FFEFFF, 0x0200),  # one below: IEEE
    (0x387FF000, 0x0400),  # just below 2^-14 rounds to the smallest normal: IEEE
    (0x33FFF000, 0x0004),  # IEEE 0x0002
    (0x337FF000, 0x0002),  # IEEE 0x0001
    (0x32FFF000, 0x0001),  # IEEE 0x0000
    (0x33800000, 0x0001),  # 2^-24 itself: IEEE
    (0x2CFFF000, 0x0000),  # far below: IEEE 0
    (0x3F800000, 0x3C00),  # 1.0
    (0x477FEFFF, 0x7BFF),  # below 65520: the largest finite
    (0x477FF000, 0x7C00),  # 65520: infinity
    (0x00000001, 0x0000),  # an f32 subnormal
    (0x80000000, 0x8000),  # -0
]

WEIGHT_X = 0.24951171875  # the sample at x = 0.74951171875: weight 0x3402


def one_bin_case(etype="f16", pixel=-2044 * 2.0**-24):
    """ROIAlign-3 whose output is pixel * 0.25048828125 rounded: for the
    default pixel, -3.0517462e-05 in f32 (IEEE f16 0x8200, ov::float16
    0x8400)."""
    dtype = {"f16": np.float16, "f32": np.float32}[etype]
    return {
        "op": "roialign", "etype": etype, "id": 0, "pooled_h": 1, "pooled_w": 1,
        "sampling_ratio": 1, "spatial_scale": 1.0, "mode": "avg",
        "inputs": [np.array([pixel, 0], dtype).reshape(1, 1, 1, 2),
                   np.array([[WEIGHT_X, -0.5, WEIGHT_X, -0.5]], dtype),
                   np.array([0], np.int32)],
    }


def f16(bits):
    return np.array(bits, np.uint16).view(np.float16).reshape(1, 1, 1, 1)


class RoundOvFloat16(unittest.TestCase):
    def test_bits_as_openvino(self):
        f32 = np.array([b for b, _ in OV_FLOAT16], np.uint32).view(np.float32)
        got = reference.round_ov_float16(f32).view(np.uint16)
        self.assertEqual([hex(g) for g in got], [hex(w) for _, w in OV_FLOAT16])

    def test_scalar(self):
        x = np.array([0xB7FFFFC0], np.uint32).view(np.float32)[0]
        self.assertEqual(np.float16(reference.round_ov_float16(x)).view(np.uint16), 0x8400)


class Classify(unittest.TestCase):
    def test_documented_difference(self):
        ours = [[f16(0x8200)]] * 3
        self.assertEqual(known.classify(one_bin_case(), ours, [f16(0x8400)]),
                         known.F16_SUBNORMAL)

    def test_reference_output_is_models(self):
        case = one_bin_case()
        self.assertEqual(cases_bits(known.modelled_roi_align(reference, case)), 0x8200)
        self.assertEqual(cases_bits(known.modelled_roi_align(
            reference, case, ov_float16=True)), 0x8400)

    def test_one_lowering_otherwise(self):
        ours = [[f16(0x8200)], [f16(0x8201)], [f16(0x8200)]]
        self.assertIsNone(known.classify(one_bin_case(), ours, [f16(0x8400)]))

    def test_reference_not_the_emulation(self):
        self.assertIsNone(known.classify(one_bin_case(), [[f16(0x8200)]], [f16(0x8401)]))

    def test_reversed(self):
        self.assertIsNone(known.classify(one_bin_case(), [[f16(0x8400)]], [f16(0x8200)]))

    def test_not_subnormal(self):
        # -1 * weight is normal: IEEE and ov::float16 agree, nothing to explain.
        case = one_bin_case(pixel=-1.0)
        ieee = known.modelled_roi_align(reference, case)
        other = f16(cases_bits(ieee) + 1)
        self.assertIsNone(known.classify(case, [[ieee]], [other]))

    def test_other_types_and_ops(self):
        case = one_bin_case("f32")
        out = known.modelled_roi_align(reference, case)
        self.assertIsNone(known.classify(case, [[out]], [out + np.float32(1)]))
        pool = {"op": "maxpool1", "etype": "f16"}
        self.assertIsNone(known.classify(pool, [[f16(0x8200)]], [f16(0x8400)]))


class AvgPoolIntegerDivision(unittest.TestCase):
    """Integer averages divide toward zero as C's 64-bit division does
    (docs/semantics.md 7), INT64_MIN included: its magnitude is 2^63."""

    def test_int64_min(self):
        lo = np.iinfo(np.int64).min
        x = np.array([[[lo, 0, lo, 5, -7, 2]]], dtype=np.int64)
        got = reference.avg_pool(x, [2], [2], [0], [0], "floor", False)
        self.assertEqual(got.reshape(-1).tolist(), [lo // 2, lo // 2 + 3, -2])
        one = reference.avg_pool(x, [1], [1], [0], [0], "floor", False)
        self.assertEqual(one.reshape(-1).tolist(), x.reshape(-1).tolist())

    def test_toward_zero(self):
        x = np.array([[[-7, 0, 7, 0, -128, -1]]], dtype=np.int8)
        got = reference.avg_pool(x, [2], [2], [0], [0], "floor", False)
        # -128 + -1 wraps to 127 in i8 before the division.
        self.assertEqual(got.reshape(-1).tolist(), [-3, 3, 63])


class AvgPoolDilations(unittest.TestCase):
    """AvgPool-16's dilated taps (docs/semantics.md 7.4), values worked out
    by hand (each also what OpenVINO 2026.4.1's CPU plugin gives, except
    the empty window, where it divides 0 by 0)."""

    def test_taps_d_apart(self):
        x = np.arange(1, 26, dtype=np.float32).reshape(1, 1, 5, 5)
        got = reference.avg_pool(x, [2, 2], [1, 1], [0, 0], [0, 0], "floor", True,
                                 dilations=[2, 2])
        # Taps x, x + 2, x + 10, x + 12: the mean is x + 6.
        self.assertEqual(got.reshape(-1).tolist(), [7, 8, 9, 12, 13, 14, 17, 18, 19])

    def test_padding_counts_every_tap(self):
        x = np.arange(1, 7, dtype=np.float32).reshape(1, 1, 6)
        # k 2, d 3, s 2, pads 1/1, ceil: taps (-1, 2), (1, 4), (3, 6).
        counted = reference.avg_pool(x, [2], [2], [1], [1], "ceil", False, dilations=[3])
        self.assertEqual(counted.reshape(-1).tolist(), [1.5, 3.5, 2])
        excluded = reference.avg_pool(x, [2], [2], [1], [1], "ceil", True, dilations=[3])
        self.assertEqual(excluded.reshape(-1).tolist(), [3, 3.5, 4])

    def test_ceil_torch_and_empty_window(self):
        x = np.arange(1, 6, dtype=np.float32).reshape(1, 1, 5)
        torch = reference.avg_pool(x, [2], [3], [1], [2], "ceil_torch", True,
                                   dilations=[2])
        self.assertEqual(torch.reshape(-1).tolist(), [2, 4])
        ceil = reference.avg_pool(x, [2], [3], [1], [2], "ceil", True, dilations=[2])
        self.assertEqual(ceil.reshape(-1).tolist(), [2, 4, 0])


def cases_bits(array):
    return int(np.asarray(array).view(np.uint16).reshape(-1)[0])


if __name__ == "__main__":
    unittest.main()
