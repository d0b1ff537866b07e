// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DeallocAfterLastUse.cpp - Free buffers after their last use -------===//
//
// ownership-based-buffer-deallocation frees what a block owns at the end of
// the block, in one `bufferization.dealloc` of all its buffers. In a model
// whose ops were outlined (ov-outline-ops), that keeps every intermediate
// result alive until the model returns: peak memory is the sum of them, and
// buffer-deallocation-simplification compares every pair of buffers in that
// dealloc (quadratic in the layers). A buffer the block allocated, owns
// unconditionally, and uses only through ops that make no alias of it is
// freed right after its last use instead.
//
//===----------------------------------------------------------------------===//

#include "ov/ABI/Passes.h"

#include "BlockPositions.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVDEALLOCAFTERLASTUSE
#include "ov/ABI/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

/// Whether `op` may leave an alias of a buffer it uses: a memref result, a
/// pointer taken as an integer, or control flow that passes the buffer on.
static bool mayAlias(Operation *op) {
  if (isa<memref::ExtractAlignedPointerAsIndexOp>(op) ||
      op->hasTrait<OpTrait::IsTerminator>() || op->getNumSuccessors() != 0)
    return true;
  return llvm::any_of(op->getResultTypes(), llvm::IsaPred<BaseMemRefType>);
}

/// The op of the block after which `buffer` is no longer used (`dealloc`
/// aside), or null when a use is elsewhere or may alias it.
static Operation *lastUse(Value buffer, Operation *dealloc,
                          const ov::BlockPositions &positions) {
  Operation *last = nullptr;
  for (Operation *user : buffer.getUsers()) {
    if (user == dealloc)
      continue;
    Operation *op = positions.inBlock(user);
    if (!op || mayAlias(user) || mayAlias(op))
      return nullptr;
    if (!last || positions.isBefore(last, op))
      last = op;
  }
  return last;
}

/// A buffer that `dealloc` frees unconditionally and `block` allocated.
static bool isOwnedAllocation(Value buffer, Value condition, Block *block) {
  auto alloc = buffer.getDefiningOp<memref::AllocOp>();
  return alloc && alloc->getBlock() == block &&
         matchPattern(condition, m_One());
}

/// Frees each buffer of `dealloc` that qualifies after its last use; the
/// others stay in `dealloc` (erased when none is left).
static void splitDealloc(bufferization::DeallocOp dealloc,
                         const ov::BlockPositions &positions) {
  Block *block = dealloc->getBlock();
  SmallVector<Value> keptBuffers, keptConditions;
  for (auto [buffer, condition] :
       llvm::zip_equal(dealloc.getMemrefs(), dealloc.getConditions())) {
    Operation *last = isOwnedAllocation(buffer, condition, block)
                          ? lastUse(buffer, dealloc, positions)
                          : nullptr;
    if (!last) {
      keptBuffers.push_back(buffer);
      keptConditions.push_back(condition);
      continue;
    }
    OpBuilder b(block, std::next(Block::iterator(last)));
    memref::DeallocOp::create(b, dealloc.getLoc(), buffer);
  }
  if (keptBuffers.size() == dealloc.getMemrefs().size())
    return;
  if (keptBuffers.empty()) {
    dealloc.erase();
    return;
  }
  dealloc.getMemrefsMutable().assign(keptBuffers);
  dealloc.getConditionsMutable().assign(keptConditions);
}

namespace {

struct OVDeallocAfterLastUsePass
    : public ov::impl::OVDeallocAfterLastUseBase<OVDeallocAfterLastUsePass> {
  void runOnOperation() override {
    SmallVector<Block *> blocks;
    getOperation()->walk([&](Block *block) { blocks.push_back(block); });
    for (Block *block : blocks) {
      SmallVector<bufferization::DeallocOp> deallocs;
      for (auto dealloc : block->getOps<bufferization::DeallocOp>())
        if (dealloc.getRetained().empty())
          deallocs.push_back(dealloc);
      if (deallocs.empty())
        continue;
      ov::BlockPositions positions(*block);
      for (bufferization::DeallocOp dealloc : deallocs)
        splitDealloc(dealloc, positions);
    }
  }
};

} // namespace
