// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingKernel.cpp - ROIPooling's semantics as IR ---------------===//

#include "ov/Semantics/ROIPoolingKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::ov;

Type ov::roiPoolingComputeType(Type elementType) {
  if (elementType.isF64())
    return elementType;
  return Float32Type::get(elementType.getContext());
}

Value ov::toROIPoolingCompute(OpBuilder &b, Location loc, Value x) {
  Type compute = roiPoolingComputeType(x.getType());
  if (x.getType() == compute)
    return x;
  return arith::ExtFOp::create(b, loc, compute, x);
}

namespace {
/// Scalar arithmetic in one float type, one operation each (no contraction).
struct Scalar {
  OpBuilder &b;
  Location loc;
  Type type;
  Value c(double v) {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, v));
  }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, loc, x, y); }
  Value cmp(arith::CmpFPredicate p, Value x, Value y) {
    return arith::CmpFOp::create(b, loc, p, x, y);
  }
  Value select(Value cond, Value x, Value y) {
    return arith::SelectOp::create(b, loc, cond, x, y);
  }
  /// An index value converted to this type (exact below 2^24 in f32).
  Value fromIndex(Value index) {
    Value i64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
    return arith::SIToFPOp::create(b, loc, type, i64);
  }
  /// A non-NaN value in int range truncated to index.
  Value toIndex(Value x) {
    Value i64 = arith::FPToSIOp::create(b, loc, b.getI64Type(), x);
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), i64);
  }
  /// x clamped to [lo, hi], a NaN to lo.
  Value clamp(Value x, double lo, double hi) {
    Value low = c(lo), high = c(hi);
    Value above = select(cmp(arith::CmpFPredicate::OGT, x, low), x, low);
    return select(cmp(arith::CmpFPredicate::OLT, above, high), above, high);
  }
};
} // namespace

static Value indexConstant(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

//===----------------------------------------------------------------------===//
// method = max
//===----------------------------------------------------------------------===//

Value ov::buildMaxScaledCoordinate(OpBuilder &b, Location loc, Value coordinate,
                                   float spatialScale) {
  // The plugin keeps spatial_scale as a double: the product of the f32
  // coordinate and scale is exact in f64.
  Scalar f{b, loc, b.getF64Type()};
  Value wide = coordinate.getType().isF64()
                   ? coordinate
                   : arith::ExtFOp::create(b, loc, b.getF64Type(), coordinate)
                         .getResult();
  return f.mul(wide, f.c(double(spatialScale)));
}

/// std::round (halves away from zero) from floor and ceil alone, which every
/// target lowers exactly (math.round becomes a libdevice call on CUDA and
/// GLSL's Round, whose halves are implementation-defined, on Vulkan):
/// t = trunc(x), then one step away from zero when |x - t| >= 0.5 (x - t is
/// exact).
static Value roundHalfAway(Scalar &f, Value x) {
  OpBuilder &b = f.b;
  Location loc = f.loc;
  Value zero = f.c(0.0);
  Value negative = f.cmp(arith::CmpFPredicate::OLT, x, zero);
  Value t = f.select(negative, math::CeilOp::create(b, loc, x),
                     math::FloorOp::create(b, loc, x));
  Value half = f.cmp(arith::CmpFPredicate::OGE,
                     math::AbsFOp::create(b, loc, f.sub(x, t)), f.c(0.5));
  Value away = f.select(negative, f.c(-1.0), f.c(1.0));
  return f.add(t, f.select(half, away, zero));
}

MaxROIBox ov::buildMaxROIBox(OpBuilder &b, Location loc,
                             ArrayRef<Value> corners, float spatialScale) {
  Scalar f{b, loc, b.getF64Type()};
  SmallVector<Value> pixel;
  for (Value corner : corners) {
    Value scaled = buildMaxScaledCoordinate(b, loc, corner, spatialScale);
    Value bounded =
        f.clamp(scaled, -kMaxROIPoolingCoordinate, kMaxROIPoolingCoordinate);
    pixel.push_back(f.toIndex(roundHalfAway(f, bounded)));
  }
  Value one = indexConstant(b, loc, 1);
  auto size = [&](Value start, Value end) -> Value {
    Value span = arith::AddIOp::create(
        b, loc, arith::SubIOp::create(b, loc, end, start), one);
    return arith::MaxSIOp::create(b, loc, span, one);
  };
  // corners: x1, y1, x2, y2.
  return {pixel[1], pixel[0], size(pixel[1], pixel[3]),
          size(pixel[0], pixel[2])};
}

/// [floor(bin * size / pooled), ceil((bin + 1) * size / pooled)) shifted by
/// `start` and clipped to [0, limit]: exact integers, as the plugin computes.
static std::pair<Value, Value> binRange(OpBuilder &b, Location loc, Value bin,
                                        Value size, int64_t pooled, Value start,
                                        Value limit) {
  Value one = indexConstant(b, loc, 1);
  Value zero = indexConstant(b, loc, 0);
  Value p = indexConstant(b, loc, pooled);
  Value first = arith::DivSIOp::create(
      b, loc, arith::MulIOp::create(b, loc, bin, size), p);
  Value next = arith::MulIOp::create(
      b, loc, arith::AddIOp::create(b, loc, bin, one), size);
  Value last = arith::DivSIOp::create(
      b, loc,
      arith::AddIOp::create(b, loc, next, indexConstant(b, loc, pooled - 1)),
      p);
  auto clip = [&](Value v) -> Value {
    Value shifted = arith::AddIOp::create(b, loc, v, start);
    return arith::MinSIOp::create(
        b, loc, arith::MaxSIOp::create(b, loc, shifted, zero), limit);
  };
  return {clip(first), clip(last)};
}

MaxROIBin ov::buildMaxROIBin(OpBuilder &b, Location loc, const MaxROIBox &box,
                             const ROIPoolingAttrs &attrs, Value binRow,
                             Value binCol, Value height, Value width) {
  auto [hStart, hEnd] =
      binRange(b, loc, binRow, box.roiH, attrs.pooledH, box.startH, height);
  auto [wStart, wEnd] =
      binRange(b, loc, binCol, box.roiW, attrs.pooledW, box.startW, width);
  return {hStart, hEnd, wStart, wEnd};
}

Value ov::buildMaxROIBinValue(OpBuilder &b, Location loc, Type elementType,
                              const MaxROIBin &bin,
                              ROIPoolingPixelReader read) {
  auto le = [&](Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, x, y);
  };
  Value empty = arith::OrIOp::create(b, loc, le(bin.hEnd, bin.hStart),
                                     le(bin.wEnd, bin.wStart));
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{elementType}, empty,
                                /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    Value zero =
        arith::ConstantOp::create(b, loc, b.getFloatAttr(elementType, 0.0));
    scf::YieldOp::create(b, loc, zero);
    b.setInsertionPointToStart(&ifOp.getElseRegion().front());
    Value first = read(b, loc, bin.hStart, bin.wStart);
    Value step = indexConstant(b, loc, 1);
    auto rows = scf::ForOp::create(
        b, loc, bin.hStart, bin.hEnd, step, ValueRange{first},
        [&](OpBuilder &hb, Location hl, Value h, ValueRange accH) {
          auto cols = scf::ForOp::create(
              hb, hl, bin.wStart, bin.wEnd, step, accH,
              [&](OpBuilder &wb, Location wl, Value w, ValueRange acc) {
                Value x = read(wb, wl, h, w);
                // The plugin's (max < x) ? x : max: NaN pixels never win,
                // a NaN first pixel stays, equal values keep the first.
                Value less = arith::CmpFOp::create(
                    wb, wl, arith::CmpFPredicate::OLT, acc[0], x);
                scf::YieldOp::create(
                    wb, wl,
                    arith::SelectOp::create(wb, wl, less, x, acc[0])
                        .getResult());
              });
          scf::YieldOp::create(hb, hl, cols.getResults());
        });
    scf::YieldOp::create(b, loc, rows.getResult(0));
  }
  return ifOp.getResult(0);
}

