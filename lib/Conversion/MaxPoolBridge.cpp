// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolBridge.cpp - What every MaxPool lowering starts from --------===//

#include "MaxPoolBridge.h"

using namespace mlir;
using namespace mlir::ov;

FailureOr<MaxPoolMatch> ov::matchMaxPool(RewriterBase &rewriter,
                                         MaxPoolOpInterface op,
                                         ArrayRef<Value> operands) {
  MaxPoolMatch m;
  if (failed(matchPoolOp(rewriter, op, operands, m)))
    return failure();
  if (Value indices = op.getIndicesOrNull())
    m.indicesType = cast<RankedTensorType>(indices.getType());
  return m;
}
