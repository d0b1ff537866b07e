// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolSeparable.cpp - MaxPool-8 as row, then column maxima --------===//
//
// The separable kernel of 2-D MaxPool with indices and unit strides (7x7
// "same" pooling, dilated 3x3, ...). The direct kernel pays a compare, a
// value select and an index select for every tap of every window: 49 per
// output for 7x7. Here a window's maximum is a row step then a column step:
//   - an input row's taps are sanitized first: a tap that is not above the
//     initial value (lower, equal, NaN, or padding) becomes (initial value,
//     index 0);
//   - its window maxima come by log-step doubling: windows of 2, 4, ... taps,
//     each the join of two windows of the step before, the last step joining
//     two overlapping windows (7 = 4 + 4 overlapping by 1): three joins per
//     output for 7 taps instead of 7. The row is held in registers, the
//     shifted operands shuffled out of neighbouring vectors;
//   - the column steps do the same over those rows, one output row at a time:
//     each step keeps the rows the next one reads in a small ring (per
//     thread), so that each input row's maxima and each step's rows are
//     computed once.
// A join keeps the first (left, upper) operand unless the second is strictly
// greater, so every window keeps its first maximum in row-major scan order:
// the row steps keep the leftmost within a row, the column steps the top row
// holding the maximum. That is OpenVINO's winner, value and index, the sign
// of a zero maximum included; columns first would keep the leftmost column
// instead. A window with no tap above the initial value ends as (initial
// value, 0), as the scan's. Semantics: docs/semantics.md 1.6-1.7.
//
//===----------------------------------------------------------------------===//

#include "PoolKernel.h"
#include "VectorUtils.h"

#include "ov/Semantics/MaxPoolKernel.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

namespace {

/// Per-thread ring bytes at most (the parallel-for's threads' stacks hold
/// them).
constexpr int64_t kMaxSeparableBytes = 192 * 1024;

/// The shifts (in elements) of the doubling steps of a window of `kernel`
/// taps `dilation` apart: windows of 2, 4, ... 2^m taps, each the join of
/// two windows of half as many taps w * dilation apart, and where kernel is
/// not 2^m, a last join of two windows of 2^m taps (kernel - 2^m) * dilation
/// apart. The shifts add up to the window's span, (kernel - 1) * dilation.
SmallVector<int64_t> doublingShifts(const PoolAxis &p) {
  SmallVector<int64_t> shifts;
  int64_t taps = 1;
  for (; 2 * taps <= p.kernel; taps *= 2)
    shifts.push_back(taps * p.dilation);
  if (taps < p.kernel)
    shifts.push_back((p.kernel - taps) * p.dilation);
  return shifts;
}

/// The static sizes of one plane's passes. Rows are the first spatial axis,
/// columns the second.
struct SeparableShape {
  int64_t inH = 0, inW = 0, outH = 0, outW = 0, padTop = 0, padLeft = 0;
  SmallVector<int64_t> rowShifts, columnShifts; // doublingShifts per axis
  int64_t lanes = 0;
  /// Vectors of an input row (the last one partial where W is not whole
  /// vectors).
  int64_t rowVectors = 0;
  /// Output vectors of an output row (the last one partial likewise).
  int64_t outVectors = 0;
  /// Vectors of row positions each row step computes (the last:
  /// outVectors).
  SmallVector<int64_t> rowStepVectors;

  /// Stage 0 is a padded input row's window maxima; stage j > 0 is column
  /// step j - 1's row. Output row r needs stage j's row r + below(j): the
  /// later steps' shifts.
  int64_t below(size_t stage) const {
    int64_t sum = 0;
    for (size_t u = stage; u < columnShifts.size(); ++u)
      sum += columnShifts[u];
    return sum;
  }
  /// Rows of stage j's ring (all but the last stage's): column step j reads
  /// the row its shift back.
  int64_t ringRows(size_t stage) const { return columnShifts[stage] + 1; }

