// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolToLinalg.cpp - AvgPool to linalg on tensors -----------------===//
//
// The input is padded with zeros (with extra end padding for ceil-mode
// windows); a linalg.generic reduction sums every window in OpenVINO's tap
// order (a padded zero leaves a sum that starts at +0 unchanged, so this is
// the sum of the taps inside the input; docs/semantics.md 7.3), and an
// elementwise linalg.generic divides each sum by its window's divisor.
// Windows too large to materialize are left for ov-to-affine.
//
//===----------------------------------------------------------------------===//

#include "LinalgLimits.h"
#include "Patterns.h"

#include "AvgPoolBridge.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/AvgPoolKernel.h"
#include "ov/Semantics/ElementArith.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::ov;

/// Pads the spatial dims of `m.input` with zeros: the begin pads, and at
/// the end as much as the last window needs.
static Value padWithZeros(OpBuilder &b, Location loc, const AvgPoolMatch &m) {
  MLIRContext *ctx = b.getContext();
  SmallVector<OpFoldResult> low(2, b.getIndexAttr(0)),
      high(2, b.getIndexAttr(0));
  for (unsigned j = 0; j < m.attrs.spatialRank(); ++j) {
    PoolAxis p = m.attrs.axis(j);
    // end = max(pad_end, (out - 1) * s + k - D - pad_begin)
    AffineExpr out, dim, begin, end;
    bindSymbols(ctx, out, dim, begin, end);
    AffineMap map = AffineMap::get(
        0, 4, {end, (out - 1) * p.stride + p.kernel - dim - begin}, ctx);
    low.push_back(m.pads[j].first);
    high.push_back(affine::makeComposedFoldedAffineMax(
        b, loc, map,
        {m.outputShape[j + 2], tensor::getMixedSize(b, loc, m.input, j + 2),
         m.pads[j].first, m.pads[j].second}));
  }
  Type elementType = m.inputType.getElementType();
  Value zero = castFromSignless(b, loc, buildAvgPoolZero(b, loc, elementType),
                                elementType);
  return tensor::PadOp::create(b, loc, Type(), m.input, low, high, zero,
                               /*nofold=*/false);
}

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

/// The window sums: dims (n, c, o..., t...), input (n, c, o*s + t).
static Value buildSums(OpBuilder &b, Location loc, const AvgPoolMatch &m,
                       Value padded) {
  MLIRContext *ctx = b.getContext();
  unsigned k = m.attrs.spatialRank(), numDims = 2 + 2 * k;
  SmallVector<AffineExpr> in{getAffineDimExpr(0, ctx),
                             getAffineDimExpr(1, ctx)};
  SmallVector<AffineExpr> window, out(in);
  SmallVector<OpFoldResult> windowSizes;
  for (unsigned j = 0; j < k; ++j) {
    AffineExpr o = getAffineDimExpr(2 + j, ctx);
    AffineExpr t = getAffineDimExpr(2 + k + j, ctx);
    in.push_back(o * m.attrs.strides[j] + t);
    window.push_back(t);
    out.push_back(o);
    windowSizes.push_back(b.getIndexAttr(m.attrs.kernel[j]));
  }
  Value windowShape =
      tensor::EmptyOp::create(b, loc, windowSizes, b.getI1Type());
  SmallVector<utils::IteratorType> iterators(2 + k,
                                             utils::IteratorType::parallel);
  iterators.append(k, utils::IteratorType::reduction);
  Type elementType = m.inputType.getElementType();
  Value init = filledOutput(b, loc, m, buildAvgPoolZero(b, loc, elementType));
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{m.outputType}, ValueRange{padded, windowShape},
      ValueRange{init},
      SmallVector<AffineMap>{AffineMap::get(numDims, 0, in, ctx),
                             AffineMap::get(numDims, 0, window, ctx),
                             AffineMap::get(numDims, 0, out, ctx)},
      iterators, [&](OpBuilder &rb, Location rl, ValueRange args) {
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
    Value padded = padWithZeros(rewriter, loc, m);
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
