// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LaunchToLoops.cpp - Emulate gpu.launch on the CPU ------------------===//
//
// ov-gpu-launch-to-loops (testing only): each gpu.launch becomes an
// scf.parallel over its blocks around scf.for loops over its threads, and
// the kernel body is moved, unchanged, into the innermost loop with the ids
// as induction variables. Compiled through the CPU pipeline, every thread
// then runs exactly the operations the GPU would run, with the same
// IEEE roundings (the CPU pipeline does not contract; neither does the
// NVPTX code, whose f32/f64 add/mul carry .rn): a bit-exact check of the
// kernels' arithmetic and indexing on a machine without a GPU.
//
// Threads of a block run one after another here, so a kernel whose threads
// communicate (shared memory, barriers, warp shuffles) would be executed
// wrongly, not just slowly: such launches are refused.
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CUDA/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVGPULAUNCHTOLOOPS
#include "ov/Target/CUDA/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

namespace {

constexpr StringLiteral kPassName = "ov-gpu-launch-to-loops";

} // namespace

/// Whether `type` is a memref in the GPU's shared (workgroup) memory.
static bool isSharedMemref(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return memref && gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(memref);
}

/// The first operation of the body that sequential threads cannot honour,
/// or null: gpu ops other than the id/dimension queries (barriers, shuffles,
/// subgroup ops, ...) and anything producing a shared-memory buffer.
static Operation *findUnemulatable(gpu::LaunchOp launch) {
  Operation *found = nullptr;
  launch.getBody().walk([&](Operation *op) {
    if (isa<gpu::TerminatorOp, gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp,
            gpu::GridDimOp>(op))
      return WalkResult::advance();
    if (isa<gpu::GPUDialect>(op->getDialect()) ||
        llvm::any_of(op->getResultTypes(), isSharedMemref)) {
      found = op;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

/// Emits the error and fails when `launch` cannot be emulated faithfully.
static LogicalResult checkEmulatable(gpu::LaunchOp launch) {
  auto refuse = [&](const Twine &what) {
    return launch.emitError()
           << kPassName << ": cannot emulate a launch with " << what
           << " (threads of a block run one after another on the CPU)";
  };
  if (!launch.getAsyncDependencies().empty() || launch.getAsyncToken())
    return refuse("async dependencies");
  if (launch.hasClusterSize())
    return refuse("thread block clusters");
  if (launch.getDynamicSharedMemorySize())
    return refuse("dynamic shared memory");
  if (launch.getNumWorkgroupAttributions() != 0)
    return refuse("shared memory (workgroup attributions)");
  if (!launch.getPrivateAttributions().empty())
    return refuse("private attributions");
  if (!launch.getBody().hasOneBlock())
    return refuse("a multi-block body");
  if (Operation *op = findUnemulatable(launch))
    return op->emitError()
           << kPassName << ": cannot emulate '" << op->getName()
           << "': threads of a block run one after another on the CPU, so "
              "barriers, shared memory and warp-level operations are not "
              "honoured";
  return success();
}

/// The id and dimension queries inside the body become the body's own
/// arguments, which the rewrite replaces by the loops' values.
static void replaceQueries(gpu::LaunchOp launch, RewriterBase &rewriter) {
  auto pick = [](gpu::KernelDim3 dims, gpu::Dimension d) {
    return d == gpu::Dimension::x   ? dims.x
           : d == gpu::Dimension::y ? dims.y
                                    : dims.z;
  };
  launch.getBody().walk([&](Operation *op) {
    Value replacement;
    if (auto q = dyn_cast<gpu::ThreadIdOp>(op))
      replacement = pick(launch.getThreadIds(), q.getDimension());
    else if (auto q = dyn_cast<gpu::BlockIdOp>(op))
      replacement = pick(launch.getBlockIds(), q.getDimension());
    else if (auto q = dyn_cast<gpu::BlockDimOp>(op))
      replacement = pick(launch.getBlockSize(), q.getDimension());
    else if (auto q = dyn_cast<gpu::GridDimOp>(op))
      replacement = pick(launch.getGridSize(), q.getDimension());
    if (replacement)
      rewriter.replaceOp(op, replacement);
  });
}

/// Builds loops over `upper` (z outermost, from `zero` step `one`), leaves
/// the rewriter in the innermost body and returns the induction variables
/// (x, y, z): scf.parallel when `parallel`, else nested scf.for.
static SmallVector<Value> buildLoops(RewriterBase &rewriter, Location loc,
                                     gpu::KernelDim3 upper, bool parallel,
                                     Value zero, Value one) {
  SmallVector<Value> ubs{upper.z, upper.y, upper.x};
  SmallVector<Value> lbs(3, zero), steps(3, one), ivs;
  if (parallel) {
    auto loop = scf::ParallelOp::create(rewriter, loc, lbs, ubs, steps);
    llvm::append_range(ivs, loop.getInductionVars());
    rewriter.setInsertionPoint(loop.getBody()->getTerminator());
  } else {
    scf::LoopNest nest = scf::buildLoopNest(rewriter, loc, lbs, ubs, steps);
    for (scf::ForOp loop : nest.loops)
      ivs.push_back(loop.getInductionVar());
    rewriter.setInsertionPoint(nest.loops.back().getBody()->getTerminator());
  }
  return {ivs[2], ivs[1], ivs[0]};
}

/// Replaces `launch` by its loops (checked by checkEmulatable first).
static void emulate(gpu::LaunchOp launch, bool parallelBlocks) {
  IRRewriter rewriter(launch);
  Location loc = launch.getLoc();
  replaceQueries(launch, rewriter);
  gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
  gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  // Blocks may run in any order, and at once; the threads of a block run one
  // after another.
  SmallVector<Value> blockIds =
      buildLoops(rewriter, loc, grid, parallelBlocks, zero, one);
  SmallVector<Value> threadIds =
      buildLoops(rewriter, loc, block, /*parallel=*/false, zero, one);

  // The body's arguments: block ids, thread ids, grid size, block size.
  SmallVector<Value> args{blockIds};
  llvm::append_range(args, threadIds);
  llvm::append_range(args, ValueRange{grid.x, grid.y, grid.z});
  llvm::append_range(args, ValueRange{block.x, block.y, block.z});
  Block &body = launch.getBody().front();
  Operation *terminator = body.getTerminator();
  rewriter.inlineBlockBefore(&body, rewriter.getInsertionBlock(),
                             rewriter.getInsertionPoint(), args);
  rewriter.eraseOp(terminator);
  rewriter.eraseOp(launch);
}

namespace {

struct OVGPULaunchToLoopsPass
    : public ov::impl::OVGPULaunchToLoopsBase<OVGPULaunchToLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<gpu::LaunchOp> launches;
    getOperation().walk([&](gpu::LaunchOp op) { launches.push_back(op); });
    bool ok = true;
    for (gpu::LaunchOp launch : launches)
      ok &= succeeded(checkEmulatable(launch));
    if (!ok)
      return signalPassFailure();
    for (gpu::LaunchOp launch : launches)
      emulate(launch, parallelBlocks);
  }
};

} // namespace
