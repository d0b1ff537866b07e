// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- HostDeviceCopies.cpp - Device buffers for gpu.launch kernels -------===//
//
// ov-gpu-host-device-copies (every GPU target's host side; the names below
// are CUDA's): a compiled GPU module has two entry points per function
// (runtime/ABI.md). `ov_run_<name>` keeps the CPU ABI (host memrefs
// in, caller-allocated host memrefs out), so it moves the data itself: it
// allocates a device twin of every memref argument, copies in the arguments
// the kernels read, runs them on the twins, copies back the arguments they
// write and frees everything. `ov_run_device_<name>` runs the same kernels
// on the caller's device buffers, without a copy. Both call one private
// function that holds the kernels, so they are compiled (and their PTX
// embedded) once. Buffers the function allocates itself (intermediates
// between ops) live on the device only.
//
//===----------------------------------------------------------------------===//

#include "ov/Target/GPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVGPUHOSTDEVICECOPIES
#include "ov/Target/GPU/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

/// Ops that only re-describe a buffer: their result aliases the operand.
static bool isAliasingView(Operation *op) {
  return isa<ViewLikeOpInterface, UnrealizedConversionCastOp, memref::CastOp>(
      op);
}

/// Whether the buffer `root` (through its views) is read and/or written.
static void classifyAccesses(Value root, bool &read, bool &written) {
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
static SmallVector<Value> dynamicSizes(OpBuilder &b, Location loc, Value buffer,
                                       MemRefType type) {
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.isDynamicDim(d))
      sizes.push_back(memref::DimOp::create(b, loc, buffer, d));
  return sizes;
}

static gpu::AllocOp allocOnDevice(OpBuilder &b, Location loc, MemRefType type,
                                  ValueRange dynamicSizes) {
  return gpu::AllocOp::create(b, loc, type, /*asyncToken=*/Type(),
                              /*asyncDependencies=*/ValueRange{}, dynamicSizes,
                              /*symbolOperands=*/ValueRange{},
                              /*hostShared=*/false);
}

