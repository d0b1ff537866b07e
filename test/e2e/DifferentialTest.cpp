// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DifferentialTest.cpp - Compiled ops vs the naive reference ---------===//
//
// Generates random MaxPool-1, MaxPool-8 and ROIAlign-3 configurations from a
// fixed seed, writes each as an MLIR function (many per module, to amortise
// compile time), compiles every module in-process through the selected
// lowerings (ov-to-affine, ov-to-linalg and ov-to-vector) into a shared
// library, runs each function with libovrt on random inputs and compares
// every output element with Reference.cpp, bit for bit (NaN equals NaN).
//
// This file is the harness the tests share (DifferentialTest.h): the
// environment, and compiling, running and checking batches of cases; the
// case generation helpers are in DifferentialCases.cpp. Each family's random
// cases and directed tests are in its own file (MaxPoolTest.cpp,
// AvgPoolTest.cpp, ROIAlignTest.cpp), the tests across families in
// CrossFamilyTest.cpp.
//
// Environment:
//   OV_E2E_SEED=N        the seed (default 20261122)
//   OV_E2E_CONFIGS=N     random configurations per path (default 2000;
//                        about 2/3 MaxPool, 1/3 ROIAlign)
//   OV_E2E_PATHS=LIST    lowerings to test (default
//                        "affine,linalg,vector,gpu-emu,cuda,vulkan"; the
//                        default lowering is vector; "cuda" is the CUDA target,
//                        skipped with a message when libovrt finds no CUDA
//                        driver or device; "gpu-emu" runs the CUDA target's
//                        kernels on the CPU, `--target cuda-emulated`;
//                        "vulkan" is the Vulkan target, run on the first
//                        Vulkan device (CI: Mesa's lavapipe), skipped with a
//                        message without one)
//   OV_E2E_VULKAN_CONFIGS=N  random configurations on the vulkan path
//                        (default 240: lavapipe runs on the CPU)
//   OV_E2E_GPU_CHIP=sm_XX  the chip the cuda path compiles for (default sm_90)
//   OV_E2E_PTX_CONFIGS=N  MaxPool configurations whose PTX ptxas assembles
//                        for sm_90 and sm_80 (half as many ROIAlign; default
//                        40; skipped without ptxas or the cuda path)
//   OV_E2E_FUNCS=N       functions per compiled module (default 50: CPU
//                        time per function is flat from 10 to 400)
//   OV_E2E_JOBS=N        modules compiled at once (default: hardware threads)
//   OV_E2E_ROI_INTEGERS  "rounded" (default) or "exact": how the reference
//                        takes f16/bf16 ROIAlign's nx, ny in dx = bin_w / nx
//                        and y_low in y - y_low (Reference.h)
//   OV_E2E_ONLY=K:I      only case I of kind K (maxpool or roialign)
//   OV_E2E_DUMP=DIR      write each failing case as DIR/KIND_I.mlir plus
//                        DIR/KIND_I_input_J.npy, runnable with ov-run
//   OV_E2E_VERBOSE=1     print every module's compile and run times
//   OV_E2E_TIMING=1      print the compiler's stage times per module
//   OV_E2E_DRY_RUN=1     only generate the cases, list them and print their
//                        coverage
//
//===----------------------------------------------------------------------===//

#include "DifferentialTest.h"

#include "AvgPoolReference.h"
#include "Reference.h"

#include "ov/Target/CompileDriver.h"
#include "ovrt/Runtime.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace ove2e {

//===----------------------------------------------------------------------===//
// Environment
//===----------------------------------------------------------------------===//

uint64_t envNumber(const char *name, uint64_t fallback) {
  const char *text = std::getenv(name);
  if (!text || !*text)
    return fallback;
  char *end = nullptr;
  unsigned long long value = std::strtoull(text, &end, 0);
  if (*end) {
    std::fprintf(stderr, "[e2e] ignoring %s=%s (not a number)\n", name, text);
    return fallback;
  }
  return value;
}

uint64_t seed() { return envNumber("OV_E2E_SEED", 20261122); }
int64_t totalConfigs() { return int64_t(envNumber("OV_E2E_CONFIGS", 2000)); }
int64_t functionsPerModule() {
  int64_t n = int64_t(envNumber("OV_E2E_FUNCS", 50));
  return n < 1 ? 1 : n;
}
bool verbose() { return envNumber("OV_E2E_VERBOSE", 0) != 0; }

