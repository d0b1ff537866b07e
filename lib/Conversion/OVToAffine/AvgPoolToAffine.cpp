// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolToAffine.cpp - AvgPool to affine loop nests
//------------------===//
//
// For every output element, a nest of affine.for loops over the kernel taps
// whose bounds are clamped to the input (as MaxPool's), so padding is never
// read; the sum is loop carried and added in OpenVINO's tap order (depth,
// row, column; docs/semantics.md 7.3), then divided once.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "TapLoop.h"

#include "AvgPoolBridge.h"
#include "FamilyPattern.h"
#include "ov/Semantics/AvgPoolKernel.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::ov;

/// What the window loops need: the input buffer, its element type as
/// written, and per spatial axis the resolved begin pad and the input dim.
struct AvgPoolLoops {
  const PoolingAttrs &attrs;
  Type elementType;
  Value input;
  SmallVector<Value> padsBegin, inputDims;
};

/// The tap loops of spatial axis `axis` and inward around the running sum.
/// `outer` holds (n, c, o_0, ...); `coords` collects the enclosing taps'
/// input coordinates.
static Value buildTapLoops(OpBuilder &b, Location loc, const AvgPoolLoops &w,
                           ValueRange outer, SmallVector<Value> &coords,
                           unsigned axis, Value sum) {
  if (axis == w.attrs.spatialRank()) {
    SmallVector<Value> indices{outer[0], outer[1]};
    llvm::append_range(indices, coords);
    Value tap = memref::LoadOp::create(b, loc, w.input, indices);
    return buildAvgPoolAdd(b, loc, w.elementType, sum, tap);
  }
  return buildTapLoop(b, loc, w.attrs.axis(axis), outer[2 + axis],
                      w.padsBegin[axis], w.inputDims[axis], ValueRange{sum},
                      [&](OpBuilder &nb, Location nloc, Value coord,
                          ValueRange iterArgs) -> SmallVector<Value> {
                        coords.push_back(coord);
                        Value next = buildTapLoops(nb, nloc, w, outer, coords,
                                                   axis + 1, iterArgs[0]);
                        coords.pop_back();
                        return {next};
                      })[0];
}

namespace {
/// Lowers every AvgPool version to an affine loop nest.
struct AvgPoolToAffine : AvgPoolPattern {
  using AvgPoolPattern::AvgPoolPattern;

  LogicalResult
  rewriteMatched(AvgPoolOpInterface op, const AvgPoolMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    AvgPoolLoops w{m.attrs,
                   m.inputType.getElementType(),
                   readBuffer(rewriter, loc, m.input),
                   {},
                   {}};
    buildAvgPoolAxes(rewriter, loc, m, w.padsBegin, w.inputDims);
    Value padsInAverage =
        buildPadsInAverage(rewriter, loc, m.excludePad, m.pads);
    Value outBuf = allocBuffer(rewriter, loc, m.outputType, m.outputShape);
    SmallVector<Value> ubs, lbs;
    for (OpFoldResult size : m.outputShape) {
      ubs.push_back(indexValue(rewriter, loc, size));
      lbs.push_back(arith::ConstantIndexOp::create(rewriter, loc, 0));
    }
    affine::buildAffineLoopNest(
        rewriter, loc, lbs, ubs, SmallVector<int64_t>(ubs.size(), 1),
        [&](OpBuilder &b, Location l, ValueRange ivs) {
          SmallVector<Value> coords;
          Value sum = buildTapLoops(b, l, w, ivs, coords, 0,
                                    buildAvgPoolZero(b, l, w.elementType));
          Value inside = arith::ConstantIndexOp::create(b, l, 1);
          for (unsigned j = 0; j < m.attrs.spatialRank(); ++j)
            inside = arith::MulIOp::create(
                b, l, inside,
                buildTapsInside(b, l, ivs[2 + j], m.attrs.axis(j),
                                w.padsBegin[j], w.inputDims[j]));
          Value count = buildAvgPoolCount(b, l, m.attrs, padsInAverage, inside);
          memref::StoreOp::create(
              b, l, buildAvgPoolAverage(b, l, w.elementType, sum, count),
              outBuf, ivs);
        });
    rewriter.replaceOp(op, toTensor(rewriter, loc, outBuf, m.outputType));
    return success();
  }
};
} // namespace

void mlir::ov::populateAvgPoolToAffinePatterns(RewritePatternSet &patterns) {
  patterns.add<AvgPoolToAffine>(patterns.getContext());
}
