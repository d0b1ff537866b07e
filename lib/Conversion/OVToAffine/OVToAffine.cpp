//===- OVToAffine.cpp - Lower ov ops to affine loop nests (ov-to-affine) --===//
//
// MaxPool: for every output element, a nest of affine.for loops over the
// kernel taps whose bounds are clamped to the input (onnx-mlir's Krnl style),
// so padding is never read; the running maximum and its position are loop
// carried values updated with a strictly-greater select.
// ROIAlign: affine loops over (roi, channel, bin), scf.for loops over the
// data-dependent sample counts, memref.load for the gathered pixels.
//
//===----------------------------------------------------------------------===//

#include "TapLoop.h"

#include "AvgPoolBridge.h"
#include "BufferBridge.h"
#include "FamilyPattern.h"
#include "ov/Conversion/Passes.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/KernelBuilders.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::ov {
#define GEN_PASS_DEF_CONVERTOVTOAFFINE
#include "ov/Conversion/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Builds `affine.for` loops from 0 to each of `ubs` around `body`.
static void
buildParallelNest(OpBuilder &b, Location loc, ArrayRef<Value> ubs,
                  function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  SmallVector<Value> lbs(ubs.size(), arith::ConstantIndexOp::create(b, loc, 0));
  SmallVector<int64_t> steps(ubs.size(), 1);
  affine::buildAffineLoopNest(b, loc, lbs, ubs, steps, body);
}

//===----------------------------------------------------------------------===//
// MaxPool
//===----------------------------------------------------------------------===//

/// The window loops over spatial axis `axis` and inward. `outer` holds
/// (n, c, o_0, ...); `inputCoords` collects the tap coordinates of enclosing
/// axes. Returns the final `carried` (best value, and with indices its
/// spatial position).
static SmallVector<Value> buildWindowLoops(OpBuilder &b, Location loc,
                                           const MaxPoolWindow &w, Value input,
                                           ValueRange outer,
                                           SmallVector<Value> &inputCoords,
                                           unsigned axis, ValueRange carried) {
  if (axis == w.attrs.spatialRank()) {
    // Innermost: load the tap and keep it if strictly greater.
    SmallVector<Value> indices{outer[0], outer[1]};
    llvm::append_range(indices, inputCoords);
    Value tap = memref::LoadOp::create(b, loc, input, indices);
    return buildMaxPoolTapUpdate(b, loc, w, tap, inputCoords, carried);
  }

  return buildTapLoop(
      b, loc, w.attrs.axis(axis), outer[2 + axis], w.padsBegin[axis],
      w.inputDims[axis], carried,
      [&](OpBuilder &nb, Location nloc, Value coord, ValueRange iterArgs) {
        inputCoords.push_back(coord);
        SmallVector<Value> results = buildWindowLoops(
            nb, nloc, w, input, outer, inputCoords, axis + 1, iterArgs);
        inputCoords.pop_back();
        return results;
      });
}

namespace {

/// Lowers every MaxPool version to an affine loop nest.
struct MaxPoolToAffine : MaxPoolPattern {
  using MaxPoolPattern::MaxPoolPattern;

  LogicalResult
  rewriteMatched(MaxPoolOpInterface op, const MaxPoolMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    MaxPoolWindow window = buildMaxPoolWindow(
        rewriter, loc, m.input, m.attrs, m.pads, rewriter.getIndexType());
    Value inBuf = readBuffer(rewriter, loc, m.input);
    Value outBuf = allocBuffer(rewriter, loc, m.outputType, m.outputShape);
    Value idxBuf;
    MaxPoolIndexing indexing;
    if (m.indicesType) {
      idxBuf = allocBuffer(rewriter, loc, m.indicesType, m.outputShape);
      indexing = buildMaxPoolIndexing(
          rewriter, loc, m.input, window,
          indexValue(rewriter, loc, m.outputShape[1]), op.getIndicesAxis());
    }

    SmallVector<Value> ubs;
    for (OpFoldResult size : m.outputShape)
      ubs.push_back(indexValue(rewriter, loc, size));
    Type elementType = m.inputType.getElementType();
    buildParallelNest(
        rewriter, loc, ubs, [&](OpBuilder &b, Location l, ValueRange ivs) {
          SmallVector<Value> init{buildPoolInitValue(b, l, elementType)};
          if (idxBuf)
            init.push_back(arith::ConstantIndexOp::create(b, l, 0));
          SmallVector<Value> coords;
          SmallVector<Value> best =
              buildWindowLoops(b, l, window, inBuf, ivs, coords, 0, init);
          memref::StoreOp::create(b, l, best[0], outBuf, ivs);
          if (!idxBuf)
            return;
          Value index =
              buildMaxPoolIndex(b, l, indexing, ivs[0], ivs[1], best[1]);
          memref::StoreOp::create(
              b, l,
              arith::IndexCastOp::create(
                  b, l, m.indicesType.getElementType(), index),
              idxBuf, ivs);
        });

    SmallVector<Value> results{toTensor(rewriter, loc, outBuf, m.outputType)};
    if (idxBuf)
      results.push_back(toTensor(rewriter, loc, idxBuf, m.indicesType));
    rewriter.replaceOp(op, results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// ROIAlign
//===----------------------------------------------------------------------===//

/// Lowers every ROIAlign version to affine loops over (roi, channel, bin).
struct ROIAlignToAffine : OpInterfaceConversionPattern<ROIAlignOpInterface> {
  using Base::Base;

  LogicalResult
  matchAndRewrite(ROIAlignOpInterface op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    FailureOr<ROIAlignBridge> bridge = bridgeROIAlign(rewriter, op, operands);
    if (failed(bridge))
      return failure();
    const ROIAlignBridge &br = *bridge;
    const ROIAlignAttrs &attrs = br.attrs;
    Value r0 = indexValue(rewriter, loc, br.outputShape[0]);
    Value channels = indexValue(rewriter, loc, br.outputShape[1]);
    buildParallelNest(rewriter, loc, {r0}, [&](OpBuilder &b, Location l,
                                               ValueRange roiIv) {
      Value r = roiIv[0];
      ROIStart roi = buildROIStart(b, l, br, r);
      Value ph = arith::ConstantIndexOp::create(b, l, attrs.pooledH);
      Value pw = arith::ConstantIndexOp::create(b, l, attrs.pooledW);
      buildParallelNest(b, l, {channels, ph, pw}, [&](OpBuilder &ib,
                                                       Location il,
                                                       ValueRange ivs) {
        Value c = ivs[0], binRow = ivs[1], binCol = ivs[2];
        Value bin = buildROIBin(
            ib, il, br.elementType, roi.geometry, binRow, binCol, br.height,
            br.width, attrs.isMax(),
            [&](OpBuilder &xb, Location xl, Value y, Value x) {
              return readElement(xb, xl, br.data,
                                 ValueRange{roi.image, c, y, x});
            });
        memref::StoreOp::create(ib, il, bin, br.output,
                                ValueRange{r, c, binRow, binCol});
      });
    });
    rewriter.replaceOp(op, toTensor(rewriter, loc, br.output, br.outputType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct ConvertOVToAffinePass
    : public ov::impl::ConvertOVToAffineBase<ConvertOVToAffinePass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    ConversionTarget target(*ctx);
    target.addIllegalDialect<OVDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(ctx);
    populateOVToAffinePatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::ov::populateOVToAffinePatterns(RewritePatternSet &patterns) {
  patterns.add<MaxPoolToAffine, ROIAlignToAffine>(patterns.getContext());
  populateAvgPoolToAffinePatterns(patterns);
}