  int64_t bytes(int64_t elementBytes) const {
    int64_t rows = 0;
    for (size_t j = 0; j < columnShifts.size(); ++j)
      rows += ringRows(j);
    // Values and 32-bit indices.
    return rows * outVectors * lanes * (elementBytes + 4);
  }
};

std::optional<int64_t> constant(Value v) { return getConstantIntValue(v); }

/// The static shape of the separable kernel, or nullopt where the plan has
/// dynamic sizes or pads.
std::optional<SeparableShape> separableShape(const PoolPlan &plan) {
  SeparableShape s;
  auto inH = constant(plan.inDims[0]), inW = constant(plan.inDims[1]);
  auto outH = constant(plan.outDims[0]), outW = constant(plan.outDims[1]);
  auto top = constant(plan.padsBegin[0]), left = constant(plan.padsBegin[1]);
  if (!inH || !inW || !outH || !outW || !top || !left)
    return std::nullopt;
  s.inH = *inH, s.inW = *inW, s.outH = *outH, s.outW = *outW;
  s.padTop = *top, s.padLeft = *left;
  PoolAxis rows = plan.axis(0), columns = plan.axis(1);
  s.rowShifts = doublingShifts(columns); // shifts along a row
  s.columnShifts = doublingShifts(rows); // shifts along a column
  s.lanes = plan.lanes;
  s.rowVectors = llvm::divideCeil(s.inW, s.lanes);
  s.outVectors = llvm::divideCeil(s.outW, s.lanes);
  // Step i's positions [0, e_i) need step i - 1's [0, e_i + shift_i).
  size_t steps = s.rowShifts.size();
  s.rowStepVectors.assign(steps, s.outVectors);
  for (size_t i = steps - 1; i > 0; --i)
    s.rowStepVectors[i - 1] = llvm::divideCeil(
        s.rowStepVectors[i] * s.lanes + s.rowShifts[i], s.lanes);
  return s;
}

/// The largest number of vectors a row step keeps in registers.
constexpr int64_t kMaxRowVectors = 16;

/// A buffer of (value, index) pairs: two memrefs of one shape (a ring of
/// rows).
struct PairBuffer {
  Value values, indices;
};

/// A vector of values and their indices.
struct Entry {
  Value value, index;
};

/// Builds one plane's passes (see the file comment).
class SeparableBuilder {
public:
  SeparableBuilder(const PoolPlan &plan, const SeparableShape &shape, Value n,
                   Value c, Value planeOffset)
      : plan(plan), s(shape), n(n), c(c), planeOffset(planeOffset),
        lanes(shape.lanes) {}

  /// Output row r needs stage j's row r + below(j), each computed once: the
  /// loop over r starts at -below(0) with stage 0 alone, and the later
  /// stages join in as their rows reach 0.
  void build(OpBuilder &b, Location loc) {
    VectorMath v{b, loc};
    init = v.splat(buildPoolInitValue(b, loc, plan.originalElementType), lanes);
    noIndex = v.splat(
        arith::ConstantOp::create(b, loc, b.getZeroAttr(plan.laneIndexType)),
        lanes);
    size_t stages = s.columnShifts.size() + 1;
    for (size_t j = 0; j + 1 < stages; ++j)
      rings.push_back(allocRing(b, loc, s.ringRows(j)));
    for (size_t active = 1; active <= stages; ++active) {
      int64_t from = -s.below(active - 1);
      int64_t to = active < stages ? -s.below(active) : s.outH;
      forEach(b, loc, from, to, [&](OpBuilder &rb, Location rl, Value r) {
        iteration(rb, rl, r, active);
      });
    }
  }

private:
  /// On the thread's stack: ov-outline-parallel-loops moves the allocas out
  /// of the parallel loop.
  PairBuffer allocRing(OpBuilder &b, Location loc, int64_t rows) {
    auto alloc = [&](Type element) {
      return memref::AllocaOp::create(
                 b, loc, MemRefType::get({rows, s.outVectors * lanes}, element),
                 b.getI64IntegerAttr(64))
          .getResult();
    };
    return {alloc(plan.elementType), alloc(plan.laneIndexType)};
  }

  /// scf.for over r in [from, to) (static), without results.
  void forEach(OpBuilder &b, Location loc, int64_t from, int64_t to,
               function_ref<void(OpBuilder &, Location, Value)> body) {
    if (from >= to)
      return;
    IndexMath m{b, loc};
    scf::ForOp::create(b, loc, m.c(from), m.c(to), m.c(1), ValueRange{},
                       [&](OpBuilder &nb, Location nl, Value iv, ValueRange) {
                         body(nb, nl, iv);
                         scf::YieldOp::create(nb, nl);
                       });
  }

