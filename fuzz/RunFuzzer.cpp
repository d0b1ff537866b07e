// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RunFuzzer.cpp - libFuzzer target over the runtime's input checks ---===//
//
// Feeds fuzzed tensors to a compiled module (fuzz/models/run.mlir, compiled by
// ov-compile at build time): dtypes, ranks and dims mostly as the descriptor
// declares them, sometimes not, with values taken from the input (NaN and
// infinite boxes, negative and huge batch indices, dims at the int32/int64
// edges when the tensor stays empty). One input in eight is instead parsed as
// descriptor text. Properties:
//   - nothing crashes, reads out of bounds in the runtime, or leaks;
//   - outputShapes() and run() agree: both fail with the same one-line
//     message, or both succeed with the same output shapes;
//   - a ROIAlign run that succeeds had every batch index in [0, N) and every
//     box coordinate finite (the module's check is the only guard of its
//     gathers);
//   - runs are deterministic: runInto() into fresh outputs writes the same
//     bytes as run();
//   - runInto() refuses outputs that share memory with an input or another
//     output although each is a tensor of its own (memory wrapped anew, as
//     every Python call wraps), with one line naming both, and writes
//     nothing.
//
//===----------------------------------------------------------------------===//

#include "ovrt/Module.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <vector>

using namespace ovrt;

