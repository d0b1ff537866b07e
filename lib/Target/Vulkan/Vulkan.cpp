// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Vulkan.cpp - Kernel modules for the vulkan target ------------------===//
//
// ov-gpu-vulkan-kernels: what the vulkan target takes of an outlined kernel
// module (statically shaped buffers, element types within the device's
// SPIR-V capabilities), and each kernel's workgroup size for
// convert-gpu-to-spirv.
//
// ov-gpu-vulkan-binaries: convert-gpu-to-spirv leaves each kernel's
// spirv.module beside its gpu.module; gpu-module-to-binary serializes the
// spirv.module inside it. The float arithmetic is decorated NoContraction:
// OpenVINO rounds every operation (docs/semantics.md 3.4), and a Vulkan
// driver may otherwise fuse a multiply and an add into an FMA.
//
//===----------------------------------------------------------------------===//

#include "ov/Target/Vulkan/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVAttributes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVGPUVULKANKERNELS
#define GEN_PASS_DEF_OVGPUVULKANBINARIES
#include "ov/Target/Vulkan/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

/// The SPIR-V capability an element type needs beyond Shader ("" for none):
/// index is 64-bit (convert-gpu-to-spirv{use-64bit-index}).
static StringRef neededCapability(Type type) {
  if (isa<IndexType>(type))
    return "Int64";
  if (type.isF64())
    return "Float64";
  if (type.isF16())
    return "Float16";
  if (auto integer = dyn_cast<IntegerType>(type)) {
    switch (integer.getWidth()) {
    case 64:
      return "Int64";
    case 16:
      return "Int16";
    case 8:
      return "Int8";
    default:
      return "";
    }
  }
  return "";
}

/// Fails, at `loc`, on an element type the target cannot take.
static LogicalResult checkElementType(Location loc, Type type,
                                      ArrayRef<StringRef> available,
                                      StringRef what) {
  if (type.isBF16())
    return emitError(loc) << what
                          << ": element type bf16 is not supported by the "
                             "vulkan target (SPIR-V needs SPV_KHR_bfloat16)";
  StringRef needed = neededCapability(type);
  if (!needed.empty() && !llvm::is_contained(available, needed))
    return emitError(loc) << what << ": element type " << type
                          << " needs the SPIR-V capability " << needed
                          << ", which the vulkan target's capabilities ("
                          << llvm::join(available, ",") << ") lack";
  return success();
}

/// Each argument is a buffer (static, or flat of a dynamic size, as
/// ov-gpu-vulkan-abi makes it) of fewer than 2^31 elements, or a scalar.
static LogicalResult checkKernelArgument(gpu::GPUFuncOp kernel, unsigned i,
                                         ArrayRef<StringRef> available) {
  Type type = kernel.getArgument(i).getType();
  std::string what =
      ("kernel " + kernel.getName() + " argument " + Twine(i)).str();
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref)
    return checkElementType(kernel.getLoc(), type, available, what);
  bool flat = memref.getRank() == 1 && memref.isDynamicDim(0);
  if ((!memref.hasStaticShape() && !flat) || !memref.getLayout().isIdentity())
    return kernel.emitError()
           << what << " has type " << type
           << ": the vulkan target takes buffers of a static shape or "
              "flattened by ov-gpu-vulkan-abi only";
  if (!flat && memref.getNumElements() >= (int64_t{1} << 31))
    return kernel.emitError() << what << " has " << memref.getNumElements()
                              << " elements: the vulkan target takes buffers "
                                 "of fewer than 2^31";
  return checkElementType(kernel.getLoc(), memref.getElementType(), available,
                          what);
}

