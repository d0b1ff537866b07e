// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Module.cpp - Loading and running compiled modules ------------------===//
//
// Implements the caller's side of runtime/ABI.md: dlopen the module, parse its
// descriptor, and call ov_check_NAME / ov_run_NAME with MLIR memref
// descriptors built from Tensors.
//
//===----------------------------------------------------------------------===//

#ifndef _GNU_SOURCE
#define _GNU_SOURCE // dladdr1
#endif
#include "ModuleImpl.h"

#include "ElfCheck.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <link.h>
#include <unordered_map>

namespace ovrt::impl {

/// The process-wide cache of loaded modules, keyed by canonical path. It
/// holds weak references so that a module is unloaded once nobody uses it.
/// Both objects are leaked on purpose: modules may be released from static
/// destructors after the cache would have been destroyed.
static std::mutex &cacheMutex() {
  static std::mutex *m = new std::mutex;
  return *m;
}
static std::unordered_map<std::string, std::weak_ptr<Module>> &cache() {
  static auto *c = new std::unordered_map<std::string, std::weak_ptr<Module>>;
  return *c;
}

/// Promotes libovrt itself to the global symbol scope (once), so that the
/// ovrt_mgpu* functions it exports resolve for the CUDA modules it loads next:
/// dlopen of an already-loaded library with RTLD_NOLOAD | RTLD_GLOBAL changes
/// its scope and loads nothing. libovrt exports only ovrt_*
/// (exports.map), so nothing else becomes global.
static Status makeMgpuGlobal() {
  static std::once_flag once;
  static std::string failure;
  std::call_once(once, [] {
    // Already in the global scope (libovrt linked by the program, loaded
    // RTLD_GLOBAL, or compiled into it as in the fuzzers): nothing to do.
    // (The main program's handle searches exactly that scope; RTLD_DEFAULT
    // would also search libovrt's own local scope.)
    if (void *global = dlopen(nullptr, RTLD_NOW)) {
      bool visible = dlsym(global, "ovrt_mgpuModuleLoadJIT") != nullptr;
      dlclose(global);
      if (visible)
        return;
    }
    Dl_info info;
    if (dladdr(reinterpret_cast<void *>(&makeMgpuGlobal), &info) == 0 ||
        !info.dli_fname) {
      failure =
          "cannot find libovrt's own file to export the ovrt_mgpu* functions";
      return;
    }
    if (!dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_GLOBAL)) {
      const char *msg = dlerror();
      failure = std::string("cannot export the ovrt_mgpu* functions: ") +
                (msg ? msg : "dlopen failed");
    }
  });
  return failure.empty() ? Status::success()
                         : Status::error(StatusCode::Internal, failure);
}

/// Length of the NUL-terminated descriptor, bounded by the symbol's ELF size
/// so that a descriptor without a terminating NUL is reported, not overrun.
static Result<size_t> descriptorLength(const char *text) {
  Dl_info info;
  void *extra = nullptr;
  size_t bound = kMaxDescriptorBytes;
  bool fromSymbolSize = false;
  if (dladdr1(text, &info, &extra, RTLD_DL_SYMENT) != 0 && extra &&
      static_cast<const ElfW(Sym) *>(extra)->st_size > 0) {
    const ElfW(Sym) *sym = static_cast<const ElfW(Sym) *>(extra);
    // The symbol may start before `text` only if dladdr1 matched another
    // symbol; then only the part after `text` counts.
    uintptr_t start = reinterpret_cast<uintptr_t>(info.dli_saddr);
    uintptr_t at = reinterpret_cast<uintptr_t>(text);
    if (start <= at && at - start < sym->st_size &&
        sym->st_size - (at - start) <= bound) {
      bound = size_t(sym->st_size - (at - start));
      fromSymbolSize = true;
    }
  }
  size_t len = strnlen(text, bound);
  if (len == bound && !fromSymbolSize)
    return Status::error("ov_module_descriptor is longer than the limit of " +
                         std::to_string(kMaxDescriptorBytes) + " bytes");
  if (len == bound)
    return Status::error("ov_module_descriptor is not NUL-terminated within "
                         "its " +
                         std::to_string(bound) + " bytes");
  return len;
}

