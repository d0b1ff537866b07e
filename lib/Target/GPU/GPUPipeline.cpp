// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- GPUPipeline.cpp - What the GPU targets' pipelines share ------------===//

#include "ov/Target/GPU/GPUPipeline.h"
#include "ov/Conversion/Passes.h"
#include "ov/Pipelines/PipelineStages.h"
#include "ov/Target/GPU/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void ov::addGPUKernels(OpPassManager &pm, int64_t blockSize,
                       const GPUKernelTraits &traits) {
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(ov::createConvertOVToGPU({blockSize, traits.vectorStores,
                                           traits.positiveZeroSums,
                                           traits.loopPassLimit}));
  // Before any canonicalization: it would merge the block and thread
  // loops into one and drop their mapping.
  funcPm.addPass(createConvertParallelLoopToGpuPass());
  funcPm.addPass(createCanonicalizerPass());
  funcPm.addPass(createCSEPass());
}

void ov::addGPUHostPrefix(OpPassManager &pm) {
  addBufferization(pm);
  pm.addPass(createOVGPUHostDeviceCopies());
  // Constants (static sizes) into the kernels before outlining, which no
  // longer does it: divisions by them are then strength-reduced, and 64-bit
  // ones whose operands are known to fit need no 64-bit division subroutine.
  pm.nest<func::FuncOp>().addPass(createGpuLaunchSinkIndexComputationsPass());
  pm.addPass(createGpuKernelOutliningPass());
  // One stream per call: allocations, copies, launches and frees in order,
  // and one synchronization before returning.
  pm.nest<func::FuncOp>().addPass(createGpuAsyncRegionPass());
}
