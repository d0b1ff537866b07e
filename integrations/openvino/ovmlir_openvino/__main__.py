# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""python -m ovmlir_openvino offload IN.xml -o OUT.xml [options]
python -m ovmlir_openvino extension-path"""

import argparse
import os
import sys

from openvino.frontend import FrontEndManager

from . import OffloadError, extension_path
from .offloading import POLICIES, offload, one_line, save_model


def _same_file(a, b):
    return os.path.exists(a) and os.path.exists(b) and os.path.samefile(a, b)


def _check_readable_model(model, weights):
    """The model must be a regular file, and its weights too where there
    are any: OpenVINO's reader would wait forever on a FIFO."""
    if not os.path.exists(model):
        raise OffloadError(f"{model}: no such model file")
    for path in (model, weights):
        if os.path.exists(path) and not os.path.isfile(path):
            raise OffloadError(f"{path}: not a regular file")


def _read_ir(path):
    """The model, read by OpenVINO's IR frontend alone (with the ov_mlir
    ops, so that an offloaded model reads too): Core.read_model would hand a
    file the IR frontend refuses to its other frontends, whose logging
    writes lines of its own to stderr."""
    frontend = FrontEndManager().load_by_framework("ir")
    frontend.add_extension(extension_path())
    return frontend.convert(frontend.load(path))


def _offload_command(args):
    weights = os.path.splitext(args.input)[0] + ".bin"
    _check_readable_model(args.input, weights)
    out_weights = os.path.splitext(args.output)[0] + ".bin"
    for target in (args.output, out_weights):
        for source in (args.input, weights):
            if _same_file(target, source) or (
                    os.path.abspath(target) == os.path.abspath(source)):
                raise OffloadError(f"{target}: the output would overwrite the "
                                   f"input {source}")
    model = _read_ir(args.input)
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
                     "then PATH)")
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
