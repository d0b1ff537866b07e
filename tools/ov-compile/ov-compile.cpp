// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ov-compile.cpp - Compile an ov model into a shared library ---------===//
//
//   ov-compile MODEL(.mlir|.xml) --target cpu -o MODULE.so [--lowering=affine]
//       [--cpu=NAME] [--cpu-features=+x,-y]
//   ov-compile MODEL(.mlir|.xml) --target cuda [--gpu-chip sm_90] -o MODULE.so
//       [--emit-ptx DIR]
//   ov-compile MODEL(.mlir|.xml) --target cuda-emulated -o MODULE.so
//   ov-compile MODEL(.mlir|.xml) --target vulkan -o MODULE.so
//
// The module exports the runtime/ABI.md entry points; `ov-run` executes it.
//
//===----------------------------------------------------------------------===//

#include "ov/Conversion/OptionRules.h"
#include "ov/Conversion/VectorTarget.h"
#include "ov/OpenVINOIR/OpenVINOIR.h"
#include "ov/Pipelines/Pipelines.h"
#include "ov/Support/CommandLine.h"
#include "ov/Support/Printable.h"
#include "ov/Support/ToolFiles.h"
#include "ov/Target/CPU/TargetCPU.h"
#include "ov/Target/CPUTarget.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory category("ov-compile options");

using ov::CompileTarget;

static cl::opt<std::string> inputPath(cl::Positional,
                                      cl::desc("<model.mlir|model.xml>"),
                                      cl::Required, cl::cat(category));
static cl::opt<std::string> outputPath("o", cl::desc("Output shared library"),
                                       cl::value_desc("MODULE.so"),
                                       cl::Required, cl::cat(category));
// Enumerated options reject an unknown value with the allowed ones.
static cl::opt<CompileTarget, false, ov::EnumParser<CompileTarget>> target(
    "target", cl::desc("What the module runs on"),
    cl::values(clEnumValN(CompileTarget::CPU,
                          ov::stringifyEnum(CompileTarget::CPU),
                          "a CPU: this host's, or --cpu's (default)"),
               clEnumValN(CompileTarget::CUDA,
                          ov::stringifyEnum(CompileTarget::CUDA),
                          "NVIDIA GPUs"),
               clEnumValN(CompileTarget::CUDAEmulated,
                          ov::stringifyEnum(CompileTarget::CUDAEmulated),
                          "testing only: the cuda kernels run on the CPU"),
               clEnumValN(CompileTarget::Vulkan,
                          ov::stringifyEnum(CompileTarget::Vulkan),
                          "Vulkan compute devices (SPIR-V compute shaders)")),
    cl::init(CompileTarget::CPU), cl::cat(category));
static cl::opt<ov::CPULowering, false, ov::EnumParser<ov::CPULowering>>
    lowering("lowering", cl::desc("How ov ops are lowered (--target cpu)"),
             ov::cpuLoweringValues(), cl::init(ov::CPULowering::Vector),
             cl::cat(category));
static cl::opt<std::string>
    gpuChip("gpu-chip",
            cl::desc("NVIDIA architecture of --target cuda "
                     "(default sm_90)"),
            cl::value_desc("sm_NN"), cl::init("sm_90"), cl::cat(category));
static cl::opt<std::string> gpuFeatures(
    "gpu-features",
    cl::desc("PTX features of --target cuda, e.g. +ptx80 (default: the PTX "
             "version the chip needs)"),
    cl::value_desc("+ptxNN"), cl::init(""), cl::cat(category));
static cl::opt<std::string> cpuName(
    "cpu",
    cl::desc("The CPU the module runs on: an LLVM processor name (haswell, "
             "skylake-avx512, znver3, x86-64-v2 .. x86-64-v4) or native, "
             "this host's (default). libovrt refuses to load the module on "
             "a CPU without the features it needs"),
    cl::value_desc("NAME"), cl::init("native"), cl::cat(category));
static cl::opt<std::string> cpuFeatures(
    "cpu-features",
    cl::desc("CPU features on top of --cpu's, in LLVM's syntax (e.g. "
             "+avx2,-avx512f)"),
    cl::value_desc("+x,-y"), cl::init(""), cl::cat(category));
