// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolToLinalg.cpp - MaxPool to linalg on tensors ----------------===//
//
// The input is padded with the element type's lowest value (so a padded tap
// can never beat the running maximum: equivalent to skipping it,
// docs/semantics.md 1.6), with extra end padding for ceil-mode windows, then
//   - v1 on signless integers, rank 3/4: linalg.pooling_ncw_max /
//     pooling_nchw_max (max on integers is exactly OpenVINO's);
//   - otherwise a linalg.generic reduction over the window with a strict
//     greater-than update (NaN never wins, first maximum kept), computing
//     MaxPool-8's values and indices in the same traversal; an elementwise
//     linalg.generic over the output then adds the plane offset and applies
//     the axis modulo.
// Windows too large to materialize are left for ov-to-affine.
//
//===----------------------------------------------------------------------===//

#include "LinalgLimits.h"
#include "Patterns.h"
#include "PoolWindow.h"

#include "MaxPoolBridge.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/MaxPoolKernel.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::ov;

/// `value` (signless) as `type`'s element, for the tensor side of a region.
static Value fromSignlessScalar(OpBuilder &b, Location loc, Value value,
                                Type type) {
  return castFromSignless(b, loc, value, type);
}

/// A tensor of `type`'s shape (dynamic sizes from `sizes`) filled with
/// `value` (given signless; cast to the element type).
static Value filledTensor(OpBuilder &b, Location loc, RankedTensorType type,
                          ArrayRef<OpFoldResult> sizes, Value value) {
  Value empty = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
  if (auto shaped = dyn_cast<RankedTensorType>(empty.getType()); shaped != type)
    empty = tensor::CastOp::create(b, loc, type, empty);
  Value fill = fromSignlessScalar(b, loc, value, type.getElementType());
  return linalg::FillOp::create(b, loc, fill, empty).getResult(0);
}

/// v1 on signless integers, ranks 3 and 4: an upstream named pooling op.
static FailureOr<Value> buildNamedPooling(OpBuilder &b, Location loc,
                                          Value padded,
                                          const PoolingAttrs &attrs,
                                          Value init) {
  SmallVector<OpFoldResult> windowSizes;
  for (int64_t k : attrs.kernel)
    windowSizes.push_back(b.getIndexAttr(k));
  Type elementType = cast<RankedTensorType>(padded.getType()).getElementType();
  Value window = tensor::EmptyOp::create(b, loc, windowSizes, elementType);
  // Named pooling ops take strides/dilations as i64 elements attributes.
  auto strides = b.getI64TensorAttr(attrs.strides);
  auto dilations = b.getI64TensorAttr(attrs.dilations);
  Type resultType = init.getType();
  if (attrs.spatialRank() == 2)
    return linalg::PoolingNchwMaxOp::create(b, loc, resultType,
                                            ValueRange{padded, window}, init,
                                            strides, dilations)
        .getResult(0);
  if (attrs.spatialRank() == 1)
    return linalg::PoolingNcwMaxOp::create(b, loc, resultType,
                                           ValueRange{padded, window}, init,
                                           strides, dilations)
        .getResult(0);
  return failure();
}

/// The values (and, with `indices`, the flat spatial positions, -1 when no
/// tap won) of a max pooling over the padded input, in one linalg.generic.
/// Padded taps hold the lowest value and never win: no tap is predicated.
static SmallVector<Value> buildPoolingGeneric(OpBuilder &b, Location loc,
                                              Value padded,
                                              const MaxPoolWindow &w,
                                              ArrayRef<Value> inits) {
  MLIRContext *ctx = b.getContext();
  const PoolingAttrs &attrs = w.attrs;
  unsigned k = attrs.spatialRank();
  bool withIndices = inits.size() == 2;
  SmallVector<OpFoldResult> windowSizes;
  for (int64_t size : attrs.kernel)
    windowSizes.push_back(b.getIndexAttr(size));
  Value window = tensor::EmptyOp::create(b, loc, windowSizes, b.getI1Type());
  SmallVector<utils::IteratorType> iterators(2 + k,
                                             utils::IteratorType::parallel);
  iterators.append(k, utils::IteratorType::reduction);
  auto generic = linalg::GenericOp::create(
      b, loc, ValueRange(inits).getTypes(), ValueRange{padded, window}, inits,
      poolWindowMaps(ctx, attrs, inits.size()), iterators,
      [&](OpBuilder &rb, Location rl, ValueRange args) {
        Type elementType = args[0].getType();
        Value tap = castToSignless(rb, rl, args[0]);
        SmallVector<Value> best{castToSignless(rb, rl, args[2])};
        // The tap's coordinates in the unpadded input: o*s + t*d - pad.
        SmallVector<Value> coords;
        if (withIndices) {
          best.push_back(args[3]);
          AffineExpr oe, te, pe;
          bindDims(ctx, oe, te);
          bindSymbols(ctx, pe);
          for (unsigned j = 0; j < k; ++j) {
            AffineMap map = AffineMap::get(
                2, 1, oe * attrs.strides[j] + te * attrs.dilations[j] - pe,
                ctx);
            coords.push_back(affine::AffineApplyOp::create(
                rb, rl, map,
                ValueRange{linalg::IndexOp::create(rb, rl, 2 + j),
                           linalg::IndexOp::create(rb, rl, 2 + k + j),
                           w.padsBegin[j]}));
          }
        }
        SmallVector<Value> yields =
            buildMaxPoolTapUpdate(rb, rl, w, tap, coords, best);
        yields[0] = fromSignlessScalar(rb, rl, yields[0], elementType);
        linalg::YieldOp::create(rb, rl, yields);
      });
  return SmallVector<Value>(generic.getResults());
}

