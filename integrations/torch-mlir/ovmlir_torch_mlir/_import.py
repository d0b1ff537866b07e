# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The import steps: torch-mlir's importer and lowering, then ov-opt."""

import contextlib
import os
import shutil
import signal
import subprocess

# torch-mlir's torch-backend-to-linalg-on-tensors-backend-pipeline without
# its last two passes: the finalizing backend type conversion fails on the
# torch ops no pass lowers (torchvision's roi_align and its constants), and
# the backend-contract check refuses them. What is left is linalg on tensors
# plus those ops between torch_c casts, which ov-opt --ov-from-torch-mlir
# turns into ov ops.
LINALG_WITHOUT_CONTRACT = (
    "builtin.module("
    "func.func(torch-restructure-non-constant-axes),"
    "func.func(torch-fuse-quantized-ops),"
    "func.func(convert-torch-to-tmtensor),"
    "func.func(canonicalize),"
    "func.func(convert-torch-to-linalg),"
    "func.func(canonicalize),"
    "func.func(convert-torch-to-scf),"
    "func.func(convert-torch-to-arith),"
    "func.func(convert-torch-to-tensor),"
    "convert-torch-conversion-to-mlprogram,"
    "func.func(memref-expand),"
    "func.func(canonicalize),"
    "func.func(resolve-shaped-type-result-dims),"
    "func.func(cse),"
    "torch-func-backend-type-conversion,"
    "func.func(canonicalize))"
)

# ONNX ops to torch ops, then the torch backend contract (torch-mlir's own
# ONNX path, as its tools run it).
ONNX_TO_TORCH_BACKEND = (
    "builtin.module("
    "func.func(convert-torch-onnx-to-torch),"
    "torch-lower-to-backend-contract,"
    "func.func(cse),"
    "func.func(canonicalize))"
)


class FrontendError(RuntimeError):
    """A model the front end cannot import, in one line naming the step."""


def find_ov_opt(ov_opt=None):
    """ov-opt from the argument, OVMLIR_OV_OPT, or PATH."""
    path = ov_opt or os.environ.get("OVMLIR_OV_OPT") or shutil.which("ov-opt")
    if not path or not os.path.isfile(path) or not os.access(path, os.X_OK):
        raise FrontendError(
            "ov-opt not found: pass ov_opt=, set OVMLIR_OV_OPT, or put "
            "ov-mlir's tools on PATH (build/tools/ov-opt/ov-opt)")
    return path


def _first_error(message):
    """The first line of MLIR diagnostics that says "error", whole."""
    lines = str(message).strip().splitlines()
    errors = [line.strip() for line in lines if "error" in line]
    return errors[0] if errors else (lines[0].strip() if lines else "")


def _run_pipeline(module, pipeline, step):
    from torch_mlir.passmanager import PassManager

    with module.context:
        manager = PassManager.parse(pipeline)
        try:
            manager.run(module.operation)
        except Exception as error:  # torch-mlir raises MLIRError
            raise FrontendError(f"{step} failed: {_first_error(error)}") from None


def lower_to_ov(module, *, ov_opt=None):
    """torch-mlir's torch backend IR (a torch_mlir.ir.Module, changed in
    place) -> the text of a module of upstream dialects and ov ops."""
    _run_pipeline(module, LINALG_WITHOUT_CONTRACT,
                  "torch-mlir's lowering to linalg")
    # With its locations, an error names the node's line in the model's
    # Python source (the FX importer's locations) rather than a text line.
    generic = module.operation.get_asm(print_generic_op_form=True,
                                       enable_debug_info=True,
                                       assume_verified=True)
    return run_ov_opt(generic, ov_opt=ov_opt)


def run_ov_opt(generic, *, ov_opt=None):
    """ov-opt --ov-from-torch-mlir on the text of a generic-form module."""
    path = find_ov_opt(ov_opt)
    try:
        result = subprocess.run(
            [path, "--allow-unregistered-dialect", "--ov-from-torch-mlir",
             "-"], input=generic, capture_output=True, text=True, check=False)
    except OSError as error:
        raise FrontendError(f"{path}: cannot run it: "
                            f"{error.strerror or error}") from None
    if result.returncode < 0:
        # A crash leaves a stack dump, not a diagnostic: say how it ended.
        number = -result.returncode
        try:
            name = f" ({signal.Signals(number).name})"
        except ValueError:
            name = ""
        raise FrontendError(f"ov-opt --ov-from-torch-mlir: killed by signal "
                            f"{number}{name}")
    if result.returncode != 0:
        raise FrontendError("ov-opt --ov-from-torch-mlir: " + (
            _first_error(result.stderr)
            or f"exited with status {result.returncode}"))
    return result.stdout


