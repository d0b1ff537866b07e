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

#include "ov/Conversion/BufferBridge.h"
#include "ov/Semantics/KernelBuilders.h"
#include "ov/Conversion/Passes.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::ov {
#define GEN_PASS_DEF_CONVERTOVTOAFFINE
#include "ov/Conversion/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Builds `affine.for` loops from 0 to each of `ubs` around `body`.
void buildParallelNest(OpBuilder &b, Location loc, ArrayRef<Value> ubs,
                       function_ref<void(OpBuilder &, Location, ValueRange)>
                           body) {
  SmallVector<Value> lbs(ubs.size(), arith::ConstantIndexOp::create(b, loc, 0));
  SmallVector<int64_t> steps(ubs.size(), 1);
  affine::buildAffineLoopNest(b, loc, lbs, ubs, steps, body);
}

//===----------------------------------------------------------------------===//
// MaxPool
//===----------------------------------------------------------------------===//

/// What the window loops of one output element need.
struct MaxPoolWindow {
  const PoolingAttrs &attrs;
  Value input;                  // signless memref [N, C, spatial...]
  SmallVector<Value> inputDims; // spatial input dims (index)
  SmallVector<Value> padsBegin; // resolved, per spatial axis (index)
  bool isUnsigned;
  bool withIndices;
};

/// The window loops over spatial axis `axis` and inward. `outer` holds
/// (n, c, o_0, ...); `taps` collects the tap coordinates t_0.. of enclosing
/// axes. Returns the final (best, bestSpatialIndex) values.
SmallVector<Value> buildWindowLoops(OpBuilder &b, Location loc,
                                    const MaxPoolWindow &w, ValueRange outer,
                                    SmallVector<Value> &inputCoords,
                                    unsigned axis, ValueRange carried) {
  unsigned k = w.attrs.spatialRank();
  if (axis == k) {
    // Innermost: load the tap and keep it if strictly greater.
    SmallVector<Value> indices{outer[0], outer[1]};
    llvm::append_range(indices, inputCoords);
    Value tap = memref::LoadOp::create(b, loc, w.input, indices);
    Value greater = buildStrictlyGreater(b, loc, tap, carried[0], w.isUnsigned);
    SmallVector<Value> next{
        arith::SelectOp::create(b, loc, greater, tap, carried[0])};
    if (w.withIndices) {
      // Flat position inside the (n, c) plane, row-major over spatial dims.
      Value flat = inputCoords[0];
      for (unsigned j = 1; j < k; ++j)
        flat = arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, flat, w.inputDims[j]),
            inputCoords[j]);
      next.push_back(arith::SelectOp::create(b, loc, greater, flat, carried[1]));
    }
    return next;
  }

  PoolAxis p = w.attrs.axis(axis);
  MLIRContext *ctx = b.getContext();
  AffineExpr o = getAffineDimExpr(0, ctx);
  AffineExpr pad = getAffineSymbolExpr(0, ctx);
  AffineExpr dim = getAffineSymbolExpr(1, ctx);
  // Taps t with 0 <= o*s + t*d - pad < D:
  //   t >= ceil((pad - o*s) / d)  and  t < ceil((D + pad - o*s) / d).
  AffineMap lbMap = AffineMap::get(
      1, 2, {getAffineConstantExpr(0, ctx), (pad - o * p.stride).ceilDiv(p.dilation)},
      ctx);
  AffineMap ubMap = AffineMap::get(
      1, 2,
      {getAffineConstantExpr(p.kernel, ctx),
       (dim + pad - o * p.stride).ceilDiv(p.dilation)},
      ctx);
  SmallVector<Value> boundOperands{outer[2 + axis], w.padsBegin[axis],
                                   w.inputDims[axis]};
  auto loop = affine::AffineForOp::create(
      b, loc, boundOperands, lbMap, boundOperands, ubMap, 1, carried,
      [&](OpBuilder &nb, Location nloc, Value t, ValueRange iterArgs) {
        // i = o*s + t*d - pad
        AffineExpr tap = getAffineDimExpr(1, ctx);
        Value coord = affine::AffineApplyOp::create(
            nb, nloc,
            AffineMap::get(2, 1, o * p.stride + tap * p.dilation - pad, ctx),
            ValueRange{outer[2 + axis], t, w.padsBegin[axis]});
        inputCoords.push_back(coord);
        SmallVector<Value> results =
            buildWindowLoops(nb, nloc, w, outer, inputCoords, axis + 1, iterArgs);
        inputCoords.pop_back();
        affine::AffineYieldOp::create(nb, nloc, results);
      });
  return SmallVector<Value>(loop.getResults());
}

