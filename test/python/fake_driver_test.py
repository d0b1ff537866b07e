# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The ovrt Python package's device path against the stand-in CUDA driver
(test/runtime/FakeCudaDriver.c, libcuda.so.1 through LD_LIBRARY_PATH): its
device memory is host memory and its kernel launches only count, so this
checks the plumbing (DeviceArray, run_on_device on a CUDA module, errors),
not numbers. Run by ctest (python.ovrt-fake-cuda-driver); the GPU benchmark
script's smoke run shares the environment (bench.gpu-fake-driver).
"""

import ctypes
import os
import re
import tempfile
import unittest

import numpy as np

import ovrt

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class _Counters(ctypes.Structure):
    """test/runtime/FakeCudaCounters.h."""
    _fields_ = [(name, ctypes.c_long) for name in (
        "allocations", "frees", "syncCopies", "asyncCopies", "launches",
        "modulesLoaded", "streamsCreated", "streamSyncs", "eventSyncs",
        "launchesOnOtherStreams")] + [("expectedStream", ctypes.c_void_p)] + [
        (name, ctypes.c_long) for name in (
            "blockingAllocations", "blockingFrees", "memoryOpsOnOtherStreams",
            "hostAllocations", "hostFrees", "pinnedCopies", "eventRecords",
            "failHostAlloc", "liveHostBytes", "failFreeAsync", "failCtxPush")]


def _counters():
    """The stand-in driver's counters (the copy libovrt loaded)."""
    get = ctypes.CDLL("libcuda.so.1").fake_cuda_counters
    get.restype = ctypes.POINTER(_Counters)
    return get().contents


class _TorchLikeStream:
    cuda_stream = 0x5f00


class _CupyLikeStream:
    ptr = 0x5f00


class _ProtocolStream:
    def __cuda_stream__(self):
        return (0, 0x5f00)


class FakeDriverTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.roi = ovrt.compile(os.path.join(REPO, "examples", "roi_align.mlir"),
                               os.path.join(cls.tmp.name, "roi.so"), target="cuda")
        cls.stem = ovrt.compile(os.path.join(REPO, "examples", "resnet_stem.mlir"),
                                os.path.join(cls.tmp.name, "stem.so"), target="cuda")

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_large_host_calls_stage_through_pinned_memory(self):
        # Module.run of compiled CUDA modules moving more than 1 MiB: their
        # device entry on device twins, the copies through libovrt's pinned
        # memory (runtime/lib/CudaStaging.cpp), checks on the host first.
        c = _counters()
        stem = ovrt.Module(self.stem)
        for call in range(2):
            ctypes.memset(ctypes.addressof(c), 0, ctypes.sizeof(c))
            outs = stem.run(np.ones((2, 64, 112, 112), np.float32))
            self.assertEqual([o.shape for o in outs],
                             [(2, 64, 56, 56), (2, 64, 56, 56), (2, 64, 28, 28)])
            # 6.4 MB in: 2 chunks of 4 MiB; 1.6 + 3.2 + 0.4 MB out: 3.
            self.assertEqual(c.pinnedCopies, 5)
            self.assertEqual(c.asyncCopies, 5)
            self.assertEqual(c.launches, 2)
            self.assertEqual(c.streamSyncs, 1)
            for name in ("syncCopies", "blockingAllocations", "blockingFrees"):
                self.assertEqual(getattr(c, name), 0, name)
            if call:
                self.assertEqual(c.hostAllocations, 0, "pinned memory is reused")
        roi = ovrt.Module(self.roi)
        data = np.ones((2, 64, 50, 50), np.float32)
        ctypes.memset(ctypes.addressof(c), 0, ctypes.sizeof(c))
        with self.assertRaisesRegex(ovrt.Error, r"batch index is outside .*\(box 0: 7\)"):
            roi.run(data, np.zeros((300, 4), np.float32), np.full(300, 7, np.int32))
        self.assertEqual((c.launches, c.pinnedCopies), (0, 0))
        out, = roi.run(data, np.zeros((300, 4), np.float32), np.zeros(300, np.int32))
        self.assertEqual(out.shape, (300, 64, 7, 7))
        self.assertEqual(c.pinnedCopies, 4)

    def test_device_array_round_trip(self):
        x = np.arange(12, dtype=np.float32).reshape(3, 4)
        d = ovrt.DeviceArray.from_host(x)
        self.assertEqual(d.__cuda_array_interface__["shape"], (3, 4))
        self.assertEqual(d.__cuda_array_interface__["typestr"], "<f4")
        np.testing.assert_array_equal(d.to_host(), x)
        d.close()
        d.close()  # twice is harmless

    def test_device_array_shapes_are_checked(self):
        # Negative dims, and byte counts over int64 (exact, not wrapped), are
        # refused before anything is allocated.
        c = _counters()
        ctypes.memset(ctypes.addressof(c), 0, ctypes.sizeof(c))
        for shape, text in (((2 ** 62 + 1, 4), "spans 73786976294838206480 bytes, "
                                               "over 2**63 - 1"),
                            ((-2, -2), "DeviceArray shape (-2, -2): dim 0 is -2"),
                            ((-1,), "DeviceArray shape (-1,): dim 0 is -1"),
                            ((2 ** 64,), "dim 0 is 18446744073709551616"),
                            (("4",), "is not a tuple of ints")):
            with self.subTest(shape=shape):
                with self.assertRaisesRegex(ovrt.Error, re.escape(text)) as e:
                    ovrt.DeviceArray(shape, np.float32)
                self.assertEqual(e.exception.code, "INVALID_ARGUMENT")
        with self.assertRaisesRegex(ovrt.Error, "DeviceArray dtype object has no ovrt dtype"):
            ovrt.DeviceArray((2,), object)
        self.assertEqual(c.allocations, 0)
        self.assertEqual(ovrt.DeviceArray((0, 3), np.float32).nbytes, 0)

    def test_host_arrays_are_refused_by_device_entries(self):
        # A CUDA module's kernels cannot use host memory: numpy arrays are
        # refused as the DLPack path refuses host memory, before any launch.
        m = ovrt.Module(self.stem)
        x, outs = self.stem_buffers()
        host_x = np.ones((2, 64, 112, 112), np.float32)
        host_outs = [np.empty(o.shape, o.dtype) for o in outs]
        c = _counters()
        ctypes.memset(ctypes.addressof(c), 0, ctypes.sizeof(c))
        for call in (lambda: m.run_on_device(outs, host_x),
                     lambda: m.run_on_stream(outs, host_x, stream=0x5f00)):
            with self.assertRaisesRegex(ovrt.Error, "input 1: a numpy array is host "
                                        "memory, which the module's device entry "
                                        "cannot use: it takes cuda memory") as e:
                call()
            self.assertEqual(e.exception.code, "INVALID_ARGUMENT")
        with self.assertRaisesRegex(ovrt.Error, "output 2: a numpy array is host memory"):
            m.run_on_device(outs[:1] + host_outs[1:], x)
        self.assertEqual((c.launches, c.syncCopies, c.asyncCopies), (0, 0, 0))

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

    def stem_buffers(self):
        x = ovrt.DeviceArray.from_host(np.ones((2, 64, 112, 112), np.float32))
        outs = [ovrt.DeviceArray((2, 64, 56, 56), np.float32),
                ovrt.DeviceArray((2, 64, 56, 56), np.int64),
                ovrt.DeviceArray((2, 64, 28, 28), np.float32)]
        return x, outs

    def run_stem_on_stream(self, stream, handle):
        m = ovrt.Module(self.stem)
        x, outs = self.stem_buffers()
        c = _counters()
        ctypes.memset(ctypes.addressof(c), 0, ctypes.sizeof(c))
        c.expectedStream = handle
        self.assertIsNone(m.run_on_stream(outs, x, stream=stream))
        # Two MaxPool kernels on the caller's stream; no synchronization, no
        # allocation, no copy, no stream of the module's own.
        self.assertEqual(c.launches, 2)
        self.assertEqual(c.launchesOnOtherStreams, 0)
        for name in ("streamSyncs", "eventSyncs", "streamsCreated", "allocations",
                     "frees", "syncCopies", "asyncCopies"):
            self.assertEqual(getattr(c, name), 0, name)

    def test_run_on_stream_takes_every_kind_of_stream(self):
        for stream in (_TorchLikeStream(), _CupyLikeStream(), _ProtocolStream(),
                       0x5f00, np.uint64(0x5f00), ctypes.c_void_p(0x5f00)):
            with self.subTest(stream=type(stream).__name__):
                self.run_stem_on_stream(stream, 0x5f00)
        with self.subTest(stream="None"):
            self.run_stem_on_stream(None, None)

    def test_run_on_device_synchronizes(self):
        # The counters above would see a synchronization: the synchronous call has one.
        m = ovrt.Module(self.stem)
        x, outs = self.stem_buffers()
        c = _counters()
        ctypes.memset(ctypes.addressof(c), 0, ctypes.sizeof(c))
        m.run_on_device(outs, x)
        self.assertEqual(c.launches, 2)
        self.assertEqual(c.streamSyncs, 1)

    def test_run_on_stream_refuses_bad_streams(self):
        m = ovrt.Module(self.stem)
        x, outs = self.stem_buffers()
        for stream, message in (("0x5f00", "a str is not a CUDA stream"),
                                (-1, "handle -1 is not a CUstream"),
                                (True, "handle True is not a CUstream")):
            with self.subTest(stream=stream):
                with self.assertRaisesRegex(ovrt.Error, message) as e:
                    m.run_on_stream(outs, x, stream=stream)
                self.assertEqual(e.exception.code, "INVALID_ARGUMENT")

    def test_run_on_stream_refuses_roi_align(self):
        m = ovrt.Module(self.roi)
        out = ovrt.DeviceArray((3, 64, 7, 7), np.float32)
        inputs = self.roi_inputs([0, 1, 1])
        c = _counters()
        ctypes.memset(ctypes.addressof(c), 0, ctypes.sizeof(c))
        with self.assertRaisesRegex(ovrt.Error, r"'roi_align' cannot run on a stream: "
                                    r"its checks read the values of input 2 and 3") as e:
            m.run_on_stream([out], *inputs, stream=0x5f00)
        self.assertEqual(e.exception.code, "FAILED_PRECONDITION")
        self.assertEqual((c.launches, c.syncCopies), (0, 0))

    def test_device_array_dlpack_round_trip(self):
        x = np.arange(12, dtype=np.float32).reshape(3, 4)
        d = ovrt.DeviceArray.from_host(x)
        self.assertEqual(d.__dlpack_device__(), (2, 0))
        exported = ovrt._dlpack._exported
        before = len(exported)
        v = ovrt.from_dlpack(d)  # ovrt's capsule, read back by ovrt
        self.assertIsInstance(v, ovrt.DeviceArray)
        self.assertEqual((v.shape, v.dtype), ((3, 4), np.float32))
        self.assertEqual(v.__cuda_array_interface__["data"][0],
                         d.__cuda_array_interface__["data"][0])
        np.testing.assert_array_equal(v.to_host(), x)
        self.assertEqual(len(exported), before + 1)
        c = _counters()
        ctypes.memset(ctypes.addressof(c), 0, ctypes.sizeof(c))
        v.close()  # gives the capsule back, frees nothing
        self.assertEqual(len(exported), before)
        self.assertEqual(c.frees, 0)
        np.testing.assert_array_equal(d.to_host(), x)

    def test_run_on_stream_with_dlpack(self):
        # DLPack producers on CUDA are asked to order their work before the
        # call's stream (1: the legacy default stream).
        m = ovrt.Module(self.stem)
        x, outs = self.stem_buffers()
        for stream, asked in ((0x5f00, 0x5f00), (None, 1)):
            wrapped = [_DLPackOnly(a) for a in outs]
            source = _DLPackOnly(x)
            m.run_on_stream(wrapped, source, stream=stream)
            self.assertEqual([w.streams for w in wrapped + [source]], [[asked]] * 4)
        with self.assertRaisesRegex(ovrt.Error, r"input 1: DLPack device \(1, 0\) is not "
                                    "cuda memory, which the module's device entry takes"):
            m.run_on_device(outs, _DLPackOnly(np.ones((2, 64, 112, 112), np.float32)))


