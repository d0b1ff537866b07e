// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RuntimeChecks.h - The run-time checks, registered --------*- C++ -*-===//
//
// ModuleABICheckOpInterface (OVInterfaces.td) as external models: each family
// builds the checks a compiled module runs on its inputs from the family's
// element semantics (<Family>Kernel.h) and the helpers of CheckHelpers.h, in
// its own file (lib/Semantics/<Family>Checks.cpp), and registers them here.
// ov-prepare-module-abi registers them itself (its dependent dialects), so
// no tool has to.
//
//===----------------------------------------------------------------------===//

#ifndef OV_SEMANTICS_RUNTIMECHECKS_H
#define OV_SEMANTICS_RUNTIMECHECKS_H

#include "ov/Dialect/OVOps.h"

#include "mlir/IR/DialectRegistry.h"

namespace mlir::ov {

/// Attaches every family's checks to every version of the family (the ops
/// implementing the family's interface, once the dialect is loaded).
void registerRuntimeCheckModels(DialectRegistry &registry);

/// The families' registrations that registerRuntimeCheckModels calls.
void registerMaxPoolRuntimeChecks(DialectRegistry &registry);
void registerROIAlignRuntimeChecks(DialectRegistry &registry);
void registerAvgPoolRuntimeChecks(DialectRegistry &registry);
void registerROIAlignRotatedRuntimeChecks(DialectRegistry &registry);
void registerROIPoolingRuntimeChecks(DialectRegistry &registry);

/// Attaches `Model` (a ModuleABICheckOpInterface::FallbackModel) to every
/// registered ov op that implements `FamilyInterface`, so that a new version
/// of a family has its checks without an edit.
template <typename FamilyInterface, typename Model>
void attachToFamily(MLIRContext *context) {
  for (RegisteredOperationName name : context->getRegisteredOperations())
    if (name.getDialectNamespace() == OVDialect::getDialectNamespace() &&
        name.hasInterface<FamilyInterface>() &&
        !name.hasInterface<ModuleABICheckOpInterface>())
      name.attachInterface<Model>();
}

} // namespace mlir::ov

#endif // OV_SEMANTICS_RUNTIMECHECKS_H
