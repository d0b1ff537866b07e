// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolChunk.h - One chunk of the direct MaxPool kernel --*- C++ -*-===//
//
// The direct MaxPool kernel's chunk of `lanes` outputs along the last axis
// (private to lib/Conversion/OVToVector). A chunk's shared context
// (ChunkContext, MaxPoolChunk.cpp: the plan, the chunk's coordinates and
// kind, its initial values and tap loads) is folded by one of three
// strategies, each a type in its own file:
//   - ScanFold (MaxPoolScanFold.cpp): the window's rows in scan order, each
//     kernel column read as the chunk's kind reads it;
//   - ColumnsFirstFold (MaxPoolColumnsFirst.cpp): the raw rows of the window
//     folded elementwise, then the kernel columns picked out of the result;
//   - RowBlockFold (MaxPoolRowBlock.cpp): a block of output rows, each input
//     row's maximum computed once and folded into every output row whose
//     window holds it.
// buildChunk (MaxPoolChunk.cpp) states the rule that picks one. MaxPoolRows.cpp
// walks a plane's rows in chunks (RowBuilder).
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
/// the output rows from outerOut.back() on the second-to-last axis: what
/// every folding strategy shares. Its constructor builds the initial values
/// (and the indices' lane term); its loads read a kernel column's taps as the
/// chunk's kind reads them (ChunkKind) and whole-row windows of the chunk's
/// columns. Taps outside the row never win (they hold the initial value),
/// and no address outside the input is ever read.
class ChunkContext {
public:
  ChunkContext(OpBuilder &b, Location loc, const PoolPlan &plan, Value n,
               Value c, ArrayRef<Value> outerOut, Value ow0, ChunkKind kind,
               int64_t staticPad);

  // Window geometry: columns from the first column a window load reads.
  int64_t windowColumn(int64_t kw, int64_t l) const;
  int64_t windowSpan() const;
  int64_t windowTail() const;
  bool windowFits() const;
  /// Whether kernel column kw has lanes left of the row (StaticFirst).
  bool leftOfRow(int64_t kw) const { return windowColumn(kw, 0) < 0; }

  // Tap loads.
  Value loadTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                int64_t kw) const;
  Value loadWindow(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                   int64_t offset, int64_t size, int64_t valid) const;
  Value kernelColumn(OpBuilder &b, Location loc, Value window, Value second,
                     int64_t kw) const;
  Value kernelColumnOf(OpBuilder &b, Location loc, Value window, Value second,
                       int64_t kw) const;

  const PoolPlan &plan;
  Value n, c;
  ArrayRef<Value> outerOut;
  Value ow0;
  ChunkKind kind;
  int64_t staticPad;
  PoolAxis p; // the last axis
  int64_t lanes, s;
  Type elem;
  Value initScalar;           // the initial value
  Value init;                 // the initial value in every lane
  SmallVector<Value> carried; // (init[, -laneTerm]): one row's start
  Value col0;                 // input column of lane 0, kernel column 0
  Value width;                // input row length
  Value zeroIdx;
  Value laneTerm; // col0 + l*s per lane (with indices)

private:
  void buildInitialValues(OpBuilder &b, Location loc);
  Value loadMaskedTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                      int64_t kw, Value col) const;
  Value loadInRow(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                  Value from, int64_t size, int64_t valid) const;
  Value expandFromRowStart(OpBuilder &rb, Location rl,
                           ArrayRef<Value> rowCoords, int64_t firstCol) const;
  Value insideRow(OpBuilder &rb, Location rl, Value columns) const;
  Value selectLeftOfRow(OpBuilder &b, Location loc, ArrayRef<bool> leftOfRow,
                        Value column) const;
  Value loadInteriorTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                        Value col) const;
  Value gatherTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                  Value col) const;
};

/// A running maximum and its index (null without indices).
using BestPair = std::pair<Value, Value>;

/// The scan (MaxPoolScanFold.cpp): one output row, the window's rows in scan
/// order, each kernel column folded by the strict greater-than update. Every
/// chunk can take it; the other strategies fold rows with it.
class ScanFold {
public:
  explicit ScanFold(const ChunkContext &chunk) : chunk(chunk) {}

  /// (value[, index]) of the chunk's one output row, before the lane term.
  SmallVector<Value> build(OpBuilder &b, Location loc) const;
  /// The kernel columns of one input row folded into (best, bestIndex).
  BestPair foldRow(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                   Value rowBase, Value best, Value bestIndex) const;

private:
  bool readsWholeWindow() const;
  std::optional<std::pair<int64_t, int64_t>> shiftSource(int64_t kw) const;
  Value columnOfWindow(OpBuilder &b, Location loc, Value window,
                       SmallVectorImpl<Value> &columns, int64_t kw) const;

  const ChunkContext &chunk;
};

/// Columns first (MaxPoolColumnsFirst.cpp): one output row, the raw rows of
/// the window folded elementwise, then the kernel columns picked out of the
/// result.
class ColumnsFirstFold {
public:
  explicit ColumnsFirstFold(const ChunkContext &chunk) : chunk(chunk) {}

  static bool appliesTo(const ChunkContext &chunk);
  SmallVector<Value> build(OpBuilder &b, Location loc) const;

private:
  static bool paysForIndices(const ChunkContext &chunk);
  SmallVector<Value> foldWindowRows(OpBuilder &b, Location loc,
                                    ArrayRef<int64_t> sizes) const;
  Value widenTail(OpBuilder &b, Location loc, ArrayRef<Value> acc,
                  size_t part) const;
  BestPair joinByIndex(OpBuilder &b, Location loc, BestPair best,
                       BestPair column) const;
  Value foldInto(OpBuilder &b, Location loc, Value best, Value tap) const;
  Value recomputeIfZero(OpBuilder &b, Location loc, Value best) const;

  const ChunkContext &chunk;
};

/// A block of output rows (MaxPoolRowBlock.cpp): each input row's maximum
/// computed once (ScanFold::foldRow) and folded into every output row whose
/// window holds it.
class RowBlockFold {
public:
  RowBlockFold(const ChunkContext &chunk, int64_t rows)
      : chunk(chunk), rows(rows) {}

  /// Blocks of more than one output row, whose taps on the second-to-last
  /// axis are all inside the input (the caller's loops make them so).
  static bool appliesTo(int64_t rows) { return rows > 1; }
  SmallVector<Value> build(OpBuilder &b, Location loc) const;

private:
  const ChunkContext &chunk;
  int64_t rows;
};

/// (value[, index]) per output row of the chunk of `rows` output rows
/// (rows > 1 only where all their taps of the second-to-last axis are inside
/// the input): the strategy that the rule in its definition picks.
SmallVector<Value> buildChunk(OpBuilder &b, Location loc, const PoolPlan &plan,
                              Value n, Value c, ArrayRef<Value> outerOut,
                              Value ow0, ChunkKind kind, int64_t staticPad,
                              int64_t rows);

} // namespace mlir::ov::vectorize

#endif // OV_LIB_CONVERSION_OVTOVECTOR_MAXPOOLCHUNK_H
