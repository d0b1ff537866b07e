// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- InferShapes.cpp - Refine ov result types (ov-infer-shapes) ---------===//
//
// Propagates shapes through ov ops: each op's result type becomes the most
// static type compatible with both its declared type and the type its
// (possibly just refined) operands imply.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/OVOps.h"
#include "ov/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVINFERSHAPES
#include "ov/Transforms/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

/// The most static tensor type compatible with both `declared` and the
/// inferred `components`, or null when they contradict each other.
static Type meetTypes(Type declared, const ShapedTypeComponents &components) {
  auto declaredTensor = dyn_cast<TensorType>(declared);
  if (!declaredTensor || !components.hasRank())
    return declared;
  Type elementType = components.getElementType()
                         ? components.getElementType()
                         : declaredTensor.getElementType();
  if (elementType != declaredTensor.getElementType())
    return nullptr;
  ArrayRef<int64_t> inferred = components.getDims();
  if (!declaredTensor.hasRank())
    return RankedTensorType::get(inferred, elementType);
  ArrayRef<int64_t> current = declaredTensor.getShape();
  if (current.size() != inferred.size())
    return nullptr;
  SmallVector<int64_t> shape;
  for (auto [have, want] : llvm::zip_equal(current, inferred)) {
    if (!ShapedType::isDynamic(have) && !ShapedType::isDynamic(want) &&
        have != want)
      return nullptr;
    shape.push_back(ShapedType::isDynamic(have) ? want : have);
  }
  return RankedTensorType::get(shape, elementType);
}

/// Users that accept a refined type as is: ov ops (they are refined in turn)
/// and the function's return (the signature follows it).
static bool acceptsRefinedType(Operation *user) {
  return isa<OVDialect>(user->getDialect()) || isa<func::ReturnOp>(user);
}

/// Gives `result` type `refined`; users that are not ov ops keep seeing the
/// old type through a tensor.cast.
static void refineResult(OpResult result, Type refined) {
  Type old = result.getType();
  OpBuilder builder(result.getContext());
  builder.setInsertionPointAfter(result.getOwner());
  Value cast;
  for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
    if (acceptsRefinedType(use.getOwner()))
      continue;
    if (!cast)
      cast = tensor::CastOp::create(builder, result.getLoc(), old, result);
    use.set(cast);
  }
  result.setType(refined);
}

/// Refines the result types of one ov op.
static LogicalResult refineOp(InferShapedTypeOpInterface op) {
  Operation *operation = op.getOperation();
  SmallVector<ShapedTypeComponents> components;
  if (failed(op.inferReturnTypeComponents(
          operation->getContext(), operation->getLoc(),
          operation->getOperands(), operation->getAttrDictionary(),
          operation->getPropertiesStorage(), operation->getRegions(),
          components)))
    return failure();
  for (auto [result, inferred] :
       llvm::zip_equal(operation->getResults(), components)) {
    Type refined = meetTypes(result.getType(), inferred);
    if (!refined)
      return op.emitOpError("declared result #")
             << result.getResultNumber() << " type " << result.getType()
             << " contradicts the type its operands imply";
    if (refined != result.getType())
      refineResult(result, refined);
  }
  return success();
}

/// Gives every return value of `func` the declared result type again, through
/// a tensor.cast where refinement changed it.
static void restoreDeclaredResultTypes(func::FuncOp func) {
  for (Block &block : func.getBody()) {
    auto ret = dyn_cast<func::ReturnOp>(block.getTerminator());
    if (!ret)
      continue;
    for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
      Value value = ret.getOperand(i);
      if (value.getType() == type)
        continue;
      OpBuilder builder(ret);
      ret.setOperand(
          i, tensor::CastOp::create(builder, ret.getLoc(), type, value));
    }
  }
}

/// Makes the function's result types follow its return values; returns whose
/// values disagree with one another keep the declared types through casts.
static void updateFunctionResultTypes(func::FuncOp func) {
  SmallVector<func::ReturnOp> returns;
  for (Block &block : func.getBody())
    if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator()))
      returns.push_back(ret);
  if (returns.empty())
    return;
  SmallVector<Type> resultTypes(func.getResultTypes());
  for (unsigned i = 0; i < resultTypes.size(); ++i) {
    Type candidate = returns.front().getOperand(i).getType();
    bool agree = llvm::all_of(returns, [&](func::ReturnOp ret) {
      return ret.getOperand(i).getType() == candidate;
    });
    if (agree) {
      resultTypes[i] = candidate;
      continue;
    }
    for (func::ReturnOp ret : returns) {
      Value value = ret.getOperand(i);
      if (value.getType() == resultTypes[i])
        continue;
      OpBuilder builder(ret);
      ret.setOperand(i, tensor::CastOp::create(builder, ret.getLoc(),
                                               resultTypes[i], value));
    }
  }
  func.setType(FunctionType::get(func.getContext(), func.getArgumentTypes(),
                                 resultTypes));
}

namespace {

struct OVInferShapesPass
    : public ov::impl::OVInferShapesBase<OVInferShapesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      WalkResult walk = func.walk([](InferShapedTypeOpInterface op) {
        if (!isa<OVDialect>(op->getDialect()))
          return WalkResult::advance();
        return failed(refineOp(op)) ? WalkResult::interrupt()
                                    : WalkResult::advance();
      });
      if (walk.wasInterrupted())
        return signalPassFailure();
      // Callers expect the declared signature: only an unreferenced function
      // may change it.
      if (SymbolTable::symbolKnownUseEmpty(func, module))
        updateFunctionResultTypes(func);
      else
        restoreDeclaredResultTypes(func);
    }
  }
};

} // namespace
