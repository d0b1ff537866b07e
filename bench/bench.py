#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The CPU benchmark of ov-mlir against OpenVINO's CPU plugin, onnxruntime,
PyTorch and oneDNN (issues 5, 14 and 16).

Run through bench/run.sh, which installs the peers, builds the project and
the drivers, then calls

  /usr/bin/python3 bench/bench.py --build-dir BUILD [--quick] [--runs N]
      [--warmup N] [--threads 1,2] [--only NAMES] [--no-cold] [--no-torch]
      [--no-dnnl] [--no-openvino] [--no-ort] [--max-seconds S]
      [--results DIR]

The workloads are bench/WORKLOADS.md's, defined once in workloads.py. This
script writes each one as a small .mlir model (BUILD/bench/models/, outside
the source tree), compiles it with `ov-compile --timing`, writes the ROIAlign
boxes, then for each thread count runs, each in its own process with
OVRT_NUM_THREADS (libovrt's pool, our modules) and OMP_NUM_THREADS (the
--base-build's OpenMP modules, the peers) set before start:
STREAM copy and ours (build/bench/ovbench), oneDNN (build/bench/dnnlbench),
PyTorch (bench/peers_torch.py), OpenVINO (bench/peers_openvino.py) and
onnxruntime (bench/peers_onnxruntime.py), the last two with the test venv's
python (.venv). The Python peers also check our outputs. It prints the table
and the targets of issue 14, and writes results/results.csv, results/raw.csv,
results/table.txt and results/ratios.png.

  /usr/bin/python3 bench/bench.py --write-models DIR

only writes the models into DIR (test/Integration/ptxas.test and
bench/gpu/sass_stats.py compile them).
"""

import argparse
import os
import re
import subprocess
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from peers_common import machine_line  # noqa: E402
from report import TARGET, log, parse_kv, report  # noqa: E402
from systems import PEERS, SYSTEMS  # noqa: E402
from workloads import (BOX_KINDS, make_boxes, model_text, roi_work,  # noqa: E402
                       workloads)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VENV_PYTHON = os.path.join(ROOT, ".venv", "bin", "python")


# --- Running ------------------------------------------------------------------

def run_proc(cmd, env, what, relabel=False):
    """Runs a driver; returns its stdout lines (stderr passes through).
    relabel: our driver run on the base build's modules, reported as
    system 'base'."""
    t0 = time.time()
    lines = []
    with subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE,
                          text=True) as p:
        for line in p.stdout:
            line = line.rstrip("\n")
            if relabel:
                line = line.replace("system=ours", "system=base")
            lines.append(line)
            if line.startswith("RESULT ") and " cache=hot " in line:
                kv = parse_kv(line)
                log(f"  {kv['system']} {kv['name']}.{kv['variant']}: "
                    f"{kv['median_ms']} ms")
    rc = p.returncode
    if rc != 0:
        log(f"{what}: exit code {rc} after {time.time() - t0:.0f} s "
            f"(results so far are kept)")
    else:
        log(f"{what}: {time.time() - t0:.0f} s")
    return lines, rc


def model_base(w):
    return f"{w['name']}.{w['variant']}"


def write_models(ws, models):
    """Writes each workload's model as MODELS/<name>.<variant>.mlir (a file
    that already holds the text is left alone, so its time stamp stays)."""
    os.makedirs(models, exist_ok=True)
    for w in ws:
        mlir = os.path.join(models, model_base(w) + ".mlir")
        text = model_text(w)
        if not os.path.exists(mlir) or open(mlir).read() != text:
            with open(mlir, "w") as f:
                f.write(text)


def compile_models(ws, build, models, out_dir, extra_flags):
    ov_compile = os.path.join(build, "tools", "ov-compile", "ov-compile")
    os.makedirs(out_dir, exist_ok=True)
    times = {}
    for w in ws:
        base = model_base(w)
        mlir = os.path.join(models, base + ".mlir")
        so = os.path.join(out_dir, base + ".so")
        cmd = [ov_compile, mlir, "--target", "cpu", "-o", so, "--timing"]
        cmd += extra_flags
        t0 = time.time()
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True)
        wall = (time.time() - t0) * 1e3
        if p.returncode != 0:
            log(f"ov-compile {base} failed:\n{p.stderr.strip()}")
            times[base] = None
            w["so"] = None
            continue
        m = re.search(r"timing: total ([0-9.]+) ms", p.stdout)
        times[base] = (float(m.group(1)) if m else None, wall)
        # ROIAlign's width: the bound's lanes (its family-vector-bits
        # entry, else vector-bits, which every family not listed uses).
        t = (re.search(r"family-vector-bits=\S*\bROIAlign:([0-9]+)",
                       p.stdout) or
             re.search(r"target: vector-bits=([0-9]+)", p.stdout))
        if t:
            TARGET["vector_bits"] = int(t.group(1))
        w["so"] = so
    return times


def write_workload_file(ws, path):
    with open(path, "w") as f:
        for w in ws:
            w.setdefault("so", None)
            if not w["so"]:
                w["so"] = "-"  # ov-compile failed: the peers still run
            keys = ["name", "variant", "so", "shape", "out_shape"]
            if w["kind"] == "maxpool":
                keys += ["kernel", "strides", "pads_begin", "pads_end",
                         "dilations"]
            elif w["kind"] == "avgpool":
                keys += ["kernel", "strides", "pads_begin", "pads_end",
                         "exclude_pad", "dilations"]
            else:
                keys += ["rois", "batch", "pooled_h", "pooled_w",
                         "sampling_ratio", "spatial_scale"]
            toks = []
            for k in keys:
                v = w[k]
                if isinstance(v, (tuple, list)):
                    v = ",".join(str(x) for x in v)
                toks.append(f"{k}={v}")
            f.write(w["kind"] + " " + " ".join(toks) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    ap.add_argument("--quick", action="store_true",
                    help="1 warm-up and 3 runs (development only)")
    ap.add_argument("--runs", type=int)
    ap.add_argument("--warmup", type=int)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--only", default="",
                    help="comma-separated substrings of workload names")
    ap.add_argument("--no-cold", action="store_true")
    ap.add_argument("--repeat", type=int, default=1,
                    help="rounds of separate processes per system; the table "
                         "shows the median of their medians, the min of "
                         "their mins and the max of their maxes")
    ap.add_argument("--no-torch", action="store_true")
    ap.add_argument("--no-dnnl", action="store_true")
    ap.add_argument("--no-openvino", action="store_true")
    ap.add_argument("--no-ort", action="store_true")
    ap.add_argument("--max-seconds", type=float, default=20.0,
                    help="the Python peers' time per pass: timing stops "
                         "after it once 3 runs are in (OpenVINO's reference "
                         "kernels take seconds a call)")
    ap.add_argument("--venv-python", default=VENV_PYTHON,
                    help="the python of the test venv (openvino, onnxruntime)")
    ap.add_argument("--results", default=os.path.join(HERE, "results"))
    ap.add_argument("--ov-compile-flag", action="append", default=[],
                    help="extra flag for ov-compile (repeatable)")
    ap.add_argument("--base-build", default="",
                    help="another build of ov-mlir (e.g. the main branch's): "
                         "its ov-compile's modules run through our driver "
                         "as system 'base', beside ours in the same run")
    ap.add_argument("--write-models", metavar="DIR",
                    help="only write the workloads' .mlir models into DIR")
    a = ap.parse_args()
    if a.write_models:
        write_models(workloads(), a.write_models)
        return
    if a.base_build:
        SYSTEMS.insert(1, "base")
        PEERS.insert(0, "base")
    runs = a.runs or (3 if a.quick else 21)
    warmup = a.warmup if a.warmup is not None else (1 if a.quick else 3)
    threads = [int(t) for t in a.threads.split(",")]
    only = [s for s in a.only.split(",") if s]
    build = os.path.abspath(a.build_dir)
    work = os.path.join(build, "bench")
    os.makedirs(a.results, exist_ok=True)

    ws = [w for w in workloads()
          if not only or any(s in w["name"] for s in only)]
    models = os.path.join(work, "models")
    write_models(ws, models)
    log(f"compiling {len(ws)} modules with ov-compile --timing")
    compile_times = compile_models(ws, build, models,
                                   os.path.join(work, "modules"),
                                   a.ov_compile_flag)
    data = os.path.join(work, "data")
    os.makedirs(data, exist_ok=True)
    for w in ws:
        if w["kind"] in BOX_KINDS:
            rois, batch = make_boxes(w)
            w["rois"] = os.path.join(data, w["name"] + ".rois.npy")
            w["batch"] = os.path.join(data, w["name"] + ".batch.npy")
            np.save(w["rois"], rois)
            np.save(w["batch"], batch)
            w["samples"], w["must_bytes"] = roi_work(w, rois, batch)
    wfile = os.path.join(work, "workloads.txt")
    write_workload_file(ws, wfile)
    base_wfile = None
    if a.base_build:
        base_ws = [dict(w) for w in ws]
        log(f"compiling {len(base_ws)} modules with {a.base_build}'s "
            "ov-compile")
        compile_models(base_ws, os.path.abspath(a.base_build), models,
                       os.path.join(work, "modules-base"), a.ov_compile_flag)
        base_wfile = os.path.join(work, "workloads-base.txt")
        write_workload_file(base_ws, base_wfile)

    common = ["--workloads", wfile, "--warmup", str(warmup), "--runs",
              str(runs)] + (["--no-cold"] if a.no_cold else [])
    if only:
        common += ["--only", ",".join(only)]
    lines = []
    failures = [f"ov-compile {k} failed" for k, v in compile_times.items()
                if not v]
    venv_peers = [(n, f) for n, f, off in
                  (("OpenVINO", "peers_openvino.py", a.no_openvino),
                   ("onnxruntime", "peers_onnxruntime.py", a.no_ort)) if not off]
    if venv_peers and not os.access(a.venv_python, os.X_OK):
        failures.append(f"{a.venv_python} missing (bench/run.sh creates it): "
                        f"no {', '.join(n for n, _ in venv_peers)}")
        venv_peers = []
    log(machine_line())
    slow = ["--max-seconds", str(a.max_seconds)]
    for rep in range(a.repeat):
        for t in threads:
            # Ours run on libovrt's pool, the base build's modules (descriptor
            # version 4 or older) and the peers on their OpenMP runtimes.
            env = dict(os.environ, OVRT_NUM_THREADS=str(t),
                       OMP_NUM_THREADS=str(t))
            # The correctness check runs in the first round only.
            check = []
            if rep == 0:
                cdir = os.path.join(work, "check", f"T{t}")
                os.makedirs(cdir, exist_ok=True)
                for f in os.listdir(cdir):
                    os.remove(os.path.join(cdir, f))
                check = ["--check-dir", cdir]
            procs = [
                ("stream", [os.path.join(work, "ovbench"), "stream", "--runs",
                            str(max(runs, 10))]),
                ("ours", [os.path.join(work, "ovbench"), "ours"] + check +
                 common),
            ]
            if base_wfile:
                procs.append(("base", [os.path.join(work, "ovbench"), "ours",
                                       "--workloads", base_wfile] +
                              common[2:]))
            if not a.no_dnnl:
                procs.append(("oneDNN",
                              [os.path.join(work, "dnnlbench")] + common))
            if not a.no_torch:
                procs.append(("torch", ["/usr/bin/python3",
                                        os.path.join(HERE, "peers_torch.py"),
                                        "--threads", str(t)] + check + common +
                                     slow))
            for name, script in venv_peers:
                procs.append((name, [a.venv_python, os.path.join(HERE, script),
                                     "--threads", str(t)] + check + common +
                                     slow))
            for what, cmd in procs:
                what = (f"round {rep + 1}/{a.repeat} " if a.repeat > 1
                        else "") + f"threads={t} {what}"
                log(what)
                out, rc = run_proc(cmd, env, what,
                                   relabel=what.endswith(" base"))
                lines += out
                if rc != 0:
                    failures.append(f"{what}: exit code {rc}")

    with open(os.path.join(a.results, "driver_output.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return report(ws, lines, compile_times, threads, a, runs, warmup,
                  failures)



if __name__ == "__main__":
    sys.exit(main())
