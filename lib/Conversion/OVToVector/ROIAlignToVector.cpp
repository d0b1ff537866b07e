//===- ROIAlignToVector.cpp - ROIAlign as vectorized CPU loops ------------===//
//
// The fast CPU path of ROIAlign-3: in parallel over (channel block, box)
// tasks, either the blocked kernel (the box's region transposed into a
// per-thread scratch buffer, channels as lanes; the x-axis data of its
// samples tabulated once; ROIAlignBlocked.cpp) or the gather kernel (bins as
// lanes; ROIAlignGather.cpp). This file builds the tasks and picks the
// kernel of each. Semantics: docs/semantics.md 3.3.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "ROIAlignKernel.h"

#include "ov/Conversion/BufferBridge.h"
#include "ov/Dialect/OVOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// One (box, channel block) task: the blocked kernel when the box's
/// region of the feature map fits the scratch buffer, else the gather
/// kernel.
static void buildTask(OpBuilder &b, Location loc, const ROIKernel &k,
                      const ROITask &t, const Buffers &buf) {
  IndexMath m{b, loc};
  RoundedArith a(b, loc, k.floatType);
  // Sample positions are monotonic in the bin and the sample index (they
  // grow when bin sizes are >= 0, always so in asymmetric mode), and so are
  // their neighbours: every inside sample's neighbours lie between those of
  // the first sample of the first bin and of the last sample of the last
  // bin, on both axes.
  ROIRegion rg;
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
static Value buildBoxOrder(OpBuilder &b, Location loc, const ROIKernel &k) {
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

/// ROITask `id` of the parallel loop: its box, channel block and geometry, and
/// its per-thread buffers (ov-hoist-parallel-allocas moves them out of the
/// loop).
static void buildParallelTask(OpBuilder &b, Location l, const ROIKernel &k,
                              Value order, Value id) {
  IndexMath bm{b, l};
  ROITask t;
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
  int64_t blockBytes = k.lanes * k.attrs.pooledH * k.attrs.pooledW *
                       k.floatType.getIntOrFloatBitWidth() / 8;
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
static void buildTasks(OpBuilder &b, Location loc, const ROIKernel &k) {
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

namespace {

/// ROIAlign with bins as vector lanes, in parallel over (box, channel tile)
/// tasks. For `lanes` bins of one box at a time (bin q = row * pooled_w +
/// col in lane q mod lanes), each sample's neighbours and bilinear weights
/// are computed once, as vectors (docs/semantics.md 3.3, steps 5-8, exactly as
/// the scalar kernel per lane), and then applied to every channel of the
/// tile: four gathers from the channel's plane, the weighted sum, and the
/// running avg/max kept in the output row of that channel (contiguous
/// bins; masked for the last, partial group). Each lane sees its samples in
/// OpenVINO's order, so the result equals the scalar kernel's. The pattern
/// reads the op into a ROIKernel; buildTasks builds the rest.
struct ROIAlignToVector : OpInterfaceRewritePattern<ROIAlignOpInterface> {
  ROIAlignToVector(MLIRContext *ctx, const VectorTarget &target)
      : OpInterfaceRewritePattern(ctx), target(target) {}

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

    ROIKernel k;
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
    k.lanes = lanesFor(k.floatType, target.vectorBits, 32);
    // Outputs far larger than a core's L2 bypass the caches.
    k.nontemporalBytes = 4 * target.l2Bytes;
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
    k.scale = arith::ConstantOp::create(
        rewriter, loc, rewriter.getF32FloatAttr(k.attrs.spatialScale));
    buildTasks(rewriter, loc, k);
    rewriter.replaceOp(op, toTensor(rewriter, loc, output, outputType));
    return success();
  }

private:
  VectorTarget target;
};

} // namespace

void mlir::ov::vectorize::populateROIAlignToVectorPatterns(
    RewritePatternSet &patterns, const VectorTarget &target) {
  patterns.add<ROIAlignToVector>(patterns.getContext(), target);
}
