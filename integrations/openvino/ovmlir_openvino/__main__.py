# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""python -m ovmlir_openvino offload IN.xml -o OUT.xml [options]
python -m ovmlir_openvino extension-path"""

import argparse
import os
import signal
import sys

from openvino.frontend import FrontEndManager

from . import OffloadError, extension_path, resolve_module_paths
from .offloading import (POLICIES, check_model_path, offload, one_line,
                         remove_partial_modules, save_model, weights_path)


def _same_file(a, b):
    return os.path.exists(a) and os.path.exists(b) and os.path.samefile(a, b)


def _check_readable_model(model, weights):
    """The model must be a regular file that can be read, and its weights
    too where there are any: OpenVINO's reader would wait forever on a
    FIFO, and says only "Check 'ir_model != nullptr' failed" of a file it
    cannot open."""
    if not os.path.exists(model):
        raise OffloadError(f"{model}: no such model file")
    for path in (model, weights):
        if os.path.exists(path) and not os.path.isfile(path):
            raise OffloadError(f"{path}: not a regular file")
        if os.path.exists(path):
            try:
                with open(path, "rb") as f:
                    f.read(1)
            except OSError as e:
                raise OffloadError(f"{path}: cannot read it: "
                                   f"{e.strerror or e}") from None


def _parsed_xml(path):
    """The file's XML tree, or None where it is not well-formed XML (the IR
    reader then names the problem itself)."""
    import xml.etree.ElementTree as ElementTree

    try:
        return ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, OSError):
        return None


def _check_edges(path, root):
    """Every input port of every layer has an edge into it: OpenVINO
    2026.4.1's IR reader crashes (SIGSEGV) on a port without one."""
    fed = {(edge.get("to-layer"), edge.get("to-port"))
           for edge in root.iter("edge")}
    for layer in root.iter("layer"):
        for port in layer.findall("./input/port"):
            if (layer.get("id"), port.get("id")) not in fed:
                raise OffloadError(
                    f"{path}: cannot read the model: layer "
                    f"{one_line(repr(layer.get('name')))} (id "
                    f"{layer.get('id')}) has no edge into its input port "
                    f"{port.get('id')}")


def _read_ir(path):
    """The model, read by OpenVINO's IR frontend alone (with the ov_mlir
    ops, so that an offloaded model reads too): Core.read_model would hand a
    file the IR frontend refuses to its other frontends, whose logging
    writes lines of its own to stderr. Its failure names the file."""
    frontend = FrontEndManager().load_by_framework("ir")
    frontend.add_extension(extension_path())
    # A file the IR frontend does not support (an IR version it does not
    # read, say 7) crashes its convert() (SIGSEGV in OpenVINO 2026.4.1):
    # ask first, as Core.read_model does.
    root = _parsed_xml(path)
    if root is not None:
        if not frontend.supported(path):
            raise OffloadError(f"{path}: cannot read the model: not an "
                               "OpenVINO IR that OpenVINO's IR reader "
                               "supports (IR version 10 or 11)")
        _check_edges(path, root)
    try:
        return frontend.convert(frontend.load(path))
    except RuntimeError as e:
        reason = one_line(e)
        if reason == type(e).__name__:
            reason = "OpenVINO's IR reader gives no reason"
        raise OffloadError(f"{path}: cannot read the model: {reason}") \
            from None


def _offload_command(args):
    # The output first: a path no model can be saved to is refused before
    # anything is compiled.
    check_model_path(args.output)
    weights = weights_path(args.input)
    _check_readable_model(args.input, weights)
    out_weights = weights_path(args.output)
    for target in (args.output, out_weights):
        for source in (args.input, weights):
            if _same_file(target, source) or (
                    os.path.abspath(target) == os.path.abspath(source)):
                raise OffloadError(f"{target}: the output would overwrite the "
                                   f"input {source}")
    model = _read_ir(args.input)
    # A model offloaded already: its modules, relative to its folder, are
    # copied into the output's (offload).
    resolve_module_paths(model, os.path.dirname(os.path.abspath(args.input)))
    out_dir = os.path.dirname(os.path.abspath(args.output))
    os.makedirs(out_dir, exist_ok=True)
    result = offload(model, out_dir, ov_compile=args.ov_compile,
                     policy=args.policy, cpu=args.cpu)
    save_model(result, args.output)
    print(f"wrote {args.output}")


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m ovmlir_openvino")
    sub = parser.add_subparsers(dest="command", required=True)
    cmd = sub.add_parser("offload", help="rewrite a model's pooling and ROI "
                         "nodes into ov_mlir ops running compiled modules")
    cmd.add_argument("input", help="the model (OpenVINO IR .xml)")
    cmd.add_argument("-o", "--output", required=True,
                     help="the offloaded model (.xml); its .bin and the "
                     "ov_mlir_modules folder go beside it")
    cmd.add_argument("--ov-compile", help="ov-compile (default: $OV_COMPILE, "
                     "then the ovmlir-compiler wheel's, then PATH)")
    cmd.add_argument("--policy", choices=POLICIES, default="measured",
                     help="measured (default): offload a node only where "
                     "ov-mlir's is faster on this machine, reorders "
                     "included; all: every node that compiles")
    cmd.add_argument("--cpu", help="ov-compile's --cpu (default: native)")
    sub.add_parser("extension-path", help="print the extension library's "
                   "path (Core.add_extension, benchmark_app -extensions)")
    args = parser.parse_args(argv)
    try:
        if args.command == "offload":
            _offload_command(args)
        else:
            print(extension_path())
    except (OffloadError, RuntimeError, OSError) as e:
        print(f"ovmlir_openvino: {one_line(e)}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        # offload's own cleanup ran on the way out; a signal that came
        # before it started is caught here.
        remove_partial_modules()
        print("ovmlir_openvino: interrupted", file=sys.stderr)
        return 130
    return 0


def _terminated(signum, frame):
    # Raised where the process is: the cleanups on the way out run (no
    # module temporary is left behind), then it exits 128 + SIGTERM.
    print("ovmlir_openvino: terminated", file=sys.stderr)
    raise SystemExit(128 + signum)


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, _terminated)
    sys.exit(main())
