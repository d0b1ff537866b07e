// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ElideResultCopies.cpp - Write call results into out-parameters ----===//
//
// buffer-results-to-out-params gives every call of a function with results
// a fresh allocation for them, and every function's returned value a copy
// into its caller's out-parameter. A model whose ops were outlined
// (ov-outline-ops) then allocates, fills and copies each output, and keeps
// every allocation alive to the end of the function. Where the copy is the
// last use of an allocation and the out-parameter has no other use, the
// allocation is the out-parameter.
//
//===----------------------------------------------------------------------===//

#include "ov/ABI/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVELIDERESULTCOPIES
#include "ov/ABI/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

/// The allocation that `copy` can write in place of, or null: a static
/// allocation of the out-parameter's type in the copy's block, the copy its
/// last use, into an argument of the function that nothing else uses.
static memref::AllocOp elidableSource(memref::CopyOp copy, Block &entry) {
  auto target = dyn_cast<BlockArgument>(copy.getTarget());
  if (!target || target.getOwner() != &entry || !target.hasOneUse())
    return {};
  auto alloc = copy.getSource().getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc.getType() != target.getType() ||
      !alloc.getType().hasStaticShape() ||
      alloc->getBlock() != copy->getBlock())
    return {};
  Block *block = copy->getBlock();
  for (Operation *user : alloc->getUsers()) {
    Operation *inBlock = block->findAncestorOpInBlock(*user);
    if (user != copy && (!inBlock || !inBlock->isBeforeInBlock(copy)))
      return {};
  }
  return alloc;
}

namespace {

struct OVElideResultCopiesPass
    : public ov::impl::OVElideResultCopiesBase<OVElideResultCopiesPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    Block &entry = func.getBody().front();
    SmallVector<memref::CopyOp> copies;
    func.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies) {
      memref::AllocOp alloc = elidableSource(copy, entry);
      if (!alloc)
        continue;
      Value target = copy.getTarget();
      copy.erase();
      alloc.getResult().replaceAllUsesWith(target);
      alloc.erase();
    }
  }
};

} // namespace
