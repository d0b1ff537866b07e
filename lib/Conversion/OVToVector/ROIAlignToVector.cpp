//===- ROIAlignToVector.cpp - ROIAlign as vectorized CPU loops ------------===//
//
// The fast CPU path of ROIAlign-3: in parallel over (channel block, box)
// tasks, either the blocked kernel (the box's region transposed into a
// per-thread scratch buffer, channels as lanes; the x-axis data of its
// samples tabulated once) or the gather kernel (bins as lanes). Semantics:
// docs/semantics.md 3.3.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "VectorUtils.h"

#include "ov/Conversion/BufferBridge.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Semantics/KernelBuilders.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

namespace {

/// Pixels (of `lanes` channels each) in a task's scratch buffer: the box's
/// region of the feature map, transposed, plus pixel (0, 0). 4096 pixels of
/// 16 f32 channels are 256 KiB of stack per thread; boxes whose region does
/// not fit take the gather kernel.
constexpr int64_t kROIScratchPixels = 4096;
/// The largest output block (lanes channels x pooled bins) staged on the
/// stack before its non-temporal copy; larger blocks are stored directly.
constexpr int64_t kROIStagingBytes = 64 * 1024;
/// Outputs of at least this size are written with non-temporal stores.
constexpr int64_t kROINontemporalBytes = 4 * 1024 * 1024;
/// Samples (bin columns x samples per bin column) whose x-axis data a task
/// tabulates; boxes with more take the gather kernel.
constexpr int64_t kROIColumnSamples = 1024;

/// Loop-invariant values of the op.
struct Kernel {
  Value batch, channels, height, width, boxes;
  Value data, rois, batchIndices;
  Value output;     // viewed as [R, C, pooled_h * pooled_w]
  Value flatOutput; // and as [R, C * pooled_h * pooled_w]
  Value scale;
  Type floatType;
  VectorType laneType; // integer lanes (pixel offsets inside a plane)
  int64_t lanes = 16;
  ROIAlignAttrs attrs;
  bool unsignedIndices = false;
};

/// One (box, channel tile) task.
struct Task {
  Value box, image, c0, c1;
  ROIGeometry g;
};

/// The x-axis data (ROISampleAxis) of sample sx of bin column c, at
/// c * samplesX + sx: every bin row and sample row of the box reads the same
/// columns, so the blocked kernel computes them once per task. (With a
/// static sampling ratio LLVM hoisted them already; with adaptive counts
/// they were recomputed per sample: r_50_sr0 went from 19.4 to 14.4 ms and
/// r_200_sr0 from 153 to 104 ms at 1 thread.)
struct ColumnSamples {
  Value inside, low, high, frac;
};

/// A task's per-thread buffers.
struct Buffers {
  Value scratch;         // [pixel][channel lane]
  Value staging;         // the output block, or null
  ColumnSamples columns; // kROIColumnSamples entries each
};

/// The part of the feature map a box reads: rows y0 .. y0 + rows - 1,
/// columns x0 .. x0 + cols - 1, stored in the scratch buffer from pixel 1
/// on with `stride` (cols rounded up to whole vectors) pixels per row.
struct Region {
  Value y0, x0, rows, cols, stride;
};

/// A vector of `lanes` zeros of the kernel's float type (the start of both
/// modes, and the masked-off lanes).
Value zeros(OpBuilder &b, Location loc, const Kernel &k) {
  return VectorMath{b, loc}.splat(
      RoundedArith(b, loc, k.floatType).constant(0.0), k.lanes);
}

/// The running avg/max of one sample.
Value accumulate(RoundedArith &a, const Kernel &k, const Task &t, Value acc,
                 Value sample) {
  return k.attrs.isMax() ? a.select(a.gt(sample, acc), sample, acc)
                 : a.add(acc, a.divByCount(sample, t.g.count));
}

/// The channel of lane `l` of the task, clamped to the last channel (lanes
/// past it read valid memory; their results are never stored).
Value laneChannel(IndexMath &m, const Kernel &k, const Task &t, int64_t l) {
  return m.min(m.add(t.c0, m.c(l)), m.sub(k.channels, m.c(1)));
}

/// The L x L transpose of L vectors of L elements (L a power of two), by
/// log2(L) rounds of two-input shuffles.
SmallVector<Value> transpose(OpBuilder &b, Location loc,
                             SmallVector<Value> rows) {
  int64_t n = rows.size();
  for (int64_t step = 1; step < n; step *= 2)
    for (int64_t i = 0; i < n; ++i) {
      if (i & step)
        continue;
      SmallVector<int64_t> lo, hi;
      for (int64_t p = 0; p < n; ++p) {
        lo.push_back((p & step) ? n + p - step : p);
        hi.push_back((p & step) ? n + p : p + step);
      }
      Value x = rows[i], y = rows[i + step];
      rows[i] = vector::ShuffleOp::create(b, loc, x, y, lo);
      rows[i + step] = vector::ShuffleOp::create(b, loc, x, y, hi);
    }
  return rows;
}

//===----------------------------------------------------------------------===//
// Blocked kernel: channels as lanes
//===----------------------------------------------------------------------===//

/// The table entry of sample sx of bin column binCol.
Value columnSampleEntry(IndexMath &m, const Task &t, Value binCol, Value sx) {
  return m.add(m.mul(binCol, t.g.samplesX), sx);
}

/// The (uninitialized) column sample table of a task.
ColumnSamples allocColumnSamples(OpBuilder &b, Location loc, const Kernel &k) {
  auto table = [&](Type type) {
    return memref::AllocaOp::create(b, loc,
                                    MemRefType::get({kROIColumnSamples}, type))
        .getResult();
  };
  return {table(b.getI1Type()), table(b.getIndexType()),
          table(b.getIndexType()), table(k.floatType)};
}

/// Computes the x-axis data of every (bin column, sample) of the task.
void fillColumnSamples(OpBuilder &b, Location loc, const Kernel &k,
                       const Task &t, const ColumnSamples &table) {
  IndexMath m{b, loc};
  scf::ForOp::create(
      b, loc, m.c(0), m.c(k.attrs.pooledW), m.c(1), ValueRange{},
      [&](OpBuilder &cb, Location cl, Value binCol, ValueRange) {
        IndexMath cm{cb, cl};
        scf::ForOp::create(
            cb, cl, cm.c(0), t.g.samplesX, cm.c(1), ValueRange{},
            [&](OpBuilder &xb, Location xl, Value sx, ValueRange) {
              RoundedArith xa(xb, xl, k.floatType);
              IndexMath xm{xb, xl};
              ROISampleAxis x =
                  buildROISampleAxisX(xa, t.g, binCol, sx, k.width);
              SmallVector<Value, 1> at{columnSampleEntry(xm, t, binCol, sx)};
              memref::StoreOp::create(xb, xl, x.inside, table.inside, at);
              memref::StoreOp::create(xb, xl, x.low, table.low, at);
              memref::StoreOp::create(xb, xl, x.high, table.high, at);
              memref::StoreOp::create(xb, xl, x.frac, table.frac, at);
              scf::YieldOp::create(xb, xl);
            });
        scf::YieldOp::create(cb, cl);
      });
}

/// Entry `at` of the column sample table.
ROISampleAxis loadColumnSample(OpBuilder &b, Location loc,
                               const ColumnSamples &table, Value at) {
  auto load = [&](Value memref) {
    return memref::LoadOp::create(b, loc, memref, ValueRange{at}).getResult();
  };
  return {load(table.inside), load(table.low), load(table.high),
          load(table.frac)};
}

/// Pixel (0, 0) of every lane's plane in scratch pixel 0, then the region,
/// lanes columns at a time: one (masked) row load per channel, a transpose,
/// one store per pixel.
void stageRegion(OpBuilder &b, Location loc, const Kernel &k, const Task &t,
                 Value scratch, const Region &rg) {
  IndexMath m{b, loc};
  int64_t lanes = k.lanes;
  auto vecType = VectorMath{b, loc}.vec(lanes, k.floatType);
  for (int64_t l = 0; l < lanes; ++l) {
    Value p = memref::LoadOp::create(
        b, loc, k.data,
        ValueRange{t.image, laneChannel(m, k, t, l), m.c(0), m.c(0)});
    memref::StoreOp::create(b, loc, p, scratch, ValueRange{m.c(0), m.c(l)});
  }
  scf::ForOp::create(
      b, loc, m.c(0), rg.rows, m.c(1), ValueRange{},
      [&](OpBuilder &yb, Location yl, Value dy, ValueRange) {
        IndexMath ym{yb, yl};
        Value y = ym.add(rg.y0, dy);
        scf::ForOp::create(
            yb, yl, ym.c(0), rg.cols, ym.c(lanes), ValueRange{},
            [&](OpBuilder &xb, Location xl, Value dx, ValueRange) {
              IndexMath xm{xb, xl};
              VectorMath xv{xb, xl};
              Value x = xm.add(rg.x0, dx);
              Value count = xm.min(xm.c(lanes), xm.sub(k.width, x));
              Value mask = xv.firstLanes(lanes, count);
              Value zero = zeros(xb, xl, k);
              SmallVector<Value> planeRows;
              for (int64_t l = 0; l < lanes; ++l)
                planeRows.push_back(vector::MaskedLoadOp::create(
                    xb, xl, vecType, k.data,
                    ValueRange{t.image, laneChannel(xm, k, t, l), y, x}, mask,
                    zero));
              SmallVector<Value> pixels = transpose(xb, xl, planeRows);
              Value base = xm.add(xm.add(xm.mul(dy, rg.stride), dx), xm.c(1));
              for (int64_t j = 0; j < lanes; ++j)
                vector::StoreOp::create(
                    xb, xl, pixels[j], scratch,
                    ValueRange{xm.add(base, xm.c(j)), xm.c(0)});
              scf::YieldOp::create(xb, xl);
            });
        scf::YieldOp::create(yb, yl);
      });
}

/// The running results of bins (binRow, col0 .. col0 + count - 1), one
/// vector of the task's channels per bin, read from the scratch buffer.
SmallVector<Value> accumulateBins(OpBuilder &b, Location loc, const Kernel &k,
                                  const Task &t, const Buffers &buf,
                                  const Region &rg, Value binRow, Value col0,
                                  int64_t count, Value zero) {
  IndexMath m{b, loc};
  auto vecType = VectorMath{b, loc}.vec(k.lanes, k.floatType);
  SmallVector<Value> init(count, zero);
  auto rows = scf::ForOp::create(
      b, loc, m.c(0), t.g.samplesY, m.c(1), init,
      [&](OpBuilder &yb, Location yl, Value sy, ValueRange accs) {
        RoundedArith ya(yb, yl, k.floatType);
        IndexMath ym{yb, yl};
        ROISampleAxis y = buildROISampleAxisY(ya, t.g, binRow, sy, k.height);
        // Scratch pixel of (row, 0): 1 + (row - y0) * stride - x0.
        auto rowBase = [&](Value row) {
          return ym.sub(ym.add(ym.mul(ym.sub(row, rg.y0), rg.stride), ym.c(1)),
                        rg.x0);
        };
        Value lowBase = rowBase(y.low), highBase = rowBase(y.high);
        SmallVector<Value> next;
        for (int64_t c = 0; c < count; ++c) {
          Value binCol = ym.add(col0, ym.c(c));
          auto cols = scf::ForOp::create(
              yb, yl, ym.c(0), t.g.samplesX, ym.c(1), ValueRange{accs[c]},
              [&](OpBuilder &xb, Location xl, Value sx, ValueRange acc) {
                RoundedArith xa(xb, xl, k.floatType);
                IndexMath xm{xb, xl};
                ROISampleAxis x = loadColumnSample(
                    xb, xl, buf.columns, columnSampleEntry(xm, t, binCol, sx));
                ROISampleTaps taps = buildROISampleTaps(xa, y, x);
                Value inside = xm.andI(y.inside, x.inside);
                auto pixel = [&](Value base, Value col) {
                  Value at = arith::SelectOp::create(
                      xb, xl, inside, xm.add(base, col), xm.c(0));
                  return vector::LoadOp::create(xb, xl, vecType, buf.scratch,
                                                ValueRange{at, xm.c(0)})
                      .getResult();
                };
                Value sample = buildROISampleValue(
                    xa, taps, pixel(lowBase, x.low), pixel(lowBase, x.high),
                    pixel(highBase, x.low), pixel(highBase, x.high));
                scf::YieldOp::create(xb, xl,
                                     accumulate(xa, k, t, acc[0], sample));
              });
          next.push_back(cols.getResult(0));
        }
        scf::YieldOp::create(yb, yl, next);
      });
  return SmallVector<Value>(rows.getResults());
}

/// Stores bins (binRow, col0 .. col0 + count - 1) of the task's channels,
/// one vector per channel: into the staged block, or (without one) into the
/// output rows of the existing channels.
void storeBinChunk(OpBuilder &b, Location loc, const Kernel &k, const Task &t,
                   Value staging, ArrayRef<Value> perChannel, Value binRow,
                   Value col0, int64_t count) {
  IndexMath m{b, loc};
  int64_t lanes = k.lanes;
  Value q = m.add(m.mul(binRow, k.attrs.pooledW), col0);
  Value mask;
  if (count < lanes)
    mask = VectorMath{b, loc}.firstLanes(lanes, m.c(count));
  if (staging) {
    // Row l of the staged block (every lane: channels past the last one
    // are never copied out).
    int64_t bins = k.attrs.pooledH * k.attrs.pooledW;
    for (int64_t l = 0; l < lanes; ++l) {
      SmallVector<Value> at{m.add(m.c(l * bins), q)};
      if (mask)
        vector::MaskedStoreOp::create(b, loc, staging, at, mask, perChannel[l]);
      else
        vector::StoreOp::create(b, loc, perChannel[l], staging, at);
    }
    return;
  }
  for (int64_t l = 0; l < lanes; ++l) {
    Value c = m.add(t.c0, m.c(l));
    scf::IfOp::create(
        b, loc, m.lt(c, k.channels), [&](OpBuilder &sb, Location sl) {
          SmallVector<Value> at{t.box, c, q};
          if (mask)
            vector::MaskedStoreOp::create(sb, sl, k.output, at, mask,
                                          perChannel[l]);
          else
            vector::StoreOp::create(sb, sl, perChannel[l], k.output, at);
          scf::YieldOp::create(sb, sl);
        });
  }
}

/// Bins (binRow, col0 .. col0 + count - 1) of the task's channels.
void buildBinChunk(OpBuilder &b, Location loc, const Kernel &k, const Task &t,
                   const Buffers &buf, const Region &rg, Value binRow,
                   Value col0, int64_t count) {
  Value zero = zeros(b, loc, k);
  SmallVector<Value> perBin =
      accumulateBins(b, loc, k, t, buf, rg, binRow, col0, count, zero);
  // Bins x channels -> channels x bins; row l goes to channel c0 + l.
  perBin.resize(k.lanes, zero);
  SmallVector<Value> perChannel = transpose(b, loc, perBin);
  storeBinChunk(b, loc, k, t, buf.staging, perChannel, binRow, col0, count);
}

/// Element by element, the existing channels of the partial last block.
void copyPartialBlock(OpBuilder &b, Location loc, const Kernel &k,
                      const Task &t, Value staging) {
  IndexMath m{b, loc};
  int64_t bins = k.attrs.pooledH * k.attrs.pooledW;
  Value valid = m.sub(k.channels, t.c0);
  scf::ForOp::create(
      b, loc, m.c(0), valid, m.c(1), ValueRange{},
      [&](OpBuilder &cb, Location cl, Value i, ValueRange) {
        IndexMath cm{cb, cl};
        scf::ForOp::create(
            cb, cl, cm.c(0), cm.c(bins), cm.c(1), ValueRange{},
            [&](OpBuilder &eb, Location el, Value q, ValueRange) {
              IndexMath em{eb, el};
              Value v = memref::LoadOp::create(
                  eb, el, staging, ValueRange{em.add(em.mul(i, bins), q)});
              memref::StoreOp::create(eb, el, v, k.output,
                                      ValueRange{t.box, em.add(t.c0, i), q});
              scf::YieldOp::create(eb, el);
            });
        scf::YieldOp::create(cb, cl);
      });
}

/// Whether the full block's run in the output starts on a vector boundary
/// and the output is large enough for non-temporal stores.
Value nontemporalOk(OpBuilder &b, Location loc, const Kernel &k,
                    const Task &t) {
  IndexMath m{b, loc};
  int64_t lanes = k.lanes, bins = k.attrs.pooledH * k.attrs.pooledW;
  int64_t vectorBytes = lanes * k.floatType.getIntOrFloatBitWidth() / 8;
  // Element offset of the block in the output, and its address.
  Value first = m.mul(m.add(m.mul(t.box, k.channels), t.c0), bins);
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, k.output);
  Value offset =
      memref::ExtractStridedMetadataOp::create(b, loc, k.output).getOffset();
  Value address = m.add(base, m.mul(m.add(offset, first), vectorBytes / lanes));
  Value aligned = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::RemUIOp::create(b, loc, address, m.c(vectorBytes)), m.c(0));
  // Only outputs far larger than a core's cache bypass it.
  Value outputBytes =
      m.mul(m.mul(memref::DimOp::create(b, loc, k.flatOutput, 0),
                  memref::DimOp::create(b, loc, k.flatOutput, 1)),
            vectorBytes / lanes);
  return m.andI(aligned, m.ge(outputBytes, m.c(kROINontemporalBytes)));
}

