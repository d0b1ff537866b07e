// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/Module.h - Compiled modules (header-only) -----------*- C++ -*-===//
//
// A Module is a shared library produced by ov-compile (the contract is
// runtime/ABI.md): a descriptor naming its functions with their input and
// output types, and for each function a shape/validity check and a run entry.
// Header-only over the C ABI (ovrt/ovrt.h), like ovrt/Tensor.h.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_MODULE_H
#define OVRT_MODULE_H

#include "ovrt/Descriptor.h"
#include "ovrt/Tensor.h"
#include "ovrt/Threads.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ovrt {

namespace detail {
/// A C descriptor as the plain C++ structs.
inline ModuleDescriptor readDescriptor(const ovrt_descriptor *d) {
  ModuleDescriptor out;
  int64_t version = 1, count = 0;
  const char *target = "cpu";
  ovrt_descriptor_version(d, &version);
  ovrt_descriptor_target(d, &target);
  ovrt_descriptor_num_functions(d, &count);
  out.version = int(version);
  out.target = target;
  int64_t numFeatures = 0;
  ovrt_descriptor_num_cpu_features(d, &numFeatures);
  for (int64_t i = 0; i < numFeatures; ++i) {
    const char *name = "";
    ovrt_descriptor_cpu_feature(d, i, &name);
    out.cpuFeatures.push_back(name);
  }
  for (int64_t f = 0; f < count; ++f) {
    FunctionSpec fn;
    const char *name = "";
    int64_t numIn = 0, numOut = 0, numErrors = 0;
    ovrt_descriptor_function(d, f, &name, &numIn, &numOut, &numErrors);
    fn.name = name;
    for (int isOutput = 0; isOutput < 2; ++isOutput)
      for (int64_t a = 0; a < (isOutput ? numOut : numIn); ++a) {
        int dtype = 0;
        int64_t rank = 0;
        const int64_t *dims = nullptr;
        ovrt_descriptor_tensor(d, f, isOutput, a, &dtype, &rank, &dims);
        TensorSpec spec;
        spec.dtype = DType(dtype);
        spec.dims.assign(dims, dims + rank);
        const int64_t *lo = nullptr, *hi = nullptr;
        if (ovrt_descriptor_tensor_bounds(d, f, isOutput, a, &lo, &hi) ==
                OVRT_OK &&
            lo && hi) {
          spec.dimsMin.assign(lo, lo + rank);
          spec.dimsMax.assign(hi, hi + rank);
        }
        (isOutput ? fn.outputs : fn.inputs).push_back(std::move(spec));
      }
    for (int64_t e = 0; e < numErrors; ++e) {
      const char *message = "";
      ovrt_descriptor_error(d, f, e, &message);
      fn.errors.push_back(message);
      const char *item = "";
      int dtype = int(DType::I64);
      ovrt_descriptor_error_detail(d, f, e, &item, &dtype);
      fn.details.push_back({item, DType(dtype)});
    }
    for (int64_t a = 0; a < numIn; ++a) {
      int read = 0;
      ovrt_descriptor_input_read_by_check(d, f, a, &read);
      if (read)
        fn.inputsReadByCheck.push_back(a);
    }
    out.functions.push_back(std::move(fn));
  }
  return out;
}

inline std::vector<const ovrt_tensor *> handles(const Tensor *const *tensors,
                                                size_t n) {
  std::vector<const ovrt_tensor *> out(n);
  for (size_t i = 0; i < n; ++i)
    out[i] = tensors && tensors[i] ? tensors[i]->handle() : nullptr;
  return out;
}
} // namespace detail

/// Parses descriptor text strictly per ABI.md. A failure reads
/// "module descriptor line N: PROBLEM: `LINE`".
inline Result<ModuleDescriptor> parseModuleDescriptor(std::string_view text) {
  ovrt_descriptor *d = nullptr;
  int rc = ovrt_descriptor_parse(text.data(), text.size(), &d);
  if (rc != OVRT_OK)
    return detail::lastError(rc);
  ModuleDescriptor out = detail::readDescriptor(d);
  ovrt_descriptor_destroy(d);
  return out;
}

