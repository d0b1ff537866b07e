// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolChecks.cpp - MaxPool's run-time checks ----------------------===//
//
// ModuleABICheckOpInterface for every MaxPool version (an external model on
// the ops implementing MaxPoolOpInterface).
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/MaxPoolOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/CheckHelpers.h"
#include "ov/Semantics/RuntimeChecks.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ov;

/// MaxPool (every version): the pooling shape checks, and i32 indices must
/// fit (docs/semantics.md 1.7).
static void addMaxPoolChecks(OpBuilder &b, MaxPoolOpInterface op,
                             RuntimeCheckList &checks) {
  Location loc = op.getLoc();
  Value input = op.getInput();
  addPoolingShapeChecks(b, loc, input, op.getPoolingAttrs(), checks);
  Type indexType = op.getIndexElementTypeOrNull();
  if (!indexType || !indexType.isSignlessInteger(32))
    return;
  auto type = cast<RankedTensorType>(input.getType());
  int64_t axis = op.getIndicesAxisFromZero();
  bool anyDynamic = false;
  Value product = arith::ConstantIndexOp::create(b, loc, 1);
  for (int64_t d = axis; d < type.getRank(); ++d) {
    anyDynamic |= type.isDynamicDim(d);
    product =
        arith::MulIOp::create(b, loc, product, dimValue(b, loc, input, d));
  }
  if (anyDynamic)
    checks.add(
        cmpIndex(b, loc, arith::CmpIPredicate::sle, product,
                 arith::ConstantIndexOp::create(b, loc, kMaxI32IndexRange)),
        llvm::formatv("the index range (the product of the input dims from "
                      "axis {0} on) exceeds 2^31 - 1, the limit of i32 "
                      "indices",
                      axis));
}

namespace {
struct MaxPoolChecksModel
    : ModuleABICheckOpInterface::FallbackModel<MaxPoolChecksModel> {
  void buildModuleABIChecks(Operation *op, OpBuilder &builder,
                            RuntimeCheckList &checks) const {
    addMaxPoolChecks(builder, cast<MaxPoolOpInterface>(op), checks);
  }
};
} // namespace

void ov::registerMaxPoolRuntimeChecks(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, OVDialect *) {
    attachToFamily<MaxPoolOpInterface, MaxPoolChecksModel>(context);
  });
}
