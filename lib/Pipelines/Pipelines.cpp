// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Pipelines.cpp - Named ov lowering pipelines ------------------------===//

#include "ov/Pipelines/Pipelines.h"
#include "ov/ABI/Passes.h"
#include "ov/Conversion/Passes.h"
#include "ov/Pipelines/Passes.h"
#include "ov/Pipelines/PipelineStages.h"
#include "ov/Pipelines/UpstreamLowering.h"
#include "ov/Target/CPU/TargetCPU.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

/// ov ops -> linalg or affine, on tensors, then tidy up.
static void addOVLowering(OpPassManager &pm,
                          const ov::CPUPipelineOptions &options) {
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  if (options.lowering == ov::CPULowering::Affine) {
    funcPm.addPass(ov::createConvertOVToAffine());
  } else {
    if (options.lowering == ov::CPULowering::Vector) {
      ov::VectorTarget target = getVectorTarget(options);
      ov::ConvertOVToVectorOptions vector;
      vector.vectorBits = target.vectorBits;
      for (const auto &[family, bits] : target.familyBits)
        vector.familyVectorBits.push_back(family + ":" + std::to_string(bits));
      vector.cacheLineBytes = target.cacheLineBytes;
      vector.l2Bytes = target.l2Bytes;
      vector.prefetchBytes = target.prefetchBytes;
      vector.prefetchBytesIndices = target.prefetchBytesIndices;
      funcPm.addPass(ov::createConvertOVToVector(vector));
    }
    funcPm.addPass(ov::createConvertOVToLinalg());
    // What ov-to-linalg leaves (windows too large to materialize).
    funcPm.addPass(ov::createConvertOVToAffine());
    funcPm.addPass(createLinalgElementwiseOpFusionPass());
  }
  funcPm.addPass(createCanonicalizerPass());
  funcPm.addPass(createCSEPass());
}

/// Upstream's buffer-deallocation-pipeline, with each buffer that only its
/// block uses freed after its last use (ov-dealloc-after-last-use) before
/// the deallocs are simplified.
static void addBufferDeallocation(OpPassManager &pm) {
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  memref::ExpandReallocPassOptions expandRealloc;
  expandRealloc.emitDeallocs = false;
  funcPm.addPass(memref::createExpandReallocPass(expandRealloc));
  funcPm.addPass(createCanonicalizerPass());
  funcPm.addPass(bufferization::createOwnershipBasedBufferDeallocationPass());
  funcPm.addPass(createCanonicalizerPass());
  funcPm.addPass(ov::createOVDeallocAfterLastUse());
  funcPm.addPass(bufferization::createBufferDeallocationSimplificationPass());
  pm.addPass(bufferization::createLowerDeallocationsPass());
  OpPassManager &cleanup = pm.nest<func::FuncOp>();
  cleanup.addPass(createCSEPass());
  cleanup.addPass(createCanonicalizerPass());
}

void ov::addBufferization(OpPassManager &pm) {
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // Mixed modules: an scf.for whose yielded tensor is a new one each
  // iteration (ov's lowerings make none) gets a buffer per iteration,
  // which ownership-based deallocation frees.
  bufferize.allowReturnAllocsFromLoops = true;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.nest<func::FuncOp>().addPass(ov::createOVDistinctReturnedBuffers());
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.hoistStaticAllocs = true;
  outParams.hoistDynamicAllocs = true;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  pm.nest<func::FuncOp>().addPass(ov::createOVElideResultCopies());
  pm.nest<func::FuncOp>().addPass(createCanonicalizerPass());
  addBufferDeallocation(pm);
}

