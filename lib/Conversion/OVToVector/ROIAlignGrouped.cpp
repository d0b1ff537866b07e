// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignGrouped.cpp - ROIAlign over a staged whole map -------------===//
//
// The whole-map ROIAlign kernel: a task is (group of channel blocks, image).
// The group's planes of the image are transposed once into a scratch
// ([block][pixel][channel lane]: staging a block writes one contiguous run,
// whole lines in order) that every box of the image then samples.
// A box's geometry (both axes tabulated, the taps per sample) is computed
// once for all blocks of the group: each sample costs its scalar work once
// and, per block, four vector loads and the weighted sum. Each bin keeps one
// accumulator per block, stored bin-major; at the end of the box the
// [bin][channel] results are transposed into the staged [channel][bin]
// output block, which is copied out as in the blocked kernel. With
// channels-last data (a task per (group, box), ROIAlignChannelsLast.cpp)
// nothing is staged: each block's neighbours are read from the data.
//
//===----------------------------------------------------------------------===//

#include "ROIAlignKernel.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// Bins rounded up to whole vectors: the rows of the bin-major buffer.
static int64_t paddedBins(const ROIKernel &k) {
  int64_t bins = k.attrs.pooledH * k.attrs.pooledW;
  return (bins + k.lanes - 1) / k.lanes * k.lanes;
}

int64_t mlir::ov::vectorize::chooseGroupBlocks(const ROIKernel &k,
                                               int64_t staticChannels) {
  if (!llvm::isPowerOf2_64(k.lanes))
    return 0;
  int64_t elementBytes = k.floatType.getIntOrFloatBitWidth() / 8;
  int64_t bins = k.attrs.pooledH * k.attrs.pooledW;
  // No more blocks than the channels fill (when their count is known).
  int64_t blocks = kROIGroupBlocks;
  if (k.channelsLast) {
    // Nothing staged: a box's samples read its pixels' channels from the
    // data, contiguous runs that the more blocks a task reads back to back,
    // the more line fetches are in flight at once. Half the vector
    // registers (32 at 512 bits, 16 below) hold the bin's accumulators.
    int64_t bits =
        k.lanes * std::max<int64_t>(32, k.floatType.getIntOrFloatBitWidth());
    blocks = bits >= 512 ? 16 : 8;
  }
  if (staticChannels > 0)
    blocks = std::min(blocks, (staticChannels + k.lanes - 1) / k.lanes);
  for (; blocks >= 1; blocks /= 2) {
    int64_t staged = (blocks * k.lanes * bins + k.lanes) * elementBytes;
    int64_t binMajor = paddedBins(k) * blocks * k.lanes * elementBytes;
    if (staged <= kROIStagingBytes && binMajor <= kROIStagingBytes)
      return blocks;
  }
  return 0;
}

GroupBuffers mlir::ov::vectorize::allocGroupBuffers(OpBuilder &b, Location loc,
                                                    const ROIKernel &k) {
  int64_t blocks = k.groupBlocks, bins = k.attrs.pooledH * k.attrs.pooledW;
  GroupBuffers buf;
  // The last channel's last vector of bins runs past the block: one vector
  // of padding.
  buf.staging = memref::AllocaOp::create(
      b, loc, MemRefType::get({blocks * k.lanes * bins + k.lanes}, k.floatType),
      b.getI64IntegerAttr(64));
  buf.binMajor = memref::AllocaOp::create(
      b, loc, MemRefType::get({paddedBins(k), blocks, k.lanes}, k.floatType),
      b.getI64IntegerAttr(64));
  buf.columns = allocColumnSamples(b, loc, k);
  buf.rows = allocColumnSamples(b, loc, k);
  return buf;
}

void mlir::ov::vectorize::buildGroupStage(OpBuilder &b, Location loc,
                                          const ROIKernel &k, const ROITask &t,
                                          Value scratch, const ROIRegion &map) {
  IndexMath m{b, loc};
  scf::ForOp::create(b, loc, m.c(0), m.c(k.groupBlocks), m.c(1), ValueRange{},
                     [&](OpBuilder &gb, Location gl, Value g, ValueRange) {
                       IndexMath gm{gb, gl};
                       ROITask block = t;
                       block.c0 = gm.add(t.c0, gm.mul(g, k.lanes));
                       buildStagedRegion(gb, gl, k, block, scratch, map, g);
                       scf::YieldOp::create(gb, gl);
                     });
}

