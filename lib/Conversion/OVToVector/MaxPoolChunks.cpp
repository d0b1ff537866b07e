// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolChunks.cpp - The direct MaxPool kernel's scan fold ----------===//
//
// A chunk of the direct kernel in scan order (ChunkBuilder::build picks the
// fold): the window's rows one by one, each kernel column read as the
// chunk's kind reads it (MaxPoolChunk.h) and folded into the running
// (value, index) by OpenVINO's strict greater-than update.
//
//===----------------------------------------------------------------------===//

#include "MaxPoolChunk.h"

#include "ov/Semantics/MaxPoolKernel.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

std::pair<Value, Value>
mlir::ov::vectorize::updateBest(OpBuilder &b, Location loc,
                                const PoolPlan &plan, Value tap, Value tapIndex,
                                Value best, Value bestIndex) {
  Value greater = buildStrictlyGreater(b, loc, tap, best, plan.isUnsigned);
  Value value = arith::SelectOp::create(b, loc, greater, tap, best);
  Value index;
  if (plan.withIndices())
    index = arith::SelectOp::create(b, loc, greater, tapIndex, bestIndex);
  return {value, index};
}

SmallVector<Value> ChunkBuilder::build(OpBuilder &b, Location loc,
                                       int64_t rows) {
  buildInitialValues(b, loc);
  SmallVector<Value> results = rows > 1 ? foldRowBlock(b, loc, rows)
                               : canFoldColumnsFirst()
                                   ? foldColumnsFirst(b, loc)
                                   : foldSingleRow(b, loc);
  if (plan.withIndices())
    for (size_t j = 1; j < results.size(); j += 2)
      results[j] = arith::AddIOp::create(b, loc, results[j], laneTerm);
  return results;
}

void ChunkBuilder::buildInitialValues(OpBuilder &b, Location loc) {
  VectorMath v{b, loc};
  IndexMath m{b, loc};
  // The initial value depends on signedness (0 for unsigned types), which
  // only the declared element type knows.
  initScalar = buildPoolInitValue(b, loc, plan.originalElementType);
  init = v.splat(initScalar, lanes);
  carried = {init};
  col0 = m.sub(m.mul(ow0, s), plan.padsBegin[plan.k - 1]);
  width = plan.inDims[plan.k - 1];
  zeroIdx = m.c(0);
  // Indices: the spatial index of lane l's tap (row, kw) is
  //   rowBase + kw*d + (col0 + l*s),
  // whose last term is the same for every tap. The taps select the uniform
  // rowBase + kw*d (one broadcast), and the lane term is added once per
  // chunk; the running index starts at -(col0 + l*s), so that a lane no tap
  // wins ends at index 0.
  if (plan.withIndices()) {
    laneTerm = arith::AddIOp::create(
        b, loc, v.splat(v.cast(col0, plan.laneIndexType), lanes),
        v.ramp(lanes, s, plan.laneIndexType));
    Value zero = v.splat(
        arith::ConstantOp::create(b, loc, b.getZeroAttr(plan.laneIndexType)),
        lanes);
    carried.push_back(arith::SubIOp::create(b, loc, zero, laneTerm));
  }
}

/// The kernel columns of one input row folded into (best, bestIndex) in
/// scan order.
ChunkBuilder::BestPair ChunkBuilder::foldRow(OpBuilder &rb, Location rl,
                                             ArrayRef<Value> rowCoords,
                                             Value rowBase, Value best,
                                             Value bestIndex) {
  VectorMath rv{rb, rl};
  // Tap kw's index is the row's plus a constant: one broadcast per row, and
  // the selects take vectors (a select of a broadcast scalar becomes a
  // masked broadcast, whose latency from the scalar unit would chain the
  // taps; docs/perf-notes.md).
  Value rowIndex;
  if (plan.withIndices())
    rowIndex = rv.splat(rv.cast(rowBase, plan.laneIndexType), lanes);
  // The row's window and the kernel columns taken from it (readsWholeWindow).
  Value window;
  SmallVector<Value> windowColumns(p.kernel);
  if (readsWholeWindow())
    window = loadWindow(rb, rl, rowCoords, 0, lanes * s, windowSpan());
  for (int64_t kw = 0; kw < p.kernel; ++kw) {
    Value tap;
    if (window)
      tap = columnOfWindow(rb, rl, window, windowColumns, kw);
    if (!tap)
      tap = loadTap(rb, rl, rowCoords, kw);
    Value tapIndex;
    if (plan.withIndices())
      tapIndex = kw == 0
                     ? rowIndex
                     : arith::AddIOp::create(
                           rb, rl, rowIndex,
                           rv.splat(arith::ConstantOp::create(
                                        rb, rl,
                                        rb.getIntegerAttr(plan.laneIndexType,
                                                          kw * p.dilation)),
                                    lanes));
    std::tie(best, bestIndex) =
        updateBest(rb, rl, plan, tap, tapIndex, best, bestIndex);
  }
  return {best, bestIndex};
}

