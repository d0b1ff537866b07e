// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolKernel.h - MaxPool's semantics as IR --------------*- C++ -*-===//
//
// docs/semantics.md 1.6, 1.7, built once for every MaxPool lowering and the
// compiled module's input checks: the initial value (lowest finite), the
// window's sizes, the strict-greater tap update and MaxPool-8's index
// formula and modulus.
//
//===----------------------------------------------------------------------===//

#ifndef OV_SEMANTICS_MAXPOOLKERNEL_H
#define OV_SEMANTICS_MAXPOOLKERNEL_H

#include "ov/Dialect/FamilyAttrs.h"
#include "ov/Semantics/ElementArith.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/Value.h"

namespace mlir::ov {

/// The running maximum's initial value, of the signless form of
/// `elementType`: numeric_limits<T>::lowest() for f32, f64 and signed
/// integers, 0 for unsigned integers, and f32's lowest converted to T for f16
/// and bf16 (OpenVINO evaluates those in f32; the conversion gives -inf).
Value buildPoolInitValue(OpBuilder &b, Location loc, Type elementType);

/// `tap > best` as OpenVINO compares: ordered for floats (NaN never wins),
/// signed or unsigned for integers. Operands are signless.
Value buildStrictlyGreater(OpBuilder &b, Location loc, Value tap, Value best,
                           bool isUnsigned);

/// The windows of one MaxPool as IR: its attributes and the input sizes and
/// resolved begin pads they are applied to, all values of `indexType`
/// (index, or i32 where a lowering has proved that every coordinate fits).
struct MaxPoolWindow {
  PoolingAttrs attrs;
  Type indexType;
  SmallVector<Value> inputDims; // spatial input dims
  SmallVector<Value> padsBegin; // resolved, per spatial axis
  bool isUnsigned = false;      // the elements compare unsigned
};

/// The window of a MaxPool over the ranked tensor `input` (element type as
/// written, signed or unsigned) with `pads` from reifyPoolingPads.
MaxPoolWindow buildMaxPoolWindow(
    OpBuilder &b, Location loc, Value input, const PoolingAttrs &attrs,
    ArrayRef<std::pair<OpFoldResult, OpFoldResult>> pads, Type indexType);

/// One tap of the running maximum (docs/semantics.md 1.6, 1.7): `best` is
/// (value) or (value, position); the tap (signless) replaces them when it is
/// strictly greater and `valid` (i1; null: always) holds. `coords` are the
/// tap's spatial input coordinates (the window's index type); the position
/// is their row-major position inside the (n, c) plane, converted to
/// best[1]'s type. Returns the updated `best`.
SmallVector<Value> buildMaxPoolTapUpdate(OpBuilder &b, Location loc,
                                         const MaxPoolWindow &w, Value tap,
                                         ValueRange coords, ValueRange best,
                                         Value valid = {});

/// What MaxPool-8's index formula needs besides the winning tap, as values
/// of the window's index type.
struct MaxPoolIndexing {
  Value channels;  // C
  Value planeSize; // S, the product of the spatial input dims
  Value modulus;   // the product of the dims from `axis` on; null for axis 0
};

/// The index formula's sizes for `axis` (as written, may be negative) over
/// the ranked tensor `input`; `channels` is C in the window's index type.
MaxPoolIndexing buildMaxPoolIndexing(OpBuilder &b, Location loc, Value input,
                                     const MaxPoolWindow &w, Value channels,
                                     int64_t axis);

/// MaxPool-8's index (docs/semantics.md 1.7) of the winning tap: n*C*S + c*S +
/// spatial, where `spatial` is the tap's row-major position inside the
/// plane, reduced modulo `ix.modulus` (when there is one). Values of the
/// window's index type.
Value buildMaxPoolIndex(OpBuilder &b, Location loc, const MaxPoolIndexing &ix,
                        Value n, Value c, Value spatial);

} // namespace mlir::ov

#endif // OV_SEMANTICS_MAXPOOLKERNEL_H
