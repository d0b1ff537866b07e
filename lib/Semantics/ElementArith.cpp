// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ElementArith.cpp - Element types and OpenVINO's arithmetic --------===//

#include "ov/Semantics/ElementArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::ov;

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

bool ov::isUnsignedInteger(Type elementType) {
  auto integer = dyn_cast<IntegerType>(elementType);
  return integer && integer.isUnsigned();
}

Type ov::toSignlessType(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(toSignlessType(shaped.getElementType()));
  if (auto integer = dyn_cast<IntegerType>(type))
    return IntegerType::get(type.getContext(), integer.getWidth());
  return type;
}

Value ov::castToSignless(OpBuilder &b, Location loc, Value value) {
  Type signless = toSignlessType(value.getType());
  if (signless == value.getType())
    return value;
  return UnrealizedConversionCastOp::create(b, loc, signless, value)
      .getResult(0);
}

Value ov::castFromSignless(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return UnrealizedConversionCastOp::create(b, loc, type, value).getResult(0);
}

//===----------------------------------------------------------------------===//
// RoundedArith
//===----------------------------------------------------------------------===//

RoundedArith::RoundedArith(OpBuilder &b, Location loc, Type elementType)
    : b(b), loc(loc), type(elementType) {
  // f16/bf16 compute in f32; f32 and f64 in themselves.
  compute =
      elementType.getIntOrFloatBitWidth() < 32 ? b.getF32Type() : elementType;
}

/// `type` with `element` as its element type (scalars and vectors alike).
static Type withElement(Type type, Type element) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(element);
  return element;
}

Value RoundedArith::toCompute(Value x) {
  if (getElementTypeOrSelf(x.getType()) == compute)
    return x;
  return arith::ExtFOp::create(b, loc, withElement(x.getType(), compute), x);
}

Value RoundedArith::fromCompute(Value x) {
  if (type == compute)
    return x;
  if (type.isBF16())
    return truncToBF16(x);
  // f16: OpenVINO's ov::float16(float) rounds to nearest even, as truncf.
  return arith::TruncFOp::create(b, loc, withElement(x.getType(), type), x);
}

uint16_t ov::roundToBF16Bits(uint32_t u) {
  bool isNaN = (u & 0x7f800000u) == 0x7f800000u && (u & 0x007fffffu) != 0;
  if (isNaN)
    return uint16_t((u >> 16) | 0x0040u);
  return uint16_t((u + ((u & 0x10000u) >> 1)) >> 16);
}

Value RoundedArith::truncToBF16(Value x) {
  // roundToBF16Bits as IR, on scalars or vectors: arith.truncf would round
  // to nearest even, which is not what ov::bfloat16 does.
  Type i32 = withElement(x.getType(), b.getI32Type());
  auto constant = [&](int64_t v) {
    return splatLike(arith::ConstantIntOp::create(b, loc, v, 32), x);
  };
  Value u = arith::BitcastOp::create(b, loc, i32, x);
  Value lastKept = arith::AndIOp::create(b, loc, u, constant(0x10000));
  Value half = arith::ShRUIOp::create(b, loc, lastKept, constant(1));
  Value rounded = arith::ShRUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, u, half), constant(16));
  // A NaN stays a NaN (quiet, sign and top payload kept): NVIDIA GPUs'
  // arithmetic NaN 0x7fffffff would carry into the sign above.
  Value quietNaN = arith::OrIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, u, constant(16)), constant(0x40));
  Value isNaN = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  rounded = arith::SelectOp::create(b, loc, isNaN, quietNaN, rounded);
  Value bits = arith::TruncIOp::create(
      b, loc, withElement(x.getType(), b.getI16Type()), rounded);
  return arith::BitcastOp::create(b, loc, withElement(x.getType(), type), bits);
}

Value RoundedArith::splatLike(Value scalar, Value like) {
  auto vector = dyn_cast<VectorType>(like.getType());
  if (!vector || isa<VectorType>(scalar.getType()))
    return scalar;
  return vector::BroadcastOp::create(b, loc, vector.clone(scalar.getType()),
                                     scalar);
}

Value RoundedArith::add(Value x, Value y) {
  x = splatLike(x, y);
  y = splatLike(y, x);
  return fromCompute(arith::AddFOp::create(b, loc, toCompute(x), toCompute(y)));
}

