// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CApiInternal.h - Shared by the C API's files -------------*- C++ -*-===//
//
// The C API's handles and the helpers its files share (CApi.cpp defines
// them): a failure is a status code plus a thread-local message.
//
//===----------------------------------------------------------------------===//

#ifndef OVRT_LIB_CAPIINTERNAL_H
#define OVRT_LIB_CAPIINTERNAL_H

#include "ovrt/ovrt.h"

#include "Core.h"
#include "HostParallel.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

struct ovrt_tensor {
  ovrt::impl::Tensor tensor;
};

struct ovrt_descriptor {
  /// The module's (borrowed) or `owned`.
  const ovrt::ModuleDescriptor *d = nullptr;
  std::optional<ovrt::ModuleDescriptor> owned;
};

/// A parallel-for the host installed (ovrt_module_set_parallel, or _owned
/// with its release): held by its module while installed and by every run
/// that started with it, so that libovrt never calls it after the host's
/// release. The last holder releases it (a replaced one when its last run
/// returns, the installed one when the module is unloaded).
struct ovrt_installed_parallel {
  ovrt_parallel host{};
  void (*release)(void *data) = nullptr;
  ~ovrt_installed_parallel();
};

/// One handle per loaded module, shared by every load of it (refcounted), so
/// that callers can tell two loads of one file are the same module: the
/// parallel-for installed is the loaded module's, whichever handle set it.
struct ovrt_module {
  std::shared_ptr<ovrt::impl::Module> module;
  ovrt_descriptor descriptor;
  std::atomic<long> refs{1};
  /// The host's parallel-for of later runs (null: libovrt's pool).
  mutable std::mutex parallelMutex;
  std::shared_ptr<const ovrt_installed_parallel> parallel;
};

namespace ovrt::capi {

/// Records `message` as the calling thread's last error; returns `code`.
int fail(int code, std::string message);
/// fail(code, message) with a status's.
int fail(const ovrt::Status &s);
/// OVRT_INVALID_ARGUMENT with "<function>: invalid argument: <what>".
int invalid(const char *function, const char *what);

inline bool validDType(int dtype) {
  return dtype >= 0 && dtype < ovrt::kNumDTypes;
}

/// Wraps a result's tensor into a new handle at `*out`, or fails with its
/// status (or with OVRT_RESOURCE_EXHAUSTED).
int wrapResult(ovrt::Result<ovrt::impl::Tensor> r, ovrt_tensor **out);

/// Validates a run's arguments (before anything is written to `outputs`)
/// and collects the input tensors. Both counts are checked against the
/// function's before either array is read.
int checkRunArgs(const char *fn, const ovrt_module *module,
                 const char *function, const ovrt_tensor *const *inputs,
                 int64_t numInputs, const void *outputs, int64_t numOutputs,
                 std::vector<const ovrt::impl::Tensor *> &in);

/// The parallel-for of a run of `module` whose call names none: the one
/// installed when the run starts (its checked form, HostParallel.h), kept
/// alive until the run returns; null: libovrt's pool. Declare it before the
/// run's HostParallelRun: a release it triggers then runs after the run.
class InstalledParallelRun {
public:
  explicit InstalledParallelRun(const ovrt_module *module);
  const ovrt_parallel *get() const { return installed_ ? &checked_ : nullptr; }

private:
  std::shared_ptr<const ovrt_installed_parallel> installed_;
  ovrt_parallel checked_{};
};

/// The status of `module`'s run made under `scope`: `ran`'s error, else the
/// problem of the host's parallel-for (naming the module), as an OVRT_* code.
int finishRun(const ovrt_module *module,
              const ovrt::impl::HostParallelRun &scope,
              const ovrt::Status &ran);

} // namespace ovrt::capi

#endif // OVRT_LIB_CAPIINTERNAL_H