/// A block with all its channels: a contiguous run of lanes * bins elements,
/// as whole vectors.
void copyFullBlock(OpBuilder &b, Location loc, const Kernel &k, const Task &t,
                   Value staging) {
  IndexMath m{b, loc};
  int64_t lanes = k.lanes, bins = k.attrs.pooledH * k.attrs.pooledW;
  int64_t vectorBytes = lanes * k.floatType.getIntOrFloatBitWidth() / 8;
  auto vecType = VectorType::get({lanes}, k.floatType);
  Value aligned = nontemporalOk(b, loc, k, t);
  Value rowStart = m.mul(t.c0, bins);
  auto copy = [&](OpBuilder &cb, Location cl, bool nontemporal) {
    IndexMath cm{cb, cl};
    scf::ForOp::create(
        cb, cl, cm.c(0), cm.c(lanes * bins), cm.c(lanes), ValueRange{},
        [&](OpBuilder &jb, Location jl, Value j, ValueRange) {
          IndexMath jm{jb, jl};
          Value v =
              vector::LoadOp::create(jb, jl, vecType, staging, ValueRange{j});
          auto store = vector::StoreOp::create(
              jb, jl, v, k.flatOutput, ValueRange{t.box, jm.add(rowStart, j)});
          if (nontemporal) {
            store.setNontemporal(true);
            store.setAlignment(uint64_t(vectorBytes));
          }
          scf::YieldOp::create(jb, jl);
        });
    scf::YieldOp::create(cb, cl);
  };
  scf::IfOp::create(
      b, loc, aligned, [&](OpBuilder &cb, Location cl) { copy(cb, cl, true); },
      [&](OpBuilder &cb, Location cl) { copy(cb, cl, false); });
}

