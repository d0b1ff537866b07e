//===- BufferBridge.h - Tensors <-> memrefs inside ov lowerings --*- C++ -*-===//
//
// The lowerings that build loop nests on memrefs (ov-to-affine, ov-to-gpu,
// ov-to-vector) bridge to the surrounding tensors the same way: a read-only
// signless view of each operand, a fresh signless buffer per result, and the
// result tensor from that buffer. One-shot bufferization then removes the
// bridges. Every lowering (ov-to-linalg too) matches an op of a family the
// same way: through the family's interface, whatever its version.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_BUFFERBRIDGE_H
#define OV_LIB_CONVERSION_BUFFERBRIDGE_H

#include "ov/Dialect/FamilyAttrs.h"
#include "ov/Semantics/KernelBuilders.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir::ov {

/// `ofr` as an index value (a constant when it is an attribute).
Value indexValue(OpBuilder &b, Location loc, OpFoldResult ofr);

/// A read-only memref view of tensor `value`, with a signless element type.
Value readBuffer(OpBuilder &b, Location loc, Value value);

/// A fresh signless buffer for `resultType`; `sizes` gives every dim (the
/// dynamic ones are used). `alignment` in bytes, when given.
Value allocBuffer(OpBuilder &b, Location loc, RankedTensorType resultType,
                  ArrayRef<OpFoldResult> sizes,
                  std::optional<int64_t> alignment = std::nullopt);

/// The tensor holding `buffer`'s contents, with `resultType`'s element type.
Value toTensor(OpBuilder &b, Location loc, Value buffer,
               RankedTensorType resultType);

/// The value that replaces operand `operand` of `op` in a conversion
/// pattern, from the pattern's converted `operands` (in operand order):
/// family interfaces name operands by role, not by position.
Value convertedOperand(Operation *op, ArrayRef<Value> operands, Value operand);

class MaxPoolOpInterface;
class ROIAlignOpInterface;

/// What every pooling lowering starts from: the converted input, the
/// attributes, and the output shape and pads reified from them (ShapeRules).
struct PoolMatch {
  Value input; // a ranked tensor
  RankedTensorType inputType, outputType;
  PoolingAttrs attrs;
  SmallVector<OpFoldResult> outputShape;
  SmallVector<std::pair<OpFoldResult, OpFoldResult>> pads;
};

/// Fills `m` for pooling op `op` from its converted `input`, its `output`
/// and `attrs`; fails, with a match-failure note and before building
/// anything, on an unranked input or result.
LogicalResult matchPool(RewriterBase &rewriter, Operation *op, Value input,
                        Value output, const PoolingAttrs &attrs, PoolMatch &m);

/// matchPool for an op of a pooling family: its converted input (from
/// `operands`), its output and its attributes.
template <typename PoolOpT>
LogicalResult matchPoolOp(RewriterBase &rewriter, PoolOpT op,
                          ArrayRef<Value> operands, PoolMatch &m) {
  return matchPool(rewriter, op, convertedOperand(op, operands, op.getInput()),
                   op.getOutput(), op.getPoolingAttrs(), m);
}

/// MaxPool's match: a pooling match and the indices' type.
struct MaxPoolMatch : PoolMatch {
  RankedTensorType indicesType; // null without indices
};

/// Matches `op` of any MaxPool version with its converted `operands`; fails,
/// with a match-failure note and before building anything, on an unranked
/// input or result.
FailureOr<MaxPoolMatch> matchMaxPool(RewriterBase &rewriter,
                                     MaxPoolOpInterface op,
                                     ArrayRef<Value> operands);

/// What every ROIAlign lowering starts from: the converted operands (tensors
/// from matchROIAlign; read-only signless buffers from bridgeROIAlign, which
/// also allocates the output buffer), the reified result shape, the
/// attributes and the values the sample loops need.
struct ROIAlignBridge {
  Value data, rois, batchIndices;
  Value output; // the output buffer (bridgeROIAlign only)
  RankedTensorType outputType;
  SmallVector<OpFoldResult> outputShape;
  Type elementType;
  ROIAlignAttrs attrs;
  bool unsignedIndices = false;
  /// data's dims N, H and W as index values.
  Value batch, height, width;
  /// spatial_scale as an f32 constant.
  Value spatialScale;
};

/// Matches `op` of any ROIAlign version with its converted `operands`;
/// fails, with a match-failure note, on an unranked operand or result or a
/// result shape that cannot be reified.
FailureOr<ROIAlignBridge> matchROIAlign(RewriterBase &rewriter,
                                        ROIAlignOpInterface op,
                                        ArrayRef<Value> operands);

/// matchROIAlign for the loop lowerings on buffers (ov-to-affine, ov-to-gpu).
FailureOr<ROIAlignBridge> bridgeROIAlign(RewriterBase &rewriter,
                                         ROIAlignOpInterface op,
                                         ArrayRef<Value> operands);

/// `source[indices]`: tensor.extract (the element made signless) on a
/// tensor, memref.load on a (signless) buffer.
Value readElement(OpBuilder &b, Location loc, Value source,
                  ValueRange indices);

/// What the bins of ROI `roi` share, read from `bridge`'s operands (tensors
/// or buffers): the clamped batch index of its image, and its geometry.
struct ROIStart {
  Value image;
  ROIGeometry geometry;
};
ROIStart buildROIStart(OpBuilder &b, Location loc, const ROIAlignBridge &bridge,
                       Value roi);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_BUFFERBRIDGE_H
