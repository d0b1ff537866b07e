// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedKernel.cpp - ROIAlignRotated's semantics as IR -----===//

#include "ov/Semantics/ROIAlignRotatedKernel.h"
#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/bit.h"

using namespace mlir;
using namespace mlir::ov;

//===----------------------------------------------------------------------===//
// sin and cos in f64
//===----------------------------------------------------------------------===//

namespace {
/// f64 arithmetic on scalars, one operation each (no contraction).
struct F64 {
  OpBuilder &b;
  Location loc;
  Value c(double v) {
    return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v));
  }
  Value bits(uint64_t v) { return c(llvm::bit_cast<double>(v)); }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value neg(Value x) { return arith::NegFOp::create(b, loc, x); }
  Value eq(Value x, double v) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, x, c(v));
  }
  Value select(Value cond, Value x, Value y) {
    return arith::SelectOp::create(b, loc, cond, x, y);
  }
  /// p(x2) by Horner's rule, `coefficients` from the constant term up.
  Value horner(Value x2, ArrayRef<double> coefficients) {
    Value acc = c(coefficients.back());
    for (double k : llvm::reverse(coefficients.drop_back()))
      acc = add(c(k), mul(x2, acc));
    return acc;
  }
};
} // namespace

/// (-1)^n / (2n + 1)! for n = 1..8 (sin) or (-1)^n / (2n)! for n = 1..9
/// (cos): Taylor coefficients, whose truncation error on [-pi/4, pi/4] is
/// below 1e-19.
static SmallVector<double> taylorCoefficients(bool odd, int terms) {
  SmallVector<double> out;
  // k! for k = 1 (sin: 3!, 5!, ...) or k = 0 (cos: 2!, 4!, ...).
  double factorial = 1.0;
  int k = odd ? 1 : 0;
  for (int n = 1; n <= terms; ++n) {
    factorial *= double(k + 1) * double(k + 2);
    k += 2;
    out.push_back((n % 2 ? -1.0 : 1.0) / factorial);
  }
  return out;
}

std::pair<Value, Value> ov::buildSinCosF64(OpBuilder &b, Location loc,
                                           Value angle) {
  F64 f{b, loc};
  // k = nearest integer to angle / (pi/2); |k| < 2^20, so k * P1 and k * P2
  // (33 significant bits each) are exact.
  Value twoOverPi = f.bits(0x3FE45F306DC9C883ULL);
  Value k =
      math::FloorOp::create(b, loc, f.add(f.mul(angle, twoOverPi), f.c(0.5)));
  Value r = f.sub(angle, f.mul(k, f.bits(0x3FF921FB54400000ULL)));
  r = f.sub(r, f.mul(k, f.bits(0x3DD0B4611A600000ULL)));
  r = f.sub(r, f.mul(k, f.bits(0x3BA3198A2E037073ULL)));
  Value r2 = f.mul(r, r);
  // sin r = r + r * r2 * S(r2); cos r = 1 + r2 * C(r2).
  Value sinR =
      f.add(r, f.mul(f.mul(r, r2), f.horner(r2, taylorCoefficients(true, 8))));
  Value cosR =
      f.add(f.c(1.0), f.mul(r2, f.horner(r2, taylorCoefficients(false, 9))));
  // The quadrant q = k mod 4 (exact in f64).
  Value quarter = math::FloorOp::create(b, loc, f.mul(k, f.c(0.25)));
  Value q = f.sub(k, f.mul(quarter, f.c(4.0)));
  Value q1 = f.eq(q, 1.0), q2 = f.eq(q, 2.0), q3 = f.eq(q, 3.0);
  auto pick = [&](Value v0, Value v1) {
    // q: 0 -> v0, 1 -> v1, 2 -> -v0, 3 -> -v1.
    return f.select(q1, v1,
                    f.select(q2, f.neg(v0), f.select(q3, f.neg(v1), v0)));
  };
  return {pick(sinR, cosR), pick(cosR, f.neg(sinR))};
}

//===----------------------------------------------------------------------===//
// Geometry
//===----------------------------------------------------------------------===//

