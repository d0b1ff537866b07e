# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""PyTorch modules and ONNX models through torch-mlir into ov-mlir.

torch-mlir imports the model (its FX importer for a ``torch.nn.Module``, its
ONNX importer for an ONNX model) and lowers to linalg on tensors everything
it can; ``torchvision.ops.roi_align`` (which torch-mlir's ONNX importer also
makes of ``RoiAlign``) is left as ``torch.torchvision.roi_align``. ov-mlir's
``ov-opt --ov-from-torch-mlir`` then turns that op into ``ov.roi_align_v9``,
giving a module of upstream dialects and ov ops that ``ov-compile`` compiles
and libovrt runs. The two MLIRs differ in version, so the module crosses as
text in generic form (docs/embedding.md).

    from ovmlir_torch_mlir import import_torch, import_onnx
    text = import_torch(model, (features, proposals))
    open("head.mlir", "w").write(text)
"""

from ._import import FrontendError, import_onnx, import_torch, lower_to_ov

__all__ = ["FrontendError", "import_onnx", "import_torch", "lower_to_ov"]
