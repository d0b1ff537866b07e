// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OutlineOps.cpp - One function per ov op (ov-outline-ops) -----------===//
//
// Compile time linear in the number of layers: see Passes.td.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/OVOps.h"
#include "ov/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"

#include <tuple>

namespace mlir::ov {
#define GEN_PASS_DEF_OVOUTLINEOPS
#include "ov/Transforms/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

/// Only ops on ranked tensors move: their functions bufferize with identity
/// layouts like the public ones.
static bool isOutlinable(Operation &op) {
  auto ranked = [](Type t) { return isa<RankedTensorType>(t); };
  return isa<OVDialect>(op.getDialect()) && op.getNumRegions() == 0 &&
         llvm::all_of(op.getOperandTypes(), ranked) &&
         llvm::all_of(op.getResultTypes(), ranked);
}

/// Ops with the same name, attributes and types compute the same function of
/// their operands: they share one outlined function (a model's repeated
/// blocks compile once).
using OpKey = std::tuple<const void *, const void *, const void *>;

static OpKey keyOf(Operation &op, FunctionType type) {
  return {op.getName().getAsOpaquePointer(),
          op.getAttrDictionary().getAsOpaquePointer(),
          type.getAsOpaquePointer()};
}

/// A private function `name` that holds a copy of `op` alone.
static func::FuncOp buildCallee(Operation &op, FunctionType type,
                                StringRef name, SymbolTable &symbols) {
  MLIRContext *ctx = op.getContext();
  auto parent = op.getParentOfType<func::FuncOp>();
  OpBuilder b(parent);
  auto callee = func::FuncOp::create(b, op.getLoc(), name, type);
  callee.setPrivate();
  // LLVM would inline a function called once back into its caller;
  // convert-func-to-llvm passes `passthrough` on as LLVM attributes.
  callee->setAttr("passthrough",
                  ArrayAttr::get(ctx, {StringAttr::get(ctx, "noinline")}));
  symbols.insert(callee);

  Block *body = callee.addEntryBlock();
  b.setInsertionPointToStart(body);
  IRMapping mapping;
  mapping.map(op.getOperands(), body->getArguments());
  Operation *clone = b.clone(op, mapping);
  func::ReturnOp::create(b, op.getLoc(), clone->getResults());
  return callee;
}

/// `op` becomes a call of `callee`.
static void replaceByCall(Operation &op, func::FuncOp callee) {
  OpBuilder b(&op);
  auto call = func::CallOp::create(b, op.getLoc(), callee, op.getOperands());
  op.replaceAllUsesWith(call.getResults());
  op.erase();
}

namespace {

struct OVOutlineOpsPass : public ov::impl::OVOutlineOpsBase<OVOutlineOpsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (minOps < 1) {
      module.emitError() << "ov-outline-ops: min-ops="
                         << static_cast<int64_t>(minOps)
                         << " is not at least 1";
      return signalPassFailure();
    }
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    for (func::FuncOp func : funcs) {
      if (func.isExternal() || !func.getBody().hasOneBlock())
        continue;
      SmallVector<Operation *> ops;
      for (Operation &op : func.getBody().front())
        if (isOutlinable(op))
          ops.push_back(&op);
      if (int64_t(ops.size()) < minOps)
        continue;
      DenseMap<OpKey, func::FuncOp> callees;
      for (Operation *op : ops) {
        auto type = FunctionType::get(&getContext(), op->getOperandTypes(),
                                      op->getResultTypes());
        func::FuncOp &callee = callees[keyOf(*op, type)];
        if (!callee)
          callee = buildCallee(
              *op, type,
              (func.getSymName() + "__ov_op" + Twine(callees.size() - 1)).str(),
              symbols);
        replaceByCall(*op, callee);
      }
    }
  }
};

} // namespace
