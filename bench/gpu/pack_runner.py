#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The GPU check, run from a pack that bench/gpu/pack.sh made on a CPU machine.

  python3 run.py [--runs N] [--only NAMES] [--no-bench] [--no-cases]
                 [--no-sanitizer] [--no-torch] [--no-overhead] [--no-vulkan]
                 [--ncu NAMES]
                 [--json FILE]

Needs python3, NumPy and the NVIDIA driver (libcuda.so.1); uses PyTorch
(peers), compute-sanitizer (memcheck over a subset of the cases) and ncu
(kernel times, registers, DRAM throughput) where they are there. Prints one
table:

  cases      every random case through the host entry (Module.run) and the
             device entry (Module.run_on_device, outputs poisoned first), and
             the stream entry where the runtime has one, bit for bit against
             the CPU modules' outputs; cases the CPU rejects at run time must
             be rejected too
  sanitizer  compute-sanitizer memcheck over a subset of the cases
  bench      per workload: the host entry's and the device entry's wall time
             (medians), their outputs' SHA-256 against the CPU's, PyTorch
             CUDA's kernel time (events) and end-to-end time, the bandwidth
             of a device-to-device copy of the workload's bytes and of pinned
             host-to-device copies (the limits), measured in the same run;
             the host entry's GB/s (inputs + outputs moved, kernels
             included) as a share of the pinned copy's (target: 70 %)
  vulkan     where a Vulkan device is there (the system's loader, else the
             pack's lib/libvulkan.so.1): the cases' and workloads' Vulkan
             builds through the host entry, judged against the same expected
             outputs, and timed beside the CUDA module (vk_ms)
  overhead   the per-call cost of the device and stream entries from C and
             from Python on a small MaxPool (call_overhead.py; target:
             Python within 1.3x of C)

Exit status: 0 when every judged result matches, 1 otherwise. Against a
stand-in driver (no cuDeviceGetName: the suite's test/runtime/
FakeCudaDriver.c) kernels do not run, so results are not judged: every entry
point runs and the table is printed, with numbers that mean nothing.
"""

import argparse
import ctypes
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
os.environ.setdefault("OVRT_LIBRARY", os.path.join(HERE, "lib", "libovrt.so"))
sys.path.insert(0, HERE)

import numpy as np  # noqa: E402

import ovrt  # noqa: E402
from gpu_data import lowbias32  # noqa: E402

SANITIZER_CASES = 40


class Driver:
    """The few driver API calls the check makes itself: the device's name and
    the copy bandwidths that are the limits."""

    def __init__(self):
        self.lib = ctypes.CDLL("libcuda.so.1")
        self._ok(self.lib.cuInit(0), "cuInit")
        self.stand_in = not hasattr(self.lib, "cuDeviceGetName")
        self.name, self.driver = "stand-in driver", "-"
        self.ctx = ctypes.c_void_p()
        if self.stand_in:
            return
        dev = ctypes.c_int()
        self._ok(self.lib.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
        name = ctypes.create_string_buffer(256)
        self._ok(self.lib.cuDeviceGetName(name, 256, dev), "cuDeviceGetName")
        version = ctypes.c_int()
        self._ok(self.lib.cuDriverGetVersion(ctypes.byref(version)), "cuDriverGetVersion")
        self.name = name.value.decode()
        self.driver = "%d.%d" % (version.value // 1000, version.value % 1000 // 10)
        self._ok(self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(self.ctx), dev),
                 "cuDevicePrimaryCtxRetain")

    @staticmethod
    def _ok(rc, what):
        if rc != 0:
            raise RuntimeError("%s failed with CUDA error %d" % (what, rc))

    def create_stream(self):
        """A non-blocking stream in the primary context (its handle)."""
        stream = ctypes.c_void_p()
        self.lib.cuCtxPushCurrent_v2(self.ctx)
        try:
            self._ok(self.lib.cuStreamCreate(ctypes.byref(stream), 1), "cuStreamCreate")
        finally:
            self.lib.cuCtxPopCurrent_v2(ctypes.byref(ctypes.c_void_p()))
        return stream.value or 0

    def synchronize(self, stream):
        self._ok(self.lib.cuStreamSynchronize(ctypes.c_void_p(stream)), "cuStreamSynchronize")

    def destroy_stream(self, stream):
        self.lib.cuStreamDestroy_v2(ctypes.c_void_p(stream))

    def _timed(self, copy, runs):
        """Median ms of `copy()` between two events on the null stream."""
        lib = self.lib
        start, end = ctypes.c_void_p(), ctypes.c_void_p()
        self._ok(lib.cuEventCreate(ctypes.byref(start), 0), "cuEventCreate")
        self._ok(lib.cuEventCreate(ctypes.byref(end), 0), "cuEventCreate")
        copy()
        times = []
        for _ in range(runs):
            lib.cuEventRecord(start, None)
            copy()
            lib.cuEventRecord(end, None)
            self._ok(lib.cuEventSynchronize(end), "cuEventSynchronize")
            ms = ctypes.c_float()
            lib.cuEventElapsedTime(ctypes.byref(ms), start, end)
            times.append(ms.value)
        lib.cuEventDestroy_v2(start)
        lib.cuEventDestroy_v2(end)
        return float(np.median(times))

    def copy_gbps(self, nbytes, runs):
        """Device-to-device copy of nbytes/2 (nbytes read + written), GB/s."""
        if self.stand_in:
            return None
        lib, half = self.lib, max(nbytes // 2, 4)
        self._ok(lib.cuCtxPushCurrent_v2(self.ctx), "cuCtxPushCurrent")
        a, b = ctypes.c_uint64(), ctypes.c_uint64()
        self._ok(lib.cuMemAlloc_v2(ctypes.byref(a), ctypes.c_size_t(half)), "cuMemAlloc")
        self._ok(lib.cuMemAlloc_v2(ctypes.byref(b), ctypes.c_size_t(half)), "cuMemAlloc")
        try:
            ms = self._timed(lambda: lib.cuMemcpyDtoD_v2(b, a, ctypes.c_size_t(half)), runs)
        finally:
            lib.cuMemFree_v2(a)
            lib.cuMemFree_v2(b)
            lib.cuCtxPopCurrent_v2(ctypes.byref(ctypes.c_void_p()))
        return 2 * half / (ms * 1e6)

    def pinned_h2d_gbps(self, nbytes, runs):
        """Host-to-device copy from page-locked memory, GB/s."""
        if self.stand_in:
            return None
        lib = self.lib
        self._ok(lib.cuCtxPushCurrent_v2(self.ctx), "cuCtxPushCurrent")
        host, dev = ctypes.c_void_p(), ctypes.c_uint64()
        self._ok(lib.cuMemAllocHost_v2(ctypes.byref(host), ctypes.c_size_t(nbytes)),
                 "cuMemAllocHost")
        self._ok(lib.cuMemAlloc_v2(ctypes.byref(dev), ctypes.c_size_t(nbytes)), "cuMemAlloc")
        try:
            ms = self._timed(lambda: lib.cuMemcpyHtoD_v2(dev, host, ctypes.c_size_t(nbytes)),
                             runs)
        finally:
            lib.cuMemFree_v2(dev)
            lib.cuMemFreeHost(host)
            lib.cuCtxPopCurrent_v2(ctypes.byref(ctypes.c_void_p()))
        return nbytes / (ms * 1e6)


def same_bits(got, want):
    got, want = np.asarray(got), np.asarray(want)
    return got.shape == want.shape and got.dtype == want.dtype and \
        got.tobytes() == want.tobytes()


def nan_mask(a, dtype_name):
    """Where `a` holds a NaN (bf16 arrives as its uint16 bits)."""
    if dtype_name == "bf16":
        return ((a & 0x7F80) == 0x7F80) & ((a & 0x7F) != 0)
    if a.dtype.kind == "f":
        return np.isnan(a)
    return np.zeros(a.shape, bool)


def same_values(got, want, dtype_name):
    """The project's rule (docs/semantics.md): equal bits, except that a NaN
    equals any NaN (sign and payload are not compared). Returns (equal,
    whether NaN bits differed)."""
    if same_bits(got, want):
        return True, False
    if got.shape != want.shape or got.dtype != want.dtype:
        return False, False
    nans = nan_mask(got, dtype_name) & nan_mask(want, dtype_name)
    g, w = got.copy(), want.copy()
    g[nans] = 0
    w[nans] = 0
    return same_bits(g, w), True


def vulkan_probe(loader):
    """Whether `loader` (a libvulkan.so.1) has a physical device; probed in
    a child, so that a driver that crashes cannot take the runner with it."""
    probe = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vulkan_probe.py")
    try:
        return subprocess.run([sys.executable, probe, loader], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=120).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False




def vulkan_setup():
    """(whether the Vulkan modules run, a report line). The system's loader
    when there is one, else the pack's (OVRT_VULKAN_LIBRARY); with a device,
    the Vulkan part is judged like the CUDA one, without, it is skipped."""
    if "OVRT_VULKAN_LIBRARY" not in os.environ:
        try:
            ctypes.CDLL("libvulkan.so.1")
        except OSError:
            os.environ["OVRT_VULKAN_LIBRARY"] = os.path.join(HERE, "lib", "libvulkan.so.1")
    loader = os.environ.get("OVRT_VULKAN_LIBRARY", "libvulkan.so.1")
    if vulkan_probe(loader):
        return True, "vulkan: a device through %s: the Vulkan modules run" % loader
    return False, "vulkan: no device through %s: the Vulkan modules are skipped" % loader


def poisoned(shape, dtype):
    """A device buffer filled with 0xA5 bytes: an element the kernels do not
    write shows up as a mismatch."""
    dtype = np.dtype(dtype)
    nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
    host = np.frombuffer(b"\xa5" * nbytes, dtype=dtype).reshape(shape)
    return ovrt.DeviceArray.from_host(host)


def run_device(module, function, inputs, out_specs):
    """Outputs of run_on_device, read back to the host."""
    dev_in = [ovrt.DeviceArray.from_host(a) for a in inputs]
    dev_out = [poisoned(shape, dtype) for shape, dtype in out_specs]
    try:
        module.run_on_device(dev_out, *dev_in, function=function)
        return [d.to_host() for d in dev_out]
    finally:
        for d in dev_in + dev_out:
            d.close()


class Tally:
    """Per op, per entry point: judged, bad; failures listed by case."""

    def __init__(self):
        self.rows, self.failures = {}, []
        self.nan_bits = 0  # results equal but for the bits of some NaN
        self.vulkan_refused = []  # cases ov-compile --target vulkan refused

    def add(self, op, entry, verdict, case_id, detail=""):
        row = self.rows.setdefault(op, {})
        ok, bad, ran, na = row.get(entry, (0, 0, 0, 0))
        if verdict == "ok":
            ok += 1
        elif verdict == "ran":
            ran += 1
        elif verdict == "n/a":
            na += 1
        else:
            bad += 1
            self.failures.append("case %d (%s, %s): %s %s" % (case_id, op, entry, verdict, detail))
        row[entry] = (ok, bad, ran, na)

    def bad(self):
        return len(self.failures)


def first_difference(got, expected):
    """Where the first output that differs differs: output, flat index and
    both values' bits (for the report)."""
    for k, (g, e) in enumerate(zip(got, expected)):
        if same_bits(g, e):
            continue
        if g.shape != e.shape or g.dtype != e.dtype:
            return "output %d: %s %s, expected %s %s" % (k, g.dtype, g.shape, e.dtype, e.shape)
        gb = g.reshape(-1).view(np.uint8).reshape(g.size, -1)
        eb = e.reshape(-1).view(np.uint8).reshape(e.size, -1)
        rows = np.nonzero((gb != eb).any(axis=1))[0]
        i = int(rows[0])
        return "output %d: %d of %d elements differ, first at %d: %r (0x%s), expected %r (0x%s)" % (
            k, len(rows), g.size, i, g.reshape(-1)[i], gb[i][::-1].tobytes().hex(),
            e.reshape(-1)[i], eb[i][::-1].tobytes().hex())
    return "output count %d, expected %d" % (len(got), len(expected))


def judge(got, expected, rejects, judged, dtypes, tally):
    if isinstance(got, Exception):
        return "ok" if rejects else "error"
    if rejects:
        return "accepted what the CPU rejects"
    if not judged:
        return "ran"
    if len(got) != len(expected):
        return "mismatch"
    verdicts = [same_values(g, e, t) for g, e, t in zip(got, expected, dtypes)]
    if any(nan_bits for _, nan_bits in verdicts):
        tally.nan_bits += 1
    return "ok" if all(equal for equal, _ in verdicts) else "mismatch"


def detail(got, expected, verdict, dump, key):
    """The failure's detail; mismatching outputs are kept in `dump`."""
    if isinstance(got, Exception):
        return str(got)
    if verdict != "mismatch":
        return ""
    for k, g in enumerate(got):
        dump["%s_out%d" % (key, k)] = g
    return first_difference(got, expected)


def check_vulkan_case(entry, inputs, expected, dtypes, op, tally, dump, modules):
    """The case's Vulkan module through the host entry (n/a when the
    Vulkan target does not take it)."""
    if not entry.get("vulkan_module"):
        tally.add(op, "vulkan", "n/a", entry["id"])
        if entry.get("vulkan_refused"):
            tally.vulkan_refused.append("case %d: %s" % (entry["id"], entry["vulkan_refused"]))
        return
    path = os.path.join(HERE, entry["vulkan_module"])
    try:
        module = modules.get(path) or modules.setdefault(path, ovrt.Module(path))
        got = [np.array(o) for o in module.run(*inputs, function=entry["function"])]
    except ovrt.Error as e:
        got = e
    # Bit for bit, signed zeros included (the vulkan pipeline's +0.0 sums,
    # docs/vulkan.md "Rounding").
    verdict = judge(got, expected, "rejects" in entry, True, dtypes, tally)
    tally.add(op, "vulkan", verdict, entry["id"],
              detail(got, expected, verdict, dump, "c%d_vulkan" % entry["id"]))


def check_cases(manifest, arrays, judged, args, stream, vulkan=False):
    tally, modules, dump = Tally(), {}, {}
    cases = manifest["cases"][:args.subset] if args.subset else manifest["cases"]
    if args.case_ids:
        wanted = {int(i) for i in args.case_ids.split(",")}
        cases = [c for c in cases if c["id"] in wanted]
    for entry in cases:
        path = os.path.join(HERE, entry["module"])
        module = modules.get(path) or modules.setdefault(path, ovrt.Module(path))
        op = entry["describe"].split("op=")[1].split(",")[0]
        inputs = [arrays[k] for k in entry["inputs"]]
        expected = [arrays[k] for k in entry["outputs"]]
        rejects = "rejects" in entry
        dtypes = [t for t, _ in module.signature(entry["function"])[1]]
        try:
            got = [np.array(o) for o in module.run(*inputs, function=entry["function"])]
        except ovrt.Error as e:
            got = e
        verdict = judge(got, expected, rejects, judged, dtypes, tally)
        tally.add(op, "host", verdict, entry["id"],
                  detail(got, expected, verdict, dump, "c%d_host" % entry["id"]))
        if vulkan:
            check_vulkan_case(entry, inputs, expected, dtypes, op, tally, dump, modules)
        specs = [(e.shape, e.dtype) for e in expected]
        if rejects:
            _, declared = module.signature(entry["function"])
            if any(d < 0 for _, dims in declared for d in dims):
                continue  # no output shape to allocate on the device
            numpy_of = dict(ovrt._DTYPES)  # ovrt dtype name -> numpy (bf16: uint16)
            specs = [(dims, numpy_of[t]) for t, dims in declared]
        for name, runner in (("device", run_device), ("stream", stream)):
            if runner is None:
                continue
            try:
                got = runner(module, entry["function"], inputs, specs)
            except NotOnStreams:
                tally.add(op, name, "n/a", entry["id"])
                continue
            except ovrt.Error as e:
                got = e
            verdict = judge(got, expected, rejects, judged, dtypes, tally)
            tally.add(op, name, verdict, entry["id"],
                      detail(got, expected, verdict, dump, "c%d_%s" % (entry["id"], name)))
    if dump and args.dump:
        np.savez_compressed(args.dump, **dump)
    return tally


class NotOnStreams(Exception):
    """The runtime refuses this function on a stream (by design, for now)."""


def stream_entry(driver):
    """The asynchronous entry (Module.run_on_stream) where this runtime has
    one: enqueued on a stream of the check's own, which it then
    synchronizes."""
    if not hasattr(ovrt.Module, "run_on_stream"):
        return None

    def run(module, function, inputs, out_specs):
        dev_in = [ovrt.DeviceArray.from_host(a) for a in inputs]
        dev_out = [poisoned(shape, dtype) for shape, dtype in out_specs]
        stream = driver.create_stream()
        try:
            module.run_on_stream(dev_out, *dev_in, function=function, stream=stream)
            driver.synchronize(stream)
            return [d.to_host() for d in dev_out]
        except ovrt.Error as e:
            if e.code == "FAILED_PRECONDITION" and "cannot run on a stream" in str(e):
                raise NotOnStreams(str(e)) from None
            raise
        finally:
            driver.destroy_stream(stream)
            for d in dev_in + dev_out:
                d.close()
    return run


def run_stream_check():
    """stream/stream_check.py (run_on_stream on streams of its own and
    under CUDA graph capture) in a child process: its lines and verdict."""
    script = os.path.join(HERE, "stream", "stream_check.py")
    if not os.path.isfile(script):
        return ["not in this pack"], True
    proc = subprocess.run([sys.executable, script], capture_output=True, text=True)
    lines = [l for l in proc.stdout.splitlines() if l.strip() and not l.startswith("  ")]
    if proc.returncode != 0:
        lines += proc.stderr.strip().splitlines()[-5:]
    return lines, proc.returncode == 0


def run_sanitizer(args):
    """compute-sanitizer memcheck over the first cases, in a child process."""
    tool = shutil.which("compute-sanitizer")
    if tool is None:
        return "not run: no compute-sanitizer on PATH"
    command = [tool, "--tool", "memcheck", "--error-exitcode", "7", "--print-limit", "5",
               sys.executable, os.path.abspath(__file__), "--no-bench", "--no-sanitizer",
               "--subset", str(SANITIZER_CASES), "--quiet"]
    proc = subprocess.run(command, capture_output=True, text=True)
    lines = [l for l in (proc.stdout + proc.stderr).splitlines() if l.strip()]
    summary = [l for l in lines if "ERROR SUMMARY" in l]
    # Exit 7 is the sanitizer's own verdict; the child's 1 is a mismatch,
    # which the main run reports.
    errors = [l for l in summary if "ERROR SUMMARY: 0 errors" not in l]
    verdict = "FAILED" if proc.returncode == 7 or errors or not summary else "clean"
    return "%s over %d cases: %s" % (verdict, SANITIZER_CASES,
                                     (summary or lines or ["no output"])[-1].strip())


def workload_inputs(w, arrays):
    data = lowbias32(int(np.prod(w["data_shape"]))).reshape(w["data_shape"])
    if w["boxes"] is None:
        return [data]
    return [data] + [arrays[k] for k in w["boxes"]]


def median_ms(call, runs):
    call()
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        call()
        times.append((time.perf_counter() - t0) * 1e3)
    return float(np.median(times))


def digests(outputs):
    return [hashlib.sha256(np.ascontiguousarray(o).tobytes()).hexdigest() for o in outputs]


def torch_peer(w, inputs, runs):
    """PyTorch CUDA's kernel time (events) and end-to-end time, ms."""
    import torch
    import torch.nn.functional as F
    p = w["params"]
    if w["kind"] == "maxpool":
        pool = F.max_pool3d if len(w["data_shape"]) == 5 else F.max_pool2d
        fn = lambda t: pool(t, p["kernel"], p["stride"], p["pad"], p["dilation"],  # noqa: E731
                            return_indices=p["indices"])
    elif p["mode"] == "avg":
        import torchvision

        def fn(d, r, b):
            boxes5 = torch.cat([b.float()[:, None], r], 1)
            return torchvision.ops.roi_align(d, boxes5, p["pooled"], p["scale"],
                                             p["sampling_ratio"], aligned=False)
    else:
        return None, None
    host = [torch.from_numpy(a) for a in inputs]
    dev = [t.cuda() for t in host]
    fn(*dev)
    torch.cuda.synchronize()
    kernel = []
    for _ in range(runs):
        s, e = torch.cuda.Event(True), torch.cuda.Event(True)
        s.record()
        fn(*dev)
        e.record()
        torch.cuda.synchronize()
        kernel.append(s.elapsed_time(e))

    def e2e():
        r = fn(*[t.cuda() for t in host])
        (r[0] if isinstance(r, tuple) else r).cpu()
        torch.cuda.synchronize()
    return float(np.median(kernel)), median_ms(e2e, runs)


def bench_vulkan(w, inputs, args, row):
    """The workload's Vulkan module through the host entry, beside CUDA's."""
    if not w.get("vulkan_module"):
        row["vk_note"] = w.get("vulkan_refused") or "no Vulkan build"
        return
    try:
        module = ovrt.Module(os.path.join(HERE, w["vulkan_module"]))
        out = [np.array(o) for o in module.run(*inputs, function=w["function"])]
        row["vk_ok"] = digests(out) == [o["sha256"] for o in w["outputs"]]
        del out
        row["vk_ms"] = median_ms(lambda: module.run(*inputs, function=w["function"]),
                                 args.runs)
    except ovrt.Error as e:
        row["vk_ok"], row["vk_note"] = False, str(e)


def bench_workload(w, arrays, args, driver, has_torch, judged, vulkan=False):
    module = ovrt.Module(os.path.join(HERE, w["module"]))
    inputs = workload_inputs(w, arrays)
    want = [o["sha256"] for o in w["outputs"]]
    row = {"name": w["name"]}
    host_out = [np.array(o) for o in module.run(*inputs, function=w["function"])]
    row["host_ok"] = digests(host_out) == want if judged else None
    del host_out
    row["host_ms"] = median_ms(lambda: module.run(*inputs, function=w["function"]), args.runs)
    dev_in = [ovrt.DeviceArray.from_host(a) for a in inputs]
    dev_out = [poisoned(o["shape"], o["dtype"]) for o in w["outputs"]]
    try:
        call = lambda: module.run_on_device(dev_out, *dev_in, function=w["function"])  # noqa
        call()
        row["dev_ok"] = digests([d.to_host() for d in dev_out]) == want if judged else None
        row["dev_ms"] = median_ms(call, args.runs)
    finally:
        for d in dev_in + dev_out:
            d.close()
    moved = w["input_bytes"] + sum(o["bytes"] for o in w["outputs"])
    row["MB"] = moved / 1e6
    row["dev_GBps"] = moved / (row["dev_ms"] * 1e6)
    row["copy_GBps"] = driver.copy_gbps(moved, args.runs)
    row["host_GBps"] = moved / (row["host_ms"] * 1e6)
    if has_torch:
        row["torch_ms"], row["torch_e2e_ms"] = torch_peer(w, inputs, args.runs)
    if vulkan:
        bench_vulkan(w, inputs, args, row)
    return row


def run_ncu(names):
    """Kernel time, registers, occupancy and DRAM throughput per kernel of the
    named workloads, from ncu in a child process (raw report returned)."""
    tool = shutil.which("ncu")
    if tool is None:
        return "not run: no ncu on PATH"
    metrics = ("gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,"
               "launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active,"
               "launch__grid_size,launch__block_size")
    command = [tool, "--clock-control", "none", "--metrics", metrics, sys.executable,
               os.path.abspath(__file__), "--no-cases", "--no-sanitizer", "--no-torch",
               "--runs", "1", "--only", names, "--quiet"]
    proc = subprocess.run(command, capture_output=True, text=True)
    return proc.stdout + proc.stderr


class Printed(list):
    """The report's lines, each printed as soon as it is known (a run cut
    short by a time limit still shows what it did)."""

    def append(self, line):
        print(line, flush=True)
        super().append(line)


def print_cases(tally, out):
    entries = ("host", "device", "stream", "vulkan")
    out.append("cases: bit for bit against the CPU modules, a NaN equal to any NaN "
               "(ok/bad; 'ran': not judged; 'n/a': refused on a stream by design, or "
               "no Vulkan build: refused by the compiler)")
    out.append("  %-10s" % "op" + "".join("%18s" % e for e in entries))
    for op in sorted(tally.rows):
        cells = []
        for e in entries:
            ok, bad, ran, na = tally.rows[op].get(e, (0, 0, 0, 0))
            text = "-" if ok + bad + ran + na == 0 else "%d/%d" % (ok, bad)
            text += (" ran %d" % ran if ran else "") + (" n/a %d" % na if na else "")
            cells.append("%18s" % text)
        out.append("  %-10s" % op + "".join(cells))
    if tally.nan_bits:
        out.append("  equal but for NaN sign/payload bits (allowed): %d results" % tally.nan_bits)
    if tally.vulkan_refused:
        out.append("  vulkan n/a: %d cases the Vulkan target refused at compile time, e.g. %s"
                   % (len(tally.vulkan_refused), tally.vulkan_refused[0]))
    for f in tally.failures[:40]:
        out.append("  FAIL " + f)


def fmt(v):
    if v is None:
        return "-"
    if isinstance(v, bool):
        return "yes" if v else "NO"
    return "%.3f" % v if isinstance(v, float) else str(v)


def print_bench(rows, out):
    keys = ["name", "MB", "host_ms", "dev_ms", "torch_ms", "torch_e2e_ms", "dev_GBps",
            "copy_GBps", "host_GBps", "host_pct_pinned", "host_ok", "dev_ok", "vk_ms",
            "vk_ok"]
    out.append("bench: medians; *_ok = outputs' SHA-256 equal the CPU's")
    out.append(" ".join("%13s" % k for k in keys))
    for r in rows:
        out.append(" ".join("%13s" % fmt(r.get(k)) for k in keys))
        if r.get("vk_note"):
            out.append("  %s: vulkan: %s" % (r["name"], r["vk_note"]))


def host_path_summary(rows, pinned):
    """The host entry's best bandwidth against the pinned copy's."""
    best = max(rows, key=lambda r: r["host_GBps"], default=None)
    if best is None or not pinned:
        return "host entry: best %s GB/s (%s); pinned copy not measured" % (
            fmt(best and best["host_GBps"]), best and best["name"])
    pct = 100 * best["host_GBps"] / pinned
    return "host entry: best %.1f GB/s (%s) = %.0f %% of the pinned copy (target 70 %%: %s)" % (
        best["host_GBps"], best["name"], pct, "met" if pct >= 70 else "missed")


def call_overhead_figures(calls):
    """call_overhead.py's figures on the pack's small module, and lines."""
    import call_overhead
    binary = os.path.join(HERE, "bin", "call_overhead")
    res = call_overhead.measure(os.path.join(HERE, "modules", "call_overhead.so"), "pool",
                                calls, binary if os.access(binary, os.X_OK) else None)
    return res, ["overhead: " + line for line in call_overhead.report(res)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--only", default="", help="workloads whose names contain one of these")
    ap.add_argument("--subset", type=int, default=0, help="only the first N cases")
    ap.add_argument("--case-ids", default="", help="only these cases (comma-separated ids)")
    ap.add_argument("--dump", help="keep mismatching outputs in this .npz")
    ap.add_argument("--no-cases", action="store_true")
    ap.add_argument("--no-bench", action="store_true")
    ap.add_argument("--no-sanitizer", action="store_true")
    ap.add_argument("--no-torch", action="store_true")
    ap.add_argument("--ncu", default="", help="workloads to profile with ncu")
    ap.add_argument("--no-overhead", action="store_true")
    ap.add_argument("--no-vulkan", action="store_true")
    ap.add_argument("--overhead-calls", type=int, default=2000)
    ap.add_argument("--json", help="write the results here too")
    ap.add_argument("--quiet", action="store_true", help="no progress lines")
    args = ap.parse_args()
    with open(os.path.join(HERE, "pack.json")) as f:
        manifest = json.load(f)
    arrays = np.load(os.path.join(HERE, "cases.npz"))
    driver = Driver()
    judged = not driver.stand_in
    out = Printed()
    out.append("GPU check: %s, driver %s; pack %s made %s" % (
        driver.name, driver.driver, manifest["commit"], manifest["made"]))
    result = {"device": driver.name, "driver": driver.driver, "commit": manifest["commit"]}
    failed = False
    vulkan, line = vulkan_setup() if not args.no_vulkan else (False, "vulkan: not asked for")
    out.append(line)
    result["vulkan"] = line
    if not args.no_cases:
        tally = check_cases(manifest, arrays, judged, args, stream_entry(driver), vulkan)
        print_cases(tally, out)
        result["cases"] = {"rows": tally.rows, "failures": tally.failures}
        failed |= tally.bad() > 0 or not tally.rows
    if not args.no_cases and judged:
        lines, ok = run_stream_check()
        out.append("streams (stream/stream_check.py): " + ("passed" if ok else "FAILED"))
        for line in lines:
            out.append("  " + line)
        result["streams"] = lines
        failed |= not ok
    if not args.no_sanitizer and judged:
        result["sanitizer"] = run_sanitizer(args)
        out.append("sanitizer: " + result["sanitizer"])
        failed |= "FAILED" in result["sanitizer"]
    if not args.no_bench:
        has_torch = False
        if not args.no_torch and judged:
            try:
                import torch
                has_torch = torch.cuda.is_available()
            except ImportError:
                pass
        pick = [s for s in args.only.split(",") if s]
        rows = []
        for w in manifest["workloads"]:
            if pick and not any(s in w["name"] for s in pick):
                continue
            rows.append(bench_workload(w, arrays, args, driver, has_torch, judged, vulkan))
            if not args.quiet:
                print("bench: " + " ".join("%s=%s" % (k, fmt(v)) for k, v in rows[-1].items()),
                      file=sys.stderr, flush=True)
        pinned = driver.pinned_h2d_gbps(256 << 20, 5) if rows else None
        for r in rows:
            r["host_pct_pinned"] = 100 * r["host_GBps"] / pinned if pinned else None
        print_bench(rows, out)
        out.append("pinned host-to-device copy: %s GB/s; peers: %s" % (
            fmt(pinned), "PyTorch " + __import__("torch").__version__ if has_torch else "none"))
        out.append(host_path_summary(rows, pinned))
        result["bench"], result["pinned_h2d_GBps"] = rows, pinned
        failed |= not rows or any(r.get(k) is False for r in rows
                                  for k in ("host_ok", "dev_ok", "vk_ok"))
    if not args.no_overhead:
        result["overhead"], lines = call_overhead_figures(args.overhead_calls)
        for line in lines:
            out.append(line)
    if args.ncu and judged:
        result["ncu"] = run_ncu(args.ncu)
        out.append("ncu:\n" + "\n".join(
            l for l in result["ncu"].splitlines()
            if any(m in l for m in ("gpu__time", "dram__", "registers", "warps_active",
                                     "grid_size", "block_size", ")x(", "==PROF==", "==ERROR==")))
            [-400:])
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1, default=str)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