/// A loaded compiled module. Modules are shared: loading the same file (by
/// canonical path) while it is loaded returns the same object; the library is
/// unloaded when the last shared_ptr goes away. All methods are thread-safe;
/// several threads may run functions of one module at the same time.
class Module {
public:
  /// Checks the file (a 64-bit ELF shared object for this machine, intact,
  /// defining ov_module_descriptor), dlopens it (RTLD_NOW | RTLD_LOCAL),
  /// parses its descriptor and looks up the entry points of every function.
  /// A CUDA module whose kernels did not load (no driver, ...) still loads,
  /// so that its descriptor can be read; every run then fails.
  static Result<std::shared_ptr<Module>> load(const std::string &path) {
    ovrt_module *h = nullptr;
    int rc = ovrt_module_load(path.c_str(), &h);
    if (rc != OVRT_OK)
      return detail::lastError(rc);
    // The C API gives one handle per loaded module; this cache gives one
    // Module per handle, so that two loads are the same object.
    static std::mutex *mutex = new std::mutex;
    static auto *cache =
        new std::unordered_map<ovrt_module *, std::weak_ptr<Module>>;
    std::lock_guard<std::mutex> lock(*mutex);
    if (std::shared_ptr<Module> m = (*cache)[h].lock()) {
      ovrt_module_release(h); // the cached Module holds a reference
      return m;
    }
    std::shared_ptr<Module> m(new Module(h));
    (*cache)[h] = m;
    for (auto i = cache->begin(); i != cache->end();)
      i = i->second.expired() ? cache->erase(i) : std::next(i);
    return m;
  }

  ~Module() { ovrt_module_release(handle_); }
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;

  /// The canonical path the module was loaded from.
  const std::string &path() const { return path_; }
  const ModuleDescriptor &descriptor() const { return descriptor_; }
  const std::vector<FunctionSpec> &functions() const {
    return descriptor_.functions;
  }
  /// The function called `name`, or null.
  const FunctionSpec *function(std::string_view name) const {
    return descriptor_.find(name);
  }
  ovrt_module *handle() const { return handle_; }

  /// Checks the inputs against the descriptor and the module's own checks,
  /// and returns the output shapes without running the function.
  Result<std::vector<std::vector<int64_t>>>
  outputShapes(std::string_view function, const Tensor *const *inputs,
               size_t numInputs) const {
    const FunctionSpec *fn = this->function(function);
    size_t total = 0;
    if (fn)
      for (const TensorSpec &out : fn->outputs)
        total += out.dims.size();
    std::vector<int64_t> dims(total + 1);
    std::vector<const ovrt_tensor *> in = detail::handles(inputs, numInputs);
    int rc = ovrt_module_output_shapes(handle_, std::string(function).c_str(),
                                       in.data(), int64_t(in.size()),
                                       dims.data(), int64_t(total));
    if (rc != OVRT_OK)
      return detail::lastError(rc);
    std::vector<std::vector<int64_t>> shapes;
    size_t next = 0;
    for (const TensorSpec &out : fn->outputs) {
      shapes.emplace_back(dims.begin() + long(next),
                          dims.begin() + long(next + out.dims.size()));
      next += out.dims.size();
    }
    return shapes;
  }

