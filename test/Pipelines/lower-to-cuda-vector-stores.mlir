// RUN: rm -rf %t && mkdir %t
// RUN: ov-compile %s --target cuda --emit-ptx %t -o %t/module.so
// RUN: FileCheck %s --check-prefix=F32 < %t/__ov_kernels___ov_fn_four_f32_kernel.ptx
// RUN: FileCheck %s --check-prefix=F16 < %t/__ov_kernels___ov_fn_four_f16_kernel.ptx
// RUN: FileCheck %s --check-prefix=TWO < %t/__ov_kernels___ov_fn_two_f32_kernel.ptx
// RUN: FileCheck %s --check-prefix=ONE < %t/__ov_kernels___ov_fn_one_f32_kernel.ptx
// RUN: FileCheck %s --check-prefix=I64 < %t/__ov_kernels___ov_fn_one_i64_indices_kernel.ptx

// The MaxPool kernels' K adjacent outputs per thread go out as one vector
// store (ov-to-gpu's vector.store with `alignment` = its byte size, lowered
// in the kernel pipeline by convert-vector-to-llvm: ov-compile, unlike
// ov-opt, does not register the vector dialect's ConvertToLLVM interface,
// so without that pass it fails) when the buffer's base address is aligned
// to it, a uniform branch (bra.uni) on the pointer's low bits; else K scalar
// stores. NVPTX 22 spells 32-bit stores .b32 whatever the element type.

// f32, K = 4: st.global.v4 (16 bytes); the i64 indices: 32 bytes, two v2.b64.
// F32:       and.b64 {{.*}}, 15;
// F32-COUNT-4: st.global.b32
// F32:       st.global.v4.b32 [{{.*}}], {{[{]}}%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
// F32:       and.b64 {{.*}}, 31;
// F32-COUNT-2: st.global.v2.b64

// f16, K = 4: 8 bytes, as v2.b32.
// F16:       and.b64 {{.*}}, 7;
// F16-COUNT-4: st.global.b16
// F16:       st.global.v2.b32

// f32, K = 2 (a row of 6, 9 taps): 8 bytes.
// TWO:       and.b64 {{.*}}, 7;
// TWO-COUNT-2: st.global.b32
// TWO:       st.global.v2.b32

// K = 1 (a row of 5): one scalar store, no alignment test.
// ONE-NOT:   st.global.v
// ONE-NOT:   and.b64 {{.*}}, {{(3|7|15|31)}};
// ONE:       st.global.b32
// ONE-NOT:   st.global

// An i64 index is one 8-byte store, not two 4-byte halves: the kernel
// module is translated to LLVM IR with NVPTX's data layout
// (ov-gpu-data-layout), not LLVM's default 4-byte i64.
// I64:       st.global.b32
// I64-NOT:   st.global.b32
// I64:       st.global.b64
// I64-NOT:   st.global

func.func @one_i64_indices(%x: tensor<1x2x7x5xf32>) -> (tensor<1x2x7x5xf32>, tensor<1x2x7x5xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, 1]
      : tensor<1x2x7x5xf32> -> tensor<1x2x7x5xf32>, tensor<1x2x7x5xi64>
  return %v, %i : tensor<1x2x7x5xf32>, tensor<1x2x7x5xi64>
}
func.func @four_f32(%x: tensor<2x3x8x8xf32>) -> (tensor<2x3x4x4xf32>, tensor<2x3x4x4xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0]
      : tensor<2x3x8x8xf32> -> tensor<2x3x4x4xf32>, tensor<2x3x4x4xi64>
  return %v, %i : tensor<2x3x4x4xf32>, tensor<2x3x4x4xi64>
}
func.func @four_f16(%x: tensor<1x2x8x8xf16>) -> tensor<1x2x4x4xf16> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0]
      : tensor<1x2x8x8xf16> -> tensor<1x2x4x4xf16>
  return %0 : tensor<1x2x4x4xf16>
}
func.func @two_f32(%x: tensor<1x2x7x6xf32>) -> tensor<1x2x7x6xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, 1]
      : tensor<1x2x7x6xf32> -> tensor<1x2x7x6xf32>
  return %0 : tensor<1x2x7x6xf32>
}
func.func @one_f32(%x: tensor<1x2x7x5xf32>) -> tensor<1x2x7x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, 1]
      : tensor<1x2x7x5xf32> -> tensor<1x2x7x5xf32>
  return %0 : tensor<1x2x7x5xf32>
}
