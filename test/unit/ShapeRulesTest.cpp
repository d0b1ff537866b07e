// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ShapeRulesTest.cpp - Unit tests of the shared shape rules ---------===//
//
// The static pooling arithmetic (resolvePads, pooledOutputSize,
// dilatedKernelSize) against:
//   - a brute-force simulation that slides windows one by one and searches
//     the SAME pad, never using the closed-form formula;
//   - the spec examples as corrected by docs/semantics.md section 4;
//   - exact 128-bit arithmetic near INT64_MAX (overflow must give nullopt,
//     never a wrapped value).
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ShapeRules.h"
#include "ov/Dialect/ROIAlignOps.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <sstream>
#include <string>

using namespace mlir::ov;

namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

const AutoPad kAllAutoPads[] = {AutoPad::explicit_, AutoPad::valid,
                                AutoPad::same_upper, AutoPad::same_lower};
const RoundingType kRoundings[] = {RoundingType::floor, RoundingType::ceil};

const char *name(AutoPad a) {
  switch (a) {
  case AutoPad::explicit_:
    return "explicit";
  case AutoPad::valid:
    return "valid";
  case AutoPad::same_upper:
    return "same_upper";
  case AutoPad::same_lower:
    return "same_lower";
  }
  return "?";
}
const char *name(RoundingType r) {
  switch (r) {
  case RoundingType::floor:
    return "floor";
  case RoundingType::ceil:
    return "ceil";
  case RoundingType::ceil_torch:
    return "ceil_torch";
  }
  return "?";
}

std::string describe(int64_t dim, const PoolAxis &p, AutoPad autoPad,
                     RoundingType rounding) {
  std::ostringstream os;
  os << "D=" << dim << " kernel=" << p.kernel << " stride=" << p.stride
     << " dilation=" << p.dilation << " pads=" << p.padBegin << "/" << p.padEnd
     << " auto_pad=" << name(autoPad) << " rounding=" << name(rounding);
  return os.str();
}

//===----------------------------------------------------------------------===//
// 1. Brute force
//===----------------------------------------------------------------------===//

/// The extent of a dilated kernel, by enumerating its taps.
int64_t simulateKernelExtent(int64_t kernel, int64_t dilation) {
  int64_t lastTap = 0;
  for (int64_t t = 0, pos = 0; t < kernel; ++t, pos += dilation)
    lastTap = pos;
  return lastTap + 1;
}

/// Slides a window of extent `dk` over `padded` positions with stride `s`:
/// floor counts windows that fit entirely; ceil adds one more window when the
/// last fitting window ends before the padded extent (OpenVINO's no-clamp
/// ceil). Requires dk <= padded.
int64_t simulateWindowCount(int64_t padded, int64_t dk, int64_t s,
                            RoundingType rounding) {
  int64_t count = 0, lastStart = -1;
  for (int64_t start = 0; start + dk <= padded; start += s) {
    ++count;
    lastStart = start;
  }
  if (rounding == RoundingType::ceil && lastStart + dk < padded)
    ++count;
  return count;
}

/// The applied pads, by search for same_*.
std::pair<int64_t, int64_t> simulatePads(int64_t dim, const PoolAxis &p,
                                         AutoPad autoPad) {
  switch (autoPad) {
  case AutoPad::explicit_:
    return {p.padBegin, p.padEnd};
  case AutoPad::valid:
    return {0, 0};
  case AutoPad::same_upper:
  case AutoPad::same_lower: {
    int64_t dk = simulateKernelExtent(p.kernel, p.dilation);
    // ceil(D / s) windows: the starts 0, s, 2s, ... that lie inside the data.
    int64_t lastStart = -1;
    for (int64_t start = 0; start < dim; start += p.stride)
      lastStart = start;
    int64_t total = 0;
    while (lastStart + dk > dim + total)
      ++total;
    int64_t half = total / 2;
    if (autoPad == AutoPad::same_upper)
      return {half, total - half};
    return {total - half, half};
  }
  }
  return {-1, -1};
}

