// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ov-run.cpp - Run a compiled (or source) ov model -------------------===//
//
//   ov-run MODEL(.so|.mlir|.xml) [--target cpu|cuda|vulkan] [--input X.npy]...
//          [--output-dir D] [--threads T] [--cpu=NAME] [--cpu-features=+x]
//
// Inputs bind to the function's parameters in order; outputs are written as
// D/output_0.npy, D/output_1.npy, ... A source model is compiled first. Every
// failure ends with one line on stderr and exit code 1.
//
//===----------------------------------------------------------------------===//

#include "ov/OpenVINOIR/OpenVINOIR.h"
#include "ov/Pipelines/Pipelines.h"
#include "ov/Support/CommandLine.h"
#include "ov/Support/Printable.h"
#include "ov/Support/ToolFiles.h"
#include "ov/Target/CPU/TargetCPU.h"
#include "ov/Target/CompileDriver.h"
#include "ov/Target/TargetCommandLine.h"
#include "ovrt/Runtime.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <thread>

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory category("ov-run options");

static cl::opt<std::string> modelPath(cl::Positional,
                                      cl::desc("<MODEL.so|.mlir|.xml>"),
                                      cl::Required, cl::cat(category));
static cl::list<std::string> inputPaths("input",
                                        cl::desc("Input .npy, in order"),
                                        cl::value_desc("X.npy"),
                                        cl::cat(category));
static cl::opt<std::string> outputDir("output-dir",
                                      cl::desc("Where outputs go"),
                                      cl::init("."), cl::cat(category));
/// The targets ov-run offers: those whose modules say so in their
/// descriptor, which ov-run checks against --target (a cuda-emulated module
/// says cpu).
static bool namedInDescriptor(const ov::TargetDescription &target) {
  return target.descriptorTarget == target.name;
}
// The registered targets ov-run offers; an unknown value is an error listing
// them.
static cl::opt<const ov::TargetDescription *, false, ov::TargetParser>
    target("target",
           cl::desc("What a source model is compiled for, and what a compiled "
                    "module must have been compiled for"),
           ov::TargetValues{namedInDescriptor},
           cl::init(&ov::getDefaultTarget()), cl::cat(category));
// The options the targets declare themselves (cuda's --gpu-chip, ...), for
// source models; none that writes side outputs.
static ov::TargetToolOptions targetToolOptions(category,
                                               /*withOutputFolders=*/false);
static cl::opt<std::string> cpuName(
    "cpu",
    cl::desc("For source models: the CPU to compile for, an LLVM processor "
             "name or native (default; as ov-compile --cpu)"),
    cl::value_desc("NAME"), cl::init("native"), cl::cat(category));
static cl::opt<std::string> cpuFeatures(
    "cpu-features",
    cl::desc("For source models: CPU features on top of --cpu's (as "
             "ov-compile --cpu-features)"),
    cl::value_desc("+x,-y"), cl::init(""), cl::cat(category));
static cl::opt<std::string>
    functionName("function",
                 cl::desc("Function to run (default: the only one)"),
                 cl::cat(category));
static cl::opt<ov::CPULowering, false, ov::EnumParser<ov::CPULowering>>
    lowering("lowering", cl::desc("How a source model's ov ops are lowered"),
             ov::cpuLoweringValues(), cl::init(ov::CPULowering::Vector),
             cl::cat(category));
static cl::opt<bool> quiet("quiet", cl::desc("Print nothing on success"),
                           cl::cat(category));
static cl::opt<unsigned> benchmarkRuns(
    "benchmark",
    cl::desc("After the first run (whose outputs are written), run once "
             "untimed, then N timed times, and print the median, min and max "
             "time of Module::run in its steady state (N at most 10000): "
             "each run reuses the output storage the previous one "
             "released (the module's pool), so the timed runs allocate "
             "nothing"),
    cl::value_desc("N"), cl::init(0), cl::cat(category));
