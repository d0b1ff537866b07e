// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolColumnsFirst.cpp - The direct MaxPool kernel's window fold --===//
//
// Columns first (ColumnsFirstFold, MaxPoolChunk.h): the chunk's window as
// whole-row loads, its raw rows folded elementwise first and the kernel
// columns picked out of the result.
//
//===----------------------------------------------------------------------===//

#include "MaxPoolChunk.h"

#include "ov/Semantics/MaxPoolKernel.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// Columns first needs outer axes to fold over, whole-row loads, and a
/// window of at most two wide vectors; with indices, windows of enough rows
/// to pay for its column step.
bool ColumnsFirstFold::appliesTo(const ChunkContext &chunk) {
  return chunk.plan.k >= 2 && chunk.windowFits() &&
         (!chunk.plan.withIndices() || paysForIndices(chunk));
}

/// Counted in vector operations per output vector: the scan spends about
/// 4 per tap (a column shuffle, a compare, a max and an index select);
/// columns first about 4 per row and window part (a load, a compare, a
/// max and an index select), then 9 per kernel column (the value and index
/// shuffles, the index offset and joinByIndex). Columns first pays where
/// it spends fewer (docs/perf-notes.md, "Columns first").
bool ColumnsFirstFold::paysForIndices(const ChunkContext &chunk) {
  int64_t rows = 1;
  for (unsigned a = 0; a + 1 < chunk.plan.k; ++a)
    rows *= chunk.plan.axis(a).kernel;
  int64_t parts = chunk.windowTail() ? 2 : 1;
  return rows * chunk.p.kernel * 4 > rows * parts * 4 + chunk.p.kernel * 9;
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
///     (ScanFold): bit-exact, and rare on real data.
///   - With indices each raw column keeps its first maximum by rows (and
///     the row's index), and the columns' join breaks ties by the smaller
///     index (joinByIndex): the spatial index grows in scan order within a
///     window, so the first maximum in scan order is the maximum with the
///     smallest index, the sign of a zero included.
SmallVector<Value> ColumnsFirstFold::build(OpBuilder &b, Location loc) const {
  VectorMath v{b, loc};
  bool withIndices = chunk.plan.withIndices();
  int64_t wide = chunk.lanes * chunk.s, tail = chunk.windowTail();
  SmallVector<int64_t> sizes{wide};
  if (tail)
    sizes.push_back(tail);
  SmallVector<Value> acc = foldWindowRows(b, loc, sizes);
  Value values = acc[0], valuesTail = widenTail(b, loc, acc, tail ? 1 : 0);
  if (!withIndices) {
    // The window's lanes are never below the initial value (its folds
    // start there), so the first column is the first fold's result.
    Value best = chunk.kernelColumn(b, loc, values, valuesTail, 0);
    for (int64_t kw = 1; kw < chunk.p.kernel; ++kw)
      best = foldInto(b, loc, best,
                      chunk.kernelColumn(b, loc, values, valuesTail, kw));
    return {isa<FloatType>(chunk.elem) ? recomputeIfZero(b, loc, best) : best};
  }
  size_t firstIndex = sizes.size();
  Value rows = acc[firstIndex],
        rowsTail = widenTail(b, loc, acc, tail ? firstIndex + 1 : firstIndex);
  BestPair best;
  for (int64_t kw = 0; kw < chunk.p.kernel; ++kw) {
    // Tap kw's index is its row's plus kw * d (ScanFold::foldRow).
    Value tapIndex = arith::AddIOp::create(
        b, loc, chunk.kernelColumnOf(b, loc, rows, rowsTail, kw),
        v.splat(
            arith::ConstantOp::create(b, loc,
                                      b.getIntegerAttr(chunk.plan.laneIndexType,
                                                       kw * chunk.p.dilation)),
            chunk.lanes));
    BestPair column{chunk.kernelColumn(b, loc, values, valuesTail, kw),
                    tapIndex};
    best = kw == 0 ? column : joinByIndex(b, loc, best, column);
  }
  // A lane no tap is above the initial value in ends at (initial value,
  // 0), as the scan's: its running index's start.
  Value above = buildStrictlyGreater(b, loc, best.first, chunk.init,
                                     chunk.plan.isUnsigned);
  return {best.first, arith::SelectOp::create(b, loc, above, best.second,
                                              chunk.carried[1])};
}

/// The raw row windows of every outer tap folded elementwise, in parts of
/// `sizes` lanes: the parts' values, then (with indices) the parts' row
/// indices.
SmallVector<Value>
ColumnsFirstFold::foldWindowRows(OpBuilder &b, Location loc,
                                 ArrayRef<int64_t> sizes) const {
  VectorMath v{b, loc};
  bool withIndices = chunk.plan.withIndices();
  int64_t wide = chunk.lanes * chunk.s, span = chunk.windowSpan();
  SmallVector<Value> start;
  for (int64_t size : sizes)
    start.push_back(v.splat(chunk.initScalar, size));
  if (withIndices)
    for (int64_t size : sizes)
      start.push_back(
          v.splat(arith::ConstantOp::create(
                      b, loc, b.getZeroAttr(chunk.plan.laneIndexType)),
                  size));
  SmallVector<Value> coords;
  return forEachOuterTap(
      b, loc, chunk.plan, chunk.outerOut, 0, chunk.plan.k - 1, coords,
      chunk.zeroIdx, start,
      [&](OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords, Value rowBase,
          ValueRange iter) -> SmallVector<Value> {
        VectorMath rv{rb, rl};
        SmallVector<Value> values, indices;
        for (auto [part, size] : llvm::enumerate(sizes)) {
          int64_t offset = part * wide;
          Value tap = chunk.loadWindow(rb, rl, rowCoords, offset, size,
                                       std::min(span - offset, size));
          Value rowIndex;
          if (withIndices)
            rowIndex =
                rv.splat(rv.cast(rowBase, chunk.plan.laneIndexType), size);
          auto [value, index] =
              updateBest(rb, rl, chunk.plan, tap, rowIndex, iter[part],
                         withIndices ? iter[sizes.size() + part] : Value());
          values.push_back(value);
          if (withIndices)
            indices.push_back(index);
        }
        llvm::append_range(values, indices);
        return values;
      });
}

/// The shuffles' second operand for part `part` of a folded window: the
/// tail widened to the wide vector's length (window column wide + j is its
/// lane j), or (no tail: `part` is the window itself) the window again.
Value ColumnsFirstFold::widenTail(OpBuilder &b, Location loc,
                                  ArrayRef<Value> acc, size_t part) const {
  int64_t wide = chunk.lanes * chunk.s, tail = chunk.windowTail();
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
BestPair ColumnsFirstFold::joinByIndex(OpBuilder &b, Location loc,
                                       BestPair best, BestPair column) const {
  Value greater = buildStrictlyGreater(b, loc, column.first, best.first,
                                       chunk.plan.isUnsigned);
  Value equal = isa<FloatType>(chunk.elem)
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
Value ColumnsFirstFold::foldInto(OpBuilder &b, Location loc, Value best,
                                 Value tap) const {
  return updateBest(b, loc, chunk.plan, tap, Value(), best, Value()).first;
}

/// `best`, or the scan-order fold where a lane's maximum is a zero.
Value ColumnsFirstFold::recomputeIfZero(OpBuilder &b, Location loc,
                                        Value best) const {
  auto type = cast<VectorType>(best.getType());
  Value zero = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, b.getFloatAttr(chunk.elem, 0.0)));
  Value isZero =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, best, zero);
  Value anyZero =
      vector::ReductionOp::create(b, loc, vector::CombiningKind::OR, isZero);
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{type}, anyZero,
                                /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    scf::YieldOp::create(b, loc, ScanFold(chunk).build(b, loc)[0]);
    b.setInsertionPointToStart(ifOp.elseBlock());
    scf::YieldOp::create(b, loc, best);
  }
  return ifOp.getResult(0);
}
