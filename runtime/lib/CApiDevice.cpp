// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CApiDevice.cpp - The C API's runs into outputs ---------------------===//
//
// Runs into the caller's output tensors, in host or device memory or on the
// caller's stream.
//
//===----------------------------------------------------------------------===//

#include "CApiInternal.h"

#include <vector>

namespace impl = ovrt::impl;
using namespace ovrt::capi;

extern "C" {

/// run_into and run_on_device: checks the arguments, then runs.
static int runIntoOutputs(const char *fn, const ovrt_module *module,
                          const char *function,
                          const ovrt_tensor *const *inputs, int64_t num_inputs,
                          ovrt_tensor *const *outputs, int64_t num_outputs,
                          impl::Memory memory) {
  std::vector<const impl::Tensor *> in;
  if (int rc = checkRunArgs(fn, module, function, inputs, num_inputs, outputs,
                            num_outputs, in))
    return rc;
  std::vector<impl::Tensor *> out;
  for (int64_t i = 0; i < num_outputs; ++i)
    out.push_back(outputs[i] ? &outputs[i]->tensor : nullptr);
  InstalledParallelRun installed(module);
  impl::HostParallelRun scope;
  if (ovrt::Status deep = scope.depthStatus(); !deep)
    return fail(deep.prefixed(std::string(fn) + ": "));
  ovrt::Status s =
      module->module->runInto(function, in.data(), in.size(), out.data(),
                              out.size(), memory, installed.get());
  return finishRun(module, scope, s);
}

int ovrt_module_run_into(const ovrt_module *module, const char *function,
                         const ovrt_tensor *const *inputs, int64_t num_inputs,
                         ovrt_tensor *const *outputs, int64_t num_outputs) {
  return runIntoOutputs("ovrt_module_run_into", module, function, inputs,
                        num_inputs, outputs, num_outputs, impl::Memory::Host);
}

int ovrt_module_run_on_device(const ovrt_module *module, const char *function,
                              const ovrt_tensor *const *inputs,
                              int64_t num_inputs, ovrt_tensor *const *outputs,
                              int64_t num_outputs) {
  return runIntoOutputs("ovrt_module_run_on_device", module, function, inputs,
                        num_inputs, outputs, num_outputs, impl::Memory::Device);
}

int ovrt_module_run_on_stream(const ovrt_module *module, const char *function,
                              const ovrt_tensor *const *inputs,
                              int64_t num_inputs, ovrt_tensor *const *outputs,
                              int64_t num_outputs, void *stream) {
  std::vector<const impl::Tensor *> in;
  if (int rc = checkRunArgs("ovrt_module_run_on_stream", module, function,
                            inputs, num_inputs, outputs, num_outputs, in))
    return rc;
  std::vector<impl::Tensor *> out;
  for (int64_t i = 0; i < num_outputs; ++i)
    out.push_back(outputs[i] ? &outputs[i]->tensor : nullptr);
  InstalledParallelRun installed(module);
  impl::HostParallelRun scope;
  if (ovrt::Status deep = scope.depthStatus(); !deep)
    return fail(deep.prefixed("ovrt_module_run_on_stream: "));
  ovrt::Status s =
      module->module->runOnStream(function, in.data(), in.size(), out.data(),
                                  out.size(), stream, installed.get());
  return finishRun(module, scope, s);
}

} // extern "C"