/// Writes the staged block to output[box, c0 .. c0 + lanes - 1, :]: a
/// contiguous run of lanes * bins elements when the block has all its
/// channels, as whole vectors, non-temporal where the run is aligned to
/// a vector and the output is large (no read for ownership of lines that
/// will not be read again soon); channel by channel, element by element,
/// for the partial last block.
void copyStagedBlock(OpBuilder &b, Location loc, const Kernel &k, const Task &t,
                     Value staging) {
  IndexMath m{b, loc};
  Value fullBlock = m.le(m.add(t.c0, m.c(k.lanes)), k.channels);
  scf::IfOp::create(
      b, loc, fullBlock,
      [&](OpBuilder &fb, Location fl) {
        copyFullBlock(fb, fl, k, t, staging);
        scf::YieldOp::create(fb, fl);
      },
      [&](OpBuilder &pb, Location pl) {
        copyPartialBlock(pb, pl, k, t, staging);
        scf::YieldOp::create(pb, pl);
      });
}

/// Channels as lanes: the box's region of the L channels' planes is
/// transposed into the scratch buffer ([pixel][channel], pixel 0 holding
/// pixel (0, 0) for outside samples), so each sample reads its four
/// neighbours as four contiguous vectors. The scalar geometry (the
/// scalar kernel's, value for value) is shared by the L channels; the
/// results of up to L bins of a row are transposed back into the output
/// rows of the channels.
void buildBlockedTask(OpBuilder &b, Location loc, const Kernel &k,
                      const Task &t, const Buffers &buf, const Region &rg) {
  IndexMath m{b, loc};
  int64_t lanes = k.lanes;
  stageRegion(b, loc, k, t, buf.scratch, rg);
  fillColumnSamples(b, loc, k, t, buf.columns);
  // The bins, row by row, up to `lanes` bins of a row at a time.
  int64_t full = k.attrs.pooledW / lanes, rest = k.attrs.pooledW % lanes;
  scf::ForOp::create(
      b, loc, m.c(0), m.c(k.attrs.pooledH), m.c(1), ValueRange{},
      [&](OpBuilder &rb, Location rl, Value binRow, ValueRange) {
        IndexMath rm{rb, rl};
        if (full > 0)
          scf::ForOp::create(
              rb, rl, rm.c(0), rm.c(full * lanes), rm.c(lanes), ValueRange{},
              [&](OpBuilder &cb, Location cl, Value col0, ValueRange) {
                buildBinChunk(cb, cl, k, t, buf, rg, binRow, col0, lanes);
                scf::YieldOp::create(cb, cl);
              });
        if (rest > 0)
          buildBinChunk(rb, rl, k, t, buf, rg, binRow, rm.c(full * lanes),
                        rest);
        scf::YieldOp::create(rb, rl);
      });
  if (buf.staging)
    copyStagedBlock(b, loc, k, t, buf.staging);
}