  /// The first window's maximum, unless the second's is strictly greater.
  Entry join(OpBuilder &b, Location loc, Entry first, Entry second) {
    auto [value, index] = updateBest(b, loc, plan, second.value, second.index,
                                     first.value, first.index);
    return {value, index};
  }

  /// Output row r's iteration: stages [0, active), and the outputs where
  /// that is all of them.
  void iteration(OpBuilder &b, Location loc, Value r, size_t active) {
    IndexMath m{b, loc};
    size_t stages = s.columnShifts.size() + 1;
    SmallVector<Entry> row;
    for (size_t j = 0; j < active; ++j) {
      Value q = m.add(r, m.c(s.below(j)));
      if (j == 0) {
        row = rowMaxima(b, loc, inputRow(b, loc, q));
      } else {
        // Column step j - 1: the row its shift up joins the one just made.
        Value slot = ringSlot(b, loc, q, j - 1);
        for (size_t a = 0; a < row.size(); ++a)
          row[a] = join(b, loc, loadRing(b, loc, j - 1, slot, a), row[a]);
      }
      if (j + 1 < stages)
        storeRing(b, loc, j, ringSlot(b, loc, q, j), row);
    }
    if (active < stages)
      return;
    for (auto [q, e] : llvm::enumerate(row)) {
      int64_t col = q * lanes;
      bool masked = col + lanes > s.outW;
      storeChunk(b, loc, plan, n, c, {r}, m.c(col), {e.value, e.index},
                 planeOffset, masked ? m.c(s.outW - col) : Value(), masked);
    }
  }

  Value ringSlot(OpBuilder &b, Location loc, Value row, size_t ring) {
    IndexMath m{b, loc};
    return arith::RemUIOp::create(b, loc, row, m.c(s.ringRows(ring)));
  }

  Entry loadRing(OpBuilder &b, Location loc, size_t ring, Value slot,
                 int64_t vector) {
    VectorMath v{b, loc};
    IndexMath m{b, loc};
    SmallVector<Value> at{slot, m.c(vector * lanes)};
    return {vector::LoadOp::create(b, loc, v.vec(lanes, plan.elementType),
                                   rings[ring].values, at),
            vector::LoadOp::create(b, loc, v.vec(lanes, plan.laneIndexType),
                                   rings[ring].indices, at)};
  }

  void storeRing(OpBuilder &b, Location loc, size_t ring, Value slot,
                 ArrayRef<Entry> row) {
    IndexMath m{b, loc};
    for (auto [a, e] : llvm::enumerate(row)) {
      SmallVector<Value> at{slot, m.c(a * lanes)};
      vector::StoreOp::create(b, loc, e.value, rings[ring].values, at);
      vector::StoreOp::create(b, loc, e.index, rings[ring].indices, at);
    }
  }

  /// Padded row p (input row p - padTop), a vector per `lanes` columns, with
  /// the spatial index of each tap; the initial value in rows outside the
  /// input (read from a clamped row) and in the lanes past its end.
  SmallVector<Entry> inputRow(OpBuilder &b, Location loc, Value p) {
    VectorMath v{b, loc};
    IndexMath m{b, loc};
    Value h = m.sub(p, m.c(s.padTop));
    Value inside = m.andI(m.ge(h, m.c(0)), m.lt(h, m.c(s.inH)));
    Value clamped = m.max(m.c(0), m.min(h, m.c(s.inH - 1)));
    Value rowIndex =
        v.splat(v.cast(m.mul(clamped, m.c(s.inW)), plan.laneIndexType), lanes);
    SmallVector<Entry> row;
    auto type = v.vec(lanes, plan.elementType);
    for (int64_t a = 0; a < s.rowVectors; ++a) {
      int64_t col = a * lanes;
      SmallVector<Value> at{n, c, clamped, m.c(col)};
      Value x =
          col + lanes <= s.inW
              ? vector::LoadOp::create(b, loc, type, plan.input, at).getResult()
              : vector::MaskedLoadOp::create(
                    b, loc, type, plan.input, at,
                    v.firstLanes(lanes, m.c(s.inW - col)), init)
                    .getResult();
      x = arith::SelectOp::create(b, loc, inside, x, init);
      Value index = arith::AddIOp::create(
          b, loc, rowIndex,
          arith::ConstantOp::create(
              b, loc,
              DenseElementsAttr::get(v.vec(lanes, plan.laneIndexType),
                                     llvm::to_vector(llvm::map_range(
                                         llvm::seq<int64_t>(col, col + lanes),
                                         [&](int64_t i) -> Attribute {
                                           return b.getIntegerAttr(
                                               plan.laneIndexType, i);
                                         })))));
      row.push_back({x, index});
    }
    return row;
  }