TEST(PooledOutputSize, BruteForceSimulation) {
  int64_t checked = 0, skipped = 0, failures = 0;
  for (int64_t dim = 1; dim <= 40; ++dim)
    for (int64_t kernel = 1; kernel <= 7; ++kernel)
      for (int64_t stride = 1; stride <= 6; ++stride)
        for (int64_t dilation = 1; dilation <= 3; ++dilation)
          for (int64_t pb = 0; pb <= 3; ++pb)
            for (int64_t pe = 0; pe <= 3; ++pe)
              for (AutoPad autoPad : kAllAutoPads)
                for (RoundingType rounding : kRoundings) {
                  PoolAxis p{kernel, stride, dilation, pb, pe};
                  std::pair<int64_t, int64_t> pads =
                      simulatePads(dim, p, autoPad);
                  int64_t padded = dim + pads.first + pads.second;
                  int64_t dk = simulateKernelExtent(kernel, dilation);
                  if (dk > padded) {
                    ++skipped;
                    continue;
                  }
                  int64_t expected =
                      simulateWindowCount(padded, dk, stride, rounding);
                  std::optional<std::pair<int64_t, int64_t>> gotPads =
                      resolvePads(dim, p, autoPad);
                  std::optional<int64_t> gotSize =
                      pooledOutputSize(dim, p, autoPad, rounding);
                  std::optional<int64_t> gotDk = dilatedKernelSize(p);
                  ++checked;
                  if (gotPads == std::optional(pads) &&
                      gotSize == std::optional(expected) &&
                      gotDk == std::optional(dk))
                    continue;
                  if (++failures > 20)
                    continue;
                  ADD_FAILURE()
                      << describe(dim, p, autoPad, rounding)
                      << ": expected pads " << pads.first << "/" << pads.second
                      << " size " << expected << " dk " << dk << ", got pads "
                      << (gotPads ? std::to_string(gotPads->first) + "/" +
                                        std::to_string(gotPads->second)
                                  : std::string("nullopt"))
                      << " size "
                      << (gotSize ? std::to_string(*gotSize) : "nullopt")
                      << " dk " << (gotDk ? std::to_string(*gotDk) : "nullopt");
                }
  EXPECT_EQ(failures, 0);
  // Sanity: the sweep is not vacuous.
  EXPECT_GT(checked, 200000);
  RecordProperty("combinations_checked", std::to_string(checked));
  std::printf("[ brute force ] %lld combinations checked, %lld skipped "
              "(dilated kernel does not fit)\n",
              static_cast<long long>(checked), static_cast<long long>(skipped));
}

// The simulation itself on hand-checked cases, so that a bug shared by the
// simulation and the library cannot hide.
TEST(PooledOutputSize, SimulationSelfCheck) {
  EXPECT_EQ(simulateKernelExtent(3, 2), 5);
  EXPECT_EQ(simulateKernelExtent(1, 3), 1);
  // D=5, pads 1/1 -> padded 7, k=2, s=2: starts 0,2,4; ceil adds the 4th.
  EXPECT_EQ(simulateWindowCount(7, 2, 2, RoundingType::floor), 3);
  EXPECT_EQ(simulateWindowCount(7, 2, 2, RoundingType::ceil), 4);
  // Exact fit: ceil adds nothing.
  EXPECT_EQ(simulateWindowCount(6, 2, 2, RoundingType::ceil), 3);
  // same_upper, D=32, k=2, s=2: 16 windows fit without padding.
  EXPECT_EQ(simulatePads(32, {2, 2, 1, 0, 0}, AutoPad::same_upper),
            std::make_pair(int64_t(0), int64_t(0)));
  // same, D=3, k=2, s=1: P=1.
  EXPECT_EQ(simulatePads(3, {2, 1, 1, 0, 0}, AutoPad::same_upper),
            std::make_pair(int64_t(0), int64_t(1)));
  EXPECT_EQ(simulatePads(3, {2, 1, 1, 0, 0}, AutoPad::same_lower),
            std::make_pair(int64_t(1), int64_t(0)));
}

//===----------------------------------------------------------------------===//
// 2. Spec examples (as corrected by docs/semantics.md section 4)
//===----------------------------------------------------------------------===//

using Pads = std::optional<std::pair<int64_t, int64_t>>;
Pads pads(int64_t b, int64_t e) { return std::make_pair(b, e); }