/// memref.alloc -> gpu.alloc; the op to erase, or failure for a buffer the
/// host code cannot keep on the device.
static FailureOr<Operation *> moveAllocToDevice(memref::AllocOp alloc,
                                                Block &body) {
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
static LogicalResult moveOwnBuffersToDevice(func::FuncOp func) {
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

namespace {

/// How the kernels use one memref argument.
struct ArgumentUse {
  bool used = false, read = false, written = false;
};

} // namespace

static SmallVector<ArgumentUse> classifyArguments(func::FuncOp func) {
  SmallVector<ArgumentUse> uses;
  for (BlockArgument arg : func.getArguments()) {
    ArgumentUse use;
    use.used = isa<MemRefType>(arg.getType()) && !arg.use_empty();
    if (use.used)
      classifyAccesses(arg, use.read, use.written);
    uses.push_back(use);
  }
  return uses;
}

/// The function's kernels only fit the two entry points when it has one
/// block, returns with func.return, passes identity-layout memrefs and
/// returns no memref (results are out-parameters).
static LogicalResult verifySplittable(func::FuncOp func) {
  auto fail = [&](const Twine &problem) {
    return func.emitError("ov-gpu-host-device-copies: ") << problem;
  };
  if (!func.getBody().hasOneBlock())
    return fail("the host code of a function with GPU kernels must be one "
                "block");
  if (!isa<func::ReturnOp>(func.getBody().front().getTerminator()))
    return fail("expected func.return");
  for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
    if (auto memref = dyn_cast<MemRefType>(type);
        memref && !memref.getLayout().isIdentity())
      return fail("argument " + Twine(i) + " has a non-identity layout ")
             << memref;
  if (llvm::any_of(func.getResultTypes(), llvm::IsaPred<MemRefType>))
    return fail("a function with GPU kernels returns its results through "
                "memref out-parameters, not as values");
  return success();
}

/// A new function `name` of `func`'s type, inserted after `func`; fails on
/// a name the module already uses (the entry points' names are the ABI's).
static FailureOr<func::FuncOp>
createSibling(func::FuncOp func, const Twine &name, SymbolTable &symbols) {
  std::string symbol = name.str();
  if (symbols.lookup(symbol))
    return func.emitError("ov-gpu-host-device-copies: the module already has "
                          "a symbol '")
           << symbol << "'";
  auto sibling =
      func::FuncOp::create(func.getLoc(), symbol, func.getFunctionType());
  symbols.insert(sibling, std::next(Block::iterator(func)));
  return sibling;
}

/// Moves `func`'s body into a new private function that runs its kernels
/// on device buffers, and returns it.
static FailureOr<func::FuncOp> outlineKernels(func::FuncOp func,
                                              SymbolTable &symbols) {
  FailureOr<func::FuncOp> created =
      createSibling(func, "__ov_kernels_" + func.getSymName(), symbols);
  if (failed(created))
    return failure();
  func::FuncOp kernels = *created;
  kernels.setPrivate();
  kernels.getBody().takeBody(func.getBody());
  if (failed(moveOwnBuffersToDevice(kernels)))
    return failure();
  return kernels;
}

/// `__ov_device_<name>`: the function's attributes, a call of the kernels on
/// its own (device) arguments.
static LogicalResult addDeviceEntry(func::FuncOp func, func::FuncOp kernels,
                                    SymbolTable &symbols) {
  FailureOr<func::FuncOp> created =
      createSibling(func, "__ov_device_" + func.getSymName(), symbols);
  if (failed(created))
    return failure();
  func::FuncOp entry = *created;
  for (NamedAttribute attr : func->getDiscardableAttrs())
    entry->setAttr(attr.getName(), attr.getValue());
  Block *body = entry.addEntryBlock();
  OpBuilder b = OpBuilder::atBlockEnd(body);
  auto call = func::CallOp::create(b, func.getLoc(), kernels,
                                   ValueRange(body->getArguments()));
  func::ReturnOp::create(b, func.getLoc(), call.getResults());
  return success();
}

/// The host entry's new body: device twins of the arguments the kernels
/// use, copied in when read, the call, copies back when written, frees.
static void buildHostEntry(func::FuncOp func, func::FuncOp kernels,
                           ArrayRef<ArgumentUse> uses) {
  Location loc = func.getLoc();
  Block *body = func.addEntryBlock();
  OpBuilder b = OpBuilder::atBlockEnd(body);
  SmallVector<Value> callArgs, twins;
  for (auto [arg, use] : llvm::zip(body->getArguments(), uses)) {
    if (!use.used) {
      // Never dereferenced by the kernels: passed as it is.
      callArgs.push_back(arg);
      continue;
    }
    auto type = cast<MemRefType>(arg.getType());
    Value twin = allocOnDevice(b, loc, type, dynamicSizes(b, loc, arg, type))
                     .getMemref();
    if (use.read)
      gpu::MemcpyOp::create(b, loc, Type(), ValueRange{}, twin, arg);
    callArgs.push_back(twin);
    twins.push_back(twin);
  }
  auto call = func::CallOp::create(b, loc, kernels, callArgs);
  for (auto [arg, use, twin] : llvm::zip(body->getArguments(), uses, callArgs))
    if (use.written)
      gpu::MemcpyOp::create(b, loc, Type(), ValueRange{}, arg, twin);
  // Freed last, after the copies back.
  for (Value twin : twins)
    gpu::DeallocOp::create(b, loc, Type(), ValueRange{}, twin);
  func::ReturnOp::create(b, loc, call.getResults());
}

namespace {

struct OVGPUHostDeviceCopiesPass
    : public ov::impl::OVGPUHostDeviceCopiesBase<OVGPUHostDeviceCopiesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> withKernels;
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal() &&
          func.walk([](gpu::LaunchOp) { return WalkResult::interrupt(); })
              .wasInterrupted())
        withKernels.push_back(func);
    for (func::FuncOp func : withKernels)
      if (failed(split(func, symbols)))
        return signalPassFailure();
  }

  LogicalResult split(func::FuncOp func, SymbolTable &symbols) {
    if (failed(verifySplittable(func)))
      return failure();
    SmallVector<ArgumentUse> uses = classifyArguments(func);
    FailureOr<func::FuncOp> kernels = outlineKernels(func, symbols);
    if (failed(kernels))
      return failure();
    if (func.isPublic() && failed(addDeviceEntry(func, *kernels, symbols)))
      return failure();
    buildHostEntry(func, *kernels, uses);
    return success();
  }
};

} // namespace
