// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignKernel.cpp - ROIAlign's semantics as IR -------------------===//

#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::ov;

static Value indexConstant(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

/// nx (or ny): sampling_ratio when > 0, else ceil(bin size), clamped to
/// [minSamples, kMaxSamplesPerAxis] before the conversion so that it is never
/// poison (the compiled module's input check rejects counts outside).
static Value sampleCount(RoundedArith &a, OpBuilder &b, Location loc,
                         Value binSize, int64_t samplingRatio,
                         int64_t minSamples) {
  if (samplingRatio > 0)
    return indexConstant(b, loc, samplingRatio);
  Value limited = a.clamp(a.ceil(binSize), a.constant(double(minSamples)),
                          a.constant(double(kMaxSamplesPerAxis)));
  return a.toIndex(limited);
}

Value ov::buildClampedBatchIndex(OpBuilder &b, Location loc, Value raw,
                                 bool isUnsigned, Value batch) {
  Value index =
      isUnsigned ? arith::IndexCastUIOp::create(b, loc, b.getIndexType(), raw)
                       .getResult()
                 : arith::IndexCastOp::create(b, loc, b.getIndexType(), raw)
                       .getResult();
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value last = arith::SubIOp::create(b, loc, batch,
                                     arith::ConstantIndexOp::create(b, loc, 1));
  return arith::MinSIOp::create(
      b, loc, arith::MaxSIOp::create(b, loc, index, zero), last);
}

/// Step 1: a box corner in image coordinates scaled to the feature map, with
/// the half-pixel shifts of ROIAlign-9's aligned modes (docs/semantics.md
/// 3.5): (x + src) * scale + dst, each operation rounded to T as OpenVINO's
/// T-typed offsets make it.
static Value scaleCorner(RoundedArith &a, Value corner, Value spatialScale,
                         AlignedMode mode) {
  switch (mode) {
  case AlignedMode::asymmetric:
    return a.mulByF32(corner, spatialScale);
  case AlignedMode::half_pixel_for_nn:
    return a.add(a.mulByF32(corner, spatialScale), a.constant(-0.5));
  case AlignedMode::half_pixel:
    return a.add(a.mulByF32(a.add(corner, a.constant(0.5)), spatialScale),
                 a.constant(-0.5));
  }
  llvm_unreachable("unknown aligned_mode");
}

ROIGeometry ov::buildROIGeometry(RoundedArith &a, Value x1, Value y1, Value x2,
                                 Value y2, Value spatialScale,
                                 const ROIAlignAttrs &attrs) {
  OpBuilder &b = a.builder();
  Location loc = a.location();
  ROIGeometry g;
  // 1. Scale each corner separately.
  g.startX = scaleCorner(a, x1, spatialScale, attrs.alignedMode);
  g.startY = scaleCorner(a, y1, spatialScale, attrs.alignedMode);
  Value endX = scaleCorner(a, x2, spatialScale, attrs.alignedMode);
  Value endY = scaleCorner(a, y2, spatialScale, attrs.alignedMode);
  // 2. Size; asymmetric (v3) has a minimum of 1: degenerate boxes become 1x1
  // at (X1, Y1). The aligned modes keep the size as it is.
  Value one = attrs.isAligned() ? Value() : a.constant(1.0);
  auto size = [&](Value end, Value start) {
    Value extent = a.sub(end, start);
    return one ? a.max(extent, one) : extent;
  };
  Value roiW = size(endX, g.startX);
  Value roiH = size(endY, g.startY);
  // 3. Bins.
  g.binW = a.divByCount(roiW, indexConstant(b, loc, attrs.pooledW));
  g.binH = a.divByCount(roiH, indexConstant(b, loc, attrs.pooledH));
  // 4. Samples per bin, per axis.
  int64_t minSamples = attrs.isAligned() ? 0 : 1;
  g.samplesX = sampleCount(a, b, loc, g.binW, attrs.samplingRatio, minSamples);
  g.samplesY = sampleCount(a, b, loc, g.binH, attrs.samplingRatio, minSamples);
  // OpenVINO divides by static_cast<T>(count): the count is rounded to T.
  // With no samples (aligned modes) the spacing is never used.
  g.sampleW = a.div(g.binW, a.fromIndex(g.samplesX));
  g.sampleH = a.div(g.binH, a.fromIndex(g.samplesY));
  g.count = arith::MulIOp::create(b, loc, g.samplesX, g.samplesY);
  return g;
}

std::pair<Value, Value> ov::buildAdaptiveSampleCounts(RoundedArith &a,
                                                      const ROIGeometry &g) {
  return {a.ceil(g.binW), a.ceil(g.binH)};
}

/// `index` (an index scalar) as a value of `type`: index, or a signless
/// integer scalar or vector (broadcast).
static Value indexAs(OpBuilder &b, Location loc, Value index, Type type) {
  if (type.isIndex())
    return index;
  auto vector = dyn_cast<VectorType>(type);
  Type element = vector ? vector.getElementType() : type;
  Value scalar = arith::IndexCastOp::create(b, loc, element, index);
  if (!vector)
    return scalar;
  return vector::BroadcastOp::create(b, loc, vector, scalar);
}

/// One axis of steps 5-7, for a bin index of any integer form (index, or
/// integer lanes).
static ROISampleAxis buildSampleAxis(RoundedArith &a, Value start,
                                     Value binSize, Value binIndex,
                                     Value sampleSize, Value sampleIndex,
                                     Value size) {
  // 5. pos = (start + bin * binSize) + sampleSize * (sample + 0.5)
  Value binStart = a.add(start, a.mul(a.fromIndex(binIndex), binSize));
  Value offset = a.add(a.fromIndex(sampleIndex), a.constant(0.5));
  Value pos = a.add(binStart, a.mul(sampleSize, offset));
  return buildROISampleAxisAt(a, pos, size, binIndex.getType());
}

ROISampleAxis ov::buildROISampleAxisAt(RoundedArith &a, Value pos, Value size,
                                       Type intType) {
  OpBuilder &b = a.builder();
  Location loc = a.location();
  // 6. Inside [-1, T(size)] (OpenVINO compares with static_cast<T>(size));
  // written so that NaN counts as outside.
  Value inside = arith::AndIOp::create(b, loc, a.ge(pos, a.constant(-1.0)),
                                       a.le(pos, a.fromIndex(size)));
  // 7. Clamp at 0 (maxnum also maps NaN and keeps the conversion below
  // defined for samples that are outside anyway), truncate, and snap to the
  // last row/column.
  Value clamped = a.clamp(pos, a.constant(0.0), a.fromIndex(size));
  Value lastIndex =
      arith::SubIOp::create(b, loc, size, indexConstant(b, loc, 1));
  Value last = indexAs(b, loc, lastIndex, intType);
  Value one = indexAs(b, loc, indexConstant(b, loc, 1), intType);
  Value truncated = a.toInt(clamped, intType);
  Value atEnd =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, truncated, last);
  Value low = arith::SelectOp::create(b, loc, atEnd, last, truncated);
  Value high = arith::SelectOp::create(
      b, loc, atEnd, last, arith::AddIOp::create(b, loc, truncated, one));
  Value snapped = a.select(atEnd, a.fromIndex(lastIndex), clamped);
  // 8. Fractional part.
  // OpenVINO subtracts static_cast<T>(low).
  Value frac = a.sub(snapped, a.fromIndex(low));
  return {inside, low, high, frac};
}