/// The most timed runs --benchmark takes: enough for a stable median of a
/// fast model, not hours of work by mistake (docs/usage.md).
constexpr unsigned kMaxBenchmarkRuns = 10000;
/// The most threads --threads accepts: a few times the hardware's, enough
/// to study oversubscription (within libovrt's own limit).
static unsigned maxThreads() {
  return std::min(4 * std::max(1u, std::thread::hardware_concurrency()), 1024u);
}

/// The one error line; control characters (from file names, --function,
/// the model) escaped.
static int fail(const llvm::Twine &message) {
  llvm::errs() << "ov-run: error: " << ov::printable(message.str()) << "\n";
  return 1;
}

/// Compiles a source model to the temporary shared library `so`; false with
/// `error` set, or empty when the loader or the compiler already printed its
/// one-line diagnostic.
static bool compileSource(StringRef path, ov::TemporaryFile &so,
                          std::string &error) {
  DialectRegistry registry;
  ov::registerCompileDriverDialects(registry);
  MLIRContext context(registry);
  // One line per error, as ov-compile prints them (escaped, at
  // file:line:col, no source excerpt, no IR dumped as a note).
  context.printOpOnDiagnostic(false);
  ov::OneLineDiagnosticHandler diagnostics(&context, llvm::errs());
  // A missing or unreadable file is one line, ours (`error`).
  OwningOpRef<ModuleOp> module = ov::loadModel(path, &context, error);
  if (!module)
    return false; // `error`, or the loader printed the diagnostic.
  if (std::error_code ec = so.create("ov-run", "so")) {
    error = ov::TemporaryFile::createError(ec);
    return false;
  }
  ov::CompileOptions options;
  options.target = target;
  options.targetOptions = targetToolOptions.given();
  options.cpu = cpuName;
  options.cpuFeatures = cpuFeatures;
  options.lowering = lowering;
  // On failure: `error`, or the compiler's diagnostic already printed.
  return succeeded(
      ov::compileToSharedLibrary(*module, options, so.path(), error));
}

/// The options that say how a source model is compiled, and the targets
/// each applies to (from the targets' descriptions): the one source of the
/// rules that such an option given for another target, or with a compiled
/// module (which is run as it was compiled), is an error. --cpu and
/// --cpu-features apply to every target (the host code's CPU).
static std::vector<ov::ScopedOption> compileOptions() {
  std::vector<ov::ToolOption> options{
      {lowering, ov::stringifyEnum(lowering.getValue()).str()},
      {cpuName, cpuName},
      {cpuFeatures, cpuFeatures}};
  // ToolOption holds a reference: appended one by one, never assigned.
  for (const ov::ToolOption &option : targetToolOptions.withValues())
    options.push_back(option);
  return ov::scopeToTargets(options, namedInDescriptor);
}

/// Whether `path` names a shared library: a `.so` name or ELF contents.
static bool isSharedLibrary(StringRef path) {
  if (path.ends_with(".so"))
    return true;
  char magic[4] = {};
  llvm::sys::fs::file_status status;
  if (llvm::sys::fs::status(path, status) ||
      !llvm::sys::fs::is_regular_file(status))
    return false;
  llvm::Expected<llvm::sys::fs::file_t> fd =
      llvm::sys::fs::openNativeFileForRead(path);
  if (!fd) {
    llvm::consumeError(fd.takeError());
    return false;
  }
  llvm::Expected<size_t> n = llvm::sys::fs::readNativeFile(
      *fd, llvm::MutableArrayRef<char>(magic, sizeof magic));
  llvm::sys::fs::closeFile(*fd);
  if (!n) {
    llvm::consumeError(n.takeError());
    return false;
  }
  return *n == sizeof magic && StringRef(magic, 4) == "\x7f"
                                                      "ELF";
}

