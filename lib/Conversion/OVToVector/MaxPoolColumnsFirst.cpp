// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolColumnsFirst.cpp - The direct MaxPool kernel's window folds -===//
//
// The chunk's window as whole-row loads (MaxPoolChunk.h): its raw rows
// folded elementwise first and the kernel columns picked out of the result
// (foldColumnsFirst), and the kernel columns of one row shuffled out of a
// window loaded once (columnOfWindow, for the scan).
//
//===----------------------------------------------------------------------===//

#include "MaxPoolChunk.h"

#include "ov/Semantics/MaxPoolKernel.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// Column (of the raw row window, from its first loaded column) that lane
/// l of kernel column kw reads; negative: left of the row (StaticFirst).
/// Interior and Masked windows start at col0, StaticFirst ones at column 0.
int64_t ChunkBuilder::windowColumn(int64_t kw, int64_t l) const {
  int64_t shift = kind == ChunkKind::StaticFirst ? -staticPad : 0;
  return shift + kw * p.dilation + l * s;
}

int64_t ChunkBuilder::windowSpan() const {
  return windowColumn(p.kernel - 1, lanes - 1) + 1;
}

/// Columns first (foldColumnsFirst) needs outer axes to fold over,
/// whole-row loads, and a window of at most two wide vectors; with
/// indices, windows of enough rows to pay for its column step.
bool ChunkBuilder::canFoldColumnsFirst() const {
  return plan.k >= 2 && windowFits() &&
         (!plan.withIndices() || columnsFirstPaysForIndices());
}

/// Counted in vector operations per output vector: the scan spends about
/// 4 per tap (a column shuffle, a compare, a max and an index select);
/// columns first about 4 per row and window part (a load, a compare, a
/// max and an index select), then 9 per kernel column (the value and index
/// shuffles, the index offset and joinByIndex). Columns first pays where
/// it spends fewer (docs/perf-notes.md, "Columns first").
bool ChunkBuilder::columnsFirstPaysForIndices() const {
  int64_t rows = 1;
  for (unsigned a = 0; a + 1 < plan.k; ++a)
    rows *= plan.axis(a).kernel;
  int64_t parts = windowTail() ? 2 : 1;
  return rows * p.kernel * 4 > rows * parts * 4 + p.kernel * 9;
}

/// Whether the window's columns come from whole-row loads in at most two
/// wide vectors.
bool ChunkBuilder::windowFits() const {
  int64_t span = windowSpan();
  return kind != ChunkKind::Gather && span >= 1 && span <= 2 * lanes * s;
}

/// Strided chunks whose window is one wide vector read it once per row and
/// shuffle the kernel columns out of it (but those with lanes left of the
/// row: x86 lowers that shuffle and select lane by lane), where each
/// column would otherwise load and de-interleave lanes * s elements of its
/// own (docs/perf-notes.md).
bool ChunkBuilder::readsWholeWindow() const {
  return s > 1 && windowFits() && windowTail() == 0;
}

