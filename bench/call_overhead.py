#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Per-call cost of the device entry: C against Python (issue 29, item 3).

  python3 bench/call_overhead.py [--module SO --function F] [--calls N]
                                 [--c-binary PATH] [--json FILE]

Times, on one small CUDA module whose buffers are allocated and wrapped once
(default: a MaxPool 1x64x56x56 -> 1x64x28x28, 3x3/2, compiled here with
ov-compile --target cuda):

  C          ovrt_module_run_on_device / ovrt_module_run_on_stream from C
             (bench/call_overhead.c, compiled with cc unless --c-binary)
  ctypes     the same C call through ctypes, tensors wrapped once: the floor
             for any Python wrapper
  Python     Module.run_on_device / run_on_stream on DeviceArrays made once,
             and run_on_device on objects that only have
             __cuda_array_interface__ (as PyTorch's and CuPy's arrays)

Each figure is the median over 7 rounds of the mean time of N calls, in
microseconds. On a GPU the device entry's figure includes the kernel and the
synchronization; the stream entry's is the enqueue alone. With the stand-in
driver (LD_LIBRARY_PATH=build/test/runtime/fake-cuda-driver, kernels do not
run) every figure is the runtime's own work: what the wrappers cost. The
target is Python within 1.3x of the C call. This is a benchmark, not a test:
it prints, it does not judge.
"""

import argparse
import ctypes
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
if os.path.isdir(os.path.join(REPO, "python", "ovrt")):
    sys.path.insert(0, os.path.join(REPO, "python"))

import numpy as np  # noqa: E402

import ovrt  # noqa: E402

POOL = """
func.func @pool(%x: tensor<1x64x56x56xf32>) -> tensor<1x64x28x28xf32> {
  %y = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1]
         pads_end = [1, 1] : tensor<1x64x56x56xf32> -> tensor<1x64x28x28xf32>
  return %y : tensor<1x64x28x28xf32>
}
"""
ROUNDS = 7


def per_call_us(call, calls, after=None):
    """Median over ROUNDS of the mean microseconds of `calls` calls."""
    call()
    rounds = []
    for _ in range(ROUNDS):
        t0 = time.perf_counter()
        for _ in range(calls):
            call()
        rounds.append((time.perf_counter() - t0) * 1e6 / calls)
        if after:
            after()
    return float(np.median(rounds))


def c_binary(work):
    """bench/call_overhead.c compiled against this tree's libovrt."""
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None:
        return None
    lib = os.path.dirname(ovrt._library()._name)
    out = os.path.join(work, "call_overhead")
    subprocess.run([cc, "-O2", "-I", os.path.join(REPO, "runtime", "include"),
                    os.path.join(HERE, "call_overhead.c"), "-L", lib, "-lovrt",
                    "-Wl,-rpath," + lib, "-o", out], check=True)
    return out


def run_c(binary, module, function, calls):
    """{'device': us, 'stream': us} from the C program, or None."""
    if binary is None:
        return None
    proc = subprocess.run([binary, module, function, str(calls)], capture_output=True,
                          text=True)
    if proc.returncode != 0:
        print("call_overhead.c: " + proc.stderr.strip(), file=sys.stderr)
        return None
    return {k: float(v) for k, v in (line.split() for line in proc.stdout.splitlines())}


def measure(module_path, function, calls, binary):
    """The figures for one module, as a dict of microseconds."""
    m = ovrt.Module(module_path)
    ins, outs = m.signature(function)
    dtype = dict(ovrt._DTYPES).get
    dev_in = [ovrt.DeviceArray(s, dtype(t)) for t, s in ins]
    dev_out = [ovrt.DeviceArray(s, dtype(t)) for t, s in outs]
    try:
        res = {"c": run_c(binary, module_path, function, calls)}
        res["python_device"] = per_call_us(
            lambda: m.run_on_device(dev_out, *dev_in, function=function), calls)
        res["python_stream"] = per_call_us(
            lambda: m.run_on_stream(dev_out, *dev_in, function=function, stream=0),
            calls, after=lambda: m.run_on_device(dev_out, *dev_in, function=function))
        res["ctypes_device"] = ctypes_floor(m, function, dev_in, dev_out, calls)
        # Other frameworks' arrays (PyTorch, CuPy) take the general path.
        cai_in, cai_out = [Interface(d) for d in dev_in], [Interface(d) for d in dev_out]
        res["python_device_cai"] = per_call_us(
            lambda: m.run_on_device(cai_out, *cai_in, function=function), calls)
    finally:
        for d in dev_in + dev_out:
            d.close()
    return res


class Interface:
    """A foreign CUDA array: only __cuda_array_interface__ (as PyTorch's)."""

    def __init__(self, array):
        self.__cuda_array_interface__ = dict(array.__cuda_array_interface__)


def ctypes_floor(m, function, dev_in, dev_out, calls):
    """ovrt_module_run_on_device through ctypes, tensors wrapped once."""
    lib = ovrt._library()
    handles = []
    for d in dev_in + dev_out:
        t = ctypes.c_void_p()
        dims = (ctypes.c_int64 * max(len(d.shape), 1))(*d.shape)
        code = ovrt._NUMPY_TO_OVRT[d.dtype]
        ovrt._check(lib.ovrt_tensor_wrap(code, len(d.shape), dims, d._ptr, d.nbytes, 0,
                                         ovrt._RELEASE_FN(), None, ctypes.byref(t)))
        handles.append(t.value)
    n = len(dev_in)
    arr_in = (ctypes.c_void_p * max(n, 1))(*handles[:n])
    arr_out = (ctypes.c_void_p * max(len(dev_out), 1))(*handles[n:])
    name = function.encode()
    run = lib.ovrt_module_run_on_device
    h = m._handle
    try:
        return per_call_us(lambda: run(h, name, arr_in, n, arr_out, len(dev_out)), calls)
    finally:
        for t in handles:
            lib.ovrt_tensor_destroy(t)


def report(res):
    """Printable lines, with the Python/C ratios."""
    c = res.get("c") or {}
    lines = ["per-call cost, us (median of %d rounds):" % ROUNDS]
    for entry in ("device", "stream"):
        py, cc = res["python_" + entry], c.get(entry)
        ratio = "%.2fx" % (py / cc) if cc else "-"
        lines.append("  %-7s C %8s   Python %8.2f   Python/C %s" % (
            entry, "%.2f" % cc if cc else "-", py, ratio))
    lines.append("  ctypes floor (device, wrapped once) %.2f" % res["ctypes_device"])
    lines.append("  Python, device, __cuda_array_interface__ objects %.2f"
                 % res["python_device_cai"])
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--module", help="a CUDA module (default: compile a small MaxPool)")
    ap.add_argument("--function", default="pool")
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--c-binary", help="a built bench/call_overhead.c")
    ap.add_argument("--json", help="write the figures here too")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as work:
        module = args.module
        if module is None:
            src = os.path.join(work, "pool.mlir")
            with open(src, "w") as f:
                f.write(POOL)
            module = ovrt.compile(src, os.path.join(work, "pool.so"), target="cuda")
        binary = args.c_binary or c_binary(work)
        res = measure(module, args.function, args.calls, binary)
    print("\n".join(report(res)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