/// `type` with `element` as its element type (scalars and vectors alike).
static Type withElement(Type type, Type element) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(element);
  return element;
}

/// The reference's `float` stage: f32, or f64 when T is f64 (its products
/// of a double with a float are double).
static Type floatStage(RoundedArith &a) {
  return a.computeType().isF64() ? a.computeType()
                                 : Type(a.builder().getF32Type());
}

/// `x` (T, a scalar or a vector) widened to `element` (exact).
static Value widen(RoundedArith &a, Value x, Type element) {
  if (getElementTypeOrSelf(x.getType()) == element)
    return x;
  return arith::ExtFOp::create(a.builder(), a.location(),
                               withElement(x.getType(), element), x);
}

/// nx (or ny): sampling_ratio when > 0, else ceil(bin size) clamped to
/// [0, kMaxSamplesPerAxis] (the compiled module rejects counts outside).
static Value sampleCount(RoundedArith &a, Value binSize,
                         int64_t samplingRatio) {
  OpBuilder &b = a.builder();
  if (samplingRatio > 0)
    return arith::ConstantIndexOp::create(b, a.location(), samplingRatio);
  Value limited = a.clamp(a.ceil(binSize), a.constant(0.0),
                          a.constant(double(kMaxSamplesPerAxis)));
  return a.toIndex(limited);
}

/// The centre coordinate: v * scale - 0.5, each operation rounded to T (the
/// reference's T times its float spatial_scale is a T, and so is that T
/// minus 0.5f).
static Value scaledCenter(RoundedArith &a, Value v, Value scale) {
  return a.sub(a.mulByF32(v, scale), a.constant(0.5));
}

RotatedROIGeometry
ov::buildRotatedROIGeometry(RoundedArith &a, ArrayRef<Value> box,
                            Value spatialScale,
                            const ROIAlignRotatedAttrs &attrs) {
  OpBuilder &b = a.builder();
  Location loc = a.location();
  RotatedROIGeometry g;
  // 1. Centre (shifted by half a pixel) and size, scaled.
  g.centerX = scaledCenter(a, box[0], spatialScale);
  g.centerY = scaledCenter(a, box[1], spatialScale);
  Value width = a.mulByF32(box[2], spatialScale);
  Value height = a.mulByF32(box[3], spatialScale);
  // 2. The angle (clockwise: negated), its cosine and sine in f32.
  Value angle = box[4];
  if (attrs.clockwise)
    angle = arith::NegFOp::create(b, loc, angle);
  auto [sin, cos] = buildSinCosF64(b, loc, widen(a, angle, b.getF64Type()));
  Type stage = floatStage(a);
  auto toStage = [&](Value v) -> Value {
    Value f32 = arith::TruncFOp::create(b, loc, b.getF32Type(), v);
    return widen(a, f32, stage);
  };
  g.cos = toStage(cos);
  g.sin = toStage(sin);
  // 3. The box in its own axes, from its top-left corner; bins.
  Value two = a.constant(2.0);
  g.startX = a.div(arith::NegFOp::create(b, loc, width), two);
  g.startY = a.div(arith::NegFOp::create(b, loc, height), two);
  g.binW = a.divByCount(width,
                        arith::ConstantIndexOp::create(b, loc, attrs.pooledW));
  g.binH = a.divByCount(height,
                        arith::ConstantIndexOp::create(b, loc, attrs.pooledH));
  // 4. Samples per bin axis; spacing (unused when a count is 0).
  g.samplesX = sampleCount(a, g.binW, attrs.samplingRatio);
  g.samplesY = sampleCount(a, g.binH, attrs.samplingRatio);
  g.sampleW = a.div(g.binW, a.fromIndex(g.samplesX));
  g.sampleH = a.div(g.binH, a.fromIndex(g.samplesY));
  g.count = arith::MulIOp::create(b, loc, g.samplesX, g.samplesY);
  return g;
}

std::pair<Value, Value>
ov::buildRotatedAdaptiveCounts(RoundedArith &a, const RotatedROIGeometry &g) {
  return {a.ceil(g.binW), a.ceil(g.binH)};
}

