// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ReifyShapeTest.cpp - IR shape arithmetic vs the static rules ------===//
//
// One source of truth: reifyPoolingOutputShape / reifyPoolingPads build
// affine.apply / affine.max IR over tensor.dim (IRShapeArith). Evaluating
// that IR for concrete input dims must give exactly what the static functions
// (pooledOutputSize / resolvePads) give. The evaluator below interprets the
// produced ops itself (AffineMap::constantFold for the affine maps), so it
// shares nothing with the code under test.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/MaxPoolOps.h"
#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/InitOV.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace mlir;
using namespace mlir::ov;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

/// Interprets the index IR produced by the reify functions for concrete
/// values of the input's dims.
struct Evaluator {
  Value input;
  SmallVector<int64_t> dims;
  std::string error;
  /// Other shaped values whose dims the IR may read.
  SmallVector<std::pair<Value, SmallVector<int64_t>>> others = {};

  std::optional<int64_t> eval(OpFoldResult ofr) {
    if (auto attr = dyn_cast<Attribute>(ofr)) {
      if (auto i = dyn_cast<IntegerAttr>(attr))
        return i.getInt();
      return fail("non-integer attribute");
    }
    return eval(cast<Value>(ofr));
  }

  std::optional<int64_t> eval(Value v) {
    Operation *op = v.getDefiningOp();
    if (!op)
      return fail("block argument used as an index");
    if (isa<arith::ConstantOp>(op)) {
      if (std::optional<int64_t> c = getConstantIntValue(v))
        return c;
      return fail("non-integer constant");
    }
    if (auto dim = dyn_cast<tensor::DimOp>(op))
      return evalDim(dim.getSource(), dim.getIndex());
    if (auto dim = dyn_cast<memref::DimOp>(op))
      return evalDim(dim.getSource(), dim.getIndex());
    if (auto apply = dyn_cast<affine::AffineApplyOp>(op)) {
      SmallVector<int64_t> results;
      if (!evalMap(apply.getAffineMap(), apply.getMapOperands(), results))
        return std::nullopt;
      if (results.size() != 1)
        return fail("affine.apply with several results");
      return results[0];
    }
    if (auto max = dyn_cast<affine::AffineMaxOp>(op)) {
      SmallVector<int64_t> results;
      if (!evalMap(max.getMap(), max.getOperands(), results))
        return std::nullopt;
      if (results.empty())
        return fail("affine.max with no results");
      return *llvm::max_element(results);
    }
    return fail("unexpected op " + op->getName().getStringRef().str());
  }

private:
  std::optional<int64_t> fail(const std::string &why) {
    if (error.empty())
      error = why;
    return std::nullopt;
  }

  std::optional<int64_t> evalDim(Value source, Value index) {
    ArrayRef<int64_t> sourceDims;
    if (source == input) {
      sourceDims = dims;
    } else {
      auto it = llvm::find_if(others,
                              [&](const auto &o) { return o.first == source; });
      if (it == others.end())
        return fail("dim of an unknown value");
      sourceDims = it->second;
    }
    std::optional<int64_t> i = eval(index);
    if (!i || *i < 0 || *i >= static_cast<int64_t>(sourceDims.size()))
      return fail("bad dim index");
    return sourceDims[*i];
  }

  bool evalMap(AffineMap map, ValueRange operands,
               SmallVectorImpl<int64_t> &results) {
    MLIRContext *ctx = map.getContext();
    SmallVector<Attribute> constants;
    for (Value operand : operands) {
      std::optional<int64_t> c = eval(operand);
      if (!c)
        return false;
      constants.push_back(IntegerAttr::get(IndexType::get(ctx), *c));
    }
    SmallVector<Attribute> folded;
    bool poison = false;
    if (failed(map.constantFold(constants, folded, &poison)) || poison) {
      fail("affine map does not fold");
      return false;
    }
    for (Attribute a : folded)
      results.push_back(cast<IntegerAttr>(a).getInt());
    return true;
  }
};

class ReifyShapeTest : public ::testing::Test {
protected:
  ReifyShapeTest() {
    DialectRegistry registry;
    registerOVDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    loc = UnknownLoc::get(&context);
    module = ModuleOp::create(loc);
  }