// The spec pages' XML examples, as corrected by docs/semantics.md section 4:
// 32x32, kernel 2, stride 2, pads 1/1.
TEST(PooledOutputSize, SpecXmlExamples) {
  PoolAxis p{/*kernel=*/2, /*stride=*/2, /*dilation=*/1, /*padBegin=*/1,
             /*padEnd=*/1};
  EXPECT_EQ(pooledOutputSize(32, p, AutoPad::same_upper, RoundingType::floor),
            16);
  EXPECT_EQ(pooledOutputSize(32, p, AutoPad::explicit_, RoundingType::floor),
            17);
  EXPECT_EQ(pooledOutputSize(32, p, AutoPad::valid, RoundingType::floor), 16);
  // same_upper ignores the attribute pads: auto pads are 0/0 (section 4.2).
  EXPECT_EQ(resolvePads(32, p, AutoPad::same_upper), pads(0, 0));
  EXPECT_EQ(resolvePads(32, p, AutoPad::valid), pads(0, 0));
  EXPECT_EQ(resolvePads(32, p, AutoPad::explicit_), pads(1, 1));
}

TEST(PooledOutputSize, SpecValueExamples) {
  // Example 1: 3x3, explicit pads 1/1, k=2, s=1 -> 4x4.
  EXPECT_EQ(pooledOutputSize(3, {2, 1, 1, 1, 1}, AutoPad::explicit_,
                             RoundingType::floor),
            4);
  // Example 2: 1D 7, valid, k=3, s=1 -> 5.
  EXPECT_EQ(
      pooledOutputSize(7, {3, 1, 1, 0, 0}, AutoPad::valid, RoundingType::floor),
      5);
  // Example 3: same_lower 3x3, k=2, s=1 -> 3x3, pads begin 1, end 0.
  PoolAxis k2s1{2, 1, 1, 0, 0};
  EXPECT_EQ(resolvePads(3, k2s1, AutoPad::same_lower), pads(1, 0));
  EXPECT_EQ(pooledOutputSize(3, k2s1, AutoPad::same_lower, RoundingType::floor),
            3);
  // Example 4: same_upper 3x3, k=2, s=1 -> 3x3, pads begin 0, end 1.
  EXPECT_EQ(resolvePads(3, k2s1, AutoPad::same_upper), pads(0, 1));
  EXPECT_EQ(pooledOutputSize(3, k2s1, AutoPad::same_upper, RoundingType::floor),
            3);
  // Example 5: valid + ceil, 3x3, k=2, s=2 -> 2x2 (floor would give 1x1).
  PoolAxis k2s2{2, 2, 1, 0, 0};
  EXPECT_EQ(pooledOutputSize(3, k2s2, AutoPad::valid, RoundingType::ceil), 2);
  EXPECT_EQ(pooledOutputSize(3, k2s2, AutoPad::valid, RoundingType::floor), 1);
  // Example 6: 3x3, k=2, dilation 2, s=1, explicit pads 1/1 -> 3x3.
  PoolAxis dilated{2, 1, 2, 1, 1};
  EXPECT_EQ(dilatedKernelSize(dilated), 3);
  EXPECT_EQ(
      pooledOutputSize(3, dilated, AutoPad::explicit_, RoundingType::floor), 3);
  // Example 7 (axis example): 3x3, k=2, s=1, pads 0/0 -> 2x2.
  EXPECT_EQ(pooledOutputSize(3, k2s1, AutoPad::explicit_, RoundingType::floor),
            2);
}

// docs/semantics.md 1.4's special cases.
TEST(PooledOutputSize, Semantics14SpecialCases) {
  // same_upper, D=10, k=2, s=5: the SAME pad clamps to 0 and (D - dk) is not
  // a multiple of s, so ceil gives ceil(D/s) + 1 = 3; floor gives 2.
  PoolAxis p{2, 5, 1, 0, 0};
  EXPECT_EQ(resolvePads(10, p, AutoPad::same_upper), pads(0, 0));
  EXPECT_EQ(pooledOutputSize(10, p, AutoPad::same_upper, RoundingType::ceil),
            3);
  EXPECT_EQ(pooledOutputSize(10, p, AutoPad::same_upper, RoundingType::floor),
            2);
  EXPECT_EQ(pooledOutputSize(10, p, AutoPad::same_lower, RoundingType::ceil),
            3);
  // Explicit ceil has no torch clamp: D=5, pads 1/1, k=2, s=2 -> 4.
  PoolAxis q{2, 2, 1, 1, 1};
  EXPECT_EQ(pooledOutputSize(5, q, AutoPad::explicit_, RoundingType::ceil), 4);
  EXPECT_EQ(pooledOutputSize(5, q, AutoPad::explicit_, RoundingType::floor), 3);
  // same_* + floor gives ceil(D/s): 32 with s=2 gives 16, not 32.
  EXPECT_EQ(pooledOutputSize(32, {3, 2, 1, 0, 0}, AutoPad::same_lower,
                             RoundingType::floor),
            16);
}