//===----------------------------------------------------------------------===//
// Gather kernel: bins as lanes
//===----------------------------------------------------------------------===//

/// Bins q0 .. q0 + lanes - 1 of a task (the first `valid` of them exist),
/// as lanes: each lane's bin and the output rows' accumulators.
struct BinGroup {
  Value q0;
  bool masked = false;
  Value binRow, binCol; // per lane
  Value mask;           // the valid lanes (masked groups)
  VectorType accType;

  Value load(OpBuilder &b, Location loc, const Kernel &k, const Task &t,
             Value c) const {
    SmallVector<Value, 3> at{t.box, c, q0};
    if (!masked)
      return vector::LoadOp::create(b, loc, accType, k.output, at);
    return vector::MaskedLoadOp::create(b, loc, accType, k.output, at, mask,
                                        zeros(b, loc, k));
  }
  void store(OpBuilder &b, Location loc, const Kernel &k, const Task &t,
             Value c, Value value) const {
    SmallVector<Value, 3> at{t.box, c, q0};
    if (masked)
      vector::MaskedStoreOp::create(b, loc, k.output, at, mask, value);
    else
      vector::StoreOp::create(b, loc, value, k.output, at);
  }
};

/// The bin (row, column) of each lane; lanes past the last bin repeat it:
/// their geometry stays well defined, and their results are never stored.
BinGroup buildBinGroup(OpBuilder &b, Location loc, const Kernel &k, Value q0,
                       int64_t valid) {
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  BinGroup g;
  g.q0 = q0;
  g.masked = valid < k.lanes;
  Type laneInt = k.laneType.getElementType();
  auto laneSplat = [&](int64_t value) {
    return arith::ConstantOp::create(
        b, loc, k.laneType,
        DenseElementsAttr::get(k.laneType, b.getIntegerAttr(laneInt, value)));
  };
  Value q = arith::AddIOp::create(b, loc, v.splat(v.cast(q0, laneInt), k.lanes),
                                  v.ramp(k.lanes, 1, laneInt));
  if (g.masked)
    q = arith::MinSIOp::create(b, loc, q, laneSplat(k.attrs.pooledH * k.attrs.pooledW - 1));
  g.binRow = arith::DivSIOp::create(b, loc, q, laneSplat(k.attrs.pooledW));
  g.binCol = arith::RemSIOp::create(b, loc, q, laneSplat(k.attrs.pooledW));
  if (g.masked)
    g.mask = v.firstLanes(k.lanes, m.c(valid));
  g.accType = v.vec(k.lanes, k.floatType);
  return g;
}