  /// Runs `function` on `inputs` (bound in order) and returns its outputs.
  /// Input mismatches fail with messages like "input 1: expected f32 tensor
  /// of rank 4 [2, 256, 50, 50], got f32 [2, 256, 50, 49]" (numbered from
  /// 1); a failed module check fails (OutOfRange) with the descriptor's
  /// `error K` message. The outputs' storage comes from the module's pool:
  /// destroying them hands it back and later runs reuse it, so a loop that
  /// drops its outputs before the next run allocates nothing after the first
  /// call (runtime/README.md, "Output storage"). Outputs may outlive the
  /// module.
  Result<std::vector<Tensor>> run(std::string_view function,
                                  const Tensor *const *inputs,
                                  size_t numInputs) const {
    const FunctionSpec *fn = this->function(function);
    std::string name(function);
    std::vector<const ovrt_tensor *> in = detail::handles(inputs, numInputs);
    size_t numOutputs = fn ? fn->outputs.size() : 0;
    std::vector<ovrt_tensor *> out(numOutputs + 1, nullptr);
    int rc =
        ovrt_module_run(handle_, name.c_str(), in.data(), int64_t(in.size()),
                        out.data(), int64_t(numOutputs));
    if (rc != OVRT_OK)
      return detail::lastError(rc);
    std::vector<Tensor> outputs;
    for (size_t i = 0; i < numOutputs; ++i)
      outputs.push_back(Tensor::adopt(out[i]));
    return outputs;
  }
  Result<std::vector<Tensor>> run(std::string_view function,
                                  const std::vector<Tensor> &inputs) const {
    std::vector<const Tensor *> ptrs;
    for (const Tensor &t : inputs)
      ptrs.push_back(&t);
    return run(function, ptrs.data(), ptrs.size());
  }
  /// Runs the module's only function (fails when it has several or none).
  Result<std::vector<Tensor>> run(const std::vector<Tensor> &inputs) const {
    if (functions().size() != 1)
      return Status::error(path_ + ": the module has " +
                           std::to_string(functions().size()) +
                           " functions; name the one to run");
    return run(functions()[0].name, inputs);
  }

  /// Runs `function` into caller-allocated outputs, each of exactly the
  /// dtype and shape the module's check computes for these inputs (see
  /// outputShapes), not read-only (FailedPrecondition), sharing no byte of
  /// memory with an input or another output (checked by address, however
  /// the memory was wrapped); otherwise nothing runs. Nothing is allocated and
  /// nothing zero-filled: the module overwrites every element (ABI.md).
  Status runInto(std::string_view function, const Tensor *const *inputs,
                 size_t numInputs, Tensor *const *outputs,
                 size_t numOutputs) const {
    return callInto(ovrt_module_run_into, function, inputs, numInputs, outputs,
                    numOutputs);
  }

  /// runInto with `parallel` as this call's parallel-for (ovrt/Threads.h).
  Status runInto(std::string_view function, const Tensor *const *inputs,
                 size_t numInputs, Tensor *const *outputs, size_t numOutputs,
                 const ParallelFor &parallel) const {
    std::vector<const ovrt_tensor *> in = detail::handles(inputs, numInputs);
    std::vector<ovrt_tensor *> out(numOutputs + 1, nullptr);
    for (size_t i = 0; i < numOutputs; ++i)
      out[i] = outputs && outputs[i] ? outputs[i]->handle() : nullptr;
    int rc = ovrt_module_run_into_parallel(
        handle_, std::string(function).c_str(), in.data(), int64_t(in.size()),
        out.data(), int64_t(numOutputs), parallel.get());
    return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
  }

  /// Every later run of this module (every Module of the file) uses
  /// `parallel`, which must outlive every run that may call it (a run in
  /// flight keeps the one it started with); null restores libovrt's pool.
  Status setParallel(const ParallelFor *parallel) const {
    int rc =
        ovrt_module_set_parallel(handle_, parallel ? parallel->get() : nullptr);
    return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
  }

  /// Restores libovrt's pool.
  Status setParallel(std::nullptr_t) const {
    return setParallel(static_cast<const ParallelFor *>(nullptr));
  }

  /// setParallel sharing `parallel` with libovrt, which keeps it alive until
  /// no run can call it any more (ovrt_module_set_parallel_owned): the host
  /// may drop its own share at any time.
  Status setParallel(std::shared_ptr<const ParallelFor> parallel) const {
    if (!parallel)
      return setParallel(static_cast<const ParallelFor *>(nullptr));
    struct Shared {
      ovrt_parallel c;
      std::shared_ptr<const ParallelFor> held;
      static void call(void *data, int64_t n, ovrt_parallel_body body,
                       void *closure) {
        const ovrt_parallel *inner = static_cast<Shared *>(data)->held->get();
        inner->parallel_for(inner->data, n, body, closure);
      }
      static void release(void *data) { delete static_cast<Shared *>(data); }
    };
    auto *shared = new Shared{{}, std::move(parallel)};
    shared->c = ovrt_parallel{&Shared::call, shared};
    int rc =
        ovrt_module_set_parallel_owned(handle_, &shared->c, &Shared::release);
    if (rc != OVRT_OK) {
      delete shared;
      return detail::lastError(rc);
    }
    return Status::success();
  }

