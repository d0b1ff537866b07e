// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- InferShapeTest.cpp - inferPoolingShape / inferROIAlignShape -------===//
//
// Shape inference through the public API with a real MLIRContext: static,
// dynamic and unranked inputs, and the diagnostics of every failure.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/InitOV.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::ov;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;
constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

class InferShapeTest : public ::testing::Test {
protected:
  InferShapeTest() {
    DialectRegistry registry;
    registerOVDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  Type f32() { return Float32Type::get(&context); }
  Type i32() { return IntegerType::get(&context, 32); }
  Type tensor(ArrayRef<int64_t> shape, Type elt = {}) {
    return RankedTensorType::get(shape, elt ? elt : f32());
  }
  Type unranked(Type elt = {}) {
    return UnrankedTensorType::get(elt ? elt : f32());
  }
  Location loc() { return FileLineColLoc::get(&context, "test.mlir", 3, 7); }

  /// Diagnostics for a MaxPool at a location.
  ShapeDiagnostics poolDiag() { return {loc(), "ov.max_pool_v8"}; }
  ShapeDiagnostics roiDiag() { return {loc(), "ov.roi_align_v3"}; }

  static PoolingAttrs attrs2d(std::vector<int64_t> kernel = {2, 2},
                              std::vector<int64_t> strides = {1, 1}) {
    PoolingAttrs a;
    a.kernel.assign(kernel.begin(), kernel.end());
    a.strides.assign(strides.begin(), strides.end());
    a.dilations.assign(kernel.size(), 1);
    a.padsBegin.assign(kernel.size(), 0);
    a.padsEnd.assign(kernel.size(), 0);
    return a;
  }

  /// Runs `fn` and returns the error messages it emitted.
  template <typename Fn> std::vector<std::string> capture(Fn &&fn) {
    std::vector<std::string> messages;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
      EXPECT_EQ(d.getSeverity(), DiagnosticSeverity::Error);
      EXPECT_EQ(d.getLocation(), loc());
      messages.push_back(d.str());
      return success();
    });
    fn();
    return messages;
  }

  /// Expects `attrs` on `input` to fail with exactly one diagnostic holding
  /// every substring of `parts`, and to fail silently without a location.
  void expectPoolFailure(const PoolingAttrs &attrs, Type input,
                         std::vector<std::string> parts) {
    std::vector<std::string> messages = capture([&] {
      EXPECT_TRUE(failed(inferPoolingShape(attrs, input, poolDiag())));
    });
    ASSERT_EQ(messages.size(), 1u);
    EXPECT_EQ(messages[0].rfind("'ov.max_pool_v8' op ", 0), 0u) << messages[0];
    for (const std::string &part : parts)
      EXPECT_NE(messages[0].find(part), std::string::npos)
          << "missing '" << part << "' in: " << messages[0];
    std::vector<std::string> silent = capture([&] {
      EXPECT_TRUE(failed(inferPoolingShape(
          attrs, input, ShapeDiagnostics(std::nullopt, "ov.max_pool_v8"))));
    });
    EXPECT_TRUE(silent.empty());
  }

  void expectROIFailure(const ROIAlignAttrs &attrs, Type data, Type rois,
                        Type indices, std::vector<std::string> parts) {
    std::vector<std::string> messages = capture([&] {
      EXPECT_TRUE(
          failed(inferROIAlignShape(attrs, data, rois, indices, roiDiag())));
    });
    ASSERT_EQ(messages.size(), 1u);
    EXPECT_EQ(messages[0].rfind("'ov.roi_align_v3' op ", 0), 0u) << messages[0];
    for (const std::string &part : parts)
      EXPECT_NE(messages[0].find(part), std::string::npos)
          << "missing '" << part << "' in: " << messages[0];
    std::vector<std::string> silent = capture([&] {
      EXPECT_TRUE(failed(inferROIAlignShape(
          attrs, data, rois, indices,
          ShapeDiagnostics(std::nullopt, "ov.roi_align_v3"))));
    });
    EXPECT_TRUE(silent.empty());
  }

  /// Infers successfully, with no diagnostic.
  SmallVector<int64_t> inferPool(const PoolingAttrs &attrs, Type input) {
    SmallVector<int64_t> shape;
    std::vector<std::string> messages = capture([&] {
      FailureOr<SmallVector<int64_t>> r =
          inferPoolingShape(attrs, input, poolDiag());
      EXPECT_TRUE(succeeded(r));
      if (succeeded(r))
        shape = *r;
    });
    EXPECT_TRUE(messages.empty()) << messages.front();
    return shape;
  }

  SmallVector<int64_t> inferROI(const ROIAlignAttrs &attrs, Type data,
                                Type rois, Type indices) {
    SmallVector<int64_t> shape;
    std::vector<std::string> messages = capture([&] {
      FailureOr<SmallVector<int64_t>> r =
          inferROIAlignShape(attrs, data, rois, indices, roiDiag());
      EXPECT_TRUE(succeeded(r));
      if (succeeded(r))
        shape = *r;
    });
    EXPECT_TRUE(messages.empty()) << messages.front();
    return shape;
  }

  MLIRContext context;
};

