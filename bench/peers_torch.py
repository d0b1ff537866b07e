#!/usr/bin/python3
"""PyTorch peer of the benchmark, and the correctness spot check of ours.

  /usr/bin/python3 bench/peers_torch.py --workloads FILE --threads T
      [--warmup N] [--runs N] [--no-cold] [--only NAMES] [--check-dir DIR]

Times torch.nn.functional.max_pool2d/3d (with and without return_indices)
and torchvision.ops.roi_align(aligned=False) on the workloads bench.py wrote,
with the same inputs as every other system (WORKLOADS.md's lowbias32 formula;
the ROIAlign boxes from the .npy files). Prints RESULT/INFO/CHECK lines for
bench.py. Run in its own process per thread count: OMP_NUM_THREADS=T is set
before start and torch.set_num_threads(T) here.

With --check-dir, compares the samples of our outputs that `ovbench ours`
wrote there with torch's outputs at the same positions:
  MaxPool values exactly; indices exactly, except at ties, where our index
  must point into the same window at an element equal to the max;
  ROIAlign avg within 2e-5 relative + 2e-6 absolute (torchvision sums the
  samples then divides, ours divides each sample: the rounding differs);
  ROIAlign max (no peer): the first 4 ROIs against examples/reference.py.
"""

import argparse
import os
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F
import torchvision

HERE = os.path.dirname(os.path.abspath(__file__))


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


def ints(text):
    return [int(v) for v in text.split(",")]


def lowbias32(h):
    h = h.copy()
    h ^= h >> np.uint32(16)
    h *= np.uint32(0x7FEB352D)
    h ^= h >> np.uint32(15)
    h *= np.uint32(0x846CA68B)
    h ^= h >> np.uint32(16)
    return h


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


class Flusher:
    """Reads and writes every cache line of a 64 MiB buffer."""

    def __init__(self):
        self.buf = np.ones((64 << 20) // 8, dtype=np.uint64)

    def flush(self):
        self.buf[::8] += np.uint64(1)


def time_runs(fn, warmup, runs, flusher=None):
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(runs):
        if flusher:
            flusher.flush()
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1e3)
    return times


def result(w, threads, cache, times, system="torch"):
    t = np.sort(np.array(times))
    print(f"RESULT system={system} name={w['name']} variant={w['variant']} "
          f"threads={threads} cache={cache} median_ms={np.median(t):.4f} "
          f"min_ms={t[0]:.4f} max_ms={t[-1]:.4f} runs={len(t)}", flush=True)


def check_line(w, threads, ok, detail):
    print(f"CHECK name={w['name']} variant={w['variant']} threads={threads} "
          f"ok={int(ok)} {detail}", flush=True)


def load_samples(check_dir, w):
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


def check_maxpool(w, threads, x, values, indices, samples):
    pos, ours = samples
    kernel, strides = ints(w["kernel"]), ints(w["strides"])
    pads, dil = ints(w["pads_begin"]), ints(w["dilations"])
    ref_v = values.reshape(-1)[pos]
    bad_v = int(np.count_nonzero(ours[0] != ref_v))
    detail = f"values_mismatch={bad_v}/{len(pos)}"
    ok = bad_v == 0
    if indices is None:
        check_line(w, threads, ok, detail)
        return
    spatial_in = x.shape[2:]
    spatial_out = values.shape[2:]
    in_plane = int(np.prod(spatial_in))
    out_plane = int(np.prod(spatial_out))
    plane = pos // out_plane
    # torch's indices are per (n, c) plane; MaxPool-8 (axis 0) flattens all.
    ref_i = indices.reshape(-1)[pos] + plane * in_plane
    ours_i = ours[1]
    diff = np.nonzero(ours_i != ref_i)[0]
    ties = 0
    bad_i = 0
    if len(diff):
        oi = ours_i[diff]
        good = (oi >= plane[diff] * in_plane) & (oi < (plane[diff] + 1) * in_plane)
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
    check_line(w, threads, ok and bad_i == 0, detail)


def check_roi(w, threads, ref, samples, rtol=2e-5, atol=2e-6):
    pos, ours = samples
    want = ref.reshape(-1)[pos]
    err = np.abs(ours[0].astype(np.float64) - want.astype(np.float64))
    bad = int(np.count_nonzero(~(err <= atol + rtol * np.abs(want))))
    rel = err / np.maximum(np.abs(want), 1e-3)
    check_line(w, threads, bad == 0,
               f"mismatch={bad}/{len(pos)} max_abs_err={err.max():.3g} "
               f"max_rel_err={rel.max():.3g}")


