//===- CPUTarget.h - ov modules -> shared libraries for the CPU --*- C++ -*-===//
//
// The compiler behind `ov-compile --target cpu` and `ov-run MODEL.mlir`:
// ov dialect -> LLVM dialect (ov-prepare-module-abi + ov-lower-to-cpu) ->
// LLVM IR with the runtime/ABI.md entry points -> host object -> shared
// library.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_CPUTARGET_H
#define OV_TARGET_CPUTARGET_H

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

struct CPUCompileOptions {
  /// vector (default), linalg or affine (see CPUPipelineOptions).
  std::string lowering = "vector";
  /// LLVM optimization level (0-3); O2 has measured faster than O3 here.
  unsigned optLevel = 2;
  /// Print each stage's wall time to `timingStream` when set.
  llvm::raw_ostream *timingStream = nullptr;
  /// Also write the final LLVM IR here when non-empty (debugging).
  std::string llvmIRPath;
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

/// Registers what compileToSharedLibrary needs in `registry` (the ov
/// dialects and the LLVM IR translations).
void registerCPUTargetDialects(DialectRegistry &registry);

} // namespace mlir::ov

#endif // OV_TARGET_CPUTARGET_H
