#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Fuzzes the tools as a user attacks them: mutated files and command lines.

  fuzz_tools.py --build BUILD [--seconds N | --runs N] [--seed S]
                [--targets translate,compile,run,offload] [--keep DIR]
                [--python VENV_PYTHON]

Each execution takes a real input (OpenVINO IR .xml + .bin pairs and .mlir
models from the test inputs, .npy tensors, compiled modules), mutates its
bytes or its text (numbers replaced by extremes, control characters in names,
lines dropped or repeated, truncation) and/or the command line (unknown flag
values, outputs that name an input, folders that do not exist), and runs
ov-translate, ov-compile or ov-run as a subprocess in a scratch folder, with
a time and memory limit. The `offload` target runs the OpenVINO integration's
offload step (`python -m ovmlir_openvino offload`, with --python, the test
venv's interpreter, and the environment of integrations/openvino/tests) on
the mutated IR models. A finding is any of:

  - death by a signal, or an exit code other than 0 and 1;
  - a timeout (a hang, or a run that a bad input should not start);
  - a sanitizer report (AddressSanitizer, UBSan's "runtime error:");
  - exit code 0 with "error:" on stderr, or exit code 1 without a message;
  - an error message on more than one line, or a control character in it;
  - an input file changed or removed (output clobbering).

Findings are printed with their command line and saved under --keep (default:
BUILD/fuzz/tools) as a folder holding the inputs and a `repro.sh`; the script
exits 1 if there was any. The seed makes a run reproducible (same mutations
in the same order; timings aside).
"""

import argparse
import hashlib
import os
import random
import re
import resource
import shutil
import stat
import subprocess
import sys
import tempfile
import time

SRC = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TIMEOUT_S = 60
MEMORY_LIMIT = 4 << 30

EXTREMES = ["0", "-1", "1", "2", "4096", "4097", "65535", "2147483647",
            "2147483648", "4294967296", "9223372036854775807",
            "-9223372036854775808", "18446744073709551616", "1e308", "nan",
            "inf", "-inf", "-0", "?", "", "1099511627776", "100000"]
CONTROL = ["\x1b[31m", "\r", "\n", "\x00", "\x07", "\t", "\x7f", "\x1b]0;x\x07"]
# Option values with control characters (no NUL: argv cannot hold one).
ARG_CONTROL = [c for c in CONTROL if c != "\x00"]
# The shapes issue 27 added, forced on the first executions of every
# campaign so that even the short bounded run under ctest tries each:
# hundreds of overlapping Consts (the importer's budget), a model that is
# not a regular file, weights that are not one.
FORCED = ["consts", "model-not-regular", "bin-not-regular"]


def seeds():
    """(kind, files) pairs: kind is xml or mlir; files[0] is the model."""
    out = []
    folders = [os.path.join(SRC, "test", "Import", "Inputs"),
               os.path.join(SRC, "examples"), os.path.join(SRC, "fuzz", "models"),
               os.path.join(SRC, "test", "Pipelines", "Inputs")]
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if name.endswith(".xml"):
                weights = path[:-4] + ".bin"
                out.append(("xml", [path] + ([weights] if os.path.exists(weights) else [])))
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            if name.endswith(".mlir"):
                out.append(("mlir", [os.path.join(folder, name)]))
    return out


def mutate_text(rng, text):
    """One to three structure-aware or byte-level edits of `text`."""
    for _ in range(rng.randint(1, 3)):
        choice = rng.random()
        numbers = list(re.finditer(r"-?\d+(\.\d+)?(e-?\d+)?", text))
        names = list(re.finditer(r'name="([^"]*)"|@([A-Za-z_][A-Za-z0-9_]*)', text))
        lines = text.split("\n")
        if choice < 0.35 and numbers:
            m = rng.choice(numbers)
            text = text[:m.start()] + rng.choice(EXTREMES) + text[m.end():]
        elif choice < 0.5 and names:
            m = rng.choice(names)
            pos = m.start(1) if m.group(1) is not None else m.start(2)
            text = text[:pos] + rng.choice(CONTROL) + text[pos:]
        elif choice < 0.6 and len(lines) > 2:
            del lines[rng.randrange(len(lines))]
            text = "\n".join(lines)
        elif choice < 0.7 and len(lines) > 2:
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            text = "\n".join(lines)
        elif choice < 0.8 and text:
            text = text[:rng.randrange(len(text))]
        elif choice < 0.9 and text:
            i = rng.randrange(len(text))
            text = text[:i] + chr(rng.randrange(256)) + text[i + 1:]
        else:
            attrs = ["sampling_ratio", "pooled_h", "kernel", "strides",
                     "pads_begin", "axis", "spatial_scale", "shape", "offset",
                     "size", "element_type", "precision", "version"]
            a = rng.choice(attrs)
            text = re.sub(a + r'="[^"]*"', a + '="' + rng.choice(EXTREMES) + '"',
                          text, count=1)
    return text


def mutate_bytes(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if data and rng.random() < 0.7:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif data:
            del data[rng.randrange(len(data)):]
    return bytes(data)


def npy_bytes(rng):
    """A small valid .npy, then maybe mutated."""
    dtype = rng.choice(["<f4", "<f8", "<f2", "<i4", "<i8", "<u1"])
    shape = tuple(rng.choice([0, 1, 2, 3, 4, 8]) for _ in range(rng.randint(0, 5)))
    count = 1
    for d in shape:
        count *= d
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (
        dtype, repr(shape))
    header += " " * (63 - (len(header) + 10) % 64) + "\n"
    size = int(dtype[2:]) * count
    data = b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + \
        header.encode() + bytes(rng.randrange(256) for _ in range(min(size, 4096)))
    return mutate_bytes(rng, data) if rng.random() < 0.5 else data


def overlapping_consts(rng):
    """(xml text, .bin bytes): up to 300 f32 Consts over one .bin, each at a
    few bytes from the last, so that they overlap (issue 27's amplification:
    the importer's budget for constants must stop it)."""
    bin_size = rng.choice([1, 4, 16]) << 20
    count = rng.choice([10, 100, 300])
    size = rng.choice([bin_size // 2, bin_size - 4096, 4096])
    stride = rng.choice([0, 4, 1024])
    layers = "".join(
        '<layer id="%d" name="c%d" type="Const" version="opset1">'
        '<data element_type="f32" shape="%d" offset="%d" size="%d"/>'
        '<output><port id="0" precision="FP32"><dim>%d</dim></port></output>'
        "</layer>\n" % (i, i, size // 4, i * stride, size, size // 4)
        for i in range(count))
    xml = ('<?xml version="1.0"?>\n<net name="consts" version="11"><layers>\n' +
           layers + "</layers><edges/></net>\n")
    return xml, rng.randbytes(bin_size)


def make_not_regular(rng, path):
    """Replaces `path` by what a read must refuse: a link to /dev/zero, a
    FIFO without a writer, a link to that FIFO (issue 27)."""
    os.remove(path)
    kind = rng.choice(["zero", "fifo", "fifo-link"])
    if kind == "zero":
        os.symlink("/dev/zero", path)
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        os.mkfifo(path + ".fifo")
        os.symlink(os.path.basename(path) + ".fifo", path)


def offload_args(rng, hostile_out):
    """The offload command's arguments after the interpreter: the model, an
    output (sometimes an input or a missing folder), a policy, sometimes a
    --cpu. Never a value argparse refuses (its usage message is its own)."""
    args = ["-m", "ovmlir_openvino", "offload", "model.xml", "-o",
            hostile_out or "o.xml", "--policy", rng.choice(["all", "measured"])]
    if rng.random() < 0.2:
        args += ["--cpu", rng.choice(["haswell", "native", "bogus", ""])]
    return args


def limits():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha1(f.read()).hexdigest()


class Campaign:
    def __init__(self, args):
        self.args = args
        args.build = os.path.abspath(args.build)
        self.rng = random.Random(args.seed)
        self.tools = {
            "translate": os.path.join(args.build, "tools", "ov-translate", "ov-translate"),
            "compile": os.path.join(args.build, "tools", "ov-compile", "ov-compile"),
            "run": os.path.join(args.build, "tools", "ov-run", "ov-run"),
            "offload": args.python,
        }
        self.seeds = seeds()
        self.executions = 0
        self.shapes = {}
        self.findings = []
        self.keep = args.keep or os.path.join(args.build, "fuzz", "tools")

    def count(self, shape):
        self.shapes[shape] = self.shapes.get(shape, 0) + 1

    # One execution: write the inputs, build the command line, run, judge.
    def one(self, work):
        rng = self.rng
        target = rng.choice(self.args.targets)
        forced = FORCED[self.executions] if self.executions < len(FORCED) else None
        kind, files = rng.choice(self.seeds)
        while (forced in ("consts", "bin-not-regular") or
               target == "offload") and kind != "xml":
            kind, files = rng.choice(self.seeds)
        with open(files[0], encoding="utf-8", errors="replace") as f:
            text = f.read()
        if rng.random() < 0.9:
            text = mutate_text(rng, text)
        model = os.path.join(work, "model." + kind)
        with open(model, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        bin_path = os.path.join(work, "model.bin")
        with open(bin_path, "wb") as f:
            if len(files) > 1:  # the model's own weights, sometimes damaged
                with open(files[1], "rb") as w:
                    data = w.read()
                f.write(mutate_bytes(rng, data) if rng.random() < 0.3 else data)
            else:
                f.write(bytes(rng.randrange(256) for _ in range(rng.choice([0, 4, 64, 1024]))))
        if kind == "xml" and (forced == "consts" or rng.random() < 0.02):
            self.count("overlapping consts")
            text, weights = overlapping_consts(rng)
            with open(model, "w") as f:
                f.write(text)
            with open(bin_path, "wb") as f:
                f.write(weights)
        # Models and weights that are not regular files.
        if forced == "model-not-regular" or rng.random() < 0.03:
            self.count("model not a regular file")
            make_not_regular(rng, model)
        if kind == "xml" and (forced == "bin-not-regular" or rng.random() < 0.05):
            self.count("weights not a regular file")
            make_not_regular(rng, bin_path)
        npy = os.path.join(work, "x.npy")
        with open(npy, "wb") as f:
            f.write(npy_bytes(rng))
        os.mkdir(os.path.join(work, "out"))
        cmd = [self.tools[target]]
        # The output: usually fresh, sometimes an input or a missing folder.
        hostile_out = rng.choice([None] * 6 + ["model." + kind, "model.bin", "x.npy",
                                                "missing/o", "out", "./out/../model." + kind])
        if target == "translate":
            if kind == "xml":
                cmd += ["--import-openvino", "model.xml", "-o", hostile_out or "o.mlir"]
            else:
                cmd += ["--export-openvino", "model.mlir", "-o", hostile_out or "o.xml"]
            if rng.random() < 0.3:
                cmd += ["--bin", rng.choice(["model.bin", "o.xml", "model." + kind, "b.bin"])]
        elif target == "offload":
            cmd += offload_args(rng, hostile_out)
        elif target == "compile":
            cmd += ["model." + kind, "-o", hostile_out or "m.so"]
            cmd += rng.choice([[], [], ["--lowering=affine"], ["--lowering=linalg"],
                               ["--lowering=" + rng.choice(EXTREMES)],
                               ["--target=cuda", "--gpu-chip=" + rng.choice(["sm_90", "sm_1000", "sm_", "gfx90a", "sm_90a"])],
                               ["--target=cuda", "--gpu-features=" + rng.choice(["+ptx80", "garbage", "+ptx99", ""])],
                               ["--emit-llvm", rng.choice(["m.ll", "missing/m.ll", "model." + kind])],
                               ["-O" + rng.choice(["0", "3", "9", "-1"])],
                               # The vulkan target, its output naming an input.
                               ["--target=vulkan"],
                               ["--target=vulkan", "--emit-llvm", rng.choice(["m.ll", "model." + kind])],
                               ["--cpu=" + rng.choice(["haswell", "x86-64-v4", "native", "bogus",
                                                       "i386", ""] + ARG_CONTROL)],
                               ["--cpu-features=" + rng.choice(["+avx2", "avx2", "+nosuch", "-sse2",
                                                                "+avx2,,+fma", "+"] +
                                                               ["+" + c for c in ARG_CONTROL])]])
        else:
            cmd += ["model." + kind, "--input", "x.npy", "--output-dir",
                    rng.choice(["out", "out", "missing", "x.npy"])]
            if rng.random() < 0.2:
                cmd += ["--input", "x.npy"]
            if rng.random() < 0.1:  # a CPU module or source on the vulkan target
                cmd += ["--target", "vulkan"]
        # What the tool reads: the model, its weights (.xml), the tensors (ov-run).
        read = {"model." + kind}
        if kind == "xml":  # the weights: --bin (ov-translate) or beside
            bins = [cmd[i + 1] for i, c in enumerate(cmd) if c == "--bin"]
            read.add(bins[-1] if bins else "model.bin")
        # Only regular files can be compared (reading a FIFO would block).
        read = {p for p in read if os.path.isfile(os.path.join(work, p))}
        if target == "run":
            read.add("x.npy")
        before = {p: digest(os.path.join(work, p)) for p in read}
        start = time.time()
        try:
            proc = subprocess.run(cmd, cwd=work, capture_output=True, timeout=TIMEOUT_S,
                                  preexec_fn=limits, env=dict(os.environ, TMPDIR=work))
            rc, err = proc.returncode, proc.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired as e:
            rc, err = None, (e.stderr or b"").decode("utf-8", "replace")
        self.executions += 1
        problems = []
        if rc is None:
            problems.append("timeout after %d s" % TIMEOUT_S)
        elif rc < 0:
            problems.append("killed by signal %d" % -rc)
        elif rc not in (0, 1):
            problems.append("exit code %d" % rc)
        if "AddressSanitizer" in err or "runtime error:" in err or "LeakSanitizer" in err:
            problems.append("sanitizer report")
        if rc == 0 and "error:" in err:
            problems.append("exit code 0 with an error message")
        if rc == 1:
            lines = err.rstrip("\n").split("\n") if err.strip() else []
            if not lines:
                problems.append("exit code 1 without a message")
            elif len(lines) > 1:
                problems.append("error on %d lines" % len(lines))
            if any(ord(c) < 0x20 and c != "\n" or ord(c) == 0x7f for c in err):
                problems.append("unescaped control character in the error")
        for p, h in before.items():
            path = os.path.join(work, p)
            if not os.path.isfile(path) or digest(path) != h:
                problems.append("input '%s' changed or removed" % p)
        if problems:
            self.report(work, cmd, rc, err, problems, files[0])
        return time.time() - start

    def report(self, work, cmd, rc, err, problems, seed):
        key = hashlib.sha1((" ".join(problems) + cmd[0]).encode()).hexdigest()[:10]
        folder = os.path.join(self.keep, "finding-" + key)
        first = not os.path.exists(folder)
        if first:
            # Links as links (one may point at /dev/zero); FIFOs left out
            # (copying one would wait for a writer): repro.sh remakes them.
            fifos = [n for n in os.listdir(work)
                     if stat.S_ISFIFO(os.lstat(os.path.join(work, n)).st_mode)]
            shutil.copytree(work, folder, dirs_exist_ok=True, symlinks=True,
                            ignore=lambda d, names: fifos if d == work else [])
            with open(os.path.join(folder, "repro.sh"), "w") as f:
                f.write("cd \"$(dirname \"$0\")\" && " + "".join(
                    "rm -f '%s' && mkfifo '%s' && " % (n, n) for n in fifos) + " ".join(
                    "'%s'" % c for c in cmd) + "\n")
        self.findings.append((problems, cmd, rc, err))
        print("finding: %s (seed %s, exit %s): %s" % (
            "; ".join(problems), os.path.basename(seed), rc, " ".join(cmd[1:])))
        print("  stderr: %r" % err[:300])
        if first:
            print("  saved: " + folder)

    def run(self):
        os.makedirs(self.keep, exist_ok=True)
        deadline = time.time() + self.args.seconds if self.args.seconds else None
        while True:
            if deadline and time.time() >= deadline:
                break
            if self.args.runs and self.executions >= self.args.runs:
                break
            work = tempfile.mkdtemp(prefix="ov-fuzz-tools-")
            try:
                self.one(work)
            finally:
                shutil.rmtree(work, ignore_errors=True)
        kinds = {}
        for problems, *_ in self.findings:
            for p in problems:
                kinds[re.sub(r"'[^']*'|\d+", "N", p)] = kinds.get(re.sub(r"'[^']*'|\d+", "N", p), 0) + 1
        print("fuzz_tools: %d executions (%s), %d findings%s" % (
            self.executions,
            ", ".join("%s: %d" % kv for kv in sorted(self.shapes.items())),
            len(self.findings),
            "".join("\n  %d x %s" % (n, k) for k, n in sorted(kinds.items()))))
        return 1 if self.findings else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", required=True)
    parser.add_argument("--seconds", type=float, default=0)
    parser.add_argument("--runs", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--targets", default="translate,compile,run")
    parser.add_argument("--keep")
    parser.add_argument("--python", default="python3",
                        help="the interpreter that has openvino (offload)")
    args = parser.parse_args()
    args.targets = args.targets.split(",")
    if not args.seconds and not args.runs:
        args.seconds = 30
    sys.exit(Campaign(args).run())


if __name__ == "__main__":
    main()
