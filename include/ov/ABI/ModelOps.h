// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ModelOps.h - What a model given to the compiler may hold -*- C++ -*-===//
//
// ov-compile and ov-run (ov::lowerToLLVMIR) lower models, not arbitrary IR:
// a model holds the ov dialect's ops, func.func / func.call / func.return and
// arith.constant, and nothing else. Checked on the model as loaded, before
// any pass adds ops of its own.
//
//===----------------------------------------------------------------------===//

#ifndef OV_ABI_MODELOPS_H
#define OV_ABI_MODELOPS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

namespace mlir::ov {

/// Fails, with an error at the first op that a model may not hold ("op
/// 'llvm.inline_asm' is not allowed in a model ..."), when `module` holds
/// anything but ov ops, func.func (at the top level), func.call, func.return
/// and arith.constant.
LogicalResult verifyModelOps(ModuleOp module);

} // namespace mlir::ov

#endif // OV_ABI_MODELOPS_H
