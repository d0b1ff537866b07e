//===- AvgPoolKernel.cpp - AvgPool's element semantics as IR --------------===//

#include "ov/Semantics/AvgPoolKernel.h"
#include "ov/Semantics/KernelBuilders.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"

#include <limits>

using namespace mlir;
using namespace mlir::ov;

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

Value ov::buildTapsInside(OpBuilder &b, Location loc, Value o,
                          const PoolAxis &p, Value padBegin, Value dim) {
  MLIRContext *ctx = b.getContext();
  AffineExpr oe = getAffineDimExpr(0, ctx);
  AffineExpr pad = getAffineSymbolExpr(0, ctx), d = getAffineSymbolExpr(1, ctx);
  SmallVector<Value> operands{o, padBegin, dim};
  Value first = affine::AffineMaxOp::create(
      b, loc,
      AffineMap::get(1, 2, {getAffineConstantExpr(0, ctx), pad - oe * p.stride},
                     ctx),
      operands);
  Value last = affine::AffineMinOp::create(
      b, loc,
      AffineMap::get(
          1, 2, {getAffineConstantExpr(p.kernel, ctx), d + pad - oe * p.stride},
          ctx),
      operands);
  Value taps = arith::SubIOp::create(b, loc, last, first);
  return arith::MaxSIOp::create(b, loc, taps,
                                arith::ConstantIndexOp::create(b, loc, 0));
}

Value ov::buildAvgPoolCount(OpBuilder &b, Location loc,
                            const PoolingAttrs &attrs, Value padsInAverage,
                            Value tapsInside) {
  // Saturated: a kernel of more than 2^63 taps cannot have its divisor
  // written in any element type anyway.
  int64_t window = 1;
  for (int64_t k : attrs.kernel)
    if (__builtin_mul_overflow(window, k, &window))
      window = std::numeric_limits<int64_t>::max();
  Value all = arith::ConstantIndexOp::create(b, loc, window);
  return arith::SelectOp::create(b, loc, padsInAverage, all, tapsInside);
}

Value ov::buildAvgPoolAverage(OpBuilder &b, Location loc, Type elementType,
                              Value sum, Value count) {
  Value zeroCount = arith::ConstantIndexOp::create(b, loc, 0);
  Value empty =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, count, zeroCount);
  // Never divide by 0: an empty window divides by 1 and gives 0 below.
  Value divisor = arith::SelectOp::create(
      b, loc, empty, arith::ConstantIndexOp::create(b, loc, 1), count);
  Value average;
  if (isa<FloatType>(elementType)) {
    RoundedArith a(b, loc, elementType);
    average = a.div(sum, a.fromIndex(divisor));
  } else {
    bool isUnsigned = isUnsignedInteger(elementType);
    Type i64 = b.getI64Type();
    Value wide = sum;
    if (sum.getType() != i64)
      wide = isUnsigned ? arith::ExtUIOp::create(b, loc, i64, sum).getResult()
                        : arith::ExtSIOp::create(b, loc, i64, sum).getResult();
    Value n = arith::IndexCastUIOp::create(b, loc, i64, divisor);
    Value quotient = isUnsigned
                         ? arith::DivUIOp::create(b, loc, wide, n).getResult()
                         : arith::DivSIOp::create(b, loc, wide, n).getResult();
    average = quotient;
    if (sum.getType() != i64)
      average = arith::TruncIOp::create(b, loc, sum.getType(), quotient);
  }
  return arith::SelectOp::create(
      b, loc, empty, buildAvgPoolZero(b, loc, elementType), average);
}
