// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolChunk.h - One chunk of the direct MaxPool kernel --*- C++ -*-===//
//
// The direct MaxPool kernel's chunk of `lanes` outputs along the last axis
// (private to lib/Conversion/OVToVector). A chunk folds its window's taps by
// one of three strategies, each in its own file:
//   - the scan (MaxPoolChunks.cpp): the window's rows in scan order, each
//     kernel column read as the chunk's kind reads it;
//   - columns first (MaxPoolColumnsFirst.cpp): the raw rows of the window
//     folded elementwise, then the kernel columns picked out of the result;
//   - a block of output rows (MaxPoolRows.cpp): each input row's maximum
//     computed once and folded into every output row whose window holds it.
// MaxPoolRows.cpp also walks a plane's rows in chunks (RowBuilder).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOVECTOR_MAXPOOLCHUNK_H
#define OV_LIB_CONVERSION_OVTOVECTOR_MAXPOOLCHUNK_H

#include "PoolKernel.h"
#include "VectorUtils.h"

#include <optional>

namespace mlir::ov::vectorize {

/// How a chunk reads a kernel column's `lanes` taps (columns col + l*s).
enum class ChunkKind {
  /// Every tap inside the row: one contiguous load (and a stride shuffle).
  Interior,
  /// col >= 0 (right border, partial chunks): one masked load of the
  /// columns below W, the others taking the initial value.
  Masked,
  /// The first chunk (ow0 = 0) with a static begin pad: col is a constant,
  /// possibly negative; a masked load from column 0 and one static shuffle
  /// that puts the initial value in the lanes left of the row.
  StaticFirst,
  /// Lanes gather from clamped columns; out-of-row lanes take the initial
  /// value (any other border).
  Gather,
};

/// One chunk of `lanes` outputs starting at `ow0` along the last axis, for
/// `rows` consecutive outputs of the second-to-last axis starting at
/// outerOut.back() (rows > 1 only where all their taps of that axis are
/// inside the input); see ChunkKind for how each kind reads its taps. Taps
/// outside the row never win (they hold the initial value), and no address
/// outside the input is ever read. build() returns (value[, index]) per
/// output row.
class ChunkBuilder {
public:
  ChunkBuilder(const PoolPlan &plan, Value n, Value c, ArrayRef<Value> outerOut,
               Value ow0, ChunkKind kind, int64_t staticPad)
      : plan(plan), n(n), c(c), outerOut(outerOut), ow0(ow0), kind(kind),
        staticPad(staticPad), p(plan.axis(plan.k - 1)), lanes(plan.lanes),
        s(p.stride), elem(plan.elementType) {}

  SmallVector<Value> build(OpBuilder &b, Location loc, int64_t rows);

private:
  using BestPair = std::pair<Value, Value>;

  // The scan (MaxPoolChunks.cpp).
  void buildInitialValues(OpBuilder &b, Location loc);
  BestPair foldRow(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                   Value rowBase, Value best, Value bestIndex);
  Value loadTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                int64_t kw);
  Value loadMaskedTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                      int64_t kw, Value col);
  Value loadInRow(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                  Value from, int64_t size, int64_t valid);
  Value expandFromRowStart(OpBuilder &rb, Location rl,
                           ArrayRef<Value> rowCoords, int64_t firstCol);
  Value insideRow(OpBuilder &rb, Location rl, Value columns);
  Value selectLeftOfRow(OpBuilder &b, Location loc, ArrayRef<bool> leftOfRow,
                        Value column);
  Value loadInteriorTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                        Value col);
  Value gatherTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                  Value col);
  SmallVector<Value> foldSingleRow(OpBuilder &b, Location loc);

  // Columns first (MaxPoolColumnsFirst.cpp).
  int64_t windowColumn(int64_t kw, int64_t l) const;
  int64_t windowSpan() const;
  bool canFoldColumnsFirst() const;
  bool columnsFirstPaysForIndices() const;
  bool windowFits() const;
  bool readsWholeWindow() const;
  /// Whether kernel column kw has lanes left of the row (StaticFirst).
  bool leftOfRow(int64_t kw) const { return windowColumn(kw, 0) < 0; }
  std::optional<std::pair<int64_t, int64_t>> shiftSource(int64_t kw) const;
  Value columnOfWindow(OpBuilder &b, Location loc, Value window,
                       SmallVectorImpl<Value> &columns, int64_t kw);
  int64_t windowTail() const;
  Value loadWindow(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                   int64_t offset, int64_t size, int64_t valid);
  SmallVector<Value> foldColumnsFirst(OpBuilder &b, Location loc);
  Value widenTail(OpBuilder &b, Location loc, ArrayRef<Value> acc, size_t part);
  BestPair joinByIndex(OpBuilder &b, Location loc, BestPair best,
                       BestPair column);
  Value foldInto(OpBuilder &b, Location loc, Value best, Value tap);
  Value kernelColumn(OpBuilder &b, Location loc, Value window, Value second,
                     int64_t kw);
  Value kernelColumnOf(OpBuilder &b, Location loc, Value window, Value second,
                       int64_t kw);
  Value recomputeIfZero(OpBuilder &b, Location loc, Value best);

  // A block of output rows (MaxPoolRows.cpp).
  SmallVector<Value> foldRowBlock(OpBuilder &b, Location loc, int64_t rows);

  const PoolPlan &plan;
  Value n, c;
  ArrayRef<Value> outerOut;
  Value ow0;
  ChunkKind kind;
  int64_t staticPad;
  PoolAxis p; // the last axis
  int64_t lanes, s;
  Type elem;
  // Set by buildInitialValues.
  Value initScalar;           // the initial value
  Value init;                 // the initial value in every lane
  SmallVector<Value> carried; // (init[, -laneTerm]): one row's start
  Value col0;                 // input column of lane 0, kernel column 0
  Value width;                // input row length
  Value zeroIdx;
  Value laneTerm; // col0 + l*s per lane (with indices)
};

} // namespace mlir::ov::vectorize

#endif // OV_LIB_CONVERSION_OVTOVECTOR_MAXPOOLCHUNK_H