/// OV_E2E_ROI_INTEGERS: "rounded" (default: OpenVINO's static_cast<T>, as
/// its reference/roi_align.hpp does and the compiler follows) or "exact" for
/// ROIAlign's f16/bf16 sample counts and integer neighbours (see
/// ROIAlignIntegers).
ROIAlignIntegers roiAlignIntegers() {
  const char *text = std::getenv("OV_E2E_ROI_INTEGERS");
  return text && std::string(text) == "exact" ? ROIAlignIntegers::ExactF32
                                              : ROIAlignIntegers::RoundedToT;
}

/// The lowerings tested: all three (vector is ov-compile's default) unless
/// OV_E2E_PATHS lists some.
bool pathSelected(const std::string &path) {
  const char *text = std::getenv("OV_E2E_PATHS");
  if (!text || !*text)
    return path == "affine" || path == "linalg" || path == "vector" ||
           path == "gpu-emu" || path == "cuda" || path == "vulkan";
  std::stringstream list(text);
  std::string item;
  while (std::getline(list, item, ','))
    if (item == path)
      return true;
  return false;
}

/// OV_E2E_ONLY=kind:index: whether case `index` of `kind` should run.
bool caseSelected(const std::string &kind, int64_t index) {
  const char *text = std::getenv("OV_E2E_ONLY");
  if (!text || !*text)
    return true;
  std::string only(text);
  size_t colon = only.find(':');
  if (colon == std::string::npos)
    return only == kind;
  return only.substr(0, colon) == kind &&
         std::to_string(index) == only.substr(colon + 1);
}

//===----------------------------------------------------------------------===//
// Compiling and running
//===----------------------------------------------------------------------===//

/// The compile options of lowering `path`; false for an unknown path.
static bool optionsForPath(const std::string &path,
                           mlir::ov::CompileOptions &options) {
  if (path == "cuda") {
    // The CUDA target: the same ABI, kernels on the GPU.
    options.target = mlir::ov::lookupTarget("cuda");
    const char *chip = std::getenv("OV_E2E_GPU_CHIP");
    options.targetOptions["gpu-chip"] = chip && *chip ? chip : "sm_90";
    return true;
  }
  if (path == "vulkan") {
    // The Vulkan target: SPIR-V kernels on a Vulkan device.
    options.target = mlir::ov::lookupTarget("vulkan");
    return true;
  }
  if (path == "gpu-emu") {
    // The CUDA target's kernels, executed on the CPU thread by thread.
    options.target = mlir::ov::lookupTarget("cuda-emulated");
    return true;
  }
  std::optional<mlir::ov::CPULowering> lowering =
      mlir::ov::symbolizeCPULowering(path);
  if (!lowering)
    return false;
  options.lowering = *lowering;
  return true;
}

/// Parses `text` and compiles it with ov::compileToSharedLibrary into
/// `soPath`. Returns the error text (diagnostics included), "" on success.
std::string compileText(const std::string &text,
                        const mlir::ov::CompileOptions &options,
                        const std::string &soPath,
                        const std::string &bufferName, bool threaded) {
  mlir::DialectRegistry registry;
  mlir::ov::registerCompileDriverDialects(registry);
  mlir::MLIRContext context(registry,
                            threaded ? mlir::MLIRContext::Threading::ENABLED
                                     : mlir::MLIRContext::Threading::DISABLED);
  std::string diagnostics;
  mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
    llvm::raw_string_ostream os(diagnostics);
    os << d.getLocation() << ": " << d << "\n";
    for (const mlir::Diagnostic &note : d.getNotes())
      os << "  note: " << note.getLocation() << ": " << note << "\n";
    return mlir::success();
  });
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(text, &context, bufferName);
  if (!module)
    return "parse error:\n" + diagnostics;
  std::string error;
  if (mlir::failed(
          mlir::ov::compileToSharedLibrary(*module, options, soPath, error)))
    return "compile error: " + error + "\n" + diagnostics;
  return "";
}