  /// A new function in the module taking one argument of `type`.
  func::FuncOp makeFunc(Type type) {
    OpBuilder b(&context);
    b.setInsertionPointToEnd(module->getBody());
    auto f = func::FuncOp::create(b, loc, "f" + std::to_string(counter++),
                                  b.getFunctionType({type}, {}));
    f.addEntryBlock();
    return f;
  }

  static void clearBlock(Block &block) {
    while (!block.empty())
      block.back().erase();
  }

  static PoolingAttrs makeAttrs(ArrayRef<PoolAxis> axes, AutoPad autoPad,
                                RoundingType rounding) {
    PoolingAttrs a;
    for (const PoolAxis &p : axes) {
      a.kernel.push_back(p.kernel);
      a.strides.push_back(p.stride);
      a.dilations.push_back(p.dilation);
      a.padsBegin.push_back(p.padBegin);
      a.padsEnd.push_back(p.padEnd);
    }
    a.autoPad = autoPad;
    a.rounding = rounding;
    return a;
  }

  /// Every op in `block` is one the shape arithmetic may build.
  static void expectOnlyIndexArithmetic(Block &block) {
    static const std::set<std::string> allowed = {"tensor.dim", "memref.dim",
                                                  "arith.constant",
                                                  "affine.apply", "affine.max"};
    for (Operation &op : block)
      EXPECT_TRUE(allowed.count(op.getName().getStringRef().str()))
          << "unexpected op " << op.getName().getStringRef().str();
  }

  MLIRContext context;
  Location loc = UnknownLoc::get(&context);
  OwningOpRef<ModuleOp> module;
  int counter = 0;
};

const AutoPad kAutoPads[] = {AutoPad::explicit_, AutoPad::valid,
                             AutoPad::same_upper, AutoPad::same_lower};
const RoundingType kRoundings[] = {RoundingType::floor, RoundingType::ceil};

// A sweep over 1D pooling on tensor<?x?x?xf32>: the IR is built once per
// attribute combination and evaluated for D = 1..30.
TEST_F(ReifyShapeTest, DynamicSweepMatchesStaticRules) {
  func::FuncOp f = makeFunc(
      RankedTensorType::get({kDyn, kDyn, kDyn}, Float32Type::get(&context)));
  Value input = f.getArgument(0);
  Block &body = f.getBody().front();
  int64_t combinations = 0, evaluations = 0, failures = 0;
  for (AutoPad autoPad : kAutoPads)
    for (RoundingType rounding : kRoundings)
      for (int64_t k = 1; k <= 5; ++k)
        for (int64_t s = 1; s <= 4; ++s)
          for (int64_t d = 1; d <= 3; ++d)
            for (int64_t pb = 0; pb <= 2; ++pb)
              for (int64_t pe = 0; pe <= 2; ++pe) {
                // Pads are ignored unless explicit: try two pairs there.
                if (autoPad != AutoPad::explicit_ &&
                    !((pb == 0 && pe == 0) || (pb == 2 && pe == 1)))
                  continue;
                PoolAxis p{k, s, d, pb, pe};
                PoolingAttrs attrs = makeAttrs({p}, autoPad, rounding);
                clearBlock(body);
                OpBuilder b = OpBuilder::atBlockEnd(&body);
                auto pads = reifyPoolingPads(b, loc, input, attrs);
                auto shape = reifyPoolingOutputShape(b, loc, input, attrs);
                ++combinations;
                ASSERT_EQ(pads.size(), 1u);
                ASSERT_EQ(shape.size(), 3u);
                // The spatial size depends on D: it must be IR.
                EXPECT_TRUE(isa<Value>(shape[2]));
                expectOnlyIndexArithmetic(body);
                for (int64_t dim = 1; dim <= 30; ++dim) {
                  Evaluator ev{input, {2, 3, dim}, {}};
                  std::optional<int64_t> n = ev.eval(shape[0]);
                  std::optional<int64_t> c = ev.eval(shape[1]);
                  std::optional<int64_t> size = ev.eval(shape[2]);
                  std::optional<int64_t> pbIR = ev.eval(pads[0].first);
                  std::optional<int64_t> peIR = ev.eval(pads[0].second);
                  ++evaluations;
                  auto wantPads = resolvePads(dim, p, autoPad);
                  auto wantSize = pooledOutputSize(dim, p, autoPad, rounding);
                  ASSERT_TRUE(wantPads && wantSize);
                  bool ok = ev.error.empty() && n == 2 && c == 3 &&
                            size == wantSize && pbIR == wantPads->first &&
                            peIR == wantPads->second;
                  if (ok || ++failures > 20)
                    continue;
                  ADD_FAILURE()
                      << "D=" << dim << " k=" << k << " s=" << s << " d=" << d
                      << " pads=" << pb << "/" << pe
                      << " auto_pad=" << stringifyAutoPad(autoPad).str()
                      << " rounding=" << stringifyRoundingType(rounding).str()
                      << ": IR gives size " << (size ? *size : -999) << " pads "
                      << (pbIR ? *pbIR : -999) << "/" << (peIR ? *peIR : -999)
                      << ", static gives size " << *wantSize << " pads "
                      << wantPads->first << "/" << wantPads->second
                      << (ev.error.empty() ? "" : " (" + ev.error + ")");
                }
              }
  EXPECT_EQ(failures, 0);
  std::printf("[ reify sweep ] %lld attribute combinations, %lld (D, "
              "combination) evaluations\n",
              static_cast<long long>(combinations),
              static_cast<long long>(evaluations));
}

