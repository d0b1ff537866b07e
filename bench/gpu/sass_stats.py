#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Static SASS statistics of the CUDA target's benchmark kernels, no GPU needed.

    python3 bench/gpu/sass_stats.py [--build build] [--arch sm_90]
                                    [--cuda /usr/local/cuda] [MODEL...]

For each model (default: the benchmark's, bench/bench.py --write-models into a
temporary folder): ov-compile --target cuda
--emit-ptx, ptxas -arch=ARCH (registers, spills), cuobjdump -sass, and counts:

  SASS          every instruction of the kernel, division subroutines
                included (NOPs and the final self-branch left out)
  loops         backward branches in the kernel's own code
  outputs/thread  output elements one thread produces (per iteration of
                ROIAlign's element loop): the bytes its global stores write
                on the common path over one element of every result
                (MaxPool-8: value + index)
  per element   instructions one thread executes per output element on the
                common path, estimated statically: the kernel's own code
                (not the division subroutines: the slow paths; not the
                scalar stores for buffers not aligned to MaxPool's vector
                stores, scalar_fallbacks), each
                instruction counted once per iteration of its enclosing loops
                (MaxPool's tap loops: the kernel dims; ROIAlign: one element
                loop iteration, sampling_ratio samples per axis, 2 for ratio
                0), divided by outputs/thread
  div64 calls   calls of the 64-bit division/remainder subroutine
  div32 run-time  32-bit divisions by a run-time value (I2F.U32.RP: the
                reciprocal sequence that starts one)

cuobjdump comes with the CUDA toolkit; where the toolkit lacks it, point
--cuobjdump at one (e.g. from the nvidia-cuda-cuobjdump wheel).
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

INSTRUCTION = re.compile(r"^\s+/\*([0-9a-f]{4,})\*/\s+(.*?);")
BRANCH = re.compile(r"\bBRA\s+(?:`\(\.L_x_\d+\)|0x([0-9a-f]+))")
REGISTERS = re.compile(r"Used (\d+) registers")
SPILLS = re.compile(r"(\d+) bytes spill stores, (\d+) bytes spill loads")


def tool(name, explicit, cuda):
    for candidate in (explicit, os.path.join(cuda, "bin", name),
                      shutil.which(name)):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    sys.exit("sass_stats: error: %s not found (--%s, %s/bin, PATH)" %
             (name, name, cuda))


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("sass_stats: error: %s failed: %s" %
                 (os.path.basename(command[0]), result.stderr.strip()[-400:]))
    return result


def parse_sass(text):
    """[(address, instruction text)] of each function, by name."""
    functions, current = {}, None
    for line in text.splitlines():
        m = re.match(r"\s+Function : (\S+)", line)
        if m:
            current = functions.setdefault(m.group(1), [])
        elif current is not None and (m := INSTRUCTION.match(line)):
            current.append((int(m.group(1), 16), m.group(2).strip()))
    return functions


def trip_counts(model_text):
    """Trip counts of the kernel's loops, outermost first, when its loops
    are not unrolled: MaxPool's tap loops (the kernel's dims); ROIAlign's
    element loop (one element per thread in these models) and sample loops
    (sampling_ratio each; 0, adaptive, counted as 2)."""
    m = re.search(r"kernel = \[([0-9, ]+)\]", model_text)
    if m:
        return [int(k) for k in m.group(1).split(",")]
    m = re.search(r"sampling_ratio = (\d+)", model_text)
    ratio = int(m.group(1)) if m else 2
    return [1, ratio or 2, ratio or 2]


def store_bytes(instruction):
    m = re.search(r"\bSTG\.E(\S*)", instruction)
    if not m:
        return 0
    widths = {".64": 8, ".128": 16, ".U8": 1, ".S8": 1, ".U16": 2, ".S16": 2}
    return next((v for k, v in widths.items() if k in m.group(1)), 4)


def result_bytes(model_text):
    """Bytes of one output element over the function's results."""
    signature = re.search(r"->\s*\(?(.*?)\)?\s*\{", model_text).group(1)
    sizes = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "i8": 1, "i16": 2,
             "i32": 4, "i64": 8}
    return sum(sizes[t] for t in re.findall(r"tensor<[^>]*x(\w+)>", signature))


def scalar_fallbacks(main, target):
    """Addresses of the scalar-store fallbacks: a conditional forward branch
    (the MaxPool kernels' test of a buffer's alignment) whose fall-through
    block (up to the branch target) stores with fewer instructions than the
    target block (up to the fall-through's final BRA, or the next EXIT)."""
    fallback = set()
    addresses = [a for a, _ in main]
    text = dict(main)
    for a, i in main:
        t = target(i)
        if t is None or t <= a or not i.startswith("@"):
            continue
        through = [(b, text[b]) for b in addresses if a < b < t]
        if not through:
            continue
        last = through[-1][1]
        join = target(last) if last.startswith("BRA") else None
        taken = []
        for b in addresses:
            if b < t or (join is not None and b >= join):
                continue
            taken.append((b, text[b]))
            if text[b].startswith("EXIT"):
                break
        stores = lambda block: sum(1 for _, x in block if "STG" in x)
        if 0 < stores(through) < stores(taken):
            fallback.update(b for b, _ in taken)
    return fallback


