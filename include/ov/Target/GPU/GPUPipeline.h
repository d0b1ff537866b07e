// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- GPUPipeline.h - What the GPU targets' pipelines share ----*- C++ -*-===//
//
// The stages every GPU target's pipeline (lib/Target/CUDA, lib/Target/Vulkan)
// runs around its own kernel lowering: ov-to-gpu's kernels with the
// target's traits, and the host side's bufferization, device buffers and
// copies, kernel outlining and streams.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_GPU_GPUPIPELINE_H
#define OV_TARGET_GPU_GPUPIPELINE_H

#include "ov/Target/TargetDescription.h"

#include "mlir/Pass/PassManager.h"

namespace mlir::ov {

/// ov ops -> ov-to-gpu kernels as gpu.launch ops (before bufferization),
/// `blockSize` threads per block, under what the target's kernels may
/// assume (`traits`, its description's). The CUDA pipeline and its CPU
/// emulation both use it, so that the emulation runs the very kernels the
/// GPU gets.
void addGPUKernels(OpPassManager &pm, int64_t blockSize,
                   const GPUKernelTraits &traits);

/// The host side of the kernels: bufferization (results as
/// out-parameters), device buffers and host copies per function
/// (ov-gpu-host-device-copies), the kernels outlined into gpu.module ops
/// with their constant sizes sunk into them, and one stream per call.
/// The target then lowers the gpu.module ops its own way.
void addGPUHostPrefix(OpPassManager &pm);

} // namespace mlir::ov

#endif // OV_TARGET_GPU_GPUPIPELINE_H
