// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CompileDriver.h - ov modules -> shared libraries ---------*- C++ -*-===//
//
// The compiler behind `ov-compile` and `ov-run MODEL.mlir`, for every target:
// ov dialect -> LLVM dialect (ov-prepare-module-abi, then the target's
// pipeline) -> LLVM IR with the runtime/ABI.md entry points -> host object ->
// shared library. What differs between targets it asks the target's
// description (TargetDescription.h).
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_COMPILEDRIVER_H
#define OV_TARGET_COMPILEDRIVER_H

#include "ov/Pipelines/Pipelines.h"
#include "ov/Target/TargetDescription.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

#include <string>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace mlir::ov {

struct CompileOptions {
  /// What the module runs on: a registered target (TargetDescription.h).
  /// Every module's host code is compiled for `cpu`; a GPU target's kernels
  /// as its pipeline makes them.
  const TargetDescription *target = &getDefaultTarget();
  /// The values of the target's tool options given (its description's
  /// toolOptions: cuda's gpu-chip, ...), by name.
  llvm::StringMap<std::string> targetOptions;
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

  /// Tool option `name`'s value: as given, else the default the target's
  /// description declares ("" when it declares none).
  std::string targetOption(StringRef name) const;
};

/// Everything compileToSharedLibrary does before code generation: infers
/// shapes, adds the ABI entry points, lowers through the target's pipeline and
/// translates to LLVM IR, which it verifies. Returns null on failure, with
/// `error` set or a diagnostic emitted.
std::unique_ptr<llvm::Module> lowerToLLVMIR(ModuleOp module,
                                            const CompileOptions &options,
                                            llvm::LLVMContext &llvmContext,
                                            std::string &error);

/// Compiles `module` (ov dialect) into a shared library at `outputPath`.
/// Errors are reported as diagnostics on the module's context, or (for the
/// LLVM and link stages) in `error`.
LogicalResult compileToSharedLibrary(ModuleOp module,
                                     const CompileOptions &options,
                                     StringRef outputPath, std::string &error);

/// Registers what compileToSharedLibrary needs in `registry` (the ov
/// dialects and the LLVM IR translations).
void registerCompileDriverDialects(DialectRegistry &registry);

} // namespace mlir::ov

#endif // OV_TARGET_COMPILEDRIVER_H
