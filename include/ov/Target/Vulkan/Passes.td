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
    Runs on outlined kernel modules before convert-gpu-to-spirv. Refuses,
    with an error naming the kernel argument and the problem: arguments that
    are not statically shaped memrefs with the identity layout (the Vulkan
    runtime binds each argument as one storage buffer of a size known at
    compile time), buffers of 2^31 elements or more, bf16 (SPIR-V has no
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
