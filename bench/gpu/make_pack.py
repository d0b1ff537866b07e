#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Builds the GPU check folder that bench/gpu/pack.sh names (see there).

  make_pack.py --build BUILD --out DIR [--cases N] [--seed S] [--smoke]

Everything a GPU machine without LLVM, MLIR or a package registry needs to
check and time the CUDA target goes into DIR:

  run.py          the runner (bench/gpu/pack_runner.py): python3 + NumPy +
                  the NVIDIA driver; PyTorch, ncu and compute-sanitizer are
                  used where present
  lib/libovrt.so  the runtime (MLIR-free, libc/libdl/libstdc++ only)
  lib/libvulkan.so.1  the Vulkan loader, for machines without one
  vulkan_probe.py whether a Vulkan loader has a device (test/vulkan_probe.py)
  ovrt/           the Python package over it
  modules/        the CUDA modules (ov-compile --target cuda), and vk_*.so:
                  Vulkan builds (--target vulkan) of the cases and workloads
                  (every one the Vulkan compiler takes)
  cases.npz       the correctness cases' inputs and expected outputs
  stream/         stream_check.py and its modules: run_on_stream, CUDA graph
                  capture, stream-ordered intermediates on a real GPU
  call_overhead.py, bin/call_overhead, modules/call_overhead.so
                  the per-call cost of the C and Python device calls
                  (bench/call_overhead.py; the C program built here)
  pack.json       what is in the pack: cases, workloads, expected hashes