/// One sample (sy, sx) of every bin of the group, for every channel of the
/// task: the four neighbours' lane offsets once, then per channel four
/// gathers from its plane and the running avg/max in its output row.
void gatherSample(OpBuilder &b, Location loc, const Kernel &k, const Task &t,
                  const BinGroup &g, const ROISampleAxis &y, Value sx,
                  Value laneWidth) {
  RoundedArith a(b, loc, k.floatType);
  IndexMath m{b, loc};
  ROISampleAxis x = buildROISampleAxisX(a, t.g, g.binCol, sx, k.width);
  ROISampleTaps taps = buildROISampleTaps(a, y, x);
  auto offset = [&](Value row, Value col) {
    return arith::AddIOp::create(
               b, loc, arith::MulIOp::create(b, loc, row, laneWidth), col)
        .getResult();
  };
  Value o1 = offset(taps.yLow, taps.xLow);
  Value o2 = offset(taps.yLow, taps.xHigh);
  Value o3 = offset(taps.yHigh, taps.xLow);
  Value o4 = offset(taps.yHigh, taps.xHigh);
  Value allTrue = VectorMath{b, loc}.allTrue(k.lanes);
  Value passThru = VectorMath{b, loc}.splat(a.constant(0.0), k.lanes);
  scf::ForOp::create(
      b, loc, t.c0, t.c1, m.c(1), ValueRange{},
      [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
        RoundedArith ca(cb, cl, k.floatType);
        IndexMath cm{cb, cl};
        SmallVector<Value> plane{t.image, c, cm.c(0), cm.c(0)};
        auto gather = [&](Value offsets) {
          return vector::GatherOp::create(cb, cl, g.accType, k.data, plane,
                                          offsets, allTrue, passThru)
              .getResult();
        };
        Value sample = buildROISampleValue(ca, taps, gather(o1), gather(o2),
                                           gather(o3), gather(o4));
        Value acc = g.load(cb, cl, k, t, c);
        g.store(cb, cl, k, t, c, accumulate(ca, k, t, acc, sample));
        scf::YieldOp::create(cb, cl);
      });
}