ROISampleAxis ov::buildROISampleAxisY(RoundedArith &a, const ROIGeometry &g,
                                      Value binRow, Value sampleY,
                                      Value height) {
  return buildSampleAxis(a, g.startY, g.binH, binRow, g.sampleH, sampleY,
                         height);
}

ROISampleAxis ov::buildROISampleAxisX(RoundedArith &a, const ROIGeometry &g,
                                      Value binCol, Value sampleX,
                                      Value width) {
  return buildSampleAxis(a, g.startX, g.binW, binCol, g.sampleW, sampleX,
                         width);
}

ROISampleTaps ov::buildROISampleTaps(RoundedArith &a, const ROISampleAxis &y,
                                     const ROISampleAxis &x) {
  OpBuilder &b = a.builder();
  Location loc = a.location();
  Value inside = arith::AndIOp::create(b, loc, y.inside, x.inside);

  // 8. Bilinear weights; an outside sample has all weights 0 and reads
  // pixel (0, 0), so a NaN there still propagates as in OpenVINO.
  Value one = a.constant(1.0);
  Value zero = a.constant(0.0);
  ROISampleTaps t;
  Value ly = a.select(inside, y.frac, zero);
  Value lx = a.select(inside, x.frac, zero);
  Value hy = a.select(inside, a.sub(one, y.frac), zero);
  Value hx = a.select(inside, a.sub(one, x.frac), zero);
  t.w1 = a.mul(hy, hx);
  t.w2 = a.mul(hy, lx);
  t.w3 = a.mul(ly, hx);
  t.w4 = a.mul(ly, lx);

  Value origin = indexAs(b, loc, indexConstant(b, loc, 0), y.low.getType());
  auto pick = [&](Value v) {
    return arith::SelectOp::create(b, loc, inside, v, origin).getResult();
  };
  t.yLow = pick(y.low);
  t.yHigh = pick(y.high);
  t.xLow = pick(x.low);
  t.xHigh = pick(x.high);
  return t;
}

