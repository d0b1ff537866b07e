// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CApiParallel.cpp - The C API's threads -----------------------------===//
//
// ovrt_set_num_threads and friends (ovrt/ovrt.h): libovrt's pool
// (ThreadPool.h) and the host's parallel-for per module and per call.
//
//===----------------------------------------------------------------------===//

#include "CApiInternal.h"
#include "ThreadPool.h"

using namespace ovrt;
using namespace ovrt::capi;

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

int ovrt_module_set_parallel(ovrt_module *module,
                             const ovrt_parallel *parallel) {
  if (!module)
    return invalid("ovrt_module_set_parallel", "null module");
  if (parallel && !parallel->parallel_for)
    return invalid("ovrt_module_set_parallel", "null parallel_for");
  module->module->setParallel(parallel);
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
  ovrt::Status s =
      module->module->runInto(function, in.data(), in.size(), out.data(),
                              out.size(), impl::Memory::Host, parallel);
  return s ? OVRT_OK : fail(s);
}

} // extern "C"
