// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LowerStridedCopies.cpp - Copies without memrefCopy
//------------------===//
//
// memref.copy between buffers that are not both contiguous lowers to a call
// of `memrefCopy` (MLIR's runner utilities). Compiled modules depend on libc
// only, so such copies become linalg.copy, and from there loops.
//
//===----------------------------------------------------------------------===//

#include "ov/ABI/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVLOWERSTRIDEDCOPIES
#include "ov/ABI/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

static bool isContiguous(Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  return type && type.getLayout().isIdentity();
}

namespace {

struct StridedCopyToLinalg : OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::CopyOp copy,
                                PatternRewriter &rewriter) const override {
    if (!isa<MemRefType>(copy.getSource().getType()) ||
        !isa<MemRefType>(copy.getTarget().getType()))
      return rewriter.notifyMatchFailure(copy, "unranked: no linalg.copy");
    if (isContiguous(copy.getSource()) && isContiguous(copy.getTarget()))
      return rewriter.notifyMatchFailure(copy, "an LLVM memcpy suffices");
    rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                copy.getTarget());
    return success();
  }
};

struct OVLowerStridedCopiesPass
    : public ov::impl::OVLowerStridedCopiesBase<OVLowerStridedCopiesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<StridedCopyToLinalg>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
