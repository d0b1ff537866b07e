// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OpBuilderTest.cpp - The ops' custom builders infer result types ----===//

#include "ov/Dialect/MaxPoolOps.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/InitOV.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::ov;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

class OpBuilderTest : public ::testing::Test {
protected:
  OpBuilderTest() : builder(&context) {
    context.loadDialect<OVDialect, func::FuncDialect>();
    loc = FileLineColLoc::get(&context, "builders.mlir", 1, 1);
    module = ModuleOp::create(loc);
  }

  /// Block arguments of the given types, in a fresh function; the builder
  /// inserts at the end of its body.
  SmallVector<Value> args(TypeRange types) {
    builder.setInsertionPointToEnd(module->getBody());
    auto f = func::FuncOp::create(builder, loc, "f" + std::to_string(counter++),
                                  builder.getFunctionType(types, {}));
    Block *body = f.addEntryBlock();
    builder.setInsertionPointToEnd(body);
    return SmallVector<Value>(f.getArguments().begin(), f.getArguments().end());
  }
  Value arg(Type type) { return args({type})[0]; }

  Type f32() { return builder.getF32Type(); }
  Type f16() { return builder.getF16Type(); }
  Type i32() { return builder.getI32Type(); }
  Type i64() { return builder.getI64Type(); }
  RankedTensorType tensor(ArrayRef<int64_t> shape, Type elt) {
    return RankedTensorType::get(shape, elt);
  }
  /// Types compare as their printed form, so that failures are readable.
  static std::string str(Type type) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << type;
    return s;
  }

  /// Verifies `op` (ODS invariants and the custom verifier), returning the
  /// diagnostics.
  std::vector<std::string> verifyOp(Operation *op, bool expectSuccess) {
    std::vector<std::string> messages;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
      messages.push_back(d.str());
      return success();
    });
    EXPECT_EQ(succeeded(verify(op)), expectSuccess);
    return messages;
  }

  /// The op's inferReturnTypeComponents (what shape inference passes use)
  /// agrees with the types the builder inferred.
  template <typename OpTy> void expectInferredTypesMatch(OpTy op) {
    SmallVector<ShapedTypeComponents> components;
    ASSERT_TRUE(succeeded(OpTy::inferReturnTypeComponents(
        &context, op.getLoc(), op->getOperands(), op->getRawDictionaryAttrs(),
        op->getPropertiesStorage(), op->getRegions(), components)));
    ASSERT_EQ(components.size(), op->getNumResults());
    for (auto [component, result] :
         llvm::zip_equal(components, op->getResults())) {
      auto type = cast<RankedTensorType>(result.getType());
      ASSERT_TRUE(component.hasRank());
      EXPECT_EQ(component.getDims(), type.getShape());
      EXPECT_EQ(component.getElementType(), type.getElementType());
    }
  }

  MLIRContext context;
  OpBuilder builder;
  Location loc = UnknownLoc::get(&context);
  OwningOpRef<ModuleOp> module;
  int counter = 0;
};

TEST_F(OpBuilderTest, MaxPoolV1Static) {
  // The XML example: explicit, 32x32, k2 s2 pads 1/1 -> 17x17.
  Value x = arg(tensor({1, 3, 32, 32}, f32()));
  auto op = MaxPoolV1Op::create(builder, loc, x, {2, 2}, {2, 2}, {1, 1}, {1, 1},
                                RoundingType::floor, AutoPad::explicit_);
  EXPECT_EQ(str(op.getOutput().getType()), str(tensor({1, 3, 17, 17}, f32())));
  EXPECT_TRUE(verifyOp(op, true).empty());
  expectInferredTypesMatch(op);
  // same_upper -> 16x16.
  auto same =
      MaxPoolV1Op::create(builder, loc, x, {2, 2}, {2, 2}, {1, 1}, {1, 1},
                          RoundingType::floor, AutoPad::same_upper);
  EXPECT_EQ(str(same.getOutput().getType()),
            str(tensor({1, 3, 16, 16}, f32())));
  EXPECT_EQ(same.getAutoPad(), AutoPad::same_upper);
  EXPECT_TRUE(verifyOp(same, true).empty());
  expectInferredTypesMatch(same);
  // The op description's example: 112 -> 57 with k3 s2 pads 1/1 ceil.
  Value y = arg(tensor({1, 64, 112, 112}, f16()));
  auto ceil =
      MaxPoolV1Op::create(builder, loc, y, {3, 3}, {2, 2}, {1, 1}, {1, 1},
                          RoundingType::ceil, AutoPad::explicit_);
  EXPECT_EQ(str(ceil.getOutput().getType()),
            str(tensor({1, 64, 57, 57}, f16())));
  EXPECT_EQ(ceil.getRoundingType(), RoundingType::ceil);
  EXPECT_TRUE(verifyOp(ceil, true).empty());
  expectInferredTypesMatch(ceil);
}