/// dlopens the canonical path and fills in everything; errors name the
/// file. The handle is closed by the destructor on any failure.
Status Module::Impl::open() {
  // dlopen maps whatever it is given: vet the file first (a truncated
  // library would be SIGBUS inside dlopen, a foreign one a loader error).
  bool importsMgpu = false;
  if (Status s = checkSharedObject(path, "ov_module_descriptor", &importsMgpu);
      !s)
    return error(s.message());
  // A CUDA module's ovrt_mgpu* references resolve in the global scope, where
  // libovrt is not when its host loaded it RTLD_LOCAL (Python's ctypes).
  if (importsMgpu)
    if (Status s = makeMgpuGlobal(); !s)
      return error(s.message());
  dlerror(); // clear a stale message
  // A GPU module loads its kernels from its constructors, inside dlopen,
  // through its backend's runtime functions: their error, if any, is this
  // thread's until the backend the descriptor names takes it.
  EveryThreadErrorCleared loading;
  handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *msg = dlerror();
    return error(std::string("cannot load module: ") +
                 (msg ? msg : "dlopen failed"));
  }
  const char *text =
      static_cast<const char *>(dlsym(handle, "ov_module_descriptor"));
  if (!text)
    return error("not a compiled module: no symbol ov_module_descriptor");
  Result<size_t> len = descriptorLength(text);
  if (!len)
    return error(len.error());
  Result<ModuleDescriptor> desc =
      parseModuleDescriptor(std::string_view(text, *len));
  if (!desc)
    return error(desc.error());
  descriptor = desc.take();
  if (Status s = checkCPUFeatures(); !s)
    return s;
  Result<std::unique_ptr<Backend>> chosen = makeBackend(descriptor);
  if (!chosen)
    return error(chosen.error(), chosen.code());
  backend = chosen.take();
  loadError = backend->takeThreadError();
  return resolveEntryPoints();
}

/// Refuses a module compiled for CPU features this machine lacks: its
/// first run would die of SIGILL. dlopen ran none of its code (a CPU
/// module has no constructors), and none runs after this refusal.
Status Module::Impl::checkCPUFeatures() const {
  std::vector<std::string> missing = missingCPUFeatures(descriptor.cpuFeatures);
  if (missing.empty())
    return Status::success();
  std::string names;
  for (const std::string &name : missing)
    names += (names.empty() ? "" : ", ") + name;
  return error("the module was compiled for CPU features this machine "
               "lacks: " +
                   names +
                   " (compile it again with --cpu=native, or with a "
                   "--cpu this machine has)",
               StatusCode::FailedPrecondition);
}

Status Module::Impl::resolveEntryPoints() {
  for (const FunctionSpec &fn : descriptor.functions) {
    std::string checkName = "ov_check_" + fn.name;
    std::string runName = "ov_run_" + fn.name;
    void *check = dlsym(handle, checkName.c_str());
    void *run = dlsym(handle, runName.c_str());
    if (!check || !run)
      return error("function '" + fn.name +
                   "' is in the descriptor but "
                   "the module has no symbol " +
                   (check ? runName : checkName));
    checks.push_back(reinterpret_cast<CheckFn>(check));
    runs.push_back(reinterpret_cast<RunFn>(run));
    std::string deviceName = "ov_run_device_" + fn.name;
    deviceRuns.push_back(
        reinterpret_cast<RunFn>(dlsym(handle, deviceName.c_str())));
  }
  return Status::success();
}

/// The parallel-for of a run: the call's (the C API passes the module's
/// installed one), else libovrt's pool.
ovrt_parallel Module::Impl::parallelFor(const ovrt_parallel *call) const {
  return call ? *call : *defaultParallel();
}

