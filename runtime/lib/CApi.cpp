//===- CApi.cpp - The C API over the C++ implementation -------------------===//
//
// Thin wrappers: validate pointers, call the C++ implementation, turn
// failures into a status code plus a thread-local message (like
// errno/dlerror, so that concurrent callers do not see each other's errors).
//
//===----------------------------------------------------------------------===//

#include "ovrt/ovrt.h"

#include "Core.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <unordered_map>

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

struct ovrt_tensor {
  impl::Tensor tensor;
};

struct ovrt_descriptor {
  /// The module's (borrowed) or `owned`.
  const ovrt::ModuleDescriptor *d = nullptr;
  std::optional<ovrt::ModuleDescriptor> owned;
};

/// One handle per loaded module, shared by every load of it (refcounted), so
/// that callers can tell two loads of one file are the same module.
struct ovrt_module {
  std::shared_ptr<impl::Module> module;
  ovrt_descriptor descriptor;
  std::atomic<long> refs{1};
};

namespace {

thread_local std::string lastError;

int fail(int code, std::string message) {
  lastError = std::move(message);
  return code;
}

[[maybe_unused]] int fail(const ovrt::Status &s) {
  return fail(int(s.code()), s.message());
}

int invalid(const char *function, const char *what) {
  return fail(OVRT_INVALID_ARGUMENT,
              std::string(function) + ": invalid argument: " + what);
}

bool validDType(int dtype) { return dtype >= 0 && dtype < ovrt::kNumDTypes; }

/// Handles by loaded module. Leaked on purpose, like the module cache: a
/// module may be released from a static destructor.
std::mutex &handlesMutex() {
  static auto *m = new std::mutex;
  return *m;
}
std::unordered_map<const impl::Module *, ovrt_module *> &handles() {
  static auto *h = new std::unordered_map<const impl::Module *, ovrt_module *>;
  return *h;
}

/// Wraps a tensor into a new handle; nothrow so that an allocation failure
/// is a status, not an abort.
int wrapTensor(impl::Tensor t, ovrt_tensor **out) {
  ovrt_tensor *h = new (std::nothrow) ovrt_tensor{std::move(t)};
  if (!h)
    return fail(OVRT_RESOURCE_EXHAUSTED, "out of memory");
  *out = h;
  return OVRT_OK;
}

int wrapResult(ovrt::Result<impl::Tensor> r, ovrt_tensor **out) {
  if (!r)
    return fail(r.status());
  return wrapTensor(r.take(), out);
}

/// The shape argument as a vector; fails on a bad rank or a null pointer.
int readShape(const char *fn, int64_t rank, const int64_t *shape,
              std::vector<int64_t> &dims) {
  if (rank < 0)
    return invalid(fn, "negative rank");
  if (rank > ovrt::kMaxRank)
    return fail(OVRT_INVALID_ARGUMENT,
                "tensor rank " + std::to_string(rank) +
                    " exceeds the maximum of " +
                    std::to_string(ovrt::kMaxRank));
  if (rank > 0 && !shape)
    return invalid(fn, "null shape");
  dims.assign(shape, shape + rank);
  return OVRT_OK;
}

/// The function `name` of `module`, or null with the error recorded.
const ovrt::FunctionSpec *findFunction(const ovrt_module *module,
                                       const char *name) {
  const ovrt::FunctionSpec *fn = module->module->function(name);
  if (!fn)
    fail(OVRT_INVALID_ARGUMENT,
         module->module->path() + ": no function '" + name + "'");
  return fn;
}

/// Input or output `index` of a function's signature.
int describeSpec(const char *fnName, const ovrt_module *module,
                 const char *function, int64_t index, bool input, int *dtype,
                 int64_t *rank, const int64_t **dims) {
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
int readInputs(const ovrt::FunctionSpec &spec,
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
int checkRunArgs(const char *fn, const ovrt_module *module,
                 const char *function, const ovrt_tensor *const *inputs,
                 int64_t numInputs, const void *outputs, int64_t numOutputs,
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
int newTensor(const char *fn, int dtype, int64_t rank, const int64_t *shape,
              ovrt_tensor **out, Make make) {
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

} // namespace

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

int ovrt_tensor_wrap(int dtype, int64_t rank, const int64_t *shape,
                     void *data, size_t bytes, int flags,
                     ovrt_release_fn release, void *context,
                     ovrt_tensor **out) {
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

int ovrt_npy_load(const char *path, ovrt_tensor **out) {
  if (!path || !out)
    return invalid("ovrt_npy_load", "null pointer");
  *out = nullptr;
  return wrapResult(impl::loadNpy(path), out);
}

int ovrt_npy_load_as(const char *path, int dtype, ovrt_tensor **out) {
  if (!path || !out)
    return invalid("ovrt_npy_load_as", "null pointer");
  *out = nullptr;
  if (!validDType(dtype))
    return invalid("ovrt_npy_load_as", "unknown dtype");
  return wrapResult(impl::loadNpy(path, ovrt::DType(dtype)), out);
}

int ovrt_npy_save(const char *path, const ovrt_tensor *tensor) {
  if (!path || !tensor)
    return invalid("ovrt_npy_save", "null pointer");
  ovrt::Status s = impl::saveNpy(path, tensor->tensor);
  return s ? OVRT_OK : fail(s);
}

int ovrt_npy_parse(const void *bytes, size_t size, const char *name,
                   int dtype, ovrt_tensor **out) {
  const char *fn = "ovrt_npy_parse";
  if (!out || !name || (!bytes && size))
    return invalid(fn, "null pointer");
  *out = nullptr;
  if (dtype != -1 && !validDType(dtype))
    return invalid(fn, "unknown dtype");
  std::optional<ovrt::DType> expected;
  if (dtype != -1)
    expected = ovrt::DType(dtype);
  return wrapResult(impl::parseNpy(bytes, size, name, expected), out);
}

int ovrt_npy_encode(const ovrt_tensor *tensor, void **bytes, size_t *size) {
  if (!tensor || !bytes || !size)
    return invalid("ovrt_npy_encode", "null pointer");
  *bytes = nullptr;
  *size = 0;
  ovrt::Result<std::vector<uint8_t>> r = impl::encodeNpy(tensor->tensor);
  if (!r)
    return fail(r.status());
  void *p = std::malloc(std::max<size_t>(r->size(), 1));
  if (!p)
    return fail(OVRT_RESOURCE_EXHAUSTED, "out of memory");
  std::memcpy(p, r->data(), r->size());
  *bytes = p;
  *size = r->size();
  return OVRT_OK;
}

int ovrt_npy_descr(int dtype, const char **descr) {
  if (!validDType(dtype) || !descr)
    return invalid("ovrt_npy_descr", !descr ? "null descr" : "unknown dtype");
  *descr = impl::npyDescr(ovrt::DType(dtype));
  return OVRT_OK;
}

void ovrt_free(void *memory) { std::free(memory); }

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
  const auto &specs = is_output ? fns[size_t(index)].outputs
                                : fns[size_t(index)].inputs;
  if (arg < 0 || uint64_t(arg) >= specs.size())
    return invalid(fn, "argument index out of range");
  const ovrt::TensorSpec &spec = specs[size_t(arg)];
  *dtype = int(spec.dtype);
  *rank = spec.rank();
  *dims = spec.dims.empty() ? nullptr : spec.dims.data();
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
  std::lock_guard<std::mutex> lock(handlesMutex());
  if (module->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) {
    handles().erase(module->module.get());
    delete module;
  }
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

int ovrt_module_function_output(const ovrt_module *module,
                                const char *function, int64_t index,
                                int *dtype, int64_t *rank,
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
    int64_t room = spec ? std::min(num_outputs, int64_t(spec->outputs.size()))
                        : 0;
    for (int64_t i = 0; i < room; ++i)
      outputs[i] = nullptr;
  }
  if (rc)
    return rc;
  auto result = module->module->run(function, in.data(), in.size());
  if (!result)
    return fail(result.status());
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
    return invalid(fn, ("the outputs have " + std::to_string(total) +
                        " dims, the array has room for " +
                        std::to_string(capacity))
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

int ovrt_cuda_driver_status(void) {
  ovrt::Status s = impl::cudaDriverStatus();
  return s ? OVRT_OK : fail(s);
}

int ovrt_cuda_take_thread_error(void) {
  ovrt::Status s = impl::cudaTakeThreadError();
  return s ? OVRT_OK : fail(s);
}

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
  ovrt::Status s = module->module->runInto(function, in.data(), in.size(),
                                           out.data(), out.size(), memory);
  return s ? OVRT_OK : fail(s);
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
                              int64_t num_outputs, void *cu_stream) {
  std::vector<const impl::Tensor *> in;
  if (int rc = checkRunArgs("ovrt_module_run_on_stream", module, function,
                            inputs, num_inputs, outputs, num_outputs, in))
    return rc;
  std::vector<impl::Tensor *> out;
  for (int64_t i = 0; i < num_outputs; ++i)
    out.push_back(outputs[i] ? &outputs[i]->tensor : nullptr);
  ovrt::Status s = module->module->runOnStream(
      function, in.data(), in.size(), out.data(), out.size(), cu_stream);
  return s ? OVRT_OK : fail(s);
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

int ovrt_cuda_allocate(size_t bytes, void **device_ptr) {
  if (!device_ptr)
    return invalid("ovrt_cuda_allocate", "null pointer");
  *device_ptr = nullptr;
  ovrt::Result<void *> ptr = impl::cudaAllocate(bytes);
  if (!ptr)
    return fail(ptr.status());
  *device_ptr = *ptr;
  return OVRT_OK;
}

int ovrt_cuda_free(void *device_ptr) {
  ovrt::Status s = impl::cudaFree(device_ptr);
  return s ? OVRT_OK : fail(s);
}

int ovrt_cuda_copy(void *dst, const void *src, size_t bytes) {
  if (bytes != 0 && (!dst || !src))
    return invalid("ovrt_cuda_copy", "null pointer");
  ovrt::Status s = impl::cudaCopy(dst, src, bytes);
  return s ? OVRT_OK : fail(s);
}

} // extern "C"
