// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LowerDynamicExpandShapes.cpp - expand_shape as reinterpret_cast ----===//
//
// ov-lower-dynamic-expand-shapes (Passes.td): each memref.expand_shape with
// more than one dynamic dim in a reassociation group, which MLIR 22's
// expand-strided-metadata cannot take, becomes a memref.reinterpret_cast
// whose sizes are the op's output_shape and whose strides are, per group,
// the source dim's stride times the sizes inside it.
//
//===----------------------------------------------------------------------===//

#include "ov/Pipelines/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVLOWERDYNAMICEXPANDSHAPES
#include "ov/Pipelines/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

/// Whether a group of `op`'s result holds more than one dynamic dim.
static bool hasGroupWithDynamicDims(memref::ExpandShapeOp op) {
  MemRefType type = op.getResultType();
  return llvm::any_of(op.getReassociationIndices(),
                      [&](const ReassociationIndices &group) {
                        return llvm::count_if(group, [&](int64_t d) {
                                 return type.isDynamicDim(d);
                               }) > 1;
                      });
}

/// `a * b`, a constant where both are.
static OpFoldResult multiply(OpBuilder &b, Location loc, OpFoldResult a,
                             OpFoldResult c) {
  std::optional<int64_t> x = getConstantIntValue(a), y = getConstantIntValue(c);
  if (x && y)
    return b.getIndexAttr(*x * *y);
  return arith::MulIOp::create(b, loc,
                               getValueOrCreateConstantIndexOp(b, loc, a),
                               getValueOrCreateConstantIndexOp(b, loc, c))
      .getResult();
}

/// The source's static strides and offset where its type has them (so that
/// the cast's static operands agree with the result type), else the
/// metadata's values.
static std::pair<SmallVector<OpFoldResult>, OpFoldResult>
sourceLayout(OpBuilder &b, memref::ExtractStridedMetadataOp meta,
             MemRefType sourceType) {
  SmallVector<int64_t> strides;
  int64_t offset = 0;
  bool known = succeeded(sourceType.getStridesAndOffset(strides, offset));
  SmallVector<OpFoldResult> mixed;
  for (auto [i, value] : llvm::enumerate(meta.getStrides()))
    mixed.push_back(known && ShapedType::isStatic(strides[i])
                        ? OpFoldResult(b.getIndexAttr(strides[i]))
                        : OpFoldResult(value));
  OpFoldResult mixedOffset = known && ShapedType::isStatic(offset)
                                 ? OpFoldResult(b.getIndexAttr(offset))
                                 : OpFoldResult(meta.getOffset());
  return {mixed, mixedOffset};
}

namespace {

struct ExpandShapeAsReinterpretCast : OpRewritePattern<memref::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::ExpandShapeOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasGroupWithDynamicDims(op))
      return rewriter.notifyMatchFailure(op,
                                         "expand-strided-metadata takes it");
    Location loc = op.getLoc();
    auto meta =
        memref::ExtractStridedMetadataOp::create(rewriter, loc, op.getSrc());
    auto [sourceStrides, offset] =
        sourceLayout(rewriter, meta, op.getSrcType());
    SmallVector<OpFoldResult> sizes = op.getMixedOutputShape();
    SmallVector<OpFoldResult> strides(sizes.size());
    for (auto [source, group] : llvm::enumerate(op.getReassociationIndices())) {
      OpFoldResult stride = sourceStrides[source];
      for (int64_t i = int64_t(group.size()) - 1; i >= 0; --i) {
        strides[group[i]] = stride;
        stride = multiply(rewriter, loc, stride, sizes[group[i]]);
      }
    }
    rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
        op, op.getResultType(), meta.getBaseBuffer(), offset, sizes, strides);
    return success();
  }
};

struct OVLowerDynamicExpandShapesPass
    : public ov::impl::OVLowerDynamicExpandShapesBase<
          OVLowerDynamicExpandShapesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ExpandShapeAsReinterpretCast>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
