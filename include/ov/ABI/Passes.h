// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.h - The compiled-module ABI passes ----------------*- C++ -*-===//
//
// The compiler half of runtime/ABI.md (lib/ABI): ov-prepare-module-abi and
// the buffer passes the compiled module's functions need.
//
//===----------------------------------------------------------------------===//

#ifndef OV_ABI_PASSES_H
#define OV_ABI_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir::ov {

/// Whether `name` may be a module descriptor's `target` line
/// (ov-prepare-module-abi's `target` option; runtime/ABI.md): a lowercase
/// letter, then lowercase letters, digits, '-' and '_', at most 32.
bool isDeviceKindName(llvm::StringRef name);

#define GEN_PASS_DECL
#include "ov/ABI/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "ov/ABI/Passes.h.inc"

} // namespace mlir::ov

#endif // OV_ABI_PASSES_H
