// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ModelOps.h - What a model given to the compiler may hold -*- C++ -*-===//
//
// ov-compile and ov-run (ov::lowerToLLVMIR) lower models, not arbitrary IR:
// a model holds the ov dialect's ops, func.func / func.call / func.return and
// arith.constant; for a target whose pipeline lowers them (the cpu target:
// mixed modules, docs/embedding.md), also upstream MLIR's tensor-level ops
// of linalg, tensor, arith, math, scf and tosa. Nothing else: no LLVM or
// memref op, no op on memory. Checked on the model as loaded, before any
// pass adds ops of its own.
//
//===----------------------------------------------------------------------===//

#ifndef OV_ABI_MODELOPS_H
#define OV_ABI_MODELOPS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

namespace mlir::ov {

/// Whether `dialect` is one of the upstream dialects whose tensor-level ops
/// a mixed module may hold: linalg, tensor, arith, math, scf, tosa.
bool isMixedModuleDialect(Dialect *dialect);

/// Fails, with an error at the first op that a model may not hold, when
/// `module` holds anything but ov ops, func.func (at the top level),
/// func.call, func.return and arith.constant, and, where `mixed` (the
/// target's pipeline lowers them), the ops of isMixedModuleDialect: "op
/// 'llvm.inline_asm' is not allowed in a model ...". Without `mixed`, an op
/// of those dialects is refused naming `target`: "op 'tensor.pad' is not
/// supported by --target cuda, which compiles ov ops only ...".
LogicalResult verifyModelOps(ModuleOp module, bool mixed, StringRef target);

} // namespace mlir::ov

#endif // OV_ABI_MODELOPS_H
