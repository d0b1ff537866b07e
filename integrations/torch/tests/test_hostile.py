# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ovmlir_torch against a hostile caller and a hostile machine: boxes that
torchvision's kernel reads out of bounds on, a cache folder that cannot be
written, a full disk, an ov-compile that writes nothing, a broken module in
the cache, Ctrl-C during a compile. The answer is torch's or an error
naming the value; nothing broken is left behind. Skips without torch."""

import os
import signal
import subprocess
import sys
import tempfile
import time
import unittest
import warnings

try:
    import torch
    import torch.nn.functional as F
except ImportError:  # pragma: no cover
    torch = None

try:
    import torchvision
except ImportError:
    torchvision = None

if torch is not None:
    import ovmlir_torch
    from ovmlir_torch import _modules


def setUpModule():
    if torch is None:
        raise unittest.SkipTest("torch is not installed")


class Env:
    """Sets environment variables and a fresh cache folder for one test."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="ovmlir-torch-hostile-")
        self.addCleanup(self.tmp.cleanup)
        self.cache = os.path.join(self.tmp.name, "cache")
        self.setenv(OVMLIR_TORCH_CACHE=self.cache)
        _modules.clear_memory_cache()
        self.addCleanup(_modules.clear_memory_cache)
        ovmlir_torch.reset_stats()

    def setenv(self, **values):
        for name, value in values.items():
            old = os.environ.get(name)
            os.environ[name] = value
            self.addCleanup(self.restore, name, old)

    @staticmethod
    def restore(name, old):
        if old is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = old

    def script(self, name, text):
        path = os.path.join(self.tmp.name, name)
        with open(path, "w") as f:
            f.write(text)
        os.chmod(path, 0o755)
        return path

    def avg_pool(self):
        """F.avg_pool2d with and without ovmlir_torch; the RuntimeWarnings."""
        x = torch.randn(1, 2, 9, 9, generator=torch.Generator().manual_seed(7))
        ovmlir_torch.disable()
        want = F.avg_pool2d(x, 3, 1, 1)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            with ovmlir_torch.enabled():
                got = F.avg_pool2d(x, 3, 1, 1)
                F.avg_pool2d(x, 3, 1, 1)  # warned once, not retried
        self.assertTrue(torch.equal(got, want))
        return [str(w.message) for w in caught
                if issubclass(w.category, RuntimeWarning)]

    def cache_files(self):
        return sorted(os.listdir(self.cache)) if os.path.isdir(self.cache) else []


@unittest.skipIf(torchvision is None, "torchvision is not installed")
class Boxes(Env, unittest.TestCase):
    """torchvision's CPU kernel does not check rois: a batch index outside
    the input returns memory it does not own; a NaN or infinite coordinate
    with a fixed sampling ratio crashes it. ovmlir_torch names the value."""

    def run_roi(self, row, ratio=2):
        x = torch.randn(2, 3, 8, 8, generator=torch.Generator().manual_seed(1))
        with ovmlir_torch.enabled():
            return torchvision.ops.roi_align(x, torch.tensor([row]), (2, 2), 1.0,
                                             ratio, False)

    def test_batch_index_outside_the_input_is_an_error(self):
        for index in (2.0, -1.0, 2.0 ** 32, float("nan"), float("inf")):
            for ratio in (2, 0):
                with self.subTest(index=index, ratio=ratio):
                    with self.assertRaises(IndexError) as caught:
                        self.run_roi([index, 1.0, 1.0, 5.0, 5.0], ratio)
                    self.assertIn("rois[0, 0] = ", str(caught.exception))
                    self.assertIn("(N = 2)", str(caught.exception))

    def test_batch_index_truncates_toward_zero_as_torchvision(self):
        x = torch.randn(2, 3, 8, 8, generator=torch.Generator().manual_seed(2))
        rois = torch.tensor([[-0.9, 1.0, 1.0, 5.0, 5.0], [1.99, 0.0, 2.0, 6.0, 7.0]])
        ovmlir_torch.disable()
        want = torchvision.ops.roi_align(x, rois, (2, 2), 1.0, 2, False)
        with ovmlir_torch.enabled():
            got = torchvision.ops.roi_align(x, rois, (2, 2), 1.0, 2, False)
        self.assertTrue(torch.equal(got, want))
        self.assertEqual(ovmlir_torch.stats()["roi_align"]["ovmlir"], 1)

    def test_non_finite_coordinate_with_a_fixed_ratio_is_an_error(self):
        for value in (float("nan"), float("inf"), float("-inf")):
            with self.subTest(value=value):
                with self.assertRaises(ValueError) as caught:
                    self.run_roi([0.0, 1.0, value, 5.0, 5.0])
                self.assertIn("non-finite coordinate", str(caught.exception))


class Rotated(Env, unittest.TestCase):
    def test_scale_that_is_no_finite_f32_is_named(self):
        # 1e300 is a finite double but inf as an f32; 1e-300 is 0: ov-compile
        # refused them naming a scratch file.
        x = torch.ones(1, 2, 8, 8)
        rois = torch.tensor([[4.0, 4.0, 2.0, 2.0, 0.3]])
        for scale in (1e300, 1e-300):
            with self.subTest(scale=scale):
                with self.assertRaises(RuntimeError) as caught:
                    torch.ops.ovmlir.roi_align_rotated(x, rois, torch.tensor([0]),
                                                       2, 2, 2, scale)
                message = str(caught.exception)
                self.assertIn("ovmlir::roi_align_rotated: spatial_scale", message)
                self.assertIn("as an f32", message)