//===----------------------------------------------------------------------===//
// 3. Overflow near INT64_MAX
//===----------------------------------------------------------------------===//

using i128 = __int128;

bool fits(i128 v) {
  return v >= std::numeric_limits<int64_t>::min() && v <= kMax;
}
i128 floorDiv128(i128 x, i128 y) {
  i128 q = x / y;
  return (x % y != 0 && ((x < 0) != (y < 0))) ? q - 1 : q;
}
i128 ceilDiv128(i128 x, i128 y) { return -floorDiv128(-x, y); }

/// The spec's formulas (docs/semantics.md 1.3/1.4) in exact 128-bit arithmetic.
/// `allFit` is false when any intermediate value of the formulas as written
/// leaves int64.
struct Exact {
  i128 dk, padBegin, padEnd, size;
  bool dkFits = true, padsFit = true, sizeFits = true;
};

Exact exact(int64_t dim, const PoolAxis &p, AutoPad autoPad,
            RoundingType rounding) {
  Exact e;
  i128 km1 = i128(p.kernel) - 1;
  i128 scaled = km1 * p.dilation;
  e.dk = scaled + 1;
  e.dkFits = fits(km1) && fits(scaled) && fits(e.dk);
  bool ok = e.dkFits;
  switch (autoPad) {
  case AutoPad::explicit_:
    e.padBegin = p.padBegin;
    e.padEnd = p.padEnd;
    break;
  case AutoPad::valid:
    e.padBegin = e.padEnd = 0;
    break;
  default: {
    i128 windows = ceilDiv128(dim, p.stride);
    i128 lastStart = (windows - 1) * p.stride;
    i128 needed = lastStart + e.dk;
    i128 diff = needed - dim;
    i128 total = diff > 0 ? diff : 0;
    i128 half = total / 2;
    ok = ok && fits(windows) && fits(lastStart) && fits(needed) && fits(diff);
    if (autoPad == AutoPad::same_upper) {
      e.padBegin = half;
      e.padEnd = total - half;
    } else {
      e.padBegin = total - half;
      e.padEnd = half;
    }
    break;
  }
  }
  e.padsFit = ok;
  i128 padded = i128(dim) + e.padBegin + e.padEnd;
  i128 span = padded - e.dk;
  i128 q = rounding == RoundingType::floor ? floorDiv128(span, p.stride)
                                           : ceilDiv128(span, p.stride);
  e.size = q + 1;
  e.sizeFits = ok && fits(padded) && fits(span) && fits(q) && fits(e.size);
  return e;
}

TEST(ShapeOverflow, DilatedKernelSize) {
  EXPECT_EQ(dilatedKernelSize({kMax, 1, 1, 0, 0}), kMax);
  EXPECT_EQ(dilatedKernelSize({kMax, 1, 2, 0, 0}), std::nullopt);
  EXPECT_EQ(dilatedKernelSize({2, 1, kMax, 0, 0}), std::nullopt);
  EXPECT_EQ(dilatedKernelSize({1, 1, kMax, 0, 0}), 1);
  // (2^62) * 2 = 2^63: one past INT64_MAX.
  EXPECT_EQ(dilatedKernelSize({(int64_t(1) << 62) + 1, 1, 2, 0, 0}),
            std::nullopt);
  // (2^62 - 1) * 2 + 1 = INT64_MAX exactly.
  EXPECT_EQ(dilatedKernelSize({int64_t(1) << 62, 1, 2, 0, 0}), kMax);
}

