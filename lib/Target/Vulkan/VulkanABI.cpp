// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VulkanABI.cpp - Kernel arguments of the vulkan target --------------===//
//
// How sizes reach a Vulkan kernel. SPIR-V's logical addressing has no
// pointers and no memref descriptors: a kernel sees each buffer as a storage
// buffer binding, a runtime array of elements, and every other value must
// come from the host another way. The vulkan target passes them as push
// constants: one block of 32-bit integers per kernel, filled by the runtime
// at each dispatch from the launch's arguments (a size or an index derived
// from sizes fits: buffers have fewer than 2^31 elements; the runtime
// refuses a scalar that does not).
//
// ov-gpu-vulkan-abi (after outlining) gives each kernel the argument list
// the runtime binds: its buffers first (binding i = buffer i), a buffer of
// dynamic shape flattened to memref<?xT> (its loads and stores linearized
// row-major, its memref.dim read from an argument), then the integer
// scalars, then the dynamic sizes of each buffer, in order; each launch
// passes the matching operands (a collapsed view, memref.dim of its
// buffers).
//
// bf16, which SPIR-V lacks (without SPV_KHR_bfloat16), becomes its bits:
// the kernel's conversions to and from bf16 become integer arithmetic (as
// on CUDA: round to nearest even, NaNs kept quiet), and what is left of
// bf16 (buffers, loads, stores, selects, loop-carried values, constants,
// absolute values and negations) is i16; the host passes the bf16 buffer
// as it is.
//
// ov-gpu-vulkan-launch-sizes (host, after the kernels are binaries) gives
// each launch the runtime's operand list: per buffer its base and its size
// in bytes (computed from the shape at run time), then every scalar as a
// 64-bit integer (push constant slot k at byte 4 k, checked to fit).
//
//===----------------------------------------------------------------------===//

#include "ov/Target/Vulkan/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/BitVector.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVGPUVULKANABI
#define GEN_PASS_DEF_OVGPUVULKANLAUNCHSIZES
#include "ov/Target/Vulkan/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

/// Push constant bytes every Vulkan device offers (maxPushConstantsSize is at
/// least 128): 32 scalars of 4 bytes.
static constexpr unsigned kMaxPushConstantScalars = 32;

/// A boolean kernel scalar (e.g. whether run-time padding enters AvgPool's
/// divisor): SPIR-V's bool has no size, so it travels as an i32 0 or 1 and
/// the kernel compares it with 0.
static bool isBool(Type type) { return type.isInteger(1); }
static Type scalarType(Type type) {
  return isBool(type) ? IntegerType::get(type.getContext(), 32) : type;
}

/// The argument order a kernel gets: buffers, scalars, then per dynamically
/// shaped buffer (argument, axis) its dynamic sizes.
struct KernelABI {
  SmallVector<unsigned> buffers, scalars;
  SmallVector<std::pair<unsigned, unsigned>> sizes;
};

static bool isDynamicBuffer(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return memref && !memref.hasStaticShape();
}

/// The buffer type the kernel takes for `type`: flat when dynamic.
static Type kernelBufferType(Type type) {
  auto memref = cast<MemRefType>(type);
  if (memref.hasStaticShape())
    return memref;
  return MemRefType::get({ShapedType::kDynamic}, memref.getElementType());
}

