// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- IRFuzzer.cpp - libFuzzer target over ov IR: parse to LLVM IR -------===//
//
// Each input drives a structure-aware generator (FuzzedDataProvider) that
// writes a function holding one ov.max_pool_v1, ov.max_pool_v8/v14,
// ov.avg_pool_v1/v14/v16 or ov.roi_align_v3/v9 with random ranks, dims, element
// types and attribute values drawn mostly from the extremes (0, negative, 2^31,
// 2^62, INT64_MAX, ...). One input in eight is instead parsed as raw MLIR text,
// so that mutations of the textual seeds reach the parser's corners too.
// The ROIAlign generator also writes ov.roi_align_rotated_v15 and
// ov.roi_pooling_v2.
//
// The text goes through everything a compiler embedding ov-mlir runs on it:
// parse (which verifies), ov-infer-shapes, the ABI pass, one of the three CPU
// lowerings or the CUDA one (kernels to PTX) to the LLVM dialect, and
// translation to LLVM IR. Properties:
//   - nothing crashes, hangs, leaks or trips ASan/UBSan;
//   - every rejection comes with a diagnostic or an error message;
//   - a module the parser accepts and shape inference completes is lowered
//     all the way (a verified op that cannot be compiled is a bug).
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CompileDriver.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

using namespace mlir;

