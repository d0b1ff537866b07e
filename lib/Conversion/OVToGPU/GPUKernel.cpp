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

void ov::buildFlatGPUKernel(
    OpBuilder &b, Location loc, Value total, int64_t blockSize,
    int64_t perThread, function_ref<void(OpBuilder &, Location, Value)> body) {
  Value numBlocks = ceilDivIndex(b, loc, total, blockSize * perThread);
  Value blockSizeValue = indexConstant(b, loc, blockSize);
  Value perThreadValue = indexConstant(b, loc, perThread);
  buildGPUKernel(
      b, loc, {numBlocks}, blockSize,
      [&](OpBuilder &kb, Location kl, ValueRange blockIds, Value thread) {
        Value first = arith::AddIOp::create(
            kb, kl, arith::MulIOp::create(kb, kl, blockIds[0], blockSizeValue),
            thread);
        Value flat = arith::MulIOp::create(kb, kl, first, perThreadValue);
        Value inRange = arith::CmpIOp::create(kb, kl, arith::CmpIPredicate::ult,
                                              flat, total);
        scf::IfOp::create(kb, kl, inRange, [&](OpBuilder &ib, Location il) {
          body(ib, il, flat);
          scf::YieldOp::create(ib, il);
        });
      });
}

void ov::buildBoxBinGPUKernel(
    OpBuilder &b, Location loc, Value boxes, Value channels, int64_t pooledH,
    int64_t pooledW, int64_t blockSize,
    function_ref<void(OpBuilder &, Location, Value, Value, Value, Value)>
        body) {
  Value bins = indexConstant(b, loc, pooledH * pooledW);
  Value pooledWValue = indexConstant(b, loc, pooledW);
  Value perBox = arith::MulIOp::create(b, loc, channels, bins);
  Value tiles = ceilDivIndex(b, loc, perBox, blockSize);
  Value tileSize = indexConstant(b, loc, blockSize);
  buildGPUKernel(
      b, loc, {boxes, tiles}, blockSize,
      [&](OpBuilder &kb, Location kl, ValueRange blockIds, Value thread) {
        Value e = arith::AddIOp::create(
            kb, kl, arith::MulIOp::create(kb, kl, blockIds[1], tileSize),
            thread);
        Value inRange =
            arith::CmpIOp::create(kb, kl, arith::CmpIPredicate::ult, e, perBox);
        scf::IfOp::create(kb, kl, inRange, [&](OpBuilder &ib, Location il) {
          Value c = arith::DivUIOp::create(ib, il, e, bins);
          Value bin = arith::RemUIOp::create(ib, il, e, bins);
          Value row = arith::DivUIOp::create(ib, il, bin, pooledWValue);
          Value col = arith::RemUIOp::create(ib, il, bin, pooledWValue);
          body(ib, il, blockIds[0], c, row, col);
          scf::YieldOp::create(ib, il);
        });
      });
}