/// Compiles `text` through lowering `path` into `soPath`, then loads it (the
/// ov-run flow, in process).
CompileResult compileAndLoad(const std::string &text, const std::string &path,
                             const std::string &soPath,
                             const std::string &bufferName, bool threaded) {
  CompileResult result;
  mlir::ov::CompileOptions options;
  if (!optionsForPath(path, options)) {
    result.error = "this compiler has no lowering '" + path + "'";
    return result;
  }
  if (envNumber("OV_E2E_TIMING", 0))
    options.timingStream = &llvm::errs();
  result.error = compileText(text, options, soPath, bufferName, threaded);
  if (!result.error.empty())
    return result;
  ovrt::Result<std::shared_ptr<ovrt::Module>> loaded =
      ovrt::Module::load(soPath);
  if (!loaded) {
    result.error = "load error: " + loaded.error();
    return result;
  }
  result.module = loaded.take();
  return result;
}

static std::string firstLines(const std::string &text, int lines) {
  std::string out;
  std::stringstream in(text);
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    if (n++ == lines) {
      out += "  ...\n";
      break;
    }
    out += "  " + line + "\n";
  }
  return out;
}

/// "[1, 0, 2]": the coordinates of flat index i in `shape`.
std::string coordinates(const std::vector<int64_t> &shape, int64_t i) {
  std::vector<int64_t> coords(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    int64_t extent = shape[d] ? shape[d] : 1;
    coords[d] = i % extent;
    i /= extent;
  }
  return join(coords);
}

static std::string inputSummary(const Case &c) {
  std::string s;
  for (size_t i = 0; i < c.inputs.size(); ++i) {
    const Tensor &t = c.inputs[i];
    s += "  input " + std::to_string(i + 1) + ": " + t.typeString();
    if (t.numElements() <= 64) {
      s += " = {";
      for (int64_t e = 0; e < t.numElements(); ++e)
        s += (e ? ", " : "") + formatElement(t, e);
      s += "}";
    }
    s += "\n";
  }
  return s;
}

/// Writes the case as DIR/KIND_I.mlir and its inputs as .npy files.
static void dumpCase(const Case &c) {
  const char *dir = std::getenv("OV_E2E_DUMP");
  if (!dir || !*dir)
    return;
  llvm::sys::fs::create_directories(dir);
  std::string base =
      std::string(dir) + "/" + c.kind + "_" + std::to_string(c.index);
  std::error_code ec;
  llvm::raw_fd_ostream os(base + ".mlir", ec);
  if (!ec)
    os << c.functionText(c.kind + "_" + std::to_string(c.index));
  for (size_t i = 0; i < c.inputs.size(); ++i)
    (void)ovrt::saveNpy(base + "_input_" + std::to_string(i) + ".npy",
                        c.inputs[i]);
}

/// Statistics of one test (one kind on one path).
struct Stats {
  int64_t cases = 0, functions = 0, modules = 0, passed = 0, failed = 0;
  int64_t rejectedAsExpected = 0, compileFailures = 0, reported = 0;
  double compileSeconds = 0, runSeconds = 0, generateSeconds = 0;
};

constexpr int64_t kMaxReports = 12;

static std::string reproHeader(const Case &c, const std::string &path,
                               const std::string &name) {
  std::ostringstream os;
  os << "[e2e] " << c.kind << " case " << c.index << " (seed " << seed()
     << ", path " << path << ", function @" << name << ")\n"
     << "  config: " << c.description << "\n"
     << "  rerun: OV_E2E_SEED=" << seed() << " OV_E2E_ONLY=" << c.kind << ":"
     << c.index << " OV_E2E_PATHS=" << path << "\n"
     << "MLIR:\n"
     << c.functionText(name) << inputSummary(c);
  return os.str();
}