/// Sorts the kernel's arguments; fails on one the target cannot pass.
static FailureOr<KernelABI> classify(gpu::GPUFuncOp kernel) {
  KernelABI abi;
  auto fail = [&](unsigned i, Type type, StringRef why) {
    kernel.emitError("kernel ") << kernel.getName() << " argument " << i
                                << " has type " << type << ": " << why;
    return failure();
  };
  if (kernel.getNumWorkgroupAttributions() ||
      kernel.getNumPrivateAttributions()) {
    kernel.emitError("kernel ") << kernel.getName()
                                << " has workgroup or private attributions, "
                                   "which the vulkan target does not take";
    return failure();
  }
  for (unsigned i = 0; i < kernel.getNumArguments(); ++i) {
    Type type = kernel.getArgument(i).getType();
    if (auto memref = dyn_cast<MemRefType>(type)) {
      if (!memref.getLayout().isIdentity())
        return fail(i, type,
                    "the vulkan target takes buffers with the "
                    "identity layout only");
      abi.buffers.push_back(i);
      for (unsigned axis = 0; axis < memref.getRank(); ++axis)
        if (memref.isDynamicDim(axis))
          abi.sizes.push_back({i, axis});
      continue;
    }
    auto integer = dyn_cast<IntegerType>(type);
    if (!isa<IndexType>(type) &&
        (!integer || (integer.getWidth() < 8 && !isBool(type)) ||
         integer.getWidth() > 64))
      return fail(i, type,
                  "the vulkan target passes buffers and integer "
                  "scalars (push constants) only");
    abi.scalars.push_back(i);
  }
  if (abi.scalars.size() + abi.sizes.size() > kMaxPushConstantScalars) {
    kernel.emitError("kernel ")
        << kernel.getName() << " needs "
        << abi.scalars.size() + abi.sizes.size()
        << " scalars and sizes: the vulkan target passes at most "
        << kMaxPushConstantScalars << " (128 bytes of push constants)";
    return failure();
  }
  return abi;
}

/// Row-major position of `indices` in a buffer of sizes `sizes`.
static Value linearize(OpBuilder &b, Location loc, ValueRange indices,
                       ArrayRef<Value> sizes) {
  Value position = indices.front();
  for (unsigned axis = 1; axis < indices.size(); ++axis) {
    position = arith::MulIOp::create(b, loc, position, sizes[axis]);
    position = arith::AddIOp::create(b, loc, position, indices[axis]);
  }
  return position;
}

/// Rewrites the uses of the dynamically shaped buffer `old` on its flat
/// replacement `flat` whose sizes are `sizes`.
static LogicalResult flattenUses(gpu::GPUFuncOp kernel, Value old, Value flat,
                                 ArrayRef<Value> sizes) {
  for (OpOperand &use : llvm::make_early_inc_range(old.getUses())) {
    Operation *user = use.getOwner();
    OpBuilder b(user);
    Location loc = user->getLoc();
    if (auto dim = dyn_cast<memref::DimOp>(user)) {
      std::optional<int64_t> axis = dim.getConstantIndex();
      if (!axis || *axis < 0 || *axis >= int64_t(sizes.size()))
        return dim.emitError("memref.dim of a kernel buffer needs a constant "
                             "axis on the vulkan target");
      dim.replaceAllUsesWith(sizes[*axis]);
      dim.erase();
    } else if (auto load = dyn_cast<memref::LoadOp>(user)) {
      Value at = linearize(b, loc, load.getIndices(), sizes);
      load.replaceAllUsesWith(
          memref::LoadOp::create(b, loc, flat, ValueRange{at}).getResult());
      load.erase();
    } else if (auto store = dyn_cast<memref::StoreOp>(user);
               store && use.get() == store.getMemRef()) {
      Value at = linearize(b, loc, store.getIndices(), sizes);
      memref::StoreOp::create(b, loc, store.getValueToStore(), flat,
                              ValueRange{at});
      store.erase();
    } else {
      return user->emitError("kernel ")
             << kernel.getName() << ": '" << user->getName()
             << "' on a dynamically shaped buffer is not supported by the "
                "vulkan target (loads, stores and memref.dim only)";
    }
  }
  return success();
}

