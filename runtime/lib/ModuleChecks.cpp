// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ModuleChecks.cpp - The checks of a module call ---------------------===//
//
// What Module checks before and around a call into compiled code: the
// inputs and outputs against the descriptor (runtime/ABI.md), the module's
// check function and the shapes it returns, and the preconditions of runs
// on device memory and on streams.
//
//===----------------------------------------------------------------------===//

#include "ModuleImpl.h"

namespace ovrt::impl {

/// Inputs against the descriptor: count, then dtype, rank and static dims of
/// each. Input numbers in messages start at 1, like the user's --input list.
Status Module::Impl::checkInputs(const FunctionSpec &fn,
                                 const Tensor *const *inputs,
                                 size_t numInputs) const {
  if (numInputs != fn.inputs.size())
    return Status::error("function '" + fn.name + "' expects " +
                         std::to_string(fn.inputs.size()) + " input" +
                         (fn.inputs.size() == 1 ? "" : "s") + ", got " +
                         std::to_string(numInputs));
  for (size_t i = 0; i < numInputs; ++i) {
    const TensorSpec &spec = fn.inputs[i];
    const Tensor *t = inputs ? inputs[i] : nullptr;
    if (!t || !t->valid())
      return Status::error("input " + std::to_string(i + 1) +
                           ": no tensor (null or moved-from)");
    if (!spec.matches(t->dtype(), t->shape()))
      return Status::error("input " + std::to_string(i + 1) + ": expected " +
                           spec.str() + ", got " + t->typeString());
  }
  return Status::success();
}

/// Calls ov_check_NAME and returns the output shapes it computed, validated.
Result<std::vector<std::vector<int64_t>>>
Module::Impl::callCheck(int64_t index,
                        std::vector<MemrefDescriptor> &inputDescs) const {
  const FunctionSpec &fn = descriptor.functions[size_t(index)];
  size_t totalDims = 0;
  for (const TensorSpec &out : fn.outputs)
    totalDims += out.dims.size();
  // The dims buffer is a 1-D i64 memref; pre-filled with a marker so that
  // dims the module forgot to write are caught. One spare element keeps the
  // pointer valid when there are no dims at all.
  std::vector<int64_t> dims(totalDims + 1, kUnsetDim);
  MemrefDescriptor dimsDesc(dims.data(), {int64_t(totalDims)}, {1});

  // Version 2 modules also report the failed check's item and value.
  int64_t detail[2] = {-1, 0};
  MemrefDescriptor detailDesc(detail, {2}, {1});

  std::vector<void *> args;
  for (MemrefDescriptor &d : inputDescs)
    args.push_back(d.get());
  args.push_back(dimsDesc.get());
  if (descriptor.version >= 2)
    args.push_back(detailDesc.get());
  int32_t status = callModule(checks[size_t(index)], args.data());
  if (status != 0) {
    if (status > 0 && size_t(status) <= fn.errors.size())
      return Status::error(StatusCode::OutOfRange,
                           fn.errors[size_t(status) - 1] +
                               describeDetail(fn.details[size_t(status) - 1],
                                              detail[0], detail[1]));
    return error("function '" + fn.name + "': the check failed with status " +
                     std::to_string(status) +
                     ", which the descriptor does not describe",
                 StatusCode::Internal);
  }

  std::vector<std::vector<int64_t>> shapes;
  size_t next = 0;
  for (size_t i = 0; i < fn.outputs.size(); ++i) {
    size_t rank = fn.outputs[i].dims.size();
    std::vector<int64_t> shape(dims.begin() + long(next),
                               dims.begin() + long(next + rank));
    next += rank;
    Status s = checkOutputShape(fn, i, shape);
    if (!s)
      return s;
    shapes.push_back(std::move(shape));
  }
  return shapes;
}

/// An output shape from the module's check must be complete, non-negative,
/// agree with the descriptor's static dims and have a sane total size. A
/// failure here is a compiler bug, so the message names the module.
Status Module::Impl::checkOutputShape(const FunctionSpec &fn, size_t i,
                                      const std::vector<int64_t> &dims) const {
  const TensorSpec &spec = fn.outputs[i];
  std::string what = "function '" + fn.name + "' output " +
                     std::to_string(i + 1) + ": the module's check ";
  for (size_t d = 0; d < dims.size(); ++d) {
    if (dims[d] == kUnsetDim)
      return error(what + "did not set dim " + std::to_string(d),
                   StatusCode::Internal);
    if (dims[d] < 0)
      return error(what + "returned a negative dim in " + formatShape(dims),
                   StatusCode::Internal);
  }
  if (!spec.matches(spec.dtype, dims))
    return error(what + "returned " + formatShape(dims) +
                     " but the descriptor declares " + spec.str(),
                 StatusCode::Internal);
  Result<int64_t> bytes = checkedByteSize(spec.dtype, dims);
  if (!bytes)
    return error(what + "returned a bad shape: " + bytes.error(),
                 StatusCode::Internal);
  return Status::success();
}

/// The caller's outputs for a run into them: as many as the function has,
/// writable, none aliasing an input or another output.
Status Module::Impl::checkOutputArgs(const FunctionSpec &fn,
                                     const Tensor *const *inputs,
                                     size_t numInputs, Tensor *const *outputs,
                                     size_t numOutputs) const {
  if (numOutputs != fn.outputs.size())
    return Status::error("function '" + fn.name + "' has " +
                         std::to_string(fn.outputs.size()) + " output" +
                         (fn.outputs.size() == 1 ? "" : "s") + ", got " +
                         std::to_string(numOutputs));
  for (size_t i = 0; i < numOutputs; ++i) {
    const Tensor *t = outputs ? outputs[i] : nullptr;
    std::string what = "output " + std::to_string(i + 1);
    if (!t || !t->valid())
      return Status::error(what + ": no tensor (null or moved-from)");
    if (t->readOnly())
      return Status::error(StatusCode::FailedPrecondition,
                           what + " is a read-only tensor");
  }
  // The module reads inputs while it writes outputs, and writes each output
  // once: an output sharing memory with an input or another output would
  // give wrong values, however the memory was wrapped.
  return checkOutputsAliasNothing(inputs, numInputs, outputs, numOutputs);
}

/// Runs the module's check on the host and returns the output shapes;
/// `descs` receives the inputs' descriptors for the run. The check only
/// dereferences the inputs the descriptor lists in `checkreads`: when they
/// are in a device's own memory, it reads host copies of them.
Result<std::vector<std::vector<int64_t>>>
Module::Impl::checkOnHost(int64_t index, const Tensor *const *inputs,
                          Memory memory,
                          std::vector<MemrefDescriptor> &descs) const {
  const FunctionSpec &fn = descriptor.functions[size_t(index)];
  for (size_t i = 0; i < fn.inputs.size(); ++i)
    descs.push_back(describe(*inputs[i]));
  if (memory == Memory::Host || !backend->hasDeviceMemory())
    return callCheck(index, descs);
  // The run's descriptors, with host copies in place of what the check reads.
  std::vector<MemrefDescriptor> checkDescs = descs;
  // A few boxes and batch indices: small, and read back every call.
  std::vector<std::vector<std::byte>> hostCopies;
  for (int64_t i : fn.inputsReadByCheck) {
    const Tensor &t = *inputs[size_t(i)];
    hostCopies.emplace_back(t.byteSize());
    if (Status s =
            backend->copy(hostCopies.back().data(), t.data(), t.byteSize());
        !s)
      return s.prefixed("input " + std::to_string(i + 1) +
                        ": cannot read it back for the checks: ");
    checkDescs[size_t(i)] =
        MemrefDescriptor(hostCopies.back().data(), t.shape(), t.strides());
  }
  return callCheck(index, checkDescs);
}

/// A run on device memory hands every pointer to the kernels: memory they
/// cannot use (host memory given to a CUDA module) is refused before
/// anything runs or is read, naming the tensor (Backend::checkDeviceMemory).
/// Empty tensors are never dereferenced; a module that did not load leaves
/// the refusal to the run, which says why.
Status Module::Impl::checkDeviceMemory(const Tensor *const *inputs,
                                       size_t numInputs, Tensor *const *outputs,
                                       size_t numOutputs) const {
  if (!backend->hasDeviceMemory() || !loadError.ok())
    return Status::success();
  for (size_t i = 0; i < numInputs + numOutputs; ++i) {
    bool isInput = i < numInputs;
    const Tensor &t = isInput ? *inputs[i] : *outputs[i - numInputs];
    std::string what = isInput ? "input " + std::to_string(i + 1)
                               : "output " + std::to_string(i - numInputs + 1);
    if (t.byteSize() != 0)
      if (Status s = backend->checkDeviceMemory(t, what); !s)
        return s;
  }
  return Status::success();
}

/// run_on_stream needs a backend that runs module code on the caller's
/// stream (CUDA), and a function whose checks read no input values: reading
/// device inputs back on the host would wait for the stream.
Status Module::Impl::checkStreamable(int64_t index) const {
  const FunctionSpec &fn = descriptor.functions[size_t(index)];
  if (!backend->runsOnCallerStreams())
    return error("function '" + fn.name +
                     "': run_on_stream needs a CUDA "
                     "module (ov-compile --target cuda)",
                 StatusCode::FailedPrecondition);
  if (fn.inputsReadByCheck.empty())
    return Status::success();
  std::string which;
  for (int64_t i : fn.inputsReadByCheck)
    which += (which.empty() ? "" : " and ") + std::to_string(i + 1);
  return error("function '" + fn.name +
                   "' cannot run on a stream: its "
                   "checks read the values of input " +
                   which +
                   " on the host (ROIAlign's boxes and batch indices), which "
                   "would wait for the stream; use run_on_device",
               StatusCode::FailedPrecondition);
}

} // namespace ovrt::impl
