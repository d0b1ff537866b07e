// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolKernel.cpp - AvgPool's element semantics as IR --------------===//

#include "ov/Semantics/AvgPoolKernel.h"
#include "ov/Semantics/ElementArith.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <cassert>

using namespace mlir;
using namespace mlir::ov;

/// The integer `value` of `like`'s type (index, or a vector of integers).
static Value integerLike(OpBuilder &b, Location loc, Value like,
                         int64_t value) {
  Type type = like.getType();
  if (auto vector = dyn_cast<VectorType>(type))
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(
            vector, b.getIntegerAttr(vector.getElementType(), value)));
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

/// `scalar` broadcast to `like`'s shape where `like` is a vector.
static Value broadcastLike(OpBuilder &b, Location loc, Value scalar,
                           Value like) {
  auto vector = dyn_cast<VectorType>(like.getType());
  if (!vector || isa<VectorType>(scalar.getType()))
    return scalar;
  return vector::BroadcastOp::create(b, loc, vector.clone(scalar.getType()),
                                     scalar);
}

Value ov::buildAvgPoolZero(OpBuilder &b, Location loc, Type elementType) {
  Type type = toSignlessType(elementType);
  return arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
}

Value ov::buildAvgPoolAdd(OpBuilder &b, Location loc, Type elementType,
                          Value sum, Value tap) {
  if (isa<FloatType>(elementType)) {
    RoundedArith a(b, loc, elementType);
    return a.add(sum, tap);
  }
  return arith::AddIOp::create(b, loc, sum, tap);
}

Value ov::buildPadsInAverage(
    OpBuilder &b, Location loc, bool excludePad,
    ArrayRef<std::pair<OpFoldResult, OpFoldResult>> pads) {
  Value result = arith::ConstantIntOp::create(b, loc, 0, 1);
  if (excludePad)
    return result;
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  for (auto [begin, end] : pads)
    for (OpFoldResult pad : {begin, end})
      result = arith::OrIOp::create(
          b, loc, result,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                getValueOrCreateConstantIndexOp(b, loc, pad),
                                zero));
  return result;
}

std::pair<Value, Value> ov::buildTapRange(OpBuilder &b, Location loc, Value o,
                                          const PoolAxis &p, Value padBegin,
                                          Value dim) {
  MLIRContext *ctx = b.getContext();
  AffineExpr oe = getAffineDimExpr(0, ctx);
  AffineExpr pad = getAffineSymbolExpr(0, ctx), d = getAffineSymbolExpr(1, ctx);
  SmallVector<Value> operands{o, padBegin, dim};
  Value first = affine::AffineMaxOp::create(
      b, loc,
      AffineMap::get(1, 2,
                     {getAffineConstantExpr(0, ctx),
                      (pad - oe * p.stride).ceilDiv(p.dilation)},
                     ctx),
      operands);
  Value last = affine::AffineMinOp::create(
      b, loc,
      AffineMap::get(1, 2,
                     {getAffineConstantExpr(p.kernel, ctx),
                      (d + pad - oe * p.stride).ceilDiv(p.dilation)},
                     ctx),
      operands);
  return {first, last};
}

Value ov::buildTapsInside(OpBuilder &b, Location loc, Value o,
                          const PoolAxis &p, Value padBegin, Value dim) {
  auto [first, last] = buildTapRange(b, loc, o, p, padBegin, dim);
  Value taps = arith::SubIOp::create(b, loc, last, first);
  return arith::MaxSIOp::create(b, loc, taps,
                                arith::ConstantIndexOp::create(b, loc, 0));
}

Value ov::buildAvgPoolCount(OpBuilder &b, Location loc,
                            const PoolingAttrs &attrs, Value padsInAverage,
                            Value tapsInside) {
  // The verifier refuses kernels of more than 2^63 - 1 taps.
  int64_t window = 1;
  for (int64_t k : attrs.kernel) {
    [[maybe_unused]] bool overflow = __builtin_mul_overflow(window, k, &window);
    assert(!overflow && "AvgPool's verifier bounds the kernel's taps");
  }
  Value all = integerLike(b, loc, tapsInside, window);
  return arith::SelectOp::create(b, loc, padsInAverage, all, tapsInside);
}

Value ov::buildAvgPoolAverage(OpBuilder &b, Location loc, Type elementType,
                              Value sum, Value count) {
  Value empty = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, count,
                                      integerLike(b, loc, count, 0));
  // Never divide by 0: an empty window divides by 1 and gives 0 below.
  Value divisor = arith::SelectOp::create(b, loc, empty,
                                          integerLike(b, loc, count, 1), count);
  Value average;
  if (isa<FloatType>(elementType)) {
    RoundedArith a(b, loc, elementType);
    average = a.div(sum, a.fromIndex(divisor));
  } else {
    bool isUnsigned = isUnsignedInteger(elementType);
    Type i64 = b.getI64Type();
    if (auto vector = dyn_cast<VectorType>(sum.getType()))
      i64 = vector.clone(i64);
    Value wide = sum;
    if (sum.getType() != i64)
      wide = isUnsigned ? arith::ExtUIOp::create(b, loc, i64, sum).getResult()
                        : arith::ExtSIOp::create(b, loc, i64, sum).getResult();
    Value n = divisor;
    if (divisor.getType().isIndex())
      n = broadcastLike(
          b, loc, arith::IndexCastUIOp::create(b, loc, b.getI64Type(), divisor),
          sum);
    Value quotient = isUnsigned
                         ? arith::DivUIOp::create(b, loc, wide, n).getResult()
                         : arith::DivSIOp::create(b, loc, wide, n).getResult();
    average = quotient;
    if (sum.getType() != i64)
      average = arith::TruncIOp::create(b, loc, sum.getType(), quotient);
  }
  Value zero =
      broadcastLike(b, loc, buildAvgPoolZero(b, loc, elementType), sum);
  return arith::SelectOp::create(b, loc, empty, zero, average);
}
