//===- DifferentialTest.cpp - Compiled ops vs the naive reference ---------===//
//
// Generates random MaxPool-1, MaxPool-8 and ROIAlign-3 configurations from a
// fixed seed, writes each as an MLIR function (many per module, to amortise
// compile time), compiles every module in-process through the selected
// lowerings (ov-to-affine, ov-to-linalg and ov-to-vector) into a shared
// library, runs each function with libovrt on random inputs and compares
// every output element with Reference.cpp, bit for bit (NaN equals NaN).
//
// Environment:
//   OV_E2E_SEED=N        the seed (default 20261122)
//   OV_E2E_CONFIGS=N     random configurations per path (default 2000;
//                        about 2/3 MaxPool, 1/3 ROIAlign)
//   OV_E2E_PATHS=LIST    lowerings to test (default
//                        "affine,linalg,vector,gpu-emu,cuda"; the default
//                        lowering is vector; "cuda" is the CUDA target,
//                        skipped with a message when libovrt finds no CUDA
//                        driver or device; "gpu-emu" runs the CUDA target's
//                        kernels on the CPU, `--target cuda-emulated`;
//                        "vulkan" is the Vulkan target, run on the first
//                        Vulkan device (CI: Mesa's lavapipe), skipped with a
//                        message without one)
//   OV_E2E_VULKAN_CONFIGS=N  random configurations on the vulkan path
//                        (default 240: lavapipe runs on the CPU; the cases
//                        the target refuses at compile time are checked to
//                        be refused, vulkanRefusesToday)
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

#include "AvgPoolReference.h"
#include "Reference.h"

#include "ov/Target/CPUTarget.h"
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

using namespace ove2e;
using ovrt::DType;
using ovrt::Tensor;

namespace {

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
// Random numbers (splitmix64: the same sequence on every platform)
//===----------------------------------------------------------------------===//

class Rng {
public:
  Rng(uint64_t seed, uint64_t stream, uint64_t index)
      : state(seed * 0x9E3779B97F4A7C15ull ^ (stream << 48) ^ index) {
    next();
    next();
  }
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Uniform in [lo, hi].
  int64_t range(int64_t lo, int64_t hi) {
    return lo + int64_t(next() % uint64_t(hi - lo + 1));
  }
  /// Uniform in [0, 1).
  double unit() { return double(next() >> 11) * 0x1p-53; }
  double uniform(double lo, double hi) { return lo + (hi - lo) * unit(); }
  bool chance(double p) { return unit() < p; }
  template <typename T> const T &pick(const std::vector<T> &v) {
    return v[size_t(range(0, int64_t(v.size()) - 1))];
  }
  /// Index into `weights`, chosen with those relative weights.
  size_t weighted(const std::vector<double> &weights) {
    double total = 0;
    for (double w : weights)
      total += w;
    double x = unit() * total;
    for (size_t i = 0; i < weights.size(); ++i) {
      if (x < weights[i])
        return i;
      x -= weights[i];
    }
    return weights.size() - 1;
  }

private:
  uint64_t state;
};

//===----------------------------------------------------------------------===//
// Types and text
//===----------------------------------------------------------------------===//

/// An element type as MLIR spells it (signed integers appear both signless
/// and as siN).
struct ElementType {
  DType dtype;
  std::string mlir;
};

std::string join(const std::vector<int64_t> &values) {
  std::string s = "[";
  for (size_t i = 0; i < values.size(); ++i)
    s += (i ? ", " : "") + std::to_string(values[i]);
  return s + "]";
}

/// "tensor<1x?x5xf32>": dims with dynamic[i] set print as '?'.
std::string tensorType(const std::vector<int64_t> &shape,
                       const std::vector<bool> &dynamic,
                       const std::string &element) {
  std::string s = "tensor<";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (dynamic[i] ? std::string("?") : std::to_string(shape[i])) + "x";
  return s + element + ">";
}

std::string shapeString(const std::vector<int64_t> &shape) {
  return ovrt::formatShape(shape);
}

//===----------------------------------------------------------------------===//
// Tensor filling
//===----------------------------------------------------------------------===//

void setFloat(Tensor &t, int64_t i, double v) {
  switch (t.dtype()) {
  case DType::F16:
    t.dataAs<uint16_t>()[i] = floatToHalf(float(v));
    break;
  case DType::BF16:
    t.dataAs<uint16_t>()[i] = floatToBFloat16(float(v));
    break;
  case DType::F32:
    t.dataAs<float>()[i] = float(v);
    break;
  case DType::F64:
    t.dataAs<double>()[i] = v;
    break;
  default:
    break;
  }
}

/// Stores the low bytes of `raw` (two's complement) into integer element i.
void setRaw(Tensor &t, int64_t i, uint64_t raw) {
  size_t size = ovrt::dtypeSize(t.dtype());
  std::memcpy(static_cast<char *>(t.data()) + i * size, &raw, size);
}

int bitWidth(DType type) { return int(ovrt::dtypeSize(type)) * 8; }

/// The largest finite value of a float dtype.
double maxFinite(DType type) {
  switch (type) {
  case DType::F16:
    return 65504.0;
  case DType::BF16:
    return double(bfloat16ToFloat(0x7f7f));
  case DType::F32:
    return double(std::numeric_limits<float>::max());
  default:
    return std::numeric_limits<double>::max();
  }
}

double smallestSubnormal(DType type) {
  switch (type) {
  case DType::F16:
    return 0x1p-24;
  case DType::BF16:
    return double(bfloat16ToFloat(1));
  case DType::F32:
    return double(std::numeric_limits<float>::denorm_min());
  default:
    return std::numeric_limits<double>::denorm_min();
  }
}

/// MaxPool input values: several flavours, chosen per tensor.
/// Returns the flavour's name.
const char *fillPoolInput(Rng &rng, Tensor &t) {
  int64_t count = t.numElements();
  DType type = t.dtype();
  if (isFloatType(type)) {
    double nan = std::numeric_limits<double>::quiet_NaN();
    double inf = std::numeric_limits<double>::infinity();
    double big = maxFinite(type);
    std::vector<double> specials{nan,  inf,  -inf, 0.0,  -0.0,
                                 big,  -big, 1.0,  -1.0, smallestSubnormal(type),
                                 -smallestSubnormal(type)};
    // f32's lowest: the initial value of the running maximum.
    specials.push_back(double(std::numeric_limits<float>::lowest()));
    std::vector<double> ties{-2.0, -1.0, -0.0, 0.0, 1.0, 2.0};
    size_t flavour = rng.weighted({4, 3, 2, 1.5, 0.7, 1});
    double nanRate = rng.pick(std::vector<double>{0.1, 0.3, 0.6});
    for (int64_t i = 0; i < count; ++i) {
      double v;
      switch (flavour) {
      case 0: // wide random values
        v = rng.uniform(-100, 100);
        break;
      case 1: // ties, signed zeros
        v = rng.pick(ties);
        break;
      case 2: // NaNs among values
        v = rng.chance(nanRate) ? nan : rng.uniform(-50, 50);
        break;
      case 3: // special values
        v = rng.chance(0.6) ? rng.pick(specials) : rng.uniform(-3, 3);
        break;
      case 4: // only NaN
        v = nan;
        break;
      default: // all negative, some at the extremes
        v = rng.chance(0.3) ? -big : -rng.uniform(0.5, 1e4);
        break;
      }
      setFloat(t, i, v);
    }
    return std::vector<const char *>{"wide values", "ties",     "NaNs",
                                     "special values", "all NaN",
                                     "negative"}[flavour];
  }
  int bits = bitWidth(type);
  bool isUnsigned = isUnsignedType(type);
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  uint64_t minSigned = 1ull << (bits - 1); // bit pattern of INT_MIN
  std::vector<uint64_t> extremes{0, 1, mask, mask - 1, minSigned,
                                 minSigned - 1, minSigned + 1};
  size_t flavour = rng.weighted({3, 3, 2, 1});
  for (int64_t i = 0; i < count; ++i) {
    uint64_t raw;
    switch (flavour) {
    case 0: // the whole range
      raw = rng.next();
      break;
    case 1: // ties
      raw = isUnsigned ? uint64_t(rng.range(0, 3)) : uint64_t(rng.range(-2, 2));
      break;
    case 2: // extremes (INT_MIN equals the initial value, 0 the unsigned one)
      raw = rng.pick(extremes);
      break;
    default: // mostly the initial value
      raw = rng.chance(0.7) ? (isUnsigned ? 0 : minSigned)
                            : uint64_t(rng.range(-5, 5));
      break;
    }
    setRaw(t, i, raw & mask);
  }
  return std::vector<const char *>{"full range", "ties", "extremes",
                                   "initial value"}[flavour];
}

//===----------------------------------------------------------------------===//
// Cases
//===----------------------------------------------------------------------===//

/// One random configuration, ready to run: the function's text (with NAME
/// as a placeholder for its symbol), its inputs, and what must come out.
struct Case {
  std::string kind; // "maxpool" or "roialign"
  int64_t index = 0;
  std::string description;
  std::string text;
  std::vector<Tensor> inputs;
  std::vector<Tensor> expected;
  std::vector<std::string> outputNames;
  /// Non-empty: the module must reject the inputs with a message containing
  /// this text.
  std::string rejectKeyword;
  std::string rejectReason;
  std::string rejectBox; // "(box R: ", the box the module must name

