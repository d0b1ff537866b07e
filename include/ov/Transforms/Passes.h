// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.h - ov dialect transformation passes --------------*- C++ -*-===//
#ifndef OV_TRANSFORMS_PASSES_H
#define OV_TRANSFORMS_PASSES_H

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

#define GEN_PASS_DECL
#include "ov/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "ov/Transforms/Passes.h.inc"

} // namespace mlir::ov

#endif // OV_TRANSFORMS_PASSES_H
