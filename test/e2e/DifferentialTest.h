// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DifferentialTest.h - The differential tests' harness -----*- C++ -*-===//
//
// What the family tests (MaxPoolTest.cpp, AvgPoolTest.cpp, ROIAlignTest.cpp)
// and the cross-family tests (CrossFamilyTest.cpp) share: the environment
// (DifferentialTest.cpp's header lists it), the random numbers, the case
// generation helpers (DifferentialCases.cpp), and compiling, running and
// checking batches of cases (DifferentialTest.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef OV_TEST_E2E_DIFFERENTIALTEST_H
#define OV_TEST_E2E_DIFFERENTIALTEST_H

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

using ovrt::DType;
using ovrt::Tensor;

//===----------------------------------------------------------------------===//
// Environment (DifferentialTest.cpp)
//===----------------------------------------------------------------------===//

uint64_t envNumber(const char *name, uint64_t fallback);
uint64_t seed();
int64_t totalConfigs();
int64_t functionsPerModule();
bool verbose();
ROIAlignIntegers roiAlignIntegers();
bool pathSelected(const std::string &path);
bool caseSelected(const std::string &kind, int64_t index);

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
// Types, text and tensor filling (DifferentialCases.cpp)
//===----------------------------------------------------------------------===//

/// An element type as MLIR spells it (signed integers appear both signless
/// and as siN).
struct ElementType {
  DType dtype;
  std::string mlir;
};

std::string join(const std::vector<int64_t> &values);
std::string tensorType(const std::vector<int64_t> &shape,
                       const std::vector<bool> &dynamic,
                       const std::string &element);
std::string shapeString(const std::vector<int64_t> &shape);
void setFloat(Tensor &t, int64_t i, double v);
void setRaw(Tensor &t, int64_t i, uint64_t raw);
int bitWidth(DType type);
double maxFinite(DType type);
double smallestSubnormal(DType type);
const char *fillPoolInput(Rng &rng, Tensor &t);
/// Which dims of a rank-`rank` pooling input are dynamic: mode 0 none, 1
/// all, 2 N and C, 3 the spatial ones.
std::vector<bool> dynamicDims(size_t mode, int64_t rank);
/// A pooling op's window attributes as the assembly format writes them.
std::string poolWindowText(const std::vector<int64_t> &kernel,
                           const std::vector<int64_t> &strides,
                           const std::vector<int64_t> &padsBegin,
                           const std::vector<int64_t> &padsEnd);

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

const std::vector<ElementType> &poolElementTypes();

/// The random cases of each family (MaxPoolTest.cpp, AvgPoolTest.cpp,
/// ROIAlignTest.cpp): case `index` of the stream that `seedValue` starts.
Case makeMaxPoolCase(uint64_t seedValue, int64_t index);
Case makeAvgPoolCase(uint64_t seedValue, int64_t index);
Case makeROIAlignCase(uint64_t seedValue, int64_t index);
Case makeROIAlignRotatedCase(uint64_t seedValue, int64_t index);
Case makeROIPoolingCase(uint64_t seedValue, int64_t index);

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

std::string compileText(const std::string &text,
                        const mlir::ov::CompileOptions &options,
                        const std::string &soPath,
                        const std::string &bufferName, bool threaded);
CompileResult compileAndLoad(const std::string &text, const std::string &path,
                             const std::string &soPath,
                             const std::string &bufferName,
                             bool threaded = true);
std::string coordinates(const std::vector<int64_t> &shape, int64_t i);
void runDifferential(const std::string &kind, const std::string &path,
                     int64_t count, Case (*make)(uint64_t, int64_t));
/// The random configurations of each family on lowering `path`.
int64_t maxPoolConfigs(const std::string &path);
int64_t roiAlignConfigs(const std::string &path);
int64_t avgPoolConfigs(const std::string &path);

//===----------------------------------------------------------------------===//
// The tests, once per lowering
//===----------------------------------------------------------------------===//

/// The tests run once per lowering (INSTANTIATE_TEST_SUITE_P in
/// DifferentialTest.cpp); SetUp skips a lowering not in OV_E2E_PATHS, and
/// the GPU targets without their device.
class E2E : public ::testing::TestWithParam<std::string> {
protected:
  void SetUp() override;
};

std::shared_ptr<ovrt::Module> compileDirected(const std::string &text,
                                              const std::string &path,
                                              const TempDir &dir,
                                              const std::string &name);

template <typename T>
Tensor makeTensor(DType type, std::vector<int64_t> shape,
                  const std::vector<T> &values) {
  return Tensor::fromVector(type, std::move(shape), values).take();
}

} // namespace ove2e

#endif // OV_TEST_E2E_DIFFERENTIALTEST_H
