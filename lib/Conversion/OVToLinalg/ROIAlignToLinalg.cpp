// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignToLinalg.cpp - ROIAlign to linalg on tensors --------------===//
//
// A linalg.generic over [R, C, pooled_h, pooled_w] whose body gathers pixels
// with tensor.extract inside scf.for sample loops.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "ROIAlignBridge.h"
#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIAlign version to one linalg.generic over the bins.
struct ROIAlignToLinalg : ROIAlignPattern {
  using ROIAlignPattern::ROIAlignPattern;

  LogicalResult
  rewriteMatched(ROIAlignOpInterface op, const ROIAlignMatch &m,
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
          Value r = linalg::IndexOp::create(b, l, 0);
          Value c = linalg::IndexOp::create(b, l, 1);
          Value binRow = linalg::IndexOp::create(b, l, 2);
          Value binCol = linalg::IndexOp::create(b, l, 3);
          ROIStart roi = buildROIStart(b, l, m, r);
          Value bin =
              buildROIBin(b, l, m.elementType, roi.geometry, binRow, binCol,
                          m.height, m.width, m.attrs.isMax(),
                          [&](OpBuilder &xb, Location xl, Value y, Value x) {
                            return readElement(xb, xl, m.data,
                                               ValueRange{roi.image, c, y, x});
                          });
          linalg::YieldOp::create(b, l, bin);
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

} // namespace

/// Every ROIAlign is illegal (the pass's default for the dialect).
void mlir::ov::populateROIAlignToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &) {
  patterns.add<ROIAlignToLinalg>(patterns.getContext());
}
