// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- PoolBridge.h - What every pooling lowering starts from ---*- C++ -*-===//
//
// The match that the pooling families (MaxPool, AvgPool) share: the
// converted input, the attributes, and the output shape and pads reified
// from them (ShapeRules). Each family's bridge (MaxPoolBridge.h,
// AvgPoolBridge.h) extends it with what only the family has.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_POOLBRIDGE_H
#define OV_LIB_CONVERSION_POOLBRIDGE_H

#include "BufferBridge.h"
#include "ov/Dialect/OVOps.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::ov {

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
LogicalResult matchPoolOp(RewriterBase &rewriter, PoolingOpInterface op,
                          ArrayRef<Value> operands, PoolMatch &m);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_POOLBRIDGE_H