/// A source model (and an OpenVINO model's .bin) is read whole into memory:
/// only from regular files, so that a device or an endless pipe is an error
/// instead of a process that grows until it dies. "" when fine.
static std::string checkSourceFiles(StringRef path) {
  if (std::string error = ov::checkRegularFile(path); !error.empty())
    return error;
  if (llvm::sys::path::extension(path).equals_insensitive(".xml")) {
    SmallString<128> bin(path);
    llvm::sys::path::replace_extension(bin, "bin");
    return ov::checkRegularFile(bin);
  }
  return "";
}

/// The files ov-run reads: the model (and an OpenVINO model's weights) and
/// the inputs.
static SmallVector<std::string> inputFiles() {
  SmallVector<std::string> files{modelPath};
  if (llvm::sys::path::extension(modelPath).equals_insensitive(".xml")) {
    SmallString<128> weights(modelPath);
    llvm::sys::path::replace_extension(weights, "bin");
    files.push_back(std::string(weights));
  }
  llvm::append_range(files, inputPaths);
  return files;
}

/// D/output_N.npy for each of the function's outputs.
static SmallVector<std::string> outputFiles(const ovrt::FunctionSpec &spec) {
  SmallVector<std::string> files;
  for (size_t i = 0; i < spec.outputs.size(); ++i) {
    SmallString<128> path(outputDir);
    llvm::sys::path::append(path, "output_" + std::to_string(i) + ".npy");
    files.push_back(std::string(path));
  }
  return files;
}

/// An output that is one of ov-run's inputs (the same file by device and
/// inode, through links, hard links or other spellings) is an error before
/// any file is opened for writing. A folder --output-dir that does not exist
/// yet holds no input.
static std::string checkOutputs(const ovrt::FunctionSpec &spec) {
  if (!llvm::sys::fs::is_directory(outputDir))
    return "";
  std::string error;
  if (failed(ov::checkOutputPaths(inputFiles(), outputFiles(spec), error)))
    return error;
  return "";
}

/// The function to run: --function, or the module's only one.
static const ovrt::FunctionSpec *pickFunction(const ovrt::Module &module,
                                              std::string &error) {
  if (!functionName.empty()) {
    const ovrt::FunctionSpec *spec = module.function(functionName);
    if (!spec)
      error = "the module has no function '" + functionName + "'";
    return spec;
  }
  if (module.functions().size() != 1) {
    error = "the module has " + std::to_string(module.functions().size()) +
            " functions; choose one with --function";
    return nullptr;
  }
  return &module.functions().front();
}

/// Runs `spec` `runs` times and prints one line:
/// `benchmark: runs=N median_ms=X min_ms=Y max_ms=Z`.
static bool benchmark(const ovrt::Module &module,
                      const ovrt::FunctionSpec &spec,
                      const std::vector<ovrt::Tensor> &inputs, unsigned runs,
                      std::string &error) {
  // One untimed run first: its outputs, released, fill the module's pool
  // (the first run's are still alive), so every timed run reuses storage.
  if (auto outputs = module.run(spec.name, inputs); !outputs.ok()) {
    error = outputs.error();
    return false;
  }
  std::vector<double> times;
  for (unsigned i = 0; i < runs; ++i) {
    auto start = std::chrono::steady_clock::now();
    auto outputs = module.run(spec.name, inputs);
    auto end = std::chrono::steady_clock::now();
    if (!outputs.ok()) {
      error = outputs.error();
      return false;
    }
    times.push_back(
        std::chrono::duration<double, std::milli>(end - start).count());
  }
  std::sort(times.begin(), times.end());
  double median =
      runs % 2 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
  llvm::outs() << llvm::formatv(
      "benchmark: runs={0} median_ms={1:F3} min_ms={2:F3} max_ms={3:F3}\n",
      runs, median, times.front(), times.back());
  return true;
}

static std::string shapeString(const std::vector<int64_t> &dims) {
  return "[" +
         llvm::join(
             llvm::map_range(dims, [](int64_t d) { return std::to_string(d); }),
             ", ") +
         "]";
}

