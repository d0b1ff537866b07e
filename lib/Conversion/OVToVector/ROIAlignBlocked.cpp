// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignBlocked.cpp - ROIAlign with channels as lanes -------------===//
//
// The blocked ROIAlign kernel: the box's region of `lanes` channels'
// planes transposed into a per-thread scratch buffer, so that each sample
// reads its four neighbours as four contiguous vectors; the x-axis data of
// the samples tabulated once per task; the results of up to `lanes` bins of
// a row transposed back into the channels' output rows, through a staged
// block written with whole-vector (non-temporal) stores where it fits.
//
//===----------------------------------------------------------------------===//

#include "ROIAlignKernel.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// The channel of lane `l` of the task, clamped to the last channel (lanes
/// past it read valid memory; their results are never stored).
static Value laneChannel(IndexMath &m, const ROIKernel &k, const ROITask &t,
                         int64_t l) {
  return m.min(m.add(t.c0, m.c(l)), m.sub(k.channels, m.c(1)));
}

SmallVector<Value> mlir::ov::vectorize::transpose(OpBuilder &b, Location loc,
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

/// The table entry of sample sx of bin column binCol.
static Value columnSampleEntry(IndexMath &m, const ROITask &t, Value binCol,
                               Value sx) {
  return m.add(m.mul(binCol, t.g.samplesX), sx);
}

/// The table entry of sample `s` of bin `bin` along an axis of `samples`
/// samples per bin.
Value mlir::ov::vectorize::sampleEntry(IndexMath &m, Value samples, Value bin,
                                       Value s) {
  return m.add(m.mul(bin, samples), s);
}

/// The (uninitialized) column sample table of a task.
ColumnSamples mlir::ov::vectorize::allocColumnSamples(OpBuilder &b,
                                                      Location loc,
                                                      const ROIKernel &k) {
  auto table = [&](Type type) {
    return memref::AllocaOp::create(b, loc,
                                    MemRefType::get({kROIColumnSamples}, type))
        .getResult();
  };
  return {table(b.getI1Type()), table(b.getIndexType()),
          table(b.getIndexType()), table(k.floatType)};
}

/// Computes the x-axis data of every (bin column, sample) of the task.
static void fillColumnSamples(OpBuilder &b, Location loc, const ROIKernel &k,
                              const ROITask &t, const ColumnSamples &table) {
  fillSampleTable(b, loc, k, t, table, /*rows=*/false);
}

void mlir::ov::vectorize::fillSampleTable(OpBuilder &b, Location loc,
                                          const ROIKernel &k, const ROITask &t,
                                          const ColumnSamples &table,
                                          bool rows) {
  IndexMath m{b, loc};
  Value samples = rows ? t.g.samplesY : t.g.samplesX;
  scf::ForOp::create(
      b, loc, m.c(0), m.c(rows ? k.attrs.pooledH : k.attrs.pooledW), m.c(1),
      ValueRange{}, [&](OpBuilder &cb, Location cl, Value binCol, ValueRange) {
        IndexMath cm{cb, cl};
        scf::ForOp::create(
            cb, cl, cm.c(0), samples, cm.c(1), ValueRange{},
            [&](OpBuilder &xb, Location xl, Value sx, ValueRange) {
              RoundedArith xa(xb, xl, k.floatType);
              IndexMath xm{xb, xl};
              ROISampleAxis x =
                  rows ? buildROISampleAxisY(xa, t.g, binCol, sx, k.height)
                       : buildROISampleAxisX(xa, t.g, binCol, sx, k.width);
              SmallVector<Value, 1> at{sampleEntry(xm, samples, binCol, sx)};
              memref::StoreOp::create(xb, xl, x.inside, table.inside, at);
              memref::StoreOp::create(xb, xl, x.low, table.low, at);
              memref::StoreOp::create(xb, xl, x.high, table.high, at);
              memref::StoreOp::create(xb, xl, x.frac, table.frac, at);
              scf::YieldOp::create(xb, xl);
            });
        scf::YieldOp::create(cb, cl);
      });
}

ROISampleAxis mlir::ov::vectorize::loadColumnSample(OpBuilder &b, Location loc,
                                                    const ColumnSamples &table,
                                                    Value at) {
  auto load = [&](Value memref) {
    return memref::LoadOp::create(b, loc, memref, ValueRange{at}).getResult();
  };
  return {load(table.inside), load(table.low), load(table.high),
          load(table.frac)};
}

/// Pixel (0, 0) of every lane's plane in scratch pixel 0, then the region,
/// lanes columns at a time: one (masked) row load per channel, a transpose,
/// one store per pixel.
void mlir::ov::vectorize::buildStagedRegion(OpBuilder &b, Location loc,
                                            const ROIKernel &k,
                                            const ROITask &t, Value scratch,
                                            const ROIRegion &rg, Value block,
                                            bool prefetchNextRow) {
  IndexMath m{b, loc};
  int64_t lanes = k.lanes;
  // [pixel, lane], or [block, pixel, lane].
  auto at = [&](Value pixel, Value lane) {
    SmallVector<Value, 3> at{pixel, lane};
    if (block)
      at.insert(at.begin(), block);
    return at;
  };
  auto vecType = VectorMath{b, loc}.vec(lanes, k.floatType);
  for (int64_t l = 0; l < lanes; ++l) {
    Value p = memref::LoadOp::create(
        b, loc, k.data,
        ValueRange{t.image, laneChannel(m, k, t, l), m.c(0), m.c(0)});
    memref::StoreOp::create(b, loc, p, scratch, at(m.c(0), m.c(l)));
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
              // The same columns one row down (in the last row, its own).
              Value below, column;
              if (prefetchNextRow) {
                below = xm.min(xm.add(y, xm.c(1)), xm.sub(k.height, xm.c(1)));
                column = xm.min(x, xm.sub(k.width, xm.c(1)));
              }
              for (int64_t l = 0; l < lanes; ++l) {
                Value c = laneChannel(xm, k, t, l);
                planeRows.push_back(vector::MaskedLoadOp::create(
                    xb, xl, vecType, k.data, ValueRange{t.image, c, y, x}, mask,
                    zero));
                if (prefetchNextRow)
                  memref::PrefetchOp::create(
                      xb, xl, k.data, ValueRange{t.image, c, below, column},
                      /*isWrite=*/false, /*localityHint=*/3,
                      /*isDataCache=*/true);
              }
              SmallVector<Value> pixels = transpose(xb, xl, planeRows);
              Value base = xm.add(xm.add(xm.mul(dy, rg.stride), dx), xm.c(1));
              for (int64_t j = 0; j < lanes; ++j)
                vector::StoreOp::create(xb, xl, pixels[j], scratch,
                                        at(xm.add(base, xm.c(j)), xm.c(0)));
              scf::YieldOp::create(xb, xl);
            });
        scf::YieldOp::create(yb, yl);
      });
}

