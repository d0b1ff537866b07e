// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.h - the torch-mlir front end's passes -------------*- C++ -*-===//
#ifndef OV_TORCHMLIR_PASSES_H
#define OV_TORCHMLIR_PASSES_H

#include "ov/Dialect/OVDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir::ov {

#define GEN_PASS_DECL
#include "ov/TorchMLIR/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "ov/TorchMLIR/Passes.h.inc"

} // namespace mlir::ov

#endif // OV_TORCHMLIR_PASSES_H