TEST_F(OpBuilderTest, MaxPoolV1DynamicAndUnranked) {
  Value x = arg(tensor({kDyn, 8, kDyn, 10}, i32()));
  auto op = MaxPoolV1Op::create(builder, loc, x, {3, 2}, {1, 2}, {0, 0}, {0, 0},
                                RoundingType::floor, AutoPad::valid);
  EXPECT_EQ(str(op.getOutput().getType()),
            str(tensor({kDyn, 8, kDyn, 5}, i32())));
  EXPECT_TRUE(verifyOp(op, true).empty());
  expectInferredTypesMatch(op);

  Value u = arg(UnrankedTensorType::get(f32()));
  auto un =
      MaxPoolV1Op::create(builder, loc, u, {2, 2, 2}, {1, 1, 1}, {0, 0, 0},
                          {0, 0, 0}, RoundingType::floor, AutoPad::explicit_);
  EXPECT_EQ(str(un.getOutput().getType()),
            str(tensor({kDyn, kDyn, kDyn, kDyn, kDyn}, f32())));
  EXPECT_TRUE(verifyOp(un, true).empty());
  expectInferredTypesMatch(un);
}

TEST_F(OpBuilderTest, MaxPoolV1InvalidAttributesStillBuild) {
  Value x = arg(tensor({1, 3, 8, 8}, f32()));
  auto op = MaxPoolV1Op::create(builder, loc, x, {0, 2}, {1, 1}, {0, 0}, {0, 0},
                                RoundingType::floor, AutoPad::explicit_);
  EXPECT_EQ(str(op.getOutput().getType()),
            str(tensor({kDyn, kDyn, kDyn, kDyn}, f32())));
  std::vector<std::string> messages = verifyOp(op, false);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("'ov.max_pool_v1' op"), std::string::npos)
      << messages[0];
  EXPECT_NE(messages[0].find("kernel[0] >= 1"), std::string::npos)
      << messages[0];
}

TEST_F(OpBuilderTest, MaxPoolV8Examples) {
  // MaxPool-8 Example 6: dilations 2, pads 1/1 on 3x3 -> 3x3, i64 indices.
  Value x = arg(tensor({1, 1, 3, 3}, f32()));
  auto op = MaxPoolV8Op::create(builder, loc, x, {2, 2}, {1, 1}, {1, 1}, {1, 1},
                                {2, 2}, RoundingType::floor, AutoPad::explicit_,
                                i64(), 0);
  EXPECT_EQ(str(op.getOutput().getType()), str(tensor({1, 1, 3, 3}, f32())));
  EXPECT_EQ(str(op.getIndices().getType()), str(tensor({1, 1, 3, 3}, i64())));
  ASSERT_TRUE(op.getDilations().has_value());
  EXPECT_EQ(llvm::to_vector(*op.getDilations()), SmallVector<int64_t>({2, 2}));
  EXPECT_EQ(op.getIndexElementTypeOrDefault(), i64());
  EXPECT_TRUE(verifyOp(op, true).empty());
  expectInferredTypesMatch(op);

  // Example 7: 2 channels, k2, axis 2, i32 indices -> 2x2.
  Value y = arg(tensor({1, 2, 3, 3}, f32()));
  auto ax = MaxPoolV8Op::create(builder, loc, y, {2, 2}, {1, 1}, {0, 0}, {0, 0},
                                {1, 1}, RoundingType::floor, AutoPad::explicit_,
                                i32(), 2);
  EXPECT_EQ(str(ax.getOutput().getType()), str(tensor({1, 2, 2, 2}, f32())));
  EXPECT_EQ(str(ax.getIndices().getType()), str(tensor({1, 2, 2, 2}, i32())));
  EXPECT_EQ(ax.getAxisAttr().getInt(), 2);
  EXPECT_EQ(ax.getIndexElementTypeOrDefault(), i32());
  // All-ones dilations are left out.
  EXPECT_FALSE(ax.getDilations().has_value());
  EXPECT_EQ(ax.getDilationsOrOnes(), SmallVector<int64_t>({1, 1}));
  EXPECT_TRUE(verifyOp(ax, true).empty());
  expectInferredTypesMatch(ax);

  // Example 5: valid + ceil, s2 -> 2x2; negative axis.
  auto v = MaxPoolV8Op::create(builder, loc, y, {2, 2}, {2, 2}, {0, 0}, {0, 0},
                               {1, 1}, RoundingType::ceil, AutoPad::valid,
                               i64(), -4);
  EXPECT_EQ(str(v.getOutput().getType()), str(tensor({1, 2, 2, 2}, f32())));
  EXPECT_EQ(str(v.getIndices().getType()), str(tensor({1, 2, 2, 2}, i64())));
  EXPECT_TRUE(verifyOp(v, true).empty());
  expectInferredTypesMatch(v);
}

