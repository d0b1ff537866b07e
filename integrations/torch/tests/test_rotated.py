# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""torch.ops.ovmlir.roi_align_rotated (ROIAlignRotated-15 as a torch op)
against examples/reference.py, its Meta kernel, errors and autograd
refusal, and from_detectron2. Skips in one line without torch."""

import os
import unittest

from test_ovmlir_torch import PACKAGE, Bitwise, _data, torch

if torch is not None:
    import ovmlir_torch


def setUpModule():
    import test_ovmlir_torch
    test_ovmlir_torch.setUpModule()


def tearDownModule():
    import test_ovmlir_torch
    test_ovmlir_torch.tearDownModule()


class RotatedOp(Bitwise, unittest.TestCase):
    """torch.ops.ovmlir.roi_align_rotated against examples/reference.py's
    ROIAlignRotated-15 (NumPy, itself checked against OpenVINO's CPU
    plugin, docs/semantics.md 8.5), bit for bit in f32."""

    @classmethod
    def setUpClass(cls):
        import importlib.util
        path = os.path.join(PACKAGE, "..", "..", "examples", "reference.py")
        spec = importlib.util.spec_from_file_location("ov_reference", path)
        cls.ref = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(cls.ref)

    def boxes(self, seed, n, size):
        g = torch.Generator().manual_seed(seed)
        centre = torch.rand((n, 2), generator=g) * size
        extent = torch.rand((n, 2), generator=g) * size * 0.6
        angle = (torch.rand((n, 1), generator=g) - 0.5) * 7
        rois = torch.cat([centre, extent, angle], 1)
        rois[0, 2:4] = 0.0  # an empty box
        return rois, torch.randint(0, 2, (n,), generator=g)

    def test_against_the_reference(self):
        x = _data((2, 3, 12, 14), torch.float32, 60)
        rois, batch = self.boxes(61, 9, 12.0)
        for ratio, scale, clockwise in ((2, 1.0, False), (0, 0.5, True), (1, 2.0, False)):
            with self.subTest(ratio=ratio, scale=scale, clockwise=clockwise):
                got = torch.ops.ovmlir.roi_align_rotated(x, rois, batch, 3, 2, ratio, scale,
                                                         clockwise)
                want = self.ref.roi_align_rotated(x.numpy(), rois.numpy(), batch.numpy(),
                                                  3, 2, ratio, scale, clockwise)
                self.assertSameBits(got, torch.from_numpy(want))

    def test_meta_shapes_and_errors(self):
        x = torch.empty((2, 3, 12, 14), device="meta")
        rois = torch.empty((5, 5), device="meta")
        out = torch.ops.ovmlir.roi_align_rotated(x, rois, torch.empty(5, dtype=torch.long,
                                                                      device="meta"),
                                                 4, 3, 2, 1.0)
        self.assertEqual(out.shape, (5, 3, 4, 3))
        self.assertEqual(out.device.type, "meta")
        x = _data((1, 3, 8, 8), torch.float32, 62)
        rois, _ = self.boxes(63, 2, 8.0)
        with self.assertRaisesRegex(RuntimeError, r"box 1: batch index 4 outside \[0, 1\)"):
            torch.ops.ovmlir.roi_align_rotated(x, rois, torch.tensor([0, 4]), 2, 2, 2, 1.0)
        with self.assertRaisesRegex(RuntimeError, "rois must be \\[R, 5\\]"):
            torch.ops.ovmlir.roi_align_rotated(x, rois[:, :4], torch.tensor([0, 0]), 2, 2,
                                               2, 1.0)

    def test_no_backward(self):
        x = _data((1, 2, 8, 8), torch.float32, 64).requires_grad_()
        rois, batch = self.boxes(65, 2, 8.0)
        batch = torch.zeros_like(batch)
        with self.assertRaisesRegex(RuntimeError, "has no backward"):
            torch.ops.ovmlir.roi_align_rotated(x, rois, batch, 2, 2, 2, 1.0)
        with torch.no_grad():
            out = torch.ops.ovmlir.roi_align_rotated(x, rois, batch, 2, 2, 2, 1.0)
        self.assertEqual(out.shape, (2, 2, 2, 2))
        self.assertSameBits(out, torch.ops.ovmlir.roi_align_rotated(
            x.detach(), rois, batch, 2, 2, 2, 1.0))

    def test_from_detectron2(self):
        d2 = torch.tensor([[1.0, 5.0, 6.0, 4.0, 2.0, 90.0], [0.0, 1.0, 2.0, 3.0, 4.0, -45.0]])
        rois, batch = ovmlir_torch.from_detectron2(d2)
        self.assertTrue(torch.equal(batch, torch.tensor([1, 0])))
        self.assertTrue(torch.equal(rois[:, :4], d2[:, 1:5]))
        self.assertAlmostEqual(float(rois[0, 4]), 3.14159265 / 2, places=6)
        self.assertAlmostEqual(float(rois[1, 4]), -3.14159265 / 4, places=6)


if __name__ == "__main__":
    unittest.main()