/// A later kernel column whose lanes, shifted up by j lanes, are kernel
/// column kw's lanes inside the row, while kw's first j lanes are exactly
/// those left of the row: (kw2, j), or nullopt.
std::optional<std::pair<int64_t, int64_t>>
ChunkBuilder::shiftSource(int64_t kw) const {
  for (int64_t kw2 = kw + 1; kw2 < p.kernel; ++kw2) {
    int64_t gap = (kw2 - kw) * p.dilation;
    if (gap % s != 0 || leftOfRow(kw2))
      continue;
    int64_t j = gap / s;
    if (j < lanes && windowColumn(kw, j - 1) < 0 && windowColumn(kw, j) >= 0)
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
Value ChunkBuilder::columnOfWindow(OpBuilder &b, Location loc, Value window,
                                   SmallVectorImpl<Value> &columns,
                                   int64_t kw) {
  Value &column = columns[kw];
  if (column)
    return column;
  if (!leftOfRow(kw)) {
    column = kernelColumn(b, loc, window, window, kw);
  } else if (auto source = shiftSource(kw)) {
    auto [kw2, j] = *source;
    SmallVector<int64_t> mask;
    for (int64_t l = 0; l < lanes; ++l)
      mask.push_back(l < j ? l : lanes + l - j);
    column = vector::ShuffleOp::create(
        b, loc, init, columnOfWindow(b, loc, window, columns, kw2), mask);
  }
  return column;
}

/// The lanes past the first wide vector that the window needs (0: none).
int64_t ChunkBuilder::windowTail() const {
  int64_t wide = lanes * s, span = windowSpan();
  return span <= wide
             ? 0
             : std::min<int64_t>(llvm::PowerOf2Ceil(span - wide), wide);
}

/// `size` window elements from window column `offset` of one input row,
/// the first `valid` of them from the row where inside it, the others the
/// initial value (never read).
Value ChunkBuilder::loadWindow(OpBuilder &rb, Location rl,
                               ArrayRef<Value> rowCoords, int64_t offset,
                               int64_t size, int64_t valid) {
  IndexMath rm{rb, rl};
  Value first = kind == ChunkKind::StaticFirst ? rm.c(0) : col0;
  return loadInRow(rb, rl, rowCoords, rm.add(first, rm.c(offset)), size, valid);
}

/// The raw row windows of every outer tap are folded elementwise first
/// (loads only, no shuffles), then the kernel columns are picked out of
/// that one window with one shuffle each and joined: a window's taps come
/// rows first, columns last, not in scan order.
///   - Without indices only the maximum's value counts, and the strict
///     greater-than fold is associative once NaNs are out (every fold
///     starts from the initial value): the same maximum in any order, up to
///     the sign of a zero maximum (the first zero in scan order wins). A
///     chunk with a zero maximum in any lane is recomputed in scan order
///     (foldSingleRow): bit-exact, and rare on real data.
///   - With indices each raw column keeps its first maximum by rows (and
///     the row's index), and the columns' join breaks ties by the smaller
///     index (joinByIndex): the spatial index grows in scan order within a
///     window, so the first maximum in scan order is the maximum with the
///     smallest index, the sign of a zero included.
SmallVector<Value> ChunkBuilder::foldColumnsFirst(OpBuilder &b, Location loc) {
  VectorMath v{b, loc};
  bool withIndices = plan.withIndices();
  int64_t wide = lanes * s, span = windowSpan(), tail = windowTail();
  SmallVector<int64_t> sizes{wide};
  if (tail)
    sizes.push_back(tail);
  // The parts' values, then (with indices) the parts' row indices.
  SmallVector<Value> start;
  for (int64_t size : sizes)
    start.push_back(v.splat(initScalar, size));
  if (withIndices)
    for (int64_t size : sizes)
      start.push_back(v.splat(
          arith::ConstantOp::create(b, loc, b.getZeroAttr(plan.laneIndexType)),
          size));
  SmallVector<Value> coords;
  SmallVector<Value> acc = forEachOuterTap(
      b, loc, plan, outerOut, 0, plan.k - 1, coords, zeroIdx, start,
      [&](OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords, Value rowBase,
          ValueRange iter) -> SmallVector<Value> {
        VectorMath rv{rb, rl};
        SmallVector<Value> values, indices;
        for (auto [part, size] : llvm::enumerate(sizes)) {
          int64_t offset = part * wide;
          Value tap = loadWindow(rb, rl, rowCoords, offset, size,
                                 std::min(span - offset, size));
          Value rowIndex;
          if (withIndices)
            rowIndex = rv.splat(rv.cast(rowBase, plan.laneIndexType), size);
          auto [value, index] =
              updateBest(rb, rl, plan, tap, rowIndex, iter[part],
                         withIndices ? iter[sizes.size() + part] : Value());
          values.push_back(value);
          if (withIndices)
            indices.push_back(index);
        }
        llvm::append_range(values, indices);
        return values;
      });
  Value values = acc[0], valuesTail = widenTail(b, loc, acc, tail ? 1 : 0);
  if (!withIndices) {
    // The window's lanes are never below the initial value (its folds
    // start there), so the first column is the first fold's result.
    Value best = kernelColumn(b, loc, values, valuesTail, 0);
    for (int64_t kw = 1; kw < p.kernel; ++kw)
      best =
          foldInto(b, loc, best, kernelColumn(b, loc, values, valuesTail, kw));
    return {isa<FloatType>(elem) ? recomputeIfZero(b, loc, best) : best};
  }
  size_t firstIndex = sizes.size();
  Value rows = acc[firstIndex],
        rowsTail = widenTail(b, loc, acc, tail ? firstIndex + 1 : firstIndex);
  BestPair best;
  for (int64_t kw = 0; kw < p.kernel; ++kw) {
    // Tap kw's index is its row's plus kw * d (foldRow).
    Value tapIndex = arith::AddIOp::create(
        b, loc, kernelColumnOf(b, loc, rows, rowsTail, kw),
        v.splat(
            arith::ConstantOp::create(
                b, loc, b.getIntegerAttr(plan.laneIndexType, kw * p.dilation)),
            lanes));
    BestPair column{kernelColumn(b, loc, values, valuesTail, kw), tapIndex};
    best = kw == 0 ? column : joinByIndex(b, loc, best, column);
  }
  // A lane no tap is above the initial value in ends at (initial value,
  // 0), as the scan's: its running index's start.
  Value above = buildStrictlyGreater(b, loc, best.first, init, plan.isUnsigned);
  return {best.first,
          arith::SelectOp::create(b, loc, above, best.second, carried[1])};
}

/// The shuffles' second operand for part `part` of a folded window: the
/// tail widened to the wide vector's length (window column wide + j is its
/// lane j), or (no tail: `part` is the window itself) the window again.
Value ChunkBuilder::widenTail(OpBuilder &b, Location loc, ArrayRef<Value> acc,
                              size_t part) {
  int64_t wide = lanes * s, tail = windowTail();
  if (!tail)
    return acc[part];
  SmallVector<int64_t> widen;
  for (int64_t j = 0; j < wide; ++j)
    widen.push_back(j < tail ? j : 0);
  return vector::ShuffleOp::create(b, loc, acc[part], acc[part], widen);
}

/// The join of two kernel columns' (value, index) by lane: the second
/// where its value is strictly greater, or equal (a zero of either sign
/// equals the other) with a smaller index.
ChunkBuilder::BestPair ChunkBuilder::joinByIndex(OpBuilder &b, Location loc,
                                                 BestPair best,
                                                 BestPair column) {
  Value greater =
      buildStrictlyGreater(b, loc, column.first, best.first, plan.isUnsigned);
  Value equal = isa<FloatType>(elem)
                    ? arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                            column.first, best.first)
                          .getResult()
                    : arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                            column.first, best.first)
                          .getResult();
  Value earlier = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                        column.second, best.second);
  Value take = arith::OrIOp::create(
      b, loc, greater, arith::AndIOp::create(b, loc, equal, earlier));
  return {arith::SelectOp::create(b, loc, take, column.first, best.first),
          arith::SelectOp::create(b, loc, take, column.second, best.second)};
}

