//===- CApi.cpp - The C API over the C++ implementation -------------------===//
//
// Thin wrappers: validate pointers, call the C++ implementation, turn
// failures into a status code plus a thread-local message (like
// errno/dlerror, so that concurrent callers do not see each other's errors).
//
//===----------------------------------------------------------------------===//

#include "ovrt/ovrt.h"
#include "ovrt/Runtime.h"

#include <new>

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

struct ovrt_tensor {
  ovrt::Tensor tensor;
};

struct ovrt_module {
  std::shared_ptr<ovrt::Module> module;
};

namespace {

thread_local std::string lastError;

int fail(int code, std::string message) {
  lastError = std::move(message);
  return code;
}

int fail(const ovrt::Status &s) {
  return fail(int(s.code()), s.message());
}

int invalid(const char *function, const char *what) {
  return fail(OVRT_INVALID_ARGUMENT,
              std::string(function) + ": invalid argument: " + what);
}

bool validDType(int dtype) { return dtype >= 0 && dtype < ovrt::kNumDTypes; }

/// Wraps a tensor into a new handle; nothrow so that an allocation failure
/// is a status, not an abort.
int wrapTensor(ovrt::Tensor t, ovrt_tensor **out) {
  ovrt_tensor *h = new (std::nothrow) ovrt_tensor{std::move(t)};
  if (!h)
    return fail(OVRT_RESOURCE_EXHAUSTED, "out of memory");
  *out = h;
  return OVRT_OK;
}

int wrapResult(ovrt::Result<ovrt::Tensor> r, ovrt_tensor **out) {
  if (!r)
    return fail(r.status());
  return wrapTensor(r.take(), out);
}

/// The shape argument as a vector; fails on a bad rank or a null pointer.
int readShape(const char *fn, int64_t rank, const int64_t *shape,
              std::vector<int64_t> &dims) {
  if (rank < 0 || rank > ovrt::kMaxRank)
    return invalid(fn, "rank out of range");
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

/// Validates a run's arguments (before anything is written to `outputs`)
/// and collects the input tensors.
int checkRunArgs(const char *fn, const ovrt_module *module,
                 const char *function, const ovrt_tensor *const *inputs,
                 int64_t numInputs, const void *outputs, int64_t numOutputs,
                 std::vector<const ovrt::Tensor *> &in) {
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
    return invalid(fn, ("function has " + std::to_string(spec->outputs.size()) +
                        " outputs, the output array has room for " +
                        std::to_string(numOutputs))
                           .c_str());
  for (int64_t i = 0; i < numInputs; ++i)
    in.push_back(inputs[i] ? &inputs[i]->tensor : nullptr);
  return OVRT_OK;
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
  const char *fn = "ovrt_tensor_create";
  if (!out)
    return invalid(fn, "null out");
  *out = nullptr;
  if (!validDType(dtype))
    return invalid(fn, "unknown dtype");
  std::vector<int64_t> dims;
  if (int rc = readShape(fn, rank, shape, dims))
    return rc;
  return wrapResult(ovrt::Tensor::create(ovrt::DType(dtype), dims), out);
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
      ovrt::Tensor::fromData(ovrt::DType(dtype), dims, data, bytes), out);
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
  if (rank < 0 || rank > ovrt::kMaxRank)
    return reject("rank out of range");
  if (rank > 0 && !shape)
    return reject("null shape");
  dims.assign(shape, shape + rank);
  return wrapResult(ovrt::Tensor::wrap(ovrt::DType(dtype), std::move(dims),
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

int ovrt_npy_load(const char *path, ovrt_tensor **out) {
  if (!path || !out)
    return invalid("ovrt_npy_load", "null pointer");
  *out = nullptr;
  return wrapResult(ovrt::loadNpy(path), out);
}

int ovrt_npy_load_as(const char *path, int dtype, ovrt_tensor **out) {
  if (!path || !out)
    return invalid("ovrt_npy_load_as", "null pointer");
  *out = nullptr;
  if (!validDType(dtype))
    return invalid("ovrt_npy_load_as", "unknown dtype");
  return wrapResult(ovrt::loadNpy(path, ovrt::DType(dtype)), out);
}

int ovrt_npy_save(const char *path, const ovrt_tensor *tensor) {
  if (!path || !tensor)
    return invalid("ovrt_npy_save", "null pointer");
  ovrt::Status s = ovrt::saveNpy(path, tensor->tensor);
  return s ? OVRT_OK : fail(s);
}

int ovrt_module_load(const char *path, ovrt_module **out) {
  if (!path || !out)
    return invalid("ovrt_module_load", "null pointer");
  *out = nullptr;
  auto m = ovrt::Module::load(path);
  if (!m)
    return fail(m.status());
  ovrt_module *h = new (std::nothrow) ovrt_module{m.take()};
  if (!h)
    return fail(OVRT_RESOURCE_EXHAUSTED, "out of memory");
  *out = h;
  return OVRT_OK;
}

int ovrt_module_release(ovrt_module *module) {
  delete module;
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
  std::vector<const ovrt::Tensor *> in;
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
  std::vector<ovrt::Tensor> &outs = *result;
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

int ovrt_module_run_into(const ovrt_module *module, const char *function,
                         const ovrt_tensor *const *inputs, int64_t num_inputs,
                         ovrt_tensor *const *outputs, int64_t num_outputs) {
  const char *fn = "ovrt_module_run_into";
  std::vector<const ovrt::Tensor *> in;
  if (int rc = checkRunArgs(fn, module, function, inputs, num_inputs, outputs,
                            num_outputs, in))
    return rc;
  std::vector<ovrt::Tensor *> out;
  for (int64_t i = 0; i < num_outputs; ++i)
    out.push_back(outputs[i] ? &outputs[i]->tensor : nullptr);
  ovrt::Status s = module->module->runInto(function, in.data(), in.size(),
                                           out.data(), out.size());
  return s ? OVRT_OK : fail(s);
}

} // extern "C"
