// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingToLinalg.cpp - ROIPooling to linalg ---------------------===//
//
// A linalg.generic over [R, C, pooled_h, pooled_w] whose body gathers pixels
// with tensor.extract (max mode: inside scf.for loops over the bin's pixels).
// ov-to-vector has no ROIPooling kernel: the CPU pipelines leave the op to
// this pattern.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "ROIPoolingBridge.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIPooling version to one linalg.generic over the bins.
struct ROIPoolingToLinalg : ROIPoolingPattern {
  using ROIPoolingPattern::ROIPoolingPattern;

  LogicalResult
  rewriteMatched(ROIPoolingOpInterface op, const ROIPoolingMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, m.outputShape, m.elementType);
    if (empty.getType() != m.outputType)
      empty = tensor::CastOp::create(rewriter, loc, m.outputType, empty);
    AffineMap identity =
        AffineMap::getMultiDimIdentityMap(4, rewriter.getContext());
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{m.outputType}, ValueRange{}, ValueRange{empty},
        SmallVector<AffineMap>{identity},
        SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange) {
          SmallVector<Value> ivs;
          for (int64_t d = 0; d < 4; ++d)
            ivs.push_back(linalg::IndexOp::create(b, l, d));
          ROIPoolingStart roi = buildROIPoolingStart(b, l, m, ivs[0]);
          linalg::YieldOp::create(
              b, l, buildROIPoolingBinAt(b, l, m, roi, ivs[1], ivs[2], ivs[3]));
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

} // namespace

/// Every ROIPooling is illegal (the pass's default for the dialect).
void mlir::ov::populateROIPoolingToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &) {
  patterns.add<ROIPoolingToLinalg>(patterns.getContext());
}
