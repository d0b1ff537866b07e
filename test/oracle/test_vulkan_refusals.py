#!/usr/bin/env python3
"""The oracle's accounting of the vulkan target's compile-time refusals
(ours.vulkan_refuses_today, oracle.check_refusals), with NumPy alone: a
refused case counts as refused by reason only when its compile error is the
documented one, never as an agreement; the other paths are judged as before."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import oracle  # noqa: E402
import ours  # noqa: E402

DYNAMIC_ERROR = ("compile error: m.mlir:2:8: error: kernel k argument 0 has type "
                 "memref<?x4xf32>: the vulkan target takes statically shaped "
                 "buffers only (dynamic shapes are not supported yet)")
BF16_ERROR = ("compile error: m.mlir:2:8: error: kernel k argument 0: element "
              "type bf16 is not supported by the vulkan target (SPIR-V needs "
              "SPV_KHR_bfloat16)")


def case(etype="f32", dynamic=False):
    return {"etype": etype, "dynamic": [[False, dynamic, False], [False]]}


class Refusals(unittest.TestCase):
    def test_reasons(self):
        self.assertIsNone(ours.vulkan_refuses_today(case()))
        self.assertEqual(ours.vulkan_refuses_today(case(dynamic=True))[0], "dynamic shapes")
        self.assertEqual(ours.vulkan_refuses_today(case("bf16"))[0], "bf16")
        # Only the vulkan path refuses.
        self.assertIsNone(ours.refusal("vector", case("bf16", True)))

    def test_documented_refusal_is_counted_not_judged(self):
        refused = {}
        judged, wrong = oracle.check_refusals(
            case(dynamic=True), {"vulkan": DYNAMIC_ERROR, "vector": [1]},
            ["vector", "vulkan"], refused)
        self.assertEqual((judged, wrong, refused), (["vector"], [], {"dynamic shapes": 1}))
        judged, wrong = oracle.check_refusals(
            case("bf16"), {"vulkan": BF16_ERROR}, ["vulkan"], refused)
        self.assertEqual((judged, wrong), ([], []))
        self.assertEqual(refused, {"dynamic shapes": 1, "bf16": 1})

    def test_other_outcomes_fail(self):
        refused = {}
        for outcome in ([1.0], "compile error: something else", "run error: x"):
            judged, wrong = oracle.check_refusals(
                case("bf16"), {"vulkan": outcome}, ["vulkan"], refused)
            self.assertEqual(judged, [])
            self.assertEqual(len(wrong), 1, outcome)
        self.assertEqual(refused, {})

    def test_supported_case_is_judged(self):
        refused = {}
        judged, wrong = oracle.check_refusals(case(), {"vulkan": [1]}, ["vulkan"], refused)
        self.assertEqual((judged, wrong, refused), (["vulkan"], [], {}))


if __name__ == "__main__":
    unittest.main()
