# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ovrt's threads: set_num_threads / get_num_threads, OVRT_NUM_THREADS, and a
Python callable as a module's parallel-for (ovrt/_parallel.py).

Run by ctest (python.ovrt), like test_ovrt.py."""

import os
import subprocess
import sys
import tempfile
import unittest
from concurrent.futures import ThreadPoolExecutor

import numpy as np

import ovrt

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(REPO, "examples")


class ParallelTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="ovrt-parallel-")
        cls.stem_path = ovrt.compile(os.path.join(EXAMPLES, "resnet_stem.mlir"),
                                     os.path.join(cls.tmp.name, "stem.so"))

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def tearDown(self):
        ovrt.set_num_threads(1)

    def stem_input(self):
        rng = np.random.default_rng(7)
        return rng.standard_normal((2, 64, 112, 112)).astype(np.float32)

    def test_num_threads(self):
        ovrt.set_num_threads(3)
        self.assertEqual(ovrt.get_num_threads(), 3)
        for bad in (0, -1, 1025, 2**40):
            with self.assertRaises(ovrt.Error) as e:
                ovrt.set_num_threads(bad)
            self.assertEqual(e.exception.code, "INVALID_ARGUMENT")
            self.assertIn(f"thread count {bad} is not from 1 to 1024", str(e.exception))
        with self.assertRaises(ovrt.Error):
            ovrt.set_num_threads("2")
        self.assertEqual(ovrt.get_num_threads(), 3)

    def test_same_outputs_at_every_thread_count(self):
        m = ovrt.Module(self.stem_path)
        x = self.stem_input()
        ovrt.set_num_threads(1)
        want = m.run(x)
        for threads in (2, 3, 7):
            ovrt.set_num_threads(threads)
            got = m.run(x)
            for w, g in zip(want, got):
                self.assertEqual(w.tobytes(), g.tobytes(), f"{threads} threads")

    def test_host_parallel_for_in_reverse_order(self):
        m = ovrt.Module(self.stem_path)
        x = self.stem_input()
        want = m.run(x)
        calls = []

        def reversed_chunks(n, chunk):
            calls.append(n)
            pieces = min(n, 4)
            for k in reversed(range(pieces)):
                chunk(n * k // pieces, n * (k + 1) // pieces)

        m.set_parallel(reversed_chunks)
        got = m.run(x)
        self.assertGreater(len(calls), 0)
        for w, g in zip(want, got):
            self.assertEqual(w.tobytes(), g.tobytes())
        # On threads of the host's own pool.
        with ThreadPoolExecutor(3) as pool:
            def threaded(n, chunk):
                calls.append(n)
                pieces = min(n, 3)
                list(pool.map(lambda k: chunk(n * k // pieces, n * (k + 1) // pieces),
                              range(pieces)))
            m.set_parallel(threaded)
            got = m.run(x)
        for w, g in zip(want, got):
            self.assertEqual(w.tobytes(), g.tobytes())
        m.set_parallel(None)
        before = len(calls)
        m.run(x)
        self.assertEqual(len(calls), before)

    def test_hostile_parallel_for_fails_the_run(self):
        m = ovrt.Module(self.stem_path)
        x = self.stem_input()
        want = m.run(x)

        def raising(n, chunk):
            raise ValueError("no threads left")

        def idle(n, chunk):
            pass

        def past_the_end(n, chunk):
            chunk(0, n + 1)

        def twice(n, chunk):
            chunk(0, n)
            chunk(0, n)

        def bad_bounds(n, chunk):
            chunk(0.5, "n")

        cases = ((raising, "parallel_for raised ValueError: no threads left"),
                 (idle, "ran 0 of the"), (past_the_end, "outside [0, "),
                 (twice, "again (each must run once)"),
                 (bad_bounds, "parallel_for raised TypeError: chunk(0.5, 'n'): 0.5 is not an integer"))
        for parallel_for, problem in cases:
            m.set_parallel(parallel_for)
            with self.assertRaises(ovrt.Error) as e:
                m.run(x)
            self.assertEqual(e.exception.code, "FAILED_PRECONDITION")
            self.assertIn(problem, str(e.exception))
            self.assertNotIn("\n", str(e.exception))
            out = [np.zeros_like(w) for w in want]
            with self.assertRaises(ovrt.Error):
                m.run_into(out, x)
        m.set_parallel(None)
        for w, g in zip(want, m.run(x)):
            self.assertEqual(w.tobytes(), g.tobytes())

    def test_bad_environment_refused_in_one_line(self):
        env = dict(os.environ, OVRT_NUM_THREADS="two")
        code = ("import ovrt, sys\n"
                "try:\n"
                f"    ovrt.Module({self.stem_path!r})\n"
                "except ovrt.Error as e:\n"
                "    print(e.code, e.message); sys.exit(3)\n")
        p = subprocess.run([sys.executable, "-c", code], env=env,
                           capture_output=True, text=True)
        self.assertEqual(p.returncode, 3, p.stderr)
        self.assertEqual(p.stdout.strip(), "INVALID_ARGUMENT OVRT_NUM_THREADS='two' "
                         "is not an integer from 1 to 1024")

    def test_environment_parse_rule(self):
        # Decimal digits only, leading zeros allowed however many, 1 to 1024
        # (runtime/README.md, "Threads"); "0004" and "00004" alike.
        code = ("import ovrt, sys\n"
                "try:\n"
                f"    ovrt.Module({self.stem_path!r})\n"
                "    print(ovrt.get_num_threads())\n"
                "except ovrt.Error as e:\n"
                "    print(e.message)\n")
        cases = {"0004": "4", "00004": "4", "0" * 30 + "1024": "1024", "7": "7"}
        for bad in ("0000", "01025", "+4", " 4", "4 ", "4.0", "0x10", "1" + "0" * 30):
            cases[bad] = f"OVRT_NUM_THREADS='{bad}' is not an integer from 1 to 1024"
        for value, want in cases.items():
            p = subprocess.run([sys.executable, "-c", code],
                               env=dict(os.environ, OVRT_NUM_THREADS=value),
                               capture_output=True, text=True)
            self.assertEqual(p.stdout.strip(), want, f"{value!r}: {p.stderr}")


if __name__ == "__main__":
    unittest.main()
