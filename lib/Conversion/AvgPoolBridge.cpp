//===- AvgPoolBridge.cpp - What every AvgPool lowering starts from --------===//

#include "ov/Conversion/AvgPoolBridge.h"
#include "ov/Dialect/ShapeRules.h"

using namespace mlir;
using namespace mlir::ov;

FailureOr<AvgPoolMatch> ov::matchAvgPool(RewriterBase &rewriter,
                                         AvgPoolOpInterface op,
                                         ArrayRef<Value> operands) {
  AvgPoolMatch m;
  m.input = convertedOperand(op, operands, op.getInput());
  m.inputType = dyn_cast<RankedTensorType>(m.input.getType());
  m.outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
  if (!m.inputType || !m.outputType)
    return rewriter.notifyMatchFailure(op, "unranked input or result");
  m.attrs = op.getPoolingAttrs();
  m.excludePad = op.getExcludePadding();
  Location loc = op->getLoc();
  m.outputShape = reifyPoolingOutputShape(rewriter, loc, m.input, m.attrs);
  m.pads = reifyPoolingPads(rewriter, loc, m.input, m.attrs);
  return m;
}
