// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DataLayout.cpp - NVPTX's data layout on kernel modules -------------===//
//
// ov-gpu-data-layout: gpu-module-to-binary translates each gpu.module to LLVM
// IR and only then gives the LLVM module NVPTX's data layout. A load or store
// without an explicit alignment takes its alignment from the layout in force
// during the translation, which without this attribute is LLVM's default:
// 4-byte i64. The NVPTX backend then splits every i64 store (MaxPool-8's
// indices) into two 32-bit ones. The attribute gives the translation NVPTX's
// layout from the start.
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CUDA/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVGPUDATALAYOUT
#include "ov/Target/CUDA/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

namespace {

/// NVPTX's 64-bit layout (LLVM 22, NVPTXTargetMachine's computeDataLayout
/// with 64-bit pointers): 8-byte i64, 16-byte i128.
constexpr StringLiteral kNVPTX64DataLayout =
    "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";

struct OVGPUDataLayoutPass
    : public ov::impl::OVGPUDataLayoutBase<OVGPUDataLayoutPass> {
  void runOnOperation() override {
    getOperation()->setAttr(LLVM::LLVMDialect::getDataLayoutAttrName(),
                            StringAttr::get(&getContext(), kNVPTX64DataLayout));
  }
};

} // namespace