/// Bins q0 .. q0 + lanes - 1 (the first `valid` of them exist) of every
/// channel of the task.
void buildGroup(OpBuilder &b, Location loc, const Kernel &k, const Task &t,
                Value q0, int64_t valid) {
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  BinGroup g = buildBinGroup(b, loc, k, q0, valid);
  // Both modes start at 0.
  Value zero = zeros(b, loc, k);
  scf::ForOp::create(b, loc, t.c0, t.c1, m.c(1), ValueRange{},
                     [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
                       g.store(cb, cl, k, t, c, zero);
                       scf::YieldOp::create(cb, cl);
                     });
  Value laneWidth =
      v.splat(v.cast(k.width, k.laneType.getElementType()), k.lanes);
  scf::ForOp::create(
      b, loc, m.c(0), t.g.samplesY, m.c(1), ValueRange{},
      [&](OpBuilder &yb, Location yl, Value sy, ValueRange) {
        RoundedArith ya(yb, yl, k.floatType);
        ROISampleAxis y = buildROISampleAxisY(ya, t.g, g.binRow, sy, k.height);
        IndexMath ym{yb, yl};
        scf::ForOp::create(
            yb, yl, ym.c(0), t.g.samplesX, ym.c(1), ValueRange{},
            [&](OpBuilder &xb, Location xl, Value sx, ValueRange) {
              gatherSample(xb, xl, k, t, g, y, sx, laneWidth);
              scf::YieldOp::create(xb, xl);
            });
        scf::YieldOp::create(yb, yl);
      });
}

/// Every group of `lanes` bins of the task's box: the full groups in a
/// loop, then the partial one (masked).
void buildGatherTask(OpBuilder &b, Location loc, const Kernel &k,
                     const Task &t) {
  IndexMath m{b, loc};
  int64_t bins = k.attrs.pooledH * k.attrs.pooledW;
  int64_t full = bins / k.lanes, rest = bins % k.lanes;
  if (full > 0)
    scf::ForOp::create(b, loc, m.c(0), m.c(full * k.lanes), m.c(k.lanes),
                       ValueRange{},
                       [&](OpBuilder &gb, Location gl, Value q0, ValueRange) {
                         buildGroup(gb, gl, k, t, q0, /*valid=*/k.lanes);
                         scf::YieldOp::create(gb, gl);
                       });
  if (rest > 0)
    buildGroup(b, loc, k, t, m.c(full * k.lanes), rest);
}

//===----------------------------------------------------------------------===//
// Tasks
//===----------------------------------------------------------------------===//

/// One (box, channel block) task: the blocked kernel when the box's
/// region of the feature map fits the scratch buffer, else the gather
/// kernel.
void buildTask(OpBuilder &b, Location loc, const Kernel &k, const Task &t,
               const Buffers &buf) {
  IndexMath m{b, loc};
  RoundedArith a(b, loc, k.floatType);
  // Sample positions are monotonic in the bin and the sample index (they
  // grow when bin sizes are >= 0, always so in asymmetric mode), and so are
  // their neighbours: every inside sample's neighbours lie between those of
  // the first sample of the first bin and of the last sample of the last
  // bin, on both axes.
  Region rg;
  ROISampleAxis yFirst = buildROISampleAxisY(a, t.g, m.c(0), m.c(0), k.height);
  ROISampleAxis yLast = buildROISampleAxisY(
      a, t.g, m.c(k.attrs.pooledH - 1), m.sub(t.g.samplesY, m.c(1)), k.height);
  ROISampleAxis xFirst = buildROISampleAxisX(a, t.g, m.c(0), m.c(0), k.width);
  ROISampleAxis xLast = buildROISampleAxisX(
      a, t.g, m.c(k.attrs.pooledW - 1), m.sub(t.g.samplesX, m.c(1)), k.width);
  Value yEnd = yLast.high, xEnd = xLast.high;
  rg.y0 = yFirst.low;
  rg.x0 = xFirst.low;
  if (k.attrs.isAligned()) {
    // Without the minimum size, bins may be negative and positions then
    // shrink: the region spans the neighbours of both ends.
    rg.y0 = m.min(rg.y0, yLast.low);
    rg.x0 = m.min(rg.x0, xLast.low);
    yEnd = m.max(yEnd, yFirst.high);
    xEnd = m.max(xEnd, xFirst.high);
  }
  Value rows = m.add(m.sub(yEnd, rg.y0), m.c(1));
  rg.cols = m.add(m.sub(xEnd, rg.x0), m.c(1));
  rg.stride = m.mul(m.ceilDiv(rg.cols, k.lanes), k.lanes);
  Value fits = m.andI(m.andI(m.ge(rows, m.c(1)), m.ge(rg.cols, m.c(1))),
                      m.le(m.mul(rows, rg.stride), m.c(kROIScratchPixels)));
  // pooled_w * samplesX <= kROIColumnSamples, without a product that a
  // huge pooled_w could overflow.
  fits = m.andI(fits,
                m.le(t.g.samplesX, m.c(kROIColumnSamples / k.attrs.pooledW)));
  rg.rows = rows;
  bool blockedOk = llvm::isPowerOf2_64(k.lanes);
  if (!blockedOk) {
    buildGatherTask(b, loc, k, t);
    return;
  }
  scf::IfOp::create(
      b, loc, fits,
      [&](OpBuilder &tb, Location tl) {
        buildBlockedTask(tb, tl, k, t, buf, rg);
        scf::YieldOp::create(tb, tl);
      },
      [&](OpBuilder &eb, Location el) {
        buildGatherTask(eb, el, k, t);
        scf::YieldOp::create(eb, el);
      });
}