/// Calls `run` (an entry point of function `index`) with `parallel` after
/// its descriptors (ABI.md: version 5 modules read it, older ones ignore
/// it); fails with the first error of the backend's runtime functions in
/// the call (a GPU module's host code runs on this thread).
Status Module::Impl::callRun(RunFn run, std::vector<void *> &args,
                             const ovrt_parallel *parallel,
                             std::optional<void *> stream) const {
  ovrt_parallel context = parallelFor(parallel);
  args.push_back(&context);
  // Without a driver the code stays Unavailable; a driver that rejected
  // the kernels leaves the module unable to run (FailedPrecondition).
  if (!loadError.ok())
    return loadError.code() == StatusCode::Unavailable
               ? loadError
               : Status::error(StatusCode::FailedPrecondition,
                               loadError.message());
  backend->clearThreadError();
  if (stream)
    backend->callOnStream(*stream, [&] { callModule(run, args.data()); });
  else
    callModule(run, args.data());
  return backend->takeThreadError();
}

/// The entry point that runs function `index` on tensors in `memory`:
/// ov_run_NAME, or ov_run_device_NAME for device memory of a backend that
/// has its own (a CPU module's device memory is host memory).
Result<RunFn> Module::Impl::entryFor(int64_t index, Memory memory) const {
  if (memory == Memory::Host || !backend->hasDeviceMemory())
    return runs[size_t(index)];
  const FunctionSpec &fn = descriptor.functions[size_t(index)];
  if (!deviceRuns[size_t(index)] || descriptor.version < 3)
    return error("function '" + fn.name +
                     "' has no entry point on "
                     "device memory (ov_run_device_" +
                     fn.name +
                     ", descriptor "
                     "version 3): compile the module again with this "
                     "ov-compile",
                 StatusCode::FailedPrecondition);
  return deviceRuns[size_t(index)];
}

