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
import tempfile

from ._import import FrontendError, import_onnx, import_torch


def load_factory(spec):
    path, _, name = spec.rpartition(":")
    if not path or not name:
        raise FrontendError(f"{spec}: expected FILE.py:FACTORY")
    module_spec = importlib.util.spec_from_file_location("ovmlir_model", path)
    if module_spec is None or not os.path.isfile(path):
        raise FrontendError(f"{path}: no such Python file")
    module = importlib.util.module_from_spec(module_spec)
    try:
        module_spec.loader.exec_module(module)
    except Exception as error:
        raise FrontendError(f"{path}: running it raised "
                            f"{type(error).__name__}: {error}") from None
    factory = getattr(module, name, None)
    if not callable(factory):
        raise FrontendError(f"{path}: no function named {name}")
    return factory


def call_factory(spec, factory):
    """FACTORY() as (torch.nn.Module, a tuple of example inputs); whatever
    else it raises or returns is an error naming FILE.py:FACTORY."""
    try:
        made = factory()
    except Exception as error:
        raise FrontendError(f"{spec}: raised {type(error).__name__}: "
                            f"{error}") from None
    if not (isinstance(made, tuple) and len(made) == 2
            and callable(made[0]) and isinstance(made[1], (tuple, list))):
        raise FrontendError(f"{spec}: expected (torch.nn.Module, a tuple of "
                            f"example inputs), got {type(made).__name__}")
    return made


def check_output(path, model):
    """Refuses, before any work, an output that cannot be written or is the
    model itself (which the write would replace)."""
    if not path:
        raise FrontendError("-o: the output path is empty")
    if os.path.isdir(path):
        raise FrontendError(f"{path}: the output is a directory")
    directory = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(directory):
        raise FrontendError(f"{path}: no directory {directory}")
    if not os.access(directory, os.W_OK | os.X_OK):
        raise FrontendError(f"{path}: the directory {directory} is not "
                            "writable")
    source = model.rpartition(":")[0] if ":" in model else model
    for candidate in (model, source):
        if (candidate and os.path.exists(candidate) and os.path.exists(path)
                and os.path.samefile(candidate, path)):
            raise FrontendError(f"{path}: the output is the input model")


def write_output(path, text):
    # Written to a new file beside the target (O_EXCL: never through a link
    # someone left there) and renamed, so that a failure, a full disk or a
    # signal leaves no half-written file, no temporary, and never an
    # existing output truncated.
    directory = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(path)}.",
                                   suffix=".tmp", dir=directory)
    except OSError as error:
        raise FrontendError(f"{path}: cannot write it: "
                            f"{error.strerror or error}") from None
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.fchmod(fd, 0o666 & ~umask)
        with os.fdopen(fd, "w") as out:
            out.write(text)
        os.replace(tmp, path)
    except BaseException as error:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(error, OSError):
            raise FrontendError(f"{path}: cannot write it: "
                                f"{error.strerror or error}") from None
        raise


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m ovmlir_torch_mlir",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=["onnx", "torch"])
    parser.add_argument("model")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--ov-opt")
    args = parser.parse_args(argv)
    try:
        check_output(args.output, args.model)
        if args.kind == "onnx":
            text = import_onnx(args.model, ov_opt=args.ov_opt)
        else:
            factory = load_factory(args.model)
            module, inputs = call_factory(args.model, factory)
            text = import_torch(module, inputs, ov_opt=args.ov_opt)
        write_output(args.output, text)
    except FrontendError as error:
        print(f"ovmlir_torch_mlir: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("ovmlir_torch_mlir: interrupted; nothing written",
              file=sys.stderr)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
