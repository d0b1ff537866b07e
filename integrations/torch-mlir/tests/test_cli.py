# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""python -m ovmlir_torch_mlir as a hostile caller uses it: its output path,
its ov-opt and its FILE.py:FACTORY. Each bad case is one line naming the
path or the factory, exit 1, and nothing left behind; none needs torch-mlir
(the refusals come before it is imported)."""

import contextlib
import io
import os
import stat
import subprocess
import sys
import tempfile
import textwrap
import unittest
from unittest import mock

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from ovmlir_torch_mlir import FrontendError  # noqa: E402
from ovmlir_torch_mlir import __main__ as cli  # noqa: E402
from ovmlir_torch_mlir import _import  # noqa: E402


def run_main(argv):
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = cli.main(argv)
    return code, err.getvalue()


class Scratch(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="ovmlir-torch-mlir-test-")
        self.addCleanup(subprocess.run, ["rm", "-rf", self.dir], check=False)

    def path(self, name):
        return os.path.join(self.dir, name)

    def write(self, name, text, mode=None):
        path = self.path(name)
        with open(path, "w") as out:
            out.write(text)
        if mode is not None:
            os.chmod(path, mode)
        return path

    def assertOneLine(self, err, *parts):
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        for part in parts:
            self.assertIn(part, err)


class OutputPath(Scratch):
    def test_output_that_is_the_input_is_refused(self):
        model = self.write("m.onnx", "not really onnx")
        code, err = run_main(["onnx", model, "-o", model])
        self.assertEqual(code, 1)
        self.assertOneLine(err, model, "the output is the input model")
        with open(model) as f:
            self.assertEqual(f.read(), "not really onnx")

    def test_output_that_is_the_factory_file_is_refused(self):
        model = self.write("m.py", "def make():\n    raise SystemExit(3)\n")
        code, err = run_main(["torch", f"{model}:make", "-o", model])
        self.assertEqual(code, 1)
        self.assertOneLine(err, "the output is the input model")

    def test_directory_output_is_refused_before_any_work(self):
        model = self.write("m.py", "def make():\n    raise SystemExit(3)\n")
        code, err = run_main(["torch", f"{model}:make", "-o", self.dir])
        self.assertEqual(code, 1)
        self.assertOneLine(err, self.dir, "is a directory")
        self.assertEqual(sorted(os.listdir(self.dir)), ["m.py"])

    def test_empty_output_is_refused(self):
        code, err = run_main(["onnx", "m.onnx", "-o", ""])
        self.assertEqual(code, 1)
        self.assertOneLine(err, "output path is empty")

    def test_unwritable_output_is_one_line(self):
        # /proc takes no new files, even from root.
        with self.assertRaises(FrontendError) as caught:
            cli.write_output("/proc/ovmlir-torch-mlir-test.mlir", "x")
        self.assertIn("cannot write it", str(caught.exception))

    def test_signal_during_the_write_leaves_nothing(self):
        out = self.write("out.mlir", "old")
        with mock.patch.object(cli.os, "replace",
                               side_effect=KeyboardInterrupt):
            with self.assertRaises(KeyboardInterrupt):
                cli.write_output(out, "new")
        self.assertEqual(os.listdir(self.dir), ["out.mlir"])
        with open(out) as f:
            self.assertEqual(f.read(), "old")

    def test_full_disk_leaves_no_temporary(self):
        # RLIMIT_FSIZE makes the write fail as a full disk does (Python
        # ignores SIGXFSZ, so write() gets EFBIG).
        out = self.path("out.mlir")
        script = textwrap.dedent(f"""
            import resource, sys
            sys.path.insert(0, {os.path.dirname(HERE)!r})
            resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
            from ovmlir_torch_mlir import FrontendError
            from ovmlir_torch_mlir import __main__ as cli
            try:
                cli.write_output({out!r}, "x" * 1000000)
            except FrontendError as error:
                print(error)
                sys.exit(1)
            """)
        result = subprocess.run([sys.executable, "-c", script],
                                capture_output=True, text=True, check=False)
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertIn("cannot write it", result.stdout)
        self.assertEqual(os.listdir(self.dir), [])

    def test_written_output_has_the_umask_mode(self):
        out = self.path("out.mlir")
        old = os.umask(0o022)
        try:
            cli.write_output(out, "module {}\n")
        finally:
            os.umask(old)
        self.assertEqual(stat.S_IMODE(os.stat(out).st_mode), 0o644)
        self.assertEqual(os.listdir(self.dir), ["out.mlir"])


class OvOpt(Scratch):
    def test_directory_is_not_an_ov_opt(self):
        with self.assertRaises(FrontendError) as caught:
            _import.find_ov_opt(self.dir)
        self.assertIn("ov-opt not found", str(caught.exception))

    def test_non_executable_ov_opt(self):
        path = self.write("ov-opt", "#!/bin/sh\n", 0o644)
        with self.assertRaises(FrontendError):
            _import.find_ov_opt(path)

    def test_ov_opt_that_cannot_be_run(self):
        path = self.write("ov-opt", "\x7fELF garbage", 0o755)
        with self.assertRaises(FrontendError) as caught:
            _import.run_ov_opt("module {}", ov_opt=path)
        self.assertIn("cannot run it", str(caught.exception))

    def test_ov_opt_killed_by_a_signal(self):
        path = self.write("ov-opt", "#!/bin/sh\nkill -SEGV $$\n", 0o755)
        with self.assertRaises(FrontendError) as caught:
            _import.run_ov_opt("module {}", ov_opt=path)
        self.assertIn("killed by signal 11 (SIGSEGV)", str(caught.exception))

    def test_ov_opt_failing_silently(self):
        path = self.write("ov-opt", "#!/bin/sh\nexit 3\n", 0o755)
        with self.assertRaises(FrontendError) as caught:
            _import.run_ov_opt("module {}", ov_opt=path)
        self.assertIn("exited with status 3", str(caught.exception))


class Factory(Scratch):
    def factory_run(self, body):
        model = self.write("m.py", textwrap.dedent(body))
        out = self.path("out.mlir")
        code, err = run_main(["torch", f"{model}:make", "-o", out])
        self.assertFalse(os.path.exists(out))
        return code, err

    def test_file_that_raises_on_import(self):
        code, err = self.factory_run("raise ValueError('bad model file')\n")
        self.assertEqual(code, 1)
        self.assertOneLine(err, "m.py", "ValueError: bad model file")

    def test_factory_that_raises(self):
        code, err = self.factory_run(
            "def make():\n    raise RuntimeError('no weights')\n")
        self.assertEqual(code, 1)
        self.assertOneLine(err, "m.py:make", "RuntimeError: no weights")

    def test_factory_returning_junk(self):
        for junk in ("42", "(1, 2, 3)", "(len, 5)", "None"):
            with self.subTest(junk=junk):
                code, err = self.factory_run(f"def make():\n    return {junk}\n")
                self.assertEqual(code, 1)
                self.assertOneLine(err, "m.py:make",
                                   "expected (torch.nn.Module")

    def test_export_failure_is_its_first_line(self):
        # torch.export raises many types with pages of advice: one line,
        # the first, names the problem. torch-mlir is faked here.
        import types

        class Refusal(Exception):
            pass

        def export_and_import(*args, **kwargs):
            raise Refusal("Could not guard on data-dependent expression\n\n"
                          "consider using guard_or_false\n"
                          "The following call raised this error:\n...")

        fake = types.ModuleType("torch_mlir")
        fake.fx = types.SimpleNamespace(export_and_import=export_and_import)
        model = types.SimpleNamespace(eval=lambda: model)
        with mock.patch.dict(sys.modules, {"torch_mlir": fake,
                                           "torch_mlir.fx": fake.fx}):
            with self.assertRaises(FrontendError) as caught:
                _import.import_torch(model, ())
        self.assertEqual(str(caught.exception),
                         "torch-mlir's FX import failed: Refusal: Could not "
                         "guard on data-dependent expression")

    def test_interrupt_writes_nothing(self):
        code, err = self.factory_run(
            "def make():\n    raise KeyboardInterrupt\n")
        self.assertEqual(code, 130)
        self.assertOneLine(err, "interrupted")


if __name__ == "__main__":
    unittest.main()
