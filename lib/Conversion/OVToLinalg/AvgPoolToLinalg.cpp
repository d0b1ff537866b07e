// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolToLinalg.cpp - AvgPool to linalg on tensors -----------------===//
//
// The input is padded with zeros (with extra end padding for ceil-mode
// windows); a linalg.generic reduction sums every window's taps (dilated
// for AvgPool-16) in OpenVINO's tap order (a padded zero leaves a sum that
// starts at +0 unchanged, so this is the sum of the taps inside the input;
// docs/semantics.md 7.3), and an elementwise linalg.generic divides each sum by
// its window's divisor. Windows too large to materialize are left for
// ov-to-affine.
//
//===----------------------------------------------------------------------===//

#include "LinalgLimits.h"
#include "Patterns.h"
#include "PoolWindow.h"

#include "AvgPoolBridge.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/AvgPoolKernel.h"
#include "ov/Semantics/ElementArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::ov;

/// A tensor of the output's shape filled with the signless `value` as T.
static Value filledOutput(OpBuilder &b, Location loc, const AvgPoolMatch &m,
                          Value value) {
  Type elementType = m.outputType.getElementType();
  Value empty = tensor::EmptyOp::create(b, loc, m.outputShape, elementType);
  if (empty.getType() != m.outputType)
    empty = tensor::CastOp::create(b, loc, m.outputType, empty);
  return linalg::FillOp::create(
             b, loc, castFromSignless(b, loc, value, elementType), empty)
      .getResult(0);
}

/// The window sums over the zero-padded input (poolWindowMaps: taps
/// o*s + t*d).
static Value buildSums(OpBuilder &b, Location loc, const AvgPoolMatch &m,
                       Value padded) {
  unsigned k = m.attrs.spatialRank();
  SmallVector<OpFoldResult> windowSizes;
  for (int64_t size : m.attrs.kernel)
    windowSizes.push_back(b.getIndexAttr(size));
  Value windowShape =
      tensor::EmptyOp::create(b, loc, windowSizes, b.getI1Type());
  SmallVector<utils::IteratorType> iterators(2 + k,
                                             utils::IteratorType::parallel);
  iterators.append(k, utils::IteratorType::reduction);
  Type elementType = m.inputType.getElementType();
  Value init = filledOutput(b, loc, m, buildAvgPoolZero(b, loc, elementType));
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{m.outputType}, ValueRange{padded, windowShape},
      ValueRange{init}, poolWindowMaps(b.getContext(), m.attrs, 1), iterators,
      [&](OpBuilder &rb, Location rl, ValueRange args) {
        Value sum = buildAvgPoolAdd(rb, rl, elementType,
                                    castToSignless(rb, rl, args[2]),
                                    castToSignless(rb, rl, args[0]));
        linalg::YieldOp::create(rb, rl,
                                castFromSignless(rb, rl, sum, elementType));
      });
  return generic.getResult(0);
}

/// Each sum divided by its window's divisor (docs/semantics.md 7.3).
static Value buildAverages(OpBuilder &b, Location loc, const AvgPoolMatch &m,
                           Value sums) {
  MLIRContext *ctx = b.getContext();
  unsigned rank = m.outputType.getRank();
  Type elementType = m.outputType.getElementType();
  Value padsInAverage = buildPadsInAverage(b, loc, m.excludePad, m.pads);
  SmallVector<Value> padsBegin, dims;
  for (unsigned j = 0; j < m.attrs.spatialRank(); ++j) {
    padsBegin.push_back(indexValue(b, loc, m.pads[j].first));
    dims.push_back(
        indexValue(b, loc, tensor::getMixedSize(b, loc, m.input, j + 2)));
  }
  Value empty = tensor::EmptyOp::create(b, loc, m.outputShape, elementType);
  if (empty.getType() != m.outputType)
    empty = tensor::CastOp::create(b, loc, m.outputType, empty);
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{m.outputType}, ValueRange{sums}, ValueRange{empty},
      SmallVector<AffineMap>{identity, identity},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &rb, Location rl, ValueRange args) {
        Value inside = arith::ConstantIndexOp::create(rb, rl, 1);
        for (unsigned j = 0; j < m.attrs.spatialRank(); ++j)
          inside = arith::MulIOp::create(
              rb, rl, inside,
              buildTapsInside(rb, rl, linalg::IndexOp::create(rb, rl, 2 + j),
                              m.attrs.axis(j), padsBegin[j], dims[j]));
        Value count = buildAvgPoolCount(rb, rl, m.attrs, padsInAverage, inside);
        Value average = buildAvgPoolAverage(
            rb, rl, elementType, castToSignless(rb, rl, args[0]), count);
        linalg::YieldOp::create(rb, rl,
                                castFromSignless(rb, rl, average, elementType));
      });
  return generic.getResult(0);
}

namespace {
/// Lowers every AvgPool version to linalg on the zero-padded input.
struct AvgPoolToLinalg : WithinLinalgLimits<AvgPoolPattern> {
  using WithinLinalgLimits::WithinLinalgLimits;

  LogicalResult
  rewriteMatched(AvgPoolOpInterface op, const AvgPoolMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    Value padded = padPoolInput(
        rewriter, loc, m.input, m.attrs, m.pads, m.outputShape,
        buildAvgPoolZero(rewriter, loc, m.inputType.getElementType()));
    Value sums = buildSums(rewriter, loc, m, padded);
    rewriter.replaceOp(op, buildAverages(rewriter, loc, m, sums));
    return success();
  }
};
} // namespace

void mlir::ov::populateAvgPoolToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &target) {
  patterns.add<AvgPoolToLinalg>(patterns.getContext());
  leaveLargeWindowsToAffine<AvgPoolOpInterface>(patterns.getContext(), target);
}
