// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolRowBlock.cpp - The direct MaxPool kernel's row-block fold ---===//
//
// A block of output rows (RowBlockFold, MaxPoolChunk.h): each input row the
// block reads folded once over the kernel columns (ScanFold::foldRow), and
// its maximum folded into every output row whose window holds it.
//
//===----------------------------------------------------------------------===//

#include "MaxPoolChunk.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// A block of output rows: each input row's max over the kernel columns is
/// computed once and folded into every output row whose window holds the
/// row, in ascending row order. The row's first maximum, then the first row
/// holding the window's maximum: the same winner as the row-major scan of
/// the window (strict greater-than keeps the first).
SmallVector<Value> RowBlockFold::build(OpBuilder &b, Location loc) const {
  unsigned last = chunk.plan.k - 1;
  unsigned axis = last - 1;
  PoolAxis ph = chunk.plan.axis(axis);
  SmallVector<Value> blockCarried;
  for (int64_t j = 0; j < rows; ++j)
    llvm::append_range(blockCarried, chunk.carried);
  SmallVector<Value> coords;
  return forEachOuterTap(
      b, loc, chunk.plan, chunk.outerOut, 0, axis, coords, chunk.zeroIdx,
      blockCarried,
      [&](OpBuilder &rb, Location rl, ArrayRef<Value> outerCoords, Value base,
          ValueRange iter) -> SmallVector<Value> {
        IndexMath rm{rb, rl};
        size_t group = chunk.carried.size();
        SmallVector<Value> acc(iter.begin(), iter.end());
        Value top = rm.sub(rm.mul(chunk.outerOut[axis], ph.stride),
                           chunk.plan.padsBegin[axis]);
        SmallVector<Value> rowCoords(outerCoords.begin(), outerCoords.end());
        for (int64_t i : blockInputRows(ph, rows)) {
          Value coord = rm.add(top, rm.c(i));
          rowCoords.push_back(coord);
          Value rowBase = rm.mul(rm.add(base, coord), chunk.plan.inDims[last]);
          auto [rowMax, rowIndex] = ScanFold(chunk).foldRow(
              rb, rl, rowCoords, rowBase, chunk.init,
              chunk.plan.withIndices() ? chunk.carried[1] : Value());
          rowCoords.pop_back();
          for (int64_t j = 0; j < rows; ++j) {
            int64_t t = i - j * ph.stride;
            if (t < 0 || t % ph.dilation != 0 || t / ph.dilation >= ph.kernel)
              continue;
            Value *out = &acc[j * group];
            auto [value, index] =
                updateBest(rb, rl, chunk.plan, rowMax, rowIndex, out[0],
                           chunk.plan.withIndices() ? out[1] : Value());
            out[0] = value;
            if (chunk.plan.withIndices())
              out[1] = index;
          }
        }
        return acc;
      });
}