/// Kernel column kw's lanes of one row, read as the chunk's kind reads
/// them.
Value ChunkBuilder::loadTap(OpBuilder &rb, Location rl,
                            ArrayRef<Value> rowCoords, int64_t kw) {
  IndexMath rm{rb, rl};
  // StaticFirst chunks read static columns.
  Value col = kind == ChunkKind::StaticFirst
                  ? Value()
                  : rm.add(col0, rm.c(kw * p.dilation));
  if (kind == ChunkKind::Masked || kind == ChunkKind::StaticFirst)
    return loadMaskedTap(rb, rl, rowCoords, kw, col);
  if (kind == ChunkKind::Interior)
    return loadInteriorTap(rb, rl, rowCoords, col);
  return gatherTap(rb, rl, rowCoords, col);
}

/// Masked and StaticFirst chunks: one masked load of the row's columns,
/// then (stride > 1 or shifted) one shuffle to the lanes. `col` is kernel
/// column kw's (Masked; null for StaticFirst, whose columns are static).
Value ChunkBuilder::loadMaskedTap(OpBuilder &rb, Location rl,
                                  ArrayRef<Value> rowCoords, int64_t kw,
                                  Value col) {
  IndexMath rm{rb, rl};
  // Static column (StaticFirst) or dynamic col >= 0 (Masked).
  int64_t staticCol = -staticPad + kw * p.dilation;
  Value from = kind == ChunkKind::StaticFirst ? rm.c(staticCol) : col;
  Value loaded = staticCol < 0 && kind == ChunkKind::StaticFirst
                     ? expandFromRowStart(rb, rl, rowCoords, staticCol)
                     : loadInRow(rb, rl, rowCoords, from, lanes * s, lanes * s);
  return VectorMath{rb, rl}.everyNth(loaded, lanes, s);
}

/// Lanes j < `valid` of columns from + j (from >= 0) where they are in
/// the row, the other lanes of the `size` the initial value: a masked load
/// whose address stays inside the row even when nothing is loaded (and is
/// then never read); a plain load for interior chunks.
Value ChunkBuilder::loadInRow(OpBuilder &rb, Location rl,
                              ArrayRef<Value> rowCoords, Value from,
                              int64_t size, int64_t valid) {
  VectorMath rv{rb, rl};
  IndexMath rm{rb, rl};
  if (kind == ChunkKind::Interior && size == valid)
    return vector::LoadOp::create(rb, rl, rv.vec(size, elem), plan.input,
                                  planeIndices(n, c, rowCoords, from));
  Value end = rm.min(rm.add(from, rm.c(valid)), width);
  Value count = rm.max(rm.c(0), rm.sub(end, from));
  Value base = rm.max(rm.c(0), rm.min(from, rm.sub(width, rm.c(1))));
  return vector::MaskedLoadOp::create(rb, rl, rv.vec(size, elem), plan.input,
                                      planeIndices(n, c, rowCoords, base),
                                      rv.firstLanes(size, count),
                                      rv.splat(initScalar, size));
}

/// Lanes j of columns firstCol + j (firstCol < 0), the initial value left
/// of the row and past its end: one expanding load of the row from column
/// 0 into the lanes inside it. (A masked load from column 0 and a shuffle
/// that shifts in the initial value reads three registers, which x86
/// lowers lane by lane; docs/perf-notes.md.)
Value ChunkBuilder::expandFromRowStart(OpBuilder &rb, Location rl,
                                       ArrayRef<Value> rowCoords,
                                       int64_t firstCol) {
  VectorMath rv{rb, rl};
  IndexMath rm{rb, rl};
  int64_t size = lanes * s;
  Value columns = arith::AddIOp::create(
      rb, rl, rv.ramp(size, 1, rb.getI32Type()),
      rv.splat(arith::ConstantIntOp::create(rb, rl, firstCol, 32), size));
  return vector::ExpandLoadOp::create(rb, rl, rv.vec(size, elem), plan.input,
                                      planeIndices(n, c, rowCoords, rm.c(0)),
                                      insideRow(rb, rl, columns),
                                      rv.splat(initScalar, size));
}