/// Runs case `c` (function `name` of `module`) and compares its outputs.
static void checkCase(const ovrt::Module &module, const std::string &name,
                      const Case &c, const std::string &path, Stats &stats) {
  auto report = [&](const std::string &what) {
    ++stats.failed;
    dumpCase(c);
    if (stats.reported++ < kMaxReports)
      ADD_FAILURE() << reproHeader(c, path, name) << what;
    else
      ADD_FAILURE() << "[e2e] " << c.kind << " case " << c.index
                    << " failed too (" << c.description
                    << "); details after the first " << kMaxReports
                    << " reports only with OV_E2E_ONLY";
  };
  ovrt::Result<std::vector<Tensor>> outputs = module.run(name, c.inputs);
  if (!c.rejectKeyword.empty()) {
    if (outputs.ok())
      return report("expected the module to reject the inputs (" +
                    c.rejectReason + "), but it ran\n");
    if (outputs.error().find(c.rejectKeyword) == std::string::npos)
      return report("expected a rejection mentioning '" + c.rejectKeyword +
                    "' (" + c.rejectReason + "), got: " + outputs.error() +
                    "\n");
    if (outputs.error().find(c.rejectBox) == std::string::npos)
      return report("expected the rejection to name '" + c.rejectBox + "' (" +
                    c.rejectReason + "), got: " + outputs.error() + "\n");
    ++stats.passed;
    ++stats.rejectedAsExpected;
    return;
  }
  if (!outputs.ok())
    return report("run failed: " + outputs.error() + "\n");
  if (outputs->size() != c.expected.size())
    return report("expected " + std::to_string(c.expected.size()) +
                  " outputs, got " + std::to_string(outputs->size()) + "\n");
  std::string problems;
  for (size_t o = 0; o < c.expected.size(); ++o) {
    const Tensor &want = c.expected[o];
    const Tensor &got = (*outputs)[o];
    std::string label =
        "output " + std::to_string(o + 1) + " (" + c.outputNames[o] + ")";
    if (got.dtype() != want.dtype() || got.shape() != want.shape()) {
      problems += "  " + label + ": expected " + want.typeString() + ", got " +
                  got.typeString() + "\n";
      continue;
    }
    int64_t differing = 0;
    std::string listed;
    for (int64_t i = 0; i < want.numElements(); ++i) {
      if (sameElement(want, got, i))
        continue;
      if (differing++ < 8)
        listed += "    at " + coordinates(want.shape(), i) + ": expected " +
                  formatElement(want, i) + ", got " + formatElement(got, i) +
                  "\n";
    }
    if (differing)
      problems += "  " + label + " " + want.typeString() + ": " +
                  std::to_string(differing) + " of " +
                  std::to_string(want.numElements()) +
                  " elements differ; first ones:\n" + listed;
  }
  if (!problems.empty())
    return report(problems);
  ++stats.passed;
}

/// How many modules compile at once (OV_E2E_JOBS; default: the number of
/// hardware threads).
static int64_t compileJobs() {
  int64_t hardware = int64_t(std::thread::hardware_concurrency());
  int64_t jobs = int64_t(
      envNumber("OV_E2E_JOBS", uint64_t(std::max<int64_t>(hardware, 1))));
  return std::max<int64_t>(jobs, 1);
}

/// One module's worth of cases and what compiling it gave.
struct ModuleBatch {
  int64_t number = 0;
  std::vector<Case> cases;
  std::string text;
  std::string soPath;
  CompileResult compiled;
  double compileSeconds = 0;
};

