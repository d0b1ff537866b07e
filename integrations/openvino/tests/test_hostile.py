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
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
import unittest

import numpy as np
import openvino as ov
import openvino.opset1 as o1
import openvino.opset8 as o8

import ovmlir_openvino as om
from openvino.frontend import FrontEndManager
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


class HostileRoundFive(unittest.TestCase):
    """Issue 50: outputs no model can be saved to, a model offloaded
    already, broken cached modules, unreadable models, names and signals."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="ovmlir-hostile5-")
        self.xml = save(max_pool_model(), self.path("in.xml"))

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def path(self, *parts):
        return os.path.join(self.tmp, *parts)

    def script(self, body):
        """An ov-compile standing for the real one (OV_COMPILE)."""
        script = self.path(f"ov-compile-{len(os.listdir(self.tmp))}")
        with open(script, "w") as f:
            f.write("#!/bin/sh\n" + textwrap.dedent(body))
        os.chmod(script, 0o755)
        return script

    def modules(self, folder):
        return sorted(os.listdir(self.path(folder, "ov_mlir_modules")))

    def runs_as_openvino(self, xml):
        data = np.arange(162, dtype=np.float32).reshape(1, 2, 9, 9)
        got = ov.Core().compile_model(xml, "CPU")(data)[0]
        want = ov.Core().compile_model(max_pool_model(), "CPU")(data)[0]
        self.assertTrue(np.array_equal(got, want))

    def test_outputs_no_model_can_be_saved_to(self):
        # Refused before anything is compiled (the ov-compile here leaves a
        # mark): an empty path once compiled modules into the parent of the
        # working directory; a .bin output was written over by its XML.
        marker = self.path("compiled")
        compiler = self.script(f'touch "{marker}"\nexec "$OV_COMPILE" "$@"\n')
        work = self.path("work")
        os.mkdir(work)
        os.mkdir(self.path("work", "dir"))
        cases = {
            "": "the output path is empty: name the offloaded model's .xml "
                "file",
            "new/": "new/: a folder, not a model file",
            "dir": "dir: a folder, not a model file",
            "out.bin": "out.bin: the model's weights file would be the model "
                       "itself",
        }
        for output, message in cases.items():
            with self.subTest(output=output):
                run = subprocess.run(
                    [sys.executable, "-m", "ovmlir_openvino", "offload",
                     self.xml, "-o", output, "--policy", "all",
                     "--ov-compile", compiler], capture_output=True,
                    text=True, cwd=work, timeout=240)
                self.assertEqual(run.returncode, 1, run.stdout)
                self.assertTrue(run.stderr.startswith(
                    f"ovmlir_openvino: {message}"), run.stderr)
                self.assertEqual(run.stderr.count("\n"), 1, run.stderr)
                self.assertFalse(os.path.exists(marker))
                self.assertEqual(sorted(os.listdir(self.tmp)),
                                 ["in.bin", "in.xml", os.path.basename(
                                     compiler), "work"])
                self.assertEqual(sorted(os.listdir(work)), ["dir"])
        with self.assertRaises(om.OffloadError) as caught:
            om.save_model(max_pool_model(), self.path("m.bin"))
        self.assertIn("the model's weights file would be the model itself",
                      str(caught.exception))
        self.assertFalse(os.path.exists(self.path("m.bin")))

    def test_offloading_an_offloaded_model_into_another_folder(self):
        status, out, err = main("offload", self.xml, "-o",
                                self.path("a", "m.xml"), "--policy", "all")
        self.assertEqual((status, err), (0, ""), out)
        status, out, err = main("offload", self.path("a", "m.xml"), "-o",
                                self.path("b", "m.xml"), "--policy", "all")
        self.assertEqual((status, err), (0, ""), out)
        module = self.modules("a")[0]
        self.assertIn(f"keep    ov_mlir MaxPool1 'pool': offloaded already "
                      f"(ov_mlir_modules/{module}, copied)", out)
        self.assertEqual(self.modules("b"), [module])
        shutil.rmtree(self.path("a"))
        self.runs_as_openvino(self.path("b", "m.xml"))
        # In the same folder again: nothing to copy.
        status, out, err = main("offload", self.path("b", "m.xml"), "-o",
                                self.path("b", "n.xml"), "--policy", "all")
        self.assertIn(f"offloaded already (ov_mlir_modules/{module})\n", out)
        # In memory, a relative module path names no folder: refused.
        frontend = FrontEndManager().load_by_framework("ir")
        frontend.add_extension(om.extension_path())
        plain = frontend.convert(frontend.load(self.path("b", "m.xml")))
        with self.assertRaises(om.OffloadError) as caught:
            om.offload(plain, self.path("c"), policy="all")
        self.assertIn(f"node 'pool' is offloaded already and its module path "
                      f"'ov_mlir_modules/{module}' is relative",
                      str(caught.exception))

    def test_a_broken_cached_module_is_compiled_again(self):
        out = self.path("o", "m.xml")
        self.assertEqual(main("offload", self.xml, "-o", out, "--policy",
                              "all")[0], 0)
        module = self.path("o", "ov_mlir_modules", self.modules("o")[0])
        with open(module, "rb") as f:
            whole = f.read()
        other = self.path("avg")
        avg = om.offload(avg_pool_model(), other, policy="all",
                         log=lambda _: None)
        foreign = next(n for n in avg.get_ops() if n.get_type_info()
                       .version_id == "ov_mlir").get_attributes()["module"]
        with open(foreign, "rb") as f:
            foreign = f.read()
        # Truncated, empty, another node's module under this one's name.
        for name, data in (("truncated", whole[:len(whole) // 2]),
                           ("empty", b""), ("foreign", foreign)):
            with self.subTest(cached=name):
                with open(module, "wb") as f:
                    f.write(data)
                status, log, err = main("offload", self.xml, "-o", out,
                                        "--policy", "all")
                self.assertEqual((status, err), (0, ""), log)
                self.assertRegex(log, r"offload MaxPool-1 'pool' .*; policy "
                                 r"all; the cached module was unusable \(ov_"
                                 r"mlir MaxPool1 'pool': .*\), compiled again")
                self.assertNotIn(self.tmp, log.split("\nwrote ")[0])
                self.runs_as_openvino(out)
        # An ov-compile that exits 0 and writes an empty module: the node is
        # kept, with a line naming the node and the module relative to the
        # output (no scratch name, no path of this machine).
        empty = self.script('for a; do case "$last" in -o) : > "$a";; esac; '
                            'last=$a; done\nexit 0\n')
        status, log, err = main("offload", self.xml, "-o",
                                self.path("e", "m.xml"), "--policy", "all",
                                "--ov-compile", empty)
        self.assertEqual((status, err), (0, ""), log)
        self.assertRegex(log, r"keep    MaxPool-1 'pool' \(f32\[1,2,9,9\]\): "
                         r"ov_mlir MaxPool1 'pool': ov_mlir_modules/MaxPool1-"
                         r"[0-9a-f]+\.so: cannot load module: ")
        self.assertNotIn(self.tmp, log.split("\nwrote ")[0])

    def test_the_measured_policy_names_the_node_and_no_path(self):
        # A module for CPU features this machine lacks: the measurement
        # cannot load it; its line names the node, not a scratch one.
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            flags = f.read()
        cpu = next((name for name, flag in (("graniterapids", " amx_fp16"),
                                            ("sapphirerapids", " amx_tile"),
                                            ("skylake-avx512", " avx512f"))
                    if flag not in flags), None)
        if cpu is None:
            self.skipTest("this machine has every CPU feature tried")
        status, log, err = main("offload", self.xml, "-o",
                                self.path("o", "m.xml"), "--cpu", cpu)
        self.assertEqual((status, err), (0, ""), log)
        self.assertRegex(log, r"^keep    MaxPool-1 'pool' \(f32\[1,2,9,9\]\): "
                         r"ov_mlir MaxPool1 'pool': ov_mlir_modules/MaxPool1-"
                         r"[0-9a-f]+\.so: the module was compiled for CPU "
                         r"features this machine lacks")
        self.assertNotIn(self.tmp, log.split("\nwrote ")[0])

    def test_unreadable_models_name_the_file_and_the_reason(self):
        status, out, err = main("offload", "/proc/self/mem", "-o",
                                self.path("o", "m.xml"))
        self.assertEqual((status, err), (1, "ovmlir_openvino: /proc/self/mem: "
                                         "cannot read it: Input/output "
                                         "error\n"))
        garbage = self.path("garbage.xml")
        with open(garbage, "w") as f:
            f.write("garbage")
        status, out, err = main("offload", garbage, "-o",
                                self.path("o", "m.xml"))
        self.assertEqual((status, err), (1, f"ovmlir_openvino: {garbage}: "
                                         f"cannot read the model: No document "
                                         f"element found at offset 7\n"))
        if os.geteuid() != 0:
            os.chmod(self.xml, 0)
            status, out, err = main("offload", self.xml, "-o",
                                    self.path("o", "m.xml"))
            self.assertEqual(err, f"ovmlir_openvino: {self.xml}: cannot read "
                             f"it: Permission denied\n")

    def test_models_the_ir_reader_crashes_on_are_refused(self):
        # OpenVINO 2026.4.1's IR reader crashes (SIGSEGV) converting an IR of
        # a version it does not support and a layer input without an edge
        # (the offload fuzzer's finding): both are one line, exit 1.
        with open(self.xml) as f:
            text = f.read()
        old = self.path("v7.xml")
        with open(old, "w") as f:
            f.write(re.sub(r'version="1[01]"', 'version="7"', text, count=1))
        status, out, err = main("offload", old, "-o", self.path("o", "m.xml"))
        self.assertEqual((status, err), (1, f"ovmlir_openvino: {old}: cannot "
                                         "read the model: not an OpenVINO IR "
                                         "that OpenVINO's IR reader supports "
                                         "(IR version 10 or 11)\n"))
        dangling = self.path("dangling.xml")
        with open(dangling, "w") as f:
            f.write(re.sub(r'<edge from-layer="0"[^>]*/>', "", text))
        status, out, err = main("offload", dangling, "-o",
                                self.path("o", "m.xml"))
        self.assertEqual(status, 1, err)
        self.assertRegex(err, r"^ovmlir_openvino: .*dangling.xml: cannot read "
                         r"the model: layer '.*' \(id \d+\) has no edge into "
                         r"its input port \d+\n$")

    def test_names_with_control_characters_are_escaped(self):
        model = max_pool_model()
        model.get_ordered_ops()[1].set_friendly_name("p\x1b[31m\nool")
        log = []
        om.offload(model, self.path("o"), policy="all", log=log.append)
        self.assertEqual(len(log), 1, log)
        self.assertIn("'p\\x1b[31m\\x0aool'", log[0])
        self.assertNotIn("\x1b", log[0])

    def test_signals_leave_no_module_temporary(self):
        # ov-compile is slow here; the offload is stopped while it runs.
        started = self.path("started")
        slow = self.script(f'touch "{started}"\nsleep 60\n'
                           f'exec "$OV_COMPILE" "$@"\n')
        for sig, status, said in ((signal.SIGINT, 130, "interrupted"),
                                  (signal.SIGTERM, 143, "terminated")):
            with self.subTest(signal=sig.name):
                run = subprocess.Popen(
                    [sys.executable, "-m", "ovmlir_openvino", "offload",
                     self.xml, "-o", self.path("o", "m.xml"), "--policy",
                     "all", "--ov-compile", slow], stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE, text=True,
                    preexec_fn=restore_sigint)
                deadline = time.monotonic() + 120
                while not os.path.exists(started):
                    self.assertLess(time.monotonic(), deadline)
                    time.sleep(0.05)
                os.unlink(started)
                run.send_signal(sig)
                out, err = run.communicate(timeout=120)
                self.assertEqual((run.returncode, err),
                                 (status, f"ovmlir_openvino: {said}\n"), out)
                self.assertEqual(self.modules("o"), [])


def restore_sigint():
    """In the child before exec: SIGINT's default disposition, so that its
    Python turns Ctrl-C into KeyboardInterrupt even where this test runs
    with SIGINT ignored (a background job, some CI runners)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


if __name__ == "__main__":
    unittest.main()
