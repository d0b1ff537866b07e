# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The offload step and the extension against hostile input (issue 42's
audit, docs/testing.md): a model the measurement cannot compile, tampered
module paths and modules in an offloaded model, two offloads into one
module cache at once, and outputs beside the input or in odd places. Each
ends in one line naming the node or file, or in a right result: never a
traceback, a hang or an overwritten file.

Environment as test_offload.py's (integrations/openvino/tests/CMakeLists.txt).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest

import numpy as np
import openvino as ov
import openvino.opset1 as o1
import openvino.opset8 as o8

import ovmlir_openvino as om
from openvino.utils.node_factory import NodeFactory

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(*args, timeout=240, env=None):
    """python -m ovmlir_openvino ARGS: (status, stdout, stderr)."""
    run = subprocess.run([sys.executable, "-m", "ovmlir_openvino", *args],
                         capture_output=True, text=True, timeout=timeout,
                         env=env)
    return run.returncode, run.stdout, run.stderr


def read(path, mode="r"):
    with open(path, mode) as f:
        return f.read()


def save(model, xml):
    ov.save_model(model, xml, compress_to_fp16=False)
    return xml


def max_pool_model(kernel=(3, 3), pads=(1, 1), element=np.float32):
    x = o1.parameter([1, 2, 9, 9], element, name="x")
    pool = o1.max_pool(x, [1, 1], list(pads), list(pads), list(kernel),
                       "floor")
    pool.set_friendly_name("pool")
    return ov.Model(pool.outputs(), [x])


def avg_pool_model():
    x = o1.parameter([1, 2, 9, 9], np.float32, name="x")
    pool = o1.avg_pool(x, [1, 1], [1, 1], [1, 1], [3, 3], True)
    pool.set_friendly_name("pool")
    return ov.Model(pool.outputs(), [x])


