// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- PoolBridge.cpp - What every pooling lowering starts from -----------===//

#include "PoolBridge.h"
#include "ov/Dialect/ShapeRules.h"

using namespace mlir;
using namespace mlir::ov;

LogicalResult ov::matchPool(RewriterBase &rewriter, Operation *op, Value input,
                            Value output, const PoolingAttrs &attrs,
                            PoolMatch &m) {
  m.input = input;
  m.inputType = dyn_cast<RankedTensorType>(input.getType());
  m.outputType = dyn_cast<RankedTensorType>(output.getType());
  if (!m.inputType || !m.outputType)
    return rewriter.notifyMatchFailure(op, "unranked input or result");
  m.attrs = attrs;
  Location loc = op->getLoc();
  m.outputShape = reifyPoolingOutputShape(rewriter, loc, m.input, m.attrs);
  m.pads = reifyPoolingPads(rewriter, loc, m.input, m.attrs);
  return success();
}

LogicalResult ov::matchPoolOp(RewriterBase &rewriter, PoolingOpInterface op,
                              ArrayRef<Value> operands, PoolMatch &m) {
  return matchPool(rewriter, op, convertedOperand(op, operands, op.getInput()),
                   op.getOutput(), op.getPoolingAttrs(), m);
}
