// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Pipelines.cpp - Named ov lowering pipelines ------------------------===//

#include "ov/Pipelines/Pipelines.h"
#include "ov/ABI/Passes.h"
#include "ov/Conversion/Passes.h"
#include "ov/Pipelines/UpstreamLowering.h"
#include "ov/Target/CPU/TargetCPU.h"
#include "ov/Target/CUDA/CUDATarget.h"
#include "ov/Target/CUDA/Passes.h"
#include "ov/Target/Vulkan/Passes.h"
#include "ov/Target/Vulkan/VulkanTarget.h"

#include "mlir/Conversion/GPUToSPIRV/GPUToSPIRVPass.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

/// ov ops -> linalg or affine, on tensors, then tidy up.
static void addOVLowering(OpPassManager &pm,
                          const ov::CPUPipelineOptions &options) {
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  if (options.lowering == ov::CPULowering::Affine) {
    funcPm.addPass(ov::createConvertOVToAffine());
  } else {
    if (options.lowering == ov::CPULowering::Vector) {
      ov::VectorTarget target = getVectorTarget(options);
      ov::ConvertOVToVectorOptions vector;
      vector.vectorBits = target.vectorBits;
      for (const auto &[family, bits] : target.familyBits)
        vector.familyVectorBits.push_back(family + ":" + std::to_string(bits));
      vector.cacheLineBytes = target.cacheLineBytes;
      vector.l2Bytes = target.l2Bytes;
      vector.prefetchBytes = target.prefetchBytes;
      vector.prefetchBytesIndices = target.prefetchBytesIndices;
      funcPm.addPass(ov::createConvertOVToVector(vector));
    }
    funcPm.addPass(ov::createConvertOVToLinalg());
    // What ov-to-linalg leaves (windows too large to materialize).
    funcPm.addPass(ov::createConvertOVToAffine());
    funcPm.addPass(createLinalgElementwiseOpFusionPass());
  }
  funcPm.addPass(createCanonicalizerPass());
  funcPm.addPass(createCSEPass());
}

/// Upstream's buffer-deallocation-pipeline, with each buffer that only its
/// block uses freed after its last use (ov-dealloc-after-last-use) before
/// the deallocs are simplified.
static void addBufferDeallocation(OpPassManager &pm) {
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  memref::ExpandReallocPassOptions expandRealloc;
  expandRealloc.emitDeallocs = false;
  funcPm.addPass(memref::createExpandReallocPass(expandRealloc));
  funcPm.addPass(createCanonicalizerPass());
  funcPm.addPass(bufferization::createOwnershipBasedBufferDeallocationPass());
  funcPm.addPass(createCanonicalizerPass());
  funcPm.addPass(ov::createOVDeallocAfterLastUse());
  funcPm.addPass(bufferization::createBufferDeallocationSimplificationPass());
  pm.addPass(bufferization::createLowerDeallocationsPass());
  OpPassManager &cleanup = pm.nest<func::FuncOp>();
  cleanup.addPass(createCSEPass());
  cleanup.addPass(createCanonicalizerPass());
}

/// Tensors -> memrefs. Results become caller-allocated out-parameters (the
/// compiled-module ABI), written in place where the producer allows it.
static void addBufferization(OpPassManager &pm) {
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // Mixed modules: an scf.for whose yielded tensor is a new one each
  // iteration (ov's lowerings make none) gets a buffer per iteration,
  // which ownership-based deallocation frees.
  bufferize.allowReturnAllocsFromLoops = true;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.nest<func::FuncOp>().addPass(ov::createOVDistinctReturnedBuffers());
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.hoistStaticAllocs = true;
  outParams.hoistDynamicAllocs = true;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  pm.nest<func::FuncOp>().addPass(ov::createOVElideResultCopies());
  pm.nest<func::FuncOp>().addPass(createCanonicalizerPass());
  addBufferDeallocation(pm);
}

namespace {

/// What the host code of a GPU target passes its kernels.
enum class KernelArguments {
  /// No GPU host code (the CPU).
  None,
  /// CUDA: memref descriptors, field by field.
  Descriptors,
  /// Vulkan: per memref its base pointer and its size in bytes (the
  /// runtime binds one storage buffer per memref), then 64-bit scalars
  /// (push constants), as ov-gpu-vulkan-launch-sizes lays them out.
  PointersAndSizes,
};

} // namespace