  /// Coverage tags ("rank4", "f16", "same_upper/ceil", ...), counted per run.
  std::vector<std::string> tags;
  /// The function's text with its symbol named `name`.
  std::string functionText(const std::string &name) const {
    std::string s = text;
    size_t at = s.find("@NAME");
    if (at != std::string::npos)
      s.replace(at + 1, 4, name);
    return s;
  }
};

const std::vector<ElementType> &poolElementTypes() {
  static const std::vector<ElementType> types{
      {DType::F32, "f32"},  {DType::F16, "f16"},   {DType::I8, "i8"},
      {DType::I8, "si8"},   {DType::U8, "ui8"},    {DType::I32, "i32"},
      {DType::I32, "si32"}, {DType::I64, "i64"},   {DType::I64, "si64"},
      {DType::U32, "ui32"}, {DType::U64, "ui64"},  {DType::BF16, "bf16"},
      {DType::F64, "f64"},  {DType::I16, "i16"},   {DType::I16, "si16"},
      {DType::U16, "ui16"}};
  return types;
}

Case makeMaxPoolCase(uint64_t seedValue, int64_t index) {
  Rng rng(seedValue, 1, uint64_t(index));
  Case c;
  c.kind = "maxpool";
  c.index = index;

  const std::vector<ElementType> &types = poolElementTypes();
  //                f32 f16 i8 si8 ui8 i32 si32 i64 si64 ui32 ui64 bf16 f64
  //                i16 si16 ui16
  ElementType et = types[rng.weighted(
      {22, 10, 6, 2, 8, 6, 2, 6, 2, 8, 8, 4, 5, 2, 1, 3})];

  int64_t rank = int64_t(3 + rng.weighted({3, 4, 3}));
  int64_t k = rank - 2;
  MaxPoolAttrs attrs;
  attrs.version = rng.chance(0.7) ? 8 : 1;
  attrs.autoPad = AutoPad(rng.range(0, 3));
  attrs.rounding = rng.chance(0.5) ? Rounding::Floor : Rounding::Ceil;
  // MaxPool-14 (v8 plus ceil_torch) from a stream of its own, so that the
  // other cases stay as they were.
  Rng v14(seedValue, 4, uint64_t(index));
  if (attrs.version == 8 && v14.chance(0.35)) {
    attrs.version = 14;
    if (attrs.rounding == Rounding::Ceil && v14.chance(0.7))
      attrs.rounding = Rounding::CeilTorch;
  }
  int64_t maxDim = rank == 3 ? 24 : rank == 4 ? 10 : 6;

  std::vector<int64_t> shape{rng.range(1, 3), rng.range(1, 3)};
  if (rng.chance(0.5))
    shape[0] = 1;
  bool anyDilation = false;
  // Per-axis window style, for the description.
  std::string styleText;
  for (int64_t i = 0; i < k; ++i) {
    int64_t D = rng.chance(0.1) ? 1 : rng.range(1, maxDim);
    int64_t d = 1;
    if (attrs.version >= 8 && rng.chance(0.35)) {
      d = rng.range(2, 3);
      anyDilation = true;
    }
    int64_t kern = rng.range(1, 4);
    int64_t stride = rng.range(1, 3);
    int64_t pb = 0, pe = 0;
    // Per axis: 0 normal, 1 stride > kernel, 2 window of the whole padded
    // input, 3 windows entirely in padding.
    size_t style = rng.weighted({5, 2, 1.5, 1.5});
    if (style == 1)
      stride = kern + rng.range(1, 3);
    if (attrs.autoPad == AutoPad::Explicit) {
      pb = rng.range(0, kern);
      pe = rng.range(0, kern);
      if (style == 3) {
        int64_t dk = (kern - 1) * d + 1;
        if (rng.chance(0.5))
          pb = dk + rng.range(0, 2);
        else
          pe = dk + rng.range(0, 2);
      }
    }
    if (style == 2) { // (kern - 1) * d + 1 == padded
      int64_t padded = D + pb + pe;
      if ((padded - 1) % d != 0)
        d = 1;
      kern = (padded - 1) / d + 1;
    }
    // Shrink the kernel (then the dilation) until it fits the padded input.
    int64_t padded = D + pb + pe;
    while ((kern - 1) * d + 1 > padded) {
      if (kern > 1)
        --kern;
      else
        d = 1;
    }
    shape.push_back(D);
    attrs.kernel.push_back(kern);
    attrs.strides.push_back(stride);
    attrs.dilations.push_back(d);
    // Pads given with a non-explicit auto_pad are ignored: write noise.
    if (attrs.autoPad != AutoPad::Explicit) {
      pb = rng.chance(0.5) ? 0 : rng.range(0, 3);
      pe = rng.chance(0.5) ? 0 : rng.range(0, 3);
    }
    attrs.padsBegin.push_back(pb);
    attrs.padsEnd.push_back(pe);
    styleText += std::to_string(style);
  }
  // Rows several vectors long (the vector kernel's first chunk, interior
  // chunks and right border chunks all in one row, for every element type),
  // from a stream of their own so that the other cases stay as they were.
  Rng wide(seedValue, 4, uint64_t(index));
  bool wideRows = rank <= 4 && wide.chance(0.2);
  if (wideRows)
    shape.back() = wide.range(33, 150);
  // Tall windows over many rows (the vector kernel's blocks of output rows
  // that share each input row's max: kernels taller than their stride, with
  // several interior rows), also from a stream of their own.
  Rng tall(seedValue, 5, uint64_t(index));
  bool tallWindows = k >= 2 && tall.chance(0.2);
  if (tallWindows) {
    size_t h = size_t(rank - 2), w = size_t(k - 2), last = size_t(k - 1);
    shape[h] = tall.range(12, rank == 4 ? 30 : 16);
    attrs.kernel[w] = tall.range(3, 7);
    attrs.strides[w] = tall.chance(0.7) ? 1 : 2;
    attrs.kernel[last] = tall.range(2, 5);
    // The dilated kernels fit the unpadded input, whatever auto_pad does.
    for (size_t a : {w, last})
      while ((attrs.kernel[a] - 1) * attrs.dilations[a] + 1 > shape[a + 2])
        if (attrs.kernel[a] > 1)
          --attrs.kernel[a];
        else
          attrs.dilations[a] = 1;
  }
  // Unit strides and kernels of 3 or more taps on both axes of 2-D pooling
  // (the vector kernel's separable row-then-column passes with indices),
  // from a stream of their own.
  Rng unit(seedValue, 6, uint64_t(index));
  bool unitStrides = rank == 4 && attrs.version >= 8 && unit.chance(0.25);
  if (unitStrides) {
    for (size_t a : {size_t(0), size_t(1)}) {
      shape[a + 2] = std::max<int64_t>(shape[a + 2], unit.range(3, 40));
      attrs.strides[a] = 1;
      attrs.kernel[a] = unit.range(3, 9);
      while ((attrs.kernel[a] - 1) * attrs.dilations[a] + 1 > shape[a + 2])
        if (attrs.kernel[a] > 3)
          --attrs.kernel[a];
        else
          attrs.dilations[a] = 1;
      if (attrs.autoPad == AutoPad::Explicit) {
        attrs.padsBegin[a] = unit.range(0, attrs.kernel[a]);
        attrs.padsEnd[a] = unit.range(0, attrs.kernel[a]);
      }
    }
  }
  // dilations: absent, empty or written out when all ones.
  std::string dilationsText;
  if (attrs.version >= 8) {
    size_t form = anyDilation ? 2 : rng.weighted({4, 2, 4});
    if (form == 1)
      dilationsText = " dilations = []";
    else if (form == 2)
      dilationsText = " dilations = " + join(attrs.dilations);
    if (!anyDilation)
      attrs.dilations.clear();
  } else {
    attrs.dilations.clear();
  }

  std::string indexText = "i64";
  std::string indexAttr, axisAttr;
  if (attrs.version >= 8) {
    attrs.indexType = rng.chance(0.5) ? DType::I32 : DType::I64;
    indexText = attrs.indexType == DType::I32 ? "i32" : "i64";
    if (attrs.indexType == DType::I32 || rng.chance(0.5))
      indexAttr = " index_element_type = " + indexText;
    if (rng.chance(0.8)) {
      attrs.axis = rng.range(-rank, rank - 1);
      axisAttr = " axis = " + std::to_string(attrs.axis);
    }
  }

  // Dynamic dims: 0 static, 1 all dynamic, 2 N and C, 3 spatial only.
  size_t dynamicMode = rng.weighted({88, 6, 3, 3});
  std::vector<bool> dynamic(size_t(rank), false);
  for (int64_t d = 0; d < rank; ++d)
    dynamic[size_t(d)] = dynamicMode == 1 || (dynamicMode == 2 && d < 2) ||
                         (dynamicMode == 3 && d >= 2);

  Tensor input = Tensor::create(et.dtype, shape).take();
  const char *flavour = fillPoolInput(rng, input);
  ovrt::Result<MaxPoolResult> ref = referenceMaxPool(attrs, input);
  if (!ref) {
    c.description = "generator error: " + ref.error();
    return c;
  }
  std::vector<int64_t> outShape = ref->values.shape();

  std::string inType = tensorType(shape, dynamic, et.mlir);
  std::string outType = tensorType(outShape, dynamic, et.mlir);
  std::string idxType = tensorType(outShape, dynamic, indexText);
  std::string attrText =
      "kernel = " + join(attrs.kernel) + " strides = " + join(attrs.strides) +
      " pads_begin = " + join(attrs.padsBegin) +
      " pads_end = " + join(attrs.padsEnd) + dilationsText;
  if (attrs.rounding != Rounding::Floor || rng.chance(0.2))
    attrText += std::string(" rounding_type = ") + roundingName(attrs.rounding);
  if (attrs.autoPad != AutoPad::Explicit || rng.chance(0.2))
    attrText += std::string(" auto_pad = ") + autoPadName(attrs.autoPad);
  attrText += indexAttr + axisAttr;

  std::ostringstream os;
  if (attrs.version == 1) {
    os << "func.func @NAME(%x: " << inType << ") -> " << outType << " {\n"
       << "  %0 = ov.max_pool_v1 %x " << attrText << " : " << inType << " -> "
       << outType << "\n"
       << "  return %0 : " << outType << "\n}\n";
    c.expected.push_back(std::move(ref->values));
    c.outputNames = {"values"};
  } else {
    // Mostly both results; sometimes only one of them.
    size_t returned = rng.weighted({85, 10, 5}); // both, indices, values
    std::string results = returned == 0   ? outType + ", " + idxType
                          : returned == 1 ? idxType
                                          : outType;
    std::string values = returned == 0   ? "%0#0, %0#1"
                         : returned == 1 ? "%0#1"
                                         : "%0#0";
    os << "func.func @NAME(%x: " << inType << ") -> (" << results << ") {\n"
       << "  %0:2 = ov.max_pool_v" << attrs.version << " %x " << attrText
       << " : " << inType
       << " -> " << outType << ", " << idxType << "\n"
       << "  return " << values << " : " << results << "\n}\n";
    if (returned != 1) {
      c.expected.push_back(std::move(ref->values));
      c.outputNames.push_back("values");
    }
    if (returned != 2) {
      c.expected.push_back(std::move(ref->indices));
      c.outputNames.push_back("indices");
    }
  }
  c.text = os.str();
  c.inputs.push_back(std::move(input));
  // Coverage tags.
  c.tags = {"v" + std::to_string(attrs.version), "rank" + std::to_string(rank),
            et.mlir, std::string(autoPadName(attrs.autoPad)) + "/" +
                         roundingName(attrs.rounding)};
  if (attrs.version >= 8) {
    c.tags.push_back("index " + indexText);
    c.tags.push_back("axis " + std::to_string(attrs.axis));
  }
  if (dynamicMode)
    c.tags.push_back("dynamic dims");
  if (wideRows)
    c.tags.push_back("rows of 33-150");
  if (tallWindows)
    c.tags.push_back("tall windows");
  if (unitStrides)
    c.tags.push_back("2-D unit strides, kernels >= 3");
  if (!attrs.dilations.empty())
    c.tags.push_back("dilated");
  {
    std::vector<int64_t> spatial(shape.begin() + 2, shape.end());
    PoolGeometry g = maxPoolGeometry(attrs, spatial).take();
    bool emptyWindow = false, strideOverKernel = false, wholeWindow = false;
    for (int64_t i = 0; i < k; ++i) {
      int64_t d = attrs.dilations.empty() ? 1 : attrs.dilations[size_t(i)];
      int64_t kk = attrs.kernel[size_t(i)], s = attrs.strides[size_t(i)];
      strideOverKernel |= s > kk;
      wholeWindow |= kk > 1 && (kk - 1) * d + 1 ==
                     shape[size_t(i + 2)] + g.padsBegin[size_t(i)] +
                         g.padsEnd[size_t(i)];
      for (int64_t o = 0; o < g.output[size_t(i)]; ++o) {
        bool any = false;
        for (int64_t j = 0; j < kk; ++j) {
          int64_t t = o * s - g.padsBegin[size_t(i)] + j * d;
          any |= t >= 0 && t < shape[size_t(i + 2)];
        }
        emptyWindow |= !any;
      }
    }
    if (emptyWindow)
      c.tags.push_back("windows entirely in padding");
    if (strideOverKernel)
      c.tags.push_back("stride > kernel");
    if (wholeWindow)
      c.tags.push_back("kernel = padded input");
  }
  c.tags.push_back(std::string("input: ") + flavour);
  c.description = "MaxPool-" + std::to_string(attrs.version) + " " + et.mlir +
                  " " + shapeString(shape) + " -> " + shapeString(outShape) +
                  " auto_pad " + autoPadName(attrs.autoPad) + " rounding " +
                  roundingName(attrs.rounding) + " input " + flavour +
                  " axis-styles " +
                  styleText + (dynamicMode ? " dynamic-mode " + std::to_string(dynamicMode)
                               : "");
  return c;
}

/// A random AvgPool-1/-14 configuration (docs/semantics.md 7): every
/// auto_pad x rounding_type, exclude_pad both ways, explicit pads up to the
/// kernel (below it with exclude_pad), ranks 3-5, every element type, and
/// sometimes dynamic dims.
Case makeAvgPoolCase(uint64_t seedValue, int64_t index) {
  Rng rng(seedValue, 5, uint64_t(index));
  Case c;
  c.kind = "avgpool";
  c.index = index;
  const std::vector<ElementType> &types = poolElementTypes();
  ElementType et = types[rng.weighted(
      {22, 10, 6, 2, 8, 6, 2, 6, 2, 8, 8, 6, 5, 2, 1, 3})];
  int64_t rank = int64_t(3 + rng.weighted({3, 4, 3}));
  int64_t k = rank - 2;
  AvgPoolAttrs attrs;
  attrs.version = rng.chance(0.5) ? 14 : 1;
  attrs.autoPad = AutoPad(rng.range(0, 3));
  attrs.rounding = rng.chance(0.5) ? Rounding::Floor : Rounding::Ceil;
  if (attrs.version == 14 && attrs.rounding == Rounding::Ceil &&
      rng.chance(0.6))
    attrs.rounding = Rounding::CeilTorch;
  attrs.excludePad = rng.chance(0.5);
  int64_t maxDim = rank == 3 ? 20 : rank == 4 ? 9 : 6;
  std::vector<int64_t> shape{rng.range(1, 3), rng.range(1, 3)};
  for (int64_t i = 0; i < k; ++i) {
    int64_t D = rng.range(1, maxDim);
    int64_t kern = rng.range(1, 4), stride = rng.range(1, 3);
    int64_t pb = 0, pe = 0;
    if (attrs.autoPad == AutoPad::Explicit) {
      // exclude_pad needs pads below the kernel (7.2).
      int64_t most = attrs.excludePad ? kern - 1 : kern + 1;
      pb = rng.range(0, most);
      pe = rng.range(0, most);
    }
    while (kern > D + pb + pe)
      --kern;
    if (attrs.excludePad) {
      pb = std::min(pb, kern - 1);
      pe = std::min(pe, kern - 1);
    }
    shape.push_back(D);
    attrs.kernel.push_back(kern);
    attrs.strides.push_back(stride);
    attrs.padsBegin.push_back(pb);
    attrs.padsEnd.push_back(pe);
  }
  size_t dynamicMode = rng.weighted({85, 5, 5, 5});
  std::vector<bool> dynamic(size_t(rank), false);
  for (int64_t d = 0; d < rank; ++d)
    dynamic[size_t(d)] = dynamicMode == 1 || (dynamicMode == 2 && d < 2) ||
                         (dynamicMode == 3 && d >= 2);
  Tensor input = Tensor::create(et.dtype, shape).take();
  const char *flavour = fillPoolInput(rng, input);
  ovrt::Result<Tensor> ref = referenceAvgPool(attrs, input);
  if (!ref) {
    c.description = "generator error: " + ref.error();
    return c;
  }
  std::vector<int64_t> outShape = ref->shape();
  std::string inType = tensorType(shape, dynamic, et.mlir);
  std::string outType = tensorType(outShape, dynamic, et.mlir);
  std::string attrText =
      "kernel = " + join(attrs.kernel) + " strides = " + join(attrs.strides) +
      " pads_begin = " + join(attrs.padsBegin) +
      " pads_end = " + join(attrs.padsEnd);
  if (attrs.excludePad)
    attrText += " exclude_pad = true";
  if (attrs.rounding != Rounding::Floor)
    attrText += std::string(" rounding_type = ") + roundingName(attrs.rounding);
  if (attrs.autoPad != AutoPad::Explicit)
    attrText += std::string(" auto_pad = ") + autoPadName(attrs.autoPad);
  std::ostringstream os;
  os << "func.func @NAME(%x: " << inType << ") -> " << outType << " {\n"
     << "  %0 = ov.avg_pool_v" << attrs.version << " %x " << attrText
     << " : " << inType << " -> " << outType << "\n"
     << "  return %0 : " << outType << "\n}\n";
  c.text = os.str();
  c.expected.push_back(std::move(*ref));
  c.outputNames = {"values"};
  c.inputs.push_back(std::move(input));
  c.tags = {"v" + std::to_string(attrs.version), "rank" + std::to_string(rank),
            et.mlir,
            std::string(autoPadName(attrs.autoPad)) + "/" +
                roundingName(attrs.rounding),
            attrs.excludePad ? "exclude_pad" : "include_pad"};
  if (dynamicMode)
    c.tags.push_back("dynamic dims");
  c.tags.push_back(std::string("input: ") + flavour);
  c.description = "AvgPool-" + std::to_string(attrs.version) + " " + et.mlir +
                  " " + shapeString(shape) + " -> " + shapeString(outShape) +
                  " auto_pad " + autoPadName(attrs.autoPad) + " rounding " +
                  roundingName(attrs.rounding) +
                  (attrs.excludePad ? " exclude_pad" : "") + " input " +
                  flavour;
  return c;
}

const std::vector<ElementType> &batchIndexTypes() {
  static const std::vector<ElementType> types{
      {DType::I32, "i32"},  {DType::I64, "i64"},   {DType::I8, "i8"},
      {DType::I16, "i16"},  {DType::U8, "ui8"},    {DType::U16, "ui16"},
      {DType::U32, "ui32"}, {DType::U64, "ui64"},  {DType::I32, "si32"},
      {DType::I64, "si64"}};
  return types;
}

Case makeROIAlignCase(uint64_t seedValue, int64_t index) {
  Rng rng(seedValue, 2, uint64_t(index));
  Case c;
  c.kind = "roialign";
  c.index = index;

  ElementType et = std::vector<ElementType>{{DType::F32, "f32"},
                                            {DType::F16, "f16"},
                                            {DType::BF16, "bf16"},
                                            {DType::F64, "f64"}}[rng.weighted(
      {55, 20, 10, 15})];
  ElementType it = rng.pick(batchIndexTypes());
  ROIAlignAttrs attrs;
  attrs.integers = roiAlignIntegers();
  attrs.pooledH = rng.range(1, 6);
  attrs.pooledW = rng.range(1, 6);
  attrs.samplingRatio = rng.chance(0.5) ? 0 : rng.range(1, 4);
  attrs.mode = rng.chance(0.5) ? ROIAlignMode::Avg : ROIAlignMode::Max;
  // ROIAlign-9 from a stream of its own, so that the other cases stay as
  // they were.
  Rng v9(seedValue, 5, uint64_t(index));
  int version = v9.chance(0.4) ? 9 : 3;
  if (version == 9)
    attrs.alignedMode = ROIAlignAlignedMode(v9.range(0, 2));
  const char *alignedNames[3] = {"asymmetric", "half_pixel_for_nn",
                                 "half_pixel"};
  const char *alignedName = alignedNames[int(attrs.alignedMode)];
  std::vector<float> scales{0.25f, 0.5f, 1.0f, 0.0625f, 16.0f, 2.0f, 0.125f};
  bool randomScale = !rng.chance(0.85);
  attrs.spatialScale =
      randomScale ? float(rng.uniform(0.1, 4.0)) : rng.pick(scales);
  int64_t N = rng.range(1, 3), C = rng.range(1, 4);
  int64_t H = rng.chance(0.1) ? 1 : rng.range(1, 20);
  int64_t W = rng.chance(0.1) ? 1 : rng.range(1, 20);
  bool many = rng.chance(0.05);
  int64_t R = many ? rng.range(100, 400) : rng.range(1, 10);
  if (many) {
    C = rng.range(1, 2);
    attrs.pooledH = rng.range(1, 3);
    attrs.pooledW = rng.range(1, 3);
  }
  // The vector kernel works on blocks of 16 (f64: 8) channels and on rows of
  // up to 16 bins: some cases with several channel blocks (the last one
  // partial) and with rows of 16 bins or more. Drawn from a stream of their
  // own, so that the other cases stay as they were.
  Rng wide(seedValue, 3, uint64_t(index));
  bool manyChannels = !many && wide.chance(0.12);
  if (manyChannels)
    C = wide.range(9, 40);
  bool longRows = !many && wide.chance(0.08);
  if (longRows)
    attrs.pooledW = wide.range(15, 20);
  // Feature maps where large boxes read more than the kernel's scratch
  // buffer holds (64 x 64 pixels): those boxes take its gather path.
  bool bigMap = !many && wide.chance(0.05);
  // Sample counts beyond the integers T holds exactly (bf16: 256, f16:
  // 2048), so that T(a), and counts entering exactly, matter.
  bool hugeRatio = !many && (et.dtype == DType::BF16 || et.dtype == DType::F16) &&
                   rng.chance(et.dtype == DType::BF16 ? 0.25 : 0.03);
  if (hugeRatio) { // odd counts: not representable in T
    attrs.samplingRatio = et.dtype == DType::BF16 ? 2 * rng.range(128, 131) + 1
                                                  : 2 * rng.range(1024, 1025) + 1;
    R = 1;
    C = 1;
    attrs.pooledH = attrs.pooledW = 1;
  }
  // Feature maps wider than the integers T holds exactly, so that the
  // conversions of W and of the integer neighbours matter.
  bool wideMap = !many && !hugeRatio &&
                 ((et.dtype == DType::BF16 && rng.chance(0.25)) ||
                  (et.dtype == DType::F16 && rng.chance(0.05)));
  if (wideMap) {
    W = et.dtype == DType::BF16 ? rng.range(257, 300) : rng.range(2049, 2100);
    H = rng.range(1, 3);
    C = rng.range(1, 2);
  }

  if (bigMap && !wideMap && !hugeRatio) {
    H = wide.range(66, 90);
    W = wide.range(66, 90);
  } else {
    bigMap = false;
  }

  // The feature map.
  Tensor data = Tensor::create(et.dtype, {N, C, H, W}).take();
  size_t dataFlavour = rng.weighted({6, 1, 1, 1, 1, 1});
  double nan = std::numeric_limits<double>::quiet_NaN();
  double inf = std::numeric_limits<double>::infinity();
  for (int64_t i = 0; i < data.numElements(); ++i) {
    double v = rng.uniform(-4, 4);
    switch (dataFlavour) {
    case 1: // NaN and infinities here and there
      if (rng.chance(0.05))
        v = rng.pick(std::vector<double>{nan, inf, -inf});
      break;
    case 2: // NaN at pixel (0, 0) of every plane
      if (i % (H * W) == 0)
        v = nan;
      break;
    case 3: // all negative (max mode gives 0)
      v = -std::fabs(v) - 0.25;
      break;
    case 4: // large magnitudes
      v *= maxFinite(et.dtype) / 16;
      break;
    case 5: // tiny magnitudes: results near and below the smallest normal
      v *= smallestSubnormal(et.dtype) * 64;
      break;
    default:
      break;
    }
    setFloat(data, i, v);
  }

  // The boxes, drawn in feature-map coordinates and stored in image
  // coordinates (divided by the scale).
  Tensor rois = Tensor::create(et.dtype, {R, 4}).take();
  Tensor batch = Tensor::create(it.dtype, {R}).take();
  double scale = double(attrs.spatialScale);
  // Keep the work per case bounded: samples ~ (w + pw)(h + ph) C per ROI.
  double budget = 250000, spent = 0;
  bool boxKinds[6] = {};
  for (int64_t r = 0; r < R; ++r) {
    double fx1, fy1, fx2, fy2;
    auto span = [&](double extent, double &a, double &b) {
      size_t kind = rng.weighted({5, 2, 1, 1, 1, 1});
      boxKinds[kind] = true;
      switch (kind) {
      case 0: // inside
        a = rng.uniform(-1, extent);
        b = a + rng.uniform(0.3, extent + 1);
        break;
      case 1: // partly outside
        a = rng.uniform(-extent / 2 - 3, 0);
        b = rng.uniform(extent / 2, extent * 1.5 + 3);
        break;
      case 2: // wholly outside
        a = rng.chance(0.5) ? rng.uniform(extent + 1.5, extent + 8)
                            : rng.uniform(-10, -2);
        b = a + rng.uniform(0, 4);
        break;
      case 3: // inverted
        b = rng.uniform(-1, extent);
        a = b + rng.uniform(0.1, extent + 1);
        break;
      case 4: // zero size
        a = b = rng.uniform(-1.5, extent + 1.5);
        break;
      default: // tiny
        a = rng.uniform(-1, extent);
        b = a + rng.uniform(0, 0.5);
        break;
      }
    };
    span(double(W), fx1, fx2);
    span(double(H), fy1, fy2);
    double w = std::max(std::fabs(fx2 - fx1), 1.0);
    double h = std::max(std::fabs(fy2 - fy1), 1.0);
    double cost = (attrs.samplingRatio
                       ? double(attrs.samplingRatio * attrs.samplingRatio *
                                attrs.pooledH * attrs.pooledW)
                       : (w + attrs.pooledW) * (h + attrs.pooledH)) *
                  double(C);
    if (spent + cost > budget) { // shrink the box to a small one
      fx2 = fx1 + 0.5;
      fy2 = fy1 + 0.5;
      cost = double(C * attrs.pooledH * attrs.pooledW) *
             (attrs.samplingRatio ? double(attrs.samplingRatio *
                                           attrs.samplingRatio)
                                  : 1.0);
    }
    spent += cost;
    double coords[4] = {fx1 / scale, fy1 / scale, fx2 / scale, fy2 / scale};
    for (int64_t j = 0; j < 4; ++j)
      setFloat(rois, r * 4 + j, coords[j]);
    setRaw(batch, r, uint64_t(rng.range(0, N - 1)));
  }
  // Boxes whose size overflows T although every corner is finite (their
  // sample positions are infinite or NaN): only with a fixed sample count.
  bool overflowBox = attrs.samplingRatio > 0 && rng.chance(0.04);
  if (overflowBox) {
    double edge = maxFinite(et.dtype) * 0.9 / std::max(scale, 1.0);
    int64_t r = rng.range(0, R - 1);
    setFloat(rois, r * 4 + 0, -edge);
    setFloat(rois, r * 4 + 2, edge);
    if (rng.chance(0.5)) {
      setFloat(rois, r * 4 + 1, -edge);
      setFloat(rois, r * 4 + 3, edge);
    }
  }
  // A few inputs the module must reject.
  size_t bad = rng.weighted({94, 2, 1.5, 1.5, 1});
  if (bad != 0) {
    int64_t r = rng.range(0, R - 1);
    switch (bad) {
    case 1: // batch index N, -1 when signed, 2^63 for ui64
      setRaw(batch, r,
             !isUnsignedType(it.dtype) && rng.chance(0.5) ? ~0ull
             : it.dtype == DType::U64 && rng.chance(0.5)  ? 1ull << 63
                                                          : uint64_t(N));
      break;
    case 2: // NaN or infinite coordinate
      setFloat(rois, r * 4 + rng.range(0, 3),
               rng.chance(0.5) ? nan : (rng.chance(0.5) ? inf : -inf));
      break;
    case 3: // a huge box with adaptive sampling
      if (attrs.samplingRatio == 0) {
        double edge = std::min(maxFinite(et.dtype) * 0.4, 1e6) /
                      std::max(scale, 1.0);
        setFloat(rois, r * 4 + 0, 0);
        setFloat(rois, r * 4 + 2, edge);
      }
      break;
    default: // a coordinate overflowing when scaled
      if (scale > 1)
        setFloat(rois, r * 4 + 1, maxFinite(et.dtype) * 0.75);
      break;
    }
  }

  // Dynamic dims: data, rois dim 0 (and 1), batch indices dim 0.
  size_t dynamicMode = rng.weighted({85, 5, 5, 5});
  std::vector<bool> dataDyn(4, dynamicMode == 1 || dynamicMode == 3);
  std::vector<bool> roisDyn{dynamicMode >= 2, dynamicMode == 3};
  std::vector<bool> batchDyn{dynamicMode >= 2 && rng.chance(0.7)};
  std::vector<bool> outDyn{roisDyn[0] && batchDyn[0], dataDyn[1], false,
                           false};
  std::string dataType = tensorType({N, C, H, W}, dataDyn, et.mlir);
  std::string roisType = tensorType({R, 4}, roisDyn, et.mlir);
  std::string batchType = tensorType({R}, batchDyn, it.mlir);
  std::string outType =
      tensorType({R, C, attrs.pooledH, attrs.pooledW}, outDyn, et.mlir);
  char scaleText[64];
  std::snprintf(scaleText, sizeof scaleText, "%.9e", double(attrs.spatialScale));
  std::ostringstream os;
  os << "func.func @NAME(%data: " << dataType << ", %rois: " << roisType
     << ", %idx: " << batchType << ") -> " << outType << " {\n"
     << "  %0 = ov.roi_align_v" << version << " %data, %rois, %idx pooled_h = "
     << attrs.pooledH << " pooled_w = " << attrs.pooledW
     << " sampling_ratio = " << attrs.samplingRatio
     << " spatial_scale = " << scaleText << " mode = "
     << (attrs.mode == ROIAlignMode::Avg ? "avg" : "max")
     << (version == 9 ? std::string(" aligned_mode = ") + alignedName : "")
     << " : " << dataType
     << ", " << roisType << ", " << batchType << " -> " << outType << "\n"
     << "  return %0 : " << outType << "\n}\n";
  c.text = os.str();
  c.description = "ROIAlign-" + std::to_string(version) + " " +
                  (version == 9 ? std::string(alignedName) + " " : "") +
                  et.mlir + " data " +
                  shapeString({N, C, H, W}) + " R " + std::to_string(R) +
                  " batch " + it.mlir + " pooled " +
                  std::to_string(attrs.pooledH) + "x" +
                  std::to_string(attrs.pooledW) + " sampling_ratio " +
                  std::to_string(attrs.samplingRatio) + " scale " + scaleText +
                  (attrs.mode == ROIAlignMode::Avg ? " avg" : " max") +
                  " data " +
                  std::vector<const char *>{"uniform", "NaN/inf", "NaN at (0,0)",
                                            "negative", "large",
                                            "tiny"}[dataFlavour] +
                  (dynamicMode ? " dynamic-mode " + std::to_string(dynamicMode)
                               : "");

  c.tags = {"v" + std::to_string(version) +
                (version == 9 ? std::string(" ") + alignedName : ""),
            et.mlir, "batch " + it.mlir,
            attrs.mode == ROIAlignMode::Avg ? "avg" : "max",
            attrs.samplingRatio ? "sampling_ratio > 0" : "sampling_ratio 0",
            randomScale ? std::string("scale random")
                        : "scale " + std::to_string(attrs.spatialScale)};
  const char *boxNames[6] = {"inside",    "partly outside", "wholly outside",
                             "inverted",  "zero size",      "tiny"};
  for (int b = 0; b < 6; ++b)
    if (boxKinds[b])
      c.tags.push_back(std::string("boxes ") + boxNames[b]);
  if (many)
    c.tags.push_back("100-400 ROIs");
  if (overflowBox)
    c.tags.push_back("box size overflowing T");
  if (hugeRatio)
    c.tags.push_back("sampling_ratio > 256");
  if (wideMap)
    c.tags.push_back("W > 256");
  if (manyChannels && C > 8)
    c.tags.push_back("C > 8");
  if (longRows && attrs.pooledW >= 15)
    c.tags.push_back("pooled_w >= 15");
  if (bigMap)
    c.tags.push_back("H, W > 64");
  if (dynamicMode)
    c.tags.push_back("dynamic dims");
  c.tags.push_back(std::string("data: ") +
                   std::vector<const char *>{"uniform", "NaN/inf", "NaN at (0,0)",
                                             "negative", "large", "tiny"}[dataFlavour]);

  std::string why = roiAlignRejection(attrs, data, rois, batch);
  if (!why.empty()) {
    c.rejectReason = why;
    c.rejectKeyword =
        why.rfind("batch index", 0) == 0                  ? "batch index"
        : why.rfind("non-finite", 0) == 0                 ? "non-finite"
        : why.find("negative adaptive") != std::string::npos
            ? "negative adaptive sample count"
            : "samples";
    c.tags.push_back("rejected: " + c.rejectKeyword);
    // The module names the first offending box: "... (box R: VALUE)".
    size_t roi = why.find("ROI ");
    if (roi != std::string::npos)
      c.rejectBox = "(box " +
                    why.substr(roi + 4, why.find_first_not_of("0123456789",
                                                              roi + 4) -
                                            (roi + 4)) +
                    ": ";
  } else {
    ovrt::Result<Tensor> out = referenceROIAlign(attrs, data, rois, batch);
    if (!out) {
      c.description += " generator error: " + out.error();
      c.text.clear();
    } else {
      c.expected.push_back(out.take());
      c.outputNames = {"output"};
    }
  }
  c.inputs.push_back(std::move(data));
  c.inputs.push_back(std::move(rois));
  c.inputs.push_back(std::move(batch));
  return c;
}

//===----------------------------------------------------------------------===//
// Compiling and running
//===----------------------------------------------------------------------===//

/// A temporary directory removed (with its files) at scope exit.
class TempDir {
public:
  TempDir() {
    if (llvm::sys::fs::createUniqueDirectory("ov-e2e", path))
      path.clear();
  }
  ~TempDir() {
    if (!path.empty())
      llvm::sys::fs::remove_directories(path);
  }
  std::string file(const std::string &name) const {
    llvm::SmallString<128> p(path);
    llvm::sys::path::append(p, name);
    return p.str().str();
  }
  bool ok() const { return !path.empty(); }

private:
  llvm::SmallString<128> path;
};

struct CompileResult {
  std::shared_ptr<ovrt::Module> module;
  std::string error; // diagnostics and the compiler's error text
};

/// The compile options of lowering `path`; false for an unknown path.
bool optionsForPath(const std::string &path,
                    mlir::ov::CPUCompileOptions &options) {
  if (path == "cuda") {
    // The CUDA target: the same ABI, kernels on the GPU.
    options.target = mlir::ov::CompileTarget::CUDA;
    const char *chip = std::getenv("OV_E2E_GPU_CHIP");
    options.gpuChip = chip && *chip ? chip : "sm_90";
    return true;
  }
  if (path == "vulkan") {
    // The Vulkan target: SPIR-V kernels on a Vulkan device.
    options.target = mlir::ov::CompileTarget::Vulkan;
    return true;
  }
  if (path == "gpu-emu") {
    // The CUDA target's kernels, executed on the CPU thread by thread.
    options.target = mlir::ov::CompileTarget::CUDAEmulated;
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
                        const mlir::ov::CPUCompileOptions &options,
                        const std::string &soPath,
                        const std::string &bufferName, bool threaded) {
  mlir::DialectRegistry registry;
  mlir::ov::registerCPUTargetDialects(registry);
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
  if (mlir::failed(mlir::ov::compileToSharedLibrary(*module, options, soPath,
                                                    error)))
    return "compile error: " + error + "\n" + diagnostics;
  return "";
}

/// Compiles `text` through lowering `path` into `soPath`, then loads it (the
/// ov-run flow, in process).
CompileResult compileAndLoad(const std::string &text, const std::string &path,
                             const std::string &soPath,
                             const std::string &bufferName,
                             bool threaded = true) {
  CompileResult result;
  mlir::ov::CPUCompileOptions options;
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

std::string firstLines(const std::string &text, int lines) {
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

std::string inputSummary(const Case &c) {
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
void dumpCase(const Case &c) {
  const char *dir = std::getenv("OV_E2E_DUMP");
  if (!dir || !*dir)
    return;
  llvm::sys::fs::create_directories(dir);
  std::string base = std::string(dir) + "/" + c.kind + "_" +
                     std::to_string(c.index);
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
  int64_t refusedAtCompile = 0; // vulkanRefusesToday, refused as documented
  double compileSeconds = 0, runSeconds = 0, generateSeconds = 0;
};

constexpr int64_t kMaxReports = 12;

std::string reproHeader(const Case &c, const std::string &path,
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
void checkCase(const ovrt::Module &module, const std::string &name,
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
      return report("expected the rejection to name '" + c.rejectBox +
                    "' (" + c.rejectReason + "), got: " + outputs.error() +
                    "\n");
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
    std::string label = "output " + std::to_string(o + 1) + " (" +
                        c.outputNames[o] + ")";
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

/// What the vulkan target refuses at compile time today, as the one-line
/// error it documents (docs/vulkan.md), or null when it compiles `text`:
/// dynamic shapes and bf16. Delete a reason when the target learns it.
const char *vulkanRefusesToday(const std::string &text) {
  if (text.find('?') != std::string::npos)
    return "the vulkan target takes statically shaped buffers only (dynamic "
           "shapes are not supported yet)";
  if (text.find("bf16") != std::string::npos)
    return "element type bf16 is not supported by the vulkan target";
  return nullptr;
}

/// On the vulkan path: takes the cases vulkanRefusesToday names out of
/// `cases` and checks that each, compiled alone, is refused with its error.
void checkVulkanRefusals(std::vector<Case> &cases, const std::string &path,
                         const TempDir &dir, Stats &stats) {
  if (path != "vulkan")
    return;
  std::vector<Case> kept;
  for (Case &c : cases) {
    const char *expected = vulkanRefusesToday(c.text);
    if (!expected) {
      kept.push_back(std::move(c));
      continue;
    }
    CompileResult one =
        compileAndLoad("module {\n" + c.functionText("f0") + "}\n", path,
                       dir.file("refused.so"), "e2e_refused.mlir");
    if (one.module || one.error.find(expected) == std::string::npos) {
      ++stats.failed;
      ADD_FAILURE() << reproHeader(c, path, "f0")
                    << "expected the vulkan target to refuse it with '"
                    << expected << "', got: "
                    << (one.module ? "a module" : firstLines(one.error, 5));
      continue;
    }
    ++stats.refusedAtCompile;
  }
  cases = std::move(kept);
}

/// How many modules compile at once (OV_E2E_JOBS; default: the number of
/// hardware threads).
int64_t compileJobs() {
  int64_t hardware = int64_t(std::thread::hardware_concurrency());
  int64_t jobs = int64_t(envNumber("OV_E2E_JOBS", uint64_t(std::max<int64_t>(hardware, 1))));
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
  if (!pathSelected(path))
    GTEST_SKIP() << "path " << path << " not in OV_E2E_PATHS";
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
  if (!envNumber("OV_E2E_DRY_RUN", 0))
    checkVulkanRefusals(all, path, dir, stats);
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
      std::string what = "module " + std::to_string(batch.number) + " of " +
                         kind + " (" + std::to_string(cases.size()) +
                         " functions, " +
                         ovrt::dtypeName(cases.front().inputs[0].dtype()) +
                         ".." +
                         ovrt::dtypeName(cases.back().inputs[0].dtype()) +
                         "; cases";
      for (size_t f = 0; f < cases.size(); ++f)
        what += (f ? ", " : " ") + std::to_string(cases[f].index);
      what += ")";
      if (compileErrorsShown++ >= 2) {
        ADD_FAILURE() << "[e2e] " << what << " failed to compile on path "
                      << path << " too: "
                      << firstLines(batch.compiled.error, 1);
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
      ADD_FAILURE() << "[e2e] " << what << " failed to compile on path "
                    << path << ":\n"
                    << firstLines(batch.compiled.error, 30)
                    << (culprit.empty()
                            ? std::string("(every function compiles alone)\n")
                            : "first function failing alone:\n" + culprit);
      continue;
    }
    for (size_t f = 0; f < cases.size(); ++f)
      checkCase(*batch.compiled.module, "f" + std::to_string(f), cases[f],
                path, stats);
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
              "passed (%lld rejected as expected), %lld refused at compile "
              "time as documented, %lld failed, %lld modules "
              "failed to compile; generate %.1f s, compile %.1f s (%lld "
              "jobs), run %.1f s (seed %llu)\n",
              kind.c_str(), path.c_str(), (long long)stats.cases,
              (long long)stats.modules, (long long)stats.passed,
              (long long)stats.rejectedAsExpected,
              (long long)stats.refusedAtCompile, (long long)stats.failed,
              (long long)stats.compileFailures, stats.generateSeconds,
              stats.compileSeconds, (long long)jobs, stats.runSeconds,
              (unsigned long long)seedValue);
  std::string coverageText;
  for (const auto &[tag, n] : coverage)
    coverageText += (coverageText.empty() ? "" : ", ") + tag + ": " +
                    std::to_string(n);
  std::printf("[e2e] %s coverage: %s\n", kind.c_str(), coverageText.c_str());
  std::fflush(stdout);
  EXPECT_EQ(stats.failed, 0);
}

/// OV_E2E_CONFIGS, or OV_E2E_VULKAN_CONFIGS on the vulkan path.
int64_t pathConfigs(const std::string &path) {
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
const std::string &vulkanUnavailable() {
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

class E2E : public ::testing::TestWithParam<std::string> {
protected:
  void SetUp() override {
    if (GetParam() == "vulkan" && pathSelected("vulkan") &&
        !vulkanUnavailable().empty())
      GTEST_SKIP() << "Vulkan execution test skipped: " << vulkanUnavailable();
    if (GetParam() != "cuda" || !pathSelected("cuda"))
      return;
    ovrt::Status driver = ovrt::cudaDriverStatus();
    if (!driver.ok())
      GTEST_SKIP() << "GPU execution test skipped: " << driver.message()
                   << " (the CUDA target's compile-only tests run in lit)";
  }
};

TEST_P(E2E, MaxPoolRandom) {
  runDifferential("maxpool", GetParam(), maxPoolConfigs(GetParam()),
                  makeMaxPoolCase);
}

/// AvgPool on every path (vector leaves it to linalg).
TEST_P(E2E, AvgPoolRandom) {
  runDifferential("avgpool", GetParam(), avgPoolConfigs(GetParam()),
                  makeAvgPoolCase);
}

TEST_P(E2E, ROIAlignRandom) {
  runDifferential("roialign", GetParam(), roiAlignConfigs(GetParam()),
                  makeROIAlignCase);
}

/// Compiles `text` on the test's path; fails the test when it does not.
std::shared_ptr<ovrt::Module> compileDirected(const std::string &text,
                                              const std::string &path,
                                              const TempDir &dir,
                                              const std::string &name) {
  CompileResult compiled =
      compileAndLoad(text, path, dir.file(name + ".so"),
                     name + ".mlir");
  EXPECT_TRUE(compiled.module) << compiled.error << "MLIR:\n" << text;
  return compiled.module;
}

/// A directed test's module that the vulkan target refuses today
/// (vulkanRefusesToday): checks the refusal and skips the rest.
void checkRefusedOnVulkan(const std::string &text, const TempDir &dir) {
  const char *expected = vulkanRefusesToday(text);
  ASSERT_TRUE(expected) << "the vulkan target compiles this module";
  CompileResult compiled = compileAndLoad(text, "vulkan",
                                          dir.file("refused.so"),
                                          "refused.mlir");
  ASSERT_FALSE(compiled.module) << "the vulkan target compiled it";
  ASSERT_NE(compiled.error.find(expected), std::string::npos)
      << "expected '" << expected << "', got: " << compiled.error;
  GTEST_SKIP() << "refused by the vulkan target as documented: " << expected;
}

template <typename T>
Tensor makeTensor(DType type, std::vector<int64_t> shape,
                  const std::vector<T> &values) {
  return Tensor::fromVector(type, std::move(shape), values).take();
}

/// ROIAlign inputs the module must reject, one problem at a time; the
/// error must name the problem. A valid call of the same function works.
TEST_P(E2E, ROIAlignRejectsBadInputs) {
  const std::string path = GetParam();
  if (!pathSelected(path))
    GTEST_SKIP() << "path " << path << " not in OV_E2E_PATHS";
  TempDir dir;
  std::string text = R"(module {
func.func @adaptive(%d: tensor<2x1x4x4xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi32>) -> tensor<?x1x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x1x4x4xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x1x2x2xf32>
  return %0 : tensor<?x1x2x2xf32>
}
func.func @fixed(%d: tensor<2x1x4x4xf32>, %r: tensor<2x4xf32>, %i: tensor<2xi64>) -> tensor<2x1x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 0.5 mode = max : tensor<2x1x4x4xf32>, tensor<2x4xf32>, tensor<2xi64> -> tensor<2x1x2x2xf32>
  return %0 : tensor<2x1x2x2xf32>
}
}
)";
  if (path == "vulkan")
    return checkRefusedOnVulkan(text, dir);
  std::shared_ptr<ovrt::Module> module =
      compileDirected(text, path, dir, "rejects");
  ASSERT_TRUE(module);
  std::vector<float> pixels(32);
  for (size_t i = 0; i < pixels.size(); ++i)
    pixels[i] = float(i) * 0.5f - 3.0f;
  ROIAlignAttrs adaptive{2, 2, 0, 1.0f, ROIAlignMode::Avg};
  ROIAlignAttrs fixed{2, 2, 2, 0.5f, ROIAlignMode::Max};

  struct Probe {
    const char *what;
    const char *function;
    std::vector<float> rois;
    std::vector<int64_t> batch;
    const char *keyword; // nullptr: must run
  };
  float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<Probe> probes{
      {"valid", "adaptive", {0, 0, 3, 3, 1, 1, 2, 3}, {0, 1}, nullptr},
      {"batch index -1", "adaptive", {0, 0, 3, 3, 1, 1, 2, 3}, {0, -1},
       "batch index"},
      {"batch index N", "adaptive", {0, 0, 3, 3, 1, 1, 2, 3}, {2, 0},
       "batch index"},
      {"NaN coordinate", "adaptive", {0, 0, 3, 3, 1, nan, 2, 3}, {0, 1},
       "non-finite"},
      {"huge box", "adaptive", {0, 0, 3, 3, 0, 0, 1e6f, 1e6f}, {0, 1},
       "samples"},
      {"valid (fixed)", "fixed", {0, 0, 6, 6, 2, 2, 8, 8}, {1, 0}, nullptr},
      {"batch index -1 (fixed)", "fixed", {0, 0, 6, 6, 2, 2, 8, 8}, {-1, 0},
       "batch index"},
      {"batch index N (fixed)", "fixed", {0, 0, 6, 6, 2, 2, 8, 8}, {0, 2},
       "batch index"},
      {"NaN coordinate (fixed)", "fixed", {nan, 0, 6, 6, 2, 2, 8, 8}, {0, 0},
       "non-finite"},
      // A huge box is fine with a fixed sample count.
      {"huge box (fixed)", "fixed", {0, 0, 6, 6, 0, 0, 1e6f, 1e6f}, {0, 1},
       nullptr},
  };
  for (const Probe &p : probes) {
    SCOPED_TRACE(p.what);
    bool isFixed = std::string(p.function) == "fixed";
    int64_t R = int64_t(p.rois.size() / 4);
    Tensor data = makeTensor(DType::F32, {2, 1, 4, 4}, pixels);
    Tensor rois = makeTensor(DType::F32, {R, 4}, p.rois);
    Tensor batch =
        isFixed ? makeTensor(DType::I64, {R}, p.batch)
                : makeTensor(DType::I32, {R},
                             std::vector<int32_t>(p.batch.begin(),
                                                  p.batch.end()));
    const ROIAlignAttrs &attrs = isFixed ? fixed : adaptive;
    std::string why = roiAlignRejection(attrs, data, rois, batch);
    std::vector<Tensor> inputs;
    inputs.push_back(std::move(data));
    inputs.push_back(std::move(rois));
    inputs.push_back(std::move(batch));
    ovrt::Result<std::vector<Tensor>> out = module->run(p.function, inputs);
    if (p.keyword) {
      EXPECT_NE(why.find(p.keyword), std::string::npos)
          << "the reference does not reject: " << why;
      ASSERT_FALSE(out.ok()) << "the module ran inputs it must reject";
      EXPECT_NE(out.error().find(p.keyword), std::string::npos)
          << "error: " << out.error();
      EXPECT_NE(out.error().find("roi_align"), std::string::npos)
          << "error does not name the op: " << out.error();
      continue;
    }
    EXPECT_EQ(why, "");
    ASSERT_TRUE(out.ok()) << out.error();
    ovrt::Result<Tensor> want =
        referenceROIAlign(attrs, inputs[0], inputs[1], inputs[2]);
    ASSERT_TRUE(want.ok()) << want.error();
    const Tensor &got = (*out)[0];
    ASSERT_EQ(got.shape(), want->shape());
    for (int64_t i = 0; i < want->numElements(); ++i)
      EXPECT_TRUE(sameElement(*want, got, i))
          << "at " << i << ": expected " << formatElement(*want, i)
          << ", got " << formatElement(got, i);
  }
}

/// Shapes only known at run time that the compiled module must reject:
/// empty N or C, a dilated kernel longer than the padded input (also when
/// ceil rounding would still give one output), an empty feature map, ROI
/// counts that differ. Acceptable shapes run and match the reference.
TEST_P(E2E, RejectsBadDynamicShapes) {
  const std::string path = GetParam();
  if (!pathSelected(path))
    GTEST_SKIP() << "path " << path << " not in OV_E2E_PATHS";
  TempDir dir;
  std::string text = R"(module {
func.func @pool(%x: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xi32>) {
  %0:2 = ov.max_pool_v8 %x kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] rounding_type = ceil index_element_type = i32 axis = 1 : tensor<?x?x?xf32> -> tensor<?x?x?xf32>, tensor<?x?x?xi32>
  return %0#0, %0#1 : tensor<?x?x?xf32>, tensor<?x?x?xi32>
}
func.func @roi(%d: tensor<?x?x?x?xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi32>) -> tensor<?x?x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 1.0 mode = avg : tensor<?x?x?x?xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x?x2x2xf32>
  return %0 : tensor<?x?x2x2xf32>
}
}
)";
  if (path == "vulkan")
    return checkRefusedOnVulkan(text, dir);
  std::shared_ptr<ovrt::Module> module =
      compileDirected(text, path, dir, "dynamic_rejects");
  ASSERT_TRUE(module);

