// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
    ListOption<"familyVectorBits", "family-vector-bits", "std::string",
               "Vector width of a family's kernels, FAMILY:BITS each (e.g. "
               "ROIAlign:256; MaxPool, AvgPool, ROIAlign, ROIAlignRotated, "
               "ROIPooling): "
               "a power of two from 64 to vector-bits; a family not listed "
               "uses vector-bits">,
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
    channels of a group. The element semantics are those of ov/Semantics,
    shared with the CPU lowerings.
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
           "`0.0 + x` into `x` (Mesa's llvmpipe; the vulkan target)">,
    Option<"loopPassLimit", "loop-pass-limit", "int64_t", /*default=*/"0",
           "The most loop passes (iterations and exits of all loops "
           "together) one thread may make; 0: no limit. A pooling window or "
           "a fixed ROIAlign sampling ratio's samples past it are split "
           "across launches, the running value kept in the output; more "
           "than 64 launches is refused (Mesa's llvmpipe stops a shader's "
           "loops after 65535 passes; the vulkan target)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect", "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::vector::VectorDialect"
  ];
}

#endif // OV_CONVERSION_PASSES_TD