using Shape = SmallVector<int64_t>;

//===----------------------------------------------------------------------===//
// inferPoolingShape: successes
//===----------------------------------------------------------------------===//

TEST_F(InferShapeTest, MaxPoolSpecXmlExamples) {
  PoolingAttrs a = attrs2d({2, 2}, {2, 2});
  a.padsBegin = {1, 1};
  a.padsEnd = {1, 1};
  Type in = tensor({1, 3, 32, 32});
  a.autoPad = AutoPad::same_upper;
  EXPECT_EQ(inferPool(a, in), Shape({1, 3, 16, 16}));
  a.autoPad = AutoPad::explicit_;
  EXPECT_EQ(inferPool(a, in), Shape({1, 3, 17, 17}));
  a.autoPad = AutoPad::valid;
  EXPECT_EQ(inferPool(a, in), Shape({1, 3, 16, 16}));
}

TEST_F(InferShapeTest, MaxPoolSpecValueExamples) {
  // Example 1: explicit pads 1/1, k=2, s=1 on 3x3 -> 4x4.
  PoolingAttrs e1 = attrs2d();
  e1.padsBegin = {1, 1};
  e1.padsEnd = {1, 1};
  EXPECT_EQ(inferPool(e1, tensor({1, 1, 3, 3})), Shape({1, 1, 4, 4}));
  // Example 2: 1D valid, k=3 on 7 -> 5.
  PoolingAttrs e2;
  e2.kernel = {3};
  e2.strides = {1};
  e2.dilations = {1};
  e2.padsBegin = {0};
  e2.padsEnd = {0};
  e2.autoPad = AutoPad::valid;
  EXPECT_EQ(inferPool(e2, tensor({1, 1, 7})), Shape({1, 1, 5}));
  // Examples 3/4: same_lower / same_upper, k=2, s=1 -> 3x3 (2 channels).
  PoolingAttrs e3 = attrs2d();
  e3.autoPad = AutoPad::same_lower;
  EXPECT_EQ(inferPool(e3, tensor({1, 1, 3, 3})), Shape({1, 1, 3, 3}));
  e3.autoPad = AutoPad::same_upper;
  EXPECT_EQ(inferPool(e3, tensor({1, 2, 3, 3})), Shape({1, 2, 3, 3}));
  // Example 5: valid + ceil, k=2, s=2 on 3x3 -> 2x2.
  PoolingAttrs e5 = attrs2d({2, 2}, {2, 2});
  e5.autoPad = AutoPad::valid;
  e5.rounding = RoundingType::ceil;
  EXPECT_EQ(inferPool(e5, tensor({1, 1, 3, 3})), Shape({1, 1, 2, 2}));
  // Example 6: dilation 2, k=2, pads 1/1 on 3x3 -> 3x3.
  PoolingAttrs e6 = attrs2d();
  e6.dilations = {2, 2};
  e6.padsBegin = {1, 1};
  e6.padsEnd = {1, 1};
  EXPECT_EQ(inferPool(e6, tensor({1, 1, 3, 3})), Shape({1, 1, 3, 3}));
  // Example 7: 2 channels of 3x3, k=2 -> 2x2; axis 2 normalises to 2.
  EXPECT_EQ(inferPool(attrs2d(), tensor({1, 2, 3, 3})), Shape({1, 2, 2, 2}));
  EXPECT_EQ(normalizeMaxPoolAxis(2, 4, poolDiag()), 2);
}