  MaxPoolAttrs pool;
  pool.kernel = {3};
  pool.strides = {2};
  pool.padsBegin = {0};
  pool.padsEnd = {0};
  pool.rounding = Rounding::Ceil;
  pool.indexType = DType::I32;
  pool.axis = 1;
  struct PoolProbe {
    std::vector<int64_t> shape;
    const char *keyword; // nullptr: must run
  };
  for (const PoolProbe &p : std::vector<PoolProbe>{{{2, 3, 7}, nullptr},
                                                   {{1, 1, 3}, nullptr},
                                                   {{0, 1, 5}, "batch size"},
                                                   {{1, 0, 5}, "channel count"},
                                                   {{1, 1, 2}, "does not fit"},
                                                   {{1, 1, 1}, "does not fit"}}) {
    SCOPED_TRACE("MaxPool input " + ovrt::formatShape(p.shape));
    Tensor input = Tensor::create(DType::F32, p.shape).take();
    for (int64_t i = 0; i < input.numElements(); ++i)
      input.dataAs<float>()[i] = float((i * 7) % 5) - 2.0f;
    ovrt::Result<MaxPoolResult> want = referenceMaxPool(pool, input);
    std::vector<Tensor> inputs;
    inputs.push_back(std::move(input));
    ovrt::Result<std::vector<Tensor>> out = module->run("pool", inputs);
    if (p.keyword) {
      EXPECT_FALSE(want.ok()) << "the reference accepts this shape";
      ASSERT_FALSE(out.ok()) << "the module ran a shape it must reject";
      EXPECT_NE(out.error().find(p.keyword), std::string::npos)
          << "error: " << out.error();
      continue;
    }
    ASSERT_TRUE(want.ok()) << want.error();
    ASSERT_TRUE(out.ok()) << out.error();
    ASSERT_EQ(out->size(), 2u);
    const Tensor *wants[2] = {&want->values, &want->indices};
    for (int o = 0; o < 2; ++o) {
      ASSERT_EQ((*out)[size_t(o)].shape(), wants[o]->shape());
      for (int64_t i = 0; i < wants[o]->numElements(); ++i)
        EXPECT_TRUE(sameElement(*wants[o], (*out)[size_t(o)], i))
            << "output " << o + 1 << " at " << i << ": expected "
            << formatElement(*wants[o], i) << ", got "
            << formatElement((*out)[size_t(o)], i);
    }
  }

