// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedToLinalg.cpp - ROIAlignRotated to linalg -----------===//
//
// A linalg.generic over [R, C, pooled_h, pooled_w] whose body gathers pixels
// with tensor.extract inside scf.for sample loops. ov-to-vector has no
// ROIAlignRotated kernel: the CPU pipelines leave the op to this pattern.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "ROIAlignRotatedBridge.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIAlignRotated version to one linalg.generic over the bins.
struct ROIAlignRotatedToLinalg : ROIAlignRotatedPattern {
  using ROIAlignRotatedPattern::ROIAlignRotatedPattern;

  LogicalResult
  rewriteMatched(ROIAlignRotatedOpInterface op, const ROIAlignRotatedMatch &m,
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
          RotatedROIStart roi = buildRotatedROIStart(b, l, m, ivs[0]);
          linalg::YieldOp::create(
              b, l, buildRotatedROIBinAt(b, l, m, roi, ivs[1], ivs[2], ivs[3]));
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

} // namespace

/// Every ROIAlignRotated is illegal (the pass's default for the dialect).
void mlir::ov::populateROIAlignRotatedToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &) {
  patterns.add<ROIAlignRotatedToLinalg>(patterns.getContext());
}
