// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/Tensor.h - Dense host tensors (header-only) ---------*- C++ -*-===//
//
// The C++ API is header-only over the C ABI (ovrt/ovrt.h): a Tensor owns an
// ovrt_tensor handle, so no C++ type crosses the shared-library boundary and
// a program built with another compiler or standard library links libovrt as
// a C library (runtime/README.md, "Why the C++ API is header-only").
//
// A Tensor is a dense, row-major buffer of one element type: 64-byte aligned
// when the runtime allocates it, caller memory when wrapped. Move-only, so
// that a multi-gigabyte copy never happens by accident; clone() copies.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_TENSOR_H
#define OVRT_TENSOR_H

#include "ovrt/DType.h"
#include "ovrt/Error.h"
#include "ovrt/ovrt.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace ovrt {

namespace detail {
/// The failure of the C call that just returned `code`, with its message.
inline Status lastError(int code) {
  return Status::error(StatusCode(code), ovrt_last_error());
}
} // namespace detail

class Tensor {
public:
  /// No tensor (valid() is false); only useful as a placeholder.
  Tensor() = default;
  Tensor(Tensor &&other) noexcept { *this = std::move(other); }
  Tensor &operator=(Tensor &&other) noexcept {
    if (this != &other) {
      reset();
      handle_ = std::exchange(other.handle_, nullptr);
      dtype_ = other.dtype_;
      shape_ = std::move(other.shape_);
      numElements_ = std::exchange(other.numElements_, 0);
      data_ = std::exchange(other.data_, nullptr);
    }
    return *this;
  }
  Tensor(const Tensor &) = delete;
  Tensor &operator=(const Tensor &) = delete;
  ~Tensor() { reset(); }

  /// Takes ownership of a handle from the C API.
  static Tensor adopt(ovrt_tensor *handle) {
    Tensor t;
    t.handle_ = handle;
    int dtype = 0;
    int64_t rank = 0;
    const int64_t *dims = nullptr;
    ovrt_tensor_dtype(handle, &dtype);
    ovrt_tensor_rank(handle, &rank);
    ovrt_tensor_shape(handle, &dims);
    ovrt_tensor_num_elements(handle, &t.numElements_);
    ovrt_tensor_data(handle, &t.data_);
    t.dtype_ = DType(dtype);
    t.shape_.assign(dims, dims + rank);
    return t;
  }

  /// A zero-filled tensor. Fails on a bad shape or when memory runs out.
  static Result<Tensor> create(DType type, std::vector<int64_t> shape) {
    return make(ovrt_tensor_create, type, shape);
  }
  /// A tensor whose contents are left uninitialized, for data written
  /// completely next (no extra pass over memory).
  static Result<Tensor> allocate(DType type, std::vector<int64_t> shape) {
    return make(ovrt_tensor_allocate, type, shape);
  }
  /// A tensor holding a copy of `bytes` bytes at `data`, which must be exactly
  /// the tensor's byte size.
  static Result<Tensor> fromData(DType type, std::vector<int64_t> shape,
                                 const void *data, size_t bytes) {
    ovrt_tensor *h = nullptr;
    int rc = ovrt_tensor_create_from_data(int(type), int64_t(shape.size()),
                                          shape.data(), data, bytes, &h);
    if (rc != OVRT_OK)
      return detail::lastError(rc);
    return adopt(h);
  }
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
  /// Caller memory as a tensor, without a copy (see ovrt_tensor_wrap): the
  /// caller keeps `data` alive until the tensor is gone, or passes `release`.
  static Result<Tensor> wrap(DType type, std::vector<int64_t> shape, void *data,
                             size_t bytes, ovrt_release_fn release = nullptr,
                             void *context = nullptr, bool readOnly = false) {
    ovrt_tensor *h = nullptr;
    int rc = ovrt_tensor_wrap(int(type), int64_t(shape.size()), shape.data(),
                              data, bytes, readOnly ? OVRT_TENSOR_READ_ONLY : 0,
                              release, context, &h);
    if (rc != OVRT_OK)
      return detail::lastError(rc);
    return adopt(h);
  }

  /// Deep copy.
  Result<Tensor> clone() const {
    if (!valid())
      return Status::error("cannot clone an empty (moved-from) tensor");
    return fromData(dtype_, shape_, data(), byteSize());
  }

  bool valid() const { return handle_ != nullptr; }
  DType dtype() const { return dtype_; }
  const std::vector<int64_t> &shape() const { return shape_; }
  int64_t rank() const { return int64_t(shape_.size()); }
  int64_t dim(int64_t i) const { return shape_[size_t(i)]; }
  int64_t numElements() const { return numElements_; }
  size_t byteSize() const { return size_t(numElements_) * dtypeSize(dtype_); }
  /// Row-major strides in elements.
  std::vector<int64_t> strides() const { return rowMajorStrides(shape_); }
  /// The buffer: never null for a valid tensor (an empty tensor still has
  /// a small allocation).
  void *data() { return data_; }
  const void *data() const { return data_; }
  template <typename T> T *dataAs() { return static_cast<T *>(data()); }
  template <typename T> const T *dataAs() const {
    return static_cast<const T *>(data());
  }
  /// Whether the tensor wraps memory that may only be read.
  bool readOnly() const {
    int ro = 0;
    return handle_ && ovrt_tensor_is_read_only(handle_, &ro) == OVRT_OK && ro;
  }
  /// "f32 [2, 3]".
  std::string typeString() const {
    return std::string(dtypeName(dtype_)) + " " + formatShape(shape_);
  }

  /// The C handle (owned by this Tensor); release() hands it over.
  ovrt_tensor *handle() const { return handle_; }
  ovrt_tensor *release() {
    ovrt_tensor *h = std::exchange(handle_, nullptr);
    reset();
    return h;
  }

private:
  using CreateFn = int (*)(int, int64_t, const int64_t *, ovrt_tensor **);
  static Result<Tensor> make(CreateFn create, DType type,
                             const std::vector<int64_t> &shape) {
    ovrt_tensor *h = nullptr;
    int rc = create(int(type), int64_t(shape.size()), shape.data(), &h);
    if (rc != OVRT_OK)
      return detail::lastError(rc);
    return adopt(h);
  }
  void reset() {
    if (handle_)
      ovrt_tensor_destroy(handle_);
    handle_ = nullptr;
    dtype_ = DType::F32;
    shape_.clear();
    numElements_ = 0;
    data_ = nullptr;
  }

  ovrt_tensor *handle_ = nullptr;
  DType dtype_ = DType::F32;
  std::vector<int64_t> shape_;
  int64_t numElements_ = 0;
  void *data_ = nullptr;
};

} // namespace ovrt

#endif // OVRT_TENSOR_H