class HostileOffload(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="ovmlir-hostile-")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def path(self, *parts):
        return os.path.join(self.tmp, *parts)

    def offloaded(self, model, name="m"):
        """The model offloaded (policy all) and saved into tmp/name/."""
        folder = self.path(name)
        result = om.offload(model, folder, policy="all", log=lambda _: None)
        om.save_model(result, os.path.join(folder, "m.xml"))
        return folder

    def test_a_node_the_measurement_cannot_compile_is_kept(self):
        # A kernel of 2^40 rows, padded so that OpenVINO's shape inference
        # takes it: ov-compile compiles it, the CPU plugin cannot build the
        # model the measured policy times. The node stays, with one line.
        x = o1.parameter([1, 3, 16, 16], np.float32, name="x")
        big = 2**40
        pool = o8.max_pool(x, [1, 1], [1, 1], [big, 0], [big, 0], [big, 1])
        xml = save(ov.Model(pool.outputs()[:1], [x]), self.path("huge.xml"))
        status, out, err = main("offload", xml, "-o", self.path("o", "m.xml"))
        self.assertEqual((status, err), (0, ""), out)
        keep = [line for line in out.splitlines() if line.startswith("keep")]
        self.assertEqual(len(keep), 1, out)
        self.assertRegex(keep[0], r"^keep    MaxPool-8 .*: Supported primitive"
                         r" descriptors list is empty")
        self.assertNotIn("ov_mlir", read(self.path("o", "m.xml")))

    def test_a_node_too_large_to_measure_is_decided_by_rule(self):
        # Static dims of 2^21 x 2^21 (found by fuzz-tools.offload): the
        # measured policy would allocate 96 TiB of input and die of a
        # MemoryError traceback; it decides by rule instead, in one line.
        x = o1.parameter([1, 3, 2**21, 2**21], np.float32, name="x")
        pool = o1.max_pool(x, [1, 1], [0, 0], [0, 0], [2, 2])
        xml = save(ov.Model(pool.outputs(), [x]), self.path("wide.xml"))
        status, out, err = main("offload", xml, "-o", self.path("w", "m.xml"))
        self.assertEqual((status, err), (0, ""), out)
        self.assertRegex(out, r"keep    MaxPool-1 .*: inputs over 1024 MiB: "
                         r"nothing to measure")

    def test_module_paths_that_leave_the_folder_are_refused(self):
        folder = self.offloaded(max_pool_model())
        xml = os.path.join(folder, "m.xml")
        text = read(xml)
        module = re.search(r'module="([^"]*)"', text).group(1)
        absolute = os.path.join(folder, module)
        core = ov.Core()
        for tampered in (absolute, "../m/" + module,
                         "ov_mlir_modules/../" + module):
            with open(xml, "w") as f:
                f.write(text.replace(module, tampered))
            with self.assertRaises(RuntimeError) as caught:
                core.read_model(xml)
            self.assertEqual(str(caught.exception),
                             f"node 'pool': module path '{tampered}' leaves "
                             f"the model's folder (an offloaded model names "
                             f"its modules relative to its folder, without "
                             f"'..')")
        # A host that does not go through the package (C++): the extension
        # refuses '..' itself.
        model = om.offload(max_pool_model(), self.path("n"), policy="all",
                           log=lambda _: None)
        node = [n for n in model.get_ops()
                if n.get_type_info().version_id == "ov_mlir"][0]
        node.set_attribute("module", "ov_mlir_modules/../../" + module)
        with self.assertRaises(RuntimeError) as caught:
            core.compile_model(model, "CPU")
        self.assertIn("ov_mlir MaxPool1 'pool': module path "
                      "'ov_mlir_modules/../../" + module + "' has a '..' "
                      "component", str(caught.exception))

    def test_a_fifo_or_a_foreign_module_fails_compile_model(self):
        folder = self.offloaded(max_pool_model())
        xml = os.path.join(folder, "m.xml")
        module = os.path.join(folder, re.search(
            r'module="([^"]*)"', read(xml)).group(1))
        maxpool = module + ".max"
        os.rename(module, maxpool)
        os.mkfifo(module)
        # In a child: a regression would block in the FIFO's open.
        code = textwrap.dedent(f"""
            import ovmlir_openvino, openvino as ov
            try:
                ov.Core().compile_model({xml!r}, "CPU")
            except RuntimeError as e:
                print(str(e).strip().splitlines()[-1])
            """)
        run = subprocess.run([sys.executable, "-c", code], capture_output=True,
                             text=True, timeout=120)
        self.assertRegex(run.stdout, r"ov_mlir MaxPool1 'pool': .*\.so: cannot load "
                         r"module: not a regular file")
        os.unlink(module)
        # An AvgPool module where the MaxPool node's was: same inputs and
        # outputs, another op.
        avg_folder = self.offloaded(avg_pool_model(), "avg")
        avg_xml = read(os.path.join(avg_folder, "m.xml"))
        avg = re.search(r'module="([^"]*)"', avg_xml).group(1)
        shutil.copy(os.path.join(avg_folder, avg), module)
        with self.assertRaises(RuntimeError) as caught:
            ov.Core().compile_model(xml, "CPU")
        self.assertIn("does not fit the node: the module was compiled from "
                      "AvgPool1, the node is MaxPool1", str(caught.exception))
        # A MaxPool module of u8 in place of the f32 one: same op.
        u8_folder = self.offloaded(max_pool_model(element=np.uint8), "u8")
        u8 = re.search(r'module="([^"]*)"', read(
            os.path.join(u8_folder, "m.xml"))).group(1)
        shutil.copy(os.path.join(u8_folder, u8), module)
        with self.assertRaises(RuntimeError) as caught:
            ov.Core().compile_model(xml, "CPU")
        self.assertIn("does not fit the node: input 1 is f32 of rank 4 on "
                      "the node, u8 of rank 4 in the module",
                      str(caught.exception))
        # The right module again: it runs.
        shutil.copy(maxpool, module)
        compiled = ov.Core().compile_model(xml, "CPU")
        data = np.arange(162, dtype=np.float32).reshape(1, 2, 9, 9)
        want = ov.Core().compile_model(max_pool_model(), "CPU")(data)[0]
        self.assertTrue(np.array_equal(compiled(data)[0], want))

    def test_concurrent_offloads_into_one_cache(self):
        # Two offloads compile the same module into one folder at once:
        # ov-compile stands behind a script that lets both finish compiling
        # before either renames (the old shared temporary then vanished
        # under the second one: FileNotFoundError).
        xml = save(max_pool_model(), self.path("in.xml"))
        barrier = self.path("barrier")
        os.mkdir(barrier)
        script = self.path("ov-compile")
        with open(script, "w") as f:
            f.write(textwrap.dedent(f"""\
                #!/bin/sh
                "{os.environ['OV_COMPILE']}" "$@" || exit $?
                touch "{barrier}/$$"
                for i in $(seq 600); do
                  [ "$(ls "{barrier}" | wc -l)" -ge 2 ] && exit 0
                  sleep 0.1
                done
                exit 0
                """))
        os.chmod(script, 0o755)
        out = self.path("out", "m.xml")
        command = [sys.executable, "-m", "ovmlir_openvino", "offload", xml,
                   "-o", out, "--policy", "all", "--ov-compile", script]
        runs = [subprocess.Popen(command, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
                for _ in range(2)]
        for run in runs:
            stdout, stderr = run.communicate(timeout=240)
            self.assertEqual((run.returncode, stderr), (0, ""), stdout)
        self.assertEqual(len(os.listdir(barrier)), 2)
        modules = os.listdir(self.path("out", "ov_mlir_modules"))
        self.assertEqual(len(modules), 1, modules)
        self.assertTrue(modules[0].endswith(".so"), modules)
        data = np.arange(162, dtype=np.float32).reshape(1, 2, 9, 9)
        got = ov.Core().compile_model(out, "CPU")(data)[0]
        want = ov.Core().compile_model(max_pool_model(), "CPU")(data)[0]
        self.assertTrue(np.array_equal(got, want))

    def test_outputs_beside_the_input_and_in_odd_places(self):
        xml = save(max_pool_model(), self.path("in.xml"))
        before = {name: read(self.path(name), "rb")
                  for name in ("in.xml", "in.bin")}
        # Into the input's own folder, under another name: the input stays.
        status, out, err = main("offload", xml, "-o", self.path("out.xml"),
                                "--policy", "all")
        self.assertEqual((status, err), (0, ""), out)
        for name, data in before.items():
            self.assertEqual(read(self.path(name), "rb"), data, name)
        self.assertIn("ov_mlir", read(self.path("out.xml")))
        # A .bin that is a directory, an .xml that is a FIFO: one line each,
        # the previous files as they were, no hang.
        previous = read(self.path("out.xml"), "rb")
        os.unlink(self.path("out.bin"))
        os.mkdir(self.path("out.bin"))
        status, out, err = main("offload", xml, "-o", self.path("out.xml"),
                                "--policy", "all")
        self.assertEqual((status, err), (1, f"ovmlir_openvino: "
                                         f"{self.path('out.bin')}: not a "
                                         f"regular file\n"))
        self.assertEqual(read(self.path("out.xml"), "rb"), previous)
        os.mkfifo(self.path("fifo.xml"))
        status, out, err = main("offload", xml, "-o", self.path("fifo.xml"),
                                "--policy", "all", timeout=120)
        self.assertEqual((status, err), (1, f"ovmlir_openvino: "
                                         f"{self.path('fifo.xml')}: not a "
                                         f"regular file\n"))
        self.assertEqual([n for n in os.listdir(self.tmp)
                          if n.startswith(".ovmlir")], [])

    def test_inputs_that_are_not_regular_files(self):
        # OpenVINO's reader would wait forever on a FIFO: the model and its
        # weights (a .bin that links to a FIFO, as the tools' fuzzer found)
        # are refused in one line before anything reads them.
        xml = save(max_pool_model(), self.path("in.xml"))
        os.unlink(self.path("in.bin"))
        os.mkfifo(self.path("weights.fifo"))
        os.symlink("weights.fifo", self.path("in.bin"))
        status, out, err = main("offload", xml, "-o", self.path("out.xml"),
                                "--policy", "all", timeout=120)
        self.assertEqual((status, err), (1, f"ovmlir_openvino: "
                                         f"{self.path('in.bin')}: not a "
                                         f"regular file\n"))
        os.mkfifo(self.path("model.xml"))
        status, out, err = main("offload", self.path("model.xml"), "-o",
                                self.path("out.xml"), timeout=120)
        self.assertEqual((status, err), (1, f"ovmlir_openvino: "
                                         f"{self.path('model.xml')}: not a "
                                         f"regular file\n"))


if __name__ == "__main__":
    unittest.main()