TEST_F(OpBuilderTest, MaxPoolV8DynamicAndUnranked) {
  Value x = arg(tensor({4, kDyn, 9, kDyn}, f32()));
  auto op = MaxPoolV8Op::create(builder, loc, x, {3, 3}, {2, 2}, {0, 0}, {0, 0},
                                {1, 1}, RoundingType::floor,
                                AutoPad::same_lower, i32(), 1);
  EXPECT_EQ(str(op.getOutput().getType()),
            str(tensor({4, kDyn, 5, kDyn}, f32())));
  EXPECT_EQ(str(op.getIndices().getType()),
            str(tensor({4, kDyn, 5, kDyn}, i32())));
  EXPECT_TRUE(verifyOp(op, true).empty());
  expectInferredTypesMatch(op);

  Value u = arg(UnrankedTensorType::get(f32()));
  auto un =
      MaxPoolV8Op::create(builder, loc, u, {2}, {1}, {0}, {0}, {3},
                          RoundingType::floor, AutoPad::explicit_, i64(), 0);
  EXPECT_EQ(str(un.getOutput().getType()),
            str(tensor({kDyn, kDyn, kDyn}, f32())));
  EXPECT_EQ(str(un.getIndices().getType()),
            str(tensor({kDyn, kDyn, kDyn}, i64())));
  EXPECT_TRUE(verifyOp(un, true).empty());
  expectInferredTypesMatch(un);
}

TEST_F(OpBuilderTest, MaxPoolV8InvalidAxis) {
  Value x = arg(tensor({1, 2, 3, 3}, f32()));
  auto op = MaxPoolV8Op::create(builder, loc, x, {2, 2}, {1, 1}, {0, 0}, {0, 0},
                                {1, 1}, RoundingType::floor, AutoPad::explicit_,
                                i64(), 4);
  // The shape is fine; only the axis is wrong.
  EXPECT_EQ(str(op.getOutput().getType()), str(tensor({1, 2, 2, 2}, f32())));
  std::vector<std::string> messages = verifyOp(op, false);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("[-4, 3]"), std::string::npos) << messages[0];
  EXPECT_NE(messages[0].find("got 4"), std::string::npos) << messages[0];
}

TEST_F(OpBuilderTest, ROIAlignV3) {
  // The spec's example.
  SmallVector<Value> a =
      args({tensor({7, 256, 200, 200}, f32()), tensor({1000, 4}, f32()),
            tensor({1000}, i32())});
  auto op = ROIAlignV3Op::create(builder, loc, a[0], a[1], a[2], 6, 6, 2, 16.0f,
                                 ROIAlignMode::avg);
  EXPECT_EQ(str(op.getOutput().getType()),
            str(tensor({1000, 256, 6, 6}, f32())));
  EXPECT_EQ(op.getSpatialScale().convertToFloat(), 16.0f);
  EXPECT_EQ(op.getMode(), ROIAlignMode::avg);
  EXPECT_TRUE(verifyOp(op, true).empty());
  expectInferredTypesMatch(op);

  // R from batch_indices when rois[0] is dynamic; C dynamic.
  SmallVector<Value> b = args({tensor({2, kDyn, 5, 5}, f16()),
                               tensor({kDyn, 4}, f16()), tensor({3}, i64())});
  auto dyn = ROIAlignV3Op::create(builder, loc, b[0], b[1], b[2], 2, 3, 0, 0.5f,
                                  ROIAlignMode::max);
  EXPECT_EQ(str(dyn.getOutput().getType()),
            str(tensor({3, kDyn, 2, 3}, f16())));
  EXPECT_TRUE(verifyOp(dyn, true).empty());
  expectInferredTypesMatch(dyn);

  // Unranked data.
  SmallVector<Value> c =
      args({UnrankedTensorType::get(f32()), tensor({kDyn, 4}, f32()),
            tensor({kDyn}, i32())});
  auto un = ROIAlignV3Op::create(builder, loc, c[0], c[1], c[2], 1, 1, 1, 1.0f,
                                 ROIAlignMode::avg);
  EXPECT_EQ(str(un.getOutput().getType()),
            str(tensor({kDyn, kDyn, 1, 1}, f32())));
  EXPECT_TRUE(verifyOp(un, true).empty());
  expectInferredTypesMatch(un);
}

