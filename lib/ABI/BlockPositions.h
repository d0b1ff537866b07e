// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- BlockPositions.h - A block's op order, numbered once -----*- C++ -*-===//
//
// Passes that move or insert many ops in one block and keep asking which op
// comes first: `isBeforeInBlock` renumbers the whole block after each
// change, which is quadratic in a block of thousands of ops (an entry point
// with thousands of arguments, a chain of thousands of layers).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_ABI_BLOCKPOSITIONS_H
#define OV_LIB_ABI_BLOCKPOSITIONS_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::ov {

/// Where each op of a block stands, numbered when constructed. Ops moved
/// with `moveBefore` take their anchor's number; ops inserted otherwise
/// have none and must not be compared.
class BlockPositions {
public:
  explicit BlockPositions(Block &block) : block(block) {
    unsigned next = 0;
    for (Operation &op : block)
      position[&op] = next++;
  }

  /// The op of the block that is or contains `op`, or null.
  Operation *inBlock(Operation *op) const {
    return block.findAncestorOpInBlock(*op);
  }

  /// Whether `a` comes before `b` (both ops of the block).
  bool isBefore(Operation *a, Operation *b) const {
    return position.lookup(a) < position.lookup(b);
  }

  /// The op of the block that holds the first use of `values`, or null
  /// when no use is in the block (or nested in one of its ops).
  Operation *firstUser(ValueRange values) const {
    Operation *first = nullptr;
    for (Value value : values)
      for (Operation *user : value.getUsers())
        if (Operation *op = inBlock(user);
            op && (!first || isBefore(op, first)))
          first = op;
    return first;
  }

  /// Moves `op` just before `anchor`, where it now stands.
  void moveBefore(Operation *op, Operation *anchor) {
    op->moveBefore(anchor);
    position[op] = position.lookup(anchor);
  }

private:
  Block &block;
  llvm::DenseMap<Operation *, unsigned> position;
};

} // namespace mlir::ov

#endif // OV_LIB_ABI_BLOCKPOSITIONS_H