/// Loops and memrefs -> LLVM dialect. For the GPU targets the kernels are
/// already gpu.binary: no parallel loops, and gpu-to-llvm lowers the host's gpu
/// ops to mgpu* calls.
static void
addLLVMLowering(OpPassManager &pm,
                KernelArguments kernelArguments = KernelArguments::None) {
  bool gpuHost = kernelArguments != KernelArguments::None;
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(ov::createOVLowerStridedCopies());
  funcPm.addPass(createConvertLinalgToAffineLoopsPass());
  ov::addUpstreamLoopLowering(funcPm);
  funcPm.addPass(createLowerAffinePass());
  funcPm.addPass(createCanonicalizerPass());
  if (!gpuHost) {
    // Parallel loops become chunk functions launched through the caller's
    // ovrt_parallel (runtime/ABI.md); the launches are lowered on the LLVM
    // dialect, where the captures are plain values.
    pm.addPass(ov::createOVOutlineParallelLoops());
    pm.addPass(createCanonicalizerPass());
  }
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  ov::addUpstreamMathLowering(pm);
  // bf16 conversions as integer round-to-nearest-even: no compiler-rt call,
  // and denormals kept (the AVX512-BF16 instructions flush them).
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.addPass(arith::createArithExpandOpsPass(expand));
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  // The ABI functions take descriptor pointers (linear in their arguments).
  pm.nest<func::FuncOp>().addPass(ov::createOVDescriptorsByPointer());
  pm.addPass(createConvertFuncToLLVMPass());
  if (gpuHost) {
    GpuToLLVMConversionPassOptions gpuToLLVM;
    gpuToLLVM.kernelBarePtrCallConv =
        kernelArguments == KernelArguments::PointersAndSizes;
    pm.addPass(createGpuToLLVMConversionPass(gpuToLLVM));
  } else
    pm.addPass(ov::createOVLowerParallelLaunches());
  pm.addPass(ov::createOVCheckLowered());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

/// The kernels (gpu.module) -> NVVM -> PTX in a gpu.binary.
static void addKernelLowering(OpPassManager &pm,
                              const ov::CUDAPipelineOptions &options) {
  GpuNVVMAttachTargetOptions target;
  target.chip = options.gpuChip;
  target.features = options.gpuFeatures.empty()
                        ? ov::defaultPTXFeatures(options.gpuChip)
                        : std::string(options.gpuFeatures);
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createSCFToControlFlowPass());
  // bf16 conversions as integer round-to-nearest-even, as on the CPU.
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  kernels.addPass(arith::createArithExpandOpsPass(expand));
  // The kernels' vector stores. convert-gpu-to-nvvm would lower
  // them only where the vector dialect's ConvertToLLVM interface is
  // registered, which ov-compile's minimal registry does not do.
  kernels.addPass(createConvertVectorToLLVMPass());
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  kernels.addPass(ov::createOVGPULibdeviceToIntrinsics());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  // 8-byte i64 loads and stores (index outputs) in the translation.
  kernels.addPass(ov::createOVGPUDataLayout());
  // PTX (format isa): the driver JIT-compiles it when the module loads, so
  // building needs no CUDA toolkit (no ptxas).
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "isa";
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

namespace {

/// The vulkan target's capability names beyond Shader, and the storage
/// capabilities and extensions each implies for buffers of its types.
struct VulkanCapability {
  StringLiteral name, storage, extension;
};
constexpr VulkanCapability kVulkanCapabilities[] = {
    {"Int64", "", ""},
    {"Float64", "", ""},
    {"Int16", "StorageBuffer16BitAccess", "SPV_KHR_16bit_storage"},
    {"Float16", "StorageBuffer16BitAccess", "SPV_KHR_16bit_storage"},
    {"Int8", "StorageBuffer8BitAccess", "SPV_KHR_8bit_storage"},
};

} // namespace

/// The kernels (gpu.module) -> SPIR-V modules in gpu.binary objects.
static void addVulkanKernelLowering(OpPassManager &pm,
                                    const ov::VulkanPipelineOptions &options) {
  GpuSPIRVAttachTargetOptions target;
  // Vulkan 1.1's SPIR-V.
  target.spirvVersion = "v1.3";
  target.clientApi = "Vulkan";
  target.spirvCapabilities.push_back("Shader");
  target.spirvExtensions.push_back("SPV_KHR_storage_buffer_storage_class");
  // IEEE signed zeros, infinities and NaNs (ov-gpu-vulkan-binaries).
  target.spirvCapabilities.push_back("SignedZeroInfNanPreserve");
  target.spirvExtensions.push_back("SPV_KHR_float_controls");
  SmallVector<StringRef> listed;
  StringRef(options.capabilities).split(listed, ',', -1, false);
  for (const VulkanCapability &cap : kVulkanCapabilities) {
    if (!llvm::is_contained(listed, cap.name))
      continue;
    target.spirvCapabilities.push_back(cap.name.str());
    if (!cap.storage.empty() &&
        !llvm::is_contained(target.spirvCapabilities, cap.storage)) {
      target.spirvCapabilities.push_back(cap.storage.str());
      target.spirvExtensions.push_back(cap.extension.str());
    }
  }
  pm.addPass(createGpuSPIRVAttachTarget(target));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(ov::createOVGPUVulkanKernels({options.capabilities}));
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  // math.ceil (ROIAlign's adaptive sample counts) and the other math ops the
  // kernels use become GLSL.std.450 instructions, which are exact for ceil,
  // floor and fabs; convert-gpu-to-spirv has no math patterns of its own.
  kernels.addPass(createConvertMathToSPIRVPass());
  // 64-bit index arithmetic: no overflow whatever the kernel computes in
  // index (the kernels choose i32 themselves where the sizes allow it).
  std::unique_ptr<Pass> toSPIRV = createConvertGPUToSPIRVPass();
  (void)toSPIRV->initializeOptions("use-64bit-index=true",
                                   [](const Twine &) { return failure(); });
  pm.addPass(std::move(toSPIRV));
  pm.addPass(ov::createOVGPUVulkanBinaries());
  OpPassManager &spirvModules =
      pm.nest<gpu::GPUModuleOp>().nest<spirv::ModuleOp>();
  spirvModules.addPass(spirv::createSPIRVLowerABIAttributesPass());
  spirvModules.addPass(spirv::createSPIRVUpdateVCEPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "bin";
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

/// ov ops -> ov-to-gpu kernels as gpu.launch ops (before bufferization).
/// Shared by the CUDA pipeline and its CPU emulation, so that the emulation
/// runs the very kernels the GPU gets.
/// `traits`: what the target's kernels may assume (its description's).
static void addGPUKernels(OpPassManager &pm, int64_t blockSize,
                          const ov::GPUKernelTraits &traits) {
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(ov::createConvertOVToGPU({blockSize, traits.vectorStores,
                                           traits.positiveZeroSums,
                                           traits.loopPassLimit}));
  // Before any canonicalization: it would merge the block and thread
  // loops into one and drop their mapping.
  funcPm.addPass(createConvertParallelLoopToGpuPass());
  funcPm.addPass(createCanonicalizerPass());
  funcPm.addPass(createCSEPass());
}

/// As PassPipelineRegistration<Options>, with the parsed options checked by
/// verifyOptions: a value out of range is an error, not a pipeline.
template <typename Options>
static void registerCheckedPipeline(StringRef name, StringRef description,
                                    void (*build)(OpPassManager &,
                                                  const Options &)) {
  registerPassPipeline(
      name, description,
      [build](OpPassManager &pm, StringRef text,
              function_ref<LogicalResult(const Twine &)> errorHandler) {
        Options options;
        if (failed(options.parseFromString(text)))
          return failure();
        if (std::string problem = ov::verifyOptions(options); !problem.empty())
          return errorHandler(problem);
        build(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optionsHandler) {
        optionsHandler(Options());
      });
}

/// "" or "<name>=<value> is not <rule>".
template <typename Rule>
static std::string checkRule(StringRef name, int64_t value) {
  if (Rule::isValid(value))
    return "";
  return (name + "=" + Twine(value) + " is not " + Rule::describe()).str();
}

/// Whether the options name a target CPU (cpu or cpu-features).
static bool namesTargetCPU(const ov::CPUPipelineOptions &options) {
  return !options.cpu.empty() || !options.cpuFeatures.empty();
}

/// The CPU the options name: cpu-features alone are on top of native.
static bool resolveOptionsCPU(const ov::CPUPipelineOptions &options,
                              ov::TargetCPU &cpu, std::string &error) {
  return ov::resolveTargetCPU(
      options.cpu.empty() ? StringRef("native") : StringRef(options.cpu),
      options.cpuFeatures, cpu, error, /*optionPrefix=*/"");
}

std::string ov::verifyOptions(const CPUPipelineOptions &options) {
  if (namesTargetCPU(options)) {
    TargetCPU cpu;
    std::string error;
    if (!resolveOptionsCPU(options, cpu, error))
      return error;
  }
  VectorTarget parsed;
  if (std::string problem = parsed.parseFamilyBits(options.familyVectorBits);
      !problem.empty())
    return problem;
  return getVectorTarget(options).verify();
}

ov::VectorTarget ov::getVectorTarget(const CPUPipelineOptions &options) {
  VectorTarget target;
  target.vectorBits = options.vectorBits;
  // A malformed entry is verifyOptions' error (parseFamilyBits again).
  (void)target.parseFamilyBits(options.familyVectorBits);
  TargetCPU cpu;
  std::string error;
  if (namesTargetCPU(options) && resolveOptionsCPU(options, cpu, error)) {
    target.vectorBits = cpu.vectorTarget.vectorBits;
    // Each family's own entry where set, else the CPU's choice.
    for (const auto &[family, bits] : cpu.vectorTarget.familyBits)
      target.familyBits.try_emplace(family, bits);
  }
  target.cacheLineBytes = options.cacheLineBytes;
  target.l2Bytes = options.l2Bytes;
  target.prefetchBytes = options.prefetchBytes;
  target.prefetchBytesIndices = options.prefetchBytesIndices;
  return target;
}

void ov::setVectorTarget(CPUPipelineOptions &options,
                         const VectorTarget &target) {
  options.vectorBits = target.vectorBits;
  options.familyVectorBits.clear();
  for (const auto &[family, bits] : target.familyBits)
    options.familyVectorBits.push_back(family + ":" + std::to_string(bits));
  options.cacheLineBytes = target.cacheLineBytes;
  options.l2Bytes = target.l2Bytes;
  options.prefetchBytes = target.prefetchBytes;
  options.prefetchBytesIndices = target.prefetchBytesIndices;
}

std::string ov::verifyOptions(const CUDAPipelineOptions &options) {
  if (options.optLevel < 0 || options.optLevel > 3)
    return "opt-level=" + std::to_string(options.optLevel) +
           " is not from 0 to 3";
  if (std::string problem =
          checkRule<BlockSizeRule>("block-size", options.blockSize);
      !problem.empty())
    return problem;
  return verifyGPUTarget(options.gpuChip, options.gpuFeatures);
}

std::string ov::verifyOptions(const VulkanPipelineOptions &options) {
  if (std::string problem =
          checkRule<BlockSizeRule>("block-size", options.blockSize);
      !problem.empty())
    return problem;
  SmallVector<StringRef> listed;
  StringRef(options.capabilities).split(listed, ',', -1, false);
  for (StringRef name : listed)
    if (llvm::none_of(kVulkanCapabilities, [&](const VulkanCapability &cap) {
          return cap.name == name;
        }))
      return ("capabilities: unknown SPIR-V capability '" + name +
              "' (expected Int64, Int16, Int8, Float64, Float16)")
          .str();
  if (!llvm::is_contained(listed, "Int64"))
    return "capabilities='" + options.capabilities +
           "' lacks Int64, which the vulkan target's index arithmetic needs";
  return "";
}

std::string ov::verifyOptions(const CUDAEmulationPipelineOptions &options) {
  return checkRule<BlockSizeRule>("block-size", options.blockSize);
}

StringRef ov::stringifyEnum(CPULowering lowering) {
  switch (lowering) {
  case CPULowering::Vector:
    return "vector";
  case CPULowering::Linalg:
    return "linalg";
  case CPULowering::Affine:
    return "affine";
  }
  llvm_unreachable("unknown CPULowering");
}

std::optional<ov::CPULowering> ov::symbolizeCPULowering(StringRef name) {
  for (CPULowering lowering :
       {CPULowering::Vector, CPULowering::Linalg, CPULowering::Affine})
    if (name == stringifyEnum(lowering))
      return lowering;
  return std::nullopt;
}

llvm::cl::ValuesClass ov::cpuLoweringValues() {
  return llvm::cl::values(
      clEnumValN(CPULowering::Vector, stringifyEnum(CPULowering::Vector),
                 "ov-to-vector's parallel vectorized kernels, ov-to-linalg "
                 "for the rest (default)"),
      clEnumValN(CPULowering::Linalg, stringifyEnum(CPULowering::Linalg),
                 "ov-to-linalg, ov-to-affine for windows too large to "
                 "materialize"),
      clEnumValN(CPULowering::Affine, stringifyEnum(CPULowering::Affine),
                 "ov-to-affine loop nests only"));
}

void ov::buildOVLowerToCUDAEmulatedPipeline(
    OpPassManager &pm, const CUDAEmulationPipelineOptions &options) {
  addGPUKernels(pm, options.blockSize, ov::kCUDAKernelTraits);
  pm.nest<func::FuncOp>().addPass(ov::createOVGPULaunchToLoops());
  addBufferization(pm);
  addLLVMLowering(pm);
}

void ov::buildOVLowerToCPUPipeline(OpPassManager &pm,
                                   const CPUPipelineOptions &options) {
  // Mixed modules: TOSA ops beside the ov ops become linalg first.
  ov::addUpstreamTensorLowering(pm);
  addOVLowering(pm, options);
  addBufferization(pm);
  addLLVMLowering(pm);
}

std::string ov::defaultPTXFeatures(StringRef chip) {
  StringRef arch = chip;
  if (!arch.consume_front("sm_"))
    return "";
  arch.consume_back("a");
  unsigned sm;
  if (arch.getAsInteger(10, sm))
    return "";
  // The first PTX ISA version that supports each architecture.
  unsigned ptx = sm >= 120   ? 87
                 : sm >= 100 ? 86
                 : sm >= 90  ? 78
                 : sm >= 89  ? 78
                 : sm >= 87  ? 74
                 : sm >= 86  ? 71
                 : sm >= 80  ? 70
                 : sm >= 75  ? 63
                 : sm >= 72  ? 61
                             : 60;
  // sm_90a needs 8.0.
  if (chip.ends_with("a") && sm == 90)
    ptx = 80;
  return "+ptx" + std::to_string(ptx);
}

std::string ov::verifyGPUTarget(StringRef chip, StringRef features) {
  // NVPTX's processors (llvm/lib/Target/NVPTX/NVPTX.td); the `a` variants
  // exist from sm_90 on.
  static constexpr unsigned kArchitectures[] = {50,  52,  53,  60,  61, 62, 70,
                                                72,  75,  80,  86,  87, 89, 90,
                                                100, 101, 103, 120, 121};
  static constexpr unsigned kPTXVersions[] = {60, 61, 62, 63, 64, 65, 70, 71,
                                              72, 73, 74, 75, 76, 77, 78, 80,
                                              81, 82, 83, 84, 85, 86, 87, 88};
  StringRef arch = chip;
  unsigned sm = 0;
  bool prefixed = arch.consume_front("sm_");
  bool variant = arch.consume_back("a");
  bool known = prefixed && !arch.getAsInteger(10, sm) &&
               llvm::is_contained(kArchitectures, sm) && (!variant || sm >= 90);
  if (!known)
    return ("unsupported GPU chip '" + chip +
            "' (expected sm_NN with NN one of 50, 52, 53, 60, 61, 62, 70, 72, "
            "75, 80, 86, 87, 89, 90, 100, 101, 103, 120, 121; sm_NNa from 90)")
        .str();
  if (features.empty())
    return "";
  StringRef version = features;
  unsigned ptx = 0;
  if (!version.consume_front("+ptx") || version.getAsInteger(10, ptx) ||
      !llvm::is_contained(kPTXVersions, ptx))
    return ("unsupported GPU features '" + features +
            "' (expected +ptxNN, a PTX ISA version from +ptx60 to +ptx88)")
        .str();
  unsigned needed = 0;
  StringRef(defaultPTXFeatures(chip)).drop_front(4).getAsInteger(10, needed);
  if (ptx < needed)
    return ("GPU features '" + features + "' too old for " + chip +
            " (it needs +ptx" + Twine(needed) + " or later)")
        .str();
  return "";
}

void ov::buildOVLowerToCUDAPipeline(OpPassManager &pm,
                                    const CUDAPipelineOptions &options) {
  addGPUKernels(pm, options.blockSize, ov::kCUDAKernelTraits);
  addBufferization(pm);
  pm.addPass(ov::createOVGPUHostDeviceCopies());
  // Constants (static sizes) into the kernels before outlining, which no
  // longer does it: divisions by them are then strength-reduced, and 64-bit
  // ones whose operands are known to fit need no 64-bit division subroutine.
  pm.nest<func::FuncOp>().addPass(createGpuLaunchSinkIndexComputationsPass());
  pm.addPass(createGpuKernelOutliningPass());
  // One stream per call: allocations, copies, launches and frees in order,
  // and one synchronization before returning.
  pm.nest<func::FuncOp>().addPass(createGpuAsyncRegionPass());
  addKernelLowering(pm, options);
  addLLVMLowering(pm, KernelArguments::Descriptors);
}

void ov::buildOVLowerToVulkanPipeline(OpPassManager &pm,
                                      const VulkanPipelineOptions &options) {
  // Scalar stores, zero sums made +0.0 (kVulkanKernelTraits).
  addGPUKernels(pm, options.blockSize, ov::kVulkanKernelTraits);
  addBufferization(pm);
  pm.addPass(ov::createOVGPUHostDeviceCopies());
  pm.nest<func::FuncOp>().addPass(createGpuLaunchSinkIndexComputationsPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.nest<func::FuncOp>().addPass(createGpuAsyncRegionPass());
  // Buffers as bindings, sizes and scalars as push constants.
  pm.addPass(ov::createOVGPUVulkanABI());
  addVulkanKernelLowering(pm, options);
  pm.addPass(ov::createOVGPUVulkanLaunchSizes());
  addLLVMLowering(pm, KernelArguments::PointersAndSizes);
}

void ov::registerOVPipelines() {
  ov::registerUpstreamLoweringPasses();
  registerCheckedPipeline<CPUPipelineOptions>(
      "ov-lower-to-cpu",
      "Lower ov ops to the LLVM dialect for the CPU: ov-to-vector's parallel "
      "vectorized kernels with ov-to-linalg for the rest (lowering=vector, "
      "the default), or ov-to-linalg (lowering=linalg), both with ov-to-affine "
      "for windows too large to materialize; or only ov-to-affine "
      "(lowering=affine); upstream's tensor-level ops beside them (linalg, "
      "tensor, arith, math, scf; TOSA through tosa-to-linalg) with them; "
      "then one-shot bufferization with results as "
      "out-parameters, loops (parallel ones through the caller's "
      "parallel-for), "
      "LLVM",
      buildOVLowerToCPUPipeline);
  PassPipelineRegistration<>(
      "ov-lower-to-cpu-affine",
      "Lower ov ops to the LLVM dialect for the CPU through ov-to-affine loop "
      "nests (same as ov-lower-to-cpu{lowering=affine})",
      [](OpPassManager &pm) {
        CPUPipelineOptions options;
        options.lowering = CPULowering::Affine;
        buildOVLowerToCPUPipeline(pm, options);
      });
  registerCheckedPipeline<CUDAPipelineOptions>(
      "ov-lower-to-cuda",
      "Lower ov ops for NVIDIA GPUs: ov-to-gpu kernels (see ov-to-gpu), "
      "bufferization, gpu.launch, per "
      "function an entry on device buffers (__ov_device_<name>) and one with "
      "host buffers that copies (the CPU ABI), NVVM, PTX for gpu-chip "
      "embedded as "
      "gpu.binary, host code calling the mgpu* runtime functions",
      buildOVLowerToCUDAPipeline);
  registerCheckedPipeline<CUDAEmulationPipelineOptions>(
      "ov-lower-to-cuda-emulated",
      "Testing only: the ov-lower-to-cuda kernels run on the CPU (each "
      "gpu.launch becomes loops over its blocks and threads, "
      "ov-gpu-launch-to-loops), then the CPU pipeline's bufferization, "
      "parallel-loop and LLVM lowering",
      buildOVLowerToCUDAEmulatedPipeline);
  registerCheckedPipeline<VulkanPipelineOptions>(
      "ov-lower-to-vulkan",
      "Lower ov ops for Vulkan compute: the ov-lower-to-cuda kernels with "
      "scalar stores, as SPIR-V compute shaders (float arithmetic "
      "NoContraction; dynamic sizes as push constants; bf16 as integer bit "
      "arithmetic on 16-bit storage) embedded as gpu.binary, host code "
      "calling the mgpu* runtime functions with each kernel buffer's base "
      "and byte size, then the kernel's scalars",
      buildOVLowerToVulkanPipeline);
}