Value ov::buildROISampleValue(RoundedArith &a, const ROISampleTaps &t, Value p1,
                              Value p2, Value p3, Value p4) {
  // The four products, accumulated left to right.
  Value sum = a.mul(t.w1, p1);
  sum = a.add(sum, a.mul(t.w2, p2));
  sum = a.add(sum, a.mul(t.w3, p3));
  return a.add(sum, a.mul(t.w4, p4));
}

/// The sample's weighted sum, each pixel read next to its product (the
/// order of buildROISampleValue).
static Value weightedSum(RoundedArith &a, const ROISampleTaps &t,
                         function_ref<Value(Value, Value)> readPixel) {
  Value sum = a.mul(t.w1, readPixel(t.yLow, t.xLow));
  sum = a.add(sum, a.mul(t.w2, readPixel(t.yLow, t.xHigh)));
  sum = a.add(sum, a.mul(t.w3, readPixel(t.yHigh, t.xLow)));
  return a.add(sum, a.mul(t.w4, readPixel(t.yHigh, t.xHigh)));
}

Value ov::buildROISample(RoundedArith &a, const ROIGeometry &g, Value binRow,
                         Value binCol, Value sy, Value sx, Value height,
                         Value width, PixelReader readPixel) {
  ROISampleAxis y = buildROISampleAxisY(a, g, binRow, sy, height);
  ROISampleAxis x = buildROISampleAxisX(a, g, binCol, sx, width);
  return weightedSum(a, buildROISampleTaps(a, y, x), readPixel);
}

SmallVector<Value>
ov::buildROIBinChannels(OpBuilder &b, Location loc, Type elementType,
                        const ROIGeometry &g, Value binRow, Value binCol,
                        Value height, Value width, bool isMax, int64_t channels,
                        ChannelPixelReader readPixel) {
  RoundedArith a(b, loc, elementType);
  Value lb = arith::ConstantIndexOp::create(b, loc, 0);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> zeros(channels, a.constant(0.0));
  auto rows = scf::ForOp::create(
      b, loc, lb, g.samplesY, step, zeros,
      [&](OpBuilder &yb, Location yl, Value sy, ValueRange accY) {
        auto cols = scf::ForOp::create(
            yb, yl, lb, g.samplesX, step, accY,
            [&](OpBuilder &xb, Location xl, Value sx, ValueRange acc) {
              RoundedArith xa(xb, xl, elementType);
              // Steps 5-8 once per sample, shared by the channels.
              ROISampleAxis y = buildROISampleAxisY(xa, g, binRow, sy, height);
              ROISampleAxis x = buildROISampleAxisX(xa, g, binCol, sx, width);
              ROISampleTaps taps = buildROISampleTaps(xa, y, x);
              SmallVector<Value> next;
              for (int64_t slot = 0; slot < channels; ++slot) {
                Value sample = weightedSum(xa, taps, [&](Value py, Value px) {
                  return readPixel(xb, xl, slot, py, px);
                });
                // 9. avg: acc + value / n;  max: value if value > acc.
                next.push_back(
                    isMax
                        ? xa.select(xa.gt(sample, acc[slot]), sample, acc[slot])
                        : xa.add(acc[slot], xa.divByCount(sample, g.count)));
              }
              scf::YieldOp::create(xb, xl, next);
            });
        scf::YieldOp::create(yb, yl, cols.getResults());
      });
  return SmallVector<Value>(rows.getResults());
}

Value ov::buildROIBin(OpBuilder &b, Location loc, Type elementType,
                      const ROIGeometry &g, Value binRow, Value binCol,
                      Value height, Value width, bool isMax,
                      LoopPixelReader readPixel) {
  return buildROIBinChannels(
      b, loc, elementType, g, binRow, binCol, height, width, isMax,
      /*channels=*/1,
      [&](OpBuilder &rb, Location rl, int64_t, Value y, Value x) {
        return readPixel(rb, rl, y, x);
      })[0];
}
