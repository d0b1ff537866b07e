// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RuntimeChecks.cpp - The families' run-time checks, registered ------===//
//
// The list of families whose checks ov-prepare-module-abi runs. Each
// family's checks are in its own file; the helpers they share are
// CheckHelpers.cpp's.
//
//===----------------------------------------------------------------------===//

#include "ov/Semantics/RuntimeChecks.h"

using namespace mlir;
using namespace mlir::ov;

void ov::registerRuntimeCheckModels(DialectRegistry &registry) {
  registerMaxPoolRuntimeChecks(registry);
  registerROIAlignRuntimeChecks(registry);
  registerAvgPoolRuntimeChecks(registry);
  registerROIAlignRotatedRuntimeChecks(registry);
  registerROIPoolingRuntimeChecks(registry);
}
