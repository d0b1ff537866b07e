// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RuntimeChecks.h - The families' run-time checks ---*- C++ -*-===//
//
// ModuleABICheckOpInterface (OVInterfaces.td) as external models: each family
// builds the checks a compiled module runs on its inputs from the family's
// element semantics (<Family>Kernel.h), in its own file
// (lib/Semantics/<Family>Checks.cpp), and registers them here.
// ov-prepare-module-abi registers them itself (its dependent dialects), so
// no tool has to.
//
//===----------------------------------------------------------------------===//

#ifndef OV_SEMANTICS_RUNTIMECHECKS_H
#define OV_SEMANTICS_RUNTIMECHECKS_H

#include "ov/Dialect/OVOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectRegistry.h"

namespace mlir::ov {

/// Attaches every family's checks to every version of the family (the ops
/// implementing the family's interface, once the dialect is loaded).
void registerRuntimeCheckModels(DialectRegistry &registry);

/// The families' registrations that registerRuntimeCheckModels calls.
void registerMaxPoolRuntimeChecks(DialectRegistry &registry);
void registerROIAlignRuntimeChecks(DialectRegistry &registry);
void registerAvgPoolRuntimeChecks(DialectRegistry &registry);
void registerROIAlignRotatedRuntimeChecks(DialectRegistry &registry);
void registerROIPoolingRuntimeChecks(DialectRegistry &registry);

/// Attaches `Model` (a ModuleABICheckOpInterface::FallbackModel) to every
/// registered ov op that implements `FamilyInterface`, so that a new version
/// of a family has its checks without an edit.
template <typename FamilyInterface, typename Model>
void attachToFamily(MLIRContext *context) {
  for (RegisteredOperationName name : context->getRegisteredOperations())
    if (name.getDialectNamespace() == OVDialect::getDialectNamespace() &&
        name.hasInterface<FamilyInterface>() &&
        !name.hasInterface<ModuleABICheckOpInterface>())
      name.attachInterface<Model>();
}

//===----------------------------------------------------------------------===//
// Helpers for the families' checks
//===----------------------------------------------------------------------===//

/// Values a check function can read: those not computed by ov ops (function
/// arguments and constants). Others are only clamped.
bool isReadableInCheck(Value value);

/// A dim of a ranked tensor as an index value.
Value dimValue(OpBuilder &b, Location loc, Value tensor, int64_t dim);

/// `x pred y` on index values.
Value cmpIndex(OpBuilder &b, Location loc, arith::CmpIPredicate pred, Value x,
               Value y);

/// The bits of a floating-point `value` widened to f64, as i64.
Value f64Bits(OpBuilder &b, Location loc, Value value);

/// `values[i]` for the first i whose `bad[i]` holds, else the last value.
Value firstBad(OpBuilder &b, Location loc, ArrayRef<Value> bad,
               ArrayRef<Value> values);

/// A loop-carried check over items (boxes): whether every item so far
/// passed, and the first failing item's index and value bits (i64 both).
struct FirstFailure {
  Value ok, index, bits;

  static FirstFailure initial(OpBuilder &b, Location loc);
  /// Unpacks three loop-carried values from `acc` at `at`.
  static FirstFailure at(ValueRange acc, unsigned at) {
    return {acc[at], acc[at + 1], acc[at + 2]};
  }
  void appendTo(SmallVectorImpl<Value> &values) const {
    values.append({ok, index, bits});
  }
  /// This state after item `itemIndex` (an index value), which passed iff
  /// `okHere`, with value bits `bitsHere`.
  FirstFailure next(OpBuilder &b, Location loc, Value okHere, Value itemIndex,
                    Value bitsHere) const;
  RuntimeCheckDetail detail(StringRef item, StringRef dtype) const {
    return {item.str(), dtype.str(), index, bits};
  }
};

/// The pooling families' shape checks (docs/semantics.md 1.2 at run time):
/// dynamic N and C must not be 0, and on every dynamic spatial axis the
/// dilated kernel must fit in the padded input.
void addPoolingShapeChecks(OpBuilder &b, Location loc, Value input,
                           const PoolingAttrs &attrs, RuntimeCheckList &checks);

} // namespace mlir::ov

#endif // OV_SEMANTICS_RUNTIMECHECKS_H
