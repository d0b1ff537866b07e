# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Which ov-compile the offload step runs (find_ov_compile): --ov-compile,
else $OV_COMPILE, else the ovmlir-compiler wheel's when it is installed
(ovmlir_compiler.tool_path, python/compiler), else PATH; a one-line error
naming all four when none is there.

Run in a fresh interpreter per case, on a copy of the wheel's package in a
scratch site folder; no ov-compile is run. Environment: OVMLIR_OPENVINO_EXTENSION,
the build's extension (integrations/openvino/tests/CMakeLists.txt).
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
INTEGRATION = os.path.dirname(HERE)
COMPILER_PACKAGE = os.path.join(INTEGRATION, "..", "..", "python", "compiler",
                                "ovmlir_compiler")
PROBE = ("import sys\n"
         "from ovmlir_openvino.offloading import find_ov_compile, OffloadError\n"
         "try:\n"
         "    print(find_ov_compile(sys.argv[1] if len(sys.argv) > 1 else None))\n"
         "except OffloadError as e:\n"
         "    print('error:', e)\n")


def make_tool(folder):
    """An executable named ov-compile in `folder` (never run here)."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "ov-compile")
    with open(path, "w") as f:
        f.write("#!/bin/sh\nexit 1\n")
    os.chmod(path, 0o755)
    return path


class FindCompilerTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = os.path.realpath(self.tmp.name)
        self.site = os.path.join(self.root, "site")
        shutil.copytree(COMPILER_PACKAGE, os.path.join(self.site, "ovmlir_compiler"),
                        ignore=shutil.ignore_patterns("__pycache__", "bin"))
        self.on_path = make_tool(os.path.join(self.root, "bin-on-path"))

    def tearDown(self):
        self.tmp.cleanup()

    def probe(self, *args, path=None, **env):
        clean = {k: v for k, v in os.environ.items() if k != "OV_COMPILE"}
        clean.update(env, PATH=path or os.path.dirname(self.on_path),
                     PYTHONPATH=os.pathsep.join([INTEGRATION, self.site]))
        run = subprocess.run([sys.executable, "-c", PROBE, *args], env=clean,
                             capture_output=True, text=True, timeout=120)
        self.assertEqual(run.returncode, 0, run.stderr)
        return run.stdout.strip()

    def test_wheel_after_the_explicit_ones_before_path(self):
        # Not installed (no executable): PATH.
        wheel_bin = os.path.join(self.site, "ovmlir_compiler", "bin")
        self.assertEqual(self.probe(), "error: ovmlir_compiler: "
                         f"'{wheel_bin}/ov-compile' is not an executable file: "
                         "reinstall ovmlir-compiler")
        wheel = make_tool(wheel_bin)
        self.assertEqual(self.probe(), wheel)
        explicit = make_tool(os.path.join(self.root, "explicit"))
        self.assertEqual(self.probe(explicit), explicit)
        self.assertEqual(self.probe(OV_COMPILE=explicit), explicit)

    def test_no_wheel(self):
        shutil.rmtree(os.path.join(self.site, "ovmlir_compiler"))
        self.assertEqual(self.probe(), self.on_path)
        empty = os.path.join(self.root, "empty")
        os.makedirs(empty)
        self.assertEqual(self.probe(path=empty),
                         "error: cannot find ov-compile: pass --ov-compile PATH, "
                         "set OV_COMPILE, install the ovmlir-compiler wheel, or "
                         "put it on PATH")


if __name__ == "__main__":
    unittest.main()