//===----------------------------------------------------------------------===//
// method = bilinear
//===----------------------------------------------------------------------===//

Value ov::buildBilinearPosition(OpBuilder &b, Location loc, Value start,
                                Value end, Value size, int64_t pooled,
                                Value bin) {
  start = toROIPoolingCompute(b, loc, start);
  end = toROIPoolingCompute(b, loc, end);
  Scalar f{b, loc, start.getType()};
  Value last = f.fromIndex(
      arith::SubIOp::create(b, loc, size, indexConstant(b, loc, 1)));
  if (pooled == 1) {
    // 0.5 * (start + end) * (size - 1) in double, then C.
    Scalar d{b, loc, b.getF64Type()};
    Value sum = f.add(start, end);
    if (!sum.getType().isF64())
      sum = arith::ExtFOp::create(b, loc, b.getF64Type(), sum);
    Value lastD = last.getType().isF64()
                      ? last
                      : arith::ExtFOp::create(b, loc, b.getF64Type(), last);
    Value pos = d.mul(d.mul(d.c(0.5), sum), lastD);
    if (f.type.isF64())
      return pos;
    return arith::TruncFOp::create(b, loc, f.type, pos);
  }
  // scale = ((end - start) * (size - 1)) / (pooled - 1); the last bin sits
  // on end * (size - 1) exactly, the others at bin * scale + start *
  // (size - 1).
  Value scale = f.div(f.mul(f.sub(end, start), last), f.c(double(pooled - 1)));
  Value atEnd = f.mul(end, last);
  Value inside = f.add(f.mul(f.fromIndex(bin), scale), f.mul(start, last));
  Value isLast = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, bin,
                                       indexConstant(b, loc, pooled - 1));
  return f.select(isLast, atEnd, inside);
}

