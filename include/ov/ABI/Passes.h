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

/// What ov-prepare-module-abi prepares a module for (its `target` option).
enum class ModuleTarget { CPU, CUDA, Vulkan };

/// The descriptor's name of `target` (runtime/ABI.md's `target` line):
/// "cpu", "cuda" or "vulkan".
llvm::StringRef stringifyModuleTarget(ModuleTarget target);

#define GEN_PASS_DECL
#include "ov/ABI/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "ov/ABI/Passes.h.inc"

} // namespace mlir::ov

#endif // OV_ABI_PASSES_H
