// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- PoolWindow.cpp - The pooling families' padded input and window -----===//

#include "PoolWindow.h"

#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/ElementArith.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ov;

Value ov::padPoolInput(OpBuilder &b, Location loc, Value input,
                       const PoolingAttrs &attrs,
                       ArrayRef<std::pair<OpFoldResult, OpFoldResult>> pads,
                       ArrayRef<OpFoldResult> outShape, Value padValue) {
  MLIRContext *ctx = b.getContext();
  SmallVector<OpFoldResult> low(2, b.getIndexAttr(0)),
      high(2, b.getIndexAttr(0));
  for (unsigned j = 0; j < attrs.spatialRank(); ++j) {
    PoolAxis p = attrs.axis(j);
    // The verifier refused dilated kernels that overflow.
    int64_t dk = *dilatedKernelSize(p);
    // end = max(pad_end, (out - 1) * s + dk - D - pad_begin)
    AffineExpr out, dim, begin, end;
    bindSymbols(ctx, out, dim, begin, end);
    AffineMap map = AffineMap::get(
        0, 4, {end, (out - 1) * p.stride + dk - dim - begin}, ctx);
    OpFoldResult needed = affine::makeComposedFoldedAffineMax(
        b, loc, map,
        {outShape[j + 2], tensor::getMixedSize(b, loc, input, j + 2),
         pads[j].first, pads[j].second});
    low.push_back(pads[j].first);
    high.push_back(needed);
  }
  Type elementType = cast<RankedTensorType>(input.getType()).getElementType();
  Value pad = castFromSignless(b, loc, padValue, elementType);
  return tensor::PadOp::create(b, loc, Type(), input, low, high, pad,
                               /*nofold=*/false);
}

SmallVector<AffineMap> ov::poolWindowMaps(MLIRContext *ctx,
                                          const PoolingAttrs &attrs,
                                          unsigned numOutputs) {
  unsigned k = attrs.spatialRank();
  unsigned numDims = 2 + 2 * k;
  SmallVector<AffineExpr> in{getAffineDimExpr(0, ctx),
                             getAffineDimExpr(1, ctx)};
  SmallVector<AffineExpr> window,
      out{getAffineDimExpr(0, ctx), getAffineDimExpr(1, ctx)};
  for (unsigned j = 0; j < k; ++j) {
    AffineExpr o = getAffineDimExpr(2 + j, ctx);
    AffineExpr t = getAffineDimExpr(2 + k + j, ctx);
    in.push_back(o * attrs.strides[j] + t * attrs.dilations[j]);
    window.push_back(t);
    out.push_back(o);
  }
  SmallVector<AffineMap> maps{AffineMap::get(numDims, 0, in, ctx),
                              AffineMap::get(numDims, 0, window, ctx)};
  for (unsigned i = 0; i < numOutputs; ++i)
    maps.push_back(AffineMap::get(numDims, 0, out, ctx));
  return maps;
}
