// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ElementArith.h - Element types and OpenVINO's arithmetic -*- C++ -*-===//
//
// What the element semantics of every family share (docs/semantics.md 3.4):
// the signless views of element types that arith operates on, and
// arithmetic in T with OpenVINO's rounding (RoundedArith). Each family's
// semantics build on it (<Family>Kernel.h).
//
//===----------------------------------------------------------------------===//

#ifndef OV_SEMANTICS_ELEMENTARITH_H
#define OV_SEMANTICS_ELEMENTARITH_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

#include <cstdint>

namespace mlir::ov {

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

/// True for ui8..ui64 (compared unsigned, lowest 0).
bool isUnsignedInteger(Type elementType);

/// The signless type arith operates on: ui8/si8 -> i8, floats unchanged.
Type toSignlessType(Type type);

/// A view of `value` (scalar, tensor or memref) with a signless element type;
/// `value` itself when already signless. The cast disappears in the LLVM
/// lowering, where signed, unsigned and signless integers are the same.
Value castToSignless(OpBuilder &b, Location loc, Value value);

/// The inverse view: `value` (signless) seen as `type`.
Value castFromSignless(OpBuilder &b, Location loc, Value value, Type type);

//===----------------------------------------------------------------------===//
// RoundedArith
//===----------------------------------------------------------------------===//

/// OpenVINO's f32 -> bf16 conversion (ov::bfloat16(float)) on the bit pattern
/// `u` of an f32: (u + ((u & 0x10000) >> 1)) >> 16, in uint32 arithmetic.
/// Half of the last kept bit's weight is added only when that bit is 1, so
/// values whose kept last bit is 0 are truncated (docs/semantics.md 3.4).
/// A NaN gives the quiet NaN (u >> 16) | 0x40: the same as the rule for
/// every NaN that x86 arithmetic makes from bf16 data, and a NaN for the
/// 0x7fffffff of NVIDIA GPUs' arithmetic, which the rule would carry into
/// the sign.
uint16_t roundToBF16Bits(uint32_t u);

/// Float arithmetic in T with OpenVINO's rounding: f32/f64 compute in T; f16
/// and bf16 compute in f32 and round back to T after every operation. Values
/// are in T. Integers enter either through static_cast<T> (fromIndex: bin and
/// sample indices, sample counts, H, W, neighbour rows) or, where OpenVINO's
/// reference divides by a plain integer (roi size / pooled size, the avg
/// divisor), exactly in the compute type (divByCount). Operands may be scalars
/// or vectors; a scalar operand of a binary op is broadcast to the other's
/// shape. Rounding back to T is OpenVINO's: IEEE round-to-nearest-even for f16,
/// and for bf16 ov::bfloat16's own rule (roundToBF16Bits;
/// docs/semantics.md 3.4), which is not IEEE rounding.
class RoundedArith {
public:
  RoundedArith(OpBuilder &b, Location loc, Type elementType);

  Type elementType() const { return type; }
  Type computeType() const { return compute; }
  OpBuilder &builder() { return b; }
  Location location() const { return loc; }

  Value add(Value x, Value y);
  Value sub(Value x, Value y);
  Value mul(Value x, Value y);
  Value div(Value x, Value y);
  /// std::max(x, y) on finite values (returns y when x is NaN).
  Value max(Value x, Value y);
  Value floor(Value x);
  Value ceil(Value x);
  /// T constant (converted from double, rounded to T).
  Value constant(double v);
  /// An integer (index, or a signless integer scalar or vector) converted
  /// exactly to the compute type, then to T.
  Value fromIndex(Value index);
  /// x in T, divided by an index count converted exactly to the compute type.
  Value divByCount(Value x, Value count);
  /// x (T) times an f32 factor applied in the compute type (spatial_scale).
  Value mulByF32(Value x, Value factorF32);
  /// An integer (index, or a signless integer scalar or vector) converted
  /// exactly to the compute type (for comparisons).
  Value exact(Value index);
  /// Ordered comparisons (false for NaN) in the compute type; operands are
  /// T values or exact compute-type values.
  Value lt(Value x, Value y);
  Value gt(Value x, Value y);
  Value le(Value x, Value y);
  Value ge(Value x, Value y);
  /// maxnum/minnum in the compute type, as T (NaN operands lose).
  Value clamp(Value x, Value lo, Value hi);
  /// Scalar operands are broadcast to a vector condition's shape.
  Value select(Value cond, Value x, Value y);
  /// A non-negative finite T value (<= bound, checked by the caller) as index.
  Value toIndex(Value x);
  /// The same, truncated to `intType`: index, or a signless integer (or a
  /// vector of them, with x of the same shape).
  Value toInt(Value x, Type intType);

  /// `scalar` broadcast to `like`'s vector shape (unchanged for scalars).
  Value splatLike(Value scalar, Value like);

private:
  Value toCompute(Value x);
  Value fromCompute(Value x);
  Value truncToBF16(Value x);

  OpBuilder &b;
  Location loc;
  Type type, compute;
};

} // namespace mlir::ov

#endif // OV_SEMANTICS_ELEMENTARITH_H
