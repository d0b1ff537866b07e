//===- CApi.cpp - The C API over the C++ API ------------------------------===//
//
// Thin wrappers: validate pointers, call the C++ API, turn failures into a
// status code plus a thread-local message (like errno/dlerror, so that
// concurrent callers do not see each other's errors).
//
//===----------------------------------------------------------------------===//

#include "ovrt/ovrt.h"
#include "ovrt/Runtime.h"

#include <new>

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
    return fail(OVRT_ERROR, "out of memory");
  *out = h;
  return OVRT_OK;
}

int wrapResult(ovrt::Result<ovrt::Tensor> r, ovrt_tensor **out) {
  if (!r)
    return fail(OVRT_ERROR, r.error());
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

} // namespace

extern "C" {

const char *ovrt_last_error(void) { return lastError.c_str(); }

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
  return s ? OVRT_OK : fail(OVRT_ERROR, s.message());
}

int ovrt_module_load(const char *path, ovrt_module **out) {
  if (!path || !out)
    return invalid("ovrt_module_load", "null pointer");
  *out = nullptr;
  auto m = ovrt::Module::load(path);
  if (!m)
    return fail(OVRT_ERROR, m.error());
  ovrt_module *h = new (std::nothrow) ovrt_module{m.take()};
  if (!h)
    return fail(OVRT_ERROR, "out of memory");
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
  const ovrt::FunctionSpec *fn = module->module->function(function);
  if (!fn)
    return fail(OVRT_ERROR, module->module->path() + ": no function '" +
                                function + "'");
  *num_inputs = int64_t(fn->inputs.size());
  *num_outputs = int64_t(fn->outputs.size());
  return OVRT_OK;
}

int ovrt_module_run(const ovrt_module *module, const char *function,
                    const ovrt_tensor *const *inputs, int64_t num_inputs,
                    ovrt_tensor **outputs, int64_t num_outputs) {
  const char *fn = "ovrt_module_run";
  if (!module || !function)
    return invalid(fn, "null pointer");
  if (num_inputs < 0 || (num_inputs > 0 && !inputs))
    return invalid(fn, "bad inputs");
  if (num_outputs < 0 || (num_outputs > 0 && !outputs))
    return invalid(fn, "bad outputs");
  for (int64_t i = 0; i < num_outputs; ++i)
    outputs[i] = nullptr;
  std::vector<const ovrt::Tensor *> in;
  for (int64_t i = 0; i < num_inputs; ++i)
    in.push_back(inputs[i] ? &inputs[i]->tensor : nullptr);
  const ovrt::FunctionSpec *spec = module->module->function(function);
  if (spec && int64_t(spec->outputs.size()) != num_outputs)
    return invalid(fn, ("function has " +
                        std::to_string(spec->outputs.size()) +
                        " outputs, the output array has room for " +
                        std::to_string(num_outputs))
                           .c_str());
  auto result = module->module->run(function, in.data(), in.size());
  if (!result)
    return fail(OVRT_ERROR, result.error());
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

} // extern "C"