/// The counts the options give: --threads (when given, `threads`) and
/// --benchmark. "" when both are in range.
static std::string checkCounts(const cl::opt<int64_t> &threads) {
  // 0 is the unset default, never a value given.
  if (threads.getNumOccurrences() &&
      (threads < 1 || threads > int64_t(maxThreads())))
    return "--threads=" + std::to_string(threads) + " is not from 1 to " +
           std::to_string(maxThreads()) + " (4 x the " +
           std::to_string(std::max(1u, std::thread::hardware_concurrency())) +
           " hardware threads)";
  if (benchmarkRuns > kMaxBenchmarkRuns)
    return "--benchmark=" + std::to_string(benchmarkRuns) +
           " is more than the " + std::to_string(kMaxBenchmarkRuns) +
           " timed runs it allows";
  return "";
}

/// The options that depend on the model: the compile options apply to
/// source models only (and to their targets), and a bad --cpu or
/// --cpu-features is one line whatever the model. "" when all hold.
static std::string checkCompileOptions(bool source) {
  std::vector<ov::ScopedOption> scoped = compileOptions();
  if (std::string problem =
          ov::checkScopedOptions(scoped, "--target", target->name);
      !problem.empty())
    return problem;
  // And every one of them applies to source models only.
  for (ov::ScopedOption &option : scoped)
    option.appliesTo = {"models"};
  if (std::string problem = ov::checkScopedOptions(
          scoped, "source", source ? "models" : "a compiled module");
      !problem.empty())
    return problem + " ('" + modelPath + "')";
  std::string error;
  if (ov::TargetCPU cpu;
      !ov::resolveTargetCPU(cpuName, cpuFeatures, cpu, error))
    return error;
  return "";
}

/// The module to run: `modelPath`, or a source model compiled into
/// `compiled` (removed at exit). Null with `error` set, or empty when the
/// compiler already printed its one-line diagnostic.
static std::shared_ptr<ovrt::Module>
loadModule(bool source, ov::TemporaryFile &compiled, std::string &error) {
  std::string soPath = modelPath;
  if (source) {
    if (error = checkSourceFiles(modelPath); !error.empty())
      return nullptr;
    if (!compileSource(modelPath, compiled, error))
      return nullptr;
    soPath = compiled.path().str();
  }
  auto module = ovrt::Module::load(soPath);
  if (!module.ok()) {
    error = module.error();
    return nullptr;
  }
  std::string compiledFor = (*module)->descriptor().target;
  if (compiledFor != target->descriptorTarget) {
    error = modelPath + ": the module was compiled for --target " +
            compiledFor + ", not " + target->name.str();
    return nullptr;
  }
  return *module;
}

/// The inputs of `spec`, read from --input: regular files only (a FIFO
/// would block ov-run until a writer comes, a device never ends), read with
/// the declared dtype so that bf16 (stored as <u2) binds. False with
/// `error` set.
static bool readInputs(const ovrt::FunctionSpec &spec,
                       std::vector<ovrt::Tensor> &inputs, std::string &error) {
  for (auto [i, path] : llvm::enumerate(inputPaths)) {
    std::string problem = ov::checkRegularFile(path);
    auto tensor =
        problem.empty()
            ? ovrt::loadNpy(path, spec.inputs[i].dtype)
            : ovrt::Result<ovrt::Tensor>(ovrt::Status::error(problem));
    if (!tensor.ok()) {
      error = llvm::formatv("input {0}: {1}", i + 1, tensor.error()).str();
      return false;
    }
    inputs.push_back(tensor.take());
  }
  return true;
}

/// saveNpy's error about the temporary `temp`, told of `path`: the same
/// "PATH: PROBLEM" line, without saveNpy's note on what it left of the
/// temporary (`path` itself is as it was).
static std::string aboutTarget(StringRef message, StringRef temp,
                               StringRef path) {
  StringRef problem = message;
  if (temp == path || !problem.consume_front(temp))
    return message.str();
  problem.consume_back(" (the previous file is unchanged)");
  return (path + problem).str();
}