/// The boxes in image order (stable): consecutive tasks then read the
/// planes of one image at a time.
Value buildBoxOrder(OpBuilder &b, Location loc, const Kernel &k) {
  IndexMath m{b, loc};
  Value order = memref::AllocOp::create(
      b, loc, MemRefType::get({ShapedType::kDynamic}, b.getIndexType()),
      ValueRange{k.boxes});
  scf::ForOp::create(
      b, loc, m.c(0), k.batch, m.c(1), ValueRange{m.c(0)},
      [&](OpBuilder &nb, Location nl, Value n, ValueRange filled) {
        auto inner = scf::ForOp::create(
            nb, nl, IndexMath{nb, nl}.c(0), k.boxes, IndexMath{nb, nl}.c(1),
            filled, [&](OpBuilder &rb, Location rl, Value r, ValueRange at) {
              Value image = buildClampedBatchIndex(
                  rb, rl,
                  memref::LoadOp::create(rb, rl, k.batchIndices, ValueRange{r}),
                  k.unsignedIndices, k.batch);
              Value match = arith::CmpIOp::create(
                  rb, rl, arith::CmpIPredicate::eq, image, n);
              auto put = scf::IfOp::create(
                  rb, rl, match,
                  [&](OpBuilder &tb, Location tl) {
                    memref::StoreOp::create(tb, tl, r, order,
                                            ValueRange{at[0]});
                    scf::YieldOp::create(tb, tl,
                                         ValueRange{IndexMath{tb, tl}.add(
                                             at[0], IndexMath{tb, tl}.c(1))});
                  },
                  [&](OpBuilder &eb, Location el) {
                    scf::YieldOp::create(eb, el, ValueRange{at[0]});
                  });
              scf::YieldOp::create(rb, rl, put.getResults());
            });
        scf::YieldOp::create(nb, nl, inner.getResults());
      });
  return order;
}

/// Task `id` of the parallel loop: its box, channel block and geometry, and
/// its per-thread buffers (ov-hoist-parallel-allocas moves them out of the
/// loop).
void buildParallelTask(OpBuilder &b, Location l, const Kernel &k, Value order,
                       Value id) {
  IndexMath bm{b, l};
  Task t;
  // Channel blocks outer, boxes inner: the threads' (contiguous)
  // shares of the tasks each read the planes of a few channel
  // blocks, which stay in cache while every box reads them.
  Value tile = arith::DivUIOp::create(b, l, id, k.boxes);
  t.box = memref::LoadOp::create(
      b, l, order, ValueRange{arith::RemUIOp::create(b, l, id, k.boxes)});
  t.c0 = bm.mul(tile, k.lanes);
  t.c1 = bm.min(bm.add(t.c0, bm.c(k.lanes)), k.channels);
  t.image = buildClampedBatchIndex(
      b, l, memref::LoadOp::create(b, l, k.batchIndices, ValueRange{t.box}),
      k.unsignedIndices, k.batch);
  RoundedArith a(b, l, k.floatType);
  auto coord = [&](int64_t i) {
    return memref::LoadOp::create(b, l, k.rois, ValueRange{t.box, bm.c(i)})
        .getResult();
  };
  t.g = buildROIGeometry(a, coord(0), coord(1), coord(2), coord(3), k.scale,
                         k.attrs);
  Buffers buf;
  // [pixel, channel lane].
  buf.scratch = memref::AllocaOp::create(
      b, l, MemRefType::get({kROIScratchPixels + 1, k.lanes}, k.floatType),
      b.getI64IntegerAttr(64));
  // The task's output block ([channel lane][bin]) is staged and
  // then written with whole-line (non-temporal) stores: no read for
  // ownership of the output lines, which no one reads back soon.
  int64_t blockBytes =
      k.lanes * k.attrs.pooledH * k.attrs.pooledW * k.floatType.getIntOrFloatBitWidth() / 8;
  if (blockBytes <= kROIStagingBytes)
    buf.staging = memref::AllocaOp::create(
        b, l,
        MemRefType::get({k.lanes * k.attrs.pooledH * k.attrs.pooledW},
                        k.floatType),
        b.getI64IntegerAttr(64));
  buf.columns = allocColumnSamples(b, l, k);
  buildTask(b, l, k, t, buf);
}