  ROIAlignAttrs roi{2, 2, 2, 1.0f, ROIAlignMode::Avg};
  struct ROIProbe {
    std::vector<int64_t> dataShape;
    int64_t rois, indices;
    const char *keyword;
  };
  for (const ROIProbe &p : std::vector<ROIProbe>{
           {{1, 2, 3, 4}, 2, 2, nullptr},
           {{1, 2, 3, 0}, 2, 2, "feature map is empty"},
           {{1, 2, 0, 4}, 2, 2, "feature map is empty"},
           {{1, 2, 3, 4}, 2, 3, "differs from batch_indices"}}) {
    SCOPED_TRACE("ROIAlign data " + ovrt::formatShape(p.dataShape) + ", " +
                 std::to_string(p.rois) + " boxes, " +
                 std::to_string(p.indices) + " batch indices");
    Tensor data = Tensor::create(DType::F32, p.dataShape).take();
    for (int64_t i = 0; i < data.numElements(); ++i)
      data.dataAs<float>()[i] = float(i % 7) - 3.0f;
    Tensor rois = Tensor::create(DType::F32, {p.rois, 4}).take();
    for (int64_t i = 0; i < rois.numElements(); ++i)
      rois.dataAs<float>()[i] = float(i % 4) * 0.75f;
    Tensor batch = Tensor::create(DType::I32, {p.indices}).take();
    std::vector<Tensor> inputs;
    inputs.push_back(std::move(data));
    inputs.push_back(std::move(rois));
    inputs.push_back(std::move(batch));
    ovrt::Result<std::vector<Tensor>> out = module->run("roi", inputs);
    if (p.keyword) {
      ASSERT_FALSE(out.ok()) << "the module ran a shape it must reject";
      EXPECT_NE(out.error().find(p.keyword), std::string::npos)
          << "error: " << out.error();
      continue;
    }
    ASSERT_TRUE(out.ok()) << out.error();
    ovrt::Result<Tensor> want =
        referenceROIAlign(roi, inputs[0], inputs[1], inputs[2]);
    ASSERT_TRUE(want.ok()) << want.error();
    ASSERT_EQ((*out)[0].shape(), want->shape());
    for (int64_t i = 0; i < want->numElements(); ++i)
      EXPECT_TRUE(sameElement(*want, (*out)[0], i))
          << "at " << i << ": expected " << formatElement(*want, i)
          << ", got " << formatElement((*out)[0], i);
  }
}

