// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VectorUtils.cpp - IR-building helpers of ov-to-vector --------------===//
//
// Helpers shared by the AvgPool, MaxPool and ROIAlign kernels (VectorUtils.h).
//
//===----------------------------------------------------------------------===//

#include "VectorUtils.h"

using namespace mlir;
using namespace mlir::ov::vectorize;

Value VectorMath::ramp(int64_t lanes, int64_t step, Type type) {
  SmallVector<Attribute> values;
  for (int64_t l = 0; l < lanes; ++l)
    values.push_back(b.getIntegerAttr(type, l * step));
  auto vt = vec(lanes, type);
  return arith::ConstantOp::create(b, loc, vt,
                                   DenseElementsAttr::get(vt, values));
}

Value VectorMath::allTrue(int64_t lanes) {
  return arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(vec(lanes, b.getI1Type()), true));
}

Value VectorMath::firstLanes(int64_t lanes, Value count) {
  return vector::CreateMaskOp::create(b, loc, vec(lanes, b.getI1Type()),
                                      ValueRange{count});
}

Value VectorMath::everyNth(Value wide, int64_t lanes, int64_t step) {
  if (step == 1)
    return wide;
  SmallVector<int64_t> picked;
  for (int64_t l = 0; l < lanes; ++l)
    picked.push_back(l * step);
  return vector::ShuffleOp::create(b, loc, wide, wide, picked);
}

Value VectorMath::cast(Value scalar, Type type) {
  if (scalar.getType() == type)
    return scalar;
  if (scalar.getType().isIndex() || type.isIndex())
    return arith::IndexCastOp::create(b, loc, type, scalar);
  return arith::ExtSIOp::create(b, loc, type, scalar);
}

int64_t mlir::ov::vectorize::lanesFor(Type elementType, int64_t vectorBits,
                                      int64_t minLaneBits) {
  int64_t bits =
      std::max<int64_t>(elementType.getIntOrFloatBitWidth(), minLaneBits);
  return std::max<int64_t>(vectorBits / bits, 4);
}

bool mlir::ov::vectorize::planeFitsI32(RankedTensorType type) {
  int64_t size = 1;
  for (int64_t d : type.getShape().drop_front(2)) {
    if (ShapedType::isDynamic(d))
      return false;
    size *= d;
    if (size >= (int64_t(1) << 31))
      return false;
  }
  return true;
}