/// Loops and memrefs -> LLVM dialect. For the GPU targets (`gpuHost`) the
/// kernels are already gpu.binary: no parallel loops, and gpu-to-llvm
/// lowers the host's gpu ops to mgpu* calls passing `arguments`.
static void lowerToLLVM(OpPassManager &pm, bool gpuHost,
                        ov::GPUKernelArguments arguments) {
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(ov::createOVLowerStridedCopies());
  funcPm.addPass(createConvertLinalgToAffineLoopsPass());
  ov::addUpstreamLoopLowering(funcPm);
  funcPm.addPass(createLowerAffinePass());
  funcPm.addPass(createCanonicalizerPass());
  if (!gpuHost) {
    // Parallel loops become chunk functions launched through the caller's
    // ovrt_parallel (runtime/ABI.md); the launches are lowered on the LLVM
    // dialect, where the captures are plain values.
    pm.addPass(ov::createOVOutlineParallelLoops());
    pm.addPass(createCanonicalizerPass());
  }
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(ov::createOVLowerDynamicExpandShapes());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  ov::addUpstreamMathLowering(pm);
  // bf16 conversions as integer round-to-nearest-even: no compiler-rt call,
  // and denormals kept (the AVX512-BF16 instructions flush them).
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.addPass(arith::createArithExpandOpsPass(expand));
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  // The ABI functions take descriptor pointers (linear in their arguments).
  pm.nest<func::FuncOp>().addPass(ov::createOVDescriptorsByPointer());
  pm.addPass(createConvertFuncToLLVMPass());
  if (gpuHost) {
    GpuToLLVMConversionPassOptions gpuToLLVM;
    gpuToLLVM.kernelBarePtrCallConv =
        arguments == ov::GPUKernelArguments::PointersAndSizes;
    pm.addPass(createGpuToLLVMConversionPass(gpuToLLVM));
  } else
    pm.addPass(ov::createOVLowerParallelLaunches());
  pm.addPass(ov::createOVCheckLowered());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void ov::addLLVMLowering(OpPassManager &pm) {
  lowerToLLVM(pm, /*gpuHost=*/false, GPUKernelArguments::Descriptors);
}

void ov::addGPUHostLLVMLowering(OpPassManager &pm,
                                GPUKernelArguments arguments) {
  lowerToLLVM(pm, /*gpuHost=*/true, arguments);
}

/// Whether the options name a target CPU (cpu or cpu-features).
static bool namesTargetCPU(const ov::CPUPipelineOptions &options) {
  return !options.cpu.empty() || !options.cpuFeatures.empty();
}

/// The CPU the options name: cpu-features alone are on top of native.
static bool resolveOptionsCPU(const ov::CPUPipelineOptions &options,
                              ov::TargetCPU &cpu, std::string &error) {
  return ov::resolveTargetCPU(
      options.cpu.empty() ? StringRef("native") : StringRef(options.cpu),
      options.cpuFeatures, cpu, error, /*optionPrefix=*/"");
}

std::string ov::verifyOptions(const CPUPipelineOptions &options) {
  if (namesTargetCPU(options)) {
    TargetCPU cpu;
    std::string error;
    if (!resolveOptionsCPU(options, cpu, error))
      return error;
  }
  VectorTarget parsed;
  if (std::string problem = parsed.parseFamilyBits(options.familyVectorBits);
      !problem.empty())
    return problem;
  return getVectorTarget(options).verify();
}

ov::VectorTarget ov::getVectorTarget(const CPUPipelineOptions &options) {
  VectorTarget target;
  target.vectorBits = options.vectorBits;
  // A malformed entry is verifyOptions' error (parseFamilyBits again).
  (void)target.parseFamilyBits(options.familyVectorBits);
  TargetCPU cpu;
  std::string error;
  if (namesTargetCPU(options) && resolveOptionsCPU(options, cpu, error)) {
    target.vectorBits = cpu.vectorTarget.vectorBits;
    // Each family's own entry where set, else the CPU's choice.
    for (const auto &[family, bits] : cpu.vectorTarget.familyBits)
      target.familyBits.try_emplace(family, bits);
  }
  target.cacheLineBytes = options.cacheLineBytes;
  target.l2Bytes = options.l2Bytes;
  target.prefetchBytes = options.prefetchBytes;
  target.prefetchBytesIndices = options.prefetchBytesIndices;
  return target;
}

void ov::setVectorTarget(CPUPipelineOptions &options,
                         const VectorTarget &target) {
  options.vectorBits = target.vectorBits;
  options.familyVectorBits.clear();
  for (const auto &[family, bits] : target.familyBits)
    options.familyVectorBits.push_back(family + ":" + std::to_string(bits));
  options.cacheLineBytes = target.cacheLineBytes;
  options.l2Bytes = target.l2Bytes;
  options.prefetchBytes = target.prefetchBytes;
  options.prefetchBytesIndices = target.prefetchBytesIndices;
}

StringRef ov::stringifyEnum(CPULowering lowering) {
  switch (lowering) {
  case CPULowering::Vector:
    return "vector";
  case CPULowering::Linalg:
    return "linalg";
  case CPULowering::Affine:
    return "affine";
  }
  llvm_unreachable("unknown CPULowering");
}

std::optional<ov::CPULowering> ov::symbolizeCPULowering(StringRef name) {
  for (CPULowering lowering :
       {CPULowering::Vector, CPULowering::Linalg, CPULowering::Affine})
    if (name == stringifyEnum(lowering))
      return lowering;
  return std::nullopt;
}

llvm::cl::ValuesClass ov::cpuLoweringValues() {
  return llvm::cl::values(
      clEnumValN(CPULowering::Vector, stringifyEnum(CPULowering::Vector),
                 "ov-to-vector's parallel vectorized kernels, ov-to-linalg "
                 "for the rest (default)"),
      clEnumValN(CPULowering::Linalg, stringifyEnum(CPULowering::Linalg),
                 "ov-to-linalg, ov-to-affine for windows too large to "
                 "materialize"),
      clEnumValN(CPULowering::Affine, stringifyEnum(CPULowering::Affine),
                 "ov-to-affine loop nests only"));
}

void ov::buildOVLowerToCPUPipeline(OpPassManager &pm,
                                   const CPUPipelineOptions &options) {
  // Mixed modules: TOSA ops beside the ov ops become linalg first.
  ov::addUpstreamTensorLowering(pm);
  addOVLowering(pm, options);
  ov::addBufferization(pm);
  ov::addLLVMLowering(pm);
}

void ov::registerOVPipelines() {
  ov::registerUpstreamLoweringPasses();
  ov::registerCheckedPipeline<CPUPipelineOptions>(
      "ov-lower-to-cpu",
      "Lower ov ops to the LLVM dialect for the CPU: ov-to-vector's parallel "
      "vectorized kernels with ov-to-linalg for the rest (lowering=vector, "
      "the default), or ov-to-linalg (lowering=linalg), both with ov-to-affine "
      "for windows too large to materialize; or only ov-to-affine "
      "(lowering=affine); upstream's tensor-level ops beside them (linalg, "
      "tensor, arith, math, scf; TOSA through tosa-to-linalg) with them; "
      "then one-shot bufferization with results as "
      "out-parameters, loops (parallel ones through the caller's "
      "parallel-for), "
      "LLVM",
      buildOVLowerToCPUPipeline);
  PassPipelineRegistration<>(
      "ov-lower-to-cpu-affine",
      "Lower ov ops to the LLVM dialect for the CPU through ov-to-affine loop "
      "nests (same as ov-lower-to-cpu{lowering=affine})",
      [](OpPassManager &pm) {
        CPUPipelineOptions options;
        options.lowering = CPULowering::Affine;
        buildOVLowerToCPUPipeline(pm, options);
      });
}