/// One loaded module, 8 threads x 100 runs at once, each run with its own
/// shapes and values (MaxPool-8 and ROIAlign alternating, both dynamic and
/// multi-threaded inside): every result must equal the reference's.
TEST_P(E2E, ConcurrentRunsOfOneModule) {
  const std::string path = GetParam();
  if (!pathSelected(path))
    GTEST_SKIP() << "path " << path << " not in OV_E2E_PATHS";
  TempDir dir;
  std::string text = R"(module {
func.func @pool(%x: tensor<?x?x?x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>) {
  %0:2 = ov.max_pool_v8 %x kernel = [3, 2] strides = [2, 1] pads_begin = [1, 0] pads_end = [1, 1] rounding_type = ceil axis = 1 : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  return %0#0, %0#1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
}
func.func @roi(%d: tensor<?x?x?x?xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi32>) -> tensor<?x?x3x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 3 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.5 mode = max : tensor<?x?x?x?xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x?x3x2xf32>
  return %0 : tensor<?x?x3x2xf32>
}
}
)";
  if (path == "vulkan")
    return checkRefusedOnVulkan(text, dir);
  std::shared_ptr<ovrt::Module> module =
      compileDirected(text, path, dir, "concurrent");
  ASSERT_TRUE(module);
  MaxPoolAttrs pool;
  pool.kernel = {3, 2};
  pool.strides = {2, 1};
  pool.padsBegin = {1, 0};
  pool.padsEnd = {1, 1};
  pool.rounding = Rounding::Ceil;
  pool.axis = 1;
  ROIAlignAttrs roi{3, 2, 0, 0.5f, ROIAlignMode::Max};

  constexpr int kThreads = 8, kRuns = 100;
  std::atomic<int> mismatches{0}, failures{0}, checked{0};
  std::vector<std::string> firstProblem(kThreads);
  auto compare = [&](int t, const Tensor &want, const Tensor &got) {
    bool same = want.shape() == got.shape();
    for (int64_t i = 0; same && i < want.numElements(); ++i)
      same = sameElement(want, got, i);
    if (!same) {
      ++mismatches;
      firstProblem[size_t(t)] = "a result differs from the reference";
    }
  };
  auto runOne = [&](int t, int r) {
    Rng rng(0xC0C0, uint64_t(t), uint64_t(r));
    auto below = [&](int64_t k) { return rng.range(0, k - 1); };
    if (r % 2 == 0) {
      std::vector<int64_t> shape{1 + below(2), 1 + below(3),
                                 2 + below(9), 2 + below(9)};
      Tensor x = Tensor::create(DType::F32, shape).take();
      for (int64_t i = 0; i < x.numElements(); ++i)
        x.dataAs<float>()[i] = float(below(64)) * 0.25f - 8.0f;
      ovrt::Result<MaxPoolResult> want = referenceMaxPool(pool, x);
      std::vector<Tensor> inputs;
      inputs.push_back(std::move(x));
      ovrt::Result<std::vector<Tensor>> out = module->run("pool", inputs);
      if (!want.ok() || !out.ok() || out->size() != 2) {
        ++failures;
        firstProblem[size_t(t)] = out.ok() ? want.error() : out.error();
        return;
      }
      compare(t, want->values, (*out)[0]);
      compare(t, want->indices, (*out)[1]);
    } else {
      int64_t n = 1 + below(2), boxes = 1 + below(4);
      Tensor data = Tensor::create(DType::F32, {n, 1 + below(4),
                                                3 + below(6),
                                                3 + below(6)})
                        .take();
      for (int64_t i = 0; i < data.numElements(); ++i)
        data.dataAs<float>()[i] = float(below(64)) * 0.25f - 8.0f;
      Tensor rois = Tensor::create(DType::F32, {boxes, 4}).take();
      for (int64_t i = 0; i < rois.numElements(); ++i)
        rois.dataAs<float>()[i] = float(below(40)) * 0.25f;
      Tensor batch = Tensor::create(DType::I32, {boxes}).take();
      for (int64_t i = 0; i < boxes; ++i)
        batch.dataAs<int32_t>()[i] = int32_t(below(n));
      ovrt::Result<Tensor> want = referenceROIAlign(roi, data, rois, batch);
      std::vector<Tensor> inputs;
      inputs.push_back(std::move(data));
      inputs.push_back(std::move(rois));
      inputs.push_back(std::move(batch));
      ovrt::Result<std::vector<Tensor>> out = module->run("roi", inputs);
      if (!want.ok() || !out.ok() || out->size() != 1) {
        ++failures;
        firstProblem[size_t(t)] = out.ok() ? want.error() : out.error();
        return;
      }
      compare(t, *want, (*out)[0]);
    }
    ++checked;
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      for (int r = 0; r < kRuns; ++r)
        runOne(t, r);
    });
  for (std::thread &th : threads)
    th.join();
  for (const std::string &problem : firstProblem)
    EXPECT_TRUE(problem.empty()) << problem;
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(mismatches.load(), 0);
  EXPECT_EQ(checked.load(), kThreads * kRuns);
}

