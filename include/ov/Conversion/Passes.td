//===- Passes.td - ov dialect conversion passes ---------------------------===//

#ifndef OV_CONVERSION_PASSES_TD
#define OV_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertOVToAffine : Pass<"ov-to-affine", "func::FuncOp"> {
  let summary = "Lower ov ops to affine loop nests on memrefs";
  let description = [{
    Each ov op becomes an affine loop nest over freshly allocated memrefs,
    bridged to the surrounding tensors with bufferization.to_buffer/to_tensor.
    MaxPool windows have clamped bounds (affine max/min maps), so padding is
    never read; values and indices come from one traversal. ROIAlign reads
    its data-dependent pixels with memref.load inside scf.for sample loops.
    Follows docs/semantics.md 1.6, 1.7 and 3.3 exactly.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect", "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def ConvertOVToLinalg : Pass<"ov-to-linalg", "func::FuncOp"> {
  let summary = "Lower ov ops to linalg on tensors";
  let description = [{
    MaxPool becomes a tensor.pad with the element type's lowest value and a
    linalg.generic reduction over the window (a strictly-greater update, so
    NaN never wins and the first maximum in scan order is kept); MaxPool-8's
    indices come from the same linalg.generic. ROIAlign becomes a
    linalg.generic over the output whose body gathers pixels with
    tensor.extract. Dynamic dims use the ops' reified output sizes.
    MaxPools whose window (more than 2^16 taps) or explicit pads and strides
    (above 4096) would make the materialized padded input or the traversal
    unbounded are left in place for ov-to-affine.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
}

def ConvertOVToVector : Pass<"ov-to-vector", "func::FuncOp"> {
  let summary = "Lower ov ops to vectorized, parallel CPU loop nests";
  let description = [{
    The fast CPU path: MaxPool becomes an scf.parallel loop over the (n, c)
    planes whose rows are vectorized along the output's last axis (contiguous
    loads and de-interleaving shuffles inside the row, clamped gathers at its
    borders, masked stores for partial chunks), values and indices carried
    together. Configurations it does not cover (an unranked input, a last
    stride above 4, a last-axis kernel above 64 taps, MaxPool-8 with
    axis > 2) are left for ov-to-linalg. AvgPool takes the same walk, each
    lane summing its window's taps in OpenVINO's order (masked and expanding
    loads at the borders, zeros outside the row); other element types than
    f16, bf16, f32, f64 and integers are left for ov-to-linalg too. The
    processor facts the kernels
    are shaped by (vector width, cache line, L2, prefetch distances) are
    options with fixed defaults; ov-compile sets them from the host.
  }];
  // The defaults are ov::VectorTarget's (ov/Conversion/VectorTarget.h):
  // fixed values, whatever machine runs the pass.
  let options = [
    Option<"vectorBits", "vector-bits", "int64_t",
           /*default=*/"::mlir::ov::VectorTarget().vectorBits",
           "Vector register width in bits (512 for AVX-512, 256 for AVX2): "
           "a power of two from 64 to 2048, else the pass fails">,
    Option<"cacheLineBytes", "cache-line-bytes", "int64_t",
           /*default=*/"::mlir::ov::VectorTarget().cacheLineBytes",
           "Data cache line in bytes (64): the unit of prefetches and "
           "non-temporal index stores; a power of two from 16 to 1024">,
    Option<"l2Bytes", "l2-bytes", "int64_t",
           /*default=*/"::mlir::ov::VectorTarget().l2Bytes",
           "A core's L2 cache in bytes (1048576): MaxPool indices of that "
           "size and ROIAlign outputs of 4 times it are stored "
           "non-temporally, and 3-D MaxPool prefetches at most a sixteenth "
           "of it ahead; from 65536 to 1073741824">,
    Option<"prefetchBytes", "prefetch-bytes", "int64_t",
           /*default=*/"::mlir::ov::VectorTarget().prefetchBytes",
           "How far ahead 2-D MaxPool with disjoint windows prefetches its "
           "input, in bytes (4096; 0: never); from 0 to 1048576">,
    Option<"prefetchBytesIndices", "prefetch-bytes-indices", "int64_t",
           /*default=*/"::mlir::ov::VectorTarget().prefetchBytesIndices",
           "As prefetch-bytes, for MaxPool with indices (2048)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::vector::VectorDialect"
  ];
}

def ConvertOVToGPU : Pass<"ov-to-gpu", "func::FuncOp"> {
  let summary = "Lower ov ops to scf.parallel loops mapped to GPU blocks and threads";
  let description = [{
    Each ov op becomes a pair of nested scf.parallel loops on memrefs carrying
    the `mapping` attributes that convert-parallel-loops-to-gpu turns into a
    gpu.launch. MaxPool: each thread computes 1, 2 or 4 adjacent output
    elements of a row (more when the static last dim allows it and the
    window is small), the flat output index split into blocks of
    `block-size` threads (thread x walks the output's last axis, so loads
    and stores are coalesced), index arithmetic in 32 bits when the static
    sizes fit; the window taps are loops
    with constant bounds whose out-of-range taps are predicated off (padding
    is never read); MaxPool-8's indices come from the same kernel. ROIAlign:
    one block per (ROI, channel tile), its threads over the tile's channel
    groups and bins, each sample's geometry shared by the (up to 4)
    channels of a group. The element semantics are KernelBuilders', shared with the CPU
    lowerings.
  }];
  let options = [
    Option<"blockSize", "block-size", "int64_t", /*default=*/"256",
           "Threads per block: a multiple of 32 from 32 to 1024, else the "
           "pass fails">,
    Option<"vectorStores", "vector-stores", "bool", /*default=*/"true",
           "MaxPool's adjacent outputs as one vector store where the buffer's "
           "address is aligned (tested at run time); false: scalar stores "
           "only, no pointer read (SPIR-V's logical addressing has none)">,
    Option<"positiveZeroSums", "positive-zero-sums", "bool",
           /*default=*/"false",
           "Float sums accumulated from +0.0 (AvgPool's, ROIAlign avg's) "
           "have a -0.0 replaced by +0.0, tested on the bits, before they "
           "are divided or stored: exact, since such a sum is never -0.0 "
           "under round-to-nearest; for drivers that fold the first "
           "`0.0 + x` into `x` (Mesa's llvmpipe; the vulkan target)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect", "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::vector::VectorDialect"
  ];
}

def OVGPUHostDeviceCopies : Pass<"ov-gpu-host-device-copies", "ModuleOp"> {
  let summary = "Split kernel functions into a device-pointer entry and a copying host entry";
  let description = [{
    For every bufferized function whose kernels are gpu.launch ops (after
    convert-parallel-loops-to-gpu), results returned through memref
    out-parameters (the compiled-module ABI):

    - its body moves to a private `__ov_kernels_<name>` whose memref
      arguments are device buffers: memref.alloc/dealloc become
      gpu.alloc/dealloc and memref.copy becomes gpu.memcpy, so the
      function's own buffers live on the device only;
    - a public function also gets `__ov_device_<name>`, with the function's
      attributes (its ABI mark), which calls the kernels on the caller's
      device buffers: the entry point that runs without host copies;
    - the function itself keeps the host ABI: it allocates a device twin of
      every memref argument the kernels use, copies in those they read,
      calls the kernels, copies back those they write and frees the twins.

    The kernels exist once, whichever entry runs them. Run gpu-async-region
    afterwards to put each function's GPU work on a stream. Functions
    without gpu.launch are left alone.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect"];
}

def OVGPUDataLayout : Pass<"ov-gpu-data-layout", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Give a kernel module NVPTX's data layout before its translation";
  let description = [{
    Sets `llvm.data_layout` on the gpu.module to NVPTX's 64-bit layout.
    gpu-module-to-binary translates the module to LLVM IR before it sets the
    target's layout, and loads and stores without an explicit alignment take
    theirs from the layout in force during the translation: without this,
    LLVM's default (4-byte i64), so the NVPTX backend splits every i64 store
    into two 32-bit ones.
  }];
}

def OVGPULibdeviceToIntrinsics
    : Pass<"ov-gpu-libdevice-to-intrinsics", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Replace libdevice calls that have exact LLVM intrinsics";
  let description = [{
    convert-gpu-to-nvvm lowers math.floor/ceil/absf to libdevice calls
    (__nv_floorf, ...), which would need libdevice (the CUDA toolkit) at
    compile time. Their LLVM intrinsics are exact and the NVPTX backend
    lowers them to single instructions (cvt.rmi, cvt.rpi, abs), so this pass
    rewrites the calls to the intrinsics and drops the declarations.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def OVGPUVulkanKernels
    : Pass<"ov-gpu-vulkan-kernels", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Check a kernel module for the vulkan target and give its kernels their workgroup size";
  let description = [{
    Runs on outlined kernel modules before convert-gpu-to-spirv, after
    ov-gpu-vulkan-abi. Refuses, with an error naming the kernel argument and
    the problem: buffers that are neither statically shaped nor flat
    `memref<?xT>` with the identity layout, static buffers of 2^31 elements
    or more, bf16 (which ov-gpu-vulkan-abi turns into i16; SPIR-V has no
    bf16 type without SPV_KHR_bfloat16), and element types that need a
    SPIR-V capability missing from `capabilities` (f64: Float64; f16:
    Float16; 16-bit integers: Int16; 8-bit: Int8; Int64 always, for the
    64-bit index arithmetic). Then sets each kernel's
    `spirv.entry_point_abi` workgroup size from its `known_block_size`.
  }];
  let options = [
    Option<"capabilities", "capabilities", "std::string",
           /*default=*/"\"Int64,Int16,Int8,Float64,Float16\"",
           "SPIR-V capabilities of the device beyond Shader, comma-separated">
  ];
  let dependentDialects = ["::mlir::spirv::SPIRVDialect"];
}

def OVGPUVulkanABI : Pass<"ov-gpu-vulkan-abi", "ModuleOp"> {
  let summary = "Give the vulkan target's kernels and launches its argument order";
  let description = [{
    Runs after kernel outlining. SPIR-V has no memref descriptors: each
    kernel buffer is one storage buffer binding (a runtime array) and every
    other value is a push constant. Each kernel's arguments become its
    buffers first (binding i is buffer i), a buffer of dynamic shape
    flattened to `memref<?xT>` (its memref.load and memref.store linearized
    row-major, its memref.dim read from an argument; any other use is
    refused), then its integer and index scalars, then the dynamic sizes of
    its buffers, in argument and axis order; each gpu.launch_func passes the
    matching operands (memref.collapse_shape, memref.dim). Refuses buffers
    with a non-identity layout, scalars that are not integers of 8 to 64
    bits or index, and kernels needing more than 16 scalars (128 bytes of
    push constants, what every Vulkan device offers).
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def OVGPUVulkanLaunchSizes : Pass<"ov-gpu-vulkan-launch-sizes", "ModuleOp"> {
  let summary = "Pass each vulkan kernel buffer's byte size and 64-bit scalars";
  let description = [{
    Runs on the host code once the kernels are gpu.binary objects (after
    ov-gpu-vulkan-abi): each gpu.launch_func passes, per buffer, the buffer
    followed by its size in bytes computed from its shape at run time, and
    every integer scalar sign-extended to i64, so that with gpu-to-llvm's
    bare-pointer convention the runtime receives (base, bytes) per binding
    and then one 8-byte push constant per scalar (runtime/MGPU_ABI.md,
    "Vulkan modules").
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def OVGPUVulkanBinaries : Pass<"ov-gpu-vulkan-binaries", "ModuleOp"> {
  let summary = "Move each kernel's SPIR-V module into its gpu.module, arithmetic uncontracted";
  let description = [{
    Runs after convert-gpu-to-spirv, which builds `spirv.module @__spv__<M>`
    beside each gpu.module M: moves it into M, where gpu-module-to-binary
    serializes it. Every floating-point add, subtract, multiply, divide and
    remainder gets the `NoContraction` decoration, so that the Vulkan driver
    may not fuse them into FMAs (OpenVINO rounds each operation,
    docs/semantics.md 3.4); a fused multiply-add (spirv.GL.Fma) or an op
    with relaxed precision is refused. Each entry point gets the execution mode
    SignedZeroInfNanPreserve for every float width the shader computes
    with: without it a Vulkan driver may drop the sign of a zero (lavapipe
    turns ROIAlign's +0.0 sums into -0.0).
  }];
}

def OVGPULaunchToLoops : Pass<"ov-gpu-launch-to-loops", "func::FuncOp"> {
  let summary = "Emulate gpu.launch kernels with CPU loops (testing only)";
  let description = [{
    Test-only: replaces each gpu.launch (before kernel outlining, as
    convert-parallel-loops-to-gpu builds it from ov-to-gpu's loops) by loops
    over the grid (an scf.parallel over the blocks, z, y, x) around loops over
    the block (scf.for over the threads, z, y, x), the block and thread ids
    being the induction variables and the grid and block sizes the launch's
    operands. The kernel body is moved unchanged, so every thread computes
    exactly the operations the GPU would run; compiled through the CPU
    pipeline (no contraction), this executes the GPU kernels' arithmetic on
    the CPU (`ov-lower-to-cuda-emulated`, `ov-compile --target
    cuda-emulated`).

    Threads of a block run one after another, so a kernel that relies on
    threads running together cannot be emulated: the pass refuses, with an
    error naming the problem, launches with shared memory (workgroup
    attributions or buffers), private attributions, clusters, dynamic shared
    memory, async dependencies, a multi-block body, or any gpu op other than
    the id and dimension queries (gpu.barrier, shuffles, subgroup
    operations, ...).
  }];
  let options = [
    Option<"parallelBlocks", "parallel-blocks", "bool", /*default=*/"true",
           "Blocks as scf.parallel (run by OpenMP threads on the CPU); false "
           "runs them in order with scf.for">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

#endif // OV_CONVERSION_PASSES_TD