class PoolAttributes(Env, unittest.TestCase):
    def test_attributes_past_a_c_int_raise_torchs_error(self):
        # torch downcasts each attribute to int and refuses what does not
        # fit; a stride of 2^32 ran ov-mlir's kernel (one window).
        x = torch.randn(1, 2, 9, 9, generator=torch.Generator().manual_seed(3))
        calls = {
            "stride": lambda v: F.max_pool2d(x, 3, v, 1, return_indices=True),
            "dilation": lambda v: F.max_pool2d(x, 1, 1, 0, dilation=v,
                                               return_indices=True),
            "avg stride": lambda v: F.avg_pool2d(x, 3, v, 1),
        }
        for name, call in calls.items():
            for value in (2**31, 2**32, 2**63 - 1):
                with self.subTest(name=name, value=value):
                    ovmlir_torch.disable()
                    with self.assertRaises(RuntimeError) as want:
                        call(value)
                    with ovmlir_torch.enabled():
                        with self.assertRaises(RuntimeError) as got:
                            call(value)
                    self.assertEqual(str(got.exception), str(want.exception))


class Cache(Env, unittest.TestCase):
    def test_unwritable_cache_runs_the_original(self):
        blocker = self.script("a-file", "")
        self.setenv(OVMLIR_TORCH_CACHE=os.path.join(blocker, "cache"))
        warned = self.avg_pool()
        self.assertEqual(len(warned), 1, warned)
        self.assertIn("running the original kernel", warned[0])
        self.assertEqual(ovmlir_torch.stats()["avg_pool2d"],
                         {"ovmlir": 0, "fallback": {"no_module": 2}})

    def test_cache_folder_writable_by_others_is_not_used(self):
        os.makedirs(self.cache)
        os.chmod(self.cache, 0o777)
        warned = self.avg_pool()
        self.assertEqual(len(warned), 1, warned)
        self.assertIn("is not private", warned[0])
        self.assertEqual(self.cache_files(), [])

    def test_module_writable_by_others_is_compiled_again(self):
        self.assertEqual(self.avg_pool(), [])
        (name,) = self.cache_files()
        path = os.path.join(self.cache, name)
        os.chmod(path, 0o666)
        _modules.clear_memory_cache()
        self.assertEqual(self.avg_pool(), [])
        self.assertFalse(os.stat(path).st_mode & 0o022)

    def test_ov_compile_that_writes_nothing_leaves_no_module(self):
        self.setenv(OV_COMPILE=self.script("ov-compile", "#!/bin/sh\nexit 0\n"))
        warned = self.avg_pool()
        self.assertEqual(len(warned), 1, warned)
        self.assertIn("wrote no module", warned[0])
        self.assertEqual(self.cache_files(), [])

    def test_full_disk_runs_the_original_and_leaves_nothing(self):
        # RLIMIT_FSIZE in the child (and so its ov-compile) fails writes as
        # a full disk does.
        code = ("import resource, warnings, torch, torch.nn.functional as F\n"
                "import ovmlir_torch\n"
                "resource.setrlimit(resource.RLIMIT_FSIZE, (2048, 2048))\n"
                "warnings.simplefilter('ignore')\n"
                "x = torch.randn(1, 2, 9, 9)\n"
                "want = F.avg_pool2d(x, 3, 1, 1)\n"
                "with ovmlir_torch.enabled():\n"
                "    got = F.avg_pool2d(x, 3, 1, 1)\n"
                "assert torch.equal(got, want)\n"
                "print(ovmlir_torch.stats()['avg_pool2d'])\n")
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True,
                              text=True, timeout=240,
                              env=dict(os.environ, TMPDIR=self.tmp.name))
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertIn("'no_module': 1", proc.stdout)
        self.assertEqual(self.cache_files(), [])
        self.assertEqual(sorted(os.listdir(self.tmp.name)), ["cache"])

    def test_broken_module_in_the_cache_is_compiled_again(self):
        self.assertEqual(self.avg_pool(), [])
        names = self.cache_files()
        self.assertEqual(len(names), 1, names)
        for content in (b"", b"\x7fELF truncated"):
            with self.subTest(content=content):
                with open(os.path.join(self.cache, names[0]), "wb") as f:
                    f.write(content)
                _modules.clear_memory_cache()
                ovmlir_torch.reset_stats()
                self.assertEqual(self.avg_pool(), [])
                self.assertEqual(ovmlir_torch.stats()["avg_pool2d"]["ovmlir"], 2)
                self.assertGreater(os.path.getsize(os.path.join(self.cache, names[0])),
                                   1000)

    def test_interrupt_during_a_compile_leaves_nothing(self):
        slow = self.script("ov-compile", "#!/bin/sh\nsleep 60\n")
        code = ("import torch, torch.nn.functional as F, ovmlir_torch\n"
                "ovmlir_torch.enable()\n"
                "print('compiling', flush=True)\n"
                "F.avg_pool2d(torch.randn(1, 2, 9, 9), 3, 1, 1)\n")
        env = dict(os.environ, OV_COMPILE=slow, TMPDIR=self.tmp.name)
        # SIGINT's default disposition in the child, so that its Python
        # raises KeyboardInterrupt even where this test runs with SIGINT
        # ignored (a background job, some CI runners).
        proc = subprocess.Popen(
            [sys.executable, "-W", "ignore", "-c", code],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=env,
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        self.assertEqual(proc.stdout.readline().strip(), "compiling")
        time.sleep(2)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
        self.assertNotEqual(proc.returncode, 0)
        self.assertIn("KeyboardInterrupt", err)
        self.assertEqual(self.cache_files(), [])
        left = sorted(set(os.listdir(self.tmp.name)) - {"cache", "ov-compile"})
        self.assertEqual(left, [])


if __name__ == "__main__":
    unittest.main()
