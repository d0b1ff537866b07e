// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingToLinalg.cpp - ROIPooling to linalg ---------------------===//
//
// Two linalg.generic ops: one over the boxes [R] that starts each box once
// (its image and, for max, its pixel box, as i64 tensors), and one over the
// bins [R, C, pooled_h, pooled_w] that reads them (map d0) and gathers its
// pixels with tensor.extract (max mode: inside scf.for loops over the bin's
// pixels). A single generic in the ROI base's skeleton (ROIGeneric.h)
// would start the box again for every output, which LLVM cannot hoist past
// the output's stores. ov-to-vector has no ROIPooling kernel: the CPU
// pipelines leave the op to this pattern.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "ROIPoolingBridge.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIPooling version to a generic over the boxes and one over
/// the bins.
struct ROIPoolingToLinalg : ROIPoolingPattern {
  using ROIPoolingPattern::ROIPoolingPattern;

  LogicalResult
  rewriteMatched(ROIPoolingOpInterface op, const ROIPoolingMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Type i64 = rewriter.getI64Type();
    // Per box: image, and for max startH, startW, roiH, roiW.
    unsigned perBox = m.attrs.isMax() ? 5 : 1;
    SmallVector<Value> boxInits;
    for (unsigned i = 0; i < perBox; ++i)
      boxInits.push_back(tensor::EmptyOp::create(
          rewriter, loc, ArrayRef<OpFoldResult>{m.outputShape[0]}, i64));
    SmallVector<Type> boxTypes(perBox, boxInits[0].getType());
    AffineMap boxMap = AffineMap::getMultiDimIdentityMap(1, ctx);
    auto boxes = linalg::GenericOp::create(
        rewriter, loc, boxTypes, ValueRange{}, boxInits,
        SmallVector<AffineMap>(perBox, boxMap),
        SmallVector<utils::IteratorType>(1, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange) {
          Value r = linalg::IndexOp::create(b, l, 0);
          ROIPoolingStart start = buildROIPoolingStart(b, l, m, r);
          SmallVector<Value> values{start.image};
          if (m.attrs.isMax())
            values.append({start.maxBox.startH, start.maxBox.startW,
                           start.maxBox.roiH, start.maxBox.roiW});
          SmallVector<Value> out;
          for (Value v : values)
            out.push_back(arith::IndexCastOp::create(b, l, i64, v));
          linalg::YieldOp::create(b, l, out);
        });

    Value empty =
        tensor::EmptyOp::create(rewriter, loc, m.outputShape, m.elementType);
    if (empty.getType() != m.outputType)
      empty = tensor::CastOp::create(rewriter, loc, m.outputType, empty);
    AffineMap byBox = AffineMap::get(4, 0, getAffineDimExpr(0, ctx));
    SmallVector<AffineMap> maps(perBox, byBox);
    maps.push_back(AffineMap::getMultiDimIdentityMap(4, ctx));
    auto bins = linalg::GenericOp::create(
        rewriter, loc, TypeRange{m.outputType}, boxes.getResults(),
        ValueRange{empty}, maps,
        SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange args) {
          SmallVector<Value> ivs;
          for (int64_t d = 0; d < 4; ++d)
            ivs.push_back(linalg::IndexOp::create(b, l, d));
          auto index = [&](unsigned i) -> Value {
            return arith::IndexCastOp::create(b, l, b.getIndexType(), args[i]);
          };
          ROIPoolingStart start;
          start.image = index(0);
          if (m.attrs.isMax())
            start.maxBox = {index(1), index(2), index(3), index(4)};
          else
            for (Value corner : readROIBox(b, l, m, ivs[0], 1, 4))
              start.corners.push_back(corner);
          linalg::YieldOp::create(
              b, l,
              buildROIPoolingBinAt(b, l, m, start, ivs[1], ivs[2], ivs[3]));
        });
    rewriter.replaceOp(op, bins.getResult(0));
    return success();
  }
};

} // namespace

/// Every ROIPooling is illegal (the pass's default for the dialect).
void mlir::ov::populateROIPoolingToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &) {
  patterns.add<ROIPoolingToLinalg>(patterns.getContext());
}