def statistics(instructions, trips, result_bytes):
    def target(text):
        m = BRANCH.search(text)
        return int(m.group(1), 16) if m and m.group(1) else None

    body = [(a, i) for a, i in instructions
            if not i.startswith("NOP") and target(i) != a]
    calls = {int(m.group(1), 16) for _, i in body
             if (m := re.search(r"CALL\.REL\S*\s+0x([0-9a-f]+)", i))}
    # Subroutines (slow paths of divisions) follow the kernel's code.
    end = min(calls) if calls else None
    main = [(a, i) for a, i in body if end is None or a < end]
    div64 = 0
    for _, i in body:
        m = re.search(r"CALL\.REL\S*\s+0x([0-9a-f]+)", i)
        if m:
            start = int(m.group(1), 16)
            routine = []
            for a, t in body:
                if a >= start:
                    routine.append(t)
                    if t.startswith("RET"):
                        break
            div64 += any("I2F.U64.RP" in t for t in routine)
    loops = sorted((target(i), a) for a, i in main
                   if target(i) is not None and target(i) < a)
    # The common path: aligned buffers, vector stores.
    fallback = scalar_fallbacks(main, target)
    main = [(a, i) for a, i in main if a not in fallback]
    # Loop depth of each instruction -> executions per output element.
    executed = 0
    for address, _ in main:
        enclosing = [l for l in loops if l[0] <= address <= l[1]]
        factor = 1
        for depth in range(len(enclosing)):
            factor *= trips[depth] if depth < len(trips) else 1
        executed += factor
    # Outputs per thread (per iteration of ROIAlign's element loop): the
    # bytes its global stores write over the bytes of one output element of
    # every result (MaxPool-8: a value and an index).
    stored = sum(store_bytes(i) for _, i in main)
    outputs = max(1, stored // result_bytes)
    return {
        "sass": len(body),
        "per_element": executed / outputs,
        "outputs": outputs,
        "loops": len(loops),
        "div64": div64,
        "div32": sum(1 for _, i in main if "I2F.U32.RP" in i),
    }


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", default=os.path.join(root, "build"))
    parser.add_argument("--arch", default="sm_90")
    parser.add_argument("--cuda", default="/usr/local/cuda")
    parser.add_argument("--ptxas")
    parser.add_argument("--cuobjdump")
    parser.add_argument("models", nargs="*")
    args = parser.parse_args()
    ptxas = tool("ptxas", args.ptxas, args.cuda)
    cuobjdump = tool("cuobjdump", args.cuobjdump, args.cuda)
    compiler = os.path.join(args.build, "tools", "ov-compile", "ov-compile")
    print("| kernel | registers | spills | SASS | loops | outputs/thread "
          "| per element | div64 calls | div32 run-time |")
    print("|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        models = args.models
        if not models:
            bench_models = os.path.join(work, "bench-models")
            run([sys.executable, os.path.join(root, "bench", "bench.py"),
                 "--write-models", bench_models])
            models = sorted(glob.glob(os.path.join(bench_models, "*.mlir")))
        for model in models:
            name = os.path.basename(model)[:-5]
            out = os.path.join(work, name)
            run([compiler, model, "--target", "cuda", "--gpu-chip", args.arch,
                 "-o", out + ".so", "--emit-ptx", out])
            for ptx in sorted(glob.glob(os.path.join(out, "*.ptx"))):
                cubin = ptx[:-4] + ".cubin"
                log = run([ptxas, "-v", "-arch=" + args.arch, ptx, "-o",
                           cubin]).stderr
                registers = REGISTERS.search(log).group(1)
                spills = SPILLS.search(log)
                spilled = int(spills.group(1)) + int(spills.group(2))
                sass = parse_sass(run([cuobjdump, "-sass", cubin]).stdout)
                for kernel, instructions in sorted(sass.items()):
                    with open(model) as f:
                        text = f.read()
                    s = statistics(instructions, trip_counts(text),
                                   result_bytes(text))
                    print("| %s | %s | %d | %d | %d | %d | %.0f | %d | %d |" %
                          (kernel, registers, spilled, s["sass"], s["loops"],
                           s["outputs"], s["per_element"], s["div64"],
                           s["div32"]))


if __name__ == "__main__":
    main()
