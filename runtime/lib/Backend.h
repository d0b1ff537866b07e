// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Backend.h - What differs between a module's targets -----*- C++ -*-===//
//
// Module (Module*.cpp) loads, checks and runs a compiled module the same
// way for every target; what differs is behind a Backend, chosen once per
// module from its descriptor's `target` by makeBackend: the errors of the
// runtime functions the module's code calls, whether its device entry
// points run on memory of their own (and how the host reads it and checks
// a pointer into it), per-call limits of the device, the pinned staging of
// large host calls, and the caller's stream. A new target is a Backend
// subclass in its own file plus one line in Backend.cpp's table (the way
// IREE's HAL registers its drivers by name). Internal to libovrt.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_LIB_BACKEND_H
#define OVRT_LIB_BACKEND_H

#include "Core.h"
#include "ThreadError.h"

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ovrt::impl {

/// A host tensor's bytes, for Backend::runStaged.
struct HostBuffer {
  void *data;
  size_t bytes;
};

/// Runs the module's device entry on `stream` over device twins of the
/// inputs and outputs (in their order), enqueuing without waiting.
using DeviceRun =
    std::function<Status(void *stream, const std::vector<void *> &inputs,
                         const std::vector<void *> &outputs)>;

class Backend {
public:
  virtual ~Backend();

  /// The descriptor's `target` this backend runs ("cpu", ...).
  virtual std::string_view target() const = 0;

  /// This thread's error of the runtime functions the module's code calls
  /// (ThreadError.h); null when its code calls none (a CPU module).
  virtual ThreadError *threadError() const { return nullptr; }
  /// Forgets this thread's pending error, before module code runs.
  void clearThreadError() const;
  /// This thread's first error since the clear (success when none).
  Status takeThreadError() const;

  /// The kind of memory the device entry points (ov_run_device_NAME) take,
  /// which ovrt_device_* manage for this backend's name: "cpu" (host
  /// memory) unless the backend has memory of its own.
  virtual std::string_view memoryKind() const { return "cpu"; }
  /// Whether that memory is the backend's own; false: the device's memory
  /// is host memory, and a run on device memory is a run on host memory.
  bool hasDeviceMemory() const { return memoryKind() != "cpu"; }
  /// Success when the device can be used (its driver loads, a device
  /// exists), else why not (Unavailable). May load the driver.
  virtual Status deviceStatus() const { return Status::success(); }
  /// Memory of memoryKind() for `bytes` bytes (null for 0 bytes): host
  /// memory aligned to 64 bytes by default; ResourceExhausted when full.
  virtual Result<void *> allocate(size_t bytes) const;
  /// Frees what allocate returned (null is allowed).
  virtual Status release(void *ptr) const;
  /// Copies `bytes` bytes between host memory and memory of memoryKind(),
  /// in any direction, returning when done (memcpy by default).
  virtual Status copy(void *dst, const void *src, size_t bytes) const;
  /// Refuses memory that the device entry points cannot use, in one line
  /// naming `what` ("input 2") and the kind of memory; only called when
  /// hasDeviceMemory(), for every non-empty tensor of such a run.
  virtual Status checkDeviceMemory(const Tensor &tensor,
                                   const std::string &what) const;

  /// Refuses, naming it, an input or output (of `outputShapes`) that the
  /// device cannot take, before anything runs. Success by default.
  virtual Status
  checkCallLimits(const Tensor *const *inputs, size_t numInputs,
                  const std::vector<std::vector<int64_t>> &outputShapes,
                  const FunctionSpec &fn) const;
  /// Runs a host call through the device entry `run` over staged copies
  /// of `inputs` and `outputs`, returning once the outputs are written;
  /// false, having done nothing, when the backend does not stage this call
  /// (the default).
  virtual Result<bool> runStaged(const std::vector<HostBuffer> &inputs,
                                 const std::vector<HostBuffer> &outputs,
                                 const DeviceRun &run) const;

  /// Whether module code can be run on the caller's stream (run_on_stream).
  virtual bool runsOnCallerStreams() const { return false; }
  /// Runs `call` (module code) with the caller's `stream` as its stream;
  /// only called when runsOnCallerStreams().
  virtual void callOnStream(void *stream,
                            const std::function<void()> &call) const;
};

/// The backend of `descriptor.target`; an unknown target is one line
/// naming it and the known ones.
Result<std::unique_ptr<Backend>>
makeBackend(const ModuleDescriptor &descriptor);

/// The targets makeBackend knows, in its table's order.
std::vector<std::string_view> backendTargets();
/// The backend of the device kind `kind` (a target's name), for the
/// module-less device functions; one instance per kind, for the process.
/// An unknown kind is one line naming it and the known ones.
Result<const Backend *> backendForKind(std::string_view kind);
/// Whether makeBackend knows `target` (the descriptor's `target` check).
bool hasBackend(std::string_view target);

/// While alive, the thread errors of every backend start and end cleared:
/// loading a module runs its constructors (a GPU module loads its kernels
/// there) before its descriptor names its backend, which then takes what
/// they left (Backend::takeThreadError) inside the scope.
class EveryThreadErrorCleared {
public:
  EveryThreadErrorCleared();
  ~EveryThreadErrorCleared();
  EveryThreadErrorCleared(const EveryThreadErrorCleared &) = delete;
  EveryThreadErrorCleared &operator=(const EveryThreadErrorCleared &) = delete;
};

// The backends (one file each), for Backend.cpp's table.
std::unique_ptr<Backend> createCPUBackend();
std::unique_ptr<Backend> createCudaBackend();
std::unique_ptr<Backend> createVulkanBackend();

} // namespace ovrt::impl

#endif // OVRT_LIB_BACKEND_H