/// The box order, then one parallel loop over (channel block, box) tasks.
void buildTasks(OpBuilder &b, Location loc, const Kernel &k) {
  IndexMath m{b, loc};
  Value tiles = m.ceilDiv(k.channels, k.lanes);
  Value tasks = m.mul(k.boxes, tiles);
  Value order = buildBoxOrder(b, loc, k);
  scf::ParallelOp::create(b, loc, ValueRange{m.c(0)}, ValueRange{tasks},
                          ValueRange{m.c(1)},
                          [&](OpBuilder &pb, Location pl, ValueRange ivs) {
                            buildParallelTask(pb, pl, k, order, ivs[0]);
                          });
}

/// ROIAlign with bins as vector lanes, in parallel over (box, channel tile)
/// tasks. For `lanes` bins of one box at a time (bin q = row * pooled_w +
/// col in lane q mod lanes), each sample's neighbours and bilinear weights
/// are computed once, as vectors (docs/semantics.md 3.3, steps 5-8, exactly as
/// the scalar kernel per lane), and then applied to every channel of the
/// tile: four gathers from the channel's plane, the weighted sum, and the
/// running avg/max kept in the output row of that channel (contiguous
/// bins; masked for the last, partial group). Each lane sees its samples in
/// OpenVINO's order, so the result equals the scalar kernel's. The pattern
/// reads the op into a Kernel; buildTasks builds the rest.
struct ROIAlignToVector : OpInterfaceRewritePattern<ROIAlignOpInterface> {
  ROIAlignToVector(MLIRContext *ctx, int64_t vectorBits)
      : OpInterfaceRewritePattern(ctx), vectorBits(vectorBits) {}

  LogicalResult matchAndRewrite(ROIAlignOpInterface op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto dataType = dyn_cast<RankedTensorType>(op.getData().getType());
    auto outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
    if (!dataType || !outputType ||
        !isa<RankedTensorType>(op.getRois().getType()) ||
        !isa<RankedTensorType>(op.getBatchIndices().getType()))
      return rewriter.notifyMatchFailure(op, "unranked operand or result");
    ReifiedRankedShapedTypeDims reified;
    if (failed(reifyResultShapes(rewriter, op, reified)))
      return rewriter.notifyMatchFailure(op, "cannot reify the result shape");

    Kernel k;
    auto dim = [&](Value t, int64_t d) {
      return indexValue(rewriter, loc,
                        tensor::getMixedSize(rewriter, loc, t, d));
    };
    k.batch = dim(op.getData(), 0);
    k.channels = dim(op.getData(), 1);
    k.height = dim(op.getData(), 2);
    k.width = dim(op.getData(), 3);
    k.boxes = indexValue(rewriter, loc, reified[0][0]);
    k.floatType = dataType.getElementType();
    // Gathers take 32-bit (or 64-bit) lanes: as many bins as i32 (or f64)
    // lanes fit a vector.
    k.lanes = lanesFor(k.floatType, vectorBits, 32);
    k.attrs = op.getROIAlignAttrs();
    k.unsignedIndices =
        isUnsignedInteger(getElementTypeOrSelf(op.getBatchIndices().getType()));
    // Pixel offsets y * W + x, as int lanes.
    k.laneType = VectorType::get({k.lanes}, planeFitsI32(dataType)
                                                ? rewriter.getI32Type()
                                                : rewriter.getI64Type());
    k.data = readBuffer(rewriter, loc, op.getData());
    k.rois = readBuffer(rewriter, loc, op.getRois());
    k.batchIndices = readBuffer(rewriter, loc, op.getBatchIndices());
    Value output = allocBuffer(rewriter, loc, outputType, reified[0], 64);
    // [R, C, pooled_h * pooled_w]: the bins of one channel are contiguous.
    k.output = memref::CollapseShapeOp::create(
        rewriter, loc, output,
        ArrayRef<ReassociationIndices>{{0}, {1}, {2, 3}});
    k.flatOutput = memref::CollapseShapeOp::create(
        rewriter, loc, output, ArrayRef<ReassociationIndices>{{0}, {1, 2, 3}});
    k.scale = arith::ConstantOp::create(rewriter, loc,
                                        rewriter.getF32FloatAttr(
                                            k.attrs.spatialScale));
    buildTasks(rewriter, loc, k);
    rewriter.replaceOp(op, toTensor(rewriter, loc, output, outputType));
    return success();
  }

private:
  int64_t vectorBits;
};

} // namespace

void mlir::ov::vectorize::populateROIAlignToVectorPatterns(
    RewritePatternSet &patterns, int64_t vectorBits) {
  patterns.add<ROIAlignToVector>(patterns.getContext(), vectorBits);
}