/// Neighbour (row, col) of a sample as a vector of the task's channels: from
/// the staged region (scratch pixel `base` + col, where `base` is the row's
/// scratch pixel of column 0), or with channels-last data straight from
/// data[image, row, col, c0 ..]. A sample outside the map reads pixel
/// (0, 0), as the scalar kernel does (its weights are 0; NaN stays NaN).
static Value loadNeighbour(OpBuilder &b, Location loc, const ROIKernel &k,
                           const ROITask &t, const Buffers &buf, Value inside,
                           Value base, Value row, Value col) {
  IndexMath m{b, loc};
  auto vecType = VectorMath{b, loc}.vec(k.lanes, k.floatType);
  auto orOrigin = [&](Value v) {
    return arith::SelectOp::create(b, loc, inside, v, m.c(0)).getResult();
  };
  if (!k.channelsLast)
    return vector::LoadOp::create(
        b, loc, vecType, buf.scratch,
        ValueRange{orOrigin(m.add(base, col)), m.c(0)});
  return vector::MaskedLoadOp::create(
      b, loc, vecType, k.data,
      ValueRange{t.image, orOrigin(row), orOrigin(col), t.c0}, t.channelMask,
      zeros(b, loc, k));
}

/// The running results of bins (binRow, col0 .. col0 + count - 1), one
/// vector of the task's channels per bin, read from the scratch buffer (or
/// the channels-last data).
static SmallVector<Value>
accumulateBins(OpBuilder &b, Location loc, const ROIKernel &k, const ROITask &t,
               const Buffers &buf, const ROIRegion &rg, Value binRow,
               Value col0, int64_t count, Value zero) {
  IndexMath m{b, loc};
  SmallVector<Value> init(count, zero);
  auto rows = scf::ForOp::create(
      b, loc, m.c(0), t.g.samplesY, m.c(1), init,
      [&](OpBuilder &yb, Location yl, Value sy, ValueRange accs) {
        RoundedArith ya(yb, yl, k.floatType);
        IndexMath ym{yb, yl};
        ROISampleAxis y = buildROISampleAxisY(ya, t.g, binRow, sy, k.height);
        // Scratch pixel of (row, 0): 1 + (row - y0) * stride - x0.
        auto rowBase = [&](Value row) {
          if (k.channelsLast)
            return Value();
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
                ROISampleAxis x =
                    buf.tabulatedColumns
                        ? loadColumnSample(xb, xl, buf.columns,
                                           columnSampleEntry(xm, t, binCol, sx))
                        : buildROISampleAxisX(xa, t.g, binCol, sx, k.width);
                ROISampleTaps taps = buildROISampleTaps(xa, y, x);
                Value inside = xm.andI(y.inside, x.inside);
                auto pixel = [&](Value base, Value row, Value col) {
                  return loadNeighbour(xb, xl, k, t, buf, inside, base, row,
                                       col);
                };
                Value sample =
                    buildROISampleValue(xa, taps, pixel(lowBase, y.low, x.low),
                                        pixel(lowBase, y.low, x.high),
                                        pixel(highBase, y.high, x.low),
                                        pixel(highBase, y.high, x.high));
                scf::YieldOp::create(xb, xl,
                                     accumulate(xa, k, t, acc[0], sample));
              });
          next.push_back(cols.getResult(0));
        }
        scf::YieldOp::create(yb, yl, next);
      });
  return SmallVector<Value>(rows.getResults());
}