/// Both ends of the vector kernel's choice per image in one call: image 0
/// has 60 boxes over a 10 x 13 map (their regions add up to more than the
/// map: the whole-map kernel, groups of channel blocks), image 1 one box (the
/// per-box kernel). 40 channels leave a partial last group (and block);
/// boxes partly outside the map, adaptive counts that are powers of two and
/// others (a product by 1/count, or a quotient), and sampling_ratio 2.
/// Bit for bit the reference's, on every lowering.
TEST_P(E2E, ROIAlignWholeMapAndPerBoxImages) {
  const std::string path = GetParam();
  if (!pathSelected(path))
    GTEST_SKIP() << "path " << path << " not in OV_E2E_PATHS";
  TempDir dir;
  std::string text = R"(module {
func.func @avg(%d: tensor<2x40x10x13xf32>, %r: tensor<61x4xf32>, %i: tensor<61xi32>) -> tensor<61x40x3x5xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 3 pooled_w = 5 sampling_ratio = 0 spatial_scale = 0.5 mode = avg : tensor<2x40x10x13xf32>, tensor<61x4xf32>, tensor<61xi32> -> tensor<61x40x3x5xf32>
  return %0 : tensor<61x40x3x5xf32>
}
func.func @max(%d: tensor<2x40x10x13xf32>, %r: tensor<61x4xf32>, %i: tensor<61xi32>) -> tensor<61x40x3x5xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 3 pooled_w = 5 sampling_ratio = 2 spatial_scale = 0.5 mode = max : tensor<2x40x10x13xf32>, tensor<61x4xf32>, tensor<61xi32> -> tensor<61x40x3x5xf32>
  return %0 : tensor<61x40x3x5xf32>
}
}
)";
  std::shared_ptr<ovrt::Module> module =
      compileDirected(text, path, dir, "wholemap");
  ASSERT_TRUE(module);
  Rng rng(0x3A9, 0, 0);
  Tensor data = Tensor::create(DType::F32, {2, 40, 10, 13}).take();
  for (int64_t i = 0; i < data.numElements(); ++i)
    data.dataAs<float>()[i] = float(rng.range(0, 255)) * 0.125f - 16.0f;
  constexpr int64_t kBoxes = 61;
  Tensor rois = Tensor::create(DType::F32, {kBoxes, 4}).take();
  Tensor batch = Tensor::create(DType::I32, {kBoxes}).take();
  for (int64_t b = 0; b < kBoxes; ++b) {
    // Corners in image coordinates (map = image / 2), from 4 outside the
    // left/top edge to past the right/bottom one; sides of 1 to 22.
    float x1 = float(rng.range(-8, 24)) * 0.5f, y1 = float(rng.range(-8, 18)) * 0.5f;
    float w = float(rng.range(2, 44)) * 0.5f, h = float(rng.range(2, 44)) * 0.5f;
    float *box = rois.dataAs<float>() + 4 * b;
    box[0] = x1;
    box[1] = y1;
    box[2] = x1 + w;
    box[3] = y1 + h;
    batch.dataAs<int32_t>()[b] = b == kBoxes / 2 ? 1 : 0;
  }
  // Image 1's box stages a region of 3 rows of a vector, far less than the
  // map (10 rows).
  const float smallBox[4] = {2.0f, 2.0f, 5.5f, 5.0f};
  std::copy_n(smallBox, 4, rois.dataAs<float>() + 4 * (kBoxes / 2));
  for (auto [fn, attrs] :
       {std::pair{"avg", ROIAlignAttrs{3, 5, 0, 0.5f, ROIAlignMode::Avg}},
        std::pair{"max", ROIAlignAttrs{3, 5, 2, 0.5f, ROIAlignMode::Max}}}) {
    ovrt::Result<Tensor> want = referenceROIAlign(attrs, data, rois, batch);
    ASSERT_TRUE(want.ok()) << want.error();
    std::vector<const Tensor *> inputs{&data, &rois, &batch};
    ovrt::Result<std::vector<Tensor>> out =
        module->run(fn, inputs.data(), inputs.size());
    ASSERT_TRUE(out.ok()) << fn << ": " << out.error();
    const Tensor &got = (*out)[0];
    ASSERT_EQ(got.shape(), want->shape());
    int64_t differ = 0, first = -1;
    for (int64_t i = 0; i < got.numElements(); ++i)
      if (!sameElement(*want, got, i) && differ++ == 0)
        first = i;
    EXPECT_EQ(differ, 0) << fn << ": " << differ
                         << " elements differ from the reference, the first at "
                         << first;
  }
}

