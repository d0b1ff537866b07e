// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignToAffine.cpp - ROIAlign to affine loop nests --------------===//
//
// Affine loops over (roi, channel, bin), scf.for loops over the
// data-dependent sample counts, memref.load for the gathered pixels.
//
//===----------------------------------------------------------------------===//

#include "ParallelNest.h"
#include "Patterns.h"

#include "ROIAlignBridge.h"
#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIAlign version to affine loops over (roi, channel, bin).
struct ROIAlignToAffine : ROIAlignBufferPattern {
  using ROIAlignBufferPattern::ROIAlignBufferPattern;

  LogicalResult
  rewriteMatched(ROIAlignOpInterface op, const ROIAlignMatch &br,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    const ROIAlignAttrs &attrs = br.attrs;
    Value r0 = indexValue(rewriter, loc, br.outputShape[0]);
    Value channels = indexValue(rewriter, loc, br.outputShape[1]);
    buildParallelNest(
        rewriter, loc, {r0}, [&](OpBuilder &b, Location l, ValueRange roiIv) {
          Value r = roiIv[0];
          ROIStart roi = buildROIStart(b, l, br, r);
          Value ph = arith::ConstantIndexOp::create(b, l, attrs.pooledH);
          Value pw = arith::ConstantIndexOp::create(b, l, attrs.pooledW);
          buildParallelNest(
              b, l, {channels, ph, pw},
              [&](OpBuilder &ib, Location il, ValueRange ivs) {
                Value c = ivs[0], binRow = ivs[1], binCol = ivs[2];
                Value bin = buildROIBin(
                    ib, il, br.elementType, roi.geometry, binRow, binCol,
                    br.height, br.width, attrs.isMax(),
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

} // namespace

void mlir::ov::populateROIAlignToAffinePatterns(RewritePatternSet &patterns) {
  patterns.add<ROIAlignToAffine>(patterns.getContext());
}