void mlir::ov::vectorize::storeBinChunk(OpBuilder &b, Location loc,
                                        const ROIKernel &k, const ROITask &t,
                                        Value staging,
                                        ArrayRef<Value> perChannel,
                                        Value binRow, Value col0,
                                        int64_t count) {
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
static void buildBinChunk(OpBuilder &b, Location loc, const ROIKernel &k,
                          const ROITask &t, const Buffers &buf,
                          const ROIRegion &rg, Value binRow, Value col0,
                          int64_t count) {
  Value zero = zeros(b, loc, k);
  SmallVector<Value> perBin =
      accumulateBins(b, loc, k, t, buf, rg, binRow, col0, count, zero);
  // Bins x channels -> channels x bins; row l goes to channel c0 + l.
  perBin.resize(k.lanes, zero);
  SmallVector<Value> perChannel = transpose(b, loc, perBin);
  storeBinChunk(b, loc, k, t, buf.staging, perChannel, binRow, col0, count);
}

/// Element by element, the existing channels of the partial last block.
static void copyPartialBlock(OpBuilder &b, Location loc, const ROIKernel &k,
                             const ROITask &t, Value staging) {
  // The channels c0 .. C - 1 (C < c0 + the block's channels).
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
static Value nontemporalOk(OpBuilder &b, Location loc, const ROIKernel &k,
                           const ROITask &t) {
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
  return m.andI(aligned, m.ge(outputBytes, m.c(k.nontemporalBytes)));
}

/// A block with all its channels: a contiguous run of lanes * bins elements,
/// as whole vectors.
static void copyFullBlock(OpBuilder &b, Location loc, const ROIKernel &k,
                          const ROITask &t, Value staging,
                          int64_t blockChannels) {
  IndexMath m{b, loc};
  int64_t lanes = k.lanes, bins = k.attrs.pooledH * k.attrs.pooledW;
  int64_t vectorBytes = lanes * k.floatType.getIntOrFloatBitWidth() / 8;
  auto vecType = VectorType::get({lanes}, k.floatType);
  Value aligned = nontemporalOk(b, loc, k, t);
  Value rowStart = m.mul(t.c0, bins);
  auto copy = [&](OpBuilder &cb, Location cl, bool nontemporal) {
    IndexMath cm{cb, cl};
    scf::ForOp::create(
        cb, cl, cm.c(0), cm.c(blockChannels * bins), cm.c(lanes), ValueRange{},
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

void mlir::ov::vectorize::copyStagedBlock(OpBuilder &b, Location loc,
                                          const ROIKernel &k, const ROITask &t,
                                          Value staging,
                                          int64_t blockChannels) {
  IndexMath m{b, loc};
  Value fullBlock = m.le(m.add(t.c0, m.c(blockChannels)), k.channels);
  scf::IfOp::create(
      b, loc, fullBlock,
      [&](OpBuilder &fb, Location fl) {
        copyFullBlock(fb, fl, k, t, staging, blockChannels);
        scf::YieldOp::create(fb, fl);
      },
      [&](OpBuilder &pb, Location pl) {
        copyPartialBlock(pb, pl, k, t, staging);
        scf::YieldOp::create(pb, pl);
      });
}

/// Every bin of the task from the staged region `rg`, `lanes` bins of a
/// row at a time, then the staged output block's copy.
static void buildBins(OpBuilder &b, Location loc, const ROIKernel &k,
                      const ROITask &t, const Buffers &buf,
                      const ROIRegion &rg) {
  IndexMath m{b, loc};
  int64_t lanes = k.lanes;
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
    copyStagedBlock(b, loc, k, t, buf.staging, k.lanes);
}

/// The bins of one task from the region `rg` staged in `buf.scratch`.
static void buildBlockedBins(OpBuilder &b, Location loc, const ROIKernel &k,
                             const ROITask &t, const Buffers &buf,
                             const ROIRegion &rg) {
  fillColumnSamples(b, loc, k, t, buf.columns);
  buildBins(b, loc, k, t, buf, rg);
}

/// Channels as lanes: the box's region of the L channels' planes is
/// transposed into the scratch buffer ([pixel][channel], pixel 0 holding
/// pixel (0, 0) for outside samples), so each sample reads its four
/// neighbours as four contiguous vectors. The scalar geometry (the
/// scalar kernel's, value for value) is shared by the L channels; the
/// results of up to L bins of a row are transposed back into the output
/// rows of the channels.
void mlir::ov::vectorize::buildBlockedTask(OpBuilder &b, Location loc,
                                           const ROIKernel &k, const ROITask &t,
                                           const Buffers &buf,
                                           const ROIRegion &rg) {
  buildStagedRegion(b, loc, k, t, buf.scratch, rg);
  buildBlockedBins(b, loc, k, t, buf, rg);
}

void mlir::ov::vectorize::buildChannelsLastTask(OpBuilder &b, Location loc,
                                                const ROIKernel &k,
                                                const ROITask &t,
                                                const Buffers &buf) {
  IndexMath m{b, loc};
  ROITask task = t;
  task.channelMask = VectorMath{b, loc}.firstLanes(k.lanes, m.sub(t.c1, t.c0));
  // No region is read: the bins' loops never look at it.
  ROIRegion none;
  Value tabulated =
      m.le(t.g.samplesX, m.c(kROIColumnSamples / k.attrs.pooledW));
  scf::IfOp::create(
      b, loc, tabulated,
      [&](OpBuilder &tb, Location tl) {
        buildBlockedBins(tb, tl, k, task, buf, none);
        scf::YieldOp::create(tb, tl);
      },
      [&](OpBuilder &eb, Location el) {
        Buffers untabulated = buf;
        untabulated.tabulatedColumns = false;
        buildBins(eb, el, k, task, untabulated, none);
        scf::YieldOp::create(eb, el);
      });
}