TEST_F(InferShapeTest, MaxPoolDynamicDims) {
  PoolingAttrs a = attrs2d({3, 3}, {2, 2});
  a.padsBegin = {1, 1};
  a.padsEnd = {1, 1};
  a.rounding = RoundingType::ceil;
  // The op description's example: 112 -> 57.
  EXPECT_EQ(inferPool(a, tensor({1, 64, 112, 112})), Shape({1, 64, 57, 57}));
  // Dynamic N and C pass through; static spatial dims are still computed.
  EXPECT_EQ(inferPool(a, tensor({kDyn, kDyn, 112, 112})),
            Shape({kDyn, kDyn, 57, 57}));
  // A dynamic spatial dim gives a dynamic output dim; the other is computed.
  EXPECT_EQ(inferPool(a, tensor({2, 64, kDyn, 112})), Shape({2, 64, kDyn, 57}));
  EXPECT_EQ(inferPool(a, tensor({2, 64, 112, kDyn})), Shape({2, 64, 57, kDyn}));
  // docs/semantics.md 1.3: same_* on [1,3,32,?] gives [1,3,32,?].
  PoolingAttrs s = attrs2d({2, 2}, {1, 1});
  s.autoPad = AutoPad::same_lower;
  EXPECT_EQ(inferPool(s, tensor({1, 3, 32, kDyn})), Shape({1, 3, 32, kDyn}));
  // A dynamic spatial dim skips the "kernel fits" check (the static one
  // would fail: 9 > 3 + 0 + 0).
  PoolingAttrs big = attrs2d({9, 2});
  EXPECT_EQ(inferPool(big, tensor({1, 3, kDyn, 3})), Shape({1, 3, kDyn, 2}));
  // 3D pooling.
  PoolingAttrs a3;
  a3.kernel = {2, 3, 1};
  a3.strides = {2, 1, 3};
  a3.dilations = {1, 2, 1};
  a3.padsBegin = {0, 1, 0};
  a3.padsEnd = {1, 1, 0};
  // (9+1-2)/2+1=5, (8+2-5)/1+1=6, (10-1)/3+1=4.
  EXPECT_EQ(inferPool(a3, tensor({4, 5, 9, 8, 10})), Shape({4, 5, 5, 6, 4}));
}

TEST_F(InferShapeTest, MaxPoolUnrankedInput) {
  for (unsigned k = 1; k <= 3; ++k) {
    PoolingAttrs a;
    a.kernel.assign(k, 2);
    a.strides.assign(k, 1);
    a.dilations.assign(k, 1);
    a.padsBegin.assign(k, 0);
    a.padsEnd.assign(k, 0);
    EXPECT_EQ(inferPool(a, unranked()), Shape(2 + k, kDyn)) << "k=" << k;
  }
  // With an unranked input no value-dependent check runs on dims, but the
  // attribute checks still do.
  PoolingAttrs bad = attrs2d({0, 2});
  expectPoolFailure(bad, unranked(), {"kernel[0] >= 1", "got 0"});
}

//===----------------------------------------------------------------------===//
// inferPoolingShape: failures and their diagnostics
//===----------------------------------------------------------------------===//

TEST_F(InferShapeTest, MaxPoolListLengths) {
  Type in = tensor({1, 3, 8, 8});
  PoolingAttrs a = attrs2d();
  a.padsBegin = {0};
  expectPoolFailure(a, in,
                    {"pads_begin", "(2, the length of kernel)", "got 1"});
  a = attrs2d();
  a.padsEnd = {0, 0, 0};
  expectPoolFailure(a, in, {"pads_end", "got 3"});
  a = attrs2d();
  a.strides = {1};
  expectPoolFailure(a, in, {"strides", "got 1"});
  a = attrs2d();
  a.dilations = {1, 1, 1};
  expectPoolFailure(a, in, {"dilations", "got 3"});
}

