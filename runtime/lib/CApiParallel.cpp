// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CApiParallel.cpp - The C API's threads -----------------------------===//
//
// ovrt_set_num_threads and friends (ovrt/ovrt.h): libovrt's pool
// (ThreadPool.h) and the host's parallel-for per loaded module and per call,
// run through its checked form (HostParallel.h). An installed parallel-for is
// shared: the module holds it while installed and each run that started with
// it holds it until it returns; the host's release comes after the last.
//
//===----------------------------------------------------------------------===//

#include "CApiInternal.h"
#include "ThreadPool.h"

#include <utility>

using namespace ovrt;
using namespace ovrt::capi;

int ovrt::capi::finishRun(const ovrt_module *module,
                          const impl::HostParallelRun &scope,
                          const ovrt::Status &ran) {
  if (!ran)
    return fail(ran);
  ovrt::Status parallel = scope.status();
  if (!parallel)
    return fail(parallel.prefixed(module->module->path() + ": "));
  return OVRT_OK;
}

ovrt::capi::InstalledParallelRun::InstalledParallelRun(
    const ovrt_module *module) {
  if (!module)
    return;
  {
    std::lock_guard<std::mutex> lock(module->parallelMutex);
    installed_ = module->parallel;
  }
  if (installed_)
    checked_ = impl::checkedParallel(&installed_->host);
}

extern "C" {

int ovrt_set_num_threads(int32_t threads) {
  ovrt::Status s = impl::setNumThreads(threads);
  return s ? OVRT_OK : fail(s.prefixed("ovrt_set_num_threads: "));
}

int ovrt_get_num_threads(int32_t *threads) {
  if (!threads)
    return invalid("ovrt_get_num_threads", "null pointer");
  *threads = impl::numThreads();
  return OVRT_OK;
}

int ovrt_default_parallel(const ovrt_parallel **parallel) {
  if (!parallel)
    return invalid("ovrt_default_parallel", "null pointer");
  *parallel = impl::defaultParallel();
  return OVRT_OK;
}

int ovrt_openmp_parallel(int32_t threads, const ovrt_parallel **parallel) {
  if (!parallel)
    return invalid("ovrt_openmp_parallel", "null pointer");
  ovrt::Status s = impl::openmpParallel(threads, parallel);
  return s ? OVRT_OK : fail(s.prefixed("ovrt_openmp_parallel: "));
}

/// Installs `parallel` (null: libovrt's pool) with its release; the one it
/// replaces is released once its last run returns, outside the lock.
static int installParallel(const char *fn, ovrt_module *module,
                           const ovrt_parallel *parallel,
                           void (*release)(void *)) {
  if (!module)
    return invalid(fn, "null module");
  if (parallel && !parallel->parallel_for)
    return invalid(fn, "null parallel_for");
  std::shared_ptr<ovrt_installed_parallel> installed;
  if (parallel) {
    installed = std::make_shared<ovrt_installed_parallel>();
    installed->host = *parallel;
    installed->release = release;
  }
  std::shared_ptr<const ovrt_installed_parallel> replaced;
  {
    std::lock_guard<std::mutex> lock(module->parallelMutex);
    replaced = std::exchange(module->parallel, std::move(installed));
  }
  return OVRT_OK;
}

int ovrt_module_set_parallel(ovrt_module *module,
                             const ovrt_parallel *parallel) {
  return installParallel("ovrt_module_set_parallel", module, parallel, nullptr);
}

int ovrt_module_set_parallel_owned(ovrt_module *module,
                                   const ovrt_parallel *parallel,
                                   void (*release)(void *data)) {
  return installParallel("ovrt_module_set_parallel_owned", module, parallel,
                         release);
}

int ovrt_parallel_fail(const char *message) {
  impl::HostParallelRun *run = impl::HostParallelRun::current();
  if (!run)
    return fail(OVRT_FAILED_PRECONDITION,
                "ovrt_parallel_fail: no run of a module is in flight on this "
                "thread");
  run->fail(std::string("failed: ") +
            (message && *message ? message : "(no message)"));
  return OVRT_OK;
}

int ovrt_module_run_into_parallel(const ovrt_module *module,
                                  const char *function,
                                  const ovrt_tensor *const *inputs,
                                  int64_t num_inputs,
                                  ovrt_tensor *const *outputs,
                                  int64_t num_outputs,
                                  const ovrt_parallel *parallel) {
  const char *fn = "ovrt_module_run_into_parallel";
  if (parallel && !parallel->parallel_for)
    return invalid(fn, "null parallel_for");
  std::vector<const impl::Tensor *> in;
  if (int rc = checkRunArgs(fn, module, function, inputs, num_inputs, outputs,
                            num_outputs, in))
    return rc;
  std::vector<impl::Tensor *> out;
  for (int64_t i = 0; i < num_outputs; ++i)
    out.push_back(outputs[i] ? &outputs[i]->tensor : nullptr);
  InstalledParallelRun installed(parallel ? nullptr : module);
  impl::HostParallelRun scope;
  if (ovrt::Status deep = scope.depthStatus(); !deep)
    return fail(deep.prefixed(std::string(fn) + ": "));
  ovrt_parallel checked = impl::checkedParallel(parallel);
  ovrt::Status s = module->module->runInto(
      function, in.data(), in.size(), out.data(), out.size(),
      impl::Memory::Host, parallel ? &checked : installed.get());
  return finishRun(module, scope, s);
}

} // extern "C"