/// Gives `kernel` the argument order of `abi`.
static LogicalResult rewriteKernel(gpu::GPUFuncOp kernel,
                                   const KernelABI &abi) {
  unsigned count = kernel.getNumArguments();
  SmallVector<Type> types;
  for (unsigned i : abi.buffers)
    types.push_back(kernelBufferType(kernel.getArgument(i).getType()));
  for (unsigned i : abi.scalars)
    types.push_back(scalarType(kernel.getArgument(i).getType()));
  types.append(abi.sizes.size(), IndexType::get(kernel.getContext()));
  SmallVector<unsigned> at(types.size(), count);
  SmallVector<DictionaryAttr> attrs(types.size());
  SmallVector<Location> locs(types.size(), kernel.getLoc());
  if (failed(kernel.insertArguments(at, types, attrs, locs)))
    return failure();
  auto added = [&](unsigned k) { return kernel.getArgument(count + k); };
  // Each buffer's sizes: constants, or the size arguments.
  OpBuilder b = OpBuilder::atBlockBegin(&kernel.front());
  DenseMap<unsigned, SmallVector<Value>> sizes;
  unsigned next = abi.buffers.size() + abi.scalars.size();
  for (auto [arg, axis] : abi.sizes) {
    auto memref = cast<MemRefType>(kernel.getArgument(arg).getType());
    SmallVector<Value> &values = sizes[arg];
    if (values.empty())
      for (int64_t size : memref.getShape())
        values.push_back(
            ShapedType::isDynamic(size)
                ? Value()
                : arith::ConstantIndexOp::create(b, kernel.getLoc(), size)
                      .getResult());
    values[axis] = added(next++);
  }
  for (auto [k, i] : llvm::enumerate(abi.buffers)) {
    Value old = kernel.getArgument(i);
    if (!isDynamicBuffer(old.getType()))
      old.replaceAllUsesWith(added(k));
    else if (failed(flattenUses(kernel, old, added(k), sizes[i])))
      return failure();
  }
  for (auto [k, i] : llvm::enumerate(abi.scalars)) {
    Value scalar = added(abi.buffers.size() + k);
    if (isBool(kernel.getArgument(i).getType()))
      scalar = arith::CmpIOp::create(
          b, kernel.getLoc(), arith::CmpIPredicate::ne, scalar,
          arith::ConstantIntOp::create(b, kernel.getLoc(), scalar.getType(),
                                       0));
    kernel.getArgument(i).replaceAllUsesWith(scalar);
  }
  llvm::BitVector erase(count + types.size());
  erase.set(0, count);
  return kernel.eraseArguments(erase);
}

static bool isBF16(Type type) { return getElementTypeOrSelf(type).isBF16(); }

/// `type` with bf16 replaced by i16 (scalars and buffer elements).
static Type bitsType(Type type) {
  Type i16 = IntegerType::get(type.getContext(), 16);
  if (type.isBF16())
    return i16;
  if (auto memref = dyn_cast<MemRefType>(type); memref && isBF16(memref))
    return MemRefType::get(memref.getShape(), i16, memref.getLayout(),
                           memref.getMemorySpace());
  return type;
}

/// Comparisons of bf16 values as comparisons of their f32 extensions: the
/// extension is exact and keeps order, signs and NaNs.
static void widenComparisons(gpu::GPUFuncOp kernel) {
  kernel.walk([](arith::CmpFOp cmp) {
    if (!isBF16(cmp.getLhs().getType()))
      return;
    OpBuilder b(cmp);
    for (OpOperand &operand : cmp->getOpOperands())
      operand.set(arith::ExtFOp::create(b, cmp.getLoc(), b.getF32Type(),
                                        operand.get()));
  });
}

/// bf16 -> f64 as bf16 -> f32 -> f64 (both exact), which the bf16
/// expansion patterns take.
static void splitWideExtensions(gpu::GPUFuncOp kernel) {
  kernel.walk([](arith::ExtFOp ext) {
    if (!ext.getIn().getType().isBF16() || ext.getType().isF32())
      return;
    OpBuilder b(ext);
    Value f32 =
        arith::ExtFOp::create(b, ext.getLoc(), b.getF32Type(), ext.getIn());
    ext.getInMutable().assign(f32);
  });
}