/// spirv-attach-target puts the #spirv.target_env in the module's `targets`,
/// where only convert-gpu-to-spirv looks; as the module's spirv.target_env
/// attribute, the conversions that run before it (convert-math-to-spirv) see
/// the capabilities too (Float64: an f64 math.ceil).
static void exposeTargetEnv(gpu::GPUModuleOp module) {
  ArrayAttr targets = module.getTargetsAttr();
  if (!targets)
    return;
  for (Attribute target : targets)
    if (auto env = dyn_cast<spirv::TargetEnvAttr>(target)) {
      module->setAttr(spirv::getTargetEnvAttrName(), env);
      return;
    }
}

namespace {

struct OVGPUVulkanKernelsPass
    : public ov::impl::OVGPUVulkanKernelsBase<OVGPUVulkanKernelsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<StringRef> available;
    StringRef(capabilities).split(available, ',', -1, /*KeepEmpty=*/false);
    exposeTargetEnv(getOperation());
    for (auto kernel : getOperation().getOps<gpu::GPUFuncOp>()) {
      if (!kernel.isKernel())
        continue;
      if (failed(checkKernel(kernel, available)))
        return signalPassFailure();
      std::optional<ArrayRef<int32_t>> block = kernel.getKnownBlockSize();
      if (!block)
        return kernel.emitError("kernel ")
                   << kernel.getName() << " has no known block size",
               signalPassFailure();
      kernel->setAttr(spirv::getEntryPointABIAttrName(),
                      spirv::getEntryPointABIAttr(&getContext(), *block));
    }
  }

  LogicalResult checkKernel(gpu::GPUFuncOp kernel,
                            ArrayRef<StringRef> available) {
    for (unsigned i = 0; i < kernel.getNumArguments(); ++i)
      if (failed(checkKernelArgument(kernel, i, available)))
        return failure();
    // The arithmetic's own types (index, f16 computed in f32, ...).
    WalkResult walk = kernel.walk([&](Operation *op) {
      for (Type type : op->getResultTypes())
        if (failed(checkElementType(op->getLoc(), getElementTypeOrSelf(type),
                                    available,
                                    ("kernel " + kernel.getName()).str())))
          return WalkResult::interrupt();
      return WalkResult::advance();
    });
    return failure(walk.wasInterrupted());
  }
};

/// Float arithmetic that a driver could contract into an FMA.
static bool isContractible(Operation *op) {
  return isa<spirv::FAddOp, spirv::FSubOp, spirv::FMulOp, spirv::FDivOp,
             spirv::FRemOp, spirv::FModOp, spirv::FNegateOp>(op);
}

/// The float widths of the values `spirvModule` computes with.
static SmallVector<int32_t> floatWidths(spirv::ModuleOp spirvModule) {
  llvm::SmallSetVector<int32_t, 3> widths;
  spirvModule.walk([&](Operation *op) {
    for (Type type : op->getResultTypes())
      if (auto fp = dyn_cast<FloatType>(getElementTypeOrSelf(type)))
        widths.insert(fp.getWidth());
  });
  SmallVector<int32_t> sorted = widths.takeVector();
  llvm::sort(sorted);
  return sorted;
}

/// Vulkan lets a shader drop the sign of zero, infinities and NaNs (x + 0.0
/// -> x turns +0.0 into -0.0) unless its entry point asks otherwise:
/// SignedZeroInfNanPreserve for every float width it computes with.
static void preserveSignedZeroInfNan(spirv::ModuleOp spirvModule) {
  SmallVector<int32_t> widths = floatWidths(spirvModule);
  // The entry points are still functions with an entry_point_abi attribute
  // (spirv-lower-abi-attrs makes them spirv.EntryPoint later); the
  // serializer places the execution modes after them.
  for (auto fn : llvm::to_vector(spirvModule.getOps<spirv::FuncOp>())) {
    if (!fn->hasAttr(spirv::getEntryPointABIAttrName()))
      continue;
    OpBuilder b(fn->getContext());
    b.setInsertionPointAfter(fn);
    for (int32_t width : widths)
      spirv::ExecutionModeOp::create(
          b, fn.getLoc(), fn, spirv::ExecutionMode::SignedZeroInfNanPreserve,
          {width});
  }
}