/// MaxPool-8 spec examples 1-7, with example 1 as corrected by
/// docs/semantics.md section 4 (row 1, column 3 is 3 at index 2, not -6 at
/// index 5).
TEST_P(E2E, MaxPool8SpecExamples) {
  const std::string path = GetParam();
  if (!pathSelected(path))
    GTEST_SKIP() << "path " << path << " not in OV_E2E_PATHS";
  struct Example {
    const char *name;
    std::vector<int64_t> shape;
    std::vector<float> input;
    MaxPoolAttrs attrs;
    std::string attrText;
    std::vector<int64_t> outShape;
    std::vector<float> values;
    std::vector<int64_t> indices;
  };
  std::vector<float> x3{-1, 2, 3, 4, 5, -6, -7, 8, 9};
  auto attrs = [](std::vector<int64_t> k, std::vector<int64_t> s,
                  std::vector<int64_t> pb, std::vector<int64_t> pe,
                  std::vector<int64_t> d, Rounding r, AutoPad a, int64_t axis) {
    MaxPoolAttrs m;
    m.version = 8;
    m.kernel = k;
    m.strides = s;
    m.padsBegin = pb;
    m.padsEnd = pe;
    m.dilations = d;
    m.rounding = r;
    m.autoPad = a;
    m.axis = axis;
    return m;
  };
  std::vector<Example> examples{
      {"example1",
       {1, 1, 3, 3},
       x3,
       attrs({2, 2}, {1, 1}, {1, 1}, {1, 1}, {}, Rounding::Floor,
             AutoPad::Explicit, 0),
       "kernel = [2, 2] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, "
       "1] rounding_type = floor auto_pad = explicit",
       {1, 1, 4, 4},
       {-1, 2, 3, 3, 4, 5, 5, 3, 4, 8, 9, 9, -7, 8, 9, 9},
       {0, 1, 2, 2, 3, 4, 4, 2, 3, 7, 8, 8, 6, 7, 8, 8}},
      {"example2",
       {1, 1, 7},
       {-1, 2, 3, 5, -7, 9, 1},
       attrs({3}, {1}, {0}, {0}, {}, Rounding::Floor, AutoPad::Valid, 0),
       "kernel = [3] strides = [1] pads_begin = [0] pads_end = [0] "
       "rounding_type = floor auto_pad = valid",
       {1, 1, 5},
       {3, 5, 5, 9, 9},
       {2, 3, 3, 5, 5}},
      {"example3",
       {1, 1, 3, 3},
       x3,
       attrs({2, 2}, {1, 1}, {0, 0}, {0, 0}, {}, Rounding::Floor,
             AutoPad::SameLower, 0),
       "kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, "
       "0] rounding_type = floor auto_pad = same_lower",
       {1, 1, 3, 3},
       {-1, 2, 3, 4, 5, 5, 4, 8, 9},
       {0, 1, 2, 3, 4, 4, 3, 7, 8}},
      {"example4",
       {1, 2, 3, 3},
       {-1, 2, 3, 4, 5, -6, -7, 8, 9, 2, -1, 5, 6, -7, 1, 8, 2, -3},
       attrs({2, 2}, {1, 1}, {0, 0}, {0, 0}, {}, Rounding::Floor,
             AutoPad::SameUpper, 0),
       "kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, "
       "0] rounding_type = floor auto_pad = same_upper",
       {1, 2, 3, 3},
       {5, 5, 3, 8, 9, 9, 8, 9, 9, 6, 5, 5, 8, 2, 1, 8, 2, -3},
       {4, 4, 2, 7, 8, 8, 7, 8, 8, 12, 11, 11, 15, 16, 14, 15, 16, 17}},
      {"example5",
       {1, 1, 3, 3},
       x3,
       attrs({2, 2}, {2, 2}, {0, 0}, {0, 0}, {}, Rounding::Ceil,
             AutoPad::Valid, 0),
       "kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, "
       "0] rounding_type = ceil auto_pad = valid",
       {1, 1, 2, 2},
       {5, 3, 8, 9},
       {4, 2, 7, 8}},
      {"example6",
       {1, 1, 3, 3},
       {1, 2, 3, 4, 5, 6, 7, 8, 9},
       attrs({2, 2}, {1, 1}, {1, 1}, {1, 1}, {2, 2}, Rounding::Floor,
             AutoPad::Explicit, 0),
       "kernel = [2, 2] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, "
       "1] dilations = [2, 2] rounding_type = floor auto_pad = explicit",
       {1, 1, 3, 3},
       {5, 6, 5, 8, 9, 8, 5, 6, 5},
       {4, 5, 4, 7, 8, 7, 4, 5, 4}},
      {"example7",
       {1, 2, 3, 3},
       {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18},
       attrs({2, 2}, {1, 1}, {0, 0}, {0, 0}, {1, 1}, Rounding::Floor,
             AutoPad::Explicit, 2),
       "kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, "
       "0] dilations = [1, 1] rounding_type = floor auto_pad = explicit "
       "axis = 2",
       {1, 2, 2, 2},
       {5, 6, 8, 9, 14, 15, 17, 18},
       {4, 5, 7, 8, 4, 5, 7, 8}},
  };

  std::string text = "module {\n";
  for (const Example &e : examples) {
    std::vector<bool> fixed(e.shape.size(), false);
    std::string in = tensorType(e.shape, fixed, "f32");
    std::string out = tensorType(e.outShape, fixed, "f32");
    std::string idx = tensorType(e.outShape, fixed, "i64");
    text += std::string("func.func @") + e.name + "(%x: " + in + ") -> (" +
            out + ", " + idx + ") {\n  %0:2 = ov.max_pool_v8 %x " +
            e.attrText + " : " + in + " -> " + out + ", " + idx +
            "\n  return %0#0, %0#1 : " + out + ", " + idx + "\n}\n";
  }
  text += "}\n";
  TempDir dir;
  std::shared_ptr<ovrt::Module> module =
      compileDirected(text, path, dir, "spec_examples");
  ASSERT_TRUE(module);
  for (const Example &e : examples) {
    SCOPED_TRACE(e.name);
    Tensor input = makeTensor(DType::F32, e.shape, e.input);
    Tensor values = makeTensor(DType::F32, e.outShape, e.values);
    Tensor indices = makeTensor(DType::I64, e.outShape, e.indices);
    // The reference agrees with the spec...
    ovrt::Result<MaxPoolResult> ref = referenceMaxPool(e.attrs, input);
    ASSERT_TRUE(ref.ok()) << ref.error();
    ASSERT_EQ(ref->values.shape(), e.outShape);
    for (int64_t i = 0; i < values.numElements(); ++i) {
      EXPECT_TRUE(sameElement(values, ref->values, i)) << "reference value " << i;
      EXPECT_TRUE(sameElement(indices, ref->indices, i)) << "reference index " << i;
    }
    // ...and so does the compiled function.
    std::vector<Tensor> inputs;
    inputs.push_back(std::move(input));
    ovrt::Result<std::vector<Tensor>> out = module->run(e.name, inputs);
    ASSERT_TRUE(out.ok()) << out.error();
    ASSERT_EQ(out->size(), 2u);
    ASSERT_EQ((*out)[0].shape(), e.outShape);
    ASSERT_EQ((*out)[1].shape(), e.outShape);
    for (int64_t i = 0; i < values.numElements(); ++i) {
      EXPECT_TRUE(sameElement(values, (*out)[0], i))
          << "value at " << coordinates(e.outShape, i) << ": expected "
          << formatElement(values, i) << ", got " << formatElement((*out)[0], i);
      EXPECT_TRUE(sameElement(indices, (*out)[1], i))
          << "index at " << coordinates(e.outShape, i) << ": expected "
          << formatElement(indices, i) << ", got "
          << formatElement((*out)[1], i);
    }
  }
}