Expected outputs come from the CPU modules of the same models (ov-compile
--target cpu, vector lowering), which the OpenVINO oracle judges in the
suite: the GPU must match them bit for bit. The correctness cases are the
oracle's random cases (test/oracle/cases.py, every op, element type,
auto_pad, rounding type and index type it draws), plus f64 copies of some
f32 ones; the benchmark workloads are bench_gpu.py's, whose large outputs
are checked by SHA-256 instead of being stored.
"""

import argparse
import datetime
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "test", "oracle"))
sys.path.insert(0, HERE)

import bench_gpu  # noqa: E402
import stream_check  # noqa: E402
import cases as gen  # noqa: E402
import ours  # noqa: E402

LIMIT_BYTES = 48 << 20
FUNCS_PER_MODULE = 60
SMOKE_WORKLOADS = ("a_resnet_stem_idx", "r_50_sr2_avg")
# f64 is not in the oracle's draw (OpenVINO evaluates no f64 for these ops);
# the CUDA target runs it, so the pack checks it against the CPU modules.
gen.ELEMENT.setdefault("f64", (np.float64, "f64"))


def fail(message):
    sys.exit("pack: error: " + message)


def run_tool(command):
    proc = subprocess.run(command, capture_output=True, text=True)
    if proc.returncode != 0:
        fail("%s failed: %s" % (os.path.basename(command[0]),
                                (proc.stderr or proc.stdout).strip().splitlines()[-1:]))


def compile_model(ov_compile, text, library, target):
    source = library + ".mlir"
    with open(source, "w") as f:
        f.write(text)
    command = [ov_compile, source, "--target", target, "-o", library]
    if target == "cpu":
        command.append("--lowering=vector")
    run_tool(command)
    os.unlink(source)


def compile_vulkan(ov_compile, text, library):
    """A Vulkan build of a model; None and the first error line when the
    target refuses it (the pack then runs that workload on CUDA only)."""
    source = library + ".mlir"
    with open(source, "w") as f:
        f.write(text)
    proc = subprocess.run([ov_compile, source, "--target", "vulkan", "-o", library],
                          capture_output=True, text=True)
    os.unlink(source)
    if proc.returncode == 0:
        return None
    return (proc.stderr.strip().splitlines() or ["ov-compile failed"])[0]


def vulkan_group(ov_compile, group, library, by_id, work):
    """Compiles `group` for Vulkan into `library`; when the compiler refuses
    the module, each case alone tells which ones it refuses (their entries
    get `vulkan_refused`) and the others are compiled. Returns the cases
    built."""
    if compile_vulkan(ov_compile, ours.module_text(group), library) is None:
        return group
    kept = []
    for case in group:
        refused = compile_vulkan(ov_compile, ours.module_text([case]),
                                 os.path.join(work, "vk_one.so"))
        if refused:
            by_id[case["id"]]["vulkan_refused"] = refused.split(": error: ")[-1]
        else:
            kept.append(case)
    if kept:
        compile_model(ov_compile, ours.module_text(kept), library, "vulkan")
    return kept


def vulkan_cases(ov_compile, cases, entries, out, work):
    """Vulkan builds of the cases, in modules of their own (same function
    names); their entries get `vulkan_module`, or `vulkan_refused` with the
    compiler's error."""
    by_id = {e["id"]: e for e in entries}
    built = 0
    for start in range(0, len(cases), FUNCS_PER_MODULE):
        name = "vk_cases_%d.so" % (start // FUNCS_PER_MODULE)
        for case in vulkan_group(ov_compile, cases[start:start + FUNCS_PER_MODULE],
                                 os.path.join(out, "modules", name), by_id, work):
            by_id[case["id"]]["vulkan_module"] = "modules/" + name
            built += 1
    return built


def f64_copies(cases, first_id, count):
    """f64 versions of the first `count` f32 cases."""
    copies = []
    for case in cases:
        if len(copies) == count:
            break
        if case["etype"] != "f32":
            continue
        copy = dict(case, etype="f64", id=first_id + len(copies))
        copy["inputs"] = [a.astype(np.float64) if a.dtype == np.float32 else a
                          for a in case["inputs"]]
        copies.append(copy)
    return copies


def correctness_cases(args, build, out, work, runner):
    """Compiles the random cases for cuda (into the pack) and cpu (to get the
    expected outputs); returns the manifest entries and the arrays."""
    cases = [gen.generate(args.seed, k) for k in range(args.cases)]
    cases += f64_copies(cases, args.cases, max(args.cases // 12, 2))
    ov_compile = os.path.join(build, "tools", "ov-compile", "ov-compile")
    entries, arrays = [], {}
    for start in range(0, len(cases), FUNCS_PER_MODULE):
        group = cases[start:start + FUNCS_PER_MODULE]
        text = ours.module_text(group)
        name = "cases_%d.so" % (start // FUNCS_PER_MODULE)
        compile_model(ov_compile, text, os.path.join(out, "modules", name), "cuda")
        cpu = os.path.join(work, "cpu_" + name)
        compile_model(ov_compile, text, cpu, "cpu")
        for case in group:
            key = "c%d" % case["id"]
            entry = {"id": case["id"], "module": "modules/" + name,
                     "function": ours.function_name(case),
                     "describe": gen.describe(case), "inputs": [], "outputs": []}
            for i, a in enumerate(case["inputs"]):
                arrays["%s_in%d" % (key, i)] = a
                entry["inputs"].append("%s_in%d" % (key, i))
            try:
                outputs = runner.run(cpu, entry["function"], case["inputs"])
            except RuntimeError as e:
                entry["rejects"] = str(e).splitlines()[0]
                outputs = []
            for j, o in enumerate(outputs):
                arrays["%s_out%d" % (key, j)] = o
                entry["outputs"].append("%s_out%d" % (key, j))
            entries.append(entry)
    count = vulkan_cases(ov_compile, cases, entries, out, work)
    print("pack: %d of the cases compiled for Vulkan too" % count, flush=True)
    return entries, arrays


def workload_models(smoke):
    """(name, model text, kind, workload tuple, variant) of the benchmark."""
    models = []
    for w in bench_gpu.MAXPOOL:
        for indices in (False, True):
            name = w[0] + ("_idx" if indices else "")
            models.append((name, bench_gpu.maxpool_model(w, indices)[0], "maxpool", w, indices))
    for w in bench_gpu.ROIALIGN:
        for mode in ("avg", "max"):
            models.append(("%s_%s" % (w[0], mode), bench_gpu.roi_model(w, mode),
                           "roialign", w, mode))
    if smoke:
        models = [m for m in models if m[0] in SMOKE_WORKLOADS]
    return models


def workload_inputs(kind, w, arrays, name):
    """The inputs as the runner rebuilds them: large data from the hash
    (gpu_data.lowbias32, pure integer arithmetic), boxes stored."""
    if kind == "maxpool":
        shape = (w[1], w[2]) + w[3]
        return [bench_gpu.lowbias32(int(np.prod(shape))).reshape(shape)]
    n, c, h, wd = w[1:5]
    data = bench_gpu.lowbias32(n * c * h * wd).reshape(n, c, h, wd)
    rois, batch = bench_gpu.boxes(w)
    arrays[name + "_rois"], arrays[name + "_batch"] = rois, batch
    return [data, rois, batch]


def workload_params(kind, w, variant):
    """What the runner's PyTorch peer needs to run the same op."""
    if kind == "maxpool":
        return {"kernel": w[4], "stride": w[5], "pad": w[6], "dilation": w[7],
                "indices": variant}
    return {"pooled": w[6], "sampling_ratio": w[7], "scale": w[8], "mode": variant}


def digest(a):
    return hashlib.sha256(np.ascontiguousarray(a).tobytes()).hexdigest()


def workloads(args, build, out, work, runner, arrays):
    ov_compile = os.path.join(build, "tools", "ov-compile", "ov-compile")
    entries = []
    for name, text, kind, w, variant in workload_models(args.smoke):
        library = os.path.join(out, "modules", name + ".so")
        compile_model(ov_compile, text, library, "cuda")
        cpu = os.path.join(work, "cpu_" + name + ".so")
        compile_model(ov_compile, text, cpu, "cpu")
        inputs = workload_inputs(kind, w, arrays, name)
        expected = runner.run(cpu, w[0], inputs)
        # The smoke pack (the suite's, on lavapipe: a CPU) times the first
        # workload only on Vulkan; ROIAlign takes seconds there.
        refused = "not in a smoke pack" if args.smoke and entries else compile_vulkan(
            ov_compile, text, os.path.join(out, "modules", "vk_" + name + ".so"))
        entries.append({
            "name": name, "kind": kind, "module": "modules/" + name + ".so",
            "vulkan_module": None if refused else "modules/vk_" + name + ".so",
            "vulkan_refused": refused,
            "function": w[0], "params": workload_params(kind, w, variant),
            "data_shape": list(inputs[0].shape),
            "boxes": [name + "_rois", name + "_batch"] if kind == "roialign" else None,
            "input_bytes": int(sum(a.nbytes for a in inputs)),
            "outputs": [{"dtype": str(o.dtype), "shape": list(o.shape),
                         "sha256": digest(o), "bytes": int(o.nbytes)} for o in expected]})
        print("pack: %-24s compiled, expected outputs hashed" % name, flush=True)
    return entries


def pack_size(directory):
    return sum(os.path.getsize(os.path.join(d, f))
               for d, _, files in os.walk(directory) for f in files)


def check_out(out):
    """DIR may be new, or an earlier pack (pack.json), which is replaced at
    the end; anything else is refused rather than overwritten."""
    if not os.path.lexists(out):
        return
    if not os.path.isdir(out) or os.path.islink(out):
        fail("%s exists and is not a folder" % out)
    if os.listdir(out) and not os.path.isfile(os.path.join(out, "pack.json")):
        fail("%s is not empty and holds no earlier pack (pack.json): not replacing it" % out)


def publish(staging, out):
    """Moves the finished pack into place (an earlier one goes first)."""
    if os.path.lexists(out):
        shutil.rmtree(out)
    os.rename(staging, out)


def git_commit():
    proc = subprocess.run(["git", "-C", REPO, "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True)
    return proc.stdout.strip() if proc.returncode == 0 else "unknown"


def call_overhead_tools(build, library, out):
    """The per-call cost benchmark (bench/call_overhead.py): its C program,
    built here against the pack's libovrt, and its small CUDA module."""
    cc = shutil.which("cc") or shutil.which("clang-22")
    if cc is None:
        fail("no C compiler (cc) for bench/call_overhead.c")
    os.makedirs(os.path.join(out, "bin"))
    run_tool([cc, "-O2", "-I", os.path.join(REPO, "runtime", "include"),
              os.path.join(REPO, "bench", "call_overhead.c"), "-L",
              os.path.dirname(library), "-lovrt", "-Wl,-rpath,$ORIGIN/../lib",
              "-o", os.path.join(out, "bin", "call_overhead")])
    sys.path.insert(0, os.path.join(REPO, "bench"))
    import call_overhead
    compile_model(os.path.join(build, "tools", "ov-compile", "ov-compile"),
                  call_overhead.POOL, os.path.join(out, "modules", "call_overhead.so"),
                  "cuda")


def find_vulkan_loader():
    """This machine's libvulkan.so.1 (Debian's libvulkan1), where the
    dynamic loader finds it."""
    import ctypes
    try:
        ctypes.CDLL("libvulkan.so.1")
    except OSError:
        fail("no libvulkan.so.1 to carry (install libvulkan1)")
    with open("/proc/self/maps") as f:
        for line in f:
            path = line.split()[-1]
            if os.path.basename(path).startswith("libvulkan.so.1"):
                return path
    fail("libvulkan.so.1 is loaded but not in /proc/self/maps")


def make_pack(args, build, library, out):
    """Writes the pack into `out`; returns its size in bytes."""
    os.makedirs(os.path.join(out, "modules"))
    runner = ours.Runner(os.path.join(build, "tools", "ov-run", "ov-run"))
    with tempfile.TemporaryDirectory() as work:
        entries, arrays = correctness_cases(args, build, out, work, runner)
        print("pack: %d correctness cases compiled and run on the CPU" % len(entries),
              flush=True)
        bench = workloads(args, build, out, work, runner, arrays)
    np.savez_compressed(os.path.join(out, "cases.npz"), **arrays)
    os.makedirs(os.path.join(out, "lib"))
    shutil.copyfile(os.path.realpath(library), os.path.join(out, "lib", "libovrt.so"))
    # The Vulkan loader, for GPU machines without one (the runner points
    # OVRT_VULKAN_LIBRARY at it only when the system has none).
    shutil.copyfile(os.path.realpath(find_vulkan_loader()),
                    os.path.join(out, "lib", "libvulkan.so.1"))
    shutil.copytree(os.path.join(REPO, "python", "ovrt"), os.path.join(out, "ovrt"),
                    ignore=shutil.ignore_patterns("__pycache__", "_install_paths.py"))
    for source, target in (("pack_runner.py", "run.py"), ("gpu_data.py", "gpu_data.py"),
                           ("../call_overhead.py", "call_overhead.py"),
                           ("../../test/vulkan_probe.py", "vulkan_probe.py")):
        shutil.copyfile(os.path.join(HERE, source), os.path.join(out, target))
    call_overhead_tools(build, library, out)
    # Its CPU twins (the expected values) need libc and libm only.
    stream_check.prepare(os.path.join(out, "stream"), build)
    manifest = {"commit": git_commit(),
                "made": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                "seed": args.seed, "smoke": args.smoke,
                "cases": entries, "workloads": bench}
    with open(os.path.join(out, "pack.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    size = pack_size(out)
    if size > LIMIT_BYTES:
        fail("the pack is %.1f MiB, over its %d MiB limit" % (size / 2**20, LIMIT_BYTES >> 20))
    print("pack: %d cases, %d workloads" % (len(entries), len(bench)))
    return size


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=os.path.join(REPO, "build"))
    ap.add_argument("--out", required=True)
    ap.add_argument("--cases", type=int, default=240)
    ap.add_argument("--seed", type=int, default=29)
    ap.add_argument("--smoke", action="store_true",
                    help="a few cases and two workloads (the suite's run)")
    args = ap.parse_args()
    if args.smoke:
        args.cases = min(args.cases, 24)
    build = os.path.abspath(args.build)
    out = os.path.abspath(args.out)
    library = os.path.join(build, "runtime", "libovrt.so")
    if not os.path.isfile(library):
        fail("no %s: build ovrt first" % library)
    if ours.load_ovrt(build) is None:
        fail("cannot import the ovrt package")
    check_out(out)
    parent = os.path.dirname(out)
    os.makedirs(parent, exist_ok=True)
    staging = tempfile.mkdtemp(prefix=".pack-", dir=parent)
    try:
        size = make_pack(args, build, library, staging)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    publish(staging, out)
    print("pack: %s: %.1f MiB; run it with python3 %s/run.py" % (out, size / 2**20, out))


if __name__ == "__main__":
    main()