def _static_multiscale_roi_align(x_filtered, boxes, output_size,
                                 sampling_ratio, scales, mapper):
    """torchvision's MultiScaleRoIAlign without data-dependent shapes: every
    box is pooled on every level and each keeps its own level's bins
    (torch.where), bit for bit torchvision's answer (a box's bins depend on
    that box alone; boxes of no level stay 0, as there) at the cost of
    pooling each box once per level. torchvision scatters each level's bins
    through nonzero and index_put, and torch-mlir lowers an index_put whose
    index set is empty (a level without boxes) to a one-row broadcast that
    reads past the empty tensors: garbage in row 0 (docs/embedding.md)."""
    import torch
    from torchvision.ops import roi_align
    from torchvision.ops.poolers import _convert_to_roi_format

    if scales is None or mapper is None:
        raise ValueError("scales and mapper should not be None")
    rois = _convert_to_roi_format(boxes)
    if len(x_filtered) == 1:
        return roi_align(x_filtered[0], rois, output_size=output_size,
                         spatial_scale=scales[0],
                         sampling_ratio=sampling_ratio)
    levels = mapper(boxes).view(-1, 1, 1, 1)
    dtype = x_filtered[0].dtype
    result = None
    for level, (feature, scale) in enumerate(zip(x_filtered, scales)):
        pooled = roi_align(feature, rois, output_size=output_size,
                           spatial_scale=scale,
                           sampling_ratio=sampling_ratio).to(dtype)
        if result is None:
            result = torch.zeros_like(pooled)
        result = torch.where(levels == level, pooled, result)
    return result


@contextlib.contextmanager
def static_multiscale_roi_align():
    """While active, torchvision's MultiScaleRoIAlign pools as
    _static_multiscale_roi_align does."""
    try:
        from torchvision.ops import poolers
    except ImportError:
        yield
        return
    original = getattr(poolers, "_multiscale_roi_align", None)
    if original is None:
        raise FrontendError(
            "torchvision.ops.poolers has no _multiscale_roi_align (another "
            "torchvision than the pinned one): pass static_multiscale=False")
    poolers._multiscale_roi_align = _static_multiscale_roi_align
    try:
        yield
    finally:
        poolers._multiscale_roi_align = original


def import_torch(module, example_inputs, *, func_name="main", ov_opt=None,
                 static_multiscale=True):
    """A torch.nn.Module and example inputs (a tuple of tensors) -> the text
    of a module ov-compile compiles. The module is exported in eval mode;
    with `static_multiscale`, torchvision's MultiScaleRoIAlign is exported
    without data-dependent shapes (_static_multiscale_roi_align)."""
    from torch_mlir import fx

    module = module.eval()
    guard = (static_multiscale_roi_align() if static_multiscale
             else contextlib.nullcontext())
    try:
        with guard:
            imported = fx.export_and_import(module, *tuple(example_inputs),
                                            output_type="torch",
                                            func_name=func_name)
    except Exception as error:  # torch.export's many error types
        # torch.export's first line states the problem; what follows is
        # advice and logs.
        first = next((line.strip() for line in str(error).splitlines()
                      if line.strip()), "")
        raise FrontendError("torch-mlir's FX import failed: "
                            f"{type(error).__name__}: {first}") from None
    return lower_to_ov(imported, ov_opt=ov_opt)


def import_onnx(model, *, ov_opt=None):
    """An ONNX model (a path or an onnx.ModelProto) -> the text of a module
    ov-compile compiles."""
    import onnx
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.extras import onnx_importer
    from torch_mlir.ir import Context

    if isinstance(model, (str, os.PathLike)):
        try:
            model = onnx.load(os.fspath(model))
        except Exception as error:
            raise FrontendError(f"{model}: not a readable ONNX model: "
                                f"{error}") from None
    model = onnx.shape_inference.infer_shapes(model)
    context = Context()
    torch_d.register_dialect(context)
    info = onnx_importer.ModelInfo(model)
    module = info.create_module(context=context)
    importer = onnx_importer.NodeImporter.define_function(
        info.main_graph, module.operation)
    importer.import_all()
    _run_pipeline(module, ONNX_TO_TORCH_BACKEND,
                  "torch-mlir's ONNX-to-torch conversion")
    return lower_to_ov(module, ov_opt=ov_opt)
