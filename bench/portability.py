#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What a portable module costs: a few of bench.py's workloads compiled for
the host (`ov-compile --cpu=native`) and for x86-64 micro-architecture levels
(`--cpu=x86-64-v3`, `--cpu=x86-64-v2`), each timed with `ov-run --benchmark`
(Module::run in its steady state), with the ratio of each level's time to
native's. A level NAME@BITS is --cpu=NAME with --vector-bits=BITS (every
kernel at that width), and NAME[@BITS]:FEATURES adds
--cpu-features=FEATURES (e.g. native:-prefer-no-gather). The levels of a
workload run in turn, --rounds times (interleaved, so that the machine's
drift hits them alike); each level's
time is the least of its rounds' medians. The outputs of every level must
be byte-identical to the first level's (the kernels' results do not depend
on the vector width); a difference is reported and makes the script exit 1.

  /usr/bin/python3 bench/portability.py [--build-dir BUILD]
      [--only a_resnet_stem/noidx,r_50_sr2/avg,...] [--cpus native,x86-64-v3,...]
      [--runs N] [--rounds N] [--threads T] [--markdown]

or `bash bench/run.sh --portability [options]`, which builds what it needs
first. Workloads are named NAME/VARIANT as in WORKLOADS.md (variants: noidx,
idx for MaxPool; avg, max for ROIAlign). Not part of the test suite.
"""

import argparse
import filecmp
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from workloads import (BOX_KINDS, make_boxes, model_text,  # noqa: E402
                       workloads)
from peers_common import machine_info  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_ONLY = "a_resnet_stem/noidx,a_resnet_stem/idx,c_k7_same/idx,r_50_sr2/avg,r_200_sr0/max"
DEFAULT_CPUS = "native,x86-64-v3,x86-64-v2"


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"portability: {' '.join(cmd)} failed:\n{p.stderr.strip()}")
    return p.stdout


def write_inputs(w, d):
    """The workload's inputs as .npy files in `d`, in parameter order."""
    rng = np.random.default_rng(7)
    x = rng.standard_normal(w["shape"], dtype=np.float32)
    paths = [os.path.join(d, "x.npy")]
    np.save(paths[0], x)
    if w["kind"] in BOX_KINDS:
        rois, batch = make_boxes(w)
        paths += [os.path.join(d, "rois.npy"), os.path.join(d, "batch.npy")]
        np.save(paths[1], rois)
        np.save(paths[2], batch)
    return paths


def measure(w, cpus, a, tmp):
    """{cpu: median ms}, and the workloads whose outputs differ from the
    first cpu's."""
    d = os.path.join(tmp, f"{w['name']}_{w['variant']}")
    os.makedirs(d)
    model = os.path.join(d, "model.mlir")
    with open(model, "w") as f:
        f.write(model_text(w))
    inputs = write_inputs(w, d)
    tools = os.path.join(a.build_dir, "tools")
    times, mismatches = {}, []
    for cpu in cpus:
        level, _, features = cpu.partition(":")
        name, _, bits = level.partition("@")
        flags = [f"--cpu={name}"] + ([f"--vector-bits={bits}"] if bits else [])
        flags += [f"--cpu-features={features}"] if features else []
        run([os.path.join(tools, "ov-compile", "ov-compile"), model, *flags,
             "-o", os.path.join(d, f"{cpu}.so")])
    for _ in range(a.rounds):
        for cpu in cpus:
            cmd = [os.path.join(tools, "ov-run", "ov-run"),
                   os.path.join(d, f"{cpu}.so"), "--output-dir",
                   os.path.join(d, cpu), f"--benchmark={a.runs}",
                   f"--threads={a.threads}"]
            for path in inputs:
                cmd += ["--input", path]
            m = re.search(r"median_ms=([0-9.]+)", run(cmd))
            times[cpu] = min(times.get(cpu, float("inf")), float(m.group(1)))
    for cpu in cpus:
        out_dir = os.path.join(d, cpu)
        first = os.path.join(d, cpus[0])
        for name in sorted(os.listdir(first)):
            if not filecmp.cmp(os.path.join(first, name),
                               os.path.join(out_dir, name), shallow=False):
                mismatches.append(f"{w['name']}/{w['variant']} {cpu} {name}")
    return times, mismatches


def table(rows, cpus, markdown):
    head = ["workload"] + [f"{c} ms" for c in cpus] + \
        [f"{c}/{cpus[0]}" for c in cpus[1:]]
    lines = []
    for name, times in rows:
        base = times[cpus[0]]
        lines.append([name] + [f"{times[c]:.3f}" for c in cpus] +
                     [f"{times[c] / base:.2f}" for c in cpus[1:]])
    if markdown:
        out = ["| " + " | ".join(head) + " |",
               "|" + "---|" * len(head)]
        out += ["| " + " | ".join(r) + " |" for r in lines]
        return "\n".join(out)
    widths = [max(len(r[i]) for r in [head] + lines) for i in range(len(head))]
    return "\n".join("  ".join(c.rjust(wd) for c, wd in zip(r, widths))
                     for r in [head] + lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    ap.add_argument("--only", default=DEFAULT_ONLY)
    ap.add_argument("--cpus", default=DEFAULT_CPUS,
                    help="the first is the baseline of the ratios")
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=1,
                    help="interleaved rounds of every level; the least "
                    "median counts")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--markdown", action="store_true")
    a = ap.parse_args()
    cpus = a.cpus.split(",")
    wanted = a.only.split(",")
    by_name = {f"{w['name']}/{w['variant']}": w for w in workloads()}
    unknown = [n for n in wanted if n not in by_name]
    if unknown:
        sys.exit(f"portability: unknown workloads {', '.join(unknown)} "
                 f"(known: {', '.join(by_name)})")
    rows, mismatches = [], []
    with tempfile.TemporaryDirectory(prefix="ov-portability-") as tmp:
        for name in wanted:
            print(f"[portability] {name}", file=sys.stderr, flush=True)
            times, bad = measure(by_name[name], cpus, a, tmp)
            rows.append((name, times))
            mismatches += bad
    m = machine_info()
    print(f"CPU {m['cpu'].replace('_', ' ')} ({m['cpus']} logical CPUs); "
          f"ISA {m['isa']}; ov-run --benchmark={a.runs} --threads={a.threads}"
          f", least median of {a.rounds} interleaved rounds")
    print(table(rows, cpus, a.markdown))
    if mismatches:
        print("outputs differ from " + cpus[0] + ": " + "; ".join(mismatches))
        return 1
    print(f"outputs: identical to {cpus[0]}'s for every level")
    return 0


if __name__ == "__main__":
    sys.exit(main())