static cl::opt<int64_t> vectorBits(
    "vector-bits",
    cl::desc("The vector width of every kernel (--target cpu), instead of "
             "the target CPU's choice per kernel family: a power of two from "
             "64 to the CPU's widest registers"),
    cl::value_desc("BITS"), cl::init(0), cl::cat(category));
static cl::opt<unsigned> optLevel("O",
                                  cl::desc("LLVM optimization level (0-3)"),
                                  cl::Prefix, cl::init(2), cl::cat(category));
static cl::opt<bool> timing("timing", cl::desc("Print each stage's wall time"),
                            cl::cat(category));
static cl::opt<std::string>
    emitLLVM("emit-llvm", cl::desc("Also write the final LLVM IR here"),
             cl::value_desc("FILE.ll"), cl::cat(category));
static cl::opt<std::string>
    emitPTX("emit-ptx",
            cl::desc("--target cuda: also write each kernel module's PTX "
                     "to DIR/NAME.ptx"),
            cl::value_desc("DIR"), cl::cat(category));

/// The one error line; control characters (from file names) escaped.
static int fail(const llvm::Twine &message) {
  llvm::errs() << "ov-compile: error: " << ov::printable(message.str()) << "\n";
  return 1;
}

/// Which target each target-specific option applies to: the one source of
/// the rule that an option given for another target is an error (one line,
/// before any file is opened). --lowering picks among the CPU lowerings
/// (cuda-emulated and vulkan lower their own way); --gpu-chip,
/// --gpu-features and --emit-ptx concern PTX, which only cuda produces
/// (cuda-emulated's kernels are CPU code). --cpu and --cpu-features apply to
/// every target: every module's host code is compiled for that CPU.
static SmallVector<ov::ScopedOption> targetScopedOptions() {
  StringRef cpu = ov::stringifyEnum(CompileTarget::CPU);
  StringRef cuda = ov::stringifyEnum(CompileTarget::CUDA);
  SmallVector<StringRef, 4> all = {
      cpu, cuda, ov::stringifyEnum(CompileTarget::CUDAEmulated),
      ov::stringifyEnum(CompileTarget::Vulkan)};
  return {{lowering, ov::stringifyEnum(lowering.getValue()).str(), {cpu}},
          {vectorBits, std::to_string(vectorBits), {cpu}},
          {gpuChip, gpuChip, {cuda}},
          {gpuFeatures, gpuFeatures, {cuda}},
          {emitPTX, emitPTX, {cuda}},
          {cpuName, cpuName, all},
          {cpuFeatures, cpuFeatures, all}};
}

/// The PTX files' names (DIR/NAME.ptx) are known only after lowering, so
/// the rule "an output that is an input is an error before any file is
/// opened" is kept by refusing a DIR that holds a .ptx entry which is one of
/// the inputs (by name, link or hard link). Empty when there is none.
static std::string checkPTXDir(StringRef dir, ArrayRef<std::string> inputs) {
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; !ec && it != end;
       it.increment(ec)) {
    if (!llvm::sys::path::extension(it->path()).equals_insensitive(".ptx"))
      continue;
    for (const std::string &input : inputs) {
      bool same = false;
      if (!llvm::sys::fs::equivalent(it->path(), input, same) && same)
        return "refusing to write PTX files to '" + dir.str() + "': '" +
               it->path() + "' is the input '" + input +
               "', and a kernel's PTX could overwrite it";
    }
  }
  return "";
}

/// "" or why --vector-bits (when given) is not a width the target CPU `cpu`
/// has: a power of two from 64 to its widest registers.
static std::string checkVectorBits(const ov::TargetCPU &cpu) {
  if (!vectorBits.getNumOccurrences())
    return "";
  int64_t widest = cpu.vectorTarget.vectorBits;
  if (ov::VectorBitsRule::isValid(vectorBits) && vectorBits <= widest)
    return "";
  return llvm::formatv("--vector-bits={0}: not a power of two from 64 to "
                       "{1}, the widest vectors of the target CPU ({2})",
                       vectorBits.getValue(), widest, cpu.name)
      .str();
}