/// Generates `count` cases with `make`, compiles them `perModule` to a
/// module through `path` (several modules at once) and checks every one.
void runDifferential(const std::string &kind, const std::string &path,
                     int64_t count, Case (*make)(uint64_t, int64_t)) {
  TempDir dir;
  ASSERT_TRUE(dir.ok()) << "cannot create a temporary directory";
  Stats stats;
  int64_t perModule = functionsPerModule();
  uint64_t seedValue = seed();
  auto clock = [] { return std::chrono::steady_clock::now(); };
  auto seconds = [](auto a, auto b) {
    return std::chrono::duration<double>(b - a).count();
  };

  // Generate every case, then group them into modules by element type, so
  // that a type-specific compile or load failure takes down few others.
  auto t0 = clock();
  std::map<std::string, int64_t> coverage;
  std::vector<Case> all;
  for (int64_t i = 0; i < count; ++i) {
    if (!caseSelected(kind, i))
      continue;
    Case c = make(seedValue, i);
    if (c.text.empty()) {
      ADD_FAILURE() << "[e2e] " << kind << " case " << i << ": "
                    << c.description;
      continue;
    }
    for (const std::string &tag : c.tags)
      ++coverage[tag];
    all.push_back(std::move(c));
  }
  std::stable_sort(all.begin(), all.end(), [](const Case &a, const Case &b) {
    return a.inputs[0].dtype() < b.inputs[0].dtype();
  });
  stats.cases = int64_t(all.size());
  std::vector<ModuleBatch> batches;
  for (size_t start = 0; start < all.size(); start += size_t(perModule)) {
    ModuleBatch batch;
    batch.number = int64_t(batches.size());
    size_t end = std::min(all.size(), start + size_t(perModule));
    for (size_t i = start; i < end; ++i)
      batch.cases.push_back(std::move(all[i]));
    batch.text = "module {\n";
    for (size_t f = 0; f < batch.cases.size(); ++f)
      batch.text += batch.cases[f].functionText("f" + std::to_string(f));
    batch.text += "}\n";
    batch.soPath = dir.file(kind + "_" + path + "_" +
                            std::to_string(batch.number) + ".so");
    batches.push_back(std::move(batch));
  }
  stats.modules = int64_t(batches.size());
  auto t1 = clock();
  stats.generateSeconds = seconds(t0, t1);
  if (envNumber("OV_E2E_DRY_RUN", 0)) { // generate, list, count coverage
    for (const ModuleBatch &batch : batches)
      for (const Case &c : batch.cases)
        std::printf("[e2e] %s case %lld: %s\n", kind.c_str(),
                    (long long)c.index, c.description.c_str());
    batches.clear();
  }

  // Compile the modules, `jobs` at a time (one MLIR context each). LLVM's
  // target registry is filled here, before any thread uses it.
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  int64_t jobs = std::min<int64_t>(compileJobs(), int64_t(batches.size()));
  std::atomic<size_t> nextBatch{0};
  auto worker = [&] {
    for (size_t b; (b = nextBatch++) < batches.size();) {
      ModuleBatch &batch = batches[b];
      auto start = clock();
      batch.compiled = compileAndLoad(
          batch.text, path, batch.soPath,
          "e2e_" + kind + "_" + std::to_string(batch.number) + ".mlir",
          /*threaded=*/jobs <= 1);
      batch.compileSeconds = seconds(start, clock());
    }
  };
  if (jobs <= 1) {
    worker();
  } else {
    std::vector<std::thread> threads;
    for (int64_t j = 0; j < jobs; ++j)
      threads.emplace_back(worker);
    for (std::thread &t : threads)
      t.join();
  }
  auto t2 = clock();
  stats.compileSeconds = seconds(t1, t2);

  // Run and compare, module by module.
  int64_t compileErrorsShown = 0;
  for (ModuleBatch &batch : batches) {
    auto start = clock();
    const std::vector<Case> &cases = batch.cases;
    if (!batch.compiled.module) {
      ++stats.compileFailures;
      stats.failed += int64_t(cases.size());
      // Which cases the module held: "module 3 of maxpool (50 functions,
      // f16; cases 7, 19, ...)".
      std::string what =
          "module " + std::to_string(batch.number) + " of " + kind + " (" +
          std::to_string(cases.size()) + " functions, " +
          ovrt::dtypeName(cases.front().inputs[0].dtype()) + ".." +
          ovrt::dtypeName(cases.back().inputs[0].dtype()) + "; cases";
      for (size_t f = 0; f < cases.size(); ++f)
        what += (f ? ", " : " ") + std::to_string(cases[f].index);
      what += ")";
      if (compileErrorsShown++ >= 2) {
        ADD_FAILURE() << "[e2e] " << what << " failed to compile on path "
                      << path
                      << " too: " << firstLines(batch.compiled.error, 1);
        continue;
      }
      // Find the first function that fails to compile on its own.
      std::string culprit;
      for (size_t f = 0; f < cases.size() && culprit.empty(); ++f) {
        CompileResult one = compileAndLoad(
            "module {\n" + cases[f].functionText("f0") + "}\n", path,
            batch.soPath + ".one.so", "e2e_one.mlir", /*threaded=*/true);
        if (!one.module)
          culprit =
              reproHeader(cases[f], path, "f0") + firstLines(one.error, 30);
        one.module.reset();
        llvm::sys::fs::remove(batch.soPath + ".one.so");
      }
      ADD_FAILURE() << "[e2e] " << what << " failed to compile on path " << path
                    << ":\n"
                    << firstLines(batch.compiled.error, 30)
                    << (culprit.empty()
                            ? std::string("(every function compiles alone)\n")
                            : "first function failing alone:\n" + culprit);
      continue;
    }
    for (size_t f = 0; f < cases.size(); ++f)
      checkCase(*batch.compiled.module, "f" + std::to_string(f), cases[f], path,
                stats);
    batch.compiled.module.reset();
    llvm::sys::fs::remove(batch.soPath);
    double runSeconds = seconds(start, clock());
    stats.runSeconds += runSeconds;
    if (verbose())
      std::printf("[e2e] %s %s module %lld: %zu functions, "
                  "compile %.2f s, run %.2f s\n",
                  kind.c_str(), path.c_str(), (long long)batch.number,
                  cases.size(), batch.compileSeconds, runSeconds);
  }
  std::printf("[e2e] %s on %s: %lld configurations in %lld modules, %lld "
              "passed (%lld rejected as expected), %lld failed, %lld modules "
              "failed to compile; generate %.1f s, compile %.1f s (%lld "
              "jobs), run %.1f s (seed %llu)\n",
              kind.c_str(), path.c_str(), (long long)stats.cases,
              (long long)stats.modules, (long long)stats.passed,
              (long long)stats.rejectedAsExpected, (long long)stats.failed,
              (long long)stats.compileFailures, stats.generateSeconds,
              stats.compileSeconds, (long long)jobs, stats.runSeconds,
              (unsigned long long)seedValue);
  std::string coverageText;
  for (const auto &[tag, n] : coverage)
    coverageText +=
        (coverageText.empty() ? "" : ", ") + tag + ": " + std::to_string(n);
  std::printf("[e2e] %s coverage: %s\n", kind.c_str(), coverageText.c_str());
  std::fflush(stdout);
  EXPECT_EQ(stats.failed, 0);
}