TEST_F(OpBuilderTest, ROIAlignV3InvalidStillBuilds) {
  SmallVector<Value> a = args(
      {tensor({1, 8, 4, 4}, f32()), tensor({5, 4}, f32()), tensor({6}, i32())});
  auto op = ROIAlignV3Op::create(builder, loc, a[0], a[1], a[2], 2, 2, 1, 1.0f,
                                 ROIAlignMode::avg);
  EXPECT_EQ(str(op.getOutput().getType()),
            str(tensor({kDyn, kDyn, kDyn, kDyn}, f32())));
  std::vector<std::string> messages = verifyOp(op, false);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("rois dim 0 (5)"), std::string::npos)
      << messages[0];
  EXPECT_NE(messages[0].find("batch_indices dim 0 (6)"), std::string::npos)
      << messages[0];
}

// docs/semantics.md 1.1: for MaxPool-8 "an empty list [of dilations] means all
// ones". The builder drops an all-ones (here: empty) list, so the op it
// builds has ones; its result type must be the one for ones.
TEST_F(OpBuilderTest, MaxPoolV8EmptyDilationsMeanOnes) {
  Value x = arg(tensor({1, 3, 8, 8}, f32()));
  auto op = MaxPoolV8Op::create(builder, loc, x, {2, 2}, {1, 1}, {0, 0}, {0, 0},
                                /*dilations=*/{}, RoundingType::floor,
                                AutoPad::explicit_, i64(), 0);
  EXPECT_FALSE(op.getDilations().has_value());
  EXPECT_EQ(op.getDilationsOrOnes(), SmallVector<int64_t>({1, 1}));
  EXPECT_EQ(str(op.getOutput().getType()), str(tensor({1, 3, 7, 7}, f32())));
  EXPECT_EQ(str(op.getIndices().getType()), str(tensor({1, 3, 7, 7}, i64())));
  EXPECT_TRUE(verifyOp(op, true).empty());
}

// The same rule for an explicitly empty `dilations` attribute (as OpenVINO
// IR with dilations="" would import).
TEST_F(OpBuilderTest, MaxPoolV8ExplicitEmptyDilationsAttrMeansOnes) {
  Value x = arg(tensor({1, 3, 8, 8}, f32()));
  auto op = MaxPoolV8Op::create(builder, loc, x, {2, 2}, {1, 1}, {0, 0}, {0, 0},
                                {1, 1}, RoundingType::floor, AutoPad::explicit_,
                                i64(), 0);
  op.setDilationsAttr(builder.getDenseI64ArrayAttr({}));
  EXPECT_EQ(op.getDilationsOrOnes(), SmallVector<int64_t>({1, 1}));
  std::vector<std::string> messages = verifyOp(op, true);
  EXPECT_TRUE(messages.empty()) << messages.front();
}

TEST_F(OpBuilderTest, ROIAlignV3NegativeAttributes) {
  SmallVector<Value> a = args(
      {tensor({1, 8, 4, 4}, f32()), tensor({5, 4}, f32()), tensor({5}, i32())});
  auto h = ROIAlignV3Op::create(builder, loc, a[0], a[1], a[2], -1, 2, 1, 1.0f,
                                ROIAlignMode::avg);
  std::vector<std::string> messages = verifyOp(h, false);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("pooled_h >= 1, got -1"), std::string::npos)
      << messages[0];
  auto s = ROIAlignV3Op::create(builder, loc, a[0], a[1], a[2], 2, 2, -2, 1.0f,
                                ROIAlignMode::max);
  messages = verifyOp(s, false);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("sampling_ratio >= 0 (0: adaptive), got -2"),
            std::string::npos)
      << messages[0];
  // Shape inference through the interface reports at the given location.
  SmallVector<ShapedTypeComponents> components;
  messages.clear();
  {
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
      messages.push_back(d.str());
      return success();
    });
    EXPECT_TRUE(failed(ROIAlignV3Op::inferReturnTypeComponents(
        &context, loc, s->getOperands(), s->getRawDictionaryAttrs(),
        s->getPropertiesStorage(), s->getRegions(), components)));
  }
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("'ov.roi_align_v3' op expected sampling_ratio"),
            std::string::npos)
      << messages[0];
}

} // namespace

namespace {
// OpenVINO checks list lengths even when the values are the defaults: the
// builder keeps a ones list of the wrong length (dilations = [1, 1, 1] on a
// 2-D kernel) so that the verifier rejects it.
TEST_F(OpBuilderTest, MaxPoolV8OnesOfWrongLengthAreKept) {
  Value x = arg(tensor({1, 3, 8, 8}, f32()));
  auto op = MaxPoolV8Op::create(builder, loc, x, {2, 2}, {1, 1}, {0, 0}, {0, 0},
                                {1, 1, 1}, RoundingType::floor,
                                AutoPad::explicit_, i64(), 0);
  ASSERT_TRUE(op.getDilations().has_value());
  std::vector<std::string> messages = verifyOp(op, false);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("expected dilations to have one value per "
                             "spatial axis (2, the length of kernel), got 3"),
            std::string::npos)
      << messages[0];
}
} // namespace