TEST_F(InferShapeTest, MaxPoolRankAndKernelLength) {
  expectPoolFailure(attrs2d(), tensor({1, 3, 8, 8, 8, 8}),
                    {"rank 3, 4 or 5", "got rank 6"});
  expectPoolFailure(attrs2d(), tensor({1, 3}),
                    {"rank 3, 4 or 5", "got rank 2"});
  expectPoolFailure(attrs2d(), tensor({1, 3, 8, 8, 8}),
                    {"kernel", "rank-5 input (3)", "got 2"});
  PoolingAttrs four;
  four.kernel.assign(4, 1);
  four.strides.assign(4, 1);
  four.dilations.assign(4, 1);
  four.padsBegin.assign(4, 0);
  four.padsEnd.assign(4, 0);
  PoolingAttrs empty;
  expectPoolFailure(empty, unranked(), {"1, 2 or 3 values", "got 0"});
  expectPoolFailure(empty, tensor({1, 3, 8}), {"kernel", "got 0"});
  expectPoolFailure(four, tensor({1, 3, 8, 8}), {"kernel", "got 4"});
}

TEST_F(InferShapeTest, MaxPoolAttributeValues) {
  Type in = tensor({1, 3, 8, 8});
  PoolingAttrs a = attrs2d();
  a.kernel = {2, 0};
  expectPoolFailure(a, in, {"kernel[1] >= 1", "got 0"});
  a = attrs2d();
  a.strides = {0, 1};
  expectPoolFailure(a, in, {"strides[0] >= 1", "got 0"});
  a = attrs2d();
  a.dilations = {1, 0};
  expectPoolFailure(a, in, {"dilations[1] >= 1", "got 0"});
  a = attrs2d();
  a.padsBegin = {0, -1};
  expectPoolFailure(a, in, {"pads_begin[1] >= 0", "got -1"});
  a = attrs2d();
  a.padsEnd = {-3, 0};
  expectPoolFailure(a, in, {"pads_end[0] >= 0", "got -3"});
  // ceil_torch is a shape rule like the others; which versions accept it
  // is the op verifier's rule (test/Dialect/OV/invalid.mlir).
  a = attrs2d();
  a.rounding = RoundingType::ceil_torch;
  EXPECT_TRUE(succeeded(inferPoolingShape(a, in, poolDiag())));
}

TEST_F(InferShapeTest, MaxPoolZeroBatchOrChannels) {
  expectPoolFailure(attrs2d(), tensor({0, 3, 8, 8}),
                    {"batch size", "input dim 0", "got 0"});
  expectPoolFailure(attrs2d(), tensor({1, 0, 8, 8}),
                    {"channel count", "input dim 1", "got 0"});
  // Dynamic N/C never fail.
  EXPECT_EQ(inferPool(attrs2d(), tensor({kDyn, kDyn, 8, 8})),
            Shape({kDyn, kDyn, 7, 7}));
}

TEST_F(InferShapeTest, MaxPoolKernelDoesNotFit) {
  PoolingAttrs a = attrs2d({2, 3});
  a.dilations = {1, 3};
  a.padsBegin = {0, 1};
  a.padsEnd = {0, 0};
  // Axis 1: dk = (3-1)*3+1 = 7 > 5 + 1 + 0 = 6.
  expectPoolFailure(a, tensor({1, 3, 8, 5}),
                    {"(3 - 1) * 3 + 1 = 7", "5 + 1 + 0 = 6", "spatial axis 1",
                     "input dim 3"});
  // Fits exactly: 7 <= 6 + 1 + 0.
  EXPECT_EQ(inferPool(a, tensor({1, 3, 8, 6})), Shape({1, 3, 7, 1}));
  // valid ignores the attribute pads: 7 > 6 + 0 + 0.
  a.autoPad = AutoPad::valid;
  expectPoolFailure(a, tensor({1, 3, 8, 6}),
                    {"= 7", "6 + 0 + 0 = 6", "spatial axis 1"});
}

