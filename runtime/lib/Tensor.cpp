// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Tensor.cpp - Dense host tensors ------------------------------------===//

#include "Core.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

namespace ovrt::impl {

namespace {

// Buffers are aligned for the widest vector loads a compiled kernel may use
// (AVX-512), and so that they match what MLIR's own allocations give.
constexpr size_t kAlignment = 64;

} // namespace

static bool validDType(DType type) { return detail::validDType(type); }

static void freeRelease(void *p, void *) { std::free(p); }

Result<Tensor> Tensor::create(DType type, std::vector<int64_t> shape) {
  Result<Tensor> t = allocate(type, std::move(shape));
  if (t)
    std::memset(t->data(), 0, t->byteSize());
  return t;
}

Result<Tensor> Tensor::allocate(DType type, std::vector<int64_t> shape) {
  if (!validDType(type))
    return Status::error("invalid element type " + std::to_string(int(type)));
  Result<int64_t> bytes = checkedByteSize(type, shape);
  if (!bytes)
    return bytes.status();
  // Always allocate at least one aligned block so that data() is never null,
  // even for empty tensors: compiled code may compare or offset it.
  size_t allocBytes = size_t(*bytes);
  allocBytes = allocBytes == 0
                   ? kAlignment
                   : (allocBytes + kAlignment - 1) / kAlignment * kAlignment;
  void *p = nullptr;
  if (posix_memalign(&p, kAlignment, allocBytes) != 0 || !p)
    return Status::error(StatusCode::ResourceExhausted,
                         "cannot allocate " + std::to_string(*bytes) +
                             " bytes for a " + std::string(dtypeName(type)) +
                             " tensor of shape " + formatShape(shape));
  Tensor t;
  t.dtype_ = type;
  t.numElements_ = *bytes / int64_t(dtypeSize(type));
  t.shape_ = std::move(shape);
  t.data_ = std::unique_ptr<void, Releaser>(p, Releaser{freeRelease, nullptr});
  return t;
}

Result<Tensor> Tensor::wrap(DType type, std::vector<int64_t> shape, void *data,
                            size_t bytes, ReleaseFn release, void *context,
                            bool readOnly) {
  // Release the caller's memory on every failure too: the caller handed it
  // over (its release function says how) and gets no tensor back.
  auto fail = [&](Status s) -> Result<Tensor> {
    if (release)
      release(data, context);
    return s;
  };
  if (!validDType(type))
    return fail(
        Status::error("invalid element type " + std::to_string(int(type))));
  Result<int64_t> size = checkedByteSize(type, shape);
  if (!size)
    return fail(size.status());
  if (bytes != uint64_t(*size))
    return fail(Status::error("tensor " + std::string(dtypeName(type)) + " " +
                              formatShape(shape) + " needs " +
                              std::to_string(*size) + " bytes, got " +
                              std::to_string(bytes)));
  if (!data && *size != 0)
    return fail(Status::error("cannot wrap a null pointer as a tensor of " +
                              std::to_string(*size) + " bytes"));
  if (reinterpret_cast<uintptr_t>(data) % dtypeSize(type) != 0)
    return fail(Status::error("cannot wrap memory that is not aligned to its " +
                              std::to_string(dtypeSize(type)) +
                              "-byte elements"));
  Tensor t;
  t.dtype_ = type;
  t.readOnly_ = readOnly;
  t.numElements_ = *size / int64_t(dtypeSize(type));
  t.shape_ = std::move(shape);
  // valid() means a non-null buffer; an empty wrapped tensor gets a static
  // one (its release still gets the caller's pointer back).
  alignas(kAlignment) static char emptyBuffer[kAlignment];
  void *p = data ? data : emptyBuffer;
  if (!data && release) {
    release(data, context);
    release = nullptr;
  }
  t.data_ = std::unique_ptr<void, Releaser>(p, Releaser{release, context});
  return t;
}

Result<Tensor> Tensor::fromData(DType type, std::vector<int64_t> shape,
                                const void *data, size_t bytes) {
  Result<Tensor> t = create(type, std::move(shape));
  if (!t)
    return t;
  if (bytes != t->byteSize())
    return Status::error("tensor " + t->typeString() + " needs " +
                         std::to_string(t->byteSize()) + " bytes, got " +
                         std::to_string(bytes));
  if (bytes)
    std::memcpy(t->data(), data, bytes);
  return t;
}

/// The bytes [begin, end) of a tensor's data, by address.
static std::pair<uintptr_t, uintptr_t> byteRange(const Tensor &t) {
  auto begin = reinterpret_cast<uintptr_t>(t.data());
  return {begin, begin + t.byteSize()};
}

static std::string hexAddress(uintptr_t a) {
  char buf[2 + 2 * sizeof(uintptr_t) + 1];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(a));
  return buf;
}

/// "output 2 overlaps input 1 in memory (64 bytes at 0x... and 64 bytes at
/// 0x...)" when `out` and `other` share a byte, else success.
static Status checkOverlap(const Tensor &out, const std::string &outName,
                           const Tensor &other, const std::string &otherName) {
  auto [a0, a1] = byteRange(out);
  auto [b0, b1] = byteRange(other);
  // Empty ranges share no byte (every empty wrapped tensor has one address).
  if (a0 == a1 || b0 == b1 || a1 <= b0 || b1 <= a0)
    return Status::success();
  return Status::error(outName + " overlaps " + otherName + " in memory (" +
                       std::to_string(a1 - a0) + " bytes at " + hexAddress(a0) +
                       " and " + std::to_string(b1 - b0) + " bytes at " +
                       hexAddress(b0) + ")");
}

Status checkOutputsAliasNothing(const Tensor *const *inputs, size_t numInputs,
                                const Tensor *const *outputs,
                                size_t numOutputs) {
  for (size_t i = 0; i < numOutputs; ++i) {
    std::string what = "output " + std::to_string(i + 1);
    // The same tensor twice says so, even when it is empty.
    for (size_t j = 0; j < numInputs; ++j)
      if (inputs[j] == outputs[i])
        return Status::error(what + " is the same tensor as input " +
                             std::to_string(j + 1));
    for (size_t j = 0; j < i; ++j)
      if (outputs[j] == outputs[i])
        return Status::error(what + " is the same tensor as output " +
                             std::to_string(j + 1));
    for (size_t j = 0; j < numInputs; ++j)
      if (Status s = checkOverlap(*outputs[i], what, *inputs[j],
                                  "input " + std::to_string(j + 1));
          !s)
        return s;
    for (size_t j = 0; j < i; ++j)
      if (Status s = checkOverlap(*outputs[i], what, *outputs[j],
                                  "output " + std::to_string(j + 1));
          !s)
        return s;
  }
  return Status::success();
}

} // namespace ovrt::impl