/// Channels-last: block g's lanes are channels c0 + g * lanes on, up to
/// the last channel: its first channel (C - 1 for a block past the last,
/// which reads nothing) and its mask.
static void channelsLastBlocks(OpBuilder &b, Location loc, const ROIKernel &k,
                               const ROITask &t, SmallVector<Value> &first,
                               SmallVector<Value> &mask) {
  IndexMath m{b, loc};
  for (int64_t g = 0; k.channelsLast && g < k.groupBlocks; ++g) {
    Value c = m.add(t.c0, m.c(g * k.lanes));
    first.push_back(m.min(c, m.sub(k.channels, m.c(1))));
    mask.push_back(VectorMath{b, loc}.firstLanes(k.lanes, m.sub(t.c1, c)));
  }
}

/// The running results of bin (binRow, binCol), a vector per block: every
/// sample's taps once, then per block its four neighbours (contiguous
/// vectors of the scratch) and the weighted sum, in the blocked kernel's
/// order of samples and operations.
static SmallVector<Value> accumulateBin(OpBuilder &b, Location loc,
                                        const ROIKernel &k, const ROITask &t,
                                        const GroupBuffers &buf, Value scratch,
                                        const ROIRegion &map, Value binRow,
                                        Value binCol) {
  IndexMath m{b, loc};
  auto vecType = VectorMath{b, loc}.vec(k.lanes, k.floatType);
  SmallVector<Value> init(k.groupBlocks, zeros(b, loc, k));
  SmallVector<Value> blockFirst, blockMask;
  channelsLastBlocks(b, loc, k, t, blockFirst, blockMask);
  auto rows = scf::ForOp::create(
      b, loc, m.c(0), t.g.samplesY, m.c(1), init,
      [&](OpBuilder &yb, Location yl, Value sy, ValueRange accs) {
        IndexMath ym{yb, yl};
        ROISampleAxis y = loadColumnSample(
            yb, yl, buf.rows, sampleEntry(ym, t.g.samplesY, binRow, sy));
        // Scratch pixel of (row, 0): 1 + row * stride.
        auto rowBase = [&](Value row) {
          if (k.channelsLast)
            return Value();
          return ym.add(ym.mul(row, map.stride), ym.c(1));
        };
        Value lowBase = rowBase(y.low), highBase = rowBase(y.high);
        auto cols = scf::ForOp::create(
            yb, yl, ym.c(0), t.g.samplesX, ym.c(1), accs,
            [&](OpBuilder &xb, Location xl, Value sx, ValueRange acc) {
              RoundedArith xa(xb, xl, k.floatType);
              IndexMath xm{xb, xl};
              ROISampleAxis x =
                  loadColumnSample(xb, xl, buf.columns,
                                   sampleEntry(xm, t.g.samplesX, binCol, sx));
              ROISampleTaps taps = buildROISampleTaps(xa, y, x);
              Value inside = xm.andI(y.inside, x.inside);
              auto orOrigin = [&](Value v) {
                return arith::SelectOp::create(xb, xl, inside, v, xm.c(0))
                    .getResult();
              };
              // A neighbour: its scratch pixel, or with channels-last data
              // its (row, col), pixel (0, 0) for samples outside the map.
              struct Neighbour {
                Value pixel, row, col;
              };
              auto at = [&](Value base, Value row, Value col) {
                if (k.channelsLast)
                  return Neighbour{Value(), orOrigin(row), orOrigin(col)};
                return Neighbour{orOrigin(xm.add(base, col)), Value(), Value()};
              };
              Neighbour p1 = at(lowBase, y.low, x.low),
                        p2 = at(lowBase, y.low, x.high),
                        p3 = at(highBase, y.high, x.low),
                        p4 = at(highBase, y.high, x.high);
              SmallVector<Value> next;
              for (int64_t g = 0; g < k.groupBlocks; ++g) {
                auto pixel = [&](const Neighbour &p) -> Value {
                  if (k.channelsLast)
                    return vector::MaskedLoadOp::create(
                        xb, xl, vecType, k.data,
                        ValueRange{t.image, p.row, p.col, blockFirst[g]},
                        blockMask[g], init[g]);
                  return vector::LoadOp::create(
                      xb, xl, vecType, scratch,
                      ValueRange{xm.c(g), p.pixel, xm.c(0)});
                };
                Value sample = buildROISampleValue(
                    xa, taps, pixel(p1), pixel(p2), pixel(p3), pixel(p4));
                next.push_back(accumulate(xa, k, t, acc[g], sample));
              }
              scf::YieldOp::create(xb, xl, next);
            });
        scf::YieldOp::create(yb, yl, cols.getResults());
      });
  return SmallVector<Value>(rows.getResults());
}