TEST(ShapeOverflow, NamedCases) {
  RoundingType fl = RoundingType::floor;
  // Representable results at the edge.
  EXPECT_EQ(pooledOutputSize(kMax, {1, 1, 1, 0, 0}, AutoPad::explicit_, fl),
            kMax);
  EXPECT_EQ(pooledOutputSize(kMax - 1, {1, 1, 1, 1, 0}, AutoPad::explicit_, fl),
            kMax);
  EXPECT_EQ(pooledOutputSize(kMax, {kMax, 1, 1, 0, 0}, AutoPad::valid, fl), 1);
  EXPECT_EQ(resolvePads(kMax - 1, {2, 1, 1, 0, 0}, AutoPad::same_upper),
            pads(0, 1));
  EXPECT_EQ(resolvePads(kMax - 1, {2, 1, 1, 0, 0}, AutoPad::same_lower),
            pads(1, 0));
  EXPECT_EQ(
      pooledOutputSize(kMax - 1, {2, 1, 1, 0, 0}, AutoPad::same_upper, fl),
      kMax - 1);
  // D + pads leaves int64.
  EXPECT_EQ(pooledOutputSize(kMax, {1, 1, 1, 1, 0}, AutoPad::explicit_, fl),
            std::nullopt);
  EXPECT_EQ(pooledOutputSize(1, {1, 1, 1, kMax, 1}, AutoPad::explicit_, fl),
            std::nullopt);
  EXPECT_EQ(pooledOutputSize(kMax, {1, 1, 1, kMax, kMax}, AutoPad::explicit_,
                             RoundingType::ceil),
            std::nullopt);
  // The dilated kernel leaves int64.
  EXPECT_EQ(pooledOutputSize(10, {kMax, 1, 2, 0, 0}, AutoPad::valid, fl),
            std::nullopt);
  EXPECT_EQ(resolvePads(10, {kMax, 1, 2, 0, 0}, AutoPad::same_upper),
            std::nullopt);
  EXPECT_EQ(resolvePads(10, {3, 1, kMax, 0, 0}, AutoPad::same_lower),
            std::nullopt);
  // SAME's needed extent leaves int64: (ceil(D/s)-1)*s + dk.
  EXPECT_EQ(resolvePads(kMax, {kMax, 1, 1, 0, 0}, AutoPad::same_upper),
            std::nullopt);
  EXPECT_EQ(pooledOutputSize(kMax, {kMax, 1, 1, 0, 0}, AutoPad::same_upper, fl),
            std::nullopt);
  // Explicit/valid pads never overflow by themselves.
  EXPECT_EQ(resolvePads(kMax, {kMax, 1, kMax, kMax, kMax}, AutoPad::explicit_),
            pads(kMax, kMax));
}

// A sweep of values near INT64_MAX: whenever every intermediate of the spec's
// formula is representable the exact value must come back; whenever the
// result itself is not representable, nullopt must; in between (only an
// intermediate overflows), nullopt or the exact value. Never anything else.
TEST(ShapeOverflow, NeverWrapsSweep) {
  const int64_t h = kMax / 2;
  const int64_t dims[] = {1, 2, 7, h, h + 1, kMax - 3, kMax - 1, kMax};
  const int64_t kernels[] = {1, 2, 3, h, h + 2, kMax - 1, kMax};
  const int64_t strides[] = {1, 2, 3, h, kMax};
  const int64_t dilations[] = {1, 2, h, kMax};
  const int64_t padValues[] = {0, 1, h, kMax};
  int64_t checked = 0, failures = 0;
  auto report = [&](const std::string &what) {
    if (++failures <= 20)
      ADD_FAILURE() << what;
  };
  for (int64_t dim : dims)
    for (int64_t kernel : kernels)
      for (int64_t stride : strides)
        for (int64_t dilation : dilations)
          for (int64_t pb : padValues)
            for (int64_t pe : padValues)
              for (AutoPad autoPad : kAllAutoPads)
                for (RoundingType rounding : kRoundings) {
                  PoolAxis p{kernel, stride, dilation, pb, pe};
                  Exact e = exact(dim, p, autoPad, rounding);
                  std::string where = describe(dim, p, autoPad, rounding);
                  ++checked;

                  std::optional<int64_t> dk = dilatedKernelSize(p);
                  if (e.dkFits ? dk != std::optional<int64_t>(int64_t(e.dk))
                               : dk.has_value())
                    report(where + ": dilatedKernelSize wrong");

                  Pads gotPads = resolvePads(dim, p, autoPad);
                  bool padsRepresentable = fits(e.padBegin) && fits(e.padEnd);
                  if (gotPads) {
                    if (!padsRepresentable ||
                        gotPads->first != int64_t(e.padBegin) ||
                        gotPads->second != int64_t(e.padEnd))
                      report(where + ": resolvePads returned a wrong value " +
                             std::to_string(gotPads->first) + "/" +
                             std::to_string(gotPads->second));
                  } else if (e.padsFit) {
                    report(where + ": resolvePads returned nullopt although "
                                   "nothing overflows");
                  }

                  std::optional<int64_t> size =
                      pooledOutputSize(dim, p, autoPad, rounding);
                  if (size) {
                    if (!fits(e.size) || *size != int64_t(e.size))
                      report(where +
                             ": pooledOutputSize returned a wrong "
                             "value " +
                             std::to_string(*size));
                  } else if (e.sizeFits) {
                    report(where + ": pooledOutputSize returned nullopt "
                                   "although nothing overflows");
                  }
                }
  EXPECT_EQ(failures, 0);
  std::printf("[ overflow    ] %lld combinations checked\n",
              static_cast<long long>(checked));
}

} // namespace

