# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The ovrt Python package on modules compiled by ov-compile in the test.

Run by ctest (python.ovrt) with OVRT_LIBRARY, OV_COMPILE and PYTHONPATH set to
the build's library, compiler and the source tree's python/ directory.
"""

import ctypes
import gc
import importlib.util
import os
import tempfile
import unittest

import numpy as np

import ovrt

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(REPO, "examples")


def load_reference():
    spec = importlib.util.spec_from_file_location(
        "reference", os.path.join(EXAMPLES, "reference.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


reference = load_reference()

BF16_MODEL = """
func.func @pool(%x: tensor<1x2x4x6xbf16>) -> tensor<1x2x2x3xbf16> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0]
         pads_end = [0, 0] : tensor<1x2x4x6xbf16> -> tensor<1x2x2x3xbf16>
  return %0 : tensor<1x2x2x3xbf16>
}
"""


# Four adjacent outputs per CUDA thread (rows of 28), values and indices.
POOL4_MODEL = """
func.func @pool4(%x: tensor<2x8x16x56xf32>) -> (tensor<2x8x8x28xf32>, tensor<2x8x8x28xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1]
             pads_end = [1, 1] : tensor<2x8x16x56xf32> -> tensor<2x8x8x28xf32>, tensor<2x8x8x28xi64>
  return %v, %i : tensor<2x8x8x28xf32>, tensor<2x8x8x28xi64>
}
"""


def shifted_empty(shape, dtype, shift):
    """An uninitialized C-contiguous array whose data starts `shift`
    elements past a 64-byte boundary."""
    dtype = np.dtype(dtype)
    count = int(np.prod(shape))
    raw = np.empty(count + 64 // dtype.itemsize + shift, dtype)
    start = (-raw.ctypes.data % 64) // dtype.itemsize + shift
    return raw[start:start + count].reshape(shape)


def bf16_bits(values):
    """float32 values exactly representable in bf16 -> their bf16 bits."""
    return (np.asarray(values, np.float32).view(np.uint32) >> 16).astype(np.uint16)


class DLPackOnly:
    """An array that only speaks DLPack (NumPy's own capsules)."""

    def __init__(self, array):
        self.array = array

    def __dlpack__(self, **kwargs):
        return self.array.__dlpack__(**kwargs)

    def __dlpack_device__(self):
        return self.array.__dlpack_device__()


class HostExport:
    """A NumPy array handed out through ovrt's own DLPack producer (the one
    DeviceArray uses), on `device`, as bf16 when asked."""

    def __init__(self, array, device=(1, 0), bf16=False):
        self.array, self.device, self.bf16 = array, device, bf16

    def __dlpack__(self, stream=None, max_version=None):
        a = self.array
        dtype = 1 if self.bf16 else ovrt._NUMPY_TO_OVRT[a.dtype]
        return ovrt._dlpack.export(a.ctypes.data, a.shape, dtype, self.device, a)

    def __dlpack_device__(self):
        return self.device


class VersionedExport:
    """A NumPy array handed out as a DLPack 1.0 capsule ("dltensor_versioned",
    what PyTorch and JAX give when asked with max_version), read-only when
    asked; counts its deleter's calls."""

    def __init__(self, array, read_only=False):
        self.array, self.read_only, self.deleted = array, read_only, 0

    def __dlpack__(self, stream=None, max_version=None):
        if max_version is None or tuple(max_version) < (1, 0):
            raise BufferError("this producer only makes DLPack 1.0 capsules")
        d, a = ovrt._dlpack, self.array
        managed = d._ManagedVersioned()
        managed.version = d._Version(1, 0)
        managed.flags = 1 if self.read_only else 0
        t = managed.dl_tensor
        t.data = a.ctypes.data
        t.device = d._Device(1, 0)
        t.ndim = a.ndim
        t.dtype = d._DataType(*d._FROM_OVRT[ovrt._NUMPY_TO_OVRT[a.dtype]], 1)
        dims = (ctypes.c_int64 * max(a.ndim, 1))(*a.shape)
        t.shape = ctypes.cast(dims, ctypes.POINTER(ctypes.c_int64))
        deleter = d._DELETER(self._delete)
        managed.deleter = ctypes.cast(deleter, ctypes.c_void_p).value
        self._keep = (managed, dims, deleter)
        return ctypes.pythonapi.PyCapsule_New(ctypes.addressof(managed),
                                              d._VERSIONED_NAME, None)

    def _delete(self, address):
        self.deleted += 1

    def __dlpack_device__(self):
        return (1, 0)


class OvrtTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="ovrt-python-")
        d = cls.tmp.name
        cls.stem = ovrt.compile(os.path.join(EXAMPLES, "resnet_stem.mlir"),
                                os.path.join(d, "stem.so"))
        cls.roi = ovrt.compile(os.path.join(EXAMPLES, "roi_align.mlir"),
                               os.path.join(d, "roi.so"), lowering="affine")
        cls.shapes = ovrt.compile(os.path.join(EXAMPLES, "spec_xml_shapes.mlir"),
                                  os.path.join(d, "shapes.so"))
        with open(os.path.join(d, "bf16.mlir"), "w") as f:
            f.write(BF16_MODEL)
        cls.bf16 = ovrt.compile(os.path.join(d, "bf16.mlir"), os.path.join(d, "bf16.so"))

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def stem_input(self):
        return reference.pseudo_random((2, 64, 112, 112), 7)

    def test_run_matches_reference_without_copies(self):
        m = ovrt.Module(self.stem)
        self.assertEqual(m.functions, ["resnet_stem"])
        x = self.stem_input()
        v, i, w = m.run(x)
        want_v, want_i = reference.max_pool(x, [3, 3], [2, 2], [1, 1], [1, 1],
                                            [1, 1], "floor", 0)
        np.testing.assert_array_equal(v, want_v)
        np.testing.assert_array_equal(i, want_i)
        self.assertEqual(i.dtype, np.int64)
        self.assertEqual(w.shape, (2, 64, 28, 28))
        # The arrays view the runtime's tensors: no copy was made.
        for out in (v, i, w):
            self.assertFalse(out.flags.owndata)
            self.assertIsNotNone(out.base)
            self.assertTrue(out.flags.writeable)

    def test_outputs_outlive_the_module(self):
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        v, _, _ = m.run(x)
        want = v.copy()
        del m
        gc.collect()
        np.testing.assert_array_equal(v, want)

    def test_repeated_runs_give_fresh_results(self):
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        first = m.run(x)[0]
        kept = first.copy()
        del first
        gc.collect()
        y = m.run(-x)[0]  # may reuse the storage `first` released
        np.testing.assert_array_equal(m.run(x)[0], kept)
        self.assertFalse(np.array_equal(y, kept))

    def test_run_into(self):
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        want = m.run(x)
        outs = [np.empty_like(a) for a in want]
        self.assertIsNone(m.run_into(outs, x))
        for got, exp in zip(outs, want):
            np.testing.assert_array_equal(got, exp)

    def test_run_on_device(self):
        # A CPU module's device memory is host memory: numpy arrays, or
        # objects whose __cuda_array_interface__ points at host memory
        # (what a PyTorch CUDA tensor hands over for a CUDA module).
        class Interface:
            def __init__(self, array, strides=None):
                self.array = array
                self.__cuda_array_interface__ = {
                    "shape": array.shape, "typestr": array.dtype.str,
                    "data": (array.ctypes.data, False), "strides": strides,
                    "version": 3}

        m = ovrt.Module(self.stem)
        x = self.stem_input()
        want = m.run(x)
        outs = [np.full_like(a, -1) for a in want]
        self.assertIsNone(m.run_on_device([Interface(o) for o in outs], Interface(x)))
        for got, exp in zip(outs, want):
            np.testing.assert_array_equal(got, exp)
        outs = [np.full_like(a, -1) for a in want]
        m.run_on_device(outs, x)
        np.testing.assert_array_equal(outs[0], want[0])
        # Explicit C-contiguous strides are the same as none.
        outs = [np.full_like(a, -1) for a in want]
        m.run_on_device([Interface(o, strides=o.strides) for o in outs],
                        Interface(x, strides=x.strides))
        np.testing.assert_array_equal(outs[1], want[1])
        with self.assertRaisesRegex(ovrt.Error, "input 1: not C-contiguous"):
            m.run_on_device([Interface(o) for o in outs],
                            Interface(x, strides=(4,) * x.ndim))
        with self.assertRaisesRegex(ovrt.Error, "input 1: neither a numpy array"):
            m.run_on_device(outs, [1.0])
        with self.assertRaisesRegex(ovrt.Error, r"input 1: expected f32 .* got f64"):
            m.run_on_device(outs, Interface(x.astype(np.float64)))

    def test_run_on_device_with_dlpack(self):
        # Objects that only speak DLPack (NumPy as the producer), as inputs
        # and outputs of a CPU module's device entry: written in place.
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        want = m.run(x)
        outs = [np.full_like(a, -1) for a in want]
        self.assertIsNone(m.run_on_device([DLPackOnly(o) for o in outs], DLPackOnly(x)))
        for got, exp in zip(outs, want):
            np.testing.assert_array_equal(got, exp)
        with self.assertRaisesRegex(ovrt.Error, r"input 1: not C-contiguous"):
            m.run_on_device(outs, DLPackOnly(np.ascontiguousarray(
                np.repeat(x, 2, axis=3))[..., ::2]))
        with self.assertRaisesRegex(ovrt.Error, r"input 1: DLPack device \(2, 0\) is not "
                                    "cpu memory, which the module's device entry "
                                    "takes") as e:
            m.run_on_device(outs, HostExport(x, device=(2, 0)))
        self.assertEqual(e.exception.code, "INVALID_ARGUMENT")

    def test_device_kinds(self):
        self.assertEqual(ovrt.device_kinds(), ("cpu", "cuda", "vulkan"))
        self.assertIsNone(ovrt.device_status("cpu"))
        cuda = ovrt.device_status("cuda")  # None on a machine with a GPU
        self.assertTrue(cuda is None or "CUDA" in cuda, cuda)
        with self.assertRaisesRegex(ovrt.Error, "ovrt_device_status: unknown device "
                                    "kind 'rocm' \\(libovrt knows cpu, cuda, "
                                    "vulkan\\)") as e:
            ovrt.device_status("rocm")
        self.assertEqual(e.exception.code, "INVALID_ARGUMENT")
        with self.assertRaisesRegex(ovrt.Error, "device_status: device kind 3 is not a str"):
            ovrt.device_status(3)
        self.assertEqual(ovrt.Module(self.stem).device_kinds, ("cpu",))

    def test_device_array_of_host_memory(self):
        # A DeviceArray of "cpu" memory: a CPU module's device memory,
        # through the fast path (every array a DeviceArray of the module's
        # kind) and DLPack, with no __cuda_array_interface__.
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        want = m.run(x)
        d = ovrt.DeviceArray.from_host(x, device="cpu")
        self.assertEqual((d.device, d.__dlpack_device__()), ("cpu", (1, 0)))
        self.assertFalse(hasattr(d, "__cuda_array_interface__"))
        np.testing.assert_array_equal(np.from_dlpack(d), x)
        outs = [ovrt.DeviceArray(a.shape, a.dtype, device="cpu") for a in want]
        self.assertIsNone(m.run_on_device(outs, d))
        for got, exp in zip(outs, want):
            np.testing.assert_array_equal(got.to_host(), exp)
        for a in outs + [d]:
            a.close()
        with self.assertRaisesRegex(ovrt.Error, "unknown device kind 'tpu'"):
            ovrt.DeviceArray((2,), np.float32, device="tpu")

    def test_a_vulkan_module_takes_host_memory(self):
        # A Vulkan module's device entry takes host memory ("cpu"), DLPack
        # producers of it included.
        reason = ovrt.device_status("vulkan")
        if reason is not None:
            self.skipTest(f"no Vulkan device: {reason}")
        with tempfile.TemporaryDirectory() as d:
            m = ovrt.Module(ovrt.compile(os.path.join(EXAMPLES, "roi_align.mlir"),
                                         os.path.join(d, "roi.so"), target="vulkan"))
            self._run_vulkan_on_host_memory(m)

    def _run_vulkan_on_host_memory(self, m):
        self.assertEqual((m.target, m.device_kinds), ("vulkan", ("cpu",)))
        data = (np.arange(2 * 64 * 50 * 50, dtype=np.float32) % 97).reshape(2, 64, 50, 50)
        rois = np.array([[0, 0, 10, 10], [5, 5, 30, 40]], np.float32)
        batch = np.array([1, 0], np.int32)
        (want,) = ovrt.Module(self.roi).run(data, rois, batch)
        out = np.full_like(want, -1)
        m.run_on_device([DLPackOnly(out)], DLPackOnly(data), DLPackOnly(rois),
                        DLPackOnly(batch))
        np.testing.assert_allclose(out, want, rtol=1e-6, atol=1e-6)

    def test_from_dlpack_round_trip(self):
        for dtype in (np.float16, np.float32, np.float64, np.int8, np.int16, np.int32,
                      np.int64, np.uint8, np.uint16, np.uint32, np.uint64):
            with self.subTest(dtype=np.dtype(dtype).name):
                a = (np.arange(24) % 7).astype(dtype).reshape(2, 3, 4)
                b = ovrt.from_dlpack(a)                 # NumPy's capsule, read by ovrt
                self.assertEqual((b.dtype, b.shape), (a.dtype, a.shape))
                self.assertTrue(np.shares_memory(a, b))
                c = np.from_dlpack(HostExport(a))       # ovrt's capsule, read by NumPy
                self.assertEqual((c.dtype, c.shape), (a.dtype, a.shape))
                self.assertEqual(c.ctypes.data, a.ctypes.data)
                np.testing.assert_array_equal(c, a)
        # bool (8-bit kDLBool; NumPy 1.x does not take it).
        flags = np.array([True, False, True])
        np.testing.assert_array_equal(ovrt.from_dlpack(HostExport(flags)), flags)
        # 0-d and empty tensors.
        for a in (np.array(3.5, np.float32), np.zeros((2, 0, 3), np.int32)):
            np.testing.assert_array_equal(np.from_dlpack(HostExport(a)), a)
            np.testing.assert_array_equal(ovrt.from_dlpack(a), a)

    def test_dlpack_bf16(self):
        # DLPack says bf16 itself (kDLBfloat): no declared dtype needed.
        m = ovrt.Module(self.bf16)
        values = (np.arange(48, dtype=np.float32) - 20.0).reshape(1, 2, 4, 6) * 0.5
        bits = bf16_bits(values)
        (want,) = m.run(bits)
        b = ovrt.from_dlpack(HostExport(bits, bf16=True))
        self.assertEqual(b.dtype, np.uint16)
        np.testing.assert_array_equal(b, bits)
        out = np.empty((1, 2, 2, 3), np.uint16)
        m.run_on_device([HostExport(out, bf16=True)], HostExport(bits, bf16=True))
        np.testing.assert_array_equal(out, want)
        with self.assertRaisesRegex(ovrt.Error, r"input 1: expected bf16 .* got f32"):
            m.run_on_device([out], DLPackOnly(values))

    def test_dlpack_capsules_are_deleted(self):
        # A capsule ovrt exports is deleted by its consumer, once.
        exported = ovrt._dlpack._exported
        before = len(exported)
        a = np.arange(6, dtype=np.float32)
        c = np.from_dlpack(HostExport(a))
        self.assertEqual(len(exported), before + 1)
        del c
        gc.collect()
        self.assertEqual(len(exported), before)
        # A consumer that rejects the capsule raises its own error, unchanged.
        with self.assertRaises(Exception) as e:  # NumPy has no bf16
            np.from_dlpack(HostExport(np.zeros(2, np.uint16), bf16=True))
        self.assertNotIsInstance(e.exception, SystemError)

    def test_dlpack_1_0_capsules(self):
        a = np.arange(12, dtype=np.int32).reshape(3, 4)
        producer = VersionedExport(a)
        b = ovrt.from_dlpack(producer)
        self.assertTrue(np.shares_memory(a, b))
        np.testing.assert_array_equal(b, a)
        self.assertEqual(producer.deleted, 0)
        del b
        gc.collect()
        self.assertEqual(producer.deleted, 1)
        # DLPack 1.0's read-only flag: a read-only array, refused as an output.
        frozen = VersionedExport(a, read_only=True)
        self.assertFalse(ovrt.from_dlpack(frozen).flags.writeable)
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        outs = [np.empty_like(o) for o in m.run(x)]
        m.run_on_device(outs, VersionedExport(x, read_only=True))
        np.testing.assert_array_equal(outs[0], m.run(x)[0])
        with self.assertRaisesRegex(ovrt.Error, "output 1 is a read-only buffer") as e:
            m.run_on_device([VersionedExport(outs[0], read_only=True)] + outs[1:], x)
        self.assertEqual(e.exception.code, "FAILED_PRECONDITION")

    def test_from_dlpack_errors(self):
        with self.assertRaisesRegex(ovrt.Error, "from_dlpack: a list has no __dlpack__"):
            ovrt.from_dlpack([1, 2])
        with self.assertRaisesRegex(ovrt.Error, "from_dlpack: DLPack device type 4 is "
                                    "neither the CPU nor a CUDA device"):
            ovrt.from_dlpack(HostExport(np.zeros(2), device=(4, 0)))

    def test_non_contiguous_input_is_copied(self):
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        big = np.zeros((2, 64, 112, 224), np.float32)
        big[..., ::2] = x
        strided = big[..., ::2]
        self.assertFalse(strided.flags.c_contiguous)
        np.testing.assert_array_equal(m.run(strided)[0], m.run(x)[0])

    def test_read_only_input(self):
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        ro = x.copy()
        ro.flags.writeable = False
        np.testing.assert_array_equal(m.run(ro)[0], m.run(x)[0])

    def test_dynamic_shapes_and_function_choice(self):
        m = ovrt.Module(self.shapes)
        self.assertEqual(m.functions, ["same_upper", "explicit", "valid", "roi_align"])
        x = reference.pseudo_random((1, 3, 32, 32), 1)
        self.assertEqual(m.run(x, function="explicit")[0].shape, (1, 3, 17, 17))
        self.assertEqual(m.run(x, function="same_upper")[0].shape, (1, 3, 16, 16))
        self.assertEqual(m.run(x)[0].shape, (1, 3, 16, 16))  # the first function
        ins, outs = m.signature("roi_align")
        self.assertEqual(ins[1], ("f32", (-1, 4)))
        self.assertEqual(outs[0], ("f32", (1000, 256, 6, 6)))  # inferred

    def test_roi_align(self):
        m = ovrt.Module(self.roi)
        data = reference.pseudo_random((2, 64, 50, 50), 3)
        rois = np.array([[0, 0, 40, 40], [10, 5, 190, 120], [3, 3, 3, 3]], np.float32)
        idx = np.array([0, 1, 1], np.int32)
        (y,) = m.run(data, rois, idx)
        want = reference.roi_align(data, rois, idx, 7, 7, 2, 0.25, "avg")
        np.testing.assert_allclose(y, want, rtol=1e-5, atol=1e-6)

    def test_cuda_emulated_misaligned_outputs(self):
        """The CUDA target's MaxPool kernels (run on the CPU) store a
        thread's 4 outputs as one vector when the buffer's base is aligned to
        it (16 bytes of f32, 32 of i64), else one by one: both paths write
        what the CPU target does, into outputs 0, 1 and 2 elements past a
        64-byte boundary."""
        d = self.tmp.name
        with open(os.path.join(d, "pool4.mlir"), "w") as f:
            f.write(POOL4_MODEL)
        model = os.path.join(d, "pool4.mlir")
        cpu = ovrt.Module(ovrt.compile(model, os.path.join(d, "pool4.so")))
        emu = ovrt.Module(ovrt.compile(model, os.path.join(d, "pool4-emu.so"),
                                       target="cuda-emulated"))
        x = reference.pseudo_random((2, 8, 16, 56), 5)
        want = cpu.run(x)
        for shift in (0, 1, 2):
            outs = [shifted_empty(a.shape, a.dtype, shift) for a in want]
            emu.run_into(outs, x)
            for got, exp in zip(outs, want):
                np.testing.assert_array_equal(got, exp, err_msg=f"shift {shift}")

    def test_bf16_as_uint16(self):
        m = ovrt.Module(self.bf16)
        self.assertEqual(m.signature()[0][0], ("bf16", (1, 2, 4, 6)))
        values = (np.arange(48, dtype=np.float32) - 20.0).reshape(1, 2, 4, 6) * 0.5
        (y,) = m.run(bf16_bits(values))
        self.assertEqual(y.dtype, np.uint16)
        want = values.reshape(1, 2, 2, 2, 3, 2).max(axis=(3, 5))
        np.testing.assert_array_equal(y, bf16_bits(want))
        out = np.empty((1, 2, 2, 3), np.uint16)
        m.run_into([out], bf16_bits(values))
        np.testing.assert_array_equal(out, y)

    def test_outputs_sharing_memory_are_refused(self):
        # Every call wraps its arrays anew: aliasing is checked by memory.
        m = ovrt.Module(self.shapes)  # same_upper: [1, 3, 32, 32] -> [1, 3, 16, 16]
        x = reference.pseudo_random((1, 3, 32, 32), 1)
        want = m.run(x)[0].copy()
        buf = np.zeros(3072 + 768, np.float32)
        xin = buf[:3072].reshape(1, 3, 32, 32)
        xin[...] = x
        for start in (0, 100, 3072 - 1):
            view = buf[start:start + 768].reshape(1, 3, 16, 16)
            self.check_error("INVALID_ARGUMENT", "output 1 overlaps input 1 in memory",
                             m.run_into, [view], xin)
            self.check_error("INVALID_ARGUMENT", "output 1 overlaps input 1 in memory",
                             m.run_on_device, [view], xin)
        np.testing.assert_array_equal(xin, x)  # nothing ran
        # Adjacent but disjoint: accepted.
        out = buf[3072:].reshape(1, 3, 16, 16)
        m.run_into([out], xin)
        np.testing.assert_array_equal(out, want)
        # Nor may two outputs share memory.
        stem = ovrt.Module(self.stem)
        big = self.stem_input()
        v, i, w = (np.empty_like(a) for a in stem.run(big))
        self.check_error("INVALID_ARGUMENT", "output 3 overlaps output 1 in memory",
                         stem.run_into, [v, i, v.reshape(-1)[:w.size].reshape(w.shape)], big)
        shared = np.empty(i.shape, np.int64)  # v's values over i's first bytes
        v_in_i = shared.reshape(-1).view(np.float32)[:v.size].reshape(v.shape)
        self.check_error("INVALID_ARGUMENT", "output 2 overlaps output 1 in memory",
                         stem.run_into, [v_in_i, shared, w], big)

    def test_paths_with_nul_are_refused(self):
        # A C string would end at the NUL and name another file.
        for fn, args in ((ovrt.Module, (self.stem + "\0.bak",)),
                         (ovrt.compile, (os.path.join(EXAMPLES, "roi_align.mlir\0x"),
                                         os.path.join(self.tmp.name, "nul.so"))),
                         (ovrt.compile, (os.path.join(EXAMPLES, "roi_align.mlir"),
                                         os.path.join(self.tmp.name, "nul.so\0x")))):
            self.check_error("INVALID_ARGUMENT", "the path contains a NUL byte", fn, *args)
        self.check_error("INVALID_ARGUMENT", "the path contains a NUL byte",
                         ovrt.Module, os.fsencode(self.stem) + b"\0")
        self.assertFalse(os.path.exists(os.path.join(self.tmp.name, "nul.so")))

    def test_function_names_are_checked(self):
        # The C API reads a name up to its first NUL byte: 'mp1\0junk' would
        # name 'mp1'. Names that are not str are refused the same way.
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        name = m.functions[0]
        for function, text in ((name + "\0junk", "the name contains a NUL byte"),
                               (name.encode(), "of type bytes, not str"),
                               (3, "function 3: of type int, not str"),
                               ("\udcff", "the name is not UTF-8")):
            with self.subTest(function=function):
                self.check_error("INVALID_ARGUMENT", text, m.run, x, function=function)
                self.check_error("INVALID_ARGUMENT", text, m.signature, function)
                self.check_error("INVALID_ARGUMENT", text, m.run_into, [], x,
                                 function=function)
                self.check_error("INVALID_ARGUMENT", text, m.run_on_device, [], x,
                                 function=function)
        self.check_error("INVALID_ARGUMENT", "the name contains a NUL byte",
                         m.signature, name + "\0zz")

    def test_cuda_array_interfaces_are_checked(self):
        # Every field another library hands over is checked: a malformed one
        # is an ovrt.Error naming the input and the field.
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        outs = [np.empty_like(a) for a in m.run(x)]

        class Interface:
            """x's interface with `fields` changed (... removes one)."""

            def __init__(self, **fields):
                iface = {"shape": x.shape, "typestr": "<f4",
                         "data": (x.ctypes.data, False), "version": 3}
                iface.update(fields)
                self.__cuda_array_interface__ = {k: v for k, v in iface.items()
                                                 if v is not ...}

        for fields, text in (
                ({"data": None}, "__cuda_array_interface__ data None is not "
                                 "(pointer, read_only)"),
                ({"data": (x.ctypes.data, False, 0)}, "is not (pointer, read_only)"),
                ({"data": ("0x10", False)}, "data pointer '0x10' is not an address"),
                ({"data": (-8, False)}, "data pointer -8 is not an address"),
                ({"typestr": "zz"}, "typestr 'zz' is not a NumPy type string"),
                ({"typestr": None}, "typestr None is not a NumPy type string"),
                ({"shape": ...}, "__cuda_array_interface__ has no 'shape'"),
                ({"shape": 5}, "shape 5 is not a tuple of dims"),
                ({"shape": (2, "a")}, "shape (2, 'a') is not a tuple of ints"),
                ({"shape": (2, -64, 112, 112)}, "dim 1 is -64"),
                ({"shape": (2 ** 62, 2, 1, 1)}, "spans 36893488147419103232 bytes, "
                                                "over 2**63 - 1"),
                ({"strides": 4}, "strides 4 are neither None nor a tuple")):
            with self.subTest(fields=fields):
                self.check_error("INVALID_ARGUMENT", "input 1: __cuda_array_interface__",
                                 m.run_on_device, outs, Interface(**fields))
                self.check_error("INVALID_ARGUMENT", text,
                                 m.run_on_device, outs, Interface(**fields))

    def test_cuda_array_interfaces_in_any_combination(self):
        # Fields drawn from good and bad values, 400 combinations: each call
        # succeeds or raises ovrt.Error, never another exception or a crash.
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        outs = [np.empty_like(a) for a in m.run(x)]
        rng = np.random.default_rng(42)
        choices = {
            "shape": [x.shape, (2, 64, 112), (2, -64, 112, 112), (2 ** 62, 2, 1, 1),
                      (0, 64, 112, 112), [2, 64, 112, 112], "2,64", None, ...],
            "typestr": ["<f4", "<f8", "|u1", "zz", "", None, 4, ...],
            "data": [(x.ctypes.data, False), (x.ctypes.data, True), (0, False),
                     (x.ctypes.data + 1, False), (2 ** 64, False), (-1, False),
                     ("x", False), (x.ctypes.data,), None, ...],
            "strides": [None, x.strides, (4,) * 4, "s", 4, ...],
        }

        class Interface:
            def __init__(self, iface):
                self.__cuda_array_interface__ = iface

        for _ in range(400):
            iface = {"version": 3}
            for field, values in choices.items():
                value = values[rng.integers(len(values))]
                if value is not ...:
                    iface[field] = value
            with self.subTest(iface=iface):
                try:
                    m.run_on_device(outs, Interface(iface))
                except ovrt.Error as e:
                    self.assertNotIn("\n", str(e))

    def test_dlpack_shapes_are_checked(self):
        # A producer's negative dim, or a shape over int64 bytes, is refused
        # (a negative dim would wrap to a huge size in the C API).
        a = np.zeros(6, np.float32)
        for shape, text in (((-2, 3), "DLPack shape (-2, 3) has a negative dim"),
                            ((2 ** 62, 4), "does not fit in memory")):
            class Lying:
                def __dlpack__(self, stream=None, max_version=None):
                    return ovrt._dlpack.export(a.ctypes.data, shape, 2, (1, 0), a)

                def __dlpack_device__(self):
                    return (1, 0)
            with self.subTest(shape=shape):
                self.check_error("INVALID_ARGUMENT", text, ovrt.from_dlpack, Lying())
                m = ovrt.Module(self.stem)
                self.check_error("INVALID_ARGUMENT", "input 1: DLPack shape " + str(shape),
                                 m.run_on_device, [], Lying())
                self.check_error("INVALID_ARGUMENT", text, m.run_on_device, [], Lying())

    def test_run_takes_dlpack_only_inputs_as_from_dlpack_does(self):
        # An object that speaks DLPack and no NumPy interface is host memory
        # taken without a copy (it was an object array before).
        m = ovrt.Module(self.stem)
        x = self.stem_input()
        want = m.run(x)
        for got, exp in zip(m.run(DLPackOnly(x)), want):
            np.testing.assert_array_equal(got, exp)
        outs = [np.empty_like(a) for a in want]
        m.run_into(outs, DLPackOnly(x))
        np.testing.assert_array_equal(outs[0], want[0])
        # DLPack's own dtype: bf16 without a declaration, and f32 as f32.
        b = ovrt.Module(self.bf16)
        bits = bf16_bits(np.arange(48, dtype=np.float32).reshape(1, 2, 4, 6))
        np.testing.assert_array_equal(b.run(HostExport(bits, bf16=True))[0],
                                      b.run(bits)[0])
        self.check_error("INVALID_ARGUMENT", "input 1: expected bf16", b.run,
                         DLPackOnly(bits.astype(np.float32)))
        # Device memory is not host memory.
        self.check_error("INVALID_ARGUMENT", "input 1: DLPack device (2, 0) is not host "
                         "memory", m.run, HostExport(x, device=(2, 0)))

    def test_misaligned_arrays(self):
        m = ovrt.Module(self.shapes)
        x = reference.pseudo_random((1, 3, 32, 32), 1)
        raw = np.zeros(x.nbytes + 4, np.uint8)
        mis = np.frombuffer(raw.data, np.float32, x.size, offset=1).reshape(x.shape)
        mis[...] = x
        self.assertFalse(mis.flags.aligned)
        self.assertTrue(mis.flags.c_contiguous)
        want = m.run(x)[0]
        # Inputs of run and run_into are copied.
        np.testing.assert_array_equal(m.run(mis)[0], want)
        out = np.empty_like(want)
        m.run_into([out], mis)
        np.testing.assert_array_equal(out, want)
        # What is used in place is refused, named.
        raw_out = np.zeros(want.nbytes + 4, np.uint8)
        mis_out = np.frombuffer(raw_out.data, np.float32, want.size, offset=2) \
            .reshape(want.shape)
        self.check_error("INVALID_ARGUMENT",
                         "output 1: the data at 0x", m.run_into, [mis_out], x)
        self.check_error("INVALID_ARGUMENT", "not aligned to its 4-byte elements",
                         m.run_into, [mis_out], x)
        self.check_error("INVALID_ARGUMENT",
                         "input 1: the data at 0x", m.run_on_device, [out], mis)

        class Interface:
            def __init__(self, array):
                self.__cuda_array_interface__ = {
                    "shape": array.shape, "typestr": array.dtype.str,
                    "data": (array.ctypes.data, False), "strides": None,
                    "version": 3}
        self.check_error("INVALID_ARGUMENT", "input 1: the data at 0x",
                         m.run_on_device, [Interface(out)], Interface(mis))

    def check_error(self, code, text, fn, *args, **kwargs):
        with self.assertRaises(ovrt.Error) as ctx:
            fn(*args, **kwargs)
        self.assertEqual(ctx.exception.code, code)
        self.assertIn(text, str(ctx.exception))
        self.assertNotIn("\n", str(ctx.exception))

    def test_errors(self):
        m = ovrt.Module(self.roi)
        data = reference.pseudo_random((2, 64, 50, 50), 3)
        rois = np.zeros((2, 4), np.float32)
        self.check_error("OUT_OF_RANGE", "a batch index is outside [0, N)",
                         m.run, data, rois, np.array([0, 2], np.int32))
        self.check_error("INVALID_ARGUMENT",
                         "input 1: expected f32 tensor of rank 4 [2, 64, 50, 50], got f64",
                         m.run, data.astype(np.float64), rois, np.zeros(2, np.int32))
        self.check_error("INVALID_ARGUMENT", "expects 3 inputs, got 1", m.run, data)
        self.check_error("INVALID_ARGUMENT", "no function 'nope'",
                         m.run, data, function="nope")
        ok = (data, rois, np.zeros(2, np.int32))
        ro = np.empty((2, 64, 7, 7), np.float32)
        ro.flags.writeable = False
        self.check_error("FAILED_PRECONDITION", "output 1 is a read-only array",
                         m.run_into, [ro], *ok)
        self.check_error("INVALID_ARGUMENT",
                         "output 1: expected f32 [2, 64, 7, 7], got f32 [3, 64, 7, 7]",
                         m.run_into, [np.empty((3, 64, 7, 7), np.float32)], *ok)
        self.check_error("INVALID_ARGUMENT", "cannot load module",
                         ovrt.Module, os.path.join(self.tmp.name, "missing.so"))
        self.check_error("INVALID_ARGUMENT", "error:", ovrt.compile,
                         os.path.join(EXAMPLES, "invalid.mlir"),
                         os.path.join(self.tmp.name, "invalid.so"))


class CudaModuleTest(unittest.TestCase):
    """ctypes loads libovrt RTLD_LOCAL; a CUDA module (whose ovrt_mgpu* calls
    resolve against libovrt) must load all the same."""

    def test_cuda_module_loads_with_libovrt_rtld_local(self):
        path = os.environ.get("OVRT_FAKE_CUDA_MODULE")
        if not path:
            self.skipTest("OVRT_FAKE_CUDA_MODULE is not set (ctest sets it)")
        m = ovrt.Module(path)
        self.assertEqual(m.functions, ["copy"])
        self.assertEqual(m.device_kinds, ("cuda",))
        x = np.arange(4, dtype=np.float32)
        try:
            (y,) = m.run(x)
        except ovrt.Error as e:
            self.assertEqual(e.code, "UNAVAILABLE")  # no CUDA driver here
            self.assertIn("no CUDA", str(e))
        else:
            self.assertEqual(y.shape, (4,))


if __name__ == "__main__":
    unittest.main()