/// Lowers MaxPool-1 and MaxPool-8 (OpTy) to an affine loop nest.
template <typename OpTy>
struct MaxPoolToAffine : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  static constexpr bool kWithIndices = std::is_same_v<OpTy, MaxPoolV8Op>;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = adaptor.getInput();
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    if (!inputType)
      return rewriter.notifyMatchFailure(op, "unranked input");
    auto outputType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!outputType)
      return rewriter.notifyMatchFailure(op, "unranked result");
    PoolingAttrs attrs = PoolingAttrs::get(op);
    unsigned k = attrs.spatialRank();

    SmallVector<OpFoldResult> outShape =
        reifyPoolingOutputShape(rewriter, loc, input, attrs);
    auto pads = reifyPoolingPads(rewriter, loc, input, attrs);
    SmallVector<Value> inputDims, padsBegin;
    for (unsigned j = 0; j < k; ++j) {
      inputDims.push_back(indexValue(
          rewriter, loc, tensor::getMixedSize(rewriter, loc, input, j + 2)));
      padsBegin.push_back(indexValue(rewriter, loc, pads[j].first));
    }

    Type elementType = inputType.getElementType();
    Value inBuf = readBuffer(rewriter, loc, input);
    Value outBuf = allocBuffer(rewriter, loc, outputType, outShape);
    Value idxBuf;
    RankedTensorType indicesType;
    if constexpr (kWithIndices) {
      indicesType = cast<RankedTensorType>(op->getResult(1).getType());
      idxBuf = allocBuffer(rewriter, loc, indicesType, outShape);
    }

    MaxPoolWindow window{attrs,     inBuf,
                         inputDims, padsBegin,
                         isUnsignedInteger(elementType), kWithIndices};
    Value planeSize = arith::ConstantIndexOp::create(rewriter, loc, 1);
    for (Value d : inputDims)
      planeSize = arith::MulIOp::create(rewriter, loc, planeSize, d);
    Value axisModulus;
    if constexpr (kWithIndices)
      axisModulus = buildMaxPoolIndexModulus(rewriter, loc, input,
                                             op.getAxisAttr().getInt());
    Value channels = indexValue(rewriter, loc, outShape[1]);

    SmallVector<Value> ubs;
    for (OpFoldResult size : outShape)
      ubs.push_back(indexValue(rewriter, loc, size));
    buildParallelNest(
        rewriter, loc, ubs, [&](OpBuilder &b, Location l, ValueRange ivs) {
          SmallVector<Value> init{buildPoolInitValue(b, l, elementType)};
          if (kWithIndices)
            init.push_back(arith::ConstantIndexOp::create(b, l, 0));
          SmallVector<Value> coords;
          SmallVector<Value> best =
              buildWindowLoops(b, l, window, ivs, coords, 0, init);
          memref::StoreOp::create(b, l, best[0], outBuf, ivs);
          if (kWithIndices) {
            Value index = buildMaxPoolIndex(b, l, ivs[0], ivs[1], channels,
                                            planeSize, best[1], axisModulus);
            Type indexType = indicesType.getElementType();
            memref::StoreOp::create(
                b, l, arith::IndexCastOp::create(b, l, indexType, index),
                idxBuf, ivs);
          }
        });

    SmallVector<Value> results{toTensor(rewriter, loc, outBuf, outputType)};
    if constexpr (kWithIndices)
      results.push_back(toTensor(rewriter, loc, idxBuf, indicesType));
    rewriter.replaceOp(op, results);
    return success();
  }

};

//===----------------------------------------------------------------------===//
// ROIAlign
//===----------------------------------------------------------------------===//

struct ROIAlignToAffine : OpConversionPattern<ROIAlignV3Op> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ROIAlignV3Op op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    FailureOr<ROIAlignBridge> bridge =
        bridgeROIAlign(rewriter, op, adaptor.getData(), adaptor.getRois(),
                       adaptor.getBatchIndices());
    if (failed(bridge))
      return failure();
    Value data = bridge->data, rois = bridge->rois;
    Value batchBuf = bridge->batchIndices, outBuf = bridge->output;
    Value batch = bridge->batch, height = bridge->height;
    Value width = bridge->width, scale = bridge->spatialScale;
    Type elementType = bridge->elementType;
    ArrayRef<OpFoldResult> outShape = bridge->outputShape;
    bool unsignedIndices = bridge->unsignedIndices;
    int64_t pooledH = op.getPooledHAttr().getInt();
    int64_t pooledW = op.getPooledWAttr().getInt();
    int64_t samplingRatio = op.getSamplingRatioAttr().getInt();
    bool isMax = op.getMode() == ROIAlignMode::max;

    Value r0 = indexValue(rewriter, loc, outShape[0]);
    Value channels = indexValue(rewriter, loc, outShape[1]);
    buildParallelNest(rewriter, loc, {r0}, [&](OpBuilder &b, Location l,
                                               ValueRange roiIv) {
      Value r = roiIv[0];
      Value image = buildClampedBatchIndex(
          b, l, memref::LoadOp::create(b, l, batchBuf, ValueRange{r}),
          unsignedIndices, batch);
      RoundedArith a(b, l, elementType);
      auto coord = [&](int64_t i) {
        Value col = arith::ConstantIndexOp::create(b, l, i);
        return memref::LoadOp::create(b, l, rois, ValueRange{r, col})
            .getResult();
      };
      ROIGeometry g = buildROIGeometry(a, coord(0), coord(1), coord(2),
                                       coord(3), scale, pooledH, pooledW,
                                       samplingRatio);
      Value ph = arith::ConstantIndexOp::create(b, l, pooledH);
      Value pw = arith::ConstantIndexOp::create(b, l, pooledW);
      buildParallelNest(b, l, {channels, ph, pw}, [&](OpBuilder &ib,
                                                       Location il,
                                                       ValueRange ivs) {
        Value c = ivs[0], binRow = ivs[1], binCol = ivs[2];
        Value bin = buildROIBin(
            ib, il, elementType, g, binRow, binCol, height,
            width, isMax, [&](OpBuilder &xb, Location xl, Value y, Value x) {
              return memref::LoadOp::create(xb, xl, data,
                                            ValueRange{image, c, y, x})
                  .getResult();
            });
        memref::StoreOp::create(ib, il, bin, outBuf,
                                ValueRange{r, c, binRow, binCol});
      });
    });
    rewriter.replaceOp(op, toTensor(rewriter, loc, outBuf, bridge->outputType));
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
  patterns.add<MaxPoolToAffine<MaxPoolV1Op>, MaxPoolToAffine<MaxPoolV8Op>,
               ROIAlignToAffine>(patterns.getContext());
}
