//===- FamilyInterfacesTest.cpp - Every ov op answers the neutral passes --===//
//
// The importer, the exporter and ov-prepare-module-abi name no op family:
// they ask each op through family-neutral interfaces (docs/adding-an-op.md).
// An op that forgot one would silently lose its interval bounds, its layer
// mapping or its run-time checks, so every registered ov op (but the generic
// ov.layer) must implement all of them.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/MaxPoolOps.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Semantics/RuntimeChecks.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::ov;

namespace {

TEST(FamilyInterfacesTest, EveryOpImplementsTheNeutralInterfaces) {
  DialectRegistry registry;
  registry.insert<OVDialect>();
  registerRuntimeCheckModels(registry);
  MLIRContext context(registry);
  context.loadDialect<OVDialect>();
  int families = 0;
  for (RegisteredOperationName name : context.getRegisteredOperations()) {
    if (name.getDialectNamespace() != OVDialect::getDialectNamespace() ||
        name.getStringRef() == LayerOp::getOperationName())
      continue;
    ++families;
    SCOPED_TRACE(name.getStringRef().str());
    EXPECT_TRUE(name.hasInterface<InferDimBoundsOpInterface>());
    EXPECT_TRUE(name.hasInterface<ModuleABICheckOpInterface>());
    EXPECT_TRUE(name.hasInterface<OpenVINOLayerOpInterface>());
  }
  EXPECT_GE(families, 5);
}

TEST(FamilyInterfacesTest, ChecksAreAttachedOnlyWhenRegistered) {
  // Without the registration no op has checks: ov-prepare-module-abi then
  // refuses the op instead of compiling it unchecked (its own registration
  // is what tools rely on).
  MLIRContext context;
  context.loadDialect<OVDialect>();
  std::optional<RegisteredOperationName> name = RegisteredOperationName::lookup(
      MaxPoolV1Op::getOperationName(), &context);
  ASSERT_TRUE(name);
  EXPECT_FALSE(name->hasInterface<ModuleABICheckOpInterface>());
}

} // namespace
