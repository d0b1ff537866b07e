# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ovmlir_torch's threads (docs/pytorch.md, "Threads"): where ATen's
parallel backend is OpenMP, the modules' loops run on ATen's own OpenMP
threads, torch.get_num_threads() of them (1: the calling thread, no thread
created), so no second set of threads appears; elsewhere on libovrt's pool,
sized to torch's count. The results are the original kernels' bits at 1 and
2 threads either way."""

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

import test_ovmlir_torch as base

if torch is not None:
    import ovmlir_torch
    import ovrt
    from ovmlir_torch import _threads

_cache = None


def setUpModule():
    global _cache
    if torch is None:
        raise unittest.SkipTest("torch is not installed")
    _cache = tempfile.TemporaryDirectory(prefix="ovmlir-torch-threads-")
    os.environ["OVMLIR_TORCH_CACHE"] = _cache.name


def tearDownModule():
    if _cache is not None:
        _cache.cleanup()


def _aten_openmp():
    return "ATen parallel backend: OpenMP" in torch.__config__.parallel_info()


# In a fresh process: ATen's own region at N threads first (its OpenMP team
# exists then), then the modules' runs; prints the threads of the process
# before and after them.
_TASKS = """
import os, torch, torch.nn.functional as F, ovmlir_torch
def tasks():
    return len(os.listdir("/proc/self/task"))
torch.set_num_threads({threads})
x = torch.randn(4, 32, 96, 96)
(x * 2).sum()
before = tasks()
with ovmlir_torch.enabled():
    for _ in range(3):
        F.max_pool2d(x, 3, 2, 1, return_indices=True)
        F.avg_pool2d(x, 3, 2, 1)
stats = ovmlir_torch.stats()
assert stats["max_pool2d_with_indices"]["ovmlir"] == 3, stats
print(before, tasks())
"""


class Threads(base.Bitwise, unittest.TestCase):
    def calls(self):
        x = base._data((4, 8, 40, 40), torch.float32, 50)
        calls = [lambda: F.max_pool2d(x, 3, 2, 1, return_indices=True),
                 lambda: F.avg_pool2d(x, 3, 2, 1)]
        if torchvision is not None:
            rois = base.RoIAlign().rois(55, n=30, batch=4, size=40.0).to(torch.float32)
            calls.append(lambda: torchvision.ops.roi_align(x, rois, 3, 1.0, 2, True))
        return calls

    def same_bits_at_1_and_2_threads(self):
        before = torch.get_num_threads()
        calls = self.calls()
        try:
            first = {}
            for n in (2, 1):
                torch.set_num_threads(n)
                for i, call in enumerate(calls):
                    got, want, _ = self.both(call)
                    self.assertSame(got, want, f"call {i}, {n} threads")
                    self.assertSame(got, first.setdefault(i, got),
                                    f"call {i}: 1 thread against 2")
                    yield n
        finally:
            torch.set_num_threads(before)

    def test_openmp_threads_where_aten_runs_on_openmp(self):
        if not _aten_openmp():
            self.skipTest("ATen's parallel backend is not OpenMP")
        self.assertTrue(_threads._use_openmp())
        for n in self.same_bits_at_1_and_2_threads():
            parallel = _threads.parallel()
            self.assertIsInstance(parallel, ovrt.OpenMPParallel)
            self.assertEqual(parallel.threads, n)

    def test_libovrt_pool_elsewhere(self):
        saved = _threads._openmp[0], dict(_threads._by_count)
        _threads._openmp[0] = False
        _threads._by_count.clear()
        _threads._pool_size[0] = 0
        try:
            for n in self.same_bits_at_1_and_2_threads():
                self.assertIsNone(_threads.parallel())
                self.assertEqual(ovrt.get_num_threads(), n)
        finally:
            _threads._openmp[0] = saved[0]
            _threads._by_count.update(saved[1])

    def test_no_thread_beside_atens(self):
        # 1 thread: the runs stay on the calling thread; 2 (OpenMP): they
        # run on ATen's team, which exists already, so no thread appears
        # (libovrt's pool would add a worker).
        if not _aten_openmp():
            self.skipTest("ATen's parallel backend is not OpenMP")
        for threads in (1, 2):
            proc = subprocess.run([sys.executable, "-c", _TASKS.format(threads=threads)],
                                  capture_output=True, text=True, timeout=240)
            self.assertEqual(proc.returncode, 0, proc.stderr)
            before, after = proc.stdout.split()
            self.assertEqual(after, before, f"{threads} threads: {proc.stdout}")


if __name__ == "__main__":
    unittest.main()
