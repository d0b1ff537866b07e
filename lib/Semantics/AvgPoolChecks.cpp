// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolChecks.cpp - AvgPool's run-time checks ----------------------===//
//
// ModuleABICheckOpInterface for every AvgPool version (an external model on
// the ops implementing AvgPoolOpInterface): the pooling shape checks of
// docs/semantics.md 1.2 at run time. exclude-pad's rule needs no run-time
// check (only explicit pads can break it, and the verifier checks those).
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/AvgPoolOps.h"
#include "ov/Semantics/CheckHelpers.h"
#include "ov/Semantics/RuntimeChecks.h"

using namespace mlir;
using namespace mlir::ov;

namespace {
struct AvgPoolChecksModel
    : ModuleABICheckOpInterface::FallbackModel<AvgPoolChecksModel> {
  void buildModuleABIChecks(Operation *op, OpBuilder &builder,
                            RuntimeCheckList &checks) const {
    auto pool = cast<AvgPoolOpInterface>(op);
    addPoolingShapeChecks(builder, pool.getLoc(), pool.getInput(),
                          pool.getPoolingAttrs(), checks);
  }
};
} // namespace

void ov::registerAvgPoolRuntimeChecks(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, OVDialect *) {
    attachToFamily<AvgPoolOpInterface, AvgPoolChecksModel>(context);
  });
}