/// The bf16 ops with a bit-level form: constants, |x| and -x on i16.
static void rewriteBitOps(gpu::GPUFuncOp kernel) {
  kernel.walk([](Operation *op) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    Type i16 = b.getI16Type();
    auto onBits = [&](Value x, int64_t mask, bool isXor) {
      Value bits = arith::BitcastOp::create(b, loc, i16, x);
      Value m = arith::ConstantIntOp::create(b, loc, i16, mask);
      Value r = isXor ? arith::XOrIOp::create(b, loc, bits, m).getResult()
                      : arith::AndIOp::create(b, loc, bits, m).getResult();
      op->replaceAllUsesWith(ValueRange{
          arith::BitcastOp::create(b, loc, b.getBF16Type(), r).getResult()});
      op->erase();
    };
    if (auto cst = dyn_cast<arith::ConstantOp>(op);
        cst && isBF16(cst.getType())) {
      auto value = cast<FloatAttr>(cst.getValue()).getValue();
      Value bits = arith::ConstantIntOp::create(
          b, loc, i16, value.bitcastToAPInt().getZExtValue());
      cst.replaceAllUsesWith(
          arith::BitcastOp::create(b, loc, b.getBF16Type(), bits).getResult());
      cst.erase();
    } else if (auto abs = dyn_cast<math::AbsFOp>(op);
               abs && isBF16(abs.getType())) {
      onBits(abs.getOperand(), 0x7fff, /*isXor=*/false);
    } else if (auto neg = dyn_cast<arith::NegFOp>(op);
               neg && isBF16(neg.getType())) {
      onBits(neg.getOperand(), 0x8000, /*isXor=*/true);
    }
  });
}

/// Ops that move bf16 values without computing with them.
static bool movesBits(Operation *op) {
  return isa<memref::LoadOp, memref::StoreOp, arith::SelectOp, arith::BitcastOp,
             scf::ForOp, scf::YieldOp, scf::IfOp, scf::WhileOp,
             scf::ConditionOp, gpu::ReturnOp>(op);
}

