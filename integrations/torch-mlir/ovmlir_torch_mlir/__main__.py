# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""python -m ovmlir_torch_mlir: a model through torch-mlir into ov-mlir.

    python -m ovmlir_torch_mlir onnx MODEL.onnx -o OUT.mlir
    python -m ovmlir_torch_mlir torch FILE.py:FACTORY -o OUT.mlir

FACTORY is a function of FILE.py returning (torch.nn.Module, example
inputs). OUT.mlir holds upstream dialects and ov ops: ov-compile compiles
it. ov-opt comes from --ov-opt, OVMLIR_OV_OPT or PATH.
"""

import argparse
import importlib.util
import os
import sys

from ._import import FrontendError, import_onnx, import_torch


def load_factory(spec):
    path, _, name = spec.rpartition(":")
    if not path or not name:
        raise FrontendError(f"{spec}: expected FILE.py:FACTORY")
    module_spec = importlib.util.spec_from_file_location("ovmlir_model", path)
    if module_spec is None or not os.path.isfile(path):
        raise FrontendError(f"{path}: no such Python file")
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    factory = getattr(module, name, None)
    if not callable(factory):
        raise FrontendError(f"{path}: no function named {name}")
    return factory


def write_output(path, text):
    # Written beside the target and renamed, so that a failure leaves no
    # half-written file and never an existing one truncated.
    tmp = f"{path}.tmp{os.getpid()}"
    with open(tmp, "w") as out:
        out.write(text)
    os.replace(tmp, path)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m ovmlir_torch_mlir",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=["onnx", "torch"])
    parser.add_argument("model")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--ov-opt")
    args = parser.parse_args(argv)
    try:
        if args.kind == "onnx":
            text = import_onnx(args.model, ov_opt=args.ov_opt)
        else:
            module, inputs = load_factory(args.model)()
            text = import_torch(module, inputs, ov_opt=args.ov_opt)
        write_output(args.output, text)
    except FrontendError as error:
        print(f"ovmlir_torch_mlir: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
