// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Core.h - libovrt's implementation (internal C++) ---------*- C++ -*-===//
//
// The classes behind the C API. Nothing here is exported from libovrt.so: the
// stable interface is the C ABI (include/ovrt/ovrt.h), and the public C++ API
// (include/ovrt/Runtime.h) is header-only over it. Callers of this header are
// libovrt's own sources (and the fuzzers, which compile them in).
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_LIB_CORE_H
#define OVRT_LIB_CORE_H

#include "ovrt/DType.h"
#include "ovrt/Descriptor.h"
#include "ovrt/Error.h"
#include "ovrt/Parallel.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ovrt::impl {

/// A dense, row-major buffer of one element type: 64-byte aligned when the
/// runtime allocates it, caller memory when wrapped. Move-only.
class Tensor {
public:
  Tensor() = default;
  Tensor(Tensor &&) noexcept = default;
  Tensor &operator=(Tensor &&) noexcept = default;
  Tensor(const Tensor &) = delete;
  Tensor &operator=(const Tensor &) = delete;

  /// Zero-filled.
  static Result<Tensor> create(DType type, std::vector<int64_t> shape);
  /// Uninitialized, for data that is written completely next.
  static Result<Tensor> allocate(DType type, std::vector<int64_t> shape);
  /// Called when a tensor that does not own its memory goes away.
  using ReleaseFn = void (*)(void *data, void *context);
  /// Caller memory, no copy (see ovrt_tensor_wrap).
  static Result<Tensor> wrap(DType type, std::vector<int64_t> shape, void *data,
                             size_t bytes, ReleaseFn release, void *context,
                             bool readOnly = false);
  /// A copy of exactly the tensor's byte size at `data`.
  static Result<Tensor> fromData(DType type, std::vector<int64_t> shape,
                                 const void *data, size_t bytes);

  bool valid() const { return data_ != nullptr; }
  DType dtype() const { return dtype_; }
  const std::vector<int64_t> &shape() const { return shape_; }
  int64_t rank() const { return int64_t(shape_.size()); }
  int64_t dim(int64_t i) const { return shape_[size_t(i)]; }
  int64_t numElements() const { return numElements_; }
  size_t byteSize() const { return size_t(numElements_) * dtypeSize(dtype_); }
  std::vector<int64_t> strides() const { return rowMajorStrides(shape_); }
  void *data() { return data_.get(); }
  const void *data() const { return data_.get(); }
  bool readOnly() const { return readOnly_; }
  /// "f32 [2, 3]".
  std::string typeString() const {
    return std::string(dtypeName(dtype_)) + " " + formatShape(shape_);
  }

private:
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

/// A run's outputs against its inputs, by memory rather than by tensor: an
/// output whose bytes overlap an input's or another output's (one buffer
/// wrapped twice, overlapping views) is an error naming both, e.g. "output
/// 2 overlaps input 1 in memory (...)". Inputs may overlap each other, and
/// empty tensors overlap nothing.
Status checkOutputsAliasNothing(const Tensor *const *inputs, size_t numInputs,
                                const Tensor *const *outputs,
                                size_t numOutputs);

/// Parses descriptor text strictly per ABI.md. A failure reads
/// "module descriptor line N: PROBLEM: `LINE`".
Result<ModuleDescriptor> parseModuleDescriptor(std::string_view text);

/// Whether this machine has the CPU feature `name` (a name of
/// ovrt/CPUFeatures.h; false for any other), as CPUID and the OS's enabled
/// register states say. Always false on machines other than x86.
bool hostHasCPUFeature(std::string_view name);

/// The names in `names` (a descriptor's `cpufeatures`) this machine lacks,
/// in their order; a name this runtime does not know counts as lacking.
std::vector<std::string>
missingCPUFeatures(const std::vector<std::string> &names);

/// Where a run's tensors live: host memory, or the memory of the module's
/// device (a CUDA device's global memory; for a CPU module, host memory).
enum class Memory { Host, Device };

/// A loaded compiled module (shared per canonical path; see README.md).
class Module {
public:
  static Result<std::shared_ptr<Module>> load(const std::string &path);

  ~Module();
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;

  const std::string &path() const;
  const ModuleDescriptor &descriptor() const;
  /// The device kind whose memory the device entry takes ("cpu": host).
  std::string_view deviceMemoryKind() const;
  const std::vector<FunctionSpec> &functions() const;
  const FunctionSpec *function(std::string_view name) const;

  Result<std::vector<std::vector<int64_t>>>
  outputShapes(std::string_view function, const Tensor *const *inputs,
               size_t numInputs) const;
  /// Outputs come from the module's pool (OutputPool.h). `parallel`: the
  /// run's parallel-for (null: libovrt's pool; the C API passes the
  /// module's installed one).
  Result<std::vector<Tensor>>
  run(std::string_view function, const Tensor *const *inputs, size_t numInputs,
      const ovrt_parallel *parallel = nullptr) const;
  /// Into the caller's outputs; with Memory::Device every tensor's data
  /// pointer is device memory, which libovrt does not dereference (the
  /// inputs the checks read are copied to the host for them).
  Status runInto(std::string_view function, const Tensor *const *inputs,
                 size_t numInputs, Tensor *const *outputs, size_t numOutputs,
                 Memory memory = Memory::Host,
                 const ovrt_parallel *parallel = nullptr) const;
  /// runInto on device memory, enqueued on the caller's CUstream `stream`
  /// (null: the legacy default stream) without waiting for it (ovrt.h,
  /// ovrt_module_run_on_stream).
  Status runOnStream(std::string_view function, const Tensor *const *inputs,
                     size_t numInputs, Tensor *const *outputs,
                     size_t numOutputs, void *stream,
                     const ovrt_parallel *parallel = nullptr) const;

  struct PoolStats {
    size_t allocations = 0;
    size_t cached = 0;
  };
  PoolStats outputPoolStats() const;
  void trimOutputPool() const;

private:
  struct Impl;
  explicit Module(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

/// .npy (see docs/usage.md).
Result<Tensor> loadNpy(const std::string &path,
                       std::optional<DType> expected = std::nullopt);
Status saveNpy(const std::string &path, const Tensor &tensor);
Result<Tensor> parseNpy(const void *bytes, size_t size, std::string_view name,
                        std::optional<DType> expected = std::nullopt);
Result<std::vector<uint8_t>> encodeNpy(const Tensor &tensor);
const char *npyDescr(DType type);

/// The CUDA backend (Cuda.cpp).
Status cudaDriverStatus();
Status cudaTakeThreadError();
/// Device memory for callers of the device entry points: cuMemAlloc,
/// cuMemFree, and a synchronous copy in any direction (unified addressing
/// tells host from device pointers).
Result<void *> cudaAllocate(size_t bytes);
Status cudaFree(void *devicePtr);
Status cudaCopy(void *dst, const void *src, size_t bytes);

/// " (box 3: inf)": a failed check's item and value (as the check's
/// detail spec types it), appended to its message; "" without detail.
std::string describeDetail(const CheckDetailSpec &spec, int64_t item,
                           int64_t bits);

} // namespace ovrt::impl

#endif // OVRT_LIB_CORE_H