/// bf16 in `kernel` as i16 bits (see the file comment).
static LogicalResult bf16AsBits(gpu::GPUFuncOp kernel) {
  bool any = llvm::any_of(kernel.getArgumentTypes(), isBF16);
  kernel.walk([&](Operation *op) {
    any |= llvm::any_of(op->getOperandTypes(), isBF16) ||
           llvm::any_of(op->getResultTypes(), isBF16);
  });
  if (!any)
    return success();
  widenComparisons(kernel);
  splitWideExtensions(kernel);
  RewritePatternSet patterns(kernel.getContext());
  arith::populateExpandBFloat16Patterns(patterns);
  if (failed(applyPatternsGreedily(kernel, std::move(patterns))))
    return kernel.emitError("kernel ")
           << kernel.getName() << ": bf16 conversions did not expand";
  rewriteBitOps(kernel);
  WalkResult walk = kernel.walk([&](Operation *op) {
    bool touches = llvm::any_of(op->getOperandTypes(), isBF16) ||
                   llvm::any_of(op->getResultTypes(), isBF16);
    if (touches && !movesBits(op))
      return op->emitError("kernel ")
                 << kernel.getName() << ": '" << op->getName()
                 << "' on bf16 is not supported by the vulkan target (bf16 "
                    "is computed in f32 and stored as its 16 bits)",
             WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  kernel.walk([](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          arg.setType(bitsType(arg.getType()));
    for (OpResult result : op->getResults())
      result.setType(bitsType(result.getType()));
  });
  for (BlockArgument arg : kernel.getArguments())
    arg.setType(bitsType(arg.getType()));
  SmallVector<Type> inputs =
      llvm::map_to_vector(kernel.getArgumentTypes(), bitsType);
  kernel.setType(FunctionType::get(kernel.getContext(), inputs, {}));
  // The bitcasts between bf16 and its bits are now i16 to i16.
  kernel.walk([](arith::BitcastOp cast) {
    if (cast.getIn().getType() == cast.getType()) {
      cast.replaceAllUsesWith(cast.getIn());
      cast.erase();
    }
  });
  return success();
}

/// Gives `launch` the operands of the rewritten kernel (`abi` of the old).
static void rewriteLaunch(gpu::LaunchFuncOp launch, const KernelABI &abi) {
  OpBuilder b(launch);
  Location loc = launch.getLoc();
  SmallVector<Value> old(launch.getKernelOperands());
  SmallVector<Value> operands;
  for (unsigned i : abi.buffers) {
    Value buffer = old[i];
    auto memref = cast<MemRefType>(buffer.getType());
    if (isDynamicBuffer(memref) && memref.getRank() > 1) {
      ReassociationIndices all(memref.getRank());
      std::iota(all.begin(), all.end(), 0);
      buffer = memref::CollapseShapeOp::create(
          b, loc, buffer, ArrayRef<ReassociationIndices>{all});
    }
    // The kernel's bits; ov-gpu-vulkan-launch-sizes drops the cast.
    if (isBF16(buffer.getType()))
      buffer = UnrealizedConversionCastOp::create(
                   b, loc, bitsType(buffer.getType()), buffer)
                   .getResult(0);
    operands.push_back(buffer);
  }
  for (unsigned i : abi.scalars)
    operands.push_back(
        isBool(old[i].getType())
            ? arith::ExtUIOp::create(b, loc, b.getI32Type(), old[i]).getResult()
            : old[i]);
  for (auto [arg, axis] : abi.sizes)
    operands.push_back(memref::DimOp::create(b, loc, old[arg], axis));
  launch.getKernelOperandsMutable().assign(operands);
}

/// The size in bytes of `buffer` at run time.
static Value byteSize(OpBuilder &b, Location loc, Value buffer) {
  auto memref = cast<MemRefType>(buffer.getType());
  Value bytes = arith::ConstantIndexOp::create(
      b, loc, memref.getElementTypeBitWidth() / 8);
  for (unsigned axis = 0; axis < memref.getRank(); ++axis) {
    Value size =
        memref.isDynamicDim(axis)
            ? memref::DimOp::create(b, loc, buffer, axis).getResult()
            : arith::ConstantIndexOp::create(b, loc, memref.getDimSize(axis))
                  .getResult();
    bytes = arith::MulIOp::create(b, loc, bytes, size);
  }
  return bytes;
}

namespace {

struct OVGPUVulkanABIPass
    : public ov::impl::OVGPUVulkanABIBase<OVGPUVulkanABIPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    DenseMap<Operation *, KernelABI> abis;
    for (auto kernels : module.getOps<gpu::GPUModuleOp>())
      for (auto kernel : kernels.getOps<gpu::GPUFuncOp>()) {
        if (!kernel.isKernel())
          continue;
        FailureOr<KernelABI> abi = classify(kernel);
        if (failed(abi) || failed(rewriteKernel(kernel, *abi)) ||
            failed(bf16AsBits(kernel)))
          return signalPassFailure();
        abis[kernel] = *abi;
      }
    SymbolTableCollection symbols;
    module.walk([&](gpu::LaunchFuncOp launch) {
      Operation *kernel =
          symbols.lookupNearestSymbolFrom(launch, launch.getKernel());
      if (auto it = abis.find(kernel); it != abis.end())
        rewriteLaunch(launch, it->second);
    });
  }
};

struct OVGPUVulkanLaunchSizesPass
    : public ov::impl::OVGPUVulkanLaunchSizesBase<OVGPUVulkanLaunchSizesPass> {
  using Base::Base;

  void runOnOperation() override {
    getOperation().walk([&](gpu::LaunchFuncOp launch) {
      OpBuilder b(launch);
      Location loc = launch.getLoc();
      SmallVector<Value> operands;
      for (Value operand : launch.getKernelOperands()) {
        // A bf16 buffer the kernel reads as i16: the buffer itself.
        if (auto cast = operand.getDefiningOp<UnrealizedConversionCastOp>();
            cast && cast->getNumOperands() == 1 &&
            isa<MemRefType>(cast.getInputs()[0].getType()))
          operand = cast.getInputs()[0];
        if (isa<MemRefType>(operand.getType())) {
          operands.push_back(operand);
          operands.push_back(byteSize(b, loc, operand));
        } else if (auto integer = dyn_cast<IntegerType>(operand.getType());
                   integer && integer.getWidth() < 64) {
          operands.push_back(
              arith::ExtSIOp::create(b, loc, b.getI64Type(), operand));
        } else {
          operands.push_back(operand);
        }
      }
      SmallVector<Value> old(launch.getKernelOperands());
      launch.getKernelOperandsMutable().assign(operands);
      for (Value value : old)
        if (auto cast = value.getDefiningOp<UnrealizedConversionCastOp>();
            cast && cast->use_empty())
          cast.erase();
    });
  }
};

} // namespace