def check_roi_max(w, threads, x, rois, batch, samples):
    """No peer has OpenVINO's max mode: the first 4 ROIs (the samples'
    prefix) against the NumPy reference written from docs/semantics.md."""
    sys.path.insert(0, os.path.join(HERE, "..", "examples"))
    import reference  # noqa: E402

    pos, ours = samples
    k = 4
    ref = reference.roi_align(x, rois[:k], batch[:k], int(w["pooled_h"]),
                              int(w["pooled_w"]), int(w["sampling_ratio"]),
                              float(w["spatial_scale"]), "max")
    n = ref.size
    sel = pos < n
    want = ref.reshape(-1)[pos[sel]]
    err = np.abs(ours[0][sel].astype(np.float64) - want)
    bad = int(np.count_nonzero(~(err <= 1e-6 + 1e-5 * np.abs(want))))
    check_line(w, threads, bad == 0,
               f"mismatch={bad}/{int(sel.sum())} (first {k} ROIs vs "
               f"examples/reference.py) max_abs_err={err.max():.3g}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--workloads", required=True)
    ap.add_argument("--threads", type=int, required=True)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--no-cold", action="store_true")
    ap.add_argument("--only", default="")
    ap.add_argument("--check-dir", default="")
    a = ap.parse_args()

    torch.set_num_threads(a.threads)
    info = torch.__config__.parallel_info().splitlines()
    backend = next((l.split(":", 1)[1].strip() for l in info
                    if "parallel backend" in l), "?")
    print(f"INFO system=torch version={torch.__version__} "
          f"torchvision={torchvision.__version__} "
          f"num_threads={torch.get_num_threads()} "
          f"omp_num_threads={os.environ.get('OMP_NUM_THREADS', '')} "
          f"backend={backend.replace(' ', '_')}", flush=True)
    flusher = Flusher()
    only = [s for s in a.only.split(",") if s]
    torch.set_grad_enabled(False)

    for w in parse_workloads(a.workloads):
        if only and not any(s in w["name"] for s in only):
            continue
        x_np = make_input(ints(w["shape"]))
        x = torch.from_numpy(x_np)
        samples = load_samples(a.check_dir, w) if a.check_dir else None
        if w["kind"] == "maxpool":
            kernel, strides = ints(w["kernel"]), ints(w["strides"])
            pb, pe = ints(w["pads_begin"]), ints(w["pads_end"])
            dil = ints(w["dilations"])
            assert pb == pe, "torch pads symmetrically"
            pool = F.max_pool3d if len(kernel) == 3 else F.max_pool2d
            idx = w["variant"] == "idx"

            def fn():
                return pool(x, kernel, strides, pb, dil, False, idx)

            out = fn()
            values, indices = (out if idx else (out, None))
            print(f"INFO system=torch name={w['name']} variant={w['variant']} "
                  f"threads={a.threads} input_bitsum={bitsum(x_np)} "
                  f"out0_bitsum={bitsum(values.numpy())}", flush=True)
            if samples:
                check_maxpool(w, a.threads, x_np, values.numpy(),
                              None if indices is None else indices.numpy(),
                              samples)
        else:
            rois_np = np.load(w["rois"])
            batch_np = np.load(w["batch"])
            if w["variant"] == "max":
                if samples:
                    check_roi_max(w, a.threads, x_np, rois_np, batch_np,
                                  samples)
                continue
            boxes = torch.from_numpy(np.concatenate(
                [batch_np.astype(np.float32)[:, None], rois_np], axis=1))
            ph, pw = int(w["pooled_h"]), int(w["pooled_w"])
            scale = float(w["spatial_scale"])
            sr = int(w["sampling_ratio"])

            def fn():
                return torchvision.ops.roi_align(x, boxes, (ph, pw), scale, sr,
                                                 aligned=False)

            ref = fn()
            print(f"INFO system=torch name={w['name']} variant={w['variant']} "
                  f"threads={a.threads} input_bitsum={bitsum(x_np)}",
                  flush=True)
            if samples:
                check_roi(w, a.threads, ref.numpy(), samples)
        result(w, a.threads, "hot", time_runs(fn, a.warmup, a.runs))
        if not a.no_cold:
            result(w, a.threads, "cold", time_runs(fn, 0, a.runs, flusher))


if __name__ == "__main__":
    main()
