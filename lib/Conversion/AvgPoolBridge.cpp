// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolBridge.cpp - What every AvgPool lowering starts from --------===//

#include "AvgPoolBridge.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ov;

FailureOr<AvgPoolMatch> ov::matchAvgPool(RewriterBase &rewriter,
                                         AvgPoolOpInterface op,
                                         ArrayRef<Value> operands) {
  AvgPoolMatch m;
  if (failed(matchPoolOp(rewriter, op, operands, m)))
    return failure();
  m.excludePad = op.getExcludePadding();
  return m;
}

void ov::buildAvgPoolAxes(OpBuilder &b, Location loc, const AvgPoolMatch &m,
                          SmallVectorImpl<Value> &padsBegin,
                          SmallVectorImpl<Value> &inputDims) {
  for (unsigned j = 0; j < m.attrs.spatialRank(); ++j) {
    padsBegin.push_back(indexValue(b, loc, m.pads[j].first));
    inputDims.push_back(
        indexValue(b, loc, tensor::getMixedSize(b, loc, m.input, j + 2)));
  }
}
