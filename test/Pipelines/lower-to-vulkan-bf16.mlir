// RUN: ov-opt %s --ov-lower-to-vulkan --mlir-print-ir-after=spirv-update-vce \
// RUN:   2>&1 >/dev/null | FileCheck %s --implicit-check-not=bf16
// RUN: ov-opt %s --ov-prepare-module-abi=target=vulkan --ov-lower-to-vulkan \
// RUN:   | FileCheck %s --check-prefix=HOST

// bf16 on the vulkan target: no bf16 type reaches SPIR-V. The buffers are
// 16-bit integer arrays, the window's values are compared as their exact
// f32 extensions (the bits shifted left by 16) and stored back as their
// bits; the host passes its bf16 buffer unchanged with its byte size.

// CHECK:       spirv.module
// CHECK-SAME:    StorageBuffer16BitAccess
// CHECK:       spirv.GlobalVariable @__ov_kernels_pool_kernel_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<192 x i16, stride=2> [0])>, StorageBuffer>
// CHECK:       spirv.GlobalVariable @__ov_kernels_pool_kernel_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<48 x i16, stride=2> [0])>, StorageBuffer>
// CHECK:       spirv.func @__ov_kernels_pool_kernel()
// CHECK:         spirv.Load "StorageBuffer" %{{.*}} : i16
// CHECK:         spirv.UConvert %{{.*}} : i16 to i32
// CHECK:         spirv.ShiftLeftLogical %{{.*}}, %{{.*}} : i32, i32
// CHECK:         spirv.Bitcast %{{.*}} : i32 to f32
// CHECK:         spirv.FOrdGreaterThan %{{.*}}, %{{.*}} : f32
// CHECK:         spirv.Store "StorageBuffer" %{{.*}}, %{{.*}} : i16

// HOST-LABEL: llvm.func @__ov_device_pool(
// HOST:         gpu.launch_func <%{{.*}} : !llvm.ptr> @__ov_kernels_pool_kernel::@__ov_kernels_pool_kernel
// HOST-SAME:      args(%{{.*}} : !llvm.ptr, %{{.*}} : i64, %{{.*}} : !llvm.ptr, %{{.*}} : i64)
// HOST-NOT:     unrealized_conversion_cast

func.func @pool(%x: tensor<1x4x6x8xbf16>) -> tensor<1x4x3x4xbf16> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0]
      : tensor<1x4x6x8xbf16> -> tensor<1x4x3x4xbf16>
  return %0 : tensor<1x4x3x4xbf16>
}
