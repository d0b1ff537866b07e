// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetDescription.h - What a --target is, as data -------*- C++ -*-===//
//
// One TargetDescription per value of the tools' --target option, registered
// in one registry (as LLVM registers its code generators in
// llvm::TargetRegistry): its name and help line, the pipeline that lowers an
// ov module for it, the tool options only it takes, what its GPU kernels may
// assume, and what its compiled modules say and call at run time. The
// compile driver (CompileDriver.h) and the tools ask the description; none
// of them names a target. Each description lives in its target's folder
// (lib/Target/CPU, CUDA, Vulkan); docs/adding-a-target.md.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_TARGETDESCRIPTION_H
#define OV_TARGET_TARGETDESCRIPTION_H

#include "ov/ABI/Passes.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir {
class ModuleOp;
class OpPassManager;
} // namespace mlir

namespace mlir::ov {

struct CompileOptions;
struct TargetCPU;

/// What a GPU target's kernels may assume (ov-to-gpu's options of the same
/// names; the target's pipeline passes them on).
struct GPUKernelTraits {
  /// Adjacent outputs as one vector store where the buffer is aligned: the
  /// target can test a pointer's alignment.
  bool vectorStores;
  /// Float sums from +0.0 have a -0.0 made +0.0: the target's driver may
  /// fold the first `0.0 + x` into `x`.
  bool positiveZeroSums;
  /// The most loop passes one kernel invocation may make, all its loops
  /// together (each iteration and each exit); 0: no limit. Longer work is
  /// split across launches or refused (ov-to-gpu's `loop-pass-limit`).
  int64_t loopPassLimit = 0;
};

/// A tool option a target declares and takes, string-valued: ov-compile
/// and ov-run declare one option per name among the registered targets
/// (TargetToolOptions, TargetCommandLine.h) and pass the values given in
/// CompileOptions::targetOptions; the target's verifyOptions checks them.
struct TargetToolOption {
  /// Its name, without dashes.
  StringLiteral name;
  /// One --help line.
  StringLiteral help;
  /// What the value is, for --help ("sm_NN").
  StringLiteral valueName;
  /// The value when not given.
  StringLiteral defaultValue = "";
  /// For an option naming a folder the target writes files to: their
  /// extension ("ptx"). ov-compile refuses an empty folder name, and a
  /// folder holding an input as such a file; ov-run, which keeps no side
  /// files, does not declare such options.
  StringLiteral outputFolderExtension = "";
};

struct TargetDescription {
  /// The --target value ("cpu", "cuda", ...): unique among the registered.
  StringRef name;
  /// One line for the tools' --help.
  StringRef help;
  /// The device kind the module descriptor says the module runs on
  /// (runtime/ABI.md's `target` line, ov-prepare-module-abi's `target`): a
  /// target whose modules are CPU modules (cuda-emulated) says cpu; a GPU
  /// target names the libovrt backend that runs its modules.
  StringRef descriptorTarget = "cpu";
  /// Lowers a module whose entry points ov-prepare-module-abi added to the
  /// LLVM dialect, for `cpu` (the host code's CPU, resolved).
  void (*buildPipeline)(OpPassManager &pm, const CompileOptions &options,
                        const TargetCPU &cpu) = nullptr;
  /// Whether its pipeline lowers upstream MLIR's tensor-level ops beside
  /// the ov ops (mixed modules: ov/ABI/ModelOps.h, UpstreamLowering.h);
  /// without it a model holding one is refused naming the op.
  bool mixedModules = false;
  /// The tool options (by name, without dashes) that only this target, and
  /// the others that name them, take: given with any other --target they
  /// are an error. Options no description names apply to every target.
  ArrayRef<StringLiteral> options;
  /// The tool options this target declares itself (given for another
  /// target, an error too).
  ArrayRef<TargetToolOption> toolOptions;
  /// Writes what the target keeps beside the module after lowering (the
  /// cuda target's PTX files, --emit-ptx); false with `error` set on
  /// failure. Null: nothing.
  bool (*writeSideOutputs)(ModuleOp module, const CompileOptions &options,
                           std::string &error) = nullptr;
  /// Checks the options this target takes; "" or a one-line error. Null
  /// when there is nothing to check.
  std::string (*verifyOptions)(const CompileOptions &options) = nullptr;
  /// What its GPU kernels may assume; none for a target without GPU
  /// kernels in the compiled module.
  std::optional<GPUKernelTraits> gpuKernels = std::nullopt;
  /// The host code calls MLIR's GPU runtime functions (mgpu*); libovrt's
  /// backend for this target defines them under this prefix (ovrt_mgpu*),
  /// to which the driver renames them. Empty: the module calls none.
  StringRef runtimeSymbolPrefix = "";
  /// Prints the processor facts the kernels were shaped by for `cpu` (the
  /// target CPU, resolved) and `options` (ov-compile --timing); null when
  /// the target has none to tell.
  void (*printKernelFacts)(llvm::raw_ostream &os, const CompileOptions &options,
                           const TargetCPU &cpu) = nullptr;
};

/// Where targets are registered: each target folder's registration
/// function (below) adds its descriptions.
class TargetRegistry {
public:
  /// Adds `target`; a name registered twice is a fatal error.
  void add(const TargetDescription &target);
  ArrayRef<TargetDescription> targets() const { return registered; }

private:
  std::vector<TargetDescription> registered;
};

/// The registration functions of lib/Target's folders.
void registerCPUTargets(TargetRegistry &registry);
void registerCUDATargets(TargetRegistry &registry);
void registerVulkanTargets(TargetRegistry &registry);

/// Every registered target, in registration order; the first (cpu) is the
/// default. Registered on first use, so usable from static initializers
/// (the tools' options).
ArrayRef<TargetDescription> getRegisteredTargets();

/// The target named `name`, or null.
const TargetDescription *lookupTarget(StringRef name);

/// The target of a module compiled without --target.
const TargetDescription &getDefaultTarget();

/// "cpu, cuda, ...": the registered names, for messages.
std::string listTargetNames();

} // namespace mlir::ov

#endif // OV_TARGET_TARGETDESCRIPTION_H