// Three spatial axes with different attributes and different dims: each
// axis must read its own dim (i + 2) and its own attributes.
TEST_F(ReifyShapeTest, ThreeAxesReadTheirOwnDims) {
  func::FuncOp f = makeFunc(RankedTensorType::get(
      {kDyn, kDyn, kDyn, kDyn, kDyn}, Float32Type::get(&context)));
  Value input = f.getArgument(0);
  Block &body = f.getBody().front();
  const PoolAxis axesSets[][3] = {
      {{2, 1, 1, 0, 1}, {3, 2, 2, 1, 0}, {1, 3, 1, 2, 2}},
      {{5, 3, 1, 2, 0}, {2, 2, 3, 0, 0}, {3, 1, 2, 1, 1}},
      {{1, 1, 1, 0, 0}, {4, 4, 1, 3, 1}, {2, 5, 2, 0, 2}},
  };
  const int64_t dimValues[] = {7, 11, 16, 23};
  int64_t evaluations = 0;
  for (const auto &axes : axesSets)
    for (AutoPad autoPad : kAutoPads)
      for (RoundingType rounding : kRoundings) {
        PoolingAttrs attrs = makeAttrs(axes, autoPad, rounding);
        clearBlock(body);
        OpBuilder b = OpBuilder::atBlockEnd(&body);
        auto pads = reifyPoolingPads(b, loc, input, attrs);
        auto shape = reifyPoolingOutputShape(b, loc, input, attrs);
        ASSERT_EQ(pads.size(), 3u);
        ASSERT_EQ(shape.size(), 5u);
        for (int64_t d0 : dimValues)
          for (int64_t d1 : dimValues)
            for (int64_t d2 : dimValues) {
              Evaluator ev{input, {5, 6, d0, d1, d2}, {}};
              EXPECT_EQ(ev.eval(shape[0]), 5);
              EXPECT_EQ(ev.eval(shape[1]), 6);
              int64_t spatial[] = {d0, d1, d2};
              for (unsigned i = 0; i < 3; ++i) {
                EXPECT_EQ(
                    ev.eval(shape[i + 2]),
                    pooledOutputSize(spatial[i], axes[i], autoPad, rounding))
                    << "axis " << i;
                auto want = resolvePads(spatial[i], axes[i], autoPad);
                EXPECT_EQ(ev.eval(pads[i].first), want->first) << "axis " << i;
                EXPECT_EQ(ev.eval(pads[i].second), want->second)
                    << "axis " << i;
              }
              EXPECT_TRUE(ev.error.empty()) << ev.error;
              ++evaluations;
            }
      }
  std::printf("[ reify 3-axis ] %lld evaluations\n",
              static_cast<long long>(evaluations));
}

