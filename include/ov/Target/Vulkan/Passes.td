// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.td - The vulkan target's passes -----------------------------===//
//
// What only the vulkan target's pipeline (ov-lower-to-vulkan) runs after
// ov-to-gpu: the kernel modules' checks and workgroup sizes, and their SPIR-V
// modules moved in place for serialization.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_VULKAN_PASSES_TD
#define OV_TARGET_VULKAN_PASSES_TD

include "mlir/Pass/PassBase.td"

def OVGPUVulkanKernels
    : Pass<"ov-gpu-vulkan-kernels", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Check a kernel module for the vulkan target and give its kernels their workgroup size";
  let description = [{
    Runs on outlined kernel modules before convert-gpu-to-spirv, after
    ov-gpu-vulkan-abi. Refuses, with an error naming the kernel argument and
    the problem: buffers that are neither statically shaped nor flat
    `memref<?xT>` with the identity layout, static buffers of 2^31 elements
    or more, bf16 (which ov-gpu-vulkan-abi turns into i16; SPIR-V has no
    bf16 type without SPV_KHR_bfloat16), and element types that need a
    SPIR-V capability missing from `capabilities` (f64: Float64; f16:
    Float16; 16-bit integers: Int16; 8-bit: Int8; Int64 always, for the
    64-bit index arithmetic). Then sets each kernel's
    `spirv.entry_point_abi` workgroup size from its `known_block_size`.
  }];
  let options = [
    Option<"capabilities", "capabilities", "std::string",
           /*default=*/"\"Int64,Int16,Int8,Float64,Float16\"",
           "SPIR-V capabilities of the device beyond Shader, comma-separated">
  ];
  let dependentDialects = ["::mlir::spirv::SPIRVDialect"];
}

def OVGPUVulkanABI : Pass<"ov-gpu-vulkan-abi", "ModuleOp"> {
  let summary = "Give the vulkan target's kernels and launches its argument order";
  let description = [{
    Runs after kernel outlining. SPIR-V has no memref descriptors: each
    kernel buffer is one storage buffer binding (a runtime array) and every
    other value is a push constant. Each kernel's arguments become its
    buffers first (binding i is buffer i), a buffer of dynamic shape
    flattened to `memref<?xT>` (its memref.load and memref.store linearized
    row-major, its memref.dim read from an argument; any other use is
    refused), then its integer and index scalars, then the dynamic sizes of
    its buffers, in argument and axis order; each gpu.launch_func passes the
    matching operands (memref.collapse_shape, memref.dim). Refuses buffers
    with a non-identity layout, scalars that are not integers of 8 to 64
    bits or index, and kernels needing more than 32 scalars (128 bytes of
    push constants in 4-byte slots, what every Vulkan device offers).
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def OVGPUVulkanLaunchSizes : Pass<"ov-gpu-vulkan-launch-sizes", "ModuleOp"> {
  let summary = "Pass each vulkan kernel buffer's byte size and 64-bit scalars";
  let description = [{
    Runs on the host code once the kernels are gpu.binary objects (after
    ov-gpu-vulkan-abi): each gpu.launch_func passes, per buffer, the buffer
    followed by its size in bytes computed from its shape at run time, and
    every integer scalar sign-extended to i64, so that with gpu-to-llvm's
    bare-pointer convention the runtime receives (base, bytes) per binding
    and then one 64-bit value per scalar, which it stores in a 4-byte push
    constant after checking that it fits (runtime/MGPU_ABI.md,
    "Vulkan modules").
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def OVGPUVulkanBinaries : Pass<"ov-gpu-vulkan-binaries", "ModuleOp"> {
  let summary = "Move each kernel's SPIR-V module into its gpu.module, arithmetic uncontracted";
  let description = [{
    Runs after convert-gpu-to-spirv, which builds `spirv.module @__spv__<M>`
    beside each gpu.module M: moves it into M, where gpu-module-to-binary
    serializes it. Every floating-point add, subtract, multiply, divide and
    remainder gets the `NoContraction` decoration, so that the Vulkan driver
    may not fuse them into FMAs (OpenVINO rounds each operation,
    docs/semantics.md 3.4); a fused multiply-add (spirv.GL.Fma) or an op
    with relaxed precision is refused. Each entry point gets the execution mode
    SignedZeroInfNanPreserve for every float width the shader computes
    with: without it a Vulkan driver may drop the sign of a zero (lavapipe
    turns ROIAlign's +0.0 sums into -0.0).
  }];
}

#endif // OV_TARGET_VULKAN_PASSES_TD
