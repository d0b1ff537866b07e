// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.h - The GPU targets' shared passes --------------*- C++ -*-===//
#ifndef OV_TARGET_GPU_PASSES_H
#define OV_TARGET_GPU_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::ov {

#define GEN_PASS_DECL
#include "ov/Target/GPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "ov/Target/GPU/Passes.h.inc"

} // namespace mlir::ov

#endif // OV_TARGET_GPU_PASSES_H
