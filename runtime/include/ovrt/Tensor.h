//===- ovrt/Tensor.h - Dense host tensors -----------------------*- C++ -*-===//
//
// A Tensor owns a 64-byte-aligned, dense, row-major buffer of one element
// type. It is move-only so that a multi-gigabyte copy never happens by
// accident; clone() makes a deep copy explicitly.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_TENSOR_H
#define OVRT_TENSOR_H

#include "ovrt/Error.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ovrt {

/// Element types. The first twelve are the ABI's DTYPEs; Bool exists so that
/// numpy's `|b1` files can be read (no compiled function takes it).
enum class DType : uint8_t {
  F16,
  BF16,
  F32,
  F64,
  I8,
  I16,
  I32,
  I64,
  U8,
  U16,
  U32,
  U64,
  Bool,
};

/// Number of DType values (for iteration: DType(0) .. DType(kNumDTypes - 1)).
inline constexpr int kNumDTypes = 13;

/// The ABI spelling: "f16", "bf16", "f32", ... "u64"; "bool" for Bool.
OVRT_API const char *dtypeName(DType type);
/// Parses an ABI DTYPE ("f32", ...). "bool" is not an ABI DTYPE and is
/// rejected unless allowBool is set.
OVRT_API std::optional<DType> parseDType(std::string_view name,
                                         bool allowBool = false);
/// Size of one element in bytes (1, 2, 4 or 8).
OVRT_API size_t dtypeSize(DType type);

/// Limits that keep absurd shapes (from a file or from a compiled module's
/// shape function) from overflowing or exhausting memory: a tensor has at most
/// kMaxRank dims and at most kMaxTensorBytes bytes (1 TiB).
inline constexpr int64_t kMaxRank = 64;
inline constexpr int64_t kMaxTensorBytes = int64_t(1) << 40;

/// "[2, 256, 50, 50]"; "[]" for rank 0. With dynamicAsQuestion (for declared
/// types, where -1 means a dynamic dim) -1 prints as "?".
OVRT_API std::string formatShape(const std::vector<int64_t> &shape,
                                 bool dynamicAsQuestion = false);

/// Number of elements of a shape. Fails with "tensor shape [..] has a negative
/// dimension", "tensor rank N exceeds the maximum of 64" or "tensor of shape
/// [..] is too large". "Too large" is judged on the product of the dims with
/// zeros counted as ones, so that row-major strides never overflow either.
OVRT_API Result<int64_t> checkedNumElements(const std::vector<int64_t> &shape);
/// Size in bytes of a dense tensor of this type and shape (same failures).
OVRT_API Result<int64_t> checkedByteSize(DType type,
                                         const std::vector<int64_t> &shape);

class OVRT_API Tensor {
public:
  /// An empty f32 tensor of rank 0 with no buffer (valid() is false); only
  /// useful as a placeholder to assign to.
  Tensor() = default;
  Tensor(Tensor &&) noexcept = default;
  Tensor &operator=(Tensor &&) noexcept = default;
  Tensor(const Tensor &) = delete;
  Tensor &operator=(const Tensor &) = delete;

  /// A zero-filled tensor. Fails on a bad shape or when memory runs out.
  static Result<Tensor> create(DType type, std::vector<int64_t> shape);
  /// A tensor whose contents are left uninitialized, for outputs that a
  /// compiled module writes completely (runtime/ABI.md): no extra pass over
  /// memory before the kernel.
  static Result<Tensor> allocate(DType type, std::vector<int64_t> shape);
  /// Called when a tensor that does not own its memory the usual way goes
  /// away: wrapped caller memory, or a buffer lent by a module's output pool.
  using ReleaseFn = void (*)(void *data, void *context);

  /// A tensor over caller memory, without a copy: `data` must hold `bytes`
  /// bytes, exactly the tensor's byte size, aligned to the element size (or
  /// be null when the tensor is empty). `release(data, context)` runs when the
  /// tensor is destroyed (null: the caller keeps the memory alive meanwhile
  /// and frees it later). A read-only tensor can be an input but not an
  /// output (FailedPrecondition).
  static Result<Tensor> wrap(DType type, std::vector<int64_t> shape,
                             void *data, size_t bytes, ReleaseFn release,
                             void *context, bool readOnly = false);
  /// A tensor holding a copy of `bytes` bytes at `data`, which must be exactly
  /// the tensor's byte size.
  static Result<Tensor> fromData(DType type, std::vector<int64_t> shape,
                                 const void *data, size_t bytes);
  /// Convenience for tests and tools: a tensor from a vector of host values,
  /// whose C++ type must have the dtype's size.
  template <typename T>
  static Result<Tensor> fromVector(DType type, std::vector<int64_t> shape,
                                   const std::vector<T> &values) {
    if (sizeof(T) != dtypeSize(type))
      return Status::error(std::string("element size mismatch for ") +
                           dtypeName(type));
    return fromData(type, std::move(shape), values.data(),
                    values.size() * sizeof(T));
  }

  /// Deep copy.
  Result<Tensor> clone() const;

  bool valid() const { return data_ != nullptr; }
  DType dtype() const { return dtype_; }
  const std::vector<int64_t> &shape() const { return shape_; }
  int64_t rank() const { return int64_t(shape_.size()); }
  int64_t dim(int64_t i) const { return shape_[size_t(i)]; }
  int64_t numElements() const { return numElements_; }
  size_t byteSize() const { return size_t(numElements_) * dtypeSize(dtype_); }
  /// Row-major strides in elements.
  std::vector<int64_t> strides() const;

  /// The buffer: 64-byte aligned, never null for a valid tensor (an empty
  /// tensor still owns a small allocation).
  void *data() { return data_.get(); }
  const void *data() const { return data_.get(); }
  /// Typed view; the caller picks a T of the dtype's size.
  template <typename T> T *dataAs() { return static_cast<T *>(data()); }
  template <typename T> const T *dataAs() const {
    return static_cast<const T *>(data());
  }

  /// Whether the tensor wraps memory that may not be written (see wrap).
  bool readOnly() const { return readOnly_; }

  /// "f32 [2, 3]".
  std::string typeString() const;

private:
  /// Frees the buffer the way it was obtained: free() for the runtime's own
  /// allocations, the wrapper's or the pool's release function otherwise.
  struct Releaser {
    ReleaseFn release;
    void *context;
    void operator()(void *p) const {
      if (release)
        release(p, context);
    }
  };
  DType dtype_ = DType::F32;
  bool readOnly_ = false;
  std::vector<int64_t> shape_;
  int64_t numElements_ = 0;
  std::unique_ptr<void, Releaser> data_{nullptr, Releaser{nullptr, nullptr}};
};

} // namespace ovrt

#endif // OVRT_TENSOR_H
