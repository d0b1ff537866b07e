#!/usr/bin/env python3
"""Assembles the PTX of ov-compile's CUDA target with NVIDIA's ptxas.

    ptxas-check.py --ptxas PTXAS --ov-compile OV_COMPILE --work DIR
                   [--arch sm_90 --arch sm_80] [--no-spills] MODEL...

Compiles each MODEL with `ov-compile --target cuda --gpu-chip ARCH --emit-ptx`
for every ARCH, assembles each kernel module's PTX with `ptxas -v -arch=ARCH`
and prints one line per kernel: model, kernel, arch, registers, spill bytes.
Fails (exit 1, one line naming the problem) on a compile or assembler error,
on an FMA in the PTX (the kernels' arithmetic must not be contracted: the
CPU emulation and SEMANTICS.md 3.4 rely on it) and, with --no-spills, on any
spilled register.
"""
import argparse
import os
import re
import subprocess
import sys

REGISTERS = re.compile(r"Used (\d+) registers")
SPILLS = re.compile(r"(\d+) bytes spill stores, (\d+) bytes spill loads")
FUNCTION = re.compile(r"Compiling entry function '([^']+)'")
FMA = re.compile(r"^\s*fma\.", re.MULTILINE)


def fail(message):
    print("ptxas-check: error: " + message, file=sys.stderr)
    sys.exit(1)


def model_name(path):
    name = os.path.basename(path)
    return name[:-5] if name.endswith(".mlir") else name


def compile_model(args, model, arch, ptx_dir):
    command = [args.ov_compile, model, "--target", "cuda", "--gpu-chip", arch,
               "-o", os.path.join(ptx_dir, "module.so"), "--emit-ptx", ptx_dir]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        fail("ov-compile failed on %s (%s): %s" %
             (model, arch, result.stderr.strip().splitlines()[-1:]))
    return sorted(f for f in os.listdir(ptx_dir) if f.endswith(".ptx"))


def assemble(args, ptx, arch):
    """Returns [(kernel, registers, spill stores, spill loads)]."""
    with open(ptx) as f:
        if FMA.search(f.read()):
            fail("%s: an fma instruction (contracted arithmetic)" % ptx)
    result = subprocess.run(
        [args.ptxas, "-v", "-arch=" + arch, ptx, "-o", ptx[:-4] + ".cubin"],
        capture_output=True, text=True)
    if result.returncode != 0:
        fail("ptxas -arch=%s rejected %s: %s" %
             (arch, ptx, " ".join(result.stderr.split())[:400]))
    kernels, current = [], None
    for line in result.stderr.splitlines():
        if m := FUNCTION.search(line):
            current = [m.group(1), None, 0, 0]
            kernels.append(current)
        elif current and (m := SPILLS.search(line)):
            current[2], current[3] = int(m.group(1)), int(m.group(2))
        elif current and (m := REGISTERS.search(line)):
            current[1] = int(m.group(1))
    if not kernels or any(k[1] is None for k in kernels):
        fail("no register count in ptxas -v's output for " + ptx)
    return kernels


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ptxas", required=True)
    parser.add_argument("--ov-compile", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--arch", action="append")
    parser.add_argument("--no-spills", action="store_true")
    parser.add_argument("models", nargs="+")
    args = parser.parse_args()
    archs = args.arch or ["sm_90", "sm_80"]
    count = 0
    for model in args.models:
        for arch in archs:
            ptx_dir = os.path.join(args.work, model_name(model), arch)
            os.makedirs(ptx_dir, exist_ok=True)
            files = compile_model(args, model, arch, ptx_dir)
            if not files:
                fail("%s (%s): no PTX emitted" % (model, arch))
            for ptx in files:
                for kernel, regs, stores, loads in assemble(
                        args, os.path.join(ptx_dir, ptx), arch):
                    print("%s %s %s registers=%d spill_stores=%d "
                          "spill_loads=%d" % (model_name(model), kernel, arch,
                                              regs, stores, loads))
                    if args.no_spills and (stores or loads):
                        fail("%s: kernel %s spills on %s (%d bytes stored, "
                             "%d loaded)" % (model, kernel, arch, stores,
                                             loads))
                    count += 1
    print("ptxas-check: %d kernels assembled" % count)


if __name__ == "__main__":
    main()
