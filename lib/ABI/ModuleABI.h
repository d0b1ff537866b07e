// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ModuleABI.h - The stages of ov-prepare-module-abi --------*- C++ -*-===//
//
// Internal to OVABI. ov-prepare-module-abi (PrepareModuleABI.cpp)
// refuses what compiled modules cannot hold (ModuleABIVerify.cpp), builds
// each function's check function (ModuleABIChecks.cpp) and writes the
// module descriptor's text (ModuleABIDescriptor.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_ABI_MODULEABI_H
#define OV_LIB_ABI_MODULEABI_H

#include "ov/Dialect/FamilyHooks.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <string>
#include <utility>

namespace mlir::ov::abi {

//===----------------------------------------------------------------------===//
// Descriptor text (ModuleABIDescriptor.cpp)
//===----------------------------------------------------------------------===//

/// What the descriptor says of one check: its `error` line's message and,
/// for a check with details, its `detail` line's "ITEM DTYPE".
struct CheckDescription {
  std::string message;
  std::string detail;
};

/// The ABI's dtype name, or "" for a type compiled modules cannot take.
std::string dtypeName(Type type);

/// A dim of an `in` or `out` line: "7" (static), "16..32" or "3.." (an
/// interval, descriptor version 5), and for [0, unbounded] "-1", or "?" with
/// `dynamicAsQuestion` (for messages).
std::string boundsToken(const DimBounds &bounds,
                        bool dynamicAsQuestion = false);

/// The bounds of input `i`'s dims when it has interval dims (a dynamic dim
/// with bounds other than [0, unbounded]), else empty.
SmallVector<DimBounds> inputIntervals(func::FuncOp func, unsigned i);
/// The same of result `i` (the importer's bounds, from its inputs').
SmallVector<DimBounds> outputIntervals(func::FuncOp func, unsigned i);

/// "ov.<op> 'name' at file:line:col": the layer name and position of
/// an imported op (a NameLoc around its FileLineColLoc), or the position in
/// the .mlir source.
std::string describe(Operation *op);

/// Appends `func`'s descriptor lines (its signature was verified); `check`
/// is its check function and `checks` what the descriptor says of them.
void describeFunction(func::FuncOp func, func::FuncOp check,
                      ArrayRef<CheckDescription> checks, std::string &text);

//===----------------------------------------------------------------------===//
// The check function (ModuleABIChecks.cpp)
//===----------------------------------------------------------------------===//

/// Builds `__ov_check_<name>(inputs..., dims: memref<?xi64>,
/// detail: memref<2xi64>) -> i32` from a clone of `func`'s body; returns it
/// and what the descriptor says of its checks. `loopPassLimit`: the target's
/// (RuntimeCheckList::loopPassLimit).
FailureOr<std::pair<func::FuncOp, SmallVector<CheckDescription>>>
buildCheckFunction(func::FuncOp func, int64_t loopPassLimit);

//===----------------------------------------------------------------------===//
// Refusals (ModuleABIVerify.cpp)
//===----------------------------------------------------------------------===//

/// Names the first generic layer (an imported OpenVINO layer the dialect does
/// not model), which has no lowering.
LogicalResult rejectGenericLayers(ModuleOp module);

/// Refuses calls to functions without a body, calls not by name, and
/// recursion (compiled modules are self-contained and run on a bounded
/// stack).
LogicalResult verifyCallGraph(ModuleOp module);

/// Refuses constants larger than kMaxConstantBytes.
LogicalResult verifyConstantSizes(ModuleOp module);

/// The runtime's loader limits (ovrt/Limits.h) on a function's name and
/// signature.
LogicalResult verifyLoaderLimits(func::FuncOp func);

/// Compiled functions take and return ranked tensors of the ABI's dtypes.
LogicalResult verifySignature(func::FuncOp func);

} // namespace mlir::ov::abi

#endif // OV_LIB_ABI_MODULEABI_H
