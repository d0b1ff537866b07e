// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolScanFold.cpp - The direct MaxPool kernel's scan fold --------===//
//
// A chunk of the direct kernel in scan order (ScanFold, MaxPoolChunk.h): the
// window's rows one by one, each kernel column read as the chunk's kind reads
// it, or shuffled out of the row's window loaded once (columnOfWindow), and
// folded into the running (value, index) by OpenVINO's strict greater-than
// update.
//
//===----------------------------------------------------------------------===//

#include "MaxPoolChunk.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// The kernel columns of one input row folded into (best, bestIndex) in
/// scan order.
BestPair ScanFold::foldRow(OpBuilder &rb, Location rl,
                           ArrayRef<Value> rowCoords, Value rowBase, Value best,
                           Value bestIndex) const {
  VectorMath rv{rb, rl};
  // Tap kw's index is the row's plus a constant: one broadcast per row, and
  // the selects take vectors (a select of a broadcast scalar becomes a
  // masked broadcast, whose latency from the scalar unit would chain the
  // taps; docs/perf-notes.md).
  Value rowIndex;
  if (chunk.plan.withIndices())
    rowIndex =
        rv.splat(rv.cast(rowBase, chunk.plan.laneIndexType), chunk.lanes);
  // The row's window and the kernel columns taken from it (readsWholeWindow).
  Value window;
  SmallVector<Value> windowColumns(chunk.p.kernel);
  if (readsWholeWindow())
    window = chunk.loadWindow(rb, rl, rowCoords, 0, chunk.lanes * chunk.s,
                              chunk.windowSpan());
  for (int64_t kw = 0; kw < chunk.p.kernel; ++kw) {
    Value tap;
    if (window)
      tap = columnOfWindow(rb, rl, window, windowColumns, kw);
    if (!tap)
      tap = chunk.loadTap(rb, rl, rowCoords, kw);
    Value tapIndex;
    if (chunk.plan.withIndices())
      tapIndex =
          kw == 0 ? rowIndex
                  : arith::AddIOp::create(
                        rb, rl, rowIndex,
                        rv.splat(arith::ConstantOp::create(
                                     rb, rl,
                                     rb.getIntegerAttr(chunk.plan.laneIndexType,
                                                       kw * chunk.p.dilation)),
                                 chunk.lanes));
    std::tie(best, bestIndex) =
        updateBest(rb, rl, chunk.plan, tap, tapIndex, best, bestIndex);
  }
  return {best, bestIndex};
}

/// One output row: the window's rows in scan order.
SmallVector<Value> ScanFold::build(OpBuilder &b, Location loc) const {
  SmallVector<Value> coords;
  return forEachOuterTap(
      b, loc, chunk.plan, chunk.outerOut, 0, chunk.plan.k - 1, coords,
      chunk.zeroIdx, chunk.carried,
      [&](OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords, Value rowBase,
          ValueRange iter) -> SmallVector<Value> {
        auto [best, index] =
            foldRow(rb, rl, rowCoords, rowBase, iter[0],
                    chunk.plan.withIndices() ? iter[1] : Value());
        SmallVector<Value> next{best};
        if (chunk.plan.withIndices())
          next.push_back(index);
        return next;
      });
}

/// Strided chunks whose window is one wide vector read it once per row and
/// shuffle the kernel columns out of it (but those with lanes left of the
/// row: x86 lowers that shuffle and select lane by lane), where each
/// column would otherwise load and de-interleave lanes * s elements of its
/// own (docs/perf-notes.md).
bool ScanFold::readsWholeWindow() const {
  return chunk.s > 1 && chunk.windowFits() && chunk.windowTail() == 0;
}

/// A later kernel column whose lanes, shifted up by j lanes, are kernel
/// column kw's lanes inside the row, while kw's first j lanes are exactly
/// those left of the row: (kw2, j), or nullopt.
std::optional<std::pair<int64_t, int64_t>>
ScanFold::shiftSource(int64_t kw) const {
  for (int64_t kw2 = kw + 1; kw2 < chunk.p.kernel; ++kw2) {
    int64_t gap = (kw2 - kw) * chunk.p.dilation;
    if (gap % chunk.s != 0 || chunk.leftOfRow(kw2))
      continue;
    int64_t j = gap / chunk.s;
    if (j < chunk.lanes && chunk.windowColumn(kw, j - 1) < 0 &&
        chunk.windowColumn(kw, j) >= 0)
      return std::make_pair(kw2, j);
  }
  return std::nullopt;
}

/// Kernel column kw of a row's window (one wide vector), each column
/// built once per row (`columns`): a shuffle of the window; for a column
/// with lanes left of the row, its shiftSource's column shifted up by j
/// lanes behind the initial value (one two-register shuffle, where loading
/// from the row start takes an expanding load and a de-interleaving
/// shuffle); null where neither applies.
Value ScanFold::columnOfWindow(OpBuilder &b, Location loc, Value window,
                               SmallVectorImpl<Value> &columns,
                               int64_t kw) const {
  Value &column = columns[kw];
  if (column)
    return column;
  if (!chunk.leftOfRow(kw)) {
    column = chunk.kernelColumn(b, loc, window, window, kw);
  } else if (auto source = shiftSource(kw)) {
    auto [kw2, j] = *source;
    SmallVector<int64_t> mask;
    for (int64_t l = 0; l < chunk.lanes; ++l)
      mask.push_back(l < j ? l : chunk.lanes + l - j);
    column = vector::ShuffleOp::create(
        b, loc, chunk.init, columnOfWindow(b, loc, window, columns, kw2), mask);
  }
  return column;
}
