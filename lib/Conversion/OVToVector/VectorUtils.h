// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VectorUtils.h - IR-building helpers of ov-to-vector ------*- C++ -*-===//
//
// Index and vector arithmetic shared by the AvgPool, MaxPool and ROIAlign
// kernels of
// ov-to-vector (private to lib/Conversion/OVToVector).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOVECTOR_VECTORUTILS_H
#define OV_LIB_CONVERSION_OVTOVECTOR_VECTORUTILS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::ov::vectorize {

/// Index arithmetic with the builder and location bound.
struct IndexMath {
  OpBuilder &b;
  Location loc;

  Value c(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value mul(Value x, int64_t y) { return y == 1 ? x : mul(x, c(y)); }
  Value max(Value x, Value y) { return arith::MaxSIOp::create(b, loc, x, y); }
  Value min(Value x, Value y) { return arith::MinSIOp::create(b, loc, x, y); }
  Value ceilDiv(Value x, int64_t y) {
    return y == 1 ? x : arith::CeilDivSIOp::create(b, loc, x, c(y));
  }
  Value floorDiv(Value x, int64_t y) {
    return y == 1 ? x : arith::FloorDivSIOp::create(b, loc, x, c(y));
  }
  Value lt(Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, y);
  }
  Value le(Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, x, y);
  }
  Value ge(Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, x, y);
  }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
};

/// 1-D vector arithmetic with the builder and location bound.
struct VectorMath {
  OpBuilder &b;
  Location loc;

  VectorType vec(int64_t lanes, Type element) {
    return VectorType::get({lanes}, element);
  }
  Value splat(Value scalar, int64_t lanes) {
    return vector::BroadcastOp::create(b, loc, vec(lanes, scalar.getType()),
                                       scalar);
  }
  /// [0, step, 2*step, ...] of `type`.
  Value ramp(int64_t lanes, int64_t step, Type type);
  /// An all-true mask of `lanes` lanes (unmasked gathers).
  Value allTrue(int64_t lanes);
  /// A mask of the first `count` of `lanes` lanes.
  Value firstLanes(int64_t lanes, Value count);
  /// Lanes 0, step, 2*step, ... of `wide`, `lanes` of them (one shuffle;
  /// `wide` itself for step 1).
  Value everyNth(Value wide, int64_t lanes, int64_t step);
  /// `scalar` as `type`: index casts to and from index, else sign extension.
  Value cast(Value scalar, Type type);
};

/// The number of lanes of `elementType` in `vectorBits`-bit vectors, each
/// lane taking at least `minLaneBits` bits (the width of an index or gather
/// offset vector that goes with it); at least 4.
int64_t lanesFor(Type elementType, int64_t vectorBits, int64_t minLaneBits);

/// Whether the spatial dims (all but the first two) of `type` are static and
/// their product is below 2^31, so that offsets inside one plane fit i32.
bool planeFitsI32(RankedTensorType type);

} // namespace mlir::ov::vectorize

#endif // OV_LIB_CONVERSION_OVTOVECTOR_VECTORUTILS_H
