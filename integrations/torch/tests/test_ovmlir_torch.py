# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ovmlir_torch against the kernels it replaces: every op, element type,
the NaN and divisor cases, the counted fallbacks, channels_last and strided
inputs, threads, the on-disk cache, enable/disable. Every comparison is bit
for bit (NaN-aware: NaN where the original has NaN, equal bits elsewhere,
signed zeros included). Skips in one line without torch."""

import os
import subprocess
import sys
import tempfile
import unittest

try:
    import torch
    import torch.nn.functional as F
except ImportError:  # pragma: no cover - the CI image has Debian's torch
    torch = None

try:
    import torchvision
except ImportError:
    torchvision = None

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)

_BITS = {}
if torch is not None:
    _BITS = {torch.float32: torch.int32, torch.float64: torch.int64,
             torch.bfloat16: torch.int16, torch.float16: torch.int16}
    import ovmlir_torch

_cache = None


def setUpModule():
    global _cache
    if torch is None:
        raise unittest.SkipTest("torch is not installed")
    _cache = tempfile.TemporaryDirectory(prefix="ovmlir-torch-test-")
    os.environ["OVMLIR_TORCH_CACHE"] = _cache.name


def tearDownModule():
    if _cache is not None:
        _cache.cleanup()


class Bitwise:
    def assertSameBits(self, got, want, what=""):
        self.assertEqual(got.shape, want.shape, what)
        self.assertEqual(got.dtype, want.dtype, what)
        if got.dtype in _BITS:
            nan_got, nan_want = torch.isnan(got), torch.isnan(want)
            self.assertTrue(torch.equal(nan_got, nan_want), f"{what}: NaN positions")
            bits = _BITS[got.dtype]
            g = got.contiguous().view(bits)[~nan_got]
            w = want.contiguous().view(bits)[~nan_want]
            if not torch.equal(g, w):
                i = int((g != w).nonzero()[0])
                self.fail(f"{what}: {int((g != w).sum())} elements differ, first "
                          f"{got[~nan_got][i].item()!r} vs {want[~nan_want][i].item()!r}")
        else:
            self.assertTrue(torch.equal(got, want), what)

    def assertSame(self, got, want, what=""):
        if isinstance(want, tuple):
            for i, (g, w) in enumerate(zip(got, want)):
                self.assertSameBits(g, w, f"{what} output {i}")
        else:
            self.assertSameBits(got, want, what)

    def both(self, fn):
        """fn() with the original kernels, then with ovmlir_torch's, and the
        stats of the second call."""
        ovmlir_torch.disable()
        want = fn()
        ovmlir_torch.reset_stats()
        with ovmlir_torch.enabled():
            got = fn()
        return got, want, ovmlir_torch.stats()


def _data(shape, dtype, seed, ties=False):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(shape, generator=g, dtype=torch.float64)
    if ties:
        x = torch.round(x * 2)  # many equal maxima, and signed zeros
        negative = torch.rand(x.shape, generator=g, dtype=torch.float64) < 0.5
        x[(x == 0) & negative] = -0.0
    return x.to(dtype)


class MaxPool(Bitwise, unittest.TestCase):
    CASES_2D = [
        dict(kernel_size=3, stride=2, padding=1),
        dict(kernel_size=3, stride=2, padding=1, ceil_mode=True),
        dict(kernel_size=(2, 3), stride=(1, 2), padding=(1, 1), dilation=2,
             ceil_mode=True),
        dict(kernel_size=2),
        dict(kernel_size=(3, 1), stride=(3, 1), padding=(1, 0), dilation=(1, 3)),
    ]

    def check(self, fn, op, ran=1, fallback=None):
        got, want, stats = self.both(fn)
        self.assertSame(got, want, op)
        entry = stats.get(op, {"ovmlir": 0, "fallback": {}})
        self.assertEqual(entry["ovmlir"], ran, stats)
        self.assertEqual(entry["fallback"], fallback or {}, stats)

    def test_2d_types_and_attributes(self):
        for dtype in (torch.float32, torch.float64, torch.bfloat16):
            for i, case in enumerate(self.CASES_2D):
                x = _data((2, 3, 11, 13), dtype, i, ties=i % 2 == 0)
                with self.subTest(dtype=dtype, case=case):
                    self.check(lambda: F.max_pool2d(x, return_indices=True, **case),
                               "max_pool2d_with_indices")

    def test_without_indices_and_1d_reach_the_2d_kernel(self):
        x = _data((2, 4, 30), torch.float32, 7, ties=True)
        self.check(lambda: F.max_pool1d(x, 3, 2, 1, return_indices=True),
                   "max_pool2d_with_indices")
        x = _data((2, 4, 9, 9), torch.float32, 8)
        self.check(lambda: F.max_pool2d(x, 3, 2, 1), "max_pool2d_with_indices")

    def test_3d(self):
        for dtype in (torch.float32, torch.float64):
            x = _data((1, 2, 7, 8, 9), dtype, 3, ties=True)
            for case in (dict(kernel_size=3, stride=2, padding=1, ceil_mode=True),
                         dict(kernel_size=(2, 2, 3), stride=1, dilation=(1, 2, 1))):
                with self.subTest(dtype=dtype, case=case):
                    self.check(lambda: F.max_pool3d(x, return_indices=True, **case),
                               "max_pool3d_with_indices")

    def test_unbatched_and_strided_inputs(self):
        x = _data((3, 12, 10), torch.float32, 4)
        self.check(lambda: F.max_pool2d(x, 3, 2, 1, return_indices=True),
                   "max_pool2d_with_indices")
        wide = _data((2, 3, 10, 24), torch.float32, 5)
        view = wide[:, :, :, ::2]  # strided: made contiguous, then ours
        self.assertFalse(view.is_contiguous())
        self.check(lambda: F.max_pool2d(view, 2, return_indices=True),
                   "max_pool2d_with_indices")
        t = _data((2, 3, 9, 10), torch.float32, 6).transpose(2, 3)
        self.check(lambda: F.max_pool2d(t, 3, 1, 1, return_indices=True),
                   "max_pool2d_with_indices")

    def test_channels_last_falls_back(self):
        x = _data((2, 8, 9, 9), torch.float32, 9).to(memory_format=torch.channels_last)
        got, want, stats = self.both(lambda: F.max_pool2d(x, 3, 2, 1, return_indices=True))
        self.assertSame(got, want)
        self.assertEqual(got[0].stride(), want[0].stride())
        self.assertEqual(stats["max_pool2d_with_indices"]["fallback"], {"channels_last": 1})

    def test_nan_and_negative_infinity_fall_back(self):
        for bad in (float("nan"), float("-inf")):
            x = _data((1, 2, 8, 8), torch.float32, 10)
            x[0, 1, 3, 4] = bad
            x[0, 0, 0:3, 0:3] = bad  # a window of nothing else
            with self.subTest(bad=bad):
                self.check(lambda: F.max_pool2d(x, 3, 2, 1, return_indices=True),
                           "max_pool2d_with_indices", ran=0,
                           fallback={"nan_or_-inf": 1})

    def test_window_without_a_tap_falls_back(self):
        # Width 1, kernel 2 dilated by 2, pad 1: the taps are -1 and 1, both
        # padding; torch gives -inf there, OpenVINO the lowest finite value.
        x = _data((1, 3, 6, 1), torch.float32, 13)
        self.check(lambda: F.max_pool2d(x, 2, (3, 1), 1, 2, return_indices=True),
                   "max_pool2d_with_indices", ran=0, fallback={"empty_window": 1})
        x = _data((1, 3, 6, 5), torch.float32, 14)
        self.check(lambda: F.max_pool2d(x, 2, (3, 1), 1, 2, return_indices=True),
                   "max_pool2d_with_indices")

    def test_infinity_is_ours(self):
        x = _data((1, 2, 8, 8), torch.float32, 11)
        x[0, 1, 3, 4] = float("inf")
        self.check(lambda: F.max_pool2d(x, 3, 2, 1, return_indices=True),
                   "max_pool2d_with_indices")

    def test_other_dtypes_and_bad_arguments_run_the_original(self):
        x = torch.arange(64, dtype=torch.float32).reshape(1, 1, 8, 8)
        with ovmlir_torch.enabled():
            ovmlir_torch.reset_stats()
            with self.assertRaises(RuntimeError):
                F.max_pool2d(x, 3, 2, padding=2)  # torch: pad > kernel / 2
            self.assertEqual(ovmlir_torch.stats()["max_pool2d_with_indices"]["fallback"],
                             {"arguments": 1})

    def test_autograd(self):
        x = _data((1, 2, 9, 9), torch.float32, 12).requires_grad_()

        def run():
            x.grad = None
            y = F.max_pool2d(x, 3, 2, 1)
            (y * torch.arange(y.numel()).reshape(y.shape)).sum().backward()
            return y.detach(), x.grad.clone()
        self.check(run, "max_pool2d_with_indices")


class AvgPool(Bitwise, unittest.TestCase):
    def check(self, fn, op, ran=1, fallback=None):
        got, want, stats = self.both(fn)
        self.assertSame(got, want, op)
        entry = stats.get(op, {"ovmlir": 0, "fallback": {}})
        self.assertEqual(entry["ovmlir"], ran, stats)
        self.assertEqual(entry["fallback"], fallback or {}, stats)

    def test_2d(self):
        for dtype in (torch.float32, torch.float64):
            x = _data((2, 3, 11, 12), dtype, 20)
            for case in (dict(kernel_size=3, stride=2, padding=1),
                         dict(kernel_size=3, stride=2, padding=1, count_include_pad=False,
                              ceil_mode=True),
                         dict(kernel_size=(2, 3), stride=(2, 1), padding=(1, 0)),
                         dict(kernel_size=2, ceil_mode=True)):
                with self.subTest(dtype=dtype, case=case):
                    self.check(lambda: F.avg_pool2d(x, **case), "avg_pool2d")

    def test_1d_and_3d(self):
        x = _data((2, 3, 25), torch.float32, 21)
        self.check(lambda: F.avg_pool1d(x, 4, 3, 2, ceil_mode=True,
                                        count_include_pad=False), "avg_pool2d")
        x = _data((1, 2, 6, 7, 8), torch.float64, 22)
        self.check(lambda: F.avg_pool3d(x, 3, 2, 1), "avg_pool3d")
        self.check(lambda: F.avg_pool3d(x, (2, 3, 2), 1, (1, 1, 0), True, False),
                   "avg_pool3d")

    def test_ceil_mode_divisor(self):
        # 10 wide, k 3, s 2, pad 1, ceil: the last window starts at 9 and
        # reaches 12, past the padded end (11): torch divides it by 2, the
        # kernel by 3. 9 wide: the last window ends at the padded end: ours.
        x = _data((1, 2, 10, 10), torch.float32, 23)
        self.check(lambda: F.avg_pool2d(x, 3, 2, 1, ceil_mode=True), "avg_pool2d",
                   ran=0, fallback={"ceil_mode_divisor": 1})
        x = _data((1, 2, 9, 9), torch.float32, 24)
        self.check(lambda: F.avg_pool2d(x, 3, 2, 1, ceil_mode=True), "avg_pool2d")
        # Without padding both count the taps inside the input.
        x = _data((1, 2, 10, 10), torch.float32, 25)
        self.check(lambda: F.avg_pool2d(x, 3, 2, 0, ceil_mode=True), "avg_pool2d")

    def test_divisor_override_and_dtypes_fall_back(self):
        x = _data((1, 2, 8, 8), torch.float32, 26)
        self.check(lambda: F.avg_pool2d(x, 2, divisor_override=3), "avg_pool2d", ran=0,
                   fallback={"divisor_override": 1})
        xi = torch.arange(64, dtype=torch.int32).reshape(1, 1, 8, 8)
        with ovmlir_torch.enabled():
            ovmlir_torch.reset_stats()
            with self.assertRaises(RuntimeError):  # torch has no i32 avg_pool
                F.avg_pool2d(xi, 2)
            self.assertEqual(ovmlir_torch.stats()["avg_pool2d"]["fallback"], {"dtype": 1})

    def test_int64(self):
        # torch sums i64 with wrap-around and divides toward zero; so does
        # AvgPool on integers (docs/semantics.md 7.3).
        g = torch.Generator().manual_seed(29)
        for x in (torch.randint(-1000, 1000, (2, 3, 9, 11), generator=g),
                  torch.randint(-2**62, 2**62, (1, 2, 7, 9), generator=g)):
            for case in (dict(kernel_size=3, stride=2, padding=1, ceil_mode=True),
                         dict(kernel_size=3, stride=2, padding=1, count_include_pad=False),
                         dict(kernel_size=2, ceil_mode=True)):
                with self.subTest(case=case):
                    self.check(lambda: F.avg_pool2d(x, **case), "avg_pool2d")

    def test_special_values_and_signed_zero(self):
        x = _data((1, 2, 8, 8), torch.float32, 27)
        x[0, 0, 1, 1] = float("nan")
        x[0, 0, 5, 5] = float("inf")
        x[0, 1, 2, 2] = float("-inf")
        x[0, 1, 6, 6] = float("inf")
        x[0, 1, 6, 7] = float("-inf")
        # A window summing to the smallest negative subnormal: its quotient
        # underflows to -0.0, which torch's 0 + q makes +0.0.
        x[0, 1, 0:2, 4:6] = 0.0
        x[0, 1, 0, 4] = -1e-45
        self.check(lambda: F.avg_pool2d(x, 2), "avg_pool2d")

    def test_channels_last_falls_back(self):
        x = _data((2, 8, 9, 9), torch.float32, 28).to(memory_format=torch.channels_last)
        self.check(lambda: F.avg_pool2d(x, 3, 2, 1), "avg_pool2d", ran=0,
                   fallback={"channels_last": 1})


class RandomPools(Bitwise, unittest.TestCase):
    def test_seeded_sweep(self):
        # Random 1-3 axis pools of every attribute (the sweep that found the
        # window without a tap ran 350 such cases).
        import random
        rng = random.Random(20261207)
        pools = {1: (F.max_pool1d, F.avg_pool1d), 2: (F.max_pool2d, F.avg_pool2d),
                 3: (F.max_pool3d, F.avg_pool3d)}
        for case in range(30):
            nd, is_max = rng.choice([1, 2, 3]), rng.random() < 0.5
            k = [rng.randint(1, 4) for _ in range(nd)]
            s = [rng.randint(1, 3) for _ in range(nd)]
            p = [rng.randint(0, ki // 2) for ki in k]
            d = [rng.randint(1, 2) for _ in range(nd)]
            ceil, include = rng.random() < 0.5, rng.random() < 0.5
            shape = [rng.randint(1, 3), rng.randint(1, 3)] + \
                [rng.randint(3, 9) for _ in range(nd)]
            x = _data(shape, rng.choice([torch.float32, torch.float64]), case,
                      ties=rng.random() < 0.5)
            if is_max:
                call = lambda: pools[nd][0](x, k, s, p, d, ceil, True)  # noqa: E731
            else:
                call = lambda: pools[nd][1](x, k, s, p, ceil, include)  # noqa: E731
            try:
                ovmlir_torch.disable()
                call()
            except RuntimeError:
                continue  # torch refuses the arguments
            with self.subTest(case=case, max=is_max, k=k, s=s, p=p, d=d, ceil=ceil,
                              include=include, shape=shape):
                got, want, _ = self.both(call)
                self.assertSame(got, want)


@unittest.skipIf(torchvision is None, "torchvision is not installed")
class RoIAlign(Bitwise, unittest.TestCase):
    def rois(self, seed, n=12, batch=2, size=20.0):
        g = torch.Generator().manual_seed(seed)
        xy = torch.rand((n, 2), generator=g, dtype=torch.float64) * size - 2
        wh = torch.rand((n, 2), generator=g, dtype=torch.float64) * size * 0.7
        idx = torch.randint(0, batch, (n, 1), generator=g).to(torch.float64)
        boxes = torch.cat([idx, xy, xy + wh], 1)
        boxes[0, 1:] = torch.tensor([3.0, 4.0, 3.0, 4.0])     # empty
        boxes[1, 1:] = torch.tensor([9.0, 9.0, 2.0, 1.0])     # inverted
        boxes[2, 1:] = torch.tensor([-30.0, -30.0, -25.0, -26.0])  # outside
        return boxes

    def check(self, fn, ran=1, fallback=None):
        got, want, stats = self.both(fn)
        self.assertSame(got, want, "roi_align")
        entry = stats.get("roi_align", {"ovmlir": 0, "fallback": {}})
        self.assertEqual(entry["ovmlir"], ran, stats)
        self.assertEqual(entry["fallback"], fallback or {}, stats)

    def test_fixed_sampling(self):
        for dtype in (torch.float32, torch.float64):
            x = _data((2, 5, 16, 18), dtype, 30)
            rois = self.rois(31).to(dtype)
            for aligned in (False, True):
                for ratio, scale in ((1, 1.0), (2, 0.5), (4, 0.25)):
                    with self.subTest(dtype=dtype, aligned=aligned, ratio=ratio):
                        self.check(lambda: torchvision.ops.roi_align(
                            x, rois, (7, 5), scale, ratio, aligned))

    def test_non_power_of_two_sampling_falls_back(self):
        x = _data((2, 5, 16, 18), torch.float32, 32)
        rois = self.rois(33).to(torch.float32)
        self.check(lambda: torchvision.ops.roi_align(x, rois, 3, 1.0, 3, True), ran=0,
                   fallback={"sample_count": 1})

    def test_adaptive_sampling_splits_by_box(self):
        x = _data((2, 4, 30, 30), torch.float32, 34)
        rois = self.rois(35, n=40, size=28.0).to(torch.float32)
        got, want, stats = self.both(
            lambda: torchvision.ops.roi_align(x, rois, 2, 1.0, -1, False))
        self.assertSame(got, want)
        entry = stats["roi_align"]
        self.assertEqual(entry["ovmlir"], 1, stats)
        self.assertGreater(entry["fallback"]["sample_count (boxes)"], 0)
        self.assertLess(entry["fallback"]["sample_count (boxes)"], 40)
        # The inverted box has a bin of -1 in y when aligned: a negative
        # count, which torchvision treats as no samples; the box falls back.
        self.check(lambda: torchvision.ops.roi_align(x, rois[:3], 4, 0.5, 0, False))
        self.check(lambda: torchvision.ops.roi_align(x, rois[:3], 4, 0.5, 0, True),
                   fallback={"sample_count (boxes)": 1})

    def test_special_values(self):
        x = _data((2, 3, 10, 10), torch.float32, 36)
        x[0, 0, 0, 0] = float("nan")   # read with zero weights outside the map
        x[1, 1, 4, 4] = float("inf")
        x[1, 2, 5, 5] = float("-inf")
        rois = self.rois(37, size=10.0).to(torch.float32)
        self.check(lambda: torchvision.ops.roi_align(x, rois, 3, 1.0, 2, False),
                   ran=0, fallback={"huge_or_nonfinite_data": 1})
        # Finite values whose sum over a bin's 4 samples overflows in
        # torchvision's kernel but not divided first.
        big = torch.full((1, 2, 8, 8), 3e38, dtype=torch.float32)
        boxes = torch.tensor([[0.0, 1.0, 1.0, 6.0, 6.0]])
        self.check(lambda: torchvision.ops.roi_align(big, boxes, 2, 1.0, 2, False),
                   ran=0, fallback={"huge_or_nonfinite_data": 1})

    def test_f64_scale_not_an_f32_falls_back(self):
        x = _data((1, 3, 10, 10), torch.float64, 38)
        rois = self.rois(39, batch=1, size=10.0)
        self.check(lambda: torchvision.ops.roi_align(x, rois, 2, 0.1, 2, False), ran=0,
                   fallback={"spatial_scale": 1})

    def test_channels_last_data(self):
        x = _data((2, 6, 12, 12), torch.float32, 40).to(memory_format=torch.channels_last)
        rois = self.rois(41, size=12.0).to(torch.float32)
        self.check(lambda: torchvision.ops.roi_align(x, rois, 3, 1.0, 2, True))

    def test_channels_last_read_in_place(self):
        # channels_last data runs the module variant that takes the
        # [N, H, W, C] view and transposes it into the op (no copy) where
        # the map's pixels are at least the boxes' samples. Odd channel
        # counts (a partial block of 16 lanes, more than one block), three
        # images, and a map whose H and W differ (13 x 29; the boxes reach
        # past x = 13): a variant that read H and W swapped, or the NCHW
        # strides, would give other bits.
        decisions = []
        rule = ovmlir_torch._ops._read_in_place

        def spy(*args):
            decisions.append(rule(*args))
            return decisions[-1]
        ovmlir_torch._ops._read_in_place = spy
        self.addCleanup(setattr, ovmlir_torch._ops, "_read_in_place", rule)
        for dtype in (torch.float32, torch.float64):
            for c in (5, 19, 33):
                x = _data((3, c, 13, 29), dtype, 44 + c).to(
                    memory_format=torch.channels_last)
                self.assertFalse(x.is_contiguous())
                rois = self.rois(45 + c, n=10, batch=3, size=26.0).to(dtype)
                for aligned in (False, True):
                    for ratio in (2, 1, 0):
                        with self.subTest(dtype=dtype, c=c, aligned=aligned,
                                          ratio=ratio):
                            decisions.clear()
                            # ratio 0, adaptive: boxes whose sample grid is
                            # not a power of two run torchvision's kernel.
                            got, want, stats = self.both(
                                lambda: torchvision.ops.roi_align(
                                    x, rois, (3, 4), 0.5, ratio, aligned))
                            self.assertSame(got, want, "roi_align")
                            self.assertEqual(stats["roi_align"]["ovmlir"], 1)
                            self.assertEqual(decisions, [True])
                            if ratio:
                                self.assertEqual(stats["roi_align"]["fallback"], {})

    def test_channels_last_in_place_rule(self):
        # In place where the map has at least as many pixels as the boxes
        # have samples, or is 4 MiB or more; else the copy (and the NCHW
        # kernel's staged map, faster under many samples).
        rule, samples = ovmlir_torch._ops._read_in_place, ovmlir_torch._ops._samples
        small = torch.empty((1, 64, 10, 10)).to(memory_format=torch.channels_last)
        self.assertTrue(rule(small, 100))
        self.assertFalse(rule(small, 101))
        big = torch.empty((1, 256, 64, 64)).to(memory_format=torch.channels_last)
        self.assertTrue(rule(big, 10 ** 9))
        boxes = torch.tensor([[0.0, 0.0, 0.0, 8.0, 3.0], [0.0, 1.0, 1.0, 1.0, 1.0]])
        self.assertEqual(samples(boxes, 1.0, 2, 2, 3), 2 * 4 * 9)
        # Adaptive: ceil(8 / 2) x ceil(3 / 2) = 8, and 1 for the empty box.
        self.assertEqual(samples(boxes, 1.0, 2, 2, 0), (8 + 1) * 4)
        # A small map under many samples: the copy, same bits.
        x = _data((1, 20, 9, 11), torch.float32, 60).to(memory_format=torch.channels_last)
        rois = self.rois(61, n=40, batch=1, size=9.0).to(torch.float32)
        self.assertFalse(rule(x, samples(rois, 1.0, 3, 3, 2)))
        self.check(lambda: torchvision.ops.roi_align(x, rois, 3, 1.0, 2, False))

    def test_channels_last_module_text(self):
        text = ovmlir_torch._ops._roi_align_mlir(7, 7, 2, 0.25, False, "f32", True)
        self.assertIn("tensor.empty(%s0, %s3, %s1, %s2)", text)
        self.assertIn("permutation = [0, 3, 1, 2]", text)
        self.assertIn("ov.roi_align_v9 %nchw,", text)
        plain = ovmlir_torch._ops._roi_align_mlir(7, 7, 2, 0.25, False, "f32")
        self.assertNotIn("linalg.transpose", plain)

    def test_autograd(self):
        x = _data((2, 3, 12, 12), torch.float32, 42).requires_grad_()
        rois = self.rois(43, size=12.0).to(torch.float32)

        def run():
            x.grad = None
            y = torchvision.ops.roi_align(x, rois, 3, 1.0, 2, True)
            (y * torch.arange(y.numel()).reshape(y.shape)).sum().backward()
            return y.detach(), x.grad.clone()
        self.check(run)


class Package(Bitwise, unittest.TestCase):
    @unittest.skipIf(torchvision is None, "torchvision is not installed")
    def test_concurrent_threads(self):
        # Python threads calling replaced ops at once, roi_align's fallback
        # among them where torch keeps the original kernel (get_kernel,
        # torch 2.x). On torch 1.x the fallback drops and remakes the
        # registration, which torch's dispatcher cannot take while another
        # thread calls the op (a SIGSEGV now and then: docs/pytorch.md,
        # limits), so there the threads call only the replaced kernels.
        import threading
        x = _data((2, 4, 16, 16), torch.float32, 53)
        rois = RoIAlign().rois(54, size=16.0).to(torch.float32)
        calls = [lambda: F.max_pool2d(x, 3, 2, 1, return_indices=True),
                 lambda: F.avg_pool2d(x, 3, 2, 1),
                 lambda: torchvision.ops.roi_align(x, rois, 2, 1.0, 2, False)]
        if hasattr(torch.library, "get_kernel"):
            calls.append(
                lambda: torchvision.ops.roi_align(x, rois, 2, 1.0, 3, False))
        ovmlir_torch.disable()
        want = [fn() for fn in calls]
        got, errors = {}, []

        def worker(t):
            try:
                for r in range(5):
                    for i, fn in enumerate(calls):
                        got[(t, r, i)] = fn()
            except Exception as e:  # noqa: BLE001 - reported below
                errors.append(e)
        with ovmlir_torch.enabled():
            threads = [threading.Thread(target=worker, args=(t,)) for t in range(4)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            self.assertTrue(ovmlir_torch.is_enabled())
        self.assertEqual(errors, [])
        for (t, r, i), value in got.items():
            self.assertSame(value, want[i], f"thread {t} call {i}")

    @unittest.skipIf(torchvision is None or not hasattr(torch.library, "get_kernel"),
                     "needs torchvision and torch.library.get_kernel (torch 2.x)")
    def test_fallback_calls_the_kept_original(self):
        # torch 2.x: the replaced kernel calls the original get_kernel kept,
        # without dropping and remaking its registration.
        x = _data((1, 2, 8, 8), torch.float32, 56)
        rois = RoIAlign().rois(57, n=4, batch=1, size=8.0).to(torch.float32)
        got, want, stats = self.both(
            lambda: torchvision.ops.roi_align(x, rois, 2, 1.0, 3, False))
        self.assertSame(got, want)
        self.assertEqual(stats["roi_align"]["fallback"], {"sample_count": 1})
        got, want, stats = self.both(
            lambda: F.max_pool2d(x.to(torch.float16), 2, return_indices=True))
        self.assertSame(got, want)
        self.assertEqual(stats["max_pool2d_with_indices"]["fallback"], {"dtype": 1})
        with ovmlir_torch.enabled():
            library = ovmlir_torch._libraries["roi_align"]
            torchvision.ops.roi_align(x, rois, 2, 1.0, 3, False)
            self.assertIs(ovmlir_torch._libraries["roi_align"], library)

    def test_disable_restores_the_originals(self):
        x = _data((1, 2, 8, 8), torch.float32, 51)
        ovmlir_torch.enable()
        self.assertTrue(ovmlir_torch.is_enabled())
        ovmlir_torch.disable()
        self.assertFalse(ovmlir_torch.is_enabled())
        ovmlir_torch.reset_stats()
        F.max_pool2d(x, 2)
        F.avg_pool2d(x, 2)
        self.assertEqual(ovmlir_torch.stats(), {})
        with ovmlir_torch.enabled():
            with ovmlir_torch.enabled():
                pass
            self.assertTrue(ovmlir_torch.is_enabled())
        self.assertFalse(ovmlir_torch.is_enabled())

    def run_python(self, code, **env):
        full = dict(os.environ, **env)
        return subprocess.run([sys.executable, "-c", code], capture_output=True,
                              text=True, env=full, timeout=240)

    def test_missing_compiler_is_one_line_at_enable(self):
        proc = self.run_python(
            "import ovmlir_torch\n"
            "try:\n    ovmlir_torch.enable()\n"
            "except ovmlir_torch.CompilerMissing as e:\n    print(e)\n",
            OV_COMPILE="/nonexistent/ov-compile")
        self.assertEqual(proc.returncode, 0, proc.stderr)
        lines = proc.stdout.splitlines()
        self.assertEqual(len(lines), 1, proc.stdout)
        self.assertIn("cannot find ov-compile", lines[0])
        self.assertIn("OV_COMPILE", lines[0])

    def test_cache_on_disk_shared_by_concurrent_processes(self):
        with tempfile.TemporaryDirectory() as tmp:
            code = ("import torch, torch.nn.functional as F, ovmlir_torch\n"
                    "x = torch.randn(1, 2, 9, 9)\n"
                    "want = F.avg_pool2d(x, 3, 1, 1)\n"
                    "with ovmlir_torch.enabled():\n"
                    "    got = F.avg_pool2d(x, 3, 1, 1)\n"
                    "assert torch.equal(got, want)\n"
                    "print(ovmlir_torch.stats()['avg_pool2d']['ovmlir'])\n")
            env = dict(os.environ, XDG_CACHE_HOME=tmp)
            env.pop("OVMLIR_TORCH_CACHE")
            procs = [subprocess.Popen([sys.executable, "-W", "ignore", "-c", code],
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                      text=True, env=env) for _ in range(3)]
            for p in procs:
                out, err = p.communicate(timeout=240)
                self.assertEqual(p.returncode, 0, err)
                self.assertEqual(out.strip(), "1")
            folder = os.path.join(tmp, "ovmlir_torch")
            names = os.listdir(folder)
            self.assertEqual(len(names), 1, names)  # one module, no partial file
            self.assertTrue(names[0].startswith("avgpool-") and names[0].endswith(".so"))
            stamp = os.stat(os.path.join(folder, names[0])).st_mtime_ns
            proc = subprocess.run([sys.executable, "-W", "ignore", "-c", code],
                                  capture_output=True, text=True, env=env, timeout=240)
            self.assertEqual(proc.returncode, 0, proc.stderr)
            self.assertEqual(os.stat(os.path.join(folder, names[0])).st_mtime_ns, stamp)

    def test_torch_compile(self):
        if not hasattr(torch, "compile"):
            self.skipTest(f"torch {torch.__version__} has no torch.compile")
        x = _data((1, 2, 9, 9), torch.float32, 52)
        fn = torch.compile(lambda t: F.max_pool2d(t, 3, 2, 1, return_indices=True))
        got, want, _ = self.both(lambda: fn(x))
        self.assertSame(got, want)


if __name__ == "__main__":
    unittest.main()
