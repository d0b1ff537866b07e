// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CApi.cpp - The C API over the C++ implementation -------------------===//
//
// Statuses, dtypes, tensors and modules (the .npy functions are in
// CApiNpy.cpp, the descriptor's in CApiDescriptor.cpp, the runs into the
// caller's outputs and the CUDA ones in CApiDevice.cpp). Thin wrappers:
// validate pointers, call the C++ implementation, turn failures into a status
// code plus a thread-local message (like errno/dlerror, so that concurrent
// callers do not see each other's errors).
//
//===----------------------------------------------------------------------===//

#include "CApiInternal.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <string>
#include <unordered_map>
#include <vector>

// The C enums are the C++ ones: a change to either breaks the build.
#define OVRT_SAME_DTYPE(c, cxx)                                                \
  static_assert(c == int(ovrt::DType::cxx), #c " differs from DType::" #cxx);
OVRT_SAME_DTYPE(OVRT_F16, F16)
OVRT_SAME_DTYPE(OVRT_BF16, BF16)
OVRT_SAME_DTYPE(OVRT_F32, F32)
OVRT_SAME_DTYPE(OVRT_F64, F64)
OVRT_SAME_DTYPE(OVRT_I8, I8)
OVRT_SAME_DTYPE(OVRT_I16, I16)
OVRT_SAME_DTYPE(OVRT_I32, I32)
OVRT_SAME_DTYPE(OVRT_I64, I64)
OVRT_SAME_DTYPE(OVRT_U8, U8)
OVRT_SAME_DTYPE(OVRT_U16, U16)
OVRT_SAME_DTYPE(OVRT_U32, U32)
OVRT_SAME_DTYPE(OVRT_U64, U64)
OVRT_SAME_DTYPE(OVRT_BOOL, Bool)
#undef OVRT_SAME_DTYPE
static_assert(OVRT_BOOL + 1 == ovrt::kNumDTypes, "a DType has no OVRT_ value");
#define OVRT_SAME_STATUS(c, cxx)                                               \
  static_assert(c == int(ovrt::StatusCode::cxx),                               \
                #c " differs from StatusCode::" #cxx);
OVRT_SAME_STATUS(OVRT_OK, Ok)
OVRT_SAME_STATUS(OVRT_INVALID_ARGUMENT, InvalidArgument)
OVRT_SAME_STATUS(OVRT_RESOURCE_EXHAUSTED, ResourceExhausted)
OVRT_SAME_STATUS(OVRT_FAILED_PRECONDITION, FailedPrecondition)
OVRT_SAME_STATUS(OVRT_OUT_OF_RANGE, OutOfRange)
OVRT_SAME_STATUS(OVRT_INTERNAL, Internal)
OVRT_SAME_STATUS(OVRT_UNAVAILABLE, Unavailable)
#undef OVRT_SAME_STATUS

namespace impl = ovrt::impl;
using namespace ovrt::capi;

static thread_local std::string lastError;

/// Every message is one line fit for a terminal: control characters (from
/// paths, function names, environment variables) become \xNN.
static std::string printable(const std::string &message) {
  std::string out;
  out.reserve(message.size());
  for (char c : message) {
    unsigned char u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u != 0x7f) {
      out += c;
      continue;
    }
    char buf[8];
    std::snprintf(buf, sizeof buf, "\\x%02x", u);
    out += buf;
  }
  return out;
}

int ovrt::capi::fail(int code, std::string message) {
  lastError = printable(message);
  return code;
}

ovrt_installed_parallel::~ovrt_installed_parallel() {
  if (!release)
    return;
  // The host's release may call libovrt: the run's error stays the thread's.
  std::string kept = lastError;
  release(host.data);
  lastError = std::move(kept);
}

int ovrt::capi::fail(const ovrt::Status &s) {
  return fail(int(s.code()), s.message());
}

int ovrt::capi::invalid(const char *function, const char *what) {
  return fail(OVRT_INVALID_ARGUMENT,
              std::string(function) + ": invalid argument: " + what);
}

/// Handles by loaded module. Leaked on purpose, like the module cache: a
/// module may be released from a static destructor.
static std::mutex &handlesMutex() {
  static auto *m = new std::mutex;
  return *m;
}
static std::unordered_map<const impl::Module *, ovrt_module *> &handles() {
  static auto *h = new std::unordered_map<const impl::Module *, ovrt_module *>;
  return *h;
}

/// Wraps a tensor into a new handle; nothrow so that an allocation failure
/// is a status, not an abort.
static int wrapTensor(impl::Tensor t, ovrt_tensor **out) {
  ovrt_tensor *h = new (std::nothrow) ovrt_tensor{std::move(t)};
  if (!h)
    return fail(OVRT_RESOURCE_EXHAUSTED, "out of memory");
  *out = h;
  return OVRT_OK;
}

int ovrt::capi::wrapResult(ovrt::Result<impl::Tensor> r, ovrt_tensor **out) {
  if (!r)
    return fail(r.status());
  return wrapTensor(r.take(), out);
}

/// The shape argument as a vector; fails on a bad rank or a null pointer.
static int readShape(const char *fn, int64_t rank, const int64_t *shape,
                     std::vector<int64_t> &dims) {
  if (rank < 0)
    return invalid(fn, "negative rank");
  if (rank > ovrt::kMaxRank)
    return fail(OVRT_INVALID_ARGUMENT, "tensor rank " + std::to_string(rank) +
                                           " exceeds the maximum of " +
                                           std::to_string(ovrt::kMaxRank));
  if (rank > 0 && !shape)
    return invalid(fn, "null shape");
  dims.assign(shape, shape + rank);
  return OVRT_OK;
}

/// The function `name` of `module`, or null with the error recorded.
static const ovrt::FunctionSpec *findFunction(const ovrt_module *module,
                                              const char *name) {
  const ovrt::FunctionSpec *fn = module->module->function(name);
  if (!fn)
    fail(OVRT_INVALID_ARGUMENT,
         module->module->path() + ": no function '" + name + "'");
  return fn;
}

/// Input or output `index` of a function's signature.
static int describeSpec(const char *fnName, const ovrt_module *module,
                        const char *function, int64_t index, bool input,
                        int *dtype, int64_t *rank, const int64_t **dims) {
  if (!module || !function || !dtype || !rank || !dims)
    return invalid(fnName, "null pointer");
  const ovrt::FunctionSpec *fn = findFunction(module, function);
  if (!fn)
    return OVRT_INVALID_ARGUMENT;
  const std::vector<ovrt::TensorSpec> &specs = input ? fn->inputs : fn->outputs;
  if (index < 0 || uint64_t(index) >= specs.size())
    return invalid(fnName, "index out of range");
  const ovrt::TensorSpec &spec = specs[size_t(index)];
  *dtype = int(spec.dtype);
  *rank = spec.rank();
  *dims = spec.dims.empty() ? nullptr : spec.dims.data();
  return OVRT_OK;
}

/// The caller's array of `numInputs` input handles as tensors, after the
/// count was checked against `spec`: the array is read only when it has
/// exactly as many entries as the function has inputs, so that a wrong
/// count is an error, not a read past the caller's array.
static int readInputs(const ovrt::FunctionSpec &spec,
                      const ovrt_tensor *const *inputs, int64_t numInputs,
                      std::vector<const impl::Tensor *> &in) {
  if (int64_t(spec.inputs.size()) != numInputs)
    return fail(OVRT_INVALID_ARGUMENT,
                "function '" + spec.name + "' expects " +
                    std::to_string(spec.inputs.size()) + " input" +
                    (spec.inputs.size() == 1 ? "" : "s") + ", got " +
                    std::to_string(numInputs));
  for (int64_t i = 0; i < numInputs; ++i)
    in.push_back(inputs[i] ? &inputs[i]->tensor : nullptr);
  return OVRT_OK;
}

/// Validates a run's arguments (before anything is written to `outputs`)
/// and collects the input tensors. Both counts are checked against the
/// function's before either array is read.
int ovrt::capi::checkRunArgs(const char *fn, const ovrt_module *module,
                             const char *function,
                             const ovrt_tensor *const *inputs,
                             int64_t numInputs, const void *outputs,
                             int64_t numOutputs,
                             std::vector<const impl::Tensor *> &in) {
  if (!module || !function)
    return invalid(fn, "null pointer");
  if (numInputs < 0 || (numInputs > 0 && !inputs))
    return invalid(fn, "bad inputs");
  if (numOutputs < 0 || (numOutputs > 0 && !outputs))
    return invalid(fn, "bad outputs");
  const ovrt::FunctionSpec *spec = findFunction(module, function);
  if (!spec)
    return OVRT_INVALID_ARGUMENT;
  if (int64_t(spec->outputs.size()) != numOutputs)
    return fail(OVRT_INVALID_ARGUMENT,
                "function '" + spec->name + "' has " +
                    std::to_string(spec->outputs.size()) + " output" +
                    (spec->outputs.size() == 1 ? "" : "s") + ", got " +
                    std::to_string(numOutputs));
  return readInputs(*spec, inputs, numInputs, in);
}

/// ovrt_tensor_create and ovrt_tensor_allocate: checks the arguments, then
/// wraps what `make` (impl::Tensor::create or ::allocate) returns.
template <typename Make>
static int newTensor(const char *fn, int dtype, int64_t rank,
                     const int64_t *shape, ovrt_tensor **out, Make make) {
  if (!out)
    return invalid(fn, "null out");
  *out = nullptr;
  if (!validDType(dtype))
    return invalid(fn, "unknown dtype");
  std::vector<int64_t> dims;
  if (int rc = readShape(fn, rank, shape, dims))
    return rc;
  return wrapResult(make(ovrt::DType(dtype), dims), out);
}

extern "C" {

const char *ovrt_last_error(void) { return lastError.c_str(); }

const char *ovrt_status_name(int status) {
  return ovrt::statusCodeName(ovrt::StatusCode(status));
}

int ovrt_dtype_name(int dtype, const char **name) {
  if (!validDType(dtype) || !name)
    return invalid("ovrt_dtype_name", !name ? "null name" : "unknown dtype");
  *name = ovrt::dtypeName(ovrt::DType(dtype));
  return OVRT_OK;
}

int ovrt_dtype_size(int dtype, size_t *size) {
  if (!validDType(dtype) || !size)
    return invalid("ovrt_dtype_size", !size ? "null size" : "unknown dtype");
  *size = ovrt::dtypeSize(ovrt::DType(dtype));
  return OVRT_OK;
}

int ovrt_tensor_create(int dtype, int64_t rank, const int64_t *shape,
                       ovrt_tensor **out) {
  return newTensor("ovrt_tensor_create", dtype, rank, shape, out,
                   [](ovrt::DType t, const std::vector<int64_t> &dims) {
                     return impl::Tensor::create(t, dims);
                   });
}

int ovrt_tensor_allocate(int dtype, int64_t rank, const int64_t *shape,
                         ovrt_tensor **out) {
  return newTensor("ovrt_tensor_allocate", dtype, rank, shape, out,
                   [](ovrt::DType t, const std::vector<int64_t> &dims) {
                     return impl::Tensor::allocate(t, dims);
                   });
}

int ovrt_tensor_create_from_data(int dtype, int64_t rank, const int64_t *shape,
                                 const void *data, size_t bytes,
                                 ovrt_tensor **out) {
  const char *fn = "ovrt_tensor_create_from_data";
  if (!out)
    return invalid(fn, "null out");
  *out = nullptr;
  if (!validDType(dtype))
    return invalid(fn, "unknown dtype");
  if (!data && bytes)
    return invalid(fn, "null data");
  std::vector<int64_t> dims;
  if (int rc = readShape(fn, rank, shape, dims))
    return rc;
  return wrapResult(
      impl::Tensor::fromData(ovrt::DType(dtype), dims, data, bytes), out);
}

int ovrt_tensor_wrap(int dtype, int64_t rank, const int64_t *shape, void *data,
                     size_t bytes, int flags, ovrt_release_fn release,
                     void *context, ovrt_tensor **out) {
  const char *fn = "ovrt_tensor_wrap";
  // The memory is released on every failure, as the header promises.
  auto reject = [&](const char *what) {
    if (release)
      release(data, context);
    return invalid(fn, what);
  };
  if (!out)
    return reject("null out");
  *out = nullptr;
  if (!validDType(dtype))
    return reject("unknown dtype");
  if (flags & ~OVRT_TENSOR_READ_ONLY)
    return reject("unknown flags");
  std::vector<int64_t> dims;
  if (int rc = readShape(fn, rank, shape, dims)) {
    if (release)
      release(data, context);
    return rc;
  }
  return wrapResult(impl::Tensor::wrap(ovrt::DType(dtype), std::move(dims),
                                       data, bytes, release, context,
                                       flags & OVRT_TENSOR_READ_ONLY),
                    out);
}

int ovrt_tensor_destroy(ovrt_tensor *tensor) {
  delete tensor;
  return OVRT_OK;
}

int ovrt_tensor_dtype(const ovrt_tensor *tensor, int *dtype) {
  if (!tensor || !dtype)
    return invalid("ovrt_tensor_dtype", "null pointer");
  *dtype = int(tensor->tensor.dtype());
  return OVRT_OK;
}

int ovrt_tensor_rank(const ovrt_tensor *tensor, int64_t *rank) {
  if (!tensor || !rank)
    return invalid("ovrt_tensor_rank", "null pointer");
  *rank = tensor->tensor.rank();
  return OVRT_OK;
}

int ovrt_tensor_shape(const ovrt_tensor *tensor, const int64_t **dims) {
  if (!tensor || !dims)
    return invalid("ovrt_tensor_shape", "null pointer");
  *dims = tensor->tensor.shape().data();
  return OVRT_OK;
}

int ovrt_tensor_num_elements(const ovrt_tensor *tensor, int64_t *count) {
  if (!tensor || !count)
    return invalid("ovrt_tensor_num_elements", "null pointer");
  *count = tensor->tensor.numElements();
  return OVRT_OK;
}

int ovrt_tensor_byte_size(const ovrt_tensor *tensor, size_t *bytes) {
  if (!tensor || !bytes)
    return invalid("ovrt_tensor_byte_size", "null pointer");
  *bytes = tensor->tensor.byteSize();
  return OVRT_OK;
}

int ovrt_tensor_data(ovrt_tensor *tensor, void **data) {
  if (!tensor || !data)
    return invalid("ovrt_tensor_data", "null pointer");
  *data = tensor->tensor.data();
  return OVRT_OK;
}

int ovrt_tensor_is_read_only(const ovrt_tensor *tensor, int *read_only) {
  if (!tensor || !read_only)
    return invalid("ovrt_tensor_is_read_only", "null pointer");
  *read_only = tensor->tensor.readOnly() ? 1 : 0;
  return OVRT_OK;
}

int ovrt_module_load(const char *path, ovrt_module **out) {
  if (!path || !out)
    return invalid("ovrt_module_load", "null pointer");
  *out = nullptr;
  auto m = impl::Module::load(path);
  if (!m)
    return fail(m.status());
  std::lock_guard<std::mutex> lock(handlesMutex());
  auto it = handles().find(m->get());
  if (it != handles().end()) {
    it->second->refs.fetch_add(1, std::memory_order_relaxed);
    *out = it->second;
    return OVRT_OK;
  }
  ovrt_module *h = new (std::nothrow) ovrt_module;
  if (!h)
    return fail(OVRT_RESOURCE_EXHAUSTED, "out of memory");
  h->module = m.take();
  h->descriptor.d = &h->module->descriptor();
  handles()[h->module.get()] = h;
  *out = h;
  return OVRT_OK;
}

int ovrt_module_release(ovrt_module *module) {
  if (!module)
    return OVRT_OK;
  {
    std::lock_guard<std::mutex> lock(handlesMutex());
    if (module->refs.fetch_sub(1, std::memory_order_acq_rel) != 1)
      return OVRT_OK;
    handles().erase(module->module.get());
  }
  // Outside the lock: the installed parallel-for's release may load or
  // release modules.
  delete module;
  return OVRT_OK;
}

int ovrt_module_path(const ovrt_module *module, const char **path) {
  if (!module || !path)
    return invalid("ovrt_module_path", "null pointer");
  *path = module->module->path().c_str();
  return OVRT_OK;
}

int ovrt_module_descriptor(const ovrt_module *module,
                           const ovrt_descriptor **descriptor) {
  if (!module || !descriptor)
    return invalid("ovrt_module_descriptor", "null pointer");
  *descriptor = &module->descriptor;
  return OVRT_OK;
}

int ovrt_module_num_functions(const ovrt_module *module, int64_t *count) {
  if (!module || !count)
    return invalid("ovrt_module_num_functions", "null pointer");
  *count = int64_t(module->module->functions().size());
  return OVRT_OK;
}

int ovrt_module_function_name(const ovrt_module *module, int64_t index,
                              const char **name) {
  if (!module || !name)
    return invalid("ovrt_module_function_name", "null pointer");
  const auto &fns = module->module->functions();
  if (index < 0 || uint64_t(index) >= fns.size())
    return invalid("ovrt_module_function_name", "index out of range");
  *name = fns[size_t(index)].name.c_str();
  return OVRT_OK;
}

int ovrt_module_function_arity(const ovrt_module *module, const char *function,
                               int64_t *num_inputs, int64_t *num_outputs) {
  if (!module || !function || !num_inputs || !num_outputs)
    return invalid("ovrt_module_function_arity", "null pointer");
  const ovrt::FunctionSpec *fn = findFunction(module, function);
  if (!fn)
    return OVRT_INVALID_ARGUMENT;
  *num_inputs = int64_t(fn->inputs.size());
  *num_outputs = int64_t(fn->outputs.size());
  return OVRT_OK;
}

int ovrt_module_function_input(const ovrt_module *module, const char *function,
                               int64_t index, int *dtype, int64_t *rank,
                               const int64_t **dims) {
  return describeSpec("ovrt_module_function_input", module, function, index,
                      /*input=*/true, dtype, rank, dims);
}

int ovrt_module_function_output(const ovrt_module *module, const char *function,
                                int64_t index, int *dtype, int64_t *rank,
                                const int64_t **dims) {
  return describeSpec("ovrt_module_function_output", module, function, index,
                      /*input=*/false, dtype, rank, dims);
}

int ovrt_module_run(const ovrt_module *module, const char *function,
                    const ovrt_tensor *const *inputs, int64_t num_inputs,
                    ovrt_tensor **outputs, int64_t num_outputs) {
  const char *fn = "ovrt_module_run";
  std::vector<const impl::Tensor *> in;
  int rc = checkRunArgs(fn, module, function, inputs, num_inputs, outputs,
                        num_outputs, in);
  // NULL the slots the caller can be trusted to have: num_outputs of them,
  // and no more than the function has (the count may be the mistake).
  if (outputs && module && function && num_outputs > 0) {
    const ovrt::FunctionSpec *spec = module->module->function(function);
    int64_t room =
        spec ? std::min(num_outputs, int64_t(spec->outputs.size())) : 0;
    for (int64_t i = 0; i < room; ++i)
      outputs[i] = nullptr;
  }
  if (rc)
    return rc;
  InstalledParallelRun installed(module);
  impl::HostParallelRun scope;
  if (ovrt::Status deep = scope.depthStatus(); !deep)
    return fail(deep.prefixed(std::string(fn) + ": "));
  auto result =
      module->module->run(function, in.data(), in.size(), installed.get());
  if (int failed = finishRun(module, scope, result.status()))
    return failed;
  std::vector<impl::Tensor> &outs = *result;
  for (size_t i = 0; i < outs.size(); ++i) {
    if (int rc = wrapTensor(std::move(outs[i]), &outputs[i])) {
      for (size_t j = 0; j < i; ++j) {
        delete outputs[j];
        outputs[j] = nullptr;
      }
      return rc;
    }
  }
  return OVRT_OK;
}

int ovrt_module_output_shapes(const ovrt_module *module, const char *function,
                              const ovrt_tensor *const *inputs,
                              int64_t num_inputs, int64_t *dims,
                              int64_t capacity) {
  const char *fn = "ovrt_module_output_shapes";
  if (!module || !function || (capacity > 0 && !dims) || capacity < 0)
    return invalid(fn, "null pointer or bad capacity");
  if (num_inputs < 0 || (num_inputs > 0 && !inputs))
    return invalid(fn, "bad inputs");
  const ovrt::FunctionSpec *spec = findFunction(module, function);
  if (!spec)
    return OVRT_INVALID_ARGUMENT;
  std::vector<const impl::Tensor *> in;
  if (int rc = readInputs(*spec, inputs, num_inputs, in))
    return rc;
  auto shapes = module->module->outputShapes(function, in.data(), in.size());
  if (!shapes)
    return fail(shapes.status());
  int64_t total = 0;
  for (const auto &shape : *shapes)
    total += int64_t(shape.size());
  if (total > capacity)
    return invalid(fn,
                   ("the outputs have " + std::to_string(total) +
                    " dims, the array has room for " + std::to_string(capacity))
                       .c_str());
  for (const auto &shape : *shapes)
    for (int64_t d : shape)
      *dims++ = d;
  return OVRT_OK;
}

int ovrt_module_pool_stats(const ovrt_module *module, size_t *allocations,
                           size_t *cached) {
  if (!module || !allocations || !cached)
    return invalid("ovrt_module_pool_stats", "null pointer");
  impl::Module::PoolStats stats = module->module->outputPoolStats();
  *allocations = stats.allocations;
  *cached = stats.cached;
  return OVRT_OK;
}

int ovrt_module_trim_pool(const ovrt_module *module) {
  if (!module)
    return invalid("ovrt_module_trim_pool", "null pointer");
  module->module->trimOutputPool();
  return OVRT_OK;
}

} // extern "C"
