// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.td - the torch-mlir front end's passes ----------------------===//

#ifndef OV_TORCHMLIR_PASSES_TD
#define OV_TORCHMLIR_PASSES_TD

include "mlir/Pass/PassBase.td"

def OVFromTorchMLIR : Pass<"ov-from-torch-mlir", "ModuleOp"> {
  let summary = "Turn what torch-mlir leaves unlowered into ov ops";
  let description = [{
    Reads a module that torch-mlir lowered to linalg on tensors up to, but
    not including, its backend-contract check (the finalizing backend type
    conversion fails on the ops it cannot lower), printed in generic form
    and parsed here with unregistered dialects allowed (torch-mlir is built
    on a newer MLIR: docs/embedding.md). Its torch ops are matched by name:

    - `torch.torchvision.roi_align(input, rois, spatial_scale, pooled_h,
      pooled_w, sampling_ratio, aligned)` becomes `ov.roi_align_v9` on
      `rois[:, 1:5]`, the batch indices `rois[:, 0]` converted to i32 as
      torchvision does (truncation), `aligned_mode = half_pixel_for_nn` when
      `aligned`, else `asymmetric`, and `sampling_ratio = 0` (adaptive) for
      any ratio <= 0 (OpenVINO's PyTorch front end maps it the same way).
      torchvision sums a bin's samples and divides once; OpenVINO divides
      each sample by the count. The two agree bit for bit when the count is
      a power of two, so a ratio that is not a power of two, and the
      adaptive ratio, are refused naming the node (docs/embedding.md);
    - a torch_c cast out of a torch value made by the matching cast into one
      (`to_builtin_tensor(from_builtin_tensor(x))`, `to_i64(from_i64(x))`,
      and the f64 and i1 pairs) folds to `x`; unused `torch.constant.*` ops
      and `torch_c` casts are erased.

    - torch-mlir's `tm_tensor.scan` (its cumsum, which nonzero and so
      MultiScaleRoIAlign's level mapper use) and `tm_tensor.scatter` (its
      index_put) become loop nests of scf.for over tensor.extract and
      tensor.insert with the op's region inlined (TMTensorToSCF.cpp); a
      scatter index outside the tensor stops the run (cf.assert).

    Any op of an unregistered dialect left after that is an error naming
    it: the module holds only registered dialects when the pass succeeds.
  }];
  let dependentDialects = [
    "::mlir::ov::OVDialect", "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
}

#endif // OV_TORCHMLIR_PASSES_TD
