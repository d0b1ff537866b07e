# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A case as a function in the ov dialect; modules of many functions compiled
with ov-compile and run through the ovrt Python package (or, where that
package is not importable, through ov-run)."""

import os
import subprocess
import sys
import tempfile

import numpy as np

from cases import ELEMENT


def tensor_type(shape, dynamic, mlir_type):
    dims = "".join(("?" if d else str(s)) + "x" for s, d in zip(shape, dynamic))
    return "tensor<%s%s>" % (dims, mlir_type)


def any_type(rank, mlir_type):
    return "tensor<%s%s>" % ("?x" * rank, mlir_type)


def ints(values):
    return "[" + ", ".join(str(v) for v in values) + "]"


def function_text(name, case):
    """The case as `func.func @name`, written by its family
    (families/<f>.py). Results are written fully dynamic: ov-compile's shape
    inference refines them."""
    import families  # here: the family modules import this one

    family = families.of(case)
    types = [tensor_type(array.shape, dyn, ELEMENT[etype][1]) for array, etype, dyn in
             zip(case["inputs"], family.input_types(case), case["dynamic"])]
    return family.function(name, case, types)


def function_name(case):
    return "case%d" % case["id"]


def module_text(cases):
    return "\n".join(function_text(function_name(c), c) for c in cases)


# The paths oracle.py can run: the CPU lowerings, the CUDA target's
# kernels executed on the CPU (ov-compile --target cuda-emulated), and the
# Vulkan target on the first Vulkan device (CI: Mesa's lavapipe).
CPU_LOWERINGS = ("vector", "linalg", "affine")
GPU_EMULATED = "cuda-emulated"
VULKAN = "vulkan"
PATHS = CPU_LOWERINGS + (GPU_EMULATED, VULKAN)




def has_vulkan_device():
    """A Vulkan loader with at least one physical device (as lit's
    vulkan-device feature), probed in a child process."""
    try:
        probe = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                             "vulkan_probe.py")
        return subprocess.run([sys.executable, probe],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=60).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def compile_command(ov_compile, source, library, path):
    """ov-compile's command line for one of the paths above."""
    if path in (GPU_EMULATED, VULKAN):
        return [ov_compile, source, "--target", path, "-o", library]
    if path not in CPU_LOWERINGS:
        raise ValueError("unknown path %r (expected one of %s)"
                         % (path, ", ".join(PATHS)))
    return [ov_compile, source, "--target", "cpu", "-o", library,
            "--lowering=" + path]


def compile_module(ov_compile, source, library, lowering):
    """Runs ov-compile; returns None or its error text."""
    proc = subprocess.run(compile_command(ov_compile, source, library, lowering),
                          capture_output=True, text=True)
    if proc.returncode != 0:
        return (proc.stderr or proc.stdout).strip() or "exit %d" % proc.returncode
    return None


ovrt = None


def load_ovrt(build_dir):
    """Imports the ovrt package (python/ovrt of this source tree) with the
    build's libovrt; None when it is not there."""
    global ovrt
    os.environ.setdefault("OVRT_LIBRARY", os.path.join(build_dir, "runtime", "libovrt.so"))
    source_python = os.path.join(os.path.dirname(__file__), "..", "..", "python")
    if os.path.isdir(source_python) and source_python not in sys.path:
        sys.path.insert(0, source_python)
    try:
        import ovrt as package
    except ImportError:
        return None
    ovrt = package
    return ovrt


class Runner:
    """Runs functions of compiled modules."""

    def __init__(self, ov_run):
        self.ov_run = ov_run
        self.modules = {}

    def run(self, library, function, arrays):
        if ovrt is not None:
            module = self.modules.get(library)
            if module is None:
                module = self.modules[library] = ovrt.Module(library)
            try:
                outputs = module.run(*arrays, function=function)
            except ovrt.Error as e:
                raise RuntimeError(str(e))
            # Copies: the arrays' storage goes back to the module's pool.
            return [np.array(o) for o in outputs]
        return self._run_cli(library, function, arrays)

    def _run_cli(self, library, function, arrays):
        with tempfile.TemporaryDirectory() as tmp:
            command = [self.ov_run, library, "--function", function, "--quiet",
                       "--output-dir", tmp]
            for i, a in enumerate(arrays):
                path = os.path.join(tmp, "input_%d.npy" % i)
                np.save(path, a)
                command += ["--input", path]
            proc = subprocess.run(command, capture_output=True, text=True)
            if proc.returncode != 0:
                raise RuntimeError((proc.stderr or proc.stdout).strip())
            outputs = []
            i = 0
            while os.path.exists(os.path.join(tmp, "output_%d.npy" % i)):
                outputs.append(np.load(os.path.join(tmp, "output_%d.npy" % i)))
                i += 1
            return outputs


def backend_name():
    return "ovrt (python/ovrt)" if ovrt is not None else "ov-run (ovrt package not found)"