class DeviceCallFastPathTest(unittest.TestCase):
    """run_on_device/run_on_stream with DeviceArrays only: each array's
    tensor is wrapped once and kept, the argument arrays are reused. The
    CPU module's device memory is host memory ("cpu" DeviceArrays), so the
    results can be compared; CUDA DeviceArrays are refused by kind."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.stem = ovrt.Module(ovrt.compile(
            os.path.join(REPO, "examples", "resnet_stem.mlir"),
            os.path.join(cls.tmp.name, "stem_cpu.so")))

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_results_and_tensors_wrapped_once(self):
        rng = np.random.default_rng(7)
        x = rng.standard_normal((2, 64, 112, 112)).astype(np.float32)
        want = self.stem.run(x)
        dx = ovrt.DeviceArray.from_host(x, device="cpu")
        outs = [ovrt.DeviceArray(w.shape, w.dtype, device="cpu") for w in want]
        self.stem.run_on_device(outs, dx)
        handles = dict(dx._tensors)
        self.assertEqual(len(handles), 1)
        for o, w in zip(outs, want):
            np.testing.assert_array_equal(o.to_host(), w)
            ctypes.memset(o._ptr, 0, o.nbytes)
        self.stem.run_on_device(outs, dx)
        self.assertEqual(dx._tensors, handles, "the input was wrapped again")
        for o, w in zip(outs, want):
            np.testing.assert_array_equal(o.to_host(), w)
        # A numpy input among them takes the general path, same results.
        self.stem.run_on_device(outs, x)
        np.testing.assert_array_equal(outs[0].to_host(), want[0])
        dx.close()
        self.assertEqual(dx._tensors, {})
        with self.assertRaises(ovrt.Error):
            self.stem.run_on_device(outs, dx)

    def test_errors_are_the_runtimes(self):
        dx = ovrt.DeviceArray((2, 64, 112, 112), np.float32, device="cpu")
        bad = [ovrt.DeviceArray((2, 64, 56, 55), np.float32, device="cpu"),
               ovrt.DeviceArray((2, 64, 56, 56), np.int64, device="cpu"),
               ovrt.DeviceArray((2, 64, 28, 28), np.float32, device="cpu")]
        with self.assertRaisesRegex(ovrt.Error, r"output 1: expected f32 \[2, 64, 56, 56\]"):
            self.stem.run_on_device(bad, dx)
        with self.assertRaisesRegex(ovrt.Error, "output 1 is the same tensor as input 1"):
            self.stem.run_on_device([dx] + bad[1:], dx)
        with self.assertRaisesRegex(ovrt.Error, "expects 1 input, got 2"):
            self.stem.run_on_device(bad, dx, dx)

    def test_memory_of_another_kind_is_refused(self):
        x = ovrt.DeviceArray((2, 64, 112, 112), np.float32)  # "cuda"
        outs = [ovrt.DeviceArray(w.shape, w.dtype, device="cpu")
                for w in self.stem.run(np.zeros(x.shape, np.float32))]
        with self.assertRaisesRegex(ovrt.Error, "input 1: a DeviceArray of cuda memory, "
                                    "which the module's device entry cannot use: it "
                                    "takes cpu memory"):
            self.stem.run_on_device(outs, x)


class _DLPackOnly:
    """Only DLPack, recording the streams the consumer asked for."""

    def __init__(self, array):
        self.array, self.streams = array, []

    def __dlpack__(self, stream=None, max_version=None):
        self.streams.append(stream)
        return self.array.__dlpack__()

    def __dlpack_device__(self):
        return self.array.__dlpack_device__()


if __name__ == "__main__":
    unittest.main()