namespace {

// Tensors stay small so that every input runs in well under a millisecond.
constexpr int64_t kMaxElements = 4096;
constexpr int64_t kMaxOutputElements = int64_t(1) << 20;

[[noreturn]] void fail(const char *property, const std::string &detail) {
  std::fprintf(stderr, "ov-run-fuzzer: %s\n%s\n", property, detail.c_str());
  std::abort();
}

void checkOneLine(const std::string &message) {
  if (message.empty() || message.find('\n') != std::string::npos)
    fail("an error is not one line", message);
}

const Module &module() {
  static std::shared_ptr<Module> loaded = [] {
    Result<std::shared_ptr<Module>> m = Module::load(OV_RUN_FUZZER_MODULE);
    if (!m.ok())
      fail("cannot load the module", m.error());
    return m.take();
  }();
  return *loaded;
}

int64_t pickDim(FuzzedDataProvider &in, int64_t declared) {
  if (declared >= 0 && in.ConsumeProbability<float>() < 0.85f)
    return declared;
  static constexpr int64_t kEdges[] = {0,
                                       (int64_t(1) << 31) - 1,
                                       int64_t(1) << 31,
                                       int64_t(1) << 32,
                                       int64_t(1) << 62,
                                       std::numeric_limits<int64_t>::max()};
  if (in.ConsumeProbability<float>() < 0.05f)
    return in.PickValueInArray(kEdges);
  return in.ConsumeIntegralInRange<int64_t>(0, 12);
}

/// A tensor for `spec`, or nothing when it would be too large to fuzz with.
std::optional<Tensor> makeInput(FuzzedDataProvider &in,
                                const TensorSpec &spec) {
  DType dtype = spec.dtype;
  if (in.ConsumeProbability<float>() < 0.08f)
    dtype = DType(in.ConsumeIntegralInRange<int>(0, kNumDTypes - 2));
  std::vector<int64_t> declared = spec.dims;
  if (in.ConsumeProbability<float>() < 0.05f)
    declared.resize(in.ConsumeIntegralInRange<size_t>(0, 6), -1);
  std::vector<int64_t> shape;
  for (int64_t dim : declared)
    shape.push_back(pickDim(in, dim));
  Result<int64_t> elements = checkedNumElements(shape);
  if (!elements.ok() || *elements > kMaxElements)
    return std::nullopt;
  Result<Tensor> tensor = Tensor::create(dtype, shape);
  if (!tensor.ok())
    return std::nullopt;
  // Values: the input's bytes, repeated; or small integers (valid batch
  // indices, boxes inside the map) so that runs also get past the checks.
  auto *bytes = static_cast<uint8_t *>(tensor->data());
  bool small = in.ConsumeBool();
  std::vector<uint8_t> pattern =
      in.ConsumeBytes<uint8_t>(in.ConsumeIntegralInRange<size_t>(1, 64));
  size_t element = dtypeSize(dtype);
  for (size_t i = 0; i < tensor->byteSize(); ++i) {
    uint8_t b = pattern.empty() ? 0 : pattern[i % pattern.size()];
    bytes[i] = small && i % element != 0 ? 0 : b;
  }
  if (small && (dtype == DType::F32 || dtype == DType::F64))
    for (int64_t i = 0; i < *elements; ++i) {
      double v = double(bytes[size_t(i) * element] % 16);
      if (dtype == DType::F32)
        tensor->dataAs<float>()[i] = float(v);
      else
        tensor->dataAs<double>()[i] = v;
    }
  return tensor.take();
}

double elementAsDouble(const Tensor &t, int64_t i) {
  switch (t.dtype()) {
  case DType::F32:
    return t.dataAs<float>()[i];
  case DType::F64:
    return t.dataAs<double>()[i];
  case DType::I32:
    return t.dataAs<int32_t>()[i];
  case DType::I64:
    return double(t.dataAs<int64_t>()[i]);
  default:
    return std::nan("");
  }
}

/// The module's check must have refused bad boxes and batch indices: a
/// separate batch-index input (ROIAlign, ROIAlignRotated: every coordinate
/// finite too), or the boxes' column 0, truncated (ROIPooling, two inputs).
void checkROIGuards(const std::vector<Tensor> &inputs) {
  const Tensor &data = inputs[0], &rois = inputs[1];
  auto checkBatch = [&](double b) {
    if (!(b >= 0 && b < double(data.shape()[0])))
      fail("a run accepted a batch index outside [0, N)",
           std::to_string(b) + " with N = " + std::to_string(data.shape()[0]));
  };
  if (inputs.size() == 2) {
    int64_t width = rois.shape().empty() ? 0 : rois.shape().back();
    for (int64_t i = 0; width > 0 && i < rois.numElements(); i += width)
      checkBatch(std::trunc(elementAsDouble(rois, i)));
    return;
  }
  for (int64_t i = 0; i < rois.numElements(); ++i)
    if (!std::isfinite(elementAsDouble(rois, i)))
      fail("a run accepted a box coordinate that is not finite", "");
  const Tensor &batch = inputs[2];
  for (int64_t i = 0; i < batch.numElements(); ++i)
    checkBatch(elementAsDouble(batch, i));
}

void checkDeterministic(const std::string &name,
                        const std::vector<const Tensor *> &inputs,
                        const std::vector<Tensor> &outputs) {
  std::vector<Tensor> fresh;
  std::vector<Tensor *> outputPtrs;
  for (const Tensor &out : outputs) {
    Result<Tensor> t = Tensor::create(out.dtype(), out.shape());
    if (!t.ok())
      fail("cannot allocate an output run() could", t.error());
    fresh.push_back(t.take());
  }
  for (Tensor &t : fresh)
    outputPtrs.push_back(&t);
  Status status = module().runInto(name, inputs.data(), inputs.size(),
                                   outputPtrs.data(), outputPtrs.size());
  if (!status.ok())
    fail("runInto failed where run succeeded", status.message());
  for (size_t i = 0; i < outputs.size(); ++i)
    if (outputs[i].byteSize() && std::memcmp(outputs[i].data(), fresh[i].data(),
                                             outputs[i].byteSize()) != 0)
      fail("two runs on the same inputs wrote different bytes", name);
}

/// Caller memory wrapped as a tensor of `like`'s dtype and shape.
Tensor wrapLike(const Tensor &like, void *data) {
  Result<Tensor> t =
      Tensor::wrap(like.dtype(), like.shape(), data, like.byteSize());
  if (!t.ok())
    fail("cannot wrap memory for an output", t.error());
  return t.take();
}

/// Output k wrapped over an input's memory, or over output j's, at an
/// offset where the two share bytes: runInto must refuse with one line, and
/// the memory it was handed stays as it was (a wrong acceptance would also
/// write past the buffer, which ASan reports).
void checkAliasingRefused(FuzzedDataProvider &in, const std::string &name,
                          const std::vector<const Tensor *> &inputs,
                          const std::vector<Tensor> &outputs) {
  size_t k = in.ConsumeIntegralInRange<size_t>(0, outputs.size() - 1);
  std::vector<Tensor> fresh;
  for (const Tensor &out : outputs) {
    Result<Tensor> t = Tensor::create(out.dtype(), out.shape());
    if (!t.ok())
      fail("cannot allocate an output run() could", t.error());
    fresh.push_back(t.take());
  }
  const Tensor *host = nullptr;
  if (outputs.size() > 1 && (in.ConsumeBool() || inputs.empty()))
    host =
        &fresh[(k + in.ConsumeIntegralInRange<size_t>(1, outputs.size() - 1)) %
               outputs.size()];
  else if (!inputs.empty())
    host = inputs[in.ConsumeIntegralInRange<size_t>(0, inputs.size() - 1)];
  if (!host || host->byteSize() == 0 || outputs[k].byteSize() == 0)
    return;
  // A start inside the host's bytes, aligned for output k's elements.
  size_t element = dtypeSize(outputs[k].dtype());
  size_t offset = in.ConsumeIntegralInRange<size_t>(0, host->byteSize() - 1) /
                  element * element;
  auto *base = static_cast<uint8_t *>(const_cast<void *>(host->data()));
  std::vector<uint8_t> before(base, base + host->byteSize());
  fresh[k] = wrapLike(outputs[k], base + offset);
  std::vector<Tensor *> outs;
  for (Tensor &t : fresh)
    outs.push_back(&t);
  Status status = module().runInto(name, inputs.data(), inputs.size(),
                                   outs.data(), outs.size());
  if (status.ok())
    fail("runInto accepted an output over another tensor's memory", name);
  checkOneLine(status.message());
  if (status.message().find(" overlaps ") == std::string::npos)
    fail("runInto refused an aliasing output for another reason",
         status.message());
  if (std::memcmp(before.data(), base, before.size()) != 0)
    fail("a refused runInto wrote into memory", name);
}

/// How inputs ended, printed at exit when OV_FUZZ_STATS is set: a fuzzer
/// whose inputs never get past the checks tests little.
struct Outcomes {
  uint64_t rejected = 0, ran = 0;
  ~Outcomes() {
    if (std::getenv("OV_FUZZ_STATS"))
      std::fprintf(stderr, "ov-run-fuzzer: %llu runs rejected, %llu ran\n",
                   (unsigned long long)rejected, (unsigned long long)ran);
  }
} outcomes;

void fuzzDescriptor(FuzzedDataProvider &in) {
  std::string text = in.ConsumeRemainingBytesAsString();
  Result<ModuleDescriptor> parsed = parseModuleDescriptor(text);
  if (!parsed.ok())
    checkOneLine(parsed.error());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzedDataProvider in(data, size);
  if (in.ConsumeIntegral<uint8_t>() % 8 == 0) {
    fuzzDescriptor(in);
    return 0;
  }
  const std::vector<FunctionSpec> &functions = module().functions();
  const FunctionSpec &fn =
      functions[in.ConsumeIntegralInRange<size_t>(0, functions.size() - 1)];
  std::vector<Tensor> inputs;
  size_t count = fn.inputs.size();
  if (in.ConsumeProbability<float>() < 0.03f)
    count = in.ConsumeIntegralInRange<size_t>(0, 4);
  for (size_t i = 0; i < count; ++i) {
    std::optional<Tensor> t =
        makeInput(in, fn.inputs[std::min(i, fn.inputs.size() - 1)]);
    if (!t)
      return 0;
    inputs.push_back(std::move(*t));
  }
  std::vector<const Tensor *> inputPtrs;
  for (const Tensor &t : inputs)
    inputPtrs.push_back(&t);

  Result<std::vector<std::vector<int64_t>>> shapes =
      module().outputShapes(fn.name, inputPtrs.data(), inputPtrs.size());
  // Padding makes outputs of empty inputs (AvgPool-1 over [1, 2^40, 0]
  // gives [1, 2^40, 1]): outputs too large to fuzz with are not run.
  if (shapes.ok())
    for (const std::vector<int64_t> &shape : *shapes) {
      Result<int64_t> elements = checkedNumElements(shape);
      if (!elements.ok() || *elements > kMaxOutputElements)
        return 0;
    }
  Result<std::vector<Tensor>> outputs = module().run(fn.name, inputs);
  if (shapes.ok() != outputs.ok())
    fail("outputShapes() and run() disagree",
         shapes.ok() ? outputs.error() : shapes.error());
  if (!outputs.ok()) {
    ++outcomes.rejected;
    checkOneLine(outputs.error());
    if (outputs.error() != shapes.error())
      fail("outputShapes() and run() fail differently",
           shapes.error() + " / " + outputs.error());
    return 0;
  }
  for (size_t i = 0; i < outputs->size(); ++i)
    if ((*outputs)[i].shape() != (*shapes)[i])
      fail("run()'s output shape differs from outputShapes()", fn.name);
  if (fn.name.rfind("roi", 0) == 0)
    checkROIGuards(inputs);
  checkDeterministic(fn.name, inputPtrs, *outputs);
  if (in.ConsumeProbability<float>() < 0.25f)
    checkAliasingRefused(in, fn.name, inputPtrs, *outputs);
  ++outcomes.ran;
  return 0;
}