/// Writes D/output_N.npy, each through a temporary beside it renamed over
/// it once complete (a signal or a failed write leaves the previous file),
/// and prints a line per output unless --quiet. False with `error` set.
static bool writeOutputs(const std::vector<ovrt::Tensor> &outputs,
                         std::string &error) {
  if (std::error_code ec = llvm::sys::fs::create_directories(outputDir)) {
    error = "cannot create " + outputDir + ": " + ec.message();
    return false;
  }
  for (auto [i, tensor] : llvm::enumerate(outputs)) {
    SmallString<128> path(outputDir);
    llvm::sys::path::append(path, "output_" + std::to_string(i) + ".npy");
    ov::AtomicOutputFile file;
    if (!file.open(path, error))
      return false;
    ovrt::Status status = ovrt::saveNpy(file.writePath().str(), tensor);
    if (!status.ok()) {
      error = aboutTarget(status.message(), file.writePath(), path);
      return false;
    }
    if (!file.commit(error))
      return false;
    if (!quiet)
      llvm::outs() << llvm::formatv(
          "output_{0}: {1} {2} -> {3}\n", i, ovrt::dtypeName(tensor.dtype()),
          shapeString(tensor.shape()), ov::printable(path));
  }
  return true;
}

/// Runs the function of `module` on the inputs, benchmarks it if asked and
/// writes its outputs. False with `error` set.
static bool runModule(const ovrt::Module &module, std::string &error) {
  const ovrt::FunctionSpec *spec = pickFunction(module, error);
  if (!spec)
    return false;
  if (inputPaths.size() != spec->inputs.size()) {
    error = llvm::formatv("function '{0}' takes {1} inputs, got {2}",
                          spec->name, spec->inputs.size(), inputPaths.size())
                .str();
    return false;
  }
  if (error = checkOutputs(*spec); !error.empty())
    return false;
  std::vector<ovrt::Tensor> inputs;
  if (!readInputs(*spec, inputs, error))
    return false;
  // The first run doubles as the benchmark's warm-up.
  auto outputs = module.run(spec->name, inputs);
  if (!outputs.ok()) {
    error = outputs.error();
    return false;
  }
  if (benchmarkRuns > 0 &&
      !benchmark(module, *spec, inputs, benchmarkRuns, error))
    return false;
  return writeOutputs(*outputs, error);
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  ov::reportFileSizeLimitAsWriteError();
  // libLLVM registers a `threads` option of its own, which ov-run does not
  // use: ours takes its name, so it is created once that one is gone.
  if (cl::Option *llvmThreads = cl::getRegisteredOptions().lookup("threads"))
    llvmThreads->removeArgument();
  // Signed, so that a negative count is out of range rather than a
  // malformed number.
  cl::opt<int64_t> threads(
      "threads",
      cl::desc("Threads of libovrt's pool for the run, from 1 to 4 x the "
               "hardware threads (default: OVRT_NUM_THREADS, else the "
               "hardware threads); 1 creates no thread"),
      cl::value_desc("T"), cl::init(0), cl::cat(category));
  ov::hideUnrelatedOptions(category);
  ov::parseToolOptions(argc, argv, "ov-run: run an ov model\n");
  if (std::string problem = checkCounts(threads); !problem.empty())
    return fail(problem);
  if (threads > 0)
    if (ovrt::Status s = ovrt::setNumThreads(int32_t(threads)); !s)
      return fail(s.message());
  if (std::string problem = ov::checkEmptyPaths({&outputDir}, "folder");
      !problem.empty())
    return fail(problem);
  // A shared library is always a module: one that is not an ov module is an
  // error from the runtime, never parsed as MLIR.
  bool source = !isSharedLibrary(modelPath);
  if (std::string problem = checkCompileOptions(source); !problem.empty())
    return fail(problem);
  std::string error;
  ov::TemporaryFile compiled;
  std::shared_ptr<ovrt::Module> module = loadModule(source, compiled, error);
  if (!module)
    return error.empty() ? 1 : fail(error);
  if (!runModule(*module, error))
    return fail(error);
  return 0;
}
