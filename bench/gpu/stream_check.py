#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""run_on_stream on a real GPU, without PyTorch (the driver API through
ctypes; PyTorch parts run when it is there). Two steps:

  on a CPU machine with a build:  python3 bench/gpu/stream_check.py --prepare DIR
      compiles the modules (CUDA and CPU twins) into DIR and copies
      libovrt.so, the ovrt package and this script there;
  on the GPU machine:             python3 DIR/stream_check.py
      needs python3, NumPy and the NVIDIA driver.

It checks, against the CPU modules' outputs: the host and device entries;
run_on_stream on a stream of its own and on the legacy default stream; a
CUDA graph captured (global mode) around run_on_stream, that nothing ran
while capturing and that replays on new input values are right; a model
with an intermediate (stream-ordered allocation) on a stream and under
capture; ROIAlign refused on a stream (FAILED_PRECONDITION) and a bad batch
index reported by run_on_device (OUT_OF_RANGE); per-call costs. Prints one
line per check and exits 1 when one fails. Run on an H200 (2026-11-27) by the
GPU check pack (pack.sh puts it in DIR/stream), where every check passed.
"""
import argparse
import ctypes
import os
import shutil
import subprocess
import sys
import time
import traceback

import numpy as np

# Two chained MaxPools: the first one's output is an intermediate.
TWO_POOLS = """func.func @two_pools(%x: tensor<1x4x16x16xf32>) -> tensor<1x4x4x4xf32> {
  %a = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0]
         pads_end = [0, 0] : tensor<1x4x16x16xf32> -> tensor<1x4x8x8xf32>
  %b = ov.max_pool_v1 %a kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0]
         pads_end = [0, 0] : tensor<1x4x8x8xf32> -> tensor<1x4x4x4xf32>
  return %b : tensor<1x4x4x4xf32>
}
"""


def prepare(out, build):
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    compiler = os.path.join(build, "tools", "ov-compile", "ov-compile")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "two.mlir"), "w") as f:
        f.write(TWO_POOLS)
    models = {"resnet_stem": os.path.join(repo, "examples", "resnet_stem.mlir"),
              "roi_align": os.path.join(repo, "examples", "roi_align.mlir"),
              "two": os.path.join(out, "two.mlir")}
    for name, model in models.items():
        for target, suffix in (("cuda", ""), ("cpu", "_cpu")):
            subprocess.run([compiler, model, "--target", target, "-o",
                            os.path.join(out, name + suffix + ".so")], check=True)
    shutil.copy(os.path.join(build, "runtime", "libovrt.so"), out)
    shutil.copytree(os.path.join(repo, "python", "ovrt"), os.path.join(out, "ovrt"),
                    dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(os.path.abspath(__file__), out)
    print(f"prepared {out}: run python3 {os.path.join(out, 'stream_check.py')} on the GPU")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prepare", metavar="DIR")
    parser.add_argument("--build", default="build")
    args = parser.parse_args()
    if args.prepare:
        return prepare(args.prepare, args.build)
    return check()


def check():
    HERE = os.path.dirname(os.path.abspath(__file__))
    os.environ["OVRT_LIBRARY"] = os.path.join(HERE, "libovrt.so")
    sys.path.insert(0, HERE)
    import ovrt

    P = lambda n: os.path.join(HERE, n)  # noqa: E731
    cu = ctypes.CDLL("libcuda.so.1")
    vp, byref = ctypes.c_void_p, ctypes.byref

    def ck(rc, what):
        if rc:
            name = ctypes.c_char_p()
            cu.cuGetErrorName(rc, byref(name))
            raise RuntimeError(f"{what}: {rc} {name.value}")

    ck(cu.cuInit(0), "cuInit")
    dev = ctypes.c_int()
    ck(cu.cuDeviceGet(byref(dev), 0), "cuDeviceGet")
    ctx = vp()
    ck(cu.cuDevicePrimaryCtxRetain(byref(ctx), dev), "retain")
    ck(cu.cuCtxSetCurrent(ctx), "setcurrent")
    stream = vp()
    ck(cu.cuStreamCreate(byref(stream), 1), "cuStreamCreate")
    S = stream.value
    print("stream handle", hex(S))

    results = {}

    def step(name):
        def deco(f):
            try:
                r = f()
                results[name] = r
                print(f"{name:32s} {r}")
            except Exception as e:  # noqa: BLE001
                results[name] = f"EXCEPTION {e!r}"
                print(f"{name:32s} EXCEPTION {e!r}")
                traceback.print_exc()
            return f
        return deco

    m = ovrt.Module(P("resnet_stem.so"))
    cpu = ovrt.Module(P("resnet_stem_cpu.so"))
    rng = np.random.default_rng(0)
    x1 = rng.standard_normal((2, 64, 112, 112), dtype=np.float32)
    x2 = rng.standard_normal((2, 64, 112, 112), dtype=np.float32)
    want1, want2 = cpu.run(x1), cpu.run(x2)
    dx = ovrt.DeviceArray.from_host(x1)

    def zeros_like(want):
        return [ovrt.DeviceArray.from_host(np.zeros_like(w)) for w in want]

    def same(outs, want):
        return all(np.array_equal(o.to_host(), w) for o, w in zip(outs, want))

    @step("host entry == cpu")
    def _():
        return all(np.array_equal(a, b) for a, b in zip(m.run(x1), want1))

    @step("run_on_device == cpu")
    def _():
        outs = zeros_like(want1)
        m.run_on_device(outs, dx)
        return same(outs, want1)

    @step("run_on_stream side stream")
    def _():
        outs = zeros_like(want1)
        t0 = time.perf_counter()
        m.run_on_stream(outs, dx, stream=S)
        t1 = time.perf_counter()
        ck(cu.cuStreamSynchronize(stream), "sync")
        t2 = time.perf_counter()
        return same(outs, want1), f"call {1e6*(t1-t0):.0f} us, then sync {1e6*(t2-t1):.0f} us"

    @step("run_on_stream legacy (None)")
    def _():
        outs = zeros_like(want1)
        m.run_on_stream(outs, dx, stream=None)
        ck(cu.cuCtxSynchronize(), "ctxsync")
        return same(outs, want1)

    def capture(fn):
        graph, exe = vp(), vp()
        ck(cu.cuStreamBeginCapture_v2(stream, 0), "BeginCapture(global)")
        try:
            fn()
        finally:
            rc = cu.cuStreamEndCapture(stream, byref(graph))
        ck(rc, "EndCapture")
        ck(cu.cuGraphInstantiateWithFlags(byref(exe), graph, ctypes.c_ulonglong(0)), "Instantiate")
        return exe

    @step("graph capture + replay")
    def _():
        outs = zeros_like(want1)
        exe = capture(lambda: m.run_on_stream(outs, dx, stream=S))
        ck(cu.cuCtxSynchronize(), "ctxsync")
        nothing_ran = all(not o.to_host().any() for o in outs)
        ck(cu.cuGraphLaunch(exe, stream), "launch")
        ck(cu.cuStreamSynchronize(stream), "sync")
        r1 = same(outs, want1)
        ovrt._library().ovrt_device_copy(b"cuda", dx._ptr, x2.ctypes.data, x2.nbytes)
        ck(cu.cuGraphLaunch(exe, stream), "launch")
        ck(cu.cuStreamSynchronize(stream), "sync")
        r2 = same(outs, want2)
        ovrt._library().ovrt_device_copy(b"cuda", dx._ptr, x1.ctypes.data, x1.nbytes)
        n = 2000
        t0 = time.perf_counter()
        for _ in range(n):
            cu.cuGraphLaunch(exe, stream)
        ck(cu.cuStreamSynchronize(stream), "sync")
        t = (time.perf_counter() - t0) / n * 1e6
        return f"nothing ran while capturing {nothing_ran}, replay x1 {r1}, replay x2 {r2}, {t:.1f} us/replay"

    two, two_cpu = ovrt.Module(P("two.so")), ovrt.Module(P("two_cpu.so"))
    y = rng.standard_normal((1, 4, 16, 16), dtype=np.float32)
    (ywant,) = two_cpu.run(y)
    dy = ovrt.DeviceArray.from_host(y)

    @step("intermediate: stream + capture")
    def _():
        out = ovrt.DeviceArray.from_host(np.zeros_like(ywant))
        two.run_on_stream([out], dy, stream=S)
        ck(cu.cuStreamSynchronize(stream), "sync")
        r0 = np.array_equal(out.to_host(), ywant)
        out2 = ovrt.DeviceArray.from_host(np.zeros_like(ywant))
        exe = capture(lambda: two.run_on_stream([out2], dy, stream=S))
        ck(cu.cuGraphLaunch(exe, stream), "launch")
        ck(cu.cuStreamSynchronize(stream), "sync")
        return r0, np.array_equal(out2.to_host(), ywant)

    @step("roi_align on stream refused")
    def _():
        r = ovrt.Module(P("roi_align.so"))
        data = ovrt.DeviceArray.from_host(np.ones((2, 64, 50, 50), np.float32))
        rois = ovrt.DeviceArray.from_host(np.array([[0, 0, 10, 10]], np.float32))
        bad = ovrt.DeviceArray.from_host(np.array([5], np.int32))
        out = ovrt.DeviceArray((1, 64, 7, 7), np.float32)
        codes = []
        for f in (lambda: r.run_on_stream([out], data, rois, bad, stream=S),
                  lambda: r.run_on_device([out], data, rois, bad)):
            try:
                f()
                codes.append("OK?!")
            except ovrt.Error as e:
                codes.append(e.code)
        return codes == ["FAILED_PRECONDITION", "OUT_OF_RANGE"], codes

    @step("us per call (device, stream)")
    def _():
        outs = zeros_like(want1)

        def per(f, n=2000):
            f()
            ck(cu.cuCtxSynchronize(), "s")
            t0 = time.perf_counter()
            for _ in range(n):
                f()
            ck(cu.cuCtxSynchronize(), "s")
            return round((time.perf_counter() - t0) / n * 1e6, 1)
        return (per(lambda: m.run_on_device(outs, dx), 300),
                per(lambda: m.run_on_stream(outs, dx, stream=S), 300))

    try:
        import torch
        print("torch", torch.__version__, torch.cuda.is_available())
    except Exception as e:  # noqa: BLE001
        torch = None
        print("no torch:", e)

    if torch is not None and torch.cuda.is_available():
        @step("torch: current stream + graph")
        def _():
            x = torch.from_numpy(x1).cuda()
            outs = [torch.zeros(2, 64, 56, 56, device="cuda"),
                    torch.zeros(2, 64, 56, 56, dtype=torch.int64, device="cuda"),
                    torch.zeros(2, 64, 28, 28, device="cuda")]

            def tsame(want):
                torch.cuda.synchronize()
                return all(np.array_equal(o.cpu().numpy(), w) for o, w in zip(outs, want))
            m.run_on_stream(outs, x, stream=torch.cuda.current_stream())
            a = tsame(want1)
            for o in outs:
                o.zero_()
            g = torch.cuda.CUDAGraph()
            with torch.cuda.graph(g):
                m.run_on_stream(outs, x, stream=torch.cuda.current_stream())
            x.copy_(torch.from_numpy(x2))
            g.replay()
            b = tsame(want2)
            v = ovrt.from_dlpack(x)
            c = v.__cuda_array_interface__["data"][0] == x.data_ptr()
            d = ovrt.DeviceArray((2, 64, 28, 28), np.float32)
            t = torch.from_dlpack(d)
            e = t.data_ptr() == d.__cuda_array_interface__["data"][0]
            return a, b, c, e

    failed = [k for k, v in results.items() if not _ok(v)]
    print("FAILED:" if failed else "all checks passed", ", ".join(failed))
    return 1 if failed else 0


def _ok(value):
    """A check passed: True, or a tuple/list of which every bool is True and
    every string no exception."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return not value.startswith("EXCEPTION") and "False" not in value
    if isinstance(value, (tuple, list)):
        return all(_ok(v) for v in value if isinstance(v, (bool, str, tuple, list)))
    return True


if __name__ == "__main__":
    sys.exit(main())
