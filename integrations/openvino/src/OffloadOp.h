// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OffloadOp.h - An OpenVINO op that runs an ov-mlir module -*- C++ -*-===//
//
// The custom ops of opset `ov_mlir` (docs/openvino.md). Each stands for one
// built-in OpenVINO op (MaxPool-8, ROIAlign-9, ...): it carries the built-in
// op's attributes under the same names plus `module`, the compiled module's
// path, and holds an instance of the built-in op whose own
// validate_and_infer_types gives the shapes and element types. evaluate()
// hands OpenVINO's tensors to libovrt without copying them (except where
// the CPU plugin substitutes an element type, Precision.h).
//
//===----------------------------------------------------------------------===//
#ifndef OVMLIR_OPENVINO_OFFLOADOP_H
#define OVMLIR_OPENVINO_OFFLOADOP_H

#include "ovrt/Module.h"

#include <openvino/op/op.hpp>

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace ovmlir_openvino {

/// What the family ops share: attributes (the built-in op's plus `module`),
/// type inference through the built-in op, and the run through libovrt.
class OffloadOp : public ov::op::Op {
public:
  OPENVINO_OP("OffloadOp", "ov_mlir");

  bool visit_attributes(ov::AttributeVisitor &visitor) override;
  void validate_and_infer_types() override;
  /// Loads the module (once per node; the CPU plugin asks when it compiles
  /// the model, so a missing or unusable module fails compile_model) and
  /// throws ov::Exception naming the node when that fails.
  bool has_evaluate() const override;
  /// Thread-safe: concurrent inference requests share the node and the
  /// module; libovrt's runs keep no shared mutable state.
  bool evaluate(ov::TensorVector &outputs,
                const ov::TensorVector &inputs) const override;

  const std::string &modulePath() const { return module_; }

protected:
  OffloadOp() = default;
  OffloadOp(std::shared_ptr<ov::Node> builtin, const ov::OutputVector &args,
            std::string module);
  /// A copy of the built-in op (its attributes) on inputs of its own, for
  /// clone_with_new_inputs of the subclasses. The CPU plugin clones a node
  /// from several threads at once (a graph per stream), so the copy shares
  /// nothing with this node's built-in op, whose use is serialized.
  std::shared_ptr<ov::Node> copyBuiltin() const;
  void setBuiltin(std::shared_ptr<ov::Node> builtin) {
    builtin_ = std::move(builtin);
  }

private:
  /// "ov_mlir MaxPool8 'pool1'", the prefix of every message.
  std::string describe() const;
  const ovrt::Module &loadedModule() const;
  void setShape(ov::Tensor &output, const std::vector<int64_t> &dims,
                size_t index) const;
  /// The module's output shapes for these inputs (their shapes only).
  std::vector<std::vector<int64_t>>
  outputShapes(const ovrt::Module &module,
               const std::vector<ovrt::Tensor> &inputs) const;

  /// OpenVINO's output shapes for these input shapes: the built-in op's
  /// own shape inference, on a copy of it.
  std::vector<ov::PartialShape>
  inferredShapes(const std::vector<std::vector<int64_t>> &inputShapes) const;

  mutable std::mutex builtinMutex_;
  std::shared_ptr<ov::Node> builtin_;
  std::string module_;
  mutable std::mutex loadMutex_;
  /// Set once under the mutex (with function_), then only read.
  mutable std::shared_ptr<ovrt::Module> loaded_;
  mutable std::atomic<const ovrt::Module *> ready_{nullptr};
  mutable std::string function_;
  /// The last input shapes evaluate() saw and the module's output shapes
  /// for them.
  mutable std::mutex shapesMutex_;
  mutable std::vector<std::vector<int64_t>> lastInputShapes_;
  mutable std::vector<std::vector<int64_t>> lastOutputShapes_;
};

/// One family op and version: `Builtin` gives the attributes and the types.
template <class Builtin, const char *Name> class FamilyOp : public OffloadOp {
public:
  static const ov::DiscreteTypeInfo &get_type_info_static() {
    static ov::DiscreteTypeInfo info{Name, "ov_mlir",
                                     &OffloadOp::get_type_info_static()};
    info.hash();
    return info;
  }
  const ov::DiscreteTypeInfo &get_type_info() const override {
    return get_type_info_static();
  }

  FamilyOp() { setBuiltin(std::make_shared<Builtin>()); }
  FamilyOp(std::shared_ptr<ov::Node> builtin, const ov::OutputVector &args,
           std::string module)
      : OffloadOp(std::move(builtin), args, std::move(module)) {}

  std::shared_ptr<ov::Node>
  clone_with_new_inputs(const ov::OutputVector &args) const override {
    return std::make_shared<FamilyOp>(copyBuiltin(), args, modulePath());
  }
};

} // namespace ovmlir_openvino

#endif // OVMLIR_OPENVINO_OFFLOADOP_H
