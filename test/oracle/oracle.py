#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Differential tests of ov-mlir against OpenVINO itself.

Random MaxPool-1, MaxPool-8, MaxPool-14, ROIAlign-3, ROIAlign-9, AvgPool,
ROIAlignRotated-15 and ROIPooling-2 cases (cases.py) run through OpenVINO's
reference evaluation (Model.evaluate; for the ops it does not evaluate, see
openvino_side.reference_outputs) and its
CPU plugin (INFERENCE_PRECISION_HINT f32), and through our compiler on every
lowering
(ov-compile --lowering=vector|linalg|affine, many functions per module, run
with the ovrt package) and, with --lowerings cuda-emulated, the CUDA target's
kernels executed on the CPU (ov-compile --target cuda-emulated) and, with
--lowerings vulkan, the Vulkan target on the first Vulkan device (Mesa's
lavapipe in CI; exit 77 without one). Values and indices are compared bit for bit; a NaN
equals any NaN (sign and payload are not compared: OpenVINO's own paths do
not agree on them). Any disagreement with the reference fails the run,
except the documented differences known.py recognises by recomputing the
case (f16-subnormal-evaluate-rounding, docs/semantics.md 3.6): those are
counted by name ("knownN(Mulp)" in the table, and in the summary line);
disagreements with the CPU plugin are counted and reported (docs/semantics.md
section 5 says where the two OpenVINO paths differ and which one we follow).
Where the reference rejects the input at run time (ROIAlign-9's negative
adaptive sample count, an assert in OpenVINO), every lowering must fail with a
run-time error ("rej" in the table); the CPU plugin is not compared then.

  oracle.py --build-dir BUILD [--seed S] [--cases N] [--case K]
            [--lowerings vector,linalg,affine,cuda-emulated,vulkan] [--jobs J]
            [--report FILE]
            [--dump DIR] [--ops avgpool,...]