namespace {

constexpr int64_t kInt64Max = std::numeric_limits<int64_t>::max();
constexpr int64_t kInt64Min = std::numeric_limits<int64_t>::min();

/// Attribute values and dims: small ones that make valid ops, and the edges
/// of every integer width the shape arithmetic goes through.
int64_t pickInteger(FuzzedDataProvider &in) {
  static constexpr int64_t kEdges[] = {0,
                                       -1,
                                       -2,
                                       (int64_t(1) << 31) - 1,
                                       int64_t(1) << 31,
                                       int64_t(1) << 32,
                                       int64_t(1) << 62,
                                       kInt64Max,
                                       kInt64Max - 1,
                                       kInt64Min,
                                       kInt64Min + 1,
                                       -(int64_t(1) << 31)};
  if (in.ConsumeBool())
    return in.ConsumeIntegralInRange<int64_t>(1, 9);
  if (in.ConsumeBool())
    return in.PickValueInArray(kEdges);
  return in.ConsumeIntegral<int64_t>();
}

std::string pickDim(FuzzedDataProvider &in) {
  if (in.ConsumeProbability<float>() < 0.2f)
    return "?";
  int64_t dim = pickInteger(in);
  // Negative static dims are not types at all; make them zero or '?' so that
  // the generator mostly writes parsable IR.
  if (dim < 0)
    return in.ConsumeBool() ? "0" : "?";
  return std::to_string(dim);
}

std::string pickElementType(FuzzedDataProvider &in, bool integerFirst) {
  static constexpr const char *kFloats[] = {"f32", "f16", "bf16", "f64"};
  static constexpr const char *kIntegers[] = {"i8",  "i16",  "i32", "i64",
                                              "ui8", "si32", "ui64"};
  static constexpr const char *kOdd[] = {"i1",           "index", "f8E4M3FN",
                                         "complex<f32>", "i128",  "f80"};
  float p = in.ConsumeProbability<float>();
  if (p < 0.1f)
    return in.PickValueInArray(kOdd);
  bool integer = (p < 0.55f) == integerFirst;
  return integer ? in.PickValueInArray(kIntegers)
                 : in.PickValueInArray(kFloats);
}

std::string tensorType(const std::vector<std::string> &dims,
                       const std::string &element) {
  std::string type = "tensor<";
  for (const std::string &dim : dims)
    type += dim + "x";
  return type + element + ">";
}

std::string randomTensor(FuzzedDataProvider &in, size_t rank,
                         const std::string &element) {
  std::vector<std::string> dims;
  for (size_t i = 0; i < rank; ++i)
    dims.push_back(pickDim(in));
  return tensorType(dims, element);
}

/// A result type: mostly every dim dynamic (always compatible), sometimes
/// random static dims or another rank (which the verifier must reject).
std::string resultTensor(FuzzedDataProvider &in, size_t rank,
                         const std::string &element) {
  if (in.ConsumeProbability<float>() < 0.7f)
    return tensorType(std::vector<std::string>(rank, "?"), element);
  if (in.ConsumeBool())
    rank = in.ConsumeIntegralInRange<size_t>(0, 6);
  return randomTensor(in, rank, element);
}

std::string intArray(FuzzedDataProvider &in, size_t size) {
  if (in.ConsumeProbability<float>() < 0.1f)
    size = in.ConsumeIntegralInRange<size_t>(0, 4);
  std::string text = "[";
  for (size_t i = 0; i < size; ++i)
    text += (i ? ", " : "") + std::to_string(pickInteger(in));
  return text + "]";
}

std::string poolAttributes(FuzzedDataProvider &in, size_t spatial) {
  return " kernel = " + intArray(in, spatial) +
         " strides = " + intArray(in, spatial) +
         " pads_begin = " + intArray(in, spatial) +
         " pads_end = " + intArray(in, spatial);
}

std::string optionalPoolAttributes(FuzzedDataProvider &in) {
  static constexpr const char *kRounding[] = {"floor", "ceil", "ceil_torch",
                                              "round"};
  static constexpr const char *kAutoPad[] = {"explicit", "valid", "same_upper",
                                             "same_lower", "notapad"};
  std::string text;
  if (in.ConsumeBool())
    text += std::string(" rounding_type = ") + in.PickValueInArray(kRounding);
  if (in.ConsumeBool())
    text += std::string(" auto_pad = ") + in.PickValueInArray(kAutoPad);
  return text;
}

std::string maxPool(FuzzedDataProvider &in, bool v8) {
  size_t rank = in.ConsumeProbability<float>() < 0.9f
                    ? in.ConsumeIntegralInRange<size_t>(3, 5)
                    : in.ConsumeIntegralInRange<size_t>(0, 7);
  size_t spatial = rank >= 2 ? rank - 2 : 0;
  std::string element = pickElementType(in, /*integerFirst=*/false);
  std::string input = randomTensor(in, rank, element);
  std::string output = resultTensor(in, rank, element);
  std::string op = poolAttributes(in, spatial);
  std::string indexType = in.ConsumeBool() ? "i32" : "i64";
  if (!v8) {
    op += optionalPoolAttributes(in);
    return "func.func @f(%x: " + input + ") -> " + output +
           " {\n  %0 = ov.max_pool_v1 %x" + op + " : " + input + " -> " +
           output + "\n  return %0 : " + output + "\n}\n";
  }
  if (in.ConsumeBool())
    op += " dilations = " + intArray(in, spatial);
  op += optionalPoolAttributes(in);
  if (in.ConsumeBool()) {
    if (in.ConsumeProbability<float>() < 0.1f)
      indexType = pickElementType(in, /*integerFirst=*/true);
    op += " index_element_type = " + indexType;
  } else {
    indexType = "i64";
  }
  if (in.ConsumeBool())
    op += " axis = " + std::to_string(in.ConsumeBool()
                                          ? in.ConsumeIntegralInRange<int64_t>(
                                                -int64_t(rank) - 1, rank)
                                          : pickInteger(in));
  std::string indices = resultTensor(in, rank, indexType);
  // MaxPool-14 takes the same attributes (and ceil_torch).
  std::string version = in.ConsumeBool() ? "14" : "8";
  return "func.func @f(%x: " + input + ") -> (" + output + ", " + indices +
         ") {\n  %0, %1 = ov.max_pool_v" + version + " %x" + op + " : " +
         input + " -> " + output + ", " + indices +
         "\n  return %0, %1 : " + output + ", " + indices + "\n}\n";
}

/// AvgPool-1/14/16: MaxPool-1's attributes, AvgPool-16's dilations and
/// exclude_pad (whose windows must not lie entirely in the padding),
/// integer element types first half the time (their mean divides as C
/// does).
std::string avgPool(FuzzedDataProvider &in) {
  size_t rank = in.ConsumeProbability<float>() < 0.9f
                    ? in.ConsumeIntegralInRange<size_t>(3, 5)
                    : in.ConsumeIntegralInRange<size_t>(0, 7);
  size_t spatial = rank >= 2 ? rank - 2 : 0;
  std::string element = pickElementType(in, /*integerFirst=*/in.ConsumeBool());
  std::string input = randomTensor(in, rank, element);
  std::string output = resultTensor(in, rank, element);
  std::string op = poolAttributes(in, spatial);
  static constexpr const char *kVersions[] = {"1", "14", "16"};
  std::string version = in.PickValueInArray(kVersions);
  if (version == "16" && in.ConsumeBool())
    op += " dilations = " + intArray(in, spatial);
  if (in.ConsumeBool())
    op +=
        std::string(" exclude_pad = ") + (in.ConsumeBool() ? "true" : "false");
  op += optionalPoolAttributes(in);
  return "func.func @f(%x: " + input + ") -> " + output +
         " {\n  %0 = ov.avg_pool_v" + version + " %x" + op + " : " + input +
         " -> " + output + "\n  return %0 : " + output + "\n}\n";
}

std::string floatLiteral(FuzzedDataProvider &in) {
  static constexpr const char *kEdges[] = {
      "0.0",        "-0.0",    "1.0",     "-1.0",       "0.25",
      "16.0",       "1.0e-45", "3.4e+38", "0x7F800000", "0xFF800000",
      "0x7FC00000", "1.0e+30", "-16.0"};
  if (in.ConsumeBool())
    return in.PickValueInArray(kEdges);
  return std::to_string(in.ConsumeFloatingPointInRange<float>(-64.0f, 64.0f));
}

std::string roiAlign(FuzzedDataProvider &in) {
  static constexpr const char *kModes[] = {"avg", "max", "sum"};
  size_t dataRank = in.ConsumeProbability<float>() < 0.9f
                        ? 4
                        : in.ConsumeIntegralInRange<size_t>(0, 6);
  std::string element = pickElementType(in, /*integerFirst=*/false);
  std::string data = randomTensor(in, dataRank, element);
  std::string roisElement = in.ConsumeProbability<float>() < 0.8f
                                ? element
                                : pickElementType(in, false);
  std::vector<std::string> roisDims = {pickDim(in),
                                       in.ConsumeBool() ? "4" : pickDim(in)};
  if (in.ConsumeProbability<float>() < 0.1f)
    roisDims.push_back(pickDim(in));
  std::string rois = tensorType(roisDims, roisElement);
  std::string batch = tensorType({in.ConsumeBool() ? roisDims[0] : pickDim(in)},
                                 pickElementType(in, /*integerFirst=*/true));
  std::string output = resultTensor(in, 4, element);
  std::string common = " pooled_h = " + std::to_string(pickInteger(in)) +
                       " pooled_w = " + std::to_string(pickInteger(in)) +
                       " sampling_ratio = " + std::to_string(pickInteger(in)) +
                       " spatial_scale = " + floatLiteral(in);
  std::string op = common + " mode = " + in.PickValueInArray(kModes);
  // ROIAlign-9: ROIAlign-3 plus aligned_mode.
  static constexpr const char *kAligned[] = {"asymmetric", "half_pixel_for_nn",
                                             "half_pixel", "pixel"};
  std::string version = "3";
  if (in.ConsumeBool()) {
    version = "9";
    if (in.ConsumeBool())
      op += std::string(" aligned_mode = ") + in.PickValueInArray(kAligned);
  }
  // ROIAlignRotated-15: the same operands with boxes of 5 values (drawn
  // last, so that earlier inputs keep their meaning).
  if (in.ConsumeProbability<float>() > 0.75f) {
    version = "rotated_v15";
    roisDims[1] = in.ConsumeBool() ? "5" : roisDims[1];
    rois = tensorType(roisDims, roisElement);
    op = common + (in.ConsumeBool() ? " clockwise_mode = true" : "");
  } else {
    version = "v" + version;
  }
  // ROIPooling-2: the same data with boxes of 5 values whose column 0 is
  // the batch index, no batch_indices operand, and a method (drawn last).
  if (in.ConsumeProbability<float>() > 0.8f) {
    static constexpr const char *kMethods[] = {"max", "bilinear", "avg"};
    roisDims[1] = in.ConsumeBool() ? "5" : roisDims[1];
    rois = tensorType(roisDims, roisElement);
    std::string pooling = " pooled_h = " + std::to_string(pickInteger(in)) +
                          " pooled_w = " + std::to_string(pickInteger(in)) +
                          " spatial_scale = " + floatLiteral(in) +
                          " method = \"" + in.PickValueInArray(kMethods) + "\"";
    return "func.func @f(%d: " + data + ", %r: " + rois + ") -> " + output +
           " {\n  %0 = ov.roi_pooling_v2 %d, %r" + pooling + " : " + data +
           ", " + rois + " -> " + output + "\n  return %0 : " + output +
           "\n}\n";
  }
  return "func.func @f(%d: " + data + ", %r: " + rois + ", %b: " + batch +
         ") -> " + output + " {\n  %0 = ov.roi_align_" + version +
         " %d, %r, %b" + op + " : " + data + ", " + rois + ", " + batch +
         " -> " + output + "\n  return %0 : " + output + "\n}\n";
}

std::string generate(FuzzedDataProvider &in) {
  switch (in.ConsumeIntegralInRange<int>(0, 3)) {
  case 0:
    return maxPool(in, /*v8=*/false);
  case 1:
    return maxPool(in, /*v8=*/true);
  case 3:
    return avgPool(in);
  default:
    return roiAlign(in);
  }
}

[[noreturn]] void fail(const char *property, const std::string &ir,
                       const std::string &detail) {
  llvm::errs() << "ov-ir-fuzzer: " << property << "\n--- IR:\n"
               << ir << "--- detail: " << detail << "\n";
  std::abort();
}

/// How inputs ended, printed at exit when OV_FUZZ_STATS is set: a generator
/// whose IR never verifies tests only the verifier.
struct Outcomes {
  uint64_t rejected = 0, compiled = 0;
  ~Outcomes() {
    if (std::getenv("OV_FUZZ_STATS"))
      llvm::errs() << "ov-ir-fuzzer: " << rejected << " rejected, " << compiled
                   << " compiled to LLVM IR\n";
  }
} outcomes;

const DialectRegistry &registry() {
  static DialectRegistry *registry = [] {
    auto *r = new DialectRegistry;
    ov::registerCompileDriverDialects(*r);
    return r;
  }();
  return *registry;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzedDataProvider in(data, size);
  bool raw = in.ConsumeIntegral<uint8_t>() % 8 == 0;
  // The three CPU lowerings, and the CUDA target (to PTX; no GPU needed).
  static constexpr std::pair<StringLiteral, ov::CPULowering> kPaths[] = {
      {"cpu", ov::CPULowering::Vector},
      {"cpu", ov::CPULowering::Linalg},
      {"cpu", ov::CPULowering::Affine},
      {"cuda", ov::CPULowering::Vector}};
  auto [targetName, lowering] = in.PickValueInArray(kPaths);
  ov::CompileOptions options;
  options.target = ov::lookupTarget(targetName);
  options.lowering = lowering;
  // The path's name in messages: the CPU lowering, or the target.
  std::string path = (options.target == &ov::getDefaultTarget()
                          ? ov::stringifyEnum(options.lowering)
                          : options.target->name)
                         .str();
  std::string ir = raw ? in.ConsumeRemainingBytesAsString() : generate(in);
  // OV_FUZZ_PRINT=1 shows what an input means (to turn a crash into a test).
  static const bool print = std::getenv("OV_FUZZ_PRINT") != nullptr;
  if (print)
    llvm::errs() << "--- " << path << ":\n" << ir;

  MLIRContext context(registry(), MLIRContext::Threading::DISABLED);
  std::string lastError;
  ScopedDiagnosticHandler quiet(&context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      lastError = diag.str();
    return success();
  });
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(ir, &context);
  if (!module) {
    ++outcomes.rejected;
    if (lastError.empty())
      fail("the parser rejected the IR without a diagnostic", ir, "");
    return 0;
  }
  llvm::LLVMContext llvmContext;
  std::string error;
  std::unique_ptr<llvm::Module> llvmModule =
      ov::lowerToLLVMIR(*module, options, llvmContext, error);
  if (llvmModule) {
    ++outcomes.compiled;
    return 0;
  }
  if (lastError.empty() && error.empty())
    fail("compilation failed without a diagnostic", ir, path);
  if (!raw)
    fail("a module that verifies failed to compile", ir,
         path + ": " + lastError + error);
  return 0;
}