  /// The device kinds whose memory runOnDevice takes ("cuda" for a CUDA
  /// module, "cpu" for a CPU or Vulkan one): allocate it with
  /// DeviceBuffer (ovrt/Device.h).
  std::vector<std::string> deviceKinds() const {
    int64_t count = 0;
    std::vector<std::string> kinds;
    if (ovrt_module_num_device_kinds(handle_, &count) != OVRT_OK)
      return kinds;
    for (int64_t i = 0; i < count; ++i)
      if (const char *kind = nullptr;
          ovrt_module_device_kind(handle_, i, &kind) == OVRT_OK)
        kinds.emplace_back(kind);
    return kinds;
  }

  /// runInto on tensors in the module's device memory (Tensor::wrap of
  /// memory of deviceKinds(): CUDA device pointers for a CUDA module; see
  /// ovrt_module_run_on_device in ovrt.h): no host copy, the kernels work in
  /// place.
  Status runOnDevice(std::string_view function, const Tensor *const *inputs,
                     size_t numInputs, Tensor *const *outputs,
                     size_t numOutputs) const {
    return callInto(ovrt_module_run_on_device, function, inputs, numInputs,
                    outputs, numOutputs);
  }

  /// runOnDevice enqueued on the caller's stream `stream` (a CUDA module's:
  /// a CUstream, null for the legacy default stream), returning without waiting
  /// for it: see ovrt_module_run_on_stream in ovrt.h for the contract (buffers
  /// stay alive until the stream has run the work; functions whose checks read
  /// input values, ROIAlign's, are FailedPrecondition).
  Status runOnStream(std::string_view function, const Tensor *const *inputs,
                     size_t numInputs, Tensor *const *outputs,
                     size_t numOutputs, void *stream) const {
    std::vector<const ovrt_tensor *> in = detail::handles(inputs, numInputs);
    std::vector<ovrt_tensor *> out(numOutputs + 1, nullptr);
    for (size_t i = 0; i < numOutputs; ++i)
      out[i] = outputs && outputs[i] ? outputs[i]->handle() : nullptr;
    int rc = ovrt_module_run_on_stream(handle_, std::string(function).c_str(),
                                       in.data(), int64_t(numInputs),
                                       out.data(), int64_t(numOutputs), stream);
    return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
  }

  /// The output pool: buffers allocated since the module was loaded, and
  /// buffers cached now (released by their tensors, waiting for a run).
  struct PoolStats {
    size_t allocations = 0;
    size_t cached = 0;
  };
  PoolStats outputPoolStats() const {
    PoolStats s;
    ovrt_module_pool_stats(handle_, &s.allocations, &s.cached);
    return s;
  }
  /// Frees the pool's cached buffers (outputs still alive are unaffected).
  void trimOutputPool() const { ovrt_module_trim_pool(handle_); }

private:
  using RunIntoFn = int (*)(const ovrt_module *, const char *,
                            const ovrt_tensor *const *, int64_t,
                            ovrt_tensor *const *, int64_t);
  Status callInto(RunIntoFn run, std::string_view function,
                  const Tensor *const *inputs, size_t numInputs,
                  Tensor *const *outputs, size_t numOutputs) const {
    std::vector<const ovrt_tensor *> in = detail::handles(inputs, numInputs);
    std::vector<ovrt_tensor *> out(numOutputs + 1, nullptr);
    for (size_t i = 0; i < numOutputs; ++i)
      out[i] = outputs && outputs[i] ? outputs[i]->handle() : nullptr;
    int rc = run(handle_, std::string(function).c_str(), in.data(),
                 int64_t(in.size()), out.data(), int64_t(numOutputs));
    return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
  }

  explicit Module(ovrt_module *handle) : handle_(handle) {
    const char *path = "";
    ovrt_module_path(handle, &path);
    path_ = path;
    const ovrt_descriptor *d = nullptr;
    ovrt_module_descriptor(handle, &d);
    descriptor_ = detail::readDescriptor(d);
  }

  ovrt_module *handle_;
  std::string path_;
  ModuleDescriptor descriptor_;
};

} // namespace ovrt

#endif // OVRT_MODULE_H