Value RoundedArith::sub(Value x, Value y) {
  x = splatLike(x, y);
  y = splatLike(y, x);
  return fromCompute(arith::SubFOp::create(b, loc, toCompute(x), toCompute(y)));
}

Value RoundedArith::mul(Value x, Value y) {
  x = splatLike(x, y);
  y = splatLike(y, x);
  return fromCompute(arith::MulFOp::create(b, loc, toCompute(x), toCompute(y)));
}

Value RoundedArith::div(Value x, Value y) {
  x = splatLike(x, y);
  y = splatLike(y, x);
  return fromCompute(arith::DivFOp::create(b, loc, toCompute(x), toCompute(y)));
}

Value RoundedArith::max(Value x, Value y) {
  // std::max(x, y) == (x < y) ? y : x.
  return select(lt(x, y), y, x);
}

Value RoundedArith::floor(Value x) {
  return fromCompute(math::FloorOp::create(b, loc, toCompute(x)));
}

Value RoundedArith::ceil(Value x) {
  return fromCompute(math::CeilOp::create(b, loc, toCompute(x)));
}

Value RoundedArith::constant(double v) {
  if (type.isBF16()) {
    // Folded here: T(v) by OpenVINO's rule, as one bf16 constant.
    uint32_t u = llvm::bit_cast<uint32_t>(float(v));
    llvm::APFloat value(llvm::APFloat::BFloat(),
                        llvm::APInt(16, roundToBF16Bits(u)));
    return arith::ConstantOp::create(b, loc, type, b.getFloatAttr(type, value));
  }
  return fromCompute(
      arith::ConstantOp::create(b, loc, compute, b.getFloatAttr(compute, v)));
}

Value RoundedArith::exact(Value index) {
  if (index.getType().isIndex()) {
    Value i64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
    return arith::SIToFPOp::create(b, loc, compute, i64);
  }
  return arith::SIToFPOp::create(b, loc, withElement(index.getType(), compute),
                                 index);
}

Value RoundedArith::fromIndex(Value index) { return fromCompute(exact(index)); }

Value RoundedArith::divByCount(Value x, Value count) {
  return fromCompute(
      arith::DivFOp::create(b, loc, toCompute(x), splatLike(exact(count), x)));
}

Value RoundedArith::mulByF32(Value x, Value factorF32) {
  Value factor = factorF32;
  if (getElementTypeOrSelf(factor.getType()) != compute)
    factor = arith::ExtFOp::create(
        b, loc, withElement(factor.getType(), compute), factor);
  x = splatLike(x, factor);
  factor = splatLike(factor, x);
  return fromCompute(arith::MulFOp::create(b, loc, toCompute(x), factor));
}

Value RoundedArith::lt(Value x, Value y) {
  x = splatLike(x, y);
  y = splatLike(y, x);
  return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, toCompute(x),
                               toCompute(y));
}

Value RoundedArith::gt(Value x, Value y) {
  x = splatLike(x, y);
  y = splatLike(y, x);
  return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, toCompute(x),
                               toCompute(y));
}

Value RoundedArith::le(Value x, Value y) {
  x = splatLike(x, y);
  y = splatLike(y, x);
  return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLE, toCompute(x),
                               toCompute(y));
}

Value RoundedArith::ge(Value x, Value y) {
  x = splatLike(x, y);
  y = splatLike(y, x);
  return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, toCompute(x),
                               toCompute(y));
}

Value RoundedArith::clamp(Value x, Value lo, Value hi) {
  lo = splatLike(lo, x);
  hi = splatLike(hi, x);
  Value low = arith::MaxNumFOp::create(b, loc, toCompute(x), toCompute(lo));
  return fromCompute(arith::MinNumFOp::create(b, loc, low, toCompute(hi)));
}

Value RoundedArith::select(Value cond, Value x, Value y) {
  if (isa<VectorType>(cond.getType())) {
    x = splatLike(x, cond);
    y = splatLike(y, cond);
  }
  return arith::SelectOp::create(b, loc, cond, x, y);
}

Value RoundedArith::toIndex(Value x) { return toInt(x, b.getIndexType()); }

Value RoundedArith::toInt(Value x, Type intType) {
  if (intType.isIndex()) {
    Value i64 = arith::FPToSIOp::create(b, loc, b.getI64Type(), toCompute(x));
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), i64);
  }
  return arith::FPToSIOp::create(b, loc, intType, toCompute(x));
}
