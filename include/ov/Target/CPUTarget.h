// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CPUTarget.h - ov modules -> shared libraries for the CPU --*- C++
//-*-===//
//
// The compiler behind `ov-compile --target cpu` and `ov-run MODEL.mlir`:
// ov dialect -> LLVM dialect (ov-prepare-module-abi + ov-lower-to-cpu) ->
// LLVM IR with the runtime/ABI.md entry points -> host object -> shared
// library.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_CPUTARGET_H
#define OV_TARGET_CPUTARGET_H

#include "ov/Pipelines/Pipelines.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

#include <string>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace mlir::ov {

/// What a compiled module runs on (CPUCompileOptions::target).
enum class CompileTarget {
  /// A CPU (this host's, or the one CPUCompileOptions::cpu names).
  CPU,
  /// NVIDIA GPUs: host code for this CPU, kernels as PTX for `gpuChip`.
  CUDA,
  /// Testing only: a CPU module that runs the cuda target's kernels on the
  /// CPU, thread by thread (ov-lower-to-cuda-emulated).
  CUDAEmulated,
  /// Vulkan compute devices: host code for this CPU, kernels as SPIR-V
  /// (ov-lower-to-vulkan, docs/vulkan.md).
  Vulkan,
};

/// The target's name in tools and module descriptors: "cpu", "cuda",
/// "cuda-emulated" or "vulkan".
llvm::StringRef stringifyEnum(CompileTarget target);

struct CPUCompileOptions {
  /// What the module runs on. A cuda module's host code is compiled for
  /// this CPU as usual; its kernels are PTX for `gpuChip`, embedded and
  /// JIT-compiled by the driver when the module loads (ov-lower-to-cuda,
  /// runtime/ABI.md).
  CompileTarget target = CompileTarget::CPU;
  /// cuda: the NVIDIA architecture (sm_XX) and PTX features ("" picks the
  /// PTX version the chip needs).
  std::string gpuChip = "sm_90";
  std::string gpuFeatures;
  /// The CPU the module's (host) code is compiled for: "native" (this
  /// host's CPU, every feature it has) or an LLVM processor name, with
  /// LLVM feature flags (+x,-y) on top (TargetCPU.h). The descriptor names
  /// the features the module needs; libovrt refuses it where one lacks.
  std::string cpu = "native";
  std::string cpuFeatures;
  /// How ov ops are lowered (see CPUPipelineOptions); cpu only.
  CPULowering lowering = CPULowering::Vector;
  /// The vector width in bits of every kernel family (ov-to-vector), at
  /// most the CPU's registers'; 0: each family's width on that CPU
  /// (familyVectorBits, TargetCPU.h). cpu only.
  int64_t vectorBits = 0;
  /// LLVM optimization level (0-3); O2 has measured faster than O3 here.
  unsigned optLevel = 2;
  /// Print each stage's wall time to `timingStream` when set.
  llvm::raw_ostream *timingStream = nullptr;
  /// Also write the final LLVM IR here when non-empty (debugging).
  std::string llvmIRPath;
  /// cuda: also write each kernel module's PTX to DIR/NAME.ptx when
  /// non-empty (for ptxas).
  std::string ptxDir;
};

/// Everything compileToSharedLibrary does before code generation: infers
/// shapes, adds the ABI entry points, lowers through the CPU pipeline and
/// translates to LLVM IR, which it verifies. Returns null on failure, with
/// `error` set or a diagnostic emitted.
std::unique_ptr<llvm::Module> lowerToLLVMIR(ModuleOp module,
                                            const CPUCompileOptions &options,
                                            llvm::LLVMContext &llvmContext,
                                            std::string &error);

/// Compiles `module` (ov dialect) into a shared library at `outputPath`.
/// Errors are reported as diagnostics on the module's context, or (for the
/// LLVM and link stages) in `error`.
LogicalResult compileToSharedLibrary(ModuleOp module,
                                     const CPUCompileOptions &options,
                                     StringRef outputPath, std::string &error);

/// Whether `chip` names an NVIDIA architecture the CUDA target knows
/// (sm_XX or sm_XXa with a PTX version, see defaultPTXFeatures).
bool isKnownGPUChip(StringRef chip);

/// Registers what compileToSharedLibrary needs in `registry` (the ov
/// dialects and the LLVM IR translations).
void registerCPUTargetDialects(DialectRegistry &registry);

} // namespace mlir::ov

#endif // OV_TARGET_CPUTARGET_H
