//===- Passes.td - ov dialect conversion passes ---------------------------===//

#ifndef OV_CONVERSION_PASSES_TD
#define OV_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertOVToAffine : Pass<"ov-to-affine", "func::FuncOp"> {
  let summary = "Lower ov ops to affine loop nests on memrefs";
  let description = [{
    Each ov op becomes an affine loop nest over freshly allocated memrefs,
    bridged to the surrounding tensors with bufferization.to_buffer/to_tensor.
    MaxPool windows have clamped bounds (affine max/min maps), so padding is
    never read; values and indices come from one traversal. ROIAlign reads
    its data-dependent pixels with memref.load inside scf.for sample loops.
    Follows SEMANTICS.md 1.6, 1.7 and 3.3 exactly.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect", "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def ConvertOVToLinalg : Pass<"ov-to-linalg", "func::FuncOp"> {
  let summary = "Lower ov ops to linalg on tensors";
  let description = [{
    MaxPool becomes a tensor.pad with the element type's lowest value and a
    linalg.generic reduction over the window (a strictly-greater update, so
    NaN never wins and the first maximum in scan order is kept); MaxPool-8's
    indices come from the same linalg.generic. ROIAlign becomes a
    linalg.generic over the output whose body gathers pixels with
    tensor.extract. Dynamic dims use the ops' reified output sizes.
    MaxPools whose window (more than 2^16 taps) or explicit pads and strides
    (above 4096) would make the materialized padded input or the traversal
    unbounded are left in place for ov-to-affine.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
}

def ConvertOVToVector : Pass<"ov-to-vector", "func::FuncOp"> {
  let summary = "Lower ov ops to vectorized, parallel CPU loop nests";
  let description = [{
    The fast CPU path: MaxPool becomes an scf.parallel loop over the (n, c)
    planes whose rows are vectorized along the output's last axis (contiguous
    loads and de-interleaving shuffles inside the row, clamped gathers at its
    borders, masked stores for partial chunks), values and indices carried
    together. Configurations it does not cover (an unranked input, a last
    stride above 4, a last-axis kernel above 64 taps, MaxPool-8 with
    axis > 2) are left for ov-to-linalg.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "int64_t", /*default=*/"256",
           "Vector register width in bits (512 for AVX-512, 256 for AVX2)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::vector::VectorDialect"
  ];
}

#endif // OV_CONVERSION_PASSES_TD
