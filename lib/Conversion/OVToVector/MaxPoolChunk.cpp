// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolChunk.cpp - One chunk of the direct MaxPool kernel ---------===//
//
// The chunk's shared context (ChunkContext, MaxPoolChunk.h): its initial
// values, window geometry and tap loads; and buildChunk, which picks the
// chunk's folding strategy.
//
//===----------------------------------------------------------------------===//

#include "MaxPoolChunk.h"

#include "ov/Semantics/MaxPoolKernel.h"

#include "llvm/Support/MathExtras.h"

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

SmallVector<Value> mlir::ov::vectorize::buildChunk(
    OpBuilder &b, Location loc, const PoolPlan &plan, Value n, Value c,
    ArrayRef<Value> outerOut, Value ow0, ChunkKind kind, int64_t staticPad,
    int64_t rows) {
  ChunkContext chunk(b, loc, plan, n, c, outerOut, ow0, kind, staticPad);
  // A block of output rows shares each input row's maximum among them; a
  // single row folds columns first where its window fits and (with indices)
  // has the rows to pay for the column step; every other chunk scans.
  SmallVector<Value> results;
  if (RowBlockFold::appliesTo(rows))
    results = RowBlockFold(chunk, rows).build(b, loc);
  else if (ColumnsFirstFold::appliesTo(chunk))
    results = ColumnsFirstFold(chunk).build(b, loc);
  else
    results = ScanFold(chunk).build(b, loc);
  // Every strategy's indices leave out the lane term (ChunkContext::laneTerm).
  if (plan.withIndices())
    for (size_t j = 1; j < results.size(); j += 2)
      results[j] = arith::AddIOp::create(b, loc, results[j], chunk.laneTerm);
  return results;
}

ChunkContext::ChunkContext(OpBuilder &b, Location loc, const PoolPlan &plan,
                           Value n, Value c, ArrayRef<Value> outerOut,
                           Value ow0, ChunkKind kind, int64_t staticPad)
    : plan(plan), n(n), c(c), outerOut(outerOut), ow0(ow0), kind(kind),
      staticPad(staticPad), p(plan.axis(plan.k - 1)), lanes(plan.lanes),
      s(p.stride), elem(plan.elementType) {
  buildInitialValues(b, loc);
}

void ChunkContext::buildInitialValues(OpBuilder &b, Location loc) {
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

/// Column (of the raw row window, from its first loaded column) that lane
/// l of kernel column kw reads; negative: left of the row (StaticFirst).
/// Interior and Masked windows start at col0, StaticFirst ones at column 0.
int64_t ChunkContext::windowColumn(int64_t kw, int64_t l) const {
  int64_t shift = kind == ChunkKind::StaticFirst ? -staticPad : 0;
  return shift + kw * p.dilation + l * s;
}

int64_t ChunkContext::windowSpan() const {
  return windowColumn(p.kernel - 1, lanes - 1) + 1;
}

/// The lanes past the first wide vector that the window needs (0: none).
int64_t ChunkContext::windowTail() const {
  int64_t wide = lanes * s, span = windowSpan();
  return span <= wide
             ? 0
             : std::min<int64_t>(llvm::PowerOf2Ceil(span - wide), wide);
}

/// Whether the window's columns come from whole-row loads in at most two
/// wide vectors.
bool ChunkContext::windowFits() const {
  int64_t span = windowSpan();
  return kind != ChunkKind::Gather && span >= 1 && span <= 2 * lanes * s;
}

/// Kernel column kw's lanes of one row, read as the chunk's kind reads
/// them.
Value ChunkContext::loadTap(OpBuilder &rb, Location rl,
                            ArrayRef<Value> rowCoords, int64_t kw) const {
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
Value ChunkContext::loadMaskedTap(OpBuilder &rb, Location rl,
                                  ArrayRef<Value> rowCoords, int64_t kw,
                                  Value col) const {
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
Value ChunkContext::loadInRow(OpBuilder &rb, Location rl,
                              ArrayRef<Value> rowCoords, Value from,
                              int64_t size, int64_t valid) const {
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
Value ChunkContext::expandFromRowStart(OpBuilder &rb, Location rl,
                                       ArrayRef<Value> rowCoords,
                                       int64_t firstCol) const {
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
Value ChunkContext::insideRow(OpBuilder &rb, Location rl, Value columns) const {
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
Value ChunkContext::selectLeftOfRow(OpBuilder &b, Location loc,
                                    ArrayRef<bool> leftOfRow,
                                    Value column) const {
  if (llvm::none_of(leftOfRow, [](bool x) { return x; }))
    return column;
  auto maskType = VectorType::get({lanes}, b.getI1Type());
  Value left = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(maskType, leftOfRow));
  return arith::SelectOp::create(b, loc, left, init, column);
}

/// Interior chunks: one contiguous load, de-interleaved by a shuffle.
Value ChunkContext::loadInteriorTap(OpBuilder &rb, Location rl,
                                    ArrayRef<Value> rowCoords,
                                    Value col) const {
  VectorMath rv{rb, rl};
  auto wide = rv.vec(lanes * s, elem);
  Value tap = vector::LoadOp::create(rb, rl, wide, plan.input,
                                     planeIndices(n, c, rowCoords, col));
  return rv.everyNth(tap, lanes, s);
}

/// Gather chunks: columns col + l*s, clamped into the row for the address;
/// lanes outside the row keep the initial value.
Value ChunkContext::gatherTap(OpBuilder &rb, Location rl,
                              ArrayRef<Value> rowCoords, Value col) const {
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

/// `size` window elements from window column `offset` of one input row,
/// the first `valid` of them from the row where inside it, the others the
/// initial value (never read).
Value ChunkContext::loadWindow(OpBuilder &rb, Location rl,
                               ArrayRef<Value> rowCoords, int64_t offset,
                               int64_t size, int64_t valid) const {
  IndexMath rm{rb, rl};
  Value first = kind == ChunkKind::StaticFirst ? rm.c(0) : col0;
  return loadInRow(rb, rl, rowCoords, rm.add(first, rm.c(offset)), size, valid);
}

/// Kernel column kw's lanes out of the folded window (`window`, then
/// `second`); lanes left of the row take the initial value.
Value ChunkContext::kernelColumn(OpBuilder &b, Location loc, Value window,
                                 Value second, int64_t kw) const {
  SmallVector<bool> leftOfRow;
  for (int64_t l = 0; l < lanes; ++l)
    leftOfRow.push_back(windowColumn(kw, l) < 0);
  return selectLeftOfRow(b, loc, leftOfRow,
                         kernelColumnOf(b, loc, window, second, kw));
}

/// Kernel column kw's lanes out of a window of any element type (lanes
/// left of the row: its column 0).
Value ChunkContext::kernelColumnOf(OpBuilder &b, Location loc, Value window,
                                   Value second, int64_t kw) const {
  SmallVector<int64_t> mask;
  for (int64_t l = 0; l < lanes; ++l)
    mask.push_back(std::max<int64_t>(windowColumn(kw, l), 0));
  bool identity =
      lanes * s == lanes && llvm::equal(mask, llvm::seq<int64_t>(0, lanes));
  if (identity)
    return window;
  return vector::ShuffleOp::create(b, loc, window, second, mask);
}
