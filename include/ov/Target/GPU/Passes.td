// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.td - The GPU targets' shared passes -------------------------===//
//
// What every GPU target's pipeline (cuda, vulkan) runs on its host side
// after ov-to-gpu: device buffers and copies (lib/Target/GPU).
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_GPU_PASSES_TD
#define OV_TARGET_GPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def OVGPUHostDeviceCopies : Pass<"ov-gpu-host-device-copies", "ModuleOp"> {
  let summary = "Split kernel functions into a device-pointer entry and a copying host entry";
  let description = [{
    For every bufferized function whose kernels are gpu.launch ops (after
    convert-parallel-loops-to-gpu), results returned through memref
    out-parameters (the compiled-module ABI):

    - its body moves to a private `__ov_kernels_<name>` whose memref
      arguments are device buffers: memref.alloc/dealloc become
      gpu.alloc/dealloc and memref.copy becomes gpu.memcpy, so the
      function's own buffers live on the device only;
    - a public function also gets `__ov_device_<name>`, with the function's
      attributes (its ABI mark), which calls the kernels on the caller's
      device buffers: the entry point that runs without host copies;
    - the function itself keeps the host ABI: it allocates a device twin of
      every memref argument the kernels use, copies in those they read,
      calls the kernels, copies back those they write and frees the twins.

    The kernels exist once, whichever entry runs them. Run gpu-async-region
    afterwards to put each function's GPU work on a stream. Functions
    without gpu.launch are left alone.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect"];
}

#endif // OV_TARGET_GPU_PASSES_TD