  /// The `lanes` positions from `at` of a row held as vectors (position p:
  /// lane p % lanes of vector p / lanes); padding outside them. A shuffle of
  /// two neighbouring vectors where `at` is not a vector's start.
  Entry vectorAt(OpBuilder &b, Location loc, ArrayRef<Entry> row, int64_t at) {
    int64_t first = llvm::divideFloorSigned(at, lanes);
    int64_t offset = at - first * lanes;
    auto part = [&](int64_t i) {
      return i >= 0 && i < (int64_t)row.size() ? row[i] : Entry{init, noIndex};
    };
    Entry lo = part(first);
    if (offset == 0)
      return lo;
    Entry hi = part(first + 1);
    SmallVector<int64_t> mask;
    for (int64_t l = 0; l < lanes; ++l)
      mask.push_back(offset + l);
    return {vector::ShuffleOp::create(b, loc, lo.value, hi.value, mask),
            vector::ShuffleOp::create(b, loc, lo.index, hi.index, mask)};
  }

  /// A row's window maxima (`row`: its taps by input column, sanitized
  /// here), by the row steps on vectors held in registers, the shifted
  /// operands shuffled out of neighbouring vectors. (Through a row buffer,
  /// each shifted load would span two stores just made and wait for them to
  /// reach the cache.)
  SmallVector<Entry> rowMaxima(OpBuilder &b, Location loc,
                               SmallVector<Entry> row) {
    // Not above the initial value (NaN included): padding.
    for (Entry &e : row)
      e = join(b, loc, {init, noIndex}, e);
    // Position p of the padded row is input column p - padLeft.
    int64_t origin = -s.padLeft;
    for (size_t i = 0; i < s.rowShifts.size(); ++i) {
      SmallVector<Entry> next;
      for (int64_t q = 0; q < s.rowStepVectors[i]; ++q) {
        int64_t p = origin + q * lanes;
        next.push_back(join(b, loc, vectorAt(b, loc, row, p),
                            vectorAt(b, loc, row, p + s.rowShifts[i])));
      }
      row = std::move(next);
      origin = 0;
    }
    return row;
  }

  const PoolPlan &plan;
  const SeparableShape &s;
  Value n, c, planeOffset;
  int64_t lanes;
  Value init, noIndex; // (initial value, 0) in every lane
  /// Each column step's rows but the last's, by row modulo ringRows.
  SmallVector<PairBuffer> rings;
};

} // namespace

/// 2-D pooling with indices, unit strides, a kernel of at least 3x3 taps
/// (a row or column step of 2 taps saves nothing over the direct kernel),
/// static sizes and pads, 32-bit spatial indices, rows of at most
/// kMaxRowVectors vectors and rings within kMaxSeparableBytes: from 3x3 on
/// it beats the direct kernel (docs/perf-notes.md).
bool mlir::ov::vectorize::isSeparable(const PoolPlan &plan) {
  if (!plan.withIndices() || plan.k != 2 || !plan.laneIndexType.isInteger(32))
    return false;
  for (unsigned j = 0; j < 2; ++j)
    if (plan.axis(j).stride != 1 || plan.axis(j).kernel < 3)
      return false;
  std::optional<SeparableShape> shape = separableShape(plan);
  return shape && shape->outH > 0 && shape->outW > 0 &&
         shape->rowStepVectors.front() <= kMaxRowVectors &&
         shape->bytes(plan.elementBytes()) <= kMaxSeparableBytes;
}

void mlir::ov::vectorize::buildSeparablePlane(OpBuilder &b, Location loc,
                                              const PoolPlan &plan, Value n,
                                              Value c, Value planeOffset) {
  std::optional<SeparableShape> shape = separableShape(plan);
  assert(shape && "isSeparable admits only static shapes");
  SeparableBuilder(plan, *shape, n, c, planeOffset).build(b, loc);
}
