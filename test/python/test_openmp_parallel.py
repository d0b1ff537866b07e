# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ovrt.openmp_parallel (ovrt/_parallel.py): libovrt's parallel-for on the
OpenMP runtime of the process, for Module.set_parallel. Each case runs in a
child process: one that loads GNU's libgomp globally first (as PyTorch does)
and one that loads none.

Run by ctest (python.ovrt), like test_ovrt.py."""

import ctypes.util
import os
import subprocess
import sys
import tempfile
import unittest

import ovrt

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(REPO, "examples")
GOMP = ctypes.util.find_library("gomp")

# In the child: the stem's outputs with libovrt's pool, then with OpenMP's
# threads installed and per thread count; prints what differs, else "same".
WITH_OPENMP = """
import ctypes, sys
ctypes.CDLL({gomp!r}, mode=ctypes.RTLD_GLOBAL)
import numpy as np
import ovrt
m = ovrt.Module({stem!r})
x = np.random.default_rng(3).standard_normal((2, 64, 112, 112)).astype(np.float32)
ovrt.set_num_threads(2)
want = [w.tobytes() for w in m.run(x)]
for threads in (1, 2, 3):
    p = ovrt.openmp_parallel(threads)
    assert repr(p) == f"ovrt.openmp_parallel({{threads}})", repr(p)
    m.set_parallel(p)
    got = [g.tobytes() for g in m.run(x)]
    if got != want:
        print("differs at", threads); sys.exit(1)
m.set_parallel(None)
for bad in (0, 1025):
    try:
        ovrt.openmp_parallel(bad)
    except ovrt.Error as e:
        print(e.code, e.message)
print("same")
"""

WITHOUT_OPENMP = """
import ctypes
import ovrt
if hasattr(ctypes.CDLL(None), "GOMP_parallel"):
    print("skip: an OpenMP runtime is loaded")
else:
    try:
        ovrt.openmp_parallel(2)
    except ovrt.Error as e:
        print(e.code, e.message)
"""


class OpenMPParallelTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="ovrt-openmp-")
        cls.stem_path = ovrt.compile(os.path.join(EXAMPLES, "resnet_stem.mlir"),
                                     os.path.join(cls.tmp.name, "stem.so"))

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def child(self, code):
        p = subprocess.run([sys.executable, "-c", code], capture_output=True,
                           text=True)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        return p.stdout.strip().splitlines()

    @unittest.skipUnless(GOMP, "no libgomp to load")
    def test_same_outputs_on_openmp_threads(self):
        lines = self.child(WITH_OPENMP.format(gomp=GOMP, stem=self.stem_path))
        self.assertEqual(lines, [
            "INVALID_ARGUMENT ovrt_openmp_parallel: thread count 0 is not from 1 to 1024",
            "INVALID_ARGUMENT ovrt_openmp_parallel: thread count 1025 is not from 1 "
            "to 1024",
            "same"])

    def test_no_openmp_runtime_is_unavailable(self):
        lines = self.child(WITHOUT_OPENMP)
        if lines and lines[0].startswith("skip:"):
            self.skipTest(lines[0])
        self.assertEqual(len(lines), 1, lines)
        self.assertTrue(lines[0].startswith(
            "UNAVAILABLE ovrt_openmp_parallel: no OpenMP runtime in the process "
            "(GOMP_parallel"), lines)

    def test_bad_argument_types(self):
        for bad in ("2", 2.0, True):
            with self.assertRaises(ovrt.Error) as e:
                ovrt.openmp_parallel(bad)
            self.assertEqual(e.exception.code, "INVALID_ARGUMENT")


if __name__ == "__main__":
    unittest.main()
