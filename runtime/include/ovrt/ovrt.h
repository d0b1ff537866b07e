/*===- ovrt/ovrt.h - The libovrt C API ---------------------------*- C -*-===//
 *
 * A C interface to libovrt for callers that are not C++ (Python ctypes,
 * other languages). Handles are opaque. Every function returns an int status:
 * OVRT_OK (0) on success, else a non-zero code; the failure's one-line
 * message is then available from ovrt_last_error() on the same thread.
 *
 * Ownership: every ovrt_tensor returned through an out-parameter belongs to
 * the caller, who frees it with ovrt_tensor_destroy. An ovrt_module is a
 * reference to a shared loaded module, freed with ovrt_module_release.
 *
 *===----------------------------------------------------------------------===*/
#ifndef OVRT_OVRT_H
#define OVRT_OVRT_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32)
#define OVRT_C_API
#else
#define OVRT_C_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ovrt_tensor ovrt_tensor;
typedef struct ovrt_module ovrt_module;

/* Status codes. */
enum {
  OVRT_OK = 0,
  OVRT_ERROR = 1,            /* the operation failed (bad file, bad input...) */
  OVRT_INVALID_ARGUMENT = 2, /* a null pointer or out-of-range argument */
};

/* Element types; the values are those of ovrt::DType. */
enum {
  OVRT_F16 = 0,
  OVRT_BF16 = 1,
  OVRT_F32 = 2,
  OVRT_F64 = 3,
  OVRT_I8 = 4,
  OVRT_I16 = 5,
  OVRT_I32 = 6,
  OVRT_I64 = 7,
  OVRT_U8 = 8,
  OVRT_U16 = 9,
  OVRT_U32 = 10,
  OVRT_U64 = 11,
  OVRT_BOOL = 12,
};

/* The message of the last failed call on this thread, "" if none. The
 * pointer stays valid until the next failing call on this thread. */
OVRT_C_API const char *ovrt_last_error(void);

/* "f32", "bf16", ...; its element size in bytes. */
OVRT_C_API int ovrt_dtype_name(int dtype, const char **name);
OVRT_C_API int ovrt_dtype_size(int dtype, size_t *size);

/* Tensors: dense, row-major, 64-byte aligned. `shape` holds `rank` dims
 * (may be NULL when rank is 0). create zero-fills; create_from_data copies
 * exactly `bytes` bytes, which must be the tensor's byte size. */
OVRT_C_API int ovrt_tensor_create(int dtype, int64_t rank,
                                  const int64_t *shape, ovrt_tensor **out);
OVRT_C_API int ovrt_tensor_create_from_data(int dtype, int64_t rank,
                                            const int64_t *shape,
                                            const void *data, size_t bytes,
                                            ovrt_tensor **out);
/* Frees a tensor; NULL is allowed. */
OVRT_C_API int ovrt_tensor_destroy(ovrt_tensor *tensor);
OVRT_C_API int ovrt_tensor_dtype(const ovrt_tensor *tensor, int *dtype);
OVRT_C_API int ovrt_tensor_rank(const ovrt_tensor *tensor, int64_t *rank);
/* The dims; the pointer lives as long as the tensor. */
OVRT_C_API int ovrt_tensor_shape(const ovrt_tensor *tensor,
                                 const int64_t **dims);
OVRT_C_API int ovrt_tensor_num_elements(const ovrt_tensor *tensor,
                                        int64_t *count);
OVRT_C_API int ovrt_tensor_byte_size(const ovrt_tensor *tensor, size_t *bytes);
OVRT_C_API int ovrt_tensor_data(ovrt_tensor *tensor, void **data);

/* .npy files. load_as requires the file's dtype to be `dtype`, except that
 * OVRT_BF16 also accepts '<u2' data (bf16 bits; see runtime/README.md). */
OVRT_C_API int ovrt_npy_load(const char *path, ovrt_tensor **out);
OVRT_C_API int ovrt_npy_load_as(const char *path, int dtype, ovrt_tensor **out);
OVRT_C_API int ovrt_npy_save(const char *path, const ovrt_tensor *tensor);

/* Compiled modules (runtime/ABI.md). Loading a module twice gives two
 * references to the same loaded library. */
OVRT_C_API int ovrt_module_load(const char *path, ovrt_module **out);
/* Releases a reference; NULL is allowed. */
OVRT_C_API int ovrt_module_release(ovrt_module *module);
OVRT_C_API int ovrt_module_num_functions(const ovrt_module *module,
                                         int64_t *count);
/* The name of function `index`; the pointer lives as long as the module. */
OVRT_C_API int ovrt_module_function_name(const ovrt_module *module,
                                         int64_t index, const char **name);
OVRT_C_API int ovrt_module_function_arity(const ovrt_module *module,
                                          const char *function,
                                          int64_t *num_inputs,
                                          int64_t *num_outputs);
/* Runs `function`. `outputs` has room for exactly the function's number of
 * outputs (see ovrt_module_function_arity); on success each slot holds a new
 * tensor owned by the caller, on failure every slot is NULL. Thread-safe. */
OVRT_C_API int ovrt_module_run(const ovrt_module *module, const char *function,
                               const ovrt_tensor *const *inputs,
                               int64_t num_inputs, ovrt_tensor **outputs,
                               int64_t num_outputs);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* OVRT_OVRT_H */
