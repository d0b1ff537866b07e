// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/Descriptor.h - What a compiled module declares ------*- C++ -*-===//
//
// Plain data, header-only: the parsed `ov_module_descriptor` of a module
// (runtime/ABI.md). The C++ API fills it from the C API's accessors; libovrt's
// parser produces it.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_DESCRIPTOR_H
#define OVRT_DESCRIPTOR_H

#include "ovrt/DType.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ovrt {

/// The declared type of one input or output: a dtype and its dims, where -1
/// stands for a dynamic dim, and (descriptor version 5) the interval of
/// each dim.
struct TensorSpec {
  DType dtype = DType::F32;
  std::vector<int64_t> dims;
  /// Each dim's interval, dimsMin[d] .. dimsMax[d] (dimsMax[d] = -1: no
  /// upper bound): d .. d for a static dim, 0 .. -1 for a dynamic dim
  /// without bounds, `16..32` in an `in` line of version 5. Empty: every
  /// dim is as `dims` says.
  std::vector<int64_t> dimsMin, dimsMax;

  int64_t rank() const { return int64_t(dims.size()); }
  /// Whether dim `d` is dynamic with bounds other than 0 .. -1.
  bool hasInterval(size_t d) const {
    return d < dimsMin.size() && d < dimsMax.size() && dims[d] == -1 &&
           (dimsMin[d] != 0 || dimsMax[d] != -1);
  }
  /// "f32 tensor of rank 4 [2, 256, ?, 16..32]".
  std::string str() const {
    std::string shape = "[";
    for (size_t d = 0; d < dims.size(); ++d) {
      shape += d ? ", " : "";
      if (hasInterval(d))
        shape += std::to_string(dimsMin[d]) + ".." +
                 (dimsMax[d] == -1 ? "" : std::to_string(dimsMax[d]));
      else
        shape += dims[d] == -1 ? "?" : std::to_string(dims[d]);
    }
    return std::string(dtypeName(dtype)) + " tensor of rank " +
           std::to_string(dims.size()) + " " + shape + "]";
  }
  /// Whether a tensor of this type and shape satisfies the spec: static
  /// dims equal, interval dims inside their intervals.
  bool matches(DType type, const std::vector<int64_t> &shape) const {
    if (type != dtype || shape.size() != dims.size())
      return false;
    for (size_t i = 0; i < dims.size(); ++i) {
      if (dims[i] != -1 && dims[i] != shape[i])
        return false;
      if (hasInterval(i) && (shape[i] < dimsMin[i] ||
                             (dimsMax[i] != -1 && shape[i] > dimsMax[i])))
        return false;
    }
    return true;
  }
};

/// One exported function of a module.
/// What a failed check reports besides its message (descriptor version 2,
/// `detail K ITEM DTYPE`): the first failing item's index and its value.
struct CheckDetailSpec {
  /// What the index counts ("box"); empty when the check has no detail.
  std::string item;
  /// How the value's 64 bits read: i64, u64 or f64.
  DType dtype = DType::I64;

  bool present() const { return !item.empty(); }
};

struct FunctionSpec {
  std::string name;
  std::vector<TensorSpec> inputs;
  std::vector<TensorSpec> outputs;
  /// errors[K - 1] is the message of the check that returns K.
  std::vector<std::string> errors;
  /// details[K - 1] is that check's detail (empty for most).
  std::vector<CheckDetailSpec> details;
  /// The inputs (0-based, increasing) whose values the check reads, not
  /// only their dims (version 3, `checkreads` lines): a run on device
  /// memory copies these to the host for the check.
  std::vector<int64_t> inputsReadByCheck;
};

/// The parsed `ov_module_descriptor` text.
struct ModuleDescriptor {
  /// 1; 2: `detail` lines, and ov_check_NAME takes the detail buffer; 3:
  /// `checkreads` lines; 4: a `cpufeatures` line; 5: interval dims.
  int version = 1;
  /// What the module was compiled for: "cpu", "cuda" or "vulkan" (the
  /// descriptor's optional `target` line; absent means cpu).
  std::string target = "cpu";
  /// The CPU features the module's code needs (version 4, the optional
  /// `cpufeatures` line; ovrt/CPUFeatures.h lists the names): the runtime
  /// refuses to load a module that names one this machine lacks.
  std::vector<std::string> cpuFeatures;
  std::vector<FunctionSpec> functions;

  /// The function called `name`, or null.
  const FunctionSpec *find(std::string_view name) const {
    for (const FunctionSpec &fn : functions)
      if (fn.name == name)
        return &fn;
    return nullptr;
  }
};

} // namespace ovrt

#endif // OVRT_DESCRIPTOR_H
