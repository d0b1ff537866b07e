// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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

#include "ovrt/Parallel.h"

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
typedef struct ovrt_descriptor ovrt_descriptor;

/* Status codes: the values of absl/IREE's canonical codes (and of
 * ovrt::StatusCode, tied by static_asserts). A failing call returns one and
 * leaves its one-line message in ovrt_last_error(). */
enum {
  OVRT_OK = 0,
  /* A bad argument: a null pointer, an unknown dtype or function, a tensor
   * of the wrong dtype/rank/shape, a file that is not a module or .npy. */
  OVRT_INVALID_ARGUMENT = 3,
  /* Host or device memory could not be allocated. */
  OVRT_RESOURCE_EXHAUSTED = 8,
  /* The call is valid but an object is not in a state to serve it: a
   * read-only tensor as an output, a CUDA module whose kernels the driver
   * rejected. */
  OVRT_FAILED_PRECONDITION = 9,
  /* Input values that the module's checks reject (a batch index outside
   * [0, N), a non-finite box, dynamic dims that do not fit). */
  OVRT_OUT_OF_RANGE = 11,
  /* A bug in a compiled module (a bad output shape) or in libovrt. */
  OVRT_INTERNAL = 13,
  /* No CUDA driver or device; no OpenMP runtime in the process
   * (ovrt_openmp_parallel). */
  OVRT_UNAVAILABLE = 14,
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
/* "OK", "INVALID_ARGUMENT", ... for a status code; "UNKNOWN" otherwise. */
OVRT_C_API const char *ovrt_status_name(int status);

/* "f32", "bf16", ...; its element size in bytes. */
OVRT_C_API int ovrt_dtype_name(int dtype, const char **name);
OVRT_C_API int ovrt_dtype_size(int dtype, size_t *size);

/* Tensors: dense, row-major, 64-byte aligned. `shape` holds `rank` dims
 * (may be NULL when rank is 0). create zero-fills; create_from_data copies
 * exactly `bytes` bytes, which must be the tensor's byte size. */
OVRT_C_API int ovrt_tensor_create(int dtype, int64_t rank, const int64_t *shape,
                                  ovrt_tensor **out);
/* Like create, but the contents are left uninitialized (for a buffer that is
 * written completely next). */
OVRT_C_API int ovrt_tensor_allocate(int dtype, int64_t rank,
                                    const int64_t *shape, ovrt_tensor **out);
OVRT_C_API int ovrt_tensor_create_from_data(int dtype, int64_t rank,
                                            const int64_t *shape,
                                            const void *data, size_t bytes,
                                            ovrt_tensor **out);
/* Wraps caller memory as a tensor without copying it. `data` holds exactly
 * the tensor's byte size (`bytes`), aligned to the element size; it may be
 * NULL only when the tensor is empty. With `release` non-NULL, libovrt calls
 * release(data, context) once when the tensor is destroyed, or before
 * returning if the call fails; with NULL, the caller keeps the memory alive
 * until it destroys the tensor. Flags: OVRT_TENSOR_READ_ONLY makes the
 * tensor usable as an input only (as an output: OVRT_FAILED_PRECONDITION). */
typedef void (*ovrt_release_fn)(void *data, void *context);
enum { OVRT_TENSOR_READ_ONLY = 1 };
OVRT_C_API int ovrt_tensor_wrap(int dtype, int64_t rank, const int64_t *shape,
                                void *data, size_t bytes, int flags,
                                ovrt_release_fn release, void *context,
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
/* 1 when the tensor was wrapped with OVRT_TENSOR_READ_ONLY, else 0. */
OVRT_C_API int ovrt_tensor_is_read_only(const ovrt_tensor *tensor,
                                        int *read_only);

/* .npy files. load_as requires the file's dtype to be `dtype`, except that
 * OVRT_BF16 also accepts '<u2' data (bf16 bits; see runtime/README.md). */
OVRT_C_API int ovrt_npy_load(const char *path, ovrt_tensor **out);
OVRT_C_API int ovrt_npy_load_as(const char *path, int dtype, ovrt_tensor **out);
/* save writes a regular file (new, or one a link names) to PATH.tmp-XXXXXX
 * beside it and renames it over PATH when complete: a failed write leaves
 * the previous file (a killed process, the temporary too). A device such as
 * /dev/null, or a FIFO that a process reads, is written in place; a FIFO
 * that none reads, a socket or a directory is refused without waiting. */
OVRT_C_API int ovrt_npy_save(const char *path, const ovrt_tensor *tensor);
/* In memory: parse `size` bytes (`name` prefixes the messages; dtype -1
 * accepts any), or encode a tensor into a buffer the caller frees with
 * ovrt_free. */
OVRT_C_API int ovrt_npy_parse(const void *bytes, size_t size, const char *name,
                              int dtype, ovrt_tensor **out);
OVRT_C_API int ovrt_npy_encode(const ovrt_tensor *tensor, void **bytes,
                               size_t *size);
/* The numpy descr a dtype is written with ("<f4", "<u2" for bf16). */
OVRT_C_API int ovrt_npy_descr(int dtype, const char **descr);
/* Frees memory that libovrt handed over (ovrt_npy_encode); NULL is allowed. */
OVRT_C_API void ovrt_free(void *memory);

/* Descriptors (runtime/ABI.md): what a module declares. A module's is
 * borrowed (ovrt_module_descriptor, valid while the module is); one parsed
 * from text is owned and freed with ovrt_descriptor_destroy. Strings and dims
 * live as long as the descriptor. */
OVRT_C_API int ovrt_descriptor_parse(const char *text, size_t length,
                                     ovrt_descriptor **out);
OVRT_C_API int ovrt_descriptor_destroy(ovrt_descriptor *descriptor);
OVRT_C_API int ovrt_descriptor_version(const ovrt_descriptor *descriptor,
                                       int64_t *version);
/* "cpu", "cuda" or "vulkan". */
OVRT_C_API int ovrt_descriptor_target(const ovrt_descriptor *descriptor,
                                      const char **target);
/* The CPU features the module needs (the `cpufeatures` line, version 4;
 * none for older descriptors): feature `index` of `count`. */
OVRT_C_API int
ovrt_descriptor_num_cpu_features(const ovrt_descriptor *descriptor,
                                 int64_t *count);
OVRT_C_API int ovrt_descriptor_cpu_feature(const ovrt_descriptor *descriptor,
                                           int64_t index, const char **name);
OVRT_C_API int ovrt_descriptor_num_functions(const ovrt_descriptor *descriptor,
                                             int64_t *count);
/* Function `index`: its name, input/output/error counts. */
OVRT_C_API int ovrt_descriptor_function(const ovrt_descriptor *descriptor,
                                        int64_t index, const char **name,
                                        int64_t *num_inputs,
                                        int64_t *num_outputs,
                                        int64_t *num_errors);
/* Input (is_output 0) or output (1) `arg` of function `index`. */
OVRT_C_API int ovrt_descriptor_tensor(const ovrt_descriptor *descriptor,
                                      int64_t index, int is_output, int64_t arg,
                                      int *dtype, int64_t *rank,
                                      const int64_t **dims);
/* The interval of each of its `rank` dims (descriptor version 5, `LO..HI`
 * in an `in` or `out` line): dims_min[d] .. dims_max[d], dims_max[d] = -1 when
 * unbounded; a static dim n is n .. n, a dynamic dim without bounds
 * 0 .. -1. Null pointers for rank 0. */
OVRT_C_API int ovrt_descriptor_tensor_bounds(const ovrt_descriptor *descriptor,
                                             int64_t index, int is_output,
                                             int64_t arg,
                                             const int64_t **dims_min,
                                             const int64_t **dims_max);
/* The message of check K = error + 1 of function `index`. */
OVRT_C_API int ovrt_descriptor_error(const ovrt_descriptor *descriptor,
                                     int64_t index, int64_t error,
                                     const char **message);
/* What check K = error + 1 of function `index` reports besides its message
 * (descriptor version 2, `detail` lines): `item` names what its index
 * counts ("box"), "" for a check without detail; `dtype` (OVRT_I64,
 * OVRT_U64 or OVRT_F64) says how the value's bits read. */
OVRT_C_API int ovrt_descriptor_error_detail(const ovrt_descriptor *descriptor,
                                            int64_t index, int64_t error,
                                            const char **item, int *dtype);

/* Compiled modules (runtime/ABI.md). Loading a file that is loaded already
 * (by canonical path) returns the same handle with one more reference. The
 * file is checked before dlopen: a truncated, foreign or non-ELF file, or a
 * shared library that is not an ov module, is OVRT_INVALID_ARGUMENT. */
OVRT_C_API int ovrt_module_load(const char *path, ovrt_module **out);
/* The canonical path; the module's descriptor (borrowed). */
OVRT_C_API int ovrt_module_path(const ovrt_module *module, const char **path);
OVRT_C_API int ovrt_module_descriptor(const ovrt_module *module,
                                      const ovrt_descriptor **descriptor);
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
/* The declared type of input (or output) `index` of `function`: its dtype,
 * rank and dims (-1 for a dynamic dim; the pointer lives as long as the
 * module, NULL for rank 0). Callers use it to bind bf16 data (stored as
 * uint16) or to allocate outputs. */
OVRT_C_API int ovrt_module_function_input(const ovrt_module *module,
                                          const char *function, int64_t index,
                                          int *dtype, int64_t *rank,
                                          const int64_t **dims);
OVRT_C_API int ovrt_module_function_output(const ovrt_module *module,
                                           const char *function, int64_t index,
                                           int *dtype, int64_t *rank,
                                           const int64_t **dims);
/* Runs `function`. `num_outputs` must be the function's number of outputs
 * (ovrt_module_function_arity) and `outputs` must have room for that many:
 * both counts are checked before `inputs` is read or any slot written. On
 * success each slot holds a new tensor owned by the caller; on every failure
 * each slot (up to the smaller of num_outputs and the function's count; none
 * when the module or function is unknown) is NULL. Output storage comes from
 * the module's pool (runtime/README.md): destroying the tensors hands it back
 * for the next run. Thread-safe. */
OVRT_C_API int ovrt_module_run(const ovrt_module *module, const char *function,
                               const ovrt_tensor *const *inputs,
                               int64_t num_inputs, ovrt_tensor **outputs,
                               int64_t num_outputs);
/* Checks the inputs (descriptor and the module's own checks) and writes the
 * output shapes, output after output, into `dims` (room for `capacity`
 * values: the sum of the outputs' ranks) without running; `num_inputs` is
 * checked against the function's before `inputs` is read. */
OVRT_C_API int ovrt_module_output_shapes(const ovrt_module *module,
                                         const char *function,
                                         const ovrt_tensor *const *inputs,
                                         int64_t num_inputs, int64_t *dims,
                                         int64_t capacity);
/* The output pool (runtime/README.md, "Output storage"): buffers allocated
 * since the module was loaded and buffers cached now; trim frees the cached
 * ones. */
OVRT_C_API int ovrt_module_pool_stats(const ovrt_module *module,
                                      size_t *allocations, size_t *cached);
OVRT_C_API int ovrt_module_trim_pool(const ovrt_module *module);
/* Runs `function` into caller-owned outputs (e.g. wrapped caller memory),
 * each of exactly the dtype and shape the function computes for these
 * inputs, none read-only, none sharing a byte of memory with an input or
 * another output (checked by address range, so one buffer wrapped twice or
 * overlapping views are refused, naming both; inputs may share memory).
 * `num_inputs` and `num_outputs` are checked against the function's before
 * either array is read. Nothing is allocated; the module overwrites every
 * element. */
OVRT_C_API int
ovrt_module_run_into(const ovrt_module *module, const char *function,
                     const ovrt_tensor *const *inputs, int64_t num_inputs,
                     ovrt_tensor *const *outputs, int64_t num_outputs);

/* Runs `function` on tensors in the module's device memory, like run_into
 * otherwise. For a CUDA module every tensor wraps a CUDA device pointer of
 * device 0's primary context (ovrt_tensor_wrap of memory from
 * ovrt_device_allocate("cuda", ...), or of another framework's CUDA buffer):
 * the kernels read and write them in place, with no host copy and no allocation
 * besides a multi-op model's intermediates (from the driver's stream-ordered
 * pool). libovrt never dereferences these pointers on the host, except for the
 * inputs whose values the module's checks read (ROIAlign's boxes and batch
 * indices; the descriptor's `checkreads` lines), which it copies to the host
 * first. Memory the driver did not allocate, register or map (pageable host
 * memory) is refused with OVRT_INVALID_ARGUMENT naming the tensor, before
 * anything runs. Work the caller queued on other streams must be finished; the
 * call returns when the kernels have (the module synchronizes its stream). A
 * module compiled without the entry point (an older ov-compile) is
 * OVRT_FAILED_PRECONDITION; no driver is OVRT_UNAVAILABLE. For a CPU
 * module, the device's memory is host memory and this is run_into. */
OVRT_C_API int
ovrt_module_run_on_device(const ovrt_module *module, const char *function,
                          const ovrt_tensor *const *inputs, int64_t num_inputs,
                          ovrt_tensor *const *outputs, int64_t num_outputs);

/* Enqueues `function` on the caller's stream and returns without waiting
 * for it: ovrt_module_run_on_device's tensors and checks, with the module's
 * launches on `stream` in place of a stream of its own. Devices that have
 * streams (ovrt_module_device_kind): "cuda", where `stream` is a CUstream /
 * cudaStream_t of libovrt's device's primary context (which PyTorch and
 * CuPy use; NULL is the legacy default stream). The call never
 * synchronizes, never blocks on the device, allocates nothing for a single
 * op (a multi-op model's intermediates come from the stream-ordered pool, on
 * `stream`), copies nothing to the host, and may run while the stream is
 * being captured into a CUDA graph (the graph replays the launches on the
 * same buffers; run the function once before capturing it, as usual with
 * CUDA's lazy module loading).
 * Contract: the kernels run after the work queued on `stream` before the
 * call, so the inputs need only be ready in that order; every buffer must
 * stay allocated, and the inputs unchanged and the outputs unread, until
 * the stream has executed the work (synchronize it, or order other streams
 * after it with an event). Returns:
 *  - the errors the host checks find before anything is enqueued
 *    (OVRT_INVALID_ARGUMENT for a bad tensor, OVRT_OUT_OF_RANGE for dims the
 *    function rejects), nothing enqueued;
 *  - OVRT_FAILED_PRECONDITION for a module of a device without streams (CPU,
 *    Vulkan), a module without the device
 *    entry, and a function whose checks read input values on the host
 *    (ROIAlign: its boxes and batch indices; the descriptor's `checkreads`
 *    lines; use ovrt_module_run_on_device), nothing enqueued;
 *  - OVRT_UNAVAILABLE without a driver (nothing enqueued);
 *  - OVRT_INTERNAL when the driver rejects a launch (e.g. a stream of
 *    another context), OVRT_RESOURCE_EXHAUSTED when an intermediate does
 *    not fit: the work enqueued before it stays enqueued, later work of the
 *    call is skipped, and the outputs are undefined.
 * Failures of the kernels themselves are the stream's: its next
 * synchronization reports them (cuStreamSynchronize, torch.cuda.synchronize).
 */
OVRT_C_API int ovrt_module_run_on_stream(const ovrt_module *module,
                                         const char *function,
                                         const ovrt_tensor *const *inputs,
                                         int64_t num_inputs,
                                         ovrt_tensor *const *outputs,
                                         int64_t num_outputs, void *stream);

/* Threads (ovrt/Parallel.h, runtime/README.md "Threads"). A CPU module's
 * parallel loops run through a parallel-for: by default libovrt's pool,
 * whose size is one setting: ovrt_set_num_threads, else the environment
 * variable OVRT_NUM_THREADS (read once, at the first load or run), else the
 * CPUs the process may run on. 1 runs every loop on the calling thread and
 * creates no thread; the pool's threads start at the first region that needs
 * them and are joined when the last module is released. Regions from
 * several threads at once are safe: one runs on the pool, the others run on
 * their callers' threads. A malformed OVRT_NUM_THREADS (not decimal digits,
 * leading zeros allowed, for 1 to 1024) fails every ovrt_module_load with a
 * message naming it, until ovrt_set_num_threads sets the size. */
OVRT_C_API int ovrt_set_num_threads(int32_t threads);
OVRT_C_API int ovrt_get_num_threads(int32_t *threads);
/* libovrt's pool as an ovrt_parallel (static: valid for the process). */
OVRT_C_API int ovrt_default_parallel(const ovrt_parallel **parallel);
/* A parallel-for that runs each loop on `threads` threads of the OpenMP
 * runtime already loaded in the process (libgomp, as PyTorch's builds use;
 * LLVM's libomp and Intel's libiomp5 export the same entry points), so that
 * a host's OpenMP thread count governs its own loops and the module's with
 * one set of threads. libovrt does not link OpenMP: it looks up
 * GOMP_parallel, omp_get_thread_num and omp_get_num_threads with
 * dlsym(RTLD_DEFAULT) at this call. A loop of n iterations asks OpenMP for
 * min(threads, n) threads and each thread of the team it gets runs one
 * contiguous chunk (OpenMP's static schedule, as libovrt's pool cuts); 1
 * thread, or one iteration, runs on the calling thread without entering
 * OpenMP. A loop inside an OpenMP region (nested) gets the team OpenMP
 * gives it, usually the calling thread alone. The workers' stacks are
 * OpenMP's (OMP_STACKSIZE; runtime/ABI.md: a chunk keeps its scratch on the
 * stack). Static, valid for the process: for ovrt_module_set_parallel or
 * ovrt_module_run_into_parallel. OVRT_INVALID_ARGUMENT for a count outside 1
 * to 1024, OVRT_UNAVAILABLE when no OpenMP runtime is in the process (a
 * library loaded RTLD_LOCAL does not count). */
OVRT_C_API int ovrt_openmp_parallel(int32_t threads,
                                    const ovrt_parallel **parallel);
/* Installs the host's parallel-for for every later run of the loaded module
 * (all handles of the file share it, whichever set it): the struct is
 * copied; `parallel->parallel_for` and `data` must stay valid while runs may
 * call them, which only _owned below tells the host. NULL restores libovrt's
 * pool. Thread-safe; a run in flight keeps the parallel-for it started with. */
OVRT_C_API int ovrt_module_set_parallel(ovrt_module *module,
                                        const ovrt_parallel *parallel);
/* ovrt_module_set_parallel, and libovrt calls `release(parallel->data)`
 * (when not NULL) once it can no longer call this parallel-for: after it was
 * replaced or removed and every run that started with it has returned, or
 * when the last handle of the module is released. Exactly once, on the thread
 * that dropped it last (a run's, a set_parallel's, a release's), with no
 * libovrt lock held; it may call libovrt. Not called when this call fails. */
OVRT_C_API int ovrt_module_set_parallel_owned(ovrt_module *module,
                                              const ovrt_parallel *parallel,
                                              void (*release)(void *data));
/* A host's parallel-for (installed or per call) is held to its contract
 * (runtime/ABI.md, "Parallel loops"): a chunk outside [0, n) or over
 * iterations already run is not run, a chunk asked for after parallel_for
 * returned is ignored, and a loop whose chunks do not cover [0, n) by then
 * fails the run (OVRT_FAILED_PRECONDITION, naming what went wrong); runs
 * nested more than 16 deep on one thread are refused. */
/* Called by a host's parallel-for that cannot run a loop (its own error, an
 * exception it caught), on the thread libovrt called it on: the run fails
 * with `message`. OVRT_FAILED_PRECONDITION when no run is in flight on this
 * thread. */
OVRT_C_API int ovrt_parallel_fail(const char *message);
/* ovrt_module_run_into with the parallel-for of this call (NULL: the
 * module's, as ovrt_module_run_into). */
OVRT_C_API int ovrt_module_run_into_parallel(const ovrt_module *module,
                                             const char *function,
                                             const ovrt_tensor *const *inputs,
                                             int64_t num_inputs,
                                             ovrt_tensor *const *outputs,
                                             int64_t num_outputs,
                                             const ovrt_parallel *parallel);

/* 1 when the checks of function `index` read input `input`'s values, not
 * only its dims (descriptor version 3, `checkreads` lines), else 0. */
OVRT_C_API int
ovrt_descriptor_input_read_by_check(const ovrt_descriptor *descriptor,
                                    int64_t index, int64_t input, int *read);

/* Devices, by kind: the targets libovrt runs ("cpu", "cuda", "vulkan"; a
 * descriptor's `target`), index 0 to count - 1 in a fixed order. Every
 * function below takes the kind by name; an unknown one is
 * OVRT_INVALID_ARGUMENT naming it and the known ones. */
OVRT_C_API int ovrt_num_device_kinds(int64_t *count);
OVRT_C_API int ovrt_device_kind(int64_t index, const char **kind);
/* OVRT_OK when the kind's device can be used (its driver loads and a
 * device exists; always for "cpu"), else OVRT_UNAVAILABLE with the reason.
 * May load the driver. */
OVRT_C_API int ovrt_device_status(const char *kind);
/* Returns (and clears) the first error that the kind's runtime functions,
 * which its compiled modules call, recorded on this thread; OVRT_OK when
 * none (always for "cpu"). */
OVRT_C_API int ovrt_device_take_thread_error(const char *kind);
/* The memory that a module of the kind's device entry takes
 * (ovrt_module_run_on_device): for "cuda", device memory (cuMemAlloc,
 * 256-byte aligned); for "cpu" and "vulkan", whose device entries take host
 * memory, host memory aligned to 64 bytes. allocate: NULL for 0 bytes,
 * OVRT_RESOURCE_EXHAUSTED when the device is full; free: NULL is allowed;
 * copy: `bytes` bytes in any direction between host memory and the kind's
 * memory, returning when done. */
OVRT_C_API int ovrt_device_allocate(const char *kind, size_t bytes,
                                    void **device_ptr);
OVRT_C_API int ovrt_device_free(const char *kind, void *device_ptr);
OVRT_C_API int ovrt_device_copy(const char *kind, void *dst, const void *src,
                                size_t bytes);
/* The device kinds whose memory ovrt_module_run_on_device takes for this
 * module (ovrt_device_allocate's kinds): "cuda" for a CUDA module, "cpu"
 * for a CPU or Vulkan module (their device memory is host memory). index 0
 * to count - 1. run, run_into and run_into_parallel take host memory. */
OVRT_C_API int ovrt_module_num_device_kinds(const ovrt_module *module,
                                            int64_t *count);
OVRT_C_API int ovrt_module_device_kind(const ovrt_module *module, int64_t index,
                                       const char **kind);

/* The CUDA names of the device functions, kept for one release as aliases:
 * ovrt_cuda_driver_status() is ovrt_device_status("cuda"), and likewise
 * take_thread_error, allocate, free and copy. New code uses ovrt_device_*. */
OVRT_C_API int ovrt_cuda_driver_status(void);
OVRT_C_API int ovrt_cuda_take_thread_error(void);
OVRT_C_API int ovrt_cuda_allocate(size_t bytes, void **device_ptr);
OVRT_C_API int ovrt_cuda_free(void *device_ptr);
OVRT_C_API int ovrt_cuda_copy(void *dst, const void *src, size_t bytes);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* OVRT_OVRT_H */
