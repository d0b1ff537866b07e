// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- InitOV.cpp - Register the ov dialect, passes and pipelines ---------===//

#include "ov/InitOV.h"
#include "ov/ABI/Passes.h"
#include "ov/Conversion/Passes.h"
#include "ov/Dialect/OVDialect.h"
#include "ov/Pipelines/Pipelines.h"
#include "ov/Target/CUDA/CUDAPipeline.h"
#include "ov/Target/CUDA/Passes.h"
#include "ov/Target/GPU/Passes.h"
#include "ov/Target/Vulkan/Passes.h"
#include "ov/Target/Vulkan/VulkanPipeline.h"
#include "ov/TorchMLIR/Passes.h"
#include "ov/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/ControlFlow/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/AllocationOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/IR/TensorInferTypeOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/DialectRegistry.h"
// The CUDA target: GPU/NVVM dialects, their LLVM lowering interfaces (used
// by convert-gpu-to-nvvm), the NVVM target attribute (gpu-module-to-binary)
// and the LLVM IR translations of kernels and of gpu.binary.
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/GPUCommon/GPUToLLVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"

// The vulkan target: SPIR-V modules and their serialization
// (gpu-module-to-binary).
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Target/SPIRV/Target.h"

void mlir::ov::registerOVDialects(DialectRegistry &registry) {
  registry
      .insert<OVDialect, affine::AffineDialect, arith::ArithDialect,
              bufferization::BufferizationDialect, func::FuncDialect,
              linalg::LinalgDialect, math::MathDialect, memref::MemRefDialect,
              scf::SCFDialect, tensor::TensorDialect, cf::ControlFlowDialect,
              LLVM::LLVMDialect, tosa::TosaDialect>();
  // One-shot bufferization of what the lowerings produce.
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  cf::registerBufferizableOpInterfaceExternalModels(registry);
  linalg::registerBufferizableOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  // Mixed modules: the reified shapes of tensor.pad, expand_shape and
  // collapse_shape, through which a check function computes the output
  // shapes of the ops behind them.
  tensor::registerInferTypeOpInterfaceExternalModels(registry);
  // memref.alloc as an AllocationOpInterface: buffer-results-to-out-params
  // then replaces a result's static allocation by the caller's out-parameter
  // (hoistStaticAllocs) instead of computing into a temporary and copying
  // it out (ov-opt registers it with every other extension; ov-compile and
  // the in-process compilers register only this list).
  memref::registerAllocationOpInterfaceExternalModels(registry);
  registerGPUDialects(registry);
}

void mlir::ov::registerGPUDialects(DialectRegistry &registry) {
  registry.insert<gpu::GPUDialect, NVVM::NVVMDialect, index::IndexDialect,
                  ub::UBDialect>();
  arith::registerConvertArithToLLVMInterface(registry);
  cf::registerConvertControlFlowToLLVMInterface(registry);
  registerConvertFuncToLLVMInterface(registry);
  gpu::registerConvertGpuToLLVMInterface(registry);
  index::registerConvertIndexToLLVMInterface(registry);
  registerConvertMemRefToLLVMInterface(registry);
  registerConvertNVVMToLLVMInterface(registry);
  ub::registerConvertUBToLLVMInterface(registry);
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  registry.insert<spirv::SPIRVDialect>();
  spirv::registerSPIRVTargetInterfaceExternalModels(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
  registerGPUDialectTranslation(registry);
  gpu::registerOffloadingLLVMTranslationInterfaceExternalModels(registry);
}

void mlir::ov::registerOVPasses() {
  registerOVTransformsPasses();
  registerOVABIPasses();
  registerOVConversionPasses();
  registerOVTargetGPUPasses();
  registerOVTargetCUDAPasses();
  registerOVTargetVulkanPasses();
  registerOVPipelines();
  registerCUDAPipelines();
  registerVulkanPipelines();
  registerOVTorchMLIRPasses();
}

void mlir::ov::registerOV(DialectRegistry &registry) {
  registerOVDialects(registry);
  registerOVPasses();
}
