// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolToAffine.cpp - MaxPool to affine loop nests ----------------===//
//
// For every output element, a nest of affine.for loops over the kernel taps
// whose bounds are clamped to the input (onnx-mlir's Krnl style), so padding
// is never read; the running maximum and its position are loop carried
// values updated with a strictly-greater select.
//
//===----------------------------------------------------------------------===//

#include "ParallelNest.h"
#include "Patterns.h"
#include "TapLoop.h"

#include "MaxPoolBridge.h"
#include "ov/Semantics/MaxPoolKernel.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::ov;

/// The window loops over spatial axis `axis` and inward. `outer` holds
/// (n, c, o_0, ...); `inputCoords` collects the tap coordinates of enclosing
/// axes. Returns the final `carried` (best value, and with indices its
/// spatial position).
static SmallVector<Value> buildWindowLoops(OpBuilder &b, Location loc,
                                           const MaxPoolWindow &w, Value input,
                                           ValueRange outer,
                                           SmallVector<Value> &inputCoords,
                                           unsigned axis, ValueRange carried) {
  if (axis == w.attrs.spatialRank()) {
    // Innermost: load the tap and keep it if strictly greater.
    SmallVector<Value> indices{outer[0], outer[1]};
    llvm::append_range(indices, inputCoords);
    Value tap = memref::LoadOp::create(b, loc, input, indices);
    return buildMaxPoolTapUpdate(b, loc, w, tap, inputCoords, carried);
  }

  return buildTapLoop(
      b, loc, w.attrs.axis(axis), outer[2 + axis], w.padsBegin[axis],
      w.inputDims[axis], carried,
      [&](OpBuilder &nb, Location nloc, Value coord, ValueRange iterArgs) {
        inputCoords.push_back(coord);
        SmallVector<Value> results = buildWindowLoops(
            nb, nloc, w, input, outer, inputCoords, axis + 1, iterArgs);
        inputCoords.pop_back();
        return results;
      });
}

namespace {

/// Lowers every MaxPool version to an affine loop nest.
struct MaxPoolToAffine : MaxPoolPattern {
  using MaxPoolPattern::MaxPoolPattern;

  LogicalResult
  rewriteMatched(MaxPoolOpInterface op, const MaxPoolMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    MaxPoolWindow window = buildMaxPoolWindow(rewriter, loc, m.input, m.attrs,
                                              m.pads, rewriter.getIndexType());
    Value inBuf = readBuffer(rewriter, loc, m.input);
    Value outBuf = allocBuffer(rewriter, loc, m.outputType, m.outputShape);
    Value idxBuf;
    MaxPoolIndexing indexing;
    if (m.indicesType) {
      idxBuf = allocBuffer(rewriter, loc, m.indicesType, m.outputShape);
      indexing = buildMaxPoolIndexing(
          rewriter, loc, m.input, window,
          indexValue(rewriter, loc, m.outputShape[1]), op.getIndicesAxis());
    }

    SmallVector<Value> ubs;
    for (OpFoldResult size : m.outputShape)
      ubs.push_back(indexValue(rewriter, loc, size));
    Type elementType = m.inputType.getElementType();
    buildParallelNest(
        rewriter, loc, ubs, [&](OpBuilder &b, Location l, ValueRange ivs) {
          SmallVector<Value> init{buildPoolInitValue(b, l, elementType)};
          if (idxBuf)
            init.push_back(arith::ConstantIndexOp::create(b, l, 0));
          SmallVector<Value> coords;
          SmallVector<Value> best =
              buildWindowLoops(b, l, window, inBuf, ivs, coords, 0, init);
          memref::StoreOp::create(b, l, best[0], outBuf, ivs);
          if (!idxBuf)
            return;
          Value index =
              buildMaxPoolIndex(b, l, indexing, ivs[0], ivs[1], best[1]);
          memref::StoreOp::create(
              b, l,
              arith::IndexCastOp::create(b, l, m.indicesType.getElementType(),
                                         index),
              idxBuf, ivs);
        });

    SmallVector<Value> results{toTensor(rewriter, loc, outBuf, m.outputType)};
    if (idxBuf)
      results.push_back(toTensor(rewriter, loc, idxBuf, m.indicesType));
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

void mlir::ov::populateMaxPoolToAffinePatterns(RewritePatternSet &patterns) {
  patterns.add<MaxPoolToAffine>(patterns.getContext());
}
