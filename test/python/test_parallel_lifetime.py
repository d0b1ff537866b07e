# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A Python parallel-for's lifetime and its stops (ovrt/_parallel.py): the
parallel-for belongs to the loaded module, not to one ovrt.Module object,
and libovrt keeps it alive while any run may call it, so replacing it during
a run or collecting one of two Modules of a file crashes nothing; a Ctrl-C
inside it stops the run and comes back as KeyboardInterrupt; a chunk bound
past int64 is refused, not wrapped.

Each case runs in a child interpreter, so that a crash (a freed ctypes
thunk called: SIGSEGV) is a failed test, not a dead test runner. Run by
ctest (python.ovrt), like test_ovrt.py."""

import os
import subprocess
import sys
import tempfile
import textwrap
import unittest

import ovrt

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(REPO, "examples")

# Shared by every child: the module, its input, the answer of libovrt's pool,
# and a serial parallel-for.
PRELUDE = textwrap.dedent("""
    import gc, sys, threading
    import numpy as np
    import ovrt
    from ovrt import _parallel
    STEM = sys.argv[1]
    x = np.random.default_rng(7).standard_normal((2, 64, 112, 112)).astype(np.float32)
    want = ovrt.Module(STEM).run(x)

    def same(got):
        return all(w.tobytes() == g.tobytes() for w, g in zip(want, got))

    def serial(n, chunk):
        chunk(0, n)
""")


class ParallelLifetimeTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="ovrt-parallel-life-")
        cls.stem_path = ovrt.compile(os.path.join(EXAMPLES, "resnet_stem.mlir"),
                                     os.path.join(cls.tmp.name, "stem.so"))

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def child(self, body):
        """Runs PRELUDE + body in a child interpreter; returns its stdout."""
        p = subprocess.run([sys.executable, "-c", PRELUDE + textwrap.dedent(body),
                            self.stem_path], capture_output=True, text=True,
                           timeout=300, env=dict(os.environ, OVRT_NUM_THREADS="2"))
        self.assertEqual(p.returncode, 0,
                         f"child exited {p.returncode}:\n{p.stdout}\n{p.stderr}")
        return p.stdout

    def test_replaced_during_a_run(self):
        # The run in flight keeps the parallel-for it started with (the
        # stem has several parallel loops: later ones call it after it was
        # replaced); set_parallel(None) is a replacement too.
        for replacement in ("lambda n, chunk: chunk(0, n)", "None"):
            out = self.child(f"""
                m = ovrt.Module(STEM)
                started, replaced = threading.Event(), threading.Event()
                calls = []

                def first(n, chunk):
                    calls.append(n)
                    started.set()
                    replaced.wait(30)
                    chunk(0, n)

                m.set_parallel(first)
                del first
                got = []
                t = threading.Thread(target=lambda: got.append(m.run(x)))
                t.start()
                started.wait(30)
                m.set_parallel({replacement})
                gc.collect()  # frees the thunk unless libovrt holds it
                replaced.set()
                t.join()
                print("loops", len(calls), "same", same(got[0]))
                print("after", same(m.run(x)))
                m.set_parallel(None)
                print("held", len(_parallel._installed))
            """)
            self.assertIn("same True", out)
            self.assertIn("after True", out)
            loops = int(out.split("loops ")[1].split()[0])
            self.assertGreater(loops, 1, "the stem should run several loops")
            # Released once the run returned and None replaced the other.
            self.assertIn("held 0", out)

    def test_one_of_two_modules_collected(self):
        # Both Modules load one file: the parallel-for is the file's, and
        # stays installed (and alive) while the other Module runs.
        out = self.child("""
            calls = []
            def counted(n, chunk):
                calls.append(n)
                chunk(0, n)
            a, b = ovrt.Module(STEM), ovrt.Module(STEM)
            a.set_parallel(counted)
            del a, counted
            gc.collect()  # frees the thunk unless libovrt holds it
            print("same", same(b.run(x)), "called", len(calls) > 0)
            del b
            gc.collect()
            print("held", len(_parallel._installed))
        """)
        self.assertIn("same True called True", out)
        # The last Module released: libovrt released the parallel-for.
        self.assertIn("held 0", out)

    def test_keyboard_interrupt_stops_the_run(self):
        # A Ctrl-C (SIGINT) while the parallel-for runs Python code: the run
        # stops (no further loop calls it) and m.run raises KeyboardInterrupt,
        # not ovrt.Error; the module runs again afterwards. SystemExit alike.
        out = self.child("""
            import os, signal
            # Python leaves SIGINT ignored when it starts so (a background
            # job, some CI runners): install the Ctrl-C handler explicitly.
            signal.signal(signal.SIGINT, signal.default_int_handler)
            m = ovrt.Module(STEM)
            calls = []
            def interrupted(n, chunk):
                calls.append(n)
                os.kill(os.getpid(), signal.SIGINT)
                for _ in range(1000):  # the handler runs here
                    pass
                chunk(0, n)
            m.set_parallel(interrupted)
            try:
                m.run(x)
                print("no exception")
            except KeyboardInterrupt:
                print("KeyboardInterrupt after", len(calls))
            except ovrt.Error as e:
                print("ovrt.Error", e)
            def exiting(n, chunk):
                sys.exit(3)
            m.set_parallel(exiting)
            try:
                m.run(x)
            except SystemExit as e:
                print("SystemExit", e.code)
            m.set_parallel(serial)
            print("again", same(m.run(x)))
        """)
        self.assertIn("KeyboardInterrupt after 1", out)
        self.assertIn("SystemExit 3", out)
        self.assertIn("again True", out)

    def test_chunk_bound_past_int64_refused(self):
        # ctypes would wrap 2**64 to 0 and run chunk(0, n): refused instead.
        out = self.child("""
            m = ovrt.Module(STEM)
            m.set_parallel(lambda n, chunk: chunk(2**64, 2**64 + n))
            try:
                m.run(x)
                print("RAN-OK")
            except ovrt.Error as e:
                print("refused", e.code, e)
            m.set_parallel(lambda n, chunk: chunk(-2**63 - 1, n))
            try:
                m.run(x)
                print("RAN-OK")
            except ovrt.Error as e:
                print("refused", e.code, e)
        """)
        self.assertNotIn("RAN-OK", out)
        self.assertIn("parallel_for raised OverflowError: chunk(18446744073709551616, ", out)
        self.assertIn("18446744073709551616 is outside int64", out)
        self.assertIn("-9223372036854775809 is outside int64", out)
        self.assertIn("refused FAILED_PRECONDITION", out)


if __name__ == "__main__":
    unittest.main()