/// The lanes of `columns` (i32 column numbers) inside the row: 0 <= col <
/// W.
Value ChunkBuilder::insideRow(OpBuilder &rb, Location rl, Value columns) {
  VectorMath rv{rb, rl};
  int64_t size = cast<VectorType>(columns.getType()).getNumElements();
  Value zero = rv.splat(arith::ConstantIntOp::create(rb, rl, 0, 32), size);
  Value rowEnd = rv.splat(rv.cast(width, rb.getI32Type()), size);
  return arith::AndIOp::create(
      rb, rl,
      arith::CmpIOp::create(rb, rl, arith::CmpIPredicate::sge, columns, zero),
      arith::CmpIOp::create(rb, rl, arith::CmpIPredicate::slt, columns,
                            rowEnd));
}

/// `column` with the initial value in the lanes left of the row.
Value ChunkBuilder::selectLeftOfRow(OpBuilder &b, Location loc,
                                    ArrayRef<bool> leftOfRow, Value column) {
  if (llvm::none_of(leftOfRow, [](bool x) { return x; }))
    return column;
  auto maskType = VectorType::get({lanes}, b.getI1Type());
  Value left = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(maskType, leftOfRow));
  return arith::SelectOp::create(b, loc, left, init, column);
}

/// Interior chunks: one contiguous load, de-interleaved by a shuffle.
Value ChunkBuilder::loadInteriorTap(OpBuilder &rb, Location rl,
                                    ArrayRef<Value> rowCoords, Value col) {
  VectorMath rv{rb, rl};
  auto wide = rv.vec(lanes * s, elem);
  Value tap = vector::LoadOp::create(rb, rl, wide, plan.input,
                                     planeIndices(n, c, rowCoords, col));
  return rv.everyNth(tap, lanes, s);
}

/// Gather chunks: columns col + l*s, clamped into the row for the address;
/// lanes outside the row keep the initial value.
Value ChunkBuilder::gatherTap(OpBuilder &rb, Location rl,
                              ArrayRef<Value> rowCoords, Value col) {
  VectorMath rv{rb, rl};
  IndexMath rm{rb, rl};
  Type i32 = rb.getI32Type();
  Value cols = arith::AddIOp::create(rb, rl, rv.splat(rv.cast(col, i32), lanes),
                                     rv.ramp(lanes, s, i32));
  Value zero = rv.splat(arith::ConstantIntOp::create(rb, rl, 0, 32), lanes);
  Value lastCol = rv.splat(rv.cast(rm.sub(width, rm.c(1)), i32), lanes);
  Value inside = insideRow(rb, rl, cols);
  Value clamped = arith::MinSIOp::create(
      rb, rl, arith::MaxSIOp::create(rb, rl, cols, zero), lastCol);
  Value allTrue = rv.allTrue(lanes);
  Value gathered = vector::GatherOp::create(
      rb, rl, rv.vec(lanes, elem), plan.input,
      planeIndices(n, c, rowCoords, zeroIdx), clamped, allTrue, init);
  return arith::SelectOp::create(rb, rl, inside, gathered, init);
}

/// One output row: the window's rows in scan order.
SmallVector<Value> ChunkBuilder::foldSingleRow(OpBuilder &b, Location loc) {
  SmallVector<Value> coords;
  return forEachOuterTap(
      b, loc, plan, outerOut, 0, plan.k - 1, coords, zeroIdx, carried,
      [&](OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords, Value rowBase,
          ValueRange iter) -> SmallVector<Value> {
        auto [best, index] = foldRow(rb, rl, rowCoords, rowBase, iter[0],
                                     plan.withIndices() ? iter[1] : Value());
        SmallVector<Value> next{best};
        if (plan.withIndices())
          next.push_back(index);
        return next;
      });
}