Exit status: 0 all agree with the reference, 1 a disagreement or error.
"""

import argparse
import multiprocessing
import os
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import cases as gen  # noqa: E402
import known  # noqa: E402
import ours  # noqa: E402

FUNCS_PER_MODULE = 60

# OpenVINO's two paths: its reference evaluation and its CPU plugin.
JUDGES = ("reference", "cpu")

# ---------------------------------------------------------------------------
# Comparison
# ---------------------------------------------------------------------------

_ORDERED = {2: np.int16, 4: np.int32}


def ordered_bits(a, etype):
    """Floats as integers ordered like the values (+0 and -0 both 0)."""
    if etype == "bf16":
        bits = a.view(np.int16).astype(np.int64)
        width = 16
    else:
        bits = a.view(_ORDERED[a.dtype.itemsize]).astype(np.int64)
        width = 8 * a.dtype.itemsize
    sign = np.int64(1) << (width - 1)
    return np.where(bits < 0, -(bits & (sign - 1)), bits)


def is_nan(a, etype):
    if etype == "bf16":
        return (a & 0x7FFF) > 0x7F80
    return np.isnan(a)


def compare(ours_out, theirs, etype):
    """(bit-exact, largest ULP (None: a NaN against a number), index ok)."""
    if len(ours_out) != len(theirs):
        return False, None, False
    values, ref = np.asarray(ours_out[0]), np.asarray(theirs[0])
    if values.size != ref.size:
        return False, None, False
    values, ref = values.reshape(-1), ref.reshape(-1)
    index_ok = True
    if len(theirs) == 2:
        i, j = np.asarray(ours_out[1]).reshape(-1), np.asarray(theirs[1]).reshape(-1)
        index_ok = i.size == j.size and bool(np.array_equal(i.astype(np.int64), j.astype(np.int64)))
    if etype in gen.FLOATS:
        nan_a, nan_b = is_nan(values, etype), is_nan(ref, etype)
        if np.any(nan_a != nan_b):
            return False, None, index_ok
        keep = ~nan_a
        a, b = values[keep], ref[keep]
        exact = bool(np.array_equal(a.view(np.uint8), b.view(np.uint8)))
        ulp = int(np.max(np.abs(ordered_bits(a, etype) - ordered_bits(b, etype)), initial=0))
        return exact, ulp, index_ok
    diff = np.abs(values.astype(object) - ref.astype(object))
    ulp = int(max(diff, default=0))
    return ulp == 0, ulp, index_ok


# ---------------------------------------------------------------------------
# OpenVINO side (worker processes, each with its own Core)
# ---------------------------------------------------------------------------

_plugin = None

# Cases a process takes at a time when a crash made the oracle run them apart.
CRASH_CHUNK = 64


def _init_worker():
    global _plugin
    import openvino_side
    _plugin = openvino_side.CPUPlugin()


def _openvino_worker(case, judges):
    import openvino_side
    # A test hook (oracle.survives-openvino-crash): the CPU plugin "crashes"
    # on this case, as OpenVINO's did on a case of seed 20261127.
    if ("cpu" in judges and
            os.environ.get("OV_ORACLE_CRASH_CASE") == str(case["id"])):
        os.abort()
    return case["id"], openvino_side.run_case(case, _plugin, judges)


def _pool_run(cases, jobs, judges=JUDGES):
    """{case id: results} of worker processes; BrokenProcessPool if one dies."""
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max(jobs, 1), mp_context=ctx,
                             initializer=_init_worker) as pool:
        return dict(pool.map(_openvino_worker, cases, [judges] * len(cases),
                             chunksize=8))


def _run_alone(case):
    """One case, each judge in a process of its own; a judge whose process
    dies is reported as crashed (a reference that crashes fails the case)."""
    result = {}
    for judge in JUDGES:
        try:
            result |= _pool_run([case], 1, (judge,))[case["id"]]
        except BrokenProcessPool:
            result[judge] = "crashed: OpenVINO ended its process"
            print("oracle: OpenVINO's %s crashed on case %d (%s)" % (
                "reference" if judge == "reference" else "CPU plugin",
                case["id"], gen.describe(case)), flush=True)
    return result


def run_openvino(all_cases, jobs):
    """OpenVINO's outputs of every case, in worker processes. OpenVINO may
    crash (its CPU plugin did on a case of seed 20261127, and only after
    other cases in the same process): then every case runs again, chunk by
    chunk in fresh processes, and the cases of a chunk that dies one at a
    time (_run_alone)."""
    try:
        return _pool_run(all_cases, jobs)
    except BrokenProcessPool:
        print("oracle: an OpenVINO process died; its cases run again apart",
              flush=True)
    results = {}
    for i in range(0, len(all_cases), CRASH_CHUNK):
        chunk = all_cases[i:i + CRASH_CHUNK]
        try:
            results |= _pool_run(chunk, jobs)
        except BrokenProcessPool:
            for case in chunk:
                results[case["id"]] = _run_alone(case)
    return results


# ---------------------------------------------------------------------------
# Our side
# ---------------------------------------------------------------------------


def compile_all(all_cases, lowerings, build_dir, workdir, jobs):
    """{(lowering, case id): library path or error text}."""
    ov_compile = os.path.join(build_dir, "tools", "ov-compile", "ov-compile")
    tasks = [(lowering, all_cases[i:i + FUNCS_PER_MODULE])
             for lowering in lowerings
             for i in range(0, len(all_cases), FUNCS_PER_MODULE)]

    def build(task, tag=None):
        lowering, group = task
        tag = tag or "%s_%d" % (lowering, group[0]["id"])
        source = os.path.join(workdir, tag + ".mlir")
        library = os.path.join(workdir, tag + ".so")
        with open(source, "w") as f:
            f.write(ours.module_text(group))
        error = ours.compile_module(ov_compile, source, library, lowering)
        if error is None:
            return {(lowering, c["id"]): library for c in group}
        if len(group) == 1:
            return {(lowering, group[0]["id"]): "compile error: " + error.splitlines()[0]}
        # Find the culprit: compile each half again.
        half = len(group) // 2
        result = build((lowering, group[:half]), tag + "a")
        result.update(build((lowering, group[half:]), tag + "b"))
        return result

    libraries = {}
    with ThreadPoolExecutor(jobs) as pool:
        for part in pool.map(build, tasks):
            libraries.update(part)
    return libraries


# ---------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------

class Table:
    def __init__(self):
        self.rows = {}

    def row(self, op, etype):
        return self.rows.setdefault((op, etype), {
            j: {"cases": 0, "exact": 0, "ulp": 0, "nan": 0, "index": 0,
                "unsupported": 0, "rejected": 0, "known": 0, "known_ulp": 0}
            for j in JUDGES} | {"ov_agree": 0, "ov_both": 0})

    def text(self, lowerings):
        lines = ["ov-mlir vs OpenVINO (lowerings: %s; a case counts as bit-exact "
                 "only if every lowering is)" % ",".join(lowerings),
                 "%-9s %-5s | %-38s | %-38s | %s" % (
                     "op", "type", "reference: cases exact maxULP (unsup)",
                     "CPU plugin: cases exact maxULP (unsup)", "ref==CPU")]
        for (op, etype) in sorted(self.rows):
            r = self.rows[(op, etype)]
            cells = []
            for j in JUDGES:
                c = r[j]
                ulp = str(c["ulp"]) + ("+NaN" if c["nan"] else "")
                extra = (" idx!%d" % c["index"]) if c["index"] else ""
                extra += (" rej%d" % c["rejected"]) if c["rejected"] else ""
                if c["known"]:
                    extra += " known%d(%dulp)" % (c["known"], c["known_ulp"])
                cells.append("%5d %5d %8s (%d)%s" % (c["cases"], c["exact"], ulp,
                                                     c["unsupported"], extra))
            lines.append("%-9s %-5s | %-38s | %-38s | %d/%d" % (
                op, etype, cells[0], cells[1], r["ov_agree"], r["ov_both"]))
        return "\n".join(lines)


def judge_case(case, outs, lowerings, result, judge, cell, known_counts):
    """Compares every lowering's outputs `outs` with one judge's and counts
    them in `cell`; returns the disagreements' descriptions. A disagreement
    with the reference that known.classify explains is counted under its
    name (in `cell` and `known_counts`) instead."""
    theirs = result[judge]
    if isinstance(theirs, str):
        cell["unsupported"] += 1
        return ["reference " + theirs] if judge == "reference" else []
    cell["cases"] += 1
    problems, compared = [], []
    for lowering in lowerings:
        mine = outs[lowering]
        if isinstance(mine, str):
            problems.append("%s: %s" % (lowering, mine))
            continue
        exact, ulp, index_ok = compare(mine, theirs, case["etype"])
        compared.append((ulp, index_ok))
        if not (exact and index_ok):
            problems.append("%s: differs from the %s (max ULP %s, indices %s)" % (
                lowering, judge if judge == "reference" else "CPU plugin", ulp,
                "ok" if index_ok else "differ"))
    name = None
    if judge == "reference" and problems and len(compared) == len(lowerings):
        name = known.classify(case, [outs[l] for l in lowerings], theirs)
    for ulp, index_ok in compared:
        key = "known_ulp" if name else "ulp"
        if ulp is None:
            cell["nan"] += 1
        else:
            cell[key] = max(cell[key], ulp)
        cell["index"] += not index_ok
    if name:
        cell["known"] += 1
        known_counts[name] += 1
        return []
    cell["exact"] += not problems
    return problems


def expect_run_error(outs, lowerings):
    """[(lowering, what it did instead)] for the lowerings whose module did
    not reject the input at run time."""
    wrong = []
    for lowering in lowerings:
        mine = outs[lowering]
        if not isinstance(mine, str):
            wrong.append((lowering, "returned outputs"))
        elif not mine.startswith("run error"):
            wrong.append((lowering, mine))
    return wrong


def dump_case(directory, case, openvino, detail):
    os.makedirs(directory, exist_ok=True)
    stem = os.path.join(directory, "case%d" % case["id"])
    with open(stem + ".mlir", "w") as f:
        f.write(ours.module_text([case]))
    with open(stem + ".txt", "w") as f:
        f.write(gen.describe(case) + "\n" + detail + "\n")
    for i, a in enumerate(case["inputs"]):
        np.save("%s_input_%d.npy" % (stem, i), a)
    for judge, outs in openvino.items():
        if not isinstance(outs, str):
            for i, o in enumerate(outs):
                np.save("%s_%s_%d.npy" % (stem, judge, i), o)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--cases", type=int, default=3000)
    parser.add_argument("--case", type=int, default=None, help="only this case")
    parser.add_argument("--lowerings", default="vector,linalg,affine")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--report", default=None, help="also write the table here")
    parser.add_argument("--dump", default=None, help="write failing cases here")
    parser.add_argument("--show", type=int, default=20, help="failures to print")
    parser.add_argument("--ops", default=None,
                        help="only the cases of these ops (comma-separated "
                        "prefixes of cases.py's op names: avgpool, maxpool14)")
    args = parser.parse_args()

    seed = args.seed if args.seed is not None else int(time.time()) % 1000000
    ids = [args.case] if args.case is not None else range(args.cases)
    lowerings = args.lowerings.split(",")
    paths = ours.PATHS
    for lowering in lowerings:
        if lowering not in paths:
            parser.error("--lowerings: unknown path %r (expected some of %s)"
                         % (lowering, ",".join(paths)))
    if ours.VULKAN in lowerings and not ours.has_vulkan_device():
        print("oracle: skipped: no Vulkan device (libvulkan.so.1 with a physical "
              "device, e.g. mesa-vulkan-drivers' lavapipe) for --lowerings vulkan")
        return 77
    ours.load_ovrt(args.build_dir)
    print("oracle: seed %d, %d cases, lowerings %s, runner %s (replay: --seed %d --case K)"
          % (seed, len(ids), ",".join(lowerings), ours.backend_name(), seed), flush=True)
    start = time.time()
    all_cases = [gen.generate(seed, k) for k in ids]
    if args.ops:
        prefixes = tuple(args.ops.split(","))
        all_cases = [c for c in all_cases if c["op"].startswith(prefixes)]
        print("oracle: %d of them are %s" % (len(all_cases), args.ops), flush=True)

    with tempfile.TemporaryDirectory(prefix="ov-oracle-") as workdir:
        libraries = compile_all(all_cases, lowerings, args.build_dir, workdir, args.jobs)
        compiled = time.time()
        openvino = run_openvino(all_cases, args.jobs)
        evaluated = time.time()
        runner = ours.Runner(os.path.join(args.build_dir, "tools", "ov-run", "ov-run"))
        table, failures, cpu_diffs = Table(), [], 0
        known_counts = dict.fromkeys(known.NAMES, 0)
        for case in all_cases:
            result = openvino[case["id"]]
            row = table.row(case["op"], case["etype"])
            outs = {}
            for lowering in lowerings:
                library = libraries[(lowering, case["id"])]
                if library.startswith("compile error"):
                    outs[lowering] = library
                    continue
                try:
                    outs[lowering] = runner.run(library, ours.function_name(case), case["inputs"])
                except Exception as e:  # a run-time error of our module
                    outs[lowering] = "run error: %s" % str(e).splitlines()[0]
            both = [result[j] for j in JUDGES if not isinstance(result[j], str)]
            if len(both) == 2:
                row["ov_both"] += 1
                exact, _, index_ok = compare(both[1], both[0], case["etype"])
                row["ov_agree"] += exact and index_ok
            rejected = isinstance(result["reference"], str) and result[
                "reference"].startswith(gen.REJECTS)
            if rejected:
                cell = row["reference"]
                cell["cases"] += 1
                cell["rejected"] += 1
                wrong = expect_run_error(outs, lowerings)
                cell["exact"] += not wrong
                failures += [(case, "%s: %s, but the reference %s" % (l, what, result[
                    "reference"]), result) for l, what in wrong]
            for judge in JUDGES if not rejected else ():
                problems = judge_case(case, outs, lowerings, result, judge, row[judge],
                                      known_counts)
                if judge == "reference":
                    failures += [(case, what, result) for what in problems]
                elif problems:
                    cpu_diffs += 1
        ran = time.time()

    text = table.text(lowerings)
    print(text)
    explained = ", ".join("%s %d" % item for item in known_counts.items())
    summary = ("oracle: %d cases x %d lowerings; %d disagreements with OpenVINO's "
               "reference (documented differences, not failures: %s), %d cases "
               "differ from its CPU plugin; seed %d; "
               "time %.0fs (compile %.0fs, OpenVINO %.0fs, run+compare %.0fs)" % (
                   len(all_cases), len(lowerings), len(failures), explained, cpu_diffs,
                   seed, ran - start, compiled - start, evaluated - compiled,
                   ran - evaluated))
    for case, what, result in failures[:args.show]:
        print("FAIL %s\n     %s" % (gen.describe(case), what))
    if args.dump:
        for case, what, result in failures:
            dump_case(args.dump, case, result, what)
    print(summary, flush=True)
    if args.report:
        with open(args.report, "w") as f:
            f.write(text + "\n" + summary + "\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
