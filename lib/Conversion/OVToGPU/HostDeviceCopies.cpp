//===- HostDeviceCopies.cpp - Device buffers for gpu.launch kernels -------===//
//
// ov-gpu-host-device-copies: a compiled CUDA module keeps the CPU ABI (host
// memrefs in, caller-allocated host memrefs out; runtime/ABI.md), so the
// function itself moves the data: it allocates a device twin of every memref
// argument, copies the arguments its kernels read to the device, runs the
// kernels on the twins, copies the arguments they write back, and frees
// everything. Buffers the function allocates itself (intermediates between
// ops) live on the device only.
//
//===----------------------------------------------------------------------===//

#include "ov/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVGPUHOSTDEVICECOPIES
#include "ov/Conversion/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Ops that only re-describe a buffer: their result aliases the operand.
bool isAliasingView(Operation *op) {
  return isa<ViewLikeOpInterface, UnrealizedConversionCastOp, memref::CastOp>(
      op);
}

/// Whether the buffer `root` (through its views) is read and/or written.
void classifyAccesses(Value root, bool &read, bool &written) {
  SmallVector<Value> worklist{root};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (isAliasingView(user)) {
        llvm::append_range(worklist, user->getResults());
        continue;
      }
      if (isa<memref::DimOp, memref::DeallocOp, gpu::DeallocOp>(user))
        continue;
      auto effects = dyn_cast<MemoryEffectOpInterface>(user);
      if (!effects) {
        // Unknown: assume both.
        read = written = true;
        continue;
      }
      SmallVector<MemoryEffects::EffectInstance> instances;
      effects.getEffectsOnValue(value, instances);
      for (auto &instance : instances) {
        if (isa<MemoryEffects::Read>(instance.getEffect()))
          read = true;
        if (isa<MemoryEffects::Write>(instance.getEffect()))
          written = true;
      }
    }
  }
}

/// The dynamic sizes of `buffer` (of identity-layout type `type`).
SmallVector<Value> dynamicSizes(OpBuilder &b, Location loc, Value buffer,
                                MemRefType type) {
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.isDynamicDim(d))
      sizes.push_back(memref::DimOp::create(b, loc, buffer, d));
  return sizes;
}

gpu::AllocOp allocOnDevice(OpBuilder &b, Location loc, MemRefType type,
                           ValueRange dynamicSizes) {
  return gpu::AllocOp::create(b, loc, type, /*asyncToken=*/Type(),
                              /*asyncDependencies=*/ValueRange{},
                              dynamicSizes, /*symbolOperands=*/ValueRange{},
                              /*hostShared=*/false);
}

/// Gives every memref argument of `func` a device twin allocated at entry:
/// copied in at entry when a kernel reads it, copied back before `ret` when
/// one writes it, freed last. Appends the twins to `twins`.
LogicalResult addArgumentTwins(func::FuncOp func, func::ReturnOp ret,
                               SmallVectorImpl<Value> &twins) {
  Block &body = func.getBody().front();
  Location loc = func.getLoc();
  OpBuilder entry = OpBuilder::atBlockBegin(&body);
  OpBuilder exit(ret);
  for (BlockArgument arg : body.getArguments()) {
    auto type = dyn_cast<MemRefType>(arg.getType());
    if (!type || arg.use_empty())
      continue;
    if (!type.getLayout().isIdentity())
      return func.emitError("ov-gpu-host-device-copies: argument ")
             << arg.getArgNumber() << " has a non-identity layout " << type;
    bool read = false, written = false;
    classifyAccesses(arg, read, written);
    gpu::AllocOp device =
        allocOnDevice(entry, loc, type, dynamicSizes(entry, loc, arg, type));
    Value twin = device.getMemref();
    // The twin's own sizes still come from the host argument.
    arg.replaceUsesWithIf(twin, [&](OpOperand &use) {
      return use.getOwner() != device &&
             !(isa<memref::DimOp>(use.getOwner()) &&
               use.getOwner()->isBeforeInBlock(device));
    });
    if (read)
      gpu::MemcpyOp::create(entry, loc, /*asyncToken=*/Type(), ValueRange{},
                            twin, arg);
    if (written)
      gpu::MemcpyOp::create(exit, loc, Type(), ValueRange{}, arg, twin);
    twins.push_back(twin);
  }
  return success();
}

/// memref.alloc -> gpu.alloc; the op to erase, or failure for a buffer the
/// host code cannot keep on the device.
FailureOr<Operation *> moveAllocToDevice(memref::AllocOp alloc, Block &body) {
  if (alloc->getBlock() != &body)
    return alloc.emitError("ov-gpu-host-device-copies: a buffer allocated "
                           "inside host control flow");
  MemRefType type = alloc.getType();
  if (!type.getLayout().isIdentity() || type.getMemorySpace())
    return alloc.emitError("ov-gpu-host-device-copies: unsupported buffer "
                           "type ")
           << type;
  OpBuilder b(alloc);
  gpu::AllocOp device =
      allocOnDevice(b, alloc.getLoc(), type, alloc.getDynamicSizes());
  alloc.replaceAllUsesWith(device.getMemref());
  return alloc.getOperation();
}

/// The function's own buffers (outside kernels) move to the device: allocs,
/// deallocs and copies become their gpu twins. Host code may not load or
/// store them.
LogicalResult moveOwnBuffersToDevice(func::FuncOp func) {
  Block &body = func.getBody().front();
  SmallVector<Operation *> toErase;
  WalkResult walk = func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<gpu::LaunchOp>(op))
      return WalkResult::skip();
    if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
      FailureOr<Operation *> erased = moveAllocToDevice(alloc, body);
      if (failed(erased))
        return WalkResult::interrupt();
      toErase.push_back(*erased);
    } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      OpBuilder b(dealloc);
      gpu::DeallocOp::create(b, dealloc.getLoc(), Type(), ValueRange{},
                             dealloc.getMemref());
      toErase.push_back(dealloc);
    } else if (auto copy = dyn_cast<memref::CopyOp>(op)) {
      OpBuilder b(copy);
      gpu::MemcpyOp::create(b, copy.getLoc(), Type(), ValueRange{},
                            copy.getTarget(), copy.getSource());
      toErase.push_back(copy);
    } else if (isa<memref::LoadOp, memref::StoreOp>(op)) {
      op->emitError("ov-gpu-host-device-copies: host code reads or writes a "
                    "buffer that lives on the device");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  for (Operation *op : toErase)
    op->erase();
  return success();
}

struct OVGPUHostDeviceCopiesPass
    : public ov::impl::OVGPUHostDeviceCopiesBase<OVGPUHostDeviceCopiesPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() ||
        !func.walk([](gpu::LaunchOp) { return WalkResult::interrupt(); })
             .wasInterrupted())
      return;
    if (!func.getBody().hasOneBlock()) {
      func.emitError("ov-gpu-host-device-copies: the host code of a function "
                     "with GPU kernels must be one block");
      return signalPassFailure();
    }
    auto ret = dyn_cast<func::ReturnOp>(func.getBody().front().getTerminator());
    if (!ret) {
      func.emitError("ov-gpu-host-device-copies: expected func.return");
      return signalPassFailure();
    }
    SmallVector<Value> twins;
    if (failed(addArgumentTwins(func, ret, twins)) ||
        failed(moveOwnBuffersToDevice(func)))
      return signalPassFailure();
    // Free the twins last, after the copies back.
    OpBuilder exit(ret);
    for (Value twin : twins)
      gpu::DeallocOp::create(exit, func.getLoc(), Type(), ValueRange{}, twin);
  }
};

} // namespace