//===----------------------------------------------------------------------===//
// Samples and bins
//===----------------------------------------------------------------------===//

/// Step 5: the sample's position in the box's axes (T), rows or columns:
/// (start + bin * binSize) + sampleSize * (sample + 0.5).
static Value boxPosition(RoundedArith &a, Value start, Value binSize, Value bin,
                         Value sampleSize, Value sample) {
  Value binStart = a.add(start, a.mul(a.fromIndex(bin), binSize));
  Value offset = a.add(a.fromIndex(sample), a.constant(0.5));
  return a.add(binStart, a.mul(sampleSize, offset));
}

/// Step 6: the position in the map, (py*cos - px*sin) + cy and
/// (py*sin + px*cos) + cx. The reference multiplies a T by a float cosine or
/// sine, so each product, difference and sum is a T: rounded to T for
/// f16/bf16, in T for f32 and f64. It keeps the result in a `float`, so for
/// f64 the position is rounded to f32 once at the end.
static std::pair<Value, Value>
rotate(RoundedArith &a, const RotatedROIGeometry &g, Value py, Value px) {
  Value mapY =
      a.add(a.sub(a.mulByF32(py, g.cos), a.mulByF32(px, g.sin)), g.centerY);
  Value mapX =
      a.add(a.add(a.mulByF32(py, g.sin), a.mulByF32(px, g.cos)), g.centerX);
  if (!a.computeType().isF64())
    return {mapY, mapX};
  auto throughF32 = [&](Value v) -> Value {
    OpBuilder &b = a.builder();
    Value f32 = arith::TruncFOp::create(
        b, a.location(), withElement(v.getType(), b.getF32Type()), v);
    return widen(a, f32, a.computeType());
  };
  return {throughF32(mapY), throughF32(mapX)};
}

std::pair<Value, Value>
ov::buildRotatedSamplePosition(RoundedArith &a, const RotatedROIGeometry &g,
                               Value binRow, Value binCol, Value sy, Value sx) {
  Value py = boxPosition(a, g.startY, g.binH, binRow, g.sampleH, sy);
  Value px = boxPosition(a, g.startX, g.binW, binCol, g.sampleW, sx);
  return rotate(a, g, py, px);
}

Value ov::buildRotatedROIBin(OpBuilder &b, Location loc, Type elementType,
                             const RotatedROIGeometry &g, Value binRow,
                             Value binCol, Value height, Value width,
                             RotatedPixelReader readPixel) {
  RoundedArith a(b, loc, elementType);
  Value lb = arith::ConstantIndexOp::create(b, loc, 0);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  auto rows = scf::ForOp::create(
      b, loc, lb, g.samplesY, step, ValueRange{a.constant(0.0)},
      [&](OpBuilder &yb, Location yl, Value sy, ValueRange accY) {
        auto cols = scf::ForOp::create(
            yb, yl, lb, g.samplesX, step, accY,
            [&](OpBuilder &xb, Location xl, Value sx, ValueRange acc) {
              RoundedArith xa(xb, xl, elementType);
              auto [mapY, mapX] =
                  buildRotatedSamplePosition(xa, g, binRow, binCol, sy, sx);
              // 7-8. ROIAlign's bilinear rule at that position.
              Type index = xb.getIndexType();
              ROISampleAxis y = buildROISampleAxisAt(xa, mapY, height, index);
              ROISampleAxis x = buildROISampleAxisAt(xa, mapX, width, index);
              ROISampleTaps t = buildROISampleTaps(xa, y, x);
              Value value =
                  buildROISampleValue(xa, t, readPixel(xb, xl, t.yLow, t.xLow),
                                      readPixel(xb, xl, t.yLow, t.xHigh),
                                      readPixel(xb, xl, t.yHigh, t.xLow),
                                      readPixel(xb, xl, t.yHigh, t.xHigh));
              // 9. acc + value / count.
              Value next = xa.add(acc[0], xa.divByCount(value, g.count));
              scf::YieldOp::create(xb, xl, next);
            });
        scf::YieldOp::create(yb, yl, cols.getResults());
      });
  return rows.getResult(0);
}
