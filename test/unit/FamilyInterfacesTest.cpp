// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FamilyInterfacesTest.cpp - Every ov op answers the neutral passes --===//
//
// The importer, the exporter and ov-prepare-module-abi name no op family:
// they ask each op through family-neutral interfaces (docs/adding-an-op.md).
// An op that forgot one would silently lose its interval bounds, its layer
// mapping or its run-time checks, so every registered ov op (but the generic
// ov.layer) must implement all of them.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/AvgPoolOps.h"
#include "ov/Dialect/MaxPoolOps.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Semantics/RuntimeChecks.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Builders.h"
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

TEST(FamilyInterfacesTest, PoolingFamiliesShareTheirBase) {
  // What every pooling family exposes (PoolingOpInterface) comes with the
  // family's interface, so that shared code reads any pooling op alike.
  MLIRContext context;
  context.loadDialect<OVDialect>();
  for (RegisteredOperationName name : context.getRegisteredOperations()) {
    SCOPED_TRACE(name.getStringRef().str());
    if (name.hasInterface<MaxPoolOpInterface>() ||
        name.hasInterface<AvgPoolOpInterface>())
      EXPECT_TRUE(name.hasInterface<PoolingOpInterface>());
  }
  OpBuilder b(&context);
  Location loc = b.getUnknownLoc();
  Block block;
  Value input = block.addArgument(
      RankedTensorType::get({1, 1, 8, 8}, b.getF32Type()), loc);
  b.setInsertionPointToEnd(&block);
  SmallVector<int64_t> kernel{3, 3}, ones{1, 1}, zeros{0, 0}, dilated{2, 3};
  // AvgPool has no dilations: the base reads ones; MaxPool-14 its own.
  auto avg =
      AvgPoolV1Op::create(b, loc, input, kernel, ones, zeros, zeros, false,
                          RoundingType::floor, AutoPad::explicit_);
  PoolingOpInterface avgPool = avg;
  EXPECT_EQ(avgPool.getPoolingAttrs().dilations, (SmallVector<int64_t>{1, 1}));
  EXPECT_EQ(avgPool.getInput(), input);
  EXPECT_FALSE(avgPool.supportsCeilTorch());
  auto max = MaxPoolV14Op::create(b, loc, input, kernel, ones, zeros, zeros,
                                  dilated, RoundingType::floor,
                                  AutoPad::explicit_, b.getI64Type(), 0);
  PoolingOpInterface maxPool = max;
  EXPECT_EQ(maxPool.getPoolingAttrs().dilations, (SmallVector<int64_t>{2, 3}));
  EXPECT_EQ(maxPool.getOutput(), max.getOutput());
  EXPECT_TRUE(maxPool.supportsCeilTorch());
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