/// The scalar arguments of the entry point `fn` (ov-gpu-vulkan-abi puts
/// them after its buffers) read from one push constant block of 4-byte
/// slots, slot k for scalar k, sign-extended to the argument's type, which the
/// runtime fills per dispatch; convert-gpu-to-spirv would make each a storage
/// buffer of its own.
static void pushConstantScalars(spirv::FuncOp fn) {
  SmallVector<unsigned> scalars;
  for (BlockArgument arg : fn.getArguments())
    if (!isa<spirv::PointerType>(arg.getType()))
      scalars.push_back(arg.getArgNumber());
  if (scalars.empty())
    return;
  MLIRContext *context = fn.getContext();
  Type i32 = IntegerType::get(context, 32);
  SmallVector<Type> members(scalars.size(), i32);
  SmallVector<spirv::StructType::OffsetInfo> offsets;
  for (unsigned k = 0; k < scalars.size(); ++k)
    offsets.push_back(4 * k);
  auto block = spirv::PointerType::get(spirv::StructType::get(members, offsets),
                                       spirv::StorageClass::PushConstant);
  OpBuilder b(fn);
  auto var = spirv::GlobalVariableOp::create(
      b, fn.getLoc(), TypeAttr::get(block),
      b.getStringAttr((fn.getName() + "_push_constants").str()));
  b.setInsertionPointToStart(&fn.front());
  llvm::BitVector erase(fn.getNumArguments());
  for (auto [k, i] : llvm::enumerate(scalars)) {
    BlockArgument arg = fn.getArgument(i);
    Value base = spirv::AddressOfOp::create(b, fn.getLoc(), var);
    Value slot =
        spirv::ConstantOp::create(b, fn.getLoc(), i32, b.getI32IntegerAttr(k));
    Value ptr = spirv::AccessChainOp::create(b, fn.getLoc(), base, slot);
    Value value = spirv::LoadOp::create(b, fn.getLoc(), ptr);
    if (arg.getType() != i32)
      value = spirv::SConvertOp::create(b, fn.getLoc(), arg.getType(), value);
    arg.replaceAllUsesWith(value);
    erase.set(i);
  }
  (void)fn.eraseArguments(erase);
}

struct OVGPUVulkanBinariesPass
    : public ov::impl::OVGPUVulkanBinariesBase<OVGPUVulkanBinariesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto spirvModule :
         llvm::make_early_inc_range(module.getOps<spirv::ModuleOp>())) {
      if (failed(decorate(spirvModule)))
        return signalPassFailure();
      preserveSignedZeroInfNan(spirvModule);
      for (auto fn : llvm::to_vector(spirvModule.getOps<spirv::FuncOp>()))
        if (fn->hasAttr(spirv::getEntryPointABIAttrName()))
          pushConstantScalars(fn);
      StringRef name = spirvModule.getName().value_or("");
      if (!name.consume_front("__spv__"))
        continue;
      auto kernels = module.lookupSymbol<gpu::GPUModuleOp>(name);
      if (!kernels)
        return spirvModule.emitError("no gpu.module @") << name,
               signalPassFailure();
      spirvModule->moveBefore(kernels.getBody(), kernels.getBody()->begin());
    }
  }

  LogicalResult decorate(spirv::ModuleOp spirvModule) {
    WalkResult walk = spirvModule.walk([&](Operation *op) {
      if (isa<spirv::GLFmaOp, spirv::CLFmaOp>(op))
        return op->emitError("fused multiply-add in a vulkan kernel: "
                             "OpenVINO rounds the product"),
               WalkResult::interrupt();
      if (op->hasAttr("relaxed_precision"))
        return op->emitError("relaxed precision in a vulkan kernel"),
               WalkResult::interrupt();
      if (isContractible(op))
        op->setAttr("no_contraction", UnitAttr::get(op->getContext()));
      return WalkResult::advance();
    });
    return failure(walk.wasInterrupted());
  }
};

} // namespace
