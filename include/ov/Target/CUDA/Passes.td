// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.td - The cuda target's passes -------------------------------===//
//
// What only the cuda target's pipelines (ov-lower-to-cuda and the emulated
// variant) run after ov-to-gpu: NVPTX's data layout, libdevice-free
// kernels, the CPU emulation of kernels.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_CUDA_PASSES_TD
#define OV_TARGET_CUDA_PASSES_TD

include "mlir/Pass/PassBase.td"

def OVGPUDataLayout : Pass<"ov-gpu-data-layout", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Give a kernel module NVPTX's data layout before its translation";
  let description = [{
    Sets `llvm.data_layout` on the gpu.module to NVPTX's 64-bit layout.
    gpu-module-to-binary translates the module to LLVM IR before it sets the
    target's layout, and loads and stores without an explicit alignment take
    theirs from the layout in force during the translation: without this,
    LLVM's default (4-byte i64), so the NVPTX backend splits every i64 store
    into two 32-bit ones.
  }];
}

def OVGPULibdeviceToIntrinsics
    : Pass<"ov-gpu-libdevice-to-intrinsics", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Replace libdevice calls that have exact LLVM intrinsics";
  let description = [{
    convert-gpu-to-nvvm lowers math.floor/ceil/absf to libdevice calls
    (__nv_floorf, ...), which would need libdevice (the CUDA toolkit) at
    compile time. Their LLVM intrinsics are exact and the NVPTX backend
    lowers them to single instructions (cvt.rmi, cvt.rpi, abs), so this pass
    rewrites the calls to the intrinsics and drops the declarations.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def OVGPULaunchToLoops : Pass<"ov-gpu-launch-to-loops", "func::FuncOp"> {
  let summary = "Emulate gpu.launch kernels with CPU loops (testing only)";
  let description = [{
    Test-only: replaces each gpu.launch (before kernel outlining, as
    convert-parallel-loops-to-gpu builds it from ov-to-gpu's loops) by loops
    over the grid (an scf.parallel over the blocks, z, y, x) around loops over
    the block (scf.for over the threads, z, y, x), the block and thread ids
    being the induction variables and the grid and block sizes the launch's
    operands. The kernel body is moved unchanged, so every thread computes
    exactly the operations the GPU would run; compiled through the CPU
    pipeline (no contraction), this executes the GPU kernels' arithmetic on
    the CPU (`ov-lower-to-cuda-emulated`, `ov-compile --target
    cuda-emulated`).

    Threads of a block run one after another, so a kernel that relies on
    threads running together cannot be emulated: the pass refuses, with an
    error naming the problem, launches with shared memory (workgroup
    attributions or buffers), private attributions, clusters, dynamic shared
    memory, async dependencies, a multi-block body, or any gpu op other than
    the id and dimension queries (gpu.barrier, shuffles, subgroup
    operations, ...).
  }];
  let options = [
    Option<"parallelBlocks", "parallel-blocks", "bool", /*default=*/"true",
           "Blocks as scf.parallel (run by the caller's parallel-for on the CPU); false "
           "runs them in order with scf.for">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

#endif // OV_TARGET_CUDA_PASSES_TD