// A fully static input gives attributes only and builds no IR.
TEST_F(ReifyShapeTest, StaticInputBuildsNoOps) {
  func::FuncOp f =
      makeFunc(RankedTensorType::get({2, 3, 9, 7}, Float32Type::get(&context)));
  Value input = f.getArgument(0);
  Block &body = f.getBody().front();
  PoolAxis a0{3, 2, 1, 1, 0}, a1{2, 3, 2, 0, 2};
  for (AutoPad autoPad : kAutoPads)
    for (RoundingType rounding : kRoundings) {
      PoolingAttrs attrs = makeAttrs({a0, a1}, autoPad, rounding);
      OpBuilder b = OpBuilder::atBlockEnd(&body);
      auto pads = reifyPoolingPads(b, loc, input, attrs);
      auto shape = reifyPoolingOutputShape(b, loc, input, attrs);
      EXPECT_TRUE(body.empty())
          << "static input built " << std::distance(body.begin(), body.end())
          << " ops";
      ASSERT_EQ(shape.size(), 4u);
      for (OpFoldResult r : shape)
        EXPECT_TRUE(isa<Attribute>(r));
      for (auto [b0, e0] : pads) {
        EXPECT_TRUE(isa<Attribute>(b0));
        EXPECT_TRUE(isa<Attribute>(e0));
      }
      EXPECT_EQ(getConstantIntValue(shape[0]), 2);
      EXPECT_EQ(getConstantIntValue(shape[1]), 3);
      EXPECT_EQ(getConstantIntValue(shape[2]),
                pooledOutputSize(9, a0, autoPad, rounding));
      EXPECT_EQ(getConstantIntValue(shape[3]),
                pooledOutputSize(7, a1, autoPad, rounding));
      EXPECT_EQ(getConstantIntValue(pads[0].first),
                resolvePads(9, a0, autoPad)->first);
      EXPECT_EQ(getConstantIntValue(pads[0].second),
                resolvePads(9, a0, autoPad)->second);
      EXPECT_EQ(getConstantIntValue(pads[1].first),
                resolvePads(7, a1, autoPad)->first);
      EXPECT_EQ(getConstantIntValue(pads[1].second),
                resolvePads(7, a1, autoPad)->second);
      clearBlock(body);
    }
}

// Mixed static/dynamic dims: static axes fold to attributes, dynamic ones are
// IR; the produced IR verifies.
TEST_F(ReifyShapeTest, MixedStaticAndDynamicDims) {
  func::FuncOp f = makeFunc(
      RankedTensorType::get({2, kDyn, 9, kDyn}, Float32Type::get(&context)));
  Value input = f.getArgument(0);
  Block &body = f.getBody().front();
  PoolAxis a0{3, 2, 1, 1, 0}, a1{2, 3, 2, 0, 2};
  PoolingAttrs attrs =
      makeAttrs({a0, a1}, AutoPad::same_lower, RoundingType::ceil);
  OpBuilder b = OpBuilder::atBlockEnd(&body);
  auto pads = reifyPoolingPads(b, loc, input, attrs);
  auto shape = reifyPoolingOutputShape(b, loc, input, attrs);
  EXPECT_TRUE(isa<Attribute>(shape[0]));
  EXPECT_TRUE(isa<Value>(shape[1]));
  EXPECT_TRUE(isa<Attribute>(shape[2]));
  EXPECT_TRUE(isa<Value>(shape[3]));
  EXPECT_TRUE(isa<Attribute>(pads[0].first));
  EXPECT_TRUE(isa<Attribute>(pads[0].second));
  EXPECT_EQ(getConstantIntValue(shape[2]),
            pooledOutputSize(9, a0, AutoPad::same_lower, RoundingType::ceil));
  expectOnlyIndexArithmetic(body);
  for (int64_t dim = 1; dim <= 20; ++dim) {
    Evaluator ev{input, {2, 4, 9, dim}, {}};
    EXPECT_EQ(ev.eval(shape[1]), 4);
    EXPECT_EQ(ev.eval(shape[3]), pooledOutputSize(dim, a1, AutoPad::same_lower,
                                                  RoundingType::ceil));
    auto want = resolvePads(dim, a1, AutoPad::same_lower);
    EXPECT_EQ(ev.eval(pads[1].first), want->first);
    EXPECT_EQ(ev.eval(pads[1].second), want->second);
    EXPECT_TRUE(ev.error.empty()) << ev.error;
  }
  func::ReturnOp::create(b, loc);
  EXPECT_TRUE(succeeded(verify(*module)));
}