Value ov::buildExactFmaF32(OpBuilder &b, Location loc, Value m, Value k,
                           Value a) {
  Scalar d{b, loc, b.getF64Type()};
  auto wide = [&](Value x) -> Value {
    return arith::ExtFOp::create(b, loc, b.getF64Type(), x);
  };
  // The product of two f32 is exact in f64; the f64 sum and its exact error
  // (TwoSum) give m * k + a rounded to odd at 53 bits, which truncf rounds
  // correctly to 24: the last bit of an inexact sum is set.
  Value p = d.mul(wide(m), wide(k)), c = wide(a);
  Value sum = d.add(p, c);
  Value bb = d.sub(sum, p);
  Value err = d.add(d.sub(p, d.sub(sum, bb)), d.sub(c, bb));
  Value bits = arith::BitcastOp::create(b, loc, b.getI64Type(), sum);
  Value one = arith::ConstantIntOp::create(b, loc, 1, 64);
  Value zero = arith::ConstantIntOp::create(b, loc, 0, 64);
  Value even =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                            arith::AndIOp::create(b, loc, bits, one), zero);
  Value inexact = d.cmp(arith::CmpFPredicate::ONE, err, d.c(0.0));
  // Away from zero when the error has the sum's sign, else toward it.
  Value away = arith::XOrIOp::create(
      b, loc, d.cmp(arith::CmpFPredicate::OLT, err, d.c(0.0)),
      d.cmp(arith::CmpFPredicate::OLT, sum, d.c(0.0)));
  away = arith::XOrIOp::create(b, loc, away,
                               arith::ConstantIntOp::create(b, loc, 1, 1));
  Value step =
      d.select(away, one, arith::ConstantIntOp::create(b, loc, -1, 64));
  Value odd = arith::AddIOp::create(b, loc, bits, step);
  Value fix = arith::AndIOp::create(b, loc, even, inexact);
  Value rounded = arith::BitcastOp::create(
      b, loc, b.getF64Type(), arith::SelectOp::create(b, loc, fix, odd, bits));
  return arith::TruncFOp::create(b, loc, b.getF32Type(), rounded);
}

Value ov::buildBilinearROIValue(OpBuilder &b, Location loc, Type elementType,
                                Value y, Value x, Value height, Value width,
                                ROIPoolingPixelReader read) {
  Scalar f{b, loc, y.getType()};
  Value one = indexConstant(b, loc, 1);
  Value lastRow = arith::SubIOp::create(b, loc, height, one);
  Value lastCol = arith::SubIOp::create(b, loc, width, one);
  Value maxY = f.fromIndex(lastRow), maxX = f.fromIndex(lastCol);
  Value zero = f.c(0.0);
  // Outside [0, H-1] x [0, W-1], or NaN (where OpenVINO reads out of bounds;
  // the module's check refuses such boxes it can read).
  Value outside = arith::OrIOp::create(
      b, loc,
      arith::OrIOp::create(b, loc, f.cmp(arith::CmpFPredicate::ULT, y, zero),
                           f.cmp(arith::CmpFPredicate::UGT, y, maxY)),
      arith::OrIOp::create(b, loc, f.cmp(arith::CmpFPredicate::ULT, x, zero),
                           f.cmp(arith::CmpFPredicate::UGT, x, maxX)));
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{elementType}, outside,
                                /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  scf::YieldOp::create(
      b, loc,
      arith::ConstantOp::create(b, loc, b.getFloatAttr(elementType, 0.0))
          .getResult());
  b.setInsertionPointToStart(&ifOp.getElseRegion().front());
  Value top = f.toIndex(math::FloorOp::create(b, loc, y));
  Value left = f.toIndex(math::FloorOp::create(b, loc, x));
  Value bottom = arith::MinSIOp::create(
      b, loc, f.toIndex(math::CeilOp::create(b, loc, y)), lastRow);
  Value right = arith::MinSIOp::create(
      b, loc, f.toIndex(math::CeilOp::create(b, loc, x)), lastCol);
  Value yf = f.sub(y, f.fromIndex(top));
  Value xf = f.sub(x, f.fromIndex(left));
  auto pixel = [&](Value row, Value col) {
    return toROIPoolingCompute(b, loc, read(b, loc, row, col));
  };
  Value tl = pixel(top, left), tr = pixel(top, right);
  Value bl = pixel(bottom, left), br = pixel(bottom, right);
  auto fma = [&](Value m, Value k, Value a) -> Value {
    if (f.type.isF32())
      return buildExactFmaF32(b, loc, m, k, a);
    return math::FmaOp::create(b, loc, m, k, a);
  };
  // The plugin's kernel: vfmadd213ps three times.
  Value upper = fma(f.sub(tr, tl), xf, tl);
  Value lower = fma(f.sub(br, bl), xf, bl);
  Value value = fma(f.sub(lower, upper), yf, upper);
  if (value.getType() != elementType)
    value = arith::TruncFOp::create(b, loc, elementType, value);
  scf::YieldOp::create(b, loc, value);
  return ifOp.getResult(0);
}
