// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CApiDescriptor.cpp - The C API over module descriptors -------------===//
//
// ovrt_descriptor_*: parse a module descriptor (runtime/ABI.md) or read a
// loaded module's, function by function.
//
//===----------------------------------------------------------------------===//

#include "CApiInternal.h"

#include <algorithm>
#include <new>
#include <string_view>
#include <vector>

namespace impl = ovrt::impl;
using namespace ovrt::capi;

extern "C" {

int ovrt_descriptor_parse(const char *text, size_t length,
                          ovrt_descriptor **out) {
  if (!out || (!text && length))
    return invalid("ovrt_descriptor_parse", "null pointer");
  *out = nullptr;
  ovrt::Result<ovrt::ModuleDescriptor> d =
      impl::parseModuleDescriptor(std::string_view(text ? text : "", length));
  if (!d)
    return fail(d.status());
  auto *h = new (std::nothrow) ovrt_descriptor;
  if (!h)
    return fail(OVRT_RESOURCE_EXHAUSTED, "out of memory");
  h->owned = d.take();
  h->d = &*h->owned;
  *out = h;
  return OVRT_OK;
}

int ovrt_descriptor_destroy(ovrt_descriptor *descriptor) {
  // A module's borrowed descriptor is not the caller's to destroy.
  if (descriptor && !descriptor->owned)
    return invalid("ovrt_descriptor_destroy", "the descriptor is a module's");
  delete descriptor;
  return OVRT_OK;
}

int ovrt_descriptor_version(const ovrt_descriptor *descriptor,
                            int64_t *version) {
  if (!descriptor || !version)
    return invalid("ovrt_descriptor_version", "null pointer");
  *version = descriptor->d->version;
  return OVRT_OK;
}

int ovrt_descriptor_target(const ovrt_descriptor *descriptor,
                           const char **target) {
  if (!descriptor || !target)
    return invalid("ovrt_descriptor_target", "null pointer");
  *target = descriptor->d->target.c_str();
  return OVRT_OK;
}

int ovrt_descriptor_num_cpu_features(const ovrt_descriptor *descriptor,
                                     int64_t *count) {
  if (!descriptor || !count)
    return invalid("ovrt_descriptor_num_cpu_features", "null pointer");
  *count = int64_t(descriptor->d->cpuFeatures.size());
  return OVRT_OK;
}

int ovrt_descriptor_cpu_feature(const ovrt_descriptor *descriptor,
                                int64_t index, const char **name) {
  const char *fn = "ovrt_descriptor_cpu_feature";
  if (!descriptor || !name)
    return invalid(fn, "null pointer");
  const auto &features = descriptor->d->cpuFeatures;
  if (index < 0 || uint64_t(index) >= features.size())
    return invalid(fn, "index out of range");
  *name = features[size_t(index)].c_str();
  return OVRT_OK;
}

int ovrt_descriptor_num_functions(const ovrt_descriptor *descriptor,
                                  int64_t *count) {
  if (!descriptor || !count)
    return invalid("ovrt_descriptor_num_functions", "null pointer");
  *count = int64_t(descriptor->d->functions.size());
  return OVRT_OK;
}

int ovrt_descriptor_function(const ovrt_descriptor *descriptor, int64_t index,
                             const char **name, int64_t *num_inputs,
                             int64_t *num_outputs, int64_t *num_errors) {
  const char *fn = "ovrt_descriptor_function";
  if (!descriptor || !name || !num_inputs || !num_outputs || !num_errors)
    return invalid(fn, "null pointer");
  const auto &fns = descriptor->d->functions;
  if (index < 0 || uint64_t(index) >= fns.size())
    return invalid(fn, "index out of range");
  const ovrt::FunctionSpec &f = fns[size_t(index)];
  *name = f.name.c_str();
  *num_inputs = int64_t(f.inputs.size());
  *num_outputs = int64_t(f.outputs.size());
  *num_errors = int64_t(f.errors.size());
  return OVRT_OK;
}

int ovrt_descriptor_tensor(const ovrt_descriptor *descriptor, int64_t index,
                           int is_output, int64_t arg, int *dtype,
                           int64_t *rank, const int64_t **dims) {
  const char *fn = "ovrt_descriptor_tensor";
  if (!descriptor || !dtype || !rank || !dims)
    return invalid(fn, "null pointer");
  const auto &fns = descriptor->d->functions;
  if (index < 0 || uint64_t(index) >= fns.size())
    return invalid(fn, "index out of range");
  const auto &specs =
      is_output ? fns[size_t(index)].outputs : fns[size_t(index)].inputs;
  if (arg < 0 || uint64_t(arg) >= specs.size())
    return invalid(fn, "argument index out of range");
  const ovrt::TensorSpec &spec = specs[size_t(arg)];
  *dtype = int(spec.dtype);
  *rank = spec.rank();
  *dims = spec.dims.empty() ? nullptr : spec.dims.data();
  return OVRT_OK;
}

int ovrt_descriptor_tensor_bounds(const ovrt_descriptor *descriptor,
                                  int64_t index, int is_output, int64_t arg,
                                  const int64_t **dims_min,
                                  const int64_t **dims_max) {
  const char *fn = "ovrt_descriptor_tensor_bounds";
  if (!descriptor || !dims_min || !dims_max)
    return invalid(fn, "null pointer");
  const auto &fns = descriptor->d->functions;
  if (index < 0 || uint64_t(index) >= fns.size())
    return invalid(fn, "index out of range");
  const auto &specs =
      is_output ? fns[size_t(index)].outputs : fns[size_t(index)].inputs;
  if (arg < 0 || uint64_t(arg) >= specs.size())
    return invalid(fn, "argument index out of range");
  const ovrt::TensorSpec &spec = specs[size_t(arg)];
  *dims_min = spec.dimsMin.empty() ? nullptr : spec.dimsMin.data();
  *dims_max = spec.dimsMax.empty() ? nullptr : spec.dimsMax.data();
  return OVRT_OK;
}

/// Check `error` (0-based) of function `index`, or OVRT_INVALID_ARGUMENT
/// (reported as `fn`) through `status`.
static const ovrt::FunctionSpec *findCheck(const char *fn,
                                           const ovrt_descriptor *descriptor,
                                           int64_t index, int64_t error,
                                           int &status) {
  const auto &fns = descriptor->d->functions;
  if (index < 0 || uint64_t(index) >= fns.size()) {
    status = invalid(fn, "index out of range");
    return nullptr;
  }
  const ovrt::FunctionSpec &spec = fns[size_t(index)];
  if (error < 0 || uint64_t(error) >= spec.errors.size()) {
    status = invalid(fn, "error index out of range");
    return nullptr;
  }
  return &spec;
}

int ovrt_descriptor_error(const ovrt_descriptor *descriptor, int64_t index,
                          int64_t error, const char **message) {
  const char *fn = "ovrt_descriptor_error";
  if (!descriptor || !message)
    return invalid(fn, "null pointer");
  int status = OVRT_OK;
  const ovrt::FunctionSpec *spec =
      findCheck(fn, descriptor, index, error, status);
  if (!spec)
    return status;
  *message = spec->errors[size_t(error)].c_str();
  return OVRT_OK;
}

int ovrt_descriptor_error_detail(const ovrt_descriptor *descriptor,
                                 int64_t index, int64_t error,
                                 const char **item, int *dtype) {
  const char *fn = "ovrt_descriptor_error_detail";
  if (!descriptor || !item || !dtype)
    return invalid(fn, "null pointer");
  int status = OVRT_OK;
  const ovrt::FunctionSpec *spec =
      findCheck(fn, descriptor, index, error, status);
  if (!spec)
    return status;
  *item = spec->details[size_t(error)].item.c_str();
  *dtype = int(spec->details[size_t(error)].dtype);
  return OVRT_OK;
}

int ovrt_descriptor_input_read_by_check(const ovrt_descriptor *descriptor,
                                        int64_t index, int64_t input,
                                        int *read) {
  const char *fn = "ovrt_descriptor_input_read_by_check";
  if (!descriptor || !read)
    return invalid(fn, "null pointer");
  const std::vector<ovrt::FunctionSpec> &fns = descriptor->d->functions;
  if (index < 0 || uint64_t(index) >= fns.size())
    return invalid(fn, "function index out of range");
  const ovrt::FunctionSpec &spec = fns[size_t(index)];
  if (input < 0 || uint64_t(input) >= spec.inputs.size())
    return invalid(fn, "input index out of range");
  *read =
      std::find(spec.inputsReadByCheck.begin(), spec.inputsReadByCheck.end(),
                input) != spec.inputsReadByCheck.end()
          ? 1
          : 0;
  return OVRT_OK;
}

} // extern "C"