Module::Module(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Module::~Module() = default;

Result<std::shared_ptr<Module>> Module::load(const std::string &path) {
  // The canonical path is the cache key, and passing an absolute path to
  // dlopen keeps it from searching LD_LIBRARY_PATH for a bare file name.
  char resolved[PATH_MAX];
  errno = 0;
  if (!realpath(path.c_str(), resolved))
    return Status::error(path +
                         ": cannot load module: " + std::strerror(errno));
  std::string canonical = resolved;

  std::lock_guard<std::mutex> lock(cacheMutex());
  auto &modules = cache();
  auto it = modules.find(canonical);
  if (it != modules.end())
    if (std::shared_ptr<Module> m = it->second.lock())
      return m;

  // A malformed OVRT_NUM_THREADS fails every load, in one line.
  if (Status threads = threadSettingStatus(); !threads)
    return threads;
  auto impl = std::make_unique<Impl>();
  impl->path = canonical;
  Status s = impl->open();
  if (!s)
    return s;
  retainPool();
  impl->holdsThreads = true;
  impl->pool = OutputPool::create();
  if (!impl->pool)
    return Status::error(StatusCode::ResourceExhausted,
                         canonical + ": cannot load module: out of memory");
  std::shared_ptr<Module> module(new Module(std::move(impl)));
  // Forget modules that were unloaded meanwhile, then remember this one.
  for (auto i = modules.begin(); i != modules.end();)
    i = i->second.expired() ? modules.erase(i) : std::next(i);
  modules[canonical] = module;
  return module;
}

const std::string &Module::path() const { return impl_->path; }
const ModuleDescriptor &Module::descriptor() const { return impl_->descriptor; }
std::string_view Module::deviceMemoryKind() const {
  return impl_->backend->memoryKind();
}
const std::vector<FunctionSpec> &Module::functions() const {
  return impl_->descriptor.functions;
}
const FunctionSpec *Module::function(std::string_view name) const {
  return impl_->descriptor.find(name);
}

Result<std::vector<std::vector<int64_t>>>
Module::outputShapes(std::string_view function, const Tensor *const *inputs,
                     size_t numInputs) const {
  int64_t index = impl_->indexOf(function);
  if (index < 0)
    return impl_->error("no function '" + std::string(function) + "'");
  const FunctionSpec &fn = impl_->descriptor.functions[size_t(index)];
  Status s = impl_->checkInputs(fn, inputs, numInputs);
  if (!s)
    return s;
  std::vector<MemrefDescriptor> inputDescs;
  for (size_t i = 0; i < numInputs; ++i)
    inputDescs.push_back(describe(*inputs[i]));
  return impl_->callCheck(index, inputDescs);
}

Result<std::vector<Tensor>> Module::run(std::string_view function,
                                        const Tensor *const *inputs,
                                        size_t numInputs,
                                        const ovrt_parallel *parallel) const {
  int64_t index = impl_->indexOf(function);
  if (index < 0)
    return impl_->error("no function '" + std::string(function) + "'");
  const FunctionSpec &fn = impl_->descriptor.functions[size_t(index)];
  Status s = impl_->checkInputs(fn, inputs, numInputs);
  if (!s)
    return s;
  // Everything below is per call (no shared state), which is what makes
  // concurrent runs of one module safe.
  std::vector<MemrefDescriptor> descs;
  for (size_t i = 0; i < numInputs; ++i)
    descs.push_back(describe(*inputs[i]));
  Result<std::vector<std::vector<int64_t>>> shapes =
      impl_->callCheck(index, descs);
  if (!shapes)
    return shapes.status();
  if (Status lim = impl_->checkCallLimits(inputs, numInputs, *shapes, fn); !lim)
    return lim;

  std::vector<Tensor> outputs;
  for (size_t i = 0; i < fn.outputs.size(); ++i) {
    // Storage reused from earlier runs' released outputs; uninitialized,
    // the kernel writes every element (ABI.md).
    Result<Tensor> t = impl_->pool->take(fn.outputs[i].dtype, (*shapes)[i]);
    if (!t)
      return t.status().prefixed("output " + std::to_string(i + 1) + ": ");
    outputs.push_back(t.take());
  }
  std::vector<Tensor *> outs;
  for (Tensor &t : outputs)
    outs.push_back(&t);
  Result<bool> staged =
      impl_->runStaged(index, inputs, outs.data(), outs.size());
  if (!staged)
    return staged.status();
  if (*staged)
    return outputs;
  for (const Tensor &t : outputs)
    descs.push_back(describe(t));
  std::vector<void *> args;
  for (MemrefDescriptor &d : descs)
    args.push_back(d.get());
  Status ran = impl_->callRun(impl_->runs[size_t(index)], args, parallel);
  if (!ran)
    return ran;
  return outputs;
}

Status Module::Impl::runInto(int64_t index, const Tensor *const *inputs,
                             size_t numInputs, Tensor *const *outputs,
                             size_t numOutputs, Memory memory,
                             const ovrt_parallel *parallel,
                             std::optional<void *> stream) const {
  const FunctionSpec &fn = descriptor.functions[size_t(index)];
  if (Status s = checkInputs(fn, inputs, numInputs); !s)
    return s;
  if (stream)
    if (Status s = checkStreamable(index); !s)
      return s;
  if (Status s = checkOutputArgs(fn, inputs, numInputs, outputs, numOutputs);
      !s)
    return s;
  Result<RunFn> entry = entryFor(index, memory);
  if (!entry)
    return entry.status();
  if (memory == Memory::Device)
    if (Status s = checkDeviceMemory(inputs, numInputs, outputs, numOutputs);
        !s)
      return s;
  std::vector<MemrefDescriptor> descs;
  Result<std::vector<std::vector<int64_t>>> shapes =
      checkOnHost(index, inputs, memory, descs);
  if (!shapes)
    return shapes.status();
  if (Status s = checkCallLimits(inputs, numInputs, *shapes, fn); !s)
    return s;
  for (size_t i = 0; i < numOutputs; ++i) {
    const Tensor &t = *outputs[i];
    if (t.dtype() != fn.outputs[i].dtype || t.shape() != (*shapes)[i])
      return Status::error("output " + std::to_string(i + 1) + ": expected " +
                           dtypeName(fn.outputs[i].dtype) + " " +
                           formatShape((*shapes)[i]) + ", got " +
                           t.typeString());
  }
  if (memory == Memory::Host) {
    Result<bool> staged = runStaged(index, inputs, outputs, numOutputs);
    if (!staged || *staged)
      return staged.status();
  }
  for (size_t i = 0; i < numOutputs; ++i)
    descs.push_back(describe(*outputs[i]));
  std::vector<void *> args;
  for (MemrefDescriptor &d : descs)
    args.push_back(d.get());
  return callRun(*entry, args, parallel, stream);
}

/// A host call through the backend's staging and the device entry
/// (Backend::runStaged; CUDA's pinned staging of large calls); false when
/// it took no part.
Result<bool> Module::Impl::runStaged(int64_t index, const Tensor *const *inputs,
                                     Tensor *const *outputs,
                                     size_t numOutputs) const {
  const FunctionSpec &fn = descriptor.functions[size_t(index)];
  RunFn device = descriptor.version >= 3 ? deviceRuns[size_t(index)] : nullptr;
  if (!device || !loadError.ok())
    return false;
  std::vector<HostBuffer> in, out;
  for (size_t i = 0; i < fn.inputs.size(); ++i)
    in.push_back(
        {const_cast<void *>(inputs[i]->data()), inputs[i]->byteSize()});
  for (size_t i = 0; i < numOutputs; ++i)
    out.push_back({outputs[i]->data(), outputs[i]->byteSize()});
  return backend->runStaged(in, out,
                            [&](void *stream, const std::vector<void *> &din,
                                const std::vector<void *> &dout) {
                              std::vector<MemrefDescriptor> descs;
                              for (size_t i = 0; i < din.size(); ++i)
                                descs.emplace_back(din[i], inputs[i]->shape(),
                                                   inputs[i]->strides());
                              for (size_t i = 0; i < dout.size(); ++i)
                                descs.emplace_back(dout[i], outputs[i]->shape(),
                                                   outputs[i]->strides());
                              std::vector<void *> args;
                              for (MemrefDescriptor &d : descs)
                                args.push_back(d.get());
                              return callRun(device, args, nullptr, stream);
                            });
}

Status Module::runInto(std::string_view function, const Tensor *const *inputs,
                       size_t numInputs, Tensor *const *outputs,
                       size_t numOutputs, Memory memory,
                       const ovrt_parallel *parallel) const {
  int64_t index = impl_->indexOf(function);
  if (index < 0)
    return impl_->error("no function '" + std::string(function) + "'");
  return impl_->runInto(index, inputs, numInputs, outputs, numOutputs, memory,
                        parallel);
}

Status Module::runOnStream(std::string_view function,
                           const Tensor *const *inputs, size_t numInputs,
                           Tensor *const *outputs, size_t numOutputs,
                           void *stream, const ovrt_parallel *parallel) const {
  int64_t index = impl_->indexOf(function);
  if (index < 0)
    return impl_->error("no function '" + std::string(function) + "'");
  return impl_->runInto(index, inputs, numInputs, outputs, numOutputs,
                        Memory::Device, parallel, stream);
}

Module::PoolStats Module::outputPoolStats() const {
  return PoolStats{impl_->pool->allocations(), impl_->pool->cachedBuffers()};
}

void Module::trimOutputPool() const { impl_->pool->trim(); }

} // namespace ovrt::impl
