//===- ovrt/Module.h - Compiled modules -------------------------*- C++ -*-===//
//
// A Module is a shared library produced by ov-compile (the contract is
// runtime/ABI.md): a descriptor naming its functions with their input and
// output types, and for each function a shape/validity check and a run entry.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_MODULE_H
#define OVRT_MODULE_H

#include "ovrt/Tensor.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ovrt {

/// The declared type of one input or output: a dtype and its dims, where -1
/// stands for a dynamic dim.
struct OVRT_API TensorSpec {
  DType dtype = DType::F32;
  std::vector<int64_t> dims;

  int64_t rank() const { return int64_t(dims.size()); }
  /// "f32 tensor of rank 4 [2, 256, ?, 50]".
  std::string str() const;
  /// Whether a tensor of this type and shape satisfies the spec.
  bool matches(DType type, const std::vector<int64_t> &shape) const;
};

/// One exported function of a module.
struct OVRT_API FunctionSpec {
  std::string name;
  std::vector<TensorSpec> inputs;
  std::vector<TensorSpec> outputs;
  /// errors[K - 1] is the message of the check that returns K.
  std::vector<std::string> errors;
};

/// The parsed `ov_module_descriptor` text.
struct OVRT_API ModuleDescriptor {
  int version = 1;
  /// What the module was compiled for: "cpu" or "cuda" (the descriptor's
  /// optional `target` line; absent means cpu).
  std::string target = "cpu";
  std::vector<FunctionSpec> functions;

  /// The function called `name`, or null.
  const FunctionSpec *find(std::string_view name) const;
};

/// Parses descriptor text strictly per ABI.md. A failure reads
/// "module descriptor line N: PROBLEM: `LINE`". One final '\n' after the last
/// `endfunc` is allowed; anything else after it is an error.
OVRT_API Result<ModuleDescriptor> parseModuleDescriptor(std::string_view text);

/// A loaded compiled module. Modules are shared: loading the same file (by
/// canonical path) while it is loaded returns the same object; the library is
/// unloaded when the last shared_ptr goes away. All methods are thread-safe;
/// several threads may run functions of one module at the same time.
class OVRT_API Module {
public:
  /// dlopens `path` (RTLD_NOW | RTLD_LOCAL), parses its descriptor and looks
  /// up the entry points of every function. A CUDA module (descriptor
  /// `target cuda`) loads its kernels when dlopen runs its constructors; if
  /// that fails (no CUDA driver, no device, PTX the driver rejects) the
  /// module still loads, so that its descriptor can be read, and every run
  /// fails with that error.
  static Result<std::shared_ptr<Module>> load(const std::string &path);

  ~Module();
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;

  /// The canonical path the module was loaded from.
  const std::string &path() const;
  const ModuleDescriptor &descriptor() const;
  const std::vector<FunctionSpec> &functions() const;
  /// The function called `name`, or null.
  const FunctionSpec *function(std::string_view name) const;

  /// Checks the inputs against the descriptor and the module's own checks,
  /// and returns the output shapes without running the function.
  Result<std::vector<std::vector<int64_t>>>
  outputShapes(std::string_view function, const Tensor *const *inputs,
               size_t numInputs) const;

  /// Runs `function` on `inputs` (bound in order) and returns its outputs.
  /// Their storage comes from the module's output pool: destroying them
  /// hands it back, and later runs reuse it, so a loop that drops its outputs
  /// before the next run allocates nothing after the first call (see
  /// runtime/README.md, "Output storage"). Outputs may outlive the module.
  /// Input mismatches fail with messages like
  ///   "input 1: expected f32 tensor of rank 4 [2, 256, 50, 50], got f32
  ///    [2, 256, 50, 49]"
  /// (inputs and outputs are numbered from 1); a failed module check fails
  /// with the descriptor's `error K` message.
  Result<std::vector<Tensor>> run(std::string_view function,
                                  const std::vector<Tensor> &inputs) const;
  Result<std::vector<Tensor>> run(std::string_view function,
                                  const Tensor *const *inputs,
                                  size_t numInputs) const;
  /// Runs the module's only function (fails when it has several or none).
  Result<std::vector<Tensor>> run(const std::vector<Tensor> &inputs) const;

  /// Runs `function` into caller-allocated outputs: for callers that reuse
  /// output buffers across runs (benchmarks, serving loops). Each output must
  /// be a valid tensor of exactly the dtype and shape the module's check
  /// computes for these inputs (see outputShapes), otherwise nothing runs and
  /// the message says which, e.g. "output 2: expected i64 [8, 64, 56, 56],
  /// got i64 [8, 64, 56, 55]". An output may not be the same tensor as an
  /// input or another output. Unlike run(), nothing is allocated for the
  /// outputs and they are not zero-filled first: the module overwrites every
  /// element (ABI.md). Thread-safe like run() as long as concurrent calls do
  /// not share output tensors.
  Status runInto(std::string_view function, const Tensor *const *inputs,
                 size_t numInputs, Tensor *const *outputs,
                 size_t numOutputs) const;

  /// The output pool: buffers allocated since the module was loaded, and
  /// buffers cached now (released by their tensors, waiting for a run).
  struct PoolStats {
    size_t allocations = 0;
    size_t cached = 0;
  };
  PoolStats outputPoolStats() const;
  /// Frees the pool's cached buffers (outputs still alive are unaffected).
  void trimOutputPool() const;

private:
  struct Impl;
  explicit Module(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

} // namespace ovrt

#endif // OVRT_MODULE_H
