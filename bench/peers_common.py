# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What the Python benchmark drivers share (bench.py and peers_*.py).

The workload file bench.py writes, WORKLOADS.md's input formula, the cache
flush and timing method (the same as bench/common.h's for the C++ drivers),
the RESULT/INFO/CHECK lines bench.py parses, the machine description printed
with every result, and the checks of our sampled outputs against a peer's.
Needs NumPy only: it is imported by Debian's python3 (bench.py, torch) and by
the test venv's (OpenVINO, onnxruntime).
"""

import glob
import os
import sys
import time

import numpy as np

# WORKLOADS.md's hash, written once: in the NumPy reference.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "examples"))
from reference import lowbias32  # noqa: E402

MIN_BIG_BUFFER = 64 << 20


def parse_workloads(path):
    out = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            kind, *tokens = line.split()
            kv = dict(t.split("=", 1) for t in tokens)
            kv["kind"] = kind
            out.append(kv)
    return out


def selected(w, only):
    return not only or any(s in w["name"] for s in only)


def ints(text):
    return [int(v) for v in text.split(",")]


_input_cache = {}


def make_input(shape):
    """WORKLOADS.md: x[i] = float(lowbias32(i) >> 8) * 2^-24 - 0.5."""
    key = tuple(shape)
    if key not in _input_cache:
        _input_cache.clear()
        n = int(np.prod(shape))
        bits = lowbias32(np.arange(n, dtype=np.uint32)) >> np.uint32(8)
        x = bits.astype(np.float32)
        x *= np.float32(2.0**-24)
        x -= np.float32(0.5)
        _input_cache[key] = x.reshape(shape)
    return _input_cache[key]


def bitsum(a):
    return int(np.ascontiguousarray(a).view(np.uint32).sum(dtype=np.uint64))


# --- The machine ----------------------------------------------------------------

def _size_bytes(text):
    text = text.strip()
    unit = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}.get(text[-1:], 1)
    return int(text.rstrip("KMG")) * unit


def caches():
    """cpu0's data and unified caches from sysfs: [(level, bytes)], the
    last-level cache last."""
    out = []
    for d in sorted(glob.glob("/sys/devices/system/cpu/cpu0/cache/index*")):
        try:
            with open(os.path.join(d, "type")) as f:
                kind = f.read().strip()
            with open(os.path.join(d, "level")) as f:
                level = int(f.read())
            with open(os.path.join(d, "size")) as f:
                size = _size_bytes(f.read())
        except (OSError, ValueError):
            continue
        if kind != "Instruction":
            out.append((level, size))
    return sorted(out)


def big_buffer_bytes():
    """The cold-cache flush buffer and each STREAM array: 4x the last-level
    cache, at least 64 MiB (bench/common.h's bigBufferBytes says the same)."""
    c = caches()
    return max(MIN_BIG_BUFFER, 4 * c[-1][1]) if c else MIN_BIG_BUFFER


ISA_FLAGS = ("avx2", "avx512f", "avx512_bf16", "amx_tile", "amx_bf16",
             "amx_int8")


def machine_info():
    """dict(cpu=, isa=, caches=): the CPU model, the ISA flags that matter
    here (from /proc/cpuinfo) and the cache sizes."""
    model, flags = "?", set()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                key = key.strip()
                if key == "model name" and model == "?":
                    model = value.strip()
                elif key == "flags" and not flags:
                    flags = set(value.split())
    except OSError:
        pass
    isa = [f for f in ISA_FLAGS if f in flags] or ["none-of-" + "/".join(ISA_FLAGS)]
    cache = ",".join(f"L{lvl}={size >> 10}K" for lvl, size in caches())
    return dict(cpu=model.replace(" ", "_"), isa=",".join(isa),
                caches=cache or "?", cpus=os.cpu_count())


def machine_line():
    m = machine_info()
    return (f"CPU {m['cpu'].replace('_', ' ')} ({m['cpus']} logical CPUs); "
            f"ISA {m['isa']}; caches {m['caches']}; flush buffer and STREAM "
            f"arrays {big_buffer_bytes() >> 20} MiB")


# --- Timing -----------------------------------------------------------------------

class Flusher:
    """Reads and writes every cache line of a buffer of big_buffer_bytes()."""

    def __init__(self):
        self.buf = np.ones(big_buffer_bytes() // 8, dtype=np.uint64)

    def flush(self):
        self.buf[::8] += np.uint64(1)


# A pass stops early, once it has this many timed runs, where it has used
# up its --max-seconds (OpenVINO's reference kernels take seconds a call).
MIN_RUNS = 3


def time_runs(fn, warmup, runs, flusher=None, max_seconds=float("inf")):
    """`warmup` untimed calls (fewer where they pass a quarter of
    max_seconds), then up to `runs` timed calls (at least MIN_RUNS, fewer
    where the pass passes max_seconds); the times in ms."""
    start = time.perf_counter()
    for _ in range(warmup):
        fn()
        if time.perf_counter() - start > max_seconds / 4:
            break
    start = time.perf_counter()
    times = []
    for _ in range(runs):
        if flusher:
            flusher.flush()
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1e3)
        if len(times) >= MIN_RUNS and time.perf_counter() - start > max_seconds:
            break
    return times


def result(system, w, threads, cache, times):
    t = np.sort(np.array(times))
    print(f"RESULT system={system} name={w['name']} variant={w['variant']} "
          f"threads={threads} cache={cache} median_ms={np.median(t):.4f} "
          f"min_ms={t[0]:.4f} max_ms={t[-1]:.4f} runs={len(t)}", flush=True)


def time_both(system, w, threads, fn, a, flusher):
    """The hot pass after a.warmup calls, then the cold pass unless
    a.no_cold."""
    result(system, w, threads, "hot",
           time_runs(fn, a.warmup, a.runs, max_seconds=a.max_seconds))
    if not a.no_cold:
        result(system, w, threads, "cold",
               time_runs(fn, 0, a.runs, flusher, a.max_seconds))


def add_driver_options(ap):
    ap.add_argument("--workloads", required=True)
    ap.add_argument("--threads", type=int, required=True)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--max-seconds", type=float, default=20.0,
                    help="per pass: stop after this long once "
                    f"{MIN_RUNS} runs are timed")
    ap.add_argument("--no-cold", action="store_true")
    ap.add_argument("--only", default="")
    ap.add_argument("--check-dir", default="")


# --- Checks of our sampled outputs ----------------------------------------------

def check_line(peer, w, threads, ok, detail):
    print(f"CHECK peer={peer} name={w['name']} variant={w['variant']} "
          f"threads={threads} ok={int(ok)} {detail}", flush=True)


def load_samples(check_dir, w):
    """The positions and values of our outputs that `ovbench ours` wrote."""
    base = os.path.join(check_dir, f"{w['name']}.{w['variant']}")
    if not os.path.exists(base + ".pos.npy"):
        return None
    pos = np.load(base + ".pos.npy")
    outs = []
    i = 0
    while os.path.exists(f"{base}.out{i}.npy"):
        outs.append(np.load(f"{base}.out{i}.npy"))
        i += 1
    return pos, outs


def check_maxpool(peer, w, threads, x, values, indices, samples,
                  per_plane=False, allow_ties=False):
    """Values bit-exact; indices (flat over the whole input like MaxPool-8
    with axis 0, or per (n, c) plane with `per_plane`) exact, or with
    `allow_ties` pointing at another element equal to the max in the same
    window (counted as ties)."""
    pos, ours = samples
    kernel, strides = ints(w["kernel"]), ints(w["strides"])
    pads, dil = ints(w["pads_begin"]), ints(w["dilations"])
    ref_v = np.asarray(values).reshape(-1)[pos]
    bad_v = int(np.count_nonzero(ours[0].view(np.uint32) !=
                                 ref_v.astype(np.float32).view(np.uint32)))
    detail = f"values_mismatch={bad_v}/{len(pos)}"
    ok = bad_v == 0
    if indices is None:
        check_line(peer, w, threads, ok, detail)
        return
    spatial_in = x.shape[2:]
    spatial_out = np.asarray(values).shape[2:]
    in_plane = int(np.prod(spatial_in))
    out_plane = int(np.prod(spatial_out))
    plane = pos // out_plane
    ref_i = np.asarray(indices).reshape(-1)[pos].astype(np.int64)
    if per_plane:
        ref_i = ref_i + plane * in_plane
    ours_i = ours[1].astype(np.int64)
    diff = np.nonzero(ours_i != ref_i)[0]
    ties = 0
    bad_i = len(diff)
    if len(diff) and allow_ties:
        oi = ours_i[diff]
        good = ((oi >= plane[diff] * in_plane) &
                (oi < (plane[diff] + 1) * in_plane))
        oi_c = np.clip(oi, 0, x.size - 1)
        good &= x.reshape(-1)[oi_c] == ours[0][diff]
        in_coords = np.unravel_index(oi_c % in_plane, spatial_in)
        out_coords = np.unravel_index(pos[diff] % out_plane, spatial_out)
        for ic, oc, k, s, p, d in zip(in_coords, out_coords, kernel, strides,
                                      pads, dil):
            rel = ic + p - oc * s
            good &= (rel >= 0) & (rel <= (k - 1) * d) & (rel % d == 0)
        ties = int(np.count_nonzero(good))
        bad_i = len(diff) - ties
    detail += f" indices_mismatch={bad_i} ties={ties}"
    check_line(peer, w, threads, ok and bad_i == 0, detail)


# ROIAlign: ours divides each sample by the count, the peers sum first and
# divide once (or interpolate in another order): the rounding differs.
ROI_RTOL, ROI_ATOL = 2e-5, 2e-6


def check_roi(peer, w, threads, ref, samples, rtol=ROI_RTOL, atol=ROI_ATOL):
    pos, ours = samples
    want = np.asarray(ref).reshape(-1)[pos]
    err = np.abs(ours[0].astype(np.float64) - want.astype(np.float64))
    bad = int(np.count_nonzero(~(err <= atol + rtol * np.abs(want))))
    rel = err / np.maximum(np.abs(want), 1e-3)
    check_line(peer, w, threads, bad == 0,
               f"mismatch={bad}/{len(pos)} max_abs_err={err.max():.3g} "
               f"max_rel_err={rel.max():.3g}")
