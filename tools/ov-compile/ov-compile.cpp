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
#include "ov/Target/CompileDriver.h"
#include "ov/Target/TargetCommandLine.h"

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

static cl::opt<std::string> inputPath(cl::Positional,
                                      cl::desc("<model.mlir|model.xml>"),
                                      cl::Required, cl::cat(category));
static cl::opt<std::string> outputPath("o", cl::desc("Output shared library"),
                                       cl::value_desc("MODULE.so"),
                                       cl::Required, cl::cat(category));
// The registered targets; an unknown value is an error listing them.
static cl::opt<const ov::TargetDescription *, false, ov::TargetParser>
    target("target", cl::desc("What the module runs on"), ov::TargetValues(),
           cl::init(&ov::getDefaultTarget()), cl::cat(category));
static cl::opt<ov::CPULowering, false, ov::EnumParser<ov::CPULowering>>
    lowering("lowering", cl::desc("How ov ops are lowered (--target cpu)"),
             ov::cpuLoweringValues(), cl::init(ov::CPULowering::Vector),
             cl::cat(category));
// The options the targets declare themselves (cuda's --gpu-chip, ...).
static ov::TargetToolOptions targetToolOptions(category,
                                               /*withOutputFolders=*/true);
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

/// The one error line; control characters (from file names) escaped.
static int fail(const llvm::Twine &message) {
  llvm::errs() << "ov-compile: error: " << ov::printable(message.str()) << "\n";
  return 1;
}

/// The options some targets do not take (their descriptions say which),
/// with their values: given for another target, an error (one line, before
/// any file is opened). --cpu and --cpu-features apply to every target:
/// every module's host code is compiled for that CPU.
static std::vector<ov::ScopedOption> targetScopedOptions() {
  std::vector<ov::ToolOption> options{
      {lowering, ov::stringifyEnum(lowering.getValue()).str()},
      {vectorBits, std::to_string(vectorBits)},
      {cpuName, cpuName},
      {cpuFeatures, cpuFeatures}};
  // ToolOption holds a reference: appended one by one, never assigned.
  for (const ov::ToolOption &option : targetToolOptions.withValues())
    options.push_back(option);
  return ov::scopeToTargets(options);
}

/// The side outputs' names (DIR/NAME.EXT: a target's --emit-ptx) are known
/// only after lowering, so the rule "an output that is an input is an error
/// before any file is opened" is kept by refusing a DIR that holds an .EXT
/// entry which is one of the inputs (by name, link or hard link). Empty
/// when there is none.
static std::string checkOutputFolder(const cl::opt<std::string> &option,
                                     StringRef extension,
                                     ArrayRef<std::string> inputs) {
  StringRef dir = option.getValue();
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; !ec && it != end;
       it.increment(ec)) {
    if (!llvm::sys::path::extension(it->path())
             .equals_insensitive(("." + extension).str()))
      continue;
    for (const std::string &input : inputs) {
      bool same = false;
      if (!llvm::sys::fs::equivalent(it->path(), input, same) && same)
        return "refusing to write --" + option.ArgStr.str() + "'s ." +
               extension.str() + " files to '" + dir.str() + "': '" +
               it->path() + "' is the input '" + input +
               "', and one of them could overwrite it";
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

/// The options as the compile driver takes them.
static ov::CompileOptions compileOptions() {
  ov::CompileOptions options;
  options.target = target;
  options.targetOptions = targetToolOptions.given();
  options.cpu = cpuName;
  options.cpuFeatures = cpuFeatures;
  options.lowering = lowering;
  options.vectorBits = vectorBits;
  options.optLevel = optLevel;
  options.timingStream = timing ? &llvm::outs() : nullptr;
  options.llvmIRPath = emitLLVM;
  return options;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  ov::reportFileSizeLimitAsWriteError();
  // --help lists ov-compile's options; --help-hidden all of LLVM's too.
  ov::hideUnrelatedOptions(category);
  ov::parseToolOptions(argc, argv, "ov-compile: ov model -> module\n");
  if (std::string problem = ov::checkScopedOptions(targetScopedOptions(),
                                                   "--target", target->name);
      !problem.empty())
    return fail(problem);
  // A bad value of an option the target takes (--gpu-chip) is one line
  // before the model is read.
  if (target->verifyOptions)
    if (std::string problem = target->verifyOptions(compileOptions());
        !problem.empty())
      return fail(problem);
  if (optLevel > 3)
    return fail("-O takes 0 to 3");
  if (std::string problem = ov::checkEmptyPaths({&outputPath, &emitLLVM});
      !problem.empty())
    return fail(problem);
  for (const auto &folder : targetToolOptions.givenOutputFolders())
    if (std::string problem = ov::checkEmptyPaths({folder.option}, "folder");
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
  for (const auto &folder : targetToolOptions.givenOutputFolders())
    if (std::string problem =
            checkOutputFolder(*folder.option, folder.extension, inputs);
        !problem.empty())
      return fail(problem);
  // Devices and FIFOs would be read without end (ov::checkRegularFile).
  for (const std::string &input : inputs)
    if (std::string problem = ov::checkRegularFile(input); !problem.empty())
      return fail(problem);

  auto start = std::chrono::steady_clock::now();
  DialectRegistry registry;
  ov::registerCompileDriverDialects(registry);
  MLIRContext context(registry);
  // One line per error, at its file:line:col; no IR dumped as a note.
  context.printOpOnDiagnostic(false);
  ov::OneLineDiagnosticHandler diagnostics(&context, llvm::errs());
  // A missing or unreadable file is one line, ours; the loader printed any
  // other diagnostic.
  OwningOpRef<ModuleOp> module = ov::loadModel(inputPath, &context, error);
  if (!module)
    return error.empty() ? 1 : fail(error);

  ov::CompileOptions options = compileOptions();
  if (failed(ov::compileToSharedLibrary(*module, options, outputPath, error)))
    return error.empty() ? 1 : fail(error);
  if (timing && target->printKernelFacts)
    target->printKernelFacts(llvm::outs(), options, cpu);
  if (timing)
    llvm::outs() << llvm::formatv("timing: total {0:F1} ms\n",
                                  std::chrono::duration<double, std::milli>(
                                      std::chrono::steady_clock::now() - start)
                                      .count());
  return 0;
}