/// OV_E2E_CONFIGS, or OV_E2E_VULKAN_CONFIGS on the vulkan path.
static int64_t pathConfigs(const std::string &path) {
  if (path == "vulkan")
    return int64_t(envNumber("OV_E2E_VULKAN_CONFIGS", 240));
  return totalConfigs();
}
int64_t maxPoolConfigs(const std::string &path) {
  return (pathConfigs(path) * 2 + 2) / 3;
}
int64_t roiAlignConfigs(const std::string &path) {
  return pathConfigs(path) - maxPoolConfigs(path);
}
/// AvgPool runs a quarter of the configurations on its own.
int64_t avgPoolConfigs(const std::string &path) {
  return (pathConfigs(path) + 3) / 4;
}

/// Why the vulkan path cannot run here ("" when it can): a small module
/// compiled for Vulkan and run once. Probed once per process.
static const std::string &vulkanUnavailable() {
  static const std::string reason = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    TempDir dir;
    CompileResult probe = compileAndLoad(
        "func.func @f(%x: tensor<1x1x2x2xf32>) -> tensor<1x1x1x1xf32> {\n"
        "  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] "
        "pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x1x2x2xf32> -> "
        "tensor<1x1x1x1xf32>\n"
        "  return %0 : tensor<1x1x1x1xf32>\n}\n",
        "vulkan", dir.file("probe.so"), "vulkan_probe.mlir");
    if (!probe.module)
      return firstLines(probe.error, 1);
    std::vector<Tensor> in;
    in.push_back(Tensor::fromVector(DType::F32, {1, 1, 2, 2},
                                    std::vector<float>{1, 2, 3, 4})
                     .take());
    ovrt::Result<std::vector<Tensor>> out = probe.module->run("f", in);
    return out.ok() ? std::string() : out.error();
  }();
  return reason;
}

//===----------------------------------------------------------------------===//
// The tests, once per lowering
//===----------------------------------------------------------------------===//

void E2E::SetUp() {
  const std::string &path = GetParam();
  if (!pathSelected(path))
    GTEST_SKIP() << "path " << path << " not in OV_E2E_PATHS";
  if (path == "vulkan" && !vulkanUnavailable().empty())
    GTEST_SKIP() << "Vulkan execution test skipped: " << vulkanUnavailable();
  if (path != "cuda")
    return;
  ovrt::Status driver = ovrt::cudaDriverStatus();
  if (!driver.ok())
    GTEST_SKIP() << "GPU execution test skipped: " << driver.message()
                 << " (the CUDA target's compile-only tests run in lit)";
}

/// Compiles `text` on the test's path; fails the test when it does not.
std::shared_ptr<ovrt::Module> compileDirected(const std::string &text,
                                              const std::string &path,
                                              const TempDir &dir,
                                              const std::string &name) {
  CompileResult compiled =
      compileAndLoad(text, path, dir.file(name + ".so"), name + ".mlir");
  EXPECT_TRUE(compiled.module) << compiled.error << "MLIR:\n" << text;
  return compiled.module;
}

INSTANTIATE_TEST_SUITE_P(Path, E2E,
                         ::testing::Values("affine", "linalg", "vector",
                                           "gpu-emu", "cuda", "vulkan"),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           // gtest names take no '-': gpu_emu.
                           std::string name = info.param;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

} // namespace ove2e