// memref inputs reify through memref.dim.
TEST_F(ReifyShapeTest, MemRefInput) {
  func::FuncOp f =
      makeFunc(MemRefType::get({kDyn, 3, kDyn}, Float32Type::get(&context)));
  Value input = f.getArgument(0);
  Block &body = f.getBody().front();
  PoolAxis p{3, 2, 2, 1, 2};
  for (AutoPad autoPad : kAutoPads)
    for (RoundingType rounding : kRoundings) {
      clearBlock(body);
      OpBuilder b = OpBuilder::atBlockEnd(&body);
      PoolingAttrs attrs = makeAttrs({p}, autoPad, rounding);
      auto pads = reifyPoolingPads(b, loc, input, attrs);
      auto shape = reifyPoolingOutputShape(b, loc, input, attrs);
      expectOnlyIndexArithmetic(body);
      EXPECT_EQ(getConstantIntValue(shape[1]), 3);
      for (int64_t dim = 1; dim <= 25; ++dim) {
        Evaluator ev{input, {8, 3, dim}, {}};
        EXPECT_EQ(ev.eval(shape[0]), 8);
        EXPECT_EQ(ev.eval(shape[2]),
                  pooledOutputSize(dim, p, autoPad, rounding));
        auto want = resolvePads(dim, p, autoPad);
        EXPECT_EQ(ev.eval(pads[0].first), want->first);
        EXPECT_EQ(ev.eval(pads[0].second), want->second);
        EXPECT_TRUE(ev.error.empty()) << ev.error;
      }
    }
}

