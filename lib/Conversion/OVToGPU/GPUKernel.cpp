// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- GPUKernel.cpp - ov-to-gpu's kernel skeleton -----------------------===//

#include "GPUKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;

Value ov::indexConstant(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

Value ov::ceilDivIndex(OpBuilder &b, Location loc, Value x, int64_t d) {
  return arith::CeilDivUIOp::create(b, loc, x, indexConstant(b, loc, d));
}

/// Maps the dims of `loop` to `processors`, in order.
static void mapLoop(scf::ParallelOp loop, ArrayRef<gpu::Processor> processors) {
  MLIRContext *ctx = loop.getContext();
  AffineMap id = AffineMap::getMultiDimIdentityMap(1, ctx);
  SmallVector<gpu::ParallelLoopDimMappingAttr> mapping;
  for (gpu::Processor p : processors)
    mapping.push_back(gpu::ParallelLoopDimMappingAttr::get(ctx, p, id, id));
  (void)gpu::setMappingAttr(loop, mapping);
}

/// Block x, y, ... for the grid's dims. Everything the body needs from
/// outside must be created before the call (the loops hold only the inner
/// loop and the body).
void ov::buildGPUKernel(
    OpBuilder &b, Location loc, ArrayRef<Value> gridSizes, int64_t blockSize,
    function_ref<void(OpBuilder &, Location, ValueRange, Value)> body) {
  Value zero = indexConstant(b, loc, 0), one = indexConstant(b, loc, 1);
  Value threads = indexConstant(b, loc, blockSize);
  SmallVector<Value> zeros(gridSizes.size(), zero), ones(gridSizes.size(), one);
  auto blocks = scf::ParallelOp::create(
      b, loc, zeros, gridSizes, ones,
      [&](OpBuilder &bb, Location bl, ValueRange blockIds) {
        auto inner = scf::ParallelOp::create(
            bb, bl, ValueRange{zero}, ValueRange{threads}, ValueRange{one},
            [&](OpBuilder &tb, Location tl, ValueRange threadIds) {
              body(tb, tl, blockIds, threadIds[0]);
            });
        mapLoop(inner, {gpu::Processor::ThreadX});
      });
  SmallVector<gpu::Processor> blockDims{
      gpu::Processor::BlockX, gpu::Processor::BlockY, gpu::Processor::BlockZ};
  blockDims.resize(gridSizes.size());
  mapLoop(blocks, blockDims);
}