TEST_F(InferShapeTest, MaxPoolOverflow) {
  PoolingAttrs a = attrs2d({2, 2});
  a.padsBegin = {0, 1};
  expectPoolFailure(a, tensor({1, 3, 8, kMax}),
                    {"overflows int64", "spatial axis 1", "input dim 3"});
  PoolingAttrs b = attrs2d({2, kMax});
  b.dilations = {1, 2};
  expectPoolFailure(b, tensor({1, 3, 8, 8}),
                    {"overflows int64", "spatial axis 1"});
}

// inferPoolingShape agrees with the brute-force-validated static function
// over a sweep of 1D inputs, and fails exactly when the kernel does not fit.
TEST_F(InferShapeTest, MaxPoolSweepAgreesWithPooledOutputSize) {
  int64_t checked = 0;
  for (int64_t dim = 1; dim <= 12; ++dim) {
    Type in = tensor({2, 3, dim});
    for (int64_t k = 1; k <= 5; ++k)
      for (int64_t s = 1; s <= 3; ++s)
        for (int64_t d = 1; d <= 2; ++d)
          for (int64_t pb = 0; pb <= 2; ++pb)
            for (int64_t pe = 0; pe <= 2; ++pe)
              for (AutoPad ap : {AutoPad::explicit_, AutoPad::valid,
                                 AutoPad::same_upper, AutoPad::same_lower})
                for (RoundingType r :
                     {RoundingType::floor, RoundingType::ceil}) {
                  PoolingAttrs a;
                  a.kernel = {k};
                  a.strides = {s};
                  a.dilations = {d};
                  a.padsBegin = {pb};
                  a.padsEnd = {pe};
                  a.autoPad = ap;
                  a.rounding = r;
                  PoolAxis p{k, s, d, pb, pe};
                  auto pads = resolvePads(dim, p, ap);
                  ASSERT_TRUE(pads.has_value());
                  bool fits =
                      (k - 1) * d + 1 <= dim + pads->first + pads->second;
                  FailureOr<SmallVector<int64_t>> got = inferPoolingShape(
                      a, in, ShapeDiagnostics(std::nullopt, "ov.max_pool_v1"));
                  ++checked;
                  if (!fits) {
                    EXPECT_TRUE(failed(got)) << "dim=" << dim << " k=" << k;
                    continue;
                  }
                  ASSERT_TRUE(succeeded(got)) << "dim=" << dim << " k=" << k;
                  EXPECT_EQ(*got,
                            Shape({2, 3, *pooledOutputSize(dim, p, ap, r)}));
                }
  }
  std::printf("[ infer sweep ] %lld combinations checked\n",
              static_cast<long long>(checked));
}

TEST_F(InferShapeTest, NormalizeMaxPoolAxis) {
  for (int64_t rank = 3; rank <= 5; ++rank)
    for (int64_t axis = -rank; axis < rank; ++axis)
      EXPECT_EQ(normalizeMaxPoolAxis(axis, rank, poolDiag()),
                axis < 0 ? axis + rank : axis);
  std::vector<std::string> messages = capture(
      [&] { EXPECT_TRUE(failed(normalizeMaxPoolAxis(4, 4, poolDiag()))); });
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("[-4, 3]"), std::string::npos) << messages[0];
  EXPECT_NE(messages[0].find("got 4"), std::string::npos) << messages[0];
  messages = capture(
      [&] { EXPECT_TRUE(failed(normalizeMaxPoolAxis(-5, 4, poolDiag()))); });
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("got -5"), std::string::npos) << messages[0];
}

//===----------------------------------------------------------------------===//
// inferROIAlignShape
//===----------------------------------------------------------------------===//

TEST_F(InferShapeTest, ROIAlignStatic) {
  // The spec's example.
  ROIAlignAttrs a{6, 6, 2, 16.0f};
  EXPECT_EQ(inferROI(a, tensor({7, 256, 200, 200}), tensor({1000, 4}),
                     tensor({1000}, i32())),
            Shape({1000, 256, 6, 6}));
  ROIAlignAttrs b{3, 5, 0, 0.25f};
  EXPECT_EQ(
      inferROI(b, tensor({1, 8, 4, 4}), tensor({2, 4}), tensor({2}, i32())),
      Shape({2, 8, 3, 5}));
}

