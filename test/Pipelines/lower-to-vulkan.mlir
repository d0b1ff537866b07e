// RUN: ov-opt %s --ov-prepare-module-abi=target=vulkan --ov-lower-to-vulkan \
// RUN:   | FileCheck %s --implicit-check-not="= ov." \
// RUN:   --implicit-check-not="gpu.module" --implicit-check-not="scf." \
// RUN:   --implicit-check-not="memref."
// One thread, so that the kernels' modules print in their order.
// RUN: ov-opt %s --ov-lower-to-vulkan --mlir-disable-threading \
// RUN:   --mlir-print-ir-after=spirv-update-vce 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=SPIRV \
// RUN:   --implicit-check-not="Fma" --implicit-check-not="relaxed_precision" \
// RUN:   --implicit-check-not="{{spirv.F(Add|Sub|Mul|Div|Rem|Mod) [^{]*$}}" \
// RUN:   --implicit-check-not="{{spirv.Store .*vector<}}"

// --ov-lower-to-vulkan: the CUDA target's kernels as SPIR-V compute shaders
// (one spirv.module per kernel, serialized into a gpu.binary), the host
// side as on CUDA (device buffers, copies, one stream per step), and each
// launch passing, per buffer, its base and its size in bytes.

// CHECK-LABEL: llvm.func @maxpool_v8(
// CHECK:         llvm.call @mgpuMemAlloc
// CHECK:         llvm.call @mgpuMemcpy
// CHECK:         llvm.call @mgpuStreamSynchronize
// CHECK-LABEL: llvm.func @__ov_device_maxpool_v8(
// CHECK:         gpu.launch_func <%{{.*}} : !llvm.ptr> @__ov_kernels_maxpool_v8_kernel::@__ov_kernels_maxpool_v8_kernel
// CHECK-SAME:      blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}}) : i64
// CHECK-SAME:      args(%{{.*}} : !llvm.ptr, %{{.*}} : i64, %{{.*}} : !llvm.ptr, %{{.*}} : i64, %{{.*}} : !llvm.ptr, %{{.*}} : i64)
// CHECK:       gpu.binary @__ov_kernels_maxpool_v8_kernel [#gpu.object<#spirv.target_env<#spirv.vce<v1.3, [Shader, SignedZeroInfNanPreserve, Int64, Float64, Int16, StorageBuffer16BitAccess, Float16, Int8, StorageBuffer8BitAccess]
// CHECK-SAME:      api=Vulkan
// CHECK-LABEL: llvm.func @roi_align(
// CHECK:       gpu.binary @__ov_kernels_roi_align_kernel
// CHECK:       gpu.binary @__ov_kernels_maxpool_f16_kernel
// CHECK: llvm.mlir.global external constant @ov_module_descriptor("ovmodule 3\0Atarget vulkan\0A

// The shaders: the workgroup is ov-to-gpu's block, the float arithmetic is
// decorated NoContraction (a driver may not fuse it into FMAs; no line of
// spirv.FAdd/FSub/FMul/FDiv without the attribute, no Fma), MaxPool's
// four adjacent outputs per thread are four scalar stores (logical
// addressing has no pointer to test for the vector store's alignment),
// indices i64. Each entry point preserves signed zeros, infinities and NaNs
// (SignedZeroInfNanPreserve) for each float width it computes with (the
// f16 MaxPool compares f16 values).
// SPIRV-LABEL: spirv.module @__spv____ov_kernels_maxpool_v8_kernel Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Int64, SignedZeroInfNanPreserve, Matrix], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_float_controls]>
// SPIRV:         spirv.GlobalVariable @{{.*}} bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<{{[0-9]+}} x i64, stride=8> [0])>, StorageBuffer>
// SPIRV:         spirv.func @__ov_kernels_maxpool_v8_kernel()
// SPIRV-COUNT-4: spirv.Store "StorageBuffer" %{{.*}}, %{{.*}} : f32
// SPIRV-COUNT-4: spirv.Store "StorageBuffer" %{{.*}}, %{{.*}} : i64
// SPIRV:         spirv.ExecutionMode @__ov_kernels_maxpool_v8_kernel "SignedZeroInfNanPreserve", 32
// SPIRV:         spirv.EntryPoint "GLCompute" @__ov_kernels_maxpool_v8_kernel
// SPIRV:         spirv.ExecutionMode @__ov_kernels_maxpool_v8_kernel "LocalSize", 256, 1, 1
// SPIRV-LABEL: spirv.module @__spv____ov_kernels_roi_align_kernel
// SPIRV:         spirv.FMul %{{.*}}, %{{.*}} {no_contraction} : f32
// SPIRV:         spirv.FAdd %{{.*}}, %{{.*}} {no_contraction} : f32
// SPIRV-LABEL: spirv.module @__spv____ov_kernels_maxpool_f16_kernel Logical GLSL450 requires #spirv.vce<v1.0, [StorageBuffer16BitAccess, Shader, Float16, Int64, SignedZeroInfNanPreserve, Matrix], [SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_float_controls]>
// SPIRV:         spirv.ExecutionMode @__ov_kernels_maxpool_f16_kernel "SignedZeroInfNanPreserve", 16

func.func @maxpool_v8(%x: tensor<2x3x8x8xf32>) -> (tensor<2x3x8x8xf32>, tensor<2x3x8x8xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, 1] index_element_type = i64
      : tensor<2x3x8x8xf32> -> tensor<2x3x8x8xf32>, tensor<2x3x8x8xi64>
  return %v, %i : tensor<2x3x8x8xf32>, tensor<2x3x8x8xi64>
}
func.func @roi_align(%data: tensor<2x16x20x20xf32>, %rois: tensor<5x4xf32>,
                     %batch: tensor<5xi32>) -> tensor<5x16x7x7xf32> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 7 pooled_w = 7
         sampling_ratio = 2 spatial_scale = 0.25 mode = avg
         : tensor<2x16x20x20xf32>, tensor<5x4xf32>, tensor<5xi32>
         -> tensor<5x16x7x7xf32>
  return %0 : tensor<5x16x7x7xf32>
}
func.func @maxpool_f16(%x: tensor<1x4x6x6xf16>) -> tensor<1x4x3x3xf16> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0]
      : tensor<1x4x6x6xf16> -> tensor<1x4x3x3xf16>
  return %0 : tensor<1x4x3x3xf16>
}
