#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What our linalg costs next to our vector kernels (issue 51): every row of
bench/workloads.py at 1 thread through three paths, each checked bit for
bit against the first before it is timed:

  ours    ov-compile's default lowering (the vector kernels), run by ov-run
  linalg  ov-compile --lowering=linalg (upstream bufferization and
          vectorization of `--ov-to-linalg`), run by ov-run
  IREE    `ov-opt --ov-to-linalg --canonicalize --cse` as text, compiled by
          the pinned iree-compile (llvm-cpu, the host CPU without FMA,
          f64 kept) and run by iree.runtime on local-sync (one thread)

    bash bench/run.sh --structured [structured.py options]
    .venv-frontends/bin/python bench/structured.py --build-dir BUILD
        [--only NAMES] [--rounds 3] [--runs 5] [--max-seconds 2]
        [--no-linalg] [--no-iree] [--work DIR]

Interleaved: each round times every row's paths one after the other, and
the table shows the median over rounds of each round's median. ov-run
times Module::run in its steady state (--benchmark); IREE's calls take
inputs already on the device and their outputs stay there. Needs the
opt-in front-end venv (scripts/setup-frontends.sh): without it, one line
and exit 77 (ctest's skip code).
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

SKIP = 77
# IREE's flags but the CPU: OpenVINO rounds each product and each sum, and
# IREE has no narrower switch than the FMA feature (test/iree/test_iree.py).
IREE_FLAGS = ["--iree-hal-target-device=local",
              "--iree-hal-local-target-device-backends=llvm-cpu",
              "--iree-llvmcpu-target-cpu-features=-fma",
              "--iree-input-demote-f64-to-f32=false"]


def host_cpu():
    """The host CPU's LLVM name (llc's "Host CPU"; iree-compile takes
    `host` only with host features, which would bring FMA back), else
    x86-64-v3."""
    try:
        out = subprocess.run(["llc-22", "--version"], capture_output=True,
                             text=True, check=False).stdout
    except OSError:
        out = ""
    match = re.search(r"Host CPU: (\S+)", out)
    return match.group(1) if match else "x86-64-v3"


def run(cmd, what):
    result = subprocess.run(cmd, capture_output=True, text=True, check=False,
                            env=dict(os.environ, OVRT_NUM_THREADS="1"))
    if result.returncode != 0:
        raise RuntimeError(f"{what} failed ({result.returncode}): "
                           f"{(result.stderr or result.stdout).strip()[-600:]}")
    return result.stdout


def bits_equal(a, b):
    import numpy as np

    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    view = {2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]
    return bool(np.array_equal(a.view(view), b.view(view)))


class Path:
    """One way to run a row: `kind` ovrun (ov-compile's module, ov-run) or
    iree (ov-opt's linalg, iree-compile, iree.runtime), with the tools of
    `build`."""

    def __init__(self, name, kind, build, flags=()):
        self.name, self.kind, self.build, self.flags = name, kind, build, flags

    def tool(self, name):
        return os.path.join(self.build, "tools", name, name)


class Row:
    """One workload: its model, inputs, compiled modules and outputs."""

    def __init__(self, w, folder, paths):
        self.w = w
        self.name = f"{w['name']}.{w['variant']}"
        self.folder = folder
        self.paths = paths
        self.times = {p.name: [] for p in paths}
        self.same = {}
        self.estimate = {}
        self.iree_calls = {}
        self.error = None

    def write_inputs(self):
        import numpy as np
        from workloads import BOX_KINDS, make_boxes, model_text

        os.makedirs(self.folder, exist_ok=True)
        self.model = os.path.join(self.folder, "model.mlir")
        with open(self.model, "w") as f:
            f.write(model_text(self.w))
        rng = np.random.default_rng(51)
        inputs = [rng.standard_normal(self.w["shape"]).astype(np.float32)]
        if self.w["kind"] in BOX_KINDS:
            inputs += list(make_boxes(self.w))
        self.inputs = inputs
        self.input_files = []
        for k, array in enumerate(inputs):
            path = os.path.join(self.folder, f"input_{k}.npy")
            np.save(path, array)
            self.input_files.append(path)

    def prepare(self, venv_bin):
        self.write_inputs()
        for path in self.paths:
            if path.kind == "ovrun":
                run([path.tool("ov-compile"), self.model, "--target", "cpu",
                     "-o", self.module(path), *path.flags],
                    f"{self.name}: {path.name}: ov-compile")
                continue
            linalg = os.path.join(self.folder, f"{path.name}.linalg.mlir")
            run([path.tool("ov-opt"), "--ov-to-linalg", "--canonicalize",
                 "--cse", self.model, "-o", linalg],
                f"{self.name}: {path.name}: ov-opt --ov-to-linalg")
            run([os.path.join(venv_bin, "iree-compile"), *IREE_FLAGS,
                 f"--iree-llvmcpu-target-cpu={host_cpu()}", linalg,
                 "-o", self.module(path)], f"{self.name}: iree-compile")
            self.load_iree(path)

    def module(self, path):
        ext = "vmfb" if path.kind == "iree" else "so"
        return os.path.join(self.folder, f"{path.name}.{ext}")

    def outputs(self, path):
        import numpy as np

        if path.kind == "iree":
            _, function, args = self.iree_calls[path.name]
            result = function(*args)
            results = result if isinstance(result, (tuple, list)) else [result]
            return [r.to_host() for r in results]
        folder = os.path.join(self.folder, f"out_{path.name}")
        return [np.load(os.path.join(folder, f))
                for f in sorted(os.listdir(folder)) if f.endswith(".npy")]

    def time_ovrun(self, path, runs):
        """One ov-run process: the first run writes the outputs, then
        `runs` timed runs; their median (ms)."""
        out = run([path.tool("ov-run"), self.module(path), "--threads", "1",
                   "--quiet", "--output-dir",
                   os.path.join(self.folder, f"out_{path.name}"),
                   f"--benchmark={runs}"] +
                  [f"--input={p}" for p in self.input_files],
                  f"{self.name}: ov-run ({path.name})")
        match = re.search(r"median_ms=([0-9.]+)", out)
        if not match:
            raise RuntimeError(f"{self.name}: no median in ov-run's output")
        return float(match.group(1))

    def load_iree(self, path):
        import iree.runtime as rt

        config = rt.Config("local-sync")
        context = rt.SystemContext(config=config)
        with open(self.module(path), "rb") as f:
            vm_module = rt.VmModule.copy_buffer(context.instance, f.read())
        context.add_vm_module(vm_module)
        function = context.modules.module[
            f"{self.w['name']}_{self.w['variant']}"]
        args = [rt.asdevicearray(config.device, a) for a in self.inputs]
        self.iree_calls[path.name] = (context, function, args)

    def time_iree(self, path, runs):
        _, function, args = self.iree_calls[path.name]
        function(*args)  # untimed, as ov-run's
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            function(*args)
            times.append((time.perf_counter() - start) * 1e3)
        return statistics.median(times)

    def time_path(self, path, runs, max_seconds):
        """Timed runs within about max_seconds, from the last estimate."""
        est = self.estimate.get(path.name)
        n = max(1, min(runs, int(max_seconds * 1e3 / est))) if est else 1
        ms = (self.time_iree(path, n) if path.kind == "iree"
              else self.time_ovrun(path, n))
        self.estimate[path.name] = ms
        self.times[path.name].append(ms)

    def check(self):
        """Each path's outputs equal ours bit for bit (the first timing of
        each ov-run path wrote them)."""
        ours = self.outputs(self.paths[0])
        for path in self.paths[1:]:
            theirs = self.outputs(path)
            self.same[path.name] = (len(theirs) == len(ours) and
                                    all(bits_equal(a, b)
                                        for a, b in zip(ours, theirs)))


def table(rows, paths):
    """row, each path's ms, each other path's ratio to ours, bits."""
    def ms(row, name):
        t = row.times.get(name)
        return statistics.median(t) if t else None

    def cell(v, width, fmt):
        return format(v, f"{width}{fmt}") if v is not None else "-".rjust(width)

    label = {"ours": "ours", "linalg": "linalg", "iree": "IREE",
             "base-linalg": "base linalg", "base-iree": "base IREE"}
    others = [p.name for p in paths[1:]]
    head = f"{'row':22}" + "".join(
        f" {label[p.name] + ' ms':>{max(9, len(label[p.name]) + 3)}}"
        for p in paths) + "".join(
        f" {label[n] + '/ours':>{max(7, len(label[n]) + 5)}}"
        for n in others) + "  bits"
    lines = [head, "-" * len(head)]
    for row in rows:
        if row.error:
            lines.append(f"{row.name:22} {row.error}")
            continue
        ours = ms(row, "ours")
        line = f"{row.name:22}" + "".join(
            " " + cell(ms(row, p.name), max(9, len(label[p.name]) + 3), ".3f")
            for p in paths)
        for n in others:
            v = ms(row, n)
            line += " " + cell(v / ours if v is not None and ours else None,
                               max(7, len(label[n]) + 5), ".1f")
        bits = all(row.same.get(n) for n in others)
        lines.append(line + ("  same" if bits else "  DIFFER: " + " ".join(
            n for n in others if not row.same.get(n))))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    ap.add_argument("--venv", default=os.path.join(ROOT, ".venv-frontends"))
    ap.add_argument("--only", default="",
                    help="comma-separated substrings of row names "
                         "(name.variant)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--runs", type=int, default=5,
                    help="timed runs per path, row and round (fewer when "
                         "they would pass --max-seconds)")
    ap.add_argument("--max-seconds", type=float, default=2.0)
    ap.add_argument("--no-linalg", action="store_true")
    ap.add_argument("--no-iree", action="store_true")
    ap.add_argument("--base-build", default="",
                    help="another build (e.g. main's): its linalg and IREE "
                         "paths run beside ours, interleaved")
    ap.add_argument("--work", default="",
                    help="where models, inputs and modules go "
                         "(default BUILD/bench/structured)")
    a = ap.parse_args()
    venv_bin = os.path.join(os.path.abspath(a.venv), "bin")
    if not os.access(os.path.join(venv_bin, "iree-compile"), os.X_OK):
        print(f"structured: no front-end venv at {a.venv} "
              "(bash scripts/setup-frontends.sh): skipped")
        return SKIP
    try:
        import iree.runtime  # noqa: F401
    except ImportError:
        print(f"structured: run with {venv_bin}/python (iree.runtime): "
              "skipped")
        return SKIP
    from workloads import workloads

    build = os.path.abspath(a.build_dir)
    paths = [Path("ours", "ovrun", build)]
    if not a.no_linalg:
        paths.append(Path("linalg", "ovrun", build, ["--lowering=linalg"]))
    if not a.no_iree:
        paths.append(Path("iree", "iree", build))
    if a.base_build:
        base = os.path.abspath(a.base_build)
        if not a.no_linalg:
            paths.append(Path("base-linalg", "ovrun", base,
                              ["--lowering=linalg"]))
        if not a.no_iree:
            paths.append(Path("base-iree", "iree", base))
    work = a.work or os.path.join(build, "bench", "structured")
    only = [s for s in a.only.split(",") if s]
    rows = []
    for w in workloads():
        name = f"{w['name']}.{w['variant']}"
        if not only or any(s in name for s in only):
            rows.append(Row(w, os.path.join(work, name), paths))
    for row in rows:
        try:
            row.prepare(venv_bin)
        except RuntimeError as error:
            row.error = str(error).splitlines()[0][:200]
        print(f"structured: {row.name} {'ready' if not row.error else row.error}",
              file=sys.stderr)
    live = [r for r in rows if not r.error]
    for k in range(a.rounds):
        for row in live:
            for path in paths:
                row.time_path(path, a.runs, a.max_seconds)
            if k == 0:
                row.check()
            print(f"structured: round {k + 1}/{a.rounds} {row.name}: " +
                  " ".join(f"{p.name}={row.times[p.name][-1]:.3f}"
                           for p in paths),
                  file=sys.stderr)
    print("1 thread; median over rounds of each round's median (ms); bits: "
          "outputs checked bit for bit against ours before timing")
    print(table(rows, paths))
    return 1 if any(not s for r in live for s in r.same.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
