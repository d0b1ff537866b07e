# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Where ovrt finds libovrt.so and ov-compile (runtime/README.md, "Python"),
on a copy of the package in a scratch folder, as a wheel, a prefix or the
Debian package lays it out; and that the package is typed.

Run by ctest (python.ovrt) with OVRT_LIBRARY and OV_COMPILE set to the
build's library and compiler, and by test/Embedding/install-tools.test on
the installed package without them.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import typing
import unittest

import numpy as np

import ovrt

PACKAGE = os.path.dirname(os.path.abspath(ovrt.__file__))
# The ovmlir-compiler wheel's package, in the source tree.
COMPILER_PACKAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "python", "compiler", "ovmlir_compiler")
PROBE = "import ovrt; print(ovrt.library_path()); print(ovrt.ov_compile_path())"


def make_tool(folder):
    """An executable named ov-compile in `folder` (never run here)."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "ov-compile")
    with open(path, "w") as f:
        f.write("#!/bin/sh\nexit 1\n")
    os.chmod(path, 0o755)
    return path


class LookupTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = os.path.realpath(self.tmp.name)
        self.site = os.path.join(self.root, "site")
        shutil.copytree(PACKAGE, os.path.join(self.site, "ovrt"),
                        ignore=shutil.ignore_patterns("__pycache__", "*.so",
                                                      "_install_paths.py"))
        self.empty_path = os.path.join(self.root, "empty-bin")
        os.makedirs(self.empty_path)

    def tearDown(self):
        self.tmp.cleanup()

    def probe(self, path=None, script=PROBE, **env):
        """The lines `script` prints (by default library_path() and
        ov_compile_path()) in a fresh interpreter that imports the copy,
        with only `env`'s OVRT_LIBRARY/OV_COMPILE set."""
        clean = {k: v for k, v in os.environ.items()
                 if k not in ("OVRT_LIBRARY", "OV_COMPILE", "PYTHONPATH")}
        clean.update(env, PYTHONPATH=self.site, PATH=path or self.empty_path)
        out = subprocess.run([sys.executable, "-c", script], env=clean, cwd=self.root,
                             capture_output=True, text=True, check=True).stdout
        return tuple(None if line == "None" else line for line in out.splitlines())

    def test_nothing_found(self):
        self.assertEqual(self.probe(), (None, None))
        # Using them is then one UNAVAILABLE error that says where to look.
        out = self.probe(script=(
            "import ovrt\n"
            "for call in (lambda: ovrt.Module('m.so'), lambda: ovrt.compile('m.mlir', 'm.so')):\n"
            "    try:\n"
            "        call()\n"
            "    except ovrt.Error as e:\n"
            "        print(e.code, e)\n"))
        self.assertEqual(out, (
            "UNAVAILABLE cannot find libovrt.so: set OVRT_LIBRARY, install the ovrt "
            "wheel or ov-mlir's libovrt, or build it (build/runtime/libovrt.so)",
            "UNAVAILABLE cannot find ov-compile: set OV_COMPILE, put it on PATH, "
            "install the ovmlir-compiler wheel or ov-mlir's tools, or build it "
            "(build/tools/ov-compile/ov-compile)"))

    def test_bundled_library_first(self):
        bundled = os.path.join(self.site, "ovrt", "libovrt.so")
        shutil.copy(ovrt.library_path(), bundled)  # any file would do
        with open(os.path.join(self.site, "ovrt", "_install_paths.py"), "w") as f:
            f.write('LIBRARY = "../../lib/libovrt.so"\nOV_COMPILE = None\n')
        os.makedirs(os.path.join(self.root, "lib"))
        shutil.copy(bundled, os.path.join(self.root, "lib", "libovrt.so"))
        self.assertEqual(self.probe()[0], bundled)
        # $OVRT_LIBRARY still comes before it.
        self.assertEqual(self.probe(OVRT_LIBRARY="/elsewhere/libovrt.so")[0],
                         "/elsewhere/libovrt.so")

    def test_ov_compile_on_path(self):
        on_path = make_tool(os.path.join(self.root, "bin-on-path"))
        self.assertEqual(self.probe(path=os.path.dirname(on_path))[1], on_path)
        # $OV_COMPILE comes first, then the installed one, then PATH.
        self.assertEqual(self.probe(path=os.path.dirname(on_path),
                                    OV_COMPILE="/elsewhere/ov-compile")[1],
                         "/elsewhere/ov-compile")
        installed = make_tool(os.path.join(self.root, "bin"))
        with open(os.path.join(self.site, "ovrt", "_install_paths.py"), "w") as f:
            f.write('LIBRARY = None\nOV_COMPILE = "../../bin/ov-compile"\n')
        self.assertEqual(self.probe(path=os.path.dirname(on_path))[1], installed)

    def test_compiler_wheel(self):
        """The ovmlir-compiler wheel's ov-compile (python/compiler) comes
        after $OV_COMPILE and before the installed one and PATH; a wheel
        that lacks its executable is passed over."""
        shutil.copytree(COMPILER_PACKAGE, os.path.join(self.site, "ovmlir_compiler"),
                        ignore=shutil.ignore_patterns("__pycache__", "bin"))
        on_path = make_tool(os.path.join(self.root, "bin-on-path"))
        installed = make_tool(os.path.join(self.root, "bin"))
        with open(os.path.join(self.site, "ovrt", "_install_paths.py"), "w") as f:
            f.write('LIBRARY = None\nOV_COMPILE = "../../bin/ov-compile"\n')
        path = os.path.dirname(on_path)
        self.assertEqual(self.probe(path=path)[1], installed)
        wheel = make_tool(os.path.join(self.site, "ovmlir_compiler", "bin"))
        self.assertEqual(self.probe(path=path)[1], wheel)
        self.assertEqual(self.probe(path=path, OV_COMPILE="/elsewhere/ov-compile")[1],
                         "/elsewhere/ov-compile")

    def test_library_that_is_not_a_regular_file(self):
        """OVRT_LIBRARY naming a FIFO, a link to one or a device is refused
        in one line; ctypes' dlopen would block on the FIFO (issue 27,
        class 2). Names with control characters come out escaped."""
        fifo = os.path.join(self.root, "fifo")
        os.mkfifo(fifo)
        os.symlink(fifo, fifo + "-link")
        use = ("import ovrt\n"
               "try:\n"
               "    ovrt.Module('m.so')\n"
               "except ovrt.Error as e:\n"
               "    print(e.code, e)\n")
        for path in (fifo, fifo + "-link", "/dev/zero"):
            clean = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
            clean.update(PYTHONPATH=self.site, OVRT_LIBRARY=path)
            out = subprocess.run([sys.executable, "-c", use], env=clean, cwd=self.root,
                                 capture_output=True, text=True, timeout=60).stdout
            self.assertEqual(out, f"UNAVAILABLE cannot load {path}: not a regular file\n")
        self.assertEqual(self.probe(script=use, OVRT_LIBRARY="/no\x1b[31m\nsuch.so"),
                         ("UNAVAILABLE cannot load /no\\x1b[31m\\x0asuch.so: "
                          "/no\\x1b[31m\\x0asuch.so: cannot open shared object "
                          "file: No such file or directory",))

    def test_package_is_typed(self):
        self.assertTrue(os.path.exists(os.path.join(PACKAGE, "py.typed")))
        for fn in (ovrt.compile, ovrt.library_path, ovrt.ov_compile_path,
                   ovrt.Module.__init__, ovrt.Module.run, ovrt.Module.run_into,
                   ovrt.DeviceArray.to_host, ovrt.from_dlpack):
            hints = typing.get_type_hints(fn)
            self.assertIn("return", hints, fn.__qualname__)
        self.assertEqual(typing.get_type_hints(ovrt.Module.run)["return"],
                         typing.Tuple[np.ndarray, ...])


if __name__ == "__main__":
    unittest.main()
