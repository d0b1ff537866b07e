// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ModuleImpl.h - Module's private state and entry calls ----*- C++ -*-===//
//
// Module::Impl, shared by Module.cpp (loading, the module cache, running)
// and ModuleChecks.cpp (the checks of a call's arguments and of what the
// module's check function returns), and the memref descriptors both build.
// Internal to libovrt.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_LIB_MODULEIMPL_H
#define OVRT_LIB_MODULEIMPL_H

#include "Backend.h"
#include "Core.h"
#include "OutputPool.h"
#include "ThreadPool.h"

#include <cstdint>
#include <cstring>
#include <dlfcn.h>
#include <mutex>

namespace ovrt::impl {

using CheckFn = int32_t (*)(void **);
using RunFn = void (*)(void **);

// Compiled modules carry no -fsanitize=function type prologue, and that
// check reads the 8 bytes before the callee: outside the module's code when
// an entry point opens its text segment. The sanitizer build would crash
// there, so calls into a module are exempt from it.
#if defined(__clang__)
#define OVRT_CALLS_MODULE_CODE __attribute__((no_sanitize("function")))
#else
#define OVRT_CALLS_MODULE_CODE
#endif

inline OVRT_CALLS_MODULE_CODE int32_t callModule(CheckFn check, void **args) {
  return check(args);
}
inline OVRT_CALLS_MODULE_CODE void callModule(RunFn run, void **args) {
  run(args);
}

// Descriptors are sequences of 8-byte words (two pointers, then int64s).
static_assert(sizeof(void *) == sizeof(int64_t), "64-bit hosts only");

// Marks output dims the module's check did not write.
inline constexpr int64_t kUnsetDim = INT64_MIN;

/// An MLIR ranked memref descriptor:
///   { void *allocated; void *aligned; int64_t offset;
///     int64_t sizes[R]; int64_t strides[R]; }
/// stored as 3 + 2R words. The runtime passes the data pointer as both
/// pointers, offset 0 and dense row-major strides.
class MemrefDescriptor {
public:
  MemrefDescriptor(void *data, const std::vector<int64_t> &sizes,
                   const std::vector<int64_t> &strides)
      : words_(3 + 2 * sizes.size()) {
    std::memcpy(&words_[0], &data, sizeof data);
    std::memcpy(&words_[1], &data, sizeof data);
    words_[2] = 0;
    for (size_t i = 0; i < sizes.size(); ++i) {
      words_[3 + i] = sizes[i];
      words_[3 + sizes.size() + i] = strides[i];
    }
  }
  void *get() { return words_.data(); }

private:
  std::vector<int64_t> words_;
};

inline MemrefDescriptor describe(const Tensor &t) {
  // Inputs are read only (ABI.md); the descriptor type has no const.
  return MemrefDescriptor(const_cast<void *>(t.data()), t.shape(), t.strides());
}

/// A loaded module: its file, its descriptor and entry points, and what
/// its runs share. Everything a run computes is per call, which is what
/// makes concurrent runs of one module safe.
struct Module::Impl {
  std::string path;
  void *handle = nullptr;
  ModuleDescriptor descriptor;
  /// Entry points, parallel to descriptor.functions.
  std::vector<CheckFn> checks;
  std::vector<RunFn> runs;
  /// ov_run_device_NAME (null when the module has none).
  std::vector<RunFn> deviceRuns;
  /// The module's target (makeBackend, from the descriptor).
  std::unique_ptr<Backend> backend;
  /// What loading the module left in its backend (a GPU module whose
  /// kernels did not load: no driver, ...): every run fails with it.
  Status loadError;
  /// Where Module::run's outputs come from (see OutputPool.h).
  OutputPool *pool = nullptr;
  /// Whether this module holds libovrt's thread pool (ThreadPool.h).
  bool holdsThreads = false;

  ~Impl() {
    if (pool)
      pool->release();
    if (holdsThreads)
      releasePool();
    if (handle)
      dlclose(handle);
  }

  /// Index of the function called `name`, or -1.
  int64_t indexOf(std::string_view name) const {
    for (size_t i = 0; i < descriptor.functions.size(); ++i)
      if (descriptor.functions[i].name == name)
        return int64_t(i);
    return -1;
  }

  Status error(const std::string &problem,
               StatusCode code = StatusCode::InvalidArgument) const {
    return Status::error(code, path + ": " + problem);
  }

  // Loading (Module.cpp).

  /// dlopens the canonical path and fills in everything; errors name the
  /// file. The handle is closed by the destructor on any failure.
  Status open();
  Status checkCPUFeatures() const;
  Status resolveEntryPoints();

  // Running (Module.cpp).

  ovrt_parallel parallelFor(const ovrt_parallel *call) const;
  Status callRun(RunFn run, std::vector<void *> &args,
                 const ovrt_parallel *parallel,
                 std::optional<void *> stream = std::nullopt) const;
  Result<RunFn> entryFor(int64_t index, Memory memory) const;
  Status runInto(int64_t index, const Tensor *const *inputs, size_t numInputs,
                 Tensor *const *outputs, size_t numOutputs, Memory memory,
                 const ovrt_parallel *parallel,
                 std::optional<void *> stream = std::nullopt) const;
  Result<bool> runStaged(int64_t index, const Tensor *const *inputs,
                         Tensor *const *outputs, size_t numOutputs) const;

  /// The backend's per-call limits (Backend::checkCallLimits), before any
  /// copy or dispatch; a module that did not load leaves them to the run,
  /// which reports why.
  Status checkCallLimits(const Tensor *const *inputs, size_t numInputs,
                         const std::vector<std::vector<int64_t>> &shapes,
                         const FunctionSpec &fn) const {
    if (!loadError.ok())
      return Status::success();
    return backend->checkCallLimits(inputs, numInputs, shapes, fn);
  }

  // The checks of a call (ModuleChecks.cpp).

  Status checkInputs(const FunctionSpec &fn, const Tensor *const *inputs,
                     size_t numInputs) const;
  Result<std::vector<std::vector<int64_t>>>
  callCheck(int64_t index, std::vector<MemrefDescriptor> &inputDescs) const;
  Status checkOutputShape(const FunctionSpec &fn, size_t i,
                          const std::vector<int64_t> &dims) const;
  Status checkOutputArgs(const FunctionSpec &fn, const Tensor *const *inputs,
                         size_t numInputs, Tensor *const *outputs,
                         size_t numOutputs) const;
  Result<std::vector<std::vector<int64_t>>>
  checkOnHost(int64_t index, const Tensor *const *inputs, Memory memory,
              std::vector<MemrefDescriptor> &descs) const;
  Status checkStreamable(int64_t index) const;
  Status checkDeviceMemory(const Tensor *const *inputs, size_t numInputs,
                           Tensor *const *outputs, size_t numOutputs) const;
};

} // namespace ovrt::impl

#endif // OVRT_LIB_MODULEIMPL_H
