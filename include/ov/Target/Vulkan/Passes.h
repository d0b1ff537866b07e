// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.h - The vulkan target's passes --------------------*- C++ -*-===//
#ifndef OV_TARGET_VULKAN_PASSES_H
#define OV_TARGET_VULKAN_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::ov {

#define GEN_PASS_DECL
#include "ov/Target/Vulkan/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "ov/Target/Vulkan/Passes.h.inc"

} // namespace mlir::ov

#endif // OV_TARGET_VULKAN_PASSES_H