/// docs/semantics.md 1.7: MaxPool-8's index of each output element from
/// its winning spatial position (-1, no tap won, counts as 0), as
/// `indicesType`.
static Value finishIndices(OpBuilder &b, Location loc, Value spatial,
                           RankedTensorType indicesType,
                           ArrayRef<OpFoldResult> outShape,
                           const MaxPoolIndexing &indexing) {
  MLIRContext *ctx = b.getContext();
  unsigned rank = indicesType.getRank();
  Value empty =
      tensor::EmptyOp::create(b, loc, outShape, indicesType.getElementType());
  if (empty.getType() != indicesType)
    empty = tensor::CastOp::create(b, loc, indicesType, empty);
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{indicesType}, ValueRange{spatial}, ValueRange{empty},
      SmallVector<AffineMap>{identity, identity},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &rb, Location rl, ValueRange args) {
        Value none = arith::ConstantIntOp::create(rb, rl, -1, 64);
        Value zero = arith::ConstantIntOp::create(rb, rl, 0, 64);
        Value won = arith::CmpIOp::create(rb, rl, arith::CmpIPredicate::ne,
                                          args[0], none);
        Value pos = arith::IndexCastOp::create(
            rb, rl, rb.getIndexType(),
            arith::SelectOp::create(rb, rl, won, args[0], zero));
        Value index = buildMaxPoolIndex(
            rb, rl, indexing, linalg::IndexOp::create(rb, rl, 0),
            linalg::IndexOp::create(rb, rl, 1), pos);
        linalg::YieldOp::create(rb, rl,
                                arith::IndexCastOp::create(
                                    rb, rl, indicesType.getElementType(), index)
                                    .getResult());
      });
  return generic.getResult(0);
}

namespace {

/// Lowers every MaxPool version to linalg on the padded input.
struct MaxPoolToLinalg : WithinLinalgLimits<MaxPoolPattern> {
  using WithinLinalgLimits::WithinLinalgLimits;

  LogicalResult
  rewriteMatched(MaxPoolOpInterface op, const MaxPoolMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    const PoolingAttrs &attrs = m.attrs;
    Type elementType = m.inputType.getElementType();
    Value lowest = buildPoolInitValue(rewriter, loc, elementType);
    Value padded = padPoolInput(rewriter, loc, m.input, attrs, m.pads,
                                m.outputShape, lowest);
    Value init =
        filledTensor(rewriter, loc, m.outputType, m.outputShape, lowest);

    // Without indices on signless integers: the named op computes exactly
    // OpenVINO's max.
    if (!m.indicesType && elementType.isSignlessInteger() &&
        attrs.spatialRank() <= 2) {
      FailureOr<Value> named =
          buildNamedPooling(rewriter, loc, padded, attrs, init);
      if (succeeded(named)) {
        rewriter.replaceOp(op, *named);
        return success();
      }
    }

    MaxPoolWindow window = buildMaxPoolWindow(rewriter, loc, m.input, attrs,
                                              m.pads, rewriter.getIndexType());
    SmallVector<Value> inits{init};
    if (m.indicesType) {
      auto spatialType =
          RankedTensorType::get(m.outputType.getShape(), rewriter.getI64Type());
      inits.push_back(
          filledTensor(rewriter, loc, spatialType, m.outputShape,
                       arith::ConstantIntOp::create(rewriter, loc, -1, 64)));
    }
    SmallVector<Value> results =
        buildPoolingGeneric(rewriter, loc, padded, window, inits);

    if (m.indicesType) {
      MaxPoolIndexing indexing = buildMaxPoolIndexing(
          rewriter, loc, m.input, window,
          indexValue(rewriter, loc, m.outputShape[1]), op.getIndicesAxis());
      results[1] = finishIndices(rewriter, loc, results[1], m.indicesType,
                                 m.outputShape, indexing);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

void mlir::ov::populateMaxPoolToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &target) {
  patterns.add<MaxPoolToLinalg>(patterns.getContext());
  leaveLargeWindowsToAffine<MaxPoolOpInterface>(patterns.getContext(), target);
}