namespace {
// OpenVINO's interval shape inference (read off openvino 2026.4's
// opset8.max_pool / opset3.roi_align get_output_partial_shape; the oracle
// test test/oracle/interop/test_shapes.py checks thousands more).
TEST(DimBoundsRules, MaxPoolIntervals) {
  PoolingAttrs attrs;
  attrs.kernel = {2, 5};
  attrs.strides = {2, 2};
  attrs.dilations = {1, 1};
  attrs.padsBegin = {1, 0};
  attrs.padsEnd = {1, 0};
  ShapeDiagnostics quiet(std::nullopt, "test");
  // [1, 3, 2..40, 1..4] -> [1, 3, 2..21, 1] (kernel 5 does not fit 4: 1).
  auto bounds =
      inferPoolingBounds(attrs, {{1, 1}, {3, 3}, {2, 40}, {1, 4}}, quiet);
  ASSERT_TRUE(mlir::succeeded(bounds));
  EXPECT_EQ((*bounds)[2], (DimBounds{2, 21}));
  EXPECT_EQ((*bounds)[3], (DimBounds{1, 1}));
  // An unbounded upper end stays unbounded; the lower end clamps to 1.
  bounds = inferPoolingBounds(
      attrs, {{0, kUnboundedDim}, {3, 3}, {0, kUnboundedDim}, {9, 9}}, quiet);
  ASSERT_TRUE(mlir::succeeded(bounds));
  EXPECT_EQ((*bounds)[0], (DimBounds{0, kUnboundedDim}));
  EXPECT_EQ((*bounds)[2], (DimBounds{1, kUnboundedDim}));
  EXPECT_EQ((*bounds)[3], (DimBounds{3, 3}));
  // same_upper over an interval: a plain dynamic dim.
  attrs.autoPad = AutoPad::same_upper;
  bounds = inferPoolingBounds(attrs, {{1, 1}, {3, 3}, {2, 40}, {9, 9}}, quiet);
  ASSERT_TRUE(mlir::succeeded(bounds));
  EXPECT_EQ((*bounds)[2], (DimBounds{}));
  EXPECT_EQ((*bounds)[3], (DimBounds{5, 5}));
}

TEST(DimBoundsRules, ROIAlignIntervals) {
  ROIAlignAttrs attrs{2, 3, 0, 1.0f};
  ShapeDiagnostics quiet(std::nullopt, "test");
  auto bounds = inferROIAlignBounds(attrs, {{1, 1}, {2, 8}, {8, 8}, {8, 8}},
                                    {{2, 5}, {3, 5}}, {{3, 9}}, quiet);
  ASSERT_TRUE(mlir::succeeded(bounds));
  EXPECT_EQ((*bounds)[0], (DimBounds{3, 5}));
  EXPECT_EQ((*bounds)[1], (DimBounds{2, 8}));
  EXPECT_EQ((*bounds)[2], (DimBounds{2, 2}));
  // Disjoint R intervals and a coordinate dim without 4 are errors.
  EXPECT_TRUE(mlir::failed(
      inferROIAlignBounds(attrs, {}, {{2, 5}, {4, 4}}, {{6, 9}}, quiet)));
  EXPECT_TRUE(mlir::failed(
      inferROIAlignBounds(attrs, {}, {{2, 5}, {5, 6}}, {{2, 5}}, quiet)));
}
} // namespace
