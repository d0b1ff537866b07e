//===- Tensor.cpp - Dense host tensors ------------------------------------===//

#include "Core.h"

#include <cstdlib>
#include <cstring>

namespace ovrt::impl {

namespace {

// Buffers are aligned for the widest vector loads a compiled kernel may use
// (AVX-512), and so that they match what MLIR's own allocations give.
constexpr size_t kAlignment = 64;

bool validDType(DType type) { return detail::validDType(type); }

void freeRelease(void *p, void *) { std::free(p); }

} // namespace

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
  allocBytes = allocBytes == 0 ? kAlignment
                               : (allocBytes + kAlignment - 1) / kAlignment *
                                     kAlignment;
  void *p = nullptr;
  if (posix_memalign(&p, kAlignment, allocBytes) != 0 || !p)
    return Status::error(StatusCode::ResourceExhausted, "cannot allocate " + std::to_string(*bytes) +
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
    return fail(Status::error("invalid element type " +
                              std::to_string(int(type))));
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
    return fail(Status::error(
        "cannot wrap memory that is not aligned to its " +
        std::to_string(dtypeSize(type)) + "-byte elements"));
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




} // namespace ovrt::impl
