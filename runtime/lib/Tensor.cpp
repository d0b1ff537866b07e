//===- Tensor.cpp - Dense host tensors ------------------------------------===//

#include "ovrt/Tensor.h"

#include <cstdlib>
#include <cstring>

namespace ovrt {

namespace {

struct DTypeInfo {
  const char *name;
  size_t size;
};

// Indexed by DType; keep in the enum's order.
constexpr DTypeInfo kDTypeInfo[kNumDTypes] = {
    {"f16", 2}, {"bf16", 2}, {"f32", 4}, {"f64", 8}, {"i8", 1},
    {"i16", 2}, {"i32", 4},  {"i64", 8}, {"u8", 1},  {"u16", 2},
    {"u32", 4}, {"u64", 8},  {"bool", 1},
};

// Buffers are aligned for the widest vector loads a compiled kernel may use
// (AVX-512), and so that they match what MLIR's own allocations give.
constexpr size_t kAlignment = 64;

bool validDType(DType type) { return unsigned(type) < unsigned(kNumDTypes); }

} // namespace

const char *dtypeName(DType type) {
  return validDType(type) ? kDTypeInfo[unsigned(type)].name : "<invalid>";
}

size_t dtypeSize(DType type) {
  // An invalid value (e.g. cast from a bad C API argument) gets size 1 so
  // that arithmetic on it stays harmless; callers validate types anyway.
  return validDType(type) ? kDTypeInfo[unsigned(type)].size : 1;
}

std::optional<DType> parseDType(std::string_view name, bool allowBool) {
  for (int i = 0; i < kNumDTypes; ++i) {
    DType type = DType(i);
    if (type == DType::Bool && !allowBool)
      continue;
    if (name == kDTypeInfo[i].name)
      return type;
  }
  return std::nullopt;
}

std::string formatShape(const std::vector<int64_t> &shape,
                        bool dynamicAsQuestion) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i)
      s += ", ";
    s += dynamicAsQuestion && shape[i] == -1 ? std::string("?")
                                             : std::to_string(shape[i]);
  }
  return s + "]";
}

// Formats a shape that may be absurdly long without producing an absurdly
// long message: error messages stay one readable line.
static std::string formatShapeForError(const std::vector<int64_t> &shape) {
  if (shape.size() <= 16)
    return formatShape(shape);
  std::vector<int64_t> head(shape.begin(), shape.begin() + 16);
  std::string s = formatShape(head);
  s.pop_back();
  return s + ", ... (" + std::to_string(shape.size()) + " dims)]";
}

Result<int64_t> checkedNumElements(const std::vector<int64_t> &shape) {
  if (int64_t(shape.size()) > kMaxRank)
    return Status::error("tensor rank " + std::to_string(shape.size()) +
                         " exceeds the maximum of " + std::to_string(kMaxRank));
  // Every partial product stays <= kMaxTensorBytes (2^40) and every dim is
  // checked against the limit before multiplying, so nothing overflows.
  int64_t nonZeroProduct = 1;
  bool hasZero = false;
  for (int64_t d : shape) {
    if (d < 0)
      return Status::error("tensor shape " + formatShapeForError(shape) +
                           " has a negative dimension");
    if (d == 0) {
      hasZero = true;
      continue;
    }
    if (d > kMaxTensorBytes || nonZeroProduct > kMaxTensorBytes / d)
      return Status::error("tensor of shape " + formatShapeForError(shape) +
                           " is too large");
    nonZeroProduct *= d;
  }
  return hasZero ? int64_t(0) : nonZeroProduct;
}

Result<int64_t> checkedByteSize(DType type, const std::vector<int64_t> &shape) {
  Result<int64_t> count = checkedNumElements(shape);
  if (!count)
    return count.status();
  int64_t size = int64_t(dtypeSize(type));
  if (*count > kMaxTensorBytes / size)
    return Status::error("tensor of shape " + formatShapeForError(shape) +
                         " is too large");
  return *count * size;
}

static void freeRelease(void *p, void *) { std::free(p); }

const char *statusCodeName(StatusCode code) {
  switch (code) {
  case StatusCode::Ok:
    return "OK";
  case StatusCode::InvalidArgument:
    return "INVALID_ARGUMENT";
  case StatusCode::ResourceExhausted:
    return "RESOURCE_EXHAUSTED";
  case StatusCode::FailedPrecondition:
    return "FAILED_PRECONDITION";
  case StatusCode::OutOfRange:
    return "OUT_OF_RANGE";
  case StatusCode::Internal:
    return "INTERNAL";
  case StatusCode::Unavailable:
    return "UNAVAILABLE";
  }
  return "UNKNOWN";
}

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

Result<Tensor> Tensor::clone() const {
  if (!valid())
    return Status::error("cannot clone an empty (moved-from) tensor");
  return fromData(dtype_, shape_, data(), byteSize());
}

std::vector<int64_t> Tensor::strides() const {
  std::vector<int64_t> strides(shape_.size());
  int64_t stride = 1;
  for (size_t i = shape_.size(); i-- > 0;) {
    strides[i] = stride;
    // Zero dims count as one, as in checkedNumElements, which also bounds
    // this product.
    stride *= shape_[i] == 0 ? 1 : shape_[i];
  }
  return strides;
}

std::string Tensor::typeString() const {
  return std::string(dtypeName(dtype_)) + " " + formatShape(shape_);
}

} // namespace ovrt
