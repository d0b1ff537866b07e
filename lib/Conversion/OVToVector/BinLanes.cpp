// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- BinLanes.cpp - A box's output bins as vector lanes -----------------===//

#include "BinLanes.h"
#include "VectorUtils.h"

#include "ROIBridge.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov::vectorize;

/// `lanes` zeros of `element` (the masked-off lanes of a load).
static Value zerosOf(OpBuilder &b, Location loc, VectorType type) {
  return arith::ConstantOp::create(
      b, loc, type,
      DenseElementsAttr::get(type, b.getFloatAttr(type.getElementType(), 0)));
}

Value BinLanes::load(OpBuilder &b, Location loc, Value output, Value box,
                     Value c) const {
  SmallVector<Value, 3> at{box, c, q0};
  if (!masked)
    return vector::LoadOp::create(b, loc, accType, output, at);
  return vector::MaskedLoadOp::create(b, loc, accType, output, at, mask,
                                      zerosOf(b, loc, accType));
}

void BinLanes::store(OpBuilder &b, Location loc, Value output, Value box,
                     Value c, Value value) const {
  SmallVector<Value, 3> at{box, c, q0};
  if (masked)
    vector::MaskedStoreOp::create(b, loc, output, at, mask, value);
  else
    vector::StoreOp::create(b, loc, value, output, at);
}

BinLanes mlir::ov::vectorize::buildBinLanes(OpBuilder &b, Location loc,
                                            VectorType laneType, Type floatType,
                                            int64_t pooledH, int64_t pooledW,
                                            Value q0, int64_t valid) {
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  int64_t lanes = laneType.getNumElements();
  Type laneInt = laneType.getElementType();
  BinLanes g;
  g.q0 = q0;
  g.masked = valid < lanes;
  auto laneSplat = [&](int64_t value) {
    return arith::ConstantOp::create(
        b, loc, laneType,
        DenseElementsAttr::get(laneType, b.getIntegerAttr(laneInt, value)));
  };
  Value q = arith::AddIOp::create(b, loc, v.splat(v.cast(q0, laneInt), lanes),
                                  v.ramp(lanes, 1, laneInt));
  if (g.masked)
    q = arith::MinSIOp::create(b, loc, q, laneSplat(pooledH * pooledW - 1));
  g.binRow = arith::DivSIOp::create(b, loc, q, laneSplat(pooledW));
  g.binCol = arith::RemSIOp::create(b, loc, q, laneSplat(pooledW));
  if (g.masked)
    g.mask = v.firstLanes(lanes, m.c(valid));
  g.accType = v.vec(lanes, floatType);
  return g;
}

GatheredTaps mlir::ov::vectorize::buildGatheredTaps(OpBuilder &b, Location loc,
                                                    const ROISampleTaps &taps,
                                                    Value laneWidth,
                                                    Type floatType) {
  auto offset = [&](Value row, Value col) -> Value {
    return arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, row, laneWidth), col);
  };
  GatheredTaps g;
  g.taps = taps;
  g.offsets = {offset(taps.yLow, taps.xLow), offset(taps.yLow, taps.xHigh),
               offset(taps.yHigh, taps.xLow), offset(taps.yHigh, taps.xHigh)};
  int64_t lanes = cast<VectorType>(laneWidth.getType()).getNumElements();
  VectorMath v{b, loc};
  g.allTrue = v.allTrue(lanes);
  g.passThru = v.splat(RoundedArith(b, loc, floatType).constant(0.0), lanes);
  return g;
}

Value mlir::ov::vectorize::gatherSampleValue(OpBuilder &b, Location loc,
                                             const GatheredTaps &g,
                                             const BinLanes &bins, Value data,
                                             Value image, Value c,
                                             Type floatType) {
  IndexMath m{b, loc};
  SmallVector<Value> plane{image, c, m.c(0), m.c(0)};
  SmallVector<Value, 4> pixels;
  for (Value offsets : g.offsets)
    pixels.push_back(vector::GatherOp::create(b, loc, bins.accType, data, plane,
                                              offsets, g.allTrue, g.passThru));
  RoundedArith a(b, loc, floatType);
  return buildROISampleValue(a, g.taps, pixels[0], pixels[1], pixels[2],
                             pixels[3]);
}

void mlir::ov::vectorize::forEachBinGroup(OpBuilder &b, Location loc,
                                          int64_t lanes, int64_t bins,
                                          BinGroupBody body) {
  IndexMath m{b, loc};
  int64_t full = bins / lanes, rest = bins % lanes;
  if (full > 0)
    scf::ForOp::create(b, loc, m.c(0), m.c(full * lanes), m.c(lanes),
                       ValueRange{},
                       [&](OpBuilder &gb, Location gl, Value q0, ValueRange) {
                         body(gb, gl, q0, /*valid=*/lanes);
                         scf::YieldOp::create(gb, gl);
                       });
  if (rest > 0)
    body(b, loc, m.c(full * lanes), rest);
}

void mlir::ov::vectorize::forEachBoxTileTask(OpBuilder &b, Location loc,
                                             Value boxes, Value channels,
                                             int64_t tileChannels,
                                             BoxTileBody body) {
  IndexMath m{b, loc};
  Value tiles = m.ceilDiv(channels, tileChannels);
  Value tasks = m.mul(boxes, tiles);
  scf::ParallelOp::create(
      b, loc, ValueRange{m.c(0)}, ValueRange{tasks}, ValueRange{m.c(1)},
      [&](OpBuilder &pb, Location pl, ValueRange ivs) {
        IndexMath pm{pb, pl};
        Value box = arith::DivUIOp::create(pb, pl, ivs[0], tiles);
        Value tile = arith::RemUIOp::create(pb, pl, ivs[0], tiles);
        Value c0 = pm.mul(tile, tileChannels);
        Value c1 = pm.min(pm.add(c0, pm.c(tileChannels)), channels);
        body(pb, pl, box, c0, c1);
      });
}

BinLaneOutput mlir::ov::vectorize::bindBinLaneOutput(OpBuilder &b, Location loc,
                                                     const ROIMatch &m,
                                                     RankedTensorType dataType,
                                                     int64_t vectorBits) {
  BinLaneOutput bound;
  bound.boxes = indexValue(b, loc, m.outputShape[0]);
  bound.channels = indexValue(b, loc, m.outputShape[1]);
  // Gathers take 32-bit (or 64-bit) offsets: as many bins as they fit.
  int64_t lanes = lanesFor(m.elementType, vectorBits, 32);
  bound.laneType = VectorType::get(
      {lanes}, planeFitsI32(dataType) ? b.getI32Type() : b.getI64Type());
  bound.output = memref::CollapseShapeOp::create(
      b, loc, m.output, ArrayRef<ReassociationIndices>{{0}, {1}, {2, 3}});
  return bound;
}