//===----------------------------------------------------------------------===//
// NVIDIA's assembler on the random configurations' PTX
//===----------------------------------------------------------------------===//

/// ptxas on PATH or in /usr/local/cuda/bin; "" when there is none.
std::string findPtxas() {
  if (llvm::ErrorOr<std::string> p = llvm::sys::findProgramByName("ptxas"))
    return *p;
  if (llvm::ErrorOr<std::string> p =
          llvm::sys::findProgramByName("ptxas", {"/usr/local/cuda/bin"}))
    return *p;
  return "";
}

/// The first `count` cases of `kind` compiled for the CUDA target on `chip`
/// (ov-compile --emit-ptx), every kernel module assembled with
/// `ptxas -arch=chip`.
void assembleSample(const std::string &ptxas, const TempDir &dir,
                    const std::string &kind, Case (*make)(uint64_t, int64_t),
                    int64_t count, const std::string &chip) {
  std::string text = "module {\n";
  for (int64_t i = 0; i < count; ++i) {
    Case c = make(seed(), i);
    if (!c.text.empty())
      text += c.functionText("f" + std::to_string(i));
  }
  text += "}\n";
  mlir::ov::CPUCompileOptions options;
  options.target = mlir::ov::CompileTarget::CUDA;
  options.gpuChip = chip;
  options.ptxDir = dir.file(kind + "_" + chip);
  std::string error = compileText(text, options, dir.file(kind + ".so"),
                                  "ptx_" + kind + ".mlir", /*threaded=*/true);
  ASSERT_EQ(error, "") << text;
  // The listing first: ptxas adds files beside the PTX.
  std::error_code ec;
  std::vector<std::string> files;
  for (llvm::sys::fs::directory_iterator it(options.ptxDir, ec), end;
       it != end && !ec; it.increment(ec))
    if (llvm::StringRef(it->path()).ends_with(".ptx"))
      files.push_back(it->path());
  EXPECT_FALSE(ec) << ec.message();
  int64_t assembled = 0;
  for (const std::string &ptx : files) {
    std::string log = ptx + ".log";
    std::optional<llvm::StringRef> redirects[] = {std::nullopt, log, log};
    int rc = llvm::sys::ExecuteAndWait(
        ptxas, {ptxas, "-arch=" + chip, ptx, "-o", ptx + ".cubin"},
        std::nullopt, redirects);
    auto output = llvm::MemoryBuffer::getFile(log);
    EXPECT_EQ(rc, 0) << "ptxas -arch=" << chip << " " << ptx << ":\n"
                     << (output ? (*output)->getBuffer().str() : "");
    ++assembled;
  }
  EXPECT_GT(assembled, 0) << "no PTX in " << options.ptxDir;
  std::printf("[e2e] ptxas -arch=%s: %lld %s kernels assembled\n",
              chip.c_str(), (long long)assembled, kind.c_str());
}

/// A sample of the random configurations (OV_E2E_PTX_CONFIGS of each kind,
/// default 40), sm_90 and sm_80: the lit test ptxas.test covers the lit
/// inputs and the benchmark models.
TEST(E2EPTX, RandomConfigurationsAssemble) {
  if (!pathSelected("cuda"))
    GTEST_SKIP() << "path cuda not in OV_E2E_PATHS";
  std::string ptxas = findPtxas();
  if (ptxas.empty())
    GTEST_SKIP() << "ptxas not found (PATH, /usr/local/cuda/bin): the "
                    "random configurations' PTX is not assembled";
  TempDir dir;
  ASSERT_TRUE(dir.ok()) << "cannot create a temporary directory";
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  int64_t count = int64_t(envNumber("OV_E2E_PTX_CONFIGS", 40));
  for (const char *chip : {"sm_90", "sm_80"}) {
    assembleSample(ptxas, dir, "maxpool", makeMaxPoolCase, count, chip);
    assembleSample(ptxas, dir, "roialign", makeROIAlignCase, count / 2, chip);
  }
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

} // namespace