/// The box's bins, one vector per block each, into the bin-major buffer.
static void buildGroupBins(OpBuilder &b, Location loc, const ROIKernel &k,
                           const ROITask &t, const GroupBuffers &buf,
                           Value scratch, const ROIRegion &map) {
  IndexMath m{b, loc};
  scf::ForOp::create(
      b, loc, m.c(0), m.c(k.attrs.pooledH), m.c(1), ValueRange{},
      [&](OpBuilder &rb, Location rl, Value binRow, ValueRange) {
        IndexMath rm{rb, rl};
        scf::ForOp::create(
            rb, rl, rm.c(0), rm.c(k.attrs.pooledW), rm.c(1), ValueRange{},
            [&](OpBuilder &cb, Location cl, Value binCol, ValueRange) {
              IndexMath cm{cb, cl};
              SmallVector<Value> perBlock = accumulateBin(
                  cb, cl, k, t, buf, scratch, map, binRow, binCol);
              Value q = cm.add(cm.mul(binRow, k.attrs.pooledW), binCol);
              for (int64_t g = 0; g < k.groupBlocks; ++g)
                vector::StoreOp::create(cb, cl, perBlock[g], buf.binMajor,
                                        ValueRange{q, cm.c(g), cm.c(0)});
              scf::YieldOp::create(cb, cl);
            });
        scf::YieldOp::create(rb, rl);
      });
}

/// The bin-major results ([bin][block][lane]) into the staged output block
/// ([channel][bin]): per block, `lanes` bins at a time, a transpose and one
/// whole-vector store per channel. The last vector of a channel's bins runs
/// into the next channel's first bins (or the padding); the vectors are
/// stored from the last bins down and channel by channel upwards, so every
/// element is written last by its own channel's store.
static void transposeOut(OpBuilder &b, Location loc, const ROIKernel &k,
                         const GroupBuffers &buf) {
  IndexMath m{b, loc};
  int64_t lanes = k.lanes, bins = k.attrs.pooledH * k.attrs.pooledW;
  int64_t tiles = paddedBins(k) / lanes;
  auto vecType = VectorMath{b, loc}.vec(lanes, k.floatType);
  scf::ForOp::create(
      b, loc, m.c(0), m.c(k.groupBlocks), m.c(1), ValueRange{},
      [&](OpBuilder &gb, Location gl, Value g, ValueRange) {
        IndexMath gm{gb, gl};
        scf::ForOp::create(
            gb, gl, gm.c(0), gm.c(tiles), gm.c(1), ValueRange{},
            [&](OpBuilder &jb, Location jl, Value down, ValueRange) {
              IndexMath jm{jb, jl};
              Value bin0 = jm.mul(jm.sub(jm.c(tiles - 1), down), lanes);
              SmallVector<Value> perBin;
              for (int64_t i = 0; i < lanes; ++i)
                perBin.push_back(vector::LoadOp::create(
                    jb, jl, vecType, buf.binMajor,
                    ValueRange{jm.add(bin0, jm.c(i)), g, jm.c(0)}));
              SmallVector<Value> perChannel = transpose(jb, jl, perBin);
              Value channel0 = jm.mul(g, lanes);
              for (int64_t l = 0; l < lanes; ++l) {
                Value row = jm.mul(jm.add(channel0, jm.c(l)), bins);
                vector::StoreOp::create(jb, jl, perChannel[l], buf.staging,
                                        ValueRange{jm.add(row, bin0)});
              }
              scf::YieldOp::create(jb, jl);
            });
        scf::YieldOp::create(gb, gl);
      });
}

void mlir::ov::vectorize::buildGroupBox(OpBuilder &b, Location loc,
                                        const ROIKernel &k, const ROITask &t,
                                        const GroupBuffers &buf, Value scratch,
                                        const ROIRegion &map) {
  fillSampleTable(b, loc, k, t, buf.columns, /*rows=*/false);
  fillSampleTable(b, loc, k, t, buf.rows, /*rows=*/true);
  buildGroupBins(b, loc, k, t, buf, scratch, map);
  transposeOut(b, loc, k, buf);
  copyStagedBlock(b, loc, k, t, buf.staging, k.groupBlocks * k.lanes);
}