/// The strict greater-than update of `best` by `tap`, without an index.
Value ChunkBuilder::foldInto(OpBuilder &b, Location loc, Value best,
                             Value tap) {
  return updateBest(b, loc, plan, tap, Value(), best, Value()).first;
}

/// Kernel column kw's lanes out of the folded window (`window`, then
/// `second`); lanes left of the row take the initial value.
Value ChunkBuilder::kernelColumn(OpBuilder &b, Location loc, Value window,
                                 Value second, int64_t kw) {
  SmallVector<bool> leftOfRow;
  for (int64_t l = 0; l < lanes; ++l)
    leftOfRow.push_back(windowColumn(kw, l) < 0);
  return selectLeftOfRow(b, loc, leftOfRow,
                         kernelColumnOf(b, loc, window, second, kw));
}

/// Kernel column kw's lanes out of a window of any element type (lanes
/// left of the row: its column 0).
Value ChunkBuilder::kernelColumnOf(OpBuilder &b, Location loc, Value window,
                                   Value second, int64_t kw) {
  SmallVector<int64_t> mask;
  for (int64_t l = 0; l < lanes; ++l)
    mask.push_back(std::max<int64_t>(windowColumn(kw, l), 0));
  bool identity =
      lanes * s == lanes && llvm::equal(mask, llvm::seq<int64_t>(0, lanes));
  if (identity)
    return window;
  return vector::ShuffleOp::create(b, loc, window, second, mask);
}

/// `best`, or the scan-order fold where a lane's maximum is a zero.
Value ChunkBuilder::recomputeIfZero(OpBuilder &b, Location loc, Value best) {
  auto type = cast<VectorType>(best.getType());
  Value zero = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, b.getFloatAttr(elem, 0.0)));
  Value isZero =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, best, zero);
  Value anyZero =
      vector::ReductionOp::create(b, loc, vector::CombiningKind::OR, isZero);
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{type}, anyZero,
                                /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    scf::YieldOp::create(b, loc, foldSingleRow(b, loc)[0]);
    b.setInsertionPointToStart(ifOp.elseBlock());
    scf::YieldOp::create(b, loc, best);
  }
  return ifOp.getResult(0);
}
