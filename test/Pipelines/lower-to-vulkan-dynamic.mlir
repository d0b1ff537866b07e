// RUN: ov-opt %s --ov-prepare-module-abi=target=vulkan --ov-lower-to-vulkan \
// RUN:   --mlir-print-ir-after=ov-gpu-vulkan-abi 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=ABI
// RUN: ov-opt %s --ov-prepare-module-abi=target=vulkan --ov-lower-to-vulkan \
// RUN:   --mlir-print-ir-before=spirv-update-vce 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=SPIRV
// RUN: ov-opt %s --ov-prepare-module-abi=target=vulkan --ov-lower-to-vulkan \
// RUN:   | FileCheck %s --check-prefix=HOST

// Dynamic shapes on the vulkan target: SPIR-V binds each buffer as a
// runtime array, so the kernel gets its buffers first (flattened when their
// shape is dynamic, loads and stores linearized), then its index scalars
// and the buffers' dynamic sizes, which the shader reads from one push
// constant block; each launch passes per buffer its base and its byte size
// computed at run time, then the scalars as i64.

// ABI-LABEL: IR Dump After OVGPUVulkanABI
// ABI:         %[[IN:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2, 3]] : memref<?x3x?x10xf32> into memref<?xf32>
// ABI:         %[[OUT:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2, 3]] : memref<?x3x?x5xf32> into memref<?xf32>
// ABI:         %[[N:.*]] = memref.dim %{{.*}}, %{{.*}} : memref<?x3x?x10xf32>
// ABI:         gpu.launch_func {{.*}} args(%[[IN]] : memref<?xf32>, %[[OUT]] : memref<?xf32>, %{{.*}} : index, {{.*}}%[[N]] : index
// ABI:       gpu.func @__ov_kernels_pool_kernel(%{{.*}}: memref<?xf32>, %{{.*}}: memref<?xf32>, %{{.*}}: index,
// ABI-NOT:   memref.dim
// ABI:         memref.load %{{.*}}[%{{[0-9a-z_]+}}] : memref<?xf32>
// ABI:         memref.store %{{.*}}, %{{.*}}[%{{[0-9a-z_]+}}] : memref<?xf32>

// SPIRV:       spirv.GlobalVariable @__ov_kernels_pool_kernel_push_constants : !spirv.ptr<!spirv.struct<(i32 [0], i32 [4], {{.*}})>, PushConstant>
// SPIRV-DAG:   spirv.GlobalVariable @__ov_kernels_pool_kernel_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
// SPIRV-DAG:   spirv.GlobalVariable @__ov_kernels_pool_kernel_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
// SPIRV-NOT:   bind(0, 2)
// SPIRV:       spirv.func @__ov_kernels_pool_kernel() "None"
// SPIRV:         %[[SLOT:.*]] = spirv.Load "PushConstant" %{{.*}} : i32
// SPIRV-NEXT:    spirv.SConvert %[[SLOT]] : i32 to i64

// HOST-LABEL: llvm.func @__ov_device_pool(
// HOST:         %[[BYTES:.*]] = llvm.mul %{{.*}}, %{{.*}} : i64
// HOST:         gpu.launch_func <%{{.*}} : !llvm.ptr> @__ov_kernels_pool_kernel::@__ov_kernels_pool_kernel
// HOST-SAME:      args(%{{.*}} : !llvm.ptr, %{{.*}} : i64, %{{.*}} : !llvm.ptr, %{{.*}} : i64, %{{.*}} : i64, %{{.*}} : i64,

func.func @pool(%x: tensor<?x3x?x10xf32>) -> tensor<?x3x?x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1]
      : tensor<?x3x?x10xf32> -> tensor<?x3x?x5xf32>
  return %0 : tensor<?x3x?x5xf32>
}
