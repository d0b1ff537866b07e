// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ZeroSums.cpp - The sign of a zero sum (ov-to-gpu) ------------------===//
//
// A float sum that starts at +0.0 and only adds is never -0.0 under IEEE
// round-to-nearest: x + y is -0.0 only when both are -0.0, an exact zero of
// opposite terms is +0.0, and a non-zero sum never rounds to zero (sums
// below the smallest normal are exact; f16 sums computed in f32 are
// multiples of f16's smallest subnormal). So replacing a -0.0 sum by +0.0 is
// exact. It corrects drivers that fold `0.0 + x` into `x` when a loop with
// constant bounds is unrolled: Mesa's llvmpipe (lavapipe) then starts the
// sum at the first term, and all-(-0.0) terms leave -0.0. The test is on
// the bits (an integer compare), which no float simplification can undo.
//
//===----------------------------------------------------------------------===//

#include "GPUKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;

Value ov::buildPositiveZeroSum(OpBuilder &b, Location loc, Value sum) {
  auto type = dyn_cast<FloatType>(sum.getType());
  if (!type)
    return sum;
  // f16 and bf16 are widened to f32 (exactly) so that no 16-bit integer,
  // which needs its own SPIR-V capability, appears.
  Value wide = sum;
  if (type.getWidth() < 32)
    wide = arith::ExtFOp::create(b, loc, b.getF32Type(), sum);
  unsigned width = std::max(32u, type.getWidth());
  Type bitsType = b.getIntegerType(width);
  Value bits = arith::BitcastOp::create(b, loc, bitsType, wide);
  Value negativeZero = arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(bitsType, APInt::getSignMask(width)));
  Value isNegativeZero = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                               bits, negativeZero);
  Value positiveZero =
      arith::ConstantOp::create(b, loc, b.getFloatAttr(type, 0.0));
  return arith::SelectOp::create(b, loc, isNegativeZero, positiveZero, sum);
}
