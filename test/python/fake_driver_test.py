"""The ovrt Python package's device path against the stand-in CUDA driver
(test/runtime/FakeCudaDriver.c, libcuda.so.1 through LD_LIBRARY_PATH): its
device memory is host memory and its kernel launches only count, so this
checks the plumbing (DeviceArray, run_on_device on a CUDA module, errors),
not numbers. Run by ctest (python.ovrt-fake-cuda-driver); the GPU benchmark
script's smoke run shares the environment (bench.gpu-fake-driver).
"""

import os
import tempfile
import unittest

import numpy as np

import ovrt

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class FakeDriverTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.roi = ovrt.compile(os.path.join(REPO, "examples", "roi_align.mlir"),
                               os.path.join(cls.tmp.name, "roi.so"), target="cuda")

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_device_array_round_trip(self):
        x = np.arange(12, dtype=np.float32).reshape(3, 4)
        d = ovrt.DeviceArray.from_host(x)
        self.assertEqual(d.__cuda_array_interface__["shape"], (3, 4))
        self.assertEqual(d.__cuda_array_interface__["typestr"], "<f4")
        np.testing.assert_array_equal(d.to_host(), x)
        d.close()
        d.close()  # twice is harmless

    def roi_inputs(self, batch):
        data = np.ones((2, 64, 50, 50), np.float32)
        rois = np.array([[0, 0, 10, 10], [5, 5, 30, 40], [1, 2, 3, 4]], np.float32)
        return [ovrt.DeviceArray.from_host(a)
                for a in (data, rois, np.array(batch, np.int32))]

    def test_run_on_device(self):
        m = ovrt.Module(self.roi)
        out = ovrt.DeviceArray((3, 64, 7, 7), np.float32)
        self.assertIsNone(m.run_on_device([out], *self.roi_inputs([0, 1, 1])))

    def test_checks_read_device_inputs(self):
        m = ovrt.Module(self.roi)
        out = ovrt.DeviceArray((3, 64, 7, 7), np.float32)
        with self.assertRaisesRegex(ovrt.Error, r"a batch index is outside .*\(box 2: -1\)") as e:
            m.run_on_device([out], *self.roi_inputs([0, 1, -1]))
        self.assertEqual(e.exception.code, "OUT_OF_RANGE")

    def test_wrong_output_shape(self):
        m = ovrt.Module(self.roi)
        out = ovrt.DeviceArray((3, 64, 7, 6), np.float32)
        with self.assertRaisesRegex(ovrt.Error, r"output 1: expected f32 \[3, 64, 7, 7\]"):
            m.run_on_device([out], *self.roi_inputs([0, 1, 1]))


if __name__ == "__main__":
    unittest.main()
