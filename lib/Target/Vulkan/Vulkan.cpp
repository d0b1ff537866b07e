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

/// Each argument must be one storage buffer of a static size.
static LogicalResult checkKernelArgument(gpu::GPUFuncOp kernel, unsigned i,
                                         ArrayRef<StringRef> available) {
  Type type = kernel.getArgument(i).getType();
  std::string what =
      ("kernel " + kernel.getName() + " argument " + Twine(i)).str();
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape() || !memref.getLayout().isIdentity())
    return kernel.emitError()
           << what << " has type " << type
           << ": the vulkan target takes statically shaped buffers only "
              "(dynamic shapes are not supported yet)";
  if (memref.getNumElements() >= (int64_t{1} << 31))
    return kernel.emitError() << what << " has " << memref.getNumElements()
                              << " elements: the vulkan target takes buffers "
                                 "of fewer than 2^31";
  return checkElementType(kernel.getLoc(), memref.getElementType(), available,
                          what);
}

namespace {

struct OVGPUVulkanKernelsPass
    : public ov::impl::OVGPUVulkanKernelsBase<OVGPUVulkanKernelsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<StringRef> available;
    StringRef(capabilities).split(available, ',', -1, /*KeepEmpty=*/false);
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