// The ops' ReifyRankedShapedTypeOpInterface goes through the same rules.
TEST_F(ReifyShapeTest, OpReifyResultShapes) {
  Type f32 = Float32Type::get(&context);
  func::FuncOp f = makeFunc(RankedTensorType::get({kDyn, 4, kDyn, kDyn}, f32));
  Value input = f.getArgument(0);
  Block &body = f.getBody().front();
  OpBuilder b = OpBuilder::atBlockEnd(&body);
  PoolAxis a0{3, 2, 2, 1, 0}, a1{2, 3, 1, 0, 2};
  auto v8 = MaxPoolV8Op::create(b, loc, input, {3, 2}, {2, 3}, {1, 0}, {0, 2},
                                {2, 1}, RoundingType::ceil, AutoPad::same_upper,
                                IntegerType::get(&context, 32), 0);
  auto v1 = MaxPoolV1Op::create(b, loc, input, {2, 2}, {1, 1}, {1, 1}, {1, 1},
                                RoundingType::floor, AutoPad::explicit_);
  ReifiedRankedShapedTypeDims r8, r1;
  ASSERT_TRUE(succeeded(v8.reifyResultShapes(b, r8)));
  ASSERT_TRUE(succeeded(v1.reifyResultShapes(b, r1)));
  ASSERT_EQ(r8.size(), 2u);
  ASSERT_EQ(r1.size(), 1u);
  PoolAxis k2{2, 1, 1, 1, 1};
  for (int64_t h = 3; h <= 15; ++h)
    for (int64_t w = 2; w <= 12; ++w) {
      Evaluator ev{input, {3, 4, h, w}, {}};
      for (unsigned res = 0; res < 2; ++res) {
        ASSERT_EQ(r8[res].size(), 4u);
        EXPECT_EQ(ev.eval(r8[res][0]), 3);
        EXPECT_EQ(ev.eval(r8[res][1]), 4);
        EXPECT_EQ(
            ev.eval(r8[res][2]),
            pooledOutputSize(h, a0, AutoPad::same_upper, RoundingType::ceil));
        EXPECT_EQ(
            ev.eval(r8[res][3]),
            pooledOutputSize(w, a1, AutoPad::same_upper, RoundingType::ceil));
      }
      EXPECT_EQ(ev.eval(r1[0][2]), pooledOutputSize(h, k2, AutoPad::explicit_,
                                                    RoundingType::floor));
      EXPECT_EQ(ev.eval(r1[0][3]), pooledOutputSize(w, k2, AutoPad::explicit_,
                                                    RoundingType::floor));
      EXPECT_TRUE(ev.error.empty()) << ev.error;
    }

  // ROIAlign: R from batch_indices when rois[0] is dynamic, else from rois.
  Type i32 = IntegerType::get(&context, 32);
  func::FuncOp g = makeFunc(RankedTensorType::get({2, kDyn, 5, 5}, f32));
  Block &gBody = g.getBody().front();
  gBody.addArgument(RankedTensorType::get({kDyn, 4}, f32), loc);
  gBody.addArgument(RankedTensorType::get({kDyn}, i32), loc);
  gBody.addArgument(RankedTensorType::get({6, 4}, f32), loc);
  Value data = gBody.getArgument(0), rois = gBody.getArgument(1),
        idx = gBody.getArgument(2), rois6 = gBody.getArgument(3);
  OpBuilder gb = OpBuilder::atBlockEnd(&gBody);
  auto roi = ROIAlignV3Op::create(gb, loc, data, rois, idx, 3, 2, 0, 1.0f,
                                  ROIAlignMode::avg);
  auto roiStatic = ROIAlignV3Op::create(gb, loc, data, rois6, idx, 3, 2, 0,
                                        1.0f, ROIAlignMode::avg);
  ReifiedRankedShapedTypeDims rr, rs;
  ASSERT_TRUE(succeeded(roi.reifyResultShapes(gb, rr)));
  ASSERT_TRUE(succeeded(roiStatic.reifyResultShapes(gb, rs)));
  Evaluator ev{data, {2, 16, 5, 5}, {}, {{rois, {9, 4}}, {idx, {9}}}};
  ASSERT_EQ(rr.size(), 1u);
  EXPECT_EQ(ev.eval(rr[0][0]), 9);
  EXPECT_EQ(ev.eval(rr[0][1]), 16);
  EXPECT_EQ(ev.eval(rr[0][2]), 3);
  EXPECT_EQ(ev.eval(rr[0][3]), 2);
  EXPECT_EQ(getConstantIntValue(rs[0][0]), 6);
  EXPECT_TRUE(ev.error.empty()) << ev.error;
}

// The evaluator itself, on IR built by hand, so that a bug in it cannot hide
// a disagreement.
TEST_F(ReifyShapeTest, EvaluatorSelfCheck) {
  func::FuncOp f =
      makeFunc(RankedTensorType::get({kDyn}, Float32Type::get(&context)));
  Value input = f.getArgument(0);
  OpBuilder b = OpBuilder::atBlockEnd(&f.getBody().front());
  Value dim = tensor::DimOp::create(b, loc, input, 0);
  AffineExpr d0 = b.getAffineDimExpr(0);
  Value ceil3 = affine::AffineApplyOp::create(
      b, loc, AffineMap::get(1, 0, d0.ceilDiv(3)), ValueRange{dim});
  Value floorNeg = affine::AffineApplyOp::create(
      b, loc, AffineMap::get(1, 0, (d0 - 10).floorDiv(4)), ValueRange{dim});
  Value max = affine::AffineMaxOp::create(
      b, loc,
      AffineMap::get(1, 0, {d0 - 5, b.getAffineConstantExpr(2)}, &context),
      ValueRange{dim});
  Evaluator ev{input, {7}, {}};
  EXPECT_EQ(ev.eval(dim), 7);
  EXPECT_EQ(ev.eval(ceil3), 3);
  EXPECT_EQ(ev.eval(floorNeg), -1); // floor(-3 / 4)
  EXPECT_EQ(ev.eval(max), 2);
  ev.dims = {12};
  EXPECT_EQ(ev.eval(max), 7);
  EXPECT_TRUE(ev.error.empty()) << ev.error;
}

} // namespace