TEST_F(InferShapeTest, ROIAlignDynamic) {
  ROIAlignAttrs a{2, 3, 1, 1.0f};
  Type idx5 = tensor({5}, i32());
  // R merges from rois[0] and batch_indices[0].
  EXPECT_EQ(inferROI(a, tensor({1, 8, 4, 4}), tensor({kDyn, 4}), idx5),
            Shape({5, 8, 2, 3}));
  EXPECT_EQ(
      inferROI(a, tensor({1, 8, 4, 4}), tensor({5, 4}), tensor({kDyn}, i32())),
      Shape({5, 8, 2, 3}));
  EXPECT_EQ(inferROI(a, tensor({1, 8, 4, 4}), tensor({kDyn, 4}),
                     tensor({kDyn}, i32())),
            Shape({kDyn, 8, 2, 3}));
  // Unranked rois: R from batch_indices; unranked batch_indices: from rois.
  EXPECT_EQ(inferROI(a, tensor({1, 8, 4, 4}), unranked(), idx5),
            Shape({5, 8, 2, 3}));
  EXPECT_EQ(inferROI(a, tensor({1, 8, 4, 4}), tensor({7, 4}), unranked(i32())),
            Shape({7, 8, 2, 3}));
  // C from data, dynamic or unranked.
  EXPECT_EQ(inferROI(a, tensor({kDyn, kDyn, kDyn, kDyn}), tensor({5, 4}), idx5),
            Shape({5, kDyn, 2, 3}));
  EXPECT_EQ(inferROI(a, unranked(), tensor({5, 4}), idx5),
            Shape({5, kDyn, 2, 3}));
  // A dynamic rois dim 1 is compatible with 4.
  EXPECT_EQ(inferROI(a, tensor({1, 8, 4, 4}), tensor({5, kDyn}), idx5),
            Shape({5, 8, 2, 3}));
  EXPECT_EQ(inferROI(a, unranked(), unranked(), unranked(i32())),
            Shape({kDyn, kDyn, 2, 3}));
}

TEST_F(InferShapeTest, ROIAlignShapeFailures) {
  ROIAlignAttrs a{2, 2, 1, 1.0f};
  Type data = tensor({1, 8, 4, 4}), rois = tensor({5, 4}),
       idx = tensor({5}, i32());
  expectROIFailure(a, tensor({1, 8, 4}), rois, idx,
                   {"data", "rank 4", "got rank 3"});
  expectROIFailure(a, data, tensor({5, 4, 1}), idx,
                   {"rois", "rank 2", "got rank 3"});
  expectROIFailure(a, data, rois, tensor({5, 1}, i32()),
                   {"batch_indices", "rank 1", "got rank 2"});
  expectROIFailure(a, data, tensor({5, 5}), idx, {"rois dim 1", "4", "got 5"});
  expectROIFailure(a, data, rois, tensor({6}, i32()),
                   {"rois dim 0 (5)", "batch_indices dim 0 (6)"});
}

TEST_F(InferShapeTest, ROIAlignAttributeFailures) {
  Type data = tensor({1, 8, 4, 4}), rois = tensor({5, 4}),
       idx = tensor({5}, i32());
  expectROIFailure({0, 2, 1, 1.0f}, data, rois, idx,
                   {"pooled_h >= 1", "got 0"});
  expectROIFailure({2, -1, 1, 1.0f}, data, rois, idx,
                   {"pooled_w >= 1", "got -1"});
  expectROIFailure({2, 2, -1, 1.0f}, data, rois, idx,
                   {"sampling_ratio >= 0", "got -1"});
  expectROIFailure({2, 2, 0, 0.0f}, data, rois, idx, {"spatial_scale"});
  expectROIFailure({2, 2, 0, -1.0f}, data, rois, idx, {"spatial_scale"});
  expectROIFailure({2, 2, 0, std::nanf("")}, data, rois, idx,
                   {"spatial_scale"});
  expectROIFailure({2, 2, 0, std::numeric_limits<float>::infinity()}, data,
                   rois, idx, {"spatial_scale"});
  // sampling_ratio 0 (adaptive) is fine.
  EXPECT_EQ(inferROI({2, 2, 0, 0.5f}, data, rois, idx), Shape({5, 8, 2, 2}));
}

} // namespace
