// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DistinctReturnedBuffers.cpp - One allocation per result -----------===//
//
// buffer-results-to-out-params, hoisting static and dynamic allocations,
// replaces each returned allocation by the caller's out-parameter. A buffer
// returned twice (e.g. two equal results merged by CSE) would be replaced
// twice; its second and later occurrences get a copy of their own here.
//
//===----------------------------------------------------------------------===//

#include "ov/ABI/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVDISTINCTRETURNEDBUFFERS
#include "ov/ABI/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

namespace {

struct OVDistinctReturnedBuffersPass
    : public ov::impl::OVDistinctReturnedBuffersBase<
          OVDistinctReturnedBuffersPass> {
  void runOnOperation() override {
    getOperation()->walk([](func::ReturnOp ret) {
      llvm::SmallPtrSet<Value, 4> seen;
      OpBuilder b(ret);
      for (OpOperand &operand : ret->getOpOperands()) {
        Value value = operand.get();
        auto type = dyn_cast<MemRefType>(value.getType());
        if (!type || !type.getLayout().isIdentity() ||
            seen.insert(value).second)
          continue;
        SmallVector<Value> sizes;
        for (int64_t d = 0; d < type.getRank(); ++d)
          if (type.isDynamicDim(d))
            sizes.push_back(memref::DimOp::create(b, ret.getLoc(), value, d));
        Value copy = memref::AllocOp::create(b, ret.getLoc(), type, sizes);
        memref::CopyOp::create(b, ret.getLoc(), value, copy);
        operand.set(copy);
      }
    });
  }
};

} // namespace