/// The processor facts the CPU kernels were shaped by, the target CPU's
/// (the benchmark's counted bounds read them here): the registers' width,
/// each family's (--vector-bits where given), the cache line and the L2.
static void printTargetFacts(const ov::TargetCPU &cpu) {
  ov::VectorTarget facts = cpu.vectorTarget;
  auto bits = [&](ov::KernelFamily family) {
    return vectorBits ? vectorBits.getValue() : facts.familyBits(family);
  };
  llvm::outs() << llvm::formatv(
      "target: vector-bits={0} max-pool-vector-bits={1} "
      "avg-pool-vector-bits={2} roi-align-vector-bits={3} "
      "cache-line-bytes={4} l2-bytes={5}\n",
      facts.vectorBits, bits(ov::KernelFamily::MaxPool),
      bits(ov::KernelFamily::AvgPool), bits(ov::KernelFamily::ROIAlign),
      facts.cacheLineBytes, facts.l2Bytes);
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  ov::reportFileSizeLimitAsWriteError();
  // --help lists ov-compile's options; --help-hidden all of LLVM's too.
  ov::hideUnrelatedOptions(category);
  ov::parseToolOptions(argc, argv, "ov-compile: ov model -> module\n");
  if (std::string problem = ov::checkScopedOptions(
          targetScopedOptions(), "--target", ov::stringifyEnum(target));
      !problem.empty())
    return fail(problem);
  bool cuda = target == CompileTarget::CUDA;
  if (cuda) {
    std::string problem = ov::verifyGPUTarget(gpuChip, gpuFeatures);
    if (!problem.empty())
      return fail(problem);
  }
  if (optLevel > 3)
    return fail("-O takes 0 to 3");
  if (std::string problem = ov::checkEmptyPaths({&outputPath, &emitLLVM});
      !problem.empty())
    return fail(problem);
  if (std::string problem = ov::checkEmptyPaths({&emitPTX}, "folder");
      !problem.empty())
    return fail(problem);
  std::string error;
  // A bad --cpu/--cpu-features is one line before the model is read.
  ov::TargetCPU cpu;
  if (!ov::resolveTargetCPU(cpuName, cpuFeatures, cpu, error))
    return fail(error);
  if (std::string problem = checkVectorBits(cpu); !problem.empty())
    return fail(problem);
  // Never overwrite the model (or its weights) with the module.
  SmallVector<std::string> inputs{inputPath};
  if (llvm::sys::path::extension(inputPath).equals_insensitive(".xml")) {
    SmallString<128> weights(inputPath);
    llvm::sys::path::replace_extension(weights, "bin");
    inputs.push_back(std::string(weights));
  }
  if (failed(ov::checkOutputPaths(inputs, {outputPath, emitLLVM}, error)))
    return fail(error);
  if (!emitPTX.empty())
    if (std::string problem = checkPTXDir(emitPTX, inputs); !problem.empty())
      return fail(problem);
  // Devices and FIFOs would be read without end (ov::checkRegularFile).
  for (const std::string &input : inputs)
    if (std::string problem = ov::checkRegularFile(input); !problem.empty())
      return fail(problem);

  auto start = std::chrono::steady_clock::now();
  DialectRegistry registry;
  ov::registerCPUTargetDialects(registry);
  MLIRContext context(registry);
  // One line per error, at its file:line:col; no IR dumped as a note.
  context.printOpOnDiagnostic(false);
  ov::OneLineDiagnosticHandler diagnostics(&context, llvm::errs());
  // A missing or unreadable file is one line, ours; the loader printed any
  // other diagnostic.
  OwningOpRef<ModuleOp> module = ov::loadModel(inputPath, &context, error);
  if (!module)
    return error.empty() ? 1 : fail(error);

  ov::CPUCompileOptions options;
  options.target = target;
  options.gpuChip = gpuChip;
  options.gpuFeatures = gpuFeatures;
  options.cpu = cpuName;
  options.cpuFeatures = cpuFeatures;
  options.lowering = lowering;
  options.vectorBits = vectorBits;
  options.optLevel = optLevel;
  options.timingStream = timing ? &llvm::outs() : nullptr;
  options.llvmIRPath = emitLLVM;
  options.ptxDir = emitPTX;
  if (failed(ov::compileToSharedLibrary(*module, options, outputPath, error)))
    return error.empty() ? 1 : fail(error);
  if (timing && target == CompileTarget::CPU)
    printTargetFacts(cpu);
  if (timing)
    llvm::outs() << llvm::formatv("timing: total {0:F1} ms\n",
                                  std::chrono::duration<double, std::milli>(
                                      std::chrono::steady_clock::now() - start)
                                      .count());
  return 0;
}
