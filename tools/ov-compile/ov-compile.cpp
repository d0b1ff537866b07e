//===- ov-compile.cpp - Compile an ov model into a shared library ---------===//
//
//   ov-compile MODEL(.mlir|.xml) --target cpu -o MODULE.so [--lowering=affine]
//   ov-compile MODEL(.mlir|.xml) --target cuda [--gpu-chip sm_90] -o MODULE.so
//       [--emit-ptx DIR]
//   ov-compile MODEL(.mlir|.xml) --target cuda-emulated -o MODULE.so
//
// The module exports the runtime/ABI.md entry points; `ov-run` executes it.
//
//===----------------------------------------------------------------------===//

#include "ov/Import/OpenVINOIR.h"
#include "ov/Target/CPUTarget.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace mlir;
namespace cl = llvm::cl;

namespace {
cl::opt<std::string> inputPath(cl::Positional,
                               cl::desc("<model.mlir|model.xml>"),
                               cl::Required);
cl::opt<std::string> outputPath("o", cl::desc("Output shared library"),
                                cl::value_desc("MODULE.so"), cl::Required);
cl::opt<std::string>
    target("target",
           cl::desc("cpu (default), cuda, or cuda-emulated (testing only: "
                    "the cuda kernels run on the CPU)"),
           cl::init("cpu"));
cl::opt<std::string> lowering("lowering",
                              cl::desc("vector (default), linalg or affine "
                                       "(--target cpu)"),
                              cl::init("vector"));
cl::opt<std::string> gpuChip("gpu-chip",
                             cl::desc("NVIDIA architecture of --target cuda "
                                      "(default sm_90)"),
                             cl::value_desc("sm_XX"), cl::init("sm_90"));
cl::opt<std::string> gpuFeatures(
    "gpu-features",
    cl::desc("PTX features of --target cuda, e.g. +ptx80 (default: the PTX "
             "version the chip needs)"),
    cl::init(""));
cl::opt<unsigned> optLevel("O", cl::desc("LLVM optimization level (0-3)"),
                           cl::Prefix, cl::init(2));
cl::opt<bool> timing("timing", cl::desc("Print each stage's wall time"));
cl::opt<std::string> emitLLVM("emit-llvm",
                              cl::desc("Also write the final LLVM IR here"),
                              cl::value_desc("FILE.ll"));
cl::opt<std::string>
    emitPTX("emit-ptx",
            cl::desc("--target cuda: also write each kernel module's PTX "
                     "to DIR/NAME.ptx"),
            cl::value_desc("DIR"));

int fail(const llvm::Twine &message) {
  llvm::errs() << "ov-compile: error: " << message << "\n";
  return 1;
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "ov-compile: ov model -> module\n");
  if (target != "cpu" && target != "cuda" && target != "cuda-emulated")
    return fail("unsupported --target '" + target +
                "' (cpu, cuda or cuda-emulated)");
  if (!emitPTX.empty() && target != "cuda")
    return fail("--emit-ptx needs --target cuda");
  if (target == "cuda" && !ov::isKnownGPUChip(gpuChip))
    return fail("unknown --gpu-chip '" + gpuChip + "' (expected sm_XX)");
  if (lowering != "vector" && lowering != "linalg" && lowering != "affine")
    return fail("unknown --lowering '" + lowering +
                "' (vector, linalg or affine)");
  if (optLevel > 3)
    return fail("-O takes 0 to 3");

  auto start = std::chrono::steady_clock::now();
  DialectRegistry registry;
  ov::registerCPUTargetDialects(registry);
  MLIRContext context(registry);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  // A missing or unreadable file is one line, ours.
  std::string error;
  if (!openInputFile(inputPath, &error))
    return fail(error);
  OwningOpRef<ModuleOp> module = ov::loadModel(inputPath, &context);
  if (!module)
    return 1; // The loader printed the diagnostic.

  ov::CPUCompileOptions options;
  options.target = target;
  options.gpuChip = gpuChip;
  options.gpuFeatures = gpuFeatures;
  options.lowering = lowering;
  options.optLevel = optLevel;
  options.timingStream = timing ? &llvm::outs() : nullptr;
  options.llvmIRPath = emitLLVM;
  options.ptxDir = emitPTX;
  if (failed(ov::compileToSharedLibrary(*module, options, outputPath, error)))
    return error.empty() ? 1 : fail(error);
  if (timing)
    llvm::outs() << llvm::formatv(
        "timing: total {0:F1} ms\n",
        std::chrono::duration<double, std::milli>(
            std::chrono::steady_clock::now() - start)
            .count());
  return 0;
}
